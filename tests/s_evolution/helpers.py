"""Helpers for S-Evolution tests: hand-made positions."""

from __future__ import annotations

from evolution.games.s_evolution import engine
from evolution.games.s_evolution.models import GameState, Options


def game(players: int = 3, seed: int = 1) -> GameState:
    return engine.new_game(Options(players=players, seed=seed))
