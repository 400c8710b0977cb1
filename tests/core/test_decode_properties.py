"""Property tests of the save and link decoders: whatever text arrives, opening it either
gives a game that can be drawn for every seat and written back unchanged, or a short catalogued
refusal in player words. Never another exception, never a game whose seats do not fit.
Since format 3 a link and a save carry a checksum of their content: an edit that does not
update it is refused as damaged; the tests that probe the decoders behind it seal their edits again
(``sealed``, ``resealed``) or write format 2 (no checksum). Seat names follow the New game form's rules.
Text may hold lone surrogates (JSON's \\u escapes write them; a page's string may hold one): refused.
The long version of this (>= 100,000 cases, with timings) is ``benchmarks/decode.py``."""

from __future__ import annotations

import base64
import json
import zlib

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from pydantic_core import to_json

from evolution.core.bots import RandomBot, play_out
from evolution.core.registry import all_games
from evolution.core.messages import is_known, translate
from evolution.core.save import Save, SaveError, _canonical, checksum, dump_json, encode_link
from evolution.core.session import GameConfig, Session

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
# Any code point, lone surrogates included (hypothesis leaves them out of text unless asked, and
# draws them rarely from the whole range): a browser's string or a JSON \u escape may hold one.
LONE_SURROGATES = st.characters(categories=["Cs"])
CHARACTERS = st.characters(exclude_categories=()) | LONE_SURROGATES
TEXT = st.text(CHARACTERS, max_size=30)
JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | TEXT,
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(CHARACTERS, max_size=8), inner,
                                                                                max_size=4),
                    max_leaves=12)
# Values a real save holds somewhere (game ids, levels, counts), so that replacing a field often
# yields a record that is well-formed but wrong: the interesting case.
NEAR_MISSES = st.sampled_from([0, 1, 2, 3, 4, 5, 6, 7, -1, 2**40, "chess", "evolution", "s-evolution", "nsg2", "bsw",
                               "flight", "random", "hard", "", [], {}, None, True])
VALUES = NEAR_MISSES | JSON


def link_of(payload: bytes) -> str:
    return base64.urlsafe_b64encode(zlib.compress(payload)).rstrip(b"=").decode()


def sealed(payload: bytes) -> str:
    """A link of ``payload`` with its checksum after the zlib stream, as encode_link writes it."""
    data = zlib.compress(payload) + checksum(payload).to_bytes(4, "big")
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def resealed(record: dict) -> str:
    """A save file of ``record`` with its checksum made again for its content (format 2 made 3)."""
    record = {k: v for k, v in record.items() if k != "check"}
    if record.get("version") == 2:
        record["version"] = 3
    return json.dumps({**record, "check": f"{checksum(_canonical(record)):08x}"})


def payload_of(link: str) -> bytes:
    return zlib.decompressobj().decompress(base64.urlsafe_b64decode(link + "=" * (-len(link) % 4)))


def link_parts(save: Save) -> tuple[dict, bytes]:
    """The link of ``save`` opened up: its header record (to edit) and its move bytes."""
    header, _, moves = payload_of(encode_link(save)).partition(b"\n")
    return json.loads(header), moves


def format_2(text: str) -> dict:
    """A save file's record as format 2 wrote it (no checksum)."""
    record = json.loads(text)
    del record["check"]
    return {**record, "version": 2}


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
        to_json(session.table(viewer, "fr"))  # (written for the page as the bridge writes it)
    assert Session.from_json(session.to_json()).save == session.save
    assert Session.from_link(session.link()).save.moves == session.save.moves
    return session


@SETTINGS
@given(st.text(CHARACTERS, max_size=300))
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
    opened_or_refused("link", sealed(payload))


@SETTINGS
@given(header=st.fixed_dictionaries({}, optional={"v": VALUES, "g": VALUES, "o": VALUES, "s": VALUES}) | JSON, moves=st.binary(max_size=40))
def test_any_json_header_opens_or_is_refused(header, moves):
    opened_or_refused("link", link_of(json.dumps(header).encode() + b"\n" + moves))
    opened_or_refused("link", sealed(json.dumps(header).encode() + b"\n" + moves))


@SETTINGS
@given(data=st.data())
def test_a_real_save_with_one_field_replaced_opens_or_is_refused(saves, data):
    """Replace the version, game, options, seats, one option, one seat or one move with any JSON
    (in a save of format 2, which has no checksum to refuse it first, and sealed again in format 3)."""
    record = format_2(dump_json(data.draw(st.sampled_from(saves))))
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
    opened_or_refused("save", resealed(record))


@SETTINGS
@given(data=st.data())
def test_a_real_link_with_its_move_bytes_edited_opens_or_is_refused(saves, data):
    header, _, moves = payload_of(encode_link(data.draw(st.sampled_from(saves)))).partition(b"\n")
    edited = bytearray(moves)
    for _ in range(data.draw(st.integers(1, 4))):
        k = data.draw(st.integers(0, max(0, len(edited) - 1)))
        edited[k:k + data.draw(st.integers(0, 3))] = data.draw(st.binary(max_size=3))
    opened_or_refused("link", sealed(header + b"\n" + bytes(edited)))


@SETTINGS
@given(data=st.data())
def test_a_real_link_with_its_seat_list_changed_is_refused_unless_it_fits(saves, data):
    """A link must seat exactly as many players as its options name."""
    save = data.draw(st.sampled_from(saves))
    record, moves = link_parts(save)
    count = data.draw(st.integers(0, 9))
    record["s"] = [[f"P{k}", data.draw(st.sampled_from([None, "random"]))] for k in range(count)]
    session = opened_or_refused("link", sealed(json.dumps(record).encode() + b"\n" + moves))
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


# --- The checksum, and seat names -------------------------------------------------------------

@SETTINGS
@given(data=st.data())
def test_a_real_link_with_any_edit_of_its_content_and_the_old_checksum_is_refused(saves, data):
    """Any change of the inflated header or moves (the game id too) that keeps the link's checksum
    is refused as damaged: the moves are never read as another game's."""
    link = encode_link(data.draw(st.sampled_from(saves)))
    payload, trailer = payload_of(link), base64.urlsafe_b64decode(link + "=" * (-len(link) % 4))[-4:]
    edited = bytearray(payload)
    k = data.draw(st.integers(0, len(edited) - 1))
    edited[k:k + data.draw(st.integers(0, 3))] = data.draw(st.binary(max_size=3))
    assume(bytes(edited) != payload and b'"v":1' not in edited and b'"v":2' not in edited)  # (older formats have none)
    text = base64.urlsafe_b64encode(zlib.compress(bytes(edited)) + trailer).rstrip(b"=").decode()
    assert opened_or_refused("link", text) is None


@SETTINGS
@given(data=st.data())
def test_a_real_save_with_any_value_changed_and_the_old_checksum_is_refused(saves, data):
    record = json.loads(dump_json(data.draw(st.sampled_from(saves))))
    where = data.draw(st.sampled_from(["game", "options", "seats", "moves", "option", "seat", "move"]))
    value = data.draw(VALUES | st.sampled_from(["evolution", "s-evolution"]))
    container = record if where in record else {"option": record["options"], "seat": record["seats"],
                                                "move": record["moves"]}[where]
    assume(container)
    key = where if where in record else data.draw(
        st.sampled_from(list(container) if isinstance(container, dict) else range(len(container))))
    assume(container[key] != value)
    container[key] = value
    assert opened_or_refused("save", json.dumps(record)) is None


NAMES = st.text(CHARACTERS, max_size=45) | st.sampled_from([" ", "\u202eevil", "a\u2066b", "Zo\u00eb", "\U0001f996", "a" * 40,
                                                            "a" * 41, "\ud800", "a\udfffb"])


def form_accepts(name: str) -> bool:
    """Whether the New game form starts a game with this name in seat 2 (its validator, GameConfig)."""
    try:
        GameConfig(seats=[{"name": "Ana"}, {"name": name}])
    except ValueError:
        return False
    return True


@SETTINGS
@given(data=st.data(), name=NAMES)
def test_a_seat_name_opens_from_a_link_or_a_save_exactly_when_the_form_takes_it(saves, data, name):
    save = data.draw(st.sampled_from(saves))
    record, moves = link_parts(save)
    record["s"][1][0] = name
    from_link = opened_or_refused("link", sealed(json.dumps(record).encode() + b"\n" + moves))
    file = format_2(dump_json(save))
    file["seats"][1]["name"] = name
    from_file = opened_or_refused("save", json.dumps(file))
    from_sealed_file = opened_or_refused("save", resealed(file))
    accepted = form_accepts(name)
    assert (from_link is not None) == accepted and (from_file is not None) == accepted
    assert (from_sealed_file is not None) == accepted
    assert accepted == (bool(name.strip()) and len(name) <= 40
                        and not any(ord(c) < 32 or 0x7F <= ord(c) <= 0x9F or c in "\u061c\u200e\u200f\u2028\u2029"
                                    "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
                                    or 0xD800 <= ord(c) <= 0xDFFF for c in name))


# --- Text that is not well-formed Unicode, in any text of a save or a link ---------------------------

def text_places(node, path: tuple = ()):
    """Every place of text in parsed JSON, as (path, whether it is a dict key): nested keys and values."""
    if isinstance(node, str):
        yield path, False
    elif isinstance(node, dict):
        for key, value in node.items():
            if path:  # (a top-level key edited is a field gone, another refusal)
                yield (*path, key), True
            yield from text_places(value, (*path, key))
    elif isinstance(node, list):
        for k, value in enumerate(node):
            yield from text_places(value, (*path, k))


def with_surrogate(data, node, places: list, surrogate: str) -> tuple:
    """A copy of ``node`` with ``surrogate`` put anywhere into the text of one of its ``places`` (drawn:
    a key or a value, ``text_places``'s), and the path of the edited text (an edited key is another key)."""
    path, is_key = data.draw(st.sampled_from(places))
    at = data.draw(st.integers(0, len(path[-1] if is_key else data_at(node, path))))
    node = json.loads(json.dumps(node))
    *parents, last = path
    place = node
    for step in parents:
        place = place[step]
    if is_key:
        key = last[:at] + surrogate + last[at:]
        place[key] = place.pop(last)
        return node, (*parents, key)
    place[last] = place[last][:at] + surrogate + place[last][at:]
    return node, path


def part_named(path: tuple) -> str:
    """The part of a save a refusal must name for text at ``path`` (a save file's fields)."""
    head, *rest = path
    if head == "seats" and rest[1:2] == ["name"] and len(rest) == 2:
        return f"the name of seat {rest[0] + 1}"
    if head == "moves":
        return f"move {rest[0] + 1}"
    return {"seats": "the seat list", "options": "the options", "game": "the game's name"}[head]


def refusal(entry: str, text: str) -> str:
    try:
        Session.from_json(text) if entry == "save" else Session.from_link(text)
    except SaveError as exc:
        assert is_known(exc.args[0]), exc.args[0]
        return translate(exc.args[0], "en")
    raise AssertionError("opened")


@SETTINGS
@given(data=st.data(), surrogate=LONE_SURROGATES)
def test_a_lone_surrogate_in_any_text_of_a_save_is_refused_naming_its_part(saves, data, surrogate):
    """Any text of a save of either game (the game's name, every option, seat and move field, and
    their keys), sealed again (format 3) or not (format 2): refused, the part named, never a crash."""
    record = json.loads(dump_json(data.draw(st.sampled_from(saves))))
    places = [(path, is_key) for path, is_key in text_places(record) if path[0] not in ("check", "version")]
    edited, path = with_surrogate(data, record, places, surrogate)
    expected = f"This saved game is damaged ({part_named(path)})"
    assert refusal("save", resealed(edited)) == expected
    assert refusal("save", json.dumps(format_2(json.dumps(edited)))) == expected


@SETTINGS
@given(data=st.data(), surrogate=LONE_SURROGATES)
def test_a_lone_surrogate_in_any_text_of_a_link_is_refused_naming_its_part(saves, data, surrogate):
    save = data.draw(st.sampled_from(saves))
    record, moves = link_parts(save)
    edited, path = with_surrogate(data, record, list(text_places(record)), surrogate)
    save_path = ({"g": "game", "o": "options", "s": "seats"}[path[0]], *path[1:])
    if save_path[0] == "seats" and len(save_path) == 3:
        save_path = (*save_path[:2], ["name", "bot"][save_path[2]])
    assert refusal("link", sealed(json.dumps(edited).encode() + b"\n" + moves)) == \
        f"This link is damaged ({part_named(save_path)})"


def data_at(node, path: tuple):
    for step in path:
        node = node[step]
    return node
