"""How fast Evolution's bots decide (benchmarks/ai.py; tournaments between bots: core/tournament.py)."""

from __future__ import annotations

import time

from ....core.bots import play_out
from .. import engine
from ..bots import make_bot
from ..game import GAME
from ..options import Options


def bot_speed(level: str, games: int, budget: float | None = None, seed: int = 9000, clock=time.perf_counter) -> dict:
    """How fast a bot decides: it plays one seat (a different one each game) at 4-player tables
    of medium bots. ``dec_per_s`` counts all its decisions; the ms figures only those with more
    than one legal move (the others cost nothing); ``samples``: the hard bot's mean determinized
    samples per such decision. The same function runs in CPython and in the browser's Pyodide.
    ``clock``: how decisions are timed (``time.process_time`` for CPU time)."""
    every, thinking, samples = [], [], []
    for g in range(games):
        state = engine.new_game(Options(players=4, seed=seed + g))
        seat = g % 4
        bots = {p: make_bot(level if p == seat else "medium", seed + g + p, budget) for p in range(4)}

        def timed(obs, action, seconds):
            if obs.player == seat:
                every.append(seconds)
                if len(obs.legal) > 1:
                    thinking.append(seconds)
                    samples.append(getattr(bots[seat], "last_stats", {}).get("samples"))

        play_out(GAME, state, bots, on_move=timed, clock=clock)
    thinking.sort()
    counted = [s for s in samples if s is not None]
    return {"bot": level, "decisions": len(every), "dec_per_s": len(every) / sum(every),
            "ms_per_choice": 1000 * sum(thinking) / len(thinking),
            "p95_ms": 1000 * thinking[int(0.95 * (len(thinking) - 1))], "max_ms": 1000 * thinking[-1],
            "samples": sum(counted) / len(counted) if counted else None}


def speed_table(rows: list[dict]) -> str:
    """bot_speed results as a table."""
    lines = [f"{'bot':<8}{'decisions':>10}{'dec/s':>9}{'ms/choice':>10}{'p95 ms':>8}{'max ms':>8}{'samples':>8}"]
    for r in rows:
        samples = f"{r['samples']:.1f}" if r["samples"] is not None else "-"
        lines.append(f"{r['bot']:<8}{r['decisions']:>10}{r['dec_per_s']:>9.0f}{r['ms_per_choice']:>10.2f}"
                     f"{r['p95_ms']:>8.1f}{r['max_ms']:>8.1f}{samples:>8}")
    return "\n".join(lines)
