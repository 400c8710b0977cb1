"""The Flight ruleset outside the feeding harness: setup, avian species in phase 3, the event step,
the end reserve, saves. Feeding positions are in tests/evolution/scenarios/fl-*.json."""

from __future__ import annotations

from collections import Counter

import pytest

from evolution.cli import play_game
from evolution.core.messages import translate
from evolution.core.save import decode_link, dump_json, encode_link, load_json, replay
from evolution.games.evolution import actions
from evolution.games.evolution import engine
from evolution.games.evolution import feeding
from evolution.games.evolution.ai.search import HardBot
from evolution.games.evolution.bots import Observation, make_bot
from evolution.games.evolution.engine import IllegalAction, legal_actions, new_game, score_parts, why_illegal
from evolution.games.evolution.game import GAME
from evolution.games.evolution.models import Species, TraitCard
from evolution.games.evolution.options import Options
from evolution.games.evolution.rules import RULESETS
from evolution.games.evolution.view import view

apply = GAME.apply


def ids(state, trait: str) -> list[int]:
    return [c for c, card in enumerate(state.cards) if card.trait == trait]


def play_cards_state(players: int = 2, seed: int = 1):
    """A new flight game moved on to the first play-cards turn (everyone put their first card as food)."""
    state = new_game(Options(ruleset="flight", players=players, seed=seed))
    while state.phase == "food_card":
        apply(state, legal_actions(state)[0])
    return state


@pytest.mark.parametrize("players", [2, 3, 6])
def test_setup_deck_reserve_and_supply(players):
    """R-FL-SETUP, R-FL-RESERVE: base deck + Flight traits and events shuffled; 40 set aside at every table
    size; the 12 Flight cards are a separate supply."""
    state = new_game(Options(ruleset="flight", players=players, seed=3))
    traits = Counter(state.cards[c].trait for c in state.deck + state.set_aside + [
        c for p in state.players for c in p.hand])
    assert traits["Flight"] == 0 and traits["Dive-Bomb"] == 7 and traits["Seed Dispersal"] == 7
    assert sum(traits.values()) == 129 + 48
    assert len(state.set_aside) == 40
    assert sorted(state.flight_supply) == ids(state, "Flight") and len(state.flight_supply) == 12


def test_end_reserve_replaces_the_reshuffle():
    """R-FL-RESERVE, R-END2: the empty deck takes the reserve as it lies; the discard pile stays."""
    state = play_cards_state()
    reserve = list(state.set_aside)
    discard = list(state.discard)
    state.deck = []
    feeding.draw(state, 0, 2)
    assert state.deck == reserve[:-2] and state.players[0].hand[-2:] == reserve[:-3:-1]
    assert state.set_aside == [] and state.discard == discard
    assert state.last_round == state.round + 1
    assert state.log[-2].kind == "reserve"


def test_avian_species_costs_two_cards_and_takes_a_flight_card():
    """R-FL-AVIAN, R-FL-AVIAN-COST: 2 cards discarded, a Flight card from the supply, face up."""
    state = play_cards_state()
    p = state.turn
    hand = list(state.players[p].hand)
    move = actions.NewAvian(player=p, cards=(0, 2), side="right")
    assert move in legal_actions(state)
    apply(state, move)
    bird = state.players[p].species[-1]
    assert bird.avian and (bird.size, bird.pop) == (1, 1)
    assert [state.cards[t.card].trait for t in bird.traits] == ["Flight"] and bird.traits[0].face_up
    assert len(state.flight_supply) == 11 and state.discard[-2:] == [hand[2], hand[0]]


def test_avian_refusals():
    """R-FL-AVIAN-COST: two different cards; none when the supply is empty."""
    state = play_cards_state()
    p = state.turn
    assert "once" in why_illegal(state, actions.NewAvian(player=p, cards=(1, 1), side="left"))
    assert "2 cards" in why_illegal(state, actions.NewAvian(player=p, cards=(1,), side="left"))
    state.flight_supply = []
    assert not any(isinstance(a, actions.NewAvian) for a in legal_actions(state))
    assert "supply" in why_illegal(state, actions.NewAvian(player=p, cards=(0, 1), side="left"))


def test_no_avian_species_in_the_base_game():
    state = new_game(Options(ruleset="nsg2", players=3, seed=1))
    while state.phase == "food_card":
        apply(state, legal_actions(state)[0])
    assert not any(isinstance(a, actions.NewAvian) for a in legal_actions(state))
    with pytest.raises(IllegalAction):
        apply(state, actions.NewAvian(player=state.turn, cards=(0, 1), side="left"))


def add_bird(state, p: int, size: int = 1, traits: tuple[str, ...] = ()) -> Species:
    state.next_uid += 1
    bird = Species(uid=state.next_uid, size=size, avian=True,
                   traits=[TraitCard(state.flight_supply.pop())] + [TraitCard(ids(state, t)[0]) for t in traits])
    state.players[p].species.append(bird)
    state.players[p].species_ever.append(bird.uid)
    return bird


def test_avian_size_stops_at_three():
    """R-FL-AVIAN: body size at most 3."""
    state = play_cards_state()
    p = state.turn
    add_bird(state, p, size=3)
    i = len(state.players[p].species) - 1
    assert actions.GrowSize(player=p, card=0, species=i) not in legal_actions(state)
    assert "3, the maximum" in why_illegal(state, actions.GrowSize(player=p, card=0, species=i))


def test_replacing_flight_makes_a_land_species_and_returns_the_card():
    """R-FL-LAND, R-FL-TRAIT: discarding Flight keeps size and population; the card goes to the supply."""
    state = play_cards_state()
    p = state.turn
    bird = add_bird(state, p, size=2)
    bird.pop = 3
    i = len(state.players[p].species) - 1
    supply = len(state.flight_supply)
    apply(state, actions.DiscardTrait(player=p, species=i, trait=0))
    assert not bird.avian and (bird.size, bird.pop) == (2, 3)
    assert len(state.flight_supply) == supply + 1 and state.cards[state.flight_supply[-1]].trait == "Flight"
    assert all(state.cards[c].trait != "Flight" for c in state.discard)


def test_flight_counts_for_the_trait_limit_and_scores():
    """R-FL-TRAIT, R-FL-TRAIT-LIMIT: with 2 players an avian species holds Flight and one more trait;
    Flight scores 1 like any trait."""
    state = play_cards_state(players=2)
    p = state.turn
    add_bird(state, p, traits=("Foraging",))
    i = len(state.players[p].species) - 1
    assert not any(isinstance(a, actions.PlayTrait) and a.species == i for a in legal_actions(state))
    assert score_parts(state, p).traits == sum(len(s.traits) for s in state.players[p].species)


def test_event_cards_are_not_traits_but_feed_the_watering_hole():
    """R-FL-EVENT: an event card cannot be played as a trait; it can be a food card or pay for a move."""
    state = new_game(Options(ruleset="flight", players=2, seed=1))
    p = state.first_player
    event = ids(state, "Seed Dispersal")[0]
    state.players[p].hand[0] = event
    assert actions.FoodCard(player=p, card=0) in legal_actions(state)
    while state.phase == "food_card":
        apply(state, next(a for a in legal_actions(state) if a.card != 0 or a.player != p))
    if state.turn != p:
        apply(state, actions.EndTurn(player=state.turn))
    row = len(state.players[p].species)
    assert actions.PlayTrait(player=p, card=0, species=0) not in legal_actions(state)
    assert "event" in why_illegal(state, actions.PlayTrait(player=p, card=0, species=0))
    assert actions.GrowPop(player=p, card=0, species=0) in legal_actions(state) and row == 1


def to_event_step(state):
    while state.phase in ("food_card", "play_cards"):
        apply(state, next(a for a in legal_actions(state) if a.kind in ("food_card", "end_turn")))


def test_event_step_seed_dispersal_then_draw():
    """R-FL-EVENTS, R-FL-EVENT: after the reveal of traits, in turn order; Seed Dispersal adds one plant per
    avian species in play; its player draws 1 card."""
    state = new_game(Options(ruleset="flight", players=3, seed=2))
    first = state.first_player
    other = (first + 1) % 3
    seed_card = ids(state, "Seed Dispersal")[0]
    for p in state.players:
        p.hand = [c for c in p.hand if state.cards[c].trait not in ("Seed Dispersal", "Dive-Bomb")]
    state.deck = [c for c in state.deck if state.cards[c].trait not in ("Seed Dispersal", "Dive-Bomb")]
    state.players[other].hand.append(seed_card)
    add_bird(state, first)
    add_bird(state, other)
    to_event_step(state)
    assert state.phase == "events" and state.turn == other  # the first player had no event: done
    before = state.watering_hole
    card = state.players[other].hand.index(seed_card)
    start = len(state.log)
    apply(state, actions.PlayEvent(player=other, card=card))
    done = [e for e in state.log[start:] if e.kind == "seed_dispersal"]
    assert done and (done[0].plants, done[0].watering_hole) == (2, before + 2)
    assert [e.count for e in state.log[start:] if e.kind == "draw"] == [1]
    assert seed_card in state.discard and state.phase == "feeding"


def test_dive_bomb_plants_from_the_bank_and_attack():
    """R-FL-EVENTS: Dive-Bomb feeds an own avian species now: 2 plants from a source, or an attack."""
    state = new_game(Options(ruleset="flight", players=2, seed=4))
    p = state.first_player
    dive = ids(state, "Dive-Bomb")
    state.players[p].hand += dive[:2]
    bird = add_bird(state, p, size=2)
    bird.pop = 3
    hawk = add_bird(state, p, size=3, traits=("Carnivore",))
    to_event_step(state)
    assert state.turn == p
    legal = legal_actions(state)
    row = state.players[p].species
    b, h = row.index(bird), row.index(hawk)
    card = state.players[p].hand.index(dive[0])
    assert actions.PlayEvent(player=p, card=card, species=b, source="bank") in legal
    assert actions.PlayEvent(player=p, card=card, species=h, source="bank") not in legal
    apply(state, actions.PlayEvent(player=p, card=card, species=b, source="bank"))
    assert (bird.upkeep, bird.food) == (2, 0)
    prey = state.players[1 - p].species[0]
    pop = prey.pop
    card = state.players[p].hand.index(dive[1])
    why = why_illegal(state, actions.PlayEvent(player=p, card=card, species=b, target=(1 - p, 0)))
    assert why and "attack" in why.lower()
    apply(state, actions.PlayEvent(player=p, card=card, species=row.index(hawk), target=(1 - p, 0)))
    assert prey.pop == pop - 1 or not feeding.is_alive(state, 1 - p, prey)
    assert hawk.upkeep == 1


def test_nesting_on_a_card_growth_takes_from_the_cliff():
    """R-FL-NEST, R-FL-7: a land Nesting species growing by a card in phase 3 may take its plant from the Cliff."""
    state = play_cards_state()
    p = state.turn
    species = state.players[p].species[0]
    species.traits.append(TraitCard(ids(state, "Nesting")[0]))
    state.cliff = 2
    apply(state, actions.GrowPopCliff(player=p, card=0, species=0))
    assert (species.pop, species.food, state.cliff) == (2, 1, 1)
    state.cliff = 0
    assert "Nesting" in why_illegal(state, actions.GrowPopCliff(player=p, card=0, species=0))


def test_avian_growth_moves_food_to_upkeep():
    """R-FL-GROW: an avian species fed by Nesting in phase 3 that grows in size pays the bigger upkeep
    from its population food."""
    state = play_cards_state()
    p = state.turn
    bird = add_bird(state, p, traits=("Nesting",))
    i = len(state.players[p].species) - 1
    apply(state, actions.GrowPop(player=p, card=0, species=i))  # 2 meat: upkeep 1, food 1
    assert (bird.pop, bird.upkeep, bird.food) == (2, 1, 1)
    apply(state, actions.GrowSize(player=p, card=0, species=i))
    assert (bird.size, bird.upkeep, bird.food) == (2, 2, 0)


def test_refusals_explain_flight_rules_in_french():
    state = play_cards_state()
    p = state.turn
    why = why_illegal(state, actions.NewAvian(player=p, cards=(1, 1), side="left"))
    assert translate(why, "fr") == "Chaque carte ne sert qu'une fois"


@pytest.fixture(scope="module")
def flight_game():
    state, save, _ = play_game(GAME, Options(ruleset="flight", players=3, seed=5), ["greedy", "random", "greedy"],
                               record=True)
    return state, save


def test_flight_saves_and_links_round_trip(flight_game):
    state, save = flight_game
    assert state.phase == "over"
    assert replay(load_json(dump_json(save))).to_dict() == state.to_dict()
    decoded, linked = decode_link(encode_link(save))
    assert decoded == save and linked.to_dict() == state.to_dict()


def test_flight_is_offered_with_a_readable_label():
    for lang, label in (("en", "North Star Games + Flight"), ("fr", "North Star Games + Flight (Envol)")):
        choices = GAME.describe(lang)["options"][0]["choices"]
        assert {"value": "flight", "label": label} in [{k: c[k] for k in ("value", "label")} for c in choices]
    assert "flight" in RULESETS


def test_a_drawn_event_may_be_played_at_once():
    """R-FL-EVENTS, R-FL-EVENT: the card drawn for an event is another event: its player may play it in
    the same turn of the event step."""
    state = new_game(Options(ruleset="flight", players=2, seed=6))
    p = state.first_player
    first, second = ids(state, "Seed Dispersal")[:2]
    for q in state.players:
        q.hand = [c for c in q.hand if c not in (first, second)]
    state.deck = [c for c in state.deck if c not in (first, second)] + [second]  # the top card is the last
    state.players[p].hand.append(first)
    to_event_step(state)
    assert state.phase == "events" and state.turn == p
    apply(state, actions.PlayEvent(player=p, card=state.players[p].hand.index(first)))
    assert state.phase == "events" and state.turn == p and second in state.players[p].hand
    assert actions.PlayEvent(player=p, card=state.players[p].hand.index(second)) in legal_actions(state)
    apply(state, actions.EndTurn(player=p))
    assert state.phase != "events"


def test_help_lists_every_flight_trait_and_event_in_both_languages():
    """The help panel's data: the 5 Flight traits and the 2 events, with names and rules in en and fr."""
    options = Options(ruleset="flight", players=3, seed=0)
    for lang in ("en", "fr"):
        rows = {r["trait"]: r for r in GAME.help(options, lang) if "trait" in r}
        for name in ("Flight", "Camouflage", "Good Eyesight", "Brood Parasite", "Nesting", "Dive-Bomb",
                     "Seed Dispersal"):
            assert rows[name]["rule"] and rows[name]["name"]
        assert rows["Seed Dispersal"]["name"] == {"en": "Seed Dispersal", "fr": "Dispersion des graines"}[lang]
    assert "Nesting" not in {r.get("trait") for r in GAME.help(Options(players=3, seed=0), "en")}


@pytest.mark.parametrize("moves", [5, 30, 60, 120])
@pytest.mark.parametrize("level", ["greedy", "easy", "medium", "hard"])
def test_flight_bots_decide_the_same_whatever_they_cannot_see(level, moves):
    """The bots see only their view: hidden cards (hands, face-down traits, deck, end reserve) changed,
    the same seeded bot makes the same move."""
    state = new_game(Options(ruleset="flight", players=3, seed=21))
    bots = {p: make_bot("medium", p) for p in range(3)}
    for _ in range(moves):
        p = engine.to_move(state)[0]
        apply(state, bots[p].choose(Observation(state, p)))
    p = engine.to_move(state)[0]
    scrambled = GAME.redeal(state, p, moves)
    assert scrambled.deck != state.deck and scrambled.set_aside != state.set_aside
    assert view(scrambled, p) == view(state, p)

    def bot():
        return HardBot(5, budget=None, iterations=2, width=3) if level == "hard" else make_bot(level, 5)

    assert bot().choose(Observation(state, p)) == bot().choose(Observation(scrambled, p))
