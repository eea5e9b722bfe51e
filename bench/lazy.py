"""What lazy loading saves: time until the home shelf is clickable when no game's code is loaded before it
(the app as shipped) against the same page told to import every game's engine, view, bots and CSS first
(`#eager=1`, a switch that exists only for this measurement).  Same server, same browser, warm HTTP cache,
no snapshot and no service worker (both would hide the import cost), the two variants alternating.

    .venv/bin/python bench/lazy.py [--runs 5]
"""
from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import boot  # noqa: E402


def measure(runs: int = 5, log=print) -> dict:
    from playwright.sync_api import sync_playwright

    server, url = boot.start_server("/")
    out = {"lazy": [], "eager": []}
    try:
        with sync_playwright() as pw:
            b = pw.chromium.launch(executable_path=boot.CHROMIUM, args=boot.CHROMIUM_ARGS, headless=True)
            ctx = b.new_context()
            page = ctx.new_page()
            page.goto(url + "?nosnap=1&warm=1#nosw=1")                   # fill the HTTP cache once
            page.wait_for_selector("body[data-ready='1']", state="attached", timeout=180_000)
            for i in range(runs):
                for variant in ("lazy", "eager"):
                    flag = "&eager=1" if variant == "eager" else ""
                    page.goto(url + f"?nosnap=1&lazy={i}{variant}#nosw=1{flag}")
                    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=180_000)
                    out[variant].append(page.evaluate("window.pondsideReadyAt"))
            b.close()
    finally:
        server.shutdown()
    res = {k: statistics.median(v) for k, v in out.items()}
    res["saved_ms"] = res["eager"] - res["lazy"]
    res["runs"] = runs
    log(f"  lazy loading: shelf ready {res['lazy']:.0f} ms lazy vs {res['eager']:.0f} ms eager "
        f"(saves {res['saved_ms']:.0f} ms, median of {runs})")
    return res


def table(res: dict) -> str:
    return "\n".join([
        "| home shelf clickable (warm cache, no snapshot) | ms (median of %d) |" % res["runs"], "|---|---|",
        f"| lazy: no game loaded before the shelf (as shipped) | {res['lazy']:.0f} |",
        f"| eager: every game's engine, view, bots and CSS first | {res['eager']:.0f} |",
        f"| saved by lazy loading | {res['saved_ms']:.0f} ({res['saved_ms'] / res['eager']:.0%}) |"])


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    r = measure(ap.parse_args().runs)
    print(table(r))
