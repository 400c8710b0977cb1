"""Flight's event step (docs/rules.md, Ruleset `flight`): after the traits are revealed, each player in
turn may play event cards."""

from __future__ import annotations

from ...core.messages import msg
from . import actions
from . import feeding
from .actions import Action
from .events import PlayedEvent, log
from .models import GameState
from .table import card_problem, discard_from_hand, next_seat, species_at


def begin_events(state: GameState) -> None:
    state.phase = "events"
    state.turn = state.first_player
    for player in state.players:
        player.done = False


def _event_plays(state: GameState, p: int) -> list[Action]:
    events = state.rules.events
    table = state.cards
    moves = []
    for c, card in enumerate(state.players[p].hand):
        event = events.get(table[card].trait)
        if event is not None:
            moves += [actions.make(actions.PlayEvent, p, c, *choice) for choice in event.options(state, p)]
    return moves


def waiting_in_events(state: GameState) -> bool:
    """In turn order, each player holding a playable event card decides; the others are done."""
    for _ in range(len(state.players)):
        p = state.turn
        if not state.players[p].done:
            if _event_plays(state, p):
                return True
            state.players[p].done = True
        state.turn = next_seat(state, p)
    return False


def event_moves(state: GameState, p: int) -> list[Action]:
    """The event step's legal moves: each way to play an event card, or end the turn."""
    return [*_event_plays(state, p), actions.make(actions.EndTurn, p)]


def _check_play_event(state: GameState, a: actions.PlayEvent) -> str | None:
    why = card_problem(state, a.player, a.card)
    if why:
        return why
    trait = state.cards[state.players[a.player].hand[a.card]].trait
    event = state.rules.events.get(trait)
    if event is None:
        return msg("{trait} is not an event card", trait=trait)
    if (a.species, a.target, a.source) not in set(event.options(state, a.player)):
        return _event_refusal(state, a, trait)
    return None


def _event_refusal(state: GameState, a: actions.PlayEvent, trait: str) -> str:
    """Why these choices do not fit this event card (Dive-Bomb's species, target or source)."""
    if a.species is None:
        return msg("{trait}: choose one of your avian species", trait=trait)
    species = species_at(state, a.player, a.species)
    if species is None:
        return msg("You have no species in place {n} of your row", n=a.species + 1)
    if not species.avian:
        return msg("{trait}: only an avian species can dive", trait=trait)
    if feeding.room(state, species) <= 0:
        return msg("This species cannot eat any more")
    if feeding.is_carnivore(state, species):
        if a.target is None:
            return msg("{trait}: a carnivore attacks; choose its prey", trait=trait)
        owner, index = a.target
        if owner >= len(state.players) or index >= len(state.players[owner].species):
            return msg("There is no such species to attack")
        return feeding.attack_blocker(state, a.player, species, owner, index) or msg("Not a legal target")
    if a.target is not None:
        return msg("Only a carnivore can attack")
    return msg("{trait}: there is no food there", trait=trait)


def _play_event(state: GameState, a: actions.PlayEvent) -> None:
    card = discard_from_hand(state, a.player, a.card)
    trait = state.cards[card].trait
    row = state.players[a.player].species
    log(state, PlayedEvent(player=a.player, card=card, event=trait, uid=row[a.species].uid if a.species is not None else None))
    state.rules.events[trait].play(state, a.player, a.species, a.target, a.source)
    feeding.draw(state, a.player, 1)


# The engine's dispatch (engine.py): each move of this phase, its check and its play.
CHECKS = {
    actions.PlayEvent: _check_play_event,
}
PLAY = {
    actions.PlayEvent: _play_event,
}
