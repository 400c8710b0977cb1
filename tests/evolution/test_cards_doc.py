"""docs/cards.md matches Evolution's card data (evolution/games/evolution/data/cards.json)."""

from __future__ import annotations

import json
from pathlib import Path

from evolution.games.evolution.cards import DATA

DOCS = Path(__file__).resolve().parents[2] / "docs"


def card_data() -> dict:
    return json.loads(DATA.read_text(encoding="utf-8"))


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
