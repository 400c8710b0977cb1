"""The hint's reason is true of the move it explains, in the position where it is given (reasons.py):
each kind of reason appears where its fact holds and not where it would be false (S-NEEDS, S-TAKE)."""

from __future__ import annotations

from evolution.games.s_evolution import engine, reasons
from evolution.games.s_evolution.actions import Play, Take
from evolution.games.s_evolution.game import GAME
from evolution.games.s_evolution.scenario import ScenarioIn, build

NAMES = ["You", "Hammurabi", "Hatshepsut"]


def _trick(trick, me, **extra):
    return build(ScenarioIn(round=2, phase="trick", leader=0, trick=trick, players=[
        me, {"age": 1, "hand": ["G-F1"]}, {"age": 1, "hand": ["B-F1"]}], **extra))


def _explain(state, p, action, code, ahead=0.0):
    legal = engine.legal_actions(state, p)
    return reasons.explain(state, p, legal, legal.index(action), code, ahead)


def test_a_need_of_food_and_a_science_pick_never_claims_the_need():
    """Age II, Food lacks 1, a Food 6 (gives 1) in the trick: the hint takes the Science 1 (gives 3)
    and says so, and does not say it meets the needs."""
    state = _trick([(0, "R-F6"), (1, "G-T3"), (2, "B-S1")], {"age": 2, "pop": 2, "food": 1, "hand": ["R-F2"]})
    hint = GAME.hint(state, 0, NAMES, "en", seed=1)
    assert hint["action"]["card"] == "B-S1"
    assert hint["why"] == "It gives 3 Science, more than any other card you may take."
    assert "need" not in hint["why"]
    for lang in ("fr", "de"):
        assert "{" not in GAME.hint(state, 0, NAMES, lang, seed=1)["why"]


def test_a_card_that_meets_a_lacking_need_says_which_and_how_much():
    state = _trick([(0, "R-S6"), (1, "G-F1"), (2, "B-T3")], {"age": 2, "pop": 3, "food": 1, "hand": ["R-F2"]})
    hint = GAME.hint(state, 0, NAMES, "en", seed=1)
    assert hint["action"]["card"] == "G-F1"
    assert hint["why"] == "Your Food need still lacks 2: this card gives 3 Food."
    # the same card once Food is met: no need is claimed
    state = _trick([(0, "R-S6"), (1, "G-F1"), (2, "B-T3")], {"age": 2, "pop": 3, "food": 3, "hand": ["R-F2"]})
    code, _ = _explain(state, 0, Take(player=0, card="G-F1"), "take")
    assert code == "take_most"


def test_no_most_claim_when_another_card_gives_as_much():
    state = _trick([(0, "R-S6"), (1, "G-S1"), (2, "B-F1")], {"age": 2, "pop": 2, "food": 2, "hand": ["R-F2"]})
    code, params = _explain(state, 0, Take(player=0, card="G-S1"), "take", ahead=0.26)
    assert (code, params) == ("take_worth", {"by": "0.3"})
    assert _explain(state, 0, Take(player=0, card="R-S6"), "take")[0] == "take_worth"


def test_a_joker_says_it_is_a_joker():
    state = _trick([(0, "R-F8"), (1, "G-T3"), (2, "B-S6")], {"age": 2, "pop": 2, "food": 2, "hand": ["R-F2"]})
    assert _explain(state, 0, Take(player=0, card="R-F8"), "take") == ("take_joker", {"n": 1})


def _playing(hand, trick=(), age=3):
    return build(ScenarioIn(round=3, phase="trick", leader=1 if trick else 0, trick=list(trick), players=[
        {"age": age, "hand": hand}, {"age": age, "hand": ["G-F1"]}, {"age": age, "hand": ["B-F1"]}]))


def test_the_only_playable_card_says_so_and_a_free_choice_does_not():
    state = _playing(["R-T1", "R-F4", "R-S2"], trick=[(1, "G-T3"), (2, "B-F2")])
    assert [a.card for a in engine.legal_actions(state, 0)] == ["R-T1"]
    assert _explain(state, 0, Play(player=0, card="R-T1"), "play") == ("play_only", {})
    state = _playing(["R-F1", "R-F4", "R-S2"], trick=[(1, "G-T3"), (2, "B-T2")])
    assert len(engine.legal_actions(state, 0)) == 3
    assert _explain(state, 0, Play(player=0, card="R-F4"), "play")[0] != "play_only"


def test_a_middle_card_gives_its_lead_in_points_and_the_strongest_says_strongest():
    state = _playing(["R-T1", "R-F4", "R-S2"], age=1)
    assert _explain(state, 0, Play(player=0, card="R-S2"), "play", ahead=1.24) == ("play", {"by": "1.2"})
    assert _explain(state, 0, Play(player=0, card="R-F4"), "play")[0] == "play_strong"
    assert _explain(state, 0, Play(player=0, card="R-T1"), "play")[0] == "play_weak"
    hint = GAME.hint(state, 0, NAMES, "en", seed=1)
    assert "{" not in hint["why"] and "weighs your pick" not in hint["why"]


def test_the_trump_reason_counts_the_suit():
    state = build(ScenarioIn(round=5, phase="trump", players=[
        {"age": 5, "hand": ["R-F4", "R-F3", "R-S1"]}, {"age": 5, "hand": ["G-F1"]}]))
    legal = engine.legal_actions(state, engine.to_move(state)[0])
    trump_f = next(i for i, a in enumerate(legal) if a.suit == "F")
    assert reasons.explain(state, legal[trump_f].player, legal, trump_f, "trump", 0.0) == ("trump", {"n": 7})
