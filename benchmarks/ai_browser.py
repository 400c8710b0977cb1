"""The bots' speed in real Chromium (decisions per second in the browser; hard ≤ 1 s per
decision p95, medium ≤ 100 ms).

    .venv/bin/python benchmarks/ai_browser.py [--games 4] [--levels easy medium hard] [--cpython]

1. The same measurement as ``benchmarks/ai.py --only speed`` (``evolution.games.evolution.ai.tournament.bot_speed``:
   one bot of each level in one seat of 4-player tables of medium bots), run by the site's own
   Pyodide, wheels and engine zip on a bare page (``bench/ai.html``). With ``--cpython`` it is also
   run here in CPython on the same games, for the ratio. The hard bot thinks with its default
   budget on each side (``evolution.games.evolution.ai.search.DEFAULT_BUDGET``, which depends on the platform);
   ``samples`` says how much thinking that bought.
2. The real page: a game of 4 bots (``--page-players``) of each level is played the way the
   table plays it (web/shell-loop.js: ``bot_step`` with 40 ms slices, ``setTimeout(0)`` between slices
   so the page can paint). For every decision: from its first slice to the slice that played it,
   wall time. The game's save is then replayed here to know which decisions had more than one
   legal move; p50/p95/max are over those (a forced move costs nothing and would flatter the
   percentiles).

Chromium: $CHROMIUM or /usr/bin/chromium. Prints JSON; the load average is included because the
machine may be shared.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from site_server import built_site  # noqa: E402
from evolution.games.evolution import engine  # noqa: E402
from evolution.games.evolution.game import GAME  # noqa: E402
from evolution.games.evolution.ai.tournament import bot_speed  # noqa: E402
from evolution.core.save import load_json  # noqa: E402
from ui import summary  # noqa: E402  (benchmarks/ui.py: n, p50, p95, max)

CHROMIUM = os.environ.get("CHROMIUM") or "/usr/bin/chromium"

AI_HTML = """<!doctype html>
<meta charset="utf-8"><title>bots in Pyodide</title><link rel="icon" href="data:,">
<script type="module">
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";
const py = await loadPyodide({ packages: ["pydantic"] });
const zip = await (await fetch("../app/%s")).arrayBuffer();
py.unpackArchive(zip, "zip");
py.runPython("import os; os.environ['PYDANTIC_DISABLE_PLUGINS'] = '1'; import evolution.games.evolution.ai.tournament");
window.py = py;
document.title = "ready";
</script>
"""

SPEED = """
import json, sys
from evolution.games.evolution.ai.tournament import bot_speed
from evolution.games.evolution.ai.search import DEFAULT_BUDGET
json.dumps({"platform": sys.platform, "budget": DEFAULT_BUDGET, "row": bot_speed(%r, %d)})
"""

# One game of bots played as web/shell-loop.js plays it: bot_step slices with a pause for the page between.
PAGE_GAME = """async ([level, players, seed, slice, ruleset]) => {
  const seats = Array.from({ length: players }, (_, i) => ({ name: "B" + (i + 1), bot: level }));
  evolution.call("new_game", JSON.stringify({ seats, seed, options: { ruleset } }));
  const times = [];
  let save = null;
  for (;;) {
    const t0 = performance.now();
    let step;
    for (;;) {
      step = JSON.parse(evolution.call("bot_step", JSON.stringify({ slice })));
      if (step.done) break;
      await new Promise(resolve => setTimeout(resolve, 0));
    }
    if (step.action === null) break;
    times.push(performance.now() - t0);
    save = step.save;
    await new Promise(resolve => setTimeout(resolve, 0));
  }
  return { times, save };
}"""


@contextmanager
def bench_site(page: str, html: str):
    """The site built into a temporary folder, plus ``bench/<page>`` (``html`` with the engine zip's
    name for its ``%s``), served on a free local port; yields the site's base URL."""
    def add_page(site: Path) -> None:
        engine_zip = next((site / "app").glob("evolution-*.zip")).name
        (site / "bench").mkdir()
        (site / "bench" / page).write_text(html % engine_zip, encoding="utf-8")

    with built_site(add_page) as url:
        yield url


@contextmanager
def bench_page(page: str, html: str, timeout_ms: int):
    """``bench_site``'s ``bench/<page>`` open in Chromium once its script has set the title to ``ready``;
    yields the site's base URL and the Playwright page."""
    from playwright.sync_api import sync_playwright

    with bench_site(page, html) as base, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        try:
            tab = browser.new_page()
            tab.goto(base + "bench/" + page)
            tab.wait_for_function("document.title === 'ready'", timeout=timeout_ms)
            yield base, tab
        finally:
            browser.close()


def report(result: dict) -> int:
    """Print a benchmark's result as JSON, with the load average at its end (the exit status: 0)."""
    result["load_average_end"] = os.getloadavg()
    print(json.dumps(result, indent=2))
    return 0


def choices(save_json: str) -> list[bool]:
    """For each move of the save: did its player have more than one legal move?"""
    save = load_json(save_json)
    state = engine.new_game(save.options)
    out = []
    for action in save.moves:
        out.append(len(engine.legal_actions(state, action.player)) > 1)
        GAME.apply(state, action)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games per level for the speed table")
    parser.add_argument("--levels", nargs="*", default=["random", "silly", "easy", "medium", "hard"])
    parser.add_argument("--page-levels", nargs="*", default=["medium", "hard"])
    parser.add_argument("--page-players", type=int, default=4, help="players at the real-page tables")
    parser.add_argument("--seed", type=int, default=21, help="seed of the real-page games")
    parser.add_argument("--ruleset", default="nsg2", help="the real-page games' ruleset (nsg2, bsw, flight)")
    parser.add_argument("--cpython", action="store_true", help="also run the speed table in CPython")
    args = parser.parse_args(argv)

    result: dict = {"load_average_start": os.getloadavg()}
    with bench_page("ai.html", AI_HTML, 120_000) as (base, page):
        rows = []
        for level in args.levels:
            started = time.perf_counter()
            out = json.loads(page.evaluate("code => py.runPython(code)", SPEED % (level, args.games)))
            out["row"]["wall_s"] = round(time.perf_counter() - started, 1)
            result.setdefault("pyodide_budget_s", out["budget"])
            rows.append(out["row"])
        result["browser_speed"] = rows
        if args.cpython:
            result["cpython_speed"] = [bot_speed(level, args.games) for level in args.levels]

        page.goto(base + "?botdelay=0")
        page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=120_000)
        result["page_decision_ms"] = {"players": args.page_players, "ruleset": args.ruleset}
        for level in args.page_levels:
            game = page.evaluate(PAGE_GAME, [level, args.page_players, args.seed, 0.04, args.ruleset])
            real = [ms for ms, choice in zip(game["times"], choices(game["save"])) if choice]
            result["page_decision_ms"][level] = {"decisions": len(game["times"]), **summary(real)}
    return report(result)


if __name__ == "__main__":
    sys.exit(main())
