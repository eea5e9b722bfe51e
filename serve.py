#!/usr/bin/env python3
"""Serve Pondside from local files.  Standard library only.

    python3 serve.py [--port 8000] [--host 127.0.0.1] [--base /app/] [--no-setup]

Runs tools/setup.py first when the vendored runtime is missing, and rebuilds the app package when
py/pondside/ changed since the last build (so an edit shows on reload).  Threaded.
Caching: the pinned runtime's version-keyed folders (static/vendor/pyodide-<version>/, pyscript-<version>/)
are cached for a year: their files never change under one URL, and a revalidated (304) wasm loses
Chromium's compiled-code cache (measured: warm boots about 2 s CPU slower).  Everything else is served with
`no-cache` and an ETag, so edits show at once and an unchanged file costs a 304.
Compression: tools/setup.py writes <file>.br and <file>.gz beside every compressible file a visitor downloads;
a request whose Accept-Encoding allows one gets it (brotli first) with Content-Encoding and `Vary:
Accept-Encoding`, as a static host configured for precompressed files would send it.  A copy older than its
file is not used (an edited file is recompressed here when the server may rebuild, else sent as it is).
"""
from __future__ import annotations

import argparse
import email.utils
import http.server
import os
import posixpath
import re
import socket
import sys
import threading
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parent

MIME = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".map": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".toml": "application/toml; charset=utf-8",
    ".py": "text/x-python; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".webp": "image/webp",
    ".txt": "text/plain; charset=utf-8",
    ".md": "text/markdown; charset=utf-8",
    ".woff2": "font/woff2",
}
# Never served: version control, virtualenvs, caches, the npm tree (the vendored copies are what is served).
HIDDEN = {"node_modules", "build", "__pycache__", "tests", "tools"}
# Content-Encoding -> the suffix of the precompressed copy tools/setup.py writes; the server's preference order
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".wasm", ".zip", ".toml", ".py",
                ".svg", ".txt", ".md", ".map"}
LONG_CACHE = re.compile(r"^static/vendor/(pyodide|pyscript)-\d+\.\d+\.\d+[\w.-]*/")

_build_lock = threading.Lock()
_compress_lock = threading.Lock()
_app_stamp: list[float] = [0.0]


def _tools():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import setup  # tools/setup.py
    finally:
        sys.path.pop(0)
    return setup


def ensure_setup() -> None:
    setup = _tools()
    if not setup.vendor_ready():
        print("serve: the runtime is not vendored yet: running tools/setup.py", flush=True)
        setup.main([])


def _app_sources_mtime() -> float:
    # main.py's size goes into static/app/boot.json; the browser layer is compiled into the app archive
    mains = [ROOT / "static" / "main.py", ROOT / "static" / "pondside_browser.py"]
    newest = max([p.stat().st_mtime for p in mains if p.exists()], default=0.0)
    for dirpath, dirnames, filenames in os.walk(ROOT / "py" / "pondside"):
        dirnames[:] = [d for d in dirnames if d != "__pycache__" and not d.startswith(".")]
        for f in filenames:
            if not f.endswith((".pyc", ".tmp")):
                newest = max(newest, os.stat(os.path.join(dirpath, f)).st_mtime)
    return newest


def accepted_encodings(header: str | None) -> set[str]:
    """The content codings an Accept-Encoding header allows (q > 0; `*` stands for any not named)."""
    allowed, refused, star = set(), set(), False
    for part in (header or "").split(","):
        name, _, params = part.strip().partition(";")
        name = name.strip().lower()
        if not name:
            continue
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if name == "*":
            star = q > 0
        elif q > 0:
            allowed.add(name)
        else:
            refused.add(name)
    if star:
        allowed |= {enc for enc, _ in ENCODINGS} - refused
    return allowed


def refresh_app() -> None:
    """Rebuild static/app/ when a file under py/pondside/ is newer than the last build."""
    with _build_lock:
        newest = _app_sources_mtime()
        if newest <= _app_stamp[0]:
            return
        out = ROOT / "static" / "app" / "pondside-pyc.zip"
        if out.exists() and out.stat().st_mtime >= newest:
            _app_stamp[0] = newest
            return
        try:
            _tools().build_app()
        except SystemExit as e:  # keep serving; the page will show the import error
            print(f"serve: rebuilding the app failed: {e}", file=sys.stderr, flush=True)
        except Exception as e:  # noqa: BLE001 - a failed rebuild must not take the server down
            print(f"serve: rebuilding the app failed: {e!r}", file=sys.stderr, flush=True)
        _app_stamp[0] = newest


IDLE_TIMEOUT_S = 30          # a connection that sends nothing for this long is closed
MAX_SEGMENT = 255            # no file name is longer: a longer path segment is simply not found


class Handler(http.server.SimpleHTTPRequestHandler):
    server_version = "PondsideServe/1"
    base = "/"
    root = ROOT
    auto_rebuild = True
    quiet = False
    timeout = IDLE_TIMEOUT_S  # (socketserver.StreamRequestHandler: the socket's timeout)

    extensions_map = {"": "application/octet-stream", **MIME}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, directory=str(self.root), **kwargs)

    # ---- routing
    def _relpath(self) -> str | None:
        """The request's path relative to the app's base, or None when it is outside it."""
        path = urllib.parse.urlsplit(self.path).path
        path = urllib.parse.unquote(path)
        if not path.startswith(self.base):
            return None
        rel = posixpath.normpath(path[len(self.base):]).lstrip("/")
        if rel == ".":
            rel = ""
        parts = [p for p in rel.split("/") if p]
        if ".." in parts or any(p.startswith(".") or p in HIDDEN or len(p) > MAX_SEGMENT for p in parts):
            return None
        return "/".join(parts) + ("/" if path.endswith("/") and parts else "")

    def send_head(self):
        path = urllib.parse.urlsplit(self.path).path
        if self.base != "/" and path in ("/", self.base.rstrip("/")):
            self.send_response(302)
            self.send_header("Location", self.base)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        rel = self._relpath()
        if rel is None:
            self.send_error(404, "Not found")
            return None
        if rel == "" or rel.endswith("/"):
            rel += "index.html"
        if self.auto_rebuild and rel.startswith("static/app/"):
            refresh_app()
        fs = self._inside(self.root / rel)
        if fs is None:
            self.send_error(404, "Not found")
            return None
        st = fs.stat()
        negotiable = fs.suffix.lower() in COMPRESSIBLE
        coding, body = self._precompressed(fs, st) if negotiable else (None, None)
        sent = body.stat() if body else st
        etag = f'"{st.st_mtime_ns:x}-{st.st_size:x}{"-" + coding if coding else ""}"'
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            self._common_headers(etag, rel, negotiable)
            self.end_headers()
            return None
        f = open(body or fs, "rb")
        try:
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(str(fs)))
            if coding:
                self.send_header("Content-Encoding", coding)
            self.send_header("Content-Length", str(sent.st_size))
            self.send_header("Last-Modified", email.utils.formatdate(st.st_mtime, usegmt=True))
            self._common_headers(etag, rel, negotiable)
            self.end_headers()
            return f
        except BaseException:
            f.close()
            raise

    def _inside(self, path: Path):
        """``path`` when it is a file whose real location (links resolved) lies inside the served root."""
        try:
            real = path.resolve(strict=True)
            root = Path(self.root).resolve()
            if not real.is_file() or not real.is_relative_to(root):
                return None
        except (OSError, RuntimeError, ValueError):      # missing, a loop of links, a name too long
            return None
        return real

    def _precompressed(self, fs: Path, st) -> tuple[str | None, Path | None]:
        """The coding and file of the precompressed copy to send for `fs`, or (None, None): the file itself."""
        allowed = accepted_encodings(self.headers.get("Accept-Encoding"))
        for coding, suffix in ENCODINGS:
            if coding not in allowed:
                continue
            copy = fs.with_name(fs.name + suffix)
            try:
                cst = copy.stat()
            except OSError:
                continue
            if cst.st_mtime_ns < st.st_mtime_ns:          # older than its file: edited since set-up
                if not self.auto_rebuild:
                    continue
                with _compress_lock:
                    try:
                        _tools().precompress([fs])
                        cst = copy.stat()
                    except Exception:  # noqa: BLE001 - serve the file as it is
                        continue
                if cst.st_mtime_ns < st.st_mtime_ns:
                    continue
            if cst.st_size > 0 and self._inside(copy) is not None:
                return coding, copy
        return None, None

    def _common_headers(self, etag: str, rel: str, negotiable: bool = False) -> None:
        self.send_header("ETag", etag)
        if negotiable:
            self.send_header("Vary", "Accept-Encoding")
        self.send_header("Cache-Control", "public, max-age=31536000, immutable" if LONG_CACHE.match(rel) else "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        if rel.endswith(".html") and "embed" not in urllib.parse.parse_qs(urllib.parse.urlsplit(self.path).query):
            # the full app may be framed by its own site only; an embed (`?embed=1`) by any site
            self.send_header("Content-Security-Policy", "frame-ancestors 'self'")

    def guess_type(self, path):
        return MIME.get(os.path.splitext(path)[1].lower(), "application/octet-stream")

    def list_directory(self, path):  # never list folders
        self.send_error(404, "Not found")
        return None

    def log_message(self, fmt, *args):
        if not self.quiet:
            super().log_message(fmt, *args)


def normalize_base(base: str) -> str:
    base = "/" + base.strip("/") + "/"
    return "/" if base == "//" else base


def make_server(host: str = "127.0.0.1", port: int = 8000, base: str = "/", *, root: Path = ROOT,
                quiet: bool = False, auto_rebuild: bool = True,
                idle_timeout: float = IDLE_TIMEOUT_S) -> http.server.ThreadingHTTPServer:
    handler = type("PondsideHandler", (Handler,), {
        "base": normalize_base(base), "root": Path(root), "quiet": quiet, "auto_rebuild": auto_rebuild,
        "timeout": idle_timeout,
    })
    cls = http.server.ThreadingHTTPServer
    if ":" in host:  # an IPv6 address such as ::1
        cls = type("ThreadingHTTPServer6", (cls,), {"address_family": socket.AF_INET6})
    server = cls((host, port), handler)
    server.daemon_threads = True
    server.base = handler.base
    return server


def server_url(server) -> str:
    host, port = server.server_address[:2]
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}{server.base}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Serve Pondside from local files.")
    ap.add_argument("--port", type=int, default=8000, help="port (default 8000; 0 picks a free one)")
    ap.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    ap.add_argument("--base", default="/", help="serve the app under this sub-path, e.g. /app/")
    ap.add_argument("--no-setup", action="store_true", help="skip the set-up check and the app rebuild")
    ap.add_argument("--quiet", action="store_true", help="do not log requests")
    args = ap.parse_args(argv)
    if not args.no_setup:
        ensure_setup()
    server = make_server(args.host, args.port, args.base, quiet=args.quiet, auto_rebuild=not args.no_setup)
    print(f"Serving Pondside at {server_url(server)}  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
