"""A game's options: the ruleset (a rules object, see ``rules.py``), the table size, quick play and
the seed. The boundary: every save, link and new game validates them here."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from .rules import RULESETS, Rules


class RulesetError(ValueError):
    """An options record the engine cannot play (unknown ruleset, wrong table size)."""


class Options(BaseModel):
    """Everything that fixes a game before the first move: the ruleset (a rules object, see
    ``rules.py``), the table size, quick play and the seed. Stored in every state and save."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    ruleset: str = Field("nsg2", max_length=20)
    players: int = Field(ge=2, le=6)
    quick_play: bool = False
    seed: int = Field(ge=0, lt=2**63)

    @model_validator(mode="before")
    @classmethod
    def _forced_quick_play(cls, data: Any) -> Any:
        if isinstance(data, dict):
            rules = RULESETS.get(data.get("ruleset", "nsg2"))
            if rules is not None and data.get("players") == rules.quick_play_players:
                data = {**data, "quick_play": True}  # docs/rules.md §2: six players always use quick play
        return data

    @model_validator(mode="after")
    def _check(self) -> Options:
        if self.ruleset not in RULESETS:
            raise RulesetError(f"the ruleset {self.ruleset!r} is not available yet (available: {', '.join(RULESETS)})")
        low, high = self.rules.players
        if not low <= self.players <= high:
            raise RulesetError(f"the ruleset {self.ruleset!r} is for {low} to {high} players, not {self.players}")
        return self

    @property
    def rules(self) -> Rules:
        return RULESETS[self.ruleset]
