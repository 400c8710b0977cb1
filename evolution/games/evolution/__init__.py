"""Evolution (North Star Games, 2nd edition) with its rulesets, as one game of the site.

The whole game is driven through ``game.GAME`` (``core.game.Game`` over ``engine``):

- ``new_game(options)`` builds the initial state (shuffled with the options' seed);
- ``legal_actions(state, player)`` lists every move that player may make now;
- ``apply(state, action)`` plays one move (the only mutator; it refuses illegal
  moves with a reason and never half-applies): ``engine.play`` then ``engine.advance``;
- ``view.view(state, player)`` is what that player may know (UIs and bots see only this).

Rulesets are objects (``rules.py``); traits are one class each (``traits.py``) plus their data
(``data/cards.json``).
"""

from ...core.registry import register
from .game import GAME

register(GAME)
