"""Property tests of the save and link decoders (issue 13): whatever text arrives, opening it either
gives a game that can be drawn for every seat and written back unchanged, or a short catalogued
refusal in player words. Never another exception, never a game whose seats do not fit.
The long version of this (>= 100,000 cases, with timings) is ``benchmarks/decode.py``."""

from __future__ import annotations

import base64
import json
import zlib

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from evolution.core.bots import RandomBot, play_out
from evolution.core.game import all_games
from evolution.core.messages import is_known, translate
from evolution.core.save import Save, SaveError, dump_json, encode_link
from evolution.core.session import Session

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=12)
# Values a real save holds somewhere (game ids, levels, counts), so that replacing a field often
# yields a record that is well-formed but wrong: the interesting case.
NEAR_MISSES = st.sampled_from([0, 1, 2, 3, 4, 5, 6, 7, -1, 2**40, "chess", "evolution", "s-evolution", "nsg2", "bsw",
                               "flight", "random", "hard", "", [], {}, None, True])
VALUES = NEAR_MISSES | JSON


def link_of(payload: bytes) -> str:
    return base64.urlsafe_b64encode(zlib.compress(payload)).rstrip(b"=").decode()


def payload_of(link: str) -> bytes:
    return zlib.decompress(base64.urlsafe_b64decode(link + "=" * (-len(link) % 4)))


@pytest.fixture(scope="module")
def saves() -> list[Save]:
    """A half-played game of every registered game (random bots), at its two smallest table sizes."""
    out = []
    for game in all_games():
        low, high = game.describe("en")["players"]
        for players in sorted({low, min(low + 1, high)}):
            options = game.options({"players": players, "seed": players})
            state, moves = game.new_game(options), []
            play_out(game, state, {p: RandomBot(p) for p in range(players)},
                     on_move=lambda obs, action, seconds: moves.append(action))
            seats = [{"name": f"<b>P{p}</b>", "bot": None if p == 0 else "random"} for p in range(players)]
            out.append(Save(game=game.id, options=options, seats=seats, moves=moves[:len(moves) * 2 // 3]))
    return out


def opened_or_refused(entry: str, text: str) -> Session | None:
    """Open ``text`` as the page does; check the outcome is one of the two allowed ones."""
    try:
        session = Session.from_json(text) if entry == "save" else Session.from_link(text)
    except SaveError as exc:
        message = exc.args[0]
        assert is_known(message), f"not a catalogued player message: {message!r}"
        assert all(len(translate(message, lang)) <= 200 for lang in ("en", "fr")), message
        return None
    assert len(session.save.seats) == session.save.options.players
    for viewer in [None, *range(session.save.options.players)]:
        session.table(viewer, "fr")
    assert Session.from_json(session.to_json()).save == session.save
    assert Session.from_link(session.link()).save.moves == session.save.moves
    return session


@SETTINGS
@given(st.text(max_size=300))
def test_any_text_as_a_save_file_opens_or_is_refused_in_player_words(text):
    opened_or_refused("save", text)


@SETTINGS
@given(st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=", max_size=300))
def test_any_text_as_a_link_opens_or_is_refused_in_player_words(text):
    opened_or_refused("link", text)


@SETTINGS
@given(st.binary(max_size=300))
def test_any_compressed_payload_as_a_link_opens_or_is_refused(payload):
    opened_or_refused("link", link_of(payload))


@SETTINGS
@given(header=st.fixed_dictionaries({}, optional={"v": VALUES, "g": VALUES, "o": VALUES, "s": VALUES}) | JSON, moves=st.binary(max_size=40))
def test_any_json_header_opens_or_is_refused(header, moves):
    opened_or_refused("link", link_of(json.dumps(header).encode() + b"\n" + moves))


@SETTINGS
@given(data=st.data())
def test_a_real_save_with_one_field_replaced_opens_or_is_refused(saves, data):
    """Replace the version, game, options, seats, one option, one seat or one move with any JSON."""
    record = json.loads(dump_json(data.draw(st.sampled_from(saves))))
    where = data.draw(st.sampled_from(["version", "game", "options", "seats", "moves", "option", "seat", "move"]))
    value = data.draw(VALUES)
    if where in record:
        record[where] = value
    else:
        container = {"option": record["options"], "seat": record["seats"], "move": record["moves"]}[where]
        assume(container)
        key = data.draw(st.sampled_from(list(container) if isinstance(container, dict) else range(len(container))))
        container[key] = value
    opened_or_refused("save", json.dumps(record))


@SETTINGS
@given(data=st.data())
def test_a_real_link_with_its_move_bytes_edited_opens_or_is_refused(saves, data):
    header, _, moves = payload_of(encode_link(data.draw(st.sampled_from(saves)))).partition(b"\n")
    edited = bytearray(moves)
    for _ in range(data.draw(st.integers(1, 4))):
        k = data.draw(st.integers(0, max(0, len(edited) - 1)))
        edited[k:k + data.draw(st.integers(0, 3))] = data.draw(st.binary(max_size=3))
    opened_or_refused("link", link_of(header + b"\n" + bytes(edited)))


@SETTINGS
@given(data=st.data())
def test_a_real_link_with_its_seat_list_changed_is_refused_unless_it_fits(saves, data):
    """A link must seat exactly as many players as its options name (issue 13 item 2)."""
    save = data.draw(st.sampled_from(saves))
    header, _, moves = payload_of(encode_link(save)).partition(b"\n")
    record = json.loads(header)
    count = data.draw(st.integers(0, 9))
    record["s"] = [[f"P{k}", data.draw(st.sampled_from([None, "random"]))] for k in range(count)]
    session = opened_or_refused("link", link_of(json.dumps(record).encode() + b"\n" + moves))
    assert (session is not None) == (count == save.options.players)


@SETTINGS
@given(data=st.data())
def test_a_real_save_opens_to_the_same_game_and_cut_anywhere_still_does(saves, data):
    save = data.draw(st.sampled_from(saves))
    cut = Save(game=save.game, options=save.options, seats=save.seats,
               moves=save.moves[:data.draw(st.integers(0, len(save.moves)))])
    session = opened_or_refused("save", dump_json(cut))
    assert session is not None and session.save == cut
    from_link = opened_or_refused("link", encode_link(cut))
    assert from_link is not None and from_link.save == cut
