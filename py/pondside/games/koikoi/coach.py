"""The Hint's words for Koi-Koi (pondside/app/coach.py, issue 26), from the player's view only.

* A play: which card to play and what it takes, and the yaku that capture makes or builds towards (the
  draw that follows is unknown, so it is not named).
* Koi or stop: what stopping scores for sure, and for Koi the chance that the opponent scores first and the
  points Koi brings on average, from deals of the unseen cards sampled consistently with the view (the
  strong computer's own rollouts: ``bots._sample_round`` / ``bots._rollout``).
"""
from __future__ import annotations

from ...ui.i18n import join
from .bots import KOI_OPP_GREEDY, KOI_OPP_STOPS, SLICE_ROLLOUTS, _fast_rnd, _rollout, _sample_round, _scorer
from .engine import KOI, SUMMARY, yaku_dict
from .text import TEXT, card_short, yaku_short
from .words import split_captures

KOI_SAMPLES = 400      # sampled deals behind the Koi advice
GUIDE_OPTIONS = {"months": 3}   # the guided first game is a short one (the fewest months the options offer)


def _pct(x, lang) -> str:
    return TEXT(lang, "coach_pct", n=round(100 * x))


def advise_now(view) -> bool:
    """With learning on, the Koi-or-stop advice comes unasked at the decision."""
    return view.get("phase") == "koi" and view.get("to_move") == view.get("seat")


def koi_advice(game, view, seat, rng, samples=KOI_SAMPLES):
    """A generator returning ``{"stop": points, "koi": mean points, "opp_first": chance, "samples": n}`` at
    the Koi-or-stop decision: each sample deals the unseen cards anew and plays the month out after a Koi
    (both greedy, the opponent stopping when it scores, as the strong computer assumes)."""
    o = view["options"]
    sc = _scorer(o)
    rnd = _fast_rnd(rng)
    stop = (view.get("stop_now") or {}).get("total", 0)
    total = opp_first = 0
    if not any(view["hand_counts"]):
        return {"stop": stop, "koi": 0.0, "opp_first": 0.0, "samples": 0}
    done = 0
    while done < samples:
        r = _sample_round(game, view, seat, rng)
        r.koi[seat] += 1
        w, pts = _rollout(o, sc, r, 1 - seat, seat, rnd, KOI_OPP_GREEDY, KOI_OPP_STOPS)
        if w == seat:
            total += pts
        elif w is not None:
            total -= pts
            opp_first += 1
        done += 1
        if done % SLICE_ROLLOUTS == 0 and (yield):
            break                   # out of time (pondside.core.think): the advice says how many it sampled
    return {"stop": stop, "koi": total / done, "opp_first": opp_first / done, "samples": done}


def value(game, view, seat, action, rng, samples=3) -> float:
    """The review's yardstick: the yaku points the move adds to the player's captures (the mean over sample
    deals of the draw that follows a play); a Koi or a stop counts what the advice expects of it."""
    t = action.get("t")
    o = view["options"]
    if t in ("koi", "stop"):
        stop = (view.get("stop_now") or {}).get("total", 0)
        if t == "stop":
            return float(stop)
        adv = koi_advice(game, view, seat, rng, samples=100)
        while True:
            try:
                next(adv)
            except StopIteration as done:
                return done.value["koi"]
    before = sum(yaku_dict(view["piles"][seat], o).values())
    total = 0
    for _ in range(samples):
        st = game.determinize(view, seat, rng)
        after = game.apply(st, action)
        total += sum(yaku_dict(after["piles"][seat], o).values()) - before
    return total / samples


def _yaku_words(before_pile, after_pile, options, lang):
    old, new = yaku_dict(before_pile, options), yaku_dict(after_pile, options)
    made = [y for y in new if y not in old or new[y] > old[y]]
    if made:
        return TEXT(lang, "coach_completes", yaku=join((yaku_short(y, lang) for y in made), lang),
                    n=sum(new.values()))
    return None


def reason(game, view, seat, action, lang, rng):
    """Lines for the Hint, or ``(lines, marks)`` (a play marks its card and what it takes, never what a
    sampled draw would take), or None (then the shell's own lines stay)."""
    t = action.get("t")
    if t in ("koi", "stop"):
        adv = yield from koi_advice(game, view, seat, rng)
        lines = [TEXT(lang, "coach_pick_koi" if t == "koi" else "coach_pick_stop"),
                 TEXT(lang, "coach_stop", n=adv["stop"])]
        if adv["samples"]:
            ev = round(adv["koi"], 1)
            lines.append(TEXT(lang, "coach_koi", name=view["players"][1 - seat]["name"], pct=_pct(adv["opp_first"], lang),
                              k=adv["samples"], ev=f"{ev:+.1f}"))
        return lines
    pile = list(view["piles"][seat])
    if t == "play":
        card, took = action["card"], [action["take"]] if "take" in action else None
        if took is None:
            # what the card takes when it has no choice: a sample state knows (the table is public)
            before = game.determinize(view, seat, rng)
            after = game.apply(before, action)
            took, _ = split_captures(after["last"], card)
        if took:
            lines = [TEXT(lang, "coach_play_take", card=card_short(card, lang),
                          took=join((card_short(c, lang) for c in took), lang))]
        else:
            return [TEXT(lang, "coach_play_discard", card=card_short(card, lang))], [card]
        gained = [card] + list(took)
    elif t == "take":
        drawn = view.get("drawn")
        lines = [TEXT(lang, "coach_take", card=card_short(drawn, lang), took=card_short(action["card"], lang))]
        gained = [drawn, action["card"]]
    else:
        return None
    made = _yaku_words(pile, pile + gained, view["options"], lang)
    if made:
        lines.append(made)
    return lines, gained


# ------------------------------------------------------------------ the guided first game's moments
def _captured(game, before, action, after, seat):
    """The player's first cards taken (the capture piles are public)."""
    return before["to_move"] == seat and len(after["piles"][seat]) > len(before["piles"][seat])


def _deciding(game, before, action, after, seat):
    """The player made or raised a yaku: Koi or stop."""
    return before["to_move"] == seat and after["phase"] == KOI and after["to_move"] == seat


def _month_over(game, before, action, after, seat):
    return after["phase"] == SUMMARY and before["phase"] != SUMMARY


# (pondside/app/coach.py: guide_moments); the words are text.GUIDE
GUIDE_MOMENTS = (("month", _month_over), ("decide", _deciding), ("capture", _captured))
