"""Two browser contexts (two phones) paired through the pairing codes alone, to be run in a private network
(tests/browser/netns.py; tests/browser/test_pairing.py runs it): the host makes an offer, its code is read by the
guest, which makes an answer, whose code is read by the host; the data channel opens and a message goes both ways.
Prints one JSON line: whether it connected, the time from the answer's code read to the channel open, the codes'
lengths and QR versions, the candidates, the kinds of candidate pair the connection used.

    python tests/browser/pair_probe.py [mdns|raw]
"""
from __future__ import annotations

import json
import socket
import sys
import time
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parents[2] / "py")]

from playwright.sync_api import sync_playwright  # noqa: E402

from conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from pondside.tables import pairing as PR  # noqa: E402
from pondside.tables.wire import commit  # noqa: E402

GATHER = """async () => {
  const pc = window.pc;
  if (pc.iceGatheringState !== "complete") {
    await new Promise((done) => {
      pc.addEventListener("icegatheringstatechange", () => pc.iceGatheringState === "complete" && done());
      setTimeout(done, 5000);
    });
  }
  return pc.localDescription.sdp;
}"""
HOST = """async () => {
  const pc = window.pc = new RTCPeerConnection({ iceServers: [] });
  window.got = [];
  const ch = window.ch = pc.createDataChannel("table", { ordered: true });
  ch.onmessage = (e) => got.push(e.data);
  window.opened = new Promise((done) => { ch.onopen = () => done(true); });
  await pc.setLocalDescription(await pc.createOffer());
}"""
GUEST = """async (offer) => {
  const pc = window.pc = new RTCPeerConnection({ iceServers: [] });
  window.got = [];
  window.opened = new Promise((done) => {
    pc.ondatachannel = (e) => {
      const ch = window.ch = e.channel;
      ch.onmessage = (m) => { got.push(m.data); ch.send("back:" + m.data); };
      ch.onopen = () => done(true);
    };
  });
  await pc.setRemoteDescription({ type: "offer", sdp: offer });
  await pc.setLocalDescription(await pc.createAnswer());
}"""
STATS = """async () => {
  const out = { local: [], pair: null };
  const stats = await window.pc.getStats();
  stats.forEach((s) => {
    if (s.type === "local-candidate") out.local.push(s.candidateType);
    if (s.type === "candidate-pair" && s.state === "succeeded") out.pair = s.localCandidateId;
  });
  return out;
}"""


def main(mode: str) -> dict:
    args = [a for a in CHROMIUM_ARGS if not a.startswith("--host-resolver-rules")]
    # every name fails to resolve but the local ones (the other phone's .local name, by multicast DNS)
    args.append("--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.local")
    if mode == "raw":            # as a page holding the camera gets them: the addresses themselves
        args.append("--disable-features=WebRtcHideLocalIpsWithMdns")
    # the network this runs in: only its own loopback and veth pair, never the machine's interfaces
    out = {"mode": mode, "connected": False, "interfaces": sorted(n for _i, n in socket.if_nameindex())}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=args)
        host, guest = (browser.new_context().new_page() for _ in range(2))
        for page in (host, guest):
            page.goto("about:blank")
        host.evaluate(HOST)
        offer_code = PR.encode(host.evaluate(GATHER), PR.OFFER, "tbl42", 1, commit("0" * 32))
        guest.evaluate(GUEST, PR.description(PR.decode(offer_code, PR.OFFER, "tbl42")))
        answer_code = PR.encode(guest.evaluate(GATHER), PR.ANSWER, "tbl42", 1, "ab" * 16)
        t0 = time.monotonic()
        host.evaluate("async (a) => { await pc.setRemoteDescription({ type: 'answer', sdp: a }); }",
                      PR.description(PR.decode(answer_code, PR.ANSWER, "tbl42")))
        out["connected"] = bool(host.evaluate("Promise.race([opened, new Promise(r => setTimeout(() => r(false), 15000))])"))
        out["open_ms"] = round((time.monotonic() - t0) * 1000)
        if out["connected"]:
            host.evaluate("ch.send('hello')")
            host.wait_for_function("got.includes('back:hello')", timeout=10000)
            out["echo"] = guest.evaluate("got")
            out["stats"] = host.evaluate(STATS)
        out["codes"] = [len(offer_code), len(answer_code)]
        out["qr"] = [PR.qr_version(offer_code), PR.qr_version(answer_code)]
        out["candidates"] = [PR.decode(offer_code, PR.OFFER)["candidates"], PR.decode(answer_code, PR.ANSWER)["candidates"]]
        browser.close()
    return out


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1] if len(sys.argv) > 1 else "mdns")))
