"""The pictures of Koi-Koi, drawn by the app (no image files, no font glyphs): the hanafuda cards and the
board's control symbols.

Every card shows its month as a number and short name, its category as a drawn mark (a star for a bright,
a diamond for an animal, a bar for a ribbon, a dot for chaff) and a word, so colour is never the only signal.
"""
from __future__ import annotations

from functools import lru_cache

from ...ui.html import SYSTEM_FONT, esc
from .data import CARDS, CATEGORY, KIND, MONTH
from .text import TEXT, card_name

W, H = 60, 92

# month palette: (background, motif colour)
PALETTE = {
    1: ("#e9f1e4", "#2f6b3a"), 2: ("#f6e6ee", "#b0305c"), 3: ("#fbe9ef", "#d45d84"),
    4: ("#ece6f6", "#6c4fa3"), 5: ("#e6ebf7", "#3d5aa8"), 6: ("#f7e4e4", "#b02a36"),
    7: ("#f4e8e1", "#a0462c"), 8: ("#efece0", "#6f6a3b"), 9: ("#f8f1dc", "#c08a12"),
    10: ("#f8e5dc", "#c0441b"), 11: ("#e3ece8", "#3f6a5a"), 12: ("#eee6f2", "#6d4a87"),
}
# each category's mark, drawn (no font glyph: it looks the same on every device): a path in a box of 12 x 12
MARKS = {
    "bright": "M6 0.3 L7.6 4.2 L11.8 4.5 L8.6 7.2 L9.6 11.4 L6 9.1 L2.4 11.4 L3.4 7.2 L0.2 4.5 L4.4 4.2 Z",
    "animal": "M6 0.5 L11.5 6 L6 11.5 L0.5 6 Z",
    "ribbon": "M3.8 0.5 H8.2 V11.5 H3.8 Z",
    "chaff": "M6 3.2 A2.8 2.8 0 1 1 5.99 3.2 Z",
}


def mark_shape(cat, x, y, size=12, fill="#1b1b1b") -> str:
    """The category's mark as an SVG path with its box's top left at (x, y)."""
    return (f'<path d="{MARKS[cat]}" transform="translate({x:g} {y:g}) scale({size / 12:g})" '
            f'fill="{fill}"/>')


def mark_svg(cat) -> str:
    """The category's mark as a small inline SVG for text (the rules page's legend): decorative, its word
    is beside it."""
    return (f'<svg class="kk-icon kk-markicon" width="1em" height="1em" viewBox="0 0 12 12" aria-hidden="true" '
            f'focusable="false"><path d="{MARKS[cat]}" fill="currentColor"/></svg>')


# the control symbols of the board, drawn (a font may lack ▲ ✓ ◉): paths in a box of 16 x 16, in the
# text's colour
ICONS = {
    "play": '<path d="M8 2 L14.5 13.5 H1.5 Z" fill="currentColor"/>',
    "choose": ('<path d="M8 15 V8.5 M8 8.5 L3 3.5 M8 8.5 L13 3.5" stroke="currentColor" stroke-width="2.2" '
               'fill="none" stroke-linecap="round"/><path d="M1 1 H6 L1 6 Z M15 1 H10 L15 6 Z" fill="currentColor"/>'),
    "target": '<path d="M1.5 2.5 H14.5 L8 14 Z" fill="currentColor"/>',
    "check": ('<path d="M2 8.5 L6.2 12.5 L14 3.5" stroke="currentColor" stroke-width="2.6" fill="none" '
              'stroke-linecap="round" stroke-linejoin="round"/>'),
    "drawn": ('<path d="M8 14.5 V3 M3 7.5 L8 2 L13 7.5" stroke="currentColor" stroke-width="2.4" fill="none" '
              'stroke-linecap="round" stroke-linejoin="round"/>'),
    "turn": '<path d="M3 1.5 L14 8 L3 14.5 Z" fill="currentColor"/>',
    "start": ('<circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" stroke-width="1.8"/>'
              '<circle cx="8" cy="8" r="3.4" fill="currentColor"/>'),
    "chevron": ('<path d="M5.5 2.5 L11 8 L5.5 13.5" stroke="currentColor" stroke-width="2.4" fill="none" '
                'stroke-linecap="round" stroke-linejoin="round"/>'),
}


def icon(name, cls="") -> str:
    """A control symbol as inline SVG (decorative: the control's words or name say what it means)."""
    # sized in the markup (1em), so a page without the game's stylesheet (the rules page) draws it small too
    return (f'<svg class="kk-icon kk-icon-{name}{" " + cls if cls else ""}" width="1em" height="1em" '
            f'viewBox="0 0 16 16" aria-hidden="true" focusable="false">{ICONS[name]}</svg>')


def _motif(m, col):
    """A small plant motif per month (decorative)."""
    if m == 1:      # pine
        return (f'<path d="M30 30 L18 52 L26 52 L16 66 L44 66 L34 52 L42 52 Z" fill="{col}" opacity=".75"/>'
                f'<rect x="28" y="66" width="4" height="6" fill="#6b4b2a"/>')
    if m in (2, 3):  # plum / cherry blossoms
        out = []
        for cx, cy, r in ((22, 44, 7), (38, 52, 8), (28, 62, 6)):
            for k in range(5):
                import math
                a = k * 2 * math.pi / 5
                out.append(f'<circle cx="{cx + r * 0.7 * math.cos(a):.1f}" cy="{cy + r * 0.7 * math.sin(a):.1f}" '
                           f'r="{r * 0.5:.1f}" fill="{col}" opacity=".7"/>')
            out.append(f'<circle cx="{cx}" cy="{cy}" r="1.6" fill="#f3d36b"/>')
        return "".join(out)
    if m == 4:      # wisteria: drooping clusters
        return "".join(f'<circle cx="{x}" cy="{y}" r="3" fill="{col}" opacity=".7"/>'
                       for x in (18, 30, 42) for y in range(34, 62, 7) if not (x == 30 and y > 50))
    if m == 5:      # iris leaves and flowers
        return (f'<path d="M20 72 Q22 50 18 34 M30 72 Q30 48 32 36 M40 72 Q38 52 44 38" stroke="#3f7a3a" '
                f'stroke-width="2.5" fill="none"/><circle cx="19" cy="36" r="5" fill="{col}" opacity=".8"/>'
                f'<circle cx="44" cy="40" r="5" fill="{col}" opacity=".8"/>')
    if m == 6:      # peony
        return (f'<circle cx="30" cy="52" r="13" fill="{col}" opacity=".6"/>'
                f'<circle cx="30" cy="52" r="7" fill="{col}" opacity=".8"/>')
    if m == 7:      # bush clover
        return ('<path d="M12 70 Q30 40 50 34" stroke="#5b6b2a" stroke-width="2" fill="none"/>'
                + "".join(f'<circle cx="{12 + 4 * k}" cy="{70 - 3.2 * k + (k % 2) * 3}" r="2.2" fill="{col}"/>'
                          for k in range(10)))
    if m == 8:      # susuki hill
        return f'<path d="M4 72 Q30 40 56 72 Z" fill="{col}" opacity=".45"/>'
    if m == 9:      # chrysanthemum
        import math
        return ("".join(f'<ellipse cx="{30 + 8 * math.cos(k * math.pi / 6):.1f}" '
                        f'cy="{52 + 8 * math.sin(k * math.pi / 6):.1f}" rx="4" ry="2" '
                        f'transform="rotate({k * 30} {30 + 8 * math.cos(k * math.pi / 6):.1f} '
                        f'{52 + 8 * math.sin(k * math.pi / 6):.1f})" fill="{col}" opacity=".7"/>' for k in range(12))
                + '<circle cx="30" cy="52" r="4" fill="#f3d36b"/>')
    if m == 10:     # maple leaves
        return "".join(f'<path d="M{x} {y - 7} L{x + 2} {y - 2} L{x + 7} {y - 3} L{x + 3} {y + 1} L{x + 5} {y + 6} '
                       f'L{x} {y + 3} L{x - 5} {y + 6} L{x - 3} {y + 1} L{x - 7} {y - 3} L{x - 2} {y - 2} Z" '
                       f'fill="{col}" opacity=".75"/>' for x, y in ((20, 42), (40, 50), (26, 64)))
    if m == 11:     # willow
        return "".join(f'<path d="M{x} 28 Q{x + 6} 50 {x - 2} 74" stroke="{col}" stroke-width="1.6" fill="none" '
                       f'opacity=".8"/>' for x in (14, 24, 34, 44))
    # 12 paulownia
    return (f'<path d="M30 36 Q46 44 30 70 Q14 44 30 36 Z" fill="{col}" opacity=".55"/>'
            f'<circle cx="22" cy="34" r="3" fill="{col}"/><circle cx="30" cy="30" r="3" fill="{col}"/>'
            f'<circle cx="38" cy="34" r="3" fill="{col}"/>')


# the writing on the poetry ribbons and the sake cup's sign, drawn as brush strokes (a device may have no
# Japanese font: text there showed as empty boxes)
_WRITING = ('<path d="M28.5 34 q2 1.5 0 3.5 q-1.5 1.5 1 2.5 M31.5 35 q-1 3 1 4.5 M28 44 q3 -1 4 1 q-2 2 -3.5 2.5 '
            'M30.5 50 v4 q-1 1.5 -2.5 0.5 M28.5 58 q2 -1.5 3.5 0.5 q-1 2.5 -3 3" stroke="#111" stroke-width="1.1" '
            'fill="none" stroke-linecap="round"/>')
_KOTOBUKI = ('<circle cx="30" cy="53.5" r="4.2" fill="none" stroke="#f3d36b" stroke-width="1.2"/>'
             '<path d="M27.3 52 h5.4 M27.3 55 h5.4 M30 50.5 v6" stroke="#f3d36b" stroke-width="1.1"/>')


def _feature(card, col):
    """The picture that makes the card special (bright, animal, ribbon): shapes only."""
    cat = CATEGORY[card]
    kind = KIND[card]
    if cat == "ribbon":
        fill = {"poetry": "#c8283a", "red": "#c8283a", "blue": "#2a4fa8"}[kind]
        out = (f'<rect x="25" y="30" width="10" height="40" rx="1.5" fill="{fill}" stroke="#222" stroke-width=".6"/>'
               f'<path d="M25 70 L30 66 L35 70" fill="#fff" opacity=".0"/>')
        if kind == "poetry":   # the written ribbons
            out += _WRITING
        elif kind == "blue":
            out += ('<path d="M27 36 h6 M27 42 h6 M27 48 h6 M27 54 h6 M27 60 h6" stroke="#fff" '
                    'stroke-width="1" opacity=".8"/>')
        return out
    if cat == "bright":
        if kind == "rainman":
            return ('<circle cx="30" cy="50" r="15" fill="#c8283a" opacity=".85"/>'
                    '<path d="M16 52 Q30 34 44 52 Z" fill="#2b2b2b"/><path d="M30 52 V66" stroke="#2b2b2b" '
                    'stroke-width="2"/><path d="M30 66 q0 3 -3 2.5" stroke="#2b2b2b" stroke-width="2" fill="none"/>')
        if kind == "moon":
            return '<circle cx="30" cy="44" r="13" fill="#f6f1de" stroke="#b89b2a" stroke-width="1.5"/>'
        if kind == "curtain":
            return ('<rect x="12" y="34" width="36" height="22" fill="#c8283a" opacity=".85"/>'
                    '<path d="M12 56 Q21 62 30 56 Q39 62 48 56" fill="#c8283a" opacity=".85"/>')
        if kind == "phoenix":
            return ('<path d="M14 62 Q22 36 40 38 Q34 46 46 50 Q34 54 38 62 Q28 56 14 62 Z" fill="#d9a321" '
                    'stroke="#8a4b12" stroke-width="1"/>')
        # crane and sun
        return ('<circle cx="30" cy="40" r="11" fill="#d8322f"/>'
                '<path d="M18 66 Q24 52 34 54 L44 46 L38 58 Q30 64 18 66 Z" fill="#fff" stroke="#222" '
                'stroke-width=".8"/>')
    if cat == "animal":
        if kind == "sake":
            return ('<path d="M18 46 H42 Q40 60 30 62 Q20 60 18 46 Z" fill="#c8283a" stroke="#6b1010" '
                    'stroke-width="1"/><rect x="26" y="62" width="8" height="4" fill="#6b1010"/>' + _KOTOBUKI)
        if kind == "butterflies":
            return ('<path d="M30 50 Q18 38 20 52 Q18 62 30 54 Q42 62 40 52 Q42 38 30 50 Z" fill="#e07ab0" '
                    'stroke="#333" stroke-width=".8"/>')
        if kind == "bridge":
            return '<path d="M8 52 L52 44 L52 50 L8 58 Z" fill="#8a5a2b" stroke="#333" stroke-width=".8"/>'
        # a bird or beast: a simple silhouette
        return ('<ellipse cx="30" cy="52" rx="13" ry="7" fill="#4a3b2a" opacity=".85"/>'
                '<circle cx="42" cy="46" r="4" fill="#4a3b2a" opacity=".85"/>')
    if kind == "lightning":
        return '<path d="M34 30 L24 50 L32 50 L22 72 L40 46 L32 46 L40 30 Z" fill="#5b3a8a" opacity=".8"/>'
    return ""


def _face_word(card, lang):
    t = TEXT.table(lang)
    return t["face_words"][KIND[card]] if CATEGORY[card] != "chaff" else t["categories"]["chaff"]


def card_label(card, lang="en") -> str:
    """The name of a clickable card: the words printed on its face, in reading order (so that a button's
    name contains its visible text, WCAG 2.5.3), then the full name in brackets.
    E.g. '9 Sep Blue (Blue ribbon, Chrysanthemum, Ribbon)', '3 Mar Curtain (Cherry, Bright)'."""
    m = MONTH[card]
    t = TEXT.table(lang)
    face = _face_word(card, lang)
    kind = t["kinds"][KIND[card]]
    rest = [t["plants"][m], t["categories"][CATEGORY[card]]]
    if kind != face:
        rest.insert(0, kind)
    short = t["month_short"][m]
    return f"{m} {short} {face} ({', '.join(rest)})"


def _art(card) -> str:
    """A card's shapes (no text): background, plant, picture, the two bands the text sits on and the
    category's mark at the top right."""
    m = MONTH[card]
    bg, col = PALETTE[m]
    cat = CATEGORY[card]
    border = "#b8912e" if cat == "bright" else "#3a2a1a"
    return (f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="5" fill="{bg}" stroke="{border}" '
            f'stroke-width="{2.2 if cat == "bright" else 1.2}"/>'
            f'{_motif(m, col)}{_feature(card, col)}'
            f'<rect x="1" y="1" width="{W - 2}" height="17" rx="5" fill="#fffaf0" opacity=".88"/>'
            f'<rect x="1" y="{H - 16}" width="{W - 2}" height="15" rx="4" fill="#fffaf0" opacity=".9"/>'
            f'{mark_shape(cat, W - 15, 3.5, 11)}')


_BACK = (f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="5" fill="#7a2a22" stroke="#3a1410" '
         f'stroke-width="1.4"/><rect x="6" y="6" width="{W - 12}" height="{H - 12}" rx="3" fill="none" '
         f'stroke="#d9a36b" stroke-width="1"/>'
         f'<path d="M18 52 Q30 30 44 44 Q36 46 40 56 Q30 50 24 62 Q24 54 18 52 Z" fill="#f08a3c" '
         f'opacity=".9"/><circle cx="38" cy="44" r="1.4" fill="#222"/>')


def art_id(card) -> str:
    """The id of the ``<symbol>`` that draws the card's shapes (``symbols``): one per design, shared by the
    cards that look the same (a month's chaff) and by both languages; not a card id (``"9-1"``)."""
    return "kk-a-back" if card == "back" else f"kk-a-m{MONTH[card]}-{KIND[card]}"


def _words(card, lang="en") -> str:
    """A card's words — month number and short name, and the card's word — with their look written out, so
    that no page style reaches them (a card looks the same wherever it is shown); spaced, so that a reader of
    the markup sees three words (a space between two SVG texts draws nothing)."""
    m = MONTH[card]
    return (
        f'<g {SYSTEM_FONT} font-weight="400" font-style="normal">'
        f'<text x="5" y="14" font-size="13" font-weight="700" fill="#1b1b1b">{m}</text> '
        f'<text x="{W / 2 + 1}" y="13" font-size="7.5" text-anchor="middle" fill="#444">'
        f'{esc(TEXT(lang, "month_short")[m])}</text> '
        f'<text x="{W / 2}" y="{H - 5}" font-size="8.5" text-anchor="middle" fill="#1b1b1b">'
        f'{esc(_face_word(card, lang))}</text></g>')


def _face(card, lang="en") -> str:
    """A card's whole face, written out: its shapes (``_art``, the category's mark among them) and its words."""
    return _art(card) + _words(card, lang)


@lru_cache(maxsize=1)
def symbols() -> str:
    """Every card design's shapes (``_art``) and the back, once each, as ``<symbol>``s the page keeps in one
    hidden SVG outside the screen (``view.sprites`` -> ``assets.game_sprites``); a card shows its design with a
    ``<use>``.  A card was a ``data:`` SVG image (a CSS background), which Chromium builds as a document of its
    own the first time it is shown (8–19 ms each under the phone profile, ~150 ms of the click that showed
    the first board) and again in every frame that shows it.  The same whatever the game state and language
    (the words are the card's own, ``_words``)."""
    out, seen = [], set()
    for c in CARDS:
        key = art_id(c)
        if key not in seen:
            seen.add(key)
            out.append(f'<symbol id="{key}" viewBox="0 0 {W} {H}">{_art(c)}</symbol>')
    out.append(f'<symbol id="{art_id("back")}" viewBox="0 0 {W} {H}">{_BACK}</symbol>')
    return "".join(out)


def face_use(card, lang="en") -> str:
    """A card's face (or ``"back"``) inside an SVG of view box ``0 0 W H``: its design's symbol (``symbols``,
    which the page holds) and its words."""
    if card == "back":
        return f'<use href="#{art_id("back")}"/>'
    return f'<use href="#{art_id(card)}"/>{_words(card, lang)}'


@lru_cache(maxsize=1024)
def card_svg(card, lang="en", cls="kk-card", extra_title=None) -> str:
    """One face-up card as a scalable SVG: its title (the card's name), its design (a ``<use>`` of its symbol)
    and its words.  Pure, so cached: a click redraws the same cards."""
    cat = CATEGORY[card]
    name = card_name(card, lang)
    title = esc(name if extra_title is None else f"{name} — {extra_title}")
    return (f'<svg class="{esc(cls)} kk-cat-{cat}" viewBox="0 0 {W} {H}" role="img" '
            f'aria-label="{title}" xmlns="http://www.w3.org/2000/svg"><title>{title}</title>'
            f'{face_use(card, lang)}</svg>')


@lru_cache(maxsize=64)
def back_svg(label="", cls="kk-card kk-back") -> str:
    lab = esc(label)
    return (f'<svg class="{esc(cls)}" viewBox="0 0 {W} {H}" role="img" aria-label="{lab}" '
            f'xmlns="http://www.w3.org/2000/svg"><title>{lab}</title>{face_use("back")}</svg>')


def face_at(card, x, y, w, lang="en") -> str:
    """A card's whole face (or ``"back"``) drawn at ``(x, y)``, ``w`` wide, as a nested SVG with its look
    written out: for a picture that stands alone (no page CSS, no page symbols)."""
    inner = _BACK if card == "back" else _face(card, lang)
    return (f'<svg x="{x:g}" y="{y:g}" width="{w:g}" height="{w * H / W:.1f}" viewBox="0 0 {W} {H}">'
            f'<title>{esc("" if card == "back" else card_name(card, lang))}</title>{inner}</svg>')
