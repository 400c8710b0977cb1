"""``view(state, player)``: everything that player may know, and nothing more.

Hidden from a viewer: other players' hands (only their sizes show), food cards on the
watering hole until the reveal, other players' face-down traits, other players' blind
quick-play planning (docs/rules.md §8), the order of the deck and the 40 set-aside cards (Flight's end reserve), and secret
details of log events (cards drawn, card chosen as food). Bots and UIs see only this.
"""

from __future__ import annotations

from ...core.records import Record
from . import engine as E
from .events import Event
from .feeding import hungry
from .models import GameState, Phase, Score, Species, species_letters


class CardView(Record):
    __slots__ = FIELDS = ("trait", "food")

    def __init__(self, trait: str, food: int):
        self.trait = trait
        self.food = food


class TraitView(Record):
    __slots__ = FIELDS = ("trait", "food", "face_up")

    def __init__(self, trait: str | None, food: int | None, face_up: bool):
        self.trait = trait  # None: face down and not yours
        self.food = food
        self.face_up = face_up


class SpeciesView(Record):
    __slots__ = FIELDS = ("uid", "name", "size", "pop", "food", "fat", "traits", "hungry", "carnivore", "avian",
                          "upkeep")

    def __init__(self, uid: int, name: str, size: int, pop: int, food: int, fat: int, traits: list[TraitView],
                 hungry: bool, carnivore: bool, avian: bool = False, upkeep: int = 0):
        self.uid = uid
        self.name = name  # its letter among its owner's species (A, B, C...): never changes, never reused
        self.size = size
        self.pop = pop
        self.food = food
        self.fat = fat
        self.traits = traits
        self.hungry = hungry
        self.carnivore = carnivore
        self.avian = avian  # Flight: an avian species (max size, upkeep, the Cliff)
        self.upkeep = upkeep  # Flight: upkeep food paid this round, out of ``size``; never scored


class PlayerSummary(Record):
    __slots__ = FIELDS = ("index", "hand_size", "hand", "species", "bag", "food_card_placed", "food_card", "done",
                          "planning_hidden")

    def __init__(self, index: int, hand_size: int, hand: list[CardView] | None, species: list[SpeciesView], bag: int,
                 food_card_placed: bool, food_card: CardView | None, done: bool, planning_hidden: bool):
        self.index = index
        self.hand_size = hand_size
        self.hand = hand  # only the viewer's own
        self.species = species
        self.bag = bag
        self.food_card_placed = food_card_placed
        self.food_card = food_card  # only the viewer's own, before the reveal
        self.done = done
        self.planning_hidden = planning_hidden  # quick play: what others did this phase is not shown yet


class TableRules(Record):
    """The options as players know them: everything but the seed (which fixes every hidden card)."""

    __slots__ = FIELDS = ("id", "players", "quick_play", "deck", "max_traits", "avian_cost", "avian_max_size",
                          "end_reserve")

    def __init__(self, id: str, players: int, quick_play: bool, deck: str, max_traits: int, avian_cost: int = 0,
                 avian_max_size: int = 3, end_reserve: bool = False):
        self.id = id  # the ruleset
        self.players = players
        self.quick_play = quick_play
        self.deck = deck
        self.max_traits = max_traits
        self.avian_cost = avian_cost  # Flight: cards an avian species costs (0: no avian species)
        self.avian_max_size = avian_max_size
        self.end_reserve = end_reserve  # Flight: the set-aside cards replace the reshuffle


class PlayerView(Record):
    """What one player may know. ``to_dict()`` is what the page gets (as JSON)."""

    __slots__ = FIELDS = ("viewer", "ruleset", "phase", "decision", "to_move", "round", "first_player", "turn",
                          "watering_hole", "cliff", "flight_supply_size", "deck_size", "discard_size",
                          "set_aside_size", "last_round", "players", "scores", "winners", "log", "log_size")

    def __init__(self, *, viewer: int | None, ruleset: TableRules, phase: Phase, decision: str | None,
                 to_move: list[int], round: int, first_player: int, turn: int | None, watering_hole: int,
                 cliff: int, flight_supply_size: int,
                 deck_size: int, discard_size: int, set_aside_size: int, last_round: bool,
                 players: list[PlayerSummary], scores: list[Score], winners: list[int], log: list[Event],
                 log_size: int):
        self.viewer = viewer
        self.ruleset = ruleset
        self.phase = phase
        self.decision = decision
        self.to_move = to_move
        self.round = round
        self.first_player = first_player
        self.turn = turn
        self.watering_hole = watering_hole
        self.cliff = cliff  # Flight: plants only avian species take
        self.flight_supply_size = flight_supply_size  # Flight: Flight cards left for new avian species
        self.deck_size = deck_size
        self.discard_size = discard_size
        self.set_aside_size = set_aside_size
        self.last_round = last_round  # this round is known to be the last
        self.players = players
        self.scores = scores
        self.winners = winners
        self.log = log
        self.log_size = log_size


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
    waiting = E.to_move(state)
    r = state.options
    return PlayerView(
        viewer=player, phase=state.phase,
        ruleset=TableRules(id=r.ruleset, players=r.players, quick_play=r.quick_play, deck=rules.deck,
                           max_traits=rules.max_traits(r.players), avian_cost=rules.avian_cost,
                           avian_max_size=rules.avian_max_size, end_reserve=rules.reserve_replaces_reshuffle),
        decision=E.DECISIONS.get(state.phase) if waiting else None, to_move=waiting,
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


def visible_log(state: GameState, player: int | None, start: int = 0) -> list[Event]:
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
        elif e.secret:
            events.append(Event(e.kind, e.round, owner, {key: v for key, v in e.data.items() if key not in e.secret},
                                e.secret))
        else:
            events.append(e)
    return events
