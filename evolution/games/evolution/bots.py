"""Computer players. A bot sees an ``Observation``: its legal moves and its ``view`` — never
the state itself — so it plays with exactly the information a human in its seat has.
"""

from __future__ import annotations

import random

from ...core.bots import Bot, RandomBot, Seat, level_bot
from . import actions
from . import engine
from .actions import Action
from .ai.heuristics import DEFENCES
from .ai.players import EasyBot, MediumBot
from .ai.search import DEFAULT_CAP, HardBot
from .ai.silly import SillyBot
from .cards import trait_info
from .traits import (Ambush, Carnivore, Cooperation, FatTissue, Fertile, Foraging, Horns, Intelligence, LongNeck,
                     PackHunting)
from .view import PlayerView, SpeciesView, view, visible_log


class Observation(Seat):
    """What a deciding player gets: the legal moves and (computed on demand) the view and the log."""

    legal_actions = staticmethod(engine.legal_actions)
    view_of = staticmethod(view)
    log_of = staticmethod(visible_log)
    view: PlayerView


TRAIT_WORTH = {name: info.bot_worth for name, info in trait_info().items()}  # data: cards.json


class GreedyBot:
    """A one-move-lookahead heuristic: sensible food card, grows and feeds its species,
    attacks when it can (biggest meal, preferably from the leader)."""

    name = "greedy"

    def __init__(self, seed: int = 0, noise: float = 0.1):
        self.rng = random.Random(seed)
        self.noise = noise

    def choose(self, obs: Observation) -> Action:
        v = obs.view
        scored = [(self.score(v, a) + self.rng.random() * self.noise, k) for k, a in enumerate(obs.legal)]
        return obs.legal[max(scored)[1]]

    # -- helpers on the view --
    @staticmethod
    def _traits(s: SpeciesView) -> set[str]:
        return {t.trait for t in s.traits if t.trait}

    def _carnivores_elsewhere(self, v: PlayerView) -> list[SpeciesView]:
        return [s for p in v.players if p.index != v.viewer for s in p.species if s.carnivore]

    def score(self, v: PlayerView, a: Action) -> float:
        me = v.players[v.viewer]
        hand = me.hand or []
        if isinstance(a, actions.FoodCard):
            card = hand[a.card]
            plant_eaters = sum(1 for s in me.species if not s.carnivore)
            # Feed the watering hole when our species eat plants; starve it when we hunt.
            return (card.food if plant_eaters * 2 >= len(me.species) else -card.food) - TRAIT_WORTH[card.trait]
        if isinstance(a, actions.PlayTrait):
            return self._trait_value(v, me.species[a.species], hand[a.card].trait) - 0.1 * hand[a.card].food
        if isinstance(a, actions.NewSpecies):
            return (2.2 if len(me.species) < 4 else 0.6) - self._card_keep(hand[a.card]) + (a.side == "right") * 0.01
        if isinstance(a, actions.GrowPop):
            s = me.species[a.species]
            food_ok = v.watering_hole + 2 >= s.pop or LongNeck.name in self._traits(s) or s.carnivore
            return (1.6 if food_ok else 0.7) - 0.15 * s.pop - self._card_keep(hand[a.card])
        if isinstance(a, actions.GrowSize):
            s = me.species[a.species]
            threat = any(c.size >= s.size for c in self._carnivores_elsewhere(v))
            return (1.4 if s.carnivore else 1.1 if threat else 0.4) - 0.1 * s.size - self._card_keep(hand[a.card])
        if isinstance(a, actions.NewAvian):  # safe from most carnivores, fed by the Cliff
            threat = bool(self._carnivores_elsewhere(v))
            return (1.8 + 0.6 * threat if len(me.species) < 4 else 0.5) - sum(self._card_keep(hand[c]) for c in a.cards)
        if isinstance(a, actions.PlayEvent):  # the card comes back as a draw: worth it when it feeds us
            return 1.5 if a.species is not None else 0.2 + 0.3 * sum(s.hungry and not s.carnivore for s in me.species)
        if isinstance(a, actions.DiscardTrait):
            return -2.0
        if isinstance(a, actions.EndTurn):
            return 0.35 if len(hand) > 1 else 0.9
        if isinstance(a, actions.Leaf):
            return 0.0
        if isinstance(a, actions.Attack):
            return self._attack_value(v, a)
        if isinstance(a, (actions.Feed, actions.StoreFat)):
            s = me.species[a.species]
            t = self._traits(s)
            bonus = 0.5 * (Cooperation.name in t) + 0.3 * (Foraging.name in t) + 0.2 * (a.source == "cliff")
            return (3.0 if isinstance(a, actions.Feed) else 1.2) + bonus + 0.1 * (s.pop - s.food)
        if isinstance(a, actions.Intelligence):
            return 1.0 if v.watering_hole == 0 else -0.5
        if isinstance(a, actions.Negate):
            return -1.0
        return 0.5  # Pass

    def _card_keep(self, card) -> float:
        return 0.15 * TRAIT_WORTH[card.trait]

    def _trait_value(self, v: PlayerView, s: SpeciesView, trait: str) -> float:
        base = TRAIT_WORTH[trait]
        have = self._traits(s)
        hunters = self._carnivores_elsewhere(v)
        if trait in DEFENCES:
            base += 0.8 if any(h.size > s.size for h in hunters) else -0.4
        if trait == Carnivore.name:
            prey = [o for p in v.players if p.index != v.viewer for o in p.species if o.size < s.size + 1]
            base += 1.5 if prey and not have - {PackHunting.name, Ambush.name, Intelligence.name} else -1.0
        if trait in (PackHunting.name, Ambush.name):
            base += 1.0 if s.carnivore else -2.0
        if trait in (LongNeck.name, Foraging.name, Cooperation.name, Fertile.name) and s.carnivore:
            base -= 1.5 if trait != Cooperation.name else 0.5
        return base

    def _attack_value(self, v: PlayerView, a: actions.Attack) -> float:
        me = v.players[v.viewer]
        attacker = me.species[a.species]
        owner, index = a.target
        prey = v.players[owner].species[index]
        meat = min(prey.size, attacker.pop - attacker.food + (attacker.size - attacker.fat
                                                              if FatTissue.name in self._traits(attacker) else 0))
        value = 4.0 + meat
        if owner == v.viewer:
            value -= 3.5  # eating our own species costs us its population
        else:
            leader = max(v.players, key=lambda p: p.bag + sum(s.pop for s in p.species))
            value += 0.5 * (owner == leader.index)
        if Horns.name in self._traits(prey):
            value -= 2.0
        return value


BOTS = {"random": RandomBot, "greedy": GreedyBot, "easy": EasyBot, "medium": MediumBot, "hard": HardBot,
        "silly": SillyBot}


def make_bot(level: str, seed: int, budget: float | None = None, capped: bool = False) -> Bot:
    """A new bot of that level. ``budget``: seconds per decision for the hard bot (default:
    ai.search.DEFAULT_BUDGET); ``capped``: the hard bot stops on ``DEFAULT_CAP`` samples instead
    (the same moves on any machine: core/game.py's ``bot``)."""
    return level_bot(BOTS, level, seed, budget, capped, HardBot, DEFAULT_CAP)
