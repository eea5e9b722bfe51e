"""Kōhaku positions: a set-up situation written as text a person can write (docs/positions/kohaku.md).

``parse(text) -> data``, ``write(data) -> text``, ``of_state(state) -> data``, ``check(start, ...)`` (the rules a
position can break, with the lines of the text: ``parse`` calls it), ``install(...)`` (fill a freshly set-up state
from what ``parse`` read, dealing what it leaves out) and ``migrate(old) -> text`` (an old JSON scoring position,
docs/kohaku-positions.md, in the new format).

Position data (canonical; keys at their default are left out)::

    {"players": [names], "options": {options that differ from the defaults},
     "turn": seat | None (over), "first": seat (default 0),
     "ponds": [{"x,y": tile id}] per seat (x grows east, y grows south),
     "board": [12 tile ids or None] (optional: dealt), "hand": [tile ids] (the mover's, while placing),
     "new_herons": ["x,y"] (herons the mover placed this turn), "compass": {"N"|"E"|"S"|"W": card},
     "objectives": [card | None] per seat, "koi_deck": [top first], "feature_deck": [top first],
     "removed": [koi removed at set-up], "discarded": [...], "rival_pile": [...]}

This module does not import the engine (the engine imports it).  The JSON scoring positions of old links live
in ``scoring_position`` and are re-exported here.
"""
from __future__ import annotations

from pondside import position as P
from pondside.core import PositionError, Rng, defaults, non_default

from . import data
from . import draft as D
from . import placement as PL
from . import tiles as T
from . import tilenames as TN
from .data import TILES
from .options import OPTIONS, kinds_in_play
from .scoring_position import (check_position, contexts, decode_position, encode_position,  # noqa: F401
                               pond_from_rows, position_view, score_position)
from .text import NAMES, POSITION

DEFAULTS = defaults(OPTIONS)
DIRS = data.DIRECTIONS
LIST_KEYS = ("koi_deck", "feature_deck", "removed", "discarded", "rival_pile")
TEXT_KEY = {"koi_deck": "koi deck", "feature_deck": "feature deck", "removed": "removed",
            "discarded": "discarded", "rival_pile": "rival pile", "hand": "hand", "new_herons": "new herons",
            "board": "board", "compass": "compass", "turn": "turn", "first": "first", "feature_sets": "feature sets"}
DATA_KEYS = ("turn", "first", "ponds", "board", "hand", "new_herons", "compass", "objectives") + LIST_KEYS
LANGS = ("en", "de")


def _w(lang, which, /, **kw):
    return POSITION(lang, which, **kw)


def _err(lang, line, which, /, **kw):
    return PositionError(_w(lang, which, **kw), line, lang)


def _name(tid):
    return TN.text_name(tid)


def _words(key) -> dict:
    """{normalised word: id} of a words table in every language (the English ones are canonical)."""
    out = {}
    for lang in LANGS:
        for k, v in _w(lang, key).items():
            out[P.norm(v)] = k
    return out


def _cell(key: str) -> tuple:
    x, y = key.split(",")
    return int(x), int(y)


def _key(x, y) -> str:
    return f"{x},{y}"


def _sorted_cells(pond: dict) -> list:
    return sorted(pond, key=lambda k: (_cell(k)[1], _cell(k)[0]))


# ------------------------------------------------------------------ options
OPTION_NAMES = P.option_names(OPTIONS)          # the options line's words (options.WORD_IDS)


def full_options(opts: dict) -> dict:
    out = dict(DEFAULTS)
    out.update(opts or {})
    return out


# ------------------------------------------------------------------ reading
def parse(text, lang: str = "en") -> dict:
    """The position data of a position text; raises PositionError naming the line and the rule."""
    lines = P.read(text, lang)
    by = {ln.key: ln for ln in lines}
    names = P.players(by.get("players"), lang, 1, 4)
    n = len(names)
    pond_keys = {P.norm("pond " + nm): i for i, nm in enumerate(names)}
    obj_keys = {P.norm("objective " + nm): i for i, nm in enumerate(names)}
    known = ["players", "options", "feature sets", "turn", "first", "board", "hand", "new herons", "compass",
             "koi deck", "feature deck", "removed", "discarded", "rival pile"] + list(pond_keys) + list(obj_keys)
    lines = P.read(text, lang, keys=known)
    by = {ln.key: ln for ln in lines}
    at: dict = {}                      # where each part of the data was written: {part: line}

    # options
    opts = {}
    if "options" in by:
        ln = by["options"]
        for item in P.items(ln.value):
            k, v = P.lookup(item, OPTION_NAMES, ln.n, _w(lang, "an_option"), lang)
            opts[k] = v
        at["options"] = ln.n
    if "feature sets" in by:
        ln = by["feature sets"]
        sets = [P.lookup(i, _words("set_words"), ln.n, _w(lang, "a_feature_set"), lang) for i in P.items(ln.value)]
        opts["feature_sets"] = sets
        at["feature_sets"] = ln.n
    opts = {k: v for k, v in opts.items() if v != DEFAULTS[k]}
    out: dict = {}                     # the position without players and options

    # turn, first
    ln = by.get("turn")
    if ln is None:
        raise _err(lang, None, "e_turn")
    over = {P.norm(w): None for lg in LANGS for w in _w(lg, "over_words")}
    out["turn"] = None if P.norm(ln.value) in over else P.seat(ln.value, names, ln.n, lang)
    at["turn"] = ln.n
    if "first" in by:
        out["first"] = P.seat(by["first"].value, names, by["first"].n, lang)
        at["first"] = by["first"].n

    # tiles: first every name of one tile, then names of copies without a number (the lowest copy left)
    slots = []                          # (word, line, setter)
    ponds = [dict() for _ in range(n)]
    cell_lines: dict = {}

    def entries(ln):
        vals = [(ln.n, v) for v in P.items(ln.value)]
        for bn, btext in ln.block:
            vals += [(bn, v) for v in P.items(btext)]
        return vals

    for key, seat in pond_keys.items():
        ln = by.get(key)
        if ln is None:
            continue
        at[("pond", seat)] = ln.n
        rows = ([(ln.n, ln.value)] if ln.value else []) + list(ln.block)
        for bn, btext in rows:
            cell, sep, word = btext.partition(":")
            parts = cell.split(",")
            if not sep or len(parts) != 2 or not word.strip():
                raise _err(lang, bn, "e_cell_form", text=btext[:40])
            x = P.number(parts[0], bn, "x", lang, -999, 999)
            y = P.number(parts[1], bn, "y", lang, -999, 999)
            ck = _key(x, y)
            if ck in ponds[seat]:
                raise _err(lang, bn, "e_cell_twice", cell=ck)
            ponds[seat][ck] = None
            cell_lines[(seat, ck)] = bn
            at[("cell", seat, ck)] = bn
            slots.append((word.strip(), bn, (lambda tid, s=seat, c=ck: ponds[s].__setitem__(c, tid))))
    out["ponds"] = ponds

    if "board" in by:
        ln = by["board"]
        at["board"] = ln.n
        rows = ([(ln.n, ln.value)] if ln.value else []) + list(ln.block)
        if len(rows) != D.ROWS:
            raise _err(lang, ln.n, "e_board_shape", rows=D.ROWS, cols=D.COLS)
        board = [None] * D.SPACES
        empty = {P.norm(_w(lg, "empty_space")) for lg in LANGS}
        for r, (bn, btext) in enumerate(rows):
            cells = P.items(btext)
            if len(cells) != D.COLS:
                raise _err(lang, bn, "e_board_shape", rows=D.ROWS, cols=D.COLS)
            for c, word in enumerate(cells):
                at[("board", r * D.COLS + c)] = bn
                if P.norm(word) not in empty:
                    slots.append((word, bn, (lambda tid, i=r * D.COLS + c: board.__setitem__(i, tid))))
        out["board"] = board

    nones = {P.norm(w) for lg in LANGS for w in _w(lg, "none_words")}
    for dkey in ("hand",) + LIST_KEYS:
        ln = by.get(TEXT_KEY[dkey])
        if ln is None:
            continue
        at[dkey] = ln.n
        vals = entries(ln)
        if len(vals) == 1 and P.norm(vals[0][1]) in nones:
            vals = []
        lst = [None] * len(vals)
        out[dkey] = lst
        for i, (bn, word) in enumerate(vals):
            at[(dkey, i)] = bn
            slots.append((word, bn, (lambda tid, lst=lst, i=i: lst.__setitem__(i, tid))))

    taken: set = set()
    exact = [s for s in slots if TN.is_exact(s[0])]
    for word, bn, put in exact + [s for s in slots if not TN.is_exact(s[0])]:
        tid = TN.tile_id(word, bn, lang, taken)
        taken.add(tid)
        put(tid)

    if "new herons" in by:
        ln = by["new herons"]
        at["new_herons"] = ln.n
        cells = []
        for item in _cell_items(ln.value):
            parts = item.split(",")
            if len(parts) != 2:
                raise _err(lang, ln.n, "e_heron_new", cell=item)
            cells.append(_key(P.number(parts[0], ln.n, "x", lang, -999, 999),
                              P.number(parts[1], ln.n, "y", lang, -999, 999)))
        out["new_herons"] = cells

    if "compass" in by:
        ln = by["compass"]
        at["compass"] = ln.n
        dirs = _words("direction_words")
        cards = _compass_names()
        comp = {}
        for item in P.items(ln.value):
            head, _, rest = item.strip().partition(" ")
            d = P.lookup(head, dirs, ln.n, _w(lang, "a_direction"), lang)
            if d in comp:
                raise _err(lang, ln.n, "e_compass_four")
            comp[d] = P.lookup(rest, cards, ln.n, _w(lang, "a_compass_card"), lang)
        out["compass"] = comp

    objs = [None] * n
    for key, seat in obj_keys.items():
        ln = by.get(key)
        if ln is not None:
            at[("objective", seat)] = ln.n
            objs[seat] = P.lookup(ln.value, _objective_names(), ln.n, _w(lang, "an_objective"), lang)
    if any(objs):
        out["objectives"] = objs

    return {"players": names, "options": opts, **check(out, names, full_options(opts), lang, at)}


def _cell_items(value: str) -> list:
    """"1,2; 3,4" or "1,2 3,4": cells are separated by semicolons or spaces (a cell has a comma itself)."""
    return [c.replace(" ", "") for c in value.replace(";", " ").split() if c.strip()]


def _compass_names() -> dict:
    out = {}
    for lang in LANGS:
        for cid, name in NAMES(lang, "compass").items():
            out[P.norm(name)] = cid
    for cid in data.COMPASS_IDS:
        out.setdefault(P.norm(cid), cid)
    return out


def _objective_names() -> dict:
    out = {}
    for lang in LANGS:
        for oid, (name, _what) in NAMES(lang, "objective").items():
            out[P.norm(name)] = oid
    for oid in data.OBJECTIVE_IDS:
        out.setdefault(P.norm(oid), oid)
    return out


def canonical(d: dict) -> dict:
    """Data with the keys at their default left out (players and options first, when ``d`` has them)."""
    out = {"players": list(d["players"]), "options": dict(d.get("options") or {})} if "players" in d else {}
    out["turn"] = d.get("turn")
    if d.get("first"):
        out["first"] = d["first"]
    out["ponds"] = [dict(p) for p in d["ponds"]]
    if d.get("board") is not None:
        out["board"] = list(d["board"])
    for k in ("hand", "new_herons", "discarded", "rival_pile"):
        if d.get(k):
            out[k] = list(d[k])
    if d.get("compass"):
        out["compass"] = {k: d["compass"][k] for k in DIRS if k in d["compass"]} | \
                         {k: v for k, v in d["compass"].items() if k not in DIRS}
    if d.get("objectives") and any(d["objectives"]):
        out["objectives"] = list(d["objectives"])
    for k in ("koi_deck", "feature_deck", "removed"):
        if d.get(k) is not None:
            out[k] = list(d[k])
    return out


# ------------------------------------------------------------------ the rules a position can break
def check(start: dict, names: list, options: dict, lang: str, lines: dict) -> dict:
    """``start`` (position data without players and options, as ``parse`` builds it) checked by every rule a
    position can break, for the players ``names`` and the full ``options``; ``lines``: where each part was written
    (``{part: line}``).  Returns it canonical; raises PositionError naming the rule and its line."""
    d = canonical(start)
    n = len(names)
    o = options
    kinds = kinds_in_play(o)
    L = lines.get

    if o["new_features"]:
        fs = o["feature_sets"]
        if len(set(fs)) != data.NEW_FEATURE_SETS or len(fs) != data.NEW_FEATURE_SETS:
            raise _err(lang, L("feature_sets", L("options")), "e_sets", n=data.NEW_FEATURE_SETS, m=len(set(fs)))
    elif o["feature_sets"] != DEFAULTS["feature_sets"]:
        raise _err(lang, L("feature_sets"), "e_sets_off")
    turn = d["turn"]

    koi_ok = set(T.koi_deck(n)) | (set(data.BLUE_KOI_IDS) if o["blue_koi"] else set())
    feat_ok = set(T.feature_ids(kinds))

    def in_game(tid, line):
        t = TILES[tid]
        if t["kind"] == "sundial":
            if not o["sundials"]:
                raise _err(lang, line, "e_sundial_off")
        elif t["kind"] == "blue_koi":
            if not o["blue_koi"]:
                raise _err(lang, line, "e_blue")
        elif t["type"] == "koi":
            if tid not in koi_ok:
                raise _err(lang, line, "e_stones", name=_name(tid), n=n)
        elif tid not in feat_ok:
            raise _err(lang, line, "e_not_in_game", name=_name(tid))

    # every tile in one place
    seen: dict = {}

    def place(tid, line):
        if tid in seen:
            raise PositionError(_w(lang, "copy_used", name=_name(tid)) if len(TN.copies(tid)) > 1
                                else _w(lang, "only_one", name=_name(tid)), line, lang)
        seen[tid] = line
        in_game(tid, line)

    ponds = d["ponds"]
    for s, pond in enumerate(ponds):
        for ck, tid in pond.items():
            place(tid, L(("cell", s, ck)))
        _check_pond(pond, s, o, lang, lines)

    board = d.get("board")
    if board is not None:
        for i, tid in enumerate(board):
            if tid is None:
                continue
            line = L(("board", i))
            place(tid, line)
            if T.is_koi(tid) != D.slot_is_koi(i):
                raise _err(lang, line, "e_board_space", name=_name(tid),
                           space=_w(lang, "koi_space" if D.slot_is_koi(i) else "feature_space"),
                           r=i // D.COLS + 1, c=i % D.COLS + 1)
    for k in ("hand",) + LIST_KEYS:
        lst = d.get(k)
        if lst is None:
            continue
        for i, tid in enumerate(lst):
            line = L((k, i), L(k))
            place(tid, line)
            if TILES[tid]["kind"] == "sundial":
                raise _err(lang, line, "e_not_koi" if k in ("koi_deck", "removed") else "e_sundial_two",
                           name=_name(tid))
            if k in ("koi_deck", "removed") and not T.is_koi(tid):
                raise _err(lang, line, "e_not_koi", name=_name(tid))
            if k == "feature_deck" and T.is_koi(tid):
                raise _err(lang, line, "e_not_feature", name=_name(tid))
            if k == "removed" and T.is_blue(tid):
                raise _err(lang, line, "e_removed_blue")

    # the hand, the herons placed this turn
    hand = d.get("hand") or []
    if hand:
        if turn is None:
            raise _err(lang, L("hand"), "e_hand_over")
        if len(hand) > 2:
            raise _err(lang, L("hand"), "e_hand_size")
        if len(hand) == 2 and T.is_koi(hand[0]) == T.is_koi(hand[1]):
            raise _err(lang, L("hand"), "e_hand_pair")
    for ck in d.get("new_herons") or []:
        ok = hand and len(hand) == 1 and turn is not None and \
            TILES.get(ponds[turn].get(ck), {}).get("kind") == "heron"
        if not ok:
            raise _err(lang, L("new_herons"), "e_heron_new", cell=ck)
    if d.get("rival_pile") and n != 1:
        raise _err(lang, L("rival_pile"), "e_rivals")

    # compass and objectives
    comp = d.get("compass")
    if comp:
        if not o["sundials"]:
            raise _err(lang, L("compass"), "e_compass_off")
        if sorted(comp) != sorted(DIRS):
            raise _err(lang, L("compass"), "e_compass_four")
        seen_cards = set()
        for dname in DIRS:
            c = comp[dname]
            card = NAMES(lang, "compass")[c]
            if c in seen_cards:
                raise _err(lang, L("compass"), "e_compass_twice", card=card)
            seen_cards.add(c)
            spec = data.COMPASS[c]
            if spec["what"] == "kind" and spec["kind"] not in kinds:
                raise _err(lang, L("compass"), "e_compass_kind", card=card,
                           kind=NAMES(lang, "kind_plural")[spec["kind"]])
    objs = d.get("objectives")
    if objs:
        first_line = next((L(("objective", s)) for s in range(n) if L(("objective", s))), None)
        if n == 1:
            raise _err(lang, first_line, "e_objective_solo")
        if not o["objectives"]:
            raise _err(lang, first_line, "e_objective_off")
        used = set()
        for s, c in enumerate(objs):
            if c is None:
                continue
            line = L(("objective", s))
            card = NAMES(lang, "objective")[c][0]
            if c in used:
                raise _err(lang, line, "e_objective_twice", card=card)
            used.add(c)
            missing = [k for k in data.OBJECTIVES[c]["requires"] if k not in kinds]
            if missing:
                raise _err(lang, line, "e_objective_kind", card=card, kind=NAMES(lang, "kind_plural")[missing[0]])

    # the tiles left over, the removed koi, the board's empty spaces
    R = removals(n, o)
    if d.get("removed") is not None and len(d["removed"]) != R:
        raise _err(lang, L("removed"), "e_removed_count", players=n, n=R, m=len(d["removed"]))
    left_koi = [t for t in sorted(koi_ok) if t not in seen]
    left_feat = [t for t in sorted(feat_ok) if t not in seen]
    need_koi = (R if d.get("removed") is None else 0) + \
        (sum(1 for i in range(D.SPACES) if D.slot_is_koi(i)) if board is None else 0)
    need_feat = sum(1 for i in range(D.SPACES) if not D.slot_is_koi(i)) if board is None else 0
    blue_left = sum(1 for t in left_koi if T.is_blue(t))
    if d.get("removed") is None and len(left_koi) - blue_left < R or len(left_koi) < need_koi:
        raise _err(lang, L("koi_deck"), "e_short", space=_w(lang, "koi_space"))
    if len(left_feat) < need_feat:
        raise _err(lang, L("feature_deck"), "e_short", space=_w(lang, "feature_space"))
    if d.get("koi_deck") is not None and len(left_koi) > need_koi:
        raise _err(lang, L("koi_deck"), "e_left", n=len(left_koi) - need_koi, space=_w(lang, "koi_space"),
                   name=_name(left_koi[0]))
    if d.get("feature_deck") is not None and len(left_feat) > need_feat:
        raise _err(lang, L("feature_deck"), "e_left", n=len(left_feat) - need_feat,
                   space=_w(lang, "feature_space"), name=_name(left_feat[0]))
    if board is not None and turn is not None:
        koi_deck = len(left_koi) - need_koi if d.get("koi_deck") is None else len(d["koi_deck"])
        feat_deck = len(left_feat) - need_feat if d.get("feature_deck") is None else len(d["feature_deck"])
        for i, tid in enumerate(board):
            if tid is None:
                left = koi_deck if D.slot_is_koi(i) else feat_deck
                if left:
                    raise _err(lang, L(("board", i), L("board")), "e_board_hole", n=left,
                               space=_w(lang, "koi_space" if D.slot_is_koi(i) else "feature_space"))
        if not hand and not any(board[a] is not None and board[b] is not None for a, b in D.PAIRS):
            raise _err(lang, L("board"), "e_board_stuck")
    return d


def removals(n: int, o: dict) -> int:
    """The koi removed at random at set-up (unseen) with ``n`` players and options ``o``."""
    return data.RANDOM_REMOVALS[n] + (data.BLUE_EXTRA_REMOVALS[n] if o["blue_koi"] else 0)


def _check_pond(pond: dict, seat: int, o: dict, lang: str, at: dict) -> None:
    L = at.get
    where = L(("pond", seat), L("options"))
    cells = {_cell(k): t for k, t in pond.items()}
    sundials = [k for k, t in pond.items() if TILES[t]["kind"] == "sundial"]
    if len(sundials) > 1:
        raise _err(lang, L(("cell", seat, sundials[1]), where), "e_sundial_two")
    if o["sundials"] and not sundials:
        raise _err(lang, where, "e_sundial_missing")
    for ck in _sorted_cells(pond):
        x, y = _cell(ck)
        tid = pond[ck]
        koi = T.is_koi(tid)
        for dname, (dx, dy) in zip(PL.DIRS, PL.STEPS):
            nb = cells.get((x + dx, y + dy))
            if nb is None:
                continue
            if T.is_koi(nb) == koi:
                raise _err(lang, L(("cell", seat, _key(x + dx, y + dy)), where),
                           "e_koi_touch" if koi else "e_feature_touch", a=ck, b=_key(x + dx, y + dy))
            if TILES[tid]["kind"] == "cat" and dname == o["cat_shore"] and T.is_koi(nb):
                raise _err(lang, L(("cell", seat, _key(x + dx, y + dy)), where), "e_cat_shore",
                           side=_w(lang, "direction_words")[dname], cell=ck)
    if cells:
        start = _cell(_sorted_cells(pond)[0])
        todo, reached = [start], {start}
        while todo:
            x, y = todo.pop()
            for dx, dy in PL.STEPS:
                c = (x + dx, y + dy)
                if c in cells and c not in reached:
                    reached.add(c)
                    todo.append(c)
        for ck in _sorted_cells(pond):
            if _cell(ck) not in reached:
                raise _err(lang, L(("cell", seat, ck), where), "e_piece", cell=ck, first=_key(*start))


# ------------------------------------------------------------------ writing
def write(data: dict) -> str:
    """The canonical text of position data (English names): what ``parse`` or ``of_state`` returns, or the data
    of an old save (a part it leaves out is left out of the text)."""
    names = data["players"]
    pairs = [("players", ", ".join(names))]
    opts = full_options(data.get("options"))
    if P.option_words(OPTIONS, opts):
        pairs.append(("options", ", ".join(P.option_words(OPTIONS, opts))))
    if opts["feature_sets"] != DEFAULTS["feature_sets"]:
        sw = _w("en", "set_words")
        pairs.append(("feature sets", ", ".join(sw[k] for k in opts["feature_sets"])))
    pairs.append(("turn", "over" if data.get("turn") is None else names[data["turn"]]))
    if data.get("first"):
        pairs.append(("first", names[data["first"]]))
    if data.get("compass"):
        dw = _w("en", "direction_words")
        pairs.append(("compass", ", ".join(f"{dw[k]} {NAMES('en', 'compass')[data['compass'][k]].lower()}"
                                           for k in DIRS if k in data["compass"])))
    if data.get("board") is not None:
        b = data["board"]
        pairs.append(("board", [", ".join(_name(t) if t else "empty" for t in b[r * D.COLS:(r + 1) * D.COLS])
                                for r in range(D.ROWS)]))
    if data.get("hand"):
        pairs.append(("hand", ", ".join(_name(t) for t in data["hand"])))
    if data.get("new_herons"):
        pairs.append(("new herons", "; ".join(data["new_herons"])))
    for s, pond in enumerate(data.get("ponds") or []):
        if pond:
            pairs.append((f"pond {names[s]}", [f"{ck}: {_name(pond[ck])}" for ck in _sorted_cells(pond)]))
    for s, c in enumerate(data.get("objectives") or []):
        if c:
            pairs.append((f"objective {names[s]}", NAMES("en", "objective")[c][0]))
    for k in ("discarded", "rival_pile", "koi_deck", "feature_deck", "removed"):
        if data.get(k) is not None and (data[k] or k in ("koi_deck", "feature_deck", "removed")):
            pairs.append((TEXT_KEY[k], [_name(t) for t in data[k]] if data[k] else "none"))
    return P.write(pairs)


# ------------------------------------------------------------------ states
def can_write(state) -> bool:
    """False while the hidden objectives are being chosen and while the solo player picks for the rivals
    (a name a position cannot write as it is, such as "Mum, Dad", is written as :func:`P.player_names` makes it)."""
    return state.get("phase") not in ("keep", "rival_pick")


def of_state(state) -> dict:
    """The position data of ``state`` (hidden parts included)."""
    names = P.player_names(state)
    opts = non_default(OPTIONS, state["options"])
    if "setup" in state and not state["actions"]:
        return dict(P.begun_from(state, parse), players=names, options=opts)
    n = len(names)
    over = state["phase"] == "over" or state["to_move"] is None
    d = {"players": names, "options": opts, "turn": None if over else state["to_move"],
         "first": state.get("first", 0), "ponds": [dict(p) for p in state["ponds"]],
         "board": list(state["board"]), "hand": list(state["hand"]) if not over else [],
         "new_herons": list(state["herons_new"]) if state["hand"] and not over else [],
         "discarded": list(state["discarded"]), "rival_pile": list(state["rival_pile"])}
    if state["options"]["sundials"] and state.get("compass"):
        d["compass"] = dict(state["compass"])
    if state["options"]["objectives"] and n > 1:
        d["objectives"] = list(state["objectives"])
    d["koi_deck"] = list(reversed(state["koi_deck"]))
    d["feature_deck"] = list(reversed(state["feat_deck"]))
    d["removed"] = list(state["removed"])
    return canonical(d)


def install(state: dict, start: dict, rng: Rng, lang: str = "en") -> None:
    """Set the freshly set-up ``state`` to the position ``start`` (what ``parse`` returned, checked and canonical,
    without players and options), dealing what it leaves out with ``rng``."""
    n = len(state["players"])
    o = state["options"]
    kinds = kinds_in_play(o)
    used = set(t for p in start["ponds"] for t in p.values())
    for k in ("board", "hand") + LIST_KEYS:
        used.update(t for t in start.get(k) or [] if t)
    koi = [t for t in T.koi_deck(n) + (data.BLUE_KOI_IDS if o["blue_koi"] else []) if t not in used]
    feats = [t for t in T.feature_ids(kinds) if t not in used]
    rng.shuffle(koi)
    rng.shuffle(feats)
    if start.get("removed") is None:
        removed = [t for t in koi if not T.is_blue(t)][:removals(n, o)]
        koi = [t for t in koi if t not in removed]
    else:
        removed = list(start["removed"])
    if start.get("board") is None:
        board = [(koi if D.slot_is_koi(i) else feats).pop() for i in range(D.SPACES)]
    else:
        board = list(start["board"])
    koi_deck = koi if start.get("koi_deck") is None else list(reversed(start["koi_deck"]))
    feat_deck = feats if start.get("feature_deck") is None else list(reversed(start["feature_deck"]))
    turn = start["turn"]
    hand = list(start.get("hand") or [])
    ponds = [dict(p) for p in start["ponds"]]
    turns = []
    for s in range(n):
        placed = sum(1 for t in ponds[s].values() if TILES[t]["kind"] != "sundial")
        if s == turn and hand:
            placed -= 2 - len(hand)
        turns.append(max(0, placed) // 2)
    state.update({"board": board, "koi_deck": koi_deck, "feat_deck": feat_deck, "removed": removed,
                  "ponds": ponds, "hand": hand, "herons_new": list(start.get("new_herons") or []), "turns": turns,
                  "ending": any(t is None for t in board), "discarded": list(start.get("discarded") or []),
                  "rival_pile": list(start.get("rival_pile") or []), "rival_last": None, "rival_pending": None,
                  "first": start.get("first", 0), "to_move": turn,
                  "phase": "over" if turn is None else ("place" if hand else "take")})
    if o["sundials"]:
        if start.get("compass"):
            state["compass"] = dict(start["compass"])
            state["compass_deck"] = [c for c in data.COMPASS_IDS if c not in start["compass"].values()]
            state["compass_out"] = []
    if state["options"]["objectives"] and n > 1:
        given = list(start.get("objectives") or [None] * n)
        pool = [c for c in data.OBJECTIVE_IDS if c not in given]
        rng.shuffle(pool)
        for s in range(n):
            if given[s] is None:
                c = next(c for c in pool if _objective_valid(c, kinds, n))
                pool.remove(c)
                given[s] = c
        state["objectives"] = given
        state["obj_deck"] = pool
        state["obj_out"] = []
        state["dealt"] = [[] for _ in range(n)]


def _objective_valid(card, kinds, n) -> bool:
    spec = data.OBJECTIVES[card]
    return not (spec.get("multiplayer") and n < 2) and all(k in kinds for k in spec["requires"])


# ------------------------------------------------------------------ old scoring positions
OLD_RULES = ("butterfly_blocked", "dual_flower_bonus")


def migrate(old: dict, lang: str = "en") -> str:
    """An old JSON scoring position (as ``decode_position`` gives it) as a position text: a finished game
    (``turn: over``) with the same ponds, compass, hidden objectives, modules, scoring rules and rivals' pile.
    It is checked: an old position that breaks a rule of the game raises a PositionError (without a line: the
    text is not one the player wrote)."""
    check_position(old)
    players = old["players"]
    names = [(p.get("name") or f"Player {i + 1}").replace(",", " ").replace("#", " ").replace(":", " ")
             .strip()[:40] or f"Player {i + 1}" for i, p in enumerate(players)]
    seen = set()
    for i, nm in enumerate(names):
        while P.norm(nm) in seen:
            nm = f"{nm} {i + 1}"
        names[i] = nm
        seen.add(P.norm(nm))
    mods = old.get("modules") or {}
    rules = old.get("rules") or {}
    opts = {"sundials": bool(mods.get("sundials") or old.get("compass"))
            or any(TILES[t]["kind"] == "sundial" for p in players for t in p["pond"].values()),
            "objectives": bool(mods.get("objectives") or any(p.get("objective") for p in players)),
            "blue_koi": bool(mods.get("blue_koi")) or any(T.is_blue(t) for p in players for t in p["pond"].values()),
            "butterfly_blocked": bool(rules.get("butterfly_blocked", False)),
            "dual_flower_bonus": bool(rules.get("dual_flower_bonus", False))}
    kinds = {TILES[t]["kind"] for p in players for t in p["pond"].values()}
    kinds |= {TILES[t]["kind"] for t in (old.get("solo") or {}).get("pile", []) if t in TILES}
    new = sorted(k for k in kinds if k in data.EXPANSION_SETS)
    if mods.get("new_features") or new:
        opts["new_features"] = True
        base = [k for k in data.BASE_SETS if k in kinds]
        sets = new + base
        for k in data.EXPANSION_SETS + data.BASE_SETS:
            if len(sets) >= data.NEW_FEATURE_SETS:
                break
            if k not in sets:
                sets.append(k)
        opts["feature_sets"] = [k for k in data.ALL_SETS if k in sets]
    solo = old.get("solo")
    if solo and len(players) == 1 and solo.get("rival", "medium") in data.RIVALS:
        opts["solo_rival"] = solo.get("rival", "medium")
    opts = {k: v for k, v in opts.items() if v != DEFAULTS[k]}
    start = {"turn": None, "ponds": [dict(p["pond"]) for p in players]}
    if old.get("compass"):
        start["compass"] = dict(old["compass"])
    if any(p.get("objective") for p in players):
        start["objectives"] = [p.get("objective") for p in players]
    if solo and len(players) == 1 and solo.get("pile"):
        start["rival_pile"] = list(solo["pile"])
    start = check(start, names, full_options(opts), lang, {})
    return write({"players": names, "options": opts, **start})


def scoring_data(d: dict) -> dict:
    """The old JSON scoring position of position data (what ``score_position`` reads)."""
    o = full_options(d.get("options"))
    objs = d.get("objectives") or [None] * len(d["players"])
    out = {"players": [{"name": nm, "pond": dict(p), **({"objective": objs[i]} if objs[i] else {})}
                       for i, (nm, p) in enumerate(zip(d["players"], d["ponds"]))],
           "modules": {k: bool(o[k]) for k in ("sundials", "objectives", "blue_koi", "new_features")},
           "rules": {k: bool(o[k]) for k in OLD_RULES}}
    if d.get("compass"):
        out["compass"] = dict(d["compass"])
    if len(d["players"]) == 1 and (d.get("rival_pile") or o["solo_rival"] != DEFAULTS["solo_rival"]):
        out["solo"] = {"rival": o["solo_rival"], "pile": list(d.get("rival_pile") or [])}
    return out
