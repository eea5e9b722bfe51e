"""Phones of one table, each its own browser, paired through the app's own screens and the real QR codes, then a
whole game played by tapping on every phone; to be run in a private network (tests/browser/netns.py;
tests/browser/test_table_phones.py runs it).

The host phone starts a game with "Players on their own phones".  Each guest's camera app is played by the
test: it reads the QR code the host's page draws (a screenshot of it, decoded by the vendored reader) and opens
that address in the guest's browser.  The host's in-app scanner reads the guest's code through a test camera:
Chromium's fake video capture, fed a picture of the QR code the guest's page draws.  Then every phone taps
what its own seat may play until the game is over on every phone.  Prints one JSON line.

    python tests/browser/table_probe.py <game> <people> [<screenshot folder>]
"""
from __future__ import annotations

import base64
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1] / "py")]

from playwright.sync_api import sync_playwright  # noqa: E402

from conftest import CHROMIUM, CHROMIUM_ARGS, _start  # noqa: E402
from pondside.tables import pairing as PR  # noqa: E402

QR_DIR = next((HERE.parents[1] / "static" / "vendor").glob("qr-*"))
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2}
# the pages' language and size (screenshots in German, on a desktop): PROBE_LANG=de, PROBE_SIZE=1280x800
if os.environ.get("PROBE_LANG"):
    PHONE["locale"] = os.environ["PROBE_LANG"]
if os.environ.get("PROBE_SIZE"):
    w, h = os.environ["PROBE_SIZE"].split("x")
    PHONE.update(viewport={"width": int(w), "height": int(h)}, device_scale_factor=1)

DECODE = """async (url) => {
  const img = new Image(); img.src = url; await img.decode();
  const c = document.createElement('canvas'); c.width = img.naturalWidth; c.height = img.naturalHeight;
  const g = c.getContext('2d'); g.drawImage(img, 0, 0);
  const hit = jsQR(g.getImageData(0, 0, c.width, c.height).data, c.width, c.height);
  return hit ? hit.data : null;
}"""

# one tap of whatever this phone's seat may play now (a random action, or a selection on the way to one)
# (a tap while pieces fly finishes their flight at once, as a person's does: the phones do not wait for it)
TAP = """([r1, r2]) => {
  if (document.querySelector('.game-area [data-staging]')) return 'busy';
  const pick = (sel) => [...document.querySelectorAll(sel)].filter((e) => e.getBoundingClientRect().width > 0);
  const hold = pick('#hold-continue')[0];
  if (hold) { hold.click(); return 'continue'; }
  const acts = pick('.game-area [data-act]:not([disabled])');
  const sels = pick(".game-area [data-sel]:not([disabled]):not([data-sel*='_clear'])");
  if (!acts.length && !sels.length) return 'none';
  const pool = acts.length && (!sels.length || r1 < 0.7) ? acts : sels;
  const area = document.querySelector('[data-guest-seat]');
  window.probeN = area ? area.getAttribute('data-n') : null;
  window.probeT = performance.now();
  // (an SVG piece has no click(): the event a tap makes)
  pool[Math.floor(r2 * pool.length)].dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
  return pool === acts ? 'act' : 'tap';
}"""


# a guest's tap on a move until its page shows the table the host sent back (its action count changed)
ROUND_TRIP = """async () => {
  const t0 = window.probeT, n0 = window.probeN;
  while (performance.now() - t0 < 5000) {
    const area = document.querySelector('[data-guest-seat]');
    if (area && area.getAttribute('data-n') !== n0) return Math.round((performance.now() - t0) * 10) / 10;
    await new Promise((ok) => setTimeout(ok, 2));
  }
  return null;
}"""


# PROBE_OFFLINE=1: the phones pair and play with the web server stopped once each has opened the app
OFFLINE = os.environ.get("PROBE_OFFLINE") == "1"
AWAIT_SW = """async () => {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller)
    await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, {once: true}));
}"""


# on every phone: its screen wake lock requests and the pieces its page flew (static/motion.js), counted
RECORDERS = """(() => {
  window.__wakeLocks = 0;
  window.__flown = 0;
  window.__staged = 0;          // moves this page showed in stages (a [data-staging] table appearing)
  let staging = false;
  new MutationObserver(() => {
    const now = !!document.querySelector("[data-staging]");
    if (now && !staging) window.__staged += 1;
    staging = now;
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-staging"] });
  Object.defineProperty(navigator, "wakeLock", { configurable: true, value: { request: async () => {
    window.__wakeLocks += 1;
    return { release: async () => {}, addEventListener: () => {} };
  } } });
  let before = null;
  Object.defineProperty(window, "pondsideMotionBefore", { configurable: true, get: () => before,
    set: (f) => { before = (root, moves) => { window.__flown += moves.length; return f(root, moves); }; } });
})();"""


# PROBE_FAIL=1: the host reads an answer from a phone it cannot reach (an address of the test network where no
# phone is); it must say so, in player words, within 15 s
FAIL = os.environ.get("PROBE_FAIL") == "1"
FP = ":".join(f"{b:02X}" for b in range(32))


def unreachable(host, link, out, shot):
    offer = PR.decode(link.split("join=", 1)[1], PR.OFFER)
    sdp = "\r\n".join(["v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0",
                        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
                        "a=candidate:1 1 udp 2122260223 10.77.0.99 40999 typ host generation 0",
                        "a=ice-ufrag:nobody", "a=ice-pwd:abcdefghijklmnopqrstuvwx", f"a=fingerprint:sha-256 {FP}",
                        "a=setup:active", "a=mid:0"]) + "\r\n"
    code = PR.encode(sdp, PR.ANSWER, offer["session"], offer["seat"], "ab" * 16)
    t0 = time.monotonic()
    host.evaluate("(c) => window.pondsideTableEvent('scanned', -1, c)", code)   # (what the scanner reports)
    host.wait_for_selector("text=could not reach each other", timeout=30000)
    out["fail_ms"] = round((time.monotonic() - t0) * 1000)
    out["fail_words"] = host.inner_text(".table-pair [role=alert]")
    shot(host, "host-unreachable")
    return out


def png_url(data: bytes) -> str:
    return "data:image/png;base64," + base64.b64encode(data).decode()


def main(game: str, people: int, shots: str | None) -> dict:
    args = [a for a in CHROMIUM_ARGS if not a.startswith("--host-resolver-rules")]
    args.append("--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.local")
    tmp = Path(tempfile.mkdtemp(prefix="pondside-table-"))
    cam = tmp / "camera.mjpeg"
    out = {"game": game, "people": people, "errors": [], "pair_ms": [], "qr_versions": [], "round_trip_ms": []}
    server = _start("/")
    rng = random.Random(11)
    shot_dir = Path(shots) if shots else None

    def shot(page, name):
        if shot_dir:
            shot_dir.mkdir(parents=True, exist_ok=True)
            tag = f"{os.environ.get('PROBE_LANG', 'en')}-{PHONE['viewport']['width']}"
            page.screenshot(path=str(shot_dir / f"{game}-{tag}-{name}.png"))

    with sync_playwright() as p:
        cam_args = ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream",
                    f"--use-file-for-fake-video-capture={cam}"]
        browsers = [p.chromium.launch(executable_path=CHROMIUM, args=args + cam_args)]
        host = browsers[0].new_context(**PHONE).new_page()
        host.add_init_script(RECORDERS)
        guests = {}                          # seat -> its phone's page (its own browser)
        console = []                         # every phone's console, said when a step fails
        for seat in range(1, people):
            browsers.append(p.chromium.launch(executable_path=CHROMIUM, args=args))
            guests[seat] = browsers[-1].new_context(**PHONE).new_page()
            guests[seat].add_init_script(RECORDERS)
            guests[seat].on("pageerror", lambda e, s=seat: out["errors"].append(f"seat {s}: " + str(e)[-600:]))
            guests[seat].on("console", lambda m, s=seat: console.append(f"seat {s} {m.type}: {m.text}"[:300]))
        if OFFLINE:
            # every phone has opened the app once (its service worker installed); then the web server stops
            for pg in (host, *guests.values()):
                pg.goto(server.url)
                pg.wait_for_function("() => document.body.dataset.ready === '1'", timeout=90000)
                pg.evaluate(AWAIT_SW)
            server._server.shutdown()
            server._server.server_close()
            out["offline"] = True
        pages = {0: host}
        host.on("pageerror", lambda e: out["errors"].append("host: " + str(e)[-600:]))
        host.on("console", lambda m: console.append(f"host {m.type}: {m.text}"[:300]))
        for name, pg in (("host", host), *((f"seat {s}", g) for s, g in guests.items())):
            # a table event the page could not take (it says so in its console and goes on): an error of the test
            pg.on("console", lambda m, name=name: m.type == "error" and m.text.startswith("Pondside:")
                  and out["errors"].append(f"{name}: " + m.text[-600:]))
        host.goto(server.url)
        try:
            host.wait_for_function("() => document.body.dataset.ready === '1'", timeout=90000)
        except Exception:
            state = host.evaluate("() => JSON.stringify({ds: {...document.body.dataset}, boot: window.pondsideBoot || null})")
            raise SystemExit(f"the host page did not start: {state}\n" + "\n".join(console[-30:])) from None
        host.click(f"[data-game={game}] .btn-primary")
        host.wait_for_selector("#setup-form")
        if host.query_selector(f"input[name=count][value='{people}']"):
            host.check(f"input[name=count][value='{people}']", force=True)
            host.wait_for_selector(f"input[name=name{people - 1}]")
        for i in range(people):
            host.fill(f"input[name=name{i}]", ["Ana", "Ben", "Cleo", "Dai"][i])
            host.select_option(f"select[name=kind{i}]", "human")
        if host.query_selector("#opt-months"):
            host.select_option("#opt-months", "3")
        host.check("input[name=table]")
        shot(host, "host-dialog")
        host.click("#start-game")
        # the camera app of each guest: reads the host's code and opens its address
        reader = browsers[0].new_context().new_page()
        reader.goto("about:blank")
        reader.add_script_tag(path=str(QR_DIR / "jsQR.js"))
        for seat in range(1, people):
            code_el = host.wait_for_selector(f".table-seat[data-seat='{seat}'] .qr[data-qr-drawn]", timeout=30000)
            out["qr_versions"].append(int(code_el.get_attribute("data-qr-version")))
            code_el.scroll_into_view_if_needed()
            if seat == 1:
                shot(host, "host-codes")
            link = reader.evaluate(DECODE, png_url(code_el.screenshot()))
            assert link == code_el.get_attribute("data-qr"), (link, code_el.get_attribute("data-qr"))
            if FAIL:
                return unreachable(host, link, out, shot)
            guest = pages[seat] = guests[seat]
            guest.goto(link)
            answer_el = guest.wait_for_selector(".qr[data-qr-drawn]", timeout=90000)
            out["qr_versions"].append(int(answer_el.get_attribute("data-qr-version")))
            if seat == 1:
                shot(guest, "guest-code")
            # the host's camera sees the guest's code
            cam.write_bytes(answer_el.screenshot(type="jpeg", quality=95))
            host.click("#table-scan")
            t0 = time.monotonic()
            try:
                host.wait_for_selector(f".table-seat[data-seat='{seat}'][data-state=joined], .game-area",
                                       timeout=20000)
            except Exception:
                said = [pg.evaluate("() => document.querySelector('#app').innerText.slice(0, 600)")
                        for pg in (host, guest)]
                raise SystemExit(f"seat {seat} did not join: host: {said[0]!r}\nguest: {said[1]!r}\n"
                                 + "\n".join(out["errors"][-5:] + console[-20:])) from None
            # (the last phone: until it shows its first view of the game; before it, until it is at the table)
            guest.wait_for_selector(".game-area" if seat == people - 1 else ".table-pair [role=status]",
                                    timeout=20000)
            out["pair_ms"].append(round((time.monotonic() - t0) * 1000))
        reader.close()
        for pg in pages.values():
            pg.wait_for_selector(".game-area", timeout=20000)
        shot(host, "host-start")
        shot(pages[1], "guest-start")
        # every phone shows its own seat only: the guest's table is its seat's; the host never passes the phone
        out["guest_seats"] = [int(pages[s].get_attribute("[data-guest-seat]", "data-guest-seat")) for s in range(1, people)]
        taps, idle, rounds = 0, 0, 0
        deadline = time.monotonic() + 600
        out["pass_screens"] = 0
        while time.monotonic() < deadline:
            rounds += 1
            done = host.query_selector(".game-over") and all(
                pages[s].query_selector("[data-audit]") for s in range(1, people))
            if done:
                break
            acted = False
            for pg in pages.values():
                if pg.query_selector("#pass-ready"):
                    out["pass_screens"] += 1
                r = pg.evaluate(TAP, [rng.random(), rng.random()])
                if r == "act" and pg is not host:       # a guest's move: until its phone shows the table after it
                    ms = pg.evaluate(ROUND_TRIP)
                    if ms is not None:
                        out["round_trip_ms"].append(ms)
                if r in ("tap", "act", "continue"):
                    taps += 1
                    acted = True
                    pg.wait_for_timeout(30)
            idle = 0 if acted else idle + 1
            if rounds == 40:
                shot(host, "host-middle")
                shot(pages[1], "guest-middle")
            if not out.get("stage_shot") and pages[1].query_selector("[data-staging]"):
                out["stage_shot"] = True
                shot(pages[1], "guest-stage")          # a move in stages, as the guest sees it
            if idle:
                host.wait_for_timeout(100)
        out["taps"] = taps
        out["wake_locks"] = [pages[s].evaluate("window.__wakeLocks") for s in sorted(pages)]
        out["flown"] = [pages[s].evaluate("window.__flown") for s in sorted(pages)]
        out["staged"] = [pages[s].evaluate("window.__staged") for s in sorted(pages)]
        out["over"] = bool(host.query_selector(".game-over"))
        out["audits"] = [pages[s].get_attribute("[data-audit]", "data-audit") for s in range(1, people)
                         if pages[s].query_selector("[data-audit]")]
        shot(host, "host-end")
        shot(pages[1], "guest-end")
        for b in browsers:
            b.close()
    if not OFFLINE:
        server._server.shutdown()
    return out


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1], int(sys.argv[2]), sys.argv[3] if len(sys.argv) > 3 else None)))
