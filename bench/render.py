#!/usr/bin/env python3
"""Where a click's render time goes, per game (issue 8: click-to-render p95 within one frame, 16 ms).

    .venv/bin/python bench/render.py [--games kohaku,bigpond] [--seeds 12] [--clicks 60] [--profile 15]
    .venv/bin/python bench/render.py --browser [--clicks 40]     (also the browser's figures)

CPython part: for each game, seeded random click walks through the same path the page takes on a click
(static/pondside_browser.py): the clicked element's ``data-act`` applies an engine action (``apply`` with its legality
check), a ``data-sel`` patches the UI-local selection; then ``shell.render_game`` (the seat's view + the
game's view.py) builds the screen.  Two humans at one device, embedded (as bench/run.py's page), so pass
screens appear and are clicked through untimed, as bench/run.py's CLICK_JS does.  Reports median / p95 /
max of the render alone and of apply + render (CPU time of this thread, so other load on the machine
does not count), the HTML size and element count, and the top functions by
cumulative time (cProfile) over the same walk.

Browser part (``--browser``): bench/run.py's CLICK_JS on bench/run.py's page for each game, plus the page's
own split of each click (``window.pondsideRender``: Python ms, DOM-update ms; the rest of the click is
dispatch, JSON, style and layout).  Needs Chromium and the built app (bench/boot.start_server rebuilds it).
"""
from __future__ import annotations

import argparse
import cProfile
import html as htmlmod
import io
import json
import pstats
import re
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "bench"))

from pondside import Rng, games  # noqa: E402
from pondside.app import seats, shell  # noqa: E402
from pondside.benchcore import pct  # noqa: E402

_CLICK = re.compile(r'<(\w+)\b([^>]*?)\s(data-act|data-sel|data-nav)="([^"]*)"([^>]*)>')


def clickables(page: str):
    """``[(kind, data)]`` of the page's clickable elements (not disabled), in document order."""
    out = []
    for m in _CLICK.finditer(page):
        attrs = m.group(2) + m.group(5)
        if re.search(r"\sdisabled(\s|=|$)", attrs):
            continue
        out.append((m.group(3), json.loads(htmlmod.unescape(m.group(4)))))
    return out


class Table:
    """The browser layer's game screen state, as static/pondside_browser.py keeps it (embed, all seats human)."""

    def __init__(self, name, seed, n=2):
        self.game = g = games.get(name)
        players = [{"name": f"Seat {i + 1}"} for i in range(n)]
        self.state = g.new_game(players, seed, None)
        self.ui = {"sel": {}, "seat": None, "shown": None, "pass_to": None, "thinking": None, "compact": False}
        self.after_change(first=True)

    def after_change(self, first=False):
        seats.settle_ui(self.game, self.state, self.ui, first)

    def render(self):
        return shell.render_game(self.game, self.state, self.ui, "en", embed=True)

    def click(self, kind, data):
        if kind == "data-act":
            self.state = self.game.apply(self.state, data)
            self.after_change()
        elif kind == "data-sel":
            sel = {} if data.get("_clear") else dict(self.ui.get("sel") or {})
            for k, v in data.items():
                if k != "_clear":
                    if v is None:
                        sel.pop(k, None)
                    else:
                        sel[k] = v
            self.ui["sel"] = sel
        elif data.get("cmd") == "pass_ready":
            self.ui["shown"] = self.ui.get("pass_to")
            self.ui["pass_to"] = None


def walk(name, seeds, clicks, on_click=None):
    """Random click walks; returns per-click (render_ms, total_ms, html_bytes, elements)."""
    rows = []
    for seed in range(seeds):
        t = Table(name, 1000 + seed)
        rng = Rng(seed * 31 + 7)
        page = t.render()
        done = 0
        while done < clicks and not t.game.is_over(t.state):
            if t.ui.get("pass_to") is not None:
                t.click("data-nav", {"cmd": "pass_ready"})
                page = t.render()
                continue
            cands = [c for c in clickables(page) if c[0] != "data-nav"]
            if not cands:
                break
            kind, data = cands[rng.below(len(cands))]
            t0 = time.thread_time()
            t.click(kind, data)
            t1 = time.thread_time()
            page = t.render()
            t2 = time.thread_time()
            rows.append(((t2 - t1) * 1000, (t2 - t0) * 1000, len(page), page.count("<") - page.count("</")))
            done += 1
    return rows


def cpython(names, seeds, clicks, profile_top):
    res = {}
    for name in names:
        walk(name, 1, 5)                       # imports, caches of the module level
        rows = walk(name, seeds, clicks)
        r = [x[0] for x in rows]
        tot = [x[1] for x in rows]
        res[name] = {"n": len(rows), "render_p50": statistics.median(r), "render_p95": pct(r, 0.95),
                     "render_max": max(r), "click_p50": statistics.median(tot), "click_p95": pct(tot, 0.95),
                     "kb_p50": statistics.median(x[2] for x in rows) / 1000,
                     "kb_max": max(x[2] for x in rows) / 1000,
                     "elements_p50": statistics.median(x[3] for x in rows), "elements_max": max(x[3] for x in rows)}
        print(f"{name:9s} n={len(rows):4d}  render p50 {res[name]['render_p50']:6.2f}  p95 {res[name]['render_p95']:6.2f}"
              f"  max {res[name]['render_max']:6.2f} ms | apply+render p50 {res[name]['click_p50']:6.2f}"
              f"  p95 {res[name]['click_p95']:6.2f} ms | html p50 {res[name]['kb_p50']:.0f} kB"
              f" (max {res[name]['kb_max']:.0f}), elements p50 {res[name]['elements_p50']:.0f}"
              f" (max {res[name]['elements_max']})", flush=True)
        if profile_top:
            pr = cProfile.Profile()
            pr.enable()
            walk(name, max(2, seeds // 3), clicks)
            pr.disable()
            buf = io.StringIO()
            pstats.Stats(pr, stream=buf).strip_dirs().sort_stats("cumulative").print_stats(profile_top)
            text = buf.getvalue()
            print("\n".join(line for line in text.splitlines()[6:] if line.strip()), flush=True)
    return res


SPLIT_JS = None


def _trace_cpu(events):
    """Per timed click (marked by ``console.timeStamp('pondside-click')`` just before its dispatch): the
    renderer main thread's CPU time (trace ``tdur``) of the click's dispatch (handler, Python, morph) and
    of the style + layout that follow it before the next click.  CPU time, unlike wall time, hardly
    changes when other processes load the machine."""
    marks = sorted(e["ts"] for e in events if e.get("name") == "TimeStamp"
                   and e.get("args", {}).get("data", {}).get("message") == "pondside-click")
    clicks = sorted((e for e in events if e.get("name") == "EventDispatch" and e.get("ph") == "X"
                     and e.get("args", {}).get("data", {}).get("type") == "click"), key=lambda e: e["ts"])
    if not clicks:
        return []
    pid, tid = clicks[0]["pid"], clicks[0]["tid"]
    style = sorted((e for e in events if e.get("pid") == pid and e.get("tid") == tid and e.get("ph") == "X"
                    and e.get("name") in ("UpdateLayoutTree", "Layout") and "tdur" in e), key=lambda e: e["ts"])
    out = []
    for i, c in enumerate(clicks):
        # timed = a mark right before it (no other click between)
        if not any(m <= c["ts"] and (i == 0 or m > clicks[i - 1]["ts"]) for m in marks):
            continue
        end = clicks[i + 1]["ts"] if i + 1 < len(clicks) else float("inf")
        lay = sum(e["tdur"] for e in style if c["ts"] + c["dur"] <= e["ts"] < end)
        out.append((c.get("tdur", c["dur"]) / 1000, lay / 1000))
    return out


def browser(names, clicks, url_extra=""):
    """bench/run.py's CLICK_JS twice per game: once as is, collecting the page's own py/dom split after each
    timed click; once under a Chromium trace, for each click's CPU time (dispatch; style + layout)."""
    import run
    import boot
    from playwright.sync_api import sync_playwright

    global SPLIT_JS
    mark = "(first.length < warm ? first : out).push(performance.now() - t0);"
    lay = "document.body.offsetHeight;"
    t0 = "const t0 = performance.now();"
    assert mark in run.CLICK_JS and lay in run.CLICK_JS and t0 in run.CLICK_JS, \
        "bench/run.py's CLICK_JS changed: update bench/render.py"
    # the same clicks; also the page's own split (Python, DOM update) and the forced style + layout alone
    SPLIT_JS = (run.CLICK_JS.replace("const out = [], first = [];", "const out = [], first = [], split = [];")
                .replace(t0, "console.timeStamp('pondside-click'); " + t0)
                .replace(lay, "const tl = performance.now(); " + lay)
                .replace(mark, "const timed = first.length >= warm; " + mark
                         + " const r = window.pondsideRender || {py_ms: 0, dom_ms: 0};"
                         " if (timed) split.push([r.py_ms, r.dom_ms, performance.now() - tl,"
                         " document.querySelectorAll('#app *').length]); window.pondsideRender = null;")
                .replace("return {out, first};", "return {out, first, split};"))
    res = {}
    server, url = boot.start_server("/")
    try:
        with sync_playwright() as pw:
            b = pw.chromium.launch(executable_path=boot.CHROMIUM, args=boot.CHROMIUM_ARGS, headless=True)
            page = b.new_page(viewport={"width": 1280, "height": 800}, bypass_csp=True)
            for name in names:
                page.goto(url + f"?bench={name}#embed=1&new={name}&seed=3&n=2{url_extra}")
                page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
                r = page.evaluate(SPLIT_JS, [clicks, run.WARM_CLICKS])
                # the same clicks again (same seed, fresh page) under a trace, for CPU times
                page.goto(url + f"?bench={name}&traced=1#embed=1&new={name}&seed=3&n=2{url_extra}")
                page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
                b.start_tracing(page=page, categories=["devtools.timeline"])
                page.evaluate(SPLIT_JS, [clicks, run.WARM_CLICKS])
                cpu = _trace_cpu(json.loads(b.stop_tracing())["traceEvents"])[run.WARM_CLICKS:]
                times, split = r["out"], r["split"]
                py = [s[0] for s in split]
                dom = [s[1] for s in split]
                lay_ms = [s[2] for s in split]
                rest = [t - p - d - lay for t, p, d, lay in zip(times, py, dom, lay_ms)]
                x = res[name] = {"p50": statistics.median(times), "p95": pct(times, 0.95), "n": len(times),
                                 "nodes": statistics.median(s[3] for s in split), "nodes_max": max(s[3] for s in split)}
                for key, v in (("py", py), ("dom", dom), ("layout", lay_ms), ("rest", rest),
                               ("cpu", [a + b for a, b in cpu] or [0]), ("cpu_dispatch", [a for a, _ in cpu] or [0]),
                               ("cpu_layout", [b for _, b in cpu] or [0])):
                    x[key + "_p50"], x[key + "_p95"] = statistics.median(v), pct(v, 0.95)
                print(f"browser {name:9s} n={x['n']:3d} wall: click p50 {x['p50']:5.1f} p95 {x['p95']:5.1f} ms | "
                      f"python {x['py_p50']:4.1f}/{x['py_p95']:4.1f} | morph {x['dom_p50']:4.1f}/{x['dom_p95']:4.1f} | "
                      f"style+layout {x['layout_p50']:4.1f}/{x['layout_p95']:4.1f} | rest (dispatch, apply) "
                      f"{x['rest_p50']:4.1f}/{x['rest_p95']:4.1f} (p50/p95) | #app elements {x['nodes']:.0f} (max {x['nodes_max']})",
                      flush=True)
                print(f"        {'':9s} CPU (traced, n={len(cpu)}): click p50 {x['cpu_p50']:5.1f} p95 {x['cpu_p95']:5.1f} ms | "
                      f"dispatch (handler, Python, morph) {x['cpu_dispatch_p50']:4.1f}/{x['cpu_dispatch_p95']:4.1f} | "
                      f"style+layout {x['cpu_layout_p50']:4.1f}/{x['cpu_layout_p95']:4.1f}", flush=True)
            b.close()
    finally:
        server.shutdown()
        server.server_close()
    return res


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", default=",".join(games.names()))
    ap.add_argument("--seeds", type=int, default=12)
    ap.add_argument("--clicks", type=int, default=60, help="clicks per walk (CPython) / per game (browser)")
    ap.add_argument("--profile", type=int, default=0, metavar="N", help="print the top N functions (cProfile)")
    ap.add_argument("--browser", action="store_true")
    ap.add_argument("--browser-clicks", type=int, default=100)
    ap.add_argument("--url-extra", default="", help="browser: appended to the page's hash (e.g. &morph=0)")
    ap.add_argument("--no-cpython", action="store_true")
    args = ap.parse_args(argv)
    names = [n for n in args.games.split(",") if n]
    if not args.no_cpython:
        cpython(names, args.seeds, args.clicks, args.profile)
    if args.browser:
        browser(names, args.browser_clicks, args.url_extra)
    return 0


if __name__ == "__main__":
    sys.exit(main())
