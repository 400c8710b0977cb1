"""A hint for a human player: what the medium (or hard) bot would do in their seat, and why
in a few words. The reason is a code plus values, so the UI can word it in each language; each code
is chosen so that its words are true of the position (a reason about plants only for a player with a
plant-eater, about hunting only for a carnivore...)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import actions
from .players import MediumBot
from .search import HardBot


@dataclass
class Hint:
    action: actions.Action
    reason: str  # a code: its words are the catalogue's "reason.<code>" (catalogue/)
    detail: dict = field(default_factory=dict)
    alternatives: list = field(default_factory=list)  # the next best moves, best first



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
        card = me.hand[action.card]
        reason, detail = _food_card_reason(obs, card), {"trait": card.trait}
    elif t is actions.PlayTrait:
        reason, detail = "trait", {"trait": me.hand[action.card].trait}
    elif t is actions.Attack:
        owner = action.target[0]
        reason = "attack_own" if owner == obs.player else "attack"
        detail = {"owner": owner}  # a seat: the game words it by name
    elif t is actions.Negate:
        reason, detail = "negate", {"trait": action.trait}
    elif t is actions.GrowSize:
        reason = "size_hunt" if me.species[action.species].carnivore else "size_safe"
    elif t is actions.PlayEvent:  # Dive-Bomb names the avian that feeds; Seed Dispersal adds plants
        reason = "event_feed" if action.species is not None else "event_plants"
    else:
        reason = {actions.NewSpecies: "new_species", actions.GrowPop: "pop", actions.DiscardTrait: "discard_trait",
                  actions.EndTurn: "end_turn", actions.Leaf: "leaf", actions.Feed: "feed", actions.StoreFat: "fat",
                  actions.Intelligence: "intelligence", actions.Pass: "pass", actions.NewAvian: "new_avian", actions.GrowPopCliff: "pop",
                  actions.LeafChoice: "leaf", actions.FeedCliff: "cliff_feed", actions.StoreFatCliff: "fat"}[t]
    return Hint(action, reason, detail, others)


def _food_card_reason(obs, card) -> str:
    """Plants help the player only if one of their species eats plants; without one, the card that
    gives the rivals least is the point (when it is the lowest in hand)."""
    me = obs.view.players[obs.player]
    if any(not s.carnivore for s in me.species):
        return "food_card_plants" if card.food > 0 else "food_card"
    return "food_card_low" if card.food <= min(c.food for c in me.hand) else "food_card"
