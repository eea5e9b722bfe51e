"""Kōhaku positions (docs/positions/kohaku.md): text ⇄ data ⇄ state, the rules a position can break, dealing what
a text leaves out, and old JSON scoring positions migrated to the text format."""
from collections import Counter
from pathlib import Path

import pytest

from pondside.games.kohaku.options import OPTIONS
from support.play import walk
from support.positions import with_setup

from pondside import PositionError, Rng
from pondside.app import records
from pondside.games.kohaku import data as DT
from pondside.games.kohaku import position as PO
from pondside.games.kohaku import tiles as T
from pondside.games.kohaku.engine import GAME as G
from pondside.games.kohaku.options import PRESETS, kinds_in_play
from pondside.games.kohaku.scoring_position import score_position as old_score

ROOT = Path(__file__).resolve().parents[3]


# ------------------------------------------------------------------ round trips along random games
@pytest.mark.parametrize("n, preset, seed", [(2, "classic", 1), (3, "all_modules", 2), (1, "solo", 3),
                                             (4, "classic", 4), (2, "all_modules", 5)])
def test_every_writable_point_of_a_game_round_trips(n, preset, seed):
    seen = 0
    for state, legal in walk(G, n, seed, PRESETS[preset]):
        if not PO.can_write(state):
            assert state["phase"] in ("keep", "rival_pick")
            continue
        d = G.position_of(state)
        text = PO.write(d)
        assert PO.parse(text) == d
        assert PO.write(PO.parse(text)) == text
        s2 = G.from_position(d, seed=seed + 100)
        assert G.position_of(s2) == d
        assert G.legal_actions(s2) == legal
        assert G.scores(s2) == G.scores(state)
        assert s2["phase"] == state["phase"] and s2["ending"] == state["ending"]
        G.check_invariants(s2)
        seen += 1
    assert seen > 20


def test_the_finished_game_round_trips_with_its_winners():
    for seed in (7, 8):
        *_, (last, _) = walk(G, 2, seed, PRESETS["all_modules"])
        end = G.apply(last, G.legal_actions(last)[0])
        while not G.is_over(end):
            end = G.apply(end, G.legal_actions(end)[0])
        d = G.position_of(end)
        assert d["turn"] is None and "turn: over" in PO.write(d)
        s2 = G.from_position(PO.parse(PO.write(d)))
        assert G.is_over(s2) and G.scores(s2) == G.scores(end) and G.winners(s2) == G.winners(end)


@pytest.mark.parametrize("word", sorted(PO._w("en", "opt_words").values()))
def test_every_option_word_reads_and_writes_back(word):
    text = f"players: Ann, Ben\noptions: {word}\nturn: Ann\n"
    key, value = next((o.key, v) for o in OPTIONS for v in o.values() if str(v) in o.words and o.word(v) == word)
    if key == "sundials":           # every pond then begins with its sundial
        with pytest.raises(PositionError, match="line 2: with sundials, every pond begins with its sundial"):
            PO.parse(text)
        text += "pond Ann:\n  0,0: sundial 1\npond Ben:\n  0,0: sundial 2\n"
    d = PO.parse(text)
    if value == PO.DEFAULTS[key]:
        assert d["options"] == {} and PO.write(d) == "players: Ann, Ben\nturn: Ann\n"
        return
    assert d["options"] == {key: value} and PO.write(d) == text
    s = G.from_position(d)
    assert s["options"][key] == value and G.position_of(s) == d


def test_feature_sets_and_german_option_words():
    d = PO.parse("players: Ann, Ben\noptions: neue Merkmale, Katzenufer Süden\n"
                 "feature sets: butterflies, statues, bamboo, cats, herons, ducks\nturn: Ben\n")
    assert d["options"] == {"new_features": True, "cat_shore": "S",
                            "feature_sets": ["butterfly", "statue", "bamboo", "cat", "heron", "duck"]}
    assert PO.write(d) == ("players: Ann, Ben\noptions: new features, cat shore south\n"
                           "feature sets: butterflies, statues, bamboo, cats, herons, ducks\nturn: Ben\n")
    s = G.from_position(d)
    assert "F-FO-1" not in s["feat_deck"] + s["board"] and "F-BA-1" in s["feat_deck"] + s["board"]


def test_a_player_name_the_text_cannot_hold_is_written_without_its_marks():
    s = G.new_game(["Ann: the first", "Ben"], 1, {})
    assert PO.can_write(s)
    assert PO.parse(PO.write(G.position_of(s)))["players"] == ["Ann the first", "Ben"]
    d = G.position_of(G.new_game(["Ann Lee", "Jean-Luc"], 1, {}))
    assert PO.parse(PO.write(d)) == d


# ------------------------------------------------------------------ a hand-written text
HAND = """\
# Ann has just taken two tiles
players: Ann, Ben
options: sundials
turn: Ann
first: Ben
compass: north coin, east baby koi, south frog, west red
board:
  red koi with 2 babies, turtle 3, black-red koi with 2 dragonflies, frog 1
  rock 2, white koi with 3 babies, statue 1, yellow-white koi with 2 babies
  black koi with 2 babies, red flower 1, red-white koi with 3 babies, black-red dual flower
hand: yellow koi with 3 dragonflies, turtle
pond Ann:
  0,0: sundial 1
  1,0: red koi with 3 babies
  2,0: frog 2
pond Ben:
  0,0: Sonnenuhr 2
  0,1: white-black koi with 2 babies
"""


def test_a_hand_written_text_builds_the_state_it_says():
    d = PO.parse(HAND)
    assert d["turn"] == 0 and d["first"] == 1 and d["options"] == {"sundials": True}
    assert d["hand"] == ["S-Y-D3", "F-TU-1"]         # turtle 3 is on the board: "turtle" is copy 1
    assert d["ponds"][1] == {"0,0": "SD-2", "0,1": "T-BW-B2"}
    s = G.from_position(d, seed=5)
    assert s["phase"] == "place" and s["to_move"] == 0 and s["first"] == 1
    assert s["board"][0] == "S-R-B2" and s["board"][11] == "F-DF-BR" and s["board"][5] == "S-W-B3"
    assert s["compass"] == {"N": "coin", "E": "baby", "S": "frog", "W": "red"}
    assert s["ponds"][0] == {"0,0": "SD-1", "1,0": "S-R-B3", "2,0": "F-FR-2"}
    assert {a["tile"] for a in G.legal_actions(s)} == {"S-Y-D3", "F-TU-1"}
    # the koi removed at set-up: 7 with two players, never a tile that is elsewhere
    assert len(s["removed"]) == DT.RANDOM_REMOVALS[2]
    G.check_invariants(s)
    assert PO.write(d).startswith("players: Ann, Ben\noptions: sundials\nturn: Ann\nfirst: Ben\n")


def test_a_position_that_leaves_out_the_decks_deals_every_tile_once():
    d = PO.parse(HAND)
    s = G.from_position(d, seed=11)
    n, o = 2, s["options"]
    everything = list(s["koi_deck"]) + s["feat_deck"] + s["removed"] + [t for t in s["board"] if t] + s["hand"]
    everything += [t for P in s["ponds"] for t in P.values() if T.kind(t) != "sundial"]
    assert Counter(everything) == Counter(G.koi_in_play(n, o) + T.feature_ids(kinds_in_play(o)))
    other = G.from_position(d, seed=12)
    assert other["koi_deck"] != s["koi_deck"]                   # dealt with the rng
    assert G.position_of(other) == d                             # and still the position written
    # without a board, the board is dealt too
    s3 = G.from_position(PO.parse("players: Ann, Ben, Cy\nturn: Cy\n"), seed=3)
    assert all(s3["board"]) and s3["to_move"] == 2 and len(s3["removed"]) == DT.RANDOM_REMOVALS[3]
    G.check_invariants(s3)


def test_a_game_from_a_position_plays_to_the_end_and_saves():
    for seed in range(4):
        s = G.from_position(PO.parse(HAND), seed=seed)
        rng = Rng.from_seed(seed)
        k = 0
        while not G.is_over(s):
            s = G.apply(s, rng.choice(G.legal_actions(s)))
            k += 1
            if k % 15 == 0:
                assert G.from_json(G.to_json(s)) == s
                assert records.decode_link(records.encode_link(s)) == s
        assert G.from_json(G.to_json(s)) == s
        assert records.load_record(records.save_text(s)) == s
        assert len(G.scores(s)) == 2


def test_a_full_deck_written_is_kept_in_its_order():
    base = G.from_position(PO.parse(HAND), seed=1)
    d = G.position_of(G.apply(base, G.legal_actions(base)[0]))
    assert d["koi_deck"] == list(reversed(G.apply(base, G.legal_actions(base)[0])["koi_deck"]))
    s = G.from_position(d, seed=99)
    assert s["koi_deck"] == list(reversed(d["koi_deck"])) and s["removed"] == d["removed"]


# ------------------------------------------------------------------ the rules a position can break
P2 = "players: Ann, Ben\nturn: Ann\n"
SD = "pond Ann:\n  0,0: sundial\npond Ben:\n  0,0: sundial\n"
CASES = [
    # (text, line, English start, a German word of that message)
    (P2 + "pond Ann:\n  0,0: red koi with 2 babies\n  1,0: white koi with 2 babies\n", 5,
     "a koi may not touch another koi", "Koi"),
    (P2 + "pond Ann:\n  0,0: turtle\n  0,1: frog\n", 5, "a feature may not touch another feature", "Merkmal"),
    (P2 + "options: new features\npond Ben:\n  0,0: cat\n  0,-1: red koi with 2 babies\n", 6,
     "no koi may lie on a cat's shore side (the north side of the cat at 0,0)", "Uferseite"),
    (P2 + "options: new features, cat shore east\npond Ben:\n  0,0: cat 1\n  1,0: red koi with 2 babies\n", 6,
     "no koi may lie on a cat's shore side (the east side", "Katze"),
    (P2 + "options: sundials\npond Ann:\n  0,0: sundial\n  1,0: red koi with 2 babies\n  2,0: sundial\n", 7,
     "a pond has only one sundial", "Sonnenuhr"),
    (P2 + "options: sundials\npond Ann:\n  1,0: red koi with 2 babies\n", 4,
     "with sundials, every pond begins with its sundial", "Sonnenuhr"),
    (P2 + "compass: north coin, east baby koi, south frog, west red\n", 3,
     "compass cards are only used with sundials", "Sonnenuhren"),
    (P2 + "options: sundials\ncompass: north coin, east coin, south frog, west red\n" + SD, 4,
     "there is only one Coin compass card", "Kompasskarte"),
    (P2 + "options: sundials\ncompass: north coin, east baby koi, south frog\n" + SD, 4,
     "the compass has one card for each of north, east, south and west", "Kompass"),
    (P2 + "options: sundials\ncompass: north cat, east baby koi, south frog, west red\n" + SD, 4,
     "the Cat compass card is not used without Cats", "Kompasskarte"),
    (P2 + "pond Ann:\n  0,0: turtle\n  0,0: red koi with 2 babies\n", 5, "the space 0,0 is given twice", "Feld"),
    (P2 + "pond Ann:\n  0,0: turtle 2\nhand: turtle 2\n", 5, "“turtle 2” is already in another place", "liegt"),
    (P2 + "pond Ann:\n  0,0: red koi with 2 babies\ndiscarded: red koi with 2 babies\n", 5,
     "there is only one red koi with 2 babies", "nur ein"),
    (P2 + "discarded: turtle, turtle, turtle, turtle, turtle, turtle, turtle\n", 3, "there are only 6 turtles",
     "Schildkröten"),
    (P2 + "pond Ann:\n  0,0: tortle\n", 4, "there is no tile called “tortle”", "Plättchen"),
    (P2 + "pond Ann:\n  0,0: turtle\n  1,0: red koi with 2 babies\n  5,5: frog\n", 6,
     "a pond is all in one piece: the tile at 5,5 is cut off", "Teich"),
    (P2 + "pond Ann:\n  0,0 turtle\n", 4, "a pond's line is “x,y: tile”", "Teichzeile"),
    (P2 + "pond Ann:\n  0,0: red-white koi with 3 stones\n", 4,
     "red-white koi with 3 stones is not played with 2 players", "Steinen"),
    (P2 + "pond Ann:\n  0,0: cat 1\n", 4, "cat 1 is not in this game", "Merkmalsset"),
    (P2 + "pond Ann:\n  0,0: blue koi\n", 4, "blue koi are a module", "Modul"),
    (P2 + "pond Ann:\n  0,0: sundial 1\n", 4, "sundials are a module", "Modul"),
    (P2 + "objective Ann: Curious Cats\n", 3, "hidden objectives are a module", "Modul"),
    ("players: Ann\nturn: Ann\noptions: hidden objectives\nobjective Ann: Florist\n", 4,
     "hidden objectives are not played solo", "solo"),
    (P2 + "options: hidden objectives\nobjective Ann: Florist\nobjective Ben: florist\n", 5,
     "there is only one Florist card", "Karte"),
    (P2 + "options: hidden objectives\nobjective Ann: Curious Cats\n", 4, "Curious Cats is not used without Cats",
     "ohne"),
    (P2 + "board:\n  turtle, red koi with 2 babies, frog, white koi with 2 babies\n  rock, rock, rock, rock\n", 3, "the board has 3 rows of 4 spaces", "Reihen"),
    (P2 + "board:\n  turtle 1, red koi with 2 babies, frog, white koi with 2 babies\n"
          "  red koi with 3 babies, rock, white koi with 3 babies, statue\n"
          "  rock, black koi with 2 babies, statue, black koi with 3 babies\n", 4,
     "turtle 1 cannot lie on a koi space (row 1, space 1)", "Schachbrett"),
    (P2 + "board:\n  empty, turtle 1, red koi with 2 babies, frog 1\n"
          "  rock 1, white koi with 3 babies, statue 1, black koi with 3 babies\n"
          "  red koi with 3 babies, rock 2, white koi with 2 babies, statue 2\n", 4,
     "a koi space of the board is empty only when the koi tiles have run out", "ausgegangen"),
    (P2 + "hand: red koi with 2 babies, white koi with 2 babies\n", 3,
     "the two tiles taken are one koi and one feature", "Koi"),
    ("players: Ann, Ben\nturn: over\nhand: turtle\n", 3, "nobody holds tiles when the game is over", "niemand"),
    (P2 + "new herons: 0,0\nhand: turtle\npond Ann:\n  0,0: frog\n", 3, "0,0 is not a heron", "Reiher"),
    (P2 + "rival pile: turtle\n", 3, "only a solo game has the rivals' pile", "Rivalen"),
    (P2 + "removed: red koi with 2 babies\n", 3, "with 2 players 7 koi are removed at set-up, not 1", "entfernt"),
    (P2 + "koi deck: red koi with 2 babies\n", 3,
     "26 koi tiles are in no place (for example black koi with 2 babies)", "nirgends"),
    (P2 + "feature deck: none\n", 3, "56 feature tiles are in no place", "Stapel"),
    ("players: A, B, C, D\nturn: A\nboard:\n" + "  empty, empty, empty, empty\n" * 3 + "removed: none\n", 7,
     "with 4 players 5 koi are removed at set-up, not 0", "Aufbau"),
    (P2 + "koi deck: turtle\n", 3, "turtle 1 is not a koi", "kein Koi"),
    (P2 + "turn: Cy\n", None, None, None),           # the turn twice: the common reader's rule
    ("players: Ann, Ben\nturn: Cy\n", 2, "there is no player called “Cy”", "Spieler"),
    ("players: Ann, Ben\n", None, "a position says whose turn it is", "Zug"),
    (P2 + "options: sundails\n", 3, "there is no option called “sundails”", "Option"),
    (P2 + "options: new features\nfeature sets: cats, herons\n", 4, "new features use 6 different feature sets, "
                                                                     "not 2", "Merkmalssets"),
    (P2 + "feature sets: cats, herons\n", 3, "feature sets are chosen only with “new features”", "Merkmalssets"),
]


@pytest.mark.parametrize("text, line, start, de", CASES)
def test_each_rule_names_itself_and_its_line(text, line, start, de):
    with pytest.raises(PositionError) as e:
        G.from_position(PO.parse(text))
    if start is None:
        return
    assert e.value.line == line
    assert str(e.value).startswith((f"line {line}: " if line else "") + start), str(e.value)
    with pytest.raises(PositionError) as e2:
        G.from_position(PO.parse(text, "de"), lang="de")
    assert de in str(e2.value) and (line is None or str(e2.value).startswith(f"Zeile {line}: "))
    assert str(e2.value) != str(e.value)


def test_the_same_rules_apply_to_position_data_without_lines():
    good = PO.parse(HAND)
    bad = dict(good, ponds=[{"0,0": "SD-1", "1,0": "S-R-B3", "2,0": "S-W-B2"}, good["ponds"][1]])
    with pytest.raises(PositionError) as e:
        G.from_position(bad)
    assert e.value.line is None and str(e.value).startswith("a koi may not touch another koi")
    with pytest.raises(PositionError, match="there is only one"):
        G.from_position(dict(good, discarded=["S-R-B3"]))
    with pytest.raises(PositionError, match="has no “colour”"):
        G.from_position(dict(good, colour="red"))
    with pytest.raises(PositionError, match="when the game is over"):     # no turn: the game is over
        G.from_position({k: v for k, v in good.items() if k != "turn"})
    with pytest.raises(PositionError, match="damaged"):
        G.from_position(dict(good, ponds="none"))
    with pytest.raises(PositionError, match="eine Sonnenuhr"):
        G.from_position(dict(good, ponds=[{"0,0": "SD-1", "1,0": "S-R-B3", "2,0": "SD-3"}, good["ponds"][1]]),
                        lang="de")
    # the data of an old save: a part it leaves out is left out of its text, and the text is read as written
    with pytest.raises(PositionError, match="one card for each of north, east, south and west"):
        G.from_position(dict(good, compass={"N": "coin", "E": "baby", "S": "frog"}))
    s = G.from_position({"players": ["Ann", "Ben"], "options": {}, "turn": 1})
    assert s["ponds"] == [{}, {}] and s["to_move"] == 1


def test_a_tampered_starting_position_is_refused_by_a_save():
    s = G.from_position(PO.parse(HAND), seed=2)
    s = G.apply(s, G.legal_actions(s)[0])
    bad = with_setup(s, discarded=["S-R-B3"])
    with pytest.raises(ValueError):
        G.from_json(G.to_json(bad))


def test_the_examples_of_the_document_read_and_build():
    import re
    doc = (ROOT / "docs" / "positions" / "kohaku.md").read_text(encoding="utf-8")
    examples = re.findall(r"```position\n(.*?)```", doc, re.S)
    assert len(examples) >= 2
    for text in examples:
        d = PO.parse(text)
        assert PO.parse(PO.write(d)) == d
        s = G.from_position(d)
        assert G.legal_actions(s) and G.position_of(s) == d
        assert not any(k in d for k in ("koi_deck", "feature_deck", "removed"))      # dealt at random


# ------------------------------------------------------------------ old JSON scoring positions
def _old_positions():
    """Every position the scoring tests score (recorded by running them), plus the old document's example."""
    seen = []

    class Recorder:
        def pytest_runtest_call(self, item):
            mod = item.module
            fn = getattr(mod, "score_position", None)
            if fn is None or getattr(fn, "recording", False):
                return

            def rec(pos, _fn=fn):
                import copy
                seen.append(copy.deepcopy(pos))
                return _fn(pos)
            rec.recording = True
            mod.score_position = rec

    files = [str(ROOT / "tests/games/kohaku/test_kohaku_scoring.py"),
             str(ROOT / "tests/games/kohaku/test_kohaku_modules.py")]
    args = ["-q", "-p", "no:cacheprovider", "-p", "no:timeout", "-o", "addopts=--import-mode=importlib", *files]
    assert pytest.main(args, plugins=[Recorder()]) == 0
    seen.append({"players": [{"name": "Ann", "pond": {"0,0": "F-SF-R-1", "0,-1": "T-BR-B2", "1,0": "S-R-B2",
                                                      "0,1": "T-RY-B2", "-1,0": "T-RW-B2"},
                              "objective": "curious_cats"}],
                 "modules": {"sundials": False, "objectives": False, "blue_koi": False, "new_features": False},
                 "compass": {"N": "coin", "E": "baby", "S": "frog", "W": "red"},
                 "rules": {"butterfly_blocked": False, "dual_flower_bonus": False},
                 "solo": {"rival": "medium", "pile": ["T-BR-B2", "F-TU-3"]}})
    return seen


RULES = ("a koi may not touch another koi", "a feature may not touch another feature", "a pond is all in one piece",
         "hidden objectives are not played solo", "with sundials, every pond begins with its sundial",
         "black-red koi with 3 stones is not played with 1 players")


def _same_score(a, b):
    strip = lambda r: {**r, "players": [{k: v for k, v in p.items() if k != "name"} for p in r["players"]]}  # noqa
    return strip(a) == strip(b)


def test_old_scoring_positions_migrate_with_the_same_scores():
    olds = _old_positions()
    assert len(olds) >= 20
    migrated = refused = 0
    for old in olds:
        try:
            old_score(old)
        except ValueError:
            continue                       # the scoring tests' own broken positions
        try:
            text = PO.migrate(old)
        except PositionError as e:
            assert str(e).startswith(RULES), str(e)
            refused += 1
            continue
        d = PO.parse(text)
        assert d["turn"] is None
        assert _same_score(old_score(PO.scoring_data(d)), old_score(old)), (old, text)
        assert PO.score_position(PO.scoring_data(d))["players"][0]["total"] == old_score(old)["players"][0]["total"]
        s = G.from_position(d)
        assert G.is_over(s)
        if not d.get("compass") and not d.get("objectives") and len(d["players"]) > 1:
            assert G.scores(s) == [p["total"] for p in old_score(old)["players"]]
        migrated += 1
    assert migrated >= 7 and refused, (migrated, refused)


def test_an_illegal_old_position_gives_a_clear_error():
    old = {"players": [{"name": "A", "pond": {"0,0": "S-R-B2", "1,0": "S-W-B2"}}]}
    with pytest.raises(PositionError) as e:
        PO.migrate(old)
    assert str(e.value).startswith("a koi may not touch another koi")
    old = {"players": [{"name": "A", "pond": {"0,0": "F-TU-1", "3,0": "F-FR-1"}}]}
    with pytest.raises(PositionError, match="one piece"):
        PO.migrate(old)


def test_the_old_functions_are_still_here():
    from pondside.games.kohaku.position import decode_position, encode_position, position_view, score_position
    pos = {"players": [{"name": "Ann", "pond": {"0,0": "F-TU-1"}}]}
    assert decode_position(encode_position(pos)) == pos
    assert score_position(pos)["players"][0]["total"] == DT.TURTLE
    assert position_view(pos)["phase"] == "position"
    text = PO.migrate(pos)
    assert text == "players: Ann\nturn: over\npond Ann:\n  0,0: turtle 1\n"
