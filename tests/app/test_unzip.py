"""static/boot/unzip.mjs (the boot's zip reader for the app archive), run under Node against Python's zipfile."""
import base64
import io
import json
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="node is installed by ./dev.sh")

SCRIPT = """
import { readFileSync } from "node:fs";
import { unzip } from %s;
const bytes = new Uint8Array(readFileSync(process.argv[2]));
try {
  const entries = await unzip(bytes);
  console.log(JSON.stringify({ok: entries.map(([n, d]) => [n, d === null ? null : Buffer.from(d).toString("base64")])}));
} catch (e) {
  console.log(JSON.stringify({error: String(e.message)}));
}
""" % json.dumps((ROOT / "static" / "boot" / "unzip.mjs").as_uri())


def node_json(tmp_path, script: str, *args: str):
    """Run `script` (an ES module) under Node with `args`; its one line of output, parsed as JSON."""
    (tmp_path / "t.mjs").write_text(script)
    return json.loads(subprocess.run([NODE, str(tmp_path / "t.mjs"), *args], check=True, capture_output=True,
                                     text=True, timeout=60).stdout)


def run_unzip(tmp_path, data: bytes):
    (tmp_path / "a.zip").write_bytes(data)
    return node_json(tmp_path, SCRIPT, str(tmp_path / "a.zip"))


def as_dict(result):
    return {n: (None if d is None else base64.b64decode(d)) for n, d in result["ok"]}


def test_stored_deflated_folders_and_names(tmp_path):
    buf = io.BytesIO()
    files = {"pkg/": None, "pkg/__init__.py": b"x = 1\n" * 500, "pkg/data/r\u00e9gles.json": b'{"a": 1}',
             "top.py": b"", "pkg/__pycache__/m.cpython-314.pyc": bytes(range(256)) * 40}
    with zipfile.ZipFile(buf, "w") as z:
        for i, (name, data) in enumerate(files.items()):
            if data is None:
                z.writestr(zipfile.ZipInfo(name), b"")
            else:
                z.writestr(name, data, compress_type=zipfile.ZIP_STORED if i % 2 else zipfile.ZIP_DEFLATED)
    got = as_dict(run_unzip(tmp_path, buf.getvalue()))
    assert got == files


def test_the_app_archive_unzips_as_zipfile_reads_it(tmp_path):
    archive = ROOT / "static" / "app" / "pondside-pyc.zip"
    if not archive.exists():
        pytest.skip("built by tools/setup.py")
    got = as_dict(run_unzip(tmp_path, archive.read_bytes()))
    with zipfile.ZipFile(archive) as z:
        want = {i.filename: (None if i.is_dir() else z.read(i)) for i in z.infolist()}
    assert got == want and len(got) > 50


@pytest.mark.parametrize("case", ["dotdot", "absolute", "truncated", "not-a-zip", "corrupt-deflate"])
def test_refuses_what_it_cannot_read_safely(tmp_path, case):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        name = {"dotdot": "a/../../etc/x", "absolute": "/etc/x"}.get(case, "a/b.txt")
        z.writestr(name, b"hello " * 100)
    data = buf.getvalue()
    if case == "truncated":
        data = data[: len(data) // 2]
    elif case == "not-a-zip":
        data = b"PK" + bytes(200)
    elif case == "corrupt-deflate":
        at = 30 + len("a/b.txt") + 2       # a few bytes into the compressed data of the only entry
        data = data[:at] + b"\xff" * 6 + data[at + 6:]
    res = run_unzip(tmp_path, data)
    assert "ok" not in res, res
    if case != "corrupt-deflate":      # the stream's own error text names the bad data
        assert res["error"].startswith("zip: ")


GUNZIP = """
import { readFileSync } from "node:fs";
import { decompress } from %s;
const bytes = new Uint8Array(readFileSync(process.argv[2]));
let out;
try {
  const plain = await decompress(bytes, "gzip");
  out = {ok: Buffer.from(plain).toString("base64")};
} catch (e) {
  out = {error: String(e.message)};
}
console.log(JSON.stringify(out));
""" % json.dumps((ROOT / "static" / "boot" / "unzip.mjs").as_uri())


@pytest.mark.parametrize("case", ["empty", "small", "many-chunks", "corrupt", "truncated"])
def test_decompress_returns_the_whole_plain_bytes_or_throws(tmp_path, case):
    # the boot's gunzip of the app bundle: written in one piece, read back in the stream's chunks
    import gzip
    import random
    rng = random.Random(7)
    plain = {"empty": b"", "small": b"pondside " * 10,
             "many-chunks": bytes(rng.getrandbits(8) for _ in range(300_000)) + b"koi " * 200_000}.get(case, b"x" * 5000)
    data = gzip.compress(plain, mtime=0)
    if case == "corrupt":
        data = data[:12] + b"\xff" * 8 + data[20:]
    elif case == "truncated":
        data = data[: len(data) // 2]
    (tmp_path / "a.gz").write_bytes(data)
    res = node_json(tmp_path, GUNZIP, str(tmp_path / "a.gz"))
    if case in ("corrupt", "truncated"):
        assert "ok" not in res and res["error"], res
    else:
        assert base64.b64decode(res["ok"]) == plain


WRITE = """
import { writeEntries } from %s;
const calls = [];
const FS = { mkdirTree: (p) => calls.push(["dir", p]), writeFile: (p, d) => calls.push(["file", p, d.length]) };
writeEntries(FS, "/home/pyodide/", [["pkg/", null], ["pkg/a.py", new Uint8Array(3)], ["pkg/b.py", new Uint8Array(1)],
  ["pkg/sub/__pycache__/c.pyc", new Uint8Array(2)], ["pkg/sub/__pycache__/d.pyc", new Uint8Array(0)], ["top.py", new Uint8Array(5)]]);
writeEntries(FS, "/", [["lib/x/y.txt", new Uint8Array(4)]]);
console.log(JSON.stringify(calls));
""" % json.dumps((ROOT / "static" / "boot" / "unzip.mjs").as_uri())


def test_write_entries_makes_each_folder_once_and_writes_every_file(tmp_path):
    calls = node_json(tmp_path, WRITE)
    assert calls == [["dir", "/home/pyodide/pkg"], ["file", "/home/pyodide/pkg/a.py", 3],
                     ["file", "/home/pyodide/pkg/b.py", 1], ["dir", "/home/pyodide/pkg/sub/__pycache__"],
                     ["file", "/home/pyodide/pkg/sub/__pycache__/c.pyc", 2],
                     ["file", "/home/pyodide/pkg/sub/__pycache__/d.pyc", 0],
                     ["dir", "/home/pyodide"], ["file", "/home/pyodide/top.py", 5],
                     ["dir", "/lib/x"], ["file", "/lib/x/y.txt", 4]]
