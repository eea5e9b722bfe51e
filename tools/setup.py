#!/usr/bin/env python3
"""Vendor the pinned browser runtime and build the app package.  Standard library only.

    python3 tools/setup.py            # idempotent; a second run only checks stamps (well under a second)
    python3 tools/setup.py --force    # redo every step

Steps (each skipped when its output is current):
1. ``npm ci`` when node_modules does not match package-lock.json.
2. Pyodide's core files -> static/vendor/pyodide/, plus its loader patched (tools/patch_pyodide.py) as
   pyodide.asm.<level>.mjs; PyScript's dist/ (no source maps), patched (tools/patch_pyscript.py) -> static/vendor/pyscript/.
3. micropip (the version Pyodide's lock names) from the Python package index, checked against a pinned
   sha256, served beside Pyodide; the served pyodide-lock.json names exactly that wheel (the browser's
   integrity check stays on) and lists only what is served.
4. The app package py/pondside as a standard pure wheel -> static/app/pondside-<version>-py3-none-any.whl
   (plus the stable alias static/app/pondside.whl).
5. Bytecode compiled by the pinned Pyodide itself under Node (unchecked-hash pycs):
   static/vendor/pyc/<pyodide version>/python_stdlib.zip  (the modules the app, PyScript and Pyodide import,
   as sourceless bytecode in a stored zip, plus static/boot/stdlib_more.py, the finder of the others)
   static/vendor/pyc/<pyodide version>/python_stdlib_more.zip  (every other module, as source: downloaded
   only when one of them is imported)
   static/app/pondside-pyc.zip  (the wheel's files plus __pycache__/*.pyc; each module's source an empty file)
   static/app/pondside-pyc.zip.gz  (the same as a stored zip, gzipped whole: what the page downloads)
6. Every file a visitor downloads precompressed beside itself: <file>.gz (gzip level 9, standard library)
   and <file>.br (brotli, by Node's own zlib: no other dependency), which serve.py sends by Accept-Encoding
   as a static host configured for precompressed files does (nginx gzip_static/brotli_static, ...).
Everything written here is git-ignored.
"""
from __future__ import annotations

import argparse
import base64
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import patch_pyodide  # noqa: E402  (tools/patch_pyodide.py)
import patch_pyscript  # noqa: E402  (tools/patch_pyscript.py)

sys.path.pop(0)

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
VENDOR = ROOT / "static" / "vendor"
# Version-keyed folders: their files never change under one URL, so serve.py (and any static host
# configured alike) can let browsers cache them for a year, which keeps Chromium's compiled-wasm cache.
_PINS = json.loads((ROOT / "package.json").read_text())["dependencies"]
PYODIDE_OUT = VENDOR / f"pyodide-{_PINS['pyodide']}"
PYSCRIPT_OUT = VENDOR / f"pyscript-{_PINS['@pyscript/core']}-{patch_pyscript.LEVEL}"   # patched: its own URLs
# The QR code drawer and reader of "Players on their own phones" (loaded only when a table is set up)
QR_OUT = VENDOR / f"qr-{_PINS['qrcode-generator']}-{_PINS['jsqr']}"
QR_FILES = (("qrcode-generator/dist/qrcode.js", "qrcode.js"), ("jsqr/dist/jsQR.js", "jsQR.js"))
# Committed files that name those folders; set-up rewrites the names when a pin changes.
REFERENCES = ("index.html", "static/boot/pyodide.mjs", "bench/bare.html", "static/tables.js")
PYC_OUT = VENDOR / "pyc"
APP_OUT = ROOT / "static" / "app"
APP_SRC = ROOT / "py" / "pondside"
CACHE = ROOT / "build" / "cache"

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
MICROPIP = ("micropip", "0.11.1", "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3")
STDLIB_PREFIX = "/lib/python314.zip/"  # where the stdlib zip sits on sys.path inside Pyodide
STDLIB_MORE_FINDER = ROOT / "static" / "boot" / "stdlib_more.py"   # compiled into the stdlib zip
BROWSER_LAYER = ROOT / "static" / "pondside_browser.py"  # imports pyscript/js: compiled, never imported at set-up
APP_ROOT = "/home/pyodide"  # PyScript's working directory, where [files] "./*" unpacks
WHEEL_STAMP = (1980, 1, 1, 0, 0, 0)
SKIP_DIRS = {"__pycache__", ".pytest_cache", ".hypothesis"}

_quiet = False


def log(msg: str) -> None:
    if not _quiet:
        print(f"setup: {msg}", flush=True)


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def write_if_changed(path: Path, data: bytes) -> bool:
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")  # unique: two set-ups may run at once
    tmp.write_bytes(data)
    os.replace(tmp, path)
    return True


def sync_file(src: Path, dst: Path) -> bool:
    """Copy when size or mtime differ (copy2 keeps the mtime, so a second run copies nothing)."""
    if dst.exists():
        a, b = src.stat(), dst.stat()
        if a.st_size == b.st_size and int(a.st_mtime) == int(b.st_mtime):
            return False
    dst.parent.mkdir(parents=True, exist_ok=True)
    tmp = dst.with_name(f"{dst.name}.{os.getpid()}.tmp")
    shutil.copy2(src, tmp)
    os.replace(tmp, dst)
    return True


def package_json_pins() -> dict[str, str]:
    return dict(_PINS)


# ---------------------------------------------------------------- 1. npm
def ensure_node_modules(force: bool) -> None:
    lock = ROOT / "package-lock.json"
    stamp = NODE_MODULES / ".pondside-lock.sha256"
    want = sha256(lock)
    pins = package_json_pins()
    ok = stamp.exists() and stamp.read_text().strip() == want
    if ok:
        for name, version in pins.items():
            pj = NODE_MODULES / name / "package.json"
            if not pj.exists() or json.loads(pj.read_text()).get("version") != version:
                ok = False
    if ok and not force:
        return
    npm = shutil.which("npm")
    if not npm:
        sys.exit("setup: npm is required (Debian package 'npm') to fetch the pinned runtime")
    log("npm ci (pinned runtime from package-lock.json)")
    subprocess.run([npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"],
                   cwd=ROOT, check=True, stdin=subprocess.DEVNULL)
    stamp.write_text(want + "\n")


# ---------------------------------------------------------------- 2. vendor copies
def vendor_runtime() -> list[str]:
    changed = []
    src = NODE_MODULES / "pyodide"
    for name in PYODIDE_FILES:
        if sync_file(src / name, PYODIDE_OUT / name):
            changed.append(f"pyodide/{name}")
    # tools/patch_pyodide.py: the loader the app boots from, beside the untouched one (the benchmark's bare
    # Pyodide); no function table filled with every export at start-up
    patched = PYODIDE_OUT / patch_pyodide.PATCHED_ASM
    if write_if_changed(patched, patch_pyodide.patch((src / patch_pyodide.ASM).read_bytes())):
        changed.append(f"pyodide/{patched.name}")
    for old in PYODIDE_OUT.glob("pyodide.asm.p*.mjs"):   # other patch levels
        if old != patched:
            old.unlink()
    dist = NODE_MODULES / "@pyscript" / "core" / "dist"
    wanted = set()
    for path in sorted(dist.rglob("*")):
        if path.is_dir() or path.name.endswith(".map"):
            continue
        rel = path.relative_to(dist)
        wanted.add(rel)
        # tools/patch_pyscript.py: no Function() at start-up, so the page's CSP needs no 'unsafe-eval';
        # no document-wide mutation observer, so a click's new nodes are not searched
        if write_if_changed(PYSCRIPT_OUT / rel, patch_pyscript.patch(rel.as_posix(), path.read_bytes())):
            changed.append(f"pyscript/{rel}")
    for src_rel, name in QR_FILES:
        if sync_file(NODE_MODULES / src_rel, QR_OUT / name):
            changed.append(f"{QR_OUT.name}/{name}")
    for path in sorted(PYSCRIPT_OUT.rglob("*"), reverse=True):  # drop files of an older PyScript
        rel = path.relative_to(PYSCRIPT_OUT)
        if path.suffix in (".gz", ".br"):   # a precompressed copy (step 6) goes with its file
            rel = rel.with_name(rel.name[: -len(path.suffix)])
        if path.is_file() and rel not in wanted and not path.name.endswith(".tmp"):
            path.unlink()
    return changed


def pyscript_chunks() -> dict[str, str]:
    """The file names (content-hashed) of the PyScript chunks every boot loads: ``core`` (core.js's static
    import), ``toml`` (the config parser) and ``error`` (the one plugin the app keeps), read from the
    vendored files themselves, so that index.html can preload them under their current names."""
    out = {}
    try:
        entry = (PYSCRIPT_OUT / "core.js").read_text()
    except OSError:
        return out
    m = re.search(r'from"\./(core-[\w-]+\.js)"', entry)
    if not m or not (PYSCRIPT_OUT / m.group(1)).exists():
        return out
    out["core"] = m.group(1)
    core = (PYSCRIPT_OUT / m.group(1)).read_text(encoding="utf-8", errors="replace")
    for stem, pattern in (("toml", r'import\("\./(toml-[\w-]+\.js)"\)'),
                          ("error", r'error:\(\)=>import\("\./(error-[\w-]+\.js)"\)')):
        found = set(re.findall(pattern, core))
        if len(found) == 1 and (PYSCRIPT_OUT / next(iter(found))).exists():
            out[stem] = found.pop()
    return out


def csp_script_hashes(html: str) -> str:
    """The page's CSP allows its inline scripts by hash: keep script-src's hashes equal to those of the inline
    scripts the page holds (an edited script would otherwise be blocked)."""
    meta = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">', html)
    if not meta:
        return html
    hashes = [f"'sha256-{base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()}'"
              for body in re.findall(r"<script(?![^>]*\bsrc=)(?![^>]*type=\"(?:py|text/html))[^>]*>(.*?)</script>",
                                     html, re.S)]
    policy = meta.group(1)
    src = re.search(r"script-src ([^;]*)", policy)
    if not src:
        return html
    kept = [x for x in src.group(1).split() if not x.startswith("'sha256-")]
    policy = policy[:src.start(1)] + " ".join(kept + hashes) + policy[src.end(1):]
    return html[:meta.start(1)] + policy + html[meta.end(1):]


# ---------------------------------------------------------------- the home shelf, prerendered
# index.html holds the home shelf as static HTML, rendered here by the app's own pure views
# (pondside.app.shell.render_home, under this CPython), so that a cold visit paints the real shelf at once:
# per language an inert text block (<script type="text/html">: the parser builds no nodes of it; the script
# that shows the shelf builds only the one it shows) of the shelf without saves and one of every game's shelf
# item with a saved game (its move number a sentinel), which index.html's small inline script fills from
# localStorage.
# Each game's new-game dialog is prerendered too (per language, after the shelf's script, so that it does not
# hold up the shelf's first paint): a tap on "New game" shows it at once, and its Start is replayed by the app
# with the dialog's fields once Python is up (index.html, static/pondside_browser.py replay_tap).  The dialogs
# are inert text (<script type="text/html">, which no browser runs and the parser only scans for its end),
# built into nodes only when one is tapped: as <template>s the parser built all ten dialogs' nodes (100 kB of
# markup) while the runtime started, and under 4x CPU the page's parsing ended 1.3 s later (bench: domInteractive).
SHELF = re.compile(r"(<!-- shelf: tools/setup\.py[^>]*-->\n).*?(<!-- /shelf -->)", re.S)
DIALOGS = re.compile(r"(<!-- dialogs: tools/setup\.py[^>]*-->\n).*?(<!-- /dialogs -->)", re.S)
SHELF_LANGS = ("en", "de")
SHELF_SENTINEL = 987654321
_SHELF_SCRIPT = r"""
import html, json, re, sys
from pondside import games
from pondside.app import shell
from pondside.app.text import TEXT
n, out = int(sys.argv[1]), []
for lang in json.loads(sys.argv[2]):
    plain = shell.render_home(lang, {}, [], games.shelf())
    saved = shell.render_home(lang, {g: {"moves": n} for g in games.names()}, [], games.shelf())
    items = re.findall(r'<li class="shelf-item" data-game="[^"]*">.*?</li>', saved, re.S)
    assert items and all(str(n) in i for i in items), "every saved item shows its move number"
    wait = html.escape(TEXT(lang, "table_ready"))
    steps = html.escape(json.dumps(TEXT(lang, "boot_steps"), ensure_ascii=False))
    # (raw text ends at "</script"; "<!--" and "<script" would change how the parser reads it)
    assert not re.search(r"<!--|</?script", plain + "".join(items), re.I), lang
    out.append(f'<script type="text/html" id="shelf-{lang}" data-wait="{wait}" data-steps="{steps}">{plain}</script>')
    out.append(f'<script type="text/html" id="shelf-{lang}-saved" data-n="{n}">{"".join(items)}</script>')
out.append("<!-- dialogs -->")
from pondside.app.session import Session
for lang in json.loads(sys.argv[2]):
    for name in games.names():
        s = Session(None, {}, nav_lang=lang)       # a first visit's: no settings, no saves
        s.boot()
        s.nav({"game": name, "to": "setup"}, {})
        assert s.screen == "setup" and s.lang == lang, (name, lang)
        markup = s.html()
        # (raw text ends at "</script"; "<!--" and "<script" would change how the parser reads it)
        assert not re.search(r"<!--|</?script", markup, re.I), (name, lang)
        out.append(f'<script type="text/html" id="setup-{lang}-{name}">{markup}</script>')
print("\n".join(out))
"""


def shelf_markup() -> str:
    """The prerendered shelf's templates, rendered in a child process (serve.py imports this module: the
    app's modules must not stay imported in it, stale after an edit)."""
    res = subprocess.run([sys.executable, "-c", _SHELF_SCRIPT, str(SHELF_SENTINEL), json.dumps(SHELF_LANGS)],
                         cwd=ROOT, env={**os.environ, "PYTHONPATH": str(APP_SRC.parent)}, check=True,
                         stdout=subprocess.PIPE, text=True, stdin=subprocess.DEVNULL)
    return res.stdout.strip()


def prerender_shelf(html: str, markup: str | None = None) -> str:
    """index.html with its shelf's and its dialogs' templates rendered anew."""
    if not SHELF.search(html):
        return html
    markup = shelf_markup() if markup is None else markup
    shelf, _, dialogs = markup.partition("<!-- dialogs -->")
    html = SHELF.sub(lambda m: m.group(1) + shelf.strip() + "\n" + m.group(2), html, count=1)
    return DIALOGS.sub(lambda m: m.group(1) + dialogs.strip() + "\n" + m.group(2), html, count=1)


def sync_references() -> list[str]:
    """Point the committed boot files at the pinned versions' folders (a pin bump is then one commit)."""
    changed = []
    chunks = pyscript_chunks()   # index.html's modulepreloads of PyScript's chunks
    for rel in REFERENCES:
        path = ROOT / rel
        if not path.exists():
            continue
        text = path.read_text()
        new = re.sub(r"vendor/pyodide-\d+\.\d+\.\d+[\w.-]*/", f"vendor/{PYODIDE_OUT.name}/", text)
        new = re.sub(r"vendor/pyscript-\d+\.\d+\.\d+[\w.-]*/", f"vendor/{PYSCRIPT_OUT.name}/", new)
        new = re.sub(r"vendor/pyc/\d+\.\d+\.\d+[\w.-]*/", f"vendor/pyc/{pyodide_version()}/", new)
        new = re.sub(r"vendor/qr-\d+\.\d+\.\d+-\d+\.\d+\.\d+/", f"vendor/{QR_OUT.name}/", new)
        new = re.sub(r"pyodide\.asm\.p\d+\.mjs", patch_pyodide.PATCHED_ASM, new)   # the patched loader's level
        for stem, name in chunks.items():
            new = re.sub(rf"(vendor/{re.escape(PYSCRIPT_OUT.name)}/){stem}-[\w-]+\.js", rf"\g<1>{name}", new)
        if rel == "index.html":
            new = prerender_shelf(new)
        if rel.endswith(".html"):
            new = csp_script_hashes(new)
        if new != text:
            write_if_changed(path, new.encode())
            changed.append(rel)
    for old in [*VENDOR.glob("py*-*"), *VENDOR.glob("qr-*")]:  # folders of other pinned versions
        if old.is_dir() and old not in (PYODIDE_OUT, PYSCRIPT_OUT, QR_OUT):
            shutil.rmtree(old)
    return changed


# ---------------------------------------------------------------- 3. micropip + lock
def ensure_micropip() -> Path:
    name, version, want = MICROPIP
    fname = f"{name}-{version}-py3-none-any.whl"
    cached = CACHE / fname
    if not (cached.exists() and sha256(cached) == want):
        CACHE.mkdir(parents=True, exist_ok=True)
        log(f"downloading {name} {version} (pure wheel, no dependencies)")
        with tempfile.TemporaryDirectory() as tmp:
            subprocess.run([sys.executable, "-m", "pip", "download", "--disable-pip-version-check",
                            "--no-deps", "--python-version", "3.14", "--only-binary=:all:",
                            "-q", "-d", tmp, f"{name}=={version}"], check=True, stdin=subprocess.DEVNULL)
            got = Path(tmp) / fname
            if sha256(got) != want:
                sys.exit(f"setup: {fname} does not have the pinned sha256 {want}")
            shutil.copy2(got, cached)
    out = PYODIDE_OUT / fname
    sync_file(cached, out)
    return out


def write_lock(micropip_wheel: Path) -> bool:
    lock = json.loads((NODE_MODULES / "pyodide" / "pyodide-lock.json").read_text())
    name = MICROPIP[0]
    entry = dict(lock["packages"][name])
    if entry["version"] != MICROPIP[1]:
        sys.exit(f"setup: the pinned Pyodide wants {name} {entry['version']}, tools/setup.py pins {MICROPIP[1]}")
    for dep in entry.get("depends", []):
        sys.exit(f"setup: {name} now depends on {dep}: vendor it too")
    entry["file_name"] = micropip_wheel.name
    entry["sha256"] = sha256(micropip_wheel)
    # Only what is actually served is listed: a request for anything else fails at once, offline.
    served = {"info": lock["info"], "packages": {name: entry}}
    return write_if_changed(PYODIDE_OUT / "pyodide-lock.json",
                            (json.dumps(served, indent=1, sort_keys=True) + "\n").encode())


# ---------------------------------------------------------------- 4. the app wheel
def app_version() -> str:
    text = (APP_SRC / "__init__.py").read_text()
    m = re.search(r'^__version__\s*=\s*["\']([^"\']+)["\']', text, re.M)
    if not m:
        sys.exit("setup: py/pondside/__init__.py has no __version__ = '...'")
    return m.group(1)


def app_files() -> list[Path]:
    out = []
    for path in sorted(APP_SRC.rglob("*")):
        rel = path.relative_to(APP_SRC.parent)
        if path.is_dir() or SKIP_DIRS.intersection(rel.parts) or path.suffix in (".pyc", ".pyo"):
            continue
        if any(part.startswith(".") for part in rel.parts) or path.name.endswith((".tmp", "~")):
            continue
        out.append(path)
    return out


def _record_hash(data: bytes) -> str:
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def build_wheel_bytes() -> tuple[str, bytes]:
    """A standard pure wheel (PEP 427/491) built with zipfile; byte-for-byte reproducible."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    name, version = project["name"], app_version()
    dist_info = f"{name}-{version}.dist-info"
    meta = [
        "Metadata-Version: 2.1",
        f"Name: {name}",
        f"Version: {version}",
        f"Summary: {project.get('description', '')}",
        f"Requires-Python: {project.get('requires-python', '>=3.11')}",
    ]
    lic = project.get("license", {})
    if isinstance(lic, dict) and lic.get("text"):
        meta.append(f"License: {lic['text']}")
    meta += [f"Classifier: {c}" for c in project.get("classifiers", [])]
    entries: list[tuple[str, bytes]] = []
    for path in app_files():
        entries.append((path.relative_to(APP_SRC.parent).as_posix(), path.read_bytes()))
    if BROWSER_LAYER.exists():   # the browser layer, a top-level module beside the package (see static/main.py)
        entries.append((BROWSER_LAYER.name, BROWSER_LAYER.read_bytes()))
    entries.append((f"{dist_info}/METADATA", ("\n".join(meta) + "\n").encode()))
    entries.append((f"{dist_info}/WHEEL", (
        "Wheel-Version: 1.0\nGenerator: pondside-tools-setup\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    ).encode()))
    top = [name] + ([BROWSER_LAYER.stem] if BROWSER_LAYER.exists() else [])
    entries.append((f"{dist_info}/top_level.txt", "".join(t + "\n" for t in top).encode()))
    record = "".join(f"{n},{_record_hash(d)},{len(d)}\n" for n, d in entries) + f"{dist_info}/RECORD,,\n"
    entries.append((f"{dist_info}/RECORD", record.encode()))
    import io
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for arcname, data in entries:
            info = zipfile.ZipInfo(arcname, WHEEL_STAMP)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            z.writestr(info, data)
    return f"{name}-{version}-py3-none-any.whl", buf.getvalue()


def build_wheel() -> tuple[Path, bool]:
    fname, data = build_wheel_bytes()
    APP_OUT.mkdir(parents=True, exist_ok=True)
    changed = write_if_changed(APP_OUT / fname, data)
    write_if_changed(APP_OUT / "pondside.whl", data)
    for old in APP_OUT.glob("pondside-*-py3-none-any.whl"):  # wheels of older versions
        if old.name != fname:
            old.unlink()
    return APP_OUT / fname, changed


# ---------------------------------------------------------------- 5. bytecode
def pyodide_version() -> str:
    return json.loads((NODE_MODULES / "pyodide" / "package.json").read_text())["version"]


def stdlib_pyc_path(version: str | None = None) -> Path:
    return PYC_OUT / (version or pyodide_version()) / "python_stdlib.zip"


def stdlib_more_path(version: str | None = None) -> Path:
    return PYC_OUT / (version or pyodide_version()) / "python_stdlib_more.zip"


def hot_roots() -> list[str]:
    """Modules to ship as bytecode: the measured browser boot set, plus the imports of static/main.py and the browser layer."""
    roots = [line.strip() for line in (ROOT / "tools" / "stdlib_hot.txt").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    for main_py in (ROOT / "static" / "main.py", BROWSER_LAYER):
        if not main_py.exists():
            continue
        import ast
        try:
            tree = ast.parse(main_py.read_text())
        except SyntaxError:
            tree = None
        for node in ast.walk(tree) if tree else ():
            if isinstance(node, ast.Import):
                roots += [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                roots.append(node.module)
    skip = ("js", "pyscript", "pyodide", "pondside", BROWSER_LAYER.stem)
    return sorted({r for r in roots if r.split(".")[0] not in skip})


def pyscript_core_chunk() -> Path | None:
    """PyScript's chunk that holds its Python package's sources (compiled into the app bundle)."""
    for path in sorted(PYSCRIPT_OUT.glob("core-*.js")):
        if '{pyscript:{"__init__.py":' in path.read_text(encoding="utf-8", errors="replace"):
            return path
    return None


def _compile(spec: dict) -> dict:
    node = shutil.which("node")
    if not node:
        sys.exit("setup: node is required to compile bytecode with the pinned Pyodide")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "spec.json"
        path.write_text(json.dumps({"indexURL": str(NODE_MODULES / "pyodide"), **spec}))
        res = subprocess.run([node, str(ROOT / "tools" / "compile_pyc.mjs"), str(path)], cwd=ROOT,
                             check=True, stdout=subprocess.PIPE, text=True, stdin=subprocess.DEVNULL)
    return json.loads(res.stdout.strip().splitlines()[-1])


def build_bytecode(wheel: Path, force: bool) -> bool:
    """One Node run compiles the app and, when the set of modules the app needs changed, the stdlib."""
    version = pyodide_version()
    compiler = sha256(ROOT / "tools" / "compile_pyc.mjs")
    stdlib_src = NODE_MODULES / "pyodide" / "python_stdlib.zip"
    stdlib_out = stdlib_pyc_path(version)
    stdlib_key_file = stdlib_out.with_name(stdlib_out.name + ".key")
    hot_file = stdlib_out.with_name(stdlib_out.name + ".hot.json")
    stdlib_more = stdlib_more_path(version)
    stdlib_key = f"{version} {sha256(stdlib_src)} {compiler} {sha256(STDLIB_MORE_FINDER)}"
    app_out = APP_OUT / "pondside-pyc.zip"
    app_key_file = app_out.with_name(app_out.name + ".key")
    roots = hot_roots()
    core = pyscript_core_chunk()
    app_key = (f"{stdlib_key} {sha256(wheel)} {hashlib.sha256(' '.join(roots).encode()).hexdigest()}"
               f" {sha256(core) if core else '-'}")
    stdlib_current = (not force and stdlib_out.exists() and stdlib_more.exists() and hot_file.exists()
                      and stdlib_key_file.exists()
                      and stdlib_key_file.read_text() == stdlib_key)
    if stdlib_current and app_out.exists() and app_key_file.exists() and app_key_file.read_text() == app_key:
        return False
    stdlib_out.parent.mkdir(parents=True, exist_ok=True)
    previous = json.loads(hot_file.read_text()) if stdlib_current else None
    t0 = time.perf_counter()
    report = _compile({
        "app": {"src": str(wheel), "out": f"{app_out}.{os.getpid()}.tmp", "root": APP_ROOT,
                "browser_only": [BROWSER_LAYER.stem], "pyscript_core": str(core) if core else None},
        "stdlib": {"src": str(stdlib_src), "out": f"{stdlib_out}.{os.getpid()}.tmp", "prefix": STDLIB_PREFIX,
                   "more_out": f"{stdlib_more}.{os.getpid()}.tmp", "more_module": STDLIB_MORE_FINDER.read_text(),
                   "hot": roots, "previous": previous},
    })
    if report["version"] != version:
        sys.exit(f"setup: compiled with Pyodide {report['version']}, expected {version}")
    os.replace(f"{app_out}.{os.getpid()}.tmp", app_out)
    app_key_file.write_text(app_key)
    msg = f"app: {report['app_compiled']} modules + {report.get('pyscript_compiled', 0)} of PyScript's"
    if "stdlib_compiled" in report:
        os.replace(f"{stdlib_out}.{os.getpid()}.tmp", stdlib_out)
        os.replace(f"{stdlib_more}.{os.getpid()}.tmp", stdlib_more)
        hot_file.write_text(json.dumps(report["hot"]))
        stdlib_key_file.write_text(stdlib_key)
        msg += f", stdlib: {report['stdlib_compiled']} modules as bytecode, {report['stdlib_source']} left as source"
    for old in PYC_OUT.iterdir():  # bytecode of other Pyodide versions is useless
        if old.is_dir() and old.name != version:
            shutil.rmtree(old)
    log(f"bytecode for Python {report['python']} ({report['cache_tag']}): {msg} in {time.perf_counter() - t0:.1f} s")
    for failure in report["app_import_failures"]:
        print(f"setup: warning: under Pyodide, importing {failure}", file=sys.stderr, flush=True)
    return True


def write_app_bundle(app_zip: Path) -> bool:
    """static/app/pondside-pyc.zip.gz: the same entries as a *stored* zip, gzipped as a whole.  The boot
    (static/boot/pyodide.mjs) inflates it with one DecompressionStream and writes the files itself, instead
    of unzipping ~150 separately deflated entries with Python's zipfile after the runtime has started.
    Reproducible: fixed entry order and dates, gzip mtime 0."""
    import gzip
    import io
    buf = io.BytesIO()
    with zipfile.ZipFile(app_zip) as zin, zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as out:
        for info in zin.infolist():
            data = zin.read(info)
            new = zipfile.ZipInfo(info.filename, info.date_time)
            new.external_attr = info.external_attr
            new.compress_type = zipfile.ZIP_STORED
            out.writestr(new, data)
    return write_if_changed(app_zip.with_name(app_zip.name + ".gz"),
                            gzip.compress(buf.getvalue(), compresslevel=9, mtime=0))


def ensure_app_bundle(force: bool = False) -> bool:
    app_zip = APP_OUT / "pondside-pyc.zip"
    bundle = app_zip.with_name(app_zip.name + ".gz")
    if force or not bundle.exists() or bundle.stat().st_mtime < app_zip.stat().st_mtime:
        return write_app_bundle(app_zip)
    return False


# ---------------------------------------------------------------- boot manifest (loading progress)
# (PyScript's other optional plugins are excluded for both of its script types, by pyscript.toml and by
# index.html's <mpy-config>: no boot imports them)
PYSCRIPT_BOOT_CHUNKS = ("error",)


# the files of a version besides the boot's own: the page, its styles and scripts, the manifest, the snapshot's
# worker (the service worker precaches them with the boot files; the digest covers them all)
SHELL_FILES = ("index.html", "manifest.webmanifest", "static/app.css", "static/pwa.js", "static/morph.js",
               "static/focus.js", "static/motion.js", "static/embeds.js", "static/icon.svg", "static/tables.js",
               "static/boot/snapshot-worker.mjs")


def write_boot_manifest() -> bool:
    """static/app/boot.json: the files the default boot downloads and their sizes (index.html's loading bar)."""
    files = [PYSCRIPT_OUT / "core.js", PYSCRIPT_OUT / "core.css", *sorted(PYSCRIPT_OUT.glob("core-*.js")),
             *sorted(PYSCRIPT_OUT.glob("toml-*.js")),
             # the plugin chunk core.js imports on every boot (the service worker precaches this list)
             *(p for prefix in PYSCRIPT_BOOT_CHUNKS for p in sorted(PYSCRIPT_OUT.glob(f"{prefix}-*.js"))),
             ROOT / "static" / "boot" / "pyodide.mjs",
             ROOT / "static" / "boot" / "unzip.mjs",
             ROOT / "static" / "boot" / "checksum.mjs", ROOT / "static" / "boot" / "snapshot-read.mjs",
             ROOT / "pyscript.toml", ROOT / "static" / "main.py",
             PYODIDE_OUT / "pyodide.mjs", PYODIDE_OUT / patch_pyodide.PATCHED_ASM, PYODIDE_OUT / "pyodide.asm.wasm",
             PYODIDE_OUT / "pyodide-lock.json", stdlib_pyc_path(), APP_OUT / "pondside-pyc.zip.gz"]
    files = [p for p in files if p.is_file()]
    sizes = {p.relative_to(ROOT).as_posix(): p.stat().st_size for p in files}
    # the rest of what a version is (the service worker precaches it with the boot files, as one version)
    # (with the tables' script and QR code files: a page loads them only when a table is set up, but a phone
    # offline must still be able to pair)
    shell = [p for p in (*(ROOT / f for f in SHELL_FILES), *(QR_OUT / name for _src, name in QR_FILES))
             if p.is_file()]
    shell_sizes = {p.relative_to(ROOT).as_posix(): p.stat().st_size for p in shell}
    # fetched only when needed (the standard library's other modules), then kept by the service worker
    later = [p for p in (stdlib_more_path(),) if p.is_file()]
    later_sizes = {p.relative_to(ROOT).as_posix(): p.stat().st_size for p in later}
    digest = hashlib.sha256()
    # changes whenever the content of any file of the version does: the service worker keys its cache by it,
    # the interpreter snapshot its entry (the snapshot worker's recipe is among the shell files)
    for p in files + shell + later:
        digest.update(p.relative_to(ROOT).as_posix().encode() + b"\0" + sha256(p).encode() + b"\n")
    # the app's files as a boot gets them (the stored zip inside the .gz; the deflated zip of the fallback): a
    # snapshot is kept only when the bundle it was built from is one of these
    bundles = []
    if (APP_OUT / "pondside-pyc.zip.gz").is_file():
        bundles.append(hashlib.sha256(gzip.decompress((APP_OUT / "pondside-pyc.zip.gz").read_bytes())).hexdigest())
    if (APP_OUT / "pondside-pyc.zip").is_file():
        bundles.append(sha256(APP_OUT / "pondside-pyc.zip"))
    data = json.dumps({"files": sizes, "shell": shell_sizes, "later": later_sizes,
                       "later_sha256": {k: sha256(ROOT / k) for k in later_sizes}, "total": sum(sizes.values()),
                       "digest": digest.hexdigest(), "bundle": bundles},
                      indent=1, sort_keys=True) + "\n"
    return write_if_changed(APP_OUT / "boot.json", data.encode())


# ---------------------------------------------------------------- 6. precompressed copies
# What a visitor downloads, compressed once here, so that serve.py (and a static host serving precompressed
# files) sends the same bytes every time: <file>.gz (gzip 9) and <file>.br (brotli: quality 11, or 7 for the
# few files over 5 MB, where 11 took minutes for 10 % less).  A copy is kept only when it is at least 5 %
# smaller.  Brotli runs in Node (tools/brotli.mjs; Node's zlib has it), cached in build/cache/br by content.
COMPRESSIBLE = (".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".wasm", ".zip", ".toml", ".py",
                ".svg", ".txt", ".md", ".map")
SERVED_FILES = ("index.html", "sw.js", "manifest.webmanifest", "pyscript.toml", "bench/bare.html")
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
BROTLI_BIG = 5_000_000


def served_compressible() -> list[Path]:
    out = [ROOT / f for f in SERVED_FILES if (ROOT / f).is_file()]
    for path in sorted((ROOT / "static").rglob("*")):
        rel = path.relative_to(ROOT)
        if not path.is_file() or path.suffix not in COMPRESSIBLE or path.name.endswith(".tmp") \
                or SKIP_DIRS.intersection(rel.parts) or any(part.startswith(".") for part in rel.parts):
            continue
        out.append(path)
    return out


def variant(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def fresh(path: Path, compressed: Path) -> bool:
    """A precompressed copy is current when it was written after its file last changed."""
    try:
        return compressed.stat().st_mtime_ns >= path.stat().st_mtime_ns
    except OSError:
        return False


SKIPPED = CACHE / "precompress-skipped.json"   # files checked and not worth a copy: {"path suffix": "mtime size"}


def precompress(paths: list[Path] | None = None, force: bool = False) -> int:
    """Write the .gz and .br copies of `paths` (default: every compressible served file) that are stale."""
    paths = served_compressible() if paths is None else paths
    try:
        skipped = json.loads(SKIPPED.read_text())
    except (OSError, ValueError):
        skipped = {}
    stamp = lambda p: f"{p.stat().st_mtime_ns} {p.stat().st_size}"   # noqa: E731
    keyed = lambda p, suffix: p.relative_to(ROOT).as_posix() + suffix   # noqa: E731

    def keep(path: Path, size: int, out: Path, suffix: str) -> None:
        if out.stat().st_size > 0.95 * size:   # not worth a second copy: served as it is
            out.unlink()
            skipped[keyed(path, suffix)] = stamp(path)

    jobs, done = [], 0
    for path in paths:
        if path == APP_OUT / "pondside-pyc.zip":
            continue   # deflated already; its ".gz" name is the app bundle (the same files, stored, gzipped)
        data = None
        gz = variant(path, ".gz")
        if not force and skipped.get(keyed(path, ".gz")) == stamp(path):
            pass
        elif force or not fresh(path, gz):
            data = path.read_bytes()
            write_if_changed(gz, gzip.compress(data, compresslevel=9, mtime=0))
            os.utime(gz)
            keep(path, len(data), gz, ".gz")
            done += 1
        br = variant(path, ".br")
        if not force and skipped.get(keyed(path, ".br")) == stamp(path):
            pass
        elif force or not fresh(path, br):
            data = data if data is not None else path.read_bytes()
            quality = 7 if len(data) > BROTLI_BIG else 11
            cached = CACHE / "br" / f"{hashlib.sha256(data).hexdigest()}-q{quality}.br"
            jobs.append((path, br, cached, quality, len(data)))
    todo = [j for j in jobs if not j[2].is_file()]
    if todo:
        node = shutil.which("node")
        if not node:
            log("no node: brotli copies skipped (gzip only)")
            todo, jobs = [], []
        else:
            (CACHE / "br").mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryDirectory() as tmp:
                spec = Path(tmp) / "jobs.json"
                spec.write_text(json.dumps([[str(p), str(c), q] for p, _, c, q, _ in todo]))
                subprocess.run([node, str(ROOT / "tools" / "brotli.mjs"), str(spec)], check=True,
                               stdin=subprocess.DEVNULL)
    for path, br, cached, _, size in jobs:
        tmp = br.with_name(f"{br.name}.{os.getpid()}.tmp")
        shutil.copyfile(cached, tmp)
        os.replace(tmp, br)
        keep(path, size, br, ".br")
        done += 1
    if done:
        CACHE.mkdir(parents=True, exist_ok=True)
        write_if_changed(SKIPPED, json.dumps(skipped, indent=1, sort_keys=True).encode())
    return done


# ---------------------------------------------------------------- entry points
def build_app(force: bool = False) -> Path:
    """Rebuild the app wheel and its bytecode bundle if py/pondside changed (serve.py calls this)."""
    wheel, _ = build_wheel()
    build_bytecode(wheel, force)
    ensure_app_bundle(force)
    page = ROOT / "index.html"
    if page.is_file():   # the prerendered shelf follows the app's views
        write_if_changed(page, csp_script_hashes(prerender_shelf(page.read_text())).encode())
    write_boot_manifest()
    precompress([p for p in served_compressible() if p.is_relative_to(APP_OUT) or p.is_relative_to(PYC_OUT)])
    return wheel


def vendor_ready() -> bool:
    return all((PYODIDE_OUT / f).exists() for f in PYODIDE_FILES + ("pyodide-lock.json", patch_pyodide.PATCHED_ASM)) \
        and (PYSCRIPT_OUT / "core.js").exists() and stdlib_pyc_path().exists() \
        and (APP_OUT / "pondside-pyc.zip").exists() and (APP_OUT / "pondside-pyc.zip.gz").exists() \
        and stdlib_more_path().exists() and all((QR_OUT / name).exists() for _src, name in QR_FILES)


def main(argv: list[str] | None = None) -> int:
    global _quiet
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--force", action="store_true", help="redo every step")
    ap.add_argument("--quiet", action="store_true", help="print only what changed")
    args = ap.parse_args(argv)
    _quiet = args.quiet
    t0 = time.perf_counter()
    ensure_node_modules(args.force)
    changed = vendor_runtime()
    if changed:
        log(f"vendored {len(changed)} runtime files into {PYODIDE_OUT.relative_to(ROOT)}/ and {PYSCRIPT_OUT.relative_to(ROOT)}/")
    for rel in sync_references():
        log(f"{rel} now names the pinned runtime folders (commit it)")
    wheel = ensure_micropip()
    if write_lock(wheel):
        log(f"static/vendor/pyodide/pyodide-lock.json now names {wheel.name} (sha256 of the served file)")
    app_wheel, wheel_changed = build_wheel()
    if wheel_changed:
        log(f"built {app_wheel.relative_to(ROOT)}")
    build_bytecode(app_wheel, args.force)
    ensure_app_bundle(args.force)
    write_boot_manifest()
    t1 = time.perf_counter()
    if n := precompress(force=args.force):
        log(f"precompressed {n} copies (.gz, .br) in {time.perf_counter() - t1:.1f} s")
    pins = package_json_pins()
    if not _quiet:
        print(f"setup: ready in {time.perf_counter() - t0:.2f} s: Pyodide {pins['pyodide']}, "
              f"PyScript {pins['@pyscript/core']}, app {app_wheel.name}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
