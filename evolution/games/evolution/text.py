"""Log events and moves in plain words, in every language of the catalogue (catalogue.py; trait
names as printed in each language: data/cards.json)."""

from __future__ import annotations

from ...core.messages import LANGUAGES, add_catalog, grammar, join_names
from .catalogue import CATALOGUE
from .cards import Card, trait_info
from .events import Event


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


def describe(event: Event, names: list[str], table: tuple[Card, ...], letters: dict[int, str],
             lang: str = "en") -> str:
    """One log line. ``names`` are the players' names (untrusted text: escape it when rendering);
    ``letters`` every species' letter by uid (``models.species_letters``, computed once per log)."""
    def w(key: str) -> str:
        return word(key, lang)

    d = event.data

    def who(p: int | None) -> str:
        return names[p] if p is not None and 0 <= p < len(names) else "?"

    def tr(x: str) -> str:
        return trait_name(x, lang)

    uid = d.get("uid")
    f = {"who": who(event.player), "round": event.round, "sp": letters.get(uid, "?")}
    kind = event.kind
    if kind == "setup":
        f.update(players=d["players"], first=who(d["first_player"]))
    elif kind == "round":
        f["first"] = who(d["first_player"])
        kind = "round_last" if d.get("last") else kind
    elif kind == "draw":
        cards = d.get("cards")
        f.update(count=d["count"], cards=grammar(lang).colon + ", ".join(tr(table[c].trait) for c in cards) if cards else "")
    elif kind in ("reshuffle", "deck_empty", "reserve"):
        f.update(cards=d.get("cards"), last=d["last_round"])
    elif kind == "food_card":
        card = d.get("card")
        f["card"] = f" ({tr(table[card].trait)} {table[card].food:+d})" if card is not None else ""
    elif kind == "trait_played":
        f["trait"] = f" ({tr(d['trait'])})" if "trait" in d else ""
    elif kind in ("new_species", "new_avian"):
        f["side"] = w(d["side"])
    elif kind in ("size", "pop", "fertile", "brood_parasite"):
        f.update(size=d.get("size"), pop=d.get("pop"))
    elif kind == "trait_discarded":
        f.update(trait=tr(d["trait"]), fat=d.get("fat_to_bag", 0), bag=d.get("bag"))
        kind = "trait_discarded_fat" if f["fat"] else kind
    elif kind == "fat_used":
        f.update(amount=d["amount"], fat_tissue=tr("Fat Tissue"))
    elif kind == "food_revealed":
        cards = ", ".join(say("word.card_of", lang, who=who(int(p)), card=tr(table[c].trait), food=table[c].food)
                          for p, c in d["cards"].items())
        f.update(cards=cards or w("none"), total=d["total"], wh=d["watering_hole"], cliff=d.get("cliff"))
        kind = "food_revealed_cliff" if d.get("cliff") else kind
    elif kind == "event":
        f.update(event=tr(d["event"]), target=say("word.event_species", lang, sp=f["sp"]) if uid is not None else "")
    elif kind == "seed_dispersal":
        f.update(plants=d["plants"], wh=d["watering_hole"])
    elif kind == "upkeep_returned":
        f["amount"] = d["amount"]
    elif kind == "take":
        cause, amount, fat = d["cause"], d["amount"], d.get("fat", 0)
        f.update(cause=_cause(cause, lang), amount=amount, food=say("food." + d["food"], lang, n=amount),
                 source=w(d["source"]), fat=fat, fat_tissue=tr("Fat Tissue"))
        kind = "take" if not fat else "take_fat" if fat == amount else "take_some_fat"
    elif kind == "attack":
        owner, prey = d["target"]
        target = say("word.species_of", lang, who=who(owner), sp=letters.get(prey, "?"))
        negated = d.get("negated") or []
        f.update(target=target, negated=say("word.negating", lang, traits=", ".join(map(tr, negated))) if negated else "")
    elif kind == "negate":
        f["trait"] = tr(d["trait"])
    elif kind == "pop_lost":
        f.update(cause=_cause(d["cause"], lang), pop=d["pop"], to_bag=d.get("to_bag", 0), bag=d.get("bag"))
        kind = "pop_lost_bag" if f["to_bag"] else kind
    elif kind == "extinct":
        f.update(traits=d["traits"], to_bag=d.get("to_bag", 0), bag=d.get("bag"))
        kind = "extinct_bag" if f["to_bag"] else kind
    elif kind == "pass" and d.get("automatic"):
        kind = "pass_auto"
    elif kind == "starve":
        f["pop"] = d["pop"]
    elif kind in ("to_bag", "fat_to_bag"):
        f.update(amount=d["amount"], bag=d["bag"])
    elif kind == "game_over":
        f.update(winners=join_names([who(p) for p in d["winners"]], lang), count=len(d["winners"]))
    return CATALOGUE.say("log." + kind, lang, **f)


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
