"""The conformance suite's driver (tests/core/test_conformance.py), also used by each game's own
property tests with that game's invariants and plausible wrong moves."""

from __future__ import annotations

import random

import pytest

from evolution.core.game import Game

from evolution.core.interfaces import IllegalAction
from evolution.core.save import Save, decode_link, dump_json, encode_link, load_json, replay

MAX_MOVES = 5000  # the longest random game of any game here takes about 500


def wrong_moves(game: Game, state, seen: list) -> list:
    """Moves that are not legal now: moves legal earlier in the game, and the legal ones in another seat."""
    legal = game.legal_actions(state)
    deciding = set(game.to_move(state))
    others = [p for p in range(len(game.scores(state))) if p not in deciding]
    moved = [a.model_copy(update={"player": q}) for a in legal[:3] for q in others]
    return [a for a in [*seen[-40:], *moved] if a not in legal]


def random_game(game: Game, opts, seed: int, check_every: int = 9, check=None, more_wrong_moves=None):
    """A seeded random game to the end, trying moves that are not legal along the way (every
    ``check_every`` moves). ``check(state)``: a game's own invariants, after every move;
    ``more_wrong_moves(state, player)``: a game's own plausible moves to try (those not legal)."""
    rng = random.Random(seed)
    state = game.new_game(opts)
    moves, seen, refused = [], [], 0
    for step in range(MAX_MOVES):
        if game.is_over(state):
            break
        deciding = game.to_move(state)
        assert deciding, "nobody decides in a game that is not over"
        legal = game.legal_actions(state)
        assert legal, "a deciding player has no legal move"
        assert {a.player for a in legal} <= set(deciding)
        if step % check_every == 0:
            assert all(game.why_illegal(state, a) is None for a in legal)
            before = game.snapshot(state)
            extra = more_wrong_moves(state, legal[0].player) if more_wrong_moves else []
            for wrong in [*wrong_moves(game, state, seen), *(a for a in extra if a not in legal)]:
                assert game.why_illegal(state, wrong), wrong
                with pytest.raises(IllegalAction) as refusal:
                    game.apply(state, wrong)
                assert str(refusal.value)
                refused += 1
            assert game.snapshot(state) == before, "a refused move changed the game"
        action = legal[int(rng.random() * len(legal))]
        seen.append(action)
        game.apply(state, action)
        moves.append(action)
        if check:
            check(state)
    else:
        raise AssertionError(f"the game did not end in {MAX_MOVES} moves")
    assert not game.to_move(state) and game.winners(state)
    return state, moves, refused


def check_replays(game: Game, opts, moves: list, state) -> None:
    """The seed fixes the game; the save (through JSON) and the link replay it exactly."""
    assert game.snapshot(game.new_game(opts)) == game.snapshot(game.new_game(opts)), "the seed fixes the game"
    seats = [{"name": f"P{p}"} for p in range(opts.players)]
    save = Save(game=game.id, options=opts, seats=seats, moves=moves)
    loaded = load_json(dump_json(save))
    assert loaded == save and game.snapshot(replay(loaded)) == game.snapshot(state), "the save replays differently"
    linked, linked_state = decode_link(encode_link(save))
    assert linked.moves == moves and game.snapshot(linked_state) == game.snapshot(state), "the link differs"
