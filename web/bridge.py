"""Functions the browser may call: ``window.evolution.call("<name>", "<JSON object>")``.

Contract (the dispatcher is in main.py and stays generic):
- only names listed in ``__all__`` can be called;
- the JSON object is passed as keyword arguments (``"{}"`` or no payload = no arguments);
- the return value is serialised as JSON by main.py: plain records and pydantic models (``model_dump``),
  dicts, lists, tuples, str, int, float, bool and None all work;
- raise an exception to report an error; JS receives an Error with the same name and message
  (``IllegalAction``: a refused move, the message is the reason for the player; ``SaveError``:
  a save or link that cannot be loaded, the message says why);
- every call takes the page's ``lang`` ("en", "fr", "de"; the page always sends it): its refusals and
  save errors come back in that language, and a function with a ``lang`` parameter words its result
  in it (``_in_language``, applied to all of ``__all__``).

Keep this a thin adapter over ``evolution.core.session.Session``: game rules belong in ``evolution``.
One game is open at a time (``_game``); every call that changes it returns the new save (JSON)
and its label (``summary``: the true move count and whether it is over), so the page can autosave
it to localStorage.
"""

import functools
import inspect
import sys

import evolution
from evolution.core.daily import daily_config, daily_result
from evolution.core.interfaces import IllegalAction
from evolution.core.registry import UnknownGame, all_games, default_game, game_ids, get_game
from evolution.core.messages import LANGUAGES, msg, translate
from evolution.core.rating import K, START, rate
from evolution.core.replay import Replay, taken_over
from evolution.core.review import Reviewer
from evolution.core.save import MAX_LINK_CHARS, MAX_SAVE_CHARS, SaveError, decode_replay_link, encode_replay_link, \
    part_at_fault
from evolution.core.session import GameConfig, Session

__all__ = ["games", "hint", "info", "new_game", "load_save", "load_link", "table", "play", "act", "undo", "bot_step", "explain", "replay_table", "progress",
           "share_link", "save_summary", "rules_help", "review_start", "review_step",
           "daily_game", "daily_info", "replay_link", "load_replay_link", "take_over",
           "rate_game", "rating_rules", "puzzle_list", "puzzle_start", "puzzle_state"]

_game: Session | None = None


def _in_language(function):
    """Every call takes the page's ``lang`` the same way: refusals and save errors (and a returned
    reason) come back in it, and a function that words things itself gets it as its ``lang``.
    Applied to every name in ``__all__`` (the end of this module), so no list has to be kept."""
    wants_lang = "lang" in inspect.signature(function).parameters

    @functools.wraps(function)
    def wrapper(*args, lang: str = "en", **kwargs):
        lang = lang if lang in LANGUAGES else "en"
        try:
            result = function(*args, **kwargs, **({"lang": lang} if wants_lang else {}))
        except (IllegalAction, SaveError, UnknownGame) as exc:
            raise type(exc)(translate(exc.args[0], lang)) from None
        return translate(result, lang) if isinstance(result, str) else result

    return wrapper


def info() -> dict:
    """Versions of the running engine and runtime, and the longest save and link text it reads."""
    return {
        "max_save_chars": MAX_SAVE_CHARS,
        "max_link_chars": MAX_LINK_CHARS,
        "evolution": evolution.__version__,
        "pydantic": _pydantic_version(),
        "python": sys.version.split()[0],
        "platform": sys.platform,
    }


def _pydantic_version() -> str:
    import pydantic  # (the page has it loaded by the time it asks: main.py's Loader)

    return pydantic.VERSION


def _current() -> Session:
    if _game is None:
        raise LookupError("No game is open")
    return _game


def _saved(session: Session) -> dict:
    """The open game's save and its label, for the page's autosave."""
    return {"save": session.to_json(), "summary": session.summary()}


def _opened(session: Session) -> dict:
    global _game
    _game = session
    return {**_saved(session), "players": len(session.save.seats)}


def preparations() -> tuple[list, list]:
    """Work for main.py's loader, as (label, function) steps of one browser task each: the first
    game (the New game form's default) before the first table, and after it each game's deferred
    validators and the other games' packages (a call that needs one imports it anyway)."""
    first, *others = game_ids()
    before = [(f"import {first}", lambda: get_game(first))]
    after = [(f"prepare {first}", lambda: get_game(first).prepare())]
    for game_id in others:
        after += [(f"import {game_id}", lambda game_id=game_id: get_game(game_id)),
                  (f"prepare {game_id}", lambda game_id=game_id: get_game(game_id).prepare())]
    return before, after


def games(lang: str = "en") -> list[dict]:
    """Every game of the site, as the New game form needs it: name, players, bot levels, options."""
    return [game.describe(lang) for game in all_games()]


def new_game(seats: list, game: str | None = None, options: dict | None = None, seed: int | None = None) -> dict:
    """Start a game. ``seats``: [{"name": str, "bot": null | "easy" | ...}, ...]; ``options``: the
    game's option keys (see ``games``). SaveError (a reason for the player) if they do not fit."""
    try:
        config = GameConfig(game=game or default_game().id, options=options or {}, seats=seats, seed=seed)
    except ValueError as exc:  # pydantic's ValidationError (the seat names: the same rules as any save's, Seat)
        raise SaveError(msg("This game cannot start ({part})", part=part_at_fault(exc))) from None
    return _opened(Session.new(config))


def daily_game(game: str, day: str, name: str, bots: list | None = None) -> dict:
    """Open ``game``'s daily deal of ``day`` (YYYY-MM-DD, UTC, the page's clock): ``name`` against 3 hard
    computer players (``bots``: their names), the same deal in every browser (core/daily.py)."""
    try:
        config = daily_config(game, day, name, [str(b) for b in bots or []])
    except ValueError as exc:  # pydantic's ValidationError (a name the seats refuse)
        raise SaveError(msg("This game cannot start ({part})", part=part_at_fault(exc))) from None
    return _opened(Session.new(config))


def daily_info(today: str | None = None) -> dict | None:
    """If the open game is a daily deal: {day, game, over, score, scores, won}, the score the engine's
    own after replaying every move (a link's too); else None."""
    session = _current()
    return daily_result(session.save, session.state, today)


def load_save(save: str) -> dict:
    """Open a saved game (its JSON); SaveError if it is damaged. The open game is kept on error."""
    return _opened(Session.from_json(save))


def load_link(link: str) -> dict:
    """Open the game in a share link (the text after ``#g=``); SaveError if it is damaged."""
    return _opened(Session.from_link(link))


def load_replay_link(link: str) -> dict:
    """Open the game in a replay link (the text after ``#r=``): the share link's game and ``at``, the
    move its Replay opens at; SaveError if either is damaged (a move the game does not have)."""
    save, at = decode_replay_link(link)
    return {**_opened(Session(save)), "at": at}


def replay_link(position: int) -> str:
    """A link to the open game's Replay after ``position`` of its moves (read-only where it opens)."""
    return encode_replay_link(_current().save, position)


def table(viewer: int | None = None, lang: str = "en", log_from: int = 0) -> dict:
    """What to draw for ``viewer`` (a human seat, or null for nobody's secrets)."""
    return _current().table(viewer, lang, log_from)


def act(action: dict) -> dict:
    """Play a human move; IllegalAction (the reason) if refused, and nothing changes."""
    game = _current()
    game.act(action)
    return _saved(game)


def play(action: dict, viewer: int | None = None, log_from: int = 0, moves: int | None = None,
         table: bool = True, lang: str = "en") -> dict:
    """One move and all the page needs after it, in one call (the page makes one per move:
    benchmarks/bridge.py): the move played, the new save and its label for the autosave (the save's
    text kept a move at a time: core.save.SaveWriter), and, with ``table``, the new ``table(viewer,
    lang, log_from)``. Without ``moves`` it is a human's move (``act``: IllegalAction, and nothing
    changes, if refused); with ``moves`` it is the bots' worker's (``bot_move``: ``played`` false,
    and nothing changes, if the game is no longer at ``moves`` moves)."""
    game = _current()
    if moves is None:
        game.act(action)
    elif not game.bot_move(action, moves):
        return {"played": False, "save": None, "summary": None, "table": None}
    return {"played": True, **_saved(game), "table": game.table(viewer, lang, log_from) if table else None}


def undo(player: int) -> dict:
    """Take back ``player``'s last move (table()["undoable"] says how many may be); IllegalAction if none."""
    game = _current()
    game.undo(player)
    return _saved(game)


_replay: Replay | None = None  # the open game's replay, made on its first replay_table call


def _replay_of_open_game() -> Replay:
    global _replay
    session = _current()
    if _replay is None or _replay.save != session.save:
        _replay = Replay(session.save.model_copy(deep=True))
    return _replay


def progress() -> dict:
    """The open game's course: each player's score at the end of each round ([{round, scores}]),
    and, once it is over, its winners (seat indexes)."""
    replay = _replay_of_open_game()
    return {"rounds": replay.progress, "over": replay.over, "winners": replay.winners}


def replay_table(position: int, viewer: int | str | None = None, lang: str = "en") -> dict:
    """The open game after ``position`` of its moves, as ``viewer`` saw it (Replay.viewers says who
    may be shown); the table payload plus ``replay``: {length, over, viewers, rounds, progress}."""
    replay = _replay_of_open_game()
    replay.seek(position)
    return replay.table(viewer, lang)


def take_over(position: int) -> dict:
    """Open a new game from the open game after ``position`` of its moves (Replay's "take over from
    here"): its save and label, for a new autosave; the game it came from keeps its own."""
    return _opened(Session(taken_over(_current().save, position)))


def bot_step(slice: float | None = None) -> dict:
    """Let the waiting computer player think for about ``slice`` seconds (null: until it moves).
    ``done`` is false while it still thinks: call again after letting the page breathe."""
    game = _current()
    done, action = game.bot_think(slice)
    return {"done": done, "action": None if action is None else action.model_dump(),
            **(_saved(game) if done else {"save": None, "summary": None})}


_reviewer: Reviewer | None = None  # the open game's review, when the page runs it here (no bots' worker)


def review_start(samples: int | None = None) -> dict:
    """Begin the hard bot's review of the open game (core/review.py), on this thread: the page runs
    it in its bots' worker (web/bot_engine.py) and here only when that worker cannot run.
    ``samples``: deals per decision (None: the game's default)."""
    global _reviewer
    _reviewer = Reviewer(_current().save.model_copy(deep=True), samples=samples)
    return {"done": 0, "total": _reviewer.total, "decisions": _reviewer.decision_count}


def review_step(slice: float = 0.04) -> dict:
    """Work on the review for about ``slice`` seconds: {done, total, result} (``result`` once complete)."""
    if _reviewer is None:
        raise LookupError("No review is under way")
    complete = _reviewer.step(slice)
    return {"done": _reviewer.done, "total": _reviewer.total, "decisions": _reviewer.decision_count,
            "result": _reviewer.result() if complete else None}


def rate_game(ratings: dict, seats: list, scores: list, winners: list) -> dict:
    """The human's ratings after a finished game's record ({seats, scores, winners}, as the statistics keep
    it), from ``ratings`` ({level: rating} of that game): {level: {before, after}} (core/rating.py)."""
    levels = [seat.get("bot") if isinstance(seat, dict) else None for seat in seats]
    return rate({str(k): float(v) for k, v in ratings.items()}, levels, [float(s) for s in scores],
                [int(w) for w in winners])


def rating_rules() -> dict:
    """The rating's starting value and K-factor, for the page's note."""
    return {"start": START, "k": K}


def puzzle_list(game: str, lang: str = "en") -> list[dict]:
    """``game``'s puzzles, in order: [{id, n, goal}] (core/puzzles.py; none: an empty list)."""
    from evolution.core.puzzles import listing  # (pydantic reads the puzzles' data)

    return listing(game, lang)


def puzzle_start(game: str, puzzle: str, name: str, others: list | None = None, lang: str = "en") -> dict:
    """Open ``game``'s puzzle ``puzzle`` for ``name`` (seat 0; the other seats, named from ``others``, never
    decide): its save's label as any opened game's, and ``puzzle`` (puzzle_state). The page never keeps
    its save."""
    from evolution.core.puzzles import PuzzleSession, find

    session = PuzzleSession(game, find(game, puzzle), name, [str(o)[:40] for o in others or []])
    return {**_opened(session), "puzzle": session.info(lang)}


def puzzle_state(lang: str = "en") -> dict:
    """The open puzzle: {id, game, n, total, goal, hint, solution, rulings, outcome (null, true, false)}."""
    from evolution.core.puzzles import PuzzleSession

    session = _current()
    if not isinstance(session, PuzzleSession):
        raise LookupError("No puzzle is open")
    return session.info(lang)


def hint(player: int, lang: str = "en") -> dict:
    """What the medium computer player would do in ``player``'s seat: {action, move, why}."""
    return _current().hint(player, lang)


def explain(action: dict) -> str | None:
    """Why that move would be refused now (None if it is legal)."""
    return _current().explain(action)


def share_link() -> str:
    return _current().link()


def save_summary(save: str) -> dict:
    """A save slot's label: game, names, progress, whether it is over. SaveError if damaged."""
    return Session.from_json(save).summary()


def rules_help(lang: str = "en", game: str | None = None) -> list:
    """The rules panel of the open game (its ruleset's deck), or of ``game`` when none is open."""
    if _game is not None and game in (None, _game.game.id):
        return _game.game.help(_game.save.options, lang)
    return (get_game(game) if game else default_game()).help(None, lang)


for _name in __all__:
    globals()[_name] = _in_language(globals()[_name])
