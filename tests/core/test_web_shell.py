"""The site shell (web/shell*.js, its strings and styles) knows no game: Evolution's words live in
web/games/evolution*.  The shell dispatches to the game module that table().game names."""

from __future__ import annotations

import re

import pytest

from evolution.core.registry import declare, game_ids
from tests.conftest import ROOT
from tools.build.form import game_modules

WEB = ROOT / "web"

# The shell: its code, its strings, its styles, the page itself and the plumbing every game shares.
SHELL_FILES = sorted({*WEB.glob("shell*.js"), *WEB.glob("shell*.css"), WEB / "registry.js", WEB / "i18n.js",
                      WEB / "dom.js", WEB / "store.js", WEB / "store-progress.js", ROOT / "index.html"})

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


def test_every_game_has_its_page_module_named_by_its_id():
    """The page imports web/games/<id>.js for every game the engine lists (web/registry.js:
    loadGames): no list of modules to keep, so each game's module must be there and register that id."""
    ids = game_ids()
    assert {"evolution", "s-evolution"} <= set(ids)
    for game_id in ids:
        module = ROOT / "tests" / "nim" / "nim.js" if game_id == "nim" else WEB / "games" / f"{game_id}.js"
        assert re.search(rf'registerGame\(\{{\s*id: "{game_id}",', module.read_text()), module


def test_the_build_preloads_every_module_of_the_games_and_no_other():
    """index.html's modulepreload links (tools/build/form.py) reach every module of web/games/ from the
    site's games: none is fetched late, none is dead."""
    site_games = [game_id for game_id in game_ids() if game_id != "nim"]
    preloaded = game_modules(site_games)
    assert preloaded[:len(site_games)] == [f"{game_id}.js" for game_id in site_games]
    assert {"evolution-i18n-de.js", "evolution-board.js", "s-evolution-tutorial.js"} <= set(preloaded)
    assert sorted(preloaded) == sorted(p.name for p in (WEB / "games").glob("*.js"))


def test_a_game_id_must_be_able_to_name_a_file():
    for bad in ["Nim", "../shell", "nim.js", "", "a" * 33, "x/y"]:
        with pytest.raises(ValueError, match="names web/games/<id>.js"):
            declare(bad, "tests.nim")
    assert "nim" in game_ids()  # (the fixture game's id passes: tests/conftest.py registers it)


def test_the_coach_says_choose_never_click():
    """The coach speaks to mouse, touch and keyboard players alike (Learn to play on a phone said "click"):
    its steps name no mouse verb in any language."""
    tutorials = sorted((WEB / "games").glob("*-tutorial.js"))
    assert tutorials
    for path in tutorials:
        mouse = re.findall(r"\b\w*(?:click|cliqu|klick)\w*", path.read_text(), re.IGNORECASE)
        assert not mouse, (path.name, mouse)
