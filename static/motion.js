// Pondside: pieces that travel from where they were to where they land, a long press that asks "what is this?",
// and short sounds (issue 40).  static/pondside_browser.py drives it:
//
//   snap = pondsideMotionBefore(root, moves)   before the page changes: where each piece starts
//   (the page is patched: static/morph.js)
//   pondsideMotionAfter(root, snap, moves, ms)  after: each piece flies from there to where it is now
//
// `moves` is the session's list of [from, to, kind] `data-piece` ids (Game.moves, docs/engine.md): the piece drawn
// at `to` comes from where `from` was; a `to` that is gone fades where `from` was; kind "token" flies a copy of
// `from` to `to` and lets it go (coins paid).  A piece of HTML flies itself (a transform on the element); a piece
// of an SVG board flies as a copy in a small SVG of its own laid over the page, so that it may leave its board
// (a tile from the market to a pond) and every flight is a transform or an opacity: the compositor's work, never
// the page's layout.  The real piece shows again where it landed when its flight ends.  Nothing moves under the
// system's reduced-motion setting, and a tap anywhere finishes every flight at once (the tap then does what it
// does on the finished page).
(() => {
  "use strict";
  const SVGNS = "http://www.w3.org/2000/svg";
  const EASE = "cubic-bezier(.25,.75,.3,1)";
  const STAGGER = 70;          // ms between the pieces of one move (two tiles taken: one, then the other)
  let flights = [];            // {anim, end()}
  let layer = null;

  const reduced = () => !!(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  const sel = (id) => `.game-area [data-piece="${CSS.escape(id)}"]`;
  const isSvg = (el) => el instanceof SVGElement && !(el instanceof SVGSVGElement && !el.ownerSVGElement);

  function overlay() {
    if (!layer || !layer.isConnected) {
      layer = document.createElement("div");
      layer.className = "motion-layer";
      layer.setAttribute("aria-hidden", "true");
      document.body.appendChild(layer);
    }
    return layer;
  }

  // (in the page's coordinates, not the window's: a flight keeps its course while the page scrolls to where
  // the player acts next)
  function place(node, r) {
    node.style.position = "absolute";
    node.style.left = `${r.left + window.scrollX}px`;
    node.style.top = `${r.top + window.scrollY}px`;
    node.style.width = `${r.width}px`;
    node.style.height = `${r.height}px`;
  }

  // the transform that draws a box of `to`'s size at `from` (both client rects)
  const between = (from, to) =>
    `translate(${from.left - to.left}px, ${from.top - to.top}px) scale(${from.width / to.width}, ${from.height / to.height})`;

  // where a piece that comes from a place (a face-down hand, a draw pile: `from` is not the piece's own id)
  // starts: in the middle of that place, at its own shape, no larger than it is and never wider than the place
  // (a card from a hand's whole row was drawn stretched to the row's width)
  const within = (place, piece) => {
    const s = Math.min(1, place.width / piece.width, place.height / piece.height);
    const w = piece.width * s, h = piece.height * s;
    return { left: place.left + (place.width - w) / 2, top: place.top + (place.height - h) / 2, width: w, height: h };
  };

  // every flight (a render is coming), or with `pieces` only the pieces' (a tap: the table's own glide runs on,
  // so that what the finger is on stays under it)
  function finishAll(pieces) {
    const now = pieces ? flights.filter((f) => !f.glide) : flights;
    flights = pieces ? flights.filter((f) => f.glide) : [];
    for (const f of now) {
      try { f.anim.finish(); } catch (e) { /* gone with its page */ }
      f.end();
    }
  }

  // the style attribute as the render wrote it, put back exactly when a flight ends (an emptied style="" or a
  // leftover transform-origin would make the page differ from its markup, and the next patch redo the node)
  function keepStyle(el) {
    const was = el.getAttribute("style");
    return () => {
      // read it first: Chromium writes a style set through el.style into the attribute lazily, and a remove
      // before that write leaves style="" behind once the write happens
      el.getAttribute("style");
      if (was === null) el.removeAttribute("style"); else el.setAttribute("style", was);
    };
  }

  function fly(node, keyframes, opts, end, glide) {
    const anim = node.animate(keyframes, opts);
    const f = { anim, glide: !!glide, end: () => { if (!f.ended) { f.ended = true; end(); } } };
    anim.onfinish = anim.oncancel = () => { f.end(); flights = flights.filter((x) => x !== f); };
    flights.push(f);
  }

  window.pondsideMotionFinish = () => finishAll();
  // how many pieces are in flight now (the browser tests wait for 0 before they measure a page)
  window.pondsideFlying = () => flights.length;
  // the table at rest: no computer thinking, no turn playing out in stages, nothing in flight
  window.pondsideSettled = () => !document.querySelector('.thinking, [data-staging]') && !flights.length;

  window.pondsideMotionBefore = (root, moves) => {
    finishAll();
    if (reduced() || !moves || !moves.length) return null;
    // a table kept out of sight behind a pass screen is neither measured nor animated (a flight started inside
    // it left Chromium holding the table hidden once the pass screen was gone)
    if (root.querySelector("[data-passing]")) return null;
    const snap = new Map();
    // where the table's top was: news above it that grows or shrinks with this move would make the whole
    // table jump mid-flight; pondsideMotionAfter glides it instead
    snap.area = areaTop(root);
    for (const [from] of moves) {
      if (snap.has(from)) continue;
      const el = root.querySelector(sel(from));
      if (!el) continue;
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      // its picture as it is now (the page is about to change it: a discard leaves the table, a token's copy
      // flies while the piece stays), with what draws it where it is: its board's mapping, or its look
      const svg = isSvg(el);
      const start = { r, svg, copy: el.cloneNode(true) };
      if (svg) start.m = el.parentNode && el.parentNode.getScreenCTM ? el.parentNode.getScreenCTM() : null;
      else start.look = look(el);
      snap.set(from, start);
    }
    return snap;
  };

  const LOOK = ["backgroundColor", "backgroundImage", "backgroundSize", "backgroundPosition", "backgroundRepeat",
                "color", "borderTop", "borderRight", "borderBottom", "borderLeft", "borderRadius", "boxShadow", "font",
                "padding", "display", "flexDirection", "alignItems", "justifyContent", "textAlign", "overflow"];
  function look(el) {
    const cs = getComputedStyle(el), out = {};
    for (const p of LOOK) out[p] = cs[p];
    return out;
  }

  // The table's top on the page (null: no table on screen), and its glide from there to where it is now: the
  // news above the table grows and shrinks as turns are told, and the whole table would jump; it moves
  // instead.  How far it moved (0: it stayed, or it is not to move).
  function areaTop(root) {
    const area = root.querySelector(".game-area");
    return area ? area.getBoundingClientRect().top : null;
  }
  function glide(root, top, ms) {
    const area = root.querySelector(".game-area");
    if (!area || top == null || !ms || reduced() || root.querySelector("[data-passing]")) return 0;
    const d = area.getBoundingClientRect().top - top;
    if (Math.abs(d) < 2 || Math.abs(d) >= (window.innerHeight || 800)) return 0;
    const back = keepStyle(area);
    fly(area, [{ transform: `translateY(${-d}px)` }, { transform: "none" }],
        { duration: ms, easing: EASE, fill: "backwards" }, back, true);
    return d;
  }
  // a render with no piece to fly (a move's last words, the computer's turn begun): the table glides alone
  window.pondsideGlideBefore = (root) => { finishAll(); return reduced() ? null : areaTop(root); };
  window.pondsideGlideAfter = (root, top, ms) => glide(root, top, ms);

  window.pondsideMotionAfter = (root, snap, moves, ms) => {
    if (!snap || !ms || reduced() || root.querySelector("[data-passing]")) return 0;
    const vh = window.innerHeight || 800;
    let k = 0;
    const seen = new Set();
    // the table itself moved (the news above it changed size): it glides from where it was, with its pieces'
    // flights, and a piece that flies itself starts that much further (its table is then still where it was)
    const dy = glide(root, snap.area, ms);
    for (const [from, to, kind] of moves) {
      const start = snap.get(from);
      const delay = Math.min(k, 4) * STAGGER;
      const el = to ? root.querySelector(sel(to)) : null;
      if (el && seen.has(to) && kind !== "token") continue;
      const r = el ? el.getBoundingClientRect() : null;
      const shown = !!(r && r.width && r.height && r.bottom > -vh && r.top < 2 * vh);
      if (start && (kind === "token" || !shown)) {
        // a copy of the piece as it was: it flies to `to` (a token) or fades where it was (it left the table)
        const pic = start.svg ? copyPicture(start.copy, start.m, start.r) : lookPicture(start.copy, start.look, start.r);
        if (!pic) continue;
        overlay().appendChild(pic);
        const end = () => pic.remove();
        if (kind === "token" && shown) {
          pic.style.transformOrigin = "0 0";
          fly(pic, [{ transform: "none", opacity: 1 }, { transform: between(r, start.r), opacity: 0.35 }],
              { duration: ms, delay, easing: EASE, fill: "both" }, end);
        } else {
          pic.style.transformOrigin = "center";
          fly(pic, [{ opacity: 1, transform: "none" }, { opacity: 0, transform: "scale(.6)" }],
              { duration: ms * 0.8, delay, easing: "ease-in", fill: "both" }, end);
        }
        k++;
        continue;
      }
      if (!shown) continue;
      seen.add(to);
      if (!start) {                                   // nothing to fly from: it appears where it lands
        const svg = isSvg(el), back = keepStyle(el);
        if (!svg) el.style.transformOrigin = "center";
        fly(el, svg ? [{ opacity: 0 }, { opacity: 1 }] : [{ opacity: 0, transform: "scale(.6)" }, { opacity: 1, transform: "none" }],
            { duration: ms * 0.8, delay, easing: EASE, fill: "backwards" }, back);
        k++;
        continue;
      }
      if (Math.abs(start.r.left - r.left) < 2 && Math.abs(start.r.top + dy - r.top) < 2
          && Math.abs(start.r.width - r.width) < 2) continue;    // it did not move on its table
      const opts = { duration: ms, delay, easing: EASE, fill: "backwards" };
      const origin = from === to ? start.r : within(start.r, r);
      if (isSvg(el)) {
        const m = el.parentNode && el.parentNode.getScreenCTM ? el.parentNode.getScreenCTM() : null;
        const pic = copyPicture(el.cloneNode(true), m, r);
        if (!pic) continue;
        overlay().appendChild(pic);
        pic.style.transformOrigin = "0 0";
        const back = keepStyle(el);
        el.style.visibility = "hidden";
        fly(pic, [{ transform: between(origin, r) }, { transform: "none" }], { ...opts, fill: "both" },
            () => { pic.remove(); back(); });
      } else {
        const back = keepStyle(el);
        el.style.zIndex = "30";
        el.style.transformOrigin = "0 0";
        el.classList.add("is-flying");
        fly(el, [{ transform: between({ ...origin, top: origin.top + dy }, r) }, { transform: "none" }], opts,
            () => { back(); el.classList.remove("is-flying"); });
      }
      k++;
    }
    window.pondsideFlights = (window.pondsideFlights || 0) + k;    // (the browser tests count them)
    return k;
  };

  // a copy of an SVG piece in a small SVG laid over the page where the piece is drawn: `m` maps the piece's
  // parent to the page (getScreenCTM), so the board's own transforms are written into the copy
  function copyPicture(copy, m, r) {
    if (!m) return null;
    const svg = document.createElementNS(SVGNS, "svg");
    svg.setAttribute("class", "motion-piece");
    svg.setAttribute("width", r.width);
    svg.setAttribute("height", r.height);
    svg.setAttribute("overflow", "visible");
    const g = document.createElementNS(SVGNS, "g");
    g.setAttribute("transform", `translate(${-r.left} ${-r.top}) matrix(${m.a} ${m.b} ${m.c} ${m.d} ${m.e} ${m.f})`);
    strip(copy);
    g.appendChild(copy);
    svg.appendChild(g);
    place(svg, r);
    return svg;
  }

  // a copy of an HTML piece with the look it had (its own box: the page's rules may not reach it in the layer)
  function lookPicture(copy, lk, r) {
    strip(copy);
    for (const p in lk || {}) copy.style[p] = lk[p];
    copy.style.margin = "0";
    copy.style.boxSizing = "border-box";
    copy.classList.add("motion-piece");
    place(copy, r);
    return copy;
  }

  function strip(copy) {
    copy.removeAttribute("data-piece");
    copy.removeAttribute("id");
    copy.removeAttribute("data-changed");
    copy.removeAttribute("data-hint");
    for (const mark of copy.querySelectorAll(".changed-mark, .marked-mark, [data-act], [data-sel]")) {
      if (mark.classList.contains("changed-mark") || mark.classList.contains("marked-mark")) mark.remove();
      else { mark.removeAttribute("data-act"); mark.removeAttribute("data-sel"); }
    }
    copy.removeAttribute("data-act");
    copy.removeAttribute("data-sel");
  }

  // a tap finishes every piece's flight first: what it lands on is the finished page (the table's glide runs
  // on: finished, it would move the table under the finger between the press and the click)
  document.addEventListener("pointerdown", () => { if (flights.some((f) => !f.glide)) finishAll(true); }, true);

  // ---------------------------------------------------------------- "what is this?" on a long press
  // A long press (or a right click) on a piece of the table asks what it is: the page sends the browser layer a
  // `pondside-info` event with the piece's id; the click that ends a touch's long press does nothing else.
  const HOLD_MS = 520;
  let hold = null, swallowUntil = 0, last = { id: null, t: 0 };
  const pieceAt = (t) => t && t.closest ? t.closest(".game-area [data-piece]") : null;
  const ask = (piece) => {
    const id = piece.getAttribute("data-piece"), now = performance.now();
    if (last.id === id && now - last.t < 1000) return;       // (a touch's own timer and its context menu)
    last = { id, t: now };
    piece.dispatchEvent(new CustomEvent("pondside-info", { bubbles: true, detail: id }));
  };
  document.addEventListener("contextmenu", (e) => {
    const piece = pieceAt(e.target);
    if (!piece || document.body.classList.contains("embed")) return;
    e.preventDefault();
    ask(piece);
  });
  document.addEventListener("touchstart", (e) => {
    const piece = e.touches.length === 1 && !document.body.classList.contains("embed") ? pieceAt(e.target) : null;
    if (!piece) return;
    const t0 = e.touches[0];
    const h = { x: t0.clientX, y: t0.clientY, fired: false };
    h.t = setTimeout(() => { h.fired = true; ask(piece); }, HOLD_MS);
    hold = h;
  }, { passive: true });
  const endHold = (e) => {
    if (!hold) return;
    clearTimeout(hold.t);
    // the tap that ends a long press only closes it: it plays nothing
    if (hold.fired && e && e.type === "touchend") swallowUntil = performance.now() + 600;
    hold = null;
  };
  document.addEventListener("touchmove", (e) => {
    if (hold && Math.hypot(e.touches[0].clientX - hold.x, e.touches[0].clientY - hold.y) > 10) endHold();
  }, { passive: true });
  document.addEventListener("touchend", endHold, { passive: true });
  document.addEventListener("touchcancel", endHold, { passive: true });
  document.addEventListener("click", (e) => {
    if (swallowUntil && performance.now() < swallowUntil) { e.stopPropagation(); e.preventDefault(); }
    swallowUntil = 0;
  }, true);

  // ---------------------------------------------------------------- sounds (off unless the player turns them on)
  // Drawn by the browser's own synthesiser: no sound files.  A buzz goes with them where the device has one.
  let audio = null;
  const NOTES = {
    turn: [[659, 0, 0.11], [880, 0.1, 0.16]],
    capture: [[392, 0, 0.07], [523, 0.05, 0.12]],
    call: [[523, 0, 0.1], [659, 0.09, 0.1], [784, 0.18, 0.2]],
    end: [[523, 0, 0.18], [659, 0.12, 0.18], [784, 0.24, 0.2], [1047, 0.36, 0.35]],
  };
  const BUZZ = { turn: [25], capture: [18], call: [30, 40, 30], end: [40, 60, 40, 60, 80] };
  window.pondsideSound = (kind) => {
    const notes = NOTES[kind];
    if (!notes) return;
    try {
      if (navigator.vibrate && BUZZ[kind]) navigator.vibrate(BUZZ[kind]);
    } catch (e) { /* no buzz here */ }
    try {
      const AC = window.AudioContext || window.webkitAudioContext;
      if (!AC) return;
      audio = audio || new AC();
      if (audio.state === "suspended") audio.resume();
      const t0 = audio.currentTime + 0.01;
      for (const [f, at, len] of notes) {
        const o = audio.createOscillator(), g = audio.createGain();
        o.type = kind === "capture" ? "triangle" : "sine";
        o.frequency.value = f;
        g.gain.setValueAtTime(0.0001, t0 + at);
        g.gain.exponentialRampToValueAtTime(0.18, t0 + at + 0.015);
        g.gain.exponentialRampToValueAtTime(0.0001, t0 + at + len);
        o.connect(g).connect(audio.destination);
        o.start(t0 + at);
        o.stop(t0 + at + len + 0.02);
      }
      window.pondsideSounds = (window.pondsideSounds || 0) + 1;   // (the browser tests count them)
    } catch (e) { /* a page that may not play sound yet */ }
  };
})();
