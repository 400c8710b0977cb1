from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests import nim  # noqa: F401  (registers the fixture game: tests only, never offered on the site)

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("EVOLUTION_SHARED", ROOT.parent / "shared"))


def shared_path(*parts: str) -> Path:
    """A path in the shared folder beside the clone; skips the test (with the reason) when it is absent.
    In CI (CI=true) the shared folder must be there, so absence fails instead."""
    path = SHARED.joinpath(*parts)
    if not path.exists():
        if os.environ.get("CI"):
            pytest.fail(f"{path} is missing: CI must have ../shared beside the clone")
        pytest.skip(f"{path} is not present on this machine (it lives beside the clone, in ../shared)")
    return path
