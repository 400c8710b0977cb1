"""The memory snapshot (tools/build/snapshot.py): the page restores Python with the first table's
imports done; ?snapshot=0 is the plain start; a snapshot that does not load (missing, corrupt, made by
another Pyodide) falls back to the plain start with an error in the console, never a stuck page."""

from __future__ import annotations

import json
import re
import shutil

import pytest
from playwright.sync_api import Page, Route, expect

from tests.browser.pages import new_game, wait_engine

pytestmark = pytest.mark.browser

SNAPSHOT = re.compile(r".*/app/snapshot-[0-9a-f]+\.bin\.gz$")


@pytest.fixture(autouse=True)
def _has_snapshot(site_dir) -> None:
    if json.loads((site_dir / "build-info.json").read_text())["snapshot"] is None:
        assert not shutil.which("node"), "node is installed but the build made no snapshot: see its log"
        pytest.skip("no node: the site was built without a memory snapshot")


def corrupt(route: Route) -> None:
    route.fulfill(status=200, body=b"\x1f\x8b\x08\x00 not a snapshot")


def not_found(route: Route) -> None:
    route.fulfill(status=404, body="not here")


def first_table(page: Page) -> None:
    new_game(page, [("Ann", False), ("Bot", True)], seed=5)
    expect(page.locator(".game .hand .card[data-legal]").first).to_be_visible()


@pytest.mark.parametrize(("query", "fault", "start"), [
    ("", None, "restored"),
    ("?snapshot=0", None, "none"),
    ("", not_found, "failed"),
    ("", corrupt, "failed"),
], ids=["restored", "plain-switch", "snapshot-404", "snapshot-corrupt"])
def test_the_start_restores_the_snapshot_or_falls_back_to_the_plain_start(page: Page, site_url: str, query: str,
                                                                          fault, start: str) -> None:
    errors = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    if fault:
        page.route(SNAPSHOT, fault)
    page.goto(site_url + query)
    wait_engine(page)
    assert page.evaluate("window.evolutionStart.snapshot") == start
    first_table(page)
    page.wait_for_function("document.documentElement.dataset.engineLoaded === 'yes'")
    said = [e for e in errors if "memory snapshot" in e]
    if start == "failed":
        assert said and "Python starts the plain way" in said[0], errors
    else:
        assert not errors, errors
