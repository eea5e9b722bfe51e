"""The Big Pond bot benchmark: win rates between levels and think time per move (CPython).

    python3 bench/bigpond_bots.py [games] [players] [preset] [levelA,levelB]

Each pairing plays ``games`` seeded games, alternating seats (in 3–4 player games the
stronger level takes every other seat).  Prints win rates (shared wins split), average
points and think time (CPU time of the deciding process, mean and max ms per decision).
"""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "py"))

from pondside import Rng  # noqa: E402
from pondside.games.bigpond import GAME  # noqa: E402
from pondside.games.bigpond.bots import BOTS  # noqa: E402


def random_bot(game, view, legal, rng):
    return legal[rng.below(len(legal))]


LEVELS = {"random": random_bot, **BOTS}


def match(levels, seed, options):
    s = GAME.new_game(len(levels), seed, options)
    rng = Rng.from_seed(f"bench-{seed}")
    think = {lv: [0.0, 0, 0.0] for lv in levels}
    while not GAME.is_over(s):
        seat = GAME.to_move(s)
        lv = levels[seat]
        legal = GAME.legal_actions(s)
        t = time.process_time()
        a = LEVELS[lv](GAME, GAME.view(s, seat), legal, rng)
        dt = time.process_time() - t
        th = think[lv]
        th[0] += dt
        th[1] += 1
        th[2] = max(th[2], dt)
        s = GAME.apply(s, a)
    return GAME.scores(s), GAME.winners(s), think


def duel(a, b, games, n, options):
    wins = {a: 0.0, b: 0.0}
    seats = {a: 0, b: 0}
    pts = {a: 0, b: 0}
    th = {a: [0.0, 0, 0.0], b: [0.0, 0, 0.0]}
    for g in range(games):
        levels = [(a if (i + g) % 2 == 0 else b) for i in range(n)]
        sc, win, think = match(levels, 5000 + g, options)
        for seat, lv in enumerate(levels):
            pts[lv] += sc[seat]
            seats[lv] += 1
            if seat in win:
                wins[lv] += 1 / len(win)
        for lv, (tot, cnt, mx) in think.items():
            th[lv][0] += tot
            th[lv][1] += cnt
            th[lv][2] = max(th[lv][2], mx)
    for lv in (a, b):
        other = b if lv == a else a
        ms = 1000 * th[lv][0] / max(1, th[lv][1])
        print(f"{n}p {lv:9s} vs {other:9s}: wins {wins[lv]:5.1f}/{games} games "
              f"({100 * wins[lv] / games:5.1f}%)  avg {pts[lv] / max(1, seats[lv]):6.1f} pts/seat  "
              f"think {ms:6.1f} ms/decision (max {1000 * th[lv][2]:6.0f} ms)", flush=True)


def main(argv):
    games = int(argv[1]) if len(argv) > 1 else 10
    n = int(argv[2]) if len(argv) > 2 else 2
    preset = argv[3] if len(argv) > 3 else "default"
    options = GAME.presets[preset]
    if len(argv) > 4:
        a, b = argv[4].split(",")
        duel(a, b, games, n, options)
        return
    order = list(LEVELS)
    for i in range(len(order) - 1):
        duel(order[i + 1], order[i], games, n, options)
    if len(order) > 2:
        duel(order[-1], order[1], games, n, options)


if __name__ == "__main__":
    main(sys.argv)
