"""What a move did, in words (the status line, the game log, the board's "last turn" line): pure functions of
states and of the turn record ``state["last"]``.  Every card they name was face up for everyone (played,
drawn, taken), so the words hold no secret of any seat."""
from __future__ import annotations

from ...ui.i18n import join
from .text import TEXT, card_short, yaku_short

ENDED = ("summary", "over")


def ended_month(before, after) -> bool:
    """Whether the action from ``before`` to ``after`` ended a month (a stop, the last turn, a winning deal)."""
    return after["phase"] in ENDED and (before["phase"] not in ENDED or before["month"] != after["month"])


def split_captures(last, played):
    """What the played card took and what the drawn card took, from a turn's record ``last``
    (``captured`` holds the played card and its catch, then the drawn card and its catch)."""
    cap, drawn = last["captured"], last.get("drawn")
    cut = cap.index(drawn) if drawn in cap else len(cap)
    took_played = cap[1:cut] if played in cap[:1] else []
    took_drawn = cap[cut + 1:] if drawn in cap else []
    return took_played, took_drawn


def _cards(cs, lang):
    return join((card_short(c, lang) for c in cs), lang)


def play_clauses(last, choosing, lang="en") -> list:
    """A turn's play and draw as clauses without the mover's name: "played X and took Y", "drew Z, which
    stays on the table".  ``choosing``: the drawn card matches two table cards and waits for a choice."""
    played = last["played"]
    took_p, took_d = split_captures(last, played)
    out = [TEXT(lang, "did_play_take", card=card_short(played, lang), took=_cards(took_p, lang)) if took_p
           else TEXT(lang, "did_play_discard", card=card_short(played, lang))]
    drawn = last.get("drawn")
    if drawn:
        if choosing:
            out.append(TEXT(lang, "did_draw_choose", card=card_short(drawn, lang)))
        elif took_d:
            out.append(TEXT(lang, "did_draw_take", card=card_short(drawn, lang), took=_cards(took_d, lang)))
        else:
            out.append(TEXT(lang, "did_draw_discard", card=card_short(drawn, lang)))
    return out


def result_clause(res, players, lang="en") -> str:
    """How a month ended, as a clause: "stopped and scored 10 (Akatan)", "nobody stopped, ..."."""
    yaku = join((yaku_short(y, lang) for y, _p in res["yaku"]), lang)
    if res["kind"] == "stop":
        return TEXT(lang, "did_auto" if res.get("auto") else "did_stop", pts=res["transfer"], yaku=yaku)
    if res["kind"] == "instant":
        return TEXT(lang, "did_instant", name=players[res["winner"]]["name"], yaku=yaku, pts=res["transfer"])
    if res["winner"] is None:
        return TEXT(lang, "did_draw_month")
    return TEXT(lang, "did_dealer", name=players[res["winner"]]["name"], pts=res["transfer"])


def did(before, action, after, lang="en") -> list:
    """What one action did, as clauses without the mover's name (the ``did_*`` texts)."""
    t = action.get("t")
    out = []
    if t == "play":
        out += play_clauses(after["last"], after["phase"] == "draw_choice", lang)
    elif t == "take":
        out.append(TEXT(lang, "did_take", card=card_short(before["drawn"], lang),
                        took=_cards([action["card"]], lang)))
    elif t == "koi":
        out.append(TEXT(lang, "did_koi"))
    elif t == "next":
        out.append(TEXT(lang, "did_deal", m=after["month"]))
    if ended_month(before, after) and after.get("result"):
        out.append(result_clause(after["result"], after["players"], lang))
    return out


def sentence(players, seat, clauses, lang="en") -> str:
    """``clauses`` with the mover's name: "Computer played X and took Y; called Koi"."""
    return TEXT(lang, "summary", name=players[seat]["name"], did=TEXT(lang, "then").join(clauses))
