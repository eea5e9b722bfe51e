"""Koi-Koi positions (docs/positions/koikoi.md): a text a person writes, read and checked by the rules, a game
started from it, and the position of any state written back."""
import re
from pathlib import Path

import pytest
from support.positions import refused_or_read_as_text, with_setup
from support.play import walk

from pondside import BadState, PositionError, Rng
from pondside.app import records
from pondside.games.koikoi import position as KP
from pondside.games.koikoi.cards import CARDS
from pondside.games.koikoi.data import HAND_SIZE, START_POINTS, TABLE_SIZE
from pondside.games.koikoi.engine import GAME
from pondside.games.koikoi.text import TEXT
from support.positions import KOIKOI_MONTH3, KOIKOI_MONTH3_DECK

DOC = Path(__file__).resolve().parents[3] / "docs" / "positions" / "koikoi.md"

BASE = KOIKOI_MONTH3
BASE_DECK = KOIKOI_MONTH3_DECK[len(KOIKOI_MONTH3):]

# A month just dealt (nobody has played yet).
FRESH = """\
players: Ann, Ben
month: 1
points: Ann 50, Ben 50
starts: Ann
turn: Ann
hands:
  Ann: 2-2, 3-3, 7-2, 8-4, 9-2, 9-3, 12-2, 12-3
  Ben: 4-2, 4-4, 5-2, 6-1, 6-2, 7-3, 9-1, 10-2
table: 11-3, 12-1, 5-3, 8-1, 3-2, 1-1, 2-4, 5-4
"""

# After Ann's first turn.
TURN1 = """\
players: Ann, Ben
month: 1
points: Ann 50, Ben 50
starts: Ann
turn: Ben
deal multiplier: 4
hands:
  Ann: 3-3, 7-2, 8-4, 9-2, 9-3, 12-2, 12-3
  Ben: 4-2, 4-4, 5-2, 6-1, 6-2, 7-3, 9-1, 10-2
table: 11-3, 5-3, 8-1, 3-2, 1-1, 5-4
captures:
  Ann: 2-2, 2-4, 12-4, 12-1
"""

# The last turn of a month: Ben made a yaku with the last card, and is asked (the house rule is off).
LAST = """\
players: Ann, Ben
options: ask on the last turn
month: 5
points: Ann 37, Ben 63
starts: Ann
turn: Ben
now: koi or stop
hands:
  Ann:
  Ben:
table: 1-4, 6-2, 3-3, 8-1
captures:
  Ann: 7-1, 7-3, 6-4, 6-3, 11-4, 11-1, 4-3, 4-4, 10-1, 10-2, 1-1, 1-3, 8-3, 8-4, 4-1, 4-2, 11-3, 11-2
  Ben: 2-3, 2-2, 12-2, 12-4, 2-1, 2-4, 9-4, 9-3, 12-1, 12-3, 3-2, 3-1, 7-4, 7-2, 9-2, 9-1, 5-4, 5-1
"""


def _line_of(text, start):
    for n, line in enumerate(text.splitlines(), 1):
        if line.strip().startswith(start):
            return n
    raise AssertionError(start)


def _rule(lang, key):
    """The message of a rule as a pattern: its words in ``lang`` with anything in its placeholders."""
    parts = re.split(r"\{[a-z_]+\}", TEXT.table(lang)["pos_" + key])
    return re.compile(".*".join(re.escape(p) for p in parts), re.S)


def _fails(text, lang="en"):
    with pytest.raises(PositionError) as err:
        GAME.from_position(KP.parse(text, lang), lang=lang)
    return err.value


# ------------------------------------------------------------------------------------------ reading
def test_a_hand_written_text_builds_the_expected_state():
    s = GAME.from_position(KP.parse(BASE + BASE_DECK), seed=5)
    assert [p["name"] for p in s["players"]] == ["Ann", "Ben"]
    assert s["month"] == 3 and s["months"] == 6
    assert s["points"] == [52, 48]
    assert s["start"] == 0 and s["to_move"] == 0 and s["phase"] == "play"
    assert s["hands"] == [["2-1", "4-2", "8-3", "10-3", "11-2"], ["1-2", "2-2", "2-4", "3-1", "3-2"]]
    assert s["table"] == ["5-4", "6-3", "11-3", "7-3"]
    assert s["piles"][1] == ["8-2", "8-1", "6-1", "6-2", "4-4", "4-3", "9-1", "9-3"]
    assert s["koi"] == [0, 1] and s["mult_base"] == 2 and s["turn"] == 6
    assert s["deck"][-1] == "7-1" and s["deck"][0] == "9-2"      # the top card is drawn first
    assert [h["winner"] for h in s["history"]] == [1, 0]
    # Ann must capture: 2-1 takes nothing... only her capturing cards are legal (forced capture)
    assert GAME.legal_actions(s) == [{"t": "play", "card": "11-2"}]
    GAME.validate(s)
    # Ann plays the swallow: it takes the willow ribbon, and the top card (the boar) takes the July chaff
    s2 = GAME.apply(s, {"t": "play", "card": "11-2"})
    assert {"11-2", "11-3", "7-1", "7-3"} <= set(s2["piles"][0]) and s2["to_move"] == 1


def test_names_of_cards_and_the_order_of_a_hand_are_read_and_written_canonically():
    text = BASE.replace("Ann: 2-1, 4-2, 8-3, 10-3, 11-2", "Ann: swallow, warbler, Wisteria ribbon, aug chaff 1, "
                        "maple chaff 1").replace("table: 5-4, 6-3, 11-3, 7-3",
                                                 "table: iris chaff 2, 6-3, Willow Ribbon, july chaff 1")
    data = KP.parse(text)
    assert data == KP.parse(BASE)
    assert KP.write(data) == BASE


def test_german_card_names_are_read_too():
    text = BASE.replace("Ben: 1-2, 2-2, 2-4, 3-1, 3-2", "Ben: Kiefer Band, Pflaume Band, 2-4, Vorhang, Kirsche Band")
    assert KP.parse(text) == KP.parse(BASE)


def test_options_in_words():
    data = KP.parse(BASE.replace("month: 3", "options: Hard Koi, 12 months, forced capture\nmonth: 3").replace(
        "deal multiplier: 2\n", ""))
    assert data["options"] == {"scoring": "hard", "months": 12}        # the default is not kept
    assert KP.write(data).splitlines()[1] == "options: 12 months, hard koi"


def test_what_may_be_left_out_takes_its_defaults():
    text = """\
players: Ann, Ben
month: 1
starts: Ben
turn: Ben
hands:
  Ann: 2-2, 3-3, 7-2, 8-4, 9-2, 9-3, 12-2, 12-3
  Ben: 4-2, 4-4, 5-2, 6-1, 6-2, 7-3, 9-1, 10-2
table: 11-3, 12-1, 5-3, 8-1, 3-2, 1-1, 2-4, 5-4
"""
    data = KP.parse(text)
    assert data["points"] == [START_POINTS, START_POINTS] and data["koi"] == [0, 0]
    assert data["captures"] == [[], []] and data["phase"] == "play" and "deck" not in data
    assert data["multiplier"] == 4                      # 1 + the three brights dealt to the table


def test_a_position_without_its_deck_deals_the_rest_every_card_once():
    data = KP.parse(BASE)
    decks = set()
    for seed in range(6):
        s = GAME.from_position(data, seed=seed)
        GAME.check_invariants(s)
        everywhere = s["hands"][0] + s["hands"][1] + s["table"] + s["piles"][0] + s["piles"][1] + s["deck"]
        assert sorted(everywhere) == sorted(CARDS)
        assert len(s["deck"]) == 18
        assert set(s["deck"]) == set(KP.parse(BASE + BASE_DECK)["deck"])
        decks.add(tuple(s["deck"]))
        assert GAME.from_json(GAME.to_json(s)) == s
    assert len(decks) > 1                               # the seed shuffles it


def test_the_document_s_deckless_example_builds_a_game():
    blocks = re.findall(r"```text\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert blocks
    for text in blocks:
        s = GAME.from_position(KP.parse(text), seed=3)
        turns = 2 * HAND_SIZE - len(s["hands"][0]) - len(s["hands"][1])
        assert len(s["deck"]) == len(CARDS) - 2 * HAND_SIZE - TABLE_SIZE - turns
        assert sorted(s["deck"] + s["table"] + sum(s["hands"] + s["piles"], [])) == sorted(CARDS)


# --------------------------------------------------------------------------------- states and back
@pytest.mark.parametrize("preset", list(GAME.presets))
def test_positions_of_random_games_read_back_and_play_on_the_same(preset):
    opts = GAME.presets[preset]
    seen = 0
    for k in range(4):
        states = [s for s, _ in walk(GAME, ["Ann", "Ben"], 40 + k, opts)]
        for i, st in enumerate(states):
            if not KP.can_write(st):
                assert st["phase"] in ("draw_choice", "summary")
                continue
            data = GAME.position_of(st)
            text = KP.write(data)
            assert KP.parse(text) == data
            assert KP.write(KP.parse(text)) == text
            s2 = GAME.from_position(data, seed=k)
            assert GAME.position_of(s2) == data
            assert GAME.legal_actions(s2) == GAME.legal_actions(st)
            assert GAME.scores(s2) == GAME.scores(st) and GAME.to_move(s2) == GAME.to_move(st)
            seen += 1
            if i % 9 == 0:
                # the same moves from there give the same positions, up to the next deal (a new shuffle)
                a, b = st, s2
                for nxt in states[i + 1:i + 8]:
                    act = nxt["actions"][-1]
                    a, b = GAME.apply(a, act), GAME.apply(b, act)
                    if act.get("t") == "next":
                        break
                    if KP.can_write(a):
                        assert GAME.position_of(a) == GAME.position_of(b)
    assert seen > 100


def test_a_game_from_a_position_plays_to_the_end_and_saves():
    for seed in range(8):
        s = GAME.from_position(KP.parse(BASE), seed=seed)
        rng = Rng.from_seed(seed)
        while not GAME.is_over(s):
            s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
        assert s["month"] == 6 and sum(s["points"]) == 2 * START_POINTS
        assert [h["month"] for h in s["history"]] == [1, 2, 3, 4, 5, 6]
        assert GAME.from_json(GAME.to_json(s)) == s
        assert records.load_record(records.save_text(s)) == s
        assert records.decode_link(records.encode_link(s)) == s


def test_a_saved_game_whose_setup_was_changed_is_refused():
    s = GAME.from_position(KP.parse(BASE), seed=1)
    s = GAME.apply(s, GAME.legal_actions(s)[0])
    bad = with_setup(s, koi=[0, 0])                           # Ben's yaku without his Koi call
    with pytest.raises(BadState, match="starting position breaks a rule"):
        GAME.from_json(GAME.to_json(bad))
    bad = with_setup(s, table=KP.parse(s["setup"])["table"] + ["9-2"])
    with pytest.raises(BadState):
        GAME.from_json(GAME.to_json(bad))


def test_a_koi_or_stop_position_offers_the_choice():
    s = GAME.from_position(KP.parse(LAST), seed=0)
    assert s["phase"] == "koi" and GAME.legal_actions(s) == [{"t": "koi"}, {"t": "stop"}]
    stopped = GAME.apply(s, {"t": "stop"})
    assert stopped["points"][1] > 63 and stopped["result"]["winner"] == 1
    koi = GAME.apply(s, {"t": "koi"})
    assert koi["result"]["kind"] == "draw"           # the last turn: Koi ends the month as one nobody stopped


def test_between_months_and_the_draw_choice_are_not_positions():
    for st, _ in walk(GAME, 2, 3):
        if st["phase"] in ("summary", "draw_choice"):
            assert not KP.can_write(st)
            with pytest.raises(PositionError):
                KP.of_state(st)


# -------------------------------------------------------------------------------------- the rules
def _sub(text, *pairs):
    for a, b in pairs:
        assert a in text, a
        text = text.replace(a, b, 1)
    return text


RULES = [
    # (rule, text, the line it names (a start of that line) or None)
    ("no_card", _sub(BASE, ("table: 5-4,", "table: dragon,")), "table"),
    ("twice", _sub(BASE, ("table: 5-4", "table: curtain, 5-4")), "table"),
    ("hand_size", _sub(BASE, ("Ann: 2-1,", "Ann: 7-1, 11-1, 12-2, 1-4, 2-1,")), "Ann: 7-1"),
    ("hand_balance", _sub(BASE, (", 3-2\n", "\n")), "Ben: 1-2"),
    ("turn_order", _sub(BASE, ("turn: Ann", "turn: Ben")), "turn"),
    ("turn_koi", _sub(BASE, ("turn: Ann", "turn: Ann\nnow: koi or stop")), "turn"),
    ("koi_first", _sub(FRESH, ("turn: Ann", "turn: Ann\nnow: koi or stop")), "now"),
    ("month_over", _sub(LAST, ("now: koi or stop\n", "")), "hands"),
    ("table_size", _sub(BASE, ("table: 5-4, ", "table: ")), "table"),
    ("table_four", _sub(BASE, ("table: 5-4, 6-3, 11-3, 7-3", "table: 7-1, 7-2, 7-3, 7-4")), "table"),
    ("table_pairs", _sub(FRESH, ("Ann: 2-2, 3-3, 7-2, 8-4, 9-2, 9-3, 12-2, 12-3",
                                  "Ann: 11-3, 12-1, 7-2, 8-4, 9-2, 9-3, 12-2, 12-3"),
                         ("table: 11-3, 12-1, 5-3, 8-1, 3-2, 1-1, 2-4, 5-4",
                          "table: 2-2, 3-3, 5-3, 1-2, 3-2, 1-1, 2-4, 5-4")), "table"),
    ("instant", _sub(FRESH, ("Ben: 4-2, 4-4, 5-2, 6-1, 6-2, 7-3, 9-1, 10-2",
                              "Ben: 4-1, 4-2, 4-3, 4-4, 6-1, 6-2, 7-3, 9-1"),), "Ben:"),
    ("captures_pairs", _sub(BASE, ("3-4, 3-3", "3-4, 4-1")), "Ann: 5-1"),
    ("table_dealt", _sub(BASE, ("table: 5-4, 6-3, 11-3, 7-3", "table: 5-4, 6-3, 6-4, 7-3")), "table"),
    ("captures_many", _sub(TURN1, ("Ben: 4-2, 4-4, 5-2, 6-1, 6-2, 7-3, 9-1, 10-2\n",
                                    "Ben: 4-2, 4-4, 5-2, 6-1, 6-2, 7-3, 9-1, 10-2\n"),
                           ("table: 11-3, 5-3, 8-1, 3-2, 1-1, 5-4", "table: 11-3, 5-3, 8-1, 3-2"),
                           ("Ann: 2-2, 2-4, 12-4, 12-1", "Ann: 2-2, 2-4, 12-4, 12-1\n  Ben: 1-1, 1-2")),
     "Ben: 1-1"),
    ("deck_missing", _sub(BASE + BASE_DECK, ("deck: 7-1, ", "deck: ")), "deck"),
    ("koi_many", _sub(BASE, ("koi: Ben 1", "koi: Ben 4")), "koi"),
    ("yaku_no_koi", _sub(BASE, ("koi: Ben 1\n", "")), "Ben: 8-2"),
    ("koi_no_yaku", _sub(BASE, ("koi: Ben 1", "koi: Ann 1")), "koi"),
    ("koi_no_yaku_now", _sub(BASE, ("past months:\n  1: Ben +5\n  2: Ann +7\n", ""),
                             ("starts: Ann", "starts: Ben"), ("turn: Ann", "turn: Ann\nnow: koi or stop")), "now"),
    ("koi_last", _sub(LAST, ("options: ask on the last turn\n", "")), "now"),
    ("mult_one", _sub(BASE, ("month: 3", "options: hard koi\nmonth: 3")), "deal multiplier"),
    ("mult_deal", _sub(FRESH, ("turn: Ann", "turn: Ann\ndeal multiplier: 2")), "deal multiplier"),
    ("mult_range", _sub(BASE, ("deal multiplier: 2", "deal multiplier: 6")), "deal multiplier"),
    ("month_range", _sub(BASE, ("month: 3", "month: 7")), "month"),
    ("points_sum", _sub(BASE, ("Ben 48", "Ben 50")), "points"),
    ("points_zero", _sub(BASE, ("month: 3", "options: end at zero\nmonth: 3"), ("Ann 52, Ben 48", "Ann 100, Ben 0")),
     "points"),
    ("past_order", _sub(BASE, ("2: Ann +7", "3: Ann +7")), "3: Ann"),
    ("past_instant", _sub(BASE, ("1: Ben +5", "1: Ben +5 dealt hand")), "1: Ben"),
    ("past_draw", _sub(BASE, ("month: 3", "options: start player scores a month nobody stopped\nmonth: 3"),
                       ("1: Ben +5", "1: nobody")), "1: nobody"),
    ("past_dealer", _sub(BASE, ("1: Ben +5", "1: Ben +6 nobody stopped")), "1: Ben"),
    ("past_stop", _sub(BASE, ("1: Ben +5", "1: Ben +0")), "1: Ben"),
    ("past_sum", _sub(BASE, ("Ann 52, Ben 48", "Ann 54, Ben 46")), "points"),
    ("start_winner", _sub(BASE, ("starts: Ann", "starts: Ben")), "starts"),
    ("start_loser", _sub(BASE, ("month: 3", "options: loser starts\nmonth: 3")), "starts"),
    ("no_option", _sub(BASE, ("month: 3", "options: fast play\nmonth: 3")), "options"),
    ("option_twice", _sub(BASE, ("month: 3", "options: hard koi, soft koi\nmonth: 3")), "options"),
    ("block_form", _sub(BASE, ("Ann: 2-1,", "Ann 2-1,")), "Ann 2-1"),
    ("player_twice", _sub(BASE, ("Ben: 1-2", "Ann: 1-2")), "Ann: 1-2"),
    ("hand_missing", _sub(BASE, ("  Ben: 1-2, 2-2, 2-4, 3-1, 3-2\n", "")), "hands"),
    ("points_form", _sub(BASE, ("points: Ann 52, Ben 48", "points: Ann 52")), "points"),
    ("koi_form", _sub(BASE, ("koi: Ben 1", "koi: Ben")), "koi"),
    ("past_form", _sub(BASE, ("1: Ben +5", "1: Ben won")), "1: Ben"),
]


@pytest.mark.parametrize("rule,text,line", RULES, ids=[r[0] for r in RULES])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_each_rule_names_its_line_and_the_rule_in_the_player_s_language(rule, text, line, lang):
    err = _fails(text, lang)
    assert err.line == _line_of(text, line), (str(err), rule)
    assert _rule(lang, rule).fullmatch(err.message), (err.message, rule)
    assert str(err).startswith({"en": "line", "de": "Zeile"}[lang] + f" {err.line}: ")
    if lang == "de":
        assert err.message != TEXT.table("en")["pos_" + rule]


def test_every_rule_message_has_a_test():
    keys = {k[4:] for k in TEXT.table("en") if k.startswith("pos_")}
    words = {"card", "points_what", "koi_what", "month_what", "now_what", "mult_what", "place_hand", "place_table",
             "place_captures", "place_deck", "missing", "cannot_write"}
    assert keys - words == {r[0] for r in RULES}


def test_a_missing_key_is_named():
    err = _fails(BASE.replace("turn: Ann\n", ""))
    assert err.line is None and "“turn:”" in err.message


def test_messages_name_the_rule_in_player_words():
    err = _fails(_sub(BASE, ("koi: Ben 1\n", "")))
    assert str(err).startswith("line 16: Ben's captures make Tsukimi-zake · Moon viewing: a player who makes a yaku")
    err = _fails(_sub(BASE, ("table: 5-4", "table: curtain, 5-4")))
    assert "3-1 Curtain (Cherry) is in Ben's hand and on the table" in str(err)
    err = _fails(_sub(BASE, ("table: 5-4", "table: curtain, 5-4")), "de")
    assert "3-1 Vorhang (Kirsche) liegt in der Hand von Ben und in der Auslage" in str(err)


# ------------------------------------------------------------------------------ data without lines
@pytest.mark.parametrize("change", [
    {"hands": "nonsense"}, {"hands": [["1-1"], ["99-9"]]}, {"turn": 2}, {"turn": True}, {"month": "3"},
    {"koi": [0, 1, 2]}, {"koi": [-1, 1]}, {"past": [{"month": 1}]}, {"phase": "summary"}, {"deck": ["1-1"] * 3},
    {"past": [{"month": 2, "winner": True, "transfer": 7, "kind": "stop"}]},
    {"captures": [[], None]}, {"points": [50.0, 50]}, {"players_extra": 1},
    {"past": [{"month": 1, "winner": None, "transfer": 5, "kind": "draw"},
              {"month": 2, "winner": 0, "transfer": 7, "kind": "stop"}]},
    {"past": [{"month": m, "winner": None, "transfer": 0, "kind": "draw"} for m in range(1, 14)]},
])
def test_position_data_from_a_link_is_refused_in_player_words_or_read_as_its_text(change):
    refused_or_read_as_text(GAME, KP, KP.parse(BASE + BASE_DECK), lambda d: d.update(change))


def test_position_data_with_only_the_needed_keys_is_completed():
    data = KP.parse(FRESH)
    short = {k: data[k] for k in ("players", "month", "starts", "turn", "hands", "table")}
    s = GAME.from_position(short, seed=2)
    assert GAME.position_of(s) == dict(data, deck=GAME.position_of(s)["deck"])
    with pytest.raises(PositionError, match="^the starting position is damaged"):
        GAME.from_position({k: v for k, v in short.items() if k != "table"})


def test_position_data_gets_the_rules_too():
    data = KP.parse(BASE)
    data["koi"] = [0, 0]
    with pytest.raises(PositionError) as err:
        GAME.from_position(data, lang="de")
    assert err.value.line is None and _rule("de", "yaku_no_koi").fullmatch(err.value.message)
