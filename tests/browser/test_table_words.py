"""The table's small words, whole and in place, in real Chromium: an avian species' size and population
side by side in German on a crowded laptop table; S-Evolution's trick naming each card's taker whole;
S-Evolution's Undo saying why it takes nothing back (the engine's words, in en/fr/de)."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Browser, Page, expect

from evolution.core.session import GameConfig, Session
from evolution.games.evolution.bots import Observation, make_bot
from evolution.games.s_evolution.catalogue import CATALOGUE as S_WORDS
from tests.browser.pages import FAST, MODE, READY_TIMEOUT_MS, resume, switch_language
from tests.browser.test_s_evolution_look import position

pytestmark = pytest.mark.browser

S_TABLE = '.game[data-game="s-evolution"]'

# Each species' size and population: each stat's words inside its own box, and the two side by side
# without touching, or population on a line under size (web/games/evolution-table.css, compact-1).
STATS_APART = """() => [...document.querySelectorAll('.game .species .stats')].flatMap((stats) => {
    const [size, pop] = [...stats.querySelectorAll(':scope > .stat')];
    const a = size.getBoundingClientRect(), b = pop.getBoundingClientRect();
    const inside = (stat, box) => [...stat.querySelectorAll('b, small')].filter((n) => n.offsetWidth)
        .every((n) => n.getBoundingClientRect().right <= box.right + 0.5 && n.getBoundingClientRect().left >= box.left - 0.5);
    const apart = b.left >= a.right - 0.5 || b.top >= a.bottom - 0.5;
    return inside(size, a) && inside(pop, b) && apart ? [] : [stats.closest('.species').textContent.trim().slice(0, 60)]; })"""


def a_six_player_flight_table_with_avian_species() -> str:
    """A save of a 6-player Flight game (R-FL-AVIAN) at Ana's feeding turn, with at least 6 avian species."""
    names = ["Ana", "Darwin", "Lamarck", "Wallace", "Mendel", "Cuvier"]
    for seed in range(40):
        s = Session.new(GameConfig(seats=[{"name": n, "bot": None if k == 0 else "greedy"} for k, n in enumerate(names)],
                                   options={"ruleset": "flight", "players": 6}, seed=seed))
        me = make_bot("greedy", seed)
        while s.state.phase != "over":
            if s.bots_to_move():
                s.bot_step()
                continue
            if s.state.phase == "feeding" and sum(sp.avian for p in s.state.players for sp in p.species) >= 6:
                return s.to_json()
            s.act(me.choose(Observation(s.state, 0)))
    raise AssertionError("no Flight game with 6 avian species")


@pytest.mark.parametrize("size", [{"width": 1280, "height": 720}, {"width": 1366, "height": 768}])
def test_an_avian_species_size_never_runs_into_its_population_in_german(browser: Browser, site_url: str,
                                                                       size: dict) -> None:
    """German's "Größe" beside an avian's size cap "1/3" ran into "3 Pop." ("1/3 Größ3 Pop.")."""
    save = a_six_player_flight_table_with_avian_species()
    page = browser.new_context(viewport=size).new_page()
    record = json.dumps(json.dumps({"save": save, "seat": 0, "open": True}))
    page.add_init_script("if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
                         f" localStorage.setItem('evolution:v1:lang', 'de'); localStorage.setItem('evolution:v1:autosave', {record}); }}")
    page.goto(site_url + FAST)
    page.wait_for_function(f"{MODE} === 'play'", timeout=READY_TIMEOUT_MS)
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator(".game .species.avian").first).to_contain_text("Größe")
    assert page.locator(".game .species.avian").count() >= 6
    assert page.evaluate(STATS_APART) == []
    page.context.close()


def four_at_a_trick_with_two_cards_taken(s: Session) -> bool:
    return len(s.state.picked) >= 2 and 0 in s.game.to_move(s.state)


@pytest.fixture
def trick_taken(browser: Browser, site_url: str) -> Page:
    """S-Evolution, 4 players with long names, at Ana's pick from a trick two cards of which are taken, at 1280x720."""
    page = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    resume(page, site_url, position(four_at_a_trick_with_two_cards_taken, players=4))
    yield page
    page.context.close()


def test_the_trick_names_each_cards_taker_whole(trick_taken: Page) -> None:
    page = trick_taken
    takers = page.locator(f"{S_TABLE} .trick .who:has(.taken-by)")
    assert takers.count() >= 2
    for who in takers.all():
        # nothing cut: the name and "→ taker" inside the label's box, no ellipsis, the whole line its tip
        assert who.evaluate("(n) => n.scrollWidth <= n.clientWidth && getComputedStyle(n).textOverflow !== 'ellipsis'"
                            " && n.querySelector('.taken-by').getBoundingClientRect().right <= n.getBoundingClientRect().right + 0.5")
        taker = who.locator(".taken-by").inner_text()
        assert taker.startswith("→ ") and taker[2:] in ("Hammurabi", "Hatshepsut", "Cyrus", "Ana")
        assert who.get_attribute("title").endswith(taker)


def test_s_evolutions_undo_says_why_it_takes_nothing_back_in_three_languages(trick_taken: Page) -> None:
    page = trick_taken
    for lang in ("en", "fr", "de"):
        if lang != "en":
            switch_language(page, lang)
        note = S_WORDS.text("undo.note", lang)
        undo = page.locator(".game .tools button.undo")
        expect(undo).to_have_attribute("aria-disabled", "true")
        expect(undo).to_have_attribute("title", note)
        moves = page.evaluate("+document.querySelector('.game').dataset.moves")
        undo.focus()  # (aria-disabled, not disabled: it stays in the Tab order and says why when chosen)
        page.keyboard.press("Enter")
        expect(page.locator(".game .message")).to_contain_text(note)
        page.keyboard.press("Control+z")  # (the keyboard's Undo says the same, and takes nothing back)
        expect(page.locator(".game .message")).to_contain_text(note)
        assert page.evaluate("+document.querySelector('.game').dataset.moves") == moves
