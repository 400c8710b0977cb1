"""The medium player's judgement: a heuristic reading of a position from one player's seat.

Everything here reads a ``GameState`` *as seen by* ``me``: its own hand and traits, the public
board, and other players' face-up traits only (their face-down traits are unknown). The
medium bot calls it on a state rebuilt from its view (``sampling.Knowledge``), and the hard
bot's rollouts call it on sampled states, so one set of rules of thumb serves both.

The model behind the numbers: a player's final score is its food bag plus the population
and traits of its surviving species. So every move is valued as expected points, with
``rounds`` (rounds still to feed, estimated from the deck) turning "food per round" into
points, and the table's food supply, its carnivores and their prey setting the context.

Here: the ``Context`` of one decision, the dangers (attack what-ifs, ``threat``) and the worth of a
row of species (``row_worth``); the plant economy is in ``plants``, each move's value by phase in
``move_values``.
"""

from __future__ import annotations

from functools import cached_property, lru_cache
from operator import attrgetter

from ....core.caches import per_game
from ..cards import trait_info
from ..feeding import AttackCheck
from ..models import GameState, Species
from ..rules import Rules
from ..traits import Carnivore, Flight
from .plants import known_names, names_read, plant_profile, plant_profile_of, share_out

AVERAGE_FOOD_GIVEN = 4.5  # food per card given (the deck's mean is 3.27, players give their better cards)
DEFENCES = frozenset(name for name, info in trait_info().items() if info.group == "defensive")  # cards.json
SHELTERS = DEFENCES | {Flight.name}  # only a Flight carnivore attacks a Flight species
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


@per_game(maxsize=1 << 16)
def _can_attack(rules: Rules, a_size: int, a_pop: int, a_names: frozenset, t_size: int, t_pop: int,
                t_names: frozenset, left: frozenset | None, right: tuple[int, frozenset] | None) -> bool:
    target = _Values(t_size, t_pop, t_names)
    row = [target] if left is None else [_Values(1, 1, left), target]
    if right is not None:
        row.append(_Values(right[0], 1, right[1]))
    check = AttackCheck(rules, _Values(a_size, a_pop), a_names, row, 0 if left is None else 1, assume_hungry=True)
    return check.allows(_names_of)


class Context:
    """The position from ``me``'s seat, computed once per decision."""

    def __init__(self, state: GameState, me: int, w: Weights = MEDIUM, food_per_round: float | None = None):
        self.state, self.me, self.w = state, me, w
        self._threats: dict = {}
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
        known = known_names(rules)
        key = []  # plant_profile's, built in the same pass as the flags
        flags = []  # per species: what this function asks of its trait names (names_read)
        stored = 0
        for s, names in row:
            entry = known.get(names)
            if entry is None:
                entry = known[names] = names_read(rules, names)
            key.append((s.pop, 0, s.size, s.fat, s.avian, entry[0]))
            flag = entry[1]
            flags.append(flag)
            if flag[1]:  # it stores fat
                stored += s.fat
        profile = plant_profile_of(rules, tuple(key), False)  # plant_profile(rules, row)
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
