"""Watching the others play: the moves of bots are shown one by one at the player's
speed, "Skip" plays the rest at once, and "since your last turn" lists what the others did."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.pages import MODE, human_move, new_game, open_site, state, wait_human_or_end

pytestmark = pytest.mark.browser

RECORD = """() => { window.shown = [];
    new MutationObserver(() => { const g = document.querySelector('.game');
        const moves = +g.dataset.moves;
        if (!shown.length || shown.at(-1)[0] !== moves) shown.push([moves, performance.now()]); })
    .observe(document.querySelector('.game'), { attributes: true, attributeFilter: ['data-moves'] }); }"""


def play_until_bots_answer(page: Page) -> dict:
    """Human moves until one of them hands the turn to the bots."""
    while True:
        s = wait_human_or_end(page)
        page.evaluate(RECORD)
        human_move(page)
        page.wait_for_function(f"{MODE} !== 'play' || shown.length > 1", timeout=30_000)
        if state(page)["mode"] == "bot":
            return s


def test_bot_moves_are_shown_one_by_one_at_the_chosen_speed(page: Page, site_url: str) -> None:
    open_site(page, site_url + "?botdelay=300")
    new_game(page, [("Ana", False), ("Darwin", True), ("Lamarck", True), ("Wallace", True)], seed=3)
    expect(page.locator("select.speed")).to_have_value("300")
    play_until_bots_answer(page)
    wait_human_or_end(page)
    shown = page.evaluate("shown")
    bot_steps = shown[1:]  # after Ana's own move
    assert len(bot_steps) >= 3, shown
    assert [b[0] - a[0] for a, b in zip(bot_steps, bot_steps[1:])] == [1] * (len(bot_steps) - 1)  # each move drawn
    gaps = [b[1] - a[1] for a, b in zip(bot_steps, bot_steps[1:])]
    assert min(gaps) >= 250, gaps  # each one stays in view about the chosen time

    since = page.locator(".since")
    expect(since).to_be_visible()
    expect(since.locator("summary")).to_contain_text("Since your last turn")
    assert since.locator("li").count() >= 1
    human_move(page)
    expect(since).to_be_hidden()


def test_skip_shows_the_rest_at_once_and_the_speed_is_kept(page: Page, site_url: str) -> None:
    open_site(page, site_url + "?botdelay=1500")
    new_game(page, [("Ana", False), ("Darwin", True), ("Lamarck", True), ("Wallace", True)], seed=4)
    play_until_bots_answer(page)
    skip = page.locator("button[data-act=skip]")
    expect(skip).to_be_visible()
    skip.click()
    wait_human_or_end(page)  # three slow bots would take over 3 s; skipped, well under the timeout below
    shown = page.evaluate("shown")
    assert shown[-1][1] - shown[1][1] < 2_500, shown
    expect(skip).to_have_count(0)

    page.locator("select.speed").select_option("250")  # kept for the next visit
    page.goto(site_url)  # (no ?botdelay: the setting speaks; the tab reopens its game)
    page.wait_for_function(f"['play', 'bot', 'over'].includes({MODE})", timeout=60_000)
    expect(page.locator("select.speed")).to_have_value("250")


def test_s_evolution_marks_each_bot_move_on_its_table(page: Page, site_url: str) -> None:
    """S-Evolution's animate(): the board of the seat that moved glows; a card it played travels into its slot."""
    import random

    from tests.browser.test_s_evolution import click_a_legal_move
    from tests.browser.test_s_evolution import new_game as new_s_game

    open_site(page, site_url + "?botdelay=800")
    new_s_game(page, [("Ana", False), ("Darwin", True), ("Lamarck", True)], seed=9)
    page.evaluate("""() => { window.marked = new Set();
        const look = () => { for (const a of document.getAnimations()) {
            const node = a.effect?.target; if (node?.matches?.('.board[data-seat]')) marked.add('board:' + node.dataset.seat);
            if (node?.closest?.('.trick .slot')) marked.add('card'); }
            requestAnimationFrame(look); };
        look(); }""")
    rng = random.Random(2)
    for _ in range(6):
        wait_human_or_end(page)
        click_a_legal_move(page, rng)
        if page.evaluate("marked.size") >= 2:
            break
    page.wait_for_function("[...marked].some((m) => m.startsWith('board:')) && marked.has('card')", timeout=30_000)
    assert "board:0" not in page.evaluate("[...marked]")  # Ana's own moves are not replayed to her
