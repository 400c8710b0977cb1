"""The contract every game on the site fulfils (``core.registry`` finds a game by id).

Modelled on OpenSpiel's registered ``GameType`` (variants are typed parameters, here an options
record) and boardgame.io's ``Game`` object (setup, moves, end, player view). The core
(saves, links, the session, the replay, the CLI, the scenario harness, the browser bridge) only
ever talks to a game through this class, so a new game is one package that subclasses ``Game``
and calls ``core.registry.register``; ``tests/core/test_conformance.py`` checks the contract for every
registered game. A new game touches three places: that package, its page module
``web/games/<id>.js`` (the page imports it by the game's id, ``registry.GAME_ID``) and its ``declare`` line
in ``evolution/games/__init__.py``.

The contract, in the order a game is played:

- options: ``options_model`` (a plain record, ``core.plain``, or a pydantic model; ``players`` and
  ``seed`` plus the game's variants), read
  from untrusted data by ``options`` and from the command line by ``add_cli_options`` and
  ``cli_options``; ``describe`` is what the New game form offers;
- ``new_game(options)`` -> a state (the core never looks inside it);
- ``to_move(state)``: the players who must decide now; ``legal_actions(state, player)``: every
  legal move; ``why_illegal``; ``play`` (a legal move's effect) and ``advance`` (the automatic
  steps after it), which the base class's ``apply`` runs after checking the move (the only
  mutator: it refuses with ``IllegalAction`` and changes nothing) and whose log entries it returns;
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

The records this contract exchanges (``Frame``, ``GameInfo``, ``Hint``, the refusals) are in
``core.interfaces``; how a move is checked and played (``apply_move``, shared with the games' searches) is
in ``core.moves``.
"""

from __future__ import annotations

import copy
import functools
import importlib
from abc import ABC, abstractmethod
from collections.abc import Callable, Generator, Hashable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Union

from .interfaces import (JSON, Bot, Frame, GameInfo, Hint, M, MalformedScenario, MoveValue, O, Observation, Rules,
                         S)
from .messages import LANGUAGES
from .moves import apply_move, play_legal
from .plain import read_one_of, union_validator

if TYPE_CHECKING:  # types only: the page never imports argparse, nor pydantic before it must
    import argparse

    from pydantic import TypeAdapter


class Game(ABC, Generic[S, M, O]):
    """One game. A subclass fills in the class attributes and the abstract methods.

    A game's state is its own business: the core only passes it back to the game. Every
    method that changes a state is ``apply``; everything else reads.
    """

    id: ClassVar[str]
    names: ClassVar[dict[str, str]]  # the game's name per language
    options_model: ClassVar[type]  # the options record (players, seed and variants): a plain record or a pydantic model
    plain_moves: ClassVar[tuple[type, ...]] = ()  # the moves' plain records (``core.plain``), if they are
    engine: ClassVar[Rules]  # the rules: a module with new_game, to_move, legal_actions, why_illegal, play, advance
    rulings: ClassVar[str | None] = None  # a regex of the game's ruling ids, as docs/ defines and tests cite them
    bot_levels: ClassVar[tuple[str, ...]]  # offered in the New game form, weakest first
    all_bots: ClassVar[tuple[str, ...]]  # every level a save may name (tests and benchmarks use more)

    # --- setup ---
    def options(self, data: object) -> O:
        """The options record from untrusted data. A plain record (``core.plain``) first checks it itself:
        a dict of exactly its fields' types is taken as it is, without pydantic (the page's New game form
        starts a game before pydantic is loaded); anything else is pydantic's to read or refuse (over the
        same class), so what is accepted and refused is pydantic's verdict."""
        model: Any = self.options_model  # (a plain record or a pydantic model: either makes an O)
        if hasattr(model, "model_validate"):
            options: O = model.model_validate(data)
            return options
        if type(data) is dict and all(type(key) is str for key in data):
            try:
                options = model(**data)
                return options
            except (TypeError, ValueError):
                pass  # pydantic says what is wrong (or reads what plain checks do not: "4" for 4)
        options = _boundary(model).validate_python(data)
        return options

    def move(self, data: object) -> M:
        """One move from untrusted data (a dict): read without pydantic when it is plainly right (the
        moves' plain records, ``plain_moves``), else by pydantic (``moves``), which reads or refuses it."""
        if self.plain_moves:
            found: M | None = read_one_of(self.plain_moves, data)
            if found is not None:
                return found
        move: M = self.moves.validate_python(data)
        return move

    @property
    def moves(self) -> TypeAdapter[Any]:
        """Pydantic's validator of one move (a dict from a save, a link or a page): the discriminated
        union on ``kind`` of the moves' plain records, built on first use (the first table needs none).
        A game whose moves are pydantic models sets its own ``TypeAdapter`` here."""
        validator: TypeAdapter[Any] = union_validator(Union[self.plain_moves])
        return validator

    def prepare(self) -> None:
        """Build the validators that a game's models defer (``defer_build``, so that importing the
        game is quick): a page calls this once its first table is drawn, before the first move."""
        self.moves.rebuild()

    def legacy_options(self, data: object) -> object:
        """Options from the version-1 save format's record (only the site's first game had saves then)."""
        return data

    def add_cli_options(self, parser: argparse.ArgumentParser) -> None:
        """The command line's flags for this game's variants (``--players`` and ``--seed`` are the core's)."""

    def cli_options(self, args: argparse.Namespace) -> dict[str, object]:
        """The variants' part of the options record, from the flags ``add_cli_options`` added."""
        return {}

    def cli_label(self, options: O) -> str:
        """The variants in a few words, for the command line's report ("" when there are none)."""
        return ""

    @abstractmethod
    def describe(self, lang: str) -> GameInfo:
        """What the New game form shows: name, player range, bot levels, option fields."""

    def new_game(self, options: O) -> S:
        state: S = self.engine.new_game(options)
        return state

    # --- who decides what ---
    def to_move(self, state: S) -> list[int]:
        return self.engine.to_move(state)

    def legal_actions(self, state: S, player: int | None = None) -> list[M]:
        legal: list[M] = self.engine.legal_actions(state, player)
        return legal

    def why_illegal(self, state: S, action: M) -> str | None:
        return self.engine.why_illegal(state, action)

    def apply(self, state: S, action: M) -> Sequence[object]:
        """Play a move and every automatic step after it; return the log entries it added. An illegal
        move is refused with IllegalAction (its reason, for the player) and changes nothing: the
        check comes first, so a game's ``play`` may assume a legal move (OpenSpiel's ``apply_action``
        around ``_apply_action``). (``apply_move``: the same over a game's rules module.)"""
        return apply_move(self, state, action)

    def apply_legal(self, state: S, action: M) -> Sequence[object]:
        """``apply`` for a move known to be legal (taken from ``legal_actions``: a search plays many)."""
        return play_legal(self, state, action)

    def play(self, state: S, action: M) -> None:
        """The move's own effect on the state, the move known to be legal (the game's rules)."""
        self.engine.play(state, action)

    def advance(self, state: S) -> None:
        """Run the steps that need no decision (deals, reveals, scoring) until somebody must decide."""
        self.engine.advance(state)

    def clone(self, state: S) -> S:
        """An independent copy of the state (a search or a harness tries moves on it)."""
        return copy.deepcopy(state)

    @abstractmethod
    def snapshot(self, state: S) -> object:
        """The whole state as plain data: equal snapshots, equal states (a refused move leaves it as
        it was; a replayed save gives the same)."""

    @abstractmethod
    def redeal(self, state: S, player: int | None, seed: int) -> S:
        """A copy of the state with what ``player`` cannot see drawn again at random (others' hidden
        cards, the draw piles' order; not always a position the rules could reach): ``player``'s
        view and table must not change (OpenSpiel's ``resample_from_infostate``)."""

    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def winners(self, state: S) -> list[int]: ...

    @abstractmethod
    def scores(self, state: S) -> list[int]:
        """Each player's score (final once the game is over)."""

    # --- what a player sees ---
    @abstractmethod
    def view(self, state: S, player: int | None) -> object: ...

    @abstractmethod
    def visible_log(self, state: S, player: int | None) -> Sequence[object]:
        """The log entries ``player`` may see (others' secrets left out)."""

    @abstractmethod
    def frame(self, state: S, viewer: int | None) -> Frame:
        """The facts the page shell reads (``Frame``), as ``viewer`` may know them."""

    @abstractmethod
    def table(self, state: S, viewer: int | None, names: list[str], lang: str, log_from: int,
              open_hands: bool = False) -> JSON:
        """Everything the game's page module needs to draw the table for ``viewer`` (None: nobody's
        secrets): ``view`` (the view as JSON), ``legal`` (the viewer's legal moves as JSON), ``log``
        (the visible log from ``log_from``: {round, kind, player, text}) and the game's own keys.
        ``open_hands``: every hand and face-down card shown (the replay of a finished game only)."""

    def payload(self, state: S, viewer: int | None, names: list[str], lang: str, log_from: int,
                open_hands: bool = False) -> JSON:
        """The table payload of the contract: the game's id, the shell's ``frame`` and the game's ``table``."""
        return {"game": self.id, "frame": self.frame(state, viewer).model_dump(),
                **self.table(state, viewer, names, lang, log_from, open_hands=open_hands)}

    def undo_note(self, lang: str) -> str | None:
        """Why Undo is not offered when the viewer has nothing to take back, in a line the page shows
        where Undo would be (a game whose moves are mostly seen by all at once says so), or None."""
        return None

    @abstractmethod
    def undo_barrier(self, state: S) -> Hashable:
        """What the players have learned that no move can take back: cards drawn or turned face up,
        a new phase or round. A move that changes it cannot be undone (``Session.undo``)."""

    @abstractmethod
    def summary(self, state: S) -> JSON:
        """A save slot's label: progress ("round" or similar), over, winners."""

    @abstractmethod
    def log_lines(self, state: S, names: list[str], lang: str) -> list[str]:
        """The whole log in words (the CLI's replay)."""

    @abstractmethod
    def help(self, options: O | None, lang: str) -> list[JSON]:
        """The rules panel's entries for these options (the default variant if None)."""

    # --- computer players ---
    # make_bot(level, seed, budget, capped): a new bot, with ``choose(observation)`` and optionally
    # ``think(observation)``; budget: seconds per decision for the bots that search (None: their default);
    # capped: the bots that search stop on their game's sample cap instead of a clock, so that they
    # decide the same on any machine (the daily deal: core/daily.py; core/samples.py's ``Merge``);
    # observation_type(state, player): what a bot in that seat gets (its legal moves and its view).
    make_bot: ClassVar[Callable[..., Bot]]
    observation_type: ClassVar[Callable[..., Observation]]  # (state, player) -> the game's observation

    def bot(self, level: str, seed: int, budget: float | None = None, capped: bool = False) -> Bot:
        maker = type(self).make_bot
        if capped:
            return maker(level, seed, budget, capped=True)
        return maker(level, seed) if budget is None else maker(level, seed, budget)

    def observation(self, state: S, player: int) -> Observation:
        return type(self).observation_type(state, player)

    @abstractmethod
    def hint(self, state: S, player: int, names: list[str], lang: str, seed: int) -> Hint:
        """A suggested move for ``player``, who must decide now (Session.hint checks): {action, move, why}."""

    def move_values(self, state: S, player: int, played: M, names: list[str], samples: int | None = None,
                    seed: int = 0, against: M | None = None) -> Generator[None, None, list[MoveValue]]:
        """The game review's estimate of ``player``'s moves in ``state``, where ``player`` decides now
        and played ``played`` (core/review.py): a generator that yields None between pieces of work
        (a page reviews in slices), then returns the hard bot's candidates, best first, as
        ``[{"action": move, "points": float, "words": {lang: the move in words for the player}}]``.
        ``points``: the player's expected final score minus the best other's after that move, in the
        hard bot's estimate over ``samples`` deals of what the player could not see (None: the game's
        default), seeded by ``seed`` (the same position, move and seed always give the same values).
        ``played`` is always among them. A decision with nothing to weigh (one move, or moves alike to
        the player) may return ``played`` alone. ``against``: weigh ``played`` and that move only, each
        played out to the game's end (the points are then final-score points). A game with a search
        gives ``weigh`` and ``move_words``; a game without one reviews nothing (an empty list)."""
        if type(self).weigh is Game.weigh:
            return []
        obs = self.observation(state, player)
        if len(obs.legal) < 2:
            values: list[tuple[M, float]] = [(played, 0.0)]
        else:
            values = yield from self.weigh(obs, played, samples, seed, against)
        return [{"action": a, "points": points,
                 "words": {lang: self.move_words(state, obs, a, names, lang) for lang in LANGUAGES}}
                for a, points in values]

    def weigh(self, obs: Any, played: M, samples: int | None, seed: int,
              against: M | None = None) -> Generator[None, None, list[tuple[M, float]]]:
        """The hard bot's candidates and their points, best first (``move_values``; a generator that yields
        None between pieces of work). ``samples``: None for the game's default; ``against``: as in
        ``move_values``."""
        return []
        yield  # (a generator)

    def move_words(self, state: S, obs: Any, action: M, names: list[str], lang: str) -> str:
        """A move in words, for the player who may make it (``obs``: what they see)."""
        return str(action.kind)

    # --- puzzles (core/puzzles.py) ---
    def puzzle_rules(self) -> Any:
        """The game's puzzle rules: the module ``puzzles`` of its package (``outcome``,
        ``harness_moves``, ``goal_text``, ``hint_text``, ``describe``; core/puzzles.py says what each
        does), or None: no puzzles. Found by name, so the game's module does not import it (its
        positions are read by the scenario harness, which imports the game)."""
        name = f"{type(self).__module__.rpartition('.')[0]}.puzzles"
        try:
            return importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            return None

    # --- the rules-scenario harness ---
    harness: ClassVar[str] = ""  # the module of the harness: run(text), Malformed (imported on first use)

    def scenario(self, text: str) -> JSON:
        """Play a scenario (a position and actions, as JSON text) and return the resulting position;
        a refused action is an answer, unreadable input raises ``MalformedScenario``. This default runs
        the game's ``harness`` module (pydantic reads the scenario: it is not on the page's path)."""
        harness = importlib.import_module(self.harness)
        try:
            result: JSON = harness.run(text)
            return result
        except harness.Malformed as exc:
            raise MalformedScenario(str(exc)) from None


@functools.cache
def _boundary(model: type) -> TypeAdapter[Any]:
    """Pydantic's validator for a plain record (imported here, the first time untrusted data needs it)."""
    from pydantic import TypeAdapter

    return TypeAdapter(model)


AnyGame = Game[Any, Any, Any]
"""A game the core reaches by its id: the core passes its states, moves and options back to it unread."""
