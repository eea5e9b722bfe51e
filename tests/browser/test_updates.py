"""Updates are all or nothing (issue 27): a version's files are used together or not at all.  A chain of versions
is served from one folder; each new version has one of its files fail once while the service worker fetches
it; every page the browser shows in between is one version whole (its page, its stylesheet, its boot list),
never a mix; and a snapshot is kept only for the exact app bundle a version names."""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import threading
from pathlib import Path

import pytest

from conftest import READY_TIMEOUT_S

ROOT = Path(__file__).resolve().parents[2]
MARKED = ("index.html", "static/app.css", "static/pwa.js")   # files that say which version they are


def make_root(tmp: Path) -> Path:
    """A copy of the app whose shell files and boot list can be rewritten (serve.py follows no link out of its
    root, so this is a copy: hard links where the file system allows)."""
    def link_or_copy(src, dst):
        try:
            os.link(src, dst)
        except OSError:
            shutil.copy2(src, dst)

    for name in ("index.html", "pyscript.toml", "sw.js", "manifest.webmanifest"):
        link_or_copy(ROOT / name, tmp / name)
    shutil.copytree(ROOT / "static", tmp / "static", copy_function=link_or_copy,
                    ignore=shutil.ignore_patterns("__pycache__"))
    for rel in MARKED + ("static/app/boot.json",):
        (tmp / rel).unlink()
    return tmp


def write_version(root: Path, k: int) -> str:
    """Make ``root`` serve version ``k``: each marked file says so, boot.json has its own digest and sizes."""
    for rel in MARKED:
        text = (ROOT / rel).read_text()
        if rel.endswith(".html"):
            text = text.replace("</head>", f'<meta name="x-version" content="{k}">\n</head>')
        else:
            text += f"\n/* version {k} */\n"
        (root / rel).write_text(text)
    boot = json.loads((ROOT / "static/app/boot.json").read_text())
    for rel in MARKED:
        boot["shell"][rel] = (root / rel).stat().st_size
    boot["digest"] = hashlib.sha256(f"{boot['digest']}-{k}".encode()).hexdigest()
    (root / "static/app/boot.json").write_text(json.dumps(boot, indent=1, sort_keys=True))
    return boot["digest"][:16]


class FailOnce:
    def __init__(self):
        self.path = None
        self.hit = False
        self.lock = threading.Lock()


@pytest.fixture
def site(tmp_path):
    import sys
    sys.path.insert(0, str(ROOT))
    import serve
    sys.path.pop(0)
    root = make_root(tmp_path)
    fail = FailOnce()
    s = serve.make_server("127.0.0.1", 0, "/", root=root, quiet=True, auto_rebuild=False)
    base = s.RequestHandlerClass

    def send_head(self):
        rel = self.path.split("?")[0].lstrip("/")
        with fail.lock:
            if fail.path is not None and rel == fail.path and not fail.hit and "sw-bypass" not in self.path:
                fail.hit = True
                self.send_error(503, "failed on purpose")
                return None
        return base.send_head(self)

    s.RequestHandlerClass = type("FailingOnce", (base,), {"send_head": send_head})
    threading.Thread(target=s.serve_forever, daemon=True).start()
    yield root, fail, serve.server_url(s)
    s.shutdown()
    s.server_close()


WHICH = """async () => {
  const page = document.querySelector('meta[name=x-version]')?.content;
  const css = (await (await fetch('./static/app.css')).text()).match(/version (\\d+)/)?.[1];
  const pwa = (await (await fetch('./static/pwa.js')).text()).match(/version (\\d+)/)?.[1];
  const boot = (await (await fetch('./static/app/boot.json')).json()).digest.slice(0, 16);
  return {page, css, pwa, boot};
}"""

SETTLED = """async () => {
  await window.pondsideUpdate;                     // static/pwa.js: this page's try at the newest version
  const reg = await navigator.serviceWorker.getRegistration();
  return reg && reg.active ? new URL(reg.active.scriptURL).searchParams.get('v') : null;
}"""


def load(page, url):
    page.goto(url)
    page.wait_for_function("document.body && document.body.dataset.ready === '1'", timeout=READY_TIMEOUT_S * 1000)
    return page.evaluate(WHICH)


def settled(page):
    """The version the service worker runs, once this page's try at the newest one has ended."""
    return page.evaluate(f"Promise.race([({SETTLED})(), new Promise((r) => setTimeout(() => r('timeout'), 60000))])")


def test_every_page_is_one_version_whole_while_an_update_fails_file_by_file(page, site):
    root, fail, url = site
    page.pondside_allow(r"HTTP 503|status of 503")           # the failures this test makes
    url += "?nosnap=1"
    versions = {0: write_version(root, 0)}
    failed = 0
    load(page, url)
    assert settled(page) == versions[0]
    boot = json.loads((root / "static/app/boot.json").read_text())
    files = sorted(set(boot["shell"]) | set(boot["files"]))
    for k, rel in enumerate(files, start=1):
        fail.path, fail.hit = rel, False
        versions[k] = write_version(root, k)
        seen = []
        for _ in range(3):
            which = load(page, url)
            seen.append(which)
            # one version whole: its page, its files and its boot list agree
            marks = {which["page"], which["css"], which["pwa"]}
            assert len(marks) == 1 and versions[int(which["page"])] == which["boot"], (rel, which)
            assert int(which["page"]) in (k - 1, k), (rel, which)
            settled(page)
        failed += fail.hit
        assert seen[0]["page"] == str(k - 1), f"{rel}: the page changed version before the update was whole"
        assert settled(page) == versions[k], f"{rel}: the update never completed"
        assert load(page, url)["page"] == str(k)
    # (a runtime file the browser holds in its HTTP cache for a year is not asked for again: it cannot fail)
    app_files = [f for f in files if not f.startswith("static/vendor/py")]
    assert failed >= len(app_files), (failed, len(files))


def test_a_snapshot_is_kept_only_for_the_bundle_its_version_names(page, site):
    root, fail, url = site
    write_version(root, 0)
    boot = json.loads((root / "static/app/boot.json").read_text())
    boot["bundle"] = ["0" * 64]                 # a version that names another bundle than the one served
    (root / "static/app/boot.json").write_text(json.dumps(boot, indent=1, sort_keys=True))
    page.goto(url + "#nosw=1")
    page.wait_for_function("document.body && document.body.dataset.ready === '1'", timeout=READY_TIMEOUT_S * 1000)
    page.wait_for_function("['skipped', 'stored', 'failed'].includes(window.pondsideBoot.build)", timeout=60_000)
    b = page.evaluate("({build: pondsideBoot.build, error: pondsideBoot.error})")
    assert b == {"build": "skipped", "error": "the app bundle is not the one this version names"}, b
    assert page.evaluate("caches.open('pondside.snapshot').then(c => c.keys()).then(k => k.length)") == 0
