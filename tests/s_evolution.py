"""Helpers for S-Evolution tests: the game in the registry for one test, and hand-made positions."""

from __future__ import annotations

from contextlib import contextmanager

from evolution.core import game as core_game
from evolution.core.game import register
from evolution.games.s_evolution import engine
from evolution.games.s_evolution.game import GAME
from evolution.games.s_evolution.models import GameState, Options


@contextmanager
def registered():
    """S-Evolution in the game registry (saves, links and sessions find games there) for the duration.

    The site does not offer the game yet, so its package does not register itself; tests do it
    with the public ``register``, on a copy of the registry that is put back afterwards, so other
    tests still see only the site's games (the core has no "unregister", and needs none)."""
    saved = core_game._GAMES
    core_game._GAMES = dict(saved)
    try:
        yield register(GAME)
    finally:
        core_game._GAMES = saved


def game(players: int = 3, seed: int = 1) -> GameState:
    return engine.new_game(Options(players=players, seed=seed))
