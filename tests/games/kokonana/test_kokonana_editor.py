"""Kokonana! position editor (docs/editor.md): the runners as tokens that stand on the banks and the stepping stones,
their keys given by a tap, the temple and the two waters as tappable places, the turn, the winner and the talismans
as settings; every tap gives data that the position text writes and `parse` checks."""
import copy
import re
from pathlib import Path

import pytest

from pondside import PositionError, games
from pondside.games.kokonana import data as D, editor as E, position as P
from pondside.games.kokonana.options import OPTIONS
from support.play import playout, walk

G = games.get("kokonana")
NAMES = ["Ann", "Ben", "Cleo", "Dan"]
DOC = Path(__file__).resolve().parents[3] / "docs" / "positions" / "kokonana.md"
ID_LIKE = re.compile(r"\b[a-z]+_[a-z0-9_]+\b|\b(True|False|None)\b|\b[SD]\d+\b|[{}]|temple:|\bkn-")


def fresh(n=3, seed=1, options=None):
    return G.position_of(G.new_game(NAMES[:n], seed, options or {}))


def late_positions():
    """Positions along random games (every preset, 2 to 4 players), the last ones late in the game."""
    out = []
    for k, opts in enumerate(list(G.presets.values()) * 2):
        n = 2 + k % 3
        points = [s for s, _ in walk(G, n, 40 + k, opts) if P.can_write(s)]
        out += [G.position_of(s) for s in points[len(points) // 2::max(1, len(points) // 4)]]
        out.append(G.position_of(playout(G, n, 40 + k, opts)))         # the game over: someone has won
    return out


POSITIONS = [fresh(n, seed, opts) for n in (2, 3, 4) for seed in (1, 2)
             for opts in G.presets.values()] + late_positions()


def slots(data, lang="en"):
    return [(z, s) for z in E.zones(data, lang) for s in z["slots"]]


def writes(data):
    return P.write(data)        # raises on data it cannot write


# ---------------------------------------------------------------- the zones describe the position
def test_positions_reach_late_in_games():
    assert any(d["winner"] is not None for d in POSITIONS)
    assert any(d["up"]["D"] for d in POSITIONS) and any(d["known"][0] for d in POSITIONS)


@pytest.mark.parametrize("k", range(len(POSITIONS)))
def test_zones_show_every_tile_and_putting_it_back_changes_nothing(k):
    data = POSITIONS[k]
    depth, lanes = D.GRIDS[data["options"].get("grid", D.DEFAULT_GRID)]
    zs = {z["key"]: z for z in E.zones(data, "en")}
    assert list(zs) == ["runners", "temple", "templebank", "deep", "sandbank", "shallow", "village"] \
        + [f"looks:{seat}" for seat in range(len(data["players"]))]
    for seat, looks in enumerate(data["known"]):
        z = zs[f"looks:{seat}"]
        assert [x["place"] for x in z["slots"]] == [f"look:{seat}:{i}" for i in range(len(data["temple"]))]
        assert {x["place"].split(":")[2]: x["piece"] for x in z["slots"] if x["piece"]} \
            == {i: ("wall" if t == "wall" else f"{t} lock") for i, t in looks.items()}
    assert len(zs["temple"]["slots"]) == len(data["temple"])
    assert [(z["layout"], [x["place"] for x in z["slots"]]) for z in (zs["templebank"], zs["sandbank"], zs["village"])] \
        == [("area", ["T"]), ("area", ["B"]), ("area", ["V"])]
    runners = zs["runners"]
    assert runners["layout"] == "tokens" and len(runners["slots"]) == len(data["players"])
    stand = {"V", "B", "T"} | {f"{sec}{i}" for sec in "SD" for i in data["up"][sec]}
    for seat, r in enumerate(runners["slots"]):
        assert r["place"] == f"runner:{seat}" and r["at"] == data["pos"][seat] and set(r["to"]) == stand
        assert r["piece"] == (None if data["key"][seat] is None else f"{data['key'][seat]} key")
        assert r["token"] == ["blue", "green", "red", "yellow"][seat] + " runner"
        assert r["label"].startswith(data["players"][seat] + " — ")
    for sec, key in (("S", "shallow"), ("D", "deep")):
        z = zs[key]
        assert z["layout"] == "grid" and len(z["slots"]) == depth * lanes
        assert {(s["x"], s["y"]) for s in z["slots"]} == {(x, y) for x in range(lanes) for y in range(depth)}
        for i, s in enumerate(z["slots"]):
            m = data["tiles"][sec][i]
            word = P.TEXT("en", "motif")[m]
            want = word if i in data["up"][sec] else f"seen {word}" if i in data["seen"][sec] else f"hidden {word}"
            assert s["piece"] == want
    for i, s in enumerate(zs["temple"]["slots"]):
        t = data["temple"][i]
        assert s["piece"] == ("wall" if t == "wall" else f"{t} lock")
    for z, s in slots(data):
        # (an empty place: a bank, a runner without key, a tile nobody looked at)
        assert s["piece"] is None and (z["layout"] in ("area", "tokens") or z["key"].startswith("looks:")) \
            or s["piece"] in z["pieces"]
        assert E.put(data, s["place"], s["piece"], "en") == data
    # the pieces the zones show are the ones the text writes
    text = writes(data)
    for _z, s in slots(data):
        assert s["piece"] is None or s["piece"] in text


def test_a_partial_position_shows_its_random_tiles_as_empty_places():
    data = P.parse("players: Ann, Ben\nturn: Ann\nshallow water:\n  row 1: turtle, turtle, seen crab, ?\n"
                   "temple: wall, ?, ?, ?, ?, ?, ?, ?\n")
    zs = {z["key"]: z for z in E.zones(data, "en")}
    assert [s["piece"] for s in zs["shallow"]["slots"][:5]] == ["turtle", "turtle", "seen crab", None, None]
    assert all(s["piece"] is None for s in zs["deep"]["slots"])
    assert [s["piece"] for s in zs["temple"]["slots"]][:2] == ["wall", None]
    assert zs["temple"]["slots"][1]["label"] == "Temple tile 2: face down, dealt at random"
    for _z, s in slots(data):
        assert E.put(data, s["place"], s["piece"], "en") == data


# ---------------------------------------------------------------- putting pieces
@pytest.mark.parametrize("opts", list(G.presets.values()))
def test_every_palette_piece_goes_on_a_zone_s_first_empty_place(opts):
    data = fresh(3, 7, opts)
    for z in E.zones(data, "en"):
        empty = E.put(data, z["slots"][0]["place"], None, "en")        # a full deal: make a place empty
        place = next(s["place"] for zz in E.zones(empty, "en") if zz["key"] == z["key"]
                     for s in zz["slots"] if s["piece"] is None)
        for piece in z["pieces"]:
            new = E.put(empty, place, piece, "en")
            assert next(s["piece"] for _, s in slots(new) if s["place"] == place) == piece
            text = writes(new)
            assert piece in text
    if opts.get("young_children"):
        assert "wall" not in next(z for z in E.zones(data, "en") if z["key"] == "temple")["pieces"]


def test_put_leaves_its_data_alone_and_emptying_a_place_leaves_it_to_chance():
    data = fresh(2, 3)
    before = copy.deepcopy(data)
    new = E.put(data, "S5", None, "en")
    assert data == before
    assert new["tiles"]["S"][5] is None and new["tiles"]["S"][:5] == data["tiles"]["S"][:5]
    assert "row 2: " in writes(new) and "?" in writes(new).split("row 2: ")[1].split("\n")[0]
    back = P.parse(writes(new))                      # still a position: the app deals the picture
    assert back["tiles"]["S"][5] is None
    t = E.put(data, "temple:3", None, "en")
    assert t["temple"][3] is None and P.parse(writes(t))["temple"][3] is None


def test_a_tile_turned_face_up_seen_or_hidden():
    data = fresh(2, 3)
    m = data["tiles"]["S"][0]
    word = P.TEXT("en", "motif")[m]
    up = E.put(data, "S0", word, "en")
    assert 0 in up["up"]["S"] and 0 not in up["seen"]["S"]
    seen = E.put(up, "S0", f"seen {word}", "en")
    assert 0 in seen["seen"]["S"] and 0 not in seen["up"]["S"]
    hidden = E.put(seen, "S0", f"hidden {word}", "en")
    assert hidden == data
    # the pair of the face-up tile turned up too: a stepping stone, and the runner may stand on it
    j = next(i for i in range(1, len(data["tiles"]["S"])) if data["tiles"]["S"][i] == m)
    pair = E.put(up, f"S{j}", word, "en")
    assert P.parse(writes(pair))["up"]["S"] == sorted([0, j])


def test_a_lock_exists_once_so_putting_it_moves_it_and_the_looks_follow():
    data = P.parse(re.findall(r"```position\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)[0])
    assert data["temple"][1] == "purple" and data["known"][0] == {"1": "purple"}
    new = E.put(data, "temple:6", "purple lock", "en")    # tile 7 was a wall
    assert new["temple"].count("purple") == 1 and new["temple"][6] == "purple" and new["temple"][1] == "wall"
    assert new["known"][0] == {"1": "wall"}               # Ann still looked at tile 2: she saw the wall there
    assert P.parse(writes(new))["temple"] == new["temple"]
    wall = E.put(data, "temple:2", "wall", "en")           # walls are not unique: four walls break a rule
    err = _refused(wall)
    assert "3 walls" in err.message and err.line is not None


def _refused(data, lang="en"):
    with pytest.raises(PositionError) as e:
        P.parse(writes(data), lang)
    return e.value


def test_a_third_tile_of_a_picture_is_refused_naming_its_line():
    data = fresh(2, 4)
    m = data["tiles"]["S"][0]
    i = next(i for i, x in enumerate(data["tiles"]["S"]) if x != m)
    new = E.put(data, f"S{i}", f"hidden {P.TEXT('en', 'motif')[m]}", "en")
    err = _refused(new)
    lines = writes(new).split("\n")
    third = [k for k, x in enumerate(new["tiles"]["S"]) if x == m][2]      # the rule names the third tile's row
    assert err.line == lines.index("shallow water:") + 1 + third // 4 + 1
    assert lines[err.line - 1].startswith(f"  row {third // 4 + 1}:")
    assert "only two" in err.message
    assert "nur zwei" in _refused(new, "de").message


def test_unknown_places_and_pieces_are_refused_in_player_words():
    data = fresh(2, 5, {"young_children": True})
    bad = [("S99", "turtle"), ("X1", "turtle"), ("temple:5", "black lock"), ("temple:-1", None), ("", None),
           ("S01", "turtle"), ("S1", "koi"), ("D1", "turtle"), ("S1", "unicorn"), ("temple:0", "wall"),
           ("temple:0", "turtle"), ("S1", "black lock"), ("runner:2", "black key"), ("runner:0", "turtle"),
           ("runner:x", None), ("V", "black key"), ("B", "turtle"), ("S1", "black key"), ("S1", "blue runner")]
    for lang in ("en", "de"):
        for place, piece in bad:
            with pytest.raises(PositionError) as e:
                E.put(data, place, piece, lang)
            assert not ID_LIKE.search(e.value.message) and "young" not in e.value.message, (place, piece)
        with pytest.raises(PositionError):
            E.piece_html("unicorn", lang)
        with pytest.raises(PositionError):
            E.set_setting(data, "turn", "7", lang)
        with pytest.raises(PositionError):
            E.set_setting(data, "speed", "1", lang)
        for token, place in [("runner:0", "temple:1"), ("runner:0", "S0"), ("runner:0", "X"), ("runner:2", "V"),
                             ("S0", "V"), ("runner:0", "runner:1"), ("runner:0", None)]:
            with pytest.raises(PositionError) as e:
                E.move(data, token, place, lang)
            assert not ID_LIKE.search(e.value.message), (token, place, e.value.message)
        for old in ("place:0", "key:0"):            # where a runner stands and its key are taps now, not settings
            with pytest.raises(PositionError):
                E.set_setting(data, old, "B", lang)


# ---------------------------------------------------------------- settings
@pytest.mark.parametrize("k", [0, 7, len(POSITIONS) - 1])
def test_every_choice_of_every_setting_is_set_and_written(k):
    data = POSITIONS[k]
    for s in E.settings(data, "en"):
        assert s["value"] in [c[0] for c in s["choices"]], s["key"]
        for value, _label in s["choices"]:
            new = E.set_setting(data, s["key"], value, "en")
            assert next(x for x in E.settings(new, "en") if x["key"] == s["key"])["value"] == value
            writes(new)
    assert E.set_setting(data, "turn", str(data["turn"] or 0), "en")["turn"] == (data["turn"] or 0)


def test_the_settings_change_the_turn_the_winner_and_the_talismans():
    data = fresh(3, 2)
    before = copy.deepcopy(data)
    a = E.set_setting(data, "talismans:1", "2", "en")
    assert data == before and "Ben: village bank, 2 talismans" in writes(a)
    assert [s["key"] for s in E.settings(data, "en")] == ["turn", "winner", "talismans:0", "talismans:1", "talismans:2"] + [
        f"option:{o.key}" for o in OPTIONS]
    w = E.set_setting(data, "winner", "2", "en")
    assert w["winner"] == 2 and w["turn"] is None and "winner: Cleo" in writes(w) and "turn:" not in writes(w)
    assert [c[0] for c in next(s for s in E.settings(w, "en") if s["key"] == "turn")["choices"]][-1] == ""
    back = E.set_setting(w, "winner", "", "en")
    assert back["winner"] is None and back["turn"] == 2
    t = E.set_setting(w, "turn", "1", "en")
    assert t["turn"] == 1 and t["winner"] is None


def test_the_game_options_are_settings_and_take_along_what_they_change():
    """The new-game dialog's options, in the editor as in the other games: a rule changes the text's options
    line only; other water or another temple is dealt afresh (runners on the water go back to the village)."""
    data = _path_to_sandbank(fresh(2, 3))
    data = E.move(data, "runner:0", "S0", "en")                # Ann on the water
    labels = {s["key"]: s for s in E.settings(data, "de")}
    assert labels["option:diagonal_hops"]["label"] == OPTIONS[2].label["de"]
    assert [c[0] for c in labels["option:diagonal_hops"]["choices"]] == ["on", "off"]
    plain = E.set_setting(data, "option:diagonal_hops", "off", "en")
    assert plain["options"] == {"diagonal_hops": False} and plain["tiles"] == data["tiles"]
    assert "no diagonal hops" in writes(plain) and P.parse(writes(plain))["options"] == {"diagonal_hops": False}
    assert E.set_setting(plain, "option:diagonal_hops", "on", "en")["options"] == {}, "a default is left out"
    wide = E.set_setting(data, "option:grid", "4x5", "en")
    assert len(wide["tiles"]["S"]) == 4 * 5 and set(wide["tiles"]["S"]) == {None}
    assert data["pos"][0] == "S0" and wide["pos"] == ["V", data["pos"][1]]
    assert P.parse(writes(wide))["options"] == {"grid": "4x5"}
    young = E.set_setting(data, "option:young_children", "on", "en")
    assert len(young["temple"]) == len(D.KEYS) and young["known"] == [{}, {}]
    assert P.parse(writes(young))["options"]["young_children"] is True
    with pytest.raises(PositionError):
        E.set_setting(data, "option:grid", "9x9", "en")


# ---------------------------------------------------------------- runners and keys: tokens
def _path_to_sandbank(data):
    """``data`` with the first lane of the shallow water face up, pair by pair: a path of stepping stones from the
    village bank to the sandbank."""
    depth, lanes = D.GRIDS[data["options"].get("grid", D.DEFAULT_GRID)]
    new = data
    for row in range(depth):
        i = row * lanes
        m = new["tiles"]["S"][i]
        word = P.TEXT("en", "motif")[m]
        j = next(k for k, x in enumerate(new["tiles"]["S"]) if x == m and k != i)
        new = E.put(E.put(new, f"S{i}", word, "en"), f"S{j}", word, "en")
    return new


def test_a_runner_is_moved_by_a_tap_onto_a_bank_or_a_stepping_stone():
    data = _path_to_sandbank(fresh(3, 2))
    assert P.parse(writes(data))
    before = copy.deepcopy(data)
    a = E.move(data, "runner:1", "S4", "en")                 # row 2, lane 1: a stepping stone now
    assert data == before and a["pos"][1] == "S4"
    assert "Ben: shallow row 2 lane 1" in writes(a) and P.parse(writes(a))["pos"][1] == "S4"
    # several runners on one bank: everybody on the sandbank, each with a key given by a tap
    b = a
    for seat, key in enumerate(["black", "green", "white"]):
        b = E.put(E.move(b, f"runner:{seat}", "B", "en"), f"runner:{seat}", f"{key} key", "en")
    text = writes(b)
    assert "Ann: sandbank, black key" in text and "Ben: sandbank, green key" in text and "Cleo: sandbank, white key" in text
    assert P.parse(text)["pos"] == ["B", "B", "B"]
    sand = next(z for z in E.zones(b, "en") if z["key"] == "runners")
    assert [r["at"] for r in sand["slots"]] == ["B", "B", "B"]
    # a key exists once: given to Ann, it leaves Ben; taken away, nobody holds it
    c = E.put(b, "runner:0", "green key", "en")
    assert c["key"] == ["green", None, "white"]
    assert "Ben's runner has reached the sandbank" in _refused(c).message
    assert E.put(c, "runner:0", None, "en")["key"] == [None, None, "white"]
    # a runner moved back to the shallow water or the village puts its key back on the sandbank
    assert E.move(b, "runner:2", "S0", "en")["key"] == ["black", "green", None]
    assert E.move(b, "runner:2", "V", "en")["key"] == ["black", "green", None]
    assert E.move(b, "runner:2", "T", "en")["key"] == ["black", "green", "white"]


def test_where_a_runner_may_not_stand_is_refused_in_the_rules_words():
    data = fresh(2, 2)
    up = next(i for i in range(len(data["tiles"]["S"])) if i not in data["up"]["S"])
    for lang, words in (("en", "face down"), ("de", "verdeckt")):
        with pytest.raises(PositionError) as e:
            E.move(data, "runner:0", f"S{up}", lang)
        assert words in e.value.message
        with pytest.raises(PositionError) as e:
            E.move(data, "runner:0", "temple:0", lang)
        assert ("temple" if lang == "en" else "Tempel") in e.value.message
    # a stepping stone no path leads to: the move is made, the text names the rule and the line
    m = data["tiles"]["S"][16]                               # row 5: no stone of row 1 to 4 is face up
    j = next(k for k, x in enumerate(data["tiles"]["S"]) if x == m and k != 16)
    word = P.TEXT("en", "motif")[m]
    far = E.put(E.put(data, "S16", word, "en"), f"S{j}", word, "en")
    assert P.parse(writes(far))
    moved = E.move(far, "runner:0", "S16", "en")
    err = _refused(moved)
    assert "no path of stepping stones" in err.message and err.line == 4
    # a key before the sandbank names the runner's line
    c = E.put(data, "runner:0", "green key", "en")
    err = _refused(c)
    assert "Ann's runner has not reached" in err.message
    assert err.line == writes(c).split("\n").index("  Ann: village bank, green key") + 1


# ---------------------------------------------------------------- temple looks: a row of places per player
def test_what_a_player_saw_in_the_temple_is_put_by_a_tap():
    data = P.parse(re.findall(r"```position\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)[0])
    assert data["known"] == [{"1": "purple"}, {}, {}] and data["last_peek"] == [0, 1, "tpeek"]
    before = copy.deepcopy(data)
    # Ann looked at tile 5 too (her key and a talisman): she saw the black lock that lies there
    a = E.put(data, "look:0:4", "black lock", "en")
    assert data == before and a["known"][0] == {"1": "purple", "4": "black"} and a["temple"] == data["temple"]
    assert "  Ann: tile 2 purple lock, tile 5 black lock" in writes(a)
    P.parse(writes(a))
    # what she saw is the tile in the temple: the green lock seen on tile 1 moves there (tile 8 takes the wall)
    g = E.put(data, "look:0:0", "green lock", "en")
    assert g["temple"][0] == "green" and g["temple"][7] == "wall" and g["known"][0]["0"] == "green"
    # Ben, in the shallow water without key, cannot have looked: the rules say so, naming his line
    b = E.put(data, "look:1:6", "wall", "en")
    err = _refused(b)
    assert "Ben cannot have looked into the temple yet" in err.message
    assert writes(b).split("\n")[err.line - 1].strip().startswith("Ben: tile 7")
    # the last look is a setting among the looks; taking a look away forgets a last look at it
    last = next(s for s in E.settings(a, "en") if s["key"] == "last_look")
    assert last["value"] == "0:1:tpeek" and ["0:4:peek", "Ann, temple tile 5"] in last["choices"]
    c = E.set_setting(a, "last_look", "0:4:tpeek", "en")
    assert c["last_peek"] == [0, 4, "tpeek"] and "last look: Ann, tile 5, with a talisman" in writes(c)
    gone = E.put(c, "look:0:4", None, "en")
    assert gone["known"][0] == {"1": "purple"} and gone["last_peek"] is None
    P.parse(writes(gone))
    assert "last_look" not in [s["key"] for s in E.settings(fresh(2, 1), "en")], "nobody looked: no last look"
    for place in ("look:3:0", "look:0:8", "look:0", "look:0:1:2", "look:x:1"):
        with pytest.raises(PositionError):
            E.put(data, place, "wall", "en")


# ---------------------------------------------------------------- words and pictures
def test_labels_are_player_words_and_german_differs():
    data = POSITIONS[-1]
    for lang in ("en", "de"):
        words = [z["label"] for z in E.zones(data, lang)] + [s["label"] for _, s in slots(data, lang)]
        words += [s["label"] for s in E.settings(data, lang)]
        words += [c[1] for s in E.settings(data, lang) for c in s["choices"]]
        words += [E.piece_label(p, lang) for z in E.zones(data, lang) for p in z["pieces"]]
        for w in words:
            assert w and not ID_LIKE.search(w), w
    en, de = E.zones(data, "en"), E.zones(data, "de")
    looks = [f"What {n} has seen in the temple" for n in data["players"]]
    assert [z["label"] for z in en] == ["Runners", "Temple", "Temple bank", "Deep water", "Sandbank", "Shallow water",
                                        "Village bank"] + looks
    assert [z["label"] for z in de][:7] == ["Läufer", "Tempel", "Tempelufer", "Tiefwasser", "Sandbank", "Flachwasser",
                                            "Dorfufer"]
    assert en[5]["slots"][0]["label"] != de[5]["slots"][0]["label"]
    assert en[0]["holds"] == "Or give it a key:" and de[0]["holds"] != en[0]["holds"]
    assert E.piece_label("blue runner", "en") == "Blue runner" and E.piece_label("blue runner", "de") == "Blauer Läufer"
    assert E.piece_label("white key", "de") == "Schlüssel (weiß)"
    # every name in the palette starts as a name does, locks and walls too
    assert E.piece_label("black lock", "en") == "Black lock" and E.piece_label("wall", "en") == "Wall"
    assert E.piece_label("seen crab", "en") != E.piece_label("seen crab", "de")
    assert E.piece_label("seen crab", "de").startswith("Krebs")
    assert [s["label"] for s in E.settings(data, "en")] != [s["label"] for s in E.settings(data, "de")]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_palette_piece_is_drawn_with_its_name(lang):
    pieces = {p for opts in G.presets.values() for z in E.zones(fresh(2, 1, opts), lang) for p in z["pieces"]}
    assert len(pieces) == 3 * 2 * D.PAIRS_PER_SECTION + len(D.KEYS) + 1 + len(D.KEYS)      # the keys too
    pieces |= {r["token"] for r in E.zones(fresh(4, 1), lang)[0]["slots"]}                   # and the runners
    for p in pieces:
        html = E.piece_html(p, lang)
        name = E.piece_label(p, lang)
        assert html.startswith("<svg") and 'width="48" height="48"' in html
        assert f'aria-label="{name}"' in html and f"<title>{name}</title>" in html
        visible = re.sub(r"<title>.*?</title>", "", html)
        assert not re.sub(r"<[^>]*>", "", visible).strip()         # no text on a piece: its picture only
        assert "href=" not in html                                   # drawn in full, needs no sprite sheet
    assert E.piece_html("seen crab", lang) != E.piece_html("hidden crab", lang) != E.piece_html("crab", lang)
