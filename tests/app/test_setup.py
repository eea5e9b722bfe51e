"""tools/setup.py: the vendored runtime, the lock that names what is served, the app wheel, the bytecode."""
from __future__ import annotations

import base64
import hashlib
import html as htmlmod
import importlib.util
import json
import re
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import setup  # noqa: E402

sys.path.pop(0)

PINS = json.loads((ROOT / "package.json").read_text())["dependencies"]


@pytest.fixture(scope="module", autouse=True)
def vendored():
    setup.main(["--quiet"])  # a no-op when ./dev.sh already ran it


def test_pins_are_exact_and_locked():
    assert PINS["pyodide"] == "314.0.7" and PINS["@pyscript/core"] == "0.7.31"
    for name, version in PINS.items():
        assert re.fullmatch(r"\d+\.\d+\.\d+", version), f"{name} is not pinned exactly: {version}"
    lock = json.loads((ROOT / "package-lock.json").read_text())
    for name, version in PINS.items():
        entry = lock["packages"][f"node_modules/{name}"]
        assert entry["version"] == version and entry["integrity"].startswith("sha512-")


def test_runtime_files_vendored():
    for name in setup.PYODIDE_FILES:
        src, dst = setup.NODE_MODULES / "pyodide" / name, setup.PYODIDE_OUT / name
        assert dst.read_bytes() == src.read_bytes(), name
    assert (setup.PYSCRIPT_OUT / "core.js").is_file() and (setup.PYSCRIPT_OUT / "core.css").is_file()
    assert not list(setup.PYSCRIPT_OUT.rglob("*.map")), "source maps must not be vendored"
    wasm = (setup.PYODIDE_OUT / "pyodide.asm.wasm").read_bytes()[:4]
    assert wasm == b"\0asm"


def test_vendor_and_app_are_ignored_by_git():
    out = subprocess.run(["git", "check-ignore", "static/vendor/pyodide-314.0.7/pyodide.asm.wasm",
                          "static/app/pondside.whl", "node_modules/x"], cwd=ROOT, capture_output=True, text=True)
    assert len(out.stdout.split()) == 3, out.stdout


def test_lock_names_the_served_micropip():
    lock = json.loads((setup.PYODIDE_OUT / "pyodide-lock.json").read_text())
    assert set(lock["packages"]) == {"micropip"}
    entry = lock["packages"]["micropip"]
    served = setup.PYODIDE_OUT / entry["file_name"]
    assert served.is_file()
    assert hashlib.sha256(served.read_bytes()).hexdigest() == entry["sha256"]
    assert entry["version"] == "0.11.1"
    original = json.loads((setup.NODE_MODULES / "pyodide" / "pyodide-lock.json").read_text())
    assert lock["info"] == original["info"]


def test_second_run_is_fast_and_changes_nothing():
    """Each step reports "nothing to do" and touches nothing when its output is current.  (The app steps are
    checked against the wheel on disk, so edits under py/pondside/ while the tests run do not matter.)"""
    watched = [p for p in setup.VENDOR.rglob("*") if p.is_file()] + list(setup.APP_OUT.glob("*"))
    before = {p: p.stat().st_mtime_ns for p in watched}
    t0 = time.perf_counter()
    setup.ensure_node_modules(False)
    assert setup.vendor_runtime() == []
    micropip = setup.ensure_micropip()
    assert not setup.write_lock(micropip)
    assert not setup.build_bytecode(_wheel(), False)
    assert not setup.write_boot_manifest()
    assert setup.precompress() == 0
    assert time.perf_counter() - t0 < 5
    assert {p: p.stat().st_mtime_ns for p in watched} == before


def _wheel():
    return next(setup.APP_OUT.glob("pondside-*-py3-none-any.whl"))


def test_wheel_is_standard_and_installable(tmp_path):
    wheel = _wheel()
    version = setup.app_version()
    assert wheel.name == f"pondside-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        di = f"pondside-{version}.dist-info"
        meta = z.read(f"{di}/METADATA").decode()
        assert f"Name: pondside\nVersion: {version}\n" in meta
        assert "Root-Is-Purelib: true" in z.read(f"{di}/WHEEL").decode()
        record = z.read(f"{di}/RECORD").decode().splitlines()
        assert {line.split(",")[0] for line in record} == set(names)
        for line in record:
            name, digest, size = line.rsplit(",", 2)
            if name.endswith("RECORD"):
                continue
            data = z.read(name)
            assert digest == "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert int(size) == len(data)
        assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
    assert (setup.APP_OUT / "pondside.whl").read_bytes() == wheel.read_bytes()
    # a real installer accepts it, and the installed package is the one in py/
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check", "--no-deps",
                    "--no-index", "--no-compile", "--target", str(tmp_path), str(wheel)], check=True)
    out = subprocess.run([sys.executable, "-c", "import pondside, importlib.metadata as m; "
                          "print(pondside.__version__, m.version('pondside'), pondside.__file__)"],
                         cwd=tmp_path, env={"PYTHONPATH": str(tmp_path)}, capture_output=True, text=True, check=True)
    v1, v2, path = out.stdout.split()
    assert v1 == v2 == version and path.startswith(str(tmp_path))


def test_wheel_includes_package_data(tmp_path, monkeypatch):
    pkg = tmp_path / "pondside"
    (pkg / "games" / "koi").mkdir(parents=True)
    (pkg / "__init__.py").write_text('__version__ = "9.8.7"\n')
    (pkg / "games" / "koi" / "__init__.py").write_text("")
    (pkg / "games" / "koi" / "style.css").write_text(".koi{}")
    (pkg / "games" / "koi" / "deck.json").write_text("[]")
    (pkg / "games" / "koi" / "__pycache__").mkdir()
    (pkg / "games" / "koi" / "__pycache__" / "x.cpython-311.pyc").write_bytes(b"x")
    monkeypatch.setattr(setup, "APP_SRC", pkg)
    name, data = setup.build_wheel_bytes()
    assert name == "pondside-9.8.7-py3-none-any.whl"
    (tmp_path / name).write_bytes(data)
    with zipfile.ZipFile(tmp_path / name) as z:
        names = set(z.namelist())
    assert {"pondside/games/koi/style.css", "pondside/games/koi/deck.json", "pondside/__init__.py"} <= names
    assert not [n for n in names if "__pycache__" in n]
    assert setup.build_wheel_bytes()[1] == data, "the build must be reproducible"


def _pyc_flags(data: bytes) -> int:
    return int.from_bytes(data[4:8], "little")


def test_stdlib_bytecode_matches_runtime():
    """The first zip holds the hot modules as bytecode (stored: the server compresses the whole file), the
    second every other module as its unchanged source; together they are the whole standard library."""
    out, more = setup.stdlib_pyc_path(), setup.stdlib_more_path()
    assert out.parent.name == PINS["pyodide"], "bytecode is keyed by the pinned Pyodide version"
    assert more.parent == out.parent
    original = zipfile.ZipFile(setup.NODE_MODULES / "pyodide" / "python_stdlib.zip")
    sources = {n for n in original.namelist() if n.endswith(".py")}
    with zipfile.ZipFile(out) as z:
        pycs = {n for n in z.namelist() if n.endswith(".pyc")} - {"_pondside_stdlib_more.pyc"}
        assert not [n for n in z.namelist() if n.endswith(".py")], "the first zip holds no sources"
        assert {i.compress_type for i in z.infolist()} == {zipfile.ZIP_STORED}
        magic = {z.read(n)[:4] for n in pycs}
        flags = {_pyc_flags(z.read(n)) for n in pycs}
        assert "_pondside_stdlib_more.pyc" in z.namelist(), "the finder of the other modules"
    with zipfile.ZipFile(more) as z:
        kept = {n for n in z.namelist() if n.endswith(".py")}
        for n in kept:  # modules the app does not need stay source, unchanged
            assert z.read(n) == original.read(n)
        data = {n for n in original.namelist() if not n.endswith((".py", "/"))}
        assert data <= set(z.namelist()), "the data files are in the second zip"
    assert {p[:-1] for p in pycs} | kept == sources and not {p[:-1] for p in pycs} & kept
    assert len(magic) == 1 and flags == {0b01}, "one magic number; unchecked-hash pycs"
    assert magic != {importlib.util.MAGIC_NUMBER} or sys.version_info[:2] == (3, 14)
    # what PyScript, Pyodide and the app import is bytecode
    hot = json.loads(out.with_name(out.name + ".hot.json").read_text())
    for name in ("asyncio", "asyncio.tasks", "json", "json.decoder", "random", "re", "typing", "dataclasses",
                 "pyodide.ffi", "_pyodide._base", "encodings.utf_8"):
        assert name in hot, name
        path = name.replace(".", "/")
        assert f"{path}.pyc" in pycs or f"{path}/__init__.pyc" in pycs, name
    assert "pydoc" not in hot and "pydoc.py" in kept  # not needed by the app: in the second zip, as source
    boot = json.loads((setup.APP_OUT / "boot.json").read_text())
    rel = more.relative_to(setup.ROOT).as_posix()
    assert boot["later"] == {rel: more.stat().st_size} and rel not in boot["files"]


def test_app_bytecode_bundle_has_every_module_as_bytecode_and_an_empty_source():
    """Each module's source is in the bundle as an empty file (the import system finds the module by it and
    runs the unchecked-hash bytecode beside it); every other file of the wheel is there as it is."""
    bundle = setup.APP_OUT / "pondside-pyc.zip"
    with zipfile.ZipFile(_wheel()) as w, zipfile.ZipFile(bundle) as z:
        wheel_names = set(w.namelist())
        names = set(z.namelist())
        assert wheel_names <= names
        for n in wheel_names:
            module = n.endswith(".py") and ".dist-info/" not in n
            assert z.read(n) == (b"" if module else w.read(n)), n
        with zipfile.ZipFile(setup.stdlib_pyc_path()) as s:
            magic = s.read("os.pyc")[:4]
        for n in wheel_names:
            if n.endswith(".py") and ".dist-info/" not in n:
                head, _, base = n.rpartition("/")
                pyc = z.read(f"{head + '/' if head else ''}__pycache__/{base[:-3]}.cpython-314.pyc")
                assert pyc[:4] == magic and _pyc_flags(pyc) == 0b01


def test_browser_layer_ships_as_bytecode_and_main_py_only_starts_it():
    # PyScript compiles its script from source on every boot: the browser layer goes in the app archive
    with zipfile.ZipFile(setup.APP_OUT / "pondside-pyc.zip") as z:
        names = set(z.namelist())
        assert "pondside_browser.py" in names and z.read("pondside_browser.py") == b""
    assert "__pycache__/pondside_browser.cpython-314.pyc" in names
    main = (ROOT / "static" / "main.py").read_text()
    code = [line for line in main.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    assert code == ["import pondside_browser", "pondside_browser.main()"]
    # the set-up never imports it (it needs the page), but its imports are in the stdlib's hot set
    assert "json" in setup.hot_roots() and "pondside_browser" not in setup.hot_roots()


def test_wrapper_points_at_vendored_files():
    text = (ROOT / "static" / "boot" / "pyodide.mjs").read_text()
    assert f'"../vendor/pyodide-{PINS["pyodide"]}/pyodide.mjs"' in text
    assert f'"../vendor/pyodide-{PINS["pyodide"]}/"' in text
    assert "../vendor/pyc/${pyodide.version}/python_stdlib.zip" in text
    assert "export const version" in text and "export function loadPyodide" in text
    mjs = (setup.PYODIDE_OUT / "pyodide.mjs").read_text()
    assert PINS["pyodide"] in mjs  # the version the wrapper keys the bytecode folder by


def test_committed_boot_files_name_the_pinned_folders():
    assert setup.PYODIDE_OUT.name == f"pyodide-{PINS['pyodide']}"
    # the patched PyScript (tools/patch_pyscript.py) has URLs of its own patch level
    assert setup.PYSCRIPT_OUT.name == f"pyscript-{PINS['@pyscript/core']}-{setup.patch_pyscript.LEVEL}"
    html = (ROOT / "index.html").read_text()
    assert f'src="./static/vendor/{setup.PYSCRIPT_OUT.name}/core.js"' in html
    assert f'"../static/vendor/pyodide-{PINS["pyodide"]}/pyodide.mjs"' in (ROOT / "bench/bare.html").read_text()
    assert setup.sync_references() == []
    assert setup.QR_OUT.name == f"qr-{PINS['qrcode-generator']}-{PINS['jsqr']}"
    assert f'"./static/vendor/{setup.QR_OUT.name}/"' in (ROOT / "static/tables.js").read_text()
    for old in setup.VENDOR.iterdir():
        assert old.name in ("pyc", setup.PYODIDE_OUT.name, setup.PYSCRIPT_OUT.name, setup.QR_OUT.name), old


def test_pyscript_toml_uses_local_relative_paths():
    text = (ROOT / "pyscript.toml").read_text()
    for path in re.findall(r'"(\.[^"]*)"', text):
        assert path.startswith("./") and "//" not in path[2:], path
        if "*" not in path:
            assert (ROOT / path).exists(), path
    assert "http" not in text


def test_index_preloads_name_files_that_exist_and_the_current_pyscript_chunks():
    """index.html preloads the boot's files, PyScript's content-hashed chunks among them: every preload names
    a file that is there, and the chunk names are the ones the vendored PyScript imports (set-up rewrites
    them when the pin changes)."""
    html = (ROOT / "index.html").read_text()
    hrefs = re.findall(r'<link rel="(?:module)?preload" href="\./([^"]+)"', html)
    assert len(hrefs) >= 8
    for href in hrefs:
        assert (ROOT / href).is_file() or href.startswith("static/app/"), href   # static/app/ is built
    chunks = setup.pyscript_chunks()
    assert set(chunks) == {"core", "toml", "error"}
    for name in chunks.values():
        assert f"static/vendor/{setup.PYSCRIPT_OUT.name}/{name}" in hrefs, name


def test_the_inline_start_names_files_that_exist():
    """index.html's inline start reads its folders and files from data attributes (set-up rewrites the
    versioned ones): each names a file or folder that is there."""
    html = (ROOT / "index.html").read_text()
    tag = re.search(r"<script (data-[^>]*)>", html).group(1)
    attrs = dict(re.findall(r'data-(\w+)="\./([^"]+)"', tag))
    assert set(attrs) == {"pyodide", "asm", "boot", "snapshot", "bundle", "reader"}, attrs
    assert (ROOT / attrs["reader"]).is_file()
    assert attrs["pyodide"] == f"static/vendor/{setup.PYODIDE_OUT.name}/"
    assert (ROOT / attrs["pyodide"] / "pyodide.asm.wasm").is_file() and (ROOT / attrs["boot"]).is_file()
    # the loader is the patched one (tools/patch_pyodide.py), and the boot module imports that same file
    assert attrs["asm"] == f"static/vendor/{setup.PYODIDE_OUT.name}/{setup.patch_pyodide.PATCHED_ASM}"
    assert (ROOT / attrs["asm"]).is_file()
    assert f'indexURL + "{setup.patch_pyodide.PATCHED_ASM}"' in (ROOT / attrs["boot"]).read_text()
    assert (ROOT / attrs["bundle"]).is_file()   # built by set-up
    # the snapshot's (synthetic) URL is the one static/boot/pyodide.mjs stores it under
    assert 'new URL("./interpreter.snapshot", import.meta.url)' in (ROOT / attrs["boot"]).read_text()
    assert attrs["snapshot"] == "static/boot/interpreter.snapshot"


def _inline_hashes(html: str) -> list[str]:
    return [base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()
            for attrs, body in re.findall(r"<script([^>]*)>(.*?)</script>", html, re.S)
            if "src=" not in attrs and 'type="py"' not in attrs and 'type="text/html"' not in attrs]


def test_csp_allows_exactly_the_inline_scripts():
    """The page's CSP names its inline scripts by hash, and set-up keeps the hashes in step with the scripts:
    an edited script gets its new hash, the old one goes."""
    html = (ROOT / "index.html").read_text()
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', html).group(1)
    src = re.search(r"script-src ([^;]*)", csp).group(1).split()
    hashes = _inline_hashes(html)
    assert len(hashes) == 4   # the early boot, the boot links, the prerendered shelf's picker, the loading bar
    # (the prerendered dialogs are inert text, which the browser never runs: no hash of theirs is allowed)
    n_games = len([d for d in (ROOT / "py" / "pondside" / "games").iterdir() if (d / "engine.py").is_file()])
    assert len(re.findall(r'<script type="text/html" id="setup-', html)) == len(setup.SHELF_LANGS) * n_games == 10
    assert [x for x in src if x.startswith("'sha256-")] == [f"'sha256-{h}'" for h in hashes]
    edited = html.replace("const quiet = (p) =>", "const quiet = (p)=>", 1)
    assert edited != html
    synced = setup.csp_script_hashes(edited)
    new_src = re.search(r"script-src ([^;]*)", synced).group(1).split()
    assert new_src[:2] == ["'self'", "'wasm-unsafe-eval'"]
    assert [x for x in new_src if x.startswith("'sha256-")] == [f"'sha256-{h}'" for h in _inline_hashes(edited)]
    assert set(new_src) != set(src)
    assert setup.csp_script_hashes(html) == html


def test_index_html_holds_the_current_prerendered_shelf():
    """The home shelf in index.html is what the app's views render now (set-up re-renders it), per language,
    with every game's item with a saved game beside it, and every game's new-game dialog."""
    html = (ROOT / "index.html").read_text()
    assert setup.prerender_shelf(html) == html, "index.html's shelf is stale: run tools/setup.py"
    sys.path.insert(0, str(ROOT / "py"))
    try:
        from pondside import games
        from pondside.app import shell
        from pondside.app.text import TEXT
    finally:
        sys.path.pop(0)
    for lang in setup.SHELF_LANGS:
        tpl = re.search(rf'<script type="text/html" id="shelf-{lang}" data-wait="[^"]+" data-steps="([^"]+)">(.*?)</script>',
                        html, re.S)
        assert tpl.group(2) == shell.render_home(lang, {}, [], games.shelf())
        # the loading bar's words, in this language (index.html's progress script reads them)
        assert json.loads(htmlmod.unescape(tpl.group(1))) == TEXT(lang, "boot_steps")
        saved = re.search(rf'<script type="text/html" id="shelf-{lang}-saved" data-n="(\d+)">(.*?)</script>', html, re.S)
        assert saved.group(2).count('class="shelf-item"') == len(games.names())
        assert saved.group(2).count(saved.group(1)) >= len(games.names())
    # every game's new-game dialog, as a first visit's session draws it (after the shelf's script, so that it
    # does not hold up the shelf's first paint)
    from pondside.app.session import Session
    assert html.index("<!-- dialogs:") > html.index('document.body.classList.add("prerendered")')
    for lang in setup.SHELF_LANGS:
        for name in games.names():
            s = Session(None, {}, nav_lang=lang)
            s.boot()
            s.nav({"game": name, "to": "setup"}, {})
            tpl = re.search(rf'<script type="text/html" id="setup-{lang}-{name}">(.*?)</script>', html, re.S)
            assert tpl and tpl.group(1) == s.html(), (lang, name)
            assert 'id="start-game"' in tpl.group(1) and 'id="setup-form"' in tpl.group(1)
