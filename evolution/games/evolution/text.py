"""Log events and moves in plain words, in every language of the catalogue (catalogue/; trait
names as printed in each language: data/cards.json)."""

from __future__ import annotations


from ...core.messages import LANGUAGES, add_catalog, grammar
from .catalogue import CATALOGUE
from .cards import trait_info


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
    """``key`` of the game's catalogue in ``lang`` (catalogue/)."""
    return CATALOGUE.say(key, lang, **params)


def cause_word(cause: str, lang: str) -> str:
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
