"""The daily deal, for any game: one deal a day (UTC) per game, the same for everyone who opens it
that day, played by one human against 3 hard computer players with the game's default options
(Board Game Arena's and chess sites' "daily puzzle" habit: a shared deal, a result to compare).

The seed comes from the game id and the date alone (``daily_seed``), so every browser deals the same
cards without a server. The result is the game's share link (core/save.py: it carries the moves):
opening it replays every move through the engine, so the score it shows is the engine's, and
``daily_day`` says which day's deal a save is (its seed, seats and options are the daily deal's).
The bots are the same for everyone too: each is seeded by the game, its seat and the move number
(core/bots.py ``bot_seed``), and a daily deal's hard bots stop their search on their game's sample
cap, never on the clock (``Session.capped_bots``; core/samples.py ``Merge``'s ``cap``), so a slow
phone, a loaded desktop and any number of the page's helper workers get the same bots' moves for the
same human moves (tests/core/test_daily.py, tests/browser/test_daily.py). A link's bots' moves are
still checked as legal only, not searched again (that would cost a whole game of hard decisions), so
a link proves a legal game on that day's deal, not how the bots played it.
"""

from __future__ import annotations

import datetime
import hashlib
import re
from typing import Any

from .registry import get_game
from .messages import msg
from .save import Save, SaveError
from .config import GameConfig

BOTS = 3
LEVEL = "hard"
DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
LOOK_BACK = 400  # days: a link to a daily deal older than this is a plain game


def check_day(day: str) -> str:
    """``day`` as YYYY-MM-DD (a real date), else SaveError."""
    try:
        if not isinstance(day, str) or not DAY.fullmatch(day):
            raise ValueError(day)
        datetime.date.fromisoformat(day)
    except ValueError:
        raise SaveError(msg("This game cannot start ({part})", part="day")) from None
    return day


def daily_seed(game_id: str, day: str) -> int:
    """The seed of ``game_id``'s deal on ``day`` (YYYY-MM-DD, UTC): below 2**53, so a page's number keeps it."""
    digest = hashlib.sha256(f"daily:{game_id}:{check_day(day)}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % 2**53


def daily_config(game_id: str, day: str, name: str, bot_names: list[str] | None = None) -> GameConfig:
    """The daily deal of ``game_id`` on ``day``: ``name`` (human) first, then 3 hard computer players."""
    get_game(game_id)  # (UnknownGame for an id the site does not have)
    bots = list(bot_names or [])[:BOTS]
    bots += [f"{LEVEL} {k + 1}" for k in range(len(bots), BOTS)]
    return GameConfig(game=game_id, options={}, seed=daily_seed(game_id, day),
                      seats=[{"name": name, "bot": None}, *({"name": b, "bot": LEVEL} for b in bots)])


def daily_day(save: Save, today: str | None = None) -> str | None:
    """The day whose daily deal ``save`` is (one human then 3 hard bots, the game's default options,
    that day's seed; up to LOOK_BACK days before ``today``, UTC), else None."""
    seats = save.seats
    if len(seats) != BOTS + 1 or seats[0].bot is not None or any(s.bot != LEVEL for s in seats[1:]):
        return None
    game = get_game(save.game)
    seed = save.options.seed
    if save.options != game.options({"players": BOTS + 1, "seed": seed}):
        return None
    end = datetime.date.fromisoformat(check_day(today)) if today else datetime.datetime.now(datetime.UTC).date()
    for back in range(-1, LOOK_BACK):  # (tomorrow too: a clock a little ahead)
        day = (end - datetime.timedelta(days=back)).isoformat()
        if daily_seed(save.game, day) == seed:
            return day
    return None


def daily_result(save: Save, state: Any, today: str | None = None) -> dict[str, Any] | None:
    """What a daily deal's link shows: {day, game, over, score, scores, won} (None: not a daily deal)."""
    day = daily_day(save, today)
    if day is None:
        return None
    game = get_game(save.game)
    over = game.is_over(state)
    scores = game.scores(state)
    return {"day": day, "game": save.game, "over": over, "score": scores[0], "scores": scores,
            "won": over and 0 in game.winners(state)}
