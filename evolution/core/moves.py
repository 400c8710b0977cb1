"""Checking and playing a move, shared by ``Game.apply`` and the games' rules modules and searches
(which play on their own copies, without a ``Game``): the legality check first, then the move's effect
and the automatic steps after it (OpenSpiel's ``apply_action`` around ``_apply_action``), and the
refusals every game makes in the same order before its own rules are asked."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from .interfaces import M, S, IllegalAction, Logged
from .messages import msg


class Mover(Protocol):
    """What plays a move: a ``Game``, or a game's rules module (its searches play on their own copies)."""

    def why_illegal(self, state: Any, action: Any, /) -> str | None: ...
    def play(self, state: Any, action: Any, /) -> None: ...
    def advance(self, state: Any, /) -> None: ...


def apply_move(rules: Mover, state: Logged, action: object) -> Sequence[object]:
    """``Game.apply``: check ``action`` (IllegalAction, the state untouched, if it is refused), play it,
    run the automatic steps; the log entries it added."""
    why = rules.why_illegal(state, action)
    if why is not None:
        raise IllegalAction(why)
    return play_legal(rules, state, action)


def play_legal(rules: Mover, state: Logged, action: object) -> Sequence[object]:
    """``apply_move`` for a move known to be legal."""
    start = len(state.log)
    rules.play(state, action)
    rules.advance(state)
    return state.log[start:]


def legal_for(state: S, player: int | None, to_move: Callable[[S], list[int]],
              moves_of: Callable[[S, int], list[M]]) -> list[M]:
    """Every legal move of ``player`` (None: of every player who must decide now), from a game's
    ``moves_of(state, player)``, which lists the moves of a player who decides now."""
    if player is None:
        return [a for p in to_move(state) for a in moves_of(state, p)]
    if player not in to_move(state):
        return []
    return moves_of(state, player)


def out_of_turn(state: S, action: M, players: int, over: bool, blocked: str | None,
                expected: tuple[type, ...], decision: str, to_move: Callable[[S], list[int]]) -> str | None:
    """Why ``action`` is refused before its own rules are asked, in this order (or None): a seat that is
    not in the game, the game over, ``blocked`` (a game's reason nobody may move), a move of another
    kind than the ``expected`` (it is time to ``decision``), a player who does not decide now."""
    if action.player >= players:
        return msg("There is no player {n}", n=action.player + 1)
    if over:
        return msg("The game is over")
    if blocked is not None:
        return blocked
    if not isinstance(action, expected):
        return msg("Not now: it is time to {decision}", decision=decision)
    if action.player not in to_move(state):
        return msg("It is not your turn")
    return None
