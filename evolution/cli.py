"""Command line: ``python -m evolution simulate|tournament|replay|review ...`` for any registered game
(``--game``; the site's first game by default). Each game adds its own variants' flags
(``Game.add_cli_options``): ``python -m evolution simulate --game <id> --help`` lists them."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from pydantic import ValidationError

from .core.bots import play_out
from .core.game import Game
from .core.registry import all_games, default_game, get_game
from .core.messages import LANGUAGES
from .core.review import Reviewer
from .core.save import Save, SaveError, dump_json, load_json, replay
from .core.tournament import CAPPED, entrant_bot, run_tournament


def play_game(game: Game, options, levels: list[str], record: bool = False) -> tuple:
    """One bot game. Returns (final state, Save or None, number of moves)."""
    state = game.new_game(options)
    bots = {p: entrant_bot(game, level, options.seed * 7919 + p, None) for p, level in enumerate(levels)}
    moves = []
    play_out(game, state, bots, on_move=lambda obs, action, seconds: moves.append(action))
    save = Save(game=game.id, options=options, seats=[{"name": f"{lv} {p + 1}", "bot": lv}
                                                      for p, lv in enumerate(levels)], moves=moves) if record else None
    return state, save, len(moves)


def _bot_levels(game: Game, text: str) -> list[str] | None:
    """The comma-separated bot levels, or None (after saying why) if one is unknown."""
    levels = text.split(",")
    unknown = [lv for lv in levels if lv.removesuffix(CAPPED) not in game.all_bots]
    if unknown:
        print(f"unknown bot {unknown[0]!r}; known: {', '.join(game.all_bots)}", file=sys.stderr)
        return None
    return levels


def _options(game: Game, args: argparse.Namespace, seed: int):
    """The game's options from the command line; None (after saying why) if they are not valid."""
    try:
        return game.options({**game.cli_options(args), "players": args.players, "seed": seed})
    except ValidationError as exc:
        print(f"cannot play these options: {exc.errors()[0]['msg']}", file=sys.stderr)
        return None


def simulate(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    levels = _bot_levels(game, args.bots)
    first = None if levels is None else _options(game, args, args.seed)
    if first is None:
        return 2
    seats = [levels[p % len(levels)] for p in range(args.players)]
    wins = [0.0] * args.players
    totals = [0] * args.players
    moves = 0
    started = time.perf_counter()
    save = None
    for g in range(args.games):
        options = _options(game, args, args.seed + g)
        state, save, n = play_game(game, options, seats, record=args.save is not None and g == args.games - 1)
        moves += n
        winners = game.winners(state)
        for w in winners:
            wins[w] += 1 / len(winners)
        for p, score in enumerate(game.scores(state)):
            totals[p] += score
    elapsed = time.perf_counter() - started
    label = game.cli_label(first)
    print(f"{game.id}{f' ({label})' if label else ''}: {args.games} games, {args.players} players,"
          f" seeds {args.seed}..{args.seed + args.games - 1}")
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
    game = get_game(args.game)
    levels = _bot_levels(game, args.bots)
    if levels is None or _options(game, args, args.seed) is None:
        return 2
    result = run_tournament(game, levels, args.players, args.games, args.seed, budget=args.budget,
                            variants=game.cli_options(args), progress=args.progress, jobs=args.jobs)
    print(result.table())
    return 0


def replay_cmd(args: argparse.Namespace) -> int:
    try:
        save = load_json(Path(args.save).read_text(encoding="utf-8"))
        state = replay(save)
    except (OSError, SaveError) as exc:
        print(f"cannot replay {args.save}: {exc}", file=sys.stderr)
        return 2
    game = get_game(save.game)
    names = [s.name for s in save.seats]
    for line in game.log_lines(state, names, args.lang):
        print(line)
    if game.is_over(state):
        print()
        print(f"{'player':<20}{'total':>7}")
        for p, score in enumerate(game.scores(state)):
            mark = " *" if p in game.winners(state) else ""
            print(f"{names[p]:<20}{score:>7}{mark}")
    else:
        print(f"\n(the game is not over: {game.summary(state)})")
    return 0


def review_cmd(args: argparse.Namespace) -> int:
    try:
        save = load_json(Path(args.save).read_text(encoding="utf-8"))
        replay(save)  # (a damaged save says which move fails)
    except (OSError, SaveError) as exc:
        print(f"cannot review {args.save}: {exc}", file=sys.stderr)
        return 2
    names = [s.name for s in save.seats]
    reviewer = Reviewer(save, args.seat, args.samples)
    started, wall = time.process_time(), time.perf_counter()
    reviewer.step()
    result = reviewer.result()
    seconds, elapsed = time.process_time() - started, time.perf_counter() - wall
    who = ", ".join(names[p] for p in result["seats"]) or "nobody"
    print(f"Review of {who}: {result['decisions']} decisions weighed by the hard bot"
          f"{'' if result['over'] else ' (the game is not over)'}")
    if not result["top"]:
        print("No decision cost points in its estimate.")
    for n, d in enumerate(result["top"], 1):
        print(f"{n}. move {d['move'] + 1}, round {d['round']}, {d['phase']} ({names[d['player']]}):"
              f" played {d['played'][args.lang]}; better {d['best'][args.lang]}: about {d['points']:.1f} points lost")
    print(f"({seconds:.1f} s of CPU, {elapsed:.1f} s)", file=sys.stderr)
    return 0


def _chosen_game(argv: list[str] | None) -> Game:
    """The game ``--game`` names (the default game when none or an unknown one: argparse then says so)."""
    first = argparse.ArgumentParser(add_help=False)
    first.add_argument("--game")
    known, _ = first.parse_known_args(argv)
    ids = [g.id for g in all_games()]
    return get_game(known.game) if known.game in ids else default_game()


def main(argv: list[str] | None = None) -> int:
    game = _chosen_game(argv)
    games = [g.id for g in all_games()]
    parser = argparse.ArgumentParser(prog="python -m evolution")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play bot games and print results and speed")
    sim.add_argument("--game", default=default_game().id, choices=games)
    sim.add_argument("--players", type=int, default=4, choices=range(2, 9))
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--bots", default="random", help="comma-separated bot levels, cycled over the seats")
    sim.add_argument("--save", help="write the last game's save (JSON) to this file")
    game.add_cli_options(sim)
    sim.set_defaults(run=simulate)
    tour = sub.add_parser("tournament", help="seeded bot games, seats rotated: win rates with 95%% intervals")
    tour.add_argument("--game", default=default_game().id, choices=games)
    tour.add_argument("--bots", default=",".join(game.bot_levels[-1:-3:-1]),
                      help="comma-separated bot levels, cycled over the seats (LEVEL-capped: its sample cap, no clock)")
    tour.add_argument("--players", type=int, default=2, choices=range(2, 9))
    tour.add_argument("--games", type=int, default=100)
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--budget", type=float, default=None, help="seconds per decision for the bots that search")
    tour.add_argument("--progress", type=int, default=0, help="print running win rates every N games (stderr)")
    tour.add_argument("--jobs", type=int, default=1, help="play games in this many processes (same results)")
    game.add_cli_options(tour)
    tour.set_defaults(run=tournament)
    rep = sub.add_parser("replay", help="print a saved game's log and final scores")
    rep.add_argument("save")
    rep.add_argument("--lang", choices=LANGUAGES, default="en")
    rep.set_defaults(run=replay_cmd)
    rev = sub.add_parser("review", help="the hard bot's review of a saved game: the 3 costliest decisions")
    rev.add_argument("save")
    rev.add_argument("--seat", type=int, action="append", help="a seat to review (0 first; repeatable);"
                     " default: the human seats, or every seat when there is none")
    rev.add_argument("--samples", type=int, default=None, help="deals per decision (default: the game's)")
    rev.add_argument("--lang", choices=LANGUAGES, default="en")
    rev.set_defaults(run=review_cmd)
    args = parser.parse_args(argv)
    return args.run(args)
