"""The New game form's data written into index.html at build time (bridge.games in each language), so
the form opens before the engine has loaded; and, after it, a modulepreload link for each of its
games' page modules (web/games/<id>.js and the game's own modules it imports), which web/shell.js
imports from that list (web/registry.js: loadGames)."""

from __future__ import annotations

import json
import re
import subprocess
import sys

from .common import ROOT, BuildError, log

FORM_DATA_MARKER = '<script type="application/json" id="games-data"></script>'

# Asked of a fresh interpreter: a game registered only in the caller (the tests' fixture game) must
# never reach the site.
FORM_DATA_PROGRAM = """
import json, sys
sys.path[:0] = [sys.argv[1], sys.argv[1] + "/web"]
import bridge
from evolution.core.messages import LANGUAGES
print(json.dumps({lang: bridge.games(lang=lang) for lang in LANGUAGES}, ensure_ascii=False, separators=(",", ":")))
"""


def with_form_data(page: str) -> str:
    """index.html with the form's games, options and bot levels in each language. Left empty if this
    Python cannot run the engine (no pydantic): the page then asks the engine."""
    if page.count(FORM_DATA_MARKER) != 1:
        raise BuildError(f"index.html must hold {FORM_DATA_MARKER!r} once (build.py fills it in)")
    done = subprocess.run([sys.executable, "-c", FORM_DATA_PROGRAM, str(ROOT)], capture_output=True, text=True)
    if done.returncode != 0:
        log(f"WARNING: the engine cannot be run here ({done.stderr.strip().splitlines()[-1:]}): "
            "the New game form waits for it in the page")
        return page
    data = done.stdout.strip()
    ids = [game["id"] for game in next(iter(json.loads(data).values()))]
    preloads = "".join(f'\n  <link rel="modulepreload" href="./web/games/{name}">' for name in game_modules(ids))
    script = data.replace("</", "<\\/")
    return page.replace(FORM_DATA_MARKER, FORM_DATA_MARKER.replace("></", f">{script}</") + preloads)


def game_modules(ids: list[str]) -> list[str]:
    """The page modules of these games (web/games/<id>.js) and every module of web/games/ they import,
    in the order the page asks for them: the browser fetches them all while the shell loads."""
    games = ROOT / "web" / "games"
    todo, seen = [f"{game_id}.js" for game_id in ids], []
    while todo:
        name = todo.pop(0)
        if name in seen:
            continue
        if not (games / name).is_file():
            raise BuildError(f"web/games/{name} is missing (a game's page module is web/games/<id>.js)")
        seen.append(name)
        todo += re.findall(r"""^import\b[^"']*["']\./([\w.-]+\.js)["']""", (games / name).read_text(encoding="utf-8"),
                           re.MULTILINE)
    return seen
