"""The app's screens as pure functions (testable under CPython): home shelf, new-game dialog,
game frame, rules page, messages.  The browser layer (static/main.py) only puts the HTML into the
page and turns clicks into calls.

Clicks on shell elements are declared with ``data-nav='<json>'`` (navigation and app commands);
game moves use the games' own ``data-act`` / ``data-sel`` (see docs/engine.md).
"""
from __future__ import annotations

import json

from .. import games
from ..ui.html import esc
from ..ui.i18n import pick
from .text import TEXT

# the home shelf's pictures, drawn by the app (no image files)
PICTURES = {
    "kokonana": ('<rect width="120" height="80" fill="#5fb3d9"/><rect x="52" width="16" height="80" fill="#ead9a6"/>'
                 '<rect x="70" width="50" height="80" fill="#24578f"/><rect x="0" width="10" height="80" fill="#c9b27c"/>'
                 + "".join(f'<rect x="{14 + (i % 2) * 18}" y="{6 + (i // 2) * 18}" width="14" height="14" rx="3" fill="#e8f4fa"/>'
                           for i in range(8))
                 + '<circle cx="96" cy="40" r="9" fill="#d23b3b" stroke="#fff" stroke-width="2"/>'
                 '<path d="M104 12 l8 -6 l8 6 z" fill="#8a6d3b"/>'),
    "koikoi": ('<rect width="120" height="80" fill="#2b1d14"/>'
               '<g transform="rotate(-10 40 40)"><rect x="22" y="12" width="34" height="54" rx="4" fill="#fbf6ea" stroke="#b22" stroke-width="2"/>'
               '<circle cx="39" cy="30" r="9" fill="#d33"/><path d="M26 58 q13 -14 26 0" fill="#2a6"/></g>'
               '<g transform="rotate(8 80 40)"><rect x="62" y="14" width="34" height="54" rx="4" fill="#fbf6ea" stroke="#b22" stroke-width="2"/>'
               '<circle cx="79" cy="34" r="11" fill="#fff3b0" stroke="#333"/><path d="M66 60 h26" stroke="#333" stroke-width="3"/></g>'),
    "kohaku": ('<rect width="120" height="80" fill="#2d7f8f"/>'
               + "".join(f'<rect x="{8 + c * 27}" y="{6 + r * 24}" width="24" height="22" rx="3" fill="{"#f3ece0" if (r + c) % 2 == 0 else "#7dbf6a"}"/>'
                         for r in range(3) for c in range(4))
               + '<ellipse cx="21" cy="17" rx="8" ry="4" fill="#e0452b"/><ellipse cx="75" cy="17" rx="8" ry="4" fill="#222"/>'
               '<ellipse cx="48" cy="41" rx="8" ry="4" fill="#f2c230"/><ellipse cx="102" cy="41" rx="8" ry="4" fill="#3b6fd8"/>'),
    "bigpond": ('<rect width="120" height="80" fill="#1f5f6b"/><circle cx="60" cy="40" r="34" fill="#2d7f8f" stroke="#e9dcc0" stroke-width="3"/>'
                + "".join(f'<rect x="{46 + (i % 3 - 1) * 16}" y="{26 + (i // 3) * 14}" width="14" height="12" rx="2" fill="{"#f3ece0" if i % 2 else "#7dbf6a"}"/>'
                          for i in range(6))
                + '<circle cx="24" cy="14" r="5" fill="#d23b3b"/><circle cx="96" cy="66" r="5" fill="#2f6fd6"/>'),
    "koi": ('<rect width="120" height="80" fill="#355e3b"/>'
            + "".join(f'<polygon points="{x},{y - 10} {x + 9},{y - 5} {x + 9},{y + 5} {x},{y + 10} {x - 9},{y + 5} {x - 9},{y - 5}" fill="{f}"/>'
                      for x, y, f in ((40, 30, "#5fb3d9"), (58, 30, "#7dbf6a"), (49, 46, "#5fb3d9"), (67, 46, "#e9d7a0"), (76, 30, "#5fb3d9")))
            + '<ellipse cx="49" cy="46" rx="6" ry="3" fill="#e0452b"/><circle cx="76" cy="30" r="3" fill="#ffd34d"/>'),
}


def tr(lang, key, **kw):
    return TEXT(lang, key, **kw)


def nav(**data) -> str:
    return f'data-nav="{esc(json.dumps(data, separators=(",", ":"), sort_keys=True))}"'


loc = pick      # a {"en", "de"} value in one language

def picture(name):
    body = PICTURES.get(name, '<rect width="120" height="80" fill="#456"/>')
    return f'<svg class="shelf-pic" viewBox="0 0 120 80" aria-hidden="true" focusable="false">{body}</svg>'


def game_bots(name):
    mod = games.module(name, "bots")
    return mod.BOTS, getattr(mod, "BOT_LABELS", {})


# ------------------------------------------------------------------ home shelf
def render_home(lang, saves: dict, bad: list, shelf=None) -> str:
    """``shelf``: the games' INFO (``games.shelf()``), so the home shelf needs no engine imported."""
    out = [f'<header class="topbar"><h1 class="brand">Pondside</h1>'
           f'<button class="btn btn-ghost" type="button" {nav(cmd="lang")} lang="{tr(lang, "lang_code")}">'
           f'{esc(tr(lang, "lang"))}</button></header>',
           f'<p class="tagline">{esc(tr(lang, "tagline"))}</p>']
    for b in bad:
        out.append(f'<div class="notice notice-bad" role="alert"><p>{esc(tr(lang, "badsave", game=b["title"], why=b["why"]))}</p>'
                   f'<button class="btn" type="button" {nav(cmd="export_bad", key=b["key"])}>{esc(tr(lang, "export"))}</button> '
                   f'<button class="btn btn-ghost" type="button" {nav(cmd="discard_bad", key=b["key"])}>{esc(tr(lang, "discard"))}</button></div>')
    out.append('<ul class="shelf">')
    for info in shelf if shelf is not None else games.shelf():
        name, title, desc, lo, hi = info.name, info.title, info.description, info.min_players, info.max_players
        save = saves.get(name)
        cont = ""
        if save:
            cont = (f'<button class="btn btn-primary" type="button" {nav(to="continue", game=name)} '
                    f'aria-label="{esc(tr(lang, "continue"))}: {esc(loc(title, lang))}">{esc(tr(lang, "continue"))}'
                    f' <small>({esc(tr(lang, "saved", n=save["moves"]))})</small></button>')
        out.append(f'<li class="shelf-item" data-game="{esc(name)}">{picture(name)}'
                   f'<div class="shelf-text"><h2>{esc(loc(title, lang))}</h2>'
                   f'<p class="shelf-count">{esc(tr(lang, "players" if lo != hi else "players1", a=lo, b=hi))}</p>'
                   f'<p class="shelf-desc">{esc(loc(desc, lang))}</p>'
                   f'<div class="shelf-buttons">{cont}'
                   f'<button class="btn{"" if save else " btn-primary"}" type="button" {nav(to="setup", game=name)} '
                   f'aria-label="{esc(tr(lang, "play"))}: {esc(loc(title, lang))}">{esc(tr(lang, "play"))}</button>'
                   f'<button class="btn btn-ghost" type="button" {nav(to="rules", game=name)} '
                   f'aria-label="{esc(tr(lang, "rules"))}: {esc(loc(title, lang))}">{esc(tr(lang, "rules"))}</button>'
                   f'</div></div></li>')
    out.append("</ul>")
    return "".join(out)


# ------------------------------------------------------------------ new-game dialog
def default_setup(game) -> dict:
    bots, _ = game_bots(game.name)
    levels = list(bots)
    n = max(game.min_players, 2) if game.max_players >= 2 else 1
    seats = [{"kind": "human", "name": "", "bot": levels[-1] if levels else None}]
    for i in range(1, game.max_players):
        seats.append({"kind": "computer" if levels else "human", "name": "", "bot": levels[-1] if levels else None})
    return {"count": n, "seats": seats, "options": game.default_options()}


def render_setup(game, lang, setup) -> str:
    bots, labels = game_bots(game.name)
    title = loc(game.title, lang)
    out = [f'<header class="topbar"><button class="btn btn-ghost" type="button" {nav(to="home")}>← {esc(tr(lang, "home"))}</button>'
           f'<h1>{esc(title)}</h1><span></span></header>',
           f'<form id="setup-form" class="setup" data-game="{esc(game.name)}">']
    counts = list(range(game.min_players, game.max_players + 1))
    if len(counts) > 1:
        out.append(f'<fieldset><legend>{esc(tr(lang, "count"))}</legend><div class="seg">')
        for c in counts:
            checked = " checked" if c == setup["count"] else ""
            out.append(f'<label class="seg-item"><input type="radio" name="count" value="{c}"{checked} '
                       f'{nav(cmd="setup_count", n=c)}><span>{c}</span></label>')
        out.append("</div></fieldset>")
    out.append('<fieldset><legend>' + esc(tr(lang, "players", a=game.min_players, b=game.max_players)) + '</legend>')
    for i in range(setup["count"]):
        seat = setup["seats"][i]
        out.append(f'<div class="seat-row"><span class="seat-no">{esc(tr(lang, "seat", n=i + 1))}</span>'
                   f'<input class="seat-name" name="name{i}" maxlength="24" autocomplete="off" '
                   f'aria-label="{esc(tr(lang, "name"))} {i + 1}" placeholder="{esc(tr(lang, "name"))}" value="{esc(seat["name"])}">'
                   f'<select name="kind{i}" aria-label="{esc(tr(lang, "seat", n=i + 1))}">'
                   f'<option value="human"{" selected" if seat["kind"] == "human" else ""}>{esc(tr(lang, "human"))}</option>')
        for lvl in bots:
            sel = " selected" if seat["kind"] == "computer" and seat.get("bot") == lvl else ""
            out.append(f'<option value="bot:{esc(lvl)}"{sel}>{esc(tr(lang, "computer"))}: '
                       f'{esc(loc(labels.get(lvl, lvl), lang))}</option>')
        out.append("</select></div>")
    out.append("</fieldset>")
    if game.options_spec:
        out.append(f'<fieldset class="options"><legend>{esc(tr(lang, "options"))}</legend>')
        for o in game.options_spec:
            val = setup["options"].get(o.key, o.default)
            label = esc(loc(o.label, lang))
            mark = (f' <span class="assumed-mark" title="{esc(tr(lang, "assumed"))}">'
                    f'<abbr aria-label="{esc(tr(lang, "assumed"))}">◇</abbr></span>') if o.assumed else ""
            hint = f'<small class="opt-help">{esc(loc(o.help, lang))}</small>' if o.help else ""
            fid = f"opt-{o.key}"
            if o.kind == "bool":
                out.append(f'<div class="opt"><label for="{fid}"><input type="checkbox" id="{fid}" name="opt:{esc(o.key)}"'
                           f'{" checked" if val else ""}> {label}{mark}</label>{hint}</div>')
            elif o.kind == "choice":
                opts = "".join(f'<option value="{esc(json.dumps(c))}"{" selected" if c == val else ""}>{esc(_choice_label(o, c, lang))}</option>'
                               for c in o.choices)
                out.append(f'<div class="opt"><label for="{fid}">{label}{mark}</label>'
                           f'<select id="{fid}" name="opt:{esc(o.key)}">{opts}</select>{hint}</div>')
            elif o.kind == "int":
                lo = f' min="{o.minimum}"' if o.minimum is not None else ""
                hi = f' max="{o.maximum}"' if o.maximum is not None else ""
                out.append(f'<div class="opt"><label for="{fid}">{label}{mark}</label>'
                           f'<input type="number" id="{fid}" name="opt:{esc(o.key)}" value="{esc(val)}"{lo}{hi}>{hint}</div>')
            elif o.kind == "list" and o.choices:
                boxes = "".join(f'<label class="chip"><input type="checkbox" name="optl:{esc(o.key)}" value="{esc(json.dumps(c))}"'
                                f'{" checked" if c in val else ""}> {esc(_choice_label(o, c, lang))}</label>' for c in o.choices)
                out.append(f'<div class="opt"><span class="opt-label">{label}{mark}</span><div class="chips">{boxes}</div>{hint}</div>')
        out.append("</fieldset>")
    out.append(f'<div class="setup-go"><button class="btn btn-primary btn-big" type="button" id="start-game" '
               f'{nav(cmd="start", game=game.name)}>{esc(tr(lang, "start"))}</button></div></form>')
    return "".join(out)


def _choice_label(o, c, lang):
    return o.choice_label(c, lang)


def parse_setup(game, fields: dict, lang="en"):
    """Turn the dialog's form fields (name -> value or list of values) into
    ``(players, options)``.  Raises ValueError with a message for bad input."""
    count = int(fields.get("count", game.min_players))
    if not game.min_players <= count <= game.max_players:
        raise ValueError(tr(lang, "players", a=game.min_players, b=game.max_players))
    bots, labels = game_bots(game.name)
    players = []
    for i in range(count):
        kind = fields.get(f"kind{i}", "human")
        name = str(fields.get(f"name{i}", "")).strip()[:24]
        p = {"name": name, "kind": "human"}
        if kind.startswith("bot:") and kind[4:] in bots:
            p = {"name": name or f"{tr(lang, 'computer')} {i + 1}", "kind": "computer", "bot": kind[4:]}
        if not p["name"]:
            p["name"] = f"{tr(lang, 'seat', n=i + 1)}"
        players.append(p)
    options = {}
    for o in game.options_spec:
        key = f"opt:{o.key}"
        if o.kind == "bool":
            options[o.key] = bool(fields.get(key))
        elif o.kind == "choice" and key in fields:
            options[o.key] = json.loads(fields[key])
        elif o.kind == "int" and key in fields and str(fields[key]).strip() != "":
            options[o.key] = int(fields[key])
        elif o.kind == "list" and o.choices:
            vals = fields.get(f"optl:{o.key}", [])
            if isinstance(vals, str):
                vals = [vals]
            options[o.key] = [json.loads(v) for v in vals]
    return players, game.check_options(options, count)


# ------------------------------------------------------------------ game frame
def humans(state) -> set:
    return {i for i, p in enumerate(state["players"]) if p.get("kind", "human") != "computer"}


def viewer_seat(game, state, last_seat):
    """Whose view the screen shows: the human to move; while a computer moves, the last human."""
    hs = humans(state)
    tm = state["to_move"]
    if tm in hs:
        return tm
    if last_seat in hs:
        return last_seat
    return min(hs) if hs else None


def needs_pass_screen(game, state, shown_seat, new_seat) -> bool:
    """Hot-seat privacy: with hidden information and several people at one device, the
    screen is blanked until the next person confirms they hold it."""
    return (game.hidden_information and len(humans(state)) > 1 and new_seat is not None
            and shown_seat is not None and new_seat != shown_seat)


def settle_ui(game, state, ui, first=False) -> None:
    """After the state changed: whose view the screen shows now, the pass screen if the device must
    change hands first, and no selection left over.  Updates ``ui`` in place."""
    seat = viewer_seat(game, state, ui.get("shown"))
    if first and ui.get("shown") is None:
        ui["shown"] = seat
    if needs_pass_screen(game, state, ui.get("shown"), seat):
        ui["pass_to"] = seat
    ui["seat"] = seat
    ui["sel"] = {}


def render_game(game, state, ui, lang, embed=False) -> str:
    """The game screen.  ``ui``: {"seat", "sel", "compact", "pass_to", "thinking", "undo", "message",
    "log_open", "stale"}.  ``embed``: no app chrome (for an iframe in a rules wiki)."""
    title = loc(game.title, lang)
    top = "" if embed else (f'<header class="topbar"><button class="btn btn-ghost" type="button" {nav(to="home")}>← {esc(tr(lang, "home"))}</button>'
           f'<h1>{esc(title)}</h1><div class="top-actions">'
           + (f'<button class="btn" type="button" {nav(cmd="undo")}>↶ {esc(tr(lang, "undo"))}</button>' if ui.get("undo") else "")
           + f'<button class="btn btn-ghost" type="button" {nav(cmd="log")}>{esc(tr(lang, "log"))}</button>'
           f'<button class="btn btn-ghost" type="button" {nav(to="rules", game=game.name)}>{esc(tr(lang, "rules"))}</button>'
           f'<button class="btn btn-ghost" type="button" {nav(cmd="lang")}>{esc(tr(lang, "lang"))}</button>'
           f'</div></header>')
    msg = ""
    if ui.get("message"):
        msg = f'<div class="notice" role="alert">{esc(ui["message"])}</div>'
    if ui.get("stale"):
        msg += (f'<div class="notice notice-bad" role="alert"><p>{esc(tr(lang, "othertab"))}</p>'
                f'<button class="btn btn-primary" type="button" {nav(cmd="reload_save")}>{esc(tr(lang, "reload"))}</button></div>')
    view_mod = games.module(game.name, "view")
    passing = ui.get("pass_to") is not None
    # While the device changes hands nothing of the game shows, and no seat's secrets are in the page: the
    # table is the view of no seat (a spectator's: every hand face down, nothing to click).
    seat = None if passing else ui.get("seat")
    legal = game.legal_actions(state) if (seat is not None and state["to_move"] == seat) else []
    ctx = {"lang": lang, "seat": seat, "legal": legal, "sel": {} if passing else (ui.get("sel") or {}),
           "compact": bool(ui.get("compact"))}
    body = view_mod.render(game.view(state, seat), ctx)
    if passing:
        # Under the prompt, that table waits inert and not drawn (app.css: content-visibility) in the game's
        # own section: the click that reveals the next person's table then changes only what differs from
        # the spectator's (their hand, what they can click), where building the whole table after an empty
        # screen was the slowest click of a hot-seat game (measured: Koi-Koi's p95 14 -> 10 ms).
        name = state["players"][ui["pass_to"]]["name"]
        return (top + msg + f'<section class="pass-screen"><p>{esc(tr(lang, "pass", name=name))}</p>'
                f'<button class="btn btn-primary btn-big" type="button" id="pass-ready" {nav(cmd="pass_ready")}>'
                f'{esc(tr(lang, "ready", name=name))}</button></section>'
                f'<section class="game-area" data-game-screen="{esc(game.name)}" data-passing="1" inert>{body}</section>')
    status = ""
    if ui.get("thinking") is not None:
        status = (f'<p class="thinking" role="status"><span class="spinner" aria-hidden="true"></span>'
                  f'{esc(tr(lang, "thinking", name=state["players"][ui["thinking"]]["name"]))}</p>')
    over = ""
    if game.is_over(state):
        ws = game.winners(state)
        names = " & ".join(state["players"][w]["name"] for w in ws) or "—"
        sc = game.scores(state)
        rows = "".join(f'<tr><td>{esc(p["name"])}</td><td>{esc(sc[i])}</td></tr>' for i, p in enumerate(state["players"]))
        over = (f'<section class="game-over" role="alert"><h2>{esc(tr(lang, "over"))}</h2>'
                f'<p>{esc(tr(lang, "nowin") if not ws else tr(lang, "winner" if len(ws) == 1 else "winners", names=names))}</p>'
                f'<table class="scores"><caption>{esc(tr(lang, "scores"))}</caption>{rows}</table>'
                + ("" if embed else
                   f'<button class="btn btn-primary" type="button" {nav(to="setup", game=game.name)}>{esc(tr(lang, "again"))}</button> '
                   f'<button class="btn" type="button" {nav(cmd="replay_open")}>{esc(tr(lang, "replay"))}</button> '
                   f'<button class="btn" type="button" {nav(cmd="share")}>{esc(tr(lang, "share"))}</button>')
                + '</section>')
    log = ""
    if ui.get("log_open"):
        log = render_log(game, state, lang)
    return top + msg + status + over + f'<section class="game-area" data-game-screen="{esc(game.name)}">{body}</section>' + log


def render_replay(game, history, ui, lang, embed=False) -> str:
    """The replay viewer: step back and forward through a game (buttons, arrow keys, Home, End)."""
    n = len(history) - 1
    i = max(0, min(n, int(ui.get("replay", n))))
    state = history[i]
    seat = ui.get("seat")
    view_mod = games.module(game.name, "view")
    ctx = {"lang": lang, "seat": seat, "legal": [], "sel": {}, "compact": bool(ui.get("compact"))}
    body = view_mod.render(game.view(state, seat), ctx)
    last = ""
    if i > 0:
        last = game.log_line(history[i - 1], history[i]["actions"][i - 1], lang)

    def b(key, to, disabled):
        return (f'<button class="btn" type="button" {nav(cmd="replay", i=to)}'
                f'{" disabled" if disabled else ""} aria-label="{esc(tr(lang, key))}">'
                f'{ {"first": "⏮", "prev": "◀", "next": "▶", "last": "⏭"}[key] } {esc(tr(lang, key))}</button>')
    controls = (f'<nav class="replay-bar" aria-label="{esc(tr(lang, "replay"))}">'
                + b("first", 0, i == 0) + b("prev", i - 1, i == 0)
                + f'<span class="replay-step" role="status">{esc(tr(lang, "step", i=i, n=n))}</span>'
                + b("next", i + 1, i >= n) + b("last", n, i >= n)
                + ("" if embed else f'<button class="btn btn-primary" type="button" {nav(cmd="replay_close")}>{esc(tr(lang, "close"))}</button>')
                + f'</nav><p class="replay-last">{esc(last)}</p>')
    return controls + f'<section class="game-area" data-game-screen="{esc(game.name)}" data-replay="{i}">{body}</section>'


def log_lines(game, state, lang):
    out = []
    s = game.new_game(state["players"], state["seed"], state["options"])
    for a in state["actions"]:
        out.append(game.log_line(s, a, lang))
        s = game.apply(s, a, check=False)
    return out


def render_log(game, state, lang) -> str:
    lines = log_lines(game, state, lang)
    items = "".join(f"<li>{esc(x)}</li>" for x in lines[-200:])
    return (f'<aside class="log" aria-label="{esc(tr(lang, "log"))}"><h2>{esc(tr(lang, "log"))}</h2>'
            f'<ol start="{max(1, len(lines) - 199)}">{items}</ol>'
            f'<button class="btn" type="button" {nav(cmd="replay_open")}>{esc(tr(lang, "replay"))}</button> '
            f'<button class="btn" type="button" {nav(cmd="share")}>{esc(tr(lang, "share"))}</button> '
            f'<button class="btn" type="button" {nav(cmd="log")}>{esc(tr(lang, "close"))}</button></aside>')


def render_position_bar(game, lang) -> str:
    return (f'<header class="topbar"><button class="btn btn-ghost" type="button" {nav(to="home")}>← {esc(tr(lang, "home"))}</button>'
            f'<h1>{esc(loc(game.title, lang))}</h1><span></span></header>')


def render_rules(game, lang, options=None) -> str:
    view_mod = games.module(game.name, "view")
    opts = options or game.default_options()
    return (f'<header class="topbar"><button class="btn btn-ghost" type="button" {nav(to="back")}>← {esc(tr(lang, "back"))}</button>'
            f'<h1>{esc(loc(game.title, lang))} — {esc(tr(lang, "rules"))}</h1>'
            f'<button class="btn btn-ghost" type="button" {nav(cmd="lang")}>{esc(tr(lang, "lang"))}</button></header>'
            f'<article class="rules">{view_mod.rules_html(lang, opts)}</article>')


def game_css(name) -> str:
    """A game's stylesheet, read from the package (loaded when the game is opened)."""
    import os
    path = os.path.join(os.path.dirname(games.package(name).__file__), "style.css")
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError:
        return ""


def game_art(name, lang="en") -> list:
    """The image URLs of a game's drawings (its view's ``art()``; [] if it has none).  An SVG image is a
    document of its own, which Chromium builds the first time a URL is shown (~3–15 ms each, measured): the
    page builds these while it is idle after the game opens, so no click pays for a design it shows first.
    The same whatever the game state."""
    fn = getattr(games.module(name, "view"), "art", None)
    return list(fn(lang)) if fn else []


def game_defs(name) -> str:
    """A game's generated CSS of shared drawings (its view's ``defs()``, e.g. each card design as a class's
    background image), loaded once with its stylesheet; "" if it has none.  The same whatever the game
    state, so it holds no secret."""
    fn = getattr(games.module(name, "view"), "defs", None)
    return fn() if fn else ""
