"""Evolution's table sized for the screen and others' moves drawn so they can be followed, in real
Chromium: at 1366x768 and 1280x720 a 4-player table with a 12-card hand shows every board, the
watering hole and the hand at once in each phase; on a phone (390x844, touch) every enabled control
is at least 44x44 px, no legal target lies under the hand and the prompt says "Tap"; a bot's attack is
drawn step by step (an arrow, the attacker's lunge, the prey marked) and Skip ends it at once."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from evolution.core.session import GameConfig, Session
from evolution.games.evolution.bots import Observation, make_bot
from tests.browser.pages import FAST, open_site, switch_language, reload_into_autosave
from tests.browser.test_table import MODE, READY_TIMEOUT_MS, resume

pytestmark = pytest.mark.browser

NAMES = ["Ana", "Bo", "Cy", "Darwin"]


def new_session(seed: int, ruleset: str = "nsg2", names: list[str] = NAMES) -> Session:
    return Session.new(GameConfig(seats=[{"name": n, "bot": None if k == 0 else "greedy"} for k, n in enumerate(names)],
                                  seed=seed, options={"ruleset": ruleset}))


def ana_plays_until(ready, ana_move, seed: int, ruleset: str, names: list[str]) -> str | None:
    """A new game played (the others greedy bots) until Ana (seat 0) decides where ``ready(state)``:
    its save, or None if the game ends first. Ana plays ``ana_move(session)``, or greedy where it is None."""
    s = new_session(seed, ruleset, names)
    me = make_bot("greedy", seed)
    while s.state.phase != "over":
        if s.bots_to_move():
            s.bot_step()
            continue
        if ready(s.state):
            return s.to_json()
        move = ana_move(s)
        s.act(move if move is not None else me.choose(Observation(s.state, 0)))
    return None


def hoarding(phase: str, hand: int = 12, seed: int = 5, ruleset: str = "nsg2", names: list[str] = NAMES) -> str:
    """A save where Ana (seat 0) decides in `phase` holding at least `hand` cards: she plays no card
    until then (End turn at once), greedy moves otherwise."""
    def end_turn(s: Session):
        ends = [a for a in s.game.legal_actions(s.state) if a.kind == "end_turn"]
        return ends[0] if s.state.phase == "play_cards" and ends else None

    save = ana_plays_until(lambda state: state.phase == phase and len(state.players[0].hand) >= hand, end_turn,
                           seed, ruleset, names)
    assert save, f"no {phase} position with {hand} cards"
    return save


def before_bot_attack(seed: int = 5) -> str:
    """A save (round 2 on) where the next move is a bot's attack."""
    s = new_session(seed)
    me = make_bot("greedy", seed)
    while s.state.phase != "over":
        if s.bots_to_move():
            if s.state.round >= 2 and getattr(Session.from_json(s.to_json()).bot_step(), "kind", None) == "attack":
                return s.to_json()
            s.bot_step()
            continue
        s.act(me.choose(Observation(s.state, 0)))
    raise AssertionError("no bot attack")


# Each board, the watering hole and the hand: inside the screen and inside the table's own area
# (the part of it not scrolled away).
IN_VIEW = """() => {
  const area = document.querySelector('.table-area').getBoundingClientRect();
  const clip = {top: Math.max(0, area.top), bottom: Math.min(innerHeight, area.bottom)};
  const out = [];
  const check = (node, what, inArea) => {
    const b = node.getBoundingClientRect();
    const top = inArea ? clip.top : 0, bottom = inArea ? clip.bottom : innerHeight;
    if (b.top < top - 1 || b.bottom > bottom + 1 || b.left < 0 || b.right > innerWidth) out.push(`${what} ${Math.round(b.top)}-${Math.round(b.bottom)}`);
  };
  document.querySelectorAll('.player').forEach((n, k) => check(n, `board ${k}`, true));
  check(document.querySelector('.watering-hole'), 'watering hole', true);
  check(document.querySelector('.dock .hand') ?? document.querySelector('.dock'), 'hand', false);  // (or the empty hand's dock)
  return {outside: out, boards: document.querySelectorAll('.player').length, cards: document.querySelectorAll('.hand .card').length};
}"""


@pytest.mark.parametrize("size", [{"width": 1366, "height": 768}, {"width": 1280, "height": 720}])
def test_four_boards_the_watering_hole_and_a_twelve_card_hand_fit_a_laptop_screen(browser, site_url: str, size) -> None:
    page = browser.new_context(viewport=size).new_page()
    for phase in ["food_card", "play_cards", "feeding"]:
        resume(page, site_url, hoarding(phase))
        if phase == "play_cards":  # a card selected: the places to play it are drawn too
            page.locator(".hand .card[data-legal]").first.click()
            expect(page.locator(".player.viewer .slot")).to_have_count(2)
        seen = page.evaluate(IN_VIEW)
        assert seen["boards"] == 4 and seen["cards"] >= 12
        assert seen["outside"] == [], (phase, seen)
        # the top bar is one line, and the hand's row shows every card (no carousel: test_fit_all.py)
        assert page.locator(".topbar").bounding_box()["height"] < 50
        assert page.locator(".dock .hand").evaluate("(n) => n.scrollWidth <= n.clientWidth + 1")
    page.context.close()


def many_species(count: int = 6, seed: int = 5, ruleset: str = "nsg2", names: list[str] = NAMES,
                 first_round: int = 1) -> str:
    """A save where Ana (seat 0) feeds with `count` species (from `first_round` on): she starts a new
    species whenever she may until she has them, greedy moves otherwise."""
    def new_species(s: Session):
        new = [a for a in s.game.legal_actions(s.state) if a.kind == "new_species"]
        return new[0] if new and len(s.state.players[0].species) < count else None

    save = ana_plays_until(lambda state: state.phase == "feeding" and len(state.players[0].species) >= count
                           and state.round >= first_round, new_species, seed, ruleset, names)
    assert save, f"no feeding position with {count} species"
    return save


# Each legal button on the boards and each of the viewer's species: what the pointer finds at its
# centre is itself (no scroll arrow or other board over it, not scrolled out of its row).
COVERED = """() => [...document.querySelectorAll('.players [data-legal], .player.viewer .species')].filter((n) => {
  const b = n.getBoundingClientRect();
  const top = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
  return !top || !n.contains(top);
}).map((n) => `${n.closest('.species')?.dataset.species ?? ''} ${n.textContent.trim().slice(0, 20)}`)"""


@pytest.mark.parametrize("size", [{"width": 1366, "height": 768}, {"width": 1280, "height": 720}])
def test_a_long_row_of_species_wraps_where_the_table_has_room_and_no_cue_covers_a_species(browser, site_url: str,
                                                                                           size) -> None:
    """With 6 species in feeding, the viewer's row uses the room below the boards (its
    species on two lines) instead of scrolling under an arrow; every legal button is clickable where
    it is drawn, and the viewer's board, the watering hole and the hand stay in view. (The table is
    sized for 4 players of up to 5 species: a sixth species may push the boards below out of view,
    and then the table scrolls and says so.)"""
    page = browser.new_context(viewport=size).new_page()
    resume(page, site_url, many_species())
    expect(page.locator(".player.viewer .species")).to_have_count(6)
    assert page.locator(".players [data-legal]").count() >= 1
    assert page.evaluate(COVERED) == []
    row = page.locator(".player.viewer .row")
    assert row.evaluate("(n) => n.scrollWidth <= n.clientWidth + 1")  # nothing scrolled away
    seen = page.evaluate(IN_VIEW)
    assert not [o for o in seen["outside"] if not o.startswith(("board 2", "board 3"))], seen
    if seen["outside"]:  # the boards below: the table scrolls to them, and says so
        expect(page.locator(".more-below")).to_be_visible()
    page.context.close()


@pytest.mark.parametrize("count", [5, 7])
def test_the_viewers_own_species_and_their_buttons_show_whole_when_the_table_is_full(browser, site_url: str,
                                                                                    count: int) -> None:
    """The viewer's row
    scrolled sideways while it was theirs to feed, a half species at its left and "Ei…" (Eine Pflanze
    fressen) at its right: their own species come before the other boards' fit."""
    page = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    resume(page, site_url, many_species(count, seed=3, ruleset="flight", names=["Spieler9", "Anna", "Bernd", "Clara"],
                                        first_round=3))
    switch_language(page, "de")
    expect(page.locator(".player.viewer .species")).to_have_count(count)
    assert page.locator(".player.viewer [data-legal]").count() >= 1
    row = page.locator(".player.viewer .row")
    assert row.evaluate("(n) => n.scrollWidth <= n.clientWidth + 1"), "the viewer's row scrolls sideways"
    assert page.evaluate(COVERED) == []
    whole = page.evaluate("""() => [...document.querySelectorAll('.player.viewer .species, .player.viewer [data-legal]')]
      .filter((n) => { const b = n.getBoundingClientRect(), r = n.closest('.row').getBoundingClientRect();
                       return b.left < r.left - 1 || b.right > r.right + 1; }).length""")
    assert whole == 0
    page.context.close()


@pytest.mark.parametrize("size", [{"width": 1366, "height": 768}, {"width": 1280, "height": 720}])
def test_the_new_game_forms_start_button_is_in_view_when_it_opens(browser, site_url: str, size) -> None:
    """The form is taller than a laptop screen; Start and Cancel stay at the dialog's
    bottom edge, in view and clickable, without scrolling inside the dialog."""
    from tests.browser.pages import FAST, open_site
    page = browser.new_context(viewport=size).new_page()
    open_site(page, site_url + FAST)
    page.click("#new-game")
    form = page.locator("#new-dialog")
    expect(form).to_be_visible()
    for name in ["start", "cancel"]:
        found = form.locator(".buttons button").nth(0 if name == "start" else 1).evaluate("""(n) => {
          const b = n.getBoundingClientRect(), box = n.closest('dialog').getBoundingClientRect();
          const top = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
          return {inside: b.top >= Math.max(0, box.top) && b.bottom <= Math.min(innerHeight, box.bottom), hit: n.contains(top)};
        }""")
        assert found == {"inside": True, "hit": True}, (name, size, found)
    page.context.close()


LONG_NAMES = ["Ana Lovelace", "Bo Alphonsus", "Cy Lamarckia", "Darwin Jr II"]  # 12 characters each

# Each board's head: the player's name shown whole (not cut by an ellipsis) and the score in the board.
CUT_NAMES = """() => [...document.querySelectorAll('.player')].flatMap((board) => {
  const name = board.querySelector('.pname'), score = board.querySelector('.score');
  const edge = board.getBoundingClientRect().right + 1;
  return name.scrollWidth > name.clientWidth + 1 || name.getBoundingClientRect().right > edge
         || score.getBoundingClientRect().right > edge || score.scrollWidth > score.clientWidth + 1
    ? [`${name.textContent} / ${score.textContent}`] : [];
})"""


def finished(names: list[str], seed: int = 5) -> str:
    """A finished game's save (greedy moves for everyone)."""
    s = new_session(seed, names=names)
    me = make_bot("greedy", seed)
    while s.state.phase != "over":
        if s.bots_to_move():
            s.bot_step()
        else:
            s.act(me.choose(Observation(s.state, 0)))
    return s.to_json()


@pytest.mark.parametrize("size", [{"width": 1366, "height": 768}, {"width": 1280, "height": 720}])
def test_a_players_name_of_twelve_characters_shows_whole_on_a_laptop_screen(browser, site_url: str, size) -> None:
    """The boards' heads cut names ("Darw...", "Bo..."); the role and the badges give way
    first, in each phase and beside the end screen, and the score always shows."""
    page = browser.new_context(viewport=size).new_page()
    for phase in ["food_card", "feeding"]:
        resume(page, site_url, hoarding(phase, names=LONG_NAMES))
        assert page.evaluate(CUT_NAMES) == [], (phase, size)
        assert page.evaluate(IN_VIEW)["outside"] == [], phase
    reload_into_autosave(page, finished(LONG_NAMES))
    page.wait_for_function(f"{MODE} === 'over'", timeout=READY_TIMEOUT_MS)
    expect(page.locator(".endscreen")).to_be_visible()
    assert page.evaluate(CUT_NAMES) == [], ("end", size)
    page.context.close()


SMALL_CONTROLS = """() => [...document.querySelectorAll('button, select, input, summary')].filter((n) => {
  if (n.disabled || n.closest('[hidden], dialog:not([open]), [inert]') || !n.getClientRects().length) return false;
  const b = n.getBoundingClientRect();
  return getComputedStyle(n).visibility !== 'hidden' && (b.width < 43.5 || b.height < 43.5);
}).map((n) => `${n.className} "${n.textContent.trim().slice(0, 20)}"`)"""

# Each legal target outside the hand, brought into view as a player would scroll to it: not under the hand.
UNDER_THE_DOCK = """() => {
  const dock = document.querySelector('.dock:not([hidden])').getBoundingClientRect();
  const under = [];
  for (const n of document.querySelectorAll('[data-legal]')) {
    if (n.closest('.dock')) continue;
    n.scrollIntoView({block: 'center'});
    const b = n.getBoundingClientRect(), d = document.querySelector('.dock').getBoundingClientRect();
    if (b.bottom > d.top && b.top < d.bottom) under.push(n.textContent.trim().slice(0, 30));
  }
  return {under, dock: dock.height};
}"""


# Each ruleset's fullest hands in each phase: the German edition's last round (15 cards and more at
# 4 players), Flight's last round (17 and more) and its events phase.
PHONE_HANDS = {"nsg2": [("food_card", 12), ("play_cards", 12), ("feeding", 12)],
               "bsw": [("food_card", 15), ("play_cards", 15), ("feeding", 15)],
               "flight": [("food_card", 17), ("play_cards", 17), ("feeding", 17), ("events", 6)]}


@pytest.mark.parametrize("ruleset", list(PHONE_HANDS))
def test_on_a_phone_controls_are_44_px_the_hand_covers_no_target_and_prompts_say_tap(browser, site_url: str,
                                                                                       ruleset: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    for phase, hand in PHONE_HANDS[ruleset]:
        resume(page, site_url, hoarding(phase, hand, ruleset=ruleset))
        assert page.locator(".hand .card").count() >= hand
        if phase == "play_cards":
            page.locator(".hand .card[data-legal]").first.tap()
            expect(page.locator(".player.viewer .slot.left, .player.viewer .slot.right")).to_have_count(2)
            expect(page.locator(".dock-prompt")).not_to_contain_text("Click")
        assert page.evaluate(SMALL_CONTROLS) == [], (ruleset, phase)
        seen = page.evaluate(UNDER_THE_DOCK)
        assert seen["under"] == [], (ruleset, phase, seen)
        assert seen["dock"] <= 844 / 3, (ruleset, phase, seen)
        assert page.locator(".topbar .prompt").is_hidden()  # one prompt: the hand's
    resume(page, site_url, hoarding("play_cards", ruleset=ruleset))
    expect(page.locator(".dock-prompt")).to_contain_text("Tap End turn")
    context.close()


def test_a_bot_attack_is_drawn_step_by_step_and_skip_ends_it(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(site_url + "?botdelay=1500")
    page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=READY_TIMEOUT_MS)
    reload_into_autosave(page, before_bot_attack())
    # the attack's steps: an arrow joins the attacker to its prey while the attacker lunges
    arrow = page.locator(".attack-arrow line")
    expect(arrow).to_have_count(1, timeout=READY_TIMEOUT_MS)
    steps = page.evaluate("""() => ({attacker: document.querySelectorAll('.species.anim-attacker').length,
        prey: document.querySelectorAll('.species.anim-prey').length,
        moving: document.getAnimations().filter((a) => Number.isFinite(a.effect.getComputedTiming().endTime)
                                                     && a.playState === 'running').length})""")
    assert steps["attacker"] == 1 and steps["prey"] == 1 and steps["moving"] >= 2
    assert page.evaluate(MODE) == "bot"
    page.evaluate("document.querySelector('[data-act=skip]').click()")  # (the button is redrawn at each bot move)
    expect(arrow).to_have_count(0, timeout=2000)
    assert page.evaluate("""document.getAnimations().filter((a) => Number.isFinite(a.effect.getComputedTiming().endTime)
                                                                   && a.playState === 'running').length""") == 0


# The top bar's parts that must show whole (the round and phase, the bell, the first player, each tool;
# the pile counts: TOP_COUNTS); the ruleset's name gives way.
TOP_LINE = """() => {
  const whole = [...document.querySelectorAll('.topline .round-phase, .topline .last-round, .topline .first, .topline .tools > :not(.tool-menu, .tools-toggle), .topline .tool-menu > *')];
  const clipped = (n, b) => {  // outside an ancestor that hides its overflow (e.g. an ellipsis)
    for (let up = n.parentElement; up && !up.classList.contains('topbar'); up = up.parentElement) {
      const box = up.getBoundingClientRect();
      if (getComputedStyle(up).overflowX !== 'visible' && (b.right > box.right + 1 || b.left < box.left - 1)) return true;
    }
    return false;
  };
  const cut = (n) => { const b = n.getBoundingClientRect();
    return n.scrollWidth > n.clientWidth + 1 || b.right > innerWidth || b.width < 1 || clipped(n, b); };
  return {cut: whole.filter(cut).map((n) => n.textContent.trim()), parts: whole.length,
          height: document.querySelector('.topbar').getBoundingClientRect().height};
}"""


@pytest.mark.parametrize("size", [{"width": 1366, "height": 768}, {"width": 1280, "height": 720}])
def test_the_top_bar_is_one_line_showing_the_first_player_and_every_tool(browser, site_url: str, size) -> None:
    """With every badge (the German edition's name, the last-round bell) in the longest
    language, the ruleset's name gives way; the first player, the tools (and the pile counts, below)
    never do."""
    from tests.browser.test_table import _last_round_position
    page = browser.new_context(viewport=size).new_page()
    resume(page, site_url, _last_round_position())
    for lang in ["en", "fr", "de"]:
        page.click(f"[data-act=lang][data-lang={lang}]")
        expect(page.locator("html")).to_have_attribute("lang", lang)
        expect(page.locator(".topbar .last-round")).to_be_visible()
        seen = page.evaluate(TOP_LINE)
        assert seen["cut"] == [] and seen["parts"] >= 8, (lang, seen)
        assert seen["height"] < 50, (lang, seen)
    page.context.close()


def last_round_feeding(ruleset: str, seed: int = 7) -> str:
    """A 4-player save (the playtest's German names) where Ana's seat feeds in the last round."""
    s = new_session(seed, ruleset, ["Spieler9", "Anna", "Bernd", "Clara"])
    me = make_bot("greedy", seed)
    while s.state.phase != "over":
        if s.bots_to_move():
            s.bot_step()
            continue
        if s.state.last_round == s.state.round and s.state.phase == "feeding":
            return s.to_json()
        s.act(me.choose(Observation(s.state, 0)))
    raise AssertionError(f"no last-round feeding in {ruleset}")


# Each pile count of the top bar (and the ruleset's name): drawn whole, inside the screen and not
# hidden by an ancestor that clips (the counts' line used to wrap its last counts out of sight).
TOP_COUNTS = """() => {
  const parts = [...document.querySelectorAll('.topline .sizes > span')];
  const hidden = (n, b) => {
    for (let up = n.parentElement; up && !up.classList.contains('topbar'); up = up.parentElement) {
      const box = up.getBoundingClientRect(), style = getComputedStyle(up);
      if (style.overflowX !== 'visible' && (b.right > box.right + 1 || b.left < box.left - 1)) return true;
      if (style.overflowY !== 'visible' && (b.bottom > box.bottom + 1 || b.top < box.top - 1)) return true;
    }
    return false;
  };
  const cut = (n) => { const b = n.getBoundingClientRect();
    return n.scrollWidth > n.clientWidth + 1 || b.right > innerWidth || b.width < 1 || hidden(n, b); };
  return {cut: parts.filter(cut).map((n) => n.title || n.textContent.trim()),
          counts: [...document.querySelectorAll('.topline .sizes > span')].map((n) => n.title),
          height: document.querySelector('.topbar').getBoundingClientRect().height};
}"""


@pytest.mark.parametrize("size", [{"width": 1366, "height": 768}, {"width": 1280, "height": 720}])
@pytest.mark.parametrize("ruleset", ["nsg2", "flight", "bsw"])
def test_every_pile_count_shows_whole_in_the_top_bar_of_a_laptop_screen(browser, site_url: str, size,
                                                                      ruleset: str) -> None:
    """In Flight, in German, at 1280x720 only the deck's count showed (the discard, the
    Flight cards and the end reserve, which ends the game (R-FL-RESERVE), never did), and in the last
    round the ruleset's name shrank to "N…" and the deck's count went too."""
    page = browser.new_context(viewport=size).new_page()
    resume(page, site_url, last_round_feeding(ruleset))
    expect(page.locator(".topbar .last-round")).to_be_visible()
    for lang in ["en", "fr", "de"]:
        switch_language(page, lang)
        seen = page.evaluate(TOP_COUNTS)
        assert len(seen["counts"]) == (4 if ruleset == "flight" else 2), seen
        assert seen["cut"] == [], (lang, seen)
        assert seen["height"] < 50, (lang, seen)
        assert page.evaluate(TOP_LINE)["cut"] == [], lang
    page.context.close()


def test_on_a_phone_the_menu_holds_every_pile_count_in_words(browser, site_url: str) -> None:
    """The phone's menu of tools shows each pile's count in words, each whole."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    resume(page, site_url, last_round_feeding("flight"))
    switch_language(page, "de")
    page.locator(".topbar .tools-toggle").tap()
    counts = page.locator(".tool-menu .sizes > span")
    expect(counts).to_have_count(4)
    expect(counts.last).to_have_text(re.compile(r"Reserve fürs Ende: \d+"))
    assert page.evaluate(TOP_COUNTS)["cut"] == []
    # (a phone's layout viewport grows with what overflows it: the menu's box is the measure)
    assert page.evaluate("""() => { const menu = document.querySelector('.tool-menu').getBoundingClientRect();
      return [...document.querySelectorAll('.tool-menu .sizes > span')].filter((n) => {
        const b = n.getBoundingClientRect(), words = n.querySelector('.pile-words').getBoundingClientRect();
        return b.right > menu.right + 1 || b.left < menu.left - 1 || words.width < 20; }).map((n) => n.title); }""") == []
    context.close()


def test_on_a_phone_the_end_screen_comes_into_view_with_its_heading_focused(browser, site_url: str) -> None:
    """A game ending on a phone shows its end screen (above the boards the player was
    looking at) and gives its heading the focus."""
    from tests.browser.pages import play_to_end
    from tests.browser.test_table import _last_round_position
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    resume(page, site_url, _last_round_position())
    play_to_end(page)
    title = page.locator(".endscreen h2")
    expect(title).to_be_focused()
    expect(title).to_be_in_viewport()
    # nothing (a sticky bar, the hand) drawn over it
    assert page.evaluate("""() => { const h = document.querySelector('.endscreen h2'), b = h.getBoundingClientRect();
        return h.contains(document.elementFromPoint(b.left + 10, b.top + b.height / 2)); }""")
    context.close()


# Each name put in turn into a hand card's name and a species' trait chip as the page draws them (with
# the soft hyphens of web/games/word-breaks.js), then fitted by the page's own code
# (web/games/evolution-fit.js): the names that still do not fit their box (wider than it, or cut by
# it), that break inside a syllable (a line ends where there is no space and no soft hyphen), or whose
# chip hides its icon.
NAMES_THAT_DO_NOT_FIT = """async (names) => {
  const { fitNames, unfit } = await import('./web/games/evolution-fit.js');
  const { breakable } = await import('./web/games/word-breaks.js');
  const out = [];
  const range = document.createRange();
  const brokenInside = (node) => {  // a part between spaces and soft hyphens whose letters lie on two lines
    const text = node.firstChild;
    let at = 0;
    for (const part of text.data.split(/([\\s\\u00ad-]+)/)) {  // (and after a hyphen: Dive-/Bomb)
      const lines = new Set();
      for (let k = at; k < at + part.length && !/^[\\s\\u00ad-]+$/.test(part); k++) {
        range.setStart(text, k); range.setEnd(text, k + 1);
        const boxes = range.getClientRects();
        if (boxes.length) lines.add(Math.round(boxes[boxes.length - 1].top));
      }
      if (lines.size > 1) return true;
      at += part.length;
    }
    return false;
  };
  const slots = [['hand card', document.querySelector('.hand .card .cname')],
                 ['trait slot', document.querySelector('.species .trait .tname')]];
  for (const [where, node] of slots) {
    if (!node) { out.push(`no ${where}`); continue; }
    const box = node.closest('.card, .trait');
    const was = node.textContent;
    for (const name of names) {
      node.textContent = breakable(name);
      unfit(box);
      fitNames(box.parentNode);
      const b = node.getBoundingClientRect(), outer = box.getBoundingClientRect();
      // a chip keeps its icon (Cooperation's was dropped to make room for its name)
      const icon = where === 'trait slot' ? box.querySelector('.ticon') : null;
      if (node.scrollWidth > node.clientWidth + 1 || box.scrollWidth > box.clientWidth + 1 || b.right > outer.right + 1
          || b.bottom > outer.bottom + 1 || brokenInside(node)
          || (icon && (!icon.checkVisibility() || icon.getBoundingClientRect().width < 10)))
        out.push(`${where}: ${name}`);
    }
    node.textContent = was;
    unfit(box);
  }
  return out;
}"""


@pytest.mark.parametrize("size", [{"width": 1366, "height": 768}, {"width": 390, "height": 844}])
def test_every_trait_name_fits_a_hand_card_and_a_trait_slot_in_every_language(browser, site_url: str, size) -> None:
    """The longest words (German: Nahrungssuche, Intelligenz...; French) fit a hand card and a
    species' trait slot, on a laptop and on a phone: no name wider than its box or cut by it, a name
    breaks only at a space or between syllables (a soft hyphen, as the page draws it); a chip keeps its
    icon."""
    from evolution.core.registry import get_game
    from evolution.games.evolution.options import Options
    from tests.browser.pages import position_with
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
        assert page.evaluate(NAMES_THAT_DO_NOT_FIT, names) == [], lang
    page.context.close()


# --- S-Evolution 2.0 ---------------------------------------------------------------------------------

S_DECISIONS = ["trump", "play", "take", "collect", "commerce", "bonus", "manage"]


def s_evolution_positions() -> dict[str, str]:
    """Saves of a 4-player S-Evolution game (Ana, seat 0, against three bots) at each of Ana's
    decisions (round 2 on): naming the trump (S-TRUMP: only once someone is in Age V, so Ana plays
    the medium bot's moves), playing a card, taking one, and the action phase's steps (collect,
    commerce, after the needs, management); and the end."""
    from evolution.games.s_evolution.bots import Observation as SObservation
    from evolution.games.s_evolution.bots import make_bot as make_s_bot
    from evolution.games.s_evolution.game import GAME

    found: dict[str, str] = {}
    for seed in range(1, 40):
        s = Session.new(GameConfig(game="s-evolution", seed=seed, seats=[{"name": "Ana", "bot": None}]
                                   + [{"name": n, "bot": "medium"} for n in ["Bo", "Cy", "Di"]]))
        me = make_s_bot("medium", seed)
        while s.state.phase != "over":
            if s.bots_to_move():
                s.bot_step()
                continue
            what = GAME.engine.decision(s.state)
            if s.state.round >= 2:
                found.setdefault(what, s.to_json())
            s.act(me.choose(SObservation(s.state, 0)).model_dump())
        found.setdefault("over", s.to_json())
        if all(d in found for d in S_DECISIONS):
            return found
    raise AssertionError(f"missing S-Evolution positions: {set(S_DECISIONS) - set(found)}")


# Each board inside the screen and inside the boards' own area (not scrolled away); the trick (when
# there is one) and the hand (or the action phase's choices) inside the screen.
S_IN_VIEW = """() => {
  const area = document.querySelector('.game .boards').getBoundingClientRect();
  const out = [];
  const check = (node, what, inArea) => {
    const b = node.getBoundingClientRect();
    const top = inArea ? Math.max(0, area.top) : 0, bottom = inArea ? Math.min(innerHeight, area.bottom) : innerHeight;
    if (b.top < top - 1 || b.bottom > bottom + 1 || b.left < 0 || b.right > innerWidth) out.push(`${what} ${Math.round(b.top)}-${Math.round(b.bottom)}`);
  };
  document.querySelectorAll('.game .board').forEach((n, k) => check(n, `board ${k}`, true));
  const trick = document.querySelector('.game .trick-area');
  if (trick.checkVisibility()) check(trick, 'trick', false);  // (your own action phase has no trick: the boards get its place)
  const hand = document.querySelector('.game .dock .hand, .game .dock .actions');
  if (hand) check(hand, 'hand', false);
  return {outside: out, boards: document.querySelectorAll('.game .board').length, hand: !!hand};
}"""

# A card's printed words, whole and at least 0.6rem (9.6 px).
CUT_WORDS = """() => [...document.querySelectorAll('.game .card .c-top, .game .card .c-foot')]
  .filter((n) => n.clientWidth && (n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1
                                   || parseFloat(getComputedStyle(n).fontSize) < 9.5))
  .map((n) => n.textContent)"""


# The end screen's score table: a heading word split over two lines (e.g. "Need / s"); a break at a
# soft hyphen (German's "Entdeckungs-/serien") is a hyphenation, not a split.
SPLIT_HEADINGS = """() => [...document.querySelectorAll('.scores thead th')].filter((th) => {
  const text = th.firstChild, range = document.createRange();
  if (!text || text.nodeType !== Node.TEXT_NODE) return false;
  let at = 0;
  const lineOf = (k) => {  // the line of the character at k (its last box: a hyphen put at a soft one comes first)
    range.setStart(text, k);
    range.setEnd(text, k + 1);
    const boxes = [...range.getClientRects()];
    return boxes.length ? Math.round(boxes[boxes.length - 1].top) : null;
  };
  for (const word of text.data.split(/(\\s+|\\u00ad)/)) {
    if (word.trim() && word !== '\\u00ad' && lineOf(at) !== lineOf(at + word.length - 1)) return true;
    at += word.length;
  }
  return false;
}).map((th) => th.textContent)"""


def open_s_evolution(page: Page, site_url: str, save: str, mode: str = "play") -> None:
    if mode == "play":
        return resume(page, site_url, save)
    reload_into_autosave(page, save)
    page.wait_for_function(f"{MODE} === '{mode}'", timeout=READY_TIMEOUT_MS)


# S-Evolution boards whose buildings' column is narrower than its lines (a building's name, glyph and
# staffed dots), which then ran under the Discoveries heading (German at 1280 px).
BUILDINGS_CUT = """() => [...document.querySelectorAll('[data-game="s-evolution"] .board-body')].filter((body) => {
  const [, buildings, discoveries] = body.children;
  return buildings.scrollWidth > buildings.clientWidth + 1
    || buildings.getBoundingClientRect().right > discoveries.getBoundingClientRect().left + 1; }).length"""


@pytest.fixture(scope="module")
def s_positions() -> dict[str, str]:
    return s_evolution_positions()


# German's words are the longest: at 1280 px it stands for English too (whose 1280 run cost 50 s in CI).
@pytest.mark.parametrize("lang, size", [("en", {"width": 1366, "height": 768}), ("de", {"width": 1366, "height": 768}),
                                        ("de", {"width": 1280, "height": 720})])
def test_s_evolution_boards_the_trick_and_the_hand_fit_a_laptop_screen_in_each_phase(browser, site_url: str, size,
                                                                                      lang: str, s_positions) -> None:
    page = browser.new_context(viewport=size).new_page()
    for decision in S_DECISIONS:
        resume(page, site_url, s_positions[decision])
        if page.evaluate("document.documentElement.lang") != lang:  # (the choice is kept by the next reload)
            switch_language(page, lang)
        seen = page.evaluate(S_IN_VIEW)
        assert seen["boards"] == 4 and seen["hand"], (decision, seen)
        assert seen["outside"] == [], (decision, lang, seen)
        assert page.evaluate(CUT_WORDS) == [], (decision, lang)
        assert page.evaluate(BUILDINGS_CUT) == 0, (decision, lang)
        assert page.locator(".topbar").bounding_box()["height"] < 50
        expect(page.locator(".game .dock-prompt")).to_be_visible()  # one prompt: the hand's
        expect(page.locator(".topbar .prompt")).to_be_hidden()
    page.context.close()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_s_evolution_on_a_phone_controls_are_44_px_words_are_whole_and_nothing_lies_under_the_hand(
        browser, site_url: str, lang: str, s_positions) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    for decision in [*S_DECISIONS, "over"]:
        open_s_evolution(page, site_url, s_positions[decision], "over" if decision == "over" else "play")
        if page.evaluate("document.documentElement.lang") != lang:  # (the choice is kept by the next reload)
            switch_language(page, lang)
        assert page.evaluate(SMALL_CONTROLS) == [], (decision, lang)
        assert page.evaluate(CUT_WORDS) == [], (decision, lang)
        if decision == "over":
            assert page.evaluate(SPLIT_HEADINGS) == [], lang
        assert page.evaluate("document.documentElement.scrollWidth") <= 390, (decision, lang)  # nothing wider than the screen
        if decision != "over":
            assert page.evaluate(UNDER_THE_DOCK)["under"] == [], (decision, lang)
            expect(page.locator(".topbar .prompt")).to_be_hidden()  # one prompt: the hand's
            prompt = page.locator(".game .dock-prompt")
            expect(prompt).not_to_contain_text("click" if lang == "en" else "klicke", ignore_case=True)
            if decision == "take":
                expect(prompt).to_contain_text("tap it" if lang == "en" else "tippe sie an")
    context.close()


# Each resource track's name and its boxes: the gap between the name's words and the first box (px).
TRACK_GAPS = """() => [...document.querySelectorAll('.game .track')].map((track) => {
  const name = track.querySelector('.tname'), range = document.createRange();
  range.selectNodeContents(name);
  return {name: name.textContent, gap: track.querySelector('.boxes').getBoundingClientRect().left - range.getBoundingClientRect().right};
})"""


def test_s_evolution_resource_names_keep_clear_of_their_boxes_on_a_phone_in_every_language(browser, site_url: str,
                                                                                            s_positions) -> None:
    """French: "Nourriture" touched its first box at 390 px (a fixed name column)."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    resume(page, site_url, s_positions["play"])
    for lang in ["en", "fr", "de"]:
        if page.evaluate("document.documentElement.lang") != lang:
            switch_language(page, lang)
        tracks = page.evaluate(TRACK_GAPS)
        assert len(tracks) == 12 and all(track["gap"] >= 3 for track in tracks), (lang, tracks)
    context.close()


# The bands of a list's lines that its top or bottom edge cuts (CSS px in the page), inside the list's
# content box less a pixel each side; those in view (not under something else).
CUT_BANDS = """(selector) => {
  const list = document.querySelector(selector), box = list.getBoundingClientRect();
  const top = box.top + list.clientTop, bottom = top + list.clientHeight, left = box.left + list.clientLeft + 1;
  const bands = [];
  for (const line of list.children) {
    const b = line.getBoundingClientRect();
    if (b.top < top - 0.5 && b.bottom > top + 0.5) bands.push({x: left, y: top + 1, width: list.clientWidth - 2, height: b.bottom - top - 2});
    if (b.top < bottom - 0.5 && b.bottom > bottom + 0.5) bands.push({x: left, y: b.top + 1, width: list.clientWidth - 2, height: bottom - b.top - 2});
  }
  const seen = (band) => list.contains(document.elementFromPoint(band.x + band.width / 2, band.y + band.height / 2));
  return bands.filter((band) => band.height >= 1 && seen(band));  // (not one under a phone's hand)
}"""

# How many pixels of a PNG (base64) differ from its first one: ink on a blank band.
INKED = """async (png) => {
  const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
  const image = await createImageBitmap(new Blob([bytes], {type: 'image/png'}));
  const canvas = new OffscreenCanvas(image.width, image.height), g = canvas.getContext('2d');
  g.drawImage(image, 0, 0);
  const d = g.getImageData(0, 0, image.width, image.height).data;
  let inked = 0;
  for (let k = 0; k < d.length; k += 4) if (Math.abs(d[k] - d[0]) + Math.abs(d[k + 1] - d[1]) + Math.abs(d[k + 2] - d[2]) > 30) inked++;
  return inked;
}"""

NEXT_FRAME = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


def ink_in_cut_lines(page: Page, selector: str) -> list[int]:
    """The ink (pixels) that each line cut by the list's edge shows, in a screenshot of the page."""
    import base64
    return [page.evaluate(INKED, base64.b64encode(page.screenshot(clip=band)).decode())
            for band in page.evaluate(CUT_BANDS, selector)]


# The blank bands at a list's edges (CSS px): between its top and its first whole line, and between its
# last whole line and its bottom (a line cut by an edge, masked or not, leaves one).
BLANK_BANDS = """(selector) => {
  const list = document.querySelector(selector), box = list.getBoundingClientRect();
  const top = box.top + list.clientTop, bottom = top + list.clientHeight;
  const whole = [...list.children].map((line) => line.getBoundingClientRect())
    .filter((b) => b.top >= top - 0.5 && b.bottom <= bottom + 0.5);
  if (!whole.length) return ['no whole line'];
  return [['top', whole[0].top - top], ['bottom', bottom - whole[whole.length - 1].bottom]].filter(([, band]) => band > 1);
}"""


def at_rest(page: Page, selector: str) -> list:
    """The list's blank bands once its scroll has come to rest: none, or those left after 3 s."""
    try:
        page.wait_for_function(f"({BLANK_BANDS})({selector!r}).length === 0", timeout=3000)
    except PlaywrightTimeoutError:
        pass
    return page.evaluate(BLANK_BANDS, selector)


# Scroll the log so that the line `at` (a fraction of its lines) is cut in half by its top edge.
SCROLL_TO_HALF_A_LINE = """(at) => { const list = document.querySelector('.log-lines'), line = list.children[Math.floor(list.children.length * at)];
  list.scrollTop = line.offsetTop - list.offsetTop + line.offsetHeight / 2; }"""


@pytest.mark.parametrize("size", [{"width": 1366, "height": 768}, {"width": 390, "height": 844}])
def test_the_logs_lines_show_whole_or_not_at_all(browser, site_url: str, size) -> None:
    """The log, scrolled to its newest line, showed its top line cut in half."""
    phone = size["width"] < 500
    page = browser.new_context(viewport=size, has_touch=phone, is_mobile=phone).new_page()
    resume(page, site_url, hoarding("feeding", 5))
    page.evaluate("document.querySelector('.log-lines').scrollIntoView({block: 'center'})")
    page.evaluate(NEXT_FRAME)
    assert all(ink == 0 for ink in ink_in_cut_lines(page, ".log-lines")), "as drawn (the newest line in view)"
    if not phone:  # "since your last turn", beside the table: 16 lines, a few in view
        assert all(ink == 0 for ink in ink_in_cut_lines(page, ".since ol")), "since your last turn"
    for at in [0.3, 0.5, 0.7]:  # scrolled to lines cut at both edges
        page.evaluate(SCROLL_TO_HALF_A_LINE, at)
        at_rest(page, ".log-lines")
        inks = ink_in_cut_lines(page, ".log-lines")
        assert all(ink == 0 for ink in inks), (at, inks)
    page.context.close()


def scrolling_log(browser, site_url: str, size) -> tuple[Page, Locator, bool]:
    """A table at `size` (a phone if narrower than 500 px) whose log scrolls, in view and at rest with
    no blank band: the page, the log's list, and whether it is a phone."""
    phone = size["width"] < 500
    page = browser.new_context(viewport=size, has_touch=phone, is_mobile=phone).new_page()
    resume(page, site_url, hoarding("feeding", 5))
    log = page.locator(".log-lines")
    log.scroll_into_view_if_needed()
    assert log.evaluate("(list) => list.scrollHeight > list.clientHeight + 40")  # (it scrolls)
    assert at_rest(page, ".log-lines") == [], "as drawn (the newest line in view)"
    return page, log, phone


@pytest.mark.parametrize("size", [{"width": 1366, "height": 768}, {"width": 390, "height": 844}])
def test_the_logs_leave_no_blank_band_at_their_edges(browser, site_url: str, size) -> None:
    """A line cut by the log's edge was masked, which left a blank band up to a line tall
    between the log's title and its first line. The log scrolls from line to line and is as tall as
    the whole lines it shows: as drawn, scrolled by the wheel, and scrolled to the middle of a line."""
    page, log, phone = scrolling_log(browser, site_url, size)
    if not phone:
        assert at_rest(page, ".since ol") == [], "since your last turn"
        log.hover()
        for _ in range(3):
            before = log.evaluate("(list) => list.scrollTop")
            page.mouse.wheel(0, -100)
            page.wait_for_function(f"document.querySelector('.log-lines').scrollTop < {before}")
            assert at_rest(page, ".log-lines") == [], "scrolled up by the wheel"
    for at in [0.3, 0.5, 0.7]:
        page.evaluate(SCROLL_TO_HALF_A_LINE, at)
        assert at_rest(page, ".log-lines") == [], at
    page.context.close()


# A phone's top bar: its parts that must show whole (the round and phase, the bell, the tools in the
# row), each whole, and the bar's height.
PHONE_TOP_LINE = """() => {
  const whole = [...document.querySelectorAll('.topline .round-phase, .topline .last-round, .topline > .status > strong, .topline > .status > .phase, .topline .tools > :not(.tool-menu)')];
  const cut = (n) => { const b = n.getBoundingClientRect();
    for (let up = n.parentElement; up && !up.classList.contains('topbar'); up = up.parentElement) {
      const box = up.getBoundingClientRect();
      if (getComputedStyle(up).overflowX !== 'visible' && (b.right > box.right + 1 || b.left < box.left - 1)) return true;
    }
    return n.scrollWidth > n.clientWidth + 1 || b.right > innerWidth || b.width < 1; };
  return {cut: whole.filter(cut).map((n) => n.className + ' ' + n.textContent.trim()), parts: whole.length,
          height: document.querySelector('.topbar').getBoundingClientRect().height};
}"""

# The open menu's controls that do not lie whole on the screen.
OFF_SCREEN = """() => [...document.querySelectorAll('.tool-menu button, .tool-menu select')].filter((n) => {
  const b = n.getBoundingClientRect();
  return b.left < 0 || b.right > innerWidth || b.top < 0 || b.bottom > innerHeight;
}).map((n) => n.textContent.trim())"""


@pytest.mark.parametrize("where", ["evolution", "last-round", "s-evolution"])
def test_on_a_phone_the_top_bar_is_one_row_and_its_tools_open_in_a_menu(browser, site_url: str, where: str,
                                                                         s_positions) -> None:
    """On a phone the top bar took 2-3 rows (120-165 px) of tools and counts."""
    from tests.browser.test_table import _last_round_position
    save = {"evolution": lambda: hoarding("play_cards", 5), "last-round": _last_round_position,
            "s-evolution": lambda: s_positions["play"]}[where]()
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    resume(page, site_url, save)
    toggle = page.locator(".topbar .tools-toggle")
    for lang in ["en", "fr", "de"]:
        switch_language(page, lang)
        seen = page.evaluate(PHONE_TOP_LINE)
        assert seen["cut"] == [] and seen["parts"] >= 2, (lang, seen)
        assert seen["height"] < 60, (lang, seen)
        if where == "last-round":
            expect(page.locator(".topbar .last-round")).to_be_visible()
        toggle.tap()
        expect(toggle).to_have_attribute("aria-expanded", "true")
        expect(page.locator(".tool-menu [data-act=saves]")).to_be_visible()
        assert page.evaluate(SMALL_CONTROLS) == [], lang
        assert page.evaluate(OFF_SCREEN) == [], lang
        page.keyboard.press("Escape")
        expect(page.locator(".tool-menu")).to_be_hidden()
        expect(toggle).to_be_focused()
    toggle.tap()
    page.locator(".dock h2").tap()  # a tap elsewhere closes it
    expect(page.locator(".tool-menu")).to_be_hidden()
    context.close()


# The German catalogue's longest default names of S-Evolution's bots (web/games/s-evolution-i18n-de.js).
GERMAN_BOT_NAMES = ["Hatschepsut", "Hammurabi", "Kleopatra", "Karl der Große"]


def s_evolution_end(names: list[str], seed: int = 1) -> str:
    """A finished 4-player S-Evolution game between seats named `names` (medium bots' moves)."""
    from evolution.games.s_evolution.bots import Observation as SObservation
    from evolution.games.s_evolution.bots import make_bot as make_s_bot
    s = Session.new(GameConfig(game="s-evolution", seed=seed, seats=[{"name": names[0], "bot": None}]
                               + [{"name": n, "bot": "medium"} for n in names[1:]]))
    me = make_s_bot("medium", seed)
    while s.state.phase != "over":
        if s.bots_to_move():
            s.bot_step()
        else:
            s.act(me.choose(SObservation(s.state, 0)).model_dump())
    return s.to_json()


def test_s_evolution_end_table_on_a_phone_with_long_names_splits_no_heading_and_fits(browser, site_url: str) -> None:
    """With the longest names the
    German catalogue gives bots, the name column squeezes the others; the table still fits the screen."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    open_site(page, site_url + FAST)
    open_s_evolution(page, site_url, s_evolution_end(GERMAN_BOT_NAMES), "over")
    for lang in ["de", "fr", "en"]:
        switch_language(page, lang)
        expect(page.locator(".scores tbody tr")).to_have_count(4)
        assert page.evaluate(SPLIT_HEADINGS) == [], lang
        assert page.evaluate("document.documentElement.scrollWidth") <= 390, lang
    context.close()


def flight_last_round(names: list[str], seed: int = 7) -> str:
    """A 4-player Flight game (greedy bots) in its last round, seat 0 (a human) to move."""
    s = Session.new(GameConfig(seats=[{"name": names[0], "bot": None}] + [{"name": n, "bot": "greedy"} for n in names[1:]],
                               options={"ruleset": "flight"}, seed=seed))
    me = make_bot("greedy", seed)
    while s.state.phase != "over":
        if s.bots_to_move():
            s.bot_step()
        elif s.state.last_round == s.state.round:
            return s.to_json()
        else:
            s.act(me.choose(Observation(s.state, 0)))
    raise AssertionError("no last round with seat 0 to move")


def test_evolution_end_table_on_a_phone_splits_no_heading_and_fits(browser, site_url: str) -> None:
    """With
    four 12-letter names, the headings break only at their soft hyphens and the table fits the screen."""
    from tests.browser.pages import play_to_end
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    resume(page, site_url, flight_last_round(["Ana Lovelace", "Bo Alphonsus", "Cy Lamarckia", "Darwin Jr II"]))
    play_to_end(page)
    for lang in ["de", "fr", "en"]:
        switch_language(page, lang)
        expect(page.locator(".scores tbody tr")).to_have_count(4)
        assert page.evaluate(SPLIT_HEADINGS) == [], lang
        assert page.evaluate("document.documentElement.scrollWidth") <= 390, lang
        table = page.locator(".scores").bounding_box()
        assert table["x"] >= 0 and table["x"] + table["width"] <= 390, (lang, table)
        assert page.evaluate(STAR_BESIDE_NAME) == [True], lang  # (the star had a line of its own)
    context.close()


# Whether each winner's star sits on the first line of its name in the end table.
STAR_BESIDE_NAME = """() => [...document.querySelectorAll('.scores tr.winner th')].map((th) => {
  const texts = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
  let star = texts.nextNode();
  while (star && !star.textContent.includes('★')) star = texts.nextNode();
  const range = document.createRange();
  range.selectNodeContents(star);
  const s = range.getBoundingClientRect(), name = th.querySelector('.seat-label').getClientRects()[0];
  return Math.abs((s.top + s.bottom) / 2 - (name.top + name.bottom) / 2) < name.height / 2;
})"""


def test_on_a_phone_the_log_and_the_rules_end_above_the_hand(browser, site_url: str) -> None:
    """On a phone the page's end lay under the hand, fixed at the screen's bottom:
    the log's newest lines and the rules panel could not be scrolled out from under it."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    resume(page, site_url, hoarding("feeding", 5))
    page.evaluate("scrollTo(0, document.scrollingElement.scrollHeight)")
    page.wait_for_function("scrollY + innerHeight >= document.scrollingElement.scrollHeight - 1")
    under = page.evaluate("""() => { const dock = document.querySelector('.dock').getBoundingClientRect();
        return ['.log-lines > :last-child', '.help'].filter((s) => document.querySelector(s).getBoundingClientRect().bottom > dock.top); }""")
    assert under == []
    context.close()
