"""Log events in plain words, in English and French (trait names as printed in each language)."""

from __future__ import annotations

from ...core.messages import add_catalog, fill, join_names, plural, render
from .cards import Card, trait_info
from .events import Event


def trait_name(trait: str, lang: str = "en") -> str:
    info = trait_info().get(trait)
    return info.names.get(lang, trait) if info else trait


def trait_rule(trait: str, lang: str = "en") -> str:
    return trait_info()[trait].rule[lang]


# Refusals the engine gives, in French (the English template is the id, see core.messages).
_REFUSALS_FR = {
    'Feeding is over': 'La phase Nourriture est terminée',
    'Not now: it is time to {decision}': "Pas maintenant : c'est le moment {decision:de}",
    'You have no card {n} in hand': "Vous n'avez pas de carte {n} en main",
    'You have no species in place {n} of your row': "Vous n'avez pas d'espèce à la place {n} de votre rangée",
    'That species has no trait {n}': "Cette espèce n'a pas de trait {n}",
    'A species can have at most {limit} traits: discard one first':
        "Une espèce a au plus {limit} traits : défaussez-en un d'abord",
    'This species already has {trait}': 'Cette espèce a déjà {trait}',
    'Body size is already {max}, the maximum': 'La Taille est déjà de {max}, le maximum',
    'Population is already {max}, the maximum': 'La Population est déjà de {max}, le maximum',
    'No unresolved {trait} on your species {n}': 'Pas {trait:de} à résoudre sur votre espèce {n}',
    'Carnivores never eat plants: attack instead': 'Un Carnivore ne mange jamais de plantes : il attaque',
    'Only a carnivore can attack': 'Seul un Carnivore peut attaquer',
    'This species is fed: store fat instead': 'Cette espèce est nourrie : stockez des réserves à la place',
    'This species is already fed': 'Cette espèce est déjà nourrie',
    'The watering hole is empty': "Le point d'eau est vide",
    'Only a species with Fat Tissue can store fat': 'Seule une espèce avec Tissus gras peut stocker des réserves',
    'This species is still hungry: feed it first': "Cette espèce a encore faim : nourrissez-la d'abord",
    'Its Fat Tissue is full (fat up to body size)': "Ses Tissus gras sont pleins (réserves jusqu'à sa Taille)",
    'Your species {n} is hungry and can eat: feed it first (R-MUST)':
        "Votre espèce {n} a faim et peut manger : nourrissez-la d'abord",
    'Your carnivore (species {n}) is hungry and has prey: it must attack (R-MUST)':
        'Votre Carnivore (espèce {n}) a faim et a une proie : il doit attaquer',
    'Your species {n} is hungry and the watering hole has food: you must feed':
        "Votre espèce {n} a faim et le point d'eau a de la nourriture : vous devez la nourrir",
    'This carnivore is fed': 'Ce Carnivore est nourri',
    'There is no such species to attack': "Cette espèce n'existe pas",
    'This species has no Intelligence': "Cette espèce n'a pas Intelligence",
    'Intelligence on a carnivore negates traits; on a non-carnivore it takes plants':
        'Sur un Carnivore, Intelligence annule des traits ; sinon elle prend des plantes',
    "A carnivore's Intelligence negates traits; it never takes plants":
        "L'Intelligence d'un Carnivore annule des traits ; elle ne prend jamais de plantes",
    'This species cannot eat any more': 'Cette espèce ne peut plus manger',
    '{trait} is already negated': '{trait} est déjà annulé',
    'Your negations this turn are for another carnivore': 'Vos annulations de ce tour sont pour un autre Carnivore',
    'No other species has {trait}': "Aucune autre espèce n'a {trait}",
    'A carnivore cannot attack itself': "Un Carnivore ne peut pas s'attaquer lui-même",
    'Size: the carnivore attacks with size {attack}, the prey is size {prey}':
        'Taille : le Carnivore attaque avec une taille de {attack}, la proie a une Taille de {prey}',
    'Burrowing: a fed species is safe in its burrow': "Fouisseuse : une espèce nourrie est à l'abri dans son terrier",
    'Climbing: this carnivore cannot climb': 'Grimpante : ce Carnivore ne sait pas grimper',
    "Defensive Herding: the carnivore's population ({attack}) must be larger than the herd's ({prey})":
        'Horde défensive : la Population du Carnivore ({attack}) doit dépasser celle de la horde ({prey})',
    'Hard Shell: the shell counts as size {shell}, the carnivore attacks with {attack}':
        'Carapace : la carapace compte comme une Taille de {shell}, le Carnivore attaque avec {attack}',
    'Symbiosis: protected while the species to its right is larger':
        "Symbiose : protégée tant que l'espèce à sa droite est plus grande",
    "Warning Call: a neighbour's warning protects it (Ambush would ignore it)":
        "Cri d'alerte : l'alerte d'une voisine la protège (Embuscade l'ignorerait)",
    'Resolve your leaf traits first': "Résolvez d'abord vos traits à feuille",
    'In this edition a non-carnivore uses Intelligence before feeding, not during it':
        "Dans cette édition, une espèce non carnivore utilise Intelligence avant le repas, pas pendant",
    # Flight
    'Each card can be used once': 'Chaque carte ne sert qu\'une fois',
    '{trait} is an event: play it after the traits are revealed':
        '{trait} est un événement : jouez-le après la révélation des traits',
    'There are no avian species in this game': "Il n'y a pas d'espèce aviaire dans cette partie",
    'An avian species costs {n} cards': 'Une espèce aviaire coûte {n} cartes',
    'No Flight card is left in the supply': 'Il ne reste aucune carte Vol dans la réserve',
    'Only a land species with Nesting takes from the Cliff when it grows (and the Cliff has plants)':
        'Seule une espèce terrestre avec Nidification prend sur la Falaise en grandissant (si la Falaise a des plantes)',
    '{trait} is not an event card': "{trait} n'est pas une carte Événement",
    '{trait}: choose one of your avian species': '{trait} : choisissez une de vos espèces aviaires',
    '{trait}: only an avian species can dive': '{trait} : seule une espèce aviaire peut piquer',
    '{trait}: a carnivore attacks; choose its prey': '{trait} : un Carnivore attaque ; choisissez sa proie',
    'Not a legal target': "Ce n'est pas une cible permise",
    '{trait}: there is no food there': "{trait} : il n'y a pas de nourriture à cet endroit",
    '{trait} cannot take {choice} here': '{trait} ne peut pas prendre {choice} ici',
    'Only an avian species can take food from the Cliff': 'Seule une espèce aviaire peut se nourrir sur la Falaise',
    'The Cliff is empty': 'La Falaise est vide',
    "A Flight carnivore's discard ignores only Symbiosis, Warning Call or Climbing":
        "La défausse d'un Carnivore avec Vol n'ignore que Symbiose, Cri d'alerte ou Grimpante",
    'Only a Flight carnivore can attack a Flight species':
        'Seul un Carnivore avec Vol peut attaquer une espèce avec Vol',
    'Camouflage: only a carnivore with Good Eyesight can attack it':
        'Camouflage : seul un Carnivore avec Bonne Vue peut l\'attaquer',
}
_PHRASES_FR = {  # words the refusals take as parameters
    "choose a food card": "choisir une carte Nourriture",
    "play cards": "jouer des cartes",
    "play events": "jouer des événements",
    "meat": "de la viande",
    "cliff": "sur la Falaise",
    "order leaf traits": "ordonner les traits à feuille",
    "feed": "nourrir",
}
add_catalog("fr", _REFUSALS_FR, {**{t: i.names["fr"] for t, i in trait_info().items() if "fr" in i.names},
                                 **_PHRASES_FR})


# Log lines. Plurals ({n:one|other}) and French elision ({who:de}) are the message catalogue's
# (core.messages.render). {sp} is a species' letter, which never changes (models.species_letters).
_EN = {
    "setup": "New game: {players} players, {first} starts.",
    "round": "Round {round} begins; {first} is first player.",
    "round_last": "Round {round} begins; {first} is first player. This is the last round.",
    "free_species": "{who} gets a free species: species {sp}.",
    "draw": "{who} draws {count} {count:card|cards}{cards}.",
    "reshuffle": "The deck ran out: the discard pile ({cards} {cards:card|cards}) is shuffled. "
                 "The game ends after round {last}.",
    "deck_empty": "The deck and the discard pile are empty. The game ends after round {last}.",
    "food_card": "{who} puts a food card face down{card}.",
    "trait_played": "{who} plays a trait face down on species {sp}{trait}.",
    "new_species": "{who} discards a card for a new species on the {side}: species {sp}.",
    "size": "{who} grows species {sp} to body size {size}.",
    "pop": "{who} grows species {sp} to population {pop}.",
    "trait_discarded": "{who} discards {trait} from species {sp}.",
    "trait_discarded_fat": "{who} discards {trait} from species {sp}: its {fat} stored fat {fat:goes|go} to the bag "
                           "({bag} in all).",
    "done_playing": "{who} is done playing cards.",
    "traits_revealed": "All traits are revealed.",
    "fat_used": "{fat_tissue}: {who}'s species {sp} eats {amount} stored fat.",
    "fertile": "Fertile: {who}'s species {sp} grows to population {pop}.",
    "food_revealed": "Food cards revealed: {cards}: {total:+d}; the watering hole has {wh} {wh:plant|plants}.",
    "take": "{cause}: {who}'s species {sp} takes {amount} {food} from the {source}.",
    "take_fat": "{cause}: {who}'s species {sp} stores {fat} fat on its {fat_tissue} ({amount} {food} from the "
                "{source}).",
    "take_some_fat": "{cause}: {who}'s species {sp} takes {amount} {food} from the {source} and stores {fat} of "
                     "{amount:it|them} as fat on its {fat_tissue}.",
    "attack": "{who}'s species {sp} attacks {target}{negated}.",
    "negate": "Intelligence: {who} discards a card to negate {trait}.",
    "intelligence": "Intelligence: {who} discards a card for plants.",
    "pop_lost": "{cause}: {who}'s species {sp} loses 1 population ({pop} left).",
    "pop_lost_bag": "{cause}: {who}'s species {sp} loses 1 population ({pop} left); {to_bag} food {to_bag:goes|go} "
                    "to the bag ({bag} in all).",
    "extinct": "{who}'s species {sp} goes extinct; {traits} {traits:trait|traits} discarded.",
    "extinct_bag": "{who}'s species {sp} goes extinct; {traits} {traits:trait|traits} discarded; {to_bag} food "
                   "{to_bag:goes|go} to the bag ({bag} in all).",
    "pass": "{who} passes.",
    "pass_auto": "{who} cannot feed any more and passes.",
    "intelligence_done": "{who} is done with Intelligence before feeding.",
    "starve": "{who}'s species {sp} starves: population drops to {pop}.",
    "to_bag": "{who} puts {amount} food in the bag ({bag} in all).",
    "fat_to_bag": "End of the game: {who} adds {amount} stored fat to the bag ({bag} in all).",
    "game_over": "Game over. {winners} {count:wins|win}.",
    "food_revealed_cliff": "Food cards revealed: {cards}: {total:+d}; the watering hole has {wh} {wh:plant|plants}, "
                           "the Cliff {cliff} {cliff:plant|plants}.",
    "reserve": "The deck ran out: the {cards} {cards:card set aside becomes|cards set aside become} the deck. "
               "The game ends after round {last}.",
    "new_avian": "{who} discards 2 cards for a new avian species on the {side}: species {sp}.",
    "done_events": "{who} is done with events.",
    "event": "{who} plays the event {event}{target}.",
    "seed_dispersal": "Seed Dispersal: {plants} {plants:plant|plants} added; the watering hole has {wh}.",
    "brood_parasite": "Brood Parasite: {who}'s species {sp} grows to population {pop}.",
    "upkeep_returned": "{who} returns {amount} upkeep food to the bank.",
}
_FR = {
    "setup": "Nouvelle partie : {players} joueurs, {first} commence.",
    "round": "Début de la manche {round} ; {first} est premier joueur.",
    "round_last": "Début de la manche {round} ; {first} est premier joueur. C'est la dernière manche.",
    "free_species": "{who} reçoit une espèce gratuite : l'espèce {sp}.",
    "draw": "{who} pioche {count} {count:carte|cartes}{cards}.",
    "reshuffle": "La pioche est vide : la défausse ({cards} {cards:carte|cartes}) est mélangée. "
                 "La partie finit après la manche {last}.",
    "deck_empty": "La pioche et la défausse sont vides. La partie finit après la manche {last}.",
    "food_card": "{who} pose une carte Nourriture face cachée{card}.",
    "trait_played": "{who} pose un trait face cachée sur l'espèce {sp}{trait}.",
    "new_species": "{who} défausse une carte pour une nouvelle espèce à {side} : l'espèce {sp}.",
    "size": "{who} fait grandir l'espèce {sp} jusqu'à la Taille {size}.",
    "pop": "{who} augmente la Population de l'espèce {sp} à {pop}.",
    "trait_discarded": "{who} défausse {trait} de l'espèce {sp}.",
    "trait_discarded_fat": "{who} défausse {trait} de l'espèce {sp} : {fat} {fat:réserve va|réserves vont} "
                           "dans le sac ({bag} en tout).",
    "done_playing": "{who} a fini de jouer ses cartes.",
    "traits_revealed": "Tous les traits sont révélés.",
    "fat_used": "{fat_tissue} : l'espèce {sp} {who:de} mange {amount} {amount:réserve|réserves}.",
    "fertile": "Fertile : la Population de l'espèce {sp} {who:de} passe à {pop}.",
    "food_revealed": "Cartes Nourriture révélées : {cards} : {total:+d} ; le point d'eau a {wh} {wh:plante|plantes}.",
    "take": "{cause} : l'espèce {sp} {who:de} prend {amount} {food} {source}.",
    "take_fat": "{cause} : l'espèce {sp} {who:de} stocke {fat} {fat:réserve|réserves} sur ses {fat_tissue} "
                "({amount} {food} {source}).",
    "take_some_fat": "{cause} : l'espèce {sp} {who:de} prend {amount} {food} {source} et en stocke {fat} en "
                     "{fat:réserve|réserves} sur ses {fat_tissue}.",
    "attack": "L'espèce {sp} {who:de} attaque {target}{negated}.",
    "negate": "Intelligence : {who} défausse une carte pour annuler {trait}.",
    "intelligence": "Intelligence : {who} défausse une carte pour des plantes.",
    "pop_lost": "{cause} : l'espèce {sp} {who:de} perd 1 Population (reste {pop}).",
    "pop_lost_bag": "{cause} : l'espèce {sp} {who:de} perd 1 Population (reste {pop}) ; {to_bag} "
                    "{to_bag:jeton Nourriture va|jetons Nourriture vont} dans le sac ({bag} en tout).",
    "extinct": "L'espèce {sp} {who:de} s'éteint ; {traits} {traits:trait défaussé|traits défaussés}.",
    "extinct_bag": "L'espèce {sp} {who:de} s'éteint ; {traits} {traits:trait défaussé|traits défaussés} ; "
                   "{to_bag} {to_bag:jeton Nourriture va|jetons Nourriture vont} dans le sac ({bag} en tout).",
    "pass": "{who} passe.",
    "pass_auto": "{who} ne peut plus nourrir et passe.",
    "intelligence_done": "{who} a fini d'utiliser Intelligence avant le repas.",
    "starve": "L'espèce {sp} {who:de} a faim : sa Population tombe à {pop}.",
    "to_bag": "{who} met {amount} {amount:jeton|jetons} Nourriture dans son sac ({bag} en tout).",
    "fat_to_bag": "Fin de la partie : {who} ajoute {amount} {amount:réserve|réserves} à son sac ({bag} en tout).",
    "game_over": "Fin de la partie. {winners} {count:gagne|gagnent}.",
    "food_revealed_cliff": "Cartes Nourriture révélées : {cards} : {total:+d} ; le point d'eau a {wh} "
                           "{wh:plante|plantes}, la Falaise {cliff} {cliff:plante|plantes}.",
    "reserve": "La pioche est vide : {cards} {cards:carte mise de côté devient|cartes mises de côté deviennent} "
               "la pioche. La partie finit après la manche {last}.",
    "new_avian": "{who} défausse 2 cartes pour une nouvelle espèce aviaire à {side} : l'espèce {sp}.",
    "done_events": "{who} a fini de jouer des événements.",
    "event": "{who} joue l'événement {event}{target}.",
    "seed_dispersal": "Dispersion des graines : {plants} {plants:plante ajoutée|plantes ajoutées} ; "
                      "le point d'eau en a {wh}.",
    "brood_parasite": "Parasite de couvée : la Population de l'espèce {sp} {who:de} passe à {pop}.",
    "upkeep_returned": "{who} rend {amount} {amount:jeton|jetons} Nourriture d'entretien à la réserve.",
}
_WORDS = {
    "en": {"meat": "meat", "watering_hole": "watering hole",
           "bank": "food bank", "cliff": "Cliff", "left": "left", "right": "right", "feed": "Feeding",
           "attack": "Attack", "species_of": "{who}'s species {sp}", "negating": " (negating {traits})",
           "card_of": "{who}'s {card} ({food:+d})", "none": "none", "colon": ": ", "event_species": " with species {sp}"},
    "fr": {"meat": "viande", "watering_hole": "du point d'eau",
           "bank": "de la réserve", "cliff": "de la Falaise", "left": "gauche", "right": "droite", "feed": "Repas",
           "attack": "Attaque", "species_of": "l'espèce {sp} {who:de}", "negating": " (en annulant {traits})",
           "card_of": "{card} {who:de} ({food:+d})", "none": "aucune", "colon": " : ", "event_species": " avec l'espèce {sp}"},
}

_FOOD = {"en": {"plant": ("plant", "plants"), "meat": ("meat", "meat")},
         "fr": {"plant": ("plante", "plantes"), "meat": ("viande", "viande")}}


def describe(event: Event, names: list[str], table: tuple[Card, ...], letters: dict[int, str],
             lang: str = "en") -> str:
    """One log line. ``names`` are the players' names (untrusted text: escape it when rendering);
    ``letters`` every species' letter by uid (``models.species_letters``, computed once per log)."""
    t = _FR if lang == "fr" else _EN
    w = _WORDS[lang]
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
        f.update(count=d["count"], cards=w["colon"] + ", ".join(tr(table[c].trait) for c in cards) if cards else "")
    elif kind in ("reshuffle", "deck_empty", "reserve"):
        f.update(cards=d.get("cards"), last=d["last_round"])
    elif kind == "food_card":
        card = d.get("card")
        f["card"] = f" ({tr(table[card].trait)} {table[card].food:+d})" if card is not None else ""
    elif kind == "trait_played":
        f["trait"] = f" ({tr(d['trait'])})" if "trait" in d else ""
    elif kind in ("new_species", "new_avian"):
        f["side"] = w[d["side"]]
    elif kind in ("size", "pop", "fertile", "brood_parasite"):
        f.update(size=d.get("size"), pop=d.get("pop"))
    elif kind == "trait_discarded":
        f.update(trait=tr(d["trait"]), fat=d.get("fat_to_bag", 0), bag=d.get("bag"))
        kind = "trait_discarded_fat" if f["fat"] else kind
    elif kind == "fat_used":
        f.update(amount=d["amount"], fat_tissue=tr("Fat Tissue"))
    elif kind == "food_revealed":
        cards = ", ".join(render(w["card_of"], lang, who=who(int(p)), card=tr(table[c].trait), food=table[c].food)
                          for p, c in d["cards"].items())
        f.update(cards=cards or w["none"], total=d["total"], wh=d["watering_hole"], cliff=d.get("cliff"))
        kind = "food_revealed_cliff" if d.get("cliff") else kind
    elif kind == "event":
        f.update(event=tr(d["event"]), target=w["event_species"].format(sp=f["sp"]) if uid is not None else "")
    elif kind == "seed_dispersal":
        f.update(plants=d["plants"], wh=d["watering_hole"])
    elif kind == "upkeep_returned":
        f["amount"] = d["amount"]
    elif kind == "take":
        cause, amount, fat = d["cause"], d["amount"], d.get("fat", 0)
        f.update(cause=w.get(cause, tr(cause)), amount=amount, food=plural(amount, *_FOOD[lang][d["food"]], lang),
                 source=w[d["source"]], fat=fat, fat_tissue=tr("Fat Tissue"))
        kind = "take" if not fat else "take_fat" if fat == amount else "take_some_fat"
    elif kind == "attack":
        owner, prey = d["target"]
        target = render(w["species_of"], lang, who=who(owner), sp=letters.get(prey, "?"))
        negated = d.get("negated") or []
        f.update(target=target, negated=w["negating"].format(traits=", ".join(map(tr, negated))) if negated else "")
    elif kind == "negate":
        f["trait"] = tr(d["trait"])
    elif kind == "pop_lost":
        f.update(cause=w.get(d["cause"], tr(d["cause"])), pop=d["pop"], to_bag=d.get("to_bag", 0), bag=d.get("bag"))
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
    return fill(t[kind], lang, f)


_MOVES = {
    "en": {"food_card": "Put {card} as your food card", "trait": "Play {card} as a trait on species {sp}",
           "new_species": "Discard {card} for a new species on the {side}", "size": "Discard {card}: species {sp} +1 size",
           "pop": "Discard {card}: species {sp} +1 population", "discard_trait": "Discard {trait} from species {sp}",
           "end_turn": "End your turn", "leaf": "Resolve {trait} on species {sp}", "feed": "Feed species {sp}",
           "fat": "Store fat on species {sp}", "attack": "Species {sp} attacks {target}",
           "negate": "Discard {card} to negate {trait} for species {sp}",
           "intelligence": "Discard {card}: species {sp} takes 2 plants", "pass": "Pass",
           "new_avian": "Discard {cards} for a new avian species on the {side}",
           "pop_cliff": "Discard {card}: species {sp} +1 population (Nesting takes from the Cliff)",
           "event": "Play {card}{detail}", "leaf_choice": "Resolve {trait} on species {sp} ({choice})",
           "cliff_feed": "Feed species {sp} from the Cliff", "cliff_fat": "Store fat on species {sp} from the Cliff"},
    "fr": {"food_card": "Posez {card} comme carte Nourriture", "trait": "Jouez {card} comme trait sur l'espèce {sp}",
           "new_species": "Défaussez {card} pour une nouvelle espèce à {side}",
           "size": "Défaussez {card} : espèce {sp} +1 Taille", "pop": "Défaussez {card} : espèce {sp} +1 Population",
           "discard_trait": "Défaussez {trait} de l'espèce {sp}", "end_turn": "Finissez votre tour",
           "leaf": "Résolvez {trait} sur l'espèce {sp}", "feed": "Nourrissez l'espèce {sp}",
           "fat": "Stockez des réserves sur l'espèce {sp}", "attack": "L'espèce {sp} attaque {target}",
           "negate": "Défaussez {card} pour annuler {trait} pour l'espèce {sp}",
           "intelligence": "Défaussez {card} : l'espèce {sp} prend 2 plantes", "pass": "Passez",
           "new_avian": "Défaussez {cards} pour une nouvelle espèce aviaire à {side}",
           "pop_cliff": "Défaussez {card} : espèce {sp} +1 Population (Nidification prend sur la Falaise)",
           "event": "Jouez {card}{detail}", "leaf_choice": "Résolvez {trait} sur l'espèce {sp} ({choice})",
           "cliff_feed": "Nourrissez l'espèce {sp} sur la Falaise",
           "cliff_fat": "Stockez des réserves sur l'espèce {sp} depuis la Falaise"},
}


def describe_move(action, view, names: list[str], lang: str = "en") -> str:
    """A move in words, for the player who makes it (``view``: that player's view)."""
    w = _WORDS[lang]
    me = view.players[action.player]
    card = getattr(action, "card", None)

    def in_hand(c: int) -> str:
        return f"{trait_name(me.hand[c].trait, lang)} ({me.hand[c].food:+d})"

    def species_of(owner: int, index: int) -> str:
        row = view.players[owner].species if owner < len(view.players) else []
        return render(w["species_of"], lang, who=names[owner] if owner < len(names) else "?",
                      sp=row[index].name if index < len(row) else "?")

    index = getattr(action, "species", None)
    f = {"sp": me.species[index].name if index is not None and index < len(me.species) else "?",
         "side": w.get(getattr(action, "side", ""), ""), "trait": "",
         "card": in_hand(card) if card is not None else ""}
    if action.kind in ("leaf", "leaf_choice", "negate"):
        f["trait"] = trait_name(action.trait, lang)
        f["choice"] = w.get(getattr(action, "choice", ""), "")
    elif action.kind == "new_avian":
        f["cards"] = ", ".join(map(in_hand, action.cards))
    elif action.kind == "event":
        detail = ""
        if action.target is not None:
            detail = ": " + species_of(*action.target)
        elif action.source is not None:
            detail = f" ({w[action.source]})"
        f["detail"] = detail
    elif action.kind == "discard_trait":
        f["trait"] = trait_name(me.species[action.species].traits[action.trait].trait or "?", lang)
    elif action.kind == "attack":
        f["target"] = species_of(*action.target)
    return _MOVES[lang][action.kind].format(**f)
