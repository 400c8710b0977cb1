"""Hot-seat safety: a game with several humans at the device opens on the hand-off
screen whatever way it is loaded (reload, Continue, a slot, a link, an imported file), so nobody
sees a hand before confirming who holds the device; the menu is reachable from that screen."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.pages import FAST, MODE, confirm_handoff, human_move, new_game, open_site, save_in_slot, \
    wait_engine, wait_human_or_end

pytestmark = pytest.mark.browser


def on_handoff(page: Page) -> None:
    """The hand-off screen, and nothing private behind it."""
    page.wait_for_function(f"{MODE} === 'handoff'")
    expect(page.locator(".handoff h2")).to_contain_text("Pass the device to")
    assert page.locator(".hand, .card, .own-food").count() == 0
    assert page.evaluate("document.querySelector('.game').dataset.viewer") == ""


def test_every_way_of_loading_a_hot_seat_game_goes_through_the_hand_off(page: Page, site_url: str, tmp_path) -> None:
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Bo", False)], seed=5)
    confirm_handoff(page)
    human_move(page)  # Ana's food card
    confirm_handoff(page)  # Bo holds the device and sees his hand
    expect(page.locator(".hand .card").first).to_be_visible()

    page.reload()  # the autosave of this tab
    wait_engine(page)
    on_handoff(page)

    page.locator(".handoff [data-act=menu]").click()  # the menu, from the hand-off screen
    expect(page.locator("#continue-game")).to_be_visible()
    page.click("#continue-game")
    on_handoff(page)

    confirm_handoff(page)
    exported = tmp_path / "hot.json"
    save_in_slot(page, "hot", exported)
    page.locator(".slots li[data-slot='hot']").get_by_role("button", name="Load", exact=True).click()
    on_handoff(page)

    page.locator(".handoff [data-act=menu]").click()  # (the table is inert behind the hand-off screen)
    page.click("#load-game")
    page.locator("#import-file").set_input_files(exported)
    expect(page.locator("#saves-dialog")).to_be_hidden()
    on_handoff(page)

    link = page.evaluate("location.origin + location.pathname") + FAST + "#g=" + page.evaluate(
        "JSON.parse(evolution.call('share_link', '{}'))")
    page.goto("about:blank")
    open_site(page, link)
    on_handoff(page)
    confirm_handoff(page)
    wait_human_or_end(page)


def test_play_by_link_the_turn_goes_to_the_next_players_hand_off(browser, site_url: str) -> None:
    """Ana plays, sends the turn to Bo as a link; Bo's device opens it on Bo's hand-off screen."""
    ana = browser.new_context().new_page()
    open_site(ana, site_url + FAST)
    new_game(ana, [("Ana", False), ("Bo", False)], seed=6)
    confirm_handoff(ana)
    human_move(ana)  # Ana's food card: Bo decides next
    on_handoff(ana)
    ana.locator(".handoff [data-act=send-turn]").click()
    box = ana.locator("#share-dialog")
    expect(box.locator("h2")).to_have_text("Send the turn to Bo")
    expect(box).to_contain_text("it opens the game at Bo's hand-off screen")
    # What is private and what is not, without telling Ana not to send it to Bo:
    expect(box).to_contain_text("the link holds the whole game: send it only to the players of this game")
    expect(box).not_to_contain_text("share it only with players who may see them")
    link = box.locator("#share-url").input_value()
    assert "#g=" in link

    bo = browser.new_context().new_page()  # another device: nothing in its storage
    open_site(bo, link.replace("#g=", f"{FAST}#g="))
    on_handoff(bo)
    expect(bo.locator(".handoff h2")).to_have_text("Pass the device to Bo")
    confirm_handoff(bo)
    expect(bo.locator(".dock h2")).to_contain_text("Bo")
