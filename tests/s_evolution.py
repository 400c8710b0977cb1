"""Helpers for S-Evolution tests: the game in the registry for one test, and hand-made positions."""

from __future__ import annotations

from evolution.core.game import registered as core_registered
from evolution.games.s_evolution import engine
from evolution.games.s_evolution.game import GAME
from evolution.games.s_evolution.models import GameState, Options


def registered():
    """S-Evolution in the game registry for the duration: the site does not offer it yet, so its
    package does not register itself (saves, links and sessions find games in the registry)."""
    return core_registered(GAME)


def game(players: int = 3, seed: int = 1) -> GameState:
    return engine.new_game(Options(players=players, seed=seed))
