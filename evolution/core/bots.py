"""Computer players, for any game: a bot gets an observation (its legal moves and its view,
never the state) and chooses one of the legal moves, exactly as a human in its seat could."""

from __future__ import annotations

import gc
import random
import time
from functools import cached_property
from collections.abc import Callable, Hashable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from .interfaces import Bot

if TYPE_CHECKING:
    from .game import AnyGame

M = TypeVar("M")


class Seat:
    """What a deciding player gets, a bot or a hint (each game's ``Observation`` extends it): its legal
    moves and, computed on demand, its view and the log as it may see it. A game names its functions:
    ``legal_actions(state, player)``, ``view_of(state, player)``, ``log_of(state, player)``."""

    legal_actions: ClassVar[Callable[[Any, int], list[Any]]]
    view_of: ClassVar[Callable[[Any, int], Any]]
    log_of: ClassVar[Callable[[Any, int], list[Any]]]

    def __init__(self, state: Any, player: int, legal: list[Any] | None = None):
        self._state = state
        self.player = player
        self.legal = type(self).legal_actions(state, player) if legal is None else legal

    @cached_property
    def view(self) -> Any:
        return type(self).view_of(self._state, self.player)

    @cached_property
    def log(self) -> list[Any]:
        """The log events this player may see (others' secrets left out)."""
        return type(self).log_of(self._state, self.player)


class RandomBot:
    """Uniformly random legal moves (works for every game)."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, obs: Any) -> Any:
        return obs.legal[int(self.rng.random() * len(obs.legal))]


def level_bot(bots: Mapping[str, type], level: str, seed: int, budget: float | None, capped: bool,
              searcher: type, cap: int) -> Bot:
    """A new bot of ``level`` from a game's ``bots`` (by level): ``searcher``, the game's bot that searches,
    gets ``budget`` (seconds per decision; None: its default) or, when ``capped``, stops on ``cap`` samples
    instead (the same moves on any machine: ``Game.bot``); the others get their seed alone."""
    try:
        cls = bots[level]
    except KeyError:
        raise ValueError(f"unknown bot {level!r} (known: {', '.join(bots)})") from None
    made: Bot
    if cls is searcher and capped:
        made = cls(seed, cap=cap)
    elif cls is searcher and budget is not None:
        made = cls(seed, budget=budget)
    else:
        made = cls(seed)
    return made


def best_distinct(moves: list[M], scores: list[float], key: Callable[[M], Hashable], width: int) -> list[M]:
    """A search's candidates: the best-scored moves, one per ``key(move)`` (moves with the same
    effect), at most ``width`` of them, best first."""
    chosen: list[M] = []
    seen: set[Hashable] = set()
    for i in sorted(range(len(moves)), key=lambda i: -scores[i]):
        k = key(moves[i])
        if k in seen:
            continue
        seen.add(k)
        chosen.append(moves[i])
        if len(chosen) >= width:
            break
    return chosen


# The garbage collector and the bots. The bots' caches (plant profiles, attack checks, interned moves:
# tens of thousands of objects after a game, growing) live as long as the process and hold no reference
# cycle, nor does a bot's search make any (its cloned states are freed by reference counting: whole games
# of every level collect 0 objects), yet each full collection walks them all again: 8 % of a game of
# medium bots, more in a process that holds more (benchmarks/HISTORY.md). So after each decision what is
# alive is frozen (gc.freeze: kept out of collections, still freed when no longer referenced), and every
# SWEEP_SECONDS the collector sees everything once (a cycle made elsewhere is not kept for good; by time,
# not by decisions, so that cheap bots' many decisions do not pay for full collections). The clock is
# perf_counter: the CPU clock is a system call (1.2 us here, as long as a random bot's whole decision:
# it cost random games 10 %).
SWEEP_SECONDS = 60.0
_swept = time.perf_counter()


def _decided() -> None:
    global _swept
    now = time.perf_counter()
    if now - _swept >= SWEEP_SECONDS:
        _swept = now
        gc.unfreeze()
        gc.collect()
    gc.freeze()


def decide(bot: Bot, obs: Any) -> Any:
    """The bot's move (``bot.choose``); what is alive then is left out of later collections (above)."""
    action = bot.choose(obs)
    _decided()
    return action


def thinking(bot: Bot, obs: Any) -> Iterator[Any]:
    """The bot's thinking, for a page that thinks in slices: None between pieces of work, then its
    move (``bot.think`` if it has one, else ``bot.choose``); as ``decide`` once the move is known."""
    if not hasattr(bot, "think"):
        yield decide(bot, obs)
        return
    for step in bot.think(obs):
        if step is not None:
            _decided()
        yield step


def bot_seed(game_seed: int, player: int, move_number: int) -> int:
    """A bot's seed from the game, the seat and the move number: a resumed game plays on the same way."""
    return (game_seed * 1_000_003 + player * 7_919 + move_number) % 2**32


def play_out(game: AnyGame, state: Any, bots: dict[int, Bot],
             on_move: Callable[[Any, Any, float], object] | None = None,
             clock: Callable[[], float] = time.perf_counter) -> Any:
    """Let bots play until a player without a bot must decide, or the game ends.
    ``on_move(obs, action, seconds)`` hears of each move: what the bot saw and how long it thought,
    by ``clock`` (``time.process_time``: CPU time, steadier on a shared machine)."""
    while True:
        waiting = [p for p in game.to_move(state) if p in bots]
        if not waiting:
            return state
        obs = game.observation(state, waiting[0])
        started = clock()
        action = decide(bots[obs.player], obs)
        seconds = clock() - started
        game.apply(state, action)
        if on_move:
            on_move(obs, action, seconds)


def paired_difference(rows: list[list[float]], j: int, k: int) -> tuple[float, float]:
    """Mean and standard error of candidate j's value minus candidate k's, over the samples
    (``rows[s][j]``: candidate j's value on sample s; every candidate played on the same samples)."""
    n = len(rows)
    diffs = [r[j] - r[k] for r in rows]
    mean = sum(diffs) / n
    if n < 2:
        return mean, float("inf")
    return mean, (sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) ** 0.5


def settled(rows: list[list[float]], pick: int, tie: float, min_samples: int, margin: float = 2.0) -> bool:
    """Whether more samples would hardly change a search's choice: against every other candidate,
    ``pick`` is either ahead by ``margin`` standard errors of the paired difference, or level with
    it within ``tie`` points at that confidence (then either move is as good). Obvious decisions
    stop after ``min_samples``; close calls use the whole budget."""
    if len(rows) < min_samples:
        return False
    for j in range(len(rows[0])):
        if j != pick:
            mean, se = paired_difference(rows, j, pick)
            if mean + margin * se >= 0 and abs(mean) + margin * se >= tie:
                return False
    return True


def trailing(rows: list[list[float]], pick: int, margin: float = 2.0) -> list[int]:
    """The candidates clearly behind ``pick``: below it by more than ``margin`` standard errors of
    the paired difference. A search stops playing them out (successive elimination), so its samples
    go to the moves still in contention."""
    behind = []
    for j in range(len(rows[0])):
        if j != pick:
            mean, se = paired_difference(rows, j, pick)
            if mean + margin * se < 0:
                behind.append(j)
    return behind


def break_tie(rows: list[list[float]], pick: int, tie: float, rng: random.Random) -> int:
    """``pick``, or a candidate whose mean is within ``tie`` points of it, drawn with the bot's
    seeded randomness: bots of one level do not all play the same move in the same position."""
    n = len(rows)
    means = [sum(r[j] for r in rows) / n for j in range(len(rows[0]))]
    level = [j for j in range(len(means)) if abs(means[j] - means[pick]) < tie]
    return level[int(rng.random() * len(level))]
