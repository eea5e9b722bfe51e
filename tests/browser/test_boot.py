"""The page boots from local files only, at `/` and under a sub-path, with the precompiled runtime.

Every test runs the real app; what it checks inside the page's Python runs in the page's own interpreter
(`window.pondsideBoot.interpreter`, exposed for the tests by static/boot/pyodide.mjs).
"""
from __future__ import annotations

import re
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _serve(root: Path, base: str):
    import sys
    sys.path.insert(0, str(ROOT))
    import serve
    sys.path.pop(0)
    s = serve.make_server("127.0.0.1", 0, base, root=root, quiet=True, auto_rebuild=False)
    threading.Thread(target=s.serve_forever, daemon=True).start()
    return s


@pytest.fixture(scope="module", params=["/", "/app/"], ids=["root", "subpath"])
def boot_server(request, server):
    """The app's URL at `/` and at the sub-path `/app/`."""
    # (the `server` fixture has brought the vendored runtime and the app bundle up to date)
    s = _serve(ROOT, request.param)
    yield serve_url(s)
    s.shutdown()
    s.server_close()


def run_python(page, code):
    """Run ``code`` in the page's interpreter; the value of its last line."""
    return page.evaluate("c => window.pondsideBoot.interpreter.runPython(c)", code)


def serve_url(s) -> str:
    host, port = s.server_address[:2]
    return f"http://{host}:{port}{s.base}"


def _wait_ready(page):
    page.wait_for_function("document.body && document.body.dataset.ready === '1'", timeout=90_000, polling=50)
    return page.evaluate("window.pondsideReadyAt")


def test_boots_from_local_files_only(page, boot_server):
    url = boot_server
    page.goto(url)
    ready_ms = _wait_ready(page)
    assert ready_ms > 0
    reqs = page.pondside_requests
    host = re.match(r"http://[^/]+", url).group(0)
    assert reqs and all(r.startswith(host) or r.startswith(("data:", "blob:")) for r in reqs), reqs
    # the fast path is the one in use: precompiled stdlib, the app's bytecode bundle, the local interpreter
    assert any(r.endswith("/static/boot/pyodide.mjs") for r in reqs)
    assert any(re.search(r"/static/vendor/pyc/[\d.]+/python_stdlib\.zip$", r) for r in reqs)
    assert any(r.endswith("/static/app/pondside-pyc.zip.gz") for r in reqs)
    # the boot inflated the app bundle itself (one DecompressionStream), not Python's zipfile
    # and the runtime's boot started when the page's modules ran, before PyScript asked for it
    # and the wasm it instantiated is the one compiled from that early start (not a second compile)
    # (and the slow parts were begun even earlier, by index.html's inline start, and taken over)
    boot = page.evaluate("() => ({unzip: window.pondsideBoot.unzip, early: window.pondsideBoot.early, "
                         "start: window.pondsideBoot.startAt, wasm: window.pondsideBoot.wasm, wasmBy: window.pondsideBoot.wasmBy, "
                         "inline: window.pondsideBoot.inline})")
    assert boot["unzip"] == "js" and boot["early"] is not None and boot["start"] >= boot["early"] - 1, boot
    assert boot["wasm"] == "early", boot
    # (a first visit: compiled on the page, as the .wasm streams in; a later one compiles it in a worker)
    assert boot["wasmBy"] == "page", boot
    assert boot["inline"] is not None and boot["inline"] <= boot["early"], boot
    # one download of the wasm (Pyodide's own second request is answered by that early compile) and of the
    # standard library (the preload is the request Pyodide uses): this document's own requests
    names = page.evaluate("performance.getEntriesByType('resource').map(e => e.name)")
    assert sum(n.endswith("/pyodide.asm.wasm") for n in names) == 1, names
    assert sum(n.endswith("/python_stdlib.zip") for n in names) == 1, names
    # the loader is the patched one (tools/patch_pyodide.py: a lazy global offset table), downloaded once, and
    # Pyodide's own is never fetched
    import patch_pyodide   # tools/ is on the path (the `server` fixture ran set-up)
    assert sum(n.endswith("/" + patch_pyodide.PATCHED_ASM) for n in names) == 1, names
    assert not any(n.endswith("/pyodide.asm.mjs") for n in names), names
    # PyScript's optional plugins, which the app does not use, are not even imported (pyscript.toml for the
    # py type, index.html's <mpy-config> for the MicroPython type PyScript sets up beside it)
    plugins = ("deprecations-manager", "donkey", "py-editor", "py-game", "py-terminal")
    assert not [n for n in names if n.rsplit("/", 1)[-1].startswith(plugins)], names
    assert not any(re.search(r"/static/vendor/pyodide-[\d.]+/python_stdlib\.zip$", r) for r in reqs)
    # everything requested lives under the app's path (sub-path safe)
    assert all(r.startswith(url) for r in reqs if r.startswith("http")), [r for r in reqs if not r.startswith(url)]
    assert page.locator("#loading").is_hidden()
    # the dynamic linker's tiny wrapper modules: one compile per distinct module (one per signature), the
    # rest shared; and WebAssembly.Module is the browser's own again once the runtime exists
    tiny = page.evaluate("window.pondsideBoot.tinyModules")
    assert 0 < tiny["compiled"] < 80 and tiny["shared"] > 2 * tiny["compiled"], tiny
    assert page.evaluate("String(WebAssembly.Module).includes('[native code]') && "
                         "new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])) instanceof WebAssembly.Module")
    assert page.evaluate("window.pondsideBoot.interpreter.runPython('6 * 7')") == 42
    # with the lazy offset table, a main-module function is put into the function table when it is looked
    # up (dlsym, as a side module's import would be), and calls through it work
    linked = page.evaluate("""() => {
      const py = window.pondsideBoot.interpreter, before = py._module.wasmTable.length;
      const v = py.runPython(`
import ctypes, sys
f = ctypes.CDLL(None).PyLong_FromLong
f.restype, f.argtypes = ctypes.py_object, [ctypes.c_long]
f(41) + 1`);
      return [v, before, py._module.wasmTable.length];
    }""")
    assert linked[0] == 42 and linked[1] < 12000 and linked[2] > linked[1], linked


def test_a_first_visit_downloads_the_app_after_the_wasm(page, boot_server):
    """Issue 28: on a phone's network every file of a first visit shares the bandwidth, and the runtime needs its
    .wasm and the standard library before anything else.  The app's bundle, needed only once the runtime is up,
    is requested once the .wasm's response has ended; the standard library is not held back."""
    page.goto(boot_server)
    _wait_ready(page)
    t = page.evaluate("""() => Object.fromEntries(performance.getEntriesByType('resource')
        .map(e => [e.name.split('/').pop(), [e.startTime, e.responseEnd]]))""")
    wasm_start, wasm_end = t["pyodide.asm.wasm"]
    assert wasm_end > 0, t
    assert t["pondside-pyc.zip.gz"][0] >= wasm_end - 1, t
    assert t["python_stdlib.zip"][0] < wasm_end and t["app.css"][0] < wasm_end, t


def test_runs_the_pinned_python_with_bytecode(page, boot_server):
    page.goto(boot_server)
    _wait_ready(page)
    version, path, app_version, os_file = run_python(page, """
import sys, pondside, textwrap
"|".join([sys.version.split()[0], pondside.__file__, pondside.__version__, textwrap.__file__])
""").split("|")
    assert version.startswith("3.14.")
    assert path == "/home/pyodide/pondside/__init__.py"
    assert app_version == re.search(r'__version__ = "([^"]+)"', (ROOT / "py/pondside/__init__.py").read_text())[1]
    assert os_file.endswith("python314.zip/textwrap.pyc"), os_file  # stdlib served as bytecode
    assert page.locator("[data-game=kokonana]").count() == 1


PYSCRIPT_PYC_CHECK = r"""
import importlib, importlib.util, sys
out = []
for name in ("pyscript", "pyscript.display", "pyscript.util", "pyscript.ffi"):
    mod = importlib.import_module(name)   # on demand: no boot imports the package (tools/patch_pyscript.py)
    with open(mod.__file__, "rb") as f:
        src = f.read()
    with open(importlib.util.cache_from_source(mod.__file__), "rb") as f:
        pyc = f.read()
    # a checked-hash pyc (flags 3: Python itself would write timestamp pycs) whose hash matches the source
    # PyScript wrote, so the loader runs it instead of compiling the source
    out.append(int.from_bytes(pyc[4:8], "little") == 3 and pyc[8:16] == importlib.util.source_hash(src))
all(out)
"""


def test_pyscript_package_comes_with_bytecode_on_a_first_visit(page, boot_server):
    page.goto(boot_server + "?nosnap=1")
    _wait_ready(page)
    # PyScript wrote its package but did not import it (tools/patch_pyscript.py, patch 5): the app needs none of it
    assert run_python(page, "import sys, os\nf\"{'pyscript' in sys.modules} {os.path.isfile('pyscript/__init__.py')}\"") \
        == "False True"
    assert run_python(page, PYSCRIPT_PYC_CHECK) is True


def test_tracebacks_name_app_files_and_lines(page, boot_server):
    page.goto(boot_server)
    _wait_ready(page)
    tb = run_python(page, """
import traceback, pondside.games
try:
    pondside.games.get("no-such-game")
except KeyError:
    tb = traceback.format_exc()
tb
""")
    src = (ROOT / "py/pondside/games/__init__.py").read_text().splitlines()
    lineno = next(i for i, line in enumerate(src, 1) if "raise KeyError" in line)
    func = next(src[i].split("def ")[1].split("(")[0] for i in range(lineno - 1, -1, -1) if src[i].startswith("def "))
    assert f'File "/home/pyodide/pondside/games/__init__.py", line {lineno}, in {func}' in tb, tb
    # (not the line's text: the bundle carries each source as an empty file, docs/boot.md)
    assert tb.rstrip().splitlines()[-1].startswith("KeyError: ") and "no-such-game" in tb.splitlines()[-1]


def test_loading_bar_shows_real_progress(page, boot_server):
    url = boot_server
    page.add_init_script("""
        window.__fills = [];
        new MutationObserver(() => {
            const f = document.getElementById('loading-fill');
            const t = document.getElementById('loading-text');
            if (f && t) window.__fills.push([f.style.width, t.textContent]);
        }).observe(document, {subtree: true, attributes: true, childList: true, characterData: true});
    """)
    page.goto(url)
    _wait_ready(page)
    fills = page.evaluate("window.__fills")
    widths = [float(w[:-1]) for w, _ in fills if w.endswith("%")]
    assert len(set(widths)) >= 3, fills  # it moved, several times
    assert widths == sorted(widths), "progress never goes backwards"
    assert any(" MB" in t for _, t in fills), "shows bytes received against the known total"


def test_loading_bar_speaks_the_visitors_language(page, boot_server):
    """The loading bar's steps are in the page's language before Python is up: here a German embed (lang=de),
    whose loading screen shows while it boots.  The words come from the shell's text table, written into
    index.html by set-up."""
    page.add_init_script("""
        window.__texts = [];
        new MutationObserver(() => {
            const t = document.getElementById('loading-text');
            if (t && !window.__texts.includes(t.textContent)) window.__texts.push(t.textContent);
        }).observe(document, {subtree: true, childList: true, characterData: true});
    """)
    page.goto(boot_server + "?embed=1#lang=de&new=kokonana&seed=7&n=2")
    _wait_ready(page)
    from pondside.app.text import TEXT
    de, en = TEXT("de", "boot_steps"), TEXT("en", "boot_steps")
    texts = page.evaluate("window.__texts")
    assert any(text.startswith(tuple(de.values())) for text in texts), texts
    assert not any(text.startswith(tuple(en.values())) for text in texts[1:]), texts


def test_guard_sees_requests_from_workers(page, server):
    """The harness itself: a request made by a worker to another host is logged (and would fail a test)."""
    page.goto(server.url + "bench/bare.html")  # any local page; bare.html is the lightest one
    page.evaluate("""() => new Promise((resolve) => {
        const src = "fetch('http://guard-check.invalid/from-worker').catch(() => {}).finally(() => postMessage(1))";
        const w = new Worker(URL.createObjectURL(new Blob([src], {type: 'text/javascript'})));
        w.onmessage = () => resolve();
    })""")
    page.evaluate("fetch('http://guard-check.invalid/from-page').catch(() => {})")  # awaited: settled here
    log = page.context.pondside_log
    assert any("guard-check.invalid/from-worker" in u for u in log.foreign), log.requests
    assert any("guard-check.invalid/from-page" in u for u in log.foreign), log.requests
    log.foreign.clear()  # expected here: do not fail this test at teardown
    log.errors.clear()


def test_a_host_that_serves_wasm_without_its_type_still_boots(page, server):
    """A static host that does not know `application/wasm`: streaming compilation refuses the response, so
    the early start compiles the same bytes instead, and the page boots as usual."""
    import setup   # tools/ is on the path (the `server` fixture ran set-up)
    wasm = (setup.PYODIDE_OUT / "pyodide.asm.wasm").read_bytes()
    served = []

    def octet_stream(route):
        served.append(route.request.url)
        route.fulfill(status=200, body=wasm, headers={"content-type": "application/octet-stream"})

    page.route("**/pyodide.asm.wasm", octet_stream)
    page.goto(server.url + "?nosnap=1")   # (no snapshot worker: it would fetch the wasm too)
    _wait_ready(page)
    assert served, "the wasm went through the route"
    assert page.evaluate("window.pondsideBoot.wasm") == "early"
    assert page.locator("[data-game=kokonana]").count() == 1
