"""The autosave's text, kept a move at a time (core.save.SaveWriter, the session's ``to_json``), is
exactly ``dump_json``'s of the whole save after every move and every undo, in random games of every
registered game (and each ruleset of Evolution): a reload or a download reads the same bytes."""

from __future__ import annotations

import random

import pytest

from evolution.core.registry import all_games
from evolution.core.save import dump_json, load_json
from evolution.core.session import GameConfig, Session
from tests.core.test_conformance import variants

CASES = [pytest.param(game, data, id=f"{game.id}-{name}") for game in all_games() for name, data in variants(game)]


@pytest.mark.parametrize("game,data", CASES)
def test_the_text_kept_move_by_move_is_the_whole_dump(game, data):
    # (a short game may offer no undo: the next seed is played until one has; the fixture game's seat
    # never may take a move back in these games)
    undone = any(one_game(game, data, seed) for seed in range(3, 8))
    assert undone or game.id == "nim", "no undo was tried: the check proves less than it says"


def one_game(game, data, seed: int) -> int:
    """A random game, its text checked after every move; how many moves were taken back."""
    rng = random.Random(seed)
    options = {k: v for k, v in data.items() if k != "players"}
    seats = [{"name": "Ana é\u00e9 \"q\"", "bot": None}] + [{"name": f"Bot {i}", "bot": game.bot_levels[0]}
                                                            for i in range(data["players"] - 1)]
    session = Session.new(GameConfig(game=game.id, options=options, seats=seats, seed=rng.randrange(2**32)))
    undone = 0
    for _ in range(400):
        if session.game.is_over(session.state):
            break
        if session.humans_to_move():
            if session.undoable(0) and rng.random() < 0.6:
                session.undo(0)
                undone += 1
            else:
                session.act(rng.choice(session.table(0)["legal"]))
        else:
            session.bot_step()
        text = session.to_json()
        assert text == dump_json(session.save)
    assert load_json(session.to_json()).moves == session.save.moves
    assert session.copy().to_json() == session.to_json()
    return undone
