"""Trait names fitted to their boxes (web/games/evolution-fit.js), in real Chromium: the
names of a phone's hand are all one size (a chip's icon: tests/browser/test_fit.py, every trait name)."""

from __future__ import annotations

import pytest

from tests.browser.pages import position_with
from tests.browser.test_table import resume

pytestmark = pytest.mark.browser

# One card's name made long (as a long trait name in German or French is), the hand fitted again by
# the page's own code: the font size of each card's name.
HAND_NAME_SIZES = """async () => {
  const { fitNames, unfit } = await import('./web/games/evolution-fit.js');
  const cards = [...document.querySelectorAll('.hand .card')];
  cards.forEach(unfit);
  cards[0].querySelector('.cname').textContent = 'Nahrungssuchenahrungssuche';
  fitNames(document.querySelector('.game'));
  return cards.map((card) => getComputedStyle(card.querySelector('.cname')).fontSize);
}"""


def test_a_phones_hand_shows_its_card_names_in_one_size(browser, site_url: str) -> None:
    save, _ = position_with("trait", phase="play_cards")
    page = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True).new_page()
    resume(page, site_url, save)
    sizes = page.evaluate(HAND_NAME_SIZES)
    assert len(sizes) >= 2 and len(set(sizes)) == 1, sizes
    page.context.close()
