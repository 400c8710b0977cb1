"""The round, phase by phase (docs/rules.md §2–8), and the decision model.

``legal_actions`` lists every legal move, ``why_illegal`` explains a refusal, ``apply`` is
the only mutator: it checks first (so a refused move changes nothing), plays the move, then
runs every automatic step (deal, reveal, leaf traits without a choice, auto-pass, end of
feeding, scoring) until somebody must decide again.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, permutations

from ...core.game import IllegalAction
from ...core.messages import Label, msg
from . import actions
from . import feeding
from .actions import Action
from .events import Event, log
from .models import GameState, LeafEffect, Planning, Player, Score, Snapshot, Species, TraitCard, letter
from .options import Options
from .traits import Intelligence

DECISIONS = {
    "food_card": "choose a food card",
    "play_cards": "play cards",
    "events": "play events",
    "leaf": "order leaf traits",
    "feeding": "feed",
}
PHASE_ACTIONS = {
    "food_card": (actions.FoodCard,),
    "play_cards": (actions.PlayTrait, actions.NewSpecies, actions.NewAvian, actions.GrowSize, actions.GrowPop, actions.DiscardTrait, actions.EndTurn),
    "events": (actions.PlayEvent, actions.EndTurn),  # Flight: the event step after the traits are revealed
    "leaf": (actions.Leaf, actions.Intelligence, actions.Pass),  # the last two: R-BSW-INT's step before feeding
    "feeding": (actions.Feed, actions.StoreFat, actions.Attack, actions.Negate, actions.Intelligence, actions.Pass),
}


__all__ = ["IllegalAction", "DECISIONS", "new_game", "to_move", "legal_actions", "why_illegal", "apply",
           "apply_legal", "advance", "end_of_feeding", "begin_round", "begin_feeding_phase", "turn_order", "score_parts"]


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
    log(state, "setup", None, players=n, first_player=state.first_player, set_aside=len(state.set_aside),
        quick_play=options.quick_play)
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
    if player is None:
        return [a for p in to_move(state) for a in legal_actions(state, p)]
    if player not in to_move(state):
        return []
    return _MOVES[state.phase](state, player)


def why_illegal(state: GameState, action: Action) -> str | None:
    """The reason ``action`` is refused now, or None if it is legal."""
    p = action.player
    if p >= len(state.players):
        return msg("There is no player {n}", n=p + 1)
    if state.phase == "over":
        return msg("The game is over")
    if state.phase == "halted":
        return msg("Feeding is over")
    if not isinstance(action, PHASE_ACTIONS[state.phase]):
        return msg("Not now: it is time to {decision}", decision=DECISIONS[state.phase])
    if p not in to_move(state):
        return msg("It is not your turn")
    return _CHECKS[type(action)](state, action)


def apply(state: GameState, action: Action) -> list[Event]:
    """Play ``action`` (after checking it) and every automatic step that follows.

    Returns the new log events. Raises IllegalAction, leaving ``state`` untouched, if the
    move is not legal.
    """
    why = why_illegal(state, action)
    if why:
        raise IllegalAction(why)
    start = len(state.log)
    _PLAY[type(action)](state, action)
    advance(state)
    return state.log[start:]


def advance(state: GameState) -> None:
    """Run automatic steps until somebody must decide (or the game ends)."""
    while True:
        phase = state.phase
        if phase == "food_card":
            if to_move(state):
                return
            _begin_play_cards(state)
        elif phase == "play_cards":
            if _waiting_in_play_cards(state):
                return
            _reveal_traits(state)
            if state.rules.events:
                _begin_events(state)
            else:
                begin_feeding_phase(state)
        elif phase == "events":
            if _waiting_in_events(state):
                return
            begin_feeding_phase(state)
        elif phase == "leaf":
            if _waiting_in_leaf(state):
                return
            if not state.rules.food_revealed_before_leaf_traits:
                _reveal_food(state)
            _begin_feeding(state)
        elif phase == "feeding":
            if _waiting_in_feeding(state):
                return
            if state.halt_at_end_of_feeding:
                state.phase, state.turn = "halted", None
                return
            end_of_feeding(state)
            _end_round(state)
        else:
            return


# --- Helpers ---------------------------------------------------------------------

def _next(state: GameState, player: int) -> int:
    return (player + 1) % len(state.players)


def turn_order(state: GameState) -> list[int]:
    """Turn order from the first player."""
    n = len(state.players)
    return [(state.first_player + k) % n for k in range(n)]


def name_of(state: GameState, player: int, species: Species) -> Label:
    """The species' letter, as refusals name it (the log and the table use the same)."""
    named = state.players[player].species_ever
    return Label(letter(named.index(species.uid)) if species.uid in named else "?")


def _species(state: GameState, player: int, index: int) -> Species | None:
    row = state.players[player].species
    return row[index] if index < len(row) else None


def _card_problem(state: GameState, player: int, card: int) -> str | None:
    if card >= len(state.players[player].hand):
        return msg("You have no card {n} in hand", n=card + 1)
    return None


def _discard_from_hand(state: GameState, player: int, card: int) -> int:
    c = state.players[player].hand.pop(card)
    state.discard.append(c)
    return c


def _hand_problem(state: GameState, player: int, cards: tuple[int, ...]) -> str | None:
    for c in cards:
        why = _card_problem(state, player, c)
        if why:
            return why
    if len(set(cards)) != len(cards):
        return msg("Each card can be used once")
    return None


# --- Phase 1: deal -----------------------------------------------------------------

def begin_round(state: GameState) -> None:
    log(state, "round", None, first_player=state.first_player, last=state.round == state.last_round)
    _free_species(state)
    for p in turn_order(state):
        feeding.draw(state, p, 3 + len(state.players[p].species), dealing=True)
    for player in state.players:
        player.food_card = None
        player.done = False
    state.phase, state.turn = "food_card", None
    state.sealed_from = len(state.log)


def end_of_feeding(state: GameState) -> None:
    """Phase 4's end: starvation, food to the bags; under some rules, free species (R-BSW-FREE)."""
    feeding.end_of_feeding(state)
    if state.rules.free_species_after_feeding:
        _free_species(state)


def _free_species(state: GameState) -> None:
    """Each player without a species gets one (size 1, population 1), in turn order."""
    for p in turn_order(state):
        player = state.players[p]
        if not player.species:
            species = new_species(state, p)
            player.species.append(species)
            log(state, "free_species", p, uid=species.uid)


def new_species(state: GameState, p: int, **fields) -> Species:
    """A species for player ``p`` (the caller places it in the row): a fresh uid, and the next letter."""
    state.next_uid += 1
    state.players[p].species_ever.append(state.next_uid)
    return Species(uid=state.next_uid, **fields)


# --- Phase 2: food cards -----------------------------------------------------------

def _moves_food_card(state: GameState, p: int) -> list[Action]:
    return [actions.make(actions.FoodCard, p, c) for c in range(len(state.players[p].hand))]


def _check_food_card(state: GameState, a: actions.FoodCard) -> str | None:
    return _card_problem(state, a.player, a.card)


def _play_food_card(state: GameState, a: actions.FoodCard) -> None:
    player = state.players[a.player]
    player.food_card = player.hand.pop(a.card)
    log(state, "food_card", a.player, ("card",), card=player.food_card)


# --- Phase 3: play cards -----------------------------------------------------------

def _begin_play_cards(state: GameState) -> None:
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


def _waiting_in_play_cards(state: GameState) -> bool:
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
        state.turn = _next(state, p)
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


def _moves_play_cards(state: GameState, p: int) -> list[Action]:
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
    species = _species(state, a.player, a.species)
    if species is None:
        return msg("You have no species in place {n} of your row", n=a.species + 1)
    return _card_problem(state, a.player, a.card) or _trait_problem(
        state, species, state.cards[state.players[a.player].hand[a.card]].trait)


def _play_trait(state: GameState, a: actions.PlayTrait) -> None:
    card = state.players[a.player].hand.pop(a.card)
    species = state.players[a.player].species[a.species]
    species.traits.append(TraitCard(card=card, face_up=False))
    log(state, "trait_played", a.player, ("card", "trait"), uid=species.uid, card=card,
        trait=state.cards[card].trait)


def _check_new_species(state: GameState, a: actions.NewSpecies) -> str | None:
    return _card_problem(state, a.player, a.card)


def _play_new_species(state: GameState, a: actions.NewSpecies) -> None:
    card = _discard_from_hand(state, a.player, a.card)
    row = state.players[a.player].species
    species = new_species(state, a.player)
    row.insert(0 if a.side == "left" else len(row), species)
    log(state, "new_species", a.player, side=a.side, card=card, uid=species.uid)


def _check_new_avian(state: GameState, a: actions.NewAvian) -> str | None:
    cost = state.rules.avian_cost
    if not cost:
        return msg("There are no avian species in this game")
    if len(a.cards) != cost:
        return msg("An avian species costs {n} cards", n=cost)
    if not state.flight_supply:
        return msg("No Flight card is left in the supply")
    return _hand_problem(state, a.player, a.cards)


def _play_new_avian(state: GameState, a: actions.NewAvian) -> None:
    paid = [_discard_from_hand(state, a.player, c) for c in sorted(a.cards, reverse=True)]
    row = state.players[a.player].species
    species = new_species(state, a.player, avian=True)
    species.traits.append(TraitCard(card=state.flight_supply.pop(), face_up=True))
    row.insert(0 if a.side == "left" else len(row), species)
    log(state, "new_avian", a.player, side=a.side, cards=paid, uid=species.uid)


def _check_grow(state: GameState, a: actions.GrowSize | actions.GrowPop) -> str | None:
    species = _species(state, a.player, a.species)
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
    return _card_problem(state, a.player, a.card)


def _play_grow(state: GameState, a: actions.GrowSize | actions.GrowPop) -> None:
    card = _discard_from_hand(state, a.player, a.card)
    species = state.players[a.player].species[a.species]
    if isinstance(a, actions.GrowSize):
        species.size += 1
        log(state, "size", a.player, uid=species.uid, size=species.size, card=card)
        if species.avian:  # Flight: a bigger upkeep is paid from the population food first (Nesting)
            moved = min(species.food, species.size - species.upkeep)
            species.food -= moved
            species.upkeep += moved
    else:
        log(state, "pop", a.player, uid=species.uid, pop=species.pop + 1, card=card)
        feeding.gain_population(state, a.player, species, 1, feeding.CLIFF if isinstance(a, actions.GrowPopCliff) else None)


def _check_discard_trait(state: GameState, a: actions.DiscardTrait) -> str | None:
    species = _species(state, a.player, a.species)
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
    log(state, "trait_discarded", a.player, uid=species.uid, trait=name, card=trait.card, fat_to_bag=fat,
        bag=player.bag)


def _check_end_turn(state: GameState, a: actions.EndTurn) -> str | None:
    return None


def _play_end_turn(state: GameState, a: actions.EndTurn) -> None:
    state.players[a.player].done = True
    log(state, "done_events" if state.phase == "events" else "done_playing", a.player)
    if state.phase == "events" or not state.options.quick_play:
        state.turn = _next(state, a.player)


def _reveal_traits(state: GameState) -> None:
    for player in state.players:
        for species in player.species:
            for t in species.traits:
                t.face_up = True
    for event in state.log[state.sealed_from:]:
        if event.kind == "trait_played":
            event.secret = ()
    state.planning = None
    state.turn = None
    log(state, "traits_revealed", None)


# --- Flight's event step (after the traits are revealed) ----------------------------

def _begin_events(state: GameState) -> None:
    state.phase = "events"
    state.turn = state.first_player
    for player in state.players:
        player.done = False


def _event_moves(state: GameState, p: int) -> list[Action]:
    events = state.rules.events
    table = state.cards
    moves = []
    for c, card in enumerate(state.players[p].hand):
        event = events.get(table[card].trait)
        if event is not None:
            moves += [actions.make(actions.PlayEvent, p, c, *choice) for choice in event.options(state, p)]
    return moves


def _waiting_in_events(state: GameState) -> bool:
    """In turn order, each player holding a playable event card decides; the others are done."""
    for _ in range(len(state.players)):
        p = state.turn
        if not state.players[p].done:
            if _event_moves(state, p):
                return True
            state.players[p].done = True
        state.turn = _next(state, p)
    return False


def _moves_events(state: GameState, p: int) -> list[Action]:
    return [*_event_moves(state, p), actions.make(actions.EndTurn, p)]


def _check_play_event(state: GameState, a: actions.PlayEvent) -> str | None:
    why = _card_problem(state, a.player, a.card)
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
    species = _species(state, a.player, a.species)
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
    card = _discard_from_hand(state, a.player, a.card)
    trait = state.cards[card].trait
    row = state.players[a.player].species
    log(state, "event", a.player, card=card, event=trait,
        uid=row[a.species].uid if a.species is not None else None)
    state.rules.events[trait].play(state, a.player, a.species, a.target, a.source)
    feeding.draw(state, a.player, 1)


# --- Phase 4: leaf traits, reveal, feeding -----------------------------------------

def begin_feeding_phase(state: GameState) -> None:
    """Phase 4 starts with the leaf step; the ruleset says whether the food cards are revealed
    before it (R-BSW-REVEAL) or after it (R-LEAF)."""
    if state.rules.food_revealed_before_leaf_traits:
        _reveal_food(state)
    begin_leaf(state)


def _leaf_effects(state: GameState, p: int) -> list[LeafEffect]:
    traits = state.rules.traits
    return [LeafEffect(species=s.uid, trait=t)
            for s in state.players[p].species for t in sorted(feeding.names(state, s)) if traits[t].leaf]


def begin_leaf(state: GameState) -> None:
    state.phase = "leaf"
    state.turn = state.first_player
    for player in state.players:
        player.done = False  # from here on: done with the step before feeding (R-BSW-INT)
    state.leaf_pending = _leaf_effects(state, state.turn)


def _find(state: GameState, p: int, uid: int) -> Species | None:
    for s in state.players[p].species:
        if s.uid == uid:
            return s
    return None


def _resolve_leaf(state: GameState, p: int, effect: LeafEffect, choice: str | None = None) -> None:
    species = _find(state, p, effect.species)
    if species is not None:
        state.rules.traits[effect.trait].resolve_leaf(state, p, species, choice)


def _leaf_choices(state: GameState, p: int, effect: LeafEffect) -> tuple[str | None, ...]:
    species = _find(state, p, effect.species)
    if species is None:
        return (None,)
    return state.rules.traits[effect.trait].leaf_choices(state, p, species)


def _leaf_order_matters(state: GameState, p: int) -> bool:
    """R-LEAF: the owner chooses the order only when orders give different results.

    Effects that reach no common species (or supply) commute, so only groups of
    overlapping effects are tried in every order, on copies of the player's row."""
    groups: list[tuple[set, list[LeafEffect]]] = []
    for e in state.leaf_pending:
        species = _find(state, p, e.species)
        if species is None:
            continue
        reach, members = set(state.rules.traits[e.trait].leaf_reach(state, p, species)), [e]
        for group in [g for g in groups if not g[0].isdisjoint(reach)]:
            groups.remove(group)
            reach |= group[0]
            members += group[1]
        groups.append((reach, members))
    for _, members in groups:
        if len(members) > 5:
            return True
        if len(members) > 1 and len({_leaf_outcome(state, p, order) for order in permutations(members)}) > 1:
            return True
    return False


def _leaf_outcome(state: GameState, p: int, order: tuple[LeafEffect, ...]) -> tuple:
    """Resolve leaf effects in this order on a copy of player ``p``'s side; what results."""
    trial = state.clone()
    trial_player = trial.players[p]
    for e in order:
        _resolve_leaf(trial, p, e)
    return (trial.watering_hole, trial.cliff, trial_player.bag,
            tuple((s.uid, s.pop, s.food, s.fat, s.upkeep) for s in trial_player.species))


def _waiting_in_leaf(state: GameState) -> bool:
    while True:
        p = state.turn
        if state.leaf_pending and (_leaf_order_matters(state, p) or any(
                len(_leaf_choices(state, p, e)) > 1 for e in state.leaf_pending)):
            return True
        for effect in state.leaf_pending:
            _resolve_leaf(state, p, effect)
        state.leaf_pending = []
        if _herbivore_intelligence(state, p):
            return True
        nxt = _next(state, p)
        if nxt == state.first_player:
            return False
        state.turn = nxt
        state.leaf_pending = _leaf_effects(state, nxt)


def _herbivore_intelligence(state: GameState, p: int) -> list[Action]:
    """R-BSW-INT: before feeding, a player's Intelligence moves for non-carnivores (then Pass)."""
    player = state.players[p]
    if not state.rules.herbivore_intelligence_before_feeding or player.done or not player.hand:
        return []
    moves = [actions.make(actions.Intelligence, p, i, c) for i, s in enumerate(player.species)
             if _uses_intelligence_for_plants(state, s) for c in range(len(player.hand))]
    return [*moves, actions.make(actions.Pass, p)] if moves else []


def _uses_intelligence_for_plants(state: GameState, s: Species) -> bool:
    have = feeding.names(state, s)
    return Intelligence.name in have and not feeding.is_carnivore(state, s, have) and feeding.room(state, s, have) > 0


def _moves_leaf(state: GameState, p: int) -> list[Action]:
    if not state.leaf_pending:
        return _herbivore_intelligence(state, p)
    row = state.players[p].species
    index = {s.uid: i for i, s in enumerate(row)}
    return [actions.make(actions.Leaf, p, index[e.species], e.trait) if choice is None
            else actions.make(actions.LeafChoice, p, index[e.species], e.trait, choice)
            for e in state.leaf_pending if e.species in index for choice in _leaf_choices(state, p, e)]


def _pending_leaf(state: GameState, a: actions.Leaf) -> LeafEffect | None:
    species = _species(state, a.player, a.species)
    if species is None:
        return None
    for e in state.leaf_pending:
        if e.species == species.uid and e.trait == a.trait:
            return e
    return None


def _check_leaf(state: GameState, a: actions.Leaf) -> str | None:
    effect = _pending_leaf(state, a)
    if effect is None:
        species = _species(state, a.player, a.species)
        if species is None:
            return msg("You have no species in place {n} of your row", n=a.species + 1)
        return msg("No unresolved {trait} on your species {n}", trait=a.trait, n=name_of(state, a.player, species))
    if isinstance(a, actions.LeafChoice) and a.choice not in _leaf_choices(state, a.player, effect):
        return msg("{trait} cannot take {choice} here", trait=a.trait, choice=a.choice)
    return None


def _play_leaf(state: GameState, a: actions.Leaf) -> None:
    effect = _pending_leaf(state, a)
    state.leaf_pending.remove(effect)
    _resolve_leaf(state, a.player, effect, a.choice if isinstance(a, actions.LeafChoice) else None)


def _reveal_food(state: GameState) -> None:
    """The reveal: the food cards' sum goes to the watering hole (R-NEG; the ruleset says how)."""
    revealed = {}
    for p in turn_order(state):
        player = state.players[p]
        if player.food_card is not None:
            revealed[p] = player.food_card
            state.discard.append(player.food_card)
            player.food_card = None
    total = sum(state.cards[c].food for c in revealed.values())
    state.watering_hole = state.rules.watering_hole_after_reveal(state.watering_hole, total)  # R-NEG
    state.cliff += state.rules.cliff_plants(len(state.players))  # R-FL-6
    log(state, "food_revealed", None, cards=revealed, total=total, watering_hole=state.watering_hole,
        cliff=state.cliff)


def _begin_feeding(state: GameState) -> None:
    state.phase = "feeding"
    state.turn = state.first_player
    for player in state.players:
        player.done = False


def _is_mandatory(state: GameState, p: int, species: Species) -> bool:
    """R-MUST: a hungry species that can eat must be fed (the player picks which)."""
    if species.food >= species.pop and not (species.avian and species.upkeep < species.size):  # not feeding.hungry
        return False
    if feeding.is_carnivore(state, species):
        return next(feeding.targets(state, p, species), None) is not None
    return state.watering_hole > 0 or species.avian and state.cliff > 0


def _mandatory(state: GameState, p: int) -> Species | None:
    for s in state.players[p].species:
        if _is_mandatory(state, p, s):
            return s
    return None


def _feeding_options(state: GameState, p: int):
    """Every feeding move but Pass, lazily, tagged: "must" feeds a hungry species, "may" is an
    optional feeding (storing fat, R-FAT-OPT), "int" uses Intelligence (never mandatory)."""
    player = state.players[p]
    make = actions.make
    intelligence_now = not state.rules.herbivore_intelligence_before_feeding
    negators = state.rules.hooked["negates"]
    for i, s in enumerate(player.species):
        have = feeding.names(state, s)
        if feeding.room(state, s, have) <= 0:
            continue
        tag = "must" if s.food < s.pop or s.avian and s.upkeep < s.size else "may"  # feeding.hungry, inlined
        if feeding.is_carnivore(state, s, have):
            for target in feeding.targets(state, p, s, have):
                yield tag, make(actions.Attack, p, i, target)
            if player.hand and not negators.isdisjoint(have):
                for name in _negatable(state, s, have):
                    for c in range(len(player.hand)):
                        yield "int", make(actions.Negate, p, i, c, name)
        else:
            if state.watering_hole > 0:
                yield tag, make(actions.Feed if tag == "must" else actions.StoreFat, p, i)
            if s.avian and state.cliff > 0:
                yield tag, make(actions.FeedCliff if tag == "must" else actions.StoreFatCliff, p, i)
            if intelligence_now and Intelligence.name in have:
                for c in range(len(player.hand)):
                    yield "int", make(actions.Intelligence, p, i, c)


def _moves_feeding(state: GameState, p: int) -> list[Action]:
    """R-MUST: while a hungry species can eat, the player must feed a hungry one; otherwise
    storing fat (R-FAT-OPT) and passing are allowed."""
    moves: dict[str, list[Action]] = {"must": [], "may": [], "int": []}
    for tag, action in _feeding_options(state, p):
        moves[tag].append(action)
    if moves["must"]:
        return moves["must"] + moves["int"]
    return moves["may"] + moves["int"] + [actions.make(actions.Pass, p)]


def _negatable(state: GameState, attacker: Species, have: set[str]) -> list[str]:
    """Trait names the carnivore may still negate with a discard: those on other species that its
    Intelligence (any) or Flight (Symbiosis, Warning Call, Climbing; R-FL-8) lets it ignore."""
    if state.negated and state.negating != attacker.uid:
        return []  # negations are already being prepared for another carnivore
    present = {state.cards[t.card].trait for p in state.players for s in p.species if s is not attacker
               for t in s.traits}
    present.difference_update(state.negated)
    traits = state.rules.traits
    negators = [traits[n] for n in sorted(state.rules.hooked["negates"] & have)]
    return sorted(t for t in present if any(n.negates(t) for n in negators))


def _waiting_in_feeding(state: GameState) -> bool:
    """Give the turn to the next player who has not passed; pass for those who cannot act."""
    for _ in range(len(state.players) + 1):
        p = state.turn
        player = state.players[p]
        if not player.done:
            all_fed = state.rules.fed_players_drop_out and not any(map(feeding.hungry, player.species))  # R-BSW-DROP
            if not all_fed and next(_feeding_options(state, p), None) is not None:
                return True
            player.done = True
            log(state, "pass", p, automatic=True)
        state.turn = _next(state, p)
    return False


def _feeding_species(state: GameState, a, need_carnivore: bool) -> tuple[Species | None, str | None]:
    species = _species(state, a.player, a.species)
    if species is None:
        return None, msg("You have no species in place {n} of your row", n=a.species + 1)
    carnivore = feeding.is_carnivore(state, species)
    if carnivore and not need_carnivore:
        return None, msg("Carnivores never eat plants: attack instead")
    if need_carnivore and not carnivore:
        return None, msg("Only a carnivore can attack")
    return species, None


def _source_problem(state: GameState, species: Species, source: str) -> str | None:
    if source == feeding.CLIFF:
        if not species.avian:
            return msg("Only an avian species can take food from the Cliff")
        if state.cliff <= 0:
            return msg("The Cliff is empty")
    elif state.watering_hole <= 0:
        return msg("The watering hole is empty")
    return None


def _check_feed(state: GameState, a: actions.Feed) -> str | None:
    species, why = _feeding_species(state, a, need_carnivore=False)
    if why:
        return why
    if not feeding.hungry(species):
        if feeding.stores_fat(state, feeding.names(state, species)):
            return msg("This species is fed: store fat instead")
        return msg("This species is already fed")
    return _source_problem(state, species, a.source)


def _check_store_fat(state: GameState, a: actions.StoreFat) -> str | None:
    species, why = _feeding_species(state, a, need_carnivore=False)
    if why:
        return why
    if not feeding.stores_fat(state, feeding.names(state, species)):
        return msg("Only a species with Fat Tissue can store fat")
    if feeding.hungry(species):
        return msg("This species is still hungry: feed it first")
    if species.fat >= species.size:
        return msg("Its Fat Tissue is full (fat up to body size)")
    return _source_problem(state, species, a.source) or _hungry_first(state, a.player)


def _hungry_first(state: GameState, p: int) -> str | None:
    """R-MUST: optional feedings wait while a hungry species of the player can eat."""
    s = _mandatory(state, p)
    if s is None:
        return None
    return msg("Your species {n} is hungry and can eat: feed it first (R-MUST)", n=name_of(state, p, s))


def _end_feeding_turn(state: GameState, p: int) -> None:
    state.negated, state.negating = [], None
    state.turn = _next(state, p)


def _play_feed(state: GameState, a: actions.Feed | actions.StoreFat) -> None:
    species = state.players[a.player].species[a.species]
    feeding.take(state, a.player, species, feeding.PLANT, a.source, 1, "feed")
    _end_feeding_turn(state, a.player)


def _check_attack(state: GameState, a: actions.Attack) -> str | None:
    species, why = _feeding_species(state, a, need_carnivore=True)
    if why:
        return why
    if feeding.room(state, species) <= 0:
        return msg("This carnivore is fed")
    owner, index = a.target
    if owner >= len(state.players) or index >= len(state.players[owner].species):
        return msg("There is no such species to attack")
    return feeding.attack_blocker(state, a.player, species, owner, index) or (
        _hungry_first(state, a.player) if not feeding.hungry(species) else None)


def _play_attack(state: GameState, a: actions.Attack) -> None:
    attacker = state.players[a.player].species[a.species]
    owner, index = a.target
    prey = state.players[owner].species[index]
    log(state, "attack", a.player, uid=attacker.uid, target=[owner, prey.uid], negated=list(state.negated))
    feeding.resolve_attack(state, a.player, attacker, owner, prey)
    _end_feeding_turn(state, a.player)


def _intelligence_species(state: GameState, a, carnivore: bool, negator: bool = False
                          ) -> tuple[Species | None, str | None]:
    """The species using Intelligence (``negator``: or another trait that negates, checked by the caller)."""
    species = _species(state, a.player, a.species)
    if species is None:
        return None, msg("You have no species in place {n} of your row", n=a.species + 1)
    if not negator and Intelligence.name not in feeding.names(state, species):
        return None, msg("This species has no Intelligence")
    if feeding.is_carnivore(state, species) != carnivore:
        return None, msg("Intelligence on a carnivore negates traits; on a non-carnivore it takes plants"
                         if carnivore else "A carnivore's Intelligence negates traits; it never takes plants")
    if feeding.room(state, species) <= 0:
        return None, msg("This species cannot eat any more")
    return species, _card_problem(state, a.player, a.card)


def _check_negate(state: GameState, a: actions.Negate) -> str | None:
    species = _species(state, a.player, a.species)
    if species is None:
        return msg("You have no species in place {n} of your row", n=a.species + 1)
    have = feeding.names(state, species)
    negators = [state.rules.traits[n] for n in state.rules.hooked["negates"] & have]
    if not negators:
        return msg("This species has no Intelligence")
    if not any(n.negates(a.trait) for n in negators):
        return msg("A Flight carnivore's discard ignores only Symbiosis, Warning Call or Climbing")
    species, why = _intelligence_species(state, a, carnivore=True, negator=True)
    if why:
        return why
    if a.trait in state.negated:
        return msg("{trait} is already negated", trait=a.trait)
    if a.trait not in _negatable(state, species, have):
        if state.negated and state.negating != species.uid:
            return msg("Your negations this turn are for another carnivore")
        return msg("No other species has {trait}", trait=a.trait)
    return None


def _play_negate(state: GameState, a: actions.Negate) -> None:
    species = state.players[a.player].species[a.species]
    card = _discard_from_hand(state, a.player, a.card)
    state.negating = species.uid
    state.negated = [*state.negated, a.trait]
    log(state, "negate", a.player, uid=species.uid, trait=a.trait, card=card)


def _check_intelligence(state: GameState, a: actions.Intelligence) -> str | None:
    before_feeding = state.rules.herbivore_intelligence_before_feeding  # R-BSW-INT
    if state.phase == "leaf" and not before_feeding:
        return msg("Not now: it is time to {decision}", decision=DECISIONS["leaf"])
    if state.phase == "leaf" and state.leaf_pending:
        return msg("Resolve your leaf traits first")
    if state.phase == "feeding" and before_feeding:
        return msg("In this edition a non-carnivore uses Intelligence before feeding, not during it")
    return _intelligence_species(state, a, carnivore=False)[1]


def _play_intelligence(state: GameState, a: actions.Intelligence) -> None:
    species = state.players[a.player].species[a.species]
    card = _discard_from_hand(state, a.player, a.card)
    log(state, "intelligence", a.player, uid=species.uid, card=card)
    feeding.take(state, a.player, species, feeding.PLANT, feeding.BANK, 2, Intelligence.name)


def _check_pass(state: GameState, a: actions.Pass) -> str | None:
    if state.phase == "leaf":
        return None if _herbivore_intelligence(state, a.player) else msg(
            "Not now: it is time to {decision}", decision=DECISIONS["leaf"])
    s = _mandatory(state, a.player)
    if s is None:
        return None
    i = name_of(state, a.player, s)
    if feeding.is_carnivore(state, s):
        return msg("Your carnivore (species {n}) is hungry and has prey: it must attack (R-MUST)", n=i)
    return msg("Your species {n} is hungry and the watering hole has food: you must feed", n=i)


def _play_pass(state: GameState, a: actions.Pass) -> None:
    state.players[a.player].done = True
    if state.phase == "leaf":
        log(state, "intelligence_done", a.player)
        return
    log(state, "pass", a.player, automatic=False)
    _end_feeding_turn(state, a.player)


# --- End of round and of the game (§7) ---------------------------------------------

def _end_round(state: GameState) -> None:
    if state.round == state.last_round:
        _game_over(state)
        return
    state.first_player = _next(state, state.first_player)
    state.round += 1
    begin_round(state)


def score_parts(state: GameState, p: int) -> Score:
    player = state.players[p]
    food = player.bag + sum(s.fat for s in player.species)  # fat left at the end counts (seed 000)
    population = sum(s.pop for s in player.species)
    traits = sum(len(s.traits) for s in player.species)
    return Score(player=p, food=food, population=population, traits=traits, total=food + population + traits)


def _game_over(state: GameState) -> None:
    for p, player in enumerate(state.players):
        fat = sum(s.fat for s in player.species)
        for s in player.species:
            s.fat = 0
        if fat:  # said in the log, so the last bag total it shows is the score's
            player.bag += fat
            log(state, "fat_to_bag", p, amount=fat, bag=player.bag)
    state.scores = [score_parts(state, p) for p in range(len(state.players))]
    best = max((s.total, s.traits, s.population) for s in state.scores)
    state.winners = [s.player for s in state.scores if (s.total, s.traits, s.population) == best]
    state.phase, state.turn = "over", None
    log(state, "game_over", None, winners=state.winners, scores=[s.to_dict() for s in state.scores])


def apply_legal(state: GameState, action: Action) -> None:
    """``apply`` for a move taken from ``legal_actions`` (search plays many: the check is known to pass)."""
    _PLAY[type(action)](state, action)
    advance(state)


_MOVES = {
    "food_card": _moves_food_card,
    "play_cards": _moves_play_cards,
    "events": _moves_events,
    "leaf": _moves_leaf,
    "feeding": _moves_feeding,
}
_CHECKS = {
    actions.FoodCard: _check_food_card,
    actions.PlayTrait: _check_play_trait,
    actions.NewSpecies: _check_new_species,
    actions.NewAvian: _check_new_avian,
    actions.GrowPopCliff: _check_grow,
    actions.PlayEvent: _check_play_event,
    actions.LeafChoice: _check_leaf,
    actions.FeedCliff: _check_feed,
    actions.StoreFatCliff: _check_store_fat,
    actions.GrowSize: _check_grow,
    actions.GrowPop: _check_grow,
    actions.DiscardTrait: _check_discard_trait,
    actions.EndTurn: _check_end_turn,
    actions.Leaf: _check_leaf,
    actions.Feed: _check_feed,
    actions.StoreFat: _check_store_fat,
    actions.Attack: _check_attack,
    actions.Negate: _check_negate,
    actions.Intelligence: _check_intelligence,
    actions.Pass: _check_pass,
}
_PLAY = {
    actions.FoodCard: _play_food_card,
    actions.PlayTrait: _play_trait,
    actions.NewSpecies: _play_new_species,
    actions.NewAvian: _play_new_avian,
    actions.GrowPopCliff: _play_grow,
    actions.PlayEvent: _play_event,
    actions.LeafChoice: _play_leaf,
    actions.FeedCliff: _play_feed,
    actions.StoreFatCliff: _play_feed,
    actions.GrowSize: _play_grow,
    actions.GrowPop: _play_grow,
    actions.DiscardTrait: _play_discard_trait,
    actions.EndTurn: _play_end_turn,
    actions.Leaf: _play_leaf,
    actions.Feed: _play_feed,
    actions.StoreFat: _play_feed,
    actions.Attack: _play_attack,
    actions.Negate: _play_negate,
    actions.Intelligence: _play_intelligence,
    actions.Pass: _play_pass,
}
