"""The open game's shared fields have one owner (web/shell-store.js): its transitions, run by Node on
the module itself, and a grep that no page module writes those fields but through a transition."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess

import pytest

from tests.conftest import ROOT

SCRIPT = """
import { withStore, FIELDS } from "./web/shell-store.js";
const g = withStore({ id: "x" }, { message: { text: "hello", kind: "info" } });
const out = { fields: FIELDS, first: g.message.text };
try { g.message = null; out.write = "allowed"; } catch (error) { out.write = error.name; }
try { g.dispatch("nope"); } catch (error) { out.unknown = error.message; }
g.dispatch("turnStarts", { since: [{ text: "a" }], range: [3, 5] });
out.turn = { since: g.since.length, range: g.sinceRange, closed: g.sinceClosed };
g.dispatch("closeSince");
out.closed = g.sinceClosed;
out.frozen = Object.isFrozen(g.snapshot) && Object.isFrozen(g.since);
g.dispatch("moved");
out.moved = [g.message, g.since];
g.dispatch("turnStarts", { since: null, range: [1, 2] });
out.none = [g.since, g.sinceRange, g.sinceClosed];
console.log(JSON.stringify(out));
"""


def test_the_store_changes_only_through_its_transitions():
    node = shutil.which("node")
    if not node:
        if os.environ.get("CI"):
            pytest.fail("node is missing; CI must have it")
        pytest.skip("node is not installed")
    done = subprocess.run([node, "--input-type=module", "-e", SCRIPT], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["first"] == "hello" and out["write"] == "TypeError" and "nope" in out["unknown"]
    assert out["turn"] == {"since": 1, "range": [3, 5], "closed": False} and out["closed"] is True
    assert out["frozen"] and out["moved"] == [None, None] and out["none"] == [None, None, False]


def test_no_module_writes_the_stores_fields():
    """`g.message = ...` anywhere in the page would throw at run time: found here first."""
    fields = "|".join(["message", "since", "sinceRange", "sinceClosed"])
    write = re.compile(rf"\b(?:g|game|ui\.game)\.(?:{fields})\s*=(?!=)")
    found = [f"{path.relative_to(ROOT)}:{n}" for path in sorted((ROOT / "web").rglob("*.js"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if write.search(line)]
    assert not found, f"written outside web/shell-store.js: {found}"
