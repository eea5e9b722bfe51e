"""serve.py: MIME types, sub-path, redirects, 404s, caching, its command line.  Runs in-process on a free port
against a small temporary tree, so it needs neither the vendored runtime nor a browser."""
from __future__ import annotations

import http.client
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import serve  # noqa: E402

sys.path.pop(0)

FILES = {
    "index.html": b"<!doctype html><title>t</title>",
    "pyscript.toml": b'interpreter = "x"\n',
    "static/vendor/pyodide-314.0.7/pyodide.asm.wasm": b"\0asm\1\0\0\0",
    "static/vendor/pyodide-314.0.7/pyodide.mjs": b"export const version = '1';",
    "static/vendor/pyscript-0.7.31/core.js": b"export {};",
    "static/vendor/pyodide-314.0.7/pyodide-lock.json": b"{}",
    "static/vendor/pyc/314.0.7/python_stdlib.zip": b"PK\5\6" + b"\0" * 18,
    "static/app/pondside-0.1.0-py3-none-any.whl": b"PK\5\6" + b"\0" * 18,
    "static/app.css": b"body{}",
    "static/icon.svg": b"<svg xmlns='http://www.w3.org/2000/svg'/>",
    "manifest.webmanifest": b"{}",
    "static/main.py": b"print('hi')\n",
    ".git/config": b"secret",
    "node_modules/pyodide/package.json": b"{}",
}

TYPES = {
    "static/vendor/pyodide-314.0.7/pyodide.asm.wasm": "application/wasm",
    "static/vendor/pyodide-314.0.7/pyodide.mjs": "text/javascript",
    "static/vendor/pyscript-0.7.31/core.js": "text/javascript",
    "static/vendor/pyodide-314.0.7/pyodide-lock.json": "application/json",
    "static/vendor/pyc/314.0.7/python_stdlib.zip": "application/zip",
    "static/app/pondside-0.1.0-py3-none-any.whl": "application/zip",
    "static/app.css": "text/css",
    "static/icon.svg": "image/svg+xml",
    "manifest.webmanifest": "application/manifest+json",
    "index.html": "text/html",
}


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    root = tmp_path_factory.mktemp("site")
    for rel, data in FILES.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
    return root


def _serve(root, base):
    server = serve.make_server("127.0.0.1", 0, base, root=root, quiet=True, auto_rebuild=False)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


@pytest.fixture(scope="module", params=["/", "/app/"])
def server(request, tree):
    s = _serve(tree, request.param)
    yield s
    s.shutdown()
    s.server_close()


def get(server, path, headers=None):
    conn = http.client.HTTPConnection(*server.server_address[:2], timeout=10)
    conn.request("GET", path, headers=headers or {})
    r = conn.getresponse()
    body = r.read()
    conn.close()
    return r, body


@pytest.mark.parametrize("rel", sorted(TYPES))
def test_mime_types_and_bodies(server, rel):
    r, body = get(server, server.base + rel)
    assert r.status == 200
    assert r.getheader("Content-Type").split(";")[0] == TYPES[rel]
    assert body == FILES[rel]
    assert int(r.getheader("Content-Length")) == len(body)


def test_index_at_base(server):
    r, body = get(server, server.base)
    assert r.status == 200 and body == FILES["index.html"]


def test_missing_and_hidden_paths_are_404(server):
    for rel in ("nope.js", ".git/config", "node_modules/pyodide/package.json", "static/vendor/",
                "static/../.git/config", "static/%2e%2e/.git/config"):
        r, _ = get(server, server.base + rel)
        assert r.status == 404, rel


def test_caching(server):
    for rel in ("static/vendor/pyodide-314.0.7/pyodide.asm.wasm", "static/vendor/pyscript-0.7.31/core.js"):
        r, _ = get(server, server.base + rel)
        assert r.getheader("Cache-Control") == "public, max-age=31536000, immutable", rel
    for rel in ("index.html", "pyscript.toml", "static/vendor/pyc/314.0.7/python_stdlib.zip", "static/app.css"):
        r, _ = get(server, server.base + rel)
        assert r.getheader("Cache-Control") == "no-cache", rel
    r, _ = get(server, server.base + "static/app/pondside-0.1.0-py3-none-any.whl")
    assert r.getheader("Cache-Control") == "no-cache"
    etag = r.getheader("ETag")
    assert etag
    r2, body = get(server, server.base + "static/app/pondside-0.1.0-py3-none-any.whl", {"If-None-Match": etag})
    assert r2.status == 304 and body == b""


def test_sub_path(tree):
    s = _serve(tree, "app")  # normalised to /app/
    try:
        assert s.base == "/app/"
        assert serve.server_url(s).endswith("/app/")
        r, _ = get(s, "/")
        assert r.status == 302 and r.getheader("Location") == "/app/"
        r, _ = get(s, "/app")
        assert r.status == 302 and r.getheader("Location") == "/app/"
        r, _ = get(s, "/index.html")  # outside the base
        assert r.status == 404
        r, _ = get(s, "/static/app.css")
        assert r.status == 404
        r, body = get(s, "/app/static/app.css?v=1")
        assert r.status == 200 and body == FILES["static/app.css"]
    finally:
        s.shutdown()
        s.server_close()


def test_threaded(tree):
    s = _serve(tree, "/")
    try:
        slow = http.client.HTTPConnection(*s.server_address[:2], timeout=10)
        slow.connect()  # an idle connection must not block other requests
        t0 = time.perf_counter()
        r, _ = get(s, "/index.html")
        assert r.status == 200 and time.perf_counter() - t0 < 5
        slow.close()
    finally:
        s.shutdown()
        s.server_close()


def test_command_line_prints_url():
    p = subprocess.Popen([sys.executable, str(ROOT / "serve.py"), "--port", "0", "--base", "/x/", "--no-setup",
                          "--quiet"], stdout=subprocess.PIPE, text=True)
    try:
        line = p.stdout.readline()
        assert line.startswith("Serving Pondside at http://127.0.0.1:")
        url = line.split()[3]
        assert url.endswith("/x/")
        port = int(url.rsplit(":", 1)[1].split("/")[0])
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        conn.request("GET", "/x/pyscript.toml")
        r = conn.getresponse()
        assert r.status == 200 and r.read() == (ROOT / "pyscript.toml").read_bytes()
    finally:
        p.terminate()
        p.wait(10)


# ------------------------------------------------------------------ hostile requests (issue 27)
def test_links_out_of_the_root_are_never_followed(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("private")
    root = tmp_path / "site"
    (root / "static").mkdir(parents=True)
    (root / "index.html").write_text("<title>t</title>")
    (root / "static" / "inner.css").write_text("body{}")
    (root / "static" / "evil").symlink_to(outside)
    (root / "static" / "ok.css").symlink_to(root / "static" / "inner.css")     # a link inside is fine
    (root / "static" / "loop").symlink_to(root / "static" / "loop")
    s = _serve(root, "/")
    try:
        assert get(s, "/static/evil")[0].status == 404
        assert get(s, "/static/loop")[0].status == 404
        r, body = get(s, "/static/ok.css")
        assert r.status == 200 and body == b"body{}"
    finally:
        s.shutdown()
        s.server_close()


def test_over_long_paths_are_refused_and_the_server_lives_on(server):
    r, _ = get(server, server.base + "a" * 300 + "/x.js")
    assert r.status == 404
    r, _ = get(server, server.base + ("b" * 200 + "/") * 400)       # a request line over 64 KiB
    assert r.status == 414
    assert get(server, server.base)[0].status == 200


def test_idle_connections_time_out(tree):
    import socket
    s = serve.make_server("127.0.0.1", 0, "/", root=tree, quiet=True, auto_rebuild=False, idle_timeout=0.5)
    threading.Thread(target=s.serve_forever, daemon=True).start()
    try:
        c = socket.create_connection(s.server_address[:2], timeout=5)
        c.sendall(b"GET / HTTP/1.1\r\n")                              # and then nothing more
        t0 = time.monotonic()
        data = c.recv(1024)                                          # the server closes it
        assert data == b"" or data.startswith(b"HTTP/1.")
        assert time.monotonic() - t0 < 4
        c.close()
    finally:
        s.shutdown()
        s.server_close()


def test_only_embeds_may_be_framed_by_other_sites(server):
    for path in ("", "index.html"):
        r, _ = get(server, server.base + path)
        assert r.getheader("Content-Security-Policy") == "frame-ancestors 'self'", path
    r, _ = get(server, server.base + "?embed=1")
    assert r.getheader("Content-Security-Policy") is None
    r, _ = get(server, server.base + "static/app.css")
    assert r.getheader("Content-Security-Policy") is None
