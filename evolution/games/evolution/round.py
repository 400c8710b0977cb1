"""The round's start and end (docs/rules.md §3, Phase 1: deal; §7: end of the game and score): the deal,
free species where the ruleset gives them, the end of feeding, the next round or the final score."""

from __future__ import annotations

from . import feeding
from .events import FatToBag, FreeSpecies, GameOver, Round, log
from .models import GameState, Score
from .table import new_species, next_seat, turn_order


def begin_round(state: GameState) -> None:
    log(state, Round(first_player=state.first_player, last=state.round == state.last_round))
    _free_species(state)
    for p in turn_order(state):
        feeding.draw(state, p, 3 + len(state.players[p].species), dealing=True)
    for player in state.players:
        player.food_card = None
        player.done = False
    state.phase, state.turn = "food_card", None
    state.sealed_from = len(state.log)


def end_of_feeding(state: GameState) -> None:
    """Phase 4's end: starvation, food to the bags; under some rules, free species (R-BSW-FREE)."""
    feeding.end_of_feeding(state)
    if state.rules.free_species_after_feeding:
        _free_species(state)


def _free_species(state: GameState) -> None:
    """Each player without a species gets one (size 1, population 1), in turn order."""
    for p in turn_order(state):
        player = state.players[p]
        if not player.species:
            species = new_species(state, p)
            player.species.append(species)
            log(state, FreeSpecies(player=p, uid=species.uid))


def end_round(state: GameState) -> None:
    if state.round == state.last_round:
        _game_over(state)
        return
    state.first_player = next_seat(state, state.first_player)
    state.round += 1
    begin_round(state)


def score_parts(state: GameState, p: int) -> Score:
    player = state.players[p]
    food = player.bag + sum(s.fat for s in player.species)  # fat left at the end counts (seed 000)
    population = sum(s.pop for s in player.species)
    traits = sum(len(s.traits) for s in player.species)
    return Score(player=p, food=food, population=population, traits=traits, total=food + population + traits)


def _game_over(state: GameState) -> None:
    for p, player in enumerate(state.players):
        fat = sum(s.fat for s in player.species)
        for s in player.species:
            s.fat = 0
        if fat:  # said in the log, so the last bag total it shows is the score's
            player.bag += fat
            log(state, FatToBag(player=p, amount=fat, bag=player.bag))
    state.scores = [score_parts(state, p) for p in range(len(state.players))]
    best = max((s.total, s.traits, s.population) for s in state.scores)
    state.winners = [s.player for s in state.scores if (s.total, s.traits, s.population) == best]
    state.phase, state.turn = "over", None
    log(state, GameOver(winners=state.winners, scores=[s.to_dict() for s in state.scores]))
