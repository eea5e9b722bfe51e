"""Kōhaku's part of the position editor (docs/editor.md): the tappable places of a position, its pieces and settings.

Places: ``board:<space>`` (0..11, reading order), ``pond:<seat>:<x>,<y>``, and the rows ``hand:<i>``,
``discarded:<i>``, ``rival_pile:<i>``.  Pieces are tile names as the position text writes them ("red koi with 2
babies", "turtle 3"); a palette offers identical copies once, without their number ("turtle": the lowest copy
still face down or in the box).  Every tile exists once: putting it moves it from where it was (the koi a put
takes out of the removed koi is replaced there from the bottom of the koi deck), and a tile taken off the table
goes back under its deck when the decks are written.  Compass cards, hidden objectives and options are settings.
"""
from __future__ import annotations

import copy

from pondside import position as P
from pondside.core import PositionError
from pondside.ui.html import esc

from . import data
from . import draft as D
from . import position as PO
from . import tiles as T
from . import tilenames as TN
from .data import TILES
from .draw import tile_svg
from .options import OPTIONS, kinds_in_play
from .text import EDITOR, NAMES, POSITION, TEXT, beside, colour_list, tile_label

ROWS = ("hand", "discarded", "rival_pile")          # row zones: their pieces, then one empty slot


def _w(lang, key, **kw):
    return EDITOR(lang, key, **kw)


def _group(tid: str) -> str:
    """The palette's name of a tile: identical copies without their number ("turtle")."""
    cs = TN.copies(tid)
    return TN.text_name(cs[0]).rsplit(" ", 1)[0] if len(cs) > 1 else TN.text_name(tid)


def _cell(key: str) -> tuple:
    x, y = key.split(",")
    return int(x), int(y)


def _opts(d) -> dict:
    return PO.full_options(d.get("options"))


def _palette(d, sundials=False) -> list:
    o, n = _opts(d), len(d["players"])
    tids = T.koi_deck(n) + (data.BLUE_KOI_IDS if o["blue_koi"] else []) + T.feature_ids(kinds_in_play(o))
    tids += data.SUNDIAL_IDS if sundials and o["sundials"] else []
    return list(dict.fromkeys(_group(t) for t in tids))


def _in_game(d, tid) -> bool:
    o = _opts(d)
    if T.is_koi(tid):
        return tid in T.koi_deck(len(d["players"])) or (o["blue_koi"] and T.is_blue(tid))
    return tid in T.feature_ids(kinds_in_play(o))


def _visible(d) -> list:
    out = [t for p in d["ponds"] for t in p.values()] + [t for t in d.get("board") or [] if t]
    return out + [t for k in ROWS for t in d.get(k) or []]


def _tile(d, piece, lang) -> tuple:
    """(tile id, whether it moves from where it is): a copy's name takes the lowest copy not on the table."""
    if not isinstance(piece, str):
        raise PositionError(POSITION(lang, "no_tile", word=str(piece)[:40]), None, lang)
    if TN.is_exact(piece):
        return TN.tile_id(piece, None, lang), True
    try:
        return TN.tile_id(piece, None, lang, set(_visible(d))), True
    except PositionError:
        return TN.tile_id(piece, None, lang), False     # every copy is out: the rule says so on parse


# ------------------------------------------------------------------ pieces
def _label(tid: str, lang: str) -> str:
    t = TILES[tid]
    if t["stones"]:
        koi = NAMES(lang, "koi", colours=colour_list(t["colours"], lang))
        return POSITION(lang, "tn_stones", koi=koi, n=t["stones"])
    return tile_label(tid, lang)


def piece_label(piece: str, lang: str) -> str:
    return _label(TN.tile_id(piece, None, lang), lang)


def piece_html(piece: str, lang: str) -> str:
    tid = TN.tile_id(piece, None, lang)
    name = esc(_label(tid, lang))
    return (f'<svg class="kohaku-piece" viewBox="0 0 100 100" width="48" height="48" role="img" '
            f'aria-label="{name}"><title>{name}</title>{tile_svg(tid, 0, 0, lang, title=False)}</svg>')


# ------------------------------------------------------------------ zones
def _slot(place, tid, label, **xy) -> dict:
    return {"place": place, "piece": TN.text_name(tid) if tid else None, "label": label, **xy}


def zones(d: dict, lang: str) -> list:
    out = []
    board = d.get("board") or [None] * D.SPACES
    slots = []
    for i, tid in enumerate(board):
        r, c = divmod(i, D.COLS)
        label = (_w(lang, "board_space", r=r + 1, c=c + 1, tile=_label(tid, lang)) if tid
                 else _w(lang, "board_empty", r=r + 1, c=c + 1))
        slots.append(_slot(f"board:{i}", tid, label, x=c, y=r))
    out.append({"key": "board", "label": TEXT(lang, "central"), "layout": "grid", "slots": slots,
                "pieces": _palette(d)})
    for s, (name, pond) in enumerate(zip(d["players"], d["ponds"])):
        cells = {_cell(k) for k in pond}
        near = {(x + dx, y + dy) for x, y in cells for dx, dy in data.STEP.values()} | cells or {(0, 0)}
        x0, y0 = min(x for x, _ in near), min(y for _, y in near)
        slots = []
        for x, y in sorted(near, key=lambda c: (c[1], c[0])):
            tid = pond.get(f"{x},{y}")
            # where it is by its neighbour ("left of the red koi"), never the grid's numbers
            where = beside({k: v for k, v in pond.items() if k != f"{x},{y}"}, x, y, lang)
            label = (_w(lang, "cell", where=where, tile=_label(tid, lang)) if tid
                     else _w(lang, "cell_empty", where=where))
            slots.append(_slot(f"pond:{s}:{x},{y}", tid, label, x=x - x0, y=y - y0))
        out.append({"key": f"pond:{s}", "label": TEXT(lang, "pond_of", name=name), "layout": "grid",
                    "slots": slots, "pieces": _palette(d, sundials=True)})
    for key in ROWS:
        if key == "rival_pile" and len(d["players"]) > 1 and not d.get(key):
            continue
        lst = d.get(key) or []
        slots = [_slot(f"{key}:{i}", t, _w(lang, "row_tile", i=i + 1, tile=_label(t, lang)))
                 for i, t in enumerate(lst)] + [_slot(f"{key}:{len(lst)}", None, _w(lang, "row_add"))]
        label = TEXT(lang, "hand") if key == "hand" else _w(lang, key)
        out.append({"key": key, "label": label, "layout": "row", "slots": slots, "pieces": _palette(d)})
    return out


# ------------------------------------------------------------------ put
def _place(d, place, lang) -> tuple:
    """(zone, where) of a place: ("board", i), ("pond", (seat, "x,y")), (row, i)."""
    try:
        zone, _, rest = str(place).partition(":")
        if zone == "board" and 0 <= int(rest) < D.SPACES:
            return zone, int(rest)
        if zone == "pond":
            s, ck = rest.split(":")
            x, y = _cell(ck)
            if 0 <= int(s) < len(d["players"]) and -999 <= x <= 999 and -999 <= y <= 999:
                return zone, (int(s), f"{x},{y}")
        if zone in ROWS and 0 <= int(rest) <= len(d.get(zone) or []):
            return zone, int(rest)
    except ValueError:
        pass
    raise PositionError(_w(lang, "no_place"), None, lang)


def _get(d, zone, where):
    if zone == "pond":
        return d["ponds"][where[0]].get(where[1])
    lst = d.get(zone) or []
    return lst[where] if where < len(lst) else None


def _set(d, zone, where, tid) -> None:
    if zone == "pond":
        d["ponds"][where[0]].pop(where[1], None)
        if tid:
            d["ponds"][where[0]][where[1]] = tid
    elif zone == "board":
        d["board"] = list(d.get("board") or [None] * D.SPACES)
        d["board"][where] = tid
    else:
        lst = d[zone] = list(d.get(zone) or [])
        if tid is None:
            del lst[where]
        elif where < len(lst):
            lst[where] = tid
        else:
            lst.append(tid)


def _take_out(d, tid, keep) -> None:
    """Take ``tid`` from every place but ``keep`` (a removed koi is replaced from the bottom of the koi deck)."""
    for s, pond in enumerate(d["ponds"]):
        for ck in [k for k, t in pond.items() if t == tid and keep != ("pond", (s, k))]:
            del pond[ck]
    for key in ("board", "koi_deck", "feature_deck") + ROWS:
        lst = d.get(key)
        if lst and tid in lst:
            if key == "board":
                d[key] = [None if t == tid and keep != (key, i) else t for i, t in enumerate(lst)]
            else:
                d[key] = [t for i, t in enumerate(lst) if t != tid or keep == (key, i)]
    if tid in (d.get("removed") or []):
        deck = d.get("koi_deck")
        spare = [t for t in deck if not T.is_blue(t)] if deck is not None else \
            [t for t in T.koi_deck(len(d["players"])) if t not in set(_visible(d)) | set(d["removed"])]
        i = d["removed"].index(tid)
        if spare:
            d["removed"][i] = spare[-1]
            if deck is not None:
                deck.remove(spare[-1])
        else:
            del d["removed"][i]


def _back(d, tid) -> None:
    """A tile taken off the table goes under its deck (when the decks are written and it is in the game)."""
    key = "koi_deck" if T.is_koi(tid) else "feature_deck"
    if d.get(key) is not None and tid not in _visible(d) and _in_game(d, tid) and T.kind(tid) != "sundial":
        d[key].append(tid)


def _tidy(d) -> dict:
    turn = d.get("turn")
    d["new_herons"] = [c for c in d.get("new_herons") or []
                       if turn is not None and TILES.get(d["ponds"][turn].get(c), {}).get("kind") == "heron"]
    d["options"] = {k: v for k, v in d["options"].items() if v != PO.DEFAULTS[k]}
    return PO.canonical(d)


def put(data_: dict, place: str, piece, lang: str) -> dict:
    d = copy.deepcopy(data_)
    zone, where = _place(d, place, lang)
    tid, move = _tile(d, piece, lang) if piece is not None else (None, False)
    old = _get(d, zone, where)
    if old == tid:
        return _tidy(d)
    _set(d, zone, where, tid)
    if move:
        _take_out(d, tid, (zone, where))
    if old is not None:
        _back(d, old)
    return _tidy(d)


# ------------------------------------------------------------------ settings
def _setting(key, label, value, choices) -> dict:
    return {"key": key, "label": label, "value": value, "choices": choices}


def settings(d: dict, lang: str) -> list:
    names, n, o = d["players"], len(d["players"]), _opts(d)
    onoff = [["on", _w(lang, "on")], ["off", _w(lang, "off")]]
    seats = [[str(s), nm] for s, nm in enumerate(names)]
    turn = d.get("turn")
    out = [_setting("turn", _w(lang, "turn"), "over" if turn is None else str(turn),
                    seats + [["over", _w(lang, "over")]])]
    if n > 1:
        out.append(_setting("first", _w(lang, "first"), str(d.get("first", 0)), seats))
    out += P.option_settings(OPTIONS, d.get("options"), n, lang)
    if o["new_features"]:
        for k in data.ALL_SETS:
            out.append(_setting("set:" + k, _w(lang, "set", kind=NAMES(lang, "kind_plural")[k]),
                                "on" if k in o["feature_sets"] else "off", onoff))
    if o["sundials"] or d.get("compass"):
        comp = d.get("compass") or {}
        cards = [["random", _w(lang, "random")]] + [[c, NAMES(lang, "compass")[c]] for c in data.COMPASS_IDS]
        for dr in data.DIRECTIONS:
            out.append(_setting("compass:" + dr, _w(lang, "compass", direction=NAMES(lang, "direction")[dr]),
                                comp.get(dr, "random"), cards))
    if (o["objectives"] and n > 1) or d.get("objectives"):
        objs = d.get("objectives") or [None] * n
        cards = [["random", _w(lang, "random")]] + [[c, NAMES(lang, "objective")[c][0]]
                                                    for c in data.OBJECTIVE_IDS]
        for s, nm in enumerate(names):
            out.append(_setting(f"objective:{s}", _w(lang, "objective", name=nm), objs[s] or "random", cards))
    return out


def _changed(d, key) -> None:
    """What an option takes with it: the compass and the objectives with their module; the written decks (and
    removed koi) when the game's tiles change, so they are dealt again from the tiles that are nowhere."""
    o = _opts(d)
    if key == "sundials" and not o["sundials"]:
        d.pop("compass", None)
    if key == "objectives" and not o["objectives"]:
        d.pop("objectives", None)
    drop = {"blue_koi": ("koi_deck", "removed"), "new_features": ("feature_deck",),
            "feature_sets": ("feature_deck",)}.get(key, ())
    for k in drop:
        d.pop(k, None)


def set_setting(data_: dict, key: str, value: str, lang: str) -> dict:
    d = copy.deepcopy(data_)
    found = next((s for s in settings(d, lang) if s["key"] == key), None)
    if found is None:
        raise PositionError(_w(lang, "no_setting"), None, lang)
    if value not in [c[0] for c in found["choices"]]:
        raise PositionError(_w(lang, "no_choice", value=str(value)[:40], setting=found["label"]), None, lang)
    kind, _, name = key.partition(":")
    opts = d.setdefault("options", {})
    if key in ("turn", "first"):
        d[key] = None if value == "over" else int(value)
    elif kind == "option":
        d["options"] = P.set_option(OPTIONS, opts, name, value)
        _changed(d, name)
    elif kind == "set":
        sets = set(_opts(d)["feature_sets"]) - {name} | ({name} if value == "on" else set())
        opts["feature_sets"] = [k for k in data.ALL_SETS if k in sets]
        _changed(d, "feature_sets")
    elif kind == "compass" and value == "random":
        d.pop("compass", None)
    elif kind == "compass":
        comp = dict(d.get("compass") or {})
        if not comp:        # a compass is all four cards: the others are the first ones this game uses
            kinds = kinds_in_play(_opts(d))
            free = [c for c, spec in data.COMPASS.items()
                    if c != value and (spec["what"] != "kind" or spec["kind"] in kinds)]
            comp = {dr: free.pop(0) for dr in data.DIRECTIONS}
        other = next((dr for dr, c in comp.items() if c == value and dr != name), None)
        if other:
            comp[other] = comp[name]
        comp[name] = value
        d["compass"] = comp
    else:
        objs, s = list(d.get("objectives") or [None] * len(d["players"])), int(name)
        card = None if value == "random" else value
        if card in objs and objs.index(card) != s:
            objs[objs.index(card)] = objs[s]
        objs[s] = card
        d["objectives"] = objs
    return _tidy(d)
