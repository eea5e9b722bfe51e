"""The static site (`./dev.sh build DIR`, tools/build.py) served by a plain static server under a sub-path:
Python's own http.server, no special headers, the folder mapped to /wiki/pondside/.  The hosts' page and its
live embeds work from it, a whole game of every kind is shown (its end and its replay), a game is played, and
then the same again offline.  The requests the page made are exactly the files the build wrote (besides the
few a browser may not ask for on its own)."""
from __future__ import annotations

import http.server
import subprocess
import sys
import threading
import urllib.parse
from pathlib import Path

import pytest

from conftest import READY_TIMEOUT_S, ROOT, wait_ready

PREFIX = "/wiki/pondside/"
# in the build, but a page need not fetch them itself (the service worker precaches them, Chromium may ask
# for the icon and the manifest only when it wants them); the hosts' page is fetched when it is opened
MAY_BE_UNASKED = {"sw.js", "manifest.webmanifest", "static/icon.svg", "wiki.html",
                  *(f"positions-{p.stem}.html" for p in (ROOT / "docs" / "positions").glob("*.md"))}


def build_into(out: Path) -> list[str]:
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "build.py"), str(out)], capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    return sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())


class StaticHost:
    """A plain static server: DIR under PREFIX, the standard library's handler, nothing added."""

    def __init__(self, folder: Path):
        class H(http.server.SimpleHTTPRequestHandler):
            def __init__(self, *a, **kw):
                super().__init__(*a, directory=str(folder), **kw)

            def translate_path(self, path):
                p = urllib.parse.urlsplit(path).path
                if p + "/" == PREFIX:
                    p = PREFIX          # the handler then redirects to the folder's address with a slash
                if not p.startswith(PREFIX):
                    return str(folder / ".not-here")
                return super().translate_path("/" + p[len(PREFIX):])

            def log_message(self, *a):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), H)
        self.httpd.daemon_threads = True
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}{PREFIX}"

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import setup  # the app's own set-up: the vendored runtime, a current app bundle
    finally:
        sys.path.pop(0)
    if not setup.vendor_ready():
        setup.main(["--quiet"])
    else:
        setup.build_app()
    out = tmp_path_factory.mktemp("site") / "pondside"
    files = build_into(out)
    host = StaticHost(out)
    yield host, out, files
    host.close()


def finished_link(name):
    """A whole game of ``name`` played to its end in CPython (every seat a person), as a share link."""
    from pondside import Rng, games
    from pondside.app import records
    g = games.get(name)
    n = max(g.min_players, min(2, g.max_players))
    s = g.new_game([{"name": f"Player {i + 1}", "kind": "human"} for i in range(n)], 3, None)
    rng = Rng(1)
    while not g.is_over(s):
        legal = g.legal_actions(s)
        s = g.apply(s, legal[rng.below(len(legal))])
    return records.encode_link(s)


def _await_sw(page):
    page.evaluate("""async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
            await new Promise(r => navigator.serviceWorker.addEventListener('controllerchange', r, {once: true}));
        }
    }""")


def asked(page, base):
    """The built files the page asked for (paths relative to the site; query strings dropped)."""
    out = set()
    for url in page.pondside_requests:
        u = urllib.parse.urlsplit(url)
        if u.scheme in ("http", "https") and url.startswith(base[: -len(PREFIX)]):
            assert u.path.startswith(PREFIX), f"a request outside the site's folder: {url}"
            rel = u.path[len(PREFIX):]
            out.add(rel or "index.html")
    return out


def test_the_build_holds_only_what_a_host_serves(site):
    _, out, files = site
    assert "index.html" in files and "sw.js" in files and "wiki.html" in files
    # every game's position format, linked from the hosts' page
    assert {f"positions-{g}.html" for g in ("kohaku", "bigpond", "kokonana", "koikoi", "koi")} <= set(files)
    wiki = (out / "wiki.html").read_text()
    assert 'href="positions-koikoi.html"' in wiki and "positions/koikoi.md" not in wiki
    assert not [f for f in files if f.endswith(".py") and f != "static/main.py"], files
    assert not [f for f in files if f.startswith(("tests/", "tools/", "py/", "bench/", "docs/", "node_modules/"))]
    # a second build into the same folder replaces it; any other non-empty folder is refused
    again = build_into(out)
    assert again == files
    other = out.parent / "not-a-build"
    other.mkdir()
    (other / "notes.txt").write_text("mine")
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "build.py"), str(other)], capture_output=True,
                       text=True)
    assert r.returncode == 1 and "not an earlier build" in r.stderr
    assert (other / "notes.txt").read_text() == "mine"


def test_the_hosts_page_of_the_site_shows_live_embeds(page, site):
    host, out, files = site
    # the hosts' page, with its live examples (same origin: the frames are embeds of this very build)
    page.goto(host.url + "wiki.html")
    assert page.locator("h1").inner_text() == "Pondside in a rules wiki"
    assert "?embed=1#new=kokonana" in page.locator("pre").first.inner_text()
    page.locator("#example-position").scroll_into_view_if_needed()     # (the examples' frames load lazily)
    pos = page.frame_locator("#example-position")
    pos.locator("[data-game-screen=kohaku-position]").wait_for(timeout=READY_TIMEOUT_S * 1000)
    assert "4 adjacent koi with red" in pos.locator("#app").inner_text()
    page.locator("#example-play").scroll_into_view_if_needed()
    play = page.frame_locator("#example-play")
    play.locator("[data-game-screen=kokonana]").wait_for(timeout=READY_TIMEOUT_S * 1000)
    play.locator(".kn-flip").first.click()
    play.locator(".kn-open").first.wait_for()


def test_the_site_under_a_sub_path_plays_every_game_and_works_offline(page, context, site):
    host, out, files = site
    # the app itself: a game from the shelf, then a whole game of every kind, its end and its replay
    page.goto(host.url)
    wait_ready(page)
    assert page.url == host.url
    page.click("[data-game=kokonana] >> text=New game")
    page.click("#start-game")
    page.locator(".kn-flip").first.click()
    page.wait_for_selector(".kn-open")
    from pondside import games
    for name in games.names():
        page.evaluate("h => { location.hash = h }", "#g=" + finished_link(name))
        page.wait_for_selector(f"[data-game-screen={name}]")
        page.wait_for_selector(".game-over")
        page.locator(".over-buttons [data-nav*=replay_open]").click()
        page.wait_for_selector("[data-replay]")
        page.locator(".replay-bar button").first.click()
        page.wait_for_selector("[data-replay='0']")
    _await_sw(page)
    # with the worker in charge, the hosts' page of the same folder is still itself, not the app
    other = page.context.new_page()
    other.goto(host.url + "wiki.html")
    assert other.locator("h1").inner_text() == "Pondside in a rules wiki"
    other.close()

    got = asked(page, host.url)
    assert got <= set(files), f"the page asked for files the build lacks: {sorted(got - set(files))}"
    unasked = set(files) - got - MAY_BE_UNASKED
    assert not unasked, f"the build holds files nothing fetched: {sorted(unasked)}"

    # offline: the app starts from the service worker's copy and plays
    # (pwa.js asks the network whether a newer version is out: offline that request fails, as it should)
    page.pondside_allow(r"ERR_INTERNET_DISCONNECTED.*static/app/boot\.json\?sw-bypass")
    context.set_offline(True)
    try:
        page.evaluate("location.hash = ''")
        page.reload()
        wait_ready(page)
        page.wait_for_selector(".shelf")
        page.click("[data-game=kokonana] >> text=New game")
        page.click("#start-game")
        page.locator(".kn-flip").first.click()
        page.wait_for_selector(".kn-open")
    finally:
        context.set_offline(False)
