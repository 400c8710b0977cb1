"""What a new game is made of, as the New game form (or the daily deal, or a test) asks for it."""

from __future__ import annotations

from typing import Any

from .registry import default_game
from .save import MAX_GAME_ID, Seat, plain_seats

OMITTED: Any = object()  # (a game or options not given take their defaults; given as None, pydantic refuses them)


class GameConfig:
    """What the New game form asks: the game, its options (without the seed), the seats (1 to 8).
    Checked here when plainly right (the page starts a game before pydantic is loaded), else read by
    pydantic (``GameConfigModel``), which refuses with the ValidationError it always did."""

    __slots__ = ("game", "options", "seats", "seed")

    def __init__(self, *, seats: Any, game: Any = OMITTED, options: Any = OMITTED, seed: Any = None, **extra: Any):
        if game is OMITTED:
            game = default_game().id
        options = {} if options is OMITTED else options
        checked = plain_seats(seats)
        if (extra or checked is None or not checked or type(game) is not str or len(game) > MAX_GAME_ID
                or type(options) is not dict or not all(type(k) is str for k in options)
                or not (seed is None or (type(seed) is int and 0 <= seed < 2**63))):
            from .save_models import GameConfigModel  # pydantic reads it, or says what is wrong

            model = GameConfigModel.model_validate({"game": game, "options": options, "seats": seats, "seed": seed, **extra})
            game, options, seed = model.game, model.options, model.seed
            checked = [Seat(name=s.name, bot=s.bot) for s in model.seats]
        self.game, self.options, self.seats, self.seed = game, options, checked, seed
