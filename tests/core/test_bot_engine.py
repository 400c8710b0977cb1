"""The bots' worker's side (web/bot_engine.py) and the page's side of it (bridge.play with a move count), run in
CPython: the worker follows the page's save, its bots choose what the page's thread would choose, a
stale answer is never played, and a pondered decision is reused only where the bot sees the same."""

from __future__ import annotations

import json
import sys

import pytest

from evolution.core.session import GameConfig, Session
from tests.conftest import ROOT

sys.path.insert(0, str(ROOT / "web"))
import bot_engine  # noqa: E402
import bridge  # noqa: E402


def new_session(game: str, seed: int, level: str = "medium") -> Session:
    seats = [{"name": "Ana", "bot": None}] + [{"name": name, "bot": level} for name in ("B", "C", "D")]
    return Session.new(GameConfig(game=game, seats=seats, seed=seed))


def worker_move(save: str) -> dict:
    """What the worker answers for the page's position (the page asks for the bots there)."""
    bot_engine.position(save, True)
    while True:
        step = json.loads(bot_engine.think(0.05))
        if step.get("idle") or step["action"]:
            return step


def ponder_all(session: Session) -> None:
    """The worker follows the game where a human decides, and ponders all it would."""
    bot_engine.position(session.to_json())
    assert json.loads(bot_engine.think(0.05))["idle"] is True  # a human decides: the worker ponders
    while bot_engine.ponder(0.05):
        pass


def play_to_a_card_turn(session: Session, pick, fails: str):
    """Play on (the bots their moves, the human the first legal one) until, in a play-cards turn of the
    human's alone, ``pick(session)`` finds something: that."""
    for _ in range(400):
        if session.humans_to_move() and not session.bots_to_move() and session.state.phase == "play_cards":
            found = pick(session)
            if found:
                return found
        if session.bots_to_move():
            session.bot_step()
        else:
            session.act(session.game.observation(session.state, 0).legal[0])
    pytest.fail(fails)


def assert_answered_at_once(session: Session) -> None:
    """The first bot's move comes with no time to think (it was pondered: nothing new is known
    after it), and it is the move that bot makes unpondered."""
    alone = Session.from_json(session.to_json())
    known = len(bot_engine.known)
    bot_engine.position(session.to_json(), True)
    step = json.loads(bot_engine.think(0.0))
    assert step["action"] == alone.bot_step().model_dump(mode="json")
    assert len(bot_engine.known) == known


@pytest.mark.parametrize("game", ["evolution", "s-evolution"])
def test_the_worker_chooses_the_bots_moves_the_page_thread_would(game):
    page, alone = new_session(game, 21), new_session(game, 21)
    for _ in range(40):
        if page.humans_to_move():
            action = page.game.observation(page.state, page.humans_to_move()[0]).legal[0]
            page.act(action)
            alone.act(action)
            continue
        step = worker_move(page.to_json())
        assert page.bot_move(step["action"], step["moves"])
        assert alone.bot_step().model_dump(mode="json") == step["action"]  # the same bot, seed and view
    assert page.to_json() == alone.to_json()


def test_a_stale_answer_changes_nothing():
    bridge.new_game(seats=[{"name": "Ana", "bot": None}, {"name": "B", "bot": "medium"}], seed=3)
    session = bridge._current()
    while session.humans_to_move():
        session.act(session.game.observation(session.state, 0).legal[0])
    step = worker_move(session.to_json())
    before = session.to_json()
    assert bridge.play(action=step["action"], moves=step["moves"] + 1)["played"] is False
    wrong = {**step["action"], "player": 0}
    assert bridge.play(action=wrong, moves=step["moves"])["played"] is False  # not that bot's turn
    assert session.to_json() == before
    played = bridge.play(action=step["action"], moves=step["moves"])
    assert played["played"] and json.loads(played["save"])["moves"][-1] == step["action"]


def test_pondering_answers_the_human_move_at_once_with_the_same_move():
    session = new_session("evolution", 5)
    while not (session.humans_to_move() and not session.bots_to_move()):
        session.bot_step() if session.bots_to_move() else session.act(
            session.game.observation(session.state, 0).legal[0])
    ponder_all(session)
    human = bot_engine.likely_moves(session)[0]
    session.act(human)
    if not session.bots_to_move():
        pytest.skip("that move did not hand the turn to a bot")
    assert_answered_at_once(session)


def test_pondering_reaches_the_move_that_ends_a_long_turn():
    """In a play-cards turn the human has many moves and only the last the engine lists (End turn) hands
    the game to the bots: the moves after which the human decides again do not use up the pondered
    lines, so the bots' answer to End turn is ready when the human ends the turn."""
    session = new_session("evolution", 5)

    def end_of_a_long_turn(session: Session):
        legal = session.game.observation(session.state, 0).legal
        long = len(legal) > bot_engine.PONDERED_LINES + 1
        return legal[-1] if long and bot_engine.likely_moves(session)[0] != legal[-1] else None

    end = play_to_a_card_turn(session, end_of_a_long_turn, "no play-cards turn with more moves than are pondered")
    assert type(end).__name__ == "EndTurn"
    ponder_all(session)
    session.act(end)
    assert session.bots_to_move()
    assert_answered_at_once(session)


def test_pondering_answers_one_more_card_then_end_turn():
    """While the human chooses a card in a turn of many, the worker ponders each card followed by End
    turn: after a card that is not the hint's, then End turn, the bots answer at once, as they would
    have unpondered."""
    session = new_session("evolution", 5)

    def cards_besides_the_hint(session: Session):
        cards = ("PlayTrait", "GrowPop", "GrowSize")
        return [a for a in bot_engine.likely_moves(session)[1:] if type(a).__name__ in cards]

    cards = play_to_a_card_turn(session, cards_besides_the_hint, "no play-cards turn with a card besides the hint's")
    ponder_all(session)
    session.act(cards[0])
    end = session.game.observation(session.state, 0).legal[-1]
    assert type(end).__name__ == "EndTurn"
    session.act(end)
    assert session.bots_to_move() and not session.humans_to_move()
    assert_answered_at_once(session)


def test_another_game_empties_the_bots_per_game_caches():
    """A long session's memory stays that of one game (evolution/core/caches.py): the search's
    memoised facts of the last game's positions go when the worker follows another game, and only then."""
    from evolution.games.evolution.ai import heuristics

    first = new_session("evolution", 31, level="hard")
    worker_move(first.to_json())
    filled = heuristics._can_attack.cache_info().currsize
    assert filled
    bot_engine.position(first.to_json(), False)  # the same game again: kept
    assert heuristics._can_attack.cache_info().currsize >= filled
    bot_engine.position(new_session("evolution", 32).to_json(), False)
    assert heuristics._can_attack.cache_info().currsize == 0
