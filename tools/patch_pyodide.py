"""One patch to the Emscripten loader of the vendored Pyodide (pyodide.asm.mjs), written beside it as
pyodide.asm.<LEVEL>.mjs: the file the app's boot imports.  The npm file stays as it is (bench/bare.html,
the benchmark's reference, boots from it).

Lazy global offset table (issue 10: start faster).  Pyodide is built as an Emscripten main module, so when
its instance is made the loader links it for side modules that might be loaded later: `updateGOT` puts every
exported function of the main module into the function table (about 5,200 `table.grow(1)` + `table.set`,
each of which also materialises a JavaScript wrapper of the function) and makes a GOT entry for each, and
`reportUndefinedSymbols` then walks all of those entries; each exported variable gets a GOT entry too.
Measured in Chromium (first visit): 100-140 ms of the main thread for `updateGOT` and 40-60 ms for the walk,
on every boot, first or restored.

The patch skips an export in `updateGOT` unless something already asked for its GOT entry (the main
module's own GOT.func and GOT.mem imports are made when it is instantiated, before this runs, so those are
filled as before).  A side module that imports one later gets it the way Emscripten already resolves a
symbol defined after the importer: its GOT entry is made on request (`GOTHandler`) and
`reportUndefinedSymbols` resolves it (a function is added to the table then).  `dlsym` resolves it the same
way.  The table therefore ends up shorter
(about 9,000 entries instead of 14,200) and in a different order, which matters only to an interpreter
snapshot, whose function pointers index the table: the snapshot worker boots from this same file, and the
stored snapshot's key covers its content (static/app/boot.json's digest).

The patch is exact: a Pyodide whose loader does not contain the expected text stops set-up with an error.
"""
from __future__ import annotations

# `updateGOT` in pyodide.asm.mjs (Emscripten's library_dylink.js, minified as shipped by Pyodide 314.0.7)
OLD = 'var updateGOT=(exports,replace)=>{for(var symName in exports){if(isInternalSym(symName)){continue}'
NEW = ('var updateGOT=(exports,replace)=>{for(var symName in exports){'
       'if(!GOT[symName]/*pondside: lazy GOT (tools/patch_pyodide.py)*/||isInternalSym(symName)){continue}')
# part of the patched file's name: a browser that cached another patch level under the same URL (served as
# immutable) would keep it
LEVEL = "p2"
ASM = "pyodide.asm.mjs"
PATCHED_ASM = f"pyodide.asm.{LEVEL}.mjs"


class PatchError(RuntimeError):
    pass


def patch(data: bytes) -> bytes:
    """pyodide.asm.mjs as the app serves it (PATCHED_ASM)."""
    text = data.decode("utf-8")
    if NEW in text and OLD not in text:
        return data                                           # already patched
    if text.count(OLD) != 1:
        raise PatchError(f"Pyodide {ASM}: `updateGOT` to patch was not found exactly once; "
                         "a new Pyodide needs tools/patch_pyodide.py updated (see its docstring)")
    return text.replace(OLD, NEW).encode("utf-8")
