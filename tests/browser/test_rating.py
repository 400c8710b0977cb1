"""The rating against the computer players (core/rating.py, docs/rating.md): a game finished at this
device against bots moves the rating at their level, which Statistics shows with its history's chart;
the page's figures are the engine's in CPython for the game the page finished."""

from __future__ import annotations

import json
import random

import pytest
from playwright.sync_api import Page, expect

from evolution.cli import play_game
from evolution.core.registry import get_game
from evolution.core.rating import START, rate
from evolution.core.save import encode_link, load_json, replay
from tests.browser.pages import FAST, MODE, open_site, play_to_end

pytestmark = pytest.mark.browser


def near_the_end(game_id: str, seed: int, left: int):
    """A 3-player game of random bots (a seed where seat 0 is clearly first, or last), seat 0 made a human's (Ana) and the others easy bots, ``left``
    moves before its end: the page plays those."""
    game = get_game(game_id)
    _, save, _ = play_game(game, game.options({"players": 3, "seed": seed}), ["random"] * 3, record=True)
    save.seats[0].bot, save.seats[0].name = None, "Ana"
    save.seats[1].bot = save.seats[2].bot = "easy"
    save.moves = save.moves[:-left]
    return save


def finish(page: Page, game_id: str) -> None:
    if game_id == "evolution":
        play_to_end(page)
        return
    rng = random.Random(1)
    while True:
        page.wait_for_function(f"['play', 'over'].includes({MODE})", timeout=30_000)
        if page.evaluate(MODE) == "over":
            return
        before = int(page.evaluate("document.querySelector('.game').dataset.moves"))
        buttons = page.locator(".game [data-legal]")
        buttons.nth(rng.randrange(buttons.count())).click()
        page.wait_for_function(f"+document.querySelector('.game').dataset.moves > {before}")


@pytest.mark.parametrize("game_id, seed", [("evolution", 5), ("s-evolution", 7)])
def test_the_rating_moves_after_a_finished_game_against_bots(page: Page, site_url: str, game_id: str, seed: int) -> None:
    open_site(page, f"{site_url}{FAST}#g={encode_link(near_the_end(game_id, seed, 6))}")
    finish(page, game_id)
    page.wait_for_function(f"{MODE} === 'over'")
    # The engine's rating (CPython) of the game as the page finished it.
    save = load_json(page.evaluate("window.evolutionUI.game.save"))
    game, state = get_game(game_id), replay(save)
    after = rate({}, [s.bot for s in save.seats], game.scores(state), game.winners(state))["easy"]["after"]
    assert after != START
    expect(page.locator(".after-game .rating-changes")).to_have_text(f"Rating against easy: 1500 → {round(after)}")
    stored = json.loads(page.evaluate("localStorage.getItem('evolution:v1:ratings')"))
    assert [p[1] for p in stored["games"][game_id]["easy"]] == [after]

    page.locator("[data-act=menu]").first.click()
    page.click("#stats")
    box = page.locator("#stats-dialog")
    row = box.locator(".ratings-table tr[data-level=easy]")
    expect(row.locator(".rating-now")).to_have_text(str(round(after)))
    chart = box.locator(".rating-chart[data-level=easy] polyline")
    assert len(chart.get_attribute("points").split()) == 2  # the start, then this game
    expect(box.locator(".rating-note")).to_contain_text("starts at 1500")
