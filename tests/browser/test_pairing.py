"""Two phones paired by their codes alone (issue 42, points 1, 5 and 7): two browser contexts, in a private
network namespace made for the test (tests/browser/netns.py: a veth pair, never the machine's own interfaces),
connect a WebRTC data channel from the host's code and the guest's code, each rebuilt into a session description
by pondside.tables.pairing, with no STUN, relay or signalling server; a message goes both ways. With the .local
names Chromium gives a page without the camera, and with the addresses themselves (as a page holding the camera
gets them)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

import netns

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize("mode", ["mdns", "raw"])
def test_two_phones_connect_through_their_codes_alone(mode):
    why = netns.missing()
    if why and "does not let" in why:
        pytest.skip(why)
    assert why is None, why
    run = netns.run([sys.executable, str(HERE / "pair_probe.py"), mode], capture_output=True, text=True,
                    timeout=180)
    assert run.returncode == 0, run.stderr[-2000:]
    out = json.loads(run.stdout.strip().splitlines()[-1])
    assert out["interfaces"] == ["lo", "v0", "v1"], "the probe ran outside its private network"
    assert out["connected"] and out["echo"] == ["hello"], out
    assert out["open_ms"] < 5000, out
    assert all(v is not None and v <= 10 for v in out["qr"]), out["qr"]
    for cands in out["candidates"]:
        for addr, _port in cands:
            assert addr.endswith(".local") if mode == "mdns" else addr in netns.ADDRESSES, addr
    assert set(out["stats"]["local"]) == {"host"}, "a candidate that is not a host candidate was gathered"
