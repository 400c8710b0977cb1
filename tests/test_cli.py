"""The command line: simulate prints results and speed; replay prints the log and scores."""

from __future__ import annotations

import subprocess
import sys

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
