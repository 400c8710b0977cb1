"""The table's fit and motion in real Chromium: layout figures and animation frame times.

    .venv/bin/python benchmarks/table_fit.py [--shots /work/shots/web]

1. Layout: a 4-player Evolution game with a 12-card hand (tests/browser/test_fit.py's positions), in
   each phase, at 1366x768 and 1280x720: the top bar's height, the room left under the boards in the
   table's area (negative: a board is cut), the hand's height; at 390x844 (touch): the hand's share of
   the screen and the number of controls smaller than 44x44 px.
   S-Evolution 2.0, 4 players, at each of Ana's decisions (trump, play, take, collect, commerce, bonus,
   manage), English and German, at the same sizes: the heights of the top bar, the trick and the
   hand, how much the boards' area would have to scroll (0: every board in view) and the spare height
   of the fullest board; on the phone: controls under 44 px, card words cut, the page's width.
2. Motion: a bot's attack shown at the normal speed (600 ms a move), --attacks times: the time between
   frames (requestAnimationFrame, performance.now()) while its arrow is drawn, and the long tasks
   (PerformanceObserver "longtask") that overlap that time; goal: no frame over 50 ms.
   --attack-only measures only this. The load average (before and after) is printed with the figures.
3. With --shots DIR: screenshots of each phase of each game (Evolution; S-Evolution's decisions and
   end screen, in English and German) at 1366x768 and 390x844 (S-Evolution at 1280x720 too).

Run it on a quiet machine: frame times measure the machine's load as much as the page.

Figures are printed as JSON. Chromium: $CHROMIUM or /usr/bin/chromium (never a Playwright download).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from site_server import built_site  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from tests.browser.test_fit import (CUT_WORDS, S_DECISIONS, SMALL_CONTROLS, before_bot_attack, hoarding,  # noqa: E402
                                    open_s_evolution, s_evolution_positions)
from tests.browser.test_table import resume  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM") or "/usr/bin/chromium"
LAPTOPS = [(1366, 768), (1280, 720)]
PHASES = ["food_card", "play_cards", "feeding"]

ROOM = """() => {
  const area = document.querySelector('.table-area').getBoundingClientRect();
  const lowest = Math.max(...[...document.querySelectorAll('.player')].map((n) => n.getBoundingClientRect().bottom));
  return {topbar: Math.round(document.querySelector('.topbar').getBoundingClientRect().height),
          room_under_boards: Math.round(Math.min(area.bottom, innerHeight) - lowest),
          hand: Math.round(document.querySelector('.dock').getBoundingClientRect().height)};
}"""

# Frame times while an attack is drawn (from the first frame that shows its .attack-arrow to the last),
# recorded from the page's start: the time between frames (requestAnimationFrame), the long tasks
# (PerformanceObserver "longtask", over 50 ms) and the Python bridge's calls that overlap that time.
FRAMES = """(() => {
  window.attackFrames = [];
  window.attackShown = [];  // [from, to] of each arrow (performance.now())
  window.longTasks = [];
  window.bridgeCalls = [];  // [name, start, duration] of each call on the Python bridge
  let bridge;
  Object.defineProperty(window, "evolution", { configurable: true, get: () => bridge, set: (value) => {
    const call = value.call.bind(value);  // (the bridge is frozen: a copy that times its calls)
    bridge = Object.freeze({ ...value, call: (name, ...rest) => {
      const start = performance.now();
      try { return call(name, ...rest); } finally { window.bridgeCalls.push([name, start, performance.now() - start]); }
    } });
  } });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) window.longTasks.push([task.startTime, task.duration]);
  }).observe({ type: "longtask", buffered: true });
  let last = null;
  let shown = null;  // the arrow drawn (each attack draws its own)
  const tick = (now) => {
    const arrow = document.querySelector('.attack-arrow');
    const at = performance.now();  // (the window: from the first frame that shows the arrow, once drawn)
    if (arrow && arrow === shown) {
      window.attackFrames.push(now - last);
      window.attackShown.at(-1)[1] = at;
    } else if (arrow) window.attackShown.push([at, at]);
    shown = arrow;
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()"""

LONG_TASKS_DURING_ATTACK = """() => window.longTasks.filter(([start, duration]) =>
  window.attackShown.some(([from, to]) => start < to && start + duration > from)).map(([, duration]) => Math.round(duration))"""

# The calls on the Python bridge (the engine, the bots' thinking) made while the arrow was drawn.
BRIDGE_DURING_ATTACK = """() => window.bridgeCalls.filter(([, start, duration]) =>
  window.attackShown.some(([from, to]) => start < to && start + duration > from)).map(([name, , duration]) => `${name} ${Math.round(duration)} ms`)"""


# S-Evolution: the parts' heights, the boards' area overflow (0: all in view) and the fullest board's
# spare height (its rows are stretched to the area: what is left under its last line).
S_ROOM = """() => {
  const h = (sel) => { const n = document.querySelector(sel); return n && n.checkVisibility() ? Math.round(n.getBoundingClientRect().height) : 0; };
  const area = document.querySelector('.game .boards');
  const spare = [...area.querySelectorAll('.board')].map((b) => {
    const last = Math.max(...[...b.children].map((c) => c.getBoundingClientRect().bottom));
    return Math.round(b.getBoundingClientRect().bottom - last);
  });
  return {topbar: h('.topbar'), trick: h('.game .trick-area'), hand: h('.game .dock'),
          boards_overflow: Math.max(0, area.scrollHeight - area.clientHeight), board_spare_min: Math.min(...spare)};
}"""


def s_evolution_layout(browser, url: str, shots: Path | None) -> dict:
    """S-Evolution's figures at each of Ana's decisions, in English and German, on laptops and a phone."""
    positions = s_evolution_positions()
    report = {}
    for lang in ["en", "de"]:
        for width, height, touch in [(1366, 768, False), (1280, 720, False), (390, 844, True)]:
            page = browser.new_context(viewport={"width": width, "height": height}, has_touch=touch, is_mobile=touch).new_page()
            for decision in [*S_DECISIONS, "over"]:
                open_s_evolution(page, url, positions[decision], "over" if decision == "over" else "play")
                if page.evaluate("document.documentElement.lang") != lang:
                    page.click(f".game [data-act=lang][data-lang={lang}]")
                    page.wait_for_function(f"document.documentElement.lang === '{lang}'")
                key = f"{lang} {width}x{height} {decision}"
                if touch:
                    report[key] = {"controls_under_44px": len(page.evaluate(SMALL_CONTROLS)),
                                   "card_words_cut": len(page.evaluate(CUT_WORDS)),
                                   "page_width": page.evaluate("document.documentElement.scrollWidth")}
                elif decision != "over":
                    report[key] = page.evaluate(S_ROOM)
                if shots:
                    page.screenshot(path=shots / f"s-evolution-{decision}-{width}x{height}-{lang}.png", full_page=touch)
            page.context.close()
    return report


def attack_frames(browser, url: str, save: str) -> dict:
    """A bot's attack shown at the normal speed (600 ms a move) at 1366x768: the frames while it is drawn."""
    page = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    page.add_init_script(FRAMES)
    page.goto(url + "?botdelay=600")
    page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=120_000)
    page.evaluate("save => localStorage.setItem('evolution:v1:autosave', JSON.stringify({save, seat: 0, open: true}))", save)
    page.reload()
    page.wait_for_selector(".attack-arrow", timeout=120_000)
    page.wait_for_selector(".attack-arrow", state="detached", timeout=30_000)
    frames = sorted(page.evaluate("window.attackFrames"))
    result = {"frames": len(frames), "p50": round(frames[len(frames) // 2], 1), "max": round(frames[-1], 1),
              "over_50ms": sum(f > 50 for f in frames),
              "long_tasks_during_attack_ms": page.evaluate(LONG_TASKS_DURING_ATTACK),
              "bridge_calls_during_attack": page.evaluate(BRIDGE_DURING_ATTACK)}
    page.context.close()
    return result


def measure(args, url: str) -> dict:
    """The layout, phone and attack figures on the served site at ``url``."""
    report = {"load_average": [round(x, 2) for x in os.getloadavg()], "layout": {}, "phone": {}, "attack_frames_ms": None}
    saves = {} if args.attack_only else {phase: hoarding(phase) for phase in PHASES}
    attack = before_bot_attack()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        for width, height in [] if args.attack_only else LAPTOPS:
            page = browser.new_context(viewport={"width": width, "height": height}).new_page()
            for phase in PHASES:
                resume(page, url, saves[phase])
                if phase == "play_cards":
                    page.locator(".hand .card[data-legal]").first.click()
                report["layout"][f"{width}x{height} {phase}"] = page.evaluate(ROOM)
                if args.shots and width == 1366:
                    page.screenshot(path=args.shots / f"evolution-{phase}-1366x768.png")
            page.context.close()
        phone = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True).new_page()
        for phase in [] if args.attack_only else PHASES:
            resume(phone, url, saves[phase])
            if phase == "play_cards":
                phone.locator(".hand .card[data-legal]").first.tap()
            dock = phone.evaluate("document.querySelector('.dock').getBoundingClientRect().height")
            report["phone"][phase] = {"hand_share_of_screen": round(dock / 844, 3),
                                      "controls_under_44px": len(phone.evaluate(SMALL_CONTROLS))}
            if args.shots:
                phone.screenshot(path=args.shots / f"evolution-{phase}-390x844.png", full_page=True)
        phone.context.close()
        report["attack_frames_ms"] = [attack_frames(browser, url, attack) for _ in range(args.attacks)]
        if not args.attack_only:
            report["s_evolution"] = s_evolution_layout(browser, url, args.shots)
        browser.close()
    return report


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--shots", type=Path)
    parser.add_argument("--attacks", type=int, default=3, help="times the bot's attack is measured")
    parser.add_argument("--attack-only", action="store_true", help="only the attack's frame times")
    args = parser.parse_args()
    with built_site() as url:
        report = measure(args, url)
    report["load_average_after"] = [round(x, 2) for x in os.getloadavg()]
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
