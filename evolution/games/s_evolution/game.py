"""S-Evolution 2.0 as a game of the site: the ``Game`` interface over this package's engine.

Not registered yet (see ``__init__``): ``register(GAME)`` where a test needs the registry.
"""

from __future__ import annotations

from typing import Any

from ...core.game import Game, IllegalAction
from ...core.messages import msg
from . import engine, tricks
from .actions import ACTION
from .bots import BOTS, Observation, make_bot
from .models import GameState, Options
from .text import DECISIONS, REASONS, card_name, describe, describe_move, help_entries, suit_name, word
from .view import view, visible_log
from .words import COLOUR_NAMES, ROMAN


class SEvolution(Game):
    id = "s-evolution"
    names = {"en": "S-Evolution 2.0", "fr": "S-Evolution 2.0"}
    options_model = Options
    engine = engine
    moves = ACTION
    bot_levels = ("random", "medium", "hard")
    all_bots = tuple(BOTS)

    def describe(self, lang: str) -> dict[str, Any]:
        return {"id": self.id, "name": self.names.get(lang, self.names["en"]), "players": [2, 4],
                "bot_levels": list(self.bot_levels), "options": []}

    def is_over(self, state: GameState) -> bool:
        return state.phase == "over"

    def winners(self, state: GameState) -> list[int]:
        return [] if state.winner is None else [state.winner]

    def scores(self, state: GameState) -> list[int]:
        return [p.score for p in state.players]

    def view(self, state: GameState, player: int | None):
        return view(state, player)

    def visible_log(self, state: GameState, player: int | None) -> list:
        return visible_log(state, player)

    def table(self, state: GameState, viewer: int | None, names: list[str], lang: str, log_from: int) -> dict:
        """What the page draws: the trick (who played what, who picked it), the boards, the trump,
        the obligation of the player to play, the decision and the viewer's legal moves."""
        v = view(state, viewer)
        picked_by = {c: p for p, c in state.picked}

        def cards(ids: list[str] | None) -> list[dict] | None:
            return None if ids is None else [{"card": c, "label": card_name(c, lang)} for c in ids]

        boards = [{**b.model_dump(), "name": names[b.index] if b.index < len(names) else "?",
                   "colour_name": word(COLOUR_NAMES[b.colour], lang), "age_roman": ROMAN[b.age],
                   "hand": cards(b.hand), "disc_up": cards(b.disc_up), "disc_down": cards(b.disc_down),
                   "taken": cards(b.taken)} for b in v.players]
        legal = engine.legal_actions(state, viewer) if viewer is not None else []
        decision = engine.decision(state)
        return {
            "view": v.model_dump(),
            "boards": boards,
            "trick": [{"player": p, "card": c, "label": card_name(c, lang), "picked_by": picked_by.get(c)}
                      for p, c in state.trick],
            "trump": None if state.trump is None else {"suit": state.trump, "name": suit_name(state.trump, lang)},
            "led": None if v.led is None else {"suit": v.led, "name": suit_name(v.led, lang)},
            "obligation": obligation(state, lang),
            "decision": None if decision is None or not v.to_move else
            {"player": v.to_move[0], "what": decision, "text": DECISIONS["fr" if lang == "fr" else "en"][decision]},
            "legal": [{**a.model_dump(), "text": describe_move(a, lang)} for a in legal],
            "log": [{"round": e.round, "kind": e.kind, "player": e.player, "text": describe(e, names, lang)}
                    for e in visible_log(state, viewer, log_from)],
            "scores": [p.score for p in state.players],
            "winner": state.winner,
        }

    def summary(self, state: GameState) -> dict[str, Any]:
        return {"round": state.round, "over": state.phase == "over", "winners": self.winners(state)}

    def log_lines(self, state: GameState, names: list[str], lang: str) -> list[str]:
        return [describe(e, names, lang) for e in state.log]

    def help(self, options: Options | None, lang: str) -> list[dict[str, Any]]:
        return help_entries(lang)

    def bot(self, level: str, seed: int):
        return make_bot(level, seed)

    def observation(self, state: GameState, player: int) -> Observation:
        return Observation(state, player)

    def hint(self, state: GameState, player: int, names: list[str], lang: str, seed: int) -> dict[str, Any]:
        """What the medium bot would play in ``player``'s seat, and why in a few words."""
        obs = Observation(state, player)
        if not obs.legal:
            raise IllegalAction(msg("It is not your turn"))
        action, reason = make_bot("medium", seed).suggest(obs)
        return {"action": action.model_dump(), "move": describe_move(action, lang),
                "why": REASONS["fr" if lang == "fr" else "en"][reason]}


def obligation(state: GameState, lang: str) -> dict[str, Any] | None:
    """The rule the player about to play a card plays under: free, or "follow Science"."""
    if state.phase != "trick":
        return None
    p = tricks.next_to_play(state)
    if p is None:
        return None
    follow = tricks.must_follow(state, p)
    fr = lang == "fr"
    if follow is not None:
        text = f"{'Fournir' if fr else 'Follow'} {suit_name(follow, lang)}"
    elif state.players[p].blind:
        text = "À l'aveugle : aucune obligation" if fr else "Blind: no obligation"
    else:
        text = "Carte libre" if fr else "Any card"
    return {"player": p, "rules": tricks.rules_of(state, p), "follow": follow, "blind": state.players[p].blind,
            "text": text}


GAME = SEvolution()
