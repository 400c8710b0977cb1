"""The scenario harness's command: ``python -m evolution.scenario < position.json``.

A position names its game (``"game"``; absent: the site's first game) and that game's harness
answers (``Game.scenario``); docs/ describes each game's position format.
"""

from __future__ import annotations

import json
import sys

from .core.game import Game

from .core.interfaces import MalformedScenario
from .core.registry import UnknownGame, default_game, get_game


def _game_of(text: str) -> Game:
    """The game the position names; the default game when it names none or is not a JSON object
    (that game's harness then reports the malformed input)."""
    try:
        data = json.loads(text) if text.lstrip().startswith("{") else {}
    except ValueError:
        data = {}
    if not isinstance(data, dict) or "game" not in data:
        return default_game()
    try:
        return get_game(data["game"])
    except UnknownGame:
        raise MalformedScenario(f"no game called {str(data['game'])[:40]!r}") from None


def main() -> int:
    text = sys.stdin.read()
    try:
        out = _game_of(text).scenario(text)
    except MalformedScenario as exc:
        print(f"malformed scenario: {' '.join(str(exc).split())}", file=sys.stderr)
        return 2
    json.dump(out, sys.stdout, indent=1)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
