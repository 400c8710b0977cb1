"""Evolution's top bar in real Chromium: on a laptop the ruleset's badge shows in every
phase, and beside Undo; on a phone the menu of tools names where its last button goes (not "Menu" inside the menu)
and keeps a space after the ruleset's badge, in English, French and German."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from evolution.core.session import Session
from evolution.games.evolution.bots import Observation, make_bot
from tests.browser.pages import switch_language
from tests.browser.test_a11y import open_save
from tests.browser.test_fit import new_session

pytestmark = pytest.mark.browser

NAMES = ["Ana", "Darwin", "Lamarck"]


def at_each_phase(ruleset: str, seed: int = 3) -> dict[str, Session]:
    """Ana's first decision (a greedy bot's moves) in each phase of round 2 against greedy bots."""
    session = new_session(seed, ruleset, NAMES)
    me = make_bot("greedy", seed)
    found: dict[str, Session] = {}
    while session.state.phase != "over" and session.state.round <= 2:
        if session.bots_to_move():
            session.bot_step()
            continue
        if session.state.round == 2 and session.state.phase not in found:
            found[session.state.phase] = Session.from_json(session.to_json())
        session.act(me.choose(Observation(session.state, 0)))
    return found


# The ruleset's badge: shown (on the first line of its room, not wrapped out of it) and its width.
BADGE = """(() => { const badge = document.querySelector('.topline .badge.ruleset');
  const r = badge.getBoundingClientRect(), room = badge.parentElement.getBoundingClientRect();
  return {shown: r.width > 0 && r.top < room.bottom - 2 && room.width > 0, width: Math.round(r.width)}; })()"""


def test_the_ruleset_badge_stays_the_same_from_phase_to_phase_on_a_laptop(browser, site_url: str) -> None:
    """The German edition at 1280x720 in French: its badge showed while feeding only (a longer phase's
    name left it less than its whole width, and it went instead of being cut)."""
    positions = at_each_phase("bsw")
    assert {"food_card", "play_cards", "feeding"} <= positions.keys()
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    seen = {}
    for phase, session in positions.items():
        open_save(page, site_url, session, "play")
        switch_language(page, "fr")
        seen[phase] = page.evaluate(BADGE)
    assert all(badge["shown"] and badge["width"] >= 7.5 * 16 for badge in seen.values()), seen
    page.close()


def with_undo(ruleset: str, seed: int = 3) -> Session:
    """Ana's first move of round 2's play_cards phase made: she may take it back (Undo in the top bar)."""
    session = at_each_phase(ruleset, seed)["play_cards"]
    session.act(make_bot("greedy", seed).choose(Observation(session.state, 0)))
    assert session.undoable(0) and not session.bots_to_move()
    return session


def test_the_ruleset_badge_shows_beside_undo_on_a_laptop(browser, site_url: str) -> None:
    """The German edition at 1280x720 with Undo in the bar: its badge was gone in French and German (77
    and 107 px left, less than its least width of 120 px). The tools take less room; it shows, cut."""
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    open_save(page, site_url, with_undo("bsw"), "play")
    for lang in ["en", "fr", "de"]:
        if page.evaluate("document.documentElement.lang") != lang:
            switch_language(page, lang)
        expect(page.locator(".topline .undo")).to_be_visible()
        badge = page.evaluate(BADGE)
        assert badge["shown"] and badge["width"] >= 6.5 * 16, (lang, badge)
        assert page.locator(".topbar").bounding_box()["height"] < 50, lang  # (one line)
    page.close()


# In the open menu: its buttons' names, and the room between the ruleset's badge and the first player.
# They share a line when the first player's middle is level with the badge (its box, a 44 px touch
# target, is taller than the line: its top is no measure of the line it is on).
MENU = """(() => { const menu = document.querySelector('.game .tool-menu');
  const badge = menu.querySelector('.badge.ruleset').getBoundingClientRect();
  const first = menu.querySelector('.first').getClientRects()[0];
  const middle = first.top + first.height / 2;
  return {buttons: [...menu.querySelectorAll('button')].map((b) => b.textContent.trim()),
          sameLine: badge.top < middle && middle < badge.bottom, gap: first.left - badge.right}; })()"""


def test_on_a_phone_the_menu_of_tools_says_main_menu_and_spaces_the_ruleset_badge(browser, site_url: str) -> None:
    page = browser.new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    open_save(page, site_url, at_each_phase("flight")["food_card"], "play")
    for lang, menu, main in (("en", "Menu", "Main menu"), ("fr", "Menu", "Menu principal"), ("de", "Menü", "Hauptmenü")):
        switch_language(page, lang)
        page.click(".game .tools-toggle")
        expect(page.locator(".game .tool-menu")).to_be_visible()
        expect(page.locator(".game .tool-menu [data-act=menu]")).to_have_text(main)
        found = page.evaluate(MENU)
        assert menu not in found["buttons"], found
        if found["sameLine"]:
            assert found["gap"] >= 4, (lang, found)
        page.click(".game .tools-toggle")
        expect(page.locator(".game .tool-menu")).to_be_hidden()
    page.close()
