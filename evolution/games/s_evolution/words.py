"""English words that refusals and card labels take as parameters (``core.messages``: their other
languages are in catalogue.py)."""

from __future__ import annotations

from ...core.messages import roman

SUIT_NAMES = {"F": "Food", "T": "Tools", "S": "Science"}
COLOUR_NAMES = {"R": "Red", "G": "Green", "B": "Blue", "Y": "Yellow"}
BUILDING_NAMES = {"farm": "Farm", "factory": "Factory", "lab": "Lab", "commerce": "Commerce",
                  "prestige": "Prestige", "shield": "Shield"}
CALAMITY_NAMES = {"famine": "Famine", "earthquake": "Earthquake", "fanaticism": "Fanaticism",
                  "obscurantism": "Obscurantism", "invasion": "Invasion", "epidemic": "Epidemic",
                  "decadence": "Decadence", "hurricane": "Hurricane"}
ROMAN = tuple(roman(n) if n else "" for n in range(7))
