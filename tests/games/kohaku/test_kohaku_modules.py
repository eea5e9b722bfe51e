"""Every hidden objective and every compass card, one test each."""


import pytest  # noqa: E402

from pondside.games.kohaku import data  # noqa: E402
from pondside.games.kohaku.position import score_position  # noqa: E402
from pondside.games.kohaku.scoring import compass_value, norm_pond, objective_value  # noqa: E402


def row(*tiles, y=0, x0=0):
    return {f"{x0 + i},{y}": t for i, t in enumerate(tiles)}


OBJECTIVE_CASES = [
    ("classic_keeper", row("S-B-B2", "T-RW-B2", "S-R-B2", "BL-1"), 3),
    ("colorful_keeper", row("S-B-B2", "T-RW-B2", "S-R-B2", "BL-1"), 3),
    ("diverse_decorator", row("F-SF-R-1", "F-SF-W-1", "F-DF-RW", "F-BF-Y-1", "F-BF-R-1", "SD-1", "F-TU-1"), 4),
    ("sculptor", {"0,0": "F-ST-1", "0,-1": "S-R-B2", "1,0": "S-R-B3", "0,1": "S-W-B2", "-1,0": "S-W-B3",
                  "5,0": "F-ST-2", "5,-1": "S-Y-B2", "6,0": "S-Y-B3", "5,1": "S-B-B2"}, 1),
    ("curious_cats", {"0,0": "F-CA-1", "-1,0": "S-R-B2", "1,0": "S-R-B3", "0,1": "S-R-D2",
                      "5,0": "F-CA-2", "4,0": "S-W-B2", "6,0": "S-W-B3"}, 1),
    ("feathered_friends", row("F-HE-1", "F-HE-2", "F-HE-3", "F-DU-1", "F-DU-2", "F-DU-3", "F-DU-4"), 3),
    ("fountain_of_wealth", row("S-R-B2", "S-W-B2", "BL-1", "T-BR-B2"), 2),
    ("friendly_flies", {"0,0": "F-BF-Y-1", "3,0": "S-R-D3", "0,5": "T-BR-D2", "1,1": "S-W-D2",
                        "3,2": "F-BF-R-1"}, 5),
    ("balanced_keeper", row("S-B-B2", "S-R-B2", "T-WY-B2", "BL-1"), 1),
    ("fry_free", row("S-R-D2", "S-R-B2", "BL-1", "T-BR-S3"), 2),
    ("florist", row("F-SF-R-1", "F-SF-W-1", "F-SF-B-1", "F-WF-1"), 1),
    ("bug_repellent", row("S-R-B2", "S-R-D2", "BL-1"), 2),
    ("creature_keeper", row("F-FR-1", "F-FR-2", "F-FR-3", "F-TU-1", "F-TU-2", "F-TU-3", "F-TU-4"), 3),
    ("zen_square", {f"{x},{y}": t for (x, y), t in zip([(x, y) for y in range(3) for x in range(3)],
                                                         ["S-R-B2", "F-TU-1", "S-R-B3", "F-TU-2", "S-W-B2", "F-TU-3",
                                                          "S-W-B3", "F-TU-4", "S-Y-B2"])}, 3),
    ("rainbow_rocks", {"0,0": "F-RO-1", "1,0": "T-RW-B2", "-1,0": "T-RW-B3", "0,1": "S-Y-D2", "0,-1": "S-B-B2"}, 2),
    ("simple_beauty", row("S-R-B2", "BL-1", "T-BR-B2"), 2),
    ("through_the_reeds", {"0,0": "T-BR-S3", "-1,0": "F-BA-1", "1,0": "F-BA-2", "0,-1": "F-BA-3", "0,1": "F-BA-4",
                           "5,0": "S-R-B3", "4,0": "F-BA-5"}, 2),
]


@pytest.mark.parametrize("card,pond,count", OBJECTIVE_CASES, ids=[c[0] for c in OBJECTIVE_CASES])
def test_objective(card, pond, count):
    n, pts, _ = objective_value(norm_pond(pond), card)
    assert n == count
    spec = data.OBJECTIVES[card]
    expect = spec["by_size"][count] if "by_size" in spec else spec["per"] * count
    assert pts == expect
    # and through a position: the breakdown reports the objective line
    r = score_position({"players": [{"pond": pond, "objective": card}]})
    assert r["players"][0]["breakdown"]["objective"]["points"] == expect


def test_every_objective_has_a_case():
    assert {c[0] for c in OBJECTIVE_CASES} | {"nosy_neighbor"} == set(data.OBJECTIVE_IDS)


def test_balanced_keeper_blue_is_one_colour_only():
    assert objective_value(norm_pond(row("S-B-B2", "S-R-B2", "BL-1")), "balanced_keeper")[0] == 0


def test_florist_wildflower_fills_the_missing_colour():
    n, _, choice = objective_value(norm_pond(row("F-SF-R-1", "F-SF-W-1", "F-DF-BR", "F-WF-1")), "florist")
    assert n == 1 and choice == ["yellow"]


def test_zen_square_sizes():
    four = {f"{x},{y}": f"F-TU-{1 + (x + 4 * y) % 6}" for x in range(4) for y in range(4)}
    # (tile ids repeat here; scoring does not care)
    assert objective_value(norm_pond(four), "zen_square")[:2] == (4, 10)
    assert objective_value(norm_pond(row("S-R-B2", "F-TU-1")), "zen_square")[:2] == (1, 0)


def test_nosy_neighbor_needs_strictly_more_than_the_left_player():
    me = row("F-TU-1", "F-TU-2", "F-FR-1", "F-SF-R-1")
    left = row("F-TU-3", "F-FR-2", "F-SF-W-1", "F-SF-Y-1")
    right = row("F-TU-4")
    r = score_position({"players": [{"pond": me, "objective": "nosy_neighbor"}, {"pond": left}, {"pond": right}]})
    ob = r["players"][0]["breakdown"]["objective"]
    assert ob["count"] == 1 and ob["points"] == 2    # turtles 2 > 1; frogs tie; flowers 1 < 2


# ------------------------------------------------------------------------------------ compass cards
NORTH = {"0,0": "SD-1", "0,-1": "S-W-D3", "1,-1": "F-ST-1", "2,-1": "T-RY-B2", "3,-1": "F-RO-1",
         "4,-1": "S-B-B3", "5,-1": "F-SF-R-1", "6,-1": "F-DF-BW", "7,-1": "F-WF-1", "8,-1": "F-TU-1",
         "9,-1": "F-FR-1", "10,-1": "F-BF-R-1", "11,-1": "F-BA-1", "12,-1": "F-CA-1", "13,-1": "F-FO-1",
         "14,-1": "F-HE-1", "15,-1": "F-DU-1", "16,-1": "BL-1", "3,0": "S-R-D2", "0,2": "S-Y-B2"}
COMPASS_CASES = {"dragonfly": 3, "baby": 5, "white": 2, "yellow": 2, "red": 2, "black": 2, "coin": 2,
                 "statue": 1, "rock": 1, "flower": 4, "turtle": 1, "frog": 1, "butterfly": 1, "bamboo": 1,
                 "cat": 1, "fountain": 1, "heron": 1, "duck": 1}


@pytest.mark.parametrize("card", list(COMPASS_CASES))
def test_compass_card(card):
    P = norm_pond(NORTH)
    n, pts, _ = compass_value(P, (0, 0), "N", card)
    assert n == COMPASS_CASES[card]
    assert pts == n * data.COMPASS[card]["per"]
    # the koi in the sundial's own row (3,0) is neither north nor south; (0,2) is south only
    assert compass_value(P, (0, 0), "S", card)[0] == {"baby": 2, "yellow": 1, "coin": 1}.get(card, 0)


def test_every_compass_card_has_a_case():
    assert set(COMPASS_CASES) == set(data.COMPASS_IDS)


def test_tile_both_north_and_west():
    P = norm_pond({"0,0": "SD-1", "-1,-1": "S-R-B2"})
    assert compass_value(P, (0, 0), "N", "red")[0] == 1
    assert compass_value(P, (0, 0), "W", "red")[0] == 1
    assert compass_value(P, (0, 0), "E", "red")[0] == 0
