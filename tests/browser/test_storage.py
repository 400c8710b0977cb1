"""The log the page shows is the engine's, in real Chromium (moves by clicking, as in test_table.py)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from tests.browser.test_table import (FAST, MODE, READY_TIMEOUT_MS, bridge_table, human_move, new_game, open_site,
                                      wait_engine, wait_human_or_end)

pytestmark = pytest.mark.browser


def reload_to_play(page: Page) -> None:
    page.reload()
    wait_engine(page)
    page.wait_for_function(f"['play', 'over'].includes({MODE})", timeout=READY_TIMEOUT_MS)


def test_the_log_after_a_reveal_is_the_engines_log(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True), ("Lamarck", True)], seed=39)

    def engine_lines() -> list[str]:
        return [line["text"] for line in bridge_table(page, 0)["log"]]

    def page_lines() -> list[str]:
        return page.locator(".log-lines li:not(.round-mark)").all_text_contents()

    def bot_traits_named() -> int:  # rounds in which a bot's trait, played face down, was named
        return len({line["round"] for line in bridge_table(page, 0)["log"]
                    if line["kind"] == "trait_played" and line["player"] != 0 and line["text"].endswith(").")})

    for _ in range(300):
        s = wait_human_or_end(page)
        assert page_lines() == engine_lines(), s  # after every move, whatever the phase
        if s["mode"] == "over" or bot_traits_named() >= 2:
            break
        human_move(page)
    assert bot_traits_named() >= 2
    reload_to_play(page)
    assert page_lines() == engine_lines()
