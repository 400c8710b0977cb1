"""Cold-load benchmark: the site to engine-ready vs a bare Pyodide boot, in the same run.

    .venv/bin/python benchmarks/load.py [--runs 5] [--prefix /] [--against GIT_REF]

Builds the site into a temporary folder, adds two bare pages that load only Pyodide and run `1+1`:
`bench/bare.html` with the site's own vendor/pyodide (its stdlib zip carries the precompiled .pyc,
tools/build/bytecode.py) and `bench/stock.html` with the files exactly as the pyodide npm package ships
them (the "bare Pyodide boot"). Serves everything on 127.0.0.1 with GitHub-Pages-like
caching headers and loads each page N times, interleaved, each cold load in a fresh persistent
Chromium profile (a cold cache every time).

Reported per page: "ready" is performance.now() in the page when it is ready (ms since navigation:
for the site, boot.js's "Ready" stage; for the bare pages, after loadPyodide() + runPython); "warm"
is one reload in the same profile (site: served by the service worker); bytes are response bodies
the server actually sent (so cache hits count 0): up to ready, and for the site also until the
service worker has precached everything. For the site also: when each boot stage started (PyScript's
py:progress events, main.py's stages), and "first table": from the click on Start in the New game
form (default seats: you + 3 bots) to the first task after the next frame, i.e. the table drawn.
"Menu paint" is the page's first-contentful-paint (the masthead and the menu are static HTML, so
the first paint shows them).

--against REF also builds the site of another commit (`git archive REF`, built by that commit's own
build.py, sharing .cache) and loads it interleaved with the others as page "before", so a change is
compared with its base under the same machine load.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
from site_server import serve  # noqa: E402
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
# The site's "Ready" stage (boot.js; later entries, such as "Engine loaded", come after it).
SITE_READY_JS = "window.evolutionBoot.stages.find(([, text]) => text === 'Ready')[0]"
# The menu's New game button clicked the instant the engine is ready: click to the form drawn.
NEW_FORM_JS = """() => new Promise((resolve) => {
  const t0 = performance.now();
  document.getElementById("new-game").click();
  requestAnimationFrame(() => setTimeout(() => resolve({
    ms: performance.now() - t0, sinceReady: t0 - %s,
    open: !!document.querySelector("#new-dialog[open] button[type=submit]")})));
})""" % SITE_READY_JS
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
SITES = ("site", "before")  # pages of the real site (the others are bare Pyodide)


def build_ref(ref: str, out: Path) -> None:
    """Build the site of commit `ref` into `out` with that commit's own build.py (sharing .cache)."""
    src = out.parent / "src"
    src.mkdir(parents=True)
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", ref], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(src)], input=archive, check=True)
    if not (src / ".cache").exists():
        (src / ".cache").symlink_to((ROOT / ".cache").resolve())
    subprocess.run([sys.executable, str(src / "build.py"), "--out", str(out)], check=True, cwd=src,
                   stdout=subprocess.DEVNULL)


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
        ready_js = "window.readyAt" if kind not in SITES else SITE_READY_JS
        result = {"cold": page.evaluate(ready_js), "bytes": sent, "requests": sum(status.values())}
        if kind in SITES:
            result["paint"] = page.evaluate(
                "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null")
            form = page.evaluate(NEW_FORM_JS)
            assert form["open"], form
            result["new_form"], result["click_after_ready"] = form["ms"], form["sinceReady"]
            first = page.evaluate(FIRST_TABLE_JS)
            assert first["mode"] not in (None, "idle"), first
            result["first_table"] = first["ms"]
            page.wait_for_function("document.documentElement.dataset.offline === 'ready'",
                                   timeout=TIMEOUT_MS)
            result["bytes_offline"], status = COUNTER.snapshot()
            result["events"] = page.evaluate("[...window.benchStages, ...window.evolutionBoot.stages]")
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
    parser.add_argument("--against", metavar="GIT_REF", default=None,
                        help="also load the site built from this commit (page 'before'), interleaved")
    parser.add_argument("--no-stock", action="store_true", help="skip the bare page on the npm files")
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
        servers = [serve(site, args.prefix, CountingHandler)]
        if args.against:  # its own origin, so it never shares a service worker or cache with the site
            build_ref(args.against, Path(tmp) / "before" / "dist")
            servers.append(serve(Path(tmp) / "before" / "dist", args.prefix, CountingHandler))
        base, *other = [url for _, url in servers]
        pages = {"stock": base + "bench/stock.html", "bare": base + "bench/bare.html", "site": base}
        if args.no_stock:
            del pages["stock"]
        if other:
            pages["before"] = other[0]
        results: dict[str, list[dict]] = {kind: [] for kind in pages}
        with sync_playwright() as playwright:
            for i in range(args.runs):
                order = list(pages)[i % len(pages):] + list(pages)[:i % len(pages)]  # interleave, rotate
                for kind in order:
                    r = one_run(playwright, pages[kind], kind, throttle)
                    results[kind].append(r)
                    print(f"run {i + 1}/{args.runs} {kind:6}: cold {r['cold']:7.0f} ms, warm {r['warm']:6.0f} ms,"
                          f" {r['bytes']:,} bytes in {r['requests']} responses"
                          + (f", menu paint {r['paint']:.0f} ms, first table {r['first_table']:.0f} ms,"
                             f" {r['bytes_offline']:,} bytes after precache (HTTP status: count {r['status']})"
                             if kind in SITES else ""), flush=True)
        for server, _ in servers:
            server.shutdown()

    labels = {"stock": "bare Pyodide, stock", "bare": "bare Pyodide, site's", "site": "site (engine)",
              "before": f"site at {args.against}"}
    med = {k: {f: statistics.median(r[f] for r in v) for f in ("cold", "warm", "bytes", "requests")}
           for k, v in results.items()}
    print(f"\n{'page':<22}{'cold median':>12}{'min-max':>15}{'warm median':>13}{'bytes to ready':>16}"
          f"{'responses':>11}")
    for kind in results:
        colds = [r["cold"] for r in results[kind]]
        print(f"{labels[kind]:<22}{med[kind]['cold']:>9.0f} ms{min(colds):>7.0f}-{max(colds):<7.0f}"
              f"{med[kind]['warm']:>10.0f} ms{med[kind]['bytes']:>16,.0f}{med[kind]['requests']:>11.0f}")
    for kind in (k for k in SITES if k in results):
        print(f"\n{labels[kind]}: boot events (ms since navigation; median, min-max, in order of the median):")
        texts: dict[str, list[float]] = {}
        for r in results[kind]:
            seen = {}
            for t, text in r["events"]:
                seen.setdefault(text, t)
            for text, t in seen.items():
                texts.setdefault(text, []).append(t)
        paints = [r["paint"] for r in results[kind] if r["paint"] is not None]
        if paints:
            texts["(menu paint: first-contentful-paint)"] = paints
        for text, times in sorted(texts.items(), key=lambda kv: statistics.median(kv[1])):
            print(f"  {text[:52]:<54}{statistics.median(times):>7.0f}{min(times):>7.0f}-{max(times):<7.0f}"
                  + (f"  (in {len(times)} of {len(results[kind])} runs)" if len(times) < len(results[kind]) else ""))
        for key, text in (("click_after_ready", "New game clicked, ms after ready"),
                          ("new_form", "New game form drawn, ms after the click")):
            values = [r[key] for r in results[kind]]
            print(f"  {text:<54}{statistics.median(values):>7.0f}{min(values):>7.0f}-{max(values):<7.0f}")
        tables = [r["first_table"] for r in results[kind]]
        print(f"  {'first table (click Start to drawn, ms after the click)':<54}{statistics.median(tables):>7.0f}"
              f"{min(tables):>7.0f}-{max(tables):<7.0f}")
        offline = statistics.median(r["bytes_offline"] for r in results[kind])
        print(f"  first visit incl. service-worker precache: {offline:,.0f} bytes sent by the server")
        for bare in ("stock", "bare"):
            if bare in results:
                print(f"  cold ratio {kind} / {labels[bare]}: {med[kind]['cold'] / med[bare]['cold']:.2f}"
                      f"   (difference {med[kind]['cold'] - med[bare]['cold']:.0f} ms)")
    print(f"\nruns: {args.runs} per page, fresh profile each, Chromium at {CHROMIUM}, {os.cpu_count()} CPUs,"
          f" network: {f'{throttle[0]:g} Mbit/s, {throttle[1]:g} ms RTT' if throttle else 'localhost'},"
          f" load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after")
    return 0


if __name__ == "__main__":
    sys.exit(main())
