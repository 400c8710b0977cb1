"""Browser tests: build the site once per session, serve it from a thread, drive Debian's chromium
(Playwright); test_any_browser.py also drives Firefox ESR and WebKitGTK (Selenium, under Xvfb).

Run: `.venv/bin/python -m pytest tests/browser -q` (or `-m browser`). Needs /usr/bin/chromium
(`apt-get install -y chromium`; Playwright's own browser downloads are not used) and the vendor
cache in .cache/vendor or network access for the first build. Without CI set, a build that cannot
fetch its vendored files skips these tests; with CI set it fails them.
"""

from __future__ import annotations

import os
import shutil
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (build.py at the repository root, stdlib only)

CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


def pytest_configure(config):
    # pytest-playwright 0.10.0's base_url fixture trips a pytest 9 deprecation; not ours to fix.
    config.addinivalue_line(
        "filterwarnings", "ignore:Session-scoped fixtures defined as instance methods:DeprecationWarning")


_ENGINE_TIMES = pytest.StashKey[list]()


@pytest.fixture(scope="session")
def engine_times(pytestconfig) -> list[str]:
    """Lines about each browser's engine-ready time, printed at the end of the run."""
    return pytestconfig.stash.setdefault(_ENGINE_TIMES, [])


def pytest_terminal_summary(terminalreporter, config):
    lines = config.stash.get(_ENGINE_TIMES, [])
    if lines:
        terminalreporter.section("engine ready per browser")
        for line in lines:
            terminalreporter.write_line(line)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Override pytest-playwright's fixture: use the system chromium, never a Playwright download."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory) -> Path:
    """The site, built once into a temporary folder (the repo's dist/ is left alone)."""
    out = tmp_path_factory.mktemp("site") / "dist"
    try:
        build.build(out)
    except build.FetchError as exc:
        if os.environ.get("CI"):
            raise
        pytest.skip(f"cannot build the site: .cache/vendor is incomplete and fetching failed "
                    f"(run `python build.py` once with network access): {exc}")
    return out


@pytest.fixture(scope="session")
def serve(site_dir):
    """serve(prefix="/") -> base URL of site_dir served on 127.0.0.1 under that URL prefix."""
    servers = {}

    def start(prefix: str = "/") -> str:
        prefix = build.url_prefix(prefix)
        if prefix not in servers:
            server = build.make_server(site_dir, 0, prefix, quiet=True)
            threading.Thread(target=server.serve_forever, daemon=True).start()
            servers[prefix] = server
        return f"http://127.0.0.1:{servers[prefix].server_address[1]}{prefix}"

    yield start
    for server in servers.values():
        server.shutdown()
        server.server_close()


@pytest.fixture
def own_site(site_dir, tmp_path):
    """A copy of the built site served on a port of its own, for a test that deploys a new version
    into it (``tests.browser.test_site.deploy_next``): (its folder, its base URL)."""
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    server = build.make_server(site, 0, "/", quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield site, f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def site_url(serve) -> str:
    return serve("/")


# Every page of a context reports the Content-Security-Policy violations it meets (tools/build/csp.py):
# a test fails on any, so every browser test also checks that the policy lets the site do all it does.
# A style violation without a source file comes from a script the test driver evaluated (the site's
# own code sets styles through the CSSOM, from its files): axe-core, which tests evaluate, adds a <style>
# for some of its checks. Such reports are the test tool's. A script violation is always the site's
# concern, whoever injected it (an inline script has no source file either).
REPORT_CSP_VIOLATIONS = """document.addEventListener("securitypolicyviolation", (event) =>
  (event.sourceFile || !event.effectiveDirective.startsWith("style-src"))
  && window.reportCspViolation(`${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"}`
                            + ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`));"""


def record_csp_violations(context) -> list[str]:
    """The list the context's pages add their CSP violations to (through a Playwright binding, which the
    page's policy does not govern)."""
    violations: list[str] = []
    context.expose_binding("reportCspViolation", lambda source, text: violations.append(text))
    context.add_init_script(REPORT_CSP_VIOLATIONS)
    return violations


@pytest.fixture
def context(context):
    """pytest-playwright's context, failing its test on any Content-Security-Policy violation."""
    violations = record_csp_violations(context)
    yield context
    assert not violations, f"Content-Security-Policy violations: {violations}"
