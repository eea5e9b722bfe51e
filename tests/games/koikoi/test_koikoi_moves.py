"""Issue 21 for Koi-Koi, engine side: which cards a move touched (``changes``), the move in words
(``turn_summary``), the month's end held for the watching person (``pause_after``), the end screen's lines."""
from support.koikoi import GAME, play, rig

from pondside import Rng

P = lambda c, take=None: {"t": "play", "card": c} if take is None else {"t": "play", "card": c, "take": take}  # noqa: E731


def _step(st, action):
    after = GAME.apply(st, action)
    return st, action, after


def test_a_play_marks_the_played_the_taken_and_the_drawn_card():
    st = rig(hands=[["1-1", "5-3"], ["6-3", "7-3"]], table=["1-3", "8-3"], draws=["12-2"])
    b, a, after = _step(st, P("1-1"))
    for seat in (0, 1, None):
        assert GAME.changes(b, a, after, seat) == ["1-1", "1-3", "12-2"]
    assert GAME.turn_summary([(b, a, after)], 1) == \
        "Ann played Crane and sun (Pine) and took Chaff (Pine); drew Chaff (Paulownia), which stays on the table"
    assert GAME.turn_summary([(b, a, after)], 1, "de") == \
        "Ann: Kranich und Sonne (Kiefer) gespielt und Kasu (Kiefer) genommen; Kasu (Paulownie) gezogen, bleibt in der Auslage"
    assert not GAME.pause_after(b, a, after)


def test_a_drawn_card_with_two_matches_then_its_choice():
    st = rig(hands=[["2-3", "5-3"], ["6-3", "7-3"]], table=["4-3", "4-4", "8-3"], draws=["4-1"])
    b, a, mid = _step(st, P("2-3"))
    assert GAME.changes(b, a, mid, 1) == ["2-3", "4-1"]       # on the table, and the drawn card waiting
    b2, a2, after = _step(mid, {"t": "take", "card": "4-4"})
    assert GAME.changes(b2, a2, after, 1) == ["4-1", "4-4"]
    text = GAME.turn_summary([(b, a, mid), (b2, a2, after)], 1)
    assert text == ("Ann played Chaff (Plum) to the table; drew Cuckoo (Wisteria), which matches two table cards; "
                    "took Chaff (Wisteria) with the drawn Cuckoo (Wisteria)")


def test_koi_marks_the_callers_koi_and_a_stop_holds_the_month_summary():
    st = rig(hands=[["3-3", "5-3", "5-4"], ["6-3", "7-3", "7-4"]], table=["3-2", "8-3"],
             draws=["12-2", "12-3", "12-4"], piles=[["1-2", "2-2"], []], mult_base=2)
    st = play(st, P("3-3"))
    assert st["phase"] == "koi"
    b, a, after = _step(st, {"t": "koi"})
    assert GAME.changes(b, a, after, 1) == ["koi:0"] and not GAME.pause_after(b, a, after)
    assert GAME.turn_summary([(b, a, after)], 1) == "Ann called Koi"
    b, a, after = _step(st, {"t": "stop"})
    assert GAME.pause_after(b, a, after), "the month's end waits for the person's Continue"
    assert GAME.turn_summary([(b, a, after)], 1) == "Ann stopped and scored 10 (Akatan)"
    assert GAME.turn_summary([(b, a, after)], 1, "de") == "Ann: gewertet: +10 (Akatan)"
    # dealing the next month is held only if the deal itself ends it (a winning hand); its words say so
    b, a, after = _step(after, {"t": "next"})
    instant = after["phase"] == "summary"
    assert GAME.pause_after(b, a, after) == instant and not instant
    assert GAME.changes(b, a, after, 0) == [] and GAME.turn_summary([(b, a, after)], 0).endswith("dealt month 2")


def test_pause_after_is_true_exactly_when_a_month_ends():
    ends = held = 0
    for seed in range(12):
        s = GAME.new_game(["Ann", "Ben"], seed, {"months": 3})
        rng = Rng(seed)
        while not GAME.is_over(s):
            a = rng.choice(GAME.legal_actions(s))
            after = GAME.apply(s, a)
            ended = len(after["history"]) > len(s["history"])
            assert GAME.pause_after(s, a, after) == ended, (seed, a)
            ends += ended
            held += GAME.pause_after(s, a, after)
            s = after
    assert ends == held >= 36


def test_result_lines_say_points_and_months_won():
    s = GAME.new_game(["Ann", "Ben"], 4, {"months": 3})
    rng = Rng(2)
    while not GAME.is_over(s):
        s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    lines = GAME.result_lines(s)
    assert len(lines) == 2
    for seat, line in enumerate(lines):
        won = [h["transfer"] for h in s["history"] if h["winner"] == seat]
        assert line.startswith(f"{s['players'][seat]['name']}: {s['points'][seat]} points — won {len(won)} of 3 months")
        assert (f"(best month: +{max(won)})" in line) == bool(won)
    assert GAME.result_lines(s, "de")[0].startswith(f"Ann: {s['points'][0]} Punkte — ")
