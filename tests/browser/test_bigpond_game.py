"""A whole 2-player Big Pond game in the browser: a person (this test, clicking and pressing keys) against
the computer, through the game's own view markup (data-act / data-sel) rendered by Pyodide.

Until the app's shell (static/main.py) exists, a stand-in main.py hosts the game the way the shell will:
render(view, ctx) into #app, apply the clicked element's data-act, merge data-sel, and let the bot move.
"""
from __future__ import annotations

import json
import os
import shutil
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

STANDIN_MAIN = '''\
import json, os
import js
from pyscript import document
from pyodide.ffi import create_proxy
from pondside import Rng
import pondside.games.bigpond as pkg
from pondside.games.bigpond import GAME
from pondside.games.bigpond import view as V
from pondside.games.bigpond.bots import BOTS

HUMAN = 0
st = {"s": GAME.new_game([{"name": "Ann <you>", "colour": "yellow"}, {"name": "Computer"}], 2024), "sel": {}}
rng = Rng.from_seed("browser")
style = document.createElement("style")
style.textContent = open(os.path.join(os.path.dirname(pkg.__file__), "style.css")).read()
document.head.appendChild(style)
app = document.getElementById("app")


def bots_move():
    s = st["s"]
    while not GAME.is_over(s) and GAME.to_move(s) != HUMAN:
        seat = GAME.to_move(s)
        s = GAME.apply(s, BOTS["greedy"](GAME, GAME.view(s, seat), GAME.legal_actions(s), rng))
    st["s"] = s


def draw():
    s = st["s"]
    legal = GAME.legal_actions(s) if GAME.to_move(s) == HUMAN else []
    app.innerHTML = V.render(GAME.view(s, HUMAN), {"lang": "en", "seat": HUMAN, "legal": legal,
                                                    "sel": st["sel"], "compact": False})
    js.window.bpInfo = json.dumps({"over": GAME.is_over(s), "phase": s["phase"], "to_move": s["to_move"],
                                   "scores": GAME.scores(s), "winners": GAME.winners(s), "turns": s["turns"],
                                   "actions": len(s["actions"])})


def activate(el):
    act = el.getAttribute("data-act")
    if act is not None:
        st["s"] = GAME.apply(st["s"], json.loads(act))
        st["sel"] = {}
        bots_move()
    else:
        upd = json.loads(el.getAttribute("data-sel"))
        if upd.get("_clear"):
            st["sel"] = {}
        for k, v in upd.items():
            if k == "_clear":
                continue
            if v is None:
                st["sel"].pop(k, None)
            else:
                st["sel"][k] = v
    draw()


def on_click(ev):
    el = ev.target.closest("[data-act],[data-sel]")
    if el is not None:
        activate(el)


def on_key(ev):
    if ev.key in ("Enter", " "):
        el = ev.target.closest("[data-act],[data-sel]") if ev.target.closest else None
        if el is not None and el.getAttribute("role") == "button":
            ev.preventDefault()
            activate(el)


document.addEventListener("click", create_proxy(on_click))
document.addEventListener("keydown", create_proxy(on_key))
bots_move()
draw()
document.getElementById("loading").hidden = True
js.window.pondsideReadyAt = js.performance.now()
document.body.dataset.ready = "1"
'''


@pytest.fixture(scope="module")
def bigpond_url(server, tmp_path_factory):
    import sys
    sys.path.insert(0, str(ROOT))
    import serve
    sys.path.pop(0)
    tmp = tmp_path_factory.mktemp("bigpond")
    (tmp / "static").mkdir()
    for name in ("index.html", "pyscript.toml", "sw.js", "manifest.webmanifest"):
        shutil.copy2(ROOT / name, tmp / name)
    for child in (ROOT / "static").iterdir():
        if child.name != "main.py":
            os.symlink(child, tmp / "static" / child.name)
    (tmp / "static" / "main.py").write_text(STANDIN_MAIN)
    if not (ROOT / "static" / "app.css").exists():
        (tmp / "static" / "app.css").write_text("#loading[hidden]{display:none}\n")
    s = serve.make_server("127.0.0.1", 0, "/", root=tmp, quiet=True, auto_rebuild=False)
    threading.Thread(target=s.serve_forever, daemon=True).start()
    yield serve.server_url(s)
    s.shutdown()
    s.server_close()


def info(page):
    return json.loads(page.evaluate("window.bpInfo"))


def test_whole_two_player_game_against_the_computer(page, bigpond_url):
    page.goto(bigpond_url)
    page.wait_for_function("document.body && document.body.dataset.ready === '1'", timeout=120_000, polling=100)
    assert page.locator(".bigpond-ringsvg").count() == 1
    steps = 0
    keyboard = 0
    while not info(page)["over"]:
        now = info(page)
        assert now["to_move"] == 0
        phase = now["phase"]
        if phase == "pick":
            loc = page.locator("g.bigpond-pick[data-act]")
        elif phase == "place":
            loc = page.locator("g.bigpond-place[data-act], button[data-act]")
        else:
            ends = page.locator("button[data-act].bigpond-primary")
            loc = ends if ends.count() else page.locator("[data-act]")
        n = loc.count()
        assert n > 0, f"no clickable action in phase {phase}"
        el = loc.nth(steps % n)
        assert el.get_attribute("aria-label")
        before = now["actions"]
        if steps % 3 == 0 and el.get_attribute("role") == "button":
            el.focus()                      # keyboard: Tab-reachable and chosen with Enter
            page.keyboard.press("Enter")
            keyboard += 1
        else:
            el.dispatch_event("click")
        assert info(page)["actions"] > before, "the click applied an action"
        steps += 1
        assert steps < 300, "the game did not end"
    end = info(page)
    assert end["turns"][0] == end["turns"][1] >= 10
    assert end["winners"]
    assert page.locator(".bigpond-results").is_visible()
    assert "Game over" in page.locator(".bigpond-results").inner_text()
    assert keyboard > 5
    assert page.locator("[data-act]").count() == 0
