"""English words that refusals and card labels take as parameters (``core.messages``: their other
languages are in catalogue/)."""

from __future__ import annotations

from ...core.messages import roman

SUIT_NAMES = {"F": "Food", "T": "Tools", "S": "Science"}
COLOUR_NAMES = {"R": "Red", "G": "Green", "B": "Blue", "Y": "Yellow"}
# A Discovery set is named by its own symbol, never by a player's colour (the data keys a set by a deck
# letter, cards.json "discovery_colours"; a red player's hand holding "Discovery V Red" read as theirs).
SET_NAMES = {"R": "Sun", "G": "Moon", "B": "Star", "Y": "Wave"}
SET_IDS = {k: v.lower() for k, v in SET_NAMES.items()}  # the page's glyph for the set (web/glyphs.js)
BUILDING_NAMES = {"farm": "Farm", "factory": "Factory", "lab": "Lab", "commerce": "Commerce",
                  "prestige": "Prestige", "shield": "Shield"}
CALAMITY_NAMES = {"famine": "Famine", "earthquake": "Earthquake", "fanaticism": "Fanaticism",
                  "obscurantism": "Obscurantism", "invasion": "Invasion", "epidemic": "Epidemic",
                  "decadence": "Decadence", "hurricane": "Hurricane"}
ROMAN = tuple(roman(n) if n else "" for n in range(7))
