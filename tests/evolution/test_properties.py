"""Random games of every ruleset (hypothesis): Evolution's invariants after every move, its plausible
wrong moves refused (the rest of a random game's checks: the conformance driver, tests/core)."""

from __future__ import annotations

import os
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from evolution.games.evolution import actions
from evolution.games.evolution import engine
from evolution.games.evolution.game import GAME
from evolution.games.evolution.bots import Observation, make_bot
from evolution.games.evolution.engine import to_move
from evolution.games.evolution.feeding_phase import species_attacks
from evolution.games.evolution.models import GameState
from evolution.games.evolution.options import Options
from evolution.games.evolution.rules import RULESETS
from tests.core.conformance import check_replays, random_game
from tests.evolution import helpers

# 600 derandomized games in the test command (about 50 s); a longer run finds more:
# EVOLUTION_PROPERTY_GAMES=5000 .venv/bin/python -m pytest tests/evolution/test_properties.py
GAMES = int(os.environ.get("EVOLUTION_PROPERTY_GAMES", "600"))


def check_invariants(state: GameState) -> None:
    """Also Flight's: cards conserved with the end reserve (``set_aside``) and the Flight supply; avian
    species at most size 3, with their Flight card, upkeep up to their size and never scored."""
    table = state.cards
    everywhere = [*state.deck, *state.discard, *state.set_aside, *state.flight_supply]
    for p in state.players:
        everywhere += p.hand
        everywhere += [t.card for s in p.species for t in s.traits]
        if p.food_card is not None:
            everywhere.append(p.food_card)
    counts = Counter(everywhere)
    assert len(everywhere) == len(table), f"cards not conserved: {len(everywhere)} != {len(table)}"
    assert set(counts) == set(range(len(table))) and max(counts.values()) == 1, "a card is duplicated or lost"
    assert state.watering_hole >= 0 and state.cliff >= 0
    assert all(table[c].trait == "Flight" for c in state.flight_supply)
    limit = state.rules.max_traits(len(state.players))
    for p in state.players:
        assert p.bag >= 0
        for s in p.species:
            assert 1 <= s.size <= state.rules.max_size(s) and 1 <= s.pop <= state.rules.max_track, (s.size, s.pop)
            assert s.size <= 3 or not s.avian
            assert 0 <= s.food <= s.pop
            traits = [table[t.card].trait for t in s.traits]
            assert s.avian == ("Flight" in traits), "avian species and only they carry Flight"
            assert 0 <= s.upkeep <= (s.size if s.avian else 0)
            assert s.food == 0 or s.upkeep == (s.size if s.avian else 0), "population food before upkeep"
            assert s.upkeep == 0 or state.phase in ("events", "leaf", "feeding", "play_cards"), "upkeep outlived"
            assert len(traits) <= limit and len(set(traits)) == len(traits), traits
            assert 0 <= s.fat <= (s.size if "Fat Tissue" in traits else 0)
    if state.phase in ("leaf", "feeding", "over"):
        assert all(t.face_up for p in state.players for s in p.species for t in s.traits)
    if state.phase == "over":
        assert state.winners and not to_move(state)
        for sc in state.scores:
            player = state.players[sc.player]
            assert sc.total == sc.food + sc.population + sc.traits
            assert sc.food == player.bag  # upkeep went back to the bank: never scored
            assert sc.population == sum(s.pop for s in player.species)
            assert sc.traits == sum(len(s.traits) for s in player.species)
    else:
        assert to_move(state), "nobody to move in a running game"


def wrong_moves(state: GameState, player: int) -> list:
    """Plausible moves around the legal ones: out-of-range indexes, other kinds, other players."""
    n_hand = len(state.players[player].hand)
    n_rows = len(state.players[player].species)
    moves = [actions.Pass(player=player), actions.EndTurn(player=player), actions.FoodCard(player=player, card=n_hand),
             actions.Feed(player=player, species=n_rows), actions.PlayTrait(player=player, card=0, species=n_rows)]
    for s in range(n_rows):
        moves += [actions.Feed(player=player, species=s), actions.StoreFat(player=player, species=s),
                  actions.GrowSize(player=player, card=0, species=s), actions.Intelligence(player=player, species=s, card=0),
                  actions.Attack(player=player, species=s, target=(player, s)),
                  actions.Attack(player=player, species=s, target=((player + 1) % len(state.players), 0))]
    moves += [actions.FeedCliff(player=player, species=s) for s in range(n_rows)]
    moves += [actions.NewAvian(player=player, cards=(0, 0), side="left"), actions.NewAvian(player=player, cards=(0,), side="left"),
              actions.PlayEvent(player=player, card=0), actions.LeafChoice(player=player, species=0, trait="Fertile", choice="cliff"),
              actions.GrowPopCliff(player=player, card=0, species=0)]
    other = (player + 1) % len(state.players)
    moves += [actions.Pass(player=other), actions.FoodCard(player=other, card=0)]
    return moves


@settings(max_examples=GAMES, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(rules=st.sampled_from(sorted(RULESETS)), players=st.integers(2, 6), quick=st.booleans(),
       seed=st.integers(0, 2**32))
def test_random_games_keep_every_invariant(rules, players, quick, seed):
    """Every ruleset (R-BSW-DECK: the German edition seats 2-5)."""
    play_and_check(Options(ruleset=rules, players=min(players, RULESETS[rules].players[1]), quick_play=quick,
                           seed=seed), seed)


@settings(max_examples=max(GAMES // 4, 10), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(players=st.integers(2, 6), quick=st.booleans(), seed=st.integers(0, 2**32))
def test_random_flight_games_keep_every_invariant(players, quick, seed):
    """Flight (R-FL-RESERVE, R-FL-2): cards conserved with the end reserve and the Flight supply, avian
    species never above size 3, upkeep never scored, every game ends, saves and links replay it."""
    play_and_check(Options(ruleset="flight", players=players, quick_play=quick, seed=seed), seed)


@settings(max_examples=max(GAMES // 10, 20), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(rules=st.sampled_from(sorted(RULESETS)), players=st.integers(2, 5), seed=st.integers(0, 2**32))
def test_a_species_attacks_are_the_legal_attacks_it_has(rules, players, seed):
    """species_attacks (what the bots' Negate what-ifs ask) lists exactly the Attack moves of that
    species among the legal moves (R-MUST: a hungry carnivore's attacks whatever else may eat)."""
    compare_attacks(Options(ruleset=rules, players=min(players, RULESETS[rules].players[1]), seed=seed),
                    _leaning_to_attacks(seed))


def test_the_attacks_of_medium_games_and_their_negations():
    """Medium bots negate traits (R-INT) where random players hardly ever do."""
    seen = Counter()
    for seed in (3, 4, 5):
        bots = [make_bot("medium", seed + p) for p in range(4)]
        seen += compare_attacks(Options(players=4, seed=seed), lambda state, p, legal: bots[p].choose(
            Observation(state, p, legal)))
    assert seen["hungry"] and seen["negated"]


def test_a_fed_carnivore_attacks_only_when_no_species_must_eat():
    """R-MUST, R-FAT-OPT: a fed carnivore with Fat Tissue room may attack to store fat, unless a
    hungry species of its owner can eat (then only feeding it, or other hungry species' moves)."""
    for herbivore_fed in (False, True):
        state = helpers.game(2)
        hunter = helpers.species(state, 1, size=4, pop=1, food=1, traits=("Carnivore", "Fat Tissue"))
        grazer = helpers.species(state, 2, pop=2, food=2 if herbivore_fed else 0)
        helpers.feeding(state, [[hunter, grazer], [helpers.species(state, 3)]], watering_hole=3, first=0)
        expected = [a for a in engine.legal_actions(state, 0) if type(a) is actions.Attack]
        assert species_attacks(state, 0, 0) == expected
        assert bool(expected) == herbivore_fed


def compare_attacks(options: Options, choose) -> Counter:
    """A game played by ``choose(state, player, legal)``; at each feeding turn, and after each Negate
    the player could play (the bots' what-ifs), every species of the player to move: species_attacks
    against the legal moves. Counts the cases with attacks."""
    state = engine.new_game(options)
    seen = Counter()
    while state.phase != "over":
        p = to_move(state)[0]
        legal = engine.legal_actions(state, p)
        if state.phase == "feeding":
            seen += _same_attacks(state, p, legal)
            for negate in [a for a in legal if type(a) is actions.Negate and a.card == 0]:
                trial = state.clone()
                GAME.apply(trial, negate)
                if to_move(trial) == [p]:
                    seen += _same_attacks(trial, p, engine.legal_actions(trial, p))
        GAME.apply(state, choose(state, p, legal))
    return seen


def _leaning_to_attacks(seed: int):
    rng = random.Random(seed)

    def choose(state, p, legal):
        attacks = [a for a in legal if type(a) in (actions.Attack, actions.Negate)]
        return rng.choice(attacks if attacks and rng.random() < 0.7 else legal)
    return choose


def _same_attacks(state: GameState, p: int, legal: list) -> Counter:
    seen = Counter()
    for i, s in enumerate(state.players[p].species):
        expected = [a for a in legal if type(a) is actions.Attack and a.species == i]
        assert sorted(species_attacks(state, p, i), key=repr) == sorted(expected, key=repr)
        if expected:
            seen["hungry"] += s.food < s.pop
            seen["negated"] += bool(state.negated)
    return seen


def play_and_check(options: Options, seed: int) -> None:
    """A random game with this ruleset's invariants after every move and Evolution's plausible wrong
    moves tried along the way (refusals, saves, links: the conformance driver, tests/core)."""
    state, moves, _ = random_game(GAME, options, seed, check_every=16, check=check_invariants,
                                  more_wrong_moves=wrong_moves)
    check_invariants(state)
    if options.seed % 10 == 0:  # saves and links: a sample end to end
        check_replays(GAME, options, moves, state)
