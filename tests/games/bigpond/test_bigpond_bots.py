"""The Big Pond's computer players: legal choices from their own view, forced scoring, real strength."""
import pytest
from hypothesis import given, settings, strategies as st

from pondside import Rng
from pondside.games.bigpond.engine import GAME as G
from pondside.games.bigpond import bots as B
from pondside.games.bigpond import ring as R


def play(levels, seed, options=None):
    s = G.new_game(len(levels), seed, options)
    rng = Rng.from_seed(seed)
    while not G.is_over(s):
        seat = s["to_move"]
        legal = G.legal_actions(s)
        choose = B.BOTS[levels[seat]] if levels[seat] != "random" else (
            lambda g, v, legal_, r: legal_[r.below(len(legal_))])
        a = choose(G, G.view(s, seat), legal, rng)
        assert a in legal
        s = G.apply(s, a)
    return s


def test_levels_are_ordered_and_labelled():
    assert list(B.BOTS) == ["easy", "greedy", "lookahead"]
    for k in B.BOTS:
        assert B.BOT_LABELS[k]["en"] and B.BOT_LABELS[k]["de"]


@pytest.mark.parametrize("level", list(B.BOTS))
def test_bot_scores_when_forced(level):
    s = G.new_game(2, 3)
    rng = Rng.from_seed("forced")
    while not (s["phase"] == "score" and s["supply"][s["to_move"]] == 0):
        legal = G.legal_actions(s)
        s = G.apply(s, legal[rng.below(len(legal))])
    a = B.BOTS[level](G, G.view(s, s["to_move"]), G.legal_actions(s), Rng.from_seed(1))
    assert a["t"] == "score"


def test_bots_never_see_the_decks():
    s = G.new_game(2, 8)
    v = G.view(s, 0)
    assert isinstance(v["koi_deck"], int) and isinstance(v["feat_deck"], int)
    a = B.BOTS["lookahead"](G, v, G.legal_actions(s), Rng.from_seed(2))
    assert a in G.legal_actions(s)


def test_greedy_placement_takes_the_obvious_points():
    # a pond where a black flower sits next to two black koi: placing the held black/white koi on the
    # third side is worth 2 for the owner of the flower (seat 0)
    s = G.new_game([{"name": "A", "colour": "white"}, {"name": "B", "colour": "red"}], 1)
    s["pond"] = {"0,0": "T-BR-B2", "1,0": "F-SF-B-1", "2,0": "T-BY-B2", "-1,0": "F-TU-1"}
    s["when"] = {k: 0 for k in s["pond"]}
    s["markers"], s["supply"] = {"1,0": 0}, [2, 3]
    s["phase"], s["held"] = "place", ["T-BW-B2"]
    a = B.BOTS["greedy"](G, G.view(s, 0), G.legal_actions(s), Rng.from_seed(1))
    assert a["at"] in ([1, 1], [1, -1])   # next to its own black flower (+2, +1 white bonus)
    # the opponent (seat 1) puts the same koi anywhere but there
    s["to_move"] = 1
    s["markers"] = {"1,0": 0}
    b = B.BOTS["greedy"](G, G.view(s, 1), G.legal_actions(s), Rng.from_seed(1))
    assert b["at"] not in ([1, 1], [1, -1]) and b["at"] in ([-1, 1], [-1, -1], [-2, 0])


def test_greedy_beats_random_and_easy_beats_random():
    wins = {"greedy": 0, "easy": 0}
    for seed in range(2):
        for lv in wins:
            s = play([lv, "random"] if seed % 2 == 0 else ["random", lv], 100 + seed)
            me = 0 if seed % 2 == 0 else 1
            wins[lv] += me in G.winners(s)
    assert wins == {"greedy": 2, "easy": 2}


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["K", "F", None]), min_size=4, max_size=14),
       st.integers(0, 13), st.integers(0, 8))
def test_picks_are_neighbouring_koi_feature_pairs_with_growing_cost(ring, token, coins):
    token %= len(ring)
    isk = lambda t: t == "K"
    out = R.picks(ring, token, isk, coins)
    seq = R.sequence(ring, token)
    for a, b, cost in out:
        assert cost <= coins
        assert seq[cost] == a and seq[cost + 1] == b          # exactly `cost` tiles skipped, no gap
        assert isk(ring[a]) != isk(ring[b])
    costs = [c for _, _, c in out]
    assert costs == sorted(set(costs))
    # every affordable neighbouring koi/feature pair is offered
    want = [i for i in range(len(seq) - 1) if i <= coins and isk(ring[seq[i]]) != isk(ring[seq[i + 1]])]
    assert costs == want


def _slices(bot, view, legal, seed):
    from pondside.core import think
    gen = think(bot, G, view, legal, Rng.from_seed(seed))
    n = 0
    while True:
        try:
            next(gen)
            n += 1
        except StopIteration as stop:
            return stop.value, n


def test_lookahead_thinks_in_slices_one_pick_option_at_a_time():
    """A pick yields once per pick option it weighs (its own, then the next player's replies) and ends
    with the same choice as the plain call, whatever the hidden decks hold."""
    s = G.new_game(2, 4)
    seat = s["to_move"]
    legal = G.legal_actions(s)
    assert legal[0]["t"] == "pick" and len(legal) > 1
    view = G.view(s, seat)
    act, n = _slices(B.BOTS["lookahead"], view, legal, 3)
    assert n >= len(legal)
    assert act == B.BOTS["lookahead"](G, view, legal, Rng.from_seed(3))
    other = dict(s, koi_deck=list(reversed(s["koi_deck"])), feat_deck=list(reversed(s["feat_deck"])))
    assert B.BOTS["lookahead"](G, G.view(other, seat), legal, Rng.from_seed(3)) == act


@pytest.mark.parametrize("n", [2, 3, 4])
def test_turns_after_is_exact_in_the_last_round_and_growth_fades_out(n):
    """``turns_after`` counts the turns still to come (all seats); over the last round, where it matters, it
    is exact, and on the game's final turn the look-ahead values no growth any more (nobody places again)."""
    s = G.new_game(n, 20 + n)
    rng = Rng.from_seed(n)
    rec = []
    while not G.is_over(s):
        seat = s["to_move"]
        v = G.view(s, seat)
        legal = G.legal_actions(s)
        if legal[0]["t"] in ("pick", "place"):
            rec.append((legal[0]["t"], B.turns_after(v), B.Board(v).late))
        s = G.apply(s, B.BOTS["greedy"](G, v, legal, rng))
    picks = [i for i, r in enumerate(rec) if r[0] == "pick"]
    for j, i in enumerate(picks):
        real = len(picks) - 1 - j
        assert rec[i][1] >= real and rec[i][1] <= real + n       # an estimate: at most one round off
        if real < n:
            assert rec[i][1] == real
    assert rec[-1][1] == 0 and rec[-1][2] == 0.0
    assert rec[0][2] == 1.0
