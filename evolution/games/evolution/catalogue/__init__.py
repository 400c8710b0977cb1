"""Evolution's words in every language the site speaks: one catalogue (core.messages.Catalogue).

Keys: a refusal's English template (the engine's ``msg``), and the words refusals take as parameters;
``log.<event>`` a log line; ``word.<x>`` a word of log lines and moves; ``food.<kind>`` a food's
plural; ``move.<kind>`` a move in words; ``reason.<code>`` a hint's reason (ai/hints.py); ``help.<x>``
a line of the rules panel; a ruleset's name and blurb (their English, rules.py). Trait and card
names and rule texts are card data (data/cards.json). German follows the German edition's words:
Tierart, Nahrungschips, Wasserloch, Startspieler (docs/german.md lists the trait names).
"""

from __future__ import annotations

from ....core.messages import Catalogue
from .de import DE
from .en import EN
from .fr import FR

__all__ = ["CATALOGUE", "DE", "EN", "FR"]

CATALOGUE = Catalogue({"en": EN, "fr": FR, "de": DE})
