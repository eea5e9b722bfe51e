"""Kōhaku's part of the position editor (docs/editor.md): zones that describe a position exactly, puts that move
every tile from where it was and always write, settings, and player words only."""
import copy
import re
from collections import Counter

import pytest
from support.play import walk

from pondside import PositionError, games
from pondside.games.kohaku import data as DT
from pondside.games.kohaku import editor as E
from pondside.games.kohaku import position as PO
from pondside.games.kohaku import tilenames as TN
from pondside.games.kohaku import tiles as T
from pondside.games.kohaku.options import PRESETS

G = games.get("kohaku")
ALL = {"sundials": True, "objectives": True, "blue_koi": True, "new_features": True,
       "feature_sets": ["butterfly", "statue", "bamboo", "cat", "heron", "duck"]}
TABLES = [(2, PRESETS["classic"], 1), (3, PRESETS["all_modules"], 2), (1, PRESETS["solo"], 3), (4, ALL, 4),
          (1, {}, 5), (4, PRESETS["classic"], 6)]
# what must never be read: tile ids (S-R-B2, T-RW-S4a, F-TU-1, BL-2, SD-1), snake_case ids, places, reprs
IDS = re.compile(r"\b[ST]-[A-Z]{1,2}-\w+|\bF-[A-Z]{2}\b|\b(BL|SD)-\d|\b[a-z]+_[a-z_]+\b|\b(pond|board|hand):|"
                 r"[{}\[\]]|\bNone\b")


def fresh(n, opts, seed):
    return G.position_of(G.new_game(n, seed, opts))


def late(n, opts, seed):
    """Positions along a random game (every few writable states) and its last state."""
    out = []
    for i, (state, _legal) in enumerate(walk(G, n, seed, opts)):
        if i % 11 == 5 and PO.can_write(state):
            out.append(G.position_of(state))
    return out + [G.position_of(state)] if PO.can_write(state) else out


def visible(d):
    return Counter([t for p in d["ponds"] for t in p.values()] + [t for t in d.get("board") or [] if t] +
                   [t for k in ("hand", "discarded", "rival_pile") for t in d.get(k) or []])


def writes(d):
    return PO.write(d)


def legal(d):
    return PO.parse(PO.write(d))


def slot(d, place, lang="en"):
    return next(s for z in E.zones(d, lang) for s in z["slots"] if s["place"] == place)


POSITIONS = [fresh(*t) for t in TABLES] + [d for t in TABLES[:4] for d in late(*t)]


# ------------------------------------------------------------------ zones describe the position exactly
@pytest.mark.parametrize("k", range(len(POSITIONS)))
def test_zones_show_every_visible_tile_once_and_putting_it_back_changes_nothing(k):
    d = POSITIONS[k]
    keep = copy.deepcopy(d)
    zs = E.zones(d, "en")
    assert len({z["key"] for z in zs}) == len(zs)
    shown = Counter(TN.tile_id(s["piece"], None) for z in zs for s in z["slots"] if s["piece"])
    assert shown == visible(d)
    for z in zs:
        assert z["layout"] in ("grid", "row") and z["pieces"] and z["label"]
        if z["layout"] == "row":
            assert z["slots"][-1]["piece"] is None
        else:
            assert all(isinstance(s["x"], int) and s["x"] >= 0 and s["y"] >= 0 for s in z["slots"])
        for s in z["slots"]:
            assert E.put(d, s["place"], s["piece"], "en") == d, (z["key"], s)
    assert d == keep
    ponds = [z for z in zs if z["key"].startswith("pond:")]
    assert len(ponds) == len(d["players"])
    for z, pond in zip(ponds, d["ponds"]):      # the cells taken and every empty cell beside them
        empty = {s["place"] for s in z["slots"] if s["piece"] is None}
        assert len(z["slots"]) - len(empty) == len(pond)
        assert all(any(abs(int(a) - int(b)) + abs(int(c) - int(e)) == 1
                       for a, c in (p.split(":")[2].split(","),) for b, e in (ck.split(",") for ck in pond))
                   for p in empty) or not pond


def test_a_solo_table_has_the_rivals_pile_and_a_table_of_two_has_not():
    assert "rival_pile" in [z["key"] for z in E.zones(fresh(1, {}, 1), "en")]
    assert "rival_pile" not in [z["key"] for z in E.zones(fresh(2, {}, 1), "en")]
    solo = next(d for d in reversed(late(1, PRESETS["solo"], 3)) if d.get("rival_pile"))
    assert [s["piece"] for s in slot_zone(solo, "rival_pile")["slots"][:-1]] == \
        [TN.text_name(t) for t in solo["rival_pile"]]


def slot_zone(d, key):
    return next(z for z in E.zones(d, "en") if z["key"] == key)


# ------------------------------------------------------------------ puts
@pytest.mark.parametrize("n, opts, seed", TABLES[:4])
def test_every_palette_piece_goes_on_the_first_empty_slot_and_the_text_writes(n, opts, seed):
    d = fresh(n, opts, seed)
    for z in E.zones(d, "en"):
        place = next(s["place"] for s in z["slots"] if s["piece"] is None) if any(
            s["piece"] is None for s in z["slots"]) else z["slots"][0]["place"]
        for piece in z["pieces"]:
            new = E.put(d, place, piece, "en")
            assert writes(new)
            got = slot(new, place)["piece"]
            assert TN.copies(TN.tile_id(got, None)) == TN.copies(TN.tile_id(piece, None)), (place, piece)
            copies = TN.copies(TN.tile_id(piece, None))
            if not TN.is_exact(piece) and all(visible(d)[c] for c in copies):     # every copy is out already (4 ponds, 4 sundials)
                with pytest.raises(PositionError, match="already in another place"):
                    legal(new)
            else:
                assert visible(new)[TN.tile_id(got, None)] == 1


def test_a_tile_put_in_a_pond_comes_from_the_deck_and_emptied_goes_back_under_it():
    d = fresh(2, {}, 11)
    koi = d["koi_deck"][3]
    new = E.put(d, "pond:0:0,0", TN.text_name(koi), "en")
    assert new["ponds"][0] == {"0,0": koi} and koi not in new["koi_deck"]
    assert legal(new) == new                                      # every tile still in one place
    turtle = E.put(new, "pond:0:1,0", "turtle", "en")             # a copy's name: one still face down
    tid = turtle["ponds"][0]["1,0"]
    assert tid in d["feature_deck"] and tid not in turtle["feature_deck"] and legal(turtle) == turtle
    back = E.put(turtle, "pond:0:0,0", None, "en")
    assert back["ponds"][0] == {"1,0": tid} and back["koi_deck"][-1] == koi
    assert legal(back) == back


def test_emptying_row_and_board_slots():
    d = next(x for x in late(2, {}, 12) if x.get("hand"))
    first = d["hand"][0]
    new = E.put(d, "hand:0", None, "en")
    assert new.get("hand", []) == d["hand"][1:] and new["koi_deck" if T.is_koi(first) else "feature_deck"][-1] == first
    assert len(slot_zone(new, "hand")["slots"]) == len(d["hand"])
    i = next(i for i, t in enumerate(d["board"]) if t)
    empty = E.put(d, f"board:{i}", None, "en")
    assert empty["board"][i] is None and slot(empty, f"board:{i}")["piece"] is None
    with pytest.raises(PositionError):                            # a hole while tiles are left: the rule says so
        legal(empty)


def test_a_unique_tile_moves_from_where_it_was():
    d = fresh(2, {}, 13)
    tid = d["board"][0]                                           # a koi on the board, moved into a pond
    new = E.put(d, "pond:1:0,0", TN.text_name(tid), "en")
    assert new["board"][0] is None and new["ponds"][1] == {"0,0": tid}
    assert visible(new)[tid] == 1
    again = E.put(new, "hand:0", TN.text_name(tid), "en")         # and on, from the pond into the hand
    assert again["ponds"][1] == {} and again["hand"] == [tid]
    gone = d["removed"][2]                                        # a removed koi: replaced from the koi deck
    out = E.put(d, "pond:0:0,0", TN.text_name(gone), "en")
    assert gone not in out["removed"] and len(out["removed"]) == len(d["removed"])
    assert out["removed"][2] == d["koi_deck"][-1] and legal(out) == out


def test_put_leaves_its_input_alone_and_a_seventh_copy_is_refused_by_the_rules():
    d = {"players": ["Ann", "Ben"], "options": {}, "turn": 0, "ponds": [{}, {}]}
    keep = copy.deepcopy(d)
    new = E.put(E.put(d, "pond:0:0,0", "turtle", "en"), "pond:0:1,0", "red koi with 2 babies", "en")
    assert d == keep and new["ponds"][0] == {"0,0": TN.tile_id("turtle 1", None), "1,0": "S-R-B2"}
    assert E.put(new, "pond:0:0,1", "turtle", "en")["ponds"][0]["0,1"] == TN.tile_id("turtle 2", None)
    d = {"players": ["Ann"], "options": {}, "turn": 0, "ponds": [{}], "discarded": []}
    for i in range(len(TN.copies(TN.tile_id("turtle", None))) + 1):
        d = E.put(d, f"discarded:{i}", "turtle", "en")
    assert writes(d)
    with pytest.raises(PositionError, match="turtle 1"):
        legal(d)


def test_a_koi_beside_a_koi_is_refused_by_parse_naming_its_line():
    d = fresh(2, {}, 14)
    d = E.put(d, "pond:0:0,0", "red koi with 2 babies", "en")
    d = E.put(d, "pond:0:1,0", "white koi with 3 babies", "en")
    text = PO.write(d)
    with pytest.raises(PositionError) as err:
        PO.parse(text)
    assert "a koi may not touch another koi" in str(err.value)
    assert text.splitlines()[err.value.line - 1].strip() == "1,0: white koi with 3 babies"
    fixed = E.put(E.put(d, "pond:0:1,0", None, "en"), "pond:0:1,0", "turtle", "en")
    assert legal(fixed) == fixed


@pytest.mark.parametrize("lang", ["en", "de"])
def test_unknown_places_pieces_and_settings_are_refused_in_player_words(lang):
    d = fresh(2, {}, 15)
    for place, piece in [("moon:1", "turtle"), ("pond:7:0,0", "turtle"), ("board:12", "turtle"),
                         ("pond:0:x,1", "turtle"), ("hand:5", "turtle"), ("pond:0:0,0", "golden turtle"),
                         ("board:0", 42)]:
        with pytest.raises(PositionError) as err:
            E.put(d, place, piece, lang)
        assert err.value.message and not IDS.search(err.value.message), err.value.message
    for key, value in [("weather", "rain"), ("turn", "7"), ("option:sundials", "maybe")]:
        with pytest.raises(PositionError) as err:
            E.set_setting(d, key, value, lang)
        assert not IDS.search(err.value.message), err.value.message


# ------------------------------------------------------------------ settings
@pytest.mark.parametrize("n, opts, seed", TABLES)
def test_every_setting_takes_every_choice_and_the_text_writes(n, opts, seed):
    for d in [fresh(n, opts, seed)] + late(n, opts, seed)[-1:]:
        keep = copy.deepcopy(d)
        for st in E.settings(d, "en"):
            assert st["value"] in [c[0] for c in st["choices"]], st
            for value, _label in st["choices"]:
                new = E.set_setting(d, st["key"], value, "en")
                assert writes(new)
                after = {s["key"]: s["value"] for s in E.settings(new, "en")}
                assert after.get(st["key"], value) == value, (st["key"], value)
        assert d == keep


def test_settings_change_the_position_and_keep_what_a_person_cannot_tap_consistent():
    d = fresh(2, {}, 16)
    assert E.set_setting(d, "turn", "over", "en")["turn"] is None
    assert E.set_setting(d, "first", "1", "en").get("first") == 1
    blue = E.set_setting(d, "option:blue_koi", "on", "en")          # the decks are dealt again, with blue koi
    assert blue["options"] == {"blue_koi": True} and "koi_deck" not in blue and legal(blue) == blue
    sun = E.set_setting(d, "option:sundials", "on", "en")
    assert [s for s in E.settings(sun, "en") if s["key"] == "compass:N"][0]["value"] == "random"
    comp = E.set_setting(sun, "compass:E", "turtle", "en")           # a compass is all four cards
    assert comp["compass"]["E"] == "turtle" and len(set(comp["compass"].values())) == len(DT.DIRECTIONS)
    swap = E.set_setting(comp, "compass:N", "turtle", "en")          # a card is used once: the two swap
    assert swap["compass"]["N"] == "turtle" and swap["compass"]["E"] == comp["compass"]["N"]
    assert "compass" not in E.set_setting(swap, "compass:S", "random", "en")
    assert "compass" not in E.set_setting(swap, "option:sundials", "off", "en")
    obj = E.set_setting(E.set_setting(d, "option:objectives", "on", "en"), "objective:0", "florist", "en")
    moved = E.set_setting(obj, "objective:1", "florist", "en")
    assert obj["objectives"] == ["florist", None] and moved["objectives"] == [None, "florist"]
    bare = {"players": ["Ann", "Ben"], "options": {}, "turn": 0, "ponds": [{}, {}]}
    nf = E.set_setting(bare, "option:new_features", "on", "en")
    assert legal(nf) == nf
    keys = [s["key"] for s in E.settings(nf, "en")]
    assert [k for k in keys if k.startswith("set:")] == ["set:" + k for k in DT.ALL_SETS]
    less = E.set_setting(nf, "set:cat", "off", "en")
    assert "cat" not in less["options"]["feature_sets"]
    with pytest.raises(PositionError, match="not 5"):                 # five sets: the rule names the count
        legal(less)
    more = E.set_setting(less, "set:turtle", "on", "en")
    assert legal(more)["options"]["feature_sets"] == ["turtle", "bamboo", "fountain", "heron", "duck", "wildflower"]


# ------------------------------------------------------------------ words and pictures
def _labels(d, lang):
    out = [z["label"] for z in E.zones(d, lang)] + [s["label"] for z in E.zones(d, lang) for s in z["slots"]]
    for st in E.settings(d, lang):
        out += [st["label"]] + [c[1] for c in st["choices"] if c[1] not in d["players"]]
    return out


@pytest.mark.parametrize("k", [0, 3, 6])
def test_labels_are_player_words_and_german_differs(k):
    d = copy.deepcopy(POSITIONS[k])
    d["players"] = ["Ann", "Ben", "Cem", "Dora"][:len(d["players"])]
    en, de = _labels(d, "en"), _labels(d, "de")
    assert len(en) == len(de)
    for text in en + de:
        assert text and not IDS.search(text), text
    assert sum(a != b for a, b in zip(en, de)) > 0.8 * len(en)
    for z_en, z_de in zip(E.zones(d, "en"), E.zones(d, "de")):
        assert z_en["label"] != z_de["label"]
    for st_en, st_de in zip(E.settings(d, "en"), E.settings(d, "de")):
        assert st_en["label"] != st_de["label"]


def test_every_piece_has_a_picture_with_its_name_and_no_ids():
    pieces = {p for n, opts, seed in [(4, ALL, 1), (1, PRESETS["solo"], 2), (2, {}, 3)]
              for z in E.zones(fresh(n, opts, seed), "en") for p in z["pieces"]}
    assert len(pieces) > 60
    for piece in sorted(pieces):
        for lang in ("en", "de"):
            html = E.piece_html(piece, lang)
            label = E.piece_label(piece, lang)
            assert html.startswith("<svg") and f'aria-label="{label}"' in html and f"<title>{label}</title>" in html
            assert not IDS.search(label), label
            shown = re.sub(r"<[^>]+>", " ", html.replace(f"<title>{label}</title>", ""))
            assert not IDS.search(shown), (piece, shown)
    assert E.piece_label("red-white koi with 4 stones", "de") == "Koi rot/weiß mit 4 Steinen"
    assert E.piece_label("turtle 3", "en") == E.piece_label("turtle", "en") == "Turtle"
    assert E.piece_label("blue koi 2", "de") != E.piece_label("blue koi 2", "en")
    assert len({E.piece_label(p, "en") for p in pieces}) == len(pieces)
