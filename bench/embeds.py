#!/usr/bin/env python3
"""Many embeds on one page (issue 25, point 5): a host page with ten embeds of different games and kinds against
one with a single embed, side by side in one run: the time until every frame shows a board, and the browser's
memory.

    .venv/bin/python bench/embeds.py [--runs 3] [--out FILE] [--json FILE]

The app (this checkout, served as bench/boot.py serves it) is on `http://127.0.0.1:P/`; the host pages are on
`http://localhost:Q/`, another site, so every frame is cross-site as on a real wiki (Chromium puts each site's
frames in their own renderer process, apart from the host page's).  Host pages (HOST_PAGES): "blank" (no frame:
the memory baseline), "one" (ONE: a Kokonana! game, 600×520) and "ten" (TEN: a new game of each of the five
games, a link game's replay step, a read-only link game, `explain=1`, `lang=de`, `readonly=1` and a Kōhaku
position), the frames stacked down a long page with `loading="eager"`, so frames below the fold load as well.

Time (the target's measure) is taken in a browser with no test driver: Chromium started by the bench itself
(CHROMIUM_ARGS, a fresh profile, the host page on its command line), as a reader's browser loads the page.  A
frame shows a board when it first sends the page its height (`{type: "pondside:height"}`: an embed sends it once
it shows a board, its own or one drawn for it); the host page notes the time in its own clock
(`performance.now()`: ms since its navigation start) and, once every frame has, sends the times to its server
(`?direct=1`), which takes the memory before it answers; the page then loads itself again (the later visit).
Time = when the last frame's height arrived; capped at TIMEOUT_MS.

Why not under Playwright: the test driver attaches to every cross-site frame, holds each new frame until it has
set it up, and runs its scripts in each: work that grows with the frames, which a reader's browser never does
(measured here under the driver: nine blank frames of the app's site beside one embed delayed its board by
~350 ms, median of four runs).  So each round measures the pages under the driver too, with a script it adds
to every frame (before the frame's own scripts) that tells the page when the frame's document first holds `[data-game-screen]` (what the
app's game screens, replays, positions and their previews carry): it checks that every frame shows a game screen,
and gives each frame's time and the garbage-collection diagnostic, beside the target's figures.

Memory = the proportional set size (PSS, `/proc/<pid>/smaps_rollup`) summed over the browser process and all
its descendants (renderers, GPU, utility, zygotes), taken once every frame shows a board, the frames' boots
have settled (`_SETTLE_JS` in each frame: a snapshot build finished; an embed restores one but never builds one)
and SETTLE_S more seconds have passed.  Each page is reported above the blank page, measured the same way in
the same run (medians of each, then the difference).

Each page and run: a fresh profile (a first visit: empty caches), then, once the first visit has settled and its
memory was taken, the same page again (a later visit: HTTP cache, compiled-wasm cache and whatever a first visit
stored; no test driver: in the same tab; under it: in a new tab of the same profile).  Pages alternate within a
round (blank, one, ten; then again) so machine noise hits them alike; medians over the runs.  TARGETS: ten ÷ one.

`measure(runs, log=print)` returns the figures as a dict (bench/run.py: `--embeds`, and the full report's
"Many embeds on one page"); `table(result)` formats them as Markdown.
"""
from __future__ import annotations

import argparse
import html
import http.server
import json
import os
import queue
import shutil
import signal
import subprocess
import statistics
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

import boot  # noqa: E402

TIMEOUT_MS = 180_000
SETTLE_S = 2.0
TARGETS = {"time": 1.5, "memory": 1.5}     # ten embeds vs one, same run (issue 25 point 5)
# loads of each page with no test driver per run (the target's figures: a load takes seconds, and the ratio of
# two medians of a few loads scatters here by ±0.1; under the test driver each page is loaded once per run)
DIRECT_PER_RUN = 3
FRAME_W, FRAME_H = 600, 520

# docs/wiki.md's example of a Kōhaku position
KOHAKU_POSITION = (
    "eyJtb2R1bGVzIjp7ImJsdWVfa29pIjpmYWxzZSwibmV3X2ZlYXR1cmVzIjpmYWxzZSwib2JqZWN0aXZlcyI6ZmFsc2UsInN1bmRpYWxzIjpm"
    "YWxzZX0sInBsYXllcnMiOlt7Im5hbWUiOiJBbm4iLCJwb25kIjp7Ii0xLDAiOiJULVJXLUIyIiwiMCwtMSI6IlQtQlItQjIiLCIwLDAiOiJG"
    "LVNGLVItMSIsIjAsMSI6IlQtUlktQjIiLCIxLDAiOiJTLVItQjIifX1dfQ")
# docs/wiki.md's example replay link (a Kokonana! game): used only if this checkout's engine cannot make one
WIKI_LINK = (
    "eNp1T8FKQzEQ_Jc551BFEXLTX_AoJawv29eQdBOSvGp4vH93S6sg6GnZmdmdmRVn2HuDmU4Mi5hjFhKCQUk0uDbYtxVyZZ9FsJmf9YV13Rs0Zg_"
    "7ZJBLD1n0ZMXIi8xuOobkq8rsgVJjtalBpXj8fFAHH2hWt-SOuehRr4sq3kmim6jQFPqA3Rl0SqGdSJorXF1fqvyCFeXoPsLF9-YSeThlPPVcx_"
    "XxZkDTLZ0W6hrikELRFArgVWfQr5dyf1N33xSLx_-y3bbfvgDO_m2Q")

ONE = [("Kokonana! (new game)", "new=kokonana&seed=7&n=2")]


def link_game(moves: int = 4) -> tuple[str, str]:
    """A share link of a short Kokonana! game played in CPython (this checkout's engine): (link, where from)."""
    sys.path.insert(0, str(ROOT / "py"))
    try:
        from pondside import games
        from pondside.app import records
        g = games.get("kokonana")
        s = g.new_game(2, 7)
        for _ in range(moves):
            if g.is_over(s):
                break
            s = g.apply(s, g.legal_actions(s)[0])
        return records.encode_link(s), f"a Kokonana! game of {moves} moves played in CPython"
    except Exception as e:  # noqa: BLE001 - a checkout mid-edit: the wiki's link still measures the same kind
        return WIKI_LINK, f"docs/wiki.md's replay link (this checkout's engine failed: {type(e).__name__}: {e})"
    finally:
        sys.path.remove(str(ROOT / "py"))


def ten(link: str) -> list[tuple[str, str]]:
    """The ten frames of the "ten" page: (label, what follows `#embed=1`'s page's `#`)."""
    return [
        ("Kōhaku (new game)", "new=kohaku&seed=1"),
        ("Big Pond (new game, 2 players)", "new=bigpond&seed=2&n=2"),
        ("Kokonana! (new game)", "new=kokonana&seed=3&n=2"),
        ("Koi-Koi (new game)", "new=koikoi&seed=4"),
        ("Koi (new game)", "new=koi&seed=5"),
        ("Kokonana! link: replay step 2, read-only", f"g={link}&step=2&readonly=1"),
        ("Kōhaku (new game, explain=1)", "new=kohaku&seed=6&explain=1"),
        ("Koi-Koi (new game, lang=de)", "new=koikoi&seed=7&lang=de"),
        ("Big Pond (new game, 3 players, readonly=1)", "new=bigpond&seed=8&n=3&readonly=1"),
        ("Kōhaku position", f"game=kohaku&position={KOHAKU_POSITION}"),
    ]


# ---------------------------------------------------------------- host pages (another site)
# The host page notes when each frame's "board shown" message arrives, in its own clock.
_HOST_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title><link rel="icon" href="data:,">
<script>
// benchBoards: when each frame said it shows a board (the test driver's script in the frame, under Playwright);
// benchHeights: when each frame first told its height (the app's own "pondside:height", sent once it shows a
// board).  ?direct=1 (a browser with no test driver): once every frame has told its height (a page without
// frames: at its load event), the times go to the host server, which answers when it has taken the memory;
// then the same page again, a later visit in the same tab (?later=1).
window.benchBoards = {{}};
window.benchHeights = {{}};
const benchQ = new URLSearchParams(location.search), benchN = {n};
const benchReport = () => fetch("/result" + location.search, {{method: "POST", body: JSON.stringify({{
    at: benchHeights, load: performance.getEntriesByType("navigation")[0]?.loadEventEnd || null}})}})
  .then(() => {{ if (!benchQ.has("later")) location.replace(location.pathname + "?direct=1&later=1"); }});
addEventListener("message", (e) => {{
  const d = e.data;
  if (!d || (d.type !== "bench:board" && d.type !== "pondside:height")) return;
  const frames = document.getElementsByTagName("iframe");
  for (let i = 0; i < frames.length; i++) {{
    if (frames[i].contentWindow !== e.source) continue;
    if (d.type === "bench:board" && !(i in benchBoards)) benchBoards[i] = {{at: performance.now(), own: d.at - performance.timeOrigin}};
    if (d.type === "pondside:height" && !(i in benchHeights)) {{
      benchHeights[i] = performance.now();
      if (benchQ.get("direct") === "1" && Object.keys(benchHeights).length === benchN) benchReport();
    }}
  }}
}});
if (benchQ.get("direct") === "1" && benchN === 0) addEventListener("load", () => setTimeout(benchReport, 0));
</script>
<style>body{{font:14px sans-serif;margin:8px}} figure{{margin:0 0 16px}} iframe{{border:1px solid #999;display:block}}</style>
</head><body>
<h1>{title}</h1>
{frames}
</body></html>
"""
_FRAME_HTML = ('<figure><iframe name="f{i}" src="{src}" title="{label}" width="{w}" height="{h}" loading="eager">'
               '</iframe><figcaption>{label}</figcaption></figure>')

# Added to every frame before its scripts run: a direct child of the host page tells it when its document
# first holds a game screen (or a preview of one).
_FRAME_JS = """(() => {
    if (window.top === window || window.parent !== window.top) return;
    let sent = false;
    const check = () => {
        if (sent || !document.querySelector("[data-game-screen]")) return;
        sent = true;
        obs.disconnect();
        window.benchBoardAt = performance.now();
        window.parent.postMessage({type: "bench:board", at: performance.timeOrigin + performance.now()}, "*");
    };
    const obs = new MutationObserver(check);
    obs.observe(document, {childList: true, subtree: true, attributes: true, attributeFilter: ["data-game-screen"]});
})()"""

# A frame's boot settled: a snapshot build it started has finished (an embed restores one but never builds one;
# bench/boot.py's _SETTLE_JS also waits for a service worker, which an embed never registers).  What it did.
_SETTLE_JS = """async () => {
    const boot = window.pondsideBoot;
    if (!boot) return {};
    while (["waiting", "running"].includes(boot.build)) await new Promise(r => setTimeout(r, 100));
    return {build: boot.build, snapshot: boot.snapshot ?? null, bootMs: boot.bootMs ?? null,
            ready: window.pondsideReadyAt ?? null, board: window.benchBoardAt ?? null,
            error: boot.error ? String(boot.error).slice(0, 160) : null};
}"""

# What a frame that shows no board shows instead (for the report).
_FRAME_STATE_JS = """() => ({
    url: location.href.slice(0, 120), ready: document.body ? document.body.dataset.ready ?? null : null,
    boot: window.pondsideBoot ? {build: pondsideBoot.build, snapshot: pondsideBoot.snapshot,
                                 error: pondsideBoot.error ? String(pondsideBoot.error) : null} : null,
    text: document.body ? document.body.innerText.replace(/\\s+/g, " ").slice(0, 160) : null,
})"""


def host_pages(app_url: str, link: str) -> dict[str, tuple[str, list]]:
    """{name: (html, frames)} for the host server; `app_url` is the app's address (another site)."""
    out = {}
    for name, frames in (("blank", []), ("one", ONE), ("ten", ten(link))):
        body = "\n".join(_FRAME_HTML.format(i=i, src=html.escape(f"{app_url}?embed=1#{h}"), label=html.escape(label),
                                            w=FRAME_W, h=FRAME_H) for i, (label, h) in enumerate(frames))
        out[name] = (_HOST_HTML.format(title=f"Pondside: {len(frames)} embed(s)", frames=body, n=len(frames)), frames)
    return out


def start_host(pages: dict[str, tuple[str, list]]):
    """A server of the host pages on 127.0.0.1, addressed as `localhost` (another site than the app's
    127.0.0.1).  Returns (server, base URL).  A page's report (`?direct=1`: POST /result) goes on
    `server.results` as (query, figures, answer): the request is answered once `answer` (an Event) is set."""
    bodies = {f"/{name}.html": text.encode() for name, (text, _) in pages.items()}
    results: queue.Queue = queue.Queue()

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802
            path, _, query = self.path.partition("?")
            if path != "/result":
                self.send_error(404)
                return
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            try:
                figures = json.loads(body)
            except ValueError:
                figures = None
            answer = threading.Event()
            results.put((query, figures, answer))
            answer.wait(TIMEOUT_MS / 1000)
            self.send_response(204)
            self.end_headers()

        def do_GET(self):  # noqa: N802
            body = bodies.get(self.path.split("?")[0])
            if body is None:
                self.send_error(404)
                return
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-cache")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *a):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    server.results = results
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://localhost:{server.server_address[1]}/"


# ---------------------------------------------------------------- memory
def _proc_table() -> dict[int, tuple[int, str]]:
    """{pid: (ppid, command line)} of every process."""
    out = {}
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            with open(f"/proc/{d}/stat") as f:
                ppid = int(f.read().rsplit(")", 1)[1].split()[1])
            with open(f"/proc/{d}/cmdline", "rb") as f:
                cmd = f.read().replace(b"\0", b" ").decode(errors="replace")
        except (OSError, ValueError, IndexError):
            continue
        out[int(d)] = (ppid, cmd)
    return out


_FIELDS = ("Pss", "Pss_Anon", "Pss_File", "Pss_Shmem")


def _pss_kb(pid: int) -> dict:
    """A process's PSS and its parts (kB) from /proc/<pid>/smaps_rollup."""
    out = dict.fromkeys(_FIELDS, 0)
    try:
        with open(f"/proc/{pid}/smaps_rollup") as f:
            for line in f:
                key, _, rest = line.partition(":")
                if key in out:
                    out[key] = int(rest.split()[0])
    except (OSError, ValueError, IndexError):
        pass
    return out


def browser_memory() -> dict:
    """PSS summed over the browser this process started (the top Chromium process below it) and all the
    browser's descendants: {"mb": ..., "processes": ...}."""
    procs = _proc_table()
    children: dict[int, list[int]] = {}
    for pid, (ppid, _) in procs.items():
        children.setdefault(ppid, []).append(pid)

    def below(pid):
        todo, out = list(children.get(pid, [])), []
        while todo:
            p = todo.pop()
            out.append(p)
            todo += children.get(p, [])
        return out

    def is_chromium(pid):   # the browser, its children, or the shell script /usr/bin/chromium that starts it
        argv = procs.get(pid, (0, ""))[1].split(" ", 2)
        return any("chrom" in os.path.basename(a) for a in argv[:2])
    roots = [p for p in below(os.getpid()) if is_chromium(p) and not is_chromium(procs[p][0])]
    pids = set()
    for r in roots:
        pids.add(r)
        pids.update(below(r))
    kb = dict.fromkeys(_FIELDS, 0)
    for p in pids:
        for k, v in _pss_kb(p).items():
            kb[k] += v
    # "own": anonymous and shared memory, which only this browser's processes share (what its pages allocated);
    # the file-backed rest (Chromium's code, fonts, ICU data) is shared with any other Chromium on the machine,
    # so its part of the PSS moves with how many others run at the time
    return {"mb": kb["Pss"] / 1024, "own_mb": (kb["Pss_Anon"] + kb["Pss_Shmem"]) / 1024,
            "file_mb": kb["Pss_File"] / 1024, "processes": len(pids)}


# ---------------------------------------------------------------- one visit
def _after_gc(ctx, page) -> dict | None:
    """The browser's memory once every frame's JavaScript and DOM garbage is collected (DevTools'
    HeapProfiler.collectGarbage in each frame's process: a diagnostic of how much of the figure is garbage the
    browser has not yet collected, not the target's measure)."""
    try:
        for f in [page.main_frame] + [f for f in page.frames if f != page.main_frame]:
            cdp = ctx.new_cdp_session(page if f == page.main_frame else f)
            cdp.send("HeapProfiler.collectGarbage")
            cdp.detach()
    except Exception:  # noqa: BLE001 - a frame gone meanwhile: no figure
        return None
    time.sleep(1.0)
    return browser_memory()


def _visit(ctx, url: str, n_frames: int, gc_too: bool = False) -> dict:
    """One visit of a host page in `ctx`: when each frame showed a board (host ms), then, once settled, the
    browser's memory.  The page is closed afterwards."""
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(f"console.{m.type}: {m.text}"[:300]) if m.type == "error" else None)
    page.goto(url, wait_until="commit")
    deadline = time.monotonic() + TIMEOUT_MS / 1000
    boards: dict = {}
    while True:
        try:
            boards = page.evaluate("window.benchBoards ?? {}")
        except Exception:  # noqa: BLE001 - the host page's context is being replaced while it commits
            boards = {}
        if len(boards) >= n_frames or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    try:
        page.wait_for_load_state("load", timeout=5_000 if len(boards) < n_frames else TIMEOUT_MS)
    except Exception:  # noqa: BLE001 - a frame still loading: reported below as showing no board
        pass
    at = {int(k): v["at"] for k, v in boards.items()}
    missing = [i for i in range(n_frames) if i not in at]
    frames = [f for f in page.frames if f != page.main_frame and f.parent_frame == page.main_frame]
    by_name = {f.name: f for f in frames}
    settled, missing_state = [], {}
    for i in range(n_frames):
        f = by_name.get(f"f{i}")
        if f is None:
            missing_state[i] = "no such frame"
            continue
        if i in missing:
            try:
                missing_state[i] = f.evaluate(_FRAME_STATE_JS)
            except Exception as e:  # noqa: BLE001
                missing_state[i] = f"evaluate failed: {e}"[:200]
            continue
        try:
            settled.append(f.evaluate(_SETTLE_JS))
        except Exception:  # noqa: BLE001 - the frame navigated away meanwhile
            pass
    time.sleep(SETTLE_S)
    mem = browser_memory()
    loaded = page.evaluate("performance.getEntriesByType('navigation')[0]?.loadEventEnd || null")
    gc = _after_gc(ctx, page) if gc_too else None
    page.close()
    builds = sorted({str(s.get("build")) for s in settled if s})
    snapshots = sorted({str(s.get("snapshot")) for s in settled if s})
    boot_errors = sorted({s["error"] for s in settled if s and s.get("error")})
    return {"ms": max(at.values()) if at and not missing else None, "at": at, "missing": missing,
            "missing_state": missing_state, "mem_mb": mem["mb"], "own_mb": mem["own_mb"], "processes": mem["processes"],
            "gc_mb": gc and gc["mb"],
            "builds": builds, "snapshots": snapshots, "boot_errors": boot_errors, "settled": settled, "load_ms": loaded, "errors": errors}


# ---------------------------------------------------------------- one page, no test driver
def _frames_state(profile: str) -> list:
    """What a page that did not report holds (for the report): its frames' addresses and titles, from the
    browser's DevTools port's list of targets (read, never attached to: a frame held by an attached client
    would stop)."""
    try:
        port = Path(profile, "DevToolsActivePort").read_text().split()[0]
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10) as r:
            targets = json.load(r)
        return [{"type": t.get("type"), "url": (t.get("url") or "")[:100], "title": (t.get("title") or "")[:60]}
                for t in targets if t.get("type") in ("page", "iframe")]
    except (OSError, ValueError, IndexError) as e:
        return [f"not readable: {type(e).__name__}: {e}"[:200]]


def _direct(host, host_url: str, name: str, n_frames: int) -> dict:
    """Both visits of a host page in a browser started by itself, with no test driver attached (the target's
    measure: see the module's doc): a fresh profile, the page with `?direct=1`, which reports when every frame
    first told its height; the memory once SETTLE_S more seconds have passed; then the later visit (the page
    loads itself again in the same tab).  {"first": {...}, "later": {...}}: each {"ms", "at", "mem_mb",
    "own_mb", "processes"} ("ms" None if a frame did not tell its height), or None if the page did not report
    within TIMEOUT_MS (then "first_state" or "later_state": what its frames held)."""
    while not host.results.empty():        # (a report of an earlier browser, answered late)
        host.results.get_nowait()[2].set()
    profile = tempfile.mkdtemp(prefix="pondside-embeds-direct-")
    proc = subprocess.Popen(
        [boot.CHROMIUM, *boot.CHROMIUM_ARGS, f"--user-data-dir={profile}", "--window-size=1280,800",
         "--remote-debugging-port=0", f"{host_url}{name}.html?direct=1"],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    out: dict = {"first": None, "later": None}
    try:
        for visit in ("first", "later"):
            try:
                _, figures, answer = host.results.get(timeout=TIMEOUT_MS / 1000)
            except queue.Empty:
                out[f"{visit}_state"] = _frames_state(profile)
                break
            try:
                time.sleep(SETTLE_S)
                mem = browser_memory()
            finally:
                answer.set()
            at = {int(k): v for k, v in ((figures or {}).get("at") or {}).items()}
            ms = (max(at.values()) if len(at) == n_frames else None) if n_frames else (figures or {}).get("load")
            out[visit] = {"ms": ms, "at": at, "mem_mb": mem["mb"], "own_mb": mem["own_mb"],
                          "processes": mem["processes"]}
    finally:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(10)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            proc.wait()
        shutil.rmtree(profile, ignore_errors=True)
    return out


# ---------------------------------------------------------------- the measurement
def measure(runs: int = 3, log=print) -> dict:
    """Median first- and later-visit times until every frame shows a board, and memory above a blank host page,
    for the "one" and "ten" host pages (see the module's doc); ratios ten ÷ one against TARGETS."""
    from playwright.sync_api import sync_playwright

    link, link_from = link_game()
    server, app_url = boot.start_server("/")
    pages = host_pages(app_url, link)
    host, host_url = start_host(pages)
    load_start = " ".join(f"{x:.1f}" for x in os.getloadavg())
    keys = ("first", "later", "mem", "later_mem", "own", "later_own", "procs", "at", "later_at", "gc")
    raw = {name: {**{k: [] for k in keys}, "missing": [], "builds": set(), "snapshots": set(), "boot_errors": set(), "errors": []}
           for name in pages}
    direct = {name: {k: [] for k in ("first", "later", "mem", "later_mem", "own", "later_own", "procs", "at",
                                     "later_at", "failed")} for name in pages}
    try:
        with sync_playwright() as pw:
            for r in range(runs):
                # the target's measure first: no test driver (see the module's doc), DIRECT_PER_RUN times
                for k, (name, (_, frames)) in ((k, x) for k in range(DIRECT_PER_RUN) for x in pages.items()):
                    t0 = time.monotonic()
                    v = _direct(host, host_url, name, len(frames))
                    d = direct[name]
                    for key, mem, own, at in (("first", "mem", "own", "at"), ("later", "later_mem", "later_own", "later_at")):
                        got = v[key]
                        d[key].append(got and got["ms"])
                        d[mem].append(got and got["mem_mb"])
                        d[own].append(got and got["own_mb"])
                        d[at].append(got["at"] if got else {})
                        if got is None or got["ms"] is None:
                            d["failed"].append({"run": f"{r + 1}.{k + 1}", "visit": key,
                                                "frames told": sorted(got["at"]) if got else None,
                                                "state": v.get(f"{key}_state")})
                    d["procs"].append(v["first"] and v["first"]["processes"])
                    if log:
                        fmt = lambda x: "   –   " if x is None else f"{x:7.0f}"  # noqa: E731
                        log(f"  run {r + 1}.{k + 1}/{runs} {name:>5} ({len(frames):2d} frames), no test driver: all boards "
                            f"shown: first visit {fmt(d['first'][-1])} ms, later {fmt(d['later'][-1])} ms; memory "
                            f"(PSS) {fmt(d['mem'][-1])} MB, later {fmt(d['later_mem'][-1])} MB  "
                            f"[{time.monotonic() - t0:.0f} s]")
                # then under the test driver: which frames show a game screen, each frame's time, garbage
                for name, (_, frames) in pages.items():
                    t0 = time.monotonic()
                    profile = tempfile.mkdtemp(prefix="pondside-embeds-")
                    ctx = pw.chromium.launch_persistent_context(
                        profile, executable_path=boot.CHROMIUM, args=boot.CHROMIUM_ARGS, headless=True,
                        viewport={"width": 1280, "height": 800})
                    ctx.add_init_script(_FRAME_JS)
                    try:
                        first = _visit(ctx, f"{host_url}{name}.html", len(frames), gc_too=True)
                        later = _visit(ctx, f"{host_url}{name}.html?later=1", len(frames))
                    finally:
                        ctx.close()
                        shutil.rmtree(profile, ignore_errors=True)
                    d = raw[name]
                    for key, v in (("first", first), ("later", later)):
                        # a page without frames: "all boards shown" at its load event
                        d[key].append(v["ms"] if frames else v["load_ms"])
                    d["mem"].append(first["mem_mb"])
                    d["gc"].append(first["gc_mb"])
                    d["later_mem"].append(later["mem_mb"])
                    d["own"].append(first["own_mb"])
                    d["later_own"].append(later["own_mb"])
                    d["procs"].append(first["processes"])
                    d["at"].append(first["at"])
                    d["later_at"].append(later["at"])
                    for visit, v in (("first", first), ("later", later)):
                        d["builds"].update(f"{visit} visit: {b}" for b in v["builds"])
                        d["snapshots"].update(f"{visit} visit: {b}" for b in v["snapshots"])
                        d["boot_errors"].update(f"{visit} visit: {b}" for b in v["boot_errors"])
                        for i in v["missing"]:
                            d["missing"].append({"run": r + 1, "visit": visit, "frame": i, "label": frames[i][0],
                                                 "state": v["missing_state"].get(i)})
                        d["errors"] += [f"{visit}: {e}" for e in v["errors"]]
                    if log:
                        fmt = lambda x: "   –   " if x is None else f"{x:7.0f}"  # noqa: E731
                        log(f"  run {r + 1}/{runs} {name:>5} ({len(frames):2d} frames), test driver: all boards shown: first visit "
                            f"{fmt(d['first'][-1])} ms, later {fmt(d['later'][-1])} ms; memory (PSS) "
                            f"{first['mem_mb']:4.0f} MB, own {first['own_mb']:4.0f} MB ({first['processes']} processes); "
                            f"later {later['mem_mb']:4.0f} / {later['own_mb']:4.0f} MB  [{time.monotonic() - t0:.0f} s]"
                            + (f"; NO BOARD in {len(first['missing'])}+{len(later['missing'])} frame(s)"
                               if first["missing"] or later["missing"] else ""))
    finally:
        server.shutdown()
        server.server_close()
        host.shutdown()
        host.server_close()

    def med(xs):
        xs = [x for x in xs if x is not None]
        return statistics.median(xs) if xs else None

    def minus(a, b):
        return a - b if a is not None and b is not None else None

    res: dict = {"runs": runs, "machine": boot._machine(), "load_start": load_start,
                 "load": " ".join(f"{x:.1f}" for x in os.getloadavg()), "link_from": link_from,
                 "timeout_ms": TIMEOUT_MS, "pages": {}}
    def summary(d: dict, frames: list, blank: dict) -> dict:
        """One page's medians (both measures): times, memory above the blank page's, each frame's time."""
        return {"frames": len(frames), "first_ms": med(d["first"]), "later_ms": med(d["later"]),
                "first_all": d["first"], "later_all": d["later"], "mem_all": d["mem"], "later_mem_all": d["later_mem"],
                **{f"{k}_above_mb": minus(med(d[k]), blank[k]) for k in blank},
                "processes": med(d["procs"]),
                "per_frame_ms": [med([a.get(i) for a in d["at"]]) for i in range(len(frames))],
                "per_frame_later_ms": [med([a.get(i) for a in d["later_at"]]) for i in range(len(frames))]}

    blank = {k: med(raw["blank"][k]) for k in ("mem", "later_mem", "own", "later_own", "gc")}
    res["blank_mb"], res["blank_later_mb"], res["blank_own_mb"] = blank["mem"], blank["later_mem"], blank["own"]
    for name, (_, frames) in pages.items():
        d = raw[name]
        res["pages"][name] = {
            **summary(d, frames, blank), "labels": [label for label, _ in frames],
            "mem_mb": med(d["mem"]), "later_mem_mb": med(d["later_mem"]), "own_mb": med(d["own"]), "own_all": d["own"],
            "missing": d["missing"], "builds": sorted(d["builds"]), "snapshots": sorted(d["snapshots"]),
            "boot_errors": sorted(d["boot_errors"]), "errors": d["errors"][:20],
        }
    one, tenp = res["pages"]["one"], res["pages"]["ten"]

    # no test driver: the target's figures
    dblank = {k: med(direct["blank"][k]) for k in ("mem", "later_mem", "own", "later_own")}
    res["direct"] = {"blank_mb": dblank["mem"], "blank_later_mb": dblank["later_mem"], "blank_own_mb": dblank["own"],
                     "pages": {name: {**summary(direct[name], frames, dblank), "failed": direct[name]["failed"]}
                               for name, (_, frames) in pages.items()}}
    done, dten = res["direct"]["pages"]["one"], res["direct"]["pages"]["ten"]
    res["ratios"] = _ratios(dten, done)
    res["driver_ratios"] = {**_ratios(tenp, one), "gc_memory": _ratio(tenp["gc_above_mb"], one["gc_above_mb"])}
    return res


def _ratio(a, b):
    return a / b if a is not None and b else None


def _ratios(ten: dict, one: dict) -> dict:
    """Ten ÷ one of a measure's page figures (measure()'s "pages" entries)."""
    return {key: _ratio(ten[field], one[field]) for key, field in (
        ("time", "first_ms"), ("later_time", "later_ms"), ("memory", "mem_above_mb"),
        ("later_memory", "later_mem_above_mb"), ("own_memory", "own_above_mb"),
        ("later_own_memory", "later_own_above_mb"))}


def _f(x, spec=".0f", none="–"):
    return none if x is None else format(x, spec)


def _goal(v, target):
    if v is None:
        return "**NOT met** (not every frame showed a board)"
    return f"**{v:.2f}×** (target ≤ {target:.1f}×: {'met' if v <= target else '**NOT met**'})"


def _page_rows(pages: dict, blank: tuple) -> list[str]:
    rows = ["| page | frames | first visit: all boards shown (ms) | later visit (ms) | memory above blank (MB) "
            "| of it not file-backed (MB) | later visit: memory above blank (MB) | browser processes |",
            "|---|---|---|---|---|---|---|---|"]
    for name, d in pages.items():
        if name == "blank":
            rows.append(f"| blank (no frame: the baseline) | 0 | – | – | 0 (PSS {_f(blank[0])}) | "
                        f"0 ({_f(blank[2])}) | 0 (PSS {_f(blank[1])}) | {_f(d['processes'])} |")
            continue
        rows.append(f"| {name} | {d['frames']} | {_f(d['first_ms'])} | {_f(d['later_ms'])} | {_f(d['mem_above_mb'])} | "
                    f"{_f(d['own_above_mb'])} | {_f(d['later_mem_above_mb'])} | {_f(d['processes'])} |")
    return rows


def table(res: dict) -> str:
    """The figures as Markdown: a row per host page, the ratios ten ÷ one against TARGETS (no test driver), the
    same pages under the test driver, and each frame's time."""
    dr = res["direct"]
    rows = ["In a browser with no test driver attached (the target's measure): all boards shown = every frame has "
            "sent the page its height (`pondside:height`, which an embed sends once it shows its board).", ""]
    rows += _page_rows(dr["pages"], (dr["blank_mb"], dr["blank_later_mb"], dr["blank_own_mb"]))
    r = res["ratios"]
    rows += ["", f"Ten ÷ one (issue 25 point 5): time until all boards are shown on a first visit "
             f"{_goal(r['time'], TARGETS['time'])}; memory above blank {_goal(r['memory'], TARGETS['memory'])}. "
             f"Not file-backed memory {_f(r['own_memory'], '.2f')}×. Later visit: time {_f(r['later_time'], '.2f')}×, "
             f"memory {_f(r['later_memory'], '.2f')}× (not file-backed {_f(r['later_own_memory'], '.2f')}×). "
             f"Each run's first visits (ms): one {', '.join(_f(x) for x in dr['pages']['one']['first_all'])}; "
             f"ten {', '.join(_f(x) for x in dr['pages']['ten']['first_all'])}."]
    for name, d in dr["pages"].items():
        for m in d["failed"]:
            rows.append(f"**{name}, run {m['run']}, {m['visit']} visit (no test driver): not every frame told its "
                        f"height within {res['timeout_ms'] / 1000:.0f} s** (frames that did: {m['frames told']}; "
                        f"what they showed: {json.dumps(m['state'], ensure_ascii=False)[:400]})")
    dv = res["driver_ratios"]
    rows += ["", "The same pages under the test driver (Playwright, attached to every frame: it holds each new "
             "frame until it has set it up, and runs its scripts in each), which checks that every frame shows a "
             "game screen (`[data-game-screen]`, watched by a script it adds to each frame) and times each frame:", ""]
    rows += _page_rows(res["pages"], (res["blank_mb"], res["blank_later_mb"], res["blank_own_mb"]))
    rows += ["", f"Ten ÷ one under the test driver: time {_f(dv['time'], '.2f')}×, memory {_f(dv['memory'], '.2f')}×; "
             f"later visit: time {_f(dv['later_time'], '.2f')}×, memory {_f(dv['later_memory'], '.2f')}×.",
             "", f"A diagnostic: right after the first-visit figure under the test driver, a garbage collection "
             f"forced through DevTools in every frame leaves one at {_f(res['pages']['one']['gc_above_mb'])} MB and ten "
             f"at {_f(res['pages']['ten']['gc_above_mb'])} MB above blank ({_f(dv['gc_memory'], '.2f')}×): the rest of "
             "the figure is garbage the browser had not yet collected."]
    t, td = res["pages"]["ten"], res["direct"]["pages"]["ten"]
    rows += ["", "| frame of the ten | first visit: board shown, no test driver (ms) | later visit (ms) "
             "| first visit under the test driver (ms) | later visit (ms) |", "|---|---|---|---|---|"]
    for label, a, b, c, d in zip(t["labels"], td["per_frame_ms"], td["per_frame_later_ms"], t["per_frame_ms"],
                                 t["per_frame_later_ms"]):
        rows.append(f"| {label} | {_f(a)} | {_f(b)} | {_f(c)} | {_f(d)} |")
    rows.append(
        f"\nMedians of {res['runs'] * DIRECT_PER_RUN} loads of each page with no test driver and {res['runs']} under "
        f"it; {res['machine']}; load average at the start {res['load_start']}, at the "
        f"end {res['load']}. `bench/embeds.py`: the app on 127.0.0.1, the host pages on localhost (another site, so "
        f"the frames are cross-site as on a wiki), frames {FRAME_W}×{FRAME_H} stacked down the page with "
        f"`loading=\"eager\"`. Each round loads every page {DIRECT_PER_RUN} times in Chromium started by the bench with "
        "no test driver (the page reports its times to its server), then once under the test driver. Time from the host "
        "page's navigation start until the last frame's board, in the host page's clock, capped at "
        f"{res['timeout_ms'] / 1000:.0f} s. Memory: PSS summed over the browser and all its processes, once every "
        f"board is shown (under the test driver: and the frames' boots settled), plus {SETTLE_S:.0f} s; minus the "
        "blank host page's, measured the same way in the same run (medians, then the difference). Not file-backed: "
        "the PSS's anonymous and shared-memory parts (`Pss_Anon` + `Pss_Shmem`), which only this browser's processes "
        "share; the rest (Chromium's code, fonts) is shared with any other Chromium running on the machine, so its "
        "part moves with them. First visit: a fresh profile; later visit: the same page again after the first visit "
        "(no test driver: in the same tab; under it: in a new tab of that profile). The replay frame's link: "
        f"{res['link_from']}.")
    for key, what in (("snapshots", "interpreter snapshot (pondsideBoot.snapshot)"),
                      ("builds", "snapshot build after the boot (pondsideBoot.build)"),
                      ("boot_errors", "boot errors (pondsideBoot.error)")):
        if any(d[key] for d in res["pages"].values()):
            rows.append(f"Frames' {what}: " + "; ".join(
                f"{name}: {', '.join(x.rstrip('.') for x in d[key])}" for name, d in res["pages"].items() if d[key]) + ".")
    for name, d in res["pages"].items():
        for m in d["missing"]:
            rows.append(f"**{name}, run {m['run']}, {m['visit']} visit: frame {m['frame']} ({m['label']}) showed no "
                        f"board within {res['timeout_ms'] / 1000:.0f} s**: {json.dumps(m['state'], ensure_ascii=False)[:300]}")
    return "\n".join(rows)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--out", type=Path, help="also write the table here (Markdown)")
    ap.add_argument("--json", type=Path, help="also write the figures here")
    args = ap.parse_args(argv)
    if not Path(boot.CHROMIUM).exists():
        print(f"bench: {boot.CHROMIUM} is missing (run ./dev.sh test once, or apt-get install chromium)")
        return 2
    t0 = time.perf_counter()
    res = measure(args.runs)
    text = table(res)
    print(text)
    print(f"({time.perf_counter() - t0:.0f} s)")
    for name, d in res["pages"].items():
        for e in d["errors"][:5]:
            print(f"  {name}: {e}")
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text("## Many embeds on one page\n\n" + text + "\n")
        print(f"written to {args.out}")
    if args.json:
        args.json.write_text(json.dumps(res, indent=1, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
