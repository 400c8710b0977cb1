"""The 17 base-game traits: each trait's rules live in its class, and only there.

Hooks (all optional; the base ``Trait`` does nothing):

- ``attack_size`` / ``protects`` / ``protects_neighbour``: the attack checks of R-ATK. A
  protection returns a reason a player can read, or None.
- ``leaf_useful`` / ``resolve_leaf``: leaf traits, resolved at the start of feeding (R-LEAF).
- ``extra_plants`` / ``after_take``: what happens when the species takes food (R-TAKE).
- ``storage``: extra room beyond population (Fat Tissue).

The engine calls the hooks of the traits a species has; negated traits (Intelligence)
are already left out by ``feeding.names``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from . import feeding
from .messages import msg
from .models import MAX_TRACK, log

if TYPE_CHECKING:
    from .feeding import AttackCheck
    from .models import GameState, Species


class Trait:
    name: ClassVar[str]
    leaf: ClassVar[bool] = False
    rule: ClassVar[str]  # one line of rules text, shown in help panels

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

    def after_take(self, state: GameState, player: int, species: Species, kind: str, source: str) -> None:
        pass

    def storage(self, species: Species) -> int:
        return 0

    passes_right: ClassVar[bool] = False  # a take by this species makes its right neighbour take too


# --- Carnivore traits -------------------------------------------------------------

class Carnivore(Trait):
    name = "Carnivore"
    rule = "Must attack other species for meat; never eats plants."


class Ambush(Trait):
    name = "Ambush"
    rule = "When this carnivore attacks, Warning Call does not protect the prey."


class PackHunting(Trait):
    name = "Pack Hunting"
    rule = "This carnivore attacks with size = body size + population."

    def attack_size(self, species):
        return species.pop


# --- Feeding traits ---------------------------------------------------------------

class Cooperation(Trait):
    name = "Cooperation"
    rule = "Whenever it takes food, your species to its right takes 1 food of the same kind from the same place."

    passes_right = True

    def after_take(self, state, player, species, kind, source):
        row = state.players[player].species
        i = feeding.index_of(row, species)
        if i + 1 < len(row):
            feeding.take(state, player, row[i + 1], kind, source, 1, self.name)


class FatTissue(Trait):
    name = "Fat Tissue"
    leaf = True
    rule = ("When fed, it may keep eating and store the food as fat, up to its body size. "
            "Before food cards are revealed, fat moves onto the species up to its population.")

    def storage(self, species):
        return species.size - species.fat

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
    rule = "Whenever it takes plant food, it takes 1 more from the same place."

    def extra_plants(self):
        return 1


class Intelligence(Trait):
    name = "Intelligence"
    rule = ("During your feeding turn, discard cards: a carnivore negates one trait per card for its next attack; "
            "a non-carnivore takes 2 plants from the food bank per card.")


class LongNeck(Trait):
    name = "Long Neck"
    leaf = True
    rule = "Before food cards are revealed, it takes 1 plant from the food bank."

    def leaf_useful(self, state, player, species):
        return not feeding.is_carnivore(state, species) and feeding.room(state, species) > 0

    def leaf_reach(self, state, player, species):
        return feeding.take_reach(state, player, species)

    def resolve_leaf(self, state, player, species):
        feeding.take(state, player, species, feeding.PLANT, feeding.BANK, 1, self.name)


class Scavenger(Trait):
    name = "Scavenger"
    rule = "Whenever any carnivore attacks, it takes 1 meat from the food bank."

    @staticmethod
    def scavenge(state: GameState, attacker_owner: int) -> None:
        """After an attack: every Scavenger, in turn order from the attacker's owner, left to right."""
        n = len(state.players)
        for k in range(n):
            p = (attacker_owner + k) % n
            for species in list(state.players[p].species):
                if Scavenger.name in feeding.names(state, species) and feeding.is_alive(state, p, species):
                    feeding.take(state, p, species, feeding.MEAT, feeding.BANK, 1, Scavenger.name)


# --- Other traits -----------------------------------------------------------------

class Fertile(Trait):
    name = "Fertile"
    leaf = True
    rule = "Before food cards are revealed, population +1 if the watering hole has food."

    def leaf_useful(self, state, player, species):
        return state.watering_hole > 0 and species.pop < MAX_TRACK

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
    rule = "Cannot be attacked while it has food equal to its population."

    def protects(self, a):
        if a.target.food >= a.target.pop:
            return msg("Burrowing: a fed species is safe in its burrow")
        return None


class Climbing(Trait):
    name = "Climbing"
    rule = "Can only be attacked by a carnivore with Climbing."

    def protects(self, a):
        if self.name not in a.attacker_names:
            return msg("Climbing: this carnivore cannot climb")
        return None


class DefensiveHerding(Trait):
    name = "Defensive Herding"
    rule = "Can only be attacked by a carnivore with a larger population."

    def protects(self, a):
        if a.attacker.pop <= a.target.pop:
            return msg("Defensive Herding: the carnivore's population ({attack}) must be larger than the herd's "
                       "({prey})", attack=a.attacker.pop, prey=a.target.pop)
        return None


class HardShell(Trait):
    name = "Hard Shell"
    rule = "Counts as 4 body sizes larger when attacked."

    def protects(self, a):
        if not a.big_enough(a.target.size + 4):
            return msg("Hard Shell: the shell counts as size {shell}, the carnivore attacks with {attack}",
                       shell=a.target.size + 4, attack=a.size)
        return None


class Horns(Trait):
    name = "Horns"
    rule = "A carnivore attacking it loses 1 population (before it eats)."

    @staticmethod
    def strike_back(state: GameState, prey_names: set[str], attacker_owner: int, attacker: Species) -> bool:
        """R-ATK-ORDER 2: returns whether the attacker survives."""
        if Horns.name not in prey_names:
            return True
        return feeding.lose_population(state, attacker_owner, attacker, Horns.name)


class Symbiosis(Trait):
    name = "Symbiosis"
    rule = "Cannot be attacked while your species to its right has a larger body size."

    def protects(self, a):
        right = a.row[a.index + 1] if a.index + 1 < len(a.row) else None
        if right is not None and right.size > a.target.size:
            return msg("Symbiosis: protected while the species to its right is larger")
        return None


class WarningCall(Trait):
    name = "Warning Call"
    rule = "Your species next to it can only be attacked by a carnivore with Ambush."

    def protects_neighbour(self, a):
        if Ambush.name not in a.attacker_names:
            return msg("Warning Call: a neighbour's warning protects it (Ambush would ignore it)")
        return None


TRAITS: dict[str, Trait] = {
    t.name: t()
    for t in (Carnivore, Ambush, PackHunting, Cooperation, FatTissue, Foraging, Intelligence, LongNeck,
              Scavenger, Fertile, Burrowing, Climbing, DefensiveHerding, HardShell, Horns, Symbiosis,
              WarningCall)
}
LEAF_TRAITS = tuple(name for name, t in TRAITS.items() if t.leaf)
