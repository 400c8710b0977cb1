"""The 17 base-game traits: each trait's rules live in its class, and only there.

A trait is one class here plus one entry in ``data/cards.json`` (its names and rule text in each
language, its group, the bots' rough worth). Hooks (all optional; the base ``Trait`` does nothing):

- ``carnivore``: the species attacks for meat and never eats plants.
- ``attack_size`` / ``protects`` / ``protects_neighbour``: the attack checks of R-ATK. A
  protection returns a reason a player can read, or None.
- ``strike_back`` / ``after_any_attack``: R-ATK-ORDER steps 2 and 4 (Horns, Scavenger).
- ``leaf_useful`` / ``resolve_leaf``: leaf traits, resolved at the start of feeding (R-LEAF).
- ``extra_plants`` / ``after_take``: what happens when the species takes food (R-TAKE).
- ``storage`` / ``stores_fat`` / ``on_discard``: extra room beyond population (Fat Tissue).

The engine calls the hooks of the traits a species has; negated traits (Intelligence)
are already left out by ``feeding.names``.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, ClassVar

from ...core.messages import msg
from . import feeding
from .events import log

if TYPE_CHECKING:
    from .feeding import AttackCheck
    from .models import GameState, Species


class Trait:
    name: ClassVar[str]
    leaf: ClassVar[bool] = False
    carnivore: ClassVar[bool] = False
    stores_fat: ClassVar[bool] = False
    passes_right: ClassVar[bool] = False  # a take by this species makes its right neighbour take too

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

    def resolve_leaf(self, state: GameState, player: int, species: Species) -> None:
        pass

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

    passes_right = True

    def after_take(self, state, player, species, kind, source, attacker):
        row = state.players[player].species
        i = feeding.index_of(row, species)
        if i + 1 < len(row):
            feeding.take(state, player, row[i + 1], kind, source, 1, self.name, attacker)


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
        return species.fat > 0 and species.food < species.pop

    def resolve_leaf(self, state, player, species):
        moved = min(species.fat, species.pop - species.food)
        if moved > 0:
            species.fat -= moved
            species.food += moved
            log(state, "fat_used", player, species=feeding.index_of(state.players[player].species, species),
                        amount=moved)


class Foraging(Trait):
    name = "Foraging"

    def extra_plants(self):
        return 1


class Intelligence(Trait):
    name = "Intelligence"


class LongNeck(Trait):
    name = "Long Neck"
    leaf = True

    def leaf_useful(self, state, player, species):
        return not feeding.is_carnivore(state, species) and feeding.room(state, species) > 0

    def leaf_reach(self, state, player, species):
        return feeding.take_reach(state, player, species)

    def resolve_leaf(self, state, player, species):
        feeding.take(state, player, species, feeding.PLANT, feeding.BANK, 1, self.name)


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
        return {species.uid, feeding.WATERING_HOLE}

    def resolve_leaf(self, state, player, species):
        if self.leaf_useful(state, player, species):
            species.pop += 1
            log(state, "fertile", player, species=feeding.index_of(state.players[player].species, species),
                        pop=species.pop)


# --- Defensive traits -------------------------------------------------------------

class Burrowing(Trait):
    name = "Burrowing"

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


TRAITS: MappingProxyType[str, Trait] = MappingProxyType({
    t.name: t()
    for t in (Carnivore, Ambush, PackHunting, Cooperation, FatTissue, Foraging, Intelligence, LongNeck,
              Scavenger, Fertile, Burrowing, Climbing, DefensiveHerding, HardShell, Horns, Symbiosis,
              WarningCall)
})
