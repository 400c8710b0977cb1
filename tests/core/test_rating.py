"""The rating against the computer players (core/rating.py): standard Elo, one per game and level."""

from __future__ import annotations

import sys

import pytest

from evolution.core.rating import K, START, expected, rate, result_against
from tests.conftest import ROOT

sys.path.insert(0, str(ROOT / "web"))
import bridge  # noqa: E402


def test_elos_expected_result_is_a_half_between_equals_and_400_points_make_it_ten_to_one():
    assert expected(START) == 0.5
    assert expected(START + 400) == pytest.approx(10 / 11)
    assert expected(START - 400) == pytest.approx(1 / 11)


def test_the_rank_is_the_score_then_the_games_winners():
    scores = [30, 25, 30, 30]
    assert result_against(0, 1, scores, [0]) == 1.0 and result_against(1, 0, scores, [0]) == 0.0
    assert result_against(0, 2, scores, [0]) == 1.0  # (a tie the game broke: seat 0 won)
    assert result_against(0, 2, scores, [2]) == 0.0
    assert result_against(0, 3, scores, [0, 3]) == 0.5  # (a shared win)


def test_a_win_against_three_hard_bots_from_the_start_gains_k_over_two():
    out = rate({}, [None, "hard", "hard", "hard"], [40, 30, 20, 10], [0])
    assert out == {"hard": {"before": START, "after": START + K / 2}}


def test_each_level_is_rated_apart_and_a_game_moves_a_rating_by_at_most_k():
    out = rate({"easy": 1700.0, "hard": 1400.0}, ["easy", None, "hard"], [20, 25, 30], [2])
    assert out["easy"]["after"] == round(1700 + K * (1 - expected(1700)), 1)  # beat easy: gains less, being ahead
    assert out["hard"]["after"] == round(1400 + K * (0 - expected(1400)), 1)  # lost to hard: loses less, being behind
    assert all(abs(r["after"] - r["before"]) <= K for r in out.values())
    assert 0 < out["easy"]["after"] - 1700 < K / 2 and 0 < 1400 - out["hard"]["after"] < K / 2


@pytest.mark.parametrize("bots", [[None, None, "hard"], ["hard", "medium"]])
def test_a_game_without_exactly_one_human_rates_nobody(bots):
    assert rate({}, bots, [1] * len(bots), [0]) == {}


def test_the_bridge_rates_a_finished_games_record():
    seats = [{"name": "Ana", "bot": None}, {"name": "B", "bot": "medium"}, {"name": "C", "bot": "hard"}]
    out = bridge.rate_game(ratings={"medium": 1516.0}, seats=seats, scores=[10, 30, 5], winners=[1])
    assert out == {"hard": {"before": 1500.0, "after": 1516.0},
                   "medium": {"before": 1516.0, "after": round(1516 - K * expected(1516), 1)}}
    assert bridge.rating_rules() == {"start": START, "k": K}
