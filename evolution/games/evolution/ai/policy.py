"""State-based move choice with the heuristic: used by the easy and medium bots (on a state
rebuilt from their view) and by the hard bot's rollouts (on sampled states)."""

from __future__ import annotations

import math
import random

from ....core.moves import play_legal
from .. import actions
from .. import engine
from ..feeding_phase import species_attacks
from . import heuristics
from . import move_values


def choose(state, me: int, legal: list, rng: random.Random, w: heuristics.Weights = heuristics.MEDIUM,
           noise: float = 0.02, temperature: float = 0.0, food_per_round: float | None = None):
    """The best-scored legal move (ties and near-ties broken by a little seeded noise).
    ``temperature`` > 0 samples moves with softmax probabilities instead (the easy bot)."""
    if len(legal) == 1:
        return legal[0]
    values = move_scores(state, me, legal, w, food_per_round)
    if temperature > 0:
        top = max(values)
        weights = [math.exp((v - top) / temperature) for v in values]
        x = rng.random() * sum(weights)
        for a, wt in zip(legal, weights):
            x -= wt
            if x <= 0:
                return a
        return legal[-1]
    best, pick = -math.inf, legal[0]
    for a, v in zip(legal, values):
        v += rng.random() * noise
        if v > best:
            best, pick = v, a
    return pick


def move_scores(state, me: int, legal: list, w: heuristics.Weights = heuristics.MEDIUM,
                food_per_round: float | None = None) -> list[float]:
    phase = state.phase
    if phase == "leaf":
        return [_leaf_value(state, me, a) for a in legal]
    ctx = heuristics.Context(state, me, w, food_per_round)
    values = move_values.scores(ctx, legal)
    if phase == "feeding" and any(type(a) is actions.Negate for a in legal):
        best_now: dict[int, float] = {}  # per species: its best attack now
        then: dict[tuple[int, str], float | None] = {}  # per (species, trait): its best attack once negated
        values = [(_negate_value(ctx, state, me, a, best_now, then) if type(a) is actions.Negate else v)
                  for a, v in zip(legal, values)]
    return values


def _leaf_value(state, me: int, action) -> float:
    """Resolve this leaf trait first, the others in listed order; what our species get."""
    trial = state.clone()
    play_legal(engine, trial, action)
    while trial.phase == "leaf" and trial.turn == me:
        moves = engine.legal_actions(trial, me)
        if not moves:
            break
        play_legal(engine, trial, moves[0])
    row = trial.players[me].species
    return sum(s.food + s.fat + s.pop for s in row) + trial.players[me].bag


def _negate_value(ctx: heuristics.Context, state, me: int, action, best_now: dict, then: dict) -> float:
    """Negating is worth the card only when it opens a better attack than we have. ``best_now`` and
    ``then`` keep what was found for the other Negate moves of the same decision: the attacks open
    now, and after negating a trait, do not depend on which card pays for it."""
    row = ctx.my_row()
    now = best_now.get(action.species)
    if now is None:
        now = best_now[action.species] = max(
            [move_values.attack_value(ctx, row, a) for a in _attacks(state, me, action.species)], default=-1.0)
    key = (action.species, action.trait)
    if key not in then:
        # the attacks once the trait is negated: the Negate move's effect on the attack check, set
        # in place and undone (its discard and the turn it leaves with us change no attack)
        negating, negated = state.negating, state.negated
        state.negating, state.negated = ctx.player.species[action.species].uid, [*negated, action.trait]
        try:
            attacks = _attacks(state, me, action.species)
        finally:
            state.negating, state.negated = negating, negated
        opened = [move_values.attack_value(ctx, row, a) for a in attacks]
        then[key] = max(opened) if opened else None
    best = then[key]
    if best is None:
        return -9.0
    return best - now - ctx.card_keep() - 0.2


def _attacks(state, me: int, species: int) -> list:
    """The legal attacks of our species (none if it is not our feeding turn)."""
    if state.phase != "feeding" or engine.to_move(state) != [me]:
        return []
    return species_attacks(state, me, species)
