"""The game log: one ``Event`` per thing that happened.

Some data is secret: a hand drawn is seen by its owner only, by nobody when blind, by everyone
else too when face up (Obscurantism, Invasion). ``secret`` names those keys and ``seen_by`` the
players who may see them (``view.visible_log`` applies it).
"""

from __future__ import annotations

from dataclasses import field
from typing import Any, Protocol

from ...core.records import Record, record


@record
class Event(Record):
    kind: str
    round: int
    player: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    secret: list[str] = field(default_factory=list)
    seen_by: list[int] = field(default_factory=list)  # who may see the ``secret`` keys


class Logged(Protocol):
    """What ``log`` needs of a game state (the state's module imports this one, not the other way)."""

    round: int
    log: list[Event]


def log(state: Logged, kind: str, player: int | None = None, secret: tuple[str, ...] = (),
        seen_by: tuple[int, ...] = (), **data: Any) -> None:
    state.log.append(Event(kind=kind, round=state.round, player=player, data=data, secret=list(secret),
                           seen_by=list(seen_by)))
