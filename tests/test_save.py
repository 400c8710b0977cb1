"""Saves (JSON) and share links: exact replay, and clear refusals of damaged input."""

from __future__ import annotations

import base64
import json
import zlib

import pytest

from evolution.cli import play_game
from evolution.models import Ruleset
from evolution.save import SAVE_VERSION, Save, SaveError, Seat, decode_link, dump_json, encode_link, load_json, \
    replay


@pytest.fixture(scope="module")
def finished():
    state, save, _ = play_game(Ruleset(players=4, seed=11), ["greedy", "random", "greedy", "random"], record=True)
    return state, save


def test_json_round_trip_replays_the_identical_state(finished):
    state, save = finished
    again = load_json(dump_json(save))
    assert again == save
    assert replay(again).model_dump() == state.model_dump()


def test_link_round_trip_replays_the_identical_state(finished):
    state, save = finished
    link = encode_link(save)
    assert set(link) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    decoded, decoded_state = decode_link(link)
    assert decoded == save
    assert decoded_state.model_dump() == state.model_dump()


def test_a_half_played_game_round_trips(finished):
    _, save = finished
    half = Save(ruleset=save.ruleset, seats=save.seats, actions=save.actions[:57])
    decoded, state = decode_link(encode_link(half))
    assert decoded.actions == half.actions
    assert state.model_dump() == replay(half).model_dump()


def test_hostile_names_are_kept_as_plain_text():
    name = '<img src=x onerror=alert(1)>'
    save = Save(ruleset=Ruleset(players=2, seed=3), seats=[Seat(name=name), Seat(name="Bob", bot="greedy")])
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
    (_link({"v": SAVE_VERSION, "r": {"players": 9, "seed": 1}}), "damaged"),
    (_link({"v": SAVE_VERSION, "r": {"id": "bsw", "players": 3, "seed": 1}}), "not available yet"),
    (_link({"v": SAVE_VERSION, "r": {"players": 3, "seed": 1}}, bytes([250])), "damaged"),
    (_link({"v": SAVE_VERSION, "r": {"players": 3, "seed": 1}}, bytes([0x90])), "damaged"),
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
    save = load_json('{"version": 1, "ruleset": {"players": 2, "seed": 2}, '
                     '"actions": [{"kind": "pass", "player": 0}]}')
    with pytest.raises(SaveError, match="Move 1 .*not legal"):
        replay(save)
