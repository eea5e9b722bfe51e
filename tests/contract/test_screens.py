"""No internal words on any screen a player can see, and no control symbol that is a font glyph (issues 23, 24).

Every screen of every game and mode is rendered through the app's own session (``pondside.app.session``,
pure): the home shelf, each game's new-game dialog with every option that shows other fields, a game's start,
middle and end for every game and mode (with computers, and hot-seat with its pass screens), a chosen piece,
held moves, the log, the menu, the replay, the share panel, the rules page of each game with its options,
refusals (illegal moves, in the words of ``why_illegal``), the notices of a save or a link that could not be
read; in English and in German.  From each page it reads what a player reads or hears — text nodes (also
the text of drawings inside ``data:`` images) and the attributes a player perceives (``title``,
``aria-label``, ``alt``, ``placeholder``, a button's ``value``), never ``data-*``, ids, classes, ``<style>``
or ``<script>`` — and fails, naming the screen and the snippet, on our own words: snake_case or camelCase
ids, ``§``, numbers of our rule notes ("9.2"), [PLACEHOLDER] / [ASSUMED], file names, "digest", "Seat 2"
or "Platz 2" where a name belongs, Python's None / True / False, braces of an unformatted string, raw option
values, and an English text on a German page where the text has a German version.  A control's label (a
button, a link, a summary, a select's option, a legend) may hold only what a basic font draws (Latin-1 and
common punctuation): a symbol is an inline SVG of ``pondside.ui.icons`` instead.

The games are played once (random legal moves for people, the easiest computer level for the others) and
their histories cached; every page is then drawn in both languages.  ``test_the_checker_*`` plant a leak of
each kind and show the checker reporting it.
"""
from __future__ import annotations

import functools
import json
import re
import unicodedata
import urllib.parse
from html import unescape

import pytest

from pondside import Rng, games
from pondside.app import assets, newgame, records, shell
from pondside.app.session import KEY_SETTINGS, PREFIX, MemoryStore, Session, parse_hash, save_key
from pondside.ui.i18n import LANGS, Texts

# ------------------------------------------------------------------ reading a page as a player does
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
PERCEIVED = ("aria-label", "title", "alt", "placeholder", "aria-description", "aria-valuetext", "aria-roledescription")
CONTROL_TAGS = {"button", "a", "summary", "option", "legend"}
CONTROL_ROLES = {"button", "link", "radio", "checkbox", "tab", "menuitem", "option", "switch"}
DATA_SVG = re.compile(r"data:image/svg\+xml(?:;charset=[\w-]+)?,([^\"')\s]+)")


# The app escapes "<" and ">" in every attribute value (pondside.ui.html.esc, data: URLs as %3C %3E), so a
# tag ends at the first ">"
# (a <textarea> holds code to paste into a web page, the share panel's iframe and img snippets: not words)
TOKEN = re.compile(r"<!--.*?-->|<(script|style|template|textarea)\b[^>]*>.*?</\1\s*>|<![^>]*>"
                   r"|<(/?)([A-Za-z][\w:.-]*)([^>]*?)(/?)>|([^<]+)|<", re.S | re.I)
ATTR = re.compile(r"""([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?""")


@functools.lru_cache(maxsize=4096)
def _data_image(url: str) -> tuple:
    return tuple(readable(urllib.parse.unquote(url)))


def readable(html: str) -> list:
    """``(text, in_control)`` for every piece of text a player reads or hears: text nodes (not in <style>,
    <script> or <template>; also the text of drawings in ``data:`` images) and the attributes a player
    perceives.  (A regular-expression tokenizer: html.parser took 0.2 s a page of SVG.)"""
    parts = []
    stack = []                                   # [tag, is_control]
    n_ctl = 0
    for m in TOKEN.finditer(html):
        text = m.group(6)
        if text is not None:
            if text.strip():
                parts.append((unescape(text), n_ctl > 0))
            continue
        tag = m.group(3)
        if tag is None:                          # a comment, <style>/<script>, a doctype, a lone "<"
            continue
        tag = tag.lower()
        if m.group(2):                           # an end tag: close up to the matching start
            for i in range(len(stack) - 1, -1, -1):
                if stack[i][0] == tag:
                    n_ctl -= sum(1 for _, c in stack[i:] if c)
                    del stack[i:]
                    break
            continue
        a = {}
        if m.group(4):
            for k, v1, v2, v3 in ATTR.findall(m.group(4)):
                v = v1 or v2 or v3
                a[k.lower()] = unescape(v) if "&" in v else v
        cls = a.get("class", "").split()
        control = tag in CONTROL_TAGS or a.get("role") in CONTROL_ROLES or "legend" in cls or "house-legend" in cls
        in_ctl = control or n_ctl > 0
        for k in PERCEIVED:
            if a.get(k, "").strip():
                parts.append((a[k], in_ctl))
        if a.get("value", "").strip() and (tag == "button" or (tag == "input" and a.get("type") in (
                "button", "submit", "reset"))):
            parts.append((a["value"], True))
        for k, v in a.items():                   # the drawings of data: images are read too (their <text>)
            if k.startswith("data-") or "data:image/svg" not in v:
                continue
            for u in DATA_SVG.findall(v):
                parts.extend((t, c or in_ctl) for t, c in _data_image(u))
        if not (m.group(5) or tag in VOID):
            stack.append((tag, control))
            n_ctl += control
    return parts


# ------------------------------------------------------------------ what a player must never read
def _words_of_options():
    """Raw option values a dialog could show by mistake: choice values that are not plain words."""
    out = set()
    for name in games.names():
        g = games.get(name)
        for o in g.options_spec:
            out.add(o.key) if ("_" in o.key or "-" in o.key) else None
            for c in o.choices or ():
                if isinstance(c, str) and ("_" in c or "-" in c):
                    out.add(c)
        for level in shell.game_bots(name)[0]:
            if "_" in level or "-" in level:
                out.add(level)
    return sorted(out)


RAW_IDS = _words_of_options()
PATTERNS = [
    ("snake_case", re.compile(r"\b[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+\b")),
    ("camelCase", re.compile(r"\b[a-z]{2,}[A-Z][A-Za-z]*\b")),     # (not a name such as "dV Giochi")
    ("section sign", re.compile(r"§")),
    ("rule number", re.compile(r"(?<![\d.,:/+-])\d{1,2}\.\d{1,2}(?:\.\d{1,2})*(?![\d/-]|\.\d)")),
    ("note tag", re.compile(r"\[(?:PLACEHOLDER|ASSUMED|TODO|TBD|XXX)\b[^\]]*\]|\b(?:PLACEHOLDER|ASSUMED)\b")),
    ("file name", re.compile(r"\b[\w-]+\.(?:py|md|json|txt|csv|js|css|html|toml|whl)\b")),
    ("digest", re.compile(r"digest", re.I)),
    ("seat number", re.compile(r"\b(?:Seat|Platz|Sitz)\s*\d+\b")),
    ("game id", re.compile(r"\b(?:" + "|".join(n for n in games.names() if n != "koi") + r")\b")),
    ("Python value", re.compile(r"\b(?:None|True|False)\b(?! of\b)")),
    ("brace", re.compile(r"[{}]")),
    ("repr", re.compile(r"'t':|\"t\":|<[a-z_]+ object at")),
    ("raw option value", re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, RAW_IDS)) + r")(?![\w-])")
     if RAW_IDS else re.compile(r"(?!x)x")),
]

# A basic font (DejaVu Sans, Roboto, Noto Sans) draws Latin-1, Latin Extended-A (the ō of Kōhaku) and this
# punctuation.  Anything else in a control's label or a legend — arrows, check marks, stars, diamonds, emoji —
# is drawn as an SVG icon instead (pondside.ui.icons).
BASIC_PUNCT = set("–—‘’‚“”„…•·×−\u00a0\u2009\u200a\u202f\u2011\u2007")
# In running text (a score's breakdown "3 koi → 6") the four plain arrows are fine: every basic font has them.
TEXT_ARROWS = set("←↑→↓")


def outside_basic_font(text: str) -> list:
    return [ch for ch in text if ord(ch) > 0x17F and ch not in BASIC_PUNCT]


def symbols(text: str) -> list:
    """Symbols and emoji anywhere in the text (a status line, a board's words): what a phone may draw as an
    empty box."""
    return [ch for ch in text if ch not in TEXT_ARROWS and (
        unicodedata.category(ch) == "So" or 0x2190 <= ord(ch) <= 0x2BFF or ord(ch) >= 0x1F000)]


def _english_texts():
    """``(english, german)`` of every text that has a German version differing from the English: each
    string of each table (the literal parts of a formatted one, long enough to be told apart), option labels,
    choices and help, game titles and descriptions, computer levels."""
    pairs = set()

    def add(en, de):
        if not isinstance(en, str) or not isinstance(de, str) or en == de:
            return
        for frag in re.split(r"\{[^{}]*\}", en):
            frag = frag.strip(" .,:;!?()–—-")
            if len(frag) >= 14 and " " in frag and frag not in de:
                pairs.add((frag, de))

    def walk(en, de):
        if isinstance(en, dict) and isinstance(de, dict):
            for k in en:
                if k in de:
                    walk(en[k], de[k])
        elif isinstance(en, (list, tuple)) and isinstance(de, (list, tuple)):
            for a, b in zip(en, de):
                walk(a, b)
        else:
            add(en, de)

    for name in games.names():
        for part in ("text", "options", "bots"):
            games.module(name, part)
        g = games.get(name)
        walk(g.title, {"en": g.title.get("de")} if isinstance(g.title, dict) else {})
        for o in g.options_spec:
            add(o.label.get("en"), o.label.get("de"))
            add((o.help or {}).get("en"), (o.help or {}).get("de"))
            for c in o.choices or ():
                add(o.choice_label(c, "en"), o.choice_label(c, "de"))
        for lab in shell.game_bots(name)[1].values():
            add(lab.get("en"), lab.get("de"))
        info = games.info(name)
        add(shell.loc(info.description, "en"), shell.loc(info.description, "de"))
    for t in Texts.made:
        walk(t.table("en"), t.table("de"))
    return sorted(frag for frag, _ in pairs)


WORD = re.compile(r"[^\W\d_]+")


@functools.lru_cache(maxsize=1)
def english_on_german():
    """``{anchor word: [fragments]}``: each English fragment under one of its words that no German text
    holds (a page without that word cannot hold the fragment: a quick first test)."""
    frags = _english_texts()
    german = set()
    for t in Texts.made:
        german.update(w.lower() for w in WORD.findall(json.dumps(t.table("de"), ensure_ascii=False)))
    for name in games.names():
        g = games.get(name)
        for o in g.options_spec:
            german.update(w.lower() for w in WORD.findall(json.dumps([o.label, o.help, o.choice_labels],
                                                                    ensure_ascii=False)))
    index = {}
    for f in frags:
        words = [w.lower() for w in WORD.findall(f)]
        only_en = [w for w in words if w not in german] or words
        index.setdefault(max(only_en, key=len), []).append(f)
    return index


def english_in(text: str) -> list:
    index = english_on_german()
    words = {w.lower() for w in WORD.findall(text)}
    return [f for w in words & index.keys() for f in index[w] if f in text]


@functools.lru_cache(maxsize=200_000)
def _judge(flat: str, in_control: bool) -> tuple:
    out = []
    for what, rx in PATTERNS:
        for m in rx.finditer(flat):
            out.append((what, flat[max(0, m.start() - 40): m.end() + 40]))
    odd = outside_basic_font(flat) if in_control else ()
    if odd:
        out.append(("glyph in a control", f"{''.join(odd)!r} in {flat[:80]!r}"))
    elif symbols(flat):
        out.append(("symbol", f"{''.join(symbols(flat))!r} in {flat[:80]!r}"))
    return tuple(out)


def findings(screen: str, lang: str, html: str) -> list:
    """``(screen, what, snippet)`` for every internal word or font glyph a player would read."""
    out = []
    flats = [(" ".join(text.split()), in_control) for text, in_control in readable(html)]
    for flat, in_control in flats:
        out.extend((screen, what, snippet) for what, snippet in _judge(flat, in_control))
    if lang != "en":
        whole = "\n".join(f for f, _ in flats)
        for frag in english_in(whole):
            i = whole.index(frag)
            out.append((screen, "English on a German page", whole[max(0, i - 30): i + len(frag) + 30]))
    return out


# ------------------------------------------------------------------ driving the app
class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        self.now += 0.5
        return self.now


def session(store=None, hash_="", lang="en", **kw):
    s = Session(store if store is not None else MemoryStore(), parse_hash(hash_), clock=Clock(), **kw)
    s.lang = lang
    return s


def run_timers(s, limit=50_000):
    fired = 0
    while s.timer is not None and fired < limit:
        s.tick()
        fired += 1
    assert fired < limit, "the computer never finished"


def in_langs(s, label, out):
    """The session's page now, in each language (the session itself is left in its own language)."""
    keep = s.lang
    for lang in LANGS:
        s.lang = lang
        s._marks = None
        out.append((f"{label} [{lang}]", lang, s.html()))
    s.lang = keep
    s._marks = None


# every game and mode: (game, seats, options, computers among the seats).  Several people at one device play
# hot-seat (the pass screens); the computers play the easiest level (the words are the same at every level).
MODES = [
    ("kohaku", 1, {"sundials": True, "blue_koi": True, "new_features": True, "solo_rival": "hard"}, 0),
    ("kohaku", 1, {}, 0),
    ("kohaku", 2, {}, 0),
    ("kohaku", 3, {"sundials": True, "objectives": True, "blue_koi": True, "new_features": True,
                   "feature_sets": ["butterfly", "statue", "bamboo", "cat", "heron", "duck"]}, 2),
    ("kohaku", 4, {"objectives": True}, 1),
    ("bigpond", 2, {}, 0),
    ("bigpond", 3, {"feature_sets": ["bamboo", "cat", "fountain", "heron"]}, 2),
    ("bigpond", 4, {}, 1),
    ("kokonana", 2, {}, 0),
    ("kokonana", 3, {"young_children": True}, 2),
    ("kokonana", 4, {"grid": "4x5", "diagonal_hops": False}, 1),
    ("koi", 2, {"first_game": True}, 0),
    ("koi", 3, {}, 2),
    ("koi", 4, {}, 1),
    ("koikoi", 2, {}, 0),
    ("koikoi", 2, {"months": 3, "viewing": "rain", "scoring": "hard", "yaku_set": "nintendo"}, 1),
]
MODES = [m for m in MODES if games.get(m[0]).min_players <= m[1] <= games.get(m[0]).max_players]


def mode_id(m):
    name, n, options, bots = m
    return f"{name}-{n}p-{bots}c{'-opts' if options else ''}"


def players_for(name, n, bots):
    """``n`` seats, the last ``bots`` of them computers; a person alone is "You"."""
    level = list(shell.game_bots(name)[0])[0]
    people = n - bots
    out = [{"name": "You" if people == 1 else ("Ann", "Ben", "Cem", "Dora")[i], "kind": "human"}
           for i in range(people)]
    return out + [{"name": "Computer" if bots == 1 else f"Computer {i + 1}", "kind": "computer", "bot": level}
                  for i in range(bots)]


def refusal(g, state, action, lang):
    """What the app says when a move is refused (as ``Session.act`` asks the game)."""
    s = session(lang=lang)
    s.game, s.state, s.screen, s.ui = g, state, "game", {}
    s.act(action)
    return s.message


SAMPLED = {1, 3, 8, 16, 27, 41, 58, 80, 110, 150, 200, 270, 360}    # the moves of a game drawn on the way


def _illegal_candidates(g, state, seen):
    legal = g.legal_actions(state)
    return [a for a in seen if a not in legal][:3]


_PLAYED = {}


def played(mode) -> tuple:
    """The pages along one game of ``mode`` played through the session (both languages), played once."""
    key = mode_id(mode)
    if key not in _PLAYED:
        _PLAYED[key] = _play(mode)
    return _PLAYED[key]


def _play(mode) -> tuple:
    name, n, options, bots = mode[0], mode[1], dict(mode[2]), mode[3]
    g = games.get(name)
    s = session(hash_="#botdelay=0")
    s.open_game(g.new_game(players_for(name, n, bots), 11, options))
    rng = Rng.from_seed(mode_id(mode))
    pages, seen, refused = [], [], []
    label = mode_id(mode)
    in_langs(s, f"{label} start", pages)
    s.nav({"cmd": "log"})
    in_langs(s, f"{label} start, log open", pages)
    s.nav({"cmd": "log"})
    held = passed = selected = 0
    moves = 0
    for _ in range(4000):
        run_timers(s)
        if g.is_over(s.state):
            break
        if s.ui.get("hold") is not None:
            if held < 2:
                in_langs(s, f"{label} held move", pages)
                held += 1
            s.nav({"cmd": "continue"})
            continue
        if s.ui.get("pass_to") is not None:
            if passed < 1:
                in_langs(s, f"{label} pass screen", pages)
                passed += 1
            s.nav({"cmd": "pass_ready"})
            continue
        legal = g.legal_actions(s.state)
        moves += 1
        if moves in SAMPLED:
            in_langs(s, f"{label} move {moves}", pages)
            sels = [c for c in _clicks(pages[-1][2], "data-sel") if not c.get("_clear")]
            if sels and selected < 4:
                s.sel(rng.choice(sels))
                in_langs(s, f"{label} move {moves}, a piece chosen", pages)
                selected += 1
                more = [c for c in _clicks(pages[-1][2], "data-sel") if not c.get("_clear")]
                if more:
                    s.sel(rng.choice(more))
                    in_langs(s, f"{label} move {moves}, chosen twice", pages)
                s.ui["sel"] = {}
            bad = _illegal_candidates(g, s.state, seen)
            if bad and len(refused) < 6:
                keep = s.lang
                for lang in LANGS:          # refused in the language the player plays in
                    s.lang = lang
                    s.act(bad[0])
                    if s.message:
                        pages.append((f"{label} move {moves}, refused [{lang}]", lang, s.html()))
                        refused.append(bad[0])
                    s.message = None
                s.lang = keep
                for a in bad:
                    for lang in LANGS:
                        pages.append((f"{label} move {moves}, why {a!r} is refused [{lang}]", lang,
                                      "<p>" + shell.esc(refusal(g, s.state, a, lang)) + "</p>"))
                s.message = None
        action = rng.choice(legal)
        seen.append(action)
        if len(seen) > 60:
            del seen[:20]
        s.act(action)
    run_timers(s)
    assert g.is_over(s.state), f"{label}: the game did not end"
    in_langs(s, f"{label} end", pages)
    s.nav({"cmd": "log"})
    in_langs(s, f"{label} end, log open", pages)
    s.nav({"cmd": "share"})
    in_langs(s, f"{label} end, share panel", pages)
    s.nav({"cmd": "share"})
    s.nav({"cmd": "replay_open"})
    for i in (0, 1, len(s.history) // 2, len(s.history) - 1):
        s.nav({"cmd": "replay", "i": i})
        in_langs(s, f"{label} replay step {i}", pages)
    s.nav({"cmd": "replay_close"})
    for lang in LANGS:
        pages.append((f"{label} rules page [{lang}]", lang, shell.render_rules(g, lang, s.state["options"])))
        pages.append((f"{label} whole log [{lang}]", lang,
                      "".join(f"<p>{shell.esc(x)}</p>" for x in shell.log_lines(g, s.state, lang, s.history))))
    return tuple(pages)


def _clicks(html, kind):
    """The JSON of each ``kind`` attribute (``data-sel``, ``data-act``) of the page."""
    return [json.loads(unescape(v)) for v in re.findall(f'{kind}="([^"]*)"', html)]


# ------------------------------------------------------------------ the dialog and the shelf
def option_variants(game, n):
    """Option sets that show each field the dialog can show: the defaults, "everything on" (every module, every
    list full), and each single option set to each of its values from both."""
    base = game.default_options()
    full = dict(base)
    for o in game.options_spec:
        if o.kind == "bool":
            full[o.key] = True
        elif o.kind == "list" and o.choices:
            full[o.key] = list(o.choices)
    out = [base, full]
    for start in (base, full):
        for o in game.options_spec:
            if not o.applies(start, n):
                continue
            if o.kind == "bool":
                vals = [True, False]
            elif o.kind == "list" and o.choices:
                vals = [[], list(o.choices)[:1], list(o.choices)]
            else:
                vals = list(o.choices or ())
            for v in vals:
                out.append(dict(start, **{o.key: v}))
    uniq, keys = [], set()
    for opts in out:
        k = json.dumps(opts, sort_keys=True)
        if k not in keys:
            keys.add(k)
            uniq.append(opts)
    return uniq


@functools.lru_cache(maxsize=None)
def dialog_pages(name) -> tuple:
    g = games.get(name)
    pages, drawn = [], set()
    s = session()
    s.nav({"to": "setup", "game": name})
    in_langs(s, f"{name} dialog", pages)

    def refused_start(fields, label):
        for lang in LANGS:
            s.lang = lang
            s.start(fields, 1)
            assert s.screen == "setup" and s.message, (name, label)
            pages.append((f"{name} dialog, {label} [{lang}]", lang, s.html()))
        s.lang = "en"

    for n in range(g.min_players, g.max_players + 1):
        for opts in option_variants(g, n):
            setup = newgame.default_setup(g)
            setup["count"] = n
            setup["options"] = opts
            for lang in LANGS:
                html = newgame.render_setup(g, lang, setup)
                if html in drawn:
                    continue
                drawn.add(html)
                pages.append((f"{name} dialog, {n} seats, options {json.dumps(opts, sort_keys=True)} [{lang}]",
                              lang, html))
            if len(drawn) > 400:
                break
        s.nav({"cmd": "setup_count", "n": n}, {"count": str(n)})
        in_langs(s, f"{name} dialog via the session, {n} seats", pages)
    # the dialog's refusal of a table it cannot start (Big Pond: not four feature sets), in player words
    refused = 0
    for opts in option_variants(g, g.max_players):
        if refused >= 3:
            break
        try:
            g.check_options(opts, g.max_players)
            continue
        except ValueError:
            refused += 1
        fields = {"count": str(g.max_players)}
        for o in g.options_spec:
            fields[f"optk:{o.key}"] = "1"
            v = opts.get(o.key, o.default)
            if o.kind == "bool":
                if v:
                    fields[f"opt:{o.key}"] = "on"
            elif o.kind == "list":
                fields[f"optl:{o.key}"] = [json.dumps(x) for x in v]
            else:
                fields[f"opt:{o.key}"] = json.dumps(v)
        refused_start(fields, f"refuses {json.dumps(opts, sort_keys=True)}")
    # the dialog's own refusals: a bad count, a bad option
    refused_start({"count": str(g.max_players + 5)}, "a bad seat count")
    opt = next((o for o in g.options_spec if o.kind in ("choice", "int")), None)
    if opt is not None:
        refused_start({"count": str(g.min_players), f"optk:{opt.key}": "1", f"opt:{opt.key}": json.dumps("nonsense")},
                      "a bad option value")
    # the rules page of each preset and of each option set the dialog offers (its options shown in words)
    for key, preset in sorted(g.presets.items()):
        for lang in LANGS:
            pages.append((f"{name} rules page, preset {key} [{lang}]", lang,
                          shell.render_rules(g, lang, dict(g.default_options(), **preset))))
    for opts in option_variants(g, g.max_players)[:12]:
        try:
            g.check_options(opts, g.max_players)
        except ValueError:
            continue             # a table the dialog refuses to start has no rules page
        for lang in LANGS:
            pages.append((f"{name} rules page, options {json.dumps(opts, sort_keys=True)} [{lang}]", lang,
                          shell.render_rules(g, lang, opts)))
    s.nav({"to": "rules", "game": name})
    in_langs(s, f"{name} rules page via the session", pages)
    for lang in LANGS:
        pages.append((f"{name} drawings (defs) [{lang}]", lang,
                      "".join(f'<img alt="" src="{u}">' for u in assets.game_art(name, lang))
                      + f'<div style="{shell.esc(assets.game_defs(name))}"></div>'))
    return tuple(pages)


@functools.lru_cache(maxsize=1)
def notice_pages() -> tuple:
    """The home shelf, with saves, and with what could not be read: a save, the settings, a link, a start;
    each scenario as a player meets it in each language (the app started in that language)."""
    pages = []
    for lang in LANGS:
        pages.extend(_notices(lang))
    return tuple(pages)


def _notices(lang):
    pages = []

    def add(s, label):
        pages.append((f"{label} [{s.lang}]", s.lang, s.html()))

    def start(store=None, hash_="", **kw):
        s = session(store, hash_, lang=lang, **kw)
        s.boot()
        return s

    add(start(), "home")
    store = MemoryStore()
    for name in games.names():
        g = games.get(name)
        store.set(save_key(name), records.save_text(g.new_game(players_for(name, min(2, g.max_players), 1), 3)))
    s = start(store)
    s.nav({"to": "home"})
    add(s, "home with saves")
    add(start(MemoryStore({save_key("koi"): "{not json", save_key("koikoi"): records.save_text(
        games.get("kohaku").new_game(2, 1)), KEY_SETTINGS: "[[[", PREFIX + "bad:kohaku:123": "x"})),
        "home, saves set aside")

    class Full(MemoryStore):
        def set(self, key, value):
            return False if key.startswith(PREFIX + "bad:") or key.startswith(PREFIX + "save:") else \
                super().set(key, value)

    s = start(Full({save_key("kokonana"): "[1, 2"}))
    add(s, "home, a save left in place")
    s.nav({"to": "setup", "game": "kokonana"})
    s.start({"count": "2"}, 4)
    add(s, "a game, storage full")
    for hash_ in ("#g=AAAA", "#g=" + "[" * 20, "#g=" + records.encode_link(games.get("koi").new_game(2, 1))[:-9],
                  "#embed=1&new=nothing", "#embed=1&new=kohaku&n=99",
                  "#embed=1&new=koikoi&opts=%7B%22months%22%3A12.0%7D", "#position=x&game=kohaku",
                  "#embed=1&new=koikoi&opts=%7B%22zz%22%3A1%7D", "#embed=1&new=koi&opts=%7B%22luck_use%22%3A1%7D"):
        add(start(hash_=hash_), f"start from {hash_[:30]}")
    # a shared game opened from a link (beside a save, and without one), an embed, a framed app, another tab
    g = games.get("kokonana")
    link = "#g=" + records.encode_link(g.new_game([{"name": "Ben"}, {"name": "Cy"}], 9))
    add(start(MemoryStore({save_key("kokonana"): records.save_text(g.new_game(2, 1))}), hash_=link),
        "a game from a link, a save kept")
    add(start(hash_=link), "a game from a link")
    add(start(hash_="#embed=1&new=koikoi&seed=3&n=2"), "an embedded game")
    s = Session(MemoryStore(), {}, clock=Clock(), framed=True)
    s.lang = lang
    s.boot()
    add(s, "the app in another site's frame")
    s = start()
    s.open_game(g.new_game([{"name": "A"}, {"name": "B"}], 2))
    s.storage_event(save_key("kokonana"), "newer")
    add(s, "a game another tab changed")
    # a scored Kōhaku position (the rules wiki's links), in the app and embedded
    from pondside.games.kohaku.position import encode_position
    position = encode_position({"players": [{"name": "Ann", "pond": {
        "0,0": "F-SF-R-1", "0,-1": "T-BR-B2", "1,0": "S-R-B2", "0,1": "T-RY-B2", "-1,0": "T-RW-B2", "2,0": "F-CA-1"}}]})
    for embed in ("", "embed=1&"):
        s = start(hash_=f"#{embed}game=kohaku&position={position}")
        assert s.screen == "position"
        add(s, f"a scored position{' (embedded)' if embed else ''}")
    return pages


_SEEN = {}


def all_findings(pages) -> list:
    """The findings of many pages; a page drawn twice (the same in two places) is read once."""
    out = []
    for label, lang, html in pages:
        key = (lang, html)
        if key not in _SEEN:
            _SEEN[key] = [(what, snippet) for _, what, snippet in findings(label, lang, html)]
        out.extend((label, what, snippet) for what, snippet in _SEEN[key])
    return out


def report(found, limit=40) -> str:
    seen, lines = set(), []
    for screen, what, snippet in found:
        if (what, snippet) in seen:
            continue
        seen.add((what, snippet))
        lines.append(f"  {screen}: {what}: {snippet!r}")
    more = len(lines) - limit
    return "\n".join(lines[:limit]) + (f"\n  … and {more} more" if more > 0 else "")


# ------------------------------------------------------------------ the tests
def test_the_shelf_and_the_notices_speak_player_words():
    found = all_findings(notice_pages())
    assert not found, "internal words on the shelf or in a notice:\n" + report(found)


@pytest.mark.parametrize("name", games.names())
def test_the_new_game_dialog_and_the_rules_speak_player_words(name):
    pages = dialog_pages(name)
    assert len(pages) > 10
    found = all_findings(pages)
    assert not found, f"internal words in {name}'s dialog or rules:\n" + report(found)


@pytest.mark.parametrize("mode", MODES, ids=[mode_id(m) for m in MODES])
def test_a_whole_game_speaks_player_words(mode):
    pages = played(mode)
    assert any("end" in p[0] for p in pages) and any("replay" in p[0] for p in pages)
    found = all_findings(pages)
    assert not found, f"internal words in a game of {mode_id(mode)}:\n" + report(found)


@pytest.mark.parametrize("name", games.names())
def test_a_guided_first_game_speaks_player_words(name):
    """Learn to play: every tip of the guided game (each dismissed once read) and the screens around it, in
    both languages, played with random legal moves to its end."""
    s = session(hash_="#botdelay=0")
    s.nav({"to": "learn", "game": name})
    g = s.game
    rng = Rng.from_seed(5)
    pages, tips = [], set()
    for _ in range(5000):
        run_timers(s)
        if s.ui.get("hold") is not None:
            s.nav({"cmd": "continue"})
            continue
        tip = re.search(r'data-tip="([^"]+)"', s.html())
        if tip and tip.group(1) not in tips:
            tips.add(tip.group(1))
            for _ in LANGS:                 # as the player switches: a hint showing is thought again
                s.nav({"cmd": "lang"})
                run_timers(s)
                pages.append((f"{name} guided game, tip {tip.group(1)} [{s.lang}]", s.lang, s.html()))
            s.nav({"cmd": "tip_ok", "k": tip.group(1)})
        if g.is_over(s.state):
            break
        assert s.state["to_move"] == 0, "the computer moved on its own"
        s.act(rng.choice(g.legal_actions(s.state)))
    assert g.is_over(s.state) and "end" in tips and len(tips) >= 4, (name, tips)
    found = all_findings(pages)
    assert not found, f"internal words in {name}'s guided game:\n" + report(found)


STYLE_ATTR = re.compile(r"<[a-zA-Z][^>]*\sstyle\s*=", re.S)


@pytest.mark.parametrize("mode", MODES, ids=[mode_id(m) for m in MODES])
def test_no_screen_carries_a_style_attribute(mode):
    """The page's policy blocks inline style attributes (the browser drops them and logs a violation), so
    a screen's size or colour must come from a class: checked on every screen of a whole game."""
    bad = sorted({where for where, _, html in played(mode) if STYLE_ATTR.search(html)})
    assert not bad, f"style attributes on: {bad[:5]}"
    assert STYLE_ATTR.search('<svg class="a" style="min-width:3px">') and not STYLE_ATTR.search("<p>style=x</p>")


def stylesheets():
    import os
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    out = {"static/app.css": open(os.path.join(root, "static", "app.css"), encoding="utf-8").read()}
    for name in games.names():
        out[f"{name} style.css"] = assets.game_css(name)
        out[f"{name} drawings"] = assets.game_defs(name)
    return out


def css_glyphs(css: str) -> list:
    """Characters a stylesheet puts on screen (``content: "…"``) that a basic font may lack."""
    found = []
    for m in re.finditer(r"content\s*:\s*(\"[^\"]*\"|'[^']*')", css):
        text = re.sub(r"\\([0-9a-fA-F]{1,6})\s?", lambda h: chr(int(h.group(1), 16)), m.group(1)[1:-1])
        found.extend(outside_basic_font(text))
    return found


def test_no_stylesheet_draws_a_symbol_with_a_font():
    bad = {k: css_glyphs(v) for k, v in stylesheets().items() if css_glyphs(v)}
    assert not bad, bad
    assert css_glyphs('.x::after { content: " \\25C2"; }') == ["\u25c2"]
    assert css_glyphs(".x::after { content: '★'; }") == ["★"]


def test_every_mode_shows_its_pass_screens_and_refusals():
    """The driver reaches what it says it checks: the pass screen of each hot-seat game, refusals in words."""
    for mode in MODES:
        labels = [p[0] for p in played(mode)]
        if mode[1] - mode[3] > 1 and games.get(mode[0]).hidden_information:
            assert any("pass screen" in x for x in labels), mode_id(mode)
        assert any("refused" in x for x in labels), mode_id(mode)
        assert any("log open" in x for x in labels), mode_id(mode)


# ------------------------------------------------------------------ the checker fails on each kind of leak
PLANTED = [
    ("snake_case", '<p>Take the {x}</p>'.replace("{x}", "red_koi")),
    ("camelCase", '<button type="button" aria-label="toMove">Go</button>'),
    ("section sign", '<p>See § 4 of the rules</p>'),
    ("rule number", '<p>As in 9.2, the turn ends</p>'),
    ("note tag", '<p>Three coins [PLACEHOLDER]</p>'),
    ("note tag", '<small title="Our reading [ASSUMED]">x</small>'),
    ("file name", '<p>as kohaku.md says</p>'),
    ("digest", '<p>The digest leaves it open</p>'),
    ("seat number", '<p>Seat 2 scores 4</p>'),
    ("seat number", '<p>Platz 3 ist dran</p>'),
    ("Python value", '<li>Winner: None</li>'),
    ("Python value", '<option>False</option>'),
    ("brace", '<p>Flip {n} tiles</p>'),
    ("repr", '<p>Not a legal action now ({&#39;t&#39;: &#39;flip&#39;})</p>'),
    ("glyph in a control", '<button type="button">⟲ Replay</button>'),
    ("glyph in a control", '<summary class="btn">⚙ Settings</summary>'),
    ("glyph in a control", '<button type="button">🏆</button>'),
    ("glyph in a control", '<p class="house-legend"><span aria-hidden="true">◇</span> a house rule</p>'),
    ("glyph in a control", '<select><option>★ Strong</option></select>'),
    ("symbol", '<p>You scored ★ 3</p>'),
    ("symbol", '<svg><image href="data:image/svg+xml,%3Csvg%3E%3Ctext%3E%E2%98%85%3C/text%3E%3C/svg%3E"/></svg>'),
]


@pytest.mark.parametrize("what,html", PLANTED, ids=[f"{w}-{i}" for i, (w, _) in enumerate(PLANTED)])
def test_the_checker_reports_a_planted_leak(what, html):
    found = findings("planted", "en", html)
    assert any(w == what for _, w, _ in found), (what, found)


def test_the_checker_reports_a_raw_option_value_in_a_label():
    assert RAW_IDS, "the games have option values that are not words"
    raw = next(r for r in RAW_IDS if "_" not in r) if any("_" not in r for r in RAW_IDS) else RAW_IDS[0]
    found = findings("planted", "en", f'<label><input type="checkbox"> {raw}</label>')
    assert any(w == "raw option value" for _, w, _ in found), found


def test_the_checker_reports_english_on_a_german_page():
    g = games.get("koikoi")
    o = next(o for o in g.options_spec if o.assumed)
    en, de = o.label["en"], o.label["de"]
    assert en != de
    help_en = o.help["en"]
    assert any(w == "English on a German page" for _, w, _ in findings("planted", "de", f"<p>{shell.esc(help_en)}</p>"))
    assert not findings("planted", "de", f"<p>{shell.esc(o.help['de'])}</p>")
    assert not findings("planted", "en", f"<p>{shell.esc(help_en)}</p>")


def test_the_checker_reads_attributes_a_player_perceives_and_nothing_else():
    quiet = ('<div class="red_koi" id="toMove" data-act="{&quot;t&quot;:&quot;take_koi&quot;}" '
             'data-piece="tile_3"><style>.a_b{color:red}</style><script>var aB = 1;</script>'
             '<svg class="icon" aria-hidden="true"><path d="M1 1"/></svg>Take the koi</div>')
    assert findings("quiet", "en", quiet) == []
    for attr in ("title", "aria-label", "alt", "placeholder"):
        assert findings("loud", "en", f'<img {attr}="seat_name">'), attr
    assert findings("loud", "en", '<input type="button" value="next_turn">')
    assert not findings("quiet", "en", '<input type="text" value="next_turn">'), "a text field's value is typed"


def test_scores_and_counts_are_not_rule_numbers():
    assert not findings("ok", "en", "<p>8-1 · 1/3/6/10 points · 12:30 · 2,5 · 1.000.000 · 3+ → 4 points</p>")
    assert findings("bad", "en", "<p>(see 4.3.1)</p>")
    assert findings("bad", "en", "<p>Rule 9.2: the turn ends</p>")


def test_leaks_planted_in_real_screens_are_reported(monkeypatch):
    """The whole pipeline (a real dialog, a real refusal through the session) reports a planted leak."""
    g = games.get("koi")
    o = next(o for o in g.options_spec if any("-" in str(c) for c in o.choices or ()))
    raw = o.choices[0]
    assert not all_findings([("dialog", "en", newgame.render_setup(g, "en", newgame.default_setup(g)))])
    monkeypatch.setitem(o.choice_labels, str(raw), {"en": raw, "de": raw})       # an option id as its label
    found = findings("dialog", "en", newgame.render_setup(g, "en", newgame.default_setup(g)))
    assert any(w == "raw option value" and raw in snip for _, w, snip in found), found
    monkeypatch.undo()
    monkeypatch.setattr(newgame, "icon", lambda name, size=20: "◇")              # a glyph for the house-rule mark
    found = findings("dialog", "en", newgame.render_setup(g, "en", newgame.default_setup(g)))
    assert any(w == "glyph in a control" for _, w, _ in found), found
    monkeypatch.undo()
    # a refusal said in English on a German screen (as Kokonana's was)
    kn = games.get("kokonana")
    state = kn.new_game(2, 1)
    action = {"t": "end"}
    assert action not in kn.legal_actions(state)
    assert not findings("refusal", "de", f"<p>{shell.esc(refusal(kn, state, action, 'de'))}</p>")
    english = type(kn).why_illegal
    monkeypatch.setattr(type(kn), "why_illegal", lambda self, s, a, lang="en": english(self, s, a, "en"))
    found = findings("refusal", "de", f"<p>{shell.esc(refusal(kn, state, action, 'de'))}</p>")
    assert any(w == "English on a German page" for _, w, _ in found), found
