"""Every game of the site; importing this package registers them all (``core.game.get_game``)."""

from . import evolution, s_evolution  # noqa: F401
