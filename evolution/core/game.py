"""The contract every game on the site fulfils, and the registry that finds a game by id.

Modelled on OpenSpiel's registered ``GameType`` (variants are typed parameters, here an options
record) and boardgame.io's ``Game`` object (setup, moves, end, player view). The core
(saves, links, the session, the replay, the CLI, the scenario harness, the browser bridge) only
ever talks to a game through this class, so a new game is one package that subclasses ``Game``
and calls ``register``; ``tests/core/test_conformance.py`` checks the contract for every
registered game. A new game touches three places: that package, its page module
``web/games/<id>.js`` (the page imports it by the game's id, ``GAME_ID``) and its ``declare`` line
in ``evolution/games/__init__.py``.

The contract, in the order a game is played:

- options: ``options_model`` (a plain record, ``core.plain``, or a pydantic model; ``players`` and
  ``seed`` plus the game's variants), read
  from untrusted data by ``options`` and from the command line by ``add_cli_options`` and
  ``cli_options``; ``describe`` is what the New game form offers;
- ``new_game(options)`` -> a state (the core never looks inside it);
- ``to_move(state)``: the players who must decide now; ``legal_actions(state, player)``: every
  legal move; ``why_illegal``; ``apply`` (the only mutator: refuses with ``IllegalAction`` and
  changes nothing);
- ``view(state, player)``: what that player may know; ``frame``: the facts the page shell reads
  (``Frame``); ``table``: everything the game's page module draws; ``log_lines``: the log in words;
- ``is_over``, ``winners``, ``scores``, ``summary``, ``undo_barrier`` (what no undo may take back);
- ``bot(level, seed)`` and ``observation(state, player)``: computer players, seeing what a human
  in their seat sees; ``hint``; ``move_values``: the hard bot's estimate of a decision's moves, for
  the game review (core/review.py);
- ``clone(state)``: an independent copy (searches and the scenario harness try moves on it);
  ``snapshot(state)``: the state as plain data, to compare; ``redeal(state, player, seed)``: what
  ``player`` cannot see drawn again (their view must not change);
- ``scenario(text)``: the rules-scenario harness (a position and actions in, the position out);
  ``puzzle_rules``: puzzles set up in the harness's format (core/puzzles.py).
"""

from __future__ import annotations

import copy
import functools
import importlib
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Iterator
from typing import TYPE_CHECKING, Any, ClassVar

from .messages import msg
from .plain import PlainRecord, plain, read_one_of

if TYPE_CHECKING:  # the command line's types only: the page never imports argparse
    import argparse

    from pydantic import TypeAdapter


class IllegalAction(ValueError):
    """A refused move; ``str(exc)`` is the reason, written for the player."""


class UnknownGame(LookupError):
    """A game id this site does not have (``str(exc)`` is a message for the player)."""


class MalformedScenario(ValueError):
    """Scenario input the harness cannot read (``str(exc)`` says where and why, in one line)."""


@plain
class Frame(PlainRecord):
    """The facts the page shell (web/shell*.js) reads from every game's table payload, under
    ``frame``: the shell draws menus, hand-offs, the log and the bot loop from these alone."""

    over: bool  # the game has ended
    phase: str  # the game's name for the step in play ("over" once it has ended): the coach and styles key on it
    round: int  # the round in play (the log's round marks)
    last_round: bool  # this round is known to be the last
    to_move: list[int]  # the seats that must decide now
    viewer: int | None  # whose secrets the payload shows (None: nobody's)
    log_size: int  # log lines below this index are final for this viewer (the rest may be rewritten)


class Game(ABC):
    """One game. A subclass fills in the class attributes and the abstract methods.

    A game's state is its own business: the core only passes it back to the game. Every
    method that changes a state is ``apply``; everything else reads.
    """

    id: ClassVar[str]
    names: ClassVar[dict[str, str]]  # the game's name per language
    options_model: ClassVar[type]  # the options record (players, seed and variants): a plain record or a pydantic model
    moves: ClassVar[TypeAdapter]  # validates one move (a dict from a save, a link or a page; pydantic)
    plain_moves: ClassVar[tuple[type, ...]] = ()  # the moves' plain records (``core.plain``), if they are
    engine: ClassVar[Any]  # the rules: a module with new_game, to_move, legal_actions, why_illegal, apply
    rulings: ClassVar[str | None] = None  # a regex of the game's ruling ids, as docs/ defines and tests cite them
    bot_levels: ClassVar[tuple[str, ...]]  # offered in the New game form, weakest first
    all_bots: ClassVar[tuple[str, ...]]  # every level a save may name (tests and benchmarks use more)

    # --- setup ---
    def options(self, data: dict[str, Any]) -> Any:
        """The options record from untrusted data. A plain record (``core.plain``) first checks it itself:
        a dict of exactly its fields' types is taken as it is, without pydantic (the page's New game form
        starts a game before pydantic is loaded); anything else is pydantic's to read or refuse (over the
        same class), so what is accepted and refused is pydantic's verdict."""
        model = self.options_model
        if hasattr(model, "model_validate"):
            return model.model_validate(data)
        if type(data) is dict and all(type(key) is str for key in data):
            try:
                return model(**data)
            except (TypeError, ValueError):
                pass  # pydantic says what is wrong (or reads what plain checks do not: "4" for 4)
        return _boundary(model).validate_python(data)

    def move(self, data: Any) -> Any:
        """One move from untrusted data (a dict): read without pydantic when it is plainly right (the
        moves' plain records, ``plain_moves``), else by pydantic (``moves``), which reads or refuses it."""
        if self.plain_moves:
            found = read_one_of(self.plain_moves, data)
            if found is not None:
                return found
        return self.moves.validate_python(data)

    def prepare(self) -> None:
        """Build the validators that a game's models defer (``defer_build``, so that importing the
        game is quick): a page calls this once its first table is drawn, before the first move."""
        self.moves.rebuild()

    def legacy_options(self, data: Any) -> Any:
        """Options from the version-1 save format's record (only the site's first game had saves then)."""
        return data

    def add_cli_options(self, parser: argparse.ArgumentParser) -> None:
        """The command line's flags for this game's variants (``--players`` and ``--seed`` are the core's)."""

    def cli_options(self, args: argparse.Namespace) -> dict[str, Any]:
        """The variants' part of the options record, from the flags ``add_cli_options`` added."""
        return {}

    def cli_label(self, options: Any) -> str:
        """The variants in a few words, for the command line's report ("" when there are none)."""
        return ""

    @abstractmethod
    def describe(self, lang: str) -> dict[str, Any]:
        """What the New game form shows: name, player range, bot levels, option fields."""

    def new_game(self, options: Any) -> Any:
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

    def clone(self, state: Any) -> Any:
        """An independent copy of the state (a search or a harness tries moves on it)."""
        return copy.deepcopy(state)

    @abstractmethod
    def snapshot(self, state: Any) -> Any:
        """The whole state as plain data: equal snapshots, equal states (a refused move leaves it as
        it was; a replayed save gives the same)."""

    @abstractmethod
    def redeal(self, state: Any, player: int | None, seed: int) -> Any:
        """A copy of the state with what ``player`` cannot see drawn again at random (others' hidden
        cards, the draw piles' order; not always a position the rules could reach): ``player``'s
        view and table must not change (OpenSpiel's ``resample_from_infostate``)."""

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
    def frame(self, state: Any, viewer: int | None) -> Frame:
        """The facts the page shell reads (``Frame``), as ``viewer`` may know them."""

    @abstractmethod
    def table(self, state: Any, viewer: int | None, names: list[str], lang: str, log_from: int,
              open_hands: bool = False) -> dict[str, Any]:
        """Everything the game's page module needs to draw the table for ``viewer`` (None: nobody's
        secrets): ``view`` (the view as JSON), ``legal`` (the viewer's legal moves as JSON), ``log``
        (the visible log from ``log_from``: {round, kind, player, text}) and the game's own keys.
        ``open_hands``: every hand and face-down card shown (the replay of a finished game only)."""

    def payload(self, state: Any, viewer: int | None, names: list[str], lang: str, log_from: int,
                open_hands: bool = False) -> dict[str, Any]:
        """The table payload of the contract: the game's id, the shell's ``frame`` and the game's ``table``."""
        return {"game": self.id, "frame": self.frame(state, viewer).model_dump(),
                **self.table(state, viewer, names, lang, log_from, open_hands=open_hands)}

    @abstractmethod
    def undo_barrier(self, state: Any) -> Hashable:
        """What the players have learned that no move can take back: cards drawn or turned face up,
        a new phase or round. A move that changes it cannot be undone (``Session.undo``)."""

    @abstractmethod
    def summary(self, state: Any) -> dict[str, Any]:
        """A save slot's label: progress ("round" or similar), over, winners."""

    @abstractmethod
    def log_lines(self, state: Any, names: list[str], lang: str) -> list[str]:
        """The whole log in words (the CLI's replay)."""

    @abstractmethod
    def help(self, options: Any, lang: str) -> list[dict[str, Any]]:
        """The rules panel's entries for these options (the default variant if None)."""

    # --- computer players ---
    # make_bot(level, seed, budget): a new bot, with ``choose(observation)`` and optionally
    # ``think(observation)``; budget: seconds per decision for the bots that search (None: their default);
    # observation_type(state, player): what a bot in that seat gets (its legal moves and its view).
    make_bot: ClassVar[Callable[..., Any]]
    observation_type: ClassVar[Callable[[Any, int], Any]]

    def bot(self, level: str, seed: int, budget: float | None = None) -> Any:
        maker = type(self).make_bot
        return maker(level, seed) if budget is None else maker(level, seed, budget)

    def observation(self, state: Any, player: int) -> Any:
        return type(self).observation_type(state, player)

    @abstractmethod
    def hint(self, state: Any, player: int, names: list[str], lang: str, seed: int) -> dict[str, Any]:
        """A suggested move for ``player``, who must decide now (Session.hint checks): {action, move, why}."""

    def move_values(self, state: Any, player: int, played: Any, names: list[str], samples: int | None = None,
                    seed: int = 0) -> Iterator[None]:
        """The game review's estimate of ``player``'s moves in ``state``, where ``player`` decides now
        and played ``played`` (core/review.py): a generator that yields None between pieces of work
        (a page reviews in slices), then returns the hard bot's candidates, best first, as
        ``[{"action": move, "points": float, "words": {lang: the move in words for the player}}]``.
        ``points``: the player's expected final score minus the best other's after that move, in the
        hard bot's estimate over ``samples`` deals of what the player could not see (None: the game's
        default), seeded by ``seed`` (the same position, move and seed always give the same values).
        ``played`` is always among them. A decision with nothing to weigh (one move, or moves alike to
        the player) may return ``played`` alone. This default: a game without a search reviews nothing
        (an empty list)."""
        return []
        yield  # (a generator)

    # --- puzzles (core/puzzles.py) ---
    def puzzle_rules(self) -> Any:
        """The game's puzzle rules (a module: ``start``, ``outcome``, ``harness_moves``, ``goal_text``,
        ``hint_text``, ``describe``; core/puzzles.py says what each does), or None: no puzzles."""
        return None

    # --- the rules-scenario harness ---
    @abstractmethod
    def scenario(self, text: str) -> dict[str, Any]:
        """Play a scenario (a position and actions, as JSON text) and return the resulting position;
        a refused action is an answer, unreadable input raises ``MalformedScenario``."""


@functools.cache
def _boundary(model: type) -> Any:
    """Pydantic's validator for a plain record (imported here, the first time untrusted data needs it)."""
    from pydantic import TypeAdapter

    return TypeAdapter(model)


_GAMES: dict[str, Game] = {}
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


def register(game: Game) -> Game:
    """Add a game to the site (its package's ``__init__`` calls this; the first registered is the default)."""
    _checked_id(game.id)
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


def default_game() -> Game:
    """The game a record that names none is about: the first declared (evolution/games/__init__.py)."""
    if not _DECLARED:
        raise UnknownGame(msg("This site does not have this game"))
    return get_game(next(iter(_DECLARED)))
