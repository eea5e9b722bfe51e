"""tools/patch_pyodide.py: the app boots Pyodide's loader with a lazy global offset table (see its docstring)."""
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import patch_pyodide as P  # noqa: E402
import setup  # noqa: E402

sys.path.pop(0)
NPM = ROOT / "node_modules" / "pyodide"
NODE = shutil.which("node")


def _asm() -> bytes:
    if not (NPM / P.ASM).exists():
        pytest.skip("node_modules not installed (./dev.sh test installs it)")
    return (NPM / P.ASM).read_bytes()


def test_the_pinned_loader_is_patched_once_and_the_patch_is_stable():
    data = _asm()
    out = P.patch(data)
    assert out != data and len(out) - len(data) == len(P.NEW) - len(P.OLD)
    assert P.OLD.encode() not in out and out.count(P.NEW.encode()) == 1
    assert P.patch(out) == out                                # applying it again changes nothing


def test_an_unknown_loader_is_refused():
    with pytest.raises(P.PatchError, match="updateGOT"):
        P.patch(b"var updateGOT=(exports,replace)=>{}")


def test_set_up_serves_the_patched_loader_beside_the_untouched_one():
    data = _asm()
    assert (setup.PYODIDE_OUT / P.ASM).read_bytes() == data          # bench/bare.html's reference stays as shipped
    assert (setup.PYODIDE_OUT / P.PATCHED_ASM).read_bytes() == P.patch(data)
    boot = json.loads((ROOT / "static" / "app" / "boot.json").read_text())["files"]
    rel = setup.PYODIDE_OUT.relative_to(ROOT).as_posix()
    assert f"{rel}/{P.PATCHED_ASM}" in boot and f"{rel}/{P.ASM}" not in boot   # what the page downloads


BOOT = """
const dir = process.argv[2];
const { loadPyodide } = await import(dir + "pyodide.mjs");
const createPyodideModule = process.argv[3] ? (await import(dir + process.argv[3])).default : undefined;
const py = await loadPyodide({ indexURL: dir, createPyodideModule });
const before = py._module.wasmTable.length;
const out = py.runPython(`
import ctypes
lib = ctypes.CDLL(None)            # dlopen of the main module; dlsym adds a function to the table on request
f = lib.PyLong_FromLong
f.restype, f.argtypes = ctypes.py_object, [ctypes.c_long]
v = lib.Py_GetVersion
v.restype = ctypes.c_char_p
import sys
none = ctypes.c_char.in_dll(lib, "_Py_NoneStruct")   # a variable: its GOT entry is made when asked for too
[f(41) + 1, v().decode().split()[0] == sys.version.split()[0], ctypes.addressof(none) == id(None)]
`).toJs();
console.log(JSON.stringify({ table: before, grown: py._module.wasmTable.length - before, out }));
"""


@pytest.mark.skipif(NODE is None, reason="node is installed by ./dev.sh")
def test_the_patched_loader_links_functions_when_they_are_asked_for(tmp_path):
    """Under Node: both loaders boot; the patched one's function table is thousands of entries shorter, and
    a main-module function it left out of the table at start is added when looked up (dlsym, as a side
    module's import would be) and can be called through it; a variable looked up has its real address."""
    _asm()
    (tmp_path / "t.mjs").write_text(BOOT)
    runs = {}
    for name, asm in (("npm", ""), ("patched", P.PATCHED_ASM)):
        res = subprocess.run([NODE, str(tmp_path / "t.mjs"), str(setup.PYODIDE_OUT) + "/", asm],
                             check=True, capture_output=True, text=True, timeout=120)
        runs[name] = json.loads(res.stdout.strip().splitlines()[-1])
    assert runs["npm"]["out"] == runs["patched"]["out"] == [42, True, True]
    assert runs["patched"]["table"] < runs["npm"]["table"] - 3000
    assert runs["patched"]["grown"] >= 1            # the looked-up functions went into the table then
