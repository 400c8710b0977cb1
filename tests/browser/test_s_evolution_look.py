"""S-Evolution read as a table, in real Chromium: a Discovery set marked by its own symbol (never a
player's colour) on the card, in the log, the hint and the end table; the end table's set points said
as points; the stock worded before or after paying the needs; each game described in the New game form;
buildings and ages drawn as glyphs; and no serious axe-core violation on those screens."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from evolution.core.session import GameConfig, Session
from evolution.games.s_evolution import engine
from evolution.games.s_evolution.bots import Observation, make_bot
from tests.browser.pages import FAST, MODE, open_form, open_site, resume, reload_into_autosave
from tests.browser.test_a11y import axe_source, serious_violations  # noqa: F401  (a fixture)

pytestmark = pytest.mark.browser

TABLE = '.game[data-game="s-evolution"]'
COLOURS = re.compile(r"\b(Red|Green|Blue|Yellow)\b")
SETS = re.compile(r"\((Sun|Moon|Star|Wave)\)")


def position(wanted, players: int = 3) -> str:
    """A save where Ana (seat 0, the medium bot's moves) is at a point `wanted(session)` accepts."""
    names = ["Ana", "Hammurabi", "Hatshepsut", "Cyrus"][:players]
    for seed in range(40):
        s = Session.new(GameConfig(game="s-evolution", seed=seed,
                                   seats=[{"name": n, "bot": None if k == 0 else "medium"} for k, n in enumerate(names)]))
        me = make_bot("medium", seed)
        while True:
            if wanted(s):
                return s.to_json()
            if s.state.phase == "over":
                break
            if s.bots_to_move():
                s.bot_step()
            else:
                s.act(me.choose(Observation(s.state, 0)))
    raise AssertionError("no such position")


def resume_over(page: Page, site_url: str, save: str) -> None:
    """Open a finished game's save, as the autosave of the tab (its end screen)."""
    open_site(page, site_url + FAST)
    reload_into_autosave(page, save)
    page.wait_for_function(f"{MODE} === 'over'")


def holds_discovery(s: Session) -> bool:
    return engine.decision(s.state) == "play" and 0 in engine.to_move(s.state) and any(
        c.split("-")[1].startswith("D") for c in s.state.players[0].hand)


def test_a_discovery_is_marked_by_its_sets_symbol_in_the_hand_the_log_and_the_hint(page: Page, site_url: str,
                                                                                      axe_source: str) -> None:  # noqa: F811
    resume(page, site_url, position(holds_discovery))
    card = page.locator(f"{TABLE} .dock .hand .card.disc").first
    expect(card.locator("svg[data-glyph^='set.']")).to_have_count(1)  # the set's own symbol, drawn
    words = card.inner_text() + " " + (card.get_attribute("title") or "")
    assert not COLOURS.search(words), words
    assert re.search(r"Sun|Moon|Star|Wave", words), words
    table = page.locator(TABLE).inner_text()  # (the log and the cards taken: "Discovery II (Star)")
    assert not re.search(r"Discovery [IVX]+ \((Red|Green|Blue|Yellow)\)", table), table
    assert SETS.search(table), table
    page.locator(f"{TABLE} .hint-button").click()
    expect(page.locator(f"{TABLE} .message")).to_be_visible()
    assert not COLOURS.search(page.locator(f"{TABLE} .message").inner_text())
    assert serious_violations(page, axe_source) == []


def test_the_end_table_says_each_sets_points_with_its_symbol(page: Page, site_url: str, axe_source: str) -> None:  # noqa: F811
    resume_over(page, site_url, position(lambda s: s.state.phase == "over"))
    chips = page.locator(f"{TABLE} .endscreen .sets .chip")
    expect(chips.first).to_be_visible()
    for k in range(chips.count()):
        chip = chips.nth(k)
        assert re.fullmatch(r"(Sun|Moon|Star|Wave): \d+ points?", chip.inner_text().strip()), chip.inner_text()
        expect(chip.locator("svg[data-glyph^='set.']")).to_have_count(1)
    assert serious_violations(page, axe_source) == []


def test_the_stock_is_worded_before_and_after_paying_the_needs(page: Page, site_url: str) -> None:
    resume(page, site_url, position(lambda s: engine.decision(s.state) == "commerce" and engine.to_move(s.state) == [0]))
    line = page.locator(f"{TABLE} .stock-line")
    expect(line).to_contain_text("Stock before paying your needs:")
    expect(line).to_contain_text("needs to pay:")
    resume(page, site_url, position(lambda s: engine.decision(s.state) == "bonus" and engine.to_move(s.state) == [0]))
    expect(line).to_contain_text("Stock left after paying your needs:")
    expect(line).to_contain_text(re.compile(r"needs this round: .*\((paid|not met)\)"))


def test_buildings_ages_and_resources_are_drawn_as_glyphs(page: Page, site_url: str) -> None:
    resume(page, site_url, position(lambda s: engine.decision(s.state) == "manage" and engine.to_move(s.state) == [0]))
    board = page.locator(f"{TABLE} .board.viewer")
    expect(board.locator(".buildings svg[data-glyph^='building.']")).to_have_count(6)
    expect(board.locator(".fact.age svg[data-glyph^='age.']")).to_have_count(1)
    expect(board.locator(".tracks svg[data-glyph^='suit.']")).to_have_count(3)
    expect(page.locator(f"{TABLE} .actions .build th svg[data-glyph^='building.']")).to_have_count(6)


def test_the_new_game_form_describes_each_game(page: Page, site_url: str, axe_source: str) -> None:  # noqa: F811
    open_site(page, site_url)
    for game, words in (("s-evolution", "civilisation"), ("evolution", "survival of the fittest")):
        form = open_form(page, game)
        expect(form.locator(".game-about")).to_contain_text(words)
        assert serious_violations(page, axe_source) == []
        page.keyboard.press("Escape")
    page.click("#lang-toggle [data-lang=de]")
    expect(open_form(page, "s-evolution").locator(".game-about")).to_contain_text("Zivilisationsspiel")
