"""What both puzzle generators (evolution.py, s_evolution.py, docs/puzzles.md) do alike: open a proposed
position, judge a solved search, and write a kept puzzle's record."""

from evolution.core.puzzles import start


def opening(game, pos, phase):
    """The state of proposed position ``pos`` when it opens in ``phase`` with player 0 alone to move;
    None for a position the rules refuse or that asks something else."""
    try:
        state = start(game, pos)
    except Exception:
        return None
    if state.phase != phase or game.to_move(state) != [0]:
        return None
    return state


def hard_enough(res):
    """A solvable search's (winning first moves, first moves) when there are two first moves or more
    and at most half of them win; None otherwise (too easy, or no choice)."""
    if not res["solvable"]:
        return None
    first = res["first"]
    wins = sum(ok for _, ok in first)
    if len(first) < 2 or wins * 2 > len(first):
        return None
    return wins, len(first)


def puzzle(goal, hint, rulings, pos, solution, odds, theme):
    """One kept puzzle as data/puzzles.json holds it (the ``_`` keys: how it was found)."""
    return {
        "goal": goal.model_dump(exclude_none=True),
        "hint": hint,
        "rulings": rulings,
        "position": pos,
        "solution": solution,
        "_first": "{}/{}".format(*odds),
        "_theme": theme,
    }
