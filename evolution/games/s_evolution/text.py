"""S-Evolution in words: log lines, moves, the rules panel and the hint's reasons, in every language
of the game's catalogue (catalogue/; its refusals are keyed by their English, core.messages)."""

from __future__ import annotations

from typing import Any

from ...core.messages import roman, translate
from .actions import Action
from .catalogue import CATALOGUE
from .cards import card, label, table
from .rules import BUILDINGS, needs, trick_rules
from .words import BUILDING_NAMES, CALAMITY_NAMES, SET_NAMES, SUIT_NAMES


def say(key: str, lang: str, /, **params: Any) -> str:
    return CATALOGUE.say(key, lang, **params)


def word(english: str, lang: str) -> str:
    """A suit, colour, building or calamity name (words.py) in ``lang``."""
    return CATALOGUE.text(english, lang)


def suit_name(suit: str, lang: str) -> str:
    return word(SUIT_NAMES[suit], lang)


def set_name(key: str, lang: str) -> str:
    """A Discovery set's name (its symbol: Sun, Moon, Star, Wave), from the data's set key."""
    return word(SET_NAMES[key], lang)


def building_name(building: str, lang: str) -> str:
    return word(BUILDING_NAMES[building], lang)


def card_name(cid: str, lang: str) -> str:
    """A card as printed: "Food 3", "Tools 4: Famine", "Discovery II (Moon)" (its set)."""
    return translate(label(cid), lang)


def card_rule(cid: str, lang: str) -> str:
    """What a card does, from its data (cards.json): what it gives, its calamity, its Discovery set."""
    c = card(cid)
    if c.discovery:
        return say("card.discovery", lang, age=roman(c.age), set=set_name(c.colour, lang))
    if c.calamity:
        return say("card.calamity", lang, calamity=word(CALAMITY_NAMES[c.calamity], lang),
                   rule=say("calamity." + c.calamity, lang))
    if c.joker:
        return say("card.joker", lang, n=c.gives)
    return say("card.gives", lang, n=c.gives, suit=suit_name(c.suit, lang))


def decision_text(decision: str, lang: str) -> str:
    return CATALOGUE.text("decision." + decision, lang)


def resources(amounts: dict[str, int], lang: str) -> str:
    parts = [f"{n} {suit_name(s, lang)}" for s, n in amounts.items() if n]
    return ", ".join(parts) or say("phrase.nothing_res", lang)


def suits_of(res: list[str], lang: str) -> str:
    return resources({s: res.count(s) for s in dict.fromkeys(res)}, lang)


# --- Log lines ------------------------------------------------------------------------------------

def calamity_effect(k: str, lang: str, lost: list[str] | None, pop: int | None, removed: str | None,
                    age: int | None) -> str:
    """What calamity ``k`` did (None: not that): the suit it voids, the resources lost, the population
    (and the worker removed), the age."""
    parts = []
    void = {"famine": "F", "earthquake": "T", "fanaticism": "S"}.get(k)
    if void:
        parts.append(say("phrase.void", lang, suit=suit_name(void, lang)))
    if lost is not None:
        parts.append(say("phrase.lost", lang, res=suits_of(lost, lang)))
    elif k in ("obscurantism", "invasion"):
        parts.append(say("phrase.blind_next" if k == "obscurantism" else "phrase.open_next", lang))
    if pop is not None:
        removed_text = say("phrase.removed", lang, building=building_name(removed, lang)) if removed is not None else ""
        parts.append(say("phrase.pop", lang, pop=pop) + removed_text)
    if age is not None:
        parts.append(say("phrase.age", lang, age=roman(age)))
    if k == "hurricane":
        parts.append(say("phrase.hurricane", lang))
    return ", ".join(parts) or say("phrase.nothing", lang)


# --- Moves ------------------------------------------------------------------------------------

def describe_move(action: Action, lang: str = "en", owner: str | None = None) -> str:
    """A move in words, for the player who makes it (``owner``: the name of the seat whose card a
    take picks from the trick, None for the mover's own)."""
    a, kind = action, action.kind
    f: dict[str, Any] = {}
    if kind == "trump":
        f["suit"] = suit_name(a.suit, lang)
    elif kind in ("play", "take", "joker"):
        f["card"] = card_name(a.card, lang)
        if kind == "take":
            kind, f["owner"] = ("take", owner) if owner is not None else ("take_back", None)
    elif kind == "play_blind":
        f["n"] = a.slot + 1
    if kind in ("lose", "joker"):
        f["res"] = suits_of(list(a.res), lang)
    elif kind in ("remove", "worker"):
        f.update(building=building_name(a.building, lang), level=getattr(a, "level", None))
    elif kind == "commerce":
        f.update(give=suit_name(a.give, lang), get=suit_name(a.get, lang))
    return say("move." + kind, lang, **f)


# --- The rules panel ------------------------------------------------------------------------------

def help_entries(lang: str) -> list[dict[str, Any]]:
    """The rules panel: each age's trick rules and needs, each building (costs), each calamity."""
    entries = []
    for age in range(1, 7):
        wants = ", ".join(suit_name(s, lang) for s in needs(age))
        entries.append({"group": "age", "id": age, "name": say("age.name", lang, age=roman(age)),
                        "rule": say("age.needs", lang, rule=say("age." + trick_rules(age), lang), needs=wants)})
    for b in BUILDINGS.values():
        cost = ", ".join(f"{k} {suit_name(b.pays, lang)}" for k in b.level_costs)
        entries.append({"group": "building", "id": b.id, "name": building_name(b.id, lang),
                        "rule": f"{say('building.' + b.id, lang)} ({cost})"})
    for k in CALAMITY_NAMES:
        carriers = [c.id for c in table().values() if c.calamity == k]
        entries.append({"group": "calamity", "id": k, "name": word(CALAMITY_NAMES[k], lang),
                        "rule": say("calamity." + k, lang), "cards": carriers})
    return entries
