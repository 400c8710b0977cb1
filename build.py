#!/usr/bin/env python3
"""Build the offline static site for Evolution into ``dist/`` (standard library only).

    python build.py                          # build dist/
    python build.py --out DIR                # build into another folder
    python build.py serve [--port N] [--prefix /evolution/]   # build, then serve on 127.0.0.1
    python build.py test [PYTEST ARGS]       # install what the tests need (.venv, browsers), run them all

What ends up in dist/ (every URL in it is relative, so it also works under /<repo>/):

    index.html, web/...          copied from the repo (web/*.py other than main.py go into a zip, see below);
                                 in index.html, data-files gets the URLs of the app zips and the wheels, which
                                 it fetches at once and main.py installs (no PyScript `packages`/`[files]`,
                                 no micropip; PyScript's config is inline: web/interpreter.mjs), and
                                 web/main.py is inlined into its <script type="py"> (no request for it)
    app/evolution-<hash>.zip     the engine package (evolution/**/*.py + evolution/data/*.json)
    app/web-<hash>.zip           web/**/*.py except main.py, unpacked in main.py's folder (so `import bridge` works)
    vendor/pyodide/              the Pyodide core files, the pinned wheels and a rewritten pyodide-lock.json;
                                 the stdlib zip, the wheels and the app zips carry .pyc compiled by
                                 Pyodide itself under node (section 3b; cached in .cache/bytecode/)
    vendor/pyscript/             PyScript core.js/core.css and the chunks that core reaches at runtime
    manifest.webmanifest, icon.svg, icon-192.png, icon-512.png, .nojekyll, build-info.json
    sw.js                        generated service worker: precaches every file, cache-first, versioned

Third-party files are fetched once with `npm pack` and `pip download` into .cache/vendor/ (git-ignored),
checked against the sha256 pins below, and reused by later builds without any network access.
See /work/shared/research/pyodide.md for why things are done this way (pitfalls P1-P14).
"""

from __future__ import annotations

import argparse
import ast
import email.parser
import functools
import glob
import hashlib
import http.server
import io
import json
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
import zipfile
import zlib
from pathlib import Path

# ---------------------------------------------------------------------------------------------
# Pins. This is the only place where third-party versions live. When you bump one, the build
# fails with the new sha256; check where it came from and paste it here.
# ---------------------------------------------------------------------------------------------
NPM_PACKAGES = {  # npm name -> (version, sha256 of the tarball `npm pack` downloads)
    "pyodide": ("314.0.7", "66b7949e5a0cba2250b586d7e368bf12fb482800748d182c4618254b685ffaa0"),
    "@pyscript/core": ("0.7.31", "b2ca1a0c0956aebd990a7c8524cca1eb061444a8319a7264d2f31ef30bea276a"),
}
# The tests' own npm packages (never shipped in dist/): axe-core, the accessibility checker the browser
# tests inject into the page (tests/browser/test_a11y.py). npm, like the site's own vendored files:
# one pinned tarball in .cache/vendor/npm, no new Python dependency.
TEST_NPM_PACKAGES = {
    "axe-core": ("4.14.1", "e6b0ce02b84d892e2e33e403485e7f3d6c29e2be6df65daf44d89ba564139745"),
}
# Never imported by the engine: pydantic's bundled pydantic-1 API and its mypy plugin (~330 KB compiled).
WHEEL_PARTS_UNUSED = ("pydantic/v1/", "pydantic/mypy.py")
# Developer tools and network/mail clients of the stdlib that a game in a page cannot reach (~390 KB
# of the first visit). The build fails if a page's boot or game imports one of them (section 3b).
STDLIB_PARTS_UNUSED = ("_pyrepl/", "unittest/", "pdb.py", "doctest.py", "pydoc.py", "xmlrpc/", "wsgiref/",
                       "pickletools.py", "imaplib.py", "mailbox.py", "smtplib.py", "ftplib.py", "poplib.py",
                       "trace.py", "profile.py", "cProfile.py", "pstats.py", "timeit.py", "tabnanny.py",
                       "sqlite3/")
WHEEL_PLATFORM = "pyemscripten_2026_0_wasm32"  # the ABI of Pyodide 314
WHEEL_PYTHON = "3.14"
WHEEL_ABI = "cp314"
WHEELS = {  # canonical name -> (version, sha256 of the wheel on PyPI); pydantic and its whole closure
    "pydantic": ("2.14.3", "3f7b347782ab7e4cf4c798496ae3a82787d9f21ec12676a9c564355eeef8daa8"),
    "pydantic-core": ("2.50.4", "e6da138a1ecc1341c8b788a5ee822670b03788e1f5decf7af9d461de6e508b8e"),
    "typing-extensions": ("4.16.0", "481caa481374e813c1b176ada14e97f1f67a4539ce9cfeb3f350d78d6370c2e8"),
    "typing-inspection": ("0.4.5", "bc210535442b39e1bf2805e0c7a17dfd6a4ace760c84c7f7d16245d23a6b1c39"),
    "annotated-types": ("0.8.0", "f072f4d804ea359e4eaf198b1af7a8b0943881a87f31bb764f8bf219bb9419e0"),
}

# Files taken from the pyodide npm package (measured: these are all a page requests; .d.ts, .map,
# console*.html, pyodide.js and package.json are not needed). pyodide-lock.json is rewritten.
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
# PyScript chunks: core.js, the modules it imports at start-up (plugins, TOML parser, zip, package
# graph) and their static imports are copied. What the editor/terminal/game plugins import lazily
# when a page uses them (codemirror, xterm, MicroPython, full TOML parser) is not: this site does not
# use <script type="py-editor">, `terminal` or py-game. Measured: core imports every plugin at start
# even when the config disables it (the MicroPython config has no `plugins` list), so the plugin
# entry chunks themselves must stay. Core imports its TOML parser only for a TOML config, its package
# graph only for `packages` and its zip reader only for `[files]` archives: the site's config is inline
# JSON with none of these (main.py installs the Python code), so they are not shipped either (~180 KB
# less on the first visit; a page that needed one would fail its browser tests with a 404).
PYSCRIPT_LAZY_PREFIXES = ("codemirror", "toml-", "pyodide_graph-", "zip-")

ROOT = Path(__file__).resolve().parent
CACHE = ROOT / ".cache" / "vendor"
DEFAULT_OUT = ROOT / "dist"
THEME = "#1f5f4a"

MIME_TYPES = {
    ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json", ".json": "application/json", ".toml": "text/plain",
    ".py": "text/plain", ".whl": "application/zip", ".zip": "application/zip", ".svg": "image/svg+xml",
}


class FetchError(RuntimeError):
    """A vendored file is missing from .cache/vendor and could not be downloaded."""


class BuildError(RuntimeError):
    """The inputs are inconsistent (wrong version, wrong hash, missing file)."""


def log(msg: str) -> None:
    print(f"[build] {msg}", flush=True)


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


# ---------------------------------------------------------------------------------------------
# 1. Vendor cache: fetch once, verify every time
# ---------------------------------------------------------------------------------------------
def _run(cmd: list[str], cwd: Path) -> str:
    log("fetch: " + " ".join(cmd))
    try:
        done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    except OSError as exc:  # npm not installed
        raise FetchError(f"cannot run {cmd[0]}: {exc}") from exc
    if done.returncode:
        raise FetchError(f"{' '.join(cmd)} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    return done.stdout


def npm_tarball(name: str, version: str, digest: str) -> Path:
    path = CACHE / "npm" / f"{name.lstrip('@').replace('/', '-')}-{version}.tgz"
    if not (path.is_file() and sha256(path.read_bytes()) == digest):
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=path.parent) as tmp:
            npm = shutil.which("npm") or "npm"
            # --prefer-offline: npm's own cache is fine (the sha256 pin is checked below) and avoids
            # minutes of registry retries when there is no network.
            out = _run([npm, "pack", f"{name}@{version}", "--json", "--prefer-offline", "--fetch-retries=1",
                        "--pack-destination", tmp], Path(tmp))
            got = Path(tmp) / json.loads(out)[0]["filename"]
            if sha256(got.read_bytes()) != digest:
                raise BuildError(f"{got.name}: sha256 {sha256(got.read_bytes())} != pinned {digest}")
            os.replace(got, path)
    with tarfile.open(path) as tar:  # the tarball says what it is
        meta = json.load(tar.extractfile("package/package.json"))
    if (meta["name"], meta["version"]) != (name, version):
        raise BuildError(f"{path.name} contains {meta['name']}@{meta['version']}")
    return path


def axe_script() -> str:
    """axe-core's axe.min.js from its pinned tarball (fetched once, like the site's npm files)."""
    version, digest = TEST_NPM_PACKAGES["axe-core"]
    with tarfile.open(npm_tarball("axe-core", version, digest)) as tar:
        return tar.extractfile("package/axe.min.js").read().decode()


def _wheels() -> dict[str, Path]:
    """Return {canonical name: path} for the pinned wheels, downloading what is missing."""
    wanted = dict(WHEELS)

    def good() -> dict[str, Path]:  # cached wheels that match a pin (older versions are ignored)
        ok = {}
        for path in (CACHE / "wheels").glob("*.whl"):
            key, version = canonical(path.name.split("-")[0]), path.name.split("-")[1]
            if key in wanted and wanted[key] == (version, sha256(path.read_bytes())):
                ok[key] = path
        return ok

    have = good()
    if set(WHEELS) - set(have):
        dest = CACHE / "wheels"
        dest.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=dest) as tmp:
            pip = [sys.executable, "-m", "pip", "download", "--disable-pip-version-check",
                   "--only-binary=:all:", "--python-version", WHEEL_PYTHON, "-d", tmp]
            # Every member of the closure is pinned; pip still resolves, so a new dependency of
            # pydantic shows up as an unexpected wheel below instead of being silently missed.
            _run(pip + ["--platform", WHEEL_PLATFORM, "--abi", WHEEL_ABI, "--implementation", "cp"]
                 + [f"{n}=={v}" for n, (v, _) in WHEELS.items()], ROOT)
            for whl in Path(tmp).glob("*.whl"):
                key, version = canonical(whl.name.split("-")[0]), whl.name.split("-")[1]
                if key not in wanted:
                    raise BuildError(f"pip downloaded an unpinned wheel {whl.name}: pin it in WHEELS")
                if wanted[key] != (version, sha256(whl.read_bytes())):
                    raise BuildError(f"{whl.name}: got {version} {sha256(whl.read_bytes())}, "
                                     f"pinned {wanted[key]}")
                os.replace(whl, dest / whl.name)
        have = good()
    missing = set(wanted) - set(have)
    if missing:
        raise FetchError(f"wheels still missing after download: {sorted(missing)}")
    return have


# ---------------------------------------------------------------------------------------------
# 2. pyodide-lock.json: keep only what we ship (pitfalls P2, P3, P4)
# ---------------------------------------------------------------------------------------------
def _wheel_metadata(path: Path) -> tuple[email.message.Message, list[str]]:
    with zipfile.ZipFile(path) as zf:
        names = zf.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA") and n.count("/") == 1)
        meta = email.parser.Parser().parsestr(zf.read(meta_name).decode())
    tops = {n.split("/")[0] for n in names}
    imports = sorted(t.removesuffix(".py") for t in tops
                     if not t.endswith((".dist-info", ".data")) and (t.endswith(".py") or "." not in t))
    return meta, imports


def lock_entries(wheels: dict[str, Path]) -> dict[str, dict]:
    """A pyodide-lock `packages` table for exactly these wheels (file names relative to the lock)."""
    entries = {}
    for key, path in sorted(wheels.items()):
        meta, imports = _wheel_metadata(path)
        if canonical(meta["Name"]) != key:
            raise BuildError(f"{path.name}: METADATA says {meta['Name']}")
        depends = []
        for req in meta.get_all("Requires-Dist") or []:
            if "extra ==" in req.replace('"', "'"):
                continue  # optional extras (pydantic[email], ...)
            dep = canonical(re.match(r"[A-Za-z0-9._-]+", req).group())
            if dep not in wheels:
                raise BuildError(f"{key} needs {req!r}, which is not shipped: add it to WHEELS")
            depends.append(dep)
        entries[key] = {
            "name": meta["Name"], "version": meta["Version"], "file_name": path.name,
            "install_dir": "site", "sha256": sha256(path.read_bytes()), "package_type": "package",
            "imports": imports, "depends": sorted(depends), "unvendored_tests": False, "tool": {},
        }
    return entries


# ---------------------------------------------------------------------------------------------
# 3. Small generated things: zips, icon, manifest, service worker
# ---------------------------------------------------------------------------------------------
def deterministic_zip(files: dict[str, bytes]) -> bytes:
    """Same input -> same bytes (fixed timestamps, sorted names), so the hash in the name is stable."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type, info.external_attr = zipfile.ZIP_DEFLATED, 0o644 << 16
            zf.writestr(info, files[name])
    return buf.getvalue()


def engine_files() -> dict[str, bytes]:
    pkg = ROOT / "evolution"
    if not (pkg / "__init__.py").is_file():
        raise BuildError("evolution/__init__.py is missing")
    files = {}
    for path in sorted(pkg.rglob("*")):
        rel = path.relative_to(ROOT)
        if "__pycache__" in rel.parts or not path.is_file():
            continue
        if path.suffix == ".py" or (path.suffix == ".json" and path.parent.name == "data"):
            files[rel.as_posix()] = path.read_bytes()
        else:
            log(f"not shipped to the browser (only *.py and data/*.json are): {rel.as_posix()}")
    return files


def web_python_files() -> dict[str, bytes]:
    web = ROOT / "web"
    return {p.relative_to(web).as_posix(): p.read_bytes() for p in sorted(web.rglob("*.py"))
            if "__pycache__" not in p.parts and p != web / "main.py"}


def engine_version() -> str:
    """evolution.__version__, read without importing the package."""
    tree = ast.parse((ROOT / "evolution" / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "__version__" for t in node.targets):
            return ast.literal_eval(node.value)
    raise BuildError("evolution/__init__.py defines no __version__")


def _png(size: int) -> bytes:
    """The app icon (a cell with a nucleus) as an RGBA PNG, drawn without any image library."""
    bg, cell, core = (0x1F, 0x5F, 0x4A), (0xE9, 0xC4, 0x6A), (0x1F, 0x5F, 0x4A)
    circles = [(0.5, 0.5, 0.36, cell), (0.58, 0.44, 0.11, core)]  # cx, cy, r as fractions of size
    rows = bytearray()
    for y in range(size):
        rows.append(0)  # filter: none
        for x in range(size):
            px = list(bg)
            for cx, cy, r, col in circles:
                d = math.hypot(x + 0.5 - cx * size, y + 0.5 - cy * size)
                a = min(1.0, max(0.0, r * size - d + 0.5))  # 1-pixel anti-aliased edge
                if a:
                    px = [round(p * (1 - a) + c * a) for p, c in zip(px, col)]
            rows += bytes(px) + b"\xff"

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))


ICON_SVG = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
<rect width="100" height="100" rx="18" fill="#1f5f4a"/>
<circle cx="50" cy="50" r="36" fill="#e9c46a"/><circle cx="58" cy="44" r="11" fill="#1f5f4a"/>
</svg>
"""


def manifest() -> str:
    return json.dumps({
        "name": "Evolution", "short_name": "Evolution",
        "description": "The board game Evolution, playable offline in the browser.",
        "start_url": "./", "scope": "./", "display": "standalone",
        "background_color": "#f4f1e8", "theme_color": THEME,
        "icons": [
            {"src": "./icon.svg", "sizes": "any", "type": "image/svg+xml"},
            {"src": "./icon-192.png", "sizes": "192x192", "type": "image/png"},
            {"src": "./icon-512.png", "sizes": "512x512", "type": "image/png"},
        ],
    }, indent=2) + "\n"


# Cache-first service worker (pyodide.md section 5) with two changes:
# - the precache uses cache: "no-cache" (revalidate), not "reload": on the first visit the files the
#   page just loaded come back as 304s from the HTTP cache instead of being downloaded twice, and
#   nothing can be stale (P7);
# - a new version waits (no skipWaiting on install) until the page asks for it, so an open tab never
#   has its files deleted while it loads; boot.js shows a "reload" button when a new version waits.
# Cache names carry the SW scope because every GitHub Pages project of a user shares one origin.
SW_TEMPLATE = """\
// Generated by build.py; edit SW_TEMPLATE there, not this file.
const VERSION = %(version)s;
const PREFIX = "evolution:" + self.registration.scope + ":";
const CACHE = PREFIX + VERSION;
const FILES = %(files)s;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) =>
    cache.addAll(FILES.map((url) => new Request(url, { cache: "no-cache" })))));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys
      .filter((key) => key.startsWith(PREFIX) && key !== CACHE)
      .map((key) => caches.delete(key))))
    .then(() => self.clients.claim()));
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(request, { ignoreSearch: true }))
    .then((hit) => hit || fetch(request)));
});
"""


# ---------------------------------------------------------------------------------------------
# 3a. The New game form's data
# ---------------------------------------------------------------------------------------------
FORM_DATA_MARKER = '<script type="application/json" id="games-data"></script>'


# The games the site offers, in each language, asked of a fresh interpreter: a game registered only
# in the caller (the tests' fixture game) must never reach the site.
FORM_DATA_PROGRAM = """
import json, sys
sys.path[:0] = [sys.argv[1], sys.argv[1] + "/web"]
import bridge
from evolution.core.messages import LANGUAGES
print(json.dumps({lang: bridge.games(lang=lang) for lang in LANGUAGES}, ensure_ascii=False, separators=(",", ":")))
"""


def with_form_data(page: str) -> str:
    """index.html with the New game form's games, options and bot levels in each language
    (bridge.games, run at build time), so the form opens before the engine has loaded. Left
    empty if this Python cannot import the engine (no pydantic): the page then asks the engine."""
    if page.count(FORM_DATA_MARKER) != 1:
        raise BuildError(f"index.html must hold {FORM_DATA_MARKER!r} once (build.py fills it in)")
    done = subprocess.run([sys.executable, "-c", FORM_DATA_PROGRAM, str(ROOT)], capture_output=True, text=True)
    if done.returncode != 0:
        log(f"WARNING: the engine cannot be run here ({done.stderr.strip().splitlines()[-1:]}): "
            "the New game form waits for it in the page")
        return page
    data = done.stdout.strip().replace("</", "<\\/")
    return page.replace(FORM_DATA_MARKER, FORM_DATA_MARKER.replace("></", f">{data}</"))


# 3b. Bytecode: compile what the page imports with Pyodide's own CPython, under node
# ---------------------------------------------------------------------------------------------
# Pyodide's npm stdlib zip and the PyPI wheels hold only .py files, so every cold load compiled
# each module it imported (stdlib, pydantic, the engine): about half of a cold load, measured.
# CPython 3.14 is not on the developers' machines, but Pyodide is: node runs it here to write
#   - the stdlib modules a game imports (found by importing and opening a game) as sourceless .pyc
#     in the stdlib zip (zipimport prefers `x.pyc` to `x.py`; the other modules stay source);
#   - every .py of the pinned wheels as a sourceless .pyc (what Pyodide's own packages ship);
#   - the engine and web modules as __pycache__/*.pyc next to their sources (checked-hash, so a
#     pyc never outlives its source; tracebacks keep their lines).
# Hash-based pycs carry no timestamps, so the output does not depend on when files were unpacked.
# Without node (or if it fails) the site still works, with sources only: slower cold loads, a
# warning, "bytecode": null in build-info.json (tests/browser checks it when node is installed).
BYTECODE_CACHE = ROOT / ".cache" / "bytecode"
BYTECODE_NODE = """\
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [indexDir, work] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(indexDir + "pyodide.mjs").href);
const py = await loadPyodide({ indexURL: indexDir, packages: ["pydantic"],
  env: { PYTHONHASHSEED: "0", PYDANTIC_DISABLE_PLUGINS: "1" }, stdout: console.error });
py.FS.mkdirTree("/work");
py.FS.mount(py.FS.filesystems.NODEFS, { root: work }, "/work");
await py.runPythonAsync(readFileSync(work + "/compile.py", "utf8"));
"""
BYTECODE_PY = """\
import importlib, importlib.util, json, os, sys, traceback, zipfile
sys.dont_write_bytecode = True
job = json.load(open("/work/job.json"))
out = "/work/out"
site_packages = next(p for p in sys.path if p.endswith("site-packages"))
stdlib_zip = next(p for p in sys.path if p.endswith(".zip"))

# 1. What a game imports: main.py's imports, the bridge, and a new game of each game drawn for a human.
sys.path.insert(0, "/work/app")
os.chdir("/work/app")
for name in job["imports"]:
    importlib.import_module(name)
try:
    import bridge
    for game in bridge.games():  # every game's modules: each registered game, drawn for a human
        bridge.rules_help(game=game["id"])
        seats = [{"name": "A", "bot": None}, {"name": "B", "bot": game["bot_levels"][0]}]
        bridge.new_game(game=game["id"], seats=seats, seed=job["seed"])
        bridge.table(viewer=0)
except Exception:
    traceback.print_exc()  # fewer modules precompiled, the build goes on
used = sorted({m.__file__[len(stdlib_zip) + 1:] for m in list(sys.modules.values())
               if (getattr(m, "__file__", None) or "").startswith(stdlib_zip + "/")
               and m.__file__.endswith(".py")})
import py_compile  # noqa: E402  (after the census: the page never imports it)

def compile_to(source, cfile, dfile, checked):
    os.makedirs(os.path.dirname(cfile), exist_ok=True)
    mode = py_compile.PycInvalidationMode.CHECKED_HASH if checked else py_compile.PycInvalidationMode.UNCHECKED_HASH
    py_compile.compile(source, cfile=cfile, dfile=dfile, doraise=True, invalidation_mode=mode)

# 2. stdlib modules, read from the zip
with zipfile.ZipFile(stdlib_zip) as zf:
    for rel in used:
        tmp = "/tmp/stdlib/" + rel
        os.makedirs(os.path.dirname(tmp), exist_ok=True)
        with open(tmp, "wb") as f:
            f.write(zf.read(rel))
        compile_to(tmp, f"{out}/stdlib/{rel}c", f"{stdlib_zip}/{rel}", False)
# 3. wheels: /work/wheels/<wheel file>/<path in the wheel>
for wheel in sorted(os.listdir("/work/wheels")):
    root = f"/work/wheels/{wheel}"
    for dirpath, _, names in os.walk(root):
        for name in names:
            rel = os.path.relpath(os.path.join(dirpath, name), root)
            if name.endswith(".py"):
                compile_to(f"{root}/{rel}", f"{out}/wheels/{wheel}/{rel}c", f"{site_packages}/{rel}", False)
# 4. the app, unpacked in the browser's working directory (/home/pyodide)
for rel in job["app"]:
    cached = importlib.util.cache_from_source(rel)
    compile_to(f"/work/app/{rel}", f"{out}/app/{cached}", f"/home/pyodide/{rel}", True)
json.dump({"stdlib": used, "python": sys.version.split()[0]}, open(f"{out}/manifest.json", "w"))
"""
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
    for part in (BYTECODE_NODE, BYTECODE_PY, json.dumps(job, sort_keys=True)):
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
            (work / "compile.mjs").write_text(BYTECODE_NODE, encoding="utf-8")
            (work / "compile.py").write_text(BYTECODE_PY, encoding="utf-8")
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


# ---------------------------------------------------------------------------------------------
# 4. The build
# ---------------------------------------------------------------------------------------------
def _pyscript_closure(members: dict[str, bytes]) -> list[str]:
    """PyScript dist/ chunks needed at runtime: static imports from core.js on, plus the dynamic
    imports of core itself (except PYSCRIPT_LAZY_PREFIXES); dynamic imports of plugins are lazy."""
    todo, seen = ["core.js"], set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        if name not in members:
            raise BuildError(f"@pyscript/core: dist/{name} is imported but not in the package")
        seen.add(name)
        code = members[name].decode()
        todo += re.findall(r"""(?:\bfrom\s*|\bimport\s*)["']\./([\w.-]+\.js)["']""", code)
        if name.startswith("core"):
            todo += [ref for ref in re.findall(r"""\bimport\(\s*["']\./([\w.-]+\.js)["']""", code)
                     if not ref.startswith(PYSCRIPT_LAZY_PREFIXES)]
    return sorted(seen)


def build(out: Path = DEFAULT_OUT) -> dict:
    """Build the site into `out` (replaced atomically at the end). Returns build-info.json's content."""
    t0 = time.perf_counter()
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    if f"pydantic=={WHEELS['pydantic'][0]}" not in project["dependencies"]:
        raise BuildError(f"pyproject.toml pins {project['dependencies']}, build.py ships "
                         f"pydantic=={WHEELS['pydantic'][0]}: keep them equal")
    tarballs = {name: npm_tarball(name, v, h) for name, (v, h) in NPM_PACKAGES.items()}
    wheels = _wheels()

    out = out.resolve()
    tmp = out.with_name(out.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    try:
        written, info = _assemble(tmp, tarballs, wheels)
        old = out.with_name(out.name + ".old")
        shutil.rmtree(old, ignore_errors=True)
        if out.exists():
            os.replace(out, old)
        os.replace(tmp, out)
        shutil.rmtree(old, ignore_errors=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    size = sum(len(d) for d in written.values())
    log(f"{out}: {len(written)} files, {size} bytes, cache {info['cache_version']}, "
        f"{time.perf_counter() - t0:.2f} s")
    return info


def _assemble(tmp: Path, tarballs: dict[str, Path], wheels: dict[str, Path]) -> tuple[dict, dict]:
    """Write every file of the site into `tmp`; return ({path: bytes}, build info)."""
    written: dict[str, bytes] = {}

    def write(rel: str, data: bytes | str) -> None:
        data = data.encode() if isinstance(data, str) else data
        path = tmp / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)  # fresh mtime, never npm's 1985 one (P7)
        written[rel] = data

    def copy(src: Path, rel: str) -> None:
        (tmp / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, tmp / rel)  # copyfile, not copy2 (P7)
        data = (tmp / rel).read_bytes()
        if sha256(data) != sha256(src.read_bytes()):
            raise BuildError(f"copy of {src} differs from its source")
        written[rel] = data

    # Pyodide core + wheels + lock
    with tarfile.open(tarballs["pyodide"]) as tar:
        for name in PYODIDE_FILES:
            write(f"vendor/pyodide/{name}", tar.extractfile(f"package/{name}").read())
        stock_lock = json.load(tar.extractfile("package/pyodide-lock.json"))
    for path in wheels.values():
        copy(path, f"vendor/pyodide/{path.name}")
    lock = {"info": stock_lock["info"], "packages": lock_entries(wheels)}
    write("vendor/pyodide/pyodide-lock.json", json.dumps(lock, indent=1, sort_keys=True) + "\n")

    # Bytecode (section 3b): the stdlib zip and the wheels get their .pyc, the lock their new sha256
    app_files = {"evolution": engine_files(), "web": web_python_files()}
    compiled = bytecode(tmp / "vendor/pyodide", wheels, {**app_files["evolution"], **app_files["web"]})
    if compiled:
        stdlib = "vendor/pyodide/python_stdlib.zip"
        needed = sorted(rel for rel in compiled["stdlib"] if rel.startswith(STDLIB_PARTS_UNUSED))
        if needed:
            raise SystemExit(f"build: STDLIB_PARTS_UNUSED lists modules the page imports: {needed}")
        write(stdlib, with_bytecode(written[stdlib], compiled["stdlib"], sourceless=True,
                                    unused=STDLIB_PARTS_UNUSED))
        for path in wheels.values():
            write(f"vendor/pyodide/{path.name}",
                  with_bytecode(path.read_bytes(), compiled["wheels"][path.name], sourceless=True,
                                unused=WHEEL_PARTS_UNUSED))
        lock["packages"] = lock_entries({k: tmp / "vendor/pyodide" / p.name for k, p in wheels.items()})
        write("vendor/pyodide/pyodide-lock.json", json.dumps(lock, indent=1, sort_keys=True) + "\n")
        for rel, pyc in compiled["app"].items():  # rel: <dir>/__pycache__/<module>.<tag>.pyc
            folder, name = rel.rsplit("__pycache__/", 1)
            label = "evolution" if f"{folder}{name.split('.')[0]}.py" in app_files["evolution"] else "web"
            app_files[label][rel] = pyc

    # PyScript
    with tarfile.open(tarballs["@pyscript/core"]) as tar:
        members = {m.name.removeprefix("package/dist/"): tar.extractfile(m).read() for m in tar.getmembers()
                   if m.isfile() and m.name.startswith("package/dist/") and m.name.endswith((".js", ".css"))}
        licence = tar.extractfile("package/LICENSE").read()
    for name in _pyscript_closure(members) + ["core.css"]:
        write(f"vendor/pyscript/{name}", members[name])
    write("vendor/pyscript/LICENSE", licence)

    # Python code: engine zip + web modules zip, content-hashed names (P7)
    zips = {}
    for label, files in app_files.items():
        data = deterministic_zip(files)
        zips[label] = f"app/{label}-{sha256(data)[:12]}.zip"
        write(zips[label], data)
    # index.html fetches the Python code main.py installs (data-files): app zips, then the wheels
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    python_files = [f"./{z}" for z in zips.values()] + [f"./vendor/pyodide/{p.name}" for p in wheels.values()]
    marker = '<script id="python-start" data-files="">'
    if page.count(marker) != 1:
        raise BuildError(f"index.html must hold {marker!r} once (build.py fills in data-files)")
    page = page.replace(marker, marker.replace('""', f'"{" ".join(python_files)}"'))
    page = with_form_data(page)
    # main.py inline: PyScript runs it as soon as Python is up, without fetching it first (measured
    # under load: "Running main.py" to its first line ~530 -> ~390 ms, median of 6)
    main_py = (ROOT / "web" / "main.py").read_text(encoding="utf-8")
    if re.search(r"</script|<!--", main_py, re.IGNORECASE):
        raise BuildError("web/main.py holds '</script' or '<!--': it cannot be inlined into index.html")
    tag = re.search(r"""<script type="py" src="\./web/main\.py"([^>]*)></script>""", page)
    if not tag:
        raise BuildError('index.html must hold <script type="py" src="./web/main.py" ...></script> once')
    page = page.replace(tag.group(0), f'<script type="py"{tag.group(1)}>\n{main_py}</script>')
    write("index.html", page)
    for path in sorted((ROOT / "web").rglob("*")):
        rel = path.relative_to(ROOT)
        if (path.is_file() and "__pycache__" not in rel.parts and not path.name.startswith(".")
                and path.suffix not in (".md", ".py")):
            copy(path, rel.as_posix())  # main.py is inlined in index.html, other web/*.py are zipped
    write("manifest.webmanifest", manifest())
    write("icon.svg", ICON_SVG)
    for size in (192, 512):
        write(f"icon-{size}.png", _png(size))
    write(".nojekyll", "")
    info = {
        "evolution": engine_version(),
        "pyodide": NPM_PACKAGES["pyodide"][0], "pyscript": NPM_PACKAGES["@pyscript/core"][0],
        "wheels": {k: v["version"] for k, v in lock["packages"].items()},
        "bytecode": f"CPython {compiled['python']} (Pyodide)" if compiled else None,
        "files": {rel: sha256(data) for rel, data in sorted(written.items())},
    }
    write("build-info.json", json.dumps(info, indent=1) + "\n")

    # Every local URL the page names must exist (catches a renamed vendor file or a typo).
    page = written["index.html"].decode()
    urls = re.findall(r"""(?:href|src|config)="\./([^"#?]+)""", page) + re.findall(r"""import\("\./([^"#?]+)""", page)
    urls += [u.removeprefix("./") for u in re.findall(r'data-files="([^"]*)"', page)[0].split()]
    for url in urls:
        if url not in written and url != "sw.js":
            raise BuildError(f"index.html refers to ./{url}, which the build does not produce")

    # Service worker last: its version is the hash of everything else.
    precache = sorted(r for r in written if not r.startswith("."))
    version = sha256("".join(f"{r}\0{sha256(written[r])}\n" for r in precache).encode())[:16]
    files = ["./"] + [f"./{r}" for r in precache]
    write("sw.js", SW_TEMPLATE % {"version": json.dumps(version), "files": json.dumps(files, indent=1)})
    info["cache_version"] = version
    return written, info


# ---------------------------------------------------------------------------------------------
# 5. Local server (also used by tests/browser and benchmarks/)
# ---------------------------------------------------------------------------------------------
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


# Debian packages the browser tests drive: package -> what must exist once it is installed. Chromium is
# required (Playwright runs most browser tests in it); the others serve tests/browser/test_any_browser.py,
# which skips without them outside CI (with CI set it fails, so CI must get them).
TEST_BROWSERS = {
    "chromium": [os.environ.get("CHROMIUM", "/usr/bin/chromium")],
    "chromium-driver": ["/usr/bin/chromedriver"],
    "firefox-esr": ["/usr/bin/firefox-esr"],
    "webkit2gtk-driver": ["/usr/bin/WebKitWebDriver", "/usr/lib/*/webkit2gtk-4.1/MiniBrowser"],
    "xvfb": ["/usr/bin/Xvfb"],
}


def _missing_browsers() -> list[str]:
    return [pkg for pkg, paths in TEST_BROWSERS.items() if not all(glob.glob(path) for path in paths)]


def install_test_browsers() -> None:
    """apt-get the TEST_BROWSERS packages that are missing (as root); Playwright's and Selenium Manager's
    own browser and driver downloads are never used (they do not work here)."""
    missing = _missing_browsers()
    if not missing:
        return
    ci = bool(os.environ.get("CI"))
    if os.geteuid() == 0 and shutil.which("apt-get"):
        log(f"installing Debian's {', '.join(missing)}")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        try:
            subprocess.run(["apt-get", "update", "-qq"], check=True, env=env)
            subprocess.run(["apt-get", "install", "-y", "-qq", *missing], check=True, env=env)
        except subprocess.CalledProcessError as exc:
            if ci or "chromium" in missing:
                raise
            log(f"apt-get failed ({exc}); the tests of the browsers it could not install will skip")
        missing = _missing_browsers()
    if "chromium" in missing:
        raise BuildError("Chromium is missing: install Debian's package (sudo apt-get install chromium)")
    if missing:
        message = (f"missing Debian packages {' '.join(missing)}: "
                   f"sudo apt-get install {' '.join(missing)} (test_any_browser.py needs them)")
        if ci:
            raise BuildError(message)
        log(message + "; those browsers' tests will skip")


def run_tests(pytest_args: list[str]) -> int:
    """The README's test command (CI runs it): set up .venv with the test extras, make sure Debian's
    browsers are there (Chromium, Firefox ESR, WebKitGTK, their WebDriver drivers, Xvfb), run every test."""
    python = ROOT / ".venv" / "bin" / "python"
    if not python.exists():
        log("creating .venv")
        subprocess.run([sys.executable, "-m", "venv", str(ROOT / ".venv")], check=True)
    log("installing the package and its test dependencies into .venv")
    subprocess.run([str(python), "-m", "pip", "install", "-q", "-e", ".[test]"], cwd=ROOT, check=True)
    install_test_browsers()
    # pytest exits 5 when it collects nothing: that fails here like any other non-zero status.
    return subprocess.run([str(python), "-m", "pytest", *pytest_args], cwd=ROOT).returncode


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["test"]:
        try:
            return run_tests(argv[1:])
        except (BuildError, subprocess.CalledProcessError) as exc:
            print(f"[test] error: {exc}", file=sys.stderr)
            return 1
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", nargs="?", choices=["build", "serve", "test"], default="build",
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
