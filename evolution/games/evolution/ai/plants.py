"""A player's plant economy as the medium player's heuristic reads it (``heuristics.Context``): how
much its species want from the watering hole, take from the bank, take per feeding turn and can store,
from the rules' take (``feeding.take_amount``) and the trait classes; and how a watering hole is
shared out in turn order.
"""

from __future__ import annotations

from functools import lru_cache

from ....core.caches import per_game
from ..feeding import PLANT, passed_right, storage, take_amount
from ..models import Species
from ..rules import Rules
from ..traits import Fertile, Flight, Intelligence, Scavenger


def plant_profile(rules: Rules, row: list[tuple[Species, frozenset]], hungry_only: bool = False
                  ) -> tuple[float, float, float, float]:
    """A player's plant economy per round: (watering-hole demand, food from the bank at the leaf step
    (Long Neck), plants per feeding turn, fat storage room). ``hungry_only``: demand is current hunger."""
    known = known_names(rules)
    key = []
    for s, names in row:
        entry = known.get(names)
        if entry is None:
            entry = known[names] = names_read(rules, names)
        key.append((s.pop, s.food + s.upkeep if hungry_only else 0, s.size, s.fat, s.avian, entry[0]))
    return plant_profile_of(rules, tuple(key), hungry_only)


# Per rules: a species' trait names -> what the heuristic reads of them (names_read). Few distinct sets
# of names occur, and a search asks about the same ones hundreds of thousands of times.
_read_of_names: dict[Rules, dict[frozenset, tuple[frozenset, tuple[bool, ...]]]] = {}


def known_names(rules: Rules) -> dict[frozenset, tuple[frozenset, tuple[bool, ...]]]:
    known = _read_of_names.get(rules)
    if known is None:
        known = _read_of_names[rules] = {}
    return known


def names_read(rules: Rules, names: frozenset) -> tuple[frozenset, tuple[bool, ...]]:
    """What the heuristic reads of a species' trait names: the part plant_profile depends on, and
    what ``Context.row_worth`` asks: carnivore, stores fat, passes food on (the rules' trait sets),
    then Intelligence, Fertile, Flight, Scavenger (traits it values)."""
    flags = (not rules.carnivores.isdisjoint(names), not rules.fat_stores.isdisjoint(names),
             not rules.passers.isdisjoint(names), Intelligence.name in names, Fertile.name in names,
             Flight.name in names, Scavenger.name in names)
    return _reads(rules) & names, flags


@lru_cache(maxsize=8)
def _reads(rules: Rules) -> frozenset[str]:
    """The trait names a plant profile depends on: what makes a carnivore, stores fat, feeds at the
    leaf step, adds plants to a take or passes a take on."""
    return rules.carnivores | rules.hooked["storage"] | rules.leaf_feeders | rules.hooked["extra_plants"] | rules.passers


@per_game(maxsize=1 << 14)
def plant_profile_of(rules: Rules, row: tuple[tuple[int, int, int, int, bool, frozenset], ...], hungry_only: bool
                   ) -> tuple[float, float, float, float]:
    """plant_profile on what it reads of each species: population, food, size, fat, avian, trait names."""
    demand = bank = fat = 0.0
    rate_sum = weight = 0.0
    n = len(row)
    carnivores = rules.carnivores
    for i, (pop, food, size, s_fat, avian, names) in enumerate(row):
        if not carnivores.isdisjoint(names):
            continue
        upkeep = size * avian
        need = pop + upkeep - food if hungry_only else pop + upkeep
        room_fat = _fat_room(rules, names, size, s_fat)
        fat += room_fat
        per_take = _take(rules, names, 1, 99)  # a feeding turn's take
        leaf = 0 if hungry_only else _leaf_plants(rules, names)
        if leaf:
            got = _take(rules, names, leaf, need + room_fat)
            bank += got
            j = i
            while got and j + 1 < n:
                passed = _passes(rules, row[j][5])
                j += 1
                got = _take(rules, row[j][5], passed, row[j][0]) if passed else 0
                bank += got
                demand -= got
        demand += max(0, need - (_take(rules, names, leaf, 99) if leaf else 0))
        rate = float(per_take)
        j = i
        while j + 1 < n:
            passed = _passes(rules, row[j][5])
            j += 1
            chained = _take(rules, row[j][5], passed, 99) if passed else 0
            if not chained:
                break
            rate += 0.7 * chained
        rate_sum += rate * max(need, 0)
        weight += max(need, 0)
    rate = rate_sum / weight if weight else 1.0
    return max(0.0, demand), bank, rate, fat


@lru_cache(maxsize=1 << 12)
def _take(rules: Rules, names: frozenset, n: int, space: int) -> int:
    """The rules' plant take (``feeding.take_amount``) from the bank, remembered: profiles ask it often."""
    return take_amount(rules, names, PLANT, n, space, None)


@lru_cache(maxsize=1 << 10)
def _passes(rules: Rules, names: frozenset) -> int:
    return passed_right(rules, names)


@lru_cache(maxsize=1 << 10)
def _fat_room(rules: Rules, names: frozenset, size: int, fat: int) -> int:
    return storage(rules, Species(uid=0, size=size, pop=1, fat=fat), names)


@lru_cache(maxsize=1 << 10)
def _leaf_plants(rules: Rules, names: frozenset) -> int:
    """Plants the species takes from the bank at each leaf step (Long Neck), before its own take rules."""
    return sum(rules.traits[t].leaf_bank_plants for t in rules.leaf_feeders & names)


def share_out(supply: float, needs: list[float], rates: list[float], order: list[int]) -> list[float]:
    """Plants each player gets from a watering hole of ``supply``, taking turns in ``order``."""
    got = [0.0] * len(needs)
    need = list(needs)
    for _ in range(60):
        if supply <= 1e-9:
            break
        moved = False
        for q in order:
            if need[q] > 1e-9 and supply > 1e-9:
                x = min(rates[q], need[q], supply)
                got[q] += x
                need[q] -= x
                supply -= x
                moved = True
        if not moved:
            break
    return got
