"""The command line: simulate prints results and speed; replay prints the log and scores."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from evolution import scenario
from evolution.cli import main
from evolution.core.registry import all_games
from tests.conftest import ROOT


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "evolution", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)


def test_simulate_then_replay(tmp_path):
    save = tmp_path / "game.json"
    sim = run("simulate", "--players", "3", "--games", "4", "--seed", "5", "--bots", "random,greedy",
              "--save", str(save))
    assert sim.returncode == 0, sim.stderr
    assert "games/s" in sim.stdout and "greedy" in sim.stdout
    rep = run("replay", str(save))
    assert rep.returncode == 0, rep.stderr
    assert "Game over." in rep.stdout and "total" in rep.stdout
    fr = run("replay", str(save), "--lang", "fr")
    assert "Fin de la partie." in fr.stdout


def test_replay_of_a_broken_file_says_why(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    rep = run("replay", str(bad))
    assert rep.returncode == 2 and "not JSON" in rep.stderr


def test_unknown_bot_is_refused():
    sim = run("simulate", "--bots", "genius")
    assert sim.returncode == 2 and "unknown bot" in sim.stderr


@pytest.mark.parametrize("game", [pytest.param(g, id=g.id) for g in all_games()])
def test_every_game_simulates_plays_tournaments_and_replays(game, tmp_path, capsys):
    """Each game's own option flags only (Game.add_cli_options); the fixture game tests/nim too."""
    save = tmp_path / "game.json"
    players = str(game.describe("en")["players"][0])
    level = game.bot_levels[0]
    assert main(["simulate", "--game", game.id, "--players", players, "--games", "2", "--bots", level,
                 "--save", str(save)]) == 0
    assert f"{game.id}" in capsys.readouterr().out
    assert main(["tournament", "--game", game.id, "--players", players, "--games", "2",
                 "--bots", ",".join(game.bot_levels[:2])]) == 0
    assert "95% CI" in capsys.readouterr().out
    assert main(["replay", str(save)]) == 0
    assert "total" in capsys.readouterr().out


def test_a_flag_of_another_game_is_refused(capsys):
    with pytest.raises(SystemExit):
        main(["simulate", "--game", "nim", "--ruleset", "bsw"])
    assert "unrecognized arguments: --ruleset" in capsys.readouterr().err


def test_the_scenario_command_runs_the_fixture_game(monkeypatch, capsys):
    """tests/nim's harness through ``python -m evolution.scenario``'s main: an answer, then a refusal."""
    position = {"game": "nim", "stones": 5, "cards": [3, 1], "actions": [{"kind": "card", "player": 0}]}
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(position)))
    assert scenario.main() == 0
    assert json.loads(capsys.readouterr().out) == {"stones": 2, "turn": 1, "winner": None}
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps({**position, "cards": [9, 1]})))
    assert scenario.main() == 2
    assert capsys.readouterr().err.startswith("malformed scenario: ")
