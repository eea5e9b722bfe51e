"""The Koi-Koi view: pure functions from one seat's view to HTML + inline SVG."""
from __future__ import annotations

from ...ui.html import act_attr, button, esc, sel_attr
from .draw import art_css, back_svg, card_label, card_svg
from .cards import CARDS, CATEGORIES, CATEGORY, MONTH
from .data import START_POINTS, YAKU_SETS
from .options import OPTIONS
from .text import CATEGORY_PLURAL, L, MONTHS, card_name, tr, yaku_name
from .yaku import progress

_ORDER = {c: i for i, c in enumerate(CARDS)}


def defs() -> str:
    """CSS of the drawings every screen shares (each card face, per language, as its class's background
    image), loaded once with the game's stylesheet (``shell.game_defs``).  The same whatever the game state."""
    return art_css()


def art(lang="en") -> list:
    """The image URLs of ``defs`` that a game in ``lang`` shows (``shell.game_art``), for the page to build
    while it is idle."""
    from .draw import art_urls
    return art_urls(lang)


def _name(view, seat, lang):
    if seat is None:
        return ""
    n = view["players"][seat]["name"]
    return n


def _you(view, seat, me, lang):
    if me is not None and seat == me:
        return tr(lang, "you")
    return _name(view, seat, lang)


def _clickable_card(card, lang, *, action=None, sel=None, label, cls="kk-slot kk-click", marker=""):
    attrs = [f'class="{esc(cls)}"', 'role="button"', 'tabindex="0"', f'aria-label="{esc(label)}"']
    if action is not None:
        attrs.append(act_attr(action))
    if sel is not None:
        attrs.append(sel_attr(sel))
    return f'<div {" ".join(attrs)}>{marker}{card_svg(card, lang)}</div>'


def _static_card(card, lang, cls="kk-slot", note=None):
    return f'<div class="{esc(cls)}">{card_svg(card, lang, extra_title=note)}</div>'


# ----------------------------------------------------------------- piles
def _pile_html(view, seat, me, lang, opts):
    pile = sorted(view["piles"][seat], key=_ORDER.get)
    who = _you(view, seat, me, lang)
    yk = dict((y, p) for y, p in view["yaku"][seat])
    total = sum(yk.values())
    rows = []
    for cat in CATEGORIES:
        cs = [c for c in pile if CATEGORY[c] == cat]
        cards = "".join(_static_card(c, lang, "kk-slot kk-mini") for c in cs)
        plus = ""
        if cat == "chaff" and opts.get("sake_chaff", True) and "9-1" in pile:
            plus = f' <small>{esc(tr(lang, "plus_sake"))}</small>'
        rows.append(f'<div class="kk-pilerow"><span class="kk-pilelab">{esc(L(CATEGORY_PLURAL, lang)[cat])} '
                    f'<b>{len(cs)}</b>{plus}</span><div class="kk-pilecards">{cards}</div></div>')
    chips = []
    for y, have, need in progress(pile, opts):
        done = y in yk or (y == "sanko" and any(b in yk for b in ("shiko", "ameshiko", "goko")))
        if y == "goko" and have < 3:
            continue
        if y in ("akatan", "aotan") and "akaao" in yk:
            done = True
        cls = "kk-chip kk-done" if done else ("kk-chip kk-near" if need - have == 1 else "kk-chip")
        mark = "✓ " if done else ""
        pts = ""
        if done:
            key = y
            if y == "sanko":
                key = next((b for b in ("goko", "shiko", "ameshiko", "sanko") if b in yk), y)
            if y in ("akatan", "aotan") and "akaao" in yk:
                key = "akaao"
            pts = f" · {yk.get(key, 0)}"
        short = yaku_name(y, lang).split(" · ")[0]
        chips.append(f'<span class="{cls}" title="{esc(yaku_name(y, lang))}">{mark}{esc(short)} '
                     f'{min(have, need)}/{need}{pts}</span>')
    for y in ("ameshiko",):
        if y in yk:
            chips.append(f'<span class="kk-chip kk-done">✓ {esc(yaku_name(y, lang).split(" · ")[0])} · {yk[y]}</span>')
    title = tr(lang, "your_pile") if (me is not None and seat == me) else tr(lang, "pile", name=who)
    head = (f'<div class="kk-pilehead"><span>{esc(title)}</span>'
            f'<span class="kk-piletotal">{esc(tr(lang, "yaku_now"))}: <b>{total}</b></span></div>')
    return (f'<section class="kk-pile" aria-label="{esc(title)}">{head}'
            f'<div class="kk-chips">{"".join(chips)}</div><div class="kk-pilegrid">{"".join(rows)}</div></section>')


# ----------------------------------------------------------------- table
def _table_html(view, lang, me, legal, sel):
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
                                             label=tr(lang, "take_aria", card=card_label(c, lang),
                                                      with_=card_name(chosen, lang)),
                                             marker='<span class="kk-mark" aria-hidden="true">▼</span>'))
            elif c in take_acts:
                items.append(_clickable_card(c, lang, action=take_acts[c], cls="kk-slot kk-click kk-target",
                                             label=tr(lang, "take_aria", card=card_label(c, lang),
                                                      with_=card_name(view["drawn"], lang)),
                                             marker='<span class="kk-mark" aria-hidden="true">▼</span>'))
            else:
                hl = " kk-match" if chosen and MONTH[chosen] == m else ""
                items.append(_static_card(c, lang, "kk-slot" + hl))
        stack = f'<span class="kk-stack">{esc(tr(lang, "stack"))}</span>' if len(cs) == 3 else ""
        groups.append(f'<div class="kk-mgroup" title="{esc(L(MONTHS, lang)[m])}">'
                      f'<div class="kk-mcards">{"".join(items)}</div>'
                      f'<div class="kk-mlab">{esc(L(MONTHS, lang)[m].split(" · ")[0])}{stack}</div></div>')
    deck = (f'<div class="kk-deck">{back_svg(tr(lang, "deck", n=view["deck_count"]))}'
            f'<div class="kk-mlab">{esc(tr(lang, "deck_short", n=view["deck_count"]))}</div></div>')
    drawn = ""
    if phase == "draw_choice" and view.get("drawn"):
        drawn = (f'<div class="kk-drawn">{_static_card(view["drawn"], lang, "kk-slot kk-pending")}'
                 f'<div class="kk-mlab">↑ {esc(card_name(view["drawn"], lang))}</div></div>')
    return (f'<section class="kk-table" aria-label="{esc(tr(lang, "table"))}">{deck}{drawn}'
            f'<div class="kk-tgroups">{"".join(groups)}</div></section>')


# ------------------------------------------------------------------ hand
def _hand_html(view, lang, me, legal, sel):
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
            items.append(_static_card(c, lang, "kk-slot kk-dim" if plays else "kk-slot"))
            continue
        ms = [t for t in table if MONTH[t] == MONTH[c]]
        if len(acts) == 2:
            if chosen == c:
                items.append(_clickable_card(c, lang, sel={"card": None}, cls="kk-slot kk-click kk-sel",
                                             label=tr(lang, "cancel") + ": " + card_label(c, lang),
                                             marker=f'<span class="kk-mark" aria-hidden="true">✓</span>'))
            else:
                items.append(_clickable_card(c, lang, sel={"card": c}, cls="kk-slot kk-click kk-play",
                                             label=tr(lang, "pick_aria", card=card_label(c, lang)),
                                             marker='<span class="kk-mark" aria-hidden="true">▲?</span>'))
        else:
            if ms:
                lab = tr(lang, "take_aria", card=", ".join(card_name(t, lang) for t in ms),
                         with_=card_label(c, lang))
            else:
                lab = tr(lang, "discard_aria", card=card_label(c, lang))
            items.append(_clickable_card(c, lang, action=acts[0], cls="kk-slot kk-click kk-play",
                                         label=lab, marker='<span class="kk-mark" aria-hidden="true">▲</span>'))
    return (f'<section class="kk-hand" aria-label="{esc(tr(lang, "hand"))}">'
            f'<div class="kk-cards">{"".join(items)}</div></section>')


def _opp_hand_html(view, seat, me, lang):
    n = view["hand_counts"][seat]
    who = _you(view, seat, me, lang) if me is not None else _name(view, seat, lang)
    backs = "".join(f'<div class="kk-slot kk-mini">{back_svg(tr(lang, "back"))}</div>' for _ in range(n))
    return (f'<section class="kk-opphand" aria-label="{esc(tr(lang, "opp_hand", name=who, n=n))}">'
            f'<div class="kk-cards kk-backs">{backs}</div>'
            f'<span class="kk-mlab">{esc(tr(lang, "opp_hand", name=who, n=n))}</span></section>')


# ------------------------------------------------------------- summaries
def _doubles_text(doubles, lang):
    return ", ".join(tr(lang, "doubles_" + d) for d in doubles)


def _result_html(view, res, me, lang, legal):
    opts = view["options"]
    w = res["winner"]
    lines = []
    title = tr(lang, "round_over", m=res["month"])
    if res["kind"] == "draw":
        if w is None:
            lines.append(f'<p>{esc(tr(lang, "draw_round"))}</p>')
        else:
            lines.append(f'<p>{esc(tr(lang, "dealer_round", name=_you(view, w, me, lang), pts=res["transfer"]))}</p>')
    elif res["kind"] == "instant":
        y = res["yaku"][0][0]
        lines.append(f'<p class="kk-big">{esc(tr(lang, "you_instant" if w == me else "instant_round", name=_you(view, w, me, lang), yaku=yaku_name(y, lang), pts=res["transfer"]))}</p>')
        lines.append(f'<div class="kk-cards kk-reveal" aria-label="{esc(tr(lang, "hand_revealed"))}">'
                     + "".join(_static_card(c, lang, "kk-slot kk-mini") for c in res.get("hand", [])) + "</div>")
    else:
        lines.append(f'<p class="kk-big">{esc(tr(lang, "you_win_round" if w == me else "winner_round", name=_you(view, w, me, lang), pts=res["transfer"]))}'
                     + (f' <small>{esc(tr(lang, "auto"))}</small>' if res.get("auto") else "") + "</p>")
        rows = "".join(f'<tr><td>{esc(yaku_name(y, lang))}</td><td class="kk-num">{p}</td></tr>'
                       for y, p in res["yaku"])
        calc = f'{res["base"]}'
        if opts["scoring"] == "soft":
            calc += f' × {res["mult"]} = {res["transfer"]}'
            extra = esc(tr(lang, "mult", m=res["mult"]))
        else:
            calc += (f' × {res["mult"]} = {res["transfer"]}' if res["mult"] != 1 else f' = {res["transfer"]}')
            extra = esc(_doubles_text(res["doubles"], lang))
        rows += (f'<tr class="kk-sum"><td>{esc(tr(lang, "total"))}'
                 f'{(" · " + extra) if extra else ""}</td><td class="kk-num">{calc}</td></tr>')
        lines.append(f'<table class="kk-yt">{rows}</table>')
    k = res.get("koi") or [0, 0]
    lines.append(f'<p class="kk-note">{esc(tr(lang, "koi_called", a=f"{_you(view, 0, me, lang)} {k[0]}", b=f"{_you(view, 1, me, lang)} {k[1]}"))}</p>')
    pts = res.get("points") or view["points"]
    lines.append('<p class="kk-note">' + " · ".join(
        f'{esc(_you(view, s, me, lang))}: <b>{pts[s]}</b>' for s in (0, 1)) + "</p>")
    btn = ""
    if {"t": "next"} in legal:
        btn = button(tr(lang, "continue"), action={"t": "next"}, cls="kk-btn kk-primary",
                     aria=tr(lang, "continue_aria"))
    return (f'<div class="kk-dialog" role="dialog" aria-label="{esc(title)}"><h3>{esc(title)}</h3>'
            f'{"".join(lines)}{btn}</div>')


def _game_over_html(view, me, lang):
    pts = view["points"]
    if pts[0] == pts[1]:
        head = tr(lang, "game_tie", p=pts[0])
    else:
        w = 0 if pts[0] > pts[1] else 1
        head = tr(lang, "you_win_game" if w == me else "game_winner", name=_you(view, w, me, lang), p=pts[w])
    rows = []
    for h in view.get("history", []):
        w = h["winner"]
        who = "–" if w is None else _you(view, w, me, lang)
        rows.append(f'<tr><td>{h["month"]}</td><td>{esc(who)}</td><td class="kk-num">'
                    f'{h["transfer"] if w is not None else 0}</td></tr>')
    return (f'<div class="kk-dialog kk-final" role="dialog" aria-label="{esc(tr(lang, "game_over"))}">'
            f'<h3>{esc(tr(lang, "game_over"))}</h3><p class="kk-big">{esc(head)}</p>'
            f'<table class="kk-yt"><tr><th>#</th><th>{esc(tr(lang, "winner_col"))}</th>'
            f'<th>{esc(tr(lang, "transfer"))}</th></tr>{"".join(rows)}</table></div>')


def _koi_html(view, me, lang, legal):
    sn = view.get("stop_now") or {}
    seat = view["to_move"]
    if me != seat or {"t": "koi"} not in legal:
        return (f'<div class="kk-banner" role="status">'
                f'{esc(tr(lang, "koi_other", name=_you(view, seat, me, lang)))}</div>')
    rows = "".join(f'<tr><td>{esc(yaku_name(y, lang))}</td><td class="kk-num">{p}</td></tr>'
                   for y, p in sn.get("yaku", []))
    opts = view["options"]
    if opts["scoring"] == "soft":
        calc = f'{sn.get("base", 0)} × {sn.get("mult", 1)} = {sn.get("total", 0)}'
        note = tr(lang, "mult", m=sn.get("mult", 1))
    else:
        calc = f'{sn.get("base", 0)} × {sn.get("mult", 1)} = {sn.get("total", 0)}'
        note = _doubles_text(sn.get("doubles", []), lang)
    rows += f'<tr class="kk-sum"><td>{esc(tr(lang, "total"))}{(" · " + esc(note)) if note else ""}</td><td class="kk-num">{calc}</td></tr>'
    stop = button(tr(lang, "stop_btn", total=sn.get("total", 0)), action={"t": "stop"},
                  cls="kk-btn kk-primary",   # the name starts with the visible text (label in name)
                  aria=tr(lang, "stop_btn", total=sn.get("total", 0)) + ". "
                  + tr(lang, "stop_scores", total=sn.get("total", 0)))
    koi = button(tr(lang, "koi_btn"), action={"t": "koi"}, cls="kk-btn kk-koi", aria=tr(lang, "koi_btn"))
    return (f'<div class="kk-dialog" role="dialog" aria-label="{esc(tr(lang, "koi_title"))}">'
            f'<h3>{esc(tr(lang, "koi_title"))}</h3><table class="kk-yt">{rows}</table>'
            f'<p>{esc(tr(lang, "stop_scores", total=sn.get("total", 0)))}. {esc(tr(lang, "koi_q"))}</p>'
            f'<div class="kk-btns">{stop}{koi}</div></div>')


def _status(view, me, lang, legal, sel):
    ph = view["phase"]
    seat = view["to_move"]
    if ph == "play":
        if me == seat and legal:
            chosen = sel.get("card")
            if chosen and any(a.get("card") == chosen and "take" in a for a in legal):
                return tr(lang, "pick_target", card=card_name(chosen, lang))
            caps = any(any(MONTH[t] == MONTH[a["card"]] for t in view["table"]) for a in legal)
            return tr(lang, "your_turn") + " — " + (tr(lang, "must_capture") if caps else tr(lang, "no_capture"))
        return tr(lang, "waiting", name=_you(view, seat, me, lang))
    if ph == "draw_choice":
        if me == seat:
            return tr(lang, "draw_choice", card=card_name(view["drawn"], lang))
        return tr(lang, "draw_choice_other", name=_you(view, seat, me, lang), card=card_name(view["drawn"], lang))
    return ""


def _last_turn(view, me, lang):
    last = view.get("last")
    if not last:
        return ""
    txt = tr(lang, "last_turn_you" if last["seat"] == me else "last_turn", name=_you(view, last["seat"], me, lang),
             played=card_name(last["played"], lang),
             drawn=card_name(last["drawn"], lang) if last.get("drawn") else "–")
    if last.get("captured"):
        txt += "; " + tr(lang, "captured", cards=", ".join(card_name(c, lang) for c in last["captured"]))
    return f'<p class="kk-last">{esc(txt)}</p>'


# ------------------------------------------------------------------ main
def render(view, ctx) -> str:
    lang = ctx.get("lang", "en")
    lang = lang if lang in ("en", "de") else "en"
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
        mult = f'<span class="kk-pill">{esc(tr(lang, "mult", m=m))}</span>'
    kois = view["koi"]
    players = []
    for s in (top, bottom):
        turn = " kk-turn" if view["to_move"] == s and ph in ("play", "draw_choice", "koi") else ""
        star = ' <span class="kk-startmark" title="start">◉</span>' if view.get("start") == s else ""
        koi = f' <span class="kk-koimark">Koi ×{kois[s]}</span>' if kois[s] and ph != "over" else ""
        players.append(f'<span class="kk-player{turn}">{"▶ " if turn else ""}{esc(_you(view, s, me, lang))}'
                       f'{star}: <b>{view["points"][s]}</b>{koi}</span>')
    mode = "Soft-Koi" if opts["scoring"] == "soft" else "Hard-Koi"
    header = (f'<header class="kk-head"><span class="kk-pill">{esc(tr(lang, "month_of", m=view["month"], n=view["months"]))}</span>'
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
        w = pr["winner"]
        short = (tr(lang, "draw_round") if w is None else
                 tr(lang, "you_win_round" if w == me else "winner_round", name=_you(view, w, me, lang),
                    pts=pr["transfer"]))
        prev = (f'<details class="kk-prev"><summary>{esc(tr(lang, "last_month"))}: {esc(short)}</summary>'
                f'{_result_html(view, pr, me, lang, [])}</details>')
    cancel = ""
    if sel.get("card"):
        cancel = button(tr(lang, "cancel"), sel={"card": None}, cls="kk-btn kk-small", aria=tr(lang, "cancel"))
    me_hand = _hand_html(view, lang, me, legal, sel) if me is not None else _opp_hand_html(view, bottom, me, lang)
    body = (
        f'<div class="kk-board">'
        f'{prev}{_opp_hand_html(view, top, me, lang)}'
        f'{_pile_html(view, top, me, lang, opts)}'
        f'{_table_html(view, lang, me, legal, sel)}'
        f'{status_html}{cancel}{dialog}'
        f'{_pile_html(view, bottom, me, lang, opts)}'
        f'{me_hand}{_last_turn(view, me, lang)}</div>')
    cls = "kk-root kk-compact" if ctx.get("compact") else "kk-root"
    return f'<div class="{cls}" lang="{lang}">{header}{body}</div>'


# ------------------------------------------------------------------ rules
RULES = {
    "en": [
        ("Goal", "Capture cards by month and build scoring sets (yaku). When a turn makes or raises a yaku you "
                 "decide: <b>stop</b> and score the month, or call <b>Koi</b> and play on for more — but if your "
                 "opponent stops first, you score nothing. Both players start with {start} points; points are "
                 "transferred from the loser to the winner of a month."),
        ("Deal", "8 cards to each player, 8 face up on the table, 24 form the draw pile. A table with four cards "
                 "of a month (or four pairs) is redealt. A hand with four cards of one month (Teshi) or four pairs "
                 "(Kuttsuki) wins the month at once for 6 points. Three cards of one month on the table form a "
                 "stack: the fourth card takes all of them."),
        ("Turn", "Play a hand card: it takes a table card of the same month (if two match you choose which; if "
                 "three match it takes all three). If no hand card matches, discard one to the table; if one "
                 "does, you must capture. Then the top card of the draw pile is turned up and does the same."),
        ("Cards", "★ bright (5), ◆ animal (9), ▮ ribbon (10: three red poetry ribbons with writing, three blue, "
                  "four plain red), • chaff (24). Each card shows its month number and name. The sake cup (Sep ◆) "
                  "also counts as chaff; the rain man (Nov ★) spoils Sankō and Shikō."),
        ("Scoring", "Soft-Koi: the month's multiplier starts at 1 + brights on the table after the deal and every "
                    "Koi call adds 1; stopping scores the yaku total × multiplier. Hard-Koi: no multiplier; a total "
                    "of 7 or more is doubled, and doubled again if the opponent called Koi. A month with no stop "
                    "scores nothing."),
    ],
    "de": [
        ("Ziel", "Erobere Karten nach Monaten und bilde Kombinationen (Yaku). Bildet oder erhöht ein Zug ein Yaku, "
                 "entscheidest du: <b>werten</b> und den Monat beenden, oder <b>Koi</b> rufen und weiterspielen — "
                 "wertet aber der Gegner zuerst, bekommst du nichts. Beide beginnen mit {start} Punkten; Punkte "
                 "gehen vom Verlierer eines Monats an den Gewinner."),
        ("Geben", "Je 8 Karten auf die Hand, 8 offen in die Auslage, 24 bilden den Nachziehstapel. Liegen vier "
                  "Karten eines Monats (oder vier Paare) aus, wird neu gegeben. Vier Karten eines Monats auf der "
                  "Hand (Teshi) oder vier Paare (Kuttsuki) gewinnen den Monat sofort mit 6 Punkten. Drei Karten "
                  "eines Monats in der Auslage bilden einen Stapel: die vierte Karte nimmt alle."),
        ("Zug", "Spiele eine Handkarte: sie nimmt eine Karte desselben Monats aus der Auslage (passen zwei, "
                "wählst du; passen drei, nimmt sie alle). Passt keine Handkarte, lege eine ab; passt eine, musst "
                "du schlagen. Dann wird die oberste Karte des Stapels aufgedeckt und wirkt genauso."),
        ("Karten", "★ Licht (5), ◆ Tier (9), ▮ Band (10: drei rote Gedichtbänder mit Schrift, drei blaue, vier "
                   "schlichte rote), • Kasu (24). Jede Karte zeigt Monatszahl und -namen. Die Sake-Schale (Sep ◆) "
                   "zählt auch als Kasu; der Regenmann (Nov ★) verdirbt Sankō und Shikō."),
        ("Wertung", "Soft-Koi: der Multiplikator beginnt bei 1 + Lichter in der Auslage nach dem Geben, jedes Koi "
                    "erhöht ihn um 1; Werten bringt Yaku-Summe × Multiplikator. Hard-Koi: kein Multiplikator; ab 7 "
                    "Punkten doppelt, nochmals doppelt, wenn der Gegner Koi gerufen hat. Ein Monat ohne Wertung "
                    "bringt nichts."),
    ],
}

YAKU_REQ = {
    "en": {"goko": "all 5 brights", "shiko": "4 brights without the rain man", "ameshiko": "rain man + 3 brights",
           "sanko": "3 brights without the rain man", "hanami": "curtain + sake cup", "tsukimi": "moon + sake cup",
           "inoshikacho": "boar + deer + butterflies", "tane": "5 animals (+1 each further)",
           "akatan": "3 red poetry ribbons", "aotan": "3 blue ribbons", "akaao": "the 6 poetry and blue ribbons",
           "tan": "5 ribbons (+1 each further)", "kasu": "10 chaff (+1 each further)"},
    "de": {"goko": "alle 5 Lichter", "shiko": "4 Lichter ohne Regenmann", "ameshiko": "Regenmann + 3 Lichter",
           "sanko": "3 Lichter ohne Regenmann", "hanami": "Vorhang + Sake-Schale", "tsukimi": "Mond + Sake-Schale",
           "inoshikacho": "Eber + Hirsch + Schmetterlinge", "tane": "5 Tiere (+1 je weiteres)",
           "akatan": "3 rote Gedichtbänder", "aotan": "3 blaue Bänder", "akaao": "die 6 Gedicht- und blauen Bänder",
           "tan": "5 Bänder (+1 je weiteres)", "kasu": "10 Kasu (+1 je weitere)"},
}


def _opt_value(o, v, lang):
    if isinstance(v, bool):
        return ("on" if v else "off") if lang == "en" else ("an" if v else "aus")
    return str(v)


def rules_html(lang, options) -> str:
    lang = lang if lang in ("en", "de") else "en"
    opts = {o.key: o.default for o in OPTIONS}
    opts.update(options or {})
    t = YAKU_SETS[opts["yaku_set"]]
    secs = "".join(f"<h3>{esc(h)}</h3><p>{body.format(start=START_POINTS)}</p>" for h, body in RULES[lang])
    rows = []
    for y in ("goko", "shiko", "ameshiko", "sanko", "hanami", "tsukimi", "inoshikacho", "tane", "akatan",
              "aotan", "akaao", "tan", "kasu"):
        if y == "akaao" and t["akaao"] is None:
            continue
        if y in ("hanami", "tsukimi") and opts["viewing"] == "off":
            continue
        pts = t[y]
        plus = ""
        if (y == "inoshikacho" and t["inoshikacho_plus"]) or (y in ("akatan", "aotan", "akaao") and t["ribbon_plus"]):
            plus = " +1"
        rows.append(f'<tr><td>{esc(yaku_name(y, lang))}</td><td>{esc(L(YAKU_REQ, lang)[y])}</td>'
                    f'<td class="kk-num">{pts}{plus}</td></tr>')
    head = ("Yaku", "Requirement", "Points") if lang == "en" else ("Yaku", "Bedingung", "Punkte")
    excl = ("Only the highest bright yaku counts; all other yaku add up."
            if lang == "en" else "Nur das höchste Licht-Yaku zählt; alle anderen Yaku addieren sich.")
    if opts["viewing"] == "rain":
        excl += (" Rain ruins the party: a November card in your pile cancels the viewing yaku."
                 if lang == "en" else " Regen ruiniert das Fest: eine November-Karte im Stapel hebt die Landschafts-Yaku auf.")
    table = (f'<table class="kk-yt"><tr><th>{head[0]}</th><th>{head[1]}</th><th>{head[2]}</th></tr>'
             f'{"".join(rows)}</table><p>{esc(excl)}</p>')
    items = []
    for o in OPTIONS:
        lab = L(o.label, lang)
        val = _opt_value(o, opts[o.key], lang)
        hlp = L(o.help, lang) if o.help else ""
        tag = (' <span class="kk-assumed">[ASSUMED]</span>' if lang == "en"
               else ' <span class="kk-assumed">[ANGENOMMEN]</span>') if o.assumed else ""
        items.append(f"<li><b>{esc(lab)}</b>: <code>{esc(val)}</code>{tag}<br><small>{esc(hlp)}</small></li>")
    assumed_h = tr(lang, "assumed")
    opt_h = "Options" if lang == "en" else "Optionen"
    return (f'<div class="kk-rules"><h2>Koi-Koi — {esc(tr(lang, "rules"))}</h2>{secs}'
            f'<h3>Yaku</h3>{table}<h3>{esc(opt_h)}</h3><p><small>{esc(assumed_h)}: [ASSUMED]</small></p>'
            f'<ul>{"".join(items)}</ul></div>')
