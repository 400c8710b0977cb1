"""Every game of the site. Importing this package declares them all (``core.registry.get_game`` imports
a game's package the first time it is asked for)."""

from ..core.registry import declare

declare("evolution", "evolution.games.evolution")
declare("s-evolution", "evolution.games.s_evolution")
