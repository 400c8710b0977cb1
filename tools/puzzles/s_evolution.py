"""How the puzzles of data/puzzles.json were proposed (docs/puzzles.md): propose S-Evolution action-phase puzzles from seeded random positions; keep those the
search proves solvable, not trivial, and not too easy; print them as JSON."""

import json
import random
import sys
from evolution.core.registry import get_game
from evolution.core.puzzles import Goal, solve
from evolution.games.s_evolution.cards import table

from tools.puzzles.common import hard_enough, opening, puzzle

g = get_game("s-evolution")
CARDS = [c.id for c in table().values() if c.deck == "G" and c.gives and not c.calamity]


def harness(m):
    d = {"player": 0, "do": m.kind}
    k = m.kind
    if k == "joker":
        d.update(card=m.card, res=list(m.res))
    elif k == "lose":
        d.update(res=list(m.res))
    elif k == "remove":
        d.update(building=m.building)
    elif k == "commerce":
        d.update({"from": m.give, "to": m.get})
    elif k == "worker":
        d.update(building=m.building, level=m.level)
    return d


def value(state, kind):
    me = state.players[0]
    return {
        "score_at_least": me.score,
        "age_at_least": me.age,
        "pop_at_least": me.pop,
        "workers_at_least": sum(me.buildings.values()),
    }[kind]


def best(state, kind, budget):
    budget[0] += 1
    if budget[0] > 8000:
        raise RuntimeError
    if not (state.phase == "action" and state.turn == 0):
        return value(state, kind)
    if g.to_move(state) != [0]:
        raise RuntimeError("others")
    out = -99
    for m in g.legal_actions(state, 0):
        s2 = g.clone(state)
        g.apply(s2, m)
        out = max(out, best(s2, kind, budget))
    return out


def propose(rng, theme):
    age = rng.randint(1, 5)
    pop = rng.randint(2, 5)
    b = {}
    slots = pop
    for name, top in (("farm", 2), ("factory", 2), ("lab", 2), ("commerce", 3)):
        if slots and rng.random() < (0.35 if theme != "plain" else 0.15):
            b[name] = rng.randint(1, top)
            slots -= 1
    if theme == "commerce" and "commerce" not in b:
        b["commerce"] = rng.randint(1, 3)
    last = theme in ("commerce", "joker")
    me = {
        "age": age,
        "pop": pop,
        "food": rng.randint(0, 5),
        "tools": rng.randint(0, 3 if last else 2),
        "science": rng.randint(0, 5) if last else rng.randint(1, 3),
        "score": rng.randint(0, 12),
        "buildings": b,
        "taken": rng.sample(CARDS, rng.randint(1, 3 if last else 2)),
    }
    if theme == "joker":
        me["taken"] = [c for c in me["taken"] if not c.endswith("8")][:2] + [rng.choice(["G-F8", "G-T8", "G-S8"])]
    return {
        "game": "s-evolution",
        "round": 6 if last else rng.randint(2, 5),
        "phase": "action",
        "turn": 0,
        "first": 1,
        "step": "collect",
        "players": [me, {}],
    }


HINTS = {
    "commerce": ["S-COMMERCE", "S-NEEDS"],
    "needs": ["S-NEEDS", "S-UP"],
    "up": ["S-UP", "S-NEEDS"],
    "joker": ["S-COLLECT", "S-NEEDS"],
    "science": ["S-MGMT"],
    "worker": ["S-WORKER", "S-MGMT"],
    "order": ["S-MGMT", "S-WORKER"],
}


def hint_for(theme, kind, line):
    kinds = [m.kind for m in line]
    if "commerce" in kinds:
        return "commerce"
    if "joker" in kinds:
        return "joker"
    if kind == "workers_at_least":
        return "worker"
    if kind == "age_at_least":
        return "up" if "up" in kinds else "science"
    if kind == "pop_at_least":
        return "science"
    if kind == "score_at_least":
        return "needs"
    return "order"


def main(seed, want, themes):
    rng = random.Random(seed)
    found, tried = [], 0
    while len(found) < want and tried < 20000:
        tried += 1
        theme = rng.choice(themes)
        pos = propose(rng, theme)
        st = opening(g, pos, "action")
        if st is None:
            continue
        kind = rng.choice(
            ["score_at_least", "age_at_least"]
            if theme in ("commerce", "joker")
            else ["age_at_least", "pop_at_least", "workers_at_least", "score_at_least"]
        )
        try:
            n = best(st, kind, [0])
            if n <= 0:
                continue
            goal = Goal(kind=kind, n=n)
            res = solve(g, st, goal, budget=20000)
        except RuntimeError:
            continue
        if res["solvable"] and n <= value(st, kind):
            continue
        odds = hard_enough(res)
        if odds is None:
            continue
        line = res["line"]
        if len(line) < 3:
            continue
        hint = hint_for(theme, kind, line)
        found.append(puzzle(goal, hint, HINTS[hint], pos, [harness(m) for m in line], odds, theme))
        print(len(found), theme, kind, n, found[-1]["_first"], len(line), hint, file=sys.stderr)
        print(json.dumps(found[-1]), flush=True)


main(int(sys.argv[1]), int(sys.argv[2]), sys.argv[3].split(","))
