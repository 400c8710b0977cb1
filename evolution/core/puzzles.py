"""Puzzles, for any game that has them (``Game.puzzle_rules``): a position in the game's scenario
format (docs/scenarios.md, docs/s-evolution.md), one goal the engine checks, a hint and the solution.

A game's puzzles are a data file inside its package, ``data/puzzles.json``, read and checked here by
pydantic (``PuzzleSet``). A puzzle names its goal (a kind of the game's and a number), its hint (a key
of the game's words), the ruling ids it is about, its position and its solution (moves in the
harness's format). Every text a player reads comes from the game's catalogue in en/fr/de: the goal
and hint by their keys, the solution as the engine words each of its moves.

A puzzle's position is built by the game's scenario harness (``start``). The game's puzzle rules (a
module of the game) give:
- ``outcome(state, goal, player) -> bool | None``: whether the goal is reached (None: not decided yet);
- ``harness_moves(state, action) -> list``: the engine's moves for one action of the harness's format;
- ``goal_text(goal, lang)``, ``hint_text(key, lang)``, ``describe(state, move, lang)``: words.

``solve`` searches a puzzle (every legal move of the solver, depth first, to a bound): the tests prove
with it that each puzzle can be solved and that not every first move solves it (docs/puzzles.md).
"""

from __future__ import annotations

import functools
import importlib
import json
import re
from importlib import resources
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from .game import Game

from .interfaces import IllegalAction
from .registry import get_game
from .messages import LANGUAGES, msg
from .save import Save, Seat
from .session import Session

SOLVER = 0  # the puzzles' player: the seat of the human (the others have no choice to make, or are bots)
MAX_PUZZLES = 200
PUZZLE_ID = r"^[a-z0-9][a-z0-9-]{0,39}$"


class _In(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Goal(_In):
    kind: str = Field(pattern=r"^[a-z_]{1,30}$")
    n: int | None = Field(default=None, ge=0, le=999)


class Puzzle(_In):
    id: str = Field(pattern=PUZZLE_ID)
    goal: Goal
    hint: str = Field(pattern=r"^[a-z_]{1,30}$")
    rulings: list[str] = Field(min_length=1, max_length=6)
    position: dict[str, Any]
    solution: list[dict[str, Any]] = Field(min_length=1, max_length=30)


class PuzzleSet(_In):
    game: str
    version: Literal[1] = 1
    puzzles: list[Puzzle] = Field(min_length=1, max_length=MAX_PUZZLES)


def _package(game: Game[Any, Any, Any]) -> str:
    return type(game).__module__.rsplit(".", 1)[0]


@functools.cache
def puzzle_set(game_id: str) -> PuzzleSet | None:
    """The game's puzzles, read from its package and checked (None: the game has none). A file that
    does not fit the model, names another game, repeats an id or cites a ruling the game does not
    define fails here, loudly: it is the site's own data."""
    game = get_game(game_id)
    if game.puzzle_rules() is None:
        return None
    text = resources.files(_package(game)).joinpath("data", "puzzles.json").read_text("utf-8")
    data = PuzzleSet.model_validate(json.loads(text))
    ids = [p.id for p in data.puzzles]
    if data.game != game_id or len(set(ids)) != len(ids):
        raise ValueError(f"{game_id}: the puzzles' file names another game or repeats an id")
    pattern = re.compile(game.rulings or r"(?!)")
    rules = game.puzzle_rules()
    for p in data.puzzles:
        if not all(pattern.fullmatch(r) for r in p.rulings):
            raise ValueError(f"{game_id}: puzzle {p.id} cites a ruling id the game does not have: {p.rulings}")
        if p.goal.kind not in rules.GOALS or (p.goal.n is None) != (p.goal.kind == "feed_all"):
            raise ValueError(f"{game_id}: puzzle {p.id} has no goal the game checks: {p.goal}")
    return data


def find(game_id: str, puzzle_id: str) -> Puzzle:
    data = puzzle_set(game_id)
    for p in data.puzzles if data else []:
        if p.id == puzzle_id:
            return p
    raise IllegalAction(msg("There is no such puzzle"))


def listing(game_id: str, lang: str = "en") -> list[dict[str, Any]]:
    """The game's puzzles as the Puzzles screen lists them: id, number, goal in words."""
    data = puzzle_set(game_id)
    rules = get_game(game_id).puzzle_rules()
    return [{"id": p.id, "n": k + 1, "goal": rules.goal_text(p.goal, lang)} for k, p in enumerate(data.puzzles if data else [])]


def start(game: Game[Any, Any, Any], position: dict[str, Any]) -> Any:
    """A puzzle's position (the scenario harness's format, without actions) as the state the game's
    harness module (``Game.harness``: its ``ScenarioIn`` and ``build``) makes of it."""
    if position.get("actions"):
        raise ValueError("a puzzle's position plays no actions: its solution does")
    scenario = importlib.import_module(game.harness)
    return scenario.build(scenario.ScenarioIn.model_validate(position))


def solution_moves(game: Game[Any, Any, Any], puzzle: Puzzle) -> tuple[Any, list[Any]]:
    """The engine's moves of the puzzle's solution, played from its position: (end state, moves)."""
    rules = game.puzzle_rules()
    state = start(game, puzzle.position)
    moves = []
    for step in puzzle.solution:
        for move in rules.harness_moves(state, step):
            game.apply(state, move)
            moves.append(move)
    return state, moves


def texts(game_id: str, puzzle: Puzzle) -> dict[str, Any]:
    """The puzzle's goal, hint and solution in every language (the solution: its moves in the engine's words)."""
    game = get_game(game_id)
    rules = game.puzzle_rules()
    out: dict[str, Any] = {"goal": {}, "hint": {}, "solution": {}}
    for lang in LANGUAGES:
        out["goal"][lang] = rules.goal_text(puzzle.goal, lang)
        out["hint"][lang] = rules.hint_text(puzzle.hint, lang)
        state, words = start(game, puzzle.position), []
        for step in puzzle.solution:
            for move in rules.harness_moves(state, step):
                words.append(rules.describe(state, move, lang))
                game.apply(state, move)
        out["solution"][lang] = words
    return out


class PuzzleSession(Session):
    """A puzzle played at the page: a session whose game starts from the puzzle's position rather than
    a new deal (undo replays from there too). Its save names the game, but its position is not a new
    game's: it is never autosaved or shared (the page keeps only which puzzles were solved)."""

    def __init__(self, game_id: str, puzzle: Puzzle, name: str, others: list[str]):
        self.puzzle, self.game_id = puzzle, game_id
        first = start(get_game(game_id), puzzle.position)
        self._start_state = first
        players = len(get_game(game_id).scores(first))
        seats = [Seat(name=name), *(Seat(name=others[(k - 1) % len(others)] if others else f"{k}", bot="easy")
                                    for k in range(1, players))]
        super().__init__(Save(game=game_id, options=first.options, seats=seats))

    def _new_state(self) -> Any:
        return self.game.clone(self._start_state)

    def outcome(self) -> bool | None:
        decided: bool | None = self.game.puzzle_rules().outcome(self.state, self.puzzle.goal, SOLVER)
        return decided

    # Once the goal is decided the puzzle is over: nobody moves on (a next round would need a deal).
    def humans_to_move(self) -> list[int]:
        return [] if self.outcome() is not None else super().humans_to_move()

    def bots_to_move(self) -> list[int]:
        return [] if self.outcome() is not None else super().bots_to_move()

    def table(self, viewer: int | None, lang: str = "en", log_from: int = 0) -> dict[str, Any]:
        out = super().table(viewer, lang, log_from)
        if self.outcome() is not None:
            out["legal"] = []
        return out

    def info(self, lang: str) -> dict[str, Any]:
        """The puzzle as the page shows it beside the table: its number, goal, hint, solution (each move
        in words) and outcome (None while undecided)."""
        data = puzzle_set(self.game_id)
        assert data is not None  # (the puzzle was found in it)
        words = texts(self.game_id, self.puzzle)
        return {"id": self.puzzle.id, "game": self.game_id, "n": data.puzzles.index(self.puzzle) + 1,
                "total": len(data.puzzles), "goal": words["goal"][lang], "hint": words["hint"][lang],
                "solution": words["solution"][lang], "rulings": list(self.puzzle.rulings), "outcome": self.outcome()}


def solve(game: Game[Any, Any, Any], state: Any, goal: Goal, budget: int = 200_000) -> dict[str, Any]:
    """Search every line of the solver's legal moves from ``state`` (the others must have no choice:
    a position where another seat decides is refused), depth first, up to ``budget`` positions.
    Returns {solvable, line (a winning line of moves), first: [(move, wins)] for each first move}."""
    rules = game.puzzle_rules()
    seen = [0]

    def wins(s: Any) -> list[Any] | None:
        seen[0] += 1
        if seen[0] > budget:
            raise RuntimeError("the puzzle's search passed its budget")
        decided = rules.outcome(s, goal, SOLVER)
        if decided is not None:
            return [] if decided else None
        movers = game.to_move(s)
        if movers != [SOLVER]:
            raise RuntimeError(f"a puzzle's position where {movers} decide(s): only the solver may")
        for move in game.legal_actions(s, SOLVER):
            after = game.clone(s)
            game.apply(after, move)
            line = wins(after)
            if line is not None:
                return [move, *line]
        return None

    first = []
    for move in game.legal_actions(state, SOLVER):
        after = game.clone(state)
        game.apply(after, move)
        first.append((move, wins(after) is not None))
    line = next(([m, *(wins(_after(game, state, m)) or [])] for m, ok in first if ok), None)
    return {"solvable": line is not None, "line": line, "first": first, "positions": seen[0]}


def _after(game: Game[Any, Any, Any], state: Any, move: Any) -> Any:
    after = game.clone(state)
    game.apply(after, move)
    return after
