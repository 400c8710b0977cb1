"""The hard bot: determinised flat Monte-Carlo over the medium player's best moves.

For one decision:

1. Candidates: the medium judgement (medium.py) scores every legal move on a deal of the unseen
   cards (``knowledge.Knowledge``); moves with the same effect (taking either of two cards that give
   the same) are merged and the ``width`` best kept.
2. Samples: each is a fresh deal of the cards the bot has not seen (others' hidden hands, its own
   blind hand, every draw pile's order), consistent with its view and visible log: never the state.
3. Rollouts: on each sample every candidate is played, then every seat plays on with the medium
   policy to the end of the game (at most six short rounds), and the result is valued as our final
   score minus the best other's, plus ``WIN_BONUS`` for a win. All candidates share a sample and
   the rollout's tie-breaking randomness (common random numbers), so their differences are
   measured, not drowned in the luck of the deal.
4. The medium's favourite is kept unless another candidate beats it clearly: by more than
   ``CLEAR`` standard errors of their paired differences, over at least ``MIN_SAMPLES`` samples
   (with few samples the best mean is mostly the luck of the deals: 2 samples lost to medium).

Time: samples are drawn until ``budget`` seconds of CPU time (time.process_time; in Pyodide the
page's clock) have passed, until more samples would not change the choice (core.bots.settled:
an obvious decision costs little), or exactly ``iterations`` samples when that is given
(deterministic given the seed, for tests and benchmarks/s_evolution.py's duels). A capped bot
(``cap``: the daily deal's, ``DEFAULT_CAP``) reads no clock: at most ``cap`` samples, ``settled`` as
ever, so its move depends on the position, its seed and the cap alone. Candidates level
within ``DRAW`` points are drawn with the seeded randomness (core.bots.break_tie). Sample i is dealt
and rolled out with randomness seeded by the decision's seed and i, and the stopping rules read the
samples in index order (core.samples): the page's bots' workers compute them side by side and the
move is the same whatever their number. ``think`` is a
generator that yields None after each rollout and every few moves of one, so a page can think in
slices (web/shell-loop.js calls ``bot_step`` with 40 ms slices).
"""

from __future__ import annotations

import random
import sys
import time

from ...core.bots import best_distinct, break_tie
from ...core.moves import apply_move
from ...core.samples import Merge, Rows, open_pool, run
from . import engine, medium
from .actions import Action
from .cards import card
from .models import GameState

# CPU seconds per decision. Pyodide in Chromium runs this code slower than CPython
# (benchmarks/s_evolution_browser.py measures it), so it gets more time for about the same samples.
DEFAULT_BUDGET = 0.5 if sys.platform == "emscripten" else 0.3
# Samples per decision at most when the bot must decide the same on any machine (the daily deal:
# ``make_bot(..., capped=True)``), instead of DEFAULT_BUDGET's clock. benchmarks/bot_cap.py: at the
# budget, 4 hard bots' decisions took 3 samples in the median (tricks 4, actions 3), 10 at p90, most
# stopped by the clock; a cap of 6 took over twice the budget's CPU for a game, a cap of 4 1.4 times
# (its median decision no slower, its p90 1.9 times): 4 (benchmarks/README.md, "The daily deal's bots").
DEFAULT_CAP = 4
WIN_BONUS = 10.0
MAX_MOVES = 3000
CLEAR = 1.0  # standard errors a candidate must beat the medium's favourite by
MIN_SAMPLES = 3
PAUSE_EVERY = 8  # rollout moves between two pause points (a page's slice never waits for a whole game)
TIE = 0.5  # points of margin below which more samples cannot change the choice (core.bots.settled)
DRAW = 0.05  # points within which two candidates are a tie drawn with the seeded randomness


def effect_key(a: Action) -> tuple:
    """Moves with the same effect share a key: taking either of two cards that give the same."""
    if a.kind == "take":
        k = card(a.card)
        if not k.discovery:
            return ("take", k.suit, k.gives, k.joker, k.calamity)
    return (a.kind, a)


def rollout_policy(state: GameState, p: int, rng: random.Random) -> Action:
    legal = engine.legal_actions(state, p)
    if len(legal) == 1:
        return legal[0]
    values = medium.scored(state, p, legal)
    return legal[max(range(len(legal)), key=lambda i: values[i][0] + rng.random() * 1e-6)]


def rollout(state: GameState, me: int, rng: random.Random):
    """Play on with the medium policy to the end; our margin over the best other, win bonus added.
    A generator: yields None every ``PAUSE_EVERY`` moves, returns the value (``yield from``)."""
    for moves in range(MAX_MOVES):
        if state.phase == "over":
            break
        movers = engine.to_move(state)
        if not movers:
            break
        apply_move(engine, state, rollout_policy(state, movers[0], rng))
        if moves % PAUSE_EVERY == PAUSE_EVERY - 1:
            yield None
    scores = [pl.score for pl in state.players]
    best_other = max(s for q, s in enumerate(scores) if q != me)
    won = state.winner == me if state.phase == "over" else scores[me] > best_other
    return scores[me] - best_other + (WIN_BONUS if won else 0.0)


class Samples(Rows):
    """One decision's samples (core.samples.Rows): deals of what the bot has not seen, each candidate
    played out to the end of the game."""

    def __init__(self, knowledge, me: int, candidates: list, seed: int):
        super().__init__(candidates, seed)
        self.knowledge, self.me = knowledge, me

    def deal(self, rng):
        return self.knowledge.sample(rng)

    def play(self, world, candidate) -> None:
        apply_move(engine, world, candidate)

    def play_out(self, trial, j: int, rng):
        return rollout(trial, self.me, rng)


class HardBot:
    """Determinised Monte-Carlo search over the medium player's best moves (see module doc)."""

    name = "hard"

    def __init__(self, seed: int = 0, budget: float | None = DEFAULT_BUDGET, iterations: int | None = None,
                 width: int = 5, cap: int | None = None):
        self.rng = random.Random(seed)
        self.cap = cap
        self.budget = budget
        self.iterations = iterations
        self.width = width
        self.last_stats: dict = {}

    @staticmethod
    def _clear_gain(totals: list[float], squares: list[float], n: int, j: int) -> float:
        """Candidate j's mean gain over the favourite if it clears CLEAR standard errors, else 0."""
        if j == 0 or n < MIN_SAMPLES:
            return 0.0
        gain = (totals[j] - totals[0]) / n
        variance = max(0.0, squares[j] / n - gain * gain) * n / (n - 1)
        return gain if gain > CLEAR * (variance / n) ** 0.5 else 0.0

    def _best(self, totals: list[float], squares: list[float], n: int) -> int:
        return max(range(len(totals)), key=lambda j: (self._clear_gain(totals, squares, n, j), -j))

    def _pick(self, rows: list[list[float]]) -> int:
        """``_best`` on the samples so far (sums in sample order, as a running total would add them)."""
        totals = [0.0] * len(rows[0])
        squares = [0.0] * len(rows[0])
        for r in rows:
            for j, v in enumerate(r):
                totals[j] += v
                squares[j] += (v - r[0]) ** 2
        return self._best(totals, squares, len(rows))

    @staticmethod
    def decision(obs, candidates: list[int], seed: int) -> Samples:
        """A decision's samples in a helper (web/bot_engine.py): the same as ``think``'s, given the
        candidates (indices in ``obs.legal``) and the decision's seed it chose."""
        return Samples(obs.knowledge, obs.player, [obs.legal[i] for i in candidates], seed)

    def choose(self, obs) -> Action:
        result = None
        for result in self.think(obs):
            pass
        return result

    def think(self, obs):
        """A generator: yields None after each rollout (so a caller can pause), then the move."""
        legal = obs.legal
        if len(legal) == 1:
            yield legal[0]
            return
        if all(a.kind == "play_blind" for a in legal):  # the slots are all alike to a blind player
            yield legal[int(self.rng.random() * len(legal))]
            return
        started = time.process_time()
        deadline = None if self.budget is None or self.cap is not None else started + self.budget
        me = obs.player
        knowledge = obs.knowledge
        base = knowledge.sample(self.rng)
        values = medium.scored(base, me, legal)
        candidates = best_distinct(legal, [v for v, _ in values], effect_key, self.width)
        if len(candidates) == 1:
            yield candidates[0]
            return
        decision = Samples(knowledge, me, candidates, self.rng.getrandbits(48))
        merge = Merge(len(candidates), self._pick, iterations=self.iterations, deadline=deadline, tie=TIE,
                      min_samples=MIN_SAMPLES, started=started, cap=self.cap)
        pool = None if self.iterations == 1 else open_pool(
            {"candidates": [legal.index(c) for c in candidates], "seed": decision.seed})
        yield from run(decision, merge, pool)
        rows, samples = merge.rows, len(merge.rows)
        best = break_tie(rows, self._pick(rows), DRAW, self.rng)
        self.last_stats = {"samples": samples, "candidates": len(candidates), "best": best, "stopped": merge.stopped,
                           "means": [sum(r[j] for r in rows) / samples for j in range(len(candidates))],
                           "seconds": time.process_time() - started}
        yield candidates[best]
