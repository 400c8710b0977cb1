"""What the browser tests do on a page (open the site, start a game through the New game form, play,
read the bridge) and the positions they start from; the tests themselves are the test_*.py beside."""

from __future__ import annotations

import itertools
import json

from playwright.sync_api import Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from evolution.core.session import GameConfig, Session
from evolution.games.evolution import engine
from evolution.games.evolution.bots import Observation, make_bot

READY_TIMEOUT_MS = 60_000
FAST = "?botdelay=0"
HOSTILE = "<img src=x onerror=alert(1)>"
MODE = "document.querySelector('.game')?.dataset.mode"
# The site's IndexedDB database cannot be opened (Pyodide's own use of IndexedDB left alone): a full
# localStorage cannot spill (web/spill.js).
NO_INDEXED_DB = """{ const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (name, ...rest) {
        if (name === 'evolution') throw new DOMException('IndexedDB is off here', 'InvalidStateError');
        return open.call(this, name, ...rest); }; }"""


def open_site(page: Page, url: str) -> None:
    page.goto(url)
    wait_engine(page)


def wait_engine(page: Page) -> None:
    page.wait_for_function("document.documentElement.dataset.engine !== 'loading'", timeout=READY_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.engine") == "ready", page.locator("#boot-status").text_content()


def bot_level(page: Page, game: str | None = None) -> str:
    """The weakest bot level the New game form offers for ``game`` (None: the site's first game)."""
    return page.evaluate("(id) => { const games = JSON.parse(evolution.call('games'));"
                         " return (games.find(g => g.id === id) ?? games[0]).bot_levels[0]; }", game)


def new_game(page: Page, seats: list[tuple[str, bool]], seed: int | None = None, quick: bool = False,
             level: str | None = None, ruleset: str | None = None, game: str | None = None) -> None:
    """Fill the New game form and start: ``game`` chosen (None: as the form opens), seats =
    [(name, is_bot)], bots at ``level`` (default: the first offered)."""
    level = level or bot_level(page, game)
    open_form(page, game)
    start_game(page, seats, seed, quick, level, ruleset)


def open_form(page: Page, game: str | None = None) -> Locator:
    """The New game form, open, with ``game`` chosen (None: as it opens)."""
    page.click("#new-game")
    form = page.locator("#new-dialog")
    expect(form).to_be_visible()
    if game is not None:
        form.locator("#game").select_option(game)
        expect(form.locator(f"form.new-game[data-game='{game}']")).to_be_visible()
    return form


def start_game(page: Page, seats: list[tuple[str, bool]], seed: int | None = None, quick: bool = False,
               level: str | None = None, ruleset: str | None = None) -> None:
    """In the open New game form: the seats, bots at ``level``, the options; then Start."""
    form = page.locator("#new-dialog")
    rows = form.locator(".seats > li")
    while rows.count() > len(seats):
        form.locator(".seats .remove").last.click()
    while rows.count() < len(seats):
        form.get_by_role("button", name="Add a player").click()
    for i, (name, bot) in enumerate(seats):
        rows.nth(i).locator(".seat-type").select_option("bot" if bot else "human")
        rows.nth(i).locator(".seat-name").fill(name)
        if bot:
            rows.nth(i).locator(".seat-level").select_option(level)
    if ruleset is not None:
        form.locator(f"#option-ruleset-{ruleset}").check()
    if quick and not form.locator("#option-quick_play").is_disabled():
        form.locator("#option-quick_play").check()
    if seed is not None:
        form.locator("#seed").fill(str(seed))
    form.get_by_role("button", name="Start").click()
    expect(form).to_be_hidden()
    page.wait_for_function(f"{MODE} && {MODE} !== 'idle'")


def switch_language(page: Page, lang: str) -> None:
    """The table's language button; on a phone it is in the top bar's menu of tools: opened for it
    (the pick closes it)."""
    toggle = page.locator(".game .tools-toggle")
    opened = toggle.is_visible() and toggle.get_attribute("aria-expanded") != "true"
    if opened:
        toggle.click()
    page.click(f".game [data-act=lang][data-lang={lang}]")
    expect(page.locator("html")).to_have_attribute("lang", lang)
    if opened:
        expect(page.locator(".game .tool-menu")).to_be_hidden()


def state(page: Page) -> dict:
    return page.evaluate("""(() => { const g = document.querySelector('.game');
        return g && {mode: g.dataset.mode, phase: g.dataset.phase, moves: +g.dataset.moves, viewer: g.dataset.viewer}; })()""")


def wait_human_or_end(page: Page) -> dict:
    page.wait_for_function(f"['play', 'over', 'handoff'].includes({MODE})", timeout=30_000)
    return state(page)


# What the page shows and did with its last clicks (web/shell-input.js: each handled click's act and
# whether it made a move), for a move that never came: a click the page never handled, or handled
# without a move (a refusal says why in the message), or an engine error.
PAGE_NOW = """() => { const g = window.evolutionUI.game; return g && {mode: g.mode, phase: g.table?.frame.phase,
    moves: g.table?.moves, message: g.message?.text ?? null, bots: document.documentElement.dataset.bots,
    clicks: window.evolutionUI.clickTimes.slice(-6).map((c) => ({act: c.act, moved: c.moved}))}; }"""


def click_handled(page: Page, locator) -> None:
    """Click ``locator`` and wait until the page handled a click (web/shell-input.js logs each). Under
    load, a Flight game's click was once never handled at all (no handler ran: the table was drawn
    again under the pointer?), and the test waited for a move for ever; a player clicks again, so
    does this, once, and says so."""
    handled = page.evaluate("window.evolutionUI.clickTimes.length")
    locator.click()
    try:
        page.wait_for_function(f"window.evolutionUI.clickTimes.length > {handled}", timeout=5_000)
    except PlaywrightTimeout:
        print(f"a click on {locator} was not handled: clicked again")
        locator.click()


def wait_moved(page: Page, before: int) -> None:
    """Wait until the game has more than ``before`` moves (a click's move counted); if it never does,
    fail with what the page did (PAGE_NOW), not only a timeout."""
    try:
        page.wait_for_function(f"+document.querySelector('.game').dataset.moves > {before}", timeout=30_000)
    except PlaywrightTimeout:
        raise AssertionError(f"no move after move {before} in 30 s: {page.evaluate(PAGE_NOW)}") from None


def human_move(page: Page) -> None:
    """Make one move through the UI, always picking the first legal option offered."""
    s = state(page)
    assert s["mode"] == "play", s
    phase = s["phase"]
    if phase == "food_card":
        page.locator(".hand .card[data-legal]").first.click()
        page.locator(".dock-actions .primary").click()
    elif phase == "play_cards":
        cards = page.locator(".hand .card[data-legal]")
        if cards.count() > 2:
            cards.first.click()
            page.locator(".player.viewer button.target[data-legal]").first.click()
        else:
            page.locator(".dock-actions .end-turn").click()
    elif phase == "leaf":
        leaf = page.locator(".player.viewer .sp-actions button[data-legal]:not([data-act=intel])")
        if leaf.count():
            leaf.first.click()
        else:  # R-BSW-INT's step before feeding: the first legal option is to pass
            page.locator(".dock-actions .pass").click()
    elif phase == "feeding":
        options = page.locator(".player.viewer .sp-actions button[data-legal]")
        if options.count():
            first = options.first
            act = first.get_attribute("data-act")
            first.click()
            if act == "hunt":
                click_prey(page, page.locator("button.target[data-legal]").first)
            elif act == "intel":
                page.locator(".hand .card[data-legal]").first.click()
        else:
            page.locator(".dock-actions .pass").click()
    else:
        raise AssertionError(f"no move for phase {phase}")
    wait_moved(page, s["moves"])


def learn(page: Page, game: str) -> None:
    """Menu, Learn to play, then the game to learn."""
    page.click("#learn")
    page.locator("#learn-dialog").get_by_role("button", name=game, exact=True).click()
    page.wait_for_function(f"{MODE} === 'play'")


def human_moves(page: Page, moves: int) -> dict:
    """``moves`` moves through the UI (``human_move``), each once the human may move; the state then
    (the human to move again, or the game over)."""
    for _ in range(moves):
        wait_human_or_end(page)
        human_move(page)
    return wait_human_or_end(page)


def click_prey(page: Page, target) -> None:
    """Click an Attack button; on one of the viewer's own species the dock asks once: answer yes."""
    target.click()
    confirm = page.locator(".dock-actions .danger")
    if confirm.count():
        expect(page.locator(".topbar .prompt")).to_contain_text("is your own")
        confirm.click()


def save_in_slot(page: Page, name: str, download_to=None) -> None:
    """Saves, "Save as" ``name`` (and "Download this game" into the path ``download_to``); the
    Saves dialog stays open."""
    page.click("[data-act=saves]")
    page.locator("#slot-name").fill(name)
    page.locator(".save-as button").click()
    expect(page.locator(".saves-status")).to_contain_text(f"Saved as “{name}”")
    if download_to is not None:
        with page.expect_download() as download:
            page.get_by_role("button", name="Download this game").click()
        download.value.save_as(download_to)


def confirm_handoff(page: Page) -> str:
    """Click "I'm <name>" on the hand-off screen; returns the name shown."""
    box = page.locator(".handoff")
    expect(box).to_be_visible()
    title = box.locator("h2").text_content()
    box.locator("[data-act=handoff-ok]").click()
    page.wait_for_function(f"{MODE} !== 'handoff'")
    return title


def play_to_end(page: Page, limit: int = 3000) -> int:
    for k in range(limit):
        s = wait_human_or_end(page)
        if s["mode"] == "over":
            return k
        if s["mode"] == "handoff":
            confirm_handoff(page)
            continue
        human_move(page)
    raise AssertionError("the game did not end")


def bridge_table(page: Page, viewer: int | None = None) -> dict:
    return page.evaluate(f"JSON.parse(evolution.call('table', JSON.stringify({{viewer: {json.dumps(viewer)}}})))")


def log_size(page: Page, viewer: int = 0) -> int:
    """How many log lines ``viewer`` sees now: a move made next logs its lines after these (read when
    nobody else can move, else another's lines may come first; wait_logged finds the move's anyway)."""
    return len(bridge_table(page, viewer)["log"])


def wait_logged(page: Page, start: int, kind: str, player: int = 0) -> dict:
    """The first line of ``player``'s ``kind`` event from line ``start`` of their log on, once the page
    shows it: a move's own line, however many lines the bots wrote after it (never the last n lines)."""
    lines = [line for line in bridge_table(page, player)["log"][start:] if line["kind"] == kind and line["player"] == player]
    assert lines, f"no {kind} line of player {player} from line {start} on"
    expect(page.locator(".log-lines li", has_text=lines[0]["text"])).not_to_have_count(0)
    return lines[0]


def storage(page: Page) -> dict:
    return page.evaluate("""(() => { const out = {};
        for (let i = 0; i < localStorage.length; i++) { const k = localStorage.key(i);
            if (k.startsWith('evolution:')) out[k] = localStorage.getItem(k); }
        return out; })()""")


def table_text(page: Page) -> str:
    """What the board shows (players and watering hole), for comparing two pages."""
    return page.locator(".board").inner_text()


def game_with_a_slot(page: Page, site_url: str, seed: int) -> None:
    """A game in progress, one move in, saved in the slot "mine" (and autosaved): what bad input must keep."""
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Darwin", True)], seed=seed)
    wait_human_or_end(page)
    human_move(page)
    wait_human_or_end(page)
    save_in_slot(page, "mine")
    page.keyboard.press("Escape")
    saved = storage(page)
    assert "evolution:v1:slot:mine" in saved and any(k.startswith("evolution:v1:auto:") for k in saved)


def position_with(kind: str, policy: str = "random", ruleset: str = "nsg2",
                   phase: str | None = None, where=lambda state, move: True) -> tuple[str, dict]:
    """A save where Ana (seat 0, played by a `policy` bot) may make a `kind` move (in `phase`, if
    given; one that `where(state, move)` accepts), found with the engine."""
    for seed in range(400):
        s = Session.new(GameConfig(seats=[{"name": "Ana", "bot": None}, {"name": "Bo", "bot": "greedy"},
                                          {"name": "Cy", "bot": "greedy"}], options={"ruleset": ruleset}, seed=seed))
        me = make_bot(policy, seed)
        while s.state.phase != "over":
            if s.bots_to_move():
                s.bot_step()
                continue
            moves = [a.model_dump(mode="json") for a in engine.legal_actions(s.state, 0)
                     if a.kind == kind and phase in (None, s.state.phase) and where(s.state, a)]
            if moves:
                return s.to_json(), moves[0]
            s.act(me.choose(Observation(s.state, 0)))
    raise AssertionError(f"no position with a {kind} move")


_SEEDED = itertools.count()


def take_over_at(page: Page, moves: int) -> None:
    """In the replay (at its start): step ``moves`` moves forward, then Take over from here, and wait for
    the new game to be in play."""
    bar = page.locator(".replay-bar")
    for k in range(moves):
        bar.get_by_role("button", name="One move forward (→)").click()
        page.wait_for_function(f"+document.querySelector('.game').dataset.moves === {k + 1}")
    bar.get_by_role("button", name="Take over from here").click()
    page.wait_for_function(f"['play', 'bot'].includes({MODE})")


def reload_into_autosave(page: Page, save: str | None, record: dict | None = None) -> None:
    """Reload the page with ``save`` as the autosave the earlier site kept open on the table (or with
    ``record`` as that autosave's whole record). The key is
    written by an init script before the site's code runs on the reloaded page: a page already running
    would move it into its own autosaves (store.migrateOldAutosave) before the reload, as a game not on
    the table, and the reload would then show the menu."""
    seed = json.dumps(json.dumps({"save": save, "seat": 0, "open": True} if record is None else record))
    once = json.dumps(f"test:seeded:{next(_SEEDED)}")  # (each seeding once: later reloads find the game as it went on)
    page.add_init_script(f"if (!sessionStorage.getItem({once})) {{ sessionStorage.setItem({once}, '1'); "
                         f"localStorage.setItem('evolution:v1:autosave', {seed}); }}")
    page.reload()


def resume(page: Page, site_url: str, save: str) -> None:
    open_site(page, site_url + FAST)
    reload_into_autosave(page, save)
    page.wait_for_function(f"{MODE} === 'play'", timeout=READY_TIMEOUT_MS)
