"""The first download holds everything the app imports (issue 28, point 2): after one visit, with the network
off, every module of the app (every game's engine, view, bots..., the shell, the browser layer) and PyScript's
own package imports without the standard library's second part (python_stdlib_more.zip), which is fetched
only when a module of it is imported, then kept in Cache Storage by the page; offline before that, such an
import fails with a clear error."""
from conftest import open_app, wait_ready

IMPORT_ALL = r"""
import importlib, json, os, sys
import pondside, pyscript, pondside_browser
# (the files on disk, not pkgutil: that module is not one the app uses, so it is in the second part)
def walk(pkg):
    root = os.path.dirname(pkg.__file__)
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        rel = os.path.relpath(folder, os.path.dirname(root)).replace(os.sep, ".")
        for f in files:
            if f.endswith(".py"):
                yield rel if f == "__init__.py" else rel + "." + f[:-3]
names = ["pondside_browser", *walk(pondside), *walk(pyscript)]
failed = []
for name in names:
    try:
        importlib.import_module(name)
    except Exception as e:   # noqa: BLE001 - collect them all
        failed.append(f"{name}: {type(e).__name__}: {e}")
games = sorted(n.split(".")[2] for n in names if n.count(".") == 2 and n.startswith("pondside.games."))
json.dumps({"n": len(names), "failed": failed, "games": games,
            "more": [n for n, m in sys.modules.items() if str(getattr(m, "__file__", "")).startswith("/lib/python314-more.zip")]})
"""


def py(page, code):
    return page.evaluate("c => window.pondsideBoot.interpreter.runPython(c)", code)


def _await_sw(page):
    page.evaluate("""async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
            await new Promise(r => navigator.serviceWorker.addEventListener('controllerchange', r, {once: true}));
        }
    }""")


def more_requests(page):
    return [n for n in page.evaluate("performance.getEntriesByType('resource').map(e => e.name)")
            if "python_stdlib_more" in n]


def test_every_module_of_the_app_imports_offline_after_one_visit(page, context, server):
    import json
    open_app(page, server, "?nosnap=1")
    _await_sw(page)
    assert page.evaluate("pondsideBoot.more") == "installed"
    assert more_requests(page) == [], "a boot never needs the standard library's second part"
    # (the offline import below fails to load the file: expected)
    page.pondside_allow(r"python_stdlib_more\.zip|ERR_INTERNET_DISCONNECTED")
    context.set_offline(True)
    try:
        page.reload()
        wait_ready(page)
        got = json.loads(py(page, IMPORT_ALL))
        assert got["failed"] == [], got["failed"]
        assert {"kohaku", "bigpond", "kokonana", "koi", "koikoi"} <= set(got["games"]), got["games"]
        assert got["n"] > 60, got["n"]
        # nothing of it needed the second part: all of it came with the first visit's download
        assert got["more"] == [] and page.evaluate("pondsideBoot.moreFetched") == 0
        # a module of the second part, never fetched online: a clear error, and the app goes on
        err = py(page, """
try:
    import colorsys
    r = 'imported'
except ModuleNotFoundError as e:
    r = str(e)
r""")
        assert "colorsys" in err and "download failed" in err, err
        assert page.locator("[data-game=kokonana]").count() == 1
    finally:
        context.set_offline(False)
    # online, the first such import fetches the second part once; the page keeps it
    assert py(page, "import colorsys; colorsys.__file__") == "/lib/python314-more.zip/colorsys.py"
    assert py(page, "import email.mime.text; email.mime.text.__file__").startswith("/lib/python314-more.zip/email")
    assert page.evaluate("pondsideBoot.moreFetched") == 1
    context.set_offline(True)
    try:
        page.reload()
        wait_ready(page)
        assert page.evaluate("pondsideBoot.more") == "stored"
        assert py(page, "import colorsys; str(colorsys.rgb_to_hsv(1, 0, 0))") == "(0.0, 1.0, 1)"
        assert page.evaluate("pondsideBoot.moreFetched") == 0
    finally:
        context.set_offline(False)
