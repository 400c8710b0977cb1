"""The game log: one ``Event`` per thing that happened, with the data a player may see."""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Any

from ...core.records import Record, record

if TYPE_CHECKING:
    from .models import GameState


@record
class Event(Record):
    """One line of the game log. ``secret`` names data keys only ``player`` may see."""

    kind: str
    round: int
    player: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    secret: tuple[str, ...] = ()


def log(state: GameState, kind: str, player: int | None = None, secret: tuple[str, ...] = (), **data: Any) -> None:
    """Append an event to the log; ``secret`` names the data keys only ``player`` may see."""
    state.log.append(Event(kind, state.round, player, data, secret))
