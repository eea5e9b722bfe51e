"""The new-game dialog as pure functions: its form (players, computer levels, the game's options), what a
submitted form means (``parse_setup``), and the options' problems in player words."""
from __future__ import annotations

import json
import re

from .. import games
from ..ui.html import esc
from ..ui.icons import icon
from .shell import game_bots, loc, nav, tr

def default_setup(game) -> dict:
    bots, _ = game_bots(game.name)
    levels = list(bots)
    n = max(game.min_players, 2) if game.max_players >= 2 else 1
    seats = [{"kind": "human", "name": "", "bot": levels[-1] if levels else None}]
    for _i in range(1, game.max_players):
        seats.append({"kind": "computer" if levels else "human", "name": "", "bot": levels[-1] if levels else None})
    return {"count": n, "seats": seats, "options": game.default_options()}


def _option_html(o, val, lang) -> str:
    label = esc(loc(o.label, lang))
    mark = (f' <span class="assumed-mark" aria-hidden="true">{icon("assumed", 14)}</span><span class="sr-only">'
            f' ({esc(tr(lang, "assumed_short"))})</span>') if o.assumed else ""
    hint = f'<small class="opt-help">{esc(loc(o.help, lang))}</small>' if loc(o.help, lang) else ""
    fid = f"opt-{o.key}"
    seen = f'<input type="hidden" name="optk:{esc(o.key)}" value="1">'   # the option is in the form
    renav = f" {nav(cmd='setup_opts')}"   # a change may show or hide other options
    if o.kind == "bool":
        return (f'<div class="opt">{seen}<label for="{fid}"><input type="checkbox" id="{fid}" name="opt:{esc(o.key)}"'
                f'{" checked" if val else ""}{renav}> {label}{mark}</label>{hint}</div>')
    if o.kind == "choice":
        opts = "".join(f'<option value="{esc(json.dumps(c))}"{" selected" if c == val else ""}>'
                       f'{esc(o.choice_label(c, lang))}</option>' for c in o.choices)
        return (f'<div class="opt">{seen}<label for="{fid}">{label}{mark}</label>'
                f'<select id="{fid}" name="opt:{esc(o.key)}">{opts}</select>{hint}</div>')
    if o.kind == "int":
        lo = f' min="{o.minimum}"' if o.minimum is not None else ""
        hi = f' max="{o.maximum}"' if o.maximum is not None else ""
        return (f'<div class="opt">{seen}<label for="{fid}">{label}{mark}</label>'
                f'<input type="number" id="{fid}" name="opt:{esc(o.key)}" value="{esc(val)}"{lo}{hi}>{hint}</div>')
    if o.kind == "list" and o.choices:
        boxes = "".join(f'<label class="chip"><input type="checkbox" name="optl:{esc(o.key)}" value="{esc(json.dumps(c))}"'
                        f'{" checked" if c in val else ""}> {esc(o.choice_label(c, lang))}</label>' for c in o.choices)
        return (f'<div class="opt">{seen}<span class="opt-label">{label}{mark}</span><div class="chips">{boxes}</div>'
                f'{hint}</div>')
    return ""


def level_name(label) -> str:
    """A computer level's name, from its label "Strong — plans a few moves ahead …"."""
    return re.split(" [—–] ", label, maxsplit=1)[0]


def render_setup(game, lang, setup) -> str:
    """Players, seats and levels first; then the game's main options and the modules and variants of the box;
    then the points the rulebook leaves open, in a closed "House rules" section.  Options that do not apply
    to this table (``Option.shown_if``) are not shown."""
    bots, labels = game_bots(game.name)
    title = loc(game.title, lang)
    out = [f'<header class="topbar"><button class="btn btn-ghost" type="button" {nav(to="home")}>{icon("back")} '
           f'{esc(tr(lang, "home"))}</button><h1>{esc(title)}</h1><span></span></header>',
           f'<form id="setup-form" class="setup" data-game="{esc(game.name)}">']
    counts = list(range(game.min_players, game.max_players + 1))
    out.append('<fieldset><legend>' + esc(tr(lang, "players" if len(counts) > 1 else "players1",
                                             a=game.min_players, b=game.max_players)) + '</legend>')
    if len(counts) > 1:
        out.append(f'<div class="seg" role="radiogroup" aria-label="{esc(tr(lang, "count"))}">')
        for c in counts:
            checked = " checked" if c == setup["count"] else ""
            out.append(f'<label class="seg-item"><input type="radio" name="count" value="{c}"{checked} '
                       f'{nav(cmd="setup_count", n=c)}><span>{c}</span></label>')
        out.append("</div>")
    for i in range(setup["count"]):
        seat = setup["seats"][i]
        who = tr(lang, "player", n=i + 1)
        out.append(f'<div class="seat-row"><span class="seat-no">{esc(who)}</span>'
                   f'<input class="seat-name" name="name{i}" maxlength="24" autocomplete="off" '
                   f'aria-label="{esc(tr(lang, "name"))}: {esc(who)}" placeholder="{esc(tr(lang, "name"))}" '
                   f'value="{esc(seat["name"])}">'
                   f'<select name="kind{i}" aria-label="{esc(who)}">'
                   f'<option value="human"{" selected" if seat["kind"] == "human" else ""}>{esc(tr(lang, "human"))}</option>')
        for lvl in bots:
            sel = " selected" if seat["kind"] == "computer" and seat.get("bot") == lvl else ""
            out.append(f'<option value="bot:{esc(lvl)}"{sel}>{esc(tr(lang, "computer"))}: '
                       f'{esc(level_name(loc(labels.get(lvl, lvl), lang)))}</option>')
        out.append("</select></div>")
    # each level's name in the list (a long line would be cut off in it), what it does said once below
    out.append(f'<ul class="levels" aria-label="{esc(tr(lang, "levels"))}">'
               + "".join(f'<li>{esc(loc(labels.get(lvl, lvl), lang))}</li>' for lvl in bots) + '</ul>')
    if game.max_players > 1:
        from ..tables.text import TEXT as TABLE_TEXT
        out.append(f'<label class="table-choice"><input type="checkbox" name="table"'
                   f'{" checked" if setup.get("table") else ""}><span><b>{esc(TABLE_TEXT(lang, "own_phones"))}</b> '
                   f'<small>{esc(TABLE_TEXT(lang, "own_phones_note"))}</small></span></label>')
    out.append("</fieldset>")
    shown = [o for o in game.options_spec if o.applies(setup["options"], setup["count"])]
    groups = {g: [o for o in shown if o.group == g] for g in ("main", "module", "house")}
    if groups["main"] or groups["module"]:
        out.append(f'<fieldset class="options"><legend>{esc(tr(lang, "options"))}</legend>')
        for o in groups["main"] + groups["module"]:
            out.append(_option_html(o, setup["options"].get(o.key, o.default), lang))
        out.append("</fieldset>")
    if groups["house"]:
        out.append(f'<details class="house-rules"><summary>{esc(tr(lang, "house_rules", n=len(groups["house"])))}'
                   f'</summary><p class="house-legend"><span class="assumed-mark" aria-hidden="true">{icon("assumed", 14)}'
                   f'</span> '
                   f'{esc(tr(lang, "assumed"))}</p>')
        for o in groups["house"]:
            out.append(_option_html(o, setup["options"].get(o.key, o.default), lang))
        out.append("</details>")
    # what a player should know before starting, said once (a view module's ``setup_note(lang)``: KOI's rules
    # that are ours, not the publisher's)
    note = getattr(games.module(game.name, "view"), "setup_note", None)
    if callable(note):
        out.append(f'<p class="setup-note">{note(lang)}</p>')
    out.append(f'<div class="setup-go"><button class="btn btn-primary btn-big" type="button" id="start-game" '
               f'{nav(cmd="start", game=game.name)}>{esc(tr(lang, "start"))}</button></div></form>')
    return "".join(out)


def read_options(game, fields: dict, current: dict) -> dict:
    """The options the dialog's fields hold: those in the form (``optk:`` fields) as the player set them,
    the others as they were (``current``).  Values are not yet checked."""
    options = dict(current)
    for o in game.options_spec:
        key = f"opt:{o.key}"
        if f"optk:{o.key}" not in fields:
            continue
        try:
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
        except ValueError:
            pass                    # keep the current value: start() reports what is wrong
    return options


def parse_setup(game, fields: dict, lang="en"):
    """Turn the dialog's form fields (name -> value or list of values) into ``(players, options)``.
    Raises ValueError with a message for bad input.  A person left unnamed is "You" when alone at the device
    ("Player N" among several), a computer "Computer" ("Computer N" among several)."""
    try:
        count = int(fields.get("count", game.min_players))
    except (TypeError, ValueError):
        count = -1
    if not game.min_players <= count <= game.max_players:
        raise ValueError(tr(lang, "players", a=game.min_players, b=game.max_players))
    bots, labels = game_bots(game.name)
    kinds = []
    for i in range(count):
        kind = str(fields.get(f"kind{i}", "human"))
        kinds.append(kind[4:] if kind.startswith("bot:") and kind[4:] in bots else None)
    n_people = sum(k is None for k in kinds)
    n_bots = count - n_people
    players = []
    for i, level in enumerate(kinds):
        name = str(fields.get(f"name{i}", "")).strip()[:24]
        if level is None:
            players.append({"name": name or (tr(lang, "you") if n_people == 1 else tr(lang, "player", n=i + 1)),
                            "kind": "human"})
        else:
            k = sum(1 for x in kinds[:i] if x is not None) + 1
            players.append({"name": name or (tr(lang, "computer") if n_bots == 1 else f"{tr(lang, 'computer')} {k}"),
                            "kind": "computer", "bot": level})
    options = read_options(game, fields, game.default_options())
    problem = option_problem(game, options, count, lang)
    if problem:
        raise ValueError(problem)
    return players, game.check_options(options, count)


def option_problem(game, options, n_players, lang="en"):
    """What is wrong with ``options`` (from the dialog, a link, an embed) for this table, in player words
    (the option's own label and choices, never its key or values); None when nothing is."""
    if options is None:
        return None
    if not isinstance(options, dict):
        return tr(lang, "opts_unreadable")
    known = {o.key: o for o in game.options_spec}
    if any(k not in known for k in options):
        return tr(lang, "opts_unknown")
    for k, v in options.items():
        o = known[k]
        try:
            o.check(v)
        except ValueError:
            if o.choices and o.kind in ("choice", "list"):
                return tr(lang, "opt_choose", name=loc(o.label, lang),
                          choices=" / ".join(o.choice_label(c, lang) for c in o.choices))
            return tr(lang, "opt_bad", name=loc(o.label, lang))
    why = getattr(game, "why_options", None)
    problem = why(options, n_players, lang) if why else None
    if problem:
        return problem
    try:
        game.check_options(options, n_players)
    except ValueError:
        return tr(lang, "opts_bad")
    return None
