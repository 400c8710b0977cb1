"""Board games as an offline static website: a small game-agnostic core (``core``) and one
package per game (``games``). Importing ``evolution`` declares every game (each is imported on first
use, ``core.registry.get_game``)."""

from . import games  # noqa: F401  (declares every game)

__version__ = "0.2.0"
