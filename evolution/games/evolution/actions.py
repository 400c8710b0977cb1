"""Every move a player can make, as small frozen plain records (``core.plain``), one class per kind.

Indexes refer to the state at the moment the action is applied: ``card`` is an index
into the acting player's hand, ``species`` into their row (left to right), ``target`` is
``(player, species index)``. Action objects are interned (see ``make``) because legal-move
lists are rebuilt after every move and bots search through many of them.

The engine makes its moves itself; a move from outside (a save, a link, the page) is read by
``validator()``: pydantic's discriminated union on ``kind`` over these very classes (their annotations
are its schema), imported the first time it is needed, after the page's first table.
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any, ClassVar, Literal, Union, get_args

from annotated_types import Ge

from ...core.plain import PlainRecord, plain, union_validator

Index = Annotated[int, Ge(0)]


@plain
class _Action(PlainRecord):
    ARGS: ClassVar[tuple[str, ...]] = ()
    player: Index


# Phase 2
@plain
class FoodCard(_Action):
    """Put a card from hand face down on the watering hole."""
    kind: Literal["food_card"] = "food_card"
    ARGS: ClassVar = ("card",)
    card: Index


# Phase 3
@plain
class PlayTrait(_Action):
    """Place a card face down as a trait on one of your species."""
    kind: Literal["trait"] = "trait"
    ARGS: ClassVar = ("card", "species")
    card: Index
    species: Index


@plain
class NewSpecies(_Action):
    """Discard a card for a new species (size 1, population 1) at one end of your row."""
    kind: Literal["new_species"] = "new_species"
    ARGS: ClassVar = ("card", "side")
    card: Index
    side: Literal["left", "right"]


@plain
class GrowSize(_Action):
    """Discard a card for body size +1."""
    kind: Literal["size"] = "size"
    ARGS: ClassVar = ("card", "species")
    card: Index
    species: Index


@plain
class GrowPop(_Action):
    """Discard a card for population +1."""
    kind: Literal["pop"] = "pop"
    ARGS: ClassVar = ("card", "species")
    card: Index
    species: Index


@plain
class NewAvian(_Action):
    """Flight: discard cards (the ruleset's ``avian_cost``) for an avian species with a Flight card."""
    kind: Literal["new_avian"] = "new_avian"
    ARGS: ClassVar = ("cards", "side")
    cards: tuple[Index, ...]
    side: Literal["left", "right"]


@plain
class GrowPopCliff(GrowPop):
    """Flight: population +1 where Nesting's plant for it comes from the Cliff (R-FL-7)."""
    kind: Literal["pop_cliff"] = "pop_cliff"


@plain
class DiscardTrait(_Action):
    """Discard a trait from one of your species (R-DISCARD-TRAIT)."""
    kind: Literal["discard_trait"] = "discard_trait"
    ARGS: ClassVar = ("species", "trait")
    species: Index
    trait: Index  # position in the species' trait list


@plain
class EndTurn(_Action):
    """Finish playing cards this round."""
    kind: Literal["end_turn"] = "end_turn"


@plain
class PlayEvent(_Action):
    """Flight's event step: play event card ``card`` (Dive-Bomb names the avian ``species`` and its
    ``target`` or plant ``source``), then draw 1 card."""
    kind: Literal["event"] = "event"
    ARGS: ClassVar = ("card", "species", "target", "source")
    card: Index
    species: Index | None = None
    target: tuple[Index, Index] | None = None
    source: Literal["watering_hole", "cliff", "bank"] | None = None


# Phase 4
@plain
class Leaf(_Action):
    """Resolve this leaf trait now (the owner orders their own leaf traits, R-LEAF)."""
    kind: Literal["leaf"] = "leaf"
    ARGS: ClassVar = ("species", "trait")
    species: Index
    trait: str


@plain
class LeafChoice(Leaf):
    """Resolve this leaf trait now with a choice other than its default (Brood Parasite's meat,
    a Nesting plant from the Cliff)."""
    kind: Literal["leaf_choice"] = "leaf_choice"
    ARGS: ClassVar = ("species", "trait", "choice")
    choice: Literal["meat", "cliff"]


@plain
class Feed(_Action):
    """A hungry non-carnivore takes a plant from the watering hole."""
    kind: Literal["feed"] = "feed"
    ARGS: ClassVar = ("species",)
    species: Index
    source: ClassVar[str] = "watering_hole"


@plain
class FeedCliff(Feed):
    """Flight: a hungry avian non-carnivore takes a plant from the Cliff."""
    kind: Literal["cliff_feed"] = "cliff_feed"
    source: ClassVar[str] = "cliff"


@plain
class StoreFat(_Action):
    """A fed Fat Tissue non-carnivore takes a plant from the watering hole as fat (R-FAT-OPT)."""
    kind: Literal["fat"] = "fat"
    ARGS: ClassVar = ("species",)
    species: Index
    source: ClassVar[str] = "watering_hole"


@plain
class StoreFatCliff(StoreFat):
    """Flight: a fed avian Fat Tissue non-carnivore stores a plant from the Cliff as fat."""
    kind: Literal["cliff_fat"] = "cliff_fat"
    source: ClassVar[str] = "cliff"


@plain
class Attack(_Action):
    """A carnivore attacks ``target`` = (player, species index)."""
    kind: Literal["attack"] = "attack"
    ARGS: ClassVar = ("species", "target")
    species: Index
    target: tuple[Index, Index]


@plain
class Negate(_Action):
    """Intelligence on a carnivore: discard a card to negate a trait for its next attack (R-INT)."""
    kind: Literal["negate"] = "negate"
    ARGS: ClassVar = ("species", "card", "trait")
    species: Index
    card: Index
    trait: str


@plain
class Intelligence(_Action):
    """Intelligence on a non-carnivore: discard a card to take 2 plants from the bank (R-INT)."""
    kind: Literal["intelligence"] = "intelligence"
    ARGS: ClassVar = ("species", "card")
    species: Index
    card: Index


@plain
class Pass(_Action):
    """Stop feeding for this round (R-PASS)."""
    kind: Literal["pass"] = "pass"


Action = Union[FoodCard, PlayTrait, NewSpecies, GrowSize, GrowPop, DiscardTrait, EndTurn,  # noqa: UP007
               Leaf, Feed, StoreFat, Attack, Negate, Intelligence, Pass,
               NewAvian, GrowPopCliff, PlayEvent, LeafChoice, FeedCliff, StoreFatCliff]
ACTIONS: tuple[type[Action], ...] = get_args(Action)


def validator() -> Any:
    """Pydantic's validator of one move (``core.plain.union_validator``, built on first use)."""
    return union_validator(Action)


@cache
def make(cls: type[_Action], player: int, *args) -> _Action:
    """The (shared, immutable) action ``cls(player, *args)``."""
    return cls(player=player, **dict(zip(cls.ARGS, args)))
