"""Benchmark kernels that run unchanged under CPython and inside the browser (Pyodide), so the two
can be compared side by side: random playouts per second, computer think time per move, and win
rates between computer levels over seeded games.  Used by bench/run.py; no timing is asserted in
any test.
"""
from __future__ import annotations

import statistics
import time

from . import games
from .core import THINK_BUDGET_MS, Rng, run_think, think


def _bots(name):
    mod = games.module(name, "bots")
    return mod.BOTS


def playouts(name: str, seconds: float = 2.0, players=None, seed0: int = 0) -> dict:
    """Uniform random playouts through the full contract (``apply`` with its legality check)."""
    g = games.get(name)
    n = players or (2 if g.min_players <= 2 <= g.max_players else g.min_players)
    t0 = time.perf_counter()
    done = moves = 0
    k = seed0
    while time.perf_counter() - t0 < seconds or done == 0:
        s = g.new_game(n, k)
        rng = Rng(k)
        while not g.is_over(s):
            legal = g.legal_actions(s)
            s = g.apply(s, legal[rng.below(len(legal))])
            moves += 1
        done += 1
        k += 1
    dt = time.perf_counter() - t0
    return {"game": name, "playouts": done, "seconds": dt, "per_s": done / dt, "moves_per_s": moves / dt}


def pct(values, q):
    if not values:
        return 0.0
    v = sorted(values)
    i = min(len(v) - 1, max(0, int(round(q * (len(v) - 1)))))
    return v[i]


def think_times(name: str, level: str, decisions: int = 30, seed: int = 1, players=None) -> dict:
    """Milliseconds per decision of one computer level, every seat played by that level, driven as the app
    drives it (sliced, hurried after THINK_BUDGET_MS)."""
    g = games.get(name)
    bots = _bots(name)
    choose = bots[level]
    n = players or (2 if g.min_players <= 2 <= g.max_players else g.min_players)
    times = []
    k = seed
    while len(times) < decisions:
        s = g.new_game(n, k)
        rng = Rng(k * 7 + 1)
        while not g.is_over(s) and len(times) < decisions:
            seat = g.to_move(s)
            legal = g.legal_actions(s)
            t0 = time.perf_counter()
            a = run_think(think(choose, g, g.view(s, seat), legal, rng), THINK_BUDGET_MS)   # as the app drives it
            times.append((time.perf_counter() - t0) * 1000)
            s = g.apply(s, a)
        k += 1
    return {"game": name, "level": level, "n": len(times), "median_ms": statistics.median(times),
            "p95_ms": pct(times, 0.95), "max_ms": max(times)}


def hint_times(name: str, decisions: int = 20, seed: int = 1, players=None) -> dict:
    """Milliseconds per Hint (pondside.app.coach: the hint level's move and its reasons) for the seat to
    move, along seeded games that the strongest level plays for every seat."""
    from .app import coach
    g = games.get(name)
    n = players or (2 if g.min_players <= 2 <= g.max_players else g.min_players)
    times = []
    k = seed
    while len(times) < decisions:
        s = g.new_game(n, k)
        while not g.is_over(s) and len(times) < decisions:
            seat = g.to_move(s)
            t0 = time.perf_counter()
            h = run_think(coach.hint(g, g.view(s, seat), seat, g.legal_actions(s), "en"), THINK_BUDGET_MS)
            times.append((time.perf_counter() - t0) * 1000)
            s = g.apply(s, h["action"])
        k += 1
    return {"game": name, "n": len(times), "median_ms": statistics.median(times),
            "p95_ms": pct(times, 0.95), "max_ms": max(times)}


def match(name: str, a: str, b: str, n_games: int = 20, seed0: int = 100, players=None) -> dict:
    """Level ``a`` against level ``b`` over seeded games, seats alternating (2 players)."""
    g = games.get(name)
    bots = _bots(name)
    n = players or (2 if g.min_players <= 2 <= g.max_players else g.min_players)
    wins = {a: 0, b: 0}
    shared = 0
    for k in range(n_games):
        levels = [a, b] * n if k % 2 == 0 else [b, a] * n
        levels = levels[:n]
        s = g.new_game(n, seed0 + k)
        rng = Rng(seed0 * 31 + k)
        while not g.is_over(s):
            seat = g.to_move(s)
            s = g.apply_fast(s, bots[levels[seat]](g, g.view(s, seat), g.legal_actions(s), rng))
        ws = g.winners(s)
        won = {levels[w] for w in ws}
        if len(won) == 1:
            wins[won.pop()] += 1
        else:
            shared += 1
    decided = wins[a] + wins[b]
    return {"game": name, "a": a, "b": b, "games": n_games, "wins_a": wins[a], "wins_b": wins[b],
            "shared": shared, "rate_a": (wins[a] / decided) if decided else 0.0}


def long_run(name: str, n_games: int, seed0: int = 0, bad_every: int = 50) -> dict:
    """Random games to the end with the checked ``apply``; every ``bad_every`` steps an illegal input
    is tried too.  Counts games, moves, refusals (IllegalAction, expected) and unexpected exceptions."""
    from .core import IllegalAction
    g = games.get(name)
    counts = list(range(g.min_players, g.max_players + 1))
    moves = refused = 0
    unexpected = []
    done = 0
    junk = [{"t": "__bogus__"}, None, "x", 7, {"t": None}]
    for k in range(n_games):
        rng = Rng(seed0 + k)
        try:
            s = g.new_game(counts[k % len(counts)], seed0 + k)
            steps = 0
            while not g.is_over(s):
                legal = g.legal_actions(s)
                if steps % bad_every == 0:
                    try:
                        g.apply(s, junk[rng.below(len(junk))])
                        unexpected.append((k, "an illegal input was accepted"))
                    except IllegalAction:
                        refused += 1
                s = g.apply_fast(s, legal[rng.below(len(legal))])
                steps += 1
            moves += steps
            done += 1
        except Exception as e:  # noqa: BLE001 - counting exactly these is the point
            unexpected.append((k, f"{type(e).__name__}: {e}"))
    return {"game": name, "games": done, "moves": moves, "refused": refused, "unexpected": unexpected}
