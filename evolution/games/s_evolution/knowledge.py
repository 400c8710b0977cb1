"""Determinisation: whole game states consistent with what one player knows (S-BOT-SAMPLE).

A bot sees its ``view`` and its visible log, never the state. ``Knowledge`` reads them once:
everything on the table (tracks, buildings, Discovery columns, the trick, taken and out cards, face-up
hands) is copied; the cards the player has not seen are, for each deck, the deck's resource cards
minus every one seen where it lies now. They lie in that deck's owner's hidden hand or draw pile.
``sample(rng)`` deals them at random: a hidden hand gets its size's worth (round 1: no calamity,
S-R1), plus the Discovery the public deal line says it received if that card was not played yet;
the rest, shuffled, is the draw pile. A fresh seed stands for the future shuffles. Nothing here
reads the true state, so nothing the player may not know can leak into a bot's choice.
"""

from __future__ import annotations

import random

from .actions import BY_KIND
from .cards import card, colours, resource_cards
from . import events
from .events import SEvent as Event
from .models import GameState, Options, PlayerState
from .view import PlayerView



def dealt_discoveries(log: list[Event], round_: int) -> dict[int, str]:
    """The Discovery each player added to their hand at this round's deal (public: S-OPEN's note
    that a face-down Discovery is a known card)."""
    found = {}
    for e in log:
        if isinstance(e, events.Deal) and e.round == round_ and e.discovery:
            found[e.player] = e.discovery
    return found


def moved_up(log: list[Event], round_: int) -> set[int]:
    return {e.player for e in log if type(e) is events.Up and e.round == round_}


class Knowledge:
    """What one player knows, ready to be dealt into states (see module doc)."""

    def __init__(self, view: PlayerView, log: list[Event]):
        self.view = view
        shown = {c for _, c in view.trick} | set(view.out)
        for b in view.players:
            shown.update(b.taken, b.disc_up, b.disc_down, b.hand or ())
        dealt = dealt_discoveries(log, view.round)
        self.rose = moved_up(log, view.round)
        # per hidden hand: (player, known cards in it, how many unknown resource cards)
        self.hidden: list[tuple[int, list[str], int]] = []
        self.unseen: dict[str, list[str]] = {}
        for b in view.players:
            self.unseen[b.colour] = [c for c in resource_cards(b.colour) if c not in shown]
            if b.hand is None:
                known = [dealt[b.index]] if b.index in dealt and dealt[b.index] not in shown else []
                self.hidden.append((b.index, known, b.hand_size - len(known)))
        for colour in colours()[:view.players_count]:
            self.unseen.setdefault(colour, [])

    def sample(self, rng: random.Random) -> GameState:
        """One state consistent with the view, hidden cards dealt at random."""
        v = self.view
        hands = {b.index: list(b.hand) for b in v.players if b.hand is not None}
        decks = {}
        pools = {colour: list(cards) for colour, cards in self.unseen.items()}
        for colour in pools:
            rng.shuffle(pools[colour])
        for p, known, unknown in self.hidden:
            pool = pools[v.players[p].colour]
            if v.round == 1:  # S-R1: no calamity was dealt
                allowed = [c for c in pool if not card(c).calamity]
            else:
                allowed = pool
            drawn = allowed[:unknown]
            for c in drawn:
                pool.remove(c)
            hand = known + drawn
            rng.shuffle(hand)
            hands[p] = hand
        for b in v.players:
            decks[b.index] = pools[b.colour]
        players = []
        for b in v.players:
            players.append(PlayerState(
                colour=b.colour, age=b.age, pop=b.pop, stock=dict(b.stock), score=b.score,
                buildings=dict(b.buildings), deck=decks[b.index], hand=hands[b.index], disc_up=list(b.disc_up),
                disc_down=list(b.disc_down), taken=list(b.taken), blind=b.blind, open=b.open,
                blind_next=b.blind_next, open_next=b.open_next, bought_age=b.bought_age,
                moved_up=b.index in self.rose,
                choices=[BY_KIND[c["kind"]](**c, player=b.index) for c in b.choices],
                traded=b.traded, met=None if b.met is None else list(b.met)))
        options = Options(players=v.players_count, seed=rng.randrange(2**62))
        return GameState(
            options=options, round=v.round, phase=v.phase, players=players, leader=v.leader, trump=v.trump,
            trick=list(v.trick), picked=list(v.picked), first=v.first, turn=v.turn, step=v.step, out=list(v.out),
            winner=v.winner, random_draws=0, log=[])
