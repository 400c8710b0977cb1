"""The vendor cache: fetch the pinned npm tarballs and wheels once into .cache/vendor, verify them every
time; and the pyodide-lock.json of exactly the wheels the site ships."""

from __future__ import annotations

import email.message
import email.parser
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

from .common import CACHE, ROOT, BuildError, FetchError, canonical, log, sha256
from .pins import TEST_NPM_PACKAGES, WHEEL_ABI, WHEEL_PLATFORM, WHEEL_PYTHON, WHEELS


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



def wheels() -> dict[str, Path]:
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




def axe_script() -> str:
    """axe-core's axe.min.js from its pinned tarball (fetched once, like the site's npm files)."""
    version, digest = TEST_NPM_PACKAGES["axe-core"]
    with tarfile.open(npm_tarball("axe-core", version, digest)) as tar:
        return tar.extractfile("package/axe.min.js").read().decode()
