"""The pairing codes: an offer or an answer of a WebRTC connection, small enough for a QR code a phone's camera
reads at arm's length (version 10 or less at error correction M).

A connection needs four things from each side: the ICE user fragment and password, the DTLS certificate's
fingerprint, and the host candidates (where on the Wi-Fi the phone listens).  The code carries those, with the
table's session, the seat, this app's version and the host's commitment (an offer) or the guest's nonce (an
answer); the other phone rebuilds a session description from them (:func:`description`).  Only UDP host
candidates travel: a private IPv4 address or a ``.local`` name, at most ``MAX_CANDIDATES`` (no STUN or relay
address is ever used).  The code is text of the characters a URL keeps as they are, so that the host's code is
also the link a guest's camera opens (``#join=<code>``).
"""
from __future__ import annotations

import base64
import ipaddress
import re

from . import wire
from .wire import Refusal

PREFIX = "PS1"
OFFER, ANSWER = "o", "a"
MAX_CANDIDATES = 4
MAX_CODE = 400                          # characters: a longer code is not one of ours
# bytes a QR code holds in byte mode at error correction M, versions 1 to 10
QR_M_BYTES = (14, 26, 42, 62, 84, 106, 122, 152, 180, 213)

_UFRAG = re.compile(r"^[A-Za-z0-9+/]{4,32}$")
_PWD = re.compile(r"^[A-Za-z0-9+/]{22,64}$")
_MDNS = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local$")
_SESSION = re.compile(r"^[A-Za-z0-9]{4,12}$")


def qr_version(n_bytes: int) -> int | None:
    """The smallest QR version (1–10) that holds ``n_bytes`` at error correction M; None if none does."""
    return next((v for v, cap in enumerate(QR_M_BYTES, 1) if n_bytes <= cap), None)


# ---------------------------------------------------------------- reading a session description
def _line(sdp: str, key: str) -> str:
    m = re.search(rf"^a={key}:(\S+)\s*$", sdp, re.M)
    if not m:
        raise ValueError(f"the description has no {key}")
    return m.group(1)


def _fingerprint(sdp: str) -> bytes:
    m = re.search(r"^a=fingerprint:sha-256 ((?:[0-9A-Fa-f]{2}:){31}[0-9A-Fa-f]{2})\s*$", sdp, re.M)
    if not m:
        raise ValueError("the description has no sha-256 fingerprint")
    return bytes.fromhex(m.group(1).replace(":", ""))


def _is_host_address(addr: str) -> bool:
    if _MDNS.match(addr):
        return True
    try:
        ip = ipaddress.IPv4Address(addr)
    except ValueError:
        return False
    return ip.is_private and not ip.is_loopback


def candidates(sdp: str) -> list:
    """``[(address, port)]`` of the description's UDP host candidates (private IPv4 or ``.local``), in order."""
    out = []
    for m in re.finditer(r"^a=candidate:\S+ 1 udp \d+ (\S+) (\d+) typ host\b", sdp, re.M | re.I):
        addr, port = m.group(1), int(m.group(2))
        if _is_host_address(addr) and 0 < port < 65536 and (addr, port) not in out:
            out.append((addr, port))
    return out[:MAX_CANDIDATES]


# ---------------------------------------------------------------- the code
def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _cand_word(addr: str, port: int) -> str:
    """A candidate in a few characters: "i" and its IPv4 address and port (6 bytes), or "m" and its ``.local``
    name's 16 bytes and port, in URL-safe base64."""
    tail = port.to_bytes(2, "big")
    if addr.endswith(".local"):
        return "m" + _b64(bytes.fromhex(addr[:-6].replace("-", "")) + tail)
    return "i" + _b64(ipaddress.IPv4Address(addr).packed + tail)


def _cand_of(word: str) -> tuple:
    try:
        raw = _unb64(word[1:])
    except ValueError:
        raise Refusal("malformed") from None
    if word[:1] == "m" and len(raw) == 18:
        h = raw[:16].hex()
        addr = f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}.local"
    elif word[:1] == "i" and len(raw) == 6:
        addr = str(ipaddress.IPv4Address(raw[:4]))
    else:
        raise Refusal("malformed")
    port = int.from_bytes(raw[-2:], "big")
    if not _is_host_address(addr) or not port:
        raise Refusal("malformed")
    return addr, port


def encode(sdp: str, kind: str, session: str, seat: int, extra: str) -> str:
    """The code of a session description (``kind`` OFFER with the host's commitment as ``extra``, or ANSWER
    with the guest's nonce); ValueError when the description lacks what a connection needs or has no address
    on the local network."""
    if kind not in (OFFER, ANSWER) or not _SESSION.match(session) or not 0 <= seat < 8:
        raise ValueError("not a pairing")
    cands = candidates(sdp)
    if not cands:
        raise ValueError("no address on the local network")
    ufrag, pwd = _line(sdp, "ice-ufrag"), _line(sdp, "ice-pwd")
    if not _UFRAG.match(ufrag) or not _PWD.match(pwd):
        raise ValueError("unexpected ICE credentials")
    extra_raw = bytes.fromhex(extra)
    words = [PREFIX + kind, str(wire.VERSION), session, str(seat), ufrag.replace("/", "_").replace("+", "-"),
             pwd.replace("/", "_").replace("+", "-"), _b64(_fingerprint(sdp)), _b64(extra_raw)]
    return ".".join(words + [_cand_word(a, p) for a, p in cands])


def decode(code, kind: str, session: str | None = None) -> dict:
    """The fields of a code of ``kind`` (and of ``session``, when given): a :class:`wire.Refusal` for a code of
    another version, another table, or anything else that is not such a code."""
    if not isinstance(code, str) or len(code) > MAX_CODE or not re.fullmatch(r"[A-Za-z0-9._~-]+", code):
        raise Refusal("malformed")
    words = code.split(".")
    if re.fullmatch(r"PS\d+[oa]", words[0]) and words[0][:-1] != PREFIX:
        raise Refusal("version")             # a code of another version of the app
    if len(words) < 9 or words[0] != PREFIX + kind:
        raise Refusal("malformed")
    version, sess, seat = words[1], words[2], words[3]
    if version != str(wire.VERSION):
        raise Refusal("version")
    if not _SESSION.match(sess) or (session is not None and sess != session):
        raise Refusal("session")
    if not seat.isdigit() or not 0 <= int(seat) < 8:
        raise Refusal("malformed")
    ufrag, pwd = words[4].replace("_", "/").replace("-", "+"), words[5].replace("_", "/").replace("-", "+")
    try:
        fp, extra = _unb64(words[6]), _unb64(words[7])
    except ValueError:
        raise Refusal("malformed") from None
    if not _UFRAG.match(ufrag) or not _PWD.match(pwd) or len(fp) != 32 or len(extra) != 16:
        raise Refusal("malformed")
    cands = [_cand_of(w) for w in words[8:]]
    if not 1 <= len(cands) <= MAX_CANDIDATES:
        raise Refusal("malformed")
    return {"kind": kind, "session": sess, "seat": int(seat), "ufrag": ufrag, "pwd": pwd, "fingerprint": fp,
            "extra": extra.hex(), "candidates": cands}


def description(fields: dict) -> str:
    """A session description from a code's fields, as the other phone's browser takes it: one data channel,
    the offer's side passive or active as WebRTC lets it choose (``actpass``), the answer's ``active``."""
    fp = ":".join(f"{b:02X}" for b in fields["fingerprint"])
    lines = ["v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0", "a=msid-semantic: WMS",
             "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0"]
    for k, (addr, port) in enumerate(fields["candidates"]):
        lines.append(f"a=candidate:{k + 1} 1 udp {2122260223 - k} {addr} {port} typ host generation 0")
    lines += ["a=end-of-candidates", f"a=ice-ufrag:{fields['ufrag']}", f"a=ice-pwd:{fields['pwd']}",
              "a=ice-options:trickle", f"a=fingerprint:sha-256 {fp}",
              "a=setup:" + ("actpass" if fields["kind"] == OFFER else "active"), "a=mid:0", "a=sctp-port:5000",
              "a=max-message-size:262144"]
    return "\r\n".join(lines) + "\r\n"
