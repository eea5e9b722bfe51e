#!/usr/bin/env python3
"""A gallery of screenshots for people reviewing a change (issue 22): every game and mode at the start, the
middle and the end of a game played by tapping against the computer, at each size (two phones, a tablet,
a desktop), plus each game's new-game dialog and rules page.  Writes PNGs and an index.html to
bench/out/screens/ (git-ignored).

    .venv/bin/python bench/screens.py [--sizes phone390,desktop] [--games kokonana,koikoi] [--lang de]
"""
from __future__ import annotations

import argparse
import html
import random
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py"), str(ROOT), str(ROOT / "tools"), str(ROOT / "tests" / "browser")]

from conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402  (the test harness's browser settings)
from test_tables import MODES  # noqa: E402  (every game and mode)

SIZES = {"phone390": (390, 844, True), "phone360": (360, 740, True), "tablet": (1024, 768, True),
         "desktop": (1280, 800, False)}
OUT = ROOT / "bench" / "out" / "screens"


def serve():
    import serve as srv
    import setup
    if not setup.vendor_ready():
        setup.main(["--quiet"])
    else:
        setup.build_app()
    s = srv.make_server("127.0.0.1", 0, "/", quiet=True, auto_rebuild=False)
    threading.Thread(target=s.serve_forever, daemon=True).start()
    return s, srv.server_url(s)


def ready(page):
    page.wait_for_function("document.body && document.body.dataset.ready === '1'", timeout=90_000)


def shoot(page, path):
    path.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(path), full_page=True)
    return path


def play(page, touch, seed, shots, stem):
    """Tap through a game; screenshots at the start, the middle (by moves) and the end."""
    rng = random.Random(seed)
    taps = 0
    mid_done = False
    for _ in range(1500):
        page.wait_for_function("window.pondsideSettled ? pondsideSettled() : !document.querySelector('.thinking')", timeout=120_000)
        if page.locator(".game-over").count():
            shots.append(shoot(page, stem("end")))
            return
        if taps == 0:
            shots.append(shoot(page, stem("start")))
        if not mid_done and taps >= 12 and not page.locator('#hold-continue').count():
            shots.append(shoot(page, stem("middle")))
            mid_done = True
        hold = page.locator("#hold-continue")
        if hold.count():
            if not any("held" in s.name for s in shots if s.name.startswith(stem("x").name.rsplit("-", 1)[0])):
                shots.append(shoot(page, stem("held")))
            hold.first.click()
            continue
        if page.locator("#pass-ready").count():
            page.locator("#pass-ready").click()
            continue
        acts = page.locator(".game-area [data-act]:not([disabled])")
        sels = page.locator(".game-area [data-sel]:not([disabled]):not([data-sel*='_clear'])")
        n_act, n_sel = acts.count(), sels.count()
        if not n_act + n_sel:
            time.sleep(0.2)
            continue
        is_act = n_act and (not n_sel or rng.random() < 0.7)
        target = acts.nth(rng.randrange(n_act)) if is_act else sels.nth(rng.randrange(n_sel))
        try:
            target.scroll_into_view_if_needed(timeout=5000)
            (target.tap if touch else target.click)(timeout=5000)
        except Exception:       # noqa: BLE001 - a target that moved away: pick again
            continue
        taps += bool(is_act)    # (moves, not selections: the middle is the middle of the game)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default=",".join(SIZES))
    ap.add_argument("--games", default="")
    ap.add_argument("--lang", default="en", choices=["en", "de"])
    ap.add_argument("--seed", type=int, default=17)
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright
    from pondside import games
    from pondside.app import records

    wanted = set(args.games.split(",")) if args.games else None
    server, url = serve()
    shots = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for size in args.sizes.split(","):
            w, h, touch = SIZES[size]
            for name, n, options in MODES:
                if wanted and name not in wanted:
                    continue
                ctx = browser.new_context(viewport={"width": w, "height": h}, is_mobile=touch and w < 800,
                                          has_touch=touch, device_scale_factor=2 if w < 800 else 1,
                                          locale="de-DE" if args.lang == "de" else "en-US", bypass_csp=True)
                page = ctx.new_page()
                g = games.get(name)
                level = list(games.module(name, "bots").BOTS)[0]
                you = "Du" if args.lang == "de" else "You"
                players = [{"name": you, "kind": "human"}] + [
                    {"name": "Computer" if n == 2 else f"Computer {i}", "kind": "computer", "bot": level}
                    for i in range(1, n)]
                state = g.new_game(players, args.seed, options)
                page.goto(url + "#botdelay=300&g=" + records.encode_link(state))
                ready(page)
                keep = page.locator(".link-notice button")
                if keep.count():
                    keep.click()

                def stem(stage, size=size, name=name, n=n):
                    return OUT / size / f"{name}-{n}p-{stage}.png"
                try:
                    play(page, touch, args.seed, shots, stem)
                except Exception as e:  # noqa: BLE001 - a gallery with a gap beats no gallery
                    print(f"screens: {size} {name} {n}p stopped: {e}", file=sys.stderr)
                    shots.append(shoot(page, stem("stopped")))
                if n == min(m[1] for m in MODES if m[0] == name):
                    for what in ("setup", "rules"):
                        page.locator(".topbar [data-nav*=home]").first.click()
                        page.wait_for_selector(".shelf")
                        page.click(f"[data-game={name}] >> [data-nav*={what}]")
                        page.wait_for_selector(".setup, .rules")
                        shots.append(shoot(page, OUT / size / f"{name}-{'dialog' if what == 'setup' else what}.png"))
                        if what == "rules":
                            page.locator(".topbar [data-nav*=back]").first.click()
                ctx.close()
                print(f"screens: {size} {name} {n}p done", file=sys.stderr, flush=True)
        browser.close()
    server.shutdown()
    rows = "".join(f'<figure><img src="{html.escape(str(p.relative_to(OUT)))}" loading="lazy" width="240">'
                   f'<figcaption>{html.escape(str(p.relative_to(OUT)))}</figcaption></figure>' for p in shots)
    (OUT / "index.html").write_text(
        "<!doctype html><meta charset=utf-8><title>Pondside screens</title><style>body{font:14px system-ui}"
        "figure{display:inline-block;margin:6px;vertical-align:top}img{border:1px solid #ccc}</style>" + rows)
    print(f"screens: {len(shots)} screenshots in {OUT.relative_to(ROOT)}/ (index.html)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
