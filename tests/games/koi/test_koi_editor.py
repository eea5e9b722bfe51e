"""KOI's part of the position editor (py/pondside/games/koi/editor.py, docs/editor.md): the zones describe a
position exactly, every palette piece can be put and the text still writes, taps move cards and the spring, the
settings change what they say, and a position a tap makes illegal is refused by the rules with its line."""
import re
from pathlib import Path

import pytest

from pondside import PositionError, Rng, games
from pondside.games.koi import editor as E
from pondside.games.koi import position as KP
from pondside.games.koi.data import HELPERS

G = games.get("koi")


def _positions():
    """Fresh deals for 2 to 4 players and positions along random games (the last one near or at the end)."""
    out = []
    for n, seed in ((2, 1), (3, 2), (4, 3), (2, 4)):
        state = G.new_game(n, seed)
        out.append(G.position_of(state))
        rng = Rng.from_seed(seed)
        late = []
        while not G.is_over(state):
            state = G.apply(state, rng.choice(G.legal_actions(state)))
            if KP.can_write(state):
                late.append(G.position_of(state))
        out += late[len(late) // 2::max(1, len(late) // 3)] + late[-1:]
    doc = (Path(__file__).resolve().parents[3] / "docs" / "positions" / "koi.md").read_text(encoding="utf-8")
    return out + [KP.parse(text) for text in re.findall(r"```position\n(.*?)```", doc, re.S)]   # a goal claimed


POSITIONS = _positions()
FRESH = G.position_of(G.new_game(["Ann", "Ben"], 5))


def _zone(data, key, lang="en"):
    return next(z for z in E.zones(data, lang) if z["key"] == key)


def _pieces(data, key):
    return [sl["piece"] for sl in _zone(data, key)["slots"] if sl["piece"]]


def _reads(data):
    return KP.parse(KP.write(data))


@pytest.mark.parametrize("k", range(len(POSITIONS)))
def test_the_zones_show_every_piece_and_putting_a_slot_s_own_piece_changes_nothing(k):
    data = POSITIONS[k]
    for zone in E.zones(data, "en"):
        assert zone["slots"] and len({sl["place"] for sl in zone["slots"]}) == len(zone["slots"])
        for sl in zone["slots"]:
            assert E.put(data, sl["place"], sl["piece"], "en") == data, (zone["key"], sl)
    for s, seat in enumerate(data["seats"]):
        pond = {sl["place"].rsplit(":", 1)[1]: sl["piece"] for sl in _zone(data, f"pond:{s}")["slots"]}
        assert {h for h, p in pond.items() if p} == set(seat["pond"])
        for i, k_ in enumerate(seat["koi"], 1):
            assert all(pond[h] == KP.koi_name(k_["size"], i) for h in k_["hexes"])
        assert all(pond[h] == KP.cell_name(c) for h, c in seat["pond"].items()
                   if not any(h in k_["hexes"] for k_ in seat["koi"]))
        assert len(_pieces(data, f"storage:{s}")) == sum(seat["storage"].values())
        assert len(_pieces(data, f"helpers:{s}")) == sum(seat["helpers"].values())
        assert _pieces(data, f"cards:{s}") == [KP.card_name(c) for c in seat["cards"]]
        if data["goals"]:
            assert len(_pieces(data, f"claimed:{s}")) == len(seat["claimed"])
            assert len(_pieces(data, f"renounced:{s}")) == len(seat["renounced"])
    assert _pieces(data, "goals") == [KP.goal_name(g) for g in data["goals"]]
    assert [sl["piece"] for sl in _zone(data, "market")["slots"]] == [
        KP.card_name(c) if c else None for c in data["market"]]
    assert _pieces(data, "deck") == [KP.card_name(c) for c in data["deck"]]


def test_late_positions_hold_what_an_editor_must_show():
    """The sample is not trivial: small and medium koi in ponds, cards kept, goal tiles taken."""
    seats = [seat for data in POSITIONS for seat in data["seats"]]
    assert {"S", "M"} <= {k["size"] for seat in seats for k in seat["koi"]}
    assert any(seat["cards"] for seat in seats) and any(seat["helpers"] for seat in seats)
    assert any(seat["claimed"] for seat in seats) and any(seat["renounced"] for seat in seats)


def test_the_pond_is_a_hex_grid_of_its_tiles_and_the_free_spaces_beside_them():
    zone = _zone(FRESH, "pond:0")
    assert zone["layout"] == "hex" and len(zone["slots"]) == 7          # the spring and its 6 neighbours
    spring = next(sl for sl in zone["slots"] if sl["piece"] == "spring")
    rows = {sl["y"] for sl in zone["slots"]}
    assert spring["y"] % 2 == 0 and rows == {spring["y"] - 1, spring["y"], spring["y"] + 1}
    # the spring's row: one free space on each side of it
    assert sorted(sl["x"] - spring["x"] for sl in zone["slots"] if sl["y"] == spring["y"]) == [-1, 0, 1]


@pytest.mark.parametrize("k", [0, 5, len(POSITIONS) - 1])
def test_every_palette_piece_goes_on_the_first_empty_slot_and_the_text_still_writes(k):
    data = POSITIONS[k]
    for zone in E.zones(data, "en"):
        empty = next((sl for sl in zone["slots"] if sl["piece"] is None), None)
        if empty is None:                    # a full market: replace its first card instead
            empty = zone["slots"][0]
        assert zone["pieces"], zone["key"]
        for piece in zone["pieces"]:
            new = E.put(data, empty["place"], piece, "en")
            KP.write(new)
            shown = [sl["piece"] for sl in _zone(new, zone["key"])["slots"]]
            assert piece in shown, (zone["key"], piece)


def test_put_leaves_the_data_unchanged_and_emptying_removes():
    data = FRESH
    before = KP.write(data)
    new = E.put(data, "storage:1:0", None, "en")
    assert KP.write(data) == before
    assert sum(new["seats"][1]["storage"].values()) == sum(data["seats"][1]["storage"].values()) - 1
    new = E.put(data, "pond:0:1,0", "shore", "en")
    assert new["seats"][0]["pond"]["1,0"] == "shore" and "1,0" not in data["seats"][0]["pond"]
    assert "1,0" not in E.put(new, "pond:0:1,0", None, "en")["seats"][0]["pond"]
    end = _zone(data, "storage:0")["slots"][-1]
    grown = E.put(data, end["place"], "large koi", "en")
    assert grown["seats"][0]["storage"]["L"] == 1 and _reads(grown)["seats"][0]["storage"]["L"] == 1


def test_a_koi_grows_hex_by_hex_and_a_new_number_is_a_new_koi():
    data = E.put(E.put(FRESH, "pond:0:1,0", "water", "en"), "pond:0:1,-1", "water", "en")
    data = E.put(data, "pond:0:1,0", "medium koi 1", "en")
    with pytest.raises(PositionError, match="line .*: A medium koi covers 2 water hexes"):
        _reads(data)
    data = E.put(data, "pond:0:1,-1", "medium koi 1", "en")
    assert _reads(data)["seats"][0]["koi"] == [{"size": "M", "hexes": ["1,-1", "1,0"]}]
    data = E.put(data, "pond:0:1,-1", "small koi 2", "en")         # a new koi takes the hex from koi 1
    assert [k["size"] for k in data["seats"][0]["koi"]] == ["M", "S"]
    with pytest.raises(PositionError, match="koi"):
        E.put(data, "pond:0:0,1", "small koi 9", "en")


def test_the_spring_exists_once_in_a_pond_so_putting_it_moves_it():
    data = E.put(E.put(FRESH, "pond:0:1,0", "water", "en"), "pond:0:2,0", "water", "en")
    moved = E.put(data, "pond:0:2,0", "spring", "en")
    pond = moved["seats"][0]["pond"]
    assert pond == {"0,0": "spring", "-1,0": "water"}           # the pond is drawn around its spring
    assert [sl["piece"] for sl in _zone(moved, "pond:0")["slots"]].count("spring") == 1
    with pytest.raises(PositionError):
        E.put(FRESH, "pond:0:0,0", None, "en")                    # a pond is never left without a tile


def test_a_card_that_exists_once_moves_and_no_card_is_lost():
    data = FRESH
    market = [KP.card_name(c) for c in data["market"]]
    i = next(i for i, c in enumerate(data["market"]) if c not in HELPERS)
    unique = next(c for c in data["deck"] if len(KP.ids_of(c, 2)) == 1)
    new = E.put(data, "cards:0:0", KP.card_name(unique), "en")
    assert new["seats"][0]["cards"] == [unique] and unique not in new["deck"]
    assert _reads(new)                                              # no card twice, none missing
    again = E.put(new, "cards:1:0", KP.card_name(unique), "en")     # from Ann to Ben
    assert again["seats"][0]["cards"] == [] and again["seats"][1]["cards"] == [unique]
    from_market = E.put(data, "cards:1:0", market[i], "en")         # the market's space is refilled
    assert from_market["market"][i] == data["deck"][0] and _reads(from_market)
    back = E.put(new, "cards:0:0", None, "en")                      # a card taken off goes to the deck's end
    assert back["deck"][-1] == unique and _reads(back)
    helper = E.put(data, "helpers:0:0", "Porter", "en")
    assert helper["seats"][0]["helpers"] == {"porter": 1} and _reads(helper)


def test_goal_cards_and_goal_tiles():
    data = FRESH
    swapped = E.put(data, "goals:0", "lanterns", "en")
    assert len(swapped["goals"]) == 3 and "lantern" in swapped["goals"] and _reads(swapped)
    two = E.put(data, "goals:0", None, "en")
    with pytest.raises(PositionError, match="line 4: a game has 3 goal cards, not 2"):
        _reads(two)
    claimed = E.put(data, "claimed:0:0", "koi 3+", "en")
    assert claimed["seats"][0]["claimed"] == {"koi": 3}
    moved = E.put(claimed, "claimed:1:0", "koi 3+", "en")            # one player only claims a tile
    assert moved["seats"][0]["claimed"] == {} and moved["seats"][1]["claimed"] == {"koi": 3}
    with pytest.raises(PositionError, match="Ben's pond has 0 koi, not enough for the goal tile koi 3"):
        _reads(moved)


@pytest.mark.parametrize("k", [0, len(POSITIONS) - 1])
def test_every_setting_s_every_choice(k):
    data = POSITIONS[k]
    for setting in E.settings(data, "en"):
        assert setting["value"] in [c[0] for c in setting["choices"]], setting["key"]
        for value, label in setting["choices"]:
            new = E.set_setting(data, setting["key"], value, "en")
            KP.write(new)
            assert next(s for s in E.settings(new, "en") if s["key"] == setting["key"])["value"] == value
            assert label and setting["label"]
    assert E.set_setting(data, "turn", "over", "en")["turn"] is None
    assert E.set_setting(data, "coins:1", "7", "en")["seats"][1]["coins"] == 7
    assert E.set_setting(data, "option:first_game", "on", "en")["options"] == dict(data["options"],
                                                                                    first_game=True)
    with pytest.raises(PositionError):
        E.set_setting(data, "round", "0", "en")
    with pytest.raises(PositionError):
        E.set_setting(data, "weather", "rain", "en")


def test_a_setting_can_make_the_position_illegal_and_the_rules_say_so():
    with pytest.raises(PositionError, match="line 4: the last round begins only when the last card"):
        _reads(E.set_setting(FRESH, "last_round", "1", "en"))
    with pytest.raises(PositionError, match="line 2: the game ends only after the last round"):
        _reads(E.set_setting(FRESH, "turn", "over", "en"))


def test_a_koi_off_water_is_refused_naming_its_line():
    """A koi lies on water: a shore tile put under a koi takes the koi's hex from it, and a pond apart from its
    spring is refused with the line of the tile."""
    data = E.put(E.put(FRESH, "pond:0:1,0", "water", "en"), "pond:0:1,0", "small koi 1", "en")
    assert _reads(data)["seats"][0]["koi"] == [{"size": "S", "hexes": ["1,0"]}]
    shore = E.put(data, "pond:0:1,0", "shore", "en")
    assert shore["seats"][0]["koi"] == [] and _reads(shore)
    apart = E.put(FRESH, "pond:0:1,0", "water", "en")
    apart = E.put(E.put(apart, "pond:0:2,0", "water", "en"), "pond:0:1,0", None, "en")
    text = KP.write(apart)
    with pytest.raises(PositionError) as err:
        KP.parse(text)
    line = text.splitlines()[err.value.line - 1]
    assert "pond is one piece" in str(err.value) and "water" in line
    de = E.put(FRESH, "pond:0:1,0", "foliage", "en")
    de = E.put(de, "pond:0:2,0", "foliage", "en")
    with pytest.raises(PositionError, match="Zeile 15: Ann hat höchstens"):
        KP.parse(KP.write(de), "de")


def _ids(text):
    """The internal ids, keys and code in a text a player reads ("water-lily" is a word, "lily" alone an id)."""
    return ID.search(re.sub(r"(?i)water-lil(y|ies)", "", text))


ID = re.compile(r"\b(S|M|L|lily|breeder|gardener|rain-\d|well-\d|parchment-\w+|None|True|False)\b|[_{}<>]|\d,-?\d|"
                r"pond:|storage:")


def test_labels_are_player_words_in_both_languages():
    data = POSITIONS[-1]
    for lang in ("en", "de"):
        for zone in E.zones(data, lang):
            for text in [zone["label"]] + [sl["label"] for sl in zone["slots"]]:
                assert text and not _ids(text), text
        for setting in E.settings(data, lang):
            for text in [setting["label"]] + [c[1] for c in setting["choices"]]:
                assert text and not _ids(text), text
    en, de = E.zones(data, "en"), E.zones(data, "de")
    assert all(a["label"] != b["label"] for a, b in zip(en, de))
    assert all(a["slots"][0]["label"] != b["slots"][0]["label"] for a, b in zip(en, de))
    assert [s["label"] for s in E.settings(data, "en")] != [s["label"] for s in E.settings(data, "de")]


def test_every_palette_piece_has_a_picture_with_its_name():
    pieces = {p for data in (FRESH, POSITIONS[-1]) for z in E.zones(data, "en") for p in z["pieces"]}
    assert {"spring", "lantern", "medium koi 1", "water tile", "Porter", "koi", "koi 3+"} <= pieces
    for piece in pieces:
        for lang in ("en", "de"):
            html = E.piece_html(piece, lang)
            name = E.piece_label(piece, lang)
            assert html and f'aria-label="{name}"' in html, piece
            visible = re.sub(r"<title>.*?</title>|<[^>]+>", " ", html)
            assert not _ids(visible), (piece, visible)
    assert E.piece_label("medium koi 2", "de") == "mittlerer Koi 2"
    assert E.piece_label("Rain (water shore)", "de") == "Regen (Wasser Ufer)"


@pytest.mark.parametrize("place, piece", [
    ("pond:7:0,0", "water"), ("moon:0", "Porter"), ("pond:0:0,0", "dragon"), ("storage:0:0", "Porter"),
    ("helpers:0:0", "Market"), ("cards:0:0", "Breeder"), ("market:5", "Porter"), ("goals:3", "koi"),
    ("storage:0:9", "water tile"), ("storage:0:-1", "water tile"), ("pond:0:here", "water"),
])
def test_an_unknown_place_or_piece_is_refused_in_player_words(place, piece):
    for lang in ("en", "de"):
        with pytest.raises(PositionError) as err:
            E.put(FRESH, place, piece, lang)
        assert not _ids(str(err.value).replace(piece, "")), str(err.value)


def test_a_position_without_a_listed_deck_has_no_deck_zone():
    data = {k: v for k, v in FRESH.items() if k != "deck"}
    assert "deck" not in [z["key"] for z in E.zones(data, "en")]
    with pytest.raises(PositionError):
        E.put(data, "deck:0", "Porter", "en")
    card = next(c for c in FRESH["deck"] if c not in HELPERS)
    assert "deck" not in E.put(data, "cards:0:0", KP.card_name(card), "en")
