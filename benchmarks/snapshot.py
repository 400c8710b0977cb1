"""The memory snapshot's bytes (tools/build/snapshot.py) beside what a plain cold start downloads.

    .venv/bin/python benchmarks/snapshot.py

Builds the site, then prints the snapshot's size as shipped (gzip'd) and as restored (the wasm
memory), and the Pyodide files every start downloads, raw and gzip'd (-6, as a server would send
them). Its time against the plain start: `play.py --only first-table --plain --phone --warm`.
"""

from __future__ import annotations

import gzip
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="evo-snapshot-") as tmp:
        site = Path(tmp) / "dist"
        build.build(site)
        found = sorted((site / "app").glob("snapshot-*.bin.gz"))
        if not found:
            print("no snapshot in the build (no node?)")
            return 1
        shipped = found[0].read_bytes()
        print(f"snapshot {found[0].name}: {len(shipped) / 1e6:.2f} MB shipped (gzip'd), "
              f"{len(gzip.decompress(shipped)) / 1e6:.2f} MB restored")
        total = total_gz = 0
        for name in ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide.asm.mjs", "pyodide.mjs"):
            data = (site / "vendor" / "pyodide" / name).read_bytes()
            packed = len(gzip.compress(data, 6))
            total, total_gz = total + len(data), total_gz + packed
            print(f"  {name:<20} {len(data) / 1e6:6.2f} MB raw, {packed / 1e6:6.2f} MB gzip'd")
        print(f"  every start downloads {total / 1e6:.2f} MB raw, {total_gz / 1e6:.2f} MB gzip'd; "
              f"the snapshot adds {len(shipped) / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
