"""S-Evolution in words: log lines, moves and the rules panel in English and French, and the
French catalog of the engine's refusals (the English template is the message id, core.messages)."""

from __future__ import annotations

from typing import Any, Callable

from ...core.messages import add_catalog, render, translate
from . import engine
from .actions import Action
from .cards import label, table
from .events import Event
from .rules import BUILDINGS, needs, trick_rules
from .words import BUILDING_NAMES, CALAMITY_NAMES, ROMAN, SUIT_NAMES

_REFUSALS_FR = {
    "An age costs {cost} Science": "Un Âge coûte {cost} Science",
    "Choose a building with a worker to remove (Epidemic)":
        "Choisissez un bâtiment dont retirer le Travailleur (Épidémie)",
    "Choose a card from your hand: you are not playing blind":
        "Choisissez une carte de votre main : vous ne jouez pas à l'aveugle",
    "Choose {n} {n:resource|resources} you have to lose": "Choisissez {n} {n:Ressource|Ressources} que vous avez, à perdre",
    "Convert into another type of resource": "Changez-la en un autre type de Ressource",
    "Every member of your population works already: workers cannot outnumber them":
        "Toute votre Population travaille déjà : pas plus de Travailleurs que de Population",
    "First choose what {card} gives": "Choisissez d'abord ce que donne {card}",
    "Nobody can move now: the cards are not dealt": "Personne ne peut jouer : les cartes ne sont pas distribuées",
    "Not now: it is time to {decision}": "Pas maintenant : c'est le moment {decision:de}",
    "Nothing to choose now": "Rien à choisir maintenant",
    "One population costs {cost} Science": "Une Population coûte {cost} Science",
    "Take a resource card that is still in the trick": "Prenez une carte Ressource encore dans le pli",
    "The {building} has no level above {top}": "Le bâtiment {building} n'a pas de niveau au-delà de {top}",
    "There is no worker on your {building}": "Il n'y a pas de Travailleur sur votre {building}",
    "This costs {cost} {suit}; you have {have}": "Cela coûte {cost} {suit} ; vous en avez {have}",
    "You are already in Age VI": "Vous êtes déjà à l'Âge VI",
    "You did not meet all your needs": "Vous n'avez pas satisfait tous vos Besoins",
    "You have more workers than population: remove a worker":
        "Vous avez plus de Travailleurs que de Population : retirez un Travailleur",
    "You have no {card} in hand": "Vous n'avez pas {card} en main",
    "You have no {suit} to convert": "Vous n'avez pas {suit:de} à changer",
    "You hold only {n} {n:card|cards}": "Vous n'avez que {n} {n:carte|cartes}",
    "You may buy only one age per round": "Vous ne pouvez acheter qu'un Âge par tour",
    "You met all your needs: move up or stay": "Vous avez satisfait tous vos Besoins : montez d'un Âge ou restez",
    "You must follow {suit} (or play your Discovery)": "Vous devez fournir {suit} (ou jouer votre Découverte)",
    "You play blind this round (Obscurantism): choose one of your face-down cards":
        "Vous jouez à l'aveugle ce tour (Obscurantisme) : choisissez une de vos cartes cachées",
    "You played a Discovery: take a Discovery of the same age from the trick":
        "Vous avez joué une Découverte : prenez une Découverte du même Âge dans le pli",
    "Your Commerce level {level} allows {level} {level:conversion|conversions} per round":
        "Votre Commerce de niveau {level} permet {level} {level:changement|changements} par tour",
    "Your population is already {max}, the maximum": "Votre Population est déjà de {max}, le maximum",
    "Your worker there is already at level {now}: choose a higher level":
        "Votre Travailleur y est déjà au niveau {now} : choisissez un niveau plus haut",
    "Your {suit} track is full ({max})": "Votre échelle {suit:de} est pleine ({max})",
    "{card} gives {n} {n:resource|resources} of your choice": "{card} donne {n} {n:Ressource|Ressources} de votre choix",
    # card labels (cards.label)
    "Discovery {age} ({colour})": "Découverte {age} ({colour})",
    "{suit} {strength}: {calamity} ({colour})": "{suit} {strength} : {calamity} ({colour})",
    "{suit} {strength} ({colour})": "{suit} {strength} ({colour})",
}
_WORDS_FR = {
    "Food": "Nourriture", "Tools": "Outils", "Science": "Science",
    "Red": "Rouge", "Green": "Vert", "Blue": "Bleu", "Yellow": "Jaune",
    "Farm": "Ferme", "Factory": "Usine", "Lab": "Labo", "Commerce": "Commerce", "Prestige": "Prestige",
    "Shield": "Bouclier",
    "Famine": "Famine", "Earthquake": "Séisme", "Fanaticism": "Fanatisme", "Obscurantism": "Obscurantisme",
    "Invasion": "Invasion", "Epidemic": "Épidémie", "Decadence": "Décadence", "Hurricane": "Ouragan",
}
DECISIONS = {  # engine.decision() keys in words (English: the engine's, for its "Not now" refusal)
    "en": engine.DECISIONS,
    "fr": {"trump": "nommer l'Atout", "play": "jouer une carte", "take": "prendre une carte du pli",
           "collect": "choisir ce que donnent vos cartes", "commerce": "commercer, puis payer vos Besoins",
           "bonus": "décider après vos Besoins", "manage": "gérer votre civilisation"},
}
add_catalog("fr", _REFUSALS_FR, {**_WORDS_FR, **{DECISIONS["en"][k]: v for k, v in DECISIONS["fr"].items()}})


def word(english: str, lang: str) -> str:
    return _WORDS_FR.get(english, english) if lang == "fr" else english


def suit_name(suit: str, lang: str) -> str:
    return word(SUIT_NAMES[suit], lang)


def building_name(building: str, lang: str) -> str:
    return word(BUILDING_NAMES[building], lang)


def card_name(cid: str, lang: str) -> str:
    return translate(label(cid), lang)


def _resources(amounts: dict[str, int], lang: str) -> str:
    parts = [f"{n} {suit_name(s, lang)}" for s, n in amounts.items() if n]
    return ", ".join(parts) or ("rien" if lang == "fr" else "nothing")


def _suits(res: list[str], lang: str) -> str:
    return _resources({s: res.count(s) for s in dict.fromkeys(res)}, lang)


# --- Log lines ------------------------------------------------------------------------------------

_EN = {
    "setup": "New game of S-Evolution, {players} players.",
    "round": "Round {round} begins; {who} leads the first trick.",
    "deal": "{who} draws {count} {count:card|cards}{cards}{how}{discovery}{replaced}.",
    "trump": "{who} names {suit} as trump.",
    "play": "{who} plays {card}{blind}.",
    "take": "{who} takes {card}.",
    "trick_won": "{who} wins the trick.",
    "trick_discoveries": "Only Discoveries in this trick: {who} leads again.",
    "action_phase": "Action phase: {who} begins.",
    "lose": "{who} chooses to lose {res}.",
    "remove_choice": "{who} will remove the worker from their {building}.",
    "joker": "{who} takes {res} for {card}.",
    "shielded": "{who}'s Shield stops {calamity}.",
    "struck": "{calamity} strikes {who}: {effect}.",
    "collect": "{who} collects {cards} from cards and {production} from buildings{capped}: stock {stock}.",
    "commerce": "{who} trades 1 {give} for 1 {get}.",
    "needs": "{who} pays the needs: {paid}{short}; score {score}.",
    "down": "{who} moves down to Age {age}{turned}.",
    "pop_lost": "{who} loses 1 population ({pop} left).",
    "up": "{who} moves up to Age {age}.",
    "stay": "{who} stays in Age {age}.",
    "buy_pop": "{who} buys 1 population ({pop}).",
    "buy_age": "{who} buys an age: Age {age}.",
    "worker": "{who} puts a level {level} worker on their {building} for {cost} {suit}.",
    "remove": "{who} removes the worker from their {building}.",
    "end": "{who} ends their action phase.",
    "round_end": "Round {round} ends.",
    "discovery_up": "{who} moved up in the last round: {card} turns face up.",
    "sets": "{who} scores {points} for Discoveries ({score} in all).",
    "game_over": "Game over: {who} wins.",
}
_FR = {
    "setup": "Nouvelle partie de S-Evolution, {players} joueurs.",
    "round": "Début du tour {round} ; {who} entame le premier pli.",
    "deal": "{who} pioche {count} {count:carte|cartes}{cards}{how}{discovery}{replaced}.",
    "trump": "{who} annonce {suit} comme Atout.",
    "play": "{who} joue {card}{blind}.",
    "take": "{who} prend {card}.",
    "trick_won": "{who} remporte le pli.",
    "trick_discoveries": "Que des Découvertes dans ce pli : {who} entame à nouveau.",
    "action_phase": "Phase d'Action : {who} commence.",
    "lose": "{who} choisit de perdre {res}.",
    "remove_choice": "{who} retirera le Travailleur de son bâtiment {building}.",
    "joker": "{who} prend {res} pour {card}.",
    "shielded": "Le Bouclier {who:de} arrête {calamity}.",
    "struck": "{calamity} frappe {who} : {effect}.",
    "collect": "{who} récolte {cards} des cartes et {production} des bâtiments{capped} : stock {stock}.",
    "commerce": "{who} change 1 {give} contre 1 {get}.",
    "needs": "{who} paie les Besoins : {paid}{short} ; score {score}.",
    "down": "{who} descend à l'Âge {age}{turned}.",
    "pop_lost": "{who} perd 1 Population (reste {pop}).",
    "up": "{who} monte à l'Âge {age}.",
    "stay": "{who} reste à l'Âge {age}.",
    "buy_pop": "{who} achète 1 Population ({pop}).",
    "buy_age": "{who} achète un Âge : Âge {age}.",
    "worker": "{who} place un Travailleur de niveau {level} sur son bâtiment {building} pour {cost} {suit}.",
    "remove": "{who} retire le Travailleur de son bâtiment {building}.",
    "end": "{who} finit sa phase d'Action.",
    "round_end": "Fin du tour {round}.",
    "discovery_up": "{who} est monté d'un Âge au dernier tour : {card} est retournée face visible.",
    "sets": "{who} marque {points} pour ses Découvertes ({score} en tout).",
    "game_over": "Fin de la partie : {who} gagne.",
}
_PHRASES = {
    "en": {"blind": " blind", "face_down": " face down (Obscurantism)", "face_up": " face up (Invasion)",
           "discovery": ", and adds {card}", "replaced": " ({n} {n:calamity|calamities} replaced and shuffled back)",
           "short": "; short of {res}", "turned": ", and {card} turns face down", "capped": " ({res} lost above 8)",
           "void": "their {suit} cards give nothing this round", "blind_next": "they will play blind next round",
           "open_next": "their hand will be face up next round", "lost": "they lose {res}",
           "pop": "population {pop}", "removed": " (worker removed from their {building})", "age": "down to Age {age}",
           "hurricane": "each production building makes 1 less this round", "nothing": "no effect"},
    "fr": {"blind": " à l'aveugle", "face_down": " face cachée (Obscurantisme)",
           "face_up": " face visible (Invasion)",
           "discovery": ", et ajoute {card}", "replaced": " ({n} {n:Calamité remplacée et remélangée|Calamités remplacées et remélangées})",
           "short": " ; il manque {res}", "turned": ", et {card} est retournée face cachée",
           "capped": " (au-delà de 8, perte de {res})",
           "void": "ses cartes {suit} ne donnent rien ce tour", "blind_next": "il jouera à l'aveugle au prochain tour",
           "open_next": "il jouera main visible au prochain tour", "lost": "il perd {res}",
           "pop": "Population {pop}", "removed": " (Travailleur retiré de son bâtiment {building})",
           "age": "descente à l'Âge {age}", "hurricane": "chaque bâtiment de production produit 1 de moins ce tour",
           "nothing": "aucun effet"},
}


def _calamity_effect(d: dict[str, Any], lang: str) -> str:
    w = _PHRASES[lang]
    k = d["calamity"]
    parts = []
    void = {"famine": "F", "earthquake": "T", "fanaticism": "S"}.get(k)
    if void:
        parts.append(w["void"].format(suit=suit_name(void, lang)))
    if "lost" in d:
        parts.append(w["lost"].format(res=_suits(d["lost"], lang)))
    elif k in ("obscurantism", "invasion"):
        parts.append(w["blind_next" if k == "obscurantism" else "open_next"])
    if "pop" in d:
        removed = w["removed"].format(building=building_name(d["removed"], lang)) if "removed" in d else ""
        parts.append(w["pop"].format(pop=d["pop"]) + removed)
    if "age" in d:
        parts.append(w["age"].format(age=ROMAN[d["age"]]))
    if k == "hurricane":
        parts.append(w["hurricane"])
    return ", ".join(parts) or w["nothing"]


def _fields(event: Event, lang: str) -> tuple[str, dict[str, Any]]:
    """The line's template key and its fields (beyond who and round)."""
    d, w, kind = event.data, _PHRASES[lang], event.kind
    f: dict[str, Any] = {}
    if kind == "setup":
        f["players"] = d["players"]
    elif kind == "deal":
        cards = d.get("cards")
        f.update(count=d["count"], cards=": " + ", ".join(card_name(c, lang) for c in cards) if cards else "",
                 how=w["face_down"] if d.get("blind") else w["face_up"] if d.get("open") else "",
                 discovery=w["discovery"].format(card=card_name(d["discovery"], lang)) if d.get("discovery") else "",
                 replaced=render(w["replaced"], lang, n=d["replaced"]) if d.get("replaced") else "")
    elif kind == "trump":
        f["suit"] = suit_name(d["suit"], lang)
    elif kind in ("play", "take", "discovery_up"):
        f.update(card=card_name(d["card"], lang), blind=w["blind"] if d.get("blind") else "")
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
                 capped=w["capped"].format(res=_resources(d["capped"], lang)) if d.get("capped") else "",
                 stock=_resources(d["stock"], lang))
    elif kind == "commerce":
        f.update(give=suit_name(d["give"], lang), get=suit_name(d["get"], lang))
    elif kind == "needs":
        f.update(paid=_resources(d["paid"], lang),
                 short=w["short"].format(res=_resources(d["short"], lang)) if d["short"] else "", score=d["score"])
    elif kind == "down":
        turned = w["turned"].format(card=card_name(d["turned"], lang)) if d.get("turned") else ""
        f.update(age=ROMAN[d["age"]], turned=turned)
    elif kind in ("up", "stay", "buy_age"):
        f["age"] = ROMAN[d["age"]]
    elif kind in ("pop_lost", "buy_pop"):
        f["pop"] = d["pop"]
    elif kind in ("worker", "remove"):
        f.update(building=building_name(d["building"], lang), level=d.get("level"), cost=d.get("cost"),
                 suit=suit_name(d["suit"], lang) if "suit" in d else "")
    elif kind == "sets":
        f.update(points=sum(d["points"].values()), score=d["score"])
    return kind, f


def describe(event: Event, names: list[str], lang: str = "en") -> str:
    """One log line. ``names`` are the players' names (untrusted text: escape it when rendering)."""
    p = event.player
    who = names[p] if p is not None and 0 <= p < len(names) else "?"
    kind, f = _fields(event, lang)
    return render((_FR if lang == "fr" else _EN)[kind], lang, who=who, round=event.round, **f)


# --- Moves ------------------------------------------------------------------------------------

_MOVES: dict[str, dict[str, Callable[[Any, str], str]]] = {
    "en": {
        "trump": lambda a, lang: f"Name {suit_name(a.suit, lang)} as trump",
        "play": lambda a, lang: f"Play {card_name(a.card, lang)}",
        "play_blind": lambda a, lang: f"Play your face-down card {a.slot + 1}",
        "take": lambda a, lang: f"Take {card_name(a.card, lang)}",
        "lose": lambda a, lang: f"Lose {_suits(list(a.res), lang)}",
        "remove": lambda a, lang: f"Remove the worker from your {building_name(a.building, lang)}",
        "joker": lambda a, lang: f"Take {_suits(list(a.res), lang)} for {card_name(a.card, lang)}",
        "commerce": lambda a, lang: f"Trade 1 {suit_name(a.give, lang)} for 1 {suit_name(a.get, lang)}",
        "needs": lambda a, lang: "Pay your needs",
        "up": lambda a, lang: "Move up one age",
        "stay": lambda a, lang: "Stay in your age",
        "pop": lambda a, lang: "Buy 1 population (1 Science)",
        "age": lambda a, lang: "Buy an age (3 Science)",
        "worker": lambda a, lang: f"Level {a.level} worker on your {building_name(a.building, lang)}",
        "end": lambda a, lang: "End your action phase",
    },
    "fr": {
        "trump": lambda a, lang: f"Annoncer {suit_name(a.suit, lang)} comme Atout",
        "play": lambda a, lang: f"Jouer {card_name(a.card, lang)}",
        "play_blind": lambda a, lang: f"Jouer votre carte cachée {a.slot + 1}",
        "take": lambda a, lang: f"Prendre {card_name(a.card, lang)}",
        "lose": lambda a, lang: f"Perdre {_suits(list(a.res), lang)}",
        "remove": lambda a, lang: f"Retirer le Travailleur de votre bâtiment {building_name(a.building, lang)}",
        "joker": lambda a, lang: f"Prendre {_suits(list(a.res), lang)} pour {card_name(a.card, lang)}",
        "commerce": lambda a, lang: f"Changer 1 {suit_name(a.give, lang)} contre 1 {suit_name(a.get, lang)}",
        "needs": lambda a, lang: "Payer vos Besoins",
        "up": lambda a, lang: "Monter d'un Âge",
        "stay": lambda a, lang: "Rester à votre Âge",
        "pop": lambda a, lang: "Acheter 1 Population (1 Science)",
        "age": lambda a, lang: "Acheter un Âge (3 Science)",
        "worker": lambda a, lang:
            f"Travailleur de niveau {a.level} sur votre bâtiment {building_name(a.building, lang)}",
        "end": lambda a, lang: "Finir votre phase d'Action",
    },
}


def describe_move(action: Action, lang: str = "en") -> str:
    """A move in words, for the player who makes it."""
    return _MOVES["fr" if lang == "fr" else "en"][action.kind](action, lang)


# --- The rules panel ------------------------------------------------------------------------------

_AGES = {
    "en": {"strength": "cards have a strength only; play any card", "colour": "follow the led suit if you can",
           "trump": "follow the led suit; unable to, you may trump"},
    "fr": {"strength": "les cartes n'ont qu'une Force ; jouez n'importe laquelle",
           "colour": "fournissez la couleur du pli si vous le pouvez",
           "trump": "fournissez la couleur du pli ; sinon vous pouvez couper à l'Atout"},
}
_BUILDINGS = {
    "en": {"farm": "produces 1 or 2 Food", "factory": "produces 1 or 2 Tools", "lab": "produces 1 or 2 Science",
           "commerce": "convert 1, 2 or 3 resources just before your needs",
           "prestige": "play tricks with the most advanced player's rules; wins ties",
           "shield": "level 1: calamities have no effect; level 2: each is also a joker worth 2"},
    "fr": {"farm": "produit 1 ou 2 Nourriture", "factory": "produit 1 ou 2 Outils", "lab": "produit 1 ou 2 Science",
           "commerce": "changez 1, 2 ou 3 Ressources juste avant vos Besoins",
           "prestige": "jouez les plis avec les règles du joueur le plus évolué ; gagne les égalités",
           "shield": "niveau 1 : les Calamités n'ont pas d'effet ; niveau 2 : chacune est aussi un Joker de 2"},
}
_CALAMITIES = {
    "en": {"famine": "your Food cards give nothing this round",
           "earthquake": "your Tools cards give nothing this round",
           "fanaticism": "your Science cards give nothing this round",
           "obscurantism": "next round you play blind (last round: lose 2 resources)",
           "invasion": "next round your hand is face up (last round: lose 2 resources)",
           "epidemic": "lose 1 population", "decadence": "down one age",
           "hurricane": "each production building makes 1 less this round"},
    "fr": {"famine": "vos cartes Nourriture ne donnent rien ce tour",
           "earthquake": "vos cartes Outils ne donnent rien ce tour",
           "fanaticism": "vos cartes Science ne donnent rien ce tour",
           "obscurantism": "au prochain tour vous jouez à l'aveugle (dernier tour : perdez 2 Ressources)",
           "invasion": "au prochain tour votre main est visible (dernier tour : perdez 2 Ressources)",
           "epidemic": "perdez 1 Population", "decadence": "descendez d'un Âge",
           "hurricane": "chaque bâtiment de production produit 1 de moins ce tour"},
}


def help_entries(lang: str) -> list[dict[str, Any]]:
    """The rules panel: each age's trick rules and needs, each building (costs), each calamity."""
    lang = "fr" if lang == "fr" else "en"
    age_word, needs_word = ("Âge", " ; Besoins : ") if lang == "fr" else ("Age", "; needs: ")
    entries = []
    for age in range(1, 7):
        wants = ", ".join(suit_name(s, lang) for s in needs(age))
        entries.append({"group": "age", "id": age, "name": f"{age_word} {ROMAN[age]}",
                        "rule": _AGES[lang][trick_rules(age)] + needs_word + wants})
    for b in BUILDINGS.values():
        cost = ", ".join(f"{k} {suit_name(b.pays, lang)}" for k in b.level_costs)
        entries.append({"group": "building", "id": b.id, "name": building_name(b.id, lang),
                        "rule": f"{_BUILDINGS[lang][b.id]} ({cost})"})
    for k in CALAMITY_NAMES:
        carriers = [c.id for c in table().values() if c.calamity == k]
        entries.append({"group": "calamity", "id": k, "name": word(CALAMITY_NAMES[k], lang),
                        "rule": _CALAMITIES[lang][k], "cards": carriers})
    return entries


# Why a bot's move is good, for the hint (keys: medium.move_value's reasons).
REASONS = {
    "en": {"trump": "Your strongest cards are of this suit.",
           "play": "This card should win a good pick from the trick for what it leaves there.",
           "play_blind": "You cannot see your cards: any one will do.",
           "discovery": "Your Discovery turns face up in the trick where your pick would be poorest.",
           "take": "This card gives the most of what your needs lack.", "forced": "It is the least bad choice left.",
           "shield_joker": "Your Shield turns this calamity into 2 resources.",
           "joker": "Your needs lack this resource.", "lose": "You can spare these best.",
           "remove": "This worker is the cheapest to lose.", "commerce": "The conversion meets a need.",
           "needs": "No conversion helps your needs.", "up": "A higher age scores more and plays better rules.",
           "stay": "Staying keeps your needs within reach.", "pop": "More population scores more for each need met.",
           "age": "A higher age plays tricks with better rules.", "worker": "This building pays back every round.",
           "end": "Keep the rest for next round."},
    "fr": {"trump": "Vos cartes les plus fortes sont de cette couleur.",
           "play": "Cette carte devrait bien choisir dans le pli pour ce qu'elle y laisse.",
           "play_blind": "Vous ne voyez pas vos cartes : n'importe laquelle.",
           "discovery": "Votre Découverte passe face visible dans le pli où votre choix serait le plus pauvre.",
           "take": "Cette carte donne le plus de ce qui manque à vos Besoins.",
           "forced": "C'est le moins mauvais choix qui reste.",
           "shield_joker": "Votre Bouclier change cette Calamité en 2 Ressources.",
           "joker": "Vos Besoins manquent de cette Ressource.",
           "lose": "Ce sont celles dont vous vous passez le mieux.",
           "remove": "Ce Travailleur est le moins coûteux à perdre.",
           "commerce": "Ce changement satisfait un Besoin.",
           "needs": "Aucun changement n'aide vos Besoins.",
           "up": "Un Âge plus élevé marque plus et joue avec de meilleures règles.",
           "stay": "Rester garde vos Besoins à votre portée.",
           "pop": "Plus de Population marque plus par Besoin satisfait.",
           "age": "Un Âge plus élevé joue les plis avec de meilleures règles.",
           "worker": "Ce bâtiment rapporte à chaque tour.", "end": "Gardez le reste pour le prochain tour."},
}
