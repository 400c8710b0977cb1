"""Replay's bar in real Chromium, in both games: on a phone (390x844, touch) it takes two rows at
most, every control a 44x44 px target and no word outside its control, in en/fr/de; Play and one
move forward are told apart by their drawings and by their names."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from evolution.core.save import encode_link
from tests.browser.pages import FAST, MODE, open_site, switch_language
from tests.browser.test_review import finished_game

pytestmark = pytest.mark.browser
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}

# The bar's visible parts (controls and words): their boxes, grouped into rows (a part starts a new
# row when it begins below the bottom of every part of the row before), and each control that is
# under 44 px or whose words overflow it.
BAR = """() => {
  const bar = document.querySelector('.replay-bar');
  const edge = bar.getBoundingClientRect();
  const parts = [...bar.querySelectorAll('button, select, .replay-at, strong')]
    .filter((n) => n.getClientRects().length && n.getBoundingClientRect().width > 2)
    .map((n) => ({n, b: n.getBoundingClientRect()})).sort((x, y) => x.b.top - y.b.top);
  const rows = [];
  for (const p of parts) {
    const row = rows.at(-1);
    if (row && p.b.top < Math.max(...row.map((q) => q.b.bottom)) - 1) row.push(p); else rows.push([p]);
  }
  const controls = parts.filter((p) => ['BUTTON', 'SELECT'].includes(p.n.tagName));
  return {
    rows: rows.map((row) => row.map((p) => p.n.textContent.trim().slice(0, 12) || p.n.className)),
    height: Math.round(edge.height),
    small: controls.filter((p) => p.b.width < 43.5 || p.b.height < 43.5)
      .map((p) => `${p.n.className} ${Math.round(p.b.width)}x${Math.round(p.b.height)}`),
    overflow: controls.filter((p) => p.n.tagName === 'BUTTON' && (p.n.scrollWidth > p.n.clientWidth + 1
      || p.n.scrollHeight > p.n.clientHeight + 1)).map((p) => p.n.textContent.trim()),
    outside: parts.filter((p) => p.b.left < edge.left - 1 || p.b.right > edge.right + 1).map((p) => p.n.className),
  };
}"""

# A symbol's drawing as a 24x24 mask over its own bounding box (so size and place do not count, only
# the shape): which points of the grid its shapes fill.
MASK = """(button) => {
  const shapes = [...button.querySelectorAll('svg path, svg rect')];
  const boxes = shapes.map((s) => s.getBBox());
  const x0 = Math.min(...boxes.map((b) => b.x)), y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.width)), y1 = Math.max(...boxes.map((b) => b.y + b.height));
  const mask = [];
  for (let j = 0; j < 24; j++) for (let i = 0; i < 24; i++) {
    const point = new DOMPoint(x0 + ((i + 0.5) * (x1 - x0)) / 24, y0 + ((j + 0.5) * (y1 - y0)) / 24);
    mask.push(shapes.some((s) => s.isPointInFill(point)) ? 1 : 0);
  }
  return mask;
}"""


def differ(a: list[int], b: list[int]) -> float:
    """The share of the grid where two masks disagree."""
    return sum(x != y for x, y in zip(a, b)) / len(a)


def replay_of_a_finished_game(page: Page, site_url: str, game_id: str):
    """A finished 2-player game of ``game_id`` opened from its link, in Replay at its start."""
    save = finished_game(game_id)
    open_site(page, f"{site_url}{FAST}#g={encode_link(save)}")
    page.wait_for_function(f"{MODE} === 'over'")
    toggle = page.locator(".game .tools-toggle")
    phone = toggle.is_visible()
    if phone:  # a phone: the top bar's tools are in its menu
        toggle.click()
    page.locator(".topbar [data-act=replay]").click()
    page.wait_for_function(f"{MODE} === 'replay'")
    if phone:  # (it stayed open over the table)
        expect(toggle).to_have_attribute("aria-expanded", "false")
        expect(page.locator(".game .tool-menu")).to_be_hidden()
    return page.locator(".replay-bar")


@pytest.mark.parametrize("game_id", ["evolution", "s-evolution"])
def test_a_phones_replay_bar_takes_two_rows_of_44_px_controls(browser, site_url: str, game_id: str) -> None:
    """It took three rows (143-203 px) and its steps were 35 px wide."""
    page = browser.new_context(**PHONE).new_page()
    bar = replay_of_a_finished_game(page, site_url, game_id)
    expect(bar.get_by_role("button", name="Take over from here")).to_be_visible()  # (at the start: every control)
    for lang in ["en", "fr", "de"]:
        switch_language(page, lang)
        expect(bar.locator(".replay-at")).to_be_visible()
        found = page.evaluate(BAR)
        assert len(found["rows"]) <= 2, (lang, found)
        assert found["small"] == [] and found["overflow"] == [] and found["outside"] == [], (lang, found)
        assert found["height"] <= 120, (lang, found)
    page.context.close()


@pytest.mark.parametrize("game_id", ["evolution", "s-evolution"])
def test_play_and_one_move_forward_differ_in_drawing_and_name(page: Page, site_url: str, game_id: str) -> None:
    """Both showed the same arrowhead (▶)."""
    bar = replay_of_a_finished_game(page, site_url, game_id)
    play, forward = bar.locator("[data-act=replay-play]"), bar.get_by_role("button", name="One move forward (→)")
    steps = {"play": play, "forward": forward, "back": bar.get_by_role("button", name="One move back (←)"),
             "first": bar.get_by_role("button", name="To the start"), "last": bar.get_by_role("button", name="To the last move")}
    forward.click()  # (back and first are enabled once a move is shown)
    page.wait_for_function("+document.querySelector('.game').dataset.moves === 1")
    masks = {name: button.evaluate(MASK) for name, button in steps.items()}
    for a, b in [("play", "forward"), ("play", "last"), ("forward", "last"), ("back", "first")]:
        assert differ(masks[a], masks[b]) > 0.1, (a, b, differ(masks[a], masks[b]))
    for lang, names in {"en": ("Play (moves at the chosen speed)", "One move forward (→)"),
                        "fr": ("Lecture (à la vitesse choisie)", "Un coup en avant (→)"),
                        "de": ("Abspielen (in der gewählten Geschwindigkeit)", "Einen Zug vor (→)")}.items():
        switch_language(page, lang)
        expect(play).to_have_accessible_name(names[0])
        expect(bar.locator("[data-act=replay-go]").nth(2)).to_have_accessible_name(names[1])
    switch_language(page, "en")
    play.click()  # playing: it shows Pause (two bars), pressed
    expect(play).to_have_attribute("aria-pressed", "true")
    assert differ(play.evaluate(MASK), masks["play"]) > 0.1
    play.click()
    expect(play).to_have_attribute("aria-pressed", "false")
