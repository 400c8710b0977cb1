"""The contract between the engine and the page, as pydantic models: what web/bridge.py returns for a
table (``Table``: the shell's envelope, then each game's own keys), the New game form's descriptor
(``GameForm``), a save's label (``Summary``) and the records of the calls that open a game or make a
move (``Opened``, ``Played``).

These models describe the payload; they are not on its path: the engine builds plain dicts and
records (the first table needs no pydantic, ``core.plain``), and tests/core/test_contract.py checks
that the real payloads of random games of every game and ruleset validate against them. Their JSON
Schema (``schema()``) becomes the page's JSDoc types (web/contract.d.ts, written by
``python build.py contract``, checked by that test and by ``tsc`` in tests/core/test_lint.py).

``extra="forbid"`` where the page relies on knowing every key (a key the engine adds must be declared
here); ``extra="allow"`` on a game's deep records, of which the page reads the declared keys.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic.json_schema import models_json_schema

from .interfaces import Frame


class Closed(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Open(BaseModel):
    model_config = ConfigDict(extra="allow")


# --- the shell's part of every table ---

class Seat(Closed):
    name: str
    bot: str | None  # the bot level, None for a human


class LogLine(Closed):
    """One line of the visible log, in the page's language, and what the page may show of it."""

    round: int
    kind: str  # the event's kind
    player: int | None  # whose move it was (None: the game's own step)
    text: str
    animation: str | None = None  # the page's animation of the event (core.events.Event.animation), None: none
    uid: int | None = None  # the species it is about (Evolution)
    target: list[int] | None = None  # an attack's prey: [owner, uid] (Evolution)
    source: str | None = None  # where food came from (Evolution)
    loss: int | None = None  # the seat that lost something: "since your last turn" lists it first


class Move(Open):
    """A legal move as the engine reads it back (``play``/``act``): the page sends it as it came."""

    player: int
    kind: str


class TableBase(Closed):
    """What the shell reads from every game's table (web/shell-loop.js, shell-frame.js)."""

    game: str
    frame: Frame
    view: dict[str, Any]
    legal: list[Move]  # the viewer's legal moves (empty for nobody's view)
    log: list[LogLine]  # the visible log from ``log_from``
    seats: list[Seat]
    log_from: int
    humans_to_move: list[int]
    bots_to_move: list[int]
    moves: int  # moves played
    undoable: int  # how many of the viewer's last moves Undo may take back
    undo_note: str | None = None  # when it is 0: why the game offers no Undo (Game.undo_note), shown where Undo would be
    since: int | None = None  # where the viewer's "since your last turn" begins in their log (none in a replay)
    replay: dict[str, Any] | None = None  # replay_table's {length, over, viewers, rounds, progress}


# --- Evolution ---

class EvolutionRuleset(Open):
    id: str
    players: int
    quick_play: bool
    deck: str
    max_traits: int


class EvolutionView(Open):
    viewer: int | None
    ruleset: EvolutionRuleset
    phase: str
    decision: str | None
    to_move: list[int]
    round: int
    first_player: int
    turn: int | None
    watering_hole: int
    cliff: int
    deck_size: int
    discard_size: int
    last_round: bool
    players: list[dict[str, Any]]
    scores: list[Any]
    winners: list[int]
    log_size: int


class ScoreParts(Closed):
    player: int
    food: int
    population: int
    traits: int
    total: int


class SpeciesFacts(Closed):
    """What the rules make of a species in view (never from a face-down trait): the page names no trait."""

    stores_fat: bool  # it stores fat: the table shows its fat tokens
    negation: Literal["all", "some"] | None  # how far a card discarded for it as a carnivore makes traits absent


class EvolutionTable(TableBase):
    game: Literal["evolution"]
    view: EvolutionView  # type: ignore[assignment]
    tie_break: Any
    scores_now: list[ScoreParts | None]  # None: a player still planning blind
    trait_names: dict[str, str]  # trait id -> its printed name in the page's language
    species_facts: list[list[SpeciesFacts]]  # per player, per species in view


# --- S-Evolution ---

class SEvolutionView(Open):
    viewer: int | None
    players_count: int
    round: int
    phase: str
    step: str | None
    decision: str | None
    to_move: list[int]
    leader: int
    trump: Any
    first: int
    turn: int | None
    winner: int | None
    players: list[dict[str, Any]]
    log_size: int


class Board(Open):
    index: int
    colour: str
    age: int
    pop: int
    score: int
    name: str
    hand: list[Any] | None  # None: another's hidden hand
    hand_size: int


class Suit(Closed):
    suit: str
    name: str  # in the page's language


class TrickCard(Open):
    player: int
    card: str
    label: str
    rule: str


class Obligation(Open):
    player: int
    text: str  # what the player must play, in words


class FinalScore(Open):
    """One player's line of the end screen's score split."""

    player: int
    needs: int
    total: int
    sets: list[dict[str, Any]]


class Refusal(Closed):
    """A move of the viewer's step that the engine refuses now, and why (in the page's language)."""

    action: Move
    why: str


class Decision(Closed):
    player: int
    what: str
    text: str  # in the page's language


class SEvolutionTable(TableBase):
    game: Literal["s-evolution"]
    view: SEvolutionView  # type: ignore[assignment]
    boards: list[Board]
    trick: list[TrickCard]
    pick_order: list[int]
    trump: Suit | None
    led: Suit | None
    obligation: Obligation | None
    trick_terms: dict[str, str]
    decision: Decision | None
    legal_text: list[str]  # each legal move in words, in ``legal``'s order
    refused: list[Refusal]  # the viewer's refused moves of the step (a greyed control says why)
    suits: list[Suit]
    stock_max: int
    age_numerals: list[str]
    prices: dict[str, dict[str, Any]]
    scores: list[int]
    final: list[FinalScore] | None  # the end screen's score split, once the game is over
    winner: int | None


Table = Annotated[EvolutionTable | SEvolutionTable, Field(discriminator="game")]


# --- the New game form, a save's label, the calls' records ---

class Choice(Open):
    value: str
    label: str
    blurb: str | None = None
    players: list[int] | None = None  # the player range of this choice
    quick_play_players: int | None = None  # from how many players quick play is the rule


class FormOption(Closed):
    key: str
    type: Literal["choice", "bool"]
    default: Any
    label: str
    choices: list[Choice] | None = None


class GameForm(Closed):
    """``games(lang)``: one game of the New game form."""

    id: str
    name: str
    players: list[int] = Field(min_length=2, max_length=2)  # [fewest, most]
    bot_levels: list[str]
    options: list[FormOption]
    about: str | None = None  # what the game is, in a paragraph (the form shows it)


class Summary(Open):
    """A save's label (Session.summary): the engine's own, for the autosave and the Saves dialog."""

    game: str
    names: list[str]
    moves: int
    round: int
    over: bool
    winners: list[int]


class Opened(Closed):
    """``new_game``, ``load_save``, ``load_link``, ``daily_game``."""

    save: str
    summary: Summary
    players: int


class Played(Closed):
    """``play``: one move, the autosave's record, and the table drawn next."""

    played: bool
    save: str | None
    summary: Summary | None
    table: Table | None  # (a game of the tests has TableBase's: validated apart, table_model)


TABLES: dict[str, type[TableBase]] = {"evolution": EvolutionTable, "s-evolution": SEvolutionTable}
PAGE_TYPES: tuple[type[BaseModel], ...] = (TableBase, EvolutionTable, SEvolutionTable, GameForm, Summary, Opened, Played)


def table_model(game_id: str) -> type[TableBase]:
    """The model of a game's table (a game without its own, the fixture game, has the shell's)."""
    return TABLES.get(game_id, TableBase)


def schema() -> dict[str, Any]:
    """The JSON Schema of every model the page reads (one document, the models in ``$defs``)."""
    _, document = models_json_schema([(model, "serialization") for model in PAGE_TYPES],
                                     title="The page's contract with the engine")
    return document
