"""The game table in real Chromium: whole games through clicks, hot-seat, saves, links, languages.

Every move here is made by clicking the page's buttons (the bridge is only read, to compare).
Bots play with no pause (`?botdelay=0`); the tests wait for conditions, never for time.
"""

from __future__ import annotations

import base64
import json
import re
import time
import zlib
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from evolution.core.session import GameConfig, Session
from evolution.games.evolution import engine
from evolution.games.evolution.bots import Observation, make_bot

from tests.browser.pages import (reload_into_autosave, FAST, HOSTILE, MODE, READY_TIMEOUT_MS, bridge_table, click_prey, confirm_handoff,
                                game_with_a_slot, human_move, human_moves, new_game, open_site, play_to_end, position_with, resume,
                                log_size, save_in_slot, state, storage, table_text, wait_engine, wait_human_or_end,
                                wait_logged, wait_moved)

pytestmark = pytest.mark.browser

# --- tests -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("ruleset", ["nsg2", "bsw"])
def test_one_human_against_three_bots_to_the_end_through_clicks(context: BrowserContext, site_url: str,
                                                                ruleset: str) -> None:
    urls = []
    context.on("request", lambda r: urls.append(r.url))
    page = context.new_page()
    dialogs, errors = [], []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True), ("Lamarck", True), ("Wallace", True)], seed=11, ruleset=ruleset)
    expect(page.locator(".player")).to_have_count(4)
    expect(page.locator(f".game[data-ruleset='{ruleset}']")).to_have_count(1)
    expect(page.locator(".player.viewer .pname")).to_have_text("Ana")

    human_moves = play_to_end(page)
    assert human_moves > 20

    end = page.locator(".endscreen")
    expect(end).to_be_visible()
    expect(end.locator("h2")).to_have_text("Game over")
    final = bridge_table(page)["view"]
    names = ["Ana", "Darwin", "Lamarck", "Wallace"]
    winners = [names[w] for w in final["winners"]]
    assert all(w in end.locator(".winners").text_content() for w in winners)
    rows = end.locator("tbody tr")
    expect(rows).to_have_count(4)
    for score, row in zip(final["scores"], rows.all()):
        cells = [c.text_content() for c in row.locator("td").all()]
        assert cells == [str(score["food"]), str(score["population"]), str(score["traits"]), str(score["total"])]
        assert names[score["player"]] in row.locator("th").text_content()
    expect(page.locator(".log-lines li").last).to_contain_text("Game over")
    assert page.locator(".hand").count() == 0  # the game is over: no actions left

    origin = urlsplit(site_url)[:2]
    assert not [u for u in urls if urlsplit(u)[:2] != origin and not u.startswith(("blob:", "data:"))]
    assert not dialogs
    assert not errors, errors


def test_bots_pause_visibly_with_a_thinking_mark(page: Page, site_url: str) -> None:
    open_site(page, site_url + "?botdelay=400")
    new_game(page, [("Ana", False), ("Darwin", True)], seed=3)
    wait_human_or_end(page)
    human_move(page)  # Ana's food card; the bot now takes its time
    thinking = page.locator(".player.is-thinking .badge.thinking")
    expect(thinking).to_be_visible()
    expect(page.locator(".topbar .prompt")).to_contain_text("Darwin's move")
    wait_human_or_end(page)
    expect(thinking).to_have_count(0)


def test_hot_seat_hands_off_and_hides_the_other_hand(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Bo", False)], seed=5)
    # Nobody has the device yet: the first human confirms first.
    expect(page.locator(".handoff h2")).to_have_text("Pass the device to Ana")
    assert page.locator(".hand .card").count() == 0
    confirm_handoff(page)
    ana = [c["trait"] for c in bridge_table(page, 0)["view"]["players"][0]["hand"]]
    bo = [c["trait"] for c in bridge_table(page, 1)["view"]["players"][1]["hand"]]
    expect(page.locator(".dock h2")).to_contain_text("Ana")
    assert page.locator(".hand .card").count() == len(ana)

    human_move(page)  # Ana's food card: now it is Bo's decision, behind a hand-off
    expect(page.locator(".handoff h2")).to_have_text("Pass the device to Bo")
    expect(page.locator(".handoff [data-act=handoff-ok]")).to_have_text("I'm Bo")
    # Nothing private in the page: no hand, no own food card, no card names outside the rules panel.
    assert page.locator(".hand, .card, .own-food").count() == 0
    assert page.evaluate("document.querySelector('.game').dataset.viewer") == ""
    board = page.locator(".main-col").inner_text() + page.locator(".log").inner_text()
    for trait in set(ana + bo):
        assert trait not in board, trait
    expect(page.locator(".layout")).to_have_attribute("inert", "")

    confirm_handoff(page)
    expect(page.locator(".dock h2")).to_contain_text("Bo")
    expect(page.locator(".hand .card")).to_have_count(len(bo))
    assert [c.get_attribute("data-trait") for c in page.locator(".hand .card").all()] == bo


def test_reload_mid_phase_resumes_the_same_position(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True), ("Lamarck", True)], seed=21)
    while True:  # into the play-cards phase, with a card played
        s = wait_human_or_end(page)
        human_move(page)
        if s["phase"] == "play_cards":
            break
    s = wait_human_or_end(page)
    assert s["phase"] == "play_cards"
    before = (state(page), table_text(page), page.locator(".hand").inner_text())
    log_before = page.locator(".log-lines").inner_text()

    page.reload()
    page.wait_for_function(f"{MODE} === 'play'", timeout=READY_TIMEOUT_MS)
    after = (state(page), table_text(page), page.locator(".hand").inner_text())
    assert after == before
    assert page.locator(".log-lines").inner_text() == log_before
    human_move(page)  # and the game goes on


def test_share_link_round_trip_in_a_fresh_context(browser, site_url: str) -> None:
    first = browser.new_context()
    page = first.new_page()
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True), ("Lamarck", True), ("Wallace", True)], seed=8)
    human_moves(page, 8)
    page.click("[data-act=share]")
    link = page.locator("#share-url").input_value()
    assert "#g=" in link and "botdelay" not in link
    assert len(link.split("#g=")[1]) <= 1500
    expected = (state(page), table_text(page), page.locator(".hand").inner_text())
    first.close()

    fresh = browser.new_context()
    other = fresh.new_page()
    open_site(other, link.replace("#g=", f"{FAST}#g="))
    other.wait_for_function(f"{MODE} === 'play'")
    assert (state(other), table_text(other), other.locator(".hand").inner_text()) == expected
    assert "#g=" not in other.url  # the fragment is used once
    expect(other.locator(".message")).to_contain_text("Game opened from the link")
    autosaves = [json.loads(v) for k, v in storage(other).items() if k.startswith("evolution:v1:auto:")]
    assert [a["save"] for a in autosaves] == [other.evaluate("window.evolutionUI.game.save")]
    assert json.loads(other.evaluate("sessionStorage.getItem('evolution:v1:tab')"))["open"] is True
    fresh.close()


def test_a_broken_link_says_why_and_keeps_every_save(page: Page, site_url: str) -> None:
    game_with_a_slot(page, site_url, seed=2)
    page.click("[data-act=menu]")
    before = storage(page)

    newer = base64.urlsafe_b64encode(zlib.compress(b'{"v":99,"r":{},"s":[]}\n')).rstrip(b"=").decode()
    for broken, why in (("garbage-that-is-not-a-game", "does not decode to a game"), ("AAAA", "does not decode"),
                        (newer, "saved by a newer version of the game")):
        page.goto("about:blank")
        open_site(page, f"{site_url}{FAST}#g={broken}")
        notice = page.locator("#notice")
        expect(notice).to_be_visible()
        expect(notice).to_contain_text("This link could not be opened")
        expect(notice).to_contain_text(why)
        expect(notice).to_contain_text("Your games and saves are unchanged")
        assert storage(page) == before
        assert "#g=" not in page.url
        expect(page.locator("#continue-game")).to_be_visible()

    # a link pasted into the open page (only the fragment changes: no reload)
    page.evaluate("location.hash = 'g=still-garbage'")
    expect(page.locator("#notice")).to_contain_text("could not be opened")
    assert storage(page) == before
    page.click("#continue-game")
    page.wait_for_function(f"{MODE} === 'play'")


def test_a_hostile_name_stays_text_everywhere(page: Page, site_url: str) -> None:
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    open_site(page, site_url + FAST)
    # hot-seat: the name shows on the hand-off screen, the table, the log
    new_game(page, [(HOSTILE, False), ("Bo", False)], seed=4)
    expect(page.locator(".handoff h2")).to_have_text(f"Pass the device to {HOSTILE}")
    confirm_handoff(page)
    expect(page.locator(".player.viewer .pname")).to_have_text(HOSTILE)
    expect(page.locator(".log-lines")).to_contain_text(f"{HOSTILE} gets a free species: species A.")
    expect(page.locator(".player.viewer .species .sp-title").first).to_have_text("Species A")  # the log's letter
    # the slot list
    page.click("[data-act=saves]")
    page.locator("#slot-name").fill(HOSTILE)
    page.locator(".save-as button").click()
    expect(page.locator(f".slots li[data-slot='{HOSTILE}'] .slot-name")).to_have_text(HOSTILE)
    expect(page.locator(".slots").first).to_contain_text(HOSTILE)
    page.keyboard.press("Escape")
    # the end screen: two bots named like that play a whole game
    page.click("[data-act=menu]")
    new_game(page, [(HOSTILE, True), (HOSTILE + "2", True)], seed=6)
    page.wait_for_function(f"{MODE} === 'over'", timeout=120_000)
    expect(page.locator(".endscreen tbody")).to_contain_text(HOSTILE)
    assert page.locator("img").count() == 0
    assert not dialogs


def test_offline_after_the_first_visit_a_game_can_be_played(context: BrowserContext, site_url: str) -> None:
    page = context.new_page()
    open_site(page, site_url + FAST)
    page.wait_for_function("document.documentElement.dataset.offline === 'ready'", timeout=READY_TIMEOUT_MS)
    context.set_offline(True)
    failed = []
    context.on("requestfailed", lambda r: failed.append(r.url))
    page.reload()
    wait_engine(page)
    new_game(page, [("Ana", False), ("Darwin", True)], seed=9)
    for _ in range(12):
        s = wait_human_or_end(page)
        if s["mode"] == "over":
            break
        human_move(page)
    assert state(page)["moves"] > 12
    assert not failed, failed


def test_french_changes_the_page_and_the_log_and_loses_nothing(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True)], seed=12)
    wait_human_or_end(page)
    human_move(page)
    s = wait_human_or_end(page)
    page.locator(".hand .card[data-legal]").first.click()  # a selection in progress survives too
    hand_en = page.locator(".hand .card .cname").all_text_contents()

    page.click("[data-act=lang][data-lang=fr]")
    expect(page.locator(".topbar .phase")).to_have_text("Jouer des cartes")
    expect(page.locator(".dock-actions .end-turn")).to_have_text("Fin du tour")
    expect(page.locator(".log-lines")).to_contain_text("Début de la manche 1")
    expect(page.locator(".log-lines")).not_to_contain_text("Round 1 begins")
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert state(page) == s
    assert page.locator(".hand .card.selected").count() == 1
    trait_names = bridge_table(page)["trait_names"]  # english keys
    fr_names = page.evaluate("JSON.parse(evolution.call('table', JSON.stringify({viewer: null, lang: 'fr'}))).trait_names")
    shown = [name.replace("\u00ad", "") for name in page.locator(".hand .card .cname").all_text_contents()]
    assert shown == [fr_names[n.replace("\u00ad", "")] for n in hand_en]  # (less the soft hyphens it draws)
    assert set(trait_names) == set(fr_names)

    page.reload()  # remembered
    page.wait_for_function(f"{MODE} === 'play'", timeout=READY_TIMEOUT_MS)
    expect(page.locator(".dock-actions .end-turn")).to_have_text("Fin du tour")
    page.click("[data-act=lang][data-lang=en]")
    expect(page.locator(".dock-actions .end-turn")).to_have_text("End turn")
    expect(page.locator(".log-lines")).to_contain_text("Round 1 begins")


def _attack_position() -> tuple[str, dict, str]:
    """A save where Ana (seat 0) must feed a carnivore and some target is illegal, found with the engine."""

    for seed in range(200):
        s = Session.new(GameConfig(seats=[{"name": "Ana", "bot": None}, {"name": "Bo", "bot": "greedy"},
                                          {"name": "Cy", "bot": "greedy"}], seed=seed))
        me = make_bot("greedy", seed)
        while s.state.phase != "over":
            if s.bots_to_move():
                s.bot_step()
                continue
            legal = [a.model_dump(mode="json") for a in engine.legal_actions(s.state, 0)]
            attacks = [a for a in legal if a["kind"] == "attack"]
            if attacks:
                hunter = attacks[0]["species"]
                for owner, pl in enumerate(s.table(0)["view"]["players"]):
                    for i in range(len(pl["species"])):
                        a = {"player": 0, "kind": "attack", "species": hunter, "target": [owner, i]}
                        if (owner, i) != (0, hunter) and a not in legal:
                            return s.to_json(), a, s.explain(a)
            s.act(me.choose(Observation(s.state, 0)))
    raise AssertionError("no position found")


def test_carnivore_targets_light_up_and_an_illegal_one_says_why(page: Page, site_url: str) -> None:
    save, illegal, reason = _attack_position()
    open_site(page, site_url + FAST)
    reload_into_autosave(page, save)
    page.wait_for_function(f"{MODE} === 'play'", timeout=READY_TIMEOUT_MS)
    hunter, (owner, index) = illegal["species"], illegal["target"]
    page.locator(f".player.viewer .species[data-species='{hunter}'] [data-act=hunt]").click()
    expect(page.locator(".species.attacker")).to_have_count(1)
    legal_targets = [a for a in bridge_table(page, 0)["legal"] if a["kind"] == "attack" and a["species"] == hunter]
    expect(page.locator(".species.target-legal")).to_have_count(len(legal_targets))
    before = state(page)["moves"]
    page.locator(f".player[data-seat='{owner}'] .species[data-species='{index}'] button.target").click()
    expect(page.locator(".message")).to_have_text(reason.rstrip(".") + ".×")
    assert state(page)["moves"] == before
    page.keyboard.press("Escape")  # cancels the hunt
    expect(page.locator(".species.attacker")).to_have_count(0)
    page.locator(f".player.viewer .species[data-species='{hunter}'] [data-act=hunt]").click()
    click_prey(page, page.locator(".species.target-legal button.target").first)
    wait_moved(page, before)


def test_keyboard_only_food_card_and_escape(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True)], seed=14)
    wait_human_or_end(page)
    first = page.locator(".hand .card").first
    first.focus()
    page.keyboard.press("Enter")
    expect(first).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".dock-actions .primary")).to_be_focused()  # the next step has the focus
    page.keyboard.press("Escape")
    expect(page.locator(".hand .card.selected")).to_have_count(0)
    expect(page.locator(".hand .card").first).to_be_focused()
    before = state(page)["moves"]
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    wait_moved(page, before)
    # the button used is gone: when it is Ana's turn again, the focus is on something she can do
    wait_human_or_end(page)
    page.wait_for_function("document.activeElement?.matches('.hand .card.usable, .game [data-legal]')")
    before = state(page)["moves"]
    page.keyboard.press("Enter")  # a card (play cards) or a species action (feeding)
    page.keyboard.press("Enter")
    if state(page)["moves"] == before:
        page.wait_for_function("document.activeElement?.matches('[data-legal]')")
        page.keyboard.press("Enter")
    wait_moved(page, before)


def test_named_slots_export_and_import(page: Page, site_url: str, tmp_path) -> None:
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True)], seed=15)
    human_moves(page, 3)
    saved_at = state(page)["moves"]
    exported = tmp_path / "game.json"
    save_in_slot(page, "before", exported)
    page.keyboard.press("Escape")
    human_moves(page, 3)
    played = page.evaluate("window.evolutionUI.game.save")
    assert state(page)["moves"] > saved_at

    page.click("[data-act=saves]")
    slot = page.locator(".slots li[data-slot='before']")
    expect(slot.locator(".slot-summary")).to_contain_text("Ana and Darwin")
    slot.get_by_role("button", name="Load", exact=True).click()
    page.wait_for_function(f"{MODE} === 'play' && +document.querySelector('.game').dataset.moves === {saved_at}")
    # the game that was running is kept in its own autosave, not lost
    keys = storage(page)
    assert played in [json.loads(v)["save"] for k, v in keys.items() if k.startswith("evolution:v1:auto:")]

    # import: a damaged file changes nothing and says why; the exported file opens
    page.click("[data-act=saves]")
    bad = tmp_path / "bad.json"
    bad.write_text('{"nope": 1}')
    page.locator("#import-file").set_input_files(bad)
    expect(page.locator(".saves-status")).to_contain_text("This file could not be opened")
    assert storage(page) == keys
    page.locator("#import-file").set_input_files(exported)
    expect(page.locator("#saves-dialog")).to_be_hidden()
    page.wait_for_function(f"+document.querySelector('.game').dataset.moves === {saved_at}")

    # delete asks twice
    page.click("[data-act=saves]")
    slot = page.locator(".slots li[data-slot='before']")
    slot.get_by_role("button", name="Delete", exact=True).click()
    expect(slot).to_have_count(1)
    slot.get_by_role("button", name="Really delete").click()
    expect(page.locator(".slots li[data-slot='before']")).to_have_count(0)
    assert "evolution:v1:slot:before" not in storage(page)


def test_damaged_autosave_is_kept_and_explained(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    reload_into_autosave(page, '{"version": 99, "ruleset": {}}')
    wait_engine(page)
    expect(page.locator("#notice")).to_contain_text("could not be opened")
    expect(page.locator("#notice")).to_contain_text("newer version")
    kept = [v for k, v in storage(page).items() if k.startswith("evolution:v1:slot:Damaged autosave")]
    assert len(kept) == 1 and '"version": 99' in json.loads(kept[0])["raw"]


def test_six_players_force_quick_play(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    page.click("#new-game")
    form = page.locator("#new-dialog")
    while form.locator(".seats > li").count() < 6:
        form.get_by_role("button", name="Add a player").click()
    expect(form.locator("#option-quick_play")).to_be_checked()
    expect(form.locator("#option-quick_play")).to_be_disabled()
    # and the form says why, with the table size the engine's payload gives (docs/rules.md §8)
    forced = page.evaluate("JSON.parse(evolution.call('games'))[0].options[0].choices[0].quick_play_players")
    why = f"the rules play quick play at a table of {forced} players"
    expect(form.locator("#option-quick_play")).to_have_accessible_description(re.compile(why))
    expect(form.get_by_role("button", name="Add a player")).to_have_count(0)
    form.locator(".seats .remove").last.click()
    expect(form.locator("#option-quick_play")).to_be_enabled()
    expect(form.locator(".forced-why")).to_have_count(0)


@pytest.mark.parametrize("lang, why", [("fr", "les règles imposent la partie rapide à 6 joueurs"),
                                       ("de", "die Regeln schreiben bei 6 Spielern das schnelle Spiel vor")])
def test_six_players_say_why_quick_play_is_forced_in_french_and_german(page: Page, site_url: str, lang, why) -> None:
    open_site(page, site_url + FAST)
    page.click(f"#lang-toggle [data-lang={lang}]")
    expect(page.locator("html")).to_have_attribute("lang", lang)
    page.click("#new-game")
    form = page.locator("#new-dialog")
    while form.locator(".seats > li").count() < 6:
        form.locator(".add-seat").click()
    expect(form.locator("#option-quick_play")).to_have_accessible_description(re.compile(why))


def test_intelligence_negates_a_trait_for_a_hunting_carnivore(page: Page, site_url: str) -> None:
    save, move = position_with("negate")
    resume(page, site_url, save)
    before = state(page)["moves"]
    hunter = page.locator(f".player.viewer .species[data-species='{move['species']}']")
    hunter.locator("[data-act=hunt]").click()
    negate = page.locator(f".dock-actions [data-act=negate][data-trait='{move['trait']}']")
    expect(negate).to_be_visible()
    # The verb is said once before the buttons: each button reads it whole but shows only the trait.
    expect(negate).to_have_accessible_name(re.compile(r"^Negate "))
    assert negate.locator(".verb").first.bounding_box()["width"] <= 1
    negate.click()
    card = page.locator(f".hand .card[data-card='{move['card']}']")
    expect(card).to_have_attribute("data-legal", "")
    logged = log_size(page)
    card.click()
    wait_moved(page, before)
    assert "to negate" in wait_logged(page, logged, "negate")["text"]


def test_intelligence_on_a_plant_eater_takes_plants(page: Page, site_url: str) -> None:
    save, move = position_with("intelligence")
    resume(page, site_url, save)
    before = state(page)["moves"]
    page.locator(f".player.viewer .species[data-species='{move['species']}'] [data-act=intel]").click()
    expect(page.locator(".topbar .prompt")).to_contain_text("Intelligence: choose a card")
    page.locator(f".hand .card[data-card='{move['card']}']").click()
    wait_moved(page, before)
    expect(page.locator(".log-lines")).to_contain_text("discards a card for plants")


def test_german_rules_use_a_plant_eaters_intelligence_before_feeding(page: Page, site_url: str) -> None:
    """R-BSW-INT: in the leaf step, Intelligence on a non-carnivore, then Pass."""
    save, move = position_with("intelligence", ruleset="bsw", phase="leaf")
    resume(page, site_url, save)
    before = state(page)["moves"]
    expect(page.locator(".topbar .prompt")).to_contain_text("before feeding")
    page.locator(f".player.viewer .species[data-species='{move['species']}'] [data-act=intel]").click()
    page.locator(f".hand .card[data-card='{move['card']}']").click()
    wait_moved(page, before)
    expect(page.locator(".log-lines")).to_contain_text("discards a card for plants")
    if state(page)["phase"] == "leaf":  # another card could go the same way: say done instead
        before = state(page)["moves"]
        page.locator(".dock-actions .pass").click()
        wait_moved(page, before)
        expect(page.locator(".log-lines")).to_contain_text("done with Intelligence before feeding")


def test_quick_play_hot_seat_game_to_the_end(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Bo", False), ("Cy", True)], seed=17, quick=True)
    expect(page.locator(".topbar")).to_contain_text("Quick play")
    seen = set()
    for _ in range(3000):
        s = wait_human_or_end(page)
        if s["mode"] == "over":
            break
        if s["mode"] == "handoff":
            seen.add(confirm_handoff(page))
            continue
        human_move(page)
    assert state(page)["mode"] == "over"
    assert {"Pass the device to Ana", "Pass the device to Bo"} <= seen


def test_leaf_traits_are_resolved_by_clicking_them(page: Page, site_url: str) -> None:
    save, move = position_with("leaf", "greedy")
    resume(page, site_url, save)
    assert state(page)["phase"] == "leaf"
    before = state(page)["moves"]
    leaf = page.locator(f".player.viewer .species[data-species='{move['species']}'] .sp-actions button[data-legal]")
    expect(leaf.first).to_contain_text("Resolve")
    leaf.first.click()
    wait_moved(page, before)


def test_a_trait_is_played_face_down_then_discarded_after_confirming(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True)], seed=19)
    while wait_human_or_end(page)["phase"] != "play_cards":
        human_move(page)
    before = state(page)["moves"]
    page.locator(".hand .card[data-legal]").first.click()
    page.locator(".player.viewer .species").first.get_by_role("button", name="Trait here").click()
    wait_moved(page, before)
    chip = page.locator(".player.viewer .trait.own-hidden")
    expect(chip).to_have_count(1)  # face down: shown to its owner only, marked as hidden
    page.locator(".player.viewer .discard-trait").click()
    expect(page.locator(".topbar .prompt")).to_contain_text("Discard")
    logged = log_size(page)
    page.locator(".dock-actions .danger").click()
    wait_moved(page, before + 1)
    expect(chip).to_have_count(0)
    assert "discards" in wait_logged(page, logged, "trait_discarded")["text"]


def test_an_unreadable_slot_is_listed_as_damaged_and_can_be_downloaded(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    page.evaluate("localStorage.setItem('evolution:v1:slot:broken', '{not json')")
    page.click("#load-game")
    slot = page.locator(".slots li[data-slot='broken']")
    expect(slot.locator(".slot-summary")).to_contain_text("Damaged")
    expect(slot.get_by_role("button", name="Load", exact=True)).to_be_disabled()
    with page.expect_download() as download:
        slot.get_by_role("button", name="Download", exact=True).click()
    assert open(download.value.path()).read() == "{not json"


def test_opening_a_link_keeps_the_game_in_progress(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True)], seed=25)
    human_moves(page, 2)
    page.click("[data-act=share]")
    link = page.locator("#share-url").input_value()
    page.keyboard.press("Escape")
    human_move(page)  # the game goes on: the autosave is now another position than the link's
    wait_human_or_end(page)
    progressed = page.evaluate("window.evolutionUI.game.save")

    page.goto("about:blank")
    open_site(page, link.replace("#g=", f"{FAST}#g="))
    page.wait_for_function(f"{MODE} === 'play'")
    expect(page.locator(".message")).to_contain_text("Your other games are still under Saves (recent games).")
    linked = page.evaluate("window.evolutionUI.game.save")
    kept = sorted(json.loads(v)["save"] for k, v in storage(page).items() if k.startswith("evolution:v1:auto:"))
    assert kept == sorted([progressed, linked])  # one autosave each: the game in progress was not touched


def test_touch_tap_plays_and_long_press_reads_the_rule(browser, site_url: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True)], seed=27)
    wait_human_or_end(page)
    card = page.locator(".hand .card").first
    trait = card.get_attribute("data-trait")
    rule = next(e["rule"] for e in page.evaluate("JSON.parse(evolution.call('rules_help'))") if e.get("trait") == trait)
    # long press: the rule shows, the card is not selected
    card.dispatch_event("pointerdown", {"pointerType": "touch", "bubbles": True, "isPrimary": True})
    expect(page.locator(".dock .info")).to_contain_text(rule)
    page.locator(".hand .card").first.dispatch_event("pointerup", {"pointerType": "touch", "bubbles": True})
    page.locator(".hand .card").first.dispatch_event("click")
    expect(page.locator(".hand .card.selected")).to_have_count(0)
    # taps play
    before = state(page)["moves"]
    page.locator(".hand .card").first.tap()
    page.locator(".dock-actions .primary").tap()
    wait_moved(page, before)
    context.close()


def test_hint_says_what_the_medium_bot_would_play_and_why(page: Page, site_url: str) -> None:
    open_site(page, site_url + "?botdelay=0")
    new_game(page, [("Ana", False), ("Bo", True)], seed=3)
    wait_human_or_end(page)
    page.locator(".dock-actions .hint-button").click()
    expect(page.locator(".message")).to_contain_text("Hint: Put ")


# --- the New game form is built from the bridge's games() descriptor --------------------------------

def _descriptor(page: Page, lang: str = "en") -> dict:
    games = page.evaluate(f"JSON.parse(evolution.call('games', JSON.stringify({{lang: '{lang}'}})))")
    return next(g for g in games if g["id"] == "evolution")


def _option(desc: dict, key: str) -> dict:
    return next(o for o in desc["options"] if o["key"] == key)


def test_the_new_game_form_follows_the_games_descriptor(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    desc = _descriptor(page)
    rules = _option(desc, "ruleset")
    usual = next(c for c in rules["choices"] if c["value"] == rules["default"])
    narrow = next(c for c in rules["choices"] if c["value"] == "bsw")
    assert narrow["players"][1] < desc["players"][1]  # the German edition seats fewer players

    page.click("#new-game")
    form = page.locator("#new-dialog")
    expect(form.locator(".option.choice legend")).to_have_text(rules["label"])
    for choice in rules["choices"]:
        row = form.locator(f".option.choice .check:has(#option-ruleset-{choice['value']})")
        expect(row.locator("label")).to_have_text(choice["label"])
        expect(row.locator(".blurb")).to_have_text(choice["blurb"])
    expect(form.locator(f"#option-ruleset-{usual['value']}")).to_be_checked()
    expect(form.locator("label[for='option-quick_play']")).to_have_text(_option(desc, "quick_play")["label"])
    rows = form.locator(".seats > li")
    add = form.get_by_role("button", name="Add a player")
    while rows.count() < desc["players"][1]:
        add.click()
    expect(add).to_have_count(0)
    bot_row = rows.nth(1)
    bot_row.locator(".seat-type").select_option("bot")
    assert bot_row.locator(".seat-level option").evaluate_all("os => os.map(o => o.value)") == desc["bot_levels"]

    # the narrower ruleset takes the last seat away and offers no more; the usual one gives it back
    form.locator("#option-ruleset-bsw").check()
    expect(rows).to_have_count(narrow["players"][1])
    expect(add).to_have_count(0)
    low, high = narrow["players"]
    expect(form.locator("fieldset.players legend")).to_have_text(f"Players ({low} to {high})")
    form.locator(f"#option-ruleset-{usual['value']}").check()
    expect(rows).to_have_count(narrow["players"][1])
    add.click()
    expect(rows).to_have_count(usual["players"][1])

    # a two-player game under the usual rules: the table names them in its rules panel
    while rows.count() > 2:
        form.locator(".seats .remove").last.click()
    expect(form.locator(".seats .remove")).to_have_count(0)  # the minimum: nobody can be removed
    rows.nth(0).locator(".seat-name").fill("Ana")
    form.get_by_role("button", name="Start").click()
    expect(form).to_be_hidden()
    page.wait_for_function(f"['play', 'over'].includes({MODE})")
    expect(page.locator(".player")).to_have_count(2)
    expect(page.locator(f".game[data-game='evolution'][data-ruleset='{usual['value']}']")).to_have_count(1)
    page.locator(".help summary").click()
    expect(page.locator(".help .ruleset")).to_contain_text(usual["label"])
    expect(page.locator(".help .ruleset")).to_contain_text(usual["blurb"])
    # in French, the panel names them as the French descriptor does
    page.click("[data-act=lang][data-lang=fr]")
    french = next(c for c in _option(_descriptor(page, "fr"), "ruleset")["choices"] if c["value"] == usual["value"])
    expect(page.locator(".help .ruleset")).to_contain_text(french["label"])


def test_a_game_under_the_german_rules_names_them(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    narrow = next(c for c in _option(_descriptor(page), "ruleset")["choices"] if c["value"] == "bsw")
    page.click("#new-game")
    form = page.locator("#new-dialog")
    while form.locator(".seats > li").count() < 6:
        form.get_by_role("button", name="Add a player").click()
    form.locator("#option-ruleset-bsw").check()
    expect(form.locator(".seats > li")).to_have_count(narrow["players"][1])
    form.get_by_role("button", name="Start").click()
    expect(form).to_be_hidden()
    page.wait_for_function(f"{MODE} && {MODE} !== 'idle'")
    expect(page.locator(".player")).to_have_count(narrow["players"][1])
    expect(page.locator(".game[data-ruleset='bsw']")).to_have_count(1)
    expect(page.locator(".topbar .badge.ruleset")).to_have_text(narrow["label"])
    page.locator(".help summary").click()
    expect(page.locator(".help .ruleset")).to_contain_text(narrow["label"])


def _last_round_position() -> str:
    """A save where Ana (seat 0) decides during the round known to be the last one (R-BSW-BELL)."""
    s = Session.new(GameConfig(seats=[{"name": "Ana", "bot": None}, {"name": "Bo", "bot": "greedy"}],
                               options={"ruleset": "bsw"}, seed=31))
    me = make_bot("greedy", 31)
    while s.state.phase != "over":
        if s.bots_to_move():
            s.bot_step()
            continue
        if s.state.last_round == s.state.round:
            return s.to_json()
        s.act(me.choose(Observation(s.state, 0)))
    raise AssertionError("no last round with Ana to move")


def test_the_last_round_rings_a_bell_in_the_top_bar(page: Page, site_url: str) -> None:
    resume(page, site_url, _last_round_position())
    bell = page.locator(".topbar .last-round")
    expect(bell).to_have_text("Last round!")
    expect(bell.locator("svg.symbol-bell")).to_be_visible()  # drawn: no emoji font needed
    page.click("[data-act=lang][data-lang=fr]")
    expect(bell).to_have_text("Dernière manche !")


FORMAT_1 = json.loads((Path(__file__).parents[1] / "core" / "fixtures" / "format-1.json").read_text(encoding="utf-8"))


def test_links_and_autosaves_of_the_one_game_site_still_open(page: Page, site_url: str) -> None:
    """Format 1, written by the site before it held several games (fixtures from commit 4d2d50c)."""
    finished, unfinished = FORMAT_1["finished-2p"], FORMAT_1["quick-4p"]
    open_site(page, site_url + FAST + "#g=" + finished["link"])
    expect(page.locator(".endscreen")).to_be_visible()
    final = bridge_table(page)["view"]
    assert [s["total"] for s in final["scores"]] == finished["expect"]["scores"]
    expect(page.locator(".player .pname").first).to_have_text('Ana <b>&amp;</b> "x"')
    # an autosave left open resumes at once
    reload_into_autosave(page, None, {"save": unfinished["save"], "seat": None, "open": True, "at": int(time.time() * 1000)})
    wait_engine(page)
    page.wait_for_function(f"{MODE} && {MODE} !== 'idle'")
    view = bridge_table(page)["view"]
    assert view["round"] == unfinished["expect"]["round"] and view["ruleset"]["quick_play"] is True
