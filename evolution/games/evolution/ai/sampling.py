"""Determinization: whole game states consistent with what one player knows.

A bot sees ``view(state, player)``, its legal moves and the log events visible to it. From
those, ``Knowledge`` builds a *template* state: everything public (rows, face-up traits, bags,
watering hole, whose turn, last round) and the player's own secrets (hand, food card, own
face-down traits) are copied; every other card slot (others' hands, food cards and face-down
traits, the deck, the set-aside cards, the part of the discard pile not seen in public events)
is left empty. ``Knowledge.sample(rng)`` deals the *unseen* cards (deck composition minus every
card the player has seen where it lies now) at random into those slots, with a fresh seed for
future shuffles. Nothing here reads the true state, so nothing the player cannot know leaks.

Card ids matter only through their (trait, food value), so the player's hand, known as
(trait, food) pairs, is mapped back to ids of the same kind.
"""

from __future__ import annotations

import random
from collections import defaultdict
from functools import cache, lru_cache

from .. import actions
from .. import cards
from .. import events
from ..events import EvolutionEvent as Event
from ..models import GameState, LeafEffect, Planning, Player, Snapshot, Species, TraitCard, letter_index
from ..options import Options
from ..rules import RULESETS
from ..view import PlayerView

# Events that put a public, named card on the discard pile.
_TO_DISCARD = frozenset({events.NewSpecies, events.Size, events.Pop, events.TraitDiscarded, events.Negate,
                         events.Intelligence, events.PlayedEvent, events.NewAvian})


class LogFacts:
    """What ``Knowledge`` reads in the visible log, found in one pass: the cards seen going to the
    discard pile since it was last shuffled into the deck, the food revealed each round, and the
    last rounds announced (deck runs)."""

    __slots__ = ("discard", "food_totals", "last_rounds")

    def __init__(self, log: list[Event]):
        seen: list[int] = []
        totals: list[int] = []
        last: list[int] = []
        for e in log:
            kind = type(e)
            if kind in _TO_DISCARD:
                card = getattr(e, "card", None)
                if card is not None:
                    seen.append(card)
                if kind is events.NewAvian:
                    seen.extend(e.cards)  # an avian species' two cards
            elif kind is events.FoodRevealed:
                seen.extend(e.cards.values())
                totals.append(e.total)
            elif kind is events.Reshuffle or kind is events.DeckEmpty or kind is events.Reserve:
                if kind is events.Reshuffle:
                    seen = []  # (the Flight end reserve leaves the discard pile where it is)
                last.append(e.last_round)
        self.discard, self.food_totals, self.last_rounds = seen, totals, last


def last_round(view: PlayerView, facts: LogFacts) -> int | None:
    found = list(facts.last_rounds)
    if view.last_round:
        found.append(view.round)
    return min(found) if found else None


def pending_negations(log: list[Event], me: int) -> tuple[list[str], int | None]:
    """Intelligence negations the player has prepared in the feeding turn still under way."""
    negated: list[str] = []
    negating = None
    for e in reversed(log):
        if e.player != me or type(e) not in (events.Negate, events.Intelligence, events.Take):
            break
        if isinstance(e, events.Negate):
            negated.append(e.trait)
            negating = e.uid
    negated.reverse()
    return negated, (negating if negated else None)


def _species_ever(row) -> list[int]:
    """A ``Player.species_ever`` that gives the view's species their letters (extinct ones are -1)."""
    named = {letter_index(sv.name): sv.uid for sv in row if sv.name.isalpha()}
    ever = [named.get(i, -1) for i in range(max(named, default=-1) + 1)]
    return ever + [sv.uid for sv in row if not sv.name.isalpha()]  # a hand-made position's unnamed species


@cache
def _ids_by_kind(deck_id: str) -> dict[tuple[str, int], tuple[int, ...]]:
    """The card ids of a deck by (trait, food value)."""
    by_kind: dict[tuple[str, int], list[int]] = defaultdict(list)
    for cid, card in enumerate(cards.deck(deck_id)):
        by_kind[(card.trait, card.food)].append(cid)
    return {k: tuple(v) for k, v in by_kind.items()}


@lru_cache(maxsize=64)
def _options(ruleset: str, players: int, quick_play: bool) -> Options:
    """The template's options (seed 0; each sample gets its own seed). Options are immutable: shared."""
    return Options(ruleset=ruleset, players=players, quick_play=quick_play, seed=0)


class Knowledge:
    """What ``player`` knows, as a template state plus the unseen cards and where they may lie."""

    def __init__(self, view: PlayerView, log: list[Event], legal: list[actions.Action]):
        me = view.viewer
        self.player = me
        r = view.ruleset
        self.rules = r
        table = cards.deck(r.deck)
        self.table = table
        kinds = _ids_by_kind(r.deck)
        free: dict[tuple[str, int], list[int]] = {}  # ids not yet placed, per kind (copied when first taken)

        def ids_of(kind: tuple[str, int]) -> list[int]:
            ids = free.get(kind)
            if ids is None:
                ids = free[kind] = list(kinds.get(kind, ()))
            return ids

        def take(trait: str, food: int) -> int:
            ids = ids_of((trait, food))
            if not ids:  # inconsistent tracking: never expected, but never crash a bot
                for k in kinds:
                    v = ids_of(k)
                    if v and k[0] == trait:
                        return v.pop()
                return next(v for v in map(ids_of, kinds) if v).pop()
            return ids.pop()

        def take_id(cid: int) -> int | None:
            card = table[cid]
            ids = ids_of((card.trait, card.food))
            if not ids:
                return None
            if cid in ids:
                ids.remove(cid)
                return cid
            return ids.pop()

        players: list[Player] = []
        self.hidden_traits: list[tuple[int, int, int]] = []  # (player, species index, trait index)
        self.hidden_food: list[int] = []
        self.hand_sizes: list[int] = []
        for ps in view.players:
            own = ps.index == me
            row = []
            for k, sv in enumerate(ps.species):
                traits = []
                for t_i, tv in enumerate(sv.traits):
                    if tv.trait is not None:
                        traits.append(TraitCard(card=take(tv.trait, tv.food), face_up=tv.face_up))
                    else:
                        traits.append(TraitCard(card=-1, face_up=False))
                        self.hidden_traits.append((ps.index, k, t_i))
                row.append(Species(uid=sv.uid, size=sv.size, pop=sv.pop, food=sv.food, fat=sv.fat, traits=traits,
                                   avian=sv.avian, upkeep=sv.upkeep))
            hand: list[int] = []
            food_card = None
            if own:
                hand = [take(c.trait, c.food) for c in ps.hand or []]
                if ps.food_card is not None:
                    food_card = take(ps.food_card.trait, ps.food_card.food)
            elif ps.food_card_placed:
                food_card = -1
                self.hidden_food.append(ps.index)
            self.hand_sizes.append(0 if own else ps.hand_size)
            players.append(Player(hand=hand, species=row, bag=ps.bag, food_card=food_card, done=ps.done,
                                  species_ever=_species_ever(ps.species)))
        facts = LogFacts(log)
        self.events = RULESETS[r.id].events
        supplied = RULESETS[r.id].supply_traits
        # Flight cards not on a visible species lie in their supply (or, in blind quick play, on others'
        # hidden new species: the supply holds them as well), never in a hand or the discard pile
        flight_supply = [take_id(cid) for cid, card in enumerate(table) if card.trait in supplied
                         and cid in ids_of((card.trait, card.food))]
        discard = [c for c in (take_id(cid) for cid in facts.discard if table[cid].trait not in supplied)
                   if c is not None]

        self.pool = sorted(cid for k, ids in kinds.items() for cid in free.get(k, ids))
        self.deck_size = view.deck_size
        self.set_aside_size = view.set_aside_size
        hidden = (sum(self.hand_sizes) + len(self.hidden_food) + len(self.hidden_traits)
                  + self.deck_size + self.set_aside_size)
        # The discard pile gets the rest: those of its cards not seen going there, plus (blind quick
        # play) the cards the player itself discarded since planning began.
        self.discard_fill = len(self.pool) - hidden
        if self.discard_fill < 0:  # inconsistent counts: never expected; keep the sample playable
            self.deck_size = max(0, self.deck_size + self.discard_fill)
            self.discard_fill = len(self.pool) - (hidden - view.deck_size + self.deck_size)

        planning = None
        if any(ps.planning_hidden for ps in view.players):
            planning = Planning(players=[Snapshot(species=[s.clone() for s in pl.species],
                                                  hand_size=view.players[i].hand_size)
                                         for i, pl in enumerate(players)],
                                discard_size=view.discard_size, flight_supply_size=view.flight_supply_size)
        totals = facts.food_totals
        # Plants the food cards brought per round so far (with a prior of 4.5 per player, since
        # players tend to give high-value cards): the heuristics' guess of future supply.
        self.food_per_round = (sum(totals) + 2 * 4.5 * r.players) / (len(totals) + 2)
        mine = players[me].species
        negated, negating = pending_negations(log, me)
        index = {i: s.uid for i, s in enumerate(mine)}
        leaf = [LeafEffect(species=index[a.species], trait=a.trait) for a in legal if type(a) is actions.Leaf]
        uids = [s.uid for pl in players for s in pl.species]
        self.template = GameState(
            options=_options(r.id, r.players, r.quick_play),
            phase=view.phase, round=view.round, first_player=view.first_player, turn=view.turn,
            players=players, discard=discard, watering_hole=view.watering_hole, cliff=view.cliff,
            flight_supply=flight_supply,
            last_round=last_round(view, facts), next_uid=max(uids, default=0), negated=negated,
            negating=negating, leaf_pending=leaf, planning=planning, scores=list(view.scores),
            winners=list(view.winners))

    def sample(self, rng: random.Random) -> GameState:
        """One state consistent with the player's knowledge; its seed (future shuffles) is random too."""
        s = self.template.clone()
        s.options = self.template.options.model_copy(update={"seed": rng.randrange(2**62)})  # same ruleset: same rules, cards
        pool = list(self.pool)
        rng.shuffle(pool)
        k = 0
        for p, n in enumerate(self.hand_sizes):
            if n:
                s.players[p].hand = pool[k:k + n]
                k += n
        for p in self.hidden_food:
            s.players[p].food_card = pool[k]
            k += 1
        table, events = self.table, self.events
        for p, i, t in self.hidden_traits:
            if events and table[pool[k]].trait in events:  # a face-down trait is never an event card
                j = next((j for j in range(k + 1, len(pool)) if table[pool[j]].trait not in events), k)
                pool[k], pool[j] = pool[j], pool[k]
            s.players[p].species[i].traits[t].card = pool[k]
            k += 1
        s.set_aside = pool[k:k + self.set_aside_size]
        k += self.set_aside_size
        s.discard = pool[k:k + self.discard_fill] + s.discard
        k += self.discard_fill
        s.deck = pool[k:k + self.deck_size]
        return s
