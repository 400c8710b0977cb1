"""The bots' engine in the page's Web Worker (web/bot-worker.js): the page's thread keeps the game and
sends its save; this side follows it and lets the waiting bots choose their moves, as
``Session.bot_think`` does on the page's thread (the same bots, from the same observation, seeded by
the game, the seat and the move number: ``Session.bot_mind``). It returns JSON only; the page plays
each move through ``bridge.bot_move``, where its engine checks it again.

While a human decides, it ponders: it plays each of the human's likeliest moves on a copy of the
game and lets the bots answer there (up to ``PONDERED_MOVES`` moves that hand the game to the bots; a
move after which the human decides again costs nothing and is not counted, so the move that ends a
turn of many is pondered too, however late the engine lists it). A bot's move depends only on what it sees and on its seed, so
a decision is kept under (seat, move number, what the bot sees) and reused wherever that comes back:
once the human moves, the bots answer at once if one of the pondered moves led there, or if their
view does not depend on the human's choice (a card played face down, a food card chosen in secret).

    position(save, bots) -> the game to think about (the page's save, JSON); ``bots``: the page wants
                        the bots' moves there even if a human may move too (else a human decides first)
    think(slice)     -> JSON {"idle": true} (no bot to move), or {"moves": n, "action": move | null}:
                        the first waiting bot's move at ``n`` moves once decided (this side then plays
                        it: the next bot's turn follows); null while it still thinks
    ponder(slice)    -> whether there is more to ponder (call while the page's position stays)

It also reviews a finished game for the page (core/review.py, the hard bot's weighing of the human
seats' decisions), in slices between which the worker reads its messages:

    review_start(save) -> JSON {"done": 0, "total": n}: the review of that save (JSON) begins
    review_step(slice) -> JSON {"done", "total", "result"}: ``result`` (Reviewer.result) once complete, else null
    review_stop()      -> the review is dropped
"""

import hashlib
import json
import time

from evolution.core.review import Reviewer
from evolution.core.save import load_json
from evolution.core.session import Session

PONDERED_MOVES = 8  # the human's moves the bots answer, pondered at most per position (the likeliest first)


class Line:
    """A game followed here (the page's, or a what-if of it) and the bot thinking in it."""

    def __init__(self, session: Session):
        self.session = session
        self.mind = None  # (move number, key, the bot's thinking) of the first waiting bot
        self.bots_at = None  # the move number where the page asked for the bots' moves

    def bots_next(self) -> bool:
        """Whether a bot moves next here. Where a human may move too, the human decides first (the
        page's rule for the human holding the device), unless the page asked for the bots there."""
        session = self.session
        return bool(session.bots_to_move()) and (not session.humans_to_move()
                                                 or len(session.save.moves) == self.bots_at)

    def step(self, deadline: float):
        """Think until ``deadline`` about the first waiting bot's move: the move once decided (played
        here too), else None. A decision known under the same key is played at once."""
        session = self.session
        moves = len(session.save.moves)
        if self.mind is None or self.mind[0] != moves:
            obs, thinking = session.bot_mind()
            key = (obs.player, moves, hashlib.sha256(repr((obs.view, obs.log, obs.legal)).encode()).digest())
            self.mind = (moves, key, thinking)
        _, key, thinking = self.mind
        action = known.get(key)
        while action is None:
            action = next(thinking)  # (None between pieces of work)
            if action is None and time.perf_counter() >= deadline:
                return None
        known[key] = action
        self.mind = None
        session.bot_move(action, moves)
        return action


line: Line | None = None  # the page's game
known: dict[tuple, object] = {}  # (seat, move number, digest of the bot's observation) -> its move
pondering: list | None = None  # the human's moves still to ponder at the page's position (None: not listed yet)
answered = 0  # how many of them the bots answered (PONDERED_MOVES at most)
what_if: Line | None = None  # the game after one of them, while its bots answer


def position(save: str, bots: bool = False) -> None:
    """Follow the page's game: play only the moves this side lacks when the save continues the game
    it has (a replay from the first move costs ~0.1 s late in a game), else start it again."""
    global line, what_if, pondering
    record = load_json(save)
    what_if, pondering = None, None  # (and ponder counts its answered moves afresh)
    followed = False
    if line is not None:
        try:
            followed = line.session.catch_up(record)
        except Exception:  # noqa: BLE001 - (a move refused midway: replay the whole save, which says why)
            followed = False
        if not followed and record.model_dump(exclude={"moves"}) != line.session.save.model_dump(exclude={"moves"}):
            known.clear()  # another game (after an Undo, the same game's decisions still hold)
    if not followed:
        line = Line(Session(record))
    line.bots_at = len(record.moves) if bots else None


def think(slice: float) -> str:
    global pondering
    session = line.session if line else None
    if session is None or not line.bots_next():
        return json.dumps({"idle": True})
    moves = len(session.save.moves)
    action = line.step(time.perf_counter() + slice)
    pondering = None
    return json.dumps({"moves": moves, "action": None if action is None else action.model_dump(mode="json")})


def likely_moves(session: Session) -> list:
    """The moves of the human to decide next, likeliest first: the medium bot's choice (the page's
    hint), then the others in the engine's order."""
    humans = session.humans_to_move()
    if not humans or session.game.summary(session.state).get("over"):
        return []
    obs = session.game.observation(session.state, humans[0])
    legal = list(obs.legal)
    try:
        first = session.game.bot("medium", len(session.save.moves)).choose(obs)
    except Exception:  # noqa: BLE001 - (a game without that level: the engine's order)
        first = legal[0]
    return [first] + [a for a in legal if a != first]


def ponder(slice: float) -> bool:
    """Ponder for about ``slice`` seconds; False once there is nothing left to ponder here."""
    global what_if, pondering, answered
    deadline = time.perf_counter() + slice
    if pondering is None:
        pondering, answered = likely_moves(line.session), 0
    while time.perf_counter() < deadline:
        if what_if is None or not what_if.bots_next():
            if not pondering or answered >= PONDERED_MOVES:
                return False
            session = line.session.copy()
            try:
                session.act(pondering.pop(0))
            except Exception:  # noqa: BLE001 - (not a move the human can make after all)
                continue
            what_if = Line(session)
            answered += what_if.bots_next()
            continue
        what_if.step(deadline)
    return True


reviewer: Reviewer | None = None  # the review the page asked for


def review_start(save: str) -> str:
    global reviewer
    reviewer = Reviewer(load_json(save))
    return json.dumps({"done": 0, "total": reviewer.total})


def review_step(slice: float) -> str:
    if reviewer is None:
        return json.dumps({"done": 0, "total": 0, "result": None})
    complete = reviewer.step(slice)
    return json.dumps({"done": reviewer.done, "total": reviewer.total, "result": reviewer.result() if complete else None})


def review_stop() -> None:
    global reviewer
    reviewer = None
