"""The state's plain records: ``clone`` copies every field, ``to_dict`` is the whole state."""

from __future__ import annotations

import json

from evolution.core.records import Record
from evolution.games.evolution import engine as E
from evolution.games.evolution import models as M
from evolution.games.evolution.events import Event
from evolution.games.evolution.models import GameState, LeafEffect, Options, Planning, Player, Score, Snapshot

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
    copy = E.clone(state)
    for original, cloned in [(state, copy), (state.players[1], copy.players[1]),
                             (state.players[1].species[0], copy.players[1].species[0]),
                             (state.players[1].species[0].traits[1], copy.players[1].species[0].traits[1])]:
        assert type(cloned) is type(original)
        for slot in type(original).__slots__:  # a slot clone did not set raises AttributeError here
            value = getattr(cloned, slot)
            if slot != "log":
                assert value == getattr(original, slot), slot
            if isinstance(value, list):
                assert value is not getattr(original, slot), f"{slot} is shared with the original"
    assert copy.log == [] and state.log
    assert copy.to_dict() == {**state.to_dict(), "log": []}


def test_every_record_field_is_a_slot():
    """``FIELDS`` (to_dict, equality) and ``__slots__`` agree; GameState derives rules and cards from options."""
    for cls in (M.TraitCard, M.Species, Player, Snapshot, Planning, LeafEffect, Score, Event):
        assert set(cls.__slots__) == set(cls.FIELDS), cls
    assert set(GameState.__slots__) == set(GameState.FIELDS) - {"options"} | {"_options", "rules", "cards"}


def test_to_dict_is_plain_json_data_and_follows_options():
    state = game(players=4, seed=2)
    play_round(state)
    data = state.to_dict()
    without_log = {k: v for k, v in data.items() if k != "log"}
    assert json.loads(json.dumps(without_log)) == without_log  # plain data (event data may have int keys)
    assert json.dumps(data["log"]) and data["log"][0] == {**state.log[0].to_dict(), "secret": []}
    assert data["options"] == state.options.model_dump() and isinstance(data["players"][0], dict)
    state.options = Options(ruleset="bsw", players=4, seed=2)
    assert state.rules.id == "bsw" and len(state.cards) == 110
    assert isinstance(state, Record)
