"""Computer opponents. Pure Python, no threads: they run as they are in Pyodide.

- ``players.EasyBot`` / ``players.MediumBot``: the heuristic (moves valued as expected points in
  context: ``heuristics.Context``, the plant economy in ``plants``, each move's value in
  ``move_values``), the easy one half-blind to danger and playing loosely.
- ``search.HardBot``: determinized Monte-Carlo rollouts over the medium's best moves, under a
  time budget (``think`` yields between samples so a browser worker can slice the work).
- ``silly.SillyBot``: the CS4500 course's "silly" player, a baseline.
- ``sampling.Knowledge``: what a player knows, and states consistent with it.
- ``hints.hint``: the move a bot would play in a human's seat, with a reason code.
- ``tournament.run_tournament``: seeded matches with win rates and 95% intervals.

Every bot decides from ``bots.Observation`` only (view, legal moves, visible log).
"""
