"""Saves and share links, for any game: a save names its game, its options (with the seed), the
seats and the moves. Replaying the moves from the game's ``new_game`` rebuilds the state exactly.

A share link carries the same data: a small JSON header naming the game, then each move as its
index in the list of legal moves at that point (a variable-length integer, usually one byte),
compressed with zlib and written in URL-safe base64.

Since format 3 both carry a checksum of their content (zlib's crc32): a save file its field
``check`` (over the rest of the record, see ``_canonical``), a link four bytes after its zlib
stream (over the inflated header and moves: about six characters of the link). A save or link whose content does not match is refused as damaged, so a
corrupted game id cannot open the moves as another game's. Formats 1 and 2 (no checksum) still load;
but a checksum, where there is one, is checked whatever the format number says, so a number edited
from 3 to 2 or 1 is caught by the checksum it no longer matches, never a way round it.

Everything read here is untrusted: sizes are checked before the expensive step (inflating,
parsing, replaying), every text is well-formed Unicode (no lone surrogate: ``ill_formed_at``) before
a checksum is computed over it, and every refusal is a short message in player words (SaveError).
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError, ValidationInfo, field_validator, model_validator
from pydantic_core import PydanticCustomError

from .game import IllegalAction, UnknownGame, default_game, get_game
from .messages import msg

SAVE_VERSION = 3  # 1: Evolution only ({"ruleset": {...}, "actions": [...]}); 2: no checksum; both still read
READ_VERSIONS = (1, 2, SAVE_VERSION)
MAX_SAVE_CHARS = 256_000  # a save takes ~46 bytes a move: 3,000 moves fit
MAX_LINK_CHARS = 20_000  # a long real link is ~500 characters
MAX_INFLATED = 200_000
MAX_MOVES = 3_000  # a long real game has ~600; a replay of this many takes ~0.1 s
MAX_NESTING = 12  # JSON depth of a real save is 5
MAX_MOVE_BYTES = 3  # a move's index in the legal moves is < 2**21
MAX_NAME = 40  # the New game form's cap (web/shell-form.js MAX_NAME)
CHECK_BYTES = 4  # a crc32


def checksum(data: bytes) -> int:
    return zlib.crc32(data) & 0xFFFFFFFF


# Characters a seat name may not hold: controls (C0, DEL, C1), line and paragraph separators, the
# bidirectional formatting characters, which can reorder the text around a name, and lone surrogates.
_FORBIDDEN_IN_NAMES = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff]")
# A surrogate code point on its own: JSON's \u escapes can write one (JSON.stringify does, for a lone
# half of a pair), but no UTF-8 holds it, so a text with one could never be written out again.
_SURROGATE = re.compile("[\ud800-\udfff]")


def ill_formed_at(data: Any) -> tuple | None:
    """Where ``data`` (parsed JSON: dicts, lists, text) holds text that is not well-formed Unicode,
    as a path of keys and indexes (a dict key stands for its own place), or None if all of it is."""
    try:  # the common case, in C (the walk below takes 3 times as long)
        json.dumps(data, ensure_ascii=False).encode()
        return None
    except (ValueError, TypeError, RecursionError):
        pass  # a lone surrogate (UnicodeEncodeError), or not plain JSON (a save's models, made in code)
    stack: list[tuple[tuple, Any]] = [((), data)]
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


def part_at(path: tuple) -> Any:
    """The part of a save (or of a format 1 save) at ``path``, in player words."""
    head, rest = (path[0], path[1:]) if path else ("", ())
    if head == "seats" and len(rest) >= 2 and isinstance(rest[0], int) and rest[1] == "name":
        return msg("the name of seat {n}", n=rest[0] + 1)
    if head in ("moves", "actions") and rest and isinstance(rest[0], int):
        return msg("move {n}", n=rest[0] + 1)
    return msg({"seats": "the seat list", "options": "the options", "ruleset": "the options", "game": "the game's name",
                "version": "the format number", "check": "its checksum"}.get(str(head), "its contents"))


def check_name(name: str) -> str:
    """A seat name as the New game form and every decoder accept it: not blank, no control or
    bidirectional formatting character, at most MAX_NAME characters (pydantic reports the error)."""
    if not name.strip() or len(name) > MAX_NAME or _FORBIDDEN_IN_NAMES.search(name):
        raise PydanticCustomError("seat_name", "a seat name is blank, too long or holds a control character")
    return name


class SaveError(ValueError):
    """A save or link that cannot be loaded; ``str(exc)`` says why, for the player."""


class Seat(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: Annotated[str, AfterValidator(check_name)]
    bot: str | None = Field(default=None, max_length=20)  # None: a human at this device


class Save(BaseModel):
    """A game as a record: ``options`` is the game's options model, ``moves`` its move models."""

    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True)
    version: Literal[3] = SAVE_VERSION
    game: str = Field(max_length=40)
    options: Any
    seats: list[Seat] = Field(max_length=8)
    moves: list[Any] = Field(default=[], max_length=MAX_MOVES)

    @model_validator(mode="before")
    @classmethod
    def _well_formed(cls, data: Any) -> Any:
        """Every text of a save (names, options, moves, keys) is well-formed Unicode: a lone surrogate
        would pass the fields' own checks and fail only when the game is written out."""
        path = ill_formed_at(data)
        if path is not None:
            raise PydanticCustomError("unicode", "the text at {path} is not well-formed Unicode", {"path": path})
        return data

    @model_validator(mode="before")
    @classmethod
    def _format_1(cls, data: Any) -> Any:
        if isinstance(data, dict) and "ruleset" in data:  # written before the site held several games
            data = dict(data)
            data["version"] = SAVE_VERSION
            data["game"] = default_game().id  # the site's first game, the only one then
            data["options"] = default_game().legacy_options(data.pop("ruleset"))
            data["moves"] = data.pop("actions", [])
        return data

    @field_validator("game")
    @classmethod
    def _known_game(cls, value: str) -> str:
        get_game(value)  # UnknownGame, which from_data reports as it is
        return value

    @field_validator("options", mode="before")
    @classmethod
    def _game_options(cls, value: Any, info: ValidationInfo) -> Any:
        if isinstance(value, BaseModel):
            return value
        if not isinstance(value, dict) or "game" not in info.data:
            raise ValueError("the options must be a record")
        return get_game(info.data["game"]).options(value)

    @field_validator("seats")
    @classmethod
    def _seats_fit(cls, seats: list[Seat], info: ValidationInfo) -> list[Seat]:
        options = info.data.get("options")
        if options is not None and len(seats) != options.players:
            raise ValueError(f"{len(seats)} seats for {options.players} players")
        bots = get_game(info.data["game"]).all_bots if "game" in info.data else ()
        if any(seat.bot is not None and seat.bot not in bots for seat in seats):
            raise ValueError("unknown bot level")
        return seats

    @field_validator("moves", mode="before")
    @classmethod
    def _game_moves(cls, moves: Any, info: ValidationInfo) -> Any:
        if not isinstance(moves, list) or len(moves) > MAX_MOVES or "game" not in info.data:
            return moves  # the field's own checks refuse it
        adapter = get_game(info.data["game"]).moves
        checked = []
        for k, move in enumerate(moves):
            try:
                checked.append(move if isinstance(move, BaseModel) else adapter.validate_python(move))
            except ValidationError:
                raise PydanticCustomError("move", "move {n} is not a move", {"n": k + 1}) from None
        return checked


def replay(save: Save) -> Any:
    """The state after all of the save's moves; SaveError names the first move that fails."""
    game = get_game(save.game)
    state = game.new_game(save.options)
    for k, action in enumerate(save.moves):
        try:
            game.apply(state, action)
        except IllegalAction as exc:
            raise SaveError(msg("Move {n} of this save is not legal ({why}); the save is damaged", n=k + 1,
                                why=exc.args[0])) from None
    return state


def _check_version(version: object, what: str) -> None:
    if version is None:
        raise SaveError(msg("This is not a saved game"))
    if not isinstance(version, int) or isinstance(version, bool) or not 0 <= version < 1000:
        raise SaveError(msg("This {what} is damaged ({part})", what=msg(what), part=msg("the format number")))
    if version not in READ_VERSIONS:
        template = ("This game was saved by a newer version of the game (format {version}); this page reads format "
                    "{current}" if version > SAVE_VERSION else "This game was saved by an older version of the "
                    "game (format {version}); this page reads format {current}")
        raise SaveError(msg(template, version=version, current=SAVE_VERSION))


MAX_BRACKETS = 20_000  # a long real save has ~2,000


def _too_deep(text: str) -> bool:
    """Whether JSON brackets nest deeper than MAX_NESTING (strings left out), checked before
    json.loads, which recurses; a text with very many brackets is refused before the scan."""
    if text.count("[") + text.count("{") > MAX_BRACKETS:
        return True
    depth = 0
    for bracket in re.findall(r'"[^"\\]*(?:\\.[^"\\]*)*"|([\[\]{}])', text):
        if bracket in ("[", "{"):
            depth += 1
            if depth > MAX_NESTING:
                return True
        elif bracket:
            depth -= 1
    return False


def part_at_fault(exc: Exception) -> str:
    """Which part of a save a validation error is about, in player words (never Python's text)."""
    if isinstance(exc, ValidationError) and exc.errors():
        error = exc.errors()[0]
        loc = error["loc"]
        if error["type"] == "unicode":
            return part_at(error["ctx"]["path"])
        if error["type"] == "move":
            return msg("move {n}", n=error["ctx"]["n"])
        if error["type"] == "seat_name" and len(loc) > 1 and isinstance(loc[1], int):
            return msg("the name of seat {n}", n=loc[1] + 1)
        return msg({"seats": "the seat list", "options": "the options", "game": "the game's name",
                    "version": "the format number"}.get(str(loc[0]) if loc else "", "its contents"))
    if isinstance(exc, UnknownGame):
        return msg("the game's name")
    return msg("its contents")


def from_data(data: dict, what: str) -> Save:
    """A Save from parsed JSON-like data; SaveError (in player words) if it is damaged."""
    try:
        return Save.model_validate(data)
    except UnknownGame as exc:
        raise SaveError(exc.args[0]) from None
    except (ValidationError, ValueError, TypeError) as exc:
        raise SaveError(msg("This {what} is damaged ({part})", what=msg(what), part=part_at_fault(exc))) from None


def _canonical(record: dict) -> bytes:
    """The text a save's checksum covers: the record without ``check``, keys sorted, compact, in UTF-8
    (a lone surrogate, refused later, is encoded as it stands rather than raising: see ill_formed_at)."""
    return json.dumps({k: v for k, v in record.items() if k != "check"}, sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False).encode("utf-8", "surrogatepass")


def _check_sum(what: str, matches: bool) -> None:
    if not matches:
        raise SaveError(msg("This {what} is damaged ({part})", what=msg(what), part=msg("its checksum")))


def _check_well_formed(raw: dict, what: str, fields: dict | None = None) -> None:
    """Refuse ``raw`` if any of its text is not well-formed Unicode, naming the part (``fields``: a link
    header's keys as a save names them), before its checksum is computed or any of it is written."""
    path = ill_formed_at(raw)
    if path is not None:
        if fields is not None and path:
            path = (fields.get(path[0], ""), *path[1:])
            if path[0] == "seats" and len(path) > 2:
                path = (*path[:2], {0: "name", 1: "bot"}.get(path[2], ""), *path[3:])
        raise SaveError(msg("This {what} is damaged ({part})", what=msg(what), part=part_at(path)))


def load_json(text: str) -> Save:
    if not isinstance(text, str) or len(text) > MAX_SAVE_CHARS:
        raise SaveError(msg("This file is too large to be a saved game"))
    if _too_deep(text):
        raise SaveError(msg("This is not a saved game (it is not JSON)"))
    try:
        raw = json.loads(text)
    except (ValueError, TypeError, RecursionError):
        raise SaveError(msg("This is not a saved game (it is not JSON)")) from None
    if not isinstance(raw, dict) or not ("ruleset" in raw or "game" in raw):
        raise SaveError(msg("This is not a saved game"))
    _check_version(raw.get("version"), "saved game")
    _check_well_formed(raw, "saved game")
    if raw["version"] == SAVE_VERSION or "check" in raw:  # (a checksum is checked in any format: see above)
        check = raw.get("check")
        _check_sum("saved game", isinstance(check, str) and check == f"{checksum(_canonical(raw)):08x}")
        raw = {k: v for k, v in raw.items() if k != "check"}
    else:
        raw = {**raw, "version": SAVE_VERSION}  # (formats 1 and 2 are read as the current one)
    return from_data(raw, "saved game")


def dump_json(save: Save) -> str:
    record = save.model_dump(mode="json")
    return json.dumps({**record, "check": f"{checksum(_canonical(record)):08x}"}, separators=(",", ":"),
                      ensure_ascii=False)


# --- Links --------------------------------------------------------------------------

def _varints(numbers: list[int]) -> bytes:
    out = bytearray()
    for n in numbers:
        while n >= 0x80:
            out.append(n & 0x7F | 0x80)
            n >>= 7
        out.append(n)
    return bytes(out)


def _read_varints(data: bytes) -> list[int]:
    if len(data) > MAX_MOVES * MAX_MOVE_BYTES:
        raise SaveError(msg("This link is damaged: it has too many moves"))
    numbers, n, shift = [], 0, 0
    for b in data:
        n |= (b & 0x7F) << shift
        if b & 0x80:
            shift += 7
            if shift >= 7 * MAX_MOVE_BYTES:
                raise SaveError(msg("This link is damaged: move {n} is not a legal move", n=len(numbers) + 1))
        else:
            numbers.append(n)
            n, shift = 0, 0
    if shift:
        raise SaveError(msg("This link is damaged (it ends in the middle of a move)"))
    return numbers


def move_indexes(save: Save) -> list[int]:
    """Each move as its index in ``legal_actions(state)`` (all deciding players) at that point."""
    game = get_game(save.game)
    state = game.new_game(save.options)
    out = []
    for k, action in enumerate(save.moves):
        legal = game.legal_actions(state)
        try:
            out.append(legal.index(action))
        except ValueError:
            raise SaveError(msg("Move {n} of this save is not legal", n=k + 1)) from None
        game.apply(state, action)
    return out


def encode_link(save: Save) -> str:
    header = {"v": SAVE_VERSION, "g": save.game, "o": save.options.model_dump(),
              "s": [[s.name, s.bot] for s in save.seats]}
    payload = json.dumps(header, separators=(",", ":")).encode() + b"\n" + _varints(move_indexes(save))
    sealed = zlib.compress(payload, 9) + checksum(payload).to_bytes(CHECK_BYTES, "big")
    return base64.urlsafe_b64encode(sealed).rstrip(b"=").decode("ascii")


def _inflate(text: str) -> tuple[bytes, bytes]:
    """The inflated payload, and the bytes after the zlib stream (the checksum since format 3)."""
    if len(text) > MAX_LINK_CHARS:
        raise SaveError(msg("This link is too long to be a game"))
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        inflater = zlib.decompressobj()
        payload = inflater.decompress(raw, MAX_INFLATED)
    except (binascii.Error, zlib.error, ValueError):
        raise SaveError(msg("This link is damaged: it does not decode to a game (was it copied whole?)")) from None
    if inflater.unconsumed_tail:
        raise SaveError(msg("This link is too long to be a game"))
    return payload, inflater.unused_data


_LINK_FIELDS = {"v": "version", "g": "game", "o": "options", "r": "ruleset", "s": "seats"}  # a header's keys


def decode_link(text: str) -> tuple[Save, Any]:
    """The save in a link and the state it leads to. SaveError says what is wrong."""
    text = text.strip() if isinstance(text, str) else ""
    payload, check = _inflate(text)
    header_bytes, _, moves = payload.partition(b"\n")
    try:
        header_text = header_bytes.decode("utf-8")
        if len(header_text) > 4096 or _too_deep(header_text):
            raise ValueError
        header = json.loads(header_text)
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise SaveError(msg("This link is damaged: it does not decode to a game (was it copied whole?)")) from None
    if not isinstance(header, dict):
        raise SaveError(msg("This link is damaged: it does not decode to a game"))
    _check_version(header.get("v"), "link")
    _check_well_formed(header, "link", _LINK_FIELDS)
    if header["v"] == SAVE_VERSION or check:  # (bytes after the zlib stream are a checksum in any format)
        _check_sum("link", len(check) == CHECK_BYTES and checksum(payload) == int.from_bytes(check, "big"))
    seats = header.get("s")
    if not isinstance(seats, list) or not all(isinstance(s, list) and len(s) == 2 for s in seats):
        raise SaveError(msg("This {what} is damaged ({part})", what=msg("link"), part=msg("the seat list")))
    record = {"seats": [{"name": name, "bot": bot} for name, bot in seats]}
    if header.get("v") == 1:
        record["ruleset"] = header.get("r")
    else:
        record.update(game=header.get("g"), options=header.get("o"))
    save = from_data(record, "link")
    game = get_game(save.game)
    state = game.new_game(save.options)
    for k, index in enumerate(_read_varints(moves)):
        legal = game.legal_actions(state)
        if index >= len(legal):
            raise SaveError(msg("This link is damaged: move {n} is not a legal move", n=k + 1))
        save.moves.append(legal[index])
        game.apply(state, legal[index])
    return save, state
