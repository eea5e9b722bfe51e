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


def t(strings: dict, lang: str, key: str, **kw) -> str:
    """Look a key up in ``{"en": {...}, "de": {...}}``; fall back to English."""
    table = strings.get(lang) or strings["en"]
    text = table.get(key)
    if text is None:
        text = strings["en"].get(key, key)
    return text.format(**kw) if kw else text


def zoom_of(sel: dict, levels: int, compact: bool, over: bool = False):
    """A zoomable board's zoom in use: the player's choice (``sel["zoom"]``: "fit" or a level below
    ``levels``), else the whole board on a wide screen, or at the end of the game, and the smallest level
    (0, the one with 44-px targets) on a phone while there is still something to place."""
    z = sel.get("zoom")
    if z == "fit" or (isinstance(z, int) and not isinstance(z, bool) and 0 <= z < levels):
        return z
    return 0 if compact and not over else "fit"
