"""KOI (dV Giochi) engine: the confirmed rules exactly, the rest as the
provisional rule set "provisional-v1" (rules digest koi.md §9).

Rule references in messages: "§n" = confirmed rules (digest §1–8, card
appendix); "Pn" = provisional rule n (digest §9, numbers in
``rules_provisional.json``).

State (game part)::

    deck      [card id]         hidden order (never in a view)
    market    [card id|None]*5  slot 1 (index 0) is next to the deck
    koi_supply {"S","M","L"}   koi left in the supply
    goals     [{"kind", "tiers": [{"n", "vp", "by": seat|None}]}]
    ps        one dict per seat (see _new_player)
    phase     "turn" | "market_card" | "well" | "rain" | "buy" | "work" |
              "sensei" | "helper" | "goal" | "discard" | "over"
    pend      details of the pending sub-phase
    work      {"used": {helper: n}, "did": bool, "sensei": bool}
    turn      turns completed; last_round: turns left after the end trigger
"""
from __future__ import annotations

import json
import os

from ...core import Game, IllegalAction, Option, Rng, BadState, clone
from . import INFO

_HERE = os.path.dirname(os.path.abspath(__file__))

# --------------------------------------------------------------- data
RULESETS = {}


def _load_ruleset(name, filename):
    with open(os.path.join(_HERE, filename), encoding="utf-8") as f:
        RULESETS[name] = json.load(f)


_load_ruleset("provisional-v1", "rules_provisional.json")

ITEMS = ("water", "shore", "foliage", "S", "M", "L")     # storage contents
TILES = ("water", "shore", "foliage")
KOI = ("S", "M", "L")
HELPERS = ("breeder", "gardener", "builder", "porter")
# Confirmed (set-up, digest §3): koi removed by player count.
KOI_REMOVED = {2: {"S": 1, "M": 2, "L": 2}, 3: {"S": 1, "M": 1, "L": 2}, 4: {"S": 0, "M": 0, "L": 0}}
START_COINS = 2          # §3
START_LUCK = 1           # §3
MARKET_SLOTS = 5         # §2 / §3
MARKET_DISCOUNT = 1      # Market card (§2.1)
EXPANSION_HEXES = 2      # Storage card (§2.1)

# A pond cell is one string: its level-0 tile, or its level-1 upgrade
# ("lily" stands on a foliage tile, "lantern" on a shore tile).
BASE = {"lily": "foliage", "lantern": "shore"}
UPGRADE = {"foliage": "lily", "shore": "lantern"}

DIRS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def hk(q, r):
    return f"{q},{r}"


_XY_CACHE: dict = {}


def hxy(key):
    v = _XY_CACHE.get(key)
    if v is None:
        a, b = key.split(",")
        v = _XY_CACHE[key] = (int(a), int(b))
    return v


_NB_CACHE: dict = {}


def nbrs(key):
    v = _NB_CACHE.get(key)
    if v is None:
        q, r = hxy(key)
        v = _NB_CACHE[key] = tuple(hk(q + dq, r + dr) for dq, dr in DIRS)
    return v


def hsort(keys):
    return sorted(keys, key=lambda k: hxy(k))


def rules(state_or_opts):
    opts = state_or_opts.get("options", state_or_opts)
    return RULESETS[opts.get("ruleset", "provisional-v1")]


def card_table(ruleset_name):
    return {c["id"]: c for c in RULESETS[ruleset_name]["cards"]}


_CARDS = {name: card_table(name) for name in RULESETS}


def card(state, cid):
    return _CARDS[state["options"]["ruleset"]][cid]


def store_total(p):
    return sum(p["store"].values())


# ------------------------------------------------------------ pond geometry
def koi_cells(p):
    occ = set()
    for k in p["koi"]:
        occ.update(k["hexes"])
    return occ


def free_water(p, ignore_koi=None):
    occ = set()
    for k in p["koi"]:
        if k["id"] != ignore_koi:
            occ.update(k["hexes"])
    return {h for h, c in p["pond"].items() if c == "water" and h not in occ}


def koi_spots(p, size, ignore_koi=None):
    """Every legal set of hexes (sorted list) for a koi of ``size`` (P5)."""
    W = free_water(p, ignore_koi)
    out = []
    if size == "S":
        out = [[h] for h in W]
    elif size == "M":
        seen = set()
        for h in W:
            for n in nbrs(h):
                if n in W:
                    t = tuple(hsort([h, n]))
                    if t not in seen:
                        seen.add(t)
                        out.append(list(t))
    else:
        seen = set()
        for h in W:
            nb = nbrs(h)
            for i in range(6):
                a, b = nb[i], nb[(i + 1) % 6]
                if a in W and b in W:
                    t = tuple(hsort([h, a, b]))
                    if t not in seen:
                        seen.add(t)
                        out.append(list(t))
    out.sort(key=lambda hs: [hxy(h) for h in hs])
    return out


def tile_check(p, item, h):
    """None if ``item`` (a level-0 tile) may go on hex ``h``; otherwise the list of
    broken adjacency requirements (each a rule key) or a fatal reason string."""
    pond = p["pond"]
    if h in pond:
        return "occupied"
    nts = [BASE.get(pond[n], pond[n]) for n in nbrs(h) if n in pond]
    if not nts:
        return "detached"
    broken = []
    if not any(t in ("water", "spring") for t in nts):
        broken.append("needs_water")
    if item == "foliage" and "foliage" in nts:
        broken.append("foliage_touch")
    return broken or None


def frontier(p):
    pond = p["pond"]
    out = set()
    for h in pond:
        for n in nbrs(h):
            if n not in pond:
                out.add(n)
    return out


def tile_spots(p, item, luck_ok):
    """(normal hexes, luck-only hexes) where a level-0 tile may go (P5, P6)."""
    norm, lucky = [], []
    for h in frontier(p):
        res = tile_check(p, item, h)
        if res is None:
            norm.append(h)
        elif luck_ok and isinstance(res, list) and len(res) == 1:
            lucky.append(h)
    return hsort(norm), hsort(lucky)


def tile_exists(p, item, luck_ok):
    """Whether tile_spots would find any hex (early exit)."""
    for h in frontier(p):
        res = tile_check(p, item, h)
        if res is None or (luck_ok and isinstance(res, list) and len(res) == 1):
            return True
    return False


def upgrade_spots(p, base):
    return hsort([h for h, c in p["pond"].items() if c == base])


# --------------------------------------------------------------- strings
RULE_TEXT = {
    "occupied": {"en": "Placement (P5): hex {h} already holds a tile on level 0",
                 "de": "Legen (P5): Feld {h} ist auf Ebene 0 schon belegt"},
    "detached": {"en": "Placement (P5): hex {h} does not touch your pond",
                 "de": "Legen (P5): Feld {h} grenzt nicht an deinen Teich"},
    "needs_water": {"en": "Placement (P5): a {item} tile must touch a water or spring hex ({h} does not)",
                    "de": "Legen (P5): ein {item}-Plättchen muss an Wasser oder Quelle grenzen ({h} tut es nicht)"},
    "foliage_touch": {"en": "Placement (P5): foliage may not touch another foliage tile ({h} does)",
                      "de": "Legen (P5): Laub darf nicht an anderes Laub grenzen ({h} tut es)"},
}


def _l(lang):
    return "de" if lang == "de" else "en"


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


# ------------------------------------------------------------------ game
class KoiGame(Game):
    info = INFO
    schema = 1
    options_spec = [
        Option("ruleset", "provisional-v1", ["provisional-v1"], assumed=True,
               label={"en": "Rule set for the unknown rules", "de": "Regelwerk für die unbekannten Regeln"},
               help={"en": "The full KOI rulebook is not public. 'provisional-v1' fills the gaps (P1–P10: seat "
                           "start tiles, storage size, market slot bonuses, sensei action, pond placement, luck, "
                           "goals, end trigger, pond scoring, tie-break, card list); every number is in "
                           "rules_provisional.json.",
                     "de": "Das vollständige KOI-Regelheft ist nicht öffentlich. 'provisional-v1' füllt die "
                           "Lücken (P1–P10); alle Zahlen stehen in rules_provisional.json."}),
        Option("first_game", False, label={"en": "First game: no goals", "de": "Erste Partie: ohne Ziele"},
               help={"en": "Confirmed variant: leave Goal cards and tiles out.",
                     "de": "Bestätigte Variante: ohne Zielkarten und -plättchen."}),
        Option("luck_use", "ignore-adjacency", ["ignore-adjacency", "points-only"], assumed=True,
               label={"en": "Luck tokens (P6)", "de": "Glücksmarker (P6)"},
               help={"en": "Provisional: spend 1 to ignore one adjacency requirement of one placement; "
                           "each unspent token is worth 1 VP.",
                     "de": "Vorläufig: 1 abgeben, um eine Angrenzungsbedingung eines Legens zu ignorieren; "
                           "jeder übrige Marker zählt 1 SP."}),
        Option("rain_overflow", "storage-then-supply", ["storage-then-supply", "supply"], assumed=True,
               label={"en": "Rain tile with no legal hex (P5)", "de": "Regen-Plättchen ohne erlaubtes Feld (P5)"},
               help={"en": "Provisional: goes to your storage if there is room, otherwise back to the supply.",
                     "de": "Vorläufig: ins Lager, wenn Platz ist, sonst zurück in den Vorrat."}),
        Option("tie_break", "latest-seat", ["latest-seat", "shared"], assumed=True,
               label={"en": "Tie-break (P10)", "de": "Gleichstand (P10)"},
               help={"en": "Provisional: the tied player latest in turn order wins (as in Bonsai).",
                     "de": "Vorläufig: bei Gleichstand gewinnt, wer in der Zugfolge am spätesten sitzt."}),
    ]
    # option sets; the seat count of each is in preset_players (options hold no seat count)
    presets = {
        "default": {},
        "4p": {},
    }
    preset_players = {"default": 2, "4p": 4}

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
            kinds = [g for g in R["P7_goals"]["kinds"]]
            idx = list(range(len(kinds)))
            rng.shuffle(idx)
            for i in sorted(idx[:R["P7_goals"]["cards_in_game"]]):
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
            for item in R["P1_seat_start"][seat]:
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
        return rules(state)["P2_storage"]["start_hexes"] + EXPANSION_HEXES * p["exp"]

    def _luck_ok(self, state, p):
        return state["options"]["luck_use"] == "ignore-adjacency" and \
            p["luck"] >= rules(state)["P6_luck"]["cost_to_ignore_adjacency"]

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
        R = rules(state)["P4_sensei"]
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
            bonus = R["P3_market"]["slot_bonus"]
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
            if w["did"] or not acts or not R["P4_sensei"]["work_must_do_something"]:
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
        price = max(0, rules(state)["P3_market"]["koi_price"][size] - discount)
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
                p["coins"] += R["P3_market"]["coins_if_nothing_bought"]
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
                p["luck"] += 1
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
        price = max(0, rules(state)["P3_market"]["koi_price"][size] - discount)
        p["coins"] -= price
        state["koi_supply"][size] -= 1
        p["store"][size] += 1

    def _take(self, state, p, slot, rng):
        R = rules(state)
        cid = state["market"][slot]
        b = R["P3_market"]["slot_bonus"][slot]
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
                state["last_round"] = len(state["ps"]) * R["P8_end"]["extra_turns_each"] + 1
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
            p["coins"] += rules(state)["P3_market"]["coins_if_nothing_bought"]
            self._end_turn(state)

    def _after_rain(self, state, p):
        if not state["pend"]["tiles"]:
            self._to_buy(state, p)

    def _do_place(self, state, p, a):
        item = a["item"]
        if a.get("luck"):
            p["luck"] -= rules(state)["P6_luck"]["cost_to_ignore_adjacency"]
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
            if item == "water" and pend["w"] < rules(state)["P4_sensei"]["water"]:
                pend["w"] += 1
            else:
                pend["a"] += 1
            state["work"]["did"] = True
            self._sensei_maybe_done(state, p)
        elif ph == "helper":
            if state["pend"]["h"] == "porter":
                state["pend"]["n"] += 1
                state["work"]["did"] = True
                if state["pend"]["n"] >= 2 or not self._store_place(state, p, ["water"]):
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
        if store_total(p) * rules(state)["P2_storage"]["hexes_per_item"] > self.cap(state, p):
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
        if state["turn"] >= rules(state)["P8_end"]["safety_turns_per_player"] * n:
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
        S = R["P9_scoring"]
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
        cards = _CARDS.get(state["options"].get("ruleset"))
        if cards is None:
            raise BadState("koi: unknown rule set")
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
        L = _l(lang)
        if self.is_over(state):
            return "Game over: no more actions can be taken"
        if not isinstance(action, dict) or "t" not in action:
            return f"Action format: an action is a JSON object with a 't' key, not {action!r}"
        seat = state["to_move"]
        p = state["ps"][seat]
        t = action["t"]
        ph = state["phase"]
        R = rules(state)
        phase_rule = {
            "turn": "Turn (§4): choose Meditate (take a market card) or Work",
            "market_card": "Market card (§2.1): buy a discounted koi or skip",
            "well": "Well card (§2.1): choose one of the alternatives separated by '/'",
            "rain": "Rain card (§2.1): place the rain tiles in your pond at once",
            "buy": "Meditate (P3): you may buy one koi, or skip and gain a coin",
            "work": "Work (§4): start the sensei action, activate a helper, or end the turn",
            "sensei": "Sensei action (P4): place from storage, or finish the sensei action",
            "helper": "Helper cards (§2.1): carry out the activated helper's effect",
            "goal": "Goals (P7): claim or renounce the goal tile you reached",
            "discard": "Storage (P2): return items to the supply until your storage fits",
        }.get(ph, "Turn (§4)")
        phase_types = {"turn": ("take", "work", "pass"), "market_card": ("koi", "skip"), "well": ("well",),
                       "rain": ("place", "stow"), "buy": ("buy", "skip"), "work": ("sensei", "helper", "end"),
                       "sensei": ("place", "done"), "helper": ("place", "upgrade", "move", "done"),
                       "goal": ("goal",), "discard": ("discard",)}.get(ph, ())
        if t not in phase_types:
            return f"{phase_rule} — '{t}' is not possible now"
        if t == "done":
            if ph == "helper":
                return "Helper cards (§2.1): only the Porter may stop after fewer placements (up to 2 water)"
            return "Sensei action (P4): place at least one thing before finishing the sensei action"
        if t == "work":
            return "Work (P4): nothing in your storage or pond could be placed or upgraded"
        if t == "pass":
            return "Turn (§4): you can only pass when you can neither Meditate nor Work"
        if t == "take":
            slot = action.get("slot")
            if not isinstance(slot, int) or not 0 <= slot < MARKET_SLOTS:
                return "Market (§2): there are 5 card spaces, numbered 1–5"
            if state["market"][slot] is None:
                return f"Market (§2): card space {slot + 1} is empty"
            cost = -R["P3_market"]["slot_bonus"][slot]["coins"]
            return (f"Market slot (P3): taking the card in space {slot + 1} costs {cost} coin(s); "
                    f"you have {p['coins']}")
        if t in ("koi", "buy"):
            size = action.get("size")
            if size not in KOI:
                return "Koi (§2): sizes are S, M and L"
            if state["koi_supply"][size] <= 0:
                return f"Koi supply (§3): no {size} koi left in the supply"
            disc = MARKET_DISCOUNT if t == "koi" else 0
            price = max(0, R["P3_market"]["koi_price"][size] - disc)
            return f"Koi price (§2.1/P3): a {size} koi costs {price} coin(s) now; you have {p['coins']}"
        if t == "helper":
            h = action.get("h")
            if h not in HELPERS:
                return f"Helper cards (§2.1): no helper called {h!r}"
            if p["helpers"][h] == 0:
                return f"Helper cards (§2.1): you have no {h} card"
            if state["work"]["used"].get(h, 0) >= p["helpers"][h]:
                return f"Helper cards (§2.1): each {h} copy can be activated only once per Work turn"
            return f"Helper cards (§2.1): your {h} has nothing it could do right now"
        if t == "sensei":
            if state["work"]["sensei"]:
                return "Sensei action (§4): only one sensei action per Work turn"
            return "Sensei action (P4): nothing in your storage can be placed"
        if t == "end":
            return "Work (P4): a Work turn must place or upgrade at least one thing while it still can"
        if t == "upgrade":
            h = action.get("hex")
            c = p["pond"].get(h) if isinstance(h, str) else None
            base = {"gardener": "foliage", "builder": "shore"}.get(state["pend"].get("h"))
            up = "water-lily" if base == "foliage" else "lantern"
            if c is None:
                return f"Upgrade (§5): there is no tile at {h} to upgrade"
            if BASE.get(c, c) != base:
                return f"Upgrade (§5): a {up} can only go on an already placed {base} tile ({h} is {BASE.get(c, c)})"
            return f"Upgrade (§5): the {base} tile at {h} is already upgraded (one upgrade per tile)"
        if t in ("place", "move"):
            return self._why_place(state, p, action, L)
        if t == "goal":
            return "Goals (P7): answer for the goal tile you reached"
        if t == "discard":
            return f"Storage (P2): you have no {action.get('item')!r} in storage"
        if t == "well":
            return f"Well card (§2.1): choose alternative 0–{len(state['pend']['alts']) - 1}"
        if t == "stow":
            return "Rain card (§2.1/P5): a rain tile may only go to storage when it has no legal hex in your pond"
        return f"{phase_rule}: {action!r} is not legal"

    def _why_place(self, state, p, action, L):
        item = action.get("item")
        ph = state["phase"]
        if action["t"] == "move":
            k = next((k for k in p["koi"] if k["id"] == action.get("koi")), None)
            if k is None:
                return "Breeder (§2.1): there is no such koi in your pond"
            item = k["size"]
            skip = k["id"]
        else:
            skip = None
            if item not in ITEMS:
                return f"Placement (§4): {item!r} is not a tile or koi you can place"
            if ph == "rain":
                if item not in state["pend"]["tiles"]:
                    return f"Rain card (§2.1): this rain card brings no {item} tile"
            else:
                if p["store"][item] <= 0:
                    return f"Storage (§4): you have no {item} in your storage"
                if ph == "sensei" and item not in self._sensei_items(state):
                    return ("Sensei action (P4): the sensei places 1 water tile and 1 tile or koi of any "
                            "type; that part is already used")
                if ph == "helper":
                    h = state["pend"]["h"]
                    ok = {"breeder": KOI, "gardener": ("foliage",), "builder": ("shore",),
                          "porter": ("water",)}[h]
                    if item not in ok:
                        return f"Helper cards (§2.1): the {h} cannot place {item}"
        if item in KOI:
            hexes = action.get("hexes")
            if not isinstance(hexes, list) or not all(isinstance(h, str) for h in hexes):
                return "Koi (P5): give the koi's hexes as a list"
            need = rules(state)["P5_pond"]["koi_hexes"][item]
            if len(hexes) != need:
                return f"Koi (P5): a {item} koi covers {need} water hex(es)"
            occ = set()
            for k in p["koi"]:
                if k["id"] != skip:
                    occ.update(k["hexes"])
            for h in hexes:
                c = p["pond"].get(h)
                if c != "water":
                    what = "nothing" if c is None else BASE.get(c, c)
                    return f"Koi (P5): koi swim only on placed water tiles (not spring, shore or foliage); {h} is {what}"
                if h in occ:
                    return f"Koi (P5): hex {h} already holds a koi"
            if len(set(hexes)) != len(hexes):
                return "Koi (P5): a koi's hexes must be different"
            if need == 2 and hexes[1] not in nbrs(hexes[0]):
                return "Koi (P5): a medium koi needs 2 adjacent water hexes"
            if need == 3 and not (hexes[1] in nbrs(hexes[0]) and hexes[2] in nbrs(hexes[0])
                                  and hexes[2] in nbrs(hexes[1])):
                return "Koi (P5): a large koi needs 3 mutually adjacent water hexes"
            if hexes != hsort(hexes):
                return f"Action format: list the hexes in order, as {hsort(hexes)}"
            if action["t"] == "move":
                return "Breeder (§2.1): the koi must move to a different spot"
            return f"Koi (P5): {action!r} is not a legal koi placement"
        h = action.get("hex")
        if not isinstance(h, str):
            return "Placement (P5): give the hex as 'q,r'"
        res = tile_check(p, item, h)
        if isinstance(res, str):
            return RULE_TEXT[res][L].format(h=h, item=item)
        if res:
            if action.get("luck"):
                if state["options"]["luck_use"] != "ignore-adjacency":
                    return "Luck tokens (P6): with this option luck tokens only score points"
                if p["luck"] < 1:
                    return "Luck tokens (P6): you have no luck token to spend"
                if len(res) > 1:
                    return "Luck tokens (P6): one luck token ignores only one adjacency requirement"
            return RULE_TEXT[res[0]][L].format(h=h, item=item) + \
                (" — spend a luck token (P6) to ignore it" if len(res) == 1 and self._luck_ok(state, p) else "")
        if action.get("luck"):
            return "Luck tokens (P6): this placement is legal without spending a luck token"
        return f"Placement (P5): {action!r} is not legal now"

    def reveals(self, before, action, after):
        """Taking a card refills the market from the hidden deck: no undo."""
        if isinstance(action, dict) and action.get("t") == "take" and before.get("deck"):
            return True
        return before["rng"] != after["rng"]

    # ------------------------------------------------------------ log
    def log_line(self, before, action, lang="en"):
        from .text import log_line
        return log_line(self, before, action, lang)


GAME = KoiGame()
