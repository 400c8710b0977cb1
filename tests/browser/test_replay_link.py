"""Replay links: `#r=<move>.<share link>` opens the game read-only in its Replay at that move, in a fresh
browser (no storage of the game's); nothing can be played from it but by "Play on from here", which
starts a game of one's own; a move the game does not have is refused with a short reason."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from evolution.cli import play_game
from evolution.core.registry import get_game
from evolution.core.save import encode_link, encode_replay_link
from tests.browser.pages import FAST, MODE, open_site

pytestmark = pytest.mark.browser
AT = "+document.querySelector('.game').dataset.moves"
AUTOSAVES = "Object.keys(localStorage).filter((k) => k.startsWith('evolution:v1:auto:')).length"


def a_game(game_id: str, moves: int | None = None):
    """A 3-player game of random bots with seat 0 made a human's (Ana), cut to ``moves`` moves if given."""
    game = get_game(game_id)
    _, save, _ = play_game(game, game.options({"players": 3, "seed": 7}), ["random"] * 3, record=True)
    save.seats[0].bot, save.seats[0].name = None, "Ana"
    if moves is not None:
        save.moves = save.moves[:moves]
    return save


@pytest.mark.parametrize("game_id, finished", [("evolution", True), ("s-evolution", False)])
def test_a_replay_link_opens_read_only_at_its_move_in_a_fresh_browser(browser: Browser, site_url: str,
                                                                        game_id: str, finished: bool) -> None:
    save = a_game(game_id, None if finished else 40)
    at = 23
    context = browser.new_context()  # (fresh: the game is in no storage of this browser)
    try:
        page = context.new_page()
        open_site(page, f"{site_url}{FAST}#r={encode_replay_link(save, at)}")
        page.wait_for_function(f"{MODE} === 'replay' && {AT} === {at}")
        bar = page.locator(".replay-bar")
        expect(bar).to_contain_text(f"move {at} of {len(save.moves)}")
        expect(page.locator(".game")).to_have_attribute("data-game", game_id)
        # Read-only: no legal move on the table, no way back to "the game", Escape stays, nothing autosaved.
        assert page.locator(".game [data-legal], .game button.legal").count() == 0
        expect(bar.get_by_role("button", name="Back to the game")).to_have_count(0)
        page.keyboard.press("Escape")
        bar.get_by_role("button", name="One move forward (→)").focus()
        page.keyboard.press("Enter")  # (the keyboard steps it)
        page.wait_for_function(f"{MODE} === 'replay' && {AT} === {at + 1}")
        assert page.evaluate(AUTOSAVES) == 0
        # Someone else's game: no review of "your decisions" is offered beside it.
        expect(page.locator(".review")).to_have_count(0)
        # The only way to play: the explicit "Play on from here", a game of one's own from that move.
        bar.get_by_role("button", name="Play on from here").click()
        page.wait_for_function(f"{MODE} !== 'replay' && {MODE} !== 'idle'")
        # (no other game is kept in this fresh browser: the message does not say one is)
        expect(page.locator(".message").first).to_contain_text(f"Your own game from move {at + 1}")
        assert page.evaluate("window.evolutionUI.game.readOnly") is False
        assert page.evaluate("JSON.parse(window.evolutionUI.game.save).moves.length") >= at + 1
        page.wait_for_function(f"{AUTOSAVES} === 1")
    finally:
        context.close()


def test_a_replay_links_bad_move_is_refused_and_replay_shares_its_move(page: Page, site_url: str) -> None:
    save = a_game("evolution")
    total = len(save.moves)
    open_site(page, f"{site_url}{FAST}#r={total + 5}.{encode_link(save)}")
    expect(page.locator("#notice, .message").first).to_contain_text(
        f"This replay link asks for move {total + 5}, but its game has {total} moves")
    assert page.evaluate("document.querySelector('.game')") is None
    # From Replay, Share gives the link to the move on show, which opens there.
    open_site(page, f"{site_url}{FAST}#g={encode_link(save)}")
    page.wait_for_function(f"{MODE} === 'over'")
    page.locator("[data-act=replay]").first.click()
    page.wait_for_function(f"{MODE} === 'replay' && {AT} === 0")
    for _ in range(5):
        page.keyboard.press("ArrowRight")
    page.wait_for_function(f"{MODE} === 'replay' && {AT} === 5")
    page.locator("[data-act=share]").first.click()
    link = page.locator("#share-replay-url").input_value()
    assert link.endswith(f"#r={encode_replay_link(save, 5)}")
    expect(page.get_by_label("Replay at move 5 (read-only)")).to_be_visible()
