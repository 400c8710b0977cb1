"""A hard decision's samples side by side (evolution/core/samples.py): with a fixed number
of samples, or a sample cap (``settled`` and ``trailing`` read in index order), the move is the same
whatever the number of workers K and the machine's speed. The page's code is run here: the
asking worker's pool (web/bot_engine.py's Helpers and Pool, core.samples.run and Merge) and the
helpers' side (bot_engine.sample, from the request as JSON), with the messages between them
delivered late, out of order, and a helper lost midway."""

from __future__ import annotations

import itertools
import json
import random
import sys
import time

import pytest

from evolution.core import samples
from evolution.core.bots import RandomBot
from evolution.core.session import GameConfig, Session
from tests.conftest import ROOT

sys.path.insert(0, str(ROOT / "web"))
import bot_engine  # noqa: E402

# (game, options, seed, moves played before the decision)
POSITIONS = [
    ("evolution", {"ruleset": "nsg2"}, 3, 6),
    ("evolution", {"ruleset": "nsg2"}, 4, 40),
    ("evolution", {"ruleset": "flight"}, 5, 12),
    ("evolution", {"ruleset": "bsw"}, 6, 25),
    ("s-evolution", {}, 7, 5),
    ("s-evolution", {}, 8, 30),
]


class Line:
    def __init__(self, session):
        self.session = session


def position(game: str, options: dict, seed: int, moves: int) -> Session:
    """A game of hard bots' seats (moves played at random) where a bot has a real choice."""
    seats = [{"name": name, "bot": "hard"} for name in ("A", "B", "C")]
    session = Session.new(GameConfig(game=game, options=options, seats=seats, seed=seed))
    rng = RandomBot(seed)
    while True:
        p = session.bots_to_move()[0]
        obs = session.game.observation(session.state, p)
        if len(session.save.moves) >= moves and len(obs.legal) > 2:
            return session
        session.bot_move(rng.choose(obs), len(session.save.moves))


def slow_clock(monkeypatch, seconds: float) -> None:
    """A machine on which every reading of the CPU clock finds ``seconds`` more gone (a phone, a
    loaded machine: a search that reads the clock takes fewer samples there)."""
    ticks = itertools.count()
    monkeypatch.setattr(time, "process_time", lambda: 1000.0 + seconds * next(ticks))


def decide(session: Session, k: int, iterations: int | None, lose: bool = False, order_seed: int = 0,
           cap: int | None = None):
    """The bot's move with K workers: K - 1 helpers answer through the page's messages (as JSON),
    each a few steps late, in a shuffled order; ``lose``: helper 0 is lost after its first requests.
    ``cap``: the bot's own rule (its budget's clock, unless capped), not ``iterations``."""
    helpers = bot_engine.Helpers()
    helpers.alive = list(range(k - 1))
    helpers.line = Line(session)
    transport = random.Random(order_seed)
    pending: list[tuple[int, str]] = []  # (steps left, answer)
    asked = 0
    old = samples.pools, bot_engine.helpers
    samples.pools, bot_engine.helpers = helpers.pool, helpers
    try:
        p = session.bots_to_move()[0]
        obs = session.game.observation(session.state, p)
        bot = session.game.bot("hard", 99)
        if iterations is not None:
            bot.budget, bot.iterations = None, iterations
        bot.cap = cap
        for step in bot.think(obs):
            if step is not None:
                assert asked or k == 1 or bot.last_stats.get("candidates") == 1, "no sample was asked of a helper"
                return step, bot.last_stats
            for request in json.loads(bot_engine.outbox()):
                if "cancel" in request:
                    continue
                asked += 1
                if lose and request["to"] == 0 and asked > 2:  # (its answers never come)
                    if 0 in helpers.alive:  # (the page tells the asking worker: bot_engine.helper)
                        helpers.alive.remove(0)
                    continue
                pending.append((transport.randrange(1, 40), bot_engine.sample(json.dumps(request))))
            transport.shuffle(pending)
            still = []
            for left, answer in pending:
                if left <= 0:
                    bot_engine.deliver(answer)
                else:
                    still.append((left - 1, answer))
            pending = still
    finally:
        samples.pools, bot_engine.helpers = old
    raise AssertionError("no move")


@pytest.mark.parametrize("game, options, seed, moves", POSITIONS)
def test_a_hard_decision_is_the_same_whatever_the_number_of_workers(game, options, seed, moves):
    session = position(game, options, seed, moves)
    iterations = 6  # (from 4 on, candidates behind are pruned: later samples drop their columns)
    alone, stats = decide(session, 1, iterations)
    assert stats.get("samples") == iterations or stats.get("candidates") == 1, stats
    for k in (2, 3, 4):
        move, side = decide(session, k, iterations, order_seed=k)
        assert move == alone, (k, stats, side)
        assert side["means"] == stats["means"] and side["samples"] == stats["samples"]
    move, side = decide(session, 3, iterations, lose=True, order_seed=9)
    assert move == alone and side["means"] == stats["means"]


def test_the_merge_stops_at_the_first_prefix_that_says_stop_and_prunes_in_order():
    """Rows given in index order: the count, then pruning from min_samples on."""
    merge = samples.Merge(3, lambda rows: 0, iterations=10, min_samples=2, margin=2.0)
    merge.add({0: 5.0, 1: 0.0, 2: 4.0})
    merge.add({0: 5.1, 1: 0.1, 2: 5.2})  # candidate 1 is clearly behind: pruned
    assert merge.active == [0, 2] and merge.rows == [[5.0, 4.0], [5.1, 5.2]]
    merge.add({0: 5.0, 2: 4.9})  # (a sample asked after the pruning has no column 1)
    assert len(merge.rows) == 3 and not merge.done


@pytest.mark.parametrize("game, options, seed, moves", POSITIONS)
def test_a_capped_decision_is_the_same_on_any_machine_with_any_helpers(game, options, seed, moves, monkeypatch):
    """The daily deal's rule (a sample cap; ``settled`` may stop sooner, ``trailing`` prunes): the
    same move and values on a fast machine alone, and on machines 20 and 400 times slower with 1 to
    3 helpers (one of them lost midway)."""
    session = position(game, options, seed, moves)
    cap = 12
    slow_clock(monkeypatch, 0.0005)
    alone, stats = decide(session, 1, None, cap=cap)
    assert stats.get("candidates") == 1 or 1 <= stats["samples"] <= cap, stats
    for k, (seconds, lose) in enumerate([(0.01, False), (0.2, False), (0.2, True)], start=2):
        slow_clock(monkeypatch, seconds)
        move, side = decide(session, k, None, lose=lose, order_seed=k, cap=cap)
        assert move == alone, (k, stats, side)
        assert side["means"] == stats["means"] and side["samples"] == stats["samples"]


def test_a_budgeted_decision_depends_on_the_machine(monkeypatch):
    """What the cap is for: on the clock, a slower machine's search stops after fewer samples."""
    session = position(*POSITIONS[0])
    slow_clock(monkeypatch, 0.0005)
    _, fast = decide(session, 1, None)
    slow_clock(monkeypatch, 0.05)
    _, slow = decide(session, 1, None)
    assert slow["samples"] < fast["samples"], (slow, fast)


def test_a_cap_stops_at_most_there_and_settled_may_stop_sooner():
    """Rows in index order: a clear choice stops at ``min_samples`` (settled), a close one at the cap."""
    clear = samples.Merge(2, lambda rows: 0, cap=10, min_samples=3, clock=lambda: 1e9, deadline=0.0)
    for _ in range(3):
        clear.add({0: 5.0, 1: 0.0})
    assert clear.done and clear.stopped == "settled" and len(clear.rows) == 3
    close = samples.Merge(2, lambda rows: 0, cap=10, min_samples=3, clock=lambda: 1e9)
    for i in range(10):
        assert not close.done
        close.add({0: float(i % 3), 1: float((i + 1) % 3)})
    assert close.done and close.stopped == "cap" and close.limit == 10
