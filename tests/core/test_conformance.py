"""The Game contract (evolution/core/game.py), checked for every registered game and each of its
variants: Evolution's rulesets, S-Evolution, and the fixture game tests/nim (which proves a game is
one package). Modelled on OpenSpiel's random_sim_test: seeded random games to the end, with moves
that are not legal tried and refused without any change, every seat's table unchanged by what that
seat cannot see, the table's contract fields, save and link round-trips, determinism, undo, bots,
and the scenario harness's refusals of malformed input. Each game's own rules are tested beside it."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest
from pydantic import TypeAdapter
from pydantic_core import to_json

from evolution.core.bots import play_out
from evolution.core.game import Game
from evolution.core.interfaces import Frame, IllegalAction, MalformedScenario
from evolution.core.registry import all_games
from evolution.core.session import GameConfig, Session
from tests.conftest import ROOT
from tests.core.conformance import MAX_MOVES, check_replays, random_game


def variants(game: Game) -> list[tuple[str, dict]]:
    """Each choice of each of the game's options (as the New game form offers them), at its most players."""
    form = game.describe("en")
    found = [("default", {"players": form["players"][1]})]
    for option in form["options"]:
        if option["type"] == "choice":
            for choice in option["choices"]:
                if choice["value"] != option["default"]:
                    players = choice.get("players", form["players"])[1]
                    found.append((f"{option['key']}={choice['value']}", {"players": players,
                                                                          option["key"]: choice["value"]}))
    return found


CASES = [pytest.param(game, data, id=f"{game.id}-{name}") for game in all_games() for name, data in variants(game)]
GAMES = [pytest.param(game, id=game.id) for game in all_games()]


def options(game: Game, data: dict, seed: int):
    return game.options({**data, "seed": seed})


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("game,data", CASES)
def test_random_games_end_refuse_illegal_moves_and_replay(game, data, seed):
    opts = options(game, data, seed)
    state, moves, refused = random_game(game, opts, seed)
    assert refused, "no move was refused: the check proves nothing"
    check_replays(game, opts, moves, state)
    assert game.summary(state)["over"] and game.log_lines(state, [f"P{p}" for p in range(opts.players)], "en")


def check_table(game: Game, state, viewer: int | None, names: list[str]) -> dict:
    """The payload the page gets: the contract's fields, the viewer's legal moves, JSON throughout."""
    payload = game.payload(state, viewer, names, "en", 0)
    frame = TypeAdapter(Frame).validate_python(payload["frame"])  # (the plain record's fields, checked by pydantic)
    assert payload["game"] == game.id
    assert frame.viewer == viewer and frame.over == game.is_over(state) and frame.to_move == game.to_move(state)
    assert frame.round >= 1 and 0 <= frame.log_size <= len(payload["log"]) and (frame.phase == "over") == frame.over
    legal = game.legal_actions(state, viewer) if viewer is not None else []
    assert payload["legal"] == [a.model_dump() for a in legal]
    assert all({"round", "kind", "player", "text"} <= set(line) for line in payload["log"])
    assert "view" in payload
    to_json(payload)
    return payload


@pytest.mark.parametrize("game,data", CASES)
def test_every_table_holds_the_contract_and_no_seat_sees_what_it_cannot(game, data):
    """Each seat's table is the same whatever that seat cannot see (``redeal``), and the redeal does
    change what others see (else this would prove nothing)."""
    opts = options(game, data, 3)
    names = [f"P{p}" for p in range(opts.players)]
    rng = random.Random(3)
    state = game.new_game(opts)
    changed = checked = 0
    while True:
        for seat in [*range(opts.players), None]:
            table = check_table(game, state, seat, names)
            if checked % 3 == 0:
                other = game.redeal(state, seat, checked)
                assert game.payload(other, seat, names, "en", 0) == table, f"seat {seat} sees a hidden change"
                changed += any(game.payload(other, q, names, "en", 0) != game.payload(state, q, names, "en", 0)
                               for q in range(opts.players) if q != seat)
            checked += 1
        if game.is_over(state):
            break
        legal = game.legal_actions(state)
        for _ in range(3 + rng.randrange(6)):  # every few moves: whole games stay quick
            if game.is_over(state):
                break
            legal = game.legal_actions(state)
            game.apply(state, legal[rng.randrange(len(legal))])
    assert changed, "redeal never changed what another seat sees"


@pytest.mark.parametrize("game", GAMES)
def test_clone_is_independent(game):
    state = game.new_game(options(game, {"players": game.describe("en")["players"][0]}, 4))
    before = game.snapshot(state)
    copy = game.clone(state)
    assert game.snapshot(copy) == before  # the whole game, its log included
    game.apply(copy, game.legal_actions(copy)[0])
    assert game.snapshot(state) == before and game.snapshot(copy) != before


@pytest.mark.parametrize("game", GAMES)
def test_undo_gives_back_the_game_before_the_move(game):
    """Every move its player may take back (Session.undoable) is undone exactly, the save with it; a
    move that showed something new (Game.information) cannot be."""
    players = game.describe("en")["players"][0]
    session = Session.new(GameConfig(game=game.id, seats=[{"name": f"P{p}"} for p in range(players)], seed=6))
    rng = random.Random(6)
    undone = blocked = 0
    while not game.is_over(session.state) and len(session.save.moves) < MAX_MOVES:
        before = game.snapshot(session.state), session.to_json(), game.undo_barrier(session.state)
        move = rng.choice(game.legal_actions(session.state))
        session.act(move)
        if session.undoable(move.player):
            session.undo(move.player)
            assert (game.snapshot(session.state), session.to_json()) == before[:2]
            undone += 1
            session.act(move)
        elif game.undo_barrier(session.state) != before[2]:
            blocked += 1
            with pytest.raises(IllegalAction):
                session.undo(move.player)
    assert undone and blocked


@pytest.mark.parametrize("game", GAMES)
def test_bots_play_whole_games_from_what_their_seat_sees(game):
    players = game.describe("en")["players"][0]
    for level in game.bot_levels[:2]:
        state = game.new_game(options(game, {"players": players}, 7))
        play_out(game, state, {p: game.bot(level, p) for p in range(players)})
        assert game.is_over(state), level
    state = game.new_game(options(game, {"players": players}, 7))
    p = game.to_move(state)[0]
    hint = game.hint(state, p, [f"P{q}" for q in range(players)], "fr", seed=1)
    assert game.moves.validate_python(hint["action"]) in game.legal_actions(state, p)
    assert hint["move"] and hint["why"]


@pytest.mark.parametrize("game", GAMES)
def test_the_game_describes_itself(game):
    for lang in ("en", "fr"):
        form = game.describe(lang)
        assert form["id"] == game.id and form["name"] == game.names[lang]
        low, high = form["players"]
        assert 1 <= low <= high and set(form["bot_levels"]) <= set(game.all_bots)
        assert isinstance(game.help(None, lang), list)


MALFORMED = ["", "not json", "[]", "null", "{", '{"actions": 3}', '{"no such key": 1, "actions": []}', "[" * 5000]


@pytest.mark.parametrize("text", MALFORMED)
@pytest.mark.parametrize("game", GAMES)
def test_the_scenario_harness_refuses_malformed_input(game, text):
    data = text if not text.startswith("{") or "game" in text else text.replace("{", f'{{"game": "{game.id}", ', 1)
    with pytest.raises(MalformedScenario) as refusal:
        game.scenario(data)
    assert "\n" not in " ".join(str(refusal.value).split()) and len(str(refusal.value)) < 400


def test_the_scenario_command_names_no_game_it_does_not_have():
    done = subprocess.run([sys.executable, "-m", "evolution.scenario"], input=json.dumps({"game": "chess"}),
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stderr.startswith("malformed scenario: no game called 'chess'")
