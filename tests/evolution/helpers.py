"""Small builders for rules tests: games, chosen cards, hand-made positions, refusals."""

from __future__ import annotations

import pytest

from evolution.games.evolution import actions
from evolution.games.evolution.engine import IllegalAction, legal_actions, new_game, to_move
from evolution.games.evolution.game import GAME
from evolution.games.evolution.models import GameState, Species, TraitCard
from evolution.games.evolution.options import Options

apply = GAME.apply


def game(players: int = 3, seed: int = 1, quick_play: bool = False) -> GameState:
    return new_game(Options(players=players, seed=seed, quick_play=quick_play))


def cid(state: GameState, trait: str, food: int | None = None, nth: int = 0) -> int:
    """The id of the ``nth`` card with that trait (and food value, if given)."""
    ids = [i for i, c in enumerate(state.cards) if c.trait == trait and (food is None or c.food == food)]
    return ids[nth]


def hand(state: GameState, *traits: str) -> list[int]:
    """Distinct card ids for the trait names (a list for ``player.hand``)."""
    seen: dict[str, int] = {}
    out = []
    for t in traits:
        out.append(cid(state, t, nth=seen.get(t, 0)))
        seen[t] = seen.get(t, 0) + 1
    return out


def species(state: GameState, uid: int, size: int = 1, pop: int = 1, food: int = 0, fat: int = 0,
            traits: tuple[str, ...] = ()) -> Species:
    return Species(uid=uid, size=size, pop=pop, food=food, fat=fat,
                   traits=[TraitCard(card=c) for c in hand(state, *traits)])


def feeding(state: GameState, rows: list[list[Species]], watering_hole: int = 0, bags: list[int] | None = None,
            hands: list[list[int]] | None = None, first: int | None = None) -> GameState:
    """Turn a fresh game into a feeding-phase position: the first player (``first``) is to feed."""
    if first is not None:
        state.first_player = first
    state.phase, state.turn = "feeding", state.first_player
    state.watering_hole = watering_hole
    for p, player in enumerate(state.players):
        player.species = rows[p]
        player.species_ever = [s.uid for s in rows[p]]  # their letters: A, B, C... in row order
        player.bag = bags[p] if bags else 0
        player.hand = hands[p] if hands else []
        player.food_card, player.done = None, False
    state.next_uid = 100
    return state


def food_cards_all(state: GameState) -> None:
    """Phase 2: every player who must puts their first card."""
    for p in to_move(state):
        apply(state, actions.FoodCard(player=p, card=0))


def end_turns(state: GameState) -> None:
    """Phase 3: every player ends their turn, in turn order (or all at once in quick play)."""
    while state.phase == "play_cards":
        apply(state, actions.EndTurn(player=to_move(state)[0]))


def refuse(state: GameState, action: actions.Action) -> str:
    """Assert ``action`` is refused, is not listed as legal, and leaves the state untouched."""
    before = state.to_dict()
    with pytest.raises(IllegalAction) as exc:
        apply(state, action)
    assert state.to_dict() == before
    assert action not in legal_actions(state)
    reason = str(exc.value)
    assert reason.strip()
    return reason


def play_feeding(state: GameState) -> None:
    """Finish the current feeding: pass when allowed, otherwise make the first legal move."""
    for _ in range(500):
        if state.phase != "feeding":
            return
        moves = legal_actions(state)
        passes = [a for a in moves if isinstance(a, actions.Pass)]
        apply(state, passes[0] if passes else moves[0])
    raise AssertionError("feeding did not end")


def play_round(state: GameState) -> None:
    """Play a whole round from phase 2 with trivial choices (first food card, no cards played)."""
    food_cards_all(state)
    end_turns(state)
    while state.phase == "leaf":
        apply(state, legal_actions(state)[0])
    play_feeding(state)


def events(state: GameState, kind: str, start: int = 0) -> list:
    return [e for e in state.log[start:] if e.kind == kind]
