"""The repository's own code passes its linters, run by the test command: ruff over every .py (rules in
pyproject.toml), mypy over the engine (pyproject.toml's [tool.mypy]: strict on evolution/core, the
default checks less the listed error codes on the games), ESLint over every .js/.mjs (eslint.config.mjs)
and TypeScript's checker over the page's modules (`tsc --checkJs --noEmit`, jsconfig.json: the engine's
payload typed by web/contract.d.ts). All are pinned: ruff and mypy in the test extras, ESLint and
TypeScript in package.json/package-lock.json; `build.py test` installs them. Outside CI a missing tool
skips its test, saying why; with CI set it fails."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ESLINT = ROOT / "node_modules" / ".bin" / "eslint"
TSC = ROOT / "node_modules" / ".bin" / "tsc"


def _missing(reason: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"{reason}; CI must have it (`python3 build.py test` installs it)")
    pytest.skip(reason)


def _run(command: list[str], stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(command, cwd=ROOT, input=stdin, capture_output=True, text=True, timeout=300)


def test_python_passes_ruff():
    ruff = [sys.executable, "-m", "ruff"]
    version = _run([*ruff, "--version"])
    if version.returncode:
        _missing("ruff is not installed in this Python (pip install -e '.[test]')")
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    pinned = next(req.split("==")[1] for req in extras["test"] if req.startswith("ruff=="))
    assert version.stdout.split() == ["ruff", pinned], f"ruff {pinned} is pinned, {version.stdout.strip()} runs"
    # The rules are live: an unused import in an engine module is an error.
    probe = _run([*ruff, "check", "--no-cache", "--stdin-filename", "evolution/lint_probe.py", "-"], "import os\n")
    assert probe.returncode == 1 and "F401" in probe.stdout, probe.stdout + probe.stderr
    done = _run([*ruff, "check", "--no-cache", "--output-format", "concise", "."])
    assert done.returncode == 0, f"ruff finds:\n{done.stdout}{done.stderr}"


def _pinned(name: str) -> str:
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    return next(req.split("==")[1] for req in extras["test"] if req.startswith(f"{name}=="))


def test_engine_passes_mypy():
    mypy = [sys.executable, "-m", "mypy"]
    version = _run([*mypy, "--version"])
    if version.returncode:
        _missing("mypy is not installed in this Python (pip install -e '.[test]')")
    pinned = _pinned("mypy")
    assert version.stdout.split()[:2] == ["mypy", pinned], f"mypy {pinned} is pinned, {version.stdout.strip()} runs"
    # The rules are live: in the core, a function without annotations is an error (strict), and in a game
    # a call with the wrong arguments (the shadowed modules stand in for the real ones).
    core = ROOT / "evolution" / "core" / "rng.py"
    game = ROOT / "evolution" / "games" / "s_evolution" / "words.py"
    probe_core, probe_game = ROOT / ".mypy_cache" / "probe_core.py", ROOT / ".mypy_cache" / "probe_game.py"
    probe_core.parent.mkdir(exist_ok=True)
    probe_core.write_text(core.read_text(encoding="utf-8") + "\n\ndef untyped(x):\n    return x\n", encoding="utf-8")
    probe_game.write_text(game.read_text(encoding="utf-8") + "\n\nWRONG = len([], [])\n", encoding="utf-8")
    probe = _run([*mypy, "--shadow-file", str(core), str(probe_core), "--shadow-file", str(game), str(probe_game)])
    assert probe.returncode == 1 and "rng.py" in probe.stdout and "[no-untyped-def]" in probe.stdout, probe.stdout
    assert "words.py" in probe.stdout and "[call-arg]" in probe.stdout, probe.stdout
    done = _run(mypy)  # the files and the rules: pyproject.toml's [tool.mypy]
    assert done.returncode == 0, f"mypy finds:\n{done.stdout}{done.stderr}"


def test_javascript_passes_eslint():
    if not ESLINT.is_file():
        _missing("ESLint is not installed (npm ci, which `python3 build.py test` runs)")
    pinned = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["devDependencies"]["eslint"]
    version = _run([str(ESLINT), "--version"])
    assert re.fullmatch(rf"v{re.escape(pinned)}\s*", version.stdout), f"ESLint {pinned} is pinned, {version.stdout} runs"
    # The rules are live: a name used before any definition in a page module is an error.
    probe = _run([str(ESLINT), "--stdin", "--stdin-filename", "web/lint-probe.js"], "undefinedName();\n")
    assert probe.returncode == 1 and "no-undef" in probe.stdout, probe.stdout + probe.stderr
    done = _run([str(ESLINT), "--max-warnings", "0", "."])
    assert done.returncode == 0, f"ESLint finds:\n{done.stdout}{done.stderr}"


def test_javascript_passes_the_type_checker(tmp_path):
    if not TSC.is_file():
        _missing("TypeScript is not installed (npm ci, which `python3 build.py test` runs)")
    pinned = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["devDependencies"]["typescript"]
    version = _run([str(TSC), "--version"])
    assert version.stdout.split() == ["Version", pinned], f"TypeScript {pinned} is pinned, {version.stdout} runs"
    # The types are live: a key the contract does not have, read from a table, is an error.
    (tmp_path / "probe.js").write_text(f'/** @param {{import("{ROOT / "web" / "contract"}").EvolutionTable}} p */\n'
                                       "export const f = (p) => p.frame.log_sizes;\n")
    (tmp_path / "jsconfig.json").write_text(json.dumps({"extends": str(ROOT / "jsconfig.json"), "include": ["probe.js"]}))
    probe = _run([str(TSC), "-p", str(tmp_path / "jsconfig.json")])
    assert probe.returncode and "log_sizes" in probe.stdout, probe.stdout + probe.stderr
    done = _run([str(TSC), "-p", "jsconfig.json"])
    assert done.returncode == 0, f"tsc finds:\n{done.stdout}{done.stderr}"


def _strict_config() -> dict:
    """jsconfig.strict.json: JSON with // comment lines (tsc reads it as JSONC)."""
    text = (ROOT / "jsconfig.strict.json").read_text(encoding="utf-8")
    return json.loads(re.sub(r"(?m)^\s*//.*$", "", text))


def test_typed_javascript_has_no_implicit_any(tmp_path):
    """The ratchet (jsconfig.strict.json, web/README.md): every page module not in its "untyped" list
    passes the checker with noImplicitAny; a listed module that has become clean must leave the list."""
    if not TSC.is_file():
        _missing("TypeScript is not installed (npm ci, which `python3 build.py test` runs)")
    untyped = set(_strict_config()["untyped"])
    assert all((ROOT / path).is_file() for path in untyped), f"listed but gone: {sorted(p for p in untyped if not (ROOT / p).is_file())}"
    # The setting is live: an untyped parameter is an error under the strict config.
    (tmp_path / "probe.js").write_text("export const f = (a) => a;\n")
    (tmp_path / "jsconfig.json").write_text(json.dumps({"extends": str(ROOT / "jsconfig.strict.json"), "include": ["probe.js"]}))
    probe = _run([str(TSC), "-p", str(tmp_path / "jsconfig.json")])
    assert probe.returncode and "TS7006" in probe.stdout, probe.stdout + probe.stderr
    done = _run([str(TSC), "-p", "jsconfig.strict.json"])
    errors = re.findall(r"(?m)^(web/[^(\s]+)\(\d+,\d+\): error (TS\d+: .*)$", done.stdout)
    assert done.returncode == 0 or errors, done.stdout + done.stderr
    counts: dict[str, int] = {}
    for path, _ in errors:
        counts[path] = counts.get(path, 0) + 1
    remaining = f"{len(untyped)} page modules still untyped ({sum(counts.values())} errors)"
    typed = [f"{path}: {error}" for path, error in errors if path not in untyped]
    assert not typed, f"typed modules have implicit `any` ({remaining}):\n" + "\n".join(typed)
    clean = sorted(untyped - set(counts))
    assert not clean, f"now typed, take them off jsconfig.strict.json's \"untyped\" list: {clean} ({remaining})"
    print(remaining)
