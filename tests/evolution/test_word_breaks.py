"""Where a trait's name may break on a narrow chip: only at the points of the reviewed table in the
cards data (traits.<name>.breaks: English dictionary syllables, French syllables, German compound
joints and syllables), every name of every language has its entry, and the page gets them as soft
hyphens (the payload's ``trait_breaks``; web/games/evolution-common.js draws them)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from evolution.games.evolution.cards import trait_info
from evolution.games.evolution.text import trait_breaks, trait_name

LANGS = ("en", "fr", "de")
DATA = Path(__file__).parents[2] / "evolution/games/evolution/data/cards.json"


def test_every_name_in_every_language_has_a_reviewed_entry():
    raw = json.loads(DATA.read_text())["traits"]
    for trait, t in raw.items():
        assert set(t["breaks"]) == set(LANGS), trait
        for lang in LANGS:
            marked = t["breaks"][lang]
            assert marked.replace("|", "") == t["names"][lang], (trait, lang)
            # a break joins two pieces of 2 letters or more, never beside a space, an apostrophe or a hyphen
            for piece in marked.split("|"):
                assert re.search(r"\w\w$", piece) or piece == marked.split("|")[-1], (trait, lang, marked)
                assert re.match(r"^\w\w", piece) or piece == marked.split("|")[0], (trait, lang, marked)


# Known good: as a dictionary hyphenates them (Merriam-Webster; French syllables; German Duden).
GOOD = {
    "en": {"Burrowing": "Bur-row-ing", "Foraging": "For-ag-ing", "Carnivore": "Car-ni-vore",
           "Defensive Herding": "De-fen-sive Herd-ing", "Scavenger": "Scav-en-ger", "Intelligence": "In-tel-li-gence",
           "Camouflage": "Cam-ou-flage", "Climbing": "Climb-ing", "Nesting": "Nest-ing"},
    "fr": {"Scavenger": "Cha-ro-gnard", "Cooperation": "Co-opé-ra-tion", "Nesting": "Ni-di-fi-ca-tion",
           "Camouflage": "Ca-mou-flage"},
    "de": {"Foraging": "Nah-rungs-su-che", "Carnivore": "Fleisch-fres-ser", "Burrowing": "Höh-len-be-woh-ner",
           "Seed Dispersal": "Sa-men-ver-brei-tung", "Fat Tissue": "Fett-ge-webe"},
}
# Known bad: breaks a letter-pattern rule drew inside a syllable (as "where the line may end").
BAD = {"en": ["Burro|", "Fora|", "Defensive Her|", "Sca|", "Clim|", "War|", "Nes|", "Pack Hun|", "Coo|"],
       "fr": ["Coo|", "des grai|"],
       "de": ["Koo|"]}


def _ends(name: str) -> set[str]:
    """Every place a line may end in ``name`` drawn with soft hyphens, as "text before it|"."""
    parts = name.split("\u00ad")
    return {"".join(parts[:k]) + "|" for k in range(1, len(parts))}


@pytest.mark.parametrize("lang", LANGS)
def test_known_names_break_where_the_dictionary_does(lang):
    drawn = {t: trait_breaks(t, lang) for t in trait_info()}
    for trait, want in GOOD[lang].items():
        assert drawn[trait].replace("\u00ad", "-") == want
    ends = set().union(*(_ends(name) for name in drawn.values()))
    for bad in BAD[lang]:
        assert not any(end.endswith(bad) or end == bad for end in ends), bad


def test_the_drawn_name_is_the_name_less_its_soft_hyphens():
    for trait in trait_info():
        for lang in LANGS:
            assert trait_breaks(trait, lang).replace("\u00ad", "") == trait_name(trait, lang)
