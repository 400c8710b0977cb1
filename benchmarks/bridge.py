"""What each move costs at the page's bridge to Python, in real Chromium, over whole games.

    .venv/bin/python benchmarks/bridge.py [--games 2] [--seed 5] [--game evolution] [--against REF]

A 1-human + 3-bot game (the weakest bots, no pause between moves: ``?botdelay=0``) is played to its
end through the page's buttons (the browser tests' click helpers). Every ``window.evolution.call`` the
page makes is timed (performance.now() around it, so JSON encoding and decoding on both sides are in
it) from the first table to the end screen. Reported per game: the moves, the bridge calls per move
and the milliseconds per move, in all and per function. The bots think in their worker (its replies
reach the page as ``bot_move``); a bot move thought on the page's thread (``bot_step``, before the
worker is ready) is thinking, not bridging, and is reported apart and left out of the per-move figure, as are the end screen's calls (``progress``).
`--against REF`: the same games on that commit's site too, interleaved game by game (its bridge
calls counted the same way), so the two are compared under one load. The load average is printed with
the figures: they are comparable only within one run.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
from site_server import serve  # noqa: E402
from load import build_ref  # noqa: E402
from tests.browser.pages import new_game, open_site, play_to_end, state  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM") or "/usr/bin/chromium"

# Wraps the page's bridge (web/boot.js freezes the object, window.evolution itself may be replaced).
COUNT_CALLS = """() => {
  const inner = window.evolution;
  const calls = window.bridgeCalls = [];
  window.evolution = Object.freeze({ ...inner, call(name, payload) {
    const t0 = performance.now();
    try { return inner.call(name, payload); } finally { calls.push([name, performance.now() - t0]); }
  } });
}"""

THINKING = {"bot_step"}
AFTER_GAME = {"progress", "daily_info", "review_start", "review_step"}  # the end screen's, not a move's


def one_game(page, game: str, seed: int) -> dict:
    new_game(page, [("Ana", False), ("Darwin", True), ("Lamarck", True), ("Wallace", True)], seed=seed, game=game)
    page.wait_for_function("document.querySelector('.game')")
    start = state(page)["moves"]
    page.evaluate("window.bridgeCalls.length = 0")
    play_to_end(page)
    calls = page.evaluate("window.bridgeCalls")
    moves = state(page)["moves"] - start
    per_name: dict[str, list[float]] = {}
    for name, ms in calls:
        per_name.setdefault(name, []).append(ms)
    bridged = [ms for name, ms in calls if name not in THINKING | AFTER_GAME]
    return {
        "game": game, "seed": seed, "moves": moves,
        "calls_per_move": round(len(bridged) / moves, 2),
        "ms_per_move": round(sum(bridged) / moves, 2),
        "per_function": {name: {"calls": len(v), "ms_total": round(sum(v), 1), "ms_mean": round(sum(v) / len(v), 2)}
                         for name, v in sorted(per_name.items())},
        "thinking_on_page_ms": round(sum(ms for name, ms in calls if name in THINKING), 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--game", default="evolution")
    parser.add_argument("--against", metavar="GIT_REF", help="the same games on that commit's site, interleaved")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        sites = {"site": Path(tmp) / "dist"}
        build.build(sites["site"])
        if args.against:
            sites[args.against] = Path(tmp) / "before" / "dist"
            build_ref(args.against, sites[args.against])
        servers = {label: serve(path) for label, path in sites.items()}
        results: dict[str, list] = {label: [] for label in sites}
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
            for k in range(args.games):
                for label, (_, url) in servers.items():
                    page = browser.new_page(viewport={"width": 1280, "height": 800})
                    open_site(page, f"{url}?botdelay=0")
                    page.evaluate(COUNT_CALLS)
                    results[label].append({**one_game(page, args.game, args.seed + k),
                                           "load_average": [round(x, 2) for x in os.getloadavg()]})
                    page.close()
            browser.close()
        for server, _ in servers.values():
            server.shutdown()
    summary = {label: {"moves": sum(g["moves"] for g in games),
                       "calls_per_move": round(sum(g["calls_per_move"] * g["moves"] for g in games)
                                               / sum(g["moves"] for g in games), 2),
                       "ms_per_move": round(sum(g["ms_per_move"] * g["moves"] for g in games)
                                            / sum(g["moves"] for g in games), 2)} for label, games in results.items()}
    print(json.dumps({"summary": summary, "games": results}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
