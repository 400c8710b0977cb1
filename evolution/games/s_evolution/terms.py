"""What each thing on a board means, in a sentence (the page shows it on hover or tap, issue 18):
the age and its trick rules, population, needs, the resource tracks, each building (what it gives,
what its next level costs) and each place of the Discovery column; the trick's trump, led suit and
obligation. Rulings: docs/s-evolution.md (S-NEEDS, S-CAP, S-MGMT, S-WORKER, S-FOLLOW, S-TRUMP, S-END).
"""

from __future__ import annotations

from .cards import card
from .rules import AGE_COST, AGE_MAX, BUILDINGS, POP_COST, POP_MAX, SET_POINTS, STOCK_MAX, needs, trick_rules, \
    worker_cost
from .text import building_name, say, suit_name
from .view import BoardView
from .words import ROMAN

_EN = {
    "age": "Age {age}: {tricks}. Needs: {needs}. Meeting every need lets you move up one age; "
           "in management one age costs {age_cost} Science (once a round, up to Age VI).",
    "age_top": "Age {age}: {tricks}. Needs: {needs}. Age VI is the highest.",
    "pop": "Population {pop}: each need costs {pop} of its resource and scores {pop} points. "
           "+1 population costs {pop_cost} Science in management (up to {pop_max}).",
    "tricks": "Tricks at {rules}: {text}. A Discovery can always be played.",
    "needs": "Needs: {needs}. For each, a stock of at least {pop} (your population) pays {pop} and scores "
             "{pop}; a smaller stock pays nothing and loses the shortfall in points.",
    "track": "{suit}: {n} in stock, at most {max}; more is lost.",
    "hand": "Cards in hand: 4 are drawn each round, plus the Discovery of your age if it is face down.",
    "deck": "Cards left in this player's deck.",
    "building": "{name}: {gives}. Worker level {level} of {top}.",
    "next": "Next level {level}: {cost} {suit}.",
    "top": "Highest level.",
    "disc_up": "Discovery {age}, face up: it scores with its set ({colour}).",
    "disc_down": "Discovery {age}, face down: it joins the hand each round spent in Age {age}.",
    "disc_none": "Discovery {age}: out of the column (in a hand or the trick). Played in a trick, a Discovery "
                 "takes one of its age from the trick and places it face up here.",
    "disc_sets": "At the end, face-up Discoveries of one colour score {points} for 1 to 6 cards.",
    "trump": "Trump {suit}: unable to follow the led suit, a player in Age V or VI may play {suit}; "
             "the highest trump wins.",
    "no_trump": "No trump this round: nobody is in Age V or VI.",
    "led": "Led suit {suit}: players in Age III or more who hold {suit} must play it (or a Discovery).",
}
_FR = {
    "age": "Âge {age} : {tricks}. Besoins : {needs}. Satisfaire tous vos Besoins permet de monter d'un Âge ; "
           "en gestion, un Âge coûte {age_cost} Science (une fois par tour, jusqu'à l'Âge VI).",
    "age_top": "Âge {age} : {tricks}. Besoins : {needs}. L'Âge VI est le plus haut.",
    "pop": "Population {pop} : chaque Besoin coûte {pop} de sa Ressource et rapporte {pop} points. "
           "+1 Population coûte {pop_cost} Science en gestion (jusqu'à {pop_max}).",
    "tricks": "Plis en {rules} : {text}. Une Découverte peut toujours être jouée.",
    "needs": "Besoins : {needs}. Pour chacun, un stock d'au moins {pop} (votre Population) paie {pop} et "
             "rapporte {pop} ; un stock plus petit ne paie rien et perd le manque en points.",
    "track": "{suit} : {n} en stock, au plus {max} ; le reste est perdu.",
    "hand": "Cartes en main : 4 tirées à chaque tour, plus la Découverte de votre Âge si elle est face cachée.",
    "deck": "Cartes restant dans la pioche de ce joueur.",
    "building": "{name} : {gives}. Travailleur de niveau {level} sur {top}.",
    "next": "Niveau suivant {level} : {cost} {suit}.",
    "top": "Niveau le plus haut.",
    "disc_up": "Découverte {age}, face visible : elle compte dans sa série ({colour}).",
    "disc_down": "Découverte {age}, face cachée : elle rejoint la main à chaque tour passé à l'Âge {age}.",
    "disc_none": "Découverte {age} : hors de la colonne (dans une main ou le pli). Jouée dans un pli, une "
                 "Découverte en prend une de son Âge dans le pli et la pose ici face visible.",
    "disc_sets": "À la fin, les Découvertes visibles d'une même couleur rapportent {points} pour 1 à 6 cartes.",
    "trump": "Atout {suit} : sans pouvoir fournir, un joueur à l'Âge V ou VI peut jouer {suit} ; "
             "l'Atout le plus fort gagne.",
    "no_trump": "Pas d'Atout ce tour : personne n'est à l'Âge V ou VI.",
    "led": "Couleur demandée {suit} : les joueurs à l'Âge III ou plus qui ont du {suit} doivent en jouer "
           "(ou une Découverte).",
}
_RULES_WORD = {"en": {"strength": "strength", "colour": "follow", "trump": "trump"},
               "fr": {"strength": "Force", "colour": "couleur", "trump": "Atout"}}


def _words(lang: str) -> dict[str, str]:
    return _FR if lang == "fr" else _EN


def _needs_text(age: int, lang: str) -> str:
    return ", ".join(suit_name(s, lang) for s in needs(age))


def board_terms(board: BoardView, lang: str, colour_name) -> dict:
    """The sentences of one board: keys age, pop, tricks, needs, hand, deck, track.<suit>,
    building.<id> and disc.<age> (1-6). ``colour_name(colour)`` names a Discovery set."""
    lang = "fr" if lang == "fr" else "en"
    w = _words(lang)
    tricks_text = say(f"age.{board.trick_rules}", lang)
    age = ROMAN[board.age]
    terms = {
        "age": w["age" if board.age < AGE_MAX else "age_top"].format(
            age=age, tricks=say(f"age.{trick_rules(board.age)}", lang), needs=_needs_text(board.age, lang), age_cost=AGE_COST),
        "pop": w["pop"].format(pop=board.pop, pop_cost=POP_COST, pop_max=POP_MAX),
        "tricks": w["tricks"].format(rules=_RULES_WORD[lang][board.trick_rules], text=tricks_text),
        "needs": w["needs"].format(needs=_needs_text(board.age, lang), pop=board.pop),
        "hand": w["hand"],
        "deck": w["deck"],
    }
    for suit, n in board.stock.items():
        terms[f"track.{suit}"] = w["track"].format(suit=suit_name(suit, lang), n=n, max=STOCK_MAX)
    for b in BUILDINGS.values():
        level = board.buildings[b.id]
        head = w["building"].format(name=building_name(b.id, lang), gives=say(f"building.{b.id}", lang), level=level, top=b.top)
        step = (w["next"].format(level=level + 1, cost=worker_cost(b.id, level, level + 1), suit=suit_name(b.pays, lang))
                if level < b.top else w["top"])
        terms[f"building.{b.id}"] = f"{head} {step}"
    sets = w["disc_sets"].format(points=", ".join(str(p) for p in SET_POINTS[1:]))
    up = {card(c).age: card(c) for c in board.disc_up}
    down = {card(c).age for c in board.disc_down}
    for k in range(1, AGE_MAX + 1):
        if k in up:
            text = w["disc_up"].format(age=ROMAN[k], colour=colour_name(up[k].colour))
        elif k in down:
            text = w["disc_down"].format(age=ROMAN[k])
        else:
            text = w["disc_none"].format(age=ROMAN[k])
        terms[f"disc.{k}"] = f"{text} {sets}"
    return terms


def trick_terms(trump: str | None, led: str | None, lang: str) -> dict:
    """The sentences of the trick's badges: the trump (or none) and the led suit."""
    w = _words(lang)
    terms = {"trump": w["trump"].format(suit=suit_name(trump, lang)) if trump else w["no_trump"]}
    if led:
        terms["led"] = w["led"].format(suit=suit_name(led, lang))
    return terms

