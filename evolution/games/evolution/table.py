"""What every step of the round reads of the table (docs/rules.md §3): the seats in turn order, a
species by its place in a row, a card in hand, a new species, and each phase's decision in words."""

from __future__ import annotations

from ...core.messages import Label, msg
from .models import GameState, Species, letter


DECISIONS = {
    "food_card": "choose a food card",
    "play_cards": "play cards",
    "events": "play events",
    "leaf": "order leaf traits",
    "feeding": "feed",
}


def next_seat(state: GameState, player: int) -> int:
    return (player + 1) % len(state.players)


def turn_order(state: GameState) -> list[int]:
    """Turn order from the first player."""
    n = len(state.players)
    return [(state.first_player + k) % n for k in range(n)]


def name_of(state: GameState, player: int, species: Species) -> Label:
    """The species' letter, as refusals name it (the log and the table use the same)."""
    named = state.players[player].species_ever
    return Label(letter(named.index(species.uid)) if species.uid in named else "?")


def species_at(state: GameState, player: int, index: int) -> Species | None:
    row = state.players[player].species
    return row[index] if index < len(row) else None


def card_problem(state: GameState, player: int, card: int) -> str | None:
    if card >= len(state.players[player].hand):
        return msg("You have no card {n} in hand", n=card + 1)
    return None


def discard_from_hand(state: GameState, player: int, card: int) -> int:
    c = state.players[player].hand.pop(card)
    state.discard.append(c)
    return c


def hand_problem(state: GameState, player: int, cards: tuple[int, ...]) -> str | None:
    for c in cards:
        why = card_problem(state, player, c)
        if why:
            return why
    if len(set(cards)) != len(cards):
        return msg("Each card can be used once")
    return None


def new_species(state: GameState, p: int, **fields) -> Species:
    """A species for player ``p`` (the caller places it in the row): a fresh uid, and the next letter."""
    state.next_uid += 1
    state.players[p].species_ever.append(state.next_uid)
    return Species(uid=state.next_uid, **fields)
