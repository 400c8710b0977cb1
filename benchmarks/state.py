"""The state idiom's cost: the same measurements on this tree and on another commit's
engine, interleaved in one run, so the machine's load weighs on both alike.

    python benchmarks/state.py [--ref REV ...] [--after REV] [--rounds 3] [--games 60] [--bot-games 4] [--hard-games 1]
                               [--fixed-games 0]

Each round runs, in a fresh process per tree: random 4-player games of Evolution and of S-Evolution
(full games per CPU second) and the Evolution bots' speed at 4-player tables (benchmarks/ai.py's
``bot_speed``: the easy and medium bots' decisions per CPU second, the hard bot's samples per decision
at a 0.05 s CPU budget over ``--hard-games`` games, which counts how many copies of the state it can play out,
as it plays and with its early stop switched off: an obvious decision stops after 8 samples where commits
before the early stop drew samples to the deadline; one game's positions decide much of these figures, so
more games compare trees whose bots play different games better); with ``--fixed-games N``, the hard
bot's CPU ms per rollout at 2 samples per decision over seeds 1..N, in a fresh process (the same games
in trees whose bots decide alike). Prints the median of the rounds for each tree. ``--ref`` (default HEAD; give it several
times to measure several commits): its ``evolution/`` comes from ``git archive``; so does ``--after``'s
if given (else this tree's files are measured, so they must not change meanwhile).
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
from evolution.core.registry import get_game
from evolution.games.evolution.ai.tournament import bot_speed

games, bot_games, hard_games = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
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
out["evolution hard samples/decision"] = bot_speed("hard", hard_games, budget=0.05, clock=time.process_time)["samples"]
# Without the early stop (search.settled after MIN_SAMPLES, absent from older commits): every decision
# samples until its deadline, so this figure counts the same thing in every tree.
from evolution.games.evolution.ai import search
search.MIN_SAMPLES = 10**9
hard = bot_speed("hard", hard_games, budget=0.05, clock=time.process_time)
out["hard samples/decision, no early stop"] = hard["samples"]
out["hard CPU ms per sample, no early stop"] = hard["ms_per_choice"] / hard["samples"]
print(json.dumps(out))
"""

# Like for like, in a fresh process of its own: the hard bot at 2 samples per decision (no clock in its
# choices), one hard seat among three medium bots, seeds 1..N: trees whose bots decide alike play the
# very same games.
FIXED = """
import json, sys, time
from evolution.core.bots import play_out
from evolution.core.registry import get_game
from evolution.games.evolution.ai.search import HardBot
from evolution.games.evolution.bots import make_bot

game = get_game("evolution")
seconds = rollouts = 0
for seed in range(1, int(sys.argv[1]) + 1):
    seat = seed % 4
    bots = {p: HardBot(seed + p, budget=None, iterations=2) if p == seat else make_bot("medium", seed + p)
            for p in range(4)}

    def timed(obs, action, spent, seat=seat, hard=bots[seat]):
        global seconds, rollouts
        if obs.player == seat:
            seconds += spent
            stats = hard.last_stats  # ("rollouts" since the trailing candidates are dropped; before: all played)
            rollouts += stats.get("rollouts", stats.get("samples", 0) * stats.get("candidates", 0))
            hard.last_stats = {}

    play_out(game, game.new_game(game.options({"players": 4, "seed": seed})), bots, on_move=timed, clock=time.process_time)
print(json.dumps({"hard CPU ms per rollout, 2 samples": 1000 * seconds / rollouts}))
"""


def measure(tree: Path, games: int, bot_games: int, hard_games: int, fixed_games: int) -> dict[str, float]:
    out = run(tree, MEASURE, games, bot_games, hard_games)
    return {**out, **run(tree, FIXED, fixed_games)} if fixed_games else out


def run(tree: Path, program: str, *args: int) -> dict[str, float]:
    done = subprocess.run([sys.executable, "-c", program, *map(str, args)], cwd=tree, capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(tree)}, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def extracted(rev: str, folder: Path) -> Path:
    """``folder`` holding the ``evolution/`` package of commit ``rev`` (``git archive``)."""
    folder.mkdir(parents=True)
    archive = subprocess.run(["git", "archive", rev, "evolution"], cwd=ROOT, capture_output=True, check=True)
    (folder / "rev.tar").write_bytes(archive.stdout)
    with tarfile.open(folder / "rev.tar") as tar:
        tar.extractall(folder, filter="data")
    return folder


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ref", action="append", help="a commit to compare with (default HEAD; may be repeated)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", type=int, default=60, help="random games of each game per round")
    parser.add_argument("--bot-games", type=int, default=4, help="easy and medium bot games per round")
    parser.add_argument("--hard-games", type=int, default=1, help="hard bot games per round")
    parser.add_argument("--fixed-games", type=int, default=0,
                        help="games of the hard bot at 2 samples per decision (seeds 1..N): CPU ms per rollout")
    parser.add_argument("--after", default=None, help="the commit measured as 'after' (default: this tree's files)")
    args = parser.parse_args()
    refs = args.ref or ["HEAD"]
    with tempfile.TemporaryDirectory(prefix="state-bench-") as tmp:
        trees = {ref: extracted(ref, Path(tmp) / f"before-{k}") for k, ref in enumerate(refs)}
        trees[args.after or "this tree"] = extracted(args.after, Path(tmp) / "after") if args.after else ROOT
        runs: dict[str, list[dict]] = {label: [] for label in trees}
        started, load = time.perf_counter(), os.getloadavg()[0]
        for _ in range(args.rounds):
            for label, tree in trees.items():
                runs[label].append(measure(tree, args.games, args.bot_games, args.hard_games, args.fixed_games))
    print(f"{args.rounds} rounds, {args.games} random games of each game per round, CPU time "
          f"(load average {load:.1f} at the start, {os.getloadavg()[0]:.1f} at the end, "
          f"{time.perf_counter() - started:.0f} s); median (lowest-highest) of the rounds; change: last vs first")
    keys = list(runs[refs[0]][0])
    print(f"{'':<36}" + "".join(f"{label:>24}" for label in trees) + f"{'change':>9}")
    for key in keys:
        values = [sorted(r[key] for r in runs[label]) for label in trees]
        medians = [statistics.median(v) for v in values]
        cells = [f"{m:.1f} ({v[0]:.1f}-{v[-1]:.1f})" for m, v in zip(medians, values)]
        print(f"{key:<36}" + "".join(f"{c:>24}" for c in cells) + f"{100 * (medians[-1] / medians[0] - 1):>+8.1f}%")


if __name__ == "__main__":
    main()
