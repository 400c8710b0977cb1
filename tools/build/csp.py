"""The page's Content-Security-Policy, written by the build as a <meta http-equiv> first in index.html's
<head> (GitHub Pages sends no headers). Scripts come only from the site itself: its files and, by their
sha256, the inline scripts of the built page; a future escaping slip cannot run injected code, and no
request leaves the origin. A policy in a <meta> cannot say frame-ancestors, report-uri or sandbox:
framing the page by another site stays possible (GitHub Pages cannot send the header that stops it).
"""

from __future__ import annotations

import base64
import hashlib
import re

from .common import BuildError

# Each source and why it is there (found by running the built site in Chromium, Firefox and WebKit
# and reading the console's CSP violations; tests/browser/test_site.py checks the policy holds).
POLICY = {
    # Anything not named below: this origin only (images, the manifest, the service worker, styles:
    # the stylesheets only, no style attributes; web/dom.js sets styles through the CSSOM).
    "default-src": ["'self'"],
    # 'wasm-unsafe-eval': Pyodide compiles its WebAssembly; it is all Pyodide needs (measured: Pyodide
    # 314 starts, loads pydantic and calls JS under this policy without 'unsafe-eval').
    # 'unsafe-eval': PyScript 0.7.31 (pins.py) builds its worker hooks with Function() when it starts,
    # even for this page's main-thread script, and the engine never starts if that is refused (the
    # violation names vendor/pyscript/core-*.js). It lets the site's own code evaluate strings; it does
    # not let an injected <script> or inline handler run, which stays blocked (no 'unsafe-inline').
    # The inline scripts' hashes are added by the build.
    "script-src": ["'self'", "'wasm-unsafe-eval'", "'unsafe-eval'"],
    # fetch() of the app zips, the wheels and Pyodide's files: this origin only.
    "connect-src": ["'self'"],
    "object-src": ["'none'"],  # no plug-ins
    "base-uri": ["'none'"],  # no <base> may point the page's relative URLs elsewhere
    # Trusted Types: the DOM's string sinks (innerHTML, a script's src, a worker's URL...) take only what
    # a policy made, and only index.html's two may exist (its inline script "trusted-types"); neither
    # makes HTML, so a string given to innerHTML and the like throws instead of becoming markup.
    "require-trusted-types-for": ["'script'"],
    "trusted-types": ["evolution", "default"],
}
META = '<meta http-equiv="Content-Security-Policy" content="{policy}">'
# An inline script the browser runs: no src, and no type or a JavaScript one (type="py" is PyScript's).
INLINE_SCRIPT = re.compile(r"<script(?![^>]*\bsrc=)(?P<attrs>[^>]*)>(?P<body>.*?)</script>", re.DOTALL | re.IGNORECASE)
JS_TYPES = {"", "text/javascript", "module", "application/javascript"}


def inline_script_hashes(page: str) -> list[str]:
    """The CSP sources ('sha256-...') of every inline script the browser runs in `page`, in order."""
    hashes = []
    for match in INLINE_SCRIPT.finditer(page):
        kind = re.search(r"""\btype=["']?([^"'\s>]*)""", match.group("attrs"))
        if (kind.group(1).lower() if kind else "") in JS_TYPES:
            digest = hashlib.sha256(match.group("body").encode("utf-8")).digest()
            hashes.append(f"'sha256-{base64.b64encode(digest).decode()}'")
    return hashes


def policy(page: str) -> str:
    """The policy for `page` (its inline scripts hashed)."""
    sources = {**POLICY, "script-src": POLICY["script-src"] + inline_script_hashes(page)}
    return "; ".join(" ".join([directive, *values]) for directive, values in sources.items())


def with_policy(page: str) -> str:
    """`page` with its policy's <meta> right after <meta charset> (a policy covers only what follows it)."""
    if "Content-Security-Policy" in page:
        raise BuildError("index.html already holds a Content-Security-Policy: the build writes it")
    charset = re.search(r"<meta charset=[^>]*>\n", page, re.IGNORECASE)
    if not charset or page.find("<script") < charset.end():
        raise BuildError("index.html must start its <head> with <meta charset=...> on a line of its own")
    meta = META.format(policy=policy(page))
    return page[:charset.end()] + "  " + meta + "\n" + page[charset.end():]
