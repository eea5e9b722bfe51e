"""The position editor (docs/editor.md): set up any position of any game by tapping a place, then a piece.

Pure like the rest of the shell: the editor's state is a dict (``new``), each tap a function from it to the
next (``select``, ``put``, ``setting``, ``use_text``), and ``render`` draws it.  The position's text is the
single source of truth for the rules: every change is written as text and read back by the game's own
``position.parse``, which names the line and the rule a position breaks; a position that breaks one is shown
with that rule, never accepted, and the board drawn below stays the last one that kept every rule.
"""
from __future__ import annotations

import re

from .. import games
from ..core import BadState, PositionError
from ..ui.html import esc
from ..ui.marks import toggle_mark, write_marks
from .text import TEXT

MAX_EDIT_CHARS = 20_000


def tr(lang, key, **kw):
    return TEXT(lang, key, **kw)


def _nav(**data) -> str:
    from .shell import nav
    return nav(**data)


def _parts(name):
    return games.get(name), games.module(name, "position"), games.module(name, "editor")


def new(name: str, data: dict, lang: str, back: str = "home", marked=(), caption: str = "") -> dict:
    """An editor on position ``data`` of game ``name``; ``back``: the screen its Back returns to; ``marked``
    the highlighted pieces and ``caption`` the line under the board that its link, frame and picture carry."""
    ed = {"game": name, "data": data, "sel": None, "back": back, "good": None, "error": None,
          "marked": set(marked), "caption": caption, "marking": False}
    return check(ed, lang)


def fresh(name: str, lang: str, seed: int = 1) -> dict:
    """An editor on a fresh deal of the game with its fewest players (two where it allows two)."""
    game = games.get(name)
    n = max(game.min_players, min(2, game.max_players))
    players = [tr(lang, "editor_player", n=i + 1) for i in range(n)]
    return new(name, game.position_of(game.new_game(players, seed)), lang)


def check(ed: dict, lang: str) -> dict:
    """Write the data as text and read it back through the rules: ``good`` is the data when every rule
    holds (and the state built from it), ``error`` the rule it breaks otherwise."""
    game, pos, _ = _parts(ed["game"])
    text = pos.write(ed["data"])
    ed["text"] = text
    try:
        data = pos.parse(text, lang)
        state = game.from_position(data, seed=0, lang=lang)
    except (PositionError, BadState, ValueError) as e:
        ed["error"] = str(e)[:400]
        return ed
    ed["error"], ed["good"], ed["state"] = None, data, state
    return ed


def select(ed: dict, place, lang: str = "en") -> dict:
    """A tap on a place: it is chosen (its palette opens), or no longer chosen when it was.  While a token (a
    runner) is chosen, a tap on a place of another zone moves the token there instead."""
    sel = ed.get("sel")
    ed.pop("refused", None)
    if sel is not None and place is not None and place != sel:
        _, _, mod = _parts(ed["game"])
        if hasattr(mod, "move"):
            zones = mod.zones(ed["data"], lang)
            tokens = _tokens(zones)
            if sel in tokens and place not in tokens and _zone_of(zones, place) is not None:
                return move(ed, sel, place, lang)
    ed["sel"] = None if place == sel else place
    return ed


def move(ed: dict, token, place, lang: str) -> dict:
    """Token ``token`` (a runner) now stands on ``place``; the token is no longer chosen.  When the game refuses
    (a runner never stands on a face-down tile), the token stays chosen and its bar says why in the game's words;
    the position itself is unchanged."""
    _, _, mod = _parts(ed["game"])
    if not hasattr(mod, "move") or not isinstance(token, str) or not isinstance(place, str):
        return ed
    if _change(ed, lambda data: mod.move(data, token, place, lang), lang):
        ed["sel"] = None
        ed.pop("refused", None)
    else:
        ed["refused"] = ed["error"]
        ed["sel"] = token
        check(ed, lang)
    return ed


def move_here(ed: dict, token, lang: str) -> dict:
    """From the chosen place's palette: token ``token`` stands on that place."""
    place = ed.get("sel")
    if place is None:
        return ed
    move(ed, token, place, lang)
    if ed.get("sel") == token:          # refused: the place stays chosen, its palette says why
        ed["sel"] = place
    return ed


def _change(ed: dict, change, lang: str) -> bool:
    """The data made new by ``change(data)``, then checked by the rules; False (with the game's words on
    screen) when the game refuses the change itself (an unknown place or piece)."""
    try:
        ed["data"] = change(ed["data"])
    except PositionError as e:
        ed["error"] = str(e)[:400]
        return False
    check(ed, lang)
    return True


def put(ed: dict, piece, lang: str) -> dict:
    """The selected place gets ``piece`` (None: emptied); the next empty place of a row is selected next,
    so a hand or a row of the river is filled by tapping pieces one after another."""
    place = ed.get("sel")
    if place is None:
        return ed
    _, _, mod = _parts(ed["game"])
    if not _change(ed, lambda data: mod.put(data, place, piece, lang), lang):
        return ed
    zone = _zone_of(mod.zones(ed["data"], lang), place)
    if piece is not None and zone is not None and zone["layout"] == "row":
        empty = [s["place"] for s in zone["slots"] if s["piece"] is None]
        ed["sel"] = empty[0] if empty else None
    elif zone is not None and zone["layout"] == "tokens":
        ed["sel"] = None                # a runner given its key is done with: the next tap chooses afresh
    return ed


def setting(ed: dict, key: str, value: str, lang: str) -> dict:
    """Setting ``key`` takes ``value``.  A count typed into its stepper is brought into its range (a number past
    the top is the top); what is no whole number leaves it as it was."""
    _, _, mod = _parts(ed["game"])
    found = next((s for s in mod.settings(ed["data"], lang) if s["key"] == key), None)
    values = count_of(found) if found is not None else None
    if values is not None and str(value) not in [str(v) for v in values]:
        try:
            value = str(min(max(int(str(value).strip()), values[0]), values[-1]))
        except ValueError:
            return ed
    _change(ed, lambda data: mod.set_setting(data, key, value, lang), lang)
    ed["options_open"] = key.startswith("option:")     # (Game options stay open while they are being changed)
    return ed


def use_text(ed: dict, text: str, lang: str) -> dict:
    """The text as the person wrote it: kept on screen with its error when it breaks a rule (the places show
    the last position that was read), taken when it holds."""
    _, pos, _ = _parts(ed["game"])
    text = str(text)[:MAX_EDIT_CHARS]
    try:
        data = pos.parse(text, lang)
    except (PositionError, ValueError) as e:
        ed["error"], ed["text"] = str(e)[:400], text
        ed["typed"] = True
        return ed
    ed["data"], ed["sel"] = data, None
    ed.pop("typed", None)
    return check(ed, lang)


def mark_mode(ed: dict) -> dict:
    """Mark pieces on or off: while it is on, a tap on the board marks the piece under it."""
    ed["marking"] = not ed.get("marking")
    ed["sel"] = None
    return ed


def mark(ed: dict, piece) -> dict:
    """A tap on ``piece`` of the board in Mark pieces mode: marked, or its mark taken away."""
    if ed.get("marking") and isinstance(piece, str):
        ed["marked"] = toggle_mark(ed.get("marked") or (), piece)
    return ed


def clear_marks(ed: dict) -> dict:
    ed["marked"] = set()
    return ed


def set_caption(ed: dict, text: str) -> dict:
    from .shell import caption_text
    ed["caption"] = caption_text(text)
    return ed


def _marks(ed) -> str:
    return f"mark={write_marks(ed['marked'])}&" if ed.get("marked") else ""


def link(ed: dict, base: str) -> str:
    """The position's link (docs/wiki.md): the game, its text, and the marked pieces."""
    from .shell import position_url
    return position_url(base, ed["game"], ed["text"], before=_marks(ed))


def embed_code(ed: dict, base: str, lang: str) -> str:
    """The frame a wiki page puts the position in (docs/wiki.md), in ``lang``, with its caption and marks."""
    import urllib.parse
    from .shell import iframe_snippet, loc, position_url
    caption = f"caption={urllib.parse.quote(ed['caption'], safe='')}&" if ed.get("caption") else ""
    address = position_url(base, ed["game"], ed["text"], embed="?embed=1",
                           before=f"lang={lang}&{caption}{_marks(ed)}")
    return iframe_snippet(address, loc(games.get(ed["game"]).title, lang))


def picture_name(ed: dict) -> str:
    return f"pondside-{ed['game']}-position.svg"


def img_code(ed: dict, lang: str) -> str:
    """The code for the downloaded picture, once the host has uploaded it beside the page."""
    from .shell import img_snippet, loc
    return img_snippet(picture_name(ed), ed.get("caption") or loc(games.get(ed["game"]).title, lang),
                       ed.get("caption") or "")


def picture(ed: dict, lang: str):
    """What the Download picture button does (``shell.picture_effect``): the board under the places (a palette's
    piece may be drawn with the same shapes), from the last position that kept every rule."""
    from .shell import loc, picture_effect
    state = ed.get("state")
    if state is None:
        return None
    game = games.get(ed["game"])
    seat = game.to_move(state)
    return picture_effect(ed["game"], lambda: game.view(state, 0 if seat is None else seat), lang,
                          picture_name(ed), ed.get("caption") or "", loc(game.title, lang),
                          ed.get("marked") or (), scope=".ed-board ")


def _zone_of(zones, place):
    for z in zones:
        if any(s["place"] == place for s in z["slots"]):
            return z
    return None


def _tokens(zones) -> dict:
    """The tokens (slots of the zones laid out as ``tokens``) by their place."""
    return {s["place"]: s for z in zones if z["layout"] == "tokens" for s in z["slots"]}


# ------------------------------------------------------------------ drawing
def _on(here, mod, lang) -> tuple:
    """What a place shows of the tokens standing on it: their small pictures, and the words its name gets."""
    if not here:
        return "", ""
    pics = "".join(mod.piece_html(t["token"], lang) for t in here)
    return (f'<span class="ed-on" aria-hidden="true">{pics}</span>',
            " \u2014 " + tr(lang, "editor_here", names=", ".join(t["label"] for t in here)))


def _slot(s, view, mod, lang) -> str:
    piece = s["piece"]
    name = mod.piece_label(piece, lang) if piece is not None else tr(lang, "editor_empty")
    inner = mod.piece_html(piece, lang) if piece is not None else '<span class="ed-plus" aria-hidden="true">+</span>'
    pics, here = _on(view["on"].get(s["place"]), mod, lang)
    style = ""
    if "gx" in s:       # (the page's policy allows no style attribute: a grid place is a class of app.css)
        style = f' ed-c{s["gx"]} ed-r{s["gy"]}'
    chosen = s["place"] == view["sel"]
    return (f'<button type="button" class="ed-slot{" is-empty" if piece is None else ""}'
            f'{" is-selected" if chosen else ""}{_target(s, view)}{style}" '
            f'aria-pressed="{"true" if chosen else "false"}" '
            f'aria-label="{esc(s["label"])}: {esc(name)}{esc(here)}" title="{esc(s["label"])}" '
            f'{_nav(cmd="ed_slot", p=s["place"])}>{inner}{pics}</button>')


def _target(s, view) -> str:
    """While a token is chosen: the places it may go to are marked (``to``), the others dimmed."""
    moving = view["moving"]
    if moving is None or "to" not in moving:
        return ""
    return " is-target" if s["place"] in moving["to"] else " is-off"


def _area(s, view, mod, lang) -> str:
    """A place of an ``area`` zone (a bank): a wide button with its name, and the tokens standing on it."""
    pics, here = _on(view["on"].get(s["place"]), mod, lang)
    chosen = s["place"] == view["sel"]
    return (f'<button type="button" class="ed-slot ed-area-slot{" is-selected" if chosen else ""}{_target(s, view)}" '
            f'aria-pressed="{"true" if chosen else "false"}" aria-label="{esc(s["label"])}{esc(here)}" '
            f'{_nav(cmd="ed_slot", p=s["place"])}><span class="ed-area-name">{esc(s["label"])}</span>{pics}</button>')


def _token(s, view, mod, lang) -> str:
    """A token of a ``tokens`` zone (a runner): its picture with what it holds, its name and where it stands."""
    chosen = s["place"] == view["sel"]
    held = (f'<span class="ed-held">{mod.piece_html(s["piece"], lang)}</span>' if s["piece"] is not None else "")
    where = view["where"].get(s.get("at"), "")
    said = ", ".join(x for x in (where, mod.piece_label(s["piece"], lang) if s["piece"] is not None else "") if x)
    return (f'<button type="button" class="ed-token{" is-selected" if chosen else ""}" '
            f'aria-pressed="{"true" if chosen else "false"}" '
            f'aria-label="{esc(s["label"])}{": " + esc(said) if said else ""}" {_nav(cmd="ed_slot", p=s["place"])}>'
            f'<span class="ed-token-pic">{mod.piece_html(s["token"], lang)}{held}</span>'
            f'<span class="ed-token-name">{esc(s["label"])}</span> '        # (a space: "runner Village bank")
            f'<span class="ed-token-at">{esc(where)}</span></button>')


GRID_MAX = 40           # app.css has a class for each grid line up to this (.ed-c1 … .ed-c40, .ed-r1 …)


def _grid(zone):
    """Grid columns and rows for the zone's slots (1-based; a hex zone's slots span two half-columns, odd rows
    shifted by one); True when the zone fits the grid app.css draws (a larger one is drawn as a row)."""
    slots = zone["slots"]
    if not slots:
        return False
    xs = [s["x"] for s in slots]
    ys = [s["y"] for s in slots]
    x0, y0 = min(xs), min(ys)
    hexes = zone["layout"] == "hex"
    width = (2 * (max(xs) - x0 + 1) + 1) if hexes else (max(xs) - x0 + 1)
    if width > GRID_MAX or max(ys) - y0 + 1 > GRID_MAX:
        return False
    for s in slots:
        s["gx"] = 2 * (s["x"] - x0) + 1 + (s["y"] % 2) if hexes else s["x"] - x0 + 1
        s["gy"] = s["y"] - y0 + 1
    return True


def _pieces(pieces, current, mod, lang) -> str:
    return "".join(
        f'<button type="button" class="ed-piece{" is-current" if p == current else ""}" '
        f'aria-label="{esc(mod.piece_label(p, lang))}" title="{esc(mod.piece_label(p, lang))}" '
        f'{_nav(cmd="ed_put", piece=p)}>{mod.piece_html(p, lang)}'
        f'<span class="ed-piece-name">{esc(mod.piece_label(p, lang))}</span></button>'
        for p in pieces)


def _palette(zone, view, mod, lang) -> str:
    sel = view["sel"]
    slot = next(s for s in zone["slots"] if s["place"] == sel)
    clear = (f'<button type="button" class="btn" {_nav(cmd="ed_put", piece=None)}>{esc(tr(lang, "editor_clear"))}'
             f'</button>') if slot["piece"] is not None else ""
    pieces = f'<div class="ed-pieces">{_pieces(zone["pieces"], slot["piece"], mod, lang)}</div>' if zone["pieces"] else ""
    # (a place only tokens go to, such as a bank, is named by itself: nothing but a token goes on it)
    head = tr(lang, "editor_palette", place=slot["label"]) if zone["pieces"] else slot["label"]
    return (f'<div class="ed-palette" role="group" aria-label="{esc(head)}">'
            f'<p class="ed-palette-head">{esc(head)} {clear}'
            f'<button type="button" class="btn btn-ghost" {_nav(cmd="ed_slot", p=sel)}>{esc(tr(lang, "close"))}</button></p>'
            f'{_standing(sel, view, mod, lang)}{pieces}</div>')


def _standing(place, view, mod, lang) -> str:
    """In a place's palette: the tokens that may stand there (those standing there marked), a tap puts one there."""
    tokens = [t for t in view["tokens"].values() if place in t.get("to", (place,)) or t.get("at") == place]
    if not tokens:
        return ""
    refused = (f'<p class="notice notice-bad ed-refused" role="alert">{esc(_cap(view["refused"]))}</p>'
               if view["refused"] else "")
    buttons = "".join(
        f'<button type="button" class="ed-piece{" is-current" if t.get("at") == place else ""}" '
        f'aria-label="{esc(t["label"])}" {_nav(cmd="ed_move", t=t["place"])}>{mod.piece_html(t["token"], lang)}'
        f'<span class="ed-piece-name">{esc(t["label"])}</span></button>' for t in tokens)
    return (f'<p class="ed-palette-sub">{esc(tr(lang, "editor_put_here"))}</p>{refused}'
            f'<div class="ed-pieces ed-standing">{buttons}</div>')


def _holds(zone, view, mod, lang) -> str:
    """Under a chosen token: what it may hold (a runner's key), a tap gives it."""
    slot = view["moving"]
    if not zone["pieces"]:
        return ""
    head = zone.get("holds") or tr(lang, "editor_holds")
    clear = (f'<button type="button" class="btn" {_nav(cmd="ed_put", piece=None)}>{esc(tr(lang, "editor_clear"))}'
             f'</button>') if slot["piece"] is not None else ""
    return (f'<div class="ed-palette ed-holds" role="group" aria-label="{esc(head)}">'
            f'<p class="ed-palette-head">{esc(head)} {clear}</p>'
            f'<div class="ed-pieces">{_pieces(zone["pieces"], slot["piece"], mod, lang)}</div></div>')


def _moving_bar(view, mod, lang) -> str:
    """While a token is chosen: a bar that stays at the top of the screen as the person scrolls to its place."""
    t = view["moving"]
    refused = (f'<span class="ed-refused" role="alert">{esc(_cap(view["refused"]))}</span>' if view["refused"] else "")
    if view["broken"] and view["broken"] != view["refused"]:
        # the rule the position breaks, which the status at the top of the form says (and which this bar covers
        # while it stays on screen): shown here too, not said twice to a screen reader
        refused += (f'<span class="ed-refused" aria-hidden="true">{esc(tr(lang, "editor_breaks", why=view["broken"]))}'
                    f'</span>')
    return (f'<div class="ed-moving" data-ed-moving>'
            f'<span class="ed-moving-pic" aria-hidden="true">{mod.piece_html(t["token"], lang)}</span>'
            f'<span class="ed-moving-text"><span role="status">{esc(tr(lang, "editor_moving", piece=t["label"]))}</span>'
            f'{refused}</span><button type="button" class="btn" {_nav(cmd="ed_slot", p=t["place"])}>'
            f'{esc(tr(lang, "close"))}</button></div>')


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _zone(zone, view, mod, lang) -> str:
    layout = zone["layout"]
    if layout in ("grid", "hex") and not _grid(zone):
        layout = "row"
    here = any(s["place"] == view["sel"] for s in zone["slots"])
    if layout == "tokens":
        slots = "".join(_token(s, view, mod, lang) for s in zone["slots"])
        return (f'<section class="ed-zone ed-tokens" data-zone="{esc(zone["key"])}" aria-label="{esc(zone["label"])}">'
                f'<h3>{esc(zone["label"])}</h3><p class="ed-help">{esc(tr(lang, "editor_token_help"))}</p>'
                f'<div class="ed-slots">{slots}</div></section>'
                + (_moving_bar(view, mod, lang) + _holds(zone, view, mod, lang) if here else ""))
    if layout == "area":
        slots = "".join(_area(s, view, mod, lang) for s in zone["slots"])
        return (f'<section class="ed-zone ed-area" data-zone="{esc(zone["key"])}" aria-label="{esc(zone["label"])}">'
                f'<div class="ed-slots">{slots}</div>{_palette(zone, view, mod, lang) if here else ""}</section>')
    slots = "".join(_slot(s, view, mod, lang) for s in zone["slots"])
    palette = _palette(zone, view, mod, lang) if here else ""
    return (f'<section class="ed-zone ed-{layout}" data-zone="{esc(zone["key"])}" aria-label="{esc(zone["label"])}">'
            f'<h3>{esc(zone["label"])}</h3><div class="ed-slots">{slots}</div>{palette}</section>')


def _view(ed, zones) -> dict:
    """What drawing the zones needs besides each zone: the chosen place, the tokens (by their place and by where
    they stand), the places' names, the chosen token, why its last move was refused and the rule the position
    breaks, if any."""
    tokens = _tokens(zones)
    on = {}
    for t in tokens.values():
        on.setdefault(t.get("at"), []).append(t)
    where = {s["place"]: s["label"] for z in zones if z["layout"] != "tokens" for s in z["slots"]}
    return {"sel": ed.get("sel"), "tokens": tokens, "on": on, "where": where,
            "moving": tokens.get(ed.get("sel")), "refused": ed.get("refused"), "broken": ed.get("error")}


def count_of(setting):
    """The choices' values as whole numbers when the setting is a count: its values are consecutive whole numbers
    (0, 1, 2 … or 1 … 8) and each choice says its number ("2", "2 talismans", "×2", "Month 2 of 6"), so that a
    stepper shows it.  None for any other setting, a choice list (whose turn: seats 0 and 1 named "Ann", "Ben")."""
    try:
        values = [int(str(v)) for v, _label in setting["choices"]]
    except ValueError:
        return None
    if len(values) < 2 or [str(v) for v in values] != [str(v) for v, _label in setting["choices"]] \
            or values != list(range(values[0], values[0] + len(values))) \
            or str(setting["value"]) not in [str(v) for v in values]:
        return None
    if not all(re.search(rf"(?<![0-9]){v}(?![0-9])", str(label)) for v, (_, label) in zip(values, setting["choices"])):
        return None
    return values


def _stepper(s, lang) -> str:
    """A count: "−", its value, "+" (each button named "Ann's coins: one fewer"); a button at the end of the range
    stays in the tab order, marked aria-disabled, and does nothing.  The value is its label in the game's words
    ("2 talismans"), or, when the labels are the bare numbers, a number field that may be typed into."""
    choices = s["choices"]
    i = [str(v) for v, _label in choices].index(str(s["value"]))

    def button(j, key, sign):
        name = tr(lang, key, what=s["label"])
        if 0 <= j < len(choices):
            act = " " + _nav(cmd="ed_set", k=s["key"], v=str(choices[j][0]))
        else:
            act = ' aria-disabled="true"'
        return (f'<button type="button" class="btn ed-step" aria-label="{esc(name)}" title="{esc(name)}"{act}>'
                f'<span aria-hidden="true">{sign}</span></button>')
    if all(str(label) == str(v) for v, label in choices):
        # a bare number may be typed too (85 points are not 85 taps); it acts on its change, like a choice list
        change = _nav(cmd="ed_set", k=s["key"]).replace("data-nav=", "data-change=", 1)
        value = (f'<input type="number" class="ed-count-value ed-count-input" name="set:{esc(s["key"])}" '
                 f'inputmode="numeric" min="{esc(choices[0][0])}" max="{esc(choices[-1][0])}" step="1" '
                 f'value="{esc(choices[i][0])}" aria-label="{esc(s["label"])}" {change}>')
    else:
        wide = " is-wide" if max(len(str(label)) for _v, label in choices) > 4 else ""  # ("2 talismans": aligned)
        value = f'<output class="ed-count-value{wide}">{esc(choices[i][1])}</output>'
    return (f'<div class="ed-setting ed-count" role="group" aria-label="{esc(s["label"])}" data-count="{esc(s["key"])}">'
            f'<span class="ed-count-name">{esc(s["label"])}</span><span class="ed-stepper">'
            f'{button(i - 1, "editor_fewer", "−")}{value}{button(i + 1, "editor_more", "+")}</span></div>')


def _settings(ed, mod, lang) -> str:
    """The settings: a count as a stepper, any other setting as a choice list; the game's options (keys
    ``option:…``) folded away under their heading."""
    out, opts = [], []
    for s in mod.settings(ed["data"], lang):
        if count_of(s) is not None:
            html = _stepper(s, lang)
        else:
            choices = "".join(f'<option value="{esc(v)}"{" selected" if str(v) == str(s["value"]) else ""}>'
                              f'{esc(label)}</option>' for v, label in s["choices"])
            # (a choice list acts on its change, not on the click that opens it: data-change, not data-nav)
            change = _nav(cmd="ed_set", k=s["key"]).replace("data-nav=", "data-change=", 1)
            html = (f'<label class="ed-setting">{esc(s["label"])} <select name="set:{esc(s["key"])}" '
                    f'{change}>{choices}</select></label>')
        (opts if s["key"].startswith("option:") else out).append(html)
    folded = (f'<details class="ed-options"{" open" if ed.get("options_open") else ""}>'
              f'<summary>{esc(tr(lang, "editor_options"))}</summary>'
              f'<div class="ed-settings">{"".join(opts)}</div></details>') if opts else ""
    return (f'<div class="ed-settings">{"".join(out)}</div>' if out else "") + folded


def board_html(ed, lang, compact=False) -> str:
    """The board as the game draws it, from the last position that kept every rule (nothing to tap)."""
    state = ed.get("state")
    if state is None:
        return ""
    game = games.get(ed["game"])
    seat = game.to_move(state)
    seat = 0 if seat is None else seat
    ctx = {"lang": lang, "seat": seat, "legal": [], "sel": {}, "compact": compact, "changed": set(),
           "marked": set(ed.get("marked") or ())}
    return games.module(ed["game"], "view").render(game.view(state, seat), ctx)


def render(ed: dict, lang: str, base: str = "", compact=False) -> str:
    from .shell import loc
    game, _, mod = _parts(ed["game"])
    title = loc(game.title, lang)
    zones = mod.zones(ed["data"], lang)
    if ed.get("sel") is not None and _zone_of(zones, ed["sel"]) is None:
        ed["sel"] = None
    if ed["error"]:
        status = (f'<div class="notice notice-bad ed-status" role="alert" data-ed-error>'
                  f'{esc(tr(lang, "editor_breaks", why=ed["error"]))}</div>')
    else:
        status = f'<p class="notice ed-status ed-ok" role="status" data-ed-ok>{esc(tr(lang, "editor_ok"))}</p>'
    play_on = ed["error"] is None
    head = (f'<header class="topbar game-top ed-top"><button class="btn btn-ghost" type="button" {_nav(cmd="ed_back")} '
            f'aria-label="{esc(tr(lang, "back"))}">{esc(tr(lang, "back"))}</button>'
            f'<h1>{esc(tr(lang, "editor_title", game=title))}</h1></header>')
    help_ = f'<p class="ed-help">{esc(tr(lang, "editor_help"))}</p>'
    view = _view(ed, zones)
    zones_html = "".join(_zone(z, view, mod, lang) for z in zones)
    actions = (f'<div class="ed-actions"><button type="button" class="btn btn-primary" {_nav(cmd="ed_play")}'
               f'{"" if play_on else " disabled"}>{esc(tr(lang, "editor_play"))}</button>'
               f'<button type="button" class="btn" {_nav(cmd="ed_fresh")}>{esc(tr(lang, "editor_fresh"))}</button></div>')
    rows = min(16, ed["text"].count("\n") + 2)
    text = (f'<details class="ed-text"{" open" if ed.get("typed") else ""}><summary>{esc(tr(lang, "editor_text"))}</summary>'
            f'<textarea name="ed_text" class="share-code" rows="{rows}" spellcheck="false" '
            f'aria-label="{esc(tr(lang, "editor_text"))}">{esc(ed["text"])}</textarea>'
            f'<div class="share-buttons"><button type="button" class="btn" {_nav(cmd="ed_text")}>'
            f'{esc(tr(lang, "editor_use_text"))}</button></div></details>')
    board = board_html(ed, lang, compact)
    return (head + f'<form class="editor" id="editor-form" data-editor="{esc(ed["game"])}">' + help_ + status
            + _settings(ed, mod, lang) + zones_html + actions + text + '</form>' + _board_section(ed, board, lang)
            + (_share(ed, lang, base) if play_on and base else ""))


def _board_section(ed, board, lang) -> str:
    """The board as the game draws it, and Mark pieces: while marking, a tap on a piece of it marks the piece
    (static/pondside_browser.py); otherwise nothing on it can be tapped."""
    if not board:
        return ""
    from .shell import mark_buttons
    marking = bool(ed.get("marking"))
    return (f'<section class="ed-board" aria-label="{esc(tr(lang, "editor_board"))}"><h2>{esc(tr(lang, "editor_board"))}</h2>'
            + mark_buttons(lang, marking, len(ed.get("marked") or ()), "ed_mark_mode", "ed_mark_clear")
            + f'<div class="game-area{" is-marking" if marking else ""}"{"" if marking else " inert"} '
            f'data-game-screen="{esc(ed["game"])}">{board}</div></section>')


def _share(ed, lang, base) -> str:
    """The position's link, its frame's code, its picture and the picture's code; the caption under all three."""
    from .shell import has_picture
    copy = lambda cmd, key: (f'<div class="share-buttons"><button type="button" class="btn" {_nav(cmd=cmd)}>'  # noqa: E731
                             f'{esc(tr(lang, key))}</button></div>')
    if has_picture(ed["game"]):
        picture = (f'<div class="share-buttons"><button type="button" class="btn" {_nav(cmd="ed_picture")}>'
                   f'{esc(tr(lang, "picture"))}</button></div>'
                   f'<label class="share-label" for="ed-img">{esc(tr(lang, "img_code"))}</label>'
                   f'<textarea id="ed-img" class="share-code" readonly rows="2" data-ed-img>{esc(img_code(ed, lang))}'
                   f'</textarea>' + copy("ed_copy_img", "copy_code"))
    else:
        picture = f'<p class="share-warn">{esc(tr(lang, "no_picture"))}</p>'
    return (f'<form class="editor ed-share share-more" id="share-form"><h2>{esc(tr(lang, "share_embed"))}</h2>'
            f'<label class="share-label" for="ed-link">{esc(tr(lang, "position_link"))}</label>'
            f'<input id="ed-link" class="share-url" readonly value="{esc(link(ed, base))}" data-ed-link>'
            + copy("ed_copy", "copy")
            + f'<label class="share-label" for="ed-caption">{esc(tr(lang, "caption"))}</label>'
            f'<div class="share-caption-row"><input id="ed-caption" class="share-url" name="caption" maxlength="120" '
            f'value="{esc(ed.get("caption") or "")}"><button type="button" class="btn" {_nav(cmd="ed_caption")}>'
            f'{esc(tr(lang, "use_caption"))}</button></div>'
            f'<label class="share-label" for="ed-embed">{esc(tr(lang, "embed_code"))}</label>'
            f'<textarea id="ed-embed" class="share-code" readonly rows="3" data-ed-embed>'
            f'{esc(embed_code(ed, base, lang))}</textarea>' + copy("ed_copy_embed", "copy_code")
            + picture + '</form>')
