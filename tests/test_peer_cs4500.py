"""CS4500 ``xattack``: may this carnivore attack that species? Answered by our attack rule (R-ATK).

Input ``[defender, attacker, left neighbour, right neighbour]``. Our side, through the scenario
harness: the attacker alone in player 0's row, the defender between its neighbours in player 1's
row, and the attack played; accepted means ``true``. The attacker is made hungry (the question is
whether it may attack, not whether it wants to), and a species with more food than population (five
team tests) has its food capped at its population: only Burrowing reads food, and only whether the
species is fed. The harness is asked from ``cs4500.refusal_position``, so a refusal comes with the
engine's reason.

Two differences of the README decide some pairs (3: the course never compares body sizes, we
require attack size > the prey's size; 9: the course gives Symbiosis no effect). There the course
answers ``true`` and the engine must refuse the attack for that ruling's reason. The other pairs
must get the course's answer, a refusal naming a rule that blocks it. The other families are in
``test_peer_cs4500_x*.py``; tests/peer_cs4500.md has the counts.
"""

from __future__ import annotations

import pytest

from tests import cs4500 as C

FAMILY = "xattack"

# The words the engine's refusal uses for each of the course's reasons (``cs4500.Course.blocked``).
BLOCKED_WORDS = {"not a carnivore": "Only a carnivore", "Warning Call": "Warning Call:", "Burrowing": "Burrowing:",
                 "Climbing": "Climbing:", "Herding": "Defensive Herding:", "Hard Shell": "Hard Shell:",
                 "Size": "Size:", "Symbiosis": "Symbiosis:"}


def table_of(situation: list) -> C.Table:
    defender, attacker, left, right = (C.species_from(s) if s else None for s in situation)
    attacker.food = 0
    for s in (defender, left, right):
        if s is not None:
            s.food = min(s.food, s.pop)
    row = [s for s in (left, defender, right) if s is not None]
    return C.Table([C.Pl([attacker]), C.Pl(row)], 0)


def classify(entry: dict) -> C.Case:
    given, expected = C.load(entry)
    reference, why = C.reference_output(entry, expected)
    assert why is None, why  # every xattack pair the reference rejects has its answer in the manifest
    table = table_of(given)
    shift = C.body_shift(table)
    ours_table = C.shifted(table, shift)
    target = (1, 1 if given[2] else 0)

    def blocked(model, t):
        return model.blocked(t.players[0].species[0], t.players[1].species, target[1])

    course, ours = blocked(C.Course(), table), blocked(C.Ours(), ours_table)
    data = dict(table=ours_table, target=target, reference=reference)
    assert (course is None) == reference, f"the README's rule answers {course is None}, the reference {reference}"
    if (ours is None) == reference:
        # A refusal names one rule that blocks the attack: the course's, or our size check if it fails too.
        attacker, prey = ours_table.players[0].species[0], ours_table.players[1].species[target[1]]
        words = {BLOCKED_WORDS[w] for w in (course, ours) if w}
        if C.Course.attack_size(attacker) <= prey.body:
            words.add(BLOCKED_WORDS["Size"])
        return C.Case(entry, "reference", data={**data, "words": words})
    ruling = {"Size": C.SIZE, "Symbiosis": C.SYMBIOSIS}[ours]
    return C.Case(entry, "refusal", ruling, {**data, "words": {C.REFUSAL_WORDS[ruling]}})


CASES = [classify(e) for e in C.entries(FAMILY)]


def attack(case: C.Case) -> dict:
    position = C.refusal_position(case.data["table"], 0)
    return C.run({**position, "actions": [C.harness_action(0, ("attack", 0, case.data["target"]))]})


@pytest.mark.parametrize("case", C.params(CASES, "reference"))
def test_the_attack_is_judged_as_by_the_course(case):
    out = attack(case)
    if case.data["reference"]:
        assert "error" not in out, out["error"]
    else:
        assert any(w in out.get("error", "") for w in case.data["words"]), (case.data["words"], out.get("error"))


@pytest.mark.parametrize("case", C.params(CASES, "refusal"))
def test_the_attack_is_refused_by_our_rulings(case):
    assert case.data["reference"] is True
    out = attack(case)
    assert any(w in out.get("error", "") for w in case.data["words"]), (case.reason, out.get("error"))


def test_the_counts_are_documented():
    C.shared_path(*C.ROOT, FAMILY, "manifest.json")
    assert C.counts(CASES) == C.documented_counts(FAMILY)
