"""Evolution's end screen in real Chromium: the line that says more players are below
covers no board, and the chart of the scores by round titles its axes in the page's language."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from evolution.core.session import Session
from tests.browser.pages import switch_language
from tests.browser.test_a11y import open_save
from tests.browser.test_fit import finished

pytestmark = pytest.mark.browser

SIX = ["Ana", "Bo", "Cy", "Dee", "Eve", "Fay"]


def ended(names: list[str], seed: int) -> Session:
    """A game of greedy moves for everyone, played to its end (Ana, seat 0, the viewer)."""
    return Session.from_json(finished(names, seed))


# The "more below" line (if shown) and every board: no point of the line inside the table's area.
OVERLAP = """(() => { const line = document.querySelector('.game .more-below');
  const area = document.querySelector('.game .table-area').getBoundingClientRect();
  if (line.hidden) return {shown: false, overlap: 0};
  const r = line.getBoundingClientRect();
  const overlap = Math.max(0, Math.min(r.bottom, area.bottom) - Math.max(r.top, area.top));
  return {shown: true, overlap}; })()"""


@pytest.mark.parametrize("size", [(1366, 768), (390, 844)])
def test_the_more_players_below_line_covers_no_board(browser, site_url: str, size) -> None:
    width, height = size
    phone = width < 600
    page = browser.new_page(viewport={"width": width, "height": height}, is_mobile=phone, has_touch=phone)
    open_save(page, site_url, ended(SIX, seed=3), "over")
    if not phone:  # six boards and the end table overflow a laptop's table area: the line is shown
        expect(page.locator(".game .more-below")).to_be_visible()
    found = page.evaluate(OVERLAP)
    assert found["overlap"] == 0, found
    if not phone:
        page.evaluate("document.querySelector('.game .table-area').scrollTo(0, 1e6)")
        expect(page.locator(".game .more-below")).to_be_hidden()  # at the end: nothing more below
        last = page.locator(".game .player").last.bounding_box()
        area = page.locator(".game .table-area").bounding_box()
        assert last["y"] + last["height"] <= area["y"] + area["height"] + 1, (last, area)
    page.close()


def test_the_score_chart_titles_its_axes_in_the_pages_language(browser, site_url: str) -> None:
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    open_save(page, site_url, ended(SIX[:3], seed=5), "over")
    chart = page.locator("section.after-game svg.score-chart")
    last = page.evaluate("JSON.parse(evolution.call('progress', '{}')).rounds.at(-1)")
    high = max(max(r["scores"]) for r in page.evaluate("JSON.parse(evolution.call('progress', '{}')).rounds"))
    for lang, across, up, described in (
            ("en", "Round", "Score", f"Round 1 to {last['round']}; Score 0 to {high}."),
            ("fr", "Manche", "Score", f"Manche 1 à {last['round']} ; Score de 0 à {high}."),
            ("de", "Runde", "Punkte", f"Runde 1 bis {last['round']}; Punkte 0 bis {high}.")):
        switch_language(page, lang)
        expect(chart.locator("text.axis-title")).to_have_text([across, up])
        expect(chart).to_have_accessible_description(described)
        # the round's title under the round numbers, the score's left of the score numbers
        title_x, title_y = (chart.locator("text.axis-title").nth(k).bounding_box() for k in range(2))
        ticks = [t.bounding_box() for t in chart.locator("text.tick:not(.axis-title)").all()]
        assert title_x["y"] >= max(t["y"] + t["height"] for t in ticks) - 1
        assert title_y["x"] + title_y["width"] <= min(t["x"] for t in ticks) + 1
    page.close()
