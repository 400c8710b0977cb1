"""The page as a player feels it, in headless Chromium, against bare Pyodide and an older
commit in the same run.

    .venv/bin/python benchmarks/play.py [--runs 3] [--against b384f69] [--phone] [--games evolution s-evolution]
    .venv/bin/python benchmarks/play.py --only first-table --runs 5 --phone --warm
    .venv/bin/python benchmarks/play.py --only waits --games evolution --throttle-cpu 4

1. **First table, cold** (`first-table`): a fresh profile opens the site; a script in the page
   clicks New game the moment it is enabled, Start the moment the form's Start button shows, and
   notes when a card of the hand can be clicked (a legal card in the hand, then the next frame):
   ms since navigation; for the site also when each stage of its boot was reached (medians). Beside
   it, `bench/bare.html` (the site's own Pyodide, `loadPyodide()` and `1+1`) and, with
   `--against REF`, the site of that commit, interleaved in each run; `--plain`, this site's plain
   start (`?snapshot=0`: no memory snapshot, tools/build/snapshot.py). `--phone`
   does the same again with an emulated mid-range phone: CPU throttled 4x, 20 Mbit/s, 40 ms RTT.
   `--warm`: the second visit, interleaved the same way: each run's profile first makes a cold visit
   (the site: New game, Start, then it waits until the service worker has cached every file,
   `data-offline="ready"`), then the browser is opened again on that profile and the site's Continue is
   clicked the moment it shows, until a legal card of the hand shows (bare Pyodide: its second
   `loadPyodide()`, from the HTTP cache).
2. **The human's waits** (`waits`): a whole game of each of `--games`, you + 3 hard bots, bots
   with no pause (`?botdelay=0`); the benchmark plays your seat with the first legal option (the
   browser tests' clicks). A wait runs from your last click before the table leaves "your move" to
   the moment it is your move again (or the game is over): p50, p95, max and the sum. The page's
   long tasks (PerformanceObserver "longtask", over 50 ms) while the bots play: count, p95, max.
   With `--throttle-cpu 4` also under a 4x CPU throttle (the hard bot's budget is the page's clock,
   so it thinks about as long, with fewer samples). `--think S`: you take S seconds before each
   move (the bots' worker ponders meanwhile; 0: you click at once, nothing to ponder). Also: how
   many bots' moves each wait held, the waits once the bots' worker was ready (`<html data-bots>`),
   and the longest waits.
3. **Memory** (`memory`): what the bots' worker (a second Pyodide) costs. An Evolution game, you + 3
   hard bots, `?botdelay=0`, 6 of your moves played, then the proportional set size (PSS, from
   `/proc/<pid>/smaps_rollup`) of the whole Chromium process tree: with the worker, and with its
   script blocked (the bots think on the page's thread), interleaved, `--runs` each.

Prints the load average before and after each part: on a shared machine compare only ratios
within one run.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import build  # noqa: E402
from site_server import serve  # noqa: E402
from load import BARE_HTML, CHROMIUM, CHROMIUM_ARGS, build_ref  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

TIMEOUT_MS = 300_000
PHONE = {"cpu": 4, "mbps": 20, "rtt": 40}
MODE = "document.querySelector('.game')?.dataset.mode"


def _first_card_js(start: str) -> str:
    """In the page before any of its scripts: on every change, run ``start`` (JS that sets ``ft.start``
    once it has started a game), then note when a legal card of the hand shows (then one frame later:
    drawn). A MutationObserver reacts at once."""
    return """
window.firstTable = {};
(() => {
  const ft = window.firstTable;
  const check = () => {
    if (ft.card) return;
START
    const card = document.querySelector(".game .hand .card[data-legal]");
    if (ft.start && card && !card.disabled) {
      ft.seen = performance.now();
      ft.card = -1;
      requestAnimationFrame(() => setTimeout(() => { ft.card = performance.now(); }));
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  const poll = setInterval(() => { check(); if (ft.card) clearInterval(poll); }, 20);
})();
""".replace("START", start)


# The cold visit: click New game once enabled, Start once shown.
FIRST_TABLE_JS = _first_card_js("""
    const newGame = document.getElementById("new-game");
    if (!ft.newGame && newGame && !newGame.disabled) { ft.newGame = performance.now(); newGame.click(); }
    const start = document.querySelector("#new-dialog[open] button[type=submit]");
    if (ft.newGame && !ft.start && start && start.offsetParent) { ft.start = performance.now(); start.click(); }""")
# The warm visit: click Continue the moment it is enabled (the menu shows it once it has found the
# autosave of the first visit).
CONTINUE_JS = _first_card_js("""
    const go = document.getElementById("continue-game");
    if (!ft.start && go && !go.disabled && !go.hidden) { ft.start = performance.now(); go.click(); }""")
# The table's mode changes, the clicks and the long tasks, for the waits.
WAITS_JS = """
window.bench = { modes: [], clicks: [], long: [], worker: null };
addEventListener("click", () => bench.clicks.push(performance.now()), true);
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) bench.long.push([e.startTime, e.duration]);
}).observe({ type: "longtask", buffered: true });
new MutationObserver(() => {
  const game = document.querySelector(".game");
  const mode = game?.dataset.mode;
  if (mode && mode !== bench.modes.at(-1)?.[1]) bench.modes.push([performance.now(), mode, +game.dataset.moves]);
  if (bench.worker === null && document.documentElement.dataset.bots === "worker") bench.worker = performance.now();
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-mode", "data-bots"], childList: true });
"""


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def launch(playwright, profile: str, throttle: dict | None):
    ctx = playwright.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                                        headless=True, viewport={"width": 1366, "height": 768})
    page = ctx.pages[0] if ctx.pages else ctx.new_page()
    if throttle:
        cdp = ctx.new_cdp_session(page)
        if throttle.get("cpu"):
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle["cpu"]})
        if throttle.get("mbps"):
            rate = throttle["mbps"] * 1e6 / 8
            cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": throttle["rtt"],
                                                          "downloadThroughput": rate, "uploadThroughput": rate})
    return ctx, page


# Where a site's first table goes (ms since navigation; the first time each is reached): the boot's
# stages (web/boot.js: PyScript's progress, main.py, the loader's steps) and the clicks of FIRST_TABLE_JS.
MARKS_JS = """() => {
  const at = {};
  for (const [ms, text] of window.evolutionBoot.stages) if (!(text in at)) at[text] = ms;
  const clicks = window.firstTable;
  const named = {"Starting Python (about 15 MB to download on the first visit)…": "PyScript asks for Python",
                 "Starting PyScript…": "Python started (py:progress)", "Running main.py…": "main.py runs (py:ready)",
                 "Ready": "menu ready", "Engine loaded": "engine loaded"};
  const marks = Object.entries(at).map(([text, ms]) => [named[text] ?? text, ms]);
  marks.push(["New game clicked", clicks.newGame], ["Start clicked", clicks.start], ["a card of the hand shows", clicks.seen]);
  return Object.fromEntries(marks.filter(([, ms]) => ms != null).sort((a, b) => a[1] - b[1]));
}"""


def _visit(playwright, profile: str, url: str, bare: bool, throttle: dict | None, script: str):
    """One visit of ``profile``: the context, the page, ms since navigation until bare Pyodide is ready
    (bare) or until ``script`` (run before the site's own) saw the first card drawn, and the site's
    marks (none when bare)."""
    ctx, page = launch(playwright, profile, throttle)
    if not bare:
        ctx.add_init_script(script)
    page.goto(url)
    if bare:
        page.wait_for_function("window.readyAt", timeout=TIMEOUT_MS)
        return ctx, page, page.evaluate("window.readyAt"), {}
    page.wait_for_function("window.firstTable.card > 0", timeout=TIMEOUT_MS)
    return ctx, page, page.evaluate("window.firstTable.card"), page.evaluate(MARKS_JS)


def first_table(playwright, url: str, bare: bool, throttle: dict | None) -> tuple[float, dict]:
    """ms since navigation until the first table (bare: Pyodide ready), and the site's marks."""
    profile = tempfile.mkdtemp(prefix="evo-play-")
    try:
        ctx, _, result, marks = _visit(playwright, profile, url, bare, throttle, FIRST_TABLE_JS)
        ctx.close()
        return result, marks
    finally:
        shutil.rmtree(profile, ignore_errors=True)


def warm_visit(playwright, url: str, bare: bool, throttle: dict | None) -> tuple[float, dict]:
    """The second visit of one profile: ms since navigation until bare Pyodide is ready again, or (the
    site) until Continue has drawn the game the first visit started (the service worker's cache hot:
    the first visit waits until the site says every file is cached, ``data-offline="ready"``)."""
    profile = tempfile.mkdtemp(prefix="evo-play-warm-")
    try:
        ctx, page, _, _ = _visit(playwright, profile, url, bare, throttle, FIRST_TABLE_JS)
        if not bare:
            page.wait_for_function("document.documentElement.dataset.offline === 'ready'", timeout=TIMEOUT_MS)
            page.wait_for_timeout(500)  # (the autosave and the service worker's last writes)
        ctx.close()
        ctx, _, result, marks = _visit(playwright, profile, url, bare, throttle, CONTINUE_JS)
        if not bare:
            marks["Continue clicked"] = marks.pop("Start clicked", None)
            marks = {k: v for k, v in marks.items() if v is not None}
        ctx.close()
        return result, marks
    finally:
        shutil.rmtree(profile, ignore_errors=True)


def part_first_table(playwright, pages: dict[str, str], runs: int, throttle: dict | None, label: str,
                     warm: bool = False) -> dict:
    load = os.getloadavg()[0]
    times: dict[str, list[float]] = {k: [] for k in pages}
    marks: dict[str, list[dict]] = {k: [] for k in pages}
    visit = warm_visit if warm else first_table
    for i in range(runs):
        order = list(pages)[i % len(pages):] + list(pages)[:i % len(pages)]
        for kind in order:
            try:
                ms, found = visit(playwright, pages[kind], kind == "bare", throttle)
            except Exception as exc:  # (a renderer crashed: on a machine short of memory) once more
                print(f"  {kind}: {str(exc).splitlines()[0]}; again", flush=True)
                ms, found = visit(playwright, pages[kind], kind == "bare", throttle)
            times[kind].append(ms)
            marks[kind].append(found)
        print(f"  {label} run {i + 1}: " + ", ".join(f"{k} {times[k][-1]:.0f} ms" for k in pages), flush=True)
    med = {k: statistics.median(v) for k, v in times.items()}
    what = "warm Continue (second visit, service worker cache hot)" if warm else "first table"
    print(f"{what}, {label} ({runs} {'warm' if warm else 'cold'} runs, load average {load:.1f} -> {os.getloadavg()[0]:.1f}):")
    for kind, v in times.items():
        ratio = f"  x{med[kind] / med['bare']:.2f} bare Pyodide" if kind != "bare" else ""
        print(f"  {kind:<10} median {med[kind]:7.0f} ms ({min(v):.0f}-{max(v):.0f}){ratio}")
    print("  where the site's time goes (median ms since navigation; bare Pyodide is ready at "
          f"{med['bare']:.0f}):")
    for kind in [k for k in ("site", "plain") if k in marks]:
        names = {}  # every stage any run reached, in the order of their medians
        for m in marks[kind]:
            names.update(dict.fromkeys(m))
        rows = [(statistics.median(m[name] for m in marks[kind] if name in m), name) for name in names]
        print(f"   {kind}:")
        for ms, name in sorted(rows):
            print(f"    {name[:44]:<44} {ms:7.0f}")
    return med


def new_game(page, game: str, seed: int) -> None:
    """You + 3 hard bots (the form's default seats), the given game and seed."""
    page.click("#new-game")
    form = page.locator("#new-dialog")
    form.locator("button[type=submit]").wait_for(state="visible", timeout=TIMEOUT_MS)
    if form.locator("#game").count():
        form.locator("#game").select_option(game)
    rows = form.locator(".seats > li")
    while rows.count() < 4:
        form.get_by_role("button", name="Add a player").click()
    for i in range(1, 4):
        rows.nth(i).locator(".seat-type").select_option("bot")
        rows.nth(i).locator(".seat-level").select_option("hard")
    form.locator("#seed").fill(str(seed))
    form.locator("button[type=submit]").click()
    page.wait_for_function(f"{MODE} && {MODE} !== 'idle'", timeout=TIMEOUT_MS)


def play_evolution(page) -> None:
    from tests.browser.pages import human_move
    human_move(page)


def play_s_evolution(page, rng: random.Random) -> None:
    before = int(page.evaluate("document.querySelector('.game').dataset.moves"))
    buttons = page.locator(".game[data-game='s-evolution'] [data-legal]")
    buttons.nth(rng.randrange(buttons.count())).click()
    page.wait_for_function(f"+document.querySelector('.game').dataset.moves > {before}", timeout=TIMEOUT_MS)


def whole_game(playwright, url: str, game: str, seed: int, throttle: dict | None, think: float = 0,
               query: str = "?botdelay=0") -> dict:
    profile = tempfile.mkdtemp(prefix="evo-play-")
    try:
        ctx, page = launch(playwright, profile, throttle)
        ctx.add_init_script(WAITS_JS)
        page.goto(url + query)
        page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=TIMEOUT_MS)
        new_game(page, game, seed)
        rng = random.Random(seed)
        while True:
            page.wait_for_function(f"['play', 'over'].includes({MODE})", timeout=TIMEOUT_MS)
            if page.evaluate(MODE) == "over":
                break
            if think:
                page.wait_for_timeout(think * 1000)
            play_evolution(page) if game == "evolution" else play_s_evolution(page, rng)
        bench = page.evaluate("window.bench")
        ctx.close()
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    waits, busy, details = [], [], []
    modes = bench["modes"]
    for k, ((t, mode, moves), (t_next, _, moves_next)) in enumerate(zip(modes, modes[1:] + [[float("inf"), None, 0]])):
        if mode in ("play", "over") or not any(m == "play" for _, m, _ in modes[:k]):
            continue  # your move, or the bots before your first one
        clicks = [c for c in bench["clicks"] if c <= t]
        if t_next == float("inf"):
            continue
        waits.append((t_next - (clicks[-1] if clicks else t)) / 1000)
        busy.append((t, t_next))
        details.append({"wait": waits[-1], "bot_moves": moves_next - moves,
                        "worker": bench["worker"] is not None and bench["worker"] <= t})
    long = [d for start, d in bench["long"] if any(a <= start < b for a, b in busy)]
    return {"waits": waits, "long": long, "details": details,
            "worker_ready_s": None if bench["worker"] is None else bench["worker"] / 1000}


def part_waits(playwright, pages: dict[str, str], games: list[str], seed: int, throttle: dict | None,
               label: str, think: float = 0, delays: tuple[int, ...] = (0,), workers: tuple[int, ...] = ()) -> None:
    """``delays``: the pause between the bots' moves (ms: 0 Instant, 600 Normal); ``workers``: the
    bots' workers forced (?botworkers=N) for this branch's site (older sites: as they are)."""
    for game in games:
        for delay in delays:
            for kind, url in pages.items():
                for k in (workers if kind == "site" and workers else (None,)):
                    query = f"?botdelay={delay}" + (f"&botworkers={k}" if k else "")
                    try:
                        one_wait(playwright, url, game, seed, throttle, f"{label}, delay {delay} ms", think,
                                 kind + (f", {k} workers" if k else ""), query)
                    except Exception as exc:  # noqa: BLE001 - (a renderer crash under load: the other games still run)
                        print(f"waits, {game}, delay {delay} ms, {kind}, {k} workers: failed ({type(exc).__name__})",
                              flush=True)


def one_wait(playwright, url, game, seed, throttle, label, think, kind, query) -> None:
    load = os.getloadavg()[0]
    r = whole_game(playwright, url, game, seed, throttle, think, query)
    w, long = r["waits"], r["long"]
    print(f"waits, {game}, {label}, think {think:g} s, {kind} (load average {load:.1f} -> "
          f"{os.getloadavg()[0]:.1f}): {len(w)} waits, p50 {pct(w, .5):.2f} s, p95 {pct(w, .95):.2f} s, "
          f"max {max(w):.2f} s, {sum(w):.1f} s in all; long tasks while bots play: {len(long)}, "
          f"p95 {pct(long, .95):.0f} ms, max {max(long, default=0):.0f} ms", flush=True)
    delay = int(dict(part.split("=") for part in query.lstrip("?").split("&")).get("botdelay", 0)) / 1000
    if delay:  # what the bots' thinking added to the pacing (each bot's move is shown `delay` at least)
        extra = [max(0.0, d["wait"] - d["bot_moves"] * delay) for d in r["details"]]
        print(f"  beyond the pacing ({delay:g} s a bot move): p50 {pct(extra, .5):.2f} s, p95 {pct(extra, .95):.2f} s, "
              f"max {max(extra, default=0):.2f} s, {sum(extra):.1f} s in all")
    ready = [d["wait"] for d in r["details"] if d["worker"]]
    if r["worker_ready_s"] is not None:
        print(f"  bots' worker ready {r['worker_ready_s']:.1f} s after the page opened; the {len(ready)} "
              f"waits after: p50 {pct(ready, .5):.2f} s, p95 {pct(ready, .95):.2f} s, "
              f"max {max(ready, default=0):.2f} s")
    longest = sorted(r["details"], key=lambda d: -d["wait"])[:5]
    print("  longest: " + ", ".join(f"{d['wait']:.1f} s ({d['bot_moves']} bot moves"
                                    f"{', worker' if d['worker'] else ''})" for d in longest), flush=True)


def tree_pss_mb(profile: str) -> float:
    """The PSS of the Chromium started with this profile and all its descendants, in MB."""
    parents, roots = {}, []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            parents[int(entry.name)] = int(stat[stat.rindex(")") + 2:].split()[1])
            if profile in (entry / "cmdline").read_bytes().decode(errors="replace"):
                roots.append(int(entry.name))
        except OSError:
            continue
    tree, grew = set(roots), True
    while grew:
        more = {pid for pid, parent in parents.items() if parent in tree} - tree
        tree |= more
        grew = bool(more)
    kb = 0
    for pid in tree:
        try:
            kb += next(int(line.split()[1]) for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()
                       if line.startswith("Pss:"))
        except (OSError, StopIteration):
            continue
    return kb / 1024


def memory_once(playwright, url: str, worker: bool, k: int | None = None) -> float:
    profile = tempfile.mkdtemp(prefix="evo-play-")
    try:
        ctx, page = launch(playwright, profile, None)
        if not worker:
            ctx.route("**/bot-worker.js", lambda route: route.abort())
        page.goto(url + "?botdelay=0" + (f"&botworkers={k}" if k else ""))
        page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=TIMEOUT_MS)
        new_game(page, "evolution", 5)
        for _ in range(6):
            page.wait_for_function(f"['play', 'over'].includes({MODE})", timeout=TIMEOUT_MS)
            play_evolution(page)
        page.wait_for_function(f"['play', 'over'].includes({MODE})", timeout=TIMEOUT_MS)
        page.wait_for_function(f"document.documentElement.dataset.bots === '{'worker' if worker else 'page'}'",
                               timeout=TIMEOUT_MS)
        if k:
            page.wait_for_function(f"document.documentElement.dataset.botWorkers === '{k}'", timeout=TIMEOUT_MS)
        mb = tree_pss_mb(profile)
        ctx.close()
        return mb
    finally:
        shutil.rmtree(profile, ignore_errors=True)


def part_memory(playwright, url: str, runs: int, workers: list[int] = ()) -> None:
    if workers:
        return part_memory_workers(playwright, url, runs, workers)
    load = os.getloadavg()[0]
    sizes: dict[str, list[float]] = {"worker": [], "page": []}
    for i in range(runs):
        for kind in (["worker", "page"] if i % 2 == 0 else ["page", "worker"]):
            sizes[kind].append(memory_once(playwright, url, kind == "worker"))
        print(f"  memory run {i + 1}: worker {sizes['worker'][-1]:.0f} MB, page {sizes['page'][-1]:.0f} MB", flush=True)
    med = {k: statistics.median(v) for k, v in sizes.items()}
    print(f"memory, Chromium's process tree (PSS), {runs} runs (load average {load:.1f} -> {os.getloadavg()[0]:.1f}): "
          f"with the bots' worker {med['worker']:.0f} MB, without {med['page']:.0f} MB, "
          f"the worker's cost {med['worker'] - med['page']:.0f} MB")


def part_memory_workers(playwright, url: str, runs: int, workers: list[int]) -> None:
    """The PSS with K bots' workers (?botworkers=K) for each K given, interleaved: each extra worker's cost."""
    load = os.getloadavg()[0]
    sizes: dict[int, list[float]] = {k: [] for k in workers}
    for i in range(runs):
        for k in (workers if i % 2 == 0 else workers[::-1]):
            sizes[k].append(memory_once(playwright, url, True, k))
        print(f"  memory run {i + 1}: " + ", ".join(f"{k} workers {sizes[k][-1]:.0f} MB" for k in workers), flush=True)
    med = {k: statistics.median(v) for k, v in sizes.items()}
    print(f"memory, Chromium's process tree (PSS), {runs} runs (load average {load:.1f} -> {os.getloadavg()[0]:.1f}): "
          + ", ".join(f"{k} workers {med[k]:.0f} MB" for k in workers)
          + (f"; each extra worker {(med[workers[-1]] - med[workers[0]]) / (workers[-1] - workers[0]):.0f} MB"
             if len(workers) > 1 and workers[-1] != workers[0] else ""))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="cold runs per page for the first table")
    parser.add_argument("--against", metavar="GIT_REF", action="append", default=[],
                        help="also the site of this commit, same runs (may be given more than once)")
    parser.add_argument("--phone", action="store_true", help="first table also on an emulated phone")
    parser.add_argument("--warm", action="store_true", help="also the warm visit: Continue, the service worker's cache hot")
    parser.add_argument("--plain", action="store_true",
                        help="also this site's plain start, without its memory snapshot (?snapshot=0), same runs")
    parser.add_argument("--only", choices=["first-table", "warm", "waits", "memory"])
    parser.add_argument("--games", nargs="*", default=["evolution", "s-evolution"])
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--throttle-cpu", type=float, default=0, help="waits also with this CPU throttle")
    parser.add_argument("--think", type=float, default=0, help="seconds you take before each move (waits)")
    parser.add_argument("--delays", type=int, nargs="*", default=[0],
                        help="waits at these pauses between the bots' moves (ms; 0 Instant, 600 Normal)")
    parser.add_argument("--workers", type=int, nargs="*", default=[],
                        help="waits and memory with this many bots' workers (?botworkers=N; this branch's site)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="evo-play-site-") as tmp:
        site = Path(tmp) / "dist"
        build.build(site)
        (site / "bench").mkdir()
        (site / "bench" / "bare.html").write_text(BARE_HTML % "../vendor/pyodide/pyodide.mjs", encoding="utf-8")
        servers = [serve(site)]
        for i, ref in enumerate(args.against):
            build_ref(ref, Path(tmp) / f"before{i}" / "dist")
            servers.append(serve(Path(tmp) / f"before{i}" / "dist"))
        base, *other = [url for _, url in servers]
        sites = {"site": base, **({"plain": base + "?snapshot=0"} if args.plain else {}), **dict(zip(args.against, other))}
        with sync_playwright() as playwright:
            if args.only in (None, "first-table"):
                part_first_table(playwright, {"bare": base + "bench/bare.html", **sites}, args.runs, None, "desktop")
                if args.phone:
                    part_first_table(playwright, {"bare": base + "bench/bare.html", **sites}, args.runs, PHONE,
                                     "phone (CPU 4x, 20 Mbit/s, 40 ms RTT)")
            if args.warm or args.only == "warm":
                part_first_table(playwright, {"bare": base + "bench/bare.html", **sites}, args.runs, None,
                                 "desktop", warm=True)
            if args.only in (None, "memory"):
                part_memory(playwright, base, args.runs, args.workers)
            if args.only in (None, "waits"):
                part_waits(playwright, sites, args.games, args.seed, None, "no throttle", args.think,
                           tuple(args.delays), tuple(args.workers))
                if args.throttle_cpu:
                    part_waits(playwright, sites, args.games, args.seed, {"cpu": args.throttle_cpu},
                               f"CPU throttled {args.throttle_cpu:g}x", args.think)
        for server, _ in servers:
            server.shutdown()
    print(f"Chromium {CHROMIUM}, {os.cpu_count()} CPUs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
