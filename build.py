#!/usr/bin/env python3
"""Build the offline static site for Evolution into ``dist/`` (standard library only).

    python build.py                          # build dist/
    python build.py --out DIR                # build into another folder
    python build.py serve [--port N] [--prefix /evolution/]   # build, then serve on 127.0.0.1
    python build.py test [PYTEST ARGS]       # install what the tests need (.venv, ESLint, browsers), run them all
    .venv/bin/python build.py contract       # write the page's types from the engine's contract (web/contract.d.ts)

The build itself is the package tools/build/ (its docstring says what ends up in dist/); this file is
its command line and the names the tests and benchmarks use (`import build`).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from tools.build.common import DEFAULT_OUT, BuildError, FetchError, log, sha256
from tools.build.pins import NPM_PACKAGES, PYODIDE_FILES, STDLIB_PARTS_UNUSED
from tools.build.serve import SiteHandler, make_server, url_prefix
from tools.build.site import build
from tools.build.testing import run_tests
from tools.build.vendor import axe_script, npm_tarball

__all__ = ["BuildError", "FetchError", "NPM_PACKAGES", "PYODIDE_FILES", "STDLIB_PARTS_UNUSED", "SiteHandler",
           "axe_script", "build", "make_server", "npm_tarball", "sha256", "url_prefix"]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["contract"]:  # (needs pydantic: run it with the venv's Python)
        from tools.build.contract import write

        write()
        return 0
    if argv[:1] == ["test"]:
        try:
            return run_tests(argv[1:])
        except (BuildError, subprocess.CalledProcessError) as exc:
            print(f"[test] error: {exc}", file=sys.stderr)
            return 1
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", nargs="?", choices=["build", "serve", "test", "contract"], default="build",
                        help="test: install what the tests need and run them all (extra arguments go to pytest)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder (default: dist)")
    parser.add_argument("--port", type=int, default=8000, help="serve: port (default 8000)")
    parser.add_argument("--prefix", default="/", help="serve: URL prefix, e.g. /evolution/")
    args = parser.parse_args(argv)
    try:
        build(args.out)
    except (FetchError, BuildError) as exc:
        print(f"[build] error: {exc}", file=sys.stderr)
        return 1
    if args.command == "serve":
        server = make_server(args.out, args.port, args.prefix)
        host, port = server.server_address[:2]
        log(f"serving {args.out} at http://{host}:{port}{url_prefix(args.prefix)} (Ctrl-C stops)")
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
