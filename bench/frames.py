#!/usr/bin/env python3
"""Frames while the computer plays (issue 40, point 1): for each game, a person against the computer on a
390 × 844 phone page with motion on, under the phone profile's CPU slowdown (4×, the browser's own
emulation); the person taps a random allowed move whenever it is their turn, and every frame the page paints
while the computer's turn is under way (thinking, its move playing out in stages, pieces in flight) is timed
by requestAnimationFrame.  Reports the longest such frame and the 95th percentile per game, and the same for
the person's own taps, side by side.

    .venv/bin/python bench/frames.py [--turns 4] [--cpu 4] [--games koikoi,kohaku]

run.py's phone part runs it too (bench/out/phone.md).
"""
from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "bench")]

from pondside import benchcore, games  # noqa: E402
from pondside.app import records  # noqa: E402

import boot  # noqa: E402

# every frame's length, and whether the computer's turn was under way at its end (the page says so: its
# thinking mark, a move playing out in stages, a piece in flight)
FRAMES_JS = """() => {
  const out = window.__frames = [];
  let last = performance.now();
  const busy = () => document.querySelector('.thinking') ? 'thinking' : document.querySelector('[data-staging]') ? 'staging'
    : (window.pondsideFlying && pondsideFlying() > 0) ? 'flying' : '';
  let was = '';
  const renders = window.__renders = []; let seenR = null;
  const tick = (t) => { const b = busy(); out.push([t - last, was || b]); was = b; last = t;
                        const r = window.pondsideRender; if (r && r !== seenR) { seenR = r; renders.push([r.py_ms, r.dom_ms, b]); }
                        if (!window.__framesStop) requestAnimationFrame(tick); };
  window.__framesStop = false;
  requestAnimationFrame(tick);
}"""

TARGET_MS = 50     # the target for the longest frame during a computer turn at 4× CPU


def _strongest(name):
    return list(games.module(name, "bots").BOTS)[-1]


def play(page, url, name, turns, seed=7):
    """Open a game of ``name`` (you against its strongest level), tap until the computer has played
    ``turns`` turns; returns ([computer-turn frame ms], [other frame ms])."""
    g = games.get(name)
    players = [{"name": "You", "kind": "human"}, {"name": "Computer", "kind": "computer", "bot": _strongest(name)}]
    st = g.new_game(players, seed)
    page.goto(url + f"?frames={name}#g=" + records.encode_link(st))
    page.wait_for_function("document.body.dataset.ready === '1'", timeout=300_000)
    page.wait_for_selector(".game-area", timeout=120_000)
    page.evaluate(FRAMES_JS)
    rng = random.Random(seed)
    seen_busy = 0
    was_busy = False
    for _ in range(400):
        busy = page.evaluate("!!document.querySelector('.thinking, [data-staging]') || pondsideFlying() > 0")
        if was_busy and not busy:
            seen_busy += 1
        was_busy = busy
        if seen_busy >= turns or page.locator(".game-over").count():
            break
        if busy:
            page.wait_for_timeout(100)
            continue
        held = page.locator("#hold-continue")
        if held.count():
            held.first.click()
            continue
        els = page.locator(".game-area [data-act]:not([disabled]), .game-area [data-sel]:not([disabled])")
        n = els.count()
        if not n:
            page.wait_for_timeout(100)
            continue
        try:
            els.nth(rng.randrange(n)).click(timeout=5_000)
        except Exception:
            pass
        page.wait_for_timeout(60)
    page.evaluate("window.__framesStop = true")
    frames = page.evaluate("window.__frames")
    renders = page.evaluate("window.__renders")
    long = {"renders (python ms, page ms)": sorted(((round(p), round(d)) for p, d, b in renders), reverse=True)[:4]}
    for ms, b in frames:
        if b and ms > TARGET_MS:
            long.setdefault(b, []).append(round(ms))
    return [ms for ms, b in frames if b], [ms for ms, b in frames if not b], seen_busy, long


def measure(names=None, turns=4, cpu=4, log=print):
    """{game: {"computer": {...}, "you": {...}, "turns": n}} under ``cpu``× CPU on a 390 × 844 phone page."""
    from playwright.sync_api import sync_playwright
    server, url = boot.start_server("/")
    res = {}
    try:
        with sync_playwright() as pw:
            b = pw.chromium.launch(executable_path=boot.CHROMIUM, args=boot.CHROMIUM_ARGS, headless=True)
            page = b.new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                              device_scale_factor=2, bypass_csp=True)
            boot.emulate(page, {"cpu": cpu})
            for name in names or games.names():
                comp, other, n, long = play(page, url, name, turns)
                res[name] = {"turns": n, "computer": _stats(comp), "you": _stats(other), "long": long}
                c = res[name]["computer"]
                log(f"  frames {name} ({cpu}× CPU): computer's turns {n}, {c['n']} frames, longest {c['max']:.0f} ms, "
                    f"p95 {c['p95']:.0f} ms; your taps: longest {res[name]['you']['max']:.0f} ms; frames over "
                    f"{TARGET_MS} ms while {long}")
            b.close()
    finally:
        server.shutdown()
        server.server_close()
    return res


def _stats(ms):
    if not ms:
        return {"n": 0, "max": 0.0, "p95": 0.0, "median": 0.0}
    s = sorted(ms)
    return {"n": len(s), "max": s[-1], "p95": benchcore.pct(s, 0.95), "median": s[len(s) // 2]}


def table(res, cpu=4) -> str:
    lines = ["| game | computer turns | frames in them | longest frame | p95 frame | your taps: longest | target |",
             "|---|---|---|---|---|---|---|"]
    for name, r in res.items():
        c, y = r["computer"], r["you"]
        ok = "met" if c["max"] <= TARGET_MS else "not met"
        lines.append(f"| {name} | {r['turns']} | {c['n']} | {c['max']:.0f} ms | {c['p95']:.0f} ms | {y['max']:.0f} ms "
                     f"| ≤ {TARGET_MS} ms: {ok} |")
    return "\n".join(lines) + (f"\n\nFrames timed by requestAnimationFrame on a 390 × 844 page under {cpu}× CPU "
                               "(the browser's own emulation), motion on, against each game's strongest level.")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--turns", type=int, default=4)
    ap.add_argument("--cpu", type=float, default=4)
    ap.add_argument("--games", default="")
    args = ap.parse_args(argv)
    names = [n for n in args.games.split(",") if n] or None
    print(table(measure(names, args.turns, args.cpu), args.cpu))


if __name__ == "__main__":
    main()
