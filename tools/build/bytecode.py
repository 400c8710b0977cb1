"""Bytecode: compile what the page imports with Pyodide's own CPython, under node.

Pyodide's npm stdlib zip and the PyPI wheels hold only .py files, so every cold load compiled
each module it imported (stdlib, pydantic, the engine): about half of a cold load, measured.
CPython 3.14 is not on the developers' machines, but Pyodide is: node runs it here (pyodide/compile.mjs
running pyodide/compile.py) to write
  - the stdlib modules a game imports (found by importing and opening a game) as sourceless .pyc
    in the stdlib zip (zipimport prefers `x.pyc` to `x.py`; the other modules stay source);
  - every .py of the pinned wheels as a sourceless .pyc (what Pyodide's own packages ship);
  - the engine and web modules as __pycache__/*.pyc next to their sources (checked-hash, so a
    pyc never outlives its source; tracebacks keep their lines).
Hash-based pycs carry no timestamps, so the output does not depend on when files were unpacked.
Without node (or if it fails) the site still works, with sources only: slower cold loads, a
warning, "bytecode": null in build-info.json (tests/browser checks it when node is installed).
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import shutil
import subprocess
import tempfile
import time
import zipfile
from pathlib import Path

from .common import ROOT, deterministic_zip, log, sha256

BYTECODE_CACHE = ROOT / ".cache" / "bytecode"
JOB = Path(__file__).resolve().parent / "pyodide"  # compile.mjs (the node driver), compile.py (the job)
# What main.py imports before the engine (the rest is found by running the bridge), and html, which
# PyScript's own `pyscript` package imports (measured: the page then imports no other stdlib module).
BYTECODE_IMPORTS = ["json", "os", "traceback", "pydantic", "pydantic_core", "pyodide.ffi", "evolution", "html"]


def bytecode(pyodide_dir: Path, wheels: dict[str, Path], app: dict[str, bytes]) -> dict | None:
    """Compile with Pyodide under node (cached in .cache/bytecode by inputs).

    `pyodide_dir`: the stock Pyodide files + the wheels + their lock (as the site ships them);
    `app`: {path relative to /home/pyodide: bytes}. Returns {"stdlib": {rel: pyc}, "wheels":
    {wheel file name: {rel: pyc}}, "app": {rel: pyc}, "python": version}, or None without node.
    """
    node = shutil.which("node")
    if not node:
        log("WARNING: node not found: shipping Python sources only (each cold load compiles them)")
        return None
    job = {"imports": BYTECODE_IMPORTS, "seed": 1,
           "app": sorted(rel for rel in app if rel.endswith(".py"))}
    key = hashlib.sha256()
    driver, program = (JOB / "compile.mjs").read_text(encoding="utf-8"), (JOB / "compile.py").read_text(encoding="utf-8")
    for part in (driver, program, json.dumps(job, sort_keys=True)):
        key.update(part.encode() + b"\0")
    for name in ("pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"):
        key.update(sha256((pyodide_dir / name).read_bytes()).encode())
    for rel in sorted(app):
        key.update(f"{rel}\0{sha256(app[rel])}\n".encode())
    cached = BYTECODE_CACHE / f"{key.hexdigest()[:24]}.zip"
    if not cached.is_file():
        t0 = time.perf_counter()
        with tempfile.TemporaryDirectory(prefix="evolution-pyc-") as work:
            work = Path(work)
            (work / "compile.mjs").write_text(driver, encoding="utf-8")
            (work / "compile.py").write_text(program, encoding="utf-8")
            (work / "job.json").write_text(json.dumps(job), encoding="utf-8")
            for rel, data in app.items():
                (work / "app" / rel).parent.mkdir(parents=True, exist_ok=True)
                (work / "app" / rel).write_bytes(data)
            for path in wheels.values():
                with zipfile.ZipFile(path) as zf:
                    zf.extractall(work / "wheels" / path.name)
            done = subprocess.run([node, str(work / "compile.mjs"), f"{pyodide_dir.resolve()}/", str(work)],
                                  capture_output=True, text=True, timeout=300)
            if done.returncode != 0 or not (work / "out" / "manifest.json").is_file():
                log("WARNING: compiling with Pyodide under node failed, shipping Python sources only"
                    f" (each cold load compiles them):\n{done.stderr[-3000:]}")
                return None
            if "Traceback" in done.stderr:
                log("bytecode: the bridge failed under node (fewer stdlib modules precompiled):\n"
                    + done.stderr[-2000:])
            files = {p.relative_to(work / "out").as_posix(): p.read_bytes()
                     for p in sorted((work / "out").rglob("*")) if p.is_file()}
        BYTECODE_CACHE.mkdir(parents=True, exist_ok=True)
        partial = cached.with_suffix(".tmp")
        partial.write_bytes(deterministic_zip(files))
        os.replace(partial, cached)
        for old in sorted(BYTECODE_CACHE.glob("*.zip"), key=lambda p: p.stat().st_mtime)[:-4]:
            old.unlink()  # keep the last few builds' results
        log(f"bytecode: compiled {len(files) - 1} files with Pyodide in {time.perf_counter() - t0:.1f} s")
    else:
        os.utime(cached)
    with zipfile.ZipFile(cached) as zf:
        files = {name: zf.read(name) for name in zf.namelist()}
    result = {"stdlib": {}, "wheels": {path.name: {} for path in wheels.values()}, "app": {},
              "python": json.loads(files.pop("manifest.json"))["python"]}
    for name, data in files.items():
        kind, rel = name.split("/", 1)
        if kind == "wheels":
            wheel, rel = rel.split("/", 1)
            result["wheels"][wheel][rel] = data
        else:
            result[kind][rel] = data
    return result


def with_bytecode(archive: bytes, pycs: dict[str, bytes], sourceless: bool, unused: tuple[str, ...] = ()) -> bytes:
    """The zip `archive` with compiled modules: `x.py` replaced by `x.pyc` (sourceless), or pycs added.
    Members starting with one of `unused` are left out."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(archive)) as src, \
            zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as dst:
        names = set(src.namelist())
        for info in src.infolist():
            if info.filename.startswith(unused):
                continue
            pyc = pycs.get(info.filename + "c") if sourceless else None
            if pyc is not None:
                info = zipfile.ZipInfo(info.filename + "c", date_time=info.date_time)
                info.compress_type, info.external_attr = zipfile.ZIP_DEFLATED, 0o644 << 16
                dst.writestr(info, pyc)
            else:
                info.compress_type = zipfile.ZIP_DEFLATED if not info.is_dir() else zipfile.ZIP_STORED
                dst.writestr(info, src.read(info.filename))
        if not sourceless:
            for rel in sorted(set(pycs) - names):
                info = zipfile.ZipInfo(rel, date_time=(1980, 1, 1, 0, 0, 0))
                info.compress_type, info.external_attr = zipfile.ZIP_DEFLATED, 0o644 << 16
                dst.writestr(info, pycs[rel])
    return out.getvalue()

