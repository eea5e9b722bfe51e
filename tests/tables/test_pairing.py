"""The pairing codes (issue 42, point 1 and 7): an offer or an answer reduced to what a connection needs, read
back, refused when it is not one of ours, and small enough for a QR code of version 10 or less at level M."""
from __future__ import annotations

import pytest

from pondside.tables import pairing as PR
from pondside.tables.wire import Refusal, commit

FP = ":".join(f"{b:02X}" for b in range(200, 232))


def chrome_sdp(cands, setup="actpass", ufrag="Xy9+", pwd="a/b+cdefghijklmnopqrstuv12"):
    """A session description as Chromium writes one for a data channel (the parts that matter here)."""
    lines = ["v=0", "o=- 4611731400430051336 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
             "a=extmap-allow-mixed", "a=msid-semantic: WMS",
             "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0"]
    lines += cands
    lines += [f"a=ice-ufrag:{ufrag}", f"a=ice-pwd:{pwd}", "a=ice-options:trickle",
              f"a=fingerprint:sha-256 {FP}", f"a=setup:{setup}", "a=mid:0", "a=sctp-port:5000",
              "a=max-message-size:262144"]
    return "\r\n".join(lines) + "\r\n"


MDNS = "a=candidate:3316186562 1 udp 2113937151 5b3c2a17-3f0e-4a51-9c1e-0b9d2f6a7e10.local 54321 typ host generation 0 network-cost 999"
RAW = [f"a=candidate:{k} 1 udp 2122260223 192.168.1.{20 + k} {50000 + k} typ host generation 0 network-id 1"
       for k in range(5)]
OTHERS = ["a=candidate:9 1 udp 2122262783 fd00::1 50100 typ host generation 0",              # IPv6: left out
          "a=candidate:8 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active generation 0",  # TCP: left out
          "a=candidate:7 1 udp 1686052607 203.0.113.9 50200 typ srflx raddr 192.168.1.20 rport 50000",  # STUN
          "a=candidate:6 1 udp 2122260223 8.8.4.4 50300 typ host generation 0",                 # not private
          "a=candidate:5 1 udp 2122260223 127.0.0.1 50400 typ host generation 0"]               # loopback


@pytest.mark.parametrize("cands", [[MDNS], RAW[:1], RAW[:4], [MDNS] + RAW[:3], OTHERS + RAW[:2]])
def test_a_code_carries_what_a_connection_needs_and_fits_a_small_qr_code(cands):
    sdp = chrome_sdp(cands)
    host = PR.encode(sdp, PR.OFFER, "tbl42", 2, commit("0" * 32))
    fields = PR.decode(host, PR.OFFER, "tbl42")
    assert fields["ufrag"] == "Xy9+" and fields["pwd"] == "a/b+cdefghijklmnopqrstuv12" and fields["seat"] == 2
    assert fields["extra"] == commit("0" * 32)
    assert fields["candidates"] == PR.candidates(sdp) and all(":" not in a for a, _p in fields["candidates"])
    assert {a for a, _p in fields["candidates"]} & {"203.0.113.9", "8.8.4.4", "127.0.0.1", "fd00::1"} == set()
    assert host.isdigit() and PR.qr_version(host) is not None, len(host)
    # the other phone's rebuilt description says the same
    rebuilt = PR.description(fields)
    assert PR.candidates(rebuilt) == fields["candidates"]
    assert PR._fingerprint(rebuilt) == PR._fingerprint(sdp) and "a=setup:actpass" in rebuilt
    answer = PR.encode(chrome_sdp(cands, "active"), PR.ANSWER, "tbl42", 2, "ab" * 16)
    assert PR.decode(answer, PR.ANSWER, "tbl42")["extra"] == "ab" * 16
    assert PR.qr_version(answer) is not None
    assert "a=setup:active" in PR.description(PR.decode(answer, PR.ANSWER))


def test_the_largest_realistic_code_is_a_qr_code_of_version_10_or_less():
    """Firefox's credentials (the longest of the browsers': 8 and 32 characters; Chromium's 4 and 24), the longest
    session, four candidates of which one a .local name."""
    sdp = chrome_sdp([MDNS] + RAW, ufrag="A" * 8, pwd="b" * 32)
    code = PR.encode(sdp, PR.OFFER, "a" * 12, 7, commit("f" * 32))
    assert len(PR.decode(code, PR.OFFER)["candidates"]) == PR.MAX_CANDIDATES
    assert PR.qr_version(code) is not None, len(code)


def _raw(code: str) -> bytes:
    n = int(code)
    return n.to_bytes((n.bit_length() + 7) // 8, "big")


def _code(raw: bytes) -> str:
    return str(int.from_bytes(raw, "big"))


def test_codes_that_are_not_ours_are_refused():
    good = PR.encode(chrome_sdp(RAW[:2]), PR.OFFER, "tbl42", 1, commit("0" * 32))
    raw = _raw(good)
    cand = len(raw) - 7                    # where the last candidate starts (an IPv4 one: 1 + 4 + 2 bytes)
    assert raw[cand] == 4
    cases = {
        "malformed": [None, 42, "", "hello", good + "!", "1" * 401, "0" + good, good[:-3],
                      _code(b"\x51" + raw[1:]),                                      # not our first byte
                      _code(raw[:3] + bytes([9]) + raw[4:]),                          # seat 9
                      _code(raw[:4] + bytes([3]) + raw[5:]),                          # three candidates, two sent
                      _code(raw + b"\x00"),                                          # a byte too many
                      _code(raw[:cand + 1] + bytes([8, 8, 4, 4]) + raw[-2:]),          # not a private address
                      _code(raw[:cand] + bytes([7]) + raw[cand + 1:]),                # a candidate of no kind
                      _code(raw[:-2] + b"\x00\x00")],                                 # port 0
        "version": ["PS1o.1.tbl42.1.Xy9-.abc", _code(raw[:1] + bytes([raw[1] + 1]) + raw[2:])],
        "session": [PR.encode(chrome_sdp(RAW[:2]), PR.OFFER, "other", 1, commit("0" * 32))],
    }
    for why, codes in cases.items():
        for code in codes:
            with pytest.raises(Refusal) as e:
                PR.decode(code, PR.OFFER, "tbl42")
            assert e.value.key == why, (why, code)
    with pytest.raises(Refusal):
        PR.decode(good, PR.ANSWER)                  # the host's code where the guest's was awaited
    with pytest.raises(ValueError, match="no address on the local network"):
        PR.encode(chrome_sdp(OTHERS), PR.OFFER, "tbl42", 1, commit("0" * 32))


def test_a_join_address_fits_version_10_with_an_app_address_of_75_characters():
    """The host's code is the link a guest's camera opens: the app's address in byte mode, the code in numeric
    mode.  A realistic Chromium offer (one .local name) leaves room for an address of 75 characters."""
    code = PR.encode(chrome_sdp([MDNS]), PR.OFFER, "1a2b3c4d", 3, commit("0" * 32))
    base = "https://" + "x" * (75 - len("https://") - 1) + "/"
    assert len(base) == 75
    assert PR.qr_version(f"{base}#game=kokonana&join={code}") == 10
    # the same code as the text of the first tables (base64 words) would not have fitted
    words = 4 + 2 + 9 + 2 + 5 + 25 + 44 + 23 + 25
    assert PR.qr_version(f"{base}#game=kokonana&join=" + "x" * words) is None


@pytest.mark.parametrize("text,version", [("1" * 34, 1), ("1" * 35, 2), ("a" * 14, 1), ("a" * 15, 2),
                                          ("a" * 213, 10), ("a" * 214, None), ("1" * 513, 10), ("1" * 514, None)])
def test_qr_capacity_is_counted_as_the_standard_says(text, version):
    """Level M capacities from ISO/IEC 18004 (numeric: 34 digits in version 1, 513 in 10; byte: 14 and 213)."""
    assert PR.qr_version(text) == version
