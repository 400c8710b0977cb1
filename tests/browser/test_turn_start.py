"""Your turn starts once the last move of others has been shown, in real Chromium (its
prompt and the focus came while the last bot's move was still drawn); unwatched (?botdelay=0) it
starts at once, as before."""

from __future__ import annotations

import pytest

from tests.browser.pages import MODE, READY_TIMEOUT_MS, open_site, reload_into_autosave
from tests.browser.test_fit import before_bot_attack

pytestmark = pytest.mark.browser

# Each time the table turns to your decision: how many of the drawn moves' animations (those that end)
# are still running then. (Installed before the page's scripts: it sees the first turn too.)
TURN_STARTS = """(() => { window.turnStarts = [];
  new MutationObserver(() => {
    const mode = document.querySelector('.game')?.dataset.mode;
    if (mode === 'play' && window.lastMode !== 'play') window.turnStarts.push(document.getAnimations().filter((a) =>
      a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime)).length);
    window.lastMode = mode;
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-mode']}); })()"""


def test_your_turn_starts_once_the_last_bots_move_has_been_shown(browser, site_url: str) -> None:
    page = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    page.add_init_script(TURN_STARTS)
    open_site(page, site_url + "?botdelay=300")
    reload_into_autosave(page, before_bot_attack())
    page.wait_for_function(f"{MODE} === 'play'", timeout=READY_TIMEOUT_MS)
    starts = page.evaluate("window.turnStarts")
    assert starts == [0], starts
    page.context.close()
