"""Where a hard-bot rollout's CPU goes: the engine's moves, and valuing Intelligence's Negate moves.

    python benchmarks/rollout_shares.py

The positions of ``rollout.py`` (four medium-bot games, every 6th decision with a choice), 3 samples
each. Prints the CPU ms per rollout, the share of it in the engine's moves (``play_legal``, timed
around each call), and the ms per rollout with the rollout policy's Negate valuation replaced by a
constant (the rollouts then play other moves: an upper bound of what a cheaper valuation could save).
"""

from __future__ import annotations

import os
import time

from evolution.core.session import GameConfig, Session
from evolution.games.evolution.ai import policy, search
from evolution.games.evolution.bots import Observation


def positions() -> list:
    found = []
    for ruleset, players, seed in (("nsg2", 4, 5), ("bsw", 2, 7), ("flight", 3, 9), ("nsg2", 2, 11)):
        seats = [{"name": f"b{i}", "bot": "medium"} for i in range(players)]
        session = Session.new(GameConfig(game="evolution", seats=seats, seed=seed, options={"ruleset": ruleset}))
        game = []
        while not session.summary().get("over"):
            obs = Observation(session.state.clone(), session.bots_to_move()[0])
            if len(obs.legal) > 1:
                game.append(obs)
            session.bot_step()
        found += game[::6]
    return found


def ms_per_rollout(found: list) -> float:
    bot = search.HardBot(seed=1, budget=None, iterations=3)
    bot.choose(found[0])  # (the heuristics' caches warmed)
    started, rollouts = time.process_time(), 0
    for obs in found:
        bot.choose(obs)
        rollouts += bot.last_stats.get("rollouts", 0)
    return (time.process_time() - started) / rollouts * 1000


def main() -> None:
    print(f"load average {os.getloadavg()[0]:.1f}")
    found = positions()
    engine_cpu = [0.0]
    play_legal = search.play_legal

    def timed(*args):
        started = time.process_time()
        try:
            return play_legal(*args)
        finally:
            engine_cpu[0] += time.process_time() - started

    search.play_legal = timed
    started = time.process_time()
    ms = ms_per_rollout(found)
    total = time.process_time() - started
    search.play_legal = play_legal
    print(f"{ms:.2f} ms per rollout; the engine's moves {100 * engine_cpu[0] / total:.1f} % of it")
    policy._negate_value = lambda *args: -9.0  # (the rest of this process plays other rollouts)
    print(f"{ms_per_rollout(found):.2f} ms per rollout with Negate valued by a constant")


if __name__ == "__main__":
    main()
