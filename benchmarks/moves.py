"""One seeded game of bots through the engine, its moves timed (benchmarks/engine.py and
benchmarks/s_evolution.py: each game's speed figures)."""

from __future__ import annotations

import time
from typing import Any


def timed_game(game: Any, options: Any, levels: list[str], seed: int) -> tuple[Any, list[Any], dict[str, float]]:
    """Play ``game`` from ``options`` with bots of ``levels`` (seat p: ``levels[p % len]``, seeded from
    ``seed``); return the final state, the moves, and the seconds spent in ``legal_actions``, in the
    bots' ``choose`` and in ``apply``."""
    state = game.new_game(options)
    bots = {p: game.bot(levels[p % len(levels)], seed * 31 + p) for p in range(options.players)}
    seconds = {"legal": 0.0, "bot": 0.0, "apply": 0.0}
    moves = []
    while not game.is_over(state):
        p = game.to_move(state)[0]
        t0 = time.perf_counter()
        legal = game.legal_actions(state, p)
        t1 = time.perf_counter()
        action = bots[p].choose(type(game).observation_type(state, p, legal))
        t2 = time.perf_counter()
        game.apply(state, action)
        t3 = time.perf_counter()
        seconds["legal"] += t1 - t0
        seconds["bot"] += t2 - t1
        seconds["apply"] += t3 - t2
        moves.append(action)
    return state, moves, seconds
