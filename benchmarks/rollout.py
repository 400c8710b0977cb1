"""CPU per rollout of the Evolution hard bot, on the same positions in this tree and in other commits.

    python benchmarks/rollout.py [--ref df4a9fc ...] [--rounds 3] [--every 6] [--samples 3]

The positions are those of four medium-bot games (nsg2 4 players, German edition heads-up, Flight 3
players, nsg2 heads-up; every ``--every``-th decision with a choice), so every tree searches the same
positions whatever its hard bot would have played. In each, the hard bot draws exactly ``--samples``
samples (no clock in its choices). Each tree runs in a fresh process of its own, the trees alternated
round after round so the machine's load weighs on all alike; prints the CPU ms per rollout of each
round and a digest of the moves chosen (equal digests: the trees decide alike). ``--ref``: its
``evolution/`` comes from ``git archive`` (state.py's ``extracted``).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from state import extracted  # noqa: E402

MEASURE = """
import hashlib, sys, time
from evolution.core.session import GameConfig, Session
from evolution.games.evolution.ai import search
from evolution.games.evolution.bots import Observation

every, samples = int(sys.argv[1]), int(sys.argv[2])
positions = []
for ruleset, players, seed in (("nsg2", 4, 5), ("bsw", 2, 7), ("flight", 3, 9), ("nsg2", 2, 11)):
    seats = [{"name": f"b{i}", "bot": "medium"} for i in range(players)]
    session = Session.new(GameConfig(game="evolution", seats=seats, seed=seed, options={"ruleset": ruleset}))
    found = []
    while not session.summary().get("over"):
        obs = Observation(session.state.clone(), session.bots_to_move()[0])
        if len(obs.legal) > 1:
            found.append(obs)
        session.bot_step()
    positions += found[::every]
bot = search.HardBot(seed=1, budget=None, iterations=samples)
bot.choose(positions[0])  # (the heuristics' caches warmed alike in every tree)
rollouts, moves, started = 0, [], time.process_time()
for obs in positions:
    moves.append(repr(bot.choose(obs)))
    rollouts += bot.last_stats.get("rollouts", 0)
seconds = time.process_time() - started
print(len(positions), rollouts, seconds, hashlib.sha256(repr(moves).encode()).hexdigest()[:12])
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ref", action="append", default=[], help="a commit to compare with (may be repeated)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--every", type=int, default=6, help="every n-th decision of the medium games")
    parser.add_argument("--samples", type=int, default=3, help="samples per decision")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="rollout-bench-") as tmp:
        trees = {ref: extracted(ref, Path(tmp) / f"ref-{k}") for k, ref in enumerate(args.ref)}
        trees["this tree"] = ROOT
        print(f"load average {os.getloadavg()[0]:.1f} at the start")
        for r in range(args.rounds):
            for label, tree in trees.items():
                done = subprocess.run([sys.executable, "-c", MEASURE, str(args.every), str(args.samples)], cwd=tree,
                                      capture_output=True, text=True, check=True,
                                      env={**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"})
                positions, rollouts, seconds, digest = done.stdout.split()
                print(f"round {r + 1} {label:>12}: {positions} positions, {rollouts} rollouts, {float(seconds):6.2f} s CPU, "
                      f"{1000 * float(seconds) / int(rollouts):5.2f} ms per rollout, moves {digest}", flush=True)
        print(f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
