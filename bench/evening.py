#!/usr/bin/env python3
"""An evening in one tab (issue 43, point 2): one 390 × 844 phone page plays whole games against the computer,
every game in turn, with an Undo in each, the finished game's replay stepped through, and a position opened
in the editor before the next, the way a family leaves the app open all evening.  After each game, back on
the home shelf and after a garbage collection, it reads:

- the renderer's memory (the proportional set size of the page's renderer processes, from /proc),
- the JS heap (the page's V8 heap in use),
- the Python heap (the runtime's linear memory, and the objects Python's collector tracks after `gc.collect()`),
- the DOM node count (the renderer's live nodes, attached or not),
- each game's tap-to-render time (a tap's click through its render to the new layout), median and p95.

Targets: from the third game to the last, memory grows ≤ 50 MB, the node count does not grow, and the tap p95
stays ≤ 1.2× its value at the third game.

    .venv/bin/python bench/evening.py [--games 20] [--cpu 1]

A harness that measures a page must not hold its nodes: an ElementHandle (Playwright's `wait_for_selector`
returns one, and so does `query_selector`) keeps its element and everything under it alive until it is
disposed, through the DevTools protocol's own global handles.  The first measurement of this (issue 43)
kept one handle per game on the game's screen section and counted ~1,300 more nodes a game; a heap
snapshot named the retainer ("(Global handles) / DevTools console").  This bench waits with locators,
which hold nothing.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "bench")]

from pondside import benchcore, games  # noqa: E402
from pondside.app import records  # noqa: E402
from pondside.app.session import KEY_SETTINGS  # noqa: E402

import boot  # noqa: E402
import embeds  # noqa: E402  (its PSS reader)

GAMES = 20          # whole games in an evening (at least 20: the measure)
MEMORY_MB = 50      # the targets, from the third game to the last
TAP_RATIO = 1.2
FROM_GAME = 3

GAME_LIMIT_MS = 300_000   # a game not over by then is reported unfinished (and the evening fails)
SHORT = {"koikoi": {"months": 3}}     # a Koi-Koi evening plays short games (the table's choice in Settings)

# One whole game by taps at a person's pace: a held move's Continue, the pass screen, else a random allowed
# move or pick; one Undo once the game is under way.  Each tap is timed from its dispatch through its
# microtasks to the style and layout of the new screen (as bench/run.py's clicks).
PLAY_JS = """async ([seed, limit]) => {
  const taps = []; let undone = false;
  let s = seed;
  const rnd = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const rest = (ms) => new Promise(r => { requestAnimationFrame(() => setTimeout(r, ms)); });
  const busy = () => document.querySelector('.thinking, [data-staging]') || (window.pondsideFlying && pondsideFlying() > 0);
  const t0 = performance.now();
  while (performance.now() - t0 < limit) {
    if (document.querySelector('.game-over')) return {taps, undone, over: true};
    if (busy()) { await rest(20); continue; }
    const held = document.querySelector('#hold-continue, #pass-ready');
    if (held) { held.click(); await rest(10); continue; }
    const undo = document.querySelector('.game-top .btn-undo.is-on');
    if (!undone && undo && taps.length >= 8) { undo.click(); undone = true; await rest(30); continue; }
    // (a move more often than a pick, as a person who has chosen: picks alone would toggle all evening)
    const acts = [...document.querySelectorAll('.game-area [data-act]:not([disabled])')];
    const els = acts.length && rnd() < 0.7 ? acts
      : [...document.querySelectorAll('.game-area [data-act]:not([disabled]), .game-area [data-sel]:not([disabled])')]
        .filter(e => !(e.getAttribute('data-sel') || '').includes('_clear'));
    if (!els.length) { await rest(30); continue; }
    const el = els[Math.floor(rnd() * els.length)];
    const t = performance.now();
    el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    await null;
    document.body.offsetHeight;
    taps.push(performance.now() - t);
    await rest(30);
  }
  return {taps, undone, over: false};
}"""

# After the game: its replay, stepped back and forth, then closed.
REPLAY_JS = """async () => {
  const rest = () => new Promise(r => requestAnimationFrame(() => setTimeout(r, 30)));
  const open = [...document.querySelectorAll('[data-nav]')].find(e => (e.getAttribute('data-nav') || '').includes('replay_open'));
  if (!open) return 0;
  open.click(); await rest();
  let steps = 0;
  for (let i = 0; i < 6; i++) {
    const b = [...document.querySelectorAll('[data-nav]')].filter(e => /"cmd":"replay"/.test(e.getAttribute('data-nav')) && !e.disabled);
    if (!b.length) break;
    b[i % b.length].click(); steps++; await rest();
  }
  const close = [...document.querySelectorAll('[data-nav]')].find(e => (e.getAttribute('data-nav') || '').includes('replay_close'));
  if (close) { close.click(); await rest(); }
  return steps;
}"""

# On the home shelf: the editor of a game, a few pieces put on its board, back home.
EDITOR_JS = """async (name) => {
  const rest = () => new Promise(r => requestAnimationFrame(() => setTimeout(r, 30)));
  const nav = (pred) => [...document.querySelectorAll('[data-nav]')].filter(e => !e.disabled && pred(JSON.parse(e.getAttribute('data-nav'))));
  const open = nav(d => d.to === 'editor' && d.game === name)[0];
  if (!open) return 0;
  open.click(); await rest();
  let put = 0;
  for (let i = 0; i < 3; i++) {
    const slot = nav(d => d.cmd === 'ed_slot')[i];
    if (!slot) break;
    slot.click(); await rest();
    const piece = nav(d => d.cmd === 'ed_put' && d.piece)[0];
    if (piece) { piece.click(); put++; await rest(); }
  }
  const back = nav(d => d.cmd === 'ed_back')[0];
  if (back) { back.click(); await rest(); }
  const home = nav(d => d.to === 'home')[0];
  if (home) { home.click(); await rest(); }
  return put;
}"""


def _levels(name):
    return list(games.module(name, "bots").BOTS)


def _renderer_pss_mb(browser_cdp) -> float:
    """The proportional set size of the browser's renderer processes (this bench opens one page)."""
    info = browser_cdp.send("SystemInfo.getProcessInfo")
    return sum(embeds._pss_kb(p["id"])["Pss"] for p in info.get("processInfo", [])
               if p.get("type") == "renderer") / 1024


def _read(page, cdp, browser_cdp) -> dict:
    for _ in range(2):
        cdp.send("HeapProfiler.collectGarbage")
        page.wait_for_timeout(150)
    py = json.loads(page.evaluate("pondsideBench('memory')"))
    return {"renderer_mb": _renderer_pss_mb(browser_cdp),
            "js_mb": cdp.send("Runtime.getHeapUsage")["usedSize"] / 2 ** 20,
            "py_mb": py["wasm_bytes"] / 2 ** 20, "py_objects": py["objects"],
            "nodes": cdp.send("Memory.getDOMCounters")["nodes"]}


def evening(n_games=20, cpu=1.0, log=print, seed=1) -> list[dict]:
    """Plays ``n_games`` games in one tab; one row per game (its figures after it, on the home shelf)."""
    from playwright.sync_api import sync_playwright
    server, url = boot.start_server("/")
    names = games.names()
    rows = []
    try:
        with sync_playwright() as pw:
            b = pw.chromium.launch(executable_path=boot.CHROMIUM, args=boot.CHROMIUM_ARGS, headless=True)
            browser_cdp = b.new_browser_cdp_session()
            page = b.new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                              device_scale_factor=2, bypass_csp=True)
            cdp = page.context.new_cdp_session(page)
            if cpu != 1:
                boot.emulate(page, {"cpu": cpu})
            ready = "document.body.dataset.ready === '1' && typeof window.pondsideBench === 'function'"
            page.goto(url + "#bench=1&botdelay=0")
            page.wait_for_function(ready, timeout=300_000)
            # the Settings' "fast" speed (pieces still fly, the computer's moves still play out in stages)
            page.evaluate("""(key) => { const s = JSON.parse(localStorage.getItem(key) || '{}');
                                        s.speed = 'fast'; localStorage.setItem(key, JSON.stringify(s)); }""",
                          KEY_SETTINGS)
            page.reload()
            page.wait_for_function(ready, timeout=300_000)
            log(f"  fresh home shelf: {_line(_read(page, cdp, browser_cdp))}")
            # each game's shapes and styles are loaded once, at its first visit (one hidden SVG of shapes a
            # game, kept for the next visit): the editor of each first, so that every row after the first game
            # compares a shelf with the same games loaded
            for name in names:
                page.evaluate(EDITOR_JS, name)
                page.locator("[data-game]").first.wait_for(timeout=60_000)
            log(f"  every game's shapes loaded: {_line(_read(page, cdp, browser_cdp))}")
            for i in range(n_games):
                name = names[i % len(names)]
                g = games.get(name)
                players = [{"name": "You", "kind": "human"},
                           {"name": "Computer", "kind": "computer", "bot": _levels(name)[0]}]
                st = g.new_game(players, seed + i, options=SHORT.get(name))
                t0 = time.perf_counter()
                page.evaluate(f"location.hash = '#bench=1&botdelay=0&g={records.encode_link(st)}'")
                page.locator(f"[data-game-screen={name}]").wait_for(timeout=120_000)
                played = page.evaluate(PLAY_JS, [seed * 7919 + i, GAME_LIMIT_MS])
                steps = page.evaluate(REPLAY_JS) if played["over"] else 0
                page.locator(".game-top [data-nav*=home]").first.click()
                page.locator("[data-game]").first.wait_for(timeout=60_000)
                put = page.evaluate(EDITOR_JS, names[(i + 1) % len(names)])
                page.locator("[data-game]").first.wait_for(timeout=60_000)
                row = _read(page, cdp, browser_cdp)
                taps = sorted(played["taps"])
                row.update(game=i + 1, name=name, over=played["over"], undone=played["undone"], replay=steps,
                           editor=put, taps=len(taps), tap_median=taps[len(taps) // 2] if taps else 0.0,
                           tap_p95=benchcore.pct(taps, 0.95) if taps else 0.0, seconds=time.perf_counter() - t0)
                rows.append(row)
                log(f"  game {i + 1} {name}: {'whole' if row['over'] else 'NOT FINISHED'}, {row['taps']} taps, "
                    f"{row['seconds']:.0f} s; {_line(row)}")
            b.close()
    finally:
        server.shutdown()
        server.server_close()
    return rows


def _line(r) -> str:
    out = (f"renderer {r['renderer_mb']:.0f} MB, JS heap {r['js_mb']:.1f} MB, Python {r['py_mb']:.0f} MB "
           f"({r['py_objects']:,} objects), {r['nodes']:,} nodes")
    if "tap_p95" in r:
        out += f", tap median {r['tap_median']:.1f} ms, p95 {r['tap_p95']:.1f} ms"
    return out


def verdict(rows) -> dict:
    """The targets, from the third game to the last (from the first, in a shorter evening)."""
    start = min(FROM_GAME, len(rows)) - 1
    base, last = rows[start], rows[-1]
    later = rows[start:]
    grow = max(r["renderer_mb"] for r in later) - base["renderer_mb"]
    nodes = max(r["nodes"] for r in later) - base["nodes"]
    # a tap's cost depends on the game's screen: each game's p95 against its own at its first play from
    # the third game on
    first = {}
    for r in later:
        first.setdefault(r["name"], r)
    ratio = max((r["tap_p95"] / first[r["name"]]["tap_p95"] for r in later if first[r["name"]]["tap_p95"]),
                default=0.0)
    return {"memory_mb": grow, "memory_ok": grow <= MEMORY_MB, "nodes": nodes, "nodes_ok": nodes <= 0,
            "tap_ratio": ratio, "tap_ok": ratio <= TAP_RATIO, "whole": all(r["over"] for r in rows),
            "last": last}


def table(rows, cpu=1.0) -> str:
    lines = ["| game | | taps | tap median | tap p95 | renderer | JS heap | Python (linear memory) | Python objects "
             "| DOM nodes |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['game']} | {r['name']}{'' if r['over'] else ' (unfinished)'} | {r['taps']} "
                     f"| {r['tap_median']:.1f} ms | {r['tap_p95']:.1f} ms | {r['renderer_mb']:.0f} MB "
                     f"| {r['js_mb']:.1f} MB | {r['py_mb']:.0f} MB | {r['py_objects']:,} | {r['nodes']:,} |")
    v = verdict(rows)
    ok = lambda b: "met" if b else "NOT met"  # noqa: E731
    lines += ["", f"From game {min(FROM_GAME, len(rows))} to game {len(rows)}: the renderer grew {v['memory_mb']:+.0f} MB "
              f"(target ≤ {MEMORY_MB} MB: {ok(v['memory_ok'])}); DOM nodes {v['nodes']:+,} "
              f"(target: no growth: {ok(v['nodes_ok'])}); each game's tap p95 at most "
              f"{v['tap_ratio']:.2f}× its value at its first play from game {min(FROM_GAME, len(rows))} on (target ≤ {TAP_RATIO}×: "
              f"{ok(v['tap_ok'])}).  Read on the home shelf after each game, after a garbage collection; "
              f"a 390 × 844 phone page{'' if cpu == 1 else f' under {cpu:g}× CPU'}, motion on, against each "
              f"game's first level at the \"fast\" speed, an Undo in every game, its replay stepped through and a position put in the "
              f"editor between games."]
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=GAMES)
    ap.add_argument("--cpu", type=float, default=1.0)
    args = ap.parse_args(argv)
    rows = evening(args.games, args.cpu)
    print(table(rows, args.cpu))
    return 0 if all(verdict(rows)[k] for k in ("memory_ok", "nodes_ok", "tap_ok", "whole")) else 1


if __name__ == "__main__":
    sys.exit(main())
