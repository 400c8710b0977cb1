"""A third game is one package: the fixture game tests/nim, played to the end in real Chromium.

The site here is the built site plus the fixture's three pieces and nothing else: its package
(added to the engine zip as evolution/games/nim), its ``declare`` line (appended to
evolution/games/__init__.py in that zip: imported when first asked for, so its pydantic models wait
for pydantic as every game's boundary does) and its page module (web/games/nim.js, which the page
imports because the engine lists the game: web/registry.js, loadGames). A real build would also
list it in the New game form's build-time data (and preload its module); this copy of the site
empties that data, so the page asks the engine which games there are. The real site never offers
it: only this test's copy of the site has it.
"""

from __future__ import annotations

import io
import random
import re
import shutil
import threading
import zipfile
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

import build
from tests.browser.pages import FAST, MODE, new_game, open_site

pytestmark = pytest.mark.browser

NIM = Path(__file__).resolve().parents[1] / "nim"
TABLE = ".game[data-game='nim']"


def with_fixture_game(engine_zip: bytes) -> bytes:
    """The engine zip plus the fixture's package and its registration line (the compiled
    evolution/games/__init__ is left out, so the edited source is what runs)."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(engine_zip)) as old, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as new:
        for item in old.infolist():
            if item.filename.startswith("evolution/games/__pycache__/__init__."):
                continue
            data = old.read(item)
            if item.filename == "evolution/games/__init__.py":
                data += b'declare("nim", "evolution.games.nim")  # (the fixture game: this test\'s site only)\n'
            new.writestr(item, data)
        new.writestr("evolution/games/nim/__init__.py", (NIM / "__init__.py").read_bytes())
    return out.getvalue()


@pytest.fixture(scope="module")
def nim_site(site_dir, tmp_path_factory):
    """The built site with the fixture game added, served on 127.0.0.1."""
    site = tmp_path_factory.mktemp("nim") / "dist"
    shutil.copytree(site_dir, site)
    [engine] = site.glob("app/evolution-*.zip")
    engine.write_bytes(with_fixture_game(engine.read_bytes()))
    shutil.copyfile(NIM / "nim.js", site / "web/games/nim.js")
    # The New game form's build-time data lists the site's games only: emptied, the page asks the engine.
    # The build's memory snapshot holds the engine as built, imported: not this copy's engine, so this
    # copy starts Python the plain way (tools/build/snapshot.py).
    page = site / "index.html"
    text = re.sub(r'(<script type="application/json" id="games-data">).*?(</script>)', r"\1\2",
                  page.read_text(encoding="utf-8"), flags=re.S)
    page.write_text(re.sub(r'data-snapshot="[^"]+"', 'data-snapshot=""', text), encoding="utf-8")
    server = build.make_server(site, 0, "/", quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


def test_the_fixture_game_is_played_to_the_end_in_the_browser(page: Page, nim_site):
    open_site(page, nim_site + FAST)
    new_game(page, [("Ann", False), ("Bot", True)], seed=3, game="nim")
    rng = random.Random(3)
    for _ in range(40):
        page.wait_for_function(f"['play', 'over'].includes({MODE})", timeout=30_000)
        if page.evaluate(MODE) == "over":
            break
        expect(page.locator(f"{TABLE} .my-card")).to_contain_text("Your card: ")
        buttons = page.locator(f"{TABLE} [data-legal]")
        before = int(page.evaluate("document.querySelector('.game').dataset.moves"))
        buttons.nth(rng.randrange(buttons.count())).click()
        page.wait_for_function(f"+document.querySelector('.game').dataset.moves > {before}")
    assert page.evaluate(MODE) == "over"
    expect(page.locator(f"{TABLE} .heap")).to_have_text("0 stones")
