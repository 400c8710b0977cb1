"""Decks and trait metadata, read from ``data/cards.json``.

Food values are data (some are reconstructions, see the file's ``_status``), never code. So are
each trait's names and rule text per language, its group and the bots' rough worth of it.
A card is identified in the game state by its index in its deck's card table.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import NamedTuple

DATA = Path(__file__).with_name("data") / "cards.json"


class Card(NamedTuple):
    trait: str
    food: int


class TraitInfo(NamedTuple):
    name: str
    group: str
    leaf: bool
    arrow: str | None
    expansion: str | None
    event: bool
    names: dict[str, str]  # as printed, per language
    rule: dict[str, str]  # one line of rules text per language
    bot_worth: float  # rough worth on a species before the table's context adjusts it


@cache
def _raw() -> dict:
    return json.loads(DATA.read_text(encoding="utf-8"))


@cache
def trait_info() -> dict[str, TraitInfo]:
    return {
        name: TraitInfo(name, t["group"], t.get("leaf", False), t.get("arrow"), t.get("expansion"),
                        t.get("event", False), t.get("names", {"en": name}), t.get("rule", {}), t.get("bot_worth", 1.0))
        for name, t in _raw()["traits"].items()
    }


@cache
def deck(deck_id: str) -> tuple[Card, ...]:
    """The card table of a deck: card id -> Card. Order is the data file's (trait, then value).
    ``"a+b"`` joins decks a and b (an expansion's cards after the base game's)."""
    decks = _raw()["decks"]
    table: list[Card] = []
    for part in deck_id.split("+"):
        if part not in decks:
            raise ValueError(f"unknown deck {deck_id!r}")
        table += (Card(trait, food) for trait, values in decks[part].items() for food in values)
    return tuple(table)


def deck_ids() -> list[str]:
    return [d for d in _raw()["decks"] if d != "flight_supply"]
