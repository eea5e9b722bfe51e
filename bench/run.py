#!/usr/bin/env python3
"""The whole app's benchmark, side by side in one run; prints a table and writes BENCHMARKS.md.

    .venv/bin/python bench/run.py [--quick] [--runs 3] [--edge-runs 5] [--games 100] [--phone] [--embeds]
                                  [--evening]

1. Start-up: bare Pyodide booted from the same local files vs the app until the home shelf can be
   clicked, cold and warm, and bytes (plain, gzipped) — as ratios (bench/boot.py).
2. Click-to-render in the browser for typical moves of each game (median, 95th percentile).
3. Random playouts per second per game, under CPython and inside the browser (same code:
   pondside.benchcore), and their ratio.
4. Each computer level's think time per move (CPython and browser) and win rates between levels
   over seeded games (CPython).
5. The Hint's time per move (pondside.app.coach: the strongest level's move and its reasons), CPython and
   browser; `--hints` measures only this row.
6. The phone profile (issue 28): 4× CPU and a mobile network by the browser's own emulation, bare Pyodide vs
   the app to a first game board, first and later visit; each game's clicks and each level's think time
   under 4× CPU, and the longest frame while the computer plays (bench/frames.py).  `--phone` measures only
   this part (bench/out/phone.md).  The boot's figures are medians of
   `--edge-runs` runs (5): a later visit of one build scatters from 1.8 to 3.0 s between runs here.
7. Many embeds on one page (issue 25 point 5; bench/embeds.py): a host page on another site with ten embeds of
   different games and kinds vs one with a single embed: time until every frame shows a board and the browser's
   memory above a blank host page, first and later visit, medians of `--edge-runs` runs (5), in a browser with no
   test driver attached (the target's measure) and under Playwright beside it.  `--embeds` measures only this
   part (bench/out/embeds.md).
8. An evening in one tab (issue 43 point 2; bench/evening.py): 20 whole games one after another in one phone
   page, every game in turn, with an Undo, a replay and the editor between them; the renderer's memory, the JS
   and Python heaps, the DOM node count and the tap time after each.  `--evening` measures only this part
   (bench/out/evening.md).
Speed targets live here, never in a timed unit test.
"""
from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "bench"))

from pondside import benchcore, games  # noqa: E402

import boot  # noqa: E402
import embeds  # noqa: E402
import evening  # noqa: E402
import frames  # noqa: E402
import lazy  # noqa: E402
from common import run_jobs, wilson  # noqa: E402

# Random clicks on the clickable elements of bench's page, at a person's pace: after each click the page
# paints a frame and rests a moment before the next (back-to-back clicks would time the previous frame's
# painting on the other core and garbage the page would collect while idle).  A click is timed from its
# dispatch through its microtasks (the page's mutation observers run there, before any frame) to the
# style and layout of the new DOM.  The first `warm` clicks of the fresh page are timed apart: they pay
# one-off costs (first use of code paths, the collection of the boot's garbage) that a player meets once.
WARM_CLICKS = 10
CLICK_JS = """async ([n, warm]) => {
  const out = [], first = [];
  let seed = 12345;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const rest = () => new Promise(r => {
    let done = false;
    const go = () => { if (!done) { done = true; setTimeout(r, 30); } };
    requestAnimationFrame(() => setTimeout(go, 0));
    setTimeout(go, 100);
  });
  for (let i = 0; i < (n + warm) * 3 && out.length < n; i++) {
    const pass = document.querySelector('#pass-ready');
    if (pass) { pass.click(); await rest(); continue; }
    const els = [...document.querySelectorAll('#app [data-act], #app [data-sel]')].filter(e => !e.disabled);
    if (!els.length) break;
    const el = els[Math.floor(rnd() * els.length)];
    const t0 = performance.now();
    el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    await null;                            // the click's microtasks
    document.body.offsetHeight;            // include style and layout of the new DOM
    (first.length < warm ? first : out).push(performance.now() - t0);
    await rest();
  }
  return {out, first};
}"""


def levels(name):
    return list(games.module(name, "bots").BOTS)


def cpython_part(args, log):
    res = {"playouts": {}, "think": {}, "hint": {}, "matches": []}
    for name in games.names():
        r = benchcore.playouts(name, seconds=args.seconds)
        res["playouts"][name] = r
        log(f"  CPython {name}: {r['per_s']:.1f} playouts/s")
        lv = levels(name)
        for level in lv:
            t = benchcore.think_times(name, level, decisions=args.decisions)
            res["think"][(name, level)] = t
            log(f"  CPython {name}/{level}: think median {t['median_ms']:.1f} ms, p95 {t['p95_ms']:.1f} ms")
        t = res["hint"][name] = benchcore.hint_times(name, decisions=args.decisions)
        log(f"  CPython {name}: hint median {t['median_ms']:.1f} ms, p95 {t['p95_ms']:.1f} ms")
        # every pairing of levels (each level's win rate against the others); the target (>= 60 %) is on
        # the adjacent ones
        for i, j in itertools.combinations(range(len(lv)), 2):
            weaker, stronger = lv[i], lv[j]
            t = time.perf_counter()
            m = match(name, stronger, weaker, args.games)
            m["adjacent"] = j == i + 1
            res["matches"].append(m)
            lo, hi = wilson(m["wins_a"], m["wins_a"] + m["wins_b"])
            log(f"  CPython {name}: {stronger} vs {weaker}: {m['wins_a']}-{m['wins_b']} ({m['rate_a']:.0%}, "
                f"95 % [{lo:.0%}, {hi:.0%}]) in {time.perf_counter() - t:.0f} s")
    return res


CHUNK = 10   # games per job (even, so seats alternate within every chunk)


def _match_chunk(job):
    name, a, b, n, seed0 = job
    return benchcore.match(name, a, b, n_games=n, seed0=seed0)


def match(name, a, b, n_games):
    """benchcore.match over ``n_games`` seeded games (seeds 100, 101, ...), in chunks on two processes."""
    jobs = [(name, a, b, min(CHUNK, n_games - k), 100 + k) for k in range(0, n_games, CHUNK)]
    parts = run_jobs(_match_chunk, jobs, procs=2, every=0)
    out = {"game": name, "a": a, "b": b, "games": n_games,
           "wins_a": sum(p["wins_a"] for p in parts), "wins_b": sum(p["wins_b"] for p in parts),
           "shared": sum(p["shared"] for p in parts)}
    decided = out["wins_a"] + out["wins_b"]
    out["rate_a"] = out["wins_a"] / decided if decided else 0.0
    return out


@contextlib.contextmanager
def bench_page(profile=None):
    """A browser page on the app's local server, under `profile`'s emulation if given: yields (page, url)."""
    from playwright.sync_api import sync_playwright

    server, url = boot.start_server("/")
    try:
        with sync_playwright() as pw:
            b = pw.chromium.launch(executable_path=boot.CHROMIUM, args=boot.CHROMIUM_ARGS, headless=True)
            # bypass_csp: the harness's wait_for_function evaluates strings, which the app's CSP refuses
            page = b.new_page(viewport={"width": 1280, "height": 800}, bypass_csp=True)
            if profile:
                boot.emulate(page, profile)
            yield page, url
            b.close()
    finally:
        server.shutdown()
        server.server_close()


def clicks(page, url, args, log, tag=""):
    """CLICK_JS on each game's embedded bench page: {game: {"out": timed clicks, "first": the fresh page's}}."""
    res = {}
    for name in games.names():
        # a query per game forces a real navigation (a changed hash alone would not reload)
        page.goto(url + f"?bench={name}#embed=1&new={name}&seed=3&n=2")
        page.wait_for_function("document.body.dataset.ready === '1'", timeout=300_000)
        r = res[name] = page.evaluate(CLICK_JS, [args.clicks, WARM_CLICKS])
        times = r["out"]
        log(f"  browser{tag} {name}: click-to-render median {statistics.median(times):.1f} ms, "
            f"p95 {benchcore.pct(times, 0.95):.1f} ms over {len(times)} clicks; the fresh page's first "
            f"{len(r['first'])}: median {statistics.median(r['first']):.1f} ms, max {max(r['first']):.1f} ms")
    return res


def open_bench(page, url):
    page.goto(url + "?kernels=1#bench=1")
    page.wait_for_function("document.body.dataset.ready === '1' && typeof window.pondsideBench === 'function'",
                           timeout=300_000)


def think(page, name, level, args, log, tag=""):
    t = json.loads(page.evaluate(f"pondsideBench('think', '{name}', '{level}', {args.decisions_browser})"))
    log(f"  browser{tag} {name}/{level}: think median {t['median_ms']:.1f} ms, p95 {t['p95_ms']:.1f} ms")
    return t


def browser_part(args, log):
    out = {"boot": None, "click": {}, "playouts": {}, "think": {}, "hint": {}}
    log("boot: bare Pyodide vs the app (first visit, later visit with the snapshot; without service worker, "
        "without snapshot) ...")
    out["boot"] = boot.measure(runs=args.runs, pages=boot.PAGES, log=log)
    log("lazy loading: the shelf with and without every game imported first ...")
    out["lazy"] = lazy.measure(runs=args.runs, log=log)
    with bench_page() as (page, url):
        out["click"] = clicks(page, url, args, log)
        open_bench(page, url)
        for name in games.names():
            r = json.loads(page.evaluate(f"pondsideBench('playouts', '{name}', {args.seconds})"))
            out["playouts"][name] = r
            log(f"  browser {name}: {r['per_s']:.1f} playouts/s")
            for level in levels(name):
                out["think"][(name, level)] = think(page, name, level, args, log)
            browser_hint(page, name, args, out, log)
    return out


def phone_part(args, log):
    """Issue 28: the boot under the phone profile (bare Pyodide and the app, to a board), then each game's
    clicks and each level's think time under the profile's CPU slowdown alone."""
    log(f"phone profile ({boot.profile_text(boot.PHONE)}): bare Pyodide vs the app to a {boot.PHONE_GAME} board ...")
    out = {"boot": boot.measure_phone(args.edge_runs, log=log), "cpu": {"cpu": boot.PHONE["cpu"]}, "think": {}}
    tag = f" ({boot.profile_text(out['cpu'])})"
    with bench_page(out["cpu"]) as (page, url):
        out["click"] = clicks(page, url, args, log, tag)
        open_bench(page, url)
        for name in games.names():
            for level in levels(name):
                out["think"][(name, level)] = think(page, name, level, args, log, tag)
    log(f"frames while the computer plays ({boot.profile_text(out['cpu'])}, a 390 x 844 page, motion on) ...")
    out["frames"] = frames.measure(turns=2 if args.quick else 4, cpu=boot.PHONE["cpu"], log=log)
    return out


def embeds_part(args, log):
    """Issue 25 point 5: ten embeds on one host page vs one (bench/embeds.py)."""
    log("many embeds on one page: ten embeds vs one, on another site's host page ...")
    return embeds.measure(args.edge_runs, log=log)


def embeds_report(em) -> list:
    return ["## Many embeds on one page (ten embeds vs one, same run; `bench/embeds.py`)", "", embeds.table(em), ""]


def evening_part(args, log):
    """Issue 43 point 2: whole games one after another in one phone tab, what the page keeps after each."""
    n = 5 if args.quick else evening.GAMES
    log(f"an evening in one tab: {n} whole games on a 390 x 844 page ...")
    return evening.evening(n, log=log)


def evening_report(ev) -> list:
    return ["## An evening in one tab (whole games one after another; `bench/evening.py`)", "", evening.table(ev), ""]


def browser_hint(page, name, args, out, log):
    t = json.loads(page.evaluate(f"pondsideBench('hint', '{name}', {args.decisions_browser})"))
    out["hint"][name] = t
    log(f"  browser {name}: hint median {t['median_ms']:.1f} ms, p95 {t['p95_ms']:.1f} ms")


def hints_only(args, log):
    """Only the Hint's row (CPython and browser), for a quick look without the whole benchmark."""
    cp, br = {"hint": {}}, {"hint": {}}
    for name in games.names():
        t = cp["hint"][name] = benchcore.hint_times(name, decisions=args.decisions)
        log(f"  CPython {name}: hint median {t['median_ms']:.1f} ms, p95 {t['p95_ms']:.1f} ms")
    with bench_page() as (page, url):
        open_bench(page, url)
        for name in games.names():
            browser_hint(page, name, args, br, log)
    return "\n".join(hint_table(cp, br))


def hint_table(cp, br) -> list:
    lines = ["## Hint time per move (the strongest level's move and its reasons, `pondside.app.coach`)", "",
             "| game | CPython median (ms) | CPython p95 | browser median (ms) | browser p95 | ≤ 1 s p95 in browser? |",
             "|---|---|---|---|---|---|"]
    for name, t in cp["hint"].items():
        b = br["hint"].get(name) if br else None
        lines.append(f"| {name} | {t['median_ms']:.1f} | {t['p95_ms']:.1f} | "
                     + (f"{b['median_ms']:.1f} | {b['p95_ms']:.1f} | {'yes' if b['p95_ms'] <= THINK_TARGET_MS else 'no'} |" if b else "– | – | – |"))
    return lines + ["", "The seat to move along seeded games that the strongest level plays for every seat; a Hint "
                    "also samples a few states for its reasons (Koi-Koi's Koi-or-stop advice: 400 sampled deals).", ""]


CLICK_TARGET_MS, PHONE_CLICK_TARGET_MS, THINK_TARGET_MS = 16, 50, 1000   # p95s (issue 28 point 4)


def click_table(click, limit) -> list:
    lines = [f"| game | clicks | median (ms) | p95 (ms) | ≤ {limit} ms? | first clicks of the fresh page | their median (ms) "
             "| their max (ms) |", "|---|---|---|---|---|---|---|---|"]
    for name, r in click.items():
        t, f = r["out"], r["first"]
        if t:
            p95 = benchcore.pct(t, 0.95)
            lines.append(f"| {name} | {len(t)} | {statistics.median(t):.1f} | {p95:.1f} | {'yes' if p95 <= limit else 'no'} | "
                         f"{len(f)} | {statistics.median(f):.1f} | {max(f):.1f} |")
    return lines


def phone_paragraph(ph) -> str:
    """The phone profile in a few sentences (for README), from the phone part's figures."""
    res = ph["boot"]
    b, a = res["pages"]["bare"], res["pages"]["app"]
    met = lambda k: "met" if a[k] <= boot.PHONE_TARGETS[k] else "not met"  # noqa: E731
    p95s = {name: benchcore.pct(r["out"], 0.95) for name, r in ph["click"].items() if r["out"]}
    slow_click = max(p95s, key=p95s.get)
    slow_think = max(ph["think"], key=lambda k: ph["think"][k]["p95_ms"])
    return (f"**Phone profile** ({boot.profile_text(boot.PHONE)}, the browser's own emulation): bare Pyodide is ready "
            f"after {b['cold_ms'] / 1000:.1f} s on a first visit and {b['warm_ms'] / 1000:.1f} s on a later one. The "
            f"app's home shelf is painted after {a['shelf_ms'] / 1000:.1f} s and takes a tap at {a['tap_ms'] / 1000:.1f} s; "
            f"after two taps the first {res['game']} board is playable at {a['board_ms'] / 1000:.1f} s "
            f"({a['board_ratio']:.2f}× bare Pyodide's boot; target ≤ {boot.PHONE_TARGETS['board_ratio']:.1f}×: "
            f"{met('board_ratio')}), on a later visit at {a['warm_board_ms'] / 1000:.1f} s ({a['warm_board_ratio']:.2f}×; "
            f"target ≤ {boot.PHONE_TARGETS['warm_board_ratio']:.1f}×: {met('warm_board_ratio')}). A first visit "
            f"downloads {a['bytes_gzip'] / 1e6:.1f} MB compressed (bare Pyodide: {b['bytes_gzip'] / 1e6:.1f} MB). Under "
            f"{boot.profile_text(ph['cpu'])} alone the slowest click p95 is {p95s[slow_click]:.0f} ms ({slow_click}; "
            f"target ≤ {PHONE_CLICK_TARGET_MS} ms) and the slowest think p95 {ph['think'][slow_think]['p95_ms'] / 1000:.2f} s "
            f"({'/'.join(slow_think)}; target ≤ {THINK_TARGET_MS / 1000:.0f} s).")


def phone_report(ph) -> list:
    cpu = boot.profile_text(ph["cpu"])
    lines = [f"## Phone profile: start-up ({boot.profile_text(boot.PHONE)}; bare Pyodide vs the app, same run)", "",
             phone_paragraph(ph), "", boot.phone_table(ph["boot"]), "",
             f"## Phone profile: click-to-render under {cpu}", ""]
    lines += click_table(ph["click"], PHONE_CLICK_TARGET_MS)
    lines += ["", f"The same clicks as the click-to-render table above, on a page whose main thread runs {cpu} slower "
              "(`Emulation.setCPUThrottlingRate`).", "",
              f"## Phone profile: computer think time per move under {cpu}", "",
              f"| game | level | median (ms) | p95 (ms) | ≤ {THINK_TARGET_MS / 1000:.0f} s p95? |", "|---|---|---|---|---|"]
    for (name, level), t in ph["think"].items():
        lines.append(f"| {name} | {level} | {t['median_ms']:.1f} | {t['p95_ms']:.1f} | "
                     f"{'yes' if t['p95_ms'] <= THINK_TARGET_MS else 'no'} |")
    lines += ["", f"`pondsideBench('think', …)` in the browser, {cpu}: the same kernel as the think-time table.", ""]
    if ph.get("frames"):
        lines += [f"## Phone profile: frames while the computer plays, under {cpu} (`bench/frames.py`)", "",
                  frames.table(ph["frames"], ph["cpu"]["cpu"]), ""]
    return lines


def _archive_size() -> str:
    p = ROOT / "static" / "app" / "pondside-pyc.zip"
    return f"{p.stat().st_size / 1e6:.2f} MB" if p.exists() else "size unknown"


def _header(elapsed) -> list:
    return ["# Benchmarks", "",
            f"Measured by `bench/run.py` on {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; "
            f"{boot._machine()}; load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}; "
            f"{elapsed:.0f} s in all. All figures of a table come from this one run.", ""]


def report(cp, br, args, elapsed, ph=None, em=None, ev=None):
    lines = _header(elapsed)
    if br:
        lines += ["## Start-up (bare Pyodide vs the app, same local files, same run)", "", boot.table(br["boot"]), ""]
        # issue 10's targets replace the performance issue's (cold ≤ 1.15×, warm ≤ 1.10×, bytes ≤ 1.10×)
        lines += [boot.targets(br["boot"]), ""]
        if br.get("lazy"):
            lines += ["## Lazy loading (no game's code imported before the home shelf; `bench/lazy.py`)", "",
                      lazy.table(br["lazy"]), "",
                      "Every game's bytecode arrives in the one app archive (%s) with the boot; what is lazy is "
                      "importing it. A difference inside the run-to-run noise means importing precompiled game "
                      "modules costs little next to starting the runtime." % _archive_size(), ""]
        lines += ["## Click-to-render in the browser (a typical move: click → new DOM laid out)", ""]
        lines += click_table(br["click"], CLICK_TARGET_MS)
        lines += ["", "Two humans at one device on an embedded page (seed 3), random clicks on whatever is clickable, "
                  "at a person's pace (each click waits for the previous one's frame, then 30 ms). A click is "
                  "timed from its dispatch through its microtasks to the style and layout of the new DOM. The "
                  f"first {WARM_CLICKS} clicks of each fresh page are reported apart: they pay one-off costs (code "
                  "paths used for the first time, collecting the boot's garbage).", ""]
    lines += ["## Random playouts per second (full contract `apply`)", "",
              "| game | CPython | browser | browser ÷ CPython |", "|---|---|---|---|"]
    for name, r in cp["playouts"].items():
        b = br["playouts"].get(name) if br else None
        lines.append(f"| {name} | {r['per_s']:.1f} | {b['per_s']:.1f} | {b['per_s'] / r['per_s']:.2f} |" if b
                     else f"| {name} | {r['per_s']:.1f} | – | – |")
    lines += ["", "## Computer think time per move", "",
              "| game | level | CPython median (ms) | CPython p95 | browser median (ms) | browser p95 | ≤ 1 s p95 in browser? |",
              "|---|---|---|---|---|---|---|"]
    for (name, level), t in cp["think"].items():
        b = br["think"].get((name, level)) if br else None
        lines.append(f"| {name} | {level} | {t['median_ms']:.1f} | {t['p95_ms']:.1f} | "
                     + (f"{b['median_ms']:.1f} | {b['p95_ms']:.1f} | {'yes' if b['p95_ms'] <= THINK_TARGET_MS else 'no'} |" if b else "– | – | – |"))
    lines += [""] + hint_table(cp, br)
    if ph:
        lines += phone_report(ph)
    if em:
        lines += embeds_report(em)
    if ev:
        lines += evening_report(ev)
    lines += [f"## Win rates between levels ({args.games} seeded games each, seats alternating, CPython)", "",
              "| game | stronger | weaker | wins | losses | shared | win rate | 95 % interval | adjacent: ≥ 60 %? |",
              "|---|---|---|---|---|---|---|---|---|"]
    for m in cp["matches"]:
        lo, hi = wilson(m["wins_a"], m["wins_a"] + m["wins_b"])
        target = ('yes' if m['rate_a'] >= 0.6 else 'no') if m.get("adjacent", True) else "– (not adjacent)"
        lines.append(f"| {m['game']} | {m['a']} | {m['b']} | {m['wins_a']} | {m['wins_b']} | {m['shared']} | "
                     f"{m['rate_a']:.0%} | [{lo:.0%}, {hi:.0%}] | {target} |")
    lines += ["", "Win rate = wins ÷ decided games (shared wins left out); the interval is Wilson's 95 % score "
              "interval, so a pairing is only clearly above 60 % when its lower bound is."]
    lines += ["", "Per-game detail (more games, per-round figures): `bench/koikoi_bots.py`, `bench/kohaku_bots.py`, "
              "`bench/bigpond_bots.py`, `bench/koi_bots.py`.", ""]
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="fewer runs and games (a smoke run)")
    ap.add_argument("--runs", type=int, default=3)
    # The two figures whose targets are ratios that runs on this machine scatter around (the phone profile's later
    # visit: 1.8-3.0 s for one build; ten embeds vs one: 1.38-1.58x): their median over more runs.
    ap.add_argument("--edge-runs", type=int, default=5,
                    help="runs of the phone profile's boot and of the many-embeds page (default 5)")
    ap.add_argument("--games", type=int, default=100, help="seeded games per pairing of adjacent levels")
    ap.add_argument("--seconds", type=float, default=2.0)
    ap.add_argument("--decisions", type=int, default=20)
    ap.add_argument("--decisions-browser", type=int, default=10)
    ap.add_argument("--clicks", type=int, default=100, help="timed clicks per game, after the first ones")
    ap.add_argument("--no-browser", action="store_true")
    ap.add_argument("--hints", action="store_true", help="only the Hint's time per move (CPython and browser)")
    ap.add_argument("--long-run", type=int, metavar="N",
                    help="only the reliability long run: N random games per game, counting unexpected exceptions")
    ap.add_argument("--phone", action="store_true",
                    help="only the phone profile's tables (written to bench/out/phone.md unless --out is given)")
    ap.add_argument("--embeds", action="store_true",
                    help="only the many-embeds table (written to bench/out/embeds.md unless --out is given)")
    ap.add_argument("--evening", action="store_true",
                    help="only the evening in one tab (written to bench/out/evening.md unless --out is given)")
    ap.add_argument("--out", type=Path, help="where the report goes (default: BENCHMARKS.md)")
    args = ap.parse_args(argv)
    if args.quick:
        args.runs, args.games, args.seconds, args.decisions, args.decisions_browser, args.clicks = 1, 4, 0.5, 5, 3, 10
        args.edge_runs = 1
    t0 = time.perf_counter()
    for flag, part, report_of, name in ((args.phone, phone_part, phone_report, "phone.md"),
                                        (args.embeds, embeds_part, embeds_report, "embeds.md"),
                                        (args.evening, evening_part, evening_report, "evening.md")):
        if flag:        # only that part, written to bench/out/<name> unless --out is given
            text = "\n".join(_header(time.perf_counter() - t0) + report_of(part(args, print)))
            out = args.out or boot.OUT / name
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(text)
            print(f"{text}\nwritten to {out}")
            return 0
    if args.hints:
        print(hints_only(args, print) + f"\n({time.perf_counter() - t0:.0f} s)")
        return 0
    if args.long_run:
        lines = ["| game | games | moves | illegal inputs refused | unexpected exceptions |", "|---|---|---|---|---|"]
        bad = 0
        for name in games.names():
            r = benchcore.long_run(name, args.long_run)
            bad += len(r["unexpected"])
            lines.append(f"| {name} | {r['games']} | {r['moves']} | {r['refused']} | {len(r['unexpected'])} |")
            for k, msg in r["unexpected"][:5]:
                lines.append(f"|  | game {k} | {msg} | | |")
            print(lines[-1], flush=True)
        print("\n".join(lines) + f"\n({time.perf_counter() - t0:.0f} s)")
        return 1 if bad else 0
    print("CPython part ...")
    cp = cpython_part(args, print)
    br = ph = em = ev = None
    if not args.no_browser:
        print("browser part ...")
        br = browser_part(args, print)
        print("phone part ...")
        ph = phone_part(args, print)
        print("embeds part ...")
        em = embeds_part(args, print)
        print("an evening in one tab ...")
        ev = evening_part(args, print)
    text = report(cp, br, args, time.perf_counter() - t0, ph, em, ev)
    print(text)
    out = args.out or ROOT / "BENCHMARKS.md"
    out.write_text(text)
    print(f"written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
