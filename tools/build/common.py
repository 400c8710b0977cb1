"""What every part of the build shares: the repository's paths, the log, hashing, the two errors."""

from __future__ import annotations

import hashlib
import io
import re
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / ".cache" / "vendor"
DEFAULT_OUT = ROOT / "dist"


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


def deterministic_zip(files: dict[str, bytes]) -> bytes:
    """Same input -> same bytes (fixed timestamps, sorted names), so the hash in the name is stable."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type, info.external_attr = zipfile.ZIP_DEFLATED, 0o644 << 16
            zf.writestr(info, files[name])
    return buf.getvalue()
