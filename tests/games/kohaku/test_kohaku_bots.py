"""Kōhaku planner: behaviour in constructed positions (the planner sees only its own seat's view)."""


from pondside import Rng  # noqa: E402
from pondside.core import run_think, think  # noqa: E402
from pondside.games.kohaku.engine import GAME as G  # noqa: E402
from pondside.games.kohaku.bots import BOTS, Ctx, _turns_after, make_planner  # noqa: E402

POTENTIAL = make_planner(lam=1.0)          # the planner with its (optional) potential term on


def _place_turn(bot, s, seed):
    """Let ``bot`` place both drafted tiles; returns the new state and the actions."""
    acts = []
    while s["to_move"] == 0 and s["phase"] == "place":
        a = bot(G, G.view(s, 0), G.legal_actions(s), Rng.from_seed(seed))
        acts.append(a)
        s = G.apply(s, a)
    return s, acts


def _flower_position():
    # a red flower with three red koi around it: a red koi at 0,1 would make it 12 (now 6)
    s = G.new_game(2, 1, {"first_player": "seat1"})
    s["ponds"][0] = {"0,0": "F-SF-R-1", "0,-1": "S-R-B2", "1,0": "S-R-B3", "-1,0": "T-RW-B2"}
    s["phase"] = "place"
    s["hand"] = ["S-B-D2", "F-TU-1"]        # a black koi and a turtle
    return s


def test_potential_keeps_a_flower_jackpot_open():
    """The black koi scores nothing anywhere; next to the flower it would kill the 12-point jackpot.
    Greedy sees no difference; with the potential term the planner puts the turtle down first and the
    koi beside it."""
    s = _flower_position()
    for seed in range(3):
        s2, acts = _place_turn(POTENTIAL, s, seed)
        koi = [a for a in acts if a["tile"] == "S-B-D2"]
        assert koi and (koi[0]["x"], koi[0]["y"]) != (0, 1), acts
        assert "0,1" not in s2["ponds"][0]
    # the immediate score is the same either way: this is planning, not a better score now
    g2, _ = _place_turn(BOTS["greedy"], s, 0)
    p2, _ = _place_turn(POTENTIAL, s, 0)
    assert G.scores(g2)[0] == G.scores(p2)[0]


def test_planners_still_complete_the_jackpot_when_they_can():
    s = _flower_position()
    s["hand"] = ["T-RY-B2", "F-TU-1"]       # a red/yellow koi completes the flower: 6 -> 12
    for bot in (BOTS["planner"], POTENTIAL):
        s2, acts = _place_turn(bot, s, 1)
        assert s2["ponds"][0].get("0,1") == "T-RY-B2", acts
        assert G.scores(s2)[0] >= G.scores(s)[0] + 6 + 5     # +6 at the flower, +5 the turtle


def _deny_position():
    """Seat 0 to take.  Its pond: a black flower, so a black koi is worth 2 + 1 coin to it, the red koi
    only its coin.  Seat 1 (next): a red flower with three red koi, so the red koi is worth 6 to it."""
    s = G.new_game(2, 1, {"first_player": "seat1"})
    s["ponds"][0] = {"0,0": "F-SF-B-1"}
    s["ponds"][1] = {"0,0": "F-SF-R-1", "0,-1": "S-R-B2", "1,0": "S-R-B3", "-1,0": "T-RW-B2"}
    koi = iter(["S-B-B2", "S-B-B3", "S-B-D2", "S-B-D3", "T-BW-B2", "S-R-D2"])
    feats = iter(["F-TU-1", "F-TU-2", "F-TU-3", "F-TU-4", "F-TU-5", "F-TU-6"])
    s["board"] = [next(koi) if (i // 4 + i % 4) % 2 == 0 else next(feats) for i in range(12)]
    s["phase"], s["to_move"] = "take", 0
    return s


def test_planner_takes_the_tile_the_next_player_needs():
    """Every black-koi pair gains 8, the red-koi pairs 6; but the red koi left on the board would give the
    next player +6 (their flower 6 -> 12).  Greedy takes 8 points; the planner takes the red koi."""
    s = _deny_position()
    legal = G.legal_actions(s)
    red = s["board"].index("S-R-D2")
    for seed in range(3):
        g = BOTS["greedy"](G, G.view(s, 0), legal, Rng.from_seed(seed))
        p = BOTS["planner"](G, G.view(s, 0), legal, Rng.from_seed(seed))
        assert red not in (g["a"], g["b"])
        assert red in (p["a"], p["b"]), p
    # without the next player's need (their flower is white) the planner takes the 8 points as well
    s["ponds"][1]["0,0"] = "F-SF-W-1"
    p = BOTS["planner"](G, G.view(s, 0), legal, Rng.from_seed(0))
    assert red not in (p["a"], p["b"])


def test_potential_counts_open_cells_and_drops_when_spoiled():
    s = _flower_position()
    view = G.view(s, 0)
    B = Ctx(G, view, 0)
    P = dict(B.P)
    # one open side, filled with chance 0.8 by a red koi with chance 0.5 (MATCH): 6 now, 12 then
    assert abs(B.fpot(P, (0, 0), 0.8) - 0.8 * 0.5 * (12 - 6)) < 1e-9
    P[(0, 1)] = "S-B-D2"
    assert B.fpot(P, (0, 0), 0.8) == 0       # no open cell left, nothing more to gain
    del P[(0, 1)]
    assert B.fpot(P, (0, 0), 0.0) == 0       # no turns left: no potential


def test_planner_decides_on_its_view_alone():
    """Hidden information (decks, the other seat's objective) does not change the planner's choice."""
    s = G.new_game(2, 9, G.presets["all_modules"])
    rng = Rng.from_seed(3)
    while s["phase"] != "take":
        legal = G.legal_actions(s)
        s = G.apply(s, legal[rng.below(len(legal))])
    seat = s["to_move"]
    other = dict(s)
    other["koi_deck"] = list(reversed(s["koi_deck"]))
    other["feat_deck"] = list(reversed(s["feat_deck"]))
    objs = list(s["objectives"])
    objs[1 - seat] = "simple_beauty" if objs[1 - seat] != "simple_beauty" else "fry_free"
    other["objectives"] = objs
    a = BOTS["planner"](G, G.view(s, seat), G.legal_actions(s), Rng.from_seed(4))
    b = BOTS["planner"](G, G.view(other, seat), G.legal_actions(other), Rng.from_seed(4))
    assert a == b and a in G.legal_actions(s)


def test_planner_thinks_in_slices_of_one_pair():
    s = G.new_game(2, 5, G.presets["all_modules"])
    rng = Rng.from_seed(5)
    while s["phase"] != "take":
        legal = G.legal_actions(s)
        s = G.apply(s, legal[rng.below(len(legal))])
    seat = s["to_move"]
    legal = G.legal_actions(s)
    gen = think(BOTS["planner"], G, G.view(s, seat), legal, Rng.from_seed(1))
    slices = 0
    while True:
        try:
            next(gen)
            slices += 1
        except StopIteration as stop:
            act = stop.value
            break
    assert slices >= len(legal)              # at least one slice per pair weighed
    assert act == run_think(think(BOTS["planner"], G, G.view(s, seat), legal, Rng.from_seed(1)))


def _turns_of_each_seat(n, preset, seed):
    """Play greedy seats; at every take and place decision compare ``_turns_after`` with the real count of
    takes the seat to move and the next seat still made afterwards."""
    s = G.new_game(n, seed, G.presets[preset])
    rng = Rng.from_seed(seed)
    rec = []
    while not G.is_over(s):
        seat = s["to_move"]
        view = G.view(s, seat)
        legal = G.legal_actions(s)
        if legal[0]["t"] in ("take", "place"):
            rec.append((seat, legal[0]["t"], _turns_after(view, seat)))
        s = G.apply(s, BOTS["greedy"](G, view, legal, rng))
    for j, (seat, _, got) in enumerate(rec):
        later = [r[0] for r in rec[j + 1:] if r[1] == "take"]
        assert got == (later.count(seat), later.count((seat + 1) % n)), (n, preset, j)
    return rec


def test_turns_after_counts_the_real_remaining_turns():
    """The first player's last turn has no turn of its own after it (the old count said one), and on the last
    seat's final turn the next player gets none: no look-ahead and no denial are worth anything then."""
    for n, preset in ((2, "classic"), (3, "all_modules"), (4, "classic")):
        rec = _turns_of_each_seat(n, preset, 11 + n)
        assert rec[-1][2] == (0, 0)
    rec = _turns_of_each_seat(2, "classic", 3)
    takes = [r for r in rec if r[1] == "take"]
    assert takes[-2][2] == (0, 1) and takes[-1][2] == (0, 0)


def test_planner_does_not_deny_when_the_next_player_has_no_turn_left():
    """The same position on the game's final turn (the koi deck is empty and seat 0 closes the round):
    the red koi is worth nothing to deny, so the planner takes the 8 points."""
    s = _deny_position()
    red = s["board"].index("S-R-D2")
    s["first"] = 1                            # seat 1 began, so seat 0 closes the round
    s["koi_deck"] = []
    legal = G.legal_actions(s)
    for seed in range(2):
        p = BOTS["planner"](G, G.view(s, 0), legal, Rng.from_seed(seed))
        assert red not in (p["a"], p["b"]), p


def test_board_without_the_next_players_best_pair():
    """``fopp``: the planner's own next turn is valued on the board without the pair worth most to the next
    player (two adjacent slots, one koi and one feature)."""
    from pondside.games.kohaku.bots import _board_without_best
    s = _deny_position()
    board = s["board"]
    values = {t: 1 for t in board}
    values["S-R-D2"] = 6
    red = board.index("S-R-D2")
    out = _board_without_best(board, values)
    gone = [i for i in range(12) if out[i] is None]
    assert red in gone and len(gone) == 2 and sum(1 for i in gone if (i // 4 + i % 4) % 2 == 0) == 1
    assert board[red] == "S-R-D2"                  # the input is not changed
    p = make_planner(gamma=0.2, deny=0.5, wide=1, fopp=1)
    a = p(G, G.view(s, 0), G.legal_actions(s), Rng.from_seed(1))
    assert a in G.legal_actions(s)
