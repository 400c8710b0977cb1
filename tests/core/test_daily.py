"""The daily deal (core/daily.py): a seed from the game and the UTC day, one human against 3 hard
bots; its share link names the day again once its moves are replayed."""

from __future__ import annotations

import datetime
import itertools
import random
import time

import pytest

from evolution.core import samples
from evolution.core.daily import daily_config, daily_day, daily_result, daily_seed
from evolution.core.save import SaveError
from evolution.core.session import GameConfig, Session

DAY = "2026-11-28"


@pytest.mark.parametrize("game_id", ["evolution", "s-evolution"])
def test_a_day_and_a_game_make_one_deal(game_id):
    first = Session.new(daily_config(game_id, DAY, "Ana"))
    again = Session.new(daily_config(game_id, DAY, "Bob", ["X", "Y", "Z"]))
    assert first.game.snapshot(first.state) == again.game.snapshot(again.state)  # names do not change the deal
    assert [s.bot for s in first.save.seats] == [None, "hard", "hard", "hard"]
    assert daily_seed(game_id, DAY) < 2**53 and daily_seed(game_id, DAY) != daily_seed(game_id, "2026-11-29")
    assert daily_day(first.save, today="2026-12-05") == DAY and daily_day(first.save, today="2026-11-20") is None


def test_the_link_of_a_daily_deal_says_its_day_and_score():
    session = Session.new(daily_config("evolution", DAY, "Ana"))
    while not session.game.is_over(session.state):  # (the human's moves: the first legal one)
        bots = session.bots_to_move()
        if bots:  # (medium moves in the hard bots' seats: quicker, and as legal)
            obs = session.game.observation(session.state, bots[0])
            session.bot_move(session.game.bot("medium", len(session.save.moves)).choose(obs), len(session.save.moves))
        else:
            player = session.humans_to_move()[0]
            session.act(session.game.legal_actions(session.state, player)[0])
    opened = Session.from_link(session.link())
    result = daily_result(opened.save, opened.state, today="2026-11-29")
    assert result["day"] == DAY and result["over"] and result["score"] == session.game.scores(session.state)[0]


def test_other_games_are_not_daily_deals():
    plain = Session.new(GameConfig(game="evolution", seed=daily_seed("evolution", DAY),
                                   seats=[{"name": "Ana"}, *({"name": f"B{k}", "bot": "medium"} for k in range(3))]))
    assert daily_day(plain.save, today=DAY) is None
    with pytest.raises(SaveError):
        daily_config("evolution", "2026-13-01", "Ana")


class Helpers:
    """A simulated pool of helpers (core.samples.Pool): each sample handed out is computed by a
    fresh copy of the decision (as another worker would) and comes back ``delay`` asks later, the
    samples back in a shuffled order."""

    def __init__(self, decision, size: int, order: random.Random):
        self.decision, self.size, self.order = decision, size, order
        self.waiting = False
        self.out: list[list] = []  # [asks left, index, row]

    def free(self) -> int:
        return 2 * (self.size - 1) - len(self.out)

    def submit(self, i: int, active: list[int]) -> int:
        row = self.decision.row(i, active)
        try:
            while True:
                next(row)
        except StopIteration as done:
            self.out.append([self.order.randrange(1, 6), i, done.value])
        return 1 + len(self.out) // (self.size - 1)

    def take(self) -> dict:
        self.order.shuffle(self.out)
        back = {i: row for left, i, row in self.out if left <= 0}
        self.out = [[left - 1, i, row] for left, i, row in self.out if left > 0]
        return back

    def lost(self) -> list[int]:
        return []

    def late(self, i: int) -> None:
        self.out = [o for o in self.out if o[1] != i]

    def close(self) -> None:
        self.out = []


def bots_moves(game_id: str, day: str, seconds: float, helpers: int, monkeypatch, bot_moves: int) -> list:
    """The daily deal's bots' first ``bot_moves`` moves, the human playing the first legal move, on a
    machine whose CPU clock finds ``seconds`` gone at each reading, with ``helpers`` helpers."""
    ticks = itertools.count()
    monkeypatch.setattr(time, "process_time", lambda: 1000.0 + seconds * next(ticks))
    session = Session.new(daily_config(game_id, day, "Ana"))
    order = random.Random(helpers)

    def pool(description):
        obs = session.game.observation(session.state, session.bots_to_move()[0])
        decision = session.game.bot("hard", 0).decision(obs, description["candidates"], description["seed"])
        return Helpers(decision, helpers + 1, order) if helpers else None

    monkeypatch.setattr(samples, "pools", pool)
    played = []
    while len(played) < bot_moves and not session.game.is_over(session.state):
        if session.bots_to_move():
            played.append(session.bot_step())
        else:
            session.act(session.game.legal_actions(session.state, session.humans_to_move()[0])[0])
    return played


@pytest.mark.parametrize("game_id", ["evolution", "s-evolution"])
def test_the_daily_deals_bots_play_the_same_on_a_fast_and_a_slow_machine(game_id, monkeypatch):
    """Everyone who opens the daily deal meets the same bots: their searches stop on a sample cap,
    not on the clock, so a machine 400 times slower, with or without helpers, gets the same moves."""
    today = datetime.datetime.now(datetime.UTC).date().isoformat()
    assert Session.new(daily_config(game_id, today, "Ana")).capped_bots
    fast = bots_moves(game_id, today, 0.0005, 0, monkeypatch, 6)
    assert len(fast) == 6
    assert bots_moves(game_id, today, 0.2, 0, monkeypatch, 6) == fast
    assert bots_moves(game_id, today, 0.2, 2, monkeypatch, 6) == fast


def test_only_the_daily_deals_bots_are_capped():
    plain = Session.new(GameConfig(game="evolution", seats=[{"name": "Ana"}, *({"name": f"B{k}", "bot": "hard"} for k in range(3))]))
    assert not plain.capped_bots
