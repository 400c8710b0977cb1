"""A long session in one tab: whole games of 4 hard bots, one after another, no reload; does the page
stay as light and as fast as it began?

    .venv/bin/python benchmarks/long_session.py [--games 20] [--game evolution] [--level hard] [--seed 1]

Each game is started through the New game form (the table's New game button), at Instant speed
(``?botdelay=0``), and played to its end by the page's own loop and bots' worker, as a player who
watches would see it. After each game it prints:

- ``js_mb``: the page's JS heap in use after a forced garbage collection (CDP
  ``HeapProfiler.collectGarbage``, then ``Runtime.getHeapUsage``), in MB;
- ``wasm_mb``: the thinking worker's Pyodide (wasm) heap, as the worker reports it when no bot is
  left to move (``<html data-bot-heap>``, web/shell-bots.js). A wasm heap never shrinks, so this is
  its high-water mark (Pyodide's Python has no pymalloc: ``sys.getallocatedblocks()`` says 0 there);
- ``ms/move``: the game's wall time over its moves, and the p50 / p95 / max of the waits between two
  changes of the move count the page shows (several moves may land in one change at Instant speed:
  a wait is then shared by them);
- ``renewed``: how many times the page has replaced its bots' worker so far because its heap had
  grown past its limit at the end of a game (web/shell-bots.js, HEAP_GROWTH);
- ``cpu/move``: the CPU time of the browser's processes (all descendants of this one, from /proc)
  over the game's moves, in ms: on a shared machine the wall times follow the load, this much less.

Then the change from game 2 to the last game (game 1 warms caches and imports). The load average is
printed at the start and at the end: the machine may be shared, so times compare within one run.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from site_server import built_site  # noqa: E402
from tests.browser.pages import FAST, MODE, start_game, wait_engine  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM") or "/usr/bin/chromium"

# The moments the page's move count changes, kept by the page itself (no polling from here).
WATCH_MOVES = """addEventListener("DOMContentLoaded", () => {
  window.moveTimes = [];
  new MutationObserver(() => {
    const moves = +document.querySelector(".game")?.dataset.moves;
    const last = window.moveTimes.at(-1);
    if (Number.isFinite(moves) && (!last || last[1] !== moves)) window.moveTimes.push([performance.now(), moves]);
  }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["data-moves"] });
});"""


def cpu_seconds() -> float:
    """The CPU time (user + system) of every live descendant of this process (the browser's), in s."""
    parents, times = {}, {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        pid = int(stat.parent.name)
        parents[pid], times[pid] = int(fields[1]), (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    mine, total = {os.getpid()}, 0.0
    for _ in range(8):  # (the browser's processes are a few levels down: driver, browser, zygote, renderer)
        mine |= {pid for pid, parent in parents.items() if parent in mine}
    for pid in mine - {os.getpid()}:
        total += times.get(pid, 0.0)
    return total


def play_one(page, cdp, game: str, level: str, seed: int, first: bool) -> dict:
    page.evaluate("window.moveTimes = []; delete document.documentElement.dataset.botHeap")
    cpu = cpu_seconds()
    if first:
        page.click("#new-game")
    else:
        page.click(".game [data-act=new]")
    form = page.locator("#new-dialog")
    if game:
        form.locator("#game").select_option(game)
    started = time.perf_counter()
    start_game(page, [(f"Bot {i + 1}", True) for i in range(4)], seed=seed, level=level)
    page.wait_for_function(f"{MODE} === 'over'", timeout=3_600_000, polling=1000)
    wall = time.perf_counter() - started
    cpu = cpu_seconds() - cpu
    page.wait_for_function("document.documentElement.dataset.botHeap", timeout=120_000)  # (the worker's idle at the end)
    times = page.evaluate("window.moveTimes")
    waits = [(b[0] - a[0]) / (b[1] - a[1]) for a, b in zip(times, times[1:]) if b[1] > a[1]]
    moves = page.evaluate("+document.querySelector('.game').dataset.moves")
    cdp.send("HeapProfiler.collectGarbage")
    heap = cdp.send("Runtime.getHeapUsage")
    return {
        "moves": moves, "wall_s": round(wall, 1), "ms_per_move": round(1000 * wall / max(moves, 1), 1),
        "cpu_ms_per_move": round(1000 * cpu / max(moves, 1), 1),
        "wait_p50_ms": round(statistics.median(waits), 1) if waits else None,
        "wait_p95_ms": round(sorted(waits)[int(0.95 * (len(waits) - 1))], 1) if waits else None,
        "wait_max_ms": round(max(waits), 1) if waits else None,
        "js_mb": round(heap["usedSize"] / 2**20, 2),
        "wasm_mb": int(page.evaluate("document.documentElement.dataset.botHeap")),
        "workers": page.evaluate("document.documentElement.dataset.botWorkers"),
        "renewed": int(page.evaluate("document.documentElement.dataset.botRenewals ?? 0")),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--game", default="evolution", help="evolution or s-evolution")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seed", type=int, default=1, help="game k is played with seed + k")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    print(f"load average at start: {os.getloadavg()}", flush=True)
    rows = []
    with built_site() as base:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
            page = browser.new_page(viewport={"width": 1366, "height": 768})
            page.add_init_script(WATCH_MOVES)
            page.set_default_timeout(120_000)
            cdp = page.context.new_cdp_session(page)
            # What the page says of its bots (a worker started again, a failure) and a worker that ends.
            page.on("console", lambda m: m.type in ("warning", "error") and print(
                f"  [{time.strftime('%H:%M:%S')}] console {m.type}: {m.text[:200]}", flush=True))
            page.on("worker", lambda w: w.on("close", lambda w: print(
                f"  [{time.strftime('%H:%M:%S')}] a worker ended: {w.url.rsplit('/', 1)[-1]}", flush=True)))
            page.goto(f"{base}{FAST}")
            wait_engine(page)
            print("game  moves  wall_s  ms/move  cpu/move  wait p50/p95/max ms  js_mb  wasm_mb  workers  renewed", flush=True)
            for k in range(args.games):
                row = play_one(page, cdp, args.game, args.level, args.seed + k, first=k == 0)
                rows.append(row)
                print(f"{k + 1:4d}  {row['moves']:5d}  {row['wall_s']:6.1f}  {row['ms_per_move']:7.1f}  "
                      f"{row['cpu_ms_per_move']:8.1f}  "
                      f"{row['wait_p50_ms']:6.1f} {row['wait_p95_ms']:7.1f} {row['wait_max_ms']:7.1f}  "
                      f"{row['js_mb']:6.2f}  {row['wasm_mb']:7d}  {row['workers']:>7}  {row['renewed']:7d}  load {os.getloadavg()[0]:.1f}",
                      flush=True)
            browser.close()
    if len(rows) >= 3:
        second, last = rows[1], rows[-1]
        growth = {key: round(100 * (last[key] - second[key]) / second[key], 1) for key in ("js_mb", "wasm_mb", "ms_per_move", "cpu_ms_per_move")}
        print(f"game 2 -> game {len(rows)}: change in % {json.dumps(growth)}")
    print(f"load average at end: {os.getloadavg()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
