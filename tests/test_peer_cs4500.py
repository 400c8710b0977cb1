"""The CS4500 (Northeastern, 2016) ``xattack`` pairs, answered by our attack rule (R-ATK).

The course's rules differ from ours in two ways that matter here (its README, "Differences"):
3. the course never compares body sizes (we require attack size > the prey's size), and
9. the course gives Symbiosis no effect (we protect a species whose right neighbour is larger).
Where one of these decides the answer, the test says so and checks OUR answer instead of
the course's. The data stays in ../shared; it is never copied into this project.
"""

from __future__ import annotations

import json

import pytest

from evolution.games.evolution.cards import deck
from evolution.games.evolution.feeding import attack_blocker
from evolution.games.evolution.models import GameState, Player, Options, Species, TraitCard
from tests.conftest import SHARED, shared_path

COURSE_TRAITS = {
    "carnivore": "Carnivore", "ambush": "Ambush", "burrowing": "Burrowing", "climbing": "Climbing",
    "cooperation": "Cooperation", "fat-tissue": "Fat Tissue", "fertile": "Fertile", "foraging": "Foraging",
    "hard-shell": "Hard Shell", "herding": "Defensive Herding", "horns": "Horns", "long-neck": "Long Neck",
    "pack-hunting": "Pack Hunting", "scavenger": "Scavenger", "symbiosis": "Symbiosis",
    "warning-call": "Warning Call",
}
CARD_OF = {}
for _i, _card in enumerate(deck("nsg2_129")):
    CARD_OF.setdefault(_card.trait, _i)


def _entries() -> list[dict]:
    path = SHARED / "peer-tests" / "cs4500" / "xattack" / "manifest.json"
    return json.loads(path.read_text()) if path.exists() else []


def species(course: list, uid: int) -> Species:
    fields = dict(course)
    return Species(uid=uid, size=fields["body"], pop=fields["population"], food=fields["food"],
                   fat=fields.get("fat-food", 0),
                   traits=[TraitCard(card=CARD_OF[COURSE_TRAITS[t]]) for t in fields["traits"]])


def our_answer(situation: list) -> bool:
    """Attacker alone in player 0's row; the defender between its neighbours in player 1's row."""
    defender, attacker, left, right = situation
    row = [species(s, uid) for uid, s in ((2, left), (3, defender), (4, right)) if s]
    state = GameState(options=Options(players=2, seed=0),
                      players=[Player(species=[species(attacker, 1)]), Player(species=row)])
    return attack_blocker(state, 0, state.players[0].species[0], 1, 1 if left else 0) is None


def known_difference(situation: list) -> str | None:
    """Which documented rule difference decides this pair for us, if any."""
    defender, attacker, left, right = (dict(s) if s else None for s in situation)
    attack_size = attacker["body"] + (attacker["population"] if "pack-hunting" in attacker["traits"] else 0)
    if attack_size <= defender["body"]:
        return f"README difference 3: we require attack size > prey size ({attack_size} vs {defender['body']})"
    if "symbiosis" in defender["traits"] and right and right["body"] > defender["body"]:
        return "README difference 9: our Symbiosis protects a species whose right neighbour is larger"
    return None


@pytest.mark.parametrize("entry", _entries(), ids=lambda e: e["file"])
def test_xattack_pair(entry):
    situation = json.loads(shared_path("peer-tests", "cs4500", entry["file"] + "-in.json").read_text())
    expected = json.loads(shared_path("peer-tests", "cs4500", entry["file"] + "-out.json").read_text())
    if entry["reference_rule_check"].startswith("DISAGREES"):
        # A team's own test the course's reference rule answers the other way: the course rule is the baseline.
        expected = not expected
    difference = known_difference(situation)
    if difference:
        assert our_answer(situation) is False, difference
    else:
        assert our_answer(situation) is expected


def test_the_suite_is_there():
    manifest = shared_path("peer-tests", "cs4500", "xattack", "manifest.json")
    assert len(json.loads(manifest.read_text())) == 69
