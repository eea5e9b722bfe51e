import pytest

import support.koikoi  # noqa: F401
from pondside.games.koikoi.yaku import instant_yaku, progress, score_yaku
from pondside.games.koikoi.cards import ANIMALS, BRIGHTS, CARDS, CATEGORY, CHAFFS, RIBBONS

CRANE, CURTAIN, MOON, RAIN, PHOENIX = "1-1", "3-1", "8-1", "11-1", "12-1"
SAKE = "9-1"


def y(cards, **opts):
    return dict(score_yaku(cards, opts))


def test_deck_ids_follow_the_digest_table():
    assert len(CARDS) == 48 and len(set(CARDS)) == 48
    assert CATEGORY["1-1"] == "bright" and CATEGORY["11-1"] == "bright" and CATEGORY["9-1"] == "animal"
    assert sorted(BRIGHTS) == sorted([CRANE, CURTAIN, MOON, RAIN, PHOENIX])
    assert (len(BRIGHTS), len(ANIMALS), len(RIBBONS), len(CHAFFS)) == (5, 9, 10, 24)
    assert CATEGORY["11-4"] == "chaff" and CATEGORY["11-3"] == "ribbon" and CATEGORY["8-2"] == "animal"


def test_goko_only_highest_bright_yaku():
    assert y(BRIGHTS) == {"goko": 10}


def test_shiko_without_rain_man():
    assert y([CRANE, CURTAIN, MOON, PHOENIX]) == {"shiko": 8}


def test_ame_shiko_rain_man_plus_three():
    assert y([CRANE, CURTAIN, PHOENIX, RAIN]) == {"ameshiko": 7}


def test_sanko_three_brights_without_rain_man():
    assert y([CRANE, CURTAIN, PHOENIX]) == {"sanko": 5}


def test_rain_man_with_two_brights_is_no_yaku():
    assert y([RAIN, CRANE, PHOENIX]) == {}
    assert y([RAIN, CURTAIN, MOON]) == {}


def test_viewing_yaku_combine_with_brights():
    assert y([CURTAIN, SAKE]) == {"hanami": 5}
    assert y([MOON, SAKE]) == {"tsukimi": 5}
    assert y([CRANE, CURTAIN, MOON, SAKE]) == {"sanko": 5, "hanami": 5, "tsukimi": 5}


def test_viewing_off_and_strict_brights():
    assert y([CURTAIN, SAKE], viewing="off") == {}
    # strict exclusivity: a bright is used in only one yaku; the best split wins
    assert y([CRANE, CURTAIN, MOON, SAKE], strict_brights=True) == {"hanami": 5, "tsukimi": 5}
    assert y([CRANE, CURTAIN, MOON, PHOENIX, SAKE], strict_brights=True) == {"sanko": 5, "tsukimi": 5} or \
        y([CRANE, CURTAIN, MOON, PHOENIX, SAKE], strict_brights=True) == {"sanko": 5, "hanami": 5}


def test_rain_ruins_the_party_any_november_card():
    pile = [CURTAIN, SAKE, "11-4"]
    assert y(pile) == {"hanami": 5}
    assert y(pile, viewing="rain") == {}
    assert y(pile, viewing="rain", rain_trigger="rainman") == {"hanami": 5}
    assert y([CURTAIN, SAKE, RAIN], viewing="rain", rain_trigger="rainman") == {}


def test_inoshikacho_and_tane():
    assert y(["7-1", "10-1", "6-1"]) == {"inoshikacho": 5}
    assert y(["7-1", "10-1", "6-1", "2-1", "4-1"]) == {"inoshikacho": 5, "tane": 1}
    assert y(["7-1", "10-1", "6-1", "2-1", "4-1", "5-1"]) == {"inoshikacho": 5, "tane": 2}
    assert y(["2-1", "4-1", "5-1", "8-2"]) == {}


def test_sake_cup_is_an_animal_for_tane():
    assert y(["2-1", "4-1", "5-1", "8-2", SAKE]) == {"tane": 1}


def test_ribbon_yaku():
    assert y(["1-2", "2-2", "3-2"]) == {"akatan": 5}
    assert y(["6-2", "9-2", "10-2"]) == {"aotan": 5}
    both = ["1-2", "2-2", "3-2", "6-2", "9-2", "10-2"]
    assert y(both) == {"akatan": 5, "aotan": 5, "tan": 2}
    assert y(["1-2", "4-2", "5-2", "7-2", "11-3"]) == {"tan": 1}
    assert y(["1-2", "4-2", "5-2", "7-2"]) == {}


def test_kasu_and_sake_cup_as_chaff():
    chaff9 = CHAFFS[:9]
    assert y(chaff9) == {}
    assert y(CHAFFS[:10]) == {"kasu": 1}
    assert y(CHAFFS[:12]) == {"kasu": 3}
    assert y(chaff9 + [SAKE]) == {"kasu": 1}
    assert y(chaff9 + [SAKE], sake_chaff=False) == {}


def test_nintendo_increments():
    assert y(["7-1", "10-1", "6-1", "2-1"], yaku_set="nintendo") == {"inoshikacho": 6}
    assert y(["1-2", "2-2", "3-2", "4-2"], yaku_set="nintendo") == {"akatan": 6}
    both = ["1-2", "2-2", "3-2", "6-2", "9-2", "10-2"]
    assert y(both, yaku_set="nintendo") == {"akaao": 10, "tan": 2}
    assert y(both + ["4-2"], yaku_set="nintendo") == {"akaao": 11, "tan": 3}


def test_instant_hands():
    assert instant_yaku(["1-1", "1-2", "1-3", "1-4", "2-1", "3-1", "4-1", "5-1"]) == "teshi"
    assert instant_yaku(["1-1", "1-2", "2-3", "2-4", "3-1", "3-2", "4-1", "4-2"]) == "kuttsuki"
    assert instant_yaku(["1-1", "1-2", "2-3", "2-4", "3-1", "3-2", "4-1", "5-2"]) is None


def test_progress_counts():
    pr = {k: (h, n) for k, h, n in progress(["1-2", "2-2", CURTAIN, SAKE, "11-4"], {"viewing": "rain"})}
    assert pr["akatan"] == (2, 3)
    assert pr["hanami"] == (0, 2)          # ruined by the November card
    pr = {k: (h, n) for k, h, n in progress(["1-2", "2-2", CURTAIN, SAKE])}
    assert pr["hanami"] == (2, 2) and pr["tsukimi"] == (1, 2) and pr["kasu"] == (1, 10)


@pytest.mark.parametrize("cards", [CARDS[:20], CARDS[20:], CARDS])
def test_score_is_order_independent_and_pure(cards):
    a = score_yaku(list(cards))
    b = score_yaku(list(reversed(cards)))
    assert a == b and all(isinstance(p, int) and p > 0 for _y, p in a)
