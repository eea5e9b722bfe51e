"""Koi-Koi positions (docs/positions/koikoi.md): a situation of a match written as a text a person can write —
the month and the points so far, who started the month and whose turn it is, both hands, the table, both
capture piles, the Koi calls, and (optional) the deck in drawing order — read, checked by the rules and written
back canonically.

``parse(text, lang)`` gives the position data, every rule checked by ``check(start, names, options, lang,
lines)`` with the line it names; ``write(data)`` its canonical text; ``of_state(state)`` the data of a state;
``install(state, start, rng, lang)`` sets a fresh state to what ``parse`` gave (``Game.setup_position``).
This module does not import the engine (the engine imports it).
"""
from __future__ import annotations

import re

from ...core import PositionError, non_default
from ... import position as P
from ...ui.i18n import LANGS
from .cards import BRIGHT, CARDS, CATEGORY, CHAFF, INDEX, KIND, MONTH, RIBBON
from .data import (CARDS_PER_MONTH, DEALER_DRAW_POINTS, HAND_SIZE, INSTANT_POINTS, MONTH_CHOICES,
                   START_POINTS, TABLE_SIZE)
from .options import OPTIONS, full_options
from .text import TEXT, card_short, yaku_name
from .yaku import instant_yaku, score_yaku

PLAY, KOI = "play", "koi"            # the engine's phases a position can be in
SEATS = 2
MOST_PER_TURN = 2 * CARDS_PER_MONTH  # a turn takes at most a stack of 3 + the played card, twice (8 cards)

# The keys of a position text, in the order ``write`` puts them (the format's words: English, stable).
KEYS = ("players", "options", "month", "points", "past months", "starts", "turn", "now", "koi",
        "deal multiplier", "hands", "table", "captures", "deck")
# position data key -> the text's key
TEXT_KEY = {"month": "month", "points": "points", "past": "past months", "starts": "starts", "turn": "turn",
            "phase": "now", "koi": "koi", "multiplier": "deal multiplier", "hands": "hands", "table": "table",
            "captures": "captures", "deck": "deck"}
DATA_KEYS = frozenset(TEXT_KEY)
REQUIRED = ("month", "starts", "turn", "hands", "table")
NOW_WORDS = {PLAY: "play", KOI: "koi or stop"}

OPTION_BY_KEY = {o.key: o for o in OPTIONS}
OPTION_NAMES = P.option_names(OPTIONS)          # the options line's words (options.WORDS)


# ------------------------------------------------------------------------------------------- card names
def _card_names(langs=LANGS) -> dict:
    """{normalised name: card}: the id ("8-1") and every name that means one card only, in English and German:
    a unique picture ("crane", "rain man", "Regenmann"), a month's ribbon ("pine ribbon", "january ribbon"),
    a month's chaff by number ("pine chaff 1"; Willow's one chaff also "willow chaff")."""
    cands: dict = {}

    def add(name, card):
        cands.setdefault(P.norm(name), set()).add(card)

    kinds = {}
    for c in CARDS:
        kinds.setdefault(KIND[c], []).append(c)
    for c in CARDS:
        add(c, c)
        m, k = MONTH[c], KIND[c]
        chaff = [d for d in CARDS if MONTH[d] == m and CATEGORY[d] == CHAFF]
        for lang in langs:
            t = TEXT.table(lang)
            if len(kinds[k]) == 1:
                add(t["kinds"][k], c)
                face = t["face_words"][k]
                if list(t["face_words"].values()).count(face) == 1:      # (not "Chaff": plain chaff says it too)
                    add(face, c)
            for p in {t["plants"][m], t["months"][m], t["month_short"][m]}:
                if CATEGORY[c] == RIBBON:
                    add(f"{p} {t['categories'][RIBBON]}", c)
                if CATEGORY[c] == CHAFF:
                    add(f"{p} {t['categories'][CHAFF]} {chaff.index(c) + 1}", c)
                    if len(chaff) == 1:
                        add(f"{p} {t['categories'][CHAFF]}", c)
    return {name: next(iter(cs)) for name, cs in cands.items() if len(cs) == 1}


CARD_NAMES = _card_names()


# ----------------------------------------------------------------------------------------------- words

def _w(lang, which, /, **kw) -> str:
    return TEXT(lang, "pos_" + which, **kw)


def _label(key, lang, choice=None) -> str:
    """An option's label (or one of its choices) as the new-game dialog shows it."""
    op = OPTION_BY_KEY[key]
    if choice is not None:
        return op.choice_label(choice, lang)
    return op.label.get(lang) or op.label["en"]


def card_words(card, lang) -> str:
    return _w(lang, "card", id=card, name=card_short(card, lang))


def _cards_words(cards, lang) -> str:
    return TEXT(lang, "sep").join(card_words(c, lang) for c in cards)


def _month_name(m, lang) -> str:
    return TEXT(lang, "months")[m]


# --------------------------------------------------------------------------------------------- reading
def _card(word, line, lang) -> str:
    key = P.norm(word)
    if key in CARD_NAMES:
        return CARD_NAMES[key]
    raise PositionError(_w(lang, "no_card", word=P.short(word)), line, lang)


def _cards(value, line, lang) -> list:
    return [_card(w, line, lang) for w in P.items(value)]


def _per_player(line, names, lang) -> tuple:
    """A block of ``Name: cards`` lines (hands, captures): ([cards, cards], {seat: line number})."""
    out = [None] * SEATS
    at = {}
    if line.value:
        raise PositionError(_w(lang, "block_form", part=line.key), line.n, lang)
    for n, text in line.block:
        if ":" not in text:
            raise PositionError(_w(lang, "block_form", part=line.key), n, lang)
        who, cards = text.rsplit(":", 1)          # (a card has no colon; a name might)
        seat = P.seat(who, names, n, lang)
        if out[seat] is not None:
            raise PositionError(_w(lang, "player_twice", part=line.key, name=names[seat]), n, lang)
        out[seat] = _cards(cards, n, lang)
        at[seat] = n
    return out, at


def _options(line, lang) -> dict:
    out, first = {}, {}
    if line is None:
        return out
    for word in P.items(line.value):
        key = P.norm(word)
        if key not in OPTION_NAMES:
            some = ", ".join(op.word(v) for op in OPTIONS[:4] for v in op.values())
            raise PositionError(_w(lang, "no_option", word=P.short(word), some=some), line.n, lang)
        k, v = OPTION_NAMES[key]
        if k in first:
            raise PositionError(_w(lang, "option_twice", a=first[k], b=word, label=_label(k, lang)), line.n, lang)
        first[k] = word
        if v != OPTION_BY_KEY[k].default:
            out[k] = v
    return out


def _points(line, names, lang) -> list:
    pts = [None] * SEATS
    for part in P.items(line.value):
        m = re.fullmatch(r"(.*?)\s+([+-]?\d+)", part)
        if not m:
            raise PositionError(_w(lang, "points_form"), line.n, lang)
        seat = P.seat(m.group(1), names, line.n, lang)
        if pts[seat] is not None:
            raise PositionError(_w(lang, "points_form"), line.n, lang)
        pts[seat] = P.number(m.group(2), line.n, _w(lang, "points_what"), lang, -10 ** 6, 10 ** 6)
    if None in pts:
        raise PositionError(_w(lang, "points_form"), line.n, lang)
    return pts


def _koi(line, names, lang) -> list:
    koi = [0] * SEATS
    seen = set()
    for part in P.items(line.value):
        m = re.fullmatch(r"(.*?)\s+(\d+)", part)
        if not m:
            raise PositionError(_w(lang, "koi_form"), line.n, lang)
        seat = P.seat(m.group(1), names, line.n, lang)
        if seat in seen:
            raise PositionError(_w(lang, "koi_form"), line.n, lang)
        seen.add(seat)
        koi[seat] = P.number(m.group(2), line.n, _w(lang, "koi_what"), lang, 0, HAND_SIZE)
    return koi


def _past(line, names, lang) -> tuple:
    """``past months:`` — one line a month: ``1: Ann +8``, ``2: nobody``, ``3: Ben +6 dealt hand``,
    ``4: Ann +6 nobody stopped``."""
    out, at = [], []
    if line.value:
        raise PositionError(_w(lang, "past_form"), line.n, lang)
    for n, text in line.block:
        if ":" not in text:
            raise PositionError(_w(lang, "past_form"), n, lang)
        month, what = text.split(":", 1)
        month = P.number(month, n, _w(lang, "month_what"), lang, 1, max(MONTH_CHOICES))
        what = what.strip()
        if P.norm(what) == "nobody":
            out.append({"month": month, "winner": None, "transfer": 0, "kind": "draw"})
        else:
            m = re.fullmatch(r"(.*?)\s*\+\s*(\d+)\s*(.*)", what)
            kind = {"": "stop", "dealt hand": "instant", "nobody stopped": "draw"}.get(P.norm(m.group(3))) if m \
                else None
            if kind is None:
                raise PositionError(_w(lang, "past_form"), n, lang)
            seat = P.seat(m.group(1), names, n, lang)
            pts = P.number(m.group(2), n, _w(lang, "points_what"), lang, 0, 10 ** 6)
            out.append({"month": month, "winner": seat, "transfer": pts, "kind": kind})
        at.append(n)
    return out, at


def parse(text, lang: str = "en") -> dict:
    """The position data of a text (see the module's doc): raises PositionError naming the line and the rule."""
    lines = P.read(text, lang, keys=KEYS)
    by = {ln.key: ln for ln in lines}
    names = P.players(by.get("players"), lang, SEATS, SEATS)
    options = _options(by.get("options"), lang)
    for key in REQUIRED:
        if TEXT_KEY[key] not in by:
            raise PositionError(_w(lang, "missing", part=TEXT_KEY[key]), None, lang)
    lines = {k: by[t].n for k, t in TEXT_KEY.items() if t in by}
    start = {}
    start["month"] = P.number(by["month"].value, by["month"].n, _w(lang, "month_what"), lang, 1,
                              max(MONTH_CHOICES))
    if "points" in by:
        start["points"] = _points(by["points"], names, lang)
    if "past months" in by:
        start["past"], lines["past_lines"] = _past(by["past months"], names, lang)
    start["starts"] = P.seat(by["starts"].value, names, by["starts"].n, lang)
    start["turn"] = P.seat(by["turn"].value, names, by["turn"].n, lang)
    if "now" in by:
        start["phase"] = P.lookup(by["now"].value, {P.norm(w): k for k, w in NOW_WORDS.items()}, by["now"].n,
                                  _w(lang, "now_what"), lang)
    if "koi" in by:
        start["koi"] = _koi(by["koi"], names, lang)
    if "deal multiplier" in by:
        ln = by["deal multiplier"]
        start["multiplier"] = P.number(ln.value.lstrip("×x* "), ln.n, _w(lang, "mult_what"), lang, 1, 99)
    hands, at = _per_player(by["hands"], names, lang)
    for seat in range(SEATS):
        if hands[seat] is None:
            raise PositionError(_w(lang, "hand_missing", name=names[seat]), by["hands"].n, lang)
    start["hands"] = hands
    lines["hands_lines"] = at
    start["table"] = _cards(by["table"].value, by["table"].n, lang)
    if "captures" in by:
        caps, at = _per_player(by["captures"], names, lang)
        start["captures"] = [c or [] for c in caps]
        lines["captures_lines"] = at
    if "deck" in by:
        start["deck"] = _cards(by["deck"].value, by["deck"].n, lang)
    start = check(start, names, full_options(options), lang, lines)
    return {"players": names, "options": options, **start}


# --------------------------------------------------------------------------------------------- checking
def check(start: dict, names: list, options: dict, lang: str, lines: dict) -> dict:
    """The position ``start`` (as ``parse`` builds it: position data without players and options) checked by
    the rules of a game with the full ``options`` and players ``names``; returns it complete and canonical
    (defaults filled in, hands in the deck's order).  ``lines``: the text's line of each part (``TEXT_KEY``'s
    data keys, and ``hands_lines``, ``captures_lines`` by seat, ``past_lines`` by month).  Raises
    PositionError naming the rule and the line."""

    def err(key, line_key, **kw):
        line = line_key if isinstance(line_key, int) or line_key is None else lines.get(line_key)
        return PositionError(_w(lang, key, **kw), line, lang)

    o = options
    months = o["months"]
    month, starts, turn, hands, table = start["month"], start["starts"], start["turn"], start["hands"], start["table"]
    points = start.get("points", [START_POINTS] * SEATS)
    phase = start.get("phase", PLAY)
    koi = start.get("koi", [0] * SEATS)
    captures = start.get("captures", [[], []])
    deck = start.get("deck")
    past = start.get("past", [])
    hand_line = lines["hands_lines"]
    cap_line = lines.get("captures_lines", {})
    past_line = lines.get("past_lines", [])

    # ---- the month and the points
    if not 1 <= month <= months:
        raise err("month_range", "month", m=month, n=months)
    total = SEATS * START_POINTS
    if sum(points) != total:
        raise err("points_sum", "points", total=total, n=sum(points))
    if o["end_at_zero"] and min(points) <= 0:
        raise err("points_zero", "points", name=names[points.index(min(points))], rule=_label("end_at_zero", lang))

    # ---- the past months: in order, up to the month before this one, each scored by the rules
    for i, h in enumerate(past):
        line = past_line[i]
        want = month - len(past) + i
        if h["month"] != want or want < 1:
            raise err("past_order", line, m=month)
        w = h["winner"]
        if h["kind"] == "instant" and h["transfer"] != INSTANT_POINTS:
            raise err("past_instant", line, n=INSTANT_POINTS)
        if h["kind"] == "draw" and (w is None) != (o["draw_rule"] == "none"):
            raise err("past_draw" if w is None else "past_dealer", line, n=DEALER_DRAW_POINTS,
                      rule=_label("draw_rule", lang), choice=_label("draw_rule", lang, "dealer"))
        if h["kind"] == "draw" and w is not None and h["transfer"] != DEALER_DRAW_POINTS:
            raise err("past_dealer", line, n=DEALER_DRAW_POINTS, rule=_label("draw_rule", lang),
                      choice=_label("draw_rule", lang, "dealer"))
        if h["kind"] == "stop" and h["transfer"] < 1:
            raise err("past_stop", line)
    if past and past[0]["month"] == 1:
        run = [START_POINTS] * SEATS
        for i, h in enumerate(past):
            if h["winner"] is not None:
                run[h["winner"]] += h["transfer"]
                run[1 - h["winner"]] -= h["transfer"]
            if o["end_at_zero"] and min(run) <= 0:
                raise err("points_zero", past_line[i], name=names[run.index(min(run))],
                          rule=_label("end_at_zero", lang))
        if run != points:
            seat = 0 if run[0] != points[0] else 1
            raise err("past_sum", "points", name=names[seat], n=run[seat], p=points[seat])
    if past and past[-1]["winner"] is not None and o["start_player"] != "alternate":
        w = past[-1]["winner"]
        who = w if o["start_player"] == "winner" else 1 - w
        if starts != who:
            key = "start_winner" if o["start_player"] == "winner" else "start_loser"
            raise err(key, "starts", name=names[who], m=past[-1]["month"])

    # ---- every card once
    places = []          # (card, place words, line)
    for s in range(SEATS):
        places += [(c, _w(lang, "place_hand", name=names[s]), hand_line[s]) for c in hands[s]]
    places += [(c, _w(lang, "place_table"), lines["table"]) for c in table]
    for s in range(SEATS):
        places += [(c, _w(lang, "place_captures", name=names[s]), cap_line.get(s, lines.get("captures")))
                   for c in captures[s]]
    if deck is not None:
        places += [(c, _w(lang, "place_deck"), lines["deck"]) for c in deck]
    seen = {}
    for card, place, line in places:
        if card in seen:
            raise err("twice", line, card=card_words(card, lang), a=seen[card], b=place)
        seen[card] = place

    # ---- hands and turns: the start player plays first, then the players take turns
    for s in range(SEATS):
        if len(hands[s]) > HAND_SIZE:
            raise err("hand_size", hand_line[s], name=names[s], n=HAND_SIZE, k=len(hands[s]))
    other = 1 - starts
    played = [HAND_SIZE - len(h) for h in hands]
    if played[starts] not in (played[other], played[other] + 1):
        raise err("hand_balance", hand_line[other], name=names[starts], other=names[other])
    turns = played[0] + played[1]
    if phase == PLAY:
        if turns == 2 * HAND_SIZE:
            raise err("month_over", "hands")
        mover = starts if turns % 2 == 0 else other
        if turn != mover:
            raise err("turn_order", "turn", name=names[mover], first=names[starts])
    else:
        if turns == 0:
            raise err("koi_first", "phase", name=names[turn])
        mover = starts if turns % 2 == 1 else other
        if turn != mover:
            raise err("turn_koi", "turn", name=names[mover], first=names[starts])

    # ---- the table and the captures: 8 dealt, and every turn puts 2 cards more on the table or the captures
    month_count = {}
    for c in table:
        month_count[MONTH[c]] = month_count.get(MONTH[c], 0) + 1
    want = TABLE_SIZE + 2 * turns
    have = len(table) + len(captures[0]) + len(captures[1])
    if have != want:
        raise err("table_size", "table", t=turns, deal=TABLE_SIZE, want=want, n=have)
    for m, k in sorted(month_count.items()):
        if k >= CARDS_PER_MONTH:
            raise err("table_four", "table", n=k, month=_month_name(m, lang))
    if turns == 0:
        if o["pairs_redeal"] and sum(1 for k in month_count.values() if k == 2) * 2 == TABLE_SIZE:
            raise err("table_pairs", "table", n=TABLE_SIZE // 2)
        wins = [instant_yaku(h) for h in hands]
        if any(wins) and not (all(wins) and o["both_instant"] == "play"):
            s = 0 if wins[0] else 1
            raise err("instant", hand_line[s], name=names[s], yaku=yaku_name(wins[s], lang))
    for s in range(SEATS):
        line = cap_line.get(s, lines.get("captures"))
        done = played[s]
        if len(captures[s]) > MOST_PER_TURN * done:
            raise err("captures_many", line, name=names[s], k=done, n=MOST_PER_TURN, most=MOST_PER_TURN * done)
        per = {}
        for c in captures[s]:
            per[MONTH[c]] = per.get(MONTH[c], 0) + 1
        for m, k in sorted(per.items()):
            if k % 2:
                raise err("captures_pairs", line, name=names[s], k=k, month=_month_name(m, lang))
            if month_count.get(m, 0) >= 2:
                raise err("table_dealt", "table", n=month_count[m], month=_month_name(m, lang))

    # ---- the deck: every card that is nowhere else
    if deck is not None:
        missing = [c for c in CARDS if c not in seen]
        if missing:
            raise err("deck_missing", "deck", cards=_cards_words(missing[:6], lang), n=len(missing))

    # ---- yaku and Koi: a yaku made is stopped (the month ends) or followed by a Koi call
    yaku = [score_yaku(captures[s], o) for s in range(SEATS)]
    for s in range(SEATS):
        done = played[s] - (1 if phase == KOI and s == turn else 0)
        if koi[s] > done:
            raise err("koi_many", "koi", name=names[s], k=done)
        deciding = phase == KOI and s == turn
        line = lines.get("koi", cap_line.get(s, lines.get("captures")))
        if yaku[s] and not koi[s] and not deciding:
            raise err("yaku_no_koi", line, name=names[s], yaku=yaku_name(yaku[s][0][0], lang))
        if koi[s] and not yaku[s] and o["viewing"] != "rain":
            raise err("koi_no_yaku", line, name=names[s])
    if phase == KOI:
        if not yaku[turn]:
            raise err("koi_no_yaku_now", "phase", name=names[turn])
        if o["last_auto_stop"] and turns == 2 * HAND_SIZE:
            raise err("koi_last", "phase", rule=_label("last_auto_stop", lang))

    # ---- the multiplier the month was dealt with (Soft-Koi: from the brights dealt to the table)
    default = deal_multiplier(table, o)
    mult = start.get("multiplier", default)
    if o["scoring"] != "soft" or o["bright_mult"] == "off":
        if mult != 1:
            raise err("mult_one", "multiplier")
    elif turns == 0:
        if mult != default:
            raise err("mult_deal", "multiplier", m=default)
    else:
        brights = sum(1 for c in table + captures[0] + captures[1] if CATEGORY[c] == BRIGHT)
        lo, hi = (1, 1 + brights) if o["bright_mult"] == "one_plus" else (1, max(1, brights))
        if not lo <= mult <= hi:
            raise err("mult_range", "multiplier", lo=lo, hi=hi, n=brights)

    out = {"month": month, "points": points, "starts": starts, "turn": turn, "phase": phase, "koi": koi,
           "multiplier": mult, "hands": [sorted(h, key=INDEX.__getitem__) for h in hands], "table": table,
           "captures": captures}
    if deck is not None:
        out["deck"] = deck
    if past:
        out["past"] = past
    return out


def deal_multiplier(table, options) -> int:
    """The month's multiplier dealt with ``table`` (as the engine's deal sets it)."""
    if options["scoring"] != "soft":
        return 1
    nb = sum(1 for c in table if CATEGORY[c] == BRIGHT)
    return {"one_plus": 1 + nb, "count": max(1, nb), "off": 1}[options["bright_mult"]]


# --------------------------------------------------------------------------------------------- writing
def write(data) -> str:
    """The canonical text of position data (English words, card ids)."""
    names = data["players"]
    o = full_options(data.get("options"))
    pairs = [("players", ", ".join(names))]
    opts = P.option_words(OPTIONS, data.get("options"))
    if opts:
        pairs.append(("options", ", ".join(opts)))
    pairs.append(("month", str(data["month"])))
    if "points" in data:        # (a part that data leaves out is left out of its text: the text's default)
        pairs.append(("points", ", ".join(f"{n} {p}" for n, p in zip(names, data["points"]))))
    if data.get("past"):
        pairs.append(("past months", [f"{h['month']}: {_past_words(h, names)}" for h in data["past"]]))
    pairs.append(("starts", names[data["starts"]]))
    pairs.append(("turn", names[data["turn"]]))
    if data.get("phase", PLAY) != PLAY:
        pairs.append(("now", NOW_WORDS[data["phase"]]))
    if any(data.get("koi") or ()):
        pairs.append(("koi", ", ".join(f"{n} {k}" for n, k in zip(names, data["koi"]) if k)))
    if "multiplier" in data and data["multiplier"] != deal_multiplier(data["table"], o):
        pairs.append(("deal multiplier", str(data["multiplier"])))
    pairs.append(("hands", [f"{n}: {', '.join(h)}".rstrip() for n, h in zip(names, data["hands"])]))
    pairs.append(("table", ", ".join(data["table"])))
    if any(data.get("captures") or ()):
        pairs.append(("captures", [f"{n}: {', '.join(c)}" for n, c in zip(names, data["captures"]) if c]))
    if "deck" in data:
        pairs.append(("deck", ", ".join(data["deck"])))
    return P.write(pairs)


def _past_words(h, names) -> str:
    if h["winner"] is None:
        return "nobody"
    tail = {"stop": "", "instant": " dealt hand", "draw": " nobody stopped"}[h["kind"]]
    return f"{names[h['winner']]} +{h['transfer']}{tail}"


# ------------------------------------------------------------------------------------------ from a state
def can_write(state) -> bool:
    """A position describes a month being played: a card to play, or a Koi-or-stop decision.  Not the moment
    a drawn card waits for its choice of two table cards (within a turn), a month's summary or the end."""
    return state.get("phase") in (PLAY, KOI)


def of_state(state) -> dict:
    """The position data of ``state`` (the deck in drawing order, top card first)."""
    if not can_write(state):
        raise PositionError(_w("en", "cannot_write"))
    data = {"players": P.player_names(state),
            "options": non_default(OPTIONS, state["options"]),
            "month": state["month"], "points": list(state["points"]), "starts": state["start"],
            "turn": state["to_move"], "phase": state["phase"], "koi": list(state["koi"]),
            "multiplier": state["mult_base"], "hands": [list(h) for h in state["hands"]],
            "table": list(state["table"]), "captures": [list(p) for p in state["piles"]],
            "deck": list(reversed(state["deck"]))}
    past = [{"month": h["month"], "winner": h["winner"], "transfer": h["transfer"], "kind": h["kind"]}
            for h in state["history"] if h["month"] < state["month"]]
    if past:
        data["past"] = past
    return data


def install(state, start, rng, lang="en") -> None:
    """Set the freshly dealt ``state`` to the position ``start``, in place.  ``start`` is what ``parse`` gave
    (checked by the rules and complete), without players and options; a deck it leaves out is the rest of the
    cards, shuffled with ``rng``."""
    if "deck" in start:
        deck = list(reversed(start["deck"]))
    else:
        used = set(start["table"]).union(*start["hands"], *start["captures"])
        deck = rng.shuffle([c for c in CARDS if c not in used])
    state.pop("next_start", None)
    state.update({
        "month": start["month"], "points": list(start["points"]), "history": [dict(h) for h in start.get("past", [])],
        "result": None, "prev_result": None, "start": start["starts"], "hands": start["hands"], "table": start["table"],
        "deck": deck, "piles": start["captures"], "drawn": None, "koi": start["koi"],
        "turn": 2 * HAND_SIZE - len(start["hands"][0]) - len(start["hands"][1]), "last": None, "void": [[], []],
        "mult_base": start["multiplier"], "phase": start["phase"], "to_move": start["turn"], "before": {}})
