"""Evolution's board heads on a laptop screen, in real Chromium: with 4 players two boards share a row
(480-524 px each) and each head stays one line with every word whole, in each ruleset and language."""

from __future__ import annotations

import pytest

from playwright.sync_api import expect

from tests.browser.pages import switch_language
from tests.browser.test_fit import IN_VIEW, LONG_NAMES, hoarding
from tests.browser.test_table import resume

pytestmark = pytest.mark.browser

# Each board head's words that do not show whole: an element that hides its overflow (an ellipsis)
# holding more than it shows, or a text that reaches past its board's edge. The words only a screen
# reader reads (.sr-only, clipped on purpose) are not shown.
CUT_IN_HEADS = """() => [...document.querySelectorAll('.player')].flatMap((board) => {
  const edge = board.getBoundingClientRect(), out = [];
  for (const n of board.querySelectorAll('.player-head, .player-head *')) {
    if (n.closest('.sr-only') || !n.getClientRects().length) continue;
    if (getComputedStyle(n).overflowX !== 'visible' && n.scrollWidth > n.clientWidth + 1) out.push(`cut: ${n.textContent}`);
    for (const text of n.childNodes) {
      if (text.nodeType !== Node.TEXT_NODE || !text.data.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const b = range.getBoundingClientRect();
      if (b.right > edge.right + 1 || b.left < edge.left - 1) out.push(`past the board: ${text.data}`);
    }
  }
  return out;
})"""

# Each head's height and how many boards share its row.
HEADS = """() => [...document.querySelectorAll('.player')].map((board) => ({
  height: board.querySelector('.player-head').getBoundingClientRect().height,
  row: [...document.querySelectorAll('.player')].filter((b) => b.getBoundingClientRect().top === board.getBoundingClientRect().top).length,
}))"""


@pytest.mark.parametrize("size", [{"width": 1366, "height": 768}, {"width": 1280, "height": 720}])
@pytest.mark.parametrize("ruleset", ["nsg2", "flight", "bsw"])
def test_board_heads_show_every_word_whole_with_four_players_on_a_laptop(browser, site_url: str, ruleset: str,
                                                                          size) -> None:
    """With two boards to a row the heads cut the role and the badges ("1st pla…", "to mo…",
    "compute…"). Names of 12 characters, the first player's and the to-move badges, bots' roles, in
    English, French and German: nothing is cut, each head is one line, every board stays in view."""
    page = browser.new_context(viewport=size).new_page()
    for phase in ["play_cards", "feeding"]:
        resume(page, site_url, hoarding(phase, 8, ruleset=ruleset, names=LONG_NAMES))
        if phase == "play_cards":  # a card selected: the places to play it widen the viewer's board
            page.locator(".hand .card[data-legal]").first.click()
        for lang in ["en", "fr", "de"]:
            if page.evaluate("document.documentElement.lang") != lang:
                switch_language(page, lang)
            assert page.locator(".player-head .badge.first").count() == 1
            assert page.evaluate(CUT_IN_HEADS) == [], (phase, lang)
            heads = page.evaluate(HEADS)
            assert all(head["row"] == 2 for head in heads), heads
            assert all(head["height"] < 32 for head in heads), (phase, lang, heads)  # one line
            assert page.evaluate(IN_VIEW)["outside"] == [], (phase, lang)
    page.context.close()


# The hand's legal card with the longest name (the prompt names it), and the prompt's text that does not
# show: clipped by its line clamp, or outside the hand's box or the screen.
LONGEST_LEGAL_CARD = """() => { const cards = [...document.querySelectorAll('.hand .card[data-legal]')];
  const lengths = cards.map((card) => card.querySelector('.cname').textContent.length);
  return lengths.indexOf(Math.max(...lengths)); }"""
PROMPT_CUT = """() => { const n = document.querySelector('.dock-prompt'), b = n.getBoundingClientRect();
  const dock = n.closest('.dock').getBoundingClientRect();
  return n.scrollHeight > n.clientHeight + 1 || n.scrollWidth > n.clientWidth + 1 || !n.checkVisibility()
         || b.top < Math.max(0, dock.top) || b.bottom > Math.min(innerHeight, dock.bottom) || b.right > innerWidth ? n.textContent : null; }"""


@pytest.mark.parametrize("size", [{"width": 1366, "height": 768}, {"width": 1280, "height": 720},
                                  {"width": 390, "height": 844}])
def test_flights_play_prompt_shows_whole(browser, site_url: str, size) -> None:
    """Flight's prompt for a chosen card was cut after two lines ("…or a new avian species
    for 2…"). With the hand's longest-named card chosen, in English, French and German, it shows whole."""
    phone = size["width"] < 500
    page = browser.new_context(viewport=size, has_touch=phone, is_mobile=phone).new_page()
    resume(page, site_url, hoarding("play_cards", 8, ruleset="flight"))
    for lang in ["en", "fr", "de"]:
        if page.evaluate("document.documentElement.lang") != lang:
            switch_language(page, lang)
        card = page.locator(".hand .card[data-legal]").nth(page.evaluate(LONGEST_LEGAL_CARD))
        card.tap() if phone else card.click()
        expect(page.locator(".player.viewer .slot.avian-start")).to_be_visible()  # (it can pay for an avian species: its place is drawn)
        assert page.evaluate(PROMPT_CUT) is None, (lang, size)
        page.locator(".dock-actions .cancel").click()
    page.context.close()
