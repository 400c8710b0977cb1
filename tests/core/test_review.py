"""The game review (core/review.py): the hard bot weighs each decision of the human seats of
a save and lists the 3 costliest; the same save gives the same review (in this process, in another,
through the command line), for each game."""

from __future__ import annotations

import subprocess
import sys
from functools import cache

import pytest

from evolution.cli import play_game
from evolution.core.registry import get_game
from evolution.core.bots import bot_seed
from evolution.core.review import SHOWN, TOP, Reviewer, review
from evolution.core.save import Save, dump_json
from tests.conftest import ROOT

GAMES = ["evolution", "s-evolution"]
SAMPLES = 2  # (the review's own default is larger: this is about sameness, not strength)


@cache
def finished(game_id: str) -> Save:
    """A finished 2-player game of medium bots, its first seat then given to a human, Ana."""
    game = get_game(game_id)
    _, save, _ = play_game(game, game.options({"players": 2, "seed": 31}), ["medium", "medium"], record=True)
    save.seats[0].bot, save.seats[0].name = None, "Ana"
    return save


@cache
def reviewed(game_id: str) -> dict:
    return review(finished(game_id), samples=SAMPLES)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_same_game_gives_the_same_review(game_id):
    save = finished(game_id)
    first = reviewed(game_id)
    assert first == review(save.model_copy(deep=True), samples=SAMPLES)
    assert first["seats"] == [0] and first["over"] and first["done"] == first["total"] > 10
    top = first["top"]
    assert 1 <= len(top) <= TOP and [d["points"] for d in top] == sorted((d["points"] for d in top), reverse=True)
    game = get_game(game_id)
    for d in top:
        move = save.moves[d["move"]]
        assert d["player"] == 0 and move.player == 0 and d["points"] > 0
        assert d["played_action"] == move.model_dump(mode="json") and d["best_action"] != d["played_action"]
        assert set(d["played"]) == set(d["best"]) == {"en", "fr", "de"} and d["played"]["en"] != d["best"]["en"]
    # The position is the one before the move: the replay's table after d["move"] moves.
    state = game.new_game(save.options)
    for move in save.moves[:top[0]["move"]]:
        game.apply(state, move)
    assert game.frame(state, None).round == top[0]["round"] and game.frame(state, None).phase == top[0]["phase"]


def test_a_review_in_slices_is_the_review_at_once():
    save = finished("s-evolution")
    reviewer = Reviewer(save, samples=SAMPLES)
    slices = 0
    while not reviewer.step(0.01):
        slices += 1
        assert 0 <= reviewer.done <= reviewer.total  # (a slice may end just after the last decision, before the end)
    assert slices > 1 and reviewer.result() == reviewed("s-evolution")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_command_line_prints_the_review_of_a_save(game_id, tmp_path):
    save = finished(game_id)
    path = tmp_path / "game.json"
    path.write_text(dump_json(save), encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "evolution", "review", str(path), "--samples", str(SAMPLES)],
                         cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    expected = reviewed(game_id)  # another process, the same numbers
    assert lines[0].startswith(f"Review of Ana: {expected['decisions']} decisions weighed")
    for n, d in enumerate(expected["top"], 1):
        assert lines[n] == (f"{n}. move {d['move'] + 1}, round {d['round']}, {d['phase']} (Ana): played {d['played']['en']};"
                            f" better {d['best']['en']}: about {d['points']:.1f} points lost")


def test_the_command_line_refuses_a_damaged_save(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    run = subprocess.run([sys.executable, "-m", "evolution", "review", str(bad)], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert run.returncode == 2 and "not JSON" in run.stderr


@pytest.mark.parametrize("game_id", GAMES)
def test_the_points_shown_are_checked_to_the_games_end_on_fresh_deals(game_id):
    """The first weighing's largest differences are inflated (the largest of several noisy means):
    the points listed are those of a second weighing of the move played against the better one only,
    on deals the first did not use, played out to the game's end (final-score points)."""
    save = finished(game_id)
    game = get_game(game_id)
    names = [seat.name for seat in save.seats]
    for d in reviewed(game_id)["top"]:
        state = game.new_game(save.options)
        for move in save.moves[:d["move"]]:
            game.apply(state, move)
        played, better = save.moves[d["move"]], game.move(d["best_action"])
        work = game.move_values(state, 0, played, names, 3 * SAMPLES, bot_seed(save.options.seed, 0, d["move"]) + 2**32,
                                against=better)
        values = _result(work)
        assert [v["action"] for v in values if v["action"] not in (played, better)] == []
        gain = next(v["points"] for v in values if v["action"] == better) - next(v["points"] for v in values if v["action"] == played)
        assert d["points"] == round(max(0.0, gain), 1) >= SHOWN


def _result(work):
    """A generator's return value."""
    try:
        while True:
            next(work)
    except StopIteration as done:
        return done.value
