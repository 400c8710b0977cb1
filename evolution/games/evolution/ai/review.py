"""The hard bot's estimate of each of one decision's moves, for the game review (core/review.py).

The same pieces as the hard bot's search (search.py), without its clock: the medium's best distinct
moves as candidates (``effect_key``; the move played is always one of them), deals of what the player
could not see (``Knowledge.sample``), each candidate played out to the end of the round by the rollout
policy and valued by ``evaluate`` (the player's expected final score minus the best opponent's), all
candidates on the same deals and rollout randomness. A fixed number of samples, from a given seed:
the same decision is valued the same way every time. From ``search.MIN_SAMPLES`` on, a candidate
clearly behind the best (``core.bots.trailing``) is no longer played out, as in the hard bot; the move
played always is, so its value and the best's are measured on the same deals.
"""

from __future__ import annotations

import random

from ....core.bots import best_distinct, trailing
from ....core.moves import apply_move
from .. import engine
from .players import knowledge
from .search import MARGIN, MIN_SAMPLES, WIDTH, effect_key, rollout
from . import policy

SAMPLES = 8  # deals per decision: a 4-player game's review in well under a minute (benchmarks/HISTORY.md)
TO_THE_END = 99  # rounds: more than any game has
MAX_MOVES = 20_000  # a rollout's moves: more than any whole game has


def move_values(obs, played, samples: int = SAMPLES, seed: int = 0, width: int = WIDTH, against=None):
    """A generator: yields None between rollouts, then returns [(move, points)] for the candidates,
    best first; ``points``: the mean over ``samples`` deals of the player's expected final score minus
    the best opponent's after the move. ``played`` is among them (in place of a candidate with the
    same effect). ``against``: the candidates are ``played`` and that move, played out to the game's
    end (``points``: the final score difference itself)."""
    legal, me = obs.legal, obs.player
    k = knowledge(obs)
    rng = random.Random(seed)
    base = k.sample(rng)
    rounds = 1
    if against is not None:
        candidates, rounds = [played, against], TO_THE_END
    else:
        scores = policy.move_scores(base, me, legal, food_per_round=k.food_per_round)
        candidates = best_distinct(legal, scores, lambda a: effect_key(base, me, a), width)
        mine = effect_key(base, me, played)
        candidates = [c for c in candidates if effect_key(base, me, c) != mine]
        candidates = [played, *candidates[:width - 1]]  # the move played first: never dropped
    plans: dict = {j: [] for j in range(len(candidates))}
    alive = list(range(len(candidates)))
    rows: list[dict[int, float]] = []
    for _ in range(samples):
        world = k.sample(rng)
        seed_of_rollouts = rng.getrandbits(64)  # (an int: a float seed is hashed, and hashes differ in 32-bit Pyodide)
        row = {}
        for j in alive:
            trial = world.clone()
            apply_move(engine, trial, candidates[j])
            row[j] = yield from rollout(trial, me, random.Random(seed_of_rollouts), k.food_per_round, rounds,
                                        max_moves=MAX_MOVES, my_plan=plans[j])
            yield None
        rows.append(row)
        if len(rows) >= MIN_SAMPLES and len(alive) > 2:
            table = [[r[j] for j in alive] for r in rows]  # (every deal played out every move still in play)
            means = [sum(col) / len(table) for col in zip(*table)]
            pick = max(range(len(alive)), key=lambda i: means[i])
            behind = {alive[i] for i in trailing(table, pick, MARGIN)} - {0}
            alive = [j for j in alive if j not in behind]
    values = [(candidates[j], sum(r[j] for r in rows) / len(rows)) for j in alive]
    return sorted(values, key=lambda x: -x[1])
