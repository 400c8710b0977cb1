"""S-Evolution's words in every language the site speaks: one catalogue (core.messages.Catalogue).

Keys: a refusal's English template (the engine's ``msg``, card labels: cards.label) and the words
they take as parameters (suits, colours, buildings, calamities, decisions: words.py); ``log.<event>``
a log line and ``phrase.<x>`` its parts; ``move.<kind>`` a move; ``obligation.<x>`` the rule a card
is played under; ``reason.<code>`` a hint's reason; ``age.``, ``building.``, ``calamity.`` the rules
panel; ``decision.<step>`` what the player to move decides; ``term.<x>`` a board term's tip (terms.py).
"""

from __future__ import annotations

from ....core.messages import Catalogue
from .de import DE
from .en import EN
from .fr import FR

__all__ = ["CATALOGUE", "DE", "EN", "FR"]

CATALOGUE = Catalogue({"en": EN, "fr": FR, "de": DE})
