"""The game log (beside the table; under it on a phone), in real Chromium: it keeps one height while it
is scrolled, with no blank band at its edges. Its lines take one to five lines of text: it was as tall
as the whole lines in view, so it grew and shrank by up to a line at each scroll (272-345 px at
1366x768) and moved the rules panel under it."""

from __future__ import annotations

import pytest

from tests.browser.test_fit import SCROLL_TO_HALF_A_LINE, at_rest, scrolling_log

pytestmark = pytest.mark.browser

# The log's height and its panel's (its title and its lines), and whether its newest line shows.
BOX = """() => { const list = document.querySelector('.log-lines'), box = list.getBoundingClientRect();
  const newest = list.lastElementChild.getBoundingClientRect();
  return {list: box.height, panel: list.closest('.log').getBoundingClientRect().height,
          newest: newest.top >= box.top - 0.5 && newest.bottom <= box.bottom + 0.5}; }"""

# How many scrolls of the log have ended (counted from when it is called).
COUNT_SCROLL_ENDS = """() => { window.logScrollEnds = 0;
  document.querySelector('.log-lines').addEventListener('scrollend', () => { window.logScrollEnds++; }); }"""


@pytest.mark.parametrize("size", [{"width": 1366, "height": 768}, {"width": 390, "height": 844}])
def test_the_log_keeps_one_height_while_it_is_scrolled(browser, site_url: str, size) -> None:
    """Scrolled by the wheel, by the keyboard and to the middle of a line: once each scroll ends (and the
    log has snapped to a line and fitted itself), its box and its panel are as tall as drawn, it shows
    no blank band; as drawn, its newest line is in view."""
    page, log, phone = scrolling_log(browser, site_url, size)
    drawn = page.evaluate(BOX)
    assert drawn["newest"], drawn
    page.evaluate(COUNT_SCROLL_ENDS)
    boxes = []

    def scrolled(how: str, scroll) -> None:
        ends = page.evaluate("window.logScrollEnds")
        scroll()
        page.wait_for_function(f"window.logScrollEnds > {ends}")
        assert at_rest(page, ".log-lines") == [], how
        boxes.append((how, page.evaluate(BOX)))

    if not phone:
        log.hover()
        for step in range(8):
            scrolled(f"wheel {step}", lambda: page.mouse.wheel(0, -100))
    log.focus()
    for key in ["PageUp", "ArrowUp", "ArrowUp", "PageDown"]:
        scrolled(key, lambda: page.keyboard.press(key))
    for at in [0.1, 0.3, 0.5, 0.7, 0.9]:
        scrolled(f"half a line at {at}", lambda: page.evaluate(SCROLL_TO_HALF_A_LINE, at))
    lists = [box["list"] for _, box in boxes] + [drawn["list"]]
    panels = [box["panel"] for _, box in boxes] + [drawn["panel"]]
    assert max(lists) - min(lists) < 0.5 and max(panels) - min(panels) < 0.5, (drawn, boxes)
    page.context.close()
