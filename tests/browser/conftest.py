"""Browser test harness: the local server, one headless Debian Chromium per session, and a `page` that fails
its test on any request to another host, any page error and any console error.

Fixtures
- `server` (session): serve.py on a free port at `/`, in a thread; `.url` is the app's URL.
- `server_sub` (session): the same under the sub-path `/app/`.
- `browser` (session): Playwright driving /usr/bin/chromium with the flags runtime.md lists.
- `context`, `page` (function): a fresh context (empty cache and storage) that logs every request,
  workers' included, in `page.pondside_requests`; after the test, a non-local request, a page error or a
  console error fails it.  A test that expects an error says so with `page.pondside_allow(pattern)`.
Helpers
- `wait_ready(page, timeout=90)`: waits for `document.body.dataset.ready == "1"` (static/pondside_browser.py sets it
  when the home shelf is shown) and returns `window.pondsideReadyAt` (ms since navigation start).
- `open_app(page, server)`: `page.goto(server.url)` + `wait_ready`.

Browser tests are skipped (with the reason) only when Chromium is missing outside CI; in CI they fail.
"""
from __future__ import annotations

import os
import re
import shutil
import sys
import threading
import time
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path

import pytest

if str(Path(__file__).resolve().parents[1]) not in sys.path:    # (tests/, last: when a probe imports this file;
    sys.path.append(str(Path(__file__).resolve().parents[1]))    # first, its conftest.py would shadow this one)
from support import memory  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("PONDSIDE_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
]
READY_TIMEOUT_S = 90
LOCAL_HOSTS = {"127.0.0.1", "localhost"}


def _chromium_missing() -> str | None:
    if Path(CHROMIUM).exists() or shutil.which(CHROMIUM):
        return None
    return f"Chromium not found at {CHROMIUM} (./dev.sh test installs the Debian package)"


def pytest_collection_modifyitems(config, items):
    reason = _chromium_missing()
    if not reason:
        return
    if os.environ.get("CI"):
        return  # in CI the `browser` fixture fails these tests instead
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.fspath).parents:
            item.add_marker(pytest.mark.skip(reason=reason))


# ---------------------------------------------------------------- server
@dataclass
class Server:
    url: str
    base: str
    host: str
    port: int
    _server: object = field(repr=False, default=None)


def _start(base: str) -> Server:
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import serve
        import setup
    finally:
        del sys.path[:2]
    if not setup.vendor_ready():
        setup.main(["--quiet"])
    else:
        setup.build_app()  # picks up edits under py/pondside/ (no-op when current)
    s = serve.make_server("127.0.0.1", 0, base, quiet=True, auto_rebuild=False)
    threading.Thread(target=s.serve_forever, name=f"serve{base}", daemon=True).start()
    host, port = s.server_address[:2]
    return Server(serve.server_url(s), s.base, host, port, s)


@pytest.fixture(scope="session")
def server():
    s = _start("/")
    yield s
    s._server.shutdown()
    s._server.server_close()


@pytest.fixture(scope="session")
def server_sub():
    s = _start("/app/")
    yield s
    s._server.shutdown()
    s._server.server_close()


# ---------------------------------------------------------------- browser
class _Chromium:
    """The session's Chromium, which the harness restarts after its renderer crashed (see
    `pytest_runtest_protocol` below); everything else is the Playwright browser's own."""

    def __init__(self, pw):
        self._pw = pw
        self.closed = False
        self._launch()

    def _launch(self):
        b = self._pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        # Playwright's wait_for_function evaluates its predicate as a string, which the app's CSP
        # (no 'unsafe-eval') refuses: test contexts bypass the CSP unless a test asks for it
        # (tests/browser/test_csp.py runs the app under its real policy).
        for method in ("new_context", "new_page"):
            orig = getattr(b, method)
            setattr(b, method, lambda *a, _orig=orig, **kw: _orig(*a, **{"bypass_csp": True, **kw}))
        self._b = b

    def restart(self):
        try:
            self._b.close()
        except Exception:  # noqa: BLE001 - a browser that crashed may not close cleanly
            pass
        self._launch()

    def close(self):
        self.closed = True
        self._b.close()

    def __getattr__(self, name):
        return getattr(self._b, name)


_SESSION: dict = {}


@pytest.fixture(scope="session")
def browser():
    reason = _chromium_missing()
    if reason:  # reached only when the collection hook did not mark the test
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        b = _SESSION["browser"] = _Chromium(pw)
        yield b
        b.close()


# A renderer that crashes ("Target crashed") takes its test down with it, whatever the test checks (issue 43: 21
# tests in one run after the benchmark, single ones in others; bench/stress_boot.py counts crashes per hour).
# Such a test runs once more in a freshly started browser, and the run's summary names it: a crash is reported,
# never hidden, and a second crash of the same test fails it.  The summary also says whether the kernel killed
# a process for lack of memory meanwhile (tests/support/memory.py): Chromium's renderers are the first it kills,
# and memory pressure is the one way the crash has been made to happen on purpose (docs/boot.md).
CRASHED = re.compile(r"Target crashed|Page crashed")
CRASH_RERUNS: list[tuple[str, str]] = []
# A browser context a test leaves open keeps its pages, and each page its interpreter (hundreds of MB), for the
# rest of the run: the harness closes what a test left and names the test in the summary.
LEFT_OPEN: list[tuple[str, int]] = []
RUN_STARTED = time.time()


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_protocol(item, nextitem):
    if "browser" not in getattr(item, "fixturenames", ()):
        return None
    from _pytest.runner import runtestprotocol

    item.ihook.pytest_runtest_logstart(nodeid=item.nodeid, location=item.location)
    kills = memory.oom_kills()
    reports = runtestprotocol(item, nextitem=nextitem, log=False)
    crashed = any(r.failed and CRASHED.search(str(r.longrepr)) for r in reports)
    b = _SESSION.get("browser")
    if crashed and b is not None and not b.closed:
        CRASH_RERUNS.append((item.nodeid, memory.crash_cause(kills, memory.oom_kills(), memory.available_mb())))
        b.restart()
        item._initrequest()
        reports = runtestprotocol(item, nextitem=nextitem, log=False)
    if b is not None and not b.closed:
        left = list(b.contexts)
        if left:
            LEFT_OPEN.append((item.nodeid, len(left)))
            for c in left:
                try:
                    c.close()
                except Exception:  # noqa: BLE001 - a context of a crashed renderer may not close cleanly
                    pass
    for r in reports:
        item.ihook.pytest_runtest_logreport(report=r)
    item.ihook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
    return True


def pytest_terminal_summary(terminalreporter):
    if CRASH_RERUNS:
        terminalreporter.write_sep("-", f"the browser's renderer crashed in {len(CRASH_RERUNS)} test(s); "
                                        "each ran once more in a fresh browser")
        for nodeid, cause in CRASH_RERUNS:
            terminalreporter.write_line(f"renderer crash: {nodeid} ({cause})")
    dumps = memory.crash_dumps(RUN_STARTED)
    if dumps:
        other = [d for d in dumps if not d[1]]
        terminalreporter.write_sep("-", f"Chromium wrote {len(dumps)} crash dump(s) during the run: "
                                        f"{len(dumps) - len(other)} of a renderer crashed on purpose "
                                        f"(chrome://crash), {len(other)} other")
        for path, _on_purpose, kind in other:
            terminalreporter.write_line(f"crash dump of a {kind} process: {path}")
    if LEFT_OPEN:
        terminalreporter.write_sep("-", f"{len(LEFT_OPEN)} test(s) left browser contexts open; the harness closed them")
        for nodeid, n in LEFT_OPEN:
            terminalreporter.write_line(f"left open: {nodeid} ({n})")


class RequestLog:
    """Every request the context makes (pages, workers, service workers), and every problem seen."""

    def __init__(self):
        self.requests: list[str] = []
        self.foreign: list[str] = []
        self.errors: list[str] = []
        self.allowed: list[re.Pattern] = []

    def request(self, req):
        url = req.url
        self.requests.append(url)
        scheme = urllib.parse.urlsplit(url).scheme
        host = urllib.parse.urlsplit(url).hostname
        if scheme in ("data", "blob", "about"):
            return
        if host not in LOCAL_HOSTS:
            self.foreign.append(url)

    def error(self, text: str):
        if not any(p.search(text) for p in self.allowed):
            self.errors.append(text)


@pytest.fixture
def context(browser, request):
    log = RequestLog()
    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    ctx.on("request", log.request)  # context-level: includes workers' and popups' requests
    ctx.on("weberror", lambda e: log.error(f"page error: {e.error}"))
    ctx.on("response", lambda r: log.error(f"HTTP {r.status} for {r.url}") if r.status >= 400 else None)
    ctx.pondside_log = log
    yield ctx
    ctx.close()
    problems = []
    if log.foreign:
        problems.append("requests to other hosts: " + ", ".join(log.foreign[:10]))
    if log.errors:
        problems.append("errors: " + " | ".join(log.errors[:10]))
    if problems and not (hasattr(request.node, "rep_call") and request.node.rep_call.failed):
        pytest.fail("; ".join(problems), pytrace=False)


def _watch_page(page, log: RequestLog):
    page.on("console", lambda m: log.error(f"console.{m.type}: {m.text} ({m.location.get('url', '')})")
            if m.type == "error" else None)
    page.on("pageerror", lambda e: log.error(f"page error: {e}"))
    page.on("worker", lambda w: w.on("console", lambda m: log.error(f"worker console.{m.type}: {m.text}")
                                       if m.type == "error" else None))


@pytest.fixture
def page(context):
    log = context.pondside_log
    p = context.new_page()
    _watch_page(p, log)
    context.on("page", lambda newp: _watch_page(newp, log))
    p.pondside_requests = log.requests
    p.pondside_allow = lambda pattern: log.allowed.append(re.compile(pattern))
    p.set_default_timeout(READY_TIMEOUT_S * 1000)
    return p


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    rep = outcome.get_result()
    setattr(item, f"rep_{rep.when}", rep)


def wait_ready(page, timeout: float = READY_TIMEOUT_S) -> float:
    """Wait until the app is ready (home shelf shown); return its ready time in ms since navigation start."""
    page.wait_for_function("document.body && document.body.dataset.ready === '1'", timeout=timeout * 1000,
                           polling=50)
    return page.evaluate("window.pondsideReadyAt ?? performance.now()")


def open_app(page, server: Server, path: str = "") -> float:
    page.goto(server.url + path)
    return wait_ready(page)


def open_link_game(page, server: Server, state, botdelay: int = 0, keep: bool = True) -> None:
    """Open ``state`` from a share link (the computer at ``botdelay`` ms a move) and, with ``keep``, choose to
    keep it as the saved game (a link's game is kept apart from the save until the player asks), so that
    ``localStorage`` follows every move."""
    from pondside.app import records
    page.goto(server.url + f"#botdelay={botdelay}&g=" + records.encode_link(state))
    wait_ready(page)
    page.wait_for_selector(f"[data-game-screen={state['game']}]")
    if keep:
        page.locator(".link-notice button").click()
        page.wait_for_selector(".link-notice", state="detached")


@pytest.fixture
def ready():
    """The helpers as a fixture, for tests that prefer not to import from conftest."""
    return wait_ready
