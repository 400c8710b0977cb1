"""The daily deal, in both games: its seed comes from the UTC date and the game id, so two fresh
browsers (no storage in common) get the same deal, against 3 hard computer players; a finished daily
deal's link shows the engine's score for that day's deal, and a link whose moves were tampered with
is refused (its checksum, or a move the deal does not allow when sealed again)."""

from __future__ import annotations

import datetime
import json

import pytest
from playwright.sync_api import Browser, Page, expect

from evolution.core.daily import daily_config, daily_seed
from evolution.core.session import GameConfig, Session
from tests.browser.pages import FAST, MODE, human_move, human_moves, open_site
from tests.browser.test_hostile import open_link
from tests.core.test_decode_properties import payload_of, sealed

GAMES = ["evolution", "s-evolution"]

pytestmark = pytest.mark.browser


def todays_deal(browser: Browser, site_url: str, game_id: str) -> dict:
    context = browser.new_context()
    try:
        page = context.new_page()
        open_site(page, site_url + FAST)
        page.click("#daily")
        box = page.locator("#daily-dialog")
        expect(box).to_contain_text("Streak: 0 days in a row")
        box.locator(f"button[data-game={game_id}]").click()
        expect(box).to_be_hidden()
        page.wait_for_function(f"{MODE} && {MODE} !== 'idle'")
        save = json.loads(page.evaluate("window.evolutionUI.game.save"))
        table = json.loads(page.evaluate("evolution.call('table', JSON.stringify({viewer: 0}))"))
        return {"save": save, "hand": table["view"]["players"][0]["hand"], "day": page.evaluate("new Date().toISOString().slice(0, 10)")}
    finally:
        context.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_daily_deal_is_the_same_in_two_fresh_browsers(browser: Browser, site_url: str, game_id: str) -> None:
    first, second = todays_deal(browser, site_url, game_id), todays_deal(browser, site_url, game_id)
    day = datetime.datetime.now(datetime.UTC).date().isoformat()
    assert day in (first["day"], second["day"])  # (the page's UTC day is the engine's)
    for deal in (first, second):
        save = deal["save"]
        assert save["options"]["seed"] == daily_seed(game_id, deal["day"])
        assert [s["bot"] for s in save["seats"]] == [None, "hard", "hard", "hard"]
        assert save["seats"][0]["name"] == "Player"  # (a fresh browser; "You" made the log say "You plays")
    if first["day"] == second["day"]:
        assert first["hand"] and first["hand"] == second["hand"]
        assert first["save"]["options"] == second["save"]["options"]


def finished_daily(game_id: str, day: str) -> Session:
    """That day's deal played to its end: Ana's first legal move each time, medium moves in the hard
    bots' seats (quicker, and as legal)."""
    session = Session.new(daily_config(game_id, day, "Ana"))
    while not session.game.is_over(session.state):
        bots = session.bots_to_move()
        if bots:
            obs = session.game.observation(session.state, bots[0])
            session.bot_move(session.game.bot("medium", len(session.save.moves)).choose(obs), len(session.save.moves))
        else:
            session.act(session.game.legal_actions(session.state, session.humans_to_move()[0])[0])
    return session


@pytest.mark.parametrize("game_id", GAMES)
def test_a_daily_deals_link_shows_its_verified_score(page: Page, site_url: str, game_id: str) -> None:
    day = datetime.datetime.now(datetime.UTC).date().isoformat()
    session = finished_daily(game_id, day)
    score = session.game.scores(session.state)[0]
    open_site(page, f"{site_url}{FAST}#g={session.link()}")
    page.wait_for_function(f"{MODE} === 'over'")
    # (under the end screen's row of actions, in the first screen after the game: not under the boards)
    expect(page.locator(".endscreen .daily-result")).to_contain_text(
        f"Daily deal of {day}: Ana scored {score}, verified by replaying every move.")


def test_a_tampered_daily_link_is_refused(page: Page, site_url: str) -> None:
    """A result link with one character changed fails its checksum; one whose last move was changed
    and sealed again names the move the deal does not allow. Neither opens, so no score shows."""
    day = datetime.datetime.now(datetime.UTC).date().isoformat()
    session = finished_daily("evolution", day)
    link = session.link()
    middle = len(link) // 2
    flipped = link[:middle] + ("B" if link[middle] != "B" else "C") + link[middle + 1:]
    header, _, moves = payload_of(link).partition(b"\n")
    forged = sealed(header + b"\n" + moves[:-1] + bytes([0x7F]))  # (the last move: index 127 of its legal moves)
    open_site(page, site_url + FAST)
    open_link(page, flipped, "This link is damaged")
    open_link(page, forged, f"move {len(session.save.moves)} is not a legal move")
    expect(page.locator(".daily-result")).to_have_count(0)


def test_a_daily_deal_is_marked_on_its_table_and_the_dialog_continues_it(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    page.click("#daily")
    page.locator("#daily-dialog button[data-game=evolution]").click()
    page.wait_for_function(f"['play', 'over'].includes({MODE})", timeout=60_000)
    day = page.evaluate("new Date().toISOString().slice(0, 10)")
    expect(page.locator(".topbar .table-mark")).to_have_text(f"Daily deal, {day}")
    auto = page.evaluate("window.evolutionUI.game.autoId")
    human_move(page)
    moves = int(page.evaluate("document.querySelector('.game').dataset.moves"))
    page.locator("[data-act=menu]").first.click()
    page.click("#daily")
    again = page.locator("#daily-dialog button[data-game=evolution]")
    expect(again).to_have_text("Continue today's Evolution")  # (not dealt again: one try a day)
    again.click()
    page.wait_for_function(f"{MODE} && {MODE} !== 'idle' && +document.querySelector('.game').dataset.moves >= {moves}")
    assert page.evaluate("window.evolutionUI.game.autoId") == auto
    expect(page.locator(".game .message")).to_contain_text("You started today's Evolution")
    expect(page.locator(".topbar .table-mark")).to_have_text(f"Daily deal, {day}")
    assert page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('evolution:v1:auto:')).length") == 1
    plain = Session.new(GameConfig(game="evolution", seed=1, seats=[{"name": "Ana", "bot": None}, {"name": "B", "bot": "easy"}]))
    open_site(page, f"{site_url}{FAST}#g={plain.link()}")  # (a plain game: no mark)
    page.wait_for_function(f"{MODE} === 'play'")
    expect(page.locator(".topbar .table-mark")).to_be_hidden()


def daily_bots_moves(browser: Browser, site_url: str, throttle: int, human: int) -> dict:
    """Today's Evolution deal in a fresh browser whose CPU runs ``throttle`` times slower (Chromium's
    own throttling, as DevTools' "4x slowdown": a phone), the human making the first legal move
    ``human`` times through the page's clicks; the save's moves then."""
    context = browser.new_context()
    try:
        page = context.new_page()
        open_site(page, site_url + FAST)
        if throttle > 1:
            context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": throttle})
        page.click("#daily")
        page.locator("#daily-dialog button[data-game=evolution]").click()
        human_moves(page, human)
        save = json.loads(page.evaluate("window.evolutionUI.game.save"))
        return {"moves": save["moves"], "day": page.evaluate("new Date().toISOString().slice(0, 10)"),
                "seats": [s["bot"] for s in save["seats"]]}
    finally:
        context.close()


def test_the_daily_deals_bots_play_the_same_on_a_slow_device(browser: Browser, site_url: str) -> None:
    """The same human moves on a desktop and on a device 4 times slower meet the same bots' moves:
    the daily deal's hard bots stop on a sample cap, never on the clock (core/samples.py), and their
    seeds come from the game, the seat and the move number (core/bots.py ``bot_seed``)."""
    fast = daily_bots_moves(browser, site_url, 1, 4)
    slow = daily_bots_moves(browser, site_url, 4, 4)
    if fast["day"] != slow["day"]:
        pytest.skip("the UTC day changed between the two browsers")
    assert fast["seats"] == [None, "hard", "hard", "hard"]
    bots_moves = [m for m in fast["moves"] if m.get("player", 0) != 0]
    assert len(bots_moves) >= 3, fast["moves"]  # (every bot moved: at least one round of their turns)
    assert slow["moves"] == fast["moves"]
