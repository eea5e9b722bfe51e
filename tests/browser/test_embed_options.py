"""An embed's options in a host page on another site (docs/wiki.md): `lang=de` shows German, `readonly=1` leaves
nothing to play, `step=N` shows that replay step, `explain=1` the score in words; the frame reports its height
and the documented one-line script makes the frame that tall."""
from __future__ import annotations

import re

from conftest import READY_TIMEOUT_S, ROOT
from test_embed_cross_site import Wiki


def resize_line() -> str:
    text = (ROOT / "docs" / "wiki.md").read_text(encoding="utf-8")
    m = re.search(r"<!-- resize -->\s*```html\n(<script>.*?</script>)\n```", text, re.S)
    assert m, "docs/wiki.md documents no resize script"
    line = m[1]
    assert "\n" not in line, "the documented script is not one line"
    return line


def finished_koikoi():
    from pondside import Rng, games
    g = games.get("koikoi")
    s = g.new_game([{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"}], 3, None)
    rng = Rng(1)
    while not g.is_over(s):
        legal = g.legal_actions(s)
        s = g.apply(s, legal[rng.below(len(legal))])
    return g, s


def test_embed_options_in_another_sites_page(page, server):
    from pondside.app import records
    from pondside import games
    from pondside.app.text import TEXT
    g, over = finished_koikoi()
    kn = games.get("kokonana")
    mid = kn.new_game([{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"}], 7, None)
    mid = kn.apply(mid, kn.legal_actions(mid)[0])
    wiki = Wiki()
    try:
        # every message the host page gets, kept for the test (besides what the documented line does)
        wiki.html = (
            '<!doctype html><meta charset="utf-8"><title>Koi rules wiki</title>'
            '<script>window.got = []; addEventListener("message", e => got.push({data: e.data, '
            'from: [...document.querySelectorAll("iframe")].findIndex(f => f.contentWindow === e.source)}))</script>'
            '<h1>Examples</h1>'
            f'<iframe id="de" title="Kokonana!" width="600" height="150" '
            f'src="{server.url}?embed=1#lang=de&new=kokonana&seed=7&n=2"></iframe>'
            f'<iframe id="ro" title="Koi-Koi" width="600" height="300" '
            f'src="{server.url}?embed=1#readonly=1&step=2&explain=1&g={records.encode_link(over)}"></iframe>'
            f'<iframe id="watch" title="Kokonana!" width="600" height="300" '
            f'src="{server.url}?embed=1#readonly=1&g={records.encode_link(mid)}"></iframe>'
            + resize_line())
        page.goto(wiki.url)
        page.set_viewport_size({"width": 1280, "height": 800})
        de = page.frame_locator("#de")
        de.locator("[data-game-screen=kokonana]").wait_for(timeout=READY_TIMEOUT_S * 1000)
        assert page.frame_locator("#de").locator("html").get_attribute("lang") == "de"
        text = de.locator("#app").inner_text()
        assert "Spieler 1" in text and "Player 1" not in text, text[:300]
        # a reader taps once the page has settled: the host's one line makes the frame as tall as its board
        # (a tap while it grows lands where the tile was before, as a scroll inside the frame is undone)
        page.wait_for_function("""() => {
            const last = got.filter(m => m.from === 0 && m.data && m.data.type === 'pondside:height').pop();
            return last && document.getElementById('de').clientHeight === last.data.height;
        }""")
        for _ in range(50):                 # and has stayed so for half a second
            h = page.evaluate("document.getElementById('de').clientHeight")
            page.wait_for_timeout(500)
            if page.evaluate("document.getElementById('de').clientHeight") == h:
                break
        de.locator("body").evaluate("""b => { window.taps = []; document.addEventListener('click', e => taps.push(
            [String(e.target.getAttribute && e.target.getAttribute('class')), e.clientX, e.clientY, scrollY]), true); }""")
        # the tile is below the wiki's first screen: scrolled to first, then tapped, as a reader does (Chromium
        # headless drops now and then a click sent to another site's frame in the same moment as the scroll that
        # brought it into view: neither page gets it; seen at the commit before this test waited, 2 of 6 runs)
        de.locator(".kn-flip").first.scroll_into_view_if_needed()
        page.evaluate("() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)))")
        page.wait_for_timeout(200)
        de.locator(".kn-flip").first.click()                  # without readonly=1: a game to play
        try:
            de.locator(".kn-open").first.wait_for()
        except Exception:
            # (CI once saw the tap come to nothing: what the frame was doing then, for the next look)
            state = de.locator("body").evaluate(
                "b => ({role: pondsideEarly?.role, going: !!pondsideEarly?.going, ready: b.dataset.ready, "
                "preview: b.dataset.preview, classes: b.className, "
                "tiles: [...document.querySelectorAll('.kn-tile')].slice(0, 3).map(t => t.getAttribute('class')), "
                "taps: window.taps, first: document.querySelector('.kn-flip').getBoundingClientRect().toJSON()})",
                timeout=5000)
            raise AssertionError(f"the tap on a tile turned nothing over: {state}") from None

        watch = page.frame_locator("#watch")
        watch.locator("[data-game-screen=kokonana]").wait_for(timeout=READY_TIMEOUT_S * 1000)
        assert watch.locator(".kn-tile").count() > 0
        assert watch.locator("[data-act]").count() == 0 and watch.locator(".kn-flip").count() == 0

        ro = page.frame_locator("#ro")
        ro.locator("[data-replay='2']").wait_for(timeout=READY_TIMEOUT_S * 1000)
        assert ro.locator("[data-act]").count() == 0, "a read-only embed offers a move"
        assert ro.locator(".replay-step").inner_text() == TEXT("en", "step", i=2, n=len(over["actions"]))
        # explained: at step 2 of a game that hides its hands, the words wait for the end
        assert ro.locator("[data-explain]").count() == 1
        ro.locator(".replay-bar button").last.click()        # the last step: the game is over
        ro.locator(f"[data-replay='{len(over['actions'])}']").wait_for()
        explained = ro.locator("[data-explain]").inner_text()
        for line in g.result_lines(over, "en"):
            assert line in explained

        # the frames said how tall they are, and the one documented line made them that tall
        page.wait_for_function("got.filter(m => m.data && m.data.type === 'pondside:height').length >= 3")
        heights = page.evaluate("""() => {
            const last = {};
            for (const m of got) if (m.data && m.data.type === 'pondside:height') last[m.from] = m.data.height;
            return last;
        }""")
        assert set(heights) == {"0", "1", "2"}, heights
        for idx, fid in ((0, "de"), (1, "ro"), (2, "watch")):
            assert heights[str(idx)] > 300, heights
            # the frame ends as tall as its content says it is (the content may settle once it has room; a
            # frame of another site out of view is not rendered, so it reports its height once it is in view)
            page.locator(f"#{fid}").scroll_into_view_if_needed()
            page.wait_for_function(f"""() => {{
                const last = got.filter(m => m.from === {idx} && m.data && m.data.type === 'pondside:height').pop();
                return last && document.getElementById('{fid}').clientHeight === last.data.height;
            }}""")
            app = page.frame_locator(f"#{fid}").locator("#app")
            for _ in range(100):           # polled: the frame's layout and the host's resize take turns
                inner = app.evaluate("a => Math.ceil(a.getBoundingClientRect().height)")
                box = page.evaluate(f"document.getElementById('{fid}').clientHeight")
                if inner == box:
                    break
                page.wait_for_timeout(100)
            assert inner == box, (fid, inner, box, page.evaluate(f"got.filter(m => m.from === {idx})"))
    finally:
        wiki.close()


def _played_to_the_end(name):
    from pondside import Rng, games
    g = games.get(name)
    n = max(g.min_players, min(2, g.max_players))
    s = g.new_game([{"name": f"Player {i + 1}", "kind": "human"} for i in range(n)], 3, None)
    rng = Rng(1)
    while not g.is_over(s):
        legal = g.legal_actions(s)
        s = g.apply(s, legal[rng.below(len(legal))])
    return s


def test_the_share_panel_saves_the_board_as_a_picture_that_stands_alone(page, server, tmp_path):
    """For every game (a board that is SVG on the screen, or Koi-Koi's table drawn by its view): the picture is
    one SVG file with its styles written in and every shape it refers to inside it, with the caption; an
    <img> shows it."""
    import base64
    import xml.etree.ElementTree as ET

    from conftest import open_app
    from pondside.app import records, shell
    open_app(page, server)
    svg_ns = "{http://www.w3.org/2000/svg}"
    from pondside import games
    for name in [n for n in games.names() if shell.has_picture(n)]:
        page.evaluate("h => { location.hash = h }", "#g=" + records.encode_link(_played_to_the_end(name)))
        page.wait_for_selector(f"[data-game-screen={name}] " + shell.BOARD_SVG.get(name, ""))
        page.locator(".over-buttons [data-nav*='\"share\"']").click()
        page.fill("#share-caption", f"The end of a game of {name} & more")
        page.locator("[data-nav*=share_opt]").first.click()          # Use caption
        page.wait_for_function("document.querySelector('[data-share-img]').value.includes('The end of a game')")
        with page.expect_download() as dl:
            page.locator("[data-nav*=picture]").click()
        path = tmp_path / f"{name}.svg"
        dl.value.save_as(path)
        assert dl.value.suggested_filename == f"pondside-{name}.svg"
        text = path.read_text(encoding="utf-8")
        root = ET.fromstring(text)
        assert root.tag == svg_ns + "svg" and float(root.get("width")) > 100 and float(root.get("height")) > 100
        assert root.find(svg_ns + "title").text == f"The end of a game of {name} & more"
        caption = [" ".join(x.strip() for x in t.itertext()) for t in root.iter(svg_ns + "text")][-1]
        assert caption == f"The end of a game of {name} & more", "the caption, in lines as wide as the picture"
        ids = {el.get("id") for el in root.iter() if el.get("id")}
        for el in root.iter():
            assert "class" not in el.attrib and not [a for a in el.attrib if a.startswith("data-")], el.attrib
            href = el.get("href") or el.get("{http://www.w3.org/1999/xlink}href")
            if href and href.startswith("#"):
                assert href[1:] in ids, f"{name}: the picture refers to a shape it lacks: {href}"
        for ref in re.findall(r"url\(&quot;#([^&]+)&quot;\)|url\(#([^)]+)\)|url\(\"#([^\"]+)\"\)", text):
            assert next(r for r in ref if r) in ids, (name, ref)
        shapes = sum(1 for el in root.iter() if el.tag.split("}")[1] in ("path", "rect", "circle", "polygon",
                                                                        "image", "use", "ellipse"))
        assert shapes >= 5, (name, shapes)
        # an <img> of it (no page styles, no scripts) shows it at its size
        viewer = page.context.new_page()
        data = base64.b64encode(text.encode()).decode()
        viewer.set_content(f'<img id="pic" src="data:image/svg+xml;base64,{data}">')
        viewer.wait_for_function("document.getElementById('pic').complete")
        size = viewer.evaluate("[document.getElementById('pic').naturalWidth, document.getElementById('pic').naturalHeight]")
        assert size == [int(float(root.get("width"))), int(float(root.get("height")))], size
        viewer.locator("#pic").screenshot(path=str(tmp_path / f"{name}.png"))
        viewer.close()
        page.locator(".share-panel [data-nav*='\"share\"']").last.click()     # Close
