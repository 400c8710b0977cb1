"""The local server: serves a built site on 127.0.0.1 (`build.py serve`, tests/browser, benchmarks/)."""

from __future__ import annotations

import functools
import http.server
import sys
from pathlib import Path

MIME_TYPES = {
    ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json", ".json": "application/json", ".toml": "text/plain",
    ".py": "text/plain", ".whl": "application/zip", ".zip": "application/zip", ".svg": "image/svg+xml",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a built site, optionally under a URL prefix such as /evolution/ (like GitHub Pages)."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    prefix = "/"
    quiet = False
    cache_control = "no-cache"  # always revalidate while developing (GitHub Pages sends max-age=600)

    def _mapped(self) -> bool:
        bare = self.prefix.rstrip("/")
        if self.path == bare and bare:  # /evolution -> /evolution/
            self.send_response(301)
            self.send_header("Location", self.prefix)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return False
        if not self.path.startswith(self.prefix):
            self.send_error(404, "outside the site prefix")
            return False
        self.path = "/" + self.path[len(self.prefix):]
        return True

    def do_GET(self) -> None:
        if self._mapped():
            super().do_GET()

    def do_HEAD(self) -> None:
        if self._mapped():
            super().do_HEAD()

    def end_headers(self) -> None:
        self.send_header("Cache-Control", self.cache_control)
        super().end_headers()

    def log_message(self, fmt: str, *args) -> None:
        if not self.quiet:
            super().log_message(fmt, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):  # browsers abort requests all the time
            super().handle_error(request, client_address)


def url_prefix(prefix: str) -> str:
    """'evolution' or '/evolution' -> '/evolution/'; '' or '/' -> '/'."""
    return f"/{prefix.strip('/')}/" if prefix.strip("/") else "/"


def make_server(directory: Path, port: int = 0, prefix: str = "/", quiet: bool = False,
                handler: type[SiteHandler] = SiteHandler) -> SiteServer:
    """A ThreadingHTTPServer on 127.0.0.1:port (0 = any free port) serving `directory` under `prefix`."""
    cls = type("Handler", (handler,), {"prefix": url_prefix(prefix), "quiet": quiet})
    return SiteServer(("127.0.0.1", port), functools.partial(cls, directory=str(directory)))
