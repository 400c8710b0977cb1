"""A new version of the site deployed while a game is open (the service worker's update,
tools/build/sw.js and web/boot.js): the game goes on in the version it began in, the new version is
taken at the next page load (never in the middle of a game), and the game saved by the old version
opens in the new one; a save of a newer format is refused with its reason."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import BrowserContext, expect

from evolution.core.save_limits import SAVE_VERSION
from tests.browser.pages import FAST, MODE, READY_TIMEOUT_MS, human_moves, new_game
from tests.browser.test_site import deploy_next, open_offline_ready
from tests.browser.test_storage import on_table

pytestmark = pytest.mark.browser

CACHES = "caches.keys()"


def test_a_deploy_during_a_game_is_taken_at_the_next_load_and_the_game_opens_in_it(
        context: BrowserContext, own_site) -> None:
    site, base = own_site
    page, old = open_offline_ready(context, base + FAST)
    new_game(page, [("Ana", False), ("Darwin", True)], seed=51)
    human_moves(page, 2)
    page.evaluate("window.sameDocument = true")

    deploy_next(site)  # a new version, which the browser finds while the game is open
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    expect(page.locator("#update")).to_be_visible(timeout=READY_TIMEOUT_MS)
    human_moves(page, 2)  # the game goes on in its own version, in the same document
    assert page.evaluate("window.sameDocument === true")
    assert old in page.evaluate(CACHES)
    before = on_table(page)

    # (the new worker empties the old version's cache as it activates: a moment after it controls.
    # wait_for_function does not await a promise: every document from here on keeps the cache names
    # where it can read them, also one the new version's takeover loads again)
    page.add_init_script("(async () => { for (;;) { window.cacheNames = await caches.keys();"
                         " await new Promise((done) => setTimeout(done, 50)); } })();")
    page.reload()  # the next page load: the new version, and the game as it was
    page.wait_for_function("document.documentElement.dataset.engine === 'ready'"
                           " && navigator.serviceWorker.controller !== null")
    page.wait_for_function(f"['play', 'over'].includes({MODE})")
    page.wait_for_function("window.cacheNames?.length === 1 && window.cacheNames[0].endsWith('-next')")
    assert on_table(page) == before
    expect(page.locator("#update")).to_be_hidden()
    human_moves(page, 1)

    newer = json.loads(on_table(page)["save"])  # a save of a format this version cannot read
    newer["version"] = SAVE_VERSION + 1
    page.evaluate("""(save) => localStorage.setItem('evolution:v1:auto:newer', JSON.stringify(
        {save, seat: 0, at: Date.now() + 1e6, summary: {names: ['Ana', 'Darwin'], round: 1, moves: 1}}))""",
                  json.dumps(newer))
    page.click("[data-act=menu]")
    page.click("#load-game")
    page.locator(".autosaves li[data-auto='newer']").get_by_role("button", name="Continue").click()
    expect(page.locator("#notice")).to_contain_text("This game was saved by a newer version of the game")
