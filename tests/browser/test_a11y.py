"""Accessibility in real Chromium: axe-core (pinned in tools/build/pins.py, TEST_NPM_PACKAGES) finds
no serious or critical violation on the six screens of both games: the menu, the New game form, a
table at the player's turn (Evolution; S-Evolution's tricks and action phases) and the end screen.

Positions are made with the engine (a human Ana against bots) and opened from the autosave, as a
reload would; the page's own code draws every screen.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

import build
from evolution.core.registry import get_game
from evolution.core.session import GameConfig, Session
from evolution.games.evolution import engine
from tests.browser.pages import (reload_into_autosave, FAST, MODE, READY_TIMEOUT_MS, bridge_table, human_move, log_size, new_game, open_site,
                                 position_with, resume, state, wait_human_or_end, wait_logged, wait_moved)
from tests.browser.test_s_evolution import click_a_legal_move

pytestmark = pytest.mark.browser

SHOTS = os.environ.get("SHOTS")  # a folder for the screens' screenshots, when set
BOTS = {"evolution": "greedy", "s-evolution": "random"}


@pytest.fixture(scope="session")
def axe_source() -> str:
    try:
        return build.axe_script()
    except build.FetchError as exc:
        if os.environ.get("CI"):
            raise
        pytest.skip(f"axe-core is not in .cache/vendor and could not be fetched: {exc}")


def serious_violations(page: Page, axe_source: str) -> list[str]:
    """axe-core's serious and critical violations on the page as it stands, one line per rule."""
    if not page.evaluate("typeof window.axe === 'object'"):
        # Evaluated through the driver (an injected <script> is refused by the page's policy, as it should be).
        page.evaluate(axe_source + "\n;undefined")
    found = page.evaluate("""async () => {
        const result = await axe.run(document, {resultTypes: ['violations']});
        return result.violations.filter((v) => ['serious', 'critical'].includes(v.impact))
            .map((v) => `${v.impact} ${v.id} (${v.nodes.length}): ` +
                 v.nodes.map((n) => n.target.join(' ') + ' ' + (n.any[0]?.message || '')).join(' | '));
    }""")
    return found


def shoot(page: Page, name: str, full_page: bool = True) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=full_page)


def _session(game: str, wanted) -> Session:
    """A game of Ana (seat 0, moving at random) against bots, played until `wanted(session)` holds
    with Ana to move, or to its end when `wanted` is None."""
    rules = get_game(game)
    for seed in range(50):
        session = Session.new(GameConfig(game=game, seed=seed, seats=[
            {"name": "Ana", "bot": None}, {"name": "Bo", "bot": BOTS[game]}, {"name": "Cy", "bot": BOTS[game]}]))
        rng = random.Random(seed)
        while not rules.is_over(session.state):
            if session.bots_to_move():
                session.bot_step()
                continue
            if wanted is not None and wanted(session):
                return session
            session.act(rng.choice(rules.legal_actions(session.state, 0)))
        if wanted is None:
            return session
    raise AssertionError("no such position")


def open_save(page: Page, site_url: str, session: Session, mode: str) -> None:
    open_site(page, site_url + FAST)
    reload_into_autosave(page, session.to_json())
    page.wait_for_function(f"{MODE} === '{mode}'", timeout=READY_TIMEOUT_MS)


def _evolution_turn(session: Session) -> bool:
    return session.state.phase == "play_cards"


def _s_decision(what: str):
    return lambda session: session.game.engine.decision(session.state) == what


def _s_follow(session: Session) -> bool:
    """Ana must follow: some cards of her hand are shown unplayable."""
    table = session.table(0)
    return _s_decision("play")(session) and len(table["legal"]) < len(table["boards"][0]["hand"])


def _s_take_after_another(session: Session) -> bool:
    """Ana takes a card from a trick where another player has taken one (shown as taken)."""
    return _s_decision("take")(session) and any(c["picked_by"] is not None for c in session.table(0)["trick"])


SCREENS = {  # screen -> (game, the position wanted (None: the end), the table's mode)
    "evolution-table": ("evolution", _evolution_turn, "play"),
    "evolution-end": ("evolution", None, "over"),
    "s-evolution-tricks": ("s-evolution", _s_follow, "play"),
    "s-evolution-take": ("s-evolution", _s_take_after_another, "play"),
    "s-evolution-action": ("s-evolution", _s_decision("manage"), "play"),
    "s-evolution-end": ("s-evolution", None, "over"),
}


def test_the_menu_and_the_new_game_form_have_no_serious_violation(page: Page, site_url: str, axe_source: str) -> None:
    open_site(page, site_url + FAST)
    expect(page.locator("#new-game")).to_be_enabled()
    shoot(page, "menu")
    problems = {"menu": serious_violations(page, axe_source)}
    page.click("#new-game")
    form = page.locator("#new-dialog")
    expect(form).to_be_visible()
    for game in ("evolution", "s-evolution"):
        form.locator("#game").select_option(game)
        expect(form.locator(f"form.new-game[data-game='{game}']")).to_be_visible()
        shoot(page, f"form-{game}")
        problems[f"form-{game}"] = serious_violations(page, axe_source)
    assert not any(problems.values()), problems


@pytest.mark.parametrize("screen", list(SCREENS))
def test_a_table_and_an_end_screen_have_no_serious_violation(page: Page, site_url: str, axe_source: str,
                                                               screen: str) -> None:
    game, wanted, mode = SCREENS[screen]
    open_save(page, site_url, _session(game, wanted), mode)
    shoot(page, screen)
    problems = serious_violations(page, axe_source)
    assert not problems, f"{screen}: " + "\n".join(problems)


def test_s_evolution_explains_each_board_term_on_hover_tap_and_focus(page: Page, site_url: str) -> None:
    """Each term of a board (the age, tricks, needs, tracks, buildings, Discoveries) says its
    rule, the payload's own sentence (what it gives, what the next level costs); the tip closes on a
    click elsewhere and on Escape (which then leaves the table as it was)."""
    open_save(page, site_url, _session("s-evolution", _s_decision("manage")), "play")
    terms = bridge_table(page, 0)["boards"][0]["terms"]
    assert "Next level 1: 1 Tools" in terms["building.farm"]
    board = page.locator(".board.viewer")
    tip = page.locator("#rule-tip")
    farm = board.locator(".buildings .term").first
    farm.hover()
    expect(tip).to_be_visible()
    expect(tip).to_have_text(terms["building.farm"])
    page.mouse.move(2, 2)
    expect(tip).to_be_hidden()

    discovery = board.locator(".discoveries li").nth(1)
    discovery.click()  # a tap or a click pins it
    expect(tip).to_have_text(terms["disc.2"])
    page.mouse.move(2, 2)
    expect(tip).to_be_visible()
    page.locator(".log h2").click()  # a click elsewhere closes it
    expect(tip).to_be_hidden()
    board.locator(".needs").click()
    expect(tip).to_have_text(terms["needs"])
    page.keyboard.press("Escape")
    expect(tip).to_be_hidden()
    assert page.evaluate(MODE) == "play"

    board.locator(".fact.age").focus()  # the keyboard reads it too, as the term's description
    expect(tip).to_have_text(terms["age"])
    assert board.locator(".fact.age").get_attribute("aria-describedby") == "rule-tip"
    shoot(page, "s-evolution-rule-tip", full_page=False)
    page.keyboard.press("Tab")  # the next term: its own rule
    expect(tip).to_have_text(terms["pop"])
    page.keyboard.press("Escape")
    expect(tip).to_be_hidden()


FOCUS_ON_A_LEGAL_CONTROL = "!!document.activeElement?.closest('.game [data-legal], .game .usable')"


def other_moves(page: Page) -> list[int]:
    """The seats of the moves made by others than Ana (seat 0), from the game's autosave."""
    return page.evaluate("""(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('evolution:v1:auto'));
        return JSON.parse(JSON.parse(localStorage.getItem(key)).save).moves
            .map((m) => m.player).filter((p) => p !== 0); })()""")


@pytest.mark.parametrize("game", ["evolution", "s-evolution"])
def test_focus_starts_on_a_legal_control_and_each_other_move_is_said_once(page: Page, site_url: str, game: str) -> None:
    """After Start and at each turn of Ana's, the keyboard focus is on a legal control; the
    live region gets one line per move of another player, in the log's own words."""
    open_site(page, site_url + FAST)
    new_game(page, [("Ana", False), ("Bo", True), ("Cy", True)], seed=5, game=game)
    rng = random.Random(5)
    for turn in range(6):
        s = wait_human_or_end(page)
        if s["mode"] == "over":
            break
        assert page.evaluate(FOCUS_ON_A_LEGAL_CONTROL), (turn, page.evaluate("document.activeElement.outerHTML"))
        said = page.locator(".game .said li")
        expect(said).to_have_count(len(other_moves(page)))
        log = page.locator(".log-lines li").all_text_contents()
        assert all(any(line.startswith(part) for part in log) or line.split(". ")[0] in " ".join(log)
                   for line in said.all_text_contents())
        if game == "evolution":
            human_move(page)
        else:
            click_a_legal_move(page, rng)
    assert len(other_moves(page)) >= 2
    shoot(page, f"{game}-focus", full_page=False)


def test_after_a_move_that_ends_your_turn_the_focus_waits_in_the_hand(page: Page, site_url: str) -> None:
    """Once Ana's move hands the game to the bots, the focus dropped to the page's body while they
    played; it waits in her hand (its Tab stop: where her next turn starts; not the log, away from
    the table), and is back on a legal control when Ana's turn starts."""
    open_site(page, site_url)  # (the bots' moves shown at the normal speed: they take a while)
    new_game(page, [("Ana", False), ("Bo", True), ("Cy", True)], seed=8)
    for _ in range(12):
        wait_human_or_end(page)
        before = state(page)["moves"]
        human_move(page)
        page.wait_for_function(f"+document.querySelector('.game').dataset.moves > {before}")
        if state(page)["mode"] == "bot":
            break
    else:
        raise AssertionError("Ana's moves never handed the game to the bots")
    assert page.evaluate("document.activeElement.matches('.dock .hand button[tabindex=\\'0\\']')"), \
        page.evaluate("document.activeElement.outerHTML")
    wait_human_or_end(page)
    page.wait_for_function(FOCUS_ON_A_LEGAL_CONTROL)


def test_skip_to_your_hand_is_the_tables_first_tab_stop(page: Page, site_url: str) -> None:
    open_save(page, site_url, _session("s-evolution", _s_follow), "play")
    first = page.evaluate("""[...document.querySelectorAll('button, a[href], select, input, [tabindex]')]
        .find((node) => node.tabIndex >= 0 && !node.disabled && node.checkVisibility())?.className""")
    assert first == "skip-link"  # the page's first Tab stop in a game
    skip = page.locator(".game .skip-link")
    expect(skip).not_to_be_in_viewport()
    skip.focus()
    expect(skip).to_be_in_viewport()  # seen while it has the focus
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.matches('.dock .hand [data-legal]')")
    log = page.locator(".log-lines")
    log.focus()  # the log scrolls by key
    top = log.evaluate("(node) => { node.scrollTop = node.scrollHeight; return node.scrollTop; }")
    page.keyboard.press("PageUp")
    page.wait_for_function("document.querySelector('.log-lines').scrollTop < %d" % top)


@pytest.mark.parametrize("game", ["evolution", "s-evolution"])
def test_a_finished_game_offers_no_skip_to_a_hand_and_says_it_is_over_once(page: Page, site_url: str,
                                                                           game: str) -> None:
    """At game over "Aller à votre main" was still the first Tab stop (there is no hand
    then), and "La partie est terminée." under the top bar repeated the end screen's heading."""
    open_save(page, site_url, _session(game, None), "over")
    page.click("[data-act=lang][data-lang=fr]")
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator(".endscreen h2")).to_have_text("Partie terminée")
    first = page.evaluate("""[...document.querySelectorAll('button, a[href], select, input, [tabindex]')]
        .find((node) => node.tabIndex >= 0 && !node.disabled && node.checkVisibility())?.className""")
    assert first != "skip-link"
    expect(page.locator(".game .skip-link")).to_be_hidden()
    said = page.evaluate("""[...document.querySelectorAll('.game *')].filter((node) => node.checkVisibility()
        && [...node.childNodes].some((c) => c.nodeType === 3 && /terminée/i.test(c.textContent)))
        .map((node) => node.textContent.trim())""")
    assert "La partie est terminée." not in said and "Partie terminée" in said, said
    expect(page.locator(".topbar .prompt")).to_be_hidden()


def test_attacking_ones_own_species_asks_once(page: Page, site_url: str) -> None:
    """An Attack on one of your own species asks first (in the dock); yes attacks."""
    save, move = position_with("attack", where=lambda state, a: a.target[0] == 0)
    resume(page, site_url, save)
    hunter, (_, prey) = move["species"], move["target"]
    page.locator(f".player.viewer .species[data-species='{hunter}'] [data-act=hunt]").click()
    before = state(page)["moves"]
    page.locator(f".player.viewer .species[data-species='{prey}'] button.target").click()
    expect(page.locator(".topbar .prompt")).to_contain_text("is your own: attack it anyway?")
    confirm = page.locator(".dock-actions .danger")
    expect(confirm).to_be_focused()
    assert state(page)["moves"] == before
    shoot(page, "evolution-own-attack", full_page=False)
    logged = log_size(page)  # (Ana's turn: nobody else moves until she has)
    confirm.click()
    wait_moved(page, before)
    assert "attacks" in wait_logged(page, logged, "attack")["text"]


def _own_and_other_prey(state, move) -> bool:
    """The hunter may attack one of Ana's own species and one of another player's."""
    targets = {a.target[0] for a in engine.legal_actions(state, 0) if a.kind == "attack" and a.species == move.species}
    return 0 in targets and len(targets) > 1


def test_enter_on_hunt_focuses_another_players_prey_before_ones_own(page: Page, site_url: str) -> None:
    """By keyboard, Enter on Hunt went to the first Attack in the page: one's own species' (which is
    legal, rare, and asks again); another player's prey comes first."""
    save, move = position_with("attack", where=_own_and_other_prey)
    resume(page, site_url, save)
    page.locator(f".player.viewer .species[data-species='{move['species']}'] [data-act=hunt]").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("document.activeElement.matches('.species.target-legal button.target')")
    assert page.evaluate("document.activeElement.closest('.player').matches(':not(.viewer)')")


CHART_SIZES = """() => [...document.querySelectorAll('section.after-game svg')].map((chart) => {
    const scale = chart.getBoundingClientRect().width / chart.viewBox.baseVal.width;
    const ticks = [...chart.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
    return {width: chart.getBoundingClientRect().width, smallest: Math.min(...ticks)}; })"""


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720), (390, 844)])
def test_the_end_charts_read_at_their_default_size(browser, site_url: str, size: tuple[int, int]) -> None:
    """The charts after a game are at least 480 px wide on a desktop (the full width on a
    phone) and their labels at least 12 px."""
    width, height = size
    page = browser.new_page(viewport={"width": width, "height": height})
    open_save(page, site_url, _session("evolution", None), "over")
    expect(page.locator("section.after-game svg")).to_have_count(2)
    page.locator("section.after-game").scroll_into_view_if_needed()
    shoot(page, f"evolution-end-charts-{width}", full_page=False)
    for chart in page.evaluate(CHART_SIZES):
        assert chart["smallest"] >= 12, chart
        if width > 1000:
            assert chart["width"] >= 480, chart
        else:
            side = page.locator(".side").bounding_box()["width"]
            assert chart["width"] >= side - 40, (chart, side)
    page.close()


def test_removing_a_seat_by_key_keeps_the_focus_in_the_seats(page: Page, site_url: str) -> None:
    """Enter on a seat's × moves the focus to the next seat's × (else the last one's, else
    "Add a player"), never to the page's body."""
    open_site(page, site_url + FAST)
    page.click("#new-game")
    form = page.locator("#new-dialog")
    expect(form.locator(".seats > li")).to_have_count(4)
    removes = form.locator(".seats .remove")
    removes.nth(1).focus()
    page.keyboard.press("Enter")
    expect(form.locator(".seats > li")).to_have_count(3)
    expect(removes.nth(1)).to_be_focused()  # the seat that moved up into its place
    removes.last.focus()
    page.keyboard.press("Enter")
    expect(form.locator(".seats > li")).to_have_count(2)
    assert page.evaluate("document.activeElement.matches('#new-dialog .seats .remove, #new-dialog .add-seat')"), \
        page.evaluate("document.activeElement.outerHTML")


def test_a_language_switch_reaches_labels_default_names_and_the_live_region(page: Page, site_url: str) -> None:
    """What is announced follows the language switch too: the menu's and the regions' labels,
    the form's default seat name (also when remembered from the last game) and its labels, and the live
    region (its lines are the log's, in the new words)."""
    open_site(page, site_url + FAST)
    expect(page.locator("#menu")).to_have_attribute("aria-label", "Main menu")
    page.click("#lang-toggle [data-lang=fr]")
    expect(page.locator("#menu")).to_have_attribute("aria-label", "Menu principal")
    page.click("#new-game")
    form = page.locator("#new-dialog")
    expect(form.locator(".seat-name").first).to_have_value("Joueur 1")
    expect(form.locator(".seats .remove").first).to_have_attribute("aria-label", "Retirer le joueur 1")
    page.keyboard.press("Escape")
    page.click("#lang-toggle [data-lang=en]")
    new_game(page, [("Player 1", False), ("Bo", True), ("Cy", True)], seed=5)
    said = page.locator(".game .said li")
    while not other_moves(page):
        wait_human_or_end(page)
        human_move(page)
    wait_human_or_end(page)
    expect(said).not_to_have_count(0)
    page.click("[data-act=lang][data-lang=fr]")
    expect(page.locator(".game .said")).to_have_attribute("aria-label", "Coups des autres joueurs")
    expect(page.locator(".game .skip-link")).to_have_text("Aller à votre main")
    expect(page.locator(".game .dock")).to_have_attribute("aria-label", "Votre main")
    expect(said).to_have_count(0)  # the English lines were heard; none stays to be read in English
    before = len(other_moves(page))
    for _ in range(6):
        if len(other_moves(page)) > before or wait_human_or_end(page)["mode"] == "over":
            break
        human_move(page)
        wait_human_or_end(page)
    assert len(other_moves(page)) > before
    log = " ".join(page.locator(".log-lines li").all_text_contents())
    lines = said.all_text_contents()
    assert lines and all(line.split(". ")[0] in log for line in lines), lines
    page.click("[data-act=menu]")
    page.click("#lang-toggle [data-lang=de]")
    page.click("#new-game")
    expect(form.locator(".seat-name").first).to_have_value("Spieler 1")  # the remembered default name
    expect(form.locator(".seat-name").nth(1)).to_have_value("Bo")


EVOLUTION_TERMS = {  # a board term's place -> its key in the rules panel's "term" entries
    ".player.viewer .stat.size": "size", ".player.viewer .stat.pop": "pop", ".player.viewer .food-track": "food",
    ".player.viewer .bag": "bag", ".watering-hole h2": "watering_hole", ".food-cards .label": "food_cards",
    ".cliff h2": "cliff", ".topline .first": "first",
}


def test_tapped_moves_leave_no_rule_tip_over_the_table(browser, site_url: str) -> None:
    """On a phone, after a tapped move the browser keeps a mouse where
    the finger was, and the table redrawn under it sent "mouse" hovers: a term's tip (Farm, Needs...)
    opened over the board after 33 of 40 moves. A tapped move leaves no tip; a tapped term shows its own."""
    phone = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True).new_page()
    open_site(phone, site_url + FAST)
    new_game(phone, [("Ana", False), ("Bo", True)], seed=7, level="easy", game="s-evolution")
    rng = random.Random(5)
    for _ in range(12):
        phone.wait_for_function(f"{MODE} === 'play'", timeout=READY_TIMEOUT_MS)
        before = int(phone.evaluate("document.querySelector('.game').dataset.moves"))
        moves = phone.locator(".game [data-legal]")
        move = moves.nth(rng.randrange(moves.count()))
        move.scroll_into_view_if_needed()
        move.tap()
        phone.wait_for_function(f"+document.querySelector('.game').dataset.moves > {before}", timeout=READY_TIMEOUT_MS)
        phone.wait_for_function(f"['play', 'over'].includes({MODE})", timeout=READY_TIMEOUT_MS)
        assert phone.locator("#rule-tip").is_hidden(), phone.locator("#rule-tip").text_content()
    term = phone.locator(".board.viewer .term").first
    term.scroll_into_view_if_needed()
    term.tap()  # a term that only explains: its tip shows
    expect(phone.locator("#rule-tip")).to_be_visible()
    phone.context.close()


def test_evolution_explains_each_board_term_on_hover_and_tap(browser, site_url: str) -> None:
    """Body size, population, food eaten, the bag, the watering hole, the food cards, the first
    player and Flight's Cliff each say their rule (the engine's words, in the page's language) on hover
    and on tap; the tip closes on a click elsewhere and on Escape."""
    save, _ = position_with("size", ruleset="flight", phase="play_cards")
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    resume(page, site_url, save)
    tip = page.locator("#rule-tip")
    for lang in ("en", "de"):
        if lang != "en":
            page.click(f"[data-act=lang][data-lang={lang}]")
        terms = {e["term"]: e["rule"] for e in page.evaluate(
            "lang => JSON.parse(evolution.call('rules_help', JSON.stringify({lang})))", lang) if e["group"] == "term"}
        assert set(EVOLUTION_TERMS.values()) <= set(terms), terms
        for where, key in EVOLUTION_TERMS.items():
            page.locator(where).first.hover()
            expect(tip).to_be_visible()
            expect(tip).to_contain_text(terms[key])
            page.mouse.move(1, 1)
            expect(tip).to_be_hidden()
    page.locator(".watering-hole h2").click()  # a click pins it
    page.mouse.move(1, 1)
    expect(tip).to_be_visible()
    page.locator(".log h2").click()  # a click elsewhere closes it
    expect(tip).to_be_hidden()
    page.locator(".player.viewer .stat.pop").first.click()
    page.keyboard.press("Escape")
    expect(tip).to_be_hidden()
    assert page.evaluate(MODE) == "play"
    page.close()
    phone = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True).new_page()
    resume(phone, site_url, save)
    phone.locator(".player.viewer .stat.size").first.tap()
    expect(phone.locator("#rule-tip")).to_contain_text("Body size")
    phone.locator(".watering-hole .plants").tap()  # a tap elsewhere closes it
    expect(phone.locator("#rule-tip")).to_be_hidden()
    phone.context.close()
