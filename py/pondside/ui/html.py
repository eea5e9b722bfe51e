"""HTML building helpers: escaping and clickable elements per the view protocol."""
from __future__ import annotations

import json
from html import escape as _escape


def esc(text) -> str:
    """Escape text (and attribute values) for HTML: quotes included."""
    return _escape(str(text), quote=True)


# the page's text font (app.css), written out for text inside a data: image, which sees no page CSS
SYSTEM_FONT = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif"'


def data_url(art, w, h, scalable=False) -> str:
    """SVG shapes as a ``data:`` URL of an SVG document ``w`` × ``h`` (quotes made single, ``%&#<>``
    escaped, so it sits in a double-quoted attribute, holds no markup, and an entity reaches the SVG as
    written).  ``scalable``: with a view box, so one URL serves at any size (an ``<image>`` of another
    width scales it)."""
    box = f" viewBox='0 0 {w} {h}'" if scalable else ""
    doc = f"<svg xmlns='http://www.w3.org/2000/svg' width='{w}' height='{h}'{box}>{art}</svg>"
    return "data:image/svg+xml," + (doc.replace('"', "'").replace("%", "%25").replace("&", "%26")
                                    .replace("#", "%23").replace("<", "%3C").replace(">", "%3E"))


def act_attr(action) -> str:
    """`data-act` attribute for an element that applies ``action`` on click."""
    return f"data-act=\"{esc(json.dumps(action, separators=(',', ':'), sort_keys=True))}\""


def sel_attr(sel: dict) -> str:
    """`data-sel` attribute for an element that changes the UI-local selection."""
    return f"data-sel=\"{esc(json.dumps(sel, separators=(',', ':'), sort_keys=True))}\""


def button(label, *, action=None, sel=None, cls="btn", aria=None, disabled=False, extra="") -> str:
    attrs = [f'class="{esc(cls)}"', 'type="button"']
    if action is not None:
        attrs.append(act_attr(action))
    if sel is not None:
        attrs.append(sel_attr(sel))
    if aria:
        attrs.append(f'aria-label="{esc(aria)}"')
    if disabled:
        attrs.append("disabled")
    if extra:
        attrs.append(extra)
    return f"<button {' '.join(attrs)}>{esc(label)}</button>"


def svg_clickable(inner: str, *, label: str, action=None, sel=None, cls="hit") -> str:
    """Wrap SVG content in a focusable, named group that is a button."""
    attrs = [f'class="{esc(cls)}"', 'role="button"', 'tabindex="0"', f'aria-label="{esc(label)}"']
    if action is not None:
        attrs.append(act_attr(action))
    if sel is not None:
        attrs.append(sel_attr(sel))
    return f"<g {' '.join(attrs)}>{inner}</g>"


FIT_MOST = 40      # the widest and tallest board (in spaces) that fit_min_css sizes; a bigger one keeps 40's


def fit_min_css(selector: str, prefix: str, space_px: float, extra_px: float = 0, most_px: float = 0) -> str:
    """CSS for a zoomable board shown whole ("fit") that must not shrink its targets below the smallest
    zoom: one class per width and per height in spaces (``{prefix}-w{n}``, ``{prefix}-h{n}``), each a
    ``min-width``/``min-height`` of ``n * space_px + extra_px`` pixels, so a board too big for the screen
    scrolls in its box instead; with ``most_px``, a ``max-width`` of ``n * most_px`` too, so a small board is
    not blown up to the whole width.  Classes, since the page's policy allows no inline styles."""
    most = (lambda n: f";max-width:{round(n * most_px + extra_px)}px") if most_px else (lambda n: "")
    return "".join(f"{selector}.{prefix}-w{n}{{min-width:{round(n * space_px + extra_px)}px{most(n)}}}"
                   f"{selector}.{prefix}-h{n}{{min-height:{round(n * space_px + extra_px)}px}}"
                   for n in range(1, FIT_MOST + 1))


def fit_min_class(prefix: str, cols: int, rows: int) -> str:
    """The classes of :func:`fit_min_css` for a board of ``cols`` x ``rows`` spaces."""
    return f"{prefix}-w{max(1, min(cols, FIT_MOST))} {prefix}-h{max(1, min(rows, FIT_MOST))}"


def zoom_of(sel: dict, levels: int, compact: bool, over: bool = False):
    """A zoomable board's zoom in use: the player's choice (``sel["zoom"]``: "fit" or a level below
    ``levels``), else the whole board on a wide screen, or at the end of the game, and the smallest level
    (0, the one with 44-px targets) on a phone while there is still something to place."""
    z = sel.get("zoom")
    if z == "fit" or (isinstance(z, int) and not isinstance(z, bool) and 0 <= z < levels):
        return z
    return 0 if compact and not over else "fit"
