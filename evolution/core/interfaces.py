"""The records a game and the core exchange (``core.game``'s ``Game`` is the contract that uses them):
what the core reads of a game's moves, options, states, observations and bots (``Protocol``s: each
game has its own classes, which the core never imports), the records a game returns (``GameInfo``,
``Hint``, ``MoveValue``, the page shell's ``Frame``) and the two refusals (``IllegalAction``,
``MalformedScenario``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NotRequired, Any, Protocol, TypedDict, TypeVar

from .plain import PlainRecord, plain


class Move(Protocol):
    """What the core reads of a move: whose it is and its kind (saves, links, the session), and its JSON."""

    @property
    def player(self) -> int: ...

    @property
    def kind(self) -> str: ...

    def model_dump(self) -> dict[str, Any]: ...


class Options(Protocol):
    """What the core reads of a game's options record: the number of players and the seed."""

    @property
    def players(self) -> int: ...

    @property
    def seed(self) -> int: ...


class Observation(Protocol):
    """What a computer player gets (``Game.observation``): its seat and its legal moves (with, in each
    game, what a human in that seat sees)."""

    @property
    def player(self) -> int: ...

    @property
    def legal(self) -> Sequence[Any]: ...


class Bot(Protocol):
    """A computer player (``Game.bot``): it chooses a legal move from what its seat sees (core/bots.py)."""

    name: str

    def choose(self, obs: Any) -> Any: ...


class Logged(Protocol):
    """What the core reads of a state: its log (``apply`` returns the entries a move added)."""

    @property
    def log(self) -> Sequence[object]: ...


S = TypeVar("S", bound=Logged)  # a game's state
M = TypeVar("M", bound=Move)  # a game's move
O = TypeVar("O", bound=Options)  # a game's options record  # noqa: E741


class Rules(Protocol):
    """A game's rules module (``Game.engine``): its functions take that game's own state and move
    types, which the core does not know (hence ``Any`` here; each module is checked where it is written)."""

    def new_game(self, options: Any) -> Any: ...
    def to_move(self, state: Any) -> list[int]: ...
    def legal_actions(self, state: Any, player: int | None = None) -> Any: ...
    def why_illegal(self, state: Any, action: Any) -> str | None: ...
    def play(self, state: Any, action: Any) -> None: ...
    def advance(self, state: Any) -> None: ...


JSON = dict[str, object]  # a record the page reads as JSON (its own keys: web/, the game's page module)


class GameInfo(TypedDict):
    """The New game form's data for one game (``Game.describe``)."""

    id: str
    name: str
    players: list[int]  # [fewest, most]
    bot_levels: list[str]
    options: list[JSON]  # the variants' fields: {key, type, default, label[, choices]}
    about: NotRequired[str]  # what the game is, in a paragraph (the New game form shows it)


class Hint(TypedDict):
    """A suggested move (``Game.hint``): the move as JSON, in words, and why."""

    action: dict[str, Any]
    move: str
    why: str


class MoveValue(TypedDict):
    """One move's estimate in the game review (``Game.move_values``)."""

    action: Any  # the game's move
    points: float
    words: dict[str, str]  # the move in words, by language


class IllegalAction(ValueError):
    """A refused move; ``str(exc)`` is the reason, written for the player."""



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
