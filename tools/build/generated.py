"""Files the build makes from code rather than copies (icons, web manifest, .nojekyll) and the service
worker. Any other generated file goes into `generated_files`: site.py writes, hashes and precaches it
like the rest (nothing else to change)."""

from __future__ import annotations

import json
import math
import struct
import zlib
from pathlib import Path

from .common import BuildError

THEME = "#1f5f4a"
SERVICE_WORKER = Path(__file__).resolve().parent / "sw.js"


def generated_files() -> dict[str, bytes | str]:
    """{path in dist/: content} of every generated file but sw.js and build-info.json (made last)."""
    files: dict[str, bytes | str] = {"manifest.webmanifest": manifest(), "icon.svg": ICON_SVG}
    for size in (192, 512):
        files[f"icon-{size}.png"] = _png(size)
    files[".nojekyll"] = ""  # GitHub Pages: serve the files as they are (no Jekyll)
    return files


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



def service_worker(version: str, files: list[str]) -> str:
    """sw.js with its cache version and precache list filled in."""
    source = SERVICE_WORKER.read_text(encoding="utf-8")
    for line, value in (('const VERSION = "dev";', json.dumps(version)), ("const FILES = [];", json.dumps(files, indent=1))):
        if source.count(line) != 1:
            raise BuildError(f"{SERVICE_WORKER.name} must hold {line!r} once (the build fills it in)")
        source = source.replace(line, line.split("=")[0] + f"= {value};")
    return source
