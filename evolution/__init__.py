"""Board games as an offline static website: a small game-agnostic core (``core``) and one
package per game (``games``). Importing ``evolution`` registers every game."""

from . import games  # noqa: F401  (registers every game)

__version__ = "0.2.0"
