"""Seeded randomness that lives in the game state: a seed plus the number of draws so far.

Each draw builds a fresh ``random.Random`` from a string of (namespace, seed, draw number).
Seeding from a string and ``random()`` are the parts of ``random`` that Python keeps stable
across versions, so CPython and Pyodide shuffle alike and a save replays anywhere.
"""

from __future__ import annotations

import random
from typing import Any


def generator(namespace: str, seed: int, draw: int) -> random.Random:
    return random.Random(f"{namespace}:{seed}:{draw}")


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """Fisher-Yates with ``random()`` only (``random.shuffle``'s algorithm is not promised stable)."""
    for i in range(len(items) - 1, 0, -1):
        j = int(rng.random() * (i + 1))
        items[i], items[j] = items[j], items[i]
