"""Undo on Board Game Arena's model (issue 12), in Evolution's phases: a player takes back their own
last moves until another player moves or the game shows something new; an undone move is in no save
or link. (That every undo gives back the game before the move, in every game: tests/core.)"""

from __future__ import annotations


import pytest

from evolution.core.game import IllegalAction
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
