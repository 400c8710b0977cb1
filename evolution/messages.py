"""Messages for players (refusal reasons, save errors), in English and French.

Like gettext, the English template is the message's id: code writes ``msg("You have no card {n} in
hand", n=3)``, which is the English string and remembers its template and parameters, so that
``translate(message, "fr")`` can say it in French later. Trait names among the parameters are
given as printed in each language.
"""

from __future__ import annotations

from typing import Any


class Message(str):
    """An English message that knows its template and parameters."""

    template: str
    params: dict[str, Any]

    def __new__(cls, template: str, **params: Any) -> Message:
        self = super().__new__(cls, template.format(**params))
        self.template, self.params = template, params
        return self


def msg(template: str, **params: Any) -> Message:
    return Message(template, **params)


FR = {
    # whose move, which phase
    "There is no player {n}": "Il n'y a pas de joueur {n}",
    "The game is over": "La partie est terminée",
    "Feeding is over": "La phase Nourriture est terminée",
    "Not now: it is time to {decision}": "Pas maintenant : c'est le moment de {decision}",
    "It is not your turn": "Ce n'est pas votre tour",
    "A computer player sits there": "Un joueur ordinateur est à cette place",
    # cards and species
    "You have no card {n} in hand": "Vous n'avez pas de carte {n} en main",
    "You have no species {n}": "Vous n'avez pas d'espèce {n}",
    "That species has no trait {n}": "Cette espèce n'a pas de trait {n}",
    "A species can have at most {limit} traits: discard one first":
        "Une espèce a au plus {limit} traits : défaussez-en un d'abord",
    "This species already has {trait}": "Cette espèce a déjà {trait}",
    "Body size is already {max}, the maximum": "La Taille est déjà de {max}, le maximum",
    "Population is already {max}, the maximum": "La Population est déjà de {max}, le maximum",
    "No unresolved {trait} on your species {n}": "Pas de {trait} à résoudre sur votre espèce {n}",
    # feeding
    "Carnivores never eat plants: attack instead": "Un Carnivore ne mange jamais de plantes : il attaque",
    "Only a carnivore can attack": "Seul un Carnivore peut attaquer",
    "This species is fed: store fat instead": "Cette espèce est nourrie : stockez des réserves à la place",
    "This species is already fed": "Cette espèce est déjà nourrie",
    "The watering hole is empty": "Le point d'eau est vide",
    "Only a species with Fat Tissue can store fat":
        "Seule une espèce avec Tissus Gras peut stocker des réserves",
    "This species is still hungry: feed it first": "Cette espèce a encore faim : nourrissez-la d'abord",
    "Its Fat Tissue is full (fat up to body size)": "Ses Tissus Gras sont pleins (réserves jusqu'à sa Taille)",
    "Your species {n} is hungry and can eat: feed it first (R-MUST)":
        "Votre espèce {n} a faim et peut manger : nourrissez-la d'abord",
    "Your carnivore (species {n}) is hungry and has prey: it must attack (R-MUST)":
        "Votre Carnivore (espèce {n}) a faim et a une proie : il doit attaquer",
    "Your species {n} is hungry and the watering hole has food: you must feed":
        "Votre espèce {n} a faim et le point d'eau a de la nourriture : vous devez la nourrir",
    "This carnivore is fed": "Ce Carnivore est nourri",
    "There is no such species to attack": "Cette espèce n'existe pas",
    "This species has no Intelligence": "Cette espèce n'a pas Intelligence",
    "Intelligence on a carnivore negates traits; on a non-carnivore it takes plants":
        "Sur un Carnivore, Intelligence annule des traits ; sinon elle prend des plantes",
    "A carnivore's Intelligence negates traits; it never takes plants":
        "L'Intelligence d'un Carnivore annule des traits ; elle ne prend jamais de plantes",
    "This species cannot eat any more": "Cette espèce ne peut plus manger",
    "{trait} is already negated": "{trait} est déjà annulé",
    "Your negations this turn are for another carnivore": "Vos annulations de ce tour sont pour un autre Carnivore",
    "No other species has {trait}": "Aucune autre espèce n'a {trait}",
    # attacks (R-ATK)
    "A carnivore cannot attack itself": "Un Carnivore ne peut pas s'attaquer lui-même",
    "Size: the carnivore attacks with size {attack}, the prey is size {prey}":
        "Taille : le Carnivore attaque avec une taille de {attack}, la proie a une Taille de {prey}",
    "Burrowing: a fed species is safe in its burrow": "Fouisseuse : une espèce nourrie est à l'abri dans son terrier",
    "Climbing: this carnivore cannot climb": "Grimpante : ce Carnivore ne sait pas grimper",
    "Defensive Herding: the carnivore's population ({attack}) must be larger than the herd's ({prey})":
        "Horde défensive : la Population du Carnivore ({attack}) doit dépasser celle de la horde ({prey})",
    "Hard Shell: the shell counts as size {shell}, the carnivore attacks with {attack}":
        "Carapace : la carapace compte comme une Taille de {shell}, le Carnivore attaque avec {attack}",
    "Symbiosis: protected while the species to its right is larger":
        "Symbiose : protégée tant que l'espèce à sa droite est plus grande",
    "Warning Call: a neighbour's warning protects it (Ambush would ignore it)":
        "Cri d'Alerte : l'alerte d'une voisine la protège (Embuscade l'ignorerait)",
    # saves and links
    "This game was saved by a newer version of the game (format {version}); this page reads format {current}":
        "Cette partie a été sauvegardée par une version plus récente du jeu (format {version}) ; "
        "cette page lit le format {current}",
    "This game was saved by an older version of the game (format {version}); this page reads format {current}":
        "Cette partie a été sauvegardée par une version plus ancienne du jeu (format {version}) ; "
        "cette page lit le format {current}",
    "This is not a saved game (it is not JSON)": "Ce n'est pas une partie sauvegardée (ce n'est pas du JSON)",
    "This is not a saved game of Evolution": "Ce n'est pas une partie sauvegardée d'Evolution",
    "This saved game is damaged: {detail}": "Cette sauvegarde est endommagée : {detail}",
    "Move {n} of this save is not legal ({why}); the save is damaged":
        "Le coup {n} de cette sauvegarde n'est pas permis ({why}) ; la sauvegarde est endommagée",
    "Move {n} of this save is not legal": "Le coup {n} de cette sauvegarde n'est pas permis",
    "This link is damaged (it ends in the middle of a move)": "Ce lien est endommagé (il s'arrête au milieu d'un coup)",
    "This link is damaged: it does not decode to a game (was it copied whole?)":
        "Ce lien est endommagé : il ne contient pas de partie (a-t-il été copié en entier ?)",
    "This link is damaged: it does not decode to a game": "Ce lien est endommagé : il ne contient pas de partie",
    "This link is damaged: {detail}": "Ce lien est endommagé : {detail}",
    "This link is damaged: move {n} is not a legal move": "Ce lien est endommagé : le coup {n} n'est pas permis",
}

# Phrases used as parameters.
FR_PHRASES = {
    "choose a food card": "choisir une carte Nourriture",
    "play cards": "jouer des cartes",
    "order leaf traits": "ordonner les traits à feuille",
    "feed": "nourrir",
}


def translate(text: str, lang: str) -> str:
    """``text`` in ``lang`` ("en" or "fr"); text that is not a known Message stays as it is."""
    if lang != "fr" or not isinstance(text, Message) or text.template not in FR:
        return str(text)
    from .text import TRAIT_NAMES_FR

    params = {k: TRAIT_NAMES_FR.get(v, FR_PHRASES.get(v, translate(v, lang))) if isinstance(v, str) else v
              for k, v in text.params.items()}
    return FR[text.template].format(**params)
