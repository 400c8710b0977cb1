"""AI opponents: legal, blind to what they cannot see, deterministic, bounded work."""

from __future__ import annotations

import hashlib
import json
import random
from collections import Counter

import pytest

from evolution.games.evolution import actions
from evolution.games.evolution import engine
from evolution.games.evolution.game import GAME
from evolution.games.evolution.ai.sampling import Knowledge
from evolution.games.evolution.ai import search
from evolution.games.evolution.ai.search import HardBot, evaluate
from evolution.games.evolution.ai.silly import SillyBot, sorted_hand
from evolution.core.tournament import run_tournament, wilson
from evolution.games.evolution.ai.tournament import bot_speed
from evolution.games.evolution.bots import BOTS, Observation, make_bot
from evolution.core.bots import play_out
from evolution.cli import main
from evolution.games.evolution.options import Options
from evolution.games.evolution.view import view, visible_log

from .helpers import feeding, game, species

LEVELS = ["random", "greedy", "easy", "medium", "hard", "silly"]


def bot(level: str, seed: int, iterations: int = 2):
    """A bot for tests: the hard one with a fixed number of samples instead of a time budget."""
    if level == "hard":
        return HardBot(seed, budget=None, iterations=iterations, width=3)
    return make_bot(level, seed)


def position(players: int, moves: int, quick_play: bool = False, seed: int = 4242, ruleset: str = "nsg2"):
    state = engine.new_game(Options(ruleset=ruleset, players=players, seed=seed, quick_play=quick_play))
    bots = {p: make_bot("medium", p) for p in range(players)}
    for _ in range(moves):
        if state.phase == "over":
            break
        p = engine.to_move(state)[0]
        GAME.apply(state, bots[p].choose(Observation(state, p)))
    return state


def test_every_level_is_registered():
    assert set(LEVELS) <= set(BOTS)
    for level in LEVELS:
        assert make_bot(level, 1).name == level
    assert make_bot("hard", 1, budget=0.05).budget == 0.05


@pytest.mark.parametrize("players,ruleset", [(2, "nsg2"), (3, "nsg2"), (4, "nsg2"), (5, "nsg2"), (6, "nsg2"),
                                             (2, "flight"), (4, "flight"), (6, "flight")])
def test_every_bot_plays_only_legal_moves_over_whole_games(players, ruleset):
    """All six levels at the table (cycled over the seats), from the first move to the scores; Flight
    too (avian species, the Cliff, events, the end reserve)."""
    for rotation in range(2 if players < 6 else 1):
        seats = [LEVELS[(k + rotation * players) % len(LEVELS)] for k in range(players)]
        state = engine.new_game(Options(ruleset=ruleset, players=players, seed=100 + players + rotation))
        bots = {p: bot(lv, p, iterations=1) for p, lv in enumerate(seats)}
        for _ in range(5000):
            if state.phase == "over":
                break
            p = engine.to_move(state)[0]
            obs = Observation(state, p)
            action = bots[p].choose(obs)
            assert action in obs.legal, (seats[p], action)
            assert "error" not in getattr(bots[p], "last_stats", {})  # the hard bot's what-ifs never fail
            GAME.apply(state, action)
        assert state.phase == "over" and state.winners


def test_bots_play_quick_play_games():
    state = engine.new_game(Options(players=4, seed=9, quick_play=True))
    seats = ["hard", "medium", "easy", "silly"]
    bots = {p: bot(lv, p, iterations=1) for p, lv in enumerate(seats)}
    while state.phase != "over":
        p = engine.to_move(state)[0]
        obs = Observation(state, p)
        action = bots[p].choose(obs)
        assert action in obs.legal
        GAME.apply(state, action)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("moves,players,quick", [(3, 3, False), (12, 3, False), (25, 2, False), (40, 4, False),
                                                 (70, 3, False), (110, 2, False), (20, 4, True)])
def test_a_bot_decides_the_same_whatever_it_cannot_see(level, moves, players, quick):
    """Others' hands, face-down traits and food cards, and the deck order are changed: a seeded
    bot (the hard one with a fixed number of samples) still makes the same move."""
    state = position(players, moves, quick)
    p = engine.to_move(state)[0]
    scrambled = GAME.redeal(state, p, moves)
    assert view(scrambled, p) == view(state, p)
    a = bot(level, 5, iterations=3).choose(Observation(state, p))
    b = bot(level, 5, iterations=3).choose(Observation(scrambled, p))
    assert a == b


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_move(level):
    for moves in (5, 30, 60):
        state = position(3, moves)
        p = engine.to_move(state)[0]
        first = bot(level, 11).choose(Observation(state, p))
        again = bot(level, 11).choose(Observation(state, p))
        assert first == again


@pytest.mark.parametrize("ruleset, seats, seed, digest", [
    ("nsg2", ("hard", "medium", "easy"), 17, "36f4547687b6858e"),
    ("flight", ("medium", "hard"), 18, "8521fdd8f5018d4b"),
    ("bsw", ("easy", "hard"), 19, "7f5a2f67c0ff7764"),
])
def test_the_bots_decisions_are_pinned(ruleset, seats, seed, digest):
    """Seeded whole games of the easy, medium and hard bots (the hard one at one sample per decision,
    not a time budget) end move for move as recorded. A change meant only to make the bots faster
    must leave this digest alone; a change to how they play updates it (and says so)."""
    state = engine.new_game(Options(ruleset=ruleset, players=len(seats), seed=seed))
    bots = {p: bot(level, seed + p, iterations=1) for p, level in enumerate(seats)}
    moves = []
    play_out(GAME, state, bots, on_move=lambda obs, action, seconds: moves.append(action.model_dump(mode="json")))
    assert hashlib.sha256(json.dumps(moves, sort_keys=True).encode()).hexdigest()[:16] == digest


def test_hard_bot_work_is_capped_by_its_iterations():
    state = position(2, 14)
    p = engine.to_move(state)[0]
    hard = HardBot(3, budget=None, iterations=4, width=3)
    hard.choose(Observation(state, p))
    assert hard.last_stats["samples"] == 4 and hard.last_stats["candidates"] <= 3


def test_hard_bot_thinks_in_slices():
    """``think`` yields after every rollout, so the page can pause it often; the last value is the move."""
    state = position(2, 14)
    p = engine.to_move(state)[0]
    obs = Observation(state, p)
    hard = HardBot(3, budget=None, iterations=3)
    steps = list(hard.think(obs))
    assert steps[-1] in obs.legal
    assert all(s is None for s in steps[:-1])
    assert len(steps) == 1 or len(steps) - 1 >= 3 * hard.last_stats["candidates"]
    assert steps[-1] == HardBot(3, budget=None, iterations=3).choose(Observation(state, p))


def test_the_hard_bots_valuation_is_zero_sum_heads_up_and_exact_at_the_end():
    """Rollouts end at a round's start (valued by fitted weights) or at the game's end (the scores)."""
    state = engine.new_game(Options(players=2, seed=77))
    starts = [state.round]

    def at_round_start(obs, action, seconds):
        if state.round != starts[-1] and state.phase != "over":
            starts.append(state.round)
            assert evaluate(state, 0, None) == pytest.approx(-evaluate(state, 1, None))

    play_out(GAME, state, {p: make_bot("medium", p) for p in range(2)}, on_move=at_round_start)
    totals = {s.player: s.total for s in state.scores}
    assert len(starts) >= 4
    assert evaluate(state, 0, None) == totals[0] - totals[1]


def test_hard_bot_respects_a_deadline_with_at_least_one_sample():
    state = position(2, 14)
    p = engine.to_move(state)[0]
    hard = HardBot(3, budget=0.0)
    assert hard.choose(Observation(state, p)) in engine.legal_actions(state, p)
    assert hard.last_stats.get("samples", 1) == 1


# --- what the bots know ----------------------------------------------------------------

def _without(data: dict, keys: set) -> dict:
    return {k: v for k, v in data.items() if k not in keys}


def _all_cards(state):
    ids = [c for p in state.players for c in p.hand]
    ids += [p.food_card for p in state.players if p.food_card is not None]
    ids += [t.card for p in state.players for s in p.species for t in s.traits]
    return ids + state.deck + state.discard + state.set_aside + state.flight_supply


@pytest.mark.parametrize("players,quick,ruleset", [(2, False, "nsg2"), (3, False, "nsg2"), (4, True, "nsg2"),
                                                   (5, False, "nsg2"), (6, True, "nsg2"), (2, False, "flight"),
                                                   (4, True, "flight")])
def test_sampled_states_agree_with_the_view(players, quick, ruleset):
    """A determinization holds every card once (Flight: with the end reserve and the Flight supply),
    looks the same from the bot's seat, and offers the same legal moves."""
    state = engine.new_game(Options(ruleset=ruleset, players=players, seed=31, quick_play=quick))
    bots = {p: make_bot("greedy", p) for p in range(players)}
    step = 0
    while state.phase != "over":
        p = engine.to_move(state)[0]
        if step % 5 == 0:
            v, legal = view(state, p), engine.legal_actions(state, p)
            sample = Knowledge(v, visible_log(state, p), legal).sample(random.Random(step))
            assert sorted(_all_cards(sample)) == list(range(len(state.cards)))
            skip = {"log", "log_size", "to_move"}  # blind quick play: who is still planning shows
            assert _without(view(sample, p).to_dict(), skip) == _without(v.to_dict(), skip)
            assert engine.legal_actions(sample, p) == legal
        GAME.apply(state, bots[p].choose(Observation(state, p)))
        step += 1


def test_unseen_cards_exclude_everything_the_bot_has_seen():
    state = position(3, 40)
    p = engine.to_move(state)[0]
    k = Knowledge(view(state, p), visible_log(state, p), engine.legal_actions(state, p))
    pool = Counter(state.cards[c] for c in k.pool)
    total = Counter(state.cards)
    own = state.players[p]
    for c in own.hand + ([own.food_card] if own.food_card is not None else []):
        total[state.cards[c]] -= 1
    for q in state.players:
        for s in q.species:
            for t in s.traits:
                if t.face_up or q is state.players[p]:
                    total[state.cards[t.card]] -= 1
    for c in k.template.discard:
        total[state.cards[c]] -= 1
    assert pool == +total


def test_observation_log_is_the_visible_log():
    state = position(3, 30)
    p = engine.to_move(state)[0]
    assert Observation(state, p).log == visible_log(state, p)


# --- the silly player --------------------------------------------------------------------

def test_silly_gives_the_first_card_in_trait_order():
    state = game(3, seed=2)
    for p in engine.to_move(state):
        obs = Observation(state, p)
        hand = obs.view.players[p].hand
        action = SillyBot().choose(obs)
        assert isinstance(action, actions.FoodCard) and action.card == sorted_hand(hand)[0]


def test_silly_builds_one_new_species_then_stops():
    state = game(2, seed=5)
    while state.phase == "food_card":
        p = engine.to_move(state)[0]
        GAME.apply(state, SillyBot().choose(Observation(state, p)))
    p = state.turn
    kinds = []
    while state.phase == "play_cards" and state.turn == p:
        action = SillyBot().choose(Observation(state, p))
        kinds.append(type(action))
        GAME.apply(state, action)
    assert kinds[:3] == [actions.NewSpecies, actions.PlayTrait, actions.GrowPop] and kinds[-1] is actions.EndTurn


def test_silly_feeds_fat_tissue_first_then_the_largest_hungry_species():
    state = game(2)
    feeding(state, [[species(state, 1, pop=2), species(state, 2, pop=4, food=1),
                     species(state, 3, size=3, pop=1, food=1, traits=("Fat Tissue",))],
                    [species(state, 4, pop=3)]], watering_hole=5, first=0)
    obs = Observation(state, 0)
    assert SillyBot().choose(obs) == actions.Feed(player=0, species=1)  # R-MUST: hungry ones before fat
    state.players[0].species[0].food = 2
    state.players[0].species[1].food = 4
    assert SillyBot().choose(Observation(state, 0)) == actions.StoreFat(player=0, species=2)


def test_silly_hunts_the_largest_prey_of_another_player():
    state = game(3)
    feeding(state, [[species(state, 1, size=4, pop=2, traits=("Carnivore",)), species(state, 2, pop=1)],
                    [species(state, 3, size=2, pop=1), species(state, 4, size=1, pop=3)],
                    [species(state, 5, size=3, pop=3)]], first=0)
    # largest by (population, food, body size): player 3's species (3, 0, 3) beats (3, 0, 1)
    assert SillyBot().choose(Observation(state, 0)) == actions.Attack(player=0, species=0, target=(2, 0))


# --- the tournament ---------------------------------------------------------------------

def test_wilson_interval():
    lo, hi = wilson(80, 100)
    assert 0.71 < lo < 0.72 and 0.86 < hi < 0.87
    assert wilson(0, 0) == (0.0, 1.0)


def test_tournament_prints_win_rates_with_intervals(capsys):
    assert main(["tournament", "--bots", "medium,silly", "--players", "2", "--games", "4", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "95% CI" in out and "medium" in out and "silly" in out and "dec/s" in out
    assert "seats rotated" in out


def test_a_tournament_in_worker_processes_gives_the_same_results():
    one = run_tournament(GAME, ["medium", "easy", "silly"], 3, 6, seed=5)
    two = run_tournament(GAME, ["medium", "easy", "silly"], 3, 6, seed=5, jobs=2)
    for name, e in one.entrants.items():
        assert (e.wins, e.score, e.seats, e.decisions) == (two.entrants[name].wins, two.entrants[name].score,
                                                          two.entrants[name].seats, two.entrants[name].decisions)
    assert sum(e.wins for e in one.entrants.values()) == pytest.approx(6)


def test_bot_speed_counts_only_real_choices_in_its_percentiles():
    row = bot_speed("hard", 1, budget=0.01)
    assert row["decisions"] > 20 and row["samples"] >= 1
    assert 0 < row["ms_per_choice"] <= row["max_ms"] and row["p95_ms"] <= row["max_ms"]
    assert bot_speed("random", 1)["samples"] is None


# --- hints ------------------------------------------------------------------------------

def test_a_hint_is_a_legal_move_with_a_reason_in_words():
    from evolution.games.evolution.ai.hints import hint
    from evolution.games.evolution.catalogue import CATALOGUE

    state = engine.new_game(Options(players=3, seed=5))
    for _ in range(60):
        p = engine.to_move(state)[0]
        obs = Observation(state, p)
        h = hint(obs)
        assert h.action in obs.legal and all(f"reason.{h.reason}" in CATALOGUE.texts[lang] for lang in ("en", "fr", "de"))
        assert h.action not in h.alternatives
        GAME.apply(state, h.action)


@pytest.mark.parametrize("ruleset,players,quick_play", [("nsg2", 4, False), ("nsg2", 3, True), ("flight", 2, False)])
def test_a_turns_plan_kept_for_a_candidates_other_samples_changes_no_rollout(ruleset, players, quick_play):
    """The search keeps the plan of its own play-cards turn, made after a candidate, for that candidate's
    other samples (``rollout``'s ``my_plan``): it reads only what the bot knows, the same in every sample.
    Each rollout's value with the kept plan is the one it has when planned afresh."""
    checked = 0
    for moves in range(4, 80, 3):
        state = position(players, moves, quick_play, seed=77, ruleset=ruleset)
        if state.phase != "play_cards":
            continue
        me = engine.to_move(state)[0]
        knowledge = Knowledge(view(state, me), visible_log(state, me), engine.legal_actions(state, me))
        rng = random.Random(moves)
        for a in [a for a in engine.legal_actions(state, me) if type(a) is not actions.EndTurn][:3]:
            kept: list = []
            for _ in range(3):
                world, seed = knowledge.sample(rng), rng.random()
                values = []
                for my_plan in (kept, None):
                    trial = world.clone()
                    GAME.apply(trial, a)
                    values.append(drain(search.rollout(trial, me, random.Random(seed), knowledge.food_per_round,
                                                       my_plan=my_plan)))
                assert values[0] == values[1]
            checked += bool(kept)
    assert checked >= 3  # positions where a plan was kept and reused


def drain(generator):
    """A generator's return value (a rollout yields None at its pause points)."""
    while True:
        try:
            next(generator)
        except StopIteration as stop:
            return stop.value


def _redeal_unseen(state, p: int, rng: random.Random):
    """``state`` with the cards player ``p`` cannot see (others' hands, others' face-down traits, the deck)
    dealt again at random into the same places."""
    other = state.clone()
    places = [(pl.hand, i) for q, pl in enumerate(other.players) if q != p for i in range(len(pl.hand))]
    places += [(s.traits[i], None) for q, pl in enumerate(other.players) if q != p for s in pl.species
               for i, t in enumerate(s.traits) if not t.face_up]
    places += [(other.deck, i) for i in range(len(other.deck))]
    cards = [where.card if i is None else where[i] for where, i in places]
    rng.shuffle(cards)
    for (where, i), card in zip(places, cards):
        if i is None:
            where.card = card
        else:
            where[i] = card
    return other


@pytest.mark.parametrize("ruleset,players,quick_play", [("nsg2", 4, False), ("nsg2", 3, True), ("flight", 3, False),
                                                        ("bsw", 4, False)])
def test_plan_key_holds_what_a_plan_reads(ruleset, players, quick_play):
    """The rollouts reuse a play-cards plan made for the same ``plan_key``, which leaves out what the
    planning player cannot see. Dealing those cards again changes no plan, and a reused plan is the
    one planned afresh."""
    checked = 0
    rng = random.Random(3)
    for k, state in enumerate(_positions(ruleset, players, 91, quick_play, games=1)):
        if state.phase != "play_cards" or k % 2:
            continue
        for p in engine.to_move(state):
            legal = engine.legal_actions(state, p)
            planner = search._Planner(random.Random(1), 9.0)
            fresh = planner.plan(state, p, legal)
            assert planner.cached_plan(state, p, legal) == fresh
            assert planner.cached_plan(state, p, legal) == fresh  # the second time from the memory
            other = _redeal_unseen(state, p, rng)
            assert search.plan_key(other, p, 9.0) == search.plan_key(state, p, 9.0)
            assert planner.plan(other, p, engine.legal_actions(other, p)) == fresh
            checked += 1
    assert checked >= 5


def _positions(ruleset: str, players: int, seed: int, quick_play: bool = False, games: int = 2):
    """Every position of a few medium games (a copy of each)."""
    for g in range(games):
        state = engine.new_game(Options(ruleset=ruleset, players=players, seed=seed + g, quick_play=quick_play))
        bots = {p: make_bot("medium", p) for p in range(players)}
        while state.phase != "over":
            yield state.clone()
            p = engine.to_move(state)[0]
            GAME.apply(state, bots[p].choose(Observation(state, p)))


def _feeding_positions(ruleset: str, players: int, seed: int):
    """The feeding positions of a few medium games where a carnivore may negate a trait (R-INT)."""
    for state in _positions(ruleset, players, seed):
        p = engine.to_move(state)[0]
        if state.phase == "feeding" and any(type(a) is actions.Negate for a in engine.legal_actions(state, p)):
            yield state, p


@pytest.mark.parametrize("ruleset", ["nsg2", "bsw"])
def test_a_species_attacks_are_those_among_the_legal_moves(ruleset):
    """``species_attacks`` (asked by the bots for each trait they might negate) lists exactly the legal
    attacks of that species, with and without a negation prepared (R-MUST, R-INT)."""
    from evolution.games.evolution.feeding_phase import species_attacks
    checked = negated = 0
    for state in _positions(ruleset, 4, 302):
        if state.phase != "feeding":
            continue
        p = engine.to_move(state)[0]
        negates = [a for a in engine.legal_actions(state, p) if type(a) is actions.Negate]
        negated += bool(negates)
        for trial in [state] + [_played(state, a) for a in negates[:4]]:
            if engine.to_move(trial) != [p]:
                continue
            legal = engine.legal_actions(trial, p)
            for i in range(len(trial.players[p].species)):
                assert species_attacks(trial, p, i) == [a for a in legal if type(a) is actions.Attack and a.species == i]
                checked += 1
    assert checked >= 100 and negated >= 3


def _played(state, action):
    trial = state.clone()
    GAME.apply(trial, action)
    return trial


@pytest.mark.parametrize("ruleset", ["nsg2", "bsw"])
def test_a_negations_worth_is_that_of_the_attacks_it_opens(ruleset):
    """The medium's worth of a Negate move, worked out on the position itself, is the one read off the
    position after the move is played: the best attack it opens, less the card (R-INT)."""
    from evolution.games.evolution.ai import heuristics, move_values, policy
    from evolution.games.evolution.feeding_phase import species_attacks
    checked = 0
    for state, p in _feeding_positions(ruleset, 4, 302):
        ctx = heuristics.Context(state, p)
        row = ctx.my_row()
        for a in [a for a in engine.legal_actions(state, p) if type(a) is actions.Negate][:6]:
            trial = _played(state, a)
            opened = [move_values.attack_value(ctx, row, b) for b in species_attacks(trial, p, a.species)]
            now = max([move_values.attack_value(ctx, row, b) for b in species_attacks(state, p, a.species)], default=-1.0)
            expected = -9.0 if not opened else max(opened) - now - ctx.card_keep() - 0.2
            assert policy._negate_value(ctx, state, p, a, {}, {}) == expected
            checked += 1
    assert checked >= 10
