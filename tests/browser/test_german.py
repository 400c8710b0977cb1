"""German (de), as a German player meets it: the language of the browser on a first visit, the toggle
offering English, Français and Deutsch, and a whole game of the German edition played through clicks
in German, with its log, prompts, rules panel and end screen in German."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.pages import FAST, MODE, bridge_table, open_site, play_to_end

pytestmark = pytest.mark.browser

SHOTS = "/work/shots/words"
# English words that are no German word: one on the German table is a missed translation.
ENGLISH = re.compile(r"\b(the|and|species|cards?|takes|plays|round|with|from|your|food|plants?|watering|"
                     r"feeding|traits?|hungry|player|turn|game over|wins)\b", re.IGNORECASE)


def test_the_toggle_offers_three_languages_and_keeps_the_choice(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    toggle = page.locator("#lang-toggle button")
    expect(toggle).to_have_text(["English", "Français", "Deutsch"])
    page.click("#lang-toggle [data-lang=de]")
    assert page.evaluate("document.documentElement.lang") == "de"
    expect(page.locator("#new-game")).to_have_text("Neue Partie")
    expect(page.locator("#lang-toggle [data-lang=de]")).to_have_attribute("aria-pressed", "true")
    page.reload()
    open_site(page, site_url + FAST)
    expect(page.locator("#new-game")).to_have_text("Neue Partie")  # the choice, not the browser's language


def test_a_first_visit_follows_the_browsers_languages(browser: Browser, site_url: str) -> None:
    context = browser.new_context(locale="de-DE")
    page = context.new_page()
    open_site(page, site_url + FAST)
    assert page.evaluate("document.documentElement.lang") == "de"
    expect(page.locator("#new-game")).to_have_text("Neue Partie")
    context.close()


def test_a_whole_german_edition_game_in_german(page: Page, site_url: str) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    open_site(page, site_url + FAST)
    page.click("#lang-toggle [data-lang=de]")
    page.click("#new-game")
    form = page.locator("#new-dialog")
    expect(form).to_be_visible()
    expect(form.locator("label[for=option-ruleset-bsw]")).to_contain_text("Deutsche Ausgabe (110 Karten)")
    rows = form.locator(".seats > li")
    while rows.count() > 2:
        form.locator(".seats .remove").last.click()
    rows.nth(0).locator(".seat-type").select_option("human")
    rows.nth(0).locator(".seat-name").fill("Anna")
    rows.nth(1).locator(".seat-type").select_option("bot")
    rows.nth(1).locator(".seat-name").fill("Darwin")
    form.locator("#option-ruleset-bsw").check()
    form.locator("#seed").fill("21")
    form.get_by_role("button", name="Starten").click()
    expect(form).to_be_hidden()
    page.wait_for_function(f"{MODE} && {MODE} !== 'idle'")

    page.wait_for_function(f"{MODE} === 'play'", timeout=30_000)
    expect(page.locator(".topbar .phase")).to_have_text("Nahrungskarten")
    expect(page.locator(".prompt.mode-play")).to_contain_text("wähle eine Karte aus deiner Hand")
    page.locator(".help summary").click()
    panel = page.locator(".help")
    expect(panel).to_contain_text("Die 110 Karten dieser Partie")
    expect(panel).to_contain_text("eine gleich große oder kleinere Tierart")
    expect(panel).not_to_contain_text("auf eine kleinere Tierart")  # one attack rule only (R-BSW-ATK)
    expect(panel.locator(".traits-help")).to_contain_text("Fettgewebe")
    page.screenshot(path=f"{SHOTS}/german-table.png", full_page=True)

    assert play_to_end(page) > 10
    end = page.locator(".endscreen")
    expect(end).to_be_visible()
    expect(end.locator("h2")).to_have_text("Spielende")
    expect(page.locator(".log-lines")).to_contain_text("Runde 1 beginnt")
    expect(page.locator(".log-lines li").last).to_contain_text("Spielende")
    page.screenshot(path=f"{SHOTS}/german-end.png", full_page=True)
    log = page.locator(".log-lines").inner_text()
    shown = "\n".join([log, end.inner_text(), page.locator(".topbar").inner_text()])
    leftovers = sorted({m.group(0) for m in ENGLISH.finditer(shown)} - {"Anna", "Darwin"})
    assert not leftovers, leftovers
    assert bridge_table(page)["view"]["ruleset"]["deck"] == "bsw_110"
    assert not errors, errors


def test_s_evolution_in_german_to_the_end(page: Page, site_url: str) -> None:
    """S-Evolution's table, refusals, log and end screen in German (cards as printed: no deck colour)."""
    import random

    from tests.browser.test_s_evolution import TABLE, click_a_legal_move, new_game

    open_site(page, site_url + FAST)
    new_game(page, [("Anna", False), ("Darwin", True)], seed=5)
    page.click("[data-act=lang][data-lang=de]")
    expect(page.locator(".log h2")).to_have_text("Spielprotokoll")
    expect(page.locator(".log-lines")).to_contain_text("Runde 1 beginnt")
    rng = random.Random(5)
    refused = False
    while True:
        page.wait_for_function(f"['play', 'over'].includes({MODE})", timeout=30_000)
        if page.evaluate(MODE) == "over":
            break
        age = page.locator(f"{TABLE} .actions button.illegal[data-key*='\"age\"']")
        if not refused and age.count():
            age.click()
            expect(page.locator(f"{TABLE} .message.refusal")).to_contain_text("Ein Zeitalter kostet")
            page.screenshot(path=f"{SHOTS}/german-s-evolution.png", full_page=True)
            refused = True
        click_a_legal_move(page, rng)
    end = page.locator(f"{TABLE} .endscreen")
    expect(end.locator("h2")).to_have_text("Spielende")
    expect(page.locator(".log-lines li").last).to_contain_text("Spielende")
    shown = "\n".join([page.locator(".log-lines").inner_text(), end.inner_text()])
    leftovers = sorted({m.group(0) for m in ENGLISH.finditer(shown)} - {"Anna", "Darwin"})
    assert not leftovers, leftovers


def test_on_a_phone_picking_a_language_closes_the_menu_of_tools(browser: Browser, site_url: str) -> None:
    """The phone's ☰ menu stayed open over the table after a language was picked in it. It
    closes, and the focus goes back to its button (where the keyboard's next step starts)."""
    from tests.browser.test_fit import hoarding
    from tests.browser.test_table import resume
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    resume(page, site_url, hoarding("play_cards", 5))
    toggle, menu = page.locator(".topbar .tools-toggle"), page.locator(".topbar .tool-menu")
    for lang, word in [("de", "Spielstände"), ("fr", "Sauvegardes"), ("en", "Saves")]:
        toggle.tap()
        expect(menu).to_be_visible()
        menu.locator(f"[data-act=lang][data-lang={lang}]").tap()
        expect(page.locator("html")).to_have_attribute("lang", lang)
        expect(menu).to_be_hidden()
        expect(toggle).to_have_attribute("aria-expanded", "false")
        expect(toggle).to_be_focused()
        toggle.tap()
        expect(menu.locator("[data-act=saves]")).to_have_text(word)  # (the menu, opened again, in that language)
        toggle.tap()
    # by keyboard: Enter on a language button
    toggle.focus()
    page.keyboard.press("Enter")
    menu.locator("[data-act=lang][data-lang=de]").focus()
    page.keyboard.press("Enter")
    expect(menu).to_be_hidden()
    expect(toggle).to_be_focused()
    assert page.evaluate("document.activeElement.matches(':focus-visible')")
    context.close()
