"""Command line: ``python -m evolution simulate|tournament|replay ...``."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from . import engine as E
from .ai.tournament import run_tournament, wilson  # noqa: F401  (wilson: part of the CLI's API)
from .bots import BOTS, make_bot, play_out
from .models import Ruleset
from .save import Save, SaveError, Seat, dump_json, load_json, replay
from .text import describe


def play_game(ruleset: Ruleset, levels: list[str], record: bool = False) -> tuple:
    """One bot game. Returns (final state, Save or None, number of moves)."""
    state = E.new_game(ruleset)
    bots = {p: make_bot(level, ruleset.seed * 7919 + p) for p, level in enumerate(levels)}
    moves = []
    play_out(state, bots, on_move=lambda obs, action, seconds: moves.append(action))
    save = Save(ruleset=ruleset, seats=[Seat(name=f"{lv} {p + 1}", bot=lv) for p, lv in enumerate(levels)],
                actions=moves) if record else None
    return state, save, len(moves)


def _bot_levels(text: str) -> list[str] | None:
    """The comma-separated bot levels, or None (after saying why) if one is unknown."""
    levels = text.split(",")
    unknown = [lv for lv in levels if lv not in BOTS]
    if unknown:
        print(f"unknown bot {unknown[0]!r}; known: {', '.join(BOTS)}", file=sys.stderr)
        return None
    return levels


def simulate(args: argparse.Namespace) -> int:
    levels = _bot_levels(args.bots)
    if levels is None:
        return 2
    seats = [levels[p % len(levels)] for p in range(args.players)]
    wins = [0.0] * args.players
    totals = [0] * args.players
    moves = 0
    started = time.perf_counter()
    save = None
    for g in range(args.games):
        ruleset = Ruleset(players=args.players, seed=args.seed + g, quick_play=args.quick_play)
        state, save, n = play_game(ruleset, seats, record=args.save is not None and g == args.games - 1)
        moves += n
        for w in state.winners:
            wins[w] += 1 / len(state.winners)
        for s in state.scores:
            totals[s.player] += s.total
    elapsed = time.perf_counter() - started
    print(f"{args.games} games, {args.players} players{' (quick play)' if args.quick_play else ''}, "
          f"seeds {args.seed}..{args.seed + args.games - 1}")
    print(f"{'seat':<6}{'bot':<10}{'wins':>8}{'win %':>8}{'avg score':>11}")
    for p in range(args.players):
        print(f"{p + 1:<6}{seats[p]:<10}{wins[p]:>8.1f}{100 * wins[p] / args.games:>7.1f}%"
              f"{totals[p] / args.games:>11.1f}")
    print(f"{args.games / elapsed:.1f} games/s, {moves / args.games:.0f} moves/game, "
          f"{1e6 * elapsed / max(moves, 1):.0f} µs per move (bot + apply)")
    if save is not None:
        Path(args.save).write_text(dump_json(save), encoding="utf-8")
        print(f"last game saved to {args.save}")
    return 0


def tournament(args: argparse.Namespace) -> int:
    levels = _bot_levels(args.bots)
    if levels is None:
        return 2
    result = run_tournament(levels, args.players, args.games, args.seed, budget=args.budget,
                            quick_play=args.quick_play, progress=args.progress, jobs=args.jobs)
    print(result.table())
    return 0


def replay_cmd(args: argparse.Namespace) -> int:
    try:
        save = load_json(Path(args.save).read_text(encoding="utf-8"))
        state = replay(save)
    except (OSError, SaveError) as exc:
        print(f"cannot replay {args.save}: {exc}", file=sys.stderr)
        return 2
    names = [s.name for s in save.seats] or [f"Player {p + 1}" for p in range(save.ruleset.players)]
    for event in state.log:
        print(describe(event, names, state.cards, args.lang))
    if state.scores:
        print()
        print(f"{'player':<20}{'food':>6}{'pop':>6}{'traits':>8}{'total':>7}")
        for s in state.scores:
            mark = " *" if s.player in state.winners else ""
            print(f"{names[s.player]:<20}{s.food:>6}{s.population:>6}{s.traits:>8}{s.total:>7}{mark}")
    else:
        print(f"\n(the game is not over: round {state.round}, {state.phase})")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evolution")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play bot games and print results and speed")
    sim.add_argument("--players", type=int, default=4, choices=range(2, 7))
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--bots", default="random", help=f"comma-separated, cycled over the seats: {', '.join(BOTS)}")
    sim.add_argument("--quick-play", action="store_true")
    sim.add_argument("--save", help="write the last game's save (JSON) to this file")
    sim.set_defaults(run=simulate)
    tour = sub.add_parser("tournament", help="seeded bot games, seats rotated: win rates with 95%% intervals")
    tour.add_argument("--bots", default="hard,medium",
                      help=f"comma-separated, cycled over the seats: {', '.join(BOTS)}")
    tour.add_argument("--players", type=int, default=2, choices=range(2, 7))
    tour.add_argument("--games", type=int, default=100)
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--budget", type=float, default=None, help="seconds per decision for the hard bot")
    tour.add_argument("--quick-play", action="store_true")
    tour.add_argument("--progress", type=int, default=0, help="print running win rates every N games (stderr)")
    tour.add_argument("--jobs", type=int, default=1, help="play games in this many processes (same results)")
    tour.set_defaults(run=tournament)
    rep = sub.add_parser("replay", help="print a saved game's log and final scores")
    rep.add_argument("save")
    rep.add_argument("--lang", choices=("en", "fr"), default="en")
    rep.set_defaults(run=replay_cmd)
    args = parser.parse_args(argv)
    return args.run(args)
