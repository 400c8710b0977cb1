"""The rules-scenario harness (docs/scenarios.md).

    python -m evolution.scenario < scenario.json

Reads a feeding-phase position and actions, plays them through the engine and prints the
resulting position as JSON. A refused action is an answer (``error``, ``failed_action``);
malformed input exits with status 2 and one line on stderr.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from . import actions
from . import engine
from . import feeding
from .cards import deck as deck_table
from .game import GAME
from .models import GameState, Player, Species, TraitCard
from .options import Options, RulesetError
from .rules import RULESETS


class Malformed(ValueError):
    pass


class _In(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SpeciesIn(_In):
    size: int = Field(ge=1)
    pop: int = Field(ge=0)
    food: int = Field(default=0, ge=0)
    fat: int = Field(default=0, ge=0)
    traits: list[str] = []
    avian: bool = False
    upkeep: int = Field(default=0, ge=0)


class PlayerIn(_In):
    hand: list[str] = []
    bag: int = Field(default=0, ge=0)
    species: list[SpeciesIn] = []


class ActionIn(_In):
    player: int | None = Field(default=None, ge=0)
    do: Literal["feed", "attack", "fat", "intelligence", "leaf", "pass", "end_feeding"]
    species: int | None = Field(default=None, ge=0)
    target: tuple[int, int] | None = None
    negate: list[str] = []
    cards: list[int] = []
    trait: str | None = None
    source: Literal["watering_hole", "cliff"] = "watering_hole"
    food: Literal["plant", "meat"] | None = None


class ScenarioIn(_In):
    ruleset: str = "nsg2"
    players: list[PlayerIn]
    first_player: int = Field(default=0, ge=0)
    turn: int | None = Field(default=None, ge=0)
    deck: list[str] | None = None
    watering_hole: int = Field(default=0, ge=0)
    cliff: int = Field(default=0, ge=0)
    food_cards: list[int] | None = None
    actions: list[ActionIn] = []
    # documentation keys of scenario files, ignored
    name: str | None = None
    rule: str | None = None
    why: str | None = None
    expect: dict | None = None


class _Cards:
    """Hands out card ids of the deck for trait names (and food values), unused ones first."""

    def __init__(self, deck_id: str):
        self.table = deck_table(deck_id)
        self.used: set[int] = set()

    def _pick(self, ok, what: str) -> int:
        matching = [i for i, c in enumerate(self.table) if ok(c)]
        if not matching:
            raise Malformed(f"no card in the deck for {what}")
        for i in matching:
            if i not in self.used:
                self.used.add(i)
                return i
        return matching[0]  # more copies than the deck has: reuse an id (positions need not conserve cards)

    def trait(self, name: str) -> int:
        return self._pick(lambda c: c.trait == name, f"trait {name!r}")

    def food(self, value: int) -> int:
        return self._pick(lambda c: c.food == value, f"food value {value}")


def build(sc: ScenarioIn) -> GameState:
    if sc.ruleset not in RULESETS:
        raise Malformed(f"the ruleset {sc.ruleset!r} is not available yet (available: {', '.join(RULESETS)})")
    options = Options(ruleset=sc.ruleset, players=len(sc.players), seed=0)
    n = len(sc.players)
    if sc.first_player >= n or (sc.turn is not None and sc.turn >= n):
        raise Malformed("first_player/turn must name a player")
    cards = _Cards(options.rules.deck)
    if sc.cliff and not options.rules.avian_cost:
        raise Malformed("the Cliff needs the flight ruleset")
    state = GameState(options=options, players=[], first_player=sc.first_player, watering_hole=sc.watering_hole,
                      cliff=sc.cliff, halt_at_end_of_feeding=True)
    for p in sc.players:
        row = []
        for s in p.species:
            if (s.avian or s.upkeep) and not options.rules.avian_cost:
                raise Malformed("avian species need the flight ruleset")
            if s.pop > 0 and s.food > s.pop:
                raise Malformed("a species cannot hold more food than its population")
            if s.upkeep > (s.size if s.avian else 0) or s.avian and s.food and s.upkeep < s.size:
                raise Malformed("upkeep goes up to an avian species' body size, before any population food")
            state.next_uid += 1
            row.append(Species(uid=state.next_uid, size=s.size, pop=s.pop, food=s.food, fat=s.fat,
                               traits=[TraitCard(card=cards.trait(t)) for t in s.traits], avian=s.avian,
                               upkeep=s.upkeep))
        state.players.append(Player(hand=[cards.trait(t) for t in p.hand], species=row, bag=p.bag))
    state.deck = [cards.trait(t) for t in reversed(sc.deck or [])]
    supplied = options.rules.supply_traits
    state.flight_supply = [c for c, card in enumerate(cards.table) if card.trait in supplied and c not in cards.used]
    if sc.food_cards is not None:
        if len(sc.food_cards) > n:
            raise Malformed("more food cards than players")
        for p, value in zip(engine.turn_order(state), sc.food_cards):
            state.players[p].food_card = cards.food(value)
        engine.begin_feeding_phase(state)  # in the ruleset's own order (R-BSW-REVEAL)
    else:
        state.phase = "feeding"
        state.turn = sc.first_player if sc.turn is None else sc.turn
    engine.advance(state)
    return state


def _without_shift(indexes: list[int]) -> list[int]:
    """Hand indexes given for the hand before any discard, as they are when discarded one by one."""
    out = []
    for k, i in enumerate(indexes):
        out.append(i - sum(1 for j in indexes[:k] if j < i))
    return out


def _engine_actions(state: GameState, a: ActionIn) -> list[actions.Action]:
    p = a.player
    if a.do == "attack":
        if a.species is None or a.target is None:
            raise Malformed("attack needs species and target")
        if len(a.negate) != len(a.cards):
            raise engine.IllegalAction("Intelligence: each negated trait costs one card from hand")
        negations = [actions.Negate(player=p, species=a.species, card=c, trait=t)
                     for c, t in zip(_without_shift(a.cards), a.negate)]
        return [*negations, actions.Attack(player=p, species=a.species, target=a.target)]
    if a.do == "intelligence":
        if not a.cards:
            raise engine.IllegalAction("Intelligence: discard at least one card")
        return [actions.Intelligence(player=p, species=a.species, card=c) for c in _without_shift(a.cards)]
    if a.do == "pass":
        return [actions.Pass(player=p)]
    if a.do == "leaf":
        choice = "meat" if a.food == "meat" else "cliff" if a.source == "cliff" else None
        if choice is None:
            return [actions.Leaf(player=p, species=a.species, trait=a.trait)]
        return [actions.LeafChoice(player=p, species=a.species, trait=a.trait, choice=choice)]
    if a.do == "feed":
        cls = actions.FeedCliff if a.source == "cliff" else actions.Feed
    else:
        cls = actions.StoreFatCliff if a.source == "cliff" else actions.StoreFat
    return [cls(player=p, species=a.species)]


def _leaf_already_resolved(state: GameState, a: ActionIn) -> bool:
    """A leaf order given for traits the engine resolved itself (their order did not matter)."""
    row = state.players[a.player].species if a.player < len(state.players) else []
    return a.species < len(row) and a.trait in feeding.names(state, row[a.species])


def _passed_already(state: GameState, player: int) -> bool:
    """R-PASS: this player passed (automatically, with no feeding move left) and takes no more turns."""
    return state.phase in ("feeding", "halted") and player < len(state.players) and state.players[player].done


def play(state: GameState, steps: list[ActionIn]) -> tuple[GameState, tuple[int, str] | None]:
    """Play the actions; on the first refusal keep the position before it and say why."""
    queue = list(steps)
    i = 0
    end_applied = False  # end of feeding applied
    while queue or state.phase == "leaf":
        if state.phase == "leaf" and not (queue and queue[0].do in ("leaf", "intelligence")):
            # Not given: leaf traits in the rulebook's reading order; R-BSW-INT's step before feeding unused.
            legal = engine.legal_actions(state)
            GAME.apply(state, next((m for m in legal if isinstance(m, actions.Leaf)), legal[-1]))
            continue
        a = queue.pop(0)
        if a.do != "end_feeding" and a.player is None:
            raise Malformed(f"action {i} has no player")
        if a.do in ("feed", "fat", "leaf", "intelligence", "attack") and a.species is None:
            raise Malformed(f"action {i} has no species")
        if a.do == "leaf" and a.trait is None:
            raise Malformed(f"action {i} has no trait")
        try:
            if a.do == "leaf" and state.phase != "leaf":
                if not _leaf_already_resolved(state, a):
                    raise engine.IllegalAction(f"No {a.trait} to resolve on that species")
            elif a.do == "pass" and _passed_already(state, a.player):
                pass  # the pass contract: a player who passed automatically may still say so
            elif a.do == "end_feeding":
                if end_applied or state.phase not in ("feeding", "halted"):
                    raise engine.IllegalAction("The end of feeding was already applied")
                engine.end_of_feeding(state)
                state.phase, state.turn, end_applied = "halted", None, True
            else:
                trial = state.clone()  # one harness action may be several engine moves: all or nothing
                for action in _engine_actions(trial, a):
                    GAME.apply(trial, action)
                state = trial
        except engine.IllegalAction as exc:
            return state, (i, str(exc))
        i += 1
    return state, None


def output(state: GameState) -> dict:
    table = state.cards
    players = [{
        "hand": [table[c].trait for c in p.hand],
        "bag": p.bag,
        "species": [{"size": s.size, "pop": s.pop, "food": s.food, "fat": s.fat,
                     "traits": [table[t.card].trait for t in s.traits], "avian": s.avian, "upkeep": s.upkeep}
                    for s in p.species],
    } for p in state.players]
    return {"ruleset": state.options.ruleset, "players": players, "first_player": state.first_player,
            "watering_hole": state.watering_hole, "cliff": state.cliff, "turn": state.turn, "legal": legal(state)}


def legal(state: GameState) -> list[dict]:
    out = []
    for a in engine.legal_actions(state):
        if isinstance(a, actions.Negate):
            continue  # Intelligence variants of attacks are left out
        d: dict = {"player": a.player, "do": a.kind}
        if isinstance(a, actions.Attack):
            d.update(species=a.species, target=list(a.target))
        elif isinstance(a, actions.Intelligence):
            d.update(species=a.species, cards=[a.card])
        elif isinstance(a, actions.LeafChoice):
            d.update(do="leaf", species=a.species, trait=a.trait)
            if a.choice == "meat":
                d["food"] = "meat"
            else:
                d["source"] = "cliff"
        elif isinstance(a, actions.Leaf):
            d.update(species=a.species, trait=a.trait)
        elif isinstance(a, (actions.Feed, actions.StoreFat)):
            d.update(do="feed" if isinstance(a, actions.Feed) else "fat", species=a.species)
            if a.source == "cliff":
                d["source"] = "cliff"
        elif hasattr(a, "species"):
            d["species"] = a.species
        out.append(d)
    return out


def run(text: str) -> dict:
    try:
        sc = ScenarioIn.model_validate_json(text)
        state = build(sc)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(x) for x in err["loc"])
        raise Malformed(f"{where}: {err['msg']}") from None
    except RulesetError as exc:
        raise Malformed(str(exc)) from None
    state, refused = play(state, sc.actions)
    out = output(state)
    if refused is not None:
        out["error"], out["failed_action"] = refused[1], refused[0]
    return out
