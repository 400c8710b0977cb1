"""Main-thread entry point, run by PyScript once Pyodide and pydantic are installed.

It imports the engine, publishes ``window.evolution`` (the bridge JS calls) and tells the boot shell
(web/boot.js) that the engine is ready. There are no game rules here (they live in the
``evolution`` package) and no bridge functions (they live in ``bridge.py``, next to this file).

    window.evolution.version()           -> "0.1.0"  (evolution.__version__)
    window.evolution.functions()         -> ["info", ...]  (bridge.__all__)
    window.evolution.call(name, json)    -> JSON string of bridge.<name>(**json.loads(json))

``call`` throws a JS Error whose ``name`` is the Python exception type (e.g. "ValidationError",
"LookupError") and whose ``message`` is ``str(exception)``; it also carries ``traceback`` and, for
a pydantic ValidationError, ``errors`` (pydantic's error list).
"""

import json
import os
import traceback

from pyodide.ffi import create_proxy, to_js
from pyscript import window

import js

boot = window.evolutionBoot

try:
    # No pydantic plugins ship with the site; without this, building the first schema scans every
    # installed distribution's entry points (importlib.metadata, ~50 ms in the browser).
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "1")
    boot.stage("Importing pydantic…", 0.94)
    await boot.nextFrame()  # noqa: F704 - async script: top-level await lets the progress paint
    import pydantic
    import pydantic_core

    boot.stage("Importing the engine…", 0.96)
    await boot.nextFrame()  # noqa: F704
    import evolution

    import bridge

    def _call(name, payload=None):
        """Run bridge.<name>(**payload) -> JS array [true, result JSON] or [false, error JSON]."""
        try:
            if name not in bridge.__all__:
                raise LookupError(f"no bridge function {name!r}; known: {', '.join(bridge.__all__)}")
            kwargs = json.loads(payload) if payload not in (None, "") else {}
            if not isinstance(kwargs, dict):
                raise TypeError("the payload must be a JSON object (the keyword arguments)")
            return to_js([True, pydantic_core.to_json(getattr(bridge, name)(**kwargs)).decode()])
        except Exception as exc:
            error = {"name": type(exc).__name__, "message": str(exc), "traceback": traceback.format_exc()}
            if isinstance(exc, pydantic.ValidationError):
                error["errors"] = exc.errors(include_url=False)
            return to_js([False, pydantic_core.to_json(error, fallback=str).decode()])

    # boot.bridge wraps these in plain JS functions (it turns [false, error] into a thrown Error).
    window.evolution = boot.bridge(
        to_js(
            {
                "version": create_proxy(lambda: evolution.__version__),
                "functions": create_proxy(lambda: to_js(list(bridge.__all__))),
                "call": create_proxy(_call),
            },
            dict_converter=js.Object.fromEntries,
        )
    )
    boot.ready(evolution.__version__)
except BaseException:
    boot.fail(traceback.format_exc())
    raise
