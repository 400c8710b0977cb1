"""S-Evolution 2.0 (Jean-Michel Maman, Spiel-ou-Face; rules: S-EVOLUTION.md), the site's second game:
trick-taking plus civilisation management, 2-4 players, 6 rounds.

Driven like every game of the site, through ``engine``:

- ``new_game(options)`` builds the first position (draw piles shuffled with the options' seed);
- ``legal_actions(state, player)`` lists every legal move of that player now;
- ``apply(state, action)`` plays one move (the only mutator; it refuses illegal moves with a
  reason and never half-applies) and every automatic step after it;
- ``view.view(state, player)`` is what that player may know (Obscurantism and Invasion included).

Not registered with the site yet (``evolution/games/__init__.py`` does not import it): the page has
no table for it. Tests register ``game.GAME`` themselves.
"""
