"""KOI's set-up positions (py/pondside/games/koi/position.py, docs/positions/koi.md): texts read back exactly,
a game from a position is the same game, the rules a position can break are named with their line (in English
and German), what a text leaves out is dealt, and a game from a position plays on, saves and links."""
import re

import pytest
from support.positions import refused_or_read_as_text, with_setup

from pondside import BadState, PositionError, Rng
from pondside.app import records
from pondside.games.koi import position as KP
from pondside.games.koi.data import CARDS, KOI_REMOVED, RULES as R
from pondside.games.koi.engine import GAME as G

BASE = "players: Ann, Ben\nturn: Ann\ngoals: koi, lanterns, foliage tiles\n"


def _play(n, seed, options=None, names=None):
    """Every state of a random game, the first and the last included."""
    state = G.new_game(names or n, seed, options)
    rng = Rng.from_seed(seed)
    out = [state]
    while not G.is_over(state):
        state = G.apply(state, rng.choice(G.legal_actions(state)))
        out.append(state)
    return out


def _late_text():
    """A real position in the last round (the deck used up)."""
    for state in _play(2, 7, names=["Ann", "Ben"]):
        if KP.can_write(state) and state["last_round"] is not None:
            return KP.write(G.position_of(state))
    raise AssertionError("no last round")


def _active(n):
    return sorted(c for c, card in CARDS.items() if card["min_players"] <= n)


# ------------------------------------------------------------------ round trips
@pytest.mark.parametrize("n, seed, options", [
    (2, 1, {}), (3, 2, {}), (4, 3, {}), (2, 4, {"first_game": True}),
    (3, 5, {"luck_use": "points-only", "tie_break": "shared"}), (4, 6, {"rain_overflow": "supply"}),
])
def test_positions_along_random_games_read_back_and_start_the_same_game(n, seed, options):
    seen = 0
    for state in _play(n, seed, options):
        if not KP.can_write(state):
            continue
        data = G.position_of(state)
        text = KP.write(data)
        assert KP.parse(text) == data
        assert KP.write(KP.parse(text)) == text
        s2 = G.from_position(data, seed=seed)
        assert G.position_of(s2) == data
        assert G.to_move(s2) == G.to_move(state)
        assert G.legal_actions(s2) == G.legal_actions(state)
        assert G.scores(s2) == G.scores(state)
        assert G.is_over(s2) == G.is_over(state)
        assert G.winners(s2) == G.winners(state)
        assert s2["koi_supply"] == state["koi_supply"]
        assert [p["exp"] for p in s2["ps"]] == [p["exp"] for p in state["ps"]]
        G.check_invariants(s2)
        seen += 1
    assert seen > 10
    assert G.is_over(state) and KP.can_write(state)     # the end is a position too


def test_a_position_is_the_start_of_a_turn_never_its_middle():
    phases = {s["phase"] for s in _play(2, 11) if not KP.can_write(s)}
    assert phases and not phases & {"turn", "over"}
    assert {"buy", "work"} <= phases


# ------------------------------------------------------------------ a hand-written text
HAND = """players: Ann, Ben, Cy
turn: Ben
round: 5
goals: koi, water-lilies, shore tiles
market: Porter, Rain (water shore), Storage, Parchment (medium koi), Well (water coin)
Ann:
  coins: 3
  luck tokens: 2
  storage: 2 water tiles, 1 small koi
  helpers: Gardener, Gardener, Builder
  cards: Storage, Parchment (small koi)
  claimed: koi 3+
pond of Ann:
      water,  water
  lantern,  spring,  foliage
      medium koi 1, medium koi 1, small koi 2
  small koi 3
Ben:
  coins: 1
  helpers: Builder
  renounced: shore tiles 3+
pond of Ben:
  shore,  spring,  lantern
      water,  shore
"""


def test_a_hand_written_position_builds_the_state_it_describes():
    data = KP.parse(HAND)
    s = G.from_position(data, seed=5)
    assert s["to_move"] == 1 and s["phase"] == "turn"
    assert s["turn"] == 4 * 3 + 1                         # round 5, the second player
    assert [CARDS[c]["type"] for c in s["market"]] == ["porter", "rain", "storage", "parchment", "well"]
    assert CARDS[s["market"][1]]["contents"]["tiles"] == ["water", "shore"]
    ann, ben, cy = s["ps"]
    assert ann["coins"] == 3 and ann["luck"] == 2
    assert ann["store"] == {"water": 2, "shore": 0, "foliage": 0, "S": 1, "M": 0, "L": 0}
    assert ann["helpers"] == {"breeder": 0, "gardener": 2, "builder": 1, "porter": 0}
    assert [CARDS[c]["type"] for c in ann["kept"]] == ["storage", "parchment"] and ann["exp"] == 1
    assert ann["pond"] == {"0,-1": "water", "1,-1": "water", "-1,0": "lantern", "0,0": "spring", "1,0": "foliage",
                           "-1,1": "water", "0,1": "water", "1,1": "water", "-2,2": "water"}
    assert ann["koi"] == [{"id": 1, "size": "M", "hexes": ["-1,1", "0,1"]},
                          {"id": 2, "size": "S", "hexes": ["1,1"]}, {"id": 3, "size": "S", "hexes": ["-2,2"]}]
    assert ann["next_koi"] == 4
    assert [g["kind"] for g in s["goals"]] == ["koi", "lily", "shore"]
    assert s["goals"][0]["tiers"][0]["by"] == 0 and ann["claimed"] == {"0": 0}
    assert ben["renounced"] == [[2, 0]] and ben["pond"]["1,0"] == "lantern" and ben["coins"] == 1
    assert cy["pond"] == {"0,0": "spring"} and cy["coins"] == 0 and cy["kept"] == []
    n = 3
    assert s["koi_supply"] == {k: R["koi_supply_4p"][k] - KOI_REMOVED[n][k] - used
                               for k, used in (("S", 3), ("M", 1), ("L", 0))}
    assert s["setup"] == KP.write(data)            # the game keeps the position's canonical text
    G.validate(s)
    # the lines in German name the same things
    de = HAND.replace("Porter, Rain (water shore)", "Träger, Regen (Wasser Ufer)")
    de = de.replace("water tiles", "Wasser-Plättchen").replace("lantern,", "Laterne,")
    assert KP.parse(de, "de") == data
    # koi, a lantern, luck tokens, the goal tile, the Parchment (small koi)
    assert G.scores(s)[0] == 1 * 2 + 2 * 1 + 1 + 2 + R["goals"]["kinds"][0]["tiers"][0][1] + 2 * 2


def test_the_text_of_a_pond_draws_its_rows_like_bricks():
    data = KP.parse(HAND)
    text = KP.write(data)
    rows = text.split("pond of Ann:\n")[1].split("Ben:")[0].rstrip("\n").split("\n")
    assert rows[1].strip().startswith("lantern,") and "spring" in rows[1]
    indent = [len(r) - len(r.lstrip()) for r in rows]
    assert indent[0] == indent[2] > indent[1] == indent[3]       # odd rows half a hex to the right
    assert KP.parse(text) == data


def test_a_finished_game_is_a_position():
    final = _play(2, 21)[-1]
    data = G.position_of(final)
    assert data["turn"] is None and "turn: over" in KP.write(data)
    s = G.from_position(data)
    assert G.is_over(s) and G.legal_actions(s) == [] and G.winners(s) == G.winners(final)


# ------------------------------------------------------------------ what is left out is dealt
def test_a_position_without_the_deck_deals_every_other_card_once():
    text = BASE + "market: Porter, Storage, Market, Builder, Breeder\nAnn:\n  cards: Rain (water water)\n"
    data = KP.parse(text)
    assert "deck" not in data
    decks = set()
    for seed in range(4):
        s = G.from_position(data, seed=seed)
        everything = s["deck"] + [c for c in s["market"] if c] + s["ps"][0]["kept"] + s["ps"][1]["kept"]
        assert sorted(everything) == _active(2)                  # every card once
        assert len(s["deck"]) == len(_active(2)) - 6
        G.check_invariants(s)
        decks.add(tuple(s["deck"]))
        assert G.position_of(s)["deck"] == [KP.kind_of(c) for c in s["deck"]]
    assert len(decks) > 1                                         # dealt with the seed


def test_a_position_without_market_and_deck_deals_both():
    s = G.from_position(KP.parse(BASE + "Ben:\n  helpers: Porter, Porter\n"), seed=9)
    assert all(s["market"]) and len(s["market"]) == 5
    assert sorted(s["deck"] + s["market"]) == sorted(c for c in _active(2) if c not in ("porter-1", "porter-2"))
    G.validate(s)


def test_a_listed_deck_is_kept_in_its_order():
    state = _play(2, 3)[20]
    while not KP.can_write(state):
        state = G.apply(state, G.legal_actions(state)[0])
    data = G.position_of(state)
    for seed in (1, 2):
        assert [KP.kind_of(c) for c in G.from_position(data, seed=seed)["deck"]] == data["deck"]


# ------------------------------------------------------------------ play on, save, link
def test_a_game_from_a_position_plays_to_the_end_saves_and_links():
    s = G.from_position(KP.parse(HAND), seed=4)
    rng = Rng.from_seed(4)
    steps = 0
    while not G.is_over(s):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
        steps += 1
        if steps % 40 == 0:
            assert records.decode_link(records.encode_link(s)) == s
    assert steps > 30 and G.winners(s)
    assert G.from_json(G.to_json(s)) == s
    assert records.load_record(records.save_text(s)) == s
    G.validate(s)
    tampered = with_setup(s, round=2)
    with pytest.raises(BadState):
        G.validate(tampered)
    broken = with_setup(s, goals=["koi"])
    with pytest.raises(BadState, match="starting position"):
        G.from_json(G.to_json(broken))


def test_a_replay_from_a_position_starts_from_it():
    s = G.from_position(KP.parse(HAND), seed=4)
    rng = Rng.from_seed(1)
    for _ in range(12):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    assert G.replay_state(s) == s
    assert G.replay_state(s, 0) == G.from_position(KP.parse(HAND), seed=4)


# ------------------------------------------------------------------ the rules, by line, in both languages
def _pond(*rows):
    return "pond of Ann:\n" + "".join(f"  {r}\n" for r in rows)


THREE_KOI = _pond("small koi 1, small koi 2, small koi 3", "    spring")
CASES = [
    # (text, line, English start, German start)
    ("players: Ann, Turn\nturn: Ann\n", 1, "a player may not be called “Turn”", "ein Spieler darf nicht „Turn“"),
    (BASE + "colour: red\n", 4, "this game's positions have no “colour”", "Stellungen dieses Spiels kennen kein"),
    (BASE.replace("turn: Ann\n", ""), None, "a position says whose turn it is", "eine Stellung sagt, wer am Zug"),
    (BASE.replace("turn: Ann", "turn: Dan"), 2, "there is no player called “Dan”", "„Dan“ gibt es hier nicht als Spieler"),
    (BASE + "round: 0\n", 4, "the round must be from 1 to 80", "die Runde muss zwischen 1 und 80"),
    ("players: Ann, Ben\nturn: Ann\n", None, "a position names the 3 goal cards in play", "eine Stellung nennt die 3"),
    (BASE.replace("koi, lanterns, foliage tiles", "koi, lanterns"), 3, "a game has 3 goal cards, not 2",
     "eine Partie hat 3 Zielkarten, nicht 2"),
    (BASE.replace("lanterns,", "koi,"), 3, "each goal card is in the game only once", "jede Zielkarte ist nur einmal"),
    (BASE.replace("koi, lanterns", "koi, fountains"), 3, "there is no goal card called “fountains”",
     "„fountains“ gibt es hier nicht als Zielkarte"),
    ("players: Ann, Ben\noptions: first game\nturn: Ann\ngoals: koi\n", 4, "a first game is played without goals",
     "die erste Partie wird ohne Ziele"),
    (BASE + "options: more coins\n", 4, "there is no option called “more coins”", "„more coins“ gibt es hier nicht als Option"),
    (BASE + "market: Dragon, Porter, Storage, Market, Builder\n", 4, "there is no card called “Dragon”",
     "„Dragon“ gibt es hier nicht als Karte"),
    (BASE + "market: Porter, Storage, Market, Builder\n", 4, "the market has 5 card spaces, not 4",
     "die Auslage hat 5 Kartenfelder, nicht 4"),
    (BASE + "market: Porter, empty, Storage, Market, Builder\n", 4,
     "empty market spaces are the ones next to the deck", "leere Felder der Auslage sind die am Stapel"),
    (BASE + "market: empty, Porter, Storage, Market, Builder\n", 4,
     "a market space stays empty only once the deck is used up", "ein Feld der Auslage bleibt erst leer"),
    (BASE + "Ann:\n  cards: Rain (water shore foliage)\n", 5,
     "“Rain (water shore foliage)” is only in games of 3 or more players", "„Regen (Wasser Ufer Laub)“ gibt es nur"),
    (BASE + "market: Parchment (large koi), Porter, Storage, Market, Builder\n"
     "Ben:\n  cards: Parchment (large koi)\n", 6,
     "there is only one “Parchment (large koi)” card", "es gibt nur eine Karte „Pergament (großer Koi)“"),
    (BASE + "Ann:\n  helpers: Porter, Porter\nBen:\n  helpers: Porter, Porter\n", 7,
     "there are only 3 “Porter” cards in a game of 2 players", "es gibt nur 3 Karten „Träger“ in einer Partie"),
    (BASE + "Ann:\n  helpers: Storage\n", 5, "“Storage” is not a helper", "„Lager“ ist kein Helfer"),
    (BASE + "Ann:\n  cards: Porter\n", 5, "“Porter” is a helper", "„Träger“ ist ein Helfer"),
    (BASE + "deck: Porter, Storage\n", 4, "with the deck listed, every card is somewhere",
     "steht der Stapel da, muss jede Karte irgendwo sein"),
    (BASE + "Ann:\n  storage: 3 large koi\nBen:\n  storage: 2 large koi\n", 7,
     "there are only 4 large koi in a game of 2 players", "es gibt nur 4 große Koi in einer Partie mit 2"),
    (BASE + "Ann:\n  storage: 4 water tiles, 2 small koi\n", 5,
     "Ann's storage holds 5 tiles and koi (5, and 2 more for each Storage card), not 6",
     "das Lager von Ann fasst 5 Plättchen und Koi"),
    (BASE + "Ann:\n  storage: 2 gold coins\n", 5, "there is no tile or koi called “gold coins”",
     "„gold coins“ gibt es hier nicht als Plättchen oder Koi"),
    (BASE + "Ann:\n  coins: many\n", 5, "coins must be a whole number", "Münzen muss eine ganze Zahl sein"),
    (BASE + "Ann:\n  gold: 3\n", 5, "a player's part has no “gold”", "der Teil eines Spielers kennt kein „gold“"),
    (BASE + "Ann:\n  coins: 3\n  coins: 4\n", 6, "“coins” is given twice for Ann", "„coins“ steht für Ann zweimal da"),
    (BASE + "Ann:\n  coins 3\n", 5, "“coins 3” is not of the form “name: value”", "„coins 3“ hat nicht die Form"),
    (BASE + _pond("spring, water, spring"), 5, "a pond has exactly one spring", "ein Teich hat genau eine Quelle"),
    (BASE + _pond("water, water"), 4, "a pond has exactly one spring", "ein Teich hat genau eine Quelle"),
    (BASE + _pond("spring", "    .", "water"), 7, "a pond is one piece", "ein Teich ist ein Stück"),
    (BASE + _pond("spring, dragon"), 5, "there is no pond space called “dragon”", "„dragon“ gibt es hier nicht als Teichfeld"),
    (BASE + "options: luck only scores\n" + _pond("spring, shore, water"), 6,
     "a water tile must touch a water tile or the spring", "ein Wasser-Plättchen muss an Wasser"),
    (BASE + "options: luck only scores\n" + _pond("spring, shore, shore"), 6,
     "A shore tile must touch a water tile or the spring", "Ein Ufer-Plättchen muss an Wasser"),
    (BASE + "options: luck only scores\n" + _pond("    foliage, foliage", "spring, water"), 6,
     "A foliage tile may not touch another foliage tile", "Ein Laub-Plättchen darf nicht an anderes Laub"),
    (BASE + _pond("spring, water-lily"), 5, "a water-lily is added only by a Gardener, and Ann has none",
     "eine Seerose setzt nur der Gärtner, und Ann hat keinen"),
    (BASE + "Ann:\n  luck tokens: 2\n", 5, "Ann has at most 1 luck token (1 from the start and 1 for each lantern",
     "Ann hat höchstens 1 Glücksmarker (1 vom Start"),
    (BASE + "Ann:\n  luck tokens: 1\n" + _pond("spring, shore, shore"), 5,
     "Ann has at most 0 luck tokens (1 from the start and 1 for each lantern, less one for each of the 1 tiles",
     "Ann hat höchstens 0 Glücksmarker"),
    (BASE + "options: luck only scores\nAnn:\n  luck tokens: 0\n", 6,
     "when luck tokens only score, none is ever spent: Ann has 1 luck token", "zählen Glücksmarker nur Punkte"),
    (BASE + _pond("spring, water, shore, foliage, foliage"), 5, "One luck token ignores only one placement requirement",
     "Ein Glücksmarker hebt nur eine Legebedingung auf"),
    (BASE + _pond("medium koi 1, spring, medium koi 1"), 5, "A medium koi needs 2 adjacent water hexes",
     "Ein mittlerer Koi braucht 2 benachbarte"),
    (BASE + _pond("spring, large koi 1, large koi 1, large koi 1"), 5, "A large koi needs 3 mutually adjacent",
     "Ein großer Koi braucht 3 gegenseitig"),
    (BASE + _pond("spring, medium koi 1"), 5, "A medium koi covers 2 water hexes", "Ein mittlerer Koi bedeckt 2"),
    (BASE + _pond("small koi 1, spring, medium koi 1"), 5, "all hexes of koi 1 name the same size",
     "alle Felder von Koi 1 nennen dieselbe Größe"),
    (BASE + _pond("small koi 2, spring"), 4, "koi are numbered 1, 2, 3", "Koi sind in der Reihenfolge nummeriert"),
    (BASE + "Ann:\n  claimed: koi 3+\n", 5, "Ann's pond has 0 koi, not enough for the goal tile koi 3+",
     "der Teich von Ann hat 0 Koi, zu wenig"),
    (BASE + "Ann:\n  claimed: foliage tiles 4+\n", 5, "“foliage tiles” has no tile for 4+ (its tiles: 3+, 5+, 7+)",
     "„Laub-Plättchen“ hat kein Plättchen für 4+"),
    (BASE + "Ann:\n  claimed: koi\n", 5, "“koi” is not a goal tile (write it like “koi 3+”)",
     "„koi“ ist kein Zielplättchen"),
    (BASE + "Ann:\n  claimed: shore tiles 3+\n", 5, "“shore tiles” is not one of this game's goal cards",
     "„Ufer-Plättchen“ ist keine Zielkarte dieser Partie"),
    (BASE + "Ann:\n  claimed: koi 3+, koi 5+\n", 5, "a player claims at most one tile of each goal card",
     "ein Spieler nimmt höchstens ein Plättchen"),
    (BASE + "Ann:\n  claimed: koi 3+\n  renounced: koi 3+\n" + THREE_KOI, 6,
     "Ann cannot both claim and renounce the goal tile koi 3+", "Ann kann das Zielplättchen koi 3+ nicht"),
    (BASE + "Ann:\n  claimed: koi 3+\nBen:\n  claimed: koi 3+\n" + THREE_KOI
     + "pond of Ben:\n  small koi 1, small koi 2, medium koi 3, medium koi 3\n    spring\n", 7,
     "the goal tile koi 3+ is claimed by one player only", "das Zielplättchen Koi 3+ nimmt nur ein Spieler"),
    (BASE + "Ann:\n  claimed: koi 5+\n" + _pond("small koi 1, small koi 2, small koi 3, medium koi 4, medium koi 4",
                                             "    spring, small koi 5"), 5,
     "goal tiles are offered lowest first: before koi 5+, Ann renounced koi 3+", "Zielplättchen werden von unten"),
    (BASE + THREE_KOI, 4, "Ann's pond reaches the goal tile koi 3+, which is still free",
     "der Teich von Ann erreicht das noch freie Zielplättchen"),
    (BASE + "last round: 1 turn left\n", 4, "the last round begins only when the last card of the deck is revealed",
     "die letzte Runde beginnt erst"),
    (BASE.replace("turn: Ann", "turn: over"), 2, "the game ends only after the last round (or after 80 rounds)",
     "das Spiel endet erst nach der letzten Runde"),
    (BASE.replace("turn: Ann", "turn: over") + "last round: 1 turn left\n", 4, "a finished game has no turns left",
     "ein beendetes Spiel hat keine Züge mehr"),
]


@pytest.mark.parametrize("text, line, en, de", CASES, ids=[c[2][:40] for c in CASES])
def test_a_broken_position_names_its_line_and_rule_in_english_and_german(text, line, en, de):
    for lang, words in (("en", en), ("de", de)):
        with pytest.raises(PositionError) as err:
            KP.parse(text, lang)
        assert err.value.line == line, (lang, str(err.value))
        prefix = {"en": f"line {line}: ", "de": f"Zeile {line}: "}[lang] if line else ""
        assert str(err.value).lower().startswith((prefix + words).lower()), (lang, str(err.value))
    assert not re.search(r"Traceback|KeyError|\bdict\b|\blist\b|None", str(err.value))


def test_the_last_round_is_said_when_the_deck_is_used_up():
    text = _late_text()
    assert "deck: none" in text and "last round: 2 turns left" in text
    lines = text.split("\n")
    without = "\n".join(x for x in lines if not x.startswith("last round"))
    with pytest.raises(PositionError, match=r"^line 6: the deck is used up, so the last round is on"):
        KP.parse(without)
    with pytest.raises(PositionError, match=r"^Zeile 6: der Stapel ist aufgebraucht"):
        KP.parse(without, "de")
    with pytest.raises(PositionError, match=r"^line 4: in the last round at most 2 turns are left"):
        KP.parse(text.replace("2 turns left", "3 turns left"))


# ------------------------------------------------------------------ data from a link or an editor
def test_position_data_gets_the_same_checks_without_a_line():
    data = KP.parse(BASE)
    data["seats"][0]["storage"] = {"water": 4, "S": 2}
    with pytest.raises(PositionError) as err:
        G.from_position(data)
    assert err.value.line is None and str(err.value).startswith("Ann's storage holds 5 tiles and koi")
    with pytest.raises(PositionError) as err:
        G.from_position(data, lang="de")
    assert str(err.value).startswith("das Lager von Ann fasst 5")
    data = KP.parse(BASE)
    data["seats"][1]["pond"]["2,0"] = "water"
    with pytest.raises(PositionError, match="^a pond is one piece"):
        G.from_position(data)


@pytest.mark.parametrize("change", [
    lambda d: d.update(colour="red"), lambda d: d.pop("seats"), lambda d: d.update(turn=5),
    lambda d: d.update(turn=True), lambda d: d.update(round="3"), lambda d: d.update(goals="koi"),
    lambda d: d.update(market=["dragon"] * 5), lambda d: d["seats"][0].update(coins=-1),
    lambda d: d["seats"][0].update(storage={"gold": 1}), lambda d: d["seats"][0].update(cards=["porter"]),
    lambda d: d["seats"][0].update(pond={"a,b": "water"}), lambda d: d["seats"][0].update(pond={"0,0": "lava"}),
    lambda d: d["seats"][0].update(koi=[{"size": "S", "hexes": ["9,9"]}]),
    lambda d: d["seats"][0].update(claimed={"koi": 4}), lambda d: d["seats"].pop(),
])
def test_damaged_position_data_is_refused_in_player_words_or_read_as_its_text(change):
    """Data from a forged link or an old save is read as the position's text it writes: refused in player
    words in the player's language, or (a seat's turn given as true, a round as "3") the very position that
    text says; never a Python error."""
    refused_or_read_as_text(G, KP, KP.parse(BASE), change)


def test_every_card_name_is_read_in_both_languages_and_names_one_kind():
    for lang in ("en", "de"):
        names = [KP.card_name(k, lang) for k in KP.KINDS]
        assert len({n.lower() for n in names}) == len(names)
        for k in KP.KINDS:
            assert KP.CARD_NAMES[KP.P.norm(KP.card_name(k, lang))] == k
