"""Every move of S-Evolution, as a discriminated union of small frozen models (``ACTION``).

Cards are named by id (``R-F3``, see cards.py). A blind player (Obscurantism) cannot name a
card: they play a face-down slot of their hand (``PlayBlind``). Suits in ``res`` are kept in
the order F, T, S so that one choice has one spelling (links store moves as indexes in the
legal-move list).
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, field_validator

from .rules import BUILDINGS

Suit = Literal["F", "T", "S"]
BuildingId = Literal["farm", "factory", "lab", "commerce", "prestige", "shield"]
CardId = Annotated[str, Field(pattern=r"^[RGBY]-(?:[FTS][1-8]|D[1-6])$")]
SUIT_ORDER = {"F": 0, "T": 1, "S": 2}
assert set(BuildingId.__args__) == set(BUILDINGS)


class _Move(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    player: int = Field(ge=0, le=3)


class _Resources(_Move):
    res: tuple[Suit, ...] = Field(min_length=1, max_length=2)

    @field_validator("res")
    @classmethod
    def _in_order(cls, res: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(sorted(res, key=SUIT_ORDER.__getitem__))


# --- Cards phase ---
class NameTrump(_Move):
    """S-TRUMP: the entitled Age V-VI player names the trump suit."""
    kind: Literal["trump"] = "trump"
    suit: Suit


class Play(_Move):
    """Play a card from hand into the trick."""
    kind: Literal["play"] = "play"
    card: CardId


class PlayBlind(_Move):
    """Obscurantism: play the face-down card in this slot of your hand (you cannot see it)."""
    kind: Literal["play_blind"] = "play_blind"
    slot: int = Field(ge=0, le=5)


class Take(_Move):
    """Pick a card from the complete trick (a Discovery of the age you played, or a resource card)."""
    kind: Literal["take"] = "take"
    card: CardId


# --- Action phase: collect choices (asked in this order: lose, remove, jokers) ---
class Lose(_Resources):
    """Obscurantism or Invasion taken in the last round: lose 2 resources of choice."""
    kind: Literal["lose"] = "lose"


class Remove(_Move):
    """Take a worker off a building (forced by a population loss, or freely when managing)."""
    kind: Literal["remove"] = "remove"
    building: BuildingId


class Joker(_Resources):
    """The resources a joker gives (a Shield-2 player's calamity: 2 of them)."""
    kind: Literal["joker"] = "joker"
    card: CardId


# --- Action phase: Commerce, needs, bonus ---
class Commerce(_Move):
    """Convert 1 resource into another type (up to the Commerce level, before needs)."""
    kind: Literal["commerce"] = "commerce"
    give: Suit
    get: Suit


class Needs(_Move):
    """Done converting: pay the needs."""
    kind: Literal["needs"] = "needs"


class Up(_Move):
    """All needs met: move up one age."""
    kind: Literal["up"] = "up"


class Stay(_Move):
    """All needs met: stay in this age."""
    kind: Literal["stay"] = "stay"


# --- Action phase: management ---
class BuyPop(_Move):
    """+1 population for 1 Science."""
    kind: Literal["pop"] = "pop"


class BuyAge(_Move):
    """One age up for 3 Science (once per round)."""
    kind: Literal["age"] = "age"


class Worker(_Move):
    """Place a worker on a building at ``level``, or raise the worker there to ``level``."""
    kind: Literal["worker"] = "worker"
    building: BuildingId
    level: int = Field(ge=1, le=3)


class End(_Move):
    """End your action phase."""
    kind: Literal["end"] = "end"


Action = Annotated[
    Union[NameTrump, Play, PlayBlind, Take, Lose, Remove, Joker, Commerce, Needs, Up, Stay, BuyPop, BuyAge,
          Worker, End],
    Field(discriminator="kind"),
]
ACTION = TypeAdapter(Action)
CollectChoice = Annotated[Union[Lose, Remove, Joker], Field(discriminator="kind")]
