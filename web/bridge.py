"""Functions the browser may call: ``window.evolution.call("<name>", "<JSON object>")``.

Contract (the dispatcher is in main.py and stays generic):
- only names listed in ``__all__`` can be called;
- the JSON object is passed as keyword arguments (``"{}"`` or no payload = no arguments);
- the return value is serialised with ``pydantic_core.to_json``: pydantic models, dicts, lists,
  tuples, str, int, float, bool and None all work;
- raise an exception to report an error; JS receives an Error with the same name and message
  (``IllegalAction``: a refused move, the message is the reason for the player; ``SaveError``:
  a save or link that cannot be loaded, the message says why).

Keep this a thin adapter over ``evolution.session.Session``: game rules belong in ``evolution``.
One game is open at a time (``_game``); every call that changes it returns the new save (JSON)
so the page can autosave it to localStorage.
"""

import functools
import sys

import pydantic

import evolution
from evolution.engine import IllegalAction
from evolution.messages import translate
from evolution.save import SaveError
from evolution.session import GameConfig, Session, help_entries

__all__ = ["hint", "info", "games", "new_game", "load_save", "load_link", "table", "act", "bot_step", "explain",
           "share_link", "save_summary", "rules_help", "bot_levels"]

_game: Session | None = None


def _in_language(function):
    """Give refusals and save errors (and a returned reason) in the caller's ``lang``."""

    @functools.wraps(function)
    def wrapper(*args, lang: str = "en", **kwargs):
        try:
            result = function(*args, **kwargs)
        except (IllegalAction, SaveError) as exc:
            raise type(exc)(translate(exc.args[0], lang)) from None
        return translate(result, lang) if isinstance(result, str) else result

    return wrapper


def info() -> dict:
    """Versions of the running engine and runtime."""
    return {
        "evolution": evolution.__version__,
        "pydantic": pydantic.VERSION,
        "python": sys.version.split()[0],
        "platform": sys.platform,
    }


def _current() -> Session:
    if _game is None:
        raise LookupError("No game is open")
    return _game


def _opened(session: Session) -> dict:
    global _game
    _game = session
    return {"save": session.to_json(), "players": len(session.save.seats)}


# --- TEMPORARY (ui-split branch): games() and new_game(game, options, ...) as the page expects them,
# until the engine restructuring brings the real ones. Replace this whole block at merge time.
_TEMP_LABELS = {
    "en": {"rules": "Rules", "nsg2": "North Star Games, 2nd edition",
           "nsg2_blurb": "The base game: 129 cards, 2 to 6 players.",
           "bsw": "German edition (110 cards)",
           "bsw_blurb": "The Schmidt Spiele deck and rules as played on Brettspielwelt, 2 to 5 players.",
           "quick": "Quick play (simultaneous, blind card play)"},
    "fr": {"rules": "Règles", "nsg2": "North Star Games, 2e édition",
           "nsg2_blurb": "Le jeu de base : 129 cartes, de 2 à 6 joueurs.",
           "bsw": "Édition allemande (110 cartes)",
           "bsw_blurb": "Le paquet et les règles de Schmidt Spiele, comme sur Brettspielwelt, de 2 à 5 joueurs.",
           "quick": "Partie rapide (tout le monde joue ses cartes en même temps, à l'aveugle)"},
}


def games(lang: str = "en") -> list[dict]:
    """TEMPORARY. The games the New game form offers, with their options, labelled in ``lang``."""
    from evolution.bots import BOTS

    w = _TEMP_LABELS.get(lang, _TEMP_LABELS["en"])
    return [{
        "id": "evolution", "name": "Evolution", "players": [2, 6],
        "bot_levels": [level for level in ("easy", "medium", "hard") if level in BOTS] or list(BOTS),
        "options": [
            {"key": "ruleset", "type": "choice", "label": w["rules"], "default": "nsg2", "choices": [
                {"value": "nsg2", "label": w["nsg2"], "blurb": w["nsg2_blurb"], "players": [2, 6]},
                {"value": "bsw", "label": w["bsw"], "blurb": w["bsw_blurb"], "players": [2, 5]},
            ]},
            {"key": "quick_play", "type": "bool", "label": w["quick"], "default": False},
        ],
    }]


def new_game(game: str = "evolution", options: dict | None = None, seats: list | None = None,
             seed: int | None = None) -> dict:
    """TEMPORARY. Start a game. ``seats``: [{"name": str, "bot": null | "easy" | ...}, ...] (2–6)."""
    options = options or {}
    if game != "evolution":
        raise LookupError(f"no game {game!r}")
    if options.get("ruleset", "nsg2") != "nsg2":
        raise ValueError(f"The {options['ruleset']} rules cannot be played yet.")
    return _opened(Session.new(GameConfig(seats=seats or [], quick_play=bool(options.get("quick_play")), seed=seed)))
# --- end of TEMPORARY


@_in_language
def load_save(save: str) -> dict:
    """Open a saved game (its JSON); SaveError if it is damaged. The open game is kept on error."""
    return _opened(Session.from_json(save))


@_in_language
def load_link(link: str) -> dict:
    """Open the game in a share link (the text after ``#g=``); SaveError if it is damaged."""
    return _opened(Session.from_link(link))


def table(viewer: int | None = None, lang: str = "en", log_from: int = 0) -> dict:
    """What to draw for ``viewer`` (a human seat, or null for nobody's secrets)."""
    return {"game": "evolution", **_current().table(viewer, lang, log_from)}  # TEMPORARY: "game" until merge


@_in_language
def act(action: dict) -> dict:
    """Play a human move; IllegalAction (the reason) if refused, and nothing changes."""
    game = _current()
    game.act(action)
    return {"save": game.to_json()}


def bot_step(slice: float | None = None) -> dict:
    """Let the waiting computer player think for about ``slice`` seconds (null: until it moves).
    ``done`` is false while it still thinks: call again after letting the page breathe."""
    game = _current()
    done, action = game.bot_think(slice)
    return {"done": done, "action": None if action is None else action.model_dump(),
            "save": game.to_json() if done else None}


def hint(player: int, lang: str = "en") -> dict:
    """What the medium computer player would do in ``player``'s seat: {action, move, why}."""
    try:
        return _current().hint(player, lang)
    except IllegalAction as exc:
        raise IllegalAction(translate(exc.args[0], lang)) from None


@_in_language
def explain(action: dict) -> str | None:
    """Why that move would be refused now (None if it is legal)."""
    return _current().explain(action)


def share_link() -> str:
    return _current().link()


@_in_language
def save_summary(save: str) -> dict:
    """A save slot's label: names, round, whether it is over. SaveError if damaged."""
    session = Session.from_json(save)
    state = session.state
    return {"names": session.names(), "round": state.round, "over": state.phase == "over",
            "moves": len(session.save.actions), "winners": state.winners}


def rules_help(lang: str = "en") -> list:
    return help_entries(lang)


def bot_levels() -> list[str]:
    """The bot levels the New game form offers: easy/medium/hard when the engine has them, else all."""
    from evolution.bots import BOTS

    return [level for level in ("easy", "medium", "hard") if level in BOTS] or list(BOTS)
