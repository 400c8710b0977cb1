"""The game log: one record class per kind of event (``core.events``), each with its data, what a
player may not see of it (``secret``), its words (``line``: the catalogue's ``log.<key>`` and its
fields) and what the table shows of it besides (``facts``: the species it is about, an attack's
prey, where food came from, the seat that lost something; ``animation``: the page's)."""

from __future__ import annotations

from typing import Any

from ...core.events import Event, log
from ...core.events import Words as CoreWords  # (each game's Words extends it)
from ...core.messages import grammar, join_names
from ...core.records import record
from .cards import Card
from .catalogue import CATALOGUE
from .text import cause_word, trait_name, word

__all__ = ["Event", "log", "EvolutionEvent", "Words", "describe", "said"]

Line = tuple[str, dict[str, Any]]


class Words(CoreWords):
    """``core.events.Words`` with the game's cards and every species' letter by uid
    (``models.species_letters``, computed once per log)."""

    __slots__ = ("cards", "letters")

    def __init__(self, names: list[str], cards: tuple[Card, ...], letters: dict[int, str], lang: str):
        super().__init__(names, lang)
        self.cards, self.letters = cards, letters

    def letter(self, uid: int | None) -> str:
        return self.letters.get(uid, "?") if uid is not None else "?"

    def trait(self, name: str) -> str:
        return trait_name(name, self.lang)

    def word(self, key: str) -> str:
        return word(key, self.lang)

    def cause(self, cause: str) -> str:
        return cause_word(cause, self.lang)

    def say(self, key: str, /, **params: Any) -> str:
        return CATALOGUE.say(key, self.lang, **params)


def describe(event: EvolutionEvent, names: list[str], table: tuple[Card, ...], letters: dict[int, str],
             lang: str = "en") -> str:
    """One log line, in the words the event's class gives it (``events.py``)."""
    return said(event, Words(names, table, letters, lang))


def said(event: EvolutionEvent, w: Words) -> str:
    key, fields = event.line(w)
    return w.say("log." + key, who=w.who(event.player), round=event.round, sp=w.letter(event.species()), **fields)


@record(kw_only=True)
class EvolutionEvent(Event):
    """An event of Evolution: a log line in words, and the table's facts about it."""

    def line(self, w: Words) -> Line:
        """The catalogue key's suffix (``log.<key>``) and the line's fields beyond who, round and species."""
        return self.kind, {}

    def species(self) -> int | None:
        """The uid of the species the event is about (None: none)."""
        return None

    def facts(self) -> dict[str, Any]:
        """What a table shows of the event besides its words (the page's log line keys)."""
        return {}

    def hides(self) -> tuple[str, ...]:
        """The fields only the event's player may read now."""
        return self.secret


@record(kw_only=True)
class SpeciesEvent(EvolutionEvent):
    uid: int | None = None

    def species(self) -> int | None:
        return self.uid

    def facts(self) -> dict[str, Any]:
        return {"uid": self.uid}


@record(kw_only=True)
class LossEvent(SpeciesEvent):
    """A species' owner lost something (the table marks the line for that seat)."""

    def facts(self) -> dict[str, Any]:
        return {"uid": self.uid, "loss": self.player}


# --- The round ---------------------------------------------------------------------------------

@record(kw_only=True)
class Setup(EvolutionEvent):
    kind = "setup"
    players: int
    first_player: int
    set_aside: int
    quick_play: bool

    def line(self, w: Words) -> Line:
        return self.kind, {"players": self.players, "first": w.who(self.first_player)}


@record(kw_only=True)
class Round(EvolutionEvent):
    kind = "round"
    first_player: int
    last: bool

    def line(self, w: Words) -> Line:
        return "round_last" if self.last else self.kind, {"first": w.who(self.first_player)}


@record(kw_only=True)
class FreeSpecies(SpeciesEvent):
    kind = "free_species"


@record(kw_only=True)
class Draw(EvolutionEvent):
    kind = "draw"
    secret = ("cards",)
    count: int
    cards: list[int] | None = None

    def line(self, w: Words) -> Line:
        cards = self.cards
        return self.kind, {"count": self.count, "cards": grammar(w.lang).colon + ", ".join(
            w.trait(w.cards[c].trait) for c in cards) if cards else ""}


@record(kw_only=True)
class DeckEmpty(EvolutionEvent):
    """The deck ran out with no discard pile to shuffle (R-END1, R-END2)."""

    kind = "deck_empty"
    last_round: int | None

    def line(self, w: Words) -> Line:
        return self.kind, {"cards": None, "last": self.last_round}


@record(kw_only=True)
class Reshuffle(EvolutionEvent):
    """The discard pile became the deck, which makes this round or the next the last (R-END1, R-END2)."""

    kind = "reshuffle"
    cards: int
    last_round: int | None
    rule: str

    def line(self, w: Words) -> Line:
        return self.kind, {"cards": self.cards, "last": self.last_round}


@record(kw_only=True)
class Reserve(Reshuffle):
    """Flight: the set-aside reserve became the deck."""

    kind = "reserve"


@record(kw_only=True)
class GameOver(EvolutionEvent):
    kind = "game_over"
    winners: list[int]
    scores: list[dict[str, Any]]

    def line(self, w: Words) -> Line:
        return self.kind, {"winners": join_names([w.who(p) for p in self.winners], w.lang), "count": len(self.winners)}


# --- Playing cards -----------------------------------------------------------------------------

@record(kw_only=True)
class FoodCard(EvolutionEvent):
    kind = "food_card"
    secret = ("card",)
    card: int | None = None

    def line(self, w: Words) -> Line:
        card = self.card
        return self.kind, {"card": f" ({w.trait(w.cards[card].trait)} {w.cards[card].food:+d})" if card is not None else ""}


@record(kw_only=True)
class TraitPlayed(SpeciesEvent):
    """A trait played face down: its card is its player's until the traits are revealed."""

    kind = "trait_played"
    secret = ("card", "trait")
    card: int | None = None
    trait: str | None = None
    revealed: bool = False

    def line(self, w: Words) -> Line:
        return self.kind, {"trait": f" ({w.trait(self.trait)})" if self.trait is not None else ""}

    def hides(self) -> tuple[str, ...]:
        return () if self.revealed else self.secret


@record(kw_only=True)
class NewSpecies(SpeciesEvent):
    kind = "new_species"
    side: str
    card: int

    def line(self, w: Words) -> Line:
        return self.kind, {"side": w.word(self.side)}


@record(kw_only=True)
class NewAvian(SpeciesEvent):
    kind = "new_avian"
    side: str
    cards: list[int]

    def line(self, w: Words) -> Line:
        return self.kind, {"side": w.word(self.side)}


@record(kw_only=True)
class Size(SpeciesEvent):
    kind = "size"
    size: int
    card: int

    def line(self, w: Words) -> Line:
        return self.kind, {"size": self.size, "pop": None}


@record(kw_only=True)
class Pop(SpeciesEvent):
    """A population grown by a card."""

    kind = "pop"
    pop: int
    card: int | None = None

    def line(self, w: Words) -> Line:
        return self.kind, {"size": None, "pop": self.pop}


@record(kw_only=True)
class Fertile(Pop):
    kind = "fertile"


@record(kw_only=True)
class BroodParasite(Pop):
    kind = "brood_parasite"


@record(kw_only=True)
class TraitDiscarded(SpeciesEvent):
    kind = "trait_discarded"
    trait: str
    card: int
    fat_to_bag: int
    bag: int

    def line(self, w: Words) -> Line:
        return "trait_discarded_fat" if self.fat_to_bag else self.kind, {
            "trait": w.trait(self.trait), "fat": self.fat_to_bag, "bag": self.bag}


@record(kw_only=True)
class DonePlaying(EvolutionEvent):
    kind = "done_playing"


@record(kw_only=True)
class DoneEvents(EvolutionEvent):
    kind = "done_events"


@record(kw_only=True)
class TraitsRevealed(EvolutionEvent):
    kind = "traits_revealed"


@record(kw_only=True)
class PlayedEvent(SpeciesEvent):
    """Flight: an event card played (on one of its player's species, or none)."""

    kind = "event"
    card: int
    event: str

    def line(self, w: Words) -> Line:
        target = w.say("word.event_species", sp=w.letter(self.uid)) if self.uid is not None else ""
        return self.kind, {"event": w.trait(self.event), "target": target}


@record(kw_only=True)
class SeedDispersal(EvolutionEvent):
    kind = "seed_dispersal"
    plants: int
    watering_hole: int

    def line(self, w: Words) -> Line:
        return self.kind, {"plants": self.plants, "wh": self.watering_hole}


# --- Feeding ---------------------------------------------------------------------------------

@record(kw_only=True)
class FoodRevealed(EvolutionEvent):
    kind = "food_revealed"
    animation = "reveal_food"
    cards: dict[int, int]  # seat -> the food card it placed
    total: int
    watering_hole: int
    cliff: int

    def line(self, w: Words) -> Line:
        cards = ", ".join(w.say("word.card_of", who=w.who(int(p)), card=w.trait(w.cards[c].trait), food=w.cards[c].food)
                          for p, c in self.cards.items())
        return "food_revealed_cliff" if self.cliff else self.kind, {
            "cards": cards or w.word("none"), "total": self.total, "wh": self.watering_hole, "cliff": self.cliff}


@record(kw_only=True)
class FatUsed(SpeciesEvent):
    kind = "fat_used"
    amount: int

    def line(self, w: Words) -> Line:
        return self.kind, {"amount": self.amount, "fat_tissue": w.trait("Fat Tissue")}


@record(kw_only=True)
class Take(SpeciesEvent):
    """Food taken by a species: ``source`` where from, ``cause`` what made it eat (feeding, an attack,
    a trait), ``fat`` how much of it went to its fat."""

    kind = "take"
    food: str
    source: str
    amount: int
    cause: str
    fat: int

    def line(self, w: Words) -> Line:
        key = "take" if not self.fat else "take_fat" if self.fat == self.amount else "take_some_fat"
        return key, {"cause": w.cause(self.cause), "amount": self.amount, "food": w.say("food." + self.food, n=self.amount),
                     "source": w.word(self.source), "fat": self.fat, "fat_tissue": w.trait("Fat Tissue")}

    def facts(self) -> dict[str, Any]:
        return {"uid": self.uid, "source": self.source}

    def animation_key(self) -> str | None:
        """Food carried from a pile the table draws (the watering hole, the Cliff)."""
        return "carry_food" if self.source in ("watering_hole", "cliff") else None


@record(kw_only=True)
class Attack(SpeciesEvent):
    kind = "attack"
    animation = "attack"
    target: list[int]  # [owner, uid] of the prey
    negated: list[str]

    def line(self, w: Words) -> Line:
        owner, prey = self.target
        target = w.say("word.species_of", who=w.who(owner), sp=w.letter(prey))
        negated = w.say("word.negating", traits=", ".join(map(w.trait, self.negated))) if self.negated else ""
        return self.kind, {"target": target, "negated": negated}

    def facts(self) -> dict[str, Any]:
        return {"uid": self.uid, "target": self.target, "loss": self.target[0]}


@record(kw_only=True)
class Negate(SpeciesEvent):
    kind = "negate"
    trait: str
    card: int

    def line(self, w: Words) -> Line:
        return self.kind, {"trait": w.trait(self.trait)}


@record(kw_only=True)
class Intelligence(SpeciesEvent):
    kind = "intelligence"
    card: int


@record(kw_only=True)
class IntelligenceDone(EvolutionEvent):
    kind = "intelligence_done"


@record(kw_only=True)
class Pass(EvolutionEvent):
    kind = "pass"
    automatic: bool

    def line(self, w: Words) -> Line:
        return "pass_auto" if self.automatic else self.kind, {}


@record(kw_only=True)
class PopLost(LossEvent):
    kind = "pop_lost"
    animation = "drop_population"
    pop: int
    cause: str
    to_bag: int
    bag: int

    def line(self, w: Words) -> Line:
        return "pop_lost_bag" if self.to_bag else self.kind, {
            "cause": w.cause(self.cause), "pop": self.pop, "to_bag": self.to_bag, "bag": self.bag}


@record(kw_only=True)
class Extinct(LossEvent):
    kind = "extinct"
    traits: int
    to_bag: int
    bag: int

    def line(self, w: Words) -> Line:
        return "extinct_bag" if self.to_bag else self.kind, {"traits": self.traits, "to_bag": self.to_bag, "bag": self.bag}


@record(kw_only=True)
class Starve(LossEvent):
    kind = "starve"
    lost: int
    pop: int

    def line(self, w: Words) -> Line:
        return self.kind, {"pop": self.pop}


@record(kw_only=True)
class UpkeepReturned(EvolutionEvent):
    kind = "upkeep_returned"
    amount: int

    def line(self, w: Words) -> Line:
        return self.kind, {"amount": self.amount}


@record(kw_only=True)
class ToBag(EvolutionEvent):
    """Food eaten this round, to the bag."""

    kind = "to_bag"
    amount: int
    bag: int

    def line(self, w: Words) -> Line:
        return self.kind, {"amount": self.amount, "bag": self.bag}


@record(kw_only=True)
class FatToBag(ToBag):
    kind = "fat_to_bag"


KINDS: dict[str, type[EvolutionEvent]] = {cls.kind: cls for cls in (
    Setup, Round, FreeSpecies, Draw, DeckEmpty, Reshuffle, Reserve, GameOver, FoodCard, TraitPlayed, NewSpecies, NewAvian,
    Size, Pop, Fertile, BroodParasite, TraitDiscarded, DonePlaying, DoneEvents, TraitsRevealed, PlayedEvent, SeedDispersal,
    FoodRevealed, FatUsed, Take, Attack, Negate, Intelligence, IntelligenceDone, Pass, PopLost, Extinct, Starve,
    UpkeepReturned, ToBag, FatToBag)}
"""Every kind of event, by its name (tests/core/test_log_text.py says each in every language)."""
