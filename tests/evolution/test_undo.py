"""Undo on Board Game Arena's model, in Evolution's phases: a player takes back their own
last moves until another player moves or the game shows something new; an undone move is in no save
or link. (That every undo gives back the game before the move, in every game: tests/core.)"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from evolution.core.interfaces import IllegalAction
from evolution.core.session import GameConfig, Session


def snapshot(session: Session) -> tuple:
    state = session.state
    return state.to_dict(), session.to_json()


def start(game: str = "evolution", bots: tuple[str | None, ...] = (None, None, None), seed: int = 5, **options):
    seats = [{"name": f"P{k}", "bot": bot} for k, bot in enumerate(bots)]
    return Session.new(GameConfig(game=game, options=options, seats=seats, seed=seed))


def to_play_cards(session: Session) -> None:
    """Past the food cards: every player chose one, then they were revealed (the play phase)."""
    while session.state.phase != "play_cards":
        session.act(session.game.legal_actions(session.state)[0])


def test_cards_played_in_a_turn_can_all_be_taken_back():
    session = start()
    to_play_cards(session)
    p = session.humans_to_move()[0]
    before = [snapshot(session)]
    for _ in range(3):
        move = next(a for a in session.game.legal_actions(session.state, p) if a.kind != "end_turn")
        session.act(move)
        before.append(snapshot(session))
    assert session.undoable(p) == 3
    for expected in reversed(before[:-1]):
        session.undo(p)
        assert snapshot(session) == expected
        assert Session.from_link(session.link()).save == session.save  # the link has no trace of it
    assert session.undoable(p) == 0
    with pytest.raises(IllegalAction, match="There is no move of yours to take back"):
        session.undo(p)


def test_nobody_takes_back_a_move_once_another_player_moved():
    session = start()
    to_play_cards(session)
    p = session.humans_to_move()[0]
    session.act(next(a for a in session.game.legal_actions(session.state, p) if a.kind == "end_turn"))
    assert session.undoable(p) == 1  # the turn passed on, but the next player has not moved yet
    q = session.humans_to_move()[0]
    assert q != p and session.undoable(q) == 0
    session.act(session.game.legal_actions(session.state, q)[0])
    assert session.undoable(p) == 0
    with pytest.raises(IllegalAction):
        session.undo(p)


def test_a_move_that_turns_cards_over_cannot_be_taken_back():
    """The last food card chosen reveals all of them: the move is final."""
    session = start(bots=(None, None))
    first = session.game.legal_actions(session.state, 0)[0]
    session.act(first)
    assert session.undoable(0) == 1
    session.act(session.game.legal_actions(session.state, 1)[0])
    assert session.state.phase == "play_cards" and session.undoable(1) == 0 and session.undoable(0) == 0


def test_a_computer_player_never_takes_back():
    session = start(bots=(None, "random"))
    while not session.bots_to_move():
        session.act(session.game.legal_actions(session.state)[0])
    moved = session.bot_step()
    assert moved is not None and session.undoable(moved.player) == 0 and session.undoable(None) == 0


def test_the_page_is_told_how_many_moves_it_may_take_back():
    session = start()
    to_play_cards(session)
    p = session.humans_to_move()[0]
    session.act(next(a for a in session.game.legal_actions(session.state, p) if a.kind != "end_turn"))
    assert session.table(p)["undoable"] == 1
    assert session.table(None)["undoable"] == 0 and session.table(1 - p if p < 2 else 0)["undoable"] == 0


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 10**6), game=st.sampled_from([("evolution", {"ruleset": "nsg2"}), ("evolution", {"ruleset": "flight"}),
                                                         ("s-evolution", {})]))
def test_a_reloaded_game_keeps_the_right_to_undo_and_where_each_players_news_begin(seed, game):
    """The undo rights and the "since your last turn" mark come from the save and
    the seat, so a game opened again from its save or its link offers exactly what it offered."""
    rng = random.Random(seed)
    session = start(game[0], bots=(None, None, None), seed=seed, **game[1])
    seats = range(len(session.save.seats))
    for step in range(400):
        if session.game.is_over(session.state):
            break
        legal = session.game.legal_actions(session.state)
        session.act(legal[int(rng.random() * len(legal))])
        if step % 7 == 0 or session.undoable(session.save.moves[-1].player):
            for again in (Session.from_json(session.to_json()), Session.from_link(session.link())):
                assert [again.undoable(p) for p in seats] == [session.undoable(p) for p in seats]
                assert [again.since(p) for p in seats] == [session.since(p) for p in seats]
    assert any(session.since(p) is not None for p in seats)


def test_the_news_since_a_players_last_turn_begin_after_their_last_move():
    session = start()
    to_play_cards(session)
    p = session.humans_to_move()[0]
    session.act(next(a for a in session.game.legal_actions(session.state, p) if a.kind == "end_turn"))
    mark = session.since(p)
    assert mark == len(session.game.visible_log(session.state, p))
    while p not in session.humans_to_move():
        session.act(session.game.legal_actions(session.state)[0])
    again = Session.from_json(session.to_json())
    assert again.table(p)["since"] == mark and again.table(None)["since"] is None
    others = [e for e in session.game.visible_log(session.state, p)[mark:] if e.player != p]
    assert others  # what the page shows in the panel after a reload
