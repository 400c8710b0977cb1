"""S-Evolution random games (hypothesis): invariants after every move (cards conserved, tracks in
bounds, one Discovery per age), every game ends after round 6, S-Evolution's plausible wrong moves
refused, and no view shows a card its player may not see (refusals, saves, links and views in
general: the conformance suite, tests/core)."""

from __future__ import annotations

import json
import os
import random
import re
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from evolution.games.s_evolution import actions
from evolution.games.s_evolution.cards import card, discovery, resource_cards
from evolution.games.s_evolution.engine import legal_actions, new_game, to_move
from evolution.games.s_evolution.game import GAME
from evolution.games.s_evolution.models import GameState, Options
from evolution.games.s_evolution.rules import AGE_MAX, BUILDINGS, HAND, POP_MAX, ROUNDS, STOCK_MAX
from evolution.games.s_evolution.view import sees_hand
from tests.core.conformance import check_replays, random_game

apply = GAME.apply

GAMES = int(os.environ.get("S_EVOLUTION_PROPERTY_GAMES", "100"))
CARD = re.compile(r"\b[RGBY]-(?:[FTS][1-8]|D[1-6])\b")


def every_card(state: GameState) -> Counter:
    played = Counter(c for _, c in state.trick) - Counter(c for _, c in state.picked)  # picked ones lie with takers
    found = Counter(state.out) + played
    for p in state.players:
        found.update([*p.deck, *p.hand, *p.disc_up, *p.disc_down, *p.taken])
    return found


def check_invariants(state: GameState) -> None:
    colours = [p.colour for p in state.players]
    full = Counter(c for colour in colours
                   for c in [*resource_cards(colour), *(discovery(colour, age) for age in range(1, 7))])
    assert every_card(state) == full, "cards not conserved"
    deciding_after_a_loss = state.phase == "action" and state.step in ("collect", "bonus")
    for i, p in enumerate(state.players):
        assert all(0 <= n <= STOCK_MAX for n in p.stock.values()), p.stock
        assert 1 <= p.pop <= POP_MAX and 1 <= p.age <= AGE_MAX, (p.pop, p.age)
        assert all(0 <= p.buildings[b] <= BUILDINGS[b].top for b in BUILDINGS), p.buildings
        assert p.workers <= p.pop or (deciding_after_a_loss and state.turn == i), (p.workers, p.pop)
        assert len(p.hand) <= HAND + 1
        picked = i in {q for q, _ in state.picked}  # else a Discovery they played is still theirs, in the trick
        in_trick = [] if picked else [c for q, c in state.trick if q == i and card(c).discovery]
        discoveries = [c for c in [*p.disc_up, *p.disc_down, *p.hand, *in_trick] if card(c).discovery]
        assert sorted(card(c).age for c in discoveries) == [1, 2, 3, 4, 5, 6], discoveries
        if state.round == 1:  # S-R1
            assert not any(card(c).calamity for c in p.hand)
    if state.phase == "over":
        assert state.round == ROUNDS and state.winner is not None and not to_move(state)
        assert state.players[state.winner].score == max(p.score for p in state.players)
    else:
        assert to_move(state), "nobody to move in a running game"


def check_secrets(state: GameState, log_from: int = 0) -> int:
    """No view, log or table shows a viewer a card that lies in a draw pile or in a hand they may not
    see (log entries from ``log_from``: older ones were checked before). Returns the log's size."""
    for viewer in [*range(len(state.players)), None]:
        hidden = {c for p in state.players for c in p.deck}
        hidden |= {c for i, p in enumerate(state.players) if not sees_hand(state, viewer, i) for c in p.hand}
        seen = json.dumps(GAME.table(state, viewer, ["a", "b", "c", "d"], "en", log_from))
        leaked = hidden & set(CARD.findall(seen))
        assert not leaked, f"viewer {viewer} sees {sorted(leaked)}"
    return len(state.log)


def wrong_moves(state: GameState, player: int) -> list:
    """Plausible moves around the legal ones: cards not held, other steps' moves, other players."""
    mine, theirs = player, (player + 1) % len(state.players)
    return [actions.Play(player=mine, card="R-F1"), actions.Play(player=mine, card="Y-D6"),
            actions.PlayBlind(player=mine, slot=5), actions.Take(player=mine, card="G-S8"),
            actions.NameTrump(player=theirs, suit="F"), actions.Needs(player=mine),
            actions.Lose(player=mine, res=("S", "S")), actions.Joker(player=mine, card="B-F8", res=("F",)),
            actions.Remove(player=mine, building="lab"), actions.Commerce(player=mine, give="F", get="F"),
            actions.Worker(player=mine, building="farm", level=3),
            actions.Worker(player=mine, building="shield", level=1), actions.BuyAge(player=mine),
            actions.Up(player=mine), actions.End(player=theirs), actions.Play(player=theirs, card="G-F1")]


@settings(max_examples=GAMES, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32))
def test_random_games_keep_every_invariant(players, seed):
    """The invariants after every move, S-Evolution's plausible wrong moves refused, and no card
    shown to a viewer who may not see it (the rest of a random game's checks: tests/core)."""
    options = Options(players=players, seed=seed)
    logged = 0

    def check(state: GameState) -> None:
        nonlocal logged
        check_invariants(state)
        if len(state.log) - logged > 20 or state.phase == "over":
            logged = check_secrets(state, logged)

    state, moves, _ = random_game(GAME, options, seed, check_every=7, check=check, more_wrong_moves=wrong_moves)
    check_secrets(state, logged)
    if seed % 5 == 0:  # saves and links: a sample end to end
        check_replays(GAME, options, moves, state)


def test_random_games_meet_the_hidden_hand_rules():
    """The random games above do reach blind and face-up hands (else check_secrets proves little)."""
    blind = face_up = 0
    for seed in range(40):
        state = new_game(Options(players=4, seed=seed))
        rng = random.Random(seed)
        while state.phase != "over":
            blind += any(p.blind and p.hand for p in state.players)
            face_up += any(p.open and p.hand for p in state.players)
            apply(state, rng.choice(legal_actions(state)))
    assert blind and face_up
