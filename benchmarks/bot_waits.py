"""Where a human's waits go, in CPython: the bots' thinking between two of your moves, by phase.

    python benchmarks/bot_waits.py [--game evolution|s-evolution] [--seed 5] [--level hard] [--longest 8]
    python benchmarks/bot_waits.py --think 3 --human hint first hard [--seeds 5 11]

You (seat 0) and three bots of ``--level`` play a whole game. Each wait is the bots' moves between two
of yours, timed in CPU seconds (``time.process_time``: the bots' budget is CPU time, so the machine's
load does not change what they do). Prints the longest waits with their moves by phase and kind, then
the CPU time by (phase, kind of move) over the game. The browser adds Pyodide's slowness (the budget
is scaled for it, so a wait there is ~1.6x as long) and the drawing; ``play.py`` measures that.

``--think S``: the page's bots' worker (web/bot_engine.py, the same code) follows the game, and while you
decide it ponders your likely moves for S seconds of CPU before you move (a player who takes S seconds
on a core of their own); a wait is then the CPU the worker still needs after your move (its ``position``
and ``think``), the pondered answers reused. ``--human``: how you play: ``first`` (the first legal move,
as ``play.py``'s clicks), ``hint`` (the page's hint: the medium bot's choice, the worker's own guess) or
``hard`` (a hard bot of another seed: a strong player the guess does not know). Prints p50 / p95 / max
of the waits for each. ``--samples N``: every hard decision takes exactly N samples instead of its time
budget, so that a game plays the same whatever the machine's load (compare trees on the same games).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "web"))

from evolution.core.session import GameConfig, Session  # noqa: E402


def human_choice(session: Session, human: str, player: int):
    obs = session.game.observation(session.state, player)
    if human == "first" or len(obs.legal) == 1:
        return obs.legal[0]
    level, seed = ("medium", len(session.save.moves)) if human == "hint" else ("hard", 7_777 + len(session.save.moves))
    return session.game.bot(level, seed).choose(obs)


def waits(game: str, seed: int, level: str, think: float = 0.0, human: str = "first"
          ) -> list[list[tuple[str, str, float]]]:
    """Each wait's bot moves: (phase, kind of move, CPU seconds). With ``think``, through the worker's
    engine, pondering ``think`` CPU seconds before each of your moves."""
    seats = [{"name": "you"}] + [{"name": f"bot {i}", "bot": level} for i in range(1, 4)]
    session = Session.new(GameConfig(game=game, seats=seats, seed=seed))
    worker = None
    if think:
        import bot_engine as worker
        worker.known.clear()
        worker.line = None
    found = []
    while not session.summary().get("over"):
        moves = []
        if worker is not None and session.bots_to_move() and not session.humans_to_move():
            started = time.process_time()
            worker.position(session.to_json(), True)
            while session.bots_to_move() and not session.humans_to_move():
                phase, before = session.state.phase, time.process_time()
                step = json.loads(worker.think(0.05))
                if step.get("action") is not None:
                    action = session.game.move(step["action"])
                    assert session.bot_move(action, step["moves"])
                    moves.append((phase, type(action).__name__, time.process_time() - before))
                elif step.get("idle"):
                    raise AssertionError("the worker sees no bot to move")
                elif moves:
                    moves[-1] = (*moves[-1][:2], moves[-1][2] + time.process_time() - before)
            if moves:  # (the catch-up and the idle slices count with the first move)
                extra = time.process_time() - started - sum(m[2] for m in moves)
                moves[0] = (*moves[0][:2], moves[0][2] + extra)
        while worker is None and session.bots_to_move() and not session.humans_to_move():
            phase = session.state.phase
            started = time.process_time()
            action = session.bot_step()
            moves.append((phase, type(action).__name__, time.process_time() - started))
        if moves:
            found.append(moves)
        humans = session.humans_to_move()
        if humans and not session.summary().get("over"):
            if worker is not None:
                worker.position(session.to_json())
                until = time.process_time() + think
                while time.process_time() < until and worker.ponder(0.05):
                    pass
            session.act(human_choice(session, human, humans[0]))
    return found


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="evolution")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--seeds", type=int, nargs="*", help="--think: several games")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--longest", type=int, default=8, help="how many of the longest waits to show")
    parser.add_argument("--think", type=float, default=0.0, help="CPU seconds the worker ponders before each of your moves")
    parser.add_argument("--human", nargs="*", default=["first"], choices=["first", "hint", "hard"])
    parser.add_argument("--samples", type=int, default=None, help="every hard decision takes exactly N samples")
    args = parser.parse_args()
    if args.samples:
        from evolution.core import samples
        samples.FIXED = args.samples
    if args.think or args.seeds:
        for human in args.human:
            for seed in args.seeds or [args.seed]:
                found = [sum(m[2] for m in w) for w in waits(args.game, seed, args.level, args.think, human)]
                print(f"{args.game}, seed {seed}, you ({human}) + 3 {args.level} bots, think {args.think:g} s: "
                      f"{len(found)} waits, p50 {pct(found, .5):.2f} p95 {pct(found, .95):.2f} "
                      f"max {max(found):.2f} s, {sum(found):.1f} s in all", flush=True)
        return
    found = waits(args.game, args.seed, args.level)
    total = sum(seconds for wait in found for *_, seconds in wait)
    print(f"{args.game}, seed {args.seed}, you + 3 {args.level} bots: {len(found)} waits, {total:.1f} s of CPU in all")
    print("the longest waits: CPU s, bot moves, by phase, by kind")
    for wait in sorted(found, key=lambda w: sum(m[2] for m in w))[-args.longest:]:
        print(f"  {sum(m[2] for m in wait):6.2f} {len(wait):4d}  {dict(Counter(m[0] for m in wait))}  "
              f"{dict(Counter(m[1] for m in wait))}")
    by_kind = defaultdict(list)
    for phase, kind, seconds in (m for wait in found for m in wait):
        by_kind[(phase, kind)].append(seconds)
    print("by phase and kind: moves, CPU s, mean s")
    for (phase, kind), times in sorted(by_kind.items(), key=lambda item: -sum(item[1])):
        print(f"  {phase:<12}{kind:<16}{len(times):5d}{sum(times):8.2f}{sum(times) / len(times):8.3f}")


if __name__ == "__main__":
    main()
