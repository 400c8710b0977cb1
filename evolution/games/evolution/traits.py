"""The traits (17 of the base game, 5 of Flight) and Flight's event cards: each card's rules live
in its class, and only there.

A trait is one class here plus one entry in ``data/cards.json`` (its names and rule text in each
language, its group, the bots' rough worth). Hooks (all optional; the base ``Trait`` does nothing):

- ``carnivore``: the species attacks for meat and never eats plants.
- ``attack_size`` / ``protects`` / ``protects_neighbour``: the attack checks of R-ATK. A
  protection returns a reason a player can read, or None.
- ``strike_back`` / ``after_any_attack``: R-ATK-ORDER steps 2 and 4 (Horns, Scavenger).
- ``leaf_useful`` / ``resolve_leaf``: leaf traits, resolved at the start of feeding (R-LEAF).
- ``extra_plants`` / ``after_take``: what happens when the species takes food (R-TAKE).
- ``storage`` / ``stores_fat`` / ``on_discard``: extra room beyond population (Fat Tissue).
- ``negates``: which traits on others a carnivore's discard may ignore for its next attack
  (Intelligence: any; Flight: Symbiosis, Warning Call, Climbing; R-INT, R-FL-8).
- ``on_population_gain`` / ``gain_sources``: what gaining population makes the species do (Nesting).
- ``leaf_choices``: the choices a leaf trait's owner makes (``None`` first: the default).
- ``to_supply``: the card goes back to a supply, not to the discard pile (Flight).
- ``passes_right``: a take by the species makes its right neighbour take that many (Cooperation).
- ``leaf_bank_plants``: plants the species takes from the bank at the leaf step (Long Neck).
- ``safe_when_fed``: what ``protects`` says, for the bots' what-ifs: no attack on a fed species.

The bots ask these flags and ``feeding``'s take functions (``take_amount``, ``take_chain``) rather
than naming traits, so a trait's rule is written once.

The engine calls the hooks of the traits a species has; negated traits (Intelligence)
are already left out by ``feeding.names``.
"""

from __future__ import annotations

from types import MappingProxyType
from collections.abc import Iterator
from typing import TYPE_CHECKING, ClassVar

from ...core.messages import msg
from . import feeding
from . import events
from .events import Attack, FatUsed, log

if TYPE_CHECKING:
    from .feeding import AttackCheck
    from .models import GameState, Species


class Trait:
    name: ClassVar[str]
    leaf: ClassVar[bool] = False
    carnivore: ClassVar[bool] = False
    stores_fat: ClassVar[bool] = False
    passes_right: ClassVar[int] = 0  # a take by this species makes its right neighbour take this many too
    leaf_bank_plants: ClassVar[int] = 0  # plants the species takes from the bank at the leaf step
    safe_when_fed: ClassVar[bool] = False  # what ``protects`` says: no carnivore attacks it once it is fed
    to_supply: ClassVar[bool] = False  # discarded, the card goes back to its supply (Flight)

    def attack_size(self, species: Species) -> int:
        return 0

    def protects(self, a: AttackCheck) -> str | None:
        return None

    def protects_neighbour(self, a: AttackCheck) -> str | None:
        return None

    def leaf_useful(self, state: GameState, player: int, species: Species) -> bool:
        return False

    def leaf_reach(self, state: GameState, player: int, species: Species) -> set:
        """What resolving this leaf trait may read or change (species uids, supplies)."""
        return {species.uid}

    def leaf_choices(self, state: GameState, player: int, species: Species) -> tuple[str | None, ...]:
        """What the owner may choose when resolving this leaf trait; ``None`` (first) is the default."""
        return (None,)

    def resolve_leaf(self, state: GameState, player: int, species: Species, choice: str | None = None) -> None:
        pass

    def negates(self, trait: str) -> bool:
        """Whether a card discarded for this carnivore may make ``trait`` absent for its next attack."""
        return False

    def on_population_gain(self, state: GameState, player: int, species: Species, gained: int,
                           source: str | None) -> None:
        pass

    def gain_sources(self, state: GameState, species: Species) -> tuple[str | None, ...]:
        """Where food this trait takes on a population gain may come from, when the owner chooses."""
        return (None,)

    def extra_plants(self) -> int:
        return 0

    def after_take(self, state: GameState, player: int, species: Species, kind: str, source: str,
                   attacker: Species | None) -> None:
        pass

    def storage(self, species: Species) -> int:
        return 0

    def on_discard(self, state: GameState, player: int, species: Species) -> int:
        """R-DISCARD-TRAIT: what discarding this trait moves to the bag."""
        return 0

    def strike_back(self, state: GameState, attacker_owner: int, attacker: Species) -> bool:
        """R-ATK-ORDER 2, on the prey: returns whether the attacker survives."""
        return True

    def after_any_attack(self, state: GameState, player: int, species: Species, attacker: Species) -> None:
        """R-ATK-ORDER 4: this species reacts to any attack on the table."""


# --- Carnivore traits -------------------------------------------------------------

class Carnivore(Trait):
    name = "Carnivore"
    carnivore = True


class Ambush(Trait):
    name = "Ambush"


class PackHunting(Trait):
    name = "Pack Hunting"

    def attack_size(self, species):
        return species.pop


# --- Feeding traits ---------------------------------------------------------------

class Cooperation(Trait):
    name = "Cooperation"

    passes_right = 1

    def after_take(self, state, player, species, kind, source, attacker):
        row = state.players[player].species
        i = feeding.index_of(row, species)
        if i + 1 < len(row):
            feeding.take(state, player, row[i + 1], kind, source, self.passes_right, self.name, attacker)


class FatTissue(Trait):
    name = "Fat Tissue"
    leaf = True

    stores_fat = True

    def storage(self, species):
        return species.size - species.fat

    def on_discard(self, state, player, species):
        fat, species.fat = species.fat, 0
        state.players[player].bag += fat
        return fat

    def leaf_useful(self, state, player, species):
        return species.fat > 0 and feeding.hungry(species)

    def resolve_leaf(self, state, player, species, choice=None):
        moved = min(species.fat, feeding.hunger(species))
        if moved > 0:
            species.fat -= moved
            feeding.eat(species, moved)  # R-FL-9: upkeep first
            log(state, FatUsed(player=player, uid=species.uid, amount=moved))


class Foraging(Trait):
    name = "Foraging"

    def extra_plants(self):
        return 1


class Intelligence(Trait):
    name = "Intelligence"

    def negates(self, trait):
        return True  # R-INT


class LongNeck(Trait):
    name = "Long Neck"
    leaf = True
    leaf_bank_plants = 1

    def leaf_useful(self, state, player, species):
        return not feeding.is_carnivore(state, species) and feeding.room(state, species) > 0

    def leaf_reach(self, state, player, species):
        return feeding.take_reach(state, player, species)

    def resolve_leaf(self, state, player, species, choice=None):
        feeding.take(state, player, species, feeding.PLANT, feeding.BANK, self.leaf_bank_plants, self.name)


class Scavenger(Trait):
    name = "Scavenger"

    def after_any_attack(self, state, player, species, attacker):
        feeding.take(state, player, species, feeding.MEAT, feeding.BANK, 1, self.name, attacker)


# --- Other traits -----------------------------------------------------------------

class Fertile(Trait):
    name = "Fertile"
    leaf = True

    def leaf_useful(self, state, player, species):
        return state.watering_hole > 0 and species.pop < state.rules.max_track

    def leaf_reach(self, state, player, species):
        return {species.uid, feeding.WATERING_HOLE} | feeding.gain_reach(state, player, species)

    def leaf_choices(self, state, player, species):
        return feeding.gain_sources(state, species)

    def resolve_leaf(self, state, player, species, choice=None):
        if self.leaf_useful(state, player, species):
            log(state, events.Fertile(player=player, uid=species.uid, pop=species.pop + 1))
            feeding.gain_population(state, player, species, 1, choice)


# --- Defensive traits -------------------------------------------------------------

class Burrowing(Trait):
    name = "Burrowing"
    safe_when_fed = True

    def protects(self, a):
        if a.target.food >= a.target.pop and not a.assume_hungry:
            return msg("Burrowing: a fed species is safe in its burrow")
        return None


class Climbing(Trait):
    name = "Climbing"

    def protects(self, a):
        if self.name not in a.attacker_names:
            return msg("Climbing: this carnivore cannot climb")
        return None


class DefensiveHerding(Trait):
    name = "Defensive Herding"

    def protects(self, a):
        if a.attacker.pop <= a.target.pop:
            return msg("Defensive Herding: the carnivore's population ({attack}) must be larger than the herd's "
                       "({prey})", attack=a.attacker.pop, prey=a.target.pop)
        return None


class HardShell(Trait):
    name = "Hard Shell"

    def protects(self, a):
        if not a.big_enough(a.target.size + 4):
            return msg("Hard Shell: the shell counts as size {shell}, the carnivore attacks with {attack}",
                       shell=a.target.size + 4, attack=a.size)
        return None


class Horns(Trait):
    name = "Horns"

    def strike_back(self, state, attacker_owner, attacker):
        return feeding.lose_population(state, attacker_owner, attacker, self.name)


class Symbiosis(Trait):
    name = "Symbiosis"

    def protects(self, a):
        right = a.row[a.index + 1] if a.index + 1 < len(a.row) else None
        if right is not None and right.size > a.target.size:
            return msg("Symbiosis: protected while the species to its right is larger")
        return None


class WarningCall(Trait):
    name = "Warning Call"

    def protects_neighbour(self, a):
        if Ambush.name not in a.attacker_names:
            return msg("Warning Call: a neighbour's warning protects it (Ambush would ignore it)")
        return None


# --- Flight (docs/rules.md, Ruleset `flight`) ------------------------------------------------------------

class Flight(Trait):
    """Comes with an avian species (its upkeep and size limit are the species' ``avian`` flag, see
    ``feeding``); protects from carnivores without Flight; lets a Flight carnivore discard to ignore
    three protections; goes back to the Flight supply when discarded."""

    name = "Flight"
    to_supply = True
    IGNORES: ClassVar[frozenset[str]] = frozenset({"Symbiosis", "Warning Call", "Climbing"})

    def protects(self, a):
        if self.name not in a.attacker_names:
            return msg("Only a Flight carnivore can attack a Flight species")
        return None

    def negates(self, trait):
        return trait in self.IGNORES  # R-FL-8

    def on_discard(self, state, player, species):
        """Replacing Flight turns the species into a land species, same size and population."""
        species.avian = False
        species.upkeep = 0  # back to the bank (R-FL-2)
        return 0


class Camouflage(Trait):
    name = "Camouflage"

    def protects(self, a):
        if GoodEyesight.name not in a.attacker_names:
            return msg("Camouflage: only a carnivore with Good Eyesight can attack it")
        return None


class GoodEyesight(Trait):
    """Leaf: a non-carnivore takes 2 plants from the watering hole (R-FL-5: never the Cliff)."""

    name = "Good Eyesight"
    leaf = True

    def leaf_useful(self, state, player, species):
        return (state.watering_hole > 0 and not feeding.is_carnivore(state, species)
                and feeding.room(state, species) > 0)

    def leaf_reach(self, state, player, species):
        return feeding.take_reach(state, player, species) | {feeding.WATERING_HOLE}

    def resolve_leaf(self, state, player, species, choice=None):
        feeding.take(state, player, species, feeding.PLANT, feeding.WATERING_HOLE, 2, self.name)


class BroodParasite(Trait):
    """Leaf: on an avian species whose owner has another avian species, population +1 (if it can
    grow) and 1 plant or meat from the bank (R-FL-4: a carnivore takes meat)."""

    name = "Brood Parasite"
    leaf = True

    def leaf_useful(self, state, player, species):
        return species.avian and any(s.avian for s in state.players[player].species if s is not species)

    def leaf_reach(self, state, player, species):
        return feeding.take_reach(state, player, species) | feeding.gain_reach(state, player, species)

    def leaf_choices(self, state, player, species):
        if not self.leaf_useful(state, player, species) or feeding.is_carnivore(state, species):
            return (None,)
        return (None, feeding.MEAT)  # default: a plant

    def resolve_leaf(self, state, player, species, choice=None):
        if not self.leaf_useful(state, player, species):
            return  # no effect on a land species (it still scores)
        if species.pop < state.rules.max_track:
            log(state, events.BroodParasite(player=player, uid=species.uid, pop=species.pop + 1))
            feeding.gain_population(state, player, species, 1, None)
        kind = feeding.MEAT if choice == feeding.MEAT or feeding.is_carnivore(state, species) else feeding.PLANT
        if feeding.is_alive(state, player, species):
            feeding.take(state, player, species, kind, feeding.BANK, 1, self.name)


class Nesting(Trait):
    """On gaining population: a land species takes 1 plant per population gained from the watering
    hole or the Cliff (one take each, R-FL-7); an avian species 2 meat per population gained from the
    bank, as one take (R-FL-10)."""

    name = "Nesting"

    def gain_sources(self, state, species):
        if species.avian or state.cliff <= 0:
            return (None,)
        return (None, feeding.CLIFF)  # default: the watering hole

    def on_population_gain(self, state, player, species, gained, source):
        if species.avian:
            feeding.take(state, player, species, feeding.MEAT, feeding.BANK, 2 * gained, self.name)
            return
        for _ in range(gained):
            feeding.take(state, player, species, feeding.PLANT, source or feeding.WATERING_HOLE, 1, self.name)


TRAITS: MappingProxyType[str, Trait] = MappingProxyType({
    t.name: t()
    for t in (Carnivore, Ambush, PackHunting, Cooperation, FatTissue, Foraging, Intelligence, LongNeck,
              Scavenger, Fertile, Burrowing, Climbing, DefensiveHerding, HardShell, Horns, Symbiosis,
              WarningCall)
})
FLIGHT_TRAITS: MappingProxyType[str, Trait] = MappingProxyType({
    **TRAITS, **{t.name: t() for t in (Flight, Camouflage, GoodEyesight, BroodParasite, Nesting)}})


# --- Flight's event cards ------------------------------------------------------------

class EventCard:
    """An event card, played in the event step after the traits are revealed (then its player draws
    1). ``options`` lists its (species, target, source) choices; ``play`` applies one."""

    name: ClassVar[str]

    def options(self, state: GameState, player: int) -> Iterator[tuple[int | None, tuple[int, int] | None, str | None]]:
        yield None, None, None

    def play(self, state: GameState, player: int, species: int | None, target: tuple[int, int] | None,
             source: str | None) -> None:
        pass


class DiveBomb(EventCard):
    """One of the player's avian species feeds now: a carnivore attacks a legal target; another
    species takes 2 plants from the watering hole, the Cliff or the bank."""

    name = "Dive-Bomb"

    def options(self, state, player):
        for i, s in enumerate(state.players[player].species):
            have = feeding.names(state, s)
            if not s.avian or feeding.room(state, s, have) <= 0:
                continue
            if feeding.is_carnivore(state, s, have):
                for target in feeding.targets(state, player, s, have):
                    yield i, target, None
            else:
                for source, supply in ((feeding.WATERING_HOLE, state.watering_hole), (feeding.CLIFF, state.cliff)):
                    if supply > 0:
                        yield i, None, source
                yield i, None, feeding.BANK

    def play(self, state, player, species, target, source):
        diver = state.players[player].species[species]
        if target is None:
            feeding.take(state, player, diver, feeding.PLANT, source, 2, self.name)
            return
        owner, index = target
        prey = state.players[owner].species[index]
        log(state, Attack(player=player, uid=diver.uid, target=[owner, prey.uid], negated=[]))
        feeding.resolve_attack(state, player, diver, owner, prey)


class SeedDispersal(EventCard):
    """Plants on the watering hole, one per avian species in play."""

    name = "Seed Dispersal"

    def play(self, state, player, species, target, source):
        added = sum(s.avian for p in state.players for s in p.species)
        state.watering_hole += added
        log(state, events.SeedDispersal(player=player, plants=added, watering_hole=state.watering_hole))


NO_EVENTS: MappingProxyType[str, EventCard] = MappingProxyType({})
FLIGHT_EVENTS: MappingProxyType[str, EventCard] = MappingProxyType({e.name: e() for e in (DiveBomb, SeedDispersal)})
