"""The contract between the engine and the page (evolution/core/contract.py) holds for real payloads:
random games of every game and ruleset, played through the bridge as the page calls it (JSON in and
out), validate at every move (the table for the seat and for nobody, each ``play`` record, the
opening record, the form, the replay's table); and the page's generated types (web/contract.d.ts,
web/contract.schema.json) are those the models make now."""

from __future__ import annotations

import json
import random
import sys

import pytest
from pydantic import TypeAdapter, ValidationError
from pydantic_core import to_json

from evolution.core.contract import TABLES, GameForm, Opened, Played, TableBase, table_model
from evolution.core.registry import all_games
from tests.conftest import ROOT
from tests.core.test_conformance import variants
from tools.build.contract import generated

sys.path.insert(0, str(ROOT / "web"))
import bridge  # noqa: E402

CASES = [pytest.param(game, data, id=f"{game.id}-{name}") for game in all_games() for name, data in variants(game)]


def call(name, **kwargs):
    """As the page calls the bridge: JSON in, JSON out."""
    return json.loads(to_json(getattr(bridge, name)(**json.loads(json.dumps(kwargs)))))


@pytest.mark.parametrize("game,data", CASES)
def test_every_payload_of_a_random_game_fits_the_contract(game, data):
    rng = random.Random(11)
    model = table_model(game.id)
    options = {k: v for k, v in data.items() if k != "players"}
    seats = [{"name": "Ana", "bot": None}] + [{"name": f"Bot {i}", "bot": game.bot_levels[0]} for i in range(data["players"] - 1)]
    Opened.model_validate(call("new_game", game=game.id, options=options, seats=seats, seed=rng.randrange(2**32)))
    for moves in range(1000):
        for viewer in (0, None):
            table = model.model_validate(call("table", viewer=viewer, log_from=rng.choice([0, 10**6])))
        if table.frame.over:
            break
        if table.bots_to_move:
            action = next(a for a in bridge._current().bot_mind()[1] if a is not None).model_dump()
            played = call("play", action=action, moves=table.moves, viewer=0)
        else:
            played = call("play", action=rng.choice(call("table", viewer=0)["legal"]), viewer=0, lang="de")
        model.model_validate(played["table"])
        Played.model_validate(played if game.id in TABLES else {**played, "table": None})
    assert table.frame.over, "the game did not end"
    model.model_validate(call("replay_table", position=moves // 2, viewer=0))


def test_the_new_game_form_fits_the_contract():
    forms = TypeAdapter(list[GameForm]).validate_python(call("games", lang="fr"))
    assert {form.id for form in forms} >= {"evolution", "s-evolution"}


def test_the_contract_refuses_what_it_does_not_declare():
    """A key the engine adds must be declared (the shell's envelope is closed): the check can fail."""
    call("new_game", seats=[{"name": "Ana", "bot": None}, {"name": "Bo", "bot": "easy"}], seed=3)
    table = call("table", viewer=0)
    table_model(table["game"]).model_validate(table)
    with pytest.raises(ValidationError, match="new_key"):
        TableBase.model_validate({**table, "new_key": 1})
    with pytest.raises(ValidationError, match="frame"):
        table_model(table["game"]).model_validate({**table, "frame": {**table["frame"], "over": "maybe"}})


def test_the_page_types_are_those_the_contract_makes():
    for path, text in generated().items():
        assert path.read_text(encoding="utf-8") == text, (
            f"{path.relative_to(ROOT)} is stale: run `.venv/bin/python build.py contract`")
