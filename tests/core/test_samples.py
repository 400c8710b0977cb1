"""A hard decision's samples side by side (evolution/core/samples.py): with a fixed number
of samples the move is the same whatever the number of workers K. The page's code is run here: the
asking worker's pool (web/bot_engine.py's Helpers and Pool, core.samples.run and Merge) and the
helpers' side (bot_engine.sample, from the request as JSON), with the messages between them
delivered late, out of order, and a helper lost midway."""

from __future__ import annotations

import json
import random
import sys

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


def decide(session: Session, k: int, iterations: int, lose: bool = False, order_seed: int = 0):
    """The bot's move with K workers: K - 1 helpers answer through the page's messages (as JSON),
    each a few steps late, in a shuffled order; ``lose``: helper 0 is lost after its first requests."""
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
        bot.budget, bot.iterations = None, iterations
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
