"""What every game's rules scenarios share (docs/scenarios.md): how a harness's answer is compared with
a scenario's ``expect``, and the shared runner that plays scenario files through
``python -m evolution.scenario`` as other tools do. tests/core/test_scenarios.py plays each game's own."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

from tests.conftest import ROOT, shared_path

META = ("expect", "name", "rule", "why")  # a scenario's keys that are not the harness's input


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


def own_scenarios(game_id: str) -> list[Path]:
    """A game's own scenarios: tests/<its id, '-' as '_'>/scenarios/*.json (none for a game without)."""
    return sorted((ROOT / "tests" / game_id.replace("-", "_") / "scenarios").glob("*.json"))


def assert_the_shared_runner_passes(*folders: Path) -> None:
    """The shared tool (beside the clone, in ../shared) runs `python -m evolution.scenario` as a
    subprocess per scenario, exactly as other tools will: every scenario of ``folders`` passes."""
    tool = shared_path("tools", "run_scenarios.py")
    proc = subprocess.run([sys.executable, str(tool), *map(str, folders), "--cmd", f"{sys.executable} -m evolution.scenario"],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-2000:]
    assert " 0 failed" in proc.stdout
