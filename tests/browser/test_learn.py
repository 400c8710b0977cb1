"""Learn to play: a first game on the real table with a coach that explains each phase
as it comes and marks what it talks about; the player can stop the advice at any time."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.pages import FAST, human_move, learn, open_site, state, wait_human_or_end

pytestmark = pytest.mark.browser


def coach_step(page: Page) -> str:
    return page.evaluate("document.querySelector('.coach:not([hidden])')?.dataset.step ?? null")


def test_the_first_game_explains_each_phase_on_the_table(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    learn(page, "Evolution")
    coach = page.locator(".coach")
    expect(coach).to_contain_text("Each round starts with a food card")
    assert page.locator(".hand .card.coach-target").count() == 1  # the coach points at the card to play
    seen = ["first-food-card"]  # (the scripted first round; the first legal card is not its card)
    for _ in range(60):
        s = wait_human_or_end(page)
        if s["mode"] == "over" or s["phase"] == "feeding" and "feeding" in seen + ["carnivore"]:
            break
        human_move(page)
        wait_human_or_end(page)
        step = coach_step(page)
        if step and step != seen[-1]:
            seen.append(step)
        if "feeding" in seen or "carnivore" in seen:
            break
    assert seen[:3] == ["first-food-card", "play-cards", "end-turn"], seen
    assert "feeding" in seen or "carnivore" in seen, seen
    expect(page.locator(".coach-target").first).to_be_visible()

    page.locator(".coach [data-act=coach-off]").click()  # no more advice
    expect(coach).to_be_hidden()
    assert page.locator(".coach-target").count() == 0
    human_move(page)
    expect(coach).to_be_hidden()


def test_the_coach_speaks_french(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    page.click("#lang-toggle [data-lang=fr]")
    learn(page, "Évolution")
    expect(page.locator(".coach")).to_contain_text("Chaque manche commence par une carte Nourriture")
    assert state(page)["phase"] == "food_card"


def test_s_evolution_is_taught_too(page: Page, site_url: str) -> None:
    """The coach of S-Evolution: tricks first (playing, then taking), then the action phase."""
    import random

    from tests.browser.test_s_evolution import click_a_legal_move

    open_site(page, site_url + FAST)
    learn(page, "S-Evolution 2.0")
    coach = page.locator(".coach")
    expect(coach).to_contain_text("Each round is first a game of tricks")
    assert page.locator(".hand .coach-target").count() >= 1
    seen, rng = ["first-play"], random.Random(3)
    for _ in range(80):
        s = wait_human_or_end(page)
        step = coach_step(page)
        if step and step != seen[-1]:
            seen.append(step)
        if "collect" in seen or s["mode"] == "over":
            break
        click_a_legal_move(page, rng)
    assert seen[0] == "first-play" and seen[1] in ("first-take", "take") and "collect" in seen, seen
