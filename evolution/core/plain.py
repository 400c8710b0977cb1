"""Plain records for what the page needs before pydantic is loaded: the moves, the options, the
table's frame, the save. A plain record is a dataclass with slots (frozen where it is a value) that
needs no import beyond the standard library and ``annotated_types`` (a pure-Python module of a few
classes): the page draws its first table before ``import pydantic_core`` (a 4.7 MB compiled module)
and ``import pydantic``.

Pydantic stays the boundary: a record's field annotations (``Annotated[int, Ge(0)]``, ``Literal``)
are what pydantic validates untrusted data against (a ``TypeAdapter`` over the dataclass itself, built
the first time it is needed), so the two forms cannot drift apart. Records the engine
makes itself are not validated again. ``tests/core/test_plain.py`` checks that the plain checks
(``Options.__post_init__``, ``Game.options``) and pydantic accept and refuse the same inputs.

``model_dump`` and ``model_copy`` keep the names (and the few arguments used here) that the pydantic
models had, so callers, bots and tests did not change.
"""

from __future__ import annotations

import dataclasses
import functools
import re
import types
import typing
from typing import Any


T = typing.TypeVar("T", bound=type)


@typing.overload
def plain(cls: T, /) -> T: ...
@typing.overload
def plain(cls: None = None, /, *, frozen: bool = True) -> typing.Callable[[T], T]: ...


@typing.dataclass_transform(kw_only_default=True, frozen_default=True)
def plain(cls: T | None = None, /, *, frozen: bool = True) -> T | typing.Callable[[T], T]:
    """Make ``cls`` a keyword-only dataclass with slots (frozen unless ``frozen=False``) whose
    unknown keyword arguments pydantic refuses too (``extra="forbid"``). (``dataclass_transform``
    tells a type checker so.)"""
    def make(cls: T) -> T:
        setattr(cls, "__pydantic_config__", {"extra": "forbid"})  # noqa: B010 - (a class attribute pydantic reads)
        maker: Any = dataclasses.dataclass(frozen=frozen, slots=True, kw_only=True)  # (typeshed's overloads lose T)
        made: T = maker(cls)
        return made
    return make if cls is None else make(cls)


@functools.cache
def _names(cls: type[Any]) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


def _dump(value: Any, mode: str) -> Any:
    kind = type(value)
    if kind in (int, str, float, bool, type(None)):
        return value
    if kind is list or (kind is tuple and mode == "json"):
        return [_dump(v, mode) for v in value]
    if kind is tuple:
        return tuple(_dump(v, mode) for v in value)
    if kind is dict:
        return {k: _dump(v, mode) for k, v in value.items()}
    dump = getattr(value, "model_dump", None)
    return value if dump is None else dump(mode=mode)


class PlainRecord:
    """Base of plain records: pydantic's ``model_dump`` and ``model_copy`` over dataclass fields."""

    __slots__ = ()

    def model_dump(self, mode: str = "python", exclude: set[str] | frozenset[str] = frozenset(),
                   exclude_none: bool = False) -> dict[str, Any]:
        """The fields as a dict, in declaration order (``mode="json"``: tuples as lists, nested records as dicts)."""
        data = {}
        names: tuple[str, ...] = _names(type(self))  # type: ignore[arg-type]  # (a class is hashable: typeshed's PlainRecord.__hash__ reads as unbound)
        for name in names:
            if name in exclude:
                continue
            value = getattr(self, name)
            if exclude_none and value is None:
                continue
            data[name] = _dump(value, mode)
        return data

    def model_copy(self, update: dict[str, Any] | None = None, deep: bool = False) -> Any:
        """A copy with ``update``'s fields replaced (``deep``: nested lists and records copied too)."""
        if deep:
            import copy

            other: Any = copy.deepcopy(self)  # (a dataclass: every plain record is one)
            return dataclasses.replace(other, **update) if update else other
        this: Any = self
        return dataclasses.replace(this, **(update or {}))


class Pattern:
    """``Annotated[str, Pattern(regex)]``: pydantic's ``Field(pattern=regex)`` (the same schema, the same
    errors), without importing pydantic until it builds the schema."""

    __slots__ = ("pattern",)

    def __init__(self, pattern: str):
        self.pattern = pattern

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        from pydantic_core import core_schema

        return core_schema.str_schema(pattern=self.pattern)


# --- Reading untrusted data without pydantic, where it is plainly right -----------------------------
# A reader takes only data of exactly the fields' types (ints as ints, strings as strings: what the
# page and the engine's own dumps hold) within every constraint of the annotations, and gives the
# record pydantic would give; for anything else it answers None and the caller asks pydantic (which
# reads it, lax, or refuses it with its error). So it may be stricter than pydantic, never looser
# (tests/core/test_plain.py).

_NO = object()  # a value the reader does not take


def _constraint_ok(meta: Any, value: Any) -> bool:
    from annotated_types import Ge, Gt, Le, Lt, MaxLen, MinLen

    if isinstance(meta, Ge):
        return bool(value >= meta.ge)
    if isinstance(meta, Gt):
        return bool(value > meta.gt)
    if isinstance(meta, Le):
        return bool(value <= meta.le)
    if isinstance(meta, Lt):
        return bool(value < meta.lt)
    if isinstance(meta, MinLen):
        return len(value) >= meta.min_length
    if isinstance(meta, MaxLen):
        return len(value) <= meta.max_length
    if isinstance(meta, Pattern):
        return "\n" not in value and re.search(meta.pattern, value) is not None
    return False  # a constraint this reader does not know: pydantic's to check


def _checker(tp: Any) -> Any:
    """A function value -> the value as the record holds it, or _NO."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin is typing.Annotated:
        inner, metas = _checker(args[0]), args[1:]

        def annotated(value: Any) -> Any:
            value = inner(value)
            return value if value is not _NO and all(_constraint_ok(m, value) for m in metas) else _NO
        return annotated
    if origin is typing.Literal:
        return lambda value: value if any(type(value) is type(a) and value == a for a in args) else _NO
    if origin in (typing.Union, types.UnionType):
        checks = [_checker(a) for a in args]

        def union(value: Any) -> Any:
            for check in checks:
                out = check(value)
                if out is not _NO:
                    return out
            return _NO
        return union
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            item = _checker(args[0])

            def variable(value: Any) -> Any:
                if type(value) not in (list, tuple):
                    return _NO
                out = tuple(item(v) for v in value)
                return _NO if _NO in out else out
            return variable
        items = [_checker(a) for a in args]

        def fixed(value: Any) -> Any:
            if type(value) not in (list, tuple) or len(value) != len(items):
                return _NO
            out = tuple(check(v) for check, v in zip(items, value))
            return _NO if _NO in out else out
        return fixed
    if tp is type(None):
        return lambda value: value if value is None else _NO
    if tp in (int, str, bool):
        return lambda value: value if type(value) is tp else _NO
    return lambda value: _NO  # any other type: pydantic's to read


@functools.cache
def _fields(cls: type) -> tuple[dict[str, Any], frozenset[str]]:
    """Each field's checker, and the fields without a default."""
    hints = typing.get_type_hints(cls, include_extras=True)
    fields = dataclasses.fields(cls)
    required = frozenset(f.name for f in fields
                         if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING)
    return {f.name: _checker(hints[f.name]) for f in fields if f.init}, required


def read(cls: type, data: Any) -> Any:
    """The plain record ``cls`` from ``data`` (a dict), if it is plainly right, else None."""
    if type(data) is not dict:
        return None
    checks, required = _fields(cls)
    if not required <= data.keys() or not data.keys() <= checks.keys():
        return None
    values = {}
    for name, value in data.items():
        value = checks[name](value)
        if value is _NO:
            return None
        values[name] = value
    try:
        return cls(**values)
    except (TypeError, ValueError):
        return None


@functools.cache
def union_validator(union: Any) -> Any:
    """Pydantic's ``TypeAdapter`` that reads one move from untrusted data (a dict) into its record: the
    discriminated union on ``kind`` over the moves' plain records (imported the first time it is needed)."""
    from pydantic import Field, TypeAdapter

    return TypeAdapter(typing.Annotated[union, Field(discriminator="kind")])


@functools.cache
def by_kind(classes: tuple[type, ...]) -> dict[str, type]:
    """Each of ``classes`` by the default of its field ``kind`` (a slotted class holds no default itself)."""
    return {str(next(f.default for f in dataclasses.fields(cls) if f.name == "kind")): cls for cls in classes}


def read_one_of(classes: tuple[type, ...], data: Any) -> Any:
    """One of ``classes`` (told apart by their field ``kind``) from ``data``, if plainly right, else None."""
    if type(data) is not dict:
        return None
    kind = data.get("kind")
    cls = by_kind(classes).get(kind) if type(kind) is str else None
    return None if cls is None else read(cls, data)
