"""core.records for every game: a state's clone is the same position (without the log) and shares nothing
a move changes, at every step of seeded random games."""

from __future__ import annotations

import random

import pytest

from evolution.core.registry import all_games
from evolution.core.records import Record


# The games of the package (a test-only game such as tests/nim may keep its state as it likes).
PACKAGED = [game for game in all_games() if type(game).__module__.startswith("evolution.")]


@pytest.mark.parametrize("game", PACKAGED, ids=lambda game: game.id)
def test_a_clone_is_the_same_position_and_independent(game):
    for seed in range(3):
        state = game.new_game(game.options({"players": 2 + seed, "seed": seed}))
        assert isinstance(state, Record)
        rng = random.Random(seed)
        while not game.is_over(state):
            copy = state.clone()
            assert copy.to_dict() == {**state.to_dict(), "log": []} and copy.log == []
            before = state.to_dict()
            action = rng.choice(game.legal_actions(state))
            game.apply(copy, action)  # the clone plays on; the original must not move
            assert state.to_dict() == before
            game.apply(state, action)
            assert _without_log(copy) == _without_log(state)  # the same move did the same to both


def _without_log(state) -> dict:
    """The state's data but its log and Evolution's index into it (a clone's log starts empty)."""
    return {k: v for k, v in state.to_dict().items() if k not in ("log", "sealed_from")}
