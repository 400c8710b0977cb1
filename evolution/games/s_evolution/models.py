"""The game state: records (``core.records``), no rules. ``Options`` is a plain record (``core.plain``):
the boundary (every save, link and new game checks it; pydantic reads it from untrusted data).

Rules live in ``tricks`` (the cards phase), ``economy`` (the action phase) and ``engine`` (who
decides what, ``apply``). Randomness is the options' seed plus ``random_draws`` (core.rng), so
a save replays exactly.
"""

from __future__ import annotations

from dataclasses import field
from typing import Annotated, Literal

from annotated_types import Ge, Le, Lt

from ...core import rng
from ...core.plain import PlainRecord, plain
from ...core.records import Record, not_cloned, record
from .actions import CollectChoice
from .events import SEvent
from .rules import AGE_MIN, BUILDINGS, POP_START

Phase = Literal["deal", "trump", "trick", "action", "over"]
Step = Literal["collect", "commerce", "bonus", "manage"]


@plain
class Options(PlainRecord):
    """What fixes a game before the first move: the table size (2-4, seated Red, Green, Blue,
    Yellow) and the seed (which fixes every shuffle). The annotations are pydantic's schema for
    untrusted data (``Game.options``); ``__post_init__`` is the plain form's check (exact types only)."""

    players: Annotated[int, Ge(2), Le(4)]
    seed: Annotated[int, Ge(0), Lt(2**63)]

    def __post_init__(self) -> None:
        if not (type(self.players) is int and 2 <= self.players <= 4 and type(self.seed) is int and 0 <= self.seed < 2**63):
            raise ValueError("the options' fields are not of their types")


@record
class PlayerState(Record):
    colour: str  # R G B Y: the deck this player draws from
    age: int = AGE_MIN
    pop: int = POP_START
    stock: dict[str, int] = field(default_factory=lambda: {"F": 0, "T": 0, "S": 0})
    score: int = 0
    buildings: dict[str, int] = field(default_factory=lambda: dict.fromkeys(BUILDINGS, 0))  # worker level, 0: none
    deck: list[str] = field(default_factory=list)  # draw pile, top first
    hand: list[str] = field(default_factory=list)  # a blind player's hand is in a shuffled order nobody knows
    disc_up: list[str] = field(default_factory=list)  # Discoveries face up in the column, by age
    disc_down: list[str] = field(default_factory=list)  # face down, by age
    taken: list[str] = field(default_factory=list)  # resource cards won this round, in order, until the round ends
    blind: bool = False  # Obscurantism this round
    open: bool = False  # Invasion this round
    blind_next: bool = False
    open_next: bool = False
    bought_age: bool = False  # an age was bought this round (once per round)
    moved_up: bool = False  # moved up by the bonus this round (the last round's Discovery, S-END)
    choices: list[CollectChoice] = field(default_factory=list)  # collect choices given in this action phase
    traded: int = 0  # Commerce conversions made in this action phase
    met: list[str] | None = None  # needs met this action phase (None: not paid yet)

    @property
    def workers(self) -> int:
        return sum(1 for level in self.buildings.values() if level)


@record(kw_only=True)
class GameState(Record):
    options: Options
    round: int = 1
    phase: Phase = "deal"
    players: list[PlayerState]
    leader: int = 0  # leads the current trick (S-LEAD)
    trump: str | None = None  # S-TRUMP, this round
    trick: list[tuple[int, str]] = field(default_factory=list)  # (player, card) in play order; stays whole until every card is picked
    picked: list[tuple[int, str]] = field(default_factory=list)  # (player, card) picked so far from the complete trick
    first: int = 0  # begins the action phase (took the last card of the last trick)
    turn: int | None = None  # whose action phase it is
    step: Step | None = None
    out: list[str] = field(default_factory=list)  # resource cards out of the game (collected, or left at the end of a round)
    winner: int | None = None
    random_draws: int = 0  # random events so far; with the seed this is the whole RNG state
    log: list[SEvent] = not_cloned()

    def random(self):
        """A fresh generator for the next random event (the state keeps only seed + count)."""
        self.random_draws += 1
        return rng.generator("s-evolution", self.options.seed, self.random_draws)

    def shuffle(self, items: list) -> None:
        rng.shuffle(self.random(), items)
