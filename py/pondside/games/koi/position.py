"""KOI's set-up positions (docs/positions/koi.md): a situation of the game as a text a person can write, read
back into position data, checked by the game's rules, and the position of any state.

A text (the shared format of ``pondside.position``)::

    players: Ann, Ben
    turn: Ben
    round: 6
    goals: koi, water-lilies, lanterns
    market: Porter, Rain (water water shore), Storage, Parchment (medium koi), Well (water coin)
    deck:                                   # optional: left out, the rest of the cards is dealt at random
      Gardener, Market, ...
    Ann:
      coins: 3
      luck tokens: 2
      storage: 2 water tiles, 1 small koi
      helpers: Porter, Gardener
      cards: Storage, Parchment (medium koi)
      claimed: koi 3+
    pond of Ann:                            # rows of hexes, top to bottom; odd rows sit half a hex right
      water,    shore
         spring,   medium koi 1, medium koi 1

The data (``parse``, ``of_state``; the engine's ``setup_position`` takes it without players and options)::

    {"players": [names], "options": {non-default options},
     "turn": seat | None (over), "round": n, "last_round": turns left (only in the last round),
     "goals": [goal kinds], "market": [card kind | None] (optional), "deck": [card kind] (optional),
     "seats": [{"coins", "luck", "storage": {item: n}, "helpers": {helper: n}, "cards": [card kind],
                "pond": {"q,r": cell}, "koi": [{"size", "hexes"}], "claimed": {goal kind: n},
                "renounced": [[goal kind, n]]}]}

A card kind is the card's type for the cards that are all alike (helpers, Storage, Market) and the card's
own id for the others (each Rain, Well and Parchment is different).  This module must not import the engine
(the engine imports it)."""
from __future__ import annotations

import re

from ... import position as P
from ...core import PositionError, defaults, non_default
from ...ui.i18n import LANGS, join, plural
from . import data as D
from . import text as T
from .data import BASE, EXPANSION_HEXES, HELPERS, ITEMS, KOI, KOI_REMOVED, MARKET_SLOTS
from .options import OPTIONS
from .pond import hsort, hxy, nbrs

R = D.RULES
MIN_PLAYERS, MAX_PLAYERS = 2, 4
SAME = HELPERS + ("storage", "market")          # card types whose copies are all alike
GOAL_KINDS = [g["id"] for g in R["goals"]["kinds"]]
TIERS = {g["id"]: [t[0] for t in g["tiers"]] for g in R["goals"]["kinds"]}
SAFETY = R["end"]["safety_turns_per_player"]     # rounds at most
CELLS = ("spring", "water", "shore", "foliage", "lily", "lantern")
KEYS = ("players", "options", "turn", "round", "last round", "goals", "market", "deck")
BLOCK_KEYS = ("coins", "luck tokens", "storage", "helpers", "cards", "claimed", "renounced")
BLOCK_ALIAS = {"luck": "luck tokens"}
DATA_KEYS = ("turn", "round", "last_round", "goals", "market", "deck", "seats")
HEX = re.compile(r"-?\d{1,3},-?\d{1,3}")          # a pond hex's key "q,r" (the editor's places)


def _e(lang, which, /, **kw):
    return T.POS(lang, which, **kw)


# ------------------------------------------------------------------ names
def kind_of(cid):
    typ = D.CARDS[cid]["type"]
    return typ if typ in SAME else cid


KINDS = list(dict.fromkeys(kind_of(c) for c in D.CARDS))


def ids_of(kind, n):
    """The card ids of a kind in a game of ``n`` players, in the data's order."""
    return [cid for cid, c in D.CARDS.items() if kind_of(cid) == kind and c["min_players"] <= n]


def _fewest(kind):
    return min(c["min_players"] for cid, c in D.CARDS.items() if kind_of(cid) == kind)


def card_name(kind, lang="en"):
    """"Porter", "Rain (water water shore)", "Well (water water / coin coin)", "Parchment (medium koi)"."""
    tab = T.TEXT.table(lang)
    if kind in SAME:
        return tab["card"][kind]
    c = D.CARDS[kind]
    short = tab["short"]
    if c["type"] == "rain":
        inner = " ".join(short[t] for t in c["contents"]["tiles"])
    elif c["type"] == "well":
        inner = " / ".join(" ".join(short[x] for x in alt) for alt in c["contents"]["alts"])
    else:
        inner = tab["pk_name"][c["contents"]["kind"]]
    return f"{tab['card'][c['type']]} ({inner})"


def goal_name(kind, lang="en"):
    return T.POS.table(lang)["goal"][kind]


def tier_name(kind, n, lang="en"):
    return f"{goal_name(kind, lang)} {n}+"


def cell_name(cell, lang="en"):
    return T.TEXT.table(lang)["short"][cell]


def koi_name(size, i, lang="en"):
    return f"{T.TEXT.table(lang)['short'][size]} {i}"


def _table(pairs):
    out = {}
    for name, value in pairs:
        out.setdefault(P.norm(name), value)
    return out


CARD_NAMES = _table((card_name(k, lang), k) for lang in LANGS for k in KINDS)
GOAL_NAMES = _table((goal_name(k, lang), k) for lang in LANGS for k in GOAL_KINDS)
OPTION_NAMES = P.option_names(OPTIONS)          # the options line's words (options.py)
CELL_NAMES = _table((cell_name(c, lang), c) for lang in LANGS for c in CELLS)
SIZE_NAMES = _table((T.TEXT.table(lang)[t][s], s) for lang in LANGS for s in KOI for t in ("short", "nom", "name"))
OVER_WORDS = {P.norm(T.POS.table(lang)["over"]) for lang in LANGS}
EMPTY_WORDS = {P.norm(T.POS.table(lang)["empty"]) for lang in LANGS} | {"."}
NONE_WORDS = {P.norm(T.POS.table(lang)["nothing"]) for lang in LANGS}


def _item_table():
    pairs = []
    for lang in LANGS:
        tab = T.TEXT.table(lang)
        for it in ITEMS:
            pairs += [(tab["one"][it].replace("{n}", ""), it), (tab["other"][it].replace("{n}", ""), it),
                      (tab["short"][it], it), (tab["name"][it], it), (tab["nom"][it], it)]
    return _table(pairs)


ITEM_NAMES = _item_table()


# ------------------------------------------------------------------ read a text
def parse(text, lang="en") -> dict:
    """The position data of a text; raises PositionError naming the line and the rule it breaks."""
    by = {line.key: line for line in P.read(text, lang)}
    names = P.players(by.get("players"), lang, MIN_PLAYERS, MAX_PLAYERS)
    words = set(KEYS) | set(BLOCK_KEYS) | OVER_WORDS
    for name in names:
        if P.norm(name) in words or ":" in name or P.norm(name).startswith("pond of "):
            raise PositionError(_e(lang, "name_is_word", name=name), by["players"].n, lang)
    read = P.read(text, lang, keys=list(KEYS) + [P.norm(x) for x in names] + ["pond of " + P.norm(x) for x in names])
    by = {line.key: line for line in read}
    lines = {}
    data = {"players": names, "options": {}}

    line = by.get("options")
    if line is not None:
        for word in P.items(line.value):
            key, value = P.lookup(word, OPTION_NAMES, line.n, _e(lang, "an_option"), lang)
            data["options"][key] = value

    line = by.get("turn")
    if line is None:
        raise PositionError(_e(lang, "turn_need"), None, lang)
    lines["turn"] = line.n
    data["turn"] = None if P.norm(line.value) in OVER_WORDS else P.seat(line.value, names, line.n, lang)

    line = by.get("round")
    data["round"] = 1 if line is None else P.number(line.value, line.n, _e(lang, "a_round"), lang, 1, SAFETY)
    if line is not None:
        lines["round"] = line.n

    line = by.get("last round")
    if line is not None:
        lines["last round"] = line.n
        m = re.match(r"\s*(\S+)", line.value)
        data["last_round"] = P.number(m.group(1) if m else "", line.n, _e(lang, "a_left"), lang, 0, 99)

    first = data["options"].get("first_game", False)
    line = by.get("goals")
    if line is None and not first:
        example = ", ".join(goal_name(k, lang) for k in GOAL_KINDS[:R["goals"]["cards_in_game"]])
        raise PositionError(_e(lang, "goals_need", n=R["goals"]["cards_in_game"], example=example), None, lang)
    goals = []
    if line is not None:
        lines["goals"] = line.n
        for word in P.items(line.value):
            if P.norm(word) not in NONE_WORDS:
                goals.append(P.lookup(word, GOAL_NAMES, line.n, _e(lang, "a_goal"), lang))
    data["goals"] = sorted(goals, key=GOAL_KINDS.index)

    line = by.get("market")
    if line is not None:
        lines["market"] = line.n
        data["market"] = [None if P.norm(w) in EMPTY_WORDS else
                          P.lookup(w, CARD_NAMES, line.n, _e(lang, "a_card"), lang) for w in P.items(line.value)]

    line = by.get("deck")
    if line is not None:
        lines["deck"] = line.n
        deck = []
        for n_, value in [(line.n, line.value)] + line.block:
            for w in P.items(value):
                if P.norm(w) not in NONE_WORDS:
                    deck.append(P.lookup(w, CARD_NAMES, n_, _e(lang, "a_card"), lang))
        data["deck"] = deck

    data["seats"] = [_seat(s, name, by.get(P.norm(name)), by.get("pond of " + P.norm(name)), lang, lines)
                     for s, name in enumerate(names)]
    options = defaults(OPTIONS)
    options.update(data["options"])
    start = check({k: v for k, v in data.items() if k not in ("players", "options")}, names, options, lang, lines)
    return {"players": names, "options": data["options"], **start}


def _count_and_name(word):
    m = re.fullmatch(r"(\d{1,3})\s+(.+)", word.strip())
    return (int(m.group(1)), m.group(2)) if m else (1, word)


def _seat(s, name, line, pond_line, lang, lines):
    seat = {"coins": 0, "luck": D.START_LUCK, "storage": {}, "helpers": {}, "cards": [], "pond": {"0,0": "spring"},
            "koi": [], "claimed": {}, "renounced": []}
    if line is not None:
        lines[(s, "player")] = line.n
        if line.value:
            raise PositionError(_e(lang, "block_line", text=line.value), line.n, lang)
        seen = set()
        for n, text in line.block:
            if ":" not in text:
                raise PositionError(_e(lang, "block_line", text=text), n, lang)
            key, value = text.split(":", 1)
            key = BLOCK_ALIAS.get(P.norm(key), P.norm(key))
            value = value.strip()
            if key not in BLOCK_KEYS:
                raise PositionError(_e(lang, "block_key", part=key, known=", ".join(BLOCK_KEYS)), n, lang)
            if key in seen:
                raise PositionError(_e(lang, "block_twice", part=key, name=name), n, lang)
            seen.add(key)
            lines[(s, key)] = n
            words = [w for w in P.items(value) if P.norm(w) not in NONE_WORDS]
            if key == "coins":
                seat["coins"] = P.number(value, n, T.TEXT(lang, "coins"), lang, 0, 999)
            elif key == "luck tokens":
                seat["luck"] = P.number(value, n, T.TEXT(lang, "luck"), lang, 0, 999)
            elif key == "storage":
                for w in words:
                    k, what = _count_and_name(w)
                    item = P.lookup(what, ITEM_NAMES, n, _e(lang, "a_thing"), lang)
                    if k:
                        seat["storage"][item] = seat["storage"].get(item, 0) + k
            elif key == "helpers":
                for w in words:
                    k, what = _count_and_name(w)
                    kind = P.lookup(what, CARD_NAMES, n, _e(lang, "a_helper"), lang)
                    if kind not in HELPERS:
                        raise PositionError(_e(lang, "not_helper", card=card_name(kind, lang), helpers=join(
                            [card_name(h, lang) for h in HELPERS], lang)), n, lang)
                    if k:
                        seat["helpers"][kind] = seat["helpers"].get(kind, 0) + k
            elif key == "cards":
                for w in words:
                    kind = P.lookup(w, CARD_NAMES, n, _e(lang, "a_card"), lang)
                    if kind in HELPERS:
                        raise PositionError(_e(lang, "is_helper", card=card_name(kind, lang)), n, lang)
                    seat["cards"].append(kind)
            else:
                tiers = [_tier(w, n, lang) for w in words]
                if key == "claimed":
                    for kind, t in tiers:
                        if kind in seat["claimed"]:
                            raise PositionError(_e(lang, "tier_one"), n, lang)
                        seat["claimed"][kind] = t
                else:
                    seat["renounced"] = _tier_order(tiers)
    if pond_line is not None:
        lines[(s, "pond")] = pond_line.n
        _pond(s, seat, pond_line, lang, lines)
    return seat


def _tier_order(tiers):
    """Goal tiles ``[goal kind, n]`` once each, in the order of the goal cards and their tiles."""
    return [list(x) for x in sorted({tuple(x) for x in tiers}, key=lambda x: (GOAL_KINDS.index(x[0]), x[1]))]


def _tier(word, n, lang):
    m = re.fullmatch(r"(.+?)\s*(\d{1,3})\s*\+", word.strip())
    example = tier_name(GOAL_KINDS[0], TIERS[GOAL_KINDS[0]][0], lang)
    if not m:
        raise PositionError(_e(lang, "tier_word", text=word, example=example), n, lang)
    kind = P.lookup(m.group(1), GOAL_NAMES, n, _e(lang, "a_goal"), lang)
    k = int(m.group(2))
    if k not in TIERS[kind]:
        raise PositionError(_e(lang, "tier_none", goal=goal_name(kind, lang), n=k,
                               tiers=", ".join(f"{t}+" for t in TIERS[kind])), n, lang)
    return [kind, k]


def _pond(s, seat, line, lang, lines):
    """The rows of a pond: cells from the left, the spring anchors them (its row is row 0); rows an odd number
    of rows above or below the spring's sit half a hex to the right."""
    rows = ([(line.n, line.value)] if line.value else []) + line.block
    grid, springs = {}, []
    for i, (n, value) in enumerate(rows):
        for j, word in enumerate(P.items(value)):
            w = P.norm(word)
            if w in EMPTY_WORDS:
                continue
            if w in CELL_NAMES:
                cell = CELL_NAMES[w]
                grid[(i, j)] = (n, cell, None)
                if cell == "spring":
                    springs.append((i, j, n))
                continue
            m = re.fullmatch(r"(.+?)\s*(\d{1,2})", w)
            if not m or P.norm(m.group(1)) not in SIZE_NAMES:
                P.lookup(word, dict(CELL_NAMES, **{P.norm(koi_name("S", 1, lang)): None}), n, _e(lang, "a_tile"), lang)
            grid[(i, j)] = (n, "water", (SIZE_NAMES[P.norm(m.group(1))], int(m.group(2))))
    if len(springs) != 1:
        raise PositionError(_e(lang, "spring"), springs[1][2] if springs else line.n, lang)
    i0, j0, _ = springs[0]
    pond, koi = {}, {}
    for (i, j), (n, cell, k) in grid.items():
        r = i - i0
        q = (j - j0) - r // 2
        h = f"{q},{r}"
        pond[h] = cell
        lines[(s, "hex", h)] = n
        if k is not None:
            size, num = k
            if num in koi and koi[num][0] != size:
                raise PositionError(_e(lang, "koi_same", n=num), n, lang)
            koi.setdefault(num, [size, []])[1].append(h)
    for num in range(1, len(koi) + 1):
        if num not in koi:
            raise PositionError(_e(lang, "koi_number", n=num), line.n, lang)
    seat["pond"] = pond
    seat["koi"] = [{"size": koi[i][0], "hexes": hsort(koi[i][1])} for i in range(1, len(koi) + 1)]


# ------------------------------------------------------------------ the rules a position can break
def check(start: dict, names: list, options: dict, lang: str, lines: dict) -> dict:
    """``start`` (position data without players and options, as ``parse`` builds it: complete and canonical),
    or PositionError naming the rule it breaks and its line (``lines``: the line of each part parse read);
    ``names``: the players' names; ``options``: the game's complete options."""
    def fail(key, where=None, msg=None, **kw):
        raise PositionError(msg or _e(lang, key, **kw), lines.get(where), lang)

    n = len(names)
    seats = start["seats"]
    goals = start["goals"]
    if options["first_game"]:
        if goals:
            fail("goals_first", "goals")
    else:
        if len(set(goals)) != len(goals):
            fail("goal_twice", "goals")
        if len(goals) != R["goals"]["cards_in_game"]:
            fail("goal_count", "goals", n=R["goals"]["cards_in_game"], m=len(goals))

    # every card at most once, and only the cards of this player count
    used = {}

    def use(kind, where):
        ids = ids_of(kind, n)
        if not ids:
            fail("card_players", where, card=card_name(kind, lang), n=_fewest(kind))
        used[kind] = used.get(kind, 0) + 1
        if used[kind] > len(ids):
            if len([c for c in D.CARDS if kind_of(c) == kind]) == 1:
                fail("card_once", where, card=card_name(kind, lang))
            fail("card_count", where, card=card_name(kind, lang), n=len(ids), p=n)

    market = start.get("market")
    if market is not None:
        if len(market) != MARKET_SLOTS:
            fail("market_size", "market", n=MARKET_SLOTS, m=len(market))
        for kind in market:
            if kind is not None:
                use(kind, "market")
        empty = [k is None for k in market]
        if empty != sorted(empty, reverse=True):
            fail("market_gap", "market")
    for s, seat in enumerate(seats):
        for h in HELPERS:
            for _ in range(seat["helpers"].get(h, 0)):
                use(h, (s, "helpers"))
        for kind in seat["cards"]:
            use(kind, (s, "cards"))
    deck = start.get("deck")
    if deck is not None:
        for kind in deck:
            use(kind, "deck")
    rest = [k for k in KINDS for _ in range(len(ids_of(k, n)) - used.get(k, 0))]
    dealt = 0 if market is not None else min(MARKET_SLOTS, len(rest))
    if deck is not None and len(rest) > dealt:
        fail("cards_missing", "deck", cards=", ".join(card_name(k, lang) for k in rest))
    deck_n = len(deck) if deck is not None else len(rest) - dealt
    n_empty = sum(k is None for k in market) if market is not None else MARKET_SLOTS - dealt
    if n_empty and deck_n:
        fail("market_empty", "market")

    # the end
    over = start["turn"] is None
    last = start.get("last_round")
    extra = n * R["end"]["extra_turns_each"]
    if over and last is not None:
        fail("last_over", "last round")
    if not over:
        if last is not None and deck_n:
            fail("last_deck", "last round")
        if last is None and not deck_n:
            fail("last_need", "deck" if deck is not None else "market", n=min(2, extra))
        if last is not None and not 1 <= last <= extra:
            fail("last_most", "last round", n=extra)
    elif deck_n and start["round"] < SAFETY:
        fail("not_over", "turn", n=SAFETY)

    # koi: only as many as the game has
    for size in KOI:
        total = R["koi_supply_4p"][size] - KOI_REMOVED[n][size]
        count = 0
        for s, seat in enumerate(seats):
            count += seat["storage"].get(size, 0)
            if count > total:
                fail("koi_count", (s, "storage"), what=T.count(lang, size, total), p=n)
            count += sum(1 for k in seat["koi"] if k["size"] == size)
            if count > total:
                fail("koi_count", (s, "pond"), what=T.count(lang, size, total), p=n)

    claimed_by = {}
    for s, seat in enumerate(seats):
        name = names[s]
        # storage: at the end of every turn it fits
        cap = R["storage"]["start_hexes"] + EXPANSION_HEXES * seat["cards"].count("storage")
        size = sum(seat["storage"].values()) * R["storage"]["hexes_per_item"]
        if size > cap:
            fail("storage_full", (s, "storage"), name=name, cap=cap, start=R["storage"]["start_hexes"],
                 per=EXPANSION_HEXES, n=size)
        check_pond(seat, options, lang, lambda h=None, s=s: lines.get((s, "hex", h), lines.get((s, "pond"))))
        check_luck(seat, name, options, lang, lambda h=None, s=s: lines.get((s, "hex", h), lines.get((s, "pond"))),
                   lines.get((s, "luck tokens"), lines.get((s, "pond"))))
        # goals
        for key in ("claimed", "renounced"):
            pairs = list(seat["claimed"].items()) if key == "claimed" else seat["renounced"]
            for kind, t in pairs:
                what = tier_name(kind, t, lang)
                if kind not in goals:
                    fail("goal_absent", (s, key), goal=goal_name(kind, lang))
                have = goal_count(seat, kind)
                if have < t:
                    fail("tier_short", (s, key), name=name, what=what, have=_goal_count_text(kind, have, lang))
                for lower in TIERS[kind][:TIERS[kind].index(t)]:
                    if [kind, lower] not in seat["renounced"] and not any(
                            other is not seat and other["claimed"].get(kind) == lower for other in seats):
                        fail("tier_order", (s, key), name=name, what=what, lower=tier_name(kind, lower, lang))
                if key == "claimed":
                    if (kind, t) in claimed_by:
                        fail("tier_taken", (s, key), what=what)
                    claimed_by[(kind, t)] = s
                elif seat["claimed"].get(kind) == t:
                    fail("tier_both", (s, key), name=name, what=what)
    # a goal tile a pond reaches while it is free is claimed or renounced at the end of that player's turn
    for s, seat in enumerate(seats):
        for kind in goals:
            if kind in seat["claimed"]:
                continue
            have = goal_count(seat, kind)
            for t in TIERS[kind]:
                if (kind, t) not in claimed_by and [kind, t] not in seat["renounced"] and have >= t:
                    where = (s, "claimed") if (s, "claimed") in lines else (s, "pond")
                    fail("tier_open", where, name=names[s], what=tier_name(kind, t, lang))
    return start


def _goal_count_text(kind, have, lang):
    thing = {"koi": None, "lily": "lily", "lantern": "lantern", "shore": "shore", "foliage": "foliage"}[kind]
    if thing is None:
        return f"{have} {goal_name('koi', lang)}"
    return T.count(lang, thing, have)


def goal_count(seat, kind):
    """What a goal card counts in a pond (as the engine: a lantern is on a shore tile, a water-lily on foliage)."""
    if kind == "koi":
        return len(seat["koi"])
    cells = seat["pond"].values()
    if kind in ("lily", "lantern"):
        return sum(1 for c in cells if c == kind)
    return sum(1 for c in cells if BASE.get(c, c) == kind)


def check_pond(seat, options, lang, line_of):
    """The placement rules a finished pond shows: one piece, koi on free water in their shapes; and, when luck
    tokens only score (no requirement was ever ignored), every tile's neighbours.  (Its one spring, on "0,0",
    is the text's: ``_pond``.)"""
    def fail(msg, h=None):
        raise PositionError(msg, line_of(h), lang)

    pond = seat["pond"]
    seen, todo = {"0,0"}, ["0,0"]
    while todo:
        for x in nbrs(todo.pop()):
            if x in pond and x not in seen:
                seen.add(x)
                todo.append(x)
    for h in hsort(pond):
        if h not in seen:
            fail(_e(lang, "apart"), h)
    if options["luck_use"] != "ignore-adjacency":
        wet, todo = {"0,0"}, ["0,0"]
        while todo:
            for x in nbrs(todo.pop()):
                if pond.get(x) == "water" and x not in wet:
                    wet.add(x)
                    todo.append(x)
        for h in hsort(pond):
            cell = pond[h]
            base = BASE.get(cell, cell)
            if cell == "water" and h not in wet:
                fail(_e(lang, "water_chain"), h)
            if base in ("shore", "foliage") and not any(pond.get(x) in ("water", "spring") for x in nbrs(h)):
                fail(T.MSG(lang, "needs_water", item=T.nom(lang, base)), h)
            if base == "foliage" and any(BASE.get(pond.get(x), pond.get(x)) == "foliage" for x in nbrs(h)):
                fail(T.MSG(lang, "foliage_touch"), h)
    occupied = set()
    for k in seat["koi"]:
        hexes, size = k["hexes"], k["size"]
        need = R["pond"]["koi_hexes"][size]
        first = hexes[0]
        if len(hexes) != need:
            fail(T.MSG(lang, "koi_cover", item=T.nom(lang, size), n=need), first)
        for h in hexes:
            if pond.get(h) != "water":
                fail(T.MSG(lang, "koi_water"), h)
            if h in occupied:
                fail(T.MSG(lang, "koi_taken"), h)
        if len(set(hexes)) != len(hexes):
            fail(T.MSG(lang, "koi_distinct"), first)
        occupied.update(hexes)
        if need == 2 and hexes[1] not in nbrs(hexes[0]):
            fail(T.MSG(lang, "koi_medium", n=need), first)
        if need == 3 and not (hexes[1] in nbrs(hexes[0]) and hexes[2] in nbrs(hexes[0]) and hexes[2] in nbrs(hexes[1])):
            fail(T.MSG(lang, "koi_large", n=need), first)


def luck_needed(pond):
    """``(k, None)``: at least k tiles of the pond were laid against a placement requirement (each paid with a
    luck token); ``(None, hex)``: the tile on ``hex`` broke two requirements at once (a token ignores only one).
    A tile touching no water and no spring broke "must touch water" when it was laid (tiles are never taken
    away); of two touching foliage tiles the later one broke "no foliage next to foliage"."""
    def base(h):
        c = pond.get(h)
        return BASE.get(c, c)

    dry = {h for h in pond if pond[h] != "spring" and not any(base(x) in ("water", "spring") for x in nbrs(h))}
    forced, rest = set(), []
    for a in hsort(pond):
        if base(a) != "foliage":
            continue
        for b in nbrs(a):
            if base(b) == "foliage" and hxy(a) < hxy(b):
                if a in dry and b in dry:
                    return None, b
                if a in dry or b in dry:
                    forced.add(b if a in dry else a)
                else:
                    rest.append((a, b))
    matched, pairs = set(), 0
    for a, b in rest:
        if a not in forced and b not in forced and a not in matched and b not in matched:
            matched.update((a, b))
            pairs += 1
    return len(dry) + len(forced) + pairs, None


def check_luck(seat, name, options, lang, line_of, luck_line):
    """Water-lilies and lanterns come from a Gardener and a Builder; luck tokens from the start and from
    lanterns, spent (when they may be) on tiles laid against a placement requirement."""
    pond = seat["pond"]
    for up, helper in (("lily", "gardener"), ("lantern", "builder")):
        where = [h for h in hsort(pond) if pond[h] == up]
        if where and not seat["helpers"].get(helper):
            raise PositionError(_e(lang, "upgrade_helper", up=T.nom(lang, up), helper=card_name(helper, lang),
                                   name=name), line_of(where[0]), lang)
    lanterns = sum(1 for c in pond.values() if c == "lantern")
    most = D.START_LUCK + D.LUCK_PER_LANTERN * lanterns
    words = dict(name=name, start=D.START_LUCK, per=D.LUCK_PER_LANTERN, n=seat["luck"])
    if options["luck_use"] != "ignore-adjacency":
        if seat["luck"] != most:
            raise PositionError(_e(lang, "luck_exact", most=T.count(lang, "luck", most), **words), luck_line, lang)
        return
    needed, bad = luck_needed(pond)
    if bad is not None:
        raise PositionError(T.MSG(lang, "luck_one"), line_of(bad), lang)
    if seat["luck"] > most - needed:
        raise PositionError(_e(lang, "luck_most", most=T.count(lang, "luck", max(0, most - needed)), k=needed,
                                            **words), luck_line, lang)


# ------------------------------------------------------------------ a state from a position
def install(state, start, rng, lang="en"):
    """Set a freshly set-up state to the position ``start``, in place, with the cards the position leaves out
    (the deck, the market) dealt with ``rng``.  ``start`` is what ``parse`` returned (read and checked by the
    rules there), without players and options."""
    n = len(state["players"])
    pools = {k: ids_of(k, n) for k in KINDS}

    def take(kind):
        return pools[kind].pop(0)

    market = [take(k) if k else None for k in start["market"]] if "market" in start else None
    for seat in start["seats"]:
        for h, c in seat["helpers"].items():
            for _ in range(c):
                take(h)
    kept = [[take(k) for k in seat["cards"]] for seat in start["seats"]]
    deck = [take(k) for k in start["deck"]] if "deck" in start else None
    rest = [cid for k in KINDS for cid in pools[k]]
    rng.shuffle(rest)
    if market is None:
        dealt, rest = rest[:MARKET_SLOTS], rest[MARKET_SLOTS:]
        market = [None] * (MARKET_SLOTS - len(dealt)) + dealt
    if deck is None:
        deck = rest
    state["market"] = market
    state["deck"] = deck
    kinds = [g["id"] for g in R["goals"]["kinds"] if g["id"] in start["goals"]]
    state["goals"] = [{"kind": g["id"], "tiers": [{"n": t[0], "vp": t[1], "by": None} for t in g["tiers"]]}
                      for g in R["goals"]["kinds"] if g["id"] in kinds]
    index = {k: i for i, k in enumerate(kinds)}
    supply = {s: R["koi_supply_4p"][s] - KOI_REMOVED[n][s] for s in KOI}
    ps = []
    for s, seat in enumerate(start["seats"]):
        koi = [{"id": i, "size": k["size"], "hexes": list(k["hexes"])} for i, k in enumerate(seat["koi"], 1)]
        for size in KOI:
            supply[size] -= seat["storage"].get(size, 0) + sum(1 for k in koi if k["size"] == size)
        claimed = {}
        for kind, t in seat["claimed"].items():
            g = index[kind]
            ti = TIERS[kind].index(t)
            claimed[str(g)] = ti
            state["goals"][g]["tiers"][ti]["by"] = s
        ps.append({"coins": seat["coins"], "luck": seat["luck"],
                   "store": {it: seat["storage"].get(it, 0) for it in ITEMS},
                   "exp": seat["cards"].count("storage"),
                   "helpers": {h: seat["helpers"].get(h, 0) for h in HELPERS},
                   "kept": kept[s], "pond": dict(seat["pond"]), "koi": koi, "next_koi": len(koi) + 1,
                   "claimed": claimed,
                   "renounced": [[index[kind], TIERS[kind].index(t)] for kind, t in seat["renounced"]]})
    state["koi_supply"] = supply
    state["ps"] = ps
    over = start["turn"] is None
    state["phase"] = "over" if over else "turn"
    state["pend"] = {}
    state["work"] = {"used": {}, "did": False, "sensei": False}
    state["turn"] = start["round"] * n if over else (start["round"] - 1) * n + start["turn"]
    state["last_round"] = (0 if not deck else None) if over else start.get("last_round")
    state["to_move"] = start["turn"]


# ------------------------------------------------------------------ the position of a state
def can_write(state) -> bool:
    """A position is the start of a turn (or the end): not the middle of a turn's steps."""
    return state.get("phase") in ("turn", "over")


def of_state(state) -> dict:
    n = len(state["ps"])
    over = state["to_move"] is None
    turn = state["turn"]
    options = non_default(OPTIONS, state["options"])
    goals = state["goals"]
    data = {"players": P.player_names(state), "options": options,
            "turn": state["to_move"],
            "round": max(1, (turn + n - 1) // n) if over else turn // n + 1,
            "goals": [g["kind"] for g in goals],
            "market": [kind_of(c) if c else None for c in state["market"]],
            "deck": [kind_of(c) for c in state["deck"]]}
    if not over and state["last_round"] is not None:
        data["last_round"] = state["last_round"]
    seats = []
    for p in state["ps"]:
        seats.append({
            "coins": p["coins"], "luck": p["luck"],
            "storage": {it: c for it, c in p["store"].items() if c},
            "helpers": {h: c for h, c in p["helpers"].items() if c},
            "cards": [kind_of(c) for c in p["kept"]],
            "pond": dict(p["pond"]),
            "koi": [{"size": k["size"], "hexes": list(k["hexes"])} for k in p["koi"]],
            "claimed": {goals[int(g)]["kind"]: goals[int(g)]["tiers"][t]["n"] for g, t in p["claimed"].items()},
            "renounced": _tier_order([goals[g]["kind"], goals[g]["tiers"][t]["n"]] for g, t in p["renounced"])})
    data["seats"] = seats
    return data


# ------------------------------------------------------------------ write a text
def write(data) -> str:
    """The canonical text of position data (English words: the format is stable)."""
    names = data["players"]
    pairs = [("players", ", ".join(names))]
    if data.get("options"):
        pairs.append(("options", ", ".join(P.option_words(OPTIONS, data["options"]))))
    turn = data["turn"]
    pairs.append(("turn", T.POS.table("en")["over"] if turn is None else names[turn]))
    pairs.append(("round", str(data["round"])))
    if "last_round" in data:
        k = data["last_round"]
        pairs.append(("last round", plural(T.POS.table("en")["turns_left"], k, "en")))
    none = T.POS.table("en")["nothing"]
    pairs.append(("goals", ", ".join(goal_name(k) for k in data["goals"]) or none))
    if "market" in data:
        pairs.append(("market", ", ".join(card_name(k) if k else T.POS.table("en")["empty"] for k in data["market"])))
    if "deck" in data:
        deck = [card_name(k) for k in data["deck"]]
        if deck:
            rows = [", ".join(deck[i:i + 5]) + ("," if i + 5 < len(deck) else "") for i in range(0, len(deck), 5)]
            pairs.append(("deck", rows))
        else:
            pairs.append(("deck", none))
    for name, seat in zip(names, data["seats"]):
        lines = [f"coins: {seat['coins']}", f"luck tokens: {seat['luck']}",
                 "storage: " + (", ".join(T.count("en", it, seat["storage"][it]) for it in ITEMS
                                          if seat["storage"].get(it)) or none),
                 "helpers: " + (", ".join(card_name(h) for h in HELPERS for _ in range(seat["helpers"].get(h, 0)))
                                or none),
                 "cards: " + (", ".join(card_name(k) for k in seat["cards"]) or none)]
        if seat["claimed"]:
            lines.append("claimed: " + ", ".join(tier_name(k, seat["claimed"][k]) for k in GOAL_KINDS
                                                 if k in seat["claimed"]))
        if seat["renounced"]:
            lines.append("renounced: " + ", ".join(tier_name(k, t) for k, t in seat["renounced"]))
        pairs.append((name, lines))
        pairs.append((f"pond of {name}", pond_rows(seat)))
    return P.write(pairs)


def pond_rows(seat):
    """A pond as rows of cells, top to bottom, padded so that a fixed-width font shows the hexes: rows an odd
    number of rows from the spring's are indented by half a cell."""
    koi_at = {}
    for i, k in enumerate(seat["koi"], 1):
        for h in k["hexes"]:
            koi_at[h] = koi_name(k["size"], i)
    cells = {}
    for h, c in seat["pond"].items():
        q, r = hxy(h)
        cells[(r, q + r // 2)] = koi_at.get(h) or cell_name(c)
    rs = [r for r, _ in cells]
    cmin = min(c for _, c in cells)
    width = max(len(t) for t in cells.values()) + 2
    out = []
    for r in range(min(rs), max(rs) + 1):
        cols = [c for rr, c in cells if rr == r]
        toks = [cells.get((r, c), ".") for c in range(cmin, max(cols) + 1)] if cols else ["."]
        text = "".join((t + ",").ljust(width) for t in toks[:-1]) + toks[-1]
        out.append((" " * (width // 2) if r % 2 else "") + text)
    return out
