"""A phone table built for one hand (390x844, touch), in real Chromium, in both games: the round and
the phase (the top bar) and the watering hole (S-Evolution: the trick) stay in view as the boards
scroll; a dock with no card folds to its prompt and buttons; a hunt shows the hunter with each prey
it may attack, and the dock covers no Attack; every control and every term a tap explains is
44x44 px; a name in S-Evolution's trick shows whole."""

from __future__ import annotations

import json
import os
import re

import pytest
from playwright.sync_api import expect

from evolution.core.session import GameConfig, Session
from evolution.games.evolution import engine
from evolution.games.evolution.bots import Observation, make_bot
from tests.browser.pages import FAST, MODE, READY_TIMEOUT_MS, open_site, position_with, reload_into_autosave, resume
from tests.browser.test_a11y import axe_source, serious_violations  # noqa: F401  (axe_source: a fixture)
from tests.browser.test_fit_all import BROKEN_WORDS, full_table
from tests.browser.test_fit_strips import crowded

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}

# Every control a finger may use (and every term whose rule a tap shows): its size, where under 44 px.
SMALL_TARGETS = """() => [...document.querySelectorAll(
    'button, select, input, a[href], summary, [role=button], [tabindex="0"], .term[data-rule]')]
  .filter((n) => n.getClientRects().length && !n.disabled && getComputedStyle(n).visibility !== 'hidden'
    && !n.closest('[hidden], dialog:not([open]), .sr-only'))
  .map((n) => [n, n.getBoundingClientRect()])
  .filter(([n, b]) => b.width < 43.5 || b.height < 43.5)
  .map(([n, b]) => `${n.className} "${n.textContent.trim().slice(0, 16)}" ${Math.round(b.width)}x${Math.round(b.height)}`)"""


def in_view(page, selector: str) -> dict:
    """Where `selector`'s box is, and the dock's top (innerHeight without one)."""
    return page.evaluate("""(selector) => {
      const b = document.querySelector(selector).getBoundingClientRect();
      const dock = document.querySelector('.dock:not([hidden])');
      return {top: b.top, bottom: b.bottom, dock: dock ? dock.getBoundingClientRect().top : innerHeight, height: innerHeight};
    }""", selector)


def test_the_round_the_phase_and_the_watering_hole_stay_in_view_and_an_empty_dock_folds(browser, site_url: str,
                                                                                      axe_source: str) -> None:  # noqa: F811
    """Scrolled down to the last board, the top bar and the watering hole were gone; in feeding with
    no card the dock said "No cards." and kept 170 px."""
    page = browser.new_context(**PHONE).new_page()
    resume(page, site_url, crowded(1, "feeding", (5, 5, 5, 5)))
    expect(page.locator(".dock .hand-size")).to_have_text("0 cards")
    dock = page.locator(".dock").bounding_box()
    assert dock["height"] < 80, dock
    expect(page.locator(".dock")).not_to_contain_text("No cards")
    page.evaluate("scrollTo(0, document.scrollingElement.scrollHeight)")
    page.wait_for_function("scrollY > 1000")
    for part in [".topbar .round-phase", ".watering-hole"]:
        box = in_view(page, part)
        assert box["top"] >= -1 and box["bottom"] <= box["dock"], (part, box)
    assert page.evaluate(SMALL_TARGETS) == []
    assert serious_violations(page, axe_source) == []
    page.context.close()


def test_a_hunt_shows_the_hunter_with_each_prey_and_no_attack_under_the_dock(browser, site_url: str,
                                                                           axe_source: str) -> None:  # noqa: F811
    """Predator and prey were never on screen together, and the dock covered the Attack buttons
    just under it (targets at y 672-716, the dock's top at 674)."""
    page = browser.new_context(**PHONE).new_page()
    save, move = position_with("attack")
    resume(page, site_url, save)
    page.locator(f".player.viewer .species[data-species='{move['species']}'] [data-act=hunt]").tap()
    attacks = page.locator(".players .species.target-legal [data-legal]")
    expect(attacks.first).to_be_visible()
    hunter = page.locator(".dock .hunter")
    name = page.locator(".player.viewer .species.attacker .sp-title").inner_text().strip()
    for k in range(attacks.count()):
        attack = attacks.nth(k)
        attack.evaluate("(n) => n.scrollIntoView({block: 'nearest'})")
        box = attack.bounding_box()
        assert attack.evaluate("""(n) => { const b = n.getBoundingClientRect();
          return n.contains(document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2)); }"""), k
        assert box["width"] >= 44 and box["height"] >= 44, box
        # the hunter, with what an attack is weighed by, in view beside its prey
        expect(hunter).to_be_in_viewport()
        assert hunter.inner_text().lower().startswith(name.lower()), (hunter.inner_text(), name)
    # only the hunter and its prey are drawn on the boards while it hunts
    assert page.locator(".players .species:visible").count() == attacks.count() + 1
    assert page.evaluate(SMALL_TARGETS) == []
    assert serious_violations(page, axe_source) == []
    page.locator(".dock-actions .cancel").tap()
    assert page.locator(".players .species:visible").count() > attacks.count() + 1
    page.context.close()


def test_evolution_controls_are_44_px_with_a_card_chosen(browser, site_url: str) -> None:
    """Every control of the play-cards phase with a card chosen, and of feeding, is a 44 px target."""
    page = browser.new_context(**PHONE).new_page()
    resume(page, site_url, full_table("play_cards"))
    page.locator(".hand .card[data-legal]").first.tap()
    expect(page.locator(".player.viewer .slot")).to_have_count(2)
    assert page.evaluate(SMALL_TARGETS) == []
    page.context.close()


def s_evolution_save(phase: str, seed: int = 3) -> str:
    """A save of S-Evolution from round 2 on, Tester (seat 0) to decide in the trick (`cards`) or the
    action phase, against three bots with long names (random moves for every seat before)."""
    import random

    names = ["Tester", "Hammurabi", "Hatshepsut", "Nebuchadnezzar"]
    s = Session.new(GameConfig(game="s-evolution", seed=seed,
                               seats=[{"name": n, "bot": None if k == 0 else "easy"} for k, n in enumerate(names)]))
    rng = random.Random(seed)
    while True:
        if s.bots_to_move():
            s.bot_step()
            continue
        frame = s.table(0)["frame"]
        if s.state.round >= 2 and (frame["phase"] == "action") == (phase == "action"):
            return s.to_json()
        s.act(rng.choice(s.game.legal_actions(s.state)))


@pytest.mark.parametrize("phase", ["cards", "action"])
def test_s_evolution_controls_are_44_px_and_the_trick_stays_in_view_with_its_names_whole(browser, site_url: str, phase,
                                                                                         axe_source: str) -> None:  # noqa: F811
    """Term buttons were 18-30 px tall, the Discovery slots 30x24, and the trick cut its names
    ("Hammur…", "Hatsheps…") with half its row empty."""
    page = browser.new_context(**PHONE).new_page()
    resume(page, site_url, s_evolution_save(phase))
    assert page.evaluate(SMALL_TARGETS) == []
    if phase == "cards":
        whos = page.locator(".trick .who")
        expect(whos).to_have_count(4)
        assert whos.evaluate_all("(ns) => ns.filter((n) => n.scrollWidth > n.clientWidth + 1).map((n) => n.textContent)") == []
        assert page.evaluate(BROKEN_WORDS) == []
        page.evaluate("scrollTo(0, document.scrollingElement.scrollHeight)")
        page.wait_for_function("scrollY > 300")
        for part in [".topbar .status", ".trick"]:
            box = in_view(page, part)
            assert box["top"] >= -1 and box["bottom"] <= box["height"], (part, box)
    assert serious_violations(page, axe_source) == []
    page.context.close()


def test_a_table_waits_for_its_games_stylesheet(browser, site_url: str) -> None:
    """A game's stylesheet (its @import included) is in before the page says it is ready and draws a
    table: under load a table was drawn before it, unstyled, its terms 18 px tall. (No service worker:
    a sheet it serves from its cache never reaches the route that holds it back.)"""
    page = browser.new_context(**PHONE, service_workers="block").new_page()
    open_site(page, site_url + FAST)
    held = []
    page.route("**/s-evolution-table.css", lambda route: held.append(route))
    with page.expect_request("**/s-evolution-table.css"):
        reload_into_autosave(page, s_evolution_save("cards"))
    page.wait_for_function("window.evolution", timeout=READY_TIMEOUT_MS)  # (Python is up)
    assert page.evaluate("[document.documentElement.dataset.shell, document.documentElement.dataset.engine]") \
        == [None, "loading"]  # the shell waits for the sheet
    held[0].continue_()
    page.wait_for_function(f"{MODE} === 'play'", timeout=READY_TIMEOUT_MS)
    assert page.evaluate(SMALL_TARGETS) == []
    page.context.close()


def test_the_home_pages_language_buttons_are_44_px(browser, site_url: str) -> None:
    """They were 35 px tall on a phone."""
    page = browser.new_context(**PHONE).new_page()
    page.goto(site_url)
    page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=READY_TIMEOUT_MS)
    sizes = page.locator("#lang-toggle button.lang").evaluate_all(
        "(ns) => ns.map((n) => [n.getBoundingClientRect().width, n.getBoundingClientRect().height])")
    assert sizes and all(w >= 44 and h >= 44 for w, h in sizes), sizes
    page.context.close()


SIDEWAYS = [(844, 390), (740, 360)]
SHOTS = os.environ.get("PHONE_TABLE_SHOTS")  # a folder to keep a screenshot of each sideways phase in

# Where the hand is against the table: the dock's box, the rightmost edge of the table's parts (the
# watering hole or the trick, the boards), the page's horizontal overflow, and whether the top bar's
# prompt (or, where the hand says it, the hand's) is in view.
BESIDE = """() => {
  const box = (n) => n.getBoundingClientRect();
  const dock = box(document.querySelector('.dock:not([hidden])'));
  const table = [...document.querySelectorAll('.watering-hole, .sources, .trick-area, .players, .boards')]
    .filter((n) => n.getClientRects().length).map((n) => box(n).right);
  const prompt = [...document.querySelectorAll('.topbar .prompt, .dock .dock-prompt')]
    .filter((n) => n.getClientRects().length && n.textContent.trim() && getComputedStyle(n).visibility !== 'hidden')
    .map(box).filter((b) => b.top >= 0 && b.bottom <= innerHeight && b.right <= innerWidth + 1);
  return {dock: {left: dock.left, top: dock.top, bottom: dock.bottom}, table: Math.max(...table), prompt: prompt.length,
          overflow: document.scrollingElement.scrollWidth - innerWidth, width: innerWidth, height: innerHeight};
}"""

# Whether a control is wholly on screen, not under the hand nor the top bar: its corners' points are its own.
WHOLLY_IN_VIEW = """(n) => { const b = n.getBoundingClientRect();
  if (b.top < 0 || b.left < 0 || b.bottom > innerHeight || b.right > innerWidth) return false;
  return [[b.left + 3, b.top + 3], [b.right - 3, b.top + 3], [b.left + 3, b.bottom - 3], [b.right - 3, b.bottom - 3]]
    .every(([x, y]) => n.contains(document.elementFromPoint(x, y))); }"""


def sideways(browser, size):
    width, height = size
    return browser.new_context(viewport={"width": width, "height": height}, has_touch=True, is_mobile=True).new_page()


def assert_beside(page, name: str) -> None:
    """The hand is a column on the right, beside the table; the prompt is in view; nothing scrolls sideways."""
    at = page.evaluate(BESIDE)
    assert at["dock"]["left"] >= 0.6 * at["width"], at
    assert at["table"] <= at["dock"]["left"] + 0.5, at
    assert at["dock"]["bottom"] >= at["height"] - 1 and at["dock"]["top"] <= 0.3 * at["height"], at
    assert at["prompt"] >= 1, at
    assert at["overflow"] <= 0, at
    if SHOTS:
        page.screenshot(path=f"{SHOTS}/{name}_{at['width']}x{at['height']}.png")


def any_in_view(locator) -> bool:
    return any(locator.nth(k).evaluate(WHOLLY_IN_VIEW) for k in range(locator.count()))


@pytest.mark.parametrize("size", SIDEWAYS, ids=["844x390", "740x360"])
def test_a_phone_held_sideways_plays_cards_with_the_hand_beside_the_table(browser, site_url: str, size) -> None:
    """Sideways, the top bar (130 px) and the hand under the table (160-190 px) left a 50 px slit for
    the table (10 px at 740x360): "tap a highlighted place" with none on screen."""
    page = sideways(browser, size)
    resume(page, site_url, crowded(1, "play_cards", (2, 2, 2, 2)))
    assert_beside(page, "evolution_play")
    page.locator(".hand .card[data-legal]").first.tap()
    places = page.locator(".player.viewer button.target.legal")
    expect(places.first).to_be_attached()
    page.wait_for_function("document.querySelector('.player.viewer button.target.legal')")
    assert any_in_view(places), "no legal place for the card in view"
    assert_beside(page, "evolution_card")
    page.context.close()


@pytest.mark.parametrize("size", SIDEWAYS, ids=["844x390", "740x360"])
def test_a_phone_held_sideways_feeds_with_an_eat_or_attack_in_view(browser, site_url: str, size) -> None:
    """In feeding, only the watering hole was in view over the hand."""
    page = sideways(browser, size)
    resume(page, site_url, crowded(1, "feeding", (3, 3, 3, 3)))
    assert_beside(page, "evolution_feed")
    assert any_in_view(page.locator(".player.viewer .sp-actions [data-legal]")), "no Eat or Attack in view"
    page.context.close()


@pytest.mark.parametrize("phase", ["cards", "action"])
@pytest.mark.parametrize("size", SIDEWAYS, ids=["844x390", "740x360"])
def test_s_evolution_sideways_shows_the_trick_and_the_hand_beside_it(browser, site_url: str, size, phase) -> None:
    """S-Evolution sideways: the hand and the trick (or the action's choices) on screen together."""
    page = sideways(browser, size)
    resume(page, site_url, s_evolution_save(phase))
    assert_beside(page, f"s_evolution_{phase}")
    if phase == "cards":
        expect(page.locator(".trick-area")).to_be_in_viewport()
        slots = page.locator(".trick .slot")  # one row: every card of the trick at one height
        assert len({round(b["y"]) for b in (slots.nth(k).bounding_box() for k in range(slots.count()))}) == 1
        assert any_in_view(page.locator(".dock .hand [data-legal]")), "no card of the hand in view"
    else:
        assert any_in_view(page.locator(".dock [data-legal]")), "no action in view"
    page.context.close()


# Each board whose top has gone under the sticky watering hole: whether its head (the player's name,
# what the board is) is still its own to see, its name's middle not under the band nor the top bar.
HEADS_UNDER_THE_BAND = """() => {
  const band = document.querySelector('.board > .watering-hole, .board > .sources').getBoundingClientRect();
  return [...document.querySelectorAll('.players .player')].filter((p) => {
    const b = p.getBoundingClientRect();
    return b.top < band.bottom && b.bottom > band.bottom + 150;
  }).map((p) => {
    const name = p.querySelector('.pname');
    const b = name.getBoundingClientRect();
    return {seat: p.dataset.seat, seen: name.contains(document.elementFromPoint(b.left + 4, b.top + b.height / 2))};
  });
}"""


def test_a_board_scrolled_under_the_watering_hole_keeps_its_players_name_in_view(browser, site_url: str) -> None:
    """As the boards scrolled, the sticky watering hole covered the head of the board under it (the
    player's own name and counts): a page of species with no word of whose they are."""
    page = browser.new_context(**PHONE).new_page()
    resume(page, site_url, crowded(1, "feeding", (5, 5, 5, 5)))
    seen = []
    for y in range(150, 2400, 250):
        page.evaluate(f"scrollTo(0, {y})")
        page.wait_for_function(f"Math.abs(scrollY - Math.min({y}, document.scrollingElement.scrollHeight - innerHeight)) < 2")
        seen += page.evaluate(HEADS_UNDER_THE_BAND)
    assert {s["seat"] for s in seen} >= {"0", "1"}, seen  # (the viewer's board and an opponent's went under)
    assert [s for s in seen if not s["seen"]] == [], seen
    page.context.close()


def hinted_hunt() -> tuple[str, dict]:
    """A save where the hint (asked for Ana, seat 0) is an attack on another player's species."""
    for seed in range(60):
        s = Session.new(GameConfig(seats=[{"name": "Ana", "bot": None}, {"name": "Bo", "bot": "greedy"},
                                          {"name": "Cy", "bot": "greedy"}], options={"ruleset": "nsg2"}, seed=seed))
        me = make_bot("random", seed)
        while s.state.phase != "over":
            if s.bots_to_move():
                s.bot_step()
                continue
            if any(a.kind == "attack" and a.target[0] != 0 for a in engine.legal_actions(s.state, 0)):
                hint = s.hint(0)["action"]
                if hint["kind"] == "attack" and hint["target"][0] != 0:
                    return s.to_json(), hint
            s.act(me.choose(Observation(s.state, 0)))
    raise AssertionError("no position whose hint is an attack on another player")


def test_a_hinted_hunt_shows_the_hunter_with_the_prey_it_means_marked(browser, site_url: str) -> None:
    """Asked on a phone, a hint to hunt outlined the hunter, while the prey it meant was off screen."""
    page = browser.new_context(**PHONE).new_page()
    save, hint = hinted_hunt()
    resume(page, site_url, save)
    page.locator(".dock [data-act=hint]").tap()
    owner, s = hint["target"]
    prey = page.locator(f".player[data-seat='{owner}'] .species[data-species='{s}']")
    expect(prey).to_have_class(re.compile(r"\bhinted\b"))
    expect(page.locator(".players .species.hinted")).to_have_count(1)  # the prey alone, not the hunter
    attack = f".player[data-seat='{owner}'] .species[data-species='{s}'] [data-legal]"
    page.wait_for_function(f"({WHOLLY_IN_VIEW})(document.querySelector(`{attack}`))", timeout=3000)  # (its Attack, not under the hand)
    hunter = page.locator(".dock .hunter")
    expect(hunter).to_be_in_viewport()
    name = page.locator(f".player.viewer .species[data-species='{hint['species']}'] .sp-title").inner_text().strip()
    assert hunter.inner_text().lower().startswith(name.lower()), (hunter.inner_text(), name)
    page.context.close()


# The hand's cards that show in part at its ends (what its box cuts off), by name.
CUT_CARDS = """() => {
  const hand = document.querySelector('.dock .hand').getBoundingClientRect();
  return [...document.querySelectorAll('.dock .hand .card')].map((n) => [n, n.getBoundingClientRect()])
    .filter(([n, b]) => b.right > hand.left + 1 && b.left < hand.right - 1 && (b.left < hand.left - 1 || b.right > hand.right + 1))
    .map(([n, b]) => `${n.querySelector('.cname').textContent} ${Math.round(b.left)}-${Math.round(b.right)} in ${Math.round(hand.left)}-${Math.round(hand.right)}`);
}"""


def test_the_phones_hand_shows_whole_cards_at_its_arrows(browser, site_url: str) -> None:
    """The hand's row cut its cards at its arrows ("Burrow…" at the right one, "…ging" at the left):
    it shows whole cards, wherever it is scrolled to."""
    page = browser.new_context(**PHONE).new_page()
    resume(page, site_url, full_table("play_cards"))
    after = page.locator(".dock .scroll-more.after")
    expect(after).to_be_enabled()
    cuts = page.evaluate(CUT_CARDS)
    for _ in range(8):
        if not after.is_enabled():
            break
        moved = page.evaluate("""() => new Promise((done) => {
          const hand = document.querySelector('.dock .hand');
          hand.addEventListener('scrollend', () => done(hand.scrollLeft), {once: true});
          document.querySelector('.dock .scroll-more.after').click();
        })""")
        assert moved > 0
        cuts += page.evaluate(CUT_CARDS)
    assert not after.is_enabled()  # (scrolled to its end)
    assert cuts == []
    assert page.evaluate(BROKEN_WORDS) == []  # (each name broken only where its word may break)
    page.context.close()


# The middles of a board head's counts (cards in hand, food bag, score), and of their numbers' text.
COUNT_MIDDLES = """() => [...document.querySelectorAll('.player .pstats')].map((row) => [...row.children].map((n) => {
  const b = (n.querySelector('.shown') ?? n).getBoundingClientRect();
  return Math.round((b.top + b.bottom) / 2);
}))"""


def test_a_touch_screens_board_counts_stand_on_one_line(browser, site_url: str) -> None:
    """On a touch screen the food bag's count (a term a tap explains, 44 px tall) sat a line lower than
    the hand's count and the score beside it."""
    page = browser.new_context(**PHONE).new_page()
    resume(page, site_url, crowded(1, "feeding", (2, 2, 2, 2)))
    rows = page.evaluate(COUNT_MIDDLES)
    assert len(rows) == 4 and all(len(row) == 3 for row in rows), rows
    assert [row for row in rows if max(row) - min(row) > 2] == [], rows
    page.context.close()


# The hinted card's mark (its star, its outline) against the hand's row that clips what it holds.
HINT_MARK = """() => {
  const card = document.querySelector('.dock .hand .card.hinted');
  const b = card.getBoundingClientRect(), s = getComputedStyle(card), star = getComputedStyle(card, '::after');
  const left = b.left + parseFloat(s.borderLeftWidth) + parseFloat(star.left), top = b.top + parseFloat(s.borderTopWidth) + parseFloat(star.top);
  const ring = parseFloat(s.outlineOffset) + parseFloat(s.outlineWidth);
  const row = document.querySelector('.dock .hand').getBoundingClientRect();
  return {star: [left, top, left + parseFloat(star.width), top + parseFloat(star.height)],
          outline: [b.left - ring, b.top - ring, b.right + ring, b.bottom + ring], row: [row.left, row.top, row.right, row.bottom]};
}"""


def test_the_hinted_card_in_a_phones_hand_shows_its_whole_star(browser, site_url: str) -> None:
    """The hint's star on a card of the hand was cut off by the hand's row (and its outline with it)."""
    page = browser.new_context(**PHONE).new_page()
    resume(page, site_url, crowded(1, "food_card", (2, 2, 2, 2)))
    page.locator(".dock [data-act=hint]").tap()
    card = page.locator(".dock .hand .card.hinted")
    expect(card).to_have_count(1)
    card.evaluate("(n) => n.scrollIntoView({block: 'nearest', inline: 'nearest', behavior: 'instant'})")
    mark = page.evaluate(HINT_MARK)
    row = mark["row"]
    for part in ["star", "outline"]:
        left, top, right, bottom = mark[part]
        assert left >= row[0] - 0.5 and top >= row[1] - 0.5 and right <= row[2] + 0.5 and bottom <= row[3] + 0.5, (part, mark)
    page.context.close()


@pytest.mark.parametrize("size", SIDEWAYS, ids=["844x390", "740x360"])
def test_a_phone_held_sideways_keeps_the_watering_hole_in_view_as_it_feeds(browser, site_url: str, size) -> None:
    """Sideways, the watering hole scrolled away with the boards while feeding: a species fed with
    the plants it showed no longer in view."""
    page = sideways(browser, size)
    resume(page, site_url, crowded(1, "feeding", (3, 3, 3, 3)))
    page.locator(".players .player").last.evaluate("(n) => n.scrollIntoView({block: 'end', behavior: 'instant'})")
    page.wait_for_function("scrollY > 300")  # (the last board's foot at the screen's: the log, the rules below)
    hole = page.locator(".board > .watering-hole, .board > .sources")
    assert hole.evaluate(WHOLLY_IN_VIEW), hole.bounding_box()
    assert hole.bounding_box()["height"] <= 0.2 * size[1], hole.bounding_box()  # (a band, not a wall)
    # the last species' Eat or Attack, brought into view, is not under the band
    last = page.locator(".players .sp-actions [data-legal]").last
    last.evaluate("(n) => n.scrollIntoView({block: 'nearest', behavior: 'instant'})")
    assert last.evaluate(WHOLLY_IN_VIEW)
    page.context.close()


@pytest.mark.parametrize("size", SIDEWAYS, ids=["844x390", "740x360"])
def test_s_evolution_sideways_shows_end_action_phase_without_scrolling_the_hand(browser, site_url: str, size) -> None:
    """Sideways, S-Evolution's "End action phase" was under the fold of the hand's column (below the
    stock's words), and the Discoveries were cut at the board's right edge."""
    page = sideways(browser, size)
    resume(page, site_url, s_evolution_save("action"))
    end = page.locator(".dock .actions .end-turn")
    expect(end).to_be_visible()
    assert end.evaluate(WHOLLY_IN_VIEW), end.bounding_box()
    assert page.evaluate("document.querySelector('.dock').scrollTop") == 0
    assert page.evaluate(CUT_DISCOVERIES) == []
    page.context.close()


# A Discovery's place that pokes out of its board (or out of the grid of places it is drawn in).
CUT_DISCOVERIES = """() => [...document.querySelectorAll('.board .discoveries li')].filter((n) => {
  const b = n.getBoundingClientRect(), grid = n.parentNode.getBoundingClientRect(), board = n.closest('.board').getBoundingClientRect();
  return b.right > Math.min(grid.right, board.right) + 0.5 || b.left < Math.max(grid.left, board.left) - 0.5;
}).map((n) => `${n.closest('.board').dataset.seat}: ${n.textContent}`)"""


# Each frame's (mode, boards marked "to move"), from a tap until the viewer's turn comes back.
WATCH_TO_MOVE = """() => { window.toMoveSeen = new Set(); const look = () => {
  window.toMoveSeen.add(JSON.stringify([document.querySelector('.game').dataset.mode,
    [...document.querySelectorAll('.board .badge.to-move')].map((b) => b.closest('.board').dataset.seat)]));
  requestAnimationFrame(look); }; requestAnimationFrame(look); }"""


def test_s_evolution_marks_no_one_to_move_but_the_bot_it_waits_for(browser, site_url: str) -> None:
    """On a phone, as a bot's move was shown the top bar said "Hatshepsut's move." while your own board
    still said "to move"."""
    page = browser.new_context(**PHONE).new_page()
    open_site(page, site_url)  # (the bots' moves shown at their usual pace)
    reload_into_autosave(page, Session.new(GameConfig(game="s-evolution", seed=3, seats=[
        {"name": n, "bot": None if k == 0 else "easy"} for k, n in enumerate(["Tester", "Hammurabi", "Hatshepsut"])])).to_json())
    page.wait_for_function(f"{MODE} === 'play'", timeout=READY_TIMEOUT_MS)
    page.evaluate(WATCH_TO_MOVE)
    page.locator(".dock .hand [data-legal]").first.tap()
    page.wait_for_function(f"{MODE} === 'bot'")
    page.wait_for_function(f"{MODE} === 'play'", timeout=READY_TIMEOUT_MS)
    seen = [json.loads(s) for s in page.evaluate("[...window.toMoveSeen]")]
    assert [mode for mode, marked in seen if mode == "bot" and marked] == [], seen
    assert ["play", ["0"]] in seen, seen  # (the viewer's own turn is marked)
    page.context.close()
