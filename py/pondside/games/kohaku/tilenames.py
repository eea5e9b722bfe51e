"""The names of Kōhaku's tiles in a position text (docs/positions/kohaku.md), shared with The Big Pond.

Every physical tile has one canonical English name a player can read and write: "red koi with 2 babies",
"red-white koi with 3 stones", "blue koi 2", "red flower 1", "black-red dual flower", "red butterfly 2",
"turtle 2", "sundial 1".  Identical copies carry a number (1, 2, …); a name written without the number
("turtle") means the lowest-numbered copy not used yet.  The words come from ``text.POSITION``; the tiles and
their counts from ``data.TILES``.  German names ("Schildkröte 2", "Koi rot-weiß mit 3 Steinen") are read too.

Pure: imports only Kōhaku's data and text and ``pondside.position``/``pondside.core``.
"""
from __future__ import annotations

from pondside.core import PositionError
from pondside.position import norm

from .data import TILES
from .text import POSITION

_LANGS = ("en", "de")


def _w(lang, key, **kw):
    return POSITION(lang, key, **kw)


def _base(tid: str, lang: str) -> tuple:
    """(singular name, plural name, other spellings) of the kind of tile ``tid`` is, without a copy number."""
    t = TILES[tid]
    k = t["kind"]
    cols = t["colours"]
    colour = _w(lang, "tn_colour")
    if k == "koi":
        orders = [cols] if len(cols) == 1 else [cols, cols[::-1]]
        names = []
        for cs in orders:
            if len(cs) == 1:
                c = colour[cs[0]]
            else:
                c = _w(lang, "tn_pair", a=colour[cs[0]], b=colour[cs[1]])
            koi = _w(lang, "tn_koi", colours=c)
            if t["stones"]:
                names.append(_w(lang, "tn_stones", koi=koi, n=t["stones"]))
            elif t["babies"]:
                names.append(_w(lang, "tn_babies", koi=koi, n=t["babies"]))
            else:
                names.append(_w(lang, "tn_dragonflies", koi=koi, n=t["dragonflies"]))
        return names[0], _w(lang, "tn_koi_plural", name=names[0]), names[1:]
    if k == "blue_koi":
        return _w(lang, "tn_blue"), _w(lang, "tn_blue_plural"), []
    if k == "single_flower":
        return (_w(lang, "tn_flower", colour=colour[cols[0]]), _w(lang, "tn_flowers", colour=colour[cols[0]]), [])
    if k == "butterfly":
        return (_w(lang, "tn_butterfly", colour=_w(lang, "tn_colour_m")[cols[0]]),
                _w(lang, "tn_butterflies", colour=colour[cols[0]]), [])
    if k == "dual_flower":
        a = _w(lang, "tn_dual", colours=_w(lang, "tn_pair", a=colour[cols[0]], b=colour[cols[1]]))
        b = _w(lang, "tn_dual", colours=_w(lang, "tn_pair", a=colour[cols[1]], b=colour[cols[0]]))
        return a, a, [b]
    return _w(lang, "tn_kind")[k], _w(lang, "tn_kind_plural")[k], []


def _put(table: dict, key: str, value) -> None:
    assert table.get(key, value) == value, f"two tiles are called {key!r}"
    table[key] = value


def _build():
    groups: dict = {}                # English base name -> [tile ids] in data order (copy 1, 2, …)
    for tid in TILES:
        groups.setdefault(_base(tid, "en")[0], []).append(tid)
    canonical: dict = {}             # tile id -> canonical English name
    for base, tids in groups.items():
        for i, tid in enumerate(tids, 1):
            canonical[tid] = _w("en", "tn_numbered", name=base, n=i) if len(tids) > 1 else base
    exact: dict = {}                 # every accepted spelling of one tile (normalised) -> tile id
    group_of: dict = {}              # every accepted spelling of a base name (normalised) -> [tile ids]
    for lang in _LANGS:
        for tids in groups.values():
            name, _plural, others = _base(tids[0], lang)
            for spelling in [name] + others:
                if len(tids) > 1:
                    _put(group_of, norm(spelling), tids)
                    for i, tid in enumerate(tids, 1):
                        _put(exact, norm(_w(lang, "tn_numbered", name=spelling, n=i)), tid)
                else:
                    _put(exact, norm(spelling), tids[0])
    assert not set(exact) & set(group_of), "a tile's name is also the name of a group of copies"
    return canonical, exact, group_of, groups


_CANONICAL, _EXACT, _GROUP, _GROUPS = _build()

#: normalised canonical name -> tile id (every tile once)
NAMES: dict = {norm(name): tid for tid, name in _CANONICAL.items()}
assert len(NAMES) == len(TILES)


def text_name(tid: str) -> str:
    """The tile's canonical English name in a position text ("red koi with 2 babies", "turtle 2")."""
    return _CANONICAL[tid]


def copies(tid: str) -> list:
    """The tile ids of the identical copies ``tid`` belongs to (itself alone if it is unique), copy 1 first."""
    return _GROUPS[_base(tid, "en")[0]]


def tile_id(word: str, line: int | None, lang: str = "en", taken: set | None = None) -> str:
    """The tile called ``word``.  A name of identical copies without a number gives the lowest-numbered copy not
    in ``taken``; a tile already in ``taken`` is refused.  Raises :class:`PositionError` naming ``line``."""
    key = norm(word)
    taken = taken or set()
    if key in _EXACT:
        tid = _EXACT[key]
        if tid in taken:
            if len(copies(tid)) > 1:
                raise PositionError(_w(lang, "copy_used", name=text_name(tid)), line, lang)
            raise PositionError(_w(lang, "only_one", name=_base(tid, lang)[0]), line, lang)
        return tid
    if key in _GROUP:
        tids = _GROUP[key]
        for tid in tids:
            if tid not in taken:
                return tid
        raise PositionError(_w(lang, "only_copies", n=len(tids), plural=_base(tids[0], lang)[1]), line, lang)
    shown = str(word).strip()
    shown = shown if len(shown) <= 40 else shown[:39] + "…"
    raise PositionError(_w(lang, "no_tile", word=shown), line, lang)


def is_exact(word: str) -> bool:
    """Whether ``word`` names one tile (a unique tile, or a copy with its number), not a group of copies."""
    return norm(word) in _EXACT
