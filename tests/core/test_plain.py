"""The plain records (evolution/core/plain.py) and pydantic accept and refuse the same inputs.

The page starts a game before pydantic is loaded: the options, the New game form's record and a new
game's save are checked by plain code then, and pydantic reads everything else (saves, links, moves).
Here, on the decoders' fuzz corpus (tests/core/test_decode_properties.py: near misses and any JSON)
and on the moves of random games and of the scenarios:

- the options: the plain check (the record's constructor) and pydantic (the pydantic model the site
  had before, kept here as the reference, and pydantic over the plain class) give the same verdict
  on every well-typed input, and ``Game.options`` (plain first, then pydantic for what the plain check
  does not take as it is, such as ``"4"`` for 4) gives pydantic's verdict on every input;
- ``GameConfig`` and ``save.new_save``: the plain path takes only what pydantic's models take, and
  gives the same record; whatever it refuses, pydantic's model refuses with the error it always did;
- the moves and the saves: the plain readers (``core.plain.read_one_of``, ``save._plain_record``) and
  pydantic read every move the engines make (in random games and in the scenarios' positions) and
  every save of them back into an equal record; with any field changed to a corpus value, what the
  plain reader takes pydantic takes alike, and ``Game.move`` gives pydantic's verdict.
"""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, model_validator

from evolution.core.bots import RandomBot, play_out
from evolution.core.registry import get_game
from evolution.core.plain import read_one_of
from evolution.core.save import _model_save, _plain_record, _plain_save, new_save
from evolution.core.save_models import GameConfigModel
from evolution.core.session import GameConfig
from evolution.games.evolution import actions as evolution_actions
from evolution.games.evolution.options import Options as EvolutionOptions
from evolution.games.evolution.rules import RULESETS
from evolution.games.s_evolution import actions as s_evolution_actions
from evolution.games.s_evolution.models import Options as SEvolutionOptions
from tests.core.test_decode_properties import SETTINGS, VALUES

ROOT = Path(__file__).resolve().parents[2]


class EvolutionOptionsBefore(BaseModel):
    """Evolution's options as the pydantic model of commit df4a9fc (the reference)."""

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
                data = {**data, "quick_play": True}
        return data

    @model_validator(mode="after")
    def _check(self) -> EvolutionOptionsBefore:
        if self.ruleset not in RULESETS:
            raise ValueError("unknown ruleset")
        low, high = RULESETS[self.ruleset].players
        if not low <= self.players <= high:
            raise ValueError("wrong table size")
        return self


class SEvolutionOptionsBefore(BaseModel):
    """S-Evolution's options as the pydantic model of commit df4a9fc (the reference)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    players: int = Field(ge=2, le=4)
    seed: int = Field(ge=0, lt=2**63)


CASES = [("evolution", EvolutionOptions, EvolutionOptionsBefore), ("s-evolution", SEvolutionOptions, SEvolutionOptionsBefore)]
KEYS = st.sampled_from(["ruleset", "players", "quick_play", "seed", "deck", ""])
WELL_TYPED = {"ruleset": st.sampled_from([*RULESETS, "chess", "", "x" * 21]), "players": st.integers(-1, 8),
              "quick_play": st.booleans(), "seed": st.sampled_from([0, 1, 2**62, 2**63 - 1, 2**63, -1])}


def verdict(read, data) -> tuple[bool, Any]:
    """(accepted, the record as a dict) or (refused, None)."""
    try:
        return True, read(data).model_dump()
    except (ValueError, TypeError):  # (pydantic's ValidationError is a ValueError)
        return False, None


def plain_verdict(cls, data) -> tuple[bool, Any]:
    return verdict(lambda d: cls(**d), data) if type(data) is dict and all(type(k) is str for k in data) else (False, None)


@pytest.mark.parametrize("game_id,plain,before", CASES)
@SETTINGS
@given(data=st.dictionaries(KEYS, VALUES, max_size=5))
def test_options_any_input_the_game_reads_as_pydantic_did(game_id, plain, before, data):
    game = get_game(game_id)
    expected = verdict(before.model_validate, data)
    assert verdict(game.options, data) == expected
    assert verdict(TypeAdapter(plain).validate_python, data) == expected
    accepted, record = plain_verdict(plain, data)
    assert not accepted or (accepted, record) == expected  # the plain check takes only what pydantic takes


@pytest.mark.parametrize("game_id,plain,before", CASES)
@SETTINGS
@given(data=st.fixed_dictionaries({}, optional=WELL_TYPED))
def test_options_well_typed_the_plain_check_and_pydantic_agree(game_id, plain, before, data):
    if game_id == "s-evolution":
        data = {k: v for k, v in data.items() if k in ("players", "seed")}
    assert plain_verdict(plain, data) == verdict(before.model_validate, data)


SEATS = st.lists(st.fixed_dictionaries({"name": st.sampled_from(["Ana", " Bo ", "", " ", "x" * 41, "a\u202eb", "Zoë"])},
                                       optional={"bot": st.sampled_from([None, "easy", "hard", "chess", "x" * 21])})
                 | VALUES, max_size=9)


@SETTINGS
@given(game=st.sampled_from(["evolution", "s-evolution"]) | VALUES, options=st.dictionaries(KEYS, VALUES, max_size=3) | VALUES,
       seats=SEATS | VALUES, seed=st.sampled_from([None, 0, 5, 2**63, -1, "7", True]))
@example(game="evolution", options=None, seats=[{"name": "Ana"}], seed=None)  # (None is not "no options")
@example(game=None, options={}, seats=[{"name": "Ana"}], seed=None)
def test_the_new_game_form_is_read_as_pydantic_reads_it(game, options, seats, seed):
    data = {"game": game, "options": options, "seats": seats, "seed": seed}
    try:
        model = GameConfigModel.model_validate(data)
        expected = (model.game, model.options, [(s.name, s.bot) for s in model.seats], model.seed)
    except ValidationError:
        expected = None
    try:
        config = GameConfig(**data)
        got = (config.game, config.options, [(s.name, s.bot) for s in config.seats], config.seed)
    except ValidationError:
        got = None
    assert got == expected


@SETTINGS
@given(game=st.sampled_from(["evolution", "s-evolution"]) | VALUES, options=st.dictionaries(KEYS, VALUES, max_size=4),
       players=st.integers(1, 5), seats=SEATS)
def test_a_new_games_save_is_read_as_pydantic_reads_it(game, options, players, seats):
    record = {"game": game, "options": {**options, "players": players, "seed": 3}, "seats": seats}
    plain = _plain_save(record)
    try:
        expected = _model_save(record).model_dump()
    except (ValueError, LookupError):  # (a ValidationError, UnknownGame)
        expected = None
    assert plain is None or plain.model_dump() == expected  # what the plain path takes, pydantic takes alike
    try:
        got = new_save(record).model_dump()
    except (ValueError, LookupError):
        got = None
    assert got == expected


def _moves_of_random_games(game_id: str, games: int = 3) -> list:
    game, moves = get_game(game_id), []
    for seed in range(games):
        options = game.options({"players": 2 + seed % 2, "seed": seed})
        state = game.new_game(options)
        bots = {p: RandomBot(seed * 10 + p) for p in range(options.players)}
        play_out(game, state, bots, on_move=lambda obs, action, seconds: moves.append(action))
    return moves


def _reads_back(validator, move) -> None:
    data = move.model_dump(mode="json")
    assert read_one_of(_classes_of(move), data) == move  # the plain reader takes it
    assert validator.validate_python(data) == move
    assert validator.validate_json(json.dumps(data)) == move
    for field in data:
        if isinstance(data[field], int) and not isinstance(data[field], bool):
            with pytest.raises(ValidationError):
                validator.validate_python({**data, field: -1})  # every index and seat is >= 0
    with pytest.raises(ValidationError):
        validator.validate_python({**data, "extra": 1})


def _classes_of(move) -> tuple:
    return evolution_actions.ACTIONS if isinstance(move, evolution_actions.ACTIONS) else s_evolution_actions.ACTIONS


@pytest.fixture(scope="module")
def engine_moves() -> dict[str, list]:
    return {game_id: _moves_of_random_games(game_id) for game_id in ("evolution", "s-evolution")}


@pytest.mark.parametrize("game_id", ["evolution", "s-evolution"])
@SETTINGS
@given(pick=st.integers(0, 10**6), field=st.sampled_from(["player", "kind", "card", "species", "target", "side", "res",
                                                          "cards", "trait", "slot", "level", "suit", "x"]), value=VALUES)
def test_a_move_with_any_field_changed_is_read_as_pydantic_reads_it(engine_moves, game_id, pick, field, value):
    game = get_game(game_id)
    moves = engine_moves[game_id]
    data = {**moves[pick % len(moves)].model_dump(mode="json"), field: value}
    plain = read_one_of(game.plain_moves, data)
    try:
        expected = game.moves.validate_python(data)
    except ValidationError:
        expected = None
    assert plain is None or plain == expected  # the plain reader takes only what pydantic takes alike
    try:
        got = game.move(data)
    except ValidationError:
        got = None
    assert got == expected


@pytest.mark.parametrize("game_id", ["evolution", "s-evolution"])
@SETTINGS
@given(pick=st.integers(0, 10**6), field=st.sampled_from(["version", "game", "options", "seats", "moves", "check"]),
       value=VALUES, moves=st.integers(0, 30))
def test_a_save_with_any_field_changed_is_read_as_pydantic_reads_it(engine_moves, game_id, pick, field, value, moves):
    game = get_game(game_id)
    record = {"version": 3, "game": game_id, "options": {"players": 2, "seed": pick % 3},
              "seats": [{"name": "Ana", "bot": None}, {"name": "Bo", "bot": "random"}], "moves": []}
    state = game.new_game(game.options(record["options"]))
    for _ in range(moves):  # a real prefix of a game, so that the moves are legal and plainly right
        legal = game.legal_actions(state)
        if not legal:
            break
        move = legal[pick % len(legal)]
        record["moves"].append(move.model_dump(mode="json"))
        game.apply(state, move)
    assert _plain_record(record) is not None
    record = {**record, field: value}
    plain = _plain_record(record)
    try:
        expected = _model_save(record).model_dump()
    except (ValueError, LookupError):
        expected = None
    assert plain is None or plain.model_dump() == expected


@pytest.mark.parametrize("game_id,module", [("evolution", evolution_actions), ("s-evolution", s_evolution_actions)])
def test_every_move_the_engine_makes_reads_back_equal(game_id, module):
    moves = _moves_of_random_games(game_id)
    assert len({type(m) for m in moves}) >= 5
    for move in moves:
        _reads_back(module.validator(), move)


@pytest.mark.parametrize("game_id,module", [("evolution", evolution_actions), ("s-evolution", s_evolution_actions)])
def test_every_move_of_every_scenario_position_reads_back_equal(game_id, module):
    """The positions of the rules scenarios (tests/<game>/scenarios): every legal move of every seat."""
    game = get_game(game_id)
    harness = importlib.import_module(f"{type(game).__module__.rpartition('.')[0]}.scenario")
    folder = ROOT / "tests" / game.id.replace("-", "_") / "scenarios"
    seen = 0
    for path in sorted(folder.glob("*.json")):
        try:
            state = harness.build(harness.ScenarioIn.model_validate_json(path.read_text(encoding="utf-8")))
        except (ValueError, LookupError):
            continue  # (a scenario of malformed input)
        for p in range(len(state.players)):
            for move in game.legal_actions(state, p):
                _reads_back(module.validator(), move)
                seen += 1
    assert seen > 50
