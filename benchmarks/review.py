"""The game review's cost (a 4-player game reviewed in <= 60 s in CPython).

    python benchmarks/review.py [--players 4] [--seeds 3 4] [--games evolution s-evolution] [--trace]
                                [--calibrate silly medium hard] [--page]

For each game and seed: a game of medium bots whose first seat is then a human's (the review weighs
that seat's decisions, as the page does for a player against 3 bots), reviewed at the game's default
samples. Prints the decisions weighed, CPU and wall seconds (the CPU figure is the one to compare on a
shared machine), the process's peak resident memory so far and, with ``--trace``, the peak of Python's
allocations during the review (tracemalloc, in a second run: tracing slows it several times).
``--calibrate LEVEL...``: the reviewed seat is played by each of those bots instead; prints the game's
scores and, for the decisions checked (core/review.py), the points of the first weighing against the
points once checked to the game's end on fresh deals: what the check takes off.
``--page``: the same games reviewed in Chromium as a player asks for it (the built site opened on the
game's link, Review clicked on its end screen, in the bots' worker), timed from the click to the list.
"""

from __future__ import annotations

import argparse
import resource
import time
import tracemalloc

from evolution.cli import play_game
from evolution.core.registry import get_game
from evolution.core.review import Reviewer


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seeds", type=int, nargs="+", default=[3])
    parser.add_argument("--games", nargs="+", default=["evolution", "s-evolution"])
    parser.add_argument("--trace", action="store_true", help="also the peak of Python's allocations (slow)")
    parser.add_argument("--page", action="store_true", help="the review in Chromium, from the click to the list")
    parser.add_argument("--calibrate", nargs="+", metavar="LEVEL", help="the reviewed seat's bots; first vs checked points")
    args = parser.parse_args()
    if args.calibrate:
        return calibrate(args)
    if args.page:
        return in_the_page(args)
    print(f"{'game':<12}{'seed':>5}{'moves':>7}{'decisions':>10}{'CPU s':>8}{'wall s':>8}{'peak MB':>9}{'max RSS MB':>11}")
    for game_id, seed, _, save, moves in games_to_review(args):
        reviewer = Reviewer(save)
        cpu, wall = time.process_time(), time.perf_counter()
        reviewer.step()
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        peak = "-"
        if args.trace:
            tracemalloc.start()
            Reviewer(save).step()
            peak = f"{tracemalloc.get_traced_memory()[1] / 2**20:.1f}"
            tracemalloc.stop()
        print(f"{game_id:<12}{seed:>5}{moves:>7}{reviewer.decision_count:>10}{cpu:>8.1f}{wall:>8.1f}{peak:>9}{rss:>11.0f}", flush=True)


def games_to_review(args: argparse.Namespace, level: str = "medium"):
    """Each game and seed asked for: a game of medium bots whose first seat, played by ``level``
    (where the game has that bot), is then a human's, the seat the review weighs:
    (game id, seed, final state, save, moves)."""
    for game_id in args.games:
        game = get_game(game_id)
        if level not in game.all_bots:
            continue
        for seed in args.seeds:
            state, save, moves = play_game(game, game.options({"players": args.players, "seed": seed}),
                                           [level] + ["medium"] * (args.players - 1), record=True)
            save.seats[0].bot = None
            yield game_id, seed, state, save, moves


def calibrate(args: argparse.Namespace) -> None:
    for level in args.calibrate:
        for game_id, seed, state, save, _ in games_to_review(args, level):
            game = get_game(game_id)
            reviewer = Reviewer(save)
            reviewer.step()
            scores = game.scores(state)
            first = sum(d["points"] for d in reviewer.decisions)
            pairs = " ".join(f"{c['first']:.1f}->{c['points']:.1f}" for c in reviewer.checked)
            print(f"{game_id:<12}{seed:>5} {level:<7} scores {scores}: first weighing {first:.0f} points lost in"
                  f" {len(reviewer.decisions)} decisions; checked {pairs}", flush=True)


def in_the_page(args: argparse.Namespace) -> None:
    import os

    from playwright.sync_api import sync_playwright
    from site_server import built_site

    from evolution.core.save import encode_link
    from tests.browser.pages import open_site

    with built_site() as base:
        url = f"{base}?botdelay=0"
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
            for game_id, seed, _, save, moves in games_to_review(args):
                page = browser.new_page(viewport={"width": 1366, "height": 768})
                open_site(page, f"{url}#g={encode_link(save)}")
                page.wait_for_function("document.querySelector('.game')?.dataset.mode === 'over'")
                started = time.perf_counter()
                page.locator(".endscreen .review").get_by_role("button", name="Review").click()
                page.wait_for_selector(".endscreen .review progress")
                page.wait_for_function("!document.querySelector('.endscreen .review progress')", timeout=600_000)
                wall = time.perf_counter() - started
                load = os.getloadavg()[0]
                said = page.locator(".endscreen .review p").first.inner_text()
                print(f"{game_id:<12}{seed:>5}{moves:>7}  page: {wall:.1f} s from the click to the list (load {load:.1f}):"
                      f" {said}", flush=True)
                page.close()
            browser.close()


if __name__ == "__main__":
    main()
