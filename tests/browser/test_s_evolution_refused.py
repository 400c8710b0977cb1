"""S-Evolution's greyed controls say why, in real Chromium: in the action phase every refused
building level (and price, and Remove) carries the engine's own refusal (the bridge's `explain` of
that move), in its accessible name for screen readers and in the tip that hovering it and focusing it
by keyboard show, in en/fr/de. They were greyed with no word of why."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from evolution.games.s_evolution import engine
from tests.browser.pages import resume, switch_language
from tests.browser.test_a11y import axe_source, serious_violations  # noqa: F401  (a fixture)
from tests.browser.test_s_evolution_look import position

pytestmark = pytest.mark.browser

# Each greyed control of the action phase: its move (from the page's own record of it) and name.
REFUSED = """() => [...document.querySelectorAll('.game .actions button.act.illegal')].map((node) => ({
  key: node.dataset.key, name: node.textContent,
  action: window.evolutionUI.game.actions.get(node.dataset.key)}))"""


def anas_action_phase_with_a_level_she_cannot_pay(s) -> bool:
    return engine.decision(s.state) == "manage" and 0 in engine.to_move(s.state) and any(
        a.kind == "worker" and "costs" in str(engine.why_illegal(s.state, a)) for a in engine._candidates(s.state, 0))


def test_each_greyed_building_level_says_the_engines_reason(page: Page, site_url: str, axe_source: str) -> None:  # noqa: F811
    resume(page, site_url, position(anas_action_phase_with_a_level_she_cannot_pay))
    tip = page.locator("#rule-tip")
    for lang in ["en", "fr", "de"]:
        switch_language(page, lang)
        refused = page.evaluate(REFUSED)
        assert any(r["action"]["kind"] == "worker" for r in refused), refused
        for r in refused:
            why = page.evaluate("([action, lang]) => JSON.parse(evolution.call('explain', JSON.stringify({action, lang})))",
                                [r["action"], lang])
            assert why, r
            control = page.locator(f".game .actions button[data-key={json.dumps(r['key'])}]")
            expect(control).to_have_accessible_name(f"{r['name'].removesuffix(f' ({why})')} ({why})")
            control.hover()  # the tip on hover
            expect(tip).to_be_visible()
            expect(tip).to_contain_text(why)
            page.mouse.move(0, 0)
            expect(tip).to_be_hidden()
        level = page.locator(".game .actions .raise button.illegal").first
        level.focus()
        page.keyboard.press("Shift+Tab")
        page.keyboard.press("Tab")  # (focused by the keyboard: the tip shows and describes it)
        expect(level).to_be_focused()
        expect(tip).to_be_visible()
        why = level.locator(".why").text_content().strip(" ()")
        expect(tip).to_contain_text(why)
        expect(level).to_have_accessible_description(tip.text_content())
        page.keyboard.press("Escape")
    assert serious_violations(page, axe_source) == []


def test_a_tapped_greyed_level_shows_its_reason_in_view_on_a_phone(browser, site_url: str) -> None:
    """On a phone the reason went to the message 570 px above the screen: the tap looked dead."""
    page = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True).new_page()
    resume(page, site_url, position(anas_action_phase_with_a_level_she_cannot_pay))
    level = page.locator(".game .actions .raise button.illegal").last
    level.scroll_into_view_if_needed()
    page.mouse.wheel(0, 400)  # (the level low on the screen, the message well above it)
    level.tap()
    message = page.locator(".game .message.refusal")
    expect(message).to_be_visible()
    expect(message).to_be_in_viewport()
    page.context.close()
