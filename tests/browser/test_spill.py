"""A full localStorage spills into IndexedDB (web/spill.js), in both games: the game goes on, the player
is told once and may download it, and every move made since is found by a new tab (Continue and the
Saves list) and after the browser is closed and started again on the same profile.

The browser runs on a profile of its own (a persistent context), so that closing it and starting it
again is a restart of the browser, with what it wrote to disk.
"""

from __future__ import annotations

import json
import random

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from tests.browser.conftest import record_csp_violations
from tests.browser.pages import FAST, MODE, open_site, wait_human_or_end
from tests.browser.test_saves import GAMES, move, one_move_then_full
from tests.browser.test_storage import autosaves, on_table

pytestmark = pytest.mark.browser

SPILLED = "so your games are now saved in its larger database"


def launch(browser_type, launch_args: dict, profile) -> tuple[BrowserContext, Page, list]:
    context = browser_type.launch_persistent_context(profile, **launch_args, viewport={"width": 1280, "height": 800})
    violations = record_csp_violations(context)
    return context, context.pages[0] if context.pages else context.new_page(), violations


def continue_game(page: Page, site_url: str) -> dict:
    """Open the site in ``page`` and its Continue: the game it resumes (on_table)."""
    open_site(page, site_url + FAST)
    page.click("#continue-game")
    page.wait_for_function(f"['play', 'over', 'handoff'].includes({MODE})")
    return on_table(page)


@pytest.mark.parametrize("game", GAMES)
def test_moves_past_a_full_local_storage_are_found_by_a_new_tab_and_after_a_restart(
        browser_type, browser_type_launch_args, site_url: str, tmp_path, game: str) -> None:
    profile = tmp_path / "profile"
    context, page, violations = launch(browser_type, browser_type_launch_args, profile)
    rng = random.Random(5)
    game_id, before = one_move_then_full(page, site_url, game, 41, rng)
    move(page, game, rng)
    wait_human_or_end(page)
    message = page.locator(".message")
    expect(message).to_contain_text(SPILLED)
    with page.expect_download() as download:
        message.get_by_role("button", name="Download this game").click()
    assert open(download.value.path()).read() == on_table(page)["save"]
    for _ in range(8):
        assert move(page, game, rng)
        wait_human_or_end(page)
        expect(message).not_to_contain_text(SPILLED)  # told once
    played = on_table(page)
    assert played["moves"] >= before["summary"]["moves"] + 9
    assert autosaves(page)[game_id] == before  # localStorage could take nothing since

    tab = context.new_page()  # a new tab finds every move, through Continue and the Saves list
    assert continue_game(tab, site_url) == played
    expect(tab.locator(".message")).to_be_hidden()  # told once
    tab.click("[data-act=menu]")
    tab.click("#load-game")
    summary = tab.locator(f"#saves-dialog .autosaves li[data-auto='{game_id}'] .slot-summary")
    expect(summary).to_contain_text("Ana and Darwin · round")
    expect(summary).to_contain_text(f"· {played['moves']} moves")
    tab.keyboard.press("Escape")
    tab.close()

    move(page, game, rng)  # the last move, and the browser is closed at once
    wait_human_or_end(page)
    last = on_table(page)
    assert last["moves"] > played["moves"]
    context.close()
    assert not violations, violations

    context, page, violations = launch(browser_type, browser_type_launch_args, profile)
    try:
        assert continue_game(page, site_url) == last
        expect(page.locator(".message")).to_be_hidden()
        assert move(page, game, rng)  # and it goes on, still spilled
        wait_human_or_end(page)
        stored = page.evaluate("""() => new Promise((resolve) => { const open = indexedDB.open('evolution');
            open.onsuccess = () => { const get = open.result.transaction('records').objectStore('records')
                .get('evolution:v1:auto:' + window.evolutionUI.game.autoId); get.onsuccess = () => resolve(get.result); }; })""")
        assert json.loads(stored)["save"] == on_table(page)["save"]
        assert not violations, violations
    finally:
        context.close()
