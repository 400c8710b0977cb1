"""What each thing on a board means, in a sentence (the page shows it on hover or tap):
the age and its trick rules, population, needs, the resource tracks, each building (what it gives,
what its next level costs) and each place of the Discovery column; the trick's trump, led suit and
obligation. Rulings: docs/s-evolution.md (S-NEEDS, S-CAP, S-MGMT, S-WORKER, S-FOLLOW, S-TRUMP, S-END).
The sentences are the catalogue's ``term.<x>`` entries (catalogue/), in every language of the site.
"""

from __future__ import annotations

from .cards import card
from .rules import AGE_COST, AGE_MAX, BUILDINGS, POP_COST, POP_MAX, SET_POINTS, STOCK_MAX, needs, trick_rules, \
    worker_cost
from .text import building_name, say, suit_name
from .view import BoardView
from .words import ROMAN


def _needs_text(age: int, lang: str) -> str:
    return ", ".join(suit_name(s, lang) for s in needs(age))


def board_terms(board: BoardView, lang: str, set_name) -> dict:
    """The sentences of one board: keys age, pop, tricks, needs, hand, deck, track.<suit>,
    building.<id> and disc.<age> (1-6). ``set_name(key)`` names a Discovery set."""
    age = ROMAN[board.age]
    terms = {
        "age": say("term.age" if board.age < AGE_MAX else "term.age_top", lang, age=age,
                   tricks=say(f"age.{trick_rules(board.age)}", lang), needs=_needs_text(board.age, lang),
                   age_cost=AGE_COST),
        "pop": say("term.pop", lang, pop=board.pop, pop_cost=POP_COST, pop_max=POP_MAX),
        "tricks": say("term.tricks", lang, rules=say(f"term.rules.{board.trick_rules}", lang),
                      text=say(f"age.{board.trick_rules}", lang)),
        "needs": say("term.needs", lang, needs=_needs_text(board.age, lang), pop=board.pop),
        "hand": say("term.hand", lang),
        "deck": say("term.deck", lang),
    }
    for suit, n in board.stock.items():
        terms[f"track.{suit}"] = say("term.track", lang, suit=suit_name(suit, lang), n=n, max=STOCK_MAX)
    for b in BUILDINGS.values():
        level = board.buildings[b.id]
        head = say("term.building", lang, name=building_name(b.id, lang), gives=say(f"building.{b.id}", lang),
                   level=level, top=b.top)
        step = (say("term.next", lang, level=level + 1, cost=worker_cost(b.id, level, level + 1),
                    suit=suit_name(b.pays, lang)) if level < b.top else say("term.top", lang))
        terms[f"building.{b.id}"] = f"{head} {step}"
    sets = say("term.disc_sets", lang, points=", ".join(str(p) for p in SET_POINTS[1:]))
    up = {card(c).age: card(c) for c in board.disc_up}
    down = {card(c).age for c in board.disc_down}
    for k in range(1, AGE_MAX + 1):
        if k in up:
            text = say("term.disc_up", lang, age=ROMAN[k], set=set_name(up[k].colour))
        elif k in down:
            text = say("term.disc_down", lang, age=ROMAN[k])
        else:
            text = say("term.disc_none", lang, age=ROMAN[k])
        terms[f"disc.{k}"] = f"{text} {sets}"
    return terms


def trick_terms(trump: str | None, led: str | None, lang: str) -> dict:
    """The sentences of the trick's badges: the trump (or none) and the led suit."""
    terms = {"trump": say("term.trump", lang, suit=suit_name(trump, lang)) if trump else say("term.no_trump", lang)}
    if led:
        terms["led"] = say("term.led", lang, suit=suit_name(led, lang))
    return terms
