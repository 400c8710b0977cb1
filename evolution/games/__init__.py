"""Every game of the site; importing this package registers them all (``core.game.get_game``)."""

from . import evolution  # noqa: F401
