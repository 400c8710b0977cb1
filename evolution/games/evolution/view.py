"""``view(state, player)``: everything that player may know, and nothing more.

Hidden from a viewer: other players' hands (only their sizes show), food cards on the
watering hole until the reveal, other players' face-down traits, other players' blind
quick-play planning (docs/rules.md §8), the order of the deck and the 40 set-aside cards (Flight's end reserve), and secret
details of log events (cards drawn, card chosen as food). Bots and UIs see only this.
"""

from __future__ import annotations

from ...core.records import Record, record
from . import engine
from .events import EvolutionEvent
from .feeding import hungry
from .models import GameState, Phase, Score, Species, species_letters


@record
class CardView(Record):
    trait: str
    food: int


@record
class TraitView(Record):
    trait: str | None  # None: face down and not yours
    food: int | None
    face_up: bool


@record
class SpeciesView(Record):
    uid: int
    name: str  # its letter among its owner's species (A, B, C...): never changes, never reused
    size: int
    pop: int
    food: int
    fat: int
    traits: list[TraitView]
    hungry: bool
    carnivore: bool
    avian: bool = False  # Flight: an avian species (max size, upkeep, the Cliff)
    upkeep: int = 0  # Flight: upkeep food paid this round, out of ``size``; never scored


@record
class PlayerSummary(Record):
    index: int
    hand_size: int
    hand: list[CardView] | None  # only the viewer's own
    species: list[SpeciesView]
    bag: int
    food_card_placed: bool
    food_card: CardView | None  # only the viewer's own, before the reveal
    done: bool
    planning_hidden: bool  # quick play: what others did this phase is not shown yet


@record
class TableRules(Record):
    """The options as players know them: everything but the seed (which fixes every hidden card)."""

    id: str  # the ruleset
    players: int
    quick_play: bool
    deck: str
    max_traits: int
    avian_cost: int = 0  # Flight: cards an avian species costs (0: no avian species)
    avian_max_size: int = 3
    end_reserve: bool = False  # Flight: the set-aside cards replace the reshuffle


@record(kw_only=True)
class PlayerView(Record):
    """What one player may know. ``to_dict()`` is what the page gets (as JSON)."""

    viewer: int | None
    ruleset: TableRules
    phase: Phase
    decision: str | None
    to_move: list[int]
    round: int
    first_player: int
    turn: int | None
    watering_hole: int
    cliff: int  # Flight: plants only avian species take
    flight_supply_size: int  # Flight: Flight cards left for new avian species
    deck_size: int
    discard_size: int
    set_aside_size: int
    last_round: bool  # this round is known to be the last
    players: list[PlayerSummary]
    scores: list[Score]
    winners: list[int]
    log: list[EvolutionEvent]
    log_size: int


def view(state: GameState, player: int | None, log_from: int | None = None, open_hands: bool = False) -> PlayerView:
    """What ``player`` may know (``None``: a spectator). Log events from ``log_from`` on are included.
    ``open_hands``: every player's hand, food card and face-down traits (a finished game's replay)."""
    table = state.cards
    rules = state.rules
    planning = state.planning
    letters = species_letters(state)

    def species_view(s: Species, own: bool) -> SpeciesView:
        traits = []
        visible = set()
        for t in s.traits:
            if own or t.face_up:
                card = table[t.card]
                traits.append(TraitView(card.trait, card.food, t.face_up))
                visible.add(card.trait)
            else:
                traits.append(TraitView(None, None, False))
        return SpeciesView(s.uid, letters.get(s.uid, "?"), s.size, s.pop, s.food, s.fat, traits, hungry(s),
                           not rules.carnivores.isdisjoint(visible), s.avian, s.upkeep)

    players = []
    for i, p in enumerate(state.players):
        own = open_hands or i == player
        hidden = planning is not None and not own
        row = planning.players[i].species if hidden else p.species
        players.append(PlayerSummary(
            index=i,
            hand_size=planning.players[i].hand_size if hidden else len(p.hand),
            hand=[CardView(trait=table[c].trait, food=table[c].food) for c in p.hand] if own else None,
            species=[species_view(s, own) for s in row],
            bag=p.bag,
            food_card_placed=p.food_card is not None,
            food_card=CardView(trait=table[p.food_card].trait, food=table[p.food_card].food)
            if own and p.food_card is not None else None,
            done=p.done and not hidden,
            planning_hidden=hidden,
        ))
    waiting = engine.to_move(state)
    r = state.options
    return PlayerView(
        viewer=player, phase=state.phase,
        ruleset=TableRules(id=r.ruleset, players=r.players, quick_play=r.quick_play, deck=rules.deck,
                           max_traits=rules.max_traits(r.players), avian_cost=rules.avian_cost,
                           avian_max_size=rules.avian_max_size, end_reserve=rules.reserve_replaces_reshuffle),
        decision=engine.DECISIONS.get(state.phase) if waiting else None, to_move=waiting,
        round=state.round, first_player=state.first_player, turn=state.turn,
        watering_hole=state.watering_hole, cliff=state.cliff,
        flight_supply_size=len(state.flight_supply) if planning is None else planning.flight_supply_size,
        deck_size=len(state.deck),
        discard_size=len(state.discard) if planning is None else planning.discard_size,
        set_aside_size=len(state.set_aside), last_round=state.last_round == state.round,
        players=players, scores=list(state.scores), winners=list(state.winners),
        log=[] if log_from is None else visible_log(state, player, log_from),
        # while others plan blind, even the number of their moves is hidden: the log "ends" where planning began
        log_size=len(state.log) if planning is None else state.sealed_from,
    )


def visible_log(state: GameState, player: int | None, start: int = 0) -> list[EvolutionEvent]:
    events = []
    log = state.log
    sealed = state.sealed_from if state.planning is not None else len(log)
    for k in range(start, len(log)):
        e = log[k]
        owner = e.player
        if owner == player or owner is None:
            events.append(e)
        elif k >= sealed:
            continue  # blind quick play: others' planning shows at the reveal
        elif e.hides():
            events.append(e.hidden())
        else:
            events.append(e)
    return events
