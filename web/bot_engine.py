"""The bots' engine in the page's Web Worker (web/bot-worker.js): the page's thread keeps the game and
sends its save; this side follows it and lets the waiting bots choose their moves, exactly as
``Session.bot_think`` does on the page's thread (the same bots, from the same observation and the
same seed: the seat and the move number). It returns JSON only; the page plays each move through
``bridge.bot_move``, where the engine checks it again.

    position(save)   -> the game to think about (the page's save, JSON)
    think(slice)     -> JSON {"idle": true} (no bot to move), or {"moves": n, "action": move | null}:
                        the bot thought about ``slice`` seconds; ``action`` is its move at ``n``
                        moves once decided, and this side has played it (the next bot's turn follows).
"""

import json

from evolution.core.save import load_json
from evolution.core.session import Session

_session: Session | None = None


def position(save: str) -> None:
    """Follow the page's game: play only the moves this side lacks when the save continues the game
    it has (a replay from the first move costs ~0.1 s late in a game), else start it again."""
    global _session
    record = load_json(save)
    if _session is not None:
        try:
            if _session.catch_up(record):
                return
        except Exception:  # noqa: BLE001 - (a move refused midway: replay the whole save, which says why)
            pass
    _session = Session(record)


def think(slice: float) -> str:
    if _session is None or not _session.bots_to_move():
        return json.dumps({"idle": True})
    moves = len(_session.save.moves)
    done, action = _session.bot_think(slice)
    return json.dumps({"moves": moves, "action": action.model_dump(mode="json") if done else None})
