"""Food and death: takes (R-TAKE), attacks (R-ATK, R-ATK-ORDER), extinction (R-EXT-DRAW),
drawing cards (R-END2) and the end of feeding. Trait-specific parts call into ``traits``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.messages import msg
from .events import DeckEmpty, Draw, Extinct, PopLost, Reserve, Reshuffle, Starve, Take, ToBag, UpkeepReturned, log

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence, Set

    from .models import GameState, Species

PLANT, MEAT = "plant", "meat"
WATERING_HOLE, BANK, CLIFF = "watering_hole", "bank", "cliff"


# --- Looking at a species -----------------------------------------------------------

def names(state: GameState, species: Species, attacker: Species | None = None) -> set[str]:
    """The species' trait names. While ``attacker`` attacks, the traits its Intelligence negated
    count as absent on every other species (R-INT)."""
    table = state.cards
    found = {table[t.card].trait for t in species.traits}
    if attacker is not None and state.negated and attacker.uid == state.negating != species.uid:
        found.difference_update(state.negated)
    return found


def is_carnivore(state: GameState, species: Species, have: set[str] | None = None) -> bool:
    return not state.rules.carnivores.isdisjoint(names(state, species) if have is None else have)


def stores_fat(state: GameState, have: set[str]) -> bool:
    return not state.rules.fat_stores.isdisjoint(have)


def room(state: GameState, species: Species, have: set[str] | None = None) -> int:
    """How much food the species can still take: hunger plus stored-fat space (Fat Tissue).
    ``have``: its trait names, when the caller already has them."""
    if have is None:
        have = names(state, species)
    return room_of(state.rules, species, have)


def room_of(rules, species: Species, have: Set[str]) -> int:
    """``room`` for a species with these trait names, under ``rules`` (also a bot's what-if)."""
    return hunger(species) + storage(rules, species, have)


def storage(rules, species: Species, have: Set[str]) -> int:
    """Room beyond hunger: the fat the species may still store (Fat Tissue)."""
    storing = rules.hooked["storage"]
    if storing.isdisjoint(have):
        return 0
    traits = rules.traits
    return sum(traits[n].storage(species) for n in storing & have)


def hunger(species: Species) -> int:
    """Food the species still needs this round: its upkeep (avian species), then its population."""
    need = species.pop - species.food
    if species.avian:
        need += species.size - species.upkeep
    return need


def hungry(species: Species) -> bool:
    return species.food < species.pop or species.avian and species.upkeep < species.size


def eat(species: Species, amount: int) -> int:
    """Put up to ``amount`` food on the species, upkeep first (Flight); returns what is left over."""
    if species.avian:
        paid = min(amount, species.size - species.upkeep)
        species.upkeep += paid
        amount -= paid
    fed = min(amount, species.pop - species.food)
    species.food += fed
    return amount - fed


def index_of(row: list[Species], species: Species) -> int:
    for i, s in enumerate(row):
        if s is species:
            return i
    raise ValueError("species not in that row")


def is_alive(state: GameState, player: int, species: Species) -> bool:
    return any(s is species for s in state.players[player].species)


# --- Takes (R-TAKE) -----------------------------------------------------------------

def take(state: GameState, player: int, species: Species, kind: str, source: str, n: int, cause: str,
         attacker: Species | None = None) -> int:
    """``species`` takes up to ``n`` tokens of ``kind`` from ``source``; returns how many it got.

    Capped by room and supply; Foraging adds a plant; then Cooperation (and any other
    ``after_take``) reacts to the take. ``attacker``: the carnivore whose attack this take
    is part of (its negations hold for the whole attack).
    """
    have = names(state, species, attacker)
    rules = state.rules
    traits = rules.traits
    supply = state.watering_hole if source == WATERING_HOLE else state.cliff if source == CLIFF else None
    amount = take_amount(rules, have, kind, n, room_of(rules, species, have), supply)
    if amount <= 0:
        return 0
    if source == WATERING_HOLE:
        state.watering_hole -= amount
    elif source == CLIFF:
        state.cliff -= amount
    fat_before = species.fat
    if species.avian:
        species.fat += eat(species, amount)  # upkeep, population, then fat (R-FL-3, R-FL-9)
    else:
        to_food = min(amount, species.pop - species.food)
        species.food += to_food
        species.fat += amount - to_food
    log(state, Take(player=player, uid=species.uid, food=kind, source=source, amount=amount, cause=cause, fat=species.fat - fat_before))
    reacting = rules.hooked["after_take"]
    if not reacting.isdisjoint(have):
        for t in sorted(reacting & have):
            traits[t].after_take(state, player, species, kind, source, attacker)
    return amount


def take_amount(rules, have: Set[str], kind: str, n: int, space: int, supply: int | None) -> int:
    """R-TAKE: what a take of ``n`` gets a species with these trait names: no plants for a carnivore
    (from any trait), Foraging's extra plants, capped by its room and the supply (None: the bank,
    unlimited)."""
    if kind == PLANT:
        if not rules.carnivores.isdisjoint(have):
            return 0
        extra = rules.hooked["extra_plants"]
        if not extra.isdisjoint(have):
            for t in extra & have:
                n += rules.traits[t].extra_plants()
    return max(0, min(n, space) if supply is None else min(n, space, supply))


def passed_right(rules, have: Set[str]) -> int:
    """How much a take by a species with these trait names makes its right neighbour take (Cooperation)."""
    passers = rules.passers
    return 0 if passers.isdisjoint(have) else max(rules.traits[t].passes_right for t in passers & have)


def take_chain(rules, row: Sequence[tuple[Species, Set[str]]], i: int, kind: str, n: int,
               supply: int | None) -> list[tuple[Species, int]]:
    """What ``take`` would give species ``i`` of ``row`` (species with their trait names) and each
    neighbour its take passes food to, without changing anything: (species, amount) in order."""
    got = []
    while i < len(row) and n > 0:
        species, have = row[i]
        amount = take_amount(rules, have, kind, n, room_of(rules, species, have), supply)
        if amount <= 0:
            break
        got.append((species, amount))
        if supply is not None:
            supply -= amount
        i, n = i + 1, passed_right(rules, have)
    return got


def take_reach(state: GameState, player: int, species: Species) -> set[int]:
    """The species a take by ``species`` can feed: itself and the chain passing food right."""
    row = state.players[player].species
    reach = set()
    for s in row[index_of(row, species):]:
        reach.add(s.uid)
        if not passed_right(state.rules, names(state, s)):
            break
    return reach


# --- Gaining population (Nesting) ---------------------------------------------------

def gain_population(state: GameState, player: int, species: Species, n: int, source: str | None) -> None:
    """Population +n; then the traits that react to a gain (Nesting) take food, from ``source``
    where the owner chooses (``None``: the default)."""
    species.pop += n
    have = names(state, species)
    reacting = state.rules.hooked["on_population_gain"]
    if not reacting.isdisjoint(have):
        for t in sorted(reacting & have):
            state.rules.traits[t].on_population_gain(state, player, species, n, source)


def gain_sources(state: GameState, species: Species) -> tuple[str | None, ...]:
    """Where the food taken on a population gain may come from (the owner's choice, R-FL-7)."""
    have = names(state, species)
    sources: tuple[str | None, ...] = (None,)
    for t in sorted(state.rules.hooked["gain_sources"] & have):
        sources = state.rules.traits[t].gain_sources(state, species)
    return sources


def gain_reach(state: GameState, player: int, species: Species) -> set:
    """What a population gain of ``species`` may change beyond itself (Nesting's takes)."""
    if state.rules.hooked["on_population_gain"].isdisjoint(names(state, species)):
        return set()
    return take_reach(state, player, species) | {WATERING_HOLE, CLIFF}


# --- Attacks (R-ATK) ----------------------------------------------------------------

class AttackCheck:
    """Everything the R-ATK checks look at: the attacker, its trait names (negations left out),
    its attack size, and the prey's row. ``assume_hungry``: judge the prey as if it had not eaten
    (a bot's what-if about later in the round). ``aim`` points the same check at another prey."""

    __slots__ = ("rules", "attacker", "attacker_names", "size", "target", "row", "index", "assume_hungry")

    def __init__(self, rules, attacker: Species, attacker_names: set[str] | frozenset[str], row: list[Species],
                 index: int, assume_hungry: bool = False):
        self.rules = rules
        self.attacker = attacker
        self.attacker_names = attacker_names
        size = attacker.size
        traits = rules.traits
        for t in rules.hooked["attack_size"] & attacker_names:
            size += traits[t].attack_size(attacker)
        self.size = size
        self.row = row
        self.index = index
        self.target = row[index]
        self.assume_hungry = assume_hungry

    def aim(self, row: list[Species], index: int) -> AttackCheck:
        self.row = row
        self.index = index
        self.target = row[index]
        return self

    def big_enough(self, target_size: int) -> bool:
        return self.rules.big_enough(self.size, target_size)

    def blocker(self, names_of) -> str | None:
        """Why this carnivore may not attack the prey, None if it may. ``names_of(species)``: its trait names."""
        if self.target is self.attacker:
            return msg("A carnivore cannot attack itself")
        if not self.big_enough(self.target.size):
            return msg("Size: the carnivore attacks with size {attack}, the prey is size {prey}", attack=self.size,
                       prey=self.target.size)
        return self.protection(names_of)

    def allows(self, names_of) -> bool:
        """``blocker(names_of) is None``, the same checks without writing the reason of a refusal."""
        return (self.target is not self.attacker and self.rules.big_enough(self.size, self.target.size)
                and self.protection(names_of) is None)

    def protection(self, names_of) -> str | None:
        """The prey's traits and its neighbours' that protect it from this carnivore (the reason), or None."""
        rules = self.rules
        traits = rules.traits
        guards = rules.hooked["protects"]
        have = names_of(self.target)
        if not guards.isdisjoint(have):
            for t in sorted(guards & have):
                why = traits[t].protects(self)
                if why:
                    return why
        row, index = self.row, self.index
        guards = rules.hooked["protects_neighbour"]
        for j in (index - 1, index + 1):
            if 0 <= j < len(row):
                have = names_of(row[j])
                if not guards.isdisjoint(have):
                    for t in sorted(guards & have):
                        why = traits[t].protects_neighbour(self)
                        if why:
                            return why
        return None


def attack_blocker(state: GameState, player: int, attacker: Species, owner: int, index: int) -> str | None:
    """Why ``attacker`` (of ``player``) may not attack species ``index`` of ``owner``; None if it may."""
    have = names(state, attacker, attacker)
    if not is_carnivore(state, attacker, have):
        return msg("Only a carnivore can attack")
    check = AttackCheck(state.rules, attacker, have, state.players[owner].species, index)
    return check.blocker(lambda s: names(state, s, attacker))


def targets(state: GameState, player: int, attacker: Species, have: set[str] | None = None) -> Iterable[tuple[int, int]]:
    """Every (owner, index) the carnivore may attack now (``attack_blocker`` is None).
    ``have``: the attacker's trait names, when the caller already has them."""
    if have is None:
        have = names(state, attacker, attacker)
    if not is_carnivore(state, attacker, have):
        return
    check = None
    seen: dict[int, set[str]] = {}  # names by id(species): a prey's neighbours are other prey

    def names_of(s: Species) -> set[str]:
        found = seen.get(id(s))
        if found is None:
            found = seen[id(s)] = names(state, s, attacker)
        return found

    for owner, p in enumerate(state.players):
        row = p.species
        for index in range(len(row)):
            if check is None:
                check = AttackCheck(state.rules, attacker, have, row, index)
            else:
                check.aim(row, index)
            if check.allows(names_of):
                yield owner, index


def resolve_attack(state: GameState, player: int, attacker: Species, owner: int, prey: Species) -> None:
    """R-ATK-ORDER: prey loses 1 population; the prey's defences strike back (Horns); the
    carnivore eats; every species that feeds on attacks eats (Scavenger), in turn order from the
    attacker's owner. Traits negated by Intelligence count as absent for all of it."""
    rules = state.rules
    traits = rules.traits
    prey_names = sorted(rules.hooked["strike_back"] & names(state, prey, attacker))
    prey_size = prey.size
    lose_population(state, owner, prey, "attack")
    if all(traits[t].strike_back(state, player, attacker) for t in prey_names):
        take(state, player, attacker, MEAT, BANK, prey_size, "attack", attacker)
    watching = rules.hooked["after_any_attack"]
    n = len(state.players)
    for k in range(n):
        p = (player + k) % n
        for species in list(state.players[p].species):
            have = names(state, species, attacker)
            if not watching.isdisjoint(have):
                for t in sorted(watching & have):
                    if is_alive(state, p, species):
                        traits[t].after_any_attack(state, p, species, attacker)


# --- Losing population, extinction, drawing ----------------------------------------

def lose_population(state: GameState, player: int, species: Species, cause: str) -> bool:
    """Population -1; food above the new population goes to the bag. Returns whether it survives."""
    species.pop -= 1
    surplus = max(0, species.food - species.pop)
    species.food -= surplus
    state.players[player].bag += surplus
    log(state, PopLost(player=player, uid=species.uid, pop=species.pop, cause=cause, to_bag=surplus, bag=state.players[player].bag))
    if species.pop <= 0:
        go_extinct(state, player, species)
        return False
    return True


def go_extinct(state: GameState, player: int, species: Species) -> None:
    """docs/rules.md §5: remove the species, discard its traits (food and fat to the bag), draw one card per trait."""
    p = state.players[player]
    index = index_of(p.species, species)
    del p.species[index]
    p.bag += species.food + species.fat  # upkeep goes back to the bank (R-FL-2)
    discard_cards(state, [t.card for t in species.traits])
    log(state, Extinct(player=player, uid=species.uid, traits=len(species.traits), to_bag=species.food + species.fat, bag=p.bag))
    draw(state, player, len(species.traits))  # R-EXT-DRAW


def discard_cards(state: GameState, cards: Iterable[int]) -> None:
    """Cards leaving play: to the discard pile, or back to their supply (Flight)."""
    table, supplied = state.cards, state.rules.supply_traits
    for c in cards:
        (state.flight_supply if table[c].trait in supplied else state.discard).append(c)


def draw(state: GameState, player: int, n: int, dealing: bool = False) -> None:
    """Draw ``n`` cards. An empty deck is rebuilt from the discard pile and shortens the game:
    while dealing this round becomes the last (R-END1), otherwise the next one (R-END2)."""
    drawn: list[int] = []
    hand = state.players[player].hand
    for _ in range(n):
        if not state.deck:
            last = state.round if dealing else state.round + 1
            state.last_round = last if state.last_round is None else min(state.last_round, last)
            if state.rules.reserve_replaces_reshuffle and state.set_aside:  # Flight: the end reserve
                state.deck, state.set_aside = state.set_aside, []
                log(state, Reserve(cards=len(state.deck), last_round=state.last_round, rule="R-END1" if dealing else "R-END2"))
            elif not state.discard:
                log(state, DeckEmpty(last_round=state.last_round))
                break  # deck and discard both empty: nothing to draw
            else:
                state.deck, state.discard = state.discard, []
                state.shuffle(state.deck)
                log(state, Reshuffle(cards=len(state.deck), last_round=state.last_round, rule="R-END1" if dealing else "R-END2"))
        card = state.deck.pop()
        hand.append(card)
        drawn.append(card)
    if n:
        log(state, Draw(player=player, count=len(drawn), cards=drawn))


def end_of_feeding(state: GameState) -> None:
    """Phase 4 end: hungry populations starve down to their food, food goes to the bags."""
    n = len(state.players)
    for k in range(n):
        player = (state.first_player + k) % n
        p = state.players[player]
        for species in list(p.species):
            if species.food < species.pop:
                lost = species.pop - species.food
                species.pop = species.food
                log(state, Starve(player=player, uid=species.uid, lost=lost, pop=species.pop))
                if species.pop == 0:
                    go_extinct(state, player, species)
        eaten = sum(s.food for s in p.species)
        upkeep = 0
        for s in p.species:
            s.food = 0
            upkeep += s.upkeep
            s.upkeep = 0  # back to the bank, never scored
        if upkeep:
            log(state, UpkeepReturned(player=player, amount=upkeep))
        p.bag += eaten
        log(state, ToBag(player=player, amount=eaten, bag=p.bag))
