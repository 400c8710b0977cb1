"""The bots think in a Web Worker (web/bot-worker.js): the page's thread never runs their
search, so it never freezes while they play; without the worker they think on the page's thread as
before, and the game goes on the same way."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from tests.browser.pages import FAST, MODE, human_move, new_game, open_site, state, wait_human_or_end

pytestmark = pytest.mark.browser

# Times every bridge call on the page's thread (name, start, ms), and the page's long tasks (start, ms).
WATCH = """() => {
  window.calls = []; window.longTasks = [];
  const bridge = window.evolution;
  window.evolution = { ...bridge, call(name, payload) {
    const start = performance.now();
    // (the worker's moves are "play" calls that carry its move count)
    const kind = name === "play" && JSON.parse(payload).moves !== undefined ? "bot_move" : name;
    try { return bridge.call(name, payload); } finally { calls.push([kind, start, performance.now() - start]); }
  } };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push([e.startTime, e.duration]); })
    .observe({ type: "longtask" });
}"""
# The page's long tasks (over 50 ms) in which a bot thought on the page's thread (a `bot_step` call).
THINKING_LONG_TASKS = """longTasks.filter(([start, ms]) => calls.some(([name, at, took]) =>
  name === "bot_step" && at < start + ms && at + took > start))"""
SEATS = [("Ana", False), ("Darwin", True), ("Lamarck", True), ("Wallace", True)]


def play_moves(page: Page, count: int) -> dict:
    """`count` moves of Ana's (or up to the game's end), each answered by the bots."""
    for _ in range(count):
        if wait_human_or_end(page)["mode"] == "over":
            break
        human_move(page)
    return wait_human_or_end(page)


def bot_calls(page: Page) -> dict[str, list[float]]:
    calls = page.evaluate("calls")
    return {name: [ms for n, _, ms in calls if n == name] for name in ("bot_step", "bot_move")}


def test_hard_bots_think_in_the_worker_and_the_page_never_freezes(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    page.evaluate(WATCH)
    new_game(page, SEATS, seed=11, level="hard")
    page.wait_for_function("document.documentElement.dataset.bots !== 'starting'", timeout=60_000)
    assert page.evaluate("document.documentElement.dataset.bots") == "worker"
    before = state(page)["moves"]
    play_moves(page, 12)
    calls = bot_calls(page)
    assert state(page)["moves"] - before >= 12 + 12, "the bots did not answer"
    assert not calls["bot_step"], "a bot thought on the page's thread"
    assert len(calls["bot_move"]) >= 12
    # What the bots cost the page's thread: playing each move (the engine checks it), never a search.
    # (Drawing the table after each move is the page's own work, not the bots': benchmarks/play.py.)
    assert not page.evaluate(THINKING_LONG_TASKS)
    assert sorted(calls["bot_move"])[len(calls["bot_move"]) // 2] < 20, calls["bot_move"]


def test_without_the_worker_the_bots_think_on_the_page(page: Page, site_url: str) -> None:
    page.context.route("**/bot-worker.js", lambda route: route.abort())  # (a worker's own requests are the context's)
    open_site(page, site_url + FAST)
    page.evaluate(WATCH)
    new_game(page, SEATS[:3], seed=12, level="hard")
    page.wait_for_function("document.documentElement.dataset.bots === 'page'", timeout=60_000)
    before = state(page)["moves"]
    play_moves(page, 4)
    calls = bot_calls(page)
    assert state(page)["moves"] - before >= 4 + 4, "the bots did not answer"
    assert not calls["bot_move"]
    assert sum(calls["bot_step"]) > 300, calls["bot_step"]  # the hard bots' search, on the page's thread


def test_a_stale_answer_is_never_played(page: Page, site_url: str) -> None:
    """Undo while the bots think: the worker's answer about the old position is dropped, and the bots
    answer the new one (the engine replays the save: the game is the one the page shows)."""
    open_site(page, site_url + "?botdelay=1500")
    page.evaluate(WATCH)
    new_game(page, SEATS, seed=13, level="hard")
    page.wait_for_function("document.documentElement.dataset.bots === 'worker'", timeout=60_000)
    for _ in range(40):  # a move of Ana's that the bots answer at once (not a move of her own turn)
        s = wait_human_or_end(page)
        human_move(page)
        page.wait_for_function(f"{MODE} !== 'play' || +document.querySelector('.game').dataset.moves > {s['moves']}")
        if state(page)["mode"] == "bot" and page.locator("[data-act=undo]").count():
            break
    else:
        pytest.skip("no undoable move handed the turn to the bots")
    moves = state(page)["moves"]
    page.locator("[data-act=undo]").click()
    page.wait_for_function(f"+document.querySelector('.game').dataset.moves < {moves}")
    play_moves(page, 3)
    table = page.evaluate("JSON.parse(evolution.call('table', '{}'))")
    assert table["moves"] == state(page)["moves"]
    assert not bot_calls(page)["bot_step"]
