"""The puzzles (core/puzzles.py, docs/puzzles.md): each game's data file loads through its pydantic
model, holds at least 20 puzzles that cite the game's rulings, and every puzzle is proved by search:
its solution reaches its goal, a search over the solver's legal moves finds it solvable, and not
every first move solves it (the puzzle is not trivial)."""

from __future__ import annotations

import json
import sys

import pytest

from evolution.core.registry import get_game
from evolution.core.messages import LANGUAGES
from evolution.core.puzzles import SOLVER, PuzzleSession, PuzzleSet, find, listing, puzzle_set, solution_moves, solve, start, texts
from tests.conftest import ROOT

sys.path.insert(0, str(ROOT / "web"))
import bridge  # noqa: E402

GAMES = ("evolution", "s-evolution")
ALL = [(g, p.id) for g in GAMES for p in puzzle_set(g).puzzles]


@pytest.mark.parametrize("game_id", GAMES)
def test_each_game_has_at_least_20_puzzles_each_in_three_languages(game_id):
    data = puzzle_set(game_id)
    assert len(data.puzzles) >= 20
    for p in data.puzzles:
        words = texts(game_id, p)
        for kind in ("goal", "hint", "solution"):
            assert set(words[kind]) == set(LANGUAGES) and all(words[kind].values()), (p.id, kind)
        assert words["goal"]["fr"] != words["goal"]["en"] != words["goal"]["de"]


@pytest.mark.parametrize("game_id, puzzle_id", ALL)
def test_the_puzzle_is_solved_by_its_solution_and_not_by_every_first_move(game_id, puzzle_id):
    game, puzzle = get_game(game_id), find(game_id, puzzle_id)
    rules = game.puzzle_rules()
    end, moves = solution_moves(game, puzzle)
    assert rules.outcome(end, puzzle.goal, SOLVER) is True, "the solution does not reach the goal"
    found = solve(game, start(game, puzzle.position), puzzle.goal)
    assert found["solvable"]
    assert not all(wins for _, wins in found["first"]), "every first move solves it: trivial"
    assert len(found["first"]) >= 2


def test_a_damaged_puzzle_file_is_refused_by_its_model():
    good = json.loads(json.dumps(puzzle_set("evolution").model_dump()))
    for damage in ({"puzzles": []}, {"version": 2}, {"puzzles": [{**good["puzzles"][0], "id": "Bad id!"}]},
                   {"puzzles": [{**good["puzzles"][0], "extra": 1}]}, {"puzzles": [{**good["puzzles"][0], "rulings": []}]}):
        with pytest.raises(ValueError):
            PuzzleSet.model_validate({**good, **damage})


@pytest.mark.parametrize("game_id", GAMES)
def test_a_puzzle_played_through_the_bridge_is_won_by_its_solution_and_lost_by_a_wrong_first_move(game_id):
    puzzle = puzzle_set(game_id).puzzles[0]
    game = get_game(game_id)
    found = solve(game, start(game, puzzle.position), puzzle.goal)
    wrong = next(move for move, wins in found["first"] if not wins)
    shown = bridge.puzzle_list(game=game_id, lang="de")
    assert shown[0]["id"] == puzzle.id and shown[0]["goal"] == texts(game_id, puzzle)["goal"]["de"]

    opened = bridge.puzzle_start(game=game_id, puzzle=puzzle.id, name="Ana", lang="fr")
    assert opened["puzzle"]["outcome"] is None and opened["puzzle"]["hint"] == texts(game_id, puzzle)["hint"]["fr"]
    for move in solution_moves(game, puzzle)[1]:
        bridge.act(action=move.model_dump())
    assert bridge.puzzle_state()["outcome"] is True

    bridge.puzzle_start(game=game_id, puzzle=puzzle.id, name="Ana")
    bridge.act(action=wrong.model_dump())
    session = bridge._current()
    assert isinstance(session, PuzzleSession)
    while session.outcome() is None:  # (any moves after a wrong first one: the goal is out of reach)
        bridge.act(action=game.legal_actions(session.state, SOLVER)[0].model_dump())
    assert bridge.puzzle_state()["outcome"] is False


def test_the_listing_numbers_the_puzzles_in_their_files_order():
    shown = listing("s-evolution")
    assert [p["n"] for p in shown] == list(range(1, len(shown) + 1))


def test_the_search_tells_a_trivial_position_and_a_wrong_solution():
    game = get_game("evolution")
    rules = game.puzzle_rules()
    puzzle = find("evolution", "plants-1")
    # Plenty of plants for one hungry species: every first move solves it, which the test above refuses.
    easy = {"players": [{"species": [{"size": 1, "pop": 2}, {"size": 1, "pop": 1}]}, {"species": [{"size": 1, "pop": 1, "food": 1}]}],
            "watering_hole": 9}
    found = solve(game, start(game, easy), puzzle.goal.model_copy(update={"kind": "feed_all", "n": None}))
    assert found["solvable"] and all(wins for _, wins in found["first"])
    # The solution cut short does not reach the goal.
    cut = puzzle.model_copy(update={"solution": puzzle.solution[:-1]})
    end, _ = solution_moves(game, cut)
    assert rules.outcome(end, puzzle.goal, SOLVER) is not True


@pytest.mark.parametrize("n, food, fat", [(1, "1 jeton Nourriture", "1 jeton de réserve"),
                                          (5, "5 jetons Nourriture", "5 jetons de réserve")])
def test_a_french_goal_counts_food_and_fat_in_tokens_as_the_french_rulebook_does(n, food, fat):
    # The French rulebook counts food as "jetons Nourriture" ("2 jetons Nourriture"), never "5 nourriture".
    rules = get_game("evolution").puzzle_rules()
    goal = type("Goal", (), {"n": n})
    goal.kind = "food_at_least"
    assert food in rules.goal_text(goal, "fr")
    goal.kind = "fat_at_least"
    assert fat in rules.goal_text(goal, "fr")
