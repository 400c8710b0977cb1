"""docs/ stays true: every ruling id cited in tests or the engines (each game says what its ids look
like: ``Game.rulings``) is defined in docs/*.md (docs/cards.md against the card data:
tests/evolution/test_cards_doc.py)."""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from pathlib import Path

from evolution.core.registry import all_games

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
PATTERNS = [game.rulings for game in all_games() if game.rulings]
RULING = re.compile(rf"\b(?:{'|'.join(PATTERNS)})\b(?!\.md)")  # a file name (a rules document) is no ruling


def cited_ids() -> set[str]:
    """Ruling ids named anywhere in the tests (code and scenario files) or the engine's code.
    Globs, not fixed paths: the engine's files move between folders."""
    files = [*(ROOT / "tests").rglob("*.py"), *(ROOT / "tests").rglob("*.json"), *(ROOT / "evolution").rglob("*.py")]
    return {i for f in files for i in RULING.findall(f.read_text(encoding="utf-8"))}


def defined_ids() -> list[str]:
    """Ids the docs define: inside a **bold label** or on a heading line (one entry per definition)."""
    found = []
    for page in sorted(DOCS.glob("*.md")):
        text = page.read_text(encoding="utf-8")
        spots = re.findall(r"\*\*([^*]+)\*\*", text) + re.findall(r"^#+ .*$", text, re.M)
        found += [i for spot in spots for i in RULING.findall(spot)]
    return found


def test_every_cited_ruling_id_is_defined_in_docs():
    cited = cited_ids()
    assert len(cited) >= 10, f"found only {sorted(cited)}: are the tests and the engine still searched?"
    missing = cited - set(defined_ids())
    assert not missing, f"cited but not defined in docs/*.md (add a bold label): {sorted(missing)}"


def test_every_game_with_rulings_cites_them():
    cited = cited_ids()
    for pattern in PATTERNS:
        assert len({i for i in cited if re.fullmatch(pattern, i)}) >= 10, pattern


def test_no_ruling_id_is_defined_twice():
    twice = [i for i, n in Counter(defined_ids()).items() if n > 1]
    assert not twice, f"defined more than once in docs/*.md (write other mentions as `code`): {twice}"


def test_the_package_version_is_written_once():
    """pyproject.toml reads its version from evolution.__version__ (what the site and the bridge report)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "evolution.__version__"}


def test_the_readme_names_the_serve_options_and_the_levels_both_games_offer():
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert "--port" in readme and "--prefix" in readme and "## How to play" in readme
    assert "**easy**, **medium** or **hard** (the same three levels in both games)" in readme
