"""Memoised facts that hold for one game at a time: emptied when the bots move on to another game.

The hard bot's search memoises facts of positions (which attacks a species may make, how a watering
hole's plants share out) in bounded LRU caches. A game fills most of them with its own positions, and
the next game's positions are others: kept, they only took room, and their churn grew a long session's
memory (a Pyodide heap never shrinks: benchmarks/long_session.py, README "A long session"). The bots'
worker (web/bot_engine.py) empties them when it starts thinking about another game.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

_caches: list[Any] = []


def per_game(maxsize: int) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``functools.lru_cache(maxsize)``, emptied by ``new_game()``."""

    def wrap(function: Callable[..., Any]) -> Callable[..., Any]:
        cached = lru_cache(maxsize=maxsize)(function)
        _caches.append(cached)
        return cached

    return wrap


def new_game() -> None:
    """Empty every per-game cache (another game begins: its positions are not the last game's)."""
    for cached in _caches:
        cached.cache_clear()
