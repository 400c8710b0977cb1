"""S-Evolution 2.0 (Jean-Michel Maman, Spiel-ou-Face; rules: docs/s-evolution.md), the site's second game:
trick-taking plus civilisation management, 2-4 players, 6 rounds.

Driven like every game of the site, through ``game.GAME`` (``core.game.Game`` over ``engine``):

- ``new_game(options)`` builds the first position (draw piles shuffled with the options' seed);
- ``legal_actions(state, player)`` lists every legal move of that player now;
- ``apply(state, action)`` plays one move (the only mutator; it refuses illegal moves with a
  reason and never half-applies) and every automatic step after it (``engine.play``, ``engine.advance``);
- ``view.view(state, player)`` is what that player may know (Obscurantism and Invasion included).

Importing the package registers the game (``core.registry.get_game("s-evolution")``); its table in the
page is web/games/s-evolution.js.
"""

from ...core.registry import register
from .game import GAME

register(GAME)
