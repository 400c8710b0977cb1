"""Main-thread entry point, run by PyScript once Pyodide is up.

It publishes ``window.evolution`` (the bridge JS calls) and tells the boot shell (web/boot.js) that
the engine is ready, then installs and imports the engine in the background. There are no game
rules here (they live in the ``evolution`` package) and no bridge functions (they live in
``bridge.py``, shipped in the web zip).

    window.evolution.version()           -> "0.2.0"  (evolution.__version__)
    window.evolution.functions()         -> ["info", ...]  (bridge.__all__)
    window.evolution.call(name, json)    -> JSON string of bridge.<name>(**json.loads(json))

``call`` throws a JS Error whose ``name`` is the Python exception type (e.g. "ValidationError",
"LookupError") and whose ``message`` is ``str(exception)``; it also carries ``traceback`` and, for
a pydantic ValidationError, ``errors`` (pydantic's error list).

What "ready" means (benchmarks/HISTORY.md, load.py): Python runs this file and every byte of Python
code the engine needs is in memory (index.html fetched the engine and web zips while Pyodide
started). What is left is CPU work, the steps of ``Loader``: unpack those archives and import the
engine ("loaded": what a new game and its first table need). They run after "ready" in the
background, one step per browser task so the page keeps answering clicks. A bridge call made before
the steps it needs are done first runs them itself (synchronously: a call made at once waits for
them, it never fails or sees a half-loaded engine).

Pydantic (``import pydantic_core``, a 4.7 MB compiled module, and ``import pydantic``: what reads
saves, links and records the plain readers do not take, the boundary) is not on the first table's
path: index.html asks for its wheels only once the first table's bytes are in
(``evolutionStart.boundary``); when they are here, boot.js hears ``boundary`` (the controls that
open untrusted input wait for it: boot.js ``whenEngine``), and they are imported once the first
table is drawn. A call needs pydantic only for input its plain readers do not take as it is
(``evolution.core.plain``: the New game form's record, saves, links and moves written by the site
are read without it); such a call loads pydantic then and runs again (it has changed nothing before
it needed it), or, if the wheels have not arrived yet, fails with ``EngineNotReady`` (nothing
untrusted is ever read without pydantic).
"""

import asyncio
import functools
import importlib
import json
import os
import random
import sys
import traceback

from pyodide.ffi import create_proxy, to_js
from pyscript import window

import js
import pyodide_js

boot = window.evolutionBoot
random.seed()  # a memory snapshot (tools/build/snapshot.py) would give every page the same generator
first_table = asyncio.Event()  # set by the first bridge call for a table
opening = asyncio.Event()  # set by the first bridge call that opens a game
LATER_AFTER = 3.0  # seconds after the engine is loaded when the later steps start anyway
OPENING = frozenset({"new_game", "load_save", "load_link"})  # a table follows them


class EngineNotReady(Exception):
    """A call needs pydantic before its wheels have arrived (the page's words: "error.noEngine")."""


class Loader:
    """The engine's installation and imports, as steps that run once each, in order.

    ``step()`` runs the next one (the background calls it between browser tasks); ``finish()`` runs
    all that a bridge call needs and are left (every bridge call does this first). A step that fails
    is raised again by every later ``finish()``, so each bridge call reports the same error instead
    of using a broken engine. ``later`` holds work that waits until the first table is drawn
    (bridge.preparations: validators built on first use otherwise, the other games' packages).
    """

    def __init__(self, files):
        # files: [(url, ArrayBuffer)], the engine and web zips and the wheels the engine imports
        # (index.html's data-files); one step each, then the import: what a new game's first table needs
        self.engine = self._unpacking(files) + [("import_engine", self.import_engine)]
        self.steps = []  # pydantic, the boundary (saves, links, records): ``receive``
        self.boundary_in = False  # its wheels have arrived (or ``boundary_error`` says why not)
        self.boundary_error = None
        self.later = []
        self.error = None

    def _unpacking(self, files):
        return [(f"unpack {url.rsplit('/', 1)[-1]}", functools.partial(self.unpack, url, buffer)) for url, buffer in files]

    def receive(self, wheels):
        """Pydantic's wheels have arrived (index.html's data-boundary): its steps, after the engine's."""
        self.steps = self._unpacking(wheels) + [("import_pydantic_core", self.import_pydantic_core),
                                                ("import_pydantic", self.import_pydantic)]
        self.boundary_in = True

    @property
    def done(self):
        return not self.engine and self.boundary_in and not self.steps

    @property
    def engine_done(self):
        return not self.engine

    @staticmethod
    def unpack(url, buffer):
        """A pure-Python wheel (its modules are sourceless .pyc: tools/build/bytecode.py) is imported from the
        archive itself (zipimport): the file is written as it is and put on sys.path, nothing is
        inflated before its modules are imported. Any other wheel (pydantic_core's .so must be a
        file to be linked) is unpacked into site-packages; an app zip into the working directory,
        next to main.py (so `import bridge` works; the engine reads its data files)."""
        name = url.rsplit("/", 1)[-1]
        if name.endswith("-none-any.whl"):
            path = f"/home/pyodide/wheels/{name}"
            pyodide_js.FS.mkdirTree("/home/pyodide/wheels")
            pyodide_js.FS.writeFile(path, js.Uint8Array.new(buffer))
            sys.path.append(path)
        elif name.endswith(".whl"):
            site_packages = next(p for p in sys.path if p.endswith("site-packages"))
            options = to_js({"extractDir": site_packages}, dict_converter=js.Object.fromEntries)
            pyodide_js.unpackArchive(buffer, "wheel", options)
        else:
            pyodide_js.unpackArchive(buffer, "zip")
        importlib.invalidate_caches()  # the import system caches the folders' listings

    def import_pydantic_core(self):
        global pydantic_core
        import pydantic_core  # links its 4.7 MB WebAssembly module

    def import_pydantic(self):
        # No pydantic plugins ship with the site; without this, building the first schema scans every
        # installed distribution's entry points (importlib.metadata, ~50 ms in the browser).
        os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "1")
        global pydantic
        import pydantic

        pydantic.BaseModel  # noqa: B018 - pydantic imports its main module on first use

    def import_engine(self):
        global evolution, bridge
        import evolution  # declares every game; the first one is imported by the next step

        import bridge

        before, self.later = bridge.preparations()
        self.engine[1:1] = before

    def step(self, queue=None):
        if self.error is not None:
            raise self.error
        queue = (self.engine or self.steps) if queue is None else queue
        if queue:
            label, step = queue[0]
            try:
                step()
            except BaseException as exc:
                self.error = exc
                raise
            queue.pop(0)
            boot.note(f"Loader: {label}")

    def finish(self, engine_only=False):
        while not self.engine_done:
            self.step()
        if engine_only:
            return
        if self.boundary_error is not None:
            raise self.boundary_error
        if not self.boundary_in:
            raise EngineNotReady("pydantic's wheels have not arrived yet")
        while self.steps:
            self.step()


def _plain_data(value):
    """JSON for what json.dumps does not know: records (plain and pydantic: ``model_dump``, state
    records: ``to_dict``), sets."""
    dump = getattr(value, "model_dump", None)
    if dump is not None:
        return dump(mode="json")
    to_dict = getattr(value, "to_dict", None)
    if to_dict is not None:
        return to_dict()
    if isinstance(value, (set, frozenset)):
        return list(value)
    raise TypeError(f"{type(value).__name__} is not JSON")


def _json(value, default=_plain_data):
    return json.dumps(value, default=default, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def _needs_pydantic(exc):
    return isinstance(exc, ModuleNotFoundError) and (exc.name or "").partition(".")[0] in ("pydantic", "pydantic_core")


def _call(name, payload=None):
    """Run bridge.<name>(**payload) -> JS array [true, result JSON] or [false, error JSON]."""
    try:
        loader.finish(engine_only=True)
        if name == "table":
            first_table.set()
        elif name in OPENING:
            opening.set()
        if name not in bridge.__all__:
            raise LookupError(f"no bridge function {name!r}; known: {', '.join(bridge.__all__)}")
        kwargs = json.loads(payload) if payload not in (None, "") else {}
        if not isinstance(kwargs, dict):
            raise TypeError("the payload must be a JSON object (the keyword arguments)")
        try:
            result = getattr(bridge, name)(**kwargs)
        except ModuleNotFoundError as exc:
            if not _needs_pydantic(exc) or loader.done:
                raise
            loader.finish()  # input the plain readers do not take: pydantic reads it (nothing changed yet)
            result = getattr(bridge, name)(**kwargs)
        return to_js([True, _json(result)])
    except Exception as exc:
        error = {"name": type(exc).__name__, "message": str(exc), "traceback": traceback.format_exc()}
        if "pydantic" in sys.modules and isinstance(exc, sys.modules["pydantic"].ValidationError):
            error["errors"] = exc.errors(include_url=False)
        return to_js([False, _json(error, default=str)])


def _finished(value):
    loader.finish(engine_only=True)
    return value()


announced = False  # boot.loaded was called


def _announce(error=None):
    global announced
    if not announced:
        announced = True
        boot.loaded(None, error) if error else boot.loaded(evolution.__version__)


def _hurry():
    """A control waits for the engine (boot.js whenEngine: the player clicked): the engine's steps that
    are left run now, in this task, instead of one per frame."""
    if announced:
        return
    try:
        loader.finish(engine_only=True)
    except BaseException:
        _announce(traceback.format_exc())  # (every bridge call reports the same error)
        return
    _announce()


async def receive_boundary():
    """Pydantic's wheels, once index.html has them (it asks for them after the first table's bytes)."""
    try:
        wheels = await window.evolutionStart.boundary
    except Exception as exc:  # (a JsException: the fetch failed) every call that needs pydantic says so
        loader.boundary_error = RuntimeError(f"pydantic could not be loaded: {exc}")
        boot.boundary(str(exc))
        return
    loader.receive(wheels)
    boot.boundary(None)


try:
    boot.stage("Starting the engine…", 0.95)
    loader = Loader(await window.evolutionStart.files)  # noqa: F704 - async script: top-level await
    boundary = asyncio.ensure_future(receive_boundary())
    # boot.bridge wraps these in plain JS functions (it turns [false, error] into a thrown Error).
    window.evolution = boot.bridge(
        to_js(
            {
                "version": create_proxy(lambda: _finished(lambda: evolution.__version__)),
                "functions": create_proxy(lambda: _finished(lambda: to_js(list(bridge.__all__)))),
                "call": create_proxy(_call),
            },
            dict_converter=js.Object.fromEntries,
        )
    )
    boot.hurry = create_proxy(_hurry)
    boot.ready()
except BaseException:
    boot.fail(traceback.format_exc())
    raise

# The rest of the loading, in the background: one step per task, after the menu has painted. The
# engine first ("loaded": a new game and its first table need nothing more), then pydantic.
try:
    while not loader.engine_done:
        await boot.nextFrame()  # noqa: F704
        loader.step()
    _announce()
except BaseException:
    _announce(traceback.format_exc())  # the bridge calls report the same error
    raise


async def after_first_table():
    """Once a game is being opened (``opening``), until its first table is drawn (or LATER_AFTER)."""
    if opening.is_set() and not first_table.is_set():
        try:
            await asyncio.wait_for(first_table.wait(), LATER_AFTER)
        except TimeoutError:
            pass
        await boot.nextFrame()  # the table is laid out and painted
        await boot.nextFrame()


# Pydantic (the boundary), once its wheels are here and the first table is drawn (or the player
# lingers in the menu); never between a click on Start and the table it draws. A call that needs it
# sooner loads it itself (Loader.finish).
try:
    await boundary  # noqa: F704
    try:
        await asyncio.wait_for(first_table.wait(), LATER_AFTER)  # noqa: F704
    except TimeoutError:
        pass
    while not loader.done and loader.boundary_error is None:
        await boot.nextFrame()  # noqa: F704
        await after_first_table()  # noqa: F704
        loader.step()
    if loader.boundary_error is None:
        boot.note("Pydantic loaded")
except BaseException:
    traceback.print_exc()  # every bridge call that needs pydantic raises the same error (Loader.step)

# Then what can wait: once the first table is drawn (or the player lingers in the menu).
try:
    await asyncio.wait_for(first_table.wait(), LATER_AFTER)  # noqa: F704
except TimeoutError:
    pass
while loader.later and loader.error is None:
    await boot.nextFrame()  # noqa: F704
    loader.step(loader.later)
