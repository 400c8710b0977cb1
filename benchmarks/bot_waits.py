"""Where a human's waits go, in CPython: the bots' thinking between two of your moves, by phase.

    python benchmarks/bot_waits.py [--game evolution|s-evolution] [--seed 5] [--level hard] [--longest 8]

You (seat 0) and three bots of ``--level`` play a whole game; your seat plays its first legal move at
once, as ``play.py``'s waits do in the browser. Each wait is the bots' moves between two of yours, timed
in CPU seconds (``time.process_time``: the bots' budget is CPU time, so the machine's load does not
change what they do). Prints the longest waits with their moves by phase and kind, then the CPU time by
(phase, kind of move) over the game. The browser adds Pyodide's slowness (the budget is scaled for it)
and the drawing; ``play.py`` measures that.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from evolution.core.session import GameConfig, Session  # noqa: E402


def waits(game: str, seed: int, level: str) -> list[list[tuple[str, str, float]]]:
    """Each wait's bot moves: (phase, kind of move, CPU seconds)."""
    seats = [{"name": "you"}] + [{"name": f"bot {i}", "bot": level} for i in range(1, 4)]
    session = Session.new(GameConfig(game=game, seats=seats, seed=seed))
    found = []
    while not session.summary().get("over"):
        moves = []
        while session.bots_to_move() and not session.humans_to_move():
            phase = session.state.phase
            started = time.process_time()
            action = session.bot_step()
            moves.append((phase, type(action).__name__, time.process_time() - started))
        if moves:
            found.append(moves)
        humans = session.humans_to_move()
        if humans and not session.summary().get("over"):
            session.act(session.game.observation(session.state, humans[0]).legal[0])
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="evolution")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--longest", type=int, default=8, help="how many of the longest waits to show")
    args = parser.parse_args()
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
