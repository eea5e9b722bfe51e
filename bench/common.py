"""Shared by the per-game bot benches: a Wilson interval, running game jobs on a process pool, and
driving a bot a slice at a time."""
from __future__ import annotations

import math
import sys
import time
from multiprocessing import Pool


def wilson(wins, n, z=1.96):
    """95 % Wilson score interval of ``wins`` out of ``n`` (ties may count half)."""
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def run_jobs(fn, jobs, procs=2, every=10):
    """``[fn(j) for j in jobs]`` in order, on ``procs`` processes, with progress on stderr."""
    if procs <= 1:
        return [fn(j) for j in jobs]
    res = []
    with Pool(procs) as pool:
        for r in pool.imap(fn, jobs, chunksize=1):
            res.append(r)
            if every and len(res) % every == 0:
                print(f"  ... {len(res)}/{len(jobs)} games", file=sys.stderr, flush=True)
    return res


def decide(bot, game, view, legal, rng, slices):
    """The bot's choice, driven a slice at a time as in the browser; appends each slice's CPU time."""
    from pondside.core import think
    gen = think(bot, game, view, legal, rng)
    while True:
        t = time.process_time()
        try:
            next(gen)
        except StopIteration as stop:
            slices.append(time.process_time() - t)
            return stop.value
        slices.append(time.process_time() - t)
