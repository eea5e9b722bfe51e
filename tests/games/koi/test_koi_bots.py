"""KOI bots: legal, view-only (no peeking at the deck), and stronger than chance."""
import json

from pondside import Rng
from pondside.games.koi.engine import GAME as G
from pondside.games.koi.bots import BOTS, BOT_LABELS, value


def test_levels_ordered_and_labelled():
    assert list(BOTS) == ["random", "greedy", "lookahead"]
    for lv in BOTS:
        assert BOT_LABELS[lv]["en"] and BOT_LABELS[lv]["de"]


def _advance(s, k, seed="adv"):
    rng = Rng.from_seed(seed)
    for _ in range(k):
        legal = G.legal_actions(s)
        s = G.apply(s, legal[rng.below(len(legal))])
    return s


def test_bots_do_not_depend_on_the_hidden_deck_order():
    s = _advance(G.new_game(3, 21), 25)
    seat = G.to_move(s)
    other = json.loads(json.dumps(s))
    other["deck"] = list(reversed(other["deck"]))
    assert other["deck"] != s["deck"]
    for lv in ("greedy", "lookahead"):
        a = BOTS[lv](G, G.view(s, seat), G.legal_actions(s), Rng.from_seed(5))
        b = BOTS[lv](G, G.view(other, seat), G.legal_actions(other), Rng.from_seed(5))
        assert a == b and a in G.legal_actions(s)


def _game(levels, seed):
    s = G.new_game(len(levels), seed)
    rngs = [Rng.from_seed(f"{seed}-{i}") for i in range(len(levels))]
    while not G.is_over(s):
        seat = G.to_move(s)
        s = G.apply(s, BOTS[levels[seat]](G, G.view(s, seat), G.legal_actions(s), rngs[seat]))
    return s


def test_greedy_beats_random():
    wins = 0
    for k in range(4):
        levels = ["greedy", "random"] if k % 2 == 0 else ["random", "greedy"]
        s = _game(levels, 300 + k)
        g = levels.index("greedy")
        wins += G.winners(s) == [g]
        assert G.scores(s)[g] > G.scores(s)[1 - g]
    assert wins == 4


def test_greedy_claims_reached_goal_and_value_counts_score():
    s = G.new_game(2, 3)
    s["goals"] = [{"kind": "shore", "tiers": [{"n": 1, "vp": 4, "by": None}]}]
    s["ps"][0]["pond"]["1,0"] = "shore"
    s["ps"][0]["store"]["water"] = 1
    s = G.apply(s, {"t": "work"})
    s = G.apply(s, {"t": "sensei"})
    s = G.apply(s, {"t": "place", "item": "water", "hex": "-1,0"})
    s = G.apply(s, {"t": "end"})
    assert s["phase"] == "goal"
    a = BOTS["greedy"](G, G.view(s, 0), G.legal_actions(s), Rng.from_seed(1))
    assert a == {"t": "goal", "g": 0, "claim": True}
    after = G.apply(s, a)
    assert value(G, after, 0) > value(G, s, 0)


def test_lookahead_thinks_in_slices_per_simulation():
    """The look-ahead yields after every (sample, candidate) simulation, so no slice holds a whole
    decision; driven in slices it makes the plain call's choice."""
    from pondside.core import think
    s = _advance(G.new_game(2, 11), 4)
    while G.view(s, G.to_move(s))["phase"] != "turn" or len(G.legal_actions(s)) < 3:
        s = _advance(s, 1)
    seat = G.to_move(s)
    legal = G.legal_actions(s)
    gen = think(BOTS["lookahead"], G, G.view(s, seat), legal, Rng.from_seed(8))
    n = 0
    while True:
        try:
            next(gen)
            n += 1
        except StopIteration as stop:
            act = stop.value
            break
    assert n >= 1 + 2 * min(4, len(legal))     # first pass, then every sample x candidate
    assert act == BOTS["lookahead"](G, G.view(s, seat), legal, Rng.from_seed(8)) and act in legal

