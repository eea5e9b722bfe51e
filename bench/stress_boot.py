#!/usr/bin/env python3
"""Boot stress: start the app many times and count crashes and failed boots, with bare Pyodide beside it.

    .venv/bin/python bench/stress_boot.py [--n 200] [--modes cold,warm,fresh] [--pages bare,app]
                                          [--timeout 60] [--json out.json] [--memory MB]

Issue 27, point 8 ("nothing a host can do stops the app"): a renderer that dies while Pyodide starts
("Target crashed", "Aw, Snap!") must be as rare for the app as for the runtime it is built on, and a crash
must not lose a game.  For each page (bare Pyodide, bench/bare.html, the reference bench/boot.py uses; the
app, index.html) and each mode, N boots:

- ``cold``:  one browser; each boot in a fresh context (empty HTTP and code caches, no service worker);
- ``warm``:  one browser, one persistent profile; its first visit is not counted (it fills the caches, builds
             the interpreter snapshot, installs the service worker), then N loads in that same profile;
- ``fresh``: a new browser process for every boot (cold), as a person opening the app anew;
- ``tab``:   one browser, one tab, every boot a navigation in it (the same renderer process boot after boot,
             as a person who reloads all evening, or a test that loads the page again).

Each boot waits for ``body[data-ready="1"]``.  Counted per page and mode: boots that reached ready, page
crash events (Playwright's ``crash``: the renderer died), "Target crashed"/"Page crashed" errors, browsers
that disconnected, and other failures (timeouts, page errors), with the median and 95th percentile time to
ready, and crashes per hour of each page's boots, the app's beside bare Pyodide's (issue 43, point 3).  Pages alternate within each round, so the load of a shared machine falls on both alike.

Each boot also counts the processes the kernel killed for lack of memory meanwhile (``oom_kill`` in
/proc/vmstat).  ``--memory MB`` runs everything this command starts in a memory cgroup of that size (root;
tests/support/memory.py): memory pressure on purpose, with the rest of the machine left alone.  That is how
"Target crashed" is made to happen: the kernel kills the renderer (Chromium gives renderers the highest
``oom_score_adj``), and the page's crash event fires.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

sys.path.insert(0, str(ROOT / "tests"))

import boot  # noqa: E402  (start_server, CHROMIUM, CHROMIUM_ARGS, the settle script)
from support import memory  # noqa: E402  (the kernel's out-of-memory kills; a memory cgroup)

PAGES = {"bare": "bench/bare.html", "app": ""}
MODES = ("cold", "warm", "fresh", "tab")
READY = "body[data-ready='1']"
CRASH_WORDS = ("Target crashed", "Page crashed", "crashed")


class Tally:
    def __init__(self):
        self.boots = 0
        self.ok = 0
        self.crash_events = 0     # the page's "crash" event fired
        self.crashed_errors = 0   # an operation failed with "Target crashed" / "Page crashed"
        self.disconnected = 0     # the whole browser went away
        self.failures = 0         # did not reach ready for another reason (timeout, page error)
        self.times: list[float] = []
        self.notes: list[str] = []
        self.seconds = 0.0        # wall time spent on this page and mode (its boots, their set-up and close)
        self.oom_kills = 0        # processes the kernel killed for lack of memory during these boots

    def per_hour(self):
        """Crashes (events, "Target crashed" errors, lost browsers) per hour of this page and mode."""
        crashes = self.crash_events + self.crashed_errors + self.disconnected
        return crashes / (self.seconds / 3600) if self.seconds else 0.0

    def row(self, page, mode):
        t = sorted(self.times)
        med = statistics.median(t) if t else float("nan")
        p95 = t[min(len(t) - 1, int(0.95 * len(t)))] if t else float("nan")
        return (f"| {page} | {mode} | {self.boots} | {self.ok} | {self.crash_events} | {self.crashed_errors} | "
                f"{self.disconnected} | {self.failures} | {self.oom_kills} | {self.per_hour():.1f} | {med:.0f} | "
                f"{p95:.0f} |")

    def as_dict(self):
        return {k: getattr(self, k) for k in ("boots", "ok", "crash_events", "crashed_errors", "disconnected",
                                              "failures", "oom_kills", "times", "notes", "seconds")}


def one_boot(context, url, timeout_ms, tally: Tally, settle=False, page=None):
    """Open ``url`` in a new page of ``context`` (or in ``page``, kept open: the ``tab`` mode) and wait for
    ready; count what happened."""
    tally.boots += 1
    crashed = []
    errors = []
    keep = page is not None

    def on_crash(_p):
        crashed.append(1)

    def on_error(e):
        errors.append(str(e)[:200])
    try:
        if page is None:
            page = context.new_page()
        page.on("crash", on_crash)
        page.on("pageerror", on_error)
        t0 = time.perf_counter()
        page.goto(url, wait_until="commit", timeout=timeout_ms)
        page.wait_for_selector(READY, state="attached", timeout=timeout_ms)
        ms = page.evaluate("window.pondsideReadyAt ?? window.bareReadyAt ?? performance.now()")
        if settle:
            page.evaluate(boot._SETTLE_JS)
        if errors:
            raise RuntimeError("page error: " + errors[0])
        tally.ok += 1
        tally.times.append(ms)
        return (time.perf_counter() - t0) * 1000
    except Exception as e:  # noqa: BLE001 - every way a boot can fail is counted, none stops the run
        text = str(e)
        if not crashed and page is not None:    # the crash event may come a moment after the failed call
            try:
                page.wait_for_event("crash", timeout=3000)
                crashed.append(1)
            except Exception:  # noqa: BLE001 - no crash: another failure
                pass
        if crashed:
            tally.crash_events += 1
        elif any(w in text for w in CRASH_WORDS):
            tally.crashed_errors += 1
        elif "closed" in text.lower() and "browser" in text.lower():
            tally.disconnected += 1
        else:
            tally.failures += 1
        tally.notes.append(text.splitlines()[0][:160] if text else type(e).__name__)
        return None
    finally:
        if crashed and page is not None and not tally.notes:
            tally.notes.append("crash event after ready")
        if page is not None:
            if keep and not crashed:                  # the tab goes on to the next boot
                page.remove_listener("crash", on_crash)
                page.remove_listener("pageerror", on_error)
            else:
                try:
                    page.close()
                except Exception:  # noqa: BLE001 - a crashed page may not close cleanly
                    pass


def check_counter(pw, log=print):
    """The counters can count: a page sent to chrome://crash (the renderer dies) must show as a crash."""
    b = pw.chromium.launch(executable_path=boot.CHROMIUM, args=boot.CHROMIUM_ARGS, headless=True)
    try:
        t = Tally()
        one_boot(b.new_context(), "chrome://crash", 20_000, t)
    finally:
        b.close()
    if t.crash_events + t.crashed_errors != 1:
        raise SystemExit(f"stress_boot: a crashed renderer was not counted as a crash ({t.as_dict()})")
    if log:
        log("  counter check: chrome://crash counted as a crash")


def run(n, modes, pages, timeout_ms, log=print, progress=None):
    """``progress(tallies, seconds, rounds)`` is called after every round (partial figures of a long run)."""
    from playwright.sync_api import sync_playwright

    server, url = boot.start_server("/")
    # a page closed mid-download resets its connection: expected here, not worth a traceback each time
    server.handle_error = lambda request, address: None
    tallies = {(p, m): Tally() for m in modes for p in pages}
    t_start = time.time()
    try:
        with sync_playwright() as pw:
            check_counter(pw, log)

            def launch():
                return pw.chromium.launch(executable_path=boot.CHROMIUM, args=boot.CHROMIUM_ARGS, headless=True)

            shared = launch() if "cold" in modes else None
            warm = {}
            if "warm" in modes:
                for p, path in pages.items():
                    prof = tempfile.mkdtemp(prefix="pondside-stress-")
                    ctx = pw.chromium.launch_persistent_context(prof, executable_path=boot.CHROMIUM,
                                                                args=boot.CHROMIUM_ARGS, headless=True)
                    one_boot(ctx, url + path, timeout_ms, Tally(), settle=True)   # the first visit: not counted
                    warm[p] = (ctx, prof)
            tabs = {}                     # tab mode: one browser and one page per kind, boot after boot
            if "tab" in modes:
                for p in pages:
                    b = launch()
                    tabs[p] = [b, b.new_context().new_page()]
            for i in range(n):
                for m in modes:
                    for p, path in pages.items():
                        t = tallies[(p, m)]
                        t0 = time.time()
                        k0 = memory.oom_kills()
                        if m == "cold":
                            if not shared.is_connected():
                                t.disconnected += 1
                                shared = launch()
                            ctx = shared.new_context()
                            try:
                                one_boot(ctx, url + path, timeout_ms, t)
                            finally:
                                try:
                                    ctx.close()
                                except Exception:  # noqa: BLE001
                                    pass
                        elif m == "warm":
                            one_boot(warm[p][0], url + path, timeout_ms, t)
                        elif m == "tab":
                            b, pg = tabs[p]
                            if not b.is_connected():
                                t.disconnected += 1
                                b = tabs[p][0] = launch()
                                pg = None
                            if pg is None or pg.is_closed():      # (after a crash: a new tab)
                                pg = tabs[p][1] = b.new_context().new_page()
                            one_boot(None, url + path, timeout_ms, t, page=pg)
                        else:
                            b = launch()
                            try:
                                one_boot(b.new_context(), url + path, timeout_ms, t)
                            finally:
                                try:
                                    b.close()
                                except Exception:  # noqa: BLE001
                                    pass
                        t.seconds += time.time() - t0
                        k1 = memory.oom_kills()
                        if k0 is not None and k1 is not None:
                            t.oom_kills += k1 - k0
                if progress:
                    progress(tallies, time.time() - t_start, i + 1)
                if log and ((i + 1) % 10 == 0 or i + 1 == n):
                    done = ", ".join(f"{p}/{m} {t.ok}/{t.boots}" for (p, m), t in tallies.items())
                    log(f"  round {i + 1}/{n} ({time.time() - t_start:.0f} s): {done}")
            for b, _pg in tabs.values():
                b.close()
            for ctx, prof in warm.values():
                ctx.close()
                shutil.rmtree(prof, ignore_errors=True)
            if shared is not None:
                shared.close()
    finally:
        server.shutdown()
        server.server_close()
    return tallies, time.time() - t_start


def table(tallies, seconds, n):
    rows = ["| page | mode | boots | ready | crash events | \"Target crashed\" | browser lost | other failures "
            "| killed for lack of memory | crashes per hour | median ready (ms) | p95 ready (ms) |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for (p, m), t in tallies.items():
        rows.append(t.row(p, m))
    load = " ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    rows.append(f"\n{n} boots per page and mode in {seconds / 60:.1f} min; {boot._machine()}; load average at "
                f"the end {load}.  cold: fresh context in one browser; warm: one profile, after its first "
                "visit; fresh: a new browser per boot; tab: one tab, boot after boot.")
    notes = [(p, m, x) for (p, m), t in tallies.items() for x in t.notes]
    for m in dict.fromkeys(m for _, m in tallies):
        app, bare = tallies.get(("app", m)), tallies.get(("bare", m))
        if app and bare:
            rows.append(f"- {m}: the app {app.per_hour():.1f} crashes per hour, bare Pyodide {bare.per_hour():.1f} "
                        f"(over {app.seconds / 60:.0f} and {bare.seconds / 60:.0f} min of boots)")
    for p, m, x in notes[:20]:
        rows.append(f"- {p}/{m}: {x}")
    return "\n".join(rows)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--n", type=int, default=200, help="boots per page and mode (default 200)")
    ap.add_argument("--modes", default=",".join(MODES), help="comma-separated: cold,warm,fresh,tab")
    ap.add_argument("--pages", default=",".join(PAGES), help="comma-separated: bare,app")
    ap.add_argument("--timeout", type=float, default=60, help="seconds a boot may take before it counts as failed")
    ap.add_argument("--json", help="also write the raw figures to this file")
    ap.add_argument("--partial", help="rewrite the table so far to this file after every round")
    ap.add_argument("--memory", type=int, metavar="MB",
                    help="run the browsers in a memory cgroup of MB megabytes (memory pressure on purpose; root)")
    a = ap.parse_args(argv)
    modes = [m for m in a.modes.split(",") if m]
    pages = {p: PAGES[p] for p in a.pages.split(",") if p}
    bad = [m for m in modes if m not in MODES]
    if bad or not pages:
        ap.error(f"unknown mode(s) {bad}" if bad else "no page")
    print(f"stress_boot: {a.n} boots x {len(modes)} modes x {len(pages)} pages")
    group = None
    if a.memory:
        try:
            group = memory.MemoryGroup(a.memory)
        except OSError as e:
            print(f"stress_boot: cannot set up a memory group of {a.memory} MB here: {e}", file=sys.stderr)
            return 2
        print(f"  in a memory group of {a.memory} MB ({group.path})")
    def progress(tallies, seconds, rounds):
        if a.partial:
            Path(a.partial).write_text(f"after {rounds} of {a.n} rounds\n" + table(tallies, seconds, rounds) + "\n")

    tallies, seconds = run(a.n, modes, pages, int(a.timeout * 1000), progress=progress)
    print(table(tallies, seconds, a.n))
    if group is not None:
        print(f"- memory group of {a.memory} MB: {group.kills()} out-of-memory kills in it, "
              f"peak use {group.peak_mb()} MB")
    if a.json:
        Path(a.json).write_text(json.dumps({f"{p}/{m}": t.as_dict() for (p, m), t in tallies.items()}, indent=1))
    return 0 if all(t.ok == t.boots for t in tallies.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
