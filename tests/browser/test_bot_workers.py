"""A hard decision's samples split over several bots' workers (web/shell-bots.js): with a
fixed number of samples per decision (?botsamples=N) the bots play the same moves with 2 workers as
with 1 (each sample is seeded by the decision's seed and its index: tests/core/test_samples.py)."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page

from tests.browser.pages import human_move, new_game, open_site, wait_human_or_end

pytestmark = pytest.mark.browser

SEATS = [("Ana", False), ("Darwin", True), ("Lamarck", True), ("Wallace", True)]


def bots_moves(page: Page, site_url: str, workers: int, seed: int, count: int) -> tuple[list, dict]:
    open_site(page, site_url + f"?botdelay=0&botsamples=4&botworkers={workers}")
    new_game(page, SEATS, seed=seed, level="hard")
    # (the bots' first moves come after Ana's: the workers are all ready before they think)
    page.wait_for_function(f"document.documentElement.dataset.botWorkers === '{workers}'", timeout=90_000)
    for _ in range(count):
        if wait_human_or_end(page)["mode"] == "over":
            break
        human_move(page)
    wait_human_or_end(page)
    save = json.loads(page.evaluate("window.evolutionUI.game.save"))
    return save["moves"], page.evaluate("({...document.documentElement.dataset})")


def test_two_workers_play_the_moves_one_plays(page: Page, site_url: str) -> None:
    alone, one = bots_moves(page, site_url, 1, 31, 4)
    side, two = bots_moves(page.context.new_page(), site_url, 2, 31, 4)
    assert one["bots"] == two["bots"] == "worker"
    assert two["botWorkers"] == "2" and int(two.get("botHelped", 0)) > 0, two  # the helper computed samples
    n = min(len(alone), len(side))
    assert n >= 4 + 8, (len(alone), len(side))
    assert side[:n] == alone[:n]
