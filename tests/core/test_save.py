"""Saves (JSON) and share links: exact replay, and clear refusals of damaged input."""

from __future__ import annotations

import base64
import json
import zlib
from pathlib import Path

import pytest

from evolution.cli import play_game
from evolution.games.evolution.game import GAME
from evolution.games.evolution.models import Options
from evolution.core.save import SAVE_VERSION, Save, SaveError, Seat, decode_link, dump_json, encode_link, load_json, \
    replay


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
    payload = json.dumps(header).encode() + b"\n" + moves
    return base64.urlsafe_b64encode(zlib.compress(payload)).rstrip(b"=").decode()


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
    ("{", "not JSON"),
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
