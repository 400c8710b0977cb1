"""``view(state, player)``: everything that player may know, and nothing more (docs/s-evolution.md §9,
`S-OPEN`, `S-BLIND-SLOT`).

Hidden from a viewer: other players' hands (only their sizes show) unless face up (Invasion);
their own hand when they play blind (Obscurantism); every draw pile's order and contents; the
cards in secret log entries (a hand drawn). Everything else lies face up on the table: the trick,
taken cards, Discovery columns (a face-down Discovery is a known card), tracks, buildings, scores.
Bots and pages see only this.
"""

from __future__ import annotations

from typing import Any

from ...core.plain import PlainRecord, plain
from . import engine, tricks
from .events import SEvent
from .models import GameState, Phase, Step


@plain(frozen=False)
class BoardView(PlainRecord):
    """One player's side of the table, as the viewer sees it."""

    index: int
    colour: str
    age: int
    pop: int
    stock: dict[str, int]
    score: int
    buildings: dict[str, int]
    workers: int
    hand: list[str] | None  # None: the viewer may not see it
    hand_size: int
    deck_size: int
    disc_up: list[str]
    disc_down: list[str]
    taken: list[str]
    blind: bool
    open: bool
    blind_next: bool
    open_next: bool
    bought_age: bool
    trick_rules: str  # "strength", "colour" or "trump": the rules this player plays tricks with
    met: list[str] | None
    traded: int
    choices: list[dict[str, Any]]


@plain(frozen=False)
class PlayerView(PlainRecord):
    viewer: int | None
    players_count: int
    round: int
    phase: Phase
    step: Step | None
    decision: str | None  # what the player(s) in ``to_move`` decide (engine.DECISIONS' key)
    to_move: list[int]
    leader: int
    trump: str | None
    led: str | None
    trick: list[tuple[int, str]]
    picked: list[tuple[int, str]]
    first: int
    turn: int | None
    out: list[str]
    winner: int | None
    players: list[BoardView]
    log_size: int


def sees_hand(state: GameState, viewer: int | None, p: int) -> bool:
    """S-OPEN: an owner sees their hand unless blind; the others see it only when it is face up."""
    player = state.players[p]
    return (not player.blind) if viewer == p else player.open


def view(state: GameState, player: int | None, open_hands: bool = False) -> PlayerView:
    """What ``player`` may know (``None``: a spectator, who sees no hand but face-up ones).
    ``open_hands``: every hand as it lies (a finished game's replay)."""
    boards = []
    for i, p in enumerate(state.players):
        boards.append(BoardView(
            index=i, colour=p.colour, age=p.age, pop=p.pop, stock=dict(p.stock), score=p.score,
            buildings=dict(p.buildings), workers=p.workers,
            hand=list(p.hand) if open_hands or sees_hand(state, player, i) else None, hand_size=len(p.hand),
            deck_size=len(p.deck), disc_up=list(p.disc_up), disc_down=list(p.disc_down), taken=list(p.taken),
            blind=p.blind, open=p.open, blind_next=p.blind_next, open_next=p.open_next, bought_age=p.bought_age,
            trick_rules=tricks.rules_of(state, i), met=p.met, traded=p.traded,
            choices=[c.model_dump(exclude={"player"}) for c in p.choices]))
    waiting = engine.to_move(state)
    return PlayerView(
        viewer=player, players_count=len(state.players), round=state.round, phase=state.phase,
        step=state.step if state.phase == "action" else None, decision=engine.decision(state) if waiting else None,
        to_move=waiting, leader=state.leader, trump=state.trump,
        led=tricks.led_suit(state) if state.phase == "trick" else None,
        trick=[tuple(t) for t in state.trick], picked=[tuple(t) for t in state.picked], first=state.first,
        turn=state.turn if state.phase == "action" else None, out=list(state.out), winner=state.winner,
        players=boards, log_size=len(state.log))


def visible_log(state: GameState, player: int | None, start: int = 0) -> list[SEvent]:
    """The log from ``start`` as ``player`` may see it: secret data only for those who saw it."""
    events = []
    for e in state.log[start:]:
        if e.hides_from(player):
            e = e.hidden()
        events.append(e)
    return events
