"""The hint's reason, computed from the position for the move it explains (catalogue/: "reason.<code>").

The medium player (medium.py) names the kind of move it values; this module turns that into a
sentence that is true of this move here: which need a taken card meets and by how much, that it
gives the most, that it is the only card playable, or, when no simple fact explains the choice,
that the medium player's count puts it ahead of the next best move by about so many points.
A reason never claims a fact the position does not show (tests/s_evolution/test_reasons.py).
"""

from __future__ import annotations

from typing import Any

from .actions import Action
from .cards import card
from .models import GameState, PlayerState
from .rules import needs

Reason = tuple[str, dict[str, Any]]


def lacking(me: PlayerState, suit: str) -> int:
    """How much of ``suit`` this player's needs still lack (0 when it is not a need of their age)."""
    return max(0, me.pop - me.stock[suit]) if suit in needs(me.age) else 0


def margin(values: list[float], legal: list[Action], k: int) -> float:
    """How far move ``k`` is ahead of the best other move of its kind (0 when it is the only one)."""
    rivals = [v for i, v in enumerate(values) if i != k and legal[i].kind == legal[k].kind]
    return max(0.0, values[k] - max(rivals)) if rivals else 0.0


def explain(state: GameState, p: int, legal: list[Action], k: int, code: str, ahead: float) -> Reason:
    """The reason for ``legal[k]``: ``code`` is the medium player's kind of reason, ``ahead`` how
    far its value leads the next best move of the same kind."""
    a, me = legal[k], state.players[p]
    if code == "take":
        return _take(me, a, legal, ahead)
    if code == "play":
        return _play(a, legal, ahead)
    if code == "discovery":
        return _discovery(state, p, me)
    if code == "trump":
        return "trump", {"n": sum(card(c).strength for c in me.hand if card(c).suit == a.suit)}
    if code == "joker":
        short = [s for s in dict.fromkeys(a.res) if lacking(me, s)]
        return ("joker", {}) if short and len(short) == len(set(a.res)) else ("joker_spare", {})
    return code, {}


def _ahead(by: float) -> dict[str, Any]:
    return {"by": f"{max(by, 0.1):.1f}"}


def _take(me: PlayerState, a: Action, legal: list[Action], ahead: float) -> Reason:
    k = card(a.card)
    if k.joker:
        return "take_joker", {"n": k.gives}
    short = lacking(me, k.suit)
    if short:
        return "take_need", {"suit": k.suit, "n": k.gives, "lack": short}
    others = [card(b.card) for b in legal if b.kind == "take" and b.card != a.card]
    others = [o for o in others if not o.calamity and not o.discovery]
    if others and all(k.gives > o.gives for o in others):
        return "take_most", {"suit": k.suit, "n": k.gives}
    return "take_worth", _ahead(ahead)


def _play(a: Action, legal: list[Action], ahead: float) -> Reason:
    plays = [b for b in legal if b.kind == "play" and not card(b.card).discovery]
    if len(plays) == 1:
        return "play_only", {}
    strengths = [card(b.card).strength for b in plays]
    mine = card(a.card).strength
    if len(set(strengths)) > 1 and mine == max(strengths):
        return "play_strong", {}
    if len(set(strengths)) > 1 and mine == min(strengths):
        return "play_weak", {}
    return "play", _ahead(ahead)


def _discovery(state: GameState, p: int, me: PlayerState) -> Reason:
    if not any(not card(c).discovery for c in me.hand):
        return "discovery_last", {}
    played = {q for q, _ in state.trick}
    later = [q for q in range(len(state.players)) if q != p and q not in played and state.players[q].hand]
    if not later and any(card(c).calamity for _, c in state.trick):
        return "discovery_dodge", {}
    return "discovery", {}
