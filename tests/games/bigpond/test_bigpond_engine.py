"""Rules tests for Kōhaku: The Big Pond (issue 5): set-up, draft ring, placement, claims, end game."""
import json

import pytest

from pondside import IllegalAction, Rng
from pondside.games.bigpond.engine import GAME as G
from pondside.games.bigpond import claims
from pondside.games.bigpond import ring as R
from pondside.games.bigpond.engine import feature_deck_ids, is_koi, koi_deck_ids
from pondside.games.kohaku.tiles import TILES


def tile_count(state):
    return (len(state["koi_deck"]) + len(state["feat_deck"]) + len(state["pond"])
            + sum(1 for t in state["ring"] if t is not None) + len(state["held"]))


def play_random(state, seed, upto=None):
    rng = Rng.from_seed(seed)
    k = 0
    while not G.is_over(state) and (upto is None or k < upto):
        legal = G.legal_actions(state)
        state = G.apply(state, legal[rng.below(len(legal))])
        k += 1
    return state


# ------------------------------------------------------------------ set-up (acceptance 1)
def test_koi_deck_is_24_plain_two_tone_12_four_stone_4_blue():
    ids = koi_deck_ids()
    assert len(ids) == 40 == len(set(ids))
    kinds = [(TILES[t]["kind"], TILES[t]["stones"], len(TILES[t]["colours"])) for t in ids]
    assert kinds.count(("koi", 0, 2)) == 24
    assert kinds.count(("koi", 4, 2)) == 12
    assert kinds.count(("blue_koi", 0, 1)) == 4
    assert not any(TILES[t]["solid"] for t in ids)


@pytest.mark.parametrize("sets,total", [(["dual_flower", "butterfly", "rock", "statue"], 42),
                                        (["bamboo", "cat", "fountain", "heron"], 40)])
def test_feature_deck_is_16_single_flowers_plus_four_sets(sets, total):
    ids = feature_deck_ids(sets)
    assert len(ids) == total == len(set(ids))
    singles = [t for t in ids if TILES[t]["kind"] == "single_flower"]
    assert len(singles) == 16
    for c in ("black", "red", "white", "yellow"):
        assert sum(1 for t in singles if TILES[t]["colours"] == [c]) == 4
    assert {TILES[t]["kind"] for t in ids} == set(sets) | {"single_flower"}


def test_setup_fills_board_token_seed_markers_coins_colours():
    s = G.new_game(3, 1)
    assert s["token"] == 0 and s["ring"][0] is None            # token on the upper-left koi space
    for slot, tid in enumerate(s["ring"]):
        if slot != 0:
            assert tid is not None and is_koi(tid) == (slot % 2 == 0)
    assert list(s["pond"]) == ["0,0"] and is_koi(s["pond"]["0,0"])   # the first koi in the middle
    assert s["supply"] == [3, 3, 3] and s["coins"] == [4, 4, 4]
    assert len(set(s["colours"])) == 3
    assert tile_count(s) == 40 + 42
    assert G.legal_actions(s)[0] == {"t": "pick", "slot": 1}


def test_players_choose_their_colour():
    s = G.new_game([{"name": "A", "colour": "yellow"}, {"name": "B", "colour": "white"}], 1)
    assert s["colours"] == ["yellow", "white"]
    s = G.new_game([{"name": "A", "colour": "yellow"}, {"name": "B", "colour": "yellow"}], 1)
    assert s["colours"][0] == "yellow" and s["colours"][1] != "yellow"


def test_feature_sets_must_be_four_different():
    with pytest.raises(ValueError):
        G.new_game(2, 1, {"feature_sets": ["rock", "rock", "statue", "turtle"]})
    with pytest.raises(ValueError):
        G.new_game(2, 1, {"feature_sets": ["rock", "statue", "turtle"]})


# ------------------------------------------------------------------ draft ring (acceptance 2)
K1, K2, K3, K4, K5 = "T-BR-B2", "T-BW-B2", "T-BY-B2", "T-RW-B2", "T-RY-B2"
F1, F2, F3, F4, F5 = "F-SF-B-1", "F-SF-R-1", "F-SF-W-1", "F-SF-Y-1", "F-RO-1"


def crafted(coins=4, token_space="empty"):
    s = G.new_game(2, 5, {"token_space": token_space})
    # a known ring: token on slot 0 (koi space); koi on even slots, features on odd slots
    s["ring"] = [None, F1, K1, F2, K2, F3, K3, F4, K4, F5, K5, "F-ST-1"]
    if token_space == "filled":
        s["ring"][0] = "T-WY-B2"
    s["koi_deck"] = ["T-BR-D2", "T-BW-D2", "T-BY-D2"]
    s["feat_deck"] = ["F-RO-2", "F-RO-3", "F-RO-4"]
    s["coins"] = [coins, 4]
    return s


def test_skip_costs_one_coin_per_skipped_tile_without_gaps():
    s = crafted()
    opts = G.pick_options(s)
    assert opts[:4] == [(1, 2, 0), (2, 3, 1), (3, 4, 2), (4, 5, 3)]
    assert len(opts) == 5                     # capped by the 4 coins: skip at most 4
    assert [a for a, _, c in R.picks(s["ring"], 0, is_koi)] == list(range(1, 11))   # max skip S-3
    s1 = crafted(coins=1)
    assert G.legal_actions(s1) == [{"t": "pick", "slot": 1}, {"t": "pick", "slot": 2}]
    with pytest.raises(IllegalAction, match=r"^Taking tiles: skipping 2 tiles costs 2 coins, and you have 1$"):
        G.apply(s1, {"t": "pick", "slot": 3})


def test_paid_coins_go_on_skipped_tiles_and_are_picked_up_later():
    s = crafted()
    s2 = G.apply(s, {"t": "pick", "slot": 3})          # skip F1, K1 → pay 2
    assert s2["coins"][0] == 2
    assert s2["ring_coins"][1] == 1 and s2["ring_coins"][2] == 1
    assert sorted(s2["held"]) == sorted([F2, K2])
    # a later pick that takes a coin-carrying tile collects its coin
    s3 = dict(s2)
    s3["phase"], s3["to_move"] = "pick", 1
    s3["token"] = 11
    s3["ring"] = list(s2["ring"])
    s3["ring"][11] = None                # the token now sits on slot 11: next come slots 0, 1, 2
    s3["ring"][0] = "T-WY-D2"
    s4 = G.apply(s3, {"t": "pick", "slot": 1})   # skips slot 0 (1 coin), takes slots 1+2 carrying 2 coins
    assert s4["coins"][1] == 4 - 1 + 2
    assert s4["ring_coins"][0] == 1 and s4["ring_coins"][1] == 0 and s4["ring_coins"][2] == 0


def test_coins_to_bank_option():
    s = G.new_game(2, 5, {"skip_coins": "bank"})
    s2 = G.apply(s, {"t": "pick", "slot": 3})
    assert s2["bank"] == 2 and s2["coins"][0] == 2 and sum(s2["ring_coins"]) == 0


def test_token_moves_to_the_farthest_emptied_space():
    s = crafted()
    s2 = G.apply(s, {"t": "pick", "slot": 5})          # takes slots 5 and 6
    assert s2["token"] == 6
    assert s2["ring"][6] is None                       # the token's space stays empty
    assert s2["ring"][5] is not None and s2["ring"][0] is not None   # refilled, incl. the old token space


def test_refill_can_bring_two_koi_or_two_features():
    s = crafted()
    s2 = G.apply(s, {"t": "pick", "slot": 2})          # skip 1: K1+F2 taken, token → slot 3
    # refilled: slot 0 (old token space, koi) and slot 2 (koi) → two koi, no feature
    assert s2["last"]["drew"] == [2, 0]
    assert is_koi(s2["ring"][0]) and is_koi(s2["ring"][2])
    s = crafted()
    s["token"], s["ring"][1], s["ring"][0] = 1, None, "T-WY-B2"    # token on a feature space
    s3 = G.apply(s, {"t": "pick", "slot": 3})          # skip 1 from a feature space → two features
    assert s3["last"]["drew"] == [0, 2]
    s4 = G.apply(crafted(), {"t": "pick", "slot": 1})  # free pick → one of each
    assert s4["last"]["drew"] == [1, 1]


def test_digest_ring_model_refills_one_of_each():
    s = crafted(token_space="filled")
    s2 = G.apply(s, {"t": "pick", "slot": 2})
    assert s2["last"]["drew"] == [1, 1] and s2["token"] == 3 and s2["ring"][3] is not None


def test_refill_fills_clockwise_from_the_token_so_the_hole_is_just_counterclockwise():
    ring = [None, "F", "K", None, None, "F"]
    koi, feat = ["k1"], ["f1"]
    # token on slot 3: walk 4, 5, 0, 1, 2 — slot 4 (koi) gets the last koi, slot 0 (koi) stays empty
    ok = R.refill(ring, 3, "empty", koi, feat)
    assert not ok
    assert ring == [None, "F", "K", None, "k1", "F"]


def test_empty_slots_are_passed_for_free():
    ring = ["K0", None, "K2", "F3", None, "F5"]
    isk = lambda t: t.startswith("K")
    # after token 5: K0 (slot 0), [slot 1 empty], K2, F3 → K0+K2 is not a pick, K2+F3 costs 1
    assert R.picks(ring, 5, isk) == [(2, 3, 1)]


# ------------------------------------------------------------------ placement
def placed_state():
    s = crafted()
    return G.apply(s, {"t": "pick", "slot": 1})       # held F1 (black flower) + K1 (BR koi)


def test_placement_checkerboard_and_touching():
    s = placed_state()
    legal = G.legal_actions(s)
    # only the feature can go first: the koi needs a feature to touch
    assert {a["tile"] for a in legal} == {F1}
    assert sorted(tuple(a["at"]) for a in legal) == [(-1, 0), (0, -1), (0, 1), (1, 0)]
    with pytest.raises(IllegalAction, match="Checkerboard"):
        G.apply(G.apply(s, {"t": "place", "tile": F1, "at": [1, 0]}), {"t": "place", "tile": K1, "at": [0, 1]})
    with pytest.raises(IllegalAction, match="touch"):
        G.apply(s, {"t": "place", "tile": F1, "at": [5, 0]})
    s2 = G.apply(s, {"t": "place", "tile": F1, "at": [1, 0]})
    assert {tuple(a["at"]) for a in G.legal_actions(s2)} == {(2, 0), (1, -1), (1, 1)}
    s3 = G.apply(s2, {"t": "place", "tile": K1, "at": [2, 0]})
    assert s3["markers"] == {"1,0": 0} and s3["supply"][0] == 2
    assert s3["phase"] == "score"


def test_heron_blocks_koi_on_later_turns_only():
    s = crafted()
    s["ring"][1] = "F-HE-1"
    s = G.apply(s, {"t": "pick", "slot": 1})
    s = G.apply(s, {"t": "place", "tile": "F-HE-1", "at": [1, 0]})
    s = G.apply(s, {"t": "place", "tile": K1, "at": [2, 0]})      # same turn: allowed
    s = G.apply(s, {"t": "end"})
    s = G.apply(s, {"t": "pick", "slot": G.legal_actions(s)[0]["slot"]})
    koi = next(t for t in s["held"] if is_koi(t))
    feat = next(t for t in s["held"] if not is_koi(t))
    s = G.apply(s, {"t": "place", "tile": feat, "at": [-1, 0]})
    cells = {tuple(a["at"]) for a in G.legal_actions(s) if a["tile"] == koi}
    assert (1, 1) not in cells and (1, -1) not in cells and (-2, 0) in cells
    with pytest.raises(IllegalAction, match=r"^Heron: no koi may be placed next to a heron on a later turn$"):
        G.apply(s, {"t": "place", "tile": koi, "at": [1, 1]})


def test_cat_shore_is_north_and_blocks_koi():
    s = crafted()
    s["ring"][1] = "F-CA-1"
    s = G.apply(s, {"t": "pick", "slot": 1})
    # the seed koi at 0,0 would be on the shore (north) side of a cat at 0,1
    with pytest.raises(IllegalAction, match=r"^Cat: a cat may not be placed with a koi on its shore side$"):
        G.apply(s, {"t": "place", "tile": "F-CA-1", "at": [0, 1]})
    s = G.apply(s, {"t": "place", "tile": "F-CA-1", "at": [0, -1]})
    cells = {tuple(a["at"]) for a in G.legal_actions(s)}
    assert (0, -2) not in cells and (-1, -1) in cells


# ------------------------------------------------------------------ claims and scoring
def pond_state(pond, colours=("yellow", "black")):
    s = G.new_game([{"name": "Y", "colour": colours[0]}, {"name": "K", "colour": colours[1]}], 9)
    s["pond"] = dict(pond)
    s["when"] = {k: 0 for k in pond}
    return s


def test_rulebook_example_black_flower_four_plus_three_yellow_bonus():
    # the yellow player's black flower at 1,0 with four adjacent koi: two show black (black/yellow,
    # black/red) and three show yellow (black/yellow, red/yellow, white/yellow)
    pond = {"0,0": "T-BY-B2", "1,0": "F-SF-B-1", "2,0": "T-BR-B2", "1,1": "T-RY-B2", "1,-1": "T-WY-B2"}
    s = pond_state(pond)
    s["markers"] = {"1,0": 0}
    s["supply"] = [2, 3]
    s["phase"] = "score"
    s2 = G.apply(s, {"t": "score", "at": [1, 0]})
    rec = s2["claims"][-1]
    assert (rec["base"], rec["bonus"], rec["points"]) == (4, 3, 7)
    text = claims.reason_then(s2["pond"], s2["when"], rec, "yellow")
    assert "2 adjacent koi with black" in text["en"] and "+3 bonus for yellow" in text["en"]
    assert "+3 Bonus für gelb" in text["de"]
    assert s2["points"][0] == 7 and s2["supply"][0] == 3 and s2["markers"] == {}
    # the same feature is worth no bonus to the black player
    s["markers"] = {"1,0": 1}
    s["to_move"], s["supply"] = 1, [3, 2]
    rec = G.apply(s, {"t": "score", "at": [1, 0]})["claims"][-1]
    assert (rec["base"], rec["bonus"]) == (4, 2)
    # and a white player gets one bonus point (white/yellow)
    s["colours"] = ["yellow", "white"]
    rec = G.apply(s, {"t": "score", "at": [1, 0]})["claims"][-1]
    assert (rec["base"], rec["bonus"]) == (4, 1)


def test_colour_bonus_blue_koi_plays_one_colour_for_both():
    # a red flower with a blue koi and a red/yellow koi; owner yellow
    pond = {"0,0": "BL-1", "1,0": "F-SF-R-1", "2,0": "T-RY-B2"}
    s = pond_state(pond)
    s["markers"], s["supply"], s["phase"] = {"1,0": 0}, [2, 3], "score"
    rec = G.apply(s, {"t": "score", "at": [1, 0]})["claims"][-1]
    # blue as red: 4 + 1 bonus (RY) = 5; blue as yellow: 2 + 2 = 4 → 5
    assert (rec["base"], rec["bonus"]) == (4, 1)
    s["options"] = dict(s["options"], blue_bonus="free")
    rec = G.apply(s, {"t": "score", "at": [1, 0]})["claims"][-1]
    assert (rec["base"], rec["bonus"]) == (4, 2)


def test_scoring_is_compulsory_after_the_third_marker():
    s = crafted()
    s["supply"] = [1, 3]
    s["markers"] = {"7,7": 0, "9,9": 0}       # markers elsewhere (cells not checked here)
    s["pond"] = dict(s["pond"], **{"7,7": "F-TU-1", "9,9": "F-TU-2"})
    s["feat_deck"] = [t for t in s["feat_deck"]]
    s = G.apply(s, {"t": "pick", "slot": 1})
    s = G.apply(s, {"t": "place", "tile": F1, "at": [1, 0]})
    s = G.apply(s, {"t": "place", "tile": K1, "at": [2, 0]})
    assert s["supply"][0] == 0
    legal = G.legal_actions(s)
    assert {"t": "end"} not in legal and len(legal) == 3
    with pytest.raises(IllegalAction, match="must score at least one"):
        G.apply(s, {"t": "end"})
    s2 = G.apply(s, {"t": "score", "at": [7, 7]})
    assert s2["points"][0] == 5 and {"t": "end"} in G.legal_actions(s2)
    # 'any number' (default): may score more; option 'one': just one
    assert {"t": "score", "at": [9, 9]} in G.legal_actions(s2)
    s["options"] = dict(s["options"], score_choice="one")
    s3 = G.apply(s, {"t": "score", "at": [7, 7]})
    assert G.legal_actions(s3) == [{"t": "end"}]


def test_optional_scoring_then_end_passes_the_turn():
    s = placed_state()
    s = G.apply(s, {"t": "place", "tile": F1, "at": [1, 0]})
    s = G.apply(s, {"t": "place", "tile": K1, "at": [2, 0]})
    assert G.legal_actions(s) == [{"t": "score", "at": [1, 0]}, {"t": "end"}]
    s2 = G.apply(s, {"t": "end"})
    assert s2["to_move"] == 1 and s2["phase"] == "pick" and s2["markers"] == {"1,0": 0}


# ------------------------------------------------------------------ end game (acceptance 3)
@pytest.mark.parametrize("n", [2, 3, 4])
def test_end_game_gives_everyone_equal_turns(n):
    for seed in range(6):
        s = play_random(G.new_game(n, seed), f"eq{seed}")
        assert len(set(s["turns"])) == 1, s["turns"]
        assert s["end_triggered"]
        assert s["markers"] == {} and s["supply"] == [3] * n   # every marker was scored at the end


def test_trigger_on_a_middle_seat_finishes_the_round():
    s = G.new_game(3, 4)
    s["koi_deck"] = s["koi_deck"][:1]       # the next koi refill will fail
    s["to_move"] = 1
    s["turns"] = [5, 4, 4]
    rng = Rng.from_seed("mid")
    while s["to_move"] == 1:
        legal = [a for a in G.legal_actions(s) if a.get("t") != "pick" or a["slot"] in (1, 2)]
        s = G.apply(s, legal[rng.below(len(legal))])
    assert s["end_triggered"] and s["to_move"] == 2
    while not G.is_over(s):
        legal = G.legal_actions(s)
        s = G.apply(s, legal[rng.below(len(legal))])
    assert s["turns"] == [5, 5, 5]


def test_final_scoring_counts_markers_with_bonus_and_coins():
    pond = {"0,0": "T-BY-B2", "1,0": "F-SF-B-1", "2,0": "T-BR-B2", "1,1": "T-RY-B2", "1,-1": "T-WY-B2"}
    s = pond_state(pond)
    s["markers"], s["supply"] = {"1,0": 0}, [2, 3]
    s["end_triggered"], s["to_move"], s["phase"] = True, 1, "score"
    s2 = G.apply(s, {"t": "end"})
    assert G.is_over(s2)
    assert s2["claims"][-1]["final"] and s2["claims"][-1]["points"] == 7
    assert G.scores(s2) == [7 + 4, 0 + 4]
    assert G.winners(s2) == [0]


def test_ties_broken_by_coins_then_shared():
    s = G.new_game(3, 1)
    s["to_move"], s["phase"] = None, "over"
    s["points"], s["coins"] = [10, 11, 9], [4, 3, 5]
    assert G.scores(s) == [14, 14, 14] and G.winners(s) == [2]
    s["points"], s["coins"] = [10, 11, 10], [4, 3, 4]
    assert G.winners(s) == [0, 2]


# ------------------------------------------------------------------ hidden info
def test_views_hide_deck_order_and_determinize_is_consistent():
    s = play_random(G.new_game(2, 3), "v", upto=20)
    v = G.view(s, 0)
    assert v["koi_deck"] == len(s["koi_deck"]) and "rng" not in v
    text = json.dumps(v)
    assert not any(t in text for t in s["koi_deck"][-3:] + s["feat_deck"][-3:])
    d = G.determinize(v, 0, Rng.from_seed(1))
    assert sorted(d["koi_deck"]) == sorted(s["koi_deck"]) and sorted(d["feat_deck"]) == sorted(s["feat_deck"])
    G.check_invariants(d)
    assert G.legal_actions(d) == G.legal_actions(s)


def test_picks_reveal_tiles_and_cannot_be_undone():
    s = G.new_game(2, 3)
    s2 = G.apply(s, G.legal_actions(s)[0])
    assert G.reveals(s, G.legal_actions(s)[0], s2)
    a = G.legal_actions(s2)[0]
    assert not G.reveals(s2, a, G.apply(s2, a))


def test_whole_game_replays_and_validates():
    s = play_random(G.new_game(4, 8), "r")
    assert G.from_json(G.to_json(s)) == s
    assert G.winners(s)
    lines = [G.log_line(G.replay_state(s, i), s["actions"][i], "de") for i in range(0, 12)]
    assert all(isinstance(x, str) and x for x in lines)


def test_actions_must_have_exact_json_types():
    s = G.new_game(2, 1)
    for bad in ({"t": "pick", "slot": True}, {"t": "pick", "slot": 1.0}, {"t": "pick"}, "pick", None):
        with pytest.raises(IllegalAction):
            G.apply(s, bad)
    s = G.apply(s, {"t": "pick", "slot": 1})
    a = G.legal_actions(s)[0]
    with pytest.raises(IllegalAction, match="malformed"):
        G.apply(s, dict(a, at=[float(a["at"][0]), a["at"][1]]))
    G.apply(s, a)


def test_claim_explanations_are_rebuilt_from_the_pond_as_it_was():
    for n in (2, 4):
        s = play_random(G.new_game(n, 21), f"why{n}")
        assert s["claims"]
        for rec in s["claims"]:
            again = claims.reason_then(s["pond"], s["when"], rec, s["colours"][rec["seat"]])
            assert (again["points"], again["base"], again["bonus"]) == (rec["points"], rec["base"], rec["bonus"])


def test_older_saves_with_the_old_direction_names_still_load():
    """Schema 1 named the cat's shore "north", "east", ...; such a save (full state) and such a record (a
    link or a save of the app) load as the same game with "N", "E", ..."""
    from pondside.app import records
    s = G.new_game(["Ann", "Ben"], 5, {"feature_sets": ["heron", "cat", "duck", "fountain"], "cat_shore": "E"})
    rng = Rng.from_seed("old")
    for _ in range(12):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    old = json.loads(G.to_json(s))
    old["schema"] = 1
    old["options"]["cat_shore"] = "east"
    assert G.from_json(json.dumps(old)) == s
    rec = json.loads(records.save_text(s))
    rec["options"]["cat_shore"] = "east"
    assert records.load_record(json.dumps(rec)) == s
    with pytest.raises(ValueError):
        G.new_game(2, 1, {"cat_shore": "up"})
