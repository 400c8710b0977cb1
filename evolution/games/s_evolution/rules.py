"""The rulebook's numbers and tables (S-EVOLUTION.md §1-7): ages, needs, tracks, buildings, sets.

These are sourced rules, not reconstructed card data (that is ``data/cards.json``).
"""

from __future__ import annotations

from typing import Literal, NamedTuple

ROUNDS = 6
HAND = 4  # cards drawn each round, plus the Discovery of your age if it is face down
AGE_MIN, AGE_MAX = 1, 6
POP_MIN, POP_MAX, POP_START = 1, 6, 2
STOCK_MAX = 8  # each resource track; more is lost (S-CAP)
PENALTIES_FROM_AGE = 3  # Ages I-II have no penalties
POP_COST = 1  # Science for +1 population
AGE_COST = 3  # Science for one age, once per round
SHIELD_JOKER = 2  # a Shield-2 player's calamity is a joker worth 2 resources
SET_POINTS = (0, 1, 3, 6, 10, 15, 21)  # Discoveries of one colour: 1..6 cards

TrickRules = Literal["strength", "colour", "trump"]


def trick_rules(age: int) -> TrickRules:
    """How cards are played at an age: I-II strength only, III-IV follow colour, V-VI colour and trump."""
    return "strength" if age <= 2 else "colour" if age <= 4 else "trump"


def needs(age: int) -> tuple[str, ...]:
    """The needs of an age, in the order they are paid: Food; Food, Tools; Food, Tools, Science."""
    return ("F",) if age <= 2 else ("F", "T") if age <= 4 else ("F", "T", "S")


class Building(NamedTuple):
    id: str
    top: int  # highest worker level
    pays: str  # the resource its levels cost: level k costs k
    makes: str | None  # production buildings: the resource a staffed one gives (its level)


BUILDINGS = {b.id: b for b in (
    Building("farm", 2, "T", "F"),
    Building("factory", 2, "T", "T"),
    Building("lab", 2, "T", "S"),
    Building("commerce", 3, "S", None),
    Building("prestige", 2, "S", None),
    Building("shield", 2, "S", None),
)}


def worker_cost(now: int, level: int) -> int:
    """S-WORKER: a new worker pays its level and every lower one; a raise pays each level above ``now``."""
    return sum(range(now + 1, level + 1))

