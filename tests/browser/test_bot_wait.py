"""Normal speed paces the bots' moves, never their thinking: a bot's move shows when its
slot comes, and only a wait past 0.5 s says which bot is thinking, in a polite live region."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.pages import human_move, new_game, open_site, switch_language, wait_human_or_end

pytestmark = pytest.mark.browser

# Every text the wait's live region shows, in order.
WATCH_WAIT = """() => {
  window.waitTexts = [];
  new MutationObserver(() => {
    const node = document.querySelector('.bot-wait');
    if (node && node.textContent) waitTexts.push([node.textContent, document.documentElement.dataset.bots]);
  }).observe(document.getElementById('table'), { subtree: true, childList: true, characterData: true });
}"""


def waits_said(page: Page, limit: int = 40) -> list[str]:
    """Your moves (the first legal option) until a wait for the bots said who is thinking."""
    page.evaluate("waitTexts.length = 0")
    for _ in range(limit):
        if wait_human_or_end(page)["mode"] == "over":
            break
        human_move(page)
        wait_human_or_end(page)
        expect(page.locator(".bot-wait")).to_have_text("")  # (your turn: nobody is waited for)
        texts = page.evaluate("waitTexts.map(([text]) => text)")
        if texts:
            return texts
    return []


def test_a_long_wait_says_which_bot_is_thinking(page: Page, site_url: str) -> None:
    # 80 samples a decision (in the bots' worker): a hard decision not pondered takes over 0.5 s here (at 24
    # it took 0.1-0.4 s once rollouts were cheaper: benchmarks/README.md, "The bots' waits")
    open_site(page, site_url + "?botdelay=0&botsamples=80")
    new_game(page, [("Ana", False), ("Darwin", True), ("Lamarck", True)], seed=3, level="hard")
    wait_human_or_end(page)
    page.wait_for_function("document.documentElement.dataset.bots === 'worker'", timeout=60_000)
    page.evaluate(WATCH_WAIT)
    status = page.locator(".bot-wait")
    assert status.get_attribute("role") == "status" and status.get_attribute("aria-live") == "polite"
    for lang, words in (("en", "is thinking…"), ("fr", "réfléchit…"), ("de", "denkt nach…")):
        if lang != "en":
            switch_language(page, lang)
        texts = waits_said(page)
        assert texts and texts[0] in (f"Darwin {words}", f"Lamarck {words}"), (lang, texts)


def test_quick_bots_at_normal_speed_never_say_they_think(page: Page, site_url: str) -> None:
    """Medium bots decide in a few ms: at Normal speed (600 ms a move) each move comes with its slot."""
    open_site(page, site_url + "?botdelay=600")
    new_game(page, [("Ana", False), ("Darwin", True), ("Lamarck", True)], seed=4, level="medium")
    page.evaluate(WATCH_WAIT)
    wait_human_or_end(page)
    page.wait_for_function("document.documentElement.dataset.bots === 'worker'", timeout=60_000)
    for _ in range(3):
        if wait_human_or_end(page)["mode"] == "over":
            break
        human_move(page)
    wait_human_or_end(page)
    # (while the bots' worker boots, its Python shares the cores and the bots think on the page's
    # thread: on a loaded machine a wait may then pass 0.5 s)
    assert page.evaluate("waitTexts.filter(([, bots]) => bots === 'worker')") == []
