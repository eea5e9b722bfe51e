"""tilenames.py: every tile has one readable, unique name in a position text (shared with The Big Pond)."""
import pytest

from pondside.core import PositionError
from pondside.games.kohaku import data as D
from pondside.games.kohaku import tilenames as N
from pondside.position import norm


def test_every_tile_has_one_unique_name_that_reads_back():
    names = [N.text_name(t) for t in D.TILES]
    assert len(set(names)) == len(D.TILES) == len(N.NAMES)
    for tid in D.TILES:
        assert N.NAMES[norm(N.text_name(tid))] == tid
        assert N.tile_id(N.text_name(tid), 1) == tid
        assert "-" not in N.text_name(tid).split(" ")[-1] and "_" not in N.text_name(tid)


@pytest.mark.parametrize("tid, name", [
    ("S-R-B2", "red koi with 2 babies"), ("S-Y-D3", "yellow koi with 3 dragonflies"),
    ("T-RW-S3", "red-white koi with 3 stones"), ("T-RW-S4a", "red-white koi with 4 stones 1"),
    ("T-RW-S4b", "red-white koi with 4 stones 2"), ("T-BY-B2", "black-yellow koi with 2 babies"),
    ("BL-3", "blue koi 3"), ("F-SF-R-1", "red flower 1"), ("F-DF-BR", "black-red dual flower"),
    ("F-BF-W-2", "white butterfly 2"), ("F-TU-2", "turtle 2"), ("F-DU-6", "duck 6"), ("SD-1", "sundial 1"),
])
def test_names_players_read(tid, name):
    assert N.text_name(tid) == name


def test_spellings_that_mean_the_same_tile():
    assert N.tile_id("Red-Koi  with 2 BABIES", 1) == "S-R-B2"
    assert N.tile_id("white-red koi with 3 stones", 1) == "T-RW-S3"
    assert N.tile_id("red-black dual flower", 1) == "F-DF-BR"
    assert N.tile_id("Schildkröte 3", 1, "de") == "F-TU-3"
    assert N.tile_id("Koi rot-weiß mit 3 Steinen", 1, "de") == "T-RW-S3"
    assert N.tile_id("rote Blume 2", 1) == "F-SF-R-2"


def test_a_name_without_number_is_the_lowest_copy_not_taken():
    assert N.tile_id("turtle", 1) == "F-TU-1"
    assert N.tile_id("turtle", 1, taken={"F-TU-1", "F-TU-3"}) == "F-TU-2"
    assert N.tile_id("red white koi with 4 stones", 1, taken={"T-RW-S4a"}) == "T-RW-S4b"
    assert N.copies("F-TU-4") == [f"F-TU-{i}" for i in range(1, 7)]
    assert N.copies("S-R-B2") == ["S-R-B2"]


def _err(word, taken=None, lang="en", line=4):
    with pytest.raises(PositionError) as e:
        N.tile_id(word, line, lang, taken)
    assert e.value.line == line
    return str(e.value)


def test_unknown_name():
    assert _err("tortle").startswith("line 4: there is no tile called “tortle”")
    assert _err("tortle", lang="de").startswith("Zeile 4: es gibt kein Plättchen namens „tortle“")


def test_too_many_copies_counts_from_the_data():
    all_turtles = {t for t in D.TILES if D.TILES[t]["kind"] == "turtle"}
    assert _err("turtle", all_turtles) == f"line 4: there are only {len(all_turtles)} turtles"
    assert _err("turtle", all_turtles, "de") == f"Zeile 4: es gibt nur {len(all_turtles)} Schildkröten"
    assert _err("red flower", {f"F-SF-R-{i}" for i in range(1, 7)}) == "line 4: there are only 6 red flowers"


def test_a_tile_used_twice():
    assert _err("red koi with 2 babies", {"S-R-B2"}) == "line 4: there is only one red koi with 2 babies"
    assert _err("turtle 2", {"F-TU-2"}).startswith("line 4: “turtle 2” is already in another place")
    assert "liegt schon" in _err("turtle 2", {"F-TU-2"}, "de")
