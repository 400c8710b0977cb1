"""Evolution's rows that scroll sideways and the boards that hold them, in real Chromium:
the hand's arrows sit beside its cards, never over them (a phone and a laptop); the boards of one
line of the table wrap their rows together where the table has room."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from evolution.games.evolution.bots import Observation, make_bot
from tests.browser.pages import MODE, READY_TIMEOUT_MS, resume
from tests.browser.test_fit import IN_VIEW, NAMES, hoarding, new_session

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
LAPTOP = {"viewport": {"width": 1366, "height": 768}}

# The hand's cards where they show (inside the strip's box): what a tap finds at their edges and
# middle is the card itself, and no arrow of the strip lies over the strip.
HIDDEN_CARDS = """() => {
  const row = document.querySelector('.dock .hand'), r = row.getBoundingClientRect();
  const out = [];
  for (const arrow of document.querySelectorAll('.dock .scroll-more')) {
    const b = arrow.getBoundingClientRect();
    if (arrow.getClientRects().length && b.right > r.left + 0.5 && b.left < r.right - 0.5) out.push(`arrow ${arrow.className}`);
  }
  if (getComputedStyle(row).maskImage !== 'none') out.push('the strip fades its cards');
  for (const card of row.querySelectorAll('.card')) {
    const b = card.getBoundingClientRect();
    const left = Math.max(b.left, r.left), right = Math.min(b.right, r.right);
    if (right - left < 3) continue;  // (scrolled away)
    const mid = (left + right) / 2, middle = b.top + b.height / 2;  // (its edges, clear of its round corners)
    for (const [x, y] of [[left + 1, middle], [mid, middle], [right - 1, middle], [mid, b.top + 2], [mid, b.bottom - 2]]) {
      const top = document.elementFromPoint(x, y);
      if (!card.contains(top)) out.push(`${card.dataset.trait} at ${Math.round(x)},${Math.round(y)}: ${top?.tagName}.${top?.className}`);
    }
  }
  return out;
}"""


def wait_edges(page, before: bool, after: bool) -> None:
    """Wait until the hand's strip says it has more before and after it as told."""
    page.wait_for_function("""([before, after]) => {
      const cue = document.querySelector('.dock .scroll-cue').classList;
      return cue.contains('more-before') === before && cue.contains('more-after') === after;
    }""", arg=[before, after])


@pytest.mark.parametrize("screen", [PHONE], ids=["phone"])
def test_the_hands_arrows_cover_no_card_at_its_start_middle_and_end(browser, site_url: str, screen) -> None:
    """The ‹ › arrows lay over the edges of the hand's cards. (On a laptop the hand no longer scrolls:
    every card shows, tests/browser/test_fit_all.py.)"""
    context = browser.new_context(**screen)
    page = context.new_page()
    resume(page, site_url, hoarding("play_cards", 12))
    row = page.locator(".dock .hand")
    for where, before, after in [("0", False, True), ("(n.scrollWidth - n.clientWidth) / 2", True, True),
                                 ("n.scrollWidth", True, False)]:
        row.evaluate(f"(n) => {{ n.scrollLeft = {where}; }}")
        wait_edges(page, before, after)
        assert page.evaluate(HIDDEN_CARDS) == [], (where, screen)
    page.locator(".dock .scroll-more.before").click()  # an arrow still scrolls the strip
    wait_edges(page, True, True)
    context.close()


def crowded(seed: int, phase: str, species: tuple[int, ...], first_round: int = 3, names: list[str] = NAMES) -> str:
    """A save where Ana (seat 0) decides in `phase` (from `first_round` on) and each seat has started
    new species up to its count in `species` (greedy moves otherwise; the bots' seats are played here
    as the save's moves, as any seat's are)."""
    s = new_session(seed, names=names)
    bots = [make_bot("greedy", seed + k) for k in range(len(names))]
    while s.state.phase != "over":
        legal = s.game.legal_actions(s.state)
        who = legal[0].player
        if who == 0 and s.state.phase == phase and s.state.round >= first_round:
            return s.to_json()
        new = [a for a in legal if a.kind == "new_species"]
        s._apply(new[0] if new and len(s.state.players[who].species) < species[who]
                 else bots[who].choose(Observation(s.state, who)))
    raise AssertionError("no such position")


SCROLLING_ROWS = """() => [...document.querySelectorAll('.players .row')]
  .filter((row) => row.scrollWidth > row.clientWidth + 1).map((row) => row.closest('.player').dataset.seat)"""


def test_the_boards_of_one_line_wrap_together_where_the_table_has_room(browser, site_url: str) -> None:
    """Bo's long row wrapped first and took the room below; Cy's and Darwin's,
    side by side on the next line, both scrolled sideways though wrapping them both costs one line."""
    page = browser.new_context(**LAPTOP).new_page()
    resume(page, site_url, crowded(1, "feeding", (3, 6, 5, 5)))
    expect(page.locator(".player[data-seat='1'] .species")).to_have_count(6)
    assert page.evaluate(SCROLLING_ROWS) == []  # (no row scrolls on a laptop: its species shrink, then wrap)
    seen = page.evaluate(IN_VIEW)
    assert seen["outside"] == [], seen
    page.context.close()


def with_traits(seed: int = 5) -> str:
    """A save where Ana (seat 0) plays cards from round 2 on with a species that has traits (greedy
    moves for everyone before)."""
    s = new_session(seed)
    me = make_bot("greedy", seed)
    while s.state.phase != "over":
        if s.bots_to_move():
            s.bot_step()
            continue
        if s.state.phase == "play_cards" and s.state.round >= 2 and any(sp.traits for sp in s.state.players[0].species):
            return s.to_json()
        s.act(me.choose(Observation(s.state, 0)))
    raise AssertionError("no such position")


# The height of each of the viewer's species' traits (the part of a species the discard buttons were in;
# its buttons of the phase come under it).
OWN_HEIGHTS = """() => Object.fromEntries([...document.querySelectorAll('.player.viewer .species')]
  .map((n) => [n.dataset.uid, Math.round(n.querySelector('.traits')?.getBoundingClientRect().height ?? 0)]))"""


@pytest.mark.parametrize("screen", [PHONE, LAPTOP], ids=["phone", "laptop"])
def test_own_species_keep_their_height_when_the_discard_buttons_come_and_go(browser, site_url: str, screen) -> None:
    """The viewer's species grew while they played cards (a discard button under each
    trait) and shrank in feeding. The discard button shows the discard pile's symbol, not a "×"."""
    page = browser.new_context(**screen).new_page()
    resume(page, site_url, with_traits())
    discard = page.locator(".player.viewer .discard-trait").first
    expect(discard).to_be_visible()
    assert discard.text_content().strip() == "" and discard.locator("svg.symbol-discard").count() == 1
    assert discard.get_attribute("aria-label").startswith("Discard ")
    playing = page.evaluate(OWN_HEIGHTS)
    moves = int(page.locator(".game").get_attribute("data-moves"))
    page.locator(".dock-actions .end-turn").click()  # (Ana's next move is in feeding: no discard there)
    page.wait_for_function(f"{MODE} === 'play' && +document.querySelector('.game').dataset.moves > {moves}"
                           " && !document.querySelector('.player.viewer .discard-trait')", timeout=READY_TIMEOUT_MS)
    after = page.evaluate(OWN_HEIGHTS)
    assert {uid: h for uid, h in after.items() if uid in playing} == {uid: playing[uid] for uid in after if uid in playing}
    assert set(after) & set(playing)
    page.context.close()


def test_a_board_alone_on_the_last_line_takes_the_whole_width(browser, site_url: str) -> None:
    """Lamarck's board sat alone in the left half of the last line,
    the right half empty, and its row of 8 species scrolled sideways. A board alone on its line spans
    the table, and its row shows whole."""
    page = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    resume(page, site_url, crowded(2, "play_cards", (1, 4, 8), names=["Ana", "Darwin", "Lamarck"]))
    expect(page.locator(".player[data-seat='2'] .species")).to_have_count(8)
    widths = page.evaluate("""() => [...document.querySelectorAll('.players > .player')].map((board) =>
      Math.round(board.getBoundingClientRect().width / board.parentElement.getBoundingClientRect().width * 100))""")
    assert widths[-1] == 100 and all(w < 60 for w in widths[:-1]), widths
    assert "2" not in page.evaluate(SCROLLING_ROWS)
    page.context.close()
