"""A look of its own, drawn inline (web/glyphs.js): the home page shows each game with a picture; on
Evolution's table a species is a herd whose creature grows with body size and whose number follows the
population, plants and food values carry a leaf; every S-Evolution resource, building, age and Discovery
set the engine names has a glyph. No image or font is downloaded, and no serious axe violation."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.pages import open_site, resume
from tests.browser.test_a11y import axe_source, serious_violations  # noqa: F401  (a fixture)
from tests.browser.test_look import position
from tests.browser.test_s_evolution_look import position as s_position

pytestmark = pytest.mark.browser
GLYPHS = "import(new URL('web/glyphs.js', document.baseURI))"


def downloads(page: Page) -> list[str]:
    found: list[str] = []
    page.on("request", lambda r: r.resource_type in ("image", "font", "media") and found.append(r.url))
    return found


def test_the_home_page_shows_each_game_with_its_picture(page: Page, site_url: str, axe_source: str) -> None:  # noqa: F811
    fetched = downloads(page)
    open_site(page, site_url)
    games = page.locator("#home-games .home-game")
    expect(games).to_have_count(2)
    for k in range(2):
        expect(games.nth(k).locator("svg.game-picture path")).not_to_have_count(0)
    assert [games.nth(k).inner_text().strip() for k in range(2)] == ["Evolution", "S-Evolution 2.0"]
    assert serious_violations(page, axe_source) == []
    games.nth(1).click()  # S-Evolution's picture opens the New game form on S-Evolution
    expect(page.locator("#new-dialog form.new-game[data-game='s-evolution']")).to_be_visible()
    page.keyboard.press("Escape")
    page.click("#lang-toggle [data-lang=fr]")
    expect(games.first).to_have_attribute("aria-label", "Nouvelle partie : Évolution")
    assert fetched == []


def test_a_species_is_drawn_as_a_herd_that_grows_with_size_and_population(page: Page, site_url: str,
                                                                         axe_source: str) -> None:  # noqa: F811
    fetched = downloads(page)
    resume(page, site_url, position("play_cards", min_round=4))  # (a species of size 3 among those of 1)
    drawn = page.evaluate("""() => [...document.querySelectorAll('.species')].map((node) => {
        const svg = node.querySelector('.sp-title svg.silhouette');
        const paths = svg ? [...svg.querySelectorAll('path')] : [];
        return {size: svg && +svg.dataset.size, pop: svg && +svg.dataset.pop, herd: paths.length,
                height: paths.length ? paths[paths.length - 1].getBoundingClientRect().height : 0}; })""")
    species = [s for p in page.evaluate("JSON.parse(evolution.call('table', JSON.stringify({viewer: 0})))")["view"]["players"]
               for s in p["species"]]
    assert len(drawn) == len(species) >= 2
    for d, s in zip(drawn, species, strict=True):
        assert (d["size"], d["pop"], d["herd"]) == (s["size"], s["pop"], max(1, min(s["pop"], 6))), (d, s)
    by_size = {d["size"]: d["height"] for d in drawn}
    sizes = sorted(by_size)
    assert len(sizes) >= 2 and all(by_size[a] < by_size[b] for a, b in zip(sizes, sizes[1:])), by_size
    plants = page.evaluate("JSON.parse(evolution.call('table', JSON.stringify({viewer: 0})))")["view"]["watering_hole"]
    expect(page.locator(".watering-hole .token.plant svg[data-glyph='food.plant']")).to_have_count(min(plants, 12))
    expect(page.locator(".hand .card .cfood svg[data-glyph='food.plant']")).not_to_have_count(0)
    assert serious_violations(page, axe_source) == []
    assert fetched == []


def test_every_s_evolution_term_the_engine_names_has_a_glyph(page: Page, site_url: str) -> None:
    resume(page, site_url, s_position(lambda s: s.state.round >= 2 and s.state.players[0].disc_up))
    missing = page.evaluate(f"""async () => {{
        const {{ hasGlyph }} = await {GLYPHS};
        const p = JSON.parse(evolution.call('table', JSON.stringify({{viewer: 0}})));
        const ids = [...p.suits.map((s) => `suit.${{s.suit}}`),
            ...p.boards[0].building_list.map((b) => `building.${{b.id}}`),
            ...p.age_numerals.map((_, k) => `age.${{k + 1}}`),
            ...p.boards.flatMap((b) => [...b.disc_up, ...b.disc_down]).map((c) => `set.${{c.set}}`)];
        return ids.filter((id) => !hasGlyph(id)); }}""")
    assert missing == []
    expect(page.locator(".board.viewer .discoveries li.up svg[data-glyph^='set.']")).not_to_have_count(0)
