"""docs/ stays true: every ruling id cited in tests or the engines (Evolution's R-..., S-Evolution's
S-...) is defined in docs/*.md, and docs/cards.md matches the card data. Plain text checks, no
engine import."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
# Evolution's rulings are R-..., S-Evolution's S-... (docs/s-evolution.md). S-Evolution's card ids look
# like R- ids (R-F3, R-D1: Red's Food 3, Age I Discovery) and its rules files are S-EVOLUTION.md and
# S-SCENARIOS.md: neither is a ruling.
RULING = re.compile(r"\b(?:R-(?![FTSD][0-9]+\b)|S-)[A-Z0-9]+(?:-[A-Z0-9]+)*\b(?!\.md)")


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


def test_s_evolution_rulings_are_checked_too():
    cited = cited_ids()
    assert {"S-R1", "S-TRUMP", "S-LEAD", "S-ORDER"} <= cited, sorted(i for i in cited if i.startswith("S-"))
    assert not {i for i in cited if re.fullmatch(r"R-[FTSD][0-9]+", i)}, "card ids are not rulings"


def test_no_ruling_id_is_defined_twice():
    twice = [i for i, n in Counter(defined_ids()).items() if n > 1]
    assert not twice, f"defined more than once in docs/*.md (write other mentions as `code`): {twice}"


def card_data() -> dict:
    path = next(p for p in (ROOT / "evolution").rglob("cards.json") if "s_evolution" not in p.parts)  # Evolution's
    return json.loads(path.read_text(encoding="utf-8"))


def cards_md_tables() -> dict[str, list[list[str]]]:
    """docs/cards.md: section heading -> body rows of its tables (cells stripped, header rows dropped)."""
    tables: dict[str, list[list[str]]] = {}
    heading = ""
    for line in (DOCS / "cards.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            heading = line[3:].strip()
        elif set(line) <= set("|-: ") and line.startswith("|"):
            tables[heading].pop()  # the row above a |---| line is a header
        elif line.startswith("|"):
            tables.setdefault(heading, []).append([c.strip() for c in line.strip().strip("|").split("|")])
    return tables


def test_deck_tables_match_cards_json():
    tables = cards_md_tables()
    for deck, spec in card_data()["decks"].items():
        rows = tables.get(f"Deck `{deck}`")
        assert rows is not None, f"docs/cards.md has no '## Deck `{deck}`' table"
        expected = [[trait, str(len(values)), ", ".join(map(str, values))] for trait, values in spec.items()]
        assert rows == expected, f"deck {deck}: docs/cards.md (trait | copies | food values) differs from cards.json"
    text = (DOCS / "cards.md").read_text(encoding="utf-8")
    for deck, spec in card_data()["decks"].items():
        total = sum(len(v) for v in spec.values())
        assert f"## Deck `{deck}`\n\n{total} cards." in text, f"deck {deck}: total should read '{total} cards.'"


def test_trait_table_matches_cards_json():
    expected = [[name, t["group"], "yes" if t.get("leaf") else "", t.get("arrow", ""), t.get("expansion", "")]
                for name, t in card_data()["traits"].items()]
    assert cards_md_tables().get("Traits") == expected, \
        "docs/cards.md '## Traits' (trait | group | leaf | arrow | expansion) differs from cards.json"


def test_the_package_version_is_written_once():
    """pyproject.toml reads its version from evolution.__version__ (what the site and the bridge report)."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "evolution.__version__"}


def test_the_readme_names_the_serve_options_and_the_levels_both_games_offer():
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert "--port" in readme and "--prefix" in readme and "## How to play" in readme
    assert "**easy**, **medium** or **hard** (the same three levels in both games)" in readme
