"""Phase 2 (docs/rules.md §3, food cards) and phase 3 (play cards: traits, new species, body size and
population, then the reveal of the traits played face down; quick play plans them at once, §8)."""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from itertools import combinations

from ...core.messages import msg
from . import actions
from . import feeding
from .actions import Action
from .events import DoneEvents, DonePlaying, FoodCard, NewAvian, NewSpecies, Pop, Size, TraitDiscarded, TraitPlayed, TraitsRevealed, log
from .models import GameState, Planning, Snapshot, Species, TraitCard
from .table import card_problem, discard_from_hand, hand_problem, new_species, next_seat, species_at


def food_card_moves(state: GameState, p: int) -> list[Action]:
    return [actions.make(actions.FoodCard, p, c) for c in range(len(state.players[p].hand))]


def _check_food_card(state: GameState, a: actions.FoodCard) -> str | None:
    return card_problem(state, a.player, a.card)


def _play_food_card(state: GameState, a: actions.FoodCard) -> None:
    player = state.players[a.player]
    player.food_card = player.hand.pop(a.card)
    log(state, FoodCard(player=a.player, card=player.food_card))


def begin_play_cards(state: GameState) -> None:
    state.phase = "play_cards"
    for player in state.players:
        player.done = False
    state.sealed_from = len(state.log)
    if state.options.quick_play:  # §8: blind, simultaneous planning
        state.turn = None
        state.planning = Planning(
            players=[Snapshot(species=[s.clone() for s in p.species], hand_size=len(p.hand))
                     for p in state.players],
            discard_size=len(state.discard), flight_supply_size=len(state.flight_supply))
    else:
        state.turn = state.first_player


def _only_end_turn(state: GameState, p: int) -> bool:
    player = state.players[p]
    return not player.hand and not any(s.traits for s in player.species)


def waiting_in_play_cards(state: GameState) -> bool:
    if state.options.quick_play:
        for p, player in enumerate(state.players):
            if not player.done and _only_end_turn(state, p):
                player.done = True
        return any(not p.done for p in state.players)
    for _ in range(len(state.players)):
        p = state.turn
        if not state.players[p].done:
            if not _only_end_turn(state, p):
                return True
            state.players[p].done = True
        state.turn = next_seat(state, p)
    return False


def _trait_problem(state: GameState, species: Species, trait: str) -> str | None:
    if trait in state.rules.events:
        return msg("{trait} is an event: play it after the traits are revealed", trait=trait)
    limit = state.rules.max_traits(len(state.players))
    if len(species.traits) >= limit:
        return msg("A species can have at most {limit} traits: discard one first", limit=limit)
    if trait in feeding.names(state, species):
        return msg("This species already has {trait}", trait=trait)
    return None


def play_cards_moves(state: GameState, p: int) -> list[Action]:
    """Traits first (card by card), then the uses that only need some card: new species, +size,
    +population; then discarding traits and ending the turn."""
    player = state.players[p]
    hand, row = player.hand, player.species
    rules = state.rules
    limit = rules.max_traits(len(state.players))
    moves = []
    open_rows = [(i, feeding.names(state, s)) for i, s in enumerate(row) if len(s.traits) < limit]
    if open_rows:
        table = state.cards
        n = len(row)
        events = rules.events
        for c, card in enumerate(hand):
            trait = table[card].trait
            if trait in events:
                continue
            on = _trait_moves(p, c, n)
            for i, have in open_rows:
                if trait not in have:
                    moves.append(on[i])
    top = rules.max_track
    bird_top = rules.avian_max_size
    moves += _card_uses(p, len(hand), tuple([(s.size < (bird_top if s.avian else top), s.pop < top, len(s.traits))
                                             for s in row]))
    if rules.avian_cost and state.flight_supply and len(hand) >= rules.avian_cost:
        moves += _avian_moves(p, len(hand), rules.avian_cost)
    if state.cliff > 0:  # R-FL-7: a land Nesting species growing by a card may take from the Cliff
        for i, s in enumerate(row):
            if s.pop < top and feeding.CLIFF in feeding.gain_sources(state, s):
                moves += [actions.make(actions.GrowPopCliff, p, c, i) for c in range(len(hand))]
    return moves


@lru_cache(maxsize=256)
def _avian_moves(p: int, cards: int, cost: int) -> tuple[Action, ...]:
    """Flight: every set of ``cost`` hand cards paying for an avian species, at either end."""
    return tuple(actions.make(actions.NewAvian, p, pay, side) for pay in combinations(range(cards), cost)
                 for side in ("left", "right"))


@lru_cache(maxsize=4096)
def _trait_moves(p: int, c: int, species: int) -> tuple[Action, ...]:
    """Card ``c`` played as a trait on each of ``species`` species."""
    return tuple(actions.make(actions.PlayTrait, p, c, i) for i in range(species))


@lru_cache(maxsize=4096)
def _card_uses(p: int, cards: int, shape: tuple[tuple[bool, bool, int], ...]) -> tuple[Action, ...]:
    """The play-cards moves that depend only on how many cards and what row the player has."""
    make = actions.make
    growth = tuple((size_ok, pop_ok) for size_ok, pop_ok, _ in shape)
    moves: list[Action] = []
    for c in range(cards):
        moves += _card_block(p, c, growth)
    moves += [make(actions.DiscardTrait, p, i, t) for i, (_, _, n) in enumerate(shape) for t in range(n)]
    moves.append(make(actions.EndTurn, p))
    return tuple(moves)


@lru_cache(maxsize=4096)
def _card_block(p: int, c: int, growth: tuple[tuple[bool, bool], ...]) -> tuple[Action, ...]:
    """What card ``c`` can pay for: a new species at either end, +size or +population of a species."""
    make = actions.make
    moves = [make(actions.NewSpecies, p, c, "left"), make(actions.NewSpecies, p, c, "right")]
    for i, (size_ok, pop_ok) in enumerate(growth):
        if size_ok:
            moves.append(make(actions.GrowSize, p, c, i))
        if pop_ok:
            moves.append(make(actions.GrowPop, p, c, i))
    return tuple(moves)


def _check_play_trait(state: GameState, a: actions.PlayTrait) -> str | None:
    species = species_at(state, a.player, a.species)
    if species is None:
        return msg("You have no species in place {n} of your row", n=a.species + 1)
    return card_problem(state, a.player, a.card) or _trait_problem(
        state, species, state.cards[state.players[a.player].hand[a.card]].trait)


def _play_trait(state: GameState, a: actions.PlayTrait) -> None:
    card = state.players[a.player].hand.pop(a.card)
    species = state.players[a.player].species[a.species]
    species.traits.append(TraitCard(card=card, face_up=False))
    log(state, TraitPlayed(player=a.player, uid=species.uid, card=card, trait=state.cards[card].trait))


def _check_new_species(state: GameState, a: actions.NewSpecies) -> str | None:
    return card_problem(state, a.player, a.card)


def _play_new_species(state: GameState, a: actions.NewSpecies) -> None:
    card = discard_from_hand(state, a.player, a.card)
    row = state.players[a.player].species
    species = new_species(state, a.player)
    row.insert(0 if a.side == "left" else len(row), species)
    log(state, NewSpecies(player=a.player, side=a.side, card=card, uid=species.uid))


def _check_new_avian(state: GameState, a: actions.NewAvian) -> str | None:
    cost = state.rules.avian_cost
    if not cost:
        return msg("There are no avian species in this game")
    if len(a.cards) != cost:
        return msg("An avian species costs {n} cards", n=cost)
    if not state.flight_supply:
        return msg("No Flight card is left in the supply")
    return hand_problem(state, a.player, a.cards)


def _play_new_avian(state: GameState, a: actions.NewAvian) -> None:
    paid = [discard_from_hand(state, a.player, c) for c in sorted(a.cards, reverse=True)]
    row = state.players[a.player].species
    species = new_species(state, a.player, avian=True)
    species.traits.append(TraitCard(card=state.flight_supply.pop(), face_up=True))
    row.insert(0 if a.side == "left" else len(row), species)
    log(state, NewAvian(player=a.player, side=a.side, cards=paid, uid=species.uid))


def _check_grow(state: GameState, a: actions.GrowSize | actions.GrowPop) -> str | None:
    species = species_at(state, a.player, a.species)
    if species is None:
        return msg("You have no species in place {n} of your row", n=a.species + 1)
    if isinstance(a, actions.GrowSize):
        top = state.rules.max_size(species)
        if species.size >= top:
            return msg("Body size is already {max}, the maximum", max=top)
    elif species.pop >= state.rules.max_track:
        return msg("Population is already {max}, the maximum", max=state.rules.max_track)
    if isinstance(a, actions.GrowPopCliff) and feeding.CLIFF not in feeding.gain_sources(state, species):
        return msg("Only a land species with Nesting takes from the Cliff when it grows (and the Cliff has plants)")
    return card_problem(state, a.player, a.card)


def _play_grow(state: GameState, a: actions.GrowSize | actions.GrowPop) -> None:
    card = discard_from_hand(state, a.player, a.card)
    species = state.players[a.player].species[a.species]
    if isinstance(a, actions.GrowSize):
        species.size += 1
        log(state, Size(player=a.player, uid=species.uid, size=species.size, card=card))
        if species.avian:  # Flight: a bigger upkeep is paid from the population food first (Nesting)
            moved = min(species.food, species.size - species.upkeep)
            species.food -= moved
            species.upkeep += moved
    else:
        log(state, Pop(player=a.player, uid=species.uid, pop=species.pop + 1, card=card))
        feeding.gain_population(state, a.player, species, 1, feeding.CLIFF if isinstance(a, actions.GrowPopCliff) else None)


def _check_discard_trait(state: GameState, a: actions.DiscardTrait) -> str | None:
    species = species_at(state, a.player, a.species)
    if species is None:
        return msg("You have no species in place {n} of your row", n=a.species + 1)
    if a.trait >= len(species.traits):
        return msg("That species has no trait {n}", n=a.trait + 1)
    return None


def _play_discard_trait(state: GameState, a: actions.DiscardTrait) -> None:
    """R-DISCARD-TRAIT: fat stored on a discarded Fat Tissue goes to the bag."""
    player = state.players[a.player]
    species = player.species[a.species]
    trait = species.traits.pop(a.trait)
    feeding.discard_cards(state, [trait.card])
    name = state.cards[trait.card].trait
    fat = state.rules.traits[name].on_discard(state, a.player, species)
    log(state, TraitDiscarded(player=a.player, uid=species.uid, trait=name, card=trait.card, fat_to_bag=fat, bag=player.bag))


def _check_end_turn(state: GameState, a: actions.EndTurn) -> str | None:
    return None


def _play_end_turn(state: GameState, a: actions.EndTurn) -> None:
    state.players[a.player].done = True
    log(state, (DoneEvents if state.phase == "events" else DonePlaying)(player=a.player))
    if state.phase == "events" or not state.options.quick_play:
        state.turn = next_seat(state, a.player)


def reveal_traits(state: GameState) -> None:
    for player in state.players:
        for species in player.species:
            for t in species.traits:
                t.face_up = True
    log_ = state.log
    for k in range(state.sealed_from, len(log_)):
        event = log_[k]
        if type(event) is TraitPlayed:  # (a new record: a clone of the state may share the old one)
            log_[k] = dataclasses.replace(event, revealed=True)
    state.planning = None
    state.turn = None
    log(state, TraitsRevealed())


# The engine's dispatch (engine.py): each move of this phase, its check and its play.
CHECKS = {
    actions.FoodCard: _check_food_card,
    actions.PlayTrait: _check_play_trait,
    actions.NewSpecies: _check_new_species,
    actions.NewAvian: _check_new_avian,
    actions.GrowPopCliff: _check_grow,
    actions.GrowSize: _check_grow,
    actions.GrowPop: _check_grow,
    actions.DiscardTrait: _check_discard_trait,
    actions.EndTurn: _check_end_turn,
}
PLAY = {
    actions.FoodCard: _play_food_card,
    actions.PlayTrait: _play_trait,
    actions.NewSpecies: _play_new_species,
    actions.NewAvian: _play_new_avian,
    actions.GrowPopCliff: _play_grow,
    actions.GrowSize: _play_grow,
    actions.GrowPop: _play_grow,
    actions.DiscardTrait: _play_discard_trait,
    actions.EndTurn: _play_end_turn,
}
