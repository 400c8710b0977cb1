"""Nim with a hidden card: the test fixture that proves a game is one package (tests only).

Two players take 1 to 3 stones in turn from one heap; whoever takes the last stone wins. Each
holds a secret card (1 to 3): once in the game, instead of taking, a player may show it and take
exactly that many stones. The heap's size and the cards come from the seed.

Only absolute imports of the core: the same package runs in CPython (``tests/conftest.py``
registers it) and in the browser test's site (``tests/browser/test_fixture_game.py`` adds it as
``evolution/games/nim``, with its page module ``nim.js``).
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from evolution.core.bots import RandomBot
from evolution.core.game import Game
from evolution.core.interfaces import Frame, IllegalAction, MalformedScenario
from evolution.core.registry import register


class Options(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    players: Literal[2] = 2
    seed: int = Field(ge=0, lt=2**63)


class Take(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["take"] = "take"
    player: int = Field(ge=0, le=1)
    stones: int = Field(ge=1, le=3)


class ShowCard(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["card"] = "card"
    player: int = Field(ge=0, le=1)


Move = Annotated[Take | ShowCard, Field(discriminator="kind")]


@dataclass
class State:
    stones: int
    cards: list[int]
    shown: list[bool] = field(default_factory=lambda: [False, False])
    turn: int = 0
    moves: int = 0
    winner: int | None = None
    log: list[dict[str, Any]] = field(default_factory=list)  # {player, stones, card}: a shown card is public


def why_illegal(state: State, move: Take | ShowCard) -> str | None:
    if state.winner is not None:
        return "The game is over"
    if move.player != state.turn:
        return "It is not your turn"
    if isinstance(move, ShowCard) and state.shown[move.player]:
        return "You have shown your card already"
    taken = state.cards[move.player] if isinstance(move, ShowCard) else move.stones
    return f"There are only {state.stones} stones left" if taken > state.stones else None


def legal(state: State, player: int | None = None) -> list[Take | ShowCard]:
    moves = [Take(player=state.turn, stones=n) for n in (1, 2, 3)] + [ShowCard(player=state.turn)]
    return [m for m in moves if why_illegal(state, m) is None and player in (None, state.turn)]


def play(state: State, move: Take | ShowCard) -> None:
    """A legal move's effect (``Game.apply`` checks it first and returns the log entries it adds)."""
    card = isinstance(move, ShowCard)
    taken = state.cards[move.player] if card else move.stones
    state.shown[move.player] |= card
    state.stones -= taken
    state.moves += 1
    state.log.append({"round": 1 + (state.moves - 1) // 2, "player": move.player, "stones": taken, "card": card})
    state.winner = move.player if state.stones == 0 else None
    state.turn = 1 - move.player


def view(state: State, player: int | None) -> dict[str, Any]:
    cards = [c if player == p or state.shown[p] else None for p, c in enumerate(state.cards)]
    return {"viewer": player, "stones": state.stones, "cards": cards, "shown": list(state.shown),
            "to_move": [] if state.winner is not None else [state.turn], "winner": state.winner,
            "log_size": len(state.log)}


def words(event: dict[str, Any], names: list[str]) -> str:
    how = "shows a card and takes" if event["card"] else "takes"
    return f"{names[event['player']]} {how} {event['stones']}"


class Observation:
    def __init__(self, state: State, player: int):
        self.player, self.legal, self.view = player, legal(state, player), view(state, player)


class Scenario(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: Literal["nim"] = "nim"
    stones: int = Field(ge=0, le=100)
    cards: tuple[Annotated[int, Field(ge=1, le=3)], Annotated[int, Field(ge=1, le=3)]]
    turn: int = Field(default=0, ge=0, le=1)
    actions: list[Move] = []


class Nim(Game[State, Take | ShowCard, Options]):
    id = "nim"
    names = {"en": "Nim", "fr": "Nim", "de": "Nim"}
    options_model = Options
    moves = TypeAdapter(Move)
    bot_levels = all_bots = ("random",)
    make_bot = staticmethod(lambda level, seed, budget=None, capped=False: RandomBot(seed))
    observation_type = Observation

    def describe(self, lang: str) -> dict[str, Any]:
        return {"id": self.id, "name": self.names[lang], "players": [2, 2], "bot_levels": ["random"], "options": []}

    def new_game(self, options: Options) -> State:
        rng = random.Random(f"nim:{options.seed}")
        return State(stones=rng.randrange(9, 16), cards=[rng.randrange(1, 4), rng.randrange(1, 4)])

    def to_move(self, state):
        return [] if state.winner is not None else [state.turn]

    legal_actions = staticmethod(legal)
    why_illegal = staticmethod(why_illegal)
    play = staticmethod(play)

    def advance(self, state):
        """Nothing happens between two moves of Nim."""

    def snapshot(self, state):
        return asdict(state)

    def redeal(self, state, player, seed):
        other = self.clone(state)
        for p in range(2):
            if p != player and not state.shown[p]:
                other.cards[p] = random.Random(seed).randrange(1, 4)
        return other

    def is_over(self, state):
        return state.winner is not None

    def winners(self, state):
        return [] if state.winner is None else [state.winner]

    def scores(self, state):
        return [int(state.winner == p) for p in range(2)]

    def view(self, state, player):
        return view(state, player)

    def visible_log(self, state, player):
        return list(state.log)

    def frame(self, state, viewer):
        return Frame(over=state.winner is not None, phase="play" if state.winner is None else "over", round=1 + state.moves // 2, last_round=state.stones <= 3,
                     to_move=self.to_move(state), viewer=viewer, log_size=len(state.log))

    def table(self, state, viewer, names, lang, log_from, open_hands=False):
        shown = view(state, viewer)
        if open_hands:
            shown["cards"] = list(state.cards)
        return {"view": shown,
                "legal": [m.model_dump() for m in legal(state, viewer)] if viewer is not None else [],
                "log": [{"round": e["round"], "kind": "move", "player": e["player"], "text": words(e, names)}
                        for e in state.log[log_from:]]}

    def undo_barrier(self, state):
        return tuple(state.shown)

    def summary(self, state):
        return {"round": 1 + state.moves // 2, "over": state.winner is not None, "winners": self.winners(state)}

    def log_lines(self, state, names, lang):
        return [words(e, names) for e in state.log]

    def help(self, options, lang):
        return [{"name": "Nim", "rule": "Take 1 to 3 stones, or show your card once to take that many."}]

    def hint(self, state, player, names, lang, seed):
        move = legal(state, player)[0]
        return {"action": move.model_dump(), "move": f"take {move.model_dump()}", "why": "a legal move"}

    def scenario(self, text: str) -> dict[str, Any]:
        try:
            sc = Scenario.model_validate_json(text)
        except ValueError as exc:
            raise MalformedScenario(str(exc).splitlines()[0]) from None
        state = State(stones=sc.stones, cards=list(sc.cards), turn=sc.turn)
        for k, move in enumerate(sc.actions):
            try:
                self.apply(state, move)
            except IllegalAction as exc:
                return {"error": str(exc), "failed_action": k, "stones": state.stones, "turn": state.turn}
        return {"stones": state.stones, "turn": state.turn, "winner": state.winner}


GAME = register(Nim())
