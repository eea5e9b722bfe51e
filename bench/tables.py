"""Phones of one table (docs/tables.md): pairing time, QR code versions and a move's round trip, measured on
phones that pair through the app's own screens in a private network namespace (tests/browser/netns.py; the
probe is tests/browser/table_probe.py, the one the browser tests run).

    python3 bench/tables.py [rounds]       # prints a Markdown table (BENCHMARKS.md)

Pairing: from the host's tap on "Scan a phone's code" (its camera sees the guest's code) until the guest
phone shows its first view of the game (for the last phone to join; earlier phones: until the host says it
is at the table).  Round trip: a guest's tap on a move until its own page shows the table the host sent back
(the host checks the move with its engine, applies it, and sends every phone its view).  QR versions: the
host's code (a join address) and the guest's answer, at error correction M (target ≤ 10).
"""
from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

import netns  # noqa: E402

GAMES = [("koikoi", 2), ("kokonana", 3), ("kohaku", 2), ("bigpond", 2), ("koi", 2)]


def p95(xs):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(0.95 * (len(xs) - 1))))] if xs else None


def measure(game, people):
    run = netns.run([sys.executable, str(ROOT / "tests" / "browser" / "table_probe.py"), game, str(people)],
                    capture_output=True, text=True, timeout=900)
    if run.returncode:
        raise SystemExit(f"{game}: the probe failed\n{run.stderr[-2000:]}")
    return json.loads(run.stdout.strip().splitlines()[-1])


def main(rounds=1):
    why = netns.missing()
    if why:
        raise SystemExit(f"bench/tables.py: {why}")
    rows = ["| game | phones | pairing (ms) | QR versions (host, guest) | moves sent | round trip median (ms) | "
            "p95 (ms) | ≤ 100 ms? | record checked |", "|---|---|---|---|---|---|---|---|---|"]
    for game, people in GAMES:
        pair, rt, versions, audits = [], [], set(), []
        for _ in range(rounds):
            out = measure(game, people)
            pair += out["pair_ms"]
            rt += out["round_trip_ms"]
            versions |= set(out["qr_versions"])
            audits += out["audits"]
        q = p95(rt)
        rows.append(f"| {game} | {people} | {', '.join(str(x) for x in pair)} | {min(versions)}–{max(versions)} | "
                    f"{len(rt)} | {statistics.median(rt):.0f} | {q:.0f} | {'yes' if q <= 100 else 'no'} | "
                    f"{'all' if audits and all(a == 'ok' for a in audits) else audits} |")
    print("\n".join(rows))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
