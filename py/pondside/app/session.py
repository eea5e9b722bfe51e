"""The app's state machine, pure: screens, the new-game dialog, the game and its history, selection, pass
screens, undo, what another seat just did, saves, links and embeds; its parts by concern live beside it
(``session_play``: the computer's turn and a move shown in stages; ``session_coach``, ``session_share``,
``session_editor``, ``session_table``).

It runs under CPython (tests/app/test_session.py drives whole games through it).  The browser layer
(static/pondside_browser.py) is a thin adapter: it turns DOM events into calls here (``nav``, ``act``,
``sel``, ``key``, ``tick`` …), puts ``html()`` into the page, gives the session a store for the browser's
storage, and carries out the effects the session asks for (``take_effects``): a timer, a copy to the
clipboard, a share sheet, a file to download.

Nothing here reads a clock or a random source of its own: both are passed in, so a test replays exactly.
"""
from __future__ import annotations

import json
import time
import urllib.parse

from .. import games
from ..core import BadState, IllegalAction
from ..ui.i18n import LANGS, MESSAGES_LANG
from ..ui.marks import read_marks
from . import assets, newgame, records, seats, shell
from .shell import caption_text
from .session_coach import CoachSession, _coach
from .session_editor import EditorSession, _editor
from .session_play import PlaySession
from .session_share import ShareSession
from .session_table import TableSession, _table
from .stores import KEY_SETTINGS, PREFIX, MemoryStore, save_key, table_key as _table_key  # noqa: F401
from .pace import (DEFAULT_SPEED, FIRST_THINK_MS, MAX_BOT_DELAY_MS, MAX_MOTIONS, MOTION_MS,  # noqa: F401
                   SLICE_MS, SPEEDS, STAGE_MS)
from .text import TEXT

MAX_HASH_CHARS = records.MAX_LINK_CHARS + 2_000
MAX_SETTINGS_CHARS = 4_000


SETTING_KEYS = ("lang", "current", "speed", "learning", "motion", "sound")


# ------------------------------------------------------------------ the address
def parse_hash(text) -> dict:
    """The ``#a=1&b=2`` part of the address as a dict of strings, bounded (a crafted address cannot make it
    big or slow): at most 40 parameters, keys of at most 20 characters, the whole at most about a share
    link's length.  Never raises."""
    text = str(text or "")
    if len(text) > MAX_HASH_CHARS:
        text = text[:MAX_HASH_CHARS]
    out = {}
    for part in text.lstrip("#").split("&")[:40]:
        if "=" not in part:
            continue
        k, v = part.split("=", 1)
        if 0 < len(k) <= 20 and k not in out:
            out[k] = v
    return out


def bounded_int(text, lo, hi, default):
    """A whole number from the address, or ``default`` when it is not one or lies outside [lo, hi]."""
    text = str(text or "")
    if not (0 < len(text) <= 12) or not text.isdigit():
        return default
    n = int(text)
    return n if lo <= n <= hi else default


# ------------------------------------------------------------------ the session
class Session(PlaySession, CoachSession, ShareSession, EditorSession, TableSession):
    """One page's app.  ``store``: get/set/remove/keys (``set`` returns False when the write failed).
    ``params``: the address's parameters (:func:`parse_hash`).  ``clock``: milliseconds, monotonic (for the
    thinking slices).  ``framed``: the full app is shown inside another site's frame (no ``embed=1``): it
    touches no storage and offers to open in its own tab.

    An embed (``embed=1``) takes options from the address (docs/wiki.md): ``lang=en|de`` its language,
    ``readonly=1`` a game to watch (no seat's view, no moves, the computer waits), ``step=<i>`` with a link's
    game the replay at that step, ``explain=1`` how the score stands under the board, ``caption=<text>`` a line
    above it."""

    def __init__(self, store=None, params=None, *, nav_lang="en", clock=None, framed=False, can_share=False,
                 base_url=""):
        self.params = dict(params or {})
        self.base_url = str(base_url).split("#")[0]
        self.embed = self.params.get("embed") == "1"
        self.framed = framed and not self.embed
        self.readonly = self.embed and self.params.get("readonly") == "1"
        self.explain = self.embed and self.params.get("explain") == "1"
        self.caption = caption_text(urllib.parse.unquote(self.params.get("caption", ""))) if self.embed else ""
        self.store = store if (store is not None and not self.embed and not self.framed) else MemoryStore()
        self.clock = clock or (lambda: time.perf_counter() * 1000)
        self.can_share = can_share
        self.effects = []
        self.bad = []
        self.message = None
        self.settings = self._read_settings()
        lang = self.settings.get("lang")
        if self.embed and self.params.get("lang") in LANGS:    # an embed's own language (the host chose it)
            lang = self.params["lang"]
        if lang not in LANGS:     # the browser's language, when the app speaks it
            lang = next((x for x in LANGS if str(nav_lang or "").lower().startswith(x)), LANGS[0])
        self.lang = lang
        self.screen = "home"
        self.prev_screen = "home"
        self.game = None
        self.state = None
        self.history = []
        self.ui = {}
        self.setup = None
        self.position_html = ""
        self.migrated = None         # an old Kōhaku position link's position in today's format: {"text"} or {"why"}
        self.editor = None           # the position editor's state (pondside.app.editor), on its screen
        self.marked = set()          # the pieces the sharer highlighted (a link's mark=; the Share panel's marks)
        self.link_game = False       # the game on screen came from a link: the player's save is kept apart
        self.compact = False
        self.last_saved = None
        self.thinker = None          # the running computer decision (a generator), a slice at a time
        self.thinker_state = None
        self.thinker_slices = 0
        self.thinker_ms = None       # its thinking so far (ms; None before its first slice): THINK_BUDGET_MS
        self.timer = None            # what the pending timer is for: "think" | "pace" | None
        self.think_stats = {"decisions": 0, "slices": 0, "max_slice_ms": 0.0, "max_decision_slices": 0,
                            "p95_slice_ms": 0.0}
        self.slice_times = []
        self._marks = None           # (key, (changed ids, last-move lines)) of the last render
        self.hinter = None           # the running hint (coach.hint, a generator), a slice at a time
        self.hinter_ms = None
        self.reviewer = None         # the running review of a finished game (coach.review), likewise
        self.staging = None          # a move shown in stages: {"states": [before, ..., after], "i", "action"};
        #                              on a guest phone {"guest": True} (the stages are the guest's ``beats``)
        self._drawn = None           # the game state the last render drew (motion: what moved since)
        self._display = None         # the game state this render draws
        self._undone = None          # (before, action, after) of the move an undo just took back
        self.table = None            # players on their own phones (app/table.py): a HostTable or a GuestTable

    # ---------------------------------------------------------------- effects for the browser layer
    def take_effects(self) -> list:
        out, self.effects = self.effects, []
        if self.table is not None:
            out += self.table.take_effects()
        return out

    def _timer(self, ms, why):
        self.timer = why if ms is not None else None
        self.effects.append(("timer", ms))

    # ---------------------------------------------------------------- settings and saves
    def _read_settings(self) -> dict:
        text = self.store.get(KEY_SETTINGS)
        if not text:
            return {}
        try:
            data = records.safe_json(text, MAX_SETTINGS_CHARS)
            if not isinstance(data, dict):
                raise BadState("the settings are not a JSON object")
            return {k: v for k, v in data.items() if k in SETTING_KEYS and isinstance(v, str)
                    and len(v) <= 20}
        except BadState:
            self._set_aside("settings", text, "settings_unreadable")
            return {}

    def save_settings(self):
        if any(b["key"] == KEY_SETTINGS for b in self.bad):
            return            # unreadable settings left in place (no room to set them aside): never overwritten
        self.store.set(KEY_SETTINGS, json.dumps(self.settings))

    @property
    def speed(self) -> str:
        s = self.settings.get("speed")
        return s if s in SPEEDS else DEFAULT_SPEED

    @property
    def learning(self) -> bool:
        """The learning setting (per device, off unless the player turns it on): the Hint control; always on
        in a guided first game."""
        return self.settings.get("learning") == "on" or bool(getattr(self, "ui", {}).get("guide"))

    @property
    def motion_on(self) -> bool:
        """Pieces travel on screen (the motion setting, on unless the player turns it off; the page also
        keeps still under the system's reduced-motion setting: static/motion.js)."""
        return self.settings.get("motion") != "off" and self.speed != "instant"

    @property
    def sound_on(self) -> bool:
        """Short sounds (and a buzz where the device has one): off unless the player turns them on; never in
        an embed."""
        return self.settings.get("sound") == "on" and not self.embed and not self.framed

    def motion_ms(self) -> int:
        return MOTION_MS[self.speed] if self.motion_on else 0

    def stage_ms(self) -> int:
        if "botdelay" in self.params:        # tests and the benchmark: their pace, at most a stage's
            return min(STAGE_MS[self.speed], self.pace_ms())
        return STAGE_MS[self.speed]

    def pace_ms(self) -> int:
        """The pause after each computer move: the player's speed setting, or `#botdelay=` (tests)."""
        if "botdelay" in self.params:
            return bounded_int(self.params["botdelay"], 0, MAX_BOT_DELAY_MS, SPEEDS[self.speed])
        return SPEEDS[self.speed]

    def _set_aside(self, name, text, why, error=None):
        """Keep data that could not be read under a key of its own (never overwrite it, never drop it
        silently) and tell the player.  When storage is full the data stays where it was.  ``why``: the key
        of the reason in the shell's texts (the notice says it in the language on screen)."""
        key = f"{PREFIX}bad:{name}:{int(time.time() * 1000)}"
        source = KEY_SETTINGS if name == "settings" else save_key(name)
        if self.store.set(key, text):
            self.store.remove(source)
            kept = True
        else:                                # could not copy it: leave it in place, say so
            key, kept = source, False
        title = TEXT(self.lang if hasattr(self, "lang") else "en", "settings_title") if name == "settings" \
            else shell.loc(games.shelf_title(name), getattr(self, "lang", "en"))
        self.bad.append({"key": key, "name": name, "title": title, "why_key": why, "why": TEXT(self.lang if
                         hasattr(self, "lang") else "en", why), "kept": kept, "settings": name == "settings",
                         "detail": self._reason(error, why) if error is not None and self.lang == MESSAGES_LANG else None})

    def saves_summary(self) -> dict:
        out = {}
        for name in games.names():
            text = self.store.get(save_key(name))
            if not text:
                continue
            try:
                data = records.safe_json(text, records.MAX_SAVE_CHARS)
                if not isinstance(data, dict) or data.get("game", name) != name:
                    raise BadState(TEXT(self.lang, "wrong_game"))
                out[name] = {"moves": len(data["actions"]), "over": data.get("over") is True}
            except (BadState, KeyError, TypeError) as e:
                if not any(b["key"] == save_key(name) for b in self.bad):
                    self._set_aside(name, text, _why_save(text, name), e)
        return out

    def collect_bad(self):
        for key in self.store.keys():
            if key.startswith(PREFIX + "bad:") and not any(b["key"] == key for b in self.bad):
                parts = key.split(":")
                name = parts[3] if len(parts) > 3 else "?"
                title = TEXT(self.lang, "settings_title") if name == "settings" \
                    else shell.loc(games.shelf_title(name), self.lang)
                self.bad.append({"key": key, "name": name if name == "settings" or name in games.names() else None,
                                 "title": title, "why_key": "kept_before", "why": TEXT(self.lang, "kept_before"),
                                 "kept": True, "settings": name == "settings"})

    # ---------------------------------------------------------------- start
    def boot(self):
        """Open what the address asks for (a link, an embed, a position) or the saved current game.  Nothing
        a link, a save or the settings hold can stop this: any error ends on the home shelf with a message."""
        if not self.embed:
            self.collect_bad()
        try:
            self._boot()
        except Exception as e:            # noqa: BLE001 - the start must never die
            self.cancel_bot()
            self.game, self.state, self.history = None, None, []
            self.screen = "home"
            # our own refusals are in player words; anything else is said plainly, not as a trace
            self.message = TEXT(self.lang, "badstart", why=str(e) if isinstance(e, Refusal) else
                                TEXT(self.lang, "why_start"))

    def _boot(self):
        p = self.params
        self._boot_open()
        if self.state is not None and p.get("mark"):
            self.marked = read_marks(p["mark"])

    def _boot_open(self):
        p = self.params
        if p.get("position"):
            text = urllib.parse.unquote(p["position"])
            if p.get("game", "kohaku") == "kohaku" and ":" not in text:
                # an old Kōhaku link: a scored position as base64 JSON (no ":" in it; every text has "players:")
                self.show_position("kohaku", p["position"])
            else:
                self.open_position(p.get("game", ""), text)
        elif self.embed and p.get("new"):
            self.open_embed_new()
        elif p.get("g"):
            self.open_link(p["g"])
        elif p.get("join") and not self.embed:
            self.open_join(p.get("game", ""), p["join"])
        elif self.settings.get("current") in games.names() and self.store.get(save_key(self.settings["current"])):
            self.continue_game(self.settings["current"])

    def _reason(self, e, key) -> str:
        """What was wrong with a link, as specific as the language allows: the records' and engines' own
        refusals are player words in ``MESSAGES_LANG`` (they name the rule: "more than 4000 moves", "the seed is
        too long"); in another language the reason is the shell's own sentence for ``key``."""
        text = str(e) if isinstance(e, (BadState, ValueError)) else ""
        if self.lang == MESSAGES_LANG and text and "_" not in text and len(text) <= 300:
            return text
        return TEXT(self.lang, key)

    def open_link(self, link):
        """``#g=<link>``: the game a share link carries, apart from the player's own save."""
        history = []
        try:
            state = records.decode_link(link, history)
        except BadState as e:
            self.message = TEXT(self.lang, "badlink", why=self._reason(e, "why_link"))
            self.cancel_bot()
            self.screen = "home"
            return
        self.open_game(state, save=False, history=history)
        self.link_game = True
        if "step" in self.params or self.params.get("replay") == "1":
            n = len(self.history) - 1
            self.ui["replay"] = bounded_int(self.params.get("step"), 0, n, n)
            self.cancel_bot()

    def open_embed_new(self):
        """``#embed=1&new=<game>&seed=<n>&n=<players>&opts=<json>``: a fresh game in an iframe."""
        p = self.params
        try:
            g = games.get(p.get("new"))
        except KeyError:
            raise Refusal(TEXT(self.lang, "unknown_game")) from None
        n = bounded_int(p.get("n"), g.min_players, g.max_players, None) if "n" in p else g.min_players
        if n is None:
            raise Refusal(TEXT(self.lang, "bad_count", a=g.min_players, b=g.max_players))
        opts = None
        if p.get("opts"):
            try:
                opts = records.safe_json(records.unquote(p["opts"]), 4_000)
            except BadState as e:
                raise Refusal(self._reason(e, "opts_unreadable")) from None
            problem = newgame.option_problem(g, opts, n, self.lang)
            if problem:
                raise Refusal(problem)
        seed = bounded_int(p.get("seed"), 0, 2 ** 31, 1)
        players = [{"name": TEXT(self.lang, "player", n=i + 1)} for i in range(n)]
        try:
            state = g.new_game(players, seed, opts)
        except ValueError as e:
            raise BadState(str(e)) from None
        self.open_game(state, save=False)

    def show_position(self, name, text):
        """``#position=<encoded>&game=kohaku``: a scored position for the rules wiki."""
        try:
            pos_mod = games.module(name, "position")
            view_mod = games.module(name, "view")
            records.check_b64_json(text)         # bounded before the game's own decoder parses it
            position = pos_mod.decode_position(text)
            self.position_html = view_mod.render_position(position, self.lang)
            self.game = games.get(name)
            self.screen = "position"
        except Exception as e:          # noqa: BLE001 - untrusted input: say what is wrong, start normally
            self.message = TEXT(self.lang, "badlink", why=self._reason(e, "why_link"))
            self.screen = "home"
            return
        # the same position in today's format (docs/positions/kohaku.md), when it keeps the game's rules: its
        # link and the editor are offered; an old example that breaks one is still shown as it always was
        try:
            self.migrated = {"text": pos_mod.migrate(position, self.lang)}
        except (BadState, ValueError) as e:
            self.migrated = {"why": str(e)[:300]}

    def open_position(self, name, text):
        """``#game=<name>&position=<text>``: a game set up from a position a person wrote (docs/positions), every
        seat a person at this device, its hidden parts that the text leaves out dealt by ``seed=`` (0 when
        absent: the same link deals the same).  A text that breaks a rule is refused naming its line and the
        rule, and the app starts normally."""
        try:
            if name not in games.names():
                raise Refusal(TEXT(self.lang, "why_link"))
            game = games.get(name)
            data = games.module(name, "position").parse(text, self.lang)
            seed = bounded_int(self.params.get("seed"), 0, 2 ** 31 - 1, 0)
            state = game.from_position(data, seed=seed, lang=self.lang)
        except (BadState, ValueError) as e:     # PositionError is a ValueError: the rule, in player words
            self.message = TEXT(self.lang, "badposition", why=str(e)[:300])
            self.cancel_bot()
            self.screen = "home"
            return
        self.open_game(state, save=False)
        self.link_game = True

    def position_text(self):
        """The position on screen (the replay's step when one is shown) as its game's text, or None where the
        game cannot write one (the middle of a turn)."""
        if self.game is None or self.state is None:
            return None
        state = self.state
        step = self.ui.get("replay")
        if isinstance(step, int) and 0 <= step < len(self.history):
            state = self.history[step]
        mod = games.module(self.game.name, "position")
        if not getattr(mod, "can_write", lambda s: True)(state):
            return None
        return mod.write(self.game.position_of(state))

    # ---------------------------------------------------------------- navigation
    def open_setup(self, name):
        self.cancel_bot()
        self.game = games.get(name)
        self.setup = newgame.default_setup(self.game)
        self.screen = "setup"

    def open_game(self, state, save=True, history=None):
        """``history``: the states of ``state``'s record, when the caller has them from checking it (a long
        record is then replayed once on opening, not twice)."""
        self.cancel_bot()
        self.game = games.get(state["game"])
        self.state = state
        self.history = history if history and len(history) == len(state["actions"]) + 1 \
            else records.history_of(self.game, state)
        self.history[-1] = state          # (the very state on screen: what moved is told by identity)
        self.ui = {"sel": {}, "seat": None, "shown": None, "pass_to": None, "thinking": None}
        if self.table is not None and self.screen != "guest" and self.table.host.state is state:
            self.ui["away"] = tuple(self.table.host.remote)       # seats played on other phones
        elif self.table is not None:              # another game opened here: the table ends
            self.effects += [("table", "close", s, "") for s in self.table.host.remote]
            self.table = None
            self.store.remove(_table_key(self.game.name))
        self.marked = set()          # (marks are ids of one game's pieces)
        self.message = None
        self.link_game = False
        self.screen = "game"
        if not self.embed:
            self.settings["current"] = self.game.name
            self.save_settings()
        self.after_change(save=save, first=True)

    def continue_game(self, name):
        text = self.store.get(save_key(name))
        if not text:
            return self.open_setup(name)
        history = []
        try:
            state = records.load_record(text, expect=name, history=history)
        except BadState as e:
            self._set_aside(name, text, _why_save(text, name), e)
            self.screen = "home"
            return
        kept = self.store.get(_table_key(name))
        if kept and not self.embed:              # the game of a table this phone was the host of
            self.table = _table().HostTable.resume(kept, state, self.base_url)
            if self.table is not None:
                self._referee(self.table)
        self.open_game(state, save=False, history=history)

    def start(self, fields, seed):
        """The dialog's Start: ``fields`` as the form holds them (name -> value or list of values)."""
        try:
            players, options = newgame.parse_setup(self.game, fields, self.lang)
            state = self.game.new_game(players, seed, options)
        except ValueError as e:
            self.message = str(e)          # shown above the dialog
            return
        if fields.get("table") and self.game.max_players > 1:
            return self.start_table(players, options)
        self.open_game(state)

    def play_again(self, seed):
        """A new game with the same players and options as the one on screen (its end's Play again)."""
        s = self.state
        players = [{k: v for k, v in p.items() if k in ("name", "kind", "bot")} for p in s["players"]]
        try:
            state = self.game.new_game(players, seed, s["options"])
        except ValueError as e:
            self.message = str(e)
            return
        self.open_game(state)                      # (the player's own game now, as from the dialog)

    def read_setup(self, fields):
        """Keep what the dialog's fields hold (names, seat kinds) when it is drawn again."""
        if not self.setup:
            return
        for i, seat in enumerate(self.setup["seats"]):
            if f"name{i}" in fields:
                seat["name"] = str(fields[f"name{i}"])[:24]
            v = str(fields.get(f"kind{i}", ""))
            if v.startswith("bot:"):
                seat["kind"], seat["bot"] = "computer", v[4:]
            elif v == "human":
                seat["kind"] = "human"
        if "count" in fields:
            try:
                n = int(fields["count"])
            except (TypeError, ValueError):
                n = None
            if n is not None and self.game.min_players <= n <= self.game.max_players:
                self.setup["count"] = n
        if "table" in fields:
            self.setup["table"] = bool(fields["table"])
        self.setup["options"] = newgame.read_options(self.game, fields, self.setup["options"])

    # ---------------------------------------------------------------- moves
    def viewer(self):
        return self.ui.get("seat")

    def after_change(self, save=True, first=False):
        g, s = self.game, self.state
        if save and not self.embed and not self.link_game:
            text = records.save_text(s)
            ok = self.store.set(save_key(g.name), text)
            self.last_saved = text
            self.message = None if ok else TEXT(self.lang, "quota")
        seats.settle_ui(g, s, self.ui, first)
        self._table_sync()
        if self.readonly:                     # a game to watch: as a spectator sees it, nobody's hand shown
            self.ui.update(seat=None, shown=None, pass_to=None, sel={})
        self._marks = None
        self.drop_hint()
        self.schedule_bot()
        if self.learning and self.hint_seat() is not None and _coach().advise_now(g, g.view(s, self.viewer())):
            self.start_hint()                 # a decision the game's coach explains unasked (Koi or stop)

    def act(self, action):
        """A person applies ``action`` (a clicked ``data-act``)."""
        if self.screen == "guest" and self.table is not None:
            self.finish_stages()              # (a tap during a move's stages ends them at once)
            self.table.act(action)            # the host's phone decides; its answer redraws this one
            return
        if self.screen != "game" or self.state is None or self.readonly:
            return
        if (self.ui.get("pass_to") is not None or self.ui.get("thinking") is not None
                or self.ui.get("hold") is not None or self.ui.get("replay") is not None):
            return
        if self.ui.get("stale"):            # another tab changed this game: never overwrite it
            return
        if self.state["to_move"] in self.ui.get("away", ()):    # that seat plays on its own phone
            return
        before = self.state
        try:
            new = self.game.apply(before, action)
        except IllegalAction as e:
            try:                              # the rule in the player's language
                self.message = self.game.why_illegal(before, action, self.lang)
            except Exception:                 # noqa: BLE001 - (the English one, then)
                self.message = str(e)
            return
        self.message = None
        self.state = new
        self.history.append(new)
        # the player's own move that must be seen (a month's end) before the computer plays on
        tm = new["to_move"]
        if (tm is not None and new["players"][tm].get("kind") == "computer"
                and self.game.pause_after(before, action, new)):
            self.ui["hold"] = len(self.history) - 1
        self.after_change()
        self._sounds(before, action, new)
        self._begin_stages(before, action, new)

    def sel(self, patch):
        """A click on a ``data-sel`` element: merge it into the selection."""
        if not isinstance(patch, dict):
            return
        guest = self.screen == "guest" and self.table is not None
        sel = {} if patch.get("_clear") else dict((self.table.sel if guest else self.ui.get("sel")) or {})
        for k, v in patch.items():
            if k == "_clear":
                continue
            if v is None:
                sel.pop(k, None)
            else:
                sel[k] = v
        if guest:
            self.table.sel = sel
            return
        self.ui["sel"] = sel

    def humans(self):
        """The people at this phone."""
        return seats.humans(self.state, self.ui.get("away", ())) if self.state else set()

    def _people(self):
        """Every person of the game, at this phone or on their own (Undo never takes back another person's
        move, nor one of this phone's once another person is to move)."""
        return seats.humans(self.state) if self.state else set()

    # ---------------------------------------------------------------- what the other seats just did
    def marks(self):
        """``(changed ids, last-move lines)`` for the seat the screen shows: the pieces the other seats
        touched since that seat last acted, and each of those turns in words (at most the last four)."""
        h, seat = self.history, self.viewer()
        if self.staging is not None and len(h) > 1:
            h = h[:-1]                          # a move shown in stages: said when its last stage shows
        key = (len(h), seat, self.lang, self.ui.get("hold"))
        if self._marks is not None and self._marks[0] == key:
            return self._marks[1]
        out = seats.marks_since(self.game, h, seat, self.lang)
        self._marks = (key, out)
        return out

    # ---------------------------------------------------------------- commands (data-nav)
    def nav(self, data, fields=None):
        """A tap on a ``data-nav`` element: ``{"to": <screen>, …}`` opens a screen, ``{"cmd": <command>, …}`` runs
        a command; ``SCREENS`` and ``COMMANDS`` (after this class) name every one, and anything else does
        nothing.  ``fields``: the values of the form on screen (the new-game dialog's, the editor's)."""
        if not isinstance(data, dict):
            return
        to, cmd = data.get("to"), data.get("cmd")
        if to:
            self.message = None
        if isinstance(to, str) and to in SCREENS:
            SCREENS[to][0](self, data, fields or {})
        elif isinstance(cmd, str) and cmd in COMMANDS:
            COMMANDS[cmd][0](self, data, fields or {})

    # ---- screens
    def _to_home(self, data, fields):
        self.cancel_bot()
        self.screen = "home"
        self.settings.pop("current", None)
        self.save_settings()

    def _to_setup(self, data, fields):
        if data.get("game") in games.names():
            self.open_setup(data["game"])

    def _to_learn(self, data, fields):
        if data.get("game") in games.names():
            g = games.get(data["game"])            # the guided first game: a fixed deal, tips, hints on
            self.open_game(_coach().guide_state(g, self.lang), save=False)
            self.link_game = True                  # never saved over the player's own game, like a link's
            self.ui["guide"] = {"seen": []}

    def _to_continue(self, data, fields):
        if data.get("game") in games.names():
            self.continue_game(data["game"])

    def _to_editor(self, data, fields):
        if data.get("game") in games.names():
            self.cancel_bot()
            self.game = games.get(data["game"])
            self.editor = _editor().fresh(data["game"], self.lang)
            self.screen = "editor"

    def _to_rules(self, data, fields):
        if data.get("game") not in games.names():
            return
        if self.screen != "rules":
            self.prev_screen = self.screen
        if self.game is None or self.game.name != data["game"]:
            self.game = games.get(data["game"])
            if self.screen != "game":
                self.state = None
        self.screen = "rules"

    def _to_back(self, data, fields):
        self.screen = self.prev_screen if self.prev_screen != "rules" else "home"
        if self.screen == "game" and self.state is None:
            self.screen = "home"

    # ---- settings
    def _cmd_lang(self, data, fields):
        self.lang = LANGS[(LANGS.index(self.lang) + 1) % len(LANGS)]
        self.settings["lang"] = self.lang
        self.save_settings()
        if self.screen == "setup" and fields:
            self.read_setup(fields)
        self._marks = None
        if self.ui.get("hint") is not None:
            self.drop_hint()          # its words were in the other language: thought again in this one
            if self.screen == "game" and self.state is not None:
                self.start_hint()

    def _cmd_speed(self, data, fields):
        if data.get("v") in SPEEDS:
            self.settings["speed"] = data["v"]
            self.save_settings()

    def _cmd_motion_or_sound(self, data, fields):
        cmd = data["cmd"]
        if data.get("v") not in ("on", "off"):
            return
        self.settings[cmd] = data["v"]
        self.save_settings()
        if cmd == "motion" and data["v"] == "off":
            self.finish_stages()
        if cmd == "sound" and data["v"] == "on":
            self.effects.append(("sound", "turn"))      # what it sounds like (and the page may now play)

    def _cmd_learning(self, data, fields):
        if data.get("v") in ("on", "off"):
            self.settings["learning"] = data["v"]
            self.save_settings()
            if data["v"] == "off":
                self.drop_hint()

    # ---- "what is this?"
    def _cmd_info(self, data, fields):
        if self.screen in ("game", "guest") and isinstance(data.get("piece"), str):
            self.ui["info"] = data["piece"][:80]
            label = data.get("label")
            self.ui["info_label"] = " ".join(label.split())[:160] if isinstance(label, str) else ""
            self.ui["info_mode"] = False

    def _cmd_info_close(self, data, fields):
        self.ui.pop("info", None)

    def _cmd_info_mode(self, data, fields):
        if self.screen in ("game", "guest"):
            self.ui["info_mode"] = not self.ui.get("info_mode")
            self.ui.pop("info", None)

    # ---- the game
    def _cmd_again(self, data, fields):
        if self.table is not None and self.screen == "game" and self.state is not None:
            if self.game.is_over(self.state) and self.table.host.started:
                self.table.again()             # the same table: the game starts once every phone answers
            return
        if self.state is not None and self.game is not None:
            self.play_again(data.get("seed", 1))

    def _cmd_setup_count(self, data, fields):
        if not self.setup:
            return
        if fields:
            self.read_setup(fields)
        n = data.get("n")
        if isinstance(n, int) and self.game.min_players <= n <= self.game.max_players:
            self.setup["count"] = n

    def _cmd_setup_opts(self, data, fields):
        if self.setup:
            self.read_setup(fields)

    def _cmd_start(self, data, fields):
        if self.game is not None:
            self.start(fields, data.get("seed", 1))

    def _cmd_pass_ready(self, data, fields):
        self.ui["shown"] = self.ui.get("pass_to")
        self.ui["pass_to"] = None
        self._marks = None

    def _cmd_continue(self, data, fields):
        self.end_hold()

    def _cmd_undo(self, data, fields):
        if self.screen == "guest" and self.table is not None:
            self.table.undo()
            return
        self.undo()

    def _cmd_log(self, data, fields):
        if self.screen == "guest" and self.table is not None:
            self.table.log_open = not self.table.log_open
            return
        self.ui["log_open"] = not self.ui.get("log_open")

    def _cmd_keep_link(self, data, fields):
        if self.link_game and self.state is not None:
            self.link_game = False             # the player chose to keep this game as their save
            self.after_change()

    def _cmd_reload_save(self, data, fields):
        if self.game is not None:
            self.ui["stale"] = False
            self.continue_game(self.game.name)


    # ---- the replay
    def _cmd_replay_open(self, data, fields):
        if self.state is not None:
            self.cancel_bot()
            self.ui["replay"] = len(self.history) - 1
            self.ui["log_open"] = False

    def _cmd_replay(self, data, fields):
        i = data.get("i")
        if self.ui.get("replay") is not None and isinstance(i, int):
            self.ui["replay"] = max(0, min(len(self.history) - 1, i))

    def _cmd_replay_close(self, data, fields):
        self.ui["replay"] = None
        self.ui.pop("review_alt", None)
        self.schedule_bot()

    # ---- saves that could not be read
    def _cmd_export_bad(self, data, fields):
        text = self.store.get(data.get("key", "")) or ""
        self.effects.append(("export", str(data.get("key", "save")).replace(":", "_") + ".json", text))

    def _cmd_discard_bad(self, data, fields):
        self.store.remove(data.get("key", ""))
        self.bad = [b for b in self.bad if b["key"] != data.get("key")]



    def undo(self):
        keep = records.undo_target(self.game, self.history, self._people())
        if keep is None:
            return
        self.cancel_bot()
        if keep == len(self.history) - 2:      # one move taken back: its pieces travel back (take_motion)
            self._undone = (self.history[-2], self.history[-1]["actions"][-1], self.history[-1])
        self.history = self.history[: keep + 1]
        self.state = self.history[-1]
        self.ui["thinking"] = None
        self.ui["hold"] = None
        self.after_change()

    def key(self, key) -> bool:
        """A key press the page did not handle itself; True when it did something."""
        if self.screen == "game" and self.ui.get("replay") is not None and key in ("ArrowLeft", "ArrowRight",
                                                                                   "Home", "End"):
            n = len(self.history) - 1
            i = self.ui["replay"]
            self.ui["replay"] = {"ArrowLeft": max(0, i - 1), "ArrowRight": min(n, i + 1), "Home": 0, "End": n}[key]
            return True
        if key == "Escape" and self.ui.get("sel"):
            self.ui["sel"] = {}
            return True
        return False

    def set_compact(self, compact) -> bool:
        compact = bool(compact)
        changed = compact != self.compact
        self.compact = compact
        return changed and self.screen in ("game", "guest")

    def storage_event(self, key, new_value):
        """Another tab wrote a save: offer to load it rather than overwrite it."""
        if self.screen != "game" or self.game is None or self.embed or self.link_game:
            return False
        if key == save_key(self.game.name) and new_value is not None and new_value != self.last_saved:
            self.ui["stale"] = True
            self.cancel_bot()
            return True
        return False

    # ---------------------------------------------------------------- the page
    def html(self) -> str:
        self._display = None
        lang = self.lang
        notices = ""
        if self.framed:
            notices += shell.render_framed_notice(lang)
        if self.caption:
            notices += f'<p class="embed-caption">{shell.esc(self.caption)}</p>'
        if self.screen == "position":
            return notices + (("" if self.embed else shell.render_position_bar(self.game, lang)
                               + shell.render_migrated(self.migrated, self.game.name, self.base_url, lang))
                              + f'<section class="game-area" data-game-screen="{self.game.name}-position">'
                              f'{self.position_html}</section>')
        if self.screen == "editor" and self.editor is not None:
            return notices + _editor().render(self.editor, lang, self.base_url, self.compact)
        if self.screen == "home":
            if self.message:
                notices += f'<div class="notice notice-bad" role="alert">{shell.esc(self.message)}</div>'
            return notices + shell.render_home(lang, self.saves_summary(), self.bad, games.shelf())
        if self.screen == "setup":
            if self.message:
                notices += f'<div class="notice notice-bad" role="alert">{shell.esc(self.message)}</div>'
            return notices + newgame.render_setup(self.game, lang, self.setup)
        if self.screen == "table" and self.table is not None:
            return notices + _table().render_host(self.table, lang, self.can_share)
        if self.screen == "guest" and self.table is not None:
            h = self.ui.get("hint")
            h = h if h and h.get("at") == self.table.guest.n else None     # (not one of a table gone by)
            top = {"motion": self.motion_on, "sound": self.sound_on, "learning": self.learning,
                   **{k: self.ui[k] for k in ("info_mode", "info", "info_label") if k in self.ui}}
            return notices + _table().render_guest(self.table, lang, shell, {"learning": self.learning, "hint": h,
                                                                                "compact": self.compact, "top": top})
        if self.screen == "rules":
            opts = self.state["options"] if self.state else None
            if self.state is None and self.table is not None and self.prev_screen == "guest":
                opts = self.table.guest.options           # a guest phone: its table's options
            return notices + shell.render_rules(self.game, lang, opts)
        ui = self.ui
        ui["compact"] = self.compact
        ui["explain"] = self.explain
        if ui.get("replay") is not None:
            ui["share_opts"] = self.share_options()
            ui["marked"] = self.marked
            r = ui["replay"]
            self._display = self.history[max(0, min(len(self.history) - 1, r))] if isinstance(r, int) else None
            html = notices + shell.render_replay(self.game, self.history, ui, lang, embed=self.embed,
                                                 share=self.share_links() if ui.get("share") else None)
            ui.pop("copied", None)
            return html
        ui["table_status"] = (_table().host_status(self.table, self.state["to_move"], lang)
                              if self.table is not None and self.state is not None else "")
        ui["message"] = self.message
        ui["undo"] = (not self.embed and ui.get("thinking") is None and ui.get("hold") is None
                      and records.undo_target(self.game, self.history, self._people()) is not None)
        ui["link_game"] = self.link_game and not ui.get("guide")     # a guided game is not saved either
        ui["has_save"] = self.link_game and bool(self.store.get(save_key(self.game.name)))
        ui["speed"] = self.speed
        ui["learning"] = self.learning
        if ui.get("guide") and ui.get("pass_to") is None:
            ui["tip"] = _coach().guide_tip(self.game, self.history, self.review_seat(), ui["guide"]["seen"], lang)
        ui["can_share"] = self.can_share
        changed, lines = self.marks() if ui.get("pass_to") is None else (set(), [])
        ui["changed"], ui["last_move"] = changed, lines
        ui["share_opts"] = self.share_options()
        ui["marked"] = self.marked
        ui["staging"] = self.staging is not None
        ui["motion"] = self.motion_on
        ui["sound"] = self.sound_on
        self._display = self.shown_state()
        html = shell.render_game(self.game, self._display, ui, lang, embed=self.embed,
                                 share_url=self.share_links() if ui.get("share") else None, history=self.history)
        ui.pop("copied", None)
        return notices + html


class Refusal(BadState):
    """What an address asked for that the app refuses, already in player words (shown as it is)."""


def _why_save(text, name) -> str:
    """Why a save could not be read, as a key of the shell's texts: another game's, or not readable."""
    try:
        data = records.safe_json(text, records.MAX_SAVE_CHARS)
    except BadState:
        return "unreadable"
    return "wrong_game" if isinstance(data, dict) and data.get("game", name) != name else "unreadable"


COMPACT_BELOW = 760        # a page narrower than this (CSS pixels) gets a phone's layout (the browser layer asks)


def embed_preview(address, nav_lang="en", width=600) -> dict:
    """What an embed shows before a runtime of its own is started (static/embeds.js): the screen its address
    asks for, drawn here by a Session of its own exactly as that embed's first render would draw it, for a
    runtime that serves the other embeds of a page (docs/wiki.md, "Many examples on one page").

    ``address``: the embed's address parameters (``embed=1&…`` as :func:`parse_hash` reads them); ``width``: the
    frame's width in CSS pixels (a phone's layout below ``COMPACT_BELOW``, as for the page itself).  Returns
    ``{"html", "screen", "game", "lang", "css", "sprites", "words"}``: the markup of the screen, the game's
    stylesheet and shared shapes, and the words of the tap that starts the frame's own runtime.  (No list of
    the game's pictures to build ahead: a guest builds only those its board shows, and holds little else.)
    An address that is not an embed's is refused (``ValueError``)."""
    params = parse_hash(str(address or ""))
    if params.get("embed") != "1":
        raise ValueError("only an embed's address is drawn for another frame")
    s = Session(None, params, nav_lang=nav_lang)
    try:
        s.set_compact(int(width) < COMPACT_BELOW)
    except (TypeError, ValueError):
        s.set_compact(False)
    s.boot()
    html = s.html()
    s.cancel_bot()
    name = s.game.name if s.game is not None else None
    html = assets.inline_images(html)
    return {"html": html, "screen": s.screen, "game": name, "lang": s.lang,
            "css": (assets.game_css(name) + assets.game_defs(name)) if name else "",
            "sprites": assets.inline_images(assets.sprites_used(assets.game_sprites(name), html, assets.game_css(name)))
            if name else "",
            "words": {"wake": TEXT(s.lang, "embed_wake"), "waking": TEXT(s.lang, "embed_waking")}}



# Every screen a tap can open (``to``) and every command it can run (``cmd``): name -> (what does it, what it
# is).  tests/app/test_commands.py checks that every one a page offers is here and that each here is offered.
SCREENS = {
    "home": (Session._to_home, "the home shelf"),
    "setup": (Session._to_setup, "a game's new-game dialog"),
    "learn": (Session._to_learn, "the guided first game"),
    "continue": (Session._to_continue, "the saved game"),
    "editor": (Session._to_editor, "the position editor on a fresh deal"),
    "rules": (Session._to_rules, "a game's rules"),
    "back": (Session._to_back, "the screen before the rules"),
}
COMMANDS = {
    "lang": (Session._cmd_lang, "the other language"),
    "speed": (Session._cmd_speed, "how fast the computer plays"),
    "motion": (Session._cmd_motion_or_sound, "moves shown moving, or not"),
    "sound": (Session._cmd_motion_or_sound, "sounds, or none"),
    "learning": (Session._cmd_learning, "hints and tips, or none"),
    "info": (Session._cmd_info, "what a piece is"),
    "info_close": (Session._cmd_info_close, "close what a piece is"),
    "info_mode": (Session._cmd_info_mode, "'What is this?': the next tap names a piece"),
    "again": (Session._cmd_again, "play again with the same players"),
    "setup_count": (Session._cmd_setup_count, "the dialog's number of players"),
    "setup_opts": (Session._cmd_setup_opts, "the dialog's options changed"),
    "start": (Session._cmd_start, "start the game the dialog describes"),
    "pass_ready": (Session._cmd_pass_ready, "the next player has the phone"),
    "table_scan": (Session._cmd_table_scan, "scan a guest phone's code"),
    "table_scan_stop": (Session._cmd_table_scan_stop, "stop scanning"),
    "table_reinvite": (Session._cmd_table_reinvite, "a new code for a phone that lost its connection"),
    "table_end": (Session._cmd_table_end, "stop the table (or play it on this phone)"),
    "table_back": (Session._cmd_table_back, "back to the game from its codes"),
    "table_link": (Session._cmd_table_link, "a seat's code sent or copied as a link"),
    "continue": (Session._cmd_continue, "go on after a move shown and held"),
    "undo": (Session._cmd_undo, "take back a move"),
    "log": (Session._cmd_log, "the game log, open or closed"),
    "keep_link": (Session._cmd_keep_link, "keep a link's game as the saved game"),
    "reload_save": (Session._cmd_reload_save, "the save another tab changed, read again"),
    "hint": (Session._cmd_hint, "a hint"),
    "hint_hide": (Session._cmd_hint_hide, "hide the hint"),
    "tip_ok": (Session._cmd_tip_ok, "a tip of the guided game read"),
    "review": (Session._cmd_review, "the review of a finished game"),
    "review_show": (Session._cmd_review_show, "a reviewed move on the board"),
    "replay_open": (Session._cmd_replay_open, "the replay"),
    "replay": (Session._cmd_replay, "a step of the replay"),
    "replay_close": (Session._cmd_replay_close, "back from the replay"),
    "export_bad": (Session._cmd_export_bad, "download a save that could not be read"),
    "discard_bad": (Session._cmd_discard_bad, "throw away a save that could not be read"),
    "share": (Session._cmd_share, "the Share panel, open or closed"),
    "copy_link": (Session._cmd_copy_link, "copy the link to the game"),
    "share_opt": (Session._cmd_share_part, "a choice of the Share panel"),
    "copy_embed": (Session._cmd_share_part, "copy the code for a web page"),
    "copy_img": (Session._cmd_share_part, "copy the code for the picture"),
    "picture": (Session._cmd_share_part, "download the picture"),
    "share_sheet": (Session._cmd_share_sheet, "the phone's own share sheet"),
    "mark_mode": (Session._cmd_mark_mode, "mark pieces on the picture, or stop"),
    "mark": (Session._cmd_mark, "mark a piece"),
    "mark_clear": (Session._cmd_mark_clear, "clear the marks"),
    "edit_here": (Session._cmd_editor, "the position editor on the game on screen"),
    **{cmd: (Session._cmd_editor, what) for cmd, what in (
        ("ed_back", "back from the editor"), ("ed_slot", "a place of the editor's board"),
        ("ed_put", "a piece put on the chosen place"), ("ed_move", "a token moved"),
        ("ed_set", "a setting changed"), ("ed_text", "the position's text read"),
        ("ed_fresh", "start again from a new deal"), ("ed_play", "play from here"),
        ("ed_copy", "copy the position's link"), ("ed_caption", "the picture's caption"),
        ("ed_copy_embed", "copy the code for a web page"), ("ed_copy_img", "copy the code for the picture"),
        ("ed_picture", "download the picture"), ("ed_mark_mode", "mark pieces, or stop"),
        ("ed_mark", "mark a piece"), ("ed_mark_clear", "clear the marks"))},
}
