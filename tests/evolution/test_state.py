"""The state's plain records: ``clone`` copies every field, ``to_dict`` is the whole state."""

from __future__ import annotations

import dataclasses
import json

from evolution.core.records import Record
from evolution.games.evolution import models
from evolution.games.evolution.events import KINDS
from evolution.games.evolution.models import GameState, LeafEffect, Planning, Player, Score, Snapshot
from evolution.games.evolution.options import Options

from .helpers import game, play_round, species


def _every_field_set(state: GameState) -> GameState:
    """A state where no field has its default value, so a field clone forgot would show."""
    state.players[1].species = [species(state, 50, size=3, pop=2, food=1, fat=1, traits=("Fat Tissue", "Climbing"))]
    state.players[1].species[0].traits[1].face_up = False
    state.players[1].food_card, state.players[1].done, state.players[1].bag = 7, True, 4
    state.phase, state.turn, state.round, state.first_player = "feeding", 1, 3, 2
    state.watering_hole, state.last_round, state.next_uid, state.sealed_from = 5, 4, 60, 2
    state.negated, state.negating = ["Horns"], 50
    state.leaf_pending = [LeafEffect(species=50, trait="Fat Tissue")]
    state.planning = Planning(players=[Snapshot(species=[], hand_size=2)], discard_size=9)
    state.scores = [Score(player=0, food=1, population=2, traits=3, total=6)]
    state.winners, state.halt_at_end_of_feeding, state.schema_version = [0], True, 1
    return state


def test_clone_copies_every_field_of_every_record():
    state = _every_field_set(game(players=3, seed=4))
    copy = state.clone()
    for original, cloned in [(state, copy), (state.players[1], copy.players[1]),
                             (state.players[1].species[0], copy.players[1].species[0]),
                             (state.players[1].species[0].traits[1], copy.players[1].species[0].traits[1])]:
        assert type(cloned) is type(original)
        for slot in type(original).__slots__:  # a slot clone did not set raises AttributeError here
            value = getattr(cloned, slot)
            if slot != "log":
                assert value == getattr(original, slot), slot
            if isinstance(value, (list, Record)) and slot != "planning":  # planning: never changed in place
                assert value is not getattr(original, slot), f"{slot} is shared with the original"
    assert copy.planning is state.planning and copy.rules is state.rules and copy.cards is state.cards
    assert copy.log == [] and state.log
    assert copy.to_dict() == {**state.to_dict(), "log": []}


def test_a_record_declares_each_field_once():
    """Records are slotted dataclasses: a field is one annotated line (no __dict__, no hand-written
    __init__); GameState's rules and cards are derived from options, not data."""
    for cls in (models.TraitCard, models.Species, Player, Snapshot, Planning, LeafEffect, Score, GameState):
        names = [f.name for f in dataclasses.fields(cls)]
        assert list(cls.__slots__) == names and not hasattr(cls(**_required(cls)), "__dict__"), cls
    for cls in KINDS.values():  # an event's fields: its kind's, after those of the classes it extends
        slots = [name for base in reversed(cls.__mro__) for name in base.__dict__.get("__slots__", ())]
        assert slots == [f.name for f in dataclasses.fields(cls)] and not hasattr(cls(**_required(cls)), "__dict__"), cls
    assert set(game(players=2, seed=1).to_dict()) == {f.name for f in dataclasses.fields(GameState)} - {"rules", "cards"}


def _required(cls) -> list:
    """Placeholder values for the fields a record requires (its construction is what is tested)."""
    needed = [f for f in dataclasses.fields(cls)
              if f.init and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING]
    return {f.name: Options(players=2, seed=0) if f.name == "options" else [] if f.name in ("players", "species")
            else 0 for f in needed}


def test_to_dict_is_plain_json_data_and_follows_options():
    state = game(players=4, seed=2)
    play_round(state)
    data = state.to_dict()
    without_log = {k: v for k, v in data.items() if k != "log"}
    assert json.loads(json.dumps(without_log)) == without_log  # plain data (event data may have int keys)
    assert json.dumps(data["log"]) and data["log"][0] == {"kind": "setup", **state.log[0].to_dict()}
    assert data["options"] == state.options.model_dump() and isinstance(data["players"][0], dict)
    german = GameState(options=Options(ruleset="bsw", players=4, seed=2), players=[Player() for _ in range(4)])
    assert german.rules.id == "bsw" and len(german.cards) == 110
    assert isinstance(state, Record)
