"""How well the hard bot's round-start valuation predicts final scores, and the fit of its weights.

    python benchmarks/fit_value.py [--players 2] [--games 2000] [--seed 60000] [--jobs 2]

Plays seeded medium-vs-medium games. At the start of every round after the first (where the hard
bot's rollouts stop and value the position), it records each player's features
(``evolution.games.evolution.ai.search.value_features``) and, once the game is over, the final scores. It then
fits "final score difference = weights . feature differences" by least squares on 3/4 of the
rounds and prints the mean squared error on the other 1/4 for: the fitted weights, the weights in
``VALUE_WEIGHTS`` now, and the heuristic's plain sum (bag + row worth + cards). The fitted weights
print as a tuple to put into ``VALUE_WEIGHTS``.

Linear least squares on a dozen features is a small normal-equation solve, written out here so the
project needs no numpy.
"""

from __future__ import annotations

import argparse
from concurrent.futures import ProcessPoolExecutor

from evolution.games.evolution import engine
from evolution.games.evolution.ai.search import HEURISTIC_WEIGHTS, VALUE_FEATURES, VALUE_WEIGHTS, value_features
from evolution.games.evolution.bots import make_bot
from evolution.core.bots import play_out
from evolution.games.evolution.game import GAME
from evolution.games.evolution.options import Options


def game_rounds(job: tuple[int, int]) -> list[tuple[list[tuple[float, ...]], list[int]]]:
    """One seeded medium-bot game: (every player's features, final scores) at each round start."""
    deal, players = job
    state = engine.new_game(Options(players=players, seed=deal))
    bots = {p: make_bot("medium", deal * 7919 + p) for p in range(players)}
    starts, seen = [], [state.round]

    def on_move(obs, action, seconds):
        if state.round != seen[0] and state.phase != "over":
            seen[0] = state.round
            starts.append([value_features(state, q, None) for q in range(players)])

    play_out(GAME, state, bots, on_move)
    final = [0] * players
    for sc in state.scores:
        final[sc.player] = sc.total
    return [(features, final) for features in starts]


def least_squares(xs: list[list[float]], ys: list[float], ridge: float = 1e-6) -> list[float]:
    """Weights minimising the squared error (normal equations, Gauss-Jordan with pivoting)."""
    k = len(xs[0])
    m = [[sum(x[i] * x[j] for x in xs) + (ridge if i == j else 0.0) for j in range(k)]
         + [sum(x[i] * y for x, y in zip(xs, ys))] for i in range(k)]
    for c in range(k):
        pivot = max(range(c, k), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(k):
            if r != c:
                f = m[r][c] / m[c][c]
                m[r] = [a - f * b for a, b in zip(m[r], m[c])]
    return [m[i][k] / m[i][i] for i in range(k)]


def rows(games, use: list[bool]) -> tuple[list[list[float]], list[float]]:
    """One row per player and round start: its features (those in ``use``) and final score, each
    minus the mean of the other players' (heads-up: the difference)."""
    xs, ys = [], []
    for game in games:
        for features, final in game:
            n = len(final)
            for q in range(n):
                xs.append([sum(f[i] if p == q else -f[i] / (n - 1) for p, f in enumerate(features))
                           for i in range(len(use)) if use[i]])
                ys.append(sum(s if p == q else -s / (n - 1) for p, s in enumerate(final)))
    return xs, ys


def mse(xs, ys, weights) -> float:
    return sum((sum(w * x for w, x in zip(weights, row)) - y) ** 2 for row, y in zip(xs, ys)) / len(ys)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=60000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--leave-out", nargs="*", default=["cards"], choices=VALUE_FEATURES, metavar="FEATURE",
                        help="features not fitted (weight 0); default: cards, since the hand at a round's "
                             "start is mostly dealt from the species count and its fitted weight is unstable")
    args = parser.parse_args()
    jobs = [(args.seed + g, args.players) for g in range(args.games)]
    with ProcessPoolExecutor(args.jobs) as pool:
        games = list(pool.map(game_rounds, jobs, chunksize=8))
    use = [name not in args.leave_out for name in VALUE_FEATURES]
    # Every fourth game is kept out of the fit, to test on (rounds of one game are not independent).
    train, test = rows([g for k, g in enumerate(games) if k % 4], use), rows(games[::4], [True] * len(use))
    fitted = least_squares(*train)
    weights = [fitted.pop(0) if u else 0.0 for u in use]
    print(f"{args.games} games, {args.players} players: {len(train[1])} rows to fit, {len(test[1])} to test")
    for name, w in zip(VALUE_FEATURES, weights):
        print(f"  {name:<26}{w:>8.3f}")
    print("test mean squared error of the final score difference: "
          + ", ".join(f"{label} {mse(*test, w):.0f}" for label, w in (
              ("fitted", weights), ("VALUE_WEIGHTS now", VALUE_WEIGHTS.get(args.players, HEURISTIC_WEIGHTS)),
              ("heuristic sum", HEURISTIC_WEIGHTS), ("zero", [0.0] * len(use)))))
    print(f"VALUE_WEIGHTS[{args.players}] = ({', '.join(f'{w:.3f}' for w in weights)})")


if __name__ == "__main__":
    main()
