"""Kokonana! position editor (docs/editor.md): the runners, the river's two waters with its three banks and the
temple as tappable places; whose turn it is, the winner and the talismans as settings.

Places: ``S<i>`` / ``D<i>`` a tile of the shallow / deep water (the data's own space, ``i`` = (row − 1) × lanes
+ (lane − 1)), ``V`` / ``B`` / ``T`` the village bank, the sandbank and the temple bank (zones laid out as
``area``), ``temple:<i>`` temple tile i + 1.  Pieces are the words of the position text: ``turtle`` (face
up), ``seen crab``, ``hidden snail``, ``black lock``, ``wall``, ``black key``; an empty place is ``?`` (dealt at
random).  The runners are tokens (``runner:<seat>``, drawn as ``blue runner`` …): a person taps one, then the
bank or the stepping stone where it stands (``move``); the key a runner holds is the piece on its token.

What each player saw in the temple (``temple looks``) is a row per player under the river, one place per temple tile
(``look:<seat>:<i>``): a lock or a wall put there is what the player saw, and the temple tile becomes it too; a look
follows its tile when a temple tile changes.  The last look is a setting, among the looks the players have.
"""
from __future__ import annotations

import copy

from ... import position as P
from ...core import PositionError, defaults
from ...ui.html import esc
from . import data as D
from . import draw
from . import rules as R
from .options import OPTIONS
from .position import HIDDEN, SEEN, blank
from .text import TEXT, colour_name, motif_name, plural, space_name

_DEFAULTS = defaults(OPTIONS)
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


def _key_piece(k) -> str:
    return TEXT("en", "key", colour=TEXT("en", "colour")[k])


def _runner_piece(seat) -> str:
    return TEXT("en", "ed_pawn", colour=TEXT("en", "runner_colour")[seat])


# {piece: ("water", section, picture, state) | ("temple", tile) | ("key", colour) | ("runner", seat)}
PIECES = {_water_piece(m, st): ("water", sec, m, st) for sec in D.SECTIONS for st in STATES for m in D.MOTIFS[sec]}
PIECES.update({_temple_piece(t): ("temple", t) for t in D.KEYS + ["wall"]})
PIECES.update({_key_piece(k): ("key", k) for k in D.KEYS})
PIECES.update({_runner_piece(s): ("runner", s) for s in range(len(draw.RUNNER_FILL))})
BANKS = {"T": "templebank", "B": "sandbank", "V": "village"}       # a bank's place: its name's key in TEXT


def _palette(kind, data) -> list:
    if kind == "runner":
        return [_key_piece(k) for k in D.KEYS]
    if kind in D.SECTIONS:
        return [_water_piece(m, st) for st in STATES for m in D.MOTIFS[kind]]
    young = _options(data)["young_children"]
    return [_temple_piece(t) for t in D.KEYS + ([] if young else ["wall"])]


def piece_label(piece: str, lang: str) -> str:
    what = PIECES.get(piece)
    if what is None:
        raise PositionError(TEXT(lang, "ed_wrong_piece", piece=piece), None, lang)
    if what[0] == "temple":
        if what[1] == "wall":
            return _cap(TEXT(lang, "ed_wall"))
        return _cap(TEXT(lang, "ed_lock", colour=colour_name(lang, what[1])))
    if what[0] == "key":
        return _cap(TEXT(lang, "key", colour=colour_name(lang, what[1])))
    if what[0] == "runner":
        return _cap(TEXT(lang, "ed_pawn", colour=TEXT(lang, "runner_colour")[what[1]]))
    _, _sec, m, state = what
    return _cap(TEXT(lang, "ed_" + state, motif=motif_name(lang, m)))


def piece_html(piece: str, lang: str) -> str:
    """The piece drawn with the game's art in a 48 × 48 SVG: a face-up tile is its picture; a face-down one is
    the water's back with its picture inset (faint and dashed-rimmed when nobody has seen it); a temple tile its
    lock or wall."""
    what, label = PIECES.get(piece), piece_label(piece, lang)
    if what[0] == "temple":
        body = draw.WALL_ART if what[1] == "wall" else draw.lock_art(what[1])
    elif what[0] == "key":
        body = f'<g transform="translate(2 10.8) scale(1.1)">{draw.key_art(what[1])}</g>'
    elif what[0] == "runner":
        body = f'<g transform="translate(9.6 4.2) scale(1.8)">{draw.pawn_art(what[1])}</g>'
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
    """The runners (tokens), then the river as the phone draws it: the temple at the top, the temple bank, the deep
    water, the sandbank, the shallow water and the village bank at the bottom; row 1 of each water is its lowest
    row."""
    dims = R.dims(_options(data))
    depth, lanes = dims
    stand = ["V", "B", "T"] + [f"{sec}{i}" for sec in D.SECTIONS for i in sorted(data["up"][sec])]
    colours = TEXT(lang, "runner_colour")
    out = [{"key": "runners", "label": TEXT(lang, "ed_runners"), "layout": "tokens", "holds": TEXT(lang, "ed_keys"),
            "pieces": _palette("runner", data),
            "slots": [{"place": f"runner:{s}", "token": _runner_piece(s), "at": data["pos"][s], "to": stand,
                       "piece": None if data["key"][s] is None else _key_piece(data["key"][s]),
                       "label": TEXT(lang, "runner", name=name, colour=colours[s % len(colours)])}
                      for s, name in enumerate(data["players"])]},
           {"key": "temple", "label": TEXT(lang, "temple"), "layout": "row", "pieces": _palette("temple", data),
            "slots": [{"place": f"temple:{i}", "piece": None if t is None else _temple_piece(t),
                       "label": _slot_label(f"temple:{i}", t is None, dims, lang)}
                      for i, t in enumerate(data["temple"])]},
           _bank("T", lang)]
    for sec in ("D", "S"):
        up, seen, slots = set(data["up"][sec]), set(data["seen"][sec]), []
        for i, m in enumerate(data["tiles"][sec]):
            c, r = divmod(i, lanes)
            state = "up" if i in up else SEEN if i in seen else HIDDEN
            slots.append({"place": f"{sec}{i}", "piece": None if m is None else _water_piece(m, state),
                          "label": _slot_label(f"{sec}{i}", m is None, dims, lang),
                          "x": r, "y": depth - 1 - c})
        out.append({"key": WATER[sec], "label": _cap(TEXT(lang, WATER[sec])), "layout": "grid",
                    "pieces": _palette(sec, data), "slots": slots})
        out.append(_bank("B" if sec == "D" else "V", lang))
    temple = _palette("temple", data)
    for s, name in enumerate(data["players"]):
        looks = data["known"][s]
        out.append({"key": f"looks:{s}", "label": TEXT(lang, "ed_looks", name=name), "layout": "row", "pieces": temple,
                    "slots": [{"place": f"look:{s}:{i}",
                               "piece": _temple_piece(looks[str(i)]) if str(i) in looks else None,
                               "label": TEXT(lang, "ed_looked", name=name, where=TEXT(lang, "templeslot", i=i + 1))}
                              for i in range(len(data["temple"]))]})
    return out


def _bank(place, lang) -> dict:
    """A bank: one wide place where any number of runners stand (the options' limit is a rule the text checks)."""
    name = TEXT(lang, BANKS[place])
    return {"key": BANKS[place], "label": name, "layout": "area", "pieces": [],
            "slots": [{"place": place, "piece": None, "label": name}]}


def _slot_label(place, empty, dims, lang) -> str:
    if place.startswith("temple:"):
        where = TEXT(lang, "templeslot", i=int(place.split(":")[1]) + 1)
    else:
        where = _cap(space_name(lang, dims, place))
    return TEXT(lang, "ed_random", where=where) if empty else where


def _where(data, place, lang):
    """("temple", i), ("runner", seat) or (section, i) of a place of ``data``; PositionError for any other place."""
    if not isinstance(place, str):
        raise PositionError(TEXT(lang, "ed_no_place"), None, lang)
    if place.startswith("look:"):                # look:<seat>:<temple tile>: the seat is checked, then the tile
        parts = place.split(":")
        if len(parts) != 3:
            raise PositionError(TEXT(lang, "ed_no_place"), None, lang)
        _, seat, i = parts
        _where(data, f"runner:{seat}", lang)
        return ("look", int(seat)), _where(data, f"temple:{i}", lang)[1]
    if place.startswith(("temple:", "runner:")):
        kind, _, i = place.partition(":")
    else:
        kind, i = place[:1], place[1:]
    size = {"temple": len(data["temple"]), "runner": len(data["players"])}.get(kind) \
        or (len(data["tiles"][kind]) if kind in D.SECTIONS else 0)
    if not (i.isdigit() and str(int(i)) == i and int(i) < size):
        raise PositionError(TEXT(lang, "ed_no_place"), None, lang)
    return kind, int(i)


def put(data: dict, place: str, piece: str | None, lang: str) -> dict:
    if place in BANKS:                   # a bank holds runners only (``move``): nothing is put on it
        if piece is not None:
            raise PositionError(TEXT(lang, "ed_wrong_piece", piece=piece_label(piece, lang) if piece in PIECES
                                     else piece), None, lang)
        return copy.deepcopy(data)
    kind, i = _where(data, place, lang)
    if isinstance(kind, tuple):                  # what a player saw on temple tile i
        return _put_look(data, kind[1], i, piece, lang)
    if piece is not None and piece not in _palette(kind, data):
        raise PositionError(TEXT(lang, "ed_wrong_piece", piece=piece_label(piece, lang) if piece in PIECES
                                 else piece), None, lang)
    new = copy.deepcopy(data)
    if kind == "temple":
        _put_temple(new, i, None if piece is None else PIECES[piece][1])
        return new
    if kind == "runner":                 # its key: a key exists once, so it leaves the runner that held it
        key = None if piece is None else PIECES[piece][1]
        if key is not None:
            new["key"] = [None if k == key else k for k in new["key"]]
        new["key"][i] = key
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


def _put_look(data, seat, i, piece, lang) -> dict:
    """Player ``seat`` saw ``piece`` on temple tile i (None: did not look at it).  The tile in the temple is what
    they saw; a last look at a tile no longer looked at is forgotten."""
    if piece is not None and piece not in _palette("temple", data):
        raise PositionError(TEXT(lang, "ed_wrong_piece", piece=piece_label(piece, lang) if piece in PIECES
                                 else piece), None, lang)
    new = copy.deepcopy(data)
    if piece is None:
        new["known"][seat].pop(str(i), None)
        if new["last_peek"] is not None and new["last_peek"][:2] == [seat, i]:
            new["last_peek"] = None
        return new
    tile = PIECES[piece][1]
    _put_temple(new, i, tile)
    new["known"][seat][str(i)] = tile
    return new


def move(data: dict, token: str, place: str, lang: str) -> dict:
    """Runner ``token`` (``runner:<seat>``) now stands on ``place``: a bank, or a stepping stone (a tile face up).
    A face-down tile or the temple is refused in the rules' words; whether a path leads there and how many runners
    a place holds is left to ``position.parse``.  A runner moved back before the sandbank puts its key back there
    (a runner takes its key on the sandbank)."""
    kind, seat = _where(data, token, lang)
    if kind != "runner":
        raise PositionError(TEXT(lang, "ed_no_place"), None, lang)
    if place not in BANKS:
        sec, i = _where(data, place, lang)
        if sec not in D.SECTIONS:
            raise PositionError(TEXT(lang, "ed_no_stand"), None, lang)
        if i not in data["up"][sec]:
            raise PositionError(TEXT(lang, "pe_on_water", where=space_name(lang, R.dims(_options(data)), place)),
                                None, lang)
    new = copy.deepcopy(data)
    new["pos"][seat] = place
    if place == "V" or place.startswith("S"):
        new["key"][seat] = None
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
    names = data["players"]
    seats = [[str(s), name] for s, name in enumerate(names)]
    turn = seats + ([["", TEXT(lang, "ed_over")]] if data["turn"] is None else [])
    out = [{"key": "turn", "label": TEXT(lang, "ed_turn"), "value": _v(data["turn"]), "choices": turn},
           {"key": "winner", "label": TEXT(lang, "ed_winner"), "value": _v(data["winner"]),
            "choices": [["", TEXT(lang, "ed_nobody")]] + seats}]
    counts = [[str(n), plural(lang, "n_talismans", n)] for n in range(D.TALISMAN_SUPPLY + 1)]
    for s, name in enumerate(names):
        out.append({"key": f"talismans:{s}", "label": TEXT(lang, "ed_talismans", name=name),
                    "value": str(data["talismans"][s]), "choices": counts})
    looks = [[f"{s}:{i}:{how}", TEXT(lang, "ed_last_" + ("t" if how == "tpeek" else "") + "look", name=name,
                                      i=int(i) + 1)]
             for s, name in enumerate(names) for i in sorted(data["known"][s], key=int) for how in ("peek", "tpeek")]
    last = data["last_peek"]
    if looks or last is not None:
        value = "" if last is None else f"{last[0]}:{last[1]}:{last[2]}"
        if value and value not in [v for v, _label in looks]:      # (a last look at a tile not looked at: shown)
            looks.append([value, TEXT(lang, "ed_last_" + ("t" if last[2] == "tpeek" else "") + "look",
                                      name=names[last[0]], i=last[1] + 1)])
        out.append({"key": "last_look", "label": TEXT(lang, "ed_last"), "value": value,
                    "choices": [["", TEXT(lang, "ed_no_last")]] + looks})
    return out + P.option_settings(OPTIONS, data.get("options"), len(names), lang)


def _set_option(data: dict, new: dict, key: str, value: str) -> None:
    """Option ``key`` takes ``value``, with what it takes along: water of another size is dealt afresh (the
    runners on its stepping stones go back to the village), a temple of another size (the variant for younger
    children has no walls) too, with the looks at it."""
    before = _options(data)
    new["options"] = P.set_option(OPTIONS, data.get("options"), key, value)
    after = _options(new)
    fresh = blank(len(data["players"]), after)
    if R.dims(after) != R.dims(before):
        for part in ("tiles", "up", "seen"):
            new[part] = fresh[part]
        new["pos"] = [p if p in ("V", "B", "T") else "V" for p in data["pos"]]
    if R.temple_size(after) != R.temple_size(before):
        new["temple"], new["known"], new["last_peek"] = fresh["temple"], fresh["known"], None


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
    elif what == "option":
        _set_option(data, new, seat, value)
    elif what == "last_look":
        new["last_peek"] = None
        if value:
            s, i, how = value.split(":")
            new["last_peek"] = [int(s), int(i), how]
    else:
        new["talismans"][int(seat)] = int(value)
    return new
