"""KOI bot benchmark: seeded games between bot levels; prints win rates, mean
scores and think time per move (CPU time on CPython).

    python3 bench/koi_bots.py [games] [players] [levelA:levelB ...]

Measured 2026-11-29 (CPython 3.11, CPU time per move, seeds 5000+k, seats alternated):
  2p, 12 games: greedy vs random 12/12 (32.8 : 12.2);  lookahead vs random 12/12 (38.5 : 11.3)
  2p, 24 games: lookahead vs greedy 17/24 = 71% (36.1 : 27.6); lookahead 56 ms mean / 638 ms max,
                greedy 2.9 ms mean / 34 ms max
  4p,  4 games: lookahead vs greedy 4/4 (22.8 : 15.6); lookahead 93 ms mean / 846 ms max
"""
from __future__ import annotations

import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from pondside import Rng  # noqa: E402
from pondside.games.koi import GAME as G  # noqa: E402
from pondside.games.koi.bots import BOTS  # noqa: E402


def play(levels, seed, options=None):
    """One game; seat i is played by BOTS[levels[i]].  Returns (state, think times per level)."""
    s = G.new_game(len(levels), seed, options)
    rngs = [Rng.from_seed(f"bench-{seed}-{i}") for i in range(len(levels))]
    think = {lv: [] for lv in levels}
    while not G.is_over(s):
        seat = G.to_move(s)
        legal = G.legal_actions(s)
        t0 = time.process_time()        # CPU time: robust on a busy machine
        a = BOTS[levels[seat]](G, G.view(s, seat), legal, rngs[seat])
        think[levels[seat]].append(time.process_time() - t0)
        s = G.apply(s, a)
    return s, think


def match(a, b, games, players=2):
    """a vs b, seats alternated; returns a's win rate, mean scores, think stats."""
    wins = {a: 0.0, b: 0.0}
    scores = {a: [], b: []}
    think = {a: [], b: []}
    for k in range(games):
        levels = [a if (i + k) % 2 == 0 else b for i in range(players)]
        s, th = play(levels, 5000 + k)
        sc = G.scores(s)
        w = G.winners(s)
        for i, lv in enumerate(levels):
            scores[lv].append(sc[i])
            if i in w:
                wins[lv] += 1.0 / len(w)
        for lv in th:
            think[lv] += th[lv]
    return wins, scores, think


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    pairs = [("greedy", "random"), ("lookahead", "random"), ("lookahead", "greedy")]
    if len(sys.argv) > 3:                       # e.g. lookahead:greedy
        pairs = [tuple(x.split(":")) for x in sys.argv[3:]]
    for a, b in pairs:
        t0 = time.perf_counter()
        wins, scores, think = match(a, b, games, players)
        print(f"{a} vs {b} ({games} games, {players} players, {time.perf_counter() - t0:.0f}s)")
        for lv in (a, b):
            th = think[lv]
            seats = games * players / 2
            print(f"  {lv:10s} wins {wins[lv]:5.1f} ({100 * wins[lv] / games:5.1f}% of games)"
                  f"  mean score {sum(scores[lv]) / len(scores[lv]):5.1f}"
                  f"  think/move mean {1000 * sum(th) / max(1, len(th)):6.1f} ms max {1000 * max(th or [0]):6.0f} ms"
                  f"  seats {seats:.0f}")


if __name__ == "__main__":
    main()
