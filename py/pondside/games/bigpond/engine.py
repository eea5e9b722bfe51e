"""Kōhaku: The Big Pond — the competitive shared-pond mode (digest §9).

State (beside the common keys of ``pondside.core``)::

    colours       [colour per seat]                 player colours (koi colours)
    ring          [tile id | None] * S              the draft ring, clockwise, slot 0 = upper-left koi space
    ring_coins    [int] * S                         coins paid onto skipped tiles (§9.3 step 1)
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
    discarded     [tile id]                         drafted tiles with no legal cell (§14.21)
    scored_now    int                               claims scored this turn
    turn          int                               turns completed so far (game-wide)
    turns         [int]                             turns completed per seat
    end_triggered bool                              a refill failed (§9.4)
    last          {...} | None                      the last pick (for the view and the log)

Actions::

    {"t": "pick", "slot": s}                 take the tile in slot s and the next tile after it
    {"t": "place", "tile": id, "at": [x, y]} put one drafted tile into the pond
    {"t": "discard", "tile": id}             only when no drafted tile has a legal cell
    {"t": "score", "at": [x, y]}             score one of your marked features now
    {"t": "end"}                             end your turn
"""
from __future__ import annotations

from ...core import BadState, Game, IllegalAction, Option, Rng, clone
from . import INFO
from ..kohaku import tiles as T
from ..kohaku.texts import COLOUR, tile_label
from . import claims as C
from . import pond as PD
from . import ring as R
from .data import DATA

TILES = T.TILES


def kind_of(tid):
    return TILES[tid]["kind"]


def is_koi(tid) -> bool:
    return TILES[tid]["type"] == "koi"


def koi_deck_ids() -> list:
    """The 40-tile Big Pond koi deck (§9.2 step 3)."""
    no_stones = [t for t in T.TWO_TONE_KOI_IDS if TILES[t]["stones"] == 0]
    four = [t for t in T.TWO_TONE_KOI_IDS if TILES[t]["stones"] == 4]
    return no_stones + four + list(T.BLUE_KOI_IDS)


def feature_deck_ids(sets) -> list:
    """16 single flowers (4 per colour) + the chosen feature sets (§9.2 step 4)."""
    per = DATA["single_flowers_per_colour"]
    singles = [f"F-SF-{T.LETTER[c]}-{n}" for c in T.COLOURS for n in range(1, per + 1)]
    return singles + T.feature_ids(sets)


def _L(en, de):
    return {"en": en, "de": de}


OPTIONS = [
    Option("feature_sets", ["dual_flower", "butterfly", "rock", "statue"], T.ALL_SETS,
           kind="list",
           label=_L("Feature sets (choose 4)", "Merkmal-Sätze (4 wählen)"),
           help=_L("The four feature sets shuffled in with the 16 single flowers (§9.2).",
                   "Die vier Merkmal-Sätze, die mit den 16 einfarbigen Blumen gemischt werden (§9.2).")),
    Option("token_space", "empty", ["empty", "filled"], assumed=True,
           label=_L("Draft token's space", "Feld des Auswahlsteins"),
           help=_L("empty: the token stands on an empty space and the refill fills every other space "
                   "(a refill can then bring two koi or two features, as the rulebook says); "
                   "filled: the digest's model, the token's space is refilled too.",
                   "leer: der Stein steht auf einem leeren Feld, aufgefüllt werden alle anderen Felder "
                   "(so kann ein Auffüllen zwei Koi oder zwei Merkmale bringen, wie die Regel sagt); "
                   "belegt: das Modell der Zusammenfassung, auch das Feld des Steins wird aufgefüllt.")),
    Option("ring_slots", DATA["ring_slots_default"], DATA["ring_slots_choices"], assumed=True,
           label=_L("Spaces on the draft ring", "Felder im Auswahlring"),
           help=_L("The Big Pond board's layout is not described; a ring of alternating koi and feature "
                   "spaces of this size is used [PLACEHOLDER].",
                   "Der Aufbau des Big-Pond-Plans ist nicht beschrieben; verwendet wird ein Ring dieser "
                   "Größe mit abwechselnden Koi- und Merkmalfeldern [PLATZHALTER].")),
    Option("skip_coins", "on_tiles", ["on_tiles", "bank"], assumed=True,
           label=_L("Coins paid to skip", "Münzen fürs Überspringen"),
           help=_L("on_tiles: one coin goes on each skipped tile (whoever takes it later gains it); "
                   "bank: paid coins leave the game.",
                   "auf Plättchen: je eine Münze auf jedes übersprungene Plättchen (wer es später nimmt, "
                   "bekommt sie); Bank: bezahlte Münzen verlassen das Spiel.")),
    Option("score_choice", "any", ["any", "one"], assumed=True,
           label=_L("Claims scored per turn", "Wertungen pro Zug"),
           help=_L("any: score any number of your marked features after placing; one: at most one.",
                   "beliebig: nach dem Legen beliebig viele eigene markierte Merkmale werten; "
                   "eins: höchstens eines.")),
    Option("blue_bonus", "same", ["same", "free"], assumed=True,
           label=_L("Blue koi and the colour bonus", "Blaue Koi und der Farbbonus"),
           help=_L("same: a blue koi plays one colour for both the feature and your colour bonus; "
                   "free: it always counts for your colour bonus.",
                   "gleich: ein blauer Koi zählt für Merkmal und Farbbonus als dieselbe Farbe; "
                   "frei: er zählt immer für deinen Farbbonus.")),
    Option("restrictions", True, assumed=True,
           label=_L("Cat and Heron limits in the big pond", "Katzen- und Reiher-Sperren im großen Teich"),
           help=_L("Cats' shore sides and Herons block koi in the shared pond too.",
                   "Ufer der Katzen und Reiher sperren Koi auch im gemeinsamen Teich.")),
    Option("heron_same_turn", True, assumed=True,
           label=_L("Koi of the Heron's own turn may touch it", "Koi aus dem Zug des Reihers dürfen angrenzen"),
           help=_L("Herons block koi only on later turns (the rules say 'on future turns').",
                   "Reiher sperren Koi erst in späteren Zügen ('in zukünftigen Zügen').")),
    Option("cat_shore", "north", ["north", "east", "south", "west"], assumed=True,
           label=_L("Cat's shore edge", "Uferkante der Katze"),
           help=_L("The edge with rocks and grass; tiles are never rotated.",
                   "Die Kante mit Steinen und Gras; Plättchen werden nie gedreht.")),
]

RULE_PICK = "Select (§9.3)"


class BigPond(Game):
    info = INFO
    schema = 1
    options_spec = OPTIONS
    presets = {
        "default": {},
        "4p": {},
        "expansion": {"feature_sets": ["bamboo", "cat", "fountain", "heron"]},
    }
    # the seat count each preset is meant for (the options do not carry it)
    preset_players = {"default": 2, "4p": 4, "expansion": 3}

    # ------------------------------------------------------------ options
    def check_options(self, options, n_players=None) -> dict:
        out = super().check_options(options, n_players)
        fs = out["feature_sets"]
        if len(fs) != DATA["feature_sets_chosen"] or len(set(fs)) != len(fs):
            raise ValueError(f"option 'feature_sets' must name {DATA['feature_sets_chosen']} different sets")
        return out

    # -------------------------------------------------------------- setup
    def setup(self, state, rng):
        o = state["options"]
        n = len(state["players"])
        # player colours: a colour asked for in the player dict, else the next free one (§9.2 step 2)
        colours = [None] * n
        for i, p in enumerate(state["players"]):
            c = p.get("colour")
            if c in T.COLOURS and c not in colours:
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
        return PD.legal_cells(state["pond"], state["when"], kind_of, is_koi(tid), kind_of(tid),
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
                blocked = PD.koi_blocked_cells(state["pond"], state["when"], kind_of, state["turn"] + 1,
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

    def why_illegal(self, state, action) -> str:
        if state["to_move"] is None:
            return "Game over: no more actions can be taken"
        if not isinstance(action, dict) or "t" not in action:
            return "Turn (§9.3): an action is a JSON object with a type 't' (pick, place, score, end)"
        t = action.get("t")
        ph = state["phase"]
        seat = state["to_move"]
        step_of = {"pick": "select two tiles", "place": "place your drafted tiles",
                   "score": "score claims or end your turn"}
        if t not in ("pick", "place", "discard", "score", "end"):
            return f"Turn (§9.3): unknown action type {t!r}"
        want = {"pick": "pick", "place": "place", "discard": "place", "score": "score", "end": "score"}[t]
        if want != ph:
            return f"Turn order (§9.3): now is the step to {step_of.get(ph, ph)}, not {t!r}"
        if t == "pick":
            slot = action.get("slot")
            seq = R.sequence(state["ring"], state["token"])
            if not isinstance(slot, int) or slot not in seq:
                return f"{RULE_PICK}: slot {slot!r} holds no tile on the draft ring"
            i = seq.index(slot)
            if i + 1 >= len(seq):
                return f"{RULE_PICK}: the last tile of the ring has no next tile to take with it"
            a, b = state["ring"][slot], state["ring"][seq[i + 1]]
            if is_koi(a) == is_koi(b):
                return f"{RULE_PICK}: the two tiles taken must be one koi and one feature"
            if i > state["coins"][seat]:
                return (f"{RULE_PICK}: skipping {i} tiles costs {i} coins, you have "
                        f"{state['coins'][seat]}")
            return f"{RULE_PICK}: not a legal pick"
        if t == "place":
            tid = action.get("tile")
            at = action.get("at")
            if tid not in state["held"]:
                return f"Place (§9.3): {tid!r} is not one of the tiles you drafted this turn"
            if (not isinstance(at, list) or len(at) != 2
                    or not all(isinstance(v, int) and not isinstance(v, bool) for v in at)):
                return "Place (§9.3): 'at' must be a cell [x, y]"
            why = PD.why_not(state["pond"], state["when"], kind_of, is_koi(tid), kind_of(tid), at[0], at[1],
                             state["turn"] + 1, state["options"])
            return why or "Place (§9.3): not a legal cell"
        if t == "discard":
            return ("Place (§14.21): a drafted tile may only be discarded when none of your drafted tiles "
                    "has a legal cell")
        if t == "score":
            at = action.get("at")
            k = PD.key(*at) if isinstance(at, list) and len(at) == 2 else None
            if k is None or state["markers"].get(k) != seat:
                return "Scoring a feature (§9.3): you can only score a feature that carries your marker"
            if state["options"]["score_choice"] == "one" and state["scored_now"] >= 1:
                return "Scoring a feature (§9.3, option score_choice=one): only one claim per turn"
            return "Scoring a feature (§9.3): not possible now"
        if t == "end":
            if state["supply"][seat] == 0:
                return ("Scoring a feature (§9.3): you have just placed your third marker, so you must "
                        "score at least one of your features before ending your turn")
            return "Turn (§9.3): you cannot end your turn now"
        return "Turn (§9.3): not a legal action now"

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
            raise IllegalAction("Game over: no more actions can be taken")
        if not self._well_typed(action):
            raise IllegalAction("Turn (§9.3): malformed action — 'slot' must be a whole number and 'at' "
                                "a cell [x, y] of whole numbers")
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
            self._finish(state)            # every player has had the same number of turns (§9.4)
        elif not self.pick_options(state, nxt):
            self._finish(state)            # nothing can be drafted any more [ASSUMED, practically unreachable]

    def _finish(self, state):
        # final scoring (§9.5): every feature still carrying a marker, in seat order then cell order
        for k, s in sorted(state["markers"].items(), key=lambda kv: (kv[1], PD.cell(kv[0])[::-1])):
            self._score_claim(state, s, k, final=True)
        state["phase"] = "over"
        state["to_move"] = None

    # ------------------------------------------------------------ results
    def scores(self, state) -> list:
        """Points from claims plus 1 point per coin held (§9.5)."""
        return [p + c for p, c in zip(state["points"], state["coins"])]

    def winners(self, state) -> list:
        """Most points; tie: most coins; still tied: shared victory (§9.5)."""
        if not self.is_over(state):
            return []
        sc = self.scores(state)
        best = max(sc)
        tied = [i for i, s in enumerate(sc) if s == best]
        most = max(state["coins"][i] for i in tied)
        return [i for i in tied if state["coins"][i] == most]

    # ------------------------------------------------------------ secrets
    def view(self, state, seat) -> dict:
        v = {k: clone(val) for k, val in state.items() if k not in ("koi_deck", "feat_deck", "rng", "actions")}
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
        seat = before["to_move"]
        name = before["players"][seat]["name"]
        t = action.get("t") if isinstance(action, dict) else None
        de = lang == "de"
        if t == "pick":
            seq = R.sequence(before["ring"], before["token"])
            a = action["slot"]
            i = seq.index(a)
            b = seq[i + 1]
            ta, tb = tile_label(before["ring"][a], lang), tile_label(before["ring"][b], lang)
            gained = before["ring_coins"][a] + before["ring_coins"][b]
            if de:
                s = f"{name} nimmt {ta} und {tb}"
                if i:
                    s += f" (überspringt {i}, zahlt {i} Münze{'n' if i != 1 else ''})"
                if gained:
                    s += f", erhält {gained} Münze{'n' if gained != 1 else ''}"
            else:
                s = f"{name} takes {ta} and {tb}"
                if i:
                    s += f" (skips {i}, pays {i} coin{'s' if i != 1 else ''})"
                if gained:
                    s += f", gains {gained} coin{'s' if gained != 1 else ''}"
            return s
        if t == "place":
            lbl = tile_label(action["tile"], lang)
            x, y = action["at"]
            return f"{name} legt {lbl} auf {x},{y}" if de else f"{name} places {lbl} at {x},{y}"
        if t == "discard":
            lbl = tile_label(action["tile"], lang)
            return f"{name} wirft {lbl} ab (kein Platz)" if de else f"{name} discards {lbl} (no legal cell)"
        if t == "score":
            k = PD.key(*action["at"])
            P = {PD.cell(q): v for q, v in before["pond"].items()}
            r = C.claim_reason(P, PD.cell(k), before["colours"][seat], before["options"]["blue_bonus"])
            return f"{name} wertet: {r['de']}" if de else f"{name} scores: {r['en']}"
        if t == "end":
            return f"{name} beendet den Zug" if de else f"{name} ends the turn"
        return super().log_line(before, action, lang)


GAME = BigPond()
