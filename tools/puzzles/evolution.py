"""How the puzzles of data/puzzles.json were proposed (docs/puzzles.md): propose Evolution feeding puzzles from seeded random positions, keep those the search
proves solvable, not trivial, and not too easy; print them as JSON."""

import json
import random
import sys
from evolution.core.registry import get_game
from evolution.core.puzzles import Goal, solve
from evolution.games.evolution import actions as A

from tools.puzzles.common import hard_enough, opening, puzzle

g = get_game("evolution")
FEED = ["Cooperation", "Foraging", "Long Neck", "Fat Tissue", "Intelligence", "Scavenger"]
CARN = ["Carnivore"]
DEF = ["Horns", "Climbing", "Burrowing", "Hard Shell", "Warning Call", "Symbiosis", "Defensive Herding"]


def harness(m):
    if isinstance(m, A.Attack):
        return {"player": 0, "do": "attack", "species": m.species, "target": list(m.target)}
    if isinstance(m, A.Intelligence):
        return {"player": 0, "do": "intelligence", "species": m.species, "cards": [m.card]}
    if isinstance(m, A.Pass):
        return {"player": 0, "do": "pass"}
    if isinstance(m, A.StoreFat):
        return {"player": 0, "do": "fat", "species": m.species}
    if isinstance(m, A.Feed):
        return {"player": 0, "do": "feed", "species": m.species}
    raise ValueError(m)


def value(state, kind):
    mine = state.players[0].species
    if kind == "food_at_least":
        return sum(s.food for s in mine)
    if kind == "fat_at_least":
        return sum(s.fat for s in mine)


def best(state, kind, budget):
    budget[0] += 1
    if budget[0] > 50000:
        raise RuntimeError
    if state.phase == "halted":
        return value(state, kind)
    if g.to_move(state) != [0]:
        raise RuntimeError("others")
    out = -1
    for m in g.legal_actions(state, 0):
        if isinstance(m, A.Negate):
            continue
        s2 = g.clone(state)
        g.apply(s2, m)
        out = max(out, best(s2, kind, budget))
    return out


def species(rng, traits_pool, max_traits, fed=False):
    size = rng.randint(1, 4)
    pop = rng.randint(1, 4)
    traits = rng.sample(traits_pool, rng.randint(0, max_traits)) if traits_pool else []
    food = pop if fed else rng.randint(0, max(0, pop - 2))
    return {"size": size, "pop": pop, "food": food, "traits": traits}


def propose(rng):
    n = rng.choice([2, 3, 3])
    mt = 2 if n == 2 else 3
    theme = rng.choice(THEMES)
    mine = []
    for k in range(rng.randint(2, 3)):
        pool = list(FEED)
        if theme == "meat" and k == 0:
            sp = species(rng, ["Pack Hunting", "Scavenger", "Ambush", "Climbing", "Cooperation"], mt - 1)
            sp["traits"] = ["Carnivore", *sp["traits"]][:mt]
            sp["size"] = rng.randint(2, 5)
        else:
            if theme == "fat" and k == 0:
                pool = ["Fat Tissue"] + [t for t in pool if t != "Fat Tissue"]
            sp = species(rng, pool, mt)
            if theme == "fat" and k == 0 and "Fat Tissue" not in sp["traits"]:
                sp["traits"] = ["Fat Tissue", *sp["traits"]][:mt]
            if theme == "int" and k == 0 and "Intelligence" not in sp["traits"]:
                sp["traits"] = ["Intelligence", *sp["traits"]][:mt]
        mine.append(sp)
    hand = rng.sample(["Horns", "Climbing", "Foraging", "Burrowing"], rng.randint(0, 2)) if theme == "int" else []
    others = []
    for p in range(1, n):
        row = []
        for _ in range(rng.randint(1, 2)):
            sp = species(rng, DEF, 1, fed=True)
            row.append(sp)
        others.append({"species": row})
    return {"players": [{"hand": hand, "species": mine}, *others], "watering_hole": rng.randint(1, 8)}, theme


def traits_of(pos):
    return {t for sp in pos["players"][0]["species"] for t in sp["traits"]}


def hint_for(theme, line, pos, st):
    ts = traits_of(pos)
    kinds = {type(m).__name__ for m in line}
    if "Intelligence" in kinds:
        return "intelligence", ["R-INT", "R-TAKE"]
    if theme == "fat":
        return "fat", ["R-FAT-OPT", "R-TAKE"]
    if "Attack" in kinds:
        if "Scavenger" in ts:
            return "scavenger", ["R-ATK-ORDER", "R-ATK"]
        if "Horns" in str([sp["traits"] for pl in pos["players"][1:] for sp in pl["species"]]):
            return "horns", ["R-ATK-ORDER", "R-ATK"]
        return "carnivore", ["R-ATK", "R-MUST"]
    if "Cooperation" in ts:
        return "cooperation", ["R-TAKE", "R-MUST"]
    if "Foraging" in ts:
        return "foraging", ["R-TAKE", "R-MUST"]
    return "order", ["R-TAKE", "R-MUST"]


def main(seed, want):
    rng = random.Random(seed)
    found, tried = [], 0
    themes = {}
    while len(found) < want and tried < 20000:
        tried += 1
        pos, theme = propose(rng)
        st = opening(g, pos, "feeding")
        if st is None:
            continue
        if any(isinstance(m, A.Negate) for m in g.legal_actions(st, 0)):
            continue
        kind = {
            "plants": rng.choice(["feed_all", "food_at_least", "keep_all"]),
            "meat": rng.choice(["feed_all", "food_at_least"]),
            "fat": "fat_at_least",
            "int": rng.choice(["feed_all", "food_at_least"]),
        }[theme]
        n = None
        try:
            if kind in ("food_at_least", "fat_at_least"):
                n = best(st, kind, [0])
                if n <= 0:
                    continue
            if kind == "keep_all":
                n = len(pos["players"][0]["species"])
            goal = Goal(kind=kind, n=n)
            res = solve(g, st, goal, budget=60000)
        except RuntimeError:
            continue
        odds = hard_enough(res)
        if odds is None:
            continue
        line = res["line"]
        if len([m for m in line if not isinstance(m, A.Pass)]) < 3:
            continue
        pass
        themes[theme] = themes.get(theme, 0) + 1
        hint, rulings = hint_for(theme, line, pos, st)
        found.append(puzzle(goal, hint, rulings, pos, [harness(m) for m in line], odds, theme))
        print(len(found), theme, kind, n, found[-1]["_first"], len(line), file=sys.stderr)
    json.dump(found, sys.stdout, indent=1)


THEMES = sys.argv[3].split(",")
main(int(sys.argv[1]), int(sys.argv[2]))
