"""The Koi-Koi engine (rules digest koikoi.md).  One state spans the whole match."""
from __future__ import annotations

from ...core import BadState, Game, IllegalAction, LazyModule, Rng, clone
from . import INFO
from .cards import BRIGHT, CARD_SET, CARDS, CATEGORY, MONTH
from .data import (DEALER_DRAW_POINTS, HAND_SIZE, HARD_DOUBLE_AT, INSTANT_POINTS, START_POINTS,
                   TABLE_SIZE)
from .options import OPTIONS, PRESETS
from .text import TEXT, card_name
from .words import did, ended_month, sentence
from .yaku import instant_yaku, score_yaku

positions = LazyModule(__package__ + ".position")      # (set-up positions only: imported on use)

PLAY, DRAW_CHOICE, KOI, SUMMARY, OVER = "play", "draw_choice", "koi", "summary", "over"


def _matches(table, card):
    m = MONTH[card]
    return [c for c in table if MONTH[c] == m]


def table_needs_redeal(table, options) -> bool:
    counts = {}
    for c in table:
        counts[MONTH[c]] = counts.get(MONTH[c], 0) + 1
    if any(v == 4 for v in counts.values()):
        return True
    if options["pairs_redeal"] and sum(1 for v in counts.values() if v == 2) == 4:
        return True
    return False


def yaku_dict(pile, options) -> dict:
    return dict(score_yaku(pile, options))


def stop_score(state, seat) -> dict:
    """What stopping now would score for ``seat``."""
    o = state["options"]
    yaku = score_yaku(state["piles"][seat], o)
    base = sum(p for _y, p in yaku)
    if o["scoring"] == "soft":
        kois = state["koi"][seat] if o["koi_mult"] == "own" else state["koi"][0] + state["koi"][1]
        mult = state["mult_base"] + kois
        doubles = []
        total = base * mult
    else:
        mult = 1
        doubles = []
        if base >= HARD_DOUBLE_AT:
            doubles.append("seven")
            mult *= 2
        if state["koi"][1 - seat] > 0:
            doubles.append("opp_koi")
            mult *= 2
        total = base * mult
    return {"yaku": [list(y) for y in yaku], "base": base, "mult": mult, "doubles": doubles,
            "total": total}


class KoiKoi(Game):
    info = INFO
    schema = 1
    options_spec = OPTIONS
    presets = PRESETS

    # ------------------------------------------------------------------ setup
    def setup(self, state, rng):
        o = state["options"]
        state["months"] = o["months"]
        state["month"] = 0
        state["points"] = [START_POINTS, START_POINTS]
        state["history"] = []
        state["result"] = None
        state["prev_result"] = None
        start = rng.below(2) if o["first_start"] == "random" else 0
        self._deal(state, rng, start)

    def _deal(self, state, rng, start):
        o = state["options"]
        state["month"] += 1
        state["start"] = start
        while True:
            deck = rng.shuffle(list(CARDS))
            h0, h1 = deck[:HAND_SIZE], deck[HAND_SIZE:2 * HAND_SIZE]
            table = deck[2 * HAND_SIZE:2 * HAND_SIZE + TABLE_SIZE]
            if table_needs_redeal(table, o):
                continue
            i0, i1 = instant_yaku(h0), instant_yaku(h1)
            if i0 and i1 and o["both_instant"] == "redeal":
                continue
            break
        state["hands"] = [sorted(h0, key=CARDS.index), sorted(h1, key=CARDS.index)]
        state["table"] = table
        state["deck"] = deck[2 * HAND_SIZE + TABLE_SIZE:]   # top card = last element
        state["piles"] = [[], []]
        state["drawn"] = None
        state["koi"] = [0, 0]
        state["turn"] = 0
        state["last"] = None
        # public inference: months a seat's hand cannot hold (it discarded while
        # those months lay on the table, under forced capture) — for the bots
        state["void"] = [[], []]
        nb = sum(1 for c in table if CATEGORY[c] == BRIGHT)
        mb = {"one_plus": 1 + nb, "count": max(1, nb), "off": 1}[o["bright_mult"]]
        state["mult_base"] = mb if o["scoring"] == "soft" else 1
        state["phase"] = PLAY
        state["to_move"] = start
        state["before"] = {}
        if (i0 is None) != (i1 is None):
            seat = 0 if i0 else 1
            self._end_round(state, {"kind": "instant", "winner": seat,
                                    "yaku": [[i0 or i1, INSTANT_POINTS]],
                                    "hand": list(state["hands"][seat]),
                                    "base": INSTANT_POINTS, "mult": 1, "doubles": [],
                                    "transfer": INSTANT_POINTS})

    # --------------------------------------------------------------- positions
    # ------------------------------------------------------------- round end
    def _end_round(self, state, res):
        o = state["options"]
        res["month"] = state["month"]
        res["start"] = state["start"]
        res["koi"] = list(state["koi"])
        w = res["winner"]
        if w is not None:
            state["points"][w] += res["transfer"]
            state["points"][1 - w] -= res["transfer"]
        res["points"] = list(state["points"])
        state["result"] = res
        state["history"].append({"month": res["month"], "winner": w, "transfer": res["transfer"],
                                 "kind": res["kind"]})
        # start player of the next month
        sp = o["start_player"]
        if sp == "alternate":
            nxt = 1 - state["start"]
        elif w is None:
            nxt = state["start"] if o["after_draw"] == "keep" else 1 - state["start"]
        else:
            nxt = w if sp == "winner" else 1 - w
        state["next_start"] = nxt
        over = state["month"] >= state["months"] or (
            o["end_at_zero"] and min(state["points"]) <= 0)
        if over:
            state["phase"] = OVER
            state["to_move"] = None
        else:
            state["phase"] = SUMMARY
            state["to_move"] = nxt

    # ------------------------------------------------------------ legality
    def legal_actions(self, state):
        ph = state["phase"]
        seat = state["to_move"]
        if ph == PLAY:
            hand = state["hands"][seat]
            table = state["table"]
            caps = [c for c in hand if _matches(table, c)]
            cards = caps if (caps and state["options"]["forced_capture"]) else hand
            out = []
            for c in cards:
                ms = _matches(table, c)
                if len(ms) == 2:
                    out.extend({"t": "play", "card": c, "take": m} for m in ms)
                else:
                    out.append({"t": "play", "card": c})
            return out
        if ph == DRAW_CHOICE:
            return [{"t": "take", "card": m} for m in _matches(state["table"], state["drawn"])]
        if ph == KOI:
            return [{"t": "koi"}, {"t": "stop"}]
        if ph == SUMMARY:
            return [{"t": "next"}]
        return []

    def why_illegal(self, state, action, lang="en"):
        """The rule that forbids ``action``, in player words."""
        def say(key, **kw):
            return TEXT(lang, key, **kw)

        def name(card):
            return card_name(card, lang) if card in CARD_SET else say("that_card")

        ph = state["phase"]
        if state["to_move"] is None:
            return say("err_over")
        if not isinstance(action, dict) or "t" not in action:
            return say("err_format")
        t = action["t"]
        if ph == PLAY and t == "play":
            card = action.get("card")
            hand = state["hands"][state["to_move"]]
            if card not in hand:
                return say("err_not_in_hand", card=name(card))
            table = state["table"]
            ms = _matches(table, card)
            if state["options"]["forced_capture"] and not ms and any(_matches(table, c) for c in hand):
                return say("err_forced", card=name(card))
            if len(ms) == 2:
                if "take" not in action:
                    return say("err_choose", card=name(card), a=name(ms[0]), b=name(ms[1]))
                return say("err_choose_one", a=name(ms[0]), b=name(ms[1]))
            if "take" in action:
                return say("err_no_choice", card=name(card), n=len(ms))
            return say("err_fields")
        if ph == DRAW_CHOICE and t == "take":
            ms = _matches(state["table"], state["drawn"])
            return say("err_draw", card=name(state["drawn"]), a=name(ms[0]), b=name(ms[1]))
        if t in ("koi", "stop") and ph != KOI:
            return say("err_koi")
        if t == "next" and ph != SUMMARY:
            return say("err_next")
        expect = {PLAY: "play", DRAW_CHOICE: "take", KOI: "koi", SUMMARY: "next"}[ph]
        return say("err_turn", what=TEXT(lang, "err_expect")[expect])

    # ------------------------------------------------------------------ play
    def step(self, state, action, rng):
        t = action["t"]
        seat = state["to_move"]
        if t == "play":
            state["before"] = yaku_dict(state["piles"][seat], state["options"])
            state["turn"] += 1
            card = action["card"]
            state["hands"][seat].remove(card)
            last = {"seat": seat, "played": card, "drawn": None, "captured": []}
            if state["options"]["forced_capture"] and not _matches(state["table"], card):
                v = set(state["void"][seat]) | {MONTH[c] for c in state["table"]}
                state["void"][seat] = sorted(v)
            state["last"] = last
            self._resolve(state, seat, card, action.get("take"), last)
            drawn = state["deck"].pop()
            last["drawn"] = drawn
            ms = _matches(state["table"], drawn)
            if len(ms) == 2:
                state["drawn"] = drawn
                state["phase"] = DRAW_CHOICE
                return
            self._resolve(state, seat, drawn, None, last)
            self._end_turn(state, seat)
        elif t == "take":
            drawn = state["drawn"]
            state["drawn"] = None
            self._resolve(state, seat, drawn, action["card"], state["last"])
            self._end_turn(state, seat)
        elif t == "koi":
            state["koi"][seat] += 1
            self._pass_turn(state, seat)
        elif t == "stop":
            self._stop(state, seat)
        elif t == "next":
            state["prev_result"] = state["result"]     # stays visible during the next month
            state["result"] = None
            self._deal(state, rng, state.pop("next_start"))
        else:  # pragma: no cover - guarded by legality
            raise IllegalAction(f"unknown action {action!r}")

    def _resolve(self, state, seat, card, take, last):
        table = state["table"]
        ms = _matches(table, card)
        if not ms:
            table.append(card)
            return
        if len(ms) == 2:
            got = [take]
        else:
            got = ms                        # one match, or the stacked three
        for g in got:
            table.remove(g)
        state["piles"][seat].extend([card] + got)
        last["captured"].extend([card] + got)

    def _end_turn(self, state, seat):
        o = state["options"]
        now = yaku_dict(state["piles"][seat], o)
        before = state["before"]
        if o["koi_trigger"] == "new":
            improved = any(y not in before for y in now)
        else:
            improved = any(p > before.get(y, 0) for y, p in now.items())
        if improved:
            if o["last_auto_stop"] and not state["hands"][0] and not state["hands"][1]:
                self._stop(state, seat, auto=True)
                return
            state["phase"] = KOI
            return
        self._pass_turn(state, seat)

    def _pass_turn(self, state, seat):
        state["before"] = {}
        if not state["hands"][0] and not state["hands"][1]:
            o = state["options"]
            if o["draw_rule"] == "dealer":
                w, pts = state["start"], DEALER_DRAW_POINTS
            else:
                w, pts = None, 0
            self._end_round(state, {"kind": "draw", "winner": w, "yaku": [], "base": 0,
                                    "mult": 1, "doubles": [], "transfer": pts})
            return
        state["phase"] = PLAY
        state["to_move"] = 1 - seat

    def _stop(self, state, seat, auto=False):
        sc = stop_score(state, seat)
        self._end_round(state, {"kind": "stop", "winner": seat, "auto": auto, "yaku": sc["yaku"],
                                "base": sc["base"], "mult": sc["mult"], "doubles": sc["doubles"],
                                "transfer": sc["total"]})

    # --------------------------------------------------------------- scoring
    def scores(self, state):
        return list(state["points"])

    # -------------------------------------------------------------- checking
    def check_invariants(self, state):
        try:
            seen = []
            for h in state["hands"]:
                seen += h
            seen += state["table"] + state["deck"] + state["piles"][0] + state["piles"][1]
            if state["drawn"] is not None:
                seen.append(state["drawn"])
        except (KeyError, TypeError) as e:
            raise BadState(f"koikoi: malformed state ({e})") from None
        if len(seen) != 48 or set(seen) != CARD_SET:
            raise BadState("koikoi: every one of the 48 cards must be in exactly one place")
        if state["phase"] not in (PLAY, DRAW_CHOICE, KOI, SUMMARY, OVER):
            raise BadState(f"koikoi: unknown phase {state['phase']!r}")
        if (state["phase"] == OVER) != (state["to_move"] is None):
            raise BadState("koikoi: only a finished game has no seat to move")
        if sum(state["points"]) != 2 * START_POINTS:
            raise BadState("koikoi: points are transfers and must sum to 100")

    # ----------------------------------------------------------------- views
    def view(self, state, seat):
        v = {k: clone(val) for k, val in state.items()
             if k not in ("seed", "rng", "actions", "hands", "deck", "setup")}   # (a set-up position holds hands)
        v["seat"] = seat
        v["hand_counts"] = [len(h) for h in state["hands"]]
        v["hand"] = list(state["hands"][seat]) if seat is not None else []
        v["deck_count"] = len(state["deck"])
        v["yaku"] = [[list(y) for y in score_yaku(p, state["options"])] for p in state["piles"]]
        v["n_actions"] = len(state["actions"])
        if state["phase"] == KOI:
            v["stop_now"] = stop_score(state, state["to_move"])
        return v

    def plant_secret(self, state, token):
        if state["phase"] == OVER:
            return None
        s2 = clone(state)
        other = 1 - state["to_move"]
        if s2["hands"][other]:
            s2["hands"][other][0] = token
            return s2, [other]
        s2["deck"][0] = token
        return s2, []

    def determinize(self, view, seat, rng: Rng):
        st = {k: clone(v) for k, v in view.items()
              if k not in ("seat", "hand_counts", "hand", "deck_count", "yaku", "n_actions", "stop_now")}
        known = set(view["table"]) | set(view["piles"][0]) | set(view["piles"][1])
        if view.get("drawn"):
            known.add(view["drawn"])
        hands = [None, None]
        if seat is not None:
            hands[seat] = list(view["hand"])
            known |= set(view["hand"])
        unseen = [c for c in CARDS if c not in known]
        rng.shuffle(unseen)
        void = view.get("void") or [[], []]
        for s in (0, 1):
            if hands[s] is None:
                # a hand holds no card of a month it showed to be void in (forced capture)
                n = view["hand_counts"][s]
                vs = set(void[s])
                ok = [c for c in unseen if MONTH[c] not in vs]
                if len(ok) < n:           # cannot happen for a true view; stay total
                    ok = unseen
                pick = ok[:n]
                ps = set(pick)
                hands[s] = sorted(pick, key=CARDS.index)
                unseen = [c for c in unseen if c not in ps]
        st["hands"] = hands
        st["deck"] = unseen
        st["before"] = clone(view.get("before") or {})
        st["seed"] = 0
        st["rng"] = rng.next64()
        st["actions"] = []
        return st

    # -------------------------------------------------------------- undo/log
    def reveals(self, before, action, after):
        return action.get("t") in ("play", "next", "koi", "stop") if isinstance(action, dict) else True

    def log_line(self, before, action, lang="en"):
        after = self.apply(before, action, check=False)
        return self.turn_summary([(before, action, after)], None, lang)

    # ------------------------------------------------------- what a move did
    def changes(self, before, action, after, seat):
        """The cards a move played, took and drew, by their ids (the view's ``data-piece``): every one of them
        is face up for everyone once the move is made, so the ids are the same for every seat.  A Koi call is
        the caller's Koi mark ``"koi:<seat>"``.  Dealing a month (``next``) touches nothing on the old board:
        the whole table is new."""
        t = action.get("t") if isinstance(action, dict) else None
        if t == "play":
            last = after["last"]
            out = [last["played"]] + [c for c in last["captured"] if c != last["played"]]
            if last.get("drawn") and last["drawn"] not in out:
                out.append(last["drawn"])
            return out
        if t == "take":
            return [before["drawn"], action["card"]]
        if t == "koi":
            return [f"koi:{before['to_move']}"]
        return []

    def moves(self, before, action, after, seat):
        """Each card a play or a take moved, from where ``seat`` saw it to where it lies now: a card from the
        mover's hand (its own card for the mover, ``"hand:<seat>"``, the face-down hand, for the other), from
        the draw pile (``"deck"``), or from the table to a capture pile (the same id).  Worked out from the two
        states, so that it holds for each stage of a move as for the whole of it."""
        t = action.get("t") if isinstance(action, dict) else None
        if t not in ("play", "take"):
            return [(p, p) for p in self.changes(before, action, after, seat)]
        mover = before["to_move"]

        def where(state, card):
            if card in state["table"]:
                return "table"
            for i in (0, 1):
                if card in state["piles"][i]:
                    return f"pile:{i}"
                if card in state["hands"][i]:
                    return f"hand:{i}"
            return "drawn" if card == state.get("drawn") else "deck"

        shown = after["table"] + after["piles"][0] + after["piles"][1] + ([after["drawn"]] if after.get("drawn") else [])
        out = []
        for c in shown:
            was, now = where(before, c), where(after, c)
            if was == now:
                continue
            if was.startswith("hand:"):
                out.append((c if seat == mover else was, c))
            elif was == "deck":
                out.append(("deck", c))
            else:
                out.append((c, c))
        return out

    def stages(self, before, action, after):
        """A play is seen in two beats: the hand card goes down (and takes what it takes), then the card from
        the draw pile.  The stage between is the state after the first beat."""
        if not isinstance(action, dict) or action.get("t") != "play" or after.get("last") is None:
            return []
        mid = clone(before)
        seat = mid["to_move"]
        card = action["card"]
        mid["hands"][seat].remove(card)
        last = {"seat": seat, "played": card, "drawn": None, "captured": []}
        mid["last"] = last
        self._resolve(mid, seat, card, action.get("take"), last)
        return [mid]

    def own_news(self, before, action, after):
        """A play draws a card the player did not choose: where it went is said as the computer's moves are."""
        return isinstance(action, dict) and action.get("t") == "play"

    def sound(self, before, action, after):
        t = action.get("t") if isinstance(action, dict) else None
        if t == "koi":
            return "call"
        if t in ("play", "take"):
            seat = before["to_move"]
            if len(after["piles"][seat]) > len(before["piles"][seat]):
                return "capture"
        return None

    def score_table(self, state, lang="en"):
        """The start, then each month's points won and lost."""
        rows = [(TEXT(lang, "start_row"), [START_POINTS] * 2)]
        for h in state["history"]:
            w, t = h.get("winner"), h.get("transfer", 0)
            vals = ["0" if w is None or not t else (f"+{t}" if s == w else f"-{t}") for s in (0, 1)]
            rows.append((TEXT(lang, "month_row", m=h.get("month", len(rows))), vals))
        return rows

    def pause_after(self, before, action, after):
        """A month's end (a stop, the last turn, a winning deal) is held until the watching person taps
        Continue, whoever won: the summary shows the yaku and points that decided it."""
        return ended_month(before, after)

    def result_lines(self, state, lang="en"):
        """Per seat: the points, the months won and the biggest month ("You: 62 points — won 3 of 6 months,
        the biggest for 10")."""
        n = len(state["history"])
        out = []
        for seat, p in enumerate(state["players"]):
            won = [h["transfer"] for h in state["history"] if h["winner"] == seat]
            if won:
                out.append(TEXT(lang, "result_best", name=p["name"], p=state["points"][seat], k=len(won), n=n,
                                best=max(won)))
            else:
                out.append(TEXT(lang, "result_line", name=p["name"], p=state["points"][seat], k=0, n=n))
        return out

    def turn_summary(self, steps, seat, lang="en"):
        """One seat's turn in words: "Computer played Crane and sun (Pine) and took Chaff (Pine); drew
        Curtain (Cherry), which stays on the table; called Koi".  Everything it names is public."""
        sentences, who, clauses = [], None, []
        for before, action, after in steps:
            mover = before["to_move"]
            if mover != who and clauses:
                sentences.append(sentence(steps[0][0]["players"], who, clauses, lang))
                clauses = []
            who = mover
            clauses += did(before, action, after, lang)
        if clauses:
            sentences.append(sentence(steps[0][0]["players"], who, clauses, lang))
        return TEXT(lang, "then").join(sentences)


GAME = KoiKoi()
