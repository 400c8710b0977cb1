"""Evolution's rules scenarios (docs/scenarios.md): ours in tests/evolution/scenarios/ (each played
by tests/core/test_scenarios.py), the public ones in ../shared; the harness's own refusals."""

from __future__ import annotations

import re

import pytest

from evolution.core.interfaces import MalformedScenario
from evolution.games.evolution.game import GAME
from tests.conftest import ROOT, shared_path
from tests.core.scenarios import assert_the_shared_runner_passes, own_scenarios


def test_we_have_scenarios():
    assert len(own_scenarios("evolution")) >= 60


def test_public_scenarios_pass_through_the_shared_runner():
    """The public scenarios and ours, each in a subprocess of the shared tool."""
    assert_the_shared_runner_passes(shared_path("rules", "scenarios"), ROOT / "tests" / "evolution" / "scenarios")


@pytest.mark.parametrize("text, message", [
    ('{"players": [{"species": [{"pop": 1}]}, {}]}', "size"),
    ('{"ruleset": "bsw", "players": [{}, {}, {}, {}, {}, {}]}', "2 to 5 players"),
    ('{"ruleset": "dragons", "players": [{}, {}]}', "not available yet"),
    ('{"players": [{"species": [{"size": 1, "pop": 1, "avian": true}]}, {}]}', "flight ruleset"),
    ('{"players": [{}, {}], "cliff": 2}', "flight ruleset"),
    ('{"ruleset": "flight", "players": [{"species": [{"size": 2, "pop": 1, "food": 1, "avian": true, '
     '"traits": ["Flight"]}]}, {}]}', "upkeep"),
    ('{"players": [{"hand": ["Wings"]}, {}]}', "Wings"),
])
def test_malformed_input_is_refused_saying_what(text, message):
    """The harness's own checks of a position (any malformed input's refusal: tests/core/test_conformance.py)."""
    with pytest.raises(MalformedScenario, match=re.escape(message)):
        GAME.scenario(text)
