"""The hard bot: determinized Monte-Carlo rollouts over the medium player's best candidates.

For one decision:

1. Candidates: the medium heuristic scores every legal move (on a state rebuilt from the view);
   moves with the same effect (e.g. growing the same species with either of two identical cards)
   are merged, and the ``width`` best distinct moves are kept.
2. Samples: ``Knowledge.sample`` deals the cards the bot has not seen (others' hands, food cards
   and face-down traits, deck order) at random, consistent with everything it has seen.
3. Rollouts: on each sample, every candidate is played, then all players continue with a fast
   version of the medium policy to the end of the current round (the hidden food cards and the
   feeding are where moves show their worth), and the position is valued by ``evaluate``: each
   player's expected final score as a linear function of its bag, the heuristic's worth of its
   species (``Context.row_worth``) and counts of species, population, body size and traits
   (heads-up, weights fitted to the final scores of medium games, benchmarks/fit_value.py).
   A candidate's score is our value minus the best opponent's. All candidates share the same
   samples and the same rollout randomness (common random numbers), so their differences are
   measured, not drowned in luck.
4. The candidate with the best mean paired difference to the medium's favourite wins, if that
   difference is above ``z`` standard errors (default 0: the best mean; ties keep the medium's
   choice).

Why these choices (figures in benchmarks/ai.py's docstring and the issue's report): against an
80-sample reference, 12 samples already pick moves whose reference value is within 0.08 points
of the best on average (the medium's own choice: 2.0 points behind), so sampling noise is not
what limits the bot; a two-round horizon made it weaker (37 % against medium over 30 games),
because the rollout policy's second round is cruder than its first. One round it is.

Time: ``budget`` is CPU time per decision (time.process_time: other programs on the machine do not
shorten the bot's thinking; in Pyodide it is the page's clock; ``turn_share``). Samples are drawn
until a decision's share has passed, or until more samples would not change the choice
(core.bots.settled, from ``MIN_SAMPLES`` on: an obvious decision costs little), or exactly
``iterations`` samples when that is given (deterministic, for tests). A capped bot (``cap``: the
daily deal's, ``DEFAULT_CAP``) reads no clock: at most ``cap`` samples, ``settled`` and the pruning
as ever, so its move depends on the position, its seed and the cap alone. From ``MIN_SAMPLES`` on, a
candidate ``MARGIN`` standard errors behind the pick is no longer played out (core.bots.trailing):
the samples go to the moves still in contention. Chosen on 1,300 decisions valued on held-out
samples (benchmarks/HISTORY.md, "Where a hard decision's samples go"): about 30 % fewer rollouts
than stopping from 8 samples, at the same value. Candidates level within ``DRAW`` points are drawn
with the seeded randomness (core.bots.break_tie), so bots of one level do not all play the same
move where moves are worth the same. Sample i is dealt and rolled out with randomness seeded by the
decision's seed and i, and the stopping rules read the samples in index order (core.samples): the
page's bots' workers compute them side by side and the move is the same whatever their number.
Pure Python, no threads: ``think`` is a generator that yields
between rollouts and every few moves of one, so a page can slice the work.
"""

from __future__ import annotations

import math
import random
import sys
import time

from ....core.bots import best_distinct, break_tie
from ....core.moves import apply_move, play_legal
from ....core.samples import Merge, Rows, open_pool, run
from .. import actions
from .. import engine
from . import heuristics
from . import policy
from .players import knowledge

# Seconds of thinking per decision. The browser's Pyodide runs this code ~1.6x slower than CPython
# (benchmarks/ai_browser.py), so it gets 1.6x the time: the same number of samples, hence the same
# strength as the tournaments measured in CPython. Three quarters of the time the tournaments had
# (0.25 s, 0.4 s in the page) since a rollout costs three quarters of what it did then, for the same
# moves (benchmarks/README.md, "The bots' waits"): the same samples, a quarter less waiting.
DEFAULT_BUDGET = 0.3 if sys.platform == "emscripten" else 0.19
# Samples per decision at most when the bot must decide the same on any machine (the daily deal:
# ``make_bot(..., capped=True)``), instead of DEFAULT_BUDGET's clock. benchmarks/bot_cap.py: at the
# budget, 4 hard bots' decisions took 4 samples in the median, 11-14 at p90 (every kind of decision),
# most stopped by the clock; a cap of 8 took 1.7 times the budget's CPU for a whole game, a cap of 6
# 1.25 times (its median decision no slower, its p90 1.8 times): 6, a little above the budget's
# median (benchmarks/README.md, "The daily deal's bots").
DEFAULT_CAP = 6
FEEDING_SHARE = 0.5
# Points of final score below which the rest of a search cannot change the choice (core.bots.settled),
# the samples before a decision may stop early, and the points within which two candidates are a
# tie the bot draws with its seeded randomness (core.bots.break_tie). The draw is kept to near-exact
# ties: drawing within 0.5 points won 2 of 5 and 3 of 10 games against medium (benchmarks/HISTORY.md).
TIE = 0.5
MIN_SAMPLES = 4
MARGIN = 2.0  # standard errors behind the pick at which a candidate is no longer played out (core.bots.trailing)
# The medium's best moves searched. Its ranking below its favourite says little (at 24 samples the best of
# its top 4 was its 2nd, 3rd or 4th move alike often). With 8, held-out regret fell from 1.22 to 0.40 points
# for 15 % more rollouts than the old rule at 4 (benchmarks/samples.py --widths 4 8); the budget caps them.
WIDTH = 8
DRAW = 0.05
PAUSE_EVERY = 8  # rollout moves between two pause points (a page's slice never waits for a whole round)


def turn_share(view) -> float:
    """The share of ``budget`` one decision may spend. Feeding rollouts are short and the choice is
    narrower: half the budget. Other decisions: all of it (a play-cards turn of n cards given 2/(n+1)
    each, with ties drawn within 0.5 points, won 3 of 10 games against medium, where the whole
    budget won 69.5 % of 400: see benchmarks/HISTORY.md). What an obvious decision does not need, it leaves (``settled``)."""
    return FEEDING_SHARE if view.phase == "feeding" else 1.0


def effect_key(state, me: int, a) -> tuple:
    """Moves with the same effect on the game (same kind, same species, a card of the same trait
    and food value) share a key."""
    t = type(a)
    card = getattr(a, "card", None)
    c = state.cards[state.players[me].hand[card]] if card is not None and card < len(state.players[me].hand) else None
    if t in (actions.GrowPop, actions.GrowSize, actions.NewSpecies):
        return (t.__name__, getattr(a, "species", None), getattr(a, "side", None))
    if t is actions.NewAvian:  # the cards paid matter only by what is left in hand
        hand = state.players[me].hand
        return (t.__name__, a.side, tuple(sorted(state.cards[hand[i]] for i in a.cards if i < len(hand))))
    return (t.__name__, getattr(a, "species", None), getattr(a, "side", None), getattr(a, "target", None),
            getattr(a, "trait", None), getattr(a, "source", None), getattr(a, "choice", None), c)


class _Planner:
    """Rollout policy: the medium heuristic, with each play-cards turn planned once (best moves
    that do not conflict, in score order) instead of rescored after every card."""

    def __init__(self, rng: random.Random, food_per_round: float | None):
        self.rng = rng
        self.food = food_per_round
        self.plans: dict[int, list] = {}

    def choose(self, state, p: int):
        legal = engine.legal_actions(state, p)
        if len(legal) == 1:
            return legal[0]
        if state.phase == "play_cards":
            return self._play(state, p, legal)
        return policy.choose(state, p, legal, self.rng, food_per_round=self.food)

    def _play(self, state, p, legal):
        plan = self.plans.get(p)
        if plan is None:
            plan = self.plans[p] = self.cached_plan(state, p, legal)
        hand = state.players[p].hand
        while plan:
            kind, card, arg = plan.pop(0)
            if card not in hand:
                continue
            c = hand.index(card)
            if kind is actions.NewSpecies:
                a = actions.make(actions.NewSpecies, p, c, "right")
            elif kind is actions.NewAvian:
                a = actions.make(actions.NewAvian, p, tuple(sorted([c, hand.index(arg)])) if arg in hand else (c,), "right")
            else:
                a = actions.make(kind, p, c, arg)
            if a in legal:
                return a
        return actions.make(actions.EndTurn, p)

    def cached_plan(self, state, p, legal) -> list:
        """``plan``, taken from the plans made for the same position as ``p`` sees it (``plan_key``):
        the candidates of one decision often leave an opponent the same turn to plan (a food card
        or a face-down trait is not in its view)."""
        key = plan_key(state, p, self.food)
        plan = _PLANS.get(key)
        if plan is None:
            if len(_PLANS) >= PLANS_KEPT:
                _PLANS.clear()
            plan = _PLANS[key] = tuple(self.plan(state, p, legal))
        return list(plan)

    def plan(self, state, p, legal) -> list:
        """Player ``p``'s play-cards turn from here: (kind, card, argument) steps, best first."""
        values = policy.move_scores(state, p, legal, food_per_round=self.food)
        hand = state.players[p].hand
        used_cards, used = set(), set()
        plan = []
        for v, a in sorted(zip(values, legal), key=lambda x: -x[0]):
            if v <= 0:
                break
            t = type(a)
            if t is actions.DiscardTrait or t is actions.EndTurn:
                continue
            if t is actions.NewAvian:  # two cards: the plan names the first, its argument the second
                card, second = (hand[c] for c in a.cards)
                if card in used_cards or second in used_cards or (t,) in used:
                    continue
                used.add((t,))
                used_cards.update((card, second))
                plan.append((t, card, second))
                continue
            card = hand[a.card]
            if card in used_cards:
                continue
            key = (t, a.species) if t in (actions.GrowPop, actions.GrowSize, actions.PlayTrait) else (t,)
            if t is actions.PlayTrait:
                key = (t, a.species, state.cards[card].trait)
                if sum(1 for k in used if k[0] is actions.PlayTrait and k[1] == a.species) + len(
                        state.players[p].species[a.species].traits) >= state.rules.max_traits(len(state.players)):
                    continue
            if key in used:
                continue
            used.add(key)
            used_cards.add(card)
            plan.append((t, card, a.species if t is not actions.NewSpecies else "right"))
        return plan


PLANS_KEPT = 4096  # plans remembered (about 1 MB); the memory is emptied when full
_PLANS: dict[tuple, tuple] = {}


def plan_key(state, p: int, food_per_round: float | None) -> tuple:
    """Everything ``_Planner.plan`` reads of a play-cards position, as player ``p`` sees it: the rules,
    the round and turn, the supplies' sizes, every bag and row (sizes, food, fat, upkeep, the number
    of traits and the face-up ones), and ``p``'s own hand, food card and traits.
    test_plan_key_holds_what_a_plan_reads checks that equal keys give equal plans."""
    table = state.cards
    rows = []
    for q, pl in enumerate(state.players):
        if q == p:
            row = tuple((s.uid, s.size, s.pop, s.food, s.fat, s.avian, s.upkeep,
                         tuple((t.card, t.face_up) for t in s.traits)) for s in pl.species)
            rows.append((pl.bag, pl.food_card, tuple(pl.hand), row))
        else:
            row = tuple((s.uid, s.size, s.pop, s.food, s.fat, s.avian, s.upkeep, len(s.traits),
                         tuple([table[t.card].trait for t in s.traits if t.face_up])) for s in pl.species)
            rows.append((pl.bag, pl.food_card is None, row))
    o = state.options
    return (o.ruleset, o.players, o.quick_play, p, food_per_round, state.phase, state.round, state.last_round,
            state.first_player, state.turn, len(state.deck), state.watering_hole, state.cliff,
            len(state.flight_supply), tuple(rows))


VALUE_FEATURES = ("bag", "row worth", "cards", "species", "population", "body size", "traits", "fat",
                  "species x rounds left", "population x rounds left", "body size x rounds left",
                  "traits x rounds left")
# Weights of VALUE_FEATURES in a player's expected final score, by number of players. Heads-up:
# least squares on the round starts of 1,500 medium-vs-medium games, tested on 500 others
# (benchmarks/fit_value.py --players 2): mean squared error of the final score difference 727,
# against 1,124 for the heuristic's own sum. Other tables keep that sum (HEURISTIC_WEIGHTS): bag +
# the heuristic's worth of the row + the cards in hand.
VALUE_WEIGHTS = {
    2: (1.153, 0.161, 0.0, 0.793, 1.973, -0.169, -0.346, 0.341, 0.352, 0.394, 1.476, 2.185),
}
HEURISTIC_WEIGHTS = (1.0, 1.0, 1.0) + (0.0,) * 9


def value_features(state, q: int, food_per_round: float | None) -> tuple[float, ...]:
    """Player ``q``'s VALUE_FEATURES at a round's start."""
    ctx = heuristics.Context(state, q, food_per_round=food_per_round)
    p = state.players[q]
    ns = len(p.species)
    pop = sum(s.pop for s in p.species)
    size = sum(s.size for s in p.species)
    traits = sum(len(s.traits) for s in p.species)
    fat = sum(s.fat for s in p.species)
    a = ctx.after
    return (p.bag, ctx.row_worth(ctx.my_row()), len(p.hand) * ctx.card_keep(), ns, pop, size, traits, fat,
            a * ns, a * pop, a * size, a * traits)


def evaluate(state, me: int, food_per_round: float | None) -> float:
    """Our expected final score minus the best opponent's, from a position at a round's start:
    a linear function of each player's VALUE_FEATURES, or the final scores once the game is over."""
    if state.phase == "over":
        totals = [s.total for s in state.scores]
    else:
        weights = VALUE_WEIGHTS.get(len(state.players), HEURISTIC_WEIGHTS)
        totals = [sum(w * f for w, f in zip(weights, value_features(state, q, food_per_round)) if w)
                  for q in range(len(state.players))]
    best_other = max(t for q, t in enumerate(totals) if q != me)
    return totals[me] - best_other


def rollout(state, me: int, rng: random.Random, food_per_round: float | None, rounds: int = 1,
            max_moves: int = 2000, my_plan: list | None = None):
    """Play on with the rollout policy to the end of the current round (``rounds`` = 2: of the
    next one too); value the result. A generator: it yields None every ``PAUSE_EVERY`` moves (a
    late round of a big table is long) and returns the value (``yield from``).
    ``my_plan``: the plan of ``me``'s play-cards turn when that turn goes on from the start (after a
    card of the search's candidate), kept there for the candidate's other samples. It is the same in
    each: it reads only what ``me`` knows (its hand, its row, the public table), and no sample
    changes that before ``me`` moves again (the planning was 40 % of a play-cards rollout)."""
    planner = _Planner(rng, food_per_round)
    if my_plan is not None and state.phase == "play_cards" and engine.to_move(state)[:1] == [me]:
        if not my_plan:
            my_plan.append(planner.plan(state, me, engine.legal_actions(state, me)))
        planner.plans[me] = list(my_plan[0])
    stop = state.round + rounds
    for moves in range(max_moves):
        if state.phase == "over" or state.round >= stop:
            break
        if state.phase == "food_card" and planner.plans:
            planner.plans = {}  # a new round: plan afresh
        movers = engine.to_move(state)
        if not movers:
            break
        p = movers[0]
        play_legal(engine, state, planner.choose(state, p))
        if moves % PAUSE_EVERY == PAUSE_EVERY - 1:
            yield None
    return evaluate(state, me, food_per_round)


class Samples(Rows):
    """One decision's samples (core.samples.Rows): deals of what the bot has not seen, each candidate
    played out to the end of the round (``horizon``)."""

    def __init__(self, k, me: int, horizon: int, candidates: list, seed: int):
        super().__init__(candidates, seed)
        self.k, self.me, self.horizon = k, me, horizon
        self.plans: list[list] = [[] for _ in candidates]  # our turn's plan after each candidate (rollout's my_plan)

    def deal(self, rng):
        return self.k.sample(rng)

    def play(self, world, candidate) -> None:
        apply_move(engine, world, candidate)

    def play_out(self, trial, j: int, rng):
        return rollout(trial, self.me, rng, self.k.food_per_round, self.horizon, my_plan=self.plans[j])


class HardBot:
    """Determinized Monte-Carlo search over the medium player's best moves (see module doc)."""

    name = "hard"

    def __init__(self, seed: int = 0, budget: float | None = DEFAULT_BUDGET, iterations: int | None = None,
                 width: int = WIDTH, z: float = 0.0, horizon: int = 1, cap: int | None = None):
        self.seed = seed
        self.cap = cap
        self.horizon = horizon
        self.z = z
        self.rng = random.Random(seed)
        self.budget = budget
        self.iterations = iterations
        self.width = width
        self.last_stats: dict = {}

    def choose(self, obs):
        result = None
        for result in self.think(obs):
            pass
        return result

    def think(self, obs, deadline: float | None = None):
        """A generator: yields None after each sample (so a caller can pause), then the move.
        ``deadline``: a time.process_time() value to stop at (default: now + budget)."""
        legal = obs.legal
        if len(legal) == 1:
            yield legal[0]
            return
        started = time.process_time()
        cap = self.cap  # (every kind of decision alike: a feeding's samples are cheap, benchmarks/bot_cap.py)
        if deadline is None and self.budget is not None and cap is None:
            deadline = started + self.budget * turn_share(obs.view)
        k = knowledge(obs)
        me = obs.player
        horizon = self.horizon if obs.view.phase != "feeding" else 1
        base = k.sample(self.rng)
        values = policy.move_scores(base, me, legal, food_per_round=k.food_per_round)
        order = sorted(range(len(legal)), key=lambda i: -values[i])
        candidates = best_distinct(legal, values, lambda a: effect_key(base, me, a), self.width)
        if len(candidates) == 1:
            yield candidates[0]
            return
        decision = Samples(k, me, horizon, candidates, self.rng.getrandbits(48))
        merge = Merge(len(candidates), lambda rows: self._pick(rows, len(rows[0])), iterations=self.iterations,
                      deadline=deadline, tie=TIE, min_samples=MIN_SAMPLES, margin=MARGIN, cap=cap)
        pool = None if self.iterations == 1 else open_pool(
            {"candidates": [legal.index(c) for c in candidates], "seed": decision.seed})
        try:
            yield from run(decision, merge, pool)
        except Exception as exc:  # a bug in a what-if must not stop a game: play the medium's move
            self.last_stats = {"error": repr(exc)}
            yield candidates[0]
            return
        rows, kept = merge.rows, [candidates[j] for j in merge.active]
        m, samples = len(kept), len(rows)
        best = break_tie(rows, self._pick(rows, m), DRAW, self.rng)
        self.last_stats = {"samples": samples, "rollouts": decision.rollouts, "candidates": m, "best": best,
                           "stopped": merge.stopped,
                           "gap": values[order[0]] - max((values[legal.index(c)] for c in kept[1:]), default=0.0),
                           "means": [sum(r[j] for r in rows) / samples for j in range(m)],
                           "seconds": time.process_time() - started}
        yield kept[best]

    @staticmethod
    def decision(obs, candidates: list[int], seed: int, horizon: int = 1) -> Samples:
        """A decision's samples in a helper (web/bot_engine.py): the same as ``think``'s, given the
        candidates (indices in ``obs.legal``) and the decision's seed it chose."""
        return Samples(knowledge(obs), obs.player, horizon if obs.view.phase != "feeding" else 1,
                       [obs.legal[i] for i in candidates], seed)

    def _pick(self, rows: list[list[float]], m: int) -> int:
        """The medium's favourite (candidate 0) unless another candidate beats it, on the same
        samples, by more than ``self.z`` standard errors of the paired difference."""
        n = len(rows)
        best, best_mean = 0, 0.0
        for j in range(1, m):
            diffs = [r[j] - r[0] for r in rows]
            mean = sum(diffs) / n
            if n > 1:
                var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
                se = math.sqrt(var / n)
            else:
                se = 0.0
            if mean > self.z * se and mean > best_mean:
                best, best_mean = j, mean
        return best
