"""CS4500 ``xfeed``: the course's silly player chooses one feeding; ours is ``ai/silly.py`` (SillyBot).

Input ``[player, watering hole, other players after it]``; the answer is a species to feed (``i``),
fat to store (``[i, n]``), an attack (``[carnivore, player, species]``), ``false`` (decline: only
one's own species could be attacked) or nothing. The position goes through the scenario harness
with the player as player 0 (a lone player gets an empty opponent, see ``cs4500.padded``); the
engine's SillyBot answers. Declining and "nothing" both mean "does not feed" for us (a pass, or an
automatic pass); ``[i, n]`` is compared as "fat on species i": how much a move stores is a rule of
ours (R-TAKE), not a choice.

Where our rulings decide (the README's differences 3, 7, 8, 9: the size check, fat only when fed,
no declining a mandatory attack, Symbiosis), the course's move is played through the harness and
must be refused with that ruling's reason, and SillyBot must choose as ``cs4500.Ours`` says.
"""

from __future__ import annotations

import copy

import pytest

from tests import cs4500 as C

FAMILY = "xfeed"


def course_move(answer):
    """The course's answer as a model move."""
    if answer is None:
        return None
    if answer is False:
        return ("decline",)
    if isinstance(answer, int):
        return ("feed", answer)
    if len(answer) == 2:
        return ("fat", answer[0], answer[1])
    i, player, j = answer
    return ("attack", i, (player + 1, j))


def same_choice(course, ours) -> bool:
    def feeds_nothing(m):
        return m is None or m[0] in ("decline", "pass")

    if feeds_nothing(course) or feeds_nothing(ours):
        return feeds_nothing(course) and feeds_nothing(ours)
    return course[:2] == ours[:2] if course[0] == "fat" else course == ours


def classify(entry: dict) -> C.Case:
    given, expected = C.load(entry)
    if entry["input_problems"]:
        return C.Case(entry, "unmappable", f"the input breaks a course data rule ({', '.join(entry['input_problems'])})")
    reference, why = C.reference_output(entry, expected)
    if why:
        return C.Case(entry, "unmappable", why)
    player, wh, others = given
    table = C.padded(C.Table([C.player_from(player)] + [C.player_from(p) for p in others], wh))
    shift = C.body_shift(table)
    ours_table = C.shifted(table, shift)
    model = C.Ours()
    ours = model.choose(copy.deepcopy(ours_table), 0)
    course = course_move(reference)
    data = dict(table=table, ours_table=ours_table, position=C.scenario(ours_table), course=course, ours=ours, ruled=model.ruled)
    if same_choice(course, ours):
        return C.Case(entry, "reference", data=data)
    refused = C.Ours().refusal(ours_table, 0, course)
    if refused:
        return C.Case(entry, "refusal", refused, data)
    return C.Case(entry, "ruled", "; ".join(sorted(model.ruled)), data)


CASES = [classify(e) for e in C.entries(FAMILY)]


def check_the_model_reads_the_pair(case: C.Case) -> None:
    """Our reading of the position, played by the README's course model, gives the reference answer."""
    assert C.Course().silly(copy.deepcopy(case.data["table"]), 0) == case.data["course"]


@pytest.mark.parametrize("case", C.params(CASES, "reference"))
def test_silly_feeds_as_the_course(case):
    check_the_model_reads_the_pair(case)
    ours = C.silly_choice(case.data["position"])
    assert same_choice(case.data["course"], ours), f"the course: {case.data['course']}, SillyBot: {ours}"


@pytest.mark.parametrize("case", C.params(CASES, "refusal"))
def test_the_course_move_is_refused_by_our_rulings(case):
    check_the_model_reads_the_pair(case)
    refused = C.run({**C.refusal_position(case.data["ours_table"], 0),
                     "actions": [C.harness_action(0, case.data["course"])]})
    assert C.REFUSAL_WORDS[case.reason] in refused.get("error", ""), (case.reason, refused.get("error"))
    ours = C.silly_choice(case.data["position"])
    assert same_choice(case.data["ours"], ours), f"by our rulings: {case.data['ours']}, SillyBot: {ours}"


@pytest.mark.parametrize("case", C.params(CASES, "ruled"))
def test_silly_feeds_by_our_rulings(case):
    check_the_model_reads_the_pair(case)
    assert case.data["ruled"], "our model differs from the course without a ruling to say why"
    ours = C.silly_choice(case.data["position"])
    assert same_choice(case.data["ours"], ours), f"{case.reason}: expected {case.data['ours']}, SillyBot: {ours}"


@pytest.mark.parametrize("case", C.params(CASES, "unmappable"))
def test_unmappable(case):
    raise AssertionError("skipped by its mark")  # pragma: no cover


def test_the_counts_are_documented():
    C.shared_path(*C.ROOT, FAMILY, "manifest.json")
    assert C.counts(CASES) == C.documented_counts(FAMILY)
