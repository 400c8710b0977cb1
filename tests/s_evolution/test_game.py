"""S-Evolution as a game of the site: the Game interface, hidden information in the view, refusals
in French, the table a page draws, the log in words, sessions with bots, the card data."""

from __future__ import annotations

import json
import random
import re

import pytest
from pydantic import ValidationError

from evolution.core import messages
from evolution.core.interfaces import IllegalAction
from evolution.core.registry import all_games, get_game
from evolution.core.messages import translate
from evolution.core.session import GameConfig, Session
from evolution.games.s_evolution import actions
from evolution.games.s_evolution import engine
from evolution.games.s_evolution.game import GAME
from evolution.games.s_evolution.cards import DATA, table
from evolution.games.s_evolution.economy import discovery_points
from evolution.games.s_evolution.models import Options
from evolution.games.s_evolution.rules import worker_cost
from evolution.games.s_evolution.scenario import ScenarioIn, build
from evolution.games.s_evolution.events import describe
from evolution.games.s_evolution.view import view, visible_log
from tests.s_evolution.helpers import game

NAMES = ["Ann", "Bob", "Cy", "Di"]


def position(**data):
    return build(ScenarioIn.model_validate({"game": "s-evolution", **data}))


def play_randomly(state, seed: int) -> None:
    rng = random.Random(seed)
    while state.phase != "over":
        GAME.apply(state, rng.choice(engine.legal_actions(state)))


# --- The site ------------------------------------------------------------------------------

def test_the_site_offers_it():
    assert get_game("s-evolution") is GAME and GAME in all_games()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_new_game_form(lang):
    form = GAME.describe(lang)
    assert form["id"] == "s-evolution" and form["players"] == [2, 4] and form["bot_levels"] == ["easy", "medium", "hard"]
    assert form["options"] == []  # players and seed only


@pytest.mark.parametrize("data", [{"players": 1, "seed": 0}, {"players": 5, "seed": 0}, {"players": 3},
                                  {"players": 3, "seed": -1}, {"players": 3, "seed": 0, "ruleset": "x"}])
def test_options_refuse_what_cannot_be_played(data):
    with pytest.raises(ValidationError):
        GAME.options(data)


def test_a_seated_table_plays_in_colour_order_with_shuffled_piles():
    state = game(players=3, seed=5)
    assert [p.colour for p in state.players] == ["R", "G", "B"]
    assert state.phase == "trick" and engine.to_move(state) == [0]  # S-LEAD: Red leads round 1
    assert all(len(p.hand) == 5 and len(p.deck) == 20 for p in state.players)
    assert game(players=3, seed=6).players[0].hand != state.players[0].hand or \
        game(players=3, seed=6).players[1].hand != state.players[1].hand


# --- Hidden information -------------------------------------------------------------------------

HANDS = dict(round=3, phase="trick", leader=2, players=[
    {"age": 3, "blind": True, "hand": ["R-F1", "R-S2"]},
    {"age": 3, "open": True, "hand": ["G-F1", "G-T2"]},
    {"age": 3, "hand": ["B-F1", "B-S3"]},
    {"age": 3, "blind": True, "open": True, "hand": ["Y-F1", "Y-T5"]}])


def test_who_sees_which_hand():
    state = position(**HANDS)
    seen = {viewer: [b.hand for b in view(state, viewer).players] for viewer in (0, 1, 2, 3, None)}
    assert seen[0] == [None, ["G-F1", "G-T2"], None, ["Y-F1", "Y-T5"]]  # blind: not his own; face-up ones
    assert seen[1] == [None, ["G-F1", "G-T2"], None, ["Y-F1", "Y-T5"]]
    assert seen[2] == [None, ["G-F1", "G-T2"], ["B-F1", "B-S3"], ["Y-F1", "Y-T5"]]
    assert seen[3] == [None, ["G-F1", "G-T2"], None, None]  # both: everyone but himself
    assert seen[None] == [None, ["G-F1", "G-T2"], None, ["Y-F1", "Y-T5"]]
    assert [b.hand_size for b in view(state, 0).players] == [2, 2, 2, 2]


def test_a_blind_player_chooses_a_slot_never_a_card():
    state = position(**{**HANDS, "leader": 0})
    legal = GAME.observation(state, 0).legal
    assert legal == [actions.PlayBlind(player=0, slot=0), actions.PlayBlind(player=0, slot=1)]
    assert "R-" not in json.dumps(GAME.table(state, 0, NAMES, "en", 0)["legal"])
    assert engine.why_illegal(state, actions.Play(player=0, card="R-F1"))  # he cannot name it
    GAME.apply(state, actions.PlayBlind(player=0, slot=1))
    assert state.trick == [(0, "R-S2")]  # the card is face up once played


def test_the_deal_shows_cards_to_whoever_may_see_them():
    state = game(players=2, seed=3)
    deal = [k for k, e in enumerate(state.log) if e.kind == "deal"]
    own = visible_log(state, 0)[deal[0]]
    other = visible_log(state, 1)[deal[0]]
    assert own.cards == state.players[0].hand[:4] and other.cards is None
    assert other.count == 4 and other.discovery == "R-D1"  # a face-down Discovery is a known card


# --- Rules in words -----------------------------------------------------------------------------

def test_refusals_speak_french():
    state = position(round=3, phase="trick", leader=1, trick=[[1, "G-S3"]],
                     players=[{"age": 3, "hand": ["R-S8", "R-F2"]}, {"age": 4, "hand": ["G-F1"]}])
    why = engine.why_illegal(state, actions.Play(player=0, card="R-F2"))
    assert why == "You must follow Science (or play your Discovery)"
    assert translate(why, "fr") == "Vous devez fournir Science (ou jouer votre Découverte)"
    missing = engine.why_illegal(state, actions.Play(player=0, card="R-F3"))
    assert translate(missing, "fr") == "Vous n'avez pas Nourriture 3 en main"
    wrong_time = engine.why_illegal(state, actions.End(player=0))
    assert translate(wrong_time, "fr") == "Pas maintenant : c'est le moment de jouer une carte"


def test_collect_applies_nothing_before_every_choice_is_given():
    state = position(round=2, phase="action", turn=0, players=[{"taken": ["R-F8", "G-S8", "B-F1"]}, {}])
    GAME.apply(state, actions.Joker(player=0, card="R-F8", res=("T",)))
    assert state.players[0].stock == {"F": 0, "T": 0, "S": 0} and state.step == "collect"
    GAME.apply(state, actions.Joker(player=0, card="G-S8", res=("T",)))
    assert state.players[0].stock == {"F": 1, "T": 2, "S": 0}  # 3 Food, 2 paid for the need


def test_the_table_says_who_played_what_and_what_is_owed():
    state = position(round=5, phase="trick", leader=2, trump="F", trick=[[2, "B-S6"], [3, "Y-T1"]],
                     players=[{"age": 5, "hand": ["R-S2", "R-F5"]}, {"age": 6, "hand": ["G-S1"]},
                              {"age": 5, "hand": ["B-F1"]}, {"age": 6, "hand": ["Y-F1"]}])
    t = GAME.table(state, 0, NAMES, "en", 0)
    assert [(e["player"], e["label"]) for e in t["trick"]] == [(2, "Science 6"), (3, "Tools 1")]
    assert t["trump"] == {"suit": "F", "name": "Food"} and t["led"]["name"] == "Science"
    assert t["obligation"] == {"player": 0, "rules": "trump", "follow": "S", "blind": False, "text": "Follow Science"}
    assert t["decision"] == {"player": 0, "what": "play", "text": "play a card"}
    assert t["legal"] == [{"player": 0, "kind": "play", "card": "R-S2"}]  # moves as the page sends them back
    assert t["legal_text"] == ["Play Science 2"]
    assert [(c["card"], c["label"], c["suit"], c["strength"]) for c in t["boards"][0]["hand"]] == [
        ("R-S2", "Science 2", "S", 2), ("R-F5", "Food 5", "F", 5)]
    assert t["boards"][1]["hand"] is None and t["boards"][1]["hand_size"] == 1
    fr = GAME.table(state, 0, NAMES, "fr", 0)
    assert fr["obligation"]["text"] == "Fournir Science" and fr["boards"][2]["colour_name"] == "Bleu"
    json.dumps(t)


def test_the_table_gives_the_costs_and_needs_the_page_shows():
    """S-WORKER: a new worker pays its level and every lower one, a raise each level above; S-NEEDS;
    S-COMMERCE-COST: each Commerce level costs 1 Science."""
    state = position(round=2, phase="action", turn=0, players=[{"age": 3, "buildings": {"commerce": 1}}, {}])
    board = GAME.table(state, 0, NAMES, "fr", 0)["boards"][0]
    costs = {b["id"]: [(r["level"], r["cost"]) for r in b["raise"]] for b in board["building_list"]}
    assert costs["farm"] == [(1, 1), (2, 3)] and costs["commerce"] == [(2, 1), (3, 2)]
    assert costs["prestige"] == [(1, 1), (2, 3)]
    assert [n["name"] for n in board["needs"]] == ["Nourriture", "Outils"]


def test_the_table_says_why_each_refused_move_of_the_step_is_refused():
    """S-WORKER: a new Prestige worker at level 2 costs 3 Science, Red has 2: the table names that
    level among the refused moves, with the engine's own refusal, in the page's language; the legal
    moves are never among them, and another seat's view has none."""
    state = position(round=2, phase="action", turn=0, step="manage", players=[{"science": 2}, {}])
    level_2 = actions.Worker(player=0, building="prestige", level=2)
    for lang in ["en", "fr", "de"]:
        refused = {json.dumps(r["action"], sort_keys=True): r["why"] for r in GAME.table(state, 0, NAMES, lang, 0)["refused"]}
        assert refused[json.dumps(level_2.model_dump(), sort_keys=True)] == translate(engine.why_illegal(state, level_2), lang)
    assert "3" in refused[json.dumps(level_2.model_dump(), sort_keys=True)]
    legal = {json.dumps(a.model_dump(), sort_keys=True) for a in engine.legal_actions(state, 0)}
    assert legal and not legal & set(refused)
    assert GAME.table(state, 1, NAMES, "en", 0)["refused"] == []


def test_the_end_screen_splits_each_score_into_needs_and_discovery_sets():
    """S-END: face-up Discoveries by colour score 1/3/6/10/15/21 on top of the needs' points."""
    state = game(players=2, seed=4)
    play_randomly(state, 4)
    final = GAME.table(state, None, NAMES, "en", 0)["final"]
    for split, player in zip(final, state.players):
        assert split["total"] == player.score == split["needs"] + sum(s["points"] for s in split["sets"])
        assert sum(s["points"] for s in split["sets"]) == sum(discovery_points(player).values())


def test_every_log_line_reads_in_both_languages():
    kinds = set()
    for seed in range(12):
        state = game(players=2 + seed % 3, seed=seed)
        play_randomly(state, seed)
        for event in state.log:
            kinds.add(event.kind)
            for lang in ("en", "fr"):
                line = describe(event, NAMES, lang)
                assert line and "{" not in line and "None" not in line, line
        assert GAME.log_lines(state, NAMES, "fr")[-1].startswith("Fin de la partie")
    assert {"deal", "play", "take", "calamity", "collect", "needs", "up", "down", "worker", "sets",
            "game_over"} <= kinds


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_panel(lang):
    entries = GAME.help(None, lang)
    groups = [e["group"] for e in entries]
    assert groups.count("age") == 6 and groups.count("building") == 6 and groups.count("calamity") == 8
    assert all(e["name"] and e["rule"] for e in entries)
    assert all(len(e["cards"]) == 1 for e in entries if e["group"] == "calamity")


# --- Sessions, bots, hints ----------------------------------------------------------------------

def test_a_session_with_bots_plays_to_the_end_and_saves():
    session = Session.new(GameConfig(game="s-evolution", seed=7, seats=[
        {"name": "Ann"}, {"name": "Bot", "bot": "simple"}, {"name": "Rnd", "bot": "random"}]))
    rng = random.Random(7)
    while not GAME.is_over(session.state):
        if session.bots_to_move():
            session.bot_step()
        else:
            hint = session.hint(0, "fr")
            assert hint["move"] and hint["why"]
            session.act(rng.choice(GAME.legal_actions(session.state, 0)).model_dump())
    summary = session.summary()
    assert summary["over"] and summary["round"] == 6 and len(summary["winners"]) == 1
    again = Session.from_json(session.to_json())
    assert again.state.to_dict() == session.state.to_dict()
    linked = Session.from_link(session.link())
    assert linked.state.to_dict() == session.state.to_dict()
    assert session.table(None)["game"] == "s-evolution"


def test_the_easy_bot_beats_the_random_one_on_average():
    wins = 0
    for seed in range(10):
        state = game(players=2, seed=seed)
        bots = {0: GAME.bot("easy", seed), 1: GAME.bot("random", seed)}
        while state.phase != "over":
            p = engine.to_move(state)[0]
            GAME.apply(state, bots[p].choose(GAME.observation(state, p)))
        wins += state.winner == 0
    assert wins >= 7


def test_a_hint_needs_a_decision():
    session = Session.new(GameConfig(game="s-evolution", seats=[{"name": n} for n in NAMES[:2]], seed=1))
    to_move = session.game.to_move(session.state)[0]
    assert session.hint(to_move, "en")["action"]["kind"] == "play"
    with pytest.raises(IllegalAction, match="It is not your turn"):
        session.hint(1 - to_move, "en")


# --- Card data ------------------------------------------------------------------------------------

def test_the_card_data_is_a_marked_reconstruction():
    raw = json.loads(DATA.read_text(encoding="utf-8"))
    assert raw["_status"] == "reconstructed"
    cards = table()
    assert len(cards) == 4 * 30
    calamities = [c.calamity for c in cards.values() if c.calamity]
    assert sorted(calamities) == sorted(set(calamities)) and len(calamities) == 8  # each exists once
    for deck in "RGBY":
        assert [cards[f"{deck}-D{a}"].colour for a in (4, 5, 6)] == [deck] * 3  # Ages IV-VI: the owner's colour
        assert deck not in [cards[f"{deck}-D{a}"].colour for a in (1, 2, 3)]
        assert sum(c.gives for c in cards.values() if c.deck == deck and c.suit == "F" and not c.joker) == 14


def test_options_are_stored_in_the_state_and_saves():
    state = game(players=4, seed=9)
    assert state.options == Options(players=4, seed=9)


def test_every_refusal_the_engine_can_give_has_a_french_text():
    """Every ``msg("...")`` template in the package is in the French catalog (its own or the core's;
    read directly, since a translation may rightly equal the English, as "{suit} {strength} ({colour})")."""
    root = DATA.parent.parent
    templates = {t for path in root.glob("*.py")
                 for t in re.findall(r'msg\(\s*"((?:[^"\\]|\\.)*)"', path.read_text(encoding="utf-8"))}
    assert len(templates) >= 30
    missing = {(lang, t) for lang in ("fr", "de") for t in templates - set(messages._TEMPLATES[lang])}
    assert not missing, missing


def test_a_trick_of_discoveries_is_won_by_nobody_in_the_log():
    state = position(round=5, phase="trick", leader=1, trump="S", trick=[[1, "G-D5"], [0, "R-D5"]],
                     players=[{"age": 5, "hand": ["R-F1"]}, {"age": 5, "hand": ["G-F1"]}])
    GAME.apply(state, actions.Take(player=1, card="R-D5"))
    assert describe(state.log[-1], NAMES, "en") == "Only Discoveries in this trick: Bob leads again."  # S-LEAD-DISC


def test_each_board_term_says_its_rule_in_the_table_payload() -> None:
    """A building says what it gives and what its next level costs
    (S-WORKER, S-COMMERCE-COST: a raise pays each level above the worker's), the needs their price and score
    (S-NEEDS), the Discovery sets their points (S-END); in English and French."""
    session = Session.new(GameConfig(game="s-evolution", seed=3, seats=[{"name": "Ana"}, {"name": "Bo"}]))
    session.state.players[0].buildings["commerce"] = 1
    session.state.players[0].pop = 3
    terms = session.table(0, "en")["boards"][0]["terms"]
    assert terms["building.commerce"].startswith("Commerce: convert 1, 2 or 3 resources")
    raise_cost = worker_cost("commerce", 1, 2)  # S-COMMERCE-COST
    assert terms["building.commerce"].endswith(f"Worker level 1 of 3. Next level 2: {raise_cost} Science.")
    assert terms["building.farm"].endswith("Next level 1: 1 Tools.")
    assert "a stock of at least 3 (your population) pays 3 and scores 3" in terms["needs"]
    assert all("1, 3, 6, 10, 15, 21" in terms[f"disc.{age}"] for age in range(1, 7))
    assert set(terms) >= {"age", "pop", "tricks", "hand", "deck", "track.F", "track.T", "track.S"}
    french = session.table(0, "fr")["boards"][0]["terms"]
    assert french["building.commerce"].endswith(f"Niveau suivant 2 : {raise_cost} Science.")
    assert session.table(0, "en")["trick_terms"]["trump"].startswith("No trump this round")
