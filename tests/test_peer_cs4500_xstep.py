"""CS4500 ``xstep``: one feeding step of the first player, chosen by the silly player.

Input and output are a Configuration ``[players, watering hole, deck]``. Our side: the position
goes through the scenario harness with the first player to feed; the engine's SillyBot chooses
(``cs4500.silly_choice``) and the harness plays that move; the resulting rows, bags, hands (as trait
multisets) and watering hole are compared. A lone player gets an empty opponent (``cs4500.padded``).

The course's step differs from ours in most attacks (the README's differences 3, 4, 5, 8, 10: no
size check, the carnivore and the scavengers eat from the watering hole, extinction gives 2 cards,
one's own species are never attacked) and in Cooperation with Foraging: the course feeds the right
neighbour once per token taken, R-TAKE once per take. Where ``cs4500.Ours`` (our rulings) gives the
course's result, the engine must give it; where it does not, the engine must give ``Ours``'s, and
when the course's own move breaks one of our rulings, the harness must refuse that move.
"""

from __future__ import annotations

import copy

import pytest

from tests import cs4500 as C

FAMILY = "xstep"


def classify(entry: dict) -> C.Case:
    given, expected = C.load(entry)
    reference, why = C.reference_output(entry, expected)
    if why:
        return C.Case(entry, "unmappable", why)
    table = C.configuration(given)
    if len(table.players) > 6:
        return C.Case(entry, "unmappable", f"{len(table.players)} players; our game seats 2 to 6 (§2)")
    table = C.padded(table)
    shift = C.body_shift(table)
    ours_table = C.shifted(table, shift)
    course = C.Course().choose(copy.deepcopy(table), 0)
    model = C.Ours()
    after = copy.deepcopy(ours_table)
    model.play(after, 0, model.choose(after, 0))
    data = dict(table=table, ours_table=ours_table, shift=shift, course=course, ruled=model.ruled,
                reference=C.padded(C.configuration(reference)).canon(),
                ours=C.shifted(after, -shift).canon())
    if model.unsure:
        return C.Case(entry, "unmappable", "an extinction reshuffles the discard pile (R-END2) and the "
                      "cards drawn depend on the shuffle")
    if data["ours"] == data["reference"]:
        return C.Case(entry, "reference", data=data)
    refused = C.Ours().refusal(ours_table, 0, course)
    if refused:
        return C.Case(entry, "refusal", refused, data)
    return C.Case(entry, "ruled", "; ".join(sorted(model.ruled)), data)


CASES = [classify(e) for e in C.entries(FAMILY)]


def engine_step(case: C.Case):
    """The engine's step: SillyBot's move at the position, played by the harness; as a table."""
    position = C.scenario(case.data["ours_table"])
    move = C.silly_choice(position)
    out = C.run({**position, "actions": [C.harness_action(0, move)] if move else []})
    assert "error" not in out, out["error"]
    return C.table_of_output(out, case.data["shift"]).canon()


def check_the_model_reads_the_pair(case: C.Case) -> None:
    """Our reading of the Configuration, played by the README's course model, gives the reference output."""
    after = copy.deepcopy(case.data["table"])
    C.Course().play(after, 0, case.data["course"])
    assert after.canon() == case.data["reference"]


@pytest.mark.parametrize("case", C.params(CASES, "reference"))
def test_the_step_is_the_courses(case):
    check_the_model_reads_the_pair(case)
    assert engine_step(case) == case.data["reference"]


@pytest.mark.parametrize("case", C.params(CASES, "refusal"))
def test_the_course_move_is_refused_by_our_rulings(case):
    check_the_model_reads_the_pair(case)
    refused = C.run({**C.refusal_position(case.data["ours_table"], 0),
                     "actions": [C.harness_action(0, case.data["course"])]})
    assert C.REFUSAL_WORDS[case.reason] in refused.get("error", ""), (case.reason, refused.get("error"))
    assert engine_step(case) == case.data["ours"]


@pytest.mark.parametrize("case", C.params(CASES, "ruled"))
def test_the_step_follows_our_rulings(case):
    check_the_model_reads_the_pair(case)
    assert case.data["ruled"], "our model differs from the course without a ruling to say why"
    assert engine_step(case) == case.data["ours"], case.reason


@pytest.mark.parametrize("case", C.params(CASES, "unmappable"))
def test_unmappable(case):
    raise AssertionError("skipped by its mark")  # pragma: no cover


def test_the_counts_are_documented():
    C.shared_path(*C.ROOT, FAMILY, "manifest.json")
    assert C.counts(CASES) == C.documented_counts(FAMILY)
