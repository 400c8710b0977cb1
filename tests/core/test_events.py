"""Typed log events (core/events.py): one record class per kind in each game, which owns its kind
(the payload's `kind`, the page's CSS class of the line), its words and its animation key (the
payload's `animation`). docs/adding-a-game.md, "the log"."""

from __future__ import annotations

import random

import pytest

from evolution.core.events import Event
from evolution.core.registry import get_game
from evolution.games.evolution import events as evolution_events
from evolution.games.s_evolution import events as s_events

KINDS = {"evolution": evolution_events.KINDS, "s-evolution": s_events.KINDS}


@pytest.mark.parametrize("game_id", KINDS)
def test_each_kind_is_one_class_and_every_logged_event_is_one_of_them(game_id):
    kinds = KINDS[game_id]
    assert all(cls.kind == kind and issubclass(cls, Event) for kind, cls in kinds.items())
    assert len({cls.kind for cls in kinds.values()}) == len(kinds)
    game = get_game(game_id)
    state = game.new_game(game.options({"players": 3, "seed": 7}))
    rng = random.Random(7)
    while not game.is_over(state):
        game.apply(state, rng.choice(game.legal_actions(state)))
    assert {type(e) for e in state.log} <= set(kinds.values())


@pytest.mark.parametrize("game_id, players, seed", [("evolution", 4, 3), ("evolution", 2, 11), ("s-evolution", 3, 2)])
def test_a_log_line_carries_its_events_kind_and_animation(game_id, players, seed):
    game = get_game(game_id)
    state = game.new_game(game.options({"players": players, "seed": seed}))
    rng = random.Random(seed)
    names = [f"P{p}" for p in range(players)]
    while not game.is_over(state):
        game.apply(state, rng.choice(game.legal_actions(state)))
    lines = game.payload(state, 0, names, "en", 0)["log"]
    events = game.visible_log(state, 0)
    assert [(line["kind"], line["animation"]) for line in lines] == [(e.kind, e.animation_key()) for e in events]
    animated = {line["animation"] for line in lines} - {None}
    if game_id == "evolution":
        assert {"reveal_food", "carry_food"} <= animated
    else:
        assert not animated


def test_food_is_carried_only_from_the_piles_the_table_draws():
    take = {"round": 1, "player": 0, "uid": 1, "food": "plant", "amount": 1, "cause": "feeding", "fat": 0}
    assert evolution_events.Take(source="watering_hole", **take).animation_key() == "carry_food"
    assert evolution_events.Take(source="cliff", **take).animation_key() == "carry_food"
    assert evolution_events.Take(source="bank", **take).animation_key() is None
    assert evolution_events.Attack.animation == "attack" and evolution_events.PopLost.animation == "drop_population"


def test_a_secret_is_left_out_for_the_others_and_kept_for_its_player():
    game = get_game("evolution")
    state = game.new_game(game.options({"players": 2, "seed": 5}))
    draw = next(e for e in state.log if e.kind == "draw" and e.player == 0)
    assert draw.cards and draw.hidden().cards is None and draw.hidden().count == draw.count
    mine = [e for e in game.visible_log(state, 0) if e.kind == "draw" and e.player == 0]
    theirs = [e for e in game.visible_log(state, 1) if e.kind == "draw" and e.player == 0]
    assert mine[0].cards == draw.cards and theirs[0].cards is None
