"""The app's screens as pure functions (testable under CPython): home shelf, new-game dialog,
game frame, rules page, messages.  The browser layer (static/pondside_browser.py) only puts the HTML into the
page and turns clicks into calls.

Clicks on shell elements are declared with ``data-nav='<json>'`` (navigation and app commands);
game moves use the games' own ``data-act`` / ``data-sel`` (see docs/engine.md).
"""
from __future__ import annotations

import json

from .. import games
from ..ui.html import esc
from ..ui.icons import icon
from ..ui.i18n import MESSAGES_LANG, pick
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
        key = ("badsettings" if b.get("settings") else "badsave") + ("" if b.get("kept", True) else "_left")
        # named and explained in the language on screen now (the notice may come from before a switch)
        name, why = b.get("name"), b.get("why_key")
        title = (tr(lang, "settings_title") if name == "settings" else loc(games.shelf_title(name), lang)) \
            if name else b["title"]
        why = tr(lang, why) if why in TEXT else b["why"]
        if lang == MESSAGES_LANG and b.get("detail"):   # the record's own refusal names the rule
            why = b["detail"]
        out.append(f'<div class="notice notice-bad" role="alert"><p>{esc(tr(lang, key, game=title, why=why))}</p>'
                   f'<button class="btn" type="button" {nav(cmd="export_bad", key=b["key"])}>'
                   f'{esc(tr(lang, "export_settings" if b.get("settings") else "export"))}</button> '
                   f'<button class="btn btn-ghost" type="button" {nav(cmd="discard_bad", key=b["key"])}>{esc(tr(lang, "discard"))}</button></div>')
    out.append('<ul class="shelf">')
    for info in shelf if shelf is not None else games.shelf():
        name, title, desc, lo, hi = info.name, info.title, info.description, info.min_players, info.max_players
        save = saves.get(name)
        cont = ""
        if save:
            cont = (f'<button class="btn btn-primary" type="button" {nav(to="continue", game=name)} '
                    f'aria-label="{esc(tr(lang, "continue"))}: {esc(loc(title, lang))}">{esc(tr(lang, "continue"))}'
                    f' <small>({esc(tr(lang, "saved_over") if save.get("over") else tr(lang, "saved", n=save["moves"]))})'
                    f'</small></button>')
        out.append(f'<li class="shelf-item" data-game="{esc(name)}">{picture(name)}'
                   f'<div class="shelf-text"><h2>{esc(loc(title, lang))}</h2>'
                   f'<p class="shelf-count">{esc(tr(lang, "players" if lo != hi else "players1", a=lo, b=hi))}</p>'
                   f'<p class="shelf-desc">{esc(loc(desc, lang))}</p>'
                   f'<div class="shelf-buttons">{cont}'
                   f'<button class="btn{"" if save else " btn-primary"}" type="button" {nav(to="setup", game=name)} '
                   f'aria-label="{esc(tr(lang, "play"))}: {esc(loc(title, lang))}">{esc(tr(lang, "play"))}</button>'
                   f'<button class="btn btn-ghost" type="button" {nav(to="learn", game=name)} '
                   f'aria-label="{esc(tr(lang, "learn"))}: {esc(loc(title, lang))}">{esc(tr(lang, "learn"))}</button>'
                   f'<button class="btn btn-ghost" type="button" {nav(to="rules", game=name)} '
                   f'aria-label="{esc(tr(lang, "rules"))}: {esc(loc(title, lang))}">{esc(tr(lang, "rules"))}</button>'
                   f'<button class="btn btn-ghost" type="button" {nav(to="editor", game=name)} '
                   f'aria-label="{esc(tr(lang, "editor_shelf"))}: {esc(loc(title, lang))}">{esc(tr(lang, "editor_shelf"))}'
                   f'</button></div></div></li>')
    out.append("</ul>")
    return "".join(out)


# ------------------------------------------------------------------ game frame
def _speed_buttons(lang, speed) -> str:
    """The computer's pace (remembered on this device): slow / normal / fast / instant."""
    items = "".join(f'<button class="btn seg-btn{" is-on" if v == speed else ""}" type="button" '
                    f'aria-pressed="{"true" if v == speed else "false"}" {nav(cmd="speed", v=v)}>'
                    f'{esc(tr(lang, "speed_" + v))}</button>' for v in ("slow", "normal", "fast", "instant"))
    return (f'<div class="settings-body" role="group" aria-label="{esc(tr(lang, "speed"))}">'
            f'<span class="settings-label">{esc(tr(lang, "speed"))}</span>{items}</div>')


def _learning_buttons(lang, on) -> str:
    """The learning setting (remembered on this device): hints on or off."""
    items = "".join(f'<button class="btn seg-btn{" is-on" if v == on else ""}" type="button" '
                    f'aria-pressed="{"true" if v == on else "false"}" {nav(cmd="learning", v="on" if v else "off")}>'
                    f'{esc(tr(lang, "learning_on" if v else "learning_off"))}</button>' for v in (True, False))
    return (f'<div class="settings-body" role="group" aria-label="{esc(tr(lang, "learning"))}">'
            f'<span class="settings-label">{esc(tr(lang, "learning"))}</span>{items}</div>')


def _toggle_buttons(lang, cmd, on) -> str:
    """An on/off setting of this device (pieces move, sounds) as two buttons, the chosen one pressed."""
    items = "".join(f'<button class="btn seg-btn{" is-on" if v == on else ""}" type="button" '
                    f'aria-pressed="{"true" if v == on else "false"}" {nav(cmd=cmd, v="on" if v else "off")}>'
                    f'{esc(tr(lang, f"{cmd}_on" if v else f"{cmd}_off"))}</button>' for v in (True, False))
    return (f'<div class="settings-body" role="group" aria-label="{esc(tr(lang, cmd))}">'
            f'<span class="settings-label">{esc(tr(lang, cmd))}</span>{items}</div>')


def _guide_tip(ui, lang, hint_button="") -> str:
    """The guided first game's tip for this moment: words and a Got it (never in the way of play), with the
    Hint control beside Got it when that is all the coach bar would show (one box less above a phone's
    board)."""
    tip = ui.get("tip")
    if not tip:
        return ""
    key, text = tip
    return (f'<aside class="guide-tip" data-tip="{esc(key)}" aria-label="{esc(tr(lang, "guide_title"))}">'
            f'<p>{esc(text)}</p><div class="coach-buttons"><button class="btn" type="button" '
            f'{nav(cmd="tip_ok", k=key)}>{esc(tr(lang, "guide_ok"))}</button>{hint_button}</div></aside>')


def _hint_button(lang) -> str:
    return (f'<button class="btn" type="button" id="hint-button" {nav(cmd="hint")}>'
            f'{icon("rules")} {esc(tr(lang, "hint"))}</button>')


def _hint_idle(ui, legal) -> bool:
    """Learning on, the player's move, and no hint asked for: the coach bar is only the Hint control."""
    h = ui.get("hint")
    return bool(ui.get("learning") and legal) and (not h or h.get("at") is None)


def coach_bar(ui, lang, legal) -> str:
    """Learning on and the player's move: the Hint control, or the hint (its reasons, Play it, Hide)."""
    if not ui.get("learning") or not legal:
        return ""
    if _hint_idle(ui, legal):
        return f'<section class="coach-bar">{_hint_button(lang)}</section>'
    h = ui["hint"]
    if "action" not in h:
        return (f'<section class="coach-bar" role="status"><p class="thinking"><span class="spinner" aria-hidden="true">'
                f'</span>{esc(tr(lang, "hint_looking"))}</p></section>')
    lines = "".join(f"<p>{esc(x)}</p>" for x in h["reason"])
    act = esc(json.dumps(h["action"], separators=(",", ":")))
    return (f'<section class="coach-bar coach-hint" data-hint-panel aria-live="polite" aria-label="{esc(tr(lang, "hint_title"))}">'
            f'<h2>{esc(tr(lang, "hint_title"))}</h2>{lines}<div class="coach-buttons">'
            f'<button class="btn btn-primary" type="button" id="hint-play" data-act="{act}">{esc(tr(lang, "hint_play"))}</button>'
            f'<button class="btn" type="button" {nav(cmd="hint_hide")}>{esc(tr(lang, "hint_hide"))}</button></div></section>')


def _review_item(game, history, seat, item, k, lang) -> str:
    i = item["i"]
    played = game.turn_summary([(history[i], history[-1]["actions"][i], history[i + 1])], seat, lang)
    gain = item.get("gain")
    head = (tr(lang, "review_more", n=f"{gain:.0f}" if abs(gain - round(gain)) < 0.05 else f"{gain:.1f}")
            if gain is not None and gain > 0 else tr(lang, "review_same" if item["better"] == item["played"]
                                                     else "review_decision"))
    lines = "".join(f"<p>{esc(x)}</p>" for x in item["reason"][1:])
    return (f'<li class="review-item"><h3>{esc(tr(lang, "review_move", n=i + 1))}</h3>'
            f'<p>{esc(tr(lang, "review_played", what=played))}</p><p><strong>{esc(head)}</strong></p>{lines}'
            f'<button class="btn" type="button" {nav(cmd="review_show", k=k)}>{icon("play")} '
            f'{esc(tr(lang, "review_show"))}</button></li>')


def _review_panel(game, history, ui, lang) -> str:
    """After the game, with learning on: Review my game, then the turns where the strongest level would have
    scored clearly more (and the game's key decisions), each opening the replay there."""
    if not ui.get("learning") or not history:
        return ""
    r = ui.get("review")
    if not r or r.get("at") != len(history):
        return (f'<section class="coach-bar review"><button class="btn" type="button" id="review-button" '
                f'{nav(cmd="review")}>{icon("log")} {esc(tr(lang, "review"))}</button></section>')
    if "items" not in r:
        return (f'<section class="coach-bar review" role="status"><p class="thinking"><span class="spinner" '
                f'aria-hidden="true"></span>{esc(tr(lang, "review_busy"))}</p></section>')
    items = "".join(_review_item(game, history, r["seat"], it, k, lang) for k, it in enumerate(r["items"]))
    # (said "well played" only to a player who won: after a loss it would read as mockery)
    praise = " " + tr(lang, "well_played") if r["seat"] in game.winners(history[-1]) else ""
    body = f'<ol class="review-list">{items}</ol>' if items else f'<p>{esc(tr(lang, "review_none") + praise)}</p>'
    return (f'<section class="coach-bar review" data-review aria-label="{esc(tr(lang, "review_title"))}">'
            f'<h2>{esc(tr(lang, "review_title"))}</h2>{body}</section>')


def standing(game, view, state, lang) -> list:
    """The players as the header's strip shows them: ``[(name, points or "", to move)]``.  The points come from
    the view of the seat on screen (a view module's ``standing(view, lang)``: a game may say it in its own
    terms, or show none while points are hidden), else the view's public ``scores`` or ``points``."""
    mod = games.module(game.name, "view")
    fn = getattr(mod, "standing", None)
    if fn is not None:
        pts = fn(view, lang)
    else:
        pts = view.get("scores") or view.get("points") or [None] * len(state["players"])
    tm = state["to_move"]
    return [(p["name"], "" if pts is None or i >= len(pts) or pts[i] is None else str(pts[i]), i == tm)
            for i, p in enumerate(state["players"])]


def strip(rows, lang) -> str:
    """Whose turn it is and how the points stand, in the header that stays in view (a phone's compact bar)."""
    chips = []
    for name, pts, turn in rows:
        label = tr(lang, "strip_turn", name=name) if turn else name
        chips.append(f'<li class="strip-chip{" is-turn" if turn else ""}"'
                     + (' aria-current="true"' if turn else "")
                     + f'><span class="strip-name">{esc(name)}</span>'
                     + (f' <b class="strip-pts">{esc(pts)}</b>' if pts else "")
                     + (f'<span class="sr-only"> — {esc(label)}</span>' if turn else "") + '</li>')
    return f'<ul class="strip" aria-label="{esc(tr(lang, "strip"))}">{"".join(chips)}</ul>'


def _topbar(game, lang, ui, has_computer, strip="", guest=False) -> str:
    """Home, the title, Undo and the rest, and under them whose turn it is and the points (``strip``): the
    header stays in view as the table scrolls.  On a wide screen the rest is a row of buttons; on a phone one
    menu (app.css shows one of the two), so the header is one row and the table starts near the top.
    ``guest``: a guest phone at a table (no way home mid-table, no editor, the language it joined in)."""
    undo_on = bool(ui.get("undo"))
    # the undo button is always there (disabled when nothing may be taken back): the header keeps its height;
    # taken back or not is seen at once: a filled button, or a faded dashed one
    undo = (f'<button class="btn btn-undo{" is-on" if undo_on else ""}" type="button" {nav(cmd="undo")}'
            f'{"" if undo_on else " disabled"}>'
            f'{icon("undo")} <span class="btn-text">{esc(tr(lang, "undo"))}</span></button>')
    log = (f'<button class="btn btn-ghost" type="button" {nav(cmd="log")}>{icon("log")} '
           f'{esc(tr(lang, "log"))}</button>')
    rules = (f'<button class="btn btn-ghost" type="button" {nav(to="rules", game=game.name)}>{icon("rules")} '
             f'{esc(tr(lang, "rules"))}</button>')
    language = (f'<button class="btn btn-ghost" type="button" {nav(cmd="lang")} lang="{tr(lang, "lang_code")}">'
                f'{esc(tr(lang, "lang"))}</button>')
    edit = (f'<button class="btn btn-ghost" type="button" {nav(cmd="edit_here")}>{icon("edit")} '
            f'{esc(tr(lang, "edit_here"))}</button>')
    speed = (_speed_buttons(lang, ui.get("speed", "normal")) if has_computer else "") \
        + _learning_buttons(lang, bool(ui.get("learning"))) \
        + _toggle_buttons(lang, "motion", bool(ui.get("motion", True))) \
        + _toggle_buttons(lang, "sound", bool(ui.get("sound")))
    # on a wide screen the log and the rules are buttons of their own; editing from here, the language and
    # the settings are one "More" away (in German all of them in a row left the title four lines high)
    if guest:
        language = edit = ""
    more = f'<div class="settings-body settings-actions">{language}{edit}</div>' if language or edit else ""
    wide = (f'<div class="wide-only top-row">{log}{rules}'
            f'<details class="settings"><summary class="btn btn-ghost">{icon("menu")} '
            f'{esc(tr(lang, "more"))}</summary><div class="settings-stack">{more}{speed}</div></details></div>')
    narrow = (f'<details class="menu narrow-only"><summary class="btn btn-ghost" aria-label="{esc(tr(lang, "menu"))}">'
              f'{icon("menu")}</summary><div class="menu-body">{log}{rules}{language}{edit}{speed}</div></details>')
    ask = (f'<button class="btn btn-ghost btn-ask{" is-on" if ui.get("info_mode") else ""}" type="button" '
           f'{nav(cmd="info_mode")} aria-pressed="{"true" if ui.get("info_mode") else "false"}" '
           f'aria-label="{esc(tr(lang, "info"))}">{icon("info")} <span class="btn-text">{esc(tr(lang, "info"))}'
           f'</span></button>')
    home = "" if guest else (
        f'<button class="btn btn-ghost" type="button" {nav(to="home")} aria-label="{esc(tr(lang, "home"))}">'
        f'{icon("back")} <span class="btn-text">{esc(tr(lang, "home"))}</span></button>')
    return (f'<header class="topbar game-top{" guest-top" if guest else ""}"><div class="top-line">{home}'
            f'<h1 title="{esc(loc(game.title, lang))}">{esc(loc(game.title, lang))}</h1><div class="top-actions">'
            + ask + undo + wide + narrow + '</div></div>' + strip + '</header>')


def guest_topbar(game, lang, ui, strip_html) -> str:
    """A guest phone's header: as on one phone (What is this?, Undo, the log, the rules, the settings), with
    whose turn it is under it."""
    return _topbar(game, lang, ui, False, strip_html, guest=True)


def last_move_box(lang, ui) -> str:
    """What the other seats did since the player last acted, in words; the Continue a held move waits for."""
    lines = ui.get("last_move") or []
    hold = ui.get("hold") is not None
    if not lines and not hold:
        return ""
    body = "".join(f"<p>{esc(x)}</p>" for x in lines)
    go = (f'<button class="btn btn-primary" type="button" id="hold-continue" data-focus-next {nav(cmd="continue")}>'
          f'{esc(tr(lang, "continue_play"))}</button>') if hold else ""
    scroll = "" if hold else ' data-scroll-end tabindex="0"'        # (a phone caps its height: app.css)
    return (f'<section class="last-move{" is-held" if hold else ""}" data-last-move{scroll} aria-live="polite" '
            f'aria-label="{esc(tr(lang, "last_move"))}">{body}{go}</section>')


# The board of each game as one SVG element of its screen (the Share panel's picture: static/focus.js copies it
# with its styles inlined).  Koi-Koi is not here: its cards are pictures in CSS backgrounds, not SVG shapes, so
# its view draws the picture itself (``has_picture``).
BOARD_SVG = {
    "kohaku": ".kohaku-pond-wrap > svg",
    "bigpond": ".bigpond-pondbox svg.bigpond-pondsvg",
    "kokonana": "svg.kn-river",
    "koi": "svg.koi-pond-svg:not(.koi-pond-mini)",
}


def has_picture(name) -> bool:
    """Whether the Share panel can save the game's board as a picture: its board is one SVG element of the
    screen (``BOARD_SVG``), or its view draws one itself (``picture(view, lang, caption, title)``)."""
    return name in BOARD_SVG or callable(getattr(games.module(name, "view"), "picture", None))


def iframe_snippet(url, title) -> str:
    """The code a host pastes for a frame (docs/wiki.md)."""
    return (f'<iframe src="{esc(url)}" title="{esc(title)}" width="600" height="520" loading="lazy" '
            f'style="max-width:100%;border:0"></iframe>')


def picture_effect(name, view, lang, filename, caption, title, marked=(), scope=""):
    """What Download picture does, as an effect for the browser layer: ``("picture", selector, filename,
    caption, title)`` copies the board's SVG element from the screen (``scope``: a selector it lies within),
    or ``("download", filename, svg, mime)`` with the picture the game's view draws itself from ``view()``
    (the seat's view, asked only then); None when the game has no picture."""
    if BOARD_SVG.get(name):
        return ("picture", scope + BOARD_SVG[name], filename, caption, title)
    if not has_picture(name):
        return None
    svg = games.module(name, "view").picture(view(), lang, caption, title, marked=frozenset(marked))
    return ("download", filename, svg, "image/svg+xml")


MAX_CAPTION_CHARS = 120


def caption_text(text) -> str:
    """A caption as a host or a sharer gives it: one line of at most MAX_CAPTION_CHARS characters (shown
    escaped)."""
    return " ".join(str(text or "").split())[:MAX_CAPTION_CHARS]


def img_snippet(filename, alt, caption="") -> str:
    """The code for the downloaded picture, once the host has uploaded it beside the page."""
    img = f'<img src="{esc(filename)}" alt="{esc(alt)}" style="max-width:100%">'
    return f"<figure>{img}<figcaption>{esc(caption)}</figcaption></figure>" if caption else img


def mark_buttons(lang, marking: bool, n_marked: int, mode="mark_mode", clear="mark_clear") -> str:
    """Mark pieces (on and off), Take the marks away, and what to do while marking: the Share panel's and the
    position editor's (``mode``, ``clear``: their commands)."""
    return (f'<div class="share-buttons share-marks"><button class="btn{" btn-primary" if marking else ""}" '
            f'type="button" aria-pressed="{"true" if marking else "false"}" {nav(cmd=mode)}>'
            f'{esc(tr(lang, "mark_done" if marking else "mark_mode"))}</button>'
            + (f'<button class="btn btn-ghost" type="button" {nav(cmd=clear)}>{esc(tr(lang, "mark_clear"))}'
               f'</button>' if n_marked else "")
            + f'</div><p class="share-warn" role="status">{esc(tr(lang, "mark_help") if marking else "")}'
            f'{" " if marking and n_marked else ""}{esc(tr(lang, "mark_count", n=n_marked) if n_marked else "")}</p>')


def _share_panel(game, lang, share, ui) -> str:
    """The link to the game (at the replay's step when one is shown), and the code to put it on a web page:
    a frame with its options, a picture of the board."""
    if isinstance(share, str):
        share = {"url": share}
    url = share["url"]
    warn = f'<p class="share-warn">{esc(tr(lang, "share_warn"))}</p>' if game.hidden_information else ""
    sheet = (f'<button class="btn" type="button" {nav(cmd="share_sheet")}>{icon("share")} {esc(tr(lang, "share_sheet"))}'
             f'</button>') if ui.get("can_share") else ""
    done = f'<span class="share-done" role="status">{esc(tr(lang, "copied"))}</span>' if ui.get("copied") else ""
    step = share.get("step")
    at = f'<p class="share-warn">{esc(tr(lang, "at_step", i=step))}</p>' if step is not None else ""
    more = ""
    if share.get("iframe"):
        o = ui.get("share_opts") or {}

        def box(k, label):
            return (f'<label class="share-opt"><input type="checkbox" name="share_{k}"{" checked" if o.get(k) else ""} '
                    f'{nav(cmd="share_opt", k=k)}> {esc(tr(lang, label))}</label>')
        if share.get("img"):
            picture = (f'<div class="share-buttons"><button class="btn" type="button" {nav(cmd="picture")}>'
                       f'{esc(tr(lang, "picture"))}</button></div>'
                       f'<label class="share-label" for="share-img">{esc(tr(lang, "img_code"))}</label>'
                       f'<textarea id="share-img" class="share-code" readonly rows="2" data-share-img>{esc(share["img"])}</textarea>'
                       f'<div class="share-buttons"><button class="btn" type="button" {nav(cmd="copy_img")}>'
                       f'{icon("copy")} {esc(tr(lang, "copy_code"))}</button></div>')
        else:
            picture = f'<p class="share-warn">{esc(tr(lang, "no_picture"))}</p>'
        if share.get("position"):
            rows = min(12, share["position"].count("\n") + 1)
            picture += (f'<label class="share-label" for="share-position">{esc(tr(lang, "position_code"))}</label>'
                        f'<textarea id="share-position" class="share-code" readonly rows="{rows}" '
                        f'data-share-position>{esc(share["position"])}</textarea>'
                        f'<label class="share-label" for="share-position-url">{esc(tr(lang, "position_link"))}</label>'
                        f'<input id="share-position-url" class="share-url" readonly '
                        f'value="{esc(share["position_url"])}" data-share-position-url>')
        marks = mark_buttons(lang, bool(ui.get("marking")), len(ui.get("marked") or ()))
        more = (f'<form class="share-more" id="share-form"><h3>{esc(tr(lang, "share_embed"))}</h3>' + marks
                + f'<label class="share-label" for="share-caption">{esc(tr(lang, "caption"))}</label>'
                f'<div class="share-caption-row"><input id="share-caption" class="share-url" name="caption" maxlength="120" '
                f'value="{esc(o.get("caption", ""))}">'
                f'<button class="btn" type="button" {nav(cmd="share_opt")}>{esc(tr(lang, "use_caption"))}</button></div>'
                + box("readonly", "opt_readonly") + box("explain", "opt_explain")
                + f'<label class="share-label" for="share-iframe">{esc(tr(lang, "embed_code"))}</label>'
                f'<textarea id="share-iframe" class="share-code" readonly rows="3" data-share-iframe>{esc(share["iframe"])}</textarea>'
                f'<div class="share-buttons"><button class="btn btn-primary" type="button" {nav(cmd="copy_embed")}>'
                f'{icon("copy")} {esc(tr(lang, "copy_code"))}</button></div>'
                + picture + '</form>')
    return (f'<aside class="share-panel" aria-label="{esc(tr(lang, "share"))}"><h2>{esc(tr(lang, "share"))}</h2>{warn}{at}'
            f'<input class="share-url" readonly aria-label="{esc(tr(lang, "share"))}" value="{esc(url)}" data-share-url>'
            f'<div class="share-buttons"><button class="btn btn-primary" type="button" {nav(cmd="copy_link")}>'
            f'{icon("copy")} {esc(tr(lang, "copy"))}</button>{sheet}'
            f'<button class="btn" type="button" {nav(cmd="edit_here")}>{esc(tr(lang, "edit_here"))}</button>'
            f'<button class="btn" type="button" {nav(cmd="share")}>{esc(tr(lang, "close"))}</button>{done}</div>'
            f'{more}</aside>')


def explain_lines(game, state, lang) -> list:
    """How the score stands, in words (an embed's ``explain=1``): the seats' result lines when nothing is
    hidden any more (the game is over, or the game hides nothing); [] while some of it is secret."""
    if game.hidden_information and not game.is_over(state):
        return []
    return list(game.result_lines(state, lang))


def _explain(game, state, lang) -> str:
    lines = explain_lines(game, state, lang)
    body = ("<ul>" + "".join(f"<li>{esc(x)}</li>" for x in lines) + "</ul>") if lines \
        else f'<p>{esc(tr(lang, "explain_later"))}</p>'
    table = score_table(game, state, lang) if lines else ""
    return (f'<section class="score-explain" data-explain aria-label="{esc(tr(lang, "explain_title"))}">'
            f'<h2>{esc(tr(lang, "explain_title"))}</h2>{body}{table}</section>')


def score_table(game, state, lang) -> str:
    """How the points were made: the game's rows (``Game.score_table``), a column per player, the totals
    last; empty when the game has no rows to give."""
    rows = game.score_table(state, lang)
    if not rows:
        return ""
    names = [p["name"] for p in state["players"]]
    ws = set(game.winners(state))
    head = "".join(f'<th scope="col"{" class=is-win" if i in ws else ""}>{esc(n)}</th>' for i, n in enumerate(names))
    body = "".join(f'<tr><th scope="row">{esc(label)}</th>' + "".join(f"<td>{esc(str(v))}</td>" for v in vals)
                   + "</tr>" for label, vals in rows)
    total = "".join(f'<td>{esc(str(v))}</td>' for v in game.scores(state))
    return (f'<div class="points-wrap"><table class="points"><caption>{esc(tr(lang, "points_how"))}</caption>'
            f'<thead><tr><td></td>{head}</tr></thead><tbody>{body}</tbody>'
            f'<tfoot><tr><th scope="row">{esc(tr(lang, "points_total"))}</th>{total}</tr></tfoot></table></div>')


def _game_over(game, state, lang, embed) -> str:
    ws = game.winners(state)
    names = " & ".join(state["players"][w]["name"] for w in ws) or "—"
    lines = "".join(f"<li>{esc(x)}</li>" for x in game.result_lines(state, lang))
    return (f'<section class="game-over" role="alert"><h2>{icon("trophy", 26)} {esc(tr(lang, "over"))}</h2>'
            f'<p class="winner">{esc(tr(lang, "nowin") if not ws else tr(lang, "winner" if len(ws) == 1 else "winners", names=names))}</p>'
            f'<ul class="results">{lines}</ul>' + score_table(game, state, lang)
            + ("" if embed else
               f'<div class="over-buttons"><button class="btn btn-primary" type="button" id="play-again" '
               f'data-focus-next {nav(cmd="again")}>{icon("play")} {esc(tr(lang, "again"))}</button> '
               f'<button class="btn" type="button" {nav(to="setup", game=game.name)}>{esc(tr(lang, "again_other"))}</button> '
               f'<button class="btn" type="button" {nav(cmd="replay_open")}>{icon("play")} {esc(tr(lang, "replay"))}</button> '
               f'<button class="btn" type="button" {nav(cmd="share")}>{icon("share")} {esc(tr(lang, "share"))}</button></div>')
            + '</section>')


# The marks a board may show, in the order the legend says them: the attribute that carries each (pondside.ui.marks)
MARKS = (("data-pick", "legend_pick"), ("data-changed", "legend_changed"), ("data-hint", "legend_hint"),
         ("data-marked", "legend_marked"))


def legend(body, lang) -> str:
    """What each mark on the board means, for the marks the board shows now (none: no legend)."""
    items = [(attr, key) for attr, key in MARKS if f" {attr}=" in body or f" {attr}>" in body]
    if not items:
        return ""
    lis = "".join(f'<li><span class="swatch swatch-{attr[5:]}" aria-hidden="true"></span>{esc(tr(lang, key))}</li>'
                  for attr, key in items)
    return f'<ul class="legend" aria-label="{esc(tr(lang, "legend"))}">{lis}</ul>'


def info_sheet(view_mod, view, ui, lang) -> str:
    """What a tapped piece is ("What is this?", or a long press): the view's ``describe(view, piece, lang)``
    — ``{"title", "lines"}`` or None — in a panel over the foot of the screen; while the player is choosing a
    piece, a line that says so."""
    if ui.get("info_mode"):
        return (f'<aside class="sheet info-ask" role="status"><p>{esc(tr(lang, "info_ask"))}</p>'
                f'<button class="btn" type="button" {nav(cmd="info_mode")}>{esc(tr(lang, "close"))}</button></aside>')
    piece = ui.get("info")
    if not piece:
        return ""
    fn = getattr(view_mod, "describe", None)
    d = fn(view, piece, lang) if fn is not None else None
    if not d and ui.get("info_label"):       # a game that says nothing more: the piece's own name on the table
        d = {"title": ui["info_label"], "lines": [tr(lang, "info_rules")]}
    if not d:
        d = {"title": tr(lang, "info_none"), "lines": []}
    lines = "".join(f"<p>{esc(x)}</p>" for x in d.get("lines") or ())
    return (f'<aside class="sheet info-sheet" data-info="{esc(piece)}" aria-live="polite" aria-label="{esc(tr(lang, "info"))}">'
            f'<h2>{esc(d["title"])}</h2>{lines}<button class="btn" type="button" data-focus-next '
            f'{nav(cmd="info_close")}>{esc(tr(lang, "close"))}</button></aside>')


def render_game(game, state, ui, lang, embed=False, share_url=None, history=None) -> str:
    """The game screen.  ``ui``: {"seat", "sel", "compact", "pass_to", "thinking", "undo", "message",
    "log_open", "stale", "changed", "last_move", "hold", "link_game", "has_save", "speed", "can_share"}.
    ``embed``: no app chrome (for an iframe in a rules wiki).  ``history``: the game's states (the log)."""
    has_computer = any(p.get("kind") == "computer" for p in state["players"])
    msg = ""
    if ui.get("message"):
        msg = f'<div class="notice" role="alert">{esc(ui["message"])}</div>'
    if ui.get("stale"):
        msg += (f'<div class="notice notice-bad" role="alert"><p>{esc(tr(lang, "othertab"))}</p>'
                f'<button class="btn btn-primary" type="button" {nav(cmd="reload_save")}>{esc(tr(lang, "reload"))}</button></div>')
    if ui.get("link_game") and not embed:
        msg += (f'<div class="notice link-notice"><p>{esc(tr(lang, "link_game" if ui.get("has_save") else "link_game_nosave"))}</p>'
                f'<button class="btn" type="button" {nav(cmd="keep_link")}>'
                f'{esc(tr(lang, "keep_link_replace" if ui.get("has_save") else "keep_link"))}</button></div>')
    view_mod = games.module(game.name, "view")
    passing = ui.get("pass_to") is not None
    # While the device changes hands nothing of the game shows, and no seat's secrets are in the page: the
    # table is the view of no seat (a spectator's: every hand face down, nothing to click).
    seat = None if passing else ui.get("seat")
    waiting = ui.get("hold") is not None or ui.get("thinking") is not None or bool(ui.get("staging"))
    legal = game.legal_actions(state) if (seat is not None and state["to_move"] == seat and not waiting) else []
    ctx = {"lang": lang, "seat": seat, "legal": legal, "sel": {} if passing else (ui.get("sel") or {}),
           "compact": bool(ui.get("compact")), "changed": set() if passing else set(ui.get("changed") or ()),
           "marked": set(ui.get("marked") or ())}
    hint = ui.get("hint") if legal and ui.get("learning") else None
    if hint and "marks" in hint:
        ctx["hint"] = set(hint["marks"])
    view = game.view(state, seat)
    body = view_mod.render(view, ctx)
    top = "" if embed else _topbar(game, lang, ui, has_computer, strip(standing(game, view, state, lang), lang))
    if hint and "action" in hint:
        from . import coach          # only with a hint shown (the coach is not imported at start-up)
        body = coach.mark_controls(body, hint["action"])
    if passing:
        # Under the prompt, that table waits inert and not drawn (app.css: content-visibility) in the game's
        # own section: the click that reveals the next person's table then changes only what differs from
        # the spectator's (their hand, what they can click), where building the whole table after an empty
        # screen was the slowest click of a hot-seat game (measured: Koi-Koi's p95 14 -> 10 ms).
        name = state["players"][ui["pass_to"]]["name"]
        return (top + msg + f'<section class="pass-screen"><p>{esc(tr(lang, "pass", name=name))}</p>'
                f'<button class="btn btn-primary btn-big" type="button" id="pass-ready" data-focus-next {nav(cmd="pass_ready")}>'
                f'{esc(tr(lang, "ready", name=name))}</button></section>'
                f'<section class="game-area" data-game-screen="{esc(game.name)}" data-passing="1" inert>{body}</section>')
    status = ""
    if ui.get("thinking") is not None:
        status = (f'<p class="thinking" role="status"><span class="spinner" aria-hidden="true"></span>'
                  f'{esc(tr(lang, "thinking", name=state["players"][ui["thinking"]]["name"]))}</p>')
    over = _game_over(game, state, lang, embed) if game.is_over(state) else ""
    if over and not embed:
        over += _review_panel(game, history, ui, lang)
    share = _share_panel(game, lang, share_url, ui) if share_url else ""
    log = render_log(game, state, lang, history) if ui.get("log_open") else ""
    explain = _explain(game, state, lang) if ui.get("explain") else ""
    # when the coach bar would hold only the Hint control, that control joins the tip's buttons instead
    tip_hint = _hint_button(lang) if ui.get("tip") and _hint_idle(ui, legal) else ""
    bar = "" if tip_hint else coach_bar(ui, lang, legal)
    info = "" if embed else info_sheet(view_mod, view, ui, lang)
    return (top + ui.get("table_status", "") + msg + over + share + _guide_tip(ui, lang, tip_hint) + last_move_box(lang, ui) + status + bar
            + f'<section class="game-area{" is-asking" if ui.get("info_mode") else ""}" '
              f'data-game-screen="{esc(game.name)}"{" data-staging" if ui.get("staging") else ""}>{body}</section>'
            + legend(body, lang) + explain + log + info)


def turn_starts(history) -> list:
    """The history indices where a seat's turn begins (a new seat to move, or a step after a round's end)."""
    out = [0]
    for i in range(1, len(history)):
        if history[i]["to_move"] != history[i - 1]["to_move"]:
            out.append(i)
    return out


def render_replay(game, history, ui, lang, embed=False, share=None) -> str:
    """The replay viewer: step back and forward by move or by turn (buttons, arrow keys, Home, End); what the
    step's move touched is marked as in play."""
    n = len(history) - 1
    i = max(0, min(n, int(ui.get("replay", n))))
    state = history[i]
    seat = ui.get("seat")
    view_mod = games.module(game.name, "view")
    changed, last = set(), ""
    if i > 0:
        before, action = history[i - 1], history[i]["actions"][i - 1]
        changed = set(game.changes(before, action, state, seat))
        last = game.turn_summary([(before, action, state)], seat, lang)
    ctx = {"lang": lang, "seat": seat, "legal": [], "sel": {}, "compact": bool(ui.get("compact")), "changed": changed,
           "marked": set(ui.get("marked") or ())}
    alt = ui.get("review_alt")
    note = ""
    if alt and alt.get("i") == i:          # a reviewed turn: the strongest level's move, marked
        ctx["hint"] = set(alt.get("marks") or ())
        seat = alt.get("seat", seat)
        note = (f'<section class="coach-bar coach-hint" data-review-alt><p>{esc(tr(lang, "review_here"))}</p>'
                + "".join(f"<p>{esc(x)}</p>" for x in alt["reason"][1:]) + '</section>')
    body = view_mod.render(game.view(state, seat), ctx)
    starts = turn_starts(history)
    prev_turn = max([s for s in starts if s < i] or [0])
    next_turn = min([s for s in starts if s > i] or [n])

    def b(key, to, disabled, ic):
        return (f'<button class="btn" type="button" {nav(cmd="replay", i=to)}'
                f'{" disabled" if disabled else ""} aria-label="{esc(tr(lang, key))}">'
                f'{icon(ic)} <span class="btn-text">{esc(tr(lang, key))}</span></button>')
    controls = (f'<nav class="replay-bar" aria-label="{esc(tr(lang, "replay"))}">'
                + b("first", 0, i == 0, "first") + b("prev_turn", prev_turn, i == 0, "prev_turn")
                + b("prev", i - 1, i == 0, "prev")
                + f'<span class="replay-step" role="status">{esc(tr(lang, "step", i=i, n=n))}</span>'
                + b("next", i + 1, i >= n, "next") + b("next_turn", next_turn, i >= n, "next_turn")
                + b("last", n, i >= n, "last")
                + ("" if embed else f'<button class="btn" type="button" {nav(cmd="share")} '
                   f'aria-label="{esc(tr(lang, "share"))}">{icon("share")} '
                   f'<span class="btn-text">{esc(tr(lang, "share"))}</span></button>'
                   f'<button class="btn btn-primary" type="button" {nav(cmd="replay_close")}>{esc(tr(lang, "close"))}</button>')
                + f'</nav><p class="replay-last" data-last-move>{esc(last)}</p>' + note)
    if share and not embed:
        controls += _share_panel(game, lang, share, ui)
    explain = _explain(game, state, lang) if ui.get("explain") else ""
    return (controls + f'<section class="game-area" data-game-screen="{esc(game.name)}" data-replay="{i}">{body}</section>'
            + explain)


def log_lines(game, state, lang, history=None):
    """The game log, one line per action, written from the states the game went through (``history``, as the
    app holds them; rebuilt from the record when not given)."""
    if history is None or len(history) != len(state["actions"]) + 1:
        history = [game.new_game(state["players"], state["seed"], state["options"])]
        for a in state["actions"]:
            history.append(game.apply(history[-1], a, check=False))
    return [game.log_line(history[i], a, lang) for i, a in enumerate(state["actions"])]


def render_log(game, state, lang, history=None) -> str:
    """The game log, in a panel over the foot of the screen (seen wherever the page was scrolled), newest
    line last and in view."""
    foot = (f'<div class="sheet-foot"><button class="btn" type="button" {nav(cmd="replay_open")}>{icon("play")} '
            f'{esc(tr(lang, "replay"))}</button> <button class="btn" type="button" {nav(cmd="share")}>{icon("share")} '
            f'{esc(tr(lang, "share"))}</button></div>')
    return log_sheet(log_lines(game, state, lang, history), lang, foot)


def log_sheet(lines, lang, foot="") -> str:
    """The game log's panel: ``lines`` (the newest 200), a Close button, and ``foot``."""
    items = "".join(f"<li>{esc(x)}</li>" for x in lines[-200:])
    return (f'<aside class="log sheet" aria-label="{esc(tr(lang, "log"))}"><div class="sheet-head"><h2>{esc(tr(lang, "log"))}</h2>'
            f'<button class="btn" type="button" data-focus-next {nav(cmd="log")}>{esc(tr(lang, "close"))}</button></div>'
            f'<ol class="sheet-body" start="{max(1, len(lines) - 199)}" data-scroll-end>{items}</ol>{foot}</aside>')


def render_framed_notice(lang) -> str:
    """The full app inside another site's frame: it keeps away from the visitor's saves and offers its own tab."""
    return (f'<div class="notice notice-bad" role="alert"><p>{esc(tr(lang, "framed"))}</p>'
            f'<a class="btn btn-primary" href="./" target="_blank" rel="noopener">{esc(tr(lang, "open_tab"))}</a></div>')


def render_position_bar(game, lang) -> str:
    return (f'<header class="topbar"><button class="btn btn-ghost" type="button" {nav(to="home")}>{icon("back")} {esc(tr(lang, "home"))}</button>'
            f'<h1>{esc(loc(game.title, lang))}</h1><span></span></header>')


def position_url(base, name, text, embed="", before="") -> str:
    """The address of a position (docs/wiki.md): ``base`` without its query or fragment, ``embed`` the query
    (``?embed=1``) of a frame's, ``before`` what goes before ``game=`` in the fragment (``lang=de&``, marks)."""
    import urllib.parse
    return (f"{base.split('?')[0].split('#')[0]}{embed}#{before}game={name}&position="
            + urllib.parse.quote(text, safe=",:"))


def render_migrated(migrated, name, base, lang) -> str:
    """Under an old position link's scored ponds: the same position in today's format (its link, and Edit),
    or why it has none (an old example that breaks a rule of the game is still shown as it was)."""
    if not migrated:
        return ""
    if migrated.get("text") is None:
        return f'<p class="notice migrated-note">{esc(tr(lang, "migrated_no", why=migrated.get("why", "")))}</p>'
    url = position_url(base, name, migrated["text"])
    return (f'<section class="notice migrated-note" data-migrated><p>{esc(tr(lang, "migrated"))}</p>'
            f'<input class="share-url" readonly value="{esc(url)}" aria-label="{esc(tr(lang, "position_link"))}" '
            f'data-migrated-url><div class="share-buttons"><button class="btn" type="button" {nav(cmd="edit_here")}>'
            f'{icon("edit")} {esc(tr(lang, "edit_here"))}</button></div></section>')


def render_rules(game, lang, options=None) -> str:
    view_mod = games.module(game.name, "view")
    opts = options or game.default_options()
    return (f'<header class="topbar"><button class="btn btn-ghost" type="button" {nav(to="back")}>{icon("back")} {esc(tr(lang, "back"))}</button>'
            f'<h1>{esc(loc(game.title, lang))} — {esc(tr(lang, "rules"))}</h1>'
            f'<button class="btn btn-ghost" type="button" {nav(cmd="lang")}>{esc(tr(lang, "lang"))}</button></header>'
            f'<article class="rules">{view_mod.rules_html(lang, opts)}</article>')
