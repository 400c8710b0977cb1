"""S-Evolution's puzzles (core/puzzles.py; the positions: data/puzzles.json, in the scenario format of
docs/s-evolution.md): the solver's action phase (S-COLLECT to S-MGMT), the last of the round, so the
other players have nothing left to decide. The goal is checked when the solver's action phase ends."""

from __future__ import annotations

from typing import Any

from ...core.messages import Catalogue, roman
from .models import GameState
from .text import describe_move

GOALS = ("score_at_least", "age_at_least", "pop_at_least", "workers_at_least")

WORDS = Catalogue({
    "en": {
        "goal.score_at_least": "End your action phase with a score of at least {n}.",
        "goal.age_at_least": "End your action phase in Age {n} or later.",
        "goal.pop_at_least": "End your action phase with a population of at least {n}.",
        "goal.workers_at_least": "End your action phase with workers of at least {n} levels in all.",
        "hint.commerce": "Commerce turns resources into the ones you lack, before the needs.",
        "hint.needs": "A need you can pay scores your population; one you cannot loses points.",
        "hint.up": "Meeting every need lets you move up an age for free.",
        "hint.joker": "A joker gives the resource of your choice: choose for what comes after.",
        "hint.science": "Science buys population (1) and an age (3): count before you spend.",
        "hint.worker": "A worker costs its level and every level below; workers never outnumber your population.",
        "hint.order": "Management has no fixed order: what you buy first decides what you can still buy.",
    },
    "fr": {
        "goal.score_at_least": "Finissez votre phase d'Action avec un score d'au moins {n}.",
        "goal.age_at_least": "Finissez votre phase d'Action à l'Âge {n} ou plus loin.",
        "goal.pop_at_least": "Finissez votre phase d'Action avec une Population d'au moins {n}.",
        "goal.workers_at_least": "Finissez votre phase d'Action avec des Travailleurs d'au moins {n} niveaux en tout.",
        "hint.commerce": "Le Commerce change des Ressources en celles qui vous manquent, avant vos Besoins.",
        "hint.needs": "Un Besoin payé rapporte votre Population ; un Besoin impayé fait perdre des points.",
        "hint.up": "Satisfaire tous vos Besoins permet de monter d'un Âge gratuitement.",
        "hint.joker": "Un joker donne la Ressource de votre choix : choisissez pour la suite.",
        "hint.science": "La Science achète de la Population (1) et un Âge (3) : comptez avant de dépenser.",
        "hint.worker": "Un Travailleur coûte son niveau et chaque niveau en dessous ; jamais plus de Travailleurs que de Population.",
        "hint.order": "La gestion n'a pas d'ordre fixe : ce que vous achetez d'abord décide de ce que vous pourrez encore acheter.",
    },
    "de": {
        "goal.score_at_least": "Beende deine Aktionsphase mit mindestens {n} Punkten.",
        "goal.age_at_least": "Beende deine Aktionsphase in Zeitalter {n} oder später.",
        "goal.pop_at_least": "Beende deine Aktionsphase mit einer Bevölkerung von mindestens {n}.",
        "goal.workers_at_least": "Beende deine Aktionsphase mit Arbeitern von zusammen mindestens {n} Stufen.",
        "hint.commerce": "Handel tauscht Ressourcen in die, die dir fehlen, vor deinen Bedürfnissen.",
        "hint.needs": "Ein bezahltes Bedürfnis bringt deine Bevölkerung als Punkte; ein unbezahltes kostet Punkte.",
        "hint.up": "Wer alle Bedürfnisse erfüllt, steigt kostenlos ein Zeitalter auf.",
        "hint.joker": "Ein Joker gibt die Ressource deiner Wahl: wähle für das, was danach kommt.",
        "hint.science": "Wissenschaft kauft Bevölkerung (1) und ein Zeitalter (3): rechne, bevor du ausgibst.",
        "hint.worker": "Ein Arbeiter kostet seine Stufe und jede darunter; nie mehr Arbeiter als Bevölkerung.",
        "hint.order": "Die Verwaltung hat keine feste Reihenfolge: was du zuerst kaufst, entscheidet, was du noch kaufen kannst.",
    },
})


def outcome(state: GameState, goal: Any, player: int) -> bool | None:
    """Whether ``goal`` is reached once the solver's action phase is over, else None."""
    if state.phase == "action" and state.turn == player:
        return None
    me = state.players[player]
    value = {"score_at_least": me.score, "age_at_least": me.age, "pop_at_least": me.pop,
             "workers_at_least": sum(me.buildings.values())}.get(goal.kind)
    if value is None:
        raise ValueError(f"no goal {goal.kind!r} in S-Evolution")
    return value >= goal.n


def harness_moves(state: GameState, step: dict[str, Any]) -> list:
    from .scenario import ActionIn, move

    return [move(state, ActionIn.model_validate(step))]


def describe(state: GameState, action: Any, lang: str) -> str:
    return describe_move(action, lang)


def goal_text(goal: Any, lang: str) -> str:
    return WORDS.say(f"goal.{goal.kind}", lang, n=roman(goal.n) if goal.kind == "age_at_least" else goal.n)


def hint_text(key: str, lang: str) -> str:
    return WORDS.say(f"hint.{key}", lang)
