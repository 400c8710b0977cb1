"""Where a hard decision's samples go: how much each stopping rule of the hard bot's
search loses against its own long search, and how many rollouts it costs.

    python benchmarks/samples.py [--game evolution|s-evolution] [--players 4] [--games 3] [--samples 24]

Whole games of hard bots that draw ``--samples`` samples for every decision (no early stop, no
elimination) record each decision's values (one row per sample, one column per candidate). Each
rule is then replayed on the first half of those samples; the move it picks is valued on the
second half, which it never saw: its regret is the best held-out mean minus the held-out mean of
its pick (points of final-score difference; the held-out means are noisy, so even a long search
shows a floor of regret). Cost: rollouts per decision. ``--rows FILE`` re-reads recorded rows.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from evolution.core import bots as core_bots  # noqa: E402
from evolution.core.bots import play_out, settled, trailing  # noqa: E402
from evolution.core.registry import get_game  # noqa: E402
from evolution.games.evolution.ai.search import HardBot  # noqa: E402

SEARCH = {"evolution": "evolution.games.evolution.ai.search", "s-evolution": "evolution.games.s_evolution.search"}


def record(game_id: str, players: int, games: int, samples: int, width: int) -> list[dict]:
    """Each searched decision's rows, from whole games of hard bots at ``samples`` samples of
    ``width`` candidates."""
    search = importlib.import_module(SEARCH[game_id])
    game = get_game(game_id)
    seen: dict = {}
    original = core_bots.break_tie

    def spy(rows, pick, tie, rng):  # every search ends here with all its rows
        seen["rows"] = [list(r) for r in rows]
        return original(rows, pick, tie, rng)

    search.break_tie, search.settled, search.MIN_SAMPLES = spy, (lambda *a, **k: False), 10**9
    decisions = []
    for g in range(games):
        seed = 500 + g
        state = game.new_game(game.options({"players": players, "seed": seed}))
        hard = {p: search.HardBot(seed * 10 + p, budget=None, iterations=samples, width=width) for p in range(players)}

        def heard(obs, action, seconds):
            if "rows" in seen:
                decisions.append({"phase": getattr(obs.view, "phase", "?"), "rows": seen.pop("rows")})

        started = time.process_time()
        play_out(game, state, hard, on_move=heard, clock=time.process_time)
        print(f"game {seed}: {time.process_time() - started:.0f} s CPU", file=sys.stderr, flush=True)
    return decisions


def pick(rows: list[list[float]], alive: list[int]) -> int:
    """The search's own pick (Evolution's ``HardBot._pick``, z = 0) among the ``alive`` candidates."""
    seen = [[r[j] for j in alive] for r in rows]
    return alive[HardBot(budget=None)._pick(seen, len(alive))]


def replay(rows: list[list[float]], least: int, most: int, eliminate: bool) -> tuple[int, int]:
    """A stopping rule on these rows: (its pick, rollouts spent)."""
    alive, spent = list(range(len(rows[0]))), 0
    for k in range(1, most + 1):
        spent += len(alive)
        if k < least:
            continue
        seen = [[r[j] for j in alive] for r in rows[:k]]
        best = alive.index(pick(rows[:k], alive))
        if k == most or len(alive) == 1 or settled(seen, best, 0.5, least):
            return alive[best], spent
        if eliminate:
            behind = set(trailing(seen, best))
            alive = [j for i, j in enumerate(alive) if i not in behind]
    return pick(rows[:most], alive), spent


RULES = {"stop from 8 (before)": (8, 12, False), "stop from 4": (4, 12, False),
         "stop from 4, eliminate (now)": (4, 12, True), "stop from 3, eliminate": (3, 12, True),
         "fixed 4": (4, 4, False), "fixed 2": (2, 2, False), "medium (no search)": (0, 0, False)}


def report(decisions: list[dict], width: int | None = None) -> None:
    """Each rule's regret and cost by phase; ``width``: the rules see only the first ``width``
    candidates (the medium's best), while the held-out best is taken over every recorded one."""
    half = min(len(d["rows"]) for d in decisions) // 2
    for phase in sorted({d["phase"] for d in decisions}) + ["all"]:
        chosen = [d for d in decisions if phase in ("all", d["phase"])]
        print(f"{phase} ({len(chosen)} decisions{f', {width} candidates' if width else ''}): regret / rollouts per decision")
        for name, (least, most, eliminate) in RULES.items():
            regret = spent = 0.0
            for d in chosen:
                rows = d["rows"]
                held = [sum(r[j] for r in rows[half:2 * half]) / half for j in range(len(rows[0]))]
                seen = [r[:width] for r in rows[:half]]
                j, cost = (0, 0) if most == 0 else replay(seen, least, min(most, half), eliminate)
                regret += max(held) - held[j]
                spent += cost
            print(f"  {name:<30}{regret / len(chosen):>7.3f}{spent / len(chosen):>7.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="evolution")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--samples", type=int, default=24)
    parser.add_argument("--rows", nargs="*", help="JSON lines written by an earlier run (--save)")
    parser.add_argument("--save", help="write the recorded rows here (JSON lines)")
    parser.add_argument("--width", type=int, default=4, help="candidates per decision when recording")
    parser.add_argument("--widths", type=int, nargs="*", default=[None], help="report as if only that many were searched")
    args = parser.parse_args()
    if args.rows:
        decisions = [json.loads(line) for path in args.rows for line in open(path)]
    else:
        decisions = record(args.game, args.players, args.games, args.samples, args.width)
    if args.save:
        Path(args.save).write_text("".join(json.dumps(d) + "\n" for d in decisions))
    for width in args.widths:
        report([d for d in decisions if len(d["rows"]) >= 2], width)


if __name__ == "__main__":
    main()
