"""Pondside's browser layer: the only module that touches the page (``pyscript``/``js``).

PyScript runs static/main.py from source on every boot; this module ships precompiled in the app
archive (tools/setup.py puts it there as the top-level module ``pondside_browser``), so main.py only
imports it and calls ``main()``.

It puts the pure shell's HTML into ``#app``, turns clicks into engine actions or shell
commands, runs computer seats, and reads and writes ``localStorage``.  Everything it shows is
computed by pure functions in ``pondside.app.shell`` and the games' views.
"""
import json
import time

import js
from pyodide.ffi import create_proxy

try:                                   # Pyodide maps JavaScript's null to jsnull, not None
    from pyodide.ffi import jsnull
except ImportError:                    # pragma: no cover - older Pyodide
    jsnull = None
from pyscript import document, window

from pondside import BadState, IllegalAction, Rng, games
from pondside.core import think
from pondside.app import records, shell

PREFIX = "pondside:v1:"
KEY_SETTINGS = PREFIX + "settings"
BOT_DELAY_MS = 450
SLICE_MS = 8            # a computer player thinks in slices this long, then lets the page run


# ------------------------------------------------------------------ storage
class Store:
    """localStorage with a namespaced, versioned key per game.  A failing write (full quota,
    private mode) is reported and play continues in memory."""

    def __init__(self, embed=False):
        self.embed = embed          # an embed never touches the visitor's saves, nor storage at all
        self.memory = {}
        self.failed = False
        self.ls = None
        if embed:                   # (a frame on another site's page is denied storage anyway)
            return
        try:
            self.ls = window.localStorage
            self.ls.getItem(KEY_SETTINGS)
        except Exception:           # denied (a cross-site frame, a privacy setting): play in memory
            self.ls = None

    def get(self, key):
        if self.embed:
            return self.memory.get(key)
        if self.ls is None:
            return self.memory.get(key)
        try:
            v = self.ls.getItem(key)
        except Exception:
            return self.memory.get(key)
        return None if (v is None or v is jsnull) else str(v)

    def set(self, key, value):
        self.memory[key] = value
        if self.embed or self.ls is None:
            return True
        try:
            self.ls.setItem(key, value)
            self.failed = False
            return True
        except Exception:
            self.failed = True
            return False

    def remove(self, key):
        self.memory.pop(key, None)
        if not self.embed and self.ls is not None:
            try:
                self.ls.removeItem(key)
            except Exception:
                pass

    def keys(self):
        if self.embed or self.ls is None:
            return list(self.memory)
        return [str(self.ls.key(i)) for i in range(int(self.ls.length))]


def save_key(name):
    return f"{PREFIX}save:{name}"


# ------------------------------------------------------------------ the app
class App:
    def __init__(self):
        self.root = document.getElementById("app")
        params = dict(p.split("=", 1) for p in str(window.location.hash).lstrip("#").split("&") if "=" in p)
        self.params = params
        self.embed = params.get("embed") == "1"
        self.store = Store(embed=self.embed)
        try:
            self.settings = json.loads(self.store.get(KEY_SETTINGS) or "{}")
            if not isinstance(self.settings, dict):
                self.settings = {}
        except ValueError:
            self.settings = {}
        lang = self.settings.get("lang")
        if lang not in ("en", "de"):
            nav_lang = str(getattr(window.navigator, "language", "en") or "en")
            lang = "de" if nav_lang.lower().startswith("de") else "en"
        self.lang = lang
        self.screen = "home"
        self.prev_screen = "home"
        self.game = None
        self.state = None
        self.history = []
        self.ui = {}
        self.setup = None
        self.message = None
        self.bot_timer = None
        self.thinker = None        # the running computer decision (a generator), driven a slice at a time
        self.thinker_state = None  # the state it is thinking about
        self.thinker_slices = 0
        self.think_stats = {"decisions": 0, "slices": 0, "max_slice_ms": 0.0, "max_decision_slices": 0,
                            "p95_slice_ms": 0.0}
        self.slice_times = []       # recent slices' wall times (ms)
        self.bad = []
        self.loaded_css = set()
        self.warmed = set()                # (game, language) whose images static/morph.js built
        self.last_saved = None
        self._t1 = 0.0

    # ---------------------------------------------------------------- helpers
    def save_settings(self):
        self.store.set(KEY_SETTINGS, json.dumps(self.settings))

    def compact(self):
        try:
            return int(window.innerWidth) < 760
        except Exception:
            return False

    def saves_summary(self):
        """Cheap summary for the shelf: move count of each readable save (no engine import)."""
        out = {}
        for name in games.names():
            text = self.store.get(save_key(name))
            if not text:
                continue
            try:
                data = json.loads(text)
                out[name] = {"moves": len(data["actions"])}
            except Exception:
                self.quarantine(name, text, "the text is not a readable save")
        return out

    def quarantine(self, name, text, why):
        """Keep a bad save aside (never overwrite it silently) and tell the player."""
        key = f"{PREFIX}bad:{name}:{int(time.time() * 1000)}"
        self.store.set(key, text)
        self.store.remove(save_key(name))
        self.bad.append({"key": key, "title": shell.loc(games.shelf_title(name), self.lang), "why": why})

    def collect_bad(self):
        for key in self.store.keys():
            if key.startswith(PREFIX + "bad:") and not any(b["key"] == key for b in self.bad):
                name = key.split(":")[3] if key.count(":") >= 3 else "?"
                self.bad.append({"key": key, "title": shell.loc(games.shelf_title(name), self.lang),
                                 "why": "kept from an earlier visit"})

    def load_css(self, name):
        if name in self.loaded_css:
            return
        css = shell.game_css(name) + shell.game_defs(name)   # its stylesheet + generated drawings
        if css:
            # a constructed style sheet, not a <style> element: the page's CSP allows no inline style
            try:
                sheet = js.CSSStyleSheet.new()
                sheet.replaceSync(css)
                document.adoptedStyleSheets.push(sheet)
            except Exception:
                el = document.createElement("style")
                el.id = f"css-{name}"
                el.textContent = css
                document.head.appendChild(el)
        self.loaded_css.add(name)
        self.warm_art(name)

    def warm_art(self, name):
        """static/morph.js: build the game's images in the current language (each an SVG document of its
        own) while the page is idle; once per game and language."""
        if (name, self.lang) in self.warmed:
            return
        self.warmed.add((name, self.lang))
        warm = getattr(window, "pondsideWarmArt", None)
        urls = shell.game_art(name, self.lang)
        if urls and warm is not None and warm is not jsnull and not isinstance(warm, (str, int, float)):
            warm(js.JSON.parse(json.dumps(urls)))

    # ---------------------------------------------------------------- render
    def render(self):
        t0 = time.perf_counter()
        self._render()
        t2 = time.perf_counter()
        try:   # for the benchmark: the last render's Python and DOM-update times
            window.pondsideRender = js.JSON.parse(json.dumps(
                {"py_ms": round((self._t1 - t0) * 1000, 2), "dom_ms": round((t2 - self._t1) * 1000, 2)}))
        except Exception:
            pass

    def _render(self):
        lang = self.lang
        if self.game is not None and self.screen in ("game", "position"):
            self.warm_art(self.game.name)       # the language may have changed since the game opened
        if str(document.documentElement.lang or "") != lang:
            # setting it, even to the same value, restyles every element of the page (measured: 2.2 -> 0.6 ms
            # of style and layout per Kōhaku click)
            document.documentElement.lang = lang
        if self.screen == "position":
            html = (("" if self.embed else shell.render_position_bar(self.game, lang))
                    + f'<section class="game-area" data-game-screen="{self.game.name}-position">{self.position_html}</section>')
        elif self.screen == "home":
            if self.message:
                html = f'<div class="notice notice-bad" role="alert">{shell.esc(self.message)}</div>'
            else:
                html = ""
            html += shell.render_home(lang, self.saves_summary(), self.bad, games.shelf())
        elif self.screen == "setup":
            html = shell.render_setup(self.game, lang, self.setup)
        elif self.screen == "rules":
            html = shell.render_rules(self.game, lang, self.state["options"] if self.state else None)
        elif self.ui.get("replay") is not None:
            self.ui["compact"] = self.compact()
            html = shell.render_replay(self.game, self.history, self.ui, lang, embed=self.embed)
        else:
            self.ui["compact"] = self.compact()
            self.ui["message"] = self.message
            self.ui["undo"] = (not self.embed and self.ui.get("thinking") is None
                               and records.undo_target(self.game, self.history, shell.humans(self.state)) is not None)
            html = shell.render_game(self.game, self.state, self.ui, lang, embed=self.embed)
        self._t1 = time.perf_counter()
        morph = getattr(window, "pondsideMorph", None)
        if (morph is not None and morph is not jsnull and not isinstance(morph, (str, int, float))
                and self.params.get("morph") != "0"):
            # static/morph.js: only what changed is touched (keeps focus); #morph=full compares the whole
            # screen's parsed markup on every render, as before the markup-level skipping (benchmark)
            morph(self.root, html, self.params.get("morph") != "full")
        else:
            self.root.innerHTML = html
        document.body.dataset.screen = self.screen

    # ---------------------------------------------------------------- navigation
    def open_setup(self, name):
        self.cancel_bot()
        self.game = games.get(name)
        self.load_css(name)
        self.setup = shell.default_setup(self.game)
        self.screen = "setup"

    def open_game(self, state, save=True):
        self.cancel_bot()
        self.game = games.get(state["game"])
        self.load_css(self.game.name)
        self.state = state
        self.history = [self.game.new_game(state["players"], state["seed"], state["options"])]
        for a in state["actions"]:
            self.history.append(self.game.apply(self.history[-1], a, check=False))
        self.ui = {"sel": {}, "seat": None, "shown": None, "pass_to": None, "thinking": None}
        self.message = None
        self.screen = "game"
        self.settings["current"] = self.game.name
        self.save_settings()
        self.after_change(save=save, first=True)

    def continue_game(self, name):
        text = self.store.get(save_key(name))
        if not text:
            return self.open_setup(name)
        try:
            state = records.load_record(text)
        except (BadState, ValueError, KeyError, TypeError) as e:
            self.quarantine(name, text, str(e))
            self.screen = "home"
            return
        self.open_game(state, save=False)

    # ---------------------------------------------------------------- moves
    def after_change(self, save=True, first=False):
        g, s = self.game, self.state
        if save and not self.embed:
            text = records.save_text(s)
            ok = self.store.set(save_key(g.name), text)
            self.last_saved = text
            self.message = None if ok else shell.tr(self.lang, "quota")
        shell.settle_ui(g, s, self.ui, first)
        self.schedule_bot()

    def do_action(self, action):
        if self.ui.get("pass_to") is not None or self.ui.get("thinking") is not None:
            return
        if self.ui.get("stale"):            # another tab changed this game: never overwrite it
            self.render()
            return
        try:
            new = self.game.apply(self.state, action)
        except IllegalAction as e:
            self.message = str(e)
            self.render()
            return
        self.message = None
        self.state = new
        self.history.append(new)
        self.after_change()
        self.render()

    def schedule_bot(self):
        g, s = self.game, self.state
        tm = s["to_move"]
        if tm is None or self.screen != "game":
            self.ui["thinking"] = None
            return
        p = s["players"][tm]
        if p.get("kind") != "computer":
            self.ui["thinking"] = None
            return
        self.ui["thinking"] = tm
        self.cancel_bot()
        delay = BOT_DELAY_MS
        if str(self.params.get("botdelay", "")).isdigit():
            delay = int(self.params["botdelay"])
        self.bot_timer = window.setTimeout(BOT_PROXY, delay)

    def cancel_bot(self):
        if self.bot_timer is not None:
            window.clearTimeout(self.bot_timer)
            self.bot_timer = None
        self.thinker = None

    def bot_move(self, *args):
        """One slice of a computer player's thinking (at most about SLICE_MS of work); the next slice
        runs on a fresh timer, so clicks, keys and painting go on while it thinks."""
        self.bot_timer = None
        if self.screen != "game" or self.state is None:
            self.thinker = None
            return
        g, s = self.game, self.state
        tm = s["to_move"]
        if tm is None or s["players"][tm].get("kind") != "computer":
            self.ui["thinking"] = None
            self.thinker = None
            return
        if self.thinker is not None and self.thinker_state is not s:
            self.thinker = None            # the game moved on (undo, reload): think afresh
        if self.thinker is None:
            self.thinker_state = s
            bots, _ = shell.game_bots(g.name)
            level = s["players"][tm].get("bot")
            choose = bots.get(level) or list(bots.values())[-1]
            rng = Rng.from_seed(f"{s['seed']}:{len(s['actions'])}")
            self.thinker = think(choose, g, g.view(s, tm), g.legal_actions(s), rng)
            self.thinker_slices = 0
        st = self.think_stats
        t0 = time.perf_counter()
        action = done = None
        try:
            while True:
                next(self.thinker)
                if (time.perf_counter() - t0) * 1000 >= SLICE_MS:
                    break
        except StopIteration as stop:
            action, done = stop.value, True
        ms = (time.perf_counter() - t0) * 1000
        self.thinker_slices += 1
        st["slices"] += 1
        st["max_slice_ms"] = max(st["max_slice_ms"], round(ms, 1))
        times = self.slice_times
        times.append(ms)
        if len(times) > 2000:
            del times[:1000]
        if not done:
            self.bot_timer = window.setTimeout(BOT_PROXY, 0)
            return
        self.thinker = None
        st["decisions"] += 1
        st["max_decision_slices"] = max(st["max_decision_slices"], self.thinker_slices)
        ordered = sorted(self.slice_times)   # (a wall-clock max also counts the machine's other work)
        st["p95_slice_ms"] = round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 1)
        try:
            window.pondsideThink = js.JSON.parse(json.dumps(st))
        except Exception:
            pass
        self.state = g.apply(s, action)
        self.history.append(self.state)
        self.ui["thinking"] = None
        self.after_change()
        self.render()

    # ---------------------------------------------------------------- commands
    def undo(self):
        keep = records.undo_target(self.game, self.history, shell.humans(self.state))
        if keep is None:
            return
        self.cancel_bot()
        self.history = self.history[: keep + 1]
        self.state = self.history[-1]
        self.ui["thinking"] = None
        self.after_change()

    def start_from_form(self, name):
        form = document.getElementById("setup-form")
        fields = {}
        for el in form.elements:
            nm = str(el.name or "")
            if not nm:
                continue
            typ = str(el.type or "")
            if typ == "radio":
                if el.checked:
                    fields[nm] = str(el.value)
            elif typ == "checkbox":
                if nm.startswith("optl:"):
                    if el.checked:
                        fields.setdefault(nm, []).append(str(el.value))
                else:
                    fields[nm] = bool(el.checked)
            else:
                fields[nm] = str(el.value)
        try:
            players, options = shell.parse_setup(self.game, fields, self.lang)
            seed = int(js.Math.floor(js.Math.random() * 2 ** 31))
            state = self.game.new_game(players, seed, options)
        except ValueError as e:
            self.message = str(e)
            window.alert(str(e))
            return
        self.open_game(state)

    def read_form_into_setup(self):
        form = document.getElementById("setup-form")
        if not form:
            return
        for i in range(len(self.setup["seats"])):
            name_el = form.elements.namedItem(f"name{i}")
            kind_el = form.elements.namedItem(f"kind{i}")
            if name_el:
                self.setup["seats"][i]["name"] = str(name_el.value)
            if kind_el:
                v = str(kind_el.value)
                if v.startswith("bot:"):
                    self.setup["seats"][i]["kind"] = "computer"
                    self.setup["seats"][i]["bot"] = v[4:]
                else:
                    self.setup["seats"][i]["kind"] = "human"

    def command(self, data):
        cmd = data.get("cmd")
        to = data.get("to")
        if to:
            self.message = None
        if to == "home":
            self.cancel_bot()
            self.screen = "home"
            self.settings.pop("current", None)
            self.save_settings()
        elif to == "setup":
            self.open_setup(data["game"])
        elif to == "continue":
            self.continue_game(data["game"])
        elif to == "rules":
            if self.screen != "rules":
                self.prev_screen = self.screen
            if self.game is None or self.game.name != data["game"]:
                self.game = games.get(data["game"])
                if self.screen != "game":
                    self.state = None
            self.screen = "rules"
        elif to == "back":
            self.screen = self.prev_screen if self.prev_screen != "rules" else "home"
            if self.screen == "game" and self.state is None:
                self.screen = "home"
        elif cmd == "lang":
            self.lang = "de" if self.lang == "en" else "en"
            self.settings["lang"] = self.lang
            self.save_settings()
            if self.screen == "setup":
                self.read_form_into_setup()
        elif cmd == "setup_count":
            self.read_form_into_setup()
            self.setup["count"] = int(data["n"])
        elif cmd == "start":
            self.start_from_form(data["game"])
        elif cmd == "pass_ready":
            self.ui["shown"] = self.ui.get("pass_to")
            self.ui["pass_to"] = None
        elif cmd == "undo":
            self.undo()
        elif cmd == "log":
            self.ui["log_open"] = not self.ui.get("log_open")
        elif cmd == "replay_open":
            self.cancel_bot()
            self.ui["replay"] = len(self.history) - 1
            self.ui["log_open"] = False
        elif cmd == "replay":
            self.ui["replay"] = max(0, min(len(self.history) - 1, int(data["i"])))
        elif cmd == "replay_close":
            self.ui["replay"] = None
            self.schedule_bot()
        elif cmd == "reload_save":
            self.ui["stale"] = False
            self.continue_game(self.game.name)
        elif cmd == "export_bad":
            text = self.store.get(data["key"]) or ""
            blob = js.Blob.new([text], js.Object.fromEntries([["type", "application/json"]]))
            url = js.URL.createObjectURL(blob)
            a = document.createElement("a")
            a.href = url
            a.download = data["key"].replace(":", "_") + ".json"
            document.body.appendChild(a)
            a.click()
            a.remove()
            return
        elif cmd == "discard_bad":
            self.store.remove(data["key"])
            self.bad = [b for b in self.bad if b["key"] != data["key"]]
        elif cmd == "share":
            link = records.encode_link(self.state)
            url = str(window.location.href).split("#")[0] + "#g=" + link
            warn = shell.tr(self.lang, "share_warn") if self.game.hidden_information else ""
            window.prompt((warn + "\n\n" if warn else "") + shell.tr(self.lang, "share"), url)
            return
        self.render()

    # ---------------------------------------------------------------- events
    def on_click(self, event):
        target = event.target
        if target is None or target is jsnull or not hasattr(target, "closest"):
            return
        el = target.closest("[data-act],[data-sel],[data-nav]")
        if el is None or el is jsnull:
            return
        if el.hasAttribute("disabled"):
            return
        if el.hasAttribute("data-nav"):
            data = json.loads(str(el.getAttribute("data-nav")))
            if str(el.tagName).upper() != "INPUT":
                event.preventDefault()
            self.command(data)
        elif el.hasAttribute("data-act"):
            self.do_action(json.loads(str(el.getAttribute("data-act"))))
        elif el.hasAttribute("data-sel"):
            patch = json.loads(str(el.getAttribute("data-sel")))
            sel = {} if patch.get("_clear") else dict(self.ui.get("sel") or {})
            for k, v in patch.items():
                if k == "_clear":
                    continue
                if v is None:
                    sel.pop(k, None)
                else:
                    sel[k] = v
            self.ui["sel"] = sel
            self.render()

    def on_key(self, event):
        key = str(event.key)
        if self.screen == "game" and self.ui.get("replay") is not None and key in ("ArrowLeft", "ArrowRight", "Home", "End"):
            n = len(self.history) - 1
            i = self.ui["replay"]
            self.ui["replay"] = {"ArrowLeft": max(0, i - 1), "ArrowRight": min(n, i + 1), "Home": 0, "End": n}[key]
            event.preventDefault()
            self.render()
            return
        if key not in ("Enter", " "):
            if key == "Escape" and self.ui.get("sel"):
                self.ui["sel"] = {}
                self.render()
            return
        el = event.target
        if str(el.tagName).upper() in ("BUTTON", "INPUT", "SELECT", "TEXTAREA", "A"):
            return
        if el.getAttribute("role") == "button":
            event.preventDefault()
            self.on_click(event)

    def on_resize(self, *args):
        if self.screen == "game":
            was = self.ui.get("compact")
            if was != self.compact():
                self.render()

    def on_storage(self, event):
        """Another tab wrote our game's save: offer to load it rather than overwrite it."""
        if self.screen != "game" or self.game is None or self.embed:
            return
        if str(event.key) == save_key(self.game.name) and event.newValue is not None \
                and event.newValue is not jsnull and str(event.newValue) != self.last_saved:
            self.ui["stale"] = True
            self.cancel_bot()
            self.render()

    def open_embed_new(self):
        """``#embed=1&new=<game>&seed=<n>&n=<players>&opts=<json>``: a fresh game in an iframe."""
        p = self.params
        name = p.get("new")
        g = games.get(name)
        n = int(p.get("n", g.min_players))
        opts = json.loads(js.decodeURIComponent(p["opts"])) if p.get("opts") else None
        players = [{"name": f"{shell.tr(self.lang, 'seat', n=i + 1)}"} for i in range(n)]
        self.open_game(g.new_game(players, int(p.get("seed", 1)), opts), save=False)

    def show_position(self, name, text):
        """``#position=<encoded>&game=kohaku`` (with or without ``embed=1``): a scored position
        for the rules wiki, drawn with the same explained breakdown as a game."""
        try:
            pos_mod = games.module(name, "position")
            view_mod = games.module(name, "view")
            position = pos_mod.decode_position(text)
            self.load_css(name)
            self.position_html = view_mod.render_position(position, self.lang)
            self.game = games.get(name)
            self.screen = "position"
        except Exception as e:          # untrusted input: say what is wrong, start normally
            self.message = shell.tr(self.lang, "badlink", why=str(e)[:200])
            self.screen = "home"

    def boot(self):
        if self.embed:
            document.body.classList.add("embed")
        else:
            self.collect_bad()
        link = self.params.get("g")
        if self.params.get("position"):
            self.show_position(self.params.get("game", "kohaku"), self.params["position"])
        elif self.embed and self.params.get("new"):
            try:
                self.open_embed_new()
            except (KeyError, ValueError) as e:
                self.message = shell.tr(self.lang, "badlink", why=str(e))
        elif link:
            try:
                state = records.decode_link(link)
                self.open_game(state, save=False)
                if "step" in self.params or self.params.get("replay") == "1":
                    step = self.params.get("step", "")
                    self.ui["replay"] = int(step) if step.isdigit() else len(self.history) - 1
                    self.cancel_bot()
            except BadState as e:
                self.message = shell.tr(self.lang, "badlink", why=str(e))
                window.alert(self.message)
                self.screen = "home"
        elif self.settings.get("current") in games.names() and self.store.get(save_key(self.settings["current"])):
            self.continue_game(self.settings["current"])
        if self.params.get("eager") == "1":
            # benchmark only (bench/lazy.py): what the shelf would cost if every game loaded up front
            for name in games.names():
                games.get(name)
                for part in ("view", "bots"):
                    games.module(name, part)
                shell.game_css(name)
        self.render()
        loading = document.getElementById("loading")
        if loading:
            loading.remove()
        window.pondsideReadyAt = js.performance.now()
        document.body.dataset.ready = "1"


def install_bench_hook(app):
    """``#bench=1``: expose the benchmark kernels (pondside.benchcore) to bench/run.py, so the
    browser runs exactly the code CPython runs."""
    from pondside import benchcore

    def run(kind, *args):
        fn = {"playouts": benchcore.playouts, "think": benchcore.think_times}[str(kind)]
        return json.dumps(fn(*[a if not hasattr(a, "to_py") else a.to_py() for a in args]))

    window.pondsideBench = create_proxy(run)


APP = None
BOT_PROXY = None


def main():
    """Start the app: called by static/main.py, the two-line script PyScript runs."""
    global APP, BOT_PROXY
    APP = App()
    if APP.params.get("bench") == "1":
        install_bench_hook(APP)
    BOT_PROXY = create_proxy(APP.bot_move)
    APP.root.addEventListener("click", create_proxy(APP.on_click))
    document.addEventListener("keydown", create_proxy(APP.on_key))
    window.addEventListener("resize", create_proxy(APP.on_resize))
    window.addEventListener("storage", create_proxy(APP.on_storage))
    document.addEventListener("submit", create_proxy(lambda e: e.preventDefault()))   # forms never navigate
    APP.boot()
