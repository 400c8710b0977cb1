"""The medium player's value of each legal move, by phase: the food card, playing cards, feeding,
Flight's event step. Each reads the position through a ``heuristics.Context`` (the worth of our row,
the dangers, the plants) and gives every move its expected points.
"""

from __future__ import annotations

from .. import actions
from ..feeding import hunger, storage, take_chain
from ..models import Species
from ..traits import Ambush, Carnivore, Climbing, Flight, Horns, PackHunting
from .heuristics import Context
from .plants import share_out

HUNTING = frozenset(t.name for t in (Carnivore, PackHunting, Climbing, Ambush))  # what makes or widens a hunter


# --- phase 2: the food card -----------------------------------------------------------

def food_card_scores(ctx: Context, legal: list[actions.Action]) -> list[float]:
    """Give the card whose food helps us most relative to others (plants shared out in turn
    order), and whose trait we need least."""
    me, n = ctx.me, ctx.n
    profiles = ctx.profiles
    needs = [p[0] + p[3] * 0.7 for p in profiles]
    rates = [p[2] for p in profiles]
    leftover_worth = 0.25 * ctx.after / max(1.0, ctx.rounds)  # plants left over stay for next round

    def margin(extra: float) -> float:
        supply = max(0.0, ctx.supply_now + extra)
        got = share_out(supply, needs, rates, ctx.order)
        others = sum(got) - got[me]
        left = supply - sum(got)
        return got[me] - others / max(1, n - 1) + leftover_worth * left * (1 if ctx.demand[me] else -0.5)

    trait_use = best_trait_uses(ctx)
    cache: dict[int, float] = {}
    out = []
    for a in legal:
        card = ctx.hand[a.card]
        if card.food not in cache:
            cache[card.food] = margin(card.food)
        out.append(cache[card.food] - trait_use.get(card.trait, 0.0))
    return out


def best_trait_uses(ctx: Context) -> dict[str, float]:
    """For each trait in hand: how much better playing it on our best species is than a generic play."""
    row = ctx.my_row()
    base = ctx.row_worth(row)
    out: dict[str, float] = {}
    limit = ctx.state.rules.max_traits(len(ctx.state.players))
    for card in ctx.hand:
        if card.trait in out:
            continue
        best = 0.0
        for i, (s, names) in enumerate(row):
            if card.trait in names or len(s.traits) >= limit:
                continue
            best = max(best, _with_trait(ctx, row, i, card.trait) - base)
        out[card.trait] = max(0.0, best - 1.0)
    return out


def _with_trait(ctx: Context, row, i: int, trait: str) -> float:
    s, names = row[i]
    new = list(row)
    new[i] = (s, names | {trait})
    return ctx.row_worth(new)


# --- phase 3: playing cards -----------------------------------------------------------

def play_scores(ctx: Context, legal: list[actions.Action]) -> list[float]:
    row = ctx.my_row()
    base = ctx.row_worth(row)
    keep = ctx.card_keep()
    cache: dict[tuple, float] = {}
    out = []
    foods = [c.food for c in ctx.hand]
    for a in legal:
        t = type(a)
        if t is actions.EndTurn:
            out.append(0.0)
            continue
        if t is actions.DiscardTrait:
            key = ("d", a.species, a.trait)
        elif t is actions.NewSpecies or t is actions.NewAvian:
            key = (t.__name__, a.side)
        else:
            key = (t.__name__, a.species, ctx.hand[a.card].trait if t is actions.PlayTrait else None)
        value = cache.get(key)
        if value is None:
            value = cache[key] = _play_value(ctx, row, base, a) 
        # pay with low-food cards first (high-food cards make better food cards next round)
        if t is actions.NewAvian:
            out.append(value - keep * len(a.cards) - 0.01 * sum(foods[c] for c in a.cards))
            continue
        tie = -0.01 * foods[a.card] if t is not actions.DiscardTrait else 0.0
        out.append(value - (keep if t is not actions.DiscardTrait else 0.0) + tie)
    return out


def _play_value(ctx: Context, row, base: float, a) -> float:
    t = type(a)
    if t is actions.PlayTrait:
        trait = ctx.hand[a.card].trait
        value = _with_trait(ctx, row, a.species, trait) - base
        spare = len(ctx.hand) - 1
        if spare and trait in HUNTING:
            # a hunter may need to grow before it can hunt: count the cards that would take
            s, names = row[a.species]
            for k in range(1, min(spare, ctx.rules.max_track - s.size, 2) + 1):
                bigger = list(row)
                bigger[a.species] = (Species(uid=s.uid, size=s.size + k, pop=s.pop, food=s.food, fat=s.fat), names)
                value = max(value, _with_trait(ctx, bigger, a.species, trait) - base - k * (ctx.card_keep() + 0.4))
        elif spare and trait in ctx.rules.passers and a.species == len(row) - 1:
            longer = row + [(Species(uid=-1), frozenset())]
            value = max(value, _with_trait(ctx, longer, a.species, trait) - ctx.row_worth(longer) - 0.3)
        return value
    if t is actions.NewSpecies or t is actions.NewAvian:
        avian = t is actions.NewAvian
        new, names = Species(uid=-1, avian=avian), frozenset({Flight.name} if avian else ())
        row2 = [(new, names)] + row if a.side == "left" else row + [(new, names)]
        value = ctx.row_worth(row2) - base
        return value + (0.01 if a.side == "right" else 0.0)
    if t is actions.GrowPop or t is actions.GrowSize or t is actions.GrowPopCliff:
        s, names = row[a.species]
        grown = Species(uid=s.uid, size=s.size + (t is actions.GrowSize), pop=s.pop + (t is not actions.GrowSize), food=s.food,
                        fat=s.fat, avian=s.avian, upkeep=s.upkeep)
        row2 = list(row)
        row2[a.species] = (grown, names)
        return ctx.row_worth(row2) - base
    if t is actions.DiscardTrait:
        # Worth it only to make room (on a full species) for a better trait in hand.
        s, names = row[a.species]
        limit = ctx.state.rules.max_traits(len(ctx.state.players))
        new_traits = {c.trait for c in ctx.hand} - names
        if len(s.traits) < limit or not new_traits:
            return -3.0
        trait = ctx.table[s.traits[a.trait].card].trait
        row2 = list(row)
        row2[a.species] = (s, names - {trait})
        without = ctx.row_worth(row2)
        best = max(_with_trait(ctx, row2, a.species, t2) for t2 in new_traits) - without
        return best - (base - without) - ctx.card_keep() - 0.3
    return 0.0


# --- phase 4: feeding -----------------------------------------------------------------

def _take_gain(ctx: Context, row, i: int, n: int, kind: str, supply: float, hungry_worth: float = 1.0) -> float:
    """Worth of a take of ``n`` by species i of ``me`` (the rules' take: Foraging, Cooperation, room):
    food for a hungry species counts ``hungry_worth`` (it may save population), stored fat a little
    less than 1."""
    total = 0.0
    for s, got in take_chain(ctx.rules, row, i, kind, n, int(supply)):
        hungry = hunger(s)
        total += min(got, hungry) * hungry_worth + 0.85 * max(0, got - hungry)
    return total


def feeding_scores(ctx: Context, legal: list[actions.Action]) -> list[float]:
    state = ctx.state
    row = ctx.my_row()
    wh = state.watering_hole
    carnivores = ctx.rules.carnivores
    starve = None  # computed for the first Intelligence move (most decisions have none)
    keep = ctx.card_keep()
    own_land_hungry = any(s.food < s.pop and not s.avian and carnivores.isdisjoint(nm) for s, nm in row)
    out = []
    for a in legal:
        t = type(a)
        if t is actions.Feed or t is actions.StoreFat or t is actions.FeedCliff or t is actions.StoreFatCliff:
            s, names = row[a.species]
            cliff = a.source == "cliff"
            gain = _take_gain(ctx, row, a.species, 1, "plant", state.cliff if cliff else wh)
            value = 2.0 + gain
            if cliff:  # leave the watering hole to our land species, unless only rivals' would eat there
                value += 0.3 if own_land_hungry else -0.1
            # A fed Burrowing species is safe: feed threatened burrowers to full first.
            if not ctx.rules.fed_shelters.isdisjoint(names) and s.pop - s.food == 1 and ctx.threat(row, a.species) > 0:
                value += 1.0
            if t is actions.StoreFat:
                value -= 1.0
            out.append(value)
        elif t is actions.Intelligence:
            # Cards for plants from the bank: worth it when the watering hole will not feed us.
            if starve is None:
                hungry_total = sum(max(0, s.pop - s.food) for row_ in ctx.rows for s, nm in row_
                                   if carnivores.isdisjoint(nm))
                # Plants for a hungry species also save population when the watering hole will not feed it.
                starve = min(1.0, max(0.0, 1.0 - wh / max(1.0, hungry_total)))
                saved = 1.0 + starve * (1.0 + 0.5 * ctx.after)
            gain = _take_gain(ctx, row, a.species, 2, "plant", 99, saved)
            out.append(gain - keep * 1.3 - (0.6 if wh > 0 and starve < 0.5 else 0.0))
        elif t is actions.Attack:
            out.append(attack_value(ctx, row, a))
        elif t is actions.Negate:
            out.append(-keep - 0.5)  # see policy._negate_value: worth it only when it opens a better target
        elif t is actions.Pass:
            out.append(0.5)
        else:
            out.append(0.0)
    return out


def attack_value(ctx: Context, row, a: actions.Attack) -> float:
    attacker, a_names = row[a.species]
    owner, index = a.target
    prey, p_names = ctx.rows[owner][index]
    meat = min(prey.size, attacker.pop - attacker.food + storage(ctx.rules, attacker, a_names))
    value = 2.0 + _take_gain(ctx, row, a.species, prey.size, "meat", 99) if meat > 0 else 1.0
    horns = Horns.name in p_names and Horns.name not in ctx.state.negated
    if horns:
        value -= 1.2 + (attacker.pop == 1) * 4.0 + 0.5 * ctx.rounds * 0.5
    # Damage done: the prey loses a population (more if it dies).
    dead = prey.pop == 1
    damage = 1.0 + 0.4 * ctx.rounds * 0.5 + (len(prey.traits) + 1.5) * dead
    if owner == ctx.me:
        value -= ctx.w.own_damage * damage + 1.0
    else:
        value += 0.35 * damage + (ctx.w.leader * 0.5 if owner == ctx.leader else 0.0)
    return value


# --- Flight's event step ------------------------------------------------------------------

def event_scores(ctx: Context, legal: list[actions.Action]) -> list[float]:
    """Play an event when it gains more than it gives rivals (its card is replaced by a draw)."""
    state, me = ctx.state, ctx.me
    row = ctx.my_row()
    share = ctx.demand[me] / max(1.0, ctx.total_demand)
    out = []
    for a in legal:
        if type(a) is not actions.PlayEvent:
            out.append(0.0)
            continue
        foods = ctx.hand[a.card].food
        if a.species is None:  # Seed Dispersal: plants for everyone's plant eaters
            plants = sum(s.avian for p in state.players for s in p.species)
            out.append(plants * (1.5 * share - 0.5) + 0.1 - 0.02 * foods)
        elif a.target is not None:  # Dive-Bomb with a carnivore
            out.append(attack_value(ctx, row, a) - 1.0 - 0.02 * foods)
        else:  # Dive-Bomb with plants: the bank deprives nobody, the watering hole deprives rivals
            supply = {"bank": 99, "watering_hole": state.watering_hole, "cliff": state.cliff}[a.source]
            bonus = {"bank": 0.1, "watering_hole": 0.3 * (1.0 - share), "cliff": 0.2}[a.source]
            out.append(_take_gain(ctx, row, a.species, 2, "plant", supply) + bonus - 0.02 * foods)
    return out


# --- choosing -------------------------------------------------------------------------

def scores(ctx: Context, legal: list[actions.Action]) -> list[float]:
    phase = ctx.state.phase
    if phase == "food_card":
        return food_card_scores(ctx, legal)
    if phase == "play_cards":
        return play_scores(ctx, legal)
    if phase == "feeding":
        return feeding_scores(ctx, legal)
    if phase == "events":
        return event_scores(ctx, legal)
    return [0.0] * len(legal)
