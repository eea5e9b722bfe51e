import pytest

from support.koikoi import GAME, play, rig
from pondside import Rng
from pondside.games.koikoi import bots as B
from pondside.games.koikoi.cards import CARDS
from pondside.games.koikoi.sim import Scorer, _mask
from pondside.games.koikoi.options import full_options
from pondside.games.koikoi.yaku import score_yaku

LEVELS = list(B.BOTS)


def test_levels_are_ordered_and_labelled():
    assert LEVELS == ["random", "heuristic", "strong"]
    for lv in LEVELS:
        assert B.BOT_LABELS[lv]["en"] and B.BOT_LABELS[lv]["de"]


@pytest.mark.parametrize("opts", [{}, {"yaku_set": "nintendo"}, {"viewing": "rain"},
                                  {"viewing": "off", "sake_chaff": False}, {"strict_brights": True}])
def test_fast_scorer_equals_score_yaku(opts):
    o = full_options(opts)
    sc = Scorer(o)
    rng = Rng(11)
    for _ in range(1500):
        cs = rng.shuffle(list(CARDS))[:rng.below(30)]
        assert sc.total(_mask(cs)) == sum(p for _y, p in score_yaku(cs, o))


def _swap_hidden(st, rng):
    """The same view, other hidden cards: reshuffle opponent hand + deck."""
    s2 = dict(st)
    other = 1 - st["to_move"]
    pool = list(st["hands"][other]) + list(st["deck"])
    rng.shuffle(pool)
    n = len(st["hands"][other])
    hands = [list(h) for h in st["hands"]]
    hands[other] = sorted(pool[:n], key=CARDS.index)
    s2["hands"] = hands
    s2["deck"] = pool[n:]
    return s2


@pytest.mark.parametrize("level", LEVELS)
def test_bots_never_peek(level):
    """A bot's choice depends only on its view: changing the hidden cards
    (same view) gives the same action for the same rng."""
    st = GAME.new_game(2, 21)
    rng = Rng(3)
    checked = 0
    for _ in range(12):
        if GAME.is_over(st):
            break
        seat = st["to_move"]
        legal = GAME.legal_actions(st)
        s2 = _swap_hidden(st, rng)
        assert GAME.view(s2, seat) == GAME.view(st, seat)
        a1 = B.BOTS[level](GAME, GAME.view(st, seat), legal, Rng(99))
        a2 = B.BOTS[level](GAME, GAME.view(s2, seat), legal, Rng(99))
        assert a1 == a2 and a1 in legal
        checked += 1
        st = GAME.apply(st, a1)
    assert checked >= 8


@pytest.mark.parametrize("level", ["heuristic", "strong"])
def test_takes_the_yaku_making_capture(level):
    # capturing the curtain with the March ribbon completes Sankō (crane, moon already held)
    st = rig(hands=[["3-2", "6-3"], ["5-3", "7-3"]], table=["3-1", "6-4", "8-3"], draws=["12-2", "12-3"],
             piles=[["1-1", "8-1"], []])
    a = B.BOTS[level](GAME, GAME.view(st, 0), GAME.legal_actions(st), Rng(1))
    assert a == {"t": "play", "card": "3-2"}


def test_strong_stops_as_soon_as_it_scores():
    # seat 0 has just made Akatan; stopping wins the month, Koi could only lose it
    st = rig(hands=[["3-3", "5-3", "5-4", "2-3", "2-4"], ["6-3", "7-3", "7-4", "4-3", "4-4"]],
             table=["3-2", "8-3", "10-3"], draws=["12-2", "12-3", "12-4"],
             piles=[["1-2", "2-2"], []], mult_base=1)
    st = play(st, {"t": "play", "card": "3-3"})
    assert st["phase"] == "koi"
    for seed in range(3):
        assert B.choose_strong(GAME, GAME.view(st, 0), GAME.legal_actions(st), Rng(seed)) == {"t": "stop"}


def test_strong_blocks_the_opponents_near_yaku():
    # the opponent holds two poetry ribbons; the third lies on the table.  The greedy
    # level grabs the phoenix; the strong level takes the ribbon away (Akatan denied).
    st = rig(hands=[["3-3", "12-2", "4-3", "5-3"], ["3-1", "8-3", "9-3", "10-3"]],
             table=["3-2", "12-1", "6-3", "7-3"], draws=["11-4", "10-4", "9-4"],
             piles=[[], ["1-2", "2-2"]])
    legal = GAME.legal_actions(st)
    assert B.choose_heuristic(GAME, GAME.view(st, 0), legal, Rng(0)) == {"t": "play", "card": "12-2"}
    for seed in range(3):
        assert B.choose_strong(GAME, GAME.view(st, 0), legal, Rng(seed)) == {"t": "play", "card": "3-3"}


def test_strong_draw_step_takes_the_yaku():
    # the drawn March chaff may take the curtain (Sankō with crane and moon) or a chaff
    st = rig(hands=[["2-3", "5-3"], ["6-3", "7-3"]], table=["2-4", "3-1", "3-3", "8-3"], draws=["3-4"],
             piles=[["1-1", "8-1"], []])
    st = play(st, {"t": "play", "card": "2-3"})
    assert st["phase"] == "draw_choice"
    assert B.choose_strong(GAME, GAME.view(st, 0), GAME.legal_actions(st), Rng(4)) == {"t": "take", "card": "3-1"}


def test_strong_ignores_planted_secrets():
    """The hidden cards (the opponent's hand, the draw pile) are replaced by
    tokens or reshuffled: the strong level's choice does not change."""
    st = GAME.new_game(2, 33)
    rng = Rng(8)
    for _ in range(6):
        seat = st["to_move"]
        legal = GAME.legal_actions(st)
        planted = GAME.plant_secret(st, "SECRET")
        assert planted is not None
        s2, _allowed = planted
        views = [GAME.view(st, seat), GAME.view(s2, seat), GAME.view(_swap_hidden(st, rng), seat)]
        assert views[0] == views[1] == views[2]
        picks = [B.choose_strong(GAME, v, legal, Rng(5)) for v in views]
        assert picks[0] == picks[1] == picks[2]
        st = GAME.apply(st, picks[0])


def test_strong_thinks_in_slices_and_is_deterministic():
    from pondside.core import run_think

    st = GAME.new_game(2, 12)
    view, legal = GAME.view(st, st["to_move"]), GAME.legal_actions(st)
    assert len(legal) > 1
    gen = B.choose_strong.think(GAME, view, legal, Rng(3))
    slices = 0
    while True:
        try:
            next(gen)
            slices += 1
        except StopIteration as stop:
            sliced = stop.value
            break
    assert slices >= 10                         # many short slices, not one long one
    assert sliced == B.choose_strong(GAME, view, legal, Rng(3)) == run_think(
        B.choose_strong.think(GAME, view, legal, Rng(3)))


def test_strong_beats_random_over_a_few_rounds():
    """A small sanity check (the real measurement is bench/koikoi_bots.py)."""
    won = {"strong": 0, "random": 0}
    for k in range(6):
        bots = ["strong", "random"] if k % 2 == 0 else ["random", "strong"]
        st = GAME.new_game(2, f"t{k}", {"months": 3})
        rng = Rng(k)
        while not GAME.is_over(st):
            seat = st["to_move"]
            act = B.BOTS[bots[seat]](GAME, GAME.view(st, seat), GAME.legal_actions(st), rng)
            st = GAME.apply(st, act)
            if act["t"] != "next" and st["phase"] in ("summary", "over") and st["result"]["winner"] is not None:
                won[bots[st["result"]["winner"]]] += 1
    assert won["strong"] > won["random"]


def test_strong_baseline_is_the_pile_at_the_start_of_the_turn():
    # seat 0 holds Akatan and has called Koi: a play only improves on 5 points
    st = rig(hands=[["10-3", "5-1", "4-4"], ["6-3", "7-3", "7-4"]], table=["10-2", "5-3", "5-4"],
             draws=["12-2", "12-3", "12-4"], piles=[["1-2", "2-2", "3-2", "6-2", "9-2"], []])
    st["koi"] = [1, 0]
    sc = B._scorer(st["options"])
    v = GAME.view(st, 0)
    assert B._baseline(v, sc, 0, "play") == 6        # Akatan 5 + Tan 1
    # in the draw step the baseline is what the pile held before the play
    st = rig(hands=[["2-3", "5-3"], ["6-3", "7-3"]], table=["4-3", "4-4", "8-3"], draws=["4-1"],
             piles=[["1-2", "3-2", "2-2"], []])
    st = play(st, {"t": "play", "card": "2-3"})
    assert st["phase"] == "draw_choice"
    assert B._baseline(GAME.view(st, 0), sc, 0, "take") == 5


# ------------------------------------------------------- whole-game awareness
def _koi_spot(points, month=6, mult_base=1):
    """Seat 0 has just made Akatan (5 points) with five cards left in each hand."""
    st = rig(hands=[["3-3", "5-3", "5-4", "2-3", "2-4"], ["6-3", "7-3", "7-4", "4-3", "4-4"]],
             table=["3-2", "8-3", "10-3"], draws=["12-2", "12-3", "12-4"],
             piles=[["1-2", "2-2"], []], mult_base=mult_base, month=month, points=points)
    st = play(st, {"t": "play", "card": "3-3"})
    assert st["phase"] == "koi" and GAME.view(st, 0)["stop_now"]["total"] == 5 * mult_base
    return st


def test_game_value_is_a_win_probability():
    assert B.game_value(1, 0) == 1.0 and B.game_value(-1, 0) == 0.0 and B.game_value(0, 0) == 0.5
    assert B.game_value(0, 3) == pytest.approx(0.5)
    vals = [B.game_value(d, 3) for d in range(-60, 61, 10)]
    assert vals == sorted(vals) and 0.0 < vals[0] < 0.05 and 0.95 < vals[-1] < 1.0
    # the same lead is worth more with fewer months to go
    assert B.game_value(20, 1) > B.game_value(20, 5)


@pytest.mark.parametrize("level", ["heuristic", "strong"])
def test_stops_when_stopping_wins_the_last_month(level):
    st = _koi_spot([52, 48])              # ahead: a stop makes the game safe
    for seed in range(3):
        assert B.BOTS[level](GAME, GAME.view(st, 0), GAME.legal_actions(st), Rng(seed)) == {"t": "stop"}


@pytest.mark.parametrize("level", ["heuristic", "strong"])
def test_koi_when_stopping_cannot_win_the_last_month(level):
    st = _koi_spot([44, 56])              # a stop leaves it 2 behind: only Koi can still win
    for seed in range(3):
        assert B.BOTS[level](GAME, GAME.view(st, 0), GAME.legal_actions(st), Rng(seed)) == {"t": "koi"}


def test_strong_choices_are_deterministic_for_an_rng():
    st = GAME.new_game(2, 5)
    for _ in range(8):
        seat = st["to_move"]
        view, legal = GAME.view(st, seat), GAME.legal_actions(st)
        a = B.choose_strong(GAME, view, legal, Rng(17))
        assert a == B.choose_strong(GAME, view, legal, Rng(17)) and a in legal
        st = GAME.apply(st, a)


# ------------------------------------------------------- the opponent model
def _opp_can_make_sanko():
    """A month in the bots' fast model: seat 1 (to move) holds crane and moon; the
    curtain in its hand can take the March chaff (Sankō), the May chaff the other May
    chaff (nothing).  Seat 0, the searching bot, must take the March chaff next if it is
    still there (forced capture), which spoils the Sankō."""
    from pondside.games.koikoi.cards import INDEX
    ix = lambda cs: [INDEX[c] for c in cs]  # noqa: E731
    r = B._Round()
    r.hands = [ix(["3-4", "4-3", "6-3"]), ix(["3-1", "5-3", "7-3"])]
    r.table = ix(["3-3", "5-4", "9-3"])
    r.deck = ix(["11-4", "10-3", "10-4", "12-2", "12-3", "12-4"])
    r.piles = [0, _mask(["1-1", "8-1"])]
    r.koi = [0, 0]
    r.mult_base = 1
    r.start = 1
    return r


def test_rollout_opponent_is_greedy():
    """The strong level's rollouts model the opponent as greedy (OPP_GREEDY = 1): it takes
    the Sankō on the spot, on every dice stream; a half-random model would not always."""
    assert B.OPP_GREEDY == 1.0
    o = full_options({})
    sc = B._scorer(o)
    outcomes = set()
    for seed in range(20):
        w, pts = B._rollout(o, sc, _opp_can_make_sanko(), 1, 0, B._fast_rnd(Rng(seed)), B.OPP_GREEDY, 1.0)
        assert (w, pts) == (1, 5)
    for seed in range(20):
        outcomes.add(B._rollout(o, sc, _opp_can_make_sanko(), 1, 0, B._fast_rnd(Rng(seed)), 0.5, 1.0))
    assert len(outcomes) > 1                  # the spot tells the two models apart
