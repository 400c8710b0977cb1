"""Every registered game's own rules scenarios (docs/scenarios.md), in tests/<game>/scenarios/*.json,
played through its harness (``Game.scenario``): each says which ruling it checks, and the position
that comes out holds what it expects. Each game's module beside its scenarios keeps what is its own
(how many, which rulings they must cite, the harness's refusals, the public scenarios)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from evolution.core.registry import game_ids, get_game
from tests.core.scenarios import META, mismatch, own_scenarios

CASES = [(game_id, path) for game_id in game_ids() for path in own_scenarios(game_id)]


def test_the_games_have_their_scenarios():
    assert {game_id for game_id, _ in CASES} >= {"evolution", "s-evolution"}


@pytest.mark.parametrize("game_id, path", CASES, ids=[f"{game_id}-{path.stem}" for game_id, path in CASES])
def test_scenario(game_id: str, path: Path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc.get("rule") and doc.get("why"), "each scenario says which rule it checks and why"
    out = get_game(game_id).scenario(json.dumps({k: v for k, v in doc.items() if k not in META}))
    expect = doc["expect"]
    if "error" in out and "error" not in expect:
        pytest.fail(f"action {out['failed_action']} refused: {out['error']}")
    assert mismatch(expect, out) is None, mismatch(expect, out)
