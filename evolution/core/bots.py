"""Computer players, for any game: a bot gets an observation (its legal moves and its view,
never the state) and chooses one of the legal moves, exactly as a human in its seat could."""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from .game import Game


class Bot(Protocol):
    name: str

    def choose(self, obs: Any) -> Any: ...


class RandomBot:
    """Uniformly random legal moves (works for every game)."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, obs: Any) -> Any:
        return obs.legal[int(self.rng.random() * len(obs.legal))]


def best_distinct(moves: list, scores: list[float], key, width: int) -> list:
    """A search's candidates: the best-scored moves, one per ``key(move)`` (moves with the same
    effect), at most ``width`` of them, best first."""
    chosen, seen = [], set()
    for i in sorted(range(len(moves)), key=lambda i: -scores[i]):
        k = key(moves[i])
        if k in seen:
            continue
        seen.add(k)
        chosen.append(moves[i])
        if len(chosen) >= width:
            break
    return chosen


def bot_seed(game_seed: int, player: int, move_number: int) -> int:
    """A bot's seed from the game, the seat and the move number: a resumed game plays on the same way."""
    return (game_seed * 1_000_003 + player * 7_919 + move_number) % 2**32


def play_out(game: Game, state: Any, bots: dict[int, Bot], on_move=None, clock=time.perf_counter) -> Any:
    """Let bots play until a player without a bot must decide, or the game ends.
    ``on_move(obs, action, seconds)`` hears of each move: what the bot saw and how long it thought,
    by ``clock`` (``time.process_time``: CPU time, steadier on a shared machine)."""
    while True:
        waiting = [p for p in game.to_move(state) if p in bots]
        if not waiting:
            return state
        obs = game.observation(state, waiting[0])
        started = clock()
        action = bots[obs.player].choose(obs)
        seconds = clock() - started
        game.apply(state, action)
        if on_move:
            on_move(obs, action, seconds)
