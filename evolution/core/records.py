"""Plain data records: the fast inside of a game (its state, log and views).

Pydantic stays the boundary (saves, links, options, scenario input are validated there); a
game's inner loop reads and writes thousands of fields per move, so its state is made of plain
``__slots__`` classes. ``Record`` gives them what the models gave: equality field by field, a
readable repr, and ``to_dict()`` (plain dicts and lists, like pydantic's ``model_dump()``).

A record class lists its data fields in ``FIELDS`` (the order of ``to_dict``); its ``__slots__``
hold those fields and maybe a few derived values.
"""

from __future__ import annotations

from typing import Any, ClassVar


class Record:
    __slots__ = ()
    FIELDS: ClassVar[tuple[str, ...]] = ()

    def to_dict(self) -> dict[str, Any]:
        """The record as plain data (nested records, models and tuples too), as ``model_dump()`` was."""
        data = {}
        for f in self.FIELDS:
            v = getattr(self, f)
            data[f] = v if type(v) in _PLAIN else as_data(v)
        return data

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in self.FIELDS)

    __hash__ = None  # mutable, like the models were

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{f}={getattr(self, f)!r}' for f in self.FIELDS)})"


_PLAIN = frozenset({int, str, float, bool, type(None)})


def as_data(value: Any) -> Any:
    """``value`` as plain data: records and pydantic models become dicts, tuples lists."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is list or kind is tuple:
        return [v if type(v) in _PLAIN else as_data(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in _PLAIN else as_data(v) for k, v in value.items()}
    if isinstance(value, Record):
        return value.to_dict()
    if isinstance(value, (list, tuple)):
        return [as_data(v) for v in value]
    if isinstance(value, dict):
        return {k: as_data(v) for k, v in value.items()}
    dump = getattr(value, "model_dump", None)
    if dump is not None:
        return dump()
    return value
