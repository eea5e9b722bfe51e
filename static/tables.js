// Pondside: players on their own phones (docs/tables.md) — the browser's half.  Loaded only when a table is set
// up or joined (static/pondside_browser.py adds it to the page), with the QR code drawer and reader it needs
// (tools/setup.py vendors both from the npm registry, pinned).  Python decides everything; this file opens the
// WebRTC connections (host candidates only: no STUN, relay or signalling server), draws and reads QR codes, and
// hands every event to Python through `window.pondsideTableEvent(kind, seat, data)`:
//   "offer"/"answer" (seat, the session description once its candidates are gathered), "open"/"close" (seat),
//   "message" (seat, text), "scanned" (-1, the text of a QR code), "problem" (seat, a reason's key).
(() => {
  const QR = "./static/vendor/qr-2.0.4-1.4.0/";
  const GATHER_MS = 5000;
  const CONNECT_MS = 12000;            // the answer read and still no channel: the phones cannot reach each other (said within 15 s)
  const peers = new Map();             // seat -> { pc, ch }
  let scanning = null;                 // { stream, video, stop }

  const emit = (kind, seat, data) => {
    const f = window.pondsideTableEvent;
    if (typeof f === "function") f(kind, seat, data == null ? "" : String(data));
  };

  const loaded = new Map();
  function load(name) {
    if (!loaded.has(name)) {
      loaded.set(name, new Promise((ok, fail) => {
        const s = document.createElement("script");
        s.src = QR + name;
        s.onload = ok;
        s.onerror = () => fail(new Error(name));
        document.head.appendChild(s);
      }));
    }
    return loaded.get(name);
  }

  async function gathered(pc) {
    if (pc.iceGatheringState !== "complete") {
      await new Promise((done) => {
        pc.addEventListener("icegatheringstatechange", () => pc.iceGatheringState === "complete" && done());
        setTimeout(done, GATHER_MS);
      });
    }
    return pc.localDescription.sdp;
  }

  function bind(seat, ch) {
    const peer = peers.get(seat);
    if (peer) peer.ch = ch;
    // what was sent before this side's channel opened goes out as it opens (never dropped)
    const flush = () => { if (peer) for (const text of peer.queue.splice(0)) ch.send(text); };
    if (ch.readyState === "open") flush();
    ch.onopen = () => { flush(); awake(); emit("open", seat); };
    ch.onclose = () => emit("close", seat);
    ch.onmessage = (e) => emit("message", seat, e.data);
  }

  function fresh(seat) {
    close(seat);
    const pc = new RTCPeerConnection({ iceServers: [] });
    peers.set(seat, { pc, ch: null, queue: [] });
    pc.addEventListener("connectionstatechange", () => {
      if (pc.connectionState === "failed") emit("problem", seat, "failed");
    });
    return pc;
  }

  async function offer(seat) {
    try {
      const pc = fresh(seat);
      bind(seat, pc.createDataChannel("table", { ordered: true }));
      await pc.setLocalDescription(await pc.createOffer());
      emit("offer", seat, await gathered(pc));
    } catch (e) {
      emit("problem", seat, "webrtc");
    }
  }

  async function answer(seat, sdp) {
    try {
      const pc = fresh(seat);
      pc.ondatachannel = (e) => bind(seat, e.channel);
      await pc.setRemoteDescription({ type: "offer", sdp });
      await pc.setLocalDescription(await pc.createAnswer());
      emit("answer", seat, await gathered(pc));
    } catch (e) {
      emit("problem", seat, "webrtc");
    }
  }

  async function accept(seat, sdp) {
    const peer = peers.get(seat);
    try {
      if (!peer) throw new Error("no offer");
      await peer.pc.setRemoteDescription({ type: "answer", sdp });
    } catch (e) {
      emit("problem", seat, "answer");
      return;
    }
    setTimeout(() => {
      if (peers.get(seat) === peer && !(peer.ch && peer.ch.readyState === "open")) emit("problem", seat, "failed");
    }, CONNECT_MS);
  }

  function send(seat, text) {
    const peer = peers.get(seat);
    if (!peer) return;
    if (peer.ch && peer.ch.readyState === "open") peer.ch.send(text);
    else if (!peer.ch || peer.ch.readyState === "connecting") peer.queue.push(text);
  }

  function close(seat) {
    const peer = peers.get(seat);
    if (!peer) return;
    peers.delete(seat);
    if (peer.ch) peer.ch.onopen = peer.ch.onclose = peer.ch.onmessage = null;   // (closed on purpose: not news)
    try { peer.pc.close(); } catch (e) { /* already closed */ }
  }

  // While a table plays, the screen stays on (a phone that sleeps drops its connection); asked again when the
  // page is shown again, as the browser lets a hidden page's lock go.
  let lock = null;
  async function awake() {
    if (lock || !("wakeLock" in navigator) || document.visibilityState !== "visible") return;
    try {
      lock = await navigator.wakeLock.request("screen");
      lock.addEventListener("release", () => { lock = null; });
    } catch (e) { /* refused (battery saver): the table plays on */ }
  }
  document.addEventListener("visibilitychange", () => { if (peers.size) awake(); });

  // ---------------------------------------------------------------- QR codes
  // Every element `[data-qr]` shows its text as a QR code (error correction M, the smallest version that holds
  // it), drawn once per text: the digits it ends with (a pairing code) in numeric mode, what comes before them
  // (a join address's app address) in byte mode, as py/pondside/tables/pairing.py's qr_version counts them.
  async function draw(root) {
    const els = (root || document).querySelectorAll("[data-qr]");
    if (!els.length) return;
    await load("qrcode.js");
    for (const el of els) {
      const text = el.getAttribute("data-qr");
      if (el.getAttribute("data-qr-drawn") === text) continue;
      const qr = window.qrcode(0, "M");
      const digits = text.length - text.replace(/[0-9]+$/, "").length;
      if (digits < text.length) qr.addData(text.slice(0, text.length - digits), "Byte");
      if (digits) qr.addData(text.slice(text.length - digits), "Numeric");
      qr.make();
      el.innerHTML = qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
      const svg = el.querySelector("svg");
      if (svg) {
        svg.setAttribute("role", "img");
        svg.setAttribute("aria-label", el.getAttribute("data-qr-label") || "");
      }
      el.setAttribute("data-qr-drawn", text);
      el.setAttribute("data-qr-version", String((qr.getModuleCount() - 17) / 4));
    }
  }

  async function decodePixels(image, w, h) {
    if ("BarcodeDetector" in window) {
      try {
        const found = await new window.BarcodeDetector({ formats: ["qr_code"] }).detect(image);
        if (found.length) return found[0].rawValue;
      } catch (e) { /* this browser's detector cannot: the vendored reader below */ }
    }
    await load("jsQR.js");
    const canvas = document.createElement("canvas");
    canvas.width = w;
    canvas.height = h;
    const g = canvas.getContext("2d", { willReadFrequently: true });
    g.drawImage(image, 0, 0, w, h);
    const hit = window.jsQR(g.getImageData(0, 0, w, h).data, w, h);
    return hit ? hit.data : null;
  }

  // The in-app scanner: the back camera into `video`, read until a code is found.
  async function scan(video) {
    stopScan();
    let stream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
    } catch (e) {
      emit("problem", -1, "camera");
      return;
    }
    let live = true;
    scanning = { stream, stop: () => { live = false; stream.getTracks().forEach((t) => t.stop()); } };
    video.srcObject = stream;
    await video.play().catch(() => {});
    const tick = async () => {
      if (!live) return;
      if (video.videoWidth) {
        const text = await decodePixels(video, video.videoWidth, video.videoHeight).catch(() => null);
        if (text && live) {
          stopScan();
          emit("scanned", -1, text);
          return;
        }
      }
      setTimeout(tick, 200);
    };
    tick();
  }

  function stopScan() {
    if (scanning) scanning.stop();
    scanning = null;
  }

  // A picture of a QR code (a data: URL), read as the scanner reads the camera's frames: what a test's camera
  // shows, and a photo a player picks instead of the live camera.
  async function scanImage(url) {
    const img = new Image();
    img.src = url;
    await img.decode();
    const text = await decodePixels(img, img.naturalWidth, img.naturalHeight);
    if (text) emit("scanned", -1, text);
    else emit("problem", -1, "unreadable");
    return text;
  }

  window.pondsideTables = { offer, answer, accept, send, close, draw, scan, stopScan, scanImage };
})();
