"""The Big Pond's part of the position editor (docs/editor.md): its zones describe a position exactly, every piece
of a palette can be put and the text still writes, unique tiles move, settings change what they say, the rules
are left to ``position.parse``, and every word is a player's, in English and German."""
import copy
import html as html_lib
import re

import pytest
from support.play import walk

from pondside import PositionError, games
from pondside.games.bigpond import editor as E
from pondside.games.bigpond import position as POS
from pondside.games.kohaku.data import TILES
from pondside.games.kohaku.text import tile_label
from pondside.games.kohaku.tilenames import text_name

G = games.get("bigpond")
EXPANSION = {"feature_sets": ["bamboo", "cat", "fountain", "heron"]}
LANGS = ("en", "de")
# what a player must never read: a tile id ("T-RW-B2", "F-SF-W-1", "BL-3"), a place, a Python value, a template
ID_LIKE = re.compile(r"\b(?:T|F|BL)-[A-Z0-9]+|\b\w+_\w+\b|\b(?:ring|ringmark|pond|mark|drafted|discarded):|"
                     r"None|True|False|[{}\[\]]")


def fresh(players=2, seed=1, options=None):
    return G.position_of(G.new_game(players, seed, options or {}))


def positions():
    """Fresh deals and points along random games (every step of a turn, the end) for 2-4 players."""
    for k in range(6):
        options = EXPANSION if k % 2 else {}
        yield fresh(2 + k % 3, 70 + k, options)
        states = list(walk(G, 2 + k % 3, 170 + k, options))
        for i, (state, _legal) in enumerate(states):
            if i % 9 == 4 and POS.can_write(state):
                yield G.position_of(state)
        last = G.apply(states[-1][0], states[-1][1][0])
        yield G.position_of(last)


POSITIONS = list(positions())


def by_key(data, lang="en"):
    return {z["key"]: z for z in E.zones(data, lang)}


def first_empty(zone):
    return next(s for s in zone["slots"] if s["piece"] is None)


def written(data):
    text = POS.write(data)
    assert text.startswith("players:")
    return text


def visible_text(html):
    return re.sub(r"<[^>]*>", " ", html)


# ----------------------------------------------------------------------------------- zones describe data
def test_the_positions_cover_every_step_of_a_turn_and_the_end():
    steps = {d.get("step", "take") for d in POSITIONS}
    assert steps == {"take", "place", "score"}
    assert any(d["turn"] is None for d in POSITIONS) and any(d["markers"] for d in POSITIONS)
    assert any(d.get("drafted") for d in POSITIONS) and any(d.get("placed") for d in POSITIONS)


@pytest.mark.parametrize("k", range(len(POSITIONS)))
def test_zones_show_every_piece_and_putting_it_back_changes_nothing(k):
    data = POSITIONS[k]
    zones = by_key(data)
    ring = zones["ring"]["slots"]
    assert [s["piece"] for s in ring] == [text_name(t) if t else None for t in data["ring"]]
    marks = [s["piece"] for s in zones["ring_marks"]["slots"]]
    assert sum(1 for m in marks if m and "token" in m) == 1 and "token" in marks[data["token"]]
    assert [int(m.split()[0]) if m and "coin" in m else 0 for m in marks] == data["ring_coins"]
    pond = {s["place"][5:]: s["piece"] for s in zones["pond"]["slots"] if s["piece"]}
    assert pond == {k: text_name(t) for k, t in data["pond"].items()}
    # the empty spaces beside the pond are there to grow it, each once, on the grid the tiles are on
    places = [s["place"] for s in zones["pond"]["slots"]]
    assert len(places) == len(set(places)) and all(s["x"] >= 0 and s["y"] >= 0 for s in zones["pond"]["slots"])
    for key in ("drafted", "discarded"):
        assert [s["piece"] for s in zones[key]["slots"] if s["piece"]] == [text_name(t) for t in data.get(key, [])]
    over = {s["place"][5:]: s["piece"] for s in zones["pond_marks"]["slots"] if s["piece"]}
    for cell, seat in data["markers"].items():
        assert over[cell].endswith(f"marked by {data['players'][seat]}")
    for cell in data.get("placed", []):
        assert over[cell].startswith("placed this turn")
    assert len(over) == len(set(data["markers"]) | set(data.get("placed", [])))
    before = copy.deepcopy(data)
    for zone in zones.values():
        for slot in zone["slots"]:
            if slot["piece"] is not None:
                assert E.put(data, slot["place"], slot["piece"], "en") == data, (zone["key"], slot)
    for setting in E.settings(data, "en"):
        assert E.set_setting(data, setting["key"], setting["value"], "en") == data, setting["key"]
    assert data == before


# -------------------------------------------------------------------------------------------- putting
@pytest.mark.parametrize("options", [{}, EXPANSION])
def test_every_palette_piece_goes_on_the_first_empty_slot_and_the_text_writes(options):
    # a few turns in, a player about to take tiles (two drafted tiles fill their row: no empty slot then)
    data = [G.position_of(s) for s, _legal in walk(G, 3, 9, options, steps=40) if s["phase"] == "pick"][-1]
    assert len(data["pond"]) > 5
    for zone in E.zones(data, "en"):
        slot = first_empty(zone)
        assert zone["pieces"], zone["key"]
        for piece in zone["pieces"]:
            new = E.put(data, slot["place"], piece, "en")
            written(new)
            shown = next(s for s in by_key(new)[zone["key"]]["slots"] if s["place"] == slot["place"])
            if zone["key"] == "ring_marks" and piece != "token":
                assert shown["piece"] == piece + (", token" if "token" in (slot["piece"] or "") else "")
            else:
                assert shown["piece"] == piece, (zone["key"], piece)


def test_a_palette_offers_one_piece_per_design_the_next_free_copy():
    data = E.put(fresh(2, 3), "pond:0,0", "blue koi 1", "en")
    shown = set(data["ring"]) | set(data["pond"].values())
    pieces = by_key(data)["pond"]["pieces"]
    blue = [p for p in pieces if p.startswith("blue koi")]
    assert blue == [next(f"blue koi {n}" for n in range(2, 5) if f"BL-{n}" not in shown)]
    assert not any(p.startswith("turtle") for p in pieces)              # not in the usual game's four sets
    assert len(pieces) == len(set(pieces)) == len({E.piece_label(p, "en") for p in pieces})
    new = E.put(data, "pond:1,0", "red flower", "en")
    assert text_name(new["pond"]["1,0"]).startswith("red flower ")


def test_put_leaves_its_data_alone_and_grows_the_pond():
    data = fresh(2, 5)
    before = copy.deepcopy(data)
    feature, koi = data["feature_deck"][0], data["koi_deck"][0]        # (tiles from the decks: the ring stays full)
    new = E.put(data, "pond:1,0", text_name(feature), "en")
    assert data == before and new["pond"]["1,0"] == feature
    cells = {s["place"] for s in by_key(new)["pond"]["slots"]}
    assert {"pond:2,0", "pond:1,-1", "pond:1,1"} <= cells
    new = E.put(new, "pond:2,0", text_name(koi), "en")
    assert POS.parse(written(new)) == new                # a legal edit reads back as it is


def test_a_unique_tile_moves_from_where_it_was():
    data = fresh(2, 7)
    slot = next(i for i, t in enumerate(data["ring"]) if t and not i % 2)      # a koi on the ring
    koi = data["ring"][slot]
    moved = E.put(data, "pond:1,0", text_name(koi), "en")
    assert moved["ring"][slot] is None and moved["pond"]["1,0"] == koi
    again = E.put(moved, "drafted:0", text_name(koi), "en")
    assert "1,0" not in again["pond"] and again["drafted"] == [koi]
    # a tile from the deck (which the editor does not show) leaves the deck
    deck_koi = data["koi_deck"][0]
    taken = E.put(data, f"ring:{slot}", text_name(deck_koi), "en")
    assert taken["ring"][slot] == deck_koi and deck_koi not in taken["koi_deck"]
    assert len(taken["koi_deck"]) == len(data["koi_deck"]) - 1
    # a marked tile moved out of the pond takes no marker along, and the token moves as one piece
    marked = E.put(E.put(moved, "mark:1,0", "marked by Player 2", "en"), "discarded:0", text_name(koi), "en")
    assert marked["markers"] == {} and marked["discarded"] == [koi]
    other = (data["token"] + 3) % len(data["ring"])
    token = E.put(data, f"ringmark:{other}", "token", "en")
    assert token["token"] == other
    assert [s["piece"] for s in by_key(token)["ring_marks"]["slots"]].count("token") == 1


def test_emptying_a_slot_takes_its_piece_away():
    data = next(d for d in POSITIONS if d["markers"] and d.get("drafted"))
    cell = next(iter(data["markers"]))
    empty = E.put(data, f"pond:{cell}", None, "en")
    assert cell not in empty["pond"] and cell not in empty["markers"]
    assert E.put(data, f"mark:{cell}", None, "en")["markers"].get(cell) is None
    assert E.put(data, f"mark:{cell}", None, "en")["pond"] == data["pond"]
    tile = next(i for i, t in enumerate(data["ring"]) if t)
    assert E.put(data, f"ring:{tile}", None, "en")["ring"][tile] is None
    rest = E.put(data, "drafted:0", None, "en").get("drafted", [])
    assert rest == data["drafted"][1:]
    for new in (empty, E.put(data, "drafted:0", None, "en")):
        written(new)
    coins = E.put(E.put(data, f"ringmark:{tile}", "2 coins", "en"), f"ringmark:{tile}", None, "en")
    assert coins["ring_coins"][tile] == 0
    # the token cannot leave the ring: emptying its space says where it goes instead
    with pytest.raises(PositionError, match="token"):
        E.put(data, f"ringmark:{data['token']}", None, "en")


def test_a_put_that_breaks_a_rule_is_refused_by_parse_naming_its_line():
    data = fresh(2, 2)
    koi = next(t for t in data["ring"] if t and t.startswith("T-"))
    new = E.put(data, "pond:1,0", text_name(koi), "en")
    text = written(new)
    line = next(i for i, ln in enumerate(text.splitlines(), 1) if ln.strip().startswith("1,0:"))
    for lang, words in (("en", "Checkerboard"), ("de", "Schachbrett")):
        with pytest.raises(PositionError) as err:
            POS.parse(text, lang)
        assert err.value.line == line and words in err.value.message
    # a marker on a koi is another rule the shell shows
    with pytest.raises(PositionError, match="never on a koi"):
        POS.parse(written(E.put(data, "mark:0,0", "marked by Player 1", "en")))


@pytest.mark.parametrize("lang", LANGS)
def test_unknown_places_and_pieces_are_refused_in_player_words(lang):
    data = fresh(3, 4)
    for place in ("moon:1", "ring:99", "ring:x", "pond:1", "mark:5,5", "drafted:7", "", "pond:a,b"):
        with pytest.raises(PositionError) as err:
            E.put(data, place, "rock 1", lang)
        assert not ID_LIKE.search(str(err.value)), str(err.value)
    for place, piece in (("pond:1,0", "banana"), ("ring:1", "token"), ("ringmark:2", "rock 1"),
                         ("mark:0,0", "marked by Zed"), ("mark:0,0", "blue koi 2")):
        with pytest.raises(PositionError) as err:
            E.put(data, place, piece, lang)
        assert not ID_LIKE.search(str(err.value)), str(err.value)
    for key, value in (("weather", "1"), ("coins:0", "-1"), ("turn", "7")):
        with pytest.raises(PositionError):
            E.set_setting(data, key, value, lang)


# ------------------------------------------------------------------------------------------- settings
def test_every_choice_of_every_setting_is_taken_and_written():
    data = E.set_setting(fresh(4, 6), "step", "score", "en")       # (scoring: the features scored this turn too)
    before = copy.deepcopy(data)
    keys = [s["key"] for s in E.settings(data, "en")]
    assert {"turn", "step", "scored", "colour:0", "coins:0", "points:0"} <= set(keys)
    for setting in E.settings(data, "en"):
        for value, _label in setting["choices"]:
            new = E.set_setting(data, setting["key"], value, "en")
            written(new)
            now = {s["key"]: s["value"] for s in E.settings(new, "en")}
            assert now[setting["key"]] == value, (setting["key"], value)
            assert len(set(new["colours"])) == len(new["colours"])
    assert data == before
    assert E.set_setting(data, "turn", "over", "en")["turn"] is None
    assert "step" not in E.set_setting(data, "step", "take", "en")
    assert E.set_setting(data, "coins:1", "0", "en")["coins"][1] == 0


def test_the_options_are_settings_the_editor_folds_under_game_options():
    """The new-game dialog's options, as the other games give them (``option:…``): the feature sets one by one, a
    ring of another size keeps its first spaces, and the text names what the rules then miss."""
    from pondside.games.bigpond.options import OPTIONS
    data = fresh(2, 1)
    keys = [s["key"] for s in E.settings(data, "en") if s["key"].startswith("option:")]
    assert {f"option:{o.key}" for o in OPTIONS if o.kind != "list" and o.applies(POS._full_options({}), 2)} <= set(keys)
    assert "option:set:rock" in keys and "option:set:cat" in keys
    assert "option:cat_shore" not in keys, "an option of a set not chosen is not offered"
    small = E.set_setting(data, "option:ring_slots", "10", "en")
    assert small["options"] == {"ring_slots": 10} and small["ring"] == data["ring"][:10]
    assert len(small["ring_coins"]) == 10 and POS.parse(written(small))["ring"] == small["ring"]
    assert "\noptions: ring of 10 spaces\n" in written(small)
    assert E.set_setting(small, "option:ring_slots", "12", "en")["options"] == {}
    # the rocks out and the cats in: four sets again, the cats' own option offered; a rock on the ring is named
    cats = E.set_setting(E.set_setting(data, "option:set:rock", "off", "en"), "option:set:cat", "on", "en")
    assert sorted(cats["options"]["feature_sets"]) == sorted(["dual_flower", "butterfly", "statue", "cat"])
    assert "option:cat_shore" in [s["key"] for s in E.settings(cats, "en")]
    rocks = [i for i, t in enumerate(cats["ring"]) if t and t.startswith("F-RO")]
    assert rocks, "this deal has rocks on the ring"
    with pytest.raises(PositionError) as err:
        POS.parse(written(cats))
    assert "Rock is not in this game" in str(err.value) and re.search(r"line \d+", str(err.value))
    for i in rocks:                                         # a cat on each rock's space: a position again
        ring = next(z for z in E.zones(cats, "en") if any(x["place"] == "ring:0" for x in z["slots"]))
        cats = E.put(cats, f"ring:{i}", next(p for p in ring["pieces"] if p.startswith("cat")), "en")
    POS.parse(written(cats))
    three = E.set_setting(data, "option:set:rock", "off", "en")
    with pytest.raises(PositionError) as err:
        POS.parse(written(three), "de")
    assert "4" in str(err.value)
    assert E.set_setting(data, "option:set:rock", "on", "en") == data, "the choice it has changes nothing"


def test_a_colour_taken_by_another_player_is_swapped():
    data = fresh(3, 1)
    new = E.set_setting(data, "colour:0", data["colours"][2], "en")
    assert new["colours"] == [data["colours"][2], data["colours"][1], data["colours"][0]]
    assert "colours: Player 1 yellow, Player 2 black, Player 3 red" in written(new)


# ---------------------------------------------------------------------------------------------- words
def _words(data, lang):
    for zone in E.zones(data, lang):
        yield zone["label"]
        yield from (s["label"] for s in zone["slots"])
        yield from (E.piece_label(p, lang) for p in zone["pieces"])
        yield from (E.piece_label(s["piece"], lang) for s in zone["slots"] if s["piece"])
    for setting in E.settings(data, lang):
        yield setting["label"]
        yield from (label for _v, label in setting["choices"])


def test_labels_are_player_words_and_differ_in_german():
    data = E.set_setting(next(d for d in POSITIONS if d["markers"] and d.get("placed")), "step", "score", "en")
    en, de = list(_words(data, "en")), list(_words(data, "de"))
    assert len(en) == len(de)
    for word in en + de:
        assert word and not ID_LIKE.search(word), word
    zones_en, zones_de = E.zones(data, "en"), E.zones(data, "de")
    assert all(a["label"] != b["label"] for a, b in zip(zones_en, zones_de))
    settings_en, settings_de = E.settings(data, "en"), E.settings(data, "de")
    assert all(a["label"] != b["label"] for a, b in zip(settings_en, settings_de))
    # numbers, the players' names and the tiles both languages name alike ("Statue") read the same
    alike = {tile_label(t, "en") for t in TILES if tile_label(t, "en") == tile_label(t, "de")}
    same = [a for a, b in zip(en, de) if a == b and not a.isdigit() and a not in data["players"] + list(alike)]
    assert not same, same[:5]
    assert E.piece_label("2 coins, token", "de") == "2 Münzen, Auswahlstein"


@pytest.mark.parametrize("lang", LANGS)
def test_every_palette_piece_is_drawn_with_its_name(lang):
    data = fresh(4, 2, EXPANSION)
    for zone in E.zones(data, lang):
        for piece in zone["pieces"]:
            html = E.piece_html(piece, lang)
            name = re.search(r'aria-label="([^"]+)"', html)
            assert html and "<svg" in html and name, piece
            assert html_lib.unescape(name.group(1)) == E.piece_label(piece, lang)
            assert not ID_LIKE.search(visible_text(html)), (piece, visible_text(html))
            assert "<title>" not in html or piece.startswith("marked by")
