"""The medium player's judgement: a heuristic reading of a position from one player's seat.

Everything here reads a ``GameState`` *as seen by* ``me``: its own hand and traits, the public
board, and other players' face-up traits only (their face-down traits are unknown). The
medium bot calls it on a state rebuilt from its view (``sampling.Knowledge``), and the hard
bot's rollouts call it on sampled states, so one set of rules of thumb serves both.

The model behind the numbers: a player's final score is its food bag plus the population
and traits of its surviving species. So every move is valued as expected points, with
``rounds`` (rounds still to feed, estimated from the deck) turning "food per round" into
points, and the table's food supply, its carnivores and their prey setting the context.
"""

from __future__ import annotations

from functools import cached_property, lru_cache
from operator import attrgetter

from .. import actions
from ..cards import trait_info
from ..feeding import PLANT, AttackCheck, hunger, passed_right, storage, take_amount, take_chain
from ..models import GameState, Species
from ..rules import Rules
from ..traits import Ambush, Carnivore, Climbing, Fertile, Flight, Horns, Intelligence, PackHunting, Scavenger

AVERAGE_FOOD_GIVEN = 4.5  # food per card given (the deck's mean is 3.27, players give their better cards)
DEFENCES = frozenset(name for name, info in trait_info().items() if info.group == "defensive")  # cards.json
SHELTERS = DEFENCES | {Flight.name}  # only a Flight carnivore attacks a Flight species
HUNTING = frozenset(t.name for t in (Carnivore, PackHunting, Climbing, Ambush))  # what makes or widens a hunter
CLIFF_WORTH = 0.2  # points per Cliff plant an avian species may expect per round
LATENT = {1: 0.18, 2: 0.12, 3: 0.06, 4: 0.03}  # per opponent: chance a new carnivore hunts this size


class Weights:
    """Tunable constants of the heuristic (the easy bot turns some of them off)."""

    threat = 0.25  # how much dangers from carnivores count (tuned against the greedy bot)
    card_keep = 0.6  # worth of a card kept in hand for a later round
    leader = 0.6  # extra weight of damage done to the leading opponent
    own_damage = 1.4  # cost factor of eating one's own species


MEDIUM = Weights()


def visible_row(state: GameState, owner: int, me: int) -> list[tuple[Species, frozenset[str]]]:
    """``owner``'s species, each with the trait names ``me`` sees on it (face-up ones only on others')."""
    table = state.cards
    species = state.players[owner].species
    if owner == me:
        return [(s, frozenset([table[t.card].trait for t in s.traits])) for s in species]
    return [(s, frozenset([table[t.card].trait for t in s.traits if t.face_up])) for s in species]


def can_attack(rules: Rules, a_size: int, a_pop: int, a_names: frozenset, t: Species, t_names: frozenset,
               left: frozenset | None, right: tuple[Species, frozenset] | None) -> bool:
    """The rules' attack check (R-ATK) on a what-if: a carnivore of this size, population and trait
    names against ``t`` between these neighbours, ``t`` judged as if still hungry (later this round)."""
    if not rules.big_enough(_attack_size(rules, a_size, a_pop, a_names), t.size):
        return False  # most what-ifs end here: checked first, without building the full check
    return _can_attack(rules, a_size, a_pop, a_names, t.size, t.pop, t_names, left,
                       None if right is None else (right[0].size, right[1]))


class _Values:
    """A species as the attack check sees it in a what-if: size, population, food, trait names."""

    __slots__ = ("size", "pop", "food", "names")

    def __init__(self, size: int, pop: int, names: frozenset = frozenset()):
        self.size, self.pop, self.food, self.names = size, pop, 0, names


_names_of = attrgetter("names")


@lru_cache(maxsize=1 << 12)
def _attack_size(rules: Rules, a_size: int, a_pop: int, a_names: frozenset) -> int:
    return AttackCheck(rules, _Values(a_size, a_pop), a_names, [_Values(1, 1)], 0).size


@lru_cache(maxsize=1 << 16)
def _can_attack(rules: Rules, a_size: int, a_pop: int, a_names: frozenset, t_size: int, t_pop: int,
                t_names: frozenset, left: frozenset | None, right: tuple[int, frozenset] | None) -> bool:
    target = _Values(t_size, t_pop, t_names)
    row = [target] if left is None else [_Values(1, 1, left), target]
    if right is not None:
        row.append(_Values(right[0], 1, right[1]))
    check = AttackCheck(rules, _Values(a_size, a_pop), a_names, row, 0 if left is None else 1, assume_hungry=True)
    return check.allows(_names_of)


def plant_profile(rules: Rules, row: list[tuple[Species, frozenset]], hungry_only: bool = False
                  ) -> tuple[float, float, float, float]:
    """A player's plant economy per round: (watering-hole demand, food from the bank at the leaf step
    (Long Neck), plants per feeding turn, fat storage room). ``hungry_only``: demand is current hunger."""
    known = _known_names(rules)
    key = []
    for s, names in row:
        entry = known.get(names)
        if entry is None:
            entry = known[names] = _names_read(rules, names)
        key.append((s.pop, s.food + s.upkeep if hungry_only else 0, s.size, s.fat, s.avian, entry[0]))
    return _plant_profile(rules, tuple(key), hungry_only)


# Per rules: a species' trait names -> what the heuristic reads of them (_names_read). Few distinct sets
# of names occur, and a search asks about the same ones hundreds of thousands of times.
_read_of_names: dict[Rules, dict[frozenset, tuple[frozenset, tuple[bool, ...]]]] = {}


def _known_names(rules: Rules) -> dict[frozenset, tuple[frozenset, tuple[bool, ...]]]:
    known = _read_of_names.get(rules)
    if known is None:
        known = _read_of_names[rules] = {}
    return known


def _names_read(rules: Rules, names: frozenset) -> tuple[frozenset, tuple[bool, ...]]:
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


@lru_cache(maxsize=1 << 14)
def _plant_profile(rules: Rules, row: tuple[tuple[int, int, int, int, bool, frozenset], ...], hungry_only: bool
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


_THREATS: dict[tuple, dict] = {}  # Context.threat's results by hunters (Context._threats_by_hunters)


class Context:
    """The position from ``me``'s seat, computed once per decision."""

    def __init__(self, state: GameState, me: int, w: Weights = MEDIUM, food_per_round: float | None = None):
        self.state, self.me, self.w = state, me, w
        self._threats: dict | None = None  # threat() results (_threats_by_hunters)
        self._hunter_lists: dict[int, tuple[list, list]] = {}  # by prey size (_hunters)
        self._meat: dict = {}
        self._plants: dict = {}
        self.table = state.cards
        n = self.n = len(state.players)
        self.rows = [visible_row(state, q, me) for q in range(n)]
        self.player = state.players[me]
        self.hand = [self.table[c] for c in self.player.hand]
        phase = state.phase
        # Rounds still to feed, counting the current one unless its feeding is over.
        per_round = sum(3.5 + max(1, len(p.species)) for p in state.players)
        if state.last_round is not None:
            after = max(0, state.last_round - state.round)
        else:
            after = len(state.deck) / per_round + 0.5
        self.after = after
        self.rounds = after + 1
        self.last = state.last_round == state.round
        self.order = [(state.first_player + k) % n for k in range(n)]
        # Plants: this round's supply (what is known of it) and a future round's.
        self.feeding = phase == "feeding"
        per_card = (food_per_round / n) if food_per_round is not None else AVERAGE_FOOD_GIVEN
        self.per_card = per_card
        self.supply_future = n * per_card
        if self.feeding:
            self.supply_now = float(state.watering_hole)
        else:
            cards = 0.0
            for q, p in enumerate(state.players):
                if q == me and p.food_card is not None:
                    cards += self.table[p.food_card].food
                elif q != me or phase != "food_card":
                    cards += per_card if (p.food_card is not None or phase == "food_card" or q != me) else 0
            self.supply_now = max(0.0, state.watering_hole + cards)
        self.rules = state.rules
        self.max_traits = state.rules.max_traits(len(state.players))
        # A free trait slot: a place for a trait card (a point, and its effect) in rounds to come;
        # worth more when the hand holds cards that have nowhere better to go.
        self.slot_worth = min(1.2, 0.6 * min(1.0, after / 3) + 0.15 * max(0, len(self.hand) - 3) * (after >= 1))
        # Harm to one opponent, as a share of our own gain: all of it heads-up, less with more players.
        self.damage_weight = 1.0 if n == 2 else 1.5 / (n - 1)

    # Computed when first asked: many decisions (most feeding ones) never ask.
    @cached_property
    def carnivores(self) -> list[tuple[int, int, Species, frozenset]]:
        """The visible carnivores: (owner, index, species, trait names)."""
        carnivores = self.rules.carnivores
        return [(q, i, s, nm) for q, row in enumerate(self.rows) for i, (s, nm) in enumerate(row)
                if not carnivores.isdisjoint(nm)]

    @cached_property
    def hidden(self) -> list[tuple[Species, frozenset, float]]:
        """Others' species with face-down traits, each of which may be a Carnivore (about 1 card in 8):
        (species, its visible names and Carnivore, weight)."""
        carnivores = self.rules.carnivores
        found = []
        for q, row in enumerate(self.rows):
            if q == self.me:
                continue
            for s, nm in row:
                down = len(s.traits) - len(nm)
                if down and carnivores.isdisjoint(nm):
                    found.append((s, nm | {Carnivore.name}, 0.2 * down))
        return found

    @cached_property
    def leader(self) -> int:
        """The opponent with the most points on the table (``me`` alone at the table: ``me``)."""
        scores = [p.bag + sum(s.pop + len(s.traits) + s.fat for s in p.species) for p in self.state.players]
        others = [q for q in range(self.n) if q != self.me]
        return max(others, key=lambda q: scores[q]) if others else self.me

    @cached_property
    def avians(self) -> int:
        return sum(s.avian for p in self.state.players for s in p.species)

    # Every player's plant economy (plant_profile): computed when first asked (feeding scores never ask).
    @cached_property
    def profiles(self) -> list[tuple[float, float, float, float]]:
        return [plant_profile(self.rules, row, hungry_only=self.feeding) for row in self.rows]

    @cached_property
    def future_profiles(self) -> list[tuple[float, float, float, float]]:
        return [plant_profile(self.rules, row) for row in self.rows] if self.feeding else self.profiles

    @cached_property
    def demand(self) -> list[float]:
        return [p[0] for p in self.future_profiles]

    @cached_property
    def total_demand(self) -> float:
        return sum(self.demand)

    @cached_property
    def plenty(self) -> float:
        return min(1.5, self.supply_future / max(1.0, self.total_demand))

    def plants(self, profile, now: bool, fat: bool = True) -> tuple[float, float]:
        """(plants we would get, our demand) in this round (``now``) or a future one, with ``profile``
        as our plant economy and the others' as they are. ``fat``: empty Fat Tissue wants food too."""
        key = (profile, now, fat)
        cached = self._plants.get(key)
        if cached is None:
            cached = self._plants[key] = self._share_plants(profile, now, fat)
        return cached

    def _share_plants(self, profile, now: bool, fat: bool) -> tuple[float, float]:
        profiles = list(self.profiles if now else self.future_profiles)
        profiles[self.me] = profile
        supply = self.supply_now if now else self.supply_future
        needs = [p[0] + p[3] * 0.7 * fat for p in profiles]
        got = share_out(supply, needs, [p[2] for p in profiles], self.order)
        return got[self.me] + profile[1], profile[0] + profile[1]

    def prey(self, q: int, a_size: int, a_pop: int, names: frozenset, own: bool = False) -> list[Species]:
        """Species a carnivore of player ``q`` with these values could attack (others' only unless own)."""
        found = []
        for o, row in enumerate(self.rows):
            if (o == q) != own:
                continue
            for i, (t, t_names) in enumerate(row):
                left = row[i - 1][1] if i > 0 else None
                right = row[i + 1] if i + 1 < len(row) else None
                if can_attack(self.rules, a_size, a_pop, names, t, t_names, left, right):
                    found.append(t)
        return found

    def meat_share(self, q: int, species: Species, names: frozenset) -> float:
        """Expected fraction of its population a carnivore feeds per round."""
        key = (q, species.size, species.pop, names)
        cached = self._meat.get(key)
        if cached is not None:
            return cached
        prey = self.prey(q, species.size, species.pop, names)
        if not prey:
            share = 0.0
        else:
            meat = sum(min(t.size, species.pop) for t in sorted(prey, key=lambda t: -t.size)[:2])
            share = min(1.0, 0.9 * meat / max(1, species.pop))
        self._meat[key] = share
        return share

    # --- danger ---
    def _hunters(self, size: int) -> tuple[list, list]:
        """The carnivores that may reach a prey of this size, as threat() reads them, computed once
        per context and size: visible ones with whether they reach it now or only one size larger,
        then face-down traits that may be a Carnivore. The others could not attack it (R-ATK size)."""
        found = self._hunter_lists.get(size)
        if found is None:
            rules = self.rules
            big_enough = rules.big_enough
            visible = []
            for q, _, c, nm in self.carnivores:
                now = big_enough(_attack_size(rules, c.size, c.pop, nm), size)
                grown = big_enough(_attack_size(rules, c.size + 1, c.pop, nm), size)
                if now or grown:
                    visible.append((q == self.me, c.uid, c.size, c.pop, nm, now, grown))
            hidden = [(c.size, c.pop, nm, weight) for c, nm, weight in self.hidden
                      if big_enough(_attack_size(rules, c.size, c.pop, nm), size)]
            found = self._hunter_lists[size] = visible, hidden
        return found

    def _threats_by_hunters(self) -> dict:
        """threat()'s results, shared by every context with the same hunters: the same carnivores (by
        owner, uid, size, population, visible traits), the same face-down traits, table size and
        weight. A rollout asks them again at each move, and the hunters rarely change meanwhile."""
        hunters = (self.rules, self.n, self.w.threat,
                   tuple((q == self.me, c.uid, c.size, c.pop, nm) for q, _, c, nm in self.carnivores),
                   tuple((c.size, c.pop, nm, weight) for c, nm, weight in self.hidden))
        threats = _THREATS.get(hunters)
        if threats is None:
            if len(_THREATS) >= 4096:  # bounded: a long game meets many tables
                _THREATS.clear()
            threats = _THREATS[hunters] = {}
        return threats

    def threat(self, row: list[tuple[Species, frozenset]], i: int) -> float:
        """Expected population a species of ``me`` loses to carnivores per round (visible ones, plus a
        little for face-down traits and carnivores that may appear)."""
        t, names = row[i]
        left = row[i - 1][1] if i > 0 else None
        if i + 1 < len(row):
            r, r_names = row[i + 1]
            right = (r.size, r_names)
        else:
            right = None
        uid, size, pop = t.uid, t.size, t.pop
        key = (uid, size, pop, names, left, right)  # what can_attack reads of the prey (judged hungry)
        threats = self._threats
        if threats is None:
            threats = self._threats = self._threats_by_hunters()
        cached = threats.get(key)
        if cached is not None:
            return cached
        danger = 0.0
        rules = self.rules
        visible, hidden = self._hunters(size)
        for mine, c_uid, c_size, c_pop, c_names, now, grown in visible:
            if mine and c_uid == uid:
                continue
            # can_attack(rules, c_size, ...), then the same carnivore one size larger
            if now and _can_attack(rules, c_size, c_pop, c_names, size, pop, names, left, right):
                hit = 1.0 if rules.fed_shelters.isdisjoint(names) else 0.6
                danger += hit * (1.0 if not mine else 0.4)
            elif grown and _can_attack(rules, c_size + 1, c_pop, c_names, size, pop, names, left, right):
                danger += 0.25
        for c_size, c_pop, c_names, weight in hidden:  # face-down traits that may be a Carnivore
            if _can_attack(rules, c_size, c_pop, c_names, size, pop, names, left, right):
                danger += weight
        if names.isdisjoint(SHELTERS):  # carnivores yet to come
            danger += LATENT.get(size, 0.0) * min(3, self.n - 1)
        value = threats[key] = min(danger, pop) * self.w.threat
        return value

    # --- worth of our row (possibly modified by a move) ---
    def row_worth(self, row: list[tuple[Species, frozenset]]) -> float:
        """Expected points from our species from now on: food (plants shared out at the watering
        hole, Long Neck, meat), population and traits at the end, minus what carnivores take."""
        rounds, after = self.rounds, self.after
        rules = self.rules
        known = _known_names(rules)
        key = []  # plant_profile's, built in the same pass as the flags
        flags = []  # per species: what this function asks of its trait names (_names_read)
        stored = 0
        for s, names in row:
            entry = known.get(names)
            if entry is None:
                entry = known[names] = _names_read(rules, names)
            key.append((s.pop, 0, s.size, s.fat, s.avian, entry[0]))
            flag = entry[1]
            flags.append(flag)
            if flag[1]:  # it stores fat
                stored += s.fat
        profile = _plant_profile(rules, tuple(key), False)  # plant_profile(rules, row)
        # A future round's plants feed the species; Fat Tissue fills once, from a round with
        # plants to spare, and its store later feeds species in lean rounds (R-FAT-OPT).
        got_f, need_f = self.plants(profile, now=False, fat=False)
        if self.feeding:
            food = got_f * after
            filled = 0.0
        else:
            got_n, need_n = self.plants(profile, now=True)
            fed_now = min(1.0, got_n / need_n) if need_n else 1.0
            food = got_n + got_f * after
            filled = max(0.0, got_n - need_n)  # what goes into fat this round
        if profile[3] and after > 0:
            spare = self.plants(profile, now=False)[0] - got_f  # a future round's plants for fat
            food += min(max(0.0, profile[3] - filled), spare * after)
            short = need_f - got_f
            if short > 0:
                got_f += min(short, (stored + filled) / after)
        fed_f = min(1.0, got_f / need_f) if need_f else 1.0
        fed_end = fed_f if after >= 1 or self.feeding else fed_now
        worth = food
        me, threat, n = self.me, self.threat, len(row)
        max_traits, slot_worth, later = self.max_traits, self.slot_worth, max(0.0, rounds - 1)
        max_track = rules.max_track
        for i, (s, names) in enumerate(row):
            carnivore, stores_fat, passes, intelligence, fertile, flight, scavenger = flags[i]
            if carnivore:
                share = self.meat_share(me, s, names)
                worth += s.pop * share * rounds
                if share > 0:  # each attack also costs an opponent a population (and its food to come)
                    attacks = min(s.pop, max(1.0, s.pop * share / 2.0))
                    worth += attacks * rounds * (1.0 + 0.3 * after) * 0.5 * self.damage_weight
                if stores_fat and share > 0:
                    worth += min(s.size - s.fat, s.size * 0.5) * min(rounds, 3) * 0.5
                if share == 0:  # it must attack our own species (R-MUST) or starve
                    own = self.prey(me, s.size, s.pop, names, own=True)
                    worth -= (2.0 if own else 1.0) * rounds
                if intelligence:
                    worth += 0.5 * rounds
            else:
                share = fed_end
                if fertile and s.pop < max_track:
                    worth += 0.6 * min(self.plenty, 1.0) * later * (0.5 + fed_f)
                if intelligence:
                    worth += 0.45 * rounds
                if passes and i + 1 < n and flags[i + 1][0]:  # it passes food to a carnivore
                    worth -= 0.2
            if flight:  # the Cliff: a plant per player each round, shared by avian species only
                worth += min(s.size + s.pop, self.n / max(1, self.avians + (s.uid < 0))) * rounds * CLIFF_WORTH
            if scavenger:
                attacks = sum(min(2, c.pop) for _, _, c, _ in self.carnivores if c is not s)
                worth += min(s.pop, attacks * 0.5) * rounds * 0.7
            worth += s.fat + min(s.pop, 0.3 + s.pop * share) + len(names) * min(1.0, 0.5 + share)
            worth += (max_traits - len(names)) * slot_worth  # room for traits to come
            worth -= threat(row, i) * (1.5 + share * later)
        return worth

    def my_row(self) -> list[tuple[Species, frozenset]]:
        return list(self.rows[self.me])

    def card_keep(self) -> float:
        """Worth of one more card in hand (for a later round); less in a big hand."""
        if self.last and self.state.phase != "food_card":
            return 0.05
        return self.w.card_keep * max(0.35, 1.0 - 0.12 * max(0, len(self.hand) - 3))


# --- phase 2: the food card -----------------------------------------------------------

def food_card_scores(ctx: Context, legal: list[actions.Action]) -> list[float]:
    """Give the card whose food helps us most relative to others (plants shared out in turn
    order), and whose trait we need least."""
    me, n = ctx.me, ctx.n
    profiles = ctx.profiles
    needs = [p[0] + p[3] * 0.7 for p in profiles]
    rates = [p[2] for p in profiles]
    leftover_worth = 0.25 * ctx.after / max(1.0, ctx.rounds)  # plants left over stay for next round

    def margin(extra: float) -> float:
        supply = max(0.0, ctx.supply_now + extra)
        got = share_out(supply, needs, rates, ctx.order)
        others = sum(got) - got[me]
        left = supply - sum(got)
        return got[me] - others / max(1, n - 1) + leftover_worth * left * (1 if ctx.demand[me] else -0.5)

    trait_use = best_trait_uses(ctx)
    cache: dict[int, float] = {}
    out = []
    for a in legal:
        card = ctx.hand[a.card]
        if card.food not in cache:
            cache[card.food] = margin(card.food)
        out.append(cache[card.food] - trait_use.get(card.trait, 0.0))
    return out


def best_trait_uses(ctx: Context) -> dict[str, float]:
    """For each trait in hand: how much better playing it on our best species is than a generic play."""
    row = ctx.my_row()
    base = ctx.row_worth(row)
    out: dict[str, float] = {}
    limit = ctx.state.rules.max_traits(len(ctx.state.players))
    for card in ctx.hand:
        if card.trait in out:
            continue
        best = 0.0
        for i, (s, names) in enumerate(row):
            if card.trait in names or len(s.traits) >= limit:
                continue
            best = max(best, _with_trait(ctx, row, i, card.trait) - base)
        out[card.trait] = max(0.0, best - 1.0)
    return out


def _with_trait(ctx: Context, row, i: int, trait: str) -> float:
    s, names = row[i]
    new = list(row)
    new[i] = (s, names | {trait})
    return ctx.row_worth(new)


# --- phase 3: playing cards -----------------------------------------------------------

def play_scores(ctx: Context, legal: list[actions.Action]) -> list[float]:
    row = ctx.my_row()
    base = ctx.row_worth(row)
    keep = ctx.card_keep()
    cache: dict[tuple, float] = {}
    out = []
    foods = [c.food for c in ctx.hand]
    for a in legal:
        t = type(a)
        if t is actions.EndTurn:
            out.append(0.0)
            continue
        if t is actions.DiscardTrait:
            key = ("d", a.species, a.trait)
        elif t is actions.NewSpecies or t is actions.NewAvian:
            key = (t.__name__, a.side)
        else:
            key = (t.__name__, a.species, ctx.hand[a.card].trait if t is actions.PlayTrait else None)
        value = cache.get(key)
        if value is None:
            value = cache[key] = _play_value(ctx, row, base, a) 
        # pay with low-food cards first (high-food cards make better food cards next round)
        if t is actions.NewAvian:
            out.append(value - keep * len(a.cards) - 0.01 * sum(foods[c] for c in a.cards))
            continue
        tie = -0.01 * foods[a.card] if t is not actions.DiscardTrait else 0.0
        out.append(value - (keep if t is not actions.DiscardTrait else 0.0) + tie)
    return out


def _play_value(ctx: Context, row, base: float, a) -> float:
    t = type(a)
    if t is actions.PlayTrait:
        trait = ctx.hand[a.card].trait
        value = _with_trait(ctx, row, a.species, trait) - base
        spare = len(ctx.hand) - 1
        if spare and trait in HUNTING:
            # a hunter may need to grow before it can hunt: count the cards that would take
            s, names = row[a.species]
            for k in range(1, min(spare, ctx.rules.max_track - s.size, 2) + 1):
                bigger = list(row)
                bigger[a.species] = (Species(uid=s.uid, size=s.size + k, pop=s.pop, food=s.food, fat=s.fat), names)
                value = max(value, _with_trait(ctx, bigger, a.species, trait) - base - k * (ctx.card_keep() + 0.4))
        elif spare and trait in ctx.rules.passers and a.species == len(row) - 1:
            longer = row + [(Species(uid=-1), frozenset())]
            value = max(value, _with_trait(ctx, longer, a.species, trait) - ctx.row_worth(longer) - 0.3)
        return value
    if t is actions.NewSpecies or t is actions.NewAvian:
        avian = t is actions.NewAvian
        new, names = Species(uid=-1, avian=avian), frozenset({Flight.name} if avian else ())
        row2 = [(new, names)] + row if a.side == "left" else row + [(new, names)]
        value = ctx.row_worth(row2) - base
        return value + (0.01 if a.side == "right" else 0.0)
    if t is actions.GrowPop or t is actions.GrowSize or t is actions.GrowPopCliff:
        s, names = row[a.species]
        grown = Species(uid=s.uid, size=s.size + (t is actions.GrowSize), pop=s.pop + (t is not actions.GrowSize), food=s.food,
                        fat=s.fat, avian=s.avian, upkeep=s.upkeep)
        row2 = list(row)
        row2[a.species] = (grown, names)
        return ctx.row_worth(row2) - base
    if t is actions.DiscardTrait:
        # Worth it only to make room (on a full species) for a better trait in hand.
        s, names = row[a.species]
        limit = ctx.state.rules.max_traits(len(ctx.state.players))
        new_traits = {c.trait for c in ctx.hand} - names
        if len(s.traits) < limit or not new_traits:
            return -3.0
        trait = ctx.table[s.traits[a.trait].card].trait
        row2 = list(row)
        row2[a.species] = (s, names - {trait})
        without = ctx.row_worth(row2)
        best = max(_with_trait(ctx, row2, a.species, t2) for t2 in new_traits) - without
        return best - (base - without) - ctx.card_keep() - 0.3
    return 0.0


# --- phase 4: feeding -----------------------------------------------------------------

def _take_gain(ctx: Context, row, i: int, n: int, kind: str, supply: float, hungry_worth: float = 1.0) -> float:
    """Worth of a take of ``n`` by species i of ``me`` (the rules' take: Foraging, Cooperation, room):
    food for a hungry species counts ``hungry_worth`` (it may save population), stored fat a little
    less than 1."""
    total = 0.0
    for s, got in take_chain(ctx.rules, row, i, kind, n, int(supply)):
        hungry = hunger(s)
        total += min(got, hungry) * hungry_worth + 0.85 * max(0, got - hungry)
    return total


def feeding_scores(ctx: Context, legal: list[actions.Action]) -> list[float]:
    state = ctx.state
    row = ctx.my_row()
    wh = state.watering_hole
    carnivores = ctx.rules.carnivores
    starve = None  # computed for the first Intelligence move (most decisions have none)
    keep = ctx.card_keep()
    own_land_hungry = any(s.food < s.pop and not s.avian and carnivores.isdisjoint(nm) for s, nm in row)
    out = []
    for a in legal:
        t = type(a)
        if t is actions.Feed or t is actions.StoreFat or t is actions.FeedCliff or t is actions.StoreFatCliff:
            s, names = row[a.species]
            cliff = a.source == "cliff"
            gain = _take_gain(ctx, row, a.species, 1, "plant", state.cliff if cliff else wh)
            value = 2.0 + gain
            if cliff:  # leave the watering hole to our land species, unless only rivals' would eat there
                value += 0.3 if own_land_hungry else -0.1
            # A fed Burrowing species is safe: feed threatened burrowers to full first.
            if not ctx.rules.fed_shelters.isdisjoint(names) and s.pop - s.food == 1 and ctx.threat(row, a.species) > 0:
                value += 1.0
            if t is actions.StoreFat:
                value -= 1.0
            out.append(value)
        elif t is actions.Intelligence:
            # Cards for plants from the bank: worth it when the watering hole will not feed us.
            if starve is None:
                hungry_total = sum(max(0, s.pop - s.food) for row_ in ctx.rows for s, nm in row_
                                   if carnivores.isdisjoint(nm))
                # Plants for a hungry species also save population when the watering hole will not feed it.
                starve = min(1.0, max(0.0, 1.0 - wh / max(1.0, hungry_total)))
                saved = 1.0 + starve * (1.0 + 0.5 * ctx.after)
            gain = _take_gain(ctx, row, a.species, 2, "plant", 99, saved)
            out.append(gain - keep * 1.3 - (0.6 if wh > 0 and starve < 0.5 else 0.0))
        elif t is actions.Attack:
            out.append(attack_value(ctx, row, a))
        elif t is actions.Negate:
            out.append(-keep - 0.5)  # see policy._negate_value: worth it only when it opens a better target
        elif t is actions.Pass:
            out.append(0.5)
        else:
            out.append(0.0)
    return out


def attack_value(ctx: Context, row, a: actions.Attack) -> float:
    attacker, a_names = row[a.species]
    owner, index = a.target
    prey, p_names = ctx.rows[owner][index]
    meat = min(prey.size, attacker.pop - attacker.food + storage(ctx.rules, attacker, a_names))
    value = 2.0 + _take_gain(ctx, row, a.species, prey.size, "meat", 99) if meat > 0 else 1.0
    horns = Horns.name in p_names and Horns.name not in ctx.state.negated
    if horns:
        value -= 1.2 + (attacker.pop == 1) * 4.0 + 0.5 * ctx.rounds * 0.5
    # Damage done: the prey loses a population (more if it dies).
    dead = prey.pop == 1
    damage = 1.0 + 0.4 * ctx.rounds * 0.5 + (len(prey.traits) + 1.5) * dead
    if owner == ctx.me:
        value -= ctx.w.own_damage * damage + 1.0
    else:
        value += 0.35 * damage + (ctx.w.leader * 0.5 if owner == ctx.leader else 0.0)
    return value


# --- Flight's event step ------------------------------------------------------------------

def event_scores(ctx: Context, legal: list[actions.Action]) -> list[float]:
    """Play an event when it gains more than it gives rivals (its card is replaced by a draw)."""
    state, me = ctx.state, ctx.me
    row = ctx.my_row()
    share = ctx.demand[me] / max(1.0, ctx.total_demand)
    out = []
    for a in legal:
        if type(a) is not actions.PlayEvent:
            out.append(0.0)
            continue
        foods = ctx.hand[a.card].food
        if a.species is None:  # Seed Dispersal: plants for everyone's plant eaters
            plants = sum(s.avian for p in state.players for s in p.species)
            out.append(plants * (1.5 * share - 0.5) + 0.1 - 0.02 * foods)
        elif a.target is not None:  # Dive-Bomb with a carnivore
            out.append(attack_value(ctx, row, a) - 1.0 - 0.02 * foods)
        else:  # Dive-Bomb with plants: the bank deprives nobody, the watering hole deprives rivals
            supply = {"bank": 99, "watering_hole": state.watering_hole, "cliff": state.cliff}[a.source]
            bonus = {"bank": 0.1, "watering_hole": 0.3 * (1.0 - share), "cliff": 0.2}[a.source]
            out.append(_take_gain(ctx, row, a.species, 2, "plant", supply) + bonus - 0.02 * foods)
    return out


# --- choosing -------------------------------------------------------------------------

def scores(ctx: Context, legal: list[actions.Action]) -> list[float]:
    phase = ctx.state.phase
    if phase == "food_card":
        return food_card_scores(ctx, legal)
    if phase == "play_cards":
        return play_scores(ctx, legal)
    if phase == "feeding":
        return feeding_scores(ctx, legal)
    if phase == "events":
        return event_scores(ctx, legal)
    return [0.0] * len(legal)
