"""Engine speed and save sizes (issue: the rules engine).

    python benchmarks/engine.py [--games 300] [--players 4]

Prints: random full games per second on one core (wall clock, and CPU time: on a shared machine
the CPU figure is the one to compare), the mean cost of apply() and of legal_actions(), and the
size of a full game's save (JSON) and of its share-link payload, for random and greedy players.
"""

from __future__ import annotations

import argparse
import statistics
import time

from evolution.games.evolution.game import GAME
from evolution.games.evolution.options import Options
from evolution.core.save import Save, dump_json, encode_link
from moves import timed_game  # (benchmarks/moves.py)


def timed_games(players: int, games: int, levels: list[str]) -> dict:
    t_apply = t_legal = t_bot = 0.0
    moves = 0
    saves = []
    started, cpu_started = time.perf_counter(), time.process_time()
    for seed in range(games):
        ruleset = Options(players=players, seed=seed)
        state, actions, seconds = timed_game(GAME, ruleset, levels, seed)
        t_legal += seconds["legal"]
        t_bot += seconds["bot"]
        t_apply += seconds["apply"]
        moves += len(actions)
        saves.append(Save(game="evolution", options=ruleset, seats=[{"name": f"P{p}"} for p in range(ruleset.players)], moves=actions))
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu_started
    return {"games_per_s": games / elapsed, "cpu_games_per_s": games / cpu, "moves": moves / games, "apply_us": 1e6 * t_apply / moves,
            "legal_us": 1e6 * t_legal / moves, "bot_us": 1e6 * t_bot / moves, "saves": saves}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    for label, levels in (("random", ["random"]), ("greedy", ["greedy"])):
        r = timed_games(args.players, args.games if label == "random" else max(20, args.games // 5), levels)
        json_sizes = [len(dump_json(s).encode()) for s in r["saves"]]
        links = [len(encode_link(s)) for s in r["saves"][:50]]
        print(f"{label} bots, {args.players} players:")
        print(f"  {r['games_per_s']:.0f} full games/s (one core, bots included; {r['cpu_games_per_s']:.0f} per CPU second), "
              f"{r['moves']:.0f} moves/game")
        print(f"  apply() {r['apply_us']:.1f} µs/move, legal_actions() {r['legal_us']:.1f} µs/move, "
              f"bot {r['bot_us']:.1f} µs/move")
        print(f"  save JSON: mean {statistics.mean(json_sizes):.0f} B, max {max(json_sizes)} B")
        print(f"  share link payload: mean {statistics.mean(links):.0f} chars, max {max(links)} chars "
              f"(URL-safe base64)")


if __name__ == "__main__":
    main()
