"""Embeds on a real wiki: the wiki's page lives on another site than the app (here `localhost` against the app's
`127.0.0.1`, two sites to the browser), and Chromium's default rules deny storage to such a frame: its
`localStorage` throws, Cache Storage and IndexedDB are refused.  The embed must start, play and show its
position all the same, and must not try to use storage at all."""
from __future__ import annotations

import http.server
import threading

import pytest

from conftest import READY_TIMEOUT_S

# counts, in every frame, each attempt to reach the browser's storage (the wrapped APIs then run as before)
WATCH_STORAGE = """
(() => {
  const n = { localStorage: 0, sessionStorage: 0, indexedDB: 0, serviceWorker: 0 };
  window.__storageTouched = n;
  for (const name of ["localStorage", "sessionStorage"]) {
    const d = Object.getOwnPropertyDescriptor(Window.prototype, name)
      || Object.getOwnPropertyDescriptor(window, name);
    if (d && d.get) Object.defineProperty(window, name, { configurable: true,
      get() { n[name] += 1; return d.get.call(window); } });
  }
  try {
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (...a) { n.indexedDB += 1; return open.apply(this, a); };
  } catch (e) {}
  try {
    const reg = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...a) { n.serviceWorker += 1; return reg.apply(this, a); };
  } catch (e) {}
})();
"""


class Wiki:
    """A tiny web server for one page of HTML (the wiki's page), on its own port; ``host``: the name it is
    reached by (``localhost``: another site than the app's 127.0.0.1; ``127.0.0.1``: the same site, another
    origin)."""

    def __init__(self, host="localhost"):
        self.html = ""
        wiki = self

        class H(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                body = wiki.html.encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *a):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), H)
        self.httpd.daemon_threads = True
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        # the same machine under another name: another site than the app at 127.0.0.1
        self.url = f"http://{host}:{self.httpd.server_address[1]}/examples"

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def wiki():
    w = Wiki()
    yield w
    w.close()


def test_an_embed_on_another_sites_page_starts_plays_and_shows_its_position(page, server, wiki):
    from pondside.games.kohaku.position import encode_position
    assert "127.0.0.1" in server.url, "the app must be served from another site than the wiki"
    position = {"players": [{"name": "Ann", "pond": {"0,0": "F-SF-R-1", "0,-1": "T-BR-B2", "1,0": "S-R-B2",
                                                      "0,1": "T-RY-B2", "-1,0": "T-RW-B2"}}],
                "modules": {"sundials": False, "objectives": False, "blue_koi": False, "new_features": False}}
    wiki.html = (
        '<!doctype html><meta charset="utf-8"><title>Koi rules wiki</title><h1>Examples</h1>'
        f'<iframe id="play" title="Kokonana!" width="600" height="520" '
        f'src="{server.url}?embed=1#new=kokonana&seed=7&n=2"></iframe>'
        f'<iframe id="pos" title="Kōhaku" width="600" height="520" '
        f'src="{server.url}?embed=1#game=kohaku&position={encode_position(position)}"></iframe>')
    page.context.add_init_script(WATCH_STORAGE)
    page.goto(wiki.url)
    frames = {}
    for fid in ("play", "pos"):
        frames[fid] = page.frame_locator(f"#{fid}")
    play = frames["play"]
    play.locator("[data-game-screen=kokonana]").wait_for(timeout=READY_TIMEOUT_S * 1000)
    play.locator(".kn-flip").first.click()
    play.locator(".kn-open").first.wait_for()
    pos = frames["pos"]
    pos.locator("[data-game-screen=kohaku-position]").wait_for(timeout=READY_TIMEOUT_S * 1000)
    assert "Red flower: 4 adjacent koi with red → 12" in pos.locator("#app").inner_text()
    app_frames = [f for f in page.frames if f.url.startswith(server.url)]
    assert len(app_frames) == 2
    for f in app_frames:
        touched = f.evaluate("window.__storageTouched")
        assert touched == {"localStorage": 0, "sessionStorage": 0, "indexedDB": 0, "serviceWorker": 0}, \
            f"an embed tried to use storage: {touched}"
    # and the browser did deny storage to these frames (else this test would prove less than it says)
    denied = app_frames[0].evaluate(
        "(() => { try { window.localStorage.length; return false } catch (e) { return true } })()")
    assert denied, "Chromium did not deny storage to the cross-site frame: the test needs that rule"


def test_the_full_app_framed_by_another_page_keeps_away_from_the_visitors_saves(page, server):
    """serve.py lets only its own origin frame the full app; a host that sends no such header still gets an app
    that, framed by another origin, touches no storage and offers its own tab (here the header is removed on
    the way, and the framing page is another origin of the same site, where the browser would allow storage)."""
    from conftest import open_app
    save = "pondside:v1:save:kokonana"
    open_app(page, server)
    page.evaluate(f"localStorage.setItem('{save}', 'keep-me')")
    r = page.request.get(server.url)
    assert r.headers.get("content-security-policy") == "frame-ancestors 'self'"
    wiki = Wiki(host="127.0.0.1")
    try:
        wiki.html = (f'<!doctype html><title>another page</title><iframe id="app" width="800" height="700" '
                     f'src="{server.url}#g="></iframe>')

        def no_header(route):
            resp = route.fetch()
            headers = {k: v for k, v in resp.headers.items() if k.lower() != "content-security-policy"}
            route.fulfill(response=resp, headers=headers)

        page.route(server.url, no_header)
        page.goto(wiki.url)
        frame = page.frame_locator("#app")
        frame.locator(".shelf").wait_for(timeout=READY_TIMEOUT_S * 1000)
        assert frame.locator("text=Open Pondside in its own tab").count() == 1
        frame.locator("[data-game=kokonana] >> text=New game").click()
        frame.locator("#start-game").click()
        frame.locator(".kn-flip").first.click()
        frame.locator(".kn-open").first.wait_for()
        page.unroute(server.url)
        # read without starting the app there (the app, once up, sets the unreadable "keep-me" aside, as it
        # does with any save it cannot read): the browser's storage of the app's origin, as Playwright reads it
        origins = {o["origin"]: {i["name"]: i["value"] for i in o["localStorage"]}
                   for o in page.context.storage_state()["origins"]}
        assert origins[server.url.rstrip("/")].get(save) == "keep-me", origins.keys()
    finally:
        wiki.close()
