"""Kokonana! set-up positions (docs/positions/kokonana.md): the text a person writes, the data behind it, the rules
it is checked by (with the line, in English and German), the hidden tiles dealt when left out, and games that
start from a position and play on."""
import re
from pathlib import Path

import pytest
from support.positions import refused_or_read_as_text, with_setup

from pondside import BadState, PositionError, Rng, games
from pondside.app import records
from pondside.games.kokonana import bots, data as D, position as P, rules as R
from support.play import walk

G = games.get("kokonana")
DOC = Path(__file__).resolve().parents[3] / "docs" / "positions" / "kokonana.md"
FORBIDDEN = re.compile(r"\b[a-z]+_[a-z0-9_]+\b|\b(True|False|None)\b|\b[SD]\d+\b|[{}]|Traceback|KeyError")


def _doc_blocks(kind):
    return re.findall(rf"```{kind}\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


MIDGAME = _doc_blocks("position")[0]
FINISHED = _doc_blocks("position")[1]


def rows(sec, lanes=4, depth=5, hidden=()):
    """Water rows with every pair face up (tiles 2k and 2k+1 show picture k), except the tiles in ``hidden``."""
    out = []
    for c in range(depth):
        cells = []
        for r in range(lanes):
            i = c * lanes + r
            word = G_MOTIF[sec][D.MOTIFS[sec][i // 2]]
            cells.append(f"hidden {word}" if i in hidden else word)
        out.append(f"  row {c + 1}: {', '.join(cells)}")
    return "\n".join(out)


G_MOTIF = {sec: {m: P.TEXT("en", "motif")[m] for m in D.MOTIFS[sec]} for sec in D.SECTIONS}
ALL_UP = f"shallow water:\n{rows('S')}\ndeep water:\n{rows('D')}\n"


def error(text, lang="en"):
    with pytest.raises(PositionError) as err:
        G.from_position(P.parse(text, lang), lang=lang)
    return err.value


def states(n_games=9, every=3):
    """Points along random games (every preset and table size), each at the start of a turn."""
    for k in range(n_games):
        n = 2 + k % 3
        opts = list(G.presets.values())[k % len(G.presets)]
        for i, (state, _legal) in enumerate(walk(G, n, 700 + k, opts)):
            if i % every == 0 and P.can_write(state):
                yield state


# ---------------------------------------------------------------- round trips
def test_a_state_s_position_reads_back_and_starts_the_same_state():
    seen = 0
    for state in states():
        data = G.position_of(state)
        text = P.write(data)
        assert P.parse(text) == data
        assert P.write(P.parse(text)) == text
        s2 = G.from_position(data, seed=5)
        for key in ("to_move", "turn", "tiles", "matched", "seen", "temple", "pos", "key", "keys_left", "talismans",
                    "supply", "known", "last_peek", "winner"):
            assert s2[key] == state[key], key
        assert G.legal_actions(s2) == G.legal_actions(state)
        for seat in [None] + list(range(len(state["players"]))):
            view1, view2 = G.view(state, seat), G.view(s2, seat)
            view1.pop("n_actions"), view2.pop("n_actions")
            assert view1 == view2
        seen += 1
    assert seen > 100


def test_every_start_of_a_turn_can_be_written_and_only_those():
    """can_write is true after every turn change (the rules module's start of a turn agrees with the engine's)
    and false in the middle of a turn (a tile turned over, a pair to reward, a key to take)."""
    for k in range(6):
        state = G.new_game(2 + k % 3, 40 + k, list(G.presets.values())[k % 3])
        rng = Rng.from_seed(k)
        assert P.can_write(state)
        while not G.is_over(state):
            before = state
            state = G.apply(state, rng.choice(G.legal_actions(state)))
            if state["to_move"] != before["to_move"] and not G.is_over(state):
                assert P.can_write(state)
            if state["turn"]["stage"] in ("flip2", "reward", "key", "peeked") or state["turn"]["reveal"]:
                assert not P.can_write(state)
        assert P.can_write(state)


def test_finished_games_read_back_over_with_the_same_winner():
    for k in range(6):
        opts = [{}, {"young_children": True}, {"talisman_peek_wins": True}, {"key_mandatory": False},
                {"grid": "4x5", "diagonal_hops": False}, {"bank_capacity": 1, "talismans_per_turn": 2}][k]
        state = G.new_game(2 + k % 3, 60 + k, opts)
        rng = Rng.from_seed(k)
        while not G.is_over(state):
            state = G.apply(state, rng.choice(G.legal_actions(state)))
        data = G.position_of(state)
        assert data["turn"] is None and data["winner"] == state["winner"]
        assert f"winner: {state['players'][state['winner']]['name']}" in P.write(data)
        s2 = G.from_position(P.parse(P.write(data)), seed=1)
        assert G.is_over(s2) and G.winners(s2) == G.winners(state) and G.scores(s2) == G.scores(state)
        assert G.legal_actions(s2) == [] and G.result_lines(s2) == G.result_lines(state)
        G.validate(s2)


@pytest.mark.parametrize("opts", [{}, {"young_children": True}, {"grid": "4x5"}, {"diagonal_hops": False},
                                  {"bank_capacity": 3}, {"talismans_per_turn": 13}, {"talisman_peek_wins": True},
                                  {"key_mandatory": False}])
def test_every_option_is_written_in_words_and_read_back(opts):
    data = G.position_of(G.new_game(3, 1, opts))
    text = P.write(data)
    assert data["options"] == opts and P.parse(text)["options"] == opts
    line = next((line for line in text.splitlines() if line.startswith("options:")), None)
    assert (line is None) == (not opts)
    assert line is None or not FORBIDDEN.search(line) and "x5" not in line


# ---------------------------------------------------------------- a hand-written text
def test_the_document_s_mid_game_builds_the_state_it_describes():
    assert P.write(P.parse(MIDGAME)) == MIDGAME          # the example is in the canonical form
    s = G.from_position(P.parse(MIDGAME), seed=9)
    assert [p["name"] for p in s["players"]] == ["Ann", "Ben", "Cleo"]
    assert s["to_move"] == 1 and s["turn"]["stage"] == "hop"
    assert s["pos"] == ["B", "S9", "S0"]               # row 3 lane 2 = 2 * 4 + 1; row 1 lane 1 = 0
    assert s["key"] == ["black", None, None] and s["keys_left"] == ["purple", "orange", "white", "green"]
    assert s["talismans"] == [1, 2, 0] and s["supply"] == D.TALISMAN_SUPPLY - 3
    turtle, crab = D.MOTIFS["S"].index("turtle"), D.MOTIFS["S"].index("crab")
    assert s["tiles"]["S"][0] == s["tiles"]["S"][3] == turtle and s["matched"]["S"][0] and s["matched"]["S"][3]
    assert s["tiles"]["S"][1] == crab and not s["matched"]["S"][1] and s["seen"]["S"]["1"] == crab
    assert "2" not in s["seen"]["S"]                  # "hidden snail": never turned up
    assert sum(s["matched"]["S"]) == 8 and not any(s["matched"]["D"])
    assert set(s["seen"]["D"]) == {"1", "8"}
    assert s["temple"] == ["wall", "purple", "white", "wall", "black", "orange", "wall", "green"]
    assert s["known"] == [{"1": "purple"}, {}, {}] and s["last_peek"] == [0, 1, "tpeek"]
    # Ben hops forward (diagonally too) or sideways onto the rocks, or stays; a talisman buys the same hops
    assert G.legal_actions(s) == [{"t": "hop", "to": "S13"}, {"t": "hop", "to": "S10"}, {"t": "nohop"},
                                  {"t": "thop", "to": "S13"}, {"t": "thop", "to": "S10"}]
    G.validate(s)
    assert G.view(s, 1)["known"] == {} and G.view(s, 0)["known"] == {"1": "purple"}


def test_german_names_of_pictures_and_keys_are_understood_and_written_in_english():
    text = ("players: Ann, Ben\nturn: Ben\nrunners:\n  Ann: sandbank, schwarz key\n"
            "shallow water:\n  row 1: Schildkröte, Schildkröte, ?, ?\n  row 2: Wels, Wels, ?, ?\n"
            "  row 3: Felsen, Felsen, ?, ?\n  row 4: Baumstamm, Baumstamm, ?, ?\n  row 5: Frosch, Frosch, ?, ?\n")
    data = P.parse(text, "de")
    assert data["key"][0] == "black" and data["tiles"]["S"][:2] == ["turtle", "turtle"]
    assert "row 1: turtle, turtle, ?, ?" in P.write(data) and "black key" in P.write(data)


# ---------------------------------------------------------------- what a text leaves out is dealt
def test_a_position_that_leaves_out_the_hidden_tiles_deals_them_all_once():
    partial = _doc_blocks("position-partial")[1]
    data = P.parse(partial)
    assert data["tiles"]["S"][2] is None and data["temple"] == [None] * 8
    deals = set()
    for seed in range(6):
        s = G.from_position(data, seed=seed)
        for sec in D.SECTIONS:                         # every picture on exactly two tiles of its water
            assert sorted(s["tiles"][sec]) == sorted(p for p in range(D.PAIRS_PER_SECTION) for _ in (0, 1))
            for i, m in enumerate(data["tiles"][sec]):
                if m is not None:
                    assert s["tiles"][sec][i] == D.MOTIFS[sec].index(m)
        assert sorted(s["temple"]) == sorted(D.KEYS + ["wall"] * D.WALL_TILES)
        assert s["temple"][1] == "purple"             # what Ann saw stays where she saw it
        G.check_invariants(s)
        G.validate(s)
        deals.add((tuple(s["tiles"]["S"]), tuple(s["tiles"]["D"]), tuple(s["temple"])))
        again = G.from_position(data, seed=seed)
        assert again == s                              # the same seed deals the same
    assert len(deals) == 6


def test_the_shortest_position_is_a_fresh_game():
    data = P.parse(_doc_blocks("position-partial")[0])
    s = G.from_position(data, seed=3)
    fresh = G.new_game(["Ann", "Ben"], 3)
    assert s["pos"] == fresh["pos"] and s["turn"] == fresh["turn"] and G.legal_actions(s) == G.legal_actions(fresh)
    assert P.write(data) == "players: Ann, Ben\nturn: Ann\nrunners:\n  Ann: village bank\n  Ben: village bank\n"


def test_the_young_children_variant_has_five_temple_tiles():
    data = P.parse("players: Ann, Ben\noptions: variant for younger children\nturn: Ben\n"
                   "temple: black lock, ?, ?, ?, ?\n")
    s = G.from_position(data, seed=2)
    assert s["temple"][0] == "black" and sorted(s["temple"]) == sorted(D.KEYS)


# ---------------------------------------------------------------- a game from a position plays on
def test_games_from_positions_play_to_the_end_and_save_and_link():
    for k, text in enumerate([MIDGAME, _doc_blocks("position-partial")[1], _doc_blocks("position-partial")[0]]):
        s = G.from_position(P.parse(text), seed=k)
        rng = Rng.from_seed(k)
        steps = 0
        while not G.is_over(s):
            legal = G.legal_actions(s)
            act = bots.BOTS["memory"](G, G.view(s, s["to_move"]), legal, rng) if k % 2 else rng.choice(legal)
            s = G.apply(s, act)
            steps += 1
            if steps == 25:
                assert records.load_record(records.save_text(s)) == s
                assert records.decode_link(records.encode_link(s)) == s
        assert G.winners(s) and steps < G.max_actions
        assert G.from_json(G.to_json(s)) == s
        G.check_invariants(s)
        assert s["setup"] == P.write(P.parse(text))          # the game keeps the position's canonical text
        tampered = with_setup(s, pos=["T"] * len(s["players"]))
        with pytest.raises(BadState):
            G.from_json(G.to_json(tampered))


def test_the_start_of_a_saved_game_is_the_position_and_replays_from_it():
    s = G.from_position(P.parse(MIDGAME), seed=4)
    s1 = G.apply(s, {"t": "hop", "to": "S13"})
    assert G.replay_state(s1, 0)["pos"] == s["pos"]
    assert G.position_of(G.replay_state(s1, 0)) == P.parse(MIDGAME)


# ---------------------------------------------------------------- every rule, with its line, in both languages
SHALLOW_PATH = ("shallow water:\n  row 1: turtle, turtle, ?, ?\n  row 2: log, log, ?, ?\n  row 3: rocks, rocks, ?, ?\n"
                "  row 4: frog, frog, ?, ?\n  row 5: crab, crab, ?, ?\n")
HEAD = "players: Ann, Ben\nturn: Ann\n"

CASES = [
    # (text, line, English start, German start)
    ("players: Ann, Ben\n", 1, "say whose turn it is", "sag, wer am Zug ist"),
    (HEAD + "winner: Ann\n", 3, "when someone has won the game is over", "hat jemand gewonnen"),
    ("players: Ann, Ben\nturn: Zoe\n", 2, "there is no player called “Zoe”", "„Zoe“ gibt es hier nicht als Spieler"),
    ("players: Ann, Ben\noptions: flying runners\nturn: Ann\n", 2, "there is no option “flying runners”",
     "es gibt keine Option „flying runners“"),
    ("players: Ann, Ben\noptions: no diagonal hops, diagonal hops\nturn: Ann\n", 2,
     "the option “Hop diagonally forward” is given twice", "die Option „Schräg vorwärts hüpfen“ steht zweimal da"),
    (HEAD + "runners: Ann on the sandbank\n", 3, "write what “runners” holds on the lines below it",
     "schreib, was zu „runners“ gehört"),
    (HEAD + "runners:\n  Ann village bank\n", 4, "write a runner as “Ann: sandbank, black key, 2 talismans”",
     "schreib einen Läufer als"),
    (HEAD + "runners:\n  Ann: village bank\n  ann: village bank\n", 5, "Ann's runner is given twice",
     "der Läufer von Ann steht zweimal da"),
    (HEAD + "runners:\n  Ann: the moon\n", 4, "“the moon” is not a place, a key or talismans",
     "„the moon“ ist kein Ort"),
    (HEAD + "runners:\n  Ann: shallow row 9 lane 1\n", 4, "the row must be from 1 to 5, not 9",
     "die Reihe muss zwischen 1 und 5 liegen"),
    (HEAD + "runners:\n  Ann: village bank, sandbank\n", 4, "a runner stands on one place only",
     "ein Läufer steht nur an einem Ort"),
    (HEAD + "runners:\n  Ann: shallow row 1 lane 2\n", 4, "a runner stands only on a stepping stone (a pair turned "
     "face up): shallow water, row 1, lane 2 is face down", "ein Läufer steht nur auf einem Trittstein"),
    (HEAD + "runners:\n  Ann: sandbank, black key\n", 4, "Ann's runner cannot have reached the sandbank: no path of "
     "stepping stones", "der Läufer von Ann kann die Sandbank nicht erreicht haben"),
    (HEAD + "runners:\n  Ann: shallow row 1 lane 1\n  Ben: shallow row 1 lane 1\nshallow water:\n"
     "  row 1: turtle, turtle, ?, ?\n", 5, "a stepping stone holds at most 1 runner when two play",
     "auf einem Trittstein stehen höchstens 1 Läufer, wenn zwei spielen"),
    ("players: Ann, Ben\noptions: at most 1 runner on a bank\nturn: Ann\nrunners:\n  Ann: sandbank, black key\n"
     "  Ben: sandbank, white key\n" + SHALLOW_PATH, 6, "the sandbank holds at most 1 runner (house rule)",
     "die Sandbank hat Platz für höchstens 1 Läufer (Hausregel)"),
    (HEAD + "runners:\n  Ann: village bank, black key\n", 4, "a runner takes its key on the sandbank",
     "ein Läufer nimmt seinen Schlüssel auf der Sandbank"),
    (HEAD + "runners:\n  Ann: sandbank, green key\n  Ben: sandbank, green key\n" + SHALLOW_PATH, 5,
     "there is only one green key", "es gibt nur einen Schlüssel in grün"),
    (HEAD + "runners:\n  Ann: sandbank\n" + SHALLOW_PATH, 4, "Ann's runner has reached the sandbank, so it took a "
     "key there", "der Läufer von Ann hat die Sandbank erreicht"),
    (HEAD + "runners:\n  Ann: village bank, red key\n", 4, "there is no “red” key", "es gibt keinen Schlüssel „red“"),
    (HEAD + "runners:\n  Ann: village bank, 8 talismans\n  Ben: village bank, 6 talismans\n" + ALL_UP, 5,
     "there are only 13 talismans", "es gibt nur 13 Talismane"),
    (HEAD + "runners:\n  Ann: village bank, 1 talisman\n  Ben: village bank, 1 talisman\n"
     "shallow water:\n  row 2: frog, ?, frog, ?\n", 5, "a talisman is the reward for a pair, and the river has 1 pair "
     "face up", "ein Talisman ist die Belohnung für ein Paar, und im Fluss sind 1 Paar aufgedeckt"),
    ("players: Ann, Ben\noptions: a talisman look can win\nturn: Ann\nrunners:\n  Ann: sandbank, black key\n"
     + SHALLOW_PATH + "temple looks:\n  Ann: tile 5 black lock\n", 13, "Ann has seen the black lock, the lock of "
     "Ann's key, so Ann has won", "Ann hat das schwarze Schloss gesehen"),
    (HEAD + "runners:\n  Ann: village bank, many talismans\n", 4, "the number of talismans must be a whole number",
     "die Zahl der Talismane muss eine ganze Zahl sein"),
    (HEAD + "shallow water:\n  turtle, turtle, ?, ?\n", 4, "write a row of the shallow water as “row 1: turtle, "
     "turtle, seen catfish, hidden rocks”", "schreib eine Reihe im Flachwasser als"),
    (HEAD + "shallow water:\n  row 1: ?, ?, ?, ?\n  row 1: ?, ?, ?, ?\n", 5, "row 1 of the shallow water is given "
     "twice", "Reihe 1 im Flachwasser steht zweimal da"),
    (HEAD + "deep water:\n  row 2: ?, ?, ?\n", 4, "a row of the deep water has 4 tiles, one for each lane, not 3",
     "eine Reihe im Tiefwasser hat 4 Plättchen"),
    (HEAD + "shallow water:\n  row 1: koi, koi, ?, ?\n", 4, "“koi” is a picture of the deep water, not of the "
     "shallow water", "„Koi“ ist ein Bild aus dem Tiefwasser"),
    (HEAD + "shallow water:\n  row 1: dragon, ?, ?, ?\n", 4, "there is no picture in the shallow water called "
     "“dragon”", "„dragon“ gibt es hier nicht als Bild im Flachwasser"),
    (HEAD + "shallow water:\n  row 1: turtle, turtle, ?, ?\n  row 3: ?, ?, seen turtle, ?\n", 5,
     "there are only two turtle tiles in the shallow water", "im Flachwasser gibt es nur zwei Plättchen mit "
     "Schildkröte"),
    (HEAD + "shallow water:\n  row 1: log, ?, ?, seen log\n", 4, "a pair stays face up together: the other log must "
     "be face up too", "ein Paar bleibt zusammen offen liegen"),
    (HEAD + "deep water:\n  row 4: ?, seen koi, ?, ?\n", 4, "tiles in the deep water are turned over only once a "
     "runner has reached the sandbank", "im Tiefwasser wird erst umgedreht"),
    (HEAD + "temple: wall, wall\n", 3, "the temple has 8 tiles, not 2", "der Tempel hat 8 Plättchen, nicht 2"),
    (HEAD + "temple: red lock, ?, ?, ?, ?, ?, ?, ?\n", 3, "there is no temple tile called “red lock”",
     "„red lock“ gibt es hier nicht als Tempelplättchen"),
    (HEAD + "temple: black lock, ?, black, ?, ?, ?, ?, ?\n", 3, "the temple holds the black lock only once",
     "im Tempel liegt das schwarze Schloss nur einmal"),
    (HEAD + "temple: wall, wall, wall, ?, ?, ?, ?, wall\n", 3, "the temple has only 3 walls",
     "der Tempel hat nur 3 Mauern"),
    ("players: Ann, Ben\noptions: variant for younger children\nturn: Ann\ntemple: wall, ?, ?, ?, ?\n", 4,
     "in the variant for younger children the temple has no walls", "in der Variante für jüngere Kinder hat der "
     "Tempel keine Mauern"),
    (HEAD + "temple looks:\n  Ann saw a wall\n", 4, "write what a player saw as “Ann: tile 2 wall, tile 5 black lock”",
     "schreib, was ein Spieler gesehen hat"),
    (HEAD + "temple looks:\n  Ann: tile 9 wall\n", 4, "the temple tile must be from 1 to 8, not 9",
     "das Tempelplättchen muss zwischen 1 und 8 liegen"),
    (HEAD + "temple looks:\n  Ann: tile 2 ?\n", 4, "a look shows a wall or a lock", "ein Blick zeigt eine Mauer"),
    (HEAD + "temple looks:\n  Ann: tile 2 wall, tile 2 wall\n", 4, "Ann's look at temple tile 2 is given twice",
     "der Blick von Ann auf Tempelplättchen 2 steht zweimal da"),
    (HEAD + "runners:\n  Ann: temple bank, black key\n" + ALL_UP + "temple looks:\n  Ann: tile 1 wall\n  ann: tile 2 wall\n",
     19, "what Ann saw in the temple is given twice", "was Ann im Tempel gesehen hat, steht zweimal da"),
    (HEAD + "runners:\n  Ann: temple bank, black key\n  Ben: temple bank, white key\n" + ALL_UP
     + "temple looks:\n  Ann: tile 1 wall\n  Ben: tile 1 green lock\n", 20,
     "temple tile 1 cannot be both a wall and the green lock", "Tempelplättchen 1 kann nicht zugleich eine Mauer und "
     "das grüne Schloss sein"),
    (HEAD + "temple looks:\n  Ann: tile 4 wall\n", 4, "Ann cannot have looked into the temple yet: a look needs the "
     "temple bank, or a key and a talisman", "Ann kann noch nicht in den Tempel geschaut haben"),
    ("players: Ann, Ben\noptions: variant for younger children\nturn: Ann\nrunners:\n  Ann: sandbank, black key\n"
     + SHALLOW_PATH + "temple looks:\n  Ann: tile 4 white lock\n", 13, "Ann cannot have looked into the temple yet: "
     "in the variant for younger children only a runner on the temple bank looks", "Ann kann noch nicht in den "
     "Tempel geschaut haben: in der Variante"),
    (HEAD + "runners:\n  Ann: sandbank, black key\n" + SHALLOW_PATH
     + "temple: wall, purple lock, ?, ?, ?, ?, ?, ?\ntemple looks:\n  Ann: tile 2 wall\n", 13,
     "temple tile 2 cannot be both the purple lock and a wall", "Tempelplättchen 2 kann nicht zugleich das lila "
     "Schloss und eine Mauer sein"),
    (HEAD + "runners:\n  Ann: sandbank, black key\n  Ben: sandbank, white key\n" + SHALLOW_PATH
     + "temple looks:\n  Ann: tile 1 black lock\n  Ben: tile 3 black lock\n", 14,
     "the temple holds the black lock only once", "im Tempel liegt das schwarze Schloss nur einmal"),
    ("players: Ann, Ben\nwinner: Ann\n", 2, "Ann cannot have won without a key", "Ann kann ohne Schlüssel nicht "
     "gewonnen haben"),
    ("players: Ann, Ben\nwinner: Ann\nrunners:\n  Ann: sandbank, black key\n" + SHALLOW_PATH
     + "temple looks:\n  Ann: tile 1 black lock\n", 2, "Ann cannot have won: a runner wins by looking into the "
     "temple from the temple bank", "Ann kann nicht gewonnen haben"),
    ("players: Ann, Ben\nwinner: Ann\nrunners:\n  Ann: temple bank, black key\n" + ALL_UP, 2,
     "Ann has won, so Ann has seen the black lock: give its temple tile under “temple looks”",
     "Ann hat gewonnen, hat also das schwarze Schloss gesehen"),
    (HEAD + "last look: Ann\n", 3, "write the last look as “Ann, tile 3”", "schreib den letzten Blick als"),
    (HEAD + "runners:\n  Ann: sandbank, black key\n" + SHALLOW_PATH + "last look: Ann, tile 3, with a talisman\n",
     11, "Ann's last look was at temple tile 3: give what Ann saw there", "der letzte Blick von Ann ging auf "
     "Tempelplättchen 3"),
    (HEAD + "runners:\n  Ann: sandbank, black key\n" + SHALLOW_PATH
     + "temple looks:\n  Ann: tile 3 wall\nlast look: Ann, tile 3\n", 13, "only a runner on the temple bank looks "
     "into the temple without a talisman", "ohne Talisman schaut nur ein Läufer auf dem Tempelufer"),
    ("players: Ann, Ben\noptions: a key is optional\nturn: Ann\nrunners:\n  Ann: temple bank\n" + ALL_UP
     + "temple looks:\n  Ann: tile 3 wall\nlast look: Ann, tile 3, with a talisman\n", 20,
     "a look with a talisman needs a key", "ein Blick mit Talisman braucht einen Schlüssel"),
]


@pytest.mark.parametrize("text,line,en,de", CASES, ids=[c[2][:40] for c in CASES])
def test_each_rule_names_the_line_and_the_rule_in_english_and_german(text, line, en, de):
    e = error(text, "en")
    assert e.line == line and str(e).startswith(f"line {line}: {en}"), str(e)
    g = error(text, "de")
    assert g.line == line and str(g).startswith(f"Zeile {line}: {de}"), str(g)
    assert g.message != e.message
    for msg in (e.message, g.message):
        assert not FORBIDDEN.search(msg), msg


def test_a_player_who_could_do_nothing_cannot_be_the_one_to_move():
    """Every tile face up, the temple bank full (house rule) and the stone beside taken: Ann can't hop, has
    nothing to turn over and no talisman."""
    text = ("players: Ann, Ben, Cleo, Dan\noptions: at most 1 runner on a bank\nturn: Ann\nrunners:\n"
            "  Ann: deep row 5 lane 1, black key\n  Ben: temple bank, purple key\n  Cleo: deep row 5 lane 2, orange key\n"
            "  Dan: deep row 5 lane 2, white key\n" + ALL_UP)
    e = error(text)
    assert e.line == 3 and e.message.startswith("Ann could do nothing this turn")
    assert error(text, "de").message.startswith("Ann könnte in diesem Zug nichts tun")
    # with a talisman Ann can look into the temple: the position is fine
    ok = text.replace("deep row 5 lane 1, black key", "deep row 5 lane 1, black key, 1 talisman")
    s = G.from_position(P.parse(ok))
    assert s["to_move"] == 0 and {a["t"] for a in G.legal_actions(s)} == {"end", "tpeek"}


def test_what_the_options_allow_is_accepted():
    free = HEAD + "options: a key is optional\nrunners:\n  Ann: sandbank\n" + SHALLOW_PATH
    free = free.replace("turn: Ann\noptions: a key is optional\n", "options: a key is optional\nturn: Ann\n")
    assert G.from_position(P.parse(free))["key"] == [None, None]
    wins = ("players: Ann, Ben\noptions: a talisman look can win\nwinner: Ann\nrunners:\n  Ann: sandbank, black key\n"
            + SHALLOW_PATH + "temple looks:\n  Ann: tile 5 black lock\n")
    s = G.from_position(P.parse(wins))
    assert G.winners(s) == [0] and s["temple"][4] == "black"
    three = ("players: Ann, Ben, Cleo\nturn: Ann\nrunners:\n  Ann: shallow row 1 lane 1\n  Ben: shallow row 1 lane 1\n"
             "shallow water:\n  row 1: turtle, turtle, ?, ?\n")
    assert G.from_position(P.parse(three))["pos"][:2] == ["S0", "S0"]     # 2 runners a stone with 3 players


def test_the_document_s_broken_examples_and_rules_are_in_player_words():
    text = DOC.read_text(encoding="utf-8")
    for sec in D.SECTIONS:
        for m in D.MOTIFS[sec]:
            assert P.TEXT("en", "motif")[m] in text
    for phrase, (_key, _value) in P.option_phrases().items():
        if not phrase.startswith("at most") or phrase.startswith(("at most 1 ", "at most 4 runners", "at most 13")):
            assert phrase in text, phrase
    assert not re.search(r"\b(setup_position|of_state|matched|to_move|None|True|False)\b", text)
    # the numbers of the rules are the data's
    assert f"{D.TALISMAN_SUPPLY} in all" in text and f"at most {D.WALL_TILES} walls" in text
    assert f"at most {D.STONE_CAPACITY} runners ({D.STONE_CAPACITY_2P} when two play)" in text
    depth, lanes = D.GRIDS[D.DEFAULT_GRID]
    assert f"row {depth} next to the sandbank" in text and f"1 to {lanes}," in text


# ---------------------------------------------------------------- the same rules for data (a link, an editor)
def _data(text):
    return P.parse(text)


def test_data_breaking_a_rule_is_refused_with_the_same_words_and_no_line():
    good = _data(MIDGAME)
    cases = [
        (dict(good, pos=["B", "S1", "S0"]), "a runner stands only on a stepping stone"),
        (dict(good, key=["black", "black", None]), "a runner takes its key on the sandbank"),
        (dict(good, talismans=[3, 2, 0]), "a talisman is the reward for a pair, and the river has 4 pairs face up"),
        (dict(good, known=[{"1": "wall"}, {}, {}]), "temple tile 2 cannot be both the purple lock and a wall"),
        (dict(good, up={"S": good["up"]["S"][:-1], "D": []}), "a pair stays face up together"),
        (dict(good, turn=None), "say whose turn it is"),
    ]
    for data, words in cases:
        with pytest.raises(PositionError) as err:
            G.from_position(data)
        assert err.value.line is None and str(err.value).startswith(words), str(err.value)
    with pytest.raises(PositionError) as err:
        G.from_position(dict(good, key=["black", None, "black"]), lang="de")
    assert str(err.value).startswith("ein Läufer nimmt seinen Schlüssel auf der Sandbank")


@pytest.mark.parametrize("part,value", [
    ("pos", "B"), ("pos", ["B", "S99", "S0"]), ("pos", ["B", "S01", "S0"]), ("key", ["red", None, None]),
    ("talismans", [True, 0, 0]), ("talismans", [1, 2]), ("tiles", {"S": ["koi"] * 20, "D": [None] * 20}),
    ("up", {"S": [0, 0], "D": []}), ("seen", {"S": [0], "D": []}), ("temple", ["wall"] * 9),
    ("known", [{"x": "wall"}, {}, {}]), ("last_peek", [0, 1, "look"]), ("turn", 3), ("winner", "Ann"),
    ("players_extra", 1)])
def test_damaged_data_is_refused_in_player_words_or_read_as_its_text(part, value):
    refused_or_read_as_text(G, P, _data(MIDGAME), lambda d: d.update({part: value}))


def test_a_partial_data_object_takes_the_start_of_a_game_for_what_it_leaves_out():
    s = G.from_position({"players": ["Ann", "Ben"], "turn": 1})
    assert s["to_move"] == 1 and s["pos"] == ["V", "V"] and s["supply"] == D.TALISMAN_SUPPLY
    assert G.position_of(s)["turn"] == 1
    assert P.write({"players": ["Ann", "Ben"], "turn": 1}) == \
        "players: Ann, Ben\nturn: Ben\nrunners:\n  Ann: village bank\n  Ben: village bank\n"


def test_rules_module_and_engine_agree_on_hops():
    for state in states(3, 5):
        seat = state["to_move"]
        assert R.hop_targets(state, seat) == G.hop_targets(state, seat)
        assert R.fresh_turn(state, seat) == state["turn"]
