"""Set-up positions of The Big Pond (docs/positions/bigpond.md): a text a person writes, its data, and back.

A position shows a moment of a turn (taking two tiles, placing them, scoring) or the end of the game: the players
and their colours, the options that differ from the defaults, whose turn it is and the step of it, every
player's coins and points so far, the draft ring (a line per space: its tile, the coins on it, the draft token),
the big pond (a line per tile: ``x,y: tile``, with the marker on it and whether it was placed this turn), the
tiles drafted and not yet placed, the discarded tiles, and optionally the decks (the next tile first; left out,
the tiles that are nowhere else are shuffled into them).  Tiles are named as in Kōhaku (``kohaku/tilenames.py``).

The data (``parse``, ``of_state``; JSON) is ``{"players": [names], "options": {options that differ}, "colours":
[colour per seat], "turn": seat | None (over), "coins": [...], "points": [...], "ring": [tile | None] per space,
"ring_coins": [...], "token": space (0 = the first), "pond": {"x,y": tile}, "markers": {"x,y": seat},
"discarded": [tiles]}`` and, only when they say something, ``"step": "place" | "score"`` (left out: taking
tiles), ``"drafted": [tiles]``, ``"placed": ["x,y"]`` (this turn), ``"scored": n`` (features scored this turn),
``"koi_deck"``/``"feature_deck"``: [tiles, the next one first].

:func:`check` holds every rule a position can break; :func:`parse` calls it with the lines of the text.  The
engine (``Game.setup_position``) reads every position as a text, data from an old save or a test written as its
text first, so :func:`install` only gets what :func:`parse` built and checked.  This module never imports the
engine (the engine imports it).
"""
from __future__ import annotations

import re

from ...core import PositionError, defaults
from ... import position as P
from ..kohaku import data as K
from ..kohaku.text import NAMES, tile_label
from ..kohaku.tilenames import text_name, tile_id
from . import INFO
from . import ring as R
from .data import DATA
from .decks import feature_deck_ids, koi_deck_ids
from .options import OPTIONS
from .text import POSITION as W

TILES = K.TILES
MARKERS = DATA["markers_per_player"]
COINS = DATA["coins_per_player"]
N_SETS = DATA["feature_sets_chosen"]
DEFAULTS = defaults(OPTIONS)

# the keys of position data besides ``players`` and ``options`` (the contract's DATA_KEYS)
DATA_KEYS = ("colours", "turn", "step", "drafted", "placed", "scored", "coins", "points", "ring", "ring_coins",
             "token", "pond", "markers", "discarded", "koi_deck", "feature_deck")
# the keys of a position text, in the order ``write`` gives them
KEYS = ("players", "colours", "options", "turn", "step", "drafted", "scored this turn", "coins", "points", "ring",
        "pond", "discarded", "koi deck", "feature deck")
# the steps of a turn: taking two tiles (a position's usual moment: not written), placing them, scoring
STEPS = ("take", "place", "score")
PHASE = {"take": "pick", "place": "place", "score": "score"}
STEP_WORDS = {"take": "take", "taking": "take", "place": "place", "placing": "place", "score": "score",
              "scoring": "score"}
DECKS = (("koi_deck", "koi deck", "koi"), ("feature_deck", "feature deck", "feature"))
OVER = "game over"
TOKEN, EMPTY, MARKED_BY, NEW = "token", "empty", "marked by", "placed this turn"
PER_LINE = 4                    # tiles per line of a long list (decks, discards)

# ---------------------------------------------------------------- options in words (the format's vocabulary)
_PHRASE = P.option_names(OPTIONS)           # the options line's words (options.WORDS)


def _set_words() -> dict:
    out = {}
    for lang in ("en", "de"):
        for table in ("kind_plural", "kind"):
            for k, word in NAMES(lang, table).items():
                if k in K.ALL_SETS:
                    out.setdefault(P.norm(word), k)
    for k in K.ALL_SETS:
        out.setdefault(P.norm(k.replace("_", " ")), k)
    return out


SET_WORDS = _set_words()
SET_NAME = {k: NAMES("en", "kind_plural")[k].lower() for k in K.ALL_SETS}

_COLOUR_WORDS = {}
for _lang in ("en", "de"):
    for _c in K.COLOURS:
        _COLOUR_WORDS.setdefault(P.norm(NAMES(_lang, "colour")[_c]), _c)


def _sorted_sets(sets) -> list:
    return sorted(sets, key=K.ALL_SETS.index)


def _full_options(options: dict) -> dict:
    out = dict(DEFAULTS)
    out.update(options or {})
    return out


def _words(lang, key, **kw) -> str:
    return W(lang, key, **kw)


# ------------------------------------------------------------------------------------------ the rules
def _tiles_of(start) -> list:
    """Every tile the position places, as ``(where, tile)`` in the order of the text: the drafted tiles, the
    ring, the pond, the discards and the decks (``where``: the key of ``lines`` that says its line)."""
    out = [(("tile", t), t) for t in start["drafted"]]
    out += [(("ring", s), t) for s, t in enumerate(start["ring"]) if t is not None]
    out += [(("pond", k), t) for k, t in start["pond"].items()]
    out += [(("tile", t), t) for t in start["discarded"]]
    for key, _word, _type in DECKS:
        out += [(("tile", t), t) for t in start.get(key, ())]
    return out


def canonical(start) -> dict:
    """``start`` (the data :func:`parse` gives, without players and options) with the parts it leaves out when
    they say nothing filled in: the step (taking tiles), the tiles drafted and placed this turn (none), the
    features scored this turn (none)."""
    return {"step": "take", "drafted": [], "placed": [], "scored": 0, **start}


def _cell(k):
    """``(x, y)`` of a pond key ``"x,y"``."""
    x, y = k.split(",")
    return int(x), int(y)


def check(start: dict, names: list, options: dict, lang: str, lines: dict) -> dict:
    """The position ``start`` (the data without players and options, as :func:`parse` builds it) for the players
    ``names`` and the full ``options``, checked by the rules; returns it with its defaults filled in
    (:func:`canonical`).  Raises :class:`PositionError` naming the rule in ``lang``, and its line (``lines``:
    ``{where: line number}`` from :func:`parse`)."""
    n = len(names)
    s = canonical(start)

    def fail(where, key, **kw):
        raise PositionError(_words(lang, key, **kw), lines.get(where), lang)

    # the players' colours, coins and points
    seen = set()
    for c in s["colours"]:
        if c in seen:
            fail("colours", "colour_twice", colour=NAMES(lang, "colour")[c])
        seen.add(c)
    # every tile once, and only the Big Pond's tiles
    koi_ids = set(koi_deck_ids())
    feature_ids = set(feature_deck_ids(options["feature_sets"]))
    sets = ", ".join(NAMES(lang, "kind_plural")[k] for k in _sorted_sets(options["feature_sets"]))
    placed = set()
    for where, t in _tiles_of(s):
        label = tile_label(t, lang)
        if TILES[t]["type"] == "koi" and t not in koi_ids:
            fail(where, "koi_not_in", tile=label)
        if TILES[t]["type"] == "feature" and t not in feature_ids:
            kind = TILES[t]["kind"]
            if kind == "single_flower":
                fail(where, "singles", n=DATA["single_flowers_per_colour"])
            if kind in K.ALL_SETS:
                fail(where, "feature_not_in", tile=label, sets=sets)
            fail(where, "tile_not_in", tile=label)
        if t in placed:
            fail(where, "tile_twice", tile=label)
        placed.add(t)
    for key, _word, want in DECKS:
        for t in s.get(key, ()):
            if TILES[t]["type"] != want:
                fail(("tile", t), "deck_only_" + want, tile=tile_label(t, lang))
    # the draft ring
    ring, token = s["ring"], s["token"]
    for slot, t in enumerate(ring):
        if t is not None and (TILES[t]["type"] == "koi") != R.slot_is_koi(slot):
            fail(("ring", slot), "ring_feature" if R.slot_is_koi(slot + 1) else "ring_koi", n=slot + 1)
    if options["token_space"] == "empty" and ring[token] is not None:
        fail(("ring", token), "token_space")
    for slot, c in enumerate(s["ring_coins"]):
        if c and ring[slot] is None:
            fail(("ring", slot), "coins_empty", n=slot + 1)
        if c and options["skip_coins"] == "bank":
            fail(("ring", slot), "coins_ring_bank")
    # the big pond
    pond = s["pond"]
    order = sorted(pond, key=lambda k: (lines.get(("pond", k), 0), _cell(k)[::-1]))
    rank = {k: i for i, k in enumerate(order)}
    if not (pond.get("0,0") and TILES[pond["0,0"]]["type"] == "koi"):
        fail(("pond", "0,0") if "0,0" in pond else "pond", "first_koi")
    for k in order:
        x, y = _cell(k)
        koi = TILES[pond[k]]["type"] == "koi"
        for dx, dy in K.STEP.values():
            o = f"{x + dx},{y + dy}"
            if o in pond and rank[o] < rank[k] and (TILES[pond[o]]["type"] == "koi") == koi:
                fail(("pond", k), "koi_touch" if koi else "feature_touch", x=x, y=y, a=x + dx, b=y + dy)
    reached, todo = {"0,0"}, ["0,0"]
    while todo:
        x, y = _cell(todo.pop())
        for dx, dy in K.STEP.values():
            o = f"{x + dx},{y + dy}"
            if o in pond and o not in reached:
                reached.add(o)
                todo.append(o)
    for k in order:
        if k not in reached:
            x, y = _cell(k)
            fail(("pond", k), "cut_off", x=x, y=y)
    if options["restrictions"]:
        shore = options["cat_shore"]
        dx, dy = K.STEP[shore]
        for k in order:
            if TILES[pond[k]]["kind"] != "cat":
                continue
            x, y = _cell(k)
            o = f"{x + dx},{y + dy}"
            if o in pond:       # (a koi: by the checkerboard, every tile next to a cat is one)
                later = o if rank[o] > rank[k] else k
                fail(("pond", later), "cat_shore", side=NAMES(lang, "direction")[shore], x=x, y=y)
    # the turn under way: the tiles drafted and placed this turn, the features scored
    step, mover, new = s["step"], s["turn"], sorted(s["placed"], key=rank.get)
    if mover is None and (step != "take" or s["drafted"] or new or s["scored"]):
        fail("step", "step_over")
    if step == "take" and new:
        fail(("pond", new[0]), "new_step")
    if step != "place" and s["drafted"]:
        fail("drafted", "drafted_step")
    if step != "score" and s["scored"]:
        fail("scored_this_turn", "scored_step")
    types = [TILES[pond[k]]["type"] for k in new]
    if len(set(types)) != len(types):
        fail(("pond", new[-1]), "new_two")
    if step == "place":
        if not s["drafted"]:
            fail("step", "drafted_none")
        both = [TILES[t]["type"] for t in s["drafted"]] + types
        if len(set(both)) != len(both):
            fail("drafted", "drafted_pair")
        for k in new:
            if k in s["markers"]:
                fail(("pond", k), "new_marker")
    if step != "take" and len(s["drafted"]) + len(new) + len(s["discarded"]) < 2:
        fail("step", "drafted_one", name=names[mover])
    if step == "score":
        for k in new:       # the new feature carries the mover's marker, unless it was scored already
            owner = s["markers"].get(k)
            if TILES[pond[k]]["type"] == "feature" and owner != mover and not (owner is None and s["scored"]):
                fail(("pond", k), "new_unmarked", name=names[mover])
    if options["restrictions"]:
        for k in new:
            if TILES[pond[k]]["type"] != "koi":
                continue
            x, y = _cell(k)
            for dx, dy in K.STEP.values():
                o = f"{x + dx},{y + dy}"
                if o in pond and TILES[pond[o]]["kind"] == "heron" and o not in new:
                    fail(("pond", k), "heron_new", x=x, y=y, a=x + dx, b=y + dy)
    # the markers (a player keeps one back, but for a moment after placing their last)
    count = [0] * n
    for k in order:
        if k not in s["markers"]:
            continue
        if TILES[pond[k]]["type"] == "koi":
            fail(("pond", k), "marker_koi")
        seat = s["markers"][k]
        count[seat] += 1
        if s["turn"] is None:
            fail(("pond", k), "markers_over")
        if count[seat] > MARKERS:
            fail(("pond", k), "markers_only", name=names[seat], total=MARKERS)
        just_placed = step == "score" and seat == mover and any(s["markers"].get(q) == mover for q in new)
        if count[seat] >= MARKERS and not just_placed:
            fail(("pond", k), "markers_many", name=names[seat], n=count[seat], total=MARKERS)
    # the decks: a space of the ring that stayed empty means its deck ran out (the last round)
    every = {"koi": sorted(koi_ids), "feature": sorted(feature_ids)}
    out_of = [slot for slot, t in enumerate(ring)
              if t is None and not (slot == token and options["token_space"] == "empty")]
    for key, _word, kind in DECKS:
        gaps = [slot for slot in out_of if R.slot_is_koi(slot) == (kind == "koi")]
        if not gaps:
            continue
        deck = _words(lang, "deck_" + kind)
        if s.get(key):
            fail(key, "deck_left", n=gaps[0] + 1, deck=deck)
        rest = [t for t in every[kind] if t not in placed]
        if rest:
            fail(("ring", gaps[0]), "deck_out", n=gaps[0] + 1, deck=deck, k=len(rest))
    # the coins: every player's and those on the ring (the rest, in the bank)
    total, held, on_ring = COINS * n, sum(s["coins"]), sum(s["ring_coins"])
    if options["skip_coins"] == "on_tiles" and held + on_ring != total:
        fail("coins", "coins_total", n=n, total=total, held=held, ring=on_ring)
    if held + on_ring > total:
        fail("coins", "coins_more", n=n, total=total, held=held, ring=on_ring)
    # whose turn: the game goes on only while the next player can take a pair, and not past the last round
    turn = s["turn"]
    if turn is None:
        if not out_of:
            fail("turn", "over_full")
    elif step == "take":
        if out_of and turn == 0:
            fail("turn", "last_round", name=names[0])
        if not R.picks(ring, token, lambda t: TILES[t]["type"] == "koi", s["coins"][turn]):
            fail("turn", "no_pick", name=names[turn])
    return s


def end_triggered(start, options) -> bool:
    """Whether a refill failed before this position: a space of the ring stayed empty (not the token's)."""
    return any(t is None and not (slot == start["token"] and options["token_space"] == "empty")
               for slot, t in enumerate(start["ring"]))


# ----------------------------------------------------------------------------------- a game from it
def install(state: dict, start, rng, lang="en") -> None:
    """Set the freshly set-up ``state`` to the position ``start`` in place.  ``start`` is what :func:`parse`
    returned (without players and options), so every rule is checked already; the tiles that are nowhere in it
    are shuffled with ``rng`` into the decks, under the tiles a deck lists."""
    n = len(state["players"])
    options = state["options"]
    s = canonical(start)
    placed = {t for _w, t in _tiles_of(s)}

    def deck(all_ids, top):
        rest = [t for t in sorted(all_ids) if t not in placed]
        rng.shuffle(rest)
        return rest + list(reversed(top))           # drawn from the end: the first tile listed comes next

    pond = dict(s["pond"])
    over = s["turn"] is None
    state.update({
        "colours": list(s["colours"]),
        "ring": list(s["ring"]),
        "ring_coins": list(s["ring_coins"]),
        "token": s["token"],
        "koi_deck": deck(koi_deck_ids(), s.get("koi_deck", [])),
        "feat_deck": deck(feature_deck_ids(options["feature_sets"]), s.get("feature_deck", [])),
        "pond": pond,
        # the first koi was there from the start (0), the others before the position's turn (-1), and the tiles
        # placed this turn in it (1: the state's turn is 0)
        "when": {k: (1 if k in s["placed"] else 0 if k == "0,0" else -1) for k in pond},
        "markers": dict(s["markers"]),
        "supply": [MARKERS - sum(1 for v in s["markers"].values() if v == i) for i in range(n)],
        "coins": list(s["coins"]),
        "bank": COINS * n - sum(s["coins"]) - sum(s["ring_coins"]),
        "points": list(s["points"]),
        "claims": [],
        "phase": "over" if over else PHASE[s["step"]],
        "held": list(s["drafted"]),
        "placed": {kind: next((k for k in s["placed"] if TILES[pond[k]]["type"] == kind), None)
                   for kind in ("feature", "koi")},
        "discarded": list(s["discarded"]),
        "scored_now": s["scored"],
        "turn": 0,
        "turns": [0] * n,
        "end_triggered": end_triggered(s, options),
        "last": None,
        "to_move": s["turn"],
    })


def can_write(state) -> bool:
    """Whether a position can show ``state``: at every step of a turn, and at the end."""
    return state.get("phase") in ("pick", "place", "score", "over")


def _as_dealt(state, key, kind) -> bool:
    """Whether the deck ``key`` is still as it was dealt at random from a position that left it out."""
    setup = P.begun_from(state, parse)
    if setup is None or setup.get(key):
        return False
    ids = koi_deck_ids() if kind == "koi" else feature_deck_ids(state["options"]["feature_sets"])
    placed = {t for t in setup.get("ring", ()) if t is not None}
    placed.update((setup.get("pond") or {}).values())
    placed.update(setup.get("discarded", ()))
    placed.update(setup.get("drafted", ()))
    dealt = sum(1 for t in ids if t not in placed)
    return len(state["koi_deck" if kind == "koi" else "feat_deck"]) == dealt


def of_state(state) -> dict:
    """The position data of ``state`` (at the start of a turn or at the end: :func:`can_write`)."""
    o = state["options"]
    options = {}
    for opt in OPTIONS:
        v = o[opt.key]
        if opt.key == "feature_sets":
            if set(v) != set(opt.default):
                options[opt.key] = _sorted_sets(v)
        elif v != opt.default:
            options[opt.key] = v
    data = {
        "players": P.player_names(state),
        "options": options,
        "colours": list(state["colours"]),
        "turn": state["to_move"],
        "coins": list(state["coins"]),
        "points": list(state["points"]),
        "ring": list(state["ring"]),
        "ring_coins": list(state["ring_coins"]),
        "token": state["token"],
        "pond": dict(state["pond"]),
        "markers": dict(state["markers"]),
        "discarded": list(state["discarded"]),
    }
    phase = state["phase"]
    if phase in ("place", "score"):
        data["step"] = phase
        new = [k for k in state["placed"].values() if k]
        if new:
            data["placed"] = sorted(new, key=lambda k: _cell(k)[::-1])
    if phase == "place" and state["held"]:
        data["drafted"] = list(state["held"])
    if phase == "score" and state["scored_now"]:
        data["scored"] = state["scored_now"]
    for key, kind, sk in (("koi_deck", "koi", "koi_deck"), ("feature_deck", "feature", "feat_deck")):
        if state[sk] and not _as_dealt(state, key, kind):
            data[key] = list(reversed(state[sk]))
    return data


# ----------------------------------------------------------------------------------------- the text
def write(data) -> str:
    """The canonical text of position data (English words, a line per ring space and pond tile): what
    :func:`parse` or :func:`of_state` gives, or old position data (a part it leaves out is left out of the text
    too: the text's default)."""
    names = data["players"]
    pairs = [("players", ", ".join(names))]
    if "colours" in data:
        pairs.append(("colours", ", ".join(f"{nm} {c}" for nm, c in zip(names, data["colours"]))))
    o = data.get("options") or {}
    words = []
    if "feature_sets" in o:
        words += [SET_NAME[k] for k in _sorted_sets(o["feature_sets"])]
    words += P.option_words(OPTIONS, o)
    if words:
        pairs.append(("options", ", ".join(words)))
    pairs.append(("turn", OVER if data["turn"] is None else names[data["turn"]]))
    if data.get("step", "take") != "take":
        pairs.append(("step", data["step"]))
    if data.get("drafted"):
        pairs.append(("drafted", ", ".join(text_name(t) for t in data["drafted"])))
    if data.get("scored"):
        pairs.append(("scored this turn", str(data["scored"])))
    for key in ("coins", "points"):
        if key in data:
            pairs.append((key, ", ".join(f"{nm} {c}" for nm, c in zip(names, data[key]))))
    ring, ring_coins = [], data.get("ring_coins") or [0] * len(data["ring"])
    for slot, t in enumerate(data["ring"]):
        bits = [text_name(t)] if t is not None else []
        c = ring_coins[slot]
        if c:
            bits.append(f"{c} coin" + ("s" if c > 1 else ""))
        if slot == data["token"]:
            bits.append(TOKEN)
        ring.append(f"{slot + 1}: {', '.join(bits) or EMPTY}")
    pairs.append(("ring", ring))
    pond = []
    for k in sorted(data["pond"], key=lambda k: _cell(k)[::-1]):
        line = f"{k}: {text_name(data['pond'][k])}"
        if k in data.get("placed", ()):
            line += f", {NEW}"
        if k in data.get("markers", ()):
            line += f", {MARKED_BY} {names[data['markers'][k]]}"
        pond.append(line)
    pairs.append(("pond", pond))
    for key, word in (("discarded", "discarded"), ("koi_deck", "koi deck"), ("feature_deck", "feature deck")):
        tiles = [text_name(t) for t in data.get(key) or ()]
        if len(tiles) > PER_LINE:
            pairs.append((word, [", ".join(tiles[i:i + PER_LINE]) for i in range(0, len(tiles), PER_LINE)]))
        elif tiles:
            pairs.append((word, ", ".join(tiles)))
    return P.write(pairs)


def _entries(line):
    """The entries of a key: its value (if any) and each line of its block, as ``[(line number, text)]``."""
    out = [(line.n, line.value)] if line.value else []
    return out + list(line.block)


def _list_items(line):
    return [(n, item) for n, text in _entries(line) for item in P.items(text)]


def _per_player(line, names, lang, what, default, read):
    """A ``coins:``/``points:``/``colours:`` line: ``Ann 3, Ben 5`` (a player left out keeps ``default``)."""
    out = [default(i) for i in range(len(names))]
    if line is None:
        return out
    seen = set()
    for n, item in _list_items(line):
        name, _, value = item.rpartition(" ")
        if not name.strip():
            raise PositionError(_words(lang, what, text=item[:40]), n, lang)
        seat = P.seat(name, names, n, lang)
        if seat in seen:
            raise PositionError(_words(lang, "given_twice", name=names[seat]), n, lang)
        seen.add(seat)
        out[seat] = read(value, n)
    return out


def _options(line, lang) -> dict:
    if line is None:
        return {}
    sets, chosen = [], {}
    for n, item in _list_items(line):
        key = P.norm(item)
        if key in SET_WORDS:
            sets.append(SET_WORDS[key])
            continue
        names = dict(_PHRASE)
        names.update({w: ("feature_sets", k) for w, k in SET_WORDS.items()})
        opt, value = P.lookup(item, names, n, _words(lang, "what_option"), lang)
        if opt in chosen and chosen[opt][0] != value:
            raise PositionError(_words(lang, "option_clash", a=chosen[opt][1], b=item), n, lang)
        chosen[opt] = (value, item)
    out = {k: v for k, (v, _item) in chosen.items() if v != DEFAULTS[k]}
    if sets:
        if len(sets) != N_SETS or len(set(sets)) != N_SETS:
            raise PositionError(_words(lang, "sets", n=N_SETS), line.n, lang)
        if set(sets) != set(DEFAULTS["feature_sets"]):
            out["feature_sets"] = _sorted_sets(sets)
    return {opt.key: out[opt.key] for opt in OPTIONS if opt.key in out}


_RING_RE = re.compile(r"([+-]?\d{1,9})\s*:\s*(.*)")
_POND_RE = re.compile(r"([+-]?\d{1,4})\s*,\s*([+-]?\d{1,4})\s*:\s*(.*)")
_COINS_RE = re.compile(r"(\d{1,4})\s+coins?")


def parse(text, lang="en") -> dict:
    """The position data of a text (checked by every rule; a :class:`PositionError` names the line)."""
    lines = P.read(text, lang, keys=KEYS)
    by = {line.key: line for line in lines}
    names = P.players(by.get("players"), lang, INFO.min_players, INFO.max_players)
    where: dict = {}
    for line in lines:
        where[line.key.replace(" ", "_")] = line.n
    options = _options(by.get("options"), lang)
    full = _full_options(options)
    size = full["ring_slots"]

    def colour(word, ln):
        return P.lookup(word, _COLOUR_WORDS, ln, _words(lang, "what_colour"), lang)

    def amount(what):
        return lambda word, ln: P.number(word, ln, _words(lang, what), lang, lo=0, hi=10 ** 6 - 1)

    colours = _per_player(by.get("colours"), names, lang, "name_colour", lambda i: None, colour)
    free = [c for c in DATA["colour_order"] if c not in colours]
    colours = [c or free.pop(0) for c in colours]       # a player left out takes the next free colour
    coins = _per_player(by.get("coins"), names, lang, "name_number", lambda i: COINS, amount("what_coins"))
    points = _per_player(by.get("points"), names, lang, "name_number", lambda i: 0, amount("what_points"))
    tline = by.get("turn")
    if tline is None:
        raise PositionError(_words(lang, "turn_missing", name=names[0]), None, lang)
    over = P.norm(tline.value) in (OVER, "over") and P.norm(tline.value) not in {P.norm(x) for x in names}
    turn = None if over else P.seat(tline.value, names, tline.n, lang)
    step = "take"
    if "step" in by:
        step = P.lookup(by["step"].value, STEP_WORDS, by["step"].n, _words(lang, "what_step"), lang)
    scored = 0
    if "scored this turn" in by:
        line = by["scored this turn"]
        scored = P.number(line.value, line.n, _words(lang, "what_scored"), lang, lo=0, hi=MARKERS)

    taken: set = set()

    def tile(word, ln, where_key=None):
        t = tile_id(word, ln, lang, taken)
        taken.add(t)
        where[where_key or ("tile", t)] = ln
        return t

    # the ring
    rline = by.get("ring")
    if rline is None:
        raise PositionError(_words(lang, "ring_missing"), None, lang)
    ring, ring_coins, token, seen = [None] * size, [0] * size, None, set()
    for ln, text_ in _entries(rline):
        m = _RING_RE.fullmatch(text_)
        if not m:
            raise PositionError(_words(lang, "ring_line", text=text_[:40]), ln, lang)
        slot = P.number(m.group(1), ln, _words(lang, "what_space"), lang, lo=1, hi=size) - 1
        if slot in seen:
            raise PositionError(_words(lang, "ring_twice", n=slot + 1), ln, lang)
        seen.add(slot)
        where[("ring", slot)] = ln
        for item in P.items(m.group(2)) or [""]:
            word = P.norm(item)
            c = _COINS_RE.fullmatch(word)
            if word == TOKEN:
                if token is not None:
                    raise PositionError(_words(lang, "token_twice"), ln, lang)
                token = slot
            elif word == EMPTY and ring[slot] is None:
                continue
            elif c:
                ring_coins[slot] += int(c.group(1))
            elif ring[slot] is None and word:
                ring[slot] = tile(item, ln, ("ring", slot))
            else:
                raise PositionError(_words(lang, "ring_word", text=item[:40]), ln, lang)
    for slot in range(size):
        if slot not in seen:
            raise PositionError(_words(lang, "ring_gap", n=slot + 1, size=size), rline.n, lang)
    if token is None:
        raise PositionError(_words(lang, "token_none"), rline.n, lang)
    # the pond
    pline = by.get("pond")
    if pline is None:
        raise PositionError(_words(lang, "pond_missing"), None, lang)
    pond, markers, new = {}, {}, []
    for ln, text_ in _entries(pline):
        m = _POND_RE.fullmatch(text_)
        parts = P.items(m.group(3)) if m else []
        if not parts:
            raise PositionError(_words(lang, "pond_line", text=text_[:40]), ln, lang)
        k = f"{int(m.group(1))},{int(m.group(2))}"
        if k in pond:
            raise PositionError(_words(lang, "pond_twice", x=int(m.group(1)), y=int(m.group(2))), ln, lang)
        pond[k] = tile(parts[0], ln, ("pond", k))
        for item in parts[1:]:
            word = P.norm(item)
            if word == NEW and k not in new:
                new.append(k)
                continue
            if not word.startswith(MARKED_BY + " ") or k in markers:
                raise PositionError(_words(lang, "pond_word", text=item[:40]), ln, lang)
            markers[k] = P.seat(item.strip()[len(MARKED_BY):].strip(), names, ln, lang)
    # the tiles drafted this turn, the discards and the decks
    drafted = [tile(item, ln) for ln, item in _list_items(by["drafted"])] if "drafted" in by else []
    discarded = []
    if "discarded" in by:
        discarded = [tile(item, ln) for ln, item in _list_items(by["discarded"])]
    start = {"colours": colours, "turn": turn, "coins": coins, "points": points, "ring": ring,
             "ring_coins": ring_coins, "token": token, "pond": pond, "markers": markers, "discarded": discarded}
    if step != "take":
        start["step"] = step
    if drafted:
        start["drafted"] = drafted
    if new:
        start["placed"] = sorted(new, key=lambda k: _cell(k)[::-1])
    if scored:
        start["scored"] = scored
    for key, word, _kind in DECKS:
        if word in by:
            top = [tile(item, ln) for ln, item in _list_items(by[word])]
            if top:
                start[key] = top
    check(start, names, full, lang, where)
    return {"players": names, "options": options, **start}
