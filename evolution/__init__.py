"""Evolution (North Star Games, 2nd edition): a pure-Python rules engine.

The whole game is driven through four functions:

- ``new_game(ruleset)`` builds the initial state (shuffled with the ruleset's seed);
- ``legal_actions(state, player)`` lists every move that player may make now;
- ``apply(state, action)`` plays one move (the only mutator; it refuses illegal
  moves with a reason and never half-applies);
- ``view(state, player)`` is what that player may know (UIs and bots see only this).
"""

__version__ = "0.1.0"
