"""The AI opponents' figures: win rates with 95% intervals, and speed.

    python benchmarks/ai.py [--only NAME ...] [--scale 1.0] [--budget 0.25] [--progress 20] [--jobs 2]
    python benchmarks/ai.py --only speed --levels medium hard --speed-games 4 --cpu

Matches (goal in brackets), all seeded, seats rotated with the same deals (duplicate style):

- ``medium-random``: medium vs random, heads-up, 200 games (medium >= 95 %)
- ``medium-silly``: medium vs the CS4500 silly player, heads-up, 200 games (medium >= 90 %)
- ``hard-medium``: hard vs medium, heads-up, 400 games (hard >= 65 %)
- ``hard-3medium``: one hard against three medium, 4 players, 200 games (hard >= 40 %; fair share 25 %)
- ``easy-medium``: easy vs medium, heads-up, 100 games (easy is meant to lose)
- ``easy-random``: easy vs random, heads-up, 100 games (easy is meant to play plausibly)
- ``bsw-medium-random``: medium vs random, heads-up, German edition (ruleset bsw), 200 games (medium >= 90 %)
- ``flight-medium-random``: medium vs random, heads-up, Flight (ruleset flight), 200 games (medium >= 90 %)
- ``flight-hard-medium``: hard vs medium, heads-up, Flight, 200 games (hard >= 60 %; about 60 s a game)
- ``bsw-hard-medium``: hard vs medium, heads-up, German edition, 200 games (hard >= 70 %)
- ``speed``: decisions per second of every bot (or of ``--levels``) in CPython over whole 4-player
  games, and the hard bot's time per decision (mean, p95) and samples per decision at its default
  budget. ``--cpu`` times decisions in CPU seconds (steadier on a shared machine; the hard bot's
  budget is CPU time anyway).

The hard matches take hours on a shared 2-core machine (about 20 s per heads-up game at the
default 0.25 s budget): run them alone, in the background. ``--scale`` multiplies game counts.
The hard bot's budget is CPU time, so a loaded machine does not weaken it; ``--jobs 2`` plays the
games in two processes with the same results.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

from evolution.games.evolution.ai.search import DEFAULT_BUDGET
from evolution.core.tournament import run_tournament
from evolution.games.evolution.ai.tournament import bot_speed, speed_table
from evolution.games.evolution.game import GAME
from evolution.games.evolution.bots import BOTS

MATCHES = {  # name: (levels cycled over the seats, players, games, goal for the first level, ruleset)
    "medium-random": (["medium", "random"], 2, 200, 0.95, "nsg2"),
    "medium-silly": (["medium", "silly"], 2, 200, 0.90, "nsg2"),
    "hard-medium": (["hard", "medium"], 2, 400, 0.65, "nsg2"),
    "hard-3medium": (["hard", "medium", "medium", "medium"], 4, 200, 0.40, "nsg2"),
    "easy-medium": (["easy", "medium"], 2, 100, None, "nsg2"),
    "easy-random": (["easy", "random"], 2, 100, None, "nsg2"),
    "bsw-medium-random": (["medium", "random"], 2, 200, 0.90, "bsw"),
    "flight-medium-random": (["medium", "random"], 2, 200, 0.90, "flight"),
    "flight-hard-medium": (["hard", "medium"], 2, 200, 0.60, "flight"),
    "bsw-hard-medium": (["hard", "medium"], 2, 200, 0.70, "bsw"),
}


def speed(games: int, budget: float | None, levels: list[str], cpu: bool = False) -> None:
    """Every level in turn in one seat of 4-player tables of medium bots (see bot_speed)."""
    clock = time.process_time if cpu else time.perf_counter
    print(f"speed: one bot of each level at a 4-player table of medium bots, {games} games each (CPython"
          f"{', CPU time' if cpu else ''}; load average {os.getloadavg()[0]:.1f})")
    print(speed_table([bot_speed(level, games, budget, clock=clock) for level in levels]))
    print(f"hard bot budget: {budget if budget is not None else DEFAULT_BUDGET}s of CPU per decision"
          " (half of it for feeding decisions)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", nargs="*", choices=[*MATCHES, "speed"], help="run only these")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply the number of games")
    parser.add_argument("--budget", type=float, default=None, help="hard bot seconds per decision")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--progress", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="games in this many processes (same results)")
    parser.add_argument("--levels", nargs="*", choices=list(BOTS), help="speed: only these bots")
    parser.add_argument("--speed-games", type=int, default=None, help="speed: games per bot (default 8 x scale)")
    parser.add_argument("--cpu", action="store_true", help="speed: time decisions in CPU seconds")
    args = parser.parse_args()
    chosen = args.only or [*MATCHES, "speed"]
    for name in chosen:
        if name == "speed":
            speed(args.speed_games or max(4, int(8 * args.scale)), args.budget, args.levels or list(BOTS), args.cpu)
            continue
        levels, players, games, goal, ruleset = MATCHES[name]
        games = max(players, int(games * args.scale) // players * players)
        result = run_tournament(GAME, levels, players, games, args.seed, budget=args.budget,
                                variants={"ruleset": ruleset}, progress=args.progress, jobs=args.jobs)
        print(f"== {name} (ruleset {ruleset})")
        print(result.table())
        if goal is not None:
            e = result.entrants[levels[0]]
            lo, hi = e.interval
            verdict = "met" if e.win_rate >= goal else "NOT met"
            print(f"goal: {levels[0]} wins >= {100 * goal:.0f}%: {100 * e.win_rate:.1f}% "
                  f"(95% CI {100 * lo:.1f}-{100 * hi:.1f}%) -> {verdict}")
        print(flush=True)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
