"""Every move of S-Evolution, as small frozen plain records (``core.plain``); ``validator()`` reads one
from untrusted data (pydantic's discriminated union on ``kind`` over these classes).

Cards are named by id (``R-F3``, see cards.py). A blind player (Obscurantism) cannot name a
card: they play a face-down slot of their hand (``PlayBlind``). Suits in ``res`` are kept in
the order F, T, S so that one choice has one spelling (links store moves as indexes in the
legal-move list).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union, get_args

from annotated_types import Ge, Le, MaxLen, MinLen

from ...core.plain import Pattern, PlainRecord, by_kind, plain, union_validator
from .rules import BUILDINGS

Suit = Literal["F", "T", "S"]
BuildingId = Literal["farm", "factory", "lab", "commerce", "prestige", "shield"]
CARD_PATTERN = r"^[RGBY]-(?:[FTS][1-8]|D[1-6])$"
CardId = Annotated[str, Pattern(CARD_PATTERN)]
SUIT_ORDER = {"F": 0, "T": 1, "S": 2}
assert set(BuildingId.__args__) == set(BUILDINGS)


@plain
class _Move(PlainRecord):
    player: Annotated[int, Ge(0), Le(3)]


@plain
class _Resources(_Move):
    res: Annotated[tuple[Suit, ...], MinLen(1), MaxLen(2)]

    def __post_init__(self) -> None:
        object.__setattr__(self, "res", tuple(sorted(self.res, key=SUIT_ORDER.__getitem__)))


# --- Cards phase ---
@plain
class NameTrump(_Move):
    """S-TRUMP: the entitled Age V-VI player names the trump suit."""
    kind: Literal["trump"] = "trump"
    suit: Suit


@plain
class Play(_Move):
    """Play a card from hand into the trick."""
    kind: Literal["play"] = "play"
    card: CardId


@plain
class PlayBlind(_Move):
    """Obscurantism: play the face-down card in this slot of your hand (you cannot see it)."""
    kind: Literal["play_blind"] = "play_blind"
    slot: Annotated[int, Ge(0), Le(5)]


@plain
class Take(_Move):
    """Pick a card from the complete trick (a Discovery of the age you played, or a resource card)."""
    kind: Literal["take"] = "take"
    card: CardId


# --- Action phase: collect choices (asked in this order: lose, remove, jokers) ---
@plain
class Lose(_Resources):
    """Obscurantism or Invasion taken in the last round: lose 2 resources of choice."""
    kind: Literal["lose"] = "lose"


@plain
class Remove(_Move):
    """Take a worker off a building (forced by a population loss, or freely when managing)."""
    kind: Literal["remove"] = "remove"
    building: BuildingId


@plain
class Joker(_Resources):
    """The resources a joker gives (a Shield-2 player's calamity: 2 of them)."""
    kind: Literal["joker"] = "joker"
    card: CardId


# --- Action phase: Commerce, needs, bonus ---
@plain
class Commerce(_Move):
    """Convert 1 resource into another type (up to the Commerce level, before needs)."""
    kind: Literal["commerce"] = "commerce"
    give: Suit
    get: Suit


@plain
class Needs(_Move):
    """Done converting: pay the needs."""
    kind: Literal["needs"] = "needs"


@plain
class Up(_Move):
    """All needs met: move up one age."""
    kind: Literal["up"] = "up"


@plain
class Stay(_Move):
    """All needs met: stay in this age."""
    kind: Literal["stay"] = "stay"


# --- Action phase: management ---
@plain
class BuyPop(_Move):
    """+1 population for 1 Science."""
    kind: Literal["pop"] = "pop"


@plain
class BuyAge(_Move):
    """One age up for 3 Science (once per round)."""
    kind: Literal["age"] = "age"


@plain
class Worker(_Move):
    """Place a worker on a building at ``level``, or raise the worker there to ``level``."""
    kind: Literal["worker"] = "worker"
    building: BuildingId
    level: Annotated[int, Ge(1), Le(3)]


@plain
class End(_Move):
    """End your action phase."""
    kind: Literal["end"] = "end"


Action = Union[NameTrump, Play, PlayBlind, Take, Lose, Remove, Joker, Commerce, Needs, Up, Stay, BuyPop, BuyAge,  # noqa: UP007
               Worker, End]
ACTIONS: tuple[type[Action], ...] = get_args(Action)
CollectChoice = Union[Lose, Remove, Joker]  # noqa: UP007
BY_KIND = by_kind(ACTIONS)


def validator() -> Any:
    """Pydantic's validator of one move (``core.plain.union_validator``, built on first use)."""
    return union_validator(Action)


