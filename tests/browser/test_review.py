"""The game review in the page: after a finished game, Review runs the hard bot's review
in the bots' worker with a progress bar and a Stop button, lists the 3 costliest decisions with the
points they lost (the same figures as the engine's review in CPython), and each is one click from
Replay at that decision. A finished review is kept with its game: opened again, the game shows it at
once, without asking the bots' worker; a stored review that does not fit its game is ignored."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from evolution.cli import play_game
from evolution.core.review import review
from evolution.core.save import dump_json, encode_link
from evolution.core.registry import get_game
from tests.browser.pages import FAST, HOSTILE, MODE, open_site

pytestmark = pytest.mark.browser
AT = "+document.querySelector('.game').dataset.moves"
REVIEWED_MS = 240_000  # a 2-player game's review in Pyodide on a busy 2-core machine
DEALS = 3  # deals per decision (?reviewdeals=): the same review code as the default's, a quarter of its time
QUICK = f"{FAST}&reviewdeals={DEALS}"
# Every review the page asks of the bots' worker is counted (window.reviewsAsked).
COUNT_ASKS = """window.reviewsAsked = 0; const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (data, ...rest) {
        if (data?.type === 'review') window.reviewsAsked += 1; return post.call(this, data, ...rest); };"""
REVIEWS = "evolution:v1:reviews"


def finished_game(game_id: str = "evolution"):
    """A finished 2-player game of medium bots whose first seat is Ana's (a human's: the one reviewed)."""
    game = get_game(game_id)
    _, save, _ = play_game(game, game.options({"players": 2, "seed": 31}), ["medium", "medium"], record=True)
    save.seats[0].bot, save.seats[0].name = None, "Ana"
    return save


@pytest.mark.parametrize("game_id", ["evolution", "s-evolution"])
def test_a_finished_games_review_lists_3_decisions_each_one_click_from_replay(page: Page, site_url: str,
                                                                               game_id: str) -> None:
    save = finished_game(game_id)
    if game_id == "s-evolution":  # (and on a phone, where the list is screens below the table)
        page.set_viewport_size({"width": 390, "height": 844})
    expected = review(save, samples=DEALS)["top"]
    assert len(expected) == 3
    page.add_init_script(COUNT_ASKS)
    open_site(page, f"{site_url}{QUICK}#g={encode_link(save)}")
    page.wait_for_function(f"{MODE} === 'over'")
    section = page.locator(".endscreen .review")  # (under the result: test_end_actions.py)
    section.get_by_role("button", name="Review").click()
    expect(section.locator("progress")).to_be_visible()
    section.get_by_role("button", name="Stop").click()  # stopped: offered again
    expect(section.get_by_role("button", name="Review")).to_be_visible()
    expect(section.locator("progress")).to_have_count(0)

    section.get_by_role("button", name="Review").click()
    expect(section.locator(".review-at")).to_contain_text("Weighing decision")
    items = section.locator(".review-list li")
    expect(items).to_have_count(3, timeout=REVIEWED_MS)
    expect(section.locator(".review-intro")).to_contain_text("the costliest (estimated points of final score)")
    # The review was drawn again and again (its progress, its result): the end screen's row has one Replay.
    expect(page.locator(".endscreen .end-actions [data-act=replay]")).to_have_count(1)
    # The page's review (Pyodide, in the worker) is the engine's in CPython: the same points, moves, positions.
    expect(items.locator(".review-lost")).to_have_text([f"about {d['points']:.1f} points lost" for d in expected])
    for item, d in zip(items.all(), expected):
        expect(item.locator(".review-where")).to_contain_text(f"Round {d['round']}, ")
        expect(item.locator(".review-where")).to_contain_text(f"after move {d['move']}")  # (Replay's bar: "move {d['move']} of N")
        expect(item.locator(".review-played")).to_have_text(f"Played: {d['played']['en']}")
        expect(item.locator(".review-better")).to_have_text(f"Better: {d['best']['en']}")

    items.nth(0).get_by_role("button").click()  # one click: Replay at that decision, as Ana saw it
    page.wait_for_function(f"{MODE} === 'replay' && {AT} === {expected[0]['move']}")
    assert page.evaluate("scrollY") == 0  # (the table, at the top, shows that position)
    expect(page.locator(".replay-bar")).to_contain_text(f"move {expected[0]['move']} of {len(save.moves)}")
    assert page.evaluate("document.querySelector('.game').dataset.viewer") == "0"
    # Over that position: the move played and the better one, the review's figure; gone one move on.
    advice = page.locator(".prompt .replay-advice")
    expect(advice).to_have_text(f"The review. Played here: {expected[0]['played']['en']} (about {expected[0]['points']:.1f}"
                                f" points lost). Better: {expected[0]['best']['en']}. Take over from here to try it.")
    page.locator(".replay-bar").get_by_role("button", name="One move forward").click()
    expect(advice).to_have_count(0)
    page.locator(".replay-bar").get_by_role("button", name="One move back").click()
    expect(advice).to_be_visible()
    # In Replay the review stays beside the table: the next decision is one click away too.
    items = page.locator(".after-game .review .review-list li")
    expect(items).to_have_count(3)
    lines = page.evaluate("""[...document.querySelectorAll('.after-game .review .review-where')].map((node) => {
        const range = document.createRange(); range.selectNodeContents(node);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size; })""")
    assert max(lines) <= 2, lines  # (in Replay's side panel it was one word a line)
    items.nth(2).get_by_role("button").click()
    page.wait_for_function(f"{MODE} === 'replay' && {AT} === {expected[2]['move']}")

    # The review is kept with the game: opened again from Saves, it shows at once, the worker not asked.
    asked = page.evaluate("window.reviewsAsked")
    page.set_viewport_size({"width": 1366, "height": 768})  # (the top bar's Menu in view)
    page.click("[data-act=menu]")
    open_site(page, f"{site_url}{QUICK}")  # (a new page: nothing of the review is left in memory)
    page.click("#load-game")
    page.locator("#saves-dialog .autosaves li").get_by_role("button", name="Replay").click()
    page.wait_for_function(f"{MODE} === 'replay'")
    section = page.locator(".after-game .review")
    expect(section.locator(".review-lost")).to_have_text([f"about {d['points']:.1f} points lost" for d in expected])
    expect(section.locator(".review-kept")).to_contain_text("kept on this device")
    page.screenshot(path=f"/work/shots/review/kept-{game_id}.png")
    page.locator(".replay-bar [data-act=replay-leave]").click()  # the end screen shows it too
    page.wait_for_function(f"{MODE} === 'over'")
    expect(page.locator(".endscreen .review .review-list li")).to_have_count(3)
    page.locator(".endscreen .review").screenshot(path=f"/work/shots/review/kept-end-{game_id}.png")
    assert page.evaluate("window.reviewsAsked") == 0 and page.locator(".review progress").count() == 0
    assert asked >= 1  # (the review above was asked of the worker: the count does see it)
    # Review again: the worker is asked; stopped, the kept review comes back.
    page.locator(".endscreen .review").get_by_role("button", name="Review again").click()
    expect(page.locator(".endscreen .review .review-at")).to_contain_text("Weighing decision")  # (the worker's)
    page.locator(".endscreen .review").get_by_role("button", name="Stop").click()
    expect(page.locator(".endscreen .review .review-list li")).to_have_count(3)
    assert page.evaluate("window.reviewsAsked") == 1


def test_replay_of_a_finished_game_offers_the_review(page: Page, site_url: str) -> None:
    save = finished_game()
    open_site(page, f"{site_url}{FAST}#g={encode_link(save)}")  # (the review at the engine's own deals)
    page.wait_for_function(f"{MODE} === 'over'")
    page.click("[data-act=replay]")
    page.wait_for_function(f"{MODE} === 'replay'")
    section = page.locator(".after-game .review")
    section.get_by_role("button", name="Review").click()
    expect(section.locator(".review-at")).to_contain_text("Weighing decision")  # (the worker under way)
    page.keyboard.press("ArrowRight")  # the page answers while the worker reviews
    page.wait_for_function(f"{AT} === 1")
    section.get_by_role("button", name="Stop").click()
    expect(section.get_by_role("button", name="Review")).to_be_visible()


def test_without_a_worker_the_review_runs_on_the_page_in_slices(page: Page, site_url: str) -> None:
    save = finished_game()
    page.context.route("**/bot-worker.js", lambda route: route.abort())  # (the bots' worker cannot start)
    open_site(page, f"{site_url}{QUICK}#g={encode_link(save)}")
    page.wait_for_function(f"{MODE} === 'over'")
    section = page.locator(".endscreen .review")
    section.get_by_role("button", name="Review").click()
    expect(section.locator(".review-at")).to_contain_text("Weighing decision")
    page.wait_for_function("document.documentElement.dataset.bots === 'page'")
    page.keyboard.press("Tab")  # the page answers between slices
    expect(section.locator(".review-list li")).to_have_count(3, timeout=REVIEWED_MS)
    expected = review(save, samples=DEALS)["top"]
    expect(section.locator(".review-lost")).to_have_text([f"about {d['points']:.1f} points lost" for d in expected])


def kept_record(save, top: list[dict], **changes) -> dict:
    """The `reviews` record that keeps a review of ``save`` listing ``top``, with ``changes`` made to it."""
    result = {"game": save.game, "seats": [0], "decisions": 9, "top": top}
    entry = {"at": 1, "samples": DEALS, "moves": len(save.moves), "result": result, **changes}
    return {"kept": {f"{save.game}:{json.loads(dump_json(save))['check']}": entry}}


def test_a_stored_review_that_does_not_fit_its_game_is_ignored(page: Page, site_url: str) -> None:
    save = finished_game()
    decision = {"move": 4, "player": 0, "round": 1, "phase": "play_cards", "points": 2.5,
                "played": {"en": f"Played {HOSTILE}"}, "best": {"en": "Something better"}}
    page.add_init_script(COUNT_ASKS)
    open_site(page, f"{site_url}{QUICK}")
    tampered = [
        kept_record(save, [{**decision, "points": HOSTILE}]),
        kept_record(save, [{**decision, "move": len(save.moves) + 5}]),  # a decision the game does not have
        kept_record(save, [{**decision, "player": 7}]),
        kept_record(save, [decision], moves=len(save.moves) - 1),  # another game's moves
        kept_record(save, [decision], samples=None),  # the full review's deals: not this setting's
        kept_record(save, [{**decision, "played": {"en": {"html": HOSTILE}}}]),
        {"kept": [decision]},
    ]
    for fits, record in [*((False, r) for r in tampered), (True, kept_record(save, [decision]))]:
        page.evaluate("([key, text]) => localStorage.setItem(key, text)", [REVIEWS, json.dumps(record)])
        page.evaluate("link => { location.hash = 'g=' + link; }", encode_link(save))
        page.wait_for_function(f"{MODE} === 'over'")
        section = page.locator(".endscreen .review")
        if not fits:
            expect(section.get_by_role("button", name="Review")).to_be_visible()
            expect(section.locator(".review-list")).to_have_count(0)
        else:
            expect(section.locator(".review-played")).to_have_text(f"Played: Played {HOSTILE}")  # (as text, never HTML)
        assert page.locator(".endscreen img").count() == 0
        page.click("[data-act=menu]")
    assert page.evaluate("window.reviewsAsked") == 0
