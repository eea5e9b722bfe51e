"""The Big Pond's part of the position editor (docs/editor.md): the places a person taps, the pieces, the settings.

Zones: the draft ring (a tile per space, in ring order), the draft token and the coins on the ring (a row under
it), the big pond (a grid of the tiles and the empty spaces beside them), the markers and the tiles placed this
turn (a grid over the pond's tiles), the drafted and the discarded tiles (rows).  Every tile is one piece, named
as the text names it ("turtle 2"): putting it moves it from wherever it was, the decks included.  The decks
themselves are not shown (the tiles that are nowhere are shuffled into them).  Settings: whose turn, the step of
the turn, the features scored this turn, each player's colour, coins and points, and the game's options (keys
``option:…``, which the editor folds under "Game options"; the feature sets one by one, ``option:set:<kind>``).
"""
from __future__ import annotations

import copy
import re

from ...core import PositionError, defaults
from ...ui.html import esc
from ... import position as P
from ..kohaku.data import STEP
from ..kohaku.draw import icon
from ..kohaku.text import NAMES, beside, tile_label
from ..kohaku.tilenames import copies, is_exact, text_name, tile_id
from . import draw as D
from . import position as POS
from .data import DATA
from .decks import feature_deck_ids, koi_deck_ids
from .options import OPTIONS
from .text import EDITOR, TEXT, coins

SIZE = 48                   # a piece's picture, in px
TAKEN = 2                   # a turn takes two tiles (one koi, one feature): at most two are drafted
POINTS_SHOWN = 150          # the points a choice list offers (more when a position has more; random games reach ~85)
_COINS = re.compile(r"(\d{1,4}) coins?")


def _e(lang, key, **kw):
    return EDITOR(lang, key, **kw)


def _cell(k):
    x, y = k.split(",")
    return int(x), int(y)


def _coins_name(n):
    return f"{n} coin" + ("s" if n > 1 else "")


def _visible(d):
    """The tiles on the places the editor shows."""
    return {t for t in d["ring"] if t} | set(d["pond"].values()) | set(d.get("drafted", ())) | set(d["discarded"])


def _palette(d):
    """One piece per tile design of the game (copies look the same): its lowest copy not yet on a place shown,
    else its first copy (putting it moves it)."""
    ids = koi_deck_ids() + feature_deck_ids(POS._full_options(d.get("options"))["feature_sets"])
    game, seen, used, out = set(ids), set(), _visible(d), []
    for tid in ids:
        group = [t for t in copies(tid) if t in game]
        if group[0] in seen:
            continue
        seen.add(group[0])
        out.append(text_name(next((t for t in group if t not in used), group[0])))
    return out


# ------------------------------------------------------------------------------------------------ zones
def zones(data: dict, lang: str) -> list:
    names, tiles = data["players"], _palette(data)
    ring = [{"place": f"ring:{i}", "piece": text_name(t) if t else None, "label": TEXT(lang, "slot", n=i + 1)}
            for i, t in enumerate(data["ring"])]
    marks = [{"place": f"ringmark:{i}", "piece": _ring_mark(data, i),
              "label": _e(lang, "ring_space", n=i + 1, what=tile_label(t, lang) if t else TEXT(lang, "empty"))}
             for i, t in enumerate(data["ring"])]
    pond = data["pond"]
    cells = {_cell(k) for k in pond} or {(0, 0)}
    cells |= {(x + dx, y + dy) for x, y in cells for dx, dy in STEP.values()}
    x0, y0 = min(x for x, _ in cells), min(y for _, y in cells)
    grid, over = [], []
    for x, y in sorted(cells, key=lambda c: c[::-1]):
        k, at = f"{x},{y}", {"x": x - x0, "y": y - y0}
        if k not in pond:
            grid.append({"place": f"pond:{k}", "piece": None, "label": _e(lang, "empty_cell", where=beside(pond, x, y, lang)), **at})
            continue
        where = beside({c: t for c, t in pond.items() if c != k}, x, y, lang)      # (never the grid's numbers)
        grid.append({"place": f"pond:{k}", "piece": text_name(pond[k]), "label": _e(lang, "cell", where=where), **at})
        over.append({"place": f"mark:{k}", "piece": _pond_mark(data, k),
                     "label": _e(lang, "cell_of", where=where, what=tile_label(pond[k], lang)), **at})
    marked = [f"{POS.MARKED_BY} {n}" for n in names]
    return [
        {"key": "ring", "label": TEXT(lang, "ring"), "layout": "row", "slots": ring, "pieces": tiles},
        {"key": "ring_marks", "label": _e(lang, "ring_marks"), "layout": "row", "slots": marks,
         "pieces": [POS.TOKEN] + [_coins_name(n) for n in range(1, DATA["coins_per_player"] * len(names) + 1)]},
        {"key": "pond", "label": TEXT(lang, "pond"), "layout": "grid", "slots": grid, "pieces": tiles},
        {"key": "pond_marks", "label": _e(lang, "pond_marks"), "layout": "grid", "slots": over,
         "pieces": marked + [POS.NEW] + [f"{POS.NEW}, {m}" for m in marked]},
        _row(data, "drafted", lang, tiles, TAKEN),
        _row(data, "discarded", lang, tiles, None),
    ]


def _row(data, key, lang, tiles, cap):
    held = data.get(key, [])
    slots = [{"place": f"{key}:{i}", "piece": text_name(t), "label": _e(lang, "nth", n=i + 1)}
             for i, t in enumerate(held)]
    if cap is None or len(held) < cap:
        slots.append({"place": f"{key}:{len(held)}", "piece": None, "label": _e(lang, "add")})
    return {"key": key, "label": _e(lang, key), "layout": "row", "slots": slots, "pieces": tiles}


def _ring_mark(data, i):
    bits = [_coins_name(data["ring_coins"][i])] if data["ring_coins"][i] else []
    bits += [POS.TOKEN] if data["token"] == i else []
    return ", ".join(bits) or None


def _pond_mark(data, k):
    bits = [POS.NEW] if k in data.get("placed", ()) else []
    if k in data["markers"]:
        bits.append(f"{POS.MARKED_BY} {data['players'][data['markers'][k]]}")
    return ", ".join(bits) or None


# ------------------------------------------------------------------------------------------- pieces
def _kind(piece, lang):
    """What a piece name is: ``("token", None)``, ``("coins", n)``, ``("mark", name)``, ``("new", None)`` or
    ``("tile", id)``, for each of its comma-separated parts; a PositionError in player words if none fits."""
    out = []
    for item in P.items(str(piece)):
        word = P.norm(item)
        m = _COINS.fullmatch(word)
        if word == POS.TOKEN:
            out.append(("token", None))
        elif m:
            out.append(("coins", int(m.group(1))))
        elif word == POS.NEW:
            out.append(("new", None))
        elif word.startswith(POS.MARKED_BY + " "):
            out.append(("mark", item.strip()[len(POS.MARKED_BY):].strip()))
        else:
            out.append(("tile", tile_id(item, None, lang)))
    if not out:
        raise PositionError(_e(lang, "no_piece", piece=P.short(str(piece))), None, lang)
    return out


def piece_label(piece: str, lang: str) -> str:
    say = {"tile": lambda v: tile_label(v, lang), "token": lambda v: TEXT(lang, "token"),
           "coins": lambda v: TEXT(lang, "cost", coins=coins(v, lang)),
           "mark": lambda v: TEXT(lang, "marker_of", name=v), "new": lambda v: _e(lang, "placed")}
    return ", ".join(say[kind](v) for kind, v in _kind(piece, lang))


def piece_html(piece: str, lang: str) -> str:
    parts, text, kinds = [], [], _kind(piece, lang)
    for kind, v in sorted(kinds, key=lambda kv: kv[0] == "coins"):       # coins last: over the token
        if kind == "tile":
            parts.append(D.tile_svg(v, 0, 0, SIZE, lang, title=False))
        elif kind == "token":
            parts.append(D.token_svg(SIZE / 2, SIZE / 2, SIZE * 0.3))
        elif kind == "coins":           # beside the token when both lie on the space
            at = SIZE * (0.72 if len(kinds) > 1 else 0.5)
            parts.append(D.coin_svg(at, at, SIZE * (0.22 if len(kinds) > 1 else 0.3), v))
        elif kind == "new":
            parts.append(f'<rect x="2" y="2" width="{SIZE - 4}" height="{SIZE - 4}" rx="7" fill="{D.WATER}"/>'
                         f'<rect x="2" y="2" width="{SIZE - 4}" height="{SIZE - 4}" rx="7" class="bigpond-fresh"/>')
        else:
            text.append(v)
    svg = (f'<svg class="bigpond-piece" viewBox="0 0 {SIZE} {SIZE}" width="{SIZE}" height="{SIZE}" '
           f'aria-hidden="true">{"".join(parts)}</svg>' if parts else "")
    if text:      # a marker: its colour is the player's (a setting), so it is drawn with the player's name
        svg += icon("marker", SIZE // 2, "bigpond-icon") + "".join(f"<span>{esc(t)}</span>" for t in text)
    return f'<span class="bigpond-editpiece" role="img" aria-label="{esc(piece_label(piece, lang))}">{svg}</span>'


# ---------------------------------------------------------------------------------------------- put
def _lift(d, tid):
    """Take tile ``tid`` from wherever it is (its pond space keeps no marker)."""
    d["ring"] = [None if t == tid else t for t in d["ring"]]
    for k in [k for k, t in d["pond"].items() if t == tid]:
        _clear(d, k)
    for key in ("drafted", "discarded", "koi_deck", "feature_deck"):
        if tid in d.get(key, ()):
            d[key].remove(tid)


def _clear(d, k):
    d["pond"].pop(k, None)
    d["markers"].pop(k, None)
    if k in d.get("placed", ()):
        d["placed"].remove(k)


def _tidy(d):
    """The data as ``position.parse`` gives it: no empty optional parts."""
    for key in ("drafted", "placed", "koi_deck", "feature_deck"):
        if key in d and not d[key]:
            del d[key]
    if d.get("placed"):
        d["placed"].sort(key=lambda k: _cell(k)[::-1])
    if d.get("step") == "take":
        del d["step"]
    if "scored" in d and not d["scored"]:
        del d["scored"]
    return d


def _place(d, place, lang):
    """``(zone, where)`` of a place: a ring space or a row's slot by number, a pond space as ``"x,y"``."""
    zone, _, at = str(place).partition(":")
    rows = {"ring": len(d["ring"]), "ringmark": len(d["ring"]), "drafted": len(d.get("drafted", ())) + 1,
            "discarded": len(d["discarded"]) + 1}
    try:
        if zone in ("pond", "mark"):
            at = "{},{}".format(*_cell(at))
            ok = zone == "pond" or at in d["pond"]          # marks go on the pond's tiles
        else:
            at = int(at)
            ok = 0 <= at < rows[zone]
    except (ValueError, KeyError, TypeError):
        ok = False
    if not ok:
        raise PositionError(_e(lang, "no_place"), None, lang)
    return zone, at


def _tile(d, piece, lang):
    if is_exact(piece):
        return tile_id(piece, None, lang)
    return tile_id(piece, None, lang, _visible(d))      # a name of copies: the lowest one not shown yet


def put(data: dict, place: str, piece: str | None, lang: str) -> dict:
    d = copy.deepcopy(data)
    zone, at = _place(d, place, lang)
    if zone == "ringmark":
        return _put_ring_mark(d, at, piece, lang)
    if zone == "mark":
        return _put_pond_mark(d, at, piece, lang)
    tid = None if piece is None else _tile(d, piece, lang)
    if zone == "ring":
        if tid and d["ring"][at] != tid:
            _lift(d, tid)
        d["ring"][at] = tid
    elif zone == "pond":
        if tid is None:
            _clear(d, at)
        elif d["pond"].get(at) != tid:
            _lift(d, tid)
            d["pond"][at] = tid
    else:                                               # the drafted or the discarded tiles
        held = d.setdefault(zone, [])
        old = held[at] if at < len(held) else None
        if tid is None:
            if old:
                held.remove(old)
        elif old != tid:
            _lift(d, tid)
            if old in held:
                held[held.index(old)] = tid
            else:
                held.append(tid)
    return _tidy(d)


def _put_ring_mark(d, i, piece, lang):
    if piece is None:
        if not d["ring_coins"][i] and d["token"] == i:
            raise PositionError(_e(lang, "token_stays"), None, lang)
        d["ring_coins"][i] = 0
        return _tidy(d)
    for kind, v in _kind(piece, lang):
        if kind == "token":
            d["token"] = i
        elif kind == "coins":
            d["ring_coins"][i] = v
        else:
            raise PositionError(_e(lang, "no_piece", piece=P.short(piece)), None, lang)
    return _tidy(d)


def _put_pond_mark(d, k, piece, lang):
    d["markers"].pop(k, None)
    d["placed"] = [c for c in d.get("placed", ()) if c != k]
    for kind, v in _kind(piece, lang) if piece is not None else ():
        if kind == "mark":
            d["markers"][k] = P.seat(v, d["players"], None, lang)
        elif kind == "new":
            d.setdefault("placed", []).append(k)
        else:
            raise PositionError(_e(lang, "no_piece", piece=P.short(piece)), None, lang)
    return _tidy(d)


# ------------------------------------------------------------------------------------------ settings
def _setting(key, label, value, choices):
    return {"key": key, "label": label, "value": str(value), "choices": [[str(v), str(w)] for v, w in choices]}


def settings(data: dict, lang: str) -> list:
    names, colours = data["players"], NAMES(lang, "colour")
    turn = "over" if data["turn"] is None else data["turn"]
    out = [_setting("turn", _e(lang, "turn"), turn, [*enumerate(names), ("over", _e(lang, "over"))]),
           _setting("step", _e(lang, "step"), data.get("step", "take"),
                    [(s, _e(lang, "step_" + s)) for s in POS.STEPS])]
    if data.get("step") == "score" or data.get("scored"):
        out.append(_setting("scored", _e(lang, "scored"), data.get("scored", 0),
                            [(n, n) for n in range(POS.MARKERS + 1)]))
    all_coins = DATA["coins_per_player"] * len(names)
    for i, name in enumerate(names):
        coins, points = data["coins"][i], data["points"][i]
        out += [_setting(f"colour:{i}", _e(lang, "colour_of", name=name), data["colours"][i],
                         [(c, colours[c]) for c in DATA["colour_order"]]),
                _setting(f"coins:{i}", _e(lang, "coins_of", name=name), coins,
                         [(n, n) for n in range(max(all_coins, coins) + 1)]),
                _setting(f"points:{i}", _e(lang, "points_of", name=name), points,
                         [(n, n) for n in range(max(POINTS_SHOWN, points) + 1)])]
    return out + _option_settings(data, lang)


def _option_settings(data, lang) -> list:
    """The options of the new-game dialog that apply to this table: the feature sets as one on/off each (the
    rules check that four are chosen), then the others with their choices."""
    o, onoff = POS._full_options(data.get("options")), [("on", _e(lang, "on")), ("off", _e(lang, "off"))]
    sets = next(opt for opt in OPTIONS if opt.kind == "list")
    return [_setting(f"option:set:{k}", _e(lang, "set_of", kind=sets.choice_label(k, lang)),
                     "on" if k in o[sets.key] else "off", onoff) for k in sets.choices] + \
        P.option_settings(OPTIONS, data.get("options"), len(data["players"]), lang)


def _set_option(d, name, value) -> None:
    """Option ``name`` (``set:<kind>``: one feature set) takes ``value``, with what it takes along: a ring of
    another size keeps its first spaces (its coins, its token) and the decks are dealt again from the tiles that
    are nowhere when the feature sets change.  Options at their default are left out, as the text leaves them."""
    o = POS._full_options(d.get("options"))
    if name.startswith("set:"):
        kind = name[4:]
        sets = set(o["feature_sets"]) - {kind} | ({kind} if value == "on" else set())
        name, chosen = "feature_sets", [k for k in next(x for x in OPTIONS if x.key == "feature_sets").choices
                                        if k in sets]
    else:
        opt = next(x for x in OPTIONS if x.key == name)
        chosen = value == "on" if opt.kind == "bool" else next(c for c in opt.choices if str(c) == value)
    if chosen == o[name] or name == "feature_sets" and sorted(chosen) == sorted(o[name]):
        return                              # (the choice it has: nothing changes)
    if name == "feature_sets":
        d.pop("feature_deck", None)
    if name == "ring_slots":
        size = chosen
        d["ring"] = (d["ring"] + [None] * size)[:size]
        d["ring_coins"] = (d["ring_coins"] + [0] * size)[:size]
        d["token"] = min(d["token"], size - 1)
    opts = dict(d.get("options") or {}, **{name: chosen})
    default = defaults(OPTIONS)
    d["options"] = {k: v for k, v in opts.items()
                    if not (v == default[k] or k == "feature_sets" and sorted(v) == sorted(default[k]))}


def set_setting(data: dict, key: str, value: str, lang: str) -> dict:
    found = next((s for s in settings(data, lang) if s["key"] == key), None)
    if found is None:
        raise PositionError(_e(lang, "no_setting"), None, lang)
    if value not in [v for v, _label in found["choices"]]:
        raise PositionError(_e(lang, "no_choice", value=P.short(value), setting=found["label"]), None, lang)
    d = copy.deepcopy(data)
    what, _, seat = key.partition(":")
    if what == "turn":
        d["turn"] = None if value == "over" else int(value)
    elif what == "step":
        d["step"] = value
    elif what == "scored":
        d["scored"] = int(value)
    elif what == "option":
        _set_option(d, seat, value)
    elif what == "colour":
        i, cols = int(seat), d["colours"]
        if value in cols:                   # each colour once: the player who had it takes this one's
            cols[cols.index(value)] = cols[int(seat)]
        cols[i] = value
    else:
        d[what][int(seat)] = int(value)
    return _tidy(d)
