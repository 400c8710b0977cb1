"""Replay in the page: a game watched move by move, forward, back, to a round, from the
seats the save allows; every hand can be shown once the game is over."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from evolution.cli import play_game
from evolution.core.save import encode_link
from evolution.games.evolution.game import GAME
from evolution.games.evolution.options import Options
from tests.browser.pages import FAST, MODE, human_moves, new_game, open_site, state

pytestmark = pytest.mark.browser
AT = "+document.querySelector('.game').dataset.moves"


def test_a_game_in_progress_replays_from_the_players_own_seat(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True)], seed=12)
    s = human_moves(page, 4)
    page.click("[data-act=replay]")
    page.wait_for_function(f"{MODE} === 'replay'")
    bar = page.locator(".replay-bar")
    expect(bar).to_contain_text(f"move {s['moves'] - 1} of {s['moves']}")
    assert page.locator(".replay-seat option").all_text_contents() == ["Nobody's cards (all hidden)", "As Ana saw it"]
    page.keyboard.press("ArrowLeft")
    page.wait_for_function(f"{AT} === {s['moves'] - 2}")
    bar.get_by_role("button", name="To the start").click()
    page.wait_for_function(f"{AT} === 0")
    assert page.locator("[data-act=do]").count() == 0  # watched, not played
    bar.get_by_role("button", name="One move forward (→)").click()
    page.wait_for_function(f"{AT} === 1")
    bar.get_by_role("button", name="Back to the game").click()
    page.wait_for_function(f"{MODE} === 'play'")
    assert state(page)["moves"] == s["moves"]


def test_a_finished_game_from_a_link_shows_any_seat_and_jumps_to_a_round(page: Page, site_url: str) -> None:
    _, save, _ = play_game(GAME, Options(players=3, seed=13), ["greedy", "greedy", "random"], record=True)
    open_site(page, f"{site_url}{FAST}#g={encode_link(save)}")
    page.wait_for_function(f"{MODE} === 'over'")
    page.click("[data-act=replay]")
    page.wait_for_function(f"{MODE} === 'replay' && {AT} === 0")
    seats = page.locator(".replay-seat")
    assert seats.locator("option").count() == 5  # nobody, each of the three seats, every hand open
    seats.select_option(label="Every hand open")
    expect(page.locator(".player .open-hand")).to_have_count(3)  # no viewer: all three hands under the rows
    hands = page.evaluate("JSON.parse(evolution.call('replay_table', JSON.stringify({position: 0, viewer: 'all'})))"
                          ".view.players.map((p) => p.hand.length)")
    assert all(n > 0 for n in hands)
    seats.select_option(index=2)
    page.wait_for_function("document.querySelector('.game').dataset.viewer === '1'")
    seats.select_option(label="Nobody's cards (all hidden)")  # (not seat 0's: its value is the empty string)
    page.wait_for_function("document.querySelector('.game').dataset.viewer === ''")
    expect(page.locator(".player.viewer")).to_have_count(0)
    rounds = page.locator(".replay-round option")
    assert rounds.count() >= 3
    page.locator(".replay-round").select_option(index=2)
    expect(page.locator(".replay-bar")).to_contain_text(f"move {rounds.nth(2).get_attribute('value')} of {len(save.moves)}")
    page.keyboard.press("Escape")
    page.wait_for_function(f"{MODE} === 'over'")
