"""The machine's memory as the kernel reports it, for the crash hunt (issue 43, point 3).

A renderer that "crashed" may have been killed by the kernel for lack of memory: Chromium gives its renderers
an ``oom_score_adj`` of 300 and more, so when memory runs out they are the first processes the kernel kills, and
Playwright then reports "Target crashed".  These helpers read the kernel's own count of such kills
(``oom_kill`` in /proc/vmstat, Linux 4.13 and later) and the memory still available, so that the test harness
and ``bench/stress_boot.py`` can say which crashes were the machine's lack of memory and which were not.

``MemoryGroup`` runs this process and its children (the browsers it starts) in a memory cgroup of a given size:
memory pressure on purpose, kept away from everything else on the machine.
"""
from __future__ import annotations

import os
from pathlib import Path

VMSTAT = Path("/proc/vmstat")
MEMINFO = Path("/proc/meminfo")


def oom_kills(vmstat: Path = VMSTAT) -> int | None:
    """How many processes the kernel has killed for lack of memory since the machine started (None: unknown)."""
    try:
        for line in vmstat.read_text().splitlines():
            key, _, value = line.partition(" ")
            if key == "oom_kill":
                return int(value)
    except (OSError, ValueError):
        return None
    return None


def available_mb(meminfo: Path = MEMINFO) -> int | None:
    """The memory the kernel says is available for new work, in MB (None: unknown)."""
    try:
        for line in meminfo.read_text().splitlines():
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) // 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def crash_cause(kills_before: int | None, kills_after: int | None, avail: int | None) -> str:
    """Words for the run's summary: what the kernel says about a renderer crash that just happened."""
    left = f"; {avail} MB available after it" if avail is not None else ""
    if kills_before is None or kills_after is None:
        return "the kernel's count of out-of-memory kills cannot be read here" + left
    n = kills_after - kills_before
    if n > 0:
        return f"the kernel killed {n} process{'es' if n != 1 else ''} for lack of memory during it" + left
    return "no out-of-memory kill by the kernel during it: cause unknown" + left


class MemoryGroup:
    """A memory cgroup of ``mb`` megabytes that this process (and every process it starts from now on) runs in.

    cgroup v1 (``/sys/fs/cgroup/memory``) and v2 (a ``memory.max`` file) are both handled; creating a group
    needs root.  ``kills()`` is the group's own count of out-of-memory kills.  Raises ``OSError`` with a
    plain reason when the machine does not allow it."""

    def __init__(self, mb: int, name: str = "pondside-squeeze"):
        self.mb = mb
        self.limit = mb * 1024 * 1024
        v1 = Path("/sys/fs/cgroup/memory")
        v2 = next((p for p in (Path("/sys/fs/cgroup"), Path("/sys/fs/cgroup/unified"))
                   if (p / "cgroup.controllers").exists()
                   and "memory" in (p / "cgroup.controllers").read_text().split()), None)
        if (v1 / "memory.limit_in_bytes").exists():
            self.path, self.v2 = v1 / name, False
        elif v2 is not None:
            self.path, self.v2 = v2 / name, True
        else:
            raise OSError("no memory cgroup controller on this machine")
        self.path.mkdir(exist_ok=True)
        (self.path / ("memory.max" if self.v2 else "memory.limit_in_bytes")).write_text(str(self.limit))
        if not self.v2:
            (self.path / "memory.max_usage_in_bytes").write_text("0")     # the peak from here on
        self._base = self._count()
        (self.path / "cgroup.procs").write_text(str(os.getpid()))

    def _count(self) -> int:
        if self.v2:
            text = (self.path / "memory.events").read_text()
        else:
            text = (self.path / "memory.oom_control").read_text()
        for line in text.splitlines():
            key, _, value = line.partition(" ")
            if key == "oom_kill":
                return int(value)
        return 0

    def kills(self) -> int:
        """Out-of-memory kills inside the group since it was set up here."""
        return self._count() - self._base

    def peak_mb(self) -> int | None:
        """The most memory the group has used (cgroup v1, or v2 with ``memory.peak``), in MB."""
        f = self.path / ("memory.peak" if self.v2 else "memory.max_usage_in_bytes")
        try:
            return int(f.read_text()) // (1024 * 1024)
        except (OSError, ValueError):
            return None


CRASH_DIRS = (Path.home() / ".config" / "chromium" / "Crash Reports",)
DELIBERATE = b"chrome://crash"      # the page a test sends a renderer to, to crash it on purpose


def crash_dumps(since: float, dirs=CRASH_DIRS) -> list[tuple[str, bool, str]]:
    """The crash dumps Chromium wrote since ``since`` (a time.time()): ``(path, deliberate, process type)``,
    deliberate when the dump is of a renderer sent to chrome://crash on purpose (the harness's own crash
    tests).  A process the kernel kills (out of memory) writes no dump: it never runs again to write one."""
    out = []
    for d in dirs:
        for f in sorted(d.glob("*/*.dmp")) if d.is_dir() else ():
            try:
                if f.stat().st_mtime < since:
                    continue
                data = f.read_bytes()
            except OSError:
                continue
            i = data.find(b"--type=")
            kind = data[i + 7:i + 40].split(b" ")[0].split(b"\x00")[0].decode("ascii", "replace") if i >= 0 else "?"
            out.append((str(f), DELIBERATE in data, kind or "browser"))
    return out
