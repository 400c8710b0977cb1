"""Pins: the only place where third-party versions live. When you bump one, the build fails with the
new sha256; check where it came from and paste it here (pyproject.toml's pydantic pin must match)."""

NPM_PACKAGES = {  # npm name -> (version, sha256 of the tarball `npm pack` downloads)
    "pyodide": ("314.0.7", "66b7949e5a0cba2250b586d7e368bf12fb482800748d182c4618254b685ffaa0"),
    "@pyscript/core": ("0.7.31", "b2ca1a0c0956aebd990a7c8524cca1eb061444a8319a7264d2f31ef30bea276a"),
}
# Never imported by the engine: pydantic's bundled pydantic-1 API and its mypy plugin (~330 KB compiled).
WHEEL_PARTS_UNUSED = ("pydantic/v1/", "pydantic/mypy.py")
# Developer tools and network/mail clients of the stdlib that a game in a page cannot reach (~390 KB
# of the first visit). The build fails if a page's boot or game imports one of them (bytecode.py).
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

# The tests' own npm packages (never shipped in dist/): axe-core, the accessibility checker the browser
# tests inject into the page (tests/browser/test_a11y.py). npm, like the site's own vendored files:
# one pinned tarball in .cache/vendor/npm, no new Python dependency.
TEST_NPM_PACKAGES = {
    "axe-core": ("4.14.1", "e6b0ce02b84d892e2e33e403485e7f3d6c29e2be6df65daf44d89ba564139745"),
}
