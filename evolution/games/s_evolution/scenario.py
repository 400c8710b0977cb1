"""The rules-scenario harness for S-Evolution (the position format: docs/s-evolution.md, docs/scenarios.md).

    python -m evolution.scenario < position.json      (with "game": "s-evolution")

Reads a position and actions, plays them through the engine and prints the resulting position as
JSON, in the input's shape. A refused action is an answer (``error``, ``failed_action``, the
position before it); malformed input exits with status 2 and one line on stderr.

The harness knows every card, so unlike a player it names a blind player's card: it plays the
slot that holds it (S-BLIND-SLOT).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from ...core.messages import msg
from . import actions, economy, engine, tricks
from .actions import CARD_PATTERN, BuildingId, Suit
from .cards import by_age, card, colours, discovery, label
from .game import GAME
from .models import GameState, Options, PlayerState
from .rules import AGE_MAX, BUILDINGS, STOCK_MAX

CardId = Annotated[str, Field(pattern=CARD_PATTERN)]
STOCKS = {"food": "F", "tools": "T", "science": "S"}
FLAGS = ("blind", "open", "blind_next", "open_next", "bought_age")


class Malformed(ValueError):
    pass


class _In(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class ChoiceIn(_In):
    """A collect choice already given (the ``choices`` player key): an action without its player."""
    do: Literal["lose", "remove", "joker"]
    res: list[Suit] = []
    building: BuildingId | None = None
    card: CardId | None = None


class PlayerIn(_In):
    colour: Literal["R", "G", "B", "Y"] | None = None
    age: int = Field(default=1, ge=1, le=AGE_MAX)
    pop: int = Field(default=2, ge=1, le=6)
    food: int = Field(default=0, ge=0, le=STOCK_MAX)
    tools: int = Field(default=0, ge=0, le=STOCK_MAX)
    science: int = Field(default=0, ge=0, le=STOCK_MAX)
    score: int = 0
    buildings: dict[BuildingId, int] = {}
    hand: list[CardId] = []
    disc_up: list[CardId] = []
    disc_down: list[CardId] | None = None
    taken: list[CardId] = []
    deck: list[CardId] = []
    blind: bool = False
    open: bool = False
    blind_next: bool = False
    open_next: bool = False
    bought_age: bool = False
    choices: list[ChoiceIn] = []
    traded: int = Field(default=0, ge=0)
    met: list[Suit] | None = None

    @model_validator(mode="after")
    def _levels(self) -> PlayerIn:
        for b, level in self.buildings.items():
            if not 0 <= level <= BUILDINGS[b].top:
                raise ValueError(f"{b} has levels 1 to {BUILDINGS[b].top}, not {level}")
        return self


class ActionIn(_In):
    player: int = Field(ge=0)
    do: Literal["trump", "play", "take", "lose", "remove", "joker", "commerce", "needs", "up", "stay", "pop", "age",
                "worker", "end"]
    suit: str | None = None
    card: str | None = None
    res: list[str] | None = None
    building: str | None = None
    level: int | None = None
    give: str | None = Field(default=None, alias="from")
    get: str | None = Field(default=None, alias="to")


class ScenarioIn(_In):
    game: Literal["s-evolution"] = "s-evolution"
    round: int = Field(default=1, ge=1, le=6)
    phase: Literal["deal", "trump", "trick", "action", "over"] = "deal"
    leader: int = Field(default=0, ge=0)
    trump: Suit | None = None
    trick: list[tuple[int, CardId]] = []
    picked: list[tuple[int, CardId]] = []
    turn: int | None = Field(default=None, ge=0)
    first: int | None = Field(default=None, ge=0)
    step: Literal["collect", "commerce", "bonus", "manage"] = "collect"
    players: list[PlayerIn] = Field(min_length=2, max_length=4)
    actions: list[ActionIn] = []
    # documentation keys of scenario files, and keys of an output fed back in: ignored
    name: Any = None
    rule: Any = None
    why: Any = None
    expect: Any = None
    led: Any = None
    winner: Any = None
    legal: Any = None
    error: Any = None
    failed_action: Any = None


# --- Input -> state ------------------------------------------------------------------------

def _choice(p: int, c: ChoiceIn) -> actions.Lose | actions.Remove | actions.Joker:
    try:
        if c.do == "lose":
            return actions.Lose(player=p, res=tuple(c.res))
        if c.do == "remove":
            return actions.Remove(player=p, building=c.building)
        return actions.Joker(player=p, card=c.card, res=tuple(c.res))
    except ValidationError:
        raise Malformed(f"player {p + 1}: the choice {c.model_dump(exclude_none=True)} is incomplete") from None


def _player(sc: ScenarioIn, p: int, given: PlayerIn) -> PlayerState:
    colour = given.colour or colours()[p]
    player = PlayerState(
        colour=colour, age=given.age, pop=given.pop, score=given.score,
        stock={STOCKS[k]: getattr(given, k) for k in STOCKS},
        buildings={b: given.buildings.get(b, 0) for b in BUILDINGS},
        deck=list(given.deck), hand=list(given.hand), disc_up=by_age(given.disc_up), taken=list(given.taken),
        choices=[_choice(p, c) for c in given.choices], traded=given.traded, met=None if given.met is None else list(given.met),
        **{flag: getattr(given, flag) for flag in FLAGS})
    if sc.phase == "trick":
        for q, c in sc.picked:  # picked cards lie with their taker (listed there or not)
            if q == p and card(c).discovery and c not in player.disc_up:
                player.disc_up = by_age([*player.disc_up, c])
            elif q == p and not card(c).discovery and c not in player.taken:
                player.taken.append(c)
    if given.disc_down is not None:
        player.disc_down = by_age(given.disc_down)
    else:  # the player's own Discoveries of every age not placed elsewhere
        played = [c for q, c in sc.trick if q == p] if sc.phase == "trick" else []
        placed = {card(c).age for c in [*player.disc_up, *player.hand, *played] if card(c).discovery}
        player.disc_down = [discovery(colour, age) for age in range(1, AGE_MAX + 1) if age not in placed]
    return player


def build(sc: ScenarioIn) -> GameState:
    n = len(sc.players)
    for what, value in (("leader", sc.leader), ("turn", sc.turn), ("first", sc.first)):
        if value is not None and value >= n:
            raise Malformed(f"{what} must name one of the {n} players")
    if any(p >= n for p, _ in [*sc.trick, *sc.picked]):
        raise Malformed("trick and picked must name players of the position")
    state = GameState(options=Options(players=n, seed=0), round=sc.round, phase=sc.phase, leader=sc.leader,
                      trump=sc.trump, players=[_player(sc, p, given) for p, given in enumerate(sc.players)])
    if sc.phase == "trick":
        state.trick, state.picked = list(sc.trick), list(sc.picked)
    if sc.phase == "action":
        turn = sc.turn if sc.turn is not None else sc.first if sc.first is not None else 0
        state.turn, state.first, state.step = turn, sc.first if sc.first is not None else turn, sc.step
        if sc.step == "bonus":
            if state.players[turn].met is None:
                raise Malformed("a position at the bonus step needs the player's 'met' needs")
            economy.enter_bonus(state, turn)  # the bonus and penalties step begins: penalties apply
    elif sc.first is not None:
        state.first = sc.first
    if sc.phase == "over":
        state.winner = economy.final_winner(state)
    engine.advance(state)
    return state


# --- Actions ------------------------------------------------------------------------------------

def _need(a: ActionIn, *fields: str) -> None:
    for f in fields:
        if getattr(a, f) is None:
            raise Malformed(f"a '{a.do}' action needs '{ {'give': 'from', 'get': 'to'}.get(f, f)}'")


def move(state: GameState, a: ActionIn) -> actions.Action:
    """The engine move for a harness action (checked by the engine, not here)."""
    p, do = a.player, a.do
    fields = {"trump": ("suit",), "play": ("card",), "take": ("card",), "lose": ("res",), "remove": ("building",),
              "joker": ("card", "res"), "commerce": ("give", "get"), "worker": ("building", "level")}
    _need(a, *fields.get(do, ()))
    if do == "play" and p < len(state.players) and state.players[p].blind:
        hand = state.players[p].hand
        if a.card not in hand:
            raise engine.IllegalAction(msg("You have no {card} in hand", card=label(a.card)))
        return actions.PlayBlind(player=p, slot=hand.index(a.card))
    data: dict[str, Any] = {"player": p, "kind": do}
    if do == "trump":
        data["suit"] = a.suit
    elif do in ("play", "take"):
        data["card"] = a.card
    elif do == "lose":
        data["res"] = tuple(a.res)
    elif do == "remove":
        data["building"] = a.building
    elif do == "joker":
        data.update(card=a.card, res=tuple(a.res))
    elif do == "commerce":
        data.update(give=a.give, get=a.get)
    elif do == "worker":
        data.update(building=a.building, level=a.level)
    try:
        return actions.validator().validate_python(data)
    except ValidationError as exc:  # a move no rule allows (level 5, suit "X"): a refusal, not bad input
        err = exc.errors()[0]
        raise engine.IllegalAction(f"{'.'.join(map(str, err['loc'][1:])) or do}: {err['msg']}") from None


def play(state: GameState, steps: list[ActionIn]) -> tuple[int, str] | None:
    """Play the actions; on the first refusal stop (the engine left the position as it was)."""
    for i, a in enumerate(steps):
        try:
            GAME.apply(state, move(state, a))
        except engine.IllegalAction as exc:
            return i, str(exc)
    return None


# --- State -> output ------------------------------------------------------------------------------

def _choice_out(c) -> dict:
    out: dict[str, Any] = {"do": c.kind}
    if c.kind == "remove":
        out["building"] = c.building
    else:
        out.update({"card": c.card} if c.kind == "joker" else {}, res=list(c.res))
    return out


def action_out(state: GameState, a: actions.Action) -> dict:
    out: dict[str, Any] = {"player": a.player, "do": "play" if a.kind == "play_blind" else a.kind}
    if a.kind == "trump":
        out["suit"] = a.suit
    elif a.kind in ("play", "take"):
        out["card"] = a.card
    elif a.kind == "play_blind":
        out["card"] = state.players[a.player].hand[a.slot]
    elif a.kind in ("lose", "remove", "joker"):
        out.update({k: v for k, v in _choice_out(a).items() if k != "do"})
    elif a.kind == "commerce":
        out.update({"from": a.give, "to": a.get})
    elif a.kind == "worker":
        out.update(building=a.building, level=a.level)
    return out


def output(state: GameState) -> dict:
    players = [{
        "colour": p.colour, "age": p.age, "pop": p.pop,
        **{k: p.stock[s] for k, s in STOCKS.items()},
        "score": p.score, "buildings": dict(p.buildings), "hand": list(p.hand),
        "disc_up": by_age(p.disc_up), "disc_down": by_age(p.disc_down), "taken": list(p.taken), "deck": list(p.deck),
        **{flag: getattr(p, flag) for flag in FLAGS},
        "choices": [_choice_out(c) for c in p.choices], "traded": p.traded, "met": p.met,
    } for p in state.players]
    waiting = engine.to_move(state)
    return {
        "game": "s-evolution", "round": state.round, "phase": state.phase, "leader": state.leader,
        "trump": state.trump, "trick": [list(t) for t in state.trick], "picked": [list(t) for t in state.picked],
        "turn": waiting[0] if waiting else None, "first": state.first,
        "step": state.step if state.phase == "action" else None,
        "led": tricks.led_suit(state) if state.phase == "trick" else None,
        "winner": state.winner, "players": players,
        "legal": [action_out(state, a) for a in engine.legal_actions(state)],
    }


def run(text: str) -> dict:
    try:
        sc = ScenarioIn.model_validate_json(text)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(x) for x in err["loc"])
        raise Malformed(f"{where}: {err['msg']}" if where else err["msg"]) from None
    state = build(sc)
    refused = play(state, sc.actions)
    out = output(state)
    if refused is not None:
        out["error"], out["failed_action"] = refused[1], refused[0]
    return out
