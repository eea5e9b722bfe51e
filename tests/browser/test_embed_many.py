"""Many embeds on one wiki page (issue 25, point 5; docs/wiki.md): the page's first embed starts Python and draws
the others' boards (static/embeds.js, session.embed_preview); each other embed starts a runtime of its own only
when the reader taps it.  On another site's page, where Chromium denies the frames storage, as a wiki would."""
from __future__ import annotations

from conftest import READY_TIMEOUT_S
from test_embed_cross_site import Wiki  # noqa: F401  (the wiki's page, on another site)
from test_embed_cross_site import wiki  # noqa: F401  (its fixture)

EMBEDS = [("kokonana", "new=kokonana&seed=7&n=2"), ("koikoi", "new=koikoi&seed=3&lang=de"),
          ("kohaku", "new=kohaku&seed=1&readonly=1&explain=1"), ("koi", "new=koi&seed=2&n=2")]
STATE = """() => ({ready: document.body.dataset.ready || null, preview: document.body.dataset.preview || null,
    serves: window.pondsideEarly?.serves === true, role: window.pondsideEarly?.role || null,
    board: document.querySelector('#app [data-game-screen]')?.getAttribute('data-game-screen') || null,
    wasm: performance.getEntriesByType('resource').some((e) => e.name.endsWith('/pyodide.asm.wasm')),
    loading: !!document.getElementById('loading') && getComputedStyle(document.getElementById('loading')).display !== 'none',
    lang: document.documentElement.lang})"""


def _page(server, ids=EMBEDS):
    return ('<!doctype html><meta charset="utf-8"><title>Koi rules wiki</title><h1>Examples</h1>' + "".join(
        f'<iframe id="{name}" title="{name}" width="600" height="520" src="{server.url}?embed=1#{a}"></iframe>'
        for name, a in ids)
        + '<script>window.heights = {}; addEventListener("message", (e) => { for (const f of '
          'document.getElementsByTagName("iframe")) if (f.contentWindow === e.source && e.data?.type === '
          '"pondside:height") heights[f.id] = e.data.height; });</script>')


def _frames(page, server):
    out = {}
    for f in page.frames:
        if f.url.startswith(server.url):
            try:
                out[f.frame_element().get_attribute("id")] = f
            except Exception:      # noqa: BLE001 - a frame just removed from the page
                pass
    return out


def _wait_boards(page, server, n):
    states = {}
    for _ in range(int(READY_TIMEOUT_S * 4)):
        try:
            states = {name: f.evaluate(STATE) for name, f in _frames(page, server).items()}
        except Exception:          # noqa: BLE001 - a frame navigating or just removed: look again
            page.wait_for_timeout(250)
            continue
        if len(states) == n and all(s["board"] for s in states.values()):
            return states
        page.wait_for_timeout(250)
    raise AssertionError(f"not every embed showed its board: {states}")


# in every frame: what the page's channel carries (each frame's board must come on a channel of its own, or every
# frame would receive and copy every other frame's board)
HEAR = """(() => { window.heardOnPage = []; try { new BroadcastChannel("pondside:embeds").onmessage =
    ({data}) => heardOnPage.push(data && data.type); } catch (e) { /* no channels */ } })()"""
# a guest's board: the shapes it refers to are in its page, and no picture in it is an SVG document of its own
SHAPES = """() => ({missing: [...document.querySelectorAll('#app use')].map((u) => u.getAttribute('href'))
                      .filter((h) => !h.startsWith('#') || !document.getElementById(h.slice(1))),
                   images: document.querySelectorAll('#app image, #app img, #preview-sprites image').length,
                   uses: document.querySelectorAll('#app use').length,
                   heard: window.heardOnPage})"""


def test_one_runtime_draws_every_embed_of_the_page_and_a_tap_wakes_one(page, server, wiki):  # noqa: F811
    wiki.html = _page(server)
    page.add_init_script(HEAR)
    page.goto(wiki.url)
    states = _wait_boards(page, server, len(EMBEDS))
    # one frame started Python and serves; every other shows its own board, drawn for it, and loaded no runtime
    serving = [n for n, s in states.items() if s["serves"]]
    assert len(serving) == 1 and states[serving[0]]["ready"] == "1", states
    for name, s in states.items():
        assert s["board"] == name, (name, s)
        if name in serving:
            continue
        assert s["role"] == "guest" and s["preview"] == "1" and s["ready"] is None, (name, s)
        assert not s["wasm"], f"{name}: a guest downloaded the runtime before it was tapped"
        assert not s["loading"], f"{name}: the loading screen covers the board drawn for it"
    frames = _frames(page, server)
    for name, f in frames.items():
        shapes = f.evaluate(SHAPES)
        assert "preview" not in shapes["heard"], f"{name}: another frame's board came through the page's channel"
        if name not in serving:
            assert not shapes["missing"] and not shapes["images"], (name, shapes)
    assert frames["koi"].evaluate(SHAPES)["uses"] > 0 and frames["koikoi"].evaluate(SHAPES)["uses"] > 0
    # in its own language, with a bar that says how to play it, and its height reported to the page
    koikoi = frames["koikoi"]
    assert states["koikoi"]["lang"] == "de"
    assert koikoi.locator(".embed-wake").inner_text() == "Zum Spielen tippen"
    assert "Monat 1 von" in koikoi.locator("#app").inner_text()
    page.wait_for_function("() => Object.keys(window.heights).length >= 3")
    # a tap on the board wakes that frame: its own runtime starts, the same screen becomes live and playable
    koikoi.locator("#app [data-game-screen]").click(position={"x": 20, "y": 20})
    koikoi.locator("body[data-ready='1']").wait_for(state="attached", timeout=READY_TIMEOUT_S * 1000)
    assert koikoi.locator(".embed-wake").count() == 0
    assert koikoi.evaluate("document.getElementById('preview-sprites')") is None
    before = koikoi.locator("#app").inner_html()
    koikoi.locator(".kk-hand [data-act], .kk-hand [data-sel]").first.click()
    koikoi.wait_for_function(f"() => document.getElementById('app').innerHTML !== {before!r}")
    # the others still wait as they were
    assert frames["koi"].evaluate(STATE)["ready"] is None


def test_when_the_drawing_frame_goes_another_takes_over(page, server, wiki):  # noqa: F811
    wiki.html = _page(server, EMBEDS[:3])
    page.goto(wiki.url)
    states = _wait_boards(page, server, 3)
    first = next(n for n, s in states.items() if s["serves"])
    page.evaluate(f"document.getElementById('{first}').remove()")
    page.evaluate(f"""() => {{ const f = document.createElement('iframe'); f.id = f.name = 'koi'; f.width = 600;
        f.height = 520; f.src = '{server.url}?embed=1#new=koi&seed=2&n=2'; document.body.appendChild(f); }}""")
    states = _wait_boards(page, server, 3)
    assert sum(s["serves"] for s in states.values()) == 1, states
    assert states["koi"]["board"] == "koi"


def test_the_tap_that_wakes_an_embed_is_the_move_it_makes(page, server, wiki):  # noqa: F811
    """A reader who taps a tile of a board drawn for the frame turns that tile over once the frame is live:
    the tap is not lost to the waking (a tile is an SVG shape here, which has no click() of its own)."""
    wiki.html = _page(server, [EMBEDS[1], EMBEDS[0]])          # Kokonana! second: drawn for it
    page.goto(wiki.url)
    states = _wait_boards(page, server, 2)
    assert states["kokonana"]["role"] == "guest", states
    play = page.frame_locator("#kokonana")
    play.locator(".kn-flip").first.click()
    play.locator(".kn-open").first.wait_for(timeout=READY_TIMEOUT_S * 1000)
    assert play.locator("body").get_attribute("data-ready") == "1"
