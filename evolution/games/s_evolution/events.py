"""The game log: one record class per kind of event (``core.events``), each with its data and its
words (``line``: the catalogue's ``log.<key>`` and its fields).

Some data is secret: a hand drawn is seen by its owner only, by nobody when blind, by everyone
else too when face up (Obscurantism, Invasion). ``secret`` names those fields and ``seen_by`` the
players who may see them (``view.visible_log`` applies it).
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from ...core.events import Event, log
from ...core.events import Words as CoreWords  # (each game's Words extends it)
from ...core.messages import grammar, roman
from ...core.records import record
from .cards import card
from .text import building_name, calamity_effect, card_name, resources, say, suit_name, suits_of, word
from .words import CALAMITY_NAMES

__all__ = ["Event", "log", "SEvent", "Words", "describe", "said"]

Line = tuple[str, dict[str, Any]]


class Words(CoreWords):
    """``core.events.Words`` with each deck colour's seat (``decks``), to name a card's owner by their name."""

    __slots__ = ("decks",)

    def __init__(self, names: list[str], lang: str, decks: dict[str, int] | None = None):
        super().__init__(names, lang)
        self.decks = decks or {}

    def owner(self, cid: str) -> str | None:
        """The name of the seat whose deck card ``cid`` comes from (None when unknown)."""
        seat = self.decks.get(card(cid).deck)
        return self.names[seat] if seat is not None and seat < len(self.names) else None

    def say(self, key: str, /, **params: Any) -> str:
        return say(key, self.lang, **params)


def describe(event: SEvent, names: list[str], lang: str = "en", decks: dict[str, int] | None = None) -> str:
    """One log line, in the words the event's class gives it (``events.py``)."""
    return said(event, Words(names, lang, decks))


def said(event: SEvent, w: Words) -> str:
    key, fields = event.line(w)
    return w.say("log." + key, who=w.who(event.player), round=event.round, **fields)


@record(kw_only=True)
class SEvent(Event):
    """An event of S-Evolution: a log line in words."""

    def line(self, w: Words) -> Line:
        """The catalogue key's suffix (``log.<key>``) and the line's fields beyond round (and who)."""
        return self.kind, {}

    def hides_from(self, player: int | None) -> bool:
        """Whether ``player`` may not read the ``secret`` fields."""
        return False


# --- The round -------------------------------------------------------------------------------------

@record(kw_only=True)
class Setup(SEvent):
    kind = "setup"
    players: int

    def line(self, w: Words) -> Line:
        return self.kind, {"players": self.players}


@record(kw_only=True)
class Round(SEvent):
    """A round begins (``player``: its leader)."""

    kind = "round"


@record(kw_only=True)
class Deal(SEvent):
    kind = "deal"
    secret = ("cards",)
    seen_by: list[int] = field(default_factory=list)  # who may see the cards drawn
    cards: list[str] | None = None
    count: int
    discovery: str | None
    replaced: int
    blind: bool
    open: bool

    def hides_from(self, player: int | None) -> bool:
        return player not in self.seen_by

    def line(self, w: Words) -> Line:
        lang, cards = w.lang, self.cards
        return self.kind, {
            "count": self.count,
            "cards": grammar(lang).colon + ", ".join(card_name(c, lang) for c in cards) if cards else "",
            "how": w.say("phrase.face_down") if self.blind else w.say("phrase.face_up") if self.open else "",
            "discovery": w.say("phrase.discovery", card=card_name(self.discovery, lang)) if self.discovery else "",
            "replaced": w.say("phrase.replaced", n=self.replaced) if self.replaced else ""}


@record(kw_only=True)
class Trump(SEvent):
    kind = "trump"
    suit: str

    def line(self, w: Words) -> Line:
        return self.kind, {"suit": suit_name(self.suit, w.lang)}


@record(kw_only=True)
class Play(SEvent):
    kind = "play"
    card: str
    blind: bool = False

    def line(self, w: Words) -> Line:
        return self.kind, {"card": card_name(self.card, w.lang), "blind": w.say("phrase.blind") if self.blind else ""}


@record(kw_only=True)
class Take(Play):
    """A card taken from the trick: from another seat's deck, the line names whose."""

    kind = "take"

    def line(self, w: Words) -> Line:
        key, fields = Play.line(self, w)
        owner = w.owner(self.card)
        if owner is not None and owner != w.who(self.player):
            return "take_from", {**fields, "owner": owner}
        return key, fields


@record(kw_only=True)
class DiscoveryUp(Play):
    kind = "discovery_up"


@record(kw_only=True)
class TrickWon(SEvent):
    """A trick's end (``player``: who leads the next; ``won``: False for a trick of Discoveries only)."""

    kind = "trick_won"
    won: bool
    last: int

    def line(self, w: Words) -> Line:
        return self.kind if self.won else "trick_discoveries", {}


@record(kw_only=True)
class ActionPhase(SEvent):
    kind = "action_phase"


@record(kw_only=True)
class RoundEnd(SEvent):
    kind = "round_end"


@record(kw_only=True)
class Sets(SEvent):
    kind = "sets"
    points: dict[str, int]
    score: int

    def line(self, w: Words) -> Line:
        return self.kind, {"points": sum(self.points.values()), "score": self.score}


@record(kw_only=True)
class GameOver(SEvent):
    kind = "game_over"
    scores: list[int]


# --- The action phase ------------------------------------------------------------------------------

@record(kw_only=True)
class Choice(SEvent):
    """What a player's cards give, chosen: resources lost or a Joker's, or a worker removed."""

    kind = "choice"
    choice: dict[str, Any]  # the move without its player (actions.Lose, Joker or Remove)

    def line(self, w: Words) -> Line:
        choice = self.choice
        if choice["kind"] == "remove":
            return "remove_choice", {"building": building_name(choice["building"], w.lang)}
        return choice["kind"], {"res": suits_of(list(choice["res"]), w.lang),
                                "card": card_name(choice["card"], w.lang) if choice.get("card") else ""}


@record(kw_only=True)
class Collect(SEvent):
    kind = "collect"
    cards: dict[str, int]
    production: dict[str, int]
    capped: dict[str, int]
    stock: dict[str, int]

    def line(self, w: Words) -> Line:
        lang = w.lang
        return self.kind, {"cards": resources(self.cards, lang), "production": resources(self.production, lang),
                           "capped": w.say("phrase.capped", res=resources(self.capped, lang)) if self.capped else "",
                           "stock": resources(self.stock, lang)}


@record(kw_only=True)
class Calamity(SEvent):
    """A calamity taken: ``effect`` "shielded", or "struck" with what it did (resources lost, the
    population and the worker removed, the age)."""

    kind = "calamity"
    calamity: str
    card: str
    effect: str
    lost: list[str] | None = None
    pop: int | None = None
    removed: str | None = None
    age: int | None = None

    def line(self, w: Words) -> Line:
        return "shielded" if self.effect == "shielded" else "struck", {
            "calamity": word(CALAMITY_NAMES[self.calamity], w.lang),
            "effect": calamity_effect(self.calamity, w.lang, self.lost, self.pop, self.removed, self.age)}


@record(kw_only=True)
class Commerce(SEvent):
    kind = "commerce"
    give: str
    get: str

    def line(self, w: Words) -> Line:
        return self.kind, {"give": suit_name(self.give, w.lang), "get": suit_name(self.get, w.lang)}


@record(kw_only=True)
class Needs(SEvent):
    kind = "needs"
    paid: dict[str, int]
    short: dict[str, int]
    score: int

    def line(self, w: Words) -> Line:
        lang = w.lang
        return self.kind, {"paid": resources(self.paid, lang),
                           "short": w.say("phrase.short", res=resources(self.short, lang)) if self.short else "",
                           "score": self.score}


@record(kw_only=True)
class Down(SEvent):
    kind = "down"
    age: int
    turned: str | None

    def line(self, w: Words) -> Line:
        turned = w.say("phrase.turned", card=card_name(self.turned, w.lang)) if self.turned else ""
        return self.kind, {"age": roman(self.age), "turned": turned}


@record(kw_only=True)
class Up(SEvent):
    kind = "up"
    age: int

    def line(self, w: Words) -> Line:
        return self.kind, {"age": roman(self.age)}


@record(kw_only=True)
class Stay(Up):
    kind = "stay"


@record(kw_only=True)
class BuyAge(Up):
    kind = "buy_age"


@record(kw_only=True)
class BuyPop(SEvent):
    kind = "buy_pop"
    pop: int

    def line(self, w: Words) -> Line:
        return self.kind, {"pop": self.pop}


@record(kw_only=True)
class PopLost(BuyPop):
    kind = "pop_lost"
    must_remove: bool


@record(kw_only=True)
class Worker(SEvent):
    kind = "worker"
    building: str
    level: int
    cost: int
    suit: str

    def line(self, w: Words) -> Line:
        return self.kind, {"building": building_name(self.building, w.lang), "level": self.level, "cost": self.cost,
                           "suit": suit_name(self.suit, w.lang)}


@record(kw_only=True)
class Remove(SEvent):
    kind = "remove"
    building: str
    forced: bool

    def line(self, w: Words) -> Line:
        return self.kind, {"building": building_name(self.building, w.lang), "level": None, "cost": None, "suit": ""}


@record(kw_only=True)
class End(SEvent):
    kind = "end"


KINDS: dict[str, type[SEvent]] = {cls.kind: cls for cls in (
    Setup, Round, Deal, Trump, Play, Take, DiscoveryUp, TrickWon, ActionPhase, RoundEnd, Sets, GameOver, Choice, Collect,
    Calamity, Commerce, Needs, Down, Up, Stay, BuyAge, BuyPop, PopLost, Worker, Remove, End)}
"""Every kind of event, by its name."""
