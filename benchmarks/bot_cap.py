"""How many samples a hard decision takes, by kind of decision: the figures behind each game's
``DEFAULT_CAP`` (the daily deal's bots stop on a sample cap, not on a clock: core/samples.py).

    python benchmarks/bot_cap.py [--game evolution|s-evolution] [--games 3] [--seed 700] [--cap N]

Whole games of 4 hard bots (seeded as a tournament seats them). Without ``--cap`` each bot thinks on
its default CPU budget (the bots elsewhere than the daily deal); with ``--cap N`` it takes at most N
samples (``settled`` and ``trailing`` as ever). For each kind of decision (the game's phase) prints
how many searched decisions there were, the samples per decision (median, p90, max), the CPU seconds
per decision (median, p90, max) and what stopped the search (``cap``/``deadline``: the limit;
``settled``: the choice was clear; ``pruned``: one candidate left). CPU seconds, so the machine's
load hardly moves them, but print ``uptime`` with them all the same (docs: benchmarks/README.md).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from evolution.core.registry import get_game  # noqa: E402


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def decisions(game_id: str, games: int, seed: int, cap: int | None) -> list[tuple[str, int, float, str]]:
    """Every searched decision of ``games`` games of 4 hard bots: (phase, samples, CPU s, stopped)."""
    game = get_game(game_id)
    found = []
    for g in range(games):
        state = game.new_game(game.options({"players": 4, "seed": seed + g}))
        bots = {p: game.make_bot("hard", (seed + g) * 7919 + p) for p in range(4)}
        if cap is not None:
            for bot in bots.values():
                bot.cap = cap
        started = time.process_time()
        while not game.is_over(state):
            p = game.to_move(state)[0]
            obs = game.observation(state, p)
            phase = str(getattr(state, "phase", "?"))
            bots[p].last_stats = {}
            action = bots[p].choose(obs)
            stats = bots[p].last_stats
            if "samples" in stats:
                found.append((phase, stats["samples"], stats["seconds"], stats.get("stopped", "?")))
            game.apply(state, action)
        print(f"  game {seed + g}: {time.process_time() - started:.0f} s CPU", file=sys.stderr, flush=True)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="evolution", choices=["evolution", "s-evolution"])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=700)
    parser.add_argument("--cap", type=int, default=None, help="at most N samples per decision (default: the CPU budget)")
    args = parser.parse_args()
    print(f"uptime: {os.popen('uptime').read().strip()}")
    found = decisions(args.game, args.games, args.seed, args.cap)
    rule = f"cap {args.cap}" if args.cap is not None else "default budget"
    print(f"{args.game}, hard bots, {rule}, {args.games} games of 4: {len(found)} searched decisions")
    by_phase: dict[str, list[tuple[int, float, str]]] = defaultdict(list)
    for phase, n, seconds, stopped in found:
        by_phase[phase].append((n, seconds, stopped))
        by_phase["(all)"].append((n, seconds, stopped))
    print(f"{'kind':<12}{'n':>5}  samples p50  p90  max   at the limit p50  p90   CPU s p50   p90   max   stopped by")
    for phase, rows in sorted(by_phase.items()):
        ns = [r[0] for r in rows]
        ts = [r[1] for r in rows]
        limit = [r[0] for r in rows if r[2] in ("deadline", "cap")] or [0]
        stops = Counter(r[2] for r in rows)
        print(f"{phase:<12}{len(rows):>5}  {statistics.median(ns):>11.0f}{pct(ns, 0.9):>5}{max(ns):>5}"
              f"   {statistics.median(limit):>16.0f}{pct(limit, 0.9):>5}"
              f"   {statistics.median(ts):>9.3f}{pct(ts, 0.9):>6.3f}{max(ts):>6.3f}   "
              + ", ".join(f"{k} {v}" for k, v in stops.most_common()))
    print(f"uptime: {os.popen('uptime').read().strip()}")


if __name__ == "__main__":
    main()
