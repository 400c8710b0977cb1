"""Storage across tabs, full storage, a broken engine, refusals in player words, the log after a reveal.

Tabs are pages of one browser context (they share localStorage; each has its own sessionStorage,
as tabs do). Moves are made by clicking, as in test_table.py; the tests wait for conditions.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from evolution.core.session import GameConfig, Session

from tests.browser.pages import (reload_into_autosave, FAST, MODE, NO_INDEXED_DB, READY_TIMEOUT_MS, bridge_table, human_move, human_moves, new_game, open_form, open_site,
                                      state, storage, table_text, wait_engine, wait_human_or_end)

pytestmark = pytest.mark.browser

AUTO = "evolution:v1:auto:"
GAME = "window.evolutionUI.game"


def autosaves(page: Page) -> dict[str, dict]:
    """Every autosave record: {game id: record}."""
    return {k[len(AUTO):]: json.loads(v) for k, v in storage(page).items() if k.startswith(AUTO)}


def on_table(page: Page) -> dict:
    """The game this page shows: its autosave id, its save, and how many moves."""
    return page.evaluate(f"({{id: {GAME}.autoId, save: {GAME}.save, moves: {GAME}.table.moves}})")


def reload_to_play(page: Page) -> None:
    page.reload()
    wait_engine(page)
    page.wait_for_function(f"['play', 'over'].includes({MODE})", timeout=READY_TIMEOUT_MS)


def new_tab(context: BrowserContext, site_url: str) -> Page:
    """Another tab of the site, open at its menu."""
    page = context.new_page()
    open_site(page, site_url + FAST)
    return page


def session(page: Page) -> dict:
    return page.evaluate("Object.fromEntries(Object.keys(sessionStorage).map(k => [k, sessionStorage.getItem(k)]))")


def test_two_tabs_play_two_games_and_both_are_kept(context: BrowserContext, site_url: str) -> None:
    a, b = context.new_page(), context.new_page()
    open_site(a, site_url + FAST)
    new_game(a, [("Ana", False), ("Darwin", True)], seed=31)
    open_site(b, site_url + FAST)
    new_game(b, [("Bo", False), ("Lamarck", True)], seed=32)
    for _ in range(3):  # moves in turn, each tab in its own game
        human_moves(a, 1)
        human_moves(b, 1)
    game_a, game_b = on_table(a), on_table(b)
    assert game_a["id"] != game_b["id"]
    records = autosaves(a)
    assert {i: r["save"] for i, r in records.items()} == {game_a["id"]: game_a["save"], game_b["id"]: game_b["save"]}

    shown_a, shown_b = table_text(a), table_text(b)
    reload_to_play(a)  # each tab goes back to its own game
    reload_to_play(b)
    assert (on_table(a), table_text(a)) == (game_a, shown_a)
    assert (on_table(b), table_text(b)) == (game_b, shown_b)
    human_moves(a, 1)  # and they go on
    assert autosaves(b)[game_b["id"]]["save"] == game_b["save"]


def test_a_new_game_in_another_tab_keeps_the_first_game(context: BrowserContext, site_url: str) -> None:
    a = new_tab(context, site_url)
    new_game(a, [("Ana", False), ("Darwin", True)], seed=33)
    human_moves(a, 2)
    b = new_tab(context, site_url)
    expect(b.locator("#continue-game")).to_have_text("Continue: Ana and Darwin, round 1")
    b.click("#new-game")
    expect(b.locator("#new-dialog")).to_contain_text("The game in progress is kept")
    b.keyboard.press("Escape")
    new_game(b, [("Bo", False), ("Lamarck", True)], seed=34)
    human_moves(b, 1)
    human_moves(a, 2)  # the first tab goes on with its game: its moves go to its own record
    game_a, game_b = on_table(a), on_table(b)
    records = autosaves(a)
    assert records[game_a["id"]]["save"] == game_a["save"]
    assert records[game_b["id"]]["save"] == game_b["save"]

    c = new_tab(context, site_url)  # a third tab can open either game from Saves
    c.click("#load-game")
    recent = c.locator("#saves-dialog .autosaves li[data-auto]")
    expect(recent).to_have_count(2)
    expect(recent.first.locator(".slot-summary")).to_contain_text("Ana and Darwin")  # the newest first
    c.locator(f".autosaves li[data-auto='{game_a['id']}']").get_by_role("button", name="Continue").click()
    c.wait_for_function(f"{MODE} === 'play'")
    assert on_table(c) == game_a
    assert table_text(c) == table_text(a)


def test_the_same_game_in_two_tabs_loses_nothing(context: BrowserContext, site_url: str) -> None:
    a = new_tab(context, site_url)
    new_game(a, [("Ana", False), ("Darwin", True)], seed=35)
    human_moves(a, 2)
    b = new_tab(context, site_url)
    b.click("#continue-game")
    b.wait_for_function(f"{MODE} === 'play'")
    assert on_table(b) == on_table(a)

    human_moves(a, 1)  # the other tab hears of it, and may show that position
    notice = b.locator(".message")
    expect(notice).to_contain_text("This game was played on in another tab")
    notice.get_by_role("button", name="Show the other tab's position").click()
    b.wait_for_function(f"+document.querySelector('.game').dataset.moves === {on_table(a)['moves']}")
    assert on_table(b) == on_table(a)

    human_moves(a, 1)
    expect(notice).to_contain_text("This game was played on in another tab")
    human_moves(b, 1)  # a move from the older position: kept apart, the other tab's game is not replaced
    expect(notice).to_contain_text("both are kept")
    human_moves(a, 1)
    game_a, game_b = on_table(a), on_table(b)
    assert game_a["id"] != game_b["id"]
    records = autosaves(a)
    assert records[game_a["id"]]["save"] == game_a["save"]
    assert records[game_b["id"]]["save"] == game_b["save"]
    reload_to_play(b)  # the tab's own game is the one kept apart
    assert on_table(b) == game_b


def test_a_reload_after_the_storage_filled_up_says_which_move_it_went_back_to(page: Page, site_url: str) -> None:
    """Both storages full and no IndexedDB to spill into (test_spill.py): the tab cannot keep its
    unsaved position either (with room in the tab's own storage, no move is lost: test_saves.py), so a
    reload says which move the game went back to."""
    page.add_init_script(NO_INDEXED_DB)
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True)], seed=36)
    human_moves(page, 2)
    # Fill the site's storage to the last byte with something else (sessionStorage has its own quota;
    # it keeps a little room there: this tab's small records, not a whole game).
    page.evaluate("""() => { for (const area of [localStorage, sessionStorage]) { let i = 0;
        if (area === sessionStorage) area.setItem('zz-room', 'x'.repeat(400));
        for (let size = 1 << 20; size >= 1; size >>= 1) { const text = 'x'.repeat(size);
            try { for (;;) area.setItem('zz-filler-' + i++, text); } catch { } }
        area.removeItem('zz-room'); } }""")
    game = on_table(page)
    saved = autosaves(page)[game["id"]]
    assert saved["save"] == game["save"]
    human_moves(page, 2)
    expect(page.locator(".message")).to_contain_text("the browser's storage for this site is full")
    assert state(page)["moves"] > game["moves"]
    assert autosaves(page)[game["id"]] == saved  # nothing could be written since

    reload_to_play(page)
    expect(page.locator(".message")).to_have_text(
        f"Your last moves could not be saved: the game resumes at move {game['moves']} (round 1).×")
    assert on_table(page) == game
    page.evaluate("""() => { for (const area of [localStorage, sessionStorage])
        for (const k of Object.keys(area)) if (k.startsWith('zz-filler-')) area.removeItem(k); }""")
    reload_to_play(page)  # said once
    expect(page.locator(".message")).to_be_hidden()


def test_a_fatal_engine_error_asks_for_a_reload_and_nothing_is_written_after(page: Page, site_url: str) -> None:
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True)], seed=37)
    human_moves(page, 2)
    game = on_table(page)
    before = (storage(page), session(page))
    # A payload nested 100,000 deep overflows WebAssembly's stack in Python's JSON decoder (main.py
    # decodes every payload): Pyodide's "fatal error", as a 20,000-deep save file once caused.
    fatal = page.evaluate("""() => { try { evolution.call('info', '{"a":' + '['.repeat(100000) + ']'.repeat(100000) + '}'); }
        catch (e) { return e.name; } }""")
    assert fatal == "EngineBroken"
    assert page.evaluate("document.documentElement.dataset.engine") == "broken"
    box = page.locator("#engine-broken")
    expect(box).to_be_visible()
    expect(box).to_contain_text("Something went wrong in the game engine. Your games are saved up to your last move. "
                                "Please reload the page.")
    expect(box.get_by_role("button", name="Reload")).to_be_focused()
    page.keyboard.press("Escape")  # cannot be dismissed
    expect(box).to_be_visible()
    assert page.locator(".game").evaluate("node => node.closest('[inert]') !== null")
    # what would write: the language switch (a setting), a move, the menu (an autosave)
    page.evaluate("""() => { const click = (node) => node?.dispatchEvent(new MouseEvent('click', {bubbles: true}));
        click(document.querySelector('#lang-toggle [data-lang=fr]')); click(document.querySelector('[data-act=menu]')); }""")
    expect(box).to_contain_text("Veuillez recharger la page")  # the click did run
    assert (storage(page), session(page)) == before
    assert page.evaluate("(() => { try { evolution.call('info'); } catch (e) { return e.name; } })()") == "EngineBroken"

    box.get_by_role("button", name="Recharger").click()  # the reload resumes the last move saved
    wait_engine(page)
    page.wait_for_function(f"{MODE} === 'play'", timeout=READY_TIMEOUT_MS)
    assert on_table(page) == game
    assert page.evaluate("document.documentElement.lang") == "en"
    assert not errors, errors


def test_a_damaged_autosave_with_no_game_in_it_says_so(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    reload_into_autosave(page, None, {"open": True})
    wait_engine(page)
    expect(page.locator("#notice")).to_contain_text(
        "The game in progress could not be opened: it holds no saved game. It was kept under Saves as “Damaged autosave")
    kept = [json.loads(v) for k, v in storage(page).items() if k.startswith("evolution:v1:slot:Damaged autosave")]
    assert len(kept) == 1 and json.loads(kept[0]["raw"])["open"] is True  # (kept with the date it was moved)
    assert not autosaves(page)


def test_an_autosave_with_a_lone_surrogate_in_a_name_says_which_part_is_damaged(page: Page, site_url: str) -> None:
    """Every text of a save is well-formed Unicode (evolution/core/save.py, ill_formed_at): a name that
    holds half of a surrogate pair (JSON writes it as an escape) is refused naming it. It was an
    internal error: the checksum's text could not be encoded."""
    save = Session.new(GameConfig(seats=[{"name": "Ana"}, {"name": "Bo", "bot": "easy"}], seed=5)).to_json()
    assert '"name":"Ana"' in save
    damaged = save.replace('"name":"Ana"', '"name":"Ana\\ud83e"')  # (the escape, as JSON.stringify writes it)
    open_site(page, site_url + FAST)
    reload_into_autosave(page, damaged)
    wait_engine(page)
    expect(page.locator("#notice")).to_contain_text(
        "The game in progress could not be opened: This saved game is damaged (the name of seat 1)")


def test_a_remembered_name_is_cut_between_characters_never_inside_one(page: Page, site_url: str) -> None:
    """The New game form cuts a remembered seat name (storage) to 40 characters as the engine counts
    them: cut in UTF-16 units, it kept half of the dinosaur and the game could not start."""
    name = "a" * 39 + "\U0001f996"  # 40 characters, 41 UTF-16 units
    open_site(page, site_url + FAST)
    page.evaluate("seats => localStorage.setItem('evolution:v1:seats', JSON.stringify(seats))",
                  [{"name": name + "b", "bot": None}, {"name": "Bo", "bot": "easy"}])
    page.reload()
    wait_engine(page)
    form = open_form(page)
    expect(form.locator(".seat-name").first).to_have_value(name)
    form.get_by_role("button", name="Start").click()
    expect(form).to_be_hidden()
    assert bridge_table(page, 0)["seats"][0]["name"] == name


def test_faults_of_the_engine_are_not_shown_as_python_text(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True)], seed=38)
    wait_human_or_end(page)
    before = state(page)["moves"]
    # A move the engine cannot even read: explain() raises a pydantic ValidationError.
    raw = page.evaluate("""() => { try { evolution.call('explain', JSON.stringify({action: {kind: 'nope'}})); }
        catch (e) { return e.name + ': ' + e.message; } }""")
    assert raw.startswith("ValidationError")
    page.evaluate(f"""() => {{ const g = {GAME}; g.actions.set('do:bogus', {{kind: 'nope'}});
        const b = document.createElement('button'); b.dataset.act = 'do'; b.dataset.key = 'do:bogus'; b.id = 'bogus';
        g.frame.main.append(b); }}""")
    page.click("#bogus")
    expect(page.locator(".message")).to_have_text("The game engine could not do this (an internal error).×")
    assert state(page)["moves"] == before
    # a refusal the engine words for players is shown as it is, at most 200 characters
    page.evaluate(f"""() => {{ const g = {GAME}; g.actions.set('do:long', {{kind: 'food_card', player: 1, card: 99}});
        const b = document.createElement('button'); b.dataset.act = 'do'; b.dataset.key = 'do:long'; b.id = 'long';
        g.frame.main.append(b); }}""")
    page.click("#long")
    text = page.locator(".message span").text_content()
    assert text and len(text) <= 200 and "Error" not in text and "{" not in text


def test_the_log_after_a_reveal_is_the_engines_log(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True), ("Lamarck", True)], seed=39)

    def engine_lines() -> list[str]:
        return [line["text"] for line in bridge_table(page, 0)["log"]]

    def page_lines() -> list[str]:
        return page.locator(".log-lines li:not(.round-mark)").all_text_contents()

    def bot_traits_named() -> int:  # rounds in which a bot's trait, played face down, was named
        return len({line["round"] for line in bridge_table(page, 0)["log"]
                    if line["kind"] == "trait_played" and line["player"] != 0 and line["text"].endswith(").")})

    for _ in range(300):
        s = wait_human_or_end(page)
        assert page_lines() == engine_lines(), s  # after every move, whatever the phase
        if s["mode"] == "over" or bot_traits_named() >= 2:
            break
        human_move(page)
    assert bot_traits_named() >= 2
    reload_to_play(page)
    assert page_lines() == engine_lines()


def test_only_the_newest_finished_games_keep_their_autosaves(page: Page, site_url: str) -> None:
    open_site(page, site_url + FAST)
    page.evaluate("""() => { for (let i = 0; i < 14; i++) {
        const over = i % 7 !== 3;  // 12 finished, 2 unfinished (the oldest among them)
        localStorage.setItem('evolution:v1:auto:old' + String(i).padStart(2, '0'), JSON.stringify(
            {save: '{}', seat: null, at: 1000 + i, summary: {names: ['Ana'], round: 1, over, moves: i}})); } }""")
    page.reload()
    wait_engine(page)
    # (the page prunes once its shell has opened, a moment after the engine says it is ready)
    page.wait_for_function("Object.keys(localStorage).filter((k) => k.startsWith('evolution:v1:auto:')).length <= 12")
    kept = sorted(autosaves(page))
    unfinished = ["old03", "old10"]
    finished = [f"old{i:02d}" for i in range(14) if f"old{i:02d}" not in unfinished]
    assert kept == sorted(unfinished + finished[-10:])
