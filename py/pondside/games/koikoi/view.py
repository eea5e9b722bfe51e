"""The Koi-Koi view: pure functions from one seat's view to HTML + inline SVG."""
from __future__ import annotations

from ...core import defaults
from ...ui.html import SYSTEM_FONT, act_attr, button, esc, sel_attr
from ...ui.i18n import join, lang_of, plural
from ...ui.marks import piece_attrs, svg_mark_badge
from . import data
from .cards import BLUE, CARDS, CATEGORIES, CATEGORY, KIND, MONTH, POETRY
from .draw import H as CARD_H
from .draw import MARKS, back_svg, card_label, card_svg, face_at, icon, mark_svg, symbols
from .draw import W as CARD_W
from .options import OPTIONS, choice_text, help_text
from .text import RULES, TEXT, card_name, yaku_name, yaku_short
from .words import play_clauses, sentence
from .yaku import progress, yaku_of_card

_ORDER = {c: i for i, c in enumerate(CARDS)}


def sprites() -> str:
    """Every card design's shapes and the back, once, as SVG ``<symbol>``s (``draw.symbols``), which the page
    keeps in one hidden SVG outside the screen (``assets.game_sprites``); each card shows its design with a
    ``<use>`` and writes its own words.  The same whatever the game state."""
    return symbols()


def _name(view, seat, lang):
    if seat is None:
        return ""
    n = view["players"][seat]["name"]
    return n


def _you(view, seat, me, lang):
    """A player by their name (the shell names the person at the device "You" by default)."""
    return _name(view, seat, lang)


def _mark(name):
    """The symbol above a card one can tap (drawn, not a glyph), hidden from screen readers: the card's
    name says what tapping does."""
    return f'<span class="kk-mark" aria-hidden="true">{icon(name)}</span>'


_MARK_TARGET = _mark("target")


def _clickable_card(card, lang, *, action=None, sel=None, label, cls="kk-slot kk-click", marker="", piece=""):
    attrs = [f'class="{esc(cls)}"', 'role="button"', 'tabindex="0"', f'aria-label="{esc(label)}"']
    if action is not None:
        attrs.append(act_attr(action))
    if sel is not None:
        attrs.append(sel_attr(sel))
    return f'<div {" ".join(attrs)}{piece}>{marker}{card_svg(card, lang)}</div>'


def _static_card(card, lang, cls="kk-slot", note=None, piece=""):
    """A card to look at; ``piece``: its ``data-piece`` mark (``marks.piece_attrs``) where a move can touch it."""
    return f'<div class="{esc(cls)}"{piece}>{card_svg(card, lang, extra_title=note)}</div>'


# ----------------------------------------------------------------- piles
def _pile_html(view, seat, me, lang, opts, ctx):
    pile = sorted(view["piles"][seat], key=_ORDER.get)
    who = _you(view, seat, me, lang)
    yk = dict((y, p) for y, p in view["yaku"][seat])
    total = sum(yk.values())
    rows = []
    for cat in CATEGORIES:
        cs = [c for c in pile if CATEGORY[c] == cat]
        cards = "".join(_static_card(c, lang, "kk-slot kk-mini", piece=piece_attrs(ctx, c)) for c in cs)
        plus = ""
        if cat == "chaff" and opts.get("sake_chaff", True) and "9-1" in pile:
            plus = f' <small>{esc(TEXT(lang, "plus_sake"))}</small>'
        rows.append(f'<div class="kk-pilerow"><span class="kk-pilelab">{esc(TEXT(lang, "categories_plural")[cat])} '
                    f'<b>{len(cs)}</b>{plus}</span><div class="kk-pilecards">{cards}</div></div>')
    chips = []
    mine = me is not None and seat == me
    for y, have, need in progress(pile, opts):
        done = y in yk or (y == "sanko" and any(b in yk for b in ("shiko", "ameshiko", "goko")))
        if not have and not mine:
            continue        # the opponent's yaku they have no card of yet: noise
        if y == "goko" and have < 3:
            continue
        if y in ("akatan", "aotan") and "akaao" in yk:
            done = True
        cls = "kk-chip kk-done" if done else ("kk-chip kk-near" if need - have == 1 else "kk-chip")
        mark = icon("check") if done else ""
        pts = ""
        if done:
            key = y
            if y == "sanko":
                key = next((b for b in ("goko", "shiko", "ameshiko", "sanko") if b in yk), y)
            if y in ("akatan", "aotan") and "akaao" in yk:
                key = "akaao"
            pts = f" · {yk.get(key, 0)}"
        short = yaku_short(y, lang)
        chips.append(f'<span class="{cls}" title="{esc(yaku_name(y, lang))}">{mark}{esc(short)} '
                     f'{min(have, need)}/{need}{pts}</span>')
    for y in ("ameshiko",):
        if y in yk:
            chips.append(f'<span class="kk-chip kk-done">{icon("check")}{esc(yaku_short(y, lang))} · {yk[y]}</span>')
    title = TEXT(lang, "your_pile") if (me is not None and seat == me) else TEXT(lang, "pile", name=who)
    head = (f'<div class="kk-pilehead"><span>{esc(title)}</span>'
            f'<span class="kk-piletotal">{esc(TEXT(lang, "yaku_now"))}: <b>{total}</b></span></div>')
    return (f'<section class="kk-pile" aria-label="{esc(title)}">{head}'
            f'<div class="kk-chips">{"".join(chips)}</div><div class="kk-pilegrid">{"".join(rows)}</div></section>')


# ----------------------------------------------------------------- table
def _table_html(view, lang, me, legal, sel, ctx, next_here=False):
    phase = view["phase"]
    table = view["table"]
    by_month = {}
    for c in table:
        by_month.setdefault(MONTH[c], []).append(c)
    chosen = sel.get("card")
    targets = {}
    if chosen:
        for a in legal:
            if a.get("t") == "play" and a.get("card") == chosen and "take" in a:
                targets[a["take"]] = a
    take_acts = {a["card"]: a for a in legal if a.get("t") == "take"}
    groups = []
    for m in sorted(by_month):
        cs = sorted(by_month[m], key=_ORDER.get)
        items = []
        for c in cs:
            if c in targets:
                items.append(_clickable_card(c, lang, action=targets[c], cls="kk-slot kk-click kk-target",
                                             label=TEXT(lang, "take_aria", card=card_label(c, lang),
                                                      with_=card_name(chosen, lang)),
                                             marker=_MARK_TARGET,
                                             piece=piece_attrs(ctx, c)))
            elif c in take_acts:
                items.append(_clickable_card(c, lang, action=take_acts[c], cls="kk-slot kk-click kk-target",
                                             label=TEXT(lang, "take_aria", card=card_label(c, lang),
                                                      with_=card_name(view["drawn"], lang)),
                                             marker=_MARK_TARGET,
                                             piece=piece_attrs(ctx, c)))
            else:
                hl = " kk-match" if chosen and MONTH[chosen] == m else ""
                items.append(_static_card(c, lang, "kk-slot" + hl, piece=piece_attrs(ctx, c)))
        stack = f'<span class="kk-stack">{esc(TEXT(lang, "stack"))}</span>' if len(cs) == 3 else ""
        month = TEXT(lang, "months")[m]
        label = TEXT(lang, "month_short")[m] if ctx.get("compact") else month    # a phone: no wider than a card
        groups.append(f'<div class="kk-mgroup" title="{esc(month)} · {esc(TEXT(lang, "plants")[m])}">'
                      f'<div class="kk-mcards">{"".join(items)}</div>'
                      f'<div class="kk-mlab">{esc(label)}{stack}</div></div>')
    deck = (f'<div class="kk-deck"{piece_attrs(ctx, "deck")}>{back_svg(TEXT(lang, "deck", n=view["deck_count"]))}'
            f'<div class="kk-mlab">{esc(TEXT(lang, "deck_short", n=view["deck_count"]))}</div></div>')
    drawn = ""
    if phase == "draw_choice" and view.get("drawn"):
        drawn = (f'<div class="kk-drawn">'
                 f'{_static_card(view["drawn"], lang, "kk-slot kk-pending", piece=piece_attrs(ctx, view["drawn"]))}'
                 f'<div class="kk-mlab">{icon("drawn")} {esc(TEXT(lang, "drawn"))}</div></div>')
    # the draw pile (and a drawn card waiting for its choice) lead the table's flow, so on a narrow screen
    # the months wrap under them instead of beside a column of their own
    return (f'<section class="kk-table"{" data-next" if next_here else ""} aria-label="{esc(TEXT(lang, "table"))}">'
            f'<div class="kk-tgroups">{deck}{drawn}{"".join(groups)}</div></section>')


# ------------------------------------------------------------------ hand
def _hand_html(view, lang, me, legal, sel, ctx=None):
    hand = sorted(view.get("hand") or [], key=_ORDER.get)
    plays = {}
    for a in legal:
        if a.get("t") == "play":
            plays.setdefault(a["card"], []).append(a)
    table = view["table"]
    chosen = sel.get("card")
    items = []
    for c in hand:
        acts = plays.get(c)
        if not acts:
            items.append(_static_card(c, lang, "kk-slot kk-dim" if plays else "kk-slot", piece=piece_attrs(ctx, c)))
            continue
        ms = [t for t in table if MONTH[t] == MONTH[c]]
        if len(acts) == 2:
            if chosen == c:
                items.append(_clickable_card(c, lang, sel={"card": None}, cls="kk-slot kk-click kk-sel",
                                             label=TEXT(lang, "cancel_aria", card=card_label(c, lang)),
                                             marker=_mark("check"), piece=piece_attrs(ctx, c)))
            else:
                items.append(_clickable_card(c, lang, sel={"card": c}, cls="kk-slot kk-click kk-play",
                                             label=TEXT(lang, "pick_aria", card=card_label(c, lang)),
                                             marker=_mark("choose"), piece=piece_attrs(ctx, c)))
        else:
            if ms:
                lab = TEXT(lang, "take_aria", card=", ".join(card_name(t, lang) for t in ms),
                         with_=card_label(c, lang))
            else:
                lab = TEXT(lang, "discard_aria", card=card_label(c, lang))
            items.append(_clickable_card(c, lang, action=acts[0], cls="kk-slot kk-click kk-play",
                                         label=lab, marker=_mark("play"), piece=piece_attrs(ctx, c)))
    return (f'<section class="kk-hand" aria-label="{esc(TEXT(lang, "hand"))}">'
            f'<div class="kk-cards">{"".join(items)}</div></section>')


def _opp_hand_html(view, seat, me, lang, ctx=None):
    n = view["hand_counts"][seat]
    who = _you(view, seat, me, lang) if me is not None else _name(view, seat, lang)
    backs = "".join(f'<div class="kk-slot kk-mini">{back_svg(TEXT(lang, "back"))}</div>' for _ in range(n))
    words = plural(TEXT(lang, "opp_hand"), n, lang, name=who)
    return (f'<section class="kk-opphand"{piece_attrs(ctx or {}, f"hand:{seat}")} aria-label="{esc(words)}">'
            f'<div class="kk-cards kk-backs">{backs}</div>'
            f'<span class="kk-mlab">{esc(words)}</span></section>')


# ------------------------------------------------------------- summaries
def _doubles_text(doubles, lang):
    return TEXT(lang, "sep").join(TEXT(lang, "doubles")[d].format(n=data.HARD_DOUBLE_AT) for d in doubles)


def _result_short(view, res, lang):
    """A month's end in one line, with the yaku that decided it: "Computer wins the month: +10 (Akatan)"."""
    w = res["winner"]
    if w is None:
        return TEXT(lang, "draw_round")
    line = TEXT(lang, "winner_round", name=view["players"][w]["name"], pts=res["transfer"])
    if res["yaku"]:
        line += f' ({join((yaku_short(y, lang) for y, _p in res["yaku"]), lang)})'
    return line


def _result_html(view, res, me, lang, legal):
    opts = view["options"]
    w = res["winner"]
    lines = []
    title = TEXT(lang, "round_over", m=res["month"])
    if res["kind"] == "draw":
        if w is None:
            lines.append(f'<p>{esc(TEXT(lang, "draw_round"))}</p>')
        else:
            lines.append(f'<p>{esc(TEXT(lang, "dealer_round", name=_you(view, w, me, lang), pts=res["transfer"]))}</p>')
    elif res["kind"] == "instant":
        y = res["yaku"][0][0]
        lines.append(f'<p class="kk-big">{esc(TEXT(lang, "instant_round", name=_you(view, w, me, lang), yaku=yaku_name(y, lang), pts=res["transfer"]))}</p>')
        lines.append(f'<div class="kk-cards kk-reveal" aria-label="{esc(TEXT(lang, "hand_revealed"))}">'
                     + "".join(_static_card(c, lang, "kk-slot kk-mini") for c in res.get("hand", [])) + "</div>")
    else:
        lines.append(f'<p class="kk-big">{esc(TEXT(lang, "winner_round", name=_you(view, w, me, lang), pts=res["transfer"]))}'
                     + (f' <small>{esc(TEXT(lang, "auto"))}</small>' if res.get("auto") else "") + "</p>")
        rows = "".join(f'<tr><td>{esc(yaku_name(y, lang))}</td><td class="kk-num">{p}</td></tr>'
                       for y, p in res["yaku"])
        calc = f'{res["base"]}'
        if opts["scoring"] == "soft":
            calc += f' × {res["mult"]} = {res["transfer"]}'
            extra = esc(TEXT(lang, "mult", m=res["mult"]))
        else:
            calc += (f' × {res["mult"]} = {res["transfer"]}' if res["mult"] != 1 else f' = {res["transfer"]}')
            extra = esc(_doubles_text(res["doubles"], lang))
        rows += (f'<tr class="kk-sum"><td>{esc(TEXT(lang, "total"))}'
                 f'{(" · " + extra) if extra else ""}</td><td class="kk-num">{calc}</td></tr>')
        lines.append(f'<table class="kk-yt">{rows}</table>')
    k = res.get("koi") or [0, 0]
    who = TEXT(lang, "sep").join(TEXT(lang, "name_count", name=_you(view, s, me, lang), n=k[s]) for s in (0, 1))
    lines.append(f'<p class="kk-note">{esc(TEXT(lang, "koi_called", who=who))}</p>')
    pts = res.get("points") or view["points"]
    lines.append('<p class="kk-note">' + " · ".join(
        f'{esc(_you(view, s, me, lang))}: <b>{pts[s]}</b>' for s in (0, 1)) + "</p>")
    btn = ""
    if {"t": "next"} in legal:
        btn = button(TEXT(lang, "continue"), action={"t": "next"}, cls="kk-btn kk-primary",
                     aria=TEXT(lang, "continue_aria"))
    return (f'<div class="kk-dialog" role="dialog" aria-label="{esc(title)}"><h3>{esc(title)}</h3>'
            f'{"".join(lines)}{btn}</div>')


def _game_over_html(view, me, lang):
    """The months of the game, one row each (the shell's end screen names the winner and the scores under
    its one "Game over" heading)."""
    rows = []
    for h in view.get("history", []):
        w = h["winner"]
        who = TEXT(lang, "nobody") if w is None else _you(view, w, me, lang)
        rows.append(f'<tr><td>{h["month"]}</td><td>{esc(who)}</td><td class="kk-num">'
                    f'{h["transfer"] if w is not None else 0}</td></tr>')
    return (f'<div class="kk-dialog kk-final" role="region" aria-label="{esc(TEXT(lang, "final"))}">'
            f'<table class="kk-yt"><caption>{esc(TEXT(lang, "final"))}</caption>'
            f'<tr><th>{esc(TEXT(lang, "month_col"))}</th><th>{esc(TEXT(lang, "winner_col"))}</th>'
            f'<th>{esc(TEXT(lang, "transfer"))}</th></tr>{"".join(rows)}</table></div>')


def _koi_html(view, me, lang, legal):
    sn = view.get("stop_now") or {}
    seat = view["to_move"]
    if me != seat or {"t": "koi"} not in legal:
        return (f'<div class="kk-banner" role="status">'
                f'{esc(TEXT(lang, "koi_other", name=_you(view, seat, me, lang)))}</div>')
    rows = "".join(f'<tr><td>{esc(yaku_name(y, lang))}</td><td class="kk-num">{p}</td></tr>'
                   for y, p in sn.get("yaku", []))
    opts = view["options"]
    if opts["scoring"] == "soft":
        calc = f'{sn.get("base", 0)} × {sn.get("mult", 1)} = {sn.get("total", 0)}'
        note = TEXT(lang, "mult", m=sn.get("mult", 1))
    else:
        calc = f'{sn.get("base", 0)} × {sn.get("mult", 1)} = {sn.get("total", 0)}'
        note = _doubles_text(sn.get("doubles", []), lang)
    rows += f'<tr class="kk-sum"><td>{esc(TEXT(lang, "total"))}{(" · " + esc(note)) if note else ""}</td><td class="kk-num">{calc}</td></tr>'
    stop = button(TEXT(lang, "stop_btn", total=sn.get("total", 0)), action={"t": "stop"},
                  cls="kk-btn kk-primary",   # the name starts with the visible text (label in name)
                  aria=TEXT(lang, "stop_btn", total=sn.get("total", 0)) + ". "
                  + TEXT(lang, "stop_scores", total=sn.get("total", 0)))
    koi = button(TEXT(lang, "koi_btn"), action={"t": "koi"}, cls="kk-btn kk-koi", aria=TEXT(lang, "koi_btn"))
    # the decision first (its value is on the stop button), then the question in words under it
    return (f'<div class="kk-dialog kk-koi-q" role="dialog" aria-label="{esc(TEXT(lang, "koi_title"))}">'
            f'<h3>{esc(TEXT(lang, "koi_title"))}</h3><table class="kk-yt">{rows}</table>'
            f'<div class="kk-btns">{stop}{koi}</div>'
            f'<p class="kk-note">{esc(TEXT(lang, "koi_q", name=_you(view, 1 - seat, me, lang)))}</p></div>')


def _status(view, me, lang, legal, sel):
    ph = view["phase"]
    seat = view["to_move"]
    if ph == "play":
        if me == seat and legal:
            chosen = sel.get("card")
            if chosen and any(a.get("card") == chosen and "take" in a for a in legal):
                return TEXT(lang, "pick_target", card=card_name(chosen, lang))
            caps = any(any(MONTH[t] == MONTH[a["card"]] for t in view["table"]) for a in legal)
            if not caps:
                return TEXT(lang, "no_capture")
            return TEXT(lang, "must_capture" if view["options"]["forced_capture"] else "free_play")
        if me == seat:
            return ""               # the player's own move still being shown: nothing to ask yet
        return TEXT(lang, "waiting", name=_you(view, seat, me, lang))
    if ph == "draw_choice":
        if me == seat:
            return TEXT(lang, "draw_choice", card=card_name(view["drawn"], lang))
        return TEXT(lang, "draw_choice_other", name=_you(view, seat, me, lang), card=card_name(view["drawn"], lang))
    return ""


def _last_turn(view, me, lang):
    """The last turn's cards in words (the turn record ``last``: all of it was face up)."""
    last = view.get("last")
    if not last:
        return ""
    text = sentence(view["players"], last["seat"], play_clauses(last, view["phase"] == "draw_choice", lang), lang)
    return f'<p class="kk-last">{esc(TEXT(lang, "last_turn", text=text))}</p>'


# ------------------------------------------------------------------ main
def render(view, ctx) -> str:
    lang = lang_of(ctx.get("lang", "en"))
    me = view.get("seat", ctx.get("seat"))
    legal = [a for a in (ctx.get("legal") or []) if isinstance(a, dict)]
    sel = ctx.get("sel") or {}
    opts = view["options"]
    bottom = me if me is not None else 0
    top = 1 - bottom
    ph = view["phase"]
    # header
    mult = ""
    if opts["scoring"] == "soft" and ph in ("play", "draw_choice", "koi"):
        k = view["koi"]
        m = view["mult_base"] + (k[0] + k[1] if opts["koi_mult"] == "shared" else 0)
        mult = f'<span class="kk-pill">{esc(TEXT(lang, "mult", m=m))}</span>'
    kois = view["koi"]
    players = []
    for s in (top, bottom):
        turn = " kk-turn" if view["to_move"] == s and ph in ("play", "draw_choice", "koi") else ""
        star = (f'<span class="kk-startmark">{icon("start")}{esc(TEXT(lang, "starts"))}</span>'
                if view.get("start") == s else "")
        koi = (f'<span class="kk-koimark"{piece_attrs(ctx, f"koi:{s}")}>{esc(TEXT(lang, "koi_count", n=kois[s]))}</span>'
               if kois[s] else "")
        arrow = (f'{icon("turn")}<span class="kk-sr">{esc(TEXT(lang, "to_move"))}: </span>' if turn else "")
        players.append(f'<span class="kk-player{turn}">{arrow}{esc(_you(view, s, me, lang))}: '
                       f'<b>{view["points"][s]}</b>{koi}{star}</span>')
    mode = TEXT(lang, "mode")[opts["scoring"]]
    header = (f'<header class="kk-head"><span class="kk-pill">{esc(TEXT(lang, "month_of", m=view["month"], n=view["months"]))}</span>'
              f'<span class="kk-pill kk-mode">{mode}</span>{mult}{"".join(players)}</header>')
    status = _status(view, me, lang, legal, sel)
    status_html = f'<div class="kk-status" role="status" aria-live="polite">{esc(status)}</div>' if status else ""
    dialog = ""
    if ph == "koi":
        dialog = _koi_html(view, me, lang, legal)
    elif ph == "summary" and view.get("result"):
        dialog = _result_html(view, view["result"], me, lang, legal)
    elif ph == "over":
        dialog = (_result_html(view, view["result"], me, lang, legal) if view.get("result") else "") \
            + _game_over_html(view, me, lang)
    prev = ""
    if ph in ("play", "draw_choice", "koi") and view.get("prev_result"):
        pr = view["prev_result"]
        prev = (f'<details class="kk-prev"><summary>{icon("chevron", "kk-chev")}<span>{esc(TEXT(lang, "last_month"))}: '
                f'{esc(_result_short(view, pr, lang))}</span></summary>'
                f'{_result_html(view, pr, me, lang, [])}</details>')
    cancel = ""
    if sel.get("card"):
        cancel = button(TEXT(lang, "cancel"), sel={"card": None}, cls="kk-btn kk-small", aria=TEXT(lang, "cancel"))
    me_hand = _hand_html(view, lang, me, legal, sel, ctx) if me is not None else _opp_hand_html(view, bottom, me, lang, ctx)
    # Until the shell says what another seat did (its data-last-move line, with ctx["changed"]), the board
    # says the last turn itself, above the prompt.
    last = _last_turn(view, me, lang) if "changed" not in ctx and (view.get("last") or {}).get("seat") != me else ""
    # One order for every width: the opponent, the table, then what the player reads and taps (the last
    # turn, the prompt, a decision, the hand) together, so on a phone the prompt and the cards to tap sit
    # on the first screen under the table; the last month's line and the capture piles follow (style.css
    # puts the piles in a column beside the board on a wide screen, the opponent's above the player's, and
    # the last month's line above the board).
    # where the player acts next (data-next: the page brings it into view after each step): the table while a
    # card there is to take (after choosing a card of two matches, or for the drawn card), else the hand and
    # the decisions under the prompt
    mine = me is not None and bool(legal)
    take = mine and (ph == "draw_choice" or bool(sel.get("card")))
    body = (
        f'<div class="kk-board">'
        f'<div class="kk-opp">{_opp_hand_html(view, top, me, lang, ctx)}</div>'
        f'{_table_html(view, lang, me, legal, sel, ctx, next_here=take)}'
        f'<div class="kk-act" data-prompt{" data-next" if mine and not take else ""}>{last}{status_html}{cancel}{dialog}{me_hand}</div>'
        f'{prev}'
        f'<div class="kk-side"><div class="kk-mine">{_pile_html(view, bottom, me, lang, opts, ctx)}</div>'
        f'<div class="kk-theirs">{_pile_html(view, top, me, lang, opts, ctx)}</div>'
        f'{_yaku_list(view, me, lang, opts)}</div></div>')
    cls = "kk-root kk-compact" if ctx.get("compact") else "kk-root"
    return f'<div class="{cls}" lang="{lang}">{header}{body}</div>'


def _yaku_list(view, me, lang, opts) -> str:
    """The yaku with their points under this game's options, and the player's progress toward each."""
    pile = view["piles"][me] if me is not None else None
    you = f'<th>{esc(TEXT(lang, "yaku_list_you"))}</th>' if pile is not None else ""
    return (f'<details class="kk-yaku-list"><summary>{icon("chevron", "kk-chev")}<span>{esc(TEXT(lang, "yaku_list"))}'
            f'</span></summary><table class="kk-yt"><tr><th>{esc(RULES(lang, "yaku_h"))}</th>'
            f'<th>{esc(RULES(lang, "req_h"))}</th><th>{esc(RULES(lang, "points_h"))}</th>{you}</tr>'
            f'{_yaku_rows(lang, opts, pile)}</table></details>')


def describe(view, piece, lang="en"):
    """What a tapped piece is: a card's name, its month, where it lies and the yaku it counts toward; the draw
    pile, the other player's hand, a Koi call.  Only what ``view`` shows (a face-down card has no id)."""
    lang = lang_of(lang)
    me = view.get("seat")
    if piece == "deck":
        return {"title": TEXT(lang, "deck", n=view["deck_count"]), "lines": [TEXT(lang, "info_deck", n=view["deck_count"])]}
    kind, _, rest = str(piece).partition(":")
    if kind in ("hand", "koi") and rest.isdigit() and int(rest) < len(view["players"]):
        s = int(rest)
        who = _you(view, s, me, lang) if me is not None else _name(view, s, lang)
        if kind == "hand":
            n = view["hand_counts"][s]
            return {"title": who, "lines": [TEXT(lang, "info_hand_other", name=who, n=n)]}
        return {"title": TEXT(lang, "koi_count", n=view["koi"][s]),
                "lines": [TEXT(lang, "info_koi", name=who, n=view["koi"][s])]}
    if piece not in MONTH:
        return None
    c = piece
    if c in (view.get("hand") or ()):
        where = TEXT(lang, "info_where_hand")
    elif c in view["table"]:
        where = TEXT(lang, "info_where_table")
    elif c == view.get("drawn"):
        where = TEXT(lang, "info_where_drawn")
    else:
        owner = next((s for s in (0, 1) if c in view["piles"][s]), None)
        if owner is None:
            return None                         # not a card this seat can see
        who = _you(view, owner, me, lang) if me is not None else _name(view, owner, lang)
        where = TEXT(lang, "info_where_pile", name=who)
    m = MONTH[c]
    lines = [TEXT(lang, "info_month", m=m, plant=TEXT(lang, "plants")[m]), where]
    ys = yaku_of_card(c, view["options"])
    if ys:
        lines.append(TEXT(lang, "info_counts", yaku=join([yaku_name(y, lang) for y in ys], lang)))
    return {"title": card_name(c, lang), "lines": lines}


# ------------------------------------------------------------------ rules
def _yaku_rows(lang, opts, pile=None):
    """The yaku table of the rules page, every number read from ``data`` now; with ``pile`` (the game's yaku
    list) a column of how many of its cards the player has."""
    have = {y: (h, n) for y, h, n in progress(pile, opts)} if pile is not None else {}
    t = data.YAKU_SETS[opts["yaku_set"]]
    n_bright = sum(1 for c in CARDS if CATEGORY[c] == "bright")
    need = {"goko": {"brights": n_bright}, "shiko": {"n": n_bright - 1}, "ameshiko": {"m": n_bright - 2},
            "sanko": {"n": n_bright - 2}, "tane": {"n": t["tane_min"]}, "akatan": {"n": len(POETRY)},
            "aotan": {"n": len(BLUE)}, "akaao": {"n": len(POETRY) + len(BLUE)}, "tan": {"n": t["tan_min"]}, "kasu": {"n": t["kasu_min"]}}
    req = RULES(lang, "req")
    rows = []
    for y in data.YAKU_ORDER:
        if y == "akaao" and t["akaao"] is None:
            continue
        if y in ("hanami", "tsukimi") and opts["viewing"] == "off":
            continue
        more = (y in ("tane", "tan", "kasu") or (y == "inoshikacho" and t["inoshikacho_plus"])
                or (y in ("akatan", "aotan", "akaao") and t["ribbon_plus"]))
        what = req[y].format(**need.get(y, {})) + (f' ({RULES(lang, "each_more")})' if more else "")
        mine = ""
        if pile is not None:
            h, n = have.get(y, ("", ""))
            mine = f'<td class="kk-num">{min(h, n)}/{n}</td>' if n else "<td></td>"
        rows.append(f'<tr><td>{esc(yaku_name(y, lang))}</td><td>{esc(what)}</td>'
                    f'<td class="kk-num">{t[y]}</td>{mine}</tr>')
    return "".join(rows)


def _value(o, v, lang):
    if o.kind == "bool":
        return RULES(lang, "on" if v else "off")
    return choice_text(o.key, v, lang)


def rules_html(lang, options) -> str:
    """The in-app rules page: every number from ``data`` (read when called), the options of this game in
    player words, and each house rule told as what the rules say, what we chose and what the other does."""
    lang = lang_of(lang)
    opts = defaults(OPTIONS)
    opts.update(options or {})
    n_in = {cat: sum(1 for c in CARDS if CATEGORY[c] == cat) for cat in CATEGORIES}
    nums = {"start": data.START_POINTS, "hand": data.HAND_SIZE, "table": data.TABLE_SIZE,
            "pile": len(CARDS) - 2 * data.HAND_SIZE - data.TABLE_SIZE, "four": data.CARDS_PER_MONTH,
            "instant": data.INSTANT_POINTS, "seven": data.HARD_DOUBLE_AT, "dealer": data.DEALER_DRAW_POINTS,
            "pairs": data.TABLE_SIZE // 2, "hand_pairs": data.HAND_SIZE // 2, "stack": data.CARDS_PER_MONTH - 1,
            "n_poetry": len(POETRY), "n_blue": len(BLUE),
            "n_red": sum(1 for c in CARDS if KIND[c] == "red"), **{f"n_{cat}": n for cat, n in n_in.items()}}
    syms = {cat: mark_svg(cat) for cat in MARKS}
    score = RULES(lang, "scoring_soft" if opts["scoring"] == "soft" else "scoring_hard", **nums) + " " + \
        RULES(lang, "scoring_none" if opts["draw_rule"] == "none" else "scoring_dealer", **nums)
    secs = [("goal_h", RULES(lang, "goal", **nums)), ("deal_h", RULES(lang, "deal", **nums)),
            ("turn_h", RULES(lang, "turn")), ("cards_h", RULES(lang, "cards", **nums, **syms)),
            ("scoring_h", esc(score))]
    body = "".join(f"<h3>{esc(RULES(lang, h))}</h3><p>{text}</p>" for h, text in secs)
    excl = RULES(lang, "excl")
    if opts["viewing"] == "rain":
        excl += " " + RULES(lang, "rain" if opts["rain_trigger"] == "november" else "rain_only_man")
    table = (f'<table class="kk-yt"><tr><th>{esc(RULES(lang, "yaku_h"))}</th><th>{esc(RULES(lang, "req_h"))}</th>'
             f'<th>{esc(RULES(lang, "points_h"))}</th></tr>{_yaku_rows(lang, opts)}</table><p>{esc(excl)}</p>')

    def item(o):
        return (f'<li><b>{esc(o.label[lang])}</b> — {esc(RULES(lang, "chosen", value=_value(o, opts[o.key], lang)))}'
                f'<br><small>{esc(help_text(o.key, lang))}</small></li>')
    n = 2
    shown = [o for o in OPTIONS if o.applies(opts, n)]
    main = "".join(item(o) for o in shown if o.group != "house")
    house = "".join(item(o) for o in shown if o.group == "house")
    return (f'<div class="kk-rules"><h2>{esc(RULES(lang, "title"))}</h2>{body}'
            f'<h3>{esc(RULES(lang, "yaku_h"))}</h3>{table}'
            f'<h3>{esc(RULES(lang, "variants_h"))}</h3><ul>{main}</ul>'
            f'<h3>{esc(RULES(lang, "house_h"))}</h3><p>{esc(RULES(lang, "house_intro"))}</p>'
            f'<ul class="kk-house">{house}</ul></div>')


# ------------------------------------------------------------------ the Share panel's picture
PIC = {"margin": 16, "gap": 6, "per_row": 8, "card": 48, "small": 34, "label": 22}
H_RATIO = CARD_H / CARD_W


def picture(view, lang="en", caption="", title="", marked=()) -> str:
    """The table as one SVG file that stands alone (a wiki that allows no frames shows it as an ``<img>``): the
    month and the points, the other player's hand as backs, both capture piles, the table, and the seat's own
    hand when the view holds it; every card a drawn face, nothing from a style sheet.  Pure: the same view
    draws the same picture, and it shows only what the view shows.  ``marked``: the cards the sharer
    highlighted (the Share panel's Mark pieces), ringed as on the screen."""
    m, gap, per, cw, sw, lab = (PIC[k] for k in ("margin", "gap", "per_row", "card", "small", "label"))
    width = 2 * m + per * (cw + gap) - gap
    t = TEXT.table(lang)
    seat = view.get("seat")
    me = 0 if seat is None else seat
    other = 1 - me
    parts, y = [], m

    def label(text, size=14, weight="700"):
        nonlocal y
        parts.append(f'<text x="{m}" y="{y + size}" font-size="{size}" font-weight="{weight}" fill="#1b2b22">'
                     f'{esc(text)}</text>')
        y += lab if size <= 14 else size + 12

    def cards(cs, w, ring=False):
        nonlocal y
        n = max(1, (width - 2 * m + gap) // (w + gap))
        for i, c in enumerate(cs):
            x0, y0 = m + (i % n) * (w + gap), y + (i // n) * (w * H_RATIO + gap)
            parts.append(face_at(c, x0, y0, w, lang))
            if ring or c in marked:
                parts.append(svg_mark_badge(x0, y0, w, w * H_RATIO))
        rows = -(-len(cs) // n) if cs else 0
        y += rows * (w * H_RATIO + gap) + (6 if cs else 0)

    name = [p["name"] for p in view["players"]]
    label(f'{t["month_of"].format(m=view["month"], n=view["months"])} · '
          + " · ".join(f"{name[i]} {view['points'][i]}" for i in (other, me)), 16)
    n_other = view["hand_counts"][other]
    label(plural(TEXT(lang, "opp_hand"), n_other, lang, name=name[other]), 13, "400")
    cards(["back"] * n_other, sw, ring=f"hand:{other}" in marked)     # the face-down hand, marked whole
    label(TEXT(lang, "pile", name=name[other]), 13)
    cards(sorted(view["piles"][other], key=_ORDER.get), sw)
    label(t["table"])
    cards(sorted(view["table"], key=_ORDER.get), cw)
    label(TEXT(lang, "pile", name=name[me]), 13)
    cards(sorted(view["piles"][me], key=_ORDER.get), sw)
    if seat is not None and view.get("hand") is not None:
        label(t["hand"])
        cards(sorted(view["hand"], key=_ORDER.get), cw)
    if caption:
        label(caption, 14, "400")
    height = round(y + m)
    head = esc(caption or title)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" {SYSTEM_FONT}><title>{head}</title>'
            f'<rect width="{width}" height="{height}" rx="12" fill="#e9f1e4"/>' + "".join(parts) + "</svg>")
