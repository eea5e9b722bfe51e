"""Kokonana! set-up positions (docs/positions/kokonana.md): a situation of the game as a text a person can write.

```
players: Ann, Ben, Cleo
turn: Ben
runners:
  Ann: sandbank, black key, 1 talisman
  Ben: shallow row 2 lane 3
  Cleo: village bank
shallow water:
  row 1: turtle, turtle, seen log, hidden crab
  ...
temple: wall, black lock, ?, ...
temple looks:
  Ann: tile 2 black lock
last look: Ann, tile 2, with a talisman
```

A position is the start of a turn (or a finished game: ``winner:`` instead of ``turn:``).  The water's hidden
pictures and the temple's tiles may be left out (``?``); the engine deals them at random (``apply``), keeping
every tile that is face up, seen, or that a player looked at.

The data (``parse``, ``of_state``; what a link or an editor holds) is JSON::

    {"players": [names], "options": {options that differ from the defaults},
     "turn": seat | None, "winner": seat | None,
     "pos": [space per seat: "V", "B", "T", "S<i>", "D<i>"], "key": [colour | None], "talismans": [int],
     "tiles": {"S": [picture | None] * tiles, "D": [...]},       # None: face down, dealt at random
     "up": {"S": [indices face up (stepping stones)], "D": [...]},
     "seen": {"S": [face-down indices turned up before (everybody saw them)], "D": [...]},
     "temple": [colour | "wall" | None per temple tile],
     "known": [{"<tile index>": colour | "wall"} per seat],      # what each player saw in the temple
     "last_peek": None | [seat, tile index, "peek" | "tpeek"]}

``parse`` reads the text and calls ``check``: every rule a position can break, with the line it is about.  A game
set up from a position reads its text so (``Game.setup_position``); ``install`` then deals what it leaves out.
"""
from __future__ import annotations

import re

from ... import position as PT
from ...core import PositionError, defaults, non_default
from ...ui.i18n import pick
from . import INFO
from . import data as D
from . import rules as R
from .options import OPTIONS
from .text import TEXT, colour_name, lock_name, motif_name, plural, space_name, temple_what

KEYS = ("players", "options", "turn", "winner", "runners", "shallow water", "deep water", "temple",
        "temple looks", "last look")
WATER_KEY = {"S": "shallow water", "D": "deep water"}
DATA_KEYS = ("turn", "winner", "pos", "key", "talismans", "tiles", "up", "seen", "temple", "known", "last_peek")
BANK_WORDS = {"V": "village bank", "B": "sandbank", "T": "temple bank"}
UNKNOWN = "?"
SEEN, HIDDEN, TALISMAN_LOOK = "seen", "hidden", "with a talisman"
_DEFAULTS = defaults(OPTIONS)


# ------------------------------------------------------------------ names
def _both(key):
    """{id: [English name, German name]} of a TEXT dict of names."""
    en, de = TEXT("en", key), TEXT("de", key)
    return {k: [en[k], de.get(k, en[k])] for k in en}


def motif_names(sec) -> dict:
    """{normalised name: picture id} of one water's pictures (English, also German)."""
    out = {}
    for m, words in _both("motif").items():
        if m in D.MOTIFS[sec]:
            for w in words:
                out[PT.norm(w)] = m
    return out


def _all_motifs() -> dict:
    out = {}
    for sec in D.SECTIONS:
        out.update(motif_names(sec))
    return out


def colour_names() -> dict:
    out = {}
    for k, words in _both("colour").items():
        for w in words:
            out[PT.norm(w)] = k
    return out


def temple_names(young=False) -> dict:
    """{normalised name: temple tile} ("black lock", "black", "wall"; ``?`` for a tile not given)."""
    out = {UNKNOWN: None, HIDDEN: None}
    for word, k in colour_names().items():
        out[word] = k
        out[word + " lock"] = k
    if not young:
        out["wall"] = "wall"
    return out


def _motif_en(m):
    return TEXT("en", "motif")[m]


def _temple_en(tile):
    return "wall" if tile == "wall" else f"{TEXT('en', 'colour')[tile]} lock"


def option_phrases() -> dict:
    """{phrase: (option key, value)}: the words of the ``options:`` line (options.WORDS), English."""
    return {o.word(v): (o.key, v) for o in OPTIONS for v in o.values() if str(v) in o.words}


OPTION_NAMES = PT.option_names(OPTIONS)          # the options line's words, every language (options.WORDS)


def _phrase_of(key, value):
    return next(p for p, kv in option_phrases().items() if kv == (key, value))


# ------------------------------------------------------------------ places
def place_word(space, lanes) -> str:
    if space in R.BANKS:
        return BANK_WORDS[space]
    c, r = divmod(int(space[1:]), lanes)
    return f"{WATER_KEY[space[0]].split()[0]} row {c + 1} lane {r + 1}"


_PLACE = re.compile(r"^(shallow|deep)(?: water)? row (\S+) lane (\S+)$")


def _place(word, options, line, lang):
    """The space a runner stands on, or None when ``word`` is not a place."""
    w = PT.norm(word)
    for space, name in BANK_WORDS.items():
        if w in (name, name.split()[0]):
            return space
    m = _PLACE.match(w)
    if not m:
        return None
    depth, lanes = R.dims(options)
    c = PT.number(m.group(2), line, TEXT(lang, "pe_a_row"), lang, 1, depth)
    r = PT.number(m.group(3), line, TEXT(lang, "pe_a_lane"), lang, 1, lanes)
    return f"{'S' if m.group(1) == 'shallow' else 'D'}{(c - 1) * lanes + r - 1}"



# ------------------------------------------------------------------ data
def blank(n, options) -> dict:
    """The position data of a fresh game (everything face down and dealt at random, runners in the village)."""
    depth, lanes = R.dims(options)
    size = depth * lanes
    return {"turn": 0, "winner": None, "pos": ["V"] * n, "key": [None] * n, "talismans": [0] * n,
            "tiles": {sec: [None] * size for sec in D.SECTIONS}, "up": {sec: [] for sec in D.SECTIONS},
            "seen": {sec: [] for sec in D.SECTIONS}, "temple": [None] * R.temple_size(options),
            "known": [{} for _ in range(n)], "last_peek": None}


def canonical(start, n, options) -> dict:
    """Position data complete: the parts ``start`` leaves out (a partial start, an old save's data) at their
    values at the start of a game, the water's face-up and seen tiles in order."""
    d = blank(n, options)
    d.update({k: start[k] for k in DATA_KEYS if k in start})
    if d["winner"] is not None and "turn" not in start:
        d["turn"] = None
    for part in ("up", "seen"):
        d[part] = {sec: sorted(d[part][sec]) for sec in D.SECTIONS}
    return d


# ------------------------------------------------------------------ the rules a position can break
def check(start: dict, names: list, options: dict, lang: str, lines: dict) -> dict:
    """``start`` complete (``canonical``), or PositionError naming the rule it breaks and its line (``lines``:
    {part: line}, as ``parse`` gives them)."""
    d = canonical(start, len(names), options)

    def fail(at, key, **kw):
        raise PositionError(TEXT(lang, "pe_" + key, **kw), lines.get(at), lang)

    n = len(names)
    depth, lanes = R.dims(options)
    dims = (depth, lanes)
    young = options["young_children"]
    board = {"options": options, "players": [{"name": x} for x in names], "pos": d["pos"],
             "talismans": d["talismans"], "key": d["key"],
             "matched": {sec: [i in set(d["up"][sec]) for i in range(depth * lanes)] for sec in D.SECTIONS}}

    # whose turn
    if d["turn"] is None and d["winner"] is None:
        fail("turn", "need_turn", name=names[0])
    if d["turn"] is not None and d["winner"] is not None:
        fail("winner", "turn_and_winner")

    # the water: each picture twice, pairs face up together, deep tiles only once someone may turn them
    for sec in D.SECTIONS:
        tiles, up = d["tiles"][sec], set(d["up"][sec])
        count = {}
        for i, m in enumerate(tiles):
            if m is None:
                continue
            count[m] = count.get(m, 0) + 1
            if count[m] > 2:
                fail(("cell", sec, i), "pair_count", motif=motif_name(lang, m),
                     water=TEXT(lang, "shallow" if sec == "S" else "deep"))
        for i in sorted(up):
            if not any(j in up and tiles[j] == tiles[i] for j in range(len(tiles)) if j != i):
                fail(("cell", sec, i), "lone_up", motif=motif_name(lang, tiles[i]))
    deep = sorted(d["up"]["D"] + d["seen"]["D"])
    if deep and not any(R.past_sandbank(p) for p in d["pos"]) and not all(board["matched"]["S"]):
        fail(("cell", "D", deep[0]), "deep_early")

    # the runners: on stepping stones they can have reached, within the room of a space
    reach, todo = {"V"}, ["V"]
    while todo:
        for sp in R.neighbours(board, todo.pop()):
            if sp not in reach and R.is_stone(board, sp):
                reach.add(sp)
                todo.append(sp)
    for s, p in enumerate(d["pos"]):
        where_ = space_name(lang, dims, p)
        if not R.is_stone(board, p):
            fail(("runner", s), "on_water", where=where_)
        if p not in reach:
            fail(("runner", s), "no_path", name=names[s], where=where_)
        here = d["pos"][: s + 1].count(p)
        cap = R.capacity(board, p)
        if p != "V" and here > cap:
            if p in R.BANKS:
                fail(("runner", s), "bank_full", where=where_, cap=plural(lang, "n_runners", cap), n=here)
            fail(("runner", s), "full", cap=plural(lang, "n_runners", cap), n=here, where=where_,
                 when=TEXT(lang, "x_full_2p" if n == 2 else "x_full_np"))
    held = set()
    for s, (p, k) in enumerate(zip(d["pos"], d["key"])):
        if k is not None and not R.past_sandbank(p):
            fail(("runner", s), "key_early", name=names[s])
        if k is not None and k in held:
            fail(("runner", s), "key_twice", colour=colour_name(lang, k))
        held.add(k)
        if k is None and R.past_sandbank(p) and options["key_mandatory"]:
            fail(("runner", s), "key_missing", name=names[s])
    total, pairs = 0, sum(len(d["up"][sec]) for sec in D.SECTIONS) // 2
    for s, t in enumerate(d["talismans"]):
        total += t
        if total > D.TALISMAN_SUPPLY:
            fail(("runner", s), "talismans", n=D.TALISMAN_SUPPLY)
        if total > pairs:
            fail(("runner", s), "talismans_pairs", pairs=plural(lang, "n_pairs", pairs))

    # the temple: its tiles, and what each player saw there
    slots = R.temple_size(options)
    fixed = [None] * slots
    locks, walls = set(), [0]

    def put(i, tile, at):
        if fixed[i] is not None:
            if fixed[i] != tile:
                fail(at, "clash", i=i + 1, a=temple_what(lang, fixed[i]), b=temple_what(lang, tile))
            return
        if tile == "wall":
            if young:
                fail(at, "no_walls")
            walls[0] += 1
            if walls[0] > D.WALL_TILES:
                fail(at, "walls", n=D.WALL_TILES)
        else:
            if tile in locks:
                fail(at, "lock_twice", lock=lock_name(lang, tile))
            locks.add(tile)
        fixed[i] = tile

    for i, tile in enumerate(d["temple"]):
        if tile is not None:
            put(i, tile, "temple")
    for s, looks in enumerate(d["known"]):
        if not looks:
            continue
        if d["pos"][s] != "T" and (young or d["key"][s] is None):
            fail(("look", s), "look_who_young" if young else "look_who", name=names[s])
        for k in sorted(looks, key=int):
            put(int(k), looks[k], ("look", s))

    # a finished game: the winner found the lock of its key from the temple bank
    w = d["winner"]
    if w is not None:
        if d["key"][w] is None:
            fail("winner", "win_key", name=names[w])
        if d["pos"][w] != "T" and (young or not options["talisman_peek_wins"]):
            fail("winner", "win_where", name=names[w])
        if d["key"][w] not in d["known"][w].values():
            fail("winner", "win_saw", name=names[w], lock=lock_name(lang, d["key"][w]))

    if options["talisman_peek_wins"] and not young:       # any look at your own lock wins at once
        for s, looks in enumerate(d["known"]):
            if s != w and d["key"][s] is not None and d["key"][s] in looks.values():
                fail(("look", s), "should_have_won", name=names[s], lock=lock_name(lang, d["key"][s]))

    lp = d["last_peek"]
    if lp is not None:
        s, i, kind = lp
        if str(i) not in d["known"][s]:
            fail("last_peek", "last_saw", name=names[s], i=i + 1)
        if kind == "tpeek" and (young or d["key"][s] is None):
            fail("last_peek", "last_talisman")
        if kind == "peek" and d["pos"][s] != "T":
            fail("last_peek", "last_bank")

    # the player to move can do something
    if d["turn"] is not None:
        if R.fresh_turn(board, d["turn"]) is None:
            fail("turn", "stuck", name=names[d["turn"]])
    return d


# ------------------------------------------------------------------ text -> data
def parse(text, lang="en") -> dict:
    """The position data of a position text; PositionError names the line and the rule it breaks."""
    lines = PT.read(text, lang, keys=KEYS)
    by = {line.key: line for line in lines}
    names = PT.players(by.get("players"), lang, INFO.min_players, INFO.max_players)
    n = len(names)
    chosen = _options(by.get("options"), lang)
    options = dict(_DEFAULTS, **chosen)
    depth, lanes = R.dims(options)
    d = blank(n, options)
    where = {}

    if "turn" in by:
        d["turn"] = PT.seat(by["turn"].value, names, by["turn"].n, lang)
        where["turn"] = by["turn"].n
    else:
        d["turn"] = None
        where["turn"] = by["players"].n
    if "winner" in by:
        d["winner"] = PT.seat(by["winner"].value, names, by["winner"].n, lang)
        where["winner"] = by["winner"].n

    if "runners" in by:
        _runners(by["runners"], names, options, d, where, lang)
    for sec in D.SECTIONS:
        if WATER_KEY[sec] in by:
            _water(by[WATER_KEY[sec]], sec, options, d, where, lang)
    if "temple" in by:
        line = by["temple"]
        words = PT.items(line.value)
        if len(words) != len(d["temple"]):
            raise PositionError(TEXT(lang, "pe_temple_count", n=len(d["temple"]), m=len(words)), line.n, lang)
        names_t = temple_names(options["young_children"])
        d["temple"] = [_temple_word(w, names_t, line.n, options, lang) for w in words]
        where["temple"] = line.n
    if "temple looks" in by:
        _looks(by["temple looks"], names, options, d, where, lang)
    if "last look" in by:
        line = by["last look"]
        parts = PT.items(line.value)
        form = TEXT(lang, "pe_last_form", name=names[0])
        if len(parts) not in (2, 3) or (len(parts) == 3 and PT.norm(parts[2]) != TALISMAN_LOOK):
            raise PositionError(form, line.n, lang)
        s = PT.seat(parts[0], names, line.n, lang)
        m = re.fullmatch(r"tile (\S+)", PT.norm(parts[1]))
        if not m:
            raise PositionError(form, line.n, lang)
        i = PT.number(m.group(1), line.n, TEXT(lang, "pe_a_slot"), lang, 1, len(d["temple"]))
        d["last_peek"] = [s, i - 1, "tpeek" if len(parts) == 3 else "peek"]
        where["last_peek"] = line.n
    return {"players": names, "options": chosen, **check(d, names, options, lang, where)}


def _options(line, lang) -> dict:
    if line is None:
        return {}
    out = {}
    for word in PT.items(line.value):
        if PT.norm(word) not in OPTION_NAMES:
            phrases = option_phrases()
            some = ", ".join([w for w, (k, v) in phrases.items() if v != _DEFAULTS[k] and "at most" not in w]
                             + [_phrase_of("bank_capacity", 1), _phrase_of("talismans_per_turn", 1)])
            raise PositionError(TEXT(lang, "pe_no_option", word=PT.short(word), some=some), line.n, lang)
        key, value = OPTION_NAMES[PT.norm(word)]
        if key in out:
            label = next(o.label for o in OPTIONS if o.key == key)
            raise PositionError(TEXT(lang, "pe_option_twice", label=pick(label, lang)), line.n, lang)
        out[key] = value
    return {k: v for k, v in out.items() if v != _DEFAULTS[k]}


def _block(line, lang):
    if line.value:
        raise PositionError(TEXT(lang, "pe_block", part=line.key), line.n, lang)
    return line.block


def _name_and_rest(text, names, n, lang, form):
    if ":" not in text:
        raise PositionError(form, n, lang)
    who, rest = text.rsplit(":", 1)
    return PT.seat(who, names, n, lang), rest


def _runners(line, names, options, d, where, lang):
    form = TEXT(lang, "pe_runner_form", name=names[0])
    colours = colour_names()
    for n, text in _block(line, lang):
        s, rest = _name_and_rest(text, names, n, lang, form)
        if ("runner", s) in where:
            raise PositionError(TEXT(lang, "pe_runner_twice", name=names[s]), n, lang)
        where[("runner", s)] = n
        place = key = count = None
        for item in PT.items(rest):
            w = PT.norm(item)
            m = re.fullmatch(r"(\S+) talismans?", w)
            if m or w in ("no talisman", "no talismans"):
                if count is not None:
                    raise PositionError(form, n, lang)
                count = PT.number(m.group(1), n, TEXT(lang, "pe_a_count"), lang, 0, D.TALISMAN_SUPPLY) if m else 0
                continue
            if w.endswith(" key"):
                if key is not None:
                    raise PositionError(form, n, lang)
                word = w[: -len(" key")]
                if word != "no" and word not in colours:
                    keys = ", ".join(TEXT(lang, "colour")[k] for k in D.KEYS)
                    raise PositionError(TEXT(lang, "pe_no_key", word=PT.short(item[: -len(" key")]), keys=keys), n, lang)
                key = "none" if word == "no" else colours[word]
                continue
            sp = _place(item, options, n, lang)
            if sp is None:
                raise PositionError(TEXT(lang, "pe_item", word=PT.short(item), name=names[s]), n, lang)
            if place is not None:
                raise PositionError(TEXT(lang, "pe_two_places", name=names[s]), n, lang)
            place = sp
        d["pos"][s] = place or "V"
        d["key"][s] = None if key in (None, "none") else key
        d["talismans"][s] = count or 0


def _water(line, sec, options, d, where, lang):
    depth, lanes = R.dims(options)
    water = TEXT(lang, "shallow" if sec == "S" else "deep")
    example = ", ".join(([_motif_en(D.MOTIFS[sec][0])] * 2 + [f"{SEEN} {_motif_en(D.MOTIFS[sec][1])}",
                          f"{HIDDEN} {_motif_en(D.MOTIFS[sec][2])}", UNKNOWN] + [UNKNOWN] * lanes)[:lanes])
    names_m = motif_names(sec)
    others = {w: m for w, m in _all_motifs().items() if w not in names_m}
    rows = set()
    for n, text in _block(line, lang):
        m = re.fullmatch(r"row\s+(\S+)\s*:(.*)", text, re.I)
        if not m:
            raise PositionError(TEXT(lang, "pe_row_form", water=water, c=1, example=example), n, lang)
        c = PT.number(m.group(1), n, TEXT(lang, "pe_a_row"), lang, 1, depth)
        if c in rows:
            raise PositionError(TEXT(lang, "pe_row_twice", c=c, water=water), n, lang)
        rows.add(c)
        cells = PT.items(m.group(2))
        if len(cells) != lanes:
            raise PositionError(TEXT(lang, "pe_row_width", water=water, lanes=lanes, n=len(cells)), n, lang)
        for r, cell in enumerate(cells):
            i = (c - 1) * lanes + r
            where[("cell", sec, i)] = n
            w = PT.norm(cell)
            if w in (UNKNOWN, HIDDEN):
                continue
            state = "up"
            for word in (SEEN, HIDDEN):
                if w.startswith(word + " "):
                    state, w = word, w[len(word) + 1:]
            if w in others:
                m_ = others[w]
                raise PositionError(TEXT(lang, "pe_wrong_water", motif=motif_name(lang, m_),
                                         other=TEXT(lang, "shallow" if sec == "D" else "deep"), water=water), n, lang)
            d["tiles"][sec][i] = PT.lookup(w, names_m, n, TEXT(lang, "pe_a_picture", water=water), lang)
            if state == "up":
                d["up"][sec].append(i)
            elif state == SEEN:
                d["seen"][sec].append(i)
    d["up"][sec].sort()
    d["seen"][sec].sort()


def _temple_word(word, names_t, n, options, lang):
    w = PT.norm(word)
    if w == "wall" and options["young_children"]:
        raise PositionError(TEXT(lang, "pe_no_walls"), n, lang)
    return PT.lookup(w, names_t, n, TEXT(lang, "pe_a_temple_tile"), lang)


def _looks(line, names, options, d, where, lang):
    form = TEXT(lang, "pe_look_form", name=names[0])
    names_t = temple_names(options["young_children"])
    slots = len(d["temple"])
    for n, text in _block(line, lang):
        s, rest = _name_and_rest(text, names, n, lang, form)
        if ("look", s) in where:
            raise PositionError(TEXT(lang, "pe_looks_twice", name=names[s]), n, lang)
        where[("look", s)] = n
        for item in PT.items(rest):
            m = re.fullmatch(r"(?:tile )?(\S+) (.+)", PT.norm(item))
            if not m:
                raise PositionError(form, n, lang)
            i = PT.number(m.group(1), n, TEXT(lang, "pe_a_slot"), lang, 1, slots)
            tile = _temple_word(m.group(2), names_t, n, options, lang)
            if tile is None:
                raise PositionError(TEXT(lang, "pe_look_unknown"), n, lang)
            if str(i - 1) in d["known"][s]:
                raise PositionError(TEXT(lang, "pe_look_twice", name=names[s], i=i), n, lang)
            d["known"][s][str(i - 1)] = tile


# ------------------------------------------------------------------ data -> text
def write(data) -> str:
    """The canonical text of position data (English words: the format is stable).  Parts the data leaves out
    are written as at the start of a game."""
    names = list(data["players"])
    options = dict(_DEFAULTS, **(data.get("options") or {}))
    data = canonical(data, len(names), options)
    depth, lanes = R.dims(options)
    pairs = [("players", ", ".join(names))]
    chosen = [_phrase_of(o.key, options[o.key]) for o in OPTIONS if options[o.key] != o.default]
    if chosen:
        pairs.append(("options", ", ".join(chosen)))
    if data["turn"] is not None:
        pairs.append(("turn", names[data["turn"]]))
    if data["winner"] is not None:
        pairs.append(("winner", names[data["winner"]]))
    runners = []
    for s, name in enumerate(names):
        parts = [place_word(data["pos"][s], lanes)]
        if data["key"][s] is not None:
            parts.append(f"{TEXT('en', 'colour')[data['key'][s]]} key")
        if data["talismans"][s]:
            parts.append(plural("en", "n_talismans", data["talismans"][s]))
        runners.append(f"{name}: {', '.join(parts)}")
    pairs.append(("runners", runners))
    for sec in D.SECTIONS:
        up, seen = set(data["up"][sec]), set(data["seen"][sec])
        if all(m is None for m in data["tiles"][sec]):
            continue                        # all face down and dealt at random: the text leaves it out
        rows = []
        for c in range(depth):
            cells = []
            for r in range(lanes):
                i = c * lanes + r
                m = data["tiles"][sec][i]
                if m is None:
                    cells.append(UNKNOWN)
                elif i in up:
                    cells.append(_motif_en(m))
                else:
                    cells.append(f"{SEEN if i in seen else HIDDEN} {_motif_en(m)}")
            rows.append(f"row {c + 1}: {', '.join(cells)}")
        pairs.append((WATER_KEY[sec], rows))
    if any(t is not None for t in data["temple"]):
        pairs.append(("temple", ", ".join(UNKNOWN if t is None else _temple_en(t) for t in data["temple"])))
    looks = [f"{names[s]}: " + ", ".join(f"tile {int(k) + 1} {_temple_en(v)}"
                                         for k, v in sorted(known.items(), key=lambda kv: int(kv[0])))
             for s, known in enumerate(data["known"]) if known]
    if looks:
        pairs.append(("temple looks", looks))
    if data.get("last_peek") is not None:
        s, i, kind = data["last_peek"]
        pairs.append(("last look", f"{names[s]}, tile {i + 1}" + (f", {TALISMAN_LOOK}" if kind == "tpeek" else "")))
    return PT.write(pairs)


# ------------------------------------------------------------------ state <-> data
def can_write(state) -> bool:
    """A position is the start of a turn, or a finished game (not the middle of a turn)."""
    if state["to_move"] is None:
        return state["winner"] is not None
    return state["turn"] == R.fresh_turn(state, state["to_move"])


def of_state(state) -> dict:
    """The position data of ``state`` (its hidden parts too); the turn is the seat to move's (at the start of
    a turn, ``can_write``)."""
    matched = state["matched"]
    return {
        "players": PT.player_names(state),
        "options": non_default(OPTIONS, state["options"]),
        "turn": state["to_move"] if state["winner"] is None else None,
        "winner": state["winner"],
        "pos": list(state["pos"]),
        "key": list(state["key"]),
        "talismans": list(state["talismans"]),
        "tiles": {sec: [D.MOTIFS[sec][p] for p in state["tiles"][sec]] for sec in D.SECTIONS},
        "up": {sec: [i for i, m in enumerate(matched[sec]) if m] for sec in D.SECTIONS},
        "seen": {sec: sorted(int(k) for k in state["seen"][sec] if not matched[sec][int(k)])
                 for sec in D.SECTIONS},
        "temple": list(state["temple"]),
        "known": [dict(k) for k in state["known"]],
        "last_peek": list(state["last_peek"]) if state["last_peek"] is not None else None,
    }


def install(state, start, rng, lang="en") -> None:
    """Set a freshly set-up state to the position ``start`` in place: ``start`` is what ``parse`` returned (read,
    checked and complete) without players and options.  The water's pictures and the temple tiles it leaves out are
    dealt with ``rng``; ``to_move`` is the seat whose turn begins (None when the position names a winner): the
    engine begins it."""
    for sec in D.SECTIONS:
        given = [None if m is None else D.MOTIFS[sec].index(m) for m in start["tiles"][sec]]
        rest = [p for p in range(len(D.MOTIFS[sec])) for _ in range(2 - given.count(p))]
        rng.shuffle(rest)
        tiles = [p if p is not None else rest.pop() for p in given]
        up = set(start["up"][sec])
        state["tiles"][sec] = tiles
        state["matched"][sec] = [i in up for i in range(len(tiles))]
        state["seen"][sec] = {str(i): tiles[i] for i in sorted(up | set(start["seen"][sec]))}
    temple = list(start["temple"])
    for known in start["known"]:
        for k, v in known.items():
            temple[int(k)] = v
    pool = list(D.KEYS) + ([] if state["options"]["young_children"] else ["wall"] * D.WALL_TILES)
    for t in temple:
        if t is not None:
            pool.remove(t)
    rng.shuffle(pool)
    state["temple"] = [t if t is not None else pool.pop() for t in temple]
    state["pos"] = list(start["pos"])
    state["key"] = list(start["key"])
    state["keys_left"] = [k for k in D.KEYS if k not in start["key"]]
    state["talismans"] = list(start["talismans"])
    state["supply"] = D.TALISMAN_SUPPLY - sum(start["talismans"])
    state["known"] = [dict(k) for k in start["known"]]
    state["last_peek"] = list(start["last_peek"]) if start["last_peek"] is not None else None
    state["winner"] = start["winner"]
    state["to_move"] = None if start["winner"] is not None else start["turn"]
