"""Evolution's table as a player sees it, in real Chromium: the layout at 1366x768 and on a phone,
no scroll jump on a click, rules readable by tap and keyboard, an icon per trait, the hint pointing at
its card, French words, and the animation hook the shell calls for another seat's move."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from evolution.core.session import GameConfig, Session
from evolution.games.evolution.bots import Observation, make_bot
from evolution.games.evolution.cards import DATA as CARD_DATA
from tests.browser.pages import FAST, MODE, confirm_handoff, new_game, open_site, resume

pytestmark = pytest.mark.browser

DESKTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
ICONS = "import(new URL('web/games/evolution-icons.js', document.baseURI))"
MODULE = "import(new URL('web/games/evolution.js', document.baseURI))"


def position(phase: str, min_round: int = 3, seed: int = 5, players: int = 4) -> str:
    """A save where Ana (seat 0, a greedy bot's moves) decides in `phase`, from round `min_round` on,
    facing `players - 1` greedy bots."""
    names = ["Ana", "Bo", "Cy", "Darwin", "Eve", "Flo"][:players]
    s = Session.new(GameConfig(seats=[{"name": n, "bot": None if k == 0 else "greedy"} for k, n in enumerate(names)],
                               seed=seed))
    me = make_bot("greedy", seed)
    while s.state.phase != "over":
        if s.bots_to_move():
            s.bot_step()
            continue
        if s.state.phase == phase and s.state.round >= min_round:
            return s.to_json()
        s.act(me.choose(Observation(s.state, 0)))
    raise AssertionError(f"no {phase} position")


def box(page: Page, selector: str) -> dict:
    return page.locator(selector).bounding_box()


def overlap(a: dict, b: dict) -> bool:
    return not (a["x"] + a["width"] <= b["x"] or b["x"] + b["width"] <= a["x"]
                or a["y"] + a["height"] <= b["y"] or b["y"] + b["height"] <= a["y"])


def at_size(browser, size: dict, touch: bool = False) -> Page:
    return browser.new_context(viewport=size, has_touch=touch, is_mobile=touch).new_page()


def test_four_boards_and_the_open_hand_fit_a_laptop_screen_without_overlap(browser, site_url: str) -> None:
    page = at_size(browser, DESKTOP)
    resume(page, site_url, position("play_cards"))
    page.locator(".hand .card[data-legal]").first.click()  # a card selected: the slots and targets are drawn too
    expect(page.locator(".player.viewer .slot")).to_have_count(2)
    boards = page.locator(".player")
    expect(boards).to_have_count(4)
    hand = box(page, ".dock")
    assert hand["y"] + hand["height"] <= DESKTOP["height"] + 0.5
    for k in range(4):
        b = boards.nth(k).bounding_box()
        assert b["y"] >= 0 and b["y"] + b["height"] <= hand["y"], (k, b, hand)  # wholly visible, above the hand
        assert not overlap(b, hand)
    assert page.evaluate("document.documentElement.scrollHeight") <= DESKTOP["height"]  # nothing below the fold
    page.context.close()


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_clicking_cards_never_scrolls_the_page(browser, site_url: str, size: dict) -> None:
    page = at_size(browser, size)
    resume(page, site_url, position("play_cards"))
    page.evaluate("scrollTo(0, 150)")
    before = page.evaluate("[scrollY, document.querySelector('.table-area').scrollTop]")
    cards = page.locator(".hand .card[data-legal]")
    for k in (0, 1, 1):  # select, select another, unselect
        cards.nth(k).click()
        assert page.evaluate("[scrollY, document.querySelector('.table-area').scrollTop]") == before
    page.context.close()


def test_phone_new_species_slots_are_at_the_ends_of_the_row_in_its_order(browser, site_url: str) -> None:
    page = at_size(browser, PHONE, touch=True)
    resume(page, site_url, position("play_cards"))
    page.locator(".hand .card[data-legal]").first.tap()
    items = page.locator(".player.viewer .row > li")
    classes = items.evaluate_all("ns => ns.map(n => n.className)")
    assert classes[0].startswith("slot left") and classes[-1].startswith("slot right"), classes
    boxes = [items.nth(k).bounding_box() for k in range(items.count())]
    reading = sorted(range(len(boxes)), key=lambda k: (round(boxes[k]["y"]), boxes[k]["x"]))
    assert reading == list(range(len(boxes)))  # left slot first, right slot last, as they read on screen
    for b in (boxes[0], boxes[-1]):
        assert b["x"] >= 0 and b["x"] + b["width"] <= PHONE["width"]
    expect(items.first).to_contain_text("left")
    expect(items.last).to_contain_text("right")
    # the prompt is said once (in the hand), not in the top bar too
    expect(page.locator(".topbar .prompt")).to_be_hidden()
    expect(page.locator(".dock .dock-prompt")).to_be_visible()
    page.context.close()


def test_phone_feeding_buttons_are_in_view_when_the_turn_comes(browser, site_url: str) -> None:
    page = at_size(browser, PHONE, touch=True)
    resume(page, site_url, position("play_cards", seed=7, players=3))
    page.evaluate("scrollTo(0, document.documentElement.scrollHeight)")  # scrolled down, as after reading the others
    for _ in range(40):
        if page.evaluate("document.querySelector('.game').dataset.phase") == "feeding":
            break
        moves = int(page.locator(".game").get_attribute("data-moves"))
        page.locator(".dock-actions .end-turn, .dock-actions .pass").first.tap()
        page.wait_for_function(f"+document.querySelector('.game').dataset.moves > {moves} "
                               f"&& ['play', 'over'].includes({MODE})")
    if page.evaluate("document.querySelector('.game').dataset.phase") != "feeding":
        pytest.skip("this game has no feeding turn for Ana")
    feed = page.locator(".player.viewer .sp-actions button[data-legal]").first
    expect(feed).to_be_in_viewport()
    dock_top = box(page, ".dock")["y"]
    assert feed.bounding_box()["y"] + feed.bounding_box()["height"] <= dock_top  # not under the hand
    page.context.close()


def _rules(page: Page) -> dict[str, str]:
    return {e["trait"]: e["rule"] for e in page.evaluate("JSON.parse(evolution.call('rules_help'))") if "trait" in e}


def test_a_traits_rule_opens_on_tap_and_by_keyboard(browser, site_url: str) -> None:
    page = at_size(browser, PHONE, touch=True)
    resume(page, site_url, position("feeding"))
    rules = _rules(page)
    chip = page.locator(".species .trait[data-rule]").first
    trait = chip.get_attribute("data-trait")
    chip.tap()
    tip = page.locator("#rule-tip")
    expect(tip).to_contain_text(rules[trait])
    expect(page.locator(".species .trait[data-rule]").first).to_have_attribute("aria-describedby", "rule-tip")
    page.locator(".species .trait[data-rule]").first.tap()  # a second tap closes it
    expect(tip).to_be_hidden()
    page.locator(".species .trait[data-rule]").first.tap()
    page.locator(".log h2").tap()  # and so does a tap elsewhere
    expect(tip).to_be_hidden()
    # keyboard: the focus shows it (a key pressed first: a tap's own focus shows no tip), Escape closes it
    page.keyboard.press("Shift")
    page.locator(".species .trait[data-rule]").first.focus()
    expect(tip).to_contain_text(rules[trait])
    page.keyboard.press("Escape")
    expect(tip).to_be_hidden()
    page.context.close()


def test_hand_cards_show_icon_food_value_and_rule_on_a_laptop(browser, site_url: str) -> None:
    page = at_size(browser, DESKTOP)
    resume(page, site_url, position("play_cards"))
    rules = _rules(page)
    cards = page.locator(".hand .card")
    assert cards.count() > 0
    for k in range(cards.count()):
        card = cards.nth(k)
        trait = card.get_attribute("data-trait")
        expect(card.locator(f"svg.ticon[data-icon='{trait}']")).to_be_visible()
        expect(card.locator(".cfood")).to_be_visible()
        expect(card.locator(".crule")).to_be_visible()
        assert card.locator(".crule").text_content() == rules[trait]
    page.context.close()


def test_every_trait_in_the_card_data_has_its_own_icon(page: Page, site_url: str) -> None:
    traits = set(json.loads(CARD_DATA.read_text(encoding="utf-8"))["traits"])
    open_site(page, site_url + FAST)
    drawn = set(page.evaluate(f"{ICONS}.then(m => m.drawnTraits())"))
    assert traits <= drawn, traits - drawn
    # each drawing is distinct
    paths = page.evaluate(f"""{ICONS}.then(m => m.drawnTraits().map(t => m.traitIcon(t).innerHTML))""")
    assert len(set(paths)) == len(paths)


def test_the_hint_highlights_the_card_it_means(browser, site_url: str) -> None:
    page = at_size(browser, DESKTOP)
    resume(page, site_url, position("food_card"))
    page.locator(".dock-actions .hint-button").click()
    hint = page.evaluate("JSON.parse(evolution.call('hint', JSON.stringify({player: 0})))")
    assert hint["action"]["kind"] == "food_card"
    hinted = page.locator(".hand .card.hinted")
    expect(hinted).to_have_count(1)
    assert int(hinted.get_attribute("data-card")) == hint["action"]["card"]
    hinted.click()  # the card chosen: the button that plays it pulses too
    expect(page.locator(".dock-actions .primary.hinted")).to_have_count(1)
    page.keyboard.press("Escape")
    page.keyboard.press("Escape")
    expect(page.locator(".hinted")).to_have_count(0)
    page.context.close()


def test_french_words_have_no_parenthesised_plurals_and_elide_de(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    new_game(page, [("Alice", False), ("Bob", False)], seed=12)
    confirm_handoff(page)
    page.click("[data-act=lang][data-lang=fr]")
    expect(page.locator(".dock h2")).to_contain_text("Main d'Alice")
    expect(page.locator(".dock .hand-size")).to_have_text(re.compile(r"^\d+ cartes?$"))
    text = page.locator(".board").inner_text() + page.locator(".dock").inner_text() + page.locator(".topbar").inner_text()
    assert "(s)" not in text
    assert not re.search(r"\bde [AEIOUÉ]", text), text
    plants = int(page.locator(".plant-count").text_content())
    expect(page.locator(".plants")).to_contain_text("plante" if plants < 2 else "plantes")
    # the file picker speaks French: a button of the page, not the browser's "Choose File"
    page.click("[data-act=saves]")
    expect(page.locator("#saves-dialog .choose-file")).to_have_text("Choisir un fichier…")
    picker = page.locator("#import-file").bounding_box()
    assert picker["width"] <= 1 and picker["height"] <= 1  # the native one is kept for screen readers only


ANIMATE = """async (stepMs) => {
    const m = await %s;
    const after = window.evolutionUI.game.table;
    const before = structuredClone(after);
    const uid = +document.querySelector('.species.eaten').dataset.uid;
    before.view.players.flatMap(p => p.species).find(s => s.uid === uid).food = 0;
    const played = m.animate({stepMs, state: window.evolutionUI.game.local}, before, after);  // this table's state
    const node = document.querySelector(`.species[data-uid="${uid}"]`);
    return {animations: played.map(a => a.effect.getComputedTiming().endTime),
            marked: node.querySelectorAll('.token.anim-token.anim-mark').length};
}""" % MODULE

# the table as drawn after a species ate 2 (the page draws it again on the next click: the hint button)
EAT_TWO = """() => { const t = window.evolutionUI.game.table;
    const sp = t.view.players.flatMap(p => p.species).find(s => s.pop >= 2);
    sp.food = 2;
    window.__eaten = sp.uid; }"""


def test_animate_pops_in_new_food_within_the_step_and_not_when_motion_is_reduced(browser, site_url: str) -> None:
    for reduce in (False, True):
        context = browser.new_context(viewport=DESKTOP, reduced_motion="reduce" if reduce else "no-preference")
        page = context.new_page()
        resume(page, site_url, position("feeding"))
        page.evaluate(EAT_TWO)
        page.locator(".dock-actions .hint-button").click()
        page.evaluate("document.querySelector(`.species[data-uid='${window.__eaten}']`).classList.add('eaten')")
        out = page.evaluate(ANIMATE, 300)
        assert out["marked"] == 2  # the two new tokens are marked
        if reduce:
            assert out["animations"] == []  # nothing moves; the marks stay as outlines
        else:
            assert out["animations"] and max(out["animations"]) <= 300
        context.close()


def test_seats_whose_names_share_an_initial_get_marks_that_differ(browser, site_url: str) -> None:
    """"Computer 1" and "Computer 2" both wore a "C": the marks add the seat's number where initials
    are shared (the number the name ends with), and the board heads still fit a laptop screen."""
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Computer 1", True), ("Computer 2", True), ("Computer 3", True)], seed=4)
    page.wait_for_function(f"['play', 'over'].includes({MODE})")
    marks = page.locator(".player .player-head .seat-mark").all_text_contents()
    assert marks == ["A", "C1", "C2", "C3"], marks
    overflowing = page.evaluate("""[...document.querySelectorAll('.player .player-head')]
        .filter((head) => head.scrollWidth > head.clientWidth + 1).length""")
    assert overflowing == 0
    page.close()
