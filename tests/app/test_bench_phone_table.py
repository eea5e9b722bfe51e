"""bench/boot.py's phone-profile table (issue 28, point 3) from made-up figures: each ratio divides by the
figure in the bare column, the targets say met or NOT met as the ratio falls, and a figure the run did not get
shows as a dash instead of failing the report.  No timing here: the speed targets live in the benchmark."""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
import boot  # noqa: E402

sys.path.pop(0)


def _res(board_ms, warm_board_ms, tap_ms=1500.0):
    bare = {"cold_ms": 10_000.0, "warm_ms": 5_000.0, "paint_ms": 500.0, "warm_paint_ms": 250.0,
            "bytes": 13_000_000, "bytes_gzip": 6_000_000}
    app = {"cold_ms": 5_000.0, "warm_ms": 1_000.0, "paint_ms": 600.0, "warm_paint_ms": 300.0, "shelf_ms": 1_000.0,
           "tap_ms": tap_ms, "board_ms": board_ms, "warm_board_ms": warm_board_ms,
           "bytes": 12_000_000, "bytes_gzip": 3_000_000,
           "board_ratio": board_ms / 10_000, "warm_board_ratio": warm_board_ms / 5_000}
    return {"runs": 1, "machine": "test", "load_start": "0", "load": "0", "emulation": boot.PHONE,
            "game": "koikoi", "workers_throttled": 1, "pages": {"bare": bare, "app": app}}


def _row(table, start):
    return next(line for line in table.splitlines() if line.startswith(f"| {start}"))


def test_ratios_divide_by_the_bare_column_and_targets_say_met_or_not():
    t = boot.phone_table(_res(board_ms=5_000.0, warm_board_ms=2_000.0))
    assert _row(t, "first visit: koikoi board") == \
        "| first visit: koikoi board playable, two taps (ms) | 10000 (boot) | 5000 | 0.50 | ≤ 0.60× → met |"
    assert _row(t, "later visit: koikoi board") == \
        "| later visit: koikoi board playable, two taps (ms) | 5000 (boot) | 2000 | 0.40 | ≤ 0.30× → **NOT met** |"
    assert _row(t, "first visit: shelf tappable") == \
        "| first visit: shelf tappable, first tap taken (ms) | 10000 (boot) | 1500 | 0.15 |  |"
    assert _row(t, "first visit: bytes as sent") == \
        "| first visit: bytes as sent, compressed (MB) | 6.00 | 3.00 | 0.50 |  |"
    assert "4× CPU, 9 Mbit/s down, 2 up, 150 ms round trip" in t


def test_a_figure_the_run_did_not_get_is_a_dash():
    t = boot.phone_table(_res(board_ms=5_000.0, warm_board_ms=2_000.0, tap_ms=None))
    assert _row(t, "first visit: shelf tappable") == "| first visit: shelf tappable, first tap taken (ms) | 10000 (boot) | – | – |  |"
