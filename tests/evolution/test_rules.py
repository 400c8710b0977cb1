"""Rules the feeding-phase scenario harness cannot express: setup, deal, phases 2-3, leaf order,
Intelligence across turns, end of game and score, hidden information, refusals.

Each test cites the section (docs/rules.md §N) or ruling it checks.
"""

from __future__ import annotations

import pytest
from .helpers import (cid, end_turns, events, feeding, food_cards_all, game, hand, play_round, refuse,
                      species)

from evolution.games.evolution import actions
from evolution.games.evolution.engine import legal_actions, to_move
from evolution.games.evolution.game import GAME
from evolution.games.evolution.options import Options
from evolution.games.evolution.view import view

apply = GAME.apply


def in_turn_order(state, first):
    n = len(state.players)
    return [(first + k) % n for k in range(n)]


# --- R-2P ----------------------------------------------------------------------------

def test_r2p_forty_cards_set_aside_unseen():
    """R-2P: with 2 players 40 cards are set aside; a player's view shows only their count."""
    s = game(players=2)
    assert len(s.set_aside) == 40
    hands = [c for p in s.players for c in p.hand]
    assert sorted(s.deck + s.set_aside + hands) == list(range(len(s.cards)))
    v = view(s, 0)
    assert v.set_aside_size == 40
    assert "set_aside" not in v.to_dict()
    assert game(players=3).set_aside == []


def test_r2p_set_aside_cards_never_reshuffled():
    """R-2P + R-END1: the reshuffle uses the discard pile only, never the set-aside cards."""
    s = round_one_ending(players=2)
    aside = list(s.set_aside)
    s.deck, s.discard = [], s.deck[:20]  # cards that were never set aside
    apply(s, actions.Feed(player=0, species=0))
    assert [e.rule for e in events(s, "reshuffle")] == ["R-END1"]
    assert s.set_aside == aside
    assert not set(aside) & {c for p in s.players for c in p.hand}


def test_r2p_third_trait_refused():
    """R-2P: at most 2 traits per species in a 2-player game."""
    s = game(players=2)
    food_cards_all(s)
    p = s.turn
    s.players[p].hand = hand(s, "Climbing", "Horns", "Burrowing")
    apply(s, actions.PlayTrait(player=p, card=0, species=0))
    apply(s, actions.PlayTrait(player=p, card=0, species=0))
    assert "at most 2 traits" in refuse(s, actions.PlayTrait(player=p, card=0, species=0))


def test_three_players_third_trait_allowed_fourth_refused():
    """§1 / R-2P: with 3+ players a species takes up to 3 traits."""
    s = game(players=3)
    food_cards_all(s)
    p = s.turn
    s.players[p].hand = hand(s, "Climbing", "Horns", "Burrowing", "Foraging")
    for _ in range(3):
        apply(s, actions.PlayTrait(player=p, card=0, species=0))
    assert len(s.players[p].species[0].traits) == 3
    assert "at most 3 traits" in refuse(s, actions.PlayTrait(player=p, card=0, species=0))


def test_no_duplicate_trait_on_a_species():
    """§1: never two copies of the same trait on one species (the reason names the trait)."""
    s = game(players=3)
    food_cards_all(s)
    p = s.turn
    s.players[p].hand = hand(s, "Climbing", "Climbing")
    apply(s, actions.PlayTrait(player=p, card=0, species=0))
    assert "Climbing" in refuse(s, actions.PlayTrait(player=p, card=0, species=0))


# --- §2 setup, §3 phase 1 deal ---------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_setup_one_free_species_and_four_cards_in_turn_order(n):
    """§2/§3 phase 1: round 1 gives every player a free species and 3+1 cards, dealt from the first player."""
    s = game(players=n)
    for p in s.players:
        assert [(x.size, x.pop, x.food, x.traits) for x in p.species] == [(1, 1, 0, [])]
        assert len(p.hand) == 4
    assert [e.player for e in events(s, "draw")] == in_turn_order(s, s.first_player)


def test_later_round_deals_three_plus_species():
    """§3 phase 1: from round 2 each player is dealt 3 cards + 1 per species."""
    s = game(players=3)
    s = feeding(s, [[species(s, 1), species(s, 2, food=1)],
                    [species(s, 3, food=1), species(s, 4, food=1), species(s, 5, food=1)],
                    [species(s, 6, food=1)]], watering_hole=1, first=0)
    start = len(s.log)
    apply(s, actions.Feed(player=0, species=0))
    assert (s.round, s.phase) == (2, "food_card")
    assert {e.player: e.count for e in events(s, "draw", start)} == {0: 5, 1: 6, 2: 4}
    assert [len(p.hand) for p in s.players] == [5, 6, 4]


def test_player_without_species_gets_a_free_one_next_round():
    """§3 phase 1: a player whose species all died gets a free species (size 1, pop 1) next round."""
    s = game(players=3)
    s = feeding(s, [[species(s, 1)], [species(s, 2, traits=("Climbing",))], [species(s, 3, food=1)]],
                watering_hole=1, first=0)
    apply(s, actions.Feed(player=0, species=0))  # the watering hole is now empty: player 1's species starves
    assert s.round == 2
    row = s.players[1].species
    assert [(x.size, x.pop, x.traits) for x in row] == [(1, 1, [])]
    assert row[0].uid not in (1, 2, 3)
    assert len(s.players[1].hand) == 1 + 4  # extinction draw (R-EXT-DRAW) + deal for one species


def test_random_first_player_reproducible_from_seed():
    """§2: the first player is random, and the same seed gives the same game."""
    a, b = game(players=4, seed=7), game(players=4, seed=7)
    assert a.first_player == b.first_player
    assert a.deck == b.deck and [p.hand for p in a.players] == [p.hand for p in b.players]
    firsts = {game(players=4, seed=seed).first_player for seed in range(30)}
    assert len(firsts) > 1 and firsts <= {0, 1, 2, 3}


def test_first_player_marker_passes_left():
    """§3 phase 4 end: the first-player marker passes left (wrapping); the deal starts from the new first player."""
    s = game(players=3)
    s = feeding(s, [[species(s, 1, food=1)], [species(s, 2, food=1)], [species(s, 3)]], watering_hole=1, first=2)
    start = len(s.log)
    apply(s, actions.Feed(player=2, species=0))
    assert (s.round, s.first_player) == (2, 0)
    assert [e.player for e in events(s, "draw", start)] == [0, 1, 2]


# --- R-END1 / R-END2 -------------------------------------------------------------------

def round_one_ending(players=3):
    """Round 1 feeding, where player 0's feed ends the round (everyone else is fed)."""
    s = game(players=players)
    rows = [[species(s, 1)]] + [[species(s, 2 + p, food=1)] for p in range(players - 1)]
    return feeding(s, rows, watering_hole=1, first=0)


def test_r_end1_deck_runs_out_while_dealing_last_round():
    """R-END1: the discard pile is reshuffled, dealing finishes, and the game ends after that round's feeding."""
    s = round_one_ending()
    s.deck, s.discard = list(range(5)), list(range(20, 40))
    apply(s, actions.Feed(player=0, species=0))
    assert s.round == 2 and s.last_round == 2
    assert [len(p.hand) for p in s.players] == [4, 4, 4]
    assert [e.rule for e in events(s, "reshuffle")] == ["R-END1"]
    assert view(s, 0).last_round
    play_round(s)
    assert (s.phase, s.round) == ("over", 2)


def test_r_end2_extinction_draw_reshuffles_one_more_round():
    """R-END2: the deck runs out on an extinction draw: reshuffle, then exactly one more full round."""
    s = game(players=3)
    s = feeding(s, [[species(s, 1)], [species(s, 2, traits=("Climbing", "Horns"))], [species(s, 3, food=1)]],
                watering_hole=1, first=0)
    s.deck, s.discard = [cid(s, "Foraging")], list(range(20, 50))
    apply(s, actions.Feed(player=0, species=0))  # player 1's species starves: 2 traits, 2 draws, deck has 1
    assert [e.rule for e in events(s, "reshuffle")] == ["R-END2"]
    assert (s.round, s.last_round) == (2, 2)
    assert view(s, 0).last_round
    assert len(s.players[1].hand) == 2 + 4
    play_round(s)
    assert (s.phase, s.round) == ("over", 2)
    assert any(e.kind == "food_revealed" and e.round == 2 for e in s.log)  # round 2 was played in full


def test_deck_and_discard_empty_nothing_drawn():
    """§3 phase 1: deck and discard both empty: the players draw nothing, and the game goes on."""
    s = round_one_ending()
    s.players[0].hand = hand(s, "Horns", "Climbing")
    s.deck, s.discard = [], []
    apply(s, actions.Feed(player=0, species=0))
    assert (s.round, s.phase) == (2, "food_card")
    assert [len(p.hand) for p in s.players] == [2, 0, 0]
    assert to_move(s) == [0]


def test_r_end1_deck_out_while_dealing_even_with_empty_discard():
    """R-END1: the deck ran out while dealing (nothing to reshuffle), so this round is the last one."""
    s = round_one_ending()
    s.players[0].hand = hand(s, "Horns", "Climbing")
    s.deck, s.discard = [], []
    apply(s, actions.Feed(player=0, species=0))
    assert s.last_round == 2


# --- Phase 2: food cards ---------------------------------------------------------------

def test_food_card_secret_until_reveal():
    """§3 phase 2: another player sees only that a food card was placed, not which."""
    s = game(players=3)
    p = to_move(s)[0]
    other = (p + 1) % 3
    card = s.players[p].hand[0]
    start = len(s.log)
    apply(s, actions.FoodCard(player=p, card=0))
    seen = view(s, other, log_from=start)
    assert seen.players[p].food_card_placed and seen.players[p].food_card is None
    assert all(e.card is None for e in seen.log if e.kind == "food_card")
    assert view(s, p).players[p].food_card.trait == s.cards[card].trait


def test_empty_hand_puts_no_food_card():
    """§3 phase 2: a player with an empty hand puts nothing and is not waited for."""
    s = game(players=3)
    e = (s.first_player + 1) % 3
    s.players[e].hand = []
    assert e not in to_move(s)
    assert "not your turn" in refuse(s, actions.FoodCard(player=e, card=0))
    food_cards_all(s)
    assert s.phase == "play_cards" and s.players[e].food_card is None


def reveal_with(s, foods, watering_hole):
    """Give each player one card of the given food value, leftover plants, and play to the reveal."""
    values = {-3: ("Ambush", -3), -2: ("Intelligence", -2), 0: ("Carnivore", 0), 2: ("Foraging", 2),
              3: ("Fertile", 3), 5: ("Long Neck", 5), -1: ("Fat Tissue", -1)}
    cards = [cid(s, *values[f]) for f in foods]
    for p, c in enumerate(cards):
        s.players[p].hand = [c]
    s.watering_hole = watering_hole
    start = len(s.log)
    food_cards_all(s)  # hands are now empty: phase 3 ends by itself, no leaf traits
    return cards, events(s, "food_revealed", start)[0]


def test_reveal_adds_sum_and_discards_food_cards():
    """§3 phase 4 step 2: the food cards' sum goes to the watering hole; the cards go to the discard pile."""
    s = game(players=3)
    cards, revealed = reveal_with(s, [2, 3, 0], watering_hole=2)
    assert revealed.total == 5
    assert s.phase == "feeding" and s.watering_hole == 7
    assert sorted(s.discard) == sorted(cards)
    assert all(p.food_card is None for p in s.players)


def test_r_neg_negative_sum_not_below_zero():
    """R-NEG: a negative sum removes plants from the watering hole, never below 0."""
    s = game(players=3)
    cards, revealed = reveal_with(s, [-3, -3, -2], watering_hole=3)
    assert revealed.total == -8 and revealed.watering_hole == 0
    assert set(cards) <= set(s.discard)


def test_r_neg_partial_removal():
    """R-NEG: a negative sum smaller than the leftover removes exactly that many plants."""
    s = game(players=3)
    _, revealed = reveal_with(s, [-1, 0, 0], watering_hole=3)
    assert revealed.watering_hole == 2 and s.watering_hole == 2


# --- Phase 3: play cards ---------------------------------------------------------------

def phase3(players=3, quick_play=False):
    s = game(players=players, quick_play=quick_play)
    s.watering_hole = 30  # feeding will wait for a decision, whatever the food cards
    food_cards_all(s)
    return s


def test_traits_face_down_until_all_players_done():
    """§3 phase 3: a played trait is hidden from the others until every player is done, then all are revealed."""
    s = phase3()
    p = s.turn
    other = (p + 1) % 3
    s.players[p].hand = hand(s, "Climbing")
    apply(s, actions.PlayTrait(player=p, card=0, species=0))
    apply(s, actions.EndTurn(player=p))
    assert s.phase == "play_cards" and s.turn == other
    assert view(s, other).players[p].species[0].traits[0].trait is None
    assert view(s, p).players[p].species[0].traits[0].trait == "Climbing"
    end_turns(s)
    shown = view(s, other).players[p].species[0].traits[0]
    assert (shown.trait, shown.face_up) == ("Climbing", True)


def test_r_row_new_species_at_either_end():
    """R-ROW / §3 phase 3: a new species (size 1, pop 1) goes at the chosen end of the row; its card is discarded."""
    s = phase3()
    p = s.turn
    cards = hand(s, "Horns", "Burrowing")
    s.players[p].hand = list(cards)
    old = s.players[p].species[0].uid
    apply(s, actions.NewSpecies(player=p, card=0, side="left"))
    apply(s, actions.NewSpecies(player=p, card=0, side="right"))
    row = s.players[p].species
    assert len(row) == 3 and row[1].uid == old
    assert len({row[0].uid, row[2].uid, old}) == 3
    assert all((x.size, x.pop) == (1, 1) for x in (row[0], row[2]))
    assert s.discard[-2:] == cards


def test_grow_size_and_population_max_six():
    """§3 phase 3: body size and population +1 each cost a discarded card; both stop at 6."""
    s = phase3()
    p = s.turn
    s.players[p].hand = hand(s, "Horns", "Burrowing")
    sp = s.players[p].species[0]
    sp.size, sp.pop = 6, 6
    assert "6" in refuse(s, actions.GrowSize(player=p, card=0, species=0))
    assert "Population" in refuse(s, actions.GrowPop(player=p, card=0, species=0))
    sp.size, sp.pop = 5, 5
    card = s.players[p].hand[0]
    apply(s, actions.GrowSize(player=p, card=0, species=0))
    apply(s, actions.GrowPop(player=p, card=0, species=0))
    assert (sp.size, sp.pop) == (6, 6)
    assert card in s.discard and s.players[p].hand == []


def test_r_discard_trait_fat_tissue_fat_to_bag():
    """R-DISCARD-TRAIT: on their turn a player may discard a trait; fat on a discarded Fat Tissue goes to the bag."""
    s = phase3()
    p = s.turn
    other = (p + 1) % 3
    sp = s.players[p].species[0]
    sp.size, sp.fat = 4, 3
    sp.traits = [species(s, 0, traits=("Fat Tissue",)).traits[0]]
    card = sp.traits[0].card
    s.players[other].species[0].traits = [species(s, 0, traits=("Horns",)).traits[0]]
    assert "not your turn" in refuse(s, actions.DiscardTrait(player=other, species=0, trait=0))
    bag = s.players[p].bag
    apply(s, actions.DiscardTrait(player=p, species=0, trait=0))
    assert sp.traits == [] and sp.fat == 0 and s.players[p].bag == bag + 3
    assert card in s.discard


# --- §8 quick play ---------------------------------------------------------------------

def test_quick_play_simultaneous_and_blind():
    """§8: everyone plans at once; others' planning is hidden until all are done, then revealed."""
    s = game(players=3, quick_play=True)
    s.watering_hole = 30
    s.players[1].hand = [s.players[1].hand[0], *hand(s, "Climbing", "Horns")]
    food_cards_all(s)
    assert s.phase == "play_cards" and to_move(s) == [0, 1, 2]
    before = view(s, 0).players[1]
    apply(s, actions.PlayTrait(player=1, card=0, species=0))
    apply(s, actions.NewSpecies(player=1, card=0, side="right"))
    apply(s, actions.EndTurn(player=1))
    assert to_move(s) == [0, 2]
    seen = view(s, 0).players[1]
    assert seen.planning_hidden and not seen.done
    assert seen.species == before.species and seen.hand_size == before.hand_size
    apply(s, actions.EndTurn(player=2))
    apply(s, actions.EndTurn(player=0))
    seen = view(s, 0).players[1]
    assert not seen.planning_hidden
    assert len(seen.species) == 2 and seen.species[0].traits[0].trait == "Climbing"


def test_quick_play_view_unchanged_by_others_planning():
    """§8: a player's view does not change while another player plans."""
    s = game(players=3, quick_play=True)
    food_cards_all(s)
    before = view(s, 0).to_dict()
    apply(s, actions.NewSpecies(player=1, card=0, side="right"))
    assert view(s, 0).to_dict() == before


def test_six_players_force_quick_play():
    """§2/§8: 6 players always play quick play."""
    assert Options(players=6, seed=0, quick_play=False).quick_play is True
    assert Options(players=5, seed=0).quick_play is False
    s = game(players=6)
    food_cards_all(s)
    assert to_move(s) == list(range(6))


# --- R-LEAF ----------------------------------------------------------------------------

def to_leaf(s, row_of_first):
    """Give the first player ``row_of_first`` (face-up traits), play phases 2-3 to the leaf step."""
    s.players[s.first_player].species = row_of_first
    food_cards_all(s)
    end_turns(s)


def test_r_leaf_order_that_matters_is_the_players_choice():
    """R-LEAF: Fertile and Fat Tissue on one species give different results by order: the owner decides."""
    s = game(players=3)
    s.watering_hole = 1  # leftover plants: Fertile works
    p = s.first_player
    to_leaf(s, [species(s, 50, size=3, pop=1, fat=2, traits=("Fertile", "Fat Tissue"))])
    assert s.phase == "leaf" and to_move(s) == [p]
    assert set(legal_actions(s)) == {actions.Leaf(player=p, species=0, trait="Fertile"),
                                     actions.Leaf(player=p, species=0, trait="Fat Tissue")}
    apply(s, actions.Leaf(player=p, species=0, trait="Fertile"))
    sp = s.players[p].species[0]
    assert (sp.pop, sp.food, sp.fat) == (2, 2, 0)


def test_r_leaf_order_that_does_not_matter_is_automatic():
    """R-LEAF: Long Neck on one species and Fat Tissue on another: no decision, both resolve."""
    s = game(players=3)
    s.watering_hole = 30
    p = s.first_player
    to_leaf(s, [species(s, 50, size=2, pop=2, traits=("Long Neck",)),
                species(s, 51, size=2, pop=1, fat=1, traits=("Fat Tissue",))])
    assert s.phase == "feeding"  # never stopped in the leaf step
    a, b = s.players[p].species
    assert (a.food, b.food, b.fat) == (1, 1, 0)


# --- R-INT -----------------------------------------------------------------------------

def int_position(extra_own, watering_hole):
    """Player 0: an Intelligence carnivore (+ extra species); everyone else's species climb."""
    s = game(players=3)
    own = [species(s, 1, size=4, pop=3, traits=("Carnivore", "Intelligence")), *extra_own(s)]
    return feeding(s, [own, [species(s, 10, pop=2, traits=("Climbing",))],
                       [species(s, 11, food=1, traits=("Climbing",))]],
                   watering_hole=watering_hole, hands=[hand(s, "Horns", "Burrowing"), [], []], first=0)


def test_r_int_negation_only_for_that_carnivores_next_attack():
    """R-INT: a negation helps only the carnivore it was bought for, for its next attack only."""
    s = int_position(lambda s: [species(s, 2, size=4, pop=3, traits=("Carnivore",))], watering_hole=0)
    apply(s, actions.Negate(player=0, species=0, card=0, trait="Climbing"))
    assert "Climbing" in refuse(s, actions.Attack(player=0, species=1, target=(1, 0)))  # not for the other carnivore
    apply(s, actions.Attack(player=0, species=0, target=(1, 0)))
    assert s.negated == [] and s.negating is None
    assert s.players[1].species[0].pop == 1
    assert s.turn == 0  # the others could not act and passed
    assert "Climbing" in refuse(s, actions.Attack(player=0, species=0, target=(1, 0)))


def test_r_int_negation_cleared_when_turn_ends_without_attack():
    """R-INT: negations bought this turn lapse when the turn ends, even with no attack."""
    s = int_position(lambda s: [species(s, 2)], watering_hole=1)
    apply(s, actions.Negate(player=0, species=0, card=0, trait="Climbing"))
    apply(s, actions.Feed(player=0, species=1))  # the turn's feeding action, by the other species
    assert s.negated == [] and s.negating is None
    assert s.turn == 0
    assert "Climbing" in refuse(s, actions.Attack(player=0, species=0, target=(1, 0)))


# --- §7 end and score ------------------------------------------------------------------

def final_feed(rows, bags):
    """Last round, player 0 first; player 0's feed ends the game."""
    s = game(players=2)
    s = feeding(s, [r(s) for r in rows], watering_hole=1, bags=bags, first=0)
    s.last_round = s.round
    apply(s, actions.Feed(player=0, species=0))
    assert s.phase == "over"
    return s


def test_score_bag_population_traits_and_leftover_fat():
    """§7: score = bag + surviving population + traits; fat left on Fat Tissue counts."""
    s = final_feed([lambda s: [species(s, 1, size=3, pop=2, food=1, fat=2, traits=("Fat Tissue",))],
                    lambda s: [species(s, 2, pop=3, food=3, traits=("Climbing", "Horns"))]], bags=[5, 3])
    a, b = s.scores
    assert (a.food, a.population, a.traits, a.total) == (5 + 2 + 2, 2, 1, 12)
    assert (b.food, b.population, b.traits, b.total) == (3 + 3, 3, 2, 11)
    assert s.winners == [0]
    fat_to_bag = [{"amount": e.amount, "bag": e.bag} for e in s.log if e.kind == "fat_to_bag" and e.player == 0]
    assert fat_to_bag == [{"amount": 2, "bag": a.food}]  # the fat's move is in the log, said as fat


@pytest.mark.parametrize("rows, bags, winners", [
    pytest.param([lambda s: [species(s, 1, traits=("Climbing", "Horns"))],
                  lambda s: [species(s, 2, food=1, traits=("Climbing",))]], [0, 1], [0], id="most-traits"),
    pytest.param([lambda s: [species(s, 1)], lambda s: [species(s, 2, pop=2, food=2)]], [2, 0], [1],
                 id="then-most-population"),
    pytest.param([lambda s: [species(s, 1)], lambda s: [species(s, 2, food=1)]], [0, 0], [0, 1],
                 id="else-shared"),
])
def test_score_ties(rows, bags, winners):
    """§7: ties go to most traits, then most population; still tied is a shared win."""
    s = final_feed(rows, bags)
    assert s.scores[0].total == s.scores[1].total
    assert s.winners == winners


# --- Refusals ---------------------------------------------------------------------------

def refusal_position():
    s = game(players=3)
    return feeding(s, [[species(s, 1, size=3, pop=2, traits=("Carnivore",)), species(s, 2)],
                       [species(s, 3, traits=("Climbing",)), species(s, 4, traits=("Hard Shell",)), species(s, 5)],
                       [species(s, 6, food=1)]],
                   watering_hole=3, hands=[hand(s, "Horns"), [], []], first=0)


@pytest.mark.parametrize("action, words", [
    (actions.Attack(player=0, species=0, target=(1, 0)), "Climbing"),
    (actions.Attack(player=0, species=0, target=(1, 1)), "Hard Shell"),
    (actions.Attack(player=0, species=0, target=(0, 0)), "itself"),
    (actions.Attack(player=0, species=1, target=(1, 2)), "Only a carnivore"),
    (actions.Feed(player=0, species=0), "Carnivores never eat plants"),
    (actions.StoreFat(player=0, species=1), "Fat Tissue"),
    (actions.Negate(player=0, species=0, card=0, trait="Climbing"), "Intelligence"),
    (actions.Pass(player=0), "R-MUST"),
    (actions.Feed(player=0, species=5), "no species in place 6"),
    (actions.Feed(player=1, species=2), "not your turn"),
    (actions.FoodCard(player=0, card=0), "Not now"),
])
def test_refusal_changes_nothing_and_says_why(action, words):
    """Every refusal leaves the state unchanged and gives a readable reason naming the trait or rule."""
    assert words in refuse(refusal_position(), action)
