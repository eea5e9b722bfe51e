"""A game's files for the page: its stylesheet, its shared shapes and drawings (what the page keeps once and
builds while idle), and the markup surgery an embed's preview needs (only the shapes it uses; SVG images
drawn inline)."""
from __future__ import annotations

import re
from functools import lru_cache

from .. import games

def game_css(name) -> str:
    """A game's stylesheet, read from the package (loaded when the game is opened)."""
    import os
    path = os.path.join(os.path.dirname(games.package(name).__file__), "style.css")
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError:
        return ""


def game_art(name, lang="en") -> list:
    """The image URLs of a game's drawings (its view's ``art()``; [] if it has none).  An SVG image is a
    document of its own, which Chromium builds the first time a URL is shown (~3–15 ms each, measured): the
    page builds these while it is idle after the game opens, so no click pays for a design it shows first.
    The same whatever the game state."""
    fn = getattr(games.module(name, "view"), "art", None)
    return list(fn(lang)) if fn else []


def game_sprites(name) -> str:
    """A game's shared SVG shapes (its view's ``sprites()``: ``<symbol>``s and patterns its screens refer to
    with ``<use href="#…">`` or ``url(#…)``), which the page keeps once in a hidden SVG outside the screen;
    "" if it has none.  The same whatever the game state, so it holds no secret."""
    fn = getattr(games.module(name, "view"), "sprites", None)
    return fn() if fn else ""


_TAG = re.compile(r'<(/?)([A-Za-z][\w:-]*)((?:[^>"\']|"[^"]*"|\'[^\']*\')*?)(/?)>')
_ID = re.compile(r'\bid="([^"]+)"')
_REF = re.compile(r"#([\w-]+)")


@lru_cache(maxsize=8)
def _sprite_parts(sprites: str) -> tuple:
    """``sprites``' top-level elements as (id or None, markup), and {id: markup}: a game's shapes are the same
    for every preview, so they are parted once."""
    parts, depth, start, ident = [], 0, 0, None
    for m in _TAG.finditer(sprites):
        closing, attrs, empty = m.group(1), m.group(3), m.group(4)
        if not closing and depth == 0:
            start, found = m.start(), _ID.search(attrs)
            ident = found.group(1) if found else None
        depth += -1 if closing else (0 if empty else 1)
        if depth == 0:
            parts.append((ident, sprites[start:m.end()]))
    return tuple(parts), {ident: text for ident, text in parts if ident is not None}


def sprites_used(sprites: str, *users: str) -> str:
    """The top-level shapes of ``sprites`` (a game's ``sprites()``) that ``users`` (markup, CSS) refer to by
    ``#id`` (``href="#id"``, ``url(#id)``), and the shapes those refer to: what a frame showing only that
    markup needs (an embed's preview, session.embed_preview).  Shapes without an id are kept."""
    parts, by_id = _sprite_parts(sprites)
    keep, todo = set(), _REF.findall("\n".join(users))
    while todo:
        ident = todo.pop()
        if ident in by_id and ident not in keep:
            keep.add(ident)
            todo += _REF.findall(by_id[ident])
    return "".join(text for ident, text in parts if ident is None or ident in keep)


_IMAGE = re.compile(r'<image\b([^>]*?)\s(?:xlink:)?href="data:image/svg\+xml,([^"]*)"([^>]*?)/?>(?:</image>)?')
_ROOT = re.compile(r"^<svg\b([^>]*)>(.*)</svg>$", re.S)
_GEOMETRY = ("x", "y", "width", "height", "preserveAspectRatio")


def inline_images(markup: str) -> str:
    """``markup`` with each SVG ``<image>`` of a ``data:`` SVG (``ui.html.data_url``) replaced by that SVG's
    shapes, inline: the same drawing, but no document of its own.  Chromium builds a whole SVG document for
    every such image a page shows (~0.2 MB each, measured: a Big Pond board's tiles ~6 MB), which a page that
    only shows the board (an embed's preview, session.embed_preview) need not hold.  The ids inside an image
    are made unique, since inline they share the page."""
    count = [0]

    def one(m):
        attrs = dict(re.findall(r'([\w:-]+)="([^"]*)"', m.group(1) + " " + m.group(3)))
        doc = re.sub(r"%([0-9A-Fa-f]{2})", lambda e: chr(int(e.group(1), 16)), m.group(2))
        root = _ROOT.match(doc.strip())
        if root is None:
            return m.group(0)
        inner_attrs = dict(re.findall(r"([\w:-]+)='([^']*)'", root.group(1)))
        body = root.group(2)
        count[0] += 1
        ids = re.findall(r"\bid='([^']+)'", body)
        for ident in ids:
            new = f"pv{count[0]}-{ident}"
            body = re.sub(r"\bid='" + re.escape(ident) + "'", f"id='{new}'", body)
            body = re.sub(r"#" + re.escape(ident) + r"(?=[)'])", "#" + new, body)
        box = inner_attrs.get("viewBox")
        geometry = " ".join(f'{k}="{v}"' for k, v in attrs.items() if k in _GEOMETRY)
        rest = " ".join(f'{k}="{v}"' for k, v in attrs.items() if k not in _GEOMETRY)
        svg = (f'<svg {geometry}' + (f' viewBox="{box}"' if box else "") + ' overflow="hidden">' + body + "</svg>")
        return f"<g {rest}>{svg}</g>" if rest else svg
    return _IMAGE.sub(one, markup)


def game_defs(name) -> str:
    """A game's generated CSS of shared drawings (its view's ``defs()``, e.g. each card design as a class's
    background image), loaded once with its stylesheet; "" if it has none.  The same whatever the game
    state, so it holds no secret."""
    fn = getattr(games.module(name, "view"), "defs", None)
    return fn() if fn else ""
