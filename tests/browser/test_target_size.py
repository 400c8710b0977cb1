"""Evolution's places to play a card on a 1366x768 laptop screen, in real Chromium (playtest 9b): "Trait
here", "+1 size" and "+1 population" on each of the viewer's species were 93x17 px; each is a
target 24 px tall at least (WCAG 2.2, 2.5.8 Target Size (Minimum)), and the table still fits."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.test_fit import IN_VIEW, hoarding
from tests.browser.test_table import resume

pytestmark = pytest.mark.browser


def test_the_places_to_play_a_card_are_24_px_tall_on_a_laptop(browser, site_url: str) -> None:
    """(1366x768; at 1280x720 they stay 17 px: Flight's four boards would not fit.)"""
    page = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    resume(page, site_url, hoarding("play_cards", hand=6))
    page.locator(".hand .card[data-legal]").first.click()
    places = page.locator(".player.viewer .species button.target[data-legal]")
    expect(places.first).to_be_visible()
    heights = [box["height"] for box in (place.bounding_box() for place in places.all())]
    assert len(heights) >= 3 and min(heights) >= 24, heights
    assert page.evaluate(IN_VIEW)["outside"] == []  # every board, the watering hole and the hand in view
    page.context.close()
