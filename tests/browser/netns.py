"""A private network for tests that connect browsers to each other (issue 42): a command runs in a network
namespace of its own (``unshare -rn``: no root needed), with a veth pair as its only network (10.77.0.1 and
10.77.0.2, a default route through it) and loopback.  Nothing it sends can reach the machine's own interfaces,
so WebRTC's local-name announcements and candidates stay inside.

    python tests/browser/netns.py <command …>      # runs the command there; its exit code is this one's
"""
from __future__ import annotations

import shutil
import subprocess
import sys

# (IPv6 off first: otherwise each interface gets a link-local IPv6 address a second or two after it comes up, and
# Chromium, seeing the network change under it, aborts the page's loads with ERR_NETWORK_CHANGED — 2 in ~25 runs)
# (a kernel without IPv6 has nothing to turn off: that step may fail)
SETUP = ("(echo 1 > /proc/sys/net/ipv6/conf/default/disable_ipv6; echo 1 > /proc/sys/net/ipv6/conf/all/disable_ipv6) "
         "2>/dev/null; ip link set lo up && ip link add v0 type veth peer name v1 && ip addr add 10.77.0.1/24 dev v0 && "
         "ip addr add 10.77.0.2/24 dev v1 && ip link set v0 up && ip link set v1 up && "
         "ip route add default dev v0")
ADDRESSES = ("10.77.0.1", "10.77.0.2")


def missing() -> str | None:
    """Why a private network cannot be made here, or None."""
    for tool in ("unshare", "ip"):
        if not shutil.which(tool):
            return f"{tool} is not installed (./dev.sh test installs iproute2)"
    probe = subprocess.run(["unshare", "-rn", "sh", "-c", SETUP], capture_output=True, text=True)
    if probe.returncode:
        return "this machine does not let a test make a private network namespace: " + probe.stderr.strip()[:200]
    return None


def run(argv: list, **kw) -> subprocess.CompletedProcess:
    """Run ``argv`` inside a fresh private network (its own namespace: gone when the command ends)."""
    script = SETUP + ' && exec "$@"'
    return subprocess.run(["unshare", "-rn", "sh", "-c", script, "netns", *argv], **kw)


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]).returncode)
