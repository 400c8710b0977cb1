"""S-Evolution's boards stay drawn while another player's move is shown, in real Chromium: every
animation frame of a computer player's move that ends a trick is watched (requestAnimationFrame in the
page), and no board may go missing, empty, hidden or faded out. A Discovery taken has no chip among
the cards taken this round, and the animation faded the taker's whole board in instead (opacity 0
for 60 % of the step: the boards flashed out for about 400 ms after a trick)."""

from __future__ import annotations

import copy

from playwright.sync_api import Page

from evolution.core.session import Session
from evolution.games.s_evolution import engine
from tests.browser.pages import MODE, open_site, reload_into_autosave
from tests.browser.test_s_evolution_look import position

import pytest

pytestmark = pytest.mark.browser

# From the page's first frame: each frame where a board of the table is missing (fewer than the
# most seen), empty, hidden or under 0.9 opaque; and whether a card was seen flying from the trick.
WATCH = """(() => { window.boardFrames = {bad: [], frames: 0, most: 0, flying: false};
  const look = () => {
    const seen = window.boardFrames;
    const game = document.querySelector('.game[data-game="s-evolution"]');
    const boards = game ? [...game.querySelectorAll('.boards .board')] : [];
    if (game && game.dataset.mode !== 'idle') {
      seen.frames++;
      seen.most = Math.max(seen.most, boards.length);
      seen.flying ||= Boolean(game.querySelector('.card.flying'));
      const moves = game.dataset.moves;
      if (boards.length < seen.most) seen.bad.push(`move ${moves}: ${boards.length} of ${seen.most} boards`);
      for (const board of boards) {
        const style = getComputedStyle(board);
        if (+style.opacity < 0.9 || style.visibility === 'hidden' || !board.children.length || board.getBoundingClientRect().height < 20)
          seen.bad.push(`move ${moves}: board ${board.dataset.seat} opacity ${style.opacity} ${style.transform}`);
      }
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look); })();"""


def a_computer_players_card_ends_a_trick_with_a_discovery_taken(s: Session) -> bool:
    """A computer player (not Ana, seat 0) plays, and whatever it plays completes the trick, in which a
    Discovery is then taken at once (its player's own, of the age played: a pick with no choice) while
    a pick with a choice is left to make."""
    movers = engine.to_move(s.state)
    if engine.decision(s.state) != "play" or not movers or 0 in movers:
        return False
    for move in engine.legal_actions(s.state, movers[0]):
        then = copy.deepcopy(s.state)
        engine.play(then, move)
        engine.advance(then)
        if not then.trick or not any(c.split("-")[1].startswith("D") for _, c in then.picked):
            return False
    return True


def test_no_board_flashes_out_while_a_trick_taken_is_shown(page: Page, site_url: str) -> None:
    save = position(a_computer_players_card_ends_a_trick_with_a_discovery_taken)
    moves = len(Session.from_json(save).save.moves)
    page.add_init_script(WATCH)
    open_site(page, site_url)  # (others' moves shown at the normal speed)
    reload_into_autosave(page, save)
    page.wait_for_function(f"+document.querySelector('.game')?.dataset.moves > {moves}", timeout=60_000)
    page.wait_for_function(f"{MODE} === 'play' && !document.getAnimations().length", timeout=60_000)
    seen = page.evaluate("window.boardFrames")
    assert seen["flying"] and seen["frames"] > 10, seen  # (the take was shown, frame by frame)
    assert seen["bad"] == [], seen["bad"][:5]
