"""The scenario harness's command (SCENARIOS.md): ``python -m evolution.scenario < position.json``.

A position names its game (``"game"``; absent: Evolution) and that game's harness answers.
"""

from __future__ import annotations

import json
import sys

from .games.evolution import scenario as evolution_scenario
from .games.s_evolution import scenario as s_evolution_scenario

HARNESSES = {"evolution": evolution_scenario, "s-evolution": s_evolution_scenario}


def main() -> int:
    text = sys.stdin.read()
    try:
        game = json.loads(text).get("game", "evolution") if text.lstrip().startswith("{") else "evolution"
    except ValueError:
        game = "evolution"  # the game's harness reports the malformed input
    harness = HARNESSES.get(game)
    if harness is None:
        print(f"malformed scenario: no game called {str(game)[:40]!r}", file=sys.stderr)
        return 2
    try:
        out = harness.run(text)
    except harness.Malformed as exc:
        print(f"malformed scenario: {' '.join(str(exc).split())}", file=sys.stderr)
        return 2
    json.dump(out, sys.stdout, indent=1)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
