"""The daily deal (issue 31, part 2): its seed comes from the UTC date and the game id, so two fresh
browsers (no storage in common) get the same deal, against 3 hard computer players."""

from __future__ import annotations

import datetime
import json

import pytest
from playwright.sync_api import Browser, expect

from evolution.core.daily import daily_seed
from tests.browser.pages import FAST, MODE, open_site

pytestmark = pytest.mark.browser


def todays_deal(browser: Browser, site_url: str) -> dict:
    context = browser.new_context()
    try:
        page = context.new_page()
        open_site(page, site_url + FAST)
        page.click("#daily")
        box = page.locator("#daily-dialog")
        expect(box).to_contain_text("Streak: 0 days in a row")
        box.locator("button[data-game=evolution]").click()
        expect(box).to_be_hidden()
        page.wait_for_function(f"{MODE} && {MODE} !== 'idle'")
        save = json.loads(page.evaluate("window.evolutionUI.game.save"))
        table = json.loads(page.evaluate("evolution.call('table', JSON.stringify({viewer: 0}))"))
        return {"save": save, "hand": table["view"]["players"][0]["hand"], "day": page.evaluate("new Date().toISOString().slice(0, 10)")}
    finally:
        context.close()


def test_the_daily_deal_is_the_same_in_two_fresh_browsers(browser: Browser, site_url: str) -> None:
    first, second = todays_deal(browser, site_url), todays_deal(browser, site_url)
    day = datetime.datetime.now(datetime.UTC).date().isoformat()
    assert day in (first["day"], second["day"])  # (the page's UTC day is the engine's)
    for deal in (first, second):
        save = deal["save"]
        assert save["options"]["seed"] == daily_seed("evolution", deal["day"])
        assert [s["bot"] for s in save["seats"]] == [None, "hard", "hard", "hard"]
    if first["day"] == second["day"]:
        assert first["hand"] and first["hand"] == second["hand"]
        assert first["save"]["options"] == second["save"]["options"]
