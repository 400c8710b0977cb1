"""The CS4500 (Northeastern, spring 2016) peer suite: data access, translators and two small rule models.

The data stays in ``../shared/peer-tests/cs4500`` (its README describes the formats and lists, under
"Differences", where the course's rules differ from ours); nothing of it is copied here.

Two independent models of a feeding position live in this file, each a few lines per rule:

- ``Course`` follows the README's reconstruction of the course rules and of its "silly" player.
  ``tests/evolution/test_peer_cs4500.py`` first check it against the course's own expected outputs, so it is
  known to read the data the way the course did.
- ``Ours`` is the same model with our rulings (docs/rules.md) where the README lists a difference:
  the size check and Symbiosis (R-ATK), meat from the bank (R-ATK-ORDER), one card per trait on
  extinction (R-EXT-DRAW), one Cooperation take per take (R-TAKE), fat only when fed (R-FAT-OPT),
  no declining a mandatory attack (R-MUST), leaf traits before the reveal (R-LEAF, R-NEG).
  It is written from docs/rules.md, not from the engine. Every time one of these rulings gives a
  result the course's rule would not give, the model notes it in ``ruled`` (ruling id + difference
  number of the README). That is how a test knows that a pair is decided by a difference.

A test then plays the pair with the engine (through the scenario harness, never by building engine
objects) and compares: with the course's expected output where ``Ours`` agrees with it, with
``Ours`` (naming the rulings) where it does not.
"""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass, field
from pathlib import Path


from evolution.games.evolution import actions as evolution_actions
from evolution.games.evolution import engine
from evolution.games.evolution.game import GAME
from evolution.games.evolution.ai.silly import SillyBot
from evolution.games.evolution.bots import Observation
from evolution.games.evolution.scenario import ScenarioIn, build, output
from evolution.games.evolution.scenario import run as harness_run
from tests.conftest import SHARED, shared_path

ROOT = ("peer-tests", "cs4500")

TRAIT = {  # course name -> ours
    "carnivore": "Carnivore", "ambush": "Ambush", "burrowing": "Burrowing", "climbing": "Climbing",
    "cooperation": "Cooperation", "fat-tissue": "Fat Tissue", "fertile": "Fertile", "foraging": "Foraging",
    "hard-shell": "Hard Shell", "herding": "Defensive Herding", "horns": "Horns", "long-neck": "Long Neck",
    "pack-hunting": "Pack Hunting", "scavenger": "Scavenger", "symbiosis": "Symbiosis",
    "warning-call": "Warning Call",
}
COURSE_NAME = {ours: course for course, ours in TRAIT.items()}


# --- the data ---------------------------------------------------------------------------------

def entries(family: str) -> list[dict]:
    """The family's manifest (empty when ../shared is absent: the guard test then skips or fails)."""
    path = SHARED.joinpath(*ROOT, family, "manifest.json")
    return json.loads(path.read_text()) if path.exists() else []


def stem(entry: dict) -> str:
    """The pair's id in test names: its path under the family, e.g. ``matthias/01``."""
    return entry["file"].split("/", 1)[1]


def load(entry: dict):
    """(input, expected output); the expected output is None for an expected empty output."""
    given = json.loads(shared_path(*ROOT, entry["file"] + "-in.json").read_text())
    if entry["expected"] == "no-output":
        return given, None
    return given, json.loads(shared_path(*ROOT, entry["file"] + "-out.json").read_text())


def reference_output(entry: dict, expected):
    """The course's answer: the expected output, or, for a team's own test that the README's
    reconstruction answers differently, the reconstruction's answer when the manifest records it.
    Returns (answer, None) or (None, reason) when there is no reference answer."""
    check = entry.get("reference_strategy_check") or entry.get("reference_rules_check") or entry.get(
        "reference_rule_check", "agrees")
    if not check.startswith("DISAGREES"):
        return expected, None
    found = re.search(r"gives (.*?)(?::[^:]*)?\)$", check)  # "... gives [0, 2])", "... gives false: hard-shell)"
    if found:
        return json.loads(found.group(1)), None
    return None, f"a team's own test that the course's reference rejects ({check}); no reference answer recorded"


# --- positions: the course's JSON and a table both models work on ------------------------------

@dataclass(eq=False)  # species are told apart by identity, as on the table
class Sp:
    body: int
    pop: int
    food: int = 0
    fat: int = 0
    traits: list[str] = field(default_factory=list)  # course names


@dataclass(eq=False)
class Pl:
    species: list[Sp]
    bag: int = 0
    hand: list[tuple[int | None, str]] = field(default_factory=list)  # (food value, course trait)
    ident: int = 0


@dataclass
class Table:
    players: list[Pl]
    wh: int
    deck: list[tuple[int | None, str]] = field(default_factory=list)  # front is drawn first
    discard: list[tuple[int | None, str]] = field(default_factory=list)

    def canon(self):
        """What a comparison looks at: rows, bags, hands (trait multisets) and the watering hole."""
        return ([[[(s.body, s.pop, s.food, s.fat, tuple(sorted(s.traits))) for s in p.species], p.bag,
                  sorted(t for _, t in p.hand)] for p in self.players], self.wh)


def species_from(course: list) -> Sp:
    d = dict(course)
    return Sp(body=d["body"], pop=d["population"], food=d["food"], fat=d.get("fat-food", 0),
              traits=list(d["traits"]))


def player_from(course: list) -> Pl:
    d = dict(course)
    return Pl(species=[species_from(s) for s in d["species"]], bag=d["bag"],
              hand=[(v, t) for v, t in d.get("cards", [])], ident=d["id"])


def configuration(course: list) -> Table:
    """A course Configuration ``[LOP+, watering hole, deck]``."""
    lop, wh, deck = course
    return Table([player_from(p) for p in lop], wh, [(v, t) for v, t in deck])


def body_shift(table: Table) -> int:
    """Our body sizes start at 1, the course's at 0 (README difference 2). A position with a body 0
    is played with every body one larger: every size comparison of R-ATK (sizes, Pack Hunting,
    Hard Shell, Symbiosis) and the silly player's order stay the same."""
    return 1 if any(s.body == 0 for p in table.players for s in p.species) else 0


def shifted(table: Table, by: int) -> Table:
    out = copy.deepcopy(table)
    for p in out.players:
        for s in p.species:
            s.body += by
    return out


def scenario(table: Table, turn: int = 0, actions: list[dict] | None = None) -> dict:
    """The harness position of a table (bodies as given: shift first)."""
    return {
        "players": [{"hand": [TRAIT[t] for _, t in p.hand], "bag": p.bag,
                     "species": [{"size": s.body, "pop": s.pop, "food": s.food, "fat": s.fat,
                                  "traits": [TRAIT[t] for t in s.traits]} for s in p.species]}
                    for p in table.players],
        "first_player": 0, "turn": turn, "watering_hole": table.wh,
        "deck": [TRAIT[t] for _, t in table.deck], "actions": actions or [],
    }


def table_of_output(out: dict, shift: int) -> Table:
    """The harness's output as a table (body sizes back on the course's scale)."""
    return Table([Pl([Sp(s["size"] - shift, s["pop"], s["food"], s["fat"], [COURSE_NAME[t] for t in s["traits"]])
                      for s in p["species"]], p["bag"], [(None, COURSE_NAME[t]) for t in p["hand"]])
                  for p in out["players"]], out["watering_hole"])


# --- the two rule models ----------------------------------------------------------------------

def largest(row: list[Sp], i: int) -> tuple:
    """The silly player's order, "largest first": population, food, body; ties to the lower index."""
    s = row[i]
    return (s.pop, s.food, s.body, -i)


def carnivore(s: Sp) -> bool:
    return "carnivore" in s.traits


def hungry(s: Sp) -> bool:
    return s.food < s.pop


class Course:
    """The course's rules and silly player, as the README reconstructs them. Moves are tuples:
    ``("feed", i)``, ``("fat", i, n)``, ``("attack", i, (owner, j))``, ``("decline",)``, ``("pass",)``."""

    def __init__(self):
        self.ruled: set[str] = set()  # rulings of ours that decided something (empty for the course)
        self.unsure: set[int] = set()  # players who drew from a reshuffled deck: which cards is not known

    def note(self, ruling: str) -> None:
        self.ruled.add(ruling)

    # -- attacks (xattack) --
    @staticmethod
    def attack_size(a: Sp) -> int:
        return a.body + (a.pop if "pack-hunting" in a.traits else 0)

    def blocked(self, a: Sp, row: list[Sp], j: int) -> str | None:
        """Why carnivore ``a`` may not attack ``row[j]`` (None: it may)."""
        d = row[j]
        if not carnivore(a):
            return "not a carnivore"
        if d is a:
            return "itself"
        if "ambush" not in a.traits and any(0 <= k < len(row) and "warning-call" in row[k].traits for k in (j - 1, j + 1)):
            return "Warning Call"
        if "burrowing" in d.traits and d.food >= d.pop:
            return "Burrowing"
        if "climbing" in d.traits and "climbing" not in a.traits:
            return "Climbing"
        if "herding" in d.traits and a.pop <= d.pop:
            return "Herding"
        if "hard-shell" in d.traits and self.attack_size(a) <= d.body + 4:
            return "Hard Shell"
        return None

    # -- the silly player (xfeed) --
    def fat_room(self, s: Sp) -> int:
        return s.body - s.fat if "fat-tissue" in s.traits else 0

    def turn_order(self, t: Table, p: int) -> list[int]:
        n = len(t.players)
        return [(p + k) % n for k in range(n)]

    def targets(self, t: Table, p: int, i: int, own: bool) -> list[tuple[int, int]]:
        a = t.players[p].species[i]
        owners = [p] if own else self.turn_order(t, p)[1:]
        return [(q, j) for q in owners for j in range(len(t.players[q].species))
                if self.blocked(a, t.players[q].species, j) is None]

    def silly(self, t: Table, p: int):
        row = t.players[p].species
        order = sorted(range(len(row)), key=lambda i: largest(row, i), reverse=True)
        fat = [i for i in order if self.fat_room(row[i]) > 0]
        if fat:
            i = max(fat, key=lambda i: (self.fat_room(row[i]), largest(row, i)))
            return ("fat", i, min(self.fat_room(row[i]), t.wh))
        veg = [i for i in order if hungry(row[i]) and not carnivore(row[i])]
        if veg:
            return ("feed", veg[0])
        return self.hunt(t, p, [i for i in order if hungry(row[i]) and carnivore(row[i])])

    def hunt(self, t: Table, p: int, carnivores: list[int]):
        """Step 3: the largest hungry carnivore that has prey of another player takes the largest such
        prey (ties: the earlier player, then the lower index)."""
        later = {q: k for k, q in enumerate(self.turn_order(t, p))}
        for i in carnivores:
            prey = self.targets(t, p, i, own=False)
            if prey:
                return ("attack", i, max(prey, key=lambda qj: (
                    largest(t.players[qj[0]].species, qj[1])[:3], -later[qj[0]], -qj[1])))
        return self.no_prey(t, p, carnivores)

    def no_prey(self, t: Table, p: int, carnivores: list[int]):
        """Step 4: a hungry carnivore without prey of another player declines (``false``)."""
        return ("decline",) if carnivores else None

    # -- one feeding step (xstep) --
    def options(self, t: Table, p: int) -> list:
        row = t.players[p].species
        out = [("feed", i) for i, s in enumerate(row) if hungry(s) and not carnivore(s)]
        out += [("fat", i, self.fat_room(s)) for i, s in enumerate(row) if self.fat_room(s) > 0]
        out += [("attack", i, target) for i, s in enumerate(row) if hungry(s) and carnivore(s)
                for target in self.targets(t, p, i, own=False) + self.targets(t, p, i, own=True)]
        return out

    def choose(self, t: Table, p: int):
        """The dealer's step: nothing on an empty watering hole; the only option if it is not an attack
        on one's own species; the silly player's choice otherwise."""
        if t.wh == 0:
            return None
        options = self.options(t, p)
        if len(options) == 1 and not (options[0][0] == "attack" and options[0][2][0] == p):
            move = options[0]
            return ("fat", move[1], min(move[2], t.wh)) if move[0] == "fat" else move
        return self.silly(t, p) if options else None

    def play(self, t: Table, p: int, move) -> None:
        if move is None or move[0] in ("decline", "pass"):
            return
        if move[0] == "feed":
            self.feed(t, p, move[1])
        elif move[0] == "fat":
            s = t.players[p].species[move[1]]
            n = min(move[2], t.wh)
            s.fat += n
            t.wh -= n
        else:
            self.attack(t, p, move[1], *move[2])

    def feed(self, t: Table, p: int, i: int) -> None:
        """One token from the watering hole, a second with Foraging; then each token taken feeds the
        right neighbour once (Cooperation), recursively, with its own Foraging and Cooperation."""
        row = t.players[p].species
        s = row[i]
        taken = 0
        for _ in range(2 if "foraging" in s.traits else 1):
            if hungry(s) and t.wh > 0:
                s.food += 1
                t.wh -= 1
                taken += 1
        if "cooperation" in s.traits and i + 1 < len(row):
            for _ in range(taken):
                self.feed(t, p, i + 1)

    def extinct(self, t: Table, q: int, s: Sp) -> None:
        t.players[q].species.remove(s)
        self.draw(t, q, 2)

    def draw(self, t: Table, q: int, n: int) -> None:
        drawn, t.deck = t.deck[:n], t.deck[n:]
        t.players[q].hand[:0] = drawn

    def lose(self, t: Table, q: int, s: Sp) -> bool:
        """Population -1, food capped at the new population; returns whether the species survives."""
        s.pop -= 1
        s.food = min(s.food, s.pop)
        if s.pop <= 0:
            self.extinct(t, q, s)
            return False
        return True

    def attack(self, t: Table, p: int, i: int, q: int, j: int) -> None:
        a, d = t.players[p].species[i], t.players[q].species[j]
        self.lose(t, q, d)
        if "horns" in d.traits and not self.lose(t, p, a):
            return
        self.feed(t, p, t.players[p].species.index(a))
        for r in self.turn_order(t, p):
            row = t.players[r].species
            for k in range(len(row)):
                if "scavenger" in row[k].traits:
                    self.feed(t, r, k)


# Rulings, as ``Ours`` notes them: the ruling id and the README's difference number.
SIZE = "R-ATK size (difference 3): the attack size must exceed the prey's body size"
SYMBIOSIS = "R-ATK Symbiosis (difference 9): protected while its right neighbour is larger"
NO_PLANTS = "R-TAKE: a carnivore never takes plants, so never stores fat from the watering hole (difference 7)"
FAT_WHEN_FED = "R-FAT-OPT (difference 7): only a fed species stores fat, one take at a time"
MUST = "R-MUST (difference 8): a hungry species that can eat must eat; no declining, no fat while one can"
MEAT = "R-ATK-ORDER 3 (difference 4): the carnivore eats meat from the bank, as much as the prey's body size"
EMPTY_HOLE = "R-ATK-ORDER 3 (difference 4): a carnivore hunts even when the watering hole is empty"
SCAVENGE = "R-ATK-ORDER 4 (difference 5): Scavenger takes 1 meat from the bank"
TO_BAG = "R-ATK-ORDER 1: food above the new population goes to the bag"
DRAW = "R-EXT-DRAW (difference 10): one card per trait of the extinct species"
COOPERATION = "R-TAKE: Cooperation reacts once to a take, whatever its size (the course: once per token)"


class Ours(Course):
    """The same model under our rulings (docs/rules.md) and the silly player as ``ai/silly.py``
    documents its adaptation to them. Each ruling that differs from the course is noted when used."""

    def blocked(self, a: Sp, row: list[Sp], j: int) -> str | None:
        why = super().blocked(a, row, j)
        if why:
            return why
        d = row[j]
        if self.attack_size(a) <= d.body:
            self.note(SIZE)
            return "Size"
        if "symbiosis" in d.traits and j + 1 < len(row) and row[j + 1].body > d.body:
            self.note(SYMBIOSIS)
            return "Symbiosis"
        return None

    def room(self, s: Sp) -> int:
        return s.pop - s.food + self.fat_room(s)

    def legal(self, t: Table, p: int) -> list:
        """The feeding moves of R-MUST and R-FAT-OPT (attack targets in table order)."""
        must, may = [], []
        for i, s in enumerate(t.players[p].species):
            if self.room(s) <= 0:
                continue
            moves = must if hungry(s) else may
            if carnivore(s):
                moves += [("attack", i, (q, j)) for q in range(len(t.players))
                          for j in range(len(t.players[q].species)) if self.blocked(s, t.players[q].species, j) is None]
            elif t.wh > 0:
                moves.append(("feed", i) if hungry(s) else ("fat", i))
        return must or (may + [("pass",)] if may else [])

    def silly(self, t: Table, p: int):
        """ai/silly.py: 1. feed or fatten the Fat Tissue species with the most fat room; 2. the largest
        hungry non-carnivore; 3. the course's hunt; 4. R-MUST: the first attack on one's own species;
        5. pass. Only legal moves: no move at all is an automatic pass (None)."""
        move = self._silly(t, p)
        if move is not None and move[0] == "attack" and move[2][0] == p:
            self.note(MUST)
        return move

    def _silly(self, t: Table, p: int):
        legal = self.legal(t, p)
        if len(legal) <= 1:
            return legal[0] if legal else None
        row = t.players[p].species
        fat = [m for m in legal if m[0] in ("feed", "fat") and "fat-tissue" in row[m[1]].traits]
        if fat:
            return max(fat, key=lambda m: (row[m[1]].body - row[m[1]].fat, largest(row, m[1])))
        feeds = [m for m in legal if m[0] == "feed"]
        if feeds:
            return max(feeds, key=lambda m: largest(row, m[1]))
        order = sorted(range(len(row)), key=lambda i: largest(row, i), reverse=True)
        found = self.hunt(t, p, [i for i in order if hungry(row[i]) and carnivore(row[i])])
        if found is not None:
            return found
        attacks = [m for m in legal if m[0] == "attack"]
        if attacks and ("pass",) not in legal:
            return attacks[0]
        return ("pass",)

    def no_prey(self, t, p, carnivores):
        return None

    def choose(self, t: Table, p: int):
        """Our turn: the silly player's choice among our legal moves (None: an automatic pass)."""
        if t.wh == 0 and any(m[0] == "attack" for m in self.legal(t, p)):
            self.note(EMPTY_HOLE)
        course = Course().choose(copy.deepcopy(t), p)
        if course is not None and course[0] == "fat" and carnivore(t.players[p].species[course[1]]):
            self.note(NO_PLANTS)
        return self.silly(t, p)

    def refusal(self, t: Table, p: int, move) -> str | None:
        """The ruling that makes the course's ``move`` illegal for us, None if it is legal."""
        if move is None or move[0] in ("decline", "pass"):
            return None
        s = t.players[p].species[move[1]]
        if move[0] == "fat":
            if carnivore(s):
                return NO_PLANTS
            if hungry(s):
                return FAT_WHEN_FED
        if move[0] == "attack":
            q, j = move[2]
            why = self.blocked(s, t.players[q].species, j)
            if why:
                return {"Size": SIZE, "Symbiosis": SYMBIOSIS}.get(why, why)
        if move[0] == "fat" and ("fat", move[1]) not in self.legal(t, p):
            return MUST  # storing fat waits while a hungry species can eat
        return None

    # -- what a move does --
    def play(self, t: Table, p: int, move) -> None:
        if move is None or move[0] == "pass":
            return
        if move[0] in ("feed", "fat"):
            s = t.players[p].species[move[1]]
            if "fat-tissue" in s.traits:
                self.note(FAT_WHEN_FED)
            self.take(t, p, s, "plant", "hole", 1)
        else:
            self.attack(t, p, move[1], *move[2])

    def take(self, t: Table, p: int, s: Sp, kind: str, source: str, n: int) -> int:
        """R-TAKE: capped by room (hunger, then fat room) and supply; Foraging adds a plant;
        Cooperation makes the right neighbour take 1 of the same kind from the same source."""
        if kind == "plant" and carnivore(s):
            return 0
        if kind == "plant" and "foraging" in s.traits:
            n += 1
        amount = min(n, self.room(s), t.wh if source == "hole" else n)
        if amount <= 0:
            return 0
        if source == "hole":
            t.wh -= amount
        to_food = min(amount, s.pop - s.food)
        s.food += to_food
        s.fat += amount - to_food
        row = t.players[p].species
        i = row.index(s)
        if "cooperation" in s.traits and i + 1 < len(row):
            if amount > 1:
                self.note(COOPERATION)
            self.take(t, p, row[i + 1], kind, source, 1)
        return amount

    def extinct(self, t: Table, q: int, s: Sp) -> None:
        """§5: food and fat to the bag, traits to the discard pile; R-EXT-DRAW: one card per trait."""
        t.players[q].species.remove(s)
        t.players[q].bag += s.food + s.fat
        t.discard += [(None, trait) for trait in s.traits]
        if len(s.traits) != 2:
            self.note(DRAW)
        self.draw(t, q, len(s.traits))

    def draw(self, t: Table, q: int, n: int) -> None:
        """R-END2: an empty deck is rebuilt from the discard pile. The model knows which cards are
        drawn only when all of the new deck is; otherwise it adds the player to ``unsure``."""
        for k in range(n):
            if not t.deck:
                if len(t.discard) > n - k:
                    self.unsure.add(q)
                t.deck, t.discard = t.discard, []
            if not t.deck:
                return
            t.players[q].hand.append(t.deck.pop(0))

    def lose(self, t: Table, q: int, s: Sp) -> bool:
        s.pop -= 1
        surplus = max(0, s.food - s.pop)
        if surplus:
            self.note(TO_BAG)
        s.food -= surplus
        t.players[q].bag += surplus
        if s.pop <= 0:
            self.extinct(t, q, s)
            return False
        return True

    def attack(self, t: Table, p: int, i: int, q: int, j: int) -> None:
        """R-ATK-ORDER: the prey loses 1; Horns strike back; meat equal to the prey's body size from
        the bank; every Scavenger, in turn order from the attacker's owner, takes 1 meat."""
        a, d = t.players[p].species[i], t.players[q].species[j]
        meat = d.body
        self.note(MEAT)
        self.lose(t, q, d)
        if "horns" not in d.traits or self.lose(t, p, a):
            self.take(t, p, a, "meat", "bank", meat)
        for r in self.turn_order(t, p):
            for s in list(t.players[r].species):
                if "scavenger" in s.traits and s in t.players[r].species:
                    self.note(SCAVENGE)
                    self.take(t, r, s, "meat", "bank", 1)


# --- the engine, through the scenario harness ---------------------------------------------------

def refusal_position(table: Table, p: int) -> dict:
    """The position with a hungry plain species added at the right end of player ``p``'s row and a
    plant in the watering hole, so that ``p`` has a move and keeps the turn (a player without any
    move passes automatically, R-PASS) and the engine says why it refuses the move asked for. The new
    species changes no attack on another player's species and no index of ``p``'s row."""
    out = copy.deepcopy(table)
    out.players[p].species.append(Sp(body=1, pop=1))
    out.wh = max(out.wh, 1)
    return scenario(out, turn=p)


def harness_action(p: int, move) -> dict:
    """A model move as a harness action of player ``p``."""
    out = {"player": p, "do": move[0]}
    if move[0] in ("feed", "fat", "attack"):
        out["species"] = move[1]
    if move[0] == "attack":
        out["target"] = list(move[2])
    return out


def run(position: dict) -> dict:
    return harness_run(json.dumps(position))


def silly_choice(position: dict, p: int = 0):
    """What the engine's silly player (ai/silly.py) does at this feeding position, as a model move;
    None when the turn is not ``p``'s (they passed automatically: no feeding move at all)."""
    state = build(ScenarioIn.model_validate(position))
    if state.turn != p:
        return None
    action = SillyBot().choose(Observation(state, p))
    if action.kind == "attack":
        return ("attack", action.species, tuple(action.target))
    if action.kind in ("feed", "fat"):
        return (action.kind, action.species)
    return (action.kind,)


# --- phases 2 and 3 (xsilly, xstep4) -------------------------------------------------------------

def at_food_cards(position: dict, hands: dict[int, list[tuple[int, str]]]):
    """The engine's state for a harness position, moved back to phase 2 (food cards).

    The harness builds feeding positions only. These two families start a phase earlier, so this is
    the one place where a test sets attributes of the engine's state: the phase, the turn, the players'
    flags, and the card ids of the hands given in ``hands`` (player -> (food value, course trait)
    per card), so that the cards' food values rank as the course's do. ``ValueError`` if our deck has
    too few distinct food values for that."""
    state = build(ScenarioIn.model_validate(position))
    state.phase, state.turn = "food_card", None
    for player in state.players:
        player.food_card, player.done = None, False
    for p, hand in hands.items():
        state.players[p].hand = card_ids(state.cards, hand)
    return state


def card_ids(table, hand: list[tuple[int, str]]) -> list[int]:
    """Our card ids for a course hand: same traits, and within a trait food values in the same order."""
    out = []
    used: set[int] = set()
    for value, trait in hand:
        ours = sorted({c.food for c in table if c.trait == TRAIT[trait]})
        theirs = sorted({v for v, t in hand if t == trait})
        if len(theirs) > len(ours):
            raise ValueError(f"the hand has {len(theirs)} {trait} cards of different food values; "
                             f"our deck's {TRAIT[trait]} cards have only {len(ours)} different values")
        food = ours[theirs.index(value)]
        ids = [i for i, c in enumerate(table) if c.trait == TRAIT[trait] and c.food == food]
        pick = next((i for i in ids if i not in used), ids[0])
        used.add(pick)
        out.append(pick)
    return out


def play_silly_cards(state, chooser: int) -> list:
    """Phases 2 and 3 with every player the silly bot; the chooser's moves, in order."""
    moves = []
    while state.phase in ("food_card", "play_cards"):
        p = engine.to_move(state)[0]
        action = SillyBot().choose(Observation(state, p))
        if p == chooser:
            moves.append(action)
        GAME.apply(state, action)
    return moves


def action4(moves: list, boards: int, cards: int) -> list:
    """Our phase-2 and phase-3 moves as the course's Action4 ``[food, GP, GB, BT, RT]``, with card
    indexes into the hand of ``cards`` cards as it was before any card left it. A new species must be
    placed at the right end; a trait is either part of a new species' BT or, right after a trait
    discard, an RT."""
    food, gp, gb, bt, rt = None, [], [], [], []
    hand = list(range(cards))  # original indexes of the cards still in hand
    new: dict[int, list] = {}  # board -> its BT entry
    discarded = None
    for a in moves:
        if a.kind == "food_card":
            food = hand.pop(a.card)
        elif a.kind == "new_species":
            assert a.side == "right", "the course adds new boards at the right end"
            new[boards] = [hand.pop(a.card)]
            bt.append(new[boards])
            boards += 1
        elif a.kind == "trait" and discarded is not None and discarded[0] == a.species:
            rt.append([a.species, discarded[1], hand.pop(a.card)])
            discarded = None
        elif a.kind == "trait" and a.species in new and len(new[a.species]) < 4:
            new[a.species].append(hand.pop(a.card))
        elif a.kind in ("pop", "size"):
            (gp if a.kind == "pop" else gb).append(["population" if a.kind == "pop" else "body", a.species,
                                                   hand.pop(a.card)])
        elif a.kind == "discard_trait":
            discarded = (a.species, a.trait)
        elif a.kind != "end_turn":
            raise AssertionError(f"{a} has no Action4 equivalent")
    return [food, gp, gb, bt, rt]


# --- step 4 of a turn (xstep4) -------------------------------------------------------------------

class CourseStep4(Course):
    """Step 4 as the README reconstructs it: each player's Action4 (BT, RT, GP, GB, then the food
    card, the watering hole never below 0), the automatic steps (Fertile, Long Neck, Fat Tissue, each
    over all players), then the feeding cycle."""

    TRACK = 7  # the course's body and population tracks end at 7

    def step4(self, t: Table, actions: list) -> None:
        for p, a4 in enumerate(actions):
            self.cards(t, p, a4)
        self.automatic(t)
        self.feeding(t)

    def cards(self, t: Table, p: int, a4: list) -> None:
        food, gp, gb, bt, rt = a4
        player = t.players[p]
        hand = player.hand
        for _pay, *traits in bt:
            player.species.append(Sp(body=0, pop=1, traits=[hand[c][1] for c in traits]))
        for b, i, c in rt:
            s = player.species[b]
            if s.traits[i] == "fat-tissue":
                s.fat = 0
            s.traits[i] = hand[c][1]
        for _, b, c in gp:
            player.species[b].pop = min(self.TRACK, player.species[b].pop + 1)
        for _, b, c in gb:
            player.species[b].body = min(self.TRACK, player.species[b].body + 1)
        used = {food} | {c for entry in bt for c in entry} | {c for *_, c in rt} | {c for *_, c in gp + gb}
        player.hand = [card for k, card in enumerate(hand) if k not in used]
        t.wh = max(0, t.wh + hand[food][0])

    def automatic(self, t: Table) -> None:
        for player in t.players:
            for s in player.species:
                if "fertile" in s.traits:
                    s.pop = min(self.TRACK, s.pop + 1)
        for p, player in enumerate(t.players):
            for i in range(len(player.species)):
                if "long-neck" in player.species[i].traits:
                    self.feed(t, p, i)
        for player in t.players:
            for s in player.species:
                if "fat-tissue" in s.traits:
                    moved = min(s.fat, s.pop - s.food)
                    s.fat -= moved
                    s.food += moved

    def feeding(self, t: Table) -> None:
        queue = list(range(len(t.players)))
        while t.wh > 0 and queue:
            p = queue.pop(0)
            move = self.choose(t, p)
            if move is not None and move[0] != "decline":
                self.play(t, p, move)
                queue.append(p)


NEW_SIZE = "§3 (difference 2): a new species has body size 1 (the course: 0)"
TOP = "§3 (difference 2): body size and population stop at 6 (the course: 7)"
TRAIT_LIMIT = "R-2P: with two players a species has at most 2 traits"
DISCARD_FAT = "R-DISCARD-TRAIT (difference 7): the fat on a discarded Fat Tissue goes to the bag"
LEAF = "R-LEAF (difference 6): leaf traits act before the reveal; Long Neck eats from the bank; Fertile needs plants left over"
NEG = "R-NEG: the food cards are added up first; the watering hole never goes below 0 (the course: after each card)"
OUR_VALUES = range(-3, 10)  # the food values our deck has (docs/cards.md)


class OursStep4(Ours):
    """Step 4 under our rulings, and the silly bot for every player (its leaf order: row order, then
    trait names). ``step4`` returns the refusal of a card move as (player, ruling), else None."""

    def step4(self, t: Table, actions: list, values: list[int], course_values: list[int]) -> tuple[int, str] | None:
        """``values``: the food values of our food cards; ``course_values``: the course's."""
        course = t.wh
        for v in course_values:
            course = max(0, course + v)
        for p, a4 in enumerate(actions):
            why = self.cards(t, p, a4)
            if why:
                return p, why
        self.leaf(t)
        t.wh = max(0, t.wh + sum(values))
        if t.wh != course:
            self.note(NEG)
        self.feeding(t)
        return None

    def cards(self, t: Table, p: int, a4: list) -> str | None:
        food, gp, gb, bt, rt = a4
        player = t.players[p]
        hand = player.hand
        limit = 2 if len(t.players) == 2 else 3
        for _pay, *traits in bt:
            s = Sp(body=1, pop=1)
            self.note(NEW_SIZE)
            player.species.append(s)
            for c in traits:
                why = self.add_trait(s, hand[c][1], limit)
                if why:
                    return why
        for b, i, c in rt:
            s = player.species[b]
            if s.traits.pop(i) == "fat-tissue" and s.fat:
                self.note(DISCARD_FAT)
                player.bag += s.fat
                s.fat = 0
            why = self.add_trait(s, hand[c][1], limit, at=i)
            if why:
                return why
        for what, b, c in gp + gb:
            s = player.species[b]
            if (s.pop if what == "population" else s.body) >= 6:
                return TOP
            if what == "population":
                s.pop += 1
            else:
                s.body += 1
        used = {food} | {c for entry in bt for c in entry} | {c for *_, c in rt} | {c for *_, c in gp + gb}
        player.hand = [card for k, card in enumerate(hand) if k not in used]
        return None

    @staticmethod
    def add_trait(s: Sp, trait: str, limit: int, at: int | None = None) -> str | None:
        """A trait card played on a species (the model keeps the course's order of traits)."""
        if len(s.traits) >= limit:
            return TRAIT_LIMIT
        if trait in s.traits:
            return f"no species has a trait twice ({trait})"
        s.traits.insert(len(s.traits) if at is None else at, trait)
        return None

    def leaf(self, t: Table) -> None:
        for p, player in enumerate(t.players):
            for s in list(player.species):
                for trait in sorted(TRAIT[x] for x in s.traits):
                    if trait == "Fat Tissue":
                        moved = min(s.fat, s.pop - s.food)
                        s.fat -= moved
                        s.food += moved
                    elif trait == "Fertile":
                        self.note(LEAF)
                        if t.wh > 0 and s.pop < 6:
                            s.pop += 1
                    elif trait == "Long Neck":
                        self.note(LEAF)
                        self.take(t, p, s, "plant", "bank", 1)

    def feeding(self, t: Table) -> None:
        """Turns go round from the first player; a player without a feeding move passes automatically,
        the silly player passes when it wants; feeding ends when everyone has passed."""
        done = [False] * len(t.players)
        p = 0
        while not all(done):
            if not done[p]:
                move = self.silly(t, p)
                if move is None or move == ("pass",):
                    done[p] = True
                else:
                    if t.wh == 0 and move[0] == "attack":
                        self.note(EMPTY_HOLE)
                    self.play(t, p, move)
            p = (p + 1) % len(t.players)


def our_food_values(values: list[int], wh: int) -> list[int] | None:
    """Food values our deck has for the course's food cards: the same values where we have them;
    otherwise values with the same sum, or None if the watering hole after the reveal would differ."""
    ours = [min(max(v, OUR_VALUES[0]), OUR_VALUES[-1]) for v in values]
    missing = sum(values) - sum(ours)
    for k, v in enumerate(ours):
        step = max(OUR_VALUES[0] - v, min(OUR_VALUES[-1] - v, missing))
        ours[k] += step
        missing -= step
    return ours if max(0, wh + sum(ours)) == max(0, wh + sum(values)) else None


def play_step4(position: dict, actions: list, table: Table, food_ids: dict[int, int]):
    """Phases 2 to 4 with the engine: the Action4s as our card moves, then leaf traits, the reveal
    and feeding with the silly bot for everyone. Returns (harness output, None) or, if the engine
    refuses a card move, (None, (player, move, reason))."""
    state = at_food_cards(position, {})
    for p, card in food_ids.items():
        state.players[p].hand[actions[p][0]] = card
    plans = {p: our_card_moves(p, a4, table.players[p]) for p, a4 in enumerate(actions)}
    for p in engine.to_move(state):
        GAME.apply(state, evolution_actions.FoodCard(player=p, card=actions[p][0]))
    while state.phase == "play_cards":
        p = state.turn
        for move in plans.pop(p, []):
            try:
                GAME.apply(state, move)
            except engine.IllegalAction as exc:
                return None, (p, move, str(exc))
        if state.phase == "play_cards" and state.turn == p:  # else it ended by itself: nothing left to play
            GAME.apply(state, evolution_actions.EndTurn(player=p))
    while state.phase not in ("halted", "over"):
        p = engine.to_move(state)[0]
        GAME.apply(state, SillyBot().choose(Observation(state, p)))
    return output(state), None


def our_card_moves(p: int, a4: list, player: Pl) -> list:
    """A course Action4 (BT, RT, GP, GB, in that order) as our phase-3 moves, with hand indexes as
    they are when each card leaves the hand (the food card left first) and trait indexes as in our
    rows (a replaced trait is discarded, the new one is added at the end)."""
    food, gp, gb, bt, rt = a4
    hand = [k for k in range(len(player.hand)) if k != food]
    course_rows = [list(s.traits) for s in player.species]
    our_rows = [list(s.traits) for s in player.species]
    out = []

    def card(k: int) -> int:
        i = hand.index(k)
        hand.pop(i)
        return i

    for pay, *traits in bt:
        out.append(evolution_actions.NewSpecies(player=p, card=card(pay), side="right"))
        course_rows.append([])
        our_rows.append([])
        for c in traits:
            out.append(evolution_actions.PlayTrait(player=p, card=card(c), species=len(our_rows) - 1))
            course_rows[-1].append(player.hand[c][1])
            our_rows[-1].append(player.hand[c][1])
    for b, i, c in rt:
        old = course_rows[b][i]
        out.append(evolution_actions.DiscardTrait(player=p, species=b, trait=our_rows[b].index(old)))
        out.append(evolution_actions.PlayTrait(player=p, card=card(c), species=b))
        course_rows[b][i] = player.hand[c][1]
        our_rows[b].remove(old)
        our_rows[b].append(player.hand[c][1])
    for what, b, c in gp + gb:
        out.append((evolution_actions.GrowPop if what == "population" else evolution_actions.GrowSize)(player=p, card=card(c), species=b))
    return out


# --- what the tests share -------------------------------------------------------------------------

# The words of the engine's refusal that each ruling leads to.
REFUSAL_WORDS = {
    SIZE: "Size:", SYMBIOSIS: "Symbiosis:", NO_PLANTS: "Carnivores never eat plants", FAT_WHEN_FED: "still hungry",
    MUST: "(R-MUST)", TOP: "is already 6", TRAIT_LIMIT: "at most 2 traits",
}


@dataclass
class Case:
    """One pair and how it maps: ``category`` is ``reference`` (our rulings give the course's answer:
    the engine must give it too), ``refusal`` (the course's move breaks one of our rulings: the engine
    must refuse it, and what it does instead must be what ``Ours`` says), ``ruled`` (our rulings give
    another answer: the engine must give ``Ours``'s), or ``unmappable`` (``reason`` says why)."""

    entry: dict
    category: str
    reason: str = ""
    data: dict = field(default_factory=dict)

    @property
    def id(self) -> str:
        return stem(self.entry)



def counts(cases: list[Case]) -> dict[str, int]:
    out = {"pairs": len(cases), "reference": 0, "refusal": 0, "ruled": 0, "unmappable": 0}
    for case in cases:
        out[case.category] += 1
    return out


def documented_counts(family: str) -> dict[str, int]:
    """The family's row of the table in tests/evolution/peer_cs4500.md."""
    text = Path(__file__).with_name("peer_cs4500.md").read_text()
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells and cells[0] == family:
            numbers = [int(re.match(r"\d+", c).group()) for c in cells[1:6]]
            return dict(zip(["pairs", "reference", "refusal", "ruled", "unmappable"], numbers))
    raise AssertionError(f"no row for {family} in tests/evolution/peer_cs4500.md")


def padded(table: Table) -> Table:
    """Our games seat at least two players; a course position with one player gets an empty second
    one (no species, no cards: nothing it could change)."""
    while len(table.players) < 2:
        table.players.append(Pl([]))
    return table
