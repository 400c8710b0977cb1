"""Every choice in view on a laptop screen, and words whole, in real Chromium: at 1280x720, 1366x768
and 1920x1080, with 4 players of 5 species each and a 12-card hand, every legal control, every board
and every hand card shows without a scroll or a carousel in each phase; choosing a card moves no
board; a name breaks only at a space or a soft hyphen, in English, French and German; no text is
under 12 px; the focus goes back to the discard button after Escape, and the hint's mark is not the
focus ring."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from evolution.games.evolution.bots import Observation, make_bot
from tests.browser.pages import MODE, READY_TIMEOUT_MS, resume, switch_language
from tests.browser.test_a11y import axe_source, serious_violations  # noqa: F401  (axe_source: a fixture)
from tests.browser.test_fit import NAMES, new_session
from tests.browser.test_fit_strips import with_traits

pytestmark = pytest.mark.browser

LAPTOPS = [{"width": 1280, "height": 720}, {"width": 1366, "height": 768}, {"width": 1920, "height": 1080}]


def full_table(phase: str, hand: int = 12, count: int = 5, seed: int = 1) -> str:
    """A save where Ana (seat 0) decides in `phase` holding 10 to `hand` cards, and each of the 4
    seats has `count` species: every seat starts new species until it has them; Ana then keeps as
    many cards as leave her `hand` once the next round's are drawn (3 + a card per species), ending
    her turn when she holds that many (or 10 to `hand` once every board is full); greedy moves otherwise (every seat's moves are the save's)."""
    keep = hand - 3 - count + (phase != "food_card")  # (the food card leaves her hand before play_cards)
    for k in range(60):
        s = new_session(seed + k)
        bots = [make_bot("greedy", seed + k + n) for n in range(len(NAMES))]
        while s.state.phase != "over":
            legal = s.game.legal_actions(s.state)
            who = legal[0].player
            held = len(s.state.players[0].hand)
            if (who == 0 and s.state.phase == phase and 10 <= held <= hand
                    and all(len(p.species) >= count for p in s.state.players)):
                return s.to_json()
            new = [a for a in legal if a.kind == "new_species"]
            ends = [a for a in legal if a.kind == "end_turn"]
            if new and len(s.state.players[who].species) < count:
                s._apply(new[0])
            elif who == 0 and s.state.phase == "play_cards" and ends and (held <= keep or (
                    10 <= held <= hand and all(len(p.species) >= count for p in s.state.players))):
                s._apply(ends[0])
            else:
                moves = [a for a in legal if a.kind != "end_turn"] if who == 0 and s.state.phase == "play_cards" else legal
                choice = bots[who].choose(Observation(s.state, who))
                s._apply(choice if choice in moves or not moves else moves[0])
    raise AssertionError(f"no {phase} position")


# Every legal control, every card of the hand and every board: inside the screen and the table's
# area, not scrolled away in a row, and what the pointer finds at its centre is itself; no row
# scrolls sideways and the table's area does not scroll.
ALL_IN_VIEW = """() => {
  const area = document.querySelector('.table-area').getBoundingClientRect();
  const out = [];
  const inside = (n, what, box) => {
    const b = n.getBoundingClientRect();
    if (b.top < box.top - 1 || b.bottom > box.bottom + 1 || b.left < box.left - 1 || b.right > box.right + 1) {
      out.push(`${what} at ${Math.round(b.left)},${Math.round(b.top)}-${Math.round(b.right)},${Math.round(b.bottom)}`);
      return false;
    }
    return true;
  };
  const screen = {top: 0, left: 0, bottom: innerHeight, right: innerWidth};
  const hit = (n, what) => {
    const b = n.getBoundingClientRect();
    const top = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    if (!top || !n.contains(top)) out.push(`${what} covered by ${top?.className}`);
  };
  document.querySelectorAll('.player').forEach((n, k) => inside(n, `board ${k}`, area) && inside(n, `board ${k}`, screen));
  for (const n of document.querySelectorAll('.players [data-legal], .dock [data-legal], .dock-actions button')) {
    const what = `${n.closest('.species')?.dataset.species ?? ''} ${n.textContent.trim().slice(0, 20)}`;
    if (inside(n, what, screen)) hit(n, what);
  }
  for (const n of document.querySelectorAll('.hand .card')) if (inside(n, `card ${n.dataset.trait}`, screen)) hit(n, `card ${n.dataset.trait}`);
  for (const row of document.querySelectorAll('.players .row, .dock .hand')) {
    if (row.scrollWidth > row.clientWidth + 1) out.push(`a row scrolls: ${row.closest('[data-seat]')?.dataset.seat ?? 'hand'}`);
  }
  const a = document.querySelector('.table-area');
  if (a.scrollHeight > a.clientHeight + 1) out.push('the table scrolls');
  return {outside: out, cards: document.querySelectorAll('.hand .card').length,
          species: document.querySelectorAll('.players .species').length};
}"""

BOARDS = """() => [...document.querySelectorAll('.player, .watering-hole')].map((n) => {
  const b = n.getBoundingClientRect();
  return [Math.round(b.left), Math.round(b.top), Math.round(b.width), Math.round(b.height)];
})"""


@pytest.mark.parametrize("size", LAPTOPS, ids=lambda s: f"{s['width']}x{s['height']}")
def test_every_choice_and_card_is_in_view_with_four_players_of_five_species(browser, site_url: str, size,
                                                                          axe_source: str) -> None:  # noqa: F811
    """Opponents' rows were carousels (legal prey behind their arrows) and a 9-card hand showed 7
    cards at 1280x720."""
    page = browser.new_context(viewport=size).new_page()
    for phase in ["food_card", "play_cards", "feeding"]:
        resume(page, site_url, full_table(phase))
        seen = page.evaluate(ALL_IN_VIEW)
        assert seen["cards"] >= 12 and seen["species"] >= 20, (phase, seen)
        assert seen["outside"] == [], (phase, seen)
        if phase == "play_cards":  # a card chosen: its places come where the table kept their room
            before = page.evaluate(BOARDS)
            page.locator(".hand .card[data-legal]").first.click()
            expect(page.locator(".player.viewer .slot")).to_have_count(2)
            assert page.evaluate(BOARDS) == before
            seen = page.evaluate(ALL_IN_VIEW)
            assert seen["outside"] == [], ("a card chosen", seen)
        if phase == "feeding" and size["width"] == 1366:
            assert serious_violations(page, axe_source) == []
    page.context.close()


# Each word of a trait's or card's name, and of a trick's name: the line its letters are on (the last
# box of each letter), split at spaces and soft hyphens: a word is broken when one of its parts lies
# on two lines.
BROKEN_WORDS = """() => {
  const out = [];
  const range = document.createRange();
  for (const n of document.querySelectorAll('.tname, .cname, .trick .who')) {
    if (!n.getClientRects().length) continue;
    for (const t of n.childNodes) {
      if (t.nodeType !== 3) continue;
      let i = 0;
      for (const part of t.textContent.split(/([\\s\\u00ad]+)/)) {
        if (part && !/^[\\s\\u00ad]+$/.test(part)) {
          const lines = new Set();
          for (let k = i; k < i + part.length; k++) {
            range.setStart(t, k); range.setEnd(t, k + 1);
            const boxes = range.getClientRects();
            if (boxes.length) lines.add(Math.round(boxes[boxes.length - 1].top));
          }
          if (lines.size > 1) out.push(`${part} in ${n.className}`);
        }
        i += part.length;
      }
    }
  }
  return out;
}"""

# Each text shown on the page (a visible element's own text): its font size, where under 12 px.
SMALL_TEXT = """() => {
  const out = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let t = walk.nextNode(); t; t = walk.nextNode()) {
    const e = t.parentElement;
    if (!t.textContent.trim() || !e || !e.getClientRects().length || e.closest('.sr-only, [hidden], dialog:not([open])')) continue;
    const style = getComputedStyle(e);
    if (style.visibility === 'hidden') continue;
    const size = parseFloat(style.fontSize);
    if (size < 11.95) out.push(`${e.className || e.tagName} ${size.toFixed(1)}px: ${t.textContent.trim().slice(0, 16)}`);
  }
  return out;
}"""


@pytest.mark.parametrize("size", [{"width": 1366, "height": 768}, {"width": 1280, "height": 720},
                                  {"width": 390, "height": 844}], ids=lambda s: f"{s['width']}x{s['height']}")
def test_names_break_only_between_syllables_and_no_text_is_under_12_px(browser, site_url: str, size) -> None:
    """"Cooperatio/n" broke inside the word at 1366x768, German "Nahrungssuch/e" too (this Chromium
    has no hyphenation dictionary), and trait names shrank to ~10 px beside the discard icon."""
    phone = size["width"] < 600
    page = browser.new_context(viewport=size, has_touch=phone, is_mobile=phone).new_page()
    resume(page, site_url, full_table("feeding"))
    for lang in ["en", "fr", "de"]:
        if lang != "en":
            switch_language(page, lang)
        assert page.evaluate(BROKEN_WORDS) == [], lang
        assert page.evaluate(SMALL_TEXT) == [], lang
    resume(page, site_url, with_traits())  # the viewer's chips beside their discard buttons
    assert page.evaluate(SMALL_TEXT) == []
    assert page.evaluate(BROKEN_WORDS) == []
    page.context.close()


def test_the_break_rule_finds_syllables_in_every_language(page, site_url: str) -> None:
    """The rule puts its soft hyphens between syllables, a short word whole."""
    resume(page, site_url, with_traits())
    got = page.evaluate("""async () => {
      const { breakable } = await import(new URL('web/games/word-breaks.js', document.baseURI).href);
      return ['Cooperation', 'Intelligence', 'Nahrungssuche', 'Coopération', 'Hatshepsut', 'Horns', 'Long Neck']
        .map((w) => breakable(w).replaceAll('\\u00ad', '-'));
    }""")
    assert got == ["Coo-pe-ra-tion", "Intel-li-gence", "Nah-rungs-su-che", "Coo-pé-ra-tion", "Hat-shep-sut", "Horns",
                   "Long Neck"]


def test_escape_on_the_discard_question_gives_the_focus_back_to_its_button(browser, site_url: str) -> None:
    """After Escape on "Discard Defensive Herding?" the focus fell to the page's body."""
    page = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    resume(page, site_url, with_traits())
    discard = page.locator(".player.viewer .discard-trait").first
    key = discard.get_attribute("data-key")
    discard.focus()
    page.keyboard.press("Enter")
    expect(page.locator(".dock-actions .danger")).to_be_focused()
    page.keyboard.press("Escape")
    expect(page.locator(".dock-actions .danger")).to_have_count(0)
    expect(page.locator(f".player.viewer .discard-trait[data-key='{key}']")).to_be_focused()
    page.context.close()


def test_the_hints_mark_is_not_the_focus_ring(browser, site_url: str) -> None:
    """The suggested card got the same orange ring as the keyboard's focus (on Hint): two rings alike."""
    page = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    resume(page, site_url, with_traits())
    hint = page.locator(".dock-actions .hint-button")
    hint.focus()
    page.keyboard.press("Enter")
    marked = page.locator(".hinted").first
    expect(marked).to_be_visible(timeout=READY_TIMEOUT_MS)
    page.wait_for_function(f"{MODE} === 'play'")
    page.locator(".dock-actions .hint-button").focus()
    ring = page.evaluate("""() => {
      const f = getComputedStyle(document.activeElement), h = getComputedStyle(document.querySelector('.hinted'));
      const star = getComputedStyle(document.querySelector('.hinted'), '::after').content;
      return {focus: [f.outlineStyle, f.outlineColor], hint: [h.outlineStyle, h.outlineColor], star};
    }""")
    assert ring["focus"][0] == "solid" and ring["hint"][0] != ring["focus"][0], ring  # a shape of its own
    assert ring["hint"][1] != ring["focus"][1] and ring["star"] not in ("none", "normal"), ring
    page.context.close()
