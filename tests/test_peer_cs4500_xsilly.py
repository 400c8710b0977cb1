"""CS4500 ``xsilly``: the silly player's card choices; ours is ``ai/silly.py`` (SillyBot).

Input ``[player with cards, rows of the players before it, rows of the players after it]``; the
answer is an Action4 ``[food card, [GP], [GB], [BT], [RT]]`` with indexes into the hand. The course's
strategy: sort the hand by trait name, then food value; the 1st card is food, the 2nd pays for a new
species at the right end, the 3rd is its trait, the 4th +1 population, the 5th +1 body size, the 6th
replaces its trait.

Our side: the position goes through the scenario harness and back to phase 2
(``cs4500.at_food_cards``), with the player's cards given food values of our deck in the same order
within each trait (only that order enters the sort). SillyBot then plays phase 2 and phase 3 for
everyone, and the player's moves, read back as an Action4 (``cs4500.action4``), must be the course's.
The other rows play no part in either strategy; a lone player gets an empty opponent. None of the
README's rule differences enters these choices (a new species holds one trait at a time and grows
to population 2 and body size 2, within our limits), so every pair that maps is checked against the
course's answer, or, for a team's own test the course's reference answers otherwise, against that.
"""

from __future__ import annotations

import pytest

from evolution.games.evolution.cards import deck
from tests import cs4500 as C

FAMILY = "xsilly"


def classify(entry: dict) -> C.Case:
    given, expected = C.load(entry)
    reference, why = C.reference_output(entry, expected)
    if why:
        return C.Case(entry, "unmappable", why)
    player, before, after = given
    me = C.player_from(player)
    if not me.species:
        return C.Case(entry, "unmappable", "the player has no species; in our game everyone has one when "
                      "playing cards (phase 1 gives one to a player without, §3)")
    others = [C.Pl([C.species_from(s) for s in row]) for row in before + after]
    table = C.padded(C.Table([*others[:len(before)], C.Pl(me.species, me.bag), *others[len(before):]], 0))
    table = C.shifted(table, C.body_shift(table))
    data = dict(position=C.scenario(table), chooser=len(before), hand=me.hand, boards=len(me.species),
                reference=reference)
    try:
        C.card_ids(deck("nsg2_129"), me.hand)
    except ValueError as exc:
        return C.Case(entry, "unmappable", str(exc))
    return C.Case(entry, "reference", data=data)


CASES = [classify(e) for e in C.entries(FAMILY)]


@pytest.mark.parametrize("case", C.params(CASES, "reference"))
def test_silly_chooses_cards_as_the_course(case):
    d = case.data
    state = C.at_food_cards(d["position"], {d["chooser"]: d["hand"]})
    moves = C.play_silly_cards(state, d["chooser"])
    assert C.action4(moves, d["boards"], len(d["hand"])) == d["reference"], moves


@pytest.mark.parametrize("case", C.params(CASES, "unmappable"))
def test_unmappable(case):
    raise AssertionError("skipped by its mark")  # pragma: no cover


def test_the_counts_are_documented():
    C.shared_path(*C.ROOT, FAMILY, "manifest.json")
    assert C.counts(CASES) == C.documented_counts(FAMILY)
