"""How long hostile links and save files take to be refused (or accepted), in CPython.

    python benchmarks/decode.py [--mutations 2000]

Hand-made worst cases (huge, deeply nested, escaped, zlib bombs, long runs of 0xFF move bytes),
then random byte mutations of a real save and a real link. Prints the slowest case of each kind
and whether every refusal was a SaveError (a message for the player), never another exception.
"""

from __future__ import annotations

import argparse
import base64
import random
import time
import zlib

from evolution.cli import play_game
from evolution.core.save import SaveError, decode_link, dump_json, encode_link, load_json, replay
from evolution.games.evolution.game import GAME
from evolution.games.evolution.models import Options

HEADER = b'{"v":2,"g":"evolution","o":{"players":2,"seed":1},"s":[["a",null],["b",null]]}\n'


def link_of(payload: bytes) -> str:
    return base64.urlsafe_b64encode(zlib.compress(payload, 9)).rstrip(b"=").decode()


def crafted() -> list[tuple[str, object, str]]:
    return [
        ("save: 10 MB of spaces", load_json, "{" + " " * 10_000_000 + "}"),
        ("save: 1 MB of brackets", load_json, "[" * 500_000 + "]" * 500_000),
        ("save: 256 KB of escapes", load_json, '{"version":2,"game":"' + '\\"' * 127_000 + '"}'),
        ("save: 3,000 moves", lambda t: replay(load_json(t)), '{"version":2,"game":"evolution","options":'
         '{"players":2,"seed":1},"seats":[{"name":"a"},{"name":"b"}],"moves":['
         + ",".join(['{"kind":"food_card","player":0,"card":0}'] * 3000) + "]}"),
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


def mutate(rng: random.Random, data: bytes) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        k = rng.randrange(len(out))
        choice = rng.random()
        if choice < 0.5:
            out[k] = rng.randrange(256)
        elif choice < 0.75:
            del out[k:k + rng.randint(1, 20)]
        else:
            out[k:k] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 20)))
    return bytes(out)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mutations", type=int, default=2000)
    args = parser.parse_args()
    for name, function, text in crafted():
        seconds, outcome = timed(function, text)
        print(f"{name:<34} {1000 * seconds:8.1f} ms  {outcome}")
    _, save, _ = play_game(GAME, Options(players=4, seed=11), ["greedy"] * 4, record=True)
    rng = random.Random(1)
    text, link = dump_json(save).encode(), encode_link(save)
    raw = zlib.decompress(base64.urlsafe_b64decode(link + "=" * (-len(link) % 4)))
    for name, function, make in (
            ("mutated saves", load_json, lambda: mutate(rng, text).decode("utf-8", "replace")),
            ("mutated links (text)", decode_link, lambda: mutate(rng, link.encode()).decode("ascii", "replace")),
            ("mutated links (payload)", decode_link, lambda: link_of(mutate(rng, raw)))):
        worst, faults, counts = 0.0, [], {"accepted": 0, "refused": 0}
        for _ in range(args.mutations):
            seconds, outcome = timed(function, make())
            worst = max(worst, seconds)
            if outcome.startswith("FAULT"):
                faults.append(outcome)
            else:
                counts[outcome] += 1
        print(f"{name:<34} {args.mutations} cases: slowest {1000 * worst:.1f} ms, {counts['accepted']} accepted, "
              f"{counts['refused']} refused, {len(faults)} faults {faults[:3]}")


if __name__ == "__main__":
    main()
