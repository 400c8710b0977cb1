"""Undo in the page: the Undo button takes back the player's own moves; the table and
the saved game after it are exactly those before the move."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from tests.browser.pages import FAST, MODE, bridge_table, human_move, new_game, open_site, state, storage, \
    table_text, wait_human_or_end

pytestmark = pytest.mark.browser
GAME = "window.evolutionUI.game"


def seen(page: Page) -> tuple:
    viewer = state(page)["viewer"]
    return (table_text(page), page.evaluate(f"{GAME}.save"), bridge_table(page, int(viewer))["view"],
            {k: json.loads(v)["save"] for k, v in storage(page).items() if ":auto:" in k})  # (not the time stamps)


def test_undo_takes_back_cards_played_and_the_save_forgets_them(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True)], seed=7)
    while True:
        s = wait_human_or_end(page)
        if s["phase"] == "play_cards" and page.locator(".hand .card[data-legal]").count() > 2:
            break
        human_move(page)
    undo = page.locator("button[data-act=undo]")
    expect(undo).to_have_count(0)  # nothing of Ana's to take back yet
    before = seen(page)
    for take_back in (lambda: undo.click(), lambda: page.keyboard.press("Control+z")):  # by button, by keyboard
        human_move(page)  # a card played on a species (or for a new one)
        expect(undo).to_be_visible()
        assert seen(page) != before
        take_back()
        page.wait_for_function(f"+document.querySelector('.game').dataset.moves === {s['moves']}")
        assert seen(page) == before
        expect(undo).to_have_count(0)
    page.reload()  # the saved game is the one before the moves
    page.wait_for_function(f"{MODE} === 'play'", timeout=60_000)
    assert seen(page) == before


def test_no_undo_once_the_other_player_has_moved(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True)], seed=8)
    s = wait_human_or_end(page)
    human_move(page)  # the food card: Darwin answers and the cards are revealed
    page.wait_for_function(f"+document.querySelector('.game').dataset.moves >= {s['moves'] + 2}")
    wait_human_or_end(page)
    expect(page.locator("button[data-act=undo]")).to_have_count(0)
