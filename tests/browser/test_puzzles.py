"""The puzzles in the page (core/puzzles.py, web/shell-puzzles.js): from the menu's Puzzles, a puzzle of
each game is solved through clicks on its table (the engine says so), then tried again and failed by a
first move the search shows cannot reach the goal; the hint and the solution are the engine's words,
the progress is kept on the device, and nothing of a puzzle is autosaved."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from evolution.core.registry import get_game
from evolution.core.puzzles import find, puzzle_set, solution_moves, solve, start, texts
from tests.browser.pages import FAST, open_site

pytestmark = pytest.mark.browser
MOVES = "+document.querySelector('.game').dataset.moves"
AUTOSAVES = "Object.keys(localStorage).filter((k) => k.startsWith('evolution:v1:auto:')).length"


def key(move) -> str:
    """The page's key of a move's button (web/dom.js actionKey), as a CSS string."""
    pairs = sorted(move.model_dump().items())
    return json.dumps("do:" + json.dumps([[k, v] for k, v in pairs], separators=(",", ":"), ensure_ascii=False))


def click_move(page: Page, move) -> None:
    before = page.evaluate(MOVES)
    page.locator(f"button[data-key={key(move)}]").click()
    page.wait_for_function(f"{MOVES} > {before}")


@pytest.mark.parametrize("game_id, puzzle_id", [("evolution", "plants-1"), ("s-evolution", "science-1")])
def test_a_puzzle_is_solved_and_then_failed_in_the_page(page: Page, site_url: str, game_id: str, puzzle_id: str) -> None:
    game, puzzle = get_game(game_id), find(game_id, puzzle_id)
    words = texts(game_id, puzzle)
    _, solution = solution_moves(game, puzzle)
    wrong = next(m for m, wins in solve(game, start(game, puzzle.position), puzzle.goal)["first"] if not wins)

    open_site(page, site_url + FAST)
    page.click("#puzzles")
    box = page.locator("#puzzles-dialog")
    box.locator("#puzzle-game").select_option(game_id)
    box.locator(f"button[data-puzzle={puzzle_id}]").click()
    expect(box).to_be_hidden()
    panel = page.locator(".puzzle-panel")
    expect(panel.locator(".puzzle-goal-line")).to_have_text(f"Goal: {words['goal']['en']}")
    ids = [p.id for p in puzzle_set(game_id).puzzles]
    n, total = ids.index(puzzle_id) + 1, len(ids)
    expect(page.locator(".topbar .table-mark")).to_have_text(f"Puzzle {n} of {total}")
    expect(page.locator("#puzzle-title")).to_be_focused()  # (the goal, not the page's body once the list closes)
    panel.get_by_role("button", name="Hint").click()
    expect(panel.locator(".puzzle-hint")).to_have_text(words["hint"]["en"])
    expect(panel.locator(".puzzle-hint")).to_be_focused()  # (its button is gone)
    assert "(R-" not in words["hint"]["en"] and "(S-" not in words["hint"]["en"]  # (a ruling id means nothing to a player)

    for move in solution:  # solved: the engine's outcome, shown and kept
        click_move(page, move)
    expect(panel.locator(".puzzle-outcome.won")).to_have_text(f"Solved! {words['goal']['en']}")
    expect(panel.locator(".puzzle-outcome")).to_be_focused()
    assert page.evaluate("document.querySelectorAll('.game [data-legal]').length") == 0  # (over: nothing to play)
    expect(page.locator(".after-game")).to_be_hidden()  # (S-Evolution's last round ends the game: no review of it)
    progress = json.loads(page.evaluate("localStorage.getItem('evolution:v1:puzzles')"))
    assert puzzle_id in progress[game_id]["solved"]

    panel.get_by_role("button", name="Try again").click()  # failed: a first move that cannot reach the goal
    page.wait_for_function(f"{MOVES} === 0 && !document.querySelector('.puzzle-outcome')")
    click_move(page, wrong)
    while not panel.locator(".puzzle-outcome").count():
        before = page.evaluate(MOVES)
        page.locator(".game button[data-key^='do:'][data-legal]").first.click()
        page.wait_for_function(f"{MOVES} > {before} || !!document.querySelector('.puzzle-outcome')")
    expect(panel.locator(".puzzle-outcome.lost")).to_have_text(f"Not this time: {words['goal']['en']}")
    assert not [text for text in page.locator(".prompt").all_text_contents() if "Waiting for" in text]  # (it said "Waiting for .")
    panel.get_by_role("button", name="Solution").click()
    expect(panel.locator(".puzzle-solution li")).to_have_text(words["solution"]["en"])
    assert page.evaluate(AUTOSAVES) == 0
    assert page.evaluate("localStorage.getItem('evolution:v1:stats')") is None  # (a puzzle is no game of the statistics)

    panel.get_by_role("button", name="All puzzles").click()  # the list says which are solved
    expect(box.locator(f"button[data-puzzle={puzzle_id}]")).to_have_attribute("data-state", "solved")
    expect(box.locator(".puzzles-solved")).to_contain_text("1 of ")


@pytest.mark.parametrize("lang, word", [("fr", "Joueur"), ("de", "Spieler")])
def test_a_puzzle_after_a_default_named_game_names_the_player_in_the_pages_language(page: Page, site_url: str,
                                                                                   lang: str, word: str) -> None:
    """The New game form's "Player 1" (its seat's default name in English) is no name of the player's: a
    puzzle opened later in French or German names the player in that language, not "Player 1"."""
    open_site(page, site_url + FAST)
    page.evaluate("localStorage.setItem('evolution:v1:seats', JSON.stringify([{name: 'Player 1', bot: null}, {name: 'Darwin', bot: 'easy'}]))")
    page.click(f"#lang-toggle [data-lang={lang}]")
    page.click("#puzzles")
    box = page.locator("#puzzles-dialog")
    box.locator("#puzzle-game").select_option("evolution")
    box.locator("button[data-puzzle=plants-1]").click()
    expect(box).to_be_hidden()
    name = page.locator(".player.viewer .pname, .player.viewer .player-head .name").first
    expect(name).to_have_text(word)
    assert "Player" not in page.locator(".game .board").inner_text()
