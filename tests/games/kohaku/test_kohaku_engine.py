"""Kōhaku engine rules: set-up, draft and refill, placement, end of game, modules, solo rivals."""


import pytest  # noqa: E402
import support.play

from pondside import IllegalAction, Rng  # noqa: E402
from pondside.core import clone  # noqa: E402
from pondside.games.kohaku.engine import GAME  # noqa: E402
from pondside.games.kohaku import data as D  # noqa: E402
from pondside.games.kohaku import tiles as T  # noqa: E402

G = GAME


def playout(n, seed, opts=None, pick=None):
    return support.play.playout(G, n, seed, opts, pick=pick)


def blank(n=2, opts=None, seed=1):
    s = G.new_game(n, seed, dict({"first_player": "seat1"}, **(opts or {})))
    return s


@pytest.mark.parametrize("n,koi_total,deck", [(1, 40, 34), (2, 33, 27), (3, 41, 35), (4, 53, 47)])
def test_setup_by_player_count(n, koi_total, deck):
    s = blank(n)
    on_board = [t for t in s["board"] if t]
    assert len(on_board) == 12
    assert len(s["koi_deck"]) == deck
    assert len(s["koi_deck"]) + 6 == koi_total
    allowed = set(T.koi_deck(n))
    assert all(t in allowed for t in s["koi_deck"] + s["removed"])
    assert len(s["feat_deck"]) == 62 - 6
    for i, t in enumerate(s["board"]):
        assert T.is_koi(t) == ((i // 4 + i % 4) % 2 == 0)


def test_blue_koi_setup():
    s = blank(2, {"blue_koi": True})
    allk = s["koi_deck"] + [t for t in s["board"] if T.is_koi(t)]
    assert len(allk) == 33 and len(s["removed"]) == 11
    assert sum(1 for t in allk if T.is_blue(t)) == 4
    solo = blank(1, {"blue_koi": True})
    assert len(solo["koi_deck"]) + 6 == 44 and solo["removed"] == []


def test_new_feature_sets():
    s = blank(2, {"new_features": True, "feature_sets": ["bamboo", "cat", "fountain", "heron", "duck", "butterfly"]})
    feats = s["feat_deck"] + [t for t in s["board"] if T.is_feature(t)]
    assert len(feats) == 24 + 5 * 6 + 8
    assert {T.kind(t) for t in feats} == {"single_flower", "bamboo", "cat", "fountain", "heron", "duck", "butterfly"}
    with pytest.raises(ValueError):
        blank(2, {"new_features": True, "feature_sets": ["bamboo", "cat"]})


def test_seventeen_pairs_and_refill_shifts_centre_out():
    s = blank(2)
    assert len(G.legal_actions(s)) == 17
    b = s["board"]
    # take the top-left pair (0 koi, 1 feature): centre tiles move out, centre refilled from the decks
    s2 = G.apply(s, {"t": "take", "a": 0, "b": 1})
    assert s2["hand"] == [b[0], b[1]]
    assert s2["board"][0] == b[5] and s2["board"][1] == b[6]
    assert s2["board"][5] == s["koi_deck"][-1] and s2["board"][6] == s["feat_deck"][-1]
    # take both centre tiles: nothing moves
    s3 = G.apply(s, {"t": "take", "a": 5, "b": 6})
    assert [s3["board"][i] for i in (0, 1, 2, 3, 4, 7)] == [b[i] for i in (0, 1, 2, 3, 4, 7)]
    # one centre tile taken: the other centre tile moves out
    s4 = G.apply(s, {"t": "take", "a": 1, "b": 5})
    assert s4["board"][1] == b[6] and s4["board"][6] == s["feat_deck"][-1]


def test_illegal_take_names_rule():
    s = blank(2)
    with pytest.raises(IllegalAction, match=r"^Taking tiles: .*next to each other") as e:
        G.apply(s, {"t": "take", "a": 0, "b": 5})
    assert "§" not in str(e.value)


def first_turn(s):
    s = G.apply(s, {"t": "take", "a": 0, "b": 1})
    return s


def test_first_turn_and_checkerboard():
    s = first_turn(blank(2))
    koi, feat = s["hand"]
    acts = G.legal_actions(s)
    assert {(a["x"], a["y"]) for a in acts} == {(0, 0)}
    s = G.apply(s, {"t": "place", "tile": koi, "x": 0, "y": 0})
    cells = {(a["x"], a["y"]) for a in G.legal_actions(s)}
    assert cells == {(0, -1), (1, 0), (0, 1), (-1, 0)}
    with pytest.raises(IllegalAction, match="^Placing tiles: on your first turn the two tiles must touch each other$"):
        G.apply(s, {"t": "place", "tile": feat, "x": 2, "y": 0})
    s = G.apply(s, {"t": "place", "tile": feat, "x": 1, "y": 0})
    assert s["to_move"] == 1 and s["phase"] == "take"


def test_checkerboard_forbids_koi_next_to_koi():
    s = blank(2)
    s["ponds"][0] = {"0,0": "S-R-B2", "1,0": "F-TU-1"}
    s["phase"] = "place"
    s["hand"] = ["S-W-B2"]
    cells = G.legal_cells(s, 0, "S-W-B2")
    assert cells == ["1,-1", "2,0", "1,1"]
    with pytest.raises(IllegalAction, match=r"^Checkerboard: a koi may never touch another koi$"):
        G.check_action(s, {"t": "place", "tile": "S-W-B2", "x": 0, "y": 1})


def test_cat_shore_blocks_north_immediately():
    s = blank(2)
    s["ponds"][0] = {"0,0": "S-R-B2"}
    s["phase"] = "place"
    s["hand"] = ["F-CA-1"]
    # a cat may not go south of a koi (the koi would be on its north shore)
    assert "0,1" not in G.legal_cells(s, 0, "F-CA-1")
    with pytest.raises(IllegalAction, match="^Cat: a cat may not be placed with a koi on its shore side$"):
        G.check_action(s, {"t": "place", "tile": "F-CA-1", "x": 0, "y": 1})
    s["ponds"][0] = {"0,0": "S-R-B2", "1,0": "F-CA-1"}
    assert "1,-1" not in G.legal_cells(s, 0, "S-W-B2")
    assert "2,0" in G.legal_cells(s, 0, "S-W-B2")
    assert ["1,0", "N"] in G.view(s, 0)["blocked"][0]


def test_heron_blocks_only_later_turns():
    s = blank(2)
    s["ponds"][0] = {"0,0": "S-R-B2", "1,0": "F-HE-1"}
    s["phase"] = "place"
    s["herons_new"] = ["1,0"]
    assert "2,0" in G.legal_cells(s, 0, "S-W-B2")
    s["herons_new"] = []
    assert "2,0" not in G.legal_cells(s, 0, "S-W-B2")
    with pytest.raises(IllegalAction, match="^Heron: no koi may be placed next to a heron on a later turn$"):
        s["hand"] = ["S-W-B2"]
        G.check_action(s, {"t": "place", "tile": "S-W-B2", "x": 2, "y": 0})
    edges = G.view(s, 0)["blocked"][0]
    assert sorted(e[1] for e in edges) == ["E", "N", "S"]


def test_heron_same_turn_option_off():
    s = blank(2, {"heron_same_turn": False})
    s["ponds"][0] = {"0,0": "S-R-B2", "1,0": "F-HE-1"}
    s["herons_new"] = ["1,0"]
    assert "2,0" not in G.legal_cells(s, 0, "S-W-B2")


def test_discard_only_without_legal_cell():
    s = blank(2)
    s["ponds"][0] = {"0,0": "F-HE-1"}
    s["phase"] = "place"
    s["hand"] = ["S-W-B2"]
    assert G.legal_actions(s) == [{"t": "discard", "tile": "S-W-B2"}]


@pytest.mark.parametrize("n,turns", [(2, 14), (3, 12), (4, 12)])
def test_equal_turns_and_end(n, turns):
    s = playout(n, 5)
    assert s["turns"] == [turns] * n
    assert G.is_over(s) and G.legal_actions(s) == []
    assert s["koi_deck"] == []


def test_end_completes_the_round_when_triggered_early():
    s = blank(3)
    s["koi_deck"] = []         # the next refill fails on seat 0's turn
    r = Rng.from_seed(3)
    while not G.is_over(s):
        s = G.apply_fast(s, r.choice(G.legal_actions(s)))
    assert s["turns"] == [1, 1, 1]


def test_tie_break_most_coins():
    s = playout(2, 11)
    s["ponds"][0] = {"0,0": "S-R-B2", "1,0": "F-TU-1", "2,0": "S-W-B2", "3,0": "F-TU-3"}   # 10 + 2 coins
    s["ponds"][1] = {"0,0": "S-B-B2", "1,0": "F-TU-2", "2,0": "T-BR-B2", "3,0": "F-SF-Y-1",
                     "4,0": "S-Y-B2"}                                                    # 5 + 2 + 2 coins
    assert G.scores(s) == [12, 9] and G.winners(s) == [0]
    s["ponds"][1]["5,0"] = "F-SF-W-1"           # +0
    s["ponds"][1]["3,-1"] = "T-WY-B2"           # yellow flower +2 -> 11
    s["ponds"][1]["3,1"] = "T-RY-B2"            # yellow flower +2 -> 13
    assert G.scores(s) == [12, 13] and G.winners(s) == [1]
    s["ponds"][0]["4,0"] = "S-Y-B3"             # +1 coin -> 13, 3 coins vs 2
    assert G.scores(s) == [13, 13]
    assert G.coins(s, 0) == 3 and G.coins(s, 1) == 2
    assert G.winners(s) == [0]
    s["options"]["tie_break"] = "shared"
    assert G.winners(s) == [0, 1]


def test_sundial_setup_and_compass():
    s = blank(3, {"sundials": True})
    for i, P in enumerate(s["ponds"]):
        assert P == {"0,0": D.SUNDIAL_IDS[i]}
    assert set(s["compass"]) == {"N", "E", "S", "W"}
    kinds = G.kinds_in_play(s["options"])
    for c in s["compass"].values():
        assert G.compass_valid(c, kinds)
    # first turn: tiles just need to touch the pond, so the koi goes next to the sundial
    s = G.apply(s, {"t": "take", "a": 0, "b": 1})
    koi = s["hand"][0]
    cells = {(a["x"], a["y"]) for a in G.legal_actions(s) if a.get("tile") == koi}
    assert cells == {(0, -1), (1, 0), (0, 1), (-1, 0)}


def test_compass_redraw_of_missing_features():
    for seed in range(30):
        s = blank(2, {"sundials": True, "new_features": True,
                      "feature_sets": ["bamboo", "cat", "fountain", "heron", "duck", "wildflower"]}, seed=seed)
        for c in s["compass"].values():
            assert c not in ("statue", "rock", "turtle", "frog", "butterfly")
        for c in s["compass_out"]:
            assert c in ("statue", "rock", "turtle", "frog", "butterfly")


def test_hidden_objectives_keep_and_secrecy():
    opts = {"objectives": True}
    s = blank(3, opts)
    assert s["phase"] == "keep"
    for d in s["dealt"]:
        assert len(d) == 2
    card = s["dealt"][0][0]
    other = s["dealt"][0][1]
    v1 = G.view(s, 1)
    assert v1["dealt"][0] == 2 and card not in str(v1["dealt"])
    s = G.apply(s, {"t": "keep", "card": card})
    assert s["objectives"][0] == card and other in s["obj_deck"]
    with pytest.raises(IllegalAction, match="^Hidden objectives: "):
        G.apply(s, {"t": "keep", "card": "no_such"})
    for seat in (1, 2):
        s = G.apply(s, {"t": "keep", "card": s["dealt"][seat][0]})
    assert s["phase"] == "take"
    v1 = G.view(s, 1)
    assert v1["objectives"][0] == "hidden" and v1["objectives"][1] == s["objectives"][1]
    planted, allowed = G.plant_secret(s, "TOKEN")
    assert "TOKEN" not in str(G.view(planted, 0))


def test_objectives_with_missing_features_are_redrawn():
    for seed in range(20):
        s = blank(4, {"objectives": True}, seed=seed)   # base features: no cats, herons, ducks, bamboo
        for d in s["dealt"]:
            for c in d:
                assert c not in ("curious_cats", "feathered_friends", "through_the_reeds")


def test_objectives_off_in_solo():
    s = blank(1, {"objectives": True})
    assert s["phase"] == "take" and s["objectives"] == [None]


def test_objective_counts_in_score():
    s = blank(2, {"objectives": True})
    s["phase"] = "take"
    s["objectives"] = ["simple_beauty", None]
    s["ponds"][0] = {"0,0": "S-R-B2", "1,0": "F-TU-1", "2,0": "S-W-B2"}
    assert G.scores(s)[0] == 5 + 2 + 2 * 3


def test_mandarin_ducks_count_all_ponds_in_multiplayer():
    s = blank(2, {"new_features": True})
    s["ponds"][0] = {"0,0": "F-DU-1"}
    s["ponds"][1] = {"0,0": "F-DU-2", "2,0": "F-DU-3"}
    assert G.scores(s) == [6, 12]


# ------------------------------------------------------------------------ solo
def test_solo_rival_takes_all_koi_of_the_revealed_type():
    s = blank(1)
    s = G.apply(s, {"t": "take", "a": 10, "b": 11})
    koi, feat = s["hand"]
    s = G.apply(s, {"t": "place", "tile": koi, "x": 0, "y": 0})
    # put a koi of the same type as the koi on space 0 on top of the koi deck
    ty = T.koi_type(s["board"][0])
    same = [t for t in s["koi_deck"] if T.koi_type(t) == ty]
    assert same
    s["koi_deck"].remove(same[0])
    s["koi_deck"].append(same[0])
    s["actions"] = []
    before = clone(s)
    top = s["koi_deck"][-1]
    s = G.apply(s, {"t": "place", "tile": feat, "x": 1, "y": 0})
    assert s["rival_last"]["revealed"][0] == top
    taken = s["rival_last"]["taken"]
    expect = [t for t in before["board"] if t and T.is_koi(t) and T.koi_type(t) == ty]
    assert sorted(taken) == sorted(expect) and before["board"][0] in taken
    assert all(t not in s["board"] for t in taken)
    assert all(t is not None for t in s["board"])      # refilled in place
    assert top in s["rival_pile"] and set(taken) <= set(s["rival_pile"])


def test_solo_rival_falls_back_to_features():
    s = blank(1)
    s["koi_deck"].append("S-R-B2") if "S-R-B2" not in s["koi_deck"] else None
    # make the top koi a type not on the board
    board_types = {T.koi_type(t) for t in s["board"] if T.is_koi(t)}
    cand = [t for t in s["koi_deck"] if T.koi_type(t) not in board_types]
    if not cand:
        pytest.skip("all types on the board")
    s["koi_deck"].remove(cand[0])
    s["koi_deck"].append(cand[0])
    ftop = s["feat_deck"][-1]
    G._rival_phase(s)
    assert s["rival_last"]["revealed"] == [cand[0], ftop]
    ft = T.tile(ftop)
    for t in s["rival_last"]["taken"]:
        assert T.kind(t) == ft["kind"] and T.tile(t)["colours"] == ft["colours"]


def test_solo_blue_koi_prefers_most_then_solid_then_player_choice():
    s = blank(1, {"blue_koi": True})
    s["board"] = ["S-R-B2", "F-TU-1", "T-BR-B2", "F-TU-2", "F-TU-3", "S-W-B2", "F-TU-4", "T-BR-B3",
                  "S-R-B3", "F-TU-5", "S-W-B3", "F-TU-6"]
    used = set(s["board"])
    s["koi_deck"] = [t for t in s["koi_deck"] if t not in used and not T.is_blue(t)] + ["BL-1"]
    s["feat_deck"] = [t for t in T.feature_ids(G.kinds_in_play(s["options"])) if t not in used]
    s["removed"] = []
    # red (2), white (2), black/red (2): tie at 2 -> solids red and white -> the player chooses
    G._rival_phase(s)
    assert s["phase"] == "rival_pick"
    acts = G.legal_actions(s)
    assert acts == [{"t": "rival_type", "type": ["red"]}, {"t": "rival_type", "type": ["white"]}]
    s["actions"] = []
    s2 = G.apply(s, acts[1])
    assert sorted(s2["rival_last"]["taken"]) == ["S-W-B2", "S-W-B3"]
    assert s2["phase"] == "take"


def test_solo_game_ends_and_reports_rivals():
    s = playout(1, 4, {"sundials": True})
    assert G.is_over(s)
    r = G.rival_scores(s)
    n = len(s["rival_pile"])
    solid = sum(1 for t in s["rival_pile"] if T.tile(t)["solid"])
    assert r == {"easy": 2 * n + 20, "medium": 3 * n + 30, "hard": 3 * n + 2 * solid + 40}
    won = G.scores(s)[0] > r["medium"]
    assert G.winners(s) == ([0] if won else [])


def test_invariants_and_replay():
    s = playout(3, 9, {"sundials": True, "objectives": True, "blue_koi": True, "new_features": True})
    G.validate(s)
    assert G.from_json(G.to_json(s)) == s


def test_determinize_matches_view():
    s = blank(2, {"objectives": True, "blue_koi": True})
    r = Rng.from_seed(1)
    for _ in range(9):
        s = G.apply(s, r.choice(G.legal_actions(s)))
    v = G.view(s, 0)
    d = G.determinize(v, 0, Rng.from_seed(2))
    G.check_invariants(d)
    assert d["board"] == s["board"] and d["ponds"] == s["ponds"]
    assert d["objectives"][0] == s["objectives"][0]
    assert len(d["koi_deck"]) == len(s["koi_deck"])
    assert G.legal_actions(d) == G.legal_actions(s)


def test_log_lines_and_reveals():
    s = blank(2)
    take = {"t": "take", "a": 0, "b": 1}
    s2 = G.apply(s, take)
    assert G.reveals(s, take, s2)                      # the refill shows new tiles: no undo
    en = G.log_line(s, take, "en")
    de = G.log_line(s, take, "de")
    assert en.startswith("Player 1 takes ") and de.startswith("Player 1 nimmt ")
    place = {"t": "place", "tile": s2["hand"][0], "x": 0, "y": 0}
    s3 = G.apply(s2, place)
    assert not G.reveals(s2, place, s3)                # a placement can be taken back
    # where it went in words one finds on the board, never the grid's numbers (issue 40)
    assert G.log_line(s2, place, "en").endswith("as the first tile") and "0,0" not in G.log_line(s2, place, "en")
    nxt = {"t": "place", "tile": s3["hand"][0], "x": 1, "y": 0}
    assert nxt in G.legal_actions(s3), "a space right of the first tile"
    assert "right of the " in G.log_line(s3, nxt, "en") and "rechts neben " in G.log_line(s3, nxt, "de")


def test_action_record_is_not_mutated_by_step():
    s = blank(1, {"blue_koi": True})
    r = Rng.from_seed(12)
    for _ in range(30):
        if G.is_over(s):
            break
        a = r.choice(G.legal_actions(s))
        frozen = clone(a)
        s = G.apply(s, a)
        assert a == frozen and s["actions"][-1] == frozen


def test_a_tile_that_fits_nowhere_waits_while_the_other_tile_can_be_placed(monkeypatch):
    """Issue 40: "Discard Frog (no space for it)" was offered before the koi was placed, although the koi
    then opened three spaces for the frog.  While the other tile in hand can be placed, the stuck tile stays
    in hand (and a discard is refused with the rule); once nothing else can go down, it is discarded."""
    st = blank(2)
    for _ in range(200):
        if st["phase"] == "place" and len(st["hand"]) == 2:
            break
        st = GAME.apply(st, GAME.legal_actions(st)[0])
    stuck, other = st["hand"]
    real = GAME.legal_cells
    monkeypatch.setattr(GAME, "legal_cells",
                        lambda s, seat, tid: [] if tid == stuck and len(s["hand"]) == 2 else real(s, seat, tid))
    acts = GAME.legal_actions(st)
    assert {"t": "discard", "tile": stuck} not in acts and any(a.get("tile") == other for a in acts)
    with pytest.raises(IllegalAction) as e:
        GAME.apply(st, {"t": "discard", "tile": stuck})
    assert "other tile first" in str(e.value)
    monkeypatch.setattr(GAME, "legal_cells", lambda s, seat, tid: [])
    assert {"t": "discard", "tile": stuck} in GAME.legal_actions(st)
