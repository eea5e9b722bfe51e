from collections import Counter

from pondside.games.kohaku import data as D
from pondside.games.kohaku import tiles as T
from pondside.games.kohaku.text import tile_label


def test_counts():
    assert len(D.KOI_IDS) == 58
    assert len(D.SOLID_KOI_IDS) == 16 and len(D.TWO_TONE_KOI_IDS) == 42
    assert len(D.BLUE_KOI_IDS) == 4
    assert len(D.BASE_FEATURE_IDS) == 62
    assert len(D.NEW_FEATURE_IDS) == 36
    assert len(set(D.KOI_IDS + D.BLUE_KOI_IDS + D.BASE_FEATURE_IDS + D.NEW_FEATURE_IDS)) == 160


def test_base_feature_breakdown():
    c = Counter(T.kind(t) for t in D.BASE_FEATURE_IDS)
    assert c == {"single_flower": 24, "dual_flower": 6, "turtle": 6, "frog": 6, "rock": 6, "statue": 6,
                 "butterfly": 8}
    sf = Counter(T.tile(t)["colours"][0] for t in T.feature_ids(["single_flower"]))
    assert sf == {c: 6 for c in D.COLOURS}
    bf = Counter(T.tile(t)["colours"][0] for t in T.feature_ids(["butterfly"]))
    assert bf == {c: 2 for c in D.COLOURS}
    pairs = {tuple(sorted(T.tile(t)["colours"])) for t in T.feature_ids(["dual_flower"])}
    assert len(pairs) == 6


def test_koi_icons_and_stones():
    assert sum(T.tile(t)["babies"] for t in D.KOI_IDS) == 68
    assert sum(T.tile(t)["dragonflies"] for t in D.KOI_IDS) == 68
    assert sum(T.tile(t)["coins"] for t in D.KOI_IDS) == 16
    st = Counter(T.tile(t)["stones"] for t in D.KOI_IDS)
    assert st == {0: 40, 3: 6, 4: 12}
    for b in D.BLUE_KOI_IDS:
        t = T.tile(b)
        assert t["colours"] == ["blue"] and t["babies"] == t["dragonflies"] == t["coins"] == 0


def test_stone_filter():
    assert len(T.koi_deck(1)) == 40
    assert len(T.koi_deck(2)) == 40
    assert len(T.koi_deck(3)) == 46
    assert len(T.koi_deck(4)) == 58


def test_labels():
    assert tile_label("S-R-B2") == "red koi (2 baby koi, 1 coin)"
    assert tile_label("F-SF-R-1") == "Red flower"
    assert tile_label("F-SF-R-1", "de") == "Rote Blume" and tile_label("F-BF-R-1", "de") == "Roter Schmetterling"
