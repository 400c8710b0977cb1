"""S-Evolution engine speed, save sizes and the simple bot against random (issue 11).

    python benchmarks/s_evolution.py [--games 200] [--players 4]

Prints: random full games per second on one core, moves per game, the mean cost of apply() and of
legal_actions(), the size of a full game's save (JSON) and share link, and how often the simple
bot in seat 1 beats random bots in the others (random alone: about 1 in players).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from evolution.core.game import register
from evolution.core.save import Save, dump_json, encode_link
from evolution.games.s_evolution import engine
from evolution.games.s_evolution.bots import Observation, make_bot
from evolution.games.s_evolution.game import GAME
from evolution.games.s_evolution.models import Options


def timed_games(players: int, games: int, levels: list[str]) -> dict:
    t_apply = t_legal = 0.0
    moves = wins = 0
    saves = []
    started = time.perf_counter()
    for seed in range(games):
        options = Options(players=players, seed=seed)
        state = engine.new_game(options)
        bots = {p: make_bot(levels[p % len(levels)], seed * 31 + p) for p in range(players)}
        actions = []
        while state.phase != "over":
            p = engine.to_move(state)[0]
            t0 = time.perf_counter()
            legal = engine.legal_actions(state, p)
            t1 = time.perf_counter()
            action = bots[p].choose(Observation(state, p, legal))
            t2 = time.perf_counter()
            engine.apply(state, action)
            t_legal += t1 - t0
            t_apply += time.perf_counter() - t2
            actions.append(action)
        moves += len(actions)
        wins += state.winner == 0
        saves.append(Save(game="s-evolution", options=options, seats=[{"name": f"P{p}"} for p in range(players)],
                          moves=actions))
    elapsed = time.perf_counter() - started
    return {"games_per_s": games / elapsed, "moves": moves / games, "apply_us": 1e6 * t_apply / moves,
            "legal_us": 1e6 * t_legal / moves, "seat1_wins": wins / games, "saves": saves}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, default=4)
    args = ap.parse_args()
    register(GAME)  # saves and links find games in the registry; the site does not offer this one yet
    print(f"load average {os.getloadavg()[0]:.1f}; {args.games} games, {args.players} players")
    for levels in (["random"], ["simple"] + ["random"] * (args.players - 1)):
        r = timed_games(args.players, args.games, levels)
        save_kb = statistics.mean(len(dump_json(s)) for s in r["saves"][:50]) / 1024
        link = statistics.mean(len(encode_link(s)) for s in r["saves"][:50])
        print(f"{levels[0] + ' vs random':17} {r['games_per_s']:6.1f} games/s  {r['moves']:5.0f} moves/game  "
              f"apply {r['apply_us']:5.0f} us  legal {r['legal_us']:5.0f} us  save {save_kb:4.1f} KB  "
              f"link {link:4.0f} chars  seat 1 wins {100 * r['seat1_wins']:3.0f}%")


if __name__ == "__main__":
    main()
