"""One name for one thing in each language, the same on the page (web/) and in the engines' catalogues:
French calls the food card "carte Nourriture" everywhere; a French or German prompt
that names a button quotes its label (« Fin du tour », „Zug beenden“); a German prompt names what to
pick as the English does (a move), never a "Schaltfläche"."""

from __future__ import annotations

import re

from tests.conftest import ROOT

# Every file that holds words a player reads: the page's strings and tutorials, the catalogues, the cards.
WORD_FILES = sorted([*(ROOT / "web").rglob("*.js"), *(ROOT / "evolution" / "games").glob("*/catalogue/*.py"),
                     *(ROOT / "evolution" / "games").glob("*/data/*.json")])


def occurrences(pattern: str) -> list[str]:
    return [f"{path.relative_to(ROOT)}: {match.group(0)!r}" for path in WORD_FILES
            for match in re.finditer(pattern, path.read_text(encoding="utf-8"))]


def test_the_files_with_words_are_found():
    names = {path.name for path in WORD_FILES}
    assert {"evolution-i18n.js", "evolution-i18n-de.js", "shell-i18n.js", "en.py", "fr.py", "de.py", "cards.json"} <= names


def test_french_names_the_food_card_one_way():
    assert occurrences(r"(?i)\bcartes? nourriture\b") != []
    assert occurrences(r"\b[Cc]artes? (?!Nourriture)(?i:nourriture)\b") == []


def test_a_french_or_german_prompt_quotes_the_end_turn_buttons_label():
    # (the label itself is the button's string: "btn.endTurn": "Fin du tour")
    # (« and » hold to the label with no-break spaces, written \u00a0 in the page's strings)
    assert occurrences(r"(?<!«\\u00a0)(?<!\"btn\.endTurn\": \")Fin du tour") == []
    assert occurrences(r"(?<!„)(?<!\"btn\.endTurn\": \")Zug beenden") == []
    assert len(occurrences(r"«\\u00a0Fin du tour\\u00a0»")) >= 7 and len(occurrences(r"„Zug beenden“")) >= 7


def test_german_prompts_say_no_schaltflaeche():
    assert occurrences("Schaltfläche") == []
