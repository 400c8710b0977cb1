"""The rulebook's numbers and tables (docs/s-evolution.md §1-8): ages, needs, tracks, buildings, sets.

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
    pays: str  # the resource its levels are paid in
    level_costs: tuple[int, ...]  # what each level costs, level 1 first; as many as the building has levels
    makes: str | None  # production buildings: the resource a staffed one gives (its level)

    @property
    def top(self) -> int:
        """The highest worker level."""
        return len(self.level_costs)


BUILDINGS = {b.id: b for b in (
    Building("farm", "T", (1, 2), "F"),
    Building("factory", "T", (1, 2), "T"),
    Building("lab", "T", (1, 2), "S"),
    Building("commerce", "S", (1, 1, 1), None),  # S-COMMERCE-COST: 1 Science for each level
    Building("prestige", "S", (1, 2), None),
    Building("shield", "S", (1, 2), None),
)}


def worker_cost(building: str, now: int, level: int) -> int:
    """S-WORKER: a new worker pays its level and every lower one; a raise pays each level above ``now``."""
    return sum(BUILDINGS[building].level_costs[now:level])
