"""KOI's part of the position editor (docs/editor.md): the places of a position a person taps, the pieces that
go there, and the settings that are not places.  Pieces are named as the position text writes them
(docs/positions/koi.md): pond cells ("water", "lantern", "medium koi 2"), storage items ("water tile"), cards
("Porter", "Rain (water shore)"), goal cards ("koi") and goal tiles ("koi 3+").

Cards are never made or lost by a tap when the deck is listed: a card put somewhere comes from the deck (or
the market, or another player) when the game has no other copy, and a card taken off the table goes back to
the end of the deck."""
from __future__ import annotations

import copy
import re

from ... import position as P
from ...core import PositionError
from ...ui.html import esc
from ...ui.i18n import plural
from . import draw
from . import position as KP
from . import text as T
from .data import HELPERS, ITEMS, KOI, LUCK_PER_LANTERN, MARKET_SLOTS, START_LUCK
from .options import OPTIONS
from .pond import hsort, hxy, nbrs

GOALS_IN_GAME = KP.R["goals"]["cards_in_game"]
COINS_SHOWN = 30                      # the coins a choice list offers at least (a game has no upper limit)
SIZE = {T.TEXT.table("en")["short"][s]: s for s in KOI}
NAMES = {}                            # piece name -> (what, value)
for _c in KP.CELLS:
    NAMES[KP.cell_name(_c)] = ("cell", _c)
for _it in ITEMS:
    NAMES[T.TEXT.table("en")["one"][_it].replace("{n} ", "")] = ("item", _it)
for _k in KP.KINDS:
    NAMES[KP.card_name(_k)] = ("card", _k)
for _g in KP.GOAL_KINDS:
    NAMES[KP.goal_name(_g)] = ("goal", _g)
    for _t in KP.TIERS[_g]:
        NAMES[KP.tier_name(_g, _t)] = ("tier", (_g, _t))
ROWS = ("storage", "helpers", "cards", "claimed", "renounced")


def _w(lang, key, **kw):
    return T.EDIT(lang, key, **kw)


def _what(piece):
    """(what, value) of a piece name, or None: a koi in a pond is ("koi", (size, number))."""
    if piece in NAMES:
        return NAMES[piece]
    m = re.fullmatch(r"(.+) (\d{1,3})", piece or "")
    if m and m.group(1) in SIZE and int(m.group(2)) > 0:
        return "koi", (SIZE[m.group(1)], int(m.group(2)))
    return None


# ------------------------------------------------------------------ what a zone holds, as piece names
def _row(data, kind, s):
    seat = data["seats"][s]
    if kind == "storage":
        return [n for it in ITEMS for n, (w, v) in NAMES.items() if w == "item" and v == it
                for _ in range(seat["storage"].get(it, 0))]
    if kind == "helpers":
        return [KP.card_name(h) for h in HELPERS for _ in range(seat["helpers"].get(h, 0))]
    if kind == "cards":
        return [KP.card_name(k) for k in seat["cards"]]
    if kind == "claimed":
        return [KP.tier_name(g, seat["claimed"][g]) for g in KP.GOAL_KINDS if g in seat["claimed"]]
    return [KP.tier_name(g, t) for g, t in seat["renounced"]]


def _set_row(data, kind, s, names):
    seat = data["seats"][s]
    vals = [NAMES[n][1] for n in names]
    if kind in ("storage", "helpers"):
        seat[kind] = {v: vals.count(v) for v in (ITEMS if kind == "storage" else HELPERS) if v in vals}
    elif kind == "cards":
        seat["cards"] = vals
    elif kind == "claimed":
        seat["claimed"] = dict(vals)
    else:
        seat["renounced"] = KP._tier_order(vals)


def _koi_at(seat):
    return {h: (k["size"], i) for i, k in enumerate(seat["koi"], 1) for h in k["hexes"]}


def _cell_piece(seat, h, koi_at):
    if h in koi_at:
        return KP.koi_name(*koi_at[h])
    return KP.cell_name(seat["pond"][h]) if h in seat["pond"] else None


def _palette(data, key):
    n = len(data["players"])
    cards = [k for k in KP.KINDS if KP.ids_of(k, n)]
    if key == "pond":
        return [[KP.cell_name(c) for c in KP.CELLS]]
    if key == "storage":
        return [n_ for n_, (w, _) in NAMES.items() if w == "item"]
    if key == "helpers":
        return [KP.card_name(h) for h in HELPERS]
    if key == "cards":
        return [KP.card_name(k) for k in cards if k not in HELPERS]
    if key in ("market", "deck"):
        return [KP.card_name(k) for k in cards]
    if key == "goals":
        return [KP.goal_name(g) for g in KP.GOAL_KINDS]
    return [KP.tier_name(g, t) for g in data["goals"] for t in KP.TIERS[g]]


def zones(data: dict, lang: str) -> list:
    out = []
    for s, name in enumerate(data["players"]):
        seat = data["seats"][s]
        koi_at = _koi_at(seat)
        hexes = set(seat["pond"]) | {x for h in seat["pond"] for x in nbrs(h)} or {"0,0"}
        r0 = min(hxy(h)[1] for h in hexes)
        r0 -= r0 % 2                                    # odd rows stay odd: they sit half a hex right
        x0 = min(q + r // 2 for q, r in map(hxy, hexes))
        slots = []
        for h in hsort(hexes):
            q, r = hxy(h)
            piece = _cell_piece(seat, h, koi_at)
            slots.append({"place": f"pond:{s}:{h}", "piece": piece, "x": q + r // 2 - x0, "y": r - r0,
                          "label": _w(lang, "hex", what=piece_label(piece, lang) if piece else _w(lang, "no_tile"),
                                      where=T.where(lang, h))})
        slots.sort(key=lambda sl: (sl["y"], sl["x"]))
        nxt = len(seat["koi"]) + 1
        koi = [KP.koi_name(k["size"], i) for i, k in enumerate(seat["koi"], 1)] + [KP.koi_name(z, nxt) for z in KOI]
        out.append({"key": f"pond:{s}", "label": _w(lang, "pond", name=name), "layout": "hex", "slots": slots,
                    "pieces": _palette(data, "pond")[0] + koi})
        for kind in ROWS:
            if kind in ("claimed", "renounced") and not data["goals"] and not seat[kind]:
                continue
            out.append(_row_zone(f"{kind}:{s}", _w(lang, kind, name=name), _row(data, kind, s),
                                 _palette(data, kind), lang, end=True))
    goals = [KP.goal_name(g) for g in data["goals"]]
    out.append(_row_zone("goals", _w(lang, "goals"), goals + [None] * (GOALS_IN_GAME - len(goals)),
                         _palette(data, "goals"), lang))
    market = [KP.card_name(k) if k else None for k in data.get("market", [None] * MARKET_SLOTS)]
    out.append(_row_zone("market", _w(lang, "market"), market, _palette(data, "market"), lang))
    if "deck" in data:
        out.append(_row_zone("deck", _w(lang, "deck"), [KP.card_name(k) for k in data["deck"]],
                             _palette(data, "deck"), lang, end=True))
    return out


def _row_zone(key, label, names, pieces, lang, end=False):
    slots = [{"place": f"{key}:{i}", "piece": p,
              "label": _w(lang, "space", n=i + 1, what=piece_label(p, lang) if p else _w(lang, "empty"))}
             for i, p in enumerate(names)]
    if end:
        slots.append({"place": f"{key}:{len(names)}", "piece": None, "label": _w(lang, "end")})
    return {"key": key, "label": label, "layout": "row", "slots": slots, "pieces": pieces}


# ------------------------------------------------------------------ pictures and names
def piece_label(piece: str, lang: str) -> str:
    what = _what(piece)
    if what is None:
        raise PositionError(_w(lang, "bad_piece", piece=KP.P.short(piece)), None, lang)
    kind, v = what
    if kind == "cell":
        return T.pick(lang, "tile_title", v)
    if kind == "koi":
        return KP.koi_name(*v, lang)
    if kind == "item":
        return T.nom(lang, v)
    if kind == "card":
        return KP.card_name(v, lang)
    if kind == "goal":
        return T.pick(lang, "goal_kind", v)
    return KP.tier_name(*v, lang)


def _img(href, w, h, x=0, y=0):
    return f'<image href="{href}" x="{x}" y="{y}" width="{w}" height="{h}"/>'


def piece_html(piece: str, lang: str) -> str:
    kind, v = _what(piece) or (None, None)
    label = esc(piece_label(piece, lang))
    if kind in ("cell", "koi", "item"):
        size = v[0] if kind == "koi" else v
        art = _img(draw.tile_href("water" if size in KOI else size), draw.TW, draw.TH)
        if size in KOI:
            w, h = draw.KOI_BOX[size]
            k = (draw.TW - 6) / w
            art += _img(draw.koi_href(size), round(w * k, 1), round(h * k, 1), 3, round(draw.TCY - h * k / 2, 1))
        number = f'<text x="40" y="12" font-size="11" font-weight="700">{v[1]}</text>' if kind == "koi" else ""
        return (f'<svg class="koi-edit-piece" role="img" aria-label="{label}" width="40" height="48" '
                f'viewBox="0 0 {draw.TW} {draw.TH}"><title>{label}</title>{art}{number}</svg>')
    if kind == "card":
        typ = KP.D.CARDS[KP.ids_of(v, 4)[0]]["type"]
        # (the page's policy allows no style attribute: the sizes are style.css's .koi-edit-*)
        return (f'<span class="koi-card koi-card-{typ} koi-edit-card" role="img" aria-label="{label}">'
                f'<span class="koi-card-name">{label}</span></span>')
    cls = "koi-goal-kind" if kind == "goal" else "koi-tier"
    return f'<span class="{cls} koi-edit-word" role="img" aria-label="{label}">{label}</span>'


# ------------------------------------------------------------------ a tap
def _bad_place(lang):
    return PositionError(_w(lang, "bad_place"), None, lang)


def put(data: dict, place: str, piece: str | None, lang: str) -> dict:
    new = copy.deepcopy(data)
    parts = str(place).split(":")
    key, n = parts[0], len(data["players"])
    what = None if piece is None else _what(piece)
    if piece is not None and what is None:
        raise PositionError(_w(lang, "bad_piece", piece=KP.P.short(piece)), None, lang)
    try:
        s = int(parts[1]) if key in ROWS or key == "pond" else None
        if s is not None and not 0 <= s < n:
            raise ValueError
        at = parts[2] if key == "pond" else int(parts[-1])
        if key == "pond" and not KP.HEX.fullmatch(at) or len(parts) != (2 if s is None else 3) or \
                key not in ROWS + ("pond", "goals", "market", "deck"):
            raise ValueError
    except (ValueError, IndexError):
        raise _bad_place(lang) from None
    fits = {"pond": ("cell", "koi"), "storage": ("item",), "helpers": ("card",), "cards": ("card",),
            "claimed": ("tier",), "renounced": ("tier",), "goals": ("goal",), "market": ("card",),
            "deck": ("card",)}[key]
    if what is not None and (what[0] not in fits or key == "helpers" and what[1] not in HELPERS
                             or key == "cards" and what[1] in HELPERS):
        raise PositionError(_w(lang, "bad_piece", piece=KP.P.short(piece)), None, lang)
    if key == "pond":
        return _put_pond(new, s, at, what, lang)
    if key == "goals":
        goals = new["goals"] + [None] * (GOALS_IN_GAME - len(new["goals"]))
        if not 0 <= at < GOALS_IN_GAME:
            raise _bad_place(lang)
        goals = [None if what and g == what[1] else g for g in goals]
        goals[at] = what and what[1]
        new["goals"] = [g for g in KP.GOAL_KINDS if g in goals]
        return new
    if key == "market" and "market" not in new:
        if what is None:
            return new
        new["market"] = [None] * MARKET_SLOTS
    if key == "deck" and "deck" not in new:
        raise _bad_place(lang)
    names = _row(new, key, s) if s is not None else [KP.card_name(k) if k else None for k in new[key]]
    if not 0 <= at <= len(names) or at == len(names) and key == "market":
        raise _bad_place(lang)
    old = names[at] if at < len(names) else None
    if key == "claimed" and what:              # a goal tile is claimed by one player only: moved from the other
        for other in new["seats"]:
            if other["claimed"].get(what[1][0]) == what[1][1]:
                del other["claimed"][what[1][0]]
        names = _row(new, key, s)
        names = [x for x in names if x == old or NAMES[x][1][0] != what[1][0]]
        at = names.index(old) if old in names else len(names)
    if what is None and at == len(names):
        return new
    if what is None and key != "market":
        del names[at]
    elif at == len(names):
        names.append(piece)
    else:
        names[at] = piece
    if s is not None:
        _set_row(new, key, s, names)
    else:
        new[key] = [NAMES[x][1] if x else None for x in names]
    if key in ("helpers", "cards", "market", "deck"):
        _keep_cards(new, what and what[1], old and NAMES[old][1], (key, s, at), n)
    return new


def _card_places(data):
    """Every card on the table, as (where, seat, index, kind): the deck, the market, each player's cards."""
    out = [("deck", None, i, k) for i, k in enumerate(data.get("deck", []))]
    out += [("market", None, i, k) for i, k in enumerate(data.get("market", [])) if k]
    for s, seat in enumerate(data["seats"]):
        out += [("helpers", s, None, h) for h in HELPERS for _ in range(seat["helpers"].get(h, 0))]
        out += [("cards", s, i, k) for i, k in enumerate(seat["cards"])]
    return out


def _keep_cards(data, kind, old, target, n):
    """No card is made or lost: a card put beyond the game's copies leaves its other place (the deck first), and
    a card taken off the table goes to the end of a listed deck."""
    if kind is not None and sum(1 for p in _card_places(data) if p[3] == kind) > len(KP.ids_of(kind, n)):
        for where, s, i, k in _card_places(data):
            if k == kind and (where, s, i) != target and not (where == "helpers" and target[:2] == (where, s)):
                if where == "helpers":
                    data["seats"][s]["helpers"][k] -= 1
                    data["seats"][s]["helpers"] = {h: c for h, c in data["seats"][s]["helpers"].items() if c}
                elif where == "market":       # the market's space is filled from the deck, as in the game
                    data["market"][i] = data["deck"].pop(0) if data.get("deck") and target[0] != "deck" else None
                else:
                    del (data["deck"] if where == "deck" else data["seats"][s]["cards"])[i]
                break
    if old is not None and target[0] != "deck" and "deck" in data and \
            sum(1 for p in _card_places(data) if p[3] == old) < len(KP.ids_of(old, n)):
        data["deck"].append(old)


def _put_pond(data, s, h, what, lang):
    seat = data["seats"][s]
    pond, koi = seat["pond"], seat["koi"]
    if what == ("cell", "spring"):             # the spring is where the pond began: the pond is drawn around it
        if pond.get("0,0") == "spring" and h != "0,0":
            del pond["0,0"]
        _clear_koi(seat, h)
        q0, r0 = hxy(h)
        moved = {f"{q - q0},{r - r0}": c for q, r, c in ((*hxy(x), c) for x, c in pond.items())}
        moved["0,0"] = "spring"
        seat["pond"] = moved
        seat["koi"] = [{"size": k["size"], "hexes": hsort(f"{q - q0},{r - r0}" for q, r in map(hxy, k["hexes"]))}
                       for k in koi]
        return data
    if what is None and set(pond) <= {h}:
        raise PositionError(_w(lang, "last_spring"), None, lang)
    if what and what[0] == "koi":
        size, number = what[1]
        if number > len(koi) + 1:
            raise PositionError(KP._e(lang, "koi_number", n=len(koi) + 1), None, lang)
        if number == len(koi) + 1:
            koi.append({"size": size, "hexes": []})
        target = koi[number - 1]
        target["size"] = size
        if h not in target["hexes"]:
            target["hexes"] = hsort(target["hexes"] + [h])
        _clear_koi(seat, h, keep=target)
        pond[h] = "water"
        return data
    _clear_koi(seat, h)
    if what is None:
        pond.pop(h, None)
    else:
        pond[h] = what[1]
    return data


def _clear_koi(seat, h, keep=None):
    """Take hex ``h`` from the koi lying on it (but ``keep``); a koi left on no hex leaves the pond."""
    for k in seat["koi"]:
        if k is not keep and h in k["hexes"]:
            k["hexes"].remove(h)
    seat["koi"] = [k for k in seat["koi"] if k["hexes"]]


# ------------------------------------------------------------------ settings
def settings(data: dict, lang: str) -> list:
    names, n = data["players"], len(data["players"])
    left = KP.T.POS.table(lang)["turns_left"]
    out = [{"key": "turn", "label": _w(lang, "turn"), "value": "over" if data["turn"] is None else str(data["turn"]),
            "choices": [[str(s), name] for s, name in enumerate(names)] + [["over", _w(lang, "over")]]},
           {"key": "round", "label": _w(lang, "round"), "value": str(data["round"]),
            "choices": [[str(r), str(r)] for r in range(1, KP.SAFETY + 1)]},
           {"key": "last_round", "label": _w(lang, "last_round"), "value": str(data.get("last_round", "")),
            "choices": [["", _w(lang, "not_last")]] + [
                [str(k), plural(left, k, lang)]
                for k in range(1, n * KP.R["end"]["extra_turns_each"] + 1)]}]
    for s, name in enumerate(names):
        seat = data["seats"][s]
        most = START_LUCK + LUCK_PER_LANTERN * sum(1 for c in seat["pond"].values() if c == "lantern")
        for key, top in (("coins", COINS_SHOWN), ("luck", most)):
            out.append({"key": f"{key}:{s}", "label": _w(lang, key, name=name), "value": str(seat[key]),
                        "choices": [[str(k), str(k)] for k in range(max(top, seat[key]) + 1)]})
    return out + P.option_settings(OPTIONS, data["options"], len(names), lang)


def set_setting(data: dict, key: str, value: str, lang: str) -> dict:
    for setting in settings(data, lang):
        if setting["key"] == key and any(c[0] == value for c in setting["choices"]):
            break
    else:
        raise PositionError(_w(lang, "bad_setting"), None, lang)
    new = copy.deepcopy(data)
    what, _, s = key.partition(":")
    if what == "turn":
        new["turn"] = None if value == "over" else int(value)
    elif what == "last_round":
        new.pop("last_round", None)
        if value:
            new["last_round"] = int(value)
    elif what == "option":
        new["options"] = P.set_option(OPTIONS, new["options"], s, value)
    elif what == "round":
        new["round"] = int(value)
    else:
        new["seats"][int(s)][what] = int(value)
    return new
