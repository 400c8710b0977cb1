"""The game log people read: species named by letters that never change, the food reveal
with its cards and owners, fat said as fat, every change of a bag said, plurals and French elision
from the one message catalogue (core.messages) in both games."""

from __future__ import annotations

import random
import re

import pytest
from tests.evolution.helpers import cid, feeding, game, hand, species
from tests.s_evolution.helpers import game as s_game

from evolution.core.messages import de, is_known, join_names, msg, plural, render, translate
from evolution.games.evolution import actions
from evolution.games.evolution.engine import IllegalAction, legal_actions, new_game
from evolution.games.evolution.game import GAME
from evolution.games.evolution import events as ev
from evolution.games.evolution.models import letter, species_letters
from evolution.games.evolution.options import Options
from evolution.games.evolution.events import describe
from evolution.games.evolution.text import describe_move
from evolution.games.evolution.view import view
from evolution.games.s_evolution import engine as s_engine
from evolution.games.s_evolution.game import GAME as S_GAME
from evolution.games.s_evolution.events import Calamity
from evolution.games.s_evolution.events import describe as s_describe

apply = GAME.apply

NAMES = ["Ana", "Darwin"]
# Names that start with a vowel, to catch "de Alice" (French elides: "d'Alice", "d'Élodie")
VOWEL_NAMES = ["Alice", "Bob", "Élodie", "Igor", "Ursule", "Omar"]
NO_ELISION = re.compile(r"\bde [AEIOUYÀÂÉÈÊÎÔÛaeiouyàâéèêîôû]")


def lines(state, lang="en", names=NAMES):
    return GAME.log_lines(state, names, lang)


def test_plural_elision_and_lists_come_from_one_place():
    assert render("{n} {n:plant|plants}", "en", n=1) == "1 plant"
    assert render("{n} {n:plant|plants}", "en", n=2) == "2 plants"
    assert render("{n} {n:plant|plants}", "en", n=0) == "0 plants"
    assert render("{n} {n:carte|cartes}", "fr", n=0) == "0 carte"  # French: 0 and 1 are singular
    assert render("{n} {n:carte|cartes}", "fr", n=2) == "2 cartes"
    assert plural(1, "a", "b") == "a" and plural(1, "a", "b", "fr") == "a" and plural(3, "a", "b", "fr") == "b"
    assert de("Alice") == "d'Alice" and de("Élodie") == "d'Élodie" and de("Bob") == "de Bob"
    assert render("l'espèce {sp} {who:de}", "fr", sp="C", who="Alice") == "l'espèce C d'Alice"
    assert join_names(["Lamarck"]) == "Lamarck"
    assert join_names(["Lamarck", "Darwin", "Ana"]) == "Lamarck, Darwin and Ana"
    assert join_names(["Lamarck", "Darwin"], "fr") == "Lamarck et Darwin"
    assert render("{total:+d}", "fr", total=3) == "+3"  # other format specs still work


def test_letters_go_on_after_z():
    assert [letter(i) for i in (0, 2, 25, 26, 27, 52)] == ["A", "C", "Z", "AA", "AB", "BA"]


def test_a_species_keeps_its_letter_across_an_extinction_and_a_new_species_on_its_left():
    """Darwin's species A dies (to its right: B and C keep their letters); then a new species on the
    left is D, never a reused A, and B is still B in the log, the view and the move's words."""
    s = game(players=2)
    s = feeding(s, [[species(s, 1, size=3, traits=("Carnivore",))],
                    [species(s, 2), species(s, 3, pop=2, food=2), species(s, 4, pop=3, food=3)]], first=0)
    s.halt_at_end_of_feeding = True  # the round stops here: the next steps are set by hand
    apply(s, actions.Attack(player=0, species=0, target=(1, 0)))
    log = lines(s)
    assert "Ana's species A attacks Darwin's species A." in log
    assert "Attack: Darwin's species A loses 1 population (0 left)." in log
    assert "Darwin's species A goes extinct; 0 traits discarded." in log
    assert [sp.name for sp in view(s, 0).players[1].species] == ["B", "C"]

    s.phase, s.turn, s.players[1].done = "play_cards", 1, False
    s.players[1].hand = hand(s, "Horns", "Climbing", "Scavenger")
    apply(s, actions.NewSpecies(player=1, card=0, side="left"))
    apply(s, actions.GrowSize(player=1, card=0, species=1))
    log = lines(s)
    assert log[-2] == "Darwin discards a card for a new species on the left: species D."
    assert log[-1] == "Darwin grows species B to body size 2."
    assert lines(s, "fr")[-1] == "Darwin fait grandir l'espèce B jusqu'à la Taille 2."
    assert [sp.name for sp in view(s, 0).players[1].species] == ["D", "B", "C"]
    assert [sp.name for sp in view(s, 1).players[1].species] == ["D", "B", "C"]  # the same for every viewer
    # the table's lines and the earlier lines did not renumber
    table = GAME.table(s, 0, NAMES, "en", 0)
    assert "Darwin's species A goes extinct; 0 traits discarded." in [line["text"] for line in table["log"]]
    assert [sp["name"] for sp in table["view"]["players"][1]["species"]] == ["D", "B", "C"]
    assert describe_move(actions.GrowPop(player=1, card=0, species=1), view(s, 1), NAMES) == (
        "Discard Scavenger (+{}): species B +1 population".format(s.cards[s.players[1].hand[0]].food))


def test_refusals_name_the_species_by_its_letter():
    """R-MUST: the refusal names the hungry species as the log does, in both languages."""
    s = game(players=2)
    s = feeding(s, [[species(s, 1, pop=1, food=1), species(s, 2, pop=2), species(s, 3, size=2, pop=1, food=1,
                                                                                   traits=("Fat Tissue",))],
                    [species(s, 4)]], watering_hole=3, first=0)
    with pytest.raises(IllegalAction) as exc:
        apply(s, actions.StoreFat(player=0, species=2))
    assert str(exc.value) == "Your species B is hungry and can eat: feed it first (R-MUST)"
    assert translate(exc.value.args[0], "fr") == "Votre espèce B a faim et peut manger : nourrissez-la d'abord"
    assert is_known(exc.value.args[0])


def test_the_food_reveal_names_each_card_and_its_owner():
    s = game(players=2)
    reveal = ev.FoodRevealed(round=1, cards={0: cid(s, "Carnivore", 4), 1: cid(s, "Burrowing", 3)}, total=7,
                             watering_hole=12, cliff=0)
    assert describe(reveal, NAMES, s.cards, {}, "en") == (
        "Food cards revealed: Ana's Carnivore (+4), Darwin's Burrowing (+3): +7; the watering hole has 12 plants.")
    assert describe(reveal, ["Alice", "Bob"], s.cards, {}, "fr") == (
        "Cartes Nourriture révélées : Carnivore d'Alice (+4), Fouisseuse de Bob (+3) : +7 ; "
        "le point d'eau a 12 plantes.")
    one = ev.FoodRevealed(round=1, cards={}, total=0, watering_hole=1, cliff=0)
    assert describe(one, NAMES, s.cards, {}, "en") == "Food cards revealed: none: +0; the watering hole has 1 plant."


def test_the_reveal_in_a_real_round_lists_every_food_card():
    s = game(players=3)
    while s.phase in ("food_card", "play_cards"):
        apply(s, next(a for a in legal_actions(s) if a.kind in ("food_card", "end_turn")))
    line = next(t for t in lines(s, names=["Ana", "Darwin", "Lamarck"]) if t.startswith("Food cards revealed"))
    assert all(f"{n}'s " in line for n in ("Ana", "Darwin", "Lamarck")) and "(s)" not in line


def test_storing_fat_reads_as_fat():
    s = game(players=2)
    s = feeding(s, [[species(s, 1, size=2, pop=1, food=1, traits=("Fat Tissue",)),
                     species(s, 2, size=3, pop=2, food=1, traits=("Fat Tissue", "Foraging"))], [species(s, 3)]],
                watering_hole=5, first=0)
    apply(s, actions.Feed(player=0, species=1))  # Foraging: 2 plants, 1 eaten, 1 stored
    assert lines(s)[-1] == ("Feeding: Ana's species B takes 2 plants from the watering hole and stores 1 of them "
                            "as fat on its Fat Tissue.")
    assert lines(s, "fr")[-1] == ("Repas : l'espèce B d'Ana prend 2 plantes du point d'eau et en stocke 1 en "
                                  "réserve sur ses Tissus gras.")
    s.turn = 0
    apply(s, actions.StoreFat(player=0, species=0))
    assert lines(s)[-1] == "Feeding: Ana's species A stores 1 fat on its Fat Tissue (1 plant from the watering hole)."
    assert lines(s, "fr", ["Alice", "Bob"])[-1] == (
        "Repas : l'espèce A d'Alice stocke 1 réserve sur ses Tissus gras (1 plante du point d'eau).")


def test_fat_moved_to_the_bag_by_a_discarded_fat_tissue_is_said():
    """R-DISCARD-TRAIT: the fat goes to the bag, and the log says so with the bag's new total."""
    s = game(players=2)
    s = feeding(s, [[species(s, 1, size=3, fat=2, traits=("Fat Tissue", "Horns"))], [species(s, 2)]],
                bags=[5, 0], first=0)
    s.phase, s.turn = "play_cards", 0
    apply(s, actions.DiscardTrait(player=0, species=0, trait=0))
    assert lines(s)[-1] == "Ana discards Fat Tissue from species A: its 2 stored fat go to the bag (7 in all)."
    assert lines(s, "fr")[-1] == "Ana défausse Tissus gras de l'espèce A : 2 réserves vont dans le sac (7 en tout)."


def test_food_moved_to_the_bag_when_an_attack_kills_the_last_population_is_said():
    s = game(players=2)
    s = feeding(s, [[species(s, 1, size=3, traits=("Carnivore",))],
                    [species(s, 2, pop=1, food=1, fat=1, size=2, traits=("Fat Tissue",))]], bags=[0, 4], first=0)
    apply(s, actions.Attack(player=0, species=0, target=(1, 0)))
    log = lines(s)
    assert "Attack: Darwin's species A loses 1 population (0 left); 1 food goes to the bag (5 in all)." in log
    assert "Darwin's species A goes extinct; 1 trait discarded; 1 food goes to the bag (6 in all)." in log
    fr = lines(s, "fr", ["Alice", "Élodie"])
    assert "L'espèce A d'Alice attaque l'espèce A d'Élodie." in fr
    assert ("Attaque : l'espèce A d'Élodie perd 1 Population (reste 0) ; 1 jeton Nourriture va dans le sac "
            "(5 en tout).") in fr
    assert s.players[1].bag == 6


def test_end_of_game_fat_and_winners():
    s = game(players=2)
    fat = ev.FatToBag(round=6, player=0, amount=2, bag=9)
    assert describe(fat, ["Lamarck", "Darwin"], s.cards, {}) == (
        "End of the game: Lamarck adds 2 stored fat to the bag (9 in all).")
    assert describe(fat, ["Élodie", "Darwin"], s.cards, {}, "fr") == (
        "Fin de la partie : Élodie ajoute 2 réserves à son sac (9 en tout).")
    one = ev.GameOver(round=6, winners=[0], scores=[])
    two = ev.GameOver(round=6, winners=[0, 1], scores=[])
    assert describe(one, ["Lamarck", "Darwin"], s.cards, {}) == "Game over. Lamarck wins."
    assert describe(two, ["Lamarck", "Darwin"], s.cards, {}) == "Game over. Lamarck and Darwin win."
    assert describe(two, ["Lamarck", "Darwin"], s.cards, {}, "fr") == "Fin de la partie. Lamarck et Darwin gagnent."


def _random_game(ruleset: str, seed: int):
    state = new_game(Options(ruleset=ruleset, players=4, seed=seed))
    rng = random.Random(seed)
    while state.phase != "over":
        apply(state, rng.choice(legal_actions(state)))
    return state


def _check_lines(texts: list[str], lang: str) -> None:
    for text in texts:
        assert "(s)" not in text and "(e)" not in text and "{" not in text and "None" not in text, text
        if lang == "fr":
            assert not NO_ELISION.search(text), text


@pytest.mark.parametrize("ruleset", ["nsg2", "bsw", "flight"])
def test_no_line_of_a_random_game_says_s_in_brackets_or_forgets_to_elide(ruleset):
    kinds = set()
    for seed in (1, 2):
        state = _random_game(ruleset, seed)
        kinds |= {e.kind for e in state.log}
        for lang in ("en", "fr"):
            _check_lines(lines(state, lang, VOWEL_NAMES[:4]), lang)
    assert {"food_revealed", "take", "extinct", "to_bag", "game_over"} <= kinds


def test_flight_lines_name_avian_species_and_the_cliff_by_the_same_rules():
    s = game(players=2)
    seen = set()
    for seed in range(1, 4):
        state = _random_game("flight", seed)
        letters = species_letters(state)
        for e in state.log:
            if e.kind in ("new_avian", "food_revealed", "seed_dispersal", "event", "upkeep_returned"):
                seen.add(e.kind)
                for lang in ("en", "fr"):
                    _check_lines([describe(e, VOWEL_NAMES, state.cards, letters, lang)], lang)
        new_avian = next(e for e in state.log if e.kind == "new_avian")
        assert describe(new_avian, VOWEL_NAMES, state.cards, letters).endswith(
            f": species {letters[new_avian.uid]}.")
    assert {"new_avian", "food_revealed"} <= seen
    cliff = ev.FoodRevealed(round=1, cards={0: cid(s, "Carnivore", 1)}, total=1, watering_hole=1, cliff=2)
    assert describe(cliff, NAMES, s.cards, {}) == (
        "Food cards revealed: Ana's Carnivore (+1): +1; the watering hole has 1 plant, the Cliff 2 plants.")
    seeds = ev.SeedDispersal(round=1, player=0, plants=1, watering_hole=4)
    assert describe(seeds, NAMES, s.cards, {}, "fr") == (
        "Dispersion des graines : 1 plante ajoutée ; le point d'eau en a 4.")


def test_s_evolution_lines_and_refusals_have_no_s_in_brackets():
    for seed in range(4):
        state = s_game(players=2 + seed % 3, seed=seed)
        rng = random.Random(seed)
        while state.phase != "over":
            S_GAME.apply(state, rng.choice(s_engine.legal_actions(state)))
        for lang in ("en", "fr"):
            _check_lines(S_GAME.log_lines(state, VOWEL_NAMES, lang), lang)
    one = msg("You hold only {n} {n:card|cards}", n=1)
    assert (one, translate(one, "fr")) == ("You hold only 1 card", "Vous n'avez que 1 carte")
    three = msg("Choose {n} {n:resource|resources} you have to lose", n=3)
    assert translate(three, "fr") == "Choisissez 3 Ressources que vous avez, à perdre"
    shield = Calamity(round=2, player=0, calamity="famine", card="R-F8", effect="shielded")
    assert s_describe(shield, VOWEL_NAMES, "fr") == "Le Bouclier d'Alice arrête Famine."
