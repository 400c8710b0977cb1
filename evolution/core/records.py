"""Plain data records: the inside of every game (its state; Evolution's log and views too).

Pydantic stays the boundary (saves, links, options, scenario input, actions are validated there); a
game's inner loop reads and writes thousands of fields per move, so its state is made of records:
``@record`` classes, dataclasses with ``__slots__``. A field is declared once, as an annotated class
attribute; ``__init__``, equality field by field and the repr follow from it. ``Record`` adds
``to_dict()`` (plain dicts and lists, like pydantic's ``model_dump()``) and ``clone()``.

``clone()`` is a copy to play what-ifs on (search, leaf orders): records, lists and dicts inside are
copied, everything else is shared (numbers, strings, tuples, frozen pydantic models, rules objects).
Two field markers change that: ``shared()`` (never changed in place, so not copied) and
``not_cloned()`` (the copy starts with an empty list: a log). A field that only caches something
derived from the others is ``derived()``: left out of ``__init__``, equality and ``to_dict``, shared by
``clone``, and set by the record's ``__post_init__``.
"""

from __future__ import annotations

import dataclasses
import sys
import types
import typing
from collections.abc import Callable
from typing import Any, TypeVar

R = TypeVar("R", bound="Record")

_CLONE = "clone"  # field metadata key: how clone() treats the field
_SHARE, _EMPTY = "share", "empty"


T = TypeVar("T", bound=type)


@typing.overload
def record(cls: T, /) -> T: ...
@typing.overload
def record(cls: None = None, /, *, kw_only: bool = False) -> typing.Callable[[T], T]: ...


@typing.dataclass_transform(field_specifiers=(dataclasses.field,))
def record(cls: T | None = None, /, *, kw_only: bool = False) -> T | typing.Callable[[T], T]:
    """Make ``cls`` (a ``Record`` subclass with annotated fields) a slotted dataclass; ``@record(kw_only=True)``:
    every field a keyword argument. (``dataclass_transform`` tells a type checker so.)"""
    def make(cls: T) -> T:
        maker: Any = dataclasses.dataclass(slots=True, kw_only=kw_only)  # (typeshed's overloads lose T)
        made: T = maker(cls)
        return made
    return make if cls is None else make(cls)


def shared(**kwargs: Any) -> Any:
    """A field ``clone()`` does not copy: its value is never changed in place."""
    return dataclasses.field(metadata={_CLONE: _SHARE}, **kwargs)


def not_cloned(**kwargs: Any) -> Any:
    """A list field a clone starts empty (a log: what-ifs need none)."""
    return dataclasses.field(default_factory=list, metadata={_CLONE: _EMPTY}, **kwargs)


def derived() -> Any:
    """A cache of what other fields fix, set in ``__post_init__`` (not data: no init, eq, repr, to_dict)."""
    return dataclasses.field(init=False, repr=False, compare=False, metadata={_CLONE: _SHARE, "derived": True})


class Record:
    __slots__ = ()

    def to_dict(self) -> dict[str, Any]:
        """The record as plain data (nested records, models and tuples too), as ``model_dump()`` was."""
        data = {}
        for name in _data_fields(type(self)):
            value = getattr(self, name)
            data[name] = value if type(value) in _PLAIN else as_data(value)
        return data

    def clone(self: R) -> R:
        """A copy to play what-ifs on (see the module's docstring)."""
        cloner = _CLONERS.get(type(self))
        if cloner is None:
            cloner = _CLONERS[type(self)] = _make_cloner(type(self))
        copied: R = cloner(self)
        return copied


_PLAIN = frozenset({int, str, float, bool, type(None)})
_DATA_FIELDS: dict[type, tuple[str, ...]] = {}
_CLONERS: dict[type, Callable[[Any], Any]] = {}


def _data_fields(cls: type) -> tuple[str, ...]:
    names = _DATA_FIELDS.get(cls)
    if names is None:
        names = _DATA_FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls) if not f.metadata.get("derived"))
    return names


def _copy(value: Any) -> Any:
    """``value`` for a clone: records, lists and dicts copied (recursively), anything else shared."""
    kind = type(value)
    if kind is list:
        return [v if type(v) in _PLAIN else _copy(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in _PLAIN else _copy(v) for k, v in value.items()}
    if isinstance(value, Record):
        return value.clone()
    return value


def _make_cloner(cls: type) -> Any:
    """A clone function for ``cls``, written out field by field from the fields' types (as dataclasses
    writes ``__init__``): ``list[int]`` is copied with ``.copy()``, ``list[Species]`` by Species' own
    clone function, and so on. Measured: a loop calling ``_copy`` on every field cost three times as
    much, and search clones a whole state per sample."""
    module = vars(sys.modules[cls.__module__])
    namespace: dict[str, Any] = {"make": object.__new__, "cls": cls, "plain": _PLAIN, "copy": _copy}
    lines = ["def clone(record):", "    new = make(cls)"]
    for f in dataclasses.fields(cls):
        how = f.metadata.get(_CLONE)
        if how == _SHARE:
            lines.append(f"    new.{f.name} = record.{f.name}")
        elif how == _EMPTY:
            lines.append(f"    new.{f.name} = []")
        else:
            try:
                kind = _kind(eval(f.type, module) if isinstance(f.type, str) else f.type)
            except Exception:  # a type this module cannot name at run time: copy by the value's type
                kind = "any"
            if kind == "same":
                lines.append(f"    new.{f.name} = record.{f.name}")
            else:
                lines.append(f"    value = record.{f.name}")
                lines.append(f"    new.{f.name} = {_copy_code(kind, namespace)}")
    lines.append("    return new")
    exec("\n".join(lines), namespace)  # the source is built above from field names and types only
    return namespace["clone"]


def _kind(tp: Any) -> Any:
    """How a clone copies a value of type ``tp``: "same" (immutable or never changed in place: shared),
    "copy" (a list or dict of such values), ("record", cls), ("records", cls) (a list of them),
    ("optional", kind) or "any" (decided by the value, ``_copy``)."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin in (typing.Union, types.UnionType):
        kinds = [_kind(a) for a in args if a is not type(None)]
        if all(k == "same" for k in kinds):
            return "same"
        return ("optional", kinds[0]) if len(kinds) == 1 and len(args) == 2 else "any"
    if origin is list or origin is dict:
        item = _kind(args[-1]) if args else "any"
        if item == "same":
            return "copy"
        return ("records", item[1]) if origin is list and isinstance(item, tuple) and item[0] == "record" else "any"
    if origin is tuple:
        return "same" if all(a is Ellipsis or _kind(a) == "same" for a in args) else "any"
    if isinstance(tp, type) and issubclass(tp, Record):
        return ("record", tp)
    if isinstance(tp, type) and tp in (list, dict, set, object) or tp is typing.Any:
        return "any"
    return "same"  # numbers, strings, Literal, frozen models, rules objects


def _copy_code(kind: Any, namespace: dict[str, Any]) -> str:
    """The expression copying ``value`` of that kind (record clone functions go into ``namespace``)."""
    if kind == "same":
        return "value"
    if kind == "copy":
        return "value.copy()"
    if kind == "any":
        return "value if value.__class__ in plain else copy(value)"
    how, inner = kind
    if how == "optional":
        return f"None if value is None else {_copy_code(inner, namespace)}"
    name = f"clone_{inner.__name__}"
    namespace[name] = _CLONERS.get(inner) or _CLONERS.setdefault(inner, _make_cloner(inner))
    return f"{name}(value)" if how == "record" else f"[{name}(item) for item in value]"


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
