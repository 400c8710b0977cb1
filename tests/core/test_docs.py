"""docs/ stays true: every ruling id cited in tests or the engines (each game says what its ids look
like: ``Game.rulings``) is defined in docs/*.md, and docs/cards.md matches the card data."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

from evolution.core.game import all_games

ROOT = Path(__file__).resolve().parent.parent
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
