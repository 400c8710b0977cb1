"""Pydantic, the boundary, is off the first table's path: index.html asks for its wheels after the
first table's bytes, web/main.py draws a new game's table without them, and whatever reads untrusted
input (a link, Load game, a New game record the plain readers do not take) waits until they are in,
then is validated by pydantic as before (web/main.py's module docstring; benchmarks/README.md, "The
first table").

Each test holds the wheels' responses (page.route) and lets them go only when it says so."""

from __future__ import annotations

import base64
import json
import re
import zlib

import pytest
from playwright.sync_api import Page, Route, expect

from tests.browser.pages import new_game, open_form, wait_engine

pytestmark = pytest.mark.browser

WHEELS = re.compile(r".*/vendor/pyodide/(pydantic|typing_)[^/]*\.whl$")
LOADING_MS = 60_000  # pydantic's unpacking and import, on a busy machine
PYDANTIC_IN = "async () => (await window.evolutionStart.pyodide).runPython(\"import sys; 'pydantic_core' in sys.modules\")"


class Held:
    """The wheels' requests, answered only on ``release()``."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.routes: list[Route] = []
        page.route(WHEELS, self.hold)

    def hold(self, route: Route) -> None:
        self.routes.append(route)

    def release(self) -> None:
        for route in self.routes:
            route.continue_()
        self.page.unroute(WHEELS, self.hold)  # (after: unroute lets a held request go on by itself)


def link_of(options: dict) -> str:
    """A link of a new Evolution game (no moves) with these options."""
    header = {"v": 2, "g": "evolution", "o": options, "s": [["Ann", None], ["Bo", None]]}
    return base64.urlsafe_b64encode(zlib.compress(json.dumps(header).encode() + b"\n", 9)).rstrip(b"=").decode()


def test_the_first_table_is_drawn_before_pydantic_is_loaded(page: Page, site_url: str) -> None:
    held = Held(page)
    page.goto(site_url)
    wait_engine(page)
    new_game(page, [("Ann", False), ("Bot", True)], seed=5)
    expect(page.locator(".game .hand .card[data-legal]").first).to_be_visible()
    assert page.evaluate(PYDANTIC_IN) is False
    assert page.evaluate("document.documentElement.dataset.engineBoundary") is None
    page.wait_for_function("document.documentElement.dataset.engineLoaded === 'yes'")
    assert len(held.routes) == 4, [r.request.url for r in held.routes]  # asked for once the first table's bytes were in
    held.release()
    page.wait_for_function("document.documentElement.dataset.engineBoundary === 'yes'")
    page.wait_for_function("evolutionBoot.stages.some(([, text]) => text === 'Pydantic loaded')")
    assert page.evaluate(PYDANTIC_IN) is True


@pytest.mark.parametrize(("options", "said"), [
    ({"players": 9, "seed": 1}, "This link could not be opened. This link is damaged (the options)"),
    ({"players": "2", "seed": 1}, None),  # (the plain reader does not take it; pydantic does)
], ids=["broken", "pydantic-reads-it"])
def test_a_link_waits_for_pydantic_then_is_validated(page: Page, site_url: str, options: dict, said: str | None) -> None:
    held = Held(page)
    page.goto(f"{site_url}#g={link_of(options)}")
    wait_engine(page)
    page.wait_for_function("document.documentElement.dataset.engineLoaded === 'yes'")
    # the link is not read yet: no message, no game, pydantic not there
    assert page.evaluate("window.evolutionUI.ready") is False
    expect(page.locator(".message, #notice").filter(has_text=re.compile(r"\S"))).to_have_count(0)
    assert page.evaluate(PYDANTIC_IN) is False
    held.release()
    if said:
        expect(page.locator(".message, #notice").filter(has_text="could not be opened")).to_contain_text(said, timeout=LOADING_MS)
        expect(page.locator(".game")).to_have_count(0)
    else:
        expect(page.locator(".game")).to_be_visible(timeout=LOADING_MS)
        expect(page.locator(".message, #notice").filter(has_text="could not be opened")).to_have_count(0)
    assert page.evaluate(PYDANTIC_IN) is True


def test_load_game_waits_for_pydantic_with_the_busy_cue(page: Page, site_url: str) -> None:
    held = Held(page)
    page.goto(site_url)
    wait_engine(page)
    page.click("#load-game")
    expect(page.locator("#load-game")).to_have_attribute("aria-busy", "true")
    page.wait_for_function("document.documentElement.dataset.engineLoaded === 'yes'")
    expect(page.locator("#saves-dialog")).to_have_count(0)
    held.release()
    expect(page.locator("#saves-dialog")).to_be_visible(timeout=LOADING_MS)
    expect(page.locator("#load-game")).not_to_have_attribute("aria-busy", "true")


def test_a_new_game_whose_record_pydantic_must_judge_waits_for_it(page: Page, site_url: str) -> None:
    """A seat's name with a control character: the plain readers do not take it, so Start waits (the
    busy cue) until pydantic's wheels are in, and pydantic refuses it in the form's words."""
    held = Held(page)
    page.goto(site_url)
    wait_engine(page)
    page.wait_for_function("document.documentElement.dataset.engineLoaded === 'yes'")
    open_form(page)
    form = page.locator("#new-dialog")
    form.locator(".seats > li").nth(0).locator(".seat-name").fill("A\x07b")
    form.get_by_role("button", name="Start").click()
    expect(form.get_by_role("button", name="Start")).to_have_attribute("aria-busy", "true")
    assert page.evaluate(PYDANTIC_IN) is False
    held.release()
    expect(form).to_contain_text("cannot start", timeout=LOADING_MS)
    expect(form.get_by_role("button", name="Start")).not_to_have_attribute("aria-busy", "true")
    expect(page.locator(".game")).to_have_count(0)
