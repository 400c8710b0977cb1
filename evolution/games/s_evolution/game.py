"""S-Evolution 2.0 as a game of the site: the ``Game`` interface over this package's engine
(registered by the package's ``__init__``)."""

from __future__ import annotations

import random
from typing import Any

from ...core.game import Game

from ...core.interfaces import Frame, GameInfo, Hint
from . import actions, engine, reasons, review, tricks
from .bots import BOTS, OLD_NAMES, MediumBot, Observation, make_bot
from .cards import card, suits
from .economy import discovery_points
from .models import GameState, Options
from .rules import AGE_COST, ROUNDS, BUILDINGS, POP_COST, STOCK_MAX, needs, worker_cost
from ...core.messages import LANGUAGES, roman, translate
from .catalogue import CATALOGUE
from .events import Words, said
from .text import (building_name, card_name, card_rule, decision_text, describe_move, help_entries, say, set_name,
                   suit_name, word)
from .terms import board_terms, trick_terms
from .view import sees_hand, view, visible_log
from .words import CALAMITY_NAMES, COLOUR_NAMES, SET_IDS


class SEvolution(Game[GameState, actions.Action, Options]):
    id = "s-evolution"
    names = {lang: CATALOGUE.text("game.name", lang) for lang in LANGUAGES}
    options_model = Options
    engine = engine
    rulings = r"S-[A-Z0-9]+(?:-[A-Z0-9]+)*"  # S-TRUMP, S-BLIND-SLOT (docs/s-evolution.md)
    bot_levels = ("easy", "medium", "hard")  # the same words as Evolution's
    all_bots = (*BOTS, *OLD_NAMES)
    make_bot = staticmethod(make_bot)
    observation_type = Observation

    def describe(self, lang: str) -> GameInfo:
        return {"id": self.id, "name": CATALOGUE.text("game.name", lang), "players": [2, 4],
                "about": CATALOGUE.text("game.about", lang),  # the New game form's paragraph on the game
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

    def clone(self, state: GameState) -> GameState:
        copy = state.clone()
        copy.log = state.log.copy()  # the whole game: a redeal keeps what was seen (events never change)
        return copy

    def snapshot(self, state: GameState) -> dict[str, Any]:
        return state.to_dict()

    def redeal(self, state: GameState, player: int | None, seed: int) -> GameState:
        """Each player's draw pile shuffled, with their hand when ``player`` may not see it (S-OPEN)."""
        rng, other = random.Random(seed), self.clone(state)
        for i, board in enumerate(other.players):
            hidden = not sees_hand(state, player, i)
            pool = board.deck + (board.hand if hidden else [])
            rng.shuffle(pool)
            board.deck = pool[:len(board.deck)]
            if hidden:
                board.hand = pool[len(board.deck):]
        return other

    def frame(self, state: GameState, viewer: int | None) -> Frame:
        return Frame(over=state.phase == "over", phase=state.phase, round=state.round, last_round=state.round == ROUNDS,
                     to_move=engine.to_move(state), viewer=viewer, log_size=len(state.log))

    def table(self, state: GameState, viewer: int | None, names: list[str], lang: str, log_from: int,
              open_hands: bool = False) -> dict:
        """What the page draws: the trick (who played what, who picks next), the boards (with what
        each building level costs and what each age needs), the trump, the obligation of the player
        to play, the decision, the viewer's legal moves (``legal_text``: each in words) and, at the
        end, the score split; ``refused``: the viewer's other moves of the step, each with why it is
        refused. The page computes no rule: everything it shows is here."""
        v = view(state, viewer, open_hands=open_hands)
        picked_by = {c: p for p, c in state.picked}
        boards = [{**b.model_dump(), "name": names[b.index] if b.index < len(names) else "?",
                   "colour_name": word(COLOUR_NAMES[b.colour], lang), "age_roman": roman(b.age),
                   "hand": _cards(b.hand, lang), "disc_up": _cards(b.disc_up, lang),
                   "disc_down": _cards(b.disc_down, lang), "taken": _cards(b.taken, lang),
                   "needs": [{"suit": s, "name": suit_name(s, lang)} for s in needs(b.age)],
                   "building_list": _buildings(b.buildings, lang),
                   "terms": board_terms(b, lang, lambda k: set_name(k, lang))} for b in v.players]
        legal = engine.legal_actions(state, viewer) if viewer is not None else []
        decision = engine.decision(state)
        w = Words(names, lang, decks(state))
        complete = bool(state.trick) and tricks.next_to_play(state) is None
        return {
            "view": v.model_dump(),
            "boards": boards,
            "trick": [{"player": p, **_card(c, lang), "picked_by": picked_by.get(c)} for p, c in state.trick],
            "pick_order": tricks.pick_order(state) if complete else [],
            "trump": None if state.trump is None else {"suit": state.trump, "name": suit_name(state.trump, lang)},
            "led": None if v.led is None else {"suit": v.led, "name": suit_name(v.led, lang)},
            "obligation": obligation(state, lang),
            "trick_terms": trick_terms(state.trump, v.led, lang),
            "decision": None if decision is None or not v.to_move else
            {"player": v.to_move[0], "what": decision, "text": decision_text(decision, lang)},
            "legal": [a.model_dump() for a in legal],
            "legal_text": [describe_move(a, lang, _owner(state, a, names)) for a in legal],
            "refused": [] if viewer is None else [{"action": a.model_dump(), "why": translate(why, lang)}
                                                  for a, why in engine.refusals(state, viewer)],
            "suits": [{"suit": s, "name": suit_name(s, lang)} for s in suits()],
            "stock_max": STOCK_MAX,
            "age_numerals": [roman(age) for age in range(1, 7)],  # the ages as printed: I to VI
            "prices": {"pop": {"cost": POP_COST, "suit": "S"}, "age": {"cost": AGE_COST, "suit": "S"}},
            "log": [{"round": e.round, "kind": e.kind, "player": e.player, "text": said(e, w), "animation": e.animation_key()}
                    for e in visible_log(state, viewer, log_from)],
            "scores": [p.score for p in state.players],
            "final": _final(state, lang) if state.phase == "over" else None,
            "winner": state.winner,
        }

    def undo_note(self, lang: str) -> str | None:
        return CATALOGUE.text("undo.note", lang)

    def undo_barrier(self, state: GameState) -> tuple:
        # Shuffles, draws, every card put into a trick or picked from it, and each new phase or round.
        return (state.random_draws, state.round, state.phase, len(state.trick), len(state.picked),
                tuple(len(p.deck) for p in state.players))

    def summary(self, state: GameState) -> dict[str, Any]:
        return {"round": state.round, "over": state.phase == "over", "winners": self.winners(state)}

    def log_lines(self, state: GameState, names: list[str], lang: str) -> list[str]:
        w = Words(names, lang, decks(state))
        return [said(e, w) for e in state.log]

    def help(self, options: Options | None, lang: str) -> list[dict[str, Any]]:
        return help_entries(lang)

    plain_moves = actions.ACTIONS

    harness = "evolution.games.s_evolution.scenario"

    def weigh(self, obs: Observation, played: actions.Action, samples: int | None, seed: int,
              against: actions.Action | None = None):
        """The hard bot's estimate (review.py): rollouts to the end of the game, valued as the final
        score difference."""
        return review.move_values(obs, played, review.SAMPLES if samples is None else samples, seed, against=against)

    def move_words(self, state: GameState, obs: Observation, action: actions.Action, names: list[str],
                   lang: str) -> str:
        return describe_move(action, lang, _owner(state, action, names))

    def hint(self, state: GameState, player: int, names: list[str], lang: str, seed: int) -> Hint:
        """What the medium bot would play in ``player``'s seat, and why: a reason true of this move
        in this position (reasons.py)."""
        obs = Observation(state, player)
        k, values = MediumBot(seed).weigh(obs)
        action = obs.legal[k]
        code, params = reasons.explain(state, player, obs.legal, k, values[k][1],
                                       reasons.margin([v for v, _ in values], obs.legal, k))
        if "suit" in params:
            params["suit"] = suit_name(params["suit"], lang)
        return {"action": action.model_dump(), "move": describe_move(action, lang, _owner(state, action, names)),
                "why": say("reason." + code, lang, **params)}


def decks(state: GameState) -> dict[str, int]:
    """Each deck colour's seat: a card's owner, named by the seat's name (never by the colour)."""
    return {p.colour: i for i, p in enumerate(state.players)}


def _owner(state: GameState, action: Any, names: list[str]) -> str | None:
    """Whose card a take picks from the trick (their name), None for the taker's own card."""
    if action.kind != "take":
        return None
    seat = decks(state).get(card(action.card).deck)
    return names[seat] if seat is not None and seat != action.player and seat < len(names) else None


def _card(cid: str, lang: str) -> dict[str, Any]:
    """A card as the page draws it: its label, suit and strength, the age and set (its key and symbol) of a
    Discovery, the calamity it carries (all data: cards.json)."""
    c = card(cid)
    return {"card": cid, "label": card_name(cid, lang), "rule": card_rule(cid, lang),
            "age_roman": roman(c.age) if c.age else None, "suit": c.suit, "strength": c.strength, "age": c.age,
            "colour": c.colour, "set": SET_IDS.get(c.colour), "set_name": set_name(c.colour, lang) if c.age else None,
            "calamity": None if c.calamity is None else word(CALAMITY_NAMES[c.calamity], lang),
            "joker": c.joker}


def _cards(ids: list[str] | None, lang: str) -> list[dict[str, Any]] | None:
    return None if ids is None else [_card(c, lang) for c in ids]


def _buildings(levels: dict[str, int], lang: str) -> list[dict[str, Any]]:
    """Each building: its worker's level, and what each higher level costs from there (S-WORKER)."""
    return [{"id": b.id, "name": building_name(b.id, lang), "level": levels[b.id], "top": b.top, "pays": b.pays,
             "makes": b.makes, "raise": [{"level": k, "cost": worker_cost(b.id, levels[b.id], k)}
                                         for k in range(levels[b.id] + 1, b.top + 1)]}
            for b in BUILDINGS.values()]


def _final(state: GameState, lang: str) -> list[dict[str, Any]]:
    """S-END: each player's score split into the needs' points and each Discovery set's."""
    split = []
    for i, p in enumerate(state.players):
        sets = discovery_points(p)
        split.append({"player": i, "needs": p.score - sum(sets.values()), "total": p.score,
                      "sets": [{"colour": k, "set": SET_IDS[k], "name": set_name(k, lang), "points": n}
                               for k, n in sets.items()]})
    return split


def obligation(state: GameState, lang: str) -> dict[str, Any] | None:
    """The rule the player about to play a card plays under: free, or "follow Science"."""
    if state.phase != "trick":
        return None
    p = tricks.next_to_play(state)
    if p is None:
        return None
    follow = tricks.must_follow(state, p)
    if follow is not None:
        text = say("obligation.follow", lang, suit=suit_name(follow, lang))
    else:
        text = say("obligation.blind" if state.players[p].blind else "obligation.free", lang)
    return {"player": p, "rules": tricks.rules_of(state, p), "follow": follow, "blind": state.players[p].blind,
            "text": text}


GAME = SEvolution()
