"""S-Evolution 2.0's table in real Chromium: whole games through clicks (against bots, and two humans
sharing the device), reload, share link, French, and the hidden-hand rules (S-OPEN, S-BLIND-SLOT).

Every human decision is a click on the page (the bridge is only read, to compare); bots play with no
pause (`?botdelay=0`); the tests wait for conditions, never for time.
"""

from __future__ import annotations

import json
import random

import pytest
from playwright.sync_api import Page, expect

from evolution.core.session import GameConfig, Session
from evolution.games.s_evolution.game import GAME
from evolution.games.s_evolution.rules import ROUNDS
from evolution.games.s_evolution.text import card_name
from tests.browser.pages import (reload_into_autosave, FAST, MODE, READY_TIMEOUT_MS, bridge_table, open_form, open_site, start_game,
                                      wait_human_or_end)

pytestmark = pytest.mark.browser

TABLE = ".game[data-game='s-evolution']"


def new_game(page: Page, seats: list[tuple[str, bool]], seed: int) -> None:
    """The New game form with S-Evolution chosen (its player range and its own bot levels offered):
    seats = [(name, is_bot)], bots at level easy."""
    form = open_form(page, "s-evolution")
    expect(form.locator("form.new-game[data-game='s-evolution'] fieldset.players legend")).to_have_text("Players (2 to 4)")
    rows = form.locator(".seats > li")
    rows.nth(1).locator(".seat-type").select_option("bot")
    levels = rows.nth(1).locator(".seat-level option").evaluate_all("os => os.map(o => o.value)")
    assert levels == GAME.describe("en")["bot_levels"]  # the form offers the game's own levels
    start_game(page, seats, seed, level="easy")
    page.wait_for_function(f"['play', 'over', 'handoff'].includes({MODE})", timeout=30_000)


def moves(page: Page) -> int:
    return int(page.evaluate("document.querySelector('.game').dataset.moves"))


def click_a_legal_move(page: Page, rng: random.Random) -> None:
    """Click one of the buttons that lead to a legal move (cards, trick cards, choices), and wait
    for the game to move on."""
    before = moves(page)
    buttons = page.locator(f"{TABLE} [data-legal]")
    buttons.nth(rng.randrange(buttons.count())).click()
    page.wait_for_function(f"+document.querySelector('.game').dataset.moves > {before}")


def only_legal_cards_are_playable(page: Page) -> None:
    """The hand's playable cards are exactly the engine's legal plays; the others say why (S-FOLLOW)."""
    viewer = int(page.evaluate("document.querySelector('.game').dataset.viewer"))
    t = bridge_table(page, viewer)
    if not t["decision"] or t["decision"]["what"] != "play":
        return
    playable = page.locator(f"{TABLE} .dock .hand button.legal")
    expect(playable).to_have_count(len(t["legal"]))
    refused = page.locator(f"{TABLE} .dock .hand button.illegal")
    if refused.count():
        before = moves(page)
        refused.first.click()
        expect(page.locator(f"{TABLE} .message.refusal")).to_contain_text("follow")
        assert moves(page) == before
        page.locator(f"{TABLE} .message .dismiss").click()


def play_to_end(page: Page, seed: int, hot_seat: bool = False) -> int:
    """Click legal moves until the game is over; returns how many the humans made. Hot seat: every
    hand-off screen shows no hand until it is confirmed."""
    rng = random.Random(seed)
    clicks = 0
    checked_refusal = False
    while True:
        page.wait_for_function(f"['play', 'over', 'handoff'].includes({MODE})", timeout=30_000)
        mode = page.evaluate(MODE)
        if mode == "over":
            return clicks
        if mode == "handoff":
            assert hot_seat
            assert page.locator(f"{TABLE} .dock .hand, {TABLE} .dock .actions").count() == 0
            expect(page.locator(f"{TABLE} .dock")).to_be_hidden()
            assert page.evaluate("document.querySelector('.game').dataset.viewer") == ""
            page.locator(".handoff [data-act=handoff-ok]").click()
            page.wait_for_function(f"{MODE} === 'play'")
            continue
        if rng.random() < 0.1:
            only_legal_cards_are_playable(page)
        age = page.locator(f"{TABLE} .actions button.illegal[data-key*='\"age\"']")
        if not checked_refusal and age.count():  # management: an age it cannot pay says why
            before = moves(page)
            age.click()
            expect(page.locator(f"{TABLE} .message.refusal")).to_contain_text("An age costs 3 Science")
            assert moves(page) == before
            checked_refusal = True
        click_a_legal_move(page, rng)
        clicks += 1


def end_screen_matches_the_engine(page: Page, names: list[str]) -> None:
    end = page.locator(f"{TABLE} .endscreen")
    expect(end).to_be_visible()
    final = bridge_table(page, None)
    assert names[final["winner"]] in end.locator(".winners").text_content()
    rows = end.locator("tbody tr")
    expect(rows).to_have_count(len(names))
    for split, row in zip(final["final"], rows.all()):
        cells = row.locator("td").all()
        assert cells[0].text_content() == str(split["needs"])
        assert cells[2].text_content() == str(split["total"])
        assert names[split["player"]] in row.locator("th").text_content()
    expect(page.locator(".log-lines li").last).to_contain_text("Game over")


# --- tests -----------------------------------------------------------------------------------------

def test_a_whole_game_against_bots_through_clicks(page: Page, site_url: str) -> None:
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Rand", True), ("Dom", True)], seed=4)
    expect(page.locator(f"{TABLE} .board")).to_have_count(3)
    expect(page.locator(f"{TABLE} .board.viewer .pname")).to_have_text("Ana")
    expect(page.locator(f"{TABLE} .trick-area h2")).to_have_text("The trick")
    assert play_to_end(page, seed=4) > 30
    end_screen_matches_the_engine(page, ["Ana", "Rand", "Dom"])
    assert not errors, errors


def test_a_hot_seat_game_of_two_to_the_end(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Bo", False)], seed=8)
    expect(page.locator(".handoff h2")).to_have_text("Pass the device to Ana")
    assert page.locator(f"{TABLE} .hand .card").count() == 0  # no hand before the hand-off is confirmed
    page.locator(".handoff [data-act=handoff-ok]").click()
    hand = [c["card"] for c in bridge_table(page, 0)["boards"][0]["hand"]]
    expect(page.locator(f"{TABLE} .dock .hand .card")).to_have_count(len(hand))
    assert play_to_end(page, seed=8, hot_seat=True) > 60
    end_screen_matches_the_engine(page, ["Ana", "Bo"])


def test_reload_link_and_french(page: Page, browser, site_url: str) -> None:
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Rand", True)], seed=2)
    rng = random.Random(2)
    for _ in range(6):
        page.wait_for_function(f"{MODE} === 'play'")
        click_a_legal_move(page, rng)
    page.wait_for_function(f"['play', 'over'].includes({MODE})")
    position, board = moves(page), page.locator(f"{TABLE} .boards").inner_text()

    page.reload()  # the autosave brings the same position back
    page.wait_for_function(f"{MODE} === 'play'", timeout=READY_TIMEOUT_MS)
    assert moves(page) == position
    assert page.locator(f"{TABLE} .boards").inner_text() == board

    page.click("[data-act=share]")
    link = page.locator("#share-url").input_value()
    other = browser.new_page()
    open_site(other, link.replace("#g=", f"{FAST}#g="))
    other.wait_for_function(f"{MODE} === 'play'")
    assert moves(other) == position and other.locator(f"{TABLE} .boards").inner_text() == board
    other.close()
    page.locator("#share-dialog button.secondary").click()

    page.click("[data-act=lang][data-lang=fr]")
    expect(page.locator(f"{TABLE} .status .phase")).to_have_text(
        "Phase des cartes" if bridge_table(page, 0)["view"]["phase"] == "trick" else "Phase d'Action")
    expect(page.locator(f"{TABLE} .board.viewer .fact.age small")).to_have_text("Âge")
    expect(page.locator(f"{TABLE} .help summary")).to_have_text("Règles")
    expect(page.locator(".log h2")).to_have_text("Journal de la partie")


def _position(players: int, wanted) -> Session:
    """A game of humans played at random until `wanted(state)` holds with Ana to play a card."""
    names = ["Ana", "Bo", "Cy", "Di"][:players]
    for attempt in range(200):
        session = Session.new(GameConfig(game="s-evolution", seed=attempt, seats=[{"name": n} for n in names]))
        rng = random.Random(attempt)
        while session.state.phase != "over":
            state = session.state
            if wanted(state) and GAME.to_move(state) == [0] and GAME.engine.decision(state) == "play":
                return session
            session.act(rng.choice(GAME.legal_actions(state)).model_dump())
    raise AssertionError("no such position")


def _open_link(page: Page, site_url: str, session: Session) -> None:
    open_site(page, f"{site_url}{FAST}#g={session.link()}")
    page.wait_for_function(f"{MODE} === 'handoff'")
    page.locator(".handoff [data-act=handoff-ok]").click()
    page.wait_for_function(f"{MODE} === 'play'")


def test_a_blind_hand_plays_face_down_slots(page: Page, site_url: str) -> None:
    """S-CAL-OBSCURANTISM, S-BLIND-SLOT: Ana sees only the backs of her cards and picks a slot."""
    session = _position(2, lambda s: s.players[0].blind)  # Green's deck holds Obscurantism
    hand = session.state.players[0].hand
    _open_link(page, site_url, session)
    before = moves(page)
    expect(page.locator(f"{TABLE} .dock .hand.blind button.card.back")).to_have_count(len(hand))
    assert not any(word in page.locator(f"{TABLE} .dock").inner_text() for word in ("Food", "Tools", "Science"))
    expect(page.locator(f"{TABLE} .board.viewer .badge")).to_contain_text(["blind (Obscurantism)"])
    page.locator(f"{TABLE} .dock .hand.blind button.card.back").nth(1).click()
    page.wait_for_function(f"+document.querySelector('.game').dataset.moves > {before}")
    plays = [line for line in bridge_table(page, None)["log"] if line["kind"] == "play" and line["player"] == 0]
    assert plays[-1]["text"] == f"Ana plays {card_name(hand[1], 'en')} blind."


def test_an_invaded_hand_is_face_up_for_the_other_player(page: Page, site_url: str) -> None:
    """S-CAL-INVASION, S-OPEN: Bo's hand lies face up on his board for Ana (Yellow's deck holds
    Invasion: four players)."""
    session = _position(4, lambda s: s.players[1].open and not s.players[0].blind)
    labels = [c["label"] for c in session.table(0)["boards"][1]["hand"]]
    _open_link(page, site_url, session)
    shown = page.locator(f"{TABLE} .board[data-seat='1'] .open-hand li")
    expect(shown).to_have_text(labels)
    expect(page.locator(f"{TABLE} .board[data-seat='1'] .badge")).to_contain_text(["hand face up (Invasion)"])


def test_the_hint_marks_the_button_of_its_move(page: Page, site_url: str) -> None:
    """The hint points at its move on the table (the shell marks the move's button)."""
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True)], seed=3)
    wait_human_or_end(page)
    page.locator("[data-act=hint]").click()
    marked = page.locator(".hinted-move")
    expect(marked).to_have_count(1)
    hint = page.evaluate("JSON.parse(evolution.call('hint', JSON.stringify({player: 0}))).action")
    key = marked.get_attribute("data-key")
    assert key is not None and json.loads(key[len("do:"):]) == sorted([k, v] for k, v in hint.items())
    expect(page.locator(".message")).to_contain_text("Hint:")
    marked.click()  # playing it clears the mark
    expect(page.locator(".hinted-move")).to_have_count(0)


# --- others' moves drawn so they can be followed ---------------------------------------

RUNNING = """() => document.getAnimations().filter((a) => a.playState === 'running'
    && Number.isFinite(a.effect.getComputedTiming().endTime)).map((a) => a.effect.target?.className ?? '')"""


def _before_a_bot(decision: str, wanted=lambda state: True) -> str:
    """A save of Ana and three random bots (4 players) where a bot is next to `decision` ("play" or
    "take") and `wanted(state)` holds; Ana moves at random until then."""
    for seed in range(40):
        session = Session.new(GameConfig(game="s-evolution", seed=seed, seats=[{"name": "Ana", "bot": None}]
                                         + [{"name": n, "bot": "random"} for n in ["Bo", "Cy", "Di"]]))
        rng = random.Random(seed)
        while session.state.phase != "over":
            if session.bots_to_move():
                if GAME.engine.decision(session.state) == decision and wanted(session.state):
                    return session.to_json()
                session.bot_step()
                continue
            session.act(rng.choice(GAME.legal_actions(session.state)).model_dump())
    raise AssertionError(f"no bot {decision}")


def _watch(page: Page, site_url: str, save: str) -> None:
    page.goto(site_url + "?botdelay=1500")
    page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=READY_TIMEOUT_MS)
    reload_into_autosave(page, save)


def test_a_bots_card_travels_into_the_trick_then_to_its_taker_and_skip_ends_it(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    # Ana led: the three bots play in turn; the first one's card travels from its board into the trick
    _watch(page, site_url, _before_a_bot("play", lambda s: len(s.trick) == 1 and s.trick[0][0] == 0))
    page.wait_for_function(f"({RUNNING})().some((name) => name.split(' ').includes('card'))", timeout=READY_TIMEOUT_MS)
    moving = page.evaluate("""() => document.getAnimations().filter((a) => a.playState === 'running')
        .map((a) => a.effect.target).filter((n) => n?.matches?.('.trick .slot .card')).map((n) => n.closest('.slot').dataset.seat)""")
    assert moving and moving[0] != "0"  # a bot's card, in its own slot
    assert page.evaluate(MODE) == "bot"
    page.evaluate("document.querySelector('[data-act=skip]').click()")  # (the button is redrawn at each bot move)
    page.wait_for_function(f"({RUNNING})().length === 0", timeout=2000)

    # a bot takes: its card leaves the trick for the taker's board (a card in flight), then Skip
    _watch(page, site_url, _before_a_bot("take"))
    flying = page.locator(".game .card.flying")
    page.wait_for_function(f"({RUNNING})().some((name) => name.split(' ').includes('flying'))", timeout=READY_TIMEOUT_MS)
    # each card in flight is one now on a taker's board
    assert page.evaluate("""[...document.querySelectorAll('.game .card.flying')].every((card) =>
        [...document.querySelectorAll('.board .taken li')].some((chip) => chip.textContent === card.textContent))""")
    page.evaluate("document.querySelector('[data-act=skip]')?.click()")
    expect(flying).to_have_count(0, timeout=2000)


def test_with_reduced_motion_a_bots_move_is_outlined_not_moved(browser, site_url: str) -> None:
    context = browser.new_context(viewport={"width": 1366, "height": 768}, reduced_motion="reduce")
    page = context.new_page()
    _watch(page, site_url, _before_a_bot("play", lambda s: len(s.trick) == 1 and s.trick[0][0] == 0))
    outlined = page.locator(".game .trick .slot .card.moved")
    expect(outlined).to_have_count(1, timeout=READY_TIMEOUT_MS)
    expect(page.locator(".game .board.moved")).to_have_count(1)
    assert page.evaluate(RUNNING) == []
    assert page.locator(".game .card.flying").count() == 0
    context.close()


@pytest.mark.parametrize("last", [False, True])
def test_the_last_round_badge_follows_the_engines_frame(page: Page, site_url: str, last: bool) -> None:
    """The top bar marks the last round where the engine's frame says so (the page counts no rounds)."""
    session = _position(2, lambda s: (s.round == ROUNDS) == last and s.round >= ROUNDS - 1)
    _open_link(page, site_url, session)
    badge = page.locator(f"{TABLE} .status .badge.warn")
    expect(page.locator(f"{TABLE} .status strong")).to_have_text(f"Round {session.state.round}/{ROUNDS}")
    assert bridge_table(page, 0)["frame"]["last_round"] is last
    expect(badge).to_have_text("Last round!") if last else expect(badge).to_have_count(0)
