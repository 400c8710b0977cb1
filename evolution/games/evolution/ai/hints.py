"""A hint for a human player: what the medium (or hard) bot would do in their seat, and why
in a few words. The reason is a code plus values, so the UI can word it in each language."""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import actions
from .players import MediumBot
from .search import HardBot


@dataclass
class Hint:
    action: actions.Action
    reason: str  # a code, see ``REASONS``
    detail: dict = field(default_factory=dict)
    alternatives: list = field(default_factory=list)  # the next best moves, best first

    def text(self) -> str:
        return REASONS[self.reason].format(**self.detail)


REASONS = {
    "only": "It is the only move.",
    "food_card": "Its food helps you more than your rivals ({trait} is the card you need least).",
    "trait": "{trait} is worth most on this species now.",
    "new_species": "A new species: more room for traits and food.",
    "pop": "More population: the food supply can feed it.",
    "size": "Bigger: safer from carnivores, or able to hunt.",
    "discard_trait": "Make room for a better trait.",
    "end_turn": "Keep your other cards for later.",
    "leaf": "This order gets your species the most food.",
    "feed": "Take plants while the watering hole has them.",
    "fat": "Store fat for a lean round.",
    "attack": "Meat for your carnivore, and a loss for {owner}.",
    "attack_own": "Your carnivore must eat: this is the least costly prey.",
    "negate": "Negating {trait} opens a better prey.",
    "intelligence": "Cards for plants: the watering hole will not feed you.",
    "pass": "Nothing more is worth taking.",
    "new_avian": "An avian species: safe from carnivores without Flight, and fed by the Cliff.",
    "event": "This event feeds you now, and you draw a card for it.",
    "cliff_feed": "Take plants from the Cliff: only avian species compete for them.",
}


REASONS_FR = {
    "only": "C'est le seul coup possible.",
    "food_card": "Sa nourriture vous aide plus que vos rivaux ({trait} est la carte dont vous avez le moins besoin).",
    "trait": "{trait} vaut le plus sur cette espèce maintenant.",
    "new_species": "Une nouvelle espèce : plus de place pour des traits et de la nourriture.",
    "pop": "Plus de population : la nourriture disponible peut la nourrir.",
    "size": "Plus grande : à l'abri des Carnivores, ou capable de chasser.",
    "discard_trait": "Faites de la place pour un meilleur trait.",
    "end_turn": "Gardez vos autres cartes pour plus tard.",
    "leaf": "Cet ordre donne le plus de nourriture à vos espèces.",
    "feed": "Prenez des plantes tant que le point d'eau en a.",
    "fat": "Stockez des réserves pour une manche maigre.",
    "attack": "De la viande pour votre Carnivore, et une perte pour {owner}.",
    "attack_own": "Votre Carnivore doit manger : c'est la proie la moins coûteuse.",
    "negate": "Annuler {trait} ouvre une meilleure proie.",
    "intelligence": "Des cartes contre des plantes : le point d'eau ne vous nourrira pas.",
    "pass": "Rien d'autre ne vaut la peine d'être pris.",
    "new_avian": "Une espèce aviaire : à l'abri des Carnivores sans Vol, et nourrie par la Falaise.",
    "event": "Cet événement vous nourrit maintenant, et vous piochez une carte en échange.",
    "cliff_feed": "Prenez des plantes sur la Falaise : seules les espèces aviaires se les disputent.",
}


def hint(obs, level: str = "medium", budget: float | None = None, seed: int = 0) -> Hint:
    """What the ``level`` bot ("medium" or "hard") would play in this observation's seat."""
    legal = obs.legal
    medium = MediumBot(seed)
    ranked = medium.explain(obs)
    if level == "hard":
        action = HardBot(seed, budget=budget if budget is not None else 0.25).choose(obs)
    else:
        action = ranked[0][1]
    others = [a for _, a in ranked if a != action][:2]
    if len(legal) == 1:
        return Hint(action, "only")
    v = obs.view
    me = v.players[obs.player]
    t = type(action)
    detail: dict = {}
    if t is actions.FoodCard:
        reason, detail = "food_card", {"trait": me.hand[action.card].trait}
    elif t is actions.PlayTrait:
        reason, detail = "trait", {"trait": me.hand[action.card].trait}
    elif t is actions.Attack:
        owner = action.target[0]
        reason = "attack_own" if owner == obs.player else "attack"
        detail = {"owner": f"player {owner + 1}"}
    elif t is actions.Negate:
        reason, detail = "negate", {"trait": action.trait}
    else:
        reason = {actions.NewSpecies: "new_species", actions.GrowPop: "pop", actions.GrowSize: "size", actions.DiscardTrait: "discard_trait",
                  actions.EndTurn: "end_turn", actions.Leaf: "leaf", actions.Feed: "feed", actions.StoreFat: "fat",
                  actions.Intelligence: "intelligence", actions.Pass: "pass", actions.NewAvian: "new_avian", actions.GrowPopCliff: "pop",
                  actions.PlayEvent: "event", actions.LeafChoice: "leaf", actions.FeedCliff: "cliff_feed", actions.StoreFatCliff: "fat"}[t]
    return Hint(action, reason, detail, others)
