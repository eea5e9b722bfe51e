"""One patch to the vendored PyScript, so that the page runs under a Content-Security-Policy without
'unsafe-eval' (issue 9: only the app's own origin plus what WebAssembly needs, i.e. 'wasm-unsafe-eval').

Measured with PyScript 0.7.31: Pyodide itself starts under `script-src 'self' 'wasm-unsafe-eval'`, but
PyScript's core builds each *worker* hook chain as source text and turns it into a function with
`Function(...)` — and it does so for the main thread too, while it registers the `py` script type.  The
hook chain is only ever sent to a PyScript worker as text; Pondside starts no PyScript worker (computer
players think in slices on the main thread; the snapshot worker runs Pyodide directly).  The patch builds the
same chain as an ordinary closure instead.  It would break PyScript workers' hooks, which we do not use.

The patch is exact: if the pinned file does not contain the expected text (a new PyScript), set-up stops
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
CORE = re.compile(r"^core-[\w-]+\.js$")


class PatchError(RuntimeError):
    pass


def patch(rel: str, data: bytes) -> bytes:
    """The bytes to serve for PyScript's dist file ``rel`` (a path relative to dist/)."""
    if not CORE.match(rel.replace("\\", "/").split("/")[-1]) or "/" in rel.replace("\\", "/"):
        return data
    text = data.decode("utf-8")
    if NEW in text and OLD not in text:
        return data                                          # already patched
    if text.count(OLD) != 1:
        raise PatchError(f"PyScript {rel}: the hook builder to patch was not found exactly once; "
                         "a new PyScript needs tools/patch_pyscript.py updated (see its docstring)")
    return text.replace(OLD, NEW).encode("utf-8")
