"""Replay links: a share link and the move its Replay opens at (core/save.py), and the bridge's way in."""

from __future__ import annotations

import sys

import pytest

from evolution.cli import play_game
from evolution.core.save import MAX_AT_DIGITS, SaveError, decode_replay_link, encode_link, encode_replay_link
from evolution.core.registry import get_game
from tests.conftest import ROOT

sys.path.insert(0, str(ROOT / "web"))
import bridge  # noqa: E402


@pytest.fixture(scope="module", params=["evolution", "s-evolution"])
def finished(request):
    game = get_game(request.param)
    return play_game(game, game.options({"players": 3, "seed": 5}), ["random"] * 3, record=True)[1]


def test_a_replay_link_opens_its_game_at_its_move(finished):
    for at in (0, 17, len(finished.moves)):
        link = encode_replay_link(finished, at)
        assert link == f"{at}.{encode_link(finished)}"
        save, where = decode_replay_link(link)
        assert (save, where) == (finished, at)


@pytest.mark.parametrize("head", ["", "x", "-1", "1e3", "007", "١٢", "9" * (MAX_AT_DIGITS + 1), " 3"])
def test_a_move_number_of_the_wrong_form_is_refused_before_the_link_is_decoded(finished, head):
    with pytest.raises(SaveError, match=r"^This replay link is damaged \(its move number\)$"):
        decode_replay_link(f"{head}.{encode_link(finished)}" if head != " 3" else f"3 .{encode_link(finished)}")
    with pytest.raises(SaveError, match="its move number"):  # (no dot: no move number at all)
        decode_replay_link(encode_link(finished))


def test_a_move_the_game_does_not_have_is_refused_with_its_length(finished):
    total = len(finished.moves)
    with pytest.raises(SaveError) as refused:
        decode_replay_link(f"{total + 1}.{encode_link(finished)}")
    assert str(refused.value) == f"This replay link asks for move {total + 1}, but its game has {total} moves"
    with pytest.raises(SaveError):
        encode_replay_link(finished, total + 1)


def test_a_damaged_game_in_a_replay_link_is_refused_as_a_link_is(finished):
    link = encode_link(finished)
    with pytest.raises(SaveError, match="damaged"):
        decode_replay_link(f"3.{link[:-8]}A{link[-7:]}")


def test_the_bridge_opens_a_replay_link_in_each_language_and_plays_on_only_when_asked(finished):
    opened = bridge.load_replay_link(link=encode_replay_link(finished, 12))
    assert opened["at"] == 12 and opened["summary"]["moves"] == len(finished.moves)
    assert bridge.replay_link(position=12) == encode_replay_link(finished, 12)
    for lang, words in (("fr", "Ce lien de replay demande le coup"), ("de", "Dieser Wiederholungslink verlangt Zug")):
        with pytest.raises(SaveError, match=words):
            bridge.load_replay_link(link=f"99999.{encode_link(finished)}"[1:], lang=lang)
    taken = bridge.take_over(position=12)
    assert taken["summary"]["moves"] == 12 and not taken["summary"]["over"]
    assert bridge.table()["moves"] == 12
