"""Kokonana! rules, one test (or more) per rule (the game's README lists them)."""
import json

import pytest

from pondside import BadState, IllegalAction, Rng, games
from pondside.games.kokonana import bots, data as D, view as V

G = games.get("kokonana")


def make(n=3, **options):
    return G.new_game(n, 42, options)


def rig(state, sec="S", layout=None):
    """Lay the tiles of a section so that tiles 2k and 2k+1 are pair k (a known layout)."""
    size = len(state["tiles"][sec])
    state["tiles"][sec] = layout or [i // 2 for i in range(size)]
    return state


def do(state, *actions):
    for a in actions:
        state = G.apply(state, a)
    return state


def place(state, seat, space):
    state["pos"][seat] = space
    return state


def flip_pair(state, sec, i, j):
    return do(state, {"t": "flip", "s": sec, "i": i}, {"t": "flip", "s": sec, "i": j})


# ---------------------------------------------------------------- set-up
def test_setup_components():
    s = make(4)
    for sec in "SD":
        assert len(s["tiles"][sec]) == 20
        assert sorted(s["tiles"][sec]) == sorted(list(range(10)) * 2)
        assert not any(s["matched"][sec])
    assert sorted(s["temple"]) == sorted(D.KEYS + ["wall"] * 3)
    assert s["keys_left"] == D.KEYS and len(D.KEYS) == 5
    assert s["supply"] == 13 and s["talismans"] == [0, 0, 0, 0]
    assert s["pos"] == ["V"] * 4
    assert G.to_move(s) == 0


def test_player_counts():
    with pytest.raises(ValueError):
        G.new_game(1, 1)
    with pytest.raises(ValueError):
        G.new_game(5, 1)


# ---------------------------------------------------------------- a turn: hop
def test_first_player_has_no_hop_and_must_flip():
    s = make()
    assert s["turn"]["stage"] == "flip1"
    assert all(a["t"] == "flip" and a["s"] == "S" for a in G.legal_actions(s))
    with pytest.raises(IllegalAction, match="You hop at the start of your turn"):
        G.apply(s, {"t": "hop", "to": "S0"})


def test_hop_forward_diagonal_sideways_but_never_backward_or_face_down():
    s = rig(make())
    s["matched"]["S"] = [True] * 20
    place(s, 0, "S5")                       # column 2 (c=1), lane 2 (r=1)
    G._start_turn(s, 0)
    targets = sorted(a["to"] for a in G.legal_actions(s) if a["t"] == "hop")
    # forward S9, diagonal S8/S10, sideways S4/S6; never back to column 1 (S0..S3)
    assert targets == sorted(["S8", "S9", "S10", "S4", "S6"])
    s["matched"]["S"][9] = False
    targets = sorted(a["to"] for a in G.legal_actions(s) if a["t"] == "hop")
    assert "S9" not in targets
    with pytest.raises(IllegalAction, match="Face-down tiles are water"):
        G.apply(s, {"t": "hop", "to": "S9"})
    with pytest.raises(IllegalAction, match="one space forward, diagonally forward or sideways: from shallow water, "
                                            "row 2, lane 2 you can't reach shallow water, row 1, lane 2"):
        G.apply(s, {"t": "hop", "to": "S1"})


def test_no_diagonal_option():
    s = rig(make(diagonal_hops=False))
    s["matched"]["S"] = [True] * 20
    place(s, 0, "S5")
    G._start_turn(s, 0)
    assert sorted(a["to"] for a in G.legal_actions(s) if a["t"] == "hop") == ["S4", "S6", "S9"]


def test_village_reaches_every_first_column_tile_and_last_column_reaches_the_bank():
    s = make()
    assert G.neighbours(s, "V") == ["S0", "S1", "S2", "S3"]
    assert "B" in G.neighbours(s, "S17")
    assert "T" in G.neighbours(s, "D19")
    assert G.neighbours(s, "T") == []


def test_stone_capacity_two_and_one_in_two_player_game():
    s = make(3)
    s["matched"]["S"] = [True] * 20
    place(s, 1, "S0")
    place(s, 2, "S0")
    G._start_turn(s, 0)
    assert {"t": "hop", "to": "S0"} not in G.legal_actions(s)
    with pytest.raises(IllegalAction, match="That stepping stone is full: 2 is the most one stone holds\\."):
        G.apply(s, {"t": "hop", "to": "S0"})
    s2 = make(2)
    s2["matched"]["S"] = [True] * 20
    place(s2, 1, "S0")
    G._start_turn(s2, 0)
    assert {"t": "hop", "to": "S0"} not in G.legal_actions(s2)
    assert {"t": "hop", "to": "S1"} in G.legal_actions(s2)
    with pytest.raises(IllegalAction, match="1 is the most one stone holds when two play"):
        G.apply(s2, {"t": "hop", "to": "S0"})


def test_banks_unlimited_by_default_and_limit_option():
    s = make(4)
    s["matched"]["S"] = [True] * 20
    for seat in (1, 2, 3):
        place(s, seat, "B")
    place(s, 0, "S17")
    G._start_turn(s, 0)
    assert {"t": "hop", "to": "B"} in G.legal_actions(s)
    s = make(4, bank_capacity=2)
    s["matched"]["S"] = [True] * 20
    for seat in (1, 2):
        place(s, seat, "B")
    place(s, 0, "S17")
    G._start_turn(s, 0)
    assert {"t": "hop", "to": "B"} not in G.legal_actions(s)


def test_may_decline_to_hop():
    s = make()
    s["matched"]["S"] = [True] * 20
    G._start_turn(s, 0)
    s = do(s, {"t": "nohop"})
    assert s["turn"]["stage"] == "flip1" and s["pos"][0] == "V"


# ---------------------------------------------------------------- sandbank keys
def test_reaching_the_sandbank_takes_one_key_which_is_mandatory():
    s = make()
    s["matched"]["S"] = [True] * 20
    place(s, 0, "S16")
    G._start_turn(s, 0)
    s = do(s, {"t": "hop", "to": "B"})
    assert s["turn"]["stage"] == "key"
    assert {"t": "nokey"} not in G.legal_actions(s)
    with pytest.raises(IllegalAction, match="You reached the sandbank: take a key first"):
        G.apply(s, {"t": "flip", "s": "D", "i": 0})
    s = do(s, {"t": "key", "k": "purple"})
    assert s["key"][0] == "purple" and "purple" not in s["keys_left"]
    assert s["turn"]["stage"] == "flip1"
    assert all(a["s"] == "D" for a in G.legal_actions(s) if a["t"] == "flip")


def test_key_optional_variant():
    s = make(key_mandatory=False)
    s["matched"]["S"] = [True] * 20
    place(s, 0, "S16")
    G._start_turn(s, 0)
    s = do(s, {"t": "hop", "to": "B"})
    s = do(s, {"t": "nokey"})
    assert s["key"][0] is None and len(s["keys_left"]) == 5


# ---------------------------------------------------------------- a turn: flips
def test_flip_section_rules():
    s = rig(make())
    G._start_turn(s, 0)
    assert {a["s"] for a in G.legal_actions(s)} == {"S"}
    s["matched"]["S"] = [True] * 20            # no face-down shallow tile left: deep instead
    s["pos"][0] = "V"
    G._start_turn(s, 0)
    s = do(s, {"t": "nohop"})
    assert {a["s"] for a in G.legal_actions(s) if a["t"] == "flip"} == {"D"}
    s2 = rig(make())
    s2["matched"]["D"][0] = s2["matched"]["D"][1] = True
    place(s2, 0, "D0")                         # past the sandbank: deep only
    G._start_turn(s2, 0)
    s2 = do(s2, {"t": "nohop"})
    assert {a["s"] for a in G.legal_actions(s2) if a["t"] == "flip"} == {"D"}
    with pytest.raises(IllegalAction, match="Now you turn over tiles in the deep water"):
        G.apply(s2, {"t": "flip", "s": "S", "i": 0})


def test_second_flip_must_be_a_different_tile():
    s = rig(make())
    s = do(s, {"t": "flip", "s": "S", "i": 4})
    with pytest.raises(IllegalAction, match="The second tile must be a different tile"):
        G.apply(s, {"t": "flip", "s": "S", "i": 4})


def test_no_match_goes_back_face_down_after_looking():
    s = rig(make())
    s = flip_pair(s, "S", 0, 2)               # pairs 0 and 1: no match
    assert s["turn"]["stage"] == "after" and s["turn"]["reveal"]
    v = G.view(s, 1)
    assert v["tiles"]["S"][0] == 0 and v["tiles"]["S"][2] == 1    # everyone sees them now
    s = do(s, {"t": "end"})
    assert G.to_move(s) == 1
    assert s["matched"]["S"][0] is False and G.view(s, 1)["tiles"]["S"][0] is None
    assert G.view(s, 1)["seen"]["S"] == {"0": 0, "2": 1}         # remembered as public history


def test_match_makes_stepping_stones_and_a_free_hop_or_a_talisman():
    s = rig(make())
    s = flip_pair(s, "S", 0, 1)
    assert s["matched"]["S"][0] and s["matched"]["S"][1]
    assert s["turn"]["stage"] == "reward"
    acts = G.legal_actions(s)
    assert {"t": "fhop", "to": "S0"} in acts and {"t": "talisman"} in acts
    hopped = do(s, {"t": "fhop", "to": "S1"})
    assert hopped["pos"][0] == "S1" and G.to_move(hopped) == 1
    took = do(s, {"t": "talisman"})
    assert took["talismans"][0] == 1 and took["supply"] == 12
    # the new talisman may be spent at once (any time of one's own turn), so the turn ends on "end"
    assert G.to_move(took) == 0 and {"t": "thop", "to": "S0"} in G.legal_actions(took)
    assert G.to_move(do(took, {"t": "end"})) == 1


def test_empty_talisman_supply_gives_nothing():
    s = rig(make())
    s["supply"] = 0
    s["talismans"] = [13, 0, 0]
    s = flip_pair(s, "S", 0, 1)
    s = do(s, {"t": "talisman"})
    assert s["talismans"][0] == 13 and s["supply"] == 0


def test_no_legal_flip_skips_step_two():
    s = make()
    s["matched"]["S"] = [True] * 20
    s["matched"]["D"] = [True] * 20
    G._start_turn(s, 0)
    s = do(s, {"t": "nohop"})
    assert G.to_move(s) == 1


# ---------------------------------------------------------------- talismans
def test_talisman_extra_hop_and_several_per_turn():
    s = make()
    s["matched"]["S"] = [True] * 20
    s["talismans"] = [2, 0, 0]
    s["supply"] = 11
    G._start_turn(s, 0)
    s = do(s, {"t": "thop", "to": "S1"}, {"t": "thop", "to": "S5"})
    assert s["pos"][0] == "S5" and s["talismans"][0] == 0 and s["supply"] == 13
    assert s["turn"]["stage"] == "hop"        # the normal hop is still to come


def test_talisman_limit_option():
    s = make(talismans_per_turn=1)
    s["matched"]["S"] = [True] * 20
    s["talismans"] = [2, 0, 0]
    s["supply"] = 11
    G._start_turn(s, 0)
    s = do(s, {"t": "thop", "to": "S1"})
    with pytest.raises(IllegalAction, match="at most 1 talisman per turn"):
        G.apply(s, {"t": "thop", "to": "S5"})


def test_talisman_peek_needs_a_key_and_does_not_win_by_default():
    s = make()
    s["talismans"] = [1, 0, 0]
    s["supply"] = 12
    with pytest.raises(IllegalAction, match="with a talisman you need a key"):
        G.apply(s, {"t": "tpeek", "i": 0})
    s["key"][0] = s["temple"][3] if s["temple"][3] != "wall" else "black"
    s["keys_left"].remove(s["key"][0])
    lock = s["temple"].index(s["key"][0])
    s2 = do(s, {"t": "tpeek", "i": lock})
    assert not G.is_over(s2) and s2["known"][0][str(lock)] == s["key"][0]
    assert s2["talismans"][0] == 0
    s3 = make(talisman_peek_wins=True)
    s3["talismans"] = [1, 0, 0]
    s3["supply"] = 12
    s3["key"][0] = "black"
    s3["keys_left"].remove("black")
    s3 = do(s3, {"t": "tpeek", "i": s3["temple"].index("black")})
    assert G.is_over(s3) and G.winners(s3) == [0]


def test_peeks_are_private():
    s = make()
    s["talismans"] = [1, 0, 0]
    s["supply"] = 12
    s["key"][0] = "black"
    s["keys_left"].remove("black")
    s = do(s, {"t": "tpeek", "i": 2})
    assert G.view(s, 0)["known"] == {"2": s["temple"][2]}
    assert G.view(s, 1)["known"] == {}
    assert G.view(s, 1)["last_peek"] == [0, 2, "tpeek"]        # who looked where is public
    assert s["temple"][2] not in json.dumps(G.view(s, 1)["temple"])


# ---------------------------------------------------------------- the temple
def _on_temple(seat_key="black"):
    s = make()
    s["pos"][0] = "T"
    s["key"][0] = seat_key
    s["keys_left"].remove(seat_key)
    G._start_turn(s, 0)
    return s


def test_temple_bank_turn_is_a_single_peek_and_the_own_lock_wins():
    s = _on_temple()
    assert s["turn"]["stage"] == "peek"
    assert {a["t"] for a in G.legal_actions(s)} == {"peek"}
    wall = s["temple"].index("wall")
    s2 = do(s, {"t": "peek", "i": wall})
    assert s2["turn"]["stage"] == "peeked" and G.view(s2, 0)["peek_now"] == [wall, "wall"]
    assert G.view(s2, 1)["peek_now"] is None
    s2 = do(s2, {"t": "end"})
    assert G.to_move(s2) == 1
    s3 = do(s, {"t": "peek", "i": s["temple"].index("black")})
    assert G.is_over(s3) and G.winners(s3) == [0] and G.scores(s3) == [1, 0, 0]
    with pytest.raises(IllegalAction, match="Game over"):
        G.apply(s3, {"t": "end"})


def test_other_colour_lock_does_not_win():
    s = _on_temple("black")
    s = do(s, {"t": "peek", "i": s["temple"].index("purple")})
    assert not G.is_over(s)


def test_arriving_before_the_flip_peeks_that_turn():
    s = make()
    s["matched"]["D"] = [True] * 20
    s["pos"][0] = "D16"
    s["key"][0] = "black"
    s["keys_left"].remove("black")
    G._start_turn(s, 0)
    s = do(s, {"t": "hop", "to": "T"})
    assert s["turn"]["stage"] == "peek"


def test_arriving_by_free_hop_gives_no_peek_that_turn():
    s = rig(make(), "D")
    s["matched"]["D"][16] = True
    s["pos"][0] = "D16"
    s["key"][0] = "black"
    s["keys_left"].remove("black")
    G._start_turn(s, 0)
    s = do(s, {"t": "nohop"})
    s = flip_pair(s, "D", 0, 1)
    s = do(s, {"t": "fhop", "to": "T"})
    assert s["pos"][0] == "T" and G.to_move(s) == 1       # turn over, no peek
    s = do(s, *[{"t": "nohop"}] if G.legal_actions(s)[0]["t"] != "flip" else [])


# ---------------------------------------------------------------- younger children
def test_young_children_variant():
    s = make(young_children=True)
    assert sorted(s["temple"]) == sorted(D.KEYS)
    s["talismans"] = [1, 0, 0]
    s["supply"] = 12
    s["key"][0] = "black"
    s["keys_left"].remove("black")
    assert not [a for a in G.legal_actions(s) if a["t"] == "tpeek"]
    with pytest.raises(IllegalAction, match="younger children"):
        G.apply(s, {"t": "tpeek", "i": 0})


def test_grid_option_4x5():
    s = make(grid="4x5")
    assert len(s["tiles"]["S"]) == 20
    assert G.neighbours(s, "V") == ["S0", "S1", "S2", "S3", "S4"]
    assert "B" in G.neighbours(s, "S15")


# ---------------------------------------------------------------- contract details
def test_illegal_action_names_the_rule_and_changes_nothing():
    s = make()
    before = G.to_json(s)
    with pytest.raises(IllegalAction) as e:
        G.apply(s, {"t": "peek", "i": 0})
    assert "Only a runner on the temple bank looks into the temple" in str(e.value)
    assert G.to_json(s) == before


def test_views_hide_face_down_tiles_and_the_temple():
    s = make()
    for seat in range(3):
        v = G.view(s, seat)
        assert v["tiles"]["S"] == [None] * 20 and v["temple"] == [None] * 8
        assert "rng" not in v


def test_determinize_is_consistent_with_the_view():
    s = rig(make())
    s = flip_pair(s, "S", 0, 2)
    s = do(s, {"t": "end"})
    v = G.view(s, 1)
    d = G.determinize(v, 1, Rng(5))
    assert d["tiles"]["S"][0] == 0 and d["tiles"]["S"][2] == 1
    assert sorted(d["tiles"]["D"]) == sorted(list(range(10)) * 2)
    assert G.view(d, 1)["tiles"] == v["tiles"]


def test_check_invariants_catches_a_duplicated_key():
    s = make()
    s["key"][0] = "black"          # black is still on the sandbank too
    with pytest.raises(BadState, match="key"):
        G.check_invariants(s)


def test_log_lines_in_both_languages():
    s = rig(make())
    en = G.log_line(s, {"t": "flip", "s": "S", "i": 0}, "en")
    de = G.log_line(s, {"t": "flip", "s": "S", "i": 0}, "de")
    assert en == "Player 1 turns over shallow water, row 1, lane 1: turtle"
    assert de == "Player 1 dreht um: Flachwasser, Reihe 1, Bahn 1: Schildkröte"


def test_rules_page_lists_every_assumed_option_with_its_value():
    html = V.rules_html("en", G.default_options())
    for o in G.options_spec:
        if o.assumed:
            assert f"<b>{o.label['en']}</b>: " in html
    assert "<b>Size of the water</b>: 5 deep, 4 wide (12 hops to the temple)." in html
    assert "<b>Hop diagonally forward</b>: yes." in html
    assert "<b>Runners on a bank</b>: Any number." in html
    assert "The other pictures and colours are our own" in html


def test_memory_bot_beats_random():
    wins = 0
    games_n = 30
    for k in range(games_n):
        s = G.new_game(2, 500 + k)
        rng = Rng(k)
        level = ["memory", "random"] if k % 2 == 0 else ["random", "memory"]
        while not G.is_over(s):
            seat = G.to_move(s)
            a = bots.BOTS[level[seat]](G, G.view(s, seat), G.legal_actions(s), rng)
            s = G.apply_fast(s, a)
        wins += level[G.winners(s)[0]] == "memory"
    assert wins >= 0.7 * games_n, wins


def test_rules_page_numbers_come_from_the_data(monkeypatch):
    """The numbers on the rules page are formatted from data.py, never retyped in prose."""
    page = V.rules_html("en", G.default_options())
    assert "There are 13 talismans in the supply" in page and "at most 2 runners (1 runner when two play)" in page
    assert "The temple has 8 tiles, face down: 5 locks and 3 walls" in page
    monkeypatch.setattr(D, "TALISMAN_SUPPLY", 17)
    monkeypatch.setattr(D, "STONE_CAPACITY", 3)
    monkeypatch.setattr(D, "WALL_TILES", 4)
    en, de = V.rules_html("en", G.default_options()), V.rules_html("de", G.default_options())
    assert "There are 17 talismans in the supply" in en and "Im Vorrat liegen 17 Talismane" in de
    assert "at most 3 runners (1 runner when two play)" in en and "höchstens 3 Läufer" in de
    assert "The temple has 9 tiles, face down: 5 locks and 4 walls" in en and "9 verdeckte Plättchen" in de
    for page in (en, de):
        assert " 13 " not in page and "13" not in page
