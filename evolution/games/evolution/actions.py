"""Every move a player can make, as a discriminated union of small frozen models.

Indexes refer to the state at the moment the action is applied: ``card`` is an index
into the acting player's hand, ``species`` into their row (left to right), ``target`` is
``(player, species index)``. Action objects are interned (see ``make``) because legal-move
lists are rebuilt after every move and bots search through many of them.
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, ClassVar, Literal, Union, get_args

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter


class _Action(BaseModel):
    # Validators are built on first use or by ``build_validators`` (20 models: most of the game's
    # import time in the browser, before the first table otherwise).
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)
    ARGS: ClassVar[tuple[str, ...]] = ()
    player: int = Field(ge=0)

    def __eq__(self, other: object) -> bool:
        """Pydantic's equality (same class, same fields; actions have no private or extra fields), with
        the interned case first: bots test ``move in legal`` thousands of times."""
        if self is other:
            return True
        if type(other) is not type(self):
            return False if isinstance(other, BaseModel) else NotImplemented
        return self.__dict__ == other.__dict__


# Phase 2
class FoodCard(_Action):
    """Put a card from hand face down on the watering hole."""
    kind: Literal["food_card"] = "food_card"
    ARGS: ClassVar = ("card",)
    card: int = Field(ge=0)


# Phase 3
class PlayTrait(_Action):
    """Place a card face down as a trait on one of your species."""
    kind: Literal["trait"] = "trait"
    ARGS: ClassVar = ("card", "species")
    card: int = Field(ge=0)
    species: int = Field(ge=0)


class NewSpecies(_Action):
    """Discard a card for a new species (size 1, population 1) at one end of your row."""
    kind: Literal["new_species"] = "new_species"
    ARGS: ClassVar = ("card", "side")
    card: int = Field(ge=0)
    side: Literal["left", "right"]


class GrowSize(_Action):
    """Discard a card for body size +1."""
    kind: Literal["size"] = "size"
    ARGS: ClassVar = ("card", "species")
    card: int = Field(ge=0)
    species: int = Field(ge=0)


class GrowPop(_Action):
    """Discard a card for population +1."""
    kind: Literal["pop"] = "pop"
    ARGS: ClassVar = ("card", "species")
    card: int = Field(ge=0)
    species: int = Field(ge=0)


class NewAvian(_Action):
    """Flight: discard cards (the ruleset's ``avian_cost``) for an avian species with a Flight card."""
    kind: Literal["new_avian"] = "new_avian"
    ARGS: ClassVar = ("cards", "side")
    cards: tuple[Annotated[int, Field(ge=0)], ...]
    side: Literal["left", "right"]


class GrowPopCliff(GrowPop):
    """Flight: population +1 where Nesting's plant for it comes from the Cliff (R-FL-7)."""
    kind: Literal["pop_cliff"] = "pop_cliff"


class DiscardTrait(_Action):
    """Discard a trait from one of your species (R-DISCARD-TRAIT)."""
    kind: Literal["discard_trait"] = "discard_trait"
    ARGS: ClassVar = ("species", "trait")
    species: int = Field(ge=0)
    trait: int = Field(ge=0)  # position in the species' trait list


class EndTurn(_Action):
    """Finish playing cards this round."""
    kind: Literal["end_turn"] = "end_turn"


class PlayEvent(_Action):
    """Flight's event step: play event card ``card`` (Dive-Bomb names the avian ``species`` and its
    ``target`` or plant ``source``), then draw 1 card."""
    kind: Literal["event"] = "event"
    ARGS: ClassVar = ("card", "species", "target", "source")
    card: int = Field(ge=0)
    species: int | None = Field(default=None, ge=0)
    target: tuple[Annotated[int, Field(ge=0)], Annotated[int, Field(ge=0)]] | None = None
    source: Literal["watering_hole", "cliff", "bank"] | None = None


# Phase 4
class Leaf(_Action):
    """Resolve this leaf trait now (the owner orders their own leaf traits, R-LEAF)."""
    kind: Literal["leaf"] = "leaf"
    ARGS: ClassVar = ("species", "trait")
    species: int = Field(ge=0)
    trait: str


class LeafChoice(Leaf):
    """Resolve this leaf trait now with a choice other than its default (Brood Parasite's meat,
    a Nesting plant from the Cliff)."""
    kind: Literal["leaf_choice"] = "leaf_choice"
    ARGS: ClassVar = ("species", "trait", "choice")
    choice: Literal["meat", "cliff"]


class Feed(_Action):
    """A hungry non-carnivore takes a plant from the watering hole."""
    kind: Literal["feed"] = "feed"
    ARGS: ClassVar = ("species",)
    species: int = Field(ge=0)
    source: ClassVar[str] = "watering_hole"


class FeedCliff(Feed):
    """Flight: a hungry avian non-carnivore takes a plant from the Cliff."""
    kind: Literal["cliff_feed"] = "cliff_feed"
    source: ClassVar[str] = "cliff"


class StoreFat(_Action):
    """A fed Fat Tissue non-carnivore takes a plant from the watering hole as fat (R-FAT-OPT)."""
    kind: Literal["fat"] = "fat"
    ARGS: ClassVar = ("species",)
    species: int = Field(ge=0)
    source: ClassVar[str] = "watering_hole"


class StoreFatCliff(StoreFat):
    """Flight: a fed avian Fat Tissue non-carnivore stores a plant from the Cliff as fat."""
    kind: Literal["cliff_fat"] = "cliff_fat"
    source: ClassVar[str] = "cliff"


class Attack(_Action):
    """A carnivore attacks ``target`` = (player, species index)."""
    kind: Literal["attack"] = "attack"
    ARGS: ClassVar = ("species", "target")
    species: int = Field(ge=0)
    target: tuple[Annotated[int, Field(ge=0)], Annotated[int, Field(ge=0)]]


class Negate(_Action):
    """Intelligence on a carnivore: discard a card to negate a trait for its next attack (R-INT)."""
    kind: Literal["negate"] = "negate"
    ARGS: ClassVar = ("species", "card", "trait")
    species: int = Field(ge=0)
    card: int = Field(ge=0)
    trait: str


class Intelligence(_Action):
    """Intelligence on a non-carnivore: discard a card to take 2 plants from the bank (R-INT)."""
    kind: Literal["intelligence"] = "intelligence"
    ARGS: ClassVar = ("species", "card")
    species: int = Field(ge=0)
    card: int = Field(ge=0)


class Pass(_Action):
    """Stop feeding for this round (R-PASS)."""
    kind: Literal["pass"] = "pass"


Action = Annotated[
    Union[FoodCard, PlayTrait, NewSpecies, GrowSize, GrowPop, DiscardTrait, EndTurn,
          Leaf, Feed, StoreFat, Attack, Negate, Intelligence, Pass,
          NewAvian, GrowPopCliff, PlayEvent, LeafChoice, FeedCliff, StoreFatCliff],
    Field(discriminator="kind"),
]
ACTION = TypeAdapter(Action, config=ConfigDict(defer_build=True))
ACTION_LIST = TypeAdapter(list[Action], config=ConfigDict(defer_build=True))


def build_validators() -> None:
    """Build every deferred validator now (``Game.prepare``)."""
    for cls in get_args(get_args(Action)[0]):
        cls.model_rebuild(force=True)
    ACTION.rebuild()
    ACTION_LIST.rebuild()

@cache
def make(cls: type[_Action], player: int, *args) -> _Action:
    """The (shared, immutable) action ``cls(player, *args)``."""
    return cls(player=player, **dict(zip(cls.ARGS, args)))
