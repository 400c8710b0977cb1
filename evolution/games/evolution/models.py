"""The game state: plain records (``core.records``), no rules. ``Options`` is the one pydantic
model here: it is the boundary (every save, link and new game validates it).

Rules live in ``engine`` (phases), ``feeding`` (takes, attacks, extinction) and ``traits``
(one class per trait). ``apply`` mutates a state in place, only after the action was checked.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ...core import rng
from ...core.records import Record
from . import cards
from .events import Event
from .rules import RULESETS, Rules

SCHEMA_VERSION = 1

Phase = Literal["food_card", "play_cards", "events", "leaf", "feeding", "over", "halted"]


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
                data = {**data, "quick_play": True}  # docs/rules.md §2: six players always use quick play
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


class TraitCard(Record):
    __slots__ = FIELDS = ("card", "face_up")

    def __init__(self, card: int, face_up: bool = True):
        self.card = card
        self.face_up = face_up


class Species(Record):
    __slots__ = FIELDS = ("uid", "size", "pop", "food", "fat", "traits", "avian", "upkeep")

    def __init__(self, uid: int, size: int = 1, pop: int = 1, food: int = 0, fat: int = 0,
                 traits: list[TraitCard] | None = None, avian: bool = False, upkeep: int = 0):
        self.uid = uid
        self.size = size
        self.pop = pop
        self.food = food  # population food only
        self.fat = fat
        self.traits = [] if traits is None else traits
        self.avian = avian  # Flight: an avian species (its Flight card among its traits)
        self.upkeep = upkeep  # Flight: upkeep food paid this round (up to body size), never scored


class Player(Record):
    __slots__ = FIELDS = ("hand", "species", "bag", "food_card", "done", "species_ever")

    def __init__(self, hand: list[int] | None = None, species: list[Species] | None = None, bag: int = 0,
                 food_card: int | None = None, done: bool = False, species_ever: list[int] | None = None):
        self.hand = [] if hand is None else hand
        self.species = [] if species is None else species
        self.bag = bag
        self.food_card = food_card  # face down on the watering hole until the reveal
        self.done = done  # phase 3: finished playing cards; phase 4: passed
        # the uids of every species the player ever had, in the order they got them: its letter is
        # its place here (A, B, C...), so a name never moves when others die or are born
        self.species_ever = [s.uid for s in self.species] if species_ever is None else species_ever


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


class Snapshot(Record):
    """What others saw of a player when blind quick-play planning began (docs/rules.md §8)."""

    __slots__ = FIELDS = ("species", "hand_size")

    def __init__(self, species: list[Species], hand_size: int):
        self.species = species
        self.hand_size = hand_size


class Planning(Record):
    """Blind quick-play planning (docs/rules.md §8): the table as it was when planning began."""

    __slots__ = FIELDS = ("players", "discard_size", "flight_supply_size")

    def __init__(self, players: list[Snapshot], discard_size: int, flight_supply_size: int = 0):
        self.players = players
        self.discard_size = discard_size
        self.flight_supply_size = flight_supply_size  # Flight: others' new avian species stay hidden too


class LeafEffect(Record):
    __slots__ = FIELDS = ("species", "trait")

    def __init__(self, species: int, trait: str):
        self.species = species  # uid
        self.trait = trait


class Score(Record):
    __slots__ = FIELDS = ("player", "food", "population", "traits", "total")

    def __init__(self, player: int, food: int, population: int, traits: int, total: int):
        self.player = player
        self.food = food
        self.population = population
        self.traits = traits
        self.total = total


class GameState(Record):
    """The whole game. ``rules`` and ``cards`` follow ``options`` (set with it, read in every step)."""

    FIELDS = ("schema_version", "options", "phase", "round", "first_player", "turn", "players", "deck", "discard",
              "set_aside", "watering_hole", "cliff", "flight_supply", "last_round", "next_uid", "random_draws",
              "negated", "negating", "leaf_pending", "planning", "sealed_from", "scores", "winners", "log",
              "halt_at_end_of_feeding")
    __slots__ = tuple(f for f in FIELDS if f != "options") + ("_options", "rules", "cards")

    def __init__(self, options: Options, players: list[Player], *, schema_version: int = SCHEMA_VERSION,
                 phase: Phase = "food_card", round: int = 1, first_player: int = 0, turn: int | None = None,
                 deck: list[int] | None = None, discard: list[int] | None = None,
                 set_aside: list[int] | None = None, watering_hole: int = 0, cliff: int = 0,
                 flight_supply: list[int] | None = None, last_round: int | None = None,
                 next_uid: int = 0, random_draws: int = 0, negated: list[str] | None = None,
                 negating: int | None = None, leaf_pending: list[LeafEffect] | None = None,
                 planning: Planning | None = None, sealed_from: int = 0, scores: list[Score] | None = None,
                 winners: list[int] | None = None, log: list[Event] | None = None,
                 halt_at_end_of_feeding: bool = False):
        self.schema_version = schema_version
        self.options = options
        self.phase = phase
        self.round = round
        self.first_player = first_player
        self.turn = turn  # whose turn in sequential steps (play cards, leaf, feeding)
        self.players = players
        self.deck = [] if deck is None else deck  # draw pile; the top card is the LAST element
        self.discard = [] if discard is None else discard
        self.set_aside = [] if set_aside is None else set_aside  # Flight: the end reserve
        self.watering_hole = watering_hole
        self.cliff = cliff  # Flight: plants only avian species take
        self.flight_supply = [] if flight_supply is None else flight_supply  # Flight cards not in play
        self.last_round = last_round  # number of the final round, once known (R-END1/R-END2)
        self.next_uid = next_uid
        self.random_draws = random_draws  # random events so far; with the seed this is the whole RNG state
        self.negated = [] if negated is None else negated  # Intelligence: trait names negated for the current attacker
        self.negating = negating  # uid of that attacker
        self.leaf_pending = [] if leaf_pending is None else leaf_pending  # the current player's unresolved leaf traits
        self.planning = planning  # quick play: what others may see while planning
        self.sealed_from = sealed_from  # log index where the current secret step began
        self.scores = [] if scores is None else scores
        self.winners = [] if winners is None else winners
        self.log = [] if log is None else log
        self.halt_at_end_of_feeding = halt_at_end_of_feeding  # scenario positions describe one feeding, not a game

    @property
    def options(self) -> Options:
        return self._options

    @options.setter
    def options(self, options: Options) -> None:
        self._options = options
        self.rules: Rules = RULESETS[options.ruleset]
        self.cards: tuple[cards.Card, ...] = cards.deck(self.rules.deck)

    def random(self):
        """A fresh generator for the next random event (the state keeps only seed + count)."""
        self.random_draws += 1
        return rng.generator("evolution", self._options.seed, self.random_draws)

    def shuffle(self, items: list) -> None:
        rng.shuffle(self.random(), items)
