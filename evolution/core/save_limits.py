"""What a save may hold, as plain values and checks (``save`` reads a new game's record with them, and
``save_models``, pydantic's boundary, reads untrusted data with them)."""

from __future__ import annotations

import json
import re
from typing import Any, Final

SAVE_VERSION: Final = 3  # 1: Evolution only ({"ruleset": {...}, "actions": [...]}); 2: no checksum; both still read
READ_VERSIONS = (1, 2, SAVE_VERSION)
MAX_SAVE_CHARS = 256_000  # a save takes ~46 bytes a move: 3,000 moves fit
MAX_LINK_CHARS = 20_000  # a long real link is ~500 characters
MAX_INFLATED = 200_000
MAX_MOVES = 3_000  # a long real game has ~600; a replay of this many takes ~0.1 s
MAX_NESTING = 12  # JSON depth of a real save is 5
MAX_MOVE_BYTES = 3  # a move's index in the legal moves is < 2**21
MAX_NAME = 40  # the New game form's cap (web/shell-form.js MAX_NAME)
MAX_BOT = 20
MAX_SEATS = 8
MAX_GAME_ID = 40
CHECK_BYTES = 4  # a crc32


# Characters a seat name may not hold: controls (C0, DEL, C1), line and paragraph separators, the
# bidirectional formatting characters, which can reorder the text around a name, and lone surrogates.
_FORBIDDEN_IN_NAMES = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff]")


def name_ok(name: str) -> bool:
    """A seat name as the New game form and every decoder accept it: not blank, no control or
    bidirectional formatting character, at most MAX_NAME characters (``save_models.check_name`` is
    the same check for pydantic, which reports the error)."""
    return bool(name.strip()) and len(name) <= MAX_NAME and not _FORBIDDEN_IN_NAMES.search(name)


# A surrogate code point on its own: JSON's \u escapes can write one (JSON.stringify does, for a lone
# half of a pair), but no UTF-8 holds it, so a text with one could never be written out again.
_SURROGATE = re.compile("[\ud800-\udfff]")


def ill_formed_at(data: Any) -> tuple[Any, ...] | None:
    """Where ``data`` (parsed JSON: dicts, lists, text) holds text that is not well-formed Unicode,
    as a path of keys and indexes (a dict key stands for its own place), or None if all of it is."""
    try:  # the common case, in C (the walk below takes 3 times as long)
        json.dumps(data, ensure_ascii=False).encode()
        return None
    except (ValueError, TypeError, RecursionError):
        pass  # a lone surrogate (UnicodeEncodeError), or not plain JSON (a save's records, made in code)
    stack: list[tuple[tuple[Any, ...], Any]] = [((), data)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, str):
            if _SURROGATE.search(value):
                return path
        elif isinstance(value, dict):
            for key, item in value.items():
                if isinstance(key, str) and _SURROGATE.search(key):
                    return (*path, key)
                stack.append(((*path, key), item))
        elif isinstance(value, list | tuple):
            stack.extend(((*path, k), item) for k, item in enumerate(value))
    return None
