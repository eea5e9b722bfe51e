"""Phones of one table through the app's own screens (issue 42, points 1, 2, 6 and 7): each phone its own browser
in a private network namespace made for the test (tests/browser/netns.py: a veth pair, never the machine's own
interfaces); the guests' camera apps read the host's QR codes, the host's in-app scanner reads theirs through a
test camera, and every phone taps its own seat's moves until the game is over on all of them
(tests/browser/table_probe.py).  Two phones for every game, three for Kokonana!."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

import netns

HERE = Path(__file__).resolve().parent


def probe(game, people, **env):
    """tests/browser/table_probe.py run in a private network made for it (``env``: its PROBE_* settings): its
    report."""
    why = netns.missing()
    if why and "does not let" in why:
        pytest.skip(why)
    assert why is None, why
    run = netns.run([sys.executable, str(HERE / "table_probe.py"), game, str(people)], capture_output=True,
                    text=True, timeout=900, env={**os.environ, **env})
    assert run.returncode == 0, run.stderr[-3000:]
    return json.loads(run.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("game,people", [("koikoi", 2), ("kokonana", 3), ("kohaku", 2), ("bigpond", 2), ("koi", 2)])
def test_phones_pair_by_their_codes_and_play_a_whole_game(game, people):
    out = probe(game, people)
    assert out["errors"] == [], out["errors"]
    assert len(out["pair_ms"]) == people - 1 and max(out["pair_ms"]) < 10000, out["pair_ms"]
    assert all(v <= 10 for v in out["qr_versions"]), out["qr_versions"]
    assert out["guest_seats"] == list(range(1, people))
    assert out["pass_screens"] == 0, "a phone was asked to pass itself on"
    assert out["over"], f"the game did not end after {out['taps']} taps"
    assert out["audits"] == ["ok"] * (people - 1), out["audits"]
    # every phone keeps its screen on while the table plays, and sees the others' pieces move (issue 40, point 1)
    assert all(n >= 1 for n in out["wake_locks"]), out["wake_locks"]
    assert all(n >= 1 for n in out["flown"]), out["flown"]
    if game == "koikoi":            # a play seen in two stages on every phone, the guest's as the host's
        assert all(n >= 1 for n in out["staged"]), out["staged"]


def test_phones_pair_and_play_with_the_web_server_stopped():
    """Point 5: once each phone has opened the app (its service worker holds the version, the tables' script
    and the QR code files with it), a table pairs and plays with no web server at all."""
    out = probe("koikoi", 2, PROBE_OFFLINE="1")
    assert out.get("offline") and out["errors"] == [], out
    assert out["over"] and out["audits"] == ["ok"], out


def test_a_host_that_cannot_reach_a_phone_says_so_within_15_seconds():
    """Point 5: the host reads an answer from a phone it cannot reach (an address of the test network where
    there is none): within 15 s it says why, in player words, ending with "or play on one phone"."""
    out = probe("koikoi", 2, PROBE_FAIL="1")
    assert out["fail_ms"] <= 15000, out["fail_ms"]
    words = out["fail_words"]
    assert "same Wi-Fi" in words and "guest networks" in words and words.rstrip(".").endswith("play on one phone")
    assert "10.77" not in words and "ICE" not in words
