"""Rules live in the engine: the page draws what the table payload says (species_facts, the New game
form's data, the frame), never a trait's name or a game's number of its own."""

from __future__ import annotations

import json
import re

from tests.conftest import ROOT

WEB = ROOT / "web"
# Files that may name traits: the words of each language, and the trait glyphs (art keyed by name).
WORDS_AND_ART = re.compile(r"-i18n(-[a-z]{2})?\.js$|evolution-icons\.js$")
# A trait's glyph or its name in words, looked up by the trait (the Flight glyph marks an avian species).
ART_AND_WORDS = re.compile(r"\b(?:traitIcon\(|traitName\(ctx, )[\"'][^\"']*[\"']")
# A game's number compared in code: a round, a seat count, a player count, an age (the engine says
# which round is the last, which table forces quick play).
GAME_NUMBER = re.compile(r"\b(round|seats|players|age|ages)\s*[!=]==?\s*\d|\d\s*[!=]==?\s*(round|seats|players)\b")


def trait_names() -> set[str]:
    data = json.loads((ROOT / "evolution" / "games" / "evolution" / "data" / "cards.json").read_text())
    return set(data["traits"])


def page_code() -> list[tuple[str, int, str]]:
    return [(str(path.relative_to(ROOT)), n, line) for path in sorted(WEB.rglob("*.js"))
            if not WORDS_AND_ART.search(path.name) for n, line in enumerate(path.read_text().splitlines(), 1)]


def test_the_page_names_no_trait():
    names = trait_names()
    assert {"Fat Tissue", "Intelligence", "Carnivore"} <= names  # (the test reads the real card data)
    literal = re.compile("([\"'`])(?:" + "|".join(re.escape(name) for name in sorted(names)) + ")\\1")
    found = [f"{path}:{n}: {line.strip()}" for path, n, line in page_code() if literal.search(ART_AND_WORDS.sub("", line))]
    assert not found, "trait names in the page's code (ask the table payload, e.g. species_facts):\n" + "\n".join(found)


def test_the_page_compares_no_game_number():
    found = [f"{path}:{n}: {line.strip()}" for path, n, line in page_code() if GAME_NUMBER.search(line)]
    assert not found, "a game's numbers in the page's code (ask the payload: frame.last_round, ...):\n" + "\n".join(found)


def test_the_checks_find_what_they_look_for():
    """Guards against checks that pass because they read nothing."""
    assert len(page_code()) > 3000
    assert GAME_NUMBER.search("v.round === 6") and GAME_NUMBER.search("seats === 6")
    assert not GAME_NUMBER.search("moves === 0 && a.round === b.round")
