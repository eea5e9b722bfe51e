"""Compression (issue 28, point 2): tools/setup.py precompresses what a visitor downloads (.gz, .br beside each
file); serve.py sends those copies by Accept-Encoding with Content-Encoding and Vary, and keeps its caching and
hardening headers.  The server part runs on a small temporary tree; the set-up part checks the real outputs."""
from __future__ import annotations

import gzip
import http.client
import os
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import serve  # noqa: E402

sys.path.pop(0)
sys.path.insert(0, str(ROOT / "tools"))
import setup  # noqa: E402

sys.path.pop(0)

WASM = b"\0asm\1\0\0\0" + bytes(range(256)) * 64
PAGE = b"<!doctype html><title>t</title>" + b"<p>pond</p>" * 200


def _brotli_marker(data: bytes) -> bytes:
    # the test cannot decode brotli without a dependency: a distinct body stands in for the copy
    return b"BR:" + gzip.compress(data, mtime=0)


@pytest.fixture()
def site(tmp_path):
    files = {"index.html": PAGE, "static/vendor/pyodide-314.0.7/pyodide.asm.wasm": WASM,
             "static/app.css": b"body{}" * 100, "static/icon.png": b"\x89PNG" + b"\0" * 300}
    for rel, data in files.items():
        p = tmp_path / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
    for rel in ("index.html", "static/vendor/pyodide-314.0.7/pyodide.asm.wasm"):
        p = tmp_path / rel
        p.with_name(p.name + ".gz").write_bytes(gzip.compress(p.read_bytes(), 9, mtime=0))
        p.with_name(p.name + ".br").write_bytes(_brotli_marker(p.read_bytes()))
    return tmp_path


@pytest.fixture()
def url(site):
    server = serve.make_server("127.0.0.1", 0, "/", root=site, quiet=True, auto_rebuild=False)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


def get(port, path, method="GET", **headers):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    c.request(method, path, headers=headers)
    r = c.getresponse()
    body = r.read()
    c.close()
    return r, body


def test_gzip_when_asked(url):
    r, body = get(url, "/", **{"Accept-Encoding": "gzip"})
    assert r.status == 200 and r.getheader("Content-Encoding") == "gzip"
    assert gzip.decompress(body) == PAGE
    assert int(r.getheader("Content-Length")) == len(body) < len(PAGE)
    assert r.getheader("Vary") == "Accept-Encoding"
    assert r.getheader("Content-Type").startswith("text/html")
    # the hardening headers stay
    assert r.getheader("X-Content-Type-Options") == "nosniff"
    assert r.getheader("Content-Security-Policy") == "frame-ancestors 'self'"
    assert r.getheader("Cache-Control") == "no-cache"


def test_brotli_first_and_the_runtime_keeps_its_long_cache(url):
    path = "/static/vendor/pyodide-314.0.7/pyodide.asm.wasm"
    r, body = get(url, path, **{"Accept-Encoding": "gzip, deflate, br, zstd"})
    assert r.getheader("Content-Encoding") == "br" and body == _brotli_marker(WASM)
    assert r.getheader("Content-Type") == "application/wasm"
    assert "immutable" in r.getheader("Cache-Control")
    r, body = get(url, path, **{"Accept-Encoding": "br;q=0, gzip"})
    assert r.getheader("Content-Encoding") == "gzip" and gzip.decompress(body) == WASM


def test_identity_without_or_refusing_encodings(url):
    for headers in ({}, {"Accept-Encoding": "identity"}, {"Accept-Encoding": "gzip;q=0, br;q=0"},
                    {"Accept-Encoding": "*;q=0"}):
        r, body = get(url, "/", **headers)
        assert r.getheader("Content-Encoding") is None and body == PAGE, headers
        assert r.getheader("Vary") == "Accept-Encoding"   # caches must keep the two apart
    r, body = get(url, "/", **{"Accept-Encoding": "*"})
    assert r.getheader("Content-Encoding") == "br"


def test_etags_differ_per_encoding_and_revalidate(url):
    plain, _ = get(url, "/")
    gz, _ = get(url, "/", **{"Accept-Encoding": "gzip"})
    assert plain.getheader("ETag") != gz.getheader("ETag")
    r, body = get(url, "/", **{"Accept-Encoding": "gzip", "If-None-Match": gz.getheader("ETag")})
    assert r.status == 304 and body == b"" and r.getheader("Vary") == "Accept-Encoding"
    # the identity ETag does not validate the compressed response
    r, _ = get(url, "/", **{"Accept-Encoding": "gzip", "If-None-Match": plain.getheader("ETag")})
    assert r.status == 200


def test_head_sends_the_compressed_length(url):
    r, body = get(url, "/", method="HEAD", **{"Accept-Encoding": "gzip"})
    assert body == b"" and r.getheader("Content-Encoding") == "gzip"
    assert int(r.getheader("Content-Length")) == len(gzip.compress(PAGE, 9, mtime=0))


def test_a_stale_copy_is_never_sent(url, site):
    page = site / "index.html"
    new = PAGE + b"<p>edited</p>"
    page.write_bytes(new)
    later = page.with_name("index.html.gz").stat().st_mtime_ns + 10_000_000
    os.utime(page, ns=(later, later))
    r, body = get(url, "/", **{"Accept-Encoding": "gzip, br"})
    assert r.getheader("Content-Encoding") is None and body == new


def test_no_copy_no_encoding_and_binary_types_are_not_negotiated(url):
    r, body = get(url, "/static/app.css", **{"Accept-Encoding": "gzip"})
    assert r.getheader("Content-Encoding") is None and body == b"body{}" * 100
    r, _ = get(url, "/static/icon.png", **{"Accept-Encoding": "gzip"})
    assert r.getheader("Content-Encoding") is None and r.getheader("Vary") is None


def test_accept_encoding_parsing():
    assert serve.accepted_encodings("gzip, deflate, br, zstd") == {"gzip", "deflate", "br", "zstd"}
    assert serve.accepted_encodings("br;q=0, gzip;q=0.5") == {"gzip"}
    assert serve.accepted_encodings(" GZIP ; q=1.0") == {"gzip"}
    assert serve.accepted_encodings("*, br;q=0") == {"gzip"}
    assert serve.accepted_encodings("gzip;q=x") == set()
    assert serve.accepted_encodings(None) == set()


# ---------------------------------------------------------------- the real set-up's copies
@pytest.fixture(scope="module")
def ready():
    if not setup.vendor_ready():
        pytest.skip("run tools/setup.py first (./dev.sh test does)")


@pytest.mark.parametrize("rel", [
    "static/vendor/pyodide-314.0.7/pyodide.asm.wasm", "static/vendor/pyodide-314.0.7/pyodide.asm.p2.mjs",
    "static/vendor/pyc/314.0.7/python_stdlib.zip", "index.html", "static/app.css", "static/boot/pyodide.mjs"])
def test_setup_writes_current_copies(ready, rel):
    path = setup.ROOT / rel
    if not path.exists():   # a pin bump renames the folders
        pytest.skip(f"{rel} is not vendored under this name")
    gz, br = path.with_name(path.name + ".gz"), path.with_name(path.name + ".br")
    assert setup.fresh(path, gz) and setup.fresh(path, br)
    data = path.read_bytes()
    assert gzip.decompress(gz.read_bytes()) == data
    assert 0 < br.stat().st_size < gz.stat().st_size < len(data)


def test_setup_skips_copies_not_worth_it(ready):
    # Pyodide's own stdlib zip is deflated entry by entry: a copy would save next to nothing
    path = setup.PYODIDE_OUT / "python_stdlib.zip"
    assert not path.with_name(path.name + ".gz").exists() and not path.with_name(path.name + ".br").exists()
    # and the app bundle (already gzip) is never overwritten by a copy of the deflated zip beside it
    bundle = setup.APP_OUT / "pondside-pyc.zip.gz"
    assert gzip.decompress(bundle.read_bytes())[:4] == b"PK\3\4"


def test_serve_sends_the_real_wasm_compressed(ready):
    server = serve.make_server("127.0.0.1", 0, "/", quiet=True, auto_rebuild=False)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        rel = setup.PYODIDE_OUT.relative_to(setup.ROOT).as_posix() + "/pyodide.asm.wasm"
        r, body = get(server.server_address[1], "/" + rel, **{"Accept-Encoding": "gzip"})
        assert r.getheader("Content-Encoding") == "gzip"
        assert gzip.decompress(body) == (setup.ROOT / rel).read_bytes()
    finally:
        server.shutdown()
        server.server_close()
