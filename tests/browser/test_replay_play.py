"""Replay plays on by itself (Play/Pause, at the speed chosen for others' moves) and lets the player take
over from the position shown: a new game and a new save, the game replayed kept as it was."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.pages import FAST, MODE, human_moves, new_game, open_site, switch_language, take_over_at
from tests.browser.test_a11y import axe_source, serious_violations  # noqa: F401  (a fixture)

pytestmark = pytest.mark.browser
AT = "+document.querySelector('.game').dataset.moves"
PLAYING = "!!window.evolutionUI.game.replay?.playing"
# The contrast of a node's words with the first opaque ground under them (WCAG's formula): axe leaves a
# button on a top bar's ground among its "incomplete" checks, so the bar's buttons are measured here.
CONTRAST = """(node) => {
    const rgb = (c) => c.match(/[\\d.]+/g).map(Number);
    const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
        .reduce((sum, v, k) => sum + v * [0.2126, 0.7152, 0.0722][k], 0);
    let ground = node;
    while (ground && (rgb(getComputedStyle(ground).backgroundColor)[3] ?? 1) === 0) ground = ground.parentElement;
    const [a, b] = [lum(rgb(getComputedStyle(node).color)), lum(rgb(getComputedStyle(ground ?? document.body).backgroundColor))];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05); }"""


def a_game_with_moves(page: Page, site_url: str, moves: int = 5) -> int:
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True)], seed=12)
    return human_moves(page, moves)["moves"]


def replay_from_the_start(page: Page):
    """Replay the game on the table, gone back to its start: the replay bar."""
    page.click("[data-act=replay]")
    page.wait_for_function(f"{MODE} === 'replay'")
    bar = page.locator(".replay-bar")
    bar.get_by_role("button", name="To the start").click()
    page.wait_for_function(f"{AT} === 0")
    return bar


def autosaved_moves(page: Page) -> list[int]:
    """The number of moves of each game autosaved in this browser."""
    return sorted(page.evaluate("""() => Object.keys(localStorage).filter((k) => k.startsWith('evolution:v1:auto:'))
        .map((k) => JSON.parse(JSON.parse(localStorage.getItem(k)).save).moves.length)"""))


def test_play_runs_the_replay_to_the_end_and_pause_stops_it(page: Page, site_url: str, axe_source: str) -> None:  # noqa: F811
    total = a_game_with_moves(page, site_url)
    bar = replay_from_the_start(page)
    play = bar.locator("[data-act=replay-play]")
    expect(play).to_have_attribute("aria-pressed", "false")
    play.click()
    page.wait_for_function(f"{AT} >= 2")  # it moves on by itself
    expect(bar.locator("[data-act=replay-play]")).to_have_attribute("aria-pressed", "true")
    assert serious_violations(page, axe_source) == []
    bar.locator("[data-act=replay-play]").click()  # Pause
    page.wait_for_function(f"!({PLAYING})")
    paused_at = page.evaluate(AT)
    expect(bar.locator("[data-act=replay-play]")).to_have_attribute("aria-pressed", "false")
    assert page.evaluate(AT) == paused_at and 0 < paused_at < total
    bar.locator("[data-act=replay-play]").click()  # Play again: on to the last move, where it stops
    page.wait_for_function(f"{AT} === {total} && !({PLAYING})")
    expect(bar).to_contain_text(f"move {total} of {total}")


def test_take_over_starts_a_new_game_from_the_position_and_keeps_the_old_one(page: Page, site_url: str) -> None:
    total = a_game_with_moves(page, site_url)
    replay_from_the_start(page)
    take_over_at(page, 3)
    expect(page.locator(".message")).to_contain_text("A new game from move 3")
    page.wait_for_function(f"{AT} >= 3")
    saved = autosaved_moves(page)
    assert len(saved) == 2 and total in saved, saved  # the game replayed, as it was, and the new one
    assert min(saved) < total
    games = page.evaluate("""() => Object.keys(localStorage).filter((k) => k.startsWith('evolution:v1:auto:'))
        .map((k) => JSON.parse(JSON.parse(localStorage.getItem(k)).save))""")
    old, new = sorted(games, key=lambda g: len(g["moves"]), reverse=True)
    assert new["moves"][:3] == old["moves"][:3] and new["seats"] == old["seats"] and new["options"] == old["options"]
    # The Saves list tells the two apart: the new game says where it was taken over, in the page's language
    for lang, words in (("en", "taken over at move 3"), ("de", "übernommen bei Zug 3")):
        if lang != "en":
            switch_language(page, lang)
        page.click("[data-act=saves]")
        entries = page.locator("#saves-dialog .autosaves li")
        expect(entries).to_have_count(2)
        expect(entries.filter(has_text=words)).to_have_count(1)
        expect(entries.filter(has_text=words)).to_have_class("current")  # (the game on the table)
        page.keyboard.press("Escape")


@pytest.mark.parametrize("size", [{"width": 1366, "height": 768}, {"width": 390, "height": 844}])
def test_s_evolutions_replay_shows_its_bar_and_plays(browser, site_url: str, size: dict, axe_source: str) -> None:  # noqa: F811
    """S-Evolution's hand holds the prompt: the replay's bar, in the top bar's prompt, stays in view."""
    from tests.browser.test_s_evolution_look import position, resume_over

    page = browser.new_context(viewport=size, has_touch=size["width"] < 600).new_page()
    resume_over(page, site_url, position(lambda s: s.state.phase == "over"))
    page.locator("[data-act=replay]:visible").first.click()
    page.wait_for_function(f"{MODE} === 'replay'")
    bar = page.locator(".replay-bar")
    expect(bar).to_be_visible()
    take_over = bar.get_by_role("button", name="Take over from here")
    expect(take_over).to_be_visible()
    assert take_over.evaluate(CONTRAST) >= 4.5
    bar.locator("[data-act=replay-play]").click()
    page.wait_for_function(f"{AT} >= 3")
    bar.locator("[data-act=replay-play]").click()
    page.wait_for_function(f"!({PLAYING})")
    assert serious_violations(page, axe_source) == []
