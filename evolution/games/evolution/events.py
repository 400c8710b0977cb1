"""The game log: one ``Event`` per thing that happened, with the data a player may see."""

from __future__ import annotations

from dataclasses import field
from typing import Any, Protocol

from ...core.records import Record, record


@record
class Event(Record):
    """One line of the game log. ``secret`` names data keys only ``player`` may see."""

    kind: str
    round: int
    player: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    secret: tuple[str, ...] = ()


class Logged(Protocol):
    """What ``log`` needs of a game state (the state's module imports this one, not the other way)."""

    round: int
    log: list[Event]


def log(state: Logged, kind: str, player: int | None = None, secret: tuple[str, ...] = (), **data: Any) -> None:
    """Append an event to the log; ``secret`` names the data keys only ``player`` may see."""
    state.log.append(Event(kind, state.round, player, data, secret))
