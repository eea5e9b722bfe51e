"""This checkout against an earlier commit, side by side in one run: boot (first and later visit), click-to-render
per game and the computer's think time per level, measured alternately on both so that the machine's noise
falls on both alike.  For a change that must not slow anything down ("no regression, side by side with the
previous commit").

    python3 bench/compare.py --base 34117de            # prints a table; --out FILE also writes it as Markdown
    python3 bench/compare.py --base 34117de --head X   # commit X (not this checkout) against the base
    python3 bench/compare.py --base X --phone          # only the boot under the phone profile, to a board

The earlier commit (and --head's) is checked out into a temporary git worktree, set up with its own
tools/setup.py (its own pinned runtime) and served by its own serve.py; nothing of it is kept afterwards.
Bare Pyodide (the measured side's bench/bare.html) is measured beside both, as the reference the boot targets
are stated against.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "bench"))

from pondside import benchcore, games  # noqa: E402

import boot  # noqa: E402
from run import CLICK_JS, WARM_CLICKS, levels  # noqa: E402


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _serve(tree: Path) -> tuple[subprocess.Popen, str]:
    """Set ``tree`` up with its own tools/setup.py and serve it with its own serve.py."""
    subprocess.run([sys.executable, "tools/setup.py", "--quiet"], cwd=tree, check=True)
    port = _free_port()
    proc = subprocess.Popen([sys.executable, "serve.py", "--port", str(port), "--host", "127.0.0.1", "--quiet", "--no-setup"], cwd=tree,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/"
    for _ in range(200):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return proc, url
        except OSError:
            time.sleep(0.05)
    proc.kill()
    raise RuntimeError(f"{tree}: serve.py did not start")


def _worktree(commit: str) -> Path:
    where = Path(tempfile.mkdtemp(prefix="pondside-base-"))
    subprocess.run(["git", "worktree", "add", "--detach", "-q", str(where), commit], cwd=ROOT, check=True)
    nm = ROOT / "node_modules"
    if nm.is_dir() and not (where / "node_modules").exists():
        shutil.copytree(nm, where / "node_modules", symlinks=True)     # the same pinned packages, no download
    return where


def _boot_once(pw, url: str) -> dict:
    profile = tempfile.mkdtemp(prefix="pondside-cmp-")
    ctx = pw.chromium.launch_persistent_context(profile, executable_path=boot.CHROMIUM, args=boot.CHROMIUM_ARGS,
                                                headless=True)
    try:
        cold = boot._load(ctx, url, 120_000, settle=True)
        warm = boot._load(ctx, url, 120_000)
    finally:
        ctx.close()
        shutil.rmtree(profile, ignore_errors=True)
    return {"cold": cold["ms"], "warm": warm["ms"], "cold_cpu": cold["cpu"], "warm_cpu": warm["cpu"]}


def _phone_once(pw, url: str, bare: bool) -> dict:
    """A first and a later visit under the phone profile (boot.PHONE), tapped to its game's board (bare
    Pyodide: ready)."""
    profile = tempfile.mkdtemp(prefix="pondside-cmp-")
    ctx = pw.chromium.launch_persistent_context(profile, executable_path=boot.CHROMIUM, args=boot.CHROMIUM_ARGS,
                                                headless=True)
    try:
        boot.throttle_service_workers(ctx, boot.PHONE)
        game = None if bare else boot.PHONE_GAME
        cold = boot._load(ctx, url, 300_000, settle=True, emulation=boot.PHONE, game=game)
        warm = boot._load(ctx, url, 300_000, emulation=boot.PHONE, game=game)
    finally:
        ctx.close()
        shutil.rmtree(profile, ignore_errors=True)
    return {"cold": cold.get("board", cold["ms"]), "warm": warm.get("board", warm["ms"]),
            "cold_cpu": cold["cpu"], "warm_cpu": warm["cpu"]}


def measure_phone(sides: dict[str, str], runs: int, log=print) -> dict:
    """The boot under the phone profile, bare Pyodide and both sides alternately, each run."""
    from playwright.sync_api import sync_playwright

    res: dict = {s: {"boot": [], "click": {}, "think": {}} for s in sides}
    res["bare"] = {"boot": []}
    with sync_playwright() as pw:
        for r in range(runs):
            order = list(sides.items()) if r % 2 == 0 else list(sides.items())[::-1]
            for label, url in [("bare", sides["this"] + "bench/bare.html")] + order:
                b = _phone_once(pw, url, label == "bare")
                res[label]["boot"].append(b)
                log(f"  phone run {r + 1}/{runs} {label:>5}: first visit {b['cold']:6.0f} ms  later {b['warm']:6.0f} ms")
    return res


def _clicks(page, url: str, name: str, n: int) -> list[float]:
    page.goto(url + f"?bench={name}#embed=1&new={name}&seed=3&n=2")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=120_000)
    return page.evaluate(CLICK_JS, [n, WARM_CLICKS])["out"]


def _think(page, url: str, name: str, level: str, n: int) -> dict | None:
    page.goto(url + "?kernels=1#bench=1")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=120_000)
    page.wait_for_function("typeof window.pondsideBench === 'function'", timeout=60_000)
    try:
        return json.loads(page.evaluate(f"pondsideBench('think', '{name}', '{level}', {n})"))
    except Exception:          # noqa: BLE001 - a level the other side does not have
        return None


def measure(sides: dict[str, str], runs: int, clicks: int, decisions: int, log=print) -> dict:
    from playwright.sync_api import sync_playwright

    res: dict = {s: {"boot": [], "click": {}, "think": {}} for s in sides}
    res["bare"] = {"boot": []}
    with sync_playwright() as pw:
        for r in range(runs):
            order = list(sides.items()) if r % 2 == 0 else list(sides.items())[::-1]
            for label, url in [("bare", sides["this"] + "bench/bare.html")] + order:
                b = _boot_once(pw, url)
                res[label]["boot"].append(b)
                log(f"  boot run {r + 1}/{runs} {label:>5}: cold {b['cold']:6.0f} ms  warm {b['warm']:6.0f} ms  "
                    f"(CPU {b['cold_cpu']:5.0f} / {b['warm_cpu']:5.0f} ms)")
        if not clicks and not decisions:            # --clicks 0 --decisions 0: the boot alone
            return res
        browser = pw.chromium.launch(executable_path=boot.CHROMIUM, args=boot.CHROMIUM_ARGS, headless=True)
        page = browser.new_page(viewport={"width": 1280, "height": 800}, bypass_csp=True)
        for name in games.names():
            for r in range(runs):
                for label, url in (list(sides.items()) if r % 2 == 0 else list(sides.items())[::-1]):
                    res[label]["click"].setdefault(name, []).extend(_clicks(page, url, name, clicks))
            log(f"  clicks {name}: " + "  ".join(
                f"{lb} p95 {benchcore.pct(res[lb]['click'][name], 0.95):.1f} ms" for lb in sides))
            for level in levels(name):
                for label, url in sides.items():
                    t = _think(page, url, name, level, decisions)
                    if t:
                        res[label]["think"][(name, level)] = t
                log(f"  think {name}/{level}: " + "  ".join(
                    f"{lb} p95 {res[lb]['think'][(name, level)]['p95_ms']:.1f} ms" for lb in sides
                    if (name, level) in res[lb]["think"]))
        browser.close()
    return res


def table(res: dict, base: str) -> str:
    med = lambda xs: statistics.median(xs) if xs else float("nan")  # noqa: E731
    lines = [f"| figure | bare Pyodide | {base} | this | this ÷ {base} |", "|---|---|---|---|---|"]
    for key, what in (("cold", "first visit (ms)"), ("warm", "later visit (ms)"),
                      ("cold_cpu", "first visit, CPU (ms)"), ("warm_cpu", "later visit, CPU (ms)")):
        bare = med([b[key] for b in res["bare"]["boot"]])
        a = med([b[key] for b in res["base"]["boot"]])
        t = med([b[key] for b in res["this"]["boot"]])
        lines.append(f"| boot: {what} | {bare:.0f} | {a:.0f} ({a / bare:.2f}×) | {t:.0f} ({t / bare:.2f}×) | {t / a:.2f} |")
    for name in games.names():
        a, t = res["base"]["click"].get(name, []), res["this"]["click"].get(name, [])
        if a and t:
            pa, pt = benchcore.pct(a, 0.95), benchcore.pct(t, 0.95)
            lines.append(f"| click p95 {name} (ms) | | {pa:.1f} | {pt:.1f} | {pt / pa:.2f} |")
    for (name, level), t in res["this"]["think"].items():
        a = res["base"]["think"].get((name, level))
        if a:
            lines.append(f"| think p95 {name}/{level} (ms) | | {a['p95_ms']:.1f} | {t['p95_ms']:.1f} | "
                         f"{t['p95_ms'] / max(a['p95_ms'], 0.1):.2f} |")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", default="34117de", help="the earlier commit (default: the one before issue 20)")
    ap.add_argument("--head", help="measure this commit instead of the checkout (e.g. one change on its own)")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--clicks", type=int, default=60,
                    help="timed clicks per game and run, per side (0 with --decisions 0: the boot alone)")
    ap.add_argument("--decisions", type=int, default=20, help="computer decisions per level, per side")
    ap.add_argument("--phone", action="store_true",
                    help="only the boot, under the phone profile, to a board (first and later visit)")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args(argv)
    t0 = time.time()
    base_tree = _worktree(args.base)
    head_tree = _worktree(args.head) if args.head else None
    procs = []
    try:
        p1, this_url = _serve(head_tree or ROOT)
        p2, base_url = _serve(base_tree)
        procs = [p1, p2]
        load0 = " ".join(f"{x:.1f}" for x in os.getloadavg())
        if args.phone:
            res = measure_phone({"base": base_url, "this": this_url}, args.runs)
        else:
            res = measure({"base": base_url, "this": this_url}, args.runs, args.clicks, args.decisions)
    finally:
        for p in procs:
            p.kill()
        for tree in (base_tree, head_tree):
            if tree:
                subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT, check=False)
    head = subprocess.run(["git", "rev-parse", "--short", args.head or "HEAD"], cwd=ROOT, capture_output=True,
                          text=True).stdout.strip()
    out = (f"{head} against {args.base}, one run of {time.time() - t0:.0f} s on {boot._machine()}; load average at "
           f"the start {load0}, at the end {' '.join(f'{x:.1f}' for x in os.getloadavg())}. Boot: median of "
           f"{args.runs} first and later visits each, alternating; clicks: {args.clicks} × {args.runs} per game and "
           f"side; think: {args.decisions} decisions per level and side."
           + (f" Phone profile ({boot.profile_text(boot.PHONE)}): times to the {boot.PHONE_GAME} board after two taps "
              "(bare Pyodide: ready)." if args.phone else "") + "\n\n" + table(res, args.base))
    print(out)
    if args.out:
        args.out.write_text(out + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
