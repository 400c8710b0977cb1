"""Learn to play teaches: the first round is scripted (the coach marks the one card to play, names it
and says why), and after it the coach says only what is new: no advice is ever given twice."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.pages import FAST, human_move, learn, open_site, state, wait_human_or_end, wait_moved

pytestmark = pytest.mark.browser

COACH = ".coach:not([hidden])"


def game_round(page: Page) -> int:
    return page.evaluate("window.evolutionUI.game.table.frame.round")


def said(page: Page) -> tuple[str, str] | None:
    """The coach's step and words now (None: silent)."""
    return page.evaluate("""() => { const c = document.querySelector('.coach:not([hidden])');
        return c ? [c.dataset.step, c.querySelector('p').textContent] : null; }""")


class Transcript:
    """Every piece of advice in the order given; the same advice twice is a failure."""

    def __init__(self) -> None:
        self.lines: list[tuple[str, str]] = []

    def note(self, page: Page) -> tuple[str, str] | None:
        now = said(page)
        if now and (not self.lines or self.lines[-1] != tuple(now)):
            assert tuple(now) not in self.lines, f"said again: {now}\nafter {self.lines}"
            assert now[1] not in [text for _, text in self.lines], f"the same words again: {now}"
            self.lines.append(tuple(now))
        return now


def scripted_move(page: Page, step: str, then: str | None) -> None:
    """Play the move the coach's step marks: its one card, then (if any) the marked place for it."""
    before = state(page)["moves"]
    expect(page.locator(".hand .card.coach-target")).to_have_count(1)  # the card to play, and no other
    page.locator(".hand .card.coach-target").click()
    page.locator(then).click()
    wait_moved(page, before)


def test_evolutions_first_round_is_scripted_then_nothing_is_said_twice(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    learn(page, "Evolution")
    words = Transcript()
    step, text = words.note(page)
    assert step == "first-food-card"
    assert "Defensive Herding" in text  # the card's name, from the table payload
    scripted_move(page, step, ".dock-actions .primary")
    for expected, then in (("first-new-species", ".player.viewer .slot.right .target.coach-target"),
                           ("first-population", ".player.viewer .species .target.coach-target")):
        wait_human_or_end(page)
        step, text = words.note(page)
        assert step == expected, words.lines
        scripted_move(page, step, then)
    wait_human_or_end(page)
    assert words.note(page)[0] == "first-end-turn"
    before = state(page)["moves"]
    page.locator(".dock-actions .end-turn.coach-target").click()
    wait_moved(page, before)
    first_round = game_round(page)
    for _ in range(80):  # feeding, then the next round's cards: the coach only says what is new
        s = wait_human_or_end(page)
        words.note(page)
        if s["mode"] == "over" or game_round(page) > first_round and s["phase"] == "feeding":
            break
        human_move(page)
    steps = [step for step, _ in words.lines]
    assert "next-round" in steps and "feeding" in steps, steps
    assert "food-card" not in steps and "play-cards" not in steps, steps  # the script said those


def test_s_evolutions_first_tricks_are_scripted(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    learn(page, "S-Evolution 2.0")
    words = Transcript()
    step, text = words.note(page)
    assert step == "first-play" and "Science 8" in text, (step, text)
    marked = page.locator(".dock .hand .coach-target")
    expect(marked).to_have_count(1)
    before = state(page)["moves"]
    marked.click()
    wait_moved(page, before)
    for _ in range(40):
        s = wait_human_or_end(page)
        now = words.note(page)
        if s["mode"] == "over" or now and now[0] == "collect":
            break
        target = page.locator(".coach-target[data-legal]")
        before = state(page)["moves"]
        (target.first if target.count() else page.locator(".dock [data-legal], .trick-area [data-legal]").first).click()
        wait_moved(page, before)
    steps = [step for step, _ in words.lines]
    assert steps[:3] == ["first-play", "first-take", "first-discovery"], steps
    assert "play" not in steps and "take" not in steps, steps
