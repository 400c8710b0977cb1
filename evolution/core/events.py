"""A game's log: one record class per kind of event (boardgame.io's typed log entries).

Each kind is a subclass of ``Event`` that declares its own data as typed fields and owns what is
said and shown of it: ``kind`` (the name the table payload's log lines carry, and the page's CSS
class of the line), ``animation`` (the page's animation for it, or None), ``secret`` (the fields
only those who saw it may read) and, in each game, its words. A new kind of event is one class.

Events are records (``core.records``: slotted dataclasses, measured with benchmarks/engine.py):
``log`` stamps the round and appends; once in the log an event never changes (a clone of a state
shares them), so a view that hides a secret makes a copy (``hidden``).
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, Protocol, TypeVar

from .records import Record, record


@record(kw_only=True)
class Event(Record):
    """One entry of a game log: the round it happened in, the seat it is about (None: the table)."""

    kind: ClassVar[str] = "event"
    animation: ClassVar[str | None] = None
    secret: ClassVar[tuple[str, ...]] = ()

    round: int = 0
    player: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, **Record.to_dict(self)}

    def animation_key(self) -> str | None:
        """The page's animation of this event (the class's, unless an event's data decides it)."""
        return self.animation

    def hidden(self: E) -> E:
        """A copy without the ``secret`` fields (None): the event as a player who did not see them reads it."""
        blank: dict[str, Any] = dict.fromkeys(self.secret)
        return dataclasses.replace(self, **blank)


E = TypeVar("E", bound=Event)


class Words:
    """What an event needs to be said in ``lang``: the players' names (untrusted text: escape it when
    rendering). Each game's subclass adds what its events name besides, and ``say`` in its catalogue."""

    __slots__ = ("names", "lang")

    def __init__(self, names: list[str], lang: str):
        self.names, self.lang = names, lang

    def who(self, p: int | None) -> str:
        """Seat ``p``'s name ("?" for none)."""
        return self.names[p] if p is not None and 0 <= p < len(self.names) else "?"


class Logged(Protocol):
    """What ``log`` needs of a game state."""

    round: int
    log: list[Any]


def log(state: Logged, event: E) -> E:
    """Append ``event`` to the state's log, stamped with the round in play."""
    event.round = state.round
    state.log.append(event)
    return event
