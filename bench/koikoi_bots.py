"""Koi-Koi bot benchmark: whole-game and round win rates between levels, think time per move (CPython).

    python3 bench/koikoi_bots.py --match 200 --seed0 100 [pairings...]  bench/run.py's match (benchcore),
                                                            any seed range, one process (win rate = wins / decided)
    python3 bench/koikoi_bots.py --games 200 [pairings...]  whole games (what bench/run.py and issue #8 count)
    python3 bench/koikoi_bots.py --games 100 --block 1 strong:heuristic   other seeds, to pool with block 0
    python3 bench/koikoi_bots.py [rounds] [pairings...]     rounds, e.g.  500 strong:heuristic strong:random
    python3 bench/koikoi_bots.py 500 oracle:random          the perfect-information reference (below)
    python3 bench/koikoi_bots.py 500 strong:heuristic --block 1   other seeds, to pool with block 0

Whole games (``--games N``): default options (6 months, Soft-Koi, shared Koi multiplier), seats
alternating, a seed per game and an rng stream per bot; the winner has more points at the end (a tie
counts half in win %, 95 % Wilson interval).  "rounds W-L-D" counts the months of those games (dealt
instant wins left out), "koi/stop" the Koi calls and chosen stops of each side, think time is A's CPU
time per decision with more than one legal action.

Measured 2026-11-30 with ``--match`` (benchcore.match, as bench/run.py; one process, shared 2-CPU
machine, load average 5-9), strong vs heuristic, win rate = wins / decided games, Wilson 95 %:

    strong level                         seeds 100..299                  seeds 1000..1199
    before (opponent half random, 600)   117-79-4  59.7 % [52.7, 66.3]   126-70-4  64.3 % [57.4, 70.7]
    after  (opponent greedy, 900/600)    134-63-3  68.0 % [61.2, 74.1]   127-72-1  63.8 % [56.9, 70.2]

(before on 100..199 is bench/run.py's 57-42-1; 200..299 60-37-3.)  The gain shows on 100..299 only;
on 1000..1199 both are at 64 % (pooled 400 games: 62.0 % -> 65.9 %).  Rounds of the "before" games on
200..299: the heuristic won more plain months (226 vs 182) but the strong level reached the first yaku
more often (its Koi months count apart); modelling the rollout opponent as greedy (which it is, and
which a human mostly is) makes the search stop counting on captures the opponent would never leave.
Think time (benchcore.think_times, 200 decisions, CPython, same process, load ~5): median 86-94 ->
124-143 ms, p95 172-203 -> 281-288 ms.

Measured earlier (strong = game-win utility + searched Koi, commit after 02f38e0; shared 2-CPU
machine, load average 3-8):

    pairing              games    W-L-T  win %   95% CI        pts diff  rounds W-L-D  rd %  rd CI         A ms p50  p95  max
    strong vs heuristic    100  69-29-2   70.0   [60.4, 78.1]     34.70   320-249-25  56.2  [52.1, 60.3]    131   187  259
      (seed block 1)       100  60-37-3   61.5   [51.7, 70.4]     35.74   318-252-19  55.8  [51.7, 59.8]    121   183  231
      (blocks 0+1 pooled)  200 129-66-5   65.8   [58.9, 72.0]     35.2    638-501-44  56.0  [53.1, 58.9]
    strong vs random       100  79-19-2   80.0   [71.1, 86.7]     57.78   370-190-34  66.1  [62.1, 69.9]    102   171  236
    heuristic vs random    400 285-109-6  72.0   [67.4, 76.2]     19.02  1380-853-136 61.8  [59.8, 63.8]    0.1   0.2  3

Before (the same seeds, block 0): strong vs heuristic 60-39-1 (60.5 %, [50.7, 69.5], +13.6 points,
rounds 62.8 %), the strong level never called Koi; heuristic vs random 267-129-4 over 400 (67.2 %).
The strong level now wins fewer months against the heuristic (56 % instead of 62 %) because it calls
Koi where the points pay (about 1 Koi per 2 stops), and wins far more points and games.

Rounds are played as 12-month games with seats alternating between games; a
round ("month") is *decided* when somebody scores it by stopping (dealt instant
wins are not counted: no bot decides them).  Win rate = rounds won / decided
rounds, with a 95 % Wilson interval; draws are counted apart.  Every game has its
own seed, and every bot its own rng stream, so a pairing reproduces exactly.
Uses two processes at most.  Think time is CPU time per decision with more than one
legal action (``time.process_time``), so a busy shared machine does not inflate it.

``oracle`` is not a game level (it is not in ``BOTS``): it reads the whole state
— the opponent's hand and the order of the draw pile — and chooses each move
by playing every legal action out many times against the true opponent model
for ``random`` (uniform moves, uniform Koi/stop), stopping at once whenever it
scores.  It measures how far a bot that *knew everything hidden* gets against
``random``: an estimate of the ceiling for a fair bot, which knows less.

Round mode, measured 2026-11-30 with the previous strong level (round-win utility, always stops;
500 rounds each, default options, seed block 0; shared 2-CPU machine under heavy load, so think
time is CPU time):

    pairing             rounds decided draws  win % A   95% CI         pts/rd A  A ms med  p95   max
    strong vs heuristic    500     494     6     61.1   [56.8, 65.3]       0.58     139   191   231
      (seed block 1)       500     491     9     63.1   [58.8, 67.3]       0.90     117   176   225
      (blocks 0+1 pooled) 1000     985    15     62.1   [59.1, 65.1]
    strong vs random       500     473    27     70.0   [65.7, 73.9]       1.97     122   185   250
    heuristic vs random    500     475    25     60.8   [56.4, 65.1]       1.52     0.1   0.2   0.5
    oracle vs random       500     482    18     83.8   [80.3, 86.8]       4.91      29   129   301

Why 90 % against random is out of reach: even the oracle, which sees the opponent's hand and the
whole draw order and models ``random`` exactly, wins 84 % (upper bound of its interval 87 %).  Forced
capture leaves few choices (2.7 legal plays per play decision on average; 30 % of them have only one,
53 % at most two), so random collects cards nearly as fast as a good player and the cheap yaku (Kasu,
Tan, Tane) come from volume: random's wins against strong are mostly Kasu/Tan, late in the month
(about 60 % at turn 12 or later, a fifth on the very last turn, scored automatically).  Draws are
rare (3-6 %), so denial turns few lost months into draws.  Random's own Koi calls hand strong about
one win in ten.  Think time in the browser (Pyodide, the same ``benchcore.think_times`` kernel, wall
time, machine under load): median 207 ms, p95 413 ms vs CPython 127 ms / 323 ms in the same run.
"""
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "py"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from common import run_jobs, wilson  # noqa: E402
from pondside import Rng  # noqa: E402
from pondside.games.koikoi.engine import GAME  # noqa: E402
from pondside.games.koikoi import bots as B  # noqa: E402
from pondside.games.koikoi.bots import BOTS  # noqa: E402
from pondside.games.koikoi.cards import INDEX  # noqa: E402

ORACLE_ROLLOUTS = 160      # rollouts per legal action


def _true_round(st):
    """The bots' fast model of the month, built from the whole state (oracle only)."""
    r = B._Round()
    r.hands = [[INDEX[c] for c in st["hands"][0]], [INDEX[c] for c in st["hands"][1]]]
    r.table = [INDEX[c] for c in st["table"]]
    r.deck = [INDEX[c] for c in st["deck"]]
    r.piles = [B._mask(st["piles"][0]), B._mask(st["piles"][1])]
    r.koi = list(st["koi"])
    r.mult_base = st["mult_base"]
    r.start = st["start"]
    return r


def oracle(game, state, legal, rng):
    """Perfect information: sees the opponent's hand and the deck order."""
    if len(legal) == 1:
        return legal[0]
    t = legal[0]["t"]
    if t == "koi":
        return {"t": "stop"}                  # a sure win now
    o = state["options"]
    sc = B._scorer(o)
    me = state["to_move"]
    view = game.view(state, me)
    before = B._baseline(view, sc, me, t)
    acts = [dict(a, _drawn=state["drawn"]) if t == "take" else a for a in legal]
    rnd = B._fast_rnd(rng)
    base = _true_round(state)
    best, bestv = 0, -1e9
    for i, a in enumerate(acts):
        v = 0.0
        for _ in range(ORACLE_ROLLOUTS):
            v += B._simulate(o, sc, base.copy(), me, a, before, rnd, 0.0, opp_stops=0.5)
        if v > bestv:
            best, bestv = i, v
    return legal[best]


def play_rounds(args):
    a, b, rounds, seed0, options = args
    won = {a: 0, b: 0}
    draws = 0
    points = {a: 0, b: 0}
    think = {a: [], b: []}
    played = 0
    k = 0
    while played < rounds:
        bots = [a, b] if k % 2 == 0 else [b, a]
        st = GAME.new_game(2, f"kk-{seed0}-{k}", dict(options, months=12))
        rngs = [Rng.from_seed(f"kk-bots-{seed0}-{k}-{s}") for s in (0, 1)]
        k += 1
        while not GAME.is_over(st) and played < rounds:
            seat = st["to_move"]
            legal = GAME.legal_actions(st)
            t0 = time.process_time()
            if bots[seat] == "oracle":
                act = oracle(GAME, st, legal, rngs[seat])
            else:
                act = BOTS[bots[seat]](GAME, GAME.view(st, seat), legal, rngs[seat])
            dt = time.process_time() - t0
            if len(legal) > 1:
                think[bots[seat]].append(dt)
            st = GAME.apply(st, act)
            if act["t"] != "next" and st["phase"] in ("summary", "over"):
                r = st["result"]
                played += 1
                if r["winner"] is None:
                    draws += 1
                else:
                    w = bots[r["winner"]]
                    won[w] += 1
                    points[w] += r["transfer"]
                    points[a if w == b else b] -= r["transfer"]
    return won, draws, points, think




def duel(a, b, rounds, options=None, procs=2, block=0):
    options = options or {}
    per = [rounds // procs + (1 if i < rounds % procs else 0) for i in range(procs)]
    jobs = [(a, b, n, i if not block else f"b{block}.{i}", options) for i, n in enumerate(per)]
    parts = run_jobs(play_rounds, jobs, procs, every=0)
    won = {a: 0, b: 0}
    draws = 0
    pts = {a: 0, b: 0}
    think = {a: [], b: []}
    for w, d, p, t in parts:
        for x in (a, b):
            won[x] += w[x]
            pts[x] += p[x]
            think[x] += t[x]
        draws += d
    return won, draws, pts, think


def quantile(v, q):
    if not v:
        return 0.0
    v = sorted(v)
    return v[min(len(v) - 1, int(q * len(v)))]


def play_game(args):
    """One whole game with the given options (default: 6 months, Soft-Koi), as bench/run.py plays
    them; returns the per-level outcome, point difference, round tallies and think times."""
    a, b, k, block, options = args
    bots = [a, b] if k % 2 == 0 else [b, a]
    st = GAME.new_game(2, f"kg-{block}-{k}", dict(options))
    rngs = [Rng.from_seed(f"kg-bots-{block}-{k}-{s}") for s in (0, 1)]
    think = {a: [], b: []}
    rounds = {a: 0, b: 0, None: 0}
    koi = {a: [0, 0], b: [0, 0]}          # [koi calls, stops by choice]
    while not GAME.is_over(st):
        seat = st["to_move"]
        legal = GAME.legal_actions(st)
        t0 = time.process_time()
        act = BOTS[bots[seat]](GAME, GAME.view(st, seat), legal, rngs[seat])
        dt = time.process_time() - t0
        if len(legal) > 1:
            think[bots[seat]].append(dt)
        if act["t"] in ("koi", "stop"):
            koi[bots[seat]][act["t"] == "stop"] += 1
        st = GAME.apply(st, act)
        if act["t"] != "next" and st["phase"] in ("summary", "over") and st["result"]["kind"] != "instant":
            w = st["result"]["winner"]
            rounds[None if w is None else bots[w]] += 1
    pts = {bots[s]: st["points"][s] for s in (0, 1)}
    diff = pts[a] - pts[b]
    return (a if diff > 0 else b if diff < 0 else None), diff, rounds, think, koi


def games_duel(a, b, n, options=None, procs=2, block=0):
    jobs = [(a, b, k, block, options or {}) for k in range(n)]
    res = run_jobs(play_game, jobs, procs, every=0)
    out = {"W": 0, "L": 0, "T": 0, "diff": [], "rounds": {a: 0, b: 0, None: 0},
           "think": {a: [], b: []}, "koi": {a: [0, 0], b: [0, 0]}}
    for w, diff, rounds, think, koi in res:
        out["W" if w == a else "L" if w == b else "T"] += 1
        out["diff"].append(diff)
        for x in (a, b, None):
            out["rounds"][x] += rounds[x]
        for x in (a, b):
            out["think"][x] += think[x]
            out["koi"][x][0] += koi[x][0]
            out["koi"][x][1] += koi[x][1]
    return out


def main_games(n, pairings, block, procs):
    print(f"Koi-Koi bots, {n} whole games per pairing (default options: 6 months, Soft-Koi; seats "
          f"alternate; seed block {block}), CPython {sys.version.split()[0]}")
    print(f"{'pairing':<22}{'games':>6}{'W-L-T':>11}{'win %':>7}{'95% CI':>15}{'pts diff':>9}"
          f"{'rounds W-L-D':>14}{'rd %':>6}{'rd CI':>14}{'koi/stop A':>11}{'koi/stop B':>11}"
          f"{'A ms p50':>9}{'p95':>6}{'max':>6}")
    for pr in pairings:
        a, b = pr.split(":")
        t0 = time.time()
        r = games_duel(a, b, n, procs=procs, block=block)
        lo, hi = wilson(r["W"] + 0.5 * r["T"], n)
        rw, rl, rd = r["rounds"][a], r["rounds"][b], r["rounds"][None]
        rlo, rhi = wilson(rw, rw + rl)
        ta = r["think"][a]
        med = 1000 * statistics.median(ta) if ta else 0.0
        ka, kb = r["koi"][a], r["koi"][b]
        wlt = f"{r['W']}-{r['L']}-{r['T']}"
        print(f"{a + ' vs ' + b:<22}{n:>6}{wlt:>11}"
              f"{100 * (r['W'] + 0.5 * r['T']) / n:>7.1f}{f'[{100 * lo:.1f}, {100 * hi:.1f}]':>15}"
              f"{statistics.mean(r['diff']):>9.2f}{f'{rw}-{rl}-{rd}':>14}{100 * rw / max(1, rw + rl):>6.1f}"
              f"{f'[{100 * rlo:.1f}, {100 * rhi:.1f}]':>14}{f'{ka[0]}/{ka[1]}':>11}{f'{kb[0]}/{kb[1]}':>11}"
              f"{med:>9.1f}{1000 * quantile(ta, 0.95):>6.0f}{1000 * max(ta or [0]):>6.0f}"
              f"   ({time.time() - t0:.0f} s)", flush=True)


def main_match(n, seed0, pairings):
    """Exactly bench/run.py's whole-game match (``pondside.benchcore.match``: game seeds
    seed0..seed0+n-1, one rng for both bots, seats alternating), one process."""
    from pondside import benchcore
    print(f"Koi-Koi bots, benchcore.match over seeds {seed0}..{seed0 + n - 1}, CPython {sys.version.split()[0]}")
    for pr in pairings:
        a, b = pr.split(":")
        t0 = time.time()
        r = benchcore.match("koikoi", a, b, n_games=n, seed0=seed0)
        dec = r["wins_a"] + r["wins_b"]
        lo, hi = wilson(r["wins_a"], dec)
        print(f"{a + ' vs ' + b:<22} W-L-shared {r['wins_a']}-{r['wins_b']}-{r['shared']}  "
              f"win rate {100 * r['rate_a']:.1f} %  [{100 * lo:.1f}, {100 * hi:.1f}]   ({time.time() - t0:.0f} s)",
              flush=True)


def main():
    args = sys.argv[1:]
    if "--match" in args:                  # bench/run.py's own kernel over any seed range
        i = args.index("--match")
        n = int(args[i + 1])
        del args[i:i + 2]
        seed0 = 100
        if "--seed0" in args:
            i = args.index("--seed0")
            seed0 = int(args[i + 1])
            del args[i:i + 2]
        main_match(n, seed0, args or ["strong:heuristic"])
        return
    block = 0
    if "--block" in args:                  # another block of seeds, to pool with the first
        i = args.index("--block")
        block = int(args[i + 1])
        del args[i:i + 2]
    if "--games" in args:                  # whole games (what bench/run.py and issue #8 count)
        i = args.index("--games")
        n = int(args[i + 1])
        del args[i:i + 2]
        main_games(n, args or ["strong:heuristic", "heuristic:random", "strong:random"], block,
                   min(2, os.cpu_count() or 1))
        return
    rounds = int(args[0]) if args else 500
    pairings = args[1:] or ["strong:heuristic", "strong:random", "heuristic:random"]
    procs = min(2, os.cpu_count() or 1)
    print(f"Koi-Koi bots, {rounds} rounds per pairing (default options, seed block {block}), "
          f"CPython {sys.version.split()[0]}")
    print(f"{'pairing':<22}{'rounds':>7}{'decided':>8}{'draws':>7}{'win % A':>9}{'95% CI':>17}"
          f"{'pts/rd A':>9}{'A ms med':>9}{'A ms p95':>9}{'A ms max':>9}")
    for pr in pairings:
        a, b = pr.split(":")
        t0 = time.time()
        won, draws, pts, think = duel(a, b, rounds, procs=procs, block=block)
        dec = won[a] + won[b]
        lo, hi = wilson(won[a], dec)
        ta = think[a]
        med = 1000 * statistics.median(ta) if ta else 0.0
        print(f"{a + ' vs ' + b:<22}{rounds:>7}{dec:>8}{draws:>7}{100 * won[a] / max(1, dec):>9.1f}"
              f"{f'[{100 * lo:.1f}, {100 * hi:.1f}]':>17}{pts[a] / rounds:>9.2f}"
              f"{med:>9.1f}{1000 * quantile(ta, 0.95):>9.1f}{1000 * max(ta or [0]):>9.1f}"
              f"   ({time.time() - t0:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
