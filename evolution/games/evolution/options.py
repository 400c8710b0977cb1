"""A game's options: the ruleset (a rules object, see ``rules.py``), the table size, quick play and
the seed. The boundary: every save, link and new game checks them here (``Game.options``: these
plain checks, and pydantic over this same class for any input they do not take as it is)."""

from __future__ import annotations

from typing import Annotated

from annotated_types import Ge, Le, Lt, MaxLen

from ...core.plain import PlainRecord, plain
from .rules import RULESETS, Rules


class RulesetError(ValueError):
    """An options record the engine cannot play (unknown ruleset, wrong table size, a field of the wrong type)."""


def _is_int(value: object) -> bool:
    return type(value) is int


@plain
class Options(PlainRecord):
    """Everything that fixes a game before the first move: the ruleset (a rules object, see
    ``rules.py``), the table size, quick play and the seed. Stored in every state and save.

    The annotations are pydantic's schema for untrusted data (``Game.options``); ``__post_init__`` is
    the check of the plain form: exact types only (pydantic, lax, also reads ``"4"`` as 4), then the
    ruleset's rules. docs/rules.md §2: six players always use quick play."""

    ruleset: Annotated[str, MaxLen(20)] = "nsg2"
    players: Annotated[int, Ge(2), Le(6)]
    quick_play: bool = False
    seed: Annotated[int, Ge(0), Lt(2**63)]

    def __post_init__(self) -> None:
        if not (type(self.ruleset) is str and len(self.ruleset) <= 20 and _is_int(self.players)
                and 2 <= self.players <= 6 and type(self.quick_play) is bool and _is_int(self.seed)
                and 0 <= self.seed < 2**63):
            raise RulesetError("the options' fields are not of their types")
        rules = RULESETS.get(self.ruleset)
        if rules is None:
            raise RulesetError(f"the ruleset {self.ruleset!r} is not available yet (available: {', '.join(RULESETS)})")
        low, high = rules.players
        if not low <= self.players <= high:
            raise RulesetError(f"the ruleset {self.ruleset!r} is for {low} to {high} players, not {self.players}")
        if self.players == rules.quick_play_players and not self.quick_play:
            object.__setattr__(self, "quick_play", True)

    @property
    def rules(self) -> Rules:
        return RULESETS[self.ruleset]
