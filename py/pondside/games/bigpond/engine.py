"""Kōhaku: The Big Pond — the competitive shared-pond mode.

State (beside the common keys of ``pondside.core``)::

    colours       [colour per seat]                 player colours (koi colours)
    ring          [tile id | None] * S              the draft ring, clockwise, slot 0 = upper-left koi space
    ring_coins    [int] * S                         coins paid onto skipped tiles (a turn's first step)
    token         int                               the draft token's slot
    koi_deck, feat_deck  [tile id]                  HIDDEN order; drawn from the end
    pond          {"x,y": tile id}                  the shared big pond (seed koi at 0,0)
    when          {"x,y": turn}                     turn in which each tile was placed (0 = seed)
    markers       {"x,y": seat}                     player markers on claimed features
    supply        [int]                             markers left per seat
    coins         [int]                             coins held per seat
    bank          int                               coins paid to the bank (option skip_coins="bank")
    points        [int]                             points scored from claims so far
    claims        [record]                          every scored claim: seat, at, tile, points, base, bonus,
                                                    turn, final (claims.reason_then rebuilds its explanation)
    phase         "pick" | "place" | "score" | "over"
    held          [tile id]                         drafted tiles still to place this turn
    placed        {"feature": "x,y" | None, "koi": "x,y" | None}   this turn's placements
    discarded     [tile id]                         drafted tiles with no legal cell
    scored_now    int                               claims scored this turn
    turn          int                               turns completed so far (game-wide)
    turns         [int]                             turns completed per seat
    end_triggered bool                              a refill failed
    last          {...} | None                      the last pick (for the view and the log)
    setup         {...}                             (only a game that began from a set-up position:
                                                    ``position.py``'s data; a replay starts from it)

Actions::

    {"t": "pick", "slot": s}                 take the tile in slot s and the next tile after it
    {"t": "place", "tile": id, "at": [x, y]} put one drafted tile into the pond
    {"t": "discard", "tile": id}             only when no drafted tile has a legal cell
    {"t": "score", "at": [x, y]}             score one of your marked features now
    {"t": "end"}                             end your turn
"""
from __future__ import annotations

from ...core import BadState, Game, IllegalAction, LazyModule, Rng, clone
from . import INFO
from ..kohaku import data as K
from ..kohaku.text import beside, tile_label
from . import claims as C
from .decks import feature_deck_ids, koi_deck_ids
from . import pond as PD
from . import ring as R
from .data import DATA
from .options import OLD_SHORE, OPTIONS, PRESET_PLAYERS, PRESETS
from ...ui.i18n import address, join
from .text import TEXT, coins

POS = LazyModule(__package__ + ".position")      # (set-up positions only: imported on use)

TILES = K.TILES


def kind_of(tid):
    return TILES[tid]["kind"]


def is_koi(tid) -> bool:
    return TILES[tid]["type"] == "koi"


class BigPond(Game):
    info = INFO
    schema = 2              # 2: the cat's shore is named "N", "E", "S", "W" (schema 1: "north", ...)
    options_spec = OPTIONS
    presets = PRESETS
    preset_players = PRESET_PLAYERS

    # ------------------------------------------------------------ options
    def check_options(self, options, n_players=None) -> dict:
        if isinstance(options, dict) and options.get("cat_shore") in OLD_SHORE:     # an older save or link
            options = dict(options, cat_shore=OLD_SHORE[options["cat_shore"]])
        out = super().check_options(options, n_players)
        fs = out["feature_sets"]
        if len(fs) != DATA["feature_sets_chosen"] or len(set(fs)) != len(fs):
            raise ValueError(TEXT("en", "sets", n=DATA["feature_sets_chosen"]))
        return out

    def why_options(self, options, n_players=None, lang="en"):
        """What is wrong with options whose values are each allowed, in player words (the dialog says it)."""
        try:
            self.check_options(options, n_players)
        except ValueError:
            return TEXT(lang, "sets", n=DATA["feature_sets_chosen"])
        return None

    def migrate(self, data: dict) -> dict:
        """Schema 1 named the cat's shore "north", "east", ...: the same game with the one direction naming."""
        if data.get("schema") == 1:
            data = dict(data, schema=2)
            if isinstance(data.get("options"), dict) and data["options"].get("cat_shore") in OLD_SHORE:
                data["options"] = dict(data["options"], cat_shore=OLD_SHORE[data["options"]["cat_shore"]])
        return super().migrate(data)

    # -------------------------------------------------------------- setup
    def setup(self, state, rng):
        o = state["options"]
        n = len(state["players"])
        # player colours: a colour asked for in the player dict, else the next free one (set-up)
        colours = [None] * n
        for i, p in enumerate(state["players"]):
            c = p.get("colour")
            if c in K.COLOURS and c not in colours:
                colours[i] = c
        free = [c for c in DATA["colour_order"] if c not in colours]
        for i in range(n):
            if colours[i] is None:
                colours[i] = free.pop(0)
        kd = koi_deck_ids()
        fd = feature_deck_ids(o["feature_sets"])
        rng.shuffle(kd)
        rng.shuffle(fd)
        size = o["ring_slots"]
        ring = [None] * size
        token = DATA["token_start"]
        R.refill(ring, token, o["token_space"], kd, fd)
        seed_koi = kd.pop()
        sx, sy = DATA["seed_cell"]
        k0 = PD.key(sx, sy)
        state.update({
            "colours": colours,
            "ring": ring,
            "ring_coins": [0] * size,
            "token": token,
            "koi_deck": kd,
            "feat_deck": fd,
            "pond": {k0: seed_koi},
            "when": {k0: 0},
            "markers": {},
            "supply": [DATA["markers_per_player"]] * n,
            "coins": [DATA["coins_per_player"]] * n,
            "bank": 0,
            "points": [0] * n,
            "claims": [],
            "phase": "pick",
            "held": [],
            "placed": {"feature": None, "koi": None},
            "discarded": [],
            "scored_now": 0,
            "turn": 0,
            "turns": [0] * n,
            "end_triggered": False,
            "last": None,
        })

    # -------------------------------------------------------------- rules
    def pick_options(self, state, seat=None) -> list:
        """Every pick for the seat to move as ``(slot_a, slot_b, cost)``."""
        seat = state["to_move"] if seat is None else seat
        return R.picks(state["ring"], state["token"], is_koi, state["coins"][seat])

    def cells_for(self, state, tid, front=None, blocked=None) -> list:
        return PD.legal_cells(state["pond"], state["when"], tid, is_koi(tid), kind_of(tid),
                              state["turn"] + 1, state["options"], front, blocked)

    def legal_actions(self, state) -> list:
        if state["to_move"] is None:
            return []
        ph = state["phase"]
        seat = state["to_move"]
        if ph == "pick":
            return [{"t": "pick", "slot": a} for a, _b, _c in self.pick_options(state)]
        if ph == "place":
            front = PD.frontier(state["pond"])
            out = []
            blocked = None
            if any(is_koi(t) for t in state["held"]):
                blocked = PD.koi_blocked_cells(state["pond"], state["when"], state["turn"] + 1,
                                               state["options"])
            for tid in sorted(set(state["held"])):
                for k in self.cells_for(state, tid, front, blocked):
                    out.append({"t": "place", "tile": tid, "at": list(PD.cell(k))})
            if not out:
                out = [{"t": "discard", "tile": tid} for tid in sorted(set(state["held"]))]
            return out
        if ph == "score":
            out = []
            if not (state["options"]["score_choice"] == "one" and state["scored_now"] >= 1):
                mine = [k for k, s in state["markers"].items() if s == seat]
                for k in sorted(mine, key=lambda k: PD.cell(k)[::-1]):
                    out.append({"t": "score", "at": list(PD.cell(k))})
            if state["supply"][seat] > 0:
                out.append({"t": "end"})
            return out
        return []

    def why_illegal(self, state, action, lang="en") -> str:
        key, kw = self._why(state, action)
        if key == "wrong_step":
            kw = {"step": TEXT(lang, kw["step"])}
        return TEXT(lang, key, **kw)

    def _why(self, state, action):
        """The key (in ``text.TEXT``) of the rule that forbids ``action``, with its numbers."""
        if state["to_move"] is None:
            return "no_more", {}
        if not isinstance(action, dict) or "t" not in action:
            return "malformed", {}
        t = action.get("t")
        ph = state["phase"]
        seat = state["to_move"]
        if t not in ("pick", "place", "discard", "score", "end"):
            return "unknown", {}
        want = {"pick": "pick", "place": "place", "discard": "place", "score": "score", "end": "score"}[t]
        if want != ph:
            return "wrong_step", {"step": "step_" + ph if ph in ("pick", "place", "score") else "step_pick"}
        if t == "pick":
            slot = action.get("slot")
            seq = R.sequence(state["ring"], state["token"])
            if not isinstance(slot, int) or slot not in seq:
                return "pick_slot", {}
            i = seq.index(slot)
            if i + 1 >= len(seq):
                return "pick_last", {}
            a, b = state["ring"][slot], state["ring"][seq[i + 1]]
            if is_koi(a) == is_koi(b):
                return "pick_types", {}
            if i > state["coins"][seat]:
                return "pick_coins", {"n": i, "coins": state["coins"][seat]}
            return "pick_other", {}
        if t == "place":
            tid = action.get("tile")
            at = action.get("at")
            if tid not in state["held"]:
                return "place_own", {}
            if (not isinstance(at, list) or len(at) != 2
                    or not all(isinstance(v, int) and not isinstance(v, bool) for v in at)):
                return "place_cell", {}
            why = PD.why_not(state["pond"], state["when"], tid, is_koi(tid), at[0], at[1], state["turn"] + 1,
                             state["options"])
            if why in ("koi_touches_koi", "feature_touches_feature"):
                why = "checkerboard"
            return why or "place_other", {}
        if t == "discard":
            return "discard_only", {}
        if t == "score":
            at = action.get("at")
            k = PD.key(*at) if isinstance(at, list) and len(at) == 2 else None
            if k is None or state["markers"].get(k) != seat:
                return "score_own", {}
            if state["options"]["score_choice"] == "one" and state["scored_now"] >= 1:
                return "score_one", {}
            return "score_other", {}
        if state["supply"][seat] == 0:
            return "end_must", {}
        return "end_other", {}

    @staticmethod
    def _well_typed(action) -> bool:
        """Exact JSON types (Python's 1 == True == 1.0 must not let ``true`` or ``1.0`` pass as a slot)."""
        if not isinstance(action, dict):
            return False
        for k, v in action.items():
            if k == "slot" and type(v) is not int:
                return False
            if k == "at" and not (isinstance(v, list) and len(v) == 2 and all(type(c) is int for c in v)):
                return False
        return True

    def check_action(self, state, action) -> None:
        if self.is_over(state):
            raise IllegalAction(TEXT("en", "no_more"))
        if not self._well_typed(action):
            raise IllegalAction(TEXT("en", "malformed"))
        if action not in self.legal_actions(state):
            raise IllegalAction(self.why_illegal(state, action))

    # ------------------------------------------------------------- apply
    # Parts of the state that ``step`` changes, and how to copy them: "list"/"dict" hold only scalars
    # (a shallow copy is a full copy); "records" are lists of dicts that are never changed once added.
    _COPY = {"ring": "list", "ring_coins": "list", "coins": "list", "supply": "list", "points": "list",
             "turns": "list", "koi_deck": "list", "feat_deck": "list", "held": "list", "discarded": "list",
             "pond": "dict", "when": "dict", "markers": "dict", "placed": "dict", "claims": "list"}

    def apply(self, state, action, *, check=True) -> dict:
        """As ``Game.apply`` (the input is never mutated), but copies only what a step can change:
        the state is large and a whole deep copy per step would make a playout slow."""
        if check:
            self.check_action(state, action)
        new = dict(state)
        for k, how in self._COPY.items():
            new[k] = list(state[k]) if how == "list" else dict(state[k])
        rng = Rng(new["rng"])
        act = clone(action)
        self.step(new, act, rng)
        new["rng"] = rng.state
        new["actions"] = state["actions"] + [clone(action)]
        return new

    # --------------------------------------------------------------- step
    def step(self, state, action, rng):
        t = action["t"]
        seat = state["to_move"]
        o = state["options"]
        if t == "pick":
            ring = state["ring"]
            seq = R.sequence(ring, state["token"])
            a = action["slot"]
            i = seq.index(a)
            b = seq[i + 1]
            skipped = seq[:i]
            state["coins"][seat] -= i
            if o["skip_coins"] == "on_tiles":
                for s in skipped:
                    state["ring_coins"][s] += 1
            else:
                state["bank"] += i
            gained = state["ring_coins"][a] + state["ring_coins"][b]
            state["ring_coins"][a] = state["ring_coins"][b] = 0
            state["coins"][seat] += gained
            state["held"] = [ring[a], ring[b]]
            ring[a] = ring[b] = None
            state["token"] = b
            before = (len(state["koi_deck"]), len(state["feat_deck"]))
            ok = R.refill(ring, b, o["token_space"], state["koi_deck"], state["feat_deck"])
            drew_k = before[0] - len(state["koi_deck"])
            drew_f = before[1] - len(state["feat_deck"])
            if not ok:
                state["end_triggered"] = True
            state["last"] = {"seat": seat, "slots": [a, b], "tiles": list(state["held"]), "cost": i,
                             "gained": gained, "drew": [drew_k, drew_f], "failed": not ok}
            state["phase"] = "place"
            state["placed"] = {"feature": None, "koi": None}
        elif t == "place":
            tid = action["tile"]
            k = PD.key(*action["at"])
            state["pond"][k] = tid
            state["when"][k] = state["turn"] + 1
            state["held"].remove(tid)
            state["placed"]["koi" if is_koi(tid) else "feature"] = k
            if not state["held"]:
                self._after_place(state, seat)
        elif t == "discard":
            state["held"].remove(action["tile"])
            state["discarded"].append(action["tile"])
            if not state["held"]:
                self._after_place(state, seat)
        elif t == "score":
            k = PD.key(*action["at"])
            self._score_claim(state, seat, k, final=False)
            state["scored_now"] += 1
        elif t == "end":
            self._end_turn(state, seat)

    def _after_place(self, state, seat):
        fk = state["placed"]["feature"]
        if fk is not None:
            state["markers"][fk] = seat
            state["supply"][seat] -= 1
        state["phase"] = "score"
        state["scored_now"] = 0

    def _score_claim(self, state, seat, k, final):
        P = {PD.cell(q): v for q, v in state["pond"].items()}
        pos = PD.cell(k)
        reason = C.claim_reason(P, pos, state["colours"][seat], state["options"]["blue_bonus"])
        state["points"][seat] += reason["points"]
        del state["markers"][k]
        state["supply"][seat] += 1
        # compact record (the text is rebuilt by the view from the pond as it was: tiles with when <= turn)
        state["claims"].append({"seat": seat, "at": list(pos), "tile": state["pond"][k],
                                "points": reason["points"], "base": reason["base"], "bonus": reason["bonus"],
                                "turn": state["turn"] + (0 if final else 1), "final": final})

    def _end_turn(self, state, seat):
        n = len(state["players"])
        state["turns"][seat] += 1
        state["turn"] += 1
        state["phase"] = "pick"
        state["held"] = []
        state["placed"] = {"feature": None, "koi": None}
        state["scored_now"] = 0
        nxt = (seat + 1) % n
        state["to_move"] = nxt
        if state["end_triggered"] and nxt == 0:
            self._finish(state)            # every player has had the same number of turns
        elif not self.pick_options(state, nxt):
            self._finish(state)            # nothing can be drafted any more [ASSUMED, practically unreachable]

    def _finish(self, state):
        # final scoring: every feature still carrying a marker, in seat order then cell order
        for k, s in sorted(state["markers"].items(), key=lambda kv: (kv[1], PD.cell(kv[0])[::-1])):
            self._score_claim(state, s, k, final=True)
        state["phase"] = "over"
        state["to_move"] = None

    # ------------------------------------------------------------ results
    def scores(self, state) -> list:
        """Points from claims plus 1 point per coin held."""
        return [p + c for p, c in zip(state["points"], state["coins"])]

    def winners(self, state) -> list:
        """Most points; tie: most coins; still tied: shared victory."""
        if not self.is_over(state):
            return []
        sc = self.scores(state)
        best = max(sc)
        tied = [i for i, s in enumerate(sc) if s == best]
        most = max(state["coins"][i] for i in tied)
        return [i for i in tied if state["coins"][i] == most]

    # ------------------------------------------------------------ secrets
    def view(self, state, seat) -> dict:
        # (the seed and a set-up position's decks tell the order of the decks: never in a view)
        v = {k: clone(val) for k, val in state.items()
             if k not in ("koi_deck", "feat_deck", "rng", "actions", "seed", "setup")}
        v["koi_deck"] = len(state["koi_deck"])
        v["feat_deck"] = len(state["feat_deck"])
        v["seat"] = seat
        v["scores"] = self.scores(state)
        v["n_actions"] = len(state["actions"])
        if state["to_move"] is None:
            v["winners"] = self.winners(state)
        return v

    def plant_secret(self, state, token):
        s2 = clone(state)
        for deck in ("koi_deck", "feat_deck"):
            if s2[deck]:
                s2[deck][-1] = token        # the next tile of a deck: nobody may know it
                return s2, []
        return None

    def determinize(self, view, seat, rng: Rng) -> dict:
        state = {k: clone(v) for k, v in view.items()
                 if k not in ("koi_deck", "feat_deck", "seat", "scores", "n_actions", "winners")}
        seen = set(v for v in view["ring"] if v is not None)
        seen.update(view["pond"].values())
        seen.update(view["held"])
        seen.update(view["discarded"])
        kd = [t for t in koi_deck_ids() if t not in seen]
        fd = [t for t in feature_deck_ids(view["options"]["feature_sets"]) if t not in seen]
        rng.shuffle(kd)
        rng.shuffle(fd)
        state["koi_deck"] = kd
        state["feat_deck"] = fd
        state["rng"] = rng.next64()
        state["seed"] = 0
        state["actions"] = []
        return state

    def reveals(self, before, action, after) -> bool:
        return (len(before["koi_deck"]), len(before["feat_deck"])) != (len(after["koi_deck"]),
                                                                        len(after["feat_deck"]))

    # --------------------------------------------------------- invariants
    def check_invariants(self, state) -> None:
        try:
            n = len(state["players"])
            o = state["options"]
            every = sorted(koi_deck_ids() + feature_deck_ids(o["feature_sets"]))
            here = ([t for t in state["ring"] if t is not None] + list(state["pond"].values())
                    + state["koi_deck"] + state["feat_deck"] + state["held"] + state["discarded"])
            if sorted(here) != every:
                raise BadState("every tile must be in exactly one place (ring, pond, decks, hand, discard)")
            if len(state["ring"]) != o["ring_slots"] or len(state["ring_coins"]) != o["ring_slots"]:
                raise BadState("the draft ring has the wrong size")
            for s, tid in enumerate(state["ring"]):
                if tid is not None and is_koi(tid) != R.slot_is_koi(s):
                    raise BadState(f"ring slot {s} holds a tile of the wrong type")
            if o["token_space"] == "empty" and state["ring"][state["token"]] is not None:
                raise BadState("the draft token's space must be empty")
            if sum(state["coins"]) + sum(state["ring_coins"]) + state["bank"] != DATA["coins_per_player"] * n:
                raise BadState("coins are not accounted for")
            if min(state["coins"]) < 0:
                raise BadState("a player has negative coins")
            for k, tid in state["pond"].items():
                x, y = PD.cell(k)
                if PD.koi_cell(x, y) != is_koi(tid):
                    raise BadState(f"pond cell {k} breaks the checkerboard")
            for i in range(n):
                on = sum(1 for s in state["markers"].values() if s == i)
                if on + state["supply"][i] != DATA["markers_per_player"] or state["supply"][i] < 0:
                    raise BadState(f"seat {i}'s markers are not accounted for")
            for k in state["markers"]:
                if k not in state["pond"] or is_koi(state["pond"][k]):
                    raise BadState(f"a marker at {k} is not on a feature")
        except (KeyError, TypeError, IndexError, AttributeError) as e:
            raise BadState(f"malformed Big Pond state: {e!r}") from None

    # ---------------------------------------------------------------- log
    def log_line(self, before, action, lang="en") -> str:
        name = before["players"][before["to_move"]]["name"]
        return address(self._log_line(before, action, lang), name, lang, TEXT)

    def _log_line(self, before, action, lang):
        seat = before["to_move"]
        name = before["players"][seat]["name"]
        t = action.get("t") if isinstance(action, dict) else None
        if t == "pick":
            seq = R.sequence(before["ring"], before["token"])
            a = action["slot"]
            i = seq.index(a)
            b = seq[i + 1]
            ta, tb = tile_label(before["ring"][a], lang), tile_label(before["ring"][b], lang)
            gained = before["ring_coins"][a] + before["ring_coins"][b]
            s = TEXT(lang, "log_take", name=name, a=ta, b=tb)
            if i:
                s += TEXT(lang, "log_skip", n=i, coins=coins(i, lang))
            if gained:
                s += TEXT(lang, "log_gain", coins=coins(gained, lang))
            return s
        if t == "place":
            x, y = action["at"]
            return TEXT(lang, "log_place", name=name, tile=tile_label(action["tile"], lang),
                        where=beside(before["pond"], x, y, lang))
        if t == "discard":
            return TEXT(lang, "log_discard", name=name, tile=tile_label(action["tile"], lang))
        if t == "score":
            k = PD.key(*action["at"])
            P = {PD.cell(q): v for q, v in before["pond"].items()}
            r = C.claim_reason(P, PD.cell(k), before["colours"][seat], before["options"]["blue_bonus"])
            return TEXT(lang, "log_score", name=name, reason=r[lang])
        if t == "end":
            return TEXT(lang, "log_end", name=name)
        return super().log_line(before, action, lang)

    # ------------------------------------------------------- what a move did
    def changes(self, before, action, after, seat) -> list:
        """The pieces an action touched, as the view's ``data-piece`` ids: ring spaces ``ring:<i>`` (a tile
        taken or refilled, coins put on it), the ``token``, cells of the big pond ``pond:<x>,<y>`` (a tile
        placed, a marker put on or scored off) and the players' panels ``player:<seat>`` (points, coins,
        markers).  Only places: the decks' order never shows."""
        out = [f"ring:{i}" for i in range(len(after["ring"]))
               if before["ring"][i] != after["ring"][i] or before["ring_coins"][i] != after["ring_coins"][i]]
        if before["token"] != after["token"]:
            out.append("token")
        bp, ap, bm, am = before["pond"], after["pond"], before["markers"], after["markers"]
        out += [f"pond:{k}" for k in sorted(set(ap) | set(bm) | set(am), key=lambda k: PD.cell(k)[::-1])
                if bp.get(k) != ap.get(k) or bm.get(k) != am.get(k)]
        out += [f"player:{s}" for s in range(len(after["players"]))
                if (before["points"][s], before["coins"][s], before["supply"][s])
                != (after["points"][s], after["coins"][s], after["supply"][s])]
        return out

    def turn_summary(self, steps, seat, lang="en") -> str:
        """"Computer took red/white koi and Rock (paid 1 coin), placed them and scored Rock for 4"."""
        if not steps:
            return ""
        first = steps[0][0]
        mover = first["to_move"]
        name = first["players"][mover]["name"]
        clauses, placed, dropped, scored = [], [], [], []
        for b, a, af in steps:
            t = a.get("t")
            if t == "pick":
                seq = R.sequence(b["ring"], b["token"])
                i = seq.index(a["slot"])
                ta, tb = (tile_label(b["ring"][x], lang) for x in (a["slot"], seq[i + 1]))
                text = TEXT(lang, "sum_take", name=name, a=ta, b=tb)
                if i:
                    text += TEXT(lang, "sum_paid", coins=coins(i, lang))
                got = af["coins"][mover] - b["coins"][mover] + i
                if got:
                    text += TEXT(lang, "sum_gained", coins=coins(got, lang))
                clauses.append(text)
            elif t == "place":
                placed.append(a["tile"])
            elif t == "discard":
                dropped.append(a["tile"])
            elif t == "score":
                k = PD.key(*a["at"])
                scored.append((b["pond"][k], af["points"][mover] - b["points"][mover]))
        if len(placed) == 2:
            clauses.append(TEXT(lang, "sum_placed_both"))
        else:
            clauses += [TEXT(lang, "sum_placed", tile=tile_label(t, lang)) for t in placed]
        clauses += [TEXT(lang, "sum_discarded", tile=tile_label(t, lang)) for t in dropped]
        if len(scored) == 1:
            clauses.append(TEXT(lang, "sum_scored_one", tile=tile_label(scored[0][0], lang), n=scored[0][1]))
        elif scored:
            clauses.append(TEXT(lang, "sum_scored", k=len(scored), n=sum(p for _, p in scored)))
        if not clauses:
            clauses.append(TEXT(lang, "sum_ended", name=name))
        elif not clauses[0].startswith(name):
            clauses[0] = TEXT(lang, "sum_who", name=name, what=clauses[0])
        items = [c for c in clauses if c]
        if len(items) == 2:          # "took A and B, placed them": the tiles' "and" is said once
            text = ", ".join(items)
        else:
            text = join(items, lang)
        text = address(text, name, lang, TEXT)
        if steps[-1][2]["to_move"] is None:
            text += ("" if text.endswith((".", "!")) else ".") + " " + TEXT(lang, "sum_final")
        return text

    def result_lines(self, state, lang="en") -> list:
        """A line per seat: points from features and coins; the tie-break when it decided."""
        sc = self.scores(state)
        wins = self.winners(state) if self.is_over(state) else []
        tied = sc.count(max(sc)) > 1
        out = []
        for s, p in enumerate(state["players"]):
            line = TEXT(lang, "result", name=p["name"], pts=state["points"][s], coins=state["coins"][s], total=sc[s])
            if tied and s in wins:
                line += TEXT(lang, "result_tie_shared") if len(wins) > 1 else \
                    TEXT(lang, "result_tie_coins", n=state["coins"][s])
            out.append(line)
        return out


GAME = BigPond()
