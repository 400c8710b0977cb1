"""Evolution's places to play a card on a laptop screen, in real Chromium: "Trait here",
"+1 size" and "+1 population" on each of the viewer's species were 93x17 px; each is a target 24 px
tall at least (WCAG 2.2, 2.5.8 Target Size (Minimum)), and the table still fits."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.pages import switch_language
from tests.browser.test_fit import IN_VIEW, LONG_NAMES, hoarding
from tests.browser.test_table import resume

pytestmark = pytest.mark.browser

# Each place's area that takes a click (what the pointer finds there is the place): its width, and its
# height along its middle, from the first to the last point that finds it above and below its centre
# (each found to 1/64 px); a place's drawn box may be smaller than that area, and two places never
# share a point.
HIT_AREAS = """() => [...document.querySelectorAll('.player.viewer .species button.target[data-legal]')].map((n) => {
  const b = n.getBoundingClientRect(), x = b.left + b.width / 2, centre = b.top + b.height / 2;
  const hits = (y) => n.contains(document.elementFromPoint(x, y));
  const edge = (inside, outside) => {  // (inside hits, outside does not)
    while (Math.abs(inside - outside) > 1 / 64) { const mid = (inside + outside) / 2; if (hits(mid)) inside = mid; else outside = mid; }
    return inside;
  };
  if (!hits(centre)) return {place: n.textContent, width: 0, height: 0};
  const height = edge(centre, b.bottom + 24) - edge(centre, b.top - 24);
  return {place: n.textContent, width: b.width, height: Math.round(height * 10) / 10};
})"""


@pytest.mark.parametrize("ruleset", ["nsg2", "flight"])
@pytest.mark.parametrize("size", [{"width": 1366, "height": 768}, {"width": 1280, "height": 720}])
def test_the_places_to_play_a_card_are_24_px_tall_on_a_laptop(browser, site_url: str, size, ruleset: str) -> None:
    """At 1280x720 they were 17 px (Flight's four boards, with names of 12 characters, would not fit with
    24 px buttons): in English and German (whose words wrap on two lines), each takes the clicks of an
    area at least 24x24 px, and every board stays in view."""
    page = browser.new_context(viewport=size).new_page()
    resume(page, site_url, hoarding("play_cards", 8, ruleset=ruleset, names=LONG_NAMES))
    page.locator(".hand .card[data-legal]").first.click()
    expect(page.locator(".player.viewer .species button.target[data-legal]").first).to_be_visible()
    for lang in ["en", "de"]:
        if page.evaluate("document.documentElement.lang") != lang:
            switch_language(page, lang)
        areas = page.evaluate(HIT_AREAS)
        assert len(areas) >= 3, areas
        assert all(area["height"] >= 24 and area["width"] >= 24 for area in areas), (lang, areas)
        assert page.evaluate(IN_VIEW)["outside"] == [], lang  # every board, the watering hole and the hand in view
    page.context.close()
