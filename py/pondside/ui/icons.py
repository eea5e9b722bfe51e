"""Control symbols drawn as inline SVG (issue 24): the same on every device, never a font glyph that a phone may
lack (the replay's ⏮/⏭ and the trophy showed as empty boxes).  Each icon is a 24×24 drawing in the current
text colour, hidden from assistive technology (the control's own text names it)."""
from __future__ import annotations

from functools import lru_cache

# 24×24 paths; strokes use currentColor
_PATHS = {
    "back": '<path d="M14 5 7 12l7 7M8 12h11" fill="none" stroke="currentColor" stroke-width="2.4" '
            'stroke-linecap="round" stroke-linejoin="round"/>',
    "undo": '<path d="M9 7 4 12l5 5" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" '
            'stroke-linejoin="round"/><path d="M5 12h9a5 5 0 0 1 0 10h-3" fill="none" stroke="currentColor" '
            'stroke-width="2.4" stroke-linecap="round"/>',
    "first": '<path d="M6 5v14" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/>'
             '<path d="M19 5 9 12l10 7z" fill="currentColor"/>',
    "prev_turn": '<path d="M12 5 3 12l9 7zM21 5l-9 7 9 7z" fill="currentColor"/>',
    "prev": '<path d="M16 5 7 12l9 7z" fill="currentColor"/>',
    "next": '<path d="M8 5l9 7-9 7z" fill="currentColor"/>',
    "next_turn": '<path d="M3 5l9 7-9 7zM12 5l9 7-9 7z" fill="currentColor"/>',
    "last": '<path d="M18 5v14" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/>'
            '<path d="M5 5l10 7-10 7z" fill="currentColor"/>',
    "trophy": '<path d="M7 4h10v4a5 5 0 0 1-10 0z" fill="currentColor"/><path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 '
              '0 0 1-3 4" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 13v4M8 20h8" '
              'stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/>',
    "settings": '<circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" stroke-width="2.2"/>'
                '<path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1'
                'M16.6 7.4l2.1-2.1" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>',
    "zoom_in": '<circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" stroke-width="2.2"/>'
               '<path d="M15 15l6 6M7 10h6M10 7v6" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>',
    "zoom_out": '<circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" stroke-width="2.2"/>'
                '<path d="M15 15l6 6M7 10h6" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>',
    "fit": '<path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" fill="none" stroke="currentColor" stroke-width="2.2" '
           'stroke-linecap="round" stroke-linejoin="round"/>',
    "share": '<circle cx="6" cy="12" r="2.6" fill="currentColor"/><circle cx="18" cy="6" r="2.6" fill="currentColor"/>'
             '<circle cx="18" cy="18" r="2.6" fill="currentColor"/><path d="M8 11l8-4M8 13l8 4" stroke="currentColor" '
             'stroke-width="2"/>',
    "copy": '<rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" stroke-width="2.2"/>'
            '<path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" fill="none" stroke="currentColor" '
            'stroke-width="2.2"/>',
    "log": '<path d="M5 6h14M5 12h14M5 18h9" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/>',
    "rules": '<path d="M5 4h10l4 4v12H5z" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linejoin="round"/>'
             '<path d="M8 11h8M8 15h8" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
    "check": '<path d="M5 12.5l4.5 4.5L19 7" fill="none" stroke="currentColor" stroke-width="2.6" '
             'stroke-linecap="round" stroke-linejoin="round"/>',
    "close": '<path d="M6 6l12 12M18 6 6 18" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/>',
    "play": '<path d="M8 5l11 7-11 7z" fill="currentColor"/>',
    "assumed": '<path d="M12 3.5 20.5 12 12 20.5 3.5 12z" fill="none" stroke="currentColor" stroke-width="2.6" '
               'stroke-linejoin="round"/>',
    "edit": '<path d="M4 20h4L19 9l-4-4L4 16z" fill="none" stroke="currentColor" stroke-width="2.2" '
            'stroke-linejoin="round"/><path d="M13 7l4 4" stroke="currentColor" stroke-width="2.2"/>',
    "info": '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2.2"/>'
            '<circle cx="12" cy="7.6" r="1.5" fill="currentColor"/><path d="M12 11v6.5" stroke="currentColor" '
            'stroke-width="2.6" stroke-linecap="round"/>',
    "sound": '<path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/><path d="M16 8.5a5 5 0 0 1 0 7" fill="none" '
             'stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>',
    "menu": '<path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/>',
}
NAMES = tuple(_PATHS)


@lru_cache(maxsize=64)
def icon(name: str, size: int = 20) -> str:
    """An inline SVG of the named symbol (``NAMES``), ``size`` CSS pixels square."""
    return (f'<svg class="icon" width="{size}" height="{size}" viewBox="0 0 24 24" aria-hidden="true" '
            f'focusable="false">{_PATHS[name]}</svg>')
