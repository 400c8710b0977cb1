"""Rules scenarios (docs/scenarios.md): ours in tests/evolution/scenarios/, the public ones in ../shared."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from evolution.games.evolution.game import GAME
from evolution.core.game import MalformedScenario

from evolution.games.evolution.scenario import run
from tests.conftest import ROOT, shared_path

OURS = sorted((ROOT / "tests" / "evolution" / "scenarios").glob("*.json"))
META = ("expect", "name", "rule", "why")


def mismatch(expected, actual, key=""):
    """Where ``actual`` breaks ``expected`` (a subset; hands as multisets, legal as a set), else None."""
    if key == "hand":
        return None if Counter(map(json.dumps, expected)) == Counter(map(json.dumps, actual)) else \
            f"hand {actual} != {expected}"
    if key == "legal":
        canon = lambda xs: {json.dumps(x, sort_keys=True) for x in xs}  # noqa: E731
        return None if canon(expected) == canon(actual) else f"legal {actual} != {expected}"
    if key == "error" and expected == "*":
        return None if actual else "expected a refusal"
    if isinstance(expected, dict):
        for k, v in expected.items():
            if not isinstance(actual, dict) or k not in actual:
                return f"{key}.{k} missing"
            why = mismatch(v, actual[k], k)
            if why:
                return f"{key}.{why}"
        return None
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return f"{key}: {actual} != {expected}"
        for i, (e, a) in enumerate(zip(expected, actual)):
            why = mismatch(e, a)
            if why:
                return f"{key}[{i}]{why}"
        return None
    return None if expected == actual else f"{key}: {actual!r} != {expected!r}"


def test_we_have_scenarios():
    assert len(OURS) >= 60


@pytest.mark.parametrize("path", OURS, ids=[p.stem for p in OURS])
def test_scenario(path: Path):
    doc = json.loads(path.read_text())
    given = {k: v for k, v in doc.items() if k not in META}
    out = run(json.dumps(given))
    expect = doc["expect"]
    if "error" in out and "error" not in expect:
        pytest.fail(f"action {out['failed_action']} refused: {out['error']}")
    assert mismatch(expect, out) is None, mismatch(expect, out)


def test_public_scenarios_pass_through_the_shared_runner():
    """The shared tool runs `python -m evolution.scenario` as a subprocess, exactly as other tests will."""
    tool = shared_path("tools", "run_scenarios.py")
    scenarios = shared_path("rules", "scenarios")
    proc = subprocess.run([sys.executable, str(tool), str(scenarios), str(ROOT / "tests" / "evolution" / "scenarios"),
                           "--cmd", f"{sys.executable} -m evolution.scenario"],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-2000:]
    assert " 0 failed" in proc.stdout


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
