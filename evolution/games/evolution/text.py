"""Log events and moves in plain words, in every language of the catalogue (catalogue.py; trait
names as printed in each language: data/cards.json)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.messages import LANGUAGES, add_catalog, grammar
from .catalogue import CATALOGUE
from .cards import Card, trait_info

if TYPE_CHECKING:
    from .events import EvolutionEvent


def trait_name(trait: str, lang: str = "en") -> str:
    info = trait_info().get(trait)
    return (info.names.get(lang) or info.names["en"]) if info else trait


def trait_rule(trait: str, lang: str = "en") -> str:
    rule = trait_info()[trait].rule
    return rule.get(lang) or rule["en"]


# Trait names are card data; refusals take them as parameters (by id), so the catalogue learns them.
for _lang in LANGUAGES[1:]:
    add_catalog(_lang, {t: i.names[_lang] for t, i in trait_info().items() if _lang in i.names})


def word(key: str, lang: str) -> str:
    """A word of log lines and moves ("watering_hole", "left"...); "" for none."""
    return CATALOGUE.text("word." + key, lang) if "word." + key in CATALOGUE.texts["en"] else ""


def say(key: str, lang: str, /, **params) -> str:
    """``key`` of the game's catalogue in ``lang`` (catalogue.py)."""
    return CATALOGUE.say(key, lang, **params)


class Words:
    """What an event needs to be said in ``lang``: the players' names (untrusted text: escape it when
    rendering), the game's cards and every species' letter by uid (``models.species_letters``,
    computed once per log)."""

    __slots__ = ("names", "cards", "letters", "lang")

    def __init__(self, names: list[str], cards: tuple[Card, ...], letters: dict[int, str], lang: str):
        self.names, self.cards, self.letters, self.lang = names, cards, letters, lang

    def who(self, p: int | None) -> str:
        return self.names[p] if p is not None and 0 <= p < len(self.names) else "?"

    def letter(self, uid: int | None) -> str:
        return self.letters.get(uid, "?") if uid is not None else "?"

    def trait(self, name: str) -> str:
        return trait_name(name, self.lang)

    def word(self, key: str) -> str:
        return word(key, self.lang)

    def cause(self, cause: str) -> str:
        return _cause(cause, self.lang)

    def say(self, key: str, /, **params: Any) -> str:
        return CATALOGUE.say(key, self.lang, **params)


def describe(event: EvolutionEvent, names: list[str], table: tuple[Card, ...], letters: dict[int, str],
             lang: str = "en") -> str:
    """One log line, in the words the event's class gives it (``events.py``)."""
    return said(event, Words(names, table, letters, lang))


def said(event: EvolutionEvent, w: Words) -> str:
    key, fields = event.line(w)
    return w.say("log." + key, who=w.who(event.player), round=event.round, sp=w.letter(event.species()), **fields)


def _cause(cause: str, lang: str) -> str:
    """What made food move or a population drop: feeding, an attack, or a trait (its name)."""
    return word(cause, lang) or trait_name(cause, lang)


def describe_move(action, view, names: list[str], lang: str = "en") -> str:
    """A move in words, for the player who makes it (``view``: that player's view)."""
    def w(key: str) -> str:
        return word(key or "", lang)

    me = view.players[action.player]
    card = getattr(action, "card", None)

    def in_hand(c: int) -> str:
        return f"{trait_name(me.hand[c].trait, lang)} ({me.hand[c].food:+d})"

    def species_of(owner: int, index: int) -> str:
        row = view.players[owner].species if owner < len(view.players) else []
        return say("word.species_of", lang, who=names[owner] if owner < len(names) else "?",
                      sp=row[index].name if index < len(row) else "?")

    index = getattr(action, "species", None)
    f = {"sp": me.species[index].name if index is not None and index < len(me.species) else "?",
         "side": w(getattr(action, "side", "")), "trait": "",
         "card": in_hand(card) if card is not None else ""}
    if action.kind in ("leaf", "leaf_choice", "negate"):
        f["trait"] = trait_name(action.trait, lang)
        f["choice"] = w(getattr(action, "choice", "") or "")
    elif action.kind == "new_avian":
        f["cards"] = ", ".join(map(in_hand, action.cards))
    elif action.kind == "event":
        detail = ""
        if action.target is not None:
            detail = grammar(lang).colon + species_of(*action.target)
        elif action.source is not None:
            detail = f" ({w(action.source)})"
        f["detail"] = detail
    elif action.kind == "discard_trait":
        f["trait"] = trait_name(me.species[action.species].traits[action.trait].trait or "?", lang)
    elif action.kind == "attack":
        f["target"] = species_of(*action.target)
    return CATALOGUE.say("move." + action.kind, lang, **f)
