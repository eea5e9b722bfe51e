"""The one engine contract that every Pondside game implements.

A game is an object (a subclass of :class:`Game`) whose methods are pure
functions over *states*.  A state is plain JSON data (a ``dict``) so that it can
be saved, shared and compared; the game's methods never mutate a state they are
given.  A whole game is fully described by ``(players, seed, options, actions)``:
:meth:`Game.replay` rebuilds the state from those, which is what saves, undo,
replays and share links are built on.

Every state holds these common keys (games add their own beside them)::

    schema   int   the game's state schema version (``Game.schema``)
    game     str   the game's registry name
    players  list  one dict per seat: {"name": str}
    seed     int   the seed the game was created with
    options  dict  the complete, validated options (defaults filled in)
    rng      int   the state of the seeded generator (see :class:`Rng`)
    actions  list  every action applied so far, in order
    to_move  int|None  the seat to act, None when the game is over

No engine module imports anything of the browser (``js``/``pyscript``).
"""
from __future__ import annotations

import importlib
import json
import re
import unicodedata
from typing import Protocol

MASK64 = (1 << 64) - 1
MAX_SEED_CHARS = 64
_SETUP_READ: dict = {}     # (game, position text, lang) -> its data, read once (Game.setup_data)
MAX_STATE_CHARS = 2_000_000


class IllegalAction(ValueError):
    """An action that the rules forbid.  The message names the rule."""


class BadState(ValueError):
    """A state (a save, a link) that breaks an invariant of its game."""


class PositionError(ValueError):
    """A position (a text a person wrote, an editor's board) that the rules do not allow.  The message names
    the rule in player words; ``line``: the line of the text it is about (1-based), or None."""

    LINE = {"en": "line {n}: ", "de": "Zeile {n}: "}

    def __init__(self, message: str, line: int | None = None, lang: str = "en"):
        self.message = message
        self.line = line
        prefix = self.LINE.get(lang, self.LINE["en"]).format(n=line) if line else ""
        super().__init__(prefix + message)


# --------------------------------------------------------------------------- rng
class Rng:
    """A small seeded generator whose whole state is one JSON integer.

    splitmix64: fast, good enough for shuffles, and trivially serialisable, so
    a state can carry it and every draw is reproducible from the seed.
    """

    __slots__ = ("state",)

    def __init__(self, state: int):
        self.state = int(state) & MASK64

    @classmethod
    def from_seed(cls, seed) -> "Rng":
        s = 0x9E3779B97F4A7C15
        for ch in str(seed):
            s = ((s ^ ord(ch)) * 0x100000001B3) & MASK64
        r = cls(s)
        r.next64()
        return r

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no bias)."""
        if n <= 0:
            raise ValueError("below() needs n >= 1")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, seq: list) -> list:
        """Shuffle ``seq`` in place (Fisher–Yates) and return it."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]
        return seq


# ------------------------------------------------------------------------ helpers
class LazyModule:
    """A module imported on its first use: ``POS = LazyModule(__package__ + ".position")`` in an engine, whose
    position text (hundreds of lines: parser, names, checks) only a set-up position or a share needs, so that
    opening a game (or drawing an embed's board for another frame) does not import it."""

    __slots__ = ("_name", "_module")

    def __init__(self, name: str):
        self._name = name
        self._module = None

    def __getattr__(self, attr):
        module = self._module
        if module is None:
            import importlib
            module = self._module = importlib.import_module(self._name)
        return getattr(module, attr)


def clone(x):
    """A deep copy of JSON data (dicts, lists, scalars); much faster than deepcopy."""
    t = type(x)
    if t is dict:
        return {k: clone(v) for k, v in x.items()}
    if t is list:
        return [clone(v) for v in x]
    return x


def copy_state(state: dict) -> dict:
    """Copy a state for :meth:`Game.apply`: everything deep-copied except the
    action record, whose (never mutated) entries are shared with the old state."""
    return {k: (list(v) if k == "actions" else clone(v)) for k, v in state.items()}


MAX_JSON_DEPTH = 40
_JSON_STRINGS = re.compile(r'"[^"]*"')     # (after escapes are gone: no alternation, no backtracking)
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")


def json_depth(text: str) -> int:
    """The deepest nesting of arrays and objects in JSON text (strings skipped), without parsing it: a crafted
    ``[[[…]]]`` would otherwise overflow the parser's stack (in the browser, the whole runtime's).

    Escaped backslashes and quotes are dropped first, so strings are plain ``"…"`` runs that a linear scan
    skips (a pattern with an alternation per character took seconds and 200 MB on a 1.9 MB string).  Only
    backslashes and quotes are dropped, never a bracket, and a backslash outside a string is where the
    parser itself stops: the count is never below what the parser would descend."""
    if "\\" in text:
        text = text.replace("\\\\", "").replace('\\"', "")
    depth = top = 0
    for ch in _NOT_BRACKETS.sub("", _JSON_STRINGS.sub("", text)):
        if ch in "[{":
            depth += 1
            if depth > top:
                top = depth
        else:
            depth -= 1
    return top


def loads(text, max_chars: int, max_depth: int = MAX_JSON_DEPTH):
    """Untrusted JSON text, bounded in size and nesting before it is parsed.  Raises :class:`BadState`."""
    if not isinstance(text, str):
        raise BadState("the data is not text")
    if len(text) > max_chars:
        raise BadState(f"it is too long ({len(text)} characters; at most {max_chars})")
    if ("[" in text or "{" in text) and json_depth(text) > max_depth:
        raise BadState(f"it is nested too deeply (more than {max_depth} levels)")
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise BadState("it is damaged (it is not readable data)") from None


def dumps(data) -> str:
    """Canonical JSON text: equal data gives equal text."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


# The most seats any table may have, checked before anything is built from a count or a list of players (a
# link that names a billion players is refused at once, not after building a billion of them)
MAX_SEATS = 8


def normalize_players(players, most=MAX_SEATS) -> list:
    """Accept a count, a list of names or a list of ``{"name": ...}`` dicts, of at most ``most`` seats."""
    if isinstance(players, bool) or not isinstance(players, (int, list, tuple)):
        raise ValueError("players must be a count or a list")
    n = players if isinstance(players, int) else len(players)
    if not 0 < n <= most:
        raise ValueError(f"a table has 1 to {most} players, not {n}")
    if isinstance(players, int):
        return [{"name": f"Player {i + 1}"} for i in range(players)]
    out = []
    for i, p in enumerate(players):
        if isinstance(p, str):
            out.append({"name": p[:40]})
        elif isinstance(p, dict):
            name = p.get("name", f"Player {i + 1}")
            if not isinstance(name, str):
                raise ValueError("a player's name must be text")
            q = {k: v for k, v in p.items() if k in ("name", "kind", "colour", "bot")}
            q["name"] = name[:40]
            if q.get("kind", "human") not in ("human", "computer"):
                raise ValueError("a player is a person or a computer")
            if "bot" in q and not (isinstance(q["bot"], str) and 0 < len(q["bot"]) <= 40):
                raise ValueError("a computer player's level must be a short name")
            if "colour" in q and not (isinstance(q["colour"], str) and len(q["colour"]) <= 20):
                raise ValueError("a player's colour must be a short name")
            out.append(q)
        else:
            raise ValueError("each player must be a name or a dict")
    return out


# --------------------------------------------------------------------------- info
class GameInfo:
    """A game's cheap declaration: what the registry and the home shelf need, readable without importing
    the game's engine.  Each game package's ``__init__.py`` holds one as ``INFO``; the engine's
    :class:`Game` subclass names it as its ``info`` and takes its name, titles and player counts from it."""

    __slots__ = ("name", "title", "description", "min_players", "max_players", "hidden_information")

    def __init__(self, name, *, title, description, min_players, max_players, hidden_information=False):
        self.name = name
        self.title = dict(title)                  # {"en": ..., "de": ...}
        self.description = dict(description)
        self.min_players = min_players
        self.max_players = max_players
        self.hidden_information = hidden_information

    def __repr__(self):
        return f"GameInfo({self.name!r}, {self.min_players}-{self.max_players} players)"


# ------------------------------------------------------------------------ options
class Option:
    """One named game option: JSON data with a documented default.

    ``assumed`` marks an option whose default is our reading of a point the
    printed rules leave open ([ASSUMED]/[PLACEHOLDER] in the digests); the rules
    page lists those so that a player who owns the rules can switch them.
    """

    GROUPS = ("main", "module", "house")

    def __init__(self, key, default, choices=None, *, label=None, help=None, choice_labels=None,
                 assumed=False, kind=None, minimum=None, maximum=None, group=None, shown_if=None, words=None):
        self.key = key
        self.default = default
        self.choices = list(choices) if choices is not None else None
        self.label = label or {"en": key}
        self.help = help or {}
        # what a player reads for each choice: {choice: {"en": ..., "de": ...}} (keys are str(choice))
        self.choice_labels = {str(c): dict(v) for c, v in (choice_labels or {}).items()}
        self.assumed = assumed
        self.kind = kind or (
            "bool" if isinstance(default, bool)
            else "choice" if self.choices is not None
            else "int" if isinstance(default, int)
            else "list" if isinstance(default, list)
            else "str")
        self.minimum = minimum
        self.maximum = maximum
        # where the new-game dialog shows it: "main" (at the top), "module" (a module or variant of the box:
        # Sundials, the variant for younger children), "house" (a point the printed rules leave open: in the
        # closed "House rules" section; every assumed option is one)
        self.group = group or ("house" if assumed else "main")
        if self.group not in self.GROUPS:
            raise ValueError(f"option {key!r}: group must be one of {self.GROUPS}")
        # shown_if(options, n_players) -> bool: whether the option applies to this table (the dialog hides it
        # otherwise, e.g. a solo rival with two players); None: always
        self.shown_if = shown_if
        # a position text's words for each value (its ``options:`` line): {value: phrase or {lang: phrase}},
        # written in English (the format's words) and read in any language given (pondside/position.py)
        self.words = {str(v): (dict(w) if isinstance(w, dict) else {"en": w}) for v, w in (words or {}).items()}

    def applies(self, options: dict, n_players: int) -> bool:
        return self.shown_if is None or bool(self.shown_if(options, n_players))

    def check(self, value):
        # in player words (the option's English label, its choices' labels) and never echoing the value a
        # crafted link carried: "12.0" or a 2 MB text is not something to show a player
        name = f"the option “{self.label.get('en', self.key)}”"
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise ValueError(f"{name} must be on or off")
        elif self.choices is not None and self.kind != "list":
            # the same type as a choice too: 12.0 is not 12, True is not 1 (a crafted link must not pass)
            if not any(type(value) is type(c) and value == c for c in self.choices):
                raise ValueError(f"{name} must be one of: {self._choice_words()}")
        elif self.kind == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"{name} must be a whole number")
            if self.minimum is not None and value < self.minimum:
                raise ValueError(f"{name} must be at least {self.minimum}")
            if self.maximum is not None and value > self.maximum:
                raise ValueError(f"{name} must be at most {self.maximum}")
        elif self.kind == "list":
            if not isinstance(value, list):
                raise ValueError(f"{name} must be a list of choices")
            if self.choices is not None:
                bad = [v for v in value if not any(type(v) is type(c) and v == c for c in self.choices)]
                if bad:
                    raise ValueError(f"{name} may only hold: {self._choice_words()}")
        return value

    def _choice_words(self) -> str:
        return ", ".join(self.choice_label(c) for c in self.choices)

    def choice_label(self, choice, lang="en") -> str:
        """A choice in the player's words (``lang``, else English); the raw value only if none was given
        (tests/contract/test_options.py requires a label for every choice of every game)."""
        names = self.choice_labels.get(str(choice))
        if names:
            return names.get(lang) or names.get("en") or str(choice)
        return str(choice)

    def values(self) -> list:
        """Every value a player can choose (a yes-or-no option's two; empty for a number or a list)."""
        return [True, False] if self.kind == "bool" else list(self.choices or []) if self.kind != "list" else []

    def word(self, value, lang="en") -> str:
        """The position text's phrase for ``value`` (``lang``, else English)."""
        names = self.words[str(value)]
        return names.get(lang) or names["en"]

    def describe(self) -> dict:
        return {"key": self.key, "default": self.default, "choices": self.choices,
                "label": self.label, "help": self.help, "choice_labels": self.choice_labels,
                "assumed": self.assumed,
                "kind": self.kind, "min": self.minimum, "max": self.maximum}


def defaults(options) -> dict:
    """Each option's default, by key (fresh copies): ``defaults(OPTIONS)``, the one spelling of it."""
    return {o.key: clone(o.default) for o in options}


def non_default(options, values: dict) -> dict:
    """The values that differ from their option's default, in the options' order (what a position text or a
    link needs to say; a key no option has is left out)."""
    return {o.key: values[o.key] for o in options if o.key in values and values[o.key] != o.default}


def norm(text: str) -> str:
    """A name as a position's text compares it: lower case, accents kept, runs of spaces, hyphens and
    underscores made one space (``"Red-Koi  with 2 babies"`` → ``"red koi with 2 babies"``)."""
    text = unicodedata.normalize("NFC", str(text)).strip().lower()
    return re.sub(r"[\s_\-]+", " ", text)


def player_names(state) -> list:
    """The players' names of ``state`` as a position can write them: a name is chosen freely at the table
    ("Mum, Dad", "Jo: #1"), but in a position text a comma separates names, a colon ends a key and ``#`` starts
    a comment, so each of those becomes a space (runs of spaces made one); a name left empty is "Player n",
    and one that would now be another's twin gets its seat's number."""
    out, seen = [], set()
    for i, p in enumerate(state["players"]):
        name = re.sub(r"\s+", " ", re.sub(r"[,:#]", " ", str(p["name"]))).strip()[:40] or f"Player {i + 1}"
        if norm(name) in seen:
            name = f"{name[:36]} {i + 1}"
        seen.add(norm(name))
        out.append(name)
    return out


class Positions(Protocol):
    """The contract of every game's ``position.py`` (a module, not a class: ``Game.positions()`` imports it),
    the same five functions with the same parameters in every game (``tests/contract/test_positions.py``).
    Position *data* is a dict: ``players`` (the names as the text writes them), ``options`` (those that differ
    from their defaults) and the game's own keys, ``DATA_KEYS``.  A game keeps its starting position as the
    canonical text (``write`` of the data), never as data."""

    DATA_KEYS: tuple

    def parse(self, text: str, lang: str = "en") -> dict:
        """The data of a position text; every rule a position can break is checked (``check``), and a
        :class:`PositionError` names the rule and the line, in ``lang``."""

    def write(self, data: dict) -> str:
        """The canonical text of position data (English words): ``parse(write(d)) == d``."""

    def check(self, start: dict, names: list, options: dict, lang: str, lines: dict) -> dict:
        """The rules of the game for ``start`` (the data without players and options) at a table of
        ``names`` with the full ``options``; ``lines``: where the text wrote each part.  Returns the start
        complete and canonical.  Called by ``parse`` only."""

    def of_state(self, state: dict) -> dict:
        """The position data of ``state`` (where the game's ``can_write`` allows one)."""

    def install(self, state: dict, start: dict, rng: Rng, lang: str = "en") -> None:
        """Set a freshly set-up ``state`` to ``start`` (what ``parse`` gave, without players and options),
        dealing what it leaves out with ``rng``."""


# what a game's starting position, as a record keeps it, can get wrong (Game.setup_data)
_SETUP_WORDS = {
    "en": {"not_text": "a position must be text",
           "data_players": "a game's starting position is kept without its players and options",
           "damaged": "the starting position is damaged: it cannot be read",
           "unknown_part": "the starting position is damaged: a position of this game has no “{part}”",
           "other_players": "the starting position is for {n} players, the game for {m}",
           "other_options": "the starting position names other options than the game's"},
    "de": {"not_text": "eine Stellung muss ein Text sein",
           "data_players": "die Startstellung eines Spiels steht ohne seine Spieler und Optionen da",
           "damaged": "die Startstellung ist beschädigt: sie lässt sich nicht lesen",
           "unknown_part": "die Startstellung ist beschädigt: eine Stellung dieses Spiels hat kein „{part}“",
           "other_players": "die Startstellung ist für {n} Spieler, das Spiel für {m}",
           "other_options": "die Startstellung nennt andere Optionen als das Spiel"},
}


def _setup_error(lang: str, which: str, **kw) -> PositionError:
    return PositionError(_SETUP_WORDS.get(lang, _SETUP_WORDS["en"])[which].format(**kw), lang=lang)


# --------------------------------------------------------------------------- game
class Game:
    """Base class of every game.  Subclasses set the class attributes and
    implement :meth:`setup`, :meth:`legal_actions`, :meth:`step`,
    :meth:`scores` and :meth:`view`; the rest of the contract is built here.
    """

    info: GameInfo | None = None    # the package's INFO: name, titles and player counts come from it
    name = "?"
    title = {"en": "?"}
    description = {"en": ""}
    min_players = 1
    max_players = 1
    schema = 1
    hidden_information = False
    # the longest record a save or a link may hold: a game that is still legal past this (a memory game's
    # flips can repeat forever) is refused with a clear message rather than replayed for minutes
    max_actions = 1000
    options_spec: list = []
    # option presets shown as main option sets (name -> partial options)
    presets: dict = {"default": {}}

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        info = cls.__dict__.get("info")
        if info is not None:       # one declaration: the engine repeats nothing of its INFO
            for key in GameInfo.__slots__:
                setattr(cls, key, getattr(info, key))

    # ---------------------------------------------------------------- options
    def default_options(self) -> dict:
        return defaults(self.options_spec)

    def check_options(self, options, n_players=None) -> dict:
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise ValueError("options must be a JSON object")
        known = {o.key: o for o in self.options_spec}
        unknown = sorted(set(options) - set(known))
        if unknown:
            raise ValueError(f"it asks for options {self.title.get('en', self.name)} does not have")
        out = self.default_options()
        for k, v in options.items():
            out[k] = known[k].check(v)
        return out

    # ---------------------------------------------------------------- creation
    def new_game(self, players, seed, options=None, start=None, lang="en") -> dict:
        """A fresh state.  ``start``: a position of this game (its ``position.py``: the data of a set-up
        position without its players and options) that the game is set to after its usual set-up, checked by
        the rules (:class:`PositionError` names the rule it breaks); the state keeps it as ``"setup"``, so
        that a replay, a save or a link begins from it.  ``lang``: the language of that error."""
        # the count first, before any seat is built from it (a link may name a billion players)
        count = players if type(players) is int else len(players) if isinstance(players, (list, tuple)) else None
        if count is not None and not self.min_players <= count <= self.max_players:
            raise ValueError(f"{self.title.get('en', self.name)} is for {self.min_players}–{self.max_players} "
                             f"players, not {count}")
        players = normalize_players(players, max(self.max_players, 1))
        n = len(players)
        if not self.min_players <= n <= self.max_players:
            raise ValueError(f"{self.title.get('en', self.name)} is for {self.min_players}–{self.max_players} "
                             f"players, not {n}")
        if not isinstance(seed, (int, str)) or isinstance(seed, bool):
            raise ValueError("seed must be a whole number or text")
        if isinstance(seed, str) and len(seed) > MAX_SEED_CHARS or isinstance(seed, int) and abs(seed) >= 1 << 63:
            raise ValueError(f"the seed is too long (at most {MAX_SEED_CHARS} characters, or a 63-bit number)")
        opts = self.check_options(options, n)
        state = {
            "schema": self.schema,
            "game": self.name,
            "players": players,
            "seed": seed,
            "options": opts,
            "rng": Rng.from_seed(seed).state,
            "actions": [],
            "to_move": 0,
        }
        rng = Rng(state["rng"])
        self.setup(state, rng)
        if start is not None:
            self.setup_position(state, start, rng, lang)
        state["rng"] = rng.state
        return state

    def positions(self):
        """The game's position module (``games/<name>/position.py``): the :class:`Positions` contract, the same
        five functions with the same signatures in every game (docs/engine.md)."""
        return importlib.import_module(f"{__package__}.games.{self.name}.position")

    def setup_position(self, state: dict, start, rng: Rng, lang: str = "en") -> None:
        """Set a freshly set-up ``state`` (players and options in place) to the position ``start``, in place:
        its text (what a record keeps), or its data without players and options (a record from before
        positions were kept as text, a test).  It is read as a person's text is, every rule checked with
        :class:`PositionError` naming the one it breaks, in ``lang``; hidden parts it leaves out (a deck's
        order) are dealt with ``rng`` (``install``).  The state keeps the position's canonical text as
        ``"setup"``, so that a replay, a save or a link begins from it."""
        pos = self.positions()
        data = self.setup_data({"game": self.name, "players": state["players"], "options": state["options"],
                                "setup": start}, lang)
        pos.install(state, {k: v for k, v in data.items() if k not in ("players", "options")}, rng, lang)
        state["setup"] = pos.write(data)

    def setup_data(self, state: dict, lang: str = "en") -> dict | None:
        """The position data ``state`` began from (``"setup"``: its text, or its data in a record from before
        positions were kept as text), read and checked as :meth:`setup_position` reads it; None: the game
        began with the usual set-up.  The same text is read once (a replay, an undo, a save begin there)."""
        start = state.get("setup")
        if start is None:
            return None
        pos = self.positions()
        names = player_names(state)
        options = non_default(self.options_spec, state["options"])
        if isinstance(start, dict):
            # position data: written as its text first, so that the text's reading is the only check
            if "players" in start or "options" in start:
                raise _setup_error(lang, "data_players")
            unknown = [k for k in start if k not in pos.DATA_KEYS]
            if unknown:
                raise _setup_error(lang, "unknown_part", part=str(unknown[0])[:40])
            try:
                start = pos.write(dict(clone(start), players=names, options=options))
            except (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError):
                raise _setup_error(lang, "damaged") from None
        elif not isinstance(start, str):
            raise _setup_error(lang, "not_text")
        key = (self.name, start, lang)
        data = _SETUP_READ.get(key)
        if data is None:
            try:
                data = pos.parse(start, lang)
            except PositionError as e:
                # the rule it breaks, without a line: the text is the game's own, not one the player wrote
                raise PositionError(e.message, None, lang) from None
            if len(_SETUP_READ) >= 64:
                _SETUP_READ.pop(next(iter(_SETUP_READ)))
            _SETUP_READ[key] = data
        if len(data["players"]) != len(names):
            raise _setup_error(lang, "other_players", n=len(data["players"]), m=len(names))
        try:
            same = self.check_options(data["options"], len(names)) == state["options"]
        except ValueError:
            same = False
        if not same:
            raise _setup_error(lang, "other_options")
        return clone(data)

    def position_of(self, state) -> dict:
        """The position of ``state`` as its game's position data (``players``, ``options`` and the game's own
        keys): :meth:`from_position` of it gives a state with the same board, hands and turn
        (``position.of_state``)."""
        return self.positions().of_state(state)

    def from_position(self, data: dict, seed=0, lang="en") -> dict:
        """A new state from position data (``players``: names, ``options``: the options that differ from
        their defaults, the rest: the game's ``start``).  Raises :class:`PositionError` (in ``lang``)."""
        if not isinstance(data, dict):
            raise PositionError("a position must be a JSON object")
        start = {k: v for k, v in data.items() if k not in ("players", "options")}
        try:
            return self.new_game(data.get("players") or self.min_players, seed, data.get("options"),
                                 start=start, lang=lang)
        except PositionError:
            raise
        except ValueError as e:     # the players or options the position names (in the shell's words)
            raise PositionError(str(e), lang=lang) from None

    def setup(self, state: dict, rng: Rng) -> None:  # pragma: no cover - abstract
        """Fill in the game-specific part of a fresh state (in place)."""
        raise NotImplementedError

    # ------------------------------------------------------------------- play
    def to_move(self, state) -> int | None:
        return state["to_move"]

    def is_over(self, state) -> bool:
        return state["to_move"] is None

    def legal_actions(self, state) -> list:  # pragma: no cover - abstract
        raise NotImplementedError

    def step(self, state: dict, action, rng: Rng) -> None:  # pragma: no cover
        """Apply a legal action to ``state`` in place."""
        raise NotImplementedError

    def why_illegal(self, state, action, lang="en") -> str:
        """Name the rule that forbids ``action``, in player words in ``lang`` (an IllegalAction carries the
        English; the app asks again in the player's language).  Games override this to give the specific
        rule; this generic text is the fallback."""
        if self.is_over(state):
            return "Game over: no more actions can be taken"
        return (f"Not a legal action now ({action!r}); the seat to move is "
                f"{state['to_move']} and has {len(self.legal_actions(state))} legal actions")

    def check_action(self, state, action) -> None:
        if self.is_over(state):
            raise IllegalAction("Game over: no more actions can be taken")
        if action not in self.legal_actions(state):
            raise IllegalAction(self.why_illegal(state, action))

    def apply(self, state, action, *, check=True) -> dict:
        """Return the state after ``action``; ``state`` itself is untouched.

        Raises :class:`IllegalAction` (naming the rule) for an illegal action.
        """
        if check:
            self.check_action(state, action)
        new = copy_state(state)
        action = clone(action)
        rng = Rng(new["rng"])
        self.step(new, action, rng)
        new["rng"] = rng.state
        new["actions"].append(action)
        return new

    def apply_fast(self, state, action) -> dict:
        """Mutating apply for playouts inside bots: no legality check, no copy.
        Only for states the caller owns."""
        rng = Rng(state["rng"])
        self.step(state, action, rng)
        state["rng"] = rng.state
        state["actions"].append(action)
        return state

    def replay(self, players, seed, options, actions, states: list | None = None, start=None) -> dict:
        """The state after ``actions``, each checked by the rules.  ``states``: a list that receives every
        state on the way, the first included (an opened game's history, without replaying it again).
        ``start``: the position the game began from (:meth:`new_game`)."""
        state = self.new_game(players, seed, options, start=start)
        if states is not None:
            states.append(state)
        for i, a in enumerate(actions):
            try:
                state = self.apply(state, a)
            except IllegalAction as e:
                raise IllegalAction(f"action {i + 1} of the replay: {e}") from None
            if states is not None:
                states.append(state)
        return state

    def replay_state(self, state, upto=None) -> dict:
        """Rebuild ``state`` from its own record, optionally after only the
        first ``upto`` actions (used by undo and the replay viewer)."""
        acts = state["actions"] if upto is None else state["actions"][:upto]
        return self.replay(state["players"], state["seed"], state["options"], acts, start=state.get("setup"))

    # ---------------------------------------------------------------- scoring
    def scores(self, state) -> list:  # pragma: no cover - abstract
        raise NotImplementedError

    def winners(self, state) -> list:
        """Seats that won (several on a shared win); empty while not over."""
        if not self.is_over(state):
            return []
        sc = self.scores(state)
        best = max(sc)
        return [i for i, s in enumerate(sc) if s == best]

    # ------------------------------------------------------------------- json
    def to_json(self, state) -> str:
        return dumps(state)

    def from_json(self, text) -> dict:
        data = loads(text, MAX_STATE_CHARS)
        if not isinstance(data, dict):
            raise BadState("a saved game must be a JSON object")
        if data.get("game") != self.name:
            raise BadState(f"it is not a game of {self.title.get('en', self.name)}")
        data = self.migrate(data)
        self.validate(data)
        return data

    def migrate(self, data: dict) -> dict:
        """Bring an older schema up to date.  The default knows only the
        current schema; games add steps as their schema grows."""
        if data.get("schema") != self.schema:
            raise BadState(f"it was saved in a form this version of {self.title.get('en', self.name)} "
                           "does not read")
        return data

    def validate(self, state) -> None:
        """Check the invariants of ``state``; raise :class:`BadState` if broken.

        The default checks the common keys and that the state is exactly what
        replaying its own record gives (which catches any tampering); games
        add their own invariant checks in :meth:`check_invariants`.
        """
        for key in ("schema", "game", "players", "seed", "options", "rng", "actions", "to_move"):
            if key not in state:
                raise BadState("it is incomplete (a part of the game is missing)")
        if not isinstance(state["actions"], list):
            raise BadState("its moves are not a list")
        tm = state["to_move"]
        if tm is not None and (not isinstance(tm, int) or not 0 <= tm < len(state["players"])):
            raise BadState("it names a player to move who is not at the table")
        if "setup" in state and not isinstance(state["setup"], (str, dict)):
            raise BadState("its starting position is damaged")
        self.check_invariants(state)
        try:
            rebuilt = self.replay_state(state)
        except PositionError as e:
            raise BadState(f"its starting position breaks a rule: {e}") from None
        except (IllegalAction, ValueError) as e:
            raise BadState(f"its moves do not replay under the rules: {e}") from None
        if dumps(rebuilt) != dumps(state):
            raise BadState("the state does not match its own action record (tampered or corrupt)")

    def check_invariants(self, state) -> None:
        """Game-specific invariants (every card accounted for once, ...)."""

    # ------------------------------------------------------------------- views
    def view(self, state, seat) -> dict:  # pragma: no cover - abstract
        """What ``seat`` may know, as JSON data.  ``seat`` None = a spectator."""
        raise NotImplementedError

    def plant_secret(self, state, token):
        """For the contract suite: return ``(state2, allowed_seats)`` where
        ``state2`` is ``state`` with the string ``token`` planted in a piece of
        hidden information that only ``allowed_seats`` may know, or ``None``
        when the state has no hidden information right now."""
        return None

    def determinize(self, view, seat, rng: Rng) -> dict:
        """A full state consistent with ``view`` (hidden parts sampled with
        ``rng``), for search bots.  Games with no hidden information may
        rebuild the state straight from the view."""
        raise NotImplementedError

    # -------------------------------------------------------------- undo / log
    def reveals(self, before, action, after) -> bool:
        """True when ``action`` revealed hidden information or drew at random,
        so it cannot be taken back (Board Game Arena's undo policy)."""
        return before["rng"] != after["rng"]

    def log_line(self, before, action, lang="en") -> str:
        return f"{before['players'][before['to_move']]['name']}: {action}"

    # ------------------------------------------------------- what a move did
    def changes(self, before, action, after, seat) -> list:
        """The pieces ``action`` took, placed, moved, flipped, captured or drew, as ids that the game's view
        puts in ``data-piece`` attributes; the view marks those in ``ctx["changed"]`` with ``data-changed``.
        Seen by ``seat`` (None: a spectator): a piece hidden from that seat is named by where it went (say
        ``"hand:1"``), never by what it is.  Pure.  This default marks nothing: every game implements it
        (tests/contract/test_changes.py requires most moves to mark their pieces, each id drawn and marked by
        the view, and no id to carry a secret)."""
        return []

    def moves(self, before, action, after, seat) -> list:
        """How the pieces of ``action`` travel on screen, as ``seat`` sees it: ``[(from, to), ...]`` where
        ``from`` is a ``data-piece`` id of the view before the move and ``to`` one of the view after it (the
        same id when a piece keeps its id as it moves, as a Koi-Koi card does).  The page flies the piece drawn
        at ``to`` from where ``from`` was; ``from`` may name a place that stays (``"deck"``, ``"hand:1"``:
        the other player's face-down hand) and ``to`` one that has gone (a discard: it fades where it was).
        A third element ``"token"`` flies a copy of ``from`` to ``to`` and lets it go (coins paid into the
        bank).  Pure; nothing in it may be hidden from ``seat`` (ids only, as ``changes``).  The default moves
        each changed piece from where it was to where it is."""
        return [(p, p) for p in self.changes(before, action, after, seat)]

    def stages(self, before, action, after) -> list:
        """The states between ``before`` and ``after`` that a person watching sees one at a time, when one
        action does several things in turn (Koi-Koi's play, capture, then the draw from the deck): full states
        the view can draw (they need not be legal to act from: nobody acts until the last one), without
        ``after`` itself.  The page shows each for a beat at the player's speed.  Default: none."""
        return []

    def own_news(self, before, action, after) -> bool:
        """True when a seat's own move did something it did not choose (a card drawn from the deck and where
        it went): the status line then says that move of the seat's own, in ``turn_summary``'s words, as it says
        the other seats' moves.  Default False."""
        return False

    def sound(self, before, action, after) -> str | None:
        """The sound an action makes when sounds are on: ``"capture"`` (a capture, a match, a koi bought),
        ``"call"`` (a koi call, a bonus), or None (most moves: silence)."""
        return None

    def score_table(self, state, lang="en") -> list:
        """How the points were made, for the end screen's table: ``[(row label, [value per seat]), ...]`` in
        the game's own terms ("Koi groups", "Flowers"); the shell adds the players' names above and the totals
        (``scores``) below.  Empty when the game's points are the scores alone."""
        return []

    def turn_summary(self, steps, seat, lang="en") -> str:
        """One seat's turn in words for the status line, as ``seat`` may know it: ``steps`` is that turn's
        ``[(before, action, after), ...]`` in order.  With the player's name, in the player's language,
        e.g. "Computer took the red koi and the turtle, placed them and scored 6".  The default joins the
        log lines; games say it better."""
        return "; ".join(self.log_line(b, a, lang) for b, a, _ in steps)

    def result_lines(self, state, lang="en") -> list:
        """The end screen's lines, one per seat in seat order: what that seat achieved, in the game's terms
        and with the player's name ("Ann reached the temple and opened the red lock", "Ben: 54 points").
        The shell shows them under its one "Game over" heading (a view shows no heading of its own)."""
        return [f"{p['name']}: {s}" for p, s in zip(state["players"], self.scores(state))]

    def pause_after(self, before, action, after) -> bool:
        """True when a person watching must see what this action showed before play goes on, and the app
        waits for their Continue: a memory game's non-matching flips, a round's or a month's summary.
        Asked for actions of the other seats (the computer's, another person's)."""
        return False


# ------------------------------------------------------------------ bot thinking
# The time a computer decision (or a Hint) may think in the browser before it is asked to decide with what it
# has: a phone's slower core must not make a person wait more than about a second (benchmark: bench/run.py).
THINK_BUDGET_MS = 700


def think(bot, game, view, legal, rng):
    """A generator that runs one bot decision in slices.

    A bot that searches for long may carry a ``think`` attribute: a generator
    function with the bot's own signature that ``yield``s between chunks of work
    (each a few milliseconds) and ``return``s the chosen action.  Calling the bot
    itself must give the same action as running its ``think`` to the end with the
    same arguments.  A bot without ``think`` decides in one slice.  The browser
    drives this generator a slice at a time so that the page never freezes.

    A time budget: once a driver's budget is spent (:func:`run_think` with ``budget_ms``, the browser's
    session), it resumes the generator with ``send(True)`` at every later step instead of ``next``.  A
    search may test ``if (yield):`` at any of its yields and then return its best choice so far (an
    "anytime" search); a yield that ignores the value just goes on.  Without a budget (tests, replays of a
    bot's reasoning) nothing is ever sent, so a bot's choice depends only on its arguments.
    """
    slow = getattr(bot, "think", None)
    if slow is None:
        return bot(game, view, legal, rng)
    return (yield from slow(game, view, legal, rng))


def step_think(gen, hurry=False):
    """One step of a :func:`think` generator: ``(True, action)`` when it has decided, else ``(False, None)``.
    ``hurry``: the budget is spent (the generator is resumed with ``send(True)``; never its first step)."""
    try:
        if hurry:
            gen.send(True)
        else:
            next(gen)
    except StopIteration as stop:
        return True, stop.value
    return False, None


def run_think(gen, budget_ms=None, clock=None):
    """Drive a :func:`think` generator to the end and return its action; with ``budget_ms``, hurry it once
    that many milliseconds have passed (``clock``: milliseconds, default ``time.perf_counter``)."""
    if budget_ms is not None:
        import time
        clock = clock or (lambda: time.perf_counter() * 1000)
        deadline = clock() + budget_ms
    hurry = False                   # (never for the first step: a generator not yet started takes no value)
    while True:
        done, action = step_think(gen, hurry)
        if done:
            return action
        hurry = budget_ms is not None and clock() >= deadline


def sliced(think_fn):
    """Decorate a ``think`` generator function into a plain bot function that
    keeps the generator as its ``think`` attribute."""
    def bot(game, view, legal, rng):
        return run_think(think_fn(game, view, legal, rng))
    bot.think = think_fn
    bot.__name__ = getattr(think_fn, "__name__", "bot")
    bot.__doc__ = think_fn.__doc__
    return bot
