"""S-Evolution engine speed, save sizes, and the bots' strength.

    python benchmarks/s_evolution.py [--games 200] [--players 4]
    python benchmarks/s_evolution.py --duel medium random [--games 200] [--jobs 2]
    python benchmarks/s_evolution.py --duel hard medium --hard-samples 2 --games 200 --jobs 2

Without ``--duel``: random full games per second on one core, moves per game, the mean cost of
apply() and of legal_actions(), the size of a full game's save (JSON) and share link, and how often
the easy bot in seat 1 beats random bots in the others (random alone: about 1 in players).

``--duel A B``: heads-up games of level A against level B (``--players`` 2 by default here), seed
``g // 2`` for game ``g`` and the seats swapped every other game, so each deal is played from both
sides. A's win rate counts a tie as half a win (a game has none: PAPO breaks ties, S-BOT-WIN), with
the 95 % Wilson interval. The hard bot thinks ``--hard-samples`` samples per decision instead of its
time budget, so the figure does not depend on the machine's load and replays exactly
(``--hard-samples 0``: the site's budget, ``search.DEFAULT_BUDGET`` of CPU time per decision).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from multiprocessing import Pool

from evolution.core.save import Save, dump_json, encode_link
from moves import timed_game  # (benchmarks/moves.py)
from evolution.core.tournament import wilson
from evolution.games.s_evolution import engine
from evolution.games.s_evolution.game import GAME
from evolution.games.s_evolution.bots import HardBot, Observation, make_bot
from evolution.games.s_evolution.models import Options


def timed_games(players: int, games: int, levels: list[str]) -> dict:
    t_apply = t_legal = 0.0
    moves = wins = 0
    saves = []
    started = time.perf_counter()
    for seed in range(games):
        options = Options(players=players, seed=seed)
        state, actions, seconds = timed_game(GAME, options, levels, seed)
        t_legal += seconds["legal"]
        t_apply += seconds["apply"]
        moves += len(actions)
        wins += state.winner == 0
        saves.append(Save(game="s-evolution", options=options, seats=[{"name": f"P{p}"} for p in range(players)],
                          moves=actions))
    elapsed = time.perf_counter() - started
    return {"games_per_s": games / elapsed, "moves": moves / games, "apply_us": 1e6 * t_apply / moves,
            "legal_us": 1e6 * t_legal / moves, "seat1_wins": wins / games, "saves": saves}


def duel_game(args: tuple[str, str, int, int, int]) -> tuple[float, int]:
    """Game ``g`` of A against B: A's result (1, 1/2 for a tie, 0) and score margin."""
    a, b, g, players, hard_samples = args
    seed = g // 2
    a_seat = g % 2
    levels = [b] * players
    levels[a_seat] = a
    state = engine.new_game(Options(players=players, seed=seed))
    bots = [(HardBot(seed * 31 + p, budget=None, iterations=hard_samples) if hard_samples else HardBot(seed * 31 + p))
            if level == "hard" else make_bot(level, seed * 31 + p) for p, level in enumerate(levels)]
    while state.phase != "over":
        p = engine.to_move(state)[0]
        GAME.apply(state, bots[p].choose(Observation(state, p)))
    scores = [pl.score for pl in state.players]
    best_other = max(sc for q, sc in enumerate(scores) if q != a_seat)
    result = 1.0 if state.winner == a_seat else 0.5 if state.winner is None else 0.0
    return result, scores[a_seat] - best_other


def duel(a: str, b: str, games: int, players: int, hard_samples: int, jobs: int) -> None:
    started = time.perf_counter()
    work = [(a, b, g, players, hard_samples) for g in range(games)]
    results = []
    with Pool(jobs) as pool:  # a running tally every 20 games: a long duel shows where it stands
        for result in pool.imap_unordered(duel_game, work):
            results.append(result)
            if len(results) % 20 == 0 or len(results) == games:
                wins = sum(r for r, _ in results)
                n = len(results)
                low, high = wilson(wins, n)
                margin = statistics.mean(m for _, m in results)
                print(f"{a} vs {b}, {players} players, {n}/{games} games (hard: {f'{hard_samples} samples/decision' if hard_samples else 'the site budget'}): "
                      f"{a} wins {wins:g}/{n} = {100 * wins / n:.1f}% (95% CI {100 * low:.1f}-{100 * high:.1f}%), "
                      f"mean margin {margin:+.1f}; {time.perf_counter() - started:.0f} s", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, default=None, help="default: 4, or 2 with --duel")
    ap.add_argument("--duel", nargs=2, metavar=("A", "B"), help="A's win rate against B")
    ap.add_argument("--hard-samples", type=int, default=2,
                    help="the hard bot's samples per decision (0: its CPU-time budget, as on the site)")
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f}")
    if args.duel:
        duel(*args.duel, args.games, args.players or 2, args.hard_samples, args.jobs)
        return
    args.players = args.players or 4
    print(f"{args.games} games, {args.players} players")
    for levels in (["random"], ["easy"] + ["random"] * (args.players - 1)):
        r = timed_games(args.players, args.games, levels)
        save_kb = statistics.mean(len(dump_json(s)) for s in r["saves"][:50]) / 1024
        link = statistics.mean(len(encode_link(s)) for s in r["saves"][:50])
        print(f"{levels[0] + ' vs random':17} {r['games_per_s']:6.1f} games/s  {r['moves']:5.0f} moves/game  "
              f"apply {r['apply_us']:5.0f} us  legal {r['legal_us']:5.0f} us  save {save_kb:4.1f} KB  "
              f"link {link:4.0f} chars  seat 1 wins {100 * r['seat1_wins']:3.0f}%")


if __name__ == "__main__":
    main()
