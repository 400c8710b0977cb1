"""``view(state, player)``: everything that player may know, and nothing more.

Hidden from a viewer: other players' hands (only their sizes show), food cards on the
watering hole until the reveal, other players' face-down traits, other players' blind
quick-play planning (§8), the order of the deck and the 40 set-aside cards, and secret
details of log events (cards drawn, card chosen as food). Bots and UIs see only this.
"""

from __future__ import annotations

from pydantic import BaseModel

from . import engine as E
from .events import Event
from .models import GameState, Phase, Score, Species


class CardView(BaseModel):
    trait: str
    food: int


class TraitView(BaseModel):
    trait: str | None  # None: face down and not yours
    food: int | None
    face_up: bool


class SpeciesView(BaseModel):
    uid: int
    size: int
    pop: int
    food: int
    fat: int
    traits: list[TraitView]
    hungry: bool
    carnivore: bool


class PlayerSummary(BaseModel):
    index: int
    hand_size: int
    hand: list[CardView] | None  # only the viewer's own
    species: list[SpeciesView]
    bag: int
    food_card_placed: bool
    food_card: CardView | None  # only the viewer's own, before the reveal
    done: bool
    planning_hidden: bool  # quick play: what others did this phase is not shown yet


class TableRules(BaseModel):
    """The options as players know them: everything but the seed (which fixes every hidden card)."""

    id: str  # the ruleset
    players: int
    quick_play: bool
    deck: str
    max_traits: int


class PlayerView(BaseModel):
    viewer: int | None
    ruleset: TableRules
    phase: Phase
    decision: str | None
    to_move: list[int]
    round: int
    first_player: int
    turn: int | None
    watering_hole: int
    deck_size: int
    discard_size: int
    set_aside_size: int
    last_round: bool  # this round is known to be the last
    players: list[PlayerSummary]
    scores: list[Score]
    winners: list[int]
    log: list[Event]
    log_size: int


def view(state: GameState, player: int | None, log_from: int | None = None) -> PlayerView:
    """What ``player`` may know (``None``: a spectator). Log events from ``log_from`` on are included."""
    table = state.cards
    rules = state.rules
    planning = state.planning

    def species_view(s: Species, own: bool) -> SpeciesView:
        traits = [TraitView(trait=table[t.card].trait, food=table[t.card].food, face_up=t.face_up)
                  if (own or t.face_up) else TraitView(trait=None, food=None, face_up=False) for t in s.traits]
        visible = {t.trait for t in traits if t.trait}
        return SpeciesView(uid=s.uid, size=s.size, pop=s.pop, food=s.food, fat=s.fat, traits=traits,
                           hungry=s.food < s.pop, carnivore=any(rules.traits[t].carnivore for t in visible))

    players = []
    for i, p in enumerate(state.players):
        own = i == player
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
    waiting = E.to_move(state)
    r = state.options
    return PlayerView(
        viewer=player, phase=state.phase,
        ruleset=TableRules(id=r.ruleset, players=r.players, quick_play=r.quick_play, deck=rules.deck,
                           max_traits=rules.max_traits(r.players)),
        decision=E.DECISIONS.get(state.phase) if waiting else None, to_move=waiting,
        round=state.round, first_player=state.first_player, turn=state.turn,
        watering_hole=state.watering_hole, deck_size=len(state.deck),
        discard_size=len(state.discard) if planning is None else planning.discard_size,
        set_aside_size=len(state.set_aside), last_round=state.last_round == state.round,
        players=players, scores=state.scores, winners=state.winners,
        log=[] if log_from is None else visible_log(state, player, log_from),
        # while others plan blind, even the number of their moves is hidden: the log "ends" where planning began
        log_size=len(state.log) if planning is None else state.sealed_from,
    )


def visible_log(state: GameState, player: int | None, start: int = 0) -> list[Event]:
    events = []
    planning = state.planning is not None
    for k in range(start, len(state.log)):
        e = state.log[k]
        if e.player == player or e.player is None:
            events.append(e)
        elif planning and k >= state.sealed_from:
            continue  # blind quick play: others' planning shows at the reveal
        elif e.secret:
            events.append(e.model_copy(update={"data": {key: v for key, v in e.data.items() if key not in e.secret}}))
        else:
            events.append(e)
    return events
