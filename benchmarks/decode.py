"""Hostile links and save files, through the page's own entry points, in CPython.

    python benchmarks/decode.py [--mutations 2000] [--jobs 2]

1. Hand-made worst cases (huge, deeply nested, escaped, zlib bombs, long runs of 0xFF move
   bytes): how long each takes to be refused.
2. A fuzz run: ``--mutations`` cases of each kind below, made from real games of every game and
   ruleset of the site (random bots, finished and half-played), opened the way the page opens
   them (``Session.from_json`` / ``Session.from_link``), then drawn for every seat and written
   back. Kinds: random byte edits of a save file, of a link's text, of a link's inflated payload;
   edits of the JSON structure of a save and of a link's header (values swapped for hostile
   ones, lone surrogates among them, keys dropped, lists cut or grown), and of a link's move bytes
   only. Since format 3 links and saves carry a checksum: those kinds keep the original one (as a
   corruption would), and the same edits "resealed" (the checksum made again for the edited
   content, in format 3) or a save's "format 2" (which has none) reach the decoders behind it.

Every case ends in exactly one outcome:
- ``accepted``: opened, every seat's table drawn (and written as JSON, as the bridge does), and written back it opens to the same game;
- ``refused``: a SaveError whose message is a known player message (its template is in the
  French catalogue, so it never quotes the input or Python), at most 200 characters in English
  and in French;
- faults: ``slow`` (opening took over 100 ms of CPU time), ``crash`` (any other exception), ``wrong`` (opened, but the
  game does not survive being drawn and written back: seats that do not fit, a replay that
  differs; or an edit that kept the old checksum opened as another game than the original),
  ``unreadable`` (a refusal that is not a player message, or too long).
The run prints counts by outcome per kind and the first few faults; any fault makes it exit 1.
"""

from __future__ import annotations

import argparse
import base64
import copy
import json
import multiprocessing
import random
import sys
import time
import zlib
from collections import Counter

from pydantic_core import to_json

from evolution.core.bots import RandomBot, play_out
from evolution.core.registry import all_games
from evolution.core.messages import is_known, translate
from evolution.core.save import Save, SaveError, checksum, decode_link, dump_json, encode_link, load_json, replay
from evolution.core.session import Session

SLOW = 0.100
MAX_MESSAGE = 200
HEADER = b'{"v":2,"g":"evolution","o":{"players":2,"seed":1},"s":[["a",null],["b",null]]}\n'


def link_of(payload: bytes, trailer: bytes = b"") -> str:
    """A link of ``payload`` (``trailer``: the bytes after the zlib stream, a checksum since format 3)."""
    return base64.urlsafe_b64encode(zlib.compress(payload, 9) + trailer).rstrip(b"=").decode()


def sealed(payload: bytes) -> str:
    return link_of(payload, checksum(payload).to_bytes(4, "big"))


def payload_of(link: str) -> bytes:
    return zlib.decompressobj().decompress(base64.urlsafe_b64decode(link + "=" * (-len(link) % 4)))


def trailer_of(link: str) -> bytes:
    return base64.urlsafe_b64decode(link + "=" * (-len(link) % 4))[-4:]


def format_2(record: dict) -> dict:
    return {**{k: v for k, v in record.items() if k != "check"}, "version": 2}


def resealed_save(record) -> str:
    """A save file of the (edited) record with its checksum made again: the crc32 of the rest of the
    record, keys sorted, compact, in UTF-8 (a lone surrogate as it stands: save._canonical)."""
    if not isinstance(record, dict):
        return json.dumps(record)
    record = {k: v for k, v in record.items() if k != "check"}
    content = json.dumps(record, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return json.dumps({**record, "check": f"{checksum(content.encode('utf-8', 'surrogatepass')):08x}"})


def crafted() -> list[tuple[str, object, str]]:
    return [
        ("save: 10 MB of spaces", load_json, "{" + " " * 10_000_000 + "}"),
        ("save: 1 MB of brackets", load_json, "[" * 500_000 + "]" * 500_000),
        ("save: 20,000-deep nesting", load_json, '{"version":2,"game":' + "[" * 20_000 + "]" * 20_000 + "}"),
        ("save: 256 KB of escapes", load_json, '{"version":2,"game":"' + '\\"' * 127_000 + '"}'),
        ("save: 3,000 moves", lambda t: replay(load_json(t)), '{"version":2,"game":"evolution","options":'
         '{"players":2,"seed":1},"seats":[{"name":"a"},{"name":"b"}],"moves":['
         + ",".join(['{"kind":"food_card","player":0,"card":0}'] * 3000) + "]}"),
        ("save: version of 10 MB digits", load_json, '{"version":' + "9" * 10_000_000 + "}"),
        ("link: 10 MB", decode_link, "A" * 10_000_000),
        ("link: zlib bomb (100 MB)", decode_link, link_of(b"\n" * 100_000_000)),
        ("link: 13 KB of 0xFF moves", decode_link, link_of(HEADER + b"\xff" * 13_000)),
        ("link: 50,000 zero moves", decode_link, link_of(HEADER + b"\x00" * 50_000)),
        ("link: header nested 5,000 deep", decode_link, link_of(b"[" * 5000 + b"\n")),
    ]


def timed(function, text) -> tuple[float, str]:
    started = time.perf_counter()
    try:
        function(text)
        outcome = "accepted"
    except SaveError:
        outcome = "refused"
    except Exception as exc:  # noqa: BLE001  (the point: anything but SaveError is a fault)
        outcome = f"FAULT {type(exc).__name__}: {exc}"[:120]
    return time.perf_counter() - started, outcome


# --- Real games to mutate -------------------------------------------------------------

def sample_saves() -> list[Save]:
    """A finished and a half-played game of every game and every choice of its options."""
    saves = []
    for game in all_games():
        described = game.describe("en")
        variants = [{}]
        for option in described["options"]:
            if option["type"] == "choice":
                variants = [{**v, option["key"]: c["value"]} for v in variants for c in option["choices"]]
        for k, variant in enumerate(variants):
            players = described["players"][1] - k % 2
            options = game.options({**variant, "players": players, "seed": 100 + k})
            state = game.new_game(options)
            moves = []
            play_out(game, state, {p: RandomBot(k * 10 + p) for p in range(players)},
                     on_move=lambda obs, action, seconds: moves.append(action))
            seats = [{"name": f"P{p + 1}", "bot": None if p == 0 else "random"} for p in range(players)]
            saves.append(Save(game=game.id, options=options, seats=seats, moves=moves))
            saves.append(Save(game=game.id, options=options, seats=seats, moves=moves[:len(moves) // 2]))
    return saves


# --- Mutations --------------------------------------------------------------------------

def edit_bytes(rng: random.Random, data: bytes) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        k = rng.randrange(len(out) or 1)
        choice = rng.random()
        if choice < 0.5 and out:
            out[k] = rng.randrange(256)
        elif choice < 0.75:
            del out[k:k + rng.randint(1, 20)]
        else:
            out[k:k] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 20)))
    return bytes(out)


HOSTILE = [None, True, False, 0, -1, 1, 2, 3, 5, 9, 2**31, -2**63, 10**30, 1.5, float("nan"), "", "x",
           "<img src=x onerror=alert(1)>", "\u202e\u0000", "\ud800", "a\udfffb", "é" * 41, "a" * 5000, [], {}, [[[[]]]], [None] * 50,
           {"kind": "pass"}, "evolution", "s-evolution", "nsg2", "bsw", "flight", "random", "hard"]


def _paths(node, path=()):
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, path + (key,))
    elif isinstance(node, list):
        for k, value in enumerate(node):
            yield from _paths(value, path + (k,))


def edit_structure(rng: random.Random, data):
    """The JSON tree with 1-3 edits: a value replaced by a hostile one or by another part of the
    tree, a key or list item dropped, a list cut short or an item repeated, a key renamed."""
    data = copy.deepcopy(data)
    for _ in range(rng.randint(1, 3)):
        paths = list(_paths(data))
        path = rng.choice(paths)
        if not path:
            continue
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        key, choice = path[-1], rng.random()
        if choice < 0.45:
            parent[key] = rng.choice(HOSTILE)
        elif choice < 0.6:
            other = data
            for step in rng.choice(paths):
                other = other[step]
            parent[key] = copy.deepcopy(other)
        elif choice < 0.75:
            del parent[key]
        elif not isinstance(parent, list):
            parent[f"{key}_"] = parent.pop(key)
        elif choice < 0.9:
            del parent[key:]
        else:
            parent.insert(key, copy.deepcopy(parent[key]))
    return data


def cases(kind: str, rng: random.Random, save: Save):
    """One mutated input of ``kind`` from ``save``: (entry point, text)."""
    text, link = dump_json(save), encode_link(save)
    payload, trailer = payload_of(link), trailer_of(link)
    header, _, moves = payload.partition(b"\n")
    resealed = kind.endswith("resealed")
    relink = sealed if resealed else (lambda data: link_of(data, trailer))
    if kind == "save bytes":
        return "save", edit_bytes(rng, text.encode()).decode("utf-8", "replace")
    if kind == "save structure format 2":
        return "save", json.dumps(edit_structure(rng, format_2(json.loads(text))))
    if kind.startswith("save structure"):
        edited = edit_structure(rng, json.loads(text))
        return "save", resealed_save(edited) if resealed else json.dumps(edited)
    if kind == "link text":
        return "link", edit_bytes(rng, link.encode()).decode("ascii", "replace")
    if kind.startswith("link payload"):
        return "link", relink(edit_bytes(rng, payload))
    if kind.startswith("link header"):
        return "link", relink(json.dumps(edit_structure(rng, json.loads(header))).encode() + b"\n" + moves)
    return "link", relink(header + b"\n" + edit_bytes(rng, moves))


KINDS = ("save bytes", "save structure", "save structure resealed", "save structure format 2", "link text", "link payload",
         "link payload resealed", "link header", "link header resealed", "link moves", "link moves resealed")


# --- Outcomes ---------------------------------------------------------------------------

def readable(message: object) -> bool:
    """A catalogued player message, at most MAX_MESSAGE characters in English and in French."""
    return is_known(message) and all(len(translate(message, lang)) <= MAX_MESSAGE for lang in ("en", "fr"))


def check_opened(session: Session) -> str | None:
    """Why an opened game is wrong, or None: it must draw for every seat and round-trip."""
    players = session.save.options.players
    if len(session.save.seats) != players:
        return f"{len(session.save.seats)} seats for {players} players"
    for viewer in [None, *range(players)]:
        to_json(session.table(viewer, "fr"))
    again = Session.from_json(session.to_json())
    if again.save != session.save or Session.from_link(session.link()).save.moves != session.save.moves:
        return "written back, it opens to another game"
    return None


def outcome_of(entry: str, text: str, game: str | None = None) -> tuple[str, str, float]:
    """(outcome, detail, seconds the opening took): CPU seconds, which a busy shared machine
    does not inflate; the checks after opening are not timed."""
    started = time.process_time()
    try:
        session = Session.from_json(text) if entry == "save" else Session.from_link(text)
    except SaveError as exc:
        seconds = time.process_time() - started
        outcome, detail = ("refused", "") if readable(exc.args[0]) else ("unreadable", str(exc)[:120])
    except Exception as exc:  # noqa: BLE001  (the point: anything but SaveError is a fault)
        seconds = time.process_time() - started
        outcome, detail = "crash", f"{type(exc).__name__}: {exc}"[:120]
    else:
        seconds = time.process_time() - started
        try:
            wrong = check_opened(session)
        except Exception as exc:  # noqa: BLE001
            wrong = f"{type(exc).__name__}: {exc}"[:120]
        if game is not None and session.save.game != game:
            wrong = f"opened as {session.save.game}, not {game}"
        outcome, detail = ("wrong", wrong) if wrong else ("accepted", "")
    if seconds > SLOW and outcome in ("accepted", "refused"):
        return "slow", f"{1000 * seconds:.0f} ms ({outcome})", seconds
    return outcome, detail, seconds


def fuzz(job: tuple[str, int, int]) -> tuple[str, Counter, list[str], float]:
    kind, seed, count = job
    rng = random.Random(f"{kind}/{seed}")
    saves = sample_saves()
    counts, faults, slowest = Counter(), [], 0.0
    for _ in range(count):
        save = rng.choice(saves)
        entry, text = cases(kind, rng, save)
        # an edit that keeps the checksum must never open as another game (a resealed one may)
        unsealed = kind.endswith(("resealed", "format 2"))
        outcome, detail, seconds = outcome_of(entry, text, None if unsealed else save.game)
        slowest = max(slowest, seconds)
        counts[outcome] += 1
        if outcome not in ("accepted", "refused") and len(faults) < 5:
            faults.append(f"{outcome}: {detail} <- {text[:160]!r}")
    return kind, counts, faults, slowest


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mutations", type=int, default=2000, help="cases of each kind")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    print("hand-made worst cases")
    for name, function, text in crafted():
        seconds, outcome = timed(function, text)
        print(f"  {name:<34} {1000 * seconds:8.1f} ms  {outcome}")
    chunks = 20
    jobs = [(kind, seed, args.mutations // chunks + (seed < args.mutations % chunks))
            for kind in KINDS for seed in range(chunks)]
    started = time.perf_counter()
    totals: dict[str, Counter] = {kind: Counter() for kind in KINDS}
    slowest: dict[str, float] = dict.fromkeys(KINDS, 0.0)
    faults: list[str] = []
    with multiprocessing.Pool(args.jobs) as pool:
        for kind, counts, found, worst in pool.imap_unordered(fuzz, jobs):
            totals[kind] += counts
            slowest[kind] = max(slowest[kind], worst)
            faults += found
    games = ", ".join(f"{s.game}/{getattr(s.options, 'ruleset', '-')}" for s in sample_saves()[::2])
    print(f"fuzz: {args.mutations} cases of each kind from {games}; {time.perf_counter() - started:.0f} s")
    outcomes = ("accepted", "refused", "slow", "crash", "wrong", "unreadable")
    print(f"  {'kind':<24}" + "".join(f"{o:>11}" for o in outcomes) + f"{'slowest':>11}")
    for kind in KINDS:
        print(f"  {kind:<24}" + "".join(f"{totals[kind][o]:>11}" for o in outcomes)
              + f"{1000 * slowest[kind]:>9.1f}ms")
    total = sum(totals.values(), Counter())
    print(f"  {'all':<24}" + "".join(f"{total[o]:>11}" for o in outcomes))
    for fault in faults[:20]:
        print("  FAULT", fault)
    sys.exit(1 if faults else 0)


if __name__ == "__main__":
    main()
