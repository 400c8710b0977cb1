"""The site shell (web/shell*.js, its strings and styles) knows no game: Evolution's words live in
web/games/evolution*.  The shell dispatches to the game module that table().game names."""

from __future__ import annotations

import re

from tests.conftest import ROOT

WEB = ROOT / "web"

# The shell: its code, its strings, its styles, the page itself and the plumbing every game shares.
SHELL_FILES = sorted({*WEB.glob("shell*.js"), *WEB.glob("shell*.css"), WEB / "registry.js", WEB / "i18n.js",
                      WEB / "dom.js", WEB / "store.js", ROOT / "index.html"})

# Words of the board game Evolution (its table, its rules and its New game options).
EVOLUTION_WORDS = ["species", "trait", "watering", "carnivore", "fat tissue", "food", "plant", "hunt", "feeding",
                   "intelligence", "darwin", "ruleset", "quick_play", "quick play", "nsg2", "bsw"]


def test_the_shell_holds_no_evolution_word():
    pattern = re.compile("|".join(re.escape(w) for w in EVOLUTION_WORDS), re.IGNORECASE)
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for path in SHELL_FILES for n, line in enumerate(path.read_text().splitlines(), 1)
             if pattern.search(line)]
    assert not found, "game words in the shell (move them to web/games/):\n" + "\n".join(found)


def test_the_word_list_does_find_them_in_the_game_module():
    """Guard against a test that passes because it reads nothing: the game's files use those words."""
    assert len(SHELL_FILES) >= 8 and all(p.is_file() for p in SHELL_FILES)
    game = "".join(p.read_text() for p in (WEB / "games").glob("evolution*")).lower()
    assert all(w in game for w in ["species", "trait", "watering", "carnivore", "fat tissue", "food", "hunt"])


def test_every_game_module_is_listed_and_registers_itself():
    listed = re.findall(r'^import "\./([\w-]+\.js)";', (WEB / "games" / "index.js").read_text(), re.MULTILINE)
    assert "evolution.js" in listed
    for name in listed:
        source = (WEB / "games" / name).read_text()
        assert "registerGame(" in source, name
