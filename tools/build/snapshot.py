"""The memory snapshot: the interpreter with the first table's imports done, made under node.

A page that restores it skips Python's own start and the engine's imports (benchmarks/snapshot.py
measures both starts). node runs the site's own Pyodide (pyodide/snapshot.mjs) with snapshots
enabled, puts the engine and web zips and the pure-Python wheels where web/main.py's Loader puts
them, runs the imports of the Loader's engine steps and writes the wasm memory, gzip'd (31.5 MB of
memory, mostly zeros: ~5.5 MB; the page inflates it with DecompressionStream, whatever the server
sends). The page still unpacks the archives: the snapshot holds memory, not the files.

Pyodide's snapshot API is private (`_makeSnapshot`, `makeMemorySnapshot`, `_loadSnapshot`) and checks
the build id of the Pyodide that restores it: index.html falls back to the plain start, loudly, when a
snapshot does not load. Without node (or if it fails) the site has no snapshot: a warning, and
"snapshot": null in build-info.json. Cached in .cache/snapshot by its inputs; two makes from the same
inputs differ in a few thousand bytes of 31.5 MB (the C library's entropy pool and such), so a fresh
cache makes another file with the same behaviour. Every page restores the same memory: web/main.py
reseeds `random`.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from .common import ROOT, log, sha256

SNAPSHOT_CACHE = ROOT / ".cache" / "snapshot"
DRIVER = Path(__file__).resolve().parent / "pyodide" / "snapshot.mjs"
# Pydantic's wheels: not in the snapshot, and index.html's data-boundary (fetched after the first table's bytes).
ENGINE_WHEEL_EXCLUDED = ("pydantic", "typing_")
# What runs before the first table: web/main.py's own imports (the standard library's; PyScript's
# package and the JS modules are made when the page starts), html (PyScript's package imports it),
# then the Loader's engine steps (import_engine and the first game's import, bridge.preparations()).
# invalidate_caches: the archives were just written.
IMPORTS = ("import asyncio, functools, html, importlib, json, os, sys, traceback\n"
           "import pyodide.ffi\n"
           "importlib.invalidate_caches()\n"
           "import evolution, bridge\n"
           "bridge.preparations()[0][0][1]()\n")


def snapshot(pyodide_dir: Path, archives: dict[str, bytes]) -> bytes | None:
    """The gzip'd snapshot, or None without node. `archives`: {file name: bytes} in the Loader's order
    (app zips, then the pure-Python wheels the engine imports)."""
    node = shutil.which("node")
    if not node:
        log("WARNING: node not found: no memory snapshot (the page starts Python the plain way)")
        return None
    key = hashlib.sha256()
    for part in (DRIVER.read_text(encoding="utf-8"), IMPORTS):
        key.update(part.encode() + b"\0")
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
        key.update(sha256((pyodide_dir / name).read_bytes()).encode())
    for name, data in archives.items():
        key.update(f"{name}\0{sha256(data)}\n".encode())
    cached = SNAPSHOT_CACHE / f"{key.hexdigest()[:24]}.bin.gz"
    if cached.is_file():
        os.utime(cached)
        return cached.read_bytes()
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="evolution-snapshot-") as work:
        work = Path(work)
        files = []
        for name, data in archives.items():
            (work / name).write_bytes(data)
            files.append([name, str(work / name)])
        (work / "files.json").write_text(json.dumps({"files": files, "imports": IMPORTS}), encoding="utf-8")
        done = subprocess.run([node, str(DRIVER), f"{pyodide_dir.resolve()}/", str(work)],
                              capture_output=True, text=True, timeout=300)
        if done.returncode != 0 or not (work / "snapshot.bin.gz").is_file():
            log(f"WARNING: the memory snapshot failed under node (the page starts Python the plain way):\n{done.stderr[-3000:]}")
            return None
        data = (work / "snapshot.bin.gz").read_bytes()
    SNAPSHOT_CACHE.mkdir(parents=True, exist_ok=True)
    partial = cached.with_suffix(".tmp")
    partial.write_bytes(data)
    os.replace(partial, cached)
    for old in sorted(SNAPSHOT_CACHE.glob("*.bin.gz"), key=lambda p: p.stat().st_mtime)[:-4]:
        old.unlink()  # keep the last few builds' results
    log(f"snapshot: made with Pyodide in {time.perf_counter() - t0:.1f} s ({len(data)} bytes gzip'd)")
    return data
