"""Kōhaku bot benchmark: win rates between levels and think time per move (CPU time, CPython).

    python3 bench/kohaku_bots.py [games]

Results (2-player, seeded; think = CPU ms per decision on a heavily loaded 2-core box, so upper bounds):
    classic      greedy  vs random : 100 % of 16, 119 vs 50 pts, think  ~60-75 ms
    classic      planner vs greedy :  59 % of 16 (first planner version); tuned default: 75 % of 24 paired games
    all_modules  greedy  vs random : 100 % of 16, 168 vs 68 pts, think  ~90 ms
    all_modules  planner vs greedy :  50 % of 16 paired games, +3.0 pts/game, think ~300-500 ms
    solo (sundials, blue koi, new features) vs the Hard rival (placeholder formula): greedy 25 %, ~155 pts
"""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "py"))

from pondside import Rng  # noqa: E402
from pondside.games.kohaku import GAME  # noqa: E402
from pondside.games.kohaku.bots import BOTS  # noqa: E402


def random_bot(game, view, legal, rng):
    return legal[rng.below(len(legal))]


LEVELS = {"random": random_bot, **BOTS}


def match(levels, seed, options):
    n = len(levels)
    s = GAME.new_game(n, seed, options)
    rng = Rng.from_seed(f"bench-{seed}")
    think = {lv: [0.0, 0] for lv in levels}
    while not GAME.is_over(s):
        seat = GAME.to_move(s)
        lv = levels[seat]
        legal = GAME.legal_actions(s)
        t = time.process_time()
        a = LEVELS[lv](GAME, GAME.view(s, seat), legal, rng)
        think[lv][0] += time.process_time() - t
        think[lv][1] += 1
        s = GAME.apply(s, a)
    return GAME.scores(s), GAME.winners(s), think, s


def duel(a, b, games, options, label):
    wins = {a: 0.0, b: 0.0}
    pts = {a: 0, b: 0}
    th = {a: [0.0, 0], b: [0.0, 0]}
    for g in range(games):
        levels = [a, b] if g % 2 == 0 else [b, a]
        sc, win, think, _ = match(levels, 1000 + g, options)
        for seat, lv in enumerate(levels):
            pts[lv] += sc[seat]
            if seat in win:
                wins[lv] += 1 / len(win)
        for lv in think:
            th[lv][0] += think[lv][0]
            th[lv][1] += think[lv][1]
    for lv in (a, b):
        ms = 1000 * th[lv][0] / max(1, th[lv][1])
        print(f"{label:12s} {lv:8s} vs {(b if lv == a else a):8s}: win {100 * wins[lv] / games:5.1f}%  "
              f"avg {pts[lv] / games:6.1f} pts  think {ms:6.1f} ms/move")


def solo(level, games, options):
    tot, won = 0, 0
    for g in range(games):
        sc, win, _, s = match([level], 2000 + g, options)
        tot += sc[0]
        won += bool(win)
    print(f"solo         {level:8s}: avg {tot / games:6.1f} pts, beats {options.get('solo_rival', 'medium')} "
          f"rival in {100 * won / games:.0f}%")


if __name__ == "__main__":
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    for preset in ("classic", "all_modules"):
        opts = GAME.presets[preset]
        duel("greedy", "random", games, opts, preset)
        duel("planner", "greedy", games, opts, preset)
    for lv in ("greedy", "planner"):
        solo(lv, games, GAME.presets["solo"])
