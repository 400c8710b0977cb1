"""Phase 4 (docs/rules.md §3, Phase 4: feeding): step 1 the leaf traits (and R-BSW-INT's herbivore
Intelligence), step 2 the reveal of the food cards, step 3 the feeding turns (takes, fat, attacks,
Intelligence, passes). The take and attack rules themselves are in feeding.py and the trait classes."""

from __future__ import annotations

from itertools import permutations

from ...core.messages import msg
from . import actions
from . import feeding
from .actions import Action
from . import events
from .events import Attack, FoodRevealed, IntelligenceDone, Negate, Pass, log
from .models import GameState, LeafEffect, Species
from .table import DECISIONS, card_problem, discard_from_hand, name_of, next_seat, species_at, turn_order
from .traits import Intelligence


def begin_feeding_phase(state: GameState) -> None:
    """Phase 4 starts with the leaf step; the ruleset says whether the food cards are revealed
    before it (R-BSW-REVEAL) or after it (R-LEAF)."""
    if state.rules.food_revealed_before_leaf_traits:
        reveal_food(state)
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


def waiting_in_leaf(state: GameState) -> bool:
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
        nxt = next_seat(state, p)
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


def leaf_moves(state: GameState, p: int) -> list[Action]:
    if not state.leaf_pending:
        return _herbivore_intelligence(state, p)
    row = state.players[p].species
    index = {s.uid: i for i, s in enumerate(row)}
    return [actions.make(actions.Leaf, p, index[e.species], e.trait) if choice is None
            else actions.make(actions.LeafChoice, p, index[e.species], e.trait, choice)
            for e in state.leaf_pending if e.species in index for choice in _leaf_choices(state, p, e)]


def _pending_leaf(state: GameState, a: actions.Leaf) -> LeafEffect | None:
    species = species_at(state, a.player, a.species)
    if species is None:
        return None
    for e in state.leaf_pending:
        if e.species == species.uid and e.trait == a.trait:
            return e
    return None


def _check_leaf(state: GameState, a: actions.Leaf) -> str | None:
    effect = _pending_leaf(state, a)
    if effect is None:
        species = species_at(state, a.player, a.species)
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


def reveal_food(state: GameState) -> None:
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
    log(state, FoodRevealed(cards=revealed, total=total, watering_hole=state.watering_hole, cliff=state.cliff))


def begin_feeding(state: GameState) -> None:
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


def feeding_moves(state: GameState, p: int) -> list[Action]:
    """R-MUST: while a hungry species can eat, the player must feed a hungry one; otherwise
    storing fat (R-FAT-OPT) and passing are allowed."""
    moves: dict[str, list[Action]] = {"must": [], "may": [], "int": []}
    for tag, action in _feeding_options(state, p):
        moves[tag].append(action)
    if moves["must"]:
        return moves["must"] + moves["int"]
    return moves["may"] + moves["int"] + [actions.make(actions.Pass, p)]


def species_attacks(state: GameState, p: int, i: int) -> list[Action]:
    """The attacks of player ``p``'s species ``i`` among ``feeding_moves`` (``p`` to move). A hungry
    carnivore's attacks are legal whatever the other species may do; a fed one's only while no hungry
    species of the player can eat (R-MUST). A bot asks this for each trait it might negate."""
    s = state.players[p].species[i]
    have = feeding.names(state, s)
    if feeding.room(state, s, have) <= 0 or not feeding.is_carnivore(state, s, have):
        return []
    if not feeding.hungry(s) and _mandatory(state, p) is not None:
        return []  # a fed carnivore may attack only once no hungry species of ours can eat (R-MUST)
    return [actions.make(actions.Attack, p, i, target) for target in feeding.targets(state, p, s, have)]


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


def waiting_in_feeding(state: GameState) -> bool:
    """Give the turn to the next player who has not passed; pass for those who cannot act."""
    for _ in range(len(state.players) + 1):
        p = state.turn
        player = state.players[p]
        if not player.done:
            all_fed = state.rules.fed_players_drop_out and not any(map(feeding.hungry, player.species))  # R-BSW-DROP
            if not all_fed and next(_feeding_options(state, p), None) is not None:
                return True
            player.done = True
            log(state, Pass(player=p, automatic=True))
        state.turn = next_seat(state, p)
    return False


def _feeding_species(state: GameState, a, need_carnivore: bool) -> tuple[Species | None, str | None]:
    species = species_at(state, a.player, a.species)
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
    state.turn = next_seat(state, p)


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
    log(state, Attack(player=a.player, uid=attacker.uid, target=[owner, prey.uid], negated=list(state.negated)))
    feeding.resolve_attack(state, a.player, attacker, owner, prey)
    _end_feeding_turn(state, a.player)


def _intelligence_species(state: GameState, a, carnivore: bool, negator: bool = False
                          ) -> tuple[Species | None, str | None]:
    """The species using Intelligence (``negator``: or another trait that negates, checked by the caller)."""
    species = species_at(state, a.player, a.species)
    if species is None:
        return None, msg("You have no species in place {n} of your row", n=a.species + 1)
    if not negator and Intelligence.name not in feeding.names(state, species):
        return None, msg("This species has no Intelligence")
    if feeding.is_carnivore(state, species) != carnivore:
        return None, msg("Intelligence on a carnivore negates traits; on a non-carnivore it takes plants"
                         if carnivore else "A carnivore's Intelligence negates traits; it never takes plants")
    if feeding.room(state, species) <= 0:
        return None, msg("This species cannot eat any more")
    return species, card_problem(state, a.player, a.card)


def _check_negate(state: GameState, a: actions.Negate) -> str | None:
    species = species_at(state, a.player, a.species)
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
    card = discard_from_hand(state, a.player, a.card)
    state.negating = species.uid
    state.negated = [*state.negated, a.trait]
    log(state, Negate(player=a.player, uid=species.uid, trait=a.trait, card=card))


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
    card = discard_from_hand(state, a.player, a.card)
    log(state, events.Intelligence(player=a.player, uid=species.uid, card=card))
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
        log(state, IntelligenceDone(player=a.player))
        return
    log(state, Pass(player=a.player, automatic=False))
    _end_feeding_turn(state, a.player)


# The engine's dispatch (engine.py): each move of this phase, its check and its play.
CHECKS = {
    actions.LeafChoice: _check_leaf,
    actions.FeedCliff: _check_feed,
    actions.StoreFatCliff: _check_store_fat,
    actions.Leaf: _check_leaf,
    actions.Feed: _check_feed,
    actions.StoreFat: _check_store_fat,
    actions.Attack: _check_attack,
    actions.Negate: _check_negate,
    actions.Intelligence: _check_intelligence,
    actions.Pass: _check_pass,
}
PLAY = {
    actions.LeafChoice: _play_leaf,
    actions.FeedCliff: _play_feed,
    actions.StoreFatCliff: _play_feed,
    actions.Leaf: _play_leaf,
    actions.Feed: _play_feed,
    actions.StoreFat: _play_feed,
    actions.Attack: _play_attack,
    actions.Negate: _play_negate,
    actions.Intelligence: _play_intelligence,
    actions.Pass: _play_pass,
}
