"""The game state: records (``core.records``), no rules. Its options are ``options.Options``, the
pydantic boundary (every save, link and new game validates them), which hold the rules object.

Rules live in the phase modules (``round``, ``play_cards``, ``event_step``, ``feeding_phase``, driven
by ``engine``), ``feeding`` (takes, attacks, extinction) and ``traits``
(one class per trait). ``apply`` mutates a state in place, only after the action was checked.
"""

from __future__ import annotations

from dataclasses import field
from typing import Literal, Protocol

from ...core import rng
from ...core.records import Record, derived, not_cloned, record, shared
from . import cards
from .events import EvolutionEvent

SCHEMA_VERSION = 1

Phase = Literal["food_card", "play_cards", "events", "leaf", "feeding", "over", "halted"]


class RulesObject(Protocol):
    """The state's rules object: a ``rules.Rules`` (every rule is there and in the trait classes).
    This module names it by this protocol only: the state imports no behaviour (the rule modules
    import the state, never the other way: no import cycle, type-level included, tests/core/test_imports.py)."""

    id: str
    deck: str


class ChosenOptions(Protocol):
    """The state's ``options``: an ``options.Options`` (the boundary: validated there, rules object included)."""

    ruleset: str
    players: int
    quick_play: bool
    seed: int

    @property
    def rules(self) -> RulesObject: ...


@record
class TraitCard(Record):
    card: int
    face_up: bool = True


@record
class Species(Record):
    uid: int
    size: int = 1
    pop: int = 1
    food: int = 0  # population food only
    fat: int = 0
    traits: list[TraitCard] = field(default_factory=list)
    avian: bool = False  # Flight: an avian species (its Flight card among its traits)
    upkeep: int = 0  # Flight: upkeep food paid this round (up to body size), never scored


@record
class Player(Record):
    hand: list[int] = field(default_factory=list)
    species: list[Species] = field(default_factory=list)
    bag: int = 0
    food_card: int | None = None  # face down on the watering hole until the reveal
    done: bool = False  # phase 3: finished playing cards; phase 4: passed
    # the uids of every species the player ever had, in the order they got them: its letter is
    # its place here (A, B, C...), so a name never moves when others die or are born
    species_ever: list[int] | None = None  # None: the species given

    def __post_init__(self) -> None:
        if self.species_ever is None:
            self.species_ever = [s.uid for s in self.species]


def letter(i: int) -> str:
    """A species' short name from its place among its owner's species: A..Z, then AA, AB..."""
    name = ""
    i += 1
    while i:
        i, r = divmod(i - 1, 26)
        name = chr(65 + r) + name
    return name


def letter_index(name: str) -> int:
    """``letter``'s inverse: "A" is 0, "AA" is 26."""
    i = 0
    for ch in name:
        i = i * 26 + ord(ch) - 64
    return i - 1


def species_letters(state: GameState) -> dict[int, str]:
    """Every species' letter by uid (the extinct ones too), the same for every viewer."""
    return {uid: letter(i) for p in state.players for i, uid in enumerate(p.species_ever)}


@record
class Snapshot(Record):
    """What others saw of a player when blind quick-play planning began (docs/rules.md §8)."""

    species: list[Species]
    hand_size: int


@record
class Planning(Record):
    """Blind quick-play planning (docs/rules.md §8): the table as it was when planning began."""

    players: list[Snapshot]
    discard_size: int
    flight_supply_size: int = 0  # Flight: others' new avian species stay hidden too


@record
class LeafEffect(Record):
    species: int  # uid
    trait: str


@record
class Score(Record):
    player: int
    food: int
    population: int
    traits: int
    total: int


@record(kw_only=True)
class GameState(Record):
    """The whole game. ``rules`` and ``cards`` follow ``options`` (set with it, read in every step): a
    new ruleset is a new state, never an assignment to ``options``."""

    schema_version: int = SCHEMA_VERSION
    options: ChosenOptions
    phase: Phase = "food_card"
    round: int = 1
    first_player: int = 0
    turn: int | None = None  # whose turn in sequential steps (play cards, leaf, feeding)
    players: list[Player]
    deck: list[int] = field(default_factory=list)  # draw pile; the top card is the LAST element
    discard: list[int] = field(default_factory=list)
    set_aside: list[int] = field(default_factory=list)  # Flight: the end reserve
    watering_hole: int = 0
    cliff: int = 0  # Flight: plants only avian species take
    flight_supply: list[int] = field(default_factory=list)  # Flight cards not in play
    last_round: int | None = None  # number of the final round, once known (R-END1/R-END2)
    next_uid: int = 0
    random_draws: int = 0  # random events so far; with the seed this is the whole RNG state
    negated: list[str] = field(default_factory=list)  # Intelligence: trait names negated for the current attacker
    negating: int | None = None  # uid of that attacker
    leaf_pending: list[LeafEffect] = field(default_factory=list)  # the current player's unresolved leaf traits
    planning: Planning | None = shared(default=None)  # quick play: what others may see while planning
    sealed_from: int = 0  # log index where the current secret step began
    scores: list[Score] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    log: list[EvolutionEvent] = not_cloned()
    halt_at_end_of_feeding: bool = False  # scenario positions describe one feeding, not a game
    rules: RulesObject = derived()
    cards: tuple[cards.Card, ...] = derived()

    def __post_init__(self) -> None:
        self.rules = self.options.rules
        self.cards = cards.deck(self.rules.deck)

    def random(self):
        """A fresh generator for the next random event (the state keeps only seed + count)."""
        self.random_draws += 1
        return rng.generator("evolution", self.options.seed, self.random_draws)

    def shuffle(self, items: list) -> None:
        rng.shuffle(self.random(), items)
