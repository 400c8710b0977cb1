"""A game at one device, for any game: seats (humans and bots), the save, and what a UI needs.

The browser bridge (web/bridge.py) is a thin JSON adapter over this class, so everything a
player can do in the page is testable here in CPython. No rules live here: moves come from the
game's ``legal_actions``, refusals from its ``why_illegal``, text from its ``table``.
"""

from __future__ import annotations

import copy
import random
import time
from collections.abc import Iterator, Sequence
from functools import cached_property
from typing import Any

from .bots import bot_seed, thinking
from .game import AnyGame
from .interfaces import Hint, IllegalAction
from .config import GameConfig
from .daily import daily_day
from .registry import get_game
from .messages import msg
from .save import Save, SaveError, SaveWriter, Seat, decode_link, encode_link, load_json, new_save, part_at_fault


class Session:
    def __init__(self, save: Save):
        self.save = save
        self.game: AnyGame = get_game(save.game)
        self._thinking: tuple[int, int, Iterator[Any]] | None = None  # (seat, move number, the bot's unfinished thinking)
        self._writer = SaveWriter()  # the save's text, a move at a time (the page autosaves after every move)
        self._replay()

    def _replay(self) -> None:
        """The state after the save's moves, and what the moves say beyond it (so that a reload
        keeps them): who may take back how many moves, where each player last moved in the log."""
        self._undo: tuple[int | None, int] = (None, 0)  # (player, how many of the last moves they may take back)
        self._marks: dict[int, int] = {}  # player -> the length of their log just after their last move
        last = {action.player: k for k, action in enumerate(self.save.moves)}
        self.state = self._new_state()
        for k, action in enumerate(self.save.moves):
            try:
                self._track(action, k == last[action.player])
            except IllegalAction as exc:
                raise SaveError(msg("Move {n} of this save is not legal ({why}); the save is damaged", n=k + 1,
                                    why=exc.args[0])) from None

    def _new_state(self) -> Any:
        """The state before the save's first move (a puzzle starts elsewhere: core/puzzles.py)."""
        return self.game.new_game(self.save.options)

    # --- starting ---
    @classmethod
    def new(cls, config: GameConfig) -> Session:
        seed = config.seed if config.seed is not None else random.SystemRandom().randrange(2**53)
        record = {"game": config.game, "options": {**config.options, "players": len(config.seats), "seed": seed},
                  "seats": [{"name": s.name.strip(), "bot": s.bot} for s in config.seats]}
        try:
            save = new_save(record)
        except ValueError as exc:  # (pydantic's ValidationError is a ValueError)
            raise SaveError(msg("This game cannot start ({part})", part=part_at_fault(exc))) from None
        return cls(save)

    @classmethod
    def from_json(cls, text: str) -> Session:
        return cls(load_json(text))

    @classmethod
    def from_link(cls, text: str) -> Session:
        return cls(decode_link(text)[0])

    def to_json(self) -> str:
        return self._writer.text(self.save)

    def link(self) -> str:
        return encode_link(self.save)

    # --- who decides ---
    def is_bot(self, player: int) -> bool:
        return 0 <= player < len(self.save.seats) and self.save.seats[player].bot is not None

    def humans_to_move(self) -> list[int]:
        return [p for p in self.game.to_move(self.state) if not self.is_bot(p)]

    def bots_to_move(self) -> list[int]:
        return [p for p in self.game.to_move(self.state) if self.is_bot(p)]

    # --- moving ---
    def act(self, action: Any) -> Sequence[object]:
        """A human move; raises IllegalAction (with the reason) and changes nothing if refused."""
        if isinstance(action, dict):
            action = self.game.move(action)
        if self.is_bot(action.player):
            raise IllegalAction(msg("A computer player sits there"))
        return self._apply(action)

    def bot_step(self) -> Any:
        """Let one waiting bot move (the first in seat order); None if no bot must move."""
        return self.bot_think(None)[1]

    def bot_think(self, seconds: float | None) -> tuple[bool, Any]:
        """Work on the first waiting bot's move for about ``seconds`` (None: until it is decided),
        so a page can think in slices and stay responsive. Returns (True, move) once the move is
        played, (False, None) while the bot still thinks, (True, None) if no bot is to move."""
        waiting = self.bots_to_move()
        if not waiting:
            return True, None
        p, moves = waiting[0], len(self.save.moves)
        if self._thinking is None or self._thinking[:2] != (p, moves):
            self._thinking = (p, moves, self.bot_mind()[1])
        steps = self._thinking[2]
        deadline = None if seconds is None else time.perf_counter() + seconds
        for action in steps:  # a thinking bot yields None between pieces of work
            if action is not None:
                self._thinking = None
                self._apply(action)
                return True, action
            if deadline is not None and time.perf_counter() >= deadline:
                return False, None
        raise RuntimeError(f"the {self.save.seats[p].bot} bot stopped without choosing a move")

    def bot_mind(self) -> tuple[Any, Iterator[Any]]:
        """The first waiting bot's observation and its thinking: an iterator that yields None between
        pieces of work, then the bot's move (without playing it). The bot is seeded by the game, its
        seat and the move number, so it decides the same way wherever it thinks (here in slices, or
        in the page's bots' worker: web/bot_engine.py); in a daily deal its search also stops on a
        sample cap, not a clock (``capped_bots``), so it decides the same on any machine."""
        p, moves = self.bots_to_move()[0], len(self.save.moves)
        level = self.save.seats[p].bot
        assert level is not None  # (a bot's seat)
        bot = self.game.bot(level, bot_seed(self.save.options.seed, p, moves), capped=self.capped_bots)
        obs = self.game.observation(self.state, p)
        return obs, thinking(bot, obs)

    @cached_property
    def capped_bots(self) -> bool:
        """Whether this game's bots stop on a sample cap instead of a clock: a daily deal
        (core/daily.py: everyone who opens it that day meets the same bots, on any device)."""
        return daily_day(self.save) is not None

    def copy(self) -> Session:
        """An independent copy of this game (a what-if: the bots' worker plays a move the human may
        make, to think about the bots' answers before it is made)."""
        other = copy.copy(self)
        other.save = self.save.model_copy(deep=True)
        other._writer = SaveWriter()
        other.state = self.game.clone(self.state)
        other._marks = dict(self._marks)
        other._thinking = None
        return other

    def bot_move(self, action: Any, moves: int) -> bool:
        """Play a bot's move chosen elsewhere from this same game (the page's bots' worker replays the
        save and asks the bot: web/bot_engine.py). False, and nothing changes, if the game is no longer
        at ``moves`` moves or that bot is not the first to move (a stale answer); IllegalAction (and
        nothing changes) if the engine refuses it."""
        if isinstance(action, dict):
            action = self.game.move(action)
        waiting = self.bots_to_move()
        if len(self.save.moves) != moves or not waiting or action.player != waiting[0]:
            return False
        self._apply(action)
        self._thinking = None
        return True

    def catch_up(self, save: Save) -> bool:
        """Play the moves of ``save`` this session lacks, if ``save`` is this game with more moves (the
        bots' worker follows the page's game without replaying it from the start); False, and
        nothing changes, otherwise."""
        mine = self.save.moves
        if (save.model_dump(exclude={"moves"}) != self.save.model_dump(exclude={"moves"})
                or save.moves[:len(mine)] != mine):
            return False
        for action in save.moves[len(mine):]:
            self._apply(action)
        self._thinking = None
        return True

    def _apply(self, action: Any) -> Sequence[object]:
        events = self._track(action, True)
        self.save.moves.append(action)
        return events

    def _track(self, action: Any, mark: bool) -> Sequence[object]:
        """Apply ``action`` and follow what it changes beyond the state (the undo rights; with
        ``mark``, where the mover's log ends)."""
        known = self.game.undo_barrier(self.state)
        events = self.game.apply(self.state, action)
        if self.game.undo_barrier(self.state) != known:
            self._undo = (None, 0)
        else:
            player, count = self._undo
            self._undo = (action.player, count + 1 if player == action.player else 1)
        if mark:
            self._marks[action.player] = len(self.game.visible_log(self.state, action.player))
        return events

    # --- taking back (Board Game Arena's rule) ---
    def undoable(self, player: int | None) -> int:
        """How many of its last moves a human seat may take back: those since another player last
        moved, and since the last move that showed anything new (a card drawn, cards turned over)."""
        who, count = self._undo
        return count if player is not None and who == player and not self.is_bot(player) else 0

    def undo(self, player: int) -> None:
        """Take back ``player``'s last move; the game is as if it was never played (the save too)."""
        if not self.undoable(player):
            raise IllegalAction(msg("There is no move of yours to take back"))
        self.save.moves.pop()
        self._replay()
        self._thinking = None

    def explain(self, action: dict[str, Any]) -> str | None:
        """Why a move would be refused (for hovering or clicking an illegal target), or None."""
        return self.game.why_illegal(self.state, self.game.move(action))

    def hint(self, player: int, lang: str = "en") -> Hint:
        if self.is_bot(player):
            raise IllegalAction(msg("A computer player sits there"))
        if player not in self.game.to_move(self.state):
            raise IllegalAction(msg("It is not your turn"))
        return self.game.hint(self.state, player, self.names(), lang, seed=len(self.save.moves))

    # --- what a UI draws ---
    def names(self) -> list[str]:
        return [s.name for s in self.save.seats]

    def table(self, viewer: int | None, lang: str = "en", log_from: int = 0) -> dict[str, Any]:
        """Everything to draw the table for ``viewer`` (None: nobody's secrets, e.g. a hand-off screen)."""
        return {
            **self.game.payload(self.state, viewer, self.names(), lang, log_from),
            "seats": [s.model_dump() for s in self.save.seats],
            "log_from": log_from,
            "humans_to_move": self.humans_to_move(),
            "bots_to_move": self.bots_to_move(),
            "moves": len(self.save.moves),
            "undoable": self.undoable(viewer),
            "undo_note": None if viewer is None or self.undoable(viewer) else self.game.undo_note(lang),
            "since": self.since(viewer),
        }

    def since(self, viewer: int | None) -> int | None:
        """Where the lines of others "since your last turn" begin in ``viewer``'s log: just after
        the viewer's last move (None if they have not moved yet)."""
        return None if viewer is None else self._marks.get(viewer)

    def summary(self) -> dict[str, Any]:
        """A save slot's label."""
        return {"game": self.game.id, "names": self.names(), "moves": len(self.save.moves),
                **self.game.summary(self.state)}


__all__ = ["GameConfig", "Session", "Save", "Seat", "SaveError", "IllegalAction"]
