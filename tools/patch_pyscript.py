"""Six patches to the vendored PyScript.

1. So that the page runs under a Content-Security-Policy without 'unsafe-eval' (issue 9: only the app's own
   origin plus what WebAssembly needs, i.e. 'wasm-unsafe-eval').

Measured with PyScript 0.7.31: Pyodide itself starts under `script-src 'self' 'wasm-unsafe-eval'`, but
PyScript's core builds each *worker* hook chain as source text and turns it into a function with
`Function(...)` — and it does so for the main thread too, while it registers the `py` script type.  The
hook chain is only ever sent to a PyScript worker as text; Pondside starts no PyScript worker (computer
players think in slices on the main thread; the snapshot worker runs Pyodide directly).  The patch builds the
same chain as an ordinary closure instead.  It would break PyScript workers' hooks, which we do not use.

2. So that a click does not pay for a search of every node the page adds (issue 8: click-to-render within
   one frame).  PyScript watches the whole document (children, subtrees and every attribute change) for
   `py-*` / `mpy-*` event attributes and `<script type="py">` elements added after its start, and for each
   added element it evaluates an XPath over all the attributes of that element's subtree.  Pondside adds
   neither after the start: its one script is in index.html (started when PyScript defines the type, as
   before) and its clicks are bound by static/pondside_browser.py.  Measured on a late Big Pond board
   (100 clicks): the observer's microtasks took 0.5 ms at the median and 12 ms at the 95th percentile of a
   click.  The patch keeps PyScript's start-up scan of the document and drops the observation.

3. and 4. So that the app starts where the browser denies it storage (issue 27: an embed on another site's page).
   Chromium blocks storage in a cross-site iframe under its default rules (measured with Chromium 156: the
   frame's `localStorage` throws SecurityError, `caches.open` is refused and `indexedDB.open` fails).
   PyScript opens IndexedDB twice while it starts, for features Pondside never uses: the Pyodide packages'
   cache (awaited on the boot path even when the config names no packages, so its failure ended the boot and
   the frame stayed at "Loading Python…") and, when its module loads, the store of `pyscript.fs` directory
   handles (whose error handler re-dispatches the event it is handling: "InvalidStateError: The event is
   already being dispatched", an uncaught page error).  Patch 3 gives a boot that names no packages an
   in-memory stand-in for the cache (nothing to cache: PyScript reads it only to install packages); patch 4
   opens the handle store on first use instead of at import.  With both, the app's start touches no
   storage of PyScript's; where storage is denied the app runs in memory (static/pondside_browser.py).

5. So that a boot does not import PyScript's Python package before the app's script runs (issue 28: a later
   visit's start).  Before the first script of a type runs, PyScript writes its `pyscript` package into the
   file system and imports it ("in order to fix js.document in the Worker case", its source says: only a
   worker needs it done first).  Pondside starts no PyScript worker and its browser layer uses `js` and
   `pyodide.ffi` directly, so nothing of the package is needed at start.  Measured on a restored later visit
   under the phone profile (bench/boot.py PHONE): the import took 80-140 ms of the main thread, after the
   snapshot had restored everything else.  The patch keeps the package written (so `import pyscript` still
   works, with the bytecode the app ships for it) and drops the eager import from the code PyScript runs
   before a script; its import does nothing else on the main thread (no listeners, no state elsewhere).

6. So that a restored boot does not write PyScript's package again (issue 28).  Before the first script runs,
   PyScript compiles and runs a 33 kB Python script that writes its package's sources into the file system
   with `pathlib`.  A later visit restores an interpreter snapshot whose container holds those same sources
   (taken from the file system of the boot that built it, with their bytecode; static/boot/snapshot-worker.mjs)
   and static/boot/pyodide.mjs writes them from JavaScript with the app's files, then sets
   `pondsideBoot.pyscriptPackage`; the patched hook builder leaves PyScript's script out when that is set.
   Every other boot (no snapshot, a failed restore, a PyScript worker) writes the package as before.  Measured
   on a restored later visit under the phone profile: the script took 80-190 ms of the main thread.

Each patch is exact: if the pinned file does not contain the expected text (a new PyScript), set-up stops
with an error instead of shipping an unpatched or half-patched runtime.
"""
from __future__ import annotations

import re

# in core-<hash>.js (minified; the names are those of 0.7.31)
OLD = ('const r=_o(e[`_${t}`]||(t.endsWith("Async")?async(e,t,...n)=>{for(const r of n)await r(e,t)}:'
       '(e,t,...n)=>{for(const r of n)r(e,t)})),s=n.map(_o).join(", ");'
       'return Function(`return(w,x)=>(${r})(w,x,...[${s}])`)()}')
NEW = ('const r=e[`_${t}`]||(t.endsWith("Async")?async(e,t,...n)=>{for(const r of n)await r(e,t)}:'
       '(e,t,...n)=>{for(const r of n)r(e,t)});'
       'return(w,x)=>r(w,x,...n)}')
# 2.: the observer's `observe` helper (used for the document and for every shadow root attached later)
OBSERVE_OLD = 'n=t=>(e.observe(t,{childList:!0,subtree:!0,attributes:!0}),t)'
OBSERVE_NEW = 'n=t=>t/*pondside: PyScript observes no mutations (tools/patch_pyscript.py)*/'
# 3.: the Pyodide packages' cache, opened (and awaited) on every boot: only when there are packages to install
CACHE_OLD = 'l=new h(`${c}@${t}`)'
CACHE_NEW = ('l=a?new h(`${c}@${t}`):Object.assign(new Map,{sync:async()=>{},close:async()=>{}})'
             '/*pondside: no packages, no cache in IndexedDB (tools/patch_pyscript.py)*/')
# 4.: the store of pyscript.fs directory handles: opened on first use, not when PyScript's module loads
FS_OLD = 'no=new y(eo)'
FS_NEW = ('no=new Proxy({},{get:(o,k)=>{const m=o.m||(o.m=new y(eo)),v=m[k];return"function"==typeof v?v.bind(m):v}})'
          '/*pondside: opened on first use (tools/patch_pyscript.py)*/')
# 5.: the end of PyScript's stdlib bootstrap (its Python package is written, then imported and its names deleted)
IMPORT_OLD = 'ho.push("import pyscript as _pyscript"),ho.push(...["_Path","_path","_os","_pyscript"].map(e=>`del ${e}`))'
IMPORT_NEW = ('ho.push(...["_Path","_path","_os"].map(e=>`del ${e}`))'
              '/*pondside: the pyscript package is imported on demand only (tools/patch_pyscript.py)*/')
# 6.: the hook builder (the package's script is the `lib` of the main thread's codeBeforeRun/codeBeforeRunAsync)
WRITE_OLD = 'ko=(e,t,n,r)=>{e[n]=()=>{const e=r?[r]:[];'
WRITE_NEW = ('ko=(e,t,n,r)=>{e[n]=()=>{const e=r&&!globalThis.pondsideBoot?.pyscriptPackage?[r]:[];'
             '/*pondside: a restored boot wrote the package already (tools/patch_pyscript.py)*/')
# the vendored folder is named pyscript-<version>-<LEVEL>: served as immutable, so a browser that cached
# files of another patch level under the same URL would keep them for a year
LEVEL = "p5"
PATCHES = ((OLD, NEW, "the hook builder"), (OBSERVE_OLD, OBSERVE_NEW, "the document observer"),
           (CACHE_OLD, CACHE_NEW, "the packages' cache"), (FS_OLD, FS_NEW, "the file-system handle store"),
           (IMPORT_OLD, IMPORT_NEW, "the pyscript package's import"),
           (WRITE_OLD, WRITE_NEW, "the hook builder's package script"))
CORE = re.compile(r"^core-[\w-]+\.js$")


class PatchError(RuntimeError):
    pass


def patch(rel: str, data: bytes) -> bytes:
    """The bytes to serve for PyScript's dist file ``rel`` (a path relative to dist/)."""
    if not CORE.match(rel.replace("\\", "/").split("/")[-1]) or "/" in rel.replace("\\", "/"):
        return data
    text = data.decode("utf-8")
    for old, new, what in PATCHES:
        if new in text and old not in text:
            continue                                         # already patched
        if text.count(old) != 1:
            raise PatchError(f"PyScript {rel}: {what} to patch was not found exactly once; "
                             "a new PyScript needs tools/patch_pyscript.py updated (see its docstring)")
        text = text.replace(old, new)
    return text.encode("utf-8")
