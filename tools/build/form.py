"""The New game form's data written into index.html at build time (bridge.games in each language), so
the form opens before the engine has loaded."""

from __future__ import annotations

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
    data = done.stdout.strip().replace("</", "<\\/")
    return page.replace(FORM_DATA_MARKER, FORM_DATA_MARKER.replace("></", f">{data}</"))
