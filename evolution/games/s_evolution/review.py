"""The hard bot's estimate of each of one decision's moves, for the game review (core/review.py).

The same pieces as the hard bot's search (search.py), without its clock: the medium's best distinct
moves as candidates (``effect_key``; the move played is always one of them), deals of what the player
could not see (``Knowledge.sample``), each candidate played out to the end of the game by the medium
policy (``search.rollout``), all candidates on the same deals and rollout randomness. The value is in
points: the player's final score minus the best other's (the search's win bonus left out). A fixed
number of samples, from a given seed: the same decision is valued the same way every time.
"""

from __future__ import annotations

import random

from ...core.bots import best_distinct
from ...core.moves import apply_move
from . import engine, medium
from .search import effect_key, rollout

SAMPLES = 6  # deals per decision (a rollout plays the rest of the game: benchmarks/HISTORY.md)
WIDTH = 5  # the hard bot's


def margin(state, me: int) -> float:
    """``me``'s score minus the best other's."""
    scores = [p.score for p in state.players]
    return scores[me] - max(s for q, s in enumerate(scores) if q != me)


def move_values(obs, played, samples: int = SAMPLES, seed: int = 0, width: int = WIDTH, against=None):
    """A generator: yields None between rollouts, then returns [(move, points)] for the candidates,
    best first; ``played`` is among them (in place of a candidate with the same effect).
    ``against``: the candidates are ``played`` and that move only."""
    legal, me = obs.legal, obs.player
    if all(a.kind == "play_blind" for a in legal):  # the slots are all alike to a blind player
        return [(played, 0.0)]
    rng = random.Random(seed)
    base = obs.knowledge.sample(rng)
    if against is not None:
        candidates = [played, against]
    else:
        scores = [v for v, _ in medium.scored(base, me, legal)]
        candidates = [c for c in best_distinct(legal, scores, effect_key, width) if effect_key(c) != effect_key(played)]
        candidates = [played, *candidates[:width - 1]]
    totals = [0.0] * len(candidates)
    for _ in range(samples):
        world = obs.knowledge.sample(rng)
        seed_of_rollouts = rng.getrandbits(64)  # (an int: a float seed is hashed, and hashes differ in 32-bit Pyodide)
        for j, a in enumerate(candidates):
            trial = world.clone()
            apply_move(engine, trial, a)
            yield from rollout(trial, me, random.Random(seed_of_rollouts))
            totals[j] += margin(trial, me)
            yield None
    return sorted(((c, t / samples) for c, t in zip(candidates, totals)), key=lambda x: -x[1])
