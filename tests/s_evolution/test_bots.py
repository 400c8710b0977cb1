"""S-Evolution's computer players: every level plays whole games legally, sees only what its seat
may see (S-BOT-SAMPLE, S-OPEN, S-BLIND-SLOT), explains its hint in both languages, and plays the same
given its seed. Strength figures are in benchmarks/s_evolution.py, not here."""

from __future__ import annotations

import random

import pytest

from evolution.core.registry import get_game
from evolution.core.save import Save, dump_json, load_json
from evolution.games.s_evolution import engine, medium
from evolution.games.s_evolution.game import GAME
from evolution.games.s_evolution.bots import BOTS, HardBot, Observation, make_bot
from evolution.games.s_evolution.knowledge import Knowledge
from evolution.games.s_evolution.catalogue import CATALOGUE
from evolution.games.s_evolution.models import Options
from evolution.games.s_evolution.view import view, visible_log
from tests.s_evolution.helpers import game


def bot(level: str, seed: int):
    """A level's bot; the hard one with a fixed number of samples (fast, and the same every run)."""
    return HardBot(seed, budget=None, iterations=1, width=2) if level == "hard" else make_bot(level, seed)


def play(state, levels: list[str], seed: int, moves: int = 10_000):
    bots = [bot(levels[p % len(levels)], seed * 10 + p) for p in range(len(state.players))]
    for _ in range(moves):
        if state.phase == "over":
            break
        p = engine.to_move(state)[0]
        obs = Observation(state, p)
        action = bots[p].choose(obs)
        assert action in obs.legal
        GAME.apply(state, action)
    return state


def test_the_form_offers_easy_medium_hard_as_evolution_does_and_saves_naming_simple_still_load():
    assert GAME.bot_levels == get_game("evolution").bot_levels == ("easy", "medium", "hard")
    assert set(GAME.all_bots) >= {"random", "easy", "simple", "medium", "hard"}
    assert type(make_bot("simple", 1)) is type(make_bot("easy", 1))  # the old name of the easy level
    save = Save(game="s-evolution", options=Options(players=2, seed=1),
                seats=[{"name": "Ann"}, {"name": "Bot", "bot": "simple"}], moves=[])
    assert load_json(dump_json(save)).seats[1].bot == "simple"
    with pytest.raises(ValueError):
        make_bot("expert", 1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_level_plays_whole_games_legally(players):
    levels = ["hard", "medium", "random", "easy"]
    state = play(game(players=players, seed=players), levels[:players], players)
    assert state.phase == "over" and state.round == 6 and state.winner is not None  # one winner (S-BOT-WIN)


def test_a_sample_shows_the_same_view_and_deals_the_unseen_cards_s_bot_sample():
    """S-BOT-SAMPLE: every sample looks exactly like the view; each deck's hidden cards are the true
    ones (as a multiset) between hand and pile; round 1 hands get no calamity (S-R1)."""
    rng = random.Random(5)
    for seed in range(4):
        state = game(players=2 + seed % 3, seed=seed)
        while state.phase != "over":
            p = engine.to_move(state)[0]
            seen = view(state, p)
            world = Knowledge(seen, visible_log(state, p)).sample(rng)
            assert view(world, p).model_dump(exclude={"log_size"}) == seen.model_dump(exclude={"log_size"})
            for mine, true in zip(world.players, state.players):
                assert sorted(mine.hand + mine.deck) == sorted(true.hand + true.deck)
                if world.round == 1:
                    assert not any(c.split("-")[1] in ("T4", "S4") for c in mine.hand)
            GAME.apply(state, rng.choice(engine.legal_actions(state, p)))


def hidden_twin(state, me: int):
    """The same position with another player's hidden hand swapped with cards of their pile: what
    ``me`` sees (view and log) is unchanged."""
    twin = state.clone()
    twin.log = state.log.copy()  # a clone starts without the log; here the log is what is compared
    for q, other in enumerate(twin.players):
        if q != me and not other.open and other.hand and other.deck:
            k = next((i for i, c in enumerate(other.hand) if "-D" not in c), None)
            if k is not None:
                other.hand[k], other.deck[-1] = other.deck[-1], other.hand[k]
                other.deck.reverse()
    return twin


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_bot_never_sees_the_others_hidden_hands_s_open(level):
    """Two positions that differ only in cards hidden from the bot get the same move from it."""
    checked, wanted = 0, 24 if level == "medium" else 6
    for seed in range(3):
        state = game(players=3, seed=seed)
        rng = random.Random(seed)
        while state.phase != "over" and checked < wanted * (seed + 1) // 3:
            p = engine.to_move(state)[0]
            if engine.decision(state) in ("play", "take", "trump") and len(engine.legal_actions(state, p)) > 1:
                twin = hidden_twin(state, p)
                assert twin.to_dict() != state.to_dict()
                assert view(twin, p) == view(state, p) and visible_log(twin, p) == visible_log(state, p)
                assert bot(level, 99).choose(Observation(state, p)) == bot(level, 99).choose(Observation(twin, p))
                checked += 1
            GAME.apply(state, rng.choice(engine.legal_actions(state, p)))
    assert checked >= wanted - 2


def test_a_blind_bot_does_not_see_its_own_hand_s_blind_slot():
    """Obscurantism: the bot's own hand is hidden from it; shuffling it changes nothing it does."""
    state = game(players=2, seed=3)
    state.players[0].blind = True
    state.shuffle(state.players[0].hand)
    assert engine.decision(state) in ("play", "trump")
    for level in ("medium", "hard"):
        twin = state.clone()
        twin.log = state.log.copy()  # the same log: only the blind hand's order differs
        twin.players[0].hand.reverse()
        obs = Observation(state, 0)
        assert obs.view.players[0].hand is None
        if engine.to_move(state) == [0]:
            assert bot(level, 4).choose(obs) == bot(level, 4).choose(Observation(twin, 0))


def _reasons(lang: str) -> dict[str, str]:
    return {k[len("reason."):]: v for k, v in CATALOGUE.texts[lang].items() if k.startswith("reason.")}


def test_the_hint_gives_a_reason_in_every_language():
    assert set(_reasons("en")) == set(_reasons("fr")) == set(_reasons("de"))
    reasons = set()
    rng = random.Random(2)
    for seed in range(6):
        state = game(players=2 + seed % 3, seed=seed)
        while state.phase != "over":
            p = engine.to_move(state)[0]
            world = Knowledge(view(state, p), visible_log(state, p)).sample(rng)
            reasons.update(r for _, r in medium.scored(world, p, engine.legal_actions(state, p)))
            GAME.apply(state, rng.choice(engine.legal_actions(state, p)))
    assert len(reasons) >= 12 and reasons <= set(_reasons("en"))
    for lang in ("en", "fr", "de"):
        hint = GAME.hint(game(players=2, seed=1), 0, ["A", "B"], lang, seed=1)
        assert hint["why"] and "{" not in hint["why"] and hint["move"]


@pytest.mark.parametrize("level", [lv for lv in BOTS if lv != "hard"] + ["hard"])
def test_a_bot_plays_the_same_given_its_seed(level):
    moves = 40 if level == "hard" else 10_000
    a = play(game(players=2, seed=11), [level], 4, moves)
    b = play(game(players=2, seed=11), [level], 4, moves)
    assert a.to_dict() == b.to_dict()


def test_the_hard_bot_thinks_in_slices():
    """``think`` yields None between rollouts (a page pauses there), then one legal move."""
    state = game(players=2, seed=8)
    obs = Observation(state, engine.to_move(state)[0])
    steps = list(HardBot(1, budget=None, iterations=2).think(obs))
    assert steps[-1] in obs.legal and steps[:-1] and all(s is None for s in steps[:-1])
