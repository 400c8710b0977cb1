"""A keyboard-only player's path, in real Chromium: the focused control is always in view (never under
the New game form's sticky Start/Cancel footer), a move made by key hands the focus to the next thing
to do (not to the log), and the arrow keys walk the places of the current choice."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.pages import FAST, MODE, open_site, position_with, reload_into_autosave
from tests.browser.test_fit import hoarding

pytestmark = pytest.mark.browser

# Where the focused control sits against the part of its dialog that shows it: above the sticky footer.
FOCUS_IN_VIEW = """() => {
  const focused = document.activeElement, dialog = focused.closest('dialog');
  const box = focused.getBoundingClientRect(), view = dialog.getBoundingClientRect();
  const foot = dialog.querySelector('.new-game > .buttons').getBoundingClientRect();
  return {top: box.top, bottom: box.bottom, viewTop: view.top, footTop: foot.top,
          label: focused.getAttribute('aria-label') ?? focused.textContent};
}"""


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720), (390, 844)])
def test_a_seat_removed_by_key_leaves_the_focus_in_view_above_the_forms_footer(page: Page, site_url: str,
                                                                            size: tuple[int, int]) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_site(page, site_url + FAST)
    page.click("#new-game")
    form = page.locator("#new-dialog")
    expect(form.locator(".seats > li")).to_have_count(4)
    removes = form.locator(".seats .remove")
    removes.last.focus()
    page.keyboard.press("Enter")
    expect(form.locator(".seats > li")).to_have_count(3)
    expect(removes.last).to_be_focused()
    place = page.evaluate(FOCUS_IN_VIEW)
    assert place["top"] >= place["viewTop"] and place["bottom"] <= place["footTop"], place
    page.keyboard.press("Shift+Tab")  # the control before it, too (the browser's own scroll)
    place = page.evaluate(FOCUS_IN_VIEW)
    assert place["top"] >= place["viewTop"] and place["bottom"] <= place["footTop"], place


ACTIVE = "(() => { const a = document.activeElement; return a.dataset.key ?? a.className ?? a.tagName; })()"


@pytest.mark.parametrize("ruleset", ["nsg2", "flight"])
@pytest.mark.parametrize("delay", ["?botdelay=0", ""])
def test_a_food_card_played_by_key_hands_the_focus_to_the_next_legal_control(page: Page, site_url: str,
                                                                           ruleset: str, delay: str) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    open_site(page, site_url + delay)
    reload_into_autosave(page, hoarding("food_card", 4, ruleset=ruleset))
    page.wait_for_function(f"{MODE} === 'play'")
    page.evaluate("document.querySelector('.log-lines').addEventListener('focus', () => (window.logFocused = true))")
    card = page.locator(".dock .hand button.card.usable").first
    card.focus()
    page.keyboard.press("Enter")
    expect(page.locator(".dock-actions .primary")).to_be_focused()
    before = page.evaluate("Number(document.querySelector('.game').dataset.moves)")
    page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.querySelector('.game').dataset.moves) > {before}"
                           f" && {MODE} === 'play'")
    page.wait_for_function("document.activeElement !== document.body")
    assert not page.evaluate("window.logFocused ?? false")  # (while the others played, too)
    assert page.evaluate("document.activeElement.matches('[data-legal], .card.usable')"), page.evaluate(ACTIVE)


PLACES = ".board button[data-legal]"
FOCUSED_PLACE = f"[...document.querySelectorAll('{PLACES}')].indexOf(document.activeElement)"


@pytest.mark.parametrize("ruleset", ["nsg2", "flight"])
def test_the_arrow_keys_walk_the_places_of_a_selected_card_and_enter_chooses(page: Page, site_url: str,
                                                                           ruleset: str) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    open_site(page, site_url + FAST)
    reload_into_autosave(page, hoarding("play_cards", 5, ruleset=ruleset))
    page.wait_for_function(f"{MODE} === 'play'")
    page.locator(".dock .hand button.card.usable").first.focus()
    page.keyboard.press("Enter")  # the card chosen: the focus on its first place
    page.wait_for_function(f"{FOCUSED_PLACE} === 0")
    count = page.locator(PLACES).count()
    assert count >= 3  # (a trait on each species, +1 size, +1 population, a new species at each end)
    page.keyboard.press("ArrowRight")
    assert page.evaluate(FOCUSED_PLACE) == 1
    page.keyboard.press("ArrowDown")
    assert page.evaluate(FOCUSED_PLACE) == 2
    page.keyboard.press("ArrowUp")
    assert page.evaluate(FOCUSED_PLACE) == 1
    page.keyboard.press("End")
    assert page.evaluate(FOCUSED_PLACE) == count - 1
    page.keyboard.press("ArrowRight")  # (the group's end: the focus stays)
    assert page.evaluate(FOCUSED_PLACE) == count - 1
    page.keyboard.press("Home")
    assert page.evaluate(FOCUSED_PLACE) == 0
    page.keyboard.press("ArrowLeft")
    assert page.evaluate(FOCUSED_PLACE) == 0
    page.keyboard.press("ArrowRight")
    before = page.evaluate("Number(document.querySelector('.game').dataset.moves)")
    page.keyboard.press("Enter")  # the place chosen: the card is played there
    page.wait_for_function(f"Number(document.querySelector('.game').dataset.moves) > {before}")


def test_the_arrow_keys_walk_the_prey_of_a_hunt(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    save, _ = position_with("attack")
    open_site(page, site_url + FAST)
    reload_into_autosave(page, save)
    page.wait_for_function(f"{MODE} === 'play'")
    page.locator(".player.viewer [data-act=hunt]").first.focus()
    page.keyboard.press("Enter")  # the hunter chosen: the focus on a prey
    page.wait_for_function("document.activeElement.matches('.species.target-legal button.target')")
    prey = page.evaluate("[...document.querySelectorAll('.species.target-legal button.target')].length")
    first = page.evaluate(FOCUSED_PLACE)
    page.keyboard.press("End")
    assert page.evaluate(FOCUSED_PLACE) == page.locator(PLACES).count() - 1
    page.keyboard.press("Home")
    assert page.evaluate(FOCUSED_PLACE) == 0
    if prey > 1:
        page.keyboard.press("ArrowRight")
        assert page.evaluate(FOCUSED_PLACE) == 1
    assert first >= 0
