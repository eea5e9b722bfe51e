"""KOI in a real browser: a whole 2-player game against the computer, played by
clicking the view's own markup (data-act / data-sel) in Chromium on Pyodide.

The app shell (static/main.py) is the lead's; this test mounts the KOI view with
a small stand-in main.py (the same event protocol as docs/engine.md), so it
tests the engine, view, CSS and bots as shipped in the app wheel.
"""
from __future__ import annotations

import os
import random
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

KOI_MAIN = '''\
import js, json, os
from pyscript import document
from pyodide.ffi import create_proxy
from pondside import Rng, games
from pondside.games.koi import view as kv, bots

G = games.get("koi")
style = document.createElement("style")
style.textContent = open(os.path.join(os.path.dirname(kv.__file__), "style.css")).read()
document.head.appendChild(style)
S = {"state": G.new_game(["You", "Computer"], 7), "sel": {}}
BOT_RNG = Rng.from_seed("koi-browser")


def bot_moves():
    s = S["state"]
    while not G.is_over(s) and G.to_move(s) == 1:
        a = bots.BOTS["greedy"](G, G.view(s, 1), G.legal_actions(s), BOT_RNG)
        s = G.apply(s, a)
    S["state"] = s


def draw():
    s = S["state"]
    legal = G.legal_actions(s) if G.to_move(s) == 0 else []
    document.getElementById("app").innerHTML = kv.render(
        G.view(s, 0), {"lang": "en", "seat": 0, "legal": legal, "sel": S["sel"], "compact": False})
    document.body.dataset.over = "1" if G.is_over(s) else "0"
    document.body.dataset.actions = str(len(s["actions"]))


def activate(el):
    act, sel = el.getAttribute("data-act"), el.getAttribute("data-sel")
    if act:
        S["state"] = G.apply(S["state"], json.loads(act))
        S["sel"] = {}
        bot_moves()
    elif sel:
        upd = json.loads(sel)
        if upd.get("_clear"):
            S["sel"] = {}
        for k, v in upd.items():
            if k == "_clear":
                continue
            if v is None:
                S["sel"].pop(k, None)
            else:
                S["sel"][k] = v
    draw()


def on_click(ev):
    el = ev.target.closest("[data-act],[data-sel]")
    if el is not None:
        activate(el)


def on_key(ev):
    if ev.key in ("Enter", " ") and ev.target.getAttribute and ev.target.getAttribute("role") == "button":
        ev.preventDefault()
        activate(ev.target)


document.addEventListener("click", create_proxy(on_click))
document.addEventListener("keydown", create_proxy(on_key))
draw()
document.getElementById("loading").hidden = True
document.getElementById("loading").style.display = "none"
js.window.pondsideReadyAt = js.performance.now()
document.body.dataset.ready = "1"
'''


@pytest.fixture(scope="module")
def koi_url(server, tmp_path_factory):
    sys.path.insert(0, str(ROOT))
    import serve
    sys.path.pop(0)
    tmp = tmp_path_factory.mktemp("koi")
    (tmp / "static").mkdir()
    for child in ROOT.iterdir():          # index.html, pyscript.toml, sw.js, ... as the app serves them
        if child.name not in ("static", ".git") and not child.name.startswith("."):
            os.symlink(child, tmp / child.name)
    for child in (ROOT / "static").iterdir():
        if child.name != "main.py":
            os.symlink(child, tmp / "static" / child.name)
    (tmp / "static" / "main.py").write_text(KOI_MAIN)
    if not (ROOT / "static" / "app.css").exists():
        (tmp / "static" / "app.css").write_text("#loading[hidden]{display:none}\n")
    s = serve.make_server("127.0.0.1", 0, "/", root=tmp, quiet=True, auto_rebuild=False)
    threading.Thread(target=s.serve_forever, daemon=True).start()
    yield serve.server_url(s)
    s.shutdown()
    s.server_close()


def test_whole_two_player_game_against_the_computer(page, koi_url):
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(koi_url)
    # locator waits only: the app's CSP forbids the string evaluation wait_for_function uses
    page.locator("body[data-ready='1']").wait_for(state="attached", timeout=120_000)
    body = page.locator("body")
    assert page.locator(".koi-market .koi-card").count() == 5
    assert page.locator(".koi-pond-svg").count() == 1
    rng = random.Random(11)
    clicks = 0
    keyboard_used = False
    while body.get_attribute("data-over") != "1":
        assert clicks < 800, "the game did not end"
        acts = page.locator("#app [data-act]")
        sels = page.locator("#app [data-sel]:not([data-sel*='show']):not([data-sel*='_clear'])")
        n_act, n_sel = acts.count(), sels.count()
        assert n_act + n_sel > 0, "my turn offers nothing to click"
        before = body.get_attribute("data-actions")
        if n_act and (not n_sel or rng.random() < 0.75):
            target = acts.nth(rng.randrange(n_act))
        else:
            target = sels.nth(rng.randrange(n_sel))
        svg_target = target.get_attribute("role") == "button"     # <g role="button">; <button>s have no role
        if svg_target and not keyboard_used:
            target.focus()                      # an SVG target, by keyboard
            page.keyboard.press("Enter")
            keyboard_used = True
        else:
            target.click(timeout=10_000)
        clicks += 1
        assert int(body.get_attribute("data-actions")) >= int(before)
    prompt = page.locator(".koi-prompt").inner_text()
    assert "Game over" in prompt and "Winner" in prompt
    assert page.locator("details.koi-scores[open] table").count() == 1
    assert page.locator(".koi-total td").count() == 2
    assert keyboard_used


AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


def _axe(page):
    page.add_script_tag(content=AXE.read_text())
    return page.evaluate("""async () => {
        const r = await axe.run(document, {resultTypes: ['violations']});
        return r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
            .map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}));
    }""")


def test_koi_screen_has_no_serious_axe_violations(browser, koi_url):
    # axe is injected as an inline script, which the app's CSP rightly forbids: this context bypasses the CSP
    ctx = browser.new_context(bypass_csp=True, viewport={"width": 1280, "height": 900})
    try:
        page = ctx.new_page()
        page.goto(koi_url)
        page.locator("body[data-ready='1']").wait_for(state="attached", timeout=120_000)
        assert _axe(page) == [], "start of the game"
        # Work: the sensei action lights up the legal hexes (SVG buttons) and the storage
        page.locator("#app [data-act*='\"work\"']").first.click()
        page.locator("#app [data-act*='sensei']").first.click()
        assert page.locator(".koi-target").count() > 0
        assert _axe(page) == [], "placing from storage"
    finally:
        ctx.close()
