"""The easy, medium and silly bots. Each sees only its ``Observation`` (view, legal moves,
visible log) and decides on a state rebuilt from it (``sampling.Knowledge``)."""

from __future__ import annotations

import random

from . import heuristics
from . import policy
from .sampling import Knowledge


def knowledge(obs) -> Knowledge:
    """The observation's ``Knowledge`` (built once per observation)."""
    k = obs.__dict__.get("_knowledge")
    if k is None:
        k = obs.__dict__["_knowledge"] = Knowledge(obs.view, obs.log, obs.legal)
    return k


def seen_state(obs, rng: random.Random):
    """A state consistent with the observation. The heuristics read only what the player may
    know in it (own hand, public board); the randomly dealt hidden cards never count."""
    return knowledge(obs).sample(rng)


class MediumBot:
    """A heuristic player: values every move as expected points in context (food supply,
    carnivores and prey on the table, rounds left) and plays the best."""

    name = "medium"
    weights = heuristics.MEDIUM
    temperature = 0.0

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, obs):
        if len(obs.legal) == 1:
            return obs.legal[0]
        state = seen_state(obs, self.rng)
        return policy.choose(state, obs.player, obs.legal, self.rng, self.weights, temperature=self.temperature,
                             food_per_round=knowledge(obs).food_per_round)

    def explain(self, obs) -> list[tuple[float, object]]:
        """Every legal move with its heuristic score, best first (for a hint)."""
        state = seen_state(obs, random.Random(0))
        values = policy.move_scores(state, obs.player, obs.legal, self.weights, knowledge(obs).food_per_round)
        return sorted(zip(values, obs.legal), key=lambda x: -x[0])


class _EasyWeights(heuristics.Weights):
    threat = 0.05  # barely looks at carnivores
    leader = 0.0
    card_keep = 0.3


class EasyBot(MediumBot):
    """The medium player's judgement, half-blind to danger and played loosely (moves drawn
    with softmax probabilities over its scores), so a newcomer can win."""

    name = "easy"
    weights = _EasyWeights()
    temperature = 2.0
