"""The key to the table's symbols, in real Chromium (the boards' heads told "1st player",
"to move", "done"... only on hover and to screen readers): the rules panel shows each symbol as the
table draws it beside the words the boards' heads carry, on a phone by touch and by keyboard, in
English, French and German; a trait's discard button is in it too."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.pages import resume, switch_language
from tests.browser.test_fit import hoarding
from tests.browser.test_fit_strips import PHONE

pytestmark = pytest.mark.browser

# Each badge on a board's head: its class and the words it carries (for a screen reader and the title).
HEAD_BADGES = """() => Object.fromEntries([...document.querySelectorAll('.player-head .badge')]
  .map((n) => [[...n.classList].find((c) => c !== 'badge'), n.querySelector('.sr-only').textContent]))"""
# Each symbol of the key: its class (a badge's, or what it draws) and its words.
KEY = """() => [...document.querySelectorAll('.help .symbol-key li')].map((li) => {
  const shown = li.querySelector('.key-symbol > *');
  return [[...shown.classList].find((c) => !['badge', 'symbol'].includes(c)), li.textContent.trim()];
})"""


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_the_rules_panel_keys_each_symbol_of_the_boards_with_their_words(browser, site_url: str, lang: str) -> None:
    context = browser.new_context(**PHONE)
    page = context.new_page()
    resume(page, site_url, hoarding("feeding", 4))
    if lang != "en":
        switch_language(page, lang)
    heads = page.evaluate(HEAD_BADGES)
    assert {"first", "to-move"} <= set(heads), heads
    summary = page.locator(".help summary")
    summary.scroll_into_view_if_needed()
    summary.tap()
    key = page.locator(".help .symbol-key")
    expect(key).to_be_visible()
    shown = dict(page.evaluate(KEY))
    for badge, words in heads.items():  # the words a board's head carries for each badge it shows
        assert words in shown[badge], (badge, words, shown)
    assert {"symbol-bot", "mini-card", "symbol-star", "discard-trait"} <= set(shown)
    assert all(words for words in shown.values())
    context.close()


def test_the_key_opens_from_the_keyboard(browser, site_url: str) -> None:
    page = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    resume(page, site_url, hoarding("feeding", 4))
    page.locator(".help summary").focus()
    page.keyboard.press("Enter")
    expect(page.locator(".help .symbol-key")).to_be_visible()
    expect(page.locator(".help .symbol-key h3")).to_have_text("Symbols on the table")
    page.context.close()
