"""Computer opponents for Koi-Koi.  Every bot sees only its own seat's view.

* ``random``    – a uniformly random legal action (Koi or stop included).
* ``heuristic`` – greedy one-ply play: card worth + yaku progress + denial,
  and a simple Koi rule: Koi with four or more cards in hand, nothing the
  opponent could complete with one card and less than 10 points at stake; on
  the last month it stops when stopping wins the game and calls Koi when
  stopping cannot (fast; microseconds per move).
* ``strong``    – determinized search (perfect-information Monte Carlo): it
  samples the unseen cards consistently with its view (``game.determinize``),
  plays every candidate action out to the end of the month on the same samples
  (itself greedy, stopping at its first improvement; the opponent greedy too,
  stopping 3 times in 4 when it scores), and keeps the action with
  the best mean utility.  The utility is what the game counts: the month's
  signed point transfer (multipliers and Koi included) turned into an estimated
  chance of winning the *game* from the score and the months left
  (``game_value``), so a lead late in the game is protected and a deficit on the
  last month is chased.  Koi or stop: the stop's value is exact; Koi is played
  out against a greedy opponent that stops as soon as it scores.  The work is a
  fixed number of rollouts (never a time), so a choice depends only on the view
  and the rng; it thinks in slices (``pondside.core.sliced``) so that the
  browser stays responsive.
"""
from __future__ import annotations

import math

from .cards import CARDS, INDEX
from .data import DEALER_DRAW_POINTS
from ...core import sliced
from .sim import WORTH, Scorer, settle
from .text import TEXT
from ...ui.i18n import LANGS

_SCORERS: dict = {}


def _scorer(options) -> Scorer:
    key = tuple(sorted(options.items()))
    sc = _SCORERS.get(key)
    if sc is None:
        if len(_SCORERS) > 32:
            _SCORERS.clear()
        sc = _SCORERS[key] = Scorer(options)
    return sc


def _mask(cards):
    m = 0
    for c in cards:
        m |= 1 << INDEX[c]
    return m


# --------------------------------------------------------------------- random
def choose_random(game, view, legal, rng):
    return legal[rng.below(len(legal))]


# ------------------------------------------------------------------ heuristic
YAKU_W = 3.0      # weight of a point of yaku gained right now
NEAR_W = 0.6      # weight of a card that the opponent could use


def _gain(sc, pile, got_bits):
    return sc.total(pile | got_bits) - sc.total(pile)


def _capture_value(sc, my, opp, bits_list, my_total=None, opp_total=None):
    """Value of capturing the cards (ints) in bits_list into pile ``my``."""
    got = 0
    w = 0.0
    for i in bits_list:
        got |= 1 << i
        w += WORTH[i]
    if my_total is None:
        my_total, opp_total = sc.total(my), sc.total(opp)
    return w + YAKU_W * (sc.total(my | got) - my_total) + NEAR_W * (sc.total(opp | got) - opp_total)


def _best_play(sc, hand, table, my, opp, forced):
    """The greedy choice: (card, take or None, captured cards) — ints."""
    tot = sc.total
    mt = tot(my)
    ot = tot(opp)
    bym = {}
    for t in table:
        bym.setdefault(t >> 2, []).append(t)
    hm = {}
    for c in hand:
        hm[c >> 2] = hm.get(c >> 2, 0) + 1
    any_cap = forced and any(k in bym for k in hm)
    best = None
    bestv = -1e9
    for c in hand:
        ms = bym.get(c >> 2)
        if ms:
            if len(ms) == 2:
                for t in ms:
                    g = (1 << c) | (1 << t)
                    v = WORTH[c] + WORTH[t] + YAKU_W * (tot(my | g) - mt) + NEAR_W * (tot(opp | g) - ot)
                    if v > bestv:
                        bestv = v
                        best = (c, t, [c, t])
                continue
            g = 1 << c
            w = WORTH[c]
            for t in ms:
                g |= 1 << t
                w += WORTH[t]
            v = w + YAKU_W * (tot(my | g) - mt) + NEAR_W * (tot(opp | g) - ot)
            if v > bestv:
                bestv = v
                best = (c, None, [c] + ms)
        elif not any_cap:
            v = -WORTH[c] - (2.0 if hm[c >> 2] > 1 else 0.0)
            if v > bestv:
                bestv = v
                best = (c, None, [])
    return best


def _threat(sc, opp_pile, unseen_bits):
    """True when one more card could give the opponent a new yaku point."""
    base = sc.total(opp_pile)
    x = unseen_bits
    while x:
        low = x & -x
        if sc.total(opp_pile | low) > base:
            return True
        x ^= low
    return False


def _view_ints(view):
    seat = view["seat"]
    hand = [INDEX[c] for c in view["hand"]]
    table = [INDEX[c] for c in view["table"]]
    piles = [_mask(view["piles"][0]), _mask(view["piles"][1])]
    return seat, hand, table, piles


def heuristic_koi(view, sc):
    seat, hand, table, piles = _view_ints(view)
    my, opp = piles[seat], piles[1 - seat]
    known = my | opp | _mask(view["table"]) | _mask(view["hand"])
    unseen = ((1 << 48) - 1) & ~known
    stop_total = (view.get("stop_now") or {}).get("total", 0)
    if view.get("month", 0) >= view.get("months", 99) and any(view["hand_counts"]):
        # the last month: stop if that wins (or ties) the game, play on if stopping cannot
        pts = view.get("points") or [0, 0]
        return {"t": "stop"} if pts[seat] + stop_total >= pts[1 - seat] - stop_total else {"t": "koi"}
    if len(hand) >= 4 and not _threat(sc, opp, unseen) and stop_total < 10:
        return {"t": "koi"}
    return {"t": "stop"}


def choose_heuristic(game, view, legal, rng):
    if len(legal) == 1:
        return legal[0]
    sc = _scorer(view["options"])
    t = legal[0]["t"]
    seat, hand, table, piles = _view_ints(view)
    my, opp = piles[seat], piles[1 - seat]
    if t == "koi":
        a = heuristic_koi(view, sc)
        return a if a in legal else legal[0]
    if t == "take":
        d = INDEX[view["drawn"]]
        best = max(legal, key=lambda a: _capture_value(sc, my, opp, [d, INDEX[a["card"]]]))
        return best
    if t == "play":
        c, take, _got = _best_play(sc, hand, table, my, opp, view["options"]["forced_capture"])
        a = {"t": "play", "card": CARDS[c]}
        if take is not None:
            a["take"] = CARDS[take]
        return a if a in legal else legal[0]
    return legal[0]


# --------------------------------------------------------------------- strong
# Perfect-information Monte Carlo over determinizations.  Every number here is a
# count, never a time, so a decision is reproducible from the rng alone.
ROLLOUTS = 900         # rollouts per decision with 16 turns left, split over the candidate
                       # actions; fewer turns left make cheaper rollouts, so more of them
MIN_PER_ACTION = 8     # samples an action gets before it can be dropped
SLICE_ROLLOUTS = 8     # rollouts between two yields (a slice of a millisecond or two)
OPP_GREEDY = 1.0       # probability that the opponent's rollout move is the greedy one: a
                       # competent opponent (modelling it half random, as before, made the
                       # search count on captures the opponent would never leave)
OPP_STOPS = 0.75       # probability that the opponent stops when it scores in a rollout


def _resolve(table, pile, card, take):
    m = card >> 2
    ms = [t for t in table if t >> 2 == m]
    if not ms:
        table.append(card)
        return pile
    if len(ms) == 2:
        ms = [take]
    for t in ms:
        table.remove(t)
    pile |= 1 << card
    for t in ms:
        pile |= 1 << t
    return pile


def _draw(sc, table, deck, piles, p, greedy=True, rnd=None):
    d = deck.pop()
    m = d >> 2
    ms = [t for t in table if t >> 2 == m]
    take = None
    if len(ms) == 2:
        if greedy:
            my, opp = piles[p], piles[1 - p]
            take = ms[0] if _capture_value(sc, my, opp, [d, ms[0]]) >= _capture_value(sc, my, opp, [d, ms[1]]) else ms[1]
        else:
            take = ms[rnd() < 0.5]
    piles[p] = _resolve(table, piles[p], d, take)


def _random_play(hand, table, forced, rnd):
    months = {t >> 2 for t in table}
    cands = [c for c in hand if c >> 2 in months] if forced else []
    if not cands:
        cands = hand
    c = cands[int(rnd() * len(cands))]
    ms = [t for t in table if t >> 2 == c >> 2]
    take = ms[rnd() < 0.5] if len(ms) == 2 else None
    return c, take


class _Round:
    __slots__ = ("hands", "table", "deck", "piles", "koi", "mult_base", "start")

    def copy(self):
        r = _Round()
        r.hands = [list(self.hands[0]), list(self.hands[1])]
        r.table = list(self.table)
        r.deck = list(self.deck)
        r.piles = list(self.piles)
        r.koi = list(self.koi)
        r.mult_base = self.mult_base
        r.start = self.start
        return r


def _end_of_turn(o, sc, r, p, before):
    """(done, winner, points) after player p's turn, with the rollout policy
    'stop at the first improvement'."""
    now = sc.total(r.piles[p])
    if now > before:
        return True, p, settle(o, now, p, r.koi, r.mult_base)
    if not r.hands[0] and not r.hands[1]:
        if o["draw_rule"] == "dealer":
            return True, r.start, DEALER_DRAW_POINTS
        return True, None, 0
    return False, None, 0


def _rollout(o, sc, r, p, me, rnd, opp_greedy, opp_stops=1.0):
    """Play the month out from player p's turn: ``me`` greedy, the other seat
    greedy with probability ``opp_greedy`` and random otherwise; ``me`` stops at
    its first improvement, the other seat with probability ``opp_stops``."""
    forced = o["forced_capture"]
    hands, piles = r.hands, r.piles
    while True:
        before = sc.total(piles[p])
        greedy = p == me or opp_greedy >= 1.0 or rnd() < opp_greedy
        if greedy:
            c, take, _g = _best_play(sc, hands[p], r.table, piles[p], piles[1 - p], forced)
        else:
            c, take = _random_play(hands[p], r.table, forced, rnd)
        hands[p].remove(c)
        piles[p] = _resolve(r.table, piles[p], c, take)
        _draw(sc, r.table, r.deck, piles, p, greedy, rnd)
        done, w, pts = _end_of_turn(o, sc, r, p, before)
        if done:
            if w == p and p != me and opp_stops < 1.0 and (hands[0] or hands[1]) and rnd() >= opp_stops:
                r.koi[p] += 1             # the opponent calls Koi and plays on
            else:
                return w, pts
        p = 1 - p


ROUND_SD = 20.0        # spread of one month's change of the point difference (twice the signed
                       # transfer; measured |transfer| mean 7.6, sd 6.5 between two greedy players)
PTS_TIE = 0.001        # a small preference for more points where the game-win estimate is flat


def game_value(diff, months_left):
    """Estimated probability of winning the game when ``diff`` = my points - the opponent's once this
    month is settled (a transfer of t points moves it by 2t) and ``months_left`` months are still to play (a normal model of the rest:
    each month moves the difference by about ROUND_SD).  The last month: 1 ahead, 0 behind,
    1/2 level (a shared win)."""
    if months_left <= 0:
        return 1.0 if diff > 0 else 0.0 if diff < 0 else 0.5
    return 0.5 * (1.0 + math.erf(diff / (ROUND_SD * math.sqrt(2.0 * months_left))))


class _Util:
    """Utility of a month's outcome for seat ``me``: the game-win estimate after the signed
    point transfer, memoised per transfer (what the game's score counts, multipliers included)."""
    __slots__ = ("me", "diff", "left", "memo")

    def __init__(self, view, me):
        pts = view.get("points") or [0, 0]
        self.me = me
        self.diff = pts[me] - pts[1 - me]
        self.left = max(0, view.get("months", 1) - view.get("month", 1))
        self.memo = {}

    def signed(self, t):
        u = self.memo.get(t)
        if u is None:
            u = self.memo[t] = game_value(self.diff + 2 * t, self.left) + PTS_TIE * t
        return u

    def __call__(self, w, pts, me=None):
        if w is None:
            return self.signed(0)
        return self.signed(pts if w == self.me else -pts)


def _round_utility(w, pts, me):
    """Months won or lost (the oracle's yardstick in bench/koikoi_bots.py)."""
    if w is None:
        return 0.0
    return 1.0 + 0.02 * pts if w == me else -3.0 * (1.0 + 0.02 * pts)


def _sample_round(game, view, seat, rng):
    st = game.determinize(view, seat, rng)
    r = _Round()
    r.hands = [[INDEX[c] for c in st["hands"][0]], [INDEX[c] for c in st["hands"][1]]]
    r.table = [INDEX[c] for c in st["table"]]
    r.deck = [INDEX[c] for c in st["deck"]]
    r.piles = [_mask(st["piles"][0]), _mask(st["piles"][1])]
    r.koi = list(st["koi"])
    r.mult_base = st["mult_base"]
    r.start = st["start"]
    return r


def _simulate(o, sc, r, me, action, before_total, rnd, opp_greedy, opp_stops=1.0, util=None):
    """Apply a root action for ``me`` on a sampled round and roll out."""
    _utility = util or _round_utility
    t = action["t"]
    if t == "koi":
        r.koi[me] += 1
        if not r.hands[0] and not r.hands[1]:
            return _utility(None, 0, me)
        return _utility(*_rollout(o, sc, r, 1 - me, me, rnd, opp_greedy, opp_stops), me)
    if t == "play":
        c = INDEX[action["card"]]
        take = INDEX[action["take"]] if "take" in action else None
        r.hands[me].remove(c)
        r.piles[me] = _resolve(r.table, r.piles[me], c, take)
        _draw(sc, r.table, r.deck, r.piles, me)
    elif t == "take":
        d = INDEX[action["_drawn"]]
        r.piles[me] = _resolve(r.table, r.piles[me], d, INDEX[action["card"]])
    done, w, pts = _end_of_turn(o, sc, r, me, before_total)
    if done:
        # a yaku made now: the bot stops (its koi decision is searched separately)
        return _utility(w, pts, me)
    return _utility(*_rollout(o, sc, r, 1 - me, me, rnd, opp_greedy, opp_stops), me)


def _baseline(view, sc, me, t):
    """The yaku total a turn must beat to count as an improvement."""
    if t == "play":
        return sc.total(_mask(view["piles"][me]))
    return sum((view.get("before") or {}).values())


def _fast_rnd(rng):
    """A float generator in [0, 1) seeded from ``rng`` (the rollouts' dice)."""
    import random as _random
    return _random.Random(rng.next64()).random


KOI_ROLLOUTS = 600     # rollouts of "Koi" (the stop is exact) with 16 cards left in the hands
KOI_OPP_GREEDY = 1.0   # after our Koi the opponent is modelled as a greedy player ...
KOI_OPP_STOPS = 1.0    # ... that stops as soon as it scores (the pessimistic case for a Koi)
KOI_MARGIN = 0.01      # a Koi must beat the sure stop by this much game-win probability


@sliced
def choose_strong(game, view, legal, rng):
    """Determinized search: sample the unseen cards consistently with the view,
    play each candidate out on the same samples, keep the best mean utility
    (the estimated chance of winning the game after the month's point transfer,
    ``game_value``).  Koi or stop: the stop's value is exact; Koi is played out
    against a greedy opponent that stops when it scores.  Yields every
    SLICE_ROLLOUTS rollouts (a millisecond or two)."""
    if len(legal) == 1:
        return legal[0]
    o = view["options"]
    sc = _scorer(o)
    me = view["seat"]
    t = legal[0]["t"]
    rnd = _fast_rnd(rng)
    util = _Util(view, me)
    cards_left = max(2, sum(view["hand_counts"]))
    if t == "koi":
        stop_v = util(me, (view.get("stop_now") or {}).get("total", 0))
        if not any(view["hand_counts"]):
            return {"t": "stop"}
        n = max(MIN_PER_ACTION, KOI_ROLLOUTS * 16 // max(6, cards_left))
        before_total = sc.total(_mask(view["piles"][me]))
        koi = {"t": "koi"}
        tot = 0.0
        done = 0
        while done < n:
            base = _sample_round(game, view, me, rng)
            tot += _simulate(o, sc, base, me, koi, before_total, rnd, KOI_OPP_GREEDY, KOI_OPP_STOPS, util)
            done += 1
            if done % SLICE_ROLLOUTS == 0 and (yield):
                break                           # out of time (pondside.core.think): decide on these samples
        return koi if tot / done > stop_v + KOI_MARGIN else {"t": "stop"}
    if t not in ("play", "take"):
        return legal[0]
    before_total = _baseline(view, sc, me, t)
    drawn = view.get("drawn")
    acts = [dict(a, _drawn=drawn) if t == "take" else a for a in legal]
    # successive halving over the samples: every sample is a fresh deal on which
    # all surviving actions are played; the worse half is dropped at each stage
    alive = list(range(len(acts)))
    totals = [0.0] * len(acts)
    counts = [0] * len(acts)
    budget = ROLLOUTS * 16 // max(6, cards_left)
    stages = max(1, (len(acts) - 1).bit_length())
    since = 0
    hurry = False
    for stage in range(stages):
        n = max(MIN_PER_ACTION, budget // (stages * len(alive)))
        for _ in range(n):
            base = _sample_round(game, view, me, rng)
            for i in alive:
                totals[i] += _simulate(o, sc, base.copy(), me, acts[i], before_total, rnd, OPP_GREEDY,
                                       OPP_STOPS, util)
                counts[i] += 1
                since += 1
                if since >= SLICE_ROLLOUTS:
                    since = 0
                    hurry = bool((yield))       # out of time (pondside.core.think): the best so far
                    if hurry:
                        break
            if hurry:
                break
        if hurry:
            break
        alive.sort(key=lambda i: (-totals[i] / counts[i], i))
        if stage < stages - 1:
            alive = alive[:max(2, (len(alive) + 1) // 2)]
    best = min((i for i in alive if counts[i]), key=lambda i: (-totals[i] / counts[i], i))
    return legal[best]


def both_langs(level):
    return {lang: TEXT(lang, "bots")[level] for lang in LANGS}


BOTS = {
    "random": choose_random,
    "heuristic": choose_heuristic,
    "strong": choose_strong,
}

# the levels in player words (text.py): what each does, and that none sees a hidden card
BOT_LABELS = {level: both_langs(level) for level in BOTS}
