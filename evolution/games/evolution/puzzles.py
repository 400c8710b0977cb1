"""Evolution's puzzles (core/puzzles.py; the positions: data/puzzles.json, in the scenario format of
docs/scenarios.md): a feeding phase where only the solver (player 0) has choices. The rivals' species
are fed, so they pass (R-PASS), and the goal is checked when feeding ends (the harness's position
halts there, before the end of feeding's population drop)."""

from __future__ import annotations

from typing import Any

from ...core.messages import Catalogue
from .models import GameState
from .text import describe_move
from .view import view

GOALS = ("feed_all", "food_at_least", "fat_at_least", "keep_all")

WORDS = Catalogue({
    "en": {
        "goal.feed_all": "Feed every one of your species this round.",
        "goal.food_at_least": "Have at least {n} food on your species when feeding ends.",
        "goal.fat_at_least": "Store at least {n} fat on your Fat Tissue cards this round.",
        "goal.keep_all": "Keep all {n} of your species: none may go extinct this round.",
        "hint.order": "The order of your feeding turns matters: the watering hole does not hold enough for every order.",
        "hint.cooperation": "Cooperation passes food along your row each time the species takes food.",
        "hint.foraging": "Foraging takes 2 plants at a time while the watering hole has them.",
        "hint.must": "A hungry species that can eat must be fed before anything optional.",
        "hint.carnivore": "Meat does not come from the watering hole: look at what your carnivore can attack.",
        "hint.scavenger": "Every attack feeds your Scavenger too.",
        "hint.horns": "Horns cost the attacker 1 population: choose the prey with care.",
        "hint.intelligence": "Intelligence turns cards in hand into food.",
        "hint.fat": "A fed species with Fat Tissue may keep eating: what it takes becomes fat.",
        "name.you": "you",
        "move.attack_own": "Species {sp} attacks your own species {target}",
        "name.rival": "Rival {n}",
    },
    "fr": {
        "goal.feed_all": "Nourrissez chacune de vos espèces cette manche.",
        "goal.food_at_least": "Ayez au moins {n} {n:jeton|jetons} Nourriture sur vos espèces à la fin de l'alimentation.",
        "goal.fat_at_least": "Stockez au moins {n} {n:jeton|jetons} de réserve sur vos cartes Tissus gras cette manche.",
        "goal.keep_all": "Gardez vos {n} espèces : aucune ne doit s'éteindre cette manche.",
        "hint.order": "L'ordre de vos tours d'alimentation compte : le point d'eau n'a pas assez pour tous les ordres.",
        "hint.cooperation": "Coopération fait passer de la nourriture le long de votre rangée chaque fois que l'espèce en prend.",
        "hint.foraging": "Fourrageuse prend 2 plantes à la fois tant que le point d'eau en a.",
        "hint.must": "Une espèce affamée qui peut manger doit être nourrie avant tout coup facultatif.",
        "hint.carnivore": "La viande ne vient pas du point d'eau : regardez ce que votre carnivore peut attaquer.",
        "hint.scavenger": "Chaque attaque nourrit aussi votre Charognard.",
        "hint.horns": "Les Cornes coûtent 1 population à l'attaquant : choisissez la proie avec soin.",
        "hint.intelligence": "Intelligence change des cartes en main en nourriture.",
        "hint.fat": "Une espèce nourrie avec Tissus gras peut continuer à manger : ce qu'elle prend devient réserve.",
        "name.you": "vous",
        "move.attack_own": "L'espèce {sp} attaque votre propre espèce {target}",
        "name.rival": "Rival {n}",
    },
    "de": {
        "goal.feed_all": "Füttere in dieser Runde jede deiner Tierarten.",
        "goal.food_at_least": "Habe am Ende der Fütterung mindestens {n} Futter auf deinen Tierarten.",
        "goal.fat_at_least": "Lagere in dieser Runde mindestens {n} Fett auf deinen Fettgewebe-Karten ein.",
        "goal.keep_all": "Behalte alle {n} Tierarten: keine darf in dieser Runde aussterben.",
        "hint.order": "Die Reihenfolge deiner Fütterungszüge zählt: das Wasserloch reicht nicht für jede Reihenfolge.",
        "hint.cooperation": "Kooperation gibt Futter in deiner Reihe weiter, jedes Mal wenn die Tierart Futter nimmt.",
        "hint.foraging": "Nahrungssuche nimmt 2 Pflanzen auf einmal, solange das Wasserloch welche hat.",
        "hint.must": "Eine hungrige Tierart, die fressen kann, muss vor jedem freiwilligen Zug gefüttert werden.",
        "hint.carnivore": "Fleisch kommt nicht aus dem Wasserloch: sieh nach, was dein Fleischfresser angreifen kann.",
        "hint.scavenger": "Jeder Angriff füttert auch deinen Aasfresser.",
        "hint.horns": "Hörner kosten den Angreifer 1 Population: wähle die Beute mit Bedacht.",
        "hint.intelligence": "Intelligenz macht aus Handkarten Futter.",
        "hint.fat": "Eine satte Tierart mit Fettgewebe darf weiterfressen: was sie nimmt, wird Fett.",
        "name.you": "du",
        "move.attack_own": "Tierart {sp} greift deine eigene Tierart {target} an",
        "name.rival": "Gegner {n}",
    },
})


def outcome(state: GameState, goal: Any, player: int) -> bool | None:
    """Whether ``goal`` is reached once feeding is over (the harness halts there), else None."""
    if state.phase != "halted":
        return None
    mine = state.players[player].species
    if goal.kind == "feed_all":
        return all(s.food >= s.pop for s in mine)
    if goal.kind == "food_at_least":
        return sum(s.food for s in mine) >= goal.n
    if goal.kind == "fat_at_least":
        return sum(s.fat for s in mine) >= goal.n
    if goal.kind == "keep_all":
        return len(mine) == goal.n and all(s.food >= 1 for s in mine)
    raise ValueError(f"no goal {goal.kind!r} in Evolution")


def harness_moves(state: GameState, step: dict[str, Any]) -> list:
    from .scenario import ActionIn, _engine_actions

    return _engine_actions(state, ActionIn.model_validate(step))


def names(state: GameState, lang: str) -> list[str]:
    return [WORDS.say("name.you", lang), *(WORDS.say("name.rival", lang, n=k) for k in range(1, len(state.players)))]


def describe(state: GameState, move: Any, lang: str) -> str:
    seen = view(state, move.player)
    if move.kind == "attack" and move.target[0] == move.player:  # (R-MUST: a hungry carnivore may have to)
        row = seen.players[move.player].species
        return WORDS.say("move.attack_own", lang, sp=row[move.species].name, target=row[move.target[1]].name)
    return describe_move(move, seen, names(state, lang), lang)


def goal_text(goal: Any, lang: str) -> str:
    return WORDS.say(f"goal.{goal.kind}", lang, n=goal.n)


def hint_text(key: str, lang: str) -> str:
    return WORDS.say(f"hint.{key}", lang)
