"""Saves and share links: a save is the ruleset (with its seed), the seats and the moves.

Replaying the moves from ``new_game`` rebuilds the state exactly. A share link carries the
same data, with each move written as its index in the list of legal moves at that point
(one small integer, usually one byte), compressed with zlib and written in URL-safe base64.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from . import engine as E
from .actions import Action
from .messages import msg
from .models import GameState, Ruleset, RulesetError

SAVE_VERSION = 1
BotLevel = Literal["random", "greedy", "easy", "medium", "hard"]


class SaveError(ValueError):
    """A save or link that cannot be loaded; ``str(exc)`` says why, for the player."""


class Seat(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=40)
    bot: BotLevel | None = None  # None: a human at this device


class Save(BaseModel):
    model_config = ConfigDict(extra="forbid")
    version: int = SAVE_VERSION
    ruleset: Ruleset
    seats: list[Seat] = []
    actions: list[Action] = []


def replay(save: Save) -> GameState:
    """The state after all of the save's moves; SaveError names the first move that fails."""
    state = E.new_game(save.ruleset)
    for k, action in enumerate(save.actions):
        try:
            E.apply(state, action)
        except E.IllegalAction as exc:
            raise SaveError(msg("Move {n} of this save is not legal ({why}); the save is damaged", n=k + 1,
                                 why=exc.args[0])) from None
    return state


def _check_version(version: object) -> None:
    if version != SAVE_VERSION:
        newer = isinstance(version, int) and version > SAVE_VERSION
        template = ("This game was saved by a newer version of the game (format {version}); this page reads format "
                    "{current}" if newer else "This game was saved by an older version of the game (format {version}); "
                    "this page reads format {current}")
        raise SaveError(msg(template, version=version, current=SAVE_VERSION))


def load_json(text: str) -> Save:
    try:
        raw = json.loads(text)
    except (ValueError, TypeError):
        raise SaveError(msg("This is not a saved game (it is not JSON)")) from None
    if not isinstance(raw, dict) or "ruleset" not in raw:
        raise SaveError(msg("This is not a saved game of Evolution"))
    _check_version(raw.get("version"))
    try:
        return Save.model_validate(raw)
    except (ValidationError, RulesetError) as exc:
        raise SaveError(msg("This saved game is damaged: {detail}", detail=_first_error(exc))) from None


def _first_error(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        err = exc.errors()[0]
        return f"{'.'.join(str(x) for x in err['loc'])}: {err['msg']}"
    return str(exc)


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
    numbers, n, shift = [], 0, 0
    for b in data:
        n |= (b & 0x7F) << shift
        if b & 0x80:
            shift += 7
        else:
            numbers.append(n)
            n, shift = 0, 0
    if shift:
        raise SaveError(msg("This link is damaged (it ends in the middle of a move)"))
    return numbers


def move_indexes(save: Save) -> list[int]:
    """Each move as its index in ``legal_actions(state)`` (all deciding players) at that point."""
    state = E.new_game(save.ruleset)
    out = []
    for k, action in enumerate(save.actions):
        legal = E.legal_actions(state)
        try:
            out.append(legal.index(action))
        except ValueError:
            raise SaveError(msg("Move {n} of this save is not legal", n=k + 1)) from None
        E.apply(state, action)
    return out


def encode_link(save: Save) -> str:
    header = {"v": SAVE_VERSION, "r": save.ruleset.model_dump(exclude={"deck"}),
              "s": [[s.name, s.bot] for s in save.seats]}
    payload = json.dumps(header, separators=(",", ":")).encode() + b"\n" + _varints(move_indexes(save))
    return base64.urlsafe_b64encode(zlib.compress(payload, 9)).rstrip(b"=").decode("ascii")


def decode_link(text: str) -> tuple[Save, GameState]:
    """The save in a link and the state it leads to. SaveError says what is wrong."""
    text = text.strip()
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        payload = zlib.decompress(raw)
        header_bytes, _, moves = payload.partition(b"\n")
        header = json.loads(header_bytes)
    except (binascii.Error, zlib.error, ValueError, UnicodeDecodeError):
        raise SaveError(msg("This link is damaged: it does not decode to a game (was it copied whole?)")) from None
    if not isinstance(header, dict):
        raise SaveError(msg("This link is damaged: it does not decode to a game"))
    _check_version(header.get("v"))
    try:
        seats = [Seat(name=name, bot=bot) for name, bot in header.get("s", [])]
        save = Save(ruleset=Ruleset.model_validate(header.get("r")), seats=seats)
    except (ValidationError, RulesetError, TypeError, ValueError) as exc:
        raise SaveError(msg("This link is damaged: {detail}", detail=_first_error(exc))) from None
    state = E.new_game(save.ruleset)
    for k, index in enumerate(_read_varints(moves)):
        legal = E.legal_actions(state)
        if index >= len(legal):
            raise SaveError(msg("This link is damaged: move {n} is not a legal move", n=k + 1))
        save.actions.append(legal[index])
        E.apply(state, legal[index])
    return save, state


def dump_json(save: Save) -> str:
    return save.model_dump_json(indent=None)

