"""Set-up positions of The Big Pond (issue 25, point 2): the text a person writes (docs/positions/bigpond.md),
the rules it is checked by (each naming its line, in English and German), the game it starts, and back."""
import copy
import re

import pytest
from support.play import walk
from support.positions import refused_or_read_as_text, with_setup

from pondside import PositionError, Rng
from pondside.app import records
from pondside.core import dumps
from pondside.games.bigpond import position as POS
from pondside.games.bigpond.decks import feature_deck_ids, koi_deck_ids
from pondside.games.bigpond.engine import GAME as G
from pondside.games.bigpond.text import POSITION as W
from pondside.games.kohaku.data import TILES

BASE = """\
players: Ann, Ben
colours: Ann red, Ben black
turn: Ann
coins: Ann 2, Ben 0
points: Ann 20, Ben 6
ring:
  1: red-yellow koi with 2 babies
  2: white flower 1, 2 coins
  3: red-white koi with 3 babies
  4: yellow flower 1
  5: black-white koi with 2 dragonflies, 1 coin
  6: red butterfly 2
  7: black-yellow koi with 2 dragonflies
  8: white flower 3, 2 coins
  9: black-yellow koi with 3 babies
  10: token
  11: red-white koi with 2 dragonflies, 1 coin
  12: white flower 4
pond:
  -1,-1: red-white koi with 2 babies
  -1,0: white-yellow dual flower
  0,0: blue koi 1
  -1,1: white-yellow koi with 3 dragonflies
  0,1: red flower 2
  1,1: red-white koi with 4 stones 2
  2,1: white flower 2, marked by Ben
  3,1: white-yellow koi with 2 dragonflies
  -1,2: statue 5
  0,2: black-yellow koi with 4 stones 1
  1,2: yellow flower 4
  0,3: white butterfly 2
  1,3: red-yellow koi with 3 dragonflies
"""

# a small text with the expansion's sets: a cat at 1,0 (its shore is north: 1,-1)
CATS = """\
players: Ann, Ben, Cleo
options: bamboo reeds, cats, fountains, herons
turn: Ben
ring:
  1: black-red koi with 2 babies
  2: cat 1
  3: black-white koi with 2 babies
  4: heron 1
  5: black-yellow koi with 2 babies
  6: bamboo 1
  7: red-white koi with 2 babies
  8: fountain 1
  9: red-yellow koi with 2 babies
  10: red flower 1
  11: white-yellow koi with 2 babies
  12: token
pond:
  0,0: blue koi 1
  1,0: cat 2, marked by Cleo
  2,0: blue koi 2
"""


def edit(text, old, new):
    assert old in text, old
    return text.replace(old, new, 1)


def line_of(text, start):
    return next(i for i, line in enumerate(text.splitlines(), 1) if line.strip().startswith(start))


def error(text, lang="en"):
    with pytest.raises(PositionError) as err:
        G.from_position(POS.parse(text, lang), lang=lang)
    return err.value


def _states(seeds=range(6), options=None):
    """(seed, state) at every start of a turn and at the end of random games of 2, 3 and 4 players."""
    for k in seeds:
        opts = options[k % len(options)] if options else {}
        s = G.new_game(2 + k % 3, 300 + k, opts)
        rng = Rng.from_seed(k)
        while True:
            if POS.can_write(s):
                yield k, s
            if G.is_over(s):
                break
            s = G.apply(s, rng.choice(G.legal_actions(s)))


# ------------------------------------------------------------------------------ the worked example
def test_a_hand_written_position_builds_the_game_it_shows():
    data = POS.parse(BASE)
    assert data["players"] == ["Ann", "Ben"] and data["options"] == {}
    s = G.from_position(data, seed=3)
    assert s["colours"] == ["red", "black"]
    assert s["to_move"] == 0 and s["phase"] == "pick" and not G.is_over(s)
    assert s["coins"] == [2, 0] and s["points"] == [20, 6] and G.scores(s) == [22, 6]
    assert s["token"] == 9 and s["ring"][9] is None
    assert s["ring"][0] == "T-RY-B2" and s["ring"][1] == "F-SF-W-1" and s["ring_coins"][1] == 2
    assert s["ring_coins"] == [0, 2, 0, 0, 1, 0, 0, 2, 0, 0, 1, 0] and s["bank"] == 0
    assert s["pond"]["0,0"] == "BL-1" and s["pond"]["2,1"] == "F-SF-W-2" and len(s["pond"]) == 13
    assert s["markers"] == {"2,1": 1} and s["supply"] == [3, 2]
    assert s["end_triggered"] is False and s["held"] == [] and s["discarded"] == []
    # the free pair is right after the token (spaces 11 and 12); Ann may skip up to 2 tiles with her 2 coins
    picks = G.pick_options(s)
    assert picks[0] == (10, 11, 0) and max(c for _a, _b, c in picks) <= 2
    assert {"t": "pick", "slot": 10} in G.legal_actions(s)
    # the decks hold every other tile once, and the state passes every invariant (validate replays it)
    assert len(s["koi_deck"]) == 40 - 7 - 6 and len(s["feat_deck"]) == 42 - 6 - 5
    G.validate(s)
    assert G.position_of(s) == data
    assert POS.write(data) == BASE


def test_the_second_player_s_colour_and_defaults_for_left_out_lines():
    text = "\n".join(line for line in BASE.splitlines() if not line.startswith(("colours", "points"))) + "\n"
    data = POS.parse(text)
    assert data["colours"] == ["red", "black"] and data["points"] == [0, 0]
    text = edit(BASE, "colours: Ann red, Ben black", "colours: Ann white, Ben yellow")
    s = G.from_position(POS.parse(text))
    assert s["colours"] == ["white", "yellow"]
    assert "colours: Ann white, Ben yellow" in POS.write(G.position_of(s))


def test_unnumbered_names_take_the_lowest_free_copy_and_german_names_are_read():
    text = edit(BASE, "  6: red butterfly 2", "  6: red butterfly")
    assert POS.parse(text)["ring"][5] == "F-BF-R-1"
    text = edit(BASE, "  0,0: blue koi 1", "  0,0: blauer Koi 1")
    assert POS.parse(text)["pond"]["0,0"] == "BL-1"
    text = edit(BASE, "colours: Ann red, Ben black", "colours: Ann rot, Ben schwarz")
    assert POS.parse(text)["colours"] == ["red", "black"]


# ------------------------------------------------------------------------------------ the rules
CASES = [
    # (what, old, new, line (None: count from the new text's line that starts so), English start, German start)
    ("colour twice", "Ann red, Ben black", "Ann red, Ben red", 2,
     "two players cannot have the same colour", "zwei Spieler können nicht dieselbe Farbe"),
    ("colour unknown", "Ann red, Ben black", "Ann red, Ben blue", 2,
     "there is no colour called “Ben blue”".replace("Ben blue", "blue"), "„blue“ gibt es hier nicht als Farbe"),
    ("turn names nobody", "turn: Ann", "turn: Zed", 3, "there is no player called “Zed”", "„Zed“ gibt es hier nicht als Spieler"),
    ("coins not adding up", "coins: Ann 2, Ben 0", "coins: Ann 3, Ben 0", 4,
     "a game of 2 has 8 coins, and here the players hold 3 and the ring 6", "eine Partie zu 2 hat 8 Münzen"),
    ("coins without a number", "coins: Ann 2, Ben 0", "coins: Ann, Ben 0", 4,
     "write a player's name, then a number", "schreibe den Namen eines Spielers"),
    ("a player twice", "coins: Ann 2, Ben 0", "coins: Ann 2, Ann 0", 4, "Ann is named twice here",
     "Ann steht hier zweimal"),
    ("negative points", "points: Ann 20, Ben 6", "points: Ann -2, Ben 6", 5,
     "a player's points must be from 0", "Punkte eines Spielers muss zwischen 0"),
    ("a feature on a koi space", "  1: red-yellow koi with 2 babies", "  1: rock 1", 7,
     "space 1 is a koi space: the ring alternates koi and feature spaces", "Feld 1 ist ein Koi-Feld"),
    ("a koi on a feature space", "  2: white flower 1, 2 coins", "  2: blue koi 2, 2 coins", 8,
     "space 2 is a feature space", "Feld 2 ist ein Merkmalsfeld"),
    ("a ring space missing", "  6: red butterfly 2\n", "", 6, "space 6 of the ring is missing: the ring has 12",
     "Feld 6 des Rings fehlt"),
    ("a ring space twice", "  6: red butterfly 2", "  5: red butterfly 2", 12, "space 5 of the ring is given twice",
     "Feld 5 des Rings steht zweimal da"),
    ("a ring space past the end", "  12: white flower 4", "  13: white flower 4", 18,
     "a ring space must be from 1 to 12", "Ringfeld muss zwischen 1 und 12"),
    ("a ring line without a number", "  12: white flower 4", "  white flower 4", 18,
     "a space of the ring is written as its number", "ein Ringfeld wird als seine Nummer"),
    ("no token", "  10: token", "  10: empty", 6, "the ring has no draft token", "der Ring hat keinen Auswahlstein"),
    ("two tokens", "  12: white flower 4", "  12: white flower 4, token", 18, "there is only one draft token",
     "es gibt nur einen Auswahlstein"),
    ("a tile under the token", "  10: token", "  10: black flower 1, token", 16,
     "the draft token's space stays empty", "das Feld des Auswahlsteins bleibt leer"),
    ("coins on an empty space", "  10: token", "  10: token, 1 coin", 16,
     "coins lie only on tiles of the ring, and space 10 is empty", "Münzen liegen nur auf Plättchen"),
    ("a strange word on the ring", "  6: red butterfly 2", "  6: red butterfly 2, banana", 12,
     "a space of the ring holds one tile", "auf einem Ringfeld liegt ein Plättchen"),
    ("a tile that does not exist", "  6: red butterfly 2", "  6: red butterfly 9", 12,
     "there is no tile called “red butterfly 9”", "es gibt kein Plättchen namens „red butterfly 9“"),
    ("a tile in two places", "  12: white flower 4", "  12: white flower 2", 26,
     "“white flower 2” is already in another place", "„white flower 2“ liegt schon"),
    ("a set not in the game", "  6: red butterfly 2", "  6: turtle", 12,
     "Turtle is not in this game: its feature sets are Dual flowers, Butterflies, Rocks, Statues",
     "Schildkröte gehört nicht zu dieser Partie"),
    ("a koi not in the Big Pond", "  1: red-yellow koi with 2 babies", "  1: red-yellow koi with 3 stones", 7,
     "red/yellow koi (1 baby koi, 1 dragonfly) is not in the Big Pond", "Koi rot/gelb (1 Babykoi, 1 Libelle) gehört"),
    ("a fifth single flower", "  4: yellow flower 1", "  4: yellow flower 5", 10,
     "the Big Pond has only 4 single flowers of each colour", "der große Teich hat nur 4 Einzelblumen"),
    ("a pond line without its space", "  0,3: white butterfly 2", "  0;3: white butterfly 2", 31,
     "a tile of the pond is written as its space", "ein Plättchen des Teichs wird als sein Feld"),
    ("a pond space twice", "  0,3: white butterfly 2", "  0,2: white butterfly 2", 31,
     "space 0,2 of the pond is given twice", "Feld 0,2 des Teichs steht zweimal da"),
    ("no first koi", "  0,0: blue koi 1", "  0,0: rock 1", 22, "the first koi of the big pond lies at 0,0",
     "der erste Koi des großen Teichs liegt auf 0,0"),
    ("a koi touching a koi", "  1,3: red-yellow koi with 3 dragonflies\n",
     "  1,3: red-yellow koi with 3 dragonflies\n  0,-1: blue koi 2\n", 33,
     "Checkerboard: a koi may not touch another koi (0,-1 touches the koi at 0,0)",
     "Schachbrett: ein Koi darf keinen anderen Koi berühren"),
    ("a feature touching a feature", "  1,3: red-yellow koi with 3 dragonflies\n",
     "  1,3: red-yellow koi with 3 dragonflies\n  -2,0: rock 1\n", 33,
     "Checkerboard: a feature may not touch another feature", "Schachbrett: ein Merkmal darf kein anderes"),
    ("a tile cut off", "  1,3: red-yellow koi with 3 dragonflies\n",
     "  1,3: red-yellow koi with 3 dragonflies\n  5,5: blue koi 2\n", 33,
     "every tile of the pond touches the tiles placed before it, and 5,5 is cut off", "jedes Plättchen des Teichs"),
    ("a marker on a koi", "  0,0: blue koi 1", "  0,0: blue koi 1, marked by Ann", 22,
     "markers go on features, never on a koi", "Marker kommen auf Merkmale"),
    ("a strange word in the pond", "  0,1: red flower 2", "  0,1: red flower 2, hello", 24,
     "after a tile of the pond comes only its marker", "nach einem Plättchen des Teichs"),
    ("a marker of nobody", "  0,1: red flower 2", "  0,1: red flower 2, marked by Zed", 24,
     "there is no player called “Zed”", "„Zed“ gibt es hier nicht als Spieler"),
    ("every marker out", "  1,2: yellow flower 4", "  1,2: yellow flower 4, marked by Ben\n  9,9: rock 1", 30,
     "Ben has 3 markers in the pond, but a player always keeps one of their 3 back", "Ben hat 3 Marker"),
    ("a feature in the koi deck", "  1,3: red-yellow koi with 3 dragonflies\n",
     "  1,3: red-yellow koi with 3 dragonflies\nkoi deck: rock 1\n", 33,
     "the koi deck holds only koi, and Rock is a feature", "der Koi-Stapel enthält nur Koi"),
    ("a koi in the feature deck", "  1,3: red-yellow koi with 3 dragonflies\n",
     "  1,3: red-yellow koi with 3 dragonflies\nfeature deck: rock 1, blue koi 2\n", 33,
     "the feature deck holds only features, and Blue koi is a koi", "der Merkmal-Stapel enthält nur Merkmale"),
    ("an option that does not exist", "turn: Ann", "options: sundials\nturn: Ann", 3,
     "there is no option called “sundials”", "„sundials“ gibt es hier nicht als Option"),
    ("not four feature sets", "turn: Ann", "options: turtles, frogs\nturn: Ann", 3,
     "Feature sets: choose 4 different sets", "Merkmalssätze: wähle 4 verschiedene"),
    ("two choices of one option", "turn: Ann", "options: score one per turn, score any number per turn\nturn: Ann", 3,
     "“score one per turn” and “score any number per turn” are two choices", "„score one per turn“ und"),
    ("coins on the ring with the bank", "turn: Ann", "options: skipped coins to the bank\nturn: Ann", 9,
     "in this game skipped coins go to the bank, so no coins lie on the ring", "in dieser Partie gehen Münzen"),
    ("a marker at the end", "turn: Ann", "turn: game over", 26,
     "at the end of the game every marked feature has been scored", "am Spielende ist jedes markierte Merkmal"),
    ("the end with a full ring", "turn: Ann", "turn: game over", 3,
     "the game ends only when a deck runs out", "das Spiel endet erst, wenn ein Stapel"),
    ("a key twice", "turn: Ann", "turn: Ann\nturn: Ben", 4, "“turn” is given twice", "„turn“ steht zweimal da"),
    ("a key the game does not have", "turn: Ann", "turn: Ann\nsundial: 1", 4,
     "this game's positions have no “sundial”", "Stellungen dieses Spiels kennen kein"),
]


@pytest.mark.parametrize("what,old,new,line,en,de", CASES, ids=[c[0] for c in CASES])
def test_each_rule_names_its_line_in_english_and_german(what, old, new, line, en, de):
    text = edit(BASE, old, new)
    if what == "the end with a full ring":
        text = edit(text, "  2,1: white flower 2, marked by Ben", "  2,1: white flower 2")
    if what == "every marker out":
        text = edit(edit(text, "  9,9: rock 1\n", ""), "  0,1: red flower 2", "  0,1: red flower 2, marked by Ben")
    err = error(text)
    assert err.line == line, (str(err), line)
    assert str(err).startswith(f"line {line}: {en}"), str(err)
    de_err = error(text, "de")
    assert de_err.line == line
    assert str(de_err).startswith(f"Zeile {line}: {de}"), str(de_err)
    assert not re.search(r"[A-Z]{2}-|\bNone\b|\bslot\b|_", str(err) + str(de_err))


def test_the_turn_and_the_ring_and_the_pond_are_needed():
    for key, en in (("turn", "a position says whose turn it is"), ("ring", "a position shows the draft ring"),
                    ("pond", "a position shows the big pond")):
        lines = BASE.splitlines()
        start = next(i for i, line in enumerate(lines) if line.startswith(key + ":"))
        end = start + 1
        while end < len(lines) and lines[end].startswith(" "):
            end += 1
        text = "\n".join(lines[:start] + lines[end:]) + "\n"
        err = error(text)
        assert err.line is None and str(err).startswith(en), str(err)
        assert not str(error(text, "de")).startswith(en)


def test_a_cat_s_shore_side_takes_no_koi():
    data = POS.parse(CATS)
    s = G.from_position(data)
    assert s["options"]["feature_sets"] == ["bamboo", "cat", "fountain", "heron"]
    # no koi may go on the cat's shore side (north of 1,0)
    assert all(a.get("at") != [1, -1] for a in G.legal_actions(G.apply(s, G.legal_actions(s)[0])))
    bad = edit(CATS, "  2,0: blue koi 2\n", "  2,0: blue koi 2\n  2,-1: heron 2\n  1,-1: blue koi 3\n")
    err = error(bad)
    assert err.line == 22 and str(err).startswith("line 22: Cat: no koi may lie on a cat's shore side (North of "
                                                  "the cat at 1,0)")
    assert str(error(bad, "de")).startswith("Zeile 22: Katze: kein Koi darf an der Uferseite")
    # the cat's shore is an option; without the cat and heron rules any koi may lie there
    south = edit(bad, "herons\n", "herons, cat shore south\n")
    assert POS.parse(south)["options"]["cat_shore"] == "S"
    free = edit(bad, "herons\n", "herons, cats and herons never block koi\n")
    assert G.from_position(POS.parse(free))["pond"]["1,-1"] == "BL-3"


# ---------------------------------------------------------------- data from a link or an editor
def test_data_gets_the_same_checks_without_a_line():
    data = POS.parse(BASE)
    for change, en in [
        (dict(colours=["red", "red"]), "two players cannot have the same colour"),
        (dict(coins=[5, 0]), "a game of 2 has 8 coins"),
        (dict(markers={"0,0": 0}), "markers go on features"),
        (dict(ring=data["ring"][:9] + ["F-RO-1"] + data["ring"][10:]), "the draft token's space stays empty"),
        (dict(pond=dict(data["pond"], **{"0,-1": "BL-2"})), "Checkerboard: a koi may not touch another koi"),
        (dict(pond=dict(data["pond"], **{"0,-3": "F-TU-1"})), "Turtle is not in this game"),
        (dict(discarded=["BL-1"]), "“blue koi 1” is already in another place"),
        # (data that cannot even be written as a position's text: a forged link)
        (dict(turn=7), "the starting position is damaged"),
        (dict(ring=data["ring"][:5]), "space 6 of the ring is missing"),
        (dict(pond={"0,0": "NOPE"}, markers={}), "the starting position is damaged"),
        (dict(extra=1), "the starting position is damaged: a position of this game has no “extra”"),
    ]:
        with pytest.raises(PositionError) as err:
            G.from_position(dict(data, **change))
        assert err.value.line is None and str(err.value).startswith(en), (change, str(err.value))
    with pytest.raises(PositionError) as err:
        G.from_position(dict(data, coins=[5, 0]), lang="de")
    assert str(err.value).startswith("eine Partie zu 2 hat 8 Münzen")


def test_data_of_any_shape_is_refused_in_player_words_or_read_as_its_text():
    """Data is written as its text before it is read (``Game.setup_position``): data no text could give is
    refused as damaged, or read as the text it writes; never a Python error."""
    data = POS.parse(BASE)
    for change in [
        lambda d: d.update(turn=7), lambda d: d.update(turn=-1), lambda d: d.update(turn="Ann"),
        lambda d: d.update(coins=["2", 0]), lambda d: d.update(coins=[2.5, 0]), lambda d: d.update(coins=None),
        lambda d: d.update(colours=["red"]), lambda d: d.update(colours=["red", "purple"]),
        lambda d: d.update(ring_coins=[1]), lambda d: d["ring_coins"].__setitem__(1, -2),
        lambda d: d.update(token=99), lambda d: d.update(token=None), lambda d: d.update(pond=[]),
        lambda d: d["pond"].update({"0,3": "NOPE"}), lambda d: d["pond"].update({"x": "F-RO-1"}),
        lambda d: d.update(pond={("0" + k if k == "0,1" else k): t for k, t in d["pond"].items()}),
        lambda d: d.update(markers={"9,9": 0}), lambda d: d.update(markers={"2,1": 5}),
        lambda d: d.update(step="score", placed=["9,9"]), lambda d: d.update(step="dance"),
        lambda d: d.update(step="place", drafted=["F-RO-1", "F-RO-2", "BL-2"]),
        lambda d: d.update(step="score", scored=9), lambda d: d.update(discarded="F-RO-1"),
    ]:
        refused_or_read_as_text(G, POS, copy.deepcopy(data), change)


def test_old_data_may_leave_out_the_parts_with_a_default():
    data = {k: v for k, v in POS.parse(BASE).items()
            if k not in ("colours", "coins", "points", "ring_coins", "markers", "discarded")}
    s = G.from_position(data)
    assert s["colours"] == ["red", "black"] and s["coins"] == [4, 4] and s["points"] == [0, 0]
    assert s["ring_coins"] == [0] * 12 and s["markers"] == {} and s["discarded"] == [] and s["bank"] == 0
    assert not re.search(r"^(colours|coins|points|discarded):|coin|marked", POS.write(data), re.M)
    assert POS.parse(s["setup"]) == G.position_of(s)


def _last_round_state():
    """A state of a random game at the start of a turn in the last round (a deck ran out), not seat 0's."""
    for state, _legal in walk(G, 3, 41):
        if state["end_triggered"] and state["phase"] == "pick" and state["to_move"] != 0:
            return state
    raise AssertionError("no last round")


def test_the_last_round_and_an_empty_deck():
    s = _last_round_state()
    data = G.position_of(s)
    assert G.from_position(data, seed=s["seed"])["end_triggered"] is True
    # the last round ends before the first player's turn comes again
    text = POS.write(dict(data, turn=0))
    err = error(text)
    assert err.line == line_of(text, "turn:")
    assert str(err).startswith(f"line {err.line}: an empty space on the ring means a deck ran out")
    # an empty space means its deck is used up: a tile listed in it, or a tile nowhere, is refused
    gap = next(i for i, t in enumerate(data["ring"]) if t is None and i != data["token"])
    kind = "koi" if gap % 2 == 0 else "feature"
    other = next(i for i, t in enumerate(data["ring"]) if t is not None and (i % 2 == 0) == (kind == "koi"))
    ring = list(data["ring"])
    tid, ring[other] = ring[other], None
    coins = list(data["coins"])
    coins[0] += data["ring_coins"][other]
    ring_coins = list(data["ring_coins"])
    ring_coins[other] = 0
    moved = dict(data, ring=ring, coins=coins, ring_coins=ring_coins, **{f"{kind}_deck": [tid]})
    first = min(gap, other) + 1                 # the first empty space of that kind is named
    text = POS.write(moved)
    err = error(text)
    assert err.line == line_of(text, f"{kind} deck:")
    assert str(err).startswith(f"line {err.line}: space {first} of the ring stayed empty, so the {kind} deck is "
                               "used up and holds no tile")
    lost = dict(moved)
    del lost[f"{kind}_deck"]
    with pytest.raises(PositionError) as e:
        G.from_position(lost)
    assert str(e.value).startswith(f"space {first} of the ring stayed empty, so the {kind} deck is used up; but "
                                   f"1 of its tiles are not in the pond")
    # a ring with no pair to take (every space of the used-up deck's kind empty): the game would be over
    mine = [i for i in range(len(data["ring"])) if (i % 2 == 0) == (kind == "koi")]
    ring = [None if i in mine else t for i, t in enumerate(data["ring"])]
    on = sum(data["ring_coins"][i] for i in mine)
    stuck = dict(data, ring=ring, ring_coins=[0 if i in mine else c for i, c in enumerate(data["ring_coins"])],
                 coins=[c + (on if i == 0 else 0) for i, c in enumerate(data["coins"])],
                 discarded=data["discarded"] + [data["ring"][i] for i in mine if data["ring"][i]])
    with pytest.raises(PositionError) as e:
        G.from_position(stuck)
    name = data["players"][data["turn"]]
    assert str(e.value).startswith(f"{name} cannot take a koi and a feature from this ring, so the game would "
                                   "already be over")


def test_a_finished_game_is_a_position_too():
    s = _last_round_state()
    rng = Rng.from_seed(5)
    while not G.is_over(s):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    data = G.position_of(s)
    assert data["turn"] is None and data["markers"] == {}
    text = POS.write(data)
    assert "turn: game over" in text
    s2 = G.from_position(POS.parse(text))
    assert G.is_over(s2) and G.scores(s2) == G.scores(s) and G.winners(s2) == G.winners(s)
    assert G.legal_actions(s2) == []


# ------------------------------------------------------------------------ decks dealt, games played
def test_a_position_without_decks_deals_every_other_tile_once():
    for seed in (1, 2, 3):
        s = G.from_position(POS.parse(BASE), seed=seed)
        data = POS.parse(BASE)
        here = [t for t in s["ring"] if t] + list(s["pond"].values())
        every = koi_deck_ids() + feature_deck_ids(s["options"]["feature_sets"])
        assert sorted(here + s["koi_deck"] + s["feat_deck"]) == sorted(every)
        assert all(TILES[t]["type"] == "koi" for t in s["koi_deck"])
        assert all(TILES[t]["type"] == "feature" for t in s["feat_deck"])
        assert G.position_of(s) == data            # the decks are still as dealt: still left out
    # another seed deals them in another order
    assert (G.from_position(POS.parse(BASE), seed=1)["koi_deck"]
            != G.from_position(POS.parse(BASE), seed=2)["koi_deck"])


def test_a_deck_that_lists_its_next_tiles_has_the_rest_shuffled_beneath():
    text = BASE + "koi deck: blue koi 4, blue koi 3\nfeature deck: turtle\n".replace("turtle", "rock 6")
    s = G.from_position(POS.parse(text), seed=9)
    assert s["koi_deck"][-2:] == ["BL-3", "BL-4"] and s["feat_deck"][-1] == "F-RO-6"
    assert len(s["koi_deck"]) == 40 - 13 and len(s["feat_deck"]) == 42 - 11
    G.check_invariants(s)
    # after a pick the ring is refilled from the top of the decks; the position then writes the whole decks
    s = G.apply(s, {"t": "pick", "slot": 10})
    assert "BL-4" in s["ring"]
    data = G.position_of(s)
    assert data["koi_deck"][0] == "BL-3" and len(data["koi_deck"]) == len(s["koi_deck"])
    assert G.from_position(data, seed=1)["koi_deck"] == s["koi_deck"]


def test_a_game_from_a_position_plays_to_the_end_and_saves():
    for seed, text in ((1, BASE), (2, CATS)):
        s = G.from_position(POS.parse(text), seed=seed)
        rng = Rng.from_seed(seed)
        moves = 0
        while not G.is_over(s):
            s = G.apply(s, rng.choice(G.legal_actions(s)))
            moves += 1
        assert moves > 20 and G.winners(s)
        assert G.from_json(G.to_json(s)) == s                        # validate replays from the position
        assert records.load_record(records.save_text(s)) == s
        assert records.decode_link(records.encode_link(s)) == s
        assert G.replay_state(s, 0) == G.from_position(POS.parse(text), seed=seed)
        forged = with_setup(s, coins=[9, 9])
        with pytest.raises(ValueError):
            G.from_json(G.to_json(forged))


# ------------------------------------------------------------------------------- round trips
OPTION_SETS = [{}, {"token_space": "filled", "ring_slots": 10}, {"skip_coins": "bank", "score_choice": "one"},
               {"feature_sets": ["bamboo", "cat", "fountain", "heron"], "heron_same_turn": False,
                "cat_shore": "W"},
               {"feature_sets": ["turtle", "cat", "duck", "wildflower"], "restrictions": False,
                "blue_bonus": "free", "ring_slots": 14}]


def test_positions_round_trip_along_random_games_with_every_option():
    seen = 0
    for _k, state in _states(range(10), OPTION_SETS):
        if seen % 3 == 0 or G.is_over(state):
            data = G.position_of(state)
            text = POS.write(data)
            assert POS.parse(text) == data
            assert POS.write(POS.parse(text)) == text
            s2 = G.from_position(data, seed=state["seed"])
            assert G.position_of(s2) == data
            assert G.legal_actions(s2) == G.legal_actions(state)
            assert G.scores(s2) == G.scores(state) and G.to_move(s2) == G.to_move(state)
            assert s2["end_triggered"] == state["end_triggered"] and s2["bank"] == state["bank"]
            assert sorted(s2["koi_deck"]) == sorted(state["koi_deck"])
            assert dumps(data) == dumps(POS.parse(text, "de"))
        seen += 1
    assert seen > 100


def test_options_are_written_in_words_and_read_back():
    for opts in OPTION_SETS[1:]:
        s = G.new_game(3, 4, opts)
        data = G.position_of(s)
        assert data["options"] == {k: v for k, v in opts.items()}
        line = next(line for line in POS.write(data).splitlines() if line.startswith("options:"))
        assert "_" not in line and POS.parse(POS.write(data))["options"] == data["options"]
    # the usual sets in another order are the usual game
    s = G.new_game(2, 4, {"feature_sets": ["statue", "rock", "butterfly", "dual_flower"]})
    assert G.position_of(s)["options"] == {}


def test_a_player_s_names_and_words_are_case_blind():
    text = BASE.replace("turn: Ann", "TURN: ann").replace("marked by Ben", "Marked By ben")
    assert POS.parse(text) == POS.parse(BASE)


def test_the_messages_are_formatted_from_the_numbers():
    assert "3" in W("en", "markers_many", name="Ann", n=3, total=3)
    err = error(edit(BASE, "coins: Ann 2, Ben 0", "coins: Ann 2, Ben 1"))
    assert "has 8 coins" in str(err)            # 4 per player (data.py), 2 players


def test_a_player_left_out_of_the_colours_takes_the_next_free_one():
    text = edit(BASE, "colours: Ann red, Ben black", "colours: Ben red")
    assert POS.parse(text)["colours"] == ["black", "red"]


# ------------------------------------------------------------------- a turn under way: placing, scoring
HERON = """\
players: Ann, Ben
options: bamboo reeds, cats, fountains, herons
turn: Ann
step: place
drafted: red-white koi with 2 babies
ring:
  1: black-red koi with 2 babies
  2: cat 1
  3: black-white koi with 2 babies
  4: heron 3
  5: black-yellow koi with 2 babies
  6: bamboo 1
  7: red-yellow koi with 2 babies
  8: fountain 1
  9: white-yellow koi with 2 babies
  10: red flower 1
  11: black-red koi with 3 babies
  12: token
pond:
  0,0: blue koi 1
  1,0: heron 1, placed this turn
  -1,0: heron 2, marked by Ben
"""


def test_a_player_placing_their_tiles_next_to_a_new_heron():
    data = POS.parse(HERON)
    assert data["step"] == "place" and data["drafted"] == ["T-RW-B2"] and data["placed"] == ["1,0"]
    s = G.from_position(data)
    assert s["phase"] == "place" and s["held"] == ["T-RW-B2"] and s["placed"] == {"feature": "1,0", "koi": None}
    # the koi taken with heron 1 may go next to it, never next to heron 2 (placed on an earlier turn)
    cells = sorted(tuple(a["at"]) for a in G.legal_actions(s))
    assert cells == [(1, -1), (1, 1), (2, 0)]
    after = G.apply(s, {"t": "place", "tile": "T-RW-B2", "at": [2, 0]})
    assert after["phase"] == "score" and after["markers"] == {"-1,0": 1, "1,0": 0} and after["supply"] == [2, 2]
    assert G.position_of(s) == data and POS.parse(POS.write(data)) == data
    G.validate(after)
    # herons that block at once leave the koi nowhere to go: it is discarded
    strict = edit(HERON, "herons\n", "herons, herons block at once\n")
    assert G.legal_actions(G.from_position(POS.parse(strict))) == [{"t": "discard", "tile": "T-RW-B2"}]


def test_a_player_scoring_with_every_marker_out_must_score():
    text = edit(HERON, "step: place\ndrafted: red-white koi with 2 babies\n", "step: score\n")
    text = edit(text, "  1,0: heron 1, placed this turn\n", "  1,0: heron 1, placed this turn, marked by Ann\n"
                "  2,0: red-white koi with 2 babies, placed this turn\n  3,0: bamboo 2, marked by Ann\n"
                "  -2,0: black-red koi with 2 dragonflies\n  -3,0: fountain 2, marked by Ann\n")
    s = G.from_position(POS.parse(text))
    assert s["phase"] == "score" and s["supply"] == [0, 2]
    assert G.legal_actions(s) == [{"t": "score", "at": [-3, 0]}, {"t": "score", "at": [1, 0]},
                                  {"t": "score", "at": [3, 0]}]
    s = G.apply(s, {"t": "score", "at": [1, 0]})
    data = G.position_of(s)
    assert data["scored"] == 1 and "scored this turn: 1" in POS.write(data)
    assert G.from_position(data)["scored_now"] == 1
    # at the start of the next turn nobody may have all three out
    take = edit(edit(text, "step: score\n", ""), ", placed this turn", "")
    take = take.replace(", placed this turn", "")
    err = error(take)
    assert str(err).startswith(f"line {line_of(take, '-3,0')}: Ann has 3 markers in the pond")


STEP_CASES = [
    ("drafted tiles while taking", [("step: place\n", ""), (", placed this turn", "")], "drafted:",
     "only a player who is placing their tiles has drafted tiles", "nur wer gerade seine Plättchen legt"),
    ("a tile placed while taking", [("step: place\n", ""), ("drafted: red-white koi with 2 babies\n", "")], "1,0:",
     "tiles are placed this turn only while placing or scoring", "Plättchen werden in diesem Zug nur"),
    ("three tiles in one turn", [("drafted: red-white koi with 2 babies", "drafted: red-white koi with 2 babies, cat")],
     "drafted:", "a turn takes one koi and one feature", "ein Zug nimmt einen Koi und ein Merkmal"),
    ("nothing drafted while placing", [("drafted: red-white koi with 2 babies\n", "")], "step:",
     "a player who is placing has one or two drafted tiles", "wer gerade legt, hat ein oder zwei"),
    ("two features placed in one turn", [("  -1,0: heron 2", "  0,1: bamboo 2, placed this turn\n  -1,0: heron 2")],
     "0,1:", "a turn places one koi and one feature, not two of a kind", "ein Zug legt einen Koi und ein Merkmal"),
    ("a marker before both tiles are placed", [("heron 1, placed this turn", "heron 1, placed this turn, marked by Ann")],
     "1,0:", "the marker goes on the new feature only once both tiles are placed", "der Marker kommt erst"),
    ("a step at the end of the game", [("turn: Ann", "turn: game over")], "step:",
     "at the end of the game nobody is taking a turn", "am Spielende ist niemand am Zug"),
    ("scored while placing", [("step: place", "step: place\nscored this turn: 1")], "scored this turn:",
     "features are scored this turn only in the scoring step", "Merkmale werden in diesem Zug nur"),
    ("a koi placed this turn next to an old heron",
     [("step: place\ndrafted: red-white koi with 2 babies\n", "step: score\n"),
      ("heron 1, placed this turn", "heron 1, placed this turn, marked by Ann\n"
                                    "  -1,1: red-white koi with 2 babies, placed this turn")], "-1,1:",
     "Heron: no koi may be placed next to a heron from an earlier turn (-1,1 is next to the heron at -1,0)",
     "Reiher: kein Koi darf neben einen Reiher"),
    ("the new feature without its marker", [("step: place\ndrafted: red-white koi with 2 babies\n", "step: score\n"),
                                            ("  -1,0: heron 2", "  2,0: red-white koi with 2 babies, placed this turn\n"
                                                            "  -1,0: heron 2")],
     "1,0:", "the feature placed this turn carries Ann's marker until it is scored",
     "das in diesem Zug gelegte Merkmal trägt den Marker von Ann"),
    ("the other drafted tile nowhere", [(", placed this turn", "")], "step:",
     "Ann took two tiles this turn: each is drafted, placed this turn", "Ann hat in diesem Zug zwei Plättchen"),
    ("an unknown step", [("step: place", "step: dancing")], "step:", "there is no step of a turn called “dancing”",
     "„dancing“ gibt es hier nicht als Schritt eines Zugs"),
]


@pytest.mark.parametrize("what,edits,at,en,de", STEP_CASES, ids=[c[0] for c in STEP_CASES])
def test_each_rule_of_a_turn_under_way_names_its_line(what, edits, at, en, de):
    text = HERON
    for old, new in edits:
        text = edit(text, old, new)
    line = line_of(text, at)
    err = error(text)
    assert err.line == line and str(err).startswith(f"line {line}: {en}"), str(err)
    assert str(error(text, "de")).startswith(f"Zeile {line}: {de}")


def test_the_new_feature_may_have_been_scored_already():
    text = edit(HERON, "step: place\ndrafted: red-white koi with 2 babies\n", "step: score\nscored this turn: 1\n")
    text = edit(text, "  -1,0: heron 2", "  2,0: red-white koi with 2 babies, placed this turn\n  -1,0: heron 2")
    s = G.from_position(POS.parse(text))
    assert s["scored_now"] == 1 and s["markers"] == {"-1,0": 1}
    assert G.legal_actions(s) == [{"t": "end"}]


def test_every_marker_out_while_scoring_only_after_placing_the_last():
    text = edit(HERON, "step: place\ndrafted: red-white koi with 2 babies\n", "step: score\n")
    text = edit(text, "  1,0: heron 1, placed this turn\n", "  1,0: heron 1, placed this turn\n"
                "  2,0: red-white koi with 2 babies, placed this turn\n  3,0: bamboo 2, marked by Ann\n"
                "  -2,0: black-red koi with 2 dragonflies\n  -3,0: fountain 2, marked by Ann\n"
                "  -1,1: black-red koi with 3 dragonflies\n  -1,2: fountain 3, marked by Ann\n")
    text = edit(text, "step: score\n", "step: score\nscored this turn: 1\n")
    err = error(text)        # heron 1 (placed this turn) was scored: Ann's three markers were out before
    assert str(err).startswith(f"line {line_of(text, '-1,2')}: Ann has 3 markers in the pond")
