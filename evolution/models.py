"""The game state as pydantic models: plain data, JSON round-trippable, no rules.

Rules live in ``engine`` (phases), ``feeding`` (takes, attacks, extinction) and ``traits``
(one class per trait). ``apply`` mutates a state in place, only after the action was checked.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, model_validator

from . import cards

SCHEMA_VERSION = 1
RULESETS = {"nsg2": "nsg2_129", "bsw": "bsw_110", "flight": "nsg2_129"}
AVAILABLE_RULESETS = ("nsg2",)
MAX_TRACK = 6  # body size and population run 1..6

Phase = Literal["food_card", "play_cards", "leaf", "feeding", "over", "halted"]


class RulesetError(ValueError):
    """A ruleset record the engine cannot play (unknown or not yet available)."""


class Ruleset(BaseModel):
    """Everything that fixes a game before the first move. Stored in every state and save."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: Literal["nsg2", "bsw", "flight"] = "nsg2"
    players: int = Field(ge=2, le=6)
    quick_play: bool = False
    seed: int = Field(ge=0, lt=2**63)
    deck: str = ""

    @model_validator(mode="before")
    @classmethod
    def _defaults(cls, data: Any) -> Any:
        if isinstance(data, dict):
            data = dict(data)
            data.setdefault("deck", RULESETS.get(data.get("id", "nsg2"), ""))
            if data.get("players") == 6:  # §2: six players always use quick play
                data["quick_play"] = True
        return data

    @model_validator(mode="after")
    def _check(self) -> Ruleset:
        if self.id not in AVAILABLE_RULESETS:
            raise RulesetError(f"ruleset {self.id!r} is not available yet (available: nsg2)")
        if self.deck != RULESETS[self.id]:
            raise RulesetError(f"ruleset {self.id!r} plays with deck {RULESETS[self.id]!r}, not {self.deck!r}")
        return self

    @property
    def max_traits(self) -> int:
        return 2 if self.players == 2 else 3  # R-2P

    @property
    def set_aside(self) -> int:
        return 40 if self.players == 2 else 0  # R-2P


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


class Event(BaseModel):
    """One line of the game log. ``secret`` names data keys only ``player`` may see."""

    kind: str
    round: int
    player: int | None = None
    data: dict[str, Any] = {}
    secret: list[str] = []


class Score(BaseModel):
    player: int
    food: int
    population: int
    traits: int
    total: int


class GameState(BaseModel):
    schema_version: int = SCHEMA_VERSION
    ruleset: Ruleset
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
    _attacker: int | None = PrivateAttr(default=None)  # uid of the carnivore whose attack is being judged

    @property
    def cards(self) -> tuple[cards.Card, ...]:
        return cards.deck(self.ruleset.deck)


def log(state: GameState, kind: str, player: int | None = None, secret: tuple[str, ...] = (), **data: Any) -> None:
    """Append an event to the log; ``secret`` names the data keys only ``player`` may see."""
    state.log.append(Event(kind=kind, round=state.round, player=player, data=data, secret=list(secret)))
