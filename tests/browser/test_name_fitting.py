"""Trait names fitted to their boxes (web/games/evolution-fit.js), in real Chromium (playtest 9b): a
species' trait chip keeps its icon (Cooperation's was dropped to make room for its name), in every
language, on a laptop and on a phone; the names of a phone's hand are all one size."""

from __future__ import annotations

import pytest

from evolution.core.game import get_game
from evolution.games.evolution.options import Options
from tests.browser.pages import position_with, switch_language
from tests.browser.test_table import resume

pytestmark = pytest.mark.browser

# Each name put in turn into a species' trait chip as the page draws it, then fitted by the page's own
# code (web/games/evolution-fit.js): the names whose chip hides its icon or is cut.
ICONS_LOST = """async (names) => {
  const { fitNames, unfit } = await import('./web/games/evolution-fit.js');
  const node = document.querySelector('.species .trait .tname');
  const box = node.closest('.trait'), icon = box.querySelector('.ticon');
  const was = node.textContent, out = [];
  for (const name of names) {
    node.textContent = name;
    unfit(box);
    fitNames(box.parentNode);
    const i = icon.getBoundingClientRect(), outer = box.getBoundingClientRect();
    if (!icon.checkVisibility() || i.width < 10 || i.left < outer.left || i.right > outer.right
        || box.scrollWidth > box.clientWidth + 1) out.push(`${name} (${box.className})`);
  }
  node.textContent = was;
  unfit(box);
  return out;
}"""


@pytest.mark.parametrize("size", [{"width": 1366, "height": 768}, {"width": 390, "height": 844}])
def test_a_trait_chip_keeps_its_icon_when_its_name_is_fitted(browser, site_url: str, size) -> None:
    game = get_game("evolution")
    save, _ = position_with("trait", phase="play_cards", where=lambda state, move: any(
        sp.traits for sp in state.players[0].species))
    touch = size["width"] < 500
    page = browser.new_context(viewport=size, has_touch=touch, is_mobile=touch).new_page()
    resume(page, site_url, save)
    for lang in ["en", "fr", "de"]:
        names = sorted({e["name"] for ruleset in ["nsg2", "bsw", "flight"]
                        for e in game.help(Options(players=4, seed=0, ruleset=ruleset), lang) if "trait" in e})
        switch_language(page, lang)
        assert page.evaluate(ICONS_LOST, names) == [], lang
    page.context.close()


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
