"""After the game: the scores round by round as a chart, and statistics kept on this
device (games, wins by the opponents' level, best score), each game counted once."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.pages import FAST, MODE, new_game, open_site, play_to_end, wait_engine

pytestmark = pytest.mark.browser


def test_a_finished_game_draws_its_scores_and_counts_once_in_the_statistics(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    expect(page.locator("#stats")).to_be_enabled()
    page.click("#stats")
    expect(page.locator("#stats-dialog")).to_contain_text("No game finished on this device yet.")
    page.keyboard.press("Escape")

    new_game(page, [("Ana", False), ("Darwin", True)], seed=14)
    play_to_end(page)
    after = page.locator(".after-game")
    expect(after.locator("h2")).to_have_text("After the game")
    expect(after.locator("svg.score-chart polyline")).to_have_count(2)
    expect(after.locator("figure").first.locator(".chart-legend li")).to_have_text(["Ana", "Darwin"])
    expect(after.locator("svg.split-chart rect")).to_have_count(2 * 3)  # food, population, traits a player
    expect(after.locator("figure").nth(1).locator(".chart-legend li")).to_have_text(["Food", "Population", "Traits"])
    totals = after.locator("svg.split-chart text.tick").all_text_contents()[1::2]
    rounds = page.evaluate("JSON.parse(evolution.call('progress', '{}')).rounds")
    assert [int(x) for x in totals] == rounds[-1]["scores"]
    assert len(rounds) >= 2 and rounds[-1]["scores"] == page.evaluate(
        "JSON.parse(evolution.call('table', '{}')).view.scores.map((s) => s.total)")

    page.reload()  # the same finished game again: not counted twice
    wait_engine(page)
    page.wait_for_function(f"{MODE} === 'over'", timeout=60_000)
    page.click("[data-act=menu]")
    page.click("#stats")
    box = page.locator("#stats-dialog")
    expect(box).to_contain_text("1 game finished; best score")
    level = page.evaluate("JSON.parse(localStorage.getItem('evolution:v1:seats'))[1].bot")
    solo = box.locator("table.stats:not(.ratings-table) tbody tr")  # (the rating's table follows: test_rating.py)
    expect(solo).to_have_count(1)
    expect(solo.locator("td").first).to_have_text(level)
    expect(solo.locator("td").nth(1)).to_have_text("1")
    expect(box.locator("table.ratings-table tbody tr")).to_have_count(1)  # (rated once, not again on reload)
    expect(box.locator("table.ratings-table tbody tr td").nth(2)).to_have_text("1")
