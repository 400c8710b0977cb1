"""S-PAPO: every tie in the game is broken by Prestige level, then Age, then Population, then the
current turn order (the trick's from its leader; for the trump, trick 1's; at the end of the game,
the last action phase's)."""

from __future__ import annotations

from .models import GameState


def key(state: GameState, player: int, start: int) -> tuple[int, int, int, int]:
    """Sorts first the player who wins ties, in the turn order that begins at ``start``."""
    p = state.players[player]
    return (-p.buildings["prestige"], -p.age, -p.pop, (player - start) % len(state.players))


def order(state: GameState, players: list[int], start: int) -> list[int]:
    return sorted(players, key=lambda p: key(state, p, start))
