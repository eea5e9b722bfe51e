#!/usr/bin/env python3
"""Boot benchmark: bare Pyodide vs the app, side by side in one run, from the same local files.

    python3 bench/boot.py [--runs 3] [--base /] [--variants]    (run inside .venv: needs playwright)

For each page and run: a fresh browser profile (empty HTTP and code caches, no service worker, no stored
snapshot) loads the page -> "cold" (a first visit); once what the first visit starts after the app is ready
has finished (the interpreter snapshot's build, the service worker's install: not timed), the same profile
loads it again -> "warm" (a later visit: HTTP cache, Chromium's compiled-wasm cache, the service worker and
the stored snapshot in use).  Default pages (PAGES): bare Pyodide, the app as shipped, and the app without
its service worker (`#nosw=1`), without the snapshot (`?nosnap=1`) and without either, so each part's cost
or gain shows in the same run; TARGETS are issue 10's ratios.  Ready = `document.body.dataset.ready == "1"`; the time is the page's own
`window.pondsideReadyAt` (the app, set by static/pondside_browser.py) or `window.bareReadyAt` (bench/bare.html), both
`performance.now()` values, i.e. milliseconds since navigation start.  Bytes are what the network delivered
on the cold load (the page's resource timing: a service worker's own precache fetches are not counted),
raw (decoded) and as sent (the encoded bodies: serve.py sends tools/setup.py's precompressed copies by
Accept-Encoding, brotli or gzip, as a static host serving precompressed files does).  Medians over the runs; pages alternate within a round so
machine noise hits all of them alike.

`measure(...)` returns the figures as a dict for bench/run.py; `table(result)` formats them.
`--variants` also measures the ways of loading the app package (tools/setup.py builds them all).

The phone profile (issue 28; `--phone`, `measure_phone`, `phone_table`; bench/run.py reports it): the same
cold and warm visits of bare Pyodide and the app under the browser's own emulation of a mid-range phone
(PHONE: 4× CPU, a 9 Mbit/s mobile network with a 150 ms round trip, the service worker's fetches included),
the app's visits tapped to a game's board as a visitor would ("New game" on the shelf, then the dialog's
start button); first paint, shelf painted and tappable, board playable and bytes, against PHONE_TARGETS.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import tempfile
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
]

# ---------------------------------------------------------------- variant pages (--variants)
# Each is a copy of the app's boot with one thing changed, written to bench/out/<name>/ (git-ignored).
# The stand-in main imports the package the way the home shelf needs it, then signals ready like main.py.
_STANDIN_MAIN = """\
import js
from pyscript import document
import pondside, pondside.games
names = pondside.games.names()
js.window.pondsideReadyAt = js.performance.now()
document.body.dataset.ready = "1"
"""
_VARIANT_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{name}</title><link rel="icon" href="data:,">
{head}<script type="module" src="../../../../static/vendor/pyscript-{pyscript}/core.js"></script></head>
<body><script type="py" src="./main.py" config="./pyscript.toml"></script></body></html>
"""
VARIANTS = {
    # name: (interpreter relative to the page, pyscript.toml body after the interpreter line)
    "files-whl": ("../../../../static/vendor/pyodide-{pyodide}/pyodide.mjs",
                  '[files]\n"../../../../static/app/pondside.whl" = "./*"\n'),
    "micropip-whl": ("../../../../static/vendor/pyodide-{pyodide}/pyodide.mjs",
                     'packages = ["../../../../static/app/{wheel}"]\n'),
    "pyc-stdlib+files-whl": ("../../../../static/boot/pyodide.mjs",
                             '[files]\n"../../../../static/app/pondside.whl" = "./*"\n'),
    "pyc-stdlib+pyc-app": ("../../../../static/boot/pyodide.mjs",
                           '[files]\n"../../../../static/app/pondside-pyc.zip" = "./*"\n'),
    "pyc+preload": ("../../../../static/boot/pyodide.mjs",
                    '[files]\n"../../../../static/app/pondside-pyc.zip" = "./*"\n'),
}
_PRELOAD = "".join(
    f'<link rel="{rel}" href="../../../../{path}"{extra}>' for rel, path, extra in (
        ("modulepreload", "static/boot/pyodide.mjs", ""),
        ("modulepreload", "static/vendor/pyodide-{pyodide}/pyodide.mjs", ""),
        ("modulepreload", "static/vendor/pyodide-{pyodide}/pyodide.asm.mjs", ""),
        ("preload", "static/vendor/pyodide-{pyodide}/pyodide.asm.wasm", ' as="fetch" crossorigin'),
        ("preload", "static/vendor/pyc/{version}/python_stdlib.zip", ' as="fetch" crossorigin'),
        ("preload", "static/app/pondside-pyc.zip", ' as="fetch" crossorigin'),
    ))


def write_variants() -> dict[str, str]:
    wheel = next((ROOT / "static" / "app").glob("pondside-*-py3-none-any.whl")).name
    pages = {}
    for name, (interp, rest) in VARIANTS.items():
        d = OUT / "variants" / name
        d.mkdir(parents=True, exist_ok=True)
        pins = json.loads((ROOT / "package.json").read_text())["dependencies"]
        v = {"version": pins["pyodide"], "pyodide": pins["pyodide"], "pyscript": pins["@pyscript/core"]}
        head = _PRELOAD.format(**v) if "preload" in name else ""
        (d / "index.html").write_text(_VARIANT_HTML.format(name=name, head=head, **v))
        (d / "main.py").write_text(_STANDIN_MAIN)
        (d / "pyscript.toml").write_text(f'interpreter = "{interp.format(**v)}"\n' + rest.format(wheel=wheel))
        pages[name] = f"bench/out/variants/{name}/index.html"
    return pages


# ---------------------------------------------------------------- measuring
_TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _cpu_ms() -> float:
    """CPU time (user+system, reaped children included) of every process below this one: the Playwright
    driver and Chromium's browser, renderer, GPU and utility processes.  Unlike wall time it barely moves
    when other work shares the machine, so it is reported beside it."""
    try:
        procs = {}
        for d in os.listdir("/proc"):
            if d.isdigit():
                try:
                    with open(f"/proc/{d}/stat") as f:
                        fields = f.read().rsplit(")", 1)[1].split()
                except OSError:
                    continue
                procs[int(d)] = (int(fields[1]), sum(int(x) for x in fields[11:15]))
    except OSError:
        return 0.0
    children: dict[int, list[int]] = {}
    for pid, (ppid, _) in procs.items():
        children.setdefault(ppid, []).append(pid)
    total, todo = 0, list(children.get(os.getpid(), []))
    while todo:
        pid = todo.pop()
        total += procs[pid][1]
        todo += children.get(pid, [])
    return total * 1000 / _TICK


# After a cold load, before the warm one: let the page finish what a first visit starts once the app is
# ready (static/boot/pyodide.mjs builds the interpreter snapshot in a worker; static/pwa.js registers the
# service worker, which precaches the boot files), as a visitor's second visit would find it.  Not timed.
_SETTLE_JS = """async () => {
    const out = {};
    const boot = window.pondsideBoot;
    if (boot) {
        while (["waiting", "running"].includes(boot.build)) await new Promise(r => setTimeout(r, 100));
        Object.assign(out, {build: boot.build, snapshotBytes: boot.bytes, buildMs: boot.buildMs,
                            error: boot.error});
    }
    const h = location.hash;
    if (window.pondsideReadyAt !== undefined && "serviceWorker" in navigator && !/nosw=1|embed=1/.test(h)) {
        await Promise.race([navigator.serviceWorker.ready, new Promise(r => setTimeout(r, 60000))]);
        out.sw = !!(await navigator.serviceWorker.getRegistration())?.active;
    }
    return out;
}"""


# ---------------------------------------------------------------- the phone profile (issue 28)
# A mid-range phone as the browser's own emulation (Chrome DevTools Protocol) makes one: the page's main thread
# runs 4× slower and every request crosses a mobile network.  {"cpu": 4} alone slows the CPU only.
PHONE = {"cpu": 4, "down_mbit": 9, "up_mbit": 2, "rtt_ms": 150}
PHONE_GAME = "koikoi"      # the board a phone visit taps its way to
PHONE_TARGETS = {"board_ratio": 0.60, "warm_board_ratio": 0.30}   # vs bare Pyodide's cold and warm boot


def _network(profile: dict) -> dict:
    return {"offline": False, "latency": profile["rtt_ms"], "downloadThroughput": profile["down_mbit"] * 125_000,
            "uploadThroughput": profile["up_mbit"] * 125_000}


def emulate(page, profile: dict) -> None:
    """`profile`'s CPU slowdown and network on `page` (before it navigates; it holds across navigations)."""
    cdp = page.context.new_cdp_session(page)
    if profile.get("cpu", 1) != 1:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": profile["cpu"]})
    if "rtt_ms" in profile:
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", _network(profile))


def throttle_service_workers(context, profile: dict) -> list:
    """The page's network emulation on every service worker the browser runs, too: a page's emulation does not
    reach a service worker's own fetches (measured on Chromium 156: a 500 kB fetch at 1 Mbit/s took 4.2 s from
    the page and 9 ms from its service worker; with this, 4.2 s from both).  Applied when Chromium announces the
    worker's target, a few milliseconds after the worker starts.  Returns the workers' URLs, as they come."""
    cdp = context.browser.new_browser_cdp_session()
    seen: list = []

    def created(ev):
        t = ev["targetInfo"]
        if t["type"] != "service_worker":
            return
        sid = cdp.send("Target.attachToTarget", {"targetId": t["targetId"], "flatten": False})["sessionId"]
        for i, (method, params) in enumerate((("Network.enable", {}),
                                              ("Network.emulateNetworkConditions", _network(profile)))):
            cdp.send("Target.sendMessageToTarget", {"sessionId": sid, "message": json.dumps(
                {"id": i + 1, "method": method, "params": params})})
        seen.append(t["url"])

    cdp.on("Target.targetCreated", created)
    cdp.send("Target.setDiscoverTargets", {"discover": True})
    return seen


# Added to a page before it loads: when the first tap arrived (a capture listener on window runs before the
# page's own) and when a game's board entered the DOM, in the page's clock (ms since navigation start).
_MARKS_JS = """(() => {
    const m = window.pondsideMarks = {taps: []};
    addEventListener("click", () => m.taps.push(performance.now()), true);
    const obs = new MutationObserver(() => {
        if (document.querySelector("#app [data-game-screen]")) { m.board = performance.now(); obs.disconnect(); }
    });
    obs.observe(document, {childList: true, subtree: true});
})()"""


def _two_taps(page, game: str, timeout_ms: int) -> dict:
    """A visitor's way to a board: "New game" on the home shelf as soon as it can be tapped, then the dialog's
    start button.  Returns {"tap": the first tap's time, "board": when the board was there} (page ms)."""
    page.click(f"#app [data-game={game}] [data-nav*='setup']", timeout=timeout_ms)
    page.click("#start-game", timeout=timeout_ms)
    page.wait_for_selector(f"#app [data-game-screen={game}]", state="attached", timeout=timeout_ms)
    marks = page.evaluate("window.pondsideMarks")
    return {"tap": marks["taps"][0], "board": marks["board"]}


def _load(context, url: str, timeout_ms: int, settle: bool = False, emulation: dict | None = None,
          game: str | None = None) -> dict:
    """One visit of `url` in `context`: ready time, CPU, the resources it downloaded, when the shelf was painted.
    `emulation`: a profile for this page (PHONE); `game`: also make a visitor's two taps to that game's board."""
    cpu0 = _cpu_ms()
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    if emulation:
        emulate(page, emulation)
    if game:
        page.add_init_script(_MARKS_JS)
    page.goto(url, wait_until="commit")
    board = _two_taps(page, game, timeout_ms) if game else None
    # a selector wait, not wait_for_function: the app's CSP refuses the string evaluation that one uses
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=timeout_ms)
    ready = page.evaluate("window.pondsideReadyAt ?? window.bareReadyAt ?? performance.now()")
    cpu = _cpu_ms() - cpu0
    entries = page.evaluate("""() => performance.getEntriesByType('navigation')
        .concat(performance.getEntriesByType('resource'))
        .map(e => ({name: e.name, transfer: e.transferSize, body: e.encodedBodySize, decoded: e.decodedBodySize,
                    start: e.startTime}))""")
    # what the boot (and the taps to the board) downloaded: requests started after that (the snapshot build's)
    # are not part of it
    entries = [e for e in entries if e["start"] <= max(ready, board["board"] if board else 0)]
    paint = page.evaluate("performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null")
    # when the prerendered home shelf was painted (index.html marks its tagline for element timing; its
    # buttons take taps from then on): the first paint of the real shelf, before Python is up
    shelf = page.evaluate("""() => new Promise((done) => {
        setTimeout(() => done(null), 2000);
        try {
            new PerformanceObserver((list) => {
                const e = list.getEntries().find((x) => x.identifier === "shelf");
                if (e) done(e.renderTime || e.loadTime);
            }).observe({type: "element", buffered: true});
        } catch (err) { done(null); }
    })""")
    boot = page.evaluate("window.pondsideBoot ? {snapshot: pondsideBoot.snapshot, fallback: pondsideBoot.fallback,"
                         " bootMs: pondsideBoot.bootMs} : null")
    after = page.evaluate(_SETTLE_JS) if settle else {}
    if game:   # the game just started is saved and would reopen by itself: a later visit starts from the shelf
        page.evaluate("localStorage.clear()")
    page.close()
    if errors:
        raise RuntimeError(f"{url}: page error: {errors[0]}")
    return {"ms": ready, "cpu": cpu, "entries": entries, "boot": boot, "after": after, "shelf": shelf,
            "paint": paint, **(board or {})}


def _bytes(entries: list[dict], origin: str, base: str, gz_cache: dict) -> tuple[int, int]:
    """(raw, as sent): the decoded and the encoded bodies of what came from the network."""
    plain = sent = 0
    for e in entries:
        if e["transfer"] == 0:  # from cache (or not measured)
            continue
        plain += e.get("decoded") or e["body"]
        sent += e["body"]
    return plain, sent


def start_server(base: str = "/"):
    sys.path.insert(0, str(ROOT))
    import serve  # noqa: E402
    sys.path.pop(0)
    sys.path.insert(0, str(ROOT / "tools"))
    import setup  # noqa: E402  (tools/setup.py: brings vendor and app up to date, quietly)
    sys.path.pop(0)
    setup.main(["--quiet"])
    server = serve.make_server("127.0.0.1", 0, base, quiet=True, auto_rebuild=False)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, serve.server_url(server)


# The default pages: the reference, the app as shipped (first visit = cold; a later visit = warm, restoring
# the interpreter snapshot the first visit built), and the same app without its service worker, without the
# snapshot, and without either (what each part is worth, in the same run).
PAGES = {
    "bare": "bench/bare.html",
    "app": "",
    "app, no service worker": "#nosw=1",          # static/pwa.js does not register it
    "app, no snapshot": "?nosnap=1",                 # static/boot/pyodide.mjs neither builds nor restores one
    "app, neither": "?nosnap=1#nosw=1",
}
# issue 10 (times, raw bytes) and issue 28 point 2 (bytes as sent, compressed), vs bare Pyodide
TARGETS = {"cold_ratio": 0.55, "warm_ratio": 0.30, "bytes_ratio": 1.20, "bytes_gzip_ratio": 1.00,
           "shelf_ratio": 0.15}


def measure(runs: int = 3, pages: dict[str, str] | None = None, base: str = "/",
            timeout_ms: int = 90_000, log=print, emulation: dict | None = None, game: str | None = None) -> dict:
    """Median cold/warm ready times (ms) and cold bytes for each page; `pages` maps a label to a path
    under the app root (default: PAGES).  Ratios are to the "bare" page.  `emulation`: every load under that
    profile (PHONE); `game`: every page but "bare" is also tapped to that game's board on both visits, and
    "board" is when it was there (bare Pyodide's: its ready time)."""
    from playwright.sync_api import sync_playwright

    pages = pages or dict(PAGES)
    server, url = start_server(base)
    load_start = " ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    gz_cache: dict = {}
    workers: list[list] = []     # per run and page: the service workers the network emulation reached
    raw: dict[str, dict[str, list]] = {k: {"cold": [], "warm": [], "bytes": [], "gz": [], "cold_cpu": [],
                                           "warm_cpu": [], "restored": [], "snap_bytes": [], "build_ms": [],
                                           "shelf": [], "paint": [], "warm_paint": [], "tap": [], "board": [],
                                           "warm_board": []}
                                       for k in pages}
    try:
        with sync_playwright() as pw:
            for r in range(runs):
                for label, path in pages.items():
                    # A persistent profile per page and run: an off-the-record context (new_context) keeps
                    # no compiled-code cache, so its "warm" load would recompile the wasm like a cold one.
                    profile = tempfile.mkdtemp(prefix="pondside-bench-")
                    ctx = pw.chromium.launch_persistent_context(
                        profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
                    if emulation and "rtt_ms" in emulation:
                        workers.append(throttle_service_workers(ctx, emulation))
                    play = game if label != "bare" else None
                    try:
                        cold = _load(ctx, url + path, timeout_ms, settle=True, emulation=emulation, game=play)
                        warm = _load(ctx, url + path, timeout_ms, emulation=emulation, game=play)
                    finally:
                        ctx.close()
                        shutil.rmtree(profile, ignore_errors=True)
                    plain, gz = _bytes(cold["entries"], url, server.base, gz_cache)
                    raw[label]["cold"].append(cold["ms"])
                    raw[label]["warm"].append(warm["ms"])
                    raw[label]["cold_cpu"].append(cold["cpu"])
                    raw[label]["warm_cpu"].append(warm["cpu"])
                    raw[label]["bytes"].append(plain)
                    raw[label]["gz"].append(gz)
                    for key, v in (("shelf", cold["shelf"]), ("paint", cold["paint"]), ("warm_paint", warm["paint"]),
                                   ("tap", cold.get("tap")), ("board", cold.get("board", cold["ms"])),
                                   ("warm_board", warm.get("board", warm["ms"]))):
                        if v is not None:
                            raw[label][key].append(v)
                    restored = bool(warm["boot"] and warm["boot"]["snapshot"] == "restored")
                    raw[label]["restored"].append(restored)
                    if cold["after"].get("snapshotBytes"):
                        raw[label]["snap_bytes"].append(cold["after"]["snapshotBytes"])
                        raw[label]["build_ms"].append(cold["after"]["buildMs"])
                    if log:
                        log(f"  run {r + 1}/{runs} {label:>22}: cold {cold['ms']:7.0f} ms  "
                            f"warm {warm['ms']:7.0f} ms  {plain / 1e6:6.2f} MB  "
                            f"(CPU {cold['cpu']:6.0f} / {warm['cpu']:6.0f} ms)"
                            + ("  warm: snapshot restored" if restored else "")
                            + (f"  [cold: build {cold['after'].get('build')}]" if cold["after"].get("build")
                               not in (None, "stored", "idle") else "")
                            + (f"  board {cold['board']:7.0f} / {warm['board']:7.0f} ms" if play else ""))
    finally:
        server.shutdown()
        server.server_close()
    res: dict = {"runs": runs, "machine": _machine(), "pages": {}, "load_start": load_start,
                 "emulation": emulation, "game": game, "workers_throttled": sum(len(w) for w in workers),
                 "load": " ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"}

    def med(xs):
        return statistics.median(xs) if xs else None

    for label, d in raw.items():
        res["pages"][label] = {
            "cold_ms": statistics.median(d["cold"]), "warm_ms": statistics.median(d["warm"]),
            "bytes": int(statistics.median(d["bytes"])), "bytes_gzip": int(statistics.median(d["gz"])),
            "cold_cpu_ms": statistics.median(d["cold_cpu"]), "warm_cpu_ms": statistics.median(d["warm_cpu"]),
            "cold_all": d["cold"], "warm_all": d["warm"],
            "restored": sum(d["restored"]),
            "snapshot_bytes": int(statistics.median(d["snap_bytes"])) if d["snap_bytes"] else 0,
            "snapshot_build_ms": statistics.median(d["build_ms"]) if d["build_ms"] else 0,
            "shelf_ms": med(d["shelf"]), "shelf_all": d["shelf"],
            **{f"{k}_ms": med(d[k]) for k in ("paint", "warm_paint", "tap", "board", "warm_board")},
        }
    ref = res["pages"].get("bare")
    if ref:
        for d in res["pages"].values():
            d["cold_ratio"] = d["cold_ms"] / ref["cold_ms"]
            d["warm_ratio"] = d["warm_ms"] / ref["warm_ms"]
            d["bytes_ratio"] = d["bytes"] / ref["bytes"]
            d["cold_cpu_ratio"] = d["cold_cpu_ms"] / ref["cold_cpu_ms"] if ref["cold_cpu_ms"] else 0.0
            d["warm_cpu_ratio"] = d["warm_cpu_ms"] / ref["warm_cpu_ms"] if ref["warm_cpu_ms"] else 0.0
            d["bytes_gzip_ratio"] = d["bytes_gzip"] / ref["bytes_gzip"]
            if d.get("shelf_ms") is not None:   # issue 28 point 1: shelf painted vs bare Pyodide's cold boot
                d["shelf_ratio"] = d["shelf_ms"] / ref["cold_ms"]
            for k, to in (("tap", "cold_ms"), ("board", "cold_ms"), ("warm_board", "warm_ms")):
                if d.get(f"{k}_ms") is not None:
                    d[f"{k}_ratio"] = d[f"{k}_ms"] / ref[to]
    return res


def _machine() -> str:
    try:
        cpu = next(line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name"))
    except (OSError, StopIteration):
        cpu = "unknown CPU"
    return f"{os.cpu_count()} cores, {cpu}, Chromium headless"


def table(res: dict) -> str:
    rows = ["| page | cold (ms) | × bare | warm (ms) | × bare | bytes (MB) | × bare | as sent (MB) | × bare "
            "| CPU cold (ms) | × bare | CPU warm (ms) | × bare |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for label, d in res["pages"].items():
        rows.append(
            f"| {label} | {d['cold_ms']:.0f} | {d.get('cold_ratio', 1):.2f} | {d['warm_ms']:.0f} | "
            f"{d.get('warm_ratio', 1):.2f} | {d['bytes'] / 1e6:.2f} | {d.get('bytes_ratio', 1):.2f} | "
            f"{d['bytes_gzip'] / 1e6:.2f} | {d.get('bytes_gzip_ratio', 1):.2f} | "
            f"{d['cold_cpu_ms']:.0f} | {d.get('cold_cpu_ratio', 1):.2f} | {d['warm_cpu_ms']:.0f} | "
            f"{d.get('warm_cpu_ratio', 1):.2f} |")
    rows.append(f"\nmedian of {res['runs']} runs; {res['machine']}; load average at the start "
                f"{res.get('load_start', '?')}, at the end {res.get('load', '?')}. Times: page ready (ms since "
                "navigation start). CPU: all browser processes' CPU time for that load (robust to other work on "
                "the machine). Warm = the same profile again, after the first visit's snapshot build and "
                "service-worker install finished (not timed).")
    for label, d in res["pages"].items():
        if d.get("shelf_ms") is not None and "shelf_ratio" in d:
            rows.append(f"{label}: the prerendered home shelf painted (and tappable) at {d['shelf_ms']:.0f} ms on a "
                        f"first visit = **{d['shelf_ratio']:.3f}×** bare Pyodide's cold boot (target ≤ 0.15×).")
    snaps = [(k, d) for k, d in res["pages"].items() if d.get("snapshot_bytes")]
    for label, d in snaps:
        rows.append(f"{label}: warm boots restored the snapshot {d['restored']}/{res['runs']}; snapshot "
                    f"{d['snapshot_bytes'] / 1e6:.1f} MB in Cache Storage (not downloaded), built in "
                    f"{d['snapshot_build_ms'] / 1000:.1f} s after the first visit was ready.")
    return "\n".join(rows)


def targets(res: dict, label: str = "app") -> str:
    """One line: the app against issue 10's targets (ratios to bare Pyodide, same run)."""
    d = res["pages"].get(label)
    if not d or "cold_ratio" not in d:
        return ""
    names = {"cold_ratio": "first visit (cold)", "warm_ratio": "later visit (warm)", "bytes_ratio": "bytes (raw)",
             "bytes_gzip_ratio": "bytes (as sent, compressed)", "shelf_ratio": "shelf painted vs bare cold boot"}
    return "Targets (issues 10 and 28, vs bare Pyodide, same run): " + "; ".join(
        f"{names[k]} ≤ {v:.2f}× → **{d[k]:.2f}×** ({'met' if d[k] <= v else 'NOT met'})"
        for k, v in TARGETS.items() if k in d) + "."


def measure_phone(runs: int = 3, base: str = "/", log=print) -> dict:
    """Bare Pyodide and the app under PHONE, the app tapped to PHONE_GAME's board (phone_table formats it)."""
    return measure(runs, {"bare": PAGES["bare"], "app": PAGES["app"]}, base, timeout_ms=300_000, log=log,
                   emulation=PHONE, game=PHONE_GAME)


def profile_text(p: dict) -> str:
    cpu = f"{p['cpu']}× CPU" if p.get("cpu", 1) != 1 else ""
    net = f"{p['down_mbit']} Mbit/s down, {p['up_mbit']} up, {p['rtt_ms']} ms round trip" if "rtt_ms" in p else ""
    return ", ".join(x for x in (cpu, net) if x)


def phone_table(res: dict, label: str = "app") -> str:
    """The phone profile's figures (measure(..., emulation=PHONE, game=...)): bare Pyodide and the app side by
    side.  The bare column holds what each ratio divides by: the same figure, or bare Pyodide's boot."""
    b, a, game = res["pages"]["bare"], res["pages"][label], res["game"]
    boot_cold, boot_warm = f"{b['cold_ms']:.0f} (boot)", f"{b['warm_ms']:.0f} (boot)"
    rows = [  # figure, bare Pyodide's (the reference), the reference's value, the app's, target
        ("first visit: first paint (ms)", f"{b['paint_ms']:.0f}", b["paint_ms"], a["paint_ms"], None),
        ("first visit: home shelf painted (ms)", boot_cold, b["cold_ms"], a["shelf_ms"], None),
        ("first visit: shelf tappable, first tap taken (ms)", boot_cold, b["cold_ms"], a["tap_ms"], None),
        ("first visit: app ready (ms)", f"{b['cold_ms']:.0f}", b["cold_ms"], a["cold_ms"], None),
        (f"first visit: {game} board playable, two taps (ms)", boot_cold, b["cold_ms"], a["board_ms"], "board_ratio"),
        ("later visit: first paint (ms)", f"{b['warm_paint_ms']:.0f}", b["warm_paint_ms"], a["warm_paint_ms"], None),
        ("later visit: app ready (ms)", f"{b['warm_ms']:.0f}", b["warm_ms"], a["warm_ms"], None),
        (f"later visit: {game} board playable, two taps (ms)", boot_warm, b["warm_ms"], a["warm_board_ms"],
         "warm_board_ratio"),
        ("first visit: bytes as sent, compressed (MB)", f"{b['bytes_gzip'] / 1e6:.2f}", b["bytes_gzip"],
         a["bytes_gzip"], None),
        ("first visit: bytes decoded (MB)", f"{b['bytes'] / 1e6:.2f}", b["bytes"], a["bytes"], None),
    ]
    lines = ["| figure (phone profile) | bare Pyodide | app | app ÷ bare | target |", "|---|---|---|---|---|"]
    for what, ref_text, ref, v, target in rows:
        if v is None:
            lines.append(f"| {what} | {ref_text} | – | – |  |")
            continue
        ratio = v / ref if ref else float("nan")
        value = f"{v / 1e6:.2f}" if "MB" in what else f"{v:.0f}"
        goal = (f"≤ {PHONE_TARGETS[target]:.2f}× → {'met' if ratio <= PHONE_TARGETS[target] else '**NOT met**'}"
                if target else "")
        lines.append(f"| {what} | {ref_text} | {value} | {ratio:.2f} | {goal} |")
    lines.append(
        f"\nMedian of {res['runs']} runs; {res['machine']}; load average at the start {res['load_start']}, at the "
        f"end {res['load']}. Profile: {profile_text(res['emulation'])}, by Chromium's own emulation (Chrome DevTools "
        "Protocol): `Emulation.setCPUThrottlingRate` slows the page's main thread, where Pyodide and the app run, "
        "and nothing else (measured: a loop in a worker runs at full speed; so do the snapshot build's worker and, "
        "presumably, V8's background compilation of the wasm), which flatters both pages; "
        "`Network.emulateNetworkConditions` on the page and on its service worker, which the page's emulation does "
        f"not reach (applied as the worker's target appears; workers reached: {res['workers_throttled']}). Files "
        "compressed as serve.py sends them. First paint: the first contentful paint. Taps: Playwright clicks, each as soon as "
        "its button can be clicked (visible, stable, and the page's main thread free to check): the shelf's "
        "\"New game\", then the dialog's start button; board playable = the game's board in the DOM. Later visit: "
        "the same profile again after the first visit's snapshot build and service-worker install (not timed), "
        "with the first visit's saved game cleared (localStorage) so that it too starts from the shelf.")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Boot benchmark: bare Pyodide vs the app, same run.")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--base", default="/", help="serve under this sub-path")
    ap.add_argument("--variants", action="store_true", help="also measure the package-loading variants")
    ap.add_argument("--only-variants", action="store_true", help="bare + the variants, not the app page")
    ap.add_argument("--pick", help="comma-separated page labels to keep (e.g. bare,app,files-whl)")
    ap.add_argument("--json", type=Path, help="also write the figures here")
    ap.add_argument("--phone", action="store_true", help="only bare and the app under the phone profile (PHONE)")
    args = ap.parse_args(argv)
    if not Path(CHROMIUM).exists():
        print(f"bench: {CHROMIUM} is missing (run ./dev.sh test once, or apt-get install chromium)")
        return 2
    if args.phone:
        print(phone_table(measure_phone(args.runs, args.base)))
        return 0
    pages = {"bare": "bench/bare.html"}
    if not args.only_variants:
        pages.update(PAGES)
    if args.variants or args.only_variants or args.pick:
        pages.update(write_variants())
    if args.pick and "app" in args.pick:
        pages["app"] = ""
    if args.pick:
        keep = args.pick.split(",")
        pages = {k: v for k, v in pages.items() if k in keep}
    t0 = time.perf_counter()
    res = measure(args.runs, pages, args.base)
    print(table(res))
    print(targets(res))
    print(f"({time.perf_counter() - t0:.0f} s)")
    if args.json:
        args.json.write_text(json.dumps(res, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
