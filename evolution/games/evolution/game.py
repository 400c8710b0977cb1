"""Evolution as a game of the site: the ``Game`` interface over this package's engine.

Rulesets (``rules.py``) are a parameter of the options record, like OpenSpiel's typed game
parameters: ``Options(ruleset="bsw", players=3, seed=7)``.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...core.game import Game

from ...core.interfaces import Frame, GameInfo, Hint
from . import actions
from . import engine
from ...core.messages import LANGUAGES
from .ai import review
from .ai.hints import hint
from .bots import BOTS, Observation, make_bot
from .cards import deck, trait_info
from .models import GameState, species_letters
from .options import Options
from .rules import RULESETS
from .catalogue import CATALOGUE
from .events import Words, said
from .text import describe_move, say, trait_name, trait_rule
from .view import view, visible_log

if TYPE_CHECKING:  # the command line's types only: the page never imports argparse
    import argparse


def species_facts(rules, v) -> list[list[dict[str, Any]]]:
    """What the rules make of each species in view, read from the traits its viewer sees (never a
    face-down one): whether it stores fat (the table shows its fat tokens), and how far a card
    discarded for it as a carnivore makes other species' traits absent: "all" (R-INT), "some" (a
    Flight carnivore, R-FL-8) or None. The page draws these; it names no trait."""
    traits, every = rules.traits, tuple(rules.traits)
    facts = []
    for pv in v.players:
        row = []
        for sv in pv.species:
            names = {tv.trait for tv in sv.traits if tv.trait is not None}
            negators = [traits[n] for n in sorted(names & rules.hooked["negates"])]
            negation = None
            if negators:
                negation = "all" if any(all(n.negates(t) for t in every) for n in negators) else "some"
            row.append({"stores_fat": not rules.fat_stores.isdisjoint(names), "negation": negation})
        facts.append(row)
    return facts


class Evolution(Game[GameState, actions.Action, Options]):
    id = "evolution"
    names = {lang: CATALOGUE.text("game.name", lang) for lang in LANGUAGES}
    options_model = Options
    engine = engine
    rulings = r"R-(?:[A-Z]{2,}|[0-9])[A-Z0-9]*(?:-[A-Z0-9]+)*"  # R-TAKE, R-ATK-ORDER, R-2P (docs/rules.md)
    bot_levels = ("easy", "medium", "hard")
    all_bots = tuple(BOTS)
    make_bot = staticmethod(make_bot)
    observation_type = Observation

    plain_moves = actions.ACTIONS

    def legacy_options(self, ruleset: Any) -> dict[str, Any]:
        """Options from the version-1 save format's ``ruleset`` record ({id, players, quick_play, seed, deck})."""
        if not isinstance(ruleset, dict):
            return ruleset  # refused as options
        data = {k: v for k, v in ruleset.items() if k != "id"}
        data["ruleset"] = ruleset.get("id", "nsg2")
        rules = RULESETS.get(data["ruleset"])
        if rules is not None and data.get("deck") == rules.deck:
            del data["deck"]  # implied by the ruleset; any other deck is refused with the options
        return data

    def add_cli_options(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--ruleset", default="nsg2", choices=list(RULESETS), help="the rules to play by")
        parser.add_argument("--quick-play", action="store_true", help="everyone plays cards at once, blind")

    def cli_options(self, args: argparse.Namespace) -> dict[str, Any]:
        return {"ruleset": args.ruleset, "quick_play": args.quick_play}

    def cli_label(self, options: Options) -> str:
        return f"ruleset {options.ruleset}{' (quick play)' if options.quick_play else ''}"

    def describe(self, lang: str) -> GameInfo:
        low = min(r.players[0] for r in RULESETS.values())
        high = max(r.players[1] for r in RULESETS.values())
        return {
            "id": self.id, "name": CATALOGUE.text("game.name", lang), "players": [low, high], "bot_levels": list(self.bot_levels),
            "about": CATALOGUE.text("game.about", lang),  # the New game form's paragraph on the game
            "options": [
                {"key": "ruleset", "type": "choice", "default": "nsg2",
                 "label": CATALOGUE.text("option.ruleset", lang),
                 "choices": [{"value": r.id, "label": CATALOGUE.text(r.name, lang),
                              "blurb": CATALOGUE.text(r.blurb, lang),
                              "players": list(r.players),
                              "quick_play_players": r.quick_play_players} for r in RULESETS.values()]},
                {"key": "quick_play", "type": "bool", "default": False,
                 "label": CATALOGUE.text("option.quick_play", lang)},
            ],
        }

    def is_over(self, state: GameState) -> bool:
        return state.phase == "over"

    def winners(self, state: GameState) -> list[int]:
        return state.winners

    def scores(self, state: GameState) -> list[int]:
        return [engine.score_parts(state, p).total for p in range(len(state.players))]

    def view(self, state: GameState, player: int | None):
        return view(state, player)

    def visible_log(self, state: GameState, player: int | None) -> list:
        return visible_log(state, player)

    def clone(self, state: GameState) -> GameState:
        return whole_copy(state)

    def snapshot(self, state: GameState) -> dict[str, Any]:
        return state.to_dict()

    def redeal(self, state: GameState, player: int | None, seed: int) -> GameState:
        return redeal(state, player, random.Random(seed))

    def frame(self, state: GameState, viewer: int | None) -> Frame:
        v = view(state, viewer)
        return Frame(over=state.phase == "over", phase=state.phase, round=v.round, last_round=v.last_round, to_move=v.to_move,
                     viewer=viewer, log_size=v.log_size)

    def table(self, state: GameState, viewer: int | None, names: list[str], lang: str, log_from: int,
              open_hands: bool = False) -> dict:
        v = view(state, viewer, open_hands=open_hands)
        data = v.to_dict()
        del data["log"]
        w = Words(names, state.cards, species_letters(state), lang)
        log = [{"round": e.round, "kind": e.kind, "player": e.player, "text": said(e, w), "animation": e.animation_key(),
                **e.facts()} for e in visible_log(state, viewer, log_from)]
        return {
            "view": data,
            "legal": [a.model_dump() for a in (engine.legal_actions(state, viewer) if viewer is not None else [])],
            "log": log,
            "tie_break": tie_break(state),
            "scores_now": [None if p.planning_hidden else engine.score_parts(state, p.index).to_dict()
                           for p in v.players],
            "trait_names": {t: trait_name(t, lang) for t in (*state.rules.traits, *state.rules.events)},
            "species_facts": species_facts(state.rules, v),
        }

    def undo_barrier(self, state: GameState) -> tuple:
        # Shuffles, draws, and the reveals that come with each new phase (food cards, traits played face down).
        return state.random_draws, len(state.deck), state.round, state.phase

    def summary(self, state: GameState) -> dict[str, Any]:
        return {"round": state.round, "over": state.phase == "over", "winners": state.winners,
                "ruleset": state.options.ruleset}

    def log_lines(self, state: GameState, names: list[str], lang: str) -> list[str]:
        w = Words(names, state.cards, species_letters(state), lang)
        return [said(e, w) for e in state.log]

    def help(self, options: Options | None, lang: str) -> list[dict[str, Any]]:
        """The rules panel of the game being played: the ruleset (name, blurb), the round's steps and
        the rules this ruleset changes ("group": "step"), the deck's size ("cards"), then every trait and event card of its deck
        and supply: name as printed, rule text, group, food values."""
        options = options or Options(players=4, seed=0)
        rules = options.rules
        table = deck(rules.deck)
        info = trait_info()
        lines = [("ruleset", CATALOGUE.text(rules.name, lang), CATALOGUE.text(rules.blurb, lang))]
        steps = ["help.deal", "help.food_no_loss" if rules.watering_hole_after_reveal(1, -5) > 0 else "help.food",
                 "help.play", *(["help.avian"] if rules.avian_cost else []), *(["help.events"] if rules.events else []),
                 *(["help.reveal_first"] if rules.food_revealed_before_leaf_traits else []),
                 "help.feeding_equal" if rules.big_enough(2, 2) else "help.feeding",
                 *(["help.intelligence_before"] if rules.herbivore_intelligence_before_feeding else []),
                 *(["help.drop_out"] if rules.fed_players_drop_out else []),
                 "help.two_players" if rules.set_aside(2) and not rules.reserve_replaces_reshuffle else
                 "help.two_players_all" if not rules.reserve_replaces_reshuffle else "help.reserve", "help.end"]
        lines += [("step", "", say(k, lang, max=rules.max_traits(options.players), n=rules.avian_cost,
                                   max_size=rules.avian_max_size)) for k in steps]
        lines.append(("cards", CATALOGUE.text("help.title", lang), say("help.cards", lang, n=len(table))))
        return [{"group": group, "name": name, "rule": rule} for group, name, rule in lines] + self._terms(rules, lang) + [
            {"trait": t, "name": trait_name(t, lang), "rule": trait_rule(t, lang), "group": info[t].group,
             "leaf": info[t].leaf, "event": t in rules.events, "foods": sorted(c.food for c in table if c.trait == t),
             "copies": sum(c.trait == t for c in table)}
            for t in (*rules.traits, *rules.events) if any(c.trait == t for c in table)]

    @staticmethod
    def _terms(rules, lang: str) -> list[dict[str, Any]]:
        """The board's terms, each with its rule for a tip where it shows ("group": "term"): a species'
        body size, population and food eaten, the bag, the watering hole, the food cards, the first
        player and, with avian species, the Cliff."""
        size = say("term.size_equal" if rules.big_enough(2, 2) else "term.size", lang, max=rules.max_track)
        if rules.avian_cost:
            size += " " + say("term.size_avian", lang, max_size=rules.avian_max_size)
        rules_of = {"size": size, "pop": say("term.pop", lang, max=rules.max_track),
                    **{k: say(f"term.{k}", lang) for k in ("food", "bag", "watering_hole", "food_cards", "first")},
                    **({"cliff": say("term.cliff", lang)} if rules.avian_cost else {})}
        return [{"group": "term", "term": k, "rule": rule} for k, rule in rules_of.items()]

    harness = "evolution.games.evolution.scenario"

    def weigh(self, obs: Observation, played: actions.Action, samples: int | None, seed: int,
              against: actions.Action | None = None):
        """The hard bot's estimate (ai/review.py): rollouts to the end of the round, valued as the
        expected final score difference."""
        return review.move_values(obs, played, review.SAMPLES if samples is None else samples, seed, against=against)

    def move_words(self, state: GameState, obs: Observation, action: actions.Action, names: list[str],
                   lang: str) -> str:
        return describe_move(action, obs.view, names, lang)

    def hint(self, state: GameState, player: int, names: list[str], lang: str, seed: int) -> Hint:
        """What the medium bot would play in ``player``'s seat, and why in a few words."""
        obs = Observation(state, player)
        h = hint(obs, "medium", seed=seed)
        detail = {k: names[v] if k == "owner" else trait_name(v, lang) for k, v in h.detail.items()}
        why = say("reason." + h.reason, lang, **detail)
        return {"action": h.action.model_dump(), "move": describe_move(h.action, obs.view, names, lang), "why": why}



def whole_copy(state: GameState) -> GameState:
    """The game with its log (a record's clone leaves the log out: a rollout never reads it)."""
    copy = state.clone()
    copy.log = list(state.log)  # events never change: the list is copied, not the events
    return copy


def redeal(state: GameState, viewer: int | None, rng: random.Random) -> GameState:
    """A copy with what ``viewer`` cannot know drawn again: others' hands, food cards and face-down
    traits (never an event card), the deck order and the set-aside cards (Flight's end reserve)."""
    other = whole_copy(state)
    pool = other.deck + other.set_aside
    events = other.rules.events
    for i, p in enumerate(other.players):
        if i == viewer or not pool:
            continue
        for k in range(len(p.hand)):
            j = rng.randrange(len(pool))
            p.hand[k], pool[j] = pool[j], p.hand[k]
        for t in (t for s in p.species for t in s.traits if not t.face_up):
            traits = [j for j, c in enumerate(pool) if other.cards[c].trait not in events]
            if traits:
                j = rng.choice(traits)
                t.card, pool[j] = pool[j], t.card
        if p.food_card is not None:
            j = rng.randrange(len(pool))
            p.food_card, pool[j] = pool[j], p.food_card
    rng.shuffle(pool)
    other.deck, other.set_aside = pool[:len(other.deck)], pool[len(other.deck):]
    return other


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


GAME = Evolution()
