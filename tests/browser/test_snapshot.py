"""The interpreter snapshot (issue 10, part 2): built in a throwaway worker after the first visit, restored on
later visits, and every way it can be missing or wrong falls back to a normal boot with no error shown.

static/boot/pyodide.mjs reports what it did in `window.pondsideBoot`: `snapshot` ("restored" | "built" |
"none"), `fallback` (why this visit booted normally), `build` ("stored" once a new snapshot is in Cache
Storage) and, not enumerable, the page's `interpreter` (used here to run Python in the app's interpreter).
The `page` fixture fails a test on any console error, page error or request to another host.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

from conftest import wait_ready

ROOT = Path(__file__).resolve().parents[2]
CACHE = "pondside.snapshot"
BUILD_TIMEOUT_MS = 180_000

# the checksum of static/boot/pyodide.mjs, taken from that file (tests that forge a well-formed entry need it)
CHECKSUM_JS = re.search(r"^export (function checksum\(bytes\) \{\n.*?^\}\n)",
                        (ROOT / "static" / "boot" / "checksum.mjs").read_text(), re.M | re.S).group(1)


def state(page) -> dict:
    return page.evaluate("JSON.parse(JSON.stringify(window.pondsideBoot))")


def visit(page, url: str) -> dict:
    page.goto("about:blank")  # a change of the hash alone would not load the page again
    page.goto(url)
    wait_ready(page)
    return state(page)


def reload(page) -> dict:
    page.reload()
    wait_ready(page)
    return state(page)


def wait_built(page) -> dict:
    page.wait_for_function("['stored', 'failed', 'skipped'].includes(window.pondsideBoot.build)",
                           timeout=BUILD_TIMEOUT_MS, polling=100)
    s = state(page)
    assert s["build"] == "stored" and s["snapshot"] == "built", s
    return s


def entry(page) -> dict | None:
    """The stored snapshot's URL, headers and size (None when there is none)."""
    return page.evaluate(f"""async () => {{
        const cache = await caches.open('{CACHE}');
        const keys = await cache.keys();
        if (!keys.length) return null;
        const res = await cache.match(keys[0]);
        const body = await res.arrayBuffer();
        return {{url: keys[0].url, n: keys.length, size: body.byteLength,
                 headers: Object.fromEntries([...res.headers.entries()])}};
    }}""")


def rewrite(page, js_body: str):
    """Replace the stored entry: `js_body` gets `bytes` (Uint8Array) and `headers` (object), may change both."""
    page.evaluate(f"""async () => {{
        {CHECKSUM_JS}
        const cache = await caches.open('{CACHE}');
        const [req] = await cache.keys();
        const res = await cache.match(req);
        let bytes = new Uint8Array(await res.arrayBuffer());
        const headers = Object.fromEntries([...res.headers.entries()]);
        {js_body}
        await cache.put(req, new Response(bytes, {{headers}}));
    }}""")


def py(page, code: str):
    return page.evaluate("code => window.pondsideBoot.interpreter.runPython(code)", code)


def first_visit(page, url: str) -> dict:
    s = visit(page, url)
    assert s["snapshot"] == "none" and s["fallback"] == "missing", s
    return wait_built(page)


# ---------------------------------------------------------------- the normal path
def test_built_after_the_first_visit_and_restored_on_the_next(page, server):
    built = first_visit(page, server.url)
    digest = page.evaluate("fetch('./static/app/boot.json', {cache: 'no-cache'}).then(r => r.json())")["digest"]
    assert digest in built["key"] and "pyodide-" in built["key"], built["key"]
    # the engine the home shelf needs is in it, and nothing that touches the page
    assert {"pondside", "pondside.games", "pondside.app.shell", "pondside.app.records"} <= set(built["modules"])
    assert not any(m.split(".")[0] in ("js", "pyscript", "_pyscript") for m in built["modules"])
    e = entry(page)
    assert e["n"] == 1 and e["url"] == server.url + "static/boot/interpreter.snapshot"
    assert int(e["headers"]["x-pondside-snapshot-length"]) == e["size"] > 10_000_000
    assert e["headers"]["x-pondside-snapshot-key"] == built["key"]
    assert re.fullmatch(r"[0-9a-f]{16}", e["headers"]["x-pondside-snapshot-checksum"])

    s = reload(page)
    assert s["snapshot"] == "restored" and s["fallback"] is None and s["build"] == "idle", s
    # the page's inline start looked the entry up and read it; the app bundle was not downloaded (the entry
    # holds the files); the wasm was compiled by that worker too (a later visit: the service worker controls
    # the page), so the page itself never requested it (Pyodide's own request is answered by that compile)
    assert s["inline"] is not None and s["inline"] <= s["early"], s
    # a worker read and checked it (static/boot/snapshot-read.mjs), beside the runtime's creation
    assert s["read"] == "worker", s
    names = page.evaluate("performance.getEntriesByType('resource').map(e => e.name)")
    assert not any(n.endswith("/pondside-pyc.zip.gz") for n in names), names
    assert s["wasm"] == "early" and s["wasmBy"] == "worker", s
    assert not any(n.endswith("/pyodide.asm.wasm") for n in names), names
    # the restored interpreter already holds the engine; the app's files are back on disk, written from the
    # stored container: the app bundle was neither unzipped nor unpacked again
    assert s["unzip"] is None and s["archive"] is None, s
    assert py(page, "import sys; 'pondside.app.shell' in sys.modules") is True
    assert py(page, "import os; os.path.isfile('/home/pyodide/pondside/games/__init__.py')") is True
    # a stdlib module the snapshot does not hold still imports, from the stdlib zip (whose directory the
    # restore keeps from the snapshot instead of reading it again)
    assert s["zipDirs"] == "/lib/python314.zip", s
    assert py(page, """
import sys
assert 'pprint' not in sys.modules, 'pick another module'
import pprint
pprint.__file__ + ':' + pprint.pformat([1])
""") == "/lib/python314.zip/pprint.pyc:[1]"
    # and one of the standard library's second part (tools/setup.py), fetched when first imported
    assert py(page, "import colorsys; colorsys.__file__ + ':' + str(colorsys.rgb_to_hsv(1, 0, 0))") \
        == "/lib/python314-more.zip/colorsys.py:(0.0, 1.0, 1)"
    # PyScript's own package came with bytecode (checked-hash .pyc compiled by the snapshot's worker), and its
    # sources: the restore wrote the package, so PyScript did not write it again (tools/patch_pyscript.py, 6)
    assert any(p.endswith("/pyscript/__pycache__/__init__.cpython-314.pyc") for p in built["files"]), built["files"]
    assert "/home/pyodide/pyscript/__init__.py" in built["files"], built["files"]
    assert s["pyscriptPackage"] == "restored", s
    assert py(page, """
import importlib.util, pyscript
with open(importlib.util.cache_from_source(pyscript.__file__), "rb") as f:
    head = f.read(8)
head[:4] == importlib.util.MAGIC_NUMBER and int.from_bytes(head[4:8], "little") == 3
""") is True
    # and the app plays: a game opened from the home shelf responds to a click
    page.click("[data-game=kokonana] >> text=New game")
    page.click("#start-game")
    page.wait_for_selector("[data-game-screen=kokonana]")
    page.locator(".kn-flip").first.click()
    page.wait_for_selector(".kn-open")
    assert entry(page)["n"] == 1  # nothing rebuilt


def test_a_traceback_in_app_code_still_names_the_file(page, server):
    first_visit(page, server.url)
    s = reload(page)
    assert s["snapshot"] == "restored", s
    tb = py(page, """
import traceback, pondside.games
try:
    pondside.games.get("no-such-game")
except KeyError:
    out = traceback.format_exc()
out
""")
    src = (ROOT / "py/pondside/games/__init__.py").read_text().splitlines()
    lineno = next(i for i, line in enumerate(src, 1) if "raise KeyError" in line)
    func = next(src[i].split("def ")[1].split("(")[0] for i in range(lineno - 1, -1, -1) if src[i].startswith("def "))
    assert f'File "/home/pyodide/pondside/games/__init__.py", line {lineno}, in {func}' in tb, tb
    # (not the line's text: the bundle carries each source as an empty file, docs/boot.md)
    assert tb.rstrip().splitlines()[-1].startswith("KeyError: ") and "no-such-game" in tb.splitlines()[-1]


def test_python_random_differs_between_restored_boots(page, server):
    first_visit(page, server.url)
    draws = []
    for _ in range(2):
        s = reload(page)
        assert s["snapshot"] == "restored", s
        # `random` is in the snapshot (imported there), so without the reseed both draws would be equal
        assert py(page, "import sys; 'random' in sys.modules") is True
        draws.append(py(page, "import random; str(random.getrandbits(64))"))
    assert draws[0] != draws[1], draws


def test_saved_games_and_settings_survive_and_a_saved_game_continues(page, server):
    page.goto(server.url)
    wait_ready(page)
    page.click("[data-game=kokonana] >> text=New game")
    page.click("#start-game")
    page.wait_for_selector("[data-game-screen=kokonana]")
    page.locator(".kn-flip").first.click()
    page.wait_for_selector(".kn-open")
    wait_built(page)
    before = page.evaluate("Object.fromEntries(Object.entries(localStorage))")
    save = before.get("pondside:v1:save:kokonana")
    assert save and json.loads(save)["actions"], before.keys()

    s = reload(page)
    assert s["snapshot"] == "restored", s
    after = page.evaluate("Object.fromEntries(Object.entries(localStorage))")
    assert after.get("pondside:v1:save:kokonana") == save
    assert after.get("pondside:v1:settings") == before.get("pondside:v1:settings")
    # the saved game is open again, at the same move, and play goes on
    page.wait_for_selector("[data-game-screen=kokonana]")
    assert page.locator(".kn-open").count() >= 1
    page.locator(".kn-flip").first.click()
    page.wait_for_function(
        "n => JSON.parse(localStorage.getItem('pondside:v1:save:kokonana')).actions.length > n",
        arg=len(json.loads(save)["actions"]))


# ---------------------------------------------------------------- every fallback
def test_deleted_snapshot_means_a_normal_boot_and_a_new_one(page, server):
    first_visit(page, server.url)
    page.evaluate(f"caches.delete('{CACHE}')")
    s = reload(page)
    assert s["snapshot"] == "none" and s["fallback"] == "missing", s
    assert page.locator("[data-game=kokonana]").count() == 1
    wait_built(page)
    s = reload(page)
    assert s["snapshot"] == "restored", s


def test_a_boot_that_never_got_ready_in_this_tab_is_followed_by_one_without_the_snapshot(page, server):
    """Issue 27.8: when the renderer dies while the app boots ("Aw, Snap!") and the tab is reloaded, that
    boot does without the snapshot (the part that could crash again), drops it and builds a new one; the
    reload after it restores again.  The mark the dead page leaves is the tab's sessionStorage entry, set
    here as a crash mid-boot leaves it (the page never got to ready)."""
    first_visit(page, server.url)
    s = reload(page)
    assert s["snapshot"] == "restored" and s["unfinished"] is None, s
    assert page.evaluate("sessionStorage.getItem('pondside.unfinished')") is None, "cleared once ready"
    page.evaluate("sessionStorage.setItem('pondside.unfinished', 'boot')")
    s = reload(page)
    assert s["unfinished"] == "boot" and s["snapshot"] == "none" and s["fallback"] == "after-crash", s
    assert page.locator("[data-game=kokonana]").count() == 1
    wait_built(page)
    assert page.evaluate("sessionStorage.getItem('pondside.unfinished')") is None
    s = reload(page)
    assert s["snapshot"] == "restored", s
    # a build that never finished (no snapshot yet): the tab's next boot builds none; the one after it does
    page.evaluate(f"caches.delete('{CACHE}')")
    page.evaluate("sessionStorage.setItem('pondside.unfinished', 'build')")
    s = reload(page)
    assert s["fallback"] == "missing", s
    page.wait_for_function("!['idle', 'waiting'].includes(window.pondsideBoot.build)", timeout=BUILD_TIMEOUT_MS)
    assert state(page)["build"] == "skipped" and entry(page) is None, state(page)
    assert page.evaluate("sessionStorage.getItem('pondside.unfinished')") is None
    s = reload(page)
    assert s["fallback"] == "missing", s
    wait_built(page)


def test_tampered_bytes_mean_a_normal_boot_and_the_entry_is_replaced(page, server):
    first_visit(page, server.url)
    rewrite(page, "bytes[bytes.length >> 1] ^= 0x5a;")          # one flipped byte, headers unchanged
    s = reload(page)
    assert s["snapshot"] == "none" and s["fallback"] == "corrupt", s
    assert page.locator("#app [data-game]").count() >= 1          # the home shelf, no error shown
    assert page.locator(".py-error, .error").count() == 0
    wait_built(page)
    assert entry(page)["n"] == 1
    s = reload(page)
    assert s["snapshot"] == "restored", s                         # the replacement is good


def test_truncated_snapshot_means_a_normal_boot(page, server):
    first_visit(page, server.url)
    rewrite(page, "bytes = bytes.slice(0, bytes.length - 4096);")
    s = reload(page)
    assert s["snapshot"] == "none" and s["fallback"] == "corrupt", s
    wait_built(page)
    assert entry(page)["size"] == int(entry(page)["headers"]["x-pondside-snapshot-length"])


def test_a_wrong_heap_size_header_means_a_normal_boot(page, server):
    """The restore's buffer is sized from the entry's heap header before the bytes are read (the runtime is
    created meanwhile): a header that disagrees with the container is corruption, as is a missing one."""
    first_visit(page, server.url)
    heap = int(entry(page)["headers"]["x-pondside-snapshot-heap"])
    assert heap > 10_000_000
    rewrite(page, f"headers['x-pondside-snapshot-heap'] = '{heap + 65536}';")
    s = reload(page)
    assert s["snapshot"] == "none" and s["fallback"] == "corrupt", s
    assert "heap size" in (s["error"] or ""), s
    assert page.locator("#app [data-game]").count() >= 1
    wait_built(page)
    assert int(entry(page)["headers"]["x-pondside-snapshot-heap"]) == heap
    rewrite(page, "delete headers['x-pondside-snapshot-heap'];")
    s = reload(page)
    assert s["snapshot"] == "none" and s["fallback"] == "corrupt", s
    wait_built(page)
    s = reload(page)
    assert s["snapshot"] == "restored", s


def test_a_snapshot_of_another_build_fails_to_restore_and_falls_back(page, server):
    """Well-formed entry (right key, length and checksum) whose bytes the runtime refuses (a different build
    id in the snapshot header): the restore throws, the page boots normally and stores a good one."""
    first_visit(page, server.url)
    rewrite(page, """
        // the container: [magic][header length][JSON header][pad to 8][pages...]; page 0 is stored first
        const dv = new DataView(bytes.buffer);
        const head = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + dv.getUint32(4, true))));
        if (head.runs[0][0] !== 0) throw new Error('page 0 not stored');
        const at = (8 + dv.getUint32(4, true) + 7) & ~7;
        bytes[at + 16] ^= 0xff;                                      // the build id: snapshot bytes 16..47
        headers['x-pondside-snapshot-checksum'] = checksum(bytes);
    """)
    s = reload(page)
    assert s["snapshot"] == "none" and s["fallback"] == "restore-failed", s
    assert "build id" in (s["error"] or ""), s
    wait_built(page)
    s = reload(page)
    assert s["snapshot"] == "restored", s


def test_a_new_version_key_means_a_normal_boot(page, server):
    """The stored entry was made by another version (Pyodide or app: the key holds both): it is dropped."""
    built = first_visit(page, server.url)
    rewrite(page, "headers['x-pondside-snapshot-key'] = 'pyodide-314.0.6 format-1 app-0123456789abcdef';")
    s = reload(page)
    assert s["snapshot"] == "none" and s["fallback"] == "stale", s
    assert s["key"] == built["key"]
    wait_built(page)
    assert entry(page)["headers"]["x-pondside-snapshot-key"] == built["key"]


# ---------------------------------------------------------------- switches, embeds, sub-path
def test_nosnap_switch_boots_without_it(page, server):
    first_visit(page, server.url)
    s = visit(page, server.url + "?nosnap=1")
    assert s["snapshot"] == "none" and s["fallback"] == "disabled" and s["build"] == "idle", s
    s = visit(page, server.url + "#nosnap=1")
    assert s["fallback"] == "disabled", s
    assert entry(page)["n"] == 1


def test_embeds_restore_but_never_build(page, server):
    s = visit(page, server.url + "#embed=1&new=kokonana&seed=7&n=2")
    assert s["fallback"] == "missing" and s["build"] == "skipped", s
    page.wait_for_selector("[data-game-screen=kokonana]")
    assert entry(page) is None
    first_visit(page, server.url)
    s = visit(page, server.url + "#embed=1&new=kokonana&seed=7&n=2")
    assert s["snapshot"] == "restored", s
    page.wait_for_selector("[data-game-screen=kokonana]")


def test_under_a_sub_path(page, server_sub):
    assert server_sub.url.endswith("/app/")
    first_visit(page, server_sub.url)
    assert entry(page)["url"] == server_sub.url + "static/boot/interpreter.snapshot"
    s = reload(page)
    assert s["snapshot"] == "restored", s
    reqs = [r for r in page.pondside_requests if r.startswith("http")]
    assert all(r.startswith(server_sub.url) for r in reqs), [r for r in reqs if not r.startswith(server_sub.url)]


def test_a_stdlib_zip_that_differs_from_the_snapshots_is_read_again(page, server):
    """The restore keeps the stdlib zip's directory from the snapshot only while the zip ends as the one the
    snapshot was made from; a different zip under the same key (a deploy between two requests) has its
    directory read again, and stdlib imports still work."""
    first_visit(page, server.url + "#nosw=1")   # (a service worker's requests would bypass the route)
    import setup   # tools/ is on the path (the `server` fixture ran set-up)
    data = bytearray(setup.stdlib_pyc_path().read_bytes())
    assert data[-22:-18] == b"PK\x05\x06" and data[-2:] == b"\0\0", "an end record without a comment"
    data[-2:] = (4).to_bytes(2, "little")
    data += b"next"   # the same zip with a comment: another end record
    page.route("**/python_stdlib.zip", lambda route: route.fulfill(
        status=200, body=bytes(data), headers={"content-type": "application/zip"}))
    s = reload(page)
    assert s["snapshot"] == "restored" and s["zipDirs"] == "", s
    assert py(page, "import pprint; pprint.__file__") == "/lib/python314.zip/pprint.pyc"
