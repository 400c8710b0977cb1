"""A hand card's whole rule is readable where it is chosen, in real Chromium: on a laptop its tip
(hover, keyboard focus) holds the engine's whole rule; on a phone a long press, or choosing the card,
shows the whole rule in the dock, not cut to a line or two."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.pages import FAST, MODE, open_site, reload_into_autosave, switch_language
from tests.browser.test_fit import hoarding

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
def whole(page: Page, selector: str) -> dict:
    return page.evaluate(f"""() => {{ const n = document.querySelector({selector!r});
      return {{text: n?.textContent ?? null, cut: n ? n.scrollHeight > n.clientHeight + 1 || n.scrollWidth > n.clientWidth + 1 : null,
               visible: !!n && !n.hidden && n.getClientRects().length > 0}}; }}""")


def open_hand(page: Page, site_url: str, hand: int = 9) -> None:
    open_site(page, site_url + FAST)
    reload_into_autosave(page, hoarding("play_cards", hand))
    page.wait_for_function(f"{MODE} === 'play'")


def test_a_hand_cards_tip_holds_its_whole_rule_on_hover_and_focus(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    open_hand(page, site_url)
    card = page.locator(".dock .hand .card").nth(1)
    rule = card.locator(".crule").text_content()
    assert rule and card.get_attribute("data-rule") == rule
    clamped = card.locator(".crule").evaluate("(n) => n.scrollHeight > n.clientHeight + 1")
    card.hover()
    expect(page.locator("#rule-tip")).to_be_visible()
    tip = whole(page, "#rule-tip")
    assert tip["text"] == rule and not tip["cut"], (tip, rule, clamped)
    page.mouse.move(0, 0)
    expect(page.locator("#rule-tip")).to_be_hidden()
    page.locator(".dock .hand .card").first.focus()
    page.keyboard.press("ArrowRight")  # (keyboard focus: the tip follows the arrows)
    expect(page.locator("#rule-tip")).to_be_visible()
    assert whole(page, "#rule-tip")["text"] == rule
    page.screenshot(path="/tmp/keys/rule_tip_1366.png")


def test_on_a_phone_a_long_press_or_a_chosen_card_shows_the_whole_rule(browser: Browser, site_url: str) -> None:
    page = browser.new_context(**PHONE).new_page()
    open_hand(page, site_url, 12)
    switch_language(page, "de")  # (German's rules are the longest)
    # the usable card with the longest rule (the one a line or two would cut)
    at = page.evaluate("""() => { const rules = [...document.querySelectorAll('.dock .hand .card')]
      .map((c, i) => [c.classList.contains('usable') ? c.querySelector('.crule').textContent.length : -1, i]);
      return rules.sort((a, b) => b[0] - a[0])[0][1]; }""")
    card = page.locator(".dock .hand .card").nth(at)
    rule = card.locator(".crule").text_content()  # (the engine's words, printed on the card, cut there)
    assert rule and len(rule) > 90, rule
    # A long press: the finger rests on the card (no click follows it here).
    card.dispatch_event("pointerdown", {"pointerType": "touch", "bubbles": True, "isPrimary": True})
    page.wait_for_function(f"document.querySelector('.dock > p.info')?.textContent.endsWith({rule!r})")
    info = whole(page, ".dock > p.info")
    assert info["visible"] and not info["cut"], info
    page.screenshot(path="/tmp/keys/rule_longpress_390.png")
    card.dispatch_event("pointerup", {"pointerType": "touch", "bubbles": True})
    page.locator(".dock .hand .card").nth(at).tap()  # chosen: its rule shows whole above the hand
    page.wait_for_selector(".dock .hand .card.selected")
    info = whole(page, ".dock > p.info")
    assert info["visible"] and not info["cut"] and info["text"].endswith(rule), info
    page.screenshot(path="/tmp/keys/rule_chosen_390.png")
    page.close()
