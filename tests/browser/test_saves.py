"""Saves a player can trust, in both games: the autosave's label is the true position
(Continue never offers a finished game, Saves and Replay agree), a malformed record never empties the
Saves list, a full storage loses no move, the browser is asked to keep the games, undo and "since your
last turn" survive a reload, and a link or save whose content does not match its checksum (or whose
seat names the New game form would refuse) is refused.

Positions near the end are made in CPython with random bots and resumed in the page; every move in
the page is a click.
"""

from __future__ import annotations

import base64
import json
import random
import zlib

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from evolution.core.bots import RandomBot, play_out
from evolution.core.registry import get_game
from evolution.core.save import Save, dump_json, encode_link
from tests.browser.test_s_evolution import click_a_legal_move
from tests.browser.test_s_evolution import new_game as new_s_evolution_game
from tests.browser.test_storage import autosaves, on_table
from tests.browser.pages import NO_INDEXED_DB, take_over_at
from tests.browser.test_table import (FAST, MODE, READY_TIMEOUT_MS, human_move, new_game, open_site, state, storage,
                                      wait_engine, wait_human_or_end)

pytestmark = pytest.mark.browser

GAMES = ["evolution", "s-evolution"]
AUTO = "evolution:v1:auto:"
SHOTS = "/work/shots/saves"


# --- helpers ---------------------------------------------------------------------------------------

def near_end(game_id: str, seed: int, left: int) -> Save:
    """A two-player game (Ana at the device, a random bot) cut ``left`` of Ana's moves before its end."""
    game = get_game(game_id)
    options = game.options({"players": 2, "seed": seed})
    state_, moves = game.new_game(options), []
    play_out(game, state_, {p: RandomBot(seed + p) for p in range(2)}, on_move=lambda obs, a, s: moves.append(a))
    ana = [k for k, action in enumerate(moves) if action.player == 0]
    return Save(game=game_id, options=options, seats=[{"name": "Ana", "bot": None}, {"name": "Bot", "bot": "random"}],
                moves=moves[:ana[-left]])


def resume_save(page: Page, save: Save, auto_id: str) -> None:
    """Put ``save`` in the autosave ``auto_id`` (with no label) as this tab's game, and reload onto it."""
    page.evaluate("""([id, save]) => {
        localStorage.setItem('evolution:v1:auto:' + id, JSON.stringify({save, seat: 0, at: Date.now(), summary: null, stamp: null}));
        sessionStorage.setItem('evolution:v1:tab', JSON.stringify({game: id, open: true})); }""", [auto_id, dump_json(save)])
    reload_to_table(page)


def reload_to_table(page: Page) -> None:
    page.reload()
    wait_engine(page)
    page.wait_for_function(f"['play', 'over', 'handoff'].includes({MODE})", timeout=READY_TIMEOUT_MS)


def start(page: Page, game: str, names: tuple[str, str], seed: int) -> None:
    """A new game from the menu (left first if a game is on the table): Ana at the device, a bot."""
    if page.locator("[data-act=menu]").count():
        page.click("[data-act=menu]")
    if game == "evolution":
        new_game(page, [(names[0], False), (names[1], True)], seed=seed)
    else:
        new_s_evolution_game(page, [(names[0], False), (names[1], True)], seed=seed)


def move(page: Page, game: str, rng: random.Random) -> bool:
    """One move of the human by a click (False if the game is over)."""
    if wait_human_or_end(page)["mode"] == "over":
        return False
    if game == "evolution":
        human_move(page)
    else:
        click_a_legal_move(page, rng)
    return True


def moves_in(save_text: str) -> int:
    return len(json.loads(save_text)["moves"])


def engine_moves(page: Page) -> int:
    return page.evaluate("JSON.parse(evolution.call('table', '{}')).moves")


# --- item 1: the autosave's label ------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_is_labelled_over_and_offered_as_a_replay_never_as_continue(page: Page, site_url: str,
                                                                                   game: str) -> None:
    """The record written after the last move says the game is over, with the true
    move count; Continue offers the game in progress; a finished game is offered as Replay, whose
    count agrees with the Saves list."""
    open_site(page, site_url + FAST)
    resume_save(page, near_end(game, 3, 3), "ended")
    rng = random.Random(1)
    while move(page, game, rng):
        record = autosaves(page)["ended"]
        assert record["summary"]["moves"] == moves_in(record["save"]) == engine_moves(page)  # never a move behind
    record = autosaves(page)["ended"]
    total = moves_in(record["save"])
    assert record["summary"]["over"] is True and record["summary"]["moves"] == total == state(page)["moves"]

    start(page, game, ("Eve", "Darwin"), seed=5)  # another game, in progress
    move(page, game, rng)
    wait_human_or_end(page)
    page.click("[data-act=menu]")
    expect(page.locator("#continue-game")).to_have_text("Continue: Eve and Darwin, round 1")
    page.click("#continue-game")
    page.wait_for_function(f"{MODE} === 'play'")
    assert on_table(page)["save"] != record["save"]

    in_progress = on_table(page)["id"]
    page.click("[data-act=menu]")
    page.evaluate("id => localStorage.removeItem('evolution:v1:auto:' + id)", in_progress)
    page.reload()
    wait_engine(page)
    expect(page.locator("#continue-game")).to_have_text("Replay: Ana and Bot")  # only the finished game is left
    page.click("#load-game")
    entry = page.locator("#saves-dialog .autosaves li[data-auto='ended']")
    expect(entry.locator(".slot-summary")).to_contain_text(f"finished · {total} moves")
    expect(entry.get_by_role("button", name="Replay")).to_be_enabled()  # (as the menu names it: not "Continue")
    page.keyboard.press("Escape")
    page.click("#continue-game")
    page.wait_for_function(f"{MODE} === 'replay'")
    expect(page.locator(".replay-at")).to_have_text(f"move 0 of {total}")
    page.screenshot(path=f"{SHOTS}/replay-offered-{game}.png")


@pytest.mark.parametrize("game", GAMES)
def test_another_tab_is_told_the_true_move_count(context: BrowserContext, site_url: str, game: str) -> None:
    """The label's "played on in another tab (move N)" names the move the other tab is at."""
    a = context.new_page()
    open_site(a, site_url + FAST)
    start(a, game, ("Ana", "Darwin"), seed=11)
    rng = random.Random(2)
    move(a, game, rng)
    wait_human_or_end(a)
    b = context.new_page()
    open_site(b, site_url + FAST)
    b.click("#continue-game")
    b.wait_for_function(f"['play', 'over'].includes({MODE})")
    move(a, game, rng)
    wait_human_or_end(a)
    moves = engine_moves(a)
    expect(b.locator(".message")).to_contain_text(f"it is now at move {moves},")


def test_saves_replay_opens_the_replay_and_a_take_over_names_the_saves_button(page: Page, site_url: str) -> None:
    """A finished game's Replay in Saves opens its Replay at the first move, as the menu's Replay and the
    end screen's do (it opened the end screen); after "Take over from here" the message names the
    button that lists the old game (Saves) as the table shows it."""
    from tests.browser.test_review import finished_game

    save = finished_game()
    total = len(save.moves)
    open_site(page, site_url + FAST)
    page.evaluate("""([save, total]) => localStorage.setItem('evolution:v1:auto:done', JSON.stringify({save, seat: 0,
        at: Date.now(), summary: {names: ['Ana', 'medium 2'], round: 6, over: true, moves: total}, stamp: null}))""",
                  [dump_json(save), total])
    page.click("#load-game")
    page.locator("#saves-dialog .autosaves li[data-auto='done']").get_by_role("button", name="Replay").click()
    page.wait_for_function(f"{MODE} === 'replay'")
    expect(page.locator(".replay-at")).to_have_text(f"move 0 of {total}")
    take_over_at(page, 2)
    expect(page.locator("[data-act=saves]")).to_have_text("Saves")
    expect(page.locator(".message")).to_contain_text("A new game from move 2 of the other one, which is kept under Saves.")
    page.screenshot(path=f"{SHOTS}/taken-over.png")


def test_deleting_a_game_in_saves_forgets_its_kept_review(page: Page, site_url: str) -> None:
    """A review is kept while a stored game holds its save (web/store-reviews.js): deleting the game
    deletes it; deleting another game does not."""
    from tests.browser.test_review import finished_game, kept_record

    games = {"one": finished_game(), "two": near_end("evolution", 4, 3)}
    decision = {"move": 1, "player": 0, "round": 1, "phase": "x", "points": 2.0, "played": {"en": "a"}, "best": {"en": "b"}}
    kept = {"kept": {**kept_record(games["one"], [decision])["kept"], **kept_record(games["two"], [decision])["kept"]}}
    open_site(page, site_url + FAST)
    page.evaluate("""([games, kept]) => { for (const [id, save] of Object.entries(games))
        localStorage.setItem('evolution:v1:auto:' + id, JSON.stringify({save, seat: 0, at: Date.now(), summary: null, stamp: null}));
        localStorage.setItem('evolution:v1:reviews', JSON.stringify(kept)); }""",
                  [{k: dump_json(v) for k, v in games.items()}, kept])
    page.click("#load-game")
    delete = page.locator("#saves-dialog .autosaves li[data-auto='two']").get_by_role("button", name="Delete")
    delete.click()
    page.get_by_role("button", name="Really delete").click()
    expect(page.locator("#saves-dialog .autosaves li[data-auto='two']")).to_have_count(0)
    left = json.loads(storage(page)["evolution:v1:reviews"])["kept"]
    assert list(left) == [k for k in kept["kept"] if k.endswith(json.loads(dump_json(games["one"]))["check"])]
    page.locator("#saves-dialog .autosaves li[data-auto='one']").get_by_role("button", name="Delete").click()
    page.get_by_role("button", name="Really delete").click()
    expect(page.locator("#saves-dialog .autosaves li[data-auto='one']")).to_have_count(0)
    assert "evolution:v1:reviews" not in storage(page)


# --- item 2: every record checked when read --------------------------------------------------------

BAD_RECORDS = {
    "names-text": {"save": "{}", "seat": 0, "at": 5, "summary": {"names": "Ana", "round": 1, "over": False, "moves": 3}},
    "names-numbers": {"save": "{}", "seat": 0, "at": 6, "summary": {"names": [1, 2], "round": 1, "moves": 3}},
    "label-text": {"save": "{}", "seat": 0, "at": 7, "summary": "Ana and Bot"},
    "label-list": {"save": "{}", "seat": 0, "at": 8, "summary": ["Ana", "Bot"]},
    "moves-text": {"save": "{}", "seat": 0, "at": 9, "summary": {"names": ["Ana"], "moves": "many"}},
    "no-save": {"save": 12, "seat": 0, "at": 10, "summary": {"names": ["Ana"]}},
    "bad-seat": {"save": "{}", "seat": "Ana", "at": 11},
}


@pytest.mark.parametrize("game", GAMES)
def test_a_malformed_record_is_listed_as_damaged_and_hides_no_other(page: Page, site_url: str, game: str) -> None:
    """Each record is checked against its schema when read; one that does not fit is
    listed as damaged (to download or delete) and the others can still be opened."""
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    open_site(page, site_url + FAST)
    good = near_end(game, 4, 5)
    page.evaluate("""([bad, good]) => {
        for (const [id, record] of Object.entries(bad)) localStorage.setItem('evolution:v1:auto:' + id, JSON.stringify(record));
        localStorage.setItem('evolution:v1:auto:array', '[1, 2]');
        localStorage.setItem('evolution:v1:auto:text', '"Ana"');
        localStorage.setItem('evolution:v1:slot:odd', JSON.stringify({save: good, at: 3, summary: {names: {a: 1}}}));
        localStorage.setItem('evolution:v1:slot:mine', JSON.stringify({save: good, seat: 0, at: 4,
            summary: {game: 'x', names: ['Ana', 'Bot'], round: 2, over: false, moves: 9}})); }""",
                  [BAD_RECORDS, dump_json(good)])
    page.reload()
    wait_engine(page)
    expect(page.locator("#continue-game")).to_be_hidden()  # nothing in progress can be opened
    page.click("#load-game")
    dialog = page.locator("#saves-dialog")
    damaged = [*BAD_RECORDS, "array", "text"]
    for auto_id in damaged:
        entry = dialog.locator(f".autosaves li[data-auto='{auto_id}']")
        expect(entry.locator(".slot-summary")).to_contain_text("Damaged")
        expect(entry.get_by_role("button", name="Continue")).to_be_disabled()
        expect(entry.get_by_role("button", name="Download")).to_be_enabled()
    expect(dialog.locator(".slots li[data-slot='odd'] .slot-summary")).to_contain_text("Damaged")
    with page.expect_download() as download:
        dialog.locator(".autosaves li[data-auto='label-text']").get_by_role("button", name="Download").click()
    assert json.loads(open(download.value.path()).read())["summary"] == "Ana and Bot"  # the record as it was stored
    entry = dialog.locator(".autosaves li[data-auto='names-text']")
    entry.get_by_role("button", name="Delete").click()
    entry.get_by_role("button", name="Really delete").click()
    expect(dialog.locator(".autosaves li[data-auto='names-text']")).to_have_count(0)
    page.screenshot(path=f"{SHOTS}/damaged-listed-{game}.png")
    dialog.locator(".slots li[data-slot='mine']").get_by_role("button", name="Load", exact=True).click()
    page.wait_for_function(f"{MODE} === 'play'")
    assert on_table(page)["save"] == dump_json(good)
    assert not errors, errors


# --- item 3: a full storage ------------------------------------------------------------------------

FILL = """() => { let i = 0;
    for (let size = 1 << 20; size >= 1; size >>= 1) { const text = 'x'.repeat(size);
        try { for (;;) localStorage.setItem('zz-filler-' + i++, text); } catch { } } }"""


def one_move_then_full(page: Page, site_url: str, game: str, seed: int, rng: random.Random) -> tuple[str, dict]:
    """A new game of ``game`` (Ana and Darwin) with one move made, then the storage filled with things
    that are not the site's: the game's id and its autosave at that moment."""
    open_site(page, site_url + FAST)
    start(page, game, ("Ana", "Darwin"), seed=seed)
    move(page, game, rng)
    wait_human_or_end(page)
    page.evaluate(FILL)
    game_id = on_table(page)["id"]
    return game_id, autosaves(page)[game_id]


@pytest.mark.parametrize("game", GAMES)
def test_twenty_moves_past_a_full_storage_are_all_there_after_a_reload(page: Page, site_url: str, game: str) -> None:
    """With the storage full of things that are not the site's and no IndexedDB to spill into
    (test_spill.py), the game goes on, the warning offers a download, and a reload of the tab loses
    none of the moves made since."""
    page.add_init_script(NO_INDEXED_DB)
    rng = random.Random(3)
    game_id, saved = one_move_then_full(page, site_url, game, 21, rng)
    for _ in range(20):
        assert move(page, game, rng)
    wait_human_or_end(page)
    message = page.locator(".message")
    expect(message).to_contain_text("the browser's storage for this site is full")
    with page.expect_download() as download:
        message.get_by_role("button", name="Download this game").click()
    played = on_table(page)
    assert open(download.value.path()).read() == played["save"] and played["moves"] > saved["summary"]["moves"] + 20
    assert autosaves(page)[game_id]["save"] == saved["save"]  # nothing could be written there
    page.screenshot(path=f"{SHOTS}/storage-full-{game}.png")

    reload_to_table(page)
    assert on_table(page) == played  # every move is still there
    page.evaluate("() => { for (const k of Object.keys(localStorage)) if (k.startsWith('zz-')) localStorage.removeItem(k); }")
    move(page, game, rng)  # and once there is room, the autosave catches up
    wait_human_or_end(page)
    assert autosaves(page)[game_id]["save"] == on_table(page)["save"]


def test_a_full_storage_makes_room_by_dropping_old_finished_games(page: Page, site_url: str) -> None:
    """The autosaves of finished games beyond the three newest are dropped before
    the player is warned; the games in progress are all kept."""
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True)], seed=22)
    wait_human_or_end(page)
    page.evaluate("""() => { const big = 'x'.repeat(400000); let i = 0;
        for (;; i++) { try { localStorage.setItem('evolution:v1:auto:done' + String(i).padStart(2, '0'), JSON.stringify(
            {save: big, seat: 0, at: 1000 + i, summary: {names: ['Old'], round: 9, over: i % 4 !== 0, moves: 9}})); }
            catch { break; } }
        for (let size = 1 << 16; size >= 1; size >>= 1) { try { for (;;) localStorage.setItem('zz-' + i++, 'x'.repeat(size)); } catch { } } }""")
    before = {k: v["summary"]["over"] for k, v in autosaves(page).items() if k.startswith("done")}
    assert sum(before.values()) > 3
    human_move(page)
    wait_human_or_end(page)
    expect(page.locator(".message")).to_be_hidden()
    game = on_table(page)
    after = autosaves(page)
    assert after[game["id"]]["save"] == game["save"]
    finished = sorted(k for k, over in before.items() if over)
    assert sorted(k for k in after if k.startswith("done") and before[k]) == finished[-3:]
    assert all(k in after for k, over in before.items() if not over)  # no game in progress is dropped


# --- item 4: eviction --------------------------------------------------------------------------------

PERSIST = """(answer) => { window.persistAsked = 0;
    navigator.storage.persisted = async () => false;
    navigator.storage.persist = async () => { window.persistAsked += 1; return answer; }; }"""


def test_the_browser_is_asked_to_keep_the_games_and_a_refusal_is_said_once(context: BrowserContext,
                                                                          site_url: str) -> None:
    """The browser is asked to keep the storage (navigator.storage.persist()) once a game is saved; refused, Saves says
    once that the games live in this browser only, with a download; the site offers to be installed."""
    context.add_init_script(f"({PERSIST})(false)")
    page = context.new_page()
    open_site(page, site_url + FAST)
    assert page.evaluate("persistAsked") == 0  # nothing saved yet
    new_game(page, [("Ana", False), ("Darwin", True)], seed=23)
    page.wait_for_function("persistAsked === 1")
    human_move(page)
    wait_human_or_end(page)
    assert page.evaluate("persistAsked") == 1
    game = on_table(page)
    page.click("[data-act=menu]")
    page.click("#load-game")
    note = page.locator("#saves-dialog .persist-note")
    expect(note).to_contain_text("Your games are kept in this browser only")
    with page.expect_download() as download:
        note.get_by_role("button", name="Download your latest game").click()
    assert open(download.value.path()).read() == game["save"]
    page.screenshot(path=f"{SHOTS}/persist-note.png")
    page.keyboard.press("Escape")
    page.click("#load-game")
    expect(page.locator("#saves-dialog")).to_be_visible()
    expect(note).to_have_count(0)  # said once
    page.keyboard.press("Escape")
    page.reload()
    wait_engine(page)
    page.click("#continue-game")
    page.wait_for_function(f"{MODE} === 'play'")
    human_move(page)
    wait_human_or_end(page)
    assert page.evaluate("persistAsked") == 0  # the answer is remembered

    page.click("[data-act=menu]")
    install = page.locator("#install-site")
    expect(install).to_be_hidden()
    page.evaluate("""() => { window.prompted = 0; const event = new Event('beforeinstallprompt', {cancelable: true});
        event.prompt = async () => { window.prompted += 1; }; event.userChoice = Promise.resolve({outcome: 'accepted'});
        dispatchEvent(event); }""")
    expect(install).to_be_visible()
    install.click()
    page.wait_for_function("prompted === 1")
    expect(install).to_be_hidden()


# --- item 5: undo and "since your last turn" after a reload ----------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_undo_and_the_news_since_your_last_turn_survive_a_reload(page: Page, site_url: str, game: str) -> None:
    """Both come from the save and the seat (the engine), not from page memory."""
    open_site(page, site_url + FAST)
    start(page, game, ("Ana", "Darwin"), seed=31)
    rng = random.Random(4)
    since = page.locator(".since")
    undo = page.locator("button[data-act=undo]:not([aria-disabled=true])")  # (not the Undo that says why not)
    for _ in range(200):  # until the news panel shows
        move(page, game, rng)
        wait_human_or_end(page)
        if since.is_visible():
            break
    news = since.inner_text()
    reload_to_table(page)
    expect(since).to_be_visible()
    assert since.inner_text() == news
    for _ in range(200):  # until a move can be taken back
        move(page, game, rng)
        wait_human_or_end(page)
        if undo.count():
            break
    expect(undo).to_be_visible()
    before = state(page)["moves"]
    reload_to_table(page)
    expect(undo).to_be_visible()
    undo.click()
    page.wait_for_function(f"+document.querySelector('.game').dataset.moves === {before - 1}")


# --- item 6: checksums and seat names ---------------------------------------------------------------

def relinked(link: str, edit) -> str:
    """``link`` with its inflated content edited and its checksum kept (as a corruption would)."""
    data = base64.urlsafe_b64decode(link + "=" * (-len(link) % 4))
    inflater = zlib.decompressobj()
    payload = inflater.decompress(data)
    return base64.urlsafe_b64encode(zlib.compress(edit(payload), 9) + inflater.unused_data).rstrip(b"=").decode()


def show_link(page: Page, link: str) -> None:
    page.evaluate("link => { location.hash = 'g=' + link; }", link)


@pytest.mark.parametrize("game", GAMES)
def test_a_link_or_save_that_does_not_match_its_checksum_or_seats_a_bad_name_is_refused(page: Page, site_url: str,
                                                                                        game: str) -> None:
    """An S-Evolution link whose game id reads `evolution` does not open as an
    Evolution game; a seat name the New game form refuses opens from no link; each says why."""
    open_site(page, site_url + FAST)
    save = near_end(game, 6, 8)
    link = encode_link(save)
    other = "evolution" if game == "s-evolution" else "s-evolution"
    broken = relinked(link, lambda p: p.replace(f'"g":"{game}"'.encode(), f'"g":"{other}"'.encode()))
    notice = page.locator("#notice")
    show_link(page, broken)
    expect(notice).to_have_text("This link could not be opened. This link is damaged (its checksum) "
                                "Your games and saves are unchanged.")
    expect(page.locator(".game")).to_have_count(0)
    for name in (" ", "\u202eanA", "Ana\u0007"):  # in a link sealed with its right checksum
        header, _, moves = base64_payload(link).partition(b"\n")
        head = json.loads(header)
        head["s"][1][0] = name
        body = json.dumps(head).encode() + b"\n" + moves
        page.evaluate("document.getElementById('notice').textContent = ''")
        show_link(page, base64.urlsafe_b64encode(zlib.compress(body) + zlib.crc32(body).to_bytes(4, "big"))
                  .rstrip(b"=").decode())
        expect(notice).to_contain_text("This link is damaged (the name of seat 2)")
    show_link(page, link)  # the link as it was made opens
    page.wait_for_function(f"{MODE} === 'play'")
    assert on_table(page)["save"] == dump_json(save)
    assert not [k for k in storage(page) if k.startswith(AUTO) and json.loads(storage(page)[k])["save"] != dump_json(save)]


def base64_payload(link: str) -> bytes:
    return zlib.decompressobj().decompress(base64.urlsafe_b64decode(link + "=" * (-len(link) % 4)))
