"""Hostile links and files in the real page: each is refused quickly with a reason in
player words, the engine stays usable, and no save or autosave changes."""

from __future__ import annotations

import base64
import json
import random
import time
import zlib

import pytest
from playwright.sync_api import Page, expect

from tests.browser.pages import MODE, game_with_a_slot, storage

pytestmark = pytest.mark.browser


def link_of(payload: bytes) -> str:
    return base64.urlsafe_b64encode(zlib.compress(payload, 9)).rstrip(b"=").decode()


def header(players: int, seats: int) -> bytes:
    names = [[f"P{k}", None] for k in range(seats)]
    return json.dumps({"v": 2, "g": "evolution", "o": {"players": players, "seed": 1}, "s": names}).encode() + b"\n"


@pytest.fixture
def saved_game(page: Page, site_url: str) -> dict:
    """A game in progress with a named slot and an autosave: what no hostile input may change."""
    game_with_a_slot(page, site_url, seed=41)
    return storage(page)


def open_link(page: Page, link: str, why: str) -> float:
    """Paste a link into the open page; seconds (page clock, from the pasting to the change of the
    page that says so) until the page says it could not open it, and ``why``."""
    page.evaluate("""([link, why]) => { window.answered = null;
        const seen = new MutationObserver(() => {
            if (answered === null && document.body.textContent.includes(why)) answered = performance.now(); });
        seen.observe(document.body, { subtree: true, childList: true, characterData: true });
        location.hash = 'g=' + link; window.pasted = performance.now(); }""", [link, why])  # (after the browser's own URL work)
    expect(page.locator(".message, #notice").filter(has_text="could not be opened")).to_contain_text(why)
    seconds = page.evaluate("(answered - pasted) / 1000")
    print(f"link of {len(link)} characters: answered in {1000 * seconds:.0f} ms")
    return seconds


def test_a_13_kb_hostile_link_is_refused_within_a_second_and_saves_are_intact(page: Page, saved_game: dict) -> None:
    rng = random.Random(13)
    continued = bytes(rng.randrange(0x80, 0x100) for _ in range(11_500))  # each byte says "more follows"
    hostile = link_of(header(2, 2) + continued)
    assert len(hostile) >= 13_000
    for link, why in ((hostile, "it has too many moves"), (link_of(header(2, 2) + continued[:8_900]), "move 1 is not a legal move"),
                      ("A" * 13_000, "does not decode to a game"),
                      (link_of(b"\n" * 100_000_000), "too long to be a game")):  # a zlib bomb of 100 MB
        seconds = open_link(page, link, why)
        assert seconds < 1.0, f"{seconds:.2f} s"
        assert storage(page) == saved_game
        assert page.evaluate("document.documentElement.dataset.engine") != "broken"
    assert "#g=" not in page.url
    page.click("[data-act=menu]")
    page.click("#continue-game")
    page.wait_for_function(f"{MODE} === 'play'")


def test_a_megabyte_link_costs_the_engine_nothing(page: Page, saved_game: dict) -> None:
    """Longer than any game: cut to the engine's limit by the page, then refused by its length."""
    seconds = open_link(page, "A" * 1_300_000, "too long to be a game")
    assert seconds < 1.0, f"{seconds:.2f} s"
    assert storage(page) == saved_game


def test_a_wrong_seat_count_is_refused_and_the_autosave_is_untouched(page: Page, saved_game: dict, tmp_path) -> None:
    open_link(page, link_of(header(3, 2)), "This link is damaged (the seat list)")
    assert storage(page) == saved_game

    file = tmp_path / "three-players-two-seats.json"
    file.write_text(json.dumps({"version": 2, "game": "evolution", "options": {"players": 3, "seed": 1},
                                "seats": [{"name": "A"}, {"name": "B"}], "moves": []}))
    page.click("[data-act=saves]")
    page.locator("#import-file").set_input_files(file)
    expect(page.locator(".saves-status")).to_contain_text("This saved game is damaged (the seat list)")
    assert storage(page) == saved_game


@pytest.mark.parametrize("name, text, why", [
    ("deep.json", '{"version":2,"game":' + "[" * 20_000 + "]" * 20_000 + "}", "it is not JSON"),
    ("huge.json", '{"version":2,"game":"' + "x" * 10_000_000 + '"}', "too large to be a saved game"),
])
def test_a_deep_or_huge_save_file_is_refused_before_parsing(page: Page, saved_game: dict, tmp_path, name, text,
                                                           why) -> None:
    """A 20,000-deep file once made Pyodide fail fatally: now the engine counts brackets before
    parsing. A 10 MB file is cut by the page to the engine's limit, then refused by its size."""
    file = tmp_path / name
    file.write_text(text)
    page.click("[data-act=saves]")
    started = time.monotonic()
    page.locator("#import-file").set_input_files(file)
    expect(page.locator(".saves-status")).to_contain_text(why)
    assert time.monotonic() - started < 1.0
    expect(page.locator(".saves-status")).to_contain_text("This file could not be opened")
    assert page.evaluate("document.documentElement.dataset.engine") != "broken"
    assert storage(page) == saved_game
    page.keyboard.press("Escape")
    page.wait_for_function(f"{MODE} === 'play'")


def test_an_empty_file_and_a_save_cut_short_are_each_named_for_what_they_are(page: Page, saved_game: dict, tmp_path) -> None:
    """An empty file is not "not JSON", and a save whose download stopped halfway is cut short: the
    player then knows to fetch it again (evolution/core/save.py load_json)."""
    whole = page.evaluate("(key) => JSON.parse(localStorage.getItem(key)).save",
                          next(k for k in saved_game if k.startswith("evolution:v1:auto:")))
    page.click("[data-act=saves]")
    for name, text, why in (("empty.json", "", "This file is empty"),
                            ("cut.json", whole[: len(whole) // 2], "This saved game is cut short")):
        file = tmp_path / name
        file.write_text(text)
        page.locator("#import-file").set_input_files(file)
        expect(page.locator(".saves-status")).to_contain_text(why)
        expect(page.locator(".saves-status")).not_to_contain_text("not JSON")
        assert storage(page) == saved_game
