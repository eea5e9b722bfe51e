"""KOI bots: legal, view-only (no peeking at the deck), and stronger than chance."""
import json

from pondside import Rng
from pondside.games.koi.engine import GAME as G
from pondside.games.koi.bots import BOTS, BOT_LABELS, value


def test_levels_ordered_and_labelled():
    assert list(BOTS) == ["random", "greedy", "lookahead", "planner"]
    for lv in BOTS:
        assert BOT_LABELS[lv]["en"] and BOT_LABELS[lv]["de"]
    assert len({BOT_LABELS[lv]["en"] for lv in BOTS}) == len(BOTS)
    for lv in BOTS:                                 # player words: no level ids in the labels
        for lang in ("en", "de"):
            assert not any(key in BOT_LABELS[lv][lang].lower() for key in ("greedy", "lookahead", "planner"))


def test_the_hint_keeps_the_quick_lookahead():
    """The strongest level (last, offered as hardest) is the planner; the Hint, which runs on a phone, keeps
    the quicker look-ahead."""
    from pondside.app import coach
    from pondside.games.koi import bots
    assert bots.HINT_LEVEL == "lookahead"
    assert coach.hint_level("koi") is BOTS["lookahead"]
    assert coach.strongest("koi") is BOTS["planner"]


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
    for lv in ("greedy", "lookahead", "planner"):
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



def _positions():
    """Seeded positions of 2, 3 and 4 players, in the turn choice and in later steps of a turn."""
    out = []
    for n, seed in ((2, 31), (3, 32), (4, 33), (2, 34)):
        s = G.new_game(n, seed)
        rng = Rng.from_seed(f"pos-{seed}")
        for k in range(120):
            if G.is_over(s):
                break
            legal = G.legal_actions(s)
            if len(legal) > 1 and k % 7 == 0:
                out.append(s)
            s = G.apply(s, legal[rng.below(len(legal))])
    return out


def test_planner_plays_legal_moves_in_every_phase_and_is_deterministic():
    positions = _positions()
    phases = {s["phase"] for s in positions}
    assert "turn" in phases and len(phases) >= 3, phases
    for s in positions:
        seat = G.to_move(s)
        legal = G.legal_actions(s)
        a = BOTS["planner"](G, G.view(s, seat), legal, Rng.from_seed("det"))
        assert a in legal, (s["phase"], a)
        assert BOTS["planner"](G, G.view(s, seat), legal, Rng.from_seed("det")) == a


def test_planner_sees_only_the_view():
    """Two states that differ only in the hidden deck order give the same choice for the same generator."""
    n = 0
    for s in _positions()[::3]:
        if len(s["deck"]) < 2:
            continue
        other = json.loads(json.dumps(s))
        other["deck"] = other["deck"][1:] + other["deck"][:1]
        assert other["deck"] != s["deck"]
        seat = G.to_move(s)
        assert G.view(s, seat) == G.view(other, seat)
        a = BOTS["planner"](G, G.view(s, seat), G.legal_actions(s), Rng.from_seed(9))
        b = BOTS["planner"](G, G.view(other, seat), G.legal_actions(other), Rng.from_seed(9))
        assert a == b and a in G.legal_actions(s)
        n += 1
    assert n >= 3


def test_planner_thinks_in_slices_and_decides_at_once_when_out_of_time():
    """Driven a slice at a time it makes the plain call's choice over many short slices; answered True at a
    yield (the budget is spent) it returns a legal action within a few more steps."""
    from pondside.core import think
    s = _advance(G.new_game(2, 11), 4)
    while G.view(s, G.to_move(s))["phase"] != "turn" or len(G.legal_actions(s)) < 3:
        s = _advance(s, 1)
    seat = G.to_move(s)
    view, legal = G.view(s, seat), G.legal_actions(s)
    gen = think(BOTS["planner"], G, view, legal, Rng.from_seed(8))
    n = 0
    while True:
        try:
            next(gen)
            n += 1
        except StopIteration as stop:
            full = stop.value
            break
    assert n > 2 * len(legal)
    assert full == BOTS["planner"](G, view, legal, Rng.from_seed(8)) and full in legal
    for first in (1, len(legal) + 2, n // 2):       # hurried during the first pass, then during the roll-outs
        gen = think(BOTS["planner"], G, view, legal, Rng.from_seed(8))
        for _ in range(first):
            next(gen)
        steps = 0
        try:
            while True:
                gen.send(True)
                steps += 1
        except StopIteration as stop:
            assert stop.value in legal
        assert steps <= 3, (first, steps)
