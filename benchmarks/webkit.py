"""First visit in WebKit (WebKitGTK's MiniBrowser): bytes per file, so a file downloaded twice shows.

    xvfb-run -a .venv/bin/python benchmarks/webkit.py [--runs 2] [--against GIT_REF]

Needs Debian's webkit2gtk-driver (WebKitWebDriver; it pulls in libwebkit2gtk-4.1 and its
MiniBrowser) and an X display (xvfb-run). It speaks the W3C WebDriver protocol over plain HTTP, so
no Python package is needed. Each run starts a new automation session (an ephemeral profile: a cold
first visit), opens the site, waits for data-engine=ready, then for data-offline=ready (the service
worker's precache), and reports what the server sent: bytes and 200 responses per file, up to ready
and in all. --against REF also builds the site of another commit (as benchmarks/load.py does) and
loads it in the same runs, interleaved.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
from site_server import serve  # noqa: E402
from benchmarks.load import build_ref  # noqa: E402

MINIBROWSER = os.environ.get("MINIBROWSER", "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
DRIVER = shutil.which("WebKitWebDriver") or "/usr/bin/WebKitWebDriver"
TIMEOUT_S = 180


class Log:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.rows: list[tuple[str, int, int]] = []  # (path, status, body bytes)

    def take(self) -> list[tuple[str, int, int]]:
        with self.lock:
            rows, self.rows = self.rows, []
        return rows


LOG = Log()


class LoggingHandler(build.SiteHandler):
    """Logs every response (path, status, body bytes); GitHub Pages' cache header."""

    cache_control = "max-age=600"

    def send_response(self, code, message=None):
        self._status = int(code)
        super().send_response(code, message)

    def copyfile(self, source, outputfile):
        sent = 0
        while chunk := source.read(64 * 1024):
            outputfile.write(chunk)
            sent += len(chunk)
        with LOG.lock:
            LOG.rows.append((self.path.split("?")[0], self._status, sent))

    def end_headers(self):
        super().end_headers()
        if getattr(self, "_status", 200) != 200:  # 304s and errors send no body through copyfile
            with LOG.lock:
                LOG.rows.append((self.path.split("?")[0], self._status, 0))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class WebDriver:
    def __init__(self, port: int) -> None:
        self.base = f"http://127.0.0.1:{port}"
        self.session = None

    def _send(self, method: str, path: str, body: dict | None = None) -> dict:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=TIMEOUT_S) as response:
            return json.loads(response.read() or b"{}")

    def start(self) -> None:
        caps = {"capabilities": {"alwaysMatch": {
            "webkitgtk:browserOptions": {"binary": MINIBROWSER, "args": ["--automation"]}}}}
        self.session = self._send("POST", "/session", caps)["value"]["sessionId"]

    def go(self, url: str) -> None:
        self._send("POST", f"/session/{self.session}/url", {"url": url})

    def js(self, script: str):
        return self._send("POST", f"/session/{self.session}/execute/sync", {"script": script, "args": []})["value"]

    def wait(self, script: str, timeout: float = TIMEOUT_S):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            value = self.js(script)
            if value:
                return value
            time.sleep(0.05)
        raise TimeoutError(script)

    def stop(self) -> None:
        if self.session:
            self._send("DELETE", f"/session/{self.session}")
            self.session = None


READY_JS = ("const s = document.documentElement.dataset.engine;"
            " return s && s !== 'loading' ? s : null;")
READY_AT_JS = "return window.evolutionBoot.stages.find(([, t]) => t === 'Ready')[0];"


def one_run(driver: WebDriver, url: str) -> dict:
    LOG.take()
    driver.start()
    try:
        driver.go(url)
        state = driver.wait(READY_JS)
        to_ready = LOG.take()
        assert state == "ready", state
        ready_at = driver.js(READY_AT_JS)
        driver.wait("return document.documentElement.dataset.offline === 'ready';")
        time.sleep(3)  # anything fetched late (a preload not reused) shows up here
        rest = LOG.take()
        ua = driver.js("return navigator.userAgent;")
    finally:
        driver.stop()
    return {"ready": ready_at, "to_ready": to_ready, "all": to_ready + rest, "ua": ua}


def summary(rows: list[tuple[str, int, int]]) -> tuple[int, dict[str, list[int]]]:
    per_file: dict[str, list[int]] = {}
    for path, status, sent in rows:
        entry = per_file.setdefault(path, [0, 0, 0])  # bytes, 200s, other statuses
        entry[0] += sent
        entry[1 if status == 200 else 2] += 1
    return sum(r[2] for r in rows), per_file


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--against", metavar="GIT_REF", default=None)
    args = parser.parse_args()
    if not os.environ.get("DISPLAY"):
        raise SystemExit("no X display: run under xvfb-run -a")

    with tempfile.TemporaryDirectory(prefix="evo-webkit-") as tmp:
        sites = {"site": Path(tmp) / "dist"}
        build.build(sites["site"])
        if args.against:
            sites["before"] = Path(tmp) / "before" / "dist"
            build_ref(args.against, sites["before"])
        servers = {k: serve(d, "/", LoggingHandler) for k, d in sites.items()}
        port = free_port()
        driver_proc = subprocess.Popen([DRIVER, f"--port={port}"], stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL)
        try:
            time.sleep(1)
            driver = WebDriver(port)
            for i in range(args.runs):
                for kind, (_, url) in (list(servers.items())[i % len(servers):] + list(servers.items())[:i % len(servers)]):
                    r = one_run(driver, url)
                    total_ready, _ = summary(r["to_ready"])
                    total, per_file = summary(r["all"])
                    twice = {p: v for p, v in per_file.items() if v[1] > 1}
                    print(f"run {i + 1} {kind:6}: ready {r['ready']:.0f} ms, {total_ready:,} bytes to ready,"
                          f" first visit {total:,} bytes in {len(r['all'])} responses;"
                          f" files sent with 200 more than once: "
                          + (", ".join(f"{p} {v[1]}x ({v[0]:,} bytes)" for p, v in sorted(twice.items())) or "none"),
                          flush=True)
                    if i == 0 and kind == "site":
                        print(f"  user agent: {r['ua']}")
        finally:
            driver_proc.terminate()
            driver_proc.wait(timeout=10)
            for server, _ in servers.values():
                server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
