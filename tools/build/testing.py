"""The README's test command: set up .venv with the test extras, the pinned JS linter (npm), Debian's
browsers, then run pytest."""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys

from .common import ROOT, BuildError, log, sha256


# Debian packages the browser tests drive: package -> what must exist once it is installed. Chromium is
# required (Playwright runs most browser tests in it); the others serve tests/browser/test_any_browser.py,
# which skips without them outside CI (with CI set it fails, so CI must get them).
TEST_BROWSERS = {
    "chromium": [os.environ.get("CHROMIUM", "/usr/bin/chromium")],
    "chromium-driver": ["/usr/bin/chromedriver"],
    "firefox-esr": ["/usr/bin/firefox-esr"],
    "webkit2gtk-driver": ["/usr/bin/WebKitWebDriver", "/usr/lib/*/webkit2gtk-4.1/MiniBrowser"],
    "xvfb": ["/usr/bin/Xvfb"],
}


def _missing_browsers() -> list[str]:
    return [pkg for pkg, paths in TEST_BROWSERS.items() if not all(glob.glob(path) for path in paths)]


def install_test_browsers() -> None:
    """apt-get the TEST_BROWSERS packages that are missing (as root); Playwright's and Selenium Manager's
    own browser and driver downloads are never used (they do not work here)."""
    missing = _missing_browsers()
    if not missing:
        return
    ci = bool(os.environ.get("CI"))
    if os.geteuid() == 0 and shutil.which("apt-get"):
        log(f"installing Debian's {', '.join(missing)}")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        try:
            subprocess.run(["apt-get", "update", "-qq"], check=True, env=env)
            subprocess.run(["apt-get", "install", "-y", "-qq", *missing], check=True, env=env)
        except subprocess.CalledProcessError as exc:
            if ci or "chromium" in missing:
                raise
            log(f"apt-get failed ({exc}); the tests of the browsers it could not install will skip")
        missing = _missing_browsers()
    if "chromium" in missing:
        raise BuildError("Chromium is missing: install Debian's package (sudo apt-get install chromium)")
    if missing:
        message = (f"missing Debian packages {' '.join(missing)}: "
                   f"sudo apt-get install {' '.join(missing)} (test_any_browser.py needs them)")
        if ci:
            raise BuildError(message)
        log(message + "; those browsers' tests will skip")


def install_js_linter() -> None:
    """`npm ci` the JS tools pinned in package-lock.json (ESLint and TypeScript, run by tests/core/test_lint.py) into
    node_modules/, again only when the lock changes. Without npm the lint test skips outside CI."""
    lock = ROOT / "package-lock.json"
    stamp = ROOT / "node_modules" / ".package-lock.sha256"
    digest = sha256(lock.read_bytes())
    if stamp.is_file() and stamp.read_text() == digest:
        return
    npm = shutil.which("npm")
    if not npm:
        if os.environ.get("CI"):
            raise BuildError("npm is missing: install Node.js/npm (the JS lint test needs ESLint)")
        log("npm not found: the JS lint test will skip")
        return
    log("installing the pinned JS linter (npm ci)")
    # --ignore-scripts: nothing in the lock needs an install script; none may run.
    subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--ignore-scripts"], cwd=ROOT, check=True)
    stamp.write_text(digest)


def run_tests(pytest_args: list[str]) -> int:
    """The README's test command (CI runs it): set up .venv with the test extras (ruff and mypy among them) and
    node_modules/ with ESLint, make sure Debian's browsers are there (Chromium, Firefox ESR, WebKitGTK,
    their WebDriver drivers, Xvfb), run every test."""
    python = ROOT / ".venv" / "bin" / "python"
    if not python.exists():
        log("creating .venv")
        subprocess.run([sys.executable, "-m", "venv", str(ROOT / ".venv")], check=True)
    log("installing the package and its test dependencies into .venv")
    subprocess.run([str(python), "-m", "pip", "install", "-q", "-e", ".[test]"], cwd=ROOT, check=True)
    install_js_linter()
    install_test_browsers()
    # pytest exits 5 when it collects nothing: that fails here like any other non-zero status.
    return subprocess.run([str(python), "-m", "pytest", *pytest_args], cwd=ROOT).returncode
