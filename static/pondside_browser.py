"""Pondside's browser layer: the only module that touches the page (``js``).

PyScript runs static/main.py from source on every boot; this module ships precompiled in the app
archive (tools/setup.py puts it there as the top-level module ``pondside_browser``), so main.py only
imports it and calls ``main()``.

A thin adapter around the pure session (``pondside.app.session``, tested under CPython): DOM events in
(clicks on ``data-nav`` / ``data-act`` / ``data-sel``, keys, resizes, storage events, address changes), the
session's HTML out (patched into ``#app`` by static/morph.js), ``localStorage`` behind a small store, and the
session's effects carried out (one timer, the clipboard, the share sheet, a file download).
"""
import json
import time
import traceback

import js
from pyodide.ffi import create_once_callable, create_proxy

try:                                   # Pyodide maps JavaScript's null to jsnull, not None
    from pyodide.ffi import jsnull
except ImportError:                    # pragma: no cover - older Pyodide
    jsnull = None

# the page's own objects (what `pyscript.window`/`pyscript.document` are on the main thread): the browser layer
# does not import PyScript's Python package, whose import costs a later visit's start (tools/patch_pyscript.py)
window = js
document = js.document

from pondside.app import session as S  # noqa: E402  (after the page's objects above, as the module reads)
from pondside.app import assets  # noqa: E402


GLIDE_MS = 220      # the table's glide when the news above it changes size and no piece flies (static/motion.js)


def _js(value):
    return value is not None and value is not jsnull


# ------------------------------------------------------------------ storage

def _label_of(el) -> str:
    """The words a piece of the table carries for a screen reader (its label, its SVG title, the label of the
    control it lies in): what "what is this?" says of a piece its game does not describe further."""
    if not _js(el) or not hasattr(el, "getAttribute"):
        return ""
    label = el.getAttribute("aria-label")
    if not label:
        title = el.querySelector("title")
        label = title.textContent if _js(title) else None
    if not label:
        holder = el.closest("[aria-label]")
        label = holder.getAttribute("aria-label") if _js(holder) else None
    return str(label or "")[:160]

class Store:
    """localStorage behind the session's store methods.  A failing write (full quota, private mode) returns
    False; reads and writes that the browser denies fall back to memory."""

    def __init__(self):
        self.memory = {}
        self.failed = False
        try:
            self.ls = window.localStorage
            self.ls.getItem(S.KEY_SETTINGS)
        except Exception:           # denied (a privacy setting): play in memory
            self.ls = None
        self.persistent = self.ls is not None

    def get(self, key):
        if self.ls is None:
            return self.memory.get(key)
        try:
            v = self.ls.getItem(key)
        except Exception:
            return self.memory.get(key)
        return str(v) if _js(v) else None

    def set(self, key, value):
        self.memory[key] = value
        if self.ls is None:
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
        if self.ls is not None:
            try:
                self.ls.removeItem(key)
            except Exception:
                pass

    def keys(self):
        if self.ls is None:
            return list(self.memory)
        try:
            return [str(self.ls.key(i)) for i in range(int(self.ls.length))]
        except Exception:
            return list(self.memory)


def _fn(name):
    """The page's function ``name`` (from one of the app's scripts), when it is there."""
    f = getattr(window, name, None)
    return _js(f) and not isinstance(f, (str, int, float))


def _framed():
    """The page is inside a frame of another origin (a page of our own origin may frame the app as it likes)."""
    try:
        if window.self == window.top:
            return False
        str(window.top.location.href)   # readable only from the same origin
        return False
    except Exception:                   # a parent of another origin
        return True


# ------------------------------------------------------------------ the page
class Page:
    def __init__(self):
        self.root = document.getElementById("app")
        self.page_class = ""   # the root's `game-<name>` class (render)
        # `?embed=1` (the address a wiki frames: the server lets any site frame it) or `#embed=1`
        params = S.parse_hash(str(window.location.search).lstrip("?") + "&" + str(window.location.hash).lstrip("#"))
        embed = params.get("embed") == "1"
        framed = not embed and _framed()
        nav_lang = str(getattr(window.navigator, "language", "en") or "en")
        can_share = _js(getattr(window.navigator, "share", None))
        self.session = S.Session(None if embed or framed else Store(), params, nav_lang=nav_lang,
                                 clock=lambda: float(js.performance.now()), framed=framed,
                                 can_share=can_share, base_url=str(window.location.href))
        self.timer = None
        self.table_calls = []         # calls for static/tables.js, kept until it has loaded
        self.tables = "no"            # static/tables.js: "no" | "loading" | "ready"
        self.loaded_css = set()
        self.warmed = set()
        self._t1 = 0.0

    # ---------------------------------------------------------------- the game's stylesheet and images
    def load_css(self, name):
        if name in self.loaded_css:
            return
        css = assets.game_css(name) + assets.game_defs(name)   # its stylesheet + generated drawings
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
        sprites = assets.game_sprites(name)
        if sprites:
            # its shared shapes, once, in a hidden SVG outside the screen (which a render replaces)
            holder = document.createElementNS("http://www.w3.org/2000/svg", "svg")
            holder.setAttribute("class", "game-sprites")
            holder.setAttribute("aria-hidden", "true")
            holder.setAttribute("focusable", "false")
            holder.id = f"sprites-{name}"
            holder.innerHTML = f"<defs>{sprites}</defs>"
            document.body.appendChild(holder)
        self.loaded_css.add(name)

    def warm_art(self, name, lang):
        """static/morph.js: build the game's images in the current language (each an SVG document of its own)
        while the page is idle; once per game and language."""
        if (name, lang) in self.warmed:
            return
        self.warmed.add((name, lang))
        warm = getattr(window, "pondsideWarmArt", None)
        urls = assets.game_art(name, lang)
        if urls and _js(warm) and not isinstance(warm, (str, int, float)):
            warm(js.JSON.parse(json.dumps(urls)))

    # ---------------------------------------------------------------- render
    def render(self):
        t0 = self._t1 = time.perf_counter()
        try:
            self.draw()
        finally:
            # what the session asked for goes out even when the screen could not be drawn (an error then
            # still reaches the console): a table's phones hear of the move, a timer still ticks
            self.apply_effects()
        t2 = time.perf_counter()
        try:   # for the benchmark: the last render's Python and DOM-update times
            window.pondsideRender = js.JSON.parse(json.dumps(
                {"py_ms": round((self._t1 - t0) * 1000, 2), "dom_ms": round((t2 - self._t1) * 1000, 2)}))
        except Exception:
            pass

    def draw(self):
        s = self.session
        if s.game is not None:
            self.load_css(s.game.name)
            if s.screen in ("game", "position", "editor"):      # (the editor draws the board below its places)
                self.warm_art(s.game.name, s.lang)
        if str(document.documentElement.lang or "") != s.lang:
            # setting it, even to the same value, restyles every element of the page (measured: 2.2 -> 0.6 ms
            # of style and layout per Kōhaku click)
            document.documentElement.lang = s.lang
        # the page's root names the game on screen (`game-<name>`), for what only the root can set, such as
        # the scroll padding below a game's sticky prompt bar; changed only when it changes (as `lang` above)
        page = f"game-{s.game.name}" if s.game is not None and s.screen in ("game", "position") else ""
        if page != self.page_class:
            if self.page_class:
                document.documentElement.classList.remove(self.page_class)
            if page:
                document.documentElement.classList.add(page)
            self.page_class = page
        html = s.html()
        motion = s.take_motion()
        self._t1 = time.perf_counter()
        before = getattr(document.body.dataset, "screen", None)
        before = str(before) if _js(before) else ""
        # static/motion.js: where the pieces that move start, before the page changes (it also finishes any
        # flight still under way)
        fly = top = None
        if motion and _fn("pondsideMotionBefore"):
            moves = js.JSON.parse(json.dumps(motion["moves"]))
            fly = (moves, window.pondsideMotionBefore(self.root, moves))
        elif s.screen == before and s.screen in ("game", "guest") and s.motion_on and not s.embed \
                and _fn("pondsideGlideBefore"):
            top = window.pondsideGlideBefore(self.root)      # (a game on screen still: its table glides if it moves)
        elif _fn("pondsideMotionFinish"):
            window.pondsideMotionFinish()
        morph = getattr(window, "pondsideMorph", None)
        if (_js(morph) and not isinstance(morph, (str, int, float)) and s.params.get("morph") != "0"):
            # static/morph.js: only what changed is touched (keeps focus); #morph=full compares the whole
            # screen's parsed markup on every render, as before the markup-level skipping (benchmark)
            morph(self.root, html, s.params.get("morph") != "full")
        else:
            self.root.innerHTML = html
        if fly is not None and _js(fly[1]):
            window.pondsideMotionAfter(self.root, fly[1], fly[0], motion["ms"])
        elif _js(top):
            window.pondsideGlideAfter(self.root, top, GLIDE_MS)
        document.body.dataset.screen = s.screen
        if s.screen in ("table", "guest"):
            self.table_call("draw", -1, "")    # the codes on screen drawn as QR codes
        if _fn("pondsideMeasureHead"):
            window.pondsideMeasureHead()
        if before and before != s.screen:
            # a new screen starts at its top: the browser's scroll anchoring would otherwise keep some node of
            # the old one where it was (opening the editor from a phone's shelf landed 2000 px down its page)
            window.scrollTo(0, 0)

    def apply_effects(self):
        for effect in self.session.take_effects():
            kind = effect[0]
            if kind == "timer":
                if self.timer is not None:
                    window.clearTimeout(self.timer)
                    self.timer = None
                if effect[1] is not None:
                    self.timer = window.setTimeout(TICK, int(effect[1]))
            elif kind == "copy":
                self.copy(effect[1])
            elif kind == "share":
                try:
                    window.navigator.share(js.JSON.parse(json.dumps({"url": effect[1], "title": effect[2]})))
                except Exception:
                    pass
            elif kind == "picture":
                # static/focus.js: the board's SVG element as a file of its own, its styles written in
                make = getattr(window, "pondsideBoardSvg", None)
                text = make(self.root, effect[1], effect[3], effect[4]) if _js(make) else None
                if _js(text) and str(text):
                    self.download(effect[2], str(text), "image/svg+xml")
            elif kind == "table":              # static/tables.js: players on their own phones
                self.table_call(effect[1], effect[2], effect[3])
            elif kind == "sound":              # static/motion.js (the player turned sounds on)
                if _fn("pondsideSound"):
                    window.pondsideSound(effect[1])
            elif kind == "download":           # a file the pure session made (Koi-Koi's picture)
                self.download(effect[1], effect[2], effect[3])
            elif kind == "export":
                blob = js.Blob.new([effect[2]], js.Object.fromEntries([["type", "application/json"]]))
                url = js.URL.createObjectURL(blob)
                a = document.createElement("a")
                a.href = url
                a.download = effect[1]
                document.body.appendChild(a)
                a.click()
                a.remove()

    # ---------------------------------------------------------------- players on their own phones
    def table_call(self, op, seat, data):
        """Ask static/tables.js (loaded the first time a table needs it) to ``op``: offer, answer, accept, send,
        close, scan, stop_scan, draw."""
        self.table_calls.append((op, seat, data))
        if self.tables == "ready":
            self.flush_table()
        elif self.tables == "no":
            self.tables = "loading"
            window.pondsideTableEvent = create_proxy(self.on_table)
            el = document.createElement("script")
            el.src = "./static/tables.js"

            def loaded(*_a):
                self.tables = "ready"
                self.flush_table()
            el.onload = create_once_callable(loaded)
            document.head.appendChild(el)

    def flush_table(self):
        T = getattr(window, "pondsideTables", None)
        if not _js(T):
            return
        calls, self.table_calls = self.table_calls, []
        for op, seat, data in calls:
            if op in ("offer", "close"):
                getattr(T, op)(seat)
            elif op in ("answer", "accept", "send"):
                getattr(T, op)(seat, data)
            elif op == "scan":
                video = document.getElementById("table-video")
                if _js(video):
                    T.scan(video)
            elif op == "stop_scan":
                T.stopScan()
            elif op == "draw":
                T.draw(self.root)

    def on_table(self, kind, seat, data):
        """An event of static/tables.js: a description gathered, a channel open or closed, a message, a code
        scanned, a problem."""
        try:
            self.session.table_event(str(kind), int(seat), str(data))
        except Exception:  # noqa: BLE001 - said in the console; the table goes on, drawn as it now is
            js.console.error("Pondside: a table event failed: " + traceback.format_exc()[-2000:])
        self.render()

    def download(self, name, text, mime):
        blob = js.Blob.new([text], js.Object.fromEntries([["type", mime]]))
        url = js.URL.createObjectURL(blob)
        a = document.createElement("a")
        a.href = url
        a.download = name
        document.body.appendChild(a)
        a.click()
        a.remove()

    def copy(self, text):
        try:
            window.navigator.clipboard.writeText(text)
        except Exception:            # no clipboard API: select the link's field so a long press copies it
            el = document.querySelector("[data-share-url]")
            if _js(el):
                el.select()

    # ---------------------------------------------------------------- events
    def fields(self):
        out = {}
        for fid in ("setup-form", "share-form", "editor-form"):   # the new-game dialog; the Share panel's caption;
            # the position editor's choices and text
            form = document.getElementById(fid)
            if _js(form):
                self._read_form(form, out)
        return out

    def _read_form(self, form, out):
        for el in form.elements:
            nm = str(el.name or "")
            if not nm:
                continue
            typ = str(el.type or "")
            if typ == "radio":
                if el.checked:
                    out[nm] = str(el.value)
            elif typ == "checkbox":
                if nm.startswith("optl:"):
                    if el.checked:
                        out.setdefault(nm, []).append(str(el.value))
                else:
                    out[nm] = bool(el.checked)
            else:
                out[nm] = str(el.value)

    def on_click(self, event):
        target = event.target
        if not _js(target) or not hasattr(target, "closest"):
            return
        s = self.session
        # a tap while a move is shown in stages ends it at once (the tap then does what it does)
        finished = s.screen == "game" and s.finish_stages()
        if s.screen == "game" and s.ui.get("info_mode") and _js(target.closest(".game-area")):
            # "What is this?": the tap names the piece under it and plays nothing
            event.preventDefault()
            piece = self._piece_at(target, event)
            s.nav({"cmd": "info", "piece": str(piece.getAttribute("data-piece")), "label": _label_of(piece)}
                  if _js(piece) else {"cmd": "info_mode"})
            self.render()
            self.after_action(True)
            return
        if s.marking() and _js(target.closest(".game-area")):
            # Mark pieces (the Share panel's, the position editor's): a tap on the table marks the piece under
            # it and plays nothing (the piece may lie under a game's tap area, as Kōhaku's tiles do: every
            # element at the point is asked)
            event.preventDefault()
            piece = self._piece_at(target, event)
            if _js(piece):
                s.nav({"cmd": "mark", "piece": str(piece.getAttribute("data-piece"))})
                self.render()
            return
        el = target.closest("[data-act],[data-sel],[data-nav]")
        if not _js(el) or el.hasAttribute("disabled"):
            if finished:
                self.render()
            return
        if el.hasAttribute("data-nav"):
            data = json.loads(str(el.getAttribute("data-nav")))
            if str(el.tagName).upper() != "INPUT":
                event.preventDefault()
            if data.get("cmd") in ("start", "again", "table_end"):
                data["seed"] = int(js.Math.floor(js.Math.random() * 2 ** 31))
            # a menu's item closes the menu (a setting's buttons keep it open: the choice is seen changing)
            menu = el.closest("details.menu, details.settings")
            if _js(menu) and not _js(el.closest(".settings-body")):
                menu.removeAttribute("open")
            s.nav(data, self.fields())
        elif el.hasAttribute("data-act"):
            s.act(json.loads(str(el.getAttribute("data-act"))))
        else:
            s.sel(json.loads(str(el.getAttribute("data-sel"))))
        # (a kept focus stays; one whose element went moves to the next thing to do)
        self.focus_next = s.screen == "game"
        self.render()
        self.after_action()

    def on_change(self, event):
        """A choice list with ``data-change`` (the position editor's settings) acts when its choice changes."""
        target = event.target
        if not _js(target) or not hasattr(target, "closest"):
            return
        el = target.closest("[data-change]")
        if not _js(el):
            return
        self.session.nav(json.loads(str(el.getAttribute("data-change"))), self.fields())
        self.render()

    def _piece_at(self, target, event):
        """The piece of the table under a tap: the element tapped, or any under the point (a piece may lie
        under a game's tap area, as Kōhaku's tiles do, or inside the control tapped, as a Koi-Koi card is in
        the space that takes it)."""
        piece = target.closest(".game-area [data-piece]")
        if not _js(piece):
            ctrl = target.closest("[data-act], [data-sel]")
            piece = ctrl.querySelector("[data-piece]") if _js(ctrl) else None
        if not _js(piece):
            for el in document.elementsFromPoint(event.clientX, event.clientY):
                piece = el.closest(".game-area [data-piece]") if hasattr(el, "closest") else None
                if _js(piece):
                    break
        return piece

    def on_info(self, event):
        """A long press (or a right click) on a piece (static/motion.js): what it is."""
        piece = event.detail
        if _js(piece) and self.session.screen == "game":
            self.session.nav({"cmd": "info", "piece": str(piece), "label": _label_of(event.target)})
            self.render()
            self.after_action(True)

    focus_next = False

    def after_action(self, force=False, now=False):
        """After a move, focus goes to the next sensible control, not to the page (static/focus.js), and the
        place where the player acts next comes into view (``now``: at once, not gliding: a screen just opened)."""
        if self.focus_next or force:
            self.focus_next = False
            fn = getattr(window, "pondsideFocusNext", None)
            if _js(fn):
                fn(self.root, True, now)

    def on_key(self, event):
        key = str(event.key)
        el = event.target
        if self.session.key(key):
            event.preventDefault()
            self.render()
            return
        if key not in ("Enter", " "):
            return
        if str(el.tagName).upper() in ("BUTTON", "INPUT", "SELECT", "TEXTAREA", "A", "SUMMARY"):
            return
        if el.getAttribute("role") == "button":
            event.preventDefault()
            self.on_click(event)

    def on_resize(self, *args):
        try:
            compact = int(window.innerWidth) < S.COMPACT_BELOW
        except Exception:
            compact = False
        if self.session.set_compact(compact):
            self.render()

    def on_storage(self, event):
        key = str(event.key) if _js(event.key) else ""
        value = str(event.newValue) if _js(event.newValue) else None
        if self.session.storage_event(key, value):
            self.render()

    def on_hash(self, *args):
        """A game link pasted into a tab that already runs the app opens it."""
        # `?embed=1` (the address a wiki frames: the server lets any site frame it) or `#embed=1`
        params = S.parse_hash(str(window.location.search).lstrip("?") + "&" + str(window.location.hash).lstrip("#"))
        if params.get("g") and params.get("g") != self.session.params.get("g"):
            self.session.params = params
            self.session.open_link(params["g"])
            self.render()
        elif params.get("join") and params.get("join") != self.session.params.get("join"):
            self.session.params = params          # a table's code opened in a tab that runs the app
            self.session.open_join(params.get("game", ""), params["join"])
            self.render()

    def on_tick(self, *args):
        self.timer = None
        if self.session.tick():
            self.render()
            self.publish_think()
            fn = getattr(window, "pondsideFocusNext", None)
            if _js(fn):                  # focus stays on the board through the computer's move, unscrolled
                fn(self.root, False)
            fn = getattr(window, "pondsideShowNews", None)
            if _js(fn):
                fn(self.root)
        else:
            self.apply_effects()

    def publish_think(self):
        try:
            window.pondsideThink = js.JSON.parse(json.dumps(self.session.think_stats))
        except Exception:
            pass

    def boot(self):
        s = self.session
        if s.embed:
            document.body.classList.add("embed")
        try:
            compact = int(window.innerWidth) < S.COMPACT_BELOW
        except Exception:
            compact = False
        s.set_compact(compact)
        s.boot()
        if s.params.get("eager") == "1":
            # benchmark only (bench/lazy.py): what the shelf would cost if every game loaded up front
            from pondside import games
            for name in games.names():
                games.get(name)
                for part in ("view", "bots"):
                    games.module(name, part)
                assets.game_css(name)
        if not self.replay_tap():
            self.render()
            # a game opened at start: where the player acts next, in view (not in an embed: a wiki's reader sees
            # it from its top, and its host may be making the frame as tall as its content meanwhile)
            if s.screen == "game" and not s.embed:
                self.after_action(True, now=True)
        loading = document.getElementById("loading")
        if _js(loading):
            loading.remove()
        window.pondsideReadyAt = js.performance.now()
        document.body.dataset.ready = "1"

    def replay_tap(self) -> bool:
        """Taps made before Python was up (index.html keeps them in ``window.pondsideTaps``): the last one on
        the prerendered home shelf, or "New game" and then the taps on its prerendered dialog (Start among
        them), done now in order with the fields the dialog shows, and the screen they lead to rendered (the
        shelf is not rendered first: on a phone that render is worth skipping).  False when there was none."""
        taps = getattr(window, "pondsideTaps", None)
        if not _js(taps) or not int(getattr(taps, "length", 0) or 0):
            return False
        window.pondsideTaps = js.Array.new()
        fields = self.fields()          # (read before anything is drawn over the dialog the person filled in)
        done = 0
        try:
            for i in range(int(taps.length)):
                data = json.loads(str(taps[i]))
                if not isinstance(data, dict) or (i == 0 and self.session.screen != "home"):
                    break
                if data.get("cmd") == "start":
                    data["seed"] = int(js.Math.floor(js.Math.random() * 2 ** 31))
                self.session.nav(data, fields)
                done += 1
        except Exception as e:  # noqa: BLE001 - a tap that cannot be replayed is dropped, the shelf stays
            js.console.info(f"pondside: an early tap was not replayed ({e})")
        if not done:
            return False
        self.focus_next = self.session.screen == "game"
        self.render()
        self.after_action()
        return True


def install_bench_hook():
    """``#bench=1``: expose the benchmark kernels (pondside.benchcore) to bench/run.py, so the
    browser runs exactly the code CPython runs."""
    from pondside import benchcore

    def memory():
        """The Python heap, for bench/evening.py: the objects Python's collector tracks after a collection,
        and the runtime's linear memory (which only grows)."""
        import gc
        gc.collect()
        try:
            import pyodide_js
            wasm = int(pyodide_js._module.HEAPU8.length)
        except Exception:  # noqa: BLE001 - a runtime without it: the objects alone
            wasm = 0
        return {"objects": len(gc.get_objects()), "wasm_bytes": wasm}

    def run(kind, *args):
        fn = {"playouts": benchcore.playouts, "think": benchcore.think_times,
              "hint": benchcore.hint_times, "memory": memory}[str(kind)]
        return json.dumps(fn(*[a if not hasattr(a, "to_py") else a.to_py() for a in args]))

    window.pondsideBench = create_proxy(run)


def serve_embeds():
    """Draw the page's other embeds (static/embeds.js): the frame whose runtime serves them (index.html's first
    script gave it the page's embed lock) answers each one's address with its screen, drawn by the same pure
    session code (``session.embed_preview``), so that they show their boards without a runtime of their own."""
    early = getattr(window, "pondsideEarly", None)
    if not _js(early) or not _js(getattr(early, "role", None)) or not _js(getattr(window, "BroadcastChannel", None)):
        return
    chan = js.BroadcastChannel.new("pondside:embeds")

    def on_message(event):
        d = event.data
        # (a frame that started as a guest draws once the drawing frame has gone: static/embeds.js)
        if not _js(d) or getattr(d, "type", None) != "want" or getattr(early, "serves", None) is not True:
            return
        try:
            out = S.embed_preview(str(d.address), str(d.lang), int(d.width))
        except Exception as e:  # noqa: BLE001 - that frame starts its own runtime instead
            out = {"error": str(e)[:200]}
        out.update(type="preview", id=str(d.id))
        # on that frame's own channel (static/embeds.js): the page's channel would copy it into every frame
        to = js.BroadcastChannel.new("pondside:embeds:" + str(d.id))
        to.postMessage(js.JSON.parse(json.dumps(out)))
        js.setTimeout(create_once_callable(lambda: to.close()), 30_000)

    chan.onmessage = create_proxy(on_message)
    if getattr(early, "serves", None) is True:   # frames that asked before this one was up ask again
        chan.postMessage(js.JSON.parse('{"type": "ready"}'))
    window.pondsideEmbedChannel = chan


PAGE = None
TICK = None


def main():
    """Start the app: called by static/main.py, the two-line script PyScript runs."""
    global PAGE, TICK
    PAGE = Page()
    if PAGE.session.params.get("bench") == "1":
        install_bench_hook()
    TICK = create_proxy(PAGE.on_tick)
    PAGE.root.addEventListener("click", create_proxy(PAGE.on_click))
    PAGE.root.addEventListener("change", create_proxy(PAGE.on_change))
    PAGE.root.addEventListener("pondside-info", create_proxy(PAGE.on_info))
    document.addEventListener("keydown", create_proxy(PAGE.on_key))
    window.addEventListener("resize", create_proxy(PAGE.on_resize))
    window.addEventListener("storage", create_proxy(PAGE.on_storage))
    window.addEventListener("hashchange", create_proxy(PAGE.on_hash))
    document.addEventListener("submit", create_proxy(lambda e: e.preventDefault()))   # forms never navigate
    PAGE.boot()
    if PAGE.session.embed:
        serve_embeds()
