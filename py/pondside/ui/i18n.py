"""The one way Pondside looks up text a player reads, in every game and in the shell.

Each game's ``text.py`` (and the shell's ``pondside/app/text.py``) holds its strings as one or more
:class:`Texts` tables, with the same keys in every language::

    TEXT = Texts("kokonana", en={"flip": "Flip {n} tiles", ...}, de={"flip": "{n} Plättchen aufdecken", ...})
    TEXT(lang, "flip", n=2)        # -> "Flip 2 tiles"
    TEXT.table(lang)["colours"]    # a value that is a list or a dict (names by id), as it is

A view never branches on the language by comparing it by hand: every difference between languages is a
string (or a list or dict of strings) in a table.  ``tests/contract/test_i18n.py`` imports every game's text
module and checks that each table has the same keys in both languages, the same ``{placeholders}`` in
each string, and that no module under ``pondside/`` compares a language by hand.
"""
from __future__ import annotations

import re
from functools import lru_cache

LANGS = ("en", "de")
# the language the engines' and records' own refusals are written in (IllegalAction, BadState, ValueError):
# pages in it may show them as they are (they name the rule); other pages say the shell's own sentence
MESSAGES_LANG = LANGS[0]
DEFAULT = "en"


# The word for "you" that names a lone player who gave no name (the shell's default name).  The words about that
# player's own turns then speak to them: German "Du legtest …", not "Du legte …" (see ``address``).
YOU = {"en": "You", "de": "Du"}


# "a, b and c": the word before a list's last item
AND = {"en": "and", "de": "und"}


def join(items, lang) -> str:
    """"a, b and c" in ``lang``: the one list join of every game (empty items left out)."""
    items = [x for x in items if x]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {AND[lang_of(lang)]} " + items[-1]


def plural_category(n, lang) -> str:
    """The plural category of ``n`` in ``lang``, as CLDR names them: English and German have "one" (exactly 1)
    and "other" (a language with more, as Polish "few" and "many", adds its rule here)."""
    return "one" if n == 1 else "other"


def plural(forms: dict, n, lang, **kw) -> str:
    """The form of ``forms`` (``{"one": …, "other": …}``, one text per plural category) for ``n``, formatted
    with ``n`` and ``kw``: the one plural helper of every game."""
    return forms[plural_category(n, lang)].format(n=n, **kw)


def lang_of(lang) -> str:
    """``lang`` if it is one the app speaks, else English."""
    return lang if lang in LANGS else DEFAULT


class Texts:
    """A table of strings per language (``en`` and ``de``), looked up by key.

    Values are strings (formatted with ``str.format`` when arguments are given), or lists and dicts of
    strings (returned as they are, for names by id)."""

    made: list = []    # every table created (the i18n test checks them all)

    __slots__ = ("name", "tables")

    def __init__(self, name: str, **tables):
        missing = [lang for lang in LANGS if lang not in tables]
        if missing:
            raise ValueError(f"texts {name!r}: no table for {missing}")
        self.name = name
        self.tables = {lang: tables[lang] for lang in LANGS}
        Texts.made.append(self)

    def table(self, lang) -> dict:
        return self.tables[lang_of(lang)]

    def __call__(self, lang, key, **kw):
        value = self.tables[lang_of(lang)].get(key)
        if value is None:
            value = self.tables[DEFAULT][key]      # a missing key is a KeyError: a bug, never shown raw
        if kw and isinstance(value, str):
            return value.format(**kw)
        return value

    def __contains__(self, key):
        return key in self.tables[DEFAULT]

    def __repr__(self):
        return f"Texts({self.name!r}, {len(self.tables[DEFAULT])} keys)"


def address(text: str, name, lang, texts: Texts) -> str:
    """``text``, said about a turn of the player called ``name``, with its verbs turned to the second person when
    that name is the word for "you" (``YOU``): "Du legte …" becomes "Du legtest …".  ``texts``' key
    ``you_forms`` holds the game's "third>second" pairs of the verbs its turn sentences use ("legte>legtest
    nahm>nahmst"), empty where the language needs none (English: "You placed" agrees as it is).  Whole words
    only, and only the game's own verbs: a game lists none whose subject may be something else ("the tile fits
    nowhere")."""
    if name != YOU[lang_of(lang)]:
        return text
    forms = texts(lang, "you_forms")
    if not forms:
        return text
    pattern, pairs = _you_forms(forms)
    return pattern.sub(lambda m: pairs[m.group(1)], text)


@lru_cache(maxsize=16)
def _you_forms(forms: str):
    pairs = dict(p.split(">", 1) for p in forms.split())
    words = "|".join(re.escape(w) for w in sorted(pairs, key=len, reverse=True))
    return re.compile(rf"\b({words})\b"), pairs


def of(texts: Texts, lang, key, name, **kw) -> str:
    """``texts``' ``key`` about the player called ``name`` ("Pond of {name}"), or its ``<key>_you`` variant when
    that name is the word for "you" (``YOU``): "Your pond", "Dein Teich", not "Pond of You", "Teich von Du"."""
    if name == YOU[lang_of(lang)] and f"{key}_you" in texts:
        return texts(lang, f"{key}_you", **kw)
    return texts(lang, key, name=name, **kw)


def pick(value, lang) -> str:
    """One language's text of a ``{"en": ..., "de": ...}`` value (INFO titles, option labels); English when
    that language is missing; a plain string as it is."""
    if isinstance(value, dict):
        return value.get(lang_of(lang)) or value.get(DEFAULT) or ""
    return "" if value is None else str(value)


def both(texts: Texts, key, **kw) -> dict:
    """``{"en": ..., "de": ...}`` of one key (for declarations that carry both languages, such as options)."""
    return {lang: texts(lang, key, **kw) for lang in LANGS}
