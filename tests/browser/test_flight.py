"""A Flight game (ruleset `flight`) on the table in real Chromium: avian species made by
clicks, the Cliff, the event step, a Flight carnivore's discard, saves and links of Flight games.

Every move is a click on the page; the engine is read only to find positions and compare.
"""

from __future__ import annotations

from collections import Counter

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.pages import (FAST, MODE, bridge_table, click_handled, click_prey, confirm_handoff, human_move, new_game, open_site,
                                 position_with, resume, state, wait_human_or_end, wait_moved)

pytestmark = pytest.mark.browser

VIEWER_ACTS = ".player.viewer .sp-actions button[data-legal]"


def flight_move(page: Page, done: Counter) -> None:
    """One human move by clicks, as `human_move`, but Flight's own moves first: an avian species
    (choosing its 2 cards), the event step, eating from the Cliff."""
    s = state(page)
    phase = s["phase"]
    if phase == "play_cards" and done["avian"] < 2 and page.locator(".hand .card[data-legal]").count() >= 3:
        page.locator(".hand .card[data-legal]").first.click()
        avian = page.locator(".player.viewer [data-act=avian]")
        if avian.count():
            avian.click()
            page.locator(".hand .card[data-legal]:not(.selected)").first.click()
            page.locator(".player.viewer .slot.avian button.target[data-legal]").first.click()
            wait_moved(page, s["moves"])
            done["avian"] += 1
            return
        page.locator(".dock-actions .cancel").click()
    if phase == "events":
        cards = page.locator(".hand .card[data-legal]")
        if not cards.count():
            page.locator(".dock-actions .end-turn").click()
        else:
            cards.first.click()
            play = page.locator(f"{VIEWER_ACTS}, .dock-actions .primary[data-legal]").first
            dive = play.get_attribute("data-act") == "dive"
            play.click()
            if dive:
                click_prey(page, page.locator("button.target[data-legal]").first)
            done["event"] += 1
        wait_moved(page, s["moves"])
        return
    if phase == "feeding":
        cliff = page.locator(f"{VIEWER_ACTS}[data-key*=cliff_]")
        if cliff.count():
            click_handled(page, cliff.first)
            wait_moved(page, s["moves"])
            done["cliff"] += 1
            return
    human_move(page)


def play_flight_to_end(page: Page, done: Counter, limit: int = 3000) -> None:
    for _ in range(limit):
        s = wait_human_or_end(page)
        if s["mode"] == "over":
            return
        if s["mode"] == "handoff":
            confirm_handoff(page)
            continue
        flight_move(page, done)
        if done["avian"] and not done["checked"]:  # the first avian species, as the table shows it
            bird = page.locator(".player.viewer .species.avian").first
            expect(bird.locator(".wing")).to_be_visible()
            expect(bird.locator(".stat.size .cap")).to_contain_text("/3")  # R-FL-AVIAN: size 3 at most
            expect(bird.locator(".upkeep-tokens .token.upkeep")).not_to_have_count(0)
            done["checked"] += 1
    raise AssertionError("the Flight game did not end")


def test_a_flight_game_against_bots_to_the_end_through_clicks(page: Page, site_url: str) -> None:
    """R-FL-AVIAN, R-FL-CLIFF, R-FL-EVENTS: a whole Flight game; every human decision is a click."""
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True), ("Lamarck", True)], seed=4, ruleset="flight", level="easy")
    expect(page.locator(".game[data-ruleset='flight']")).to_have_count(1)
    expect(page.locator(".sources .cliff")).to_contain_text("Cliff")
    expect(page.locator(".topbar .flight-supply")).to_have_text("Flight cards: 12")
    expect(page.locator(".topbar .end-reserve")).to_have_text("End reserve: 40")
    # the rules panel is the engine's for this ruleset: Flight's avian step and its event cards
    expect(page.locator(".help .steps")).to_contain_text("an avian species costs 2 cards")
    expect(page.locator(".help .traits-help")).to_contain_text("Dive-Bomb")

    done = Counter()
    play_flight_to_end(page, done)
    assert done["avian"] >= 1 and done["checked"] == 1, done
    expect(page.locator(".endscreen")).to_be_visible()
    expect(page.locator(".log-lines")).to_contain_text("avian species")
    assert not errors, errors


def _resume_at(page: Page, site_url: str, kind: str, **find) -> dict:
    save, move = position_with(kind, ruleset="flight", **find)
    resume(page, site_url, save)
    return move


def _flight_carnivore(state, move) -> bool:
    """The hunter is avian without Intelligence: its discard is Flight's, not Intelligence's."""
    hunter = state.players[0].species[move.species]
    return hunter.avian and all(state.cards[t.card].trait != "Intelligence" for t in hunter.traits)


def test_a_flight_carnivore_discards_a_card_to_ignore_a_protection(page: Page, site_url: str) -> None:
    """R-FL-ATK, R-FL-8: the hunt offers "Discard a card: ignore …"; the card then pays for it."""
    move = _resume_at(page, site_url, "negate", policy="medium", where=_flight_carnivore)
    page.locator(f".player.viewer .species[data-species='{move['species']}'] [data-act=hunt]").click()
    ignore = page.locator(f".dock-actions [data-act=negate][data-trait='{move['trait']}']")
    expect(ignore).to_have_text(f"Discard a card: ignore {move['trait']}")
    expect(page.locator(".topbar .prompt")).to_contain_text("choose its prey")
    before = state(page)["moves"]
    ignore.click()
    page.locator(f".hand .card[data-card='{move['card']}']").click()
    wait_moved(page, before)


def test_the_cliff_feeds_an_avian_and_a_land_species_is_told_why_not(page: Page, site_url: str) -> None:
    """R-FL-CLIFF: an avian's button names the Cliff; the plant count of the Cliff goes down."""
    move = _resume_at(page, site_url, "cliff_feed")
    cliff = page.locator(".cliff .plant-count")
    plants = int(cliff.text_content())
    button = page.locator(f".player.viewer .species[data-species='{move['species']}'] [data-key*=cliff_feed]")
    expect(button).to_have_text("Eat from the Cliff")
    before = state(page)["moves"]
    button.click()
    wait_moved(page, before)
    assert bridge_table(page, 0)["view"]["cliff"] < plants  # it grows only at the reveal, after Ana's next moves
    # In French: the Cliff, the supply count, and the engine's help for Flight's traits and events.
    page.click("[data-act=lang][data-lang=fr]")
    expect(page.locator(".cliff h2")).to_have_text("Falaise")
    expect(page.locator(".topbar .flight-supply")).to_contain_text("Cartes Vol")
    expect(page.locator(".help .traits-help")).to_contain_text("Piqué")
    expect(page.locator(".help .traits-help")).to_contain_text("Nidification")


def test_the_event_step_prompts_and_plays_an_event_by_clicks(page: Page, site_url: str) -> None:
    """R-FL-EVENTS, R-FL-EVENT: the step says what to do; the chosen event is played, then End turn."""
    move = _resume_at(page, site_url, "event")
    expect(page.locator(".topbar .prompt")).to_contain_text("event cards")
    discarded = bridge_table(page, 0)["view"]["discard_size"]
    before = state(page)["moves"]
    page.locator(f".hand .card[data-card='{move['card']}']").click()
    if move["species"] is None:
        page.locator(".dock-actions .primary[data-legal]").click()
    elif move["source"]:
        page.locator(f".player.viewer .species[data-species='{move['species']}'] "
                     f"[data-key*='{move['source']}'][data-legal]").click()
    else:
        page.locator(f".player.viewer .species[data-species='{move['species']}'] [data-act=dive]").click()
        owner, index = move["target"]
        click_prey(page, page.locator(f".player[data-seat='{owner}'] .species[data-species='{index}'] button.target"))
    wait_moved(page, before)
    assert bridge_table(page, 0)["view"]["discard_size"] > discarded  # the event card is discarded once played


def test_a_flight_game_reloads_from_its_save_and_opens_from_its_link(browser: Browser, site_url: str) -> None:
    """Saves and links of Flight games: the same table (avians, the Cliff) after a reload and from a link."""
    first = browser.new_context()
    page = first.new_page()
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True)], seed=7, ruleset="flight", level="easy")
    done = Counter()
    while not done["avian"]:
        wait_human_or_end(page)
        flight_move(page, done)
    wait_human_or_end(page)
    board = page.locator(".board")
    expected = (state(page), board.inner_text(), page.locator(".hand").inner_text())
    assert page.locator(".species.avian").count() >= 1
    page.reload()
    page.wait_for_function(f"{MODE} === 'play'")
    assert (state(page), board.inner_text(), page.locator(".hand").inner_text()) == expected

    page.click("[data-act=share]")
    link = page.locator("#share-url").input_value()
    first.close()
    fresh = browser.new_context()
    other = fresh.new_page()
    open_site(other, link.replace("#g=", f"{FAST}#g="))
    other.wait_for_function(f"{MODE} === 'play'")
    assert (state(other), other.locator(".board").inner_text(), other.locator(".hand").inner_text()) == expected
    expect(other.locator(".game[data-ruleset='flight'] .species.avian")).not_to_have_count(0)
    fresh.close()
