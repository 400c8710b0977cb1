"""The player's rating against the computer players: standard Elo (docs/rating.md), one rating per
game and computer level, at this device.

After a finished game with one human seat, the human's result against each computer seat is 1 if
they rank above it, 0 below, 1/2 at the same rank; the rank is the final score, a tie broken by the
game's own winners (its tie-break rules). A level is the yardstick its rating is measured against:
every computer player of that level is an opponent of the fixed rating ``START``, so the rating says
how the player does against that level. The rating at a level moves by ``K`` × the mean of (result −
expected) over that level's seats in the game: one game moves it by at most ``K`` points, however
many seats that level had.
"""

from __future__ import annotations

from typing import Any

START = 1500.0  # every player's first rating, and every computer level's fixed one
K = 32.0  # the most a game moves a rating (FIDE's factor for new players is 40; chess sites use 10-32)


def expected(rating: float, opponent: float = START) -> float:
    """Elo's expected result of a player of ``rating`` against one of ``opponent``: 1/2 when equal."""
    return 1.0 / (1.0 + float(10.0 ** ((opponent - rating) / 400.0)))


def result_against(me: int, other: int, scores: list[float], winners: list[int]) -> float:
    """1 if seat ``me`` ranks above seat ``other`` at the end (score, then the game's winners), 0 below, 1/2 level."""
    if scores[me] != scores[other]:
        return 1.0 if scores[me] > scores[other] else 0.0
    if (me in winners) != (other in winners):
        return 1.0 if me in winners else 0.0
    return 0.5


def rate(ratings: dict[str, float], bots: list[str | None], scores: list[float], winners: list[int]) -> dict[str, Any]:
    """The human's new rating at each level of the game's computer players: ``bots`` is each seat's level
    (None: a human); ``ratings`` the ratings before (a level missing: ``START``). Returns {level:
    {before, after}} for the levels present, or {} unless exactly one seat is human (a game of several
    humans at one device rates nobody: whose rating would it be?)."""
    humans = [k for k, level in enumerate(bots) if level is None]
    if len(humans) != 1 or len(scores) != len(bots):
        return {}
    me = humans[0]
    by_level: dict[str, list[float]] = {}
    for seat, level in enumerate(bots):
        if level is not None:
            by_level.setdefault(level, []).append(result_against(me, seat, scores, winners))
    out = {}
    for level, results in sorted(by_level.items()):
        before = float(ratings.get(level, START))
        change = K * sum(result - expected(before) for result in results) / len(results)
        out[level] = {"before": round(before, 1), "after": round(before + change, 1)}
    return out
