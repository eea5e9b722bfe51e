"""KOI engine: set-up, turn structure, cards, placement rules, scoring."""
import json

import pytest

from pondside import IllegalAction, Rng, BadState
from pondside.games.koi.engine import GAME as G
from pondside.games.koi.data import KOI_REMOVED, RULES as R
from pondside.games.koi.engine import tile_spots, koi_spots


def fresh(n=2, seed=1, **opts):
    return G.new_game(n, seed, opts or None)


def with_player(state, seat=None, **changes):
    """A state whose seat-to-move player has some fields replaced (test set-up)."""
    s = json.loads(json.dumps(state))
    seat = s["to_move"] if seat is None else seat
    p = s["ps"][seat]
    for k, v in changes.items():
        if k == "store":
            p["store"] = {it: v.get(it, 0) for it in p["store"]}
        else:
            p[k] = v
    return s


def put_card(state, cid, slot=2):
    """Put card ``cid`` into a market slot (swapping with wherever it is)."""
    s = json.loads(json.dumps(state))
    if cid in s["market"]:
        i = s["market"].index(cid)
        s["market"][i], s["market"][slot] = s["market"][slot], s["market"][i]
    else:
        j = s["deck"].index(cid)
        s["deck"][j], s["market"][slot] = s["market"][slot], cid
    return s


def play(state, *actions):
    for a in actions:
        state = G.apply(state, a)
    return state


# ------------------------------------------------------------------ set-up
@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_by_player_count(n):
    s = fresh(n, 5)
    active = [c for c in R["cards"] if c["min_players"] <= n]
    assert len(s["deck"]) + len(s["market"]) == len(active)
    assert len(s["market"]) == 5 and all(s["market"])
    ids = set(s["deck"]) | set(s["market"])
    if n == 2:
        assert not any(c["id"] in ids for c in R["cards"] if c["min_players"] >= 3), "3+ and 4+ cards removed"
    if n == 3:
        assert any(c["id"] in ids for c in R["cards"] if c["min_players"] == 3)
        assert not any(c["id"] in ids for c in R["cards"] if c["min_players"] == 4)
    for seat, p in enumerate(s["ps"]):
        assert p["coins"] == 2 and p["luck"] == 1
        assert p["pond"] == {"0,0": "spring"}
        want = {}
        for it in R["seat_start"][seat]:
            want[it] = want.get(it, 0) + 1
        assert {k: v for k, v in p["store"].items() if v} == want
    # koi removed by player count (confirmed), minus the koi handed out at set-up
    handed = {k: sum(p["store"][k] for p in s["ps"]) for k in "SML"}
    for k in "SML":
        assert s["koi_supply"][k] + handed[k] == R["koi_supply_4p"][k] - KOI_REMOVED[n][k]
    assert KOI_REMOVED[2] == {"S": 1, "M": 2, "L": 2} and KOI_REMOVED[3] == {"S": 1, "M": 1, "L": 2}
    assert len(s["goals"]) == 3


def test_first_player_gets_two_water_and_first_game_has_no_goals():
    s = fresh(2, 1, first_game=True)
    assert s["ps"][0]["store"]["water"] == 2
    assert s["goals"] == []


def test_min_players_is_two_solo_not_available():
    with pytest.raises(ValueError):
        G.new_game(1, 1)
    assert "No solo game yet" in G.description["en"] and "Noch kein Solospiel" in G.description["de"]


# ------------------------------------------------------------------ the turn
def test_turn_offers_meditate_slots_and_work():
    s = fresh()
    legal = G.legal_actions(s)
    # 2 coins: every slot affordable; 2 water in storage: work possible
    assert {"t": "work"} in legal
    assert sorted(a["slot"] for a in legal if a["t"] == "take") == [0, 1, 2, 3, 4]
    poor = with_player(s, coins=0)
    slots = sorted(a["slot"] for a in G.legal_actions(poor) if a["t"] == "take")
    assert slots == [2, 3, 4]
    with pytest.raises(IllegalAction, match=r"space 1 costs 2 coins; you have 0"):
        G.apply(poor, {"t": "take", "slot": 0})


def test_work_needs_something_to_do():
    s = with_player(fresh(), store={})
    assert {"t": "work"} not in G.legal_actions(s)
    with pytest.raises(IllegalAction, match=r"Work: nothing in your storage or pond could be placed"):
        G.apply(s, {"t": "work"})


def test_market_slides_and_refills_from_deck():
    s = fresh(2, 3)
    m, top = list(s["market"]), s["deck"][0]
    s2 = G.apply(s, {"t": "take", "slot": 3})
    assert s2["market"] == [top, m[0], m[1], m[2], m[4]]
    assert len(s2["deck"]) == len(s["deck"]) - 1


def test_slot_bonuses_coins_and_water():
    s = fresh(2, 3)
    for slot, b in enumerate(R["market"]["slot_bonus"]):
        cid = s["market"][slot]
        typ = G_card(s, cid)["type"]
        if typ in ("breeder", "gardener", "builder", "porter", "parchment", "storage"):
            s2 = G.apply(s, {"t": "take", "slot": slot})
            p0, p1 = s["ps"][0], s2["ps"][0]
            if s2["phase"] == "buy":
                assert p1["coins"] == p0["coins"] + b["coins"]
                assert p1["store"]["water"] == p0["store"]["water"] + b["tiles"].count("water")


def G_card(s, cid):
    return next(c for c in R["cards"] if c["id"] == cid)


def test_buy_one_koi_or_gain_a_coin():
    s = put_card(fresh(2, 3), "parchment-lily", 2)
    s = G.apply(s, {"t": "take", "slot": 2})
    assert s["phase"] == "buy"
    legal = G.legal_actions(s)
    assert {"t": "buy", "size": "S"} in legal and {"t": "buy", "size": "M"} in legal
    assert {"t": "buy", "size": "L"} not in legal          # 3 coins, have 2
    with pytest.raises(IllegalAction, match=r"costs 3 coin"):
        G.apply(s, {"t": "buy", "size": "L"})
    b = G.apply(s, {"t": "buy", "size": "M"})
    assert b["ps"][0]["coins"] == 0 and b["ps"][0]["store"]["M"] == 1 and b["to_move"] == 1
    k = G.apply(s, {"t": "skip"})
    assert k["ps"][0]["coins"] == 3 and k["to_move"] == 1


# ------------------------------------------------------------------ cards
@pytest.mark.parametrize("helper", ["breeder", "gardener", "builder", "porter"])
def test_helper_card_goes_to_tableau(helper):
    s = put_card(fresh(2, 3), f"{helper}-1", 2)
    s = G.apply(s, {"t": "take", "slot": 2})
    assert s["ps"][0]["helpers"][helper] == 1
    assert f"{helper}-1" not in s["ps"][0]["kept"]


def test_storage_card_adds_two_hexes_and_is_kept():
    s = put_card(fresh(2, 3), "storage-1", 2)
    s = G.apply(s, {"t": "take", "slot": 2})
    p = s["ps"][0]
    assert p["exp"] == 1 and G.cap(s, p) == R["storage"]["start_hexes"] + 2
    assert "storage-1" in p["kept"]


def test_market_card_discounts_koi():
    s = put_card(with_player(fresh(2, 3), coins=3), "market-1", 2)
    s = G.apply(s, {"t": "take", "slot": 2})
    assert s["phase"] == "market_card"
    legal = G.legal_actions(s)
    assert {"t": "koi", "size": "L"} in legal and {"t": "skip"} in legal
    s2 = G.apply(s, {"t": "koi", "size": "S"})
    assert s2["ps"][0]["coins"] == 3 and s2["ps"][0]["store"]["S"] == 1     # small koi free
    s3 = G.apply(s, {"t": "koi", "size": "L"})
    assert s3["ps"][0]["coins"] == 1                                           # large 3-1 = 2


def test_well_slash_is_a_choice_and_goes_to_storage():
    s = put_card(fresh(2, 3), "well-2", 2)           # shore / foliage
    s = G.apply(s, {"t": "take", "slot": 2})
    assert s["phase"] == "well"
    assert G.legal_actions(s) == [{"t": "well", "alt": 0}, {"t": "well", "alt": 1}]
    s2 = G.apply(s, {"t": "well", "alt": 1})
    p = s2["ps"][0]
    assert p["store"]["foliage"] == 1 and p["store"]["shore"] == 0
    assert len(p["pond"]) == 1, "Well tiles are not placed in the pond"
    # single-alternative well resolves at once; coins are coins
    s = put_card(fresh(2, 3), "well-4", 2)            # water + coin
    s = G.apply(s, {"t": "take", "slot": 2})
    assert s["ps"][0]["store"]["water"] == 3 and s["ps"][0]["coins"] == 3


def test_rain_tiles_are_placed_at_once():
    s = put_card(fresh(2, 3), "rain-2", 2)            # water + shore
    s = G.apply(s, {"t": "take", "slot": 2})
    assert s["phase"] == "rain" and sorted(s["pend"]["tiles"]) == ["shore", "water"]
    legal = G.legal_actions(s)
    assert {"t": "place", "item": "water", "hex": "1,0"} in legal
    assert not any(a["t"] == "stow" for a in legal)
    s = G.apply(s, {"t": "place", "item": "water", "hex": "1,0"})
    s = G.apply(s, {"t": "place", "item": "shore", "hex": "2,0"})
    p = s["ps"][0]
    assert p["pond"]["1,0"] == "water" and p["pond"]["2,0"] == "shore"
    assert p["store"]["water"] == 2, "rain tiles come from the supply, not storage"
    assert s["phase"] == "buy"


def test_parchment_has_no_immediate_effect_and_scores():
    s = put_card(fresh(2, 3), "parchment-storage", 2)
    before = s["ps"][0]
    s = G.apply(s, {"t": "take", "slot": 2})
    p = s["ps"][0]
    assert p["store"] == before["store"] and p["exp"] == 0
    s = with_player(s, seat=0, kept=["parchment-storage", "storage-1", "storage-2"], exp=2)
    rows = {r[0]: r for r in G.breakdown(s, 0)}
    assert rows["parchment_storage"][2] == 6


@pytest.mark.parametrize("kind,vp", [("lily", 2), ("S", 2), ("M", 3), ("L", 4), ("lantern", 2),
                                     ("well", 2), ("market", 3), ("storage", 3)])
def test_parchment_values(kind, vp):
    card = next(c for c in R["cards"] if c["type"] == "parchment" and c["contents"]["kind"] == kind)
    assert card["contents"]["vp"] == vp


# ------------------------------------------------------------------ Work, sensei and helpers
def work_state(**p):
    s = with_player(fresh(2, 3), **p)
    return G.apply(s, {"t": "work"})


def test_sensei_places_one_water_and_one_any():
    s = work_state(store={"water": 3, "shore": 1})
    assert G.legal_actions(s) == [{"t": "sensei"}]
    s = G.apply(s, {"t": "sensei"})
    s = G.apply(s, {"t": "place", "item": "water", "hex": "1,0"})
    s = G.apply(s, {"t": "place", "item": "water", "hex": "-1,0"})     # the "any" part
    assert s["phase"] == "work", "sensei action finishes when both parts are used"
    assert {"t": "sensei"} not in G.legal_actions(s)
    assert G.legal_actions(s) == [{"t": "end"}]
    with pytest.raises(IllegalAction, match="Sensei"):
        G.apply(s, {"t": "sensei"})


def test_sensei_any_part_used_then_only_water():
    s = work_state(store={"water": 2, "shore": 2})
    s = play(s, {"t": "sensei"}, {"t": "place", "item": "shore", "hex": "1,0"})
    assert all(a.get("item") in (None, "water") for a in G.legal_actions(s))
    with pytest.raises(IllegalAction, match=r"Sensei action: .*that part is already used"):
        G.apply(s, {"t": "place", "item": "shore", "hex": "-1,0"})


def test_helpers_once_per_copy_before_or_after_sensei():
    s = work_state(store={"water": 4, "foliage": 1}, helpers={"breeder": 0, "gardener": 0, "builder": 0, "porter": 2})
    legal = G.legal_actions(s)
    assert {"t": "helper", "h": "porter"} in legal and {"t": "sensei"} in legal
    s = play(s, {"t": "helper", "h": "porter"}, {"t": "place", "item": "water", "hex": "1,0"}, {"t": "done"})
    s = play(s, {"t": "sensei"}, {"t": "place", "item": "water", "hex": "2,0"}, {"t": "done"})
    s = play(s, {"t": "helper", "h": "porter"}, {"t": "place", "item": "water", "hex": "3,0"}, {"t": "done"})
    assert s["phase"] == "work"
    assert {"t": "helper", "h": "porter"} not in G.legal_actions(s)
    with pytest.raises(IllegalAction, match="once per Work turn"):
        G.apply(s, {"t": "helper", "h": "porter"})


def test_porter_places_up_to_two_water():
    s = work_state(store={"water": 3}, helpers={"breeder": 0, "gardener": 0, "builder": 0, "porter": 1})
    s = play(s, {"t": "helper", "h": "porter"}, {"t": "place", "item": "water", "hex": "1,0"},
             {"t": "place", "item": "water", "hex": "2,0"})
    assert s["phase"] == "work" and s["ps"][0]["store"]["water"] == 1


def test_porter_cannot_place_foliage():
    s = work_state(store={"water": 1, "foliage": 1}, helpers={"breeder": 0, "gardener": 0, "builder": 0, "porter": 1})
    s = G.apply(s, {"t": "helper", "h": "porter"})
    with pytest.raises(IllegalAction, match="Porter cannot place a foliage tile"):
        G.apply(s, {"t": "place", "item": "foliage", "hex": "1,0"})


def pond_state(pond, store=None, helpers=None, koi=None, **kw):
    hp = {"breeder": 0, "gardener": 0, "builder": 0, "porter": 0}
    hp.update(helpers or {})
    s = with_player(fresh(2, 3), pond=pond, store=store or {}, helpers=hp, koi=koi or [], **kw)
    return s


def test_gardener_places_foliage_or_adds_water_lily_from_supply():
    s = pond_state({"0,0": "spring", "1,0": "water", "2,0": "foliage"}, store={"foliage": 1},
                   helpers={"gardener": 1})
    s = play(s, {"t": "work"}, {"t": "helper", "h": "gardener"})
    legal = G.legal_actions(s)
    assert {"t": "upgrade", "hex": "2,0"} in legal
    assert any(a["t"] == "place" and a["item"] == "foliage" for a in legal)
    s2 = G.apply(s, {"t": "upgrade", "hex": "2,0"})
    assert s2["ps"][0]["pond"]["2,0"] == "lily" and s2["ps"][0]["store"]["foliage"] == 1
    with pytest.raises(IllegalAction, match=r"water-lily can only go on an already placed foliage"):
        G.apply(s, {"t": "upgrade", "hex": "1,0"})


def test_builder_lantern_gives_luck_token():
    s = pond_state({"0,0": "spring", "1,0": "shore"}, helpers={"builder": 1})
    s = play(s, {"t": "work"}, {"t": "helper", "h": "builder"})
    luck = s["ps"][0]["luck"]
    s2 = G.apply(s, {"t": "upgrade", "hex": "1,0"})
    assert s2["ps"][0]["pond"]["1,0"] == "lantern" and s2["ps"][0]["luck"] == luck + 1
    s3 = play(s2, {"t": "end"})
    assert s3["to_move"] == 1


def test_upgrade_only_once_per_tile():
    s = pond_state({"0,0": "spring", "1,0": "lantern"}, helpers={"builder": 1}, store={"shore": 1})
    s = play(s, {"t": "work"}, {"t": "helper", "h": "builder"})
    with pytest.raises(IllegalAction, match="already upgraded"):
        G.apply(s, {"t": "upgrade", "hex": "1,0"})


def test_breeder_places_or_moves_koi():
    pond = {"0,0": "spring", "1,0": "water", "2,0": "water", "1,1": "water"}
    s = pond_state(pond, store={"S": 1}, helpers={"breeder": 1},
                   koi=[{"id": 1, "size": "S", "hexes": ["1,0"]}], next_koi=2)
    s = play(s, {"t": "work"}, {"t": "helper", "h": "breeder"})
    legal = G.legal_actions(s)
    assert {"t": "place", "item": "S", "hexes": ["2,0"]} in legal
    assert {"t": "place", "item": "S", "hexes": ["1,0"]} not in legal
    assert {"t": "move", "koi": 1, "hexes": ["1,1"]} in legal
    s2 = G.apply(s, {"t": "move", "koi": 1, "hexes": ["1,1"]})
    assert s2["ps"][0]["koi"][0]["hexes"] == ["1,1"] and s2["ps"][0]["store"]["S"] == 1
    with pytest.raises(IllegalAction, match="already holds a koi"):
        G.apply(s, {"t": "place", "item": "S", "hexes": ["1,0"]})


# ------------------------------------------------------------------ placement rules (P5)
def test_water_must_touch_water():
    p = {"pond": {"0,0": "spring", "1,0": "shore"}}
    norm, lucky = tile_spots(p, "water", True)
    assert "2,0" not in norm and "2,0" in lucky and "-1,0" in norm
    s = pond_state(p["pond"], store={"water": 1}, luck=0)
    s = play(s, {"t": "work"}, {"t": "sensei"})
    with pytest.raises(IllegalAction, match=r"A water tile must touch a water tile or the spring"):
        G.apply(s, {"t": "place", "item": "water", "hex": "2,0"})
    with pytest.raises(IllegalAction, match="does not touch your pond"):
        G.apply(s, {"t": "place", "item": "water", "hex": "5,5"})
    with pytest.raises(IllegalAction, match="already holds a tile"):
        G.apply(s, {"t": "place", "item": "water", "hex": "1,0"})


def test_shore_must_touch_water():
    s = pond_state({"0,0": "spring", "1,0": "foliage"}, store={"shore": 1}, luck=0)
    s = play(s, {"t": "work"}, {"t": "sensei"})
    spots = [a["hex"] for a in G.legal_actions(s) if a["t"] == "place"]
    assert "2,0" not in spots and "0,1" in spots
    with pytest.raises(IllegalAction, match=r"A shore tile must touch a water tile"):
        G.apply(s, {"t": "place", "item": "shore", "hex": "2,0"})


def test_foliage_may_not_touch_foliage():
    s = pond_state({"0,0": "spring", "1,0": "foliage"}, store={"foliage": 1}, luck=0)
    s = play(s, {"t": "work"}, {"t": "sensei"})
    with pytest.raises(IllegalAction, match="A foliage tile may not touch another foliage tile"):
        G.apply(s, {"t": "place", "item": "foliage", "hex": "1,-1"})
    s2 = G.apply(s, {"t": "place", "item": "foliage", "hex": "-1,0"})
    assert s2["ps"][0]["pond"]["-1,0"] == "foliage"


def test_luck_token_ignores_one_adjacency_requirement():
    s = pond_state({"0,0": "spring", "1,0": "foliage"}, store={"foliage": 1}, luck=1)
    s = play(s, {"t": "work"}, {"t": "sensei"})
    act = {"t": "place", "item": "foliage", "hex": "1,-1", "luck": True}
    assert act in G.legal_actions(s)
    s2 = G.apply(s, act)
    assert s2["ps"][0]["luck"] == 0 and s2["ps"][0]["pond"]["1,-1"] == "foliage"
    # two broken requirements cannot be bought off with one token
    with pytest.raises(IllegalAction, match="only one placement requirement"):
        G.apply(s, {"t": "place", "item": "foliage", "hex": "2,0", "luck": True})
    with pytest.raises(IllegalAction, match="legal without spending"):
        G.apply(s, {"t": "place", "item": "foliage", "hex": "-1,0", "luck": True})


def test_luck_points_only_option_removes_luck_placements():
    s = G.new_game(2, 3, {"luck_use": "points-only"})
    s = with_player(s, pond={"0,0": "spring", "1,0": "foliage"}, store={"foliage": 1}, luck=3)
    s = play(s, {"t": "work"}, {"t": "sensei"})
    assert not any(a.get("luck") for a in G.legal_actions(s))


def test_koi_only_on_water_and_sizes():
    pond = {"0,0": "spring", "1,0": "water", "2,0": "water", "1,1": "water", "0,1": "shore",
            "-1,0": "water", "3,0": "water"}
    p = {"pond": pond, "koi": []}
    assert ["0,0"] not in koi_spots(p, "S") and ["0,1"] not in koi_spots(p, "S")
    assert ["1,0", "2,0"] in koi_spots(p, "M")
    assert koi_spots(p, "L") == [["1,0", "1,1", "2,0"]]
    s = pond_state(pond, store={"M": 1, "L": 1})
    s = play(s, {"t": "work"}, {"t": "sensei"})
    with pytest.raises(IllegalAction, match="Koi swim only on placed water"):
        G.apply(s, {"t": "place", "item": "M", "hexes": ["0,0", "1,0"]})
    with pytest.raises(IllegalAction, match="medium koi needs 2 adjacent"):
        G.apply(s, {"t": "place", "item": "M", "hexes": ["-1,0", "1,0"]})
    with pytest.raises(IllegalAction, match="large koi needs 3 mutually adjacent"):
        G.apply(s, {"t": "place", "item": "L", "hexes": ["1,0", "2,0", "3,0"]})
    with pytest.raises(IllegalAction, match="List the koi's hexes in order"):
        G.apply(s, {"t": "place", "item": "L", "hexes": ["2,0", "1,0", "1,1"]})
    s2 = G.apply(s, {"t": "place", "item": "L", "hexes": ["1,0", "1,1", "2,0"]})
    assert s2["ps"][0]["koi"][-1]["hexes"] == ["1,0", "1,1", "2,0"]


# ------------------------------------------------------------------ storage limit (P2)
def test_storage_overflow_returns_items_at_end_of_turn():
    s = put_card(with_player(fresh(2, 3), store={"water": 5}), "well-1", 2)     # +2 water
    s = G.apply(s, {"t": "take", "slot": 2})
    s = G.apply(s, {"t": "skip"})
    assert s["phase"] == "discard" and s["to_move"] == 0
    s = play(s, {"t": "discard", "item": "water"}, {"t": "discard", "item": "water"})
    assert s["to_move"] == 1 and s["ps"][0]["store"]["water"] == 5


# ------------------------------------------------------------------ goals (P7)
def test_goal_claim_or_renounce():
    s = fresh(2, 3)
    s["goals"] = [{"kind": "shore", "tiers": [{"n": 1, "vp": 4, "by": None}, {"n": 2, "vp": 7, "by": None}]}]
    s = with_player(s, pond={"0,0": "spring", "1,0": "shore"}, store={"shore": 1})
    s = play(s, {"t": "work"}, {"t": "sensei"}, {"t": "place", "item": "shore", "hex": "-1,0"})
    s = G.apply(s, {"t": "end"})
    assert s["phase"] == "goal" and s["pend"] == {"g": 0, "tier": 0}
    r = G.apply(s, {"t": "goal", "g": 0, "claim": False})
    assert r["phase"] == "goal" and r["pend"] == {"g": 0, "tier": 1}
    c = G.apply(r, {"t": "goal", "g": 0, "claim": True})
    assert c["to_move"] == 1 and c["goals"][0]["tiers"][1]["by"] == 0
    assert ["goal_shore", 2, 7] in G.breakdown(c, 0)


# ------------------------------------------------------------------ end (P8) and scoring (P9, P10)
def test_last_card_gives_everyone_one_more_turn():
    s = fresh(2, 3)
    s["deck"] = s["deck"][:1]
    s["last_round"] = None
    s = G.apply(s, {"t": "take", "slot": 4})
    assert s["last_round"] is not None
    while s["phase"] != "turn" or s["to_move"] == 0:
        s = G.apply(s, G.legal_actions(s)[-1])
    # seat 1 takes one more turn, then seat 0 takes one more turn, then the end
    turns = 0
    while not G.is_over(s):
        before = s["to_move"]
        s = G.apply(s, G.legal_actions(s)[-1])
        if s["to_move"] != before:
            turns += 1
    assert turns == 2


def test_scoring_breakdown_and_tie_break():
    s = fresh(2, 3)
    s = with_player(s, seat=0, pond={"0,0": "spring", "1,0": "water", "2,0": "water", "3,0": "lily",
                                     "4,0": "lantern"},
                    koi=[{"id": 1, "size": "M", "hexes": ["1,0", "2,0"]}], luck=2, kept=["parchment-M"])
    rows = {r[0]: r for r in G.breakdown(s, 0)}
    assert rows["koi_M"][2] == 2 and rows["lily"][2] == 1 and rows["lantern"][2] == 1
    assert rows["luck"][2] == 2 and rows["parchment_M"][2] == 3
    assert G.scores(s)[0] == 9
    s["to_move"] = None
    s["phase"] = "over"
    s = with_player(s, seat=1, luck=9)
    assert G.winners(s) == [1]
    s = with_player(s, seat=1, luck=7)   # seat 1 scores 7 + ... compute a tie
    sc = G.scores(s)
    s = with_player(s, seat=1, luck=7 + sc[0] - sc[1])
    assert G.scores(s)[0] == G.scores(s)[1]
    assert G.winners(s) == [1], "P10: the tied player latest in turn order wins"


# ------------------------------------------------------------------ hidden info, determinize, invariants
def test_views_hide_the_deck_and_determinize_is_consistent():
    s = fresh(3, 9)
    v = G.view(s, 1)
    text = json.dumps(v)
    for cid in s["deck"]:
        assert f'"{cid}"' not in text or cid in s["market"]
    assert "seed" not in v and "rng" not in v and v["deck_count"] == len(s["deck"])
    d = G.determinize(v, 1, Rng.from_seed(4))
    assert sorted(d["deck"]) == sorted(s["deck"])
    G.check_invariants(d)
    # a determinized state is playable
    d2 = G.apply(d, G.legal_actions(d)[0])
    assert d2["turn"] >= 0


def test_invariants_catch_a_duplicated_card():
    s = fresh(2, 3)
    bad = json.loads(json.dumps(s))
    bad["deck"][0] = bad["market"][0]
    with pytest.raises(BadState):
        G.check_invariants(bad)


def test_random_games_end_and_replay():
    rng = Rng.from_seed("koi")
    for k in range(6):
        s = G.new_game(2 + k % 3, k)
        while not G.is_over(s):
            la = G.legal_actions(s)
            s = G.apply(s, la[rng.below(len(la))])
        assert G.winners(s)
        G.validate(s)


# ------------------------------------------------------------------ more card / rule cases
def test_rain_tile_without_legal_hex_goes_to_storage_or_supply():
    for overflow, stored in (("storage-then-supply", 1), ("supply", 0)):
        s = put_card(G.new_game(2, 3, {"rain_overflow": overflow}), "rain-3", 2)    # water + foliage
        # the pond's only free neighbours all touch foliage or no water: foliage has no legal hex
        s = with_player(s, pond={"0,0": "spring", "1,0": "foliage", "-1,0": "foliage", "0,1": "foliage",
                                 "0,-1": "foliage", "1,-1": "foliage", "-1,1": "foliage"}, luck=0, store={})
        s = G.apply(s, {"t": "take", "slot": 2})
        legal = G.legal_actions(s)
        assert {"t": "stow", "item": "foliage"} in legal
        assert not any(a["t"] == "place" and a["item"] == "foliage" for a in legal)
        s2 = G.apply(s, {"t": "stow", "item": "foliage"})
        assert s2["ps"][0]["store"]["foliage"] == stored
        assert {"t": "stow", "item": "water"} in legal      # the spring is walled in by foliage
    s = G.apply(put_card(fresh(2, 3), "rain-2", 2), {"t": "take", "slot": 2})
    with pytest.raises(IllegalAction, match="only go to storage when it has no legal hex"):
        G.apply(s, {"t": "stow", "item": "water"})


def test_slot_five_gives_a_coin_and_a_water_tile():
    s = put_card(fresh(2, 3), "parchment-lily", 4)
    s = G.apply(s, {"t": "take", "slot": 4})
    p = s["ps"][0]
    assert p["coins"] == 3 and p["store"]["water"] == 3


def test_market_card_without_affordable_koi_goes_straight_on():
    s = put_card(with_player(fresh(2, 3), coins=0), "market-1", 2)
    s["koi_supply"] = {"S": 0, "M": 3, "L": 3}
    s = G.apply(s, {"t": "take", "slot": 2})
    # no small koi (free) left and no coins: nothing to buy, the turn ends with the +1 coin of P3
    assert s["to_move"] == 1 and s["ps"][0]["coins"] == 1


def test_breeder_moves_medium_koi_to_another_pair():
    pond = {"0,0": "spring", "1,0": "water", "2,0": "water", "3,0": "water"}
    s = pond_state(pond, helpers={"breeder": 1}, koi=[{"id": 1, "size": "M", "hexes": ["1,0", "2,0"]}], next_koi=2,
                   store={"shore": 1})
    s = play(s, {"t": "work"})
    assert {"t": "helper", "h": "breeder"} in G.legal_actions(s)
    s = G.apply(s, {"t": "helper", "h": "breeder"})
    assert G.legal_actions(s) == [{"t": "move", "koi": 1, "hexes": ["2,0", "3,0"]}]
    with pytest.raises(IllegalAction, match="the koi must move to a different spot"):
        G.apply(s, {"t": "move", "koi": 1, "hexes": ["1,0", "2,0"]})


def test_tie_break_shared_option():
    s = G.new_game(2, 3, {"tie_break": "shared"})
    s["to_move"] = None
    s["phase"] = "over"
    assert G.scores(s)[0] == G.scores(s)[1]
    assert G.winners(s) == [0, 1]


def test_json_round_trip_and_illegal_leaves_state_unchanged():
    s = fresh(4, 8)
    text = G.to_json(s)
    assert G.from_json(text) == s
    with pytest.raises(IllegalAction):
        G.apply(s, {"t": "take", "slot": 9})
    with pytest.raises(IllegalAction, match="not a move in KOI"):
        G.apply(s, "garbage")
    assert G.to_json(s) == text


def test_helper_only_usable_when_it_can_do_something():
    s = pond_state({"0,0": "spring"}, store={"water": 1}, helpers={"gardener": 1, "porter": 1})
    s = G.apply(s, {"t": "work"})
    legal = G.legal_actions(s)
    assert {"t": "helper", "h": "porter"} in legal
    assert {"t": "helper", "h": "gardener"} not in legal
    with pytest.raises(IllegalAction, match="Gardener has nothing it could do"):
        G.apply(s, {"t": "helper", "h": "gardener"})


def test_work_end_needs_something_done_first():
    s = pond_state({"0,0": "spring"}, store={"water": 1})
    s = G.apply(s, {"t": "work"})
    assert {"t": "end"} not in G.legal_actions(s)
    with pytest.raises(IllegalAction, match="must place or upgrade"):
        G.apply(s, {"t": "end"})


def test_data_file_holds_every_provisional_number():
    for key in ("seat_start", "storage", "market", "sensei", "pond", "luck", "goals",
                "end", "scoring", "tie_break", "koi_supply_4p", "cards"):
        assert key in R
    for c in R["cards"]:
        assert set(c) == {"id", "type", "min_players", "contents"}
        assert c["min_players"] in (2, 3, 4)
    assert {c["type"] for c in R["cards"]} == {"breeder", "gardener", "builder", "porter", "storage", "market",
                                                "rain", "well", "parchment"}


def test_saves_and_links_from_before_the_rule_set_became_data_still_load():
    """Schema 1 carried the one rule set as an option ("ruleset": "provisional-v1"): such a saved state and
    such a record still load, as the same game; any other rule set is refused."""
    from pondside.app import records
    s = play(fresh(2, 5), {"t": "take", "slot": 2})
    old = json.loads(G.to_json(s))
    old["schema"], old["options"]["ruleset"] = 1, "provisional-v1"
    assert G.from_json(json.dumps(old)) == s
    rec = json.loads(records.save_text(s))
    rec["options"]["ruleset"] = "provisional-v1"
    assert records.load_record(rec) == s
    old["options"]["ruleset"] = "provisional-v9"
    with pytest.raises(BadState):
        G.from_json(json.dumps(old))
    with pytest.raises(ValueError):
        G.new_game(2, 1, {"ruleset": "provisional-v9"})
