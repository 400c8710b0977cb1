"""The built site in real Chromium: first paint, engine boot, origin-only requests, offline, sub-path."""

from __future__ import annotations

import base64
import hashlib
import importlib
import json
import re
import shutil
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, Page, expect

import build
from tests.browser.conftest import record_csp_violations

pytestmark = pytest.mark.browser

READY_TIMEOUT_MS = 60_000  # cold boot is ~4-5 s here; 2-core CI machines can be much slower

ENGINE_STATE = "document.documentElement.dataset.engine"


def wait_engine(page: Page) -> None:
    """Wait until the boot shell leaves 'loading'; fail with its message if it reports an error."""
    page.wait_for_function(f"{ENGINE_STATE} !== 'loading'", timeout=READY_TIMEOUT_MS)
    state = page.evaluate(ENGINE_STATE)
    assert state == "ready", page.locator("#boot-status").text_content()


def wait_offline_ready(page: Page) -> None:
    page.wait_for_function("document.documentElement.dataset.offline === 'ready'",
                           timeout=READY_TIMEOUT_MS)


def open_offline_ready(context: BrowserContext, url: str) -> tuple[Page, str]:
    """A new page of ``url`` once the engine runs and every file is cached, and the name of its cache."""
    page = context.new_page()
    page.goto(url)
    wait_engine(page)
    wait_offline_ready(page)
    [cache] = page.evaluate("caches.keys()")
    return page, cache


def deploy_next(site) -> None:
    """Deploy a new version of the site in folder ``site``: only the service worker's cache version changes."""
    sw = site / "sw.js"
    sw.write_text(re.sub(r'const VERSION = "([\w-]+)"', r'const VERSION = "\1-next"', sw.read_text()))


def record_requests(context: BrowserContext) -> tuple[list[str], list[str]]:
    """Every request of the context (pages and service worker) and every failed/HTTP-error one."""
    urls, bad = [], []
    context.on("request", lambda r: urls.append(r.url))
    context.on("requestfailed", lambda r: bad.append(f"{r.url} {r.failure}"))
    context.on("response", lambda r: r.status >= 400 and bad.append(f"{r.url} HTTP {r.status}"))
    return urls, bad


def test_menu_paints_before_python(page: Page, site_url: str) -> None:
    held = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))  # Python waits for this
    page.goto(site_url, wait_until="domcontentloaded")

    expect(page.get_by_role("heading", name="Evolution")).to_be_visible()
    expect(page.locator("#new-game")).to_be_enabled()  # its form comes from the build (games-data)
    for button in page.locator("#menu button[data-requires-engine]").all():
        expect(button).to_be_disabled()
    expect(page.locator("main#table")).to_be_attached()
    expect(page.locator("#boot-progress")).to_be_visible()
    assert page.evaluate(ENGINE_STATE) == "loading"
    page.wait_for_function("performance.getEntriesByType('paint').length > 0")  # it did paint

    page.wait_for_function("document.getElementById('boot-progress').value >= 0.1")  # PyScript ran
    expect(page.locator("#boot-status")).not_to_have_text("Loading…")
    for route in held:
        route.continue_()
    page.unroute("**/pyodide.asm.wasm")
    wait_engine(page)
    for button in page.locator("#menu button").all():
        expect(button).to_be_enabled()
    expect(page.locator("#boot")).to_be_hidden()


def test_a_click_before_the_engine_shows_the_busy_cue_then_acts(page: Page, site_url: str) -> None:
    """The busy cue: the New game form opens before Python has started (its games, options
    and levels were written at build time); Start, clicked then, says it waits and starts the game
    as soon as the engine is loaded."""
    held = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))  # Python waits for this
    page.goto(site_url + "?botdelay=0", wait_until="domcontentloaded")
    page.click("#new-game")
    form = page.locator("#new-dialog")
    expect(form.locator("#game")).to_have_value("evolution")
    start = form.locator("button[type=submit]")
    start.click()
    expect(start).to_have_attribute("aria-busy", "true")
    start.click()  # a second click changes nothing: one game
    assert page.evaluate(ENGINE_STATE) == "loading"
    for route in held:
        route.continue_()
    page.unroute("**/pyodide.asm.wasm")
    page.wait_for_function("['play', 'bot'].includes(document.querySelector('.game')?.dataset.mode)",
                           timeout=READY_TIMEOUT_MS)
    expect(form).to_be_hidden()
    assert page.evaluate("document.querySelector('.game').dataset.moves") == "0"
    assert page.evaluate("JSON.parse(evolution.call('table', '{}')).view.players.length") == 4


def test_engine_ready_and_bridge(page: Page, site_url: str) -> None:
    evolution = importlib.import_module("evolution")
    page.goto(site_url)
    wait_engine(page)
    assert page.evaluate("window.evolution.version()") == evolution.__version__
    assert "info" in page.evaluate("window.evolution.functions()")
    info = page.evaluate("JSON.parse(window.evolution.call('info', '{}'))")
    assert info["evolution"] == evolution.__version__
    assert info["pydantic"] == "2.14.3"
    assert info["python"].startswith("3.14")
    error = page.evaluate("""() => {
        try { window.evolution.call('no_such_function', '{}'); return null; }
        catch (e) { return {name: e.name, message: e.message, isError: e instanceof Error}; }
    }""")
    assert error == {"name": "LookupError", "isError": True,
                     "message": "no bridge function 'no_such_function'; known: "
                                + ", ".join(page.evaluate("window.evolution.functions()"))}


def test_ready_means_every_call_works_at_once(page: Page, site_url: str) -> None:
    """main.py installs and imports the engine after "ready", in the background: a call made in the
    very task that says ready (before any background step ran) waits for it and works, and so does a
    click on New game made then."""
    page.add_init_script("""addEventListener("evolution:ready", () => {
        const loadedBefore = document.documentElement.dataset.engineLoaded ?? null;
        const games = JSON.parse(window.evolution.call("games", '{"lang": "en"}'));
        document.getElementById("new-game").click();
        window.atReady = {loadedBefore, games: games.map((g) => g.id),
                          form: !!document.querySelector("#new-dialog[open] button[type=submit]")};
    });""")
    page.goto(site_url)
    wait_engine(page)
    at_ready = page.evaluate("window.atReady")
    assert at_ready == {"loadedBefore": None, "games": ["evolution", "s-evolution"], "form": True}
    page.wait_for_function("document.documentElement.dataset.engineLoaded !== undefined",
                           timeout=READY_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.engineLoaded") == "yes"
    expect(page.locator("#new-dialog")).to_be_visible()


def test_python_ships_compiled(site_dir) -> None:
    """tools/build/bytecode.py: the modules a game imports come as .pyc made by Pyodide's CPython."""
    import zipfile

    if not shutil.which("node"):
        pytest.skip("node is not installed: the build ships sources only")
    info = json.loads((site_dir / "build-info.json").read_text())
    assert (info["bytecode"] or "").startswith("CPython 3.14"), "the build fell back to sources: see its log"
    pyodide = site_dir / "vendor" / "pyodide"
    stdlib = set(zipfile.ZipFile(pyodide / "python_stdlib.zip").namelist())
    assert {"typing.pyc", "json/__init__.pyc", "asyncio/events.pyc"} <= stdlib
    assert "typing.py" not in stdlib and "argparse.py" in stdlib  # unused modules stay source
    # developer tools and mail clients are left out (the build checked the page imports none)
    assert not [m for m in stdlib if m.startswith(build.STDLIB_PARTS_UNUSED)]
    assert "unittest/__init__.py" not in stdlib and "pdb.py" not in stdlib
    wheel = zipfile.ZipFile(next(pyodide.glob("pydantic-*.whl"))).namelist()
    assert "pydantic/main.pyc" in wheel and "pydantic/main.py" not in wheel
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())["packages"]
    assert "micropip" not in lock
    for entry in lock.values():  # the lock names the rewritten wheels' digests
        assert entry["sha256"] == build.sha256((pyodide / entry["file_name"]).read_bytes())
    engine = zipfile.ZipFile(next((site_dir / "app").glob("evolution-*.zip"))).namelist()
    assert "evolution/games/evolution/engine.py" in engine and "evolution/core/save.py" in engine
    assert "evolution/games/evolution/__pycache__/engine.cpython-314.pyc" in engine
    assert "evolution/games/evolution/data/cards.json" in engine


def test_every_request_stays_on_origin(context: BrowserContext, site_url: str) -> None:
    urls, bad = record_requests(context)
    page = context.new_page()
    page.goto(site_url)
    wait_engine(page)
    wait_offline_ready(page)  # includes the service worker's precache requests

    origin = urlsplit(site_url)[:2]
    foreign = [u for u in urls if urlsplit(u)[:2] != origin]
    assert not foreign, foreign
    assert not bad, bad
    assert any(u.endswith("pyodide.asm.wasm") for u in urls)  # the recording saw the real boot


def test_the_page_carries_its_content_security_policy(site_dir) -> None:
    """tools/build/csp.py: the policy comes first in <head> (a <meta> covers only what follows it), lets
    scripts come from the site and, by hash, the page's own inline scripts; nothing leaves the origin."""
    page = (site_dir / "index.html").read_text(encoding="utf-8")
    metas = re.findall(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">', page)
    assert len(metas) == 1 and page.index("Content-Security-Policy") < page.index("<script")
    policy = {d.split()[0]: d.split()[1:] for d in metas[0].split("; ")}
    assert policy["default-src"] == ["'self'"] and policy["connect-src"] == ["'self'"]
    assert policy["object-src"] == ["'none'"] and policy["base-uri"] == ["'none'"]
    inline = [m.group(2) for m in re.finditer(r"<script([^>]*)>(.*?)</script>", page, re.DOTALL)
              if "src=" not in m.group(1) and 'type="py"' not in m.group(1)
              and 'type="application/json"' not in m.group(1)]  # data (the New game form's), never run
    hashes = [f"'sha256-{base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()}'" for body in inline]
    assert inline and policy["script-src"] == ["'self'", "'wasm-unsafe-eval'", "'unsafe-eval'", *hashes]
    assert "'unsafe-inline'" not in metas[0] and "*" not in metas[0]


def test_the_policy_blocks_an_injected_script_and_reports_it(browser, site_url: str) -> None:
    """An inline script or handler the page did not ship (what an escaping slip would let a link or a
    save file inject) does not run, and the page hears a securitypolicyviolation event for it."""
    context = browser.new_context()  # not the `context` fixture: it fails a test on any violation
    violations = record_csp_violations(context)
    page = context.new_page()
    page.goto(site_url)
    wait_engine(page)
    # Resolves with the violation, or with "ran" if the injected code runs (the test then fails at once).
    inject = """(handler) => new Promise((resolve) => {
      document.addEventListener("securitypolicyviolation", (event) =>
        resolve([event.effectiveDirective, event.blockedURI]), { once: true });
      window.addEventListener("injected", () => resolve(["ran"]), { once: true });
      const code = "window.injected = 1; dispatchEvent(new Event('injected'))";
      if (handler) { // (built node by node: markup from a string is refused first, see the next test)
        const img = document.createElement("img");
        img.setAttribute("onload", code);
        img.src = "./icon.svg";
        document.body.append(img);
      } else document.head.append(Object.assign(document.createElement("script"), { text: code }));
    })"""
    assert page.evaluate(inject, False) == ["script-src-elem", "inline"]
    assert page.evaluate(inject, True) == ["script-src-attr", "inline"]
    assert page.evaluate("window.injected") is None
    assert [v.split()[0] for v in violations] == ["script-src-elem", "script-src-attr"]
    expect(page.locator("#new-game")).to_be_enabled()  # the page goes on working
    context.close()


HTML_SINKS = """() => {
  window.seenViolations = [];
  document.addEventListener("securitypolicyviolation", (event) => window.seenViolations.push(event.effectiveDirective));
  return ["innerHTML", "outerHTML", "insertAdjacentHTML"].map((sink) => {
    const box = document.body.appendChild(document.createElement("div"));
    try {
      if (sink === "insertAdjacentHTML") box.insertAdjacentHTML("beforeend", "<b class=injected>x</b>");
      else box[sink] = "<b class=injected>x</b>";
      return [sink, "took it"];
    } catch (error) {
      return [sink, error.name];
    } finally {
      box.remove();
    }
  }); }"""


def test_a_string_given_to_an_html_sink_throws_and_no_policy_makes_html(browser, site_url: str) -> None:
    """tools/build/csp.py, Trusted Types: markup from a string (what an escaping slip would let a link
    or a save file inject) is refused before it is parsed, and reported; index.html's policies make
    script URLs of the site only and never HTML. The page itself never needs either (a game is played:
    the `context` fixture of every other browser test fails on any violation)."""
    context = browser.new_context()  # not the `context` fixture: it fails a test on any violation
    page = context.new_page()
    page.goto(site_url)
    wait_engine(page)
    assert page.evaluate(HTML_SINKS) == [["innerHTML", "TypeError"], ["outerHTML", "TypeError"],
                                         ["insertAdjacentHTML", "TypeError"]]
    assert page.locator(".injected").count() == 0
    refused = page.evaluate("""() => [
      (() => { try { evolutionPolicy.createHTML("<b>"); return "made"; } catch (e) { return e.name; } })(),
      (() => { try { evolutionPolicy.createScriptURL("https://example.com/x.js"); return "made"; }
               catch (e) { return e.name; } })(),
      (() => { try { trustedTypes.createPolicy("other", {}); return "made"; } catch (e) { return e.name; } })()]""")
    assert refused == ["TypeError", "TypeError", "TypeError"]
    page.wait_for_function("window.seenViolations.length >= 4")  # (each is reported as a task of its own)
    assert page.evaluate("window.seenViolations") == ["require-trusted-types-for"] * 3 + ["trusted-types"]
    expect(page.locator("#new-game")).to_be_enabled()  # the page goes on working
    context.close()


def test_offline_reload_after_first_visit(context: BrowserContext, site_url: str) -> None:
    page = context.new_page()
    page.goto(site_url)
    wait_engine(page)
    wait_offline_ready(page)

    context.set_offline(True)
    _, bad = record_requests(context)
    page.reload()
    wait_engine(page)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    second = context.new_page()  # a new tab, still offline
    second.goto(site_url)
    wait_engine(second)
    assert not bad, bad


def test_works_under_a_sub_path(context: BrowserContext, serve) -> None:
    base = serve("/evolution/")
    urls, bad = record_requests(context)
    page = context.new_page()
    page.goto(base)
    wait_engine(page)
    wait_offline_ready(page)
    assert page.evaluate("window.evolution.version()")
    outside = [u for u in urls if not u.startswith(base)]
    assert not outside, outside
    assert not bad, bad


def test_a_new_deploy_waits_for_the_reload_button(context: BrowserContext, own_site) -> None:
    site, url = own_site
    page, old_cache = open_offline_ready(context, url)
    deploy_next(site)
    page.reload()  # served by the old worker; the new one installs and waits
    wait_engine(page)
    expect(page.locator("#update")).to_be_visible(timeout=READY_TIMEOUT_MS)
    assert old_cache in page.evaluate("caches.keys()")  # this tab keeps its files meanwhile

    with page.expect_navigation():
        page.locator("#update-reload").click()
    wait_engine(page)
    assert [key.endswith("-next") for key in page.evaluate("caches.keys()")] == [True]
