"""The CS4500 peer tests (../shared/peer-tests/cs4500), every family through one set of tests:
each pair is classified (``cs4500.Case``: reference, refusal, ruled or unmappable) and checked by
its family's check for that category; tests/evolution/peer_cs4500.md has each family's counts, unmappable
pairs included (with the reasons in ``Case.reason``), and ``test_the_counts_are_documented`` holds
the table to them.
"""

from __future__ import annotations

import copy

import pytest

from evolution.games.evolution.cards import deck
from tests.evolution import cs4500 as C


# --- xattack -------------------------------------------------------------------------------------
# CS4500 ``xattack``: may this carnivore attack that species? Answered by our attack rule (R-ATK).
#
# Input ``[defender, attacker, left neighbour, right neighbour]``. Our side, through the scenario
# harness: the attacker alone in player 0's row, the defender between its neighbours in player 1's
# row, and the attack played; accepted means ``true``. The attacker is made hungry (the question is
# whether it may attack, not whether it wants to), and a species with more food than population (five
# team tests) has its food capped at its population: only Burrowing reads food, and only whether the
# species is fed. The harness is asked from ``cs4500.refusal_position``, so a refusal comes with the
# engine's reason.
#
# Two differences of the README decide some pairs (3: the course never compares body sizes, we
# require attack size > the prey's size; 9: the course gives Symbiosis no effect). There the course
# answers ``true`` and the engine must refuse the attack for that ruling's reason. The other pairs
# must get the course's answer, a refusal naming a rule that blocks it. The other families are in
# ``test_peer_cs4500_x*.py``; tests/evolution/peer_cs4500.md has the counts.

# The words the engine's refusal uses for each of the course's reasons (``cs4500.Course.blocked``).
BLOCKED_WORDS_XATTACK = {"not a carnivore": "Only a carnivore", "Warning Call": "Warning Call:",
                         "Burrowing": "Burrowing:",
                 "Climbing": "Climbing:", "Herding": "Defensive Herding:", "Hard Shell": "Hard Shell:",
                 "Size": "Size:", "Symbiosis": "Symbiosis:"}


def table_of_xattack(situation: list) -> C.Table:
    defender, attacker, left, right = (C.species_from(s) if s else None for s in situation)
    attacker.food = 0
    for s in (defender, left, right):
        if s is not None:
            s.food = min(s.food, s.pop)
    row = [s for s in (left, defender, right) if s is not None]
    return C.Table([C.Pl([attacker]), C.Pl(row)], 0)


def classify_xattack(entry: dict) -> C.Case:
    given, expected = C.load(entry)
    reference, why = C.reference_output(entry, expected)
    assert why is None, why  # every xattack pair the reference rejects has its answer in the manifest
    table = table_of_xattack(given)
    shift = C.body_shift(table)
    ours_table = C.shifted(table, shift)
    target = (1, 1 if given[2] else 0)

    def blocked(model, t):
        return model.blocked(t.players[0].species[0], t.players[1].species, target[1])

    course, ours = blocked(C.Course(), table), blocked(C.Ours(), ours_table)
    data = dict(table=ours_table, target=target, reference=reference)
    assert (course is None) == reference, f"the README's rule answers {course is None}, the reference {reference}"
    if (ours is None) == reference:
        # A refusal names one rule that blocks the attack_xattack: the course's, or our size check if it fails too.
        attacker, prey = ours_table.players[0].species[0], ours_table.players[1].species[target[1]]
        words = {BLOCKED_WORDS_XATTACK[w] for w in (course, ours) if w}
        if C.Course.attack_size(attacker) <= prey.body:
            words.add(BLOCKED_WORDS_XATTACK["Size"])
        return C.Case(entry, "reference", data={**data, "words": words})
    ruling = {"Size": C.SIZE, "Symbiosis": C.SYMBIOSIS}[ours]
    return C.Case(entry, "refusal", ruling, {**data, "words": {C.REFUSAL_WORDS[ruling]}})



def attack_xattack(case: C.Case) -> dict:
    position = C.refusal_position(case.data["table"], 0)
    return C.run({**position, "actions": [C.harness_action(0, ("attack", 0, case.data["target"]))]})


def check_the_attack_is_judged_as_by_the_course_xattack(case):
    out = attack_xattack(case)
    if case.data["reference"]:
        assert "error" not in out, out["error"]
    else:
        assert any(w in out.get("error", "") for w in case.data["words"]), (case.data["words"], out.get("error"))


def check_the_attack_is_refused_by_our_rulings_xattack(case):
    assert case.data["reference"] is True
    out = attack_xattack(case)
    assert any(w in out.get("error", "") for w in case.data["words"]), (case.reason, out.get("error"))

# --- xfeed ---------------------------------------------------------------------------------------
# CS4500 ``xfeed``: the course's silly player chooses one feeding; ours is ``ai/silly.py`` (SillyBot).
#
# Input ``[player, watering hole, other players after it]``; the answer is a species to feed (``i``),
# fat to store (``[i, n]``), an attack (``[carnivore, player, species]``), ``false`` (decline: only
# one's own species could be attacked) or nothing. The position goes through the scenario harness
# with the player as player 0 (a lone player gets an empty opponent, see ``cs4500.padded``); the
# engine's SillyBot answers. Declining and "nothing" both mean "does not feed" for us (a pass, or an
# automatic pass); ``[i, n]`` is compared as "fat on species i": how much a move stores is a rule of
# ours (R-TAKE), not a choice.
#
# Where our rulings decide (the README's differences 3, 7, 8, 9: the size check, fat only when fed,
# no declining a mandatory attack, Symbiosis), the course's move is played through the harness and
# must be refused with that ruling's reason, and SillyBot must choose as ``cs4500.Ours`` says.

def course_move_xfeed(answer):
    """The course's answer as a model move."""
    if answer is None:
        return None
    if answer is False:
        return ("decline",)
    if isinstance(answer, int):
        return ("feed", answer)
    if len(answer) == 2:
        return ("fat", answer[0], answer[1])
    i, player, j = answer
    return ("attack", i, (player + 1, j))


def same_choice_xfeed(course, ours) -> bool:
    def feeds_nothing(m):
        return m is None or m[0] in ("decline", "pass")

    if feeds_nothing(course) or feeds_nothing(ours):
        return feeds_nothing(course) and feeds_nothing(ours)
    return course[:2] == ours[:2] if course[0] == "fat" else course == ours


def classify_xfeed(entry: dict) -> C.Case:
    given, expected = C.load(entry)
    if entry["input_problems"]:
        return C.Case(entry, "unmappable",
                      f"the input breaks a course data rule ({', '.join(entry['input_problems'])})")
    reference, why = C.reference_output(entry, expected)
    if why:
        return C.Case(entry, "unmappable", why)
    player, wh, others = given
    table = C.padded(C.Table([C.player_from(player)] + [C.player_from(p) for p in others], wh))
    shift = C.body_shift(table)
    ours_table = C.shifted(table, shift)
    model = C.Ours()
    ours = model.choose(copy.deepcopy(ours_table), 0)
    course = course_move_xfeed(reference)
    data = dict(table=table, ours_table=ours_table, position=C.scenario(ours_table), course=course, ours=ours,
                ruled=model.ruled)
    if same_choice_xfeed(course, ours):
        return C.Case(entry, "reference", data=data)
    refused = C.Ours().refusal(ours_table, 0, course)
    if refused:
        return C.Case(entry, "refusal", refused, data)
    return C.Case(entry, "ruled", "; ".join(sorted(model.ruled)), data)



def check_the_model_reads_the_pair_xfeed(case: C.Case) -> None:
    """Our reading of the position, played by the README's course model, gives the reference answer."""
    assert C.Course().silly(copy.deepcopy(case.data["table"]), 0) == case.data["course"]


def check_silly_feeds_as_the_course_xfeed(case):
    check_the_model_reads_the_pair_xfeed(case)
    ours = C.silly_choice(case.data["position"])
    assert same_choice_xfeed(case.data["course"], ours), f"the course: {case.data['course']}, SillyBot: {ours}"


def check_the_course_move_is_refused_by_our_rulings_xfeed(case):
    check_the_model_reads_the_pair_xfeed(case)
    refused = C.run({**C.refusal_position(case.data["ours_table"], 0),
                     "actions": [C.harness_action(0, case.data["course"])]})
    assert C.REFUSAL_WORDS[case.reason] in refused.get("error", ""), (case.reason, refused.get("error"))
    ours = C.silly_choice(case.data["position"])
    assert same_choice_xfeed(case.data["ours"], ours), f"by our rulings: {case.data['ours']}, SillyBot: {ours}"


def check_silly_feeds_by_our_rulings_xfeed(case):
    check_the_model_reads_the_pair_xfeed(case)
    assert case.data["ruled"], "our model differs from the course without a ruling to say why"
    ours = C.silly_choice(case.data["position"])
    assert same_choice_xfeed(case.data["ours"], ours), f"{case.reason}: expected {case.data['ours']}, SillyBot: {ours}"

# --- xsilly --------------------------------------------------------------------------------------
# CS4500 ``xsilly``: the silly player's card choices; ours is ``ai/silly.py`` (SillyBot).
#
# Input ``[player with cards, rows of the players before it, rows of the players after it]``; the
# answer is an Action4 ``[food card, [GP], [GB], [BT], [RT]]`` with indexes into the hand. The course's
# strategy: sort the hand by trait name, then food value; the 1st card is food, the 2nd pays for a new
# species at the right end, the 3rd is its trait, the 4th +1 population, the 5th +1 body size, the 6th
# replaces its trait.
#
# Our side: the position goes through the scenario harness and back to phase 2
# (``cs4500.at_food_cards``), with the player's cards given food values of our deck in the same order
# within each trait (only that order enters the sort). SillyBot then plays phase 2 and phase 3 for
# everyone, and the player's moves, read back as an Action4 (``cs4500.action4``), must be the course's.
# The other rows play no part in either strategy; a lone player gets an empty opponent. None of the
# README's rule differences enters these choices (a new species holds one trait at a time and grows
# to population 2 and body size 2, within our limits), so every pair that maps is checked against the
# course's answer, or, for a team's own test the course's reference answers otherwise, against that.

def classify_xsilly(entry: dict) -> C.Case:
    given, expected = C.load(entry)
    reference, why = C.reference_output(entry, expected)
    if why:
        return C.Case(entry, "unmappable", why)
    player, before, after = given
    me = C.player_from(player)
    if not me.species:
        return C.Case(entry, "unmappable", "the player has no species; in our game everyone has one when "
                      "playing cards (phase 1 gives one to a player without, §3)")
    others = [C.Pl([C.species_from(s) for s in row]) for row in before + after]
    table = C.padded(C.Table([*others[:len(before)], C.Pl(me.species, me.bag), *others[len(before):]], 0))
    table = C.shifted(table, C.body_shift(table))
    data = dict(position=C.scenario(table), chooser=len(before), hand=me.hand, boards=len(me.species),
                reference=reference)
    try:
        C.card_ids(deck("nsg2_129"), me.hand)
    except ValueError as exc:
        return C.Case(entry, "unmappable", str(exc))
    return C.Case(entry, "reference", data=data)



def check_silly_chooses_cards_as_the_course_xsilly(case):
    d = case.data
    state = C.at_food_cards(d["position"], {d["chooser"]: d["hand"]})
    moves = C.play_silly_cards(state, d["chooser"])
    assert C.action4(moves, d["boards"], len(d["hand"])) == d["reference"], moves

# --- xstep ---------------------------------------------------------------------------------------
# CS4500 ``xstep``: one feeding step of the first player, chosen by the silly player.
#
# Input and output are a Configuration ``[players, watering hole, deck]``. Our side: the position
# goes through the scenario harness with the first player to feed; the engine's SillyBot chooses
# (``cs4500.silly_choice``) and the harness plays that move; the resulting rows, bags, hands (as trait
# multisets) and watering hole are compared. A lone player gets an empty opponent (``cs4500.padded``).
#
# The course's step differs from ours in most attacks (the README's differences 3, 4, 5, 8, 10: no
# size check, the carnivore and the scavengers eat from the watering hole, extinction gives 2 cards,
# one's own species are never attacked) and in Cooperation with Foraging: the course feeds the right
# neighbour once per token taken, R-TAKE once per take. Where ``cs4500.Ours`` (our rulings) gives the
# course's result, the engine must give it; where it does not, the engine must give ``Ours``'s, and
# when the course's own move breaks one of our rulings, the harness must refuse that move.

def classify_xstep(entry: dict) -> C.Case:
    given, expected = C.load(entry)
    reference, why = C.reference_output(entry, expected)
    if why:
        return C.Case(entry, "unmappable", why)
    table = C.configuration(given)
    if len(table.players) > 6:
        return C.Case(entry, "unmappable", f"{len(table.players)} players; our game seats 2 to 6 (§2)")
    table = C.padded(table)
    shift = C.body_shift(table)
    ours_table = C.shifted(table, shift)
    course = C.Course().choose(copy.deepcopy(table), 0)
    model = C.Ours()
    after = copy.deepcopy(ours_table)
    model.play(after, 0, model.choose(after, 0))
    data = dict(table=table, ours_table=ours_table, shift=shift, course=course, ruled=model.ruled,
                reference=C.padded(C.configuration(reference)).canon(),
                ours=C.shifted(after, -shift).canon())
    if model.unsure:
        return C.Case(entry, "unmappable", "an extinction reshuffles the discard pile (R-END2) and the "
                      "cards drawn depend on the shuffle")
    if data["ours"] == data["reference"]:
        return C.Case(entry, "reference", data=data)
    refused = C.Ours().refusal(ours_table, 0, course)
    if refused:
        return C.Case(entry, "refusal", refused, data)
    return C.Case(entry, "ruled", "; ".join(sorted(model.ruled)), data)



def engine_step_xstep(case: C.Case):
    """The engine's step: SillyBot's move at the position, played by the harness; as a table."""
    position = C.scenario(case.data["ours_table"])
    move = C.silly_choice(position)
    out = C.run({**position, "actions": [C.harness_action(0, move)] if move else []})
    assert "error" not in out, out["error"]
    return C.table_of_output(out, case.data["shift"]).canon()


def check_the_model_reads_the_pair_xstep(case: C.Case) -> None:
    """Our reading of the Configuration, played by the README's course model, gives the reference output."""
    after = copy.deepcopy(case.data["table"])
    C.Course().play(after, 0, case.data["course"])
    assert after.canon() == case.data["reference"]


def check_the_step_is_the_courses_xstep(case):
    check_the_model_reads_the_pair_xstep(case)
    assert engine_step_xstep(case) == case.data["reference"]


def check_the_course_move_is_refused_by_our_rulings_xstep(case):
    check_the_model_reads_the_pair_xstep(case)
    refused = C.run({**C.refusal_position(case.data["ours_table"], 0),
                     "actions": [C.harness_action(0, case.data["course"])]})
    assert C.REFUSAL_WORDS[case.reason] in refused.get("error", ""), (case.reason, refused.get("error"))
    assert engine_step_xstep(case) == case.data["ours"]


def check_the_step_follows_our_rulings_xstep(case):
    check_the_model_reads_the_pair_xstep(case)
    assert case.data["ruled"], "our model differs from the course without a ruling to say why"
    assert engine_step_xstep(case) == case.data["ours"], case.reason

# --- xstep4 --------------------------------------------------------------------------------------
# CS4500 ``xstep4``: step 4 of a turn: every player's card moves (Action4), the automatic traits,
# then feeding until nobody can or wants to eat, with the silly player for everyone.
#
# Our side: the Configuration goes through the scenario harness, then back to phase 2
# (``cs4500.at_food_cards``); each Action4 becomes our phase-2 and phase-3 moves
# (``cs4500.our_card_moves``: the food card, new species at the right end with their traits, trait
# replacements as discard + play, +1 population, +1 body size), then leaf traits, the reveal and
# the feeding turns are played with SillyBot for every player, up to the end of feeding (the course's
# output is before the end of the turn, food still on the species).
#
# Our rulings differ from the course's at many points of a turn (the README's differences 2, 4 to 8,
# 10: new species of size 1, tracks up to 6, leaf traits before the reveal, the food cards added up
# before the watering hole is clamped at 0 (R-NEG), meat from the bank, fat, no declining...).
# Where ``cs4500.OursStep4`` gives the course's result, the engine must give it; where it does not,
# the engine must give ``OursStep4``'s; where one of the course's card moves breaks a ruling of ours,
# the engine must refuse that move.

def food_card_ids_xstep4(values: list[int]) -> dict[int, int]:
    """A card of our deck with each food value (the trait of a food card plays no part)."""
    table = deck("nsg2_129")
    return {p: next(i for i, card in enumerate(table) if card.food == v) for p, v in enumerate(values)}


def classify_xstep4(entry: dict) -> C.Case:
    given, expected = C.load(entry)
    reference, why = C.reference_output(entry, expected)
    if why:
        return C.Case(entry, "unmappable", why)
    configuration, actions = given
    table = C.configuration(configuration)
    values = [player.hand[a4[0]][0] for player, a4 in zip(table.players, actions)]
    ours_values = C.our_food_values(values, table.wh)
    if ours_values is None:
        return C.Case(entry, "unmappable", f"food cards {values}: our deck has no food value below -3, and no "
                      "values of ours add up to the same watering hole")
    shift = C.body_shift(table)
    ours_table = C.shifted(table, shift)
    model = C.OursStep4()
    after = copy.deepcopy(ours_table)
    refused = model.step4(after, actions, ours_values, values)
    data = dict(table=table, ours_table=ours_table, shift=shift, actions=actions, values=ours_values,
                ruled=model.ruled, reference=C.configuration(reference).canon())
    if refused:
        return C.Case(entry, "refusal", refused[1], {**data, "player": refused[0]})
    if model.unsure:
        return C.Case(entry, "unmappable", "an extinction reshuffles the discard pile (R-END2) and the "
                      "cards drawn depend on the shuffle")
    data["ours"] = C.shifted(after, -shift).canon()
    if data["ours"] == data["reference"]:
        return C.Case(entry, "reference", data=data)
    return C.Case(entry, "ruled", "; ".join(sorted(model.ruled)), data)



def engine_step4_xstep4(case: C.Case):
    """(the engine's table after feeding, or None; the engine's refusal of a card move, or None)."""
    out, refused = C.play_step4(C.scenario(case.data["ours_table"]), case.data["actions"], case.data["ours_table"],
                                food_card_ids_xstep4(case.data["values"]))
    return (C.table_of_output(out, case.data["shift"]).canon() if out else None), refused


def check_the_model_reads_the_pair_xstep4(case: C.Case) -> None:
    """Our reading of the pair, played by the README's course model, gives the reference output."""
    after = copy.deepcopy(case.data["table"])
    C.CourseStep4().step4(after, case.data["actions"])
    assert after.canon() == case.data["reference"]


def check_step4_is_the_courses_xstep4(case):
    check_the_model_reads_the_pair_xstep4(case)
    got, refused = engine_step4_xstep4(case)
    assert refused is None
    assert got == case.data["reference"]


def check_a_card_move_is_refused_by_our_rulings_xstep4(case):
    check_the_model_reads_the_pair_xstep4(case)
    _, refused = engine_step4_xstep4(case)
    assert refused is not None, "the engine played every card move"
    player, move, reason = refused
    assert player == case.data["player"] and C.REFUSAL_WORDS[case.reason] in reason, (case.reason, move, reason)


def check_step4_follows_our_rulings_xstep4(case):
    check_the_model_reads_the_pair_xstep4(case)
    assert case.data["ruled"], "our model differs from the course without a ruling to say why"
    got, refused = engine_step4_xstep4(case)
    assert refused is None
    assert got == case.data["ours"], case.reason

CHECKS = {
    "xattack": {"reference": check_the_attack_is_judged_as_by_the_course_xattack,
                "refusal": check_the_attack_is_refused_by_our_rulings_xattack},
    "xfeed": {"reference": check_silly_feeds_as_the_course_xfeed,
              "refusal": check_the_course_move_is_refused_by_our_rulings_xfeed,
              "ruled": check_silly_feeds_by_our_rulings_xfeed},
    "xsilly": {"reference": check_silly_chooses_cards_as_the_course_xsilly},
    "xstep": {"reference": check_the_step_is_the_courses_xstep,
              "refusal": check_the_course_move_is_refused_by_our_rulings_xstep,
              "ruled": check_the_step_follows_our_rulings_xstep},
    "xstep4": {"reference": check_step4_is_the_courses_xstep4,
               "refusal": check_a_card_move_is_refused_by_our_rulings_xstep4,
               "ruled": check_step4_follows_our_rulings_xstep4},
}
CLASSIFY = {"xattack": classify_xattack, "xfeed": classify_xfeed, "xsilly": classify_xsilly, "xstep": classify_xstep,
            "xstep4": classify_xstep4}
CASES = {family: [classify(entry) for entry in C.entries(family)] for family, classify in CLASSIFY.items()}


@pytest.mark.parametrize("family,case", [pytest.param(family, case, id=f"{family}/{case.id}")
                                         for family, cases in CASES.items() for case in cases
                                         if case.category != "unmappable"])
def test_the_pair(family, case):
    CHECKS[family][case.category](case)


@pytest.mark.parametrize("family", CLASSIFY)
def test_the_counts_are_documented(family):
    C.shared_path(*C.ROOT, family, "manifest.json")
    assert C.counts(CASES[family]) == C.documented_counts(family)
