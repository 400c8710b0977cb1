"""S-Evolution's bots in real Chromium (hard decision p95 <= 1 s in Chromium).

    .venv/bin/python benchmarks/s_evolution_browser.py [--games 2] [--levels medium hard] [--players 2]

The site is built (build.py) into a temporary folder; a bare page (``bench/s-evolution.html``) loads
the site's own Pyodide, pydantic wheel and engine zip, registers S-Evolution (the site does not offer
it yet) and plays whole games of one level against medium bots the way the page plays bots
(web/shell-loop.js + web/bridge.py ``bot_step``): ``Session.bot_think`` in 40 ms slices with a
``setTimeout(0)`` between slices, so the page could paint. Per decision: wall time from its first
slice to the slice that played it, over the decisions with more than one legal move (a forced move
costs nothing and would flatter the percentiles). The hard bot thinks with its default budget on
that platform (search.DEFAULT_BUDGET, printed as ``budget``).

Chromium: $CHROMIUM or /usr/bin/chromium. Prints JSON with the load average (a shared machine).
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from ai_browser import bench_page, report  # benchmarks/ai_browser.py: the site built, served and opened
from ui import summary  # benchmarks/ui.py: n, p50, p95, max

PAGE = """<!doctype html>
<meta charset="utf-8"><title>S-Evolution bots in Pyodide</title><link rel="icon" href="data:,">
<script type="module">
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";
const py = await loadPyodide({ packages: ["pydantic"] });
const zip = await (await fetch("../app/%s")).arrayBuffer();
py.unpackArchive(zip, "zip");
py.runPython(`
import os, sys, json
os.environ['PYDANTIC_DISABLE_PLUGINS'] = '1'
from evolution.core.session import GameConfig, Session
from evolution.games.s_evolution.game import GAME
from evolution.games.s_evolution import search
session = None

def start(level, players, seed):
    global session
    seats = [{"name": f"B{i}", "bot": level if i == 0 else "medium"} for i in range(players)]
    session = Session.new(GameConfig(game="s-evolution", seats=seats, seed=seed))

def step(slice_s):
    done, action = session.bot_think(slice_s)
    return json.dumps({"done": done, "action": None if action is None else action.model_dump(),
                       "over": GAME.is_over(session.state), "choices": len(GAME.legal_actions(session.state))})

def info():
    return json.dumps({"platform": sys.platform, "budget": search.DEFAULT_BUDGET})
`);
window.py = py;
document.title = "ready";
</script>
"""

# Games played as web/shell-loop.js plays bots: slices, a pause for the page between them.
GAME = """async ([level, players, seed, slice]) => {
  py.globals.get("start")(level, players, seed);
  const step = py.globals.get("step");
  const times = [];
  let choices = 0;
  for (;;) {
    const t0 = performance.now();
    let s;
    for (;;) {
      s = JSON.parse(step(slice));
      if (s.done) break;
      await new Promise(resolve => setTimeout(resolve, 0));
    }
    if (s.action === null) break;
    if (s.action.player === 0 && choices > 1) times.push(performance.now() - t0);
    choices = s.choices;  // legal moves of the next decision (a game's first one is not counted)
    await new Promise(resolve => setTimeout(resolve, 0));
  }
  return times;
}"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="games per level")
    parser.add_argument("--levels", nargs="*", default=["medium", "hard"])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=21)
    args = parser.parse_args(argv)

    result: dict = {"load_average_start": os.getloadavg(), "players": args.players}
    with bench_page("s-evolution.html", PAGE, 180_000) as (_, page):
        result.update(json.loads(page.evaluate("py.globals.get('info')()")))
        for level in args.levels:
            times: list[float] = []
            for g in range(args.games):
                times += page.evaluate(GAME, [level, args.players, args.seed + g, 0.04])
            result[level] = {"games": args.games, **summary(times)}
    return report(result)


if __name__ == "__main__":
    sys.exit(main())
