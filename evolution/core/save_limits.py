"""What a save may hold, as plain values and checks (``save`` reads a new game's record with them, and
``save_models``, pydantic's boundary, reads untrusted data with them)."""

from __future__ import annotations

import re

SAVE_VERSION = 3  # 1: Evolution only ({"ruleset": {...}, "actions": [...]}); 2: no checksum; both still read
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


# Characters a seat name may not hold: controls (C0, DEL, C1), line and paragraph separators, and the
# bidirectional formatting characters, which can reorder the text around a name.
_FORBIDDEN_IN_NAMES = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]")


def name_ok(name: str) -> bool:
    """A seat name as the New game form and every decoder accept it: not blank, no control or
    bidirectional formatting character, at most MAX_NAME characters (``save_models.check_name`` is
    the same check for pydantic, which reports the error)."""
    return bool(name.strip()) and len(name) <= MAX_NAME and not _FORBIDDEN_IN_NAMES.search(name)
