"""The Koi-Koi position editor (docs/editor.md): both hands, the table, both players' captures and the draw
pile are rows of cards; the palette of every row is the 48 cards in month order.  A card exists once, so
putting it moves it from where it was (a card it replaces takes its old place), and a card taken away goes to
the bottom of the draw pile (when the pile is laid out; else it is shuffled in when play starts).  The month,
who started it, whose turn it is, the points, the Koi calls, the deal multiplier, the past months and the
game's options are settings.  Nothing here checks the rules: ``position.parse`` does.
"""
from __future__ import annotations

import copy

from ... import position as P
from ...core import PositionError
from ...ui.html import esc
from . import position as KP
from .cards import BRIGHTS, CARDS, CATEGORY, INDEX, KIND, MONTH
from .data import HAND_SIZE, START_POINTS
from .draw import H, W, face_use
from .options import OPTIONS, full_options
from .text import TEXT, card_name

SEATS = KP.SEATS
HEIGHT = 48           # a piece's picture, px high


def _t(lang, key, **kw):
    return TEXT(lang, key, **kw)


def _card(piece, lang) -> str:
    card = KP.CARD_NAMES.get(KP.P.norm(piece)) if isinstance(piece, str) else None
    if card is None:
        raise PositionError(_t(lang, "pos_no_card", word=KP.P.short(piece)), None, lang)
    return card


# ------------------------------------------------------------------------------------------------ pieces
def piece_label(piece, lang) -> str:
    """The card's name; a month's plain chaff cards are numbered as the text names them ("Chaff 2 (Jan · …)")."""
    card = _card(piece, lang)
    twins = [c for c in CARDS if MONTH[c] == MONTH[card] and KIND[c] == KIND[card]]
    if len(twins) == 1:
        return card_name(card, lang)
    t, m = TEXT.table(lang), MONTH[card]
    return t["card_name"].format(kind=f'{t["kinds"][KIND[card]]} {twins.index(card) + 1}', month=t["month_short"][m],
                                 plant=t["plants"][m], category=t["categories"][CATEGORY[card]])


def piece_html(piece, lang) -> str:
    """The card's whole face as the game draws it (its design's symbol, which the page holds with the game's
    other shapes, ``view.sprites``, and its words), named for a screen reader."""
    card = _card(piece, lang)
    name = esc(piece_label(card, lang))
    return (f'<svg width="{HEIGHT * W / H:.0f}" height="{HEIGHT}" viewBox="0 0 {W} {H}" '
            f'role="img" aria-label="{name}" xmlns="http://www.w3.org/2000/svg"><title>{name}</title>'
            f'{face_use(card, lang)}</svg>')


# ------------------------------------------------------------------------------------------------- zones
def _rows(data) -> list:
    """[(zone key, the card list it shows)], in the order of the text: hands, table, captures, draw pile."""
    rows = [(f"hand:{s}", data["hands"][s]) for s in range(SEATS)] + [("table", data["table"])]
    rows += [(f"captures:{s}", data["captures"][s]) for s in range(SEATS)]
    return rows + ([("deck", data["deck"])] if "deck" in data else [])


def _zone_label(key, data, lang) -> str:
    kind, _, seat = key.partition(":")
    if kind == "table":
        return _t(lang, "table")
    if kind == "deck":
        return _t(lang, "ed_deck")
    return _t(lang, f"ed_{kind}", name=data["players"][int(seat)])


def zones(data, lang) -> list:
    out = []
    for key, cards in _rows(data):
        label = _zone_label(key, data, lang)
        slots = [{"place": f"{key}:{i}", "piece": c,
                  "label": _t(lang, "ed_slot_next" if key == "deck" and i == 0 else "ed_slot", zone=label, n=i + 1)}
                 for i, c in enumerate(cards)]
        slots.append({"place": f"{key}:{len(cards)}", "piece": None, "label": _t(lang, "ed_slot_new", zone=label)})
        out.append({"key": key, "label": label, "layout": "row", "slots": slots, "pieces": list(CARDS)})
    return out


def _follow(old, new) -> dict:
    """A multiplier that was the one the table's brights give stays so (as the text, which then leaves it out)."""
    if old.get("multiplier") == KP.deal_multiplier(old["table"], full_options(old.get("options"))):
        new["multiplier"] = KP.deal_multiplier(new["table"], full_options(new.get("options")))
    return new


def put(data, place, piece, lang) -> dict:
    new = copy.deepcopy(data)
    rows = dict(_rows(new))
    key, _, i = str(place).rpartition(":")
    if key not in rows or not i.isdigit() or int(i) > len(rows[key]):
        raise PositionError(_t(lang, "ed_no_place"), None, lang)
    row, i = rows[key], int(i)
    card = None if piece is None else _card(piece, lang)
    old = row[i] if i < len(row) else None
    src = next(((r, r.index(card)) for r in rows.values() if card in r), None)
    if card is None:
        if old is not None:
            del row[i]
    elif old is None:
        if src:
            del src[0][src[1]]
        row.append(card)
    else:
        row[i] = card
        if src:
            src[0][src[1]] = old
    if old is not None and old != card and not src and key != "deck" and "deck" in new:
        new["deck"].append(old)               # a card taken away goes to the bottom of the draw pile
    for hand in new["hands"]:
        hand.sort(key=INDEX.__getitem__)      # hands in month order, as the text writes them
    return _follow(data, new)


# ---------------------------------------------------------------------------------------------- settings
def _numbers(lo, hi, value, label=str) -> list:
    return [[str(v), label(v)] for v in sorted(set(range(lo, hi + 1)) | {value})]


def settings(data, lang) -> list:
    names = data["players"]
    o = full_options(data.get("options"))
    seats = [[str(s), n] for s, n in enumerate(names)]
    total = SEATS * START_POINTS
    out = [("month", TEXT(lang, "month_col"), data["month"],
            _numbers(1, o["months"], data["month"], lambda m: _t(lang, "month_of", m=m, n=o["months"]))),
           ("starts", _t(lang, "ed_starts"), data["starts"], seats),
           ("turn", _t(lang, "ed_turn"), data["turn"], seats),
           ("now", _t(lang, "ed_now"), data.get("phase", KP.PLAY),
            [[KP.PLAY, _t(lang, "ed_now_play")], [KP.KOI, _t(lang, "ed_now_koi")]])]
    for s, name in enumerate(names):
        p = data["points"][s]
        out.append((f"points:{s}", _t(lang, "ed_points", name=name), p, _numbers(min(0, p), max(total, p), p)))
    for s, name in enumerate(names):
        out.append((f"koi:{s}", _t(lang, "ed_koi", name=name), data["koi"][s], _numbers(0, HAND_SIZE, data["koi"][s])))
    m = data["multiplier"]
    out.append(("multiplier", _t(lang, "ed_mult"), m, _numbers(1, 1 + len(BRIGHTS), m, lambda v: f"×{v}")))
    out.append(("deck", _t(lang, "ed_deck"), "laid" if "deck" in data else "shuffled",
                [["laid", _t(lang, "ed_deck_laid")], ["shuffled", _t(lang, "ed_deck_shuffled")]]))
    if data.get("past"):
        months = TEXT(lang, "sep").join(
            f"{h['month']}: " + (TEXT(lang, "nobody") if h["winner"] is None
                                 else f"{names[h['winner']]} +{h['transfer']}") for h in data["past"])
        out.append(("past", _t(lang, "ed_past"), "kept",
                    [["kept", _t(lang, "ed_past_kept", months=months)], ["none", _t(lang, "ed_past_none")]]))
    return [{"key": k, "label": label, "value": str(v), "choices": ch} for k, label, v, ch in out] + \
        P.option_settings(OPTIONS, data.get("options"), SEATS, lang)


def set_setting(data, key, value, lang) -> dict:
    found = next((s for s in settings(data, lang) if s["key"] == key), None)
    if found is None or str(value) not in [v for v, _ in found["choices"]]:
        raise PositionError(_t(lang, "ed_no_setting"), None, lang)
    new, value = copy.deepcopy(data), str(value)
    kind, _, arg = key.partition(":")
    if kind == "option":
        new["options"] = P.set_option(OPTIONS, new.get("options"), arg, value)
        return _follow(data, new)
    if kind == "month":
        _set_month(new, int(value))
    elif kind in ("starts", "turn", "multiplier"):
        new[kind] = int(value)
    elif kind == "now":
        new["phase"] = value
    elif kind == "points":
        s = int(arg)
        new["points"][s] = int(value)
        new["points"][1 - s] = SEATS * START_POINTS - int(value)     # points only pass between the two
    elif kind == "koi":
        new["koi"][int(arg)] = int(value)
    elif kind == "deck":
        if value == "shuffled":
            new.pop("deck", None)
        elif "deck" not in new:
            used = set(new["table"]).union(*new["hands"], *new["captures"])
            new["deck"] = [c for c in CARDS if c not in used]
    elif kind == "past":
        if value == "none":
            new.pop("past", None)
    return new


def _set_month(new, month) -> None:
    """The month; the past months stay as far as they still lead up to it (their points then count again),
    else they are left out."""
    new["month"] = month
    past = [h for h in new.get("past", []) if h["month"] < month]
    if not past or past[-1]["month"] != month - 1:
        new.pop("past", None)
        return
    new["past"] = past
    if past[0]["month"] == 1:
        run = [START_POINTS] * SEATS
        for h in past:
            if h["winner"] is not None:
                run[h["winner"]] += h["transfer"]
                run[1 - h["winner"]] -= h["transfer"]
        new["points"] = run
