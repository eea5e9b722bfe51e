"""The Kōhaku engine (classic mode, 1–4 players, Big Pond expansion modules, solo rivals).

State (beside the common keys of :mod:`pondside.core`)::

    phase        "keep" (hidden objectives) | "take" | "place" | "rival_pick" (solo) | "over"
    board        12 slots of the central pond (row-major, 3 rows x 4 columns; koi where row+col is even),
                 each a tile id or None
    koi_deck, feat_deck   face-down decks (the LAST item is the top)           -- hidden
    removed      koi removed at random during set-up                            -- hidden
    ponds        one {"x,y": tile id} per seat (x east, y south)
    hand         the drafted tiles still to be placed this turn
    herons_new   cells of herons placed this turn (koi may still go next to them this turn)
    turns        turns completed per seat;  first: the first seat;  ending: the end was triggered
    compass      {"N","E","S","W": card} or None;  compass_deck, compass_out
    objectives   kept hidden objective per seat (None)  -- secret to its seat until the end
    dealt        the two cards dealt per seat while keeping -- secret;  obj_deck  -- hidden
    rival_pile   solo: the rivals' tiles;  rival_last: what the rivals did last;  rival_pending
    discarded    drafted tiles that had no legal cell
"""
from __future__ import annotations

from pondside.core import BadState, Game, IllegalAction, LazyModule, Rng, clone

from . import INFO
from . import data
from . import draft as D
from . import placement as PL
from . import tiles as T
from .options import OPTIONS, PRESETS, kinds_in_play
from .scoring import ORTHO, parse_pos, pond_total, rival_scores, score_ctx, score_pond
from ...ui.i18n import address, join, plural_category
from .text import NAMES, TEXT, beside, colour_list, tile_label

POS = LazyModule(__package__ + ".position")      # (set-up positions only: imported on use)

CK, CF = D.CENTRE_KOI, D.CENTRE_FEATURE
PAIRS = D.PAIRS


class Kohaku(Game):
    info = INFO
    schema = 1
    options_spec = OPTIONS
    presets = PRESETS

    # ------------------------------------------------------------- set-up
    def kinds_in_play(self, options) -> list:
        return kinds_in_play(options)

    def koi_in_play(self, n, options) -> list:
        ids = T.koi_deck(n)
        if options["blue_koi"]:
            ids = ids + data.BLUE_KOI_IDS
        return ids

    def objectives_on(self, state) -> bool:
        return state["options"]["objectives"] and len(state["players"]) > 1

    def objective_valid(self, card, kinds, n) -> bool:
        spec = data.OBJECTIVES[card]
        if spec.get("multiplayer") and n < 2:
            return False
        return all(k in kinds for k in spec["requires"])

    def compass_valid(self, card, kinds) -> bool:
        spec = data.COMPASS[card]
        return spec["what"] != "kind" or spec["kind"] in kinds

    def setup(self, state, rng: Rng):
        o = state["options"]
        n = len(state["players"])
        if o["new_features"]:
            fs = o["feature_sets"]
            if len(fs) != data.NEW_FEATURE_SETS or len(set(fs)) != data.NEW_FEATURE_SETS:
                raise ValueError(TEXT("en", "setup_sets", n=data.NEW_FEATURE_SETS))
        kinds = self.kinds_in_play(o)
        koi = rng.shuffle(list(T.koi_deck(n)))
        removals = data.RANDOM_REMOVALS[n] + (data.BLUE_EXTRA_REMOVALS[n] if o["blue_koi"] else 0)
        removed = koi[:removals]
        koi = koi[removals:]
        if o["blue_koi"]:
            koi = rng.shuffle(koi + data.BLUE_KOI_IDS)
        feats = rng.shuffle(T.feature_ids(kinds))
        board = [None] * D.SPACES
        for i in range(D.SPACES):    # fill from the top-left along each row
            board[i] = (koi if D.slot_is_koi(i) else feats).pop()
        state.update({
            "phase": "take", "board": board, "koi_deck": koi, "feat_deck": feats, "removed": removed,
            "ponds": [{} for _ in range(n)], "hand": [], "herons_new": [], "turns": [0] * n,
            "ending": False, "discarded": [], "compass": None, "compass_deck": [], "compass_out": [],
            "objectives": [None] * n, "dealt": [[] for _ in range(n)], "obj_deck": [], "obj_out": [],
            "rival_pile": [], "rival_last": None, "rival_pending": None,
        })
        if o["sundials"]:
            for i in range(n):
                state["ponds"][i]["0,0"] = data.SUNDIAL_IDS[i]
            deck = rng.shuffle(list(data.COMPASS_IDS))
            comp = {}
            for d in data.DIRECTIONS:
                while True:
                    c = deck.pop()
                    if self.compass_valid(c, kinds):
                        comp[d] = c
                        break
                    state["compass_out"].append(c)
            state["compass"] = comp
            state["compass_deck"] = deck
        first = 0 if o["first_player"] == "seat1" or n == 1 else rng.below(n)
        state["first"] = first
        state["to_move"] = first
        if self.objectives_on(state):
            deck = rng.shuffle(list(data.OBJECTIVE_IDS))
            for s in range(n):
                while len(state["dealt"][s]) < 2:
                    c = deck.pop()
                    if self.objective_valid(c, kinds, n):
                        state["dealt"][s].append(c)
                    else:
                        state["obj_out"].append(c)
            state["obj_deck"] = deck
            state["phase"] = "keep"

    # ---------------------------------------------------------- positions
    # ---------------------------------------------------------- placement
    def _fresh(self, state):
        """Cells of the herons placed this turn that do not block yet (option heron_same_turn)."""
        return set(state["herons_new"]) if state["options"]["heron_same_turn"] else ()

    def _cell_problem(self, state, P, x, y, tid, fresh):
        """The rule (a key of ``text.TEXT``) that keeps ``tid`` off the empty cell (x, y) touching pond ``P``."""
        around = PL.around_key(P, x, y)
        f = [f"{x + dx},{y + dy}" in fresh for dx, dy in PL.STEPS] if fresh else None
        return PL.problem(tid, around, state["options"]["cat_shore"], f)

    def legal_cells(self, state, seat, tid) -> list:
        P = state["ponds"][seat]
        if not P:
            return ["0,0"]
        fresh = self._fresh(state)
        seen = set()
        cells = []
        for key in P:
            x, y = parse_pos(key)
            for dx, dy in ORTHO:
                c = (x + dx, y + dy)
                if c in seen:
                    continue
                seen.add(c)
                if f"{c[0]},{c[1]}" in P:
                    continue
                if self._cell_problem(state, P, c[0], c[1], tid, fresh) is None:
                    cells.append((c[1], c[0]))
        cells.sort()
        return [f"{x},{y}" for y, x in cells]

    def check_action(self, state, action) -> None:
        """Fast legality check for placements (same answer as ``action in legal_actions(state)``)."""
        if (state["phase"] == "place" and type(action) is dict and action.get("t") == "place"
                and len(action) == 4 and action.get("tile") in state["hand"]
                and type(action.get("x")) is int and type(action.get("y")) is int):
            seat = state["to_move"]
            P = state["ponds"][seat]
            x, y = action["x"], action["y"]
            ck = f"{x},{y}"
            tid = action["tile"]
            if not P:
                ok = ck == "0,0"
            elif ck in P or not any(f"{x + dx},{y + dy}" in P for dx, dy in ORTHO):
                ok = False
            else:
                ok = self._cell_problem(state, P, x, y, tid, self._fresh(state)) is None
            if not ok:
                raise IllegalAction(self.why_illegal(state, action))
            return
        super().check_action(state, action)

    def blocked_edges(self, state, seat) -> list:
        """The open sides of a pond where no koi may go (cats' shores, herons): [("x,y", direction)]."""
        fresh = self._fresh(state)
        return PL.closed_edges(state["ponds"][seat], state["options"]["cat_shore"],
                               (lambda k: k in fresh) if fresh else None)

    # ------------------------------------------------------------- actions
    def legal_actions(self, state) -> list:
        ph = state["phase"]
        if ph == "over" or state["to_move"] is None:
            return []
        seat = state["to_move"]
        if ph == "keep":
            return [{"t": "keep", "card": c} for c in state["dealt"][seat]]
        if ph == "take":
            b = state["board"]
            return [{"t": "take", "a": i, "b": j} for i, j in PAIRS if b[i] is not None and b[j] is not None]
        if ph == "place":
            acts = []
            cells_of = {tid: self.legal_cells(state, seat, tid) for tid in state["hand"]}
            # a tile that fits nowhere is discarded only once no other tile in hand can be placed: placing the
            # other first may open a space for it (a frog beside the koi still to come)
            stuck = not any(cells_of.values())
            for tid in state["hand"]:
                cells = cells_of[tid]
                if not cells and stuck:
                    acts.append({"t": "discard", "tile": tid})
                for ck in cells:
                    x, y = parse_pos(ck)
                    acts.append({"t": "place", "tile": tid, "x": x, "y": y})
            return acts
        if ph == "rival_pick":
            return [{"t": "rival_type", "type": list(ty)} for ty in state["rival_pending"]["types"]]
        return []

    def why_illegal(self, state, action, lang="en") -> str:
        return TEXT(lang, self._why(state, action))

    def _why(self, state, action) -> str:
        """The key (in ``text.TEXT``) of the rule that forbids ``action``."""
        if self.is_over(state):
            return "no_more"
        ph = state["phase"]
        t = action.get("t") if isinstance(action, dict) else None
        if ph == "keep":
            return "keep_first" if t != "keep" else "keep_own"
        if ph == "rival_pick":
            return "rival_pick"
        if ph == "take":
            if t != "take":
                return "take_first"
            a, b = action.get("a"), action.get("b")
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < D.SPACES and 0 <= b < D.SPACES):
                return "take_spaces"
            if not D.adjacent(a, b):
                return "take_adjacent"
            if a > b:
                return "take_order"
            return "take_empty"
        if ph == "place":
            if t not in ("place", "discard"):
                return "place_first"
            tid = action.get("tile")
            if tid not in state["hand"]:
                return "place_own"
            seat = state["to_move"]
            if t == "discard":
                if not self.legal_cells(state, seat, tid):
                    return "discard_later"
                return "discard_only"
            P = state["ponds"][seat]
            x, y = action.get("x"), action.get("y")
            if not isinstance(x, int) or not isinstance(y, int):
                return "place_cell"
            ck = f"{x},{y}"
            if not P:
                return "place_start"
            if ck in P:
                return "place_taken"
            if not any(f"{x + dx},{y + dy}" in P for dx, dy in ORTHO):
                if len(P) == 1 and state["turns"][seat] == 0 and not state["options"]["sundials"]:
                    return "place_pair"
                return "place_touch"
            return self._cell_problem(state, P, x, y, tid, self._fresh(state)) or "place_other"
        return "no_more"

    def step(self, state, action, rng):
        t = action["t"]
        seat = state["to_move"]
        if t == "keep":
            dealt = state["dealt"][seat]
            state["objectives"][seat] = action["card"]
            other = [c for c in dealt if c != action["card"]]
            state["obj_deck"].extend(other)
            rng.shuffle(state["obj_deck"])
            state["dealt"][seat] = []
            n = len(state["players"])
            nxt = (seat + 1) % n
            if nxt == state["first"]:
                state["phase"] = "take"
            state["to_move"] = nxt
        elif t == "take":
            board = state["board"]
            state["hand"] = D.take(board, action["a"], action["b"])
            if board[CK] is None:
                if state["koi_deck"]:
                    board[CK] = state["koi_deck"].pop()
                else:
                    state["ending"] = True
            if board[CF] is None:
                if state["feat_deck"]:
                    board[CF] = state["feat_deck"].pop()
                else:
                    state["ending"] = True
            state["phase"] = "place"
        elif t in ("place", "discard"):
            tid = action["tile"]
            state["hand"].remove(tid)
            if t == "place":
                ck = f"{action['x']},{action['y']}"
                state["ponds"][seat][ck] = tid
                if T.TILES[tid]["kind"] == "heron":
                    state["herons_new"].append(ck)
            else:
                state["discarded"].append(tid)
            if not state["hand"]:
                self._end_turn(state)
        elif t == "rival_type":
            state["rival_pending"], pending = None, state["rival_pending"]
            self._rival_take_type(state, tuple(action["type"]), pending["revealed"])
            self._after_rival(state)

    def _end_turn(self, state):
        seat = state["to_move"]
        n = len(state["players"])
        state["herons_new"] = []
        state["turns"][seat] += 1
        if n == 1:
            if state["ending"]:
                return self._finish(state)
            self._rival_phase(state)
            return
        nxt = (seat + 1) % n
        if state["ending"] and nxt == state["first"]:
            return self._finish(state)
        state["to_move"] = nxt
        state["phase"] = "take"
        if not self.legal_actions(state):
            self._finish(state)

    def _finish(self, state):
        state["phase"] = "over"
        state["to_move"] = None

    # ---------------------------------------------------------------- solo
    def _rival_phase(self, state):
        if not state["koi_deck"]:
            return self._finish(state)
        top = state["koi_deck"].pop()
        state["rival_pile"].append(top)
        state["rival_last"] = {"revealed": [top], "taken": []}
        board = state["board"]
        if T.is_blue(top):
            counts = {}
            for i in range(D.SPACES):
                tid = board[i]
                if tid is not None and T.is_koi(tid) and not T.is_blue(tid):
                    ty = T.koi_type(tid)
                    counts[ty] = counts.get(ty, 0) + 1
            if counts:
                best = max(counts.values())
                cands = sorted(ty for ty, v in counts.items() if v == best)
                solids = [ty for ty in cands if len(ty) == 1]
                if solids:
                    cands = solids
                if len(cands) > 1:
                    state["rival_pending"] = {"revealed": top, "types": [list(c) for c in cands]}
                    state["phase"] = "rival_pick"
                    return
                self._rival_take_type(state, cands[0], top)
            else:
                self._rival_features(state)
        else:
            if not self._rival_take_type(state, T.koi_type(top), top):
                self._rival_features(state)
        self._after_rival(state)

    def _rival_take_type(self, state, ty, revealed):
        board = state["board"]
        slots = [i for i in range(D.SPACES) if board[i] is not None and T.is_koi(board[i])
                 and not T.is_blue(board[i]) and T.koi_type(board[i]) == ty]
        self._rival_collect(state, slots)
        return bool(slots)

    def _rival_features(self, state):
        if not state["feat_deck"]:
            state["ending"] = True
            return
        top = state["feat_deck"].pop()
        state["rival_pile"].append(top)
        state["rival_last"]["revealed"].append(top)
        tt = T.TILES[top]
        board = state["board"]
        slots = [i for i in range(D.SPACES) if board[i] is not None and T.TILES[board[i]]["kind"] == tt["kind"]
                 and T.TILES[board[i]]["colours"] == tt["colours"]]
        self._rival_collect(state, slots)

    def _rival_collect(self, state, slots):
        board = state["board"]
        for i in slots:
            state["rival_pile"].append(board[i])
            state["rival_last"]["taken"].append(board[i])
            board[i] = None
        for i in slots:                 # refill in place
            deck = state["koi_deck"] if D.slot_is_koi(i) else state["feat_deck"]
            if deck:
                board[i] = deck.pop()
            else:
                state["ending"] = True

    def _after_rival(self, state):
        if state["ending"] or not state["koi_deck"]:
            return self._finish(state)
        state["phase"] = "take"
        state["to_move"] = 0
        if not self.legal_actions(state):
            self._finish(state)

    # ------------------------------------------------------------- scoring
    def score_ctx(self, state, seat) -> dict:
        return score_ctx(state, seat)

    def scores(self, state) -> list:
        return [pond_total(state["ponds"][s], self.score_ctx(state, s)) for s in range(len(state["players"]))]

    def breakdown(self, state, seat) -> dict:
        return score_pond(state["ponds"][seat], self.score_ctx(state, seat))

    def rival_scores(self, state) -> dict:
        return rival_scores(state["rival_pile"], state["options"]["sundials"])

    def coins(self, state, seat) -> int:
        return sum(T.TILES[t]["coins"] for t in state["ponds"][seat].values())

    def winners(self, state) -> list:
        if not self.is_over(state):
            return []
        sc = self.scores(state)
        if len(sc) == 1:
            rival = self.rival_scores(state)[state["options"]["solo_rival"]]
            return [0] if sc[0] > rival else []
        best = max(sc)
        tied = [i for i, s in enumerate(sc) if s == best]
        if len(tied) > 1 and state["options"]["tie_break"] == "coins":
            mc = max(self.coins(state, i) for i in tied)
            tied = [i for i in tied if self.coins(state, i) == mc]
        return tied

    # ----------------------------------------------------------- invariants
    def check_invariants(self, state):
        n = len(state["players"])
        o = state["options"]
        koi = self.koi_in_play(n, o)
        feats = T.feature_ids(self.kinds_in_play(o))
        where = list(state["koi_deck"]) + list(state["feat_deck"]) + list(state["removed"])
        where += [t for t in state["board"] if t is not None]
        where += list(state["hand"]) + list(state["rival_pile"]) + list(state["discarded"])
        for P in state["ponds"]:
            where += [t for t in P.values() if T.TILES.get(t, {}).get("kind") != "sundial"]
        if sorted(where) != sorted(koi + feats):
            raise BadState("kohaku: every koi and feature tile must be in exactly one place")

    # ---------------------------------------------------------------- views
    def view(self, state, seat) -> dict:
        over = state["phase"] == "over"
        n = len(state["players"])
        v = {k: clone(state[k]) for k in ("game", "players", "options", "to_move", "phase", "board", "ponds",
                                          "hand", "herons_new", "turns", "first", "ending", "discarded",
                                          "compass", "rival_pile", "rival_last", "rival_pending")}
        v["seat"] = seat
        v["koi_left"] = len(state["koi_deck"])
        v["feat_left"] = len(state["feat_deck"])
        v["removed_count"] = len(state["removed"])
        v["n_actions"] = len(state["actions"])
        v["objectives"] = [state["objectives"][s] if (over or s == seat) else
                           ("hidden" if state["objectives"][s] else None) for s in range(n)]
        v["dealt"] = [list(state["dealt"][s]) if s == seat else len(state["dealt"][s]) for s in range(n)]
        v["obj_deck_count"] = len(state["obj_deck"])
        v["blocked"] = [[list(e) for e in self.blocked_edges(state, s)] for s in range(n)]
        return v

    def plant_secret(self, state, token):
        s2 = clone(state)
        if s2["koi_deck"]:
            s2["koi_deck"][0] = token
            return s2, []
        if s2["feat_deck"]:
            s2["feat_deck"][0] = token
            return s2, []
        for i, o in enumerate(s2["objectives"]):
            if o and s2["phase"] != "over":
                s2["objectives"][i] = token
                return s2, [i]
        return None

    def determinize(self, view, seat, rng) -> dict:
        n = len(view["players"])
        o = view["options"]
        st = {"schema": self.schema, "game": self.name, "players": clone(view["players"]), "seed": 0,
              "options": clone(o), "rng": rng.next64(), "actions": [], "to_move": view["to_move"]}
        for k in ("phase", "board", "ponds", "hand", "herons_new", "turns", "first", "ending", "discarded",
                  "compass", "rival_pile", "rival_last", "rival_pending"):
            st[k] = clone(view[k])
        seen = set(t for t in view["board"] if t) | set(view["hand"]) | set(view["rival_pile"]) | set(
            view["discarded"])
        for P in view["ponds"]:
            seen.update(P.values())
        koi = [t for t in self.koi_in_play(n, o) if t not in seen]
        rng.shuffle(koi)
        st["koi_deck"] = koi[:view["koi_left"]]
        st["removed"] = koi[view["koi_left"]:]
        feats = [t for t in T.feature_ids(self.kinds_in_play(o)) if t not in seen]
        rng.shuffle(feats)
        st["feat_deck"] = feats
        st["compass_deck"], st["compass_out"] = [], []
        # hidden objectives: keep what we know, sample the others from the valid cards
        kinds = self.kinds_in_play(o)
        objs = list(view["objectives"])
        dealt = [list(d) if isinstance(d, list) else [] for d in view["dealt"]]
        known = set(c for c in objs if c and c != "hidden") | set(c for d in dealt for c in d)
        pool = [c for c in data.OBJECTIVE_IDS if c not in known and self.objective_valid(c, kinds, n)]
        rng.shuffle(pool)
        for s in range(n):
            if objs[s] == "hidden":
                objs[s] = pool.pop()
            if isinstance(view["dealt"][s], int) and view["dealt"][s]:
                dealt[s] = [pool.pop() for _ in range(view["dealt"][s])]
        st["objectives"] = objs
        st["dealt"] = dealt
        st["obj_deck"] = pool
        st["obj_out"] = []
        return st

    # ------------------------------------------------------------------ log
    def reveals(self, before, action, after) -> bool:
        if action.get("t") in ("take", "keep", "rival_type"):
            return True
        return len(after["rival_pile"]) != len(before["rival_pile"])

    def log_line(self, before, action, lang="en") -> str:
        who = before["players"][before["to_move"]]["name"]
        return address(self._log_line(before, action, lang), who, lang, TEXT)

    def _log_line(self, before, action, lang):
        seat = before["to_move"]
        who = before["players"][seat]["name"]
        t = action.get("t")
        if t == "take":
            a, b = before["board"][action["a"]], before["board"][action["b"]]
            return TEXT(lang, "log_take", name=who, a=tile_label(a, lang), b=tile_label(b, lang))
        if t == "place":
            return TEXT(lang, "log_place", name=who, tile=tile_label(action["tile"], lang),
                        where=beside(before["ponds"][seat], action["x"], action["y"], lang))
        if t == "discard":
            return TEXT(lang, "log_discard", name=who, tile=tile_label(action["tile"], lang))
        if t == "keep":
            return TEXT(lang, "log_keep", name=who)
        if t == "rival_type":
            return TEXT(lang, "log_rival_type", type=colour_list(action["type"], lang))
        return f"{who}: {action}"

    # ------------------------------------------------------- what a move did
    def changes(self, before, action, after, seat) -> list:
        """The pieces an action touched, as the view's ``data-piece`` ids: central pond spaces ``board:<i>``
        (taken, slid into, refilled, taken by the rivals), the drafted tiles ``hand:<i>``, pond cells
        ``pond:<seat>:<x>,<y>``, a player's tab ``tab:<seat>`` (their pond and hidden objective) and the rivals'
        pile ``rivals``.  Nothing here names a hidden tile: spaces and cells are places."""
        t = action.get("t")
        mover = before["to_move"]
        rivals = len(after["rival_pile"]) != len(before["rival_pile"])
        out = []
        if t in ("take", "rival_type") or rivals:
            out += [f"board:{i}" for i in range(D.SPACES) if before["board"][i] != after["board"][i]]
        if t == "take":
            out += [f"hand:{i}" for i in range(len(after["hand"]))]
        elif t == "place":
            out += [f"pond:{mover}:{action['x']},{action['y']}", f"tab:{mover}"]
        elif t in ("discard", "keep"):
            out.append(f"tab:{mover}")
        if rivals:
            out.append("rivals")
        return out

    def pause_after(self, before, action, after) -> bool:
        """The solo rivals' phase: what they revealed and took must be seen before the next turn."""
        return len(after["rival_pile"]) != len(before["rival_pile"])

    def _visible_total(self, state, seat) -> int:
        """A seat's score without its hidden objective (what every player may know during the game)."""
        ctx = score_ctx(state, seat)
        ctx.pop("objective", None)
        return pond_total(state["ponds"][seat], ctx)

    def turn_summary(self, steps, seat, lang="en") -> str:
        """"Computer took red koi and Turtle, placed them and scored 6. The rivals revealed …"."""
        if not steps:
            return ""
        first = steps[0][0]
        mover = first["to_move"]
        name = first["players"][mover]["name"]
        clauses, placed, dropped, rival_after, chose = [], [], [], None, None
        for b, a, af in steps:
            t = a.get("t")
            if t == "keep":
                clauses.append(TEXT(lang, "sum_keep", name=name))
            elif t == "take":
                clauses.append(TEXT(lang, "sum_take", name=name, a=tile_label(b["board"][a["a"]], lang),
                                    b=tile_label(b["board"][a["b"]], lang)))
            elif t == "place":
                placed.append(a["tile"])
            elif t == "discard":
                dropped.append(a["tile"])
            elif t == "rival_type":
                chose = colour_list(a["type"], lang)
            if len(af["rival_pile"]) != len(b["rival_pile"]):
                rival_after = af
        if len(placed) == 2:
            clauses.append(TEXT(lang, "sum_placed_both"))
        else:
            clauses += [TEXT(lang, "sum_placed", tile=tile_label(t, lang)) for t in placed]
        clauses += [TEXT(lang, "sum_discarded", tile=tile_label(t, lang)) for t in dropped]
        if placed:
            gain = self._visible_total(steps[-1][2], mover) - self._visible_total(first, mover)
            clauses.append(TEXT(lang, "sum_scored")[plural_category(abs(gain), lang)].format(n=gain))
        if chose is not None:
            clauses.append(TEXT(lang, "sum_chose", name=name, type=chose))
        if clauses and not clauses[0].startswith(name):
            clauses[0] = TEXT(lang, "sum_who", name=name, what=clauses[0])
        text = join(clauses, lang)
        if rival_after is not None:
            last = rival_after["rival_last"]
            rev = join([tile_label(t, lang) for t in last["revealed"]], lang)
            took = len(last["taken"])
            rivals = TEXT(lang, "sum_rivals", rev=rev, n=took) if took else TEXT(lang, "sum_rivals_none", rev=rev)
            return address(text, name, lang, TEXT) + " " + rivals
        return address(text, name, lang, TEXT)

    def result_lines(self, state, lang="en") -> list:
        """A line per seat: the total and what it is made of; solo: against the chosen rival."""
        n = len(state["players"])
        names = [p["name"] for p in state["players"]]
        bds = [self.breakdown(state, s) for s in range(n)]
        if n == 1:
            rs = self.rival_scores(state)
            r = state["options"]["solo_rival"]
            key = "result_solo_win" if self.winners(state) else "result_solo_lose"
            return [TEXT(lang, key, name=names[0], total=bds[0]["total"], rival=NAMES(lang, "rival")[r], r=rs[r])]
        wins = self.winners(state)
        best = max(b["total"] for b in bds)
        tied = sum(1 for b in bds if b["total"] == best) > 1
        out = []
        for s, b in enumerate(bds):
            parts = [TEXT(lang, "result_features", n=b["features"]), TEXT(lang, "result_coins", n=b["coins"]["points"])]
            if b["compass"]:
                parts.append(TEXT(lang, "result_compass", n=sum(e["points"] for e in b["compass"])))
            if b["objective"]:
                parts.append(TEXT(lang, "result_objective", card=NAMES(lang, "objective")[b["objective"]["card"]][0],
                                  n=b["objective"]["points"]))
            line = TEXT(lang, "result", name=names[s], total=b["total"], parts=", ".join(parts))
            if tied and s in wins:
                line += TEXT(lang, "result_tie_shared") if len(wins) > 1 else \
                    TEXT(lang, "result_tie_coins", n=b["coins"]["count"])
            out.append(line)
        return out




GAME = Kohaku()
