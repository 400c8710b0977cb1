"""The decision model of a game of Evolution, and the round's steps in the rulebook's order
(docs/rules.md §2–8). Each phase is a module: ``round`` (phase 1, the deal, and the end of a round
and of the game), ``play_cards`` (phases 2 and 3), ``event_step`` (Flight's events),
``feeding_phase`` (phase 4: leaf traits, reveal, feeding turns); ``table`` what they all read.

``legal_actions`` lists every legal move, ``why_illegal`` explains a refusal, ``play`` is a
legal move's effect and ``advance`` runs every automatic step (deal, reveal, leaf traits without
a choice, auto-pass, end of feeding, scoring) until somebody must decide again. ``Game.apply``
(core/game.py), the only mutator, checks first (so a refused move changes nothing), then runs
both.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.interfaces import IllegalAction

from ...core.moves import legal_for, out_of_turn
from ...core.messages import msg
from . import actions, event_step, feeding_phase, play_cards
from .actions import Action
from .event_step import begin_events, event_moves, waiting_in_events
from .events import Setup, log
from .feeding_phase import (begin_feeding, begin_feeding_phase, feeding_moves, leaf_moves, reveal_food, waiting_in_feeding,
                            waiting_in_leaf)
from .models import GameState, Player
from .options import Options
from .play_cards import begin_play_cards, food_card_moves, play_cards_moves, reveal_traits, waiting_in_play_cards
from .round import begin_round, end_of_feeding, end_round, score_parts
from .table import DECISIONS, turn_order

PHASE_ACTIONS = {
    "food_card": (actions.FoodCard,),
    "play_cards": (actions.PlayTrait, actions.NewSpecies, actions.NewAvian, actions.GrowSize, actions.GrowPop, actions.DiscardTrait, actions.EndTurn),
    "events": (actions.PlayEvent, actions.EndTurn),  # Flight: the event step after the traits are revealed
    "leaf": (actions.Leaf, actions.Intelligence, actions.Pass),  # the last two: R-BSW-INT's step before feeding
    "feeding": (actions.Feed, actions.StoreFat, actions.Attack, actions.Negate, actions.Intelligence, actions.Pass),
}


__all__ = ["IllegalAction", "DECISIONS", "new_game", "to_move", "legal_actions", "why_illegal", "play",
           "advance", "end_of_feeding", "begin_round", "begin_feeding_phase", "turn_order", "score_parts"]


# --- Setup (§2) -------------------------------------------------------------------

def new_game(options: Options) -> GameState:
    n = options.players
    state = GameState(options=options, players=[Player() for _ in range(n)])
    supplied = state.rules.supply_traits
    state.deck = [c for c, card in enumerate(state.cards) if card.trait not in supplied]
    state.flight_supply = [c for c, card in enumerate(state.cards) if card.trait in supplied]
    state.shuffle(state.deck)
    state.set_aside = [state.deck.pop() for _ in range(state.rules.set_aside(n))]  # R-2P; Flight: end reserve
    state.first_player = int(state.random().random() * n)
    log(state, Setup(players=n, first_player=state.first_player, set_aside=len(state.set_aside), quick_play=options.quick_play))
    begin_round(state)
    advance(state)
    return state


# --- Who decides what --------------------------------------------------------------

def to_move(state: GameState) -> list[int]:
    """The players who must decide now (several during simultaneous secret choices)."""
    phase = state.phase
    sequential = phase == "feeding" or phase == "leaf" or phase == "events"
    if sequential or phase == "play_cards" and not state.options.quick_play:
        turn = state.turn
        return [] if turn is None else [turn]
    if phase == "play_cards":  # quick play: everyone plans at once
        return [i for i, p in enumerate(state.players) if not p.done]
    if phase == "food_card":
        return [i for i, p in enumerate(state.players) if p.food_card is None and p.hand]
    return []


def legal_actions(state: GameState, player: int | None = None) -> list[Action]:
    """Every legal move of ``player`` (default: of every player who must decide now)."""
    return legal_for(state, player, to_move, _moves_of)


def _moves_of(state: GameState, player: int) -> list[Action]:
    return _MOVES[state.phase](state, player)


def why_illegal(state: GameState, action: Action) -> str | None:
    """The reason ``action`` is refused now, or None if it is legal."""
    phase = state.phase
    refused = out_of_turn(state, action, len(state.players), phase == "over",
                          msg("Feeding is over") if phase == "halted" else None,
                          PHASE_ACTIONS.get(phase, ()), DECISIONS.get(phase, ""), to_move)
    return refused if refused is not None else _CHECKS[type(action)](state, action)


def play(state: GameState, action: Action) -> None:
    """The effect of ``action``, known to be legal (``Game.apply`` checks it first, then runs ``advance``)."""
    _PLAY[type(action)](state, action)


def advance(state: GameState) -> None:
    """Run automatic steps until somebody must decide (or the game ends)."""
    while state.phase in _STEPS:
        waiting, then = _STEPS[state.phase]
        if waiting(state):
            return
        then(state)


def _after_play_cards(state: GameState) -> None:
    reveal_traits(state)
    if state.rules.events:
        begin_events(state)
    else:
        begin_feeding_phase(state)


def _after_leaf(state: GameState) -> None:
    if not state.rules.food_revealed_before_leaf_traits:
        reveal_food(state)
    begin_feeding(state)


def _after_feeding(state: GameState) -> None:
    if state.halt_at_end_of_feeding:
        state.phase, state.turn = "halted", None  # (not a step: ``advance`` stops)
        return
    end_of_feeding(state)
    end_round(state)


# Each phase's automatic step: (whether somebody decides in it now, what follows once nobody does).
_STEPS: dict[str, tuple[Callable[[GameState], Any], Callable[[GameState], None]]] = {
    "food_card": (to_move, begin_play_cards),
    "play_cards": (waiting_in_play_cards, _after_play_cards),
    "events": (waiting_in_events, begin_feeding_phase),
    "leaf": (waiting_in_leaf, _after_leaf),
    "feeding": (waiting_in_feeding, _after_feeding),
}

_MOVES = {
    "food_card": food_card_moves,
    "play_cards": play_cards_moves,
    "events": event_moves,
    "leaf": leaf_moves,
    "feeding": feeding_moves,
}
_CHECKS = {**play_cards.CHECKS, **event_step.CHECKS, **feeding_phase.CHECKS}
_PLAY = {**play_cards.PLAY, **event_step.PLAY, **feeding_phase.PLAY}
