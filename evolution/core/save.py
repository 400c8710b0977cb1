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
import sys
import zlib
from dataclasses import field
from typing import Any

from .interfaces import IllegalAction
from .registry import UnknownGame, get_game
from .messages import Message, msg
from .plain import PlainRecord, _dump, plain, read_one_of

from .save_limits import (  # noqa: F401 - (the limits, read from here by the bridge and the tests)
    CHECK_BYTES, MAX_BOT, MAX_GAME_ID, MAX_INFLATED, MAX_LINK_CHARS, MAX_MOVE_BYTES, MAX_MOVES, MAX_NAME, MAX_NESTING,
    MAX_SAVE_CHARS, MAX_SEATS, READ_VERSIONS, SAVE_VERSION, ill_formed_at, name_ok)


def part_at(path: tuple[Any, ...]) -> Message:
    """The part of a save (or of a format 1 save) at ``path``, in player words."""
    head, rest = (path[0], path[1:]) if path else ("", ())
    if head == "seats" and len(rest) >= 2 and isinstance(rest[0], int) and rest[1] == "name":
        return msg("the name of seat {n}", n=rest[0] + 1)
    if head in ("moves", "actions") and rest and isinstance(rest[0], int):
        return msg("move {n}", n=rest[0] + 1)
    return msg({"seats": "the seat list", "options": "the options", "ruleset": "the options", "game": "the game's name",
                "version": "the format number", "check": "its checksum"}.get(str(head), "its contents"))


def checksum(data: bytes) -> int:
    return zlib.crc32(data) & 0xFFFFFFFF


class SaveError(ValueError):
    """A save or link that cannot be loaded; ``str(exc)`` says why, for the player."""


@plain(frozen=False)
class Seat(PlainRecord):
    name: str
    bot: str | None = None  # None: a human at this device


@plain(frozen=False)
class Save(PlainRecord):
    """A game as a plain record: ``options`` is the game's options record, ``moves`` its moves. Read from
    untrusted data by ``from_data`` (pydantic: ``save_models.SaveModel``); a new game's own record by
    ``new_save``, without pydantic when it is plainly right."""

    version: int = SAVE_VERSION
    game: str
    options: Any
    seats: list[Seat]
    moves: list[Any] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.seats = [seat if isinstance(seat, Seat) else Seat(**seat) for seat in self.seats]  # (a dict each: the seats' data)


def _seat(seat: Any) -> Seat | None:
    """The seat, if it is plainly right (a dict of a good name and a bot level or None), else None."""
    if isinstance(seat, Seat):
        seat = {"name": seat.name, "bot": seat.bot}
    if type(seat) is not dict or not set(seat) <= {"name", "bot"} or "name" not in seat:
        return None
    name, bot = seat["name"], seat.get("bot")
    if type(name) is not str or not name_ok(name) or not (bot is None or (type(bot) is str and len(bot) <= MAX_BOT)):
        return None
    return Seat(name=name, bot=bot)


def plain_seats(seats: Any) -> list[Seat] | None:
    """The seats, if every one is plainly right, else None (pydantic then says what is wrong)."""
    if type(seats) is not list or len(seats) > MAX_SEATS:
        return None
    checked = [seat for seat in map(_seat, seats) if seat is not None]
    return checked if len(checked) == len(seats) else None


def new_save(record: dict[str, Any]) -> Save:
    """A new game's save from its record ({game, options, seats}, from the New game form): checked here
    when it is plainly right (the page starts a game before pydantic is loaded), else by pydantic
    (``from_data``'s model, which raises the error it always did: ValidationError, UnknownGame)."""
    save = _plain_save(record)
    return save if save is not None else _model_save(record)


def _plain_save(record: dict[str, Any]) -> Save | None:
    if type(record) is not dict or not set(record) <= {"game", "options", "seats"} or len(record) != 3:
        return None
    game_id, options, seats = record["game"], record["options"], plain_seats(record["seats"])
    if type(game_id) is not str or len(game_id) > MAX_GAME_ID or type(options) is not dict or seats is None:
        return None
    try:
        game = get_game(game_id)
        options = game.options(options)
    except Exception:  # (pydantic's ValidationError, UnknownGame...): the model says it again
        return None
    if len(seats) != options.players or any(s.bot is not None and s.bot not in game.all_bots for s in seats):
        return None
    return Save(game=game_id, options=options, seats=seats)


def _plain_record(data: Any) -> Save | None:
    """A save's record (the current format, its checksum checked and taken off) if it is plainly right:
    its options and seats as ``_plain_save`` takes them, each move read by its game's plain reader
    (``core.plain``). Else None: pydantic reads it (or says what is wrong)."""
    if (type(data) is not dict or not data.keys() <= {"version", "game", "options", "seats", "moves"}
            or (data.get("version", SAVE_VERSION) != SAVE_VERSION or type(data.get("version", SAVE_VERSION)) is not int)):
        return None
    moves = data.get("moves", [])
    if type(moves) is not list or len(moves) > MAX_MOVES or not {"game", "options", "seats"} <= data.keys():
        return None
    save = _plain_save({"game": data["game"], "options": data["options"], "seats": data["seats"]})
    if save is None:
        return None
    kinds = get_game(save.game).plain_moves
    save.moves = [read_one_of(kinds, move) if kinds else None for move in moves]
    return None if None in save.moves else save


def _model_save(data: Any) -> Save:
    from .save_models import SaveModel  # pydantic: imported the first time untrusted data needs it

    model = SaveModel.model_validate(data)
    return Save(version=model.version, game=model.game, options=model.options,
                seats=[Seat(name=s.name, bot=s.bot) for s in model.seats], moves=list(model.moves))


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


def _is_validation_error(exc: Exception) -> bool:
    pydantic_core = sys.modules.get("pydantic_core")  # (if it is not loaded, no ValidationError was raised)
    return pydantic_core is not None and isinstance(exc, pydantic_core.ValidationError)


def part_at_fault(exc: Exception) -> str:
    """Which part of a save a validation error is about, in player words (never Python's text)."""
    errors = exc.errors() if _is_validation_error(exc) else None  # type: ignore[attr-defined]
    if errors:
        error = errors[0]
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


def from_data(data: dict[str, Any], what: str) -> Save:
    """A Save from parsed JSON-like data; SaveError (in player words) if it is damaged."""
    save = _plain_record(data)
    if save is not None:
        return save
    try:
        return _model_save(data)
    except UnknownGame as exc:
        raise SaveError(exc.args[0]) from None
    except (ValueError, TypeError) as exc:  # (pydantic's ValidationError is a ValueError)
        raise SaveError(msg("This {what} is damaged ({part})", what=msg(what), part=part_at_fault(exc))) from None


def _canonical(record: dict[str, Any]) -> bytes:
    """The text a save's checksum covers: the record without ``check``, keys sorted, compact, in UTF-8
    (a lone surrogate, refused later, is encoded as it stands rather than raising: see ill_formed_at)."""
    return json.dumps({k: v for k, v in record.items() if k != "check"}, sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False).encode("utf-8", "surrogatepass")


def _check_sum(what: str, matches: bool) -> None:
    if not matches:
        raise SaveError(msg("This {what} is damaged ({part})", what=msg(what), part=msg("its checksum")))


def _check_well_formed(raw: dict[str, Any], what: str, fields: dict[str, str] | None = None) -> None:
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
    if not text.strip():
        raise SaveError(msg("This file is empty"))
    if _too_deep(text):
        raise SaveError(msg("This is not a saved game (it is not JSON)"))
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        # JSON that is well formed up to its end and stops there is a save cut short (a download
        # interrupted), which the player can fetch again: said apart from a file that is no save at all.
        if text.lstrip().startswith("{") and (exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string")):
            raise SaveError(msg("This saved game is cut short (was its download interrupted?)")) from None
        raise SaveError(msg("This is not a saved game (it is not JSON)")) from None
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


class SaveWriter:
    """``dump_json``'s text of one save that only grows at its end (a game being played), kept up to date
    move by move: each move is serialised once, when it is first seen, so a move's autosave costs the
    new move plus joining the text, not the whole game again (benchmarks/bridge.py). The text is the same
    as ``dump_json``'s (tests/core/test_save_writer.py), checksum included: crc32 over the canonical
    text, which is joined from the moves' canonical parts the same way."""

    _EMPTY = '"moves":[]'  # (JSON's structure, never inside a string: a quote in a string is escaped)

    def __init__(self) -> None:
        self._moves: list[Any] = []  # the move objects serialised so far, in order
        self._texts: list[str] = []  # each one's text in the save, keys in the move's order
        self._canonical: list[str] = []  # each one's text in the canonical form, keys sorted

    def text(self, save: Save) -> str:
        known = 0
        for mine, theirs in zip(self._moves, save.moves):  # (undo takes moves back: drop from there)
            if mine is not theirs:
                break
            known += 1
        del self._moves[known:], self._texts[known:], self._canonical[known:]
        for move in save.moves[known:]:
            data = _dump(move, "json")  # (as Save.model_dump dumps each move)
            self._moves.append(move)
            self._texts.append(json.dumps(data, separators=(",", ":"), ensure_ascii=False))
            self._canonical.append(json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False))
        head = {**save.model_dump(mode="json", exclude={"moves"}), "moves": []}
        canonical = _canonical(head).decode("utf-8", "surrogatepass")
        at = canonical.index(self._EMPTY) + len(self._EMPTY) - 1
        canonical = f"{canonical[:at]}{','.join(self._canonical)}{canonical[at:]}"
        check = f"{checksum(canonical.encode('utf-8', 'surrogatepass')):08x}"
        text = json.dumps({**head, "check": check}, separators=(",", ":"), ensure_ascii=False)
        at = text.rindex(self._EMPTY) + len(self._EMPTY) - 1
        return f"{text[:at]}{','.join(self._texts)}{text[at:]}"


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
    numbers: list[int] = []
    n = shift = 0
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
    record: dict[str, Any] = {"seats": [{"name": name, "bot": bot} for name, bot in seats]}
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


# --- Replay links: a share link and the move to open its Replay at ----------------------------------

MAX_AT_DIGITS = len(str(MAX_MOVES))  # the move number is read only this long: a huge one costs nothing


def encode_replay_link(save: Save, at: int) -> str:
    """A link that opens the game's Replay after ``at`` of its moves: ``<at>.<share link>`` (the share
    link's base64 never holds a dot)."""
    if not 0 <= at <= len(save.moves):
        raise SaveError(msg("This game has no move {n}", n=at))
    return f"{at}.{encode_link(save)}"


def decode_replay_link(text: str) -> tuple[Save, int]:
    """The save in a replay link and the move its Replay opens at. The move number is checked for its
    form before anything is decoded, and against the game's length after; SaveError says what is wrong."""
    text = text.strip() if isinstance(text, str) else ""
    head, dot, link = text.partition(".")
    if not dot or not (head.isascii() and head.isdigit()) or len(head) > MAX_AT_DIGITS or head != str(int(head)):
        raise SaveError(msg("This replay link is damaged (its move number)"))
    save, _ = decode_link(link)
    at = int(head)
    if at > len(save.moves):
        raise SaveError(msg("This replay link asks for move {n}, but its game has {total} moves", n=at,
                            total=len(save.moves)))
    return save, at
