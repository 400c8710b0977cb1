"""What a view hides, and that bots decide from the view alone."""

from __future__ import annotations

import json

import pytest

from evolution.games.evolution import engine
from evolution.games.evolution.game import GAME
from evolution.games.evolution.bots import Observation, make_bot
from evolution.core.bots import play_out
from evolution.games.evolution.options import Options
from evolution.games.evolution.view import view

SEED = 987_654_321_123


def mid_game(players: int, moves: int, quick_play: bool = False):
    state = engine.new_game(Options(players=players, seed=SEED, quick_play=quick_play))
    bots = {p: make_bot("greedy", p) for p in range(players)}
    for _ in range(moves):
        p = engine.to_move(state)[0]
        GAME.apply(state, bots[p].choose(Observation(state, p)))
    return state


def test_the_view_never_shows_the_seed():
    """The seed fixes every hidden card (deck order, hands, set-aside cards): no view may carry it."""
    state = mid_game(2, 30)
    for viewer in (0, 1, None):
        assert str(SEED) not in json.dumps(view(state, viewer, log_from=0).to_dict())


def test_others_hands_and_deck_order_are_hidden():
    state = mid_game(4, 25)
    v = view(state, 0)
    assert v.players[0].hand is not None
    assert all(p.hand is None and p.food_card is None for p in v.players[1:])
    assert "deck" not in v.to_dict() and v.deck_size == len(state.deck)



@pytest.mark.parametrize("level", ["random", "greedy"])
@pytest.mark.parametrize("moves", [3, 12, 20, 40, 90])
def test_a_bot_decides_the_same_whatever_it_cannot_see(level, moves):
    state = mid_game(3, moves)
    p = engine.to_move(state)[0]
    scrambled = GAME.redeal(state, p, moves)
    assert [q.hand for q in scrambled.players] != [q.hand for q in state.players] or scrambled.deck != state.deck
    assert view(scrambled, p) == view(state, p)
    a = make_bot(level, 5).choose(Observation(state, p))
    b = make_bot(level, 5).choose(Observation(scrambled, p))
    assert a == b


def test_bots_finish_a_game_alone():
    state = engine.new_game(Options(players=5, seed=3))
    play_out(GAME, state, {p: make_bot("greedy", p) for p in range(5)})
    assert state.phase == "over" and state.winners


def test_species_facts_are_read_from_the_traits_the_viewer_sees():
    """The table payload's ``species_facts`` (the page names no trait): Fat Tissue's store shows, a
    card discarded for an Intelligence carnivore makes any trait absent (R-INT), for a Flight one only
    some (R-FL-8); an opponent's face-down trait says nothing."""
    from .helpers import feeding, species
    state = engine.new_game(Options(ruleset="flight", players=2, seed=3))
    mine = [species(state, 1, traits=("Fat Tissue",)), species(state, 2, size=3, traits=("Carnivore", "Intelligence")),
            species(state, 3, size=2, traits=("Carnivore", "Flight"))]
    mine[2].avian = True
    theirs = [species(state, 4, traits=("Fat Tissue",))]
    theirs[0].traits[0].face_up = False
    feeding(state, [mine, theirs])
    table = GAME.table(state, 0, ["a", "b"], "en", 0)
    assert table["species_facts"] == [
        [{"stores_fat": True, "negation": None}, {"stores_fat": False, "negation": "all"},
         {"stores_fat": False, "negation": "some"}],
        [{"stores_fat": False, "negation": None}]]
    assert GAME.table(state, 1, ["a", "b"], "en", 0)["species_facts"][1] == [{"stores_fat": True, "negation": None}]
