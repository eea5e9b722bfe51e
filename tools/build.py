#!/usr/bin/env python3
"""Write the static site: exactly the files a static host needs to serve Pondside.  Standard library only.

    python3 tools/build.py DIR        (./dev.sh build DIR runs tools/setup.py first, then this)

What goes in: the page (index.html), the service worker (sw.js), static/app/boot.json and every file it lists
(`files`: the runtime, PyScript, the boot modules, the app bundle; `shell`: styles, scripts, the manifest, the
icon, the snapshot worker): the set the service worker precaches as one version, which is also everything the
page fetches (tests/browser/test_build.py records the requests of a game of every kind and an embed, and
checks the two sets are equal).  Plus the hosts' page, wiki.html, built from docs/wiki.md.  Nothing else: no
tests, no tools, no sources the page does not fetch.

Every path is relative, so DIR works under any sub-path of any plain static server (no special headers: the
page's Content-Security-Policy is a meta tag).  DIR is written whole or not at all (a temporary folder beside
it, then renamed); an existing DIR is replaced only when it is an earlier build (it holds index.html, sw.js and
static/app/boot.json and nothing outside the build's own folders).
"""
from __future__ import annotations

import base64
import hashlib
import html
import json
import re
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOOT_JSON = "static/app/boot.json"
ALWAYS = ("index.html", "sw.js", BOOT_JSON)
DOCS_SRC = ROOT / "docs" / "wiki.md"
DOCS_OUT = "wiki.html"
# each game's position format (docs/positions/<game>.md), linked from the hosts' page, as positions-<game>.html
POSITION_DOCS = sorted((ROOT / "docs" / "positions").glob("*.md"))
POSITION_OUT = [f"positions-{p.stem}.html" for p in POSITION_DOCS]
BUILD_TOP = {"index.html", "sw.js", "pyscript.toml", "manifest.webmanifest", "static", DOCS_OUT, *POSITION_OUT}


class BuildError(Exception):
    pass


def site_files() -> list[str]:
    """The app's files, relative to the repository (and to the built folder): what boot.json lists, and the
    page, the service worker and boot.json itself."""
    path = ROOT / BOOT_JSON
    if not path.is_file():
        raise BuildError(f"{BOOT_JSON} is missing: run tools/setup.py first (./dev.sh build does)")
    boot = json.loads(path.read_text(encoding="utf-8"))
    listed = dict(boot.get("files") or {}) | dict(boot.get("shell") or {})
    if not listed:
        raise BuildError(f"{BOOT_JSON} lists no files")
    out = sorted(set(ALWAYS) | set(listed))
    for rel in out:
        if rel.startswith("/") or ".." in rel.split("/"):
            raise BuildError(f"{BOOT_JSON} names a path outside the app: {rel!r}")
        f = ROOT / rel
        if not f.is_file():
            raise BuildError(f"{rel} is missing (listed in {BOOT_JSON}): run tools/setup.py")
        if rel in listed and f.stat().st_size != listed[rel]:
            raise BuildError(f"{rel} is {f.stat().st_size} bytes, {BOOT_JSON} says {listed[rel]}: "
                             "run tools/setup.py again (the service worker would refuse this version)")
    return out


ABSOLUTE = re.compile(r"""(?:\bhref|\bsrc|\bcontent|\baction)\s*=\s*["']/(?!/)""")


def check_relative(rel: str, text: str) -> None:
    """A page that names /something works only at the server's root: the build refuses it."""
    m = ABSOLUTE.search(text)
    if m:
        line = text.count("\n", 0, m.start()) + 1
        raise BuildError(f"{rel}:{line}: an absolute path; the site must work under any sub-path")


# ---------------------------------------------------------------- the hosts' page (a tiny Markdown)
def _inline(text: str) -> str:
    """`code`, **bold**, *em*, [text](url) over escaped text."""
    parts = re.split(r"(`[^`]+`)", text)
    out = []
    for p in parts:
        if len(p) > 1 and p.startswith("`") and p.endswith("`"):
            out.append(f"<code>{html.escape(p[1:-1])}</code>")
            continue
        s = html.escape(p, quote=False)
        s = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", s)
        s = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<em>\1</em>", s)
        s = re.sub(r"\[([^\]]+)\]\(([^)\s]+)\)",
                   lambda m: f'<a href="{html.escape(_page_of(html.unescape(m[2])))}">{m[1]}</a>', s)
        out.append(s)
    return "".join(out)


def _page_of(target: str) -> str:
    """A link between the docs, as the built site names its pages: positions/<game>.md -> positions-<game>.html,
    wiki.md -> wiki.html; anything else as it is."""
    m = re.fullmatch(r"(?:\.\./)?(?:positions/)?([\w-]+)\.md(#[\w-]*)?", target)
    if not m:
        return target
    name = "wiki" if m[1] == "wiki" else f"positions-{m[1]}"
    return f"{name}.html{m[2] or ''}"


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "section"


def markdown(text: str) -> str:
    """The Markdown docs/wiki.md uses: headings, paragraphs, lists, fenced code, pipe tables, and raw HTML
    blocks (a paragraph that starts with ``<``, passed through: the live examples)."""
    lines = text.splitlines()
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
            continue
        if line.startswith("```"):
            body = []
            i += 1
            while i < len(lines) and not lines[i].startswith("```"):
                body.append(lines[i])
                i += 1
            i += 1
            out.append(f"<pre><code>{html.escape(chr(10).join(body))}</code></pre>")
            continue
        m = re.match(r"(#{1,4})\s+(.*)", line)
        if m:
            n = len(m[1])
            out.append(f'<h{n} id="{_slug(m[2])}">{_inline(m[2])}</h{n}>')
            i += 1
            continue
        block = []
        while i < len(lines) and lines[i].strip() and not lines[i].startswith(("```", "#")):
            block.append(lines[i])
            i += 1
        if block[0].lstrip().startswith("<"):
            out.append("\n".join(block))
        elif block[0].startswith("|"):
            rows = [[c.strip() for c in r.strip().strip("|").split("|")] for r in block
                    if not re.fullmatch(r"\|[\s:|-]+\|?", r.strip())]
            head = "".join(f"<th>{_inline(c)}</th>" for c in rows[0])
            body = "".join("<tr>" + "".join(f"<td>{_inline(c)}</td>" for c in r) + "</tr>" for r in rows[1:])
            out.append(f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")
        elif re.match(r"[-*] ", block[0]):
            items, cur = [], []
            for b in block:
                if re.match(r"[-*] ", b):
                    if cur:
                        items.append(" ".join(cur))
                    cur = [b[2:].strip()]
                else:
                    cur.append(b.strip())
            items.append(" ".join(cur))
            out.append("<ul>" + "".join(f"<li>{_inline(x)}</li>" for x in items) + "</ul>")
        else:
            out.append(f"<p>{_inline(' '.join(b.strip() for b in block))}</p>")
    return "\n".join(out)


DOCS_CSS = """
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:52rem;padding:1rem;color:#14262b;background:#f6f3ec}
h1,h2,h3{line-height:1.2;color:#164650}pre{background:#0f2f36;color:#e9f3f3;padding:.8rem;overflow-x:auto;
border-radius:6px;white-space:pre-wrap;word-break:break-all}code{font-size:.9em}table{border-collapse:collapse}
td,th{border:1px solid #b9c6c6;padding:.25rem .5rem;text-align:left;vertical-align:top}
iframe{width:100%;max-width:44rem;border:1px solid #b9c6c6;border-radius:6px;background:#fff;display:block}
figure{margin:1rem 0}figcaption{font-size:.9em;color:#3d5a60}a{color:#0b5f73}
""".strip()


def _sha(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def resize_script() -> str:
    """The one line a host adds so that every Pondside frame on its page grows to its content (docs/wiki.md)."""
    text = (ROOT / "docs" / "wiki.md").read_text(encoding="utf-8")
    m = re.search(r"<!-- resize -->\s*```html\n(<script>.*?</script>)\n```", text, re.S)
    if not m:
        raise BuildError("docs/wiki.md: the resize script (after <!-- resize -->) is missing")
    return m[1][len("<script>"):-len("</script>")]


def docs_page(src: Path = DOCS_SRC) -> str:
    """docs/wiki.md (or a game's position format) as a page of its own, under the same kind of policy as the
    app's (a meta tag; the inline style and the resize script allowed by their hashes), with its live examples."""
    text = src.read_text(encoding="utf-8")
    title = next((ln[2:].strip() for ln in text.splitlines() if ln.startswith("# ")), "Pondside")
    script = resize_script()
    csp = (f"default-src 'self'; script-src {_sha(script)}; style-src {_sha(DOCS_CSS)}; "
           "frame-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'")
    return ("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f'<meta http-equiv="Content-Security-Policy" content="{html.escape(csp, quote=False)}">\n'
            '<link rel="icon" href="./static/icon.svg" type="image/svg+xml">\n'
            f"<title>{html.escape(title)}</title>\n<style>{DOCS_CSS}</style>\n</head>\n<body>\n"
            f"{markdown(text)}\n<script>{script}</script>\n</body>\n</html>\n")


# ---------------------------------------------------------------- writing the folder
def _is_earlier_build(d: Path) -> bool:
    names = {p.name for p in d.iterdir()}
    return (not names or ({"index.html", "sw.js"} <= names and names <= BUILD_TOP
                          and (d / BOOT_JSON).is_file()))


def build(out: Path) -> list[str]:
    out = out.resolve()
    if out == ROOT or out in ROOT.parents or ROOT / "static" in (out, *out.parents):
        raise BuildError(f"{out}: not the repository or a folder of its served files")
    if out.exists() and (not out.is_dir() or not _is_earlier_build(out)):
        raise BuildError(f"{out} exists and is not an earlier build: choose a new or empty folder")
    files = site_files()
    for rel in ("index.html", "static/pwa.js", "sw.js", "manifest.webmanifest"):
        if rel in files:
            check_relative(rel, (ROOT / rel).read_text(encoding="utf-8"))
    page = docs_page()
    check_relative(DOCS_OUT, page)
    pages = {name: docs_page(src) for name, src in zip(POSITION_OUT, POSITION_DOCS)}
    for name, text in pages.items():
        check_relative(name, text)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.", dir=out.parent))
    try:
        for rel in files:
            dst = tmp / rel
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / rel, dst)
        (tmp / DOCS_OUT).write_text(page, encoding="utf-8")
        for name, text in pages.items():
            (tmp / name).write_text(text, encoding="utf-8")
        if out.exists():
            old = out.with_name(f".{out.name}.old")
            shutil.rmtree(old, ignore_errors=True)
            out.rename(old)
            tmp.rename(out)
            shutil.rmtree(old, ignore_errors=True)
        else:
            tmp.rename(out)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return files + [DOCS_OUT, *pages]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1 or argv[0].startswith("-"):
        print("usage: python3 tools/build.py DIR   (./dev.sh build DIR)", file=sys.stderr)
        return 2
    try:
        written = build(Path(argv[0]))
    except BuildError as e:
        print(f"build: {e}", file=sys.stderr)
        return 1
    total = sum((Path(argv[0]) / rel).stat().st_size for rel in written)
    print(f"build: {len(written)} files, {total / 1e6:.1f} MB in {argv[0]} "
          "(serve it from any path of a static host; open wiki.html there for the hosts' page)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
