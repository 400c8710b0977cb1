"""The bots' engine in the page's Web Worker (web/bot-worker.js): the page's thread keeps the game and
sends its save; this side follows it and lets the waiting bots choose their moves, as
``Session.bot_think`` does on the page's thread (the same bots, from the same observation, seeded by
the game, the seat and the move number: ``Session.bot_mind``). It returns JSON only; the page plays
each move through ``bridge.play`` (with its move count), where its engine checks it again.

While a human decides, it ponders: it plays the human's likeliest lines of moves on a copy of the
game and lets the bots answer there (``likely_lines``; up to ``PONDERED_LINES`` lines whose bots' answer
is not known already). The hint's line comes first (its moves to the end of the
human's turn: the bots' answer is ready when a human who follows the hint ends the turn), then each
other move that hands the game over (End turn now, another feeding, another food card), then, in a
turn of many moves, each next move followed by a move that ends the turn: the bots' answer to "one
more card, then End turn" is ready while the human still chooses that card. A bot's move depends only on what it sees and on its seed, so
a decision is kept under (seat, move number, what the bot sees) and reused wherever that comes back:
once the human moves, the bots answer at once if one of the pondered lines led there, or if their
view does not depend on the human's choice (a card played face down, a food card chosen in secret).

    position(save, bots) -> the game to think about (the page's save, JSON); ``bots``: the page wants
                        the bots' moves there even if a human may move too (else a human decides first)
    think(slice)     -> JSON {"idle": true} (no bot to move), or {"moves": n, "action": move | null}:
                        the first waiting bot's move at ``n`` moves once decided (this side then plays
                        it: the next bot's turn follows); null while it still thinks
    ponder(slice)    -> whether there is more to ponder (call while the page's position stays)

It also reviews a finished game for the page (core/review.py, the hard bot's weighing of the human
seats' decisions), in slices between which the worker reads its messages:

    review_start(save, samples) -> JSON {"done": 0, "total": n}: the review of that save (JSON) begins
    review_step(slice) -> JSON {"done", "total", "result"}: ``result`` (Reviewer.result) once complete, else null
    review_stop()      -> the review is dropped
Side by side: the page may start more workers (helpers) and hand this one a port to each.
A hard bot's decision then hands its next samples to them (``Helpers``, a ``core.samples.Pool``) while
it computes its own share, and merges what comes back in index order: the same move whatever the
number of workers (each sample is seeded by the decision's seed and its index).

    helper(id, alive) -> a helper joined (alive) or was lost (its samples are computed here)
    outbox()          -> JSON [{to, ...request}]: the requests to post to the helpers, since the last call
                         ({to: null, drop: id}: that helper was late too often, the page drops it)
    deliver(answer)   -> a helper's answer (JSON, from ``sample``)
    waiting()         -> whether the thinking waits for the helpers (the page's side may sleep until
                         a helper answers, instead of spinning)
    fix_samples(n)    -> every search takes exactly n samples, not its time budget (?botsamples=N)
    sample(request)   -> in a helper: compute the sample asked (JSON {key, i, row} or {key, i, error})
"""

import hashlib
import itertools
import json
import time

from evolution.core.review import Reviewer
from evolution.core import caches, samples
from evolution.core.save import load_json
from evolution.core.session import Session

PONDERED_LINES = 12  # the human's lines the bots answer, pondered at most per position (the likeliest first)
HINT_LINE = 20  # moves of the hint's line followed at most (a turn of many cards)


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

    def decision(self) -> tuple:
        """The first waiting bot's decision here: its key in ``known`` and its thinking."""
        moves = len(self.session.save.moves)
        if self.mind is None or self.mind[0] != moves:
            obs, thinking = self.session.bot_mind()
            key = (obs.player, moves, hashlib.sha256(repr((obs.view, obs.log, obs.legal)).encode()).digest())
            self.mind = (moves, key, thinking)
        return self.mind[1:]

    def step(self, deadline: float):
        """Think until ``deadline`` about the first waiting bot's move: the move once decided (played
        here too), else None. A decision known under the same key is played at once."""
        session = self.session
        moves = len(session.save.moves)
        key, thinking = self.decision()
        action = known.get(key)
        helpers.line, helpers.waiting = self, False
        while action is None:
            action = next(thinking)  # (None between pieces of work)
            if action is None and (helpers.waiting or time.perf_counter() >= deadline):
                return None
        known[key] = action
        self.mind = None
        session.bot_move(action, moves)
        return action


line: Line | None = None  # the page's game
known: dict[tuple, object] = {}  # (seat, move number, digest of the bot's observation) -> its move
pondering = None  # the human's lines still to ponder at the page's position (an iterator; None: not begun)
answered = 0  # how many of them the bots answered (PONDERED_LINES at most)
what_if: Line | None = None  # the game after one of them, while its bots answer


serial = itertools.count(1)  # the decisions' keys (a helper keeps the last decision it was asked about)
STRIKES = 3  # samples in a row a helper is late for, after which it is dropped
DEPTH = 2  # samples handed to one helper at a time (one computed, one queued: it never waits for a message)


class Helpers:
    """The other workers of the page, by id, and what they were asked and answered."""

    def __init__(self):
        self.alive: list[int] = []
        self.outbox: list[dict] = []
        self.answers: dict[int, dict[int, object]] = {}  # decision key -> sample index -> row or error text
        self.line: Line | None = None  # the game whose bot is thinking now
        self.pools: dict[int, Pool] = {}  # the open decisions, by key
        self.waiting = False
        self.answered = 0  # samples the helpers computed (the page shows it: tests, benchmarks)
        self.strikes: dict[int, int] = {}  # helper id -> its samples computed here in a row, it being late

    def pool(self, description: dict):
        if not self.alive or self.line is None:
            return None
        session = self.line.session
        p = session.bots_to_move()[0]
        key = next(serial)
        context = {"key": key, "player": p, "moves": len(session.save.moves), "level": session.save.seats[p].bot,
                   "candidates": description["candidates"], "seed": description["seed"]}
        pool = self.pools[key] = Pool(self, context, session.to_json())
        return pool


class Pool:
    """One decision's samples handed to the helpers (core.samples.Pool)."""

    def __init__(self, helpers: Helpers, context: dict, save: str):
        self.helpers, self.context, self.save = helpers, context, save
        self.out: dict[int, int] = {}  # sample index -> helper id
        self.told: set[int] = set()  # the helpers that have the save
        self.gone: list[int] = []
        helpers.answers[context["key"]] = {}

    @property
    def size(self) -> int:
        return 1 + len(self.helpers.alive)

    @property
    def waiting(self) -> bool:
        return self.helpers.waiting

    @waiting.setter
    def waiting(self, value: bool) -> None:
        self.helpers.waiting = value

    def load(self, h: int) -> int:
        return sum(1 for x in self.out.values() if x == h)

    def free(self) -> int:
        return sum(max(0, DEPTH - self.load(h)) for h in self.helpers.alive)

    def submit(self, i: int, active: list[int]) -> int:
        h = min(self.helpers.alive, key=self.load)
        request = {"to": h, **self.context, "i": i, "active": active}
        if h not in self.told:
            self.told.add(h)
            request["save"] = self.save
        self.out[i] = h
        self.helpers.outbox.append(request)
        return self.load(h)

    def take(self) -> dict:
        back = self.helpers.answers.get(self.context["key"], {})
        self.helpers.answers[self.context["key"]] = {}
        for i in back:
            h = self.out.pop(i, None)
            if h is not None:
                self.helpers.strikes[h] = 0
        return back

    def lost(self) -> list[int]:
        gone = [i for i, h in self.out.items() if h not in self.helpers.alive]
        for i in gone:
            del self.out[i]
        return gone

    def late(self, i: int) -> None:
        h = self.out.pop(i, None)
        if h is None:
            return
        strikes = self.helpers.strikes[h] = self.helpers.strikes.get(h, 0) + 1
        if strikes >= STRIKES:  # (a helper that hangs: Pyodide issue 5044 in Firefox) the page drops it
            helper(h, False)
            self.helpers.outbox.append({"to": None, "drop": h})

    def close(self) -> None:
        key = self.context["key"]
        for h in {h for h in self.out.values() if h in self.helpers.alive}:
            self.helpers.outbox.append({"to": h, "cancel": key})
        self.out.clear()
        self.helpers.answers.pop(key, None)
        self.helpers.pools.pop(key, None)
        self.helpers.waiting = False


helpers = Helpers()
samples.pools = helpers.pool


def fix_samples(n: int | None) -> None:
    """Every search takes exactly ``n`` samples (the page's ?botsamples=N: tests and benchmarks)."""
    samples.FIXED = n


def helper(h: int, alive: bool) -> None:
    if alive and h not in helpers.alive:
        helpers.alive.append(h)
    elif not alive and h in helpers.alive:
        helpers.alive.remove(h)


def outbox() -> str:
    out, helpers.outbox = helpers.outbox, []
    return json.dumps(out)


def deliver(answer: str) -> None:
    a = json.loads(answer)
    helpers.answered += 1
    if a["key"] in helpers.answers:  # (an answer for a decision over is dropped)
        helpers.answers[a["key"]][a["i"]] = {int(j): v for j, v in a["row"].items()} if "row" in a else a["error"]


def waiting() -> bool:
    return helpers.waiting


# In a helper: the game and decision it computes samples for.
helping: dict = {"session": None, "key": None, "decision": None}


def sample(request: str) -> str:
    """Compute sample ``i`` of a decision of another worker's bot (``Pool.submit``'s request)."""
    r = json.loads(request)
    try:
        if helping["key"] != r["key"]:
            if "save" in r:
                record = load_json(r["save"])
                session, followed = helping["session"], False
                if session is not None:
                    try:
                        followed = session.catch_up(record)
                    except Exception:  # noqa: BLE001 - (a move refused midway: replay the whole save)
                        followed = False
                helping["session"] = session if followed else Session(record)
            session = helping["session"]
            if session is None or len(session.save.moves) != r["moves"]:
                raise RuntimeError("this helper does not have the decision's game")
            obs = session.game.observation(session.state, r["player"])
            bot = session.game.bot(r["level"], 0)
            helping["decision"] = bot.decision(obs, r["candidates"], r["seed"])
            helping["key"] = r["key"]
        row = helping["decision"].row(r["i"], r["active"])
        while True:
            next(row)
    except StopIteration as done:
        return json.dumps({"key": r["key"], "i": r["i"], "row": done.value})
    except Exception as exc:  # noqa: BLE001 - (the asking worker computes it itself, or falls back)
        return json.dumps({"key": r["key"], "i": r["i"], "error": repr(exc)})


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
            caches.new_game()  # (its positions are not the last game's: benchmarks/long_session.py)
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
    return json.dumps({"moves": moves, "action": None if action is None else action.model_dump(mode="json"),
                       "helped": helpers.answered})


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


def _hands_over(session: Session, state) -> bool:
    """Whether the bots move next in ``state`` of this game (no human may move)."""
    waiting = session.game.to_move(state)
    return bool(waiting) and not any(not session.is_bot(p) for p in waiting)


def _after(session: Session, state, action):
    """The state after ``action`` (a copy), or None if the engine refuses it."""
    trial = session.game.clone(state)
    try:
        session.game.apply(trial, action)
    except Exception:  # noqa: BLE001 - (not a move the human can make there)
        return None
    return trial


def likely_lines(session: Session):
    """The human's lines of moves to ponder, likeliest first (a generator: each is worked out when
    the pondering reaches it): the hint's line (the medium bot's choices, seeded as the page's hint
    would be, until the game goes to the bots: a whole turn of cards and its End turn); each other
    move that hands the game to the bots; then, while the same human goes on deciding (a turn of many
    moves), each move followed by each move that ends the turn after it."""
    singles = likely_moves(session)
    if not singles:
        return
    human = session.humans_to_move()[0]
    line, state = [], session.state
    for _ in range(HINT_LINE):
        move = singles[0] if not line else _medium(session, state, human, len(line))
        state = None if move is None else _after(session, state, move)
        if state is None:
            break
        line.append(move)
        if _hands_over(session, state):
            yield line
            break
        if session.game.to_move(state) != [human]:
            break
    going_on = []  # (move, state after it) of the moves after which the human decides again
    for move in singles:
        after = _after(session, session.state, move)
        if after is None:
            continue
        if _hands_over(session, after):
            if line != [move]:
                yield [move]
        elif session.game.to_move(after) == [human]:
            going_on.append((move, after))
    for move, after in going_on:
        for last in session.game.observation(after, human).legal:
            end = _after(session, after, last)
            if end is not None and _hands_over(session, end):
                yield [move, last]


def _medium(session: Session, state, human: int, ahead: int):
    """The page's hint ``ahead`` moves from the page's position (the medium bot, seeded by the move number)."""
    try:
        return session.game.bot("medium", len(session.save.moves) + ahead).choose(session.game.observation(state, human))
    except Exception:  # noqa: BLE001 - (a game without that level)
        return None


def ponder(slice: float) -> bool:
    """Ponder for about ``slice`` seconds; False once there is nothing left to ponder here."""
    global what_if, pondering, answered
    deadline = time.perf_counter() + slice
    if pondering is None:
        pondering, answered = likely_lines(line.session), 0
    while time.perf_counter() < deadline:
        if what_if is None or not what_if.bots_next():
            moves = next(pondering, None) if answered < PONDERED_LINES else None
            if moves is None:
                return False
            session = line.session.copy()
            try:
                for move in moves:
                    session.act(move)
            except Exception:  # noqa: BLE001 - (not a line the human can play after all)
                continue
            what_if = Line(session)
            if what_if.bots_next():  # (a line whose bots' answer is known already costs nothing)
                answered += what_if.decision()[0] not in known
            continue
        what_if.step(deadline)
        if helpers.waiting:  # (the page's side sleeps until a helper answers)
            return True
    return True


reviewer: Reviewer | None = None  # the review the page asked for


def review_start(save: str, samples: int | None = None) -> str:
    global reviewer
    reviewer = Reviewer(load_json(save), samples=samples)
    return json.dumps({"done": 0, "total": reviewer.total, "decisions": reviewer.decision_count})


def review_step(slice: float) -> str:
    if reviewer is None:
        return json.dumps({"done": 0, "total": 0, "result": None})
    complete = reviewer.step(slice)
    return json.dumps({"done": reviewer.done, "total": reviewer.total, "decisions": reviewer.decision_count,
                       "result": reviewer.result() if complete else None})


def review_stop() -> None:
    global reviewer
    reviewer = None
