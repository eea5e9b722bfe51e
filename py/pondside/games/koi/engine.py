"""KOI (dV Giochi) engine: the confirmed rules exactly, and our stand-in rules for what the published sources
leave open (their numbers in ``data.RULES``; the rules page tells the two apart).

State (game part)::

    deck      [card id]         hidden order (never in a view)
    market    [card id|None]*5  space 1 (index 0) is next to the deck
    koi_supply {"S","M","L"}   koi left in the supply
    goals     [{"kind", "tiers": [{"n", "vp", "by": seat|None}]}]
    ps        one dict per seat (see setup)
    phase     "turn" | "market_card" | "well" | "rain" | "buy" | "work" |
              "sensei" | "helper" | "goal" | "discard" | "over"
    pend      details of the pending sub-phase
    work      {"used": {helper: n}, "did": bool, "sensei": bool}
    turn      turns completed; last_round: turns left after the end trigger
"""
from __future__ import annotations

from ...core import BadState, Game, IllegalAction, LazyModule, Rng, clone
from ...ui.i18n import address, join
from . import INFO
from . import data as D
from .data import (BASE, EXPANSION_HEXES, HELPERS, ITEMS, KOI, KOI_REMOVED, MARKET_DISCOUNT, MARKET_SLOTS,
                   START_COINS, START_LUCK, TILES)
from .options import OPTIONS, PRESET_PLAYERS, PRESETS
from .pond import (hsort, koi_spots, nbrs, store_total,
                   tile_check, tile_exists, tile_spots, upgrade_spots)
from . import text as T

POSITION = LazyModule(__package__ + ".position")      # (set-up positions only: imported on use)


def rules(state_or_opts=None):
    """The stand-in rule set (one, in ``data.RULES``)."""
    return D.RULES


def card(state, cid):
    return D.CARDS[cid]


def _copy_player(p):
    q = dict(p)
    q["store"] = dict(p["store"])
    q["helpers"] = dict(p["helpers"])
    q["pond"] = dict(p["pond"])
    q["koi"] = [{"id": k["id"], "size": k["size"], "hexes": list(k["hexes"])} for k in p["koi"]]
    q["kept"] = list(p["kept"])
    q["claimed"] = dict(p["claimed"])
    q["renounced"] = [list(x) for x in p["renounced"]]
    return q


def _copy_state(state):
    """A deep copy of a KOI state that knows its shape (clone() is generic and
    slow); the action record is copied shallowly (its dicts are never mutated)."""
    new = {}
    for k, v in state.items():
        if k == "actions":
            new[k] = list(v)
        elif k == "ps":
            new[k] = [_copy_player(p) for p in v]
        elif k in ("deck", "market"):
            new[k] = list(v)
        elif k == "goals":
            new[k] = [{"kind": g["kind"], "tiers": [dict(t) for t in g["tiers"]]} for g in v]
        elif k in ("options", "koi_supply"):
            new[k] = dict(v)
        elif k == "players":
            new[k] = [dict(p) for p in v]
        else:
            new[k] = clone(v)
    return new


_OLD_RULESET = "provisional-v1"


# ------------------------------------------------------------------ game
class KoiGame(Game):
    info = INFO
    schema = 2              # 2: the rule set is data, no longer an option (1 carried options["ruleset"])
    options_spec = OPTIONS
    presets = PRESETS
    preset_players = PRESET_PLAYERS

    def check_options(self, options, n_players=None):
        """As Game.check_options; a save or link from before schema 2 may still name the one rule set there
        was ("ruleset": "provisional-v1"), which is dropped."""
        if isinstance(options, dict) and "ruleset" in options:
            if options["ruleset"] != _OLD_RULESET:
                raise ValueError(f"koi: unknown rule set {options['ruleset']!r}")
            options = {k: v for k, v in options.items() if k != "ruleset"}
        return super().check_options(options, n_players)

    def migrate(self, data):
        if data.get("schema") == 1 and isinstance(data.get("options"), dict):
            try:
                data = dict(data, schema=2, options=self.check_options(data["options"]))
            except ValueError as e:
                raise BadState(f"koi: {e}") from None
        return super().migrate(data)

    # ------------------------------------------------------------ setup
    def setup(self, state, rng: Rng):
        n = len(state["players"])
        R = rules(state)
        active = [c["id"] for c in R["cards"] if c["min_players"] <= n]
        rng.shuffle(active)
        state["market"] = active[:MARKET_SLOTS]
        state["deck"] = active[MARKET_SLOTS:]
        sup = dict(R["koi_supply_4p"])
        for s in KOI:
            sup[s] = max(0, sup[s] - KOI_REMOVED[n][s])
        goals = []
        if not state["options"]["first_game"]:
            kinds = [g for g in R["goals"]["kinds"]]
            idx = list(range(len(kinds)))
            rng.shuffle(idx)
            for i in sorted(idx[:R["goals"]["cards_in_game"]]):
                goals.append({"kind": kinds[i]["id"],
                              "tiers": [{"n": t[0], "vp": t[1], "by": None} for t in kinds[i]["tiers"]]})
        state["goals"] = goals
        ps = []
        for seat in range(n):
            p = {"coins": START_COINS, "luck": START_LUCK,
                 "store": {k: 0 for k in ITEMS},
                 "exp": 0, "helpers": {h: 0 for h in HELPERS}, "kept": [],
                 "pond": {"0,0": "spring"},
                 "koi": [], "next_koi": 1, "claimed": {}, "renounced": []}
            for item in R["seat_start"][seat]:
                p["store"][item] += 1
                if item in KOI:
                    sup[item] -= 1
            ps.append(p)
        state["koi_supply"] = sup
        state["ps"] = ps
        state["phase"] = "turn"
        state["pend"] = {}
        state["work"] = {"used": {}, "did": False, "sensei": False}
        state["turn"] = 0
        state["last_round"] = None
        state["to_move"] = 0

    # ------------------------------------------------------------ set-up positions (position.py)
    def apply(self, state, action, *, check=True):
        """As Game.apply, but the (immutable, append-only) action record is
        copied shallowly: cloning every earlier action on every step made a
        playout quadratic.  Recorded action dicts are never mutated."""
        if check:
            self.check_action(state, action)
        new = _copy_state(state)
        rng = Rng(new["rng"])
        self.step(new, clone(action), rng)
        new["rng"] = rng.state
        new["actions"].append(clone(action))
        return new

    # ------------------------------------------------------------ helpers
    def cap(self, state, p):
        return rules(state)["storage"]["start_hexes"] + EXPANSION_HEXES * p["exp"]

    def _luck_ok(self, state, p):
        return state["options"]["luck_use"] == "ignore-adjacency" and \
            p["luck"] >= rules(state)["luck"]["cost_to_ignore_adjacency"]

    def _place_actions(self, state, p, item, luck=True):
        """Placement actions for one storage/rain item (no source check)."""
        out = []
        if item in KOI:
            for hs in koi_spots(p, item):
                out.append({"t": "place", "item": item, "hexes": hs})
            return out
        norm, lucky = tile_spots(p, item, luck and self._luck_ok(state, p))
        for h in norm:
            out.append({"t": "place", "item": item, "hex": h})
        for h in lucky:
            out.append({"t": "place", "item": item, "hex": h, "luck": True})
        return out

    def _store_place(self, state, p, items):
        out = []
        for it in items:
            if p["store"][it] > 0:
                out.extend(self._place_actions(state, p, it))
        return out

    def _move_actions(self, p):
        out = []
        for k in p["koi"]:
            for hs in koi_spots(p, k["size"], ignore_koi=k["id"]):
                if hs != k["hexes"]:
                    out.append({"t": "move", "koi": k["id"], "hexes": hs})
        return out

    def _helper_actions(self, state, p, h):
        if h == "breeder":
            return self._store_place(state, p, KOI) + self._move_actions(p)
        if h == "gardener":
            return self._store_place(state, p, ["foliage"]) + \
                [{"t": "upgrade", "hex": x} for x in upgrade_spots(p, "foliage")]
        if h == "builder":
            return self._store_place(state, p, ["shore"]) + \
                [{"t": "upgrade", "hex": x} for x in upgrade_spots(p, "shore")]
        if h == "porter":
            return self._store_place(state, p, ["water"])
        return []

    def _any_place(self, state, p, items):
        """Fast existence test: can any of ``items`` in storage be placed?"""
        for it in items:
            if p["store"][it] <= 0:
                continue
            if it in KOI:
                if koi_spots(p, it):
                    return True
            else:
                if tile_exists(p, it, self._luck_ok(state, p)):
                    return True
        return False

    def _sensei_items(self, state):
        pend = state["pend"]
        R = rules(state)["sensei"]
        items = []
        if pend.get("w", 0) < R["water"] or pend.get("a", 0) < R["any"]:
            items.append("water")
        if pend.get("a", 0) < R["any"]:
            items += ["shore", "foliage", "S", "M", "L"]
        return items

    def _helper_usable(self, state, p, h):
        return bool(self._helper_actions(state, p, h))

    def _work_productive(self, state, p):
        """Can a Work turn place or upgrade anything (P4: a Work turn must)?"""
        if self._any_place(state, p, ITEMS):
            return True
        if p["helpers"]["gardener"] and upgrade_spots(p, "foliage"):
            return True
        if p["helpers"]["builder"] and upgrade_spots(p, "shore"):
            return True
        return False

    # ------------------------------------------------------------ legal actions
    def legal_actions(self, state):
        if state["to_move"] is None:
            return []
        seat = state["to_move"]
        p = state["ps"][seat]
        ph = state["phase"]
        R = rules(state)
        if ph == "turn":
            acts = []
            bonus = R["market"]["slot_bonus"]
            for i, cid in enumerate(state["market"]):
                if cid is not None and p["coins"] + bonus[i]["coins"] >= 0:
                    acts.append({"t": "take", "slot": i})
            if self._work_productive(state, p):
                acts.append({"t": "work"})
            if not acts:
                acts.append({"t": "pass"})
            return acts
        if ph == "market_card":
            acts = [{"t": "koi", "size": s} for s in KOI if self._can_buy(state, p, s, MARKET_DISCOUNT)]
            return acts + [{"t": "skip"}]
        if ph == "well":
            return [{"t": "well", "alt": i} for i in range(len(state["pend"]["alts"]))]
        if ph == "rain":
            acts = []
            for it in sorted(set(state["pend"]["tiles"]), key=TILES.index):
                pl = self._place_actions(state, p, it)
                acts += pl
                if not any(not a.get("luck") for a in pl):
                    acts.append({"t": "stow", "item": it})
            return acts
        if ph == "buy":
            return [{"t": "buy", "size": s} for s in KOI if self._can_buy(state, p, s, 0)] + [{"t": "skip"}]
        if ph == "work":
            acts = []
            w = state["work"]
            if not w["sensei"] and self._any_place(state, p, ITEMS):
                acts.append({"t": "sensei"})
            for h in HELPERS:
                if w["used"].get(h, 0) < p["helpers"][h] and self._helper_usable(state, p, h):
                    acts.append({"t": "helper", "h": h})
            if w["did"] or not acts or not R["sensei"]["work_must_do_something"]:
                acts.append({"t": "end"})
            return acts
        if ph == "sensei":
            acts = self._store_place(state, p, self._sensei_items(state))
            if state["pend"].get("w", 0) + state["pend"].get("a", 0) > 0:
                acts.append({"t": "done"})
            return acts
        if ph == "helper":
            h = state["pend"]["h"]
            acts = self._helper_actions(state, p, h)
            if h == "porter" and state["pend"].get("n", 0) > 0:
                acts.append({"t": "done"})
            return acts
        if ph == "goal":
            g = state["pend"]["g"]
            return [{"t": "goal", "g": g, "claim": True}, {"t": "goal", "g": g, "claim": False}]
        if ph == "discard":
            return [{"t": "discard", "item": it} for it in ITEMS if p["store"][it] > 0]
        return []

    def _can_buy(self, state, p, size, discount):
        price = max(0, rules(state)["market"]["koi_price"][size] - discount)
        return state["koi_supply"][size] > 0 and p["coins"] >= price

    # ------------------------------------------------------------ step
    def step(self, state, action, rng):
        seat = state["to_move"]
        p = state["ps"][seat]
        t = action["t"]
        R = rules(state)
        ph = state["phase"]
        if t == "take":
            self._take(state, p, action["slot"], rng)
        elif t == "work":
            state["phase"] = "work"
            state["work"] = {"used": {}, "did": False, "sensei": False}
        elif t == "pass":
            self._end_turn(state)
        elif t == "koi":
            self._gain_koi(state, p, action["size"], MARKET_DISCOUNT)
            self._to_buy(state, p)
        elif t == "skip":
            if ph == "market_card":
                self._to_buy(state, p)
            else:  # buy phase: nothing bought -> coins (P3)
                p["coins"] += R["market"]["coins_if_nothing_bought"]
                self._end_turn(state)
        elif t == "buy":
            self._gain_koi(state, p, action["size"], 0)
            self._end_turn(state)
        elif t == "well":
            for it in state["pend"]["alts"][action["alt"]]:
                self._gain(p, it)
            self._to_buy(state, p)
        elif t == "place":
            self._do_place(state, p, action)
        elif t == "stow":
            tiles = state["pend"]["tiles"]
            tiles.remove(action["item"])
            if state["options"]["rain_overflow"] == "storage-then-supply" and store_total(p) < self.cap(state, p):
                p["store"][action["item"]] += 1
            self._after_rain(state, p)
        elif t == "upgrade":
            h = action["hex"]
            if p["pond"][h] == "foliage":
                p["pond"][h] = "lily"
            else:
                p["pond"][h] = "lantern"
                p["luck"] += D.LUCK_PER_LANTERN
            self._helper_done(state, p)
        elif t == "move":
            for k in p["koi"]:
                if k["id"] == action["koi"]:
                    k["hexes"] = list(action["hexes"])
            self._helper_done(state, p)
        elif t == "sensei":
            state["work"]["sensei"] = True
            state["phase"] = "sensei"
            state["pend"] = {"w": 0, "a": 0}
            self._sensei_maybe_done(state, p)
        elif t == "helper":
            h = action["h"]
            used = state["work"]["used"]
            used[h] = used.get(h, 0) + 1
            state["phase"] = "helper"
            state["pend"] = {"h": h, "n": 0}
        elif t == "done":
            state["phase"] = "work"
            state["pend"] = {}
        elif t == "end":
            self._end_turn(state)
        elif t == "goal":
            g = action["g"]
            tier = state["pend"]["tier"]
            if action["claim"]:
                state["goals"][g]["tiers"][tier]["by"] = seat
                p["claimed"][str(g)] = tier
            else:
                p["renounced"].append([g, tier])
            self._end_turn(state)
        elif t == "discard":
            p["store"][action["item"]] -= 1
            if action["item"] in KOI:
                state["koi_supply"][action["item"]] += 1
            self._end_turn(state)
        else:  # pragma: no cover - legality is checked before
            raise IllegalAction(f"unknown action type {t!r}")

    def _gain(self, p, item):
        if item == "coin":
            p["coins"] += 1
        else:
            p["store"][item] += 1

    def _gain_koi(self, state, p, size, discount):
        price = max(0, rules(state)["market"]["koi_price"][size] - discount)
        p["coins"] -= price
        state["koi_supply"][size] -= 1
        p["store"][size] += 1

    def _take(self, state, p, slot, rng):
        R = rules(state)
        cid = state["market"][slot]
        b = R["market"]["slot_bonus"][slot]
        p["coins"] += b["coins"]
        for it in b["tiles"]:
            self._gain(p, it)
        # slide the cards nearer the deck one step away, refill slot 1 (P3)
        m = state["market"]
        new = [None] + m[:slot] + m[slot + 1:]
        if state["deck"]:
            new[0] = state["deck"].pop(0)
            if not state["deck"] and state["last_round"] is None:
                # P8: the last card is revealed: everyone, the trigger included, gets one more turn
                state["last_round"] = len(state["ps"]) * R["end"]["extra_turns_each"] + 1
        state["market"] = new
        c = card(state, cid)
        typ = c["type"]
        if typ in HELPERS:
            p["helpers"][typ] += 1
        else:
            p["kept"].append(cid)
        state["pend"] = {"card": cid}
        if typ == "storage":
            p["exp"] += 1
        elif typ == "market":
            if any(self._can_buy(state, p, s, MARKET_DISCOUNT) for s in KOI):
                state["phase"] = "market_card"
                return
        elif typ == "well":
            alts = c["contents"]["alts"]
            if len(alts) == 1:
                for it in alts[0]:
                    self._gain(p, it)
            else:
                state["phase"] = "well"
                state["pend"] = {"card": cid, "alts": clone(alts)}
                return
        elif typ == "rain":
            state["phase"] = "rain"
            state["pend"] = {"card": cid, "tiles": list(c["contents"]["tiles"])}
            return
        self._to_buy(state, p)

    def _to_buy(self, state, p):
        state["phase"] = "buy"
        state["pend"] = {}
        if not any(self._can_buy(state, p, s, 0) for s in KOI):
            p["coins"] += rules(state)["market"]["coins_if_nothing_bought"]
            self._end_turn(state)

    def _after_rain(self, state, p):
        if not state["pend"]["tiles"]:
            self._to_buy(state, p)

    def _do_place(self, state, p, a):
        item = a["item"]
        if a.get("luck"):
            p["luck"] -= rules(state)["luck"]["cost_to_ignore_adjacency"]
        if item in KOI:
            p["koi"].append({"id": p["next_koi"], "size": item, "hexes": list(a["hexes"])})
            p["next_koi"] += 1
        else:
            p["pond"][a["hex"]] = item
        ph = state["phase"]
        if ph == "rain":
            state["pend"]["tiles"].remove(item)
            self._after_rain(state, p)
            return
        p["store"][item] -= 1
        if ph == "sensei":
            pend = state["pend"]
            if item == "water" and pend["w"] < rules(state)["sensei"]["water"]:
                pend["w"] += 1
            else:
                pend["a"] += 1
            state["work"]["did"] = True
            self._sensei_maybe_done(state, p)
        elif ph == "helper":
            if state["pend"]["h"] == "porter":
                state["pend"]["n"] += 1
                state["work"]["did"] = True
                if state["pend"]["n"] >= D.PORTER_WATER or not self._store_place(state, p, ["water"]):
                    self._helper_done(state, p)
            else:
                self._helper_done(state, p)

    def _sensei_maybe_done(self, state, p):
        if not self._any_place(state, p, self._sensei_items(state)):
            state["phase"] = "work"
            state["pend"] = {}

    def _helper_done(self, state, p):
        state["work"]["did"] = True
        state["phase"] = "work"
        state["pend"] = {}

    # ------------------------------------------------------------ end of turn
    def goal_count(self, p, kind):
        if kind == "koi":
            return len(p["koi"])
        if kind in ("lily", "lantern"):
            return sum(1 for c in p["pond"].values() if c == kind)
        return sum(1 for c in p["pond"].values() if BASE.get(c, c) == kind)

    def _pending_goal(self, state, seat):
        p = state["ps"][seat]
        for g, goal in enumerate(state["goals"]):
            if str(g) in p["claimed"]:
                continue
            cnt = self.goal_count(p, goal["kind"])
            for ti, tier in enumerate(goal["tiers"]):
                if tier["by"] is None and [g, ti] not in p["renounced"] and cnt >= tier["n"]:
                    return g, ti
        return None

    def _end_turn(self, state):
        """Called whenever a turn might end: first goal decisions (P7), then the
        storage limit (P2), then the next seat."""
        seat = state["to_move"]
        p = state["ps"][seat]
        pg = self._pending_goal(state, seat)
        if pg is not None:
            state["phase"] = "goal"
            state["pend"] = {"g": pg[0], "tier": pg[1]}
            return
        if store_total(p) * rules(state)["storage"]["hexes_per_item"] > self.cap(state, p):
            state["phase"] = "discard"
            state["pend"] = {}
            return
        n = len(state["ps"])
        state["turn"] += 1
        state["work"] = {"used": {}, "did": False, "sensei": False}
        state["pend"] = {}
        over = False
        if state["last_round"] is not None:
            state["last_round"] -= 1
            over = state["last_round"] <= 0
        if state["turn"] >= rules(state)["end"]["safety_turns_per_player"] * n:
            over = True
        if over:
            state["phase"] = "over"
            state["to_move"] = None
        else:
            state["phase"] = "turn"
            state["to_move"] = (seat + 1) % n

    # ------------------------------------------------------------ scoring
    def breakdown(self, state, seat):
        """Per-item VP of one seat: list of (key, count, vp)."""
        R = rules(state)
        S = R["scoring"]
        p = state["ps"][seat]
        rows = []
        for s in KOI:
            n = sum(1 for k in p["koi"] if k["size"] == s)
            rows.append(["koi_" + s, n, n * S["koi"][s]])
        lil = self.goal_count(p, "lily")
        lan = self.goal_count(p, "lantern")
        rows.append(["lily", lil, lil * S["lily"]])
        rows.append(["lantern", lan, lan * S["lantern"]])
        rows.append(["luck", p["luck"], p["luck"] * S["luck"]])
        kept_types = [card(state, c)["type"] for c in p["kept"]]
        counts = {"lily": lil, "lantern": lan,
                  "S": sum(1 for k in p["koi"] if k["size"] == "S"),
                  "M": sum(1 for k in p["koi"] if k["size"] == "M"),
                  "L": sum(1 for k in p["koi"] if k["size"] == "L"),
                  "well": kept_types.count("well"), "market": kept_types.count("market"),
                  "storage": kept_types.count("storage")}
        for cid in p["kept"]:
            c = card(state, cid)
            if c["type"] == "parchment":
                kind = c["contents"]["kind"]
                rows.append(["parchment_" + kind, counts[kind], counts[kind] * c["contents"]["vp"]])
        for g, tier in sorted(p["claimed"].items()):
            goal = state["goals"][int(g)]
            rows.append(["goal_" + goal["kind"], goal["tiers"][tier]["n"], goal["tiers"][tier]["vp"]])
        return rows

    def scores(self, state):
        return [sum(r[2] for r in self.breakdown(state, s)) for s in range(len(state["ps"]))]

    def winners(self, state):
        if not self.is_over(state):
            return []
        sc = self.scores(state)
        best = max(sc)
        tied = [i for i, s in enumerate(sc) if s == best]
        if state["options"]["tie_break"] == "latest-seat":
            return [tied[-1]]   # P10: farthest from the first player (seat 0) clockwise
        return tied

    # ------------------------------------------------------------ views & secrets
    def view(self, state, seat):
        v = {k: clone(state[k]) for k in ("schema", "game", "players", "options", "to_move", "market",
                                          "koi_supply", "goals", "ps", "phase", "pend", "work", "turn",
                                          "last_round")}
        v["deck_count"] = len(state["deck"])
        v["seat"] = seat
        v["n_actions"] = len(state["actions"])
        v["scores"] = self.scores(state)
        v["breakdown"] = [self.breakdown(state, s) for s in range(len(state["ps"]))]
        v["winners"] = self.winners(state)
        v["cap"] = [self.cap(state, p) for p in state["ps"]]
        v["cards"] = {cid: clone(card(state, cid)) for cid in self._visible_cards(state)}
        return v

    def _visible_cards(self, state):
        ids = [c for c in state["market"] if c]
        for p in state["ps"]:
            ids += p["kept"]
        if state["pend"].get("card"):
            ids.append(state["pend"]["card"])
        return sorted(set(ids))

    def plant_secret(self, state, token):
        if not state["deck"]:
            return None
        s2 = clone(state)
        s2["deck"][0] = token
        return s2, []

    def unseen_cards(self, view):
        """The cards still in the deck (their order is the hidden part)."""
        n = len(view["ps"])
        R = rules(view)
        known = set(c for c in view["market"] if c)
        for p in view["ps"]:
            known.update(p["kept"])
        helpers_taken = {h: sum(p["helpers"][h] for p in view["ps"]) for h in HELPERS}
        out = []
        for c in R["cards"]:
            if c["min_players"] > n or c["id"] in known:
                continue
            if c["type"] in HELPERS and helpers_taken[c["type"]] > 0:
                helpers_taken[c["type"]] -= 1   # a helper copy in some tableau
                continue
            out.append(c["id"])
        return out

    def determinize(self, view, seat, rng):
        s = {k: clone(view[k]) for k in ("schema", "game", "players", "options", "to_move", "market",
                                         "koi_supply", "goals", "ps", "phase", "pend", "work", "turn",
                                         "last_round")}
        deck = self.unseen_cards(view)
        if len(deck) != view["deck_count"]:  # pragma: no cover - defensive
            deck = deck[:view["deck_count"]]
        rng.shuffle(deck)
        s["deck"] = deck
        s["seed"] = 0
        s["rng"] = rng.next64()
        s["actions"] = []
        return s

    # ------------------------------------------------------------ invariants
    def check_invariants(self, state):
        for key in ("deck", "market", "koi_supply", "goals", "ps", "phase", "pend", "work", "turn"):
            if key not in state:
                raise BadState(f"koi: missing key {key!r}")
        n = len(state["players"])
        if len(state["ps"]) != n:
            raise BadState("koi: one player board per seat")
        cards = D.CARDS
        active = sorted(c["id"] for c in cards.values() if c["min_players"] <= n)
        seen = list(state["deck"]) + [c for c in state["market"] if c]
        helper_counts = {h: 0 for h in HELPERS}
        for p in state["ps"]:
            seen += p["kept"]
            for h in HELPERS:
                helper_counts[h] += p["helpers"][h]
        for cid in seen:
            if cid not in cards:
                raise BadState(f"koi: unknown card {cid!r}")
        types = [cards[c]["type"] for c in seen]
        for h in HELPERS:
            types += [h] * helper_counts[h]
        if len(seen) != len(set(seen)):
            raise BadState("koi: a card is in two places")
        if sorted(types) != sorted(cards[c]["type"] for c in active):
            raise BadState("koi: the cards do not add up to the deck for this player count")
        R = rules(state)
        for s in KOI:
            total = state["koi_supply"][s]
            for p in state["ps"]:
                total += p["store"][s] + sum(1 for k in p["koi"] if k["size"] == s)
            if total != R["koi_supply_4p"][s] - KOI_REMOVED[n][s]:
                raise BadState(f"koi: {s} koi do not add up")
        for p in state["ps"]:
            if p["coins"] < 0 or p["luck"] < 0 or min(p["store"].values()) < 0:
                raise BadState("koi: negative coins, luck or storage")
            cells = []
            for k in p["koi"]:
                cells += k["hexes"]
                for h in k["hexes"]:
                    if p["pond"].get(h) != "water":
                        raise BadState("koi: a koi is off the water")
            if len(cells) != len(set(cells)):
                raise BadState("koi: two koi share a hex")

    # ------------------------------------------------------------ why illegal
    def why_illegal(self, state, action, lang="en"):
        def M(key, **kw):
            return T.MSG(lang, key, **kw)

        def nm(thing):
            return T.nom(lang, thing)

        if self.is_over(state):
            return M("over")
        if not isinstance(action, dict) or "t" not in action:
            return M("format")
        seat = state["to_move"]
        p = state["ps"][seat]
        t = action["t"]
        ph = state["phase"]
        R = rules(state)
        phase_rule = T.MSG.table(lang)["ph"].get(ph, T.MSG.table(lang)["ph"]["turn"]).format(
            d=MARKET_DISCOUNT, n=R["market"]["coins_if_nothing_bought"], cap=self.cap(state, p))
        phase_types = {"turn": ("take", "work", "pass"), "market_card": ("koi", "skip"), "well": ("well",),
                       "rain": ("place", "stow"), "buy": ("buy", "skip"), "work": ("sensei", "helper", "end"),
                       "sensei": ("place", "done"), "helper": ("place", "upgrade", "move", "done"),
                       "goal": ("goal",), "discard": ("discard",)}.get(ph, ())
        if t not in phase_types:
            return M("not_now", rule=phase_rule)
        if t == "done":
            if ph == "helper":
                return M("done_helper", n=D.PORTER_WATER)
            return M("done_sensei")
        if t == "work":
            return M("work_nothing")
        if t == "pass":
            return M("pass")
        if t == "take":
            slot = action.get("slot")
            if not isinstance(slot, int) or isinstance(slot, bool) or not 0 <= slot < MARKET_SLOTS:
                return M("slot_range", n=MARKET_SLOTS)
            if state["market"][slot] is None:
                return M("slot_empty", n=slot + 1)
            cost = -R["market"]["slot_bonus"][slot]["coins"]
            return M("slot_cost", n=slot + 1, cost=cost, have=p["coins"])
        if t in ("koi", "buy"):
            size = action.get("size")
            if size not in KOI:
                return M("koi_size")
            if state["koi_supply"][size] <= 0:
                return M("koi_none", item=nm(size))
            disc = MARKET_DISCOUNT if t == "koi" else 0
            price = max(0, R["market"]["koi_price"][size] - disc)
            return M("koi_price", item=nm(size), price=price, have=p["coins"])
        if t == "helper":
            h = action.get("h")
            if h not in HELPERS:
                return M("helper_unknown")
            hn = T.pick(lang, "card", h)
            if p["helpers"][h] == 0:
                return M("helper_none", helper=hn)
            if state["work"]["used"].get(h, 0) >= p["helpers"][h]:
                return M("helper_once", helper=hn)
            return M("helper_idle", helper=hn)
        if t == "sensei":
            if state["work"]["sensei"]:
                return M("sensei_once")
            return M("sensei_nothing")
        if t == "end":
            return M("end_early")
        if t == "upgrade":
            h = action.get("hex")
            c = p["pond"].get(h) if isinstance(h, str) else None
            base = {"gardener": "foliage", "builder": "shore"}.get(state["pend"].get("h"), "foliage")
            if c is None:
                return M("up_none")
            if BASE.get(c, c) != base:
                return M("up_kind", up=nm(D.UPGRADE[base]), base=nm(base))
            return M("up_done", base=nm(base))
        if t in ("place", "move"):
            return self._why_place(state, p, action, lang)
        if t == "goal":
            return M("goal_answer")
        if t == "discard":
            item = action.get("item")
            return M("discard_none", item=nm(item)) if item in ITEMS else M("place_what")
        if t == "well":
            return M("well_alt", n=len(state["pend"]["alts"]))
        if t == "stow":
            return M("stow")
        return M("generic", rule=phase_rule)

    def _why_place(self, state, p, action, lang):
        def M(key, **kw):
            return T.MSG(lang, key, **kw)

        def nm(thing):
            return T.nom(lang, thing)

        item = action.get("item")
        ph = state["phase"]
        if action["t"] == "move":
            k = next((k for k in p["koi"] if k["id"] == action.get("koi")), None)
            if k is None:
                return M("breeder_nokoi")
            item = k["size"]
            skip = k["id"]
        else:
            skip = None
            if item not in ITEMS:
                return M("place_what")
            if ph == "rain":
                if item not in state["pend"]["tiles"]:
                    return M("rain_no", item=nm(item))
            else:
                if p["store"][item] <= 0:
                    return M("store_no", item=nm(item))
                if ph == "sensei" and item not in self._sensei_items(state):
                    S = rules(state)["sensei"]
                    return M("sensei_used", w=S["water"], a=S["any"])
                if ph == "helper":
                    h = state["pend"]["h"]
                    ok = {"breeder": KOI, "gardener": ("foliage",), "builder": ("shore",),
                          "porter": ("water",)}[h]
                    if item not in ok:
                        return M("helper_cannot", helper=T.pick(lang, "card", h), item=nm(item))
        if item in KOI:
            hexes = action.get("hexes")
            if not isinstance(hexes, list) or not all(isinstance(h, str) for h in hexes):
                return M("koi_list")
            need = rules(state)["pond"]["koi_hexes"][item]
            if len(hexes) != need:
                return M("koi_cover", item=nm(item), n=need)
            occ = set()
            for k in p["koi"]:
                if k["id"] != skip:
                    occ.update(k["hexes"])
            for h in hexes:
                if p["pond"].get(h) != "water":
                    return M("koi_water")
                if h in occ:
                    return M("koi_taken")
            if len(set(hexes)) != len(hexes):
                return M("koi_distinct")
            if need == 2 and hexes[1] not in nbrs(hexes[0]):
                return M("koi_medium", n=need)
            if need == 3 and not (hexes[1] in nbrs(hexes[0]) and hexes[2] in nbrs(hexes[0])
                                  and hexes[2] in nbrs(hexes[1])):
                return M("koi_large", n=need)
            if hexes != hsort(hexes):
                return M("koi_order", order=hsort(hexes))
            if action["t"] == "move":
                return M("koi_same")
            return M("koi_bad")
        h = action.get("hex")
        if not isinstance(h, str):
            return M("hex_what")
        try:
            res = tile_check(p, item, h)
        except (ValueError, IndexError):
            return M("hex_what")
        if isinstance(res, str):
            return M(res)
        if res:
            if action.get("luck"):
                if state["options"]["luck_use"] != "ignore-adjacency":
                    return M("luck_option")
                if p["luck"] < 1:
                    return M("luck_none")
                if len(res) > 1:
                    return M("luck_one")
            return M(res[0], item=nm(item)) + (M("luck_hint") if len(res) == 1 and self._luck_ok(state, p) else "")
        if action.get("luck"):
            return M("luck_needless")
        return M("place_bad")

    def reveals(self, before, action, after):
        """Taking a card refills the market from the hidden deck: no undo."""
        if isinstance(action, dict) and action.get("t") == "take" and before.get("deck"):
            return True
        return before["rng"] != after["rng"]

    # ------------------------------------------------------------ what a move changed
    def changes(self, before, action, after, seat):
        """The pieces ``action`` touched, as the view's ``data-piece`` ids (every seat sees every piece: the
        only hidden thing is the deck's order, and a card drawn from it is named by its space)::

            pond:<seat>:<hex>   a pond tile placed or upgraded      koi:<seat>:<n>     a koi placed or moved
            store:<seat>:<item>:<j>  the j-th <item> in a storage, newly there
            store:<seat>        a storage that lost something to the supply
            coins:<seat> luck:<seat> vp:<seat>   a player's coins, luck tokens, points changed
            helper:<seat>:<kind>  a helper hired or activated       kept:<seat>:<i>    a card kept face down
            market:0            the card drawn into space 1         goal:<g>:<tier>    a goal tile claimed
            sensei:<seat>       the sensei action begun
        """
        mover = before["to_move"]
        if mover is None or not isinstance(action, dict):
            return []
        t = action.get("t")
        p0, p1 = before["ps"][mover], after["ps"][mover]
        out = []
        for h in hsort(set(p0["pond"]) | set(p1["pond"])):
            if p0["pond"].get(h) != p1["pond"].get(h):
                out.append(f"pond:{mover}:{h}")
        k0 = {k["id"]: k["hexes"] for k in p0["koi"]}
        for k in p1["koi"]:
            if k0.get(k["id"]) != k["hexes"]:
                out.append(f"koi:{mover}:{k['id']}")
        lost = False
        for it in ITEMS:
            n0, n1 = p0["store"][it], p1["store"][it]
            out += [f"store:{mover}:{it}:{j}" for j in range(n0, n1)]
            lost = lost or n1 < n0
        if lost and t == "discard":
            out.append(f"store:{mover}")
        for key in ("coins", "luck"):
            if p0[key] != p1[key]:
                out.append(f"{key}:{mover}")
        if self.scores(before)[mover] != self.scores(after)[mover]:
            out.append(f"vp:{mover}")
        for h in HELPERS:
            if p1["helpers"][h] > p0["helpers"][h] or (t == "helper" and action.get("h") == h):
                out.append(f"helper:{mover}:{h}")
        out += [f"kept:{mover}:{i}" for i in range(len(p0["kept"]), len(p1["kept"]))]
        if t == "take" and before["deck"]:
            out.append("market:0")
        for g, goal in enumerate(after["goals"]):
            for ti, tier in enumerate(goal["tiers"]):
                if tier["by"] is not None and before["goals"][g]["tiers"][ti]["by"] is None:
                    out.append(f"goal:{g}:{ti}")
        if t == "sensei":
            out.append(f"sensei:{mover}")
        return out

    def pause_after(self, before, action, after):
        """Nothing in KOI is shown only for a moment: every change stays on the board (marked) and the end is
        held by the app's end screen."""
        return False

    # ------------------------------------------------------------ a turn in words
    def turn_summary(self, steps, seat, lang="en"):
        """One seat's turn for the status line: "Computer took the Porter from space 4 (+1 coin) and bought a
        small koi." / "Computer worked: placed 2 water tiles and a medium koi, used the Porter, and scored 2
        points (now 14)."  Everything in it is public (the deck's order never shows)."""
        steps = [st for st in steps if st[0]["to_move"] is not None]
        if not steps:
            return ""
        mover = steps[0][0]["to_move"]
        who = steps[0][0]["players"][mover]["name"]

        def tr(key, **kw):
            return T.TEXT(lang, key, **kw)

        parts, groups = [], {}          # groups: what is said once for the turn, where it first happened

        def group(key, thing):
            if key not in groups:
                groups[key] = (len(parts), [])
                parts.append(None)
            groups[key][1].append(thing)

        for before, action, _after in steps:
            t = action.get("t") if isinstance(action, dict) else None
            if t == "take":
                slot = action["slot"]
                c = card(before, before["market"][slot])
                bonus = rules(before)["market"]["slot_bonus"][slot]
                gained = ["coin"] * max(0, bonus["coins"]) + list(bonus["tiles"])
                if c["type"] == "well" and len(c["contents"]["alts"]) == 1:
                    gained += c["contents"]["alts"][0]
                extra = []
                if bonus["coins"] < 0:
                    extra.append(tr("s_paid", n=T.count(lang, "coin", -bonus["coins"])))
                if gained:
                    extra.append(tr("s_gained", what=T.items_text(gained, lang)))
                parts.append(tr("s_took", card=T.card_name(c, lang), n=slot + 1)
                             + (f" ({join(extra, lang)})" if extra else ""))
            elif t == "koi":
                parts.append(tr("s_market", item=T.name(lang, action["size"])))
            elif t == "buy":
                parts.append(tr("s_bought", item=T.name(lang, action["size"])))
            elif t == "skip" and before["phase"] == "buy":
                parts.append(tr("s_coin", n=rules(before)["market"]["coins_if_nothing_bought"]))
            elif t == "skip":
                parts.append(tr("s_no_market"))
            elif t == "well":
                parts.append(tr("s_gained", what=T.items_text(before["pend"]["alts"][action["alt"]], lang)))
            elif t == "place":
                group("s_rain" if before["phase"] == "rain" else "s_placed", action["item"])
            elif t == "upgrade":
                group("s_upgraded", D.UPGRADE[before["ps"][mover]["pond"][action["hex"]]])
            elif t == "move":
                group("s_moved", next(k for k in before["ps"][mover]["koi"] if k["id"] == action["koi"])["size"])
            elif t == "helper":
                group("s_activated", T.pick(lang, "card", action["h"]))
            elif t == "goal":
                g = before["goals"][action["g"]]
                tier = g["tiers"][before["pend"]["tier"]]
                what = f'{T.pick(lang, "goal_kind", g["kind"])} {tier["n"]}+'
                parts.append(tr("s_claimed", what=what, vp=tier["vp"]) if action["claim"]
                             else tr("s_renounced", what=what))
            elif t == "discard":
                parts.append(tr("s_returned", what=T.count(lang, action["item"], 1)))
            elif t == "stow":
                parts.append(tr("s_aside", what=T.count(lang, action["item"], 1)))
            elif t == "pass":
                parts.append(tr("s_passed"))
        for key, (i, things) in groups.items():
            if key == "s_activated":
                parts[i] = tr(key, helpers=join([h for j, h in enumerate(things) if h not in things[:j]], lang))
            else:
                parts[i] = tr(key, what=T.items_text(things, lang))
        first, last = steps[0][0], steps[-1][2]
        gain = self.scores(last)[mover] - self.scores(first)[mover]
        if gain:
            parts.append(tr("s_scored", n=T.count(lang, "vp", gain), total=self.scores(last)[mover]))
        if not parts:       # (a turn in words is in the past tense, the log's lines are in the present)
            parts.append(tr("s_worked") if any(a.get("t") == "work" for _, a, _ in steps if isinstance(a, dict))
                         else tr("s_passed"))
        return address(tr("s_turn", name=who, parts=join(parts, lang)), who, lang, T.TEXT)

    def score_table(self, state, lang="en"):
        """The end's table: a row per kind of points anyone made (koi by size, water-lilies, lanterns, luck,
        each Parchment, each goal), the points per seat ("–" where a seat has none of it)."""
        rows, keys = {}, []
        for s in range(len(state["players"])):
            for key, _n, vp in self.breakdown(state, s):
                if key not in rows:
                    rows[key] = ["–"] * len(state["players"])
                    keys.append(key)
                rows[key][s] = vp
        return [(T.breakdown_label(k, lang), rows[k]) for k in keys if any(v not in ("–", 0) for v in rows[k])]

    def result_lines(self, state, lang="en"):
        """Per seat: the points ("You: 34 points"), and how a tie was decided; what made them is the table
        (``score_table``)."""
        out = []
        sc = self.scores(state)
        ws = self.winners(state)
        tied = [i for i, s in enumerate(sc) if s == max(sc)] if self.is_over(state) else []
        for s, pl in enumerate(state["players"]):
            parts = [T.TEXT(lang, "r_tie" if len(ws) == 1 else "r_shared")] if len(tied) > 1 and s in ws else []
            key = "r_line" if parts else "r_line_bare"
            out.append(T.TEXT(lang, key, name=pl["name"], n=sc[s], parts=", ".join(parts)))
        return out

    # ------------------------------------------------------------ log
    def log_line(self, before, action, lang="en"):
        seat = before["to_move"]
        who = before["players"][seat]["name"] if seat is not None else "?"
        return T.TEXT(lang, "log", name=who, text=self._log_text(before, action, lang))

    def _log_text(self, before, action, lang):
        def tr(key, **kw):
            return T.TEXT(lang, key, **kw)

        def nm(thing):
            return T.name(lang, thing)

        seat = before["to_move"]
        t = action.get("t") if isinstance(action, dict) else None
        if t == "take":
            cid = before["market"][action["slot"]]
            return tr("l_take", card=T.card_name(card(before, cid), lang), n=action["slot"] + 1)
        if t == "helper":
            return tr("l_helper", helper=T.pick(lang, "card", action["h"]))
        if t == "place":
            where = T.where(lang, action.get("hex") or action.get("hexes"))
            return tr("l_place", item=nm(action["item"]), where=where) + (tr("l_luck") if action.get("luck") else "")
        if t == "upgrade":
            up = D.UPGRADE.get(before["ps"][seat]["pond"].get(action["hex"]), "lily")
            return tr("l_upgrade", up=nm(up), where=T.where(lang, action["hex"]))
        if t == "move":
            k = next((k for k in before["ps"][seat]["koi"] if k["id"] == action["koi"]), {"size": "S"})
            return tr("l_move", item=nm(k["size"]), where=T.where(lang, action["hexes"]))
        if t in ("buy", "koi"):
            return tr("l_" + t, item=nm(action["size"]))
        if t == "well":
            return tr("l_well", items=T.items_text(before["pend"]["alts"][action["alt"]], lang))
        if t == "goal":
            g = before["goals"][action["g"]]
            tier = g["tiers"][before["pend"]["tier"]]
            what = T.TEXT(lang, "goal_tier", n=tier["n"], vp=tier["vp"])
            what = f'{T.pick(lang, "goal_kind", g["kind"])} {what}'
            return tr("l_claim" if action["claim"] else "l_renounce", what=what)
        if t in ("discard", "stow"):
            return tr("l_" + t, item=nm(action["item"]))
        if t == "skip" and before["phase"] == "buy":
            return tr("l_skip_coin", n=rules(before)["market"]["coins_if_nothing_bought"])
        if t in ("work", "sensei", "skip", "end", "done", "pass"):
            return tr("l_" + t)
        return T.MSG(lang, "format")


GAME = KoiGame()
