"""The game review, for any game: after a game, the hard bot weighs each decision of the seats
reviewed (the human seats) and lists the costliest, as Board Game Arena's and chess sites' game
reviews do: where it was (move, round, phase), the move played, the move the bot thinks better, and
the points that move was worth more in its estimate (expected final score difference).

The estimate is the game's (``Game.move_values``: the hard bot's samples and rollouts, a fixed
number of samples, the move played always among the candidates), seeded by the game's seed, the seat
and the move number (``core.bots.bot_seed``, as the bots are): the same save always gives the same
review, in CPython or in the page's Pyodide. ``Reviewer.step`` works for a slice of time, so a page
reviews in its bots' worker (web/bot_engine.py) or in slices on its own thread, with progress.

The points are checked before they are shown. The first weighing is cheap (few deals, rollouts to
the end of the round valued by the search's fitted value), and the largest of several noisy means is
too large on average: a game of 71 decisions said 310 points lost where the game ended 41-41. So
the ``CHECKED`` costliest decisions are weighed again on fresh deals, the move played against the
better one only, each played out to the game's end: the points shown are final-score points, and the
choice of which decisions to check does not inflate them (benchmarks/review.py --calibrate).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

from .bots import bot_seed
from .registry import get_game
from .save import Save

TOP = 3  # decisions listed: the costliest
LISTED = 0.05  # points of the first weighing below which a decision cost nothing worth checking
SHOWN = 1.0  # points of final score, once checked, below which a decision is not listed (scores are whole points)
CHECKED = 5  # the costliest decisions of the first weighing, weighed again to the game's end
# Deals of that second weighing (with the game's default first one): one deal's difference varies by
# 25-40 points, the mean of 24 by 5-8.
CHECK_SAMPLES = 24


class Reviewer:
    """The review of ``save`` for ``seats`` (None: its human seats; every seat when it has none)."""

    def __init__(self, save: Save, seats: list[int] | None = None, samples: int | None = None):
        self.save, self.samples = save, samples
        # the check weighs two moves, where the first weighing weighs up to eight: three times the deals
        self.check_samples = CHECK_SAMPLES if samples is None else 3 * samples
        self.game = game = get_game(save.game)
        players = len(save.seats)
        humans = [k for k, seat in enumerate(save.seats) if seat.bot is None]
        self.seats = sorted({p for p in seats if 0 <= p < players}) if seats is not None else humans or list(range(players))
        # The decisions to weigh: the seats' moves where they had a choice (one replay, ~1 ms per 100 moves).
        self.todo: list[int] = []
        state = game.new_game(save.options)
        for k, move in enumerate(save.moves):
            if move.player in self.seats and len(game.legal_actions(state, move.player)) > 1:
                self.todo.append(k)
            game.apply(state, move)
        self.over = game.is_over(state)
        self.done = 0
        self.decisions: list[dict[str, Any]] = []
        self.checked: list[dict[str, Any]] = []
        self._work = self._weigh()

    @property
    def decision_count(self) -> int:
        """The decisions to weigh (the first pieces of ``total``)."""
        return len(self.todo)

    @property
    def total(self) -> int:
        """Pieces of work: each decision weighed, then the costliest weighed again."""
        return len(self.todo) + min(CHECKED, len(self.todo))

    def _weigh(self) -> Iterator[None]:
        game, save = self.game, self.save
        names = [seat.name for seat in save.seats]
        state, position = game.new_game(save.options), 0
        better: dict[int, Any] = {}  # decision -> the better move of the first weighing
        for k in self.todo:
            while position < k:
                game.apply(state, save.moves[position])
                position += 1
            move = save.moves[k]
            frame = game.frame(state, None)
            values = yield from game.move_values(state, move.player, move, names, self.samples,
                                                 bot_seed(save.options.seed, move.player, k))
            if values:
                played = next((v for v in values if v["action"] == move), values[0])
                best = values[0]
                better[k] = best["action"]
                self.decisions.append({
                    "move": k, "player": move.player, "round": frame.round, "phase": frame.phase,
                    "points": max(0.0, best["points"] - played["points"]),
                    "played": played["words"], "best": best["words"],
                    "played_action": move.model_dump(mode="json"), "best_action": best["action"].model_dump(mode="json")})
            self.done += 1
            yield None
        costly = sorted((d for d in self.decisions if d["points"] >= LISTED), key=lambda d: (-d["points"], d["move"]))
        for d in costly[:CHECKED]:
            k = d["move"]
            state = game.new_game(save.options)
            for move in save.moves[:k]:
                game.apply(state, move)
            move = save.moves[k]
            # fresh deals: a seed the first weighing did not use
            values = yield from game.move_values(state, move.player, move, names, self.check_samples,
                                                 bot_seed(save.options.seed, move.player, k) + 2**32, against=better[k])
            gain = next(v["points"] for v in values if v["action"] == better[k]) - next(
                v["points"] for v in values if v["action"] == move)
            self.checked.append({**d, "points": max(0.0, gain), "first": d["points"]})
            self.done += 1
            yield None
        self.done = self.total

    def step(self, seconds: float | None = None) -> bool:
        """Work for about ``seconds`` (None: to the end); whether the review is complete."""
        deadline = None if seconds is None else time.perf_counter() + seconds
        for _ in self._work:
            if deadline is not None and time.perf_counter() >= deadline:
                return False
        return True

    def result(self) -> dict[str, Any]:
        """The review so far: the ``TOP`` costliest decisions once checked (``move``: the number of
        moves before it, where a replay shows it; ``points`` lost in final score, to one decimal), how
        many decisions there are to weigh (``decisions``), and the work done of ``total``."""
        costly = sorted((d for d in self.checked if d["points"] >= SHOWN), key=lambda d: (-d["points"], d["move"]))
        top = [{**{k: v for k, v in d.items() if k != "first"}, "points": round(d["points"], 1)} for d in costly[:TOP]]
        return {"game": self.game.id, "seats": self.seats, "over": self.over, "done": self.done, "total": self.total,
                "decisions": self.decision_count, "top": top}


def review(save: Save, seats: list[int] | None = None, samples: int | None = None) -> dict[str, Any]:
    """The whole review of ``save`` at once (``Reviewer.result``)."""
    reviewer = Reviewer(save, seats, samples)
    reviewer.step()
    return reviewer.result()
