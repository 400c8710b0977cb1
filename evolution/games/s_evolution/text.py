"""S-Evolution in words: log lines, moves, the rules panel and the hint's reasons, in every language
of the game's catalogue (catalogue.py; its refusals are keyed by their English, core.messages)."""

from __future__ import annotations

from typing import Any

from ...core.messages import grammar, roman, translate
from .actions import Action
from .catalogue import CATALOGUE
from .cards import card, label, table
from .events import Event
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


def _resources(amounts: dict[str, int], lang: str) -> str:
    parts = [f"{n} {suit_name(s, lang)}" for s, n in amounts.items() if n]
    return ", ".join(parts) or say("phrase.nothing_res", lang)


def _suits(res: list[str], lang: str) -> str:
    return _resources({s: res.count(s) for s in dict.fromkeys(res)}, lang)


# --- Log lines ------------------------------------------------------------------------------------

def _calamity_effect(d: dict[str, Any], lang: str) -> str:
    k = d["calamity"]
    parts = []
    void = {"famine": "F", "earthquake": "T", "fanaticism": "S"}.get(k)
    if void:
        parts.append(say("phrase.void", lang, suit=suit_name(void, lang)))
    if "lost" in d:
        parts.append(say("phrase.lost", lang, res=_suits(d["lost"], lang)))
    elif k in ("obscurantism", "invasion"):
        parts.append(say("phrase.blind_next" if k == "obscurantism" else "phrase.open_next", lang))
    if "pop" in d:
        removed = say("phrase.removed", lang, building=building_name(d["removed"], lang)) if "removed" in d else ""
        parts.append(say("phrase.pop", lang, pop=d["pop"]) + removed)
    if "age" in d:
        parts.append(say("phrase.age", lang, age=roman(d["age"])))
    if k == "hurricane":
        parts.append(say("phrase.hurricane", lang))
    return ", ".join(parts) or say("phrase.nothing", lang)


def _fields(event: Event, lang: str, owner: Any) -> tuple[str, dict[str, Any]]:
    """The line's template key and its fields (beyond who and round). ``owner(card)``: the name of the
    seat whose deck a card comes from (None when unknown)."""
    d, kind = event.data, event.kind
    f: dict[str, Any] = {}
    if kind == "setup":
        f["players"] = d["players"]
    elif kind == "deal":
        cards = d.get("cards")
        f.update(count=d["count"],
                 cards=grammar(lang).colon + ", ".join(card_name(c, lang) for c in cards) if cards else "",
                 how=say("phrase.face_down", lang) if d.get("blind") else say("phrase.face_up", lang) if d.get("open")
                 else "",
                 discovery=say("phrase.discovery", lang, card=card_name(d["discovery"], lang)) if d.get("discovery")
                 else "",
                 replaced=say("phrase.replaced", lang, n=d["replaced"]) if d.get("replaced") else "")
    elif kind == "trump":
        f["suit"] = suit_name(d["suit"], lang)
    elif kind in ("play", "take", "discovery_up"):
        f.update(card=card_name(d["card"], lang), blind=say("phrase.blind", lang) if d.get("blind") else "")
        if kind == "take" and owner(d["card"]) not in (None, f.get("who")):
            f["owner"] = owner(d["card"])
            kind = "take_from"
    elif kind == "trick_won" and not d.get("won", True):
        kind = "trick_discoveries"
    elif kind == "choice":
        choice = d["choice"]
        kind = "remove_choice" if choice["kind"] == "remove" else choice["kind"]
        if kind == "remove_choice":
            f["building"] = building_name(choice["building"], lang)
        else:
            f["res"] = _suits(list(choice["res"]), lang)
            f["card"] = card_name(choice["card"], lang) if choice.get("card") else ""
    elif kind == "calamity":
        f["calamity"] = word(CALAMITY_NAMES[d["calamity"]], lang)
        kind = "shielded" if d["effect"] == "shielded" else "struck"
        f["effect"] = _calamity_effect(d, lang)
    elif kind == "collect":
        f.update(cards=_resources(d["cards"], lang), production=_resources(d["production"], lang),
                 capped=say("phrase.capped", lang, res=_resources(d["capped"], lang)) if d.get("capped") else "",
                 stock=_resources(d["stock"], lang))
    elif kind == "commerce":
        f.update(give=suit_name(d["give"], lang), get=suit_name(d["get"], lang))
    elif kind == "needs":
        f.update(paid=_resources(d["paid"], lang),
                 short=say("phrase.short", lang, res=_resources(d["short"], lang)) if d["short"] else "",
                 score=d["score"])
    elif kind == "down":
        turned = say("phrase.turned", lang, card=card_name(d["turned"], lang)) if d.get("turned") else ""
        f.update(age=roman(d["age"]), turned=turned)
    elif kind in ("up", "stay", "buy_age"):
        f["age"] = roman(d["age"])
    elif kind in ("pop_lost", "buy_pop"):
        f["pop"] = d["pop"]
    elif kind in ("worker", "remove"):
        f.update(building=building_name(d["building"], lang), level=d.get("level"), cost=d.get("cost"),
                 suit=suit_name(d["suit"], lang) if "suit" in d else "")
    elif kind == "sets":
        f.update(points=sum(d["points"].values()), score=d["score"])
    return kind, f


def describe(event: Event, names: list[str], lang: str = "en", decks: dict[str, int] | None = None) -> str:
    """One log line. ``names`` are the players' names (untrusted text: escape it when rendering);
    ``decks``: each deck colour's seat, to name a card's owner by their name."""
    p = event.player
    who = names[p] if p is not None and 0 <= p < len(names) else "?"

    def owner(cid: str) -> str | None:
        seat = (decks or {}).get(card(cid).deck)
        return names[seat] if seat is not None and seat < len(names) else None

    kind, f = _fields(event, lang, owner)
    f.setdefault("who", who)
    if kind == "take_from" and f["owner"] == who:
        kind = "take"
    return say("log." + kind, lang, round=event.round, **f)


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
        f["res"] = _suits(list(a.res), lang)
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
