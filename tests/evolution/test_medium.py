"""The medium player's judgement in small hand-made positions (seat 0 decides, 3 players).

One test per behaviour the product owner asked for; rulings from docs/rules.md.
"""

from __future__ import annotations

import pytest

from evolution.games.evolution import actions
from evolution.games.evolution.bots import Observation, make_bot
from evolution.games.evolution.events import FoodRevealed, log

from .helpers import cid, feeding, game, hand, species


def tidy(state):
    """Make card ids unique (a card placed twice gets an unused one of the same kind) and put
    every unused card in the deck, so the position holds each card exactly once."""
    table, used = state.cards, set()

    def fresh(c):
        if c in used:
            free = [i for i in range(len(table)) if i not in used and table[i].trait == table[c].trait]
            c = next((i for i in free if table[i] == table[c]), free[0])
        used.add(c)
        return c

    for p in state.players:
        for s in p.species:
            for t in s.traits:
                t.card = fresh(t.card)
    for p in state.players:
        p.hand = [fresh(c) for c in p.hand]
        if p.food_card is not None:
            p.food_card = fresh(p.food_card)
    rest = [c for c in range(len(table)) if c not in used]
    n = state.rules.set_aside(len(state.players))
    state.set_aside, state.deck, state.discard = rest[:n], rest[n:], []
    return state


def cards_phase(state, rows, my_hand, watering_hole=0, food_history=()):
    """Phase 3, seat 0 to play: every player has put a food card; ``food_history`` is what the
    food cards brought in earlier rounds (the bots estimate the plants to come from it)."""
    for r, total in enumerate(food_history, 1):
        state.round = r
        log(state, FoodRevealed(cards={}, total=total, watering_hole=0, cliff=0))
    state.round = len(food_history) + 1
    state.phase, state.first_player, state.turn = "play_cards", 0, 0
    for player, row in zip(state.players, rows):
        player.species, player.food_card, player.done = row, player.hand.pop(), False
    state.players[0].hand = my_hand
    state.watering_hole, state.next_uid = watering_hole, 100
    return tidy(state)


def choose(state, only=None, player=0):
    """The medium bot's move (only among the legal moves passing ``only``, if given)."""
    obs = Observation(state, player)
    if only is not None:
        obs = Observation(state, player, [a for a in obs.legal if only(a)])
    return make_bot("medium", 7).choose(obs)


def score_of(state, action, player=0):
    return next(v for v, a in make_bot("medium", 7).explain(Observation(state, player)) if a == action)


def trait_of(state, action, player=0):
    return state.cards[state.players[player].hand[action.card]].trait


LEAN, RICH = (1, 0, 2), (15, 16, 14)  # plants the food cards brought in earlier rounds


# --- 1. the food card ----------------------------------------------------------------

@pytest.mark.parametrize("mine_hungry", [True, False])
def test_food_card_follows_who_needs_the_watering_hole(mine_hungry):
    """Three Horns cards (food 1, 3, 5): it gives 5 when its own plant eaters need the watering
    hole most, and 1 when only the others do (its Carnivore and Long Neck don't eat from it)."""
    s = game(3)
    if mine_hungry:
        rows = [[species(s, 1, pop=4), species(s, 2, pop=4), species(s, 3, size=2, pop=3)],
                [species(s, 4, size=3, pop=2, traits=("Carnivore",))], [species(s, 5, pop=2, traits=("Long Neck",))]]
    else:
        rows = [[species(s, 1, size=4, pop=2, traits=("Carnivore",)), species(s, 2, pop=2, traits=("Long Neck",))],
                [species(s, 3, pop=4), species(s, 4, pop=4)], [species(s, 5, pop=4), species(s, 6, size=2, pop=3)]]
    s.first_player = 0
    for player, row in zip(s.players, rows):
        player.species = row
    s.players[0].hand = [cid(s, "Horns", food) for food in (1, 3, 5)]
    action = choose(tidy(s))
    assert isinstance(action, actions.FoodCard)
    assert s.cards[s.players[0].hand[action.card]].food == (5 if mine_hungry else 1)


# --- 2. traits in context ------------------------------------------------------------

def test_defence_goes_on_the_species_a_visible_carnivore_can_attack():
    """R-ATK: the size-4 carnivore can attack the size-2 species, not the size-5 one; asked where
    to play Climbing (or to keep it), it protects the size-2 species."""
    s = game(3)
    rows = [[species(s, 1, size=2, pop=2), species(s, 2, size=5, pop=2)],
            [species(s, 3, size=4, pop=2, traits=("Carnivore",))], [species(s, 4, size=2, pop=3)]]
    cards_phase(s, rows, hand(s, "Climbing"))
    action = choose(s, only=lambda a: isinstance(a, (actions.PlayTrait, actions.EndTurn)))
    assert action == actions.PlayTrait(player=0, card=0, species=0)


@pytest.mark.parametrize("scarce", [True, False])
def test_foraging_when_plants_are_scarce_not_when_plenty(scarce):
    """R-TAKE: Foraging takes a second plant. Among many hungry plant eaters it plays Foraging;
    at a table with few mouths and a full watering hole it does something else."""
    s = game(3)
    if scarce:
        others = [[species(s, 3, pop=5), species(s, 4, pop=4)], [species(s, 5, size=2, pop=5), species(s, 6, pop=4)]]
    else:
        others = [[species(s, 3, size=4, pop=2, traits=("Carnivore",))], [species(s, 4, size=2, pop=1)]]
    mine = [species(s, 1, size=2, pop=3), species(s, 2, size=3, pop=3)]
    cards_phase(s, [mine, *others], hand(s, "Foraging", "Cooperation"), watering_hole=0 if scarce else 6)
    action = choose(s)
    played = isinstance(action, actions.PlayTrait) and trait_of(s, action) in ("Foraging", "Cooperation")
    assert played == scarce, action
    if scarce:
        assert trait_of(s, action) == "Foraging"


def _fat_tissue_position(food_history, watering_hole):
    s = game(3)
    rows = [[species(s, 1, size=4, pop=3), species(s, 2, size=3, pop=3)],
            [species(s, 3, pop=3), species(s, 5, pop=2)], [species(s, 4, size=2, pop=3)]]
    return cards_phase(s, rows, hand(s, "Fat Tissue"), watering_hole, food_history)


def test_fat_tissue_while_plants_abound_before_lean_rounds():
    """R-FAT-OPT: a full watering hole now, lean rounds to come: it plays Fat Tissue on its
    biggest species (the most fat to carry over)."""
    s = _fat_tissue_position(LEAN, 15)
    assert choose(s) == actions.PlayTrait(player=0, card=0, species=0)


def test_fat_tissue_fills_once_so_rich_rounds_to_come_do_not_multiply_its_worth():
    """R-FAT-OPT: with plenty of plants every round, Fat Tissue fills once (fat then counts at the
    end or feeds the species later), so its worth does not grow with the rounds left."""
    play, end = actions.PlayTrait(player=0, card=0, species=0), actions.EndTurn(player=0)
    worth = []
    for deck in (200, 25):  # the whole deck (many rounds left) or about two rounds' worth
        s = _fat_tissue_position(RICH, 15)
        s.deck = s.deck[:deck]
        worth.append(score_of(s, play) - score_of(s, end))
    assert abs(worth[0] - worth[1]) < 0.5, worth


@pytest.mark.parametrize("prey", [True, False])
def test_carnivore_only_when_there_is_prey(prey):
    """R-ATK / R-MUST: with smaller species about it makes its big species a Carnivore; when no
    species is attackable even after growing (Hard Shell, size 6, its own one Climbing) it does not."""
    s = game(3)
    shell = () if prey else ("Hard Shell",)
    rows = [[species(s, 1, size=4, pop=3), species(s, 2, size=1, pop=2, traits=("Climbing",))],
            [species(s, 3, size=2, pop=3, traits=shell), species(s, 5, size=6, pop=2)],
            [species(s, 4, size=2, pop=3, traits=shell)]]
    cards_phase(s, rows, hand(s, "Carnivore"))
    action = choose(s)
    if prey:
        assert action == actions.PlayTrait(player=0, card=0, species=0)
    else:
        assert not isinstance(action, actions.PlayTrait), action


# --- 3. population -------------------------------------------------------------------

def test_grows_the_population_that_food_allows_not_a_starving_one():
    """R-MUST: plants are plentiful but its carnivore has no prey (everything climbs). Spending a
    card on population, it grows the plant eater; offered only the carnivore, it keeps the card."""
    s = game(3)
    climbing = ("Climbing",)
    rows = [[species(s, 1, size=3, pop=2, traits=("Carnivore",)), species(s, 2, size=2, pop=2)],
            [species(s, 3, size=2, pop=3, traits=climbing), species(s, 5, pop=4, traits=climbing)],
            [species(s, 4, pop=3, traits=climbing)]]
    cards_phase(s, rows, hand(s, "Horns"), watering_hole=3, food_history=RICH)
    grow = [actions.GrowPop(player=0, card=0, species=i) for i in (0, 1)]
    end = actions.EndTurn(player=0)
    assert choose(s, only=lambda a: a in (*grow, end)) == grow[1]
    assert choose(s, only=lambda a: a in (grow[0], end)) == end


# --- 4. feeding ----------------------------------------------------------------------

def _feeding(s, rows, watering_hole, my_hand=()):
    return tidy(feeding(s, rows, watering_hole, hands=[list(my_hand), [], []], first=0))


def test_feeds_the_head_of_a_cooperation_chain_first():
    """R-TAKE: feeding the Cooperation species feeds its right neighbour too: two plants in one turn."""
    s = game(3)
    mine = [species(s, 1, pop=2), species(s, 2, pop=2, traits=("Cooperation",)), species(s, 3, pop=2)]
    _feeding(s, [mine, [species(s, 4, pop=2)], [species(s, 5, pop=3)]], 3)
    assert choose(s) == actions.Feed(player=0, species=1)


@pytest.mark.parametrize("watering_hole", [0, 10])
def test_intelligence_when_the_watering_hole_is_empty_not_when_full(watering_hole):
    """R-INT: a card for 2 plants from the bank is worth it when the watering hole is empty;
    with 10 plants there it simply feeds and keeps its cards."""
    s = game(3)
    rows = [[species(s, 1, pop=3, traits=("Intelligence",))], [species(s, 4, pop=2)], [species(s, 5, pop=3)]]
    _feeding(s, rows, watering_hole, hand(s, "Horns", "Horns"))
    action = choose(s)
    assert isinstance(action, actions.Intelligence if watering_hole == 0 else actions.Feed), action


def test_fills_fat_tissue_once_the_rest_is_fed():
    """R-FAT-OPT: everything fed, plants left: it stores fat rather than passing."""
    s = game(3)
    mine = [species(s, 1, pop=2, food=2), species(s, 2, size=3, pop=2, food=2, traits=("Fat Tissue",))]
    _feeding(s, [mine, [species(s, 4, pop=2)], [species(s, 5, pop=3)]], 3)
    assert choose(s) == actions.StoreFat(player=0, species=1)


# --- 5. attack targets ---------------------------------------------------------------

@pytest.mark.parametrize("leader", [1, 2])
def test_attacks_the_leader_given_equal_prey(leader):
    """R-ATK: seats 1 and 2 each offer one attackable size-2 species (the others climb); it
    attacks the one of the leader (a bag of 12 against 3), whichever seat that is."""
    bags = [3, 3, 3]
    bags[leader] = 12
    s = game(3)
    rows = [[species(s, 1, size=4, pop=3, traits=("Carnivore",))],
            [species(s, 2, size=2, pop=2), species(s, 3, size=2, pop=2, traits=("Climbing",))],
            [species(s, 4, size=2, pop=2), species(s, 5, size=3, pop=2, traits=("Climbing",))]]
    s = tidy(feeding(s, rows, watering_hole=4, bags=bags, first=0))
    assert choose(s) == actions.Attack(player=0, species=0, target=(leader, 0))


@pytest.mark.parametrize("meal,leaders", [(3, dict(size=1)), (2, dict(size=2, traits=("Horns",)))])
def test_a_better_meal_beats_hurting_the_leader(meal, leaders):
    """R-ATK-ORDER: meat is the prey's size, and Horns cost the attacker a population. The leader's
    (seat 2) species is the worse meal (smaller, or horned), so it eats seat 1's."""
    s = game(3)
    rows = [[species(s, 1, size=4, pop=3, traits=("Carnivore",))], [species(s, 2, size=meal, pop=2)],
            [species(s, 4, pop=2, **leaders)]]
    s = tidy(feeding(s, rows, watering_hole=4, bags=[3, 3, 12], first=0))
    assert choose(s) == actions.Attack(player=0, species=0, target=(1, 0))
