"""The hand by keyboard, in real Chromium: the hand is one Tab stop whose cards
the arrow keys walk (Left/Right, Home/End: the toolbar pattern), and End turn is the next Tab stop
after it (it was 16-23 Tabs forward)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from tests.browser.test_fit import hoarding, s_evolution_positions
from tests.browser.test_table import resume

pytestmark = pytest.mark.browser

FOCUSED_CARD = "[...document.querySelectorAll('.dock .hand button')].indexOf(document.activeElement)"
TAB_STOPS = "[...document.querySelectorAll('.dock .hand button')].filter((b) => b.tabIndex >= 0).length"


def walk_the_hand(page: Page) -> int:
    """Arrows, Home and End in the hand (focused on its first card); returns its number of cards."""
    cards = page.locator(".dock .hand button")
    count = cards.count()
    assert count >= 3
    cards.first.focus()
    assert page.evaluate(TAB_STOPS) == 1
    page.keyboard.press("ArrowRight")
    assert page.evaluate(FOCUSED_CARD) == 1
    page.keyboard.press("ArrowRight")
    assert page.evaluate(FOCUSED_CARD) == 2
    page.keyboard.press("ArrowLeft")
    assert page.evaluate(FOCUSED_CARD) == 1
    page.keyboard.press("End")
    assert page.evaluate(FOCUSED_CARD) == count - 1
    page.keyboard.press("ArrowRight")  # (the row's end: the focus stays)
    assert page.evaluate(FOCUSED_CARD) == count - 1
    page.keyboard.press("Home")
    assert page.evaluate(FOCUSED_CARD) == 0
    assert page.evaluate(TAB_STOPS) == 1  # the card focused last keeps the row's Tab stop
    return count


def tabs_to(page: Page, selector: str, limit: int = 40) -> int | None:
    for count in range(1, limit + 1):
        page.keyboard.press("Tab")
        if page.evaluate("(selector) => document.activeElement.matches(selector)", selector):
            return count
    return None


@pytest.mark.parametrize("ruleset", ["nsg2", "flight"])
def test_arrows_walk_evolutions_hand_and_end_turn_is_the_next_tab_stop(page: Page, site_url: str, ruleset: str) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    resume(page, site_url, hoarding("play_cards", 5, ruleset=ruleset))
    walk_the_hand(page)
    page.locator(".dock .hand button").first.focus()
    assert tabs_to(page, ".dock-actions .end-turn") == 1
    page.keyboard.press("Shift+Tab")  # back into the hand, on the card it left
    assert page.evaluate(FOCUSED_CARD) == 0


def test_arrows_walk_s_evolutions_hand(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    resume(page, site_url, s_evolution_positions()["play"])
    count = walk_the_hand(page)
    page.keyboard.press("Tab")  # out of the hand in one Tab
    assert page.evaluate(FOCUSED_CARD) == -1 and count > 1
