"""The pairing codes: an offer or an answer of a WebRTC connection, small enough for a QR code a phone's camera
reads at arm's length (version 10 or less at error correction M).

A connection needs four things from each side: the ICE user fragment and password, the DTLS certificate's
fingerprint, and the host candidates (where on the Wi-Fi the phone listens).  The code carries those, with the
table's session, the seat, this app's version and the host's commitment (an offer) or the guest's nonce (an
answer); the other phone rebuilds a session description from them (:func:`description`).  Only UDP host
candidates travel: a private IPv4 address or a ``.local`` name, at most ``MAX_CANDIDATES`` (no STUN or relay
address is ever used).  The code is a number (digits only, which a URL keeps as they are and a QR code holds
densely), so that the host's code is also the link a guest's camera opens (``#join=<code>``).
"""
from __future__ import annotations

import base64
import ipaddress
import re

from . import wire
from .wire import Refusal

OFFER, ANSWER = "o", "a"
MAX_CANDIDATES = 4
MAX_CODE = 400                          # digits: a longer code is not one of ours
# data codewords of a QR code at error correction M, versions 1 to 10
QR_M_CODEWORDS = (16, 28, 44, 64, 86, 108, 124, 154, 182, 216)

_UFRAG = re.compile(r"^[A-Za-z0-9+/]{4,32}$")
_PWD = re.compile(r"^[A-Za-z0-9+/]{22,64}$")
_MDNS = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local$")
_SESSION = re.compile(r"^[A-Za-z0-9]{4,12}$")


def _segment_bits(text: str, version: int) -> int:
    """Bits of ``text`` in a QR code of ``version`` (1–10): its digits at the end (a join address's code, or a
    whole answer) in numeric mode, what comes before them in byte mode, each segment with its header."""
    digits = len(text) - len(text.rstrip("0123456789"))
    head = text[:len(text) - digits].encode()
    bits = 0
    if head:
        bits += 4 + (8 if version < 10 else 16) + 8 * len(head)
    if digits:
        bits += 4 + (10 if version < 10 else 12) + 10 * (digits // 3) + (0, 4, 7)[digits % 3]
    return bits


def qr_version(text: str) -> int | None:
    """The smallest QR version (1–10) that holds ``text`` at error correction M as static/tables.js draws it
    (see :func:`_segment_bits`); None if none does."""
    return next((v for v, cap in enumerate(QR_M_CODEWORDS, 1) if _segment_bits(text, v) <= 8 * cap), None)


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
# The code is a number: the fields packed into bytes (``FORMAT``, the app's version, the kind, then the fields,
# each text of the base64 alphabet at six bits a character), written in decimal.  A QR code holds digits at
# 3⅓ bits each (its numeric mode), so the code costs what its bytes do, a quarter less than as text, and the
# join address keeps room for a long app address (``qr_version`` counts the address in byte mode and the code
# in numeric mode, as static/tables.js draws them).
FORMAT = 0x50                           # the first byte (never 0, so that the number keeps every byte)
_KINDS = {OFFER: 1, ANSWER: 2}
_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def _pack6(text: str) -> bytes:
    """``text`` (of the base64 alphabet, at most 64 characters) as its length and six bits a character."""
    padded = text + "A" * (-len(text) % 4)
    return bytes([len(text)]) + base64.b64decode(padded)


def _unpack6(raw: bytes, at: int) -> tuple:
    n = raw[at]
    size = (n + 3) // 4 * 3
    chunk = raw[at + 1:at + 1 + size]
    if len(chunk) != size:
        raise Refusal("malformed")
    return base64.b64encode(chunk).decode()[:n], at + 1 + size


def _cand_bytes(addr: str, port: int) -> bytes:
    """A candidate: 4 and its IPv4 address, or 16 and its ``.local`` name's 16 bytes; then its port."""
    tail = port.to_bytes(2, "big")
    if addr.endswith(".local"):
        return bytes([16]) + bytes.fromhex(addr[:-6].replace("-", "")) + tail
    return bytes([4]) + ipaddress.IPv4Address(addr).packed + tail


def _cand_of(raw: bytes, at: int) -> tuple:
    size = raw[at]
    chunk = raw[at + 1:at + 3 + size]
    if size not in (4, 16) or len(chunk) != size + 2:
        raise Refusal("malformed")
    if size == 16:
        h = chunk[:16].hex()
        addr = f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}.local"
    else:
        addr = str(ipaddress.IPv4Address(chunk[:4]))
    port = int.from_bytes(chunk[-2:], "big")
    if not _is_host_address(addr) or not port:
        raise Refusal("malformed")
    return (addr, port), at + 3 + size


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
    raw = bytes([FORMAT, wire.VERSION, _KINDS[kind], seat, len(cands)]) + _pack6(session) + _pack6(ufrag) \
        + _pack6(pwd) + _fingerprint(sdp) + bytes.fromhex(extra) + b"".join(_cand_bytes(a, p) for a, p in cands)
    return str(int.from_bytes(raw, "big"))


def decode(code, kind: str, session: str | None = None) -> dict:
    """The fields of a code of ``kind`` (and of ``session``, when given): a :class:`wire.Refusal` for a code of
    another version, another table, or anything else that is not such a code."""
    if isinstance(code, str) and re.match(r"PS\d+[oa]\.", code):
        raise Refusal("version")             # the text codes of the app's first tables
    if not isinstance(code, str) or len(code) > MAX_CODE or not re.fullmatch(r"[1-9][0-9]*", code):
        raise Refusal("malformed")
    number = int(code)
    raw = number.to_bytes((number.bit_length() + 7) // 8, "big")
    if len(raw) < 5 or raw[0] != FORMAT:
        raise Refusal("malformed")
    if raw[1] != wire.VERSION:
        raise Refusal("version")
    if raw[2] != _KINDS[kind] or not 0 <= raw[3] < 8 or not 1 <= raw[4] <= MAX_CANDIDATES:
        raise Refusal("malformed")
    seat, count = raw[3], raw[4]
    try:
        sess, at = _unpack6(raw, 5)
        ufrag, at = _unpack6(raw, at)
        pwd, at = _unpack6(raw, at)
        fp, extra, at = raw[at:at + 32], raw[at + 32:at + 48], at + 48
        cands = []
        for _ in range(count):
            cand, at = _cand_of(raw, at)
            cands.append(cand)
    except IndexError:
        raise Refusal("malformed") from None
    if at != len(raw) or not _SESSION.match(sess) or not _UFRAG.match(ufrag) or not _PWD.match(pwd) \
            or len(fp) != 32 or len(extra) != 16:
        raise Refusal("malformed")
    if session is not None and sess != session:
        raise Refusal("session")
    return {"kind": kind, "session": sess, "seat": seat, "ufrag": ufrag, "pwd": pwd, "fingerprint": fp,
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
