"""The game log: one ``Event`` per thing that happened.

Some data is secret: a hand drawn is seen by its owner only, by nobody when blind, by everyone
else too when face up (Obscurantism, Invasion). ``secret`` names those keys and ``seen_by`` the
players who may see them (``view.visible_log`` applies it).
"""

from __future__ import annotations

from typing import Any, Protocol

from pydantic import BaseModel


class Event(BaseModel):
    kind: str
    round: int
    player: int | None = None
    data: dict[str, Any] = {}
    secret: list[str] = []
    seen_by: list[int] = []  # who may see the ``secret`` keys


class Logged(Protocol):
    """What ``log`` needs of a game state (the state's module imports this one, not the other way)."""

    round: int
    log: list[Event]


def log(state: Logged, kind: str, player: int | None = None, secret: tuple[str, ...] = (),
        seen_by: tuple[int, ...] = (), **data: Any) -> None:
    state.log.append(Event(kind=kind, round=state.round, player=player, data=data, secret=list(secret),
                           seen_by=list(seen_by)))
