"""Every game, ruleset and language through the bridge (web/bridge.py, as the page calls it): every
card has its rule text, in the hand and in the rules panel, and no English is left in a French or
German payload (table, log, moves, refusals) of seeded random games."""

from __future__ import annotations

import json
import random
import re
import sys

import pytest

from evolution.core.interfaces import IllegalAction
from evolution.core.registry import all_games, get_game
from evolution.core.messages import LANGUAGES
from evolution.games.evolution.rules import RULESETS
from tests.conftest import ROOT

sys.path.insert(0, str(ROOT / "web"))
import bridge  # noqa: E402

# English words that are no word of the language: one of them in its payload is a missed text.
_ENGLISH = {"the", "and", "species", "card", "cards", "takes", "plays", "round", "with", "from", "your", "food",
           "plant", "plants", "meat", "trick", "worker", "needs", "draws", "wins", "feeds", "passes", "discards",
           "attacks", "grows", "trait", "traits", "watering", "hole", "cliff", "bag", "deck", "move", "play", "take",
           "blind", "trump", "age", "tools", "famine", "earthquake", "hungry", "fed", "left", "right", "none"}
ENGLISH = {"fr": _ENGLISH - {"trait", "traits", "famine"}, "de": _ENGLISH - {"blind"}}
NAMES = ["Ana", "Bo", "Cy"]
RULESETS_OF = {"evolution": [{"ruleset": r} for r in RULESETS], "s-evolution": [{}]}


def call(name, **kwargs):
    """As the page calls it: JSON in, JSON out (an error comes back as the exception)."""
    from pydantic_core import to_json

    return json.loads(to_json(getattr(bridge, name)(**json.loads(json.dumps(kwargs)))))


def english_words(text: str, lang: str) -> set[str]:
    return {w for w in re.findall(r"[A-Za-z]+", text) if w.lower() in ENGLISH[lang]} - set(NAMES)


def texts_of(table: dict) -> list[str]:
    """The words the page shows from a table payload: log lines, moves, decision, obligation, cards."""
    out = [line["text"] for line in table["log"]] + list(table.get("legal_text", []))
    for key in ("decision", "obligation"):
        if table.get(key):
            out.append(table[key]["text"])
    for board in table.get("boards", []):
        for card in (board.get("hand") or []) + (board.get("taken") or []):
            out += [card["label"], card["rule"]]
    out += list(table.get("trait_names", {}).values())
    return out


def games_and_options():
    """Every game the site offers (the test-only fixture game speaks no language of its own)."""
    return [(game.id, options) for game in all_games() if not type(game).__module__.startswith("tests.")
            for options in RULESETS_OF.get(game.id, [{}])]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game", "options"), games_and_options())
def test_a_seeded_random_game_speaks_only_its_language(game, options, lang):
    call("new_game", game=game, options=options, seats=[{"name": n, "bot": None} for n in NAMES[:2]], seed=3,
         lang=lang)
    rng = random.Random(7)
    said: list[str] = []
    for _ in range(80):
        table = call("table", viewer=None, lang=lang)
        players = table.get("humans_to_move") or []
        if table["frame"]["over"] or not players:
            break
        table = call("table", viewer=players[0], lang=lang)
        said += texts_of(table)
        if players[0] != 0:  # a refusal: the move of a player whose turn it is not, or a card nobody holds
            with pytest.raises(IllegalAction) as refused:
                bridge.act(action={**table["legal"][0], "player": 0}, lang=lang)
            said.append(refused.value.args[0])
        hint = call("hint", player=players[0], lang=lang)
        said += [hint["move"], hint["why"]]
        call("act", action=rng.choice(table["legal"]), lang=lang)
    help_ = call("rules_help", lang=lang)
    said += [e["rule"] for e in help_] + [e["name"] for e in help_ if e.get("name")]
    assert said and all(said)
    if lang != "en":
        leftovers = {text: english_words(text, lang) for text in said if english_words(text, lang)}
        assert not leftovers, leftovers


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game", "options"), games_and_options())
def test_every_card_of_the_deck_has_its_rule_text_in_the_panel_and_the_hand(game, options, lang):
    call("new_game", game=game, options=options, seats=[{"name": n, "bot": None} for n in NAMES[:2]], seed=5,
         lang=lang)
    help_ = call("rules_help", lang=lang)
    if game == "evolution":
        session = bridge._current()
        rules = session.state.rules
        in_deck = {c.trait for c in session.state.cards}
        panel = {e["trait"]: e for e in help_ if "trait" in e}
        assert set(panel) == in_deck and all(e["rule"] and e["name"] for e in panel.values())
        assert sum(e["copies"] for e in panel.values()) == len(session.state.cards)
        assert {t for t in rules.events if t in in_deck} <= {t for t, e in panel.items() if e["event"]}
        hand = call("table", viewer=0, lang=lang)["view"]["players"][0]["hand"]
        assert hand and all(panel[c["trait"]]["rule"] for c in hand)
    else:
        assert all(e["rule"] and e["name"] for e in help_)
        table = call("table", viewer=0, lang=lang)
        cards = table["boards"][0]["hand"]
        assert cards and all(c["rule"] and c["label"] for c in cards)


def test_the_german_editions_panel_lists_its_110_cards_and_one_attack_rule():
    """R-BSW-DECK, R-BSW-ATK: the panel of the German edition counts its own deck and says once how big
    a prey may be (a species of the carnivore's size or smaller)."""
    call("new_game", options={"ruleset": "bsw"}, seats=[{"name": n, "bot": None} for n in NAMES[:2]], seed=5)
    help_ = call("rules_help", lang="en")
    assert sum(e["copies"] for e in help_ if "trait" in e) == 110
    rules_text = " ".join(e["rule"] for e in help_ if "trait" not in e)
    assert "smaller species" not in rules_text and "of its size or smaller" in rules_text


def test_a_refused_new_game_is_told_in_the_pages_language():
    from evolution.core.save import SaveError

    with pytest.raises(SaveError, match="options"):
        bridge.new_game(seats=[{"name": "A", "bot": None}], lang="en")
    for lang, word in (("fr", "options"), ("de", "Optionen")):
        with pytest.raises(SaveError, match=word):
            bridge.new_game(seats=[{"name": "A", "bot": None}], lang=lang)


@pytest.mark.parametrize("ruleset", list(RULESETS))
def test_a_hint_reason_is_true_of_the_position(ruleset):
    """Seeded random positions: a reason about plants only for a player with a plant-eater, about
    hunting only for a carnivore, about an avian feeding only when an avian is named."""
    from evolution.games.evolution import engine as evolution_engine
    from evolution.games.evolution.ai.hints import hint
    from evolution.games.evolution.bots import Observation
    from evolution.games.evolution.options import Options

    seen = set()
    for seed in range(3):
        rng = random.Random(seed)
        state = evolution_engine.new_game(Options(players=3, seed=seed, ruleset=ruleset))
        for _ in range(150):
            if state.phase == "over":
                break
            p = evolution_engine.to_move(state)[0]
            obs = Observation(state, p)
            h = hint(obs, seed=seed)
            me = obs.view.players[p]
            seen.add(h.reason)
            if h.reason == "food_card_plants":
                assert any(not s.carnivore for s in me.species) and me.hand[h.action.card].food > 0
            if h.reason == "food_card_low":
                assert all(s.carnivore for s in me.species)
            if h.reason == "size_hunt":
                assert me.species[h.action.species].carnivore
            if h.reason == "event_feed":
                assert h.action.species is not None and me.species[h.action.species].avian
            get_game("evolution").apply(state, rng.choice(obs.legal) if rng.random() < 0.5 else h.action)
    assert len(seen) >= 6


def test_s_evolution_hint_reasons_about_the_card_played_are_true():
    """Seeded random games: "your strongest (weakest) playable card" only for the strongest (weakest)
    card the player may play, and a card named as printed (no deck colour)."""
    from evolution.games.s_evolution import engine
    from evolution.games.s_evolution.cards import card
    from evolution.games.s_evolution.catalogue import EN
    from evolution.games.s_evolution.game import GAME
    from evolution.games.s_evolution.models import Options
    from evolution.games.s_evolution.words import COLOUR_NAMES, SET_NAMES

    said = set()
    for seed in range(3):
        rng = random.Random(seed)
        state = engine.new_game(Options(players=3, seed=seed))
        for _ in range(120):
            if state.phase == "over":
                break
            p = engine.to_move(state)[0]
            legal = engine.legal_actions(state, p)
            hint = GAME.hint(state, p, NAMES, "en", seed=seed)
            said.add(hint["why"])
            plays = [card(a.card).strength for a in legal if a.kind == "play" and not card(a.card).discovery]
            if hint["why"] == EN["reason.play_strong"]:
                assert card(hint["action"]["card"]).strength == max(plays) > min(plays)
            if hint["why"] == EN["reason.play_weak"]:
                assert card(hint["action"]["card"]).strength == min(plays) < max(plays)
            cid = hint["action"].get("card")
            if cid and card(cid).discovery:  # named by its set's symbol, never a colour (its deck's or the set's)
                assert f"({SET_NAMES[card(cid).colour]})" in hint["move"]
                assert not any(colour in hint["move"] for colour in COLOUR_NAMES.values())
            get_game("s-evolution").apply(state, rng.choice(legal))
    assert {EN["reason.play_strong"], EN["reason.play_weak"]} <= said


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_s_evolution_board_and_trick_terms_speak_only_their_language(lang):
    """The tips of the S-Evolution table in every form a board takes: each age (its trick
    rules, S-FOLLOW, S-TRUMP; Age VI the highest), buildings empty and at their top level (S-WORKER),
    Discoveries face up, face down and out of the column (S-END), a trump or none and a led suit."""
    from evolution.games.s_evolution.rules import BUILDINGS
    from evolution.games.s_evolution.terms import trick_terms

    call("new_game", game="s-evolution", options={}, seats=[{"name": n, "bot": None} for n in NAMES[:2]], seed=5,
         lang=lang)
    players = bridge._current().state.players
    said: list[str] = []
    for age in range(1, 7):
        players[0].age, players[1].age = age, 7 - age
        players[0].buildings = {b.id: b.top for b in BUILDINGS.values()}
        players[0].disc_up, players[0].disc_down = ["R-D1", "R-D2"], ["R-D3"]
        for board in call("table", viewer=0, lang=lang)["boards"]:
            said += list(board["terms"].values())
    for trump, led in ((None, None), ("S", "F"), ("T", "T")):
        said += list(trick_terms(trump, led, lang).values())
    english = call("table", viewer=0, lang="en")["boards"][0]["terms"].values()
    assert len(said) > 100 and not set(said) & set(english)
    leftovers = {text: english_words(text, lang) for text in said if english_words(text, lang)}
    assert not leftovers, leftovers
    if lang == "fr":  # a round of S-Evolution is a "manche", as in the rest of its French
        assert not [text for text in said if re.search(r"\btours?\b", text)]
