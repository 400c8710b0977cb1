"""Build the offline static site into ``dist/`` (standard library only); `build.py` is its CLI.

What ends up in dist/ (every URL in it is relative, so it also works under /<repo>/):

    index.html, web/...          copied from the repo (web/*.py other than main.py go into a zip, see below);
                                 in index.html, data-files gets the URLs of the app zips and the wheels the
                                 engine imports, which it fetches at once, data-boundary pydantic's wheels,
                                 fetched after them, and main.py installs both (no PyScript `packages`/`[files]`,
                                 no micropip; PyScript's config is inline: web/interpreter.mjs), web/main.py
                                 is inlined into its <script type="py"> (no request for it), and a
                                 Content-Security-Policy <meta> is written first in <head> (csp.py)
    app/evolution-<hash>.zip     the engine package (evolution/**/*.py + evolution/data/*.json)
    app/web-<hash>.zip           web/**/*.py except main.py, unpacked in main.py's folder (so `import bridge` works)
    vendor/pyodide/              the Pyodide core files, the pinned wheels and a rewritten pyodide-lock.json;
                                 the stdlib zip, the wheels and the app zips carry .pyc compiled by
                                 Pyodide itself under node (bytecode.py; cached in .cache/bytecode/)
    vendor/pyscript/             PyScript core.js/core.css and the chunks that core reaches at runtime
    manifest.webmanifest, icon.svg, icon-192.png, icon-512.png, .nojekyll   (generated.py)
    build-info.json              versions and the sha256 of every file
    sw.js                        service worker (sw.js here): precaches every file, cache-first, versioned

Third-party files are fetched once with `npm pack` and `pip download` into .cache/vendor/ (git-ignored),
checked against the sha256 pins in pins.py, and reused by later builds without any network access.

Modules, in the order a build uses them: common (paths, log, errors), pins, vendor (fetch and verify,
pyodide-lock.json), bytecode (+ pyodide/compile.mjs and compile.py, run under node), generated (small
files made from code: icons, manifest; the place for any other generated file), csp (the page's
Content-Security-Policy), site (assembles
dist/), serve (the local server), testing (the README's test command).
"""
