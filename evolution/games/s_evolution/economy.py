"""The action phase (docs/s-evolution.md §4), one player after another, and the end of the
round and of the game (§8).

A player's phase has four steps: ``collect`` (calamities, cards, production; the choices it needs
are asked first and nothing is applied before all are given), ``commerce`` (only with a Commerce
worker), ``bonus`` (needs are paid on the way in; then move up, or penalties), ``manage`` (not in
the last round).
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import NamedTuple

from ...core.messages import msg
from . import actions, papo
from .calamities import CALAMITIES, LOSS_IN_LAST_ROUND, Calamity
from .cards import by_age, card, suits
from . import events
from .events import log
from .models import GameState, PlayerState
from .rules import (AGE_COST, AGE_MAX, AGE_MIN, BUILDINGS, PENALTIES_FROM_AGE, POP_COST, POP_MAX,
                    POP_MIN, ROUNDS, SET_POINTS, SHIELD_JOKER, STOCK_MAX, needs, worker_cost)
from .words import BUILDING_NAMES, SUIT_NAMES


# --- Turns -------------------------------------------------------------------------------

def begin_action_phase(state: GameState, first: int) -> None:
    """Players in turn, from the one who took the last card of the last trick."""
    state.phase, state.first = "action", first
    log(state, events.ActionPhase(player=first))
    start_turn(state, first)


def start_turn(state: GameState, p: int) -> None:
    player = state.players[p]
    player.choices, player.traded, player.met = [], 0, None
    state.turn, state.step = p, "collect"


def end_turn(state: GameState) -> None:
    n = len(state.players)
    nxt = (state.turn + 1) % n
    if nxt == state.first:
        end_round(state)
    else:
        start_turn(state, nxt)


def settle(state: GameState) -> bool:
    """Run the current player's steps that need no choice; True once somebody must decide,
    False when the action phase is over (the next round is being dealt, or the game ended)."""
    while state.phase == "action":
        p = state.turn
        player = state.players[p]
        if state.step == "collect":
            question = next_question(state, p)
            if question is None:
                collect(state, p)
            elif len(question.options) == 1:  # no choice: answered alone
                player.choices.append(question.options[0])
            else:
                return True
        elif state.step == "commerce":
            return True
        elif state.step == "bonus":
            if can_rise(state, p) or player.workers > player.pop:
                return True
            leave_bonus(state)
        elif state.round < ROUNDS and state.step == "manage":
            return True
        else:  # the last round has no management
            end_turn(state)
    return False


# --- Collect: the questions ----------------------------------------------------------------

class Question(NamedTuple):
    kind: str  # "lose", "remove" or "joker"
    card: str | None
    options: list  # the moves that answer it


def _striking(player: PlayerState) -> list[Calamity]:
    """S-SHIELD: the calamities taken that strike (none with a Shield worker), in taken order."""
    if player.buildings["shield"]:
        return []
    return [CALAMITIES[card(c).calamity] for c in player.taken if card(c).calamity]


def _voided(player: PlayerState) -> set[str]:
    return {k.voids for k in _striking(player) if k.voids}


def _resource_sets(size: int, stock: dict[str, int] | None = None) -> list[tuple[str, ...]]:
    """Each multiset of ``size`` suits, in F-T-S order (those ``stock`` can pay, if given)."""
    return [res for res in combinations_with_replacement(suits(), size)
            if stock is None or all(stock[s] >= res.count(s) for s in res)]


def _joker_worth(player: PlayerState, cid: str, voided: set[str]) -> int:
    """Resources of choice a taken card gives: a joker its worth (nothing if its suit is voided,
    S-JOKER-VOID); a calamity 2 with Shield 2 (S-SHIELD); other cards none."""
    k = card(cid)
    if k.calamity:
        return SHIELD_JOKER if player.buildings["shield"] >= 2 else 0
    return k.gives if k.joker and k.suit not in voided else 0


def questions(state: GameState, p: int) -> list[Question]:
    """S-COLLECT: the choices of the collect step, in order: losses (Obscurantism, Invasion in the
    last round), a worker to remove (Epidemic), then the jokers in taken order."""
    player = state.players[p]
    striking = _striking(player)
    given = player.choices
    asked: list[Question] = []
    if state.round == ROUNDS:
        stock = dict(player.stock)  # less what earlier answers lose
        for _ in (k for k in striking if k.next_round):
            size = min(LOSS_IN_LAST_ROUND, sum(stock.values()))  # S-LOSE: fewer in stock: lose what there is
            if not size:
                continue
            asked.append(Question("lose", None, [actions.Lose(player=p, res=r) for r in _resource_sets(size, stock)]))
            if len(given) >= len(asked):
                for s in getattr(given[len(asked) - 1], "res", ()):
                    stock[s] -= 1
    if any(k.population for k in striking) and player.pop > POP_MIN and player.workers > player.pop - 1:
        asked.append(Question("remove", None, [actions.Remove(player=p, building=b)
                                               for b, level in player.buildings.items() if level]))
    voided = _voided(player)
    for c in player.taken:
        worth = _joker_worth(player, c, voided)
        if worth:
            asked.append(Question("joker", c, [actions.Joker(player=p, card=c, res=r) for r in _resource_sets(worth)]))
    return asked


def next_question(state: GameState, p: int) -> Question | None:
    asked = questions(state, p)
    given = len(state.players[p].choices)
    return asked[given] if given < len(asked) else None


# --- Collect: applying it all ----------------------------------------------------------

def collect(state: GameState, p: int) -> None:
    """Calamities first, then the cards' resources, then production; every track caps at 8."""
    player = state.players[p]
    answers = list(player.choices)
    hurricane = _calamities_strike(state, p, [a for a in answers if a.kind == "lose"],
                                   next((a.building for a in answers if a.kind == "remove"), None))
    gains = _card_gains(player, {a.card: a.res for a in answers if a.kind == "joker"})
    made = dict.fromkeys(suits(), 0)
    for b in BUILDINGS.values():
        level = player.buildings[b.id]
        if b.makes and level:
            made[b.makes] += max(0, level - hurricane)  # S-CAL-HURRICANE
    lost_to_cap = {}
    for s in suits():
        total = player.stock[s] + gains[s] + made[s]
        player.stock[s] = min(STOCK_MAX, total)  # S-CAP
        if total > STOCK_MAX:
            lost_to_cap[s] = total - STOCK_MAX
    log(state, events.Collect(player=p, cards=gains, production=made, capped=lost_to_cap, stock=dict(player.stock)))
    state.out += player.taken  # collected: the cards have given all they will (S-COLLECTED)
    player.taken = []
    if player.buildings["commerce"]:
        state.step = "commerce"
    else:
        pay_needs(state, p)


def _calamities_strike(state: GameState, p: int, losses: list, removal: str | None) -> int:
    """Each calamity taken, in taken order (section 5); returns the production lost per building."""
    player = state.players[p]
    hurricane = 0
    for c in player.taken:
        name = card(c).calamity
        if name is None:
            continue
        if player.buildings["shield"]:
            log(state, events.Calamity(player=p, calamity=name, card=c, effect="shielded"))
            continue
        k = CALAMITIES[name]
        effect = {}
        if k.next_round and state.round < ROUNDS:
            setattr(player, f"{k.next_round}_next", True)
        elif k.next_round and losses:  # S-LOSE
            lost = losses.pop(0).res
            for s in lost:
                player.stock[s] -= 1
            effect["lost"] = list(lost)
        if k.population and player.pop > POP_MIN:  # S-CAL-EPIDEMIC: never below 1
            player.pop -= 1
            effect["pop"] = player.pop
            if player.workers > player.pop and removal is not None:
                player.buildings[removal] = 0
                effect["removed"] = removal
        if k.ages and player.age > AGE_MIN:  # S-CAL-DECADENCE: no Discovery turns face down
            player.age -= 1
            effect["age"] = player.age
        hurricane += k.hurricane
        log(state, events.Calamity(player=p, calamity=name, card=c, effect="struck", **effect))
    return hurricane


def _card_gains(player: PlayerState, jokers: dict[str, tuple[str, ...]]) -> dict[str, int]:
    """What the taken cards give: their yield in their suit (nothing if voided), the chosen
    resources for jokers (1 each), nothing for a calamity that is not a Shield-2 joker."""
    gains = dict.fromkeys(suits(), 0)
    voided = _voided(player)
    for c in player.taken:
        k = card(c)
        if c in jokers:
            for s in jokers[c]:
                gains[s] += 1
        elif not k.calamity and not k.joker and k.suit not in voided:
            gains[k.suit] += k.gives
    return gains


# --- Commerce and needs ------------------------------------------------------------------

def commerce_problem(state: GameState, p: int, give: str, get: str) -> str | None:
    """S-COMMERCE: up to the Commerce level conversions, 1 resource each, before the needs."""
    player = state.players[p]
    level = player.buildings["commerce"]
    if player.traded >= level:
        return msg("Your Commerce level {level} allows {level} {level:conversion|conversions} per round", level=level)
    if give == get:
        return msg("Convert into another type of resource")
    if player.stock[give] < 1:
        return msg("You have no {suit} to convert", suit=SUIT_NAMES[give])
    if player.stock[get] >= STOCK_MAX:  # S-COMMERCE-FULL
        return msg("Your {suit} track is full ({max})", suit=SUIT_NAMES[get], max=STOCK_MAX)
    return None


def convert(state: GameState, p: int, give: str, get: str) -> None:
    player = state.players[p]
    player.stock[give] -= 1
    player.stock[get] += 1
    player.traded += 1
    log(state, events.Commerce(player=p, give=give, get=get))


def pay_needs(state: GameState, p: int) -> None:
    """S-NEEDS: for each need of the age in turn, a stock of at least the population pays it (and
    scores the population); a smaller stock pays nothing and loses the shortfall (S-SCORE)."""
    player = state.players[p]
    met, paid, short = [], {}, {}
    for s in needs(player.age):
        if player.stock[s] >= player.pop:
            player.stock[s] -= player.pop
            player.score += player.pop
            met.append(s)
            paid[s] = player.pop
        else:
            short[s] = player.pop - player.stock[s]
            player.score -= short[s]
    player.met = met
    log(state, events.Needs(player=p, paid=paid, short=short, score=player.score))
    enter_bonus(state, p)


# --- Bonus and penalties ---------------------------------------------------------------

def enter_bonus(state: GameState, p: int) -> None:
    """S-DOWN, S-POP: from Age III on, no need met: down one age (that age's Discovery face down);
    any unmet need with 0 in stock: lose 1 population (at most 1, never below 1). Both may apply.
    All needs met: the move up is the player's choice (``can_rise``)."""
    state.step = "bonus"
    player = state.players[p]
    wanted = needs(player.age)
    met = player.met or []
    if len(met) == len(wanted) or player.age < PENALTIES_FROM_AGE:
        return
    if not met:
        left = player.age
        player.age -= 1
        turned = next((c for c in player.disc_up if card(c).age == left), None)
        if turned is not None:
            player.disc_up.remove(turned)
            player.disc_down = by_age([*player.disc_down, turned])
        log(state, events.Down(player=p, age=player.age, turned=turned))
    if player.pop > POP_MIN and any(player.stock[s] == 0 for s in wanted if s not in met):
        player.pop -= 1
        log(state, events.PopLost(player=p, pop=player.pop, must_remove=player.workers > player.pop))


def can_rise(state: GameState, p: int) -> bool:
    """S-UP: all needs met and below Age VI: move up one age or stay (the player says)."""
    player = state.players[p]
    return (state.step == "bonus" and player.met is not None and len(player.met) == len(needs(player.age))
            and player.age < AGE_MAX)


def rise(state: GameState, p: int, up: bool) -> None:
    player = state.players[p]
    if up:
        player.age += 1
        player.moved_up = True
    log(state, (events.Up if up else events.Stay)(player=p, age=player.age))
    leave_bonus(state)


def leave_bonus(state: GameState) -> None:
    state.step = "manage"  # settle() ends the turn instead in the last round


# --- Management (S-MGMT) -------------------------------------------------------------------

def manage_problem(state: GameState, a) -> str | None:
    """Why a management move cannot be paid or made now, or None."""
    player = state.players[a.player]
    science = player.stock["S"]
    if a.kind == "pop":
        if player.pop >= POP_MAX:
            return msg("Your population is already {max}, the maximum", max=POP_MAX)
        if science < POP_COST:
            return msg("One population costs {cost} Science", cost=POP_COST)
    elif a.kind == "age":
        if player.age >= AGE_MAX:
            return msg("You are already in Age VI")
        if player.bought_age:
            return msg("You may buy only one age per round")
        if science < AGE_COST:
            return msg("An age costs {cost} Science", cost=AGE_COST)
    elif a.kind == "worker":
        b = BUILDINGS[a.building]
        now = player.buildings[b.id]
        if a.level > b.top:
            return msg("The {building} has no level above {top}", building=BUILDING_NAMES[b.id], top=b.top)
        if a.level <= now:
            return msg("Your worker there is already at level {now}: choose a higher level", now=now)
        if not now and player.workers >= player.pop:
            return msg("Every member of your population works already: workers cannot outnumber them")
        cost = worker_cost(b.id, now, a.level)
        if player.stock[b.pays] < cost:
            return msg("This costs {cost} {suit}; you have {have}", cost=cost, suit=SUIT_NAMES[b.pays],
                       have=player.stock[b.pays])
    elif a.kind == "remove":
        if not player.buildings[a.building]:
            return msg("There is no worker on your {building}", building=BUILDING_NAMES[a.building])
    return None


def buy_pop(state: GameState, p: int) -> None:
    player = state.players[p]
    player.stock["S"] -= POP_COST
    player.pop += 1
    log(state, events.BuyPop(player=p, pop=player.pop))


def buy_age(state: GameState, p: int) -> None:
    player = state.players[p]
    player.stock["S"] -= AGE_COST
    player.age += 1
    player.bought_age = True
    log(state, events.BuyAge(player=p, age=player.age))


def place_worker(state: GameState, p: int, building: str, level: int) -> None:
    player = state.players[p]
    b = BUILDINGS[building]
    cost = worker_cost(building, player.buildings[building], level)
    player.stock[b.pays] -= cost
    player.buildings[building] = level
    log(state, events.Worker(player=p, building=building, level=level, cost=cost, suit=b.pays))


def remove_worker(state: GameState, p: int, building: str) -> None:
    player = state.players[p]
    forced = player.workers > player.pop
    player.buildings[building] = 0
    log(state, events.Remove(player=p, building=building, forced=forced))


# --- End of the round and of the game ---------------------------------------------------

def end_round(state: GameState) -> None:
    """Resource cards still beside a board leave the game (collected ones already did); next round's
    hand rules (Obscurantism, Invasion) begin. The first trick is led by the player who acted last."""
    last = state.turn
    for player in state.players:
        state.out += player.taken
        player.taken = []
    log(state, events.RoundEnd())
    if state.round == ROUNDS:
        game_over(state)
        return
    state.round += 1
    for player in state.players:
        player.blind, player.open = player.blind_next, player.open_next
        player.blind_next = player.open_next = player.bought_age = player.moved_up = False
        player.choices, player.traded, player.met = [], 0, None
    state.phase, state.turn, state.step, state.leader = "deal", None, None, last
    log(state, events.Round(player=state.leader))


def discovery_points(player: PlayerState) -> dict[str, int]:
    """S-END: face-up Discoveries by colour score 1/3/6/10/15/21 for 1-6 cards."""
    counts: dict[str, int] = {}
    for c in player.disc_up:
        colour = card(c).colour
        counts[colour] = counts.get(colour, 0) + 1
    return {colour: SET_POINTS[n] for colour, n in counts.items()}


def game_over(state: GameState) -> None:
    """S-END: who moved up in the last round turns that age's Discovery face up; sets are scored;
    the highest score wins, ties by PAPO (turn order of the last action phase)."""
    for p, player in enumerate(state.players):
        turned = next((c for c in player.disc_down if card(c).age == player.age), None)
        if player.moved_up and turned is not None:
            player.disc_down.remove(turned)
            player.disc_up = by_age([*player.disc_up, turned])
            log(state, events.DiscoveryUp(player=p, card=turned))
        points = discovery_points(player)
        player.score += sum(points.values())
        log(state, events.Sets(player=p, points=points, score=player.score))
    state.winner = final_winner(state)
    state.phase, state.turn, state.step = "over", None, None
    log(state, events.GameOver(player=state.winner, scores=[p.score for p in state.players]))


def final_winner(state: GameState) -> int:
    everyone = range(len(state.players))
    return min(everyone, key=lambda p: (-state.players[p].score, papo.key(state, p, state.first)))
