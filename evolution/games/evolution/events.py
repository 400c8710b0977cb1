"""The game log: one ``Event`` per thing that happened, with the data a player may see."""

from __future__ import annotations

from typing import Any, Protocol

from ...core.records import Record


class Event(Record):
    """One line of the game log. ``secret`` names data keys only ``player`` may see."""

    __slots__ = FIELDS = ("kind", "round", "player", "data", "secret")

    def __init__(self, kind: str, round: int, player: int | None = None, data: dict[str, Any] | None = None,
                 secret: tuple[str, ...] = ()):
        self.kind = kind
        self.round = round
        self.player = player
        self.data = {} if data is None else data
        self.secret = secret


class Logged(Protocol):
    """What ``log`` needs of a game state (the state's module imports this one, not the other way)."""

    round: int
    log: list[Event]


def log(state: Logged, kind: str, player: int | None = None, secret: tuple[str, ...] = (), **data: Any) -> None:
    """Append an event to the log; ``secret`` names the data keys only ``player`` may see."""
    state.log.append(Event(kind, state.round, player, data, secret))
