"""tools/patch_pyscript.py: the vendored PyScript runs without 'unsafe-eval' (see its docstring)."""
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import patch_pyscript as P  # noqa: E402

sys.path.pop(0)
DIST = ROOT / "node_modules" / "@pyscript" / "core" / "dist"


def _core():
    found = sorted(DIST.glob("core-*.js"))
    if not found:
        pytest.skip("node_modules not installed (./dev.sh test installs it)")
    return found[0]


def test_the_pinned_core_is_patched_once_and_the_patch_is_stable():
    core = _core()
    data = core.read_bytes()
    out = P.patch(core.name, data)
    assert out != data
    assert P.OLD.encode() not in out and P.NEW.encode() in out
    assert out.count(b"return Function(`return(w,x)=>") == 0
    assert P.OBSERVE_OLD.encode() not in out and P.OBSERVE_NEW.encode() in out
    assert b".observe(" not in out                           # no mutation observer is started
    for old, new in ((P.CACHE_OLD, P.CACHE_NEW), (P.FS_OLD, P.FS_NEW)):   # no IndexedDB opened at start-up
        assert old.encode() not in out and out.count(new.encode()) == 1
    assert P.IMPORT_OLD.encode() not in out and out.count(P.IMPORT_NEW.encode()) == 1
    assert b"import pyscript as _pyscript" not in out        # the package is not imported before a script
    assert P.patch(core.name, out) == out                    # applying it again changes nothing


def test_other_files_pass_through_and_an_unknown_core_is_refused():
    assert P.patch("core.js", b"export * from './core-x.js'") == b"export * from './core-x.js'"
    assert P.patch("py-terminal-x.js", b"Function('x')") == b"Function('x')"
    with pytest.raises(P.PatchError):
        P.patch("core-NEW.js", b"something else entirely")
    with pytest.raises(P.PatchError, match="document observer"):     # one patch found, the other not
        P.patch("core-NEW.js", P.OLD.encode())
