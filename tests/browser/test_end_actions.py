"""The first screen after a game ends, in both games, on a phone (390x844, touch) and a laptop
(1280x720): the result, the scores, New game, Replay and Review are all in it. On a phone the
Review button was two screens below the result (after the boards and the charts); on a laptop the
charts pushed it under the fold."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import expect

from evolution.core.session import Session
from tests.browser.pages import MODE, human_move, resume, state
from tests.browser.test_review import finished_game
from tests.browser.test_s_evolution import click_a_legal_move

pytestmark = pytest.mark.browser

# Each part's box, and whether it lies whole inside the window.
IN_VIEW = """(selectors) => selectors.map((selector) => {
  const node = [...document.querySelectorAll(selector)].find((n) => n.getClientRects().length);
  if (!node) return [selector, 'missing'];
  const b = node.getBoundingClientRect();
  const whole = b.top >= -1 && b.bottom <= innerHeight + 1 && b.left >= -1 && b.right <= innerWidth + 1;
  return [selector, whole ? 'in view' : `at ${Math.round(b.top)}..${Math.round(b.bottom)} of ${innerHeight}`];
})"""
PARTS = ["#end-title", ".endscreen .winners", ".endscreen table.scores", ".layout [data-act=new]",
         ".layout [data-act=replay]", ".layout [data-act=review]"]


def before_anas_last_move(game_id: str) -> str:
    """A 2-player game of medium bots, just before the last move of Ana's seat (a human's)."""
    save = finished_game(game_id)
    last = max(k for k, move in enumerate(save.moves) if move.player == 0)
    return Session(save.model_copy(update={"moves": save.moves[:last]})).to_json()


@pytest.mark.parametrize("game_id", ["evolution", "s-evolution"])
@pytest.mark.parametrize("size", [(390, 844), (1280, 720)])
def test_the_result_and_every_end_action_are_in_the_first_screen_after_a_game(browser, site_url: str,
                                                                              game_id: str, size) -> None:
    width, height = size
    phone = width < 600
    page = browser.new_context(viewport={"width": width, "height": height}, is_mobile=phone, has_touch=phone).new_page()
    resume(page, site_url, before_anas_last_move(game_id))
    rng = random.Random(1)
    while (s := state(page))["mode"] != "over":  # Ana plays on to the end (the player looks at the hand)
        page.evaluate("scrollTo(0, document.scrollingElement.scrollHeight)")
        if s["mode"] != "play":
            page.wait_for_function(f"['play', 'over'].includes({MODE})", timeout=30_000)
        elif game_id == "evolution":
            human_move(page)
        else:
            click_a_legal_move(page, rng)
    expect(page.locator(".endscreen")).to_be_visible()
    expect(page.locator(".layout [data-act=review]")).to_have_text("Review")
    assert page.evaluate(IN_VIEW, PARTS) == [[part, "in view"] for part in PARTS]
    page.context.close()
