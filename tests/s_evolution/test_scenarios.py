"""S-Evolution's rules scenarios (docs/s-evolution.md): ours in tests/s_evolution/scenarios/ (each
played by tests/core/test_scenarios.py), the public ones in ../shared/rules/scenarios-s-evolution/.
Every ruling id of the rules reference (in ../shared) and of docs/s-evolution.md is cited by at
least one of ours."""

from __future__ import annotations

import json
import re

import pytest

from evolution.core.interfaces import MalformedScenario
from evolution.games.s_evolution.game import GAME
from evolution.games.s_evolution.scenario import run
from tests.conftest import ROOT, shared_path
from tests.core.scenarios import assert_the_shared_runner_passes, own_scenarios

OURS = own_scenarios("s-evolution")
S_ID = re.compile(r"\bS-[A-Z0-9]+(?:-[A-Z0-9]+)*\b(?!\.md)")


def cited() -> set[str]:
    return {i for path in OURS for i in S_ID.findall(json.loads(path.read_text())["rule"])}


def test_we_have_scenarios():
    assert len(OURS) >= 90


def test_every_ruling_of_the_rules_reference_is_tested():
    reference = set(S_ID.findall(shared_path("rules", "S-EVOLUTION.md").read_text(encoding="utf-8")))
    assert {"S-R1", "S-TRUMP", "S-LEAD", "S-ORDER"} <= reference
    assert reference <= cited(), f"no scenario cites {sorted(reference - cited())}"


def test_every_ruling_of_the_docs_is_tested():
    text = (ROOT / "docs" / "s-evolution.md").read_text(encoding="utf-8")
    defined = {i for label in re.findall(r"\*\*([^*]+)\*\*", text) for i in S_ID.findall(label)}
    assert len(defined) >= 40
    # the computer players' rulings (docs section 11) are cited by the bots' tests instead
    by_bot_tests = set(S_ID.findall((ROOT / "tests" / "s_evolution" / "test_bots.py").read_text(encoding="utf-8")))
    untested = defined - cited() - by_bot_tests
    assert not untested, f"no scenario or bot test cites {sorted(untested)}"


def test_public_scenarios_pass_through_the_shared_runner():
    """The shared tool runs each public scenario in a subprocess: "game" picks this harness. (Ours run
    in-process, tests/core/test_scenarios.py: a subprocess each would cost a second apiece.)"""
    assert_the_shared_runner_passes(shared_path("rules", "scenarios-s-evolution"))


@pytest.mark.parametrize("text, message", [
    ('{"game": "s-evolution", "players": [{}]}', "players"),
    ('{"game": "s-evolution", "players": [{"hand": ["R-F9"]}, {}]}', "hand"),
    ('{"game": "s-evolution", "players": [{"buildings": {"farm": 3}}, {}]}', "farm"),
    ('{"game": "s-evolution", "phase": "action", "step": "bonus", "players": [{}, {}]}', "met"),
    ('{"game": "s-evolution", "leader": 2, "players": [{}, {}]}', "leader"),
    ('{"game": "s-evolution", "players": [{}, {}], "actions": [{"player": 0, "do": "play"}]}', "card"),
    ('{"game": "s-evolution", "players": [{}, {}], "colour": "R"}', "colour"),
])
def test_malformed_input_is_refused_saying_what(text, message):
    """The harness's own checks of a position (any malformed input's refusal: tests/core/test_conformance.py)."""
    with pytest.raises(MalformedScenario, match=re.escape(message)):
        GAME.scenario(text)


def test_an_impossible_move_is_a_refusal_not_bad_input():
    out = run(json.dumps({"game": "s-evolution", "phase": "action", "step": "manage", "players": [{}, {}],
                          "actions": [{"player": 0, "do": "worker", "building": "farm", "level": 7}]}))
    assert out["failed_action"] == 0 and out["error"]
