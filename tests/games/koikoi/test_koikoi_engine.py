import json
import re

import pytest

from support.koikoi import GAME, play, rig
from pondside import IllegalAction, Rng
from pondside.games.koikoi.engine import stop_score
from pondside.games.koikoi.cards import MONTH
from pondside.games.koikoi.engine import table_needs_redeal

P = lambda c, take=None: {"t": "play", "card": c} if take is None else {"t": "play", "card": c, "take": take}  # noqa: E731
KOI, STOP, NEXT = {"t": "koi"}, {"t": "stop"}, {"t": "next"}


def test_deal_sizes_and_checks():
    for seed in range(60):
        st = GAME.new_game(2, seed)
        if st["phase"] != "play":
            continue
        assert [len(h) for h in st["hands"]] == [8, 8]
        assert len(st["table"]) == 8 and len(st["deck"]) == 24
        assert not table_needs_redeal(st["table"], st["options"])
        assert st["points"] == [50, 50] and st["month"] == 1


def test_table_checks():
    o = GAME.default_options()
    assert table_needs_redeal(["1-1", "1-2", "1-3", "1-4", "2-1", "3-1", "4-1", "5-1"], o)
    pairs = ["1-1", "1-2", "2-1", "2-2", "3-1", "3-2", "4-1", "4-2"]
    assert table_needs_redeal(pairs, o)
    assert not table_needs_redeal(pairs, dict(o, pairs_redeal=False))
    assert not table_needs_redeal(["1-1", "1-2", "1-3", "2-1", "3-1", "4-1", "5-1", "6-1"], o)


def test_forced_capture():
    st = rig(hands=[["1-3", "2-3"], ["5-3", "6-3"]], table=["1-4", "7-4"], draws=["12-2"])
    assert GAME.legal_actions(st) == [P("1-3")]
    with pytest.raises(IllegalAction, match="Forced capture"):
        GAME.apply(st, P("2-3"))
    st2 = rig({"forced_capture": False}, hands=[["1-3", "2-3"], ["5-3", "6-3"]], table=["1-4", "7-4"])
    assert P("2-3") in GAME.legal_actions(st2)


def test_discard_when_nothing_matches():
    st = rig(hands=[["1-3", "2-3"], ["5-3", "6-3"]], table=["7-4", "8-3"], draws=["12-2"])
    assert sorted(a["card"] for a in GAME.legal_actions(st)) == ["1-3", "2-3"]
    st = play(st, P("2-3"))
    assert "2-3" in st["table"] and "12-2" in st["table"] and st["to_move"] == 1


def test_choice_between_two_table_cards():
    st = rig(hands=[["1-1", "5-3"], ["6-3", "7-3"]], table=["1-3", "1-4", "8-3"], draws=["12-2"])
    legal = GAME.legal_actions(st)
    assert P("1-1", "1-3") in legal and P("1-1", "1-4") in legal and P("1-1") not in legal
    with pytest.raises(IllegalAction, match="Choice of capture"):
        GAME.apply(st, P("1-1"))
    st = play(st, P("1-1", "1-4"))
    assert sorted(st["piles"][0]) == ["1-1", "1-4"] and "1-3" in st["table"]


def test_triple_capture_takes_all_four():
    st = rig(hands=[["3-4", "5-3"], ["6-3", "7-3"]], table=["3-1", "3-2", "3-3", "8-3"], draws=["12-2"])
    st = play(st, P("3-4"))
    assert sorted(st["piles"][0]) == ["3-1", "3-2", "3-3", "3-4"]
    assert st["phase"] == "play" and st["to_move"] == 1     # no yaku made: no decision


def test_draw_step_with_its_own_choice_and_capture_of_discard():
    st = rig(hands=[["2-3", "5-3"], ["6-3", "7-3"]], table=["4-3", "4-4", "8-3"], draws=["4-1"])
    st = play(st, P("2-3"))
    assert st["phase"] == "draw_choice" and st["drawn"] == "4-1" and st["to_move"] == 0
    assert GAME.legal_actions(st) == [{"t": "take", "card": "4-3"}, {"t": "take", "card": "4-4"}]
    with pytest.raises(IllegalAction, match="Draw step"):
        GAME.apply(st, {"t": "take", "card": "8-3"})
    st = play(st, {"t": "take", "card": "4-4"})
    assert sorted(st["piles"][0]) == ["4-1", "4-4"] and st["to_move"] == 1
    # the drawn card may capture the card just discarded
    st = rig(hands=[["2-3", "5-3"], ["6-3", "7-3"]], table=["8-3"], draws=["2-4"])
    st = play(st, P("2-3"))
    assert sorted(st["piles"][0]) == ["2-3", "2-4"]


def _koi_state(options=None, pile_extra=(), table_extra=(), **kw):
    # seat 0 holds two poetry ribbons; playing 3-3 on 3-2 completes Akatan
    return rig(options, hands=[["3-3", "5-3", "5-4"], ["6-3", "7-3", "7-4"]],
               table=["3-2", "8-3"] + list(table_extra), draws=["12-2", "12-3", "12-4"],
               piles=[["1-2", "2-2"] + list(pile_extra), []], **kw)


def test_koi_or_stop_offered_and_soft_multiplier():
    st = _koi_state(mult_base=2)
    st = play(st, P("3-3"))
    assert st["phase"] == "koi" and st["to_move"] == 0
    assert GAME.legal_actions(st) == [KOI, STOP]
    sc = stop_score(st, 0)
    assert sc["base"] == 5 and sc["mult"] == 2 and sc["total"] == 10
    st2 = play(st, STOP)
    assert st2["points"] == [60, 40] and st2["result"]["transfer"] == 10 and st2["phase"] == "summary"
    st3 = play(st, KOI)
    assert st3["koi"] == [1, 0] and st3["to_move"] == 1 and stop_score(st3, 0)["mult"] == 3


def test_soft_starting_multiplier_from_table_brights():
    found = {}
    for seed in range(200):
        st = GAME.new_game(2, seed)
        if st["phase"] != "play":
            continue
        nb = sum(1 for c in st["table"] if c in ("1-1", "3-1", "8-1", "11-1", "12-1"))
        assert st["mult_base"] == 1 + nb
        found[nb] = True
        st2 = GAME.new_game(2, seed, {"bright_mult": "count"})
        assert st2["mult_base"] == max(1, nb)
        assert GAME.new_game(2, seed, {"scoring": "hard"})["mult_base"] == 1
    assert 0 in found and 1 in found and 2 in found


def test_koi_calls_share_one_multiplier_unless_own():
    st = _koi_state()
    st["koi"] = [0, 2]
    st = play(st, P("3-3"))
    assert stop_score(st, 0)["mult"] == st["mult_base"] + 2
    st = _koi_state({"koi_mult": "own"})
    st["koi"] = [0, 2]
    st = play(st, P("3-3"))
    assert stop_score(st, 0)["mult"] == st["mult_base"]


def test_hard_koi_seven_point_doubling():
    # Akatan (5) + Aotan (5) = 10 >= 7 -> doubled to 20
    st = _koi_state({"scoring": "hard"}, pile_extra=["6-2", "9-2", "10-2"])
    st = play(st, P("3-3"))
    sc = stop_score(st, 0)
    assert sc["base"] == 12 and sc["doubles"] == ["seven"] and sc["total"] == 24  # + Tan 2 (6 ribbons)
    st = play(st, STOP)
    assert st["points"] == [74, 26]


def test_hard_koi_opponent_koi_doubling_and_both():
    st = _koi_state({"scoring": "hard"})
    st["koi"] = [0, 1]
    st = play(st, P("3-3"))
    sc = stop_score(st, 0)
    assert sc["base"] == 5 and sc["doubles"] == ["opp_koi"] and sc["total"] == 10
    st = _koi_state({"scoring": "hard"}, pile_extra=["6-2", "9-2", "10-2"])
    st["koi"] = [0, 1]
    st = play(st, P("3-3"))
    assert stop_score(st, 0)["total"] == 12 * 4
    # the stopper's own Koi calls give nothing in Hard-Koi
    st = _koi_state({"scoring": "hard"})
    st["koi"] = [2, 0]
    st = play(st, P("3-3"))
    assert stop_score(st, 0)["total"] == 5


def test_koi_caller_scores_nothing_when_opponent_stops():
    # seat 0 completes Akatan and calls Koi; seat 1 then completes Aotan and stops
    st = rig(hands=[["3-3", "5-3", "5-4"], ["10-1", "7-3", "7-4"]],
             table=["3-2", "10-2", "8-3"], draws=["12-2", "12-3", "12-4"],
             piles=[["1-2", "2-2"], ["6-2", "9-2"]])
    st = play(st, P("3-3"), KOI, P("10-1"))
    assert st["phase"] == "koi" and st["to_move"] == 1
    st = play(st, STOP)
    r = st["result"]
    assert r["winner"] == 1 and st["points"] == [50 - r["transfer"], 50 + r["transfer"]]
    assert r["transfer"] == 5 * (st["mult_base"] + 1)   # shared multiplier includes seat 0's Koi


def test_rain_ruins_the_party_after_koi():
    # seat 0 has the curtain; playing the sake cup's month... capture sake -> Hanami
    st = rig({"viewing": "rain"}, hands=[["9-3", "11-2", "5-4"], ["6-3", "7-3", "7-4"]],
             table=["9-1", "11-4", "8-3"], draws=["12-2", "12-3", "12-4"], piles=[["3-1"], []])
    st = play(st, P("9-3"))
    assert st["phase"] == "koi" and dict(map(tuple, stop_score(st, 0)["yaku"])) == {"hanami": 5}
    st = play(st, KOI)
    st = play(st, P("6-3"))               # seat 1 discards
    st = play(st, P("11-2"))              # seat 0 takes a November card: the party is ruined
    assert st["phase"] == "play" and st["to_move"] == 1
    assert stop_score(st, 0)["yaku"] == []
    # with viewing "on" the same capture keeps Hanami and is no improvement
    st = rig({}, hands=[["9-3", "11-2", "5-4"], ["6-3", "7-3", "7-4"]],
             table=["9-1", "11-4", "8-3"], draws=["12-2", "12-3", "12-4"], piles=[["3-1"], []])
    st = play(st, P("9-3"), KOI, P("6-3"), P("11-2"))
    assert st["to_move"] == 1 and stop_score(st, 0)["base"] == 5


def test_round_without_stop_is_a_draw():
    st = rig(hands=[["5-3"], ["6-3"]], table=["8-3"], draws=["12-2", "12-3"])
    st = play(st, P("5-3"), P("6-3"))
    r = st["result"]
    assert r["kind"] == "draw" and r["winner"] is None and st["points"] == [50, 50]
    st = rig({"draw_rule": "dealer"}, hands=[["5-3"], ["6-3"]], table=["8-3"], draws=["12-2", "12-3"])
    st = play(st, P("5-3"), P("6-3"))
    assert st["points"] == [56, 44]


def test_last_turn_auto_stop():
    st = rig(hands=[["5-3"], ["3-3"]], table=["3-2", "8-3"], draws=["12-2", "12-3"],
             piles=[[], ["1-2", "2-2"]])
    st = play(st, P("5-3"), P("3-3"))
    assert st["result"]["kind"] == "stop" and st["result"]["winner"] == 1 and st["result"]["auto"]
    st = rig({"last_auto_stop": False}, hands=[["5-3"], ["3-3"]], table=["3-2", "8-3"],
             draws=["12-2", "12-3"], piles=[[], ["1-2", "2-2"]])
    st = play(st, P("5-3"), P("3-3"))
    assert st["phase"] == "koi"


def _find_seed(pred, options=None, limit=20000):
    for seed in range(limit):
        st = GAME.new_game(2, seed, options)
        if pred(st):
            return seed, st
    raise AssertionError("no seed found")


def test_single_instant_win_scores_six():
    from pondside.games.koikoi.yaku import instant_yaku
    seed, st = _find_seed(lambda s: s["result"] is not None and s["result"]["kind"] == "instant")
    r = st["result"]
    w = r["winner"]
    assert instant_yaku(r["hand"]) == r["yaku"][0][0]
    assert st["points"][w] == 56 and st["points"][1 - w] == 44 and st["phase"] == "summary"


def test_both_players_dealt_an_instant_win_play_on(monkeypatch):
    from pondside.games.koikoi import engine
    calls = []
    real = engine.instant_yaku
    # simulate both hands being instant wins for the first deal
    monkeypatch.setattr(engine, "instant_yaku", lambda h: calls.append(1) or ("teshi" if len(calls) <= 2 else real(h)))
    st = GAME.new_game(2, 5)
    assert st["result"] is None and st["phase"] == "play"
    calls.clear()
    st = GAME.new_game(2, 5, {"both_instant": "redeal"})
    assert len(calls) >= 4 and st["phase"] == "play"


def _finish_round(st, seat_stops=True):
    while st["phase"] not in ("summary", "over"):
        legal = GAME.legal_actions(st)
        a = STOP if STOP in legal and seat_stops else legal[0]
        st = GAME.apply(st, a)
    return st


@pytest.mark.parametrize("rule", ["winner", "loser", "alternate"])
def test_start_player_rules(rule):
    for seed in range(40):
        st = GAME.new_game(2, seed, {"start_player": rule})
        st = _finish_round(st)
        r = st["result"]
        if st["phase"] != "summary":
            continue
        if rule == "alternate":
            exp = 1 - r["start"]
        elif r["winner"] is None:
            exp = r["start"]
        else:
            exp = r["winner"] if rule == "winner" else 1 - r["winner"]
        assert st["to_move"] == exp
        nxt = play(st, NEXT)
        assert nxt["start"] == exp and nxt["month"] == 2 and nxt["result"] is None or nxt["result"]["kind"] == "instant"


@pytest.mark.parametrize("months", [3, 6, 12])
def test_game_lengths(months):
    st = GAME.new_game(2, 9, {"months": months})
    rounds = 0
    while not GAME.is_over(st):
        st = _finish_round(st)
        rounds += 1
        if st["phase"] == "summary":
            st = play(st, NEXT)
    assert st["month"] == months and len(st["history"]) == months
    assert sum(st["points"]) == 100 and GAME.winners(st)


def test_end_at_zero():
    st = _koi_state({"end_at_zero": True}, points=[96, 4])
    st = play(st, P("3-3"), STOP)
    assert st["points"][1] <= 0 and GAME.is_over(st)


def test_view_hides_hand_and_deck():
    st = GAME.new_game(["Ann", "Ben"], 3)
    v = GAME.view(st, 0)
    text = json.dumps(v)
    assert v["hand"] == st["hands"][0] and v["hand_counts"] == [8, 8]
    for c in st["hands"][1] + st["deck"]:
        assert f'"{c}"' not in text
    assert "seed" not in v and "rng" not in v and "actions" not in v


def test_determinize_is_consistent_with_the_view():
    st = GAME.new_game(2, 4)
    st = play(st, GAME.legal_actions(st)[0])
    seat = st["to_move"]
    v = GAME.view(st, seat)
    d = GAME.determinize(v, seat, Rng(7))
    GAME.check_invariants(d)
    assert d["hands"][seat] == st["hands"][seat] and d["table"] == st["table"]
    assert [len(h) for h in d["hands"]] == [len(h) for h in st["hands"]]
    assert len(d["deck"]) == len(st["deck"])
    # it can be played on
    assert GAME.legal_actions(d) == GAME.legal_actions(st)


def test_no_mutation_and_illegal_leaves_state():
    st = GAME.new_game(2, 12)
    text = GAME.to_json(st)
    GAME.apply(st, GAME.legal_actions(st)[0])
    assert GAME.to_json(st) == text
    rules = ["Koi or stop: ", "Koi or stop: ", "Next month: ", "Turn order: ", "Play from your hand: "]
    for bad, rule in zip((KOI, STOP, NEXT, {"t": "take", "card": "1-1"}, P("no-card")), rules):
        with pytest.raises(IllegalAction) as e:
            GAME.apply(st, bad)
        # the rule, named in player words: no section signs of our notes, no card ids, no raw action
        msg = str(e.value)
        assert msg.startswith(rule), msg
        assert "§" not in msg and not re.search(r"\b\d+-\d\b", msg) and "{" not in msg and "'t'" not in msg
    assert GAME.to_json(st) == text


def test_plant_secret_goes_to_hidden_places():
    st = GAME.new_game(2, 12)
    s2, allowed = GAME.plant_secret(st, "TOKEN")
    other = 1 - st["to_move"]
    assert allowed == [other] and "TOKEN" in json.dumps(GAME.view(s2, other))
    assert "TOKEN" not in json.dumps(GAME.view(s2, 1 - other))


def test_log_lines_in_both_languages():
    st = GAME.new_game(["Ann", "Ben"], 12)
    a = GAME.legal_actions(st)[0]
    en, de = GAME.log_line(st, a, "en"), GAME.log_line(st, a, "de")
    assert en.startswith("Ann played ") and de.startswith("Ann: ") and "gespielt" in de and en != de
    assert GAME.reveals(st, a, GAME.apply(st, a))


def test_void_months_are_public_and_respected_by_determinize():
    # seat 0 can't capture, discards: its hand holds no card of the table's months
    st = rig(hands=[["1-3", "2-3", "2-4"], ["5-3", "6-3", "6-4"]], table=["7-4", "8-3"], draws=["12-2", "12-3"])
    st = play(st, P("1-3"))
    assert st["void"][0] == [7, 8]
    v = GAME.view(st, 1)
    for k in range(30):
        d = GAME.determinize(v, 1, Rng(k))
        assert not any(MONTH[c] in (7, 8) for c in d["hands"][0])
        GAME.check_invariants(d)


def test_first_start_option():
    starts = {GAME.new_game(2, s)["start"] for s in range(30)}
    assert starts == {0, 1}
    assert {GAME.new_game(2, s, {"first_start": "seat0"})["start"] for s in range(30)} == {0}


@pytest.mark.parametrize("after_draw,expect_same", [("keep", True), ("swap", False)])
def test_start_player_after_a_drawn_month(after_draw, expect_same):
    st = rig({"after_draw": after_draw}, hands=[["5-3"], ["6-3"]], table=["8-3"], draws=["12-2", "12-3"])
    st = play(st, P("5-3"), P("6-3"))
    assert st["result"]["kind"] == "draw" and st["phase"] == "summary"
    assert (st["to_move"] == st["start"]) == expect_same
    st = play(st, NEXT)
    assert st["month"] == 2


@pytest.mark.parametrize("trigger,decides", [("improve", True), ("new", False)])
def test_koi_trigger_on_a_raised_yaku(trigger, decides):
    # seat 0 already has Kasu (10 chaff); an 11th and 12th chaff raise it from 1 to 3
    from pondside.games.koikoi.cards import CHAFFS
    chaff = [c for c in CHAFFS if MONTH[c] not in (5, 6, 7, 8, 12)][:10]
    st = rig({"koi_trigger": trigger}, hands=[["5-3", "6-3"], ["7-3", "7-4"]], table=["5-4", "8-3"],
             draws=["12-2", "12-3"], piles=[chaff, []])
    st = play(st, P("5-3"))
    assert (st["phase"] == "koi") == decides
    assert (st["to_move"] == 0) == decides
