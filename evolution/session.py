"""A game at one device: seats (humans and bots), the save, and what a UI needs to draw it.

The browser bridge (web/bridge.py) is a thin JSON adapter over this class, so everything a
player can do in the page is testable here in CPython. No rules live here: moves come from
``legal_actions``, refusals from ``why_illegal``, text from ``text``.
"""

from __future__ import annotations

import random
import time
from typing import Any

from pydantic import BaseModel, Field, model_validator

from . import actions as A
from . import engine as E
from .actions import ACTION, Action
from .bots import Observation, make_bot
from .messages import msg
from .models import GameState, Ruleset
from .save import Save, Seat, decode_link, dump_json, encode_link, load_json, replay
from .text import describe, describe_move, trait_name, trait_rule
from .traits import TRAITS
from .view import view, visible_log


class GameConfig(BaseModel):
    """What the New game form asks."""

    seats: list[Seat] = Field(min_length=2, max_length=6)
    quick_play: bool = False
    seed: int | None = Field(default=None, ge=0, lt=2**63)

    @model_validator(mode="after")
    def _names_not_blank(self) -> GameConfig:
        names = [s.name.strip() for s in self.seats]
        if any(not n for n in names):
            raise ValueError("every seat needs a name")
        return self


class Session:
    def __init__(self, save: Save, state: GameState | None = None):
        self.save = save
        self.state = replay(save) if state is None else state
        self._thinking: tuple | None = None  # (seat, move number, the bot's unfinished thinking)

    # --- starting ---
    @classmethod
    def new(cls, config: GameConfig) -> Session:
        seed = config.seed if config.seed is not None else random.SystemRandom().randrange(2**53)
        ruleset = Ruleset(players=len(config.seats), quick_play=config.quick_play, seed=seed)
        save = Save(ruleset=ruleset, seats=[Seat(name=s.name.strip(), bot=s.bot) for s in config.seats])
        return cls(save, E.new_game(ruleset))

    @classmethod
    def from_json(cls, text: str) -> Session:
        return cls(load_json(text))

    @classmethod
    def from_link(cls, text: str) -> Session:
        save, state = decode_link(text)
        return cls(save, state)

    def to_json(self) -> str:
        return dump_json(self.save)

    def link(self) -> str:
        return encode_link(self.save)

    # --- who decides ---
    def is_bot(self, player: int) -> bool:
        return player < len(self.save.seats) and self.save.seats[player].bot is not None

    def humans_to_move(self) -> list[int]:
        return [p for p in E.to_move(self.state) if not self.is_bot(p)]

    def bots_to_move(self) -> list[int]:
        return [p for p in E.to_move(self.state) if self.is_bot(p)]

    # --- moving ---
    def act(self, action: Action | dict) -> list:
        """A human move; raises IllegalAction (with the reason) and changes nothing if refused."""
        if isinstance(action, dict):
            action = ACTION.validate_python(action)
        if self.is_bot(action.player):
            raise E.IllegalAction(msg("A computer player sits there"))
        return self._apply(action)

    def bot_step(self) -> Action | None:
        """Let one waiting bot move (the first in seat order); None if no bot must move."""
        return self.bot_think(None)[1]

    def bot_think(self, seconds: float | None) -> tuple[bool, Action | None]:
        """Work on the first waiting bot's move for about ``seconds`` (None: until it is decided),
        so a page can think in slices and stay responsive. Returns (True, move) once the move is
        played, (False, None) while the bot still thinks, (True, None) if no bot is to move."""
        waiting = self.bots_to_move()
        if not waiting:
            return True, None
        p, moves = waiting[0], len(self.save.actions)
        if self._thinking is None or self._thinking[:2] != (p, moves):
            # Seeded by the game, the seat and the move number: a resumed game plays on the same way.
            bot = make_bot(self.save.seats[p].bot, (self.save.ruleset.seed * 1_000_003 + p * 7_919 + moves) % 2**32)
            obs = Observation(self.state, p)
            steps = bot.think(obs) if hasattr(bot, "think") else iter([bot.choose(obs)])
            self._thinking = (p, moves, steps)
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

    def _apply(self, action: Action) -> list:
        events = E.apply(self.state, action)
        self.save.actions.append(action)
        return events

    def explain(self, action: dict) -> str | None:
        """Why a move would be refused (for hovering or clicking an illegal target), or None."""
        return E.why_illegal(self.state, ACTION.validate_python(action))

    def hint(self, player: int, lang: str = "en") -> dict[str, Any]:
        """What the medium bot would play in ``player``'s seat, and why in a few words."""
        from .ai.hints import REASONS, REASONS_FR, hint

        if self.is_bot(player):
            raise E.IllegalAction(msg("A computer player sits there"))
        obs = Observation(self.state, player)
        if not obs.legal:
            raise E.IllegalAction(msg("It is not your turn"))
        h = hint(obs, "medium", seed=len(self.save.actions))
        detail = {k: trait_name(v, lang) for k, v in h.detail.items()}
        if isinstance(h.action, A.Attack):
            detail["owner"] = self.names()[h.action.target[0]]
        why = (REASONS_FR if lang == "fr" else REASONS)[h.reason].format(**detail)
        return {"action": h.action.model_dump(), "move": describe_move(h.action, obs.view, self.names(), lang),
                "why": why}

    # --- what a UI draws ---
    def names(self) -> list[str]:
        return [s.name for s in self.save.seats]

    def table(self, viewer: int | None, lang: str = "en", log_from: int = 0) -> dict[str, Any]:
        """Everything to draw the table for ``viewer`` (None: nobody's secrets, e.g. a hand-off screen)."""
        v = view(self.state, viewer)
        names = self.names()
        cards = self.state.cards
        log = [{"round": e.round, "kind": e.kind, "player": e.player, "text": describe(e, names, cards, lang)}
               for e in visible_log(self.state, viewer, log_from)]
        legal = E.legal_actions(self.state, viewer) if viewer is not None else []
        return {
            "view": v.model_dump(exclude={"log"}),
            "seats": [s.model_dump() for s in self.save.seats],
            "legal": [a.model_dump() for a in legal],
            "log": log,
            "log_from": log_from,
            "humans_to_move": self.humans_to_move(),
            "bots_to_move": self.bots_to_move(),
            "moves": len(self.save.actions),
            "tie_break": tie_break(self.state),
            "scores_now": scores_now(self.state, v),
            "trait_names": {t: trait_name(t, lang) for t in TRAITS},
        }


def scores_now(state: GameState, v) -> list[dict[str, int] | None]:
    """Each player's score if the game ended now (the engine's count), as the viewer may know it:
    None for a player whose blind quick-play planning is hidden from the viewer."""
    return [None if p.planning_hidden else E.score_parts(state, p.index).model_dump() for p in v.players]


def tie_break(state: GameState) -> str | None:
    """How the winner was decided when scores tie: "traits", "population", "shared" (or None)."""
    if not state.scores:
        return None
    top = max(s.total for s in state.scores)
    tied = [s for s in state.scores if s.total == top]
    if len(tied) == 1:
        return None
    if len(state.winners) > 1:
        return "shared"
    best_traits = max(s.traits for s in tied)
    return "traits" if sum(s.traits == best_traits for s in tied) == 1 else "population"


def help_entries(lang: str = "en") -> list[dict[str, Any]]:
    """Every trait for the rules panel: name as printed, rule text, group, copies and food values."""
    from .cards import deck, trait_info

    table = deck("nsg2_129")
    info = trait_info()
    return [{"trait": t, "name": trait_name(t, lang), "rule": trait_rule(t, lang), "group": info[t].group,
             "leaf": info[t].leaf, "foods": sorted(c.food for c in table if c.trait == t)}
            for t in TRAITS]
