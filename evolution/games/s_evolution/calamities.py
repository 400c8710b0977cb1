"""The eight calamities (docs/s-evolution.md §6), one small class each.

A calamity strikes the player who took it, at the start of their action phase (collect step),
unless their Shield ignores it (level 1; level 2 also makes it a joker worth 2, S-SHIELD).
Which deck carries which calamity is card data (``data/cards.json``); what each one does is here.
"""

from __future__ import annotations

from typing import ClassVar


class Calamity:
    id: ClassVar[str]
    voids: ClassVar[str | None] = None  # the suit whose cards give nothing this round
    hurricane: ClassVar[int] = 0  # production lost per staffed production building
    next_round: ClassVar[str | None] = None  # "blind" or "open": a hand rule for next round
    population: ClassVar[int] = 0  # population lost now
    ages: ClassVar[int] = 0  # ages lost now


class Famine(Calamity):
    """S-CAL-FAMINE: the taker's Food cards give nothing this round."""
    id = "famine"
    voids = "F"


class Earthquake(Calamity):
    """S-CAL-EARTHQUAKE: the taker's Tools cards give nothing this round."""
    id = "earthquake"
    voids = "T"


class Fanaticism(Calamity):
    """S-CAL-FANATICISM: the taker's Science cards give nothing this round."""
    id = "fanaticism"
    voids = "S"


class Obscurantism(Calamity):
    """S-CAL-OBSCURANTISM: next round the taker plays blind (no colour or trump obligation);
    taken in the last round, lose 2 resources of choice instead."""
    id = "obscurantism"
    next_round = "blind"


class Invasion(Calamity):
    """S-CAL-INVASION: next round the taker plays with the hand face up; in the last round,
    lose 2 resources of choice instead."""
    id = "invasion"
    next_round = "open"


class Epidemic(Calamity):
    """S-CAL-EPIDEMIC: lose 1 population (never below 1), removing a worker if all were placed."""
    id = "epidemic"
    population = 1


class Decadence(Calamity):
    """S-CAL-DECADENCE: down one age (never below Age I; no Discovery turns face down)."""
    id = "decadence"
    ages = 1


class Hurricane(Calamity):
    """S-CAL-HURRICANE: each staffed production building produces 1 less this round."""
    id = "hurricane"
    hurricane = 1


CALAMITIES: dict[str, Calamity] = {c.id: c() for c in (
    Famine, Earthquake, Fanaticism, Obscurantism, Invasion, Epidemic, Decadence, Hurricane)}
LOSS_IN_LAST_ROUND = 2  # resources an Obscurantism or Invasion costs in round 6
