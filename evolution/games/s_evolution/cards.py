"""The 30-card decks, read from ``data/cards.json`` (a reconstruction: see its ``_status``).

A card is named by a short id, the same in the state, the saves and the scenario files:
``R-F3`` is the Red deck's Food 3, ``G-S4`` the Green deck's Science 4 (a calamity), ``B-D2``
the Blue deck's Age II Discovery. Yields, which 4s are calamities and the Discovery colours are
data, never code.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import NamedTuple

from ...core.messages import Label, Message, msg
from .words import CALAMITY_NAMES, ROMAN, SET_NAMES, SUIT_NAMES

DATA = Path(__file__).with_name("data") / "cards.json"
CARD_ID = re.compile(r"^[RGBY]-(?:[FTS][1-8]|D[1-6])$")


class Card(NamedTuple):
    id: str
    deck: str  # the deck's colour: R G B Y
    suit: str | None  # F T S (the trick "colour"); None for a Discovery
    strength: int  # 1-8; 0 for a Discovery (it has no strength)
    gives: int  # resources it gives when collected (0 for a calamity or a Discovery)
    joker: bool  # gives ``gives`` resources of the taker's choice
    calamity: str | None  # the calamity's id (see calamities.py)
    age: int  # a Discovery's age (1-6); 0 for a resource card
    colour: str | None  # a Discovery's colour for the end-of-game sets

    @property
    def discovery(self) -> bool:
        return self.age > 0


@cache
def _raw() -> dict:
    return json.loads(DATA.read_text(encoding="utf-8"))


def colours() -> tuple[str, ...]:
    """The decks, in seating order (Red, Green, Blue, Yellow)."""
    return tuple(_raw()["decks"])


def suits() -> tuple[str, ...]:
    return tuple(_raw()["suits"])


@cache
def table() -> dict[str, Card]:
    """Every card of the four decks by id."""
    raw = _raw()
    cards: dict[str, Card] = {}
    for deck in raw["decks"]:
        for suit in raw["suits"]:
            for strength, value in enumerate(raw["yields"][suit], start=1):
                cid = f"{deck}-{suit}{strength}"
                if value == "calamity":
                    card = Card(cid, deck, suit, strength, 0, False, raw["calamities"][deck][suit], 0, None)
                elif value == "joker":
                    card = Card(cid, deck, suit, strength, raw["joker_worth"], True, None, 0, None)
                else:
                    card = Card(cid, deck, suit, strength, int(value), False, None, 0, None)
                cards[cid] = card
        for age, colour in enumerate(raw["discovery_colours"][deck], start=1):
            cid = f"{deck}-D{age}"
            cards[cid] = Card(cid, deck, None, 0, 0, False, None, age, colour)
    return cards


def card(cid: str) -> Card:
    return table()[cid]


def resource_cards(deck: str) -> list[str]:
    """A deck's 24 resource cards (its draw pile before shuffling)."""
    return [c.id for c in table().values() if c.deck == deck and not c.discovery]


def discovery(deck: str, age: int) -> str:
    return f"{deck}-D{age}"


def by_age(cards: list[str]) -> list[str]:
    """Discoveries in column order (Age I first)."""
    return sorted(cards, key=lambda cid: (table()[cid].age, cid))


def label(cid: str) -> Message:
    """A card in words, as printed on it, for refusals and the log: "Food 3", "Tools 4: Famine",
    "Discovery II (Star)" (a Discovery's set, by its symbol; never a colour, which reads as whose card
    it is). A Message: ``core.messages.translate`` says it in another language."""
    c = table()[cid]
    if c.discovery:
        return msg("Discovery {age} ({set})", age=Label(ROMAN[c.age]), set=SET_NAMES[c.colour])  # (a numeral: Label)
    if c.calamity:
        return msg("{suit} {strength}: {calamity}", suit=SUIT_NAMES[c.suit], strength=c.strength,
                   calamity=CALAMITY_NAMES[c.calamity])
    return msg("{suit} {strength}", suit=SUIT_NAMES[c.suit], strength=c.strength)
