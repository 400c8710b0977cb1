"""Cold-load benchmark: the site to engine-ready vs a bare Pyodide boot, in the same run.

    .venv/bin/python benchmarks/load.py [--runs 5] [--prefix /]

Builds the site into a temporary folder, adds `bench/bare.html` (loads only the local pyodide.mjs
and runs `1+1`), serves it on 127.0.0.1 with GitHub-Pages-like caching headers, and loads each page
N times, interleaved, each cold load in a fresh persistent Chromium profile (pyodide.md P10).

Reported per page: "ready" is performance.now() in the page when it is ready (ms since navigation:
for the site, boot.js's "Ready" stage; for the bare page, after loadPyodide() + runPython); "warm"
is one reload in the same profile (site: served by the service worker); bytes are response bodies
the server actually sent (so cache hits count 0): up to ready, and for the site also until the
service worker has precached everything.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
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
  import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";
  const py = await loadPyodide();
  py.runPython("1 + 1");
  window.readyAt = performance.now();
  document.documentElement.dataset.engine = "ready";
</script>
"""


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
        ready_js = ("window.readyAt" if kind == "bare"
                    else "window.evolutionBoot.stages.at(-1)[0]")
        result = {"cold": page.evaluate(ready_js), "bytes": sent, "requests": sum(status.values())}
        if kind == "site":
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

    with tempfile.TemporaryDirectory(prefix="evo-bench-site-") as tmp:
        site = Path(tmp) / "dist"
        build.build(site)
        (site / "bench").mkdir()
        (site / "bench" / "bare.html").write_text(BARE_HTML, encoding="utf-8")
        server = build.make_server(site, 0, args.prefix, quiet=True, handler=CountingHandler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}{build.url_prefix(args.prefix)}"
        pages = {"bare": base + "bench/bare.html", "site": base}
        results: dict[str, list[dict]] = {"bare": [], "site": []}
        with sync_playwright() as playwright:
            for i in range(args.runs):
                for kind in ("bare", "site") if i % 2 == 0 else ("site", "bare"):  # interleave
                    r = one_run(playwright, pages[kind], kind, throttle)
                    results[kind].append(r)
                    print(f"run {i + 1}/{args.runs} {kind:4}: cold {r['cold']:7.0f} ms, warm {r['warm']:6.0f} ms,"
                          f" {r['bytes']:,} bytes in {r['requests']} responses"
                          + (f", {r['bytes_offline']:,} bytes after precache (HTTP status: count {r['status']})"
                             if kind == "site" else ""), flush=True)
        server.shutdown()

    med = {k: {f: statistics.median(r[f] for r in v) for f in ("cold", "warm", "bytes", "requests")}
           for k, v in results.items()}
    print(f"\n{'page':<14}{'cold median':>12}{'min-max':>15}{'warm median':>13}{'bytes to ready':>16}"
          f"{'responses':>11}")
    for kind, label in (("bare", "bare Pyodide"), ("site", "site (engine)")):
        colds = [r["cold"] for r in results[kind]]
        print(f"{label:<14}{med[kind]['cold']:>9.0f} ms{min(colds):>7.0f}-{max(colds):<7.0f}"
              f"{med[kind]['warm']:>10.0f} ms{med[kind]['bytes']:>16,.0f}{med[kind]['requests']:>11.0f}")
    offline = statistics.median(r["bytes_offline"] for r in results["site"])
    print(f"\ncold ratio site/bare: {med['site']['cold'] / med['bare']['cold']:.2f}"
          f"   (difference {med['site']['cold'] - med['bare']['cold']:.0f} ms)")
    print(f"site first visit incl. service-worker precache: {offline:,.0f} bytes sent by the server")
    print(f"runs: {args.runs} per page, fresh profile each, Chromium at {CHROMIUM}, {os.cpu_count()} CPUs,"
          f" network: {f'{throttle[0]:g} Mbit/s, {throttle[1]:g} ms RTT' if throttle else 'localhost'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
