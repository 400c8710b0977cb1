"""Every choice in view on a crowded laptop table, in real Chromium: 4 players of 5 species, every
other species with 3 traits, the viewer's with traits and a carnivore, a 12-card hand; at 1280x720,
1366x768 and 1920x1080, in each ruleset, while playing cards (a card chosen) and in feeding (a hunt's
prey to choose), every legal control and every card of the hand lies inside the screen and the
table's area, uncovered, with no row or table scrolling; the buttons on the species are 24 px tall
(WCAG 2.2 target size); choosing a card moves no board (the boards take their compact form first:
web/games/evolution-fit.js fitBoards)."""

from __future__ import annotations

from functools import cache

import pytest
from playwright.sync_api import expect

from evolution.games.evolution.bots import Observation, make_bot
from evolution.games.evolution.feeding import is_carnivore
from tests.browser.pages import resume
from tests.browser.test_fit import NAMES, new_session
from tests.browser.test_fit_all import ALL_IN_VIEW, BOARDS, LAPTOPS

pytestmark = pytest.mark.browser

HAND = 12
COUNT = 5


@cache
def crowded(phase: str, ruleset: str) -> str:
    """A save where Ana (seat 0) decides in `phase` (in feeding: with an attack to make) holding 12
    cards, each of the 4 seats with 5 species, the other seats' with 3 traits each (at least 2 on
    average), Ana's with one trait each at least and a carnivore. Every seat starts new species until
    it has 5, the others then put traits on their species with the fewest; Ana puts the first
    carnivore she holds on a species, then traits, while she holds more than 12 cards; greedy moves
    otherwise (every seat's moves are the save's)."""
    for k in range(60):
        s = new_session(1 + k, ruleset)
        bots = [make_bot("greedy", 1 + k + n) for n in range(len(NAMES))]
        while s.state.phase != "over":
            state = s.state
            legal = s.game.legal_actions(state)
            who = legal[0].player
            me = state.players[who]
            held = len(state.players[0].hand)
            traits = [sum(len(sp.traits) for sp in p.species) for p in state.players]
            full = all(len(p.species) >= COUNT for p in state.players)
            if (who == 0 and state.phase == phase and held == HAND and full and traits[0] >= COUNT
                    and min(traits[1:]) >= 2 * COUNT and (phase != "feeding" or any(a.kind == "attack" for a in legal))):
                return s.to_json()
            new = [a for a in legal if a.kind == "new_species"]
            places = sorted((a for a in legal if a.kind == "trait" and len(me.species[a.species].traits) < 3),
                            key=lambda a: (len(me.species[a.species].traits), a.species))
            ends = [a for a in legal if a.kind == "end_turn"]
            if new and len(me.species) < COUNT:
                s._apply(new[0])
            elif state.phase == "play_cards" and who == 0:
                carnivore = [a for a in places if state.cards[me.hand[a.card]].trait in state.rules.carnivores]
                if held > HAND and carnivore and not any(is_carnivore(state, sp) for sp in me.species):
                    s._apply(carnivore[0])
                elif held > HAND and places:
                    s._apply(places[0])
                else:
                    s._apply(ends[0] if ends else bots[0].choose(Observation(state, 0)))
            elif state.phase == "play_cards" and places:
                s._apply(places[0])
            else:
                s._apply(bots[who].choose(Observation(state, who)))
    raise AssertionError(f"no crowded {phase} position in {ruleset}")


# The height of each button drawn on a species that takes a click now (its drawn box).
SMALL_TARGETS = """() => [...document.querySelectorAll('.players .species button[data-legal]')]
  .map((n) => [n.textContent.trim().slice(0, 16), Math.round(n.getBoundingClientRect().height * 10) / 10])
  .filter(([, height]) => height < 24)"""


def assert_all_in_view(page, what: str) -> None:
    seen = page.evaluate(ALL_IN_VIEW)
    assert seen["cards"] >= HAND and seen["species"] >= 4 * COUNT, (what, seen)
    assert seen["outside"] == [], (what, seen)
    assert page.evaluate(SMALL_TARGETS) == [], what


@pytest.mark.parametrize("ruleset", ["nsg2", "flight", "bsw"])
@pytest.mark.parametrize("size", LAPTOPS, ids=lambda s: f"{s['width']}x{s['height']}")
def test_a_crowded_table_shows_every_choice_and_card_and_a_chosen_card_moves_no_board(browser, site_url: str, size,
                                                                                       ruleset: str) -> None:
    """At 1366x768 the 2x2 boards, each as tall as its species with 3 traits, pushed the last two
    boards under the hand ("More players below"): legal prey were out of view while hunting, and the
    places to play a card were 20 px tall."""
    page = browser.new_context(viewport=size).new_page()
    resume(page, site_url, crowded("play_cards", ruleset))
    assert_all_in_view(page, "play cards")
    before = page.evaluate(BOARDS)
    page.locator(".hand .card[data-legal]").first.click()
    expect(page.locator(".player.viewer .species button.target[data-legal]").first).to_be_visible()
    assert page.evaluate(BOARDS) == before
    assert_all_in_view(page, "a card chosen")

    resume(page, site_url, crowded("feeding", ruleset))
    assert_all_in_view(page, "feeding")
    page.locator(".player.viewer [data-act=hunt][data-legal]").first.click()
    expect(page.locator(".species.target-legal button.target[data-legal]").first).to_be_visible()
    assert_all_in_view(page, "hunting")
    page.context.close()
