"""Kokonana! position editor (docs/editor.md): the river's two waters and the temple as tappable places, the
runners, whose turn it is and the winner as settings.

Places: ``S<i>`` / ``D<i>`` a tile of the shallow / deep water (the data's own space, ``i`` = (row − 1) × lanes
+ (lane − 1)), ``temple:<i>`` temple tile i + 1.  Pieces are the words of the position text: ``turtle`` (face
up), ``seen crab``, ``hidden snail``, ``black lock``, ``wall``; an empty place is ``?`` (dealt at random).

What players saw in the temple (``temple looks``) and the last look are not places: the editor keeps them and
makes a look follow its tile when a temple tile changes; they are set up in the text.
"""
from __future__ import annotations

import copy

from ...core import PositionError
from ...ui.html import esc
from . import data as D
from . import draw
from . import rules as R
from .options import OPTIONS
from .position import HIDDEN, SEEN
from .text import TEXT, colour_name, motif_name, plural, space_name

_DEFAULTS = {o.key: o.default for o in OPTIONS}
WATER = {"S": "shallow", "D": "deep"}
STATES = ("up", SEEN, HIDDEN)          # the three ways a water tile lies, in the palette's order


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _options(data) -> dict:
    return dict(_DEFAULTS, **(data.get("options") or {}))


# ------------------------------------------------------------------ pieces
def _motif_word(m) -> str:
    return TEXT("en", "motif")[m]


def _water_piece(m, state) -> str:
    return _motif_word(m) if state == "up" else f"{state} {_motif_word(m)}"


def _temple_piece(tile) -> str:
    return "wall" if tile == "wall" else f"{TEXT('en', 'colour')[tile]} lock"


# {piece: ("water", section, picture, state) | ("temple", tile)}
PIECES = {_water_piece(m, st): ("water", sec, m, st) for sec in D.SECTIONS for st in STATES for m in D.MOTIFS[sec]}
PIECES.update({_temple_piece(t): ("temple", t) for t in D.KEYS + ["wall"]})


def _palette(kind, data) -> list:
    if kind in D.SECTIONS:
        return [_water_piece(m, st) for st in STATES for m in D.MOTIFS[kind]]
    young = _options(data)["young_children"]
    return [_temple_piece(t) for t in D.KEYS + ([] if young else ["wall"])]


def piece_label(piece: str, lang: str) -> str:
    what = PIECES.get(piece)
    if what is None:
        raise PositionError(TEXT(lang, "ed_wrong_piece", piece=piece), None, lang)
    if what[0] == "temple":
        return TEXT(lang, "ed_wall") if what[1] == "wall" else TEXT(lang, "ed_lock", colour=colour_name(lang, what[1]))
    _, _sec, m, state = what
    return _cap(TEXT(lang, "ed_" + state, motif=motif_name(lang, m)))


def piece_html(piece: str, lang: str) -> str:
    """The piece drawn with the game's art in a 48 × 48 SVG: a face-up tile is its picture; a face-down one is
    the water's back with its picture inset (faint and dashed-rimmed when nobody has seen it); a temple tile its
    lock or wall."""
    what, label = PIECES.get(piece), piece_label(piece, lang)
    if what[0] == "temple":
        body = draw.WALL_ART if what[1] == "wall" else draw.lock_art(what[1])
    elif what[3] == "up":
        body = draw.motif_art(what[2])
    else:
        hidden = what[3] == HIDDEN
        rim = ('<rect x="3" y="3" width="42" height="42" rx="5" fill="none" stroke="#ffffff" stroke-width="2" '
               'stroke-dasharray="4 3"/>' if hidden else "")
        body = (f'<rect width="48" height="48" rx="7" fill="{draw.BACK_FILL[what[1]]}"/>{rim}'
                f'<g transform="translate(10 10) scale(.5833)" opacity="{.45 if hidden else 1}">'
                f'{draw.motif_art(what[2])}</g>')
    return (f'<svg class="kn-edpiece" viewBox="0 0 48 48" width="48" height="48" role="img" '
            f'aria-label="{esc(label)}"><title>{esc(label)}</title>{body}</svg>')


# ------------------------------------------------------------------ places
def zones(data: dict, lang: str) -> list:
    """The temple (a row), then the deep and the shallow water (grids), as the phone draws the river: the temple
    at the top, the village below the shallow water; row 1 of each water is its lowest row."""
    depth, lanes = R.dims(_options(data))
    out = [{"key": "temple", "label": TEXT(lang, "temple"), "layout": "row", "pieces": _palette("temple", data),
            "slots": [{"place": f"temple:{i}", "piece": None if t is None else _temple_piece(t),
                       "label": _slot_label(f"temple:{i}", t is None, (depth, lanes), lang)}
                      for i, t in enumerate(data["temple"])]}]
    for sec in ("D", "S"):
        up, seen, slots = set(data["up"][sec]), set(data["seen"][sec]), []
        for i, m in enumerate(data["tiles"][sec]):
            c, r = divmod(i, lanes)
            state = "up" if i in up else SEEN if i in seen else HIDDEN
            slots.append({"place": f"{sec}{i}", "piece": None if m is None else _water_piece(m, state),
                          "label": _slot_label(f"{sec}{i}", m is None, (depth, lanes), lang),
                          "x": r, "y": depth - 1 - c})
        out.append({"key": WATER[sec], "label": _cap(TEXT(lang, WATER[sec])), "layout": "grid",
                    "pieces": _palette(sec, data), "slots": slots})
    return out


def _slot_label(place, empty, dims, lang) -> str:
    if place.startswith("temple:"):
        where = TEXT(lang, "templeslot", i=int(place.split(":")[1]) + 1)
    else:
        where = _cap(space_name(lang, dims, place))
    return TEXT(lang, "ed_random", where=where) if empty else where


def _where(data, place, lang):
    """("temple", i) or (section, i) of a place of ``data``; PositionError for any other place."""
    kind, _, i = place.partition(":") if place.startswith("temple:") else (place[:1], "", place[1:])
    size = len(data["temple"]) if kind == "temple" else len(data["tiles"][kind]) if kind in D.SECTIONS else 0
    if not (i.isdigit() and str(int(i)) == i and int(i) < size):
        raise PositionError(TEXT(lang, "ed_no_place"), None, lang)
    return kind, int(i)


def put(data: dict, place: str, piece: str | None, lang: str) -> dict:
    kind, i = _where(data, place, lang)
    if piece is not None and piece not in _palette(kind, data):
        raise PositionError(TEXT(lang, "ed_wrong_piece", piece=piece_label(piece, lang) if piece in PIECES
                                 else piece), None, lang)
    new = copy.deepcopy(data)
    if kind == "temple":
        _put_temple(new, i, None if piece is None else PIECES[piece][1])
        return new
    up, seen = new["up"][kind], new["seen"][kind]
    for part in (up, seen):
        if i in part:
            part.remove(i)
    new["tiles"][kind][i] = None if piece is None else PIECES[piece][2]
    state = None if piece is None else PIECES[piece][3]
    if state in ("up", SEEN):
        (up if state == "up" else seen).append(i)
        (up if state == "up" else seen).sort()
    return new


def _put_temple(new, i, tile):
    """Temple tile ``i`` becomes ``tile``.  A lock lies in the temple once: put elsewhere, it changes places with
    tile ``i``.  What a player saw on a changed tile follows it (a look at a tile now left to chance is dropped
    when it shows a lock that lies elsewhere now)."""
    temple, changed = new["temple"], {i}
    if tile in D.KEYS and tile in temple and temple.index(tile) != i:
        j = temple.index(tile)
        temple[j] = temple[i]
        changed.add(j)
    temple[i] = tile
    for looks in new["known"]:
        for k in changed:
            seen = looks.get(str(k))
            if seen is None:
                continue
            if temple[k] is not None:
                looks[str(k)] = temple[k]
            elif seen in temple:
                del looks[str(k)]


# ------------------------------------------------------------------ settings
def settings(data: dict, lang: str) -> list:
    names, options = data["players"], _options(data)
    dims = R.dims(options)
    depth, lanes = dims
    seats = [[str(s), name] for s, name in enumerate(names)]
    turn = seats + ([["", TEXT(lang, "ed_over")]] if data["turn"] is None else [])
    out = [{"key": "turn", "label": TEXT(lang, "ed_turn"), "value": _v(data["turn"]), "choices": turn},
           {"key": "winner", "label": TEXT(lang, "ed_winner"), "value": _v(data["winner"]),
            "choices": [["", TEXT(lang, "ed_nobody")]] + seats}]
    places = (["V"] + [f"S{i}" for i in range(depth * lanes)] + ["B"]
              + [f"D{i}" for i in range(depth * lanes)] + ["T"])
    bank = {"V": "village", "B": "sandbank", "T": "templebank"}
    place_choices = [[p, TEXT(lang, bank[p]) if p in bank else _cap(space_name(lang, dims, p))] for p in places]
    keys = [["", _cap(TEXT(lang, "nokey"))]] + [[k, TEXT(lang, "key", colour=colour_name(lang, k))] for k in D.KEYS]
    counts = [[str(n), plural(lang, "n_talismans", n)] for n in range(D.TALISMAN_SUPPLY + 1)]
    for s, name in enumerate(names):
        out += [{"key": f"place:{s}", "label": TEXT(lang, "ed_place", name=name), "value": data["pos"][s],
                 "choices": place_choices},
                {"key": f"key:{s}", "label": TEXT(lang, "ed_key", name=name), "value": _v(data["key"][s]),
                 "choices": keys},
                {"key": f"talismans:{s}", "label": TEXT(lang, "ed_talismans", name=name),
                 "value": str(data["talismans"][s]), "choices": counts}]
    return out


def _v(x) -> str:
    return "" if x is None else str(x)


def set_setting(data: dict, key: str, value: str, lang: str) -> dict:
    setting = next((s for s in settings(data, lang) if s["key"] == key), None)
    if setting is None or value not in [c[0] for c in setting["choices"]]:
        raise PositionError(TEXT(lang, "ed_no_setting"), None, lang)
    new = copy.deepcopy(data)
    what, _, seat = key.partition(":")
    if what == "turn":
        new["turn"] = int(value) if value else None
        if value:
            new["winner"] = None                     # a game with a turn is not over
    elif what == "winner":
        if value:
            new["winner"], new["turn"] = int(value), None
        else:
            new["winner"] = None
            if new["turn"] is None:                  # the game goes on: the last winner's turn
                new["turn"] = data["winner"] if data["winner"] is not None else 0
    elif what == "place":
        new["pos"][int(seat)] = value
    elif what == "key":
        if value:                                    # a key exists once: it leaves the runner that held it
            new["key"] = [None if k == value else k for k in new["key"]]
        new["key"][int(seat)] = value or None
    else:
        new["talismans"][int(seat)] = int(value)
    return new
