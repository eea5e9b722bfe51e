"""What another seat just did, marked on the board the same way in every game (issue 21).

A view gives each piece it draws a ``data-piece`` id (the ids ``Game.changes`` returns); a piece whose id is in
``ctx["changed"]`` also carries ``data-changed`` and a mark that does not rely on colour alone: app.css draws
a dashed outline and a drawn star badge on HTML elements; SVG pieces include :func:`svg_badge` (a dashed
ring and a star, drawn as paths: no font glyph).
"""
from __future__ import annotations

import urllib.parse

from .html import esc

MAX_MARKS = 40          # highlighted pieces a link may carry
MARK_CHARS = 60         # the longest piece id a mark may be


def read_marks(text) -> set:
    """A link's ``mark=``: piece ids, comma-separated (each URL-encoded); what is too long is left out."""
    out = set()
    for part in str(text)[:MAX_MARKS * (MARK_CHARS + 8)].split(","):
        piece = urllib.parse.unquote(part).strip()
        if piece and len(piece) <= MARK_CHARS and len(out) < MAX_MARKS:
            out.add(piece)
    return out


def write_marks(marked) -> str:
    return ",".join(urllib.parse.quote(m, safe=":") for m in sorted(marked))


def toggle_mark(marked, piece) -> set:
    """The marks after a tap on ``piece`` in Mark pieces mode: a second tap takes its mark away; no more than
    MAX_MARKS are kept (a new set: the old one is left as it was)."""
    piece = str(piece)[:MARK_CHARS]
    out = set(marked)
    if piece in out:
        out.discard(piece)
    elif len(out) < MAX_MARKS:
        out.add(piece)
    return out


def is_changed(ctx, piece) -> bool:
    changed = ctx.get("changed") if ctx else None
    return bool(changed) and piece in changed


def is_hinted(ctx, piece) -> bool:
    """The piece is part of the move the Hint suggests (``ctx["hint"]``, issue 26)."""
    hint = ctx.get("hint") if ctx else None
    return bool(hint) and piece in hint


def is_marked(ctx, piece) -> bool:
    """The piece is highlighted by whoever shared the board (``ctx["marked"]``: "this flower scores 12")."""
    marked = ctx.get("marked") if ctx else None
    return bool(marked) and piece in marked


def pick_attr(on=True) -> str:
    """`` data-pick=""`` on a piece the player may pick now (app.css draws a solid gold outline on HTML
    pieces; an SVG piece draws :func:`svg_pick`): one look for "you may pick this" in every game, told apart
    from the changed mark (dashed, a star) and the Hint's (solid blue, an arrow)."""
    return ' data-pick=""' if on else ""


def svg_pick(x, y, w, h, r=8) -> str:
    """The "you may pick this" outline of an SVG piece: a solid gold ring around its box (no dash, no star)."""
    return (f'<rect class="pick-mark" x="{x - 3:g}" y="{y - 3:g}" width="{w + 6:g}" height="{h + 6:g}" rx="{r:g}" '
            f'fill="none" stroke="#f2c230" stroke-width="5" aria-hidden="true"/>')


def piece_attrs(ctx, piece) -> str:
    """`` data-piece="…"`` plus `` data-changed=""`` when the piece was just touched, `` data-hint=""``
    when the Hint suggests it and `` data-marked=""`` when the sharer highlighted it (leading space)."""
    return (f' data-piece="{esc(piece)}"' + (' data-changed=""' if is_changed(ctx, piece) else "")
            + (' data-hint=""' if is_hinted(ctx, piece) else "")
            + (' data-marked=""' if is_marked(ctx, piece) else ""))


# a five-pointed star of radius 1 around (0, 0), as a path (scaled by svg_badge)
_STAR = "M0,-1 L0.294,-0.405 L0.951,-0.309 L0.476,0.155 L0.588,0.809 L0,0.5 L-0.588,0.809 L-0.476,0.155 " \
        "L-0.951,-0.309 L-0.294,-0.405 Z"


def svg_badge(x, y, w, h, r=None) -> str:
    """A dashed ring around the box (x, y, w, h) and a star at its top-right corner, for SVG pieces."""
    r = r if r is not None else max(6.0, min(w, h) * 0.18)
    cx, cy = x + w - r * 0.3, y + r * 0.3
    return (f'<g class="changed-mark" aria-hidden="true">'
            f'<rect x="{x - 2:g}" y="{y - 2:g}" width="{w + 4:g}" height="{h + 4:g}" rx="{max(2.0, r / 2):g}" '
            f'fill="none" stroke="#1d2327" stroke-width="3" stroke-dasharray="6 3"/>'
            f'<rect x="{x - 2:g}" y="{y - 2:g}" width="{w + 4:g}" height="{h + 4:g}" rx="{max(2.0, r / 2):g}" '
            f'fill="none" stroke="#ffb300" stroke-width="1.5" stroke-dasharray="6 3"/>'
            f'<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="#1d2327"/>'
            f'<path d="{_STAR}" transform="translate({cx:g} {cy:g}) scale({r * 0.8:g})" fill="#ffb300"/></g>')


# an arrow pointing down and right, into the piece, inside a badge of radius 1 (svg_hint_badge)
_ARROW = "M-0.55,-0.55 L0.35,0.35 M0.35,-0.25 L0.35,0.35 L-0.25,0.35"


def svg_hint_badge(x, y, w, h, r=None) -> str:
    """The Hint's mark for SVG pieces: a solid double ring around the box (x, y, w, h) and an arrow badge at
    its top-left corner (the "just changed" mark is dashed with a star: the two differ in shape, not colour)."""
    r = r if r is not None else max(6.0, min(w, h) * 0.18)
    cx, cy = x + r * 0.3, y + r * 0.3
    box = f'x="{x - 3:g}" y="{y - 3:g}" width="{w + 6:g}" height="{h + 6:g}" rx="{max(2.0, r / 2):g}" fill="none"'
    return (f'<g class="hint-mark" aria-hidden="true"><rect {box} stroke="#ffffff" stroke-width="6"/>'
            f'<rect {box} stroke="#0b57b0" stroke-width="3"/>'
            f'<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="#0b57b0" stroke="#ffffff" stroke-width="1.5"/>'
            f'<path d="{_ARROW}" transform="translate({cx:g} {cy:g}) scale({r * 0.9:g})" fill="none" '
            f'stroke="#ffffff" stroke-width="{0.28:g}" stroke-linecap="round" stroke-linejoin="round"/></g>')


def svg_mark_badge(x, y, w, h, r=None) -> str:
    """The sharer's highlight for SVG pieces: a thick solid ring (white edged) and a round badge with a ring in
    it at the bottom-right corner: unlike the dashed "just changed" mark and the Hint's arrow."""
    r = r if r is not None else max(6.0, min(w, h) * 0.18)
    cx, cy = x + w - r * 0.3, y + h - r * 0.3
    box = f'x="{x - 3:g}" y="{y - 3:g}" width="{w + 6:g}" height="{h + 6:g}" rx="{max(3.0, r / 1.5):g}" fill="none"'
    return (f'<g class="marked-mark" aria-hidden="true"><rect {box} stroke="#ffffff" stroke-width="8"/>'
            f'<rect {box} stroke="#c2185b" stroke-width="4.5"/>'
            f'<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="#c2185b" stroke="#ffffff" stroke-width="1.5"/>'
            f'<circle cx="{cx:g}" cy="{cy:g}" r="{r * 0.45:g}" fill="none" stroke="#ffffff" stroke-width="{r * 0.22:g}"/></g>')


def svg_marks(ctx, piece, x, y, w, h, r=None) -> str:
    """Every mark an SVG piece carries: the "just changed" badge, the Hint's and the sharer's, as they apply."""
    return ((svg_badge(x, y, w, h, r) if is_changed(ctx, piece) else "")
            + (svg_hint_badge(x, y, w, h, r) if is_hinted(ctx, piece) else "")
            + (svg_mark_badge(x, y, w, h, r) if is_marked(ctx, piece) else ""))
