"""Game-table benchmark in real Chromium: click → DOM updated, and replaying a finished game.

    .venv/bin/python benchmarks/ui.py [--clicks 80] [--level LEVEL] [--shots /tmp/evolution-shots]

1. Click → DOM: a 1-human + 3-bot game is played through the page's buttons (bots with no pause)
   until round 3; then every further human click is timed by the page itself (web/shell-input.js:
   performance.now() from the start of the click handler to the end of its render, which includes
   the Python calls it makes) until --clicks clicks are recorded. Reported for all clicks and for
   the clicks that made a move (act + new table), p50/p95/max. Goal: p95 ≤ 50 ms. Also from the
   click to the first task after the next frame (so style, layout and paint are included).
2. Replay: the save of a finished 4-player game (greedy bots, made here in CPython) is opened in
   the page: `load_save` alone, and load + first render of the table (the page's Continue path).
   Median of --replays runs. Goal: ≤ 150 ms.
3. One bot move (`bot_step`, on the main thread) per bot level, over --bot-steps moves of a
   4-bot game: while it runs the page cannot react (goal: a human click never waits > 100 ms).
4. With --shots DIR: screenshots of the mid-game table at 1280×800 and 390×844, and of the end screen.

Timings are printed as JSON. Chromium: $CHROMIUM or /usr/bin/chromium (never a Playwright download).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from site_server import built_site  # noqa: E402
from evolution.core.session import GameConfig, Session  # noqa: E402
from tests.browser.pages import (  # noqa: E402  (the same click helpers as the browser tests)
    MODE, human_move, new_game, open_site, state, wait_human_or_end)

CHROMIUM = os.environ.get("CHROMIUM") or "/usr/bin/chromium"


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1)


def summary(values: list[float]) -> dict:
    return {"n": len(values), "p50": pct(values, 0.5), "p95": pct(values, 0.95), "max": round(max(values), 1)}


def finished_save(players: int = 4, seed: int = 7) -> tuple[str, int]:
    session = Session.new(GameConfig(seats=[{"name": f"Bot {i + 1}", "bot": "greedy"} for i in range(players)],
                                     seed=seed))
    while session.state.phase != "over":
        session.bot_step()
    return session.to_json(), len(session.save.moves)


def round_now(page) -> int:
    return page.evaluate("+document.querySelector('.topbar .status strong').textContent.match(/\\d+/)[0]")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=80)
    parser.add_argument("--replays", type=int, default=7)
    parser.add_argument("--bot-steps", type=int, default=120, help="bot moves timed per level")
    parser.add_argument("--from-round", type=int, default=3, help="start timing clicks in this round")
    parser.add_argument("--level", help="bot level of the 3 bots (default: the first the page offers)")
    parser.add_argument("--shots", type=Path, help="folder for screenshots (not the repository)")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    with built_site() as base:
        url = f"{base}?botdelay=0"
        result = {}
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            open_site(page, url)

            # 1. click -> DOM in a 4-player mid-game
            new_game(page, [("Ana", False), ("Darwin", True), ("Lamarck", True), ("Wallace", True)], seed=11,
                     level=args.level)
            levels = page.evaluate("JSON.parse(evolution.call('games')).find(g => g.id === 'evolution').bot_levels")
            result["bot_level"] = args.level or levels[0]
            while round_now(page) < args.from_round:
                if wait_human_or_end(page)["mode"] == "over":
                    break
                human_move(page)
            shot_taken = False
            # Bots pause 150 ms from here on, so no bot move runs between a click and its next frame.
            page.evaluate("window.evolutionUI.delay = 150; window.evolutionUI.clickTimes.length = 0")
            while page.evaluate("window.evolutionUI.clickTimes.length") < args.clicks:
                s = wait_human_or_end(page)
                if s["mode"] == "over":
                    break
                if args.shots and not shot_taken and s["phase"] in ("play_cards", "feeding"):
                    args.shots.mkdir(parents=True, exist_ok=True)
                    page.screenshot(path=args.shots / "table-1280x800.png")
                    page.set_viewport_size({"width": 390, "height": 844})
                    page.screenshot(path=args.shots / "table-390x844.png")
                    page.screenshot(path=args.shots / "table-390x844-full.png", full_page=True)
                    page.set_viewport_size({"width": 1280, "height": 800})
                    shot_taken = True
                human_move(page)
            clicks = page.evaluate("window.evolutionUI.clickTimes")
            result["moves_when_measured"] = state(page)["moves"]
            result["round_measured_from"] = args.from_round
            result["click_to_dom_ms"] = summary([c["ms"] for c in clicks])
            result["click_to_dom_moves_ms"] = summary([c["ms"] for c in clicks if c["moved"]])
            framed = [c["framed"] for c in clicks if c["framed"] is not None]
            result["click_to_next_frame_ms"] = summary(framed)  # includes style, layout and paint
            result["click_kinds"] = {k: sum(c["act"] == k for c in clicks) for k in sorted({c["act"] for c in clicks})}

            # 2. replay of a finished 4-player game
            save, moves = finished_save()
            result["replay_moves"] = moves
            load_ms = []
            open_ms = []
            for _ in range(args.replays):
                load_ms.append(page.evaluate("""save => { const t0 = performance.now();
                    evolution.call('load_save', JSON.stringify({save})); return performance.now() - t0; }""", save))
            for _ in range(args.replays):
                if page.locator("[data-act=menu]").count():
                    page.click("[data-act=menu]")  # (this autosaves the game on the table)
                # the only autosave (Continue opens this tab's game or the most recent unfinished one)
                page.evaluate("""save => { for (const k of Object.keys(localStorage))
                        if (k.startsWith('evolution:v1:auto')) localStorage.removeItem(k);
                    localStorage.setItem('evolution:v1:auto:replay',
                        JSON.stringify({save, seat: null, at: Date.now(), summary: {names: [], round: 0, over: true}})); }""", save)
                open_ms.append(page.evaluate("""() => { const t0 = performance.now();
                    document.getElementById('continue-game').click(); return performance.now() - t0; }"""))
                page.wait_for_function(f"{MODE} === 'over'")
            result["replay_load_save_ms"] = {"median": round(statistics.median(load_ms), 1), "max": round(max(load_ms), 1)}
            result["replay_open_and_render_ms"] = {"median": round(statistics.median(open_ms), 1),
                                                   "max": round(max(open_ms), 1)}
            if args.shots:
                page.screenshot(path=args.shots / "end-1280x800.png")
                page.set_viewport_size({"width": 390, "height": 844})
                page.screenshot(path=args.shots / "end-390x844.png")

            # 3. one bot move, per level (it runs on the main thread: the page is busy meanwhile)
            page.click("[data-act=menu]")
            result["bot_step_ms"] = {}
            for level in levels:
                times = page.evaluate("""([level, steps]) => {
                    const seats = [1, 2, 3, 4].map(i => ({name: 'B' + i, bot: level}));
                    evolution.call('new_game', JSON.stringify({seats, seed: 5}));
                    const out = [];
                    for (let k = 0; k < steps; k++) {
                        const t0 = performance.now();
                        const r = JSON.parse(evolution.call('bot_step'));
                        out.push(performance.now() - t0);
                        if (r.action === null) break;
                    }
                    return out; }""", [level, args.bot_steps])
                result["bot_step_ms"][level] = summary(times)
            browser.close()
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
