"""Messages for players, and the one catalogue mechanism every game's words use.

Two kinds of entries live in a language's catalogue:
- a player message (refusal, save error) is keyed by its English template, like gettext: code
  writes ``msg("You have no card {n} in hand", n=3)``, which is the English string and remembers its
  template and parameters, so that ``translate(message, "de")`` says it in German later;
- any other text (a log line, a move, a hint's reason, a rules panel line) is keyed by a short id
  ("log.setup") and said with ``Catalogue.say(key, lang, **params)``.
Each game has one ``Catalogue`` ({language: {key: template}}); the core's own messages are below.
Plurals, French elision, lists and the colon are each language's ``Grammar`` (one place).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable

LANGUAGES = ("en", "fr", "de")


@dataclass(frozen=True)
class Grammar:
    """What a language does with numbers and lists, whatever the game."""

    singular: Callable[[int], bool]  # whether ``n`` takes the singular form
    and_word: str  # "A and B"
    colon: str  # "cards: ..." (French puts a space before it)


GRAMMAR = {
    "en": Grammar(lambda n: n == 1, "and", ": "),
    "fr": Grammar(lambda n: n in (0, 1), "et", " : "),  # "0 plante", "1 plante", "2 plantes"
    "de": Grammar(lambda n: n == 1, "und", ": "),
}


def grammar(lang: str) -> Grammar:
    return GRAMMAR.get(lang, GRAMMAR["en"])


# --- Plurals and French elision: the one place every game's text uses ------------------------------
#
# A template may write a plural as ``{n:plant|plants}`` (the word for ``n``, chosen by the language's
# rule) and a French "de" before a name as ``{who:de}`` ("de Bob", "d'Alice"). ``render`` fills such a
# template (each template is parsed once; then it costs one ``str.format``).

_ELIDES = frozenset("aeiouyhàâäéèêëîïôöùûüœæAEIOUYHÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ")  # vowel sounds, and a mute h
_ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")


def plural(n: int, one: str, other: str, lang: str = "en") -> str:
    """``one`` or ``other`` for ``n``: English says "1 plant", "0 plants"; French "0 plante", "1 plante"."""
    return one if grammar(lang).singular(n) else other


def de(name: str) -> str:
    """French "de" before ``name``, elided before a vowel sound: "de Bob", "d'Alice", "d'Élodie"."""
    return f"d'{name}" if name[:1] in _ELIDES else f"de {name}"


def roman(n: int) -> str:
    """An age or a set's number as printed on the cards: I to X."""
    return _ROMAN[n] if 0 < n < len(_ROMAN) else str(n)


def join_names(names: list[str], lang: str = "en") -> str:
    """"A", "A and B", "A, B and C" (French "et", German "und")."""
    if len(names) < 2:
        return "".join(names)
    return f"{', '.join(names[:-1])} {grammar(lang).and_word} {names[-1]}"


_SPECIAL = re.compile(r"\{(\w+):(de|[^{}|]*\|[^{}]*)\}")
_COMPILED: dict[str, tuple[str, tuple[tuple[str, str, tuple[str, ...]], ...]]] = {}


def _compile(template: str) -> tuple[str, tuple[tuple[str, str, tuple[str, ...]], ...]]:
    """The template with its plural and elision fields made plain ``{_0}``, ``{_1}``... (filled by
    ``render``), and those fields: (placeholder, parameter, ("de",) or (one, other))."""
    fields: list[tuple[str, str, tuple[str, ...]]] = []

    def plain(m: re.Match[str]) -> str:
        key = f"_{len(fields)}"
        fields.append((key, m.group(1), tuple(m.group(2).split("|", 1))))
        return "{" + key + "}"

    compiled = _COMPILED[template] = (_SPECIAL.sub(plain, template), tuple(fields))
    return compiled


def render(template: str, lang: str = "en", /, **params: Any) -> str:
    """``template`` filled with ``params``, with its plurals and elisions (see above) in ``lang``."""
    return fill(template, lang, params)


def fill(template: str, lang: str, params: dict[str, Any]) -> str:
    """``render`` with the parameters in a dict of the caller's, which it may add to (a log line's)."""
    plain, fields = _COMPILED.get(template) or _compile(template)
    for key, name, spec in fields:
        value = params[name]
        params[key] = de(str(value)) if len(spec) == 1 else plural(value, spec[0], spec[1], lang)
    return plain.format_map(params)


class Label(str):
    """A short name the game makes (a species' letter): the same in every language, never raw input."""


class Message(str):
    """An English message that knows its template and parameters."""

    template: str
    params: dict[str, Any]

    def __new__(cls, template: str, **params: Any) -> Message:
        self = super().__new__(cls, render(template, "en", **params))
        self.template, self.params = template, params
        return self


def msg(template: str, **params: Any) -> Message:
    return Message(template, **params)


# Every catalogue's entries by language (English: the keyed texts only; a message is its own English).
_TEMPLATES: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}


class Catalogue:
    """A game's words: {language: {key: template}}. English holds every keyed text; the other
    languages hold those and the translations of the game's messages (keyed by their English)."""

    def __init__(self, texts: dict[str, dict[str, str]]) -> None:
        self.texts = texts
        for lang, entries in texts.items():
            add_catalog(lang, entries)

    def text(self, key: str, lang: str) -> str:
        """The template of ``key`` in ``lang`` (English when that language lacks it)."""
        found = self.texts.get(lang, {}).get(key)
        return found if found is not None else self.texts["en"].get(key, key)

    def say(self, key: str, lang: str, /, **params: Any) -> str:
        """``key``'s text in ``lang``, filled with ``params`` (plurals, elisions: ``render``)."""
        return fill(self.text(key, lang), lang, params)


def add_catalog(lang: str, templates: dict[str, str]) -> None:
    """Teach ``translate`` templates (and the words messages take as parameters) in ``lang``."""
    _TEMPLATES.setdefault(lang, {}).update(templates)


def translate(text: str, lang: str) -> str:
    """``text`` in ``lang``; text that is not a known Message stays as it is (English)."""
    templates = _TEMPLATES.get(lang)
    if lang == "en" or not templates or not isinstance(text, Message) or text.template not in templates:
        return str(text)
    params = {k: templates.get(v, translate(v, lang)) if isinstance(v, str) and not isinstance(v, Label) else v
              for k, v in text.params.items()}
    return render(templates[text.template], lang, **params)


def is_known(text: object, lang: str = "fr") -> bool:
    """Whether ``text`` is a catalogued player message whose words are all catalogued too: such a
    message never carries raw input or Python's wording (numbers and labels are its only free
    parameters)."""
    templates = _TEMPLATES.get(lang, {})
    if not isinstance(text, Message) or text.template not in templates:
        return False
    return all(not isinstance(v, str) or isinstance(v, Label) or is_known(v, lang) or v in templates
               for v in text.params.values())


CORE_FR = {
    'This site does not have this game': "Ce site n'a pas ce jeu",
    'This {what} is damaged ({part})': 'Ce {what} est endommagé ({part})',
    'This game cannot start ({part})': 'Cette partie ne peut pas commencer ({part})',
    'saved game': 'fichier de partie',
    'link': 'lien',
    'move {n}': 'le coup {n}',
    'the seat list': 'la liste des places',
    'the options': 'les options',
    "the game's name": 'le nom du jeu',
    'the format number': 'le numéro de format',
    'its contents': 'son contenu',
    'its checksum': 'sa somme de contrôle',
    'the name of seat {n}': 'le nom de la place {n}',
    'This file is too large to be a saved game': 'Ce fichier est trop gros pour être une partie sauvegardée',
    'This is not a saved game': "Ce n'est pas une partie sauvegardée",
    'This link is too long to be a game': 'Ce lien est trop long pour être une partie',
    'This link is damaged: it has too many moves': 'Ce lien est endommagé : il a trop de coups',
    'There is no player {n}': "Il n'y a pas de joueur {n}",
    'The game is over': 'La partie est terminée',
    'It is not your turn': "Ce n'est pas votre tour",
    'There is no move of yours to take back': "Vous n'avez aucun coup à reprendre",
    "This replay cannot show that player's cards": 'Ce replay ne peut pas montrer les cartes de ce joueur',
    'A daily deal is played once: it cannot be taken over from a replay':
        "La donne du jour se joue une fois : elle ne peut pas être reprise depuis un replay",
    'A computer player sits there': 'Un joueur ordinateur est à cette place',
    'This game was saved by a newer version of the game (format {version}); this page reads format {current}':
        'Cette partie a été sauvegardée par une version plus récente du jeu (format {version}) ; cette page lit le format {current}',
    'This game was saved by an older version of the game (format {version}); this page reads format {current}':
        'Cette partie a été sauvegardée par une version plus ancienne du jeu (format {version}) ; cette page lit le format {current}',
    'This is not a saved game (it is not JSON)': "Ce n'est pas une partie sauvegardée (ce n'est pas du JSON)",
    'This file is empty': 'Ce fichier est vide',
    'This saved game is cut short (was its download interrupted?)':
        "Cette partie sauvegardée est incomplète (son téléchargement a-t-il été interrompu ?)",
    'Move {n} of this save is not legal ({why}); the save is damaged':
        "Le coup {n} de cette sauvegarde n'est pas permis ({why}) ; la sauvegarde est endommagée",
    'Move {n} of this save is not legal': "Le coup {n} de cette sauvegarde n'est pas permis",
    'This link is damaged (it ends in the middle of a move)':
        "Ce lien est endommagé (il s'arrête au milieu d'un coup)",
    'This link is damaged: it does not decode to a game (was it copied whole?)':
        'Ce lien est endommagé : il ne contient pas de partie (a-t-il été copié en entier ?)',
    'This link is damaged: it does not decode to a game': 'Ce lien est endommagé : il ne contient pas de partie',
    'This link is damaged: move {n} is not a legal move': "Ce lien est endommagé : le coup {n} n'est pas permis",
    'This replay link is damaged (its move number)': 'Ce lien de replay est endommagé (son numéro de coup)',
    'This replay link asks for move {n}, but its game has {total} moves':
        "Ce lien de replay demande le coup {n}, mais sa partie n'a que {total} coups",
    'This game has no move {n}': "Cette partie n'a pas de coup {n}",
    'There is no such puzzle': "Ce problème n'existe pas",
}
CORE_DE = {
    'This site does not have this game': 'Diese Seite hat dieses Spiel nicht',
    'This {what} is damaged ({part})': '{what} ist beschädigt ({part})',
    'This game cannot start ({part})': 'Diese Partie kann nicht beginnen ({part})',
    'saved game': 'Die gespeicherte Partie',
    'link': 'Der Link',
    'move {n}': 'Zug {n}',
    'the seat list': 'die Liste der Plätze',
    'the options': 'die Optionen',
    "the game's name": 'der Name des Spiels',
    'the format number': 'die Formatnummer',
    'its contents': 'der Inhalt',
    'its checksum': 'die Prüfsumme',
    'the name of seat {n}': 'der Name von Platz {n}',
    'This file is too large to be a saved game': 'Diese Datei ist zu groß für eine gespeicherte Partie',
    'This is not a saved game': 'Das ist keine gespeicherte Partie',
    'This link is too long to be a game': 'Dieser Link ist zu lang für eine Partie',
    'This link is damaged: it has too many moves': 'Dieser Link ist beschädigt: er hat zu viele Züge',
    'There is no player {n}': 'Es gibt keinen Spieler {n}',
    'The game is over': 'Die Partie ist vorbei',
    'It is not your turn': 'Du bist nicht am Zug',
    'There is no move of yours to take back': 'Du hast keinen Zug, den du zurücknehmen kannst',
    "This replay cannot show that player's cards": 'Diese Wiederholung kann die Karten dieses Spielers nicht zeigen',
    'A daily deal is played once: it cannot be taken over from a replay':
        'Das Tagesspiel wird einmal gespielt: es kann nicht aus einer Wiederholung übernommen werden',
    'A computer player sits there': 'Dort sitzt ein Computerspieler',
    'This game was saved by a newer version of the game (format {version}); this page reads format {current}':
        'Diese Partie wurde von einer neueren Version gespeichert (Format {version}); diese Seite liest Format {current}',
    'This game was saved by an older version of the game (format {version}); this page reads format {current}':
        'Diese Partie wurde von einer älteren Version gespeichert (Format {version}); diese Seite liest Format {current}',
    'This is not a saved game (it is not JSON)': 'Das ist keine gespeicherte Partie (es ist kein JSON)',
    'This file is empty': 'Diese Datei ist leer',
    'This saved game is cut short (was its download interrupted?)':
        'Diese gespeicherte Partie ist unvollständig (wurde ihr Download unterbrochen?)',
    'Move {n} of this save is not legal ({why}); the save is damaged':
        'Zug {n} dieser Partie ist nicht erlaubt ({why}); die Datei ist beschädigt',
    'Move {n} of this save is not legal': 'Zug {n} dieser Partie ist nicht erlaubt',
    'This link is damaged (it ends in the middle of a move)': 'Dieser Link ist beschädigt (er endet mitten in einem Zug)',
    'This link is damaged: it does not decode to a game (was it copied whole?)':
        'Dieser Link ist beschädigt: er enthält keine Partie (wurde er vollständig kopiert?)',
    'This link is damaged: it does not decode to a game': 'Dieser Link ist beschädigt: er enthält keine Partie',
    'This link is damaged: move {n} is not a legal move': 'Dieser Link ist beschädigt: Zug {n} ist nicht erlaubt',
    'This replay link is damaged (its move number)': 'Dieser Wiederholungslink ist beschädigt (seine Zugnummer)',
    'This replay link asks for move {n}, but its game has {total} moves':
        'Dieser Wiederholungslink verlangt Zug {n}, aber seine Partie hat nur {total} Züge',
    'This game has no move {n}': 'Diese Partie hat keinen Zug {n}',
    'There is no such puzzle': 'Dieses Rätsel gibt es nicht',
}
CORE = Catalogue({"en": {}, "fr": CORE_FR, "de": CORE_DE})
