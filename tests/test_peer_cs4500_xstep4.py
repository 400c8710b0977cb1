"""CS4500 ``xstep4``: step 4 of a turn: every player's card moves (Action4), the automatic traits,
then feeding until nobody can or wants to eat, with the silly player for everyone.

Our side: the Configuration goes through the scenario harness, then back to phase 2
(``cs4500.at_food_cards``); each Action4 becomes our phase-2 and phase-3 moves
(``cs4500.our_card_moves``: the food card, new species at the right end with their traits, trait
replacements as discard + play, +1 population, +1 body size), then leaf traits, the reveal and
the feeding turns are played with SillyBot for every player, up to the end of feeding (the course's
output is before the end of the turn, food still on the species).

Our rulings differ from the course's at many points of a turn (the README's differences 2, 4 to 8,
10: new species of size 1, tracks up to 6, leaf traits before the reveal, the food cards added up
before the watering hole is clamped at 0 (R-NEG), meat from the bank, fat, no declining...).
Where ``cs4500.OursStep4`` gives the course's result, the engine must give it; where it does not,
the engine must give ``OursStep4``'s; where one of the course's card moves breaks a ruling of ours,
the engine must refuse that move.
"""

from __future__ import annotations

import copy

import pytest

from evolution.games.evolution.cards import deck
from tests import cs4500 as C

FAMILY = "xstep4"


def food_card_ids(values: list[int]) -> dict[int, int]:
    """A card of our deck with each food value (the trait of a food card plays no part)."""
    table = deck("nsg2_129")
    return {p: next(i for i, card in enumerate(table) if card.food == v) for p, v in enumerate(values)}


def classify(entry: dict) -> C.Case:
    given, expected = C.load(entry)
    reference, why = C.reference_output(entry, expected)
    if why:
        return C.Case(entry, "unmappable", why)
    configuration, actions = given
    table = C.configuration(configuration)
    values = [player.hand[a4[0]][0] for player, a4 in zip(table.players, actions)]
    ours_values = C.our_food_values(values, table.wh)
    if ours_values is None:
        return C.Case(entry, "unmappable", f"food cards {values}: our deck has no food value below -3, and no "
                      "values of ours add up to the same watering hole")
    shift = C.body_shift(table)
    ours_table = C.shifted(table, shift)
    model = C.OursStep4()
    after = copy.deepcopy(ours_table)
    refused = model.step4(after, actions, ours_values, values)
    data = dict(table=table, ours_table=ours_table, shift=shift, actions=actions, values=ours_values,
                ruled=model.ruled, reference=C.configuration(reference).canon())
    if refused:
        return C.Case(entry, "refusal", refused[1], {**data, "player": refused[0]})
    if model.unsure:
        return C.Case(entry, "unmappable", "an extinction reshuffles the discard pile (R-END2) and the "
                      "cards drawn depend on the shuffle")
    data["ours"] = C.shifted(after, -shift).canon()
    if data["ours"] == data["reference"]:
        return C.Case(entry, "reference", data=data)
    return C.Case(entry, "ruled", "; ".join(sorted(model.ruled)), data)


CASES = [classify(e) for e in C.entries(FAMILY)]


def engine_step4(case: C.Case):
    """(the engine's table after feeding, or None; the engine's refusal of a card move, or None)."""
    out, refused = C.play_step4(C.scenario(case.data["ours_table"]), case.data["actions"], case.data["ours_table"],
                                food_card_ids(case.data["values"]))
    return (C.table_of_output(out, case.data["shift"]).canon() if out else None), refused


def check_the_model_reads_the_pair(case: C.Case) -> None:
    """Our reading of the pair, played by the README's course model, gives the reference output."""
    after = copy.deepcopy(case.data["table"])
    C.CourseStep4().step4(after, case.data["actions"])
    assert after.canon() == case.data["reference"]


@pytest.mark.parametrize("case", C.params(CASES, "reference"))
def test_step4_is_the_courses(case):
    check_the_model_reads_the_pair(case)
    got, refused = engine_step4(case)
    assert refused is None
    assert got == case.data["reference"]


@pytest.mark.parametrize("case", C.params(CASES, "refusal"))
def test_a_card_move_is_refused_by_our_rulings(case):
    check_the_model_reads_the_pair(case)
    _, refused = engine_step4(case)
    assert refused is not None, "the engine played every card move"
    player, move, reason = refused
    assert player == case.data["player"] and C.REFUSAL_WORDS[case.reason] in reason, (case.reason, move, reason)


@pytest.mark.parametrize("case", C.params(CASES, "ruled"))
def test_step4_follows_our_rulings(case):
    check_the_model_reads_the_pair(case)
    assert case.data["ruled"], "our model differs from the course without a ruling to say why"
    got, refused = engine_step4(case)
    assert refused is None
    assert got == case.data["ours"], case.reason


@pytest.mark.parametrize("case", C.params(CASES, "unmappable"))
def test_unmappable(case):
    raise AssertionError("skipped by its mark")  # pragma: no cover


def test_the_counts_are_documented():
    C.shared_path(*C.ROOT, FAMILY, "manifest.json")
    assert C.counts(CASES) == C.documented_counts(FAMILY)
