"""The pydantic boundary of saves and links (``save.from_data``; a new game's record only when it is not
plainly right, ``save.new_save``): what a save's record may hold. Imported the first time untrusted
data needs it, never on the page's way to its first table."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError, ValidationInfo, field_validator, model_validator
from pydantic_core import PydanticCustomError

from .registry import default_game, get_game
from .save_limits import MAX_BOT, MAX_GAME_ID, MAX_MOVES, MAX_SEATS, SAVE_VERSION, ill_formed_at, name_ok


def check_name(name: str) -> str:
    """``save.name_ok``, as pydantic reports it (the error type ``seat_name``: ``save.part_at_fault``)."""
    if not name_ok(name):
        raise PydanticCustomError("seat_name", "a seat name is blank, too long or holds a control character")
    return name


def _is_record(value: Any) -> bool:
    """An options record or a move already made (a plain record or a pydantic model), not data to read."""
    return hasattr(value, "model_dump") and not isinstance(value, type)


class SeatModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: Annotated[str, AfterValidator(check_name)]
    bot: str | None = Field(default=None, max_length=MAX_BOT)  # None: a human at this device


class SaveModel(BaseModel):
    """A game as a record: ``options`` is the game's options record, ``moves`` its moves."""

    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True)
    version: Literal[3] = SAVE_VERSION
    game: str = Field(max_length=MAX_GAME_ID)
    options: Any
    seats: list[SeatModel] = Field(max_length=MAX_SEATS)
    moves: list[Any] = Field(default=[], max_length=MAX_MOVES)
    @model_validator(mode="before")
    @classmethod
    def _well_formed(cls, data: Any) -> Any:
        """Every text of a save (names, options, moves, keys) is well-formed Unicode: a lone surrogate
        would pass the fields' own checks and fail only when the game is written out."""
        path = ill_formed_at(data)
        if path is not None:
            raise PydanticCustomError("unicode", "the text at {path} is not well-formed Unicode", {"path": path})
        return data

    @model_validator(mode="before")
    @classmethod
    def _format_1(cls, data: Any) -> Any:
        if isinstance(data, dict) and "ruleset" in data:  # written before the site held several games
            data = dict(data)
            data["version"] = SAVE_VERSION
            data["game"] = default_game().id  # the site's first game, the only one then
            data["options"] = default_game().legacy_options(data.pop("ruleset"))
            data["moves"] = data.pop("actions", [])
        return data

    @field_validator("game")
    @classmethod
    def _known_game(cls, value: str) -> str:
        get_game(value)  # UnknownGame, which from_data reports as it is
        return value

    @field_validator("options", mode="before")
    @classmethod
    def _game_options(cls, value: Any, info: ValidationInfo) -> Any:
        if _is_record(value):
            return value
        if not isinstance(value, dict) or "game" not in info.data:
            raise ValueError("the options must be a record")
        return get_game(info.data["game"]).options(value)

    @field_validator("seats")
    @classmethod
    def _seats_fit(cls, seats: list[SeatModel], info: ValidationInfo) -> list[SeatModel]:
        options = info.data.get("options")
        if options is not None and len(seats) != options.players:
            raise ValueError(f"{len(seats)} seats for {options.players} players")
        bots = get_game(info.data["game"]).all_bots if "game" in info.data else ()
        if any(seat.bot is not None and seat.bot not in bots for seat in seats):
            raise ValueError("unknown bot level")
        return seats

    @field_validator("moves", mode="before")
    @classmethod
    def _game_moves(cls, moves: Any, info: ValidationInfo) -> Any:
        if not isinstance(moves, list) or len(moves) > MAX_MOVES or "game" not in info.data:
            return moves  # the field's own checks refuse it
        adapter = get_game(info.data["game"]).moves
        checked = []
        for k, move in enumerate(moves):
            try:
                checked.append(move if _is_record(move) else adapter.validate_python(move))
            except ValidationError:
                raise PydanticCustomError("move", "move {n} is not a move", {"n": k + 1}) from None
        return checked


class GameConfigModel(BaseModel):
    """``session.GameConfig`` as pydantic reads it: what the New game form asks."""

    game: str = Field(default_factory=lambda: default_game().id, max_length=MAX_GAME_ID)
    options: dict[str, Any] = {}
    seats: list[SeatModel] = Field(min_length=1, max_length=MAX_SEATS)
    seed: int | None = Field(default=None, ge=0, lt=2**63)
