"""The bots' worker killed in the middle of a decision (web/shell-bots.js): the page hears nothing from
it, starts a new one, and the decision is taken up again; no move is lost and none is played twice.

Every search takes a fixed number of samples (``?botsamples``), so the bots' moves are those CPython
plays from the same position: the test compares them move by move.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from evolution.core import samples
from evolution.core.save import load_json
from evolution.core.session import Session
from tests.browser.pages import MODE, human_move, new_game, open_site, start_game, wait_human_or_end

pytestmark = pytest.mark.browser

SAMPLES = 300  # a hard decision takes seconds in the worker: time to kill it in the middle
SEATS = [("Ana", False), ("Darwin", True), ("Lamarck", True), ("Wallace", True)]


def bots_from(save_text: str, start: int) -> list:
    """The moves CPython's bots play from move ``start`` of the save until a human is to move."""
    save = load_json(save_text)
    session = Session(save.model_copy(update={"moves": save.moves[:start]}))
    samples.FIXED = SAMPLES
    try:
        while session.bots_to_move() and not session.humans_to_move():
            session.bot_step()
    finally:
        samples.FIXED = None
    return session.save.moves[start:]


def test_a_worker_killed_mid_decision_is_started_again_and_the_bots_move_as_before(page: Page, site_url: str) -> None:
    warnings = []
    page.on("console", lambda m: m.type == "warning" and "[bots]" in m.text and warnings.append(m.text))
    open_site(page, site_url + f"?botdelay=0&botworkers=1&botsamples={SAMPLES}")
    new_game(page, SEATS, seed=11, level="hard")
    page.wait_for_function("document.documentElement.dataset.bots === 'worker'", timeout=90_000)
    wait_human_or_end(page)
    human_move(page)
    start = int(page.evaluate("window.evolutionUI.game.table.moves"))
    page.wait_for_function(f"{MODE} === 'bot'")
    bot_workers = [w for w in page.workers if w.url.endswith("bot-worker.js")]
    assert len(bot_workers) == 1, [w.url for w in page.workers]
    page.wait_for_timeout(500)  # (into the decision: its samples take seconds)
    assert page.evaluate(f"{MODE}") == "bot"
    try:
        bot_workers[0].evaluate("close()")  # it ends at once and says nothing, as a worker the browser ends
    except Exception:  # noqa: BLE001 - (the evaluation may not come back from a worker that is gone)
        pass

    page.wait_for_function(f"['play', 'over'].includes({MODE})", timeout=180_000)
    assert any("started again" in w for w in warnings), warnings
    assert page.evaluate("document.documentElement.dataset.bots") == "worker"
    save = page.evaluate("window.evolutionUI.game.save")
    played = load_json(save).moves[start:]
    assert played and played == bots_from(save, start)


def test_a_worker_grown_past_its_limit_is_replaced_between_games_and_the_next_game_plays(page: Page,
                                                                                         site_url: str) -> None:
    """A wasm heap never shrinks: at the end of a game, a worker whose heap has grown past the page's
    measure (the first worker's heap at the end of its first game; here any growth allowed is none,
    ?botheapgrowth=-1) is replaced by a fresh one, and the next game's bots play through it. The fresh
    worker is weighed against the same measure: its own first game is not a new measure."""
    bots = [("Bot 1", True), ("Bot 2", True)]
    open_site(page, site_url + "?botdelay=0&botworkers=1&botheapgrowth=-1")
    renewals = "document.documentElement.dataset.botRenewals"
    for game, seed in enumerate([3, 4, 5]):
        if game == 0:
            new_game(page, bots, seed=seed, level="easy")
        else:
            page.click(".game [data-act=new]")
            start_game(page, bots, seed=seed, level="easy")
        page.wait_for_function(f"{MODE} === 'over'", timeout=180_000)
        if game == 0:  # its first game: the measure, no renewal
            page.wait_for_function("document.documentElement.dataset.bots === 'worker'", timeout=90_000)
            assert page.evaluate(renewals) is None
        else:  # grown past the measure: replaced while the end screen shows (the new worker's first game too)
            page.wait_for_function(f"{renewals} === '{game}'", timeout=90_000)
    page.wait_for_function("document.documentElement.dataset.bots === 'worker'", timeout=90_000)  # (the fresh one)
    assert len([w for w in page.workers if w.url.endswith("bot-worker.js")]) == 1  # (the old one ended)
