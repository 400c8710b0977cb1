"""A search's samples, on one thread or side by side (the page's bots' workers: web/README.md).

A hard bot's decision draws samples (a deal of what it cannot see, then a rollout of every candidate
move on it) until a stopping rule says enough. Here sample ``i`` depends only on the decision's seed
and ``i`` (its world and its rollouts' randomness come from ``random.Random(sample_seed(seed, i))``),
and the stopping rules are read on the samples in index order (``Merge``), so samples may be computed
anywhere and in any order (the page's bots' workers: web/bot_engine.py) and the decision is the same
whatever the number of workers, given a rule that reads no clock: a fixed number of samples
(``iterations``) or a cap (``cap``: at most that many, ``settled`` may stop sooner, ``trailing`` prunes),
never a deadline. A capped decision is therefore the same on a slow phone, a loaded machine and a
fast desktop, with any number of helpers (tests/core/test_samples.py): the daily deal's bots use it.

- ``Merge`` takes the samples in index order and applies the rules after each: the count
  (``iterations``), the cap or the deadline, ``core.bots.settled``, and ``core.bots.trailing`` pruning
  (a candidate pruned is dropped from the later samples' columns: a sample computed before the
  pruning was known carries a value for it, which is dropped).
- ``run`` is the loop of a decision: it computes samples itself and, given a pool of helpers, hands
  them the next ones; it merges whatever came back in index order and stops at the first prefix the
  rules stop at (samples computed beyond it are dropped). A helper that is late or lost is not waited
  for: its sample is computed here (the same values, so the same decision).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Generator
from typing import Any, Protocol

from .bots import settled, trailing

# Tests and benchmarks of the page (?botsamples=N, web/bot_engine.py's fix_samples): every search takes
# exactly this many samples instead of its time budget, so that a game plays the same on any machine.
FIXED: int | None = None

Row = dict[int, float]  # a sample's value of each candidate played on it (by the candidate's index)


def sample_seed(decision_seed: int, i: int) -> int:
    """The seed of a decision's sample ``i`` (a decision seed is below 2**48)."""
    return decision_seed * 1_000_003 + i


class Rows:
    """One decision's samples, for a game's search to fill in: sample ``i`` is a world dealt with
    ``random.Random(sample_seed(seed, i))`` (``deal``), then each candidate asked for is played on a
    copy of it and rolled out (``play``, ``play_out``), all with the same rollout randomness drawn from
    that sample (common random numbers: the candidates' differences are measured, not their luck)."""

    def __init__(self, candidates: list[Any], seed: int):
        self.candidates, self.seed = candidates, seed
        self.rollouts = 0

    def deal(self, rng: random.Random) -> Any:
        """A world consistent with what the deciding player knows."""
        raise NotImplementedError

    def play(self, world: Any, candidate: Any) -> None:
        raise NotImplementedError

    def play_out(self, trial: Any, j: int, rng: random.Random) -> Generator[None, None, float]:
        """Candidate ``j``'s rollout from ``trial`` (a generator: None at its pause points, then the value)."""
        raise NotImplementedError

    def row(self, i: int, active: list[int]) -> Generator[None, None, Row]:
        rng = random.Random(sample_seed(self.seed, i))
        world = self.deal(rng)
        seed = rng.getrandbits(64)  # an int: a float seed is hashed, and 32-bit Pyodide hashes it otherwise than CPython
        out = {}
        for j in active:
            trial = world.clone()
            self.play(trial, self.candidates[j])
            out[j] = yield from self.play_out(trial, j, random.Random(seed))
            self.rollouts += 1
            yield None  # a pause point per rollout (and every few moves in it): short slices
        return out


class Merge:
    """The stopping rules of a search, on its samples in index order.

    ``pick(rows)``: the index (among ``active``) of the candidate the search would choose on those
    rows. ``iterations``: stop after exactly that many samples (no deadline, no ``settled``).
    ``cap``: stop after at most that many samples, or sooner when ``settled`` (the deadline is then
    not read: the stop depends on the samples alone, never on the machine's speed).
    ``deadline``: a ``clock()`` value; stop when the next sample would likely end past it (the rate is
    the merged samples' since ``started``: with helpers, their throughput). ``tie``/``min_samples``:
    ``core.bots.settled``; ``margin``: ``core.bots.trailing`` from ``min_samples`` on (None: no pruning).
    ``stopped`` says which rule stopped it (benchmarks/bot_cap.py counts them)."""

    def __init__(self, m: int, pick: Callable[[list[list[float]]], int], *, iterations: int | None = None,
                 deadline: float | None = None, tie: float = 0.5, min_samples: int = 4,
                 margin: float | None = None, started: float | None = None,
                 clock: Callable[[], float] | None = None, cap: int | None = None):
        if iterations is None and FIXED:
            iterations = FIXED
        if cap is not None:
            deadline = None  # (a capped search reads no clock)
        self.active = list(range(m))  # the candidates still played, by their index in the decision
        self.rows: list[list[float]] = []  # the merged samples' values, columns as ``active``
        self.pick = pick
        self.iterations = iterations
        self.deadline = deadline
        self.cap = cap
        self.stopped = ""
        self.tie = tie
        self.min_samples = min_samples
        self.margin = margin
        self.clock = clock or time.process_time  # (read at each decision: a test may stand in a slower machine's)
        self.started = self.clock() if started is None else started
        self.done = False

    def add(self, row: Row) -> None:
        """Merge the next sample (its values by candidate; candidates pruned since are dropped)."""
        self.rows.append([row[j] for j in self.active])
        n = len(self.rows)
        if self.iterations is not None:
            if n >= self.iterations:
                self.done, self.stopped = True, "iterations"
                return
        else:
            if self.cap is not None:
                if n >= self.cap:
                    self.done, self.stopped = True, "cap"
                    return
            else:
                now = self.clock()
                if self.deadline is None or now + (now - self.started) / n > self.deadline:
                    self.done, self.stopped = True, "deadline"
                    return
            if settled(self.rows, self.pick(self.rows), self.tie, self.min_samples):
                self.done, self.stopped = True, "settled"
                return
        if self.margin is not None and n >= self.min_samples:
            behind = set(trailing(self.rows, self.pick(self.rows), self.margin))
            if behind:
                self.active = [c for j, c in enumerate(self.active) if j not in behind]
                self.rows = [[v for j, v in enumerate(r) if j not in behind] for r in self.rows]
                if len(self.active) == 1:
                    self.done, self.stopped = True, "pruned"

    @property
    def limit(self) -> float:
        """No sample at or beyond this index is ever merged."""
        if self.iterations is not None:
            return self.iterations
        return float("inf") if self.cap is None else self.cap


class Decision(Protocol):
    """What a helper needs of a decision: its sample ``i``'s values of the candidates ``active``
    (a generator that yields None between pieces of work and returns the row)."""

    def row(self, i: int, active: list[int]) -> Generator[None, None, Row]: ...


class Pool(Protocol):
    """Helpers that compute samples elsewhere (web/bot_engine.py's workers; tests/core/test_samples.py
    simulates them). ``free()``: how many more samples may be handed out now; ``submit(i, active)``
    hands sample ``i`` to a helper (how many samples that helper then has, this one included); ``take()``: the samples that came back since (index -> row, or an
    error's text: that sample is then computed here); ``lost()``: indices handed out that will not come back (a helper that failed);
    ``late(i)``: sample ``i`` is computed here, its helper being late (one late too often may be
    dropped); ``close()``: the decision is over (the helpers drop what is left of it). ``waiting``: set while
    ``run`` has nothing to do but wait for them (its caller may then end its slice early)."""

    waiting: bool
    size: int  # the workers computing this decision's samples, the asking one included

    def free(self) -> int: ...
    def submit(self, i: int, active: list[int]) -> int: ...
    def take(self) -> dict[int, Any]: ...
    def lost(self) -> list[int]: ...
    def late(self, i: int) -> None: ...
    def close(self) -> None: ...


# The page's bots' worker sets this: given a decision's description ({"candidates": indices into the
# legal moves, "seed": the decision's seed}), a Pool of helpers for it, or None (think alone).
pools: Callable[[dict[str, Any]], Pool | None] | None = None


def open_pool(description: dict[str, Any]) -> Pool | None:
    return pools(description) if pools is not None else None


LATE = 1.5  # a helper's sample out this many times a local sample's time (plus LATE_S) is computed here
LATE_S = 0.1


def run(decision: Decision, merge: Merge, pool: Pool | None = None,
        clock: Callable[[], float] = time.perf_counter) -> Generator[None, None, None]:
    """A decision's samples until ``merge`` stops (a generator: None between pieces of work). With a
    pool, the next samples go to its helpers as they are free while this thread computes its own
    share; whatever comes back is merged in index order. A time budget (``merge.deadline``) is then cut
    to 1/K of its time (K: the pool's size): about the samples one worker would take in the whole of
    it (as strong), sooner; a busy device's workers take fewer. Raises a rollout's exception if the first
    sample that fails is merged (a helper's failure is computed here again)."""
    if pool is not None and merge.deadline is not None:  # the budget's samples, K workers: 1/K of its time
        merge.deadline = merge.started + (merge.deadline - merge.started) / pool.size
    try:
        results: dict[int, Any] = {}
        out: dict[int, float] = {}  # index handed to a helper -> when its helper may start it (behind its queue)
        issued = 0  # samples 0..issued-1 are computed here, out, or back
        local_time, local_n = 0.0, 0

        def merge_ready() -> None:
            while not merge.done and len(merge.rows) in results:
                value = results.pop(len(merge.rows))
                if isinstance(value, BaseException):
                    raise value
                merge.add(value)

        while True:
            if pool is not None:
                for i, value in pool.take().items():
                    out.pop(i, None)
                    # (a helper's error, whatever its cause, is computed here again: a rollout's own
                    # failure comes back the same, as K = 1 would meet it)
                    if i >= len(merge.rows) and i not in results and isinstance(value, dict):
                        results[i] = value
                for i in pool.lost():
                    out.pop(i, None)
            merge_ready()
            if merge.done:
                break
            if pool is not None:
                for _ in range(pool.free()):
                    if issued >= merge.limit or issued > len(merge.rows) + 4 * (len(out) + 1):
                        break
                    queued = pool.submit(issued, list(merge.active))
                    out[issued] = clock() + LATE * (queued - 1) * (local_time / local_n if local_n else 0.5)
                    issued += 1
            n = len(merge.rows)
            target = None
            if n not in results and n not in out and n < issued:  # (it came back as lost)
                target = n
            elif issued < merge.limit and issued <= n + len(out):  # this thread's share: the next one
                target = issued
                issued += 1
            elif out and pool is not None:  # waiting for helpers: take over one that is late (the same values come out)
                i = min(out)
                mean = local_time / local_n if local_n else 0.5
                if clock() - out[i] > LATE * mean + LATE_S:
                    del out[i]
                    pool.late(i)
                    target = i
            if target is None:
                assert pool is not None  # (only helpers' samples can be missing)
                pool.waiting = True  # (a caller may end its slice: the helpers' answers come in between)
                yield None
                pool.waiting = False
                continue
            started = clock()
            try:
                results[target] = yield from decision.row(target, list(merge.active))
            except Exception as exc:  # noqa: BLE001 - (raised if and when this sample is merged)
                results[target] = exc
            local_time += clock() - started
            local_n += 1
            yield None
    finally:  # (also when the thinking is dropped: a newer position)
        if pool is not None:
            pool.close()
