"""Saves (JSON) and share links: exact replay, and clear refusals of damaged input."""

from __future__ import annotations

import base64
import json
import sys
import zlib
from pathlib import Path

import pytest

from evolution.cli import play_game
from evolution.core.messages import is_known
from evolution.games.evolution.game import GAME
from evolution.games.evolution.options import Options
from evolution.core.save import SAVE_VERSION, Save, SaveError, Seat, checksum, decode_link, dump_json, encode_link, \
    load_json, replay
from tests.conftest import ROOT

sys.path.insert(0, str(ROOT / "web"))
from bridge import new_game  # noqa: E402  (the New game form's way in)


@pytest.fixture(scope="module")
def finished():
    state, save, _ = play_game(GAME, Options(players=4, seed=11), ["greedy", "random", "greedy", "random"], record=True)
    return state, save


def test_json_round_trip_replays_the_identical_state(finished):
    state, save = finished
    again = load_json(dump_json(save))
    assert again == save
    assert replay(again).to_dict() == state.to_dict()


def test_link_round_trip_replays_the_identical_state(finished):
    state, save = finished
    link = encode_link(save)
    assert set(link) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    decoded, decoded_state = decode_link(link)
    assert decoded == save
    assert decoded_state.to_dict() == state.to_dict()


def test_a_half_played_game_round_trips(finished):
    _, save = finished
    half = Save(game="evolution", options=save.options, seats=save.seats, moves=save.moves[:57])
    decoded, state = decode_link(encode_link(half))
    assert decoded.moves == half.moves
    assert state.to_dict() == replay(half).to_dict()


def test_hostile_names_are_kept_as_plain_text():
    name = '<img src=x onerror=alert(1)>'
    save = Save(game="evolution", options=Options(players=2, seed=3), seats=[Seat(name=name), Seat(name="Bob", bot="greedy")])
    assert decode_link(encode_link(save))[0].seats[0].name == name
    assert load_json(dump_json(save)).seats[0].name == name


def _link(header: dict, moves: bytes = b"") -> str:
    """A link of that header and move bytes (sealed with its checksum in the current format)."""
    payload = json.dumps(header).encode() + b"\n" + moves
    sealed = zlib.compress(payload) + (checksum(payload).to_bytes(4, "big") if header.get("v") == SAVE_VERSION else b"")
    return base64.urlsafe_b64encode(sealed).rstrip(b"=").decode()


@pytest.mark.parametrize("text, words", [
    ("", "damaged"),
    ("not-a-link!!", "damaged"),
    ("eJzLSM3JyVcozy_KSQEAGgQEXQ", "damaged"),  # valid zlib of "hello world": not a game
    (_link({"v": SAVE_VERSION + 1, "r": {}}), "newer version"),
    (_link({"v": 0, "r": {}}), "older version"),
    (_link({"v": SAVE_VERSION, "g": "evolution", "o": {"players": 9, "seed": 1}, "s": [["a", None]] * 9}),
     "damaged"),
    (_link({"v": 1, "r": {"id": "dragons", "players": 3, "seed": 1}, "s": [["a", None]] * 3}), "options"),
    (_link({"v": 1, "r": {"players": 3, "seed": 1}, "s": [["a", None]] * 2}), "seat list"),
    (_link({"v": SAVE_VERSION, "g": "chess", "o": {}, "s": []}), "does not have this game"),
    (_link({"v": 1, "r": {"players": 3, "seed": 1}, "s": [["a", None]] * 3}, bytes([250])), "damaged"),
    (_link({"v": 1, "r": {"players": 3, "seed": 1}, "s": [["a", None]] * 3}, bytes([0x90])), "damaged"),
    (_link({"v": 1, "r": {"players": 3, "seed": 1}, "s": [["a", None]] * 3}, bytes([0xFF] * 5000)), "damaged"),
])
def test_damaged_links_are_refused_with_a_reason(text, words):
    with pytest.raises(SaveError, match=words):
        decode_link(text)


def test_a_link_cut_short_is_refused(finished):
    _, save = finished
    link = encode_link(save)
    with pytest.raises(SaveError, match="damaged"):
        decode_link(link[: len(link) // 2])


@pytest.mark.parametrize("text, words", [
    ("{]", "not JSON"),
    ("", "This file is empty"),
    (" \n", "This file is empty"),
    ('{"version": 3, "game": "evolution", "seats": [{"na', "cut short"),
    ("[]", "not a saved game"),
    ('{"version": 99, "ruleset": {}}', "newer version"),
    ('{"version": 1, "ruleset": {"players": 1, "seed": 2}}', "damaged"),
    ('{"version": 1, "ruleset": {"players": 2, "seed": 2}, "actions": [{"kind": "fly", "player": 0}]}',
     "damaged"),
])
def test_damaged_saves_are_refused_with_a_reason(text, words):
    with pytest.raises(SaveError, match=words):
        load_json(text)


def test_a_save_with_an_illegal_move_names_it():
    save = load_json('{"version": 1, "ruleset": {"players": 2, "seed": 2}, "seats": [{"name": "A"}, {"name": "B"}], '
                     '"actions": [{"kind": "pass", "player": 0}]}')
    with pytest.raises(SaveError, match="Move 1 .*not legal"):
        replay(save)


FORMAT_1 = json.loads((Path(__file__).parent / "fixtures" / "format-1.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(FORMAT_1))
def test_saves_and_links_written_by_the_one_game_site_still_load(name):
    """Format 1 (saves {"ruleset": ..., "actions": ...}, link header {"v": 1, "r": ...}), as the site
    wrote them before it held several games: fixtures made by commit 4d2d50c."""
    case = FORMAT_1[name]
    expect = case["expect"]
    for save, state in ((loaded := load_json(case["save"]), replay(loaded)), decode_link(case["link"])):
        assert save.game == "evolution" and save.options.ruleset == "nsg2" and len(save.moves) == expect["moves"]
        assert save.seats[0].name == 'Ana <b>&amp;</b> "x"'
        assert (state.round, state.phase, state.winners) == (expect["round"], expect["phase"], expect["winners"])
        assert [s.total for s in state.scores] == expect["scores"] and len(state.log) == expect["log_size"]
        assert [p.bag for p in state.players] == expect["bags"]
    assert load_json(dump_json(loaded)) == loaded  # and it is written back in the current format
    assert json.loads(dump_json(loaded))["version"] == SAVE_VERSION


# --- Checksums, and seat names by the New game form's rules ------------------------------------

def _s_evolution_save(moves: int = 40) -> Save:
    from evolution.core.bots import RandomBot, play_out
    from evolution.core.registry import get_game

    game = get_game("s-evolution")
    options = game.options({"players": 2, "seed": 4})
    state, played = game.new_game(options), []
    play_out(game, state, {p: RandomBot(p) for p in range(2)}, on_move=lambda obs, action, seconds: played.append(action))
    return Save(game="s-evolution", options=options, seats=[Seat(name="Ana"), Seat(name="Bot", bot="random")],
                moves=played[:moves])


def _payload(link: str) -> bytes:
    return zlib.decompressobj().decompress(base64.urlsafe_b64decode(link + "=" * (-len(link) % 4)))


def _relink(payload: bytes) -> str:
    return base64.urlsafe_b64encode(zlib.compress(payload, 9)).rstrip(b"=").decode()


def test_an_s_evolution_link_whose_game_id_is_changed_is_refused_as_damaged():
    link = encode_link(_s_evolution_save())
    payload = _payload(link)
    assert b'"g":"s-evolution"' in payload
    with pytest.raises(SaveError, match=r"^This link is damaged \(its checksum\)$") as refused:
        decode_link(_relink(payload.replace(b'"g":"s-evolution"', b'"g":"evolution"')))
    assert is_known(refused.value.args[0])


def test_a_save_whose_content_does_not_match_its_checksum_is_refused():
    text = dump_json(_s_evolution_save())
    record = json.loads(text)
    assert record["version"] == SAVE_VERSION and len(record["check"]) == 8
    for edit in ({"game": "evolution"}, {"seats": [{"name": "Eve", "bot": None}, record["seats"][1]]},
                 {"moves": record["moves"][:-1]}, {"check": "00000000"}, {"check": None}):
        with pytest.raises(SaveError, match=r"^This saved game is damaged \(its checksum\)$") as refused:
            load_json(json.dumps({**record, **edit}))
        assert is_known(refused.value.args[0])
    assert load_json(json.dumps(record, indent=2)) == load_json(text)  # the layout of the file is not content


def test_saves_and_links_of_format_2_without_a_checksum_still_load():
    save = _s_evolution_save()
    record = {k: v for k, v in json.loads(dump_json(save)).items() if k != "check"}
    assert load_json(json.dumps({**record, "version": 2})) == save
    header, _, moves = _payload(encode_link(save)).partition(b"\n")
    old_header = header.replace(b'"v":3', b'"v":2')
    assert decode_link(_relink(old_header + b"\n" + moves))[0] == save


def test_a_format_number_edited_by_hand_does_not_skip_the_checksum():
    """A format-3 save or link whose number is made 2 or 1 (formats without a checksum) keeps its
    checksum, which no longer matches: refused as damaged, as any other edit."""
    save = _s_evolution_save()
    record = json.loads(dump_json(save))
    for version in (2, 1):
        with pytest.raises(SaveError, match=r"^This saved game is damaged \(its checksum\)$"):
            load_json(json.dumps({**record, "version": version}))
    sealed = base64.urlsafe_b64decode(encode_link(save) + "==")
    check = sealed[-4:]
    assert int.from_bytes(check, "big") == checksum(_payload(encode_link(save)))
    header, _, moves = _payload(encode_link(save)).partition(b"\n")
    for version in (b"2", b"1"):
        edited = zlib.compress(header.replace(b'"v":3', b'"v":' + version) + b"\n" + moves, 9) + check
        with pytest.raises(SaveError, match=r"^This link is damaged \(its checksum\)$"):
            decode_link(base64.urlsafe_b64encode(edited).rstrip(b"=").decode())


def test_a_link_checksum_costs_about_six_characters():
    save = _s_evolution_save()
    header, _, moves = _payload(encode_link(save)).partition(b"\n")
    unsealed = _relink(header.replace(b'"v":3', b'"v":2') + b"\n" + moves)
    assert 5 <= len(encode_link(save)) - len(unsealed) <= 7  # 4 bytes in base64 (and a byte of deflate)


BAD_NAMES = [" ", "", "\t", "Ana\x00", "Ana\nBob", "\u202eanA", "Ana\u2066", "a\u200f", "a\x7f", "a\x85", "a" * 41,
             "\ud800", "Ana\udfff", "\udc00\ud83e"]  # (lone surrogates: JSON writes them as \u escapes)


@pytest.mark.parametrize("name", BAD_NAMES)
def test_a_seat_name_the_new_game_form_refuses_opens_from_no_link_and_no_save(name):
    header = {"v": SAVE_VERSION, "g": "evolution", "o": {"players": 2, "seed": 1}, "s": [["Ana", None], [name, None]]}
    record = {"version": 2, "game": "evolution", "options": {"players": 2, "seed": 1},
              "seats": [{"name": "Ana", "bot": None}, {"name": name, "bot": None}], "moves": []}
    for load, text, what in ((decode_link, _link(header), "link"), (decode_link, _link({**header, "v": 2}), "link"),
                             (load_json, json.dumps(record), "saved game")):
        with pytest.raises(SaveError, match=rf"^This {what} is damaged \(the name of seat 2\)$") as refused:
            load(text)
        assert is_known(refused.value.args[0])
    seats = [{"name": "Ana", "bot": None}, {"name": name, "bot": None}]
    with pytest.raises(SaveError, match=r"^This game cannot start \(the name of seat 2\)$"):
        new_game(seats=seats)
    with pytest.raises(SaveError, match=r"^Cette partie ne peut pas commencer \(le nom de la place 2\)$"):
        new_game(seats=seats, lang="fr")  # (the bridge says it in the page's language)


@pytest.mark.parametrize("name", ["Ana", "Zoë", "李", "🦖 Rex", "a" * 40, "Ana-Maria O'Neil", "\u200dx"])
def test_a_name_the_form_accepts_travels_in_links_and_saves(name):
    save = Save(game="evolution", options=Options(players=2, seed=3), seats=[Seat(name=name), Seat(name="B")])
    assert decode_link(encode_link(save))[0] == save and load_json(dump_json(save)) == save
    assert new_game(seats=[{"name": name, "bot": None}, {"name": "B", "bot": None}])["players"] == 2


# --- Text that is not well-formed Unicode: a lone surrogate, which JSON's \u escapes can write --------

def _sealed_save(record: dict) -> str:
    """A save file of ``record`` with its checksum made again, as the engine would compute it."""
    from evolution.core.save import _canonical

    return json.dumps({**record, "check": f"{checksum(_canonical(record)):08x}"})


@pytest.mark.parametrize("seal", [False, True])
def test_a_save_with_a_lone_surrogate_in_a_name_is_refused_naming_it_whatever_its_checksum(seal):
    """It was an internal error: the checksum's text (UTF-8) cannot hold a lone surrogate."""
    record = json.loads(dump_json(_s_evolution_save()))
    record["seats"][0]["name"] = "\ud800"
    text = _sealed_save(record) if seal else json.dumps(record)
    assert "\\ud800" in text  # (written as JSON writes it: an escape)
    with pytest.raises(SaveError, match=r"^This saved game is damaged \(the name of seat 1\)$") as refused:
        load_json(text)
    assert is_known(refused.value.args[0])


def _put(record: dict, path: tuple, value: object) -> dict:
    """A copy of ``record`` with ``value`` at ``path`` (keys and indexes)."""
    record = json.loads(json.dumps(record))
    *parents, last = path
    place = record
    for key in parents:
        place = place[key]
    place[last] = value
    return record


@pytest.mark.parametrize("path, value, part", [
    (("options", "ruleset"), "nsg2\udc00", "the options"),
    (("options", "\ud800"), 1, "the options"),
    (("game",), "evolution\ud800", "the game's name"),
    (("seats", 1, "bot"), "random\udfff", "the seat list"),
    (("moves", 2, "kind"), "\ud800", "move 3"),
])
def test_a_save_with_a_lone_surrogate_anywhere_is_refused_naming_the_part(path, value, part):
    save = Save(game="evolution", options=Options(players=2, seed=3), seats=[Seat(name="A"), Seat(name="B", bot="random")])
    record = {**json.loads(dump_json(save)), "moves": [{"kind": "pass", "player": 0}] * 3}
    with pytest.raises(SaveError, match=rf"^This saved game is damaged \({part}\)$") as refused:
        load_json(_sealed_save(_put(record, path, value)))
    assert is_known(refused.value.args[0])


@pytest.mark.parametrize("path, value, part", [
    (("s", 0, 0), "\ud800", "the name of seat 1"),
    (("s", 1, 1), "\udc00", "the seat list"),
    (("o", "ruleset"), "\ud800", "the options"),
    (("g",), "\ud800", "the game's name"),
    (("x\ud800",), 0, "its contents"),
])
def test_a_link_with_a_valid_checksum_and_a_lone_surrogate_is_refused_before_the_table(path, value, part):
    """It opened, then the table could not be written for the page."""
    header = {"v": SAVE_VERSION, "g": "evolution", "o": {"players": 2, "seed": 1}, "s": [["Ana", None], ["B", None]]}
    with pytest.raises(SaveError, match=rf"^This link is damaged \({part}\)$") as refused:
        decode_link(_link(_put(header, path, value)))
    assert is_known(refused.value.args[0])
