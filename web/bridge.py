"""Functions the browser may call: ``window.evolution.call("<name>", "<JSON object>")``.

Contract (the dispatcher is in main.py and stays generic):
- only names listed in ``__all__`` can be called;
- the JSON object is passed as keyword arguments (``"{}"`` or no payload = no arguments);
- the return value is serialised with ``pydantic_core.to_json``: pydantic models, dicts, lists,
  tuples, str, int, float, bool and None all work;
- raise an exception to report an error; JS receives an Error with the same name and message.

Keep this a thin adapter: game rules belong in the ``evolution`` package, not here.
"""

import sys

import pydantic

import evolution

__all__ = ["info"]


def info() -> dict:
    """Versions of the running engine and runtime."""
    return {
        "evolution": evolution.__version__,
        "pydantic": pydantic.VERSION,
        "python": sys.version.split()[0],
        "platform": sys.platform,
    }
