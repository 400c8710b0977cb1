"""Seeded games between bots of any game, with win rates, 95% intervals, scores and speed.

Seats rotate fairly: each deal (seed) is played once per rotation of the seats, so every bot
sits in every seat with the same cards (duplicate style), and luck of the deal cancels out.
"""

from __future__ import annotations

import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from .bots import play_out
from .game import AnyGame
from .registry import get_game

# A level written with this ending ("hard-capped") is that level's bot stopping on its game's sample
# cap instead of a clock (the daily deal's bots: core/game.py's ``bot``), to weigh one against the other.
CAPPED = "-capped"


def entrant_bot(game: AnyGame, level: str, seed: int, budget: float | None) -> Any:
    """The bot a tournament seats for ``level`` (a level, or a level ending in ``CAPPED``)."""
    if level.endswith(CAPPED):
        return game.bot(level.removesuffix(CAPPED), seed, budget, capped=True)
    return game.bot(level, seed, budget)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a win rate (shared wins count as fractions)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Entrant:
    name: str
    copies: int
    seats: int = 0  # seats played (games x copies)
    wins: float = 0.0
    score: int = 0
    seconds: float = 0.0
    decisions: int = 0
    slowest: list[float] = field(default_factory=list)  # every decision's time, for percentiles

    @property
    def win_rate(self) -> float:
        return self.wins / self.seats if self.seats else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.seats)

    @property
    def ms_per_decision(self) -> float:
        return 1000 * self.seconds / self.decisions if self.decisions else 0.0

    def percentile(self, q: float) -> float:
        times = sorted(self.slowest)
        return times[min(len(times) - 1, int(q * len(times)))] if times else 0.0


@dataclass
class Result:
    lineup: list[str]
    games: int
    seed: int
    budget: float | None
    label: str  # the game and its variants in a few words
    seconds: float
    entrants: dict[str, Entrant]

    def table(self) -> str:
        n = len(self.lineup)
        last = self.seed + (self.games - 1) // n
        lines = [f"{self.games} games of {self.label}, {n} players ({' '.join(self.lineup)}),"
                 f" seeds {self.seed}..{last}, seats rotated"
                 f"{f', hard budget {self.budget}s' if self.budget is not None else ''}",
                 f"{'bot':<8}{'games':>7}{'wins':>8}{'win %':>8}{'95% CI':>15}{'fair':>6}{'avg score':>11}"
                 f"{'ms/dec':>9}{'p95 ms':>8}{'dec/s':>8}"]
        for e in self.entrants.values():
            lo, hi = e.interval
            ms = e.ms_per_decision
            lines.append(f"{e.name:<8}{e.seats // e.copies:>7}{e.wins:>8.1f}{100 * e.win_rate:>7.1f}%"
                         f"{f'{100 * lo:.1f}-{100 * hi:.1f}%':>15}{100 / n:>5.0f}%{e.score / max(1, e.seats):>11.1f}"
                         f"{ms:>9.2f}{1000 * e.percentile(0.95):>8.1f}{(1000 / ms if ms else 0):>8.0f}")
        if any(e.copies > 1 for e in self.entrants.values()):
            lines.append("(a bot in several seats: win % and score are per seat)")
        lines.append(f"{self.seconds:.0f}s in all")
        return "\n".join(lines)


@dataclass
class GameRecord:
    """One finished game, seat by seat: the level, win share, score and every decision's time."""
    seats: list[str]
    wins: list[float]
    scores: list[int]
    times: list[list[float]]


def seeded_game(game_id: str, variants: dict[str, Any], seats: list[str], deal: int,
                budget: float | None) -> GameRecord:
    """One seeded game between bots of the given levels (seat order); ``variants``: the options
    record's keys other than players and seed."""
    game = get_game(game_id)
    n = len(seats)
    state = game.new_game(game.options({**variants, "players": n, "seed": deal}))
    bots = {p: entrant_bot(game, lv, deal * 7919 + p, budget) for p, lv in enumerate(seats)}
    times: list[list[float]] = [[] for _ in range(n)]
    play_out(game, state, bots, on_move=lambda obs, action, seconds: times[obs.player].append(seconds))
    winners = game.winners(state)
    wins = [1 / len(winners) if p in winners else 0.0 for p in range(n)]
    return GameRecord(seats, wins, game.scores(state), times)


def _play(job: tuple[Any, ...]) -> GameRecord:
    return seeded_game(*job)


def run_tournament(game: AnyGame, levels: list[str], players: int, games: int, seed: int = 1,
                   budget: float | None = None, variants: dict[str, Any] | None = None, progress: int = 0,
                   jobs: int = 1) -> Result:
    """Play ``games`` games; ``levels`` is cycled over the seats, then the seats rotate game by game.
    ``jobs`` > 1 plays games in that many processes; the games and their results are the same
    (the hard bot's budget is CPU time, so sharing the machine does not weaken it)."""
    n = players
    lineup = [levels[k % len(levels)] for k in range(n)]
    entrants = {name: Entrant(name, lineup.count(name)) for name in sorted(set(lineup), key=lineup.index)}
    started = time.perf_counter()
    variants = variants or {}
    work = [(game.id, variants, [lineup[(k + g % n) % n] for k in range(n)], seed + g // n, budget)
            for g in range(games)]
    pool = ProcessPoolExecutor(jobs) if jobs > 1 else None
    records = pool.map(_play, work) if pool else map(_play, work)
    try:
        for g, record in enumerate(records):
            for p, level in enumerate(record.seats):
                e = entrants[level]
                e.wins += record.wins[p]
                e.score += record.scores[p]
                e.seats += 1
                e.decisions += len(record.times[p])
                e.seconds += sum(record.times[p])
                e.slowest.extend(record.times[p])
            if progress and (g + 1) % progress == 0:
                done = ", ".join(f"{e.name} {100 * e.win_rate:.1f}%" for e in entrants.values())
                print(f"[{g + 1}/{games} games, {time.perf_counter() - started:.0f}s] {done}", file=sys.stderr,
                      flush=True)
    finally:
        if pool:
            pool.shutdown(cancel_futures=True)
    label = " ".join(filter(None, [game.id, game.cli_label(game.options({**variants, "players": n, "seed": seed}))]))
    return Result(lineup, games, seed, budget, label, time.perf_counter() - started, entrants)
