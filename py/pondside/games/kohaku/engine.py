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
    discarded    drafted tiles that had no legal cell (digest §14.21)
"""
from __future__ import annotations

from pondside.core import Game, IllegalAction, Option, Rng, clone
from . import INFO

from . import data
from . import tiles as T
from .scoring import ORTHO, parse_pos, pond_total, score_pond
from .texts import COLOUR, DIRECTION, KIND, KIND_PLURAL, OBJECTIVE, RIVAL, tile_label

CK, CF = data.CENTRE_KOI, data.CENTRE_FEATURE
SHORE = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def _slot_is_koi(i):
    return (i // 4 + i % 4) % 2 == 0


def _adjacent_slots(i, j):
    ri, ci, rj, cj = i // 4, i % 4, j // 4, j % 4
    return abs(ri - rj) + abs(ci - cj) == 1


PAIRS = [(i, j) for i in range(12) for j in range(i + 1, 12) if _adjacent_slots(i, j)]


def _L(d, lang):
    return d.get(lang) or d["en"]


def _opt(key, default, choices, en, de, hen="", hde="", assumed=False, names=None, **kw):
    return Option(key, default, choices, label={"en": en, "de": de}, help={"en": hen, "de": hde},
                  choice_labels=names, assumed=assumed, **kw)


_SET_NAMES = {k: {"en": KIND_PLURAL["en"][k], "de": KIND_PLURAL["de"][k]} for k in T.ALL_SETS}
_DIR_NAMES = {d: {"en": DIRECTION["en"][d], "de": DIRECTION["de"][d]} for d in ("N", "E", "S", "W")}


OPTIONS = [
    _opt("sundials", False, None, "Module 1: Sundials", "Modul 1: Sonnenuhren",
         "Each pond starts from a sundial; four compass cards award bonus points by direction.",
         "Jeder Teich beginnt mit einer Sonnenuhr; vier Kompasskarten geben Bonuspunkte je Richtung."),
    _opt("objectives", False, None, "Module 2: Hidden objectives", "Modul 2: Geheime Ziele",
         "Each player keeps one of two secret objective cards (not in solo).",
         "Jeder behält eine von zwei geheimen Zielkarten (nicht solo)."),
    _opt("blue_koi", False, None, "Module 3: Blue koi", "Modul 3: Blaue Koi",
         "Four wild blue koi join the koi deck.", "Vier blaue Joker-Koi kommen in den Koi-Stapel."),
    _opt("new_features", False, None, "Module 4: New feature tiles", "Modul 4: Neue Merkmale",
         "The 24 single flowers plus the six feature sets chosen below.",
         "Die 24 Einzelblumen plus die sechs unten gewählten Merkmalssätze."),
    _opt("feature_sets", list(T.EXPANSION_SETS), T.ALL_SETS, "Feature sets (Module 4, choose 6)",
         "Merkmalssätze (Modul 4, wähle 6)", "Exactly six sets besides the 24 single flowers.",
         "Genau sechs Sätze neben den 24 Einzelblumen.", kind="list", names=_SET_NAMES),
    _opt("solo_rival", "medium", ["easy", "medium", "hard"], "Solo rival", "Solo-Rivale",
         "The rival keeper whose score you must beat.", "Der Rivale, dessen Punkte du übertreffen musst.",
         names={r: {"en": RIVAL["en"][r], "de": RIVAL["de"][r]} for r in ("easy", "medium", "hard")}),
    _opt("first_player", "random", ["random", "seat1"], "First player", "Startspieler",
         "Base rule unknown: random, or the first seat.", "Grundregel unbekannt: zufällig oder Platz 1.",
         assumed=True, names={"random": {"en": "random", "de": "zufällig"}, "seat1": {"en": "seat 1", "de": "Platz 1"}}),
    _opt("cat_shore", "N", ["N", "E", "S", "W"], "Cat shoreline edge", "Uferkante der Katze",
         "The edge of a cat that no koi may touch (text: 'rocks and grass'; read as the top edge).",
         "Die Kante der Katze, die kein Koi berühren darf (oben angenommen).", assumed=True, names=_DIR_NAMES),
    _opt("heron_same_turn", True, None, "Heron allows this turn's koi", "Reiher erlaubt Koi im selben Zug",
         "Herons block koi only on future turns: the koi drafted with the heron may still go next to it.",
         "Reiher sperren erst ab dem nächsten Zug: der mitgenommene Koi darf noch daneben.", assumed=True),
    _opt("butterfly_blocked", False, None, "Butterflies blocked by gaps", "Schmetterlinge durch Lücken blockiert",
         "Off: a butterfly counts every koi in its row and column.",
         "Aus: ein Schmetterling zählt jeden Koi in Reihe und Spalte.", assumed=True),
    _opt("dual_flower_bonus", False, None, "Dual flower 12-point bonus", "Doppelblume 12-Punkte-Bonus",
         "Off: dual flowers have no four-side bonus.", "Aus: Doppelblumen haben keinen Vier-Seiten-Bonus.",
         assumed=True),
    _opt("tie_break", "coins", ["coins", "shared"], "Tie-break", "Gleichstand",
         "Most coins wins a tie (copied from the Big Pond rule), else shared.",
         "Bei Gleichstand gewinnen die meisten Münzen (aus der Big-Pond-Regel), sonst geteilt.",
         assumed=True, names={"coins": {"en": "most coins", "de": "meiste Münzen"},
                              "shared": {"en": "shared", "de": "geteilt"}}),
]


class Kohaku(Game):
    info = INFO
    schema = 1
    options_spec = OPTIONS
    presets = {
        "classic": {},
        "all_modules": {"sundials": True, "objectives": True, "blue_koi": True, "new_features": True,
                        "feature_sets": ["butterfly", "statue", "bamboo", "cat", "heron", "duck"]},
        "solo": {"sundials": True, "blue_koi": True, "new_features": True, "solo_rival": "hard"},
    }

    # ------------------------------------------------------------- set-up
    def kinds_in_play(self, options) -> list:
        if options["new_features"]:
            return ["single_flower"] + list(options["feature_sets"])
        return ["single_flower"] + list(T.BASE_SETS)

    def koi_in_play(self, n, options) -> list:
        ids = T.koi_deck(n)
        if options["blue_koi"]:
            ids = ids + T.BLUE_KOI_IDS
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
            if len(fs) != 6 or len(set(fs)) != 6:
                raise ValueError("Module 4 (set-up): choose exactly six different feature sets")
        kinds = self.kinds_in_play(o)
        koi = rng.shuffle(list(T.koi_deck(n)))
        removals = data.RANDOM_REMOVALS[n] + (data.BLUE_EXTRA_REMOVALS[n] if o["blue_koi"] else 0)
        removed = koi[:removals]
        koi = koi[removals:]
        if o["blue_koi"]:
            koi = rng.shuffle(koi + T.BLUE_KOI_IDS)
        feats = rng.shuffle(T.feature_ids(kinds))
        board = [None] * 12
        for i in range(12):          # fill from the top-left along each row
            board[i] = (koi if _slot_is_koi(i) else feats).pop()
        state.update({
            "phase": "take", "board": board, "koi_deck": koi, "feat_deck": feats, "removed": removed,
            "ponds": [{} for _ in range(n)], "hand": [], "herons_new": [], "turns": [0] * n,
            "ending": False, "discarded": [], "compass": None, "compass_deck": [], "compass_out": [],
            "objectives": [None] * n, "dealt": [[] for _ in range(n)], "obj_deck": [], "obj_out": [],
            "rival_pile": [], "rival_last": None, "rival_pending": None,
        })
        if o["sundials"]:
            for i in range(n):
                state["ponds"][i]["0,0"] = T.SUNDIAL_IDS[i]
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

    # ---------------------------------------------------------- placement
    def legal_cells(self, state, seat, tid) -> list:
        P = state["ponds"][seat]
        if not P:
            return ["0,0"]
        o = state["options"]
        koi = T.TILES[tid]["type"] == "koi"
        shore = SHORE[o["cat_shore"]]
        herons_new = set(state["herons_new"]) if o["heron_same_turn"] else set()
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
                if self._cell_problem(P, c, tid, koi, shore, herons_new) is None:
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
                o = state["options"]
                herons_new = set(state["herons_new"]) if o["heron_same_turn"] else set()
                ok = self._cell_problem(P, (x, y), tid, T.TILES[tid]["type"] == "koi", SHORE[o["cat_shore"]],
                                        herons_new) is None
            if not ok:
                raise IllegalAction(self.why_illegal(state, action))
            return
        super().check_action(state, action)

    def _cell_problem(self, P, c, tid, koi, shore, herons_new):
        """None if ``tid`` may go to cell ``c`` (assumed empty and touching the pond), else the rule broken."""
        x, y = c
        for dx, dy in ORTHO:
            nb = P.get(f"{x + dx},{y + dy}")
            if nb is None:
                continue
            nt = T.TILES[nb]
            if koi:
                if nt["type"] == "koi":
                    return "Checkerboard (§2): a koi may not touch another koi"
                if nt["kind"] == "heron" and f"{x + dx},{y + dy}" not in herons_new:
                    return "Heron (§8): no koi may be placed next to a heron on later turns"
                if nt["kind"] == "cat" and (dx, dy) == (-shore[0], -shore[1]):
                    return "Cat shoreline (§8): no koi may be placed on a cat's shore edge"
            elif nt["type"] == "feature":
                return "Checkerboard (§2): a feature may not touch another feature"
        if not koi and T.TILES[tid]["kind"] == "cat":
            nb = P.get(f"{x + shore[0]},{y + shore[1]}")
            if nb is not None and T.TILES[nb]["type"] == "koi":
                return "Cat shoreline (§8): a cat may not be placed with a koi on its shore edge"
        return None

    def blocked_edges(self, state, seat) -> list:
        """Edges closed by cats and herons: [("x,y", dir)], for the view's block tiles."""
        P = state["ponds"][seat]
        o = state["options"]
        out = []
        names = {(0, -1): "N", (1, 0): "E", (0, 1): "S", (-1, 0): "W"}
        for key, tid in P.items():
            k = T.TILES[tid]["kind"]
            if k == "cat":
                x, y = parse_pos(key)
                s = SHORE[o["cat_shore"]]
                if f"{x + s[0]},{y + s[1]}" not in P:
                    out.append((key, o["cat_shore"]))
            elif k == "heron" and key not in state["herons_new"]:
                x, y = parse_pos(key)
                for d, nm in names.items():
                    if f"{x + d[0]},{y + d[1]}" not in P:
                        out.append((key, nm))
        return out

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
            for tid in state["hand"]:
                cells = self.legal_cells(state, seat, tid)
                if not cells:
                    acts.append({"t": "discard", "tile": tid})
                for ck in cells:
                    x, y = parse_pos(ck)
                    acts.append({"t": "place", "tile": tid, "x": x, "y": y})
            return acts
        if ph == "rival_pick":
            return [{"t": "rival_type", "type": list(ty)} for ty in state["rival_pending"]["types"]]
        return []

    def why_illegal(self, state, action) -> str:
        if self.is_over(state):
            return "Game over (§4.4): no more actions can be taken"
        ph = state["phase"]
        t = action.get("t") if isinstance(action, dict) else None
        if ph == "keep":
            if t != "keep":
                return "Hidden objectives (Module 2): first keep one of your two dealt objective cards"
            return "Hidden objectives (Module 2): you may only keep one of the two cards dealt to you"
        if ph == "rival_pick":
            return "Solo rivals (Solo update): choose which tied koi type the rivals take"
        if ph == "take":
            if t != "take":
                return "Select (§4.1): first take two adjacent tiles from the central pond"
            a, b = action.get("a"), action.get("b")
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < 12 and 0 <= b < 12):
                return "Select (§4.1): the central pond has spaces 0–11"
            if not _adjacent_slots(a, b):
                return "Select (§4.1): the two tiles must be orthogonally adjacent"
            if a > b:
                return "Select (§4.1): name the lower space first (a < b)"
            return "Select (§4.1): one of those spaces is empty"
        if ph == "place":
            if t not in ("place", "discard"):
                return "Place (§4.3): place your two drafted tiles first"
            tid = action.get("tile")
            if tid not in state["hand"]:
                return "Place (§4.3): that tile is not one of the tiles you drafted this turn"
            seat = state["to_move"]
            if t == "discard":
                return "Place (§4.3, §14.21): a tile may only be discarded when it has no legal cell"
            P = state["ponds"][seat]
            x, y = action.get("x"), action.get("y")
            if not isinstance(x, int) or not isinstance(y, int):
                return "Place (§4.3): a cell needs whole-number x and y"
            ck = f"{x},{y}"
            if not P:
                return "Place (§4.3): the first tile of a pond goes to cell 0,0"
            if ck in P:
                return "Place (§2): tiles can never be stacked, moved or removed; that cell is taken"
            if not any(f"{x + dx},{y + dy}" in P for dx, dy in ORTHO):
                if len(P) == 1 and state["turns"][seat] == 0 and not state["options"]["sundials"]:
                    return "Place (§4.3): on your first turn the two tiles must be orthogonally adjacent"
                return "Place (§4.3): a tile must be orthogonally adjacent to a tile already in your pond"
            o = state["options"]
            herons_new = set(state["herons_new"]) if o["heron_same_turn"] else set()
            prob = self._cell_problem(P, (x, y), tid, T.TILES[tid]["type"] == "koi", SHORE[o["cat_shore"]],
                                      herons_new)
            return prob or "Place (§4.3): not a legal cell"
        return super().why_illegal(state, action)

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
            a, b = action["a"], action["b"]
            board = state["board"]
            ks, fs = (a, b) if _slot_is_koi(a) else (b, a)
            state["hand"] = [board[ks], board[fs]]
            board[ks] = board[fs] = None
            if ks != CK:
                board[ks], board[CK] = board[CK], None
            if fs != CF:
                board[fs], board[CF] = board[CF], None
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
            for i in range(12):
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
        slots = [i for i in range(12) if board[i] is not None and T.is_koi(board[i])
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
        slots = [i for i in range(12) if board[i] is not None and T.TILES[board[i]]["kind"] == tt["kind"]
                 and T.TILES[board[i]]["colours"] == tt["colours"]]
        self._rival_collect(state, slots)

    def _rival_collect(self, state, slots):
        board = state["board"]
        for i in slots:
            state["rival_pile"].append(board[i])
            state["rival_last"]["taken"].append(board[i])
            board[i] = None
        for i in slots:                 # refill in place
            deck = state["koi_deck"] if _slot_is_koi(i) else state["feat_deck"]
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
    def score_ctx(self, state, seat, objectives=None) -> dict:
        n = len(state["players"])
        o = state["options"]
        ctx = {"rules": {"butterfly_blocked": o["butterfly_blocked"], "dual_flower_bonus": o["dual_flower_bonus"]}}
        if n > 1:
            ctx["ducks_total"] = sum(1 for P in state["ponds"] for t in P.values() if T.TILES[t]["kind"] == "duck")
            ctx["left_pond"] = state["ponds"][(seat + 1) % n]
        if state.get("compass"):
            ctx["compass"] = state["compass"]
        objs = state["objectives"] if objectives is None else objectives
        if objs[seat]:
            ctx["objective"] = objs[seat]
        return ctx

    def scores(self, state) -> list:
        return [pond_total(state["ponds"][s], self.score_ctx(state, s)) for s in range(len(state["players"]))]

    def breakdown(self, state, seat) -> dict:
        return score_pond(state["ponds"][seat], self.score_ctx(state, seat))

    def rival_scores(self, state) -> dict:
        from .position import rival_scores
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
        from pondside.core import BadState
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
        seat = before["to_move"]
        who = before["players"][seat]["name"]
        t = action.get("t")
        de = lang == "de"
        if t == "take":
            a, b = before["board"][action["a"]], before["board"][action["b"]]
            return (f"{who} nimmt {tile_label(a, lang)} + {tile_label(b, lang)}" if de
                    else f"{who} takes {tile_label(a, lang)} + {tile_label(b, lang)}")
        if t == "place":
            return (f"{who} legt {tile_label(action['tile'], lang)} auf {action['x']},{action['y']}" if de
                    else f"{who} places {tile_label(action['tile'], lang)} at {action['x']},{action['y']}")
        if t == "discard":
            return (f"{who} muss {tile_label(action['tile'], lang)} abwerfen (kein Feld frei)" if de
                    else f"{who} discards {tile_label(action['tile'], lang)} (no legal cell)")
        if t == "keep":
            return f"{who} behält ein geheimes Ziel" if de else f"{who} keeps a hidden objective"
        if t == "rival_type":
            cl = "/".join(COLOUR["de" if de else "en"][c] for c in action["type"])
            return f"Die Rivalen nehmen {cl}" if de else f"The rivals take {cl} koi"
        return f"{who}: {action}"


def objective_name(card, lang):
    return _L(OBJECTIVE, lang)[card][0]


def kind_name(k, lang):
    return _L(KIND, lang)[k]


GAME = Kohaku()
