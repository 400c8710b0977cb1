"""The AI opponents' figures (issue 4): win rates with 95% intervals, and speed.

    python benchmarks/ai.py [--only NAME ...] [--scale 1.0] [--budget 0.25] [--progress 20] [--jobs 2]

Matches (goal in brackets), all seeded, seats rotated with the same deals (duplicate style):

- ``medium-random``: medium vs random, heads-up, 200 games (medium >= 95 %)
- ``medium-silly``: medium vs the CS4500 silly player, heads-up, 200 games (medium >= 90 %)
- ``hard-medium``: hard vs medium, heads-up, 400 games (hard >= 65 %)
- ``hard-3medium``: one hard against three medium, 4 players, 200 games (hard >= 40 %; fair share 25 %)
- ``easy-medium``: easy vs medium, heads-up, 100 games (easy is meant to lose)
- ``speed``: decisions per second of every bot in CPython over whole 4-player games, and the hard
  bot's time per decision (mean, p95) at its default budget.

The hard matches take hours on a shared 2-core machine (about 20 s per heads-up game at the
default 0.25 s budget): run them alone, in the background. ``--scale`` multiplies game counts.
The hard bot's budget is CPU time, so a loaded machine does not weaken it; ``--jobs 2`` plays the
games in two processes with the same results.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from evolution import engine as E
from evolution.ai.search import DEFAULT_BUDGET, HardBot
from evolution.ai.tournament import run_tournament
from evolution.bots import BOTS, Observation, make_bot
from evolution.models import Ruleset

MATCHES = {
    "medium-random": (["medium", "random"], 2, 200, 0.95),
    "medium-silly": (["medium", "silly"], 2, 200, 0.90),
    "hard-medium": (["hard", "medium"], 2, 400, 0.65),
    "hard-3medium": (["hard", "medium", "medium", "medium"], 4, 200, 0.40),
    "easy-medium": (["easy", "medium"], 2, 100, None),
}


def speed(games: int, budget: float | None) -> None:
    """Every level in turn at a 4-player table of medium bots: decisions per second, and for
    the hard bot the time per decision that needed thinking (more than one legal move)."""
    print(f"speed: one bot of each level at a 4-player table of medium bots, {games} games each (CPython)")
    print(f"{'bot':<8}{'decisions':>10}{'dec/s':>9}{'ms/dec':>9}{'p95 ms':>8}{'max ms':>8}  (decisions with a choice)")
    for level in BOTS:
        times, thinking = [], []
        for g in range(games):
            state = E.new_game(Ruleset(players=4, seed=9000 + g))
            bots = {p: (make_bot(level, g, budget) if p == g % 4 else make_bot("medium", p)) for p in range(4)}
            while state.phase != "over":
                p = E.to_move(state)[0]
                obs = Observation(state, p)
                t0 = time.perf_counter()
                action = bots[p].choose(obs)
                spent = time.perf_counter() - t0
                if p == g % 4:
                    times.append(spent)
                    if len(obs.legal) > 1:
                        thinking.append(spent)
                E.apply(state, action)
        thinking.sort()
        p95 = thinking[int(0.95 * (len(thinking) - 1))] if thinking else 0.0
        print(f"{level:<8}{len(times):>10}{len(times) / sum(times):>9.0f}{1000 * statistics.mean(thinking):>9.2f}"
              f"{1000 * p95:>8.1f}{1000 * max(thinking):>8.1f}")
    hard = HardBot(1, budget=budget if budget is not None else DEFAULT_BUDGET)
    print(f"hard bot budget: {hard.budget}s per decision (half of it for feeding decisions)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", nargs="*", choices=[*MATCHES, "speed"], help="run only these")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply the number of games")
    parser.add_argument("--budget", type=float, default=None, help="hard bot seconds per decision")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--progress", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="games in this many processes (same results)")
    args = parser.parse_args()
    chosen = args.only or [*MATCHES, "speed"]
    for name in chosen:
        if name == "speed":
            speed(max(4, int(8 * args.scale)), args.budget)
            continue
        levels, players, games, goal = MATCHES[name]
        games = max(players, int(games * args.scale) // players * players)
        result = run_tournament(levels, players, games, args.seed, budget=args.budget, progress=args.progress,
                                jobs=args.jobs)
        print(f"== {name}")
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
