"""The interface every game on the site implements, and the registry that finds a game by id.

Modelled on OpenSpiel's registered ``GameType`` (variants are typed parameters, here a pydantic
options record) and boardgame.io's ``Game`` object (setup, moves, end, player view). The core
(saves, links, the session, the CLI, the browser bridge) only ever talks to a game through this
class, so a new game is one package that subclasses ``Game`` and calls ``register``.
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable
from typing import Any, ClassVar

from pydantic import BaseModel, TypeAdapter

from .messages import msg


class IllegalAction(ValueError):
    """A refused move; ``str(exc)`` is the reason, written for the player."""


class UnknownGame(LookupError):
    """A game id this site does not have (``str(exc)`` is a message for the player)."""


class Game(ABC):
    """One game. A subclass fills in the class attributes and the abstract methods.

    A game's state is its own business: the core only passes it back to the game. Every
    method that changes a state is ``apply``; everything else reads.
    """

    id: ClassVar[str]
    names: ClassVar[dict[str, str]]  # the game's name per language
    options_model: ClassVar[type[BaseModel]]  # validated options record: players, seed and variants
    moves: ClassVar[TypeAdapter]  # validates one move (a dict from a save, a link or a page)
    engine: ClassVar[Any]  # the rules: a module with new_game, to_move, legal_actions, why_illegal, apply
    bot_levels: ClassVar[tuple[str, ...]]  # offered in the New game form, weakest first
    all_bots: ClassVar[tuple[str, ...]]  # every level a save may name (tests and benchmarks use more)

    # --- setup ---
    def options(self, data: dict[str, Any]) -> BaseModel:
        """The options record from untrusted data (pydantic validates it)."""
        return self.options_model.model_validate(data)

    def prepare(self) -> None:
        """Build the validators that a game's models defer (``defer_build``, so that importing the
        game is quick): a page calls this once its first table is drawn, before the first move."""
        self.moves.rebuild()

    def legacy_options(self, data: Any) -> Any:
        """Options from an older save format's record (only games older than the format need it)."""
        return data

    @abstractmethod
    def describe(self, lang: str) -> dict[str, Any]:
        """What the New game form shows: name, player range, bot levels, option fields."""

    def new_game(self, options: BaseModel) -> Any:
        return self.engine.new_game(options)

    # --- who decides what ---
    def to_move(self, state: Any) -> list[int]:
        return self.engine.to_move(state)

    def legal_actions(self, state: Any, player: int | None = None) -> list:
        return self.engine.legal_actions(state, player)

    def why_illegal(self, state: Any, action: Any) -> str | None:
        return self.engine.why_illegal(state, action)

    def apply(self, state: Any, action: Any) -> list:
        """Play a move (refused with IllegalAction, the state untouched, if illegal)."""
        return self.engine.apply(state, action)

    @abstractmethod
    def is_over(self, state: Any) -> bool: ...

    @abstractmethod
    def winners(self, state: Any) -> list[int]: ...

    @abstractmethod
    def scores(self, state: Any) -> list[int]:
        """Each player's score (final once the game is over)."""

    # --- what a player sees ---
    @abstractmethod
    def view(self, state: Any, player: int | None) -> Any: ...

    @abstractmethod
    def visible_log(self, state: Any, player: int | None) -> list:
        """The log entries ``player`` may see (others' secrets left out)."""

    @abstractmethod
    def table(self, state: Any, viewer: int | None, names: list[str], lang: str, log_from: int,
              open_hands: bool = False) -> dict[str, Any]:
        """Everything a page needs to draw the table for ``viewer`` (None: nobody's secrets).
        ``open_hands``: every hand and face-down card shown (the replay of a finished game only)."""

    @abstractmethod
    def information(self, state: Any) -> Hashable:
        """What the players have learned that no move can take back: cards drawn or turned face up,
        a new phase or round. A move that changes it cannot be undone (``Session.undo``)."""

    @abstractmethod
    def summary(self, state: Any) -> dict[str, Any]:
        """A save slot's label: progress (round or similar), over, winners."""

    @abstractmethod
    def log_lines(self, state: Any, names: list[str], lang: str) -> list[str]:
        """The whole log in words (the CLI's replay)."""

    @abstractmethod
    def help(self, options: BaseModel | None, lang: str) -> list[dict[str, Any]]:
        """The rules panel's entries for these options (the default ruleset if None)."""

    # --- computer players ---
    # make_bot(level, seed): a new bot, with ``choose(observation)`` and optionally ``think(observation)``;
    # observation_type(state, player): what a bot in that seat gets (its legal moves and its view).
    make_bot: ClassVar[Callable[[str, int], Any]]
    observation_type: ClassVar[Callable[[Any, int], Any]]

    def bot(self, level: str, seed: int) -> Any:
        return type(self).make_bot(level, seed)

    def observation(self, state: Any, player: int) -> Any:
        return type(self).observation_type(state, player)

    @abstractmethod
    def hint(self, state: Any, player: int, names: list[str], lang: str, seed: int) -> dict[str, Any]:
        """A suggested move for ``player``, who must decide now (Session.hint checks): {action, move, why}."""


_GAMES: dict[str, Game] = {}
_DECLARED: dict[str, str] = {}  # game id -> the package that registers it when imported


def declare(game_id: str, package: str) -> None:
    """Name the package of a game without importing it: it is imported the first time the game is
    asked for (a page that opens one game does not wait for the others' models and bots)."""
    _DECLARED.setdefault(game_id, package)


def register(game: Game) -> Game:
    if game.id in _GAMES:
        raise ValueError(f"game {game.id!r} is registered twice")
    _GAMES[game.id] = game
    _DECLARED.setdefault(game.id, type(game).__module__)
    return game


def get_game(game_id: object) -> Game:
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


def all_games() -> list[Game]:
    """Every game, in the order they were declared."""
    return [get_game(game_id) for game_id in list(_DECLARED)]
