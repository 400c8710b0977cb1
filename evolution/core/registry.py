"""The games of the site: each is declared by id with its package (imported on first use) and
registered by that package; the core and the page reach a game only through ``get_game``."""

from __future__ import annotations

import importlib
import re
from typing import TypeVar

from .game import AnyGame
from .messages import msg


class UnknownGame(LookupError):
    """A game id this site does not have (``str(exc)`` is a message for the player)."""


G = TypeVar("G", bound=AnyGame)

_GAMES: dict[str, AnyGame] = {}
_DECLARED: dict[str, str] = {}  # game id -> the package that registers it when imported

# A game's id also names its page module, web/games/<id>.js, which the page imports from the list
# of games (web/registry.js checks the same pattern before it builds that URL).
GAME_ID = re.compile(r"[a-z][a-z0-9-]{0,31}")


def _checked_id(game_id: str) -> str:
    if not isinstance(game_id, str) or not GAME_ID.fullmatch(game_id):
        raise ValueError(f"a game id is lower-case letters, digits and '-' (it names web/games/<id>.js): {game_id!r}")
    return game_id


def declare(game_id: str, package: str) -> None:
    """Name the package of a game without importing it: it is imported the first time the game is
    asked for (a page that opens one game does not wait for the others' models and bots)."""
    _DECLARED.setdefault(_checked_id(game_id), package)


def register(game: G) -> G:
    """Add a game to the site (its package's ``__init__`` calls this; the first registered is the default)."""
    _checked_id(game.id)
    if game.id in _GAMES:
        raise ValueError(f"game {game.id!r} is registered twice")
    _GAMES[game.id] = game
    _DECLARED.setdefault(game.id, type(game).__module__)
    return game


def get_game(game_id: object) -> AnyGame:
    """The game with that id (``import evolution`` declares every game; its package is imported here
    on first use)."""
    if isinstance(game_id, str) and game_id in _DECLARED:
        if game_id not in _GAMES:
            importlib.import_module(_DECLARED[game_id])
        return _GAMES[game_id]
    raise UnknownGame(msg("This site does not have this game"))  # never quotes the untrusted id


def game_ids() -> list[str]:
    """Every game's id, in the order they were declared (importing none of them)."""
    return list(_DECLARED)


def all_games() -> list[AnyGame]:
    """Every game, in the order they were declared."""
    return [get_game(game_id) for game_id in list(_DECLARED)]


def default_game() -> AnyGame:
    """The game a record that names none is about: the first declared (evolution/games/__init__.py)."""
    if not _DECLARED:
        raise UnknownGame(msg("This site does not have this game"))
    return get_game(next(iter(_DECLARED)))
