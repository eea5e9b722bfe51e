"""Kokonana! — memory and race across a river to the temple (2–4 players).

Rules: the game's README (its rules in short, and where each comes from).

Spaces are strings: ``"V"`` village bank, ``"B"`` sandbank, ``"T"`` temple bank, and water
tiles ``"S<i>"`` / ``"D<i>"`` where ``i = (c - 1) * lanes + (r - 1)`` (c = column in the forward
direction, 1..depth; r = lane, 1..lanes).

A turn is a short sequence of actions (dicts with key ``t``):
``hop`` / ``nohop`` (step 1), ``key`` (on reaching the sandbank), ``flip`` twice (step 2),
``fhop`` / ``talisman`` (the reward for a match), ``end`` (finish the turn, e.g. after looking at
a non-matching pair), ``peek`` (on the temple bank), and at any time of one's own turn ``thop`` /
``tpeek`` (spend a talisman on an extra hop / a look at a temple tile).
"""
from __future__ import annotations

from ...core import BadState, Game, LazyModule, Rng, clone
from ...ui.i18n import address, join
from . import INFO
from . import data as D
from . import rules as R
from .options import OPTIONS, PRESETS
from .text import TEXT, colour_name, key_name, lock_name, motif_name, plural, space_name

P = LazyModule(__package__ + ".position")      # (set-up positions only: imported on use)


class Kokonana(Game):
    info = INFO
    schema = 1
    options_spec = OPTIONS
    presets = PRESETS
    # the longest record a save or a link may hold (the app's bound; the default is 1000): four players who
    # keep forgetting take long — random play averages about 670 moves with four and reached 857 in ten games
    max_actions = 4000

    # ------------------------------------------------------------------ geometry
    @staticmethod
    def dims(state):
        return D.GRIDS[state["options"]["grid"]]

    def neighbours(self, state, space):
        """Spaces one hop away from ``space`` (forward, diagonal-forward, sideways)."""
        return R.neighbours(state, space)

    def capacity(self, state, space):
        return R.capacity(state, space)

    def hop_targets(self, state, seat):
        return R.hop_targets(state, seat)

    # ------------------------------------------------------------------ set-up
    def setup(self, state, rng: Rng):
        n = len(state["players"])
        depth, lanes = D.GRIDS[state["options"]["grid"]]
        size = depth * lanes
        tiles = {}
        for sec in D.SECTIONS:
            pairs = [p for p in range(size // 2) for _ in (0, 1)]
            tiles[sec] = rng.shuffle(pairs)
        temple = list(D.KEYS) + ([] if state["options"]["young_children"] else ["wall"] * D.WALL_TILES)
        rng.shuffle(temple)
        state.update({
            "tiles": tiles,                                   # hidden: pair id of every water tile
            "matched": {sec: [False] * size for sec in D.SECTIONS},
            "temple": temple,                                 # hidden: lock colour or "wall" per slot
            "pos": ["V"] * n,
            "keys_left": list(D.KEYS),
            "key": [None] * n,
            "talismans": [0] * n,
            "supply": D.TALISMAN_SUPPLY,
            "known": [{} for _ in range(n)],                  # private: temple slot -> tile seen
            "seen": {sec: {} for sec in D.SECTIONS},          # public: every tile ever turned up
            "last_peek": None,                                # public: [seat, slot, "peek"/"tpeek"]
            "winner": None,
            "turn": None,
        })
        self._start_turn(state, 0)

    # ------------------------------------------------------------------ set-up positions
    def setup_position(self, state, start, rng, lang="en"):
        """The position (``position.install``), and then its turn begins (or the game is over, when it names a
        winner)."""
        super().setup_position(state, start, rng, lang)
        if state["to_move"] is None:
            state["turn"] = dict(R.new_turn(), stage="won")
        else:
            self._start_turn(state, state["to_move"])

    # ------------------------------------------------------------------ turns
    def _start_turn(self, state, seat):
        state["to_move"] = seat
        turn = R.new_turn()
        state["turn"] = turn
        if state["pos"][seat] == "T":
            turn["stage"] = "peek"
        elif not self.hop_targets(state, seat):
            turn["hopped"] = True
            self._to_flip(state)

    def _flip_pool(self, state, seat):
        """(section, face-down indices) the seat may flip (a turn's second step)."""
        return R.flip_pool(state, seat)

    def _to_flip(self, state):
        turn = state["turn"]
        sec, pool = self._flip_pool(state, state["to_move"])
        if len(pool) >= 2:
            turn["stage"] = "flip1"
        else:                      # [ASSUMED] no legal flip: skip step 2
            turn["flipped"] = True
            self._after(state)

    def _after(self, state):
        """After the flip: end the turn unless the player can still spend a talisman."""
        seat = state["to_move"]
        turn = state["turn"]
        turn["stage"] = "after"
        if turn["reveal"] is None and not self._talisman_actions(state, seat):
            self._end_turn(state)

    def _end_turn(self, state):
        turn = state["turn"]
        if turn and turn["reveal"]:
            pass  # the unmatched pair simply goes back face down (never stored as matched)
        n = len(state["players"])
        self._start_turn(state, (state["to_move"] + 1) % n)

    def _arrive(self, state, seat, space, how):
        """Move a runner; handle sandbank keys and the temple bank arrival rule."""
        state["pos"][seat] = space
        turn = state["turn"]
        if space == "B" and state["key"][seat] is None and state["keys_left"]:
            turn["after_key"] = [how, turn["stage"]]
            turn["stage"] = "key"
            return
        self._continue_after_move(state, seat, how, turn["stage"])

    def _continue_after_move(self, state, seat, how, stage):
        turn = state["turn"]
        space = state["pos"][seat]
        if how == "hop":
            turn["hopped"] = True
            if space == "T":
                turn["stage"] = "peek"          # arrived before flipping: peek instead
            else:
                self._to_flip(state)
        elif how == "fhop":
            turn["stage"] = "after"             # no peek this turn even on the temple bank
            self._after(state)
        elif how == "thop":
            turn["stage"] = stage
            if space == "T" and not turn["flipped"]:
                turn["stage"] = "peek"
                turn["hopped"] = True
            elif stage == "hop" and not self.hop_targets(state, seat):
                turn["hopped"] = True
                self._to_flip(state)
            elif stage == "after":
                self._after(state)

    def _talisman_actions(self, state, seat):
        return R.talisman_actions(state, seat)

    # ------------------------------------------------------------------ actions
    def legal_actions(self, state):
        seat = state["to_move"]
        if seat is None:
            return []
        turn = state["turn"]
        st = turn["stage"]
        acts = []
        if st == "hop":
            acts = [{"t": "hop", "to": sp} for sp in self.hop_targets(state, seat)]
            acts.append({"t": "nohop"})
        elif st == "key":
            acts = [{"t": "key", "k": k} for k in state["keys_left"]]
            if not state["options"]["key_mandatory"]:
                acts.append({"t": "nokey"})
            return acts
        elif st == "flip1":
            sec, pool = self._flip_pool(state, seat)
            acts = [{"t": "flip", "s": sec, "i": i} for i in pool]
        elif st == "flip2":
            sec, first = turn["first"]
            return [{"t": "flip", "s": sec, "i": i} for i, m in enumerate(state["matched"][sec])
                    if not m and i != first]
        elif st == "reward":
            acts = [{"t": "fhop", "to": sp} for sp in self.hop_targets(state, seat)]
            acts.append({"t": "talisman"})
            return acts
        elif st == "after":
            acts = [{"t": "end"}]
        elif st == "peek":
            acts = [{"t": "peek", "i": i} for i in range(len(state["temple"]))]
        elif st == "peeked":
            acts = [{"t": "end"}]
        return acts + self._talisman_actions(state, seat)

    def why_illegal(self, state, action, lang="en"):
        """The rule that forbids ``action`` now, in player words in ``lang`` (English: the message of
        IllegalAction)."""
        def x(key, **kw):
            return TEXT(lang, "x_" + key, **kw)

        seat = state["to_move"]
        if seat is None:
            return x("over")
        if not isinstance(action, dict) or "t" not in action:
            return x("notaction")
        t = action["t"]
        turn = state["turn"]
        st = turn["stage"]
        nxt = TEXT(lang, "next").get(st, "")
        dims = self.dims(state)
        if st == "key" and t not in ("key", "nokey"):
            return x("choosekey")
        if st == "reward" and t not in ("fhop", "talisman"):
            return x("reward")
        if t in ("hop", "fhop", "thop"):
            to = action.get("to")
            if t == "hop" and st != "hop":
                return x("hopstep")
            if t == "fhop" and st != "reward":
                return x("fhop")
            if t == "thop" and state["talismans"][seat] <= 0:
                return x("notalisman")
            if t == "thop" and st not in ("hop", "flip1", "after", "peek", "peeked"):
                return x("midstep", next=nxt)
            here = state["pos"][seat]
            if to not in self.neighbours(state, here):
                where = space_name(lang, dims, to) if self._is_space(state, to) else TEXT(lang, "x_there")
                return x("nothop", here=space_name(lang, dims, here), to=where)
            if to not in ("V", "B", "T") and not state["matched"][to[0]][int(to[1:])]:
                return x("face")
            if state["pos"].count(to) >= self.capacity(state, to):
                if to in ("V", "B", "T"):
                    return x("bankfull", cap=plural(lang, "n_runners", self.capacity(state, to)))
                two = len(state["players"]) == 2
                return x("full", cap=self.capacity(state, to), when=TEXT(lang, "x_full_2p" if two else "x_full_np"))
        if t == "flip":
            if st not in ("flip1", "flip2"):
                if turn["flipped"]:
                    return x("flipped")
                if st in ("peek", "peeked"):
                    return x("flip_temple")
                return x("flip_hop")
            sec, pool = self._flip_pool(state, seat)
            if st == "flip2":
                sec = turn["first"][0]
                if action.get("i") == turn["first"][1]:
                    return x("different")
            if action.get("s") != sec:
                return x("section", sec=TEXT(lang, "shallow" if sec == "S" else "deep"))
            return x("notdown")
        if t == "key":
            if st != "key":
                return x("keyonly")
            return x("nokeythere")
        if t == "tpeek":
            if state["options"]["young_children"]:
                return x("young")
            if state["key"][seat] is None:
                return x("needkey")
            if state["talismans"][seat] <= 0:
                return x("notalisman")
        if t == "peek" and st != "peek":
            return x("peekstep")
        if t == "end" and st not in ("after", "peeked"):
            return x("endstep", next=nxt)
        limit = state["options"]["talismans_per_turn"]
        if t in ("thop", "tpeek") and limit and turn["spent"] >= limit:
            return x("limit", n=plural(lang, "n_talismans", limit))
        return x("notnow", next=nxt)

    def _is_space(self, state, space):
        if space in ("V", "B", "T"):
            return True
        if not isinstance(space, str) or len(space) < 2 or space[0] not in D.SECTIONS or not space[1:].isdigit():
            return False
        depth, lanes = self.dims(state)
        return int(space[1:]) < depth * lanes

    def step(self, state, action, rng):
        seat = state["to_move"]
        turn = state["turn"]
        t = action["t"]
        if t in ("hop", "fhop"):
            self._arrive(state, seat, action["to"], t)
        elif t == "nohop":
            turn["hopped"] = True
            self._to_flip(state)
        elif t == "key" or t == "nokey":
            if t == "key":
                state["keys_left"].remove(action["k"])
                state["key"][seat] = action["k"]
            how, stage = turn["after_key"]
            turn["after_key"] = None
            self._continue_after_move(state, seat, how, stage)
        elif t == "flip":
            sec, i = action["s"], action["i"]
            state["seen"][sec][str(i)] = state["tiles"][sec][i]
            if turn["stage"] == "flip1":
                turn["first"] = [sec, i]
                turn["stage"] = "flip2"
            else:
                j = turn["first"][1]
                turn["flipped"] = True
                a, b = state["tiles"][sec][j], state["tiles"][sec][i]
                turn["first"] = None
                if a == b:
                    state["matched"][sec][i] = state["matched"][sec][j] = True
                    turn["stage"] = "reward"
                else:
                    turn["reveal"] = [sec, j, a, i, b]
                    self._after(state)
        elif t == "talisman":
            if state["supply"] > 0:            # [ASSUMED] empty supply: nothing gained
                state["supply"] -= 1
                state["talismans"][seat] += 1
            turn["stage"] = "after"
            self._after(state)
        elif t == "end":
            self._end_turn(state)
        elif t == "thop":
            state["talismans"][seat] -= 1
            state["supply"] += 1
            turn["spent"] += 1
            self._arrive(state, seat, action["to"], "thop")
        elif t in ("peek", "tpeek"):
            i = action["i"]
            tile = state["temple"][i]
            state["known"][seat][str(i)] = tile
            state["last_peek"] = [seat, i, t]
            if t == "tpeek":
                state["talismans"][seat] -= 1
                state["supply"] += 1
                turn["spent"] += 1
            turn["peek"] = i
            wins = tile == state["key"][seat] and (t == "peek" or state["options"]["talisman_peek_wins"])
            if wins:
                state["winner"] = seat
                state["to_move"] = None
                turn["stage"] = "won"
            elif t == "peek":
                turn["stage"] = "peeked"

    # ------------------------------------------------------------------ scoring
    def scores(self, state):
        return [1 if state["winner"] == s else 0 for s in range(len(state["players"]))]

    def winners(self, state):
        return [] if state["winner"] is None else [state["winner"]]

    # ------------------------------------------------------------------ views
    def view(self, state, seat):
        depth, lanes = self.dims(state)
        turn = state["turn"]
        shown = {sec: [None] * (depth * lanes) for sec in D.SECTIONS}
        for sec in D.SECTIONS:
            for i, m in enumerate(state["matched"][sec]):
                if m:
                    shown[sec][i] = state["tiles"][sec][i]
        if turn and turn["first"]:
            sec, i = turn["first"]
            shown[sec][i] = state["tiles"][sec][i]
        reveal = turn["reveal"] if turn else None
        if reveal:
            sec, j, a, i, b = reveal
            shown[sec][j], shown[sec][i] = a, b
        temple = [None] * len(state["temple"])
        if state["winner"] is not None:
            w = state["winner"]
            for k, v in state["known"][w].items():
                if v == state["key"][w]:
                    temple[int(k)] = v
        known = dict(state["known"][seat]) if seat is not None else {}
        peek_now = None
        if turn and turn["peek"] is not None and seat == state["to_move"] and seat is not None:
            peek_now = [turn["peek"], state["temple"][turn["peek"]]]
        return {
            "game": self.name,
            "seat": seat,
            "players": clone(state["players"]),
            "options": clone(state["options"]),
            "dims": [depth, lanes],
            "tiles": shown,
            "matched": clone(state["matched"]),
            "seen": clone(state["seen"]),          # public history of every turned-up tile
            "pos": list(state["pos"]),
            "keys_left": list(state["keys_left"]),
            "key": list(state["key"]),
            "talismans": list(state["talismans"]),
            "supply": state["supply"],
            "temple": temple,
            "temple_size": len(state["temple"]),
            "known": known,
            "last_peek": clone(state["last_peek"]),
            "to_move": state["to_move"],
            "stage": turn["stage"] if turn else None,
            "first": clone(turn["first"]) if turn else None,
            "reveal": clone(reveal),
            "peek_now": peek_now,
            "winner": state["winner"],
            "n_actions": len(state["actions"]),
        }

    def plant_secret(self, state, token):
        """Put ``token`` on a face-down tile nobody sees now (none may know it), choosing one that the seat to move
        cannot turn over with its next action (the suites plant, then apply one legal action); else on a temple
        tile nobody has looked at."""
        s = clone(state)
        turn = s["turn"]
        shown = set()
        if turn and turn["first"]:
            shown.add(tuple(turn["first"]))
        if turn and turn["reveal"]:
            sec, j, _, i, _ = turn["reveal"]
            shown |= {(sec, j), (sec, i)}
        busy = None
        if turn and turn["stage"] in ("flip1", "flip2"):
            busy = turn["first"][0] if turn["stage"] == "flip2" else self._flip_pool(s, s["to_move"])[0]
        for sec in ("D", "S"):
            if sec == busy:
                continue
            for i, m in enumerate(s["matched"][sec]):
                if not m and (sec, i) not in shown:
                    s["tiles"][sec][i] = token
                    return s, []
        if s["winner"] is None:
            looked = {int(k) for known in s["known"] for k in known}
            for i in range(len(s["temple"])):
                if i not in looked and not (turn and turn["peek"] == i):
                    s["temple"][i] = token
                    return s, []
        return None

    def determinize(self, view, seat, rng):
        """A full state consistent with ``view``: face-down tiles never seen are dealt at
        random from the pairs not yet located; temple slots not known likewise."""
        depth, lanes = view["dims"]
        size = depth * lanes
        tiles = {}
        for sec in D.SECTIONS:
            known = dict(view["seen"][sec])
            cur = view["tiles"][sec]
            layout = [None] * size
            for i in range(size):
                if cur[i] is not None:
                    layout[i] = cur[i]
                elif str(i) in known:
                    layout[i] = known[str(i)]
            counts = {}
            for v in layout:
                if v is not None:
                    counts[v] = counts.get(v, 0) + 1
            rest = [p for p in range(size // 2) for _ in range(2 - counts.get(p, 0))]
            rng.shuffle(rest)
            for i in range(size):
                if layout[i] is None:
                    layout[i] = rest.pop()
            tiles[sec] = layout
        temple = list(view["temple"])
        for k, v in view["known"].items():
            temple[int(k)] = v
        pool = list(D.KEYS) + ([] if view["options"]["young_children"] else ["wall"] * D.WALL_TILES)
        for v in temple:
            if v is not None:
                pool.remove(v)
        rng.shuffle(pool)
        temple = [v if v is not None else pool.pop() for v in temple]
        n = len(view["players"])
        stage = view["stage"]
        turn = {"stage": stage, "hopped": stage != "hop", "flipped": stage in ("after", "reward", "peeked"),
                "first": clone(view["first"]), "reveal": clone(view["reveal"]), "spent": 0,
                "after_key": None, "peek": view["peek_now"][0] if view["peek_now"] else None}
        known = [{} for _ in range(n)]
        if seat is not None:
            known[seat] = dict(view["known"])
        return {"schema": self.schema, "game": self.name, "players": clone(view["players"]), "seed": 0,
                "options": clone(view["options"]), "rng": rng.next64(), "actions": [],
                "to_move": view["to_move"], "tiles": tiles, "matched": clone(view["matched"]),
                "temple": temple, "pos": list(view["pos"]), "keys_left": list(view["keys_left"]),
                "key": list(view["key"]), "talismans": list(view["talismans"]), "supply": view["supply"],
                "known": known, "seen": clone(view["seen"]), "last_peek": clone(view["last_peek"]),
                "winner": view["winner"], "turn": turn}

    # ------------------------------------------------------------------ checks
    def check_invariants(self, state):
        depth, lanes = self.dims(state)
        size = depth * lanes
        for sec in D.SECTIONS:
            tiles = state["tiles"][sec]
            if sorted(tiles) != sorted(p for p in range(size // 2) for _ in (0, 1)):
                raise BadState(f"Kokonana: the {sec} water tiles are not {size // 2} pairs")
            m = state["matched"][sec]
            for i in range(size):
                if m[i] and tiles.count(tiles[i]) != 2:
                    raise BadState("Kokonana: a matched tile has no partner")
        n = len(state["players"])
        total = state["supply"] + sum(state["talismans"])
        if total != D.TALISMAN_SUPPLY or min(state["talismans"] + [state["supply"]]) < 0:
            raise BadState(f"Kokonana: talismans do not add up to {D.TALISMAN_SUPPLY}")
        held = [k for k in state["key"] if k is not None]
        if sorted(held + state["keys_left"]) != sorted(D.KEYS):
            raise BadState("Kokonana: every key must be on the sandbank or with exactly one runner")
        expect = list(D.KEYS) + ([] if state["options"]["young_children"] else ["wall"] * D.WALL_TILES)
        if sorted(state["temple"]) != sorted(expect):
            raise BadState("Kokonana: temple tiles are not the 5 locks and the walls")
        for s in range(n):
            p = state["pos"][s]
            if p not in ("V", "B", "T") and not state["matched"][p[0]][int(p[1:])]:
                raise BadState("Kokonana: a runner stands on a face-down tile")

    # ------------------------------------------------------------------ undo / log
    def reveals(self, before, action, after):
        return action.get("t") in ("flip", "peek", "tpeek")

    def log_line(self, before, action, lang="en"):
        p = before["players"][before["to_move"]]["name"]
        t_ = action.get("t")
        dims = D.GRIDS[before["options"]["grid"]]
        kw = {"p": p}
        if "to" in action:
            kw["to"] = space_name(lang, dims, action["to"])
        if t_ == "key":
            kw["k"] = key_name(lang, action["k"])
        if t_ == "flip":
            sec = action["s"]
            kw["where"] = space_name(lang, dims, f"{sec}{action['i']}")
            kw["m"] = motif_name(lang, D.MOTIFS[sec][before["tiles"][sec][action["i"]]])
        if "i" in action and t_ in ("peek", "tpeek"):
            kw["i"] = action["i"] + 1
        return address(TEXT(lang, "log_" + t_, **kw), p, lang, TEXT)


    # ------------------------------------------------------------------ what a move did (every move seen)
    def changes(self, before, action, after, seat):
        """The pieces ``action`` touched, as the view's ``data-piece`` ids: ``S<i>``/``D<i>`` water tiles,
        ``runner:<seat>``, ``key:<colour>``, ``temple:<i>``, ``talisman:<seat>`` (a player's talismans) and
        ``supply``.  Every id names a place or a public piece, never what a hidden tile is."""
        mover = before["to_move"]
        t = action.get("t")
        if t in ("hop", "fhop"):
            return [f"runner:{mover}"]
        if t == "thop":
            return [f"runner:{mover}", f"talisman:{mover}", "supply"]
        if t == "key":
            return [f"key:{action['k']}"]
        if t == "flip":
            return [f"{action['s']}{action['i']}"]
        if t == "talisman":
            return [f"talisman:{mover}", "supply"] if before["supply"] > 0 else []
        if t == "peek":
            return [f"temple:{action['i']}"]
        if t == "tpeek":
            return [f"temple:{action['i']}", f"talisman:{mover}", "supply"]
        if t == "end":
            turn = before["turn"]
            if turn["reveal"]:                     # the two tiles that did not match turn back face down
                sec, j, _, i, _ = turn["reveal"]
                return [f"{sec}{j}", f"{sec}{i}"]
            if turn["stage"] == "peeked" and turn["peek"] is not None:
                return [f"temple:{turn['peek']}"]   # the temple tile goes back face down
        return []

    def pause_after(self, before, action, after):
        """A watcher must see two tiles that did not match before they turn back (that is the whole game)."""
        return (action.get("t") == "flip" and before["turn"]["stage"] == "flip2"
                and after["turn"] is not None and after["turn"]["reveal"] is not None)

    def _where(self, lang, state, space):
        """Where a runner went, for a sentence: a bank, or the stone by its picture and its water."""
        if space in ("V", "B", "T"):
            return space_name(lang, self.dims(state), space)
        sec, i = space[0], int(space[1:])
        motif = D.MOTIFS[sec][state["tiles"][sec][i]]
        return TEXT(lang, "stone_where", the=TEXT(lang, "motif_the")[motif],
                    sec=TEXT(lang, "shallow" if sec == "S" else "deep"))

    def turn_summary(self, steps, seat, lang="en"):
        """One player's turn in words: "Computer turned over a crab and a snail — no match."  What a look into
        the temple showed stays secret (except the lock that wins, which everyone sees)."""
        if not steps:
            return ""
        mover = steps[0][0]["to_move"]
        name = steps[0][0]["players"][mover]["name"]
        said, first = [], False          # first: whether this turn's first flip is the last thing said
        for before, action, after in steps:
            t = action.get("t")
            if t != "flip":
                first = False
            if t in ("hop", "fhop", "thop"):
                said.append(TEXT(lang, "s_" + t, where=self._where(lang, after, action["to"])))
            elif t == "key":
                said.append(TEXT(lang, "s_key", k=key_name(lang, action["k"])))
            elif t == "nokey":
                said.append(TEXT(lang, "s_nokey"))
            elif t == "flip":
                sec, i = action["s"], action["i"]
                motif = self._motif_of(after, sec, i)
                if before["turn"]["stage"] == "flip1":
                    said.append(TEXT(lang, "s_flip1", a=TEXT(lang, "motif_a").get(motif, "")))
                    first = True
                    continue
                # the second flip: the first tile is face up in the state before it (the steps may start here)
                one = self._motif_of(before, *before["turn"]["first"])
                if first:
                    said.pop()
                if one == motif:
                    said.append(TEXT(lang, "s_pair", two=TEXT(lang, "motif_two").get(motif, "")))
                else:
                    said.append(TEXT(lang, "s_nomatch", a=TEXT(lang, "motif_a").get(one, ""),
                                     b=TEXT(lang, "motif_a").get(motif, "")))
                first = False
            elif t == "talisman":
                said.append(TEXT(lang, "s_talisman" if before["supply"] > 0 else "s_talisman_none"))
            elif t in ("peek", "tpeek"):
                if after["winner"] == mover:
                    said.append(TEXT(lang, "s_win", lock=lock_name(lang, after["key"][mover]), i=action["i"] + 1))
                else:
                    said.append(TEXT(lang, "s_" + t, i=action["i"] + 1))
        if not said:
            said.append(TEXT(lang, "s_nohop" if steps[-1][1].get("t") == "nohop" else "s_end"))
        return address(TEXT(lang, "s_sentence", name=name, what=join(said, lang)), name, lang, TEXT)

    @staticmethod
    def _motif_of(state, sec, i):
        pair = state["tiles"][sec][i]
        return D.MOTIFS[sec][pair] if isinstance(pair, int) and 0 <= pair < len(D.MOTIFS[sec]) else None

    def hops_left(self, state, space):
        """Rows still to cross from ``space`` to the temple bank (the fewest hops when the stones allow)."""
        depth, lanes = self.dims(state)
        if space == "V":
            done = 0
        elif space == "B":
            done = depth + 1
        elif space == "T":
            done = 2 * depth + 2
        else:
            c = int(space[1:]) // lanes + 1
            done = c if space[0] == "S" else depth + 1 + c
        return 2 * depth + 2 - done

    def result_lines(self, state, lang="en"):
        """Who reached which lock: the winner's lock, and for the others how far they got and their key."""
        out = []
        for s, p in enumerate(state["players"]):
            name, key = p["name"], state["key"][s]
            if state["winner"] == s:
                out.append(TEXT(lang, "r_win", name=name, lock=lock_name(lang, key)))
                continue
            here = state["pos"][s]
            line = (TEXT(lang, "r_temple", name=name) if here == "T" else
                    TEXT(lang, "r_away", name=name, hops=plural(lang, "n_hops", self.hops_left(state, here))))
            out.append(TEXT(lang, "r_key", line=line, colour=colour_name(lang, key)) if key
                       else TEXT(lang, "r_nokey", line=line))
        return out


GAME = Kokonana()
