"""Cold-load benchmark: the site to engine-ready vs a bare Pyodide boot, in the same run.

    .venv/bin/python benchmarks/load.py [--runs 5] [--prefix /]

Builds the site into a temporary folder, adds two bare pages that load only Pyodide and run `1+1`:
`bench/bare.html` with the site's own vendor/pyodide (its stdlib zip carries the precompiled .pyc,
build.py section 3b) and `bench/stock.html` with the files exactly as the pyodide npm package ships
them (the "bare Pyodide boot" of issue 3). Serves everything on 127.0.0.1 with GitHub-Pages-like
caching headers and loads each page N times, interleaved, each cold load in a fresh persistent
Chromium profile (pyodide.md P10).

Reported per page: "ready" is performance.now() in the page when it is ready (ms since navigation:
for the site, boot.js's "Ready" stage; for the bare pages, after loadPyodide() + runPython); "warm"
is one reload in the same profile (site: served by the service worker); bytes are response bodies
the server actually sent (so cache hits count 0): up to ready, and for the site also until the
service worker has precached everything. For the site also: when each boot stage started (PyScript's
py:progress events, main.py's stages), and "first table": from the click on Start in the New game
form (default seats: you + 3 bots) to the first task after the next frame, i.e. the table drawn.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tarfile
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
TIMEOUT_MS = 120_000

BARE_HTML = """<!doctype html>
<meta charset="utf-8"><title>bare Pyodide</title><link rel="icon" href="data:,">
<p>bare Pyodide boot</p>
<script type="module">
  import { loadPyodide } from "%s";
  const py = await loadPyodide();
  py.runPython("1 + 1");
  window.readyAt = performance.now();
  document.documentElement.dataset.engine = "ready";
</script>
"""
# Recorded before any page script runs: PyScript's progress events (boot.js keeps only some).
STAGES_JS = """
window.benchStages = [];
addEventListener("py:progress", (e) => benchStages.push([performance.now(), e.detail]));
document.addEventListener("py:ready", () => benchStages.push([performance.now(), "py:ready"]));
"""
# Site events reported, in boot order: (label, event text).
SITE_STAGES = [("PyScript calls loadPyodide", "Loading interpreter"),
               ("interpreter + wheels loaded", "Loaded interpreter"),
               ("app zips unpacked", "Loaded files"),
               ("PyScript ready (py:ready)", "py:ready"),
               ("main.py: import pydantic", "Importing pydantic…"),
               ("main.py: import evolution, bridge", "Importing the engine…"),
               ("engine ready", "Ready")]
FIRST_TABLE_JS = """() => new Promise((resolve) => {
  const start = document.querySelector("#new-dialog button[type=submit]");
  const t0 = performance.now();
  start.click();
  requestAnimationFrame(() => setTimeout(() => resolve({
    ms: performance.now() - t0, mode: document.querySelector(".game")?.dataset.mode})));
})"""


class Counter:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.reset()

    def reset(self) -> None:
        with self.lock:
            self.bytes, self.status = 0, {}

    def snapshot(self) -> tuple[int, dict[int, int]]:
        with self.lock:
            return self.bytes, dict(self.status)


COUNTER = Counter()


class CountingHandler(build.SiteHandler):
    """Counts response body bytes; sends GitHub Pages' cache header instead of no-cache."""

    def send_response(self, code, message=None):
        with COUNTER.lock:
            COUNTER.status[int(code)] = COUNTER.status.get(int(code), 0) + 1
        super().send_response(code, message)

    cache_control = "max-age=600"

    def copyfile(self, source, outputfile):
        while chunk := source.read(64 * 1024):
            outputfile.write(chunk)
            with COUNTER.lock:
                COUNTER.bytes += len(chunk)


def one_run(playwright, url: str, kind: str, throttle: tuple[float, float] | None = None) -> dict:
    profile = tempfile.mkdtemp(prefix="evo-bench-")
    try:
        ctx = playwright.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        ctx.add_init_script(STAGES_JS)
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        if throttle:  # Chromium's DevTools network emulation: throughput in bytes/s, latency in ms
            mbps, rtt = throttle
            ctx.new_cdp_session(page).send("Network.emulateNetworkConditions", {
                "offline": False, "latency": rtt, "downloadThroughput": mbps * 1e6 / 8,
                "uploadThroughput": mbps * 1e6 / 8})
        COUNTER.reset()
        page.goto(url)
        page.wait_for_function("document.documentElement.dataset.engine !== 'loading'"
                               " && document.documentElement.dataset.engine !== undefined",
                               timeout=TIMEOUT_MS)
        sent, status = COUNTER.snapshot()
        assert page.evaluate("document.documentElement.dataset.engine") == "ready", kind
        ready_js = ("window.readyAt" if kind != "site"
                    else "window.evolutionBoot.stages.at(-1)[0]")
        result = {"cold": page.evaluate(ready_js), "bytes": sent, "requests": sum(status.values())}
        if kind == "site":
            events = page.evaluate("[...window.benchStages, ...window.evolutionBoot.stages.map(([t, s]) => [t, s])]")
            seen = {}
            for t, text in events:
                seen.setdefault(text, t)
            result["stages"] = {label: seen.get(text) for label, text in SITE_STAGES}
            page.click("#new-game")
            page.wait_for_selector("#new-dialog button[type=submit]")
            first = page.evaluate(FIRST_TABLE_JS)
            assert first["mode"] not in (None, "idle"), first
            result["first_table"] = first["ms"]
            page.wait_for_function("document.documentElement.dataset.offline === 'ready'",
                                   timeout=TIMEOUT_MS)
            result["bytes_offline"], status = COUNTER.snapshot()
            result["status"] = status
        COUNTER.reset()
        page.reload()
        page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=TIMEOUT_MS)
        result["warm"] = page.evaluate(ready_js)
        result["warm_bytes"] = COUNTER.snapshot()[0]
        ctx.close()
        return result
    finally:
        shutil.rmtree(profile, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--prefix", default="/", help="URL prefix to serve the site under")
    parser.add_argument("--throttle", metavar="MBPS,RTT_MS", default=None,
                        help="emulate a network, e.g. 20,40 (default: none, plain localhost)")
    args = parser.parse_args()
    throttle = tuple(float(x) for x in args.throttle.split(",")) if args.throttle else None
    load_before = os.getloadavg()[0]

    with tempfile.TemporaryDirectory(prefix="evo-bench-site-") as tmp:
        site = Path(tmp) / "dist"
        build.build(site)
        (site / "bench").mkdir()
        (site / "bench" / "bare.html").write_text(BARE_HTML % "../vendor/pyodide/pyodide.mjs", encoding="utf-8")
        (site / "bench" / "stock.html").write_text(BARE_HTML % "./pyodide/pyodide.mjs", encoding="utf-8")
        with tarfile.open(build.npm_tarball("pyodide", *build.NPM_PACKAGES["pyodide"])) as tar:
            for name in build.PYODIDE_FILES + ["pyodide-lock.json"]:
                (site / "bench" / "pyodide").mkdir(exist_ok=True)
                (site / "bench" / "pyodide" / name).write_bytes(tar.extractfile(f"package/{name}").read())
        server = build.make_server(site, 0, args.prefix, quiet=True, handler=CountingHandler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}{build.url_prefix(args.prefix)}"
        pages = {"stock": base + "bench/stock.html", "bare": base + "bench/bare.html", "site": base}
        results: dict[str, list[dict]] = {kind: [] for kind in pages}
        with sync_playwright() as playwright:
            for i in range(args.runs):
                order = list(pages)[i % len(pages):] + list(pages)[:i % len(pages)]  # interleave, rotate
                for kind in order:
                    r = one_run(playwright, pages[kind], kind, throttle)
                    results[kind].append(r)
                    print(f"run {i + 1}/{args.runs} {kind:5}: cold {r['cold']:7.0f} ms, warm {r['warm']:6.0f} ms,"
                          f" {r['bytes']:,} bytes in {r['requests']} responses"
                          + (f", first table {r['first_table']:.0f} ms, {r['bytes_offline']:,} bytes after"
                             f" precache (HTTP status: count {r['status']})" if kind == "site" else ""), flush=True)
        server.shutdown()

    med = {k: {f: statistics.median(r[f] for r in v) for f in ("cold", "warm", "bytes", "requests")}
           for k, v in results.items()}
    print(f"\n{'page':<22}{'cold median':>12}{'min-max':>15}{'warm median':>13}{'bytes to ready':>16}"
          f"{'responses':>11}")
    for kind, label in (("stock", "bare Pyodide, stock"), ("bare", "bare Pyodide, site's"),
                        ("site", "site (engine)")):
        colds = [r["cold"] for r in results[kind]]
        print(f"{label:<22}{med[kind]['cold']:>9.0f} ms{min(colds):>7.0f}-{max(colds):<7.0f}"
              f"{med[kind]['warm']:>10.0f} ms{med[kind]['bytes']:>16,.0f}{med[kind]['requests']:>11.0f}")
    print("\nsite boot events (ms since navigation; median, min-max):")
    for label, _ in SITE_STAGES:
        times = [r["stages"][label] for r in results["site"] if r["stages"][label] is not None]
        if times:
            print(f"  {label:<36}{statistics.median(times):>7.0f}{min(times):>7.0f}-{max(times):<7.0f}")
    tables = [r["first_table"] for r in results["site"]]
    print(f"  {'first table (click Start to drawn)':<36}{statistics.median(tables):>7.0f}"
          f"{min(tables):>7.0f}-{max(tables):<7.0f} ms after the click")
    offline = statistics.median(r["bytes_offline"] for r in results["site"])
    for kind, label in (("stock", "bare Pyodide as npm ships it (issue 3)"),
                        ("bare", "bare Pyodide on the site's files")):
        print(f"\ncold ratio site / {label}: {med['site']['cold'] / med[kind]['cold']:.2f}"
              f"   (difference {med['site']['cold'] - med[kind]['cold']:.0f} ms)", end="")
    print()
    print(f"site first visit incl. service-worker precache: {offline:,.0f} bytes sent by the server")
    print(f"runs: {args.runs} per page, fresh profile each, Chromium at {CHROMIUM}, {os.cpu_count()} CPUs,"
          f" network: {f'{throttle[0]:g} Mbit/s, {throttle[1]:g} ms RTT' if throttle else 'localhost'},"
          f" load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after")
    return 0


if __name__ == "__main__":
    sys.exit(main())
