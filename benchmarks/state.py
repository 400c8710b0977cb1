"""The state idiom's cost (issue 17): the same measurements on this tree and on another commit's
engine, interleaved in one run, so the machine's load weighs on both alike.

    python benchmarks/state.py [--ref REV] [--rounds 3] [--games 60] [--bot-games 4]

Each round runs, in a fresh process per tree: random 4-player games of Evolution and of S-Evolution
(full games per CPU second) and the Evolution bots' speed at 4-player tables (benchmarks/ai.py's
``bot_speed``: the easy and medium bots' decisions per CPU second, the hard bot's samples per decision
at a 0.05 s CPU budget over one game, which counts how many copies of the state it can play out). Prints the median
of the rounds for each tree. ``--ref`` (default HEAD): its ``evolution/`` comes from ``git archive``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

MEASURE = """
import json, sys, time
from evolution.core.bots import RandomBot, play_out
from evolution.core.game import get_game
from evolution.games.evolution.ai.tournament import bot_speed

games, bot_games = int(sys.argv[1]), int(sys.argv[2])
out = {}
for game_id in ("evolution", "s-evolution"):
    game = get_game(game_id)
    started = time.process_time()
    for seed in range(games):
        state = game.new_game(game.options({"players": 4, "seed": seed}))
        play_out(game, state, {p: RandomBot(seed * 7 + p) for p in range(4)})
    out[f"{game_id} random games/s"] = games / (time.process_time() - started)
for level in ("easy", "medium"):
    out[f"evolution {level} decisions/s"] = bot_speed(level, bot_games, clock=time.process_time)["dec_per_s"]
out["evolution hard samples/decision"] = bot_speed("hard", 1, budget=0.05, clock=time.process_time)["samples"]
print(json.dumps(out))
"""


def measure(tree: Path, games: int, bot_games: int) -> dict[str, float]:
    done = subprocess.run([sys.executable, "-c", MEASURE, str(games), str(bot_games)], cwd=tree, capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(tree)}, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ref", default="HEAD", help="the commit to compare with (default HEAD)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", type=int, default=60, help="random games of each game per round")
    parser.add_argument("--bot-games", type=int, default=4, help="easy and medium bot games per round")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="state-bench-") as tmp:
        before = Path(tmp)
        archive = subprocess.run(["git", "archive", args.ref, "evolution"], cwd=ROOT, capture_output=True, check=True)
        archive_path = before / "ref.tar"
        archive_path.write_bytes(archive.stdout)
        with tarfile.open(archive_path) as tar:
            tar.extractall(before, filter="data")
        trees = {args.ref: before, "this tree": ROOT}
        runs: dict[str, list[dict]] = {label: [] for label in trees}
        started = time.perf_counter()
        for _ in range(args.rounds):
            for label, tree in trees.items():
                runs[label].append(measure(tree, args.games, args.bot_games))
    print(f"{args.rounds} rounds, {args.games} random games of each game per round, CPU time "
          f"(load average {os.getloadavg()[0]:.1f}, {time.perf_counter() - started:.0f} s)")
    keys = list(runs[args.ref][0])
    print(f"{'':<36}" + "".join(f"{label:>14}" for label in trees) + f"{'change':>9}")
    for key in keys:
        medians = [statistics.median(r[key] for r in runs[label]) for label in trees]
        print(f"{key:<36}" + "".join(f"{m:>14.1f}" for m in medians) + f"{100 * (medians[1] / medians[0] - 1):>+8.1f}%")


if __name__ == "__main__":
    main()
