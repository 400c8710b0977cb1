"""The game state as pydantic models: plain data, JSON round-trippable, no rules.

Rules live in ``engine`` (phases), ``feeding`` (takes, attacks, extinction) and ``traits``
(one class per trait). ``apply`` mutates a state in place, only after the action was checked.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ...core import rng
from . import cards
from .events import Event
from .rules import RULESETS, Rules

SCHEMA_VERSION = 1

Phase = Literal["food_card", "play_cards", "leaf", "feeding", "over", "halted"]


class RulesetError(ValueError):
    """An options record the engine cannot play (unknown ruleset, wrong table size)."""


class Options(BaseModel):
    """Everything that fixes a game before the first move: the ruleset (a rules object, see
    ``rules.py``), the table size, quick play and the seed. Stored in every state and save."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    ruleset: str = Field("nsg2", max_length=20)
    players: int = Field(ge=2, le=6)
    quick_play: bool = False
    seed: int = Field(ge=0, lt=2**63)

    @model_validator(mode="before")
    @classmethod
    def _forced_quick_play(cls, data: Any) -> Any:
        if isinstance(data, dict):
            rules = RULESETS.get(data.get("ruleset", "nsg2"))
            if rules is not None and data.get("players") == rules.quick_play_players:
                data = {**data, "quick_play": True}  # §2: six players always use quick play
        return data

    @model_validator(mode="after")
    def _check(self) -> Options:
        if self.ruleset not in RULESETS:
            raise RulesetError(f"the ruleset {self.ruleset!r} is not available yet (available: {', '.join(RULESETS)})")
        low, high = self.rules.players
        if not low <= self.players <= high:
            raise RulesetError(f"the ruleset {self.ruleset!r} is for {low} to {high} players, not {self.players}")
        return self

    @property
    def rules(self) -> Rules:
        return RULESETS[self.ruleset]


class TraitCard(BaseModel):
    card: int
    face_up: bool = True


class Species(BaseModel):
    uid: int
    size: int = 1
    pop: int = 1
    food: int = 0
    fat: int = 0
    traits: list[TraitCard] = []


class Player(BaseModel):
    hand: list[int] = []
    species: list[Species] = []
    bag: int = 0
    food_card: int | None = None  # face down on the watering hole until the reveal
    done: bool = False  # phase 3: finished playing cards; phase 4: passed


class Snapshot(BaseModel):
    """What others saw of a player when blind quick-play planning began (§8)."""

    species: list[Species]
    hand_size: int


class Planning(BaseModel):
    """Blind quick-play planning (§8): the table as it was when planning began."""

    players: list[Snapshot]
    discard_size: int


class LeafEffect(BaseModel):
    species: int  # uid
    trait: str


class Score(BaseModel):
    player: int
    food: int
    population: int
    traits: int
    total: int


class GameState(BaseModel):
    schema_version: int = SCHEMA_VERSION
    options: Options
    phase: Phase = "food_card"
    round: int = 1
    first_player: int = 0
    turn: int | None = None  # whose turn in sequential steps (play cards, leaf, feeding)
    players: list[Player]
    deck: list[int] = []  # draw pile; the top card is the LAST element
    discard: list[int] = []
    set_aside: list[int] = []
    watering_hole: int = 0
    last_round: int | None = None  # number of the final round, once known (R-END1/R-END2)
    next_uid: int = 0
    random_draws: int = 0  # random events so far; with the seed this is the whole RNG state
    negated: list[str] = []  # Intelligence: trait names negated for the current attacker
    negating: int | None = None  # uid of that attacker
    leaf_pending: list[LeafEffect] = []  # the current player's unresolved leaf traits
    planning: Planning | None = None  # quick play: what others may see while planning
    sealed_from: int = 0  # log index where the current secret step began
    scores: list[Score] = []
    winners: list[int] = []
    log: list[Event] = []
    halt_at_end_of_feeding: bool = False  # scenario positions describe one feeding, not a game

    @property
    def rules(self) -> Rules:
        return RULESETS[self.options.ruleset]

    @property
    def cards(self) -> tuple[cards.Card, ...]:
        return cards.deck(self.rules.deck)

    def random(self):
        """A fresh generator for the next random event (the state keeps only seed + count)."""
        self.random_draws += 1
        return rng.generator("evolution", self.options.seed, self.random_draws)

    def shuffle(self, items: list) -> None:
        rng.shuffle(self.random(), items)

