"""Rulesets as objects: every way one ruleset differs from another is a field or a method here.

The engine, the view, the bots and the scenario harness ask ``state.rules``; no code anywhere
tests a ruleset's id. ``Rules`` is the base game (North Star Games, 2nd edition, docs/rules.md §1-8);
a ruleset or expansion is a subclass that overrides what it changes and is listed in RULESETS.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, ClassVar

from .traits import FLIGHT_EVENTS, FLIGHT_TRAITS, NO_EVENTS, TRAITS, EventCard, Trait

if TYPE_CHECKING:
    from .models import Species


TRAIT_HOOKS = ("attack_size", "protects", "protects_neighbour", "extra_plants", "after_take", "storage",
               "strike_back", "after_any_attack", "negates", "on_population_gain", "gain_sources")


class Rules:
    id: ClassVar[str] = "nsg2"
    deck: ClassVar[str] = "nsg2_129"
    players: ClassVar[tuple[int, int]] = (2, 6)
    # its name and blurb in English; the game's catalogue has them in every language (catalogue/)
    name: ClassVar[str] = "North Star Games, 2nd edition"
    blurb: ClassVar[str] = "The reference rules: 129 cards, attack a smaller species, 40 cards set aside with 2 players."
    traits: ClassVar[MappingProxyType[str, Trait]] = TRAITS
    events: ClassVar[MappingProxyType[str, EventCard]] = NO_EVENTS  # event cards: played in an event step
    max_track: ClassVar[int] = 6  # body size and population run 1..6
    quick_play_players: ClassVar[int] = 6  # docs/rules.md §2: a table this big always plays quick play (§8)
    # R-BSW-INT: a non-carnivore's Intelligence is used in the leaf step, before feeding turns
    herbivore_intelligence_before_feeding: ClassVar[bool] = False
    # R-BSW-REVEAL: phase 4 reveals the food cards first, then the leaf traits act (they see the plants)
    food_revealed_before_leaf_traits: ClassVar[bool] = False
    # R-BSW-DROP: a player whose species are all fed takes no more feeding turns (no fat storing)
    fed_players_drop_out: ClassVar[bool] = False
    # R-BSW-FREE: a player left without species gets a free one at the end of feeding
    free_species_after_feeding: ClassVar[bool] = False
    # Flight seams (docs/rules.md, Ruleset `flight`): cards for an avian species (0: none), its size limit, the Cliff,
    # the set-aside cards as the end reserve instead of the reshuffle
    avian_cost: ClassVar[int] = 0
    avian_max_size: ClassVar[int] = 3
    reserve_replaces_reshuffle: ClassVar[bool] = False

    def __init__(self) -> None:
        # Derived from the trait classes, never edited: trait names by class flag, and by the hooks
        # their class overrides (the base Trait's hooks do nothing, so the engine calls only these).
        traits = self.traits
        self.carnivores = frozenset(n for n, t in traits.items() if t.carnivore)
        self.fat_stores = frozenset(n for n, t in traits.items() if t.stores_fat)
        self.leaf_traits = frozenset(n for n, t in traits.items() if t.leaf)
        self.supply_traits = frozenset(n for n, t in traits.items() if t.to_supply)
        self.passers = frozenset(n for n, t in traits.items() if t.passes_right)
        self.fed_shelters = frozenset(n for n, t in traits.items() if t.safe_when_fed)
        self.leaf_feeders = frozenset(n for n, t in traits.items() if t.leaf_bank_plants)
        self.hooked = {hook: frozenset(n for n, t in traits.items() if getattr(type(t), hook) is not getattr(Trait, hook))
                       for hook in TRAIT_HOOKS}

    def max_traits(self, players: int) -> int:
        return 2 if players == 2 else 3  # R-2P

    def set_aside(self, players: int) -> int:
        return 40 if players == 2 else 0  # R-2P

    def max_size(self, species: Species) -> int:
        return self.avian_max_size if species.avian else self.max_track

    def cliff_plants(self, players: int) -> int:
        """Plants added to the Cliff at each reveal (none without Flight)."""
        return 0

    def big_enough(self, attack: int, prey: int) -> bool:
        """R-ATK: the carnivore's attack size against the prey's (Hard Shell included)."""
        return attack > prey

    def watering_hole_after_reveal(self, plants: int, total: int) -> int:
        """R-NEG: a negative total removes plants, never below 0."""
        return max(0, plants + total)


class GermanRules(Rules):
    """The German 110-card edition as played on Brettspielwelt (docs/rules.md, Ruleset `bsw`)."""

    id = "bsw"
    deck = "bsw_110"  # R-BSW-DECK
    players = (2, 5)
    name = "German edition (110 cards)"
    blurb = ("110 cards, 2-5 players; attack a species of your size or smaller; no food lost to negative cards; "
             "a fed player stops feeding; no cards set aside with 2.")
    quick_play_players = 99  # no table size forces quick play (5 players at most)
    herbivore_intelligence_before_feeding = True
    food_revealed_before_leaf_traits = True
    fed_players_drop_out = True
    free_species_after_feeding = True

    def set_aside(self, players: int) -> int:
        return 0  # R-BSW-2P

    def big_enough(self, attack: int, prey: int) -> bool:
        return attack >= prey  # R-BSW-ATK

    def watering_hole_after_reveal(self, plants: int, total: int) -> int:
        return plants + max(0, total)  # R-BSW-NEG


class FlightRules(Rules):
    """The base game with the Flight expansion (docs/rules.md, Ruleset `flight`)."""

    id = "flight"
    deck = "nsg2_129+flight+flight_supply"  # the Flight cards are set apart as their supply at setup
    name = "North Star Games + Flight"
    blurb = ("The base game with birds: avian species (2 cards, upkeep, size 3 at most), the Cliff, "
             "Camouflage, Good Eyesight, Brood Parasite, Nesting and the events Dive-Bomb and Seed Dispersal.")
    traits = FLIGHT_TRAITS
    events = FLIGHT_EVENTS
    avian_cost = 2
    reserve_replaces_reshuffle = True

    def set_aside(self, players: int) -> int:
        return 40  # the end reserve, at every table size (R-FL-RESERVE)

    def cliff_plants(self, players: int) -> int:
        return players  # R-FL-6: always, whatever the food cards' sum


RULESETS: MappingProxyType[str, Rules] = MappingProxyType({r.id: r for r in (Rules(), GermanRules(), FlightRules())})
