"""Computer players. A bot sees an ``Observation``: its legal moves and its ``view``, never the
state, so it plays with exactly what a human in its seat knows (a blind hand stays unseen).

``random`` plays any legal move; ``easy`` follows a few rules of thumb; ``medium`` values every
move in context (medium.py) and gives the hint, with a reason (catalogue/: "reason.<code>"); ``hard`` searches
(search.py): Monte-Carlo rollouts of the medium player on deals of the cards it has not seen.
"""

from __future__ import annotations

import random
from functools import cached_property

from ...core.bots import Bot, RandomBot, Seat, level_bot
from . import medium
from .actions import Action
from .cards import card
from .engine import legal_actions
from .knowledge import Knowledge
from .rules import BUILDINGS, needs
from .search import DEFAULT_CAP, HardBot
from .view import BoardView, PlayerView, view, visible_log


class Observation(Seat):
    """What a deciding player gets: the legal moves and (computed on demand) the view, the log and
    what they tell of the cards not seen."""

    legal_actions = staticmethod(legal_actions)
    view_of = staticmethod(view)
    log_of = staticmethod(visible_log)
    view: PlayerView

    @cached_property
    def knowledge(self) -> Knowledge:
        return Knowledge(self.view, self.log)


def shortfall(me: BoardView, suit: str) -> int:
    """How much of ``suit`` this player's needs still lack (0 if it is not a need)."""
    return max(0, me.pop - me.stock[suit]) if suit in needs(me.age) else 0


class EasyBot:
    """Rules of thumb: win the pick with strong cards, take what the needs lack, never a calamity,
    play the Discovery when a calamity lies in the trick, move up, staff the Farm first."""

    name = "easy"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, obs: Observation) -> Action:
        return self.suggest(obs)[0]

    def suggest(self, obs: Observation) -> tuple[Action, str]:
        """The move and the reason for it (catalogue/: "reason.<code>")."""
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
            return worth - 0.8 * BUILDINGS[a.building].level_costs[a.level - 1] - 0.5 * me.buildings[a.building]
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


class MediumBot:
    """Values every legal move in context (medium.py) on a deal of the unseen cards, which its
    judgement never reads, and plays the best; ties are broken at random."""

    name = "medium"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, obs: Observation) -> Action:
        if len(obs.legal) == 1:
            return obs.legal[0]
        return self.suggest(obs)[0]

    def suggest(self, obs: Observation) -> tuple[Action, str]:
        """The move and the reason for it (catalogue/: "reason.<code>")."""
        k, values = self.weigh(obs)
        return obs.legal[k], values[k][1]

    def weigh(self, obs: Observation) -> tuple[int, list[tuple[float, str]]]:
        """The chosen move's index and every legal move's value and reason code (the hint's reason
        says by how much the choice leads: reasons.py)."""
        state = obs.knowledge.sample(self.rng)
        values = medium.scored(state, obs.player, obs.legal)
        k = max(range(len(values)), key=lambda i: values[i][0] + self.rng.random() * 1e-6)
        return k, values


BOTS: dict[str, type] = {"random": RandomBot, "easy": EasyBot, "medium": MediumBot, "hard": HardBot}
# Level names saves written before both games named their levels alike may hold: the level now
OLD_NAMES = {"simple": "easy"}


def make_bot(level: str, seed: int, budget: float | None = None, capped: bool = False) -> Bot:
    """A new bot of that level. ``budget``: CPU seconds per decision for the hard bot (default:
    search.DEFAULT_BUDGET); ``capped``: the hard bot stops on ``DEFAULT_CAP`` samples instead (the
    same moves on any machine: core/game.py's ``bot``)."""
    return level_bot(BOTS, OLD_NAMES.get(level, level), seed, budget, capped, HardBot, DEFAULT_CAP)
