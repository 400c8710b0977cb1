"""Computer players. A bot sees an ``Observation``: its legal moves and its ``view``, never the
state, so it plays with exactly what a human in its seat knows (a blind hand stays unseen).

``random`` plays any legal move; ``simple`` follows a few rules of thumb (each move it picks has a
reason, which the hint shows). Stronger bots are later work.
"""

from __future__ import annotations

import random
from functools import cached_property

from ...core.bots import Bot, RandomBot
from .actions import Action
from .cards import card
from .engine import legal_actions
from .models import GameState
from .rules import needs
from .view import BoardView, PlayerView, view, visible_log


class Observation:
    """What a deciding player gets: the legal moves and (computed on demand) the view."""

    def __init__(self, state: GameState, player: int, legal: list[Action] | None = None):
        self._state = state
        self.player = player
        self.legal = legal_actions(state, player) if legal is None else legal

    @cached_property
    def view(self) -> PlayerView:
        return view(self._state, self.player)

    @cached_property
    def log(self) -> list:
        return visible_log(self._state, self.player)


def shortfall(me: BoardView, suit: str) -> int:
    """How much of ``suit`` this player's needs still lack (0 if it is not a need)."""
    return max(0, me.pop - me.stock[suit]) if suit in needs(me.age) else 0


class SimpleBot:
    """Rules of thumb: win the pick with strong cards, take what the needs lack, never a calamity,
    play the Discovery when a calamity lies in the trick, move up, staff the Farm first."""

    name = "simple"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, obs: Observation) -> Action:
        return self.suggest(obs)[0]

    def suggest(self, obs: Observation) -> tuple[Action, str]:
        """The move and the reason for it (a key of REASONS)."""
        v = obs.view
        me = v.players[obs.player]
        scored = [(self._value(v, me, a) + self.rng.random() * 0.01, k) for k, a in enumerate(obs.legal)]
        best = obs.legal[max(scored)[1]]
        return best, self._reason(v, me, best)

    def _value(self, v: PlayerView, me: BoardView, a: Action) -> float:
        kind = a.kind
        if kind == "trump":
            hand = me.hand or []
            return sum(card(c).strength for c in hand if card(c).suit == a.suit)
        if kind == "play":
            c = card(a.card)
            if c.discovery:
                calamity_in_trick = any(card(t).calamity for _, t in v.trick)
                return 20 if calamity_in_trick or me.hand_size == 1 else -1
            return c.strength - (3 if c.calamity else 0)
        if kind == "play_blind":
            return 0
        if kind == "take":
            return self._card_worth(me, a.card)
        if kind == "joker":
            return sum(1 + shortfall(me, s) for s in a.res) + 0.1 * a.res.count("S")
        if kind == "lose":
            return sum(me.stock[s] - 2 * shortfall(me, s) for s in a.res)
        if kind == "remove":
            forced = me.workers > me.pop or v.step == "collect"
            return (5 if forced else -10) - me.buildings[a.building] - (a.building == "prestige")
        if kind == "commerce":
            helps = shortfall(me, a.get) and me.stock[a.give] - 1 >= (me.pop if a.give in needs(me.age) else 0)
            return 3 if helps else -3
        if kind in ("needs", "end"):
            return 0
        if kind == "up":
            return 2
        if kind == "stay":
            return 1
        if kind == "pop":
            return 1.5 if me.pop < 4 else -1
        if kind == "age":
            return 2.5 if me.age < 5 else -1
        if kind == "worker":
            worth = {"farm": 3, "factory": 2 if me.age >= 3 else 0.5, "lab": 2, "commerce": 0.5, "prestige": 1,
                     "shield": 1}[a.building]
            return worth - 0.8 * a.level - 0.5 * me.buildings[a.building]
        return 0

    @staticmethod
    def _card_worth(me: BoardView, cid: str) -> float:
        c = card(cid)
        if c.calamity:
            return 2 if me.buildings["shield"] >= 2 else -5 if not me.buildings["shield"] else 0
        if c.joker:
            return 1.5
        return c.gives * (1.5 if shortfall(me, c.suit) else 1)

    @staticmethod
    def _reason(v: PlayerView, me: BoardView, a: Action) -> str:
        if a.kind == "play" and card(a.card).discovery:
            return "discovery"
        if a.kind == "take" and card(a.card).calamity:
            return "shield_joker" if me.buildings["shield"] >= 2 else "forced"
        if a.kind == "remove" and me.workers <= me.pop and v.step != "collect":
            return "forced"
        return a.kind


REASONS = {
    "en": {"trump": "Your strongest cards are of this suit.", "play": "A strong card picks early from the trick.",
           "play_blind": "You cannot see your cards: any one will do.",
           "discovery": "Your Discovery dodges this trick and comes back face up.",
           "take": "This card gives the most of what your needs lack.", "forced": "It is the least bad choice left.",
           "shield_joker": "Your Shield turns this calamity into 2 resources.",
           "joker": "Your needs lack this resource.", "lose": "You can spare these best.",
           "remove": "This worker is the cheapest to lose.", "commerce": "The conversion meets a need.",
           "needs": "No conversion helps your needs.", "up": "A higher age scores more and plays better rules.",
           "stay": "Staying keeps your needs low.", "pop": "More population scores more for each need met.",
           "age": "A higher age plays tricks with better rules.", "worker": "This building pays back every round.",
           "end": "Keep the rest for next round."},
    "fr": {"trump": "Vos cartes les plus fortes sont de cette couleur.",
           "play": "Une carte forte choisit tôt dans le pli.",
           "play_blind": "Vous ne voyez pas vos cartes : n'importe laquelle.",
           "discovery": "Votre Découverte évite ce pli et revient face visible.",
           "take": "Cette carte donne le plus de ce qui manque à vos Besoins.",
           "forced": "C'est le moins mauvais choix qui reste.",
           "shield_joker": "Votre Bouclier change cette Calamité en 2 Ressources.",
           "joker": "Vos Besoins manquent de cette Ressource.",
           "lose": "Ce sont celles dont vous vous passez le mieux.",
           "remove": "Ce Travailleur est le moins coûteux à perdre.",
           "commerce": "Ce changement satisfait un Besoin.",
           "needs": "Aucun changement n'aide vos Besoins.",
           "up": "Un Âge plus élevé marque plus et joue avec de meilleures règles.",
           "stay": "Rester garde vos Besoins bas.", "pop": "Plus de Population marque plus par Besoin satisfait.",
           "age": "Un Âge plus élevé joue les plis avec de meilleures règles.",
           "worker": "Ce bâtiment rapporte à chaque tour.", "end": "Gardez le reste pour le prochain tour."},
}

BOTS: dict[str, type] = {"random": RandomBot, "simple": SimpleBot}


def make_bot(level: str, seed: int) -> Bot:
    try:
        return BOTS[level](seed)
    except KeyError:
        raise ValueError(f"unknown bot {level!r} (known: {', '.join(BOTS)})") from None
