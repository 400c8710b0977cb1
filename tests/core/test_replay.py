"""Replays: the game after any number of its moves, from a seat the save allows."""

from __future__ import annotations

import pytest

from evolution.cli import play_game
from evolution.core.interfaces import IllegalAction
from evolution.core.daily import daily_config
from evolution.core.replay import Replay, taken_over
from evolution.core.session import Session
from evolution.core.save import Save, replay
from evolution.games.evolution.game import GAME
from evolution.games.evolution.options import Options


@pytest.fixture(scope="module")
def finished() -> Save:
    _, save, _ = play_game(GAME, Options(players=3, seed=21), ["greedy", "random", "greedy"], record=True)
    return save


def cut(save: Save, moves: int, bots: tuple = ("greedy", "random", "greedy")) -> Save:
    seats = [{"name": f"P{k}", "bot": bot} for k, bot in enumerate(bots)]
    return Save(game=save.game, options=save.options, seats=seats, moves=save.moves[:moves])


def test_any_position_forward_or_back_is_the_game_after_that_many_moves(finished):
    r = Replay(finished)
    for position in (0, 57, 3, 200, len(finished.moves), 120, 119, 121):
        r.seek(position)
        expected = replay(cut(finished, position)).to_dict()
        assert r._state.to_dict() == expected and r.table(0)["moves"] == position


def test_positions_outside_the_game_are_clamped(finished):
    r = Replay(finished)
    r.seek(-5)
    assert r.position == 0
    r.seek(10**6)
    assert r.position == len(finished.moves)


def test_the_rounds_say_where_each_one_starts(finished):
    r = Replay(finished)
    rounds = r.table(None)["replay"]["rounds"]
    assert [x["round"] for x in rounds] == list(range(1, len(rounds) + 1))
    for x in rounds:
        r.seek(x["move"])
        assert r._state.round == x["round"]


def test_a_replay_is_watched_not_played(finished):
    r = Replay(finished)
    r.seek(10)
    table = r.table(0)
    assert table["legal"] == [] and table["humans_to_move"] == [] and table["bots_to_move"] == []


def test_a_finished_game_shows_any_seat_and_one_in_progress_only_its_human(finished):
    assert Replay(finished).viewers() == [None, 0, 1, 2, "all"]
    solo = Replay(cut(finished, 100, (None, "random", "greedy")))
    assert solo.viewers() == [None, 0]
    with pytest.raises(IllegalAction, match="cannot show that player's cards"):
        solo.table(1)
    hot_seat = Replay(cut(finished, 100, (None, None, "greedy")))
    assert hot_seat.viewers() == [None]
    assert hot_seat.table(None)["view"]["players"][0]["hand"] is None


def test_progress_is_each_players_score_at_the_end_of_each_round(finished):
    r = Replay(finished)
    assert [x["round"] for x in r.progress] == [x["round"] for x in r.table(None)["replay"]["rounds"]]
    assert r.progress[-1]["scores"] == GAME.scores(replay(finished))
    for x, nxt in zip(r.progress, r.table(None)["replay"]["rounds"][1:]):
        r.seek(nxt["move"])  # the first move of the next round: the scores as the round ended
        assert x["scores"] == GAME.scores(r._state)


def test_a_finished_game_can_be_replayed_with_every_hand_open(finished):
    r = Replay(finished)
    r.seek(30)
    everyone = r.table("all")["view"]["players"]
    for p in range(3):
        assert everyone[p]["hand"] == r.table(p)["view"]["players"][p]["hand"] is not None
        assert r.table(None)["view"]["players"][p]["hand"] is None
    assert "all" not in Replay(cut(finished, 100, (None, "random", "greedy"))).viewers()  # in progress: never


def test_s_evolution_replays_with_every_hand_open_once_over():
    from evolution.core.bots import RandomBot, play_out
    from evolution.core.registry import get_game

    game = get_game("s-evolution")
    options = game.options({"players": 3, "seed": 4})
    state, moves = game.new_game(options), []
    play_out(game, state, {p: RandomBot(p) for p in range(3)}, on_move=lambda obs, action, seconds: moves.append(action))
    r = Replay(Save(game="s-evolution", options=options, seats=[{"name": f"P{k}", "bot": "random"} for k in range(3)],
                    moves=moves))
    r.seek(5)
    boards = r.table("all")["boards"]
    assert all(b["hand"] is not None for b in boards)
    assert sum(b["hand"] is None for b in r.table(None)["boards"]) >= 2


def test_taking_over_is_a_new_save_of_the_moves_up_to_there(finished):
    new = taken_over(finished, 57)
    assert new.moves == finished.moves[:57] and len(finished.moves) > 57  # the game replayed is left as it is
    assert (new.game, new.options, new.seats) == (finished.game, finished.options, finished.seats)
    assert replay(new).to_dict() == replay(cut(finished, 57)).to_dict()
    assert taken_over(finished, 10**6).moves == finished.moves and taken_over(finished, -3).moves == []


def test_a_daily_deal_cannot_be_taken_over():
    """A daily deal is played once (core/daily.py): no retry from a midpoint of it."""
    save = Session.new(daily_config("evolution", "2026-11-28", "Ana")).save
    with pytest.raises(IllegalAction):
        taken_over(save, 0)
