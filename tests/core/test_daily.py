"""The daily deal (core/daily.py): a seed from the game and the UTC day, one human against 3 hard
bots; its share link names the day again once its moves are replayed."""

from __future__ import annotations

import pytest

from evolution.core.daily import daily_config, daily_day, daily_result, daily_seed
from evolution.core.save import SaveError
from evolution.core.session import GameConfig, Session

DAY = "2026-11-28"


@pytest.mark.parametrize("game_id", ["evolution", "s-evolution"])
def test_a_day_and_a_game_make_one_deal(game_id):
    first = Session.new(daily_config(game_id, DAY, "Ana"))
    again = Session.new(daily_config(game_id, DAY, "Bob", ["X", "Y", "Z"]))
    assert first.game.snapshot(first.state) == again.game.snapshot(again.state)  # names do not change the deal
    assert [s.bot for s in first.save.seats] == [None, "hard", "hard", "hard"]
    assert daily_seed(game_id, DAY) < 2**53 and daily_seed(game_id, DAY) != daily_seed(game_id, "2026-11-29")
    assert daily_day(first.save, today="2026-12-05") == DAY and daily_day(first.save, today="2026-11-20") is None


def test_the_link_of_a_daily_deal_says_its_day_and_score():
    session = Session.new(daily_config("evolution", DAY, "Ana"))
    while not session.game.is_over(session.state):  # (the human's moves: the first legal one)
        bots = session.bots_to_move()
        if bots:  # (medium moves in the hard bots' seats: quicker, and as legal)
            obs = session.game.observation(session.state, bots[0])
            session.bot_move(session.game.bot("medium", len(session.save.moves)).choose(obs), len(session.save.moves))
        else:
            player = session.humans_to_move()[0]
            session.act(session.game.legal_actions(session.state, player)[0])
    opened = Session.from_link(session.link())
    result = daily_result(opened.save, opened.state, today="2026-11-29")
    assert result["day"] == DAY and result["over"] and result["score"] == session.game.scores(session.state)[0]


def test_other_games_are_not_daily_deals():
    plain = Session.new(GameConfig(game="evolution", seed=daily_seed("evolution", DAY),
                                   seats=[{"name": "Ana"}, *({"name": f"B{k}", "bot": "medium"} for k in range(3))]))
    assert daily_day(plain.save, today=DAY) is None
    with pytest.raises(SaveError):
        daily_config("evolution", "2026-13-01", "Ana")
