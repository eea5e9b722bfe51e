"""The common part of every game's position text (docs/positions/, one page a game): a set-up position written by a person.

A position text is lines of ``key: value``.  Keys are words (``players``, ``turn``, ``pond``, ``hand`` …),
case and spaces around them do not matter, ``#`` starts a comment, blank lines are skipped, and a key may
be followed by more lines that start with a space or a tab (a block: a pond's rows, a long list).  Values are
names a player knows ("red koi with 2 babies", "turtle", "crane 20"), separated by commas.

Every game's ``position.py`` reads its own keys with these helpers and raises
:class:`pondside.core.PositionError` with the line it is about; the same text, URL-encoded, is what a link
carries (``#game=<name>&position=<text>``).
"""
from __future__ import annotations

import re

from .core import PositionError, defaults, non_default, norm, player_names  # noqa: F401  (P.norm, P.player_names)

MAX_POSITION_CHARS = 20_000       # a position text (or a link's) longer than this is refused

LINK_KEY = "position"             # the link's key: #game=<name>&position=<URL-encoded text>


class Line:
    """One ``key: value`` line of a position text, with the lines indented under it (``block``)."""

    __slots__ = ("n", "key", "value", "block")

    def __init__(self, n: int, key: str, value: str):
        self.n = n                # 1-based line number in the text
        self.key = key            # normalised: lower case, single spaces
        self.value = value        # stripped, comment removed
        self.block = []           # [(line number, stripped text)] of the indented lines under it

    def __repr__(self):
        return f"Line({self.n}, {self.key!r}, {self.value!r}, {self.block!r})"


def read(text, lang: str = "en", keys=None) -> list:
    """The text's lines as :class:`Line` objects, in order.  ``keys``: the keys this game knows (normalised);
    any other key is refused, naming the line and listing the known ones."""
    if not isinstance(text, str):
        raise PositionError(_w(lang, "not_text"), lang=lang)
    if len(text) > MAX_POSITION_CHARS:
        raise PositionError(_w(lang, "too_long", n=MAX_POSITION_CHARS), lang=lang)
    out: list = []
    for n, raw in enumerate(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"), 1):
        body = raw.split("#", 1)[0].rstrip()
        if not body.strip():
            continue
        if body[0] in " \t" and out:
            out[-1].block.append((n, body.strip()))
            continue
        if ":" not in body:
            raise PositionError(_w(lang, "no_colon", text=short(body)), n, lang)
        key, value = body.split(":", 1)
        key = norm(key)
        if keys is not None and key not in keys:
            raise PositionError(_w(lang, "unknown_key", key=short(key), known=", ".join(keys)), n, lang)
        if any(line.key == key for line in out):
            raise PositionError(_w(lang, "twice", key=key), n, lang)
        out.append(Line(n, key, value.strip()))
    return out


def items(value: str) -> list:
    """A comma-separated value as its stripped, non-empty parts."""
    return [p.strip() for p in value.split(",") if p.strip()]


def lookup(word: str, names: dict, line: int | None, what: str, lang: str = "en", shown=None):
    """``names``: {normalised name: value}.  The value of ``word``, or a PositionError that names the line,
    the word and a few of the names it could be (``shown``: those names as the text writes them, when the
    normalised ones would read wrong, such as players' names)."""
    key = norm(word)
    if key in names:
        return names[key]
    some = ", ".join(list(shown)[:8] if shown is not None else sorted(names)[:8])
    raise PositionError(_w(lang, "unknown_name", what=what, word=short(word), some=some), line, lang)


def number(word: str, line: int | None, what: str, lang: str = "en", lo: int | None = None,
           hi: int | None = None) -> int:
    """A whole number written in the text, within ``lo``..``hi`` when given."""
    w = str(word).strip()
    if not re.fullmatch(r"[+-]?\d{1,9}", w):
        raise PositionError(_w(lang, "not_number", what=what, word=short(w)), line, lang)
    v = int(w)
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        raise PositionError(_w(lang, "out_of_range", what=what, v=v, lo=lo, hi=hi), line, lang)
    return v


def players(line: Line | None, lang: str, lo: int, hi: int) -> list:
    """The ``players:`` line's names (at least ``lo``, at most ``hi``, no name twice)."""
    if line is None:
        raise PositionError(_w(lang, "no_players"), None, lang)
    names = items(line.value)
    if not lo <= len(names) <= hi:
        raise PositionError(_w(lang, "player_count", lo=lo, hi=hi, n=len(names)), line.n, lang)
    if len({norm(n) for n in names}) != len(names):
        raise PositionError(_w(lang, "player_twice"), line.n, lang)
    for name in names:
        if len(name) > 40:
            raise PositionError(_w(lang, "long_name"), line.n, lang)
    return names


def begun_from(state, parse) -> dict | None:
    """The position data ``state`` began from: its ``"setup"`` (the position's text) read by the game's
    ``parse``, or None when it began with the usual set-up."""
    start = state.get("setup")
    return None if start is None else parse(start)


def seat(word: str, names: list, line: int | None, lang: str = "en") -> int:
    """The seat of a player named in the text (``turn: Ben``)."""
    return lookup(word, {norm(n): i for i, n in enumerate(names)}, line, _w(lang, "a_player"), lang, shown=names)


def write(pairs) -> str:
    """The text of ``[(key, value), ...]``: a value that is a list of strings is a block under its key."""
    out = []
    for key, value in pairs:
        if isinstance(value, list):
            out.append(f"{key}:")
            out.extend(f"  {v}" for v in value)
        else:
            out.append(f"{key}: {value}".rstrip())
    return "\n".join(out) + "\n"


def short(text: str) -> str:
    """A word a person wrote, shortened for an error message (at most 40 characters)."""
    text = str(text)
    return text if len(text) <= 40 else text[:39] + "…"


# ------------------------------------------------------------------ options in words (``options:``)
def option_names(declared) -> dict:
    """{phrase: (option key, value)} of every phrase the options declare for their values (``Option.words``,
    every language), normalised as :func:`lookup` finds them."""
    out: dict = {}
    for opt in declared:
        for value in opt.values():
            for phrase in opt.words.get(str(value), {}).values():
                if out.setdefault(norm(phrase), (opt.key, value)) != (opt.key, value):
                    raise ValueError(f"two option values are both called {phrase!r}")
    return out


def option_words(declared, chosen: dict, lang: str = "en") -> list:
    """The phrases of the options in ``chosen`` that differ from their default, in the declared order."""
    by_key = {o.key: o for o in declared}
    return [by_key[k].word(v, lang) for k, v in non_default(declared, chosen or {}).items() if by_key[k].words]


# ------------------------------------------------------------------ the editor's "Game options"
def option_settings(declared, chosen: dict, n: int, lang: str) -> list:
    """The editor's "Game options", read from the options as the game declares them (``OPTIONS``): one setting
    ``option:<key>`` for each option that applies to a table of ``n`` players, with its label and its choices
    in the player's words (on or off for a yes-or-no option).  ``chosen``: the position's options (those not
    given are at their default).  A list option (Big Pond's feature sets) is the game's own to offer."""
    full = dict(defaults(declared), **(chosen or {}))
    out = []
    for opt in declared:
        if opt.kind == "list" or not opt.applies(full, n):
            continue
        if opt.kind == "bool":
            value, choices = ("on" if full[opt.key] else "off"), [["on", _w(lang, "on")], ["off", _w(lang, "off")]]
        else:
            value, choices = str(full[opt.key]), [[str(c), opt.choice_label(c, lang)] for c in opt.choices]
        out.append({"key": "option:" + opt.key, "label": opt.label.get(lang) or opt.label["en"], "value": value,
                    "choices": choices})
    return out


def option_value(declared, key: str, value: str):
    """The value of option ``key`` that its setting calls ``value`` ("on", "off", or a choice as text);
    KeyError: no such option or choice."""
    opt = next((o for o in declared if o.key == key), None)
    if opt is None:
        raise KeyError(key)
    return ({"on": True, "off": False} if opt.kind == "bool" else {str(c): c for c in opt.choices})[value]


def set_option(declared, chosen: dict, key: str, value: str) -> dict:
    """The position's options with option ``key`` set from its setting's ``value`` (:func:`option_value`), left
    out at its default as the text leaves it."""
    return non_default(declared, dict(chosen or {}, **{key: option_value(declared, key, value)}))


_WORDS = {
    "en": {
        "not_text": "a position must be text",
        "too_long": "the position is too long (at most {n} characters)",
        "no_colon": "“{text}” is not of the form “name: value”",
        "unknown_key": "this game's positions have no “{key}” (they have: {known})",
        "twice": "“{key}” is given twice",
        "unknown_name": "there is no {what} called “{word}” (for example: {some})",
        "not_number": "{what} must be a whole number, not “{word}”",
        "out_of_range": "{what} must be from {lo} to {hi}, not {v}",
        "no_players": "a position names its players (“players: Ann, Ben”)",
        "player_count": "this game is for {lo} to {hi} players, not {n}",
        "player_twice": "two players have the same name",
        "long_name": "a player's name has at most 40 characters",
        "a_player": "player",
        "on": "on",
        "off": "off",
    },
    "de": {
        "not_text": "eine Stellung muss ein Text sein",
        "too_long": "die Stellung ist zu lang (höchstens {n} Zeichen)",
        "no_colon": "„{text}“ hat nicht die Form „Name: Wert“",
        "unknown_key": "Stellungen dieses Spiels kennen kein „{key}“ (sie kennen: {known})",
        "twice": "„{key}“ steht zweimal da",
        "unknown_name": "„{word}“ gibt es hier nicht als {what} (zum Beispiel: {some})",
        "not_number": "{what} muss eine ganze Zahl sein, nicht „{word}“",
        "out_of_range": "{what} muss zwischen {lo} und {hi} liegen, nicht {v}",
        "no_players": "eine Stellung nennt ihre Spieler („players: Ann, Ben“)",
        "player_count": "dieses Spiel ist für {lo} bis {hi} Spieler, nicht für {n}",
        "player_twice": "zwei Spieler haben denselben Namen",
        "long_name": "ein Spielername hat höchstens 40 Zeichen",
        "a_player": "Spieler",
        "on": "an",
        "off": "aus",
    },
}


def _w(lang: str, which: str, /, **kw) -> str:
    table = _WORDS.get(lang, _WORDS["en"])
    return table[which].format(**kw)
