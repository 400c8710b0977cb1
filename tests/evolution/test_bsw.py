"""The German 110-card edition (ruleset ``bsw``, docs/rules.md, Ruleset `bsw`) as a plug-in of the Evolution game:
what the scenarios (tests/evolution/scenarios/bsw-*.json) cannot show. Rule ids: docs/rules.md."""

from __future__ import annotations

import pytest

from evolution.core.bots import play_out
from evolution.core.save import Save, decode_link, encode_link, replay
from evolution.games.evolution import engine
from evolution.games.evolution.game import GAME
from evolution.games.evolution.ai.search import HardBot
from evolution.games.evolution.bots import make_bot
from evolution.games.evolution.options import Options, RulesetError
from evolution.games.evolution.view import view


def test_the_deck_has_110_cards_and_seats_two_to_five():
    """R-BSW-DECK"""
    state = engine.new_game(Options(ruleset="bsw", players=5, seed=1))
    assert len(state.cards) == 110 and state.rules.deck == "bsw_110"
    for players in (1, 6):
        with pytest.raises((RulesetError, ValueError)):
            Options(ruleset="bsw", players=players, seed=1)


def test_two_players_set_no_cards_aside_but_keep_two_traits():
    """R-BSW-2P: no 40-card removal; R-2P's two-trait limit still holds."""
    german = engine.new_game(Options(ruleset="bsw", players=2, seed=4))
    base = engine.new_game(Options(players=2, seed=4))
    assert german.set_aside == [] and len(base.set_aside) == 40
    assert view(german, 0).ruleset.max_traits == 2


def test_the_last_round_is_flagged_in_the_view():
    """R-BSW-BELL: the view says when the round is the last one (the page rings its bell)."""
    state = engine.new_game(Options(ruleset="bsw", players=3, seed=8))
    seen_last = []

    def watch(obs, action, seconds):
        seen_last.append((obs.view.round, obs.view.last_round))

    play_out(GAME, state, {p: make_bot("random", p) for p in range(3)}, on_move=watch)
    last = state.round
    assert any(flag for r, flag in seen_last if r == last)
    assert not any(flag for r, flag in seen_last if r < last)


@pytest.mark.parametrize("players", [2, 5])
def test_every_bot_level_plays_whole_games_legally(players):
    """Bots ask the rules (R-BSW-ATK, -INT, -DROP...), so each level plays the German edition."""
    levels = ["random", "greedy", "easy", "medium", "silly"]
    state = engine.new_game(Options(ruleset="bsw", players=players, seed=21 + players))
    bots = {p: make_bot(levels[p % len(levels)], p) for p in range(players)}
    moves = []

    def legal(obs, action, seconds):
        assert action in obs.legal
        moves.append(action)

    play_out(GAME, state, bots, on_move=legal)
    assert state.phase == "over" and state.winners
    save = Save(game="evolution", options=state.options, seats=[{"name": f"P{p}"} for p in range(players)],
                moves=moves)
    assert replay(save).to_dict() == state.to_dict()
    linked, linked_state = decode_link(encode_link(save))
    assert linked.options.ruleset == "bsw" and linked_state.to_dict() == state.to_dict()


def test_the_hard_bot_decides_under_the_german_rules():
    state = engine.new_game(Options(ruleset="bsw", players=2, seed=3))
    hard = HardBot(5, budget=None, iterations=2)
    for _ in range(6):
        p = engine.to_move(state)[0]
        obs = GAME.observation(state, p)
        action = hard.choose(obs)
        assert action in obs.legal
        GAME.apply(state, action)


@pytest.mark.parametrize("ruleset", ["bsw", "nsg2"])
def test_the_food_cards_are_revealed_before_the_leaf_traits_in_the_german_edition(ruleset):
    """R-BSW-REVEAL (R-LEAF in the base game): in whole games played by bots, each round's log shows
    the reveal before any leaf trait acts under ``bsw``, and after every one of them under ``nsg2``."""
    state = engine.new_game(Options(ruleset=ruleset, players=3, seed=5))
    play_out(GAME, state, {p: make_bot("medium", p) for p in range(3)})
    leaf_kinds = {"fertile", "fat_used"}
    checked = 0
    for round_ in range(1, state.round + 1):
        kinds = [e.kind for e in state.log if e.round == round_]
        if "food_revealed" not in kinds:
            continue
        reveal = kinds.index("food_revealed")
        long_necks = [i for i, e in enumerate(e for e in state.log if e.round == round_)
                      if e.kind == "take" and e.cause == "Long Neck"]
        leaf = [i for i, k in enumerate(kinds) if k in leaf_kinds] + long_necks
        checked += len(leaf)
        if ruleset == "bsw":
            assert all(i > reveal for i in leaf), kinds
        else:
            assert all(i < reveal for i in leaf), kinds
    assert checked, "no leaf trait acted in the whole game: pick another seed"
