"""Issue 43, point 3: what the kernel says about a renderer crash (tests/support/memory.py), as the test harness
and bench/stress_boot.py report it."""
from __future__ import annotations

import os

import pytest

from support import memory


def test_the_kernels_count_of_out_of_memory_kills_is_read(tmp_path):
    f = tmp_path / "vmstat"
    f.write_text("nr_free_pages 12\noom_kill 7\nnr_zone_active_anon 3\n")
    assert memory.oom_kills(f) == 7
    f.write_text("nr_free_pages 12\n")
    assert memory.oom_kills(f) is None                      # an older kernel: unknown, not 0
    assert memory.oom_kills(tmp_path / "missing") is None
    m = tmp_path / "meminfo"
    m.write_text("MemTotal:       24684000 kB\nMemFree:  100 kB\nMemAvailable:    2048000 kB\n")
    assert memory.available_mb(m) == 2000


def test_a_crash_is_said_with_the_kernels_kills_during_it():
    assert memory.crash_cause(3, 5, 120) == ("the kernel killed 2 processes for lack of memory during it; "
                                             "120 MB available after it")
    assert memory.crash_cause(3, 4, None) == "the kernel killed 1 process for lack of memory during it"
    assert memory.crash_cause(3, 3, 9000).startswith("no out-of-memory kill by the kernel during it: cause unknown")
    assert memory.crash_cause(None, 3, 10).startswith("the kernel's count of out-of-memory kills cannot be read")


def test_this_machine_reports_its_kills():
    """The counter the harness reads is there on the machines the tests run on (Linux 4.13 and later)."""
    if not os.path.exists("/proc/vmstat"):
        pytest.skip("not Linux")
    assert isinstance(memory.oom_kills(), int) and memory.available_mb() > 0


def test_crash_dumps_are_told_apart_on_purpose_or_not(tmp_path):
    """The dumps a run leaves: the harness's own chrome://crash ones are not a crash of the app."""
    import time
    pending = tmp_path / "Crash Reports" / "pending"
    pending.mkdir(parents=True)
    (pending / "a.dmp").write_bytes(b"\x00MDMP\x00/usr/lib/chromium --type=renderer --x\x00chrome://crash/\x00")
    (pending / "b.dmp").write_bytes(b"\x00MDMP\x00/usr/lib/chromium --type=gpu-process --y\x00V8 OOM\x00")
    old = pending / "c.dmp"
    old.write_bytes(b"\x00MDMP --type=renderer\x00")
    t = time.time()
    os.utime(old, (t - 3600, t - 3600))
    got = sorted(memory.crash_dumps(t - 60, dirs=(tmp_path / "Crash Reports",)))
    assert [(os.path.basename(p), on_purpose, kind) for p, on_purpose, kind in got] == [
        ("a.dmp", True, "renderer"), ("b.dmp", False, "gpu-process")]
    assert memory.crash_dumps(t - 60, dirs=(tmp_path / "none",)) == []
