"""Feature scoring per kind, modules, and every scoring example of the expansion rulebook (seed),
written in the JSON position format of docs/kohaku-positions.md."""


import pytest  # noqa: E402

from pondside.games.kohaku.position import score_position  # noqa: E402
from pondside.games.kohaku.scoring import (feature_value, objective_value, norm_pond, pond_total,  # noqa: E402
                                           score_feature, score_pond)


def one(pond, **pos):
    return {"players": [{"name": "A", "pond": pond, **pos}]}


def tile_entry(result, pos, seat=0):
    for e in result["players"][seat]["breakdown"]["tiles"]:
        if e["pos"] == pos:
            return e
    raise KeyError(pos)


# ------------------------------------------------------------------ base features
@pytest.mark.parametrize("koi,expected", [
    ([], 0),
    (["S-R-B2"], 2),
    (["S-R-B2", "T-BR-B2"], 4),
    (["S-R-B2", "T-BR-B2", "T-RW-B2", "S-W-B2"], 6),
    (["S-R-B2", "T-BR-B2", "T-RW-B2", "T-RY-B2"], 12),
])
def test_single_flower(koi, expected):
    cells = ["0,-1", "1,0", "0,1", "-1,0"]
    pond = {"0,0": "F-SF-R-1", **dict(zip(cells, koi))}
    pts, reason = score_feature(pond, "0,0")
    assert pts == expected
    assert reason["en"] == f"Red flower: {sum(1 for k in koi if 'R' in k.split('-')[1])} adjacent koi with red → {expected}"


def test_dual_flower():
    pond = {"0,0": "F-DF-RW", "0,-1": "T-RW-B2", "1,0": "S-R-B2", "0,1": "S-W-D2", "-1,0": "S-B-B2"}
    pts, reason = score_feature(pond, "0,0")
    assert pts == 3 + 2 + 2 + 0
    assert "1 koi with both, 2 with one colour" in reason["en"]


def test_dual_flower_four_sides_no_bonus_by_default():
    pond = {"0,0": "F-DF-RW", "0,-1": "S-R-B2", "1,0": "S-R-B3", "0,1": "S-W-D2", "-1,0": "S-W-D3"}
    assert feature_value(pond, "0,0") == 8
    assert feature_value(pond, "0,0", {"rules": {"dual_flower_bonus": True}}) == 12


def test_butterfly_row_and_column_not_blocked():
    pond = {"0,0": "F-BF-Y-1", "3,0": "S-Y-B2", "-1,0": "T-WY-B2", "0,5": "T-RY-B2", "1,1": "S-Y-B3",
            "0,-1": "S-R-D2"}
    pts, reason = score_feature(pond, "0,0")
    assert pts == 2 * 3  # (1,1) is diagonal, (0,-1) has no yellow
    assert reason["en"] == "Yellow butterfly: 3 koi with yellow in its row or column → 6"
    # with the house rule "gaps stop a butterfly" only contiguous tiles count
    assert feature_value(pond, "0,0", {"rules": {"butterfly_blocked": True}}) == 2


def test_frog_rock_statue_turtle():
    koi = {"0,-1": "S-R-D3", "1,0": "T-BW-B3", "0,1": "T-RY-S3"}
    assert feature_value({"0,0": "F-FR-1", **koi}, "0,0") == 3 + 0 + 1
    assert feature_value({"0,0": "F-RO-1", **koi}, "0,0") == 0 + 3 + 1
    for n, exp in enumerate([0, 1, 3, 6, 10]):
        cells = ["0,-1", "1,0", "0,1", "-1,0"][:n]
        pond = {"0,0": "F-ST-1", **{c: k for c, k in zip(cells, ["S-R-B2", "S-R-B3", "S-W-B2", "S-Y-B2"])}}
        assert feature_value(pond, "0,0") == exp
    assert feature_value({"0,0": "F-TU-1"}, "0,0") == 5


def test_coins_score_one_each():
    pond = {"0,0": "S-R-B2", "1,0": "F-TU-1", "2,0": "S-W-B2", "1,1": "T-BR-B2"}
    b = score_pond(pond)
    assert b["coins"]["count"] == 2 and b["coins"]["points"] == 2
    assert b["total"] == 5 + 2
    assert pond_total(pond) == 7


# --------------------------------------------------------- rulebook: new feature tiles
def test_rulebook_bamboo_reeds():
    # left reeds: 3 adjacent red/white koi -> 10; right reeds: 3 different koi -> 3
    pos = one({"0,0": "F-BA-1", "0,-1": "T-RW-B2", "-1,0": "T-RW-B3", "0,1": "T-RW-D2",
               "4,0": "F-BA-2", "4,-1": "T-RY-B2", "5,0": "S-R-B2", "4,1": "T-BR-D3"})
    r = score_position(pos)
    assert tile_entry(r, "0,0")["points"] == 10
    assert tile_entry(r, "4,0")["points"] == 3
    assert tile_entry(r, "0,0")["en"] == "Bamboo reeds: 3 adjacent red/white koi → 10"


@pytest.mark.parametrize("n,exp", [(1, 3), (2, 6), (3, 10), (4, 15)])
def test_bamboo_table(n, exp):
    cells = ["0,-1", "1,0", "0,1", "-1,0"]
    koi = ["S-B-B2", "S-B-B3", "S-B-D2", "S-B-D3"]
    assert feature_value({"0,0": "F-BA-1", **dict(zip(cells[:n], koi[:n]))}, "0,0") == exp


def test_rulebook_cats():
    # orange cat sees all 4 colours -> 9; black cat sees no yellow -> 0
    pos = one({"0,0": "F-CA-1", "-1,0": "T-BR-B2", "1,0": "T-WY-B2", "0,1": "S-R-B2",
               "4,0": "F-CA-2", "3,0": "T-BR-B3", "5,0": "T-RW-B3", "4,1": "S-B-B2"})
    r = score_position(pos)
    assert tile_entry(r, "0,0")["points"] == 9
    assert tile_entry(r, "4,0")["points"] == 0
    assert tile_entry(r, "4,0")["en"] == "Cat: adjacent koi lack yellow → 0"


def test_rulebook_mandarin_ducks_three_players():
    # 4 ducks between 3 ponds: each worth 8; black and yellow 8 points, red 16
    pos = {"players": [
        {"name": "black", "pond": {"0,0": "F-DU-1"}},
        {"name": "yellow", "pond": {"0,0": "F-DU-2"}},
        {"name": "red", "pond": {"0,0": "F-DU-3", "2,0": "F-DU-4"}}]}
    r = score_position(pos)
    assert [p["total"] for p in r["players"]] == [8, 8, 16]
    assert r["ducks_total"] == 4
    # and: one duck each in a 3-player game -> 6 points each
    pos["players"][2]["pond"] = {"0,0": "F-DU-3"}
    assert [p["total"] for p in score_position(pos)["players"]] == [6, 6, 6]


def test_rulebook_solo_ducks_count_only_your_pond():
    pos = one({"0,0": "F-DU-1", "2,0": "F-DU-2"})
    pos["solo"] = {"rival": "easy", "pile": ["F-DU-3", "F-DU-4", "F-DU-5"]}
    r = score_position(pos)
    assert [e["points"] for e in r["players"][0]["breakdown"]["tiles"]] == [4, 4]


def test_rulebook_fountains():
    # centre fountain: wildflowers, fountain, two single flowers of different colours -> 3 kinds -> 9;
    # the corner fountain only sees the centre fountain -> 3
    pos = one({"0,0": "F-FO-1", "-1,-1": "F-FO-2", "1,-1": "F-WF-1", "-1,1": "F-SF-R-1", "1,1": "F-SF-W-1",
               "0,-1": "S-R-B2", "0,1": "S-W-B2"})
    r = score_position(pos)
    assert tile_entry(r, "0,0")["points"] == 9
    assert tile_entry(r, "-1,-1")["points"] == 3


def test_fountain_ignores_sundial():
    assert feature_value({"0,0": "F-FO-1", "1,1": "SD-1", "-1,-1": "F-TU-1"}, "0,0") == 3


def test_rulebook_herons_score_8():
    pos = one({"0,0": "F-HE-1", "0,1": "S-R-B2", "1,0": "S-Y-B2", "-1,0": "S-W-B2", "4,0": "F-HE-2"})
    r = score_position(pos)
    assert tile_entry(r, "0,0")["points"] == 8 and tile_entry(r, "4,0")["points"] == 8


def test_rulebook_wildflowers():
    # middle: red on all 4 sides -> 12; upper-left corner as black: 2 koi -> 2
    pos = one({"0,0": "F-WF-1", "0,-1": "T-BR-B2", "1,0": "S-R-B2", "0,1": "T-RY-B2", "-1,0": "T-BR-D2",
               "-1,-1": "F-WF-2"})
    r = score_position(pos)
    assert tile_entry(r, "0,0")["points"] == 12
    assert tile_entry(r, "0,0")["en"].startswith("Wildflowers as red: 4 adjacent koi with red → 12")
    assert tile_entry(r, "-1,-1")["points"] == 2


# ------------------------------------------------------------------ rulebook: blue koi
def test_rulebook_blue_koi_example():
    # one blue koi touching a cat, a white/yellow dual flower, bamboo reeds and a frog
    pond = {"0,0": "BL-1",
            "0,-1": "F-CA-1", "-1,-1": "T-RW-B2", "1,-1": "S-Y-B2",     # cat needs black: blue plays black
            "1,0": "F-DF-WY",                                           # blue plays white or yellow: +2
            "0,1": "F-BA-1", "-1,1": "S-Y-D2", "1,1": "S-Y-D3",         # bamboo 6 -> 10 with blue as yellow
            "-1,0": "F-FR-1"}                                           # frog: blue has no dragonflies
    r = score_position(one(pond))
    cat = tile_entry(r, "0,-1")
    assert cat["points"] == 9 and cat["blue"] == {"0,0": "black"}
    assert "a blue koi as black" in cat["en"] and "0,0" not in cat["en"]
    dual = tile_entry(r, "1,0")
    assert dual["points"] == 2 + 2 + 2 and dual["blue"]  # two solid yellows + blue["0,0"] in ("white", "yellow")
    bamboo = tile_entry(r, "0,1")
    assert bamboo["points"] == 10 and bamboo["blue"] == {"0,0": "yellow"}
    frog = tile_entry(r, "-1,0")
    assert frog["points"] == 0 + 2  # only the yellow D2 koi's dragonflies
    # without the blue koi the bamboo only makes 6
    pond2 = dict(pond)
    del pond2["0,0"]
    assert feature_value(pond2, "0,1") == 6


def test_blue_koi_never_two_colours_at_once():
    pond = {"0,0": "F-DF-WY", "1,0": "BL-1"}
    assert feature_value(pond, "0,0") == 2


# ---------------------------------------------------------------- rulebook: sundials
def test_rulebook_sundial_example():
    # North: 2 per coin on koi; West: 1 per koi containing red
    pond = {"0,0": "SD-1", "0,-1": "S-R-B2", "-1,-1": "F-TU-1", "-1,-2": "S-R-D2", "-1,0": "T-RW-B2",
            "1,0": "S-B-B2"}
    pos = one(pond)
    pos["compass"] = {"N": "coin", "E": "black", "S": "baby", "W": "red"}
    b = score_position(pos)["players"][0]["breakdown"]
    comp = {e["dir"]: e for e in b["compass"]}
    assert comp["N"]["points"] == 2 * 2          # (0,-1) and (-1,-2): both solid with a coin
    assert comp["W"]["points"] == 2              # (-1,-2) is north AND west; (-1,0) west
    assert comp["E"]["points"] == 1              # (1,0) black
    assert comp["S"]["points"] == 0              # nothing south of the sundial's row
    assert b["total"] == 5 + 3 + 4 + 2 + 1


def test_compass_cards_count():
    pond = {"0,0": "SD-1", "0,-1": "T-BR-D3", "0,-2": "F-DF-BR", "1,-2": "S-B-B3", "-1,-2": "F-ST-1"}
    from pondside.games.kohaku.scoring import compass_value, norm_pond as n
    P = n(pond)
    assert compass_value(P, (0, 0), "N", "dragonfly")[1] == 3
    assert compass_value(P, (0, 0), "N", "baby")[1] == 3
    assert compass_value(P, (0, 0), "N", "flower")[1] == 2
    assert compass_value(P, (0, 0), "N", "statue")[1] == 3
    assert compass_value(P, (0, 0), "E", "black")[1] == 1
    assert compass_value(P, (0, 0), "W", "statue")[1] == 3
    assert compass_value(P, (0, 0), "S", "statue")[1] == 0


# ------------------------------------------------------------ rulebook: hidden objectives
def test_rulebook_curious_cats_even_if_cat_scores_zero():
    pond = {"0,0": "F-CA-1", "-1,0": "S-R-B2", "1,0": "S-R-B3", "0,1": "S-R-D2"}
    pos = one(pond, objective="curious_cats")
    b = score_position(pos)["players"][0]["breakdown"]
    assert b["tiles"][0]["points"] == 0
    assert b["objective"]["points"] == 5


def test_rulebook_creature_keeper_sets():
    pond = {f"{2 * i},0": f"F-FR-{i + 1}" for i in range(3)}
    pond.update({f"{2 * i},2": f"F-TU-{i + 1}" for i in range(4)})
    assert objective_value(norm_pond(pond), "creature_keeper") == (3, 9, None)


def test_feathered_friends_sets():
    pond = {f"{2 * i},0": f"F-HE-{i + 1}" for i in range(3)}
    pond.update({f"{2 * i},2": f"F-DU-{i + 1}" for i in range(4)})
    assert objective_value(norm_pond(pond), "feathered_friends")[0] == 3


def test_rulebook_big_pond_bonus_yellow_player_black_flower():
    # black flower with 2 koi containing black (4 points) + 3 koi containing yellow (3 bonus points)
    pond = {"0,0": "F-SF-B-1", "0,-1": "T-BY-B2", "1,0": "T-BY-B3", "0,1": "T-WY-B2"}
    pts, reason = score_feature(pond, "0,0", {"owner_colour": "yellow"})
    assert (pts, reason["base"], reason["bonus"]) == (7, 4, 3)


# ---------------------------------------------------------------------- positions: links and display
def test_position_link_round_trip_and_render():
    from pondside.games.kohaku.position import decode_position, encode_position
    from pondside.games.kohaku.view import render_position
    pos = {"players": [{"name": "Ann <3", "pond": {"0,0": "F-SF-R-1", "0,-1": "T-BR-B2", "1,0": "S-R-B2",
                                                   "0,1": "T-RY-B2", "-1,0": "T-RW-B2", "2,0": "F-CA-1"}}]}
    text = encode_position(pos)
    assert "=" not in text and decode_position(text) == pos
    html = render_position(decode_position(text), "en")
    assert "Red flower: 4 adjacent koi with red → 12" in html
    assert "Ann &lt;3" in html and "kohaku-block" in html
    assert "Rote Blume" in render_position(pos, "de")
    with pytest.raises(ValueError):
        decode_position("not-a-position")


def test_position_rejects_bad_input():
    with pytest.raises(ValueError):
        score_position({"players": [{"pond": {"0,0": "NOPE"}}]})
    with pytest.raises(ValueError):
        score_position({"players": [{"pond": {"0,0": "S-R-B2"}}, {"pond": {"0,0": "S-R-B2"}}]})


def test_position_winner_tie_break_by_coins():
    pos = {"players": [{"pond": {"0,0": "F-TU-1", "1,0": "S-R-B2"}},                   # 5 + 1 coin
                       {"pond": {"0,0": "F-TU-2", "1,0": "T-BR-B2", "2,0": "F-SF-Y-1"}}]}  # 5 + 0 ... + 0
    r = score_position(pos)
    assert [p["total"] for p in r["players"]] == [6, 5] and r["winners"] == [0]
    pos["players"][1]["pond"]["3,0"] = "T-RY-B3"   # yellow flower +2 -> 7
    assert score_position(pos)["winners"] == [1]


def test_solo_position_against_rivals():
    pos = {"players": [{"pond": {"0,0": "F-TU-1"}}], "solo": {"rival": "easy", "pile": ["S-R-B2", "BL-1"]},
           "compass": {"N": "coin", "E": "coin", "S": "coin", "W": "coin"}}
    r = score_position(pos)
    assert r["rivals"] == {"easy": 4 + 20, "medium": 6 + 30, "hard": 6 + 2 * 2 + 40}
    assert r["winners"] == []
