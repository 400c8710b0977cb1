"""The build: assemble every file of the site into a fresh folder, then swap it in for dist/."""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
import tarfile
import time
import tomllib
from pathlib import Path

from .bytecode import bytecode, with_bytecode
from .common import DEFAULT_OUT, ROOT, BuildError, deterministic_zip, log, sha256
from .csp import with_policy
from .form import with_form_data
from .generated import generated_files, service_worker
from .pins import NPM_PACKAGES, PYODIDE_FILES, PYSCRIPT_LAZY_PREFIXES, STDLIB_PARTS_UNUSED, WHEEL_PARTS_UNUSED, WHEELS
from .snapshot import ENGINE_WHEEL_EXCLUDED, snapshot
from .vendor import lock_entries, npm_tarball
from .vendor import wheels as pinned_wheels


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
    wheels = pinned_wheels()

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
        path.write_bytes(data)  # fresh mtime, never npm's 1985 one (caches and servers trust mtimes)
        written[rel] = data

    def copy(src: Path, rel: str) -> None:
        (tmp / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, tmp / rel)  # copyfile, not copy2: a fresh mtime
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

    # Bytecode (bytecode.py): the stdlib zip and the wheels get their .pyc, the lock their new sha256
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

    # Python code: engine zip + web modules zip, content-hashed names (a new version is a new URL, never a stale cache hit)
    zips = {}
    for label, files in app_files.items():
        data = deterministic_zip(files)
        zips[label] = f"app/{label}-{sha256(data)[:12]}.zip"
        write(zips[label], data)
    # The memory snapshot (snapshot.py): what the Loader's engine steps unpack, in its order
    engine_archives = {z.rsplit("/", 1)[-1]: written[z] for z in zips.values()}
    engine_archives.update({p.name: written[f"vendor/pyodide/{p.name}"] for p in wheels.values()
                            if p.name.endswith("-none-any.whl") and not p.name.startswith(ENGINE_WHEEL_EXCLUDED)})
    made = snapshot(tmp / "vendor/pyodide", engine_archives)
    snapshot_url = f"app/snapshot-{sha256(made)[:12]}.bin.gz" if made else ""
    if made:
        write(snapshot_url, made)
    # index.html fetches the Python code main.py installs: the first table's (data-files: the app
    # zips, then the wheels the engine imports), then pydantic's (data-boundary: web/main.py's Loader
    # awaits them only where untrusted input is read)
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    boundary = [p.name for p in wheels.values() if p.name.startswith(ENGINE_WHEEL_EXCLUDED)]
    python_files = [f"./{z}" for z in zips.values()] + [f"./vendor/pyodide/{p.name}" for p in wheels.values()
                                                         if p.name not in boundary]
    marker = '<script id="python-start" data-files="" data-boundary="" data-snapshot="">'
    if page.count(marker) != 1:
        raise BuildError(f"index.html must hold {marker!r} once (build.py fills in data-files, data-boundary"
                         " and data-snapshot)")
    page = page.replace(marker, f'<script id="python-start" data-files="{" ".join(python_files)}"'
                                f' data-boundary="{" ".join(f"./vendor/pyodide/{n}" for n in boundary)}"'
                                f' data-snapshot="{"./" + snapshot_url if made else ""}">')
    # main.py inline: PyScript runs it as soon as Python is up, without fetching it first (measured
    # under load: "Running main.py" to its first line ~530 -> ~390 ms, median of 6)
    main_py = (ROOT / "web" / "main.py").read_text(encoding="utf-8")
    if re.search(r"</script|<!--", main_py, re.IGNORECASE):
        raise BuildError("web/main.py holds '</script' or '<!--': it cannot be inlined into index.html")
    tag = re.search(r"""<script type="py" src="\./web/main\.py"([^>]*)></script>""", page)
    if not tag:
        raise BuildError('index.html must hold <script type="py" src="./web/main.py" ...></script> once')
    page = page.replace(tag.group(0), f'<script type="py"{tag.group(1)}>\n{main_py}</script>')
    page = with_form_data(page)
    write("index.html", with_policy(page))  # last: the policy hashes the page's final inline scripts
    for path in sorted((ROOT / "web").rglob("*")):
        rel = path.relative_to(ROOT)
        if (path.is_file() and "__pycache__" not in rel.parts and not path.name.startswith(".")
                and path.suffix not in (".md", ".py", ".ts") and path.name != "contract.schema.json"):
            # main.py is inlined in index.html, other web/*.py are zipped; the contract's types and
            # schema are for the checkers only (tools/build/contract.py)
            copy(path, rel.as_posix())
    for rel, data in generated_files().items():
        write(rel, data)
    info = {
        "evolution": engine_version(),
        "pyodide": NPM_PACKAGES["pyodide"][0], "pyscript": NPM_PACKAGES["@pyscript/core"][0],
        "wheels": {k: v["version"] for k, v in lock["packages"].items()},
        "bytecode": f"CPython {compiled['python']} (Pyodide)" if compiled else None,
        "snapshot": snapshot_url or None,
        "files": {rel: sha256(data) for rel, data in sorted(written.items())},
    }
    write("build-info.json", json.dumps(info, indent=1) + "\n")

    # Every local URL the page names must exist (catches a renamed vendor file or a typo).
    page = written["index.html"].decode()
    urls = re.findall(r"""(?:href|src|config)="\./([^"#?]+)""", page) + re.findall(r"""import\("\./([^"#?]+)""", page)
    urls += [u.removeprefix("./") for u in " ".join(re.findall(r'data-(?:files|boundary|snapshot)="([^"]*)"', page)).split()]
    for url in urls:
        if url not in written and url != "sw.js":
            raise BuildError(f"index.html refers to ./{url}, which the build does not produce")

    # Service worker last: its version is the hash of everything else.
    precache = sorted(r for r in written if not r.startswith("."))
    version = sha256("".join(f"{r}\0{sha256(written[r])}\n" for r in precache).encode())[:16]
    files = ["./"] + [f"./{r}" for r in precache]
    write("sw.js", service_worker(version, files))
    info["cache_version"] = version
    return written, info


