"""The hard bots' stopping rule and near-ties (core.bots.settled, break_tie), games imported on
first use (core.registry.declare); the garbage collector after a decision (core.bots.decide)."""

import gc
import random
import subprocess
import sys
import weakref
from types import SimpleNamespace

from evolution.core import bots
from evolution.core.bots import RandomBot, break_tie, decide, settled, thinking, trailing


def test_a_clear_leader_settles_after_the_minimum_samples_only() -> None:
    rows = [[10.0 + k % 2, 2.0, 1.0] for k in range(6)]  # candidate 0 far ahead on every sample
    assert not settled(rows[:3], 0, tie=0.5, min_samples=4)
    assert settled(rows[:4], 0, tie=0.5, min_samples=4)


def test_a_close_call_keeps_thinking_and_a_dead_heat_stops() -> None:
    close = [[5.0, 5.0 + d] for d in (3, -2, 4, -3, 2, -1)]  # paired differences wide around +0.5
    assert not settled(close, 0, tie=0.5, min_samples=4)
    level = [[5.0 + k, 5.0 + k + 0.01] for k in range(8)]  # the same value on every sample
    assert settled(level, 0, tie=0.5, min_samples=4)


def test_near_ties_are_drawn_with_the_seeded_randomness_and_only_among_level_moves() -> None:
    rows = [[7.0, 7.2, 3.0], [9.0, 8.9, 4.0]]  # candidates 0 and 1 level, 2 far behind
    picks = {break_tie(rows, 0, 0.5, random.Random(seed)) for seed in range(40)}
    assert picks == {0, 1}
    assert {break_tie(rows, 0, 0.5, random.Random(3)) for _ in range(5)} == {break_tie(rows, 0, 0.5, random.Random(3))}
    assert break_tie(rows, 2, 0.5, random.Random(1)) == 2


def test_a_game_is_imported_the_first_time_it_is_asked_for() -> None:
    code = ("import sys, evolution; from evolution.core.registry import get_game, game_ids, all_games; "
            "assert 'evolution.games.s_evolution' not in sys.modules; "
            "assert game_ids() == ['evolution', 's-evolution']; "
            "get_game('s-evolution'); assert 'evolution.games.s_evolution' in sys.modules; "
            "assert [g.id for g in all_games()] == ['evolution', 's-evolution']")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_candidate_clearly_behind_is_no_longer_played_out() -> None:
    noise = (3, -4, 2, -3, 1, -2)  # candidate 2: half a point behind on average, within its noise
    rows = [[10.0 + k % 3, 2.0 + k % 2, 10.0 + k % 3 + noise[k]] for k in range(6)]  # candidate 1 far behind
    assert trailing(rows, 0) == [1]
    assert trailing(rows[:1], 0) == []  # one sample: no standard error, nothing is clear yet


class _Node:
    def __init__(self):
        self.me = self  # a reference cycle: only the collector frees it


def test_what_lives_at_a_decision_is_left_out_of_collections_and_swept_now_and_then(monkeypatch) -> None:
    obs = SimpleNamespace(legal=["a", "b"])
    kept = [[1], [2]]
    assert decide(RandomBot(1), obs) in obs.legal
    assert not any(o is kept for o in gc.get_objects())  # frozen: full collections no longer walk it
    node = _Node()
    gone = weakref.ref(node)
    assert list(thinking(RandomBot(2), obs))[-1] in obs.legal
    del node
    gc.collect()
    assert gone() is not None  # a frozen cycle waits for the sweep
    monkeypatch.setattr(bots, "SWEEP_SECONDS", 0.0)
    decide(RandomBot(3), obs)
    assert gone() is None
