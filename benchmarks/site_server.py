"""The built site served on a free local port, for the benchmarks that open it in a browser: one
place that builds it, serves it from a daemon thread and names its address (``build.make_server``)."""

from __future__ import annotations

import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import build  # noqa: E402


def serve(site: Path, prefix: str = "/", handler: type[build.SiteHandler] = build.SiteHandler):
    """Serve the built ``site`` under ``prefix`` from a daemon thread; returns the server and its URL."""
    server = build.make_server(site, 0, prefix, quiet=True, handler=handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}{build.url_prefix(prefix)}"


@contextmanager
def built_site(add: Callable[[Path], None] | None = None) -> Iterator[str]:
    """This tree's site, built into a temporary folder (then ``add(site)``: a benchmark's own pages)
    and served while the block runs: its URL."""
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "dist"
        build.build(site)
        if add:
            add(site)
        server, url = serve(site)
        try:
            yield url
        finally:
            server.shutdown()
            server.server_close()
