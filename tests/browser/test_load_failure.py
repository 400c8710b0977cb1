"""A vendored file that does not load (a 404, a dropped connection) stops the start with a message that
names what failed, and a Retry button that, once the file can be had, starts the game (web/boot.js)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, Route, expect

from tests.browser.pages import READY_TIMEOUT_MS

pytestmark = pytest.mark.browser

ENGINE = "document.documentElement.dataset.engine"


def not_found(route: Route) -> None:
    route.fulfill(status=404, body="not here")


def dropped(route: Route) -> None:
    route.abort("connectionreset")


@pytest.mark.parametrize(("pattern", "fault", "said"), [
    (re.compile(r".*/vendor/.*\.whl$"), not_found, r"Could not load \S+\.whl \(HTTP 404\)"),  # pydantic's wheels
    (re.compile(r".*/vendor/pyodide/pyodide\.asm\.wasm$"), dropped, r"Python could not start"),
], ids=["wheel-404", "pyodide-wasm-dropped"])
def test_a_vendored_file_that_fails_says_so_and_retry_starts_the_game(page: Page, site_url: str, pattern, fault,
                                                                       said: str) -> None:
    page.route(pattern, fault)
    page.goto(site_url)
    page.wait_for_function(f"{ENGINE} !== 'loading'", timeout=READY_TIMEOUT_MS)
    assert page.evaluate(ENGINE) == "error"
    expect(page.locator("#boot-status")).to_have_text(re.compile(r"^The game could not start\.\n.*" + said))
    retry = page.get_by_role("button", name="Retry")
    expect(retry).to_be_focused()
    expect(page.locator("#new-game")).to_be_disabled()

    page.unroute(pattern)  # the file can be had again
    retry.click()
    page.wait_for_function(f"{ENGINE} !== 'loading'", timeout=READY_TIMEOUT_MS)
    assert page.evaluate(ENGINE) == "ready", page.locator("#boot-status").text_content()
    expect(page.locator("#boot-retry")).to_have_count(0)
    expect(page.locator("#new-game")).to_be_enabled()
