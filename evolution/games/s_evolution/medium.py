"""The medium player's judgement: every legal move gets a value in rough points and a reason.

It reads a state dealt by ``knowledge.Knowledge`` (or, inside the hard bot's rollouts, a sampled
world), but only what its player may know there: the public table, its own hand, and for the
others' cards only the pool of their hand *and* draw pile together (which is exactly the unseen
cards of their deck, whatever the deal). So a sample's random deal never changes its choice.

Rules of thumb, each with a reason the hint shows (catalogue/: "reason.<code>"):
- resources are worth what they add to next needs (a shortfall counts double), Science a little
  more (population, ages, Commerce and the defensive buildings are paid in it);
- in a trick, the card played buys a place in the picking order: the bot plays the card whose
  expected pick (first when no unseen card is likely to outrank it) is best, minus what it hands
  to the others; the Discovery goes in the trick where the pick would be poorest;
- calamities are priced by what they would cost this player now;
- needs: convert with Commerce when it turns a shortfall into a met need; always move up;
- management: population up to 4 while the needs can follow, ages up to V, a Farm first, Factory or Lab
  for the needs of the next ages, a Shield against a calamity-heavy draw pile; Science kept for
  the next needs when they will need it.
"""

from __future__ import annotations

from . import tricks
from .actions import Action
from .cards import card
from .models import GameState, PlayerState
from .rules import AGE_MAX, BUILDINGS, ROUNDS, STOCK_MAX, needs, worker_cost

SUITS = ("F", "T", "S")
CARD_INCOME = 2.0  # resources a round's cards bring per suit, about (4-5 cards of ~1.9)
# Tuned in medium-vs-easy (then named simple) tournaments (400 games each): a population above 4 costs more in needs
# than it scores; buying ages up to V whenever Science allows pays (65 % -> 77.5 % with both).
POP_CAP = 4
AGE_WANTED = 5
DISCOVERY_PICK = 1.6  # the pick a Discovery gives up is worth about this: play it where the pick is worse


def income(me: PlayerState, suit: str) -> float:
    """Resources of ``suit`` expected next round: production plus the cards' share."""
    made = sum(level for b, level in me.buildings.items() if BUILDINGS[b].makes == suit)
    return made + CARD_INCOME


def marginal(me: PlayerState, suit: str, now: dict[str, int] | None = None) -> float:
    """What one more ``suit`` is worth to this player: a lacking need's unit counts double."""
    stock = (now or me.stock)[suit]
    if stock >= STOCK_MAX:
        return 0.05
    wanted = needs(me.age)
    base = 1.0 if suit != "S" else 1.15
    if suit in wanted and stock < me.pop:
        return base * 2.0
    if suit not in wanted and suit != "S":
        return 0.5 + (0.3 if suit in needs(min(AGE_MAX, me.age + 2)) else 0)
    return base


def resources_worth(me: PlayerState, gains: dict[str, int]) -> float:
    stock = dict(me.stock)
    total = 0.0
    for s in SUITS:
        for _ in range(gains.get(s, 0)):
            total += marginal(me, s, stock)
            stock[s] += 1
    return total


def best_joker(me: PlayerState, n: int) -> float:
    stock = dict(me.stock)
    total = 0.0
    for _ in range(n):
        s = max(SUITS, key=lambda x: marginal(me, x, stock))
        total += marginal(me, s, stock)
        stock[s] += 1
    return total


def taken_gains(me: PlayerState) -> dict[str, int]:
    gains = dict.fromkeys(SUITS, 0)
    for c in me.taken:
        k = card(c)
        if not k.calamity and not k.joker:
            gains[k.suit] += k.gives
    return gains


def calamity_cost(state: GameState, me: PlayerState, name: str) -> float:
    """What a calamity would cost this player now (rough points)."""
    if me.buildings["shield"] >= 2:
        return -best_joker(me, 2)
    if me.buildings["shield"]:
        return 0.0
    last = state.round == ROUNDS
    if name in ("famine", "earthquake", "fanaticism"):
        suit = {"famine": "F", "earthquake": "T", "fanaticism": "S"}[name]
        return 1.0 + taken_gains(me)[suit] * marginal(me, suit) + 1.0
    if name in ("obscurantism", "invasion"):
        return 2.0 if last else (1.5 if name == "obscurantism" else 1.0)
    if name == "epidemic":
        return 0.3 if me.pop <= 1 else 3.0 + (ROUNDS - state.round)
    if name == "decadence":
        return 0.5 if me.age <= 1 else 3.0
    if name == "hurricane":
        return 0.3 + sum(1 for b, level in me.buildings.items() if level and BUILDINGS[b].makes)
    return 2.0


def card_worth(state: GameState, p: int, cid: str) -> float:
    """A resource card's worth to player ``p`` if taken now."""
    me = state.players[p]
    k = card(cid)
    if k.discovery:
        return 0.0
    if k.calamity:
        return -calamity_cost(state, me, k.calamity)
    if k.joker:
        return best_joker(me, k.gives)
    return resources_worth(me, {k.suit: k.gives})


class _Trick:
    """A hypothetical trick: the current one plus our card, picked greedily in the engine's order."""

    def __init__(self, state: GameState, p: int, cid: str):
        self.state, self.p, self.cid = state, p, cid

    def __enter__(self):
        self.saved = self.state.trick
        self.state.trick = [*self.saved, (self.p, self.cid)]
        return self

    def __exit__(self, *exc):
        self.state.trick = self.saved


def picks(state: GameState, p: int, cid: str) -> dict[int, str]:
    """Who would take what if the trick ended with ``p`` playing ``cid`` (greedy picks)."""
    with _Trick(state, p, cid):
        order = tricks.pick_order(state)
        pool = [c for _, c in state.trick if not card(c).discovery]
        got = {}
        for q in order:
            played = next(c for r, c in state.trick if r == q)
            if card(played).discovery or not pool:
                continue
            best = max(pool, key=lambda c: card_worth(state, q, c))
            pool.remove(best)
            got[q] = best
    return got


def still_to_play(state: GameState, p: int) -> list[int]:
    played = {q for q, _ in state.trick}
    return [q for q in range(len(state.players)) if q != p and q not in played and state.players[q].hand]


def outranked(state: GameState, p: int, cid: str, q: int) -> float:
    """The chance that player ``q``'s next card (from the pool of their unseen cards) is picked
    before ours: a higher strength, counted on their hand and draw pile together."""
    other = state.players[q]
    unseen = [c for c in other.hand + other.deck if not card(c).discovery] if q != p else []
    if not unseen:
        return 0.5
    mine = card(cid).strength
    return sum(1 for c in unseen if card(c).strength > mine) / len(unseen)


def play_value(state: GameState, p: int, cid: str) -> float:
    """Expected worth of our pick, less half of what the others get from our card."""
    k = card(cid)
    later = still_to_play(state, p)
    if k.discovery:
        return _discovery_value(state, p, cid)
    got = picks(state, p, cid)
    mine = card_worth(state, p, got[p]) if p in got else 0.0
    given = sum(card_worth(state, q, got_c) for q, got_c in got.items() if q != p and got_c == cid)
    if later:
        first = 1.0
        for q in later:
            first *= 1 - outranked(state, p, cid, q)
        pool_best = max(card_worth(state, p, c) for c in [cid, *(c for _, c in state.trick)]
                        if not card(c).discovery)
        # picked first: the best of the pool (or an unseen card as good); later: an average card
        mine = first * max(pool_best, CARD_INCOME / 2 + 0.5) + (1 - first) * min(mine, 1.2)
        given = (1 - first) * card_worth(state, later[0], cid) * 0.5
    return mine - 0.5 * given


def _discovery_value(state: GameState, p: int, cid: str) -> float:
    me = state.players[p]
    resources = [c for c in me.hand if not card(c).discovery]
    if not resources:
        return 100.0  # the last card
    if not still_to_play(state, p) and any(card(c).calamity for _, c in state.trick):
        return 10.0  # dodge a calamity whoever picks last gets
    return DISCOVERY_PICK + 0.4 * (len(resources) < 2)


def needs_points(me: PlayerState, stock: dict[str, int]) -> float:
    """The points the needs would score with ``stock`` (a 0 stock also costs population later)."""
    total = 0.0
    for s in needs(me.age):
        if stock[s] >= me.pop:
            total += me.pop
        else:
            total -= me.pop - stock[s] + (1.5 if stock[s] == 0 and me.age >= 3 else 0)
    return total


def can_sustain(me: PlayerState, age: int, pop: int, stock: dict[str, int]) -> bool:
    """Would next round's needs at ``age`` and ``pop`` likely be met from what is left and income?"""
    return all(stock[s] + income(me, s) >= pop for s in needs(age))


def building_value(state: GameState, me: PlayerState, building: str, level: int) -> float:
    left = ROUNDS - state.round
    b = BUILDINGS[building]
    now = me.buildings[building]
    if b.makes:
        gain = level - now
        used = b.makes in needs(min(AGE_MAX, me.age + 1)) or b.makes == "S"
        return gain * left * (1.0 if used else 0.4)
    if building == "commerce":
        return (level - now) * 0.5 * left
    if building == "shield":
        calamities = sum(1 for c in me.deck + me.hand if card(c).calamity)
        return (level - now) * (0.4 + 0.5 * calamities) * left / 2
    if building == "prestige":
        return (level - now) * 0.25 * left
    return 0.0


def move_value(state: GameState, p: int, a: Action) -> tuple[float, str]:
    """The medium player's value of ``a`` and its reason (catalogue/: "reason.<code>")."""
    me = state.players[p]
    kind = a.kind
    if kind == "trump":
        return sum(card(c).strength for c in me.hand if card(c).suit == a.suit), "trump"
    if kind == "play":
        if card(a.card).discovery:
            return play_value(state, p, a.card), "discovery"
        return play_value(state, p, a.card), "play"
    if kind == "play_blind":
        return 0.0, "play_blind"
    if kind == "take":
        k = card(a.card)
        worth = card_worth(state, p, a.card)
        if k.calamity:
            return worth, "shield_joker" if me.buildings["shield"] >= 2 else "forced"
        return worth, "take"
    if kind == "joker":
        return resources_worth(me, {s: a.res.count(s) for s in a.res}), "joker"
    if kind == "lose":
        return -resources_worth(me, {s: a.res.count(s) for s in a.res}), "lose"
    if kind == "remove":
        forced = me.workers > me.pop or state.step == "collect"
        return (0.0 if forced else -20.0) - building_value(state, me, a.building, me.buildings[a.building]), "remove"
    if kind == "commerce":
        after = dict(me.stock)
        after[a.give] -= 1
        after[a.get] += 1
        gain = needs_points(me, after) - needs_points(me, me.stock)
        return gain - 0.2, "commerce"
    if kind == "needs":
        return 0.0, "needs"
    if kind in ("up", "stay"):
        return _rise_value(state, me, kind == "up")
    if kind == "end":
        return 0.0, "end"
    return _manage_value(state, me, a)


def _rise_value(state: GameState, me: PlayerState, up: bool) -> tuple[float, str]:
    """Always up: a higher age scores more per round, deals a new Discovery, and in the last round
    turns its Discovery face up (tournaments against staying when the next needs look out of reach
    lost clearly)."""
    return (1.0, "up") if up else (0.0, "stay")


def _manage_value(state: GameState, me: PlayerState, a: Action) -> tuple[float, str]:
    left = ROUNDS - state.round
    stock = dict(me.stock)
    if a.kind == "pop":
        stock["S"] -= 1
        if me.pop >= POP_CAP or not can_sustain(me, me.age, me.pop + 1, stock):
            return -1.0, "pop"
        return 0.8 * len(needs(me.age)) * min(left, 3) - 1.15, "pop"
    if a.kind == "age":
        return (2.5 if me.age < AGE_WANTED else -1.0), "age"
    # a worker
    b = BUILDINGS[a.building]
    cost = worker_cost(a.building, me.buildings[a.building], a.level)
    stock[b.pays] -= cost
    if any(stock[s] + income(me, s) < me.pop for s in needs(me.age) if s == b.pays):
        return -1.0, "worker"
    value = building_value(state, me, a.building, a.level) - cost * marginal(me, b.pays)
    return value, "worker"


def scored(state: GameState, p: int, legal: list[Action]) -> list[tuple[float, str]]:
    return [move_value(state, p, a) for a in legal]

