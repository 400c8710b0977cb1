"""Watching a saved game move by move, for any game: the table after any number of its moves,
seen from a seat the save allows (every seat once the game is over; while it is in progress, only
the seat of its one human player, or nobody's secrets when several humans share it)."""

from __future__ import annotations

from typing import Any

from .daily import daily_day
from .interfaces import IllegalAction
from .registry import get_game
from .messages import msg
from .save import Save


class Replay:
    def __init__(self, save: Save):
        self.save = save
        self.game = get_game(save.game)
        self.rounds: list[tuple[Any, int]] = []  # (round, the move it starts with)
        self.progress: list[dict[str, Any]] = []  # each player's score at the end of each round
        state = self.game.new_game(save.options)
        for k, move in enumerate(save.moves):
            now = self.game.summary(state).get("round")
            if not self.rounds or self.rounds[-1][0] != now:
                if self.rounds:
                    self.progress.append({"round": self.rounds[-1][0], "scores": self.game.scores(state)})
                self.rounds.append((now, k))
            self.game.apply(state, move)
        self.over = self.game.is_over(state)
        self.winners = self.game.winners(state) if self.over else []
        if self.over and self.rounds:
            self.progress.append({"round": self.rounds[-1][0], "scores": self.game.scores(state)})
        self._state, self.position = state, len(save.moves)

    def viewers(self) -> list[int | str | None]:
        """The seats whose view may be shown (None: nobody's secrets; "all": every hand open)."""
        humans = [k for k, seat in enumerate(self.save.seats) if seat.bot is None]
        if self.over:
            return [None, *range(len(self.save.seats)), "all"]
        return [None, *humans] if len(humans) == 1 else [None]

    def seek(self, position: int) -> None:
        """Go to the game after ``position`` moves (0: the start; clamped to the save's length)."""
        position = max(0, min(position, len(self.save.moves)))
        if position < self.position:  # replaying from the start is fast enough (~1 ms per 100 moves)
            self._state, self.position = self.game.new_game(self.save.options), 0
        while self.position < position:
            self.game.apply(self._state, self.save.moves[self.position])
            self.position += 1

    def table(self, viewer: int | str | None, lang: str = "en") -> dict[str, Any]:
        if viewer not in self.viewers():
            raise IllegalAction(msg("This replay cannot show that player's cards"))
        names = [s.name for s in self.save.seats]
        seat = None if viewer == "all" or isinstance(viewer, str) else viewer
        return {
            **self.game.payload(self._state, seat, names, lang, 0, open_hands=viewer == "all"),
            "legal": [],  # a replay is watched, not played
            "seats": [s.model_dump() for s in self.save.seats],
            "log_from": 0, "humans_to_move": [], "bots_to_move": [], "undoable": 0,
            "moves": self.position,
            "replay": {"length": len(self.save.moves), "over": self.over, "viewers": self.viewers(),
                       "rounds": [{"round": r, "move": k} for r, k in self.rounds], "progress": self.progress},
        }


def taken_over(save: Save, position: int) -> Save:
    """A new game from ``save`` after ``position`` of its moves (Replay's "take over from here"): the same
    game, options (and so the same deal) and seats, and only those moves; ``save`` itself is not changed.
    A daily deal is refused: its deal is played once (core/daily.py), never retried from a midpoint."""
    if daily_day(save) is not None:
        raise IllegalAction(msg("A daily deal is played once: it cannot be taken over from a replay"))
    new: Save = save.model_copy(deep=True)
    new.moves = new.moves[:max(0, min(position, len(save.moves)))]
    return new
