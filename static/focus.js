// Keyboard and focus at the table (issue 22): after a move, focus goes to the next sensible control rather than
// to the page, and the prompt stays in view; arrow keys move between the controls of the board or a hand by
// where they are on screen.  static/pondside_browser.py calls pondsideFocusNext after each move.
(() => {
  const CONTROLS = ".game-area [data-act]:not([disabled]), .game-area [data-sel]:not([disabled]), " +
                   "[data-focus-next]:not([disabled])";
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && !el.closest("[inert]");
  };
  // the header that stays at the top of a game (whose turn, the points, Undo) covers the page's top
  const headerBottom = () => {
    const h = document.querySelector(".game-top");
    if (!h) return 0;
    const r = h.getBoundingClientRect();
    return r.top <= 1 && getComputedStyle(h).position === "sticky" ? Math.max(0, r.bottom) : 0;
  };
  const viewH = () => window.innerHeight || document.documentElement.clientHeight;
  const inView = (el) => {
    const r = el.getBoundingClientRect();
    return r.top >= headerBottom() - 1 && r.bottom <= viewH() + 1;
  };
  const smooth = () => (window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches
    ? "auto" : "smooth");

  // Bring `el` into view below the header: the whole of it when it fits, else its top; a page that already
  // shows it is not moved (nothing jumps while a person reads).
  // (`now`: at once, as when a screen first opens: nothing was seen before it, and a tap must land where the
  // control is, not where a glide was taking it)
  const bring = (el, now = false) => {
    if (!el || inView(el)) return false;
    const r = el.getBoundingClientRect(), top = headerBottom() + 6, room = viewH() - top - 6;
    let dy;
    if (r.height <= room) dy = r.top < top ? r.top - top : r.bottom - (top + room);
    else dy = r.top - top;
    if (Math.abs(dy) < 2) return false;
    window.scrollBy({ top: dy, behavior: now ? "auto" : smooth() });
    return true;
  };

  // The place where the player acts next (a view's `data-next`: Kōhaku's pond and its "Place here", the Big
  // Pond's spaces, KOI's pond or market), else the prompt and the first thing to tap.
  const nextPlace = (root) => {
    const all = [...root.querySelectorAll(".game-area [data-next]")].filter(visible);
    return all[all.length - 1] || null;
  };
  // Bring that place into view: the whole of it when it fits, else its first move (a tablet's big pond: its
  // top alone may show none of the spaces to place on)
  const bringPlace = (place, now = false) => {
    const room = viewH() - headerBottom() - 12;
    if (place.getBoundingClientRect().height <= room) return bring(place, now);
    const move = [...place.querySelectorAll("[data-act]:not([disabled])")].find(visible)
      || [...place.querySelectorAll(CONTROLS.replace(/\.game-area /g, ""))].find(visible);
    return bring(move || place, now);
  };

  // The control to focus after a move: one the screen names as next (a Continue, the pass screen's button),
  // else the first thing to play; the focus stays where it is when that element is still in the page.
  window.pondsideFocusNext = (root, scroll = true, now = false) => {
    const active = document.activeElement;
    const kept = active && active !== document.body && root.contains(active) && visible(active);
    const named = root.querySelector("[data-focus-next]:not([disabled])");
    const place = nextPlace(root);
    const first = place && [...place.querySelectorAll(CONTROLS)].find(visible);
    const target = named || (kept ? null : first || [...root.querySelectorAll(CONTROLS)].find(visible));
    if (target && target !== active) target.focus({ preventScroll: true });
    // a box that keeps to a few lines (the log, a phone's news) shows its newest entry from its start: a long
    // entry scrolled to its end would begin mid-sentence
    for (const box of root.querySelectorAll("[data-scroll-end]")) {
      const last = box.lastElementChild;
      if (!last || !last.previousElementSibling) { box.scrollTop = last ? 0 : box.scrollHeight; continue; }
      box.scrollTop += last.getBoundingClientRect().top - box.getBoundingClientRect().top;
    }
    if (!scroll) return;
    // a panel over the foot of the screen (the log, "what is this?") is seen where it is: nothing scrolls
    if (named && named.closest(".sheet")) return;
    // keep where the player acts next, the prompt or what to tap next on screen, without moving a page that
    // already shows it
    // (a game's end: the "Game over" box from its top — what happened, then Play again — not its last button)
    if (named) { bring(named.closest(".game-over") || named, now); return; }
    if (place) { bringPlace(place, now); return; }
    const prompt = root.querySelector("[data-prompt], [data-last-move]");
    bring(target || prompt, now);
  };

  // After the computer's move: when the player's turn has come, where they act next comes into view; otherwise
  // what it did (the last-move line, the end of the game) when the page shows none of it.  A page that shows it
  // is not moved.
  window.pondsideShowNews = (root) => {
    const over = root.querySelector(".game-over, #hold-continue");
    if (over) { bring(over); return; }
    const place = nextPlace(root);
    // (a view marks data-next only when the player has something to do there: a move, or a pick to make)
    if (place && place.querySelector("[data-act]:not([disabled]), [data-sel]:not([disabled])")) { bringPlace(place); return; }
    const news = root.querySelector("[data-last-move]");
    if (!news || inView(news)) return;
    const prompt = root.querySelector("[data-prompt]");
    if (prompt && inView(prompt)) return;
    bring(news);
  };

  // The game's header stays at the top: its height is the page's --head (a game's own sticky bar sits under it,
  // and what is scrolled into view stops below it); a header that scrolls away (Kokonana! on a short phone,
  // where the river and its prompt need the whole screen) counts 0
  let head = -1;
  window.pondsideMeasureHead = () => {
    const h = document.querySelector(".game-top");
    const px = h && getComputedStyle(h).position === "sticky" ? Math.round(h.getBoundingClientRect().height) : 0;
    if (px !== head) {
      head = px;
      document.documentElement.style.setProperty("--head", `${px}px`);
    }
  };

  window.addEventListener("resize", () => window.pondsideMeasureHead());

  // Pinch on a board the player zooms (`data-pan`): the board follows the fingers while they move, and when they
  // lift, a pinch outwards taps the game's zoom-in button (`data-zoom="in"`), inwards its zoom-out button, so
  // the zoom stays one of the view's own levels.  One finger pans the box as it scrolls.
  let pinch = null;
  const spread = (t) => Math.hypot(t[0].clientX - t[1].clientX, t[0].clientY - t[1].clientY);
  document.addEventListener("touchstart", (e) => {
    const box = e.target.closest && e.target.closest("[data-pan]");
    if (box && e.touches.length === 2) pinch = { box, d0: spread(e.touches), scale: 1 };
  }, { passive: true });
  document.addEventListener("touchmove", (e) => {
    if (!pinch || e.touches.length !== 2) return;
    e.preventDefault();                                   // not the page's own zoom
    pinch.scale = Math.max(0.4, Math.min(2.5, spread(e.touches) / pinch.d0));
    const inner = pinch.box.firstElementChild;
    if (inner) { inner.style.transformOrigin = "center"; inner.style.transform = `scale(${pinch.scale})`; }
  }, { passive: false });
  const endPinch = () => {
    if (!pinch) return;
    const { box, scale } = pinch;
    pinch = null;
    const inner = box.firstElementChild;
    if (inner) inner.style.transform = "";
    const area = box.closest(".game-area") || document;
    const button = scale > 1.2 ? area.querySelector('[data-zoom="in"]:not([disabled])')
      : scale < 0.83 ? area.querySelector('[data-zoom="out"]:not([disabled])') : null;
    if (button) button.click();
  };
  document.addEventListener("touchend", (e) => { if (e.touches.length < 2) endPinch(); }, { passive: true });
  document.addEventListener("touchcancel", endPinch, { passive: true });

  // Arrow keys: from a focused control of the game, to the nearest control in that direction.
  const DIRS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  document.addEventListener("keydown", (e) => {
    const dir = DIRS[e.key];
    const from = document.activeElement;
    if (!dir || e.altKey || e.ctrlKey || e.metaKey || !from || !from.matches || !from.matches(CONTROLS)) return;
    if (from.matches("input, select, textarea")) return;
    const a = from.getBoundingClientRect(), ax = a.left + a.width / 2, ay = a.top + a.height / 2;
    let best = null, bestScore = Infinity;
    for (const el of document.querySelectorAll(CONTROLS)) {
      if (el === from || !visible(el)) continue;
      const b = el.getBoundingClientRect(), dx = b.left + b.width / 2 - ax, dy = b.top + b.height / 2 - ay;
      const along = dx * dir[0] + dy * dir[1];
      if (along <= 1) continue;                       // not in that direction
      const across = Math.abs(dx * dir[1] - dy * dir[0]);
      const score = along + 2 * across;               // prefer the one straight ahead
      if (score < bestScore) { bestScore = score; best = el; }
    }
    if (best) {
      e.preventDefault();
      best.focus({ preventScroll: false });
    }
  });

  // The Share panel's picture: the board's SVG element as a file of its own.  The page draws it with its style
  // sheets and with shapes it defines once elsewhere (<use href="#…">, url(#…)); the copy gets the computed
  // styles written into each element and the shapes it refers to in its own <defs>, so it looks the same
  // anywhere (a wiki that allows no frames shows it as an <img>).  An optional caption goes under it.
  const SVG_NS = "http://www.w3.org/2000/svg";
  const PROPS = ["fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-dasharray",
    "stroke-linecap", "stroke-linejoin", "opacity", "font-family", "font-size", "font-weight", "font-style",
    "text-anchor", "dominant-baseline", "letter-spacing", "visibility", "display", "paint-order", "color"];
  const inline = (from, to) => {
    if (from.nodeType !== 1) return;
    const cs = getComputedStyle(from);
    for (const p of PROPS) {
      const v = cs.getPropertyValue(p);
      if (v) to.style.setProperty(p, v);
    }
    for (const a of [...to.attributes]) {
      if (a.name.startsWith("data-") || ["tabindex", "class", "role", "aria-pressed"].includes(a.name)) to.removeAttribute(a.name);
    }
    for (let i = 0; i < from.children.length; i++) inline(from.children[i], to.children[i]);
  };
  const refs = (el) => {
    const out = new Set();
    const add = (v) => { for (const m of String(v || "").matchAll(/url\(["']?#([^"')]+)["']?\)|^#(.+)$/g)) out.add(m[1] || m[2]); };
    for (const n of [el, ...el.querySelectorAll("*")]) {
      for (const a of n.attributes) if (a.name === "href" || a.name === "xlink:href" || a.value.includes("url(")) add(a.value);
      add(n.style && n.style.getPropertyValue("fill"));
      add(n.style && n.style.getPropertyValue("stroke"));
    }
    return out;
  };
  window.pondsideBoardSvg = (root, selector, caption, title) => {
    const board = root.querySelector(selector);
    if (!board) return "";
    const box = board.getBoundingClientRect();
    const w = Math.max(1, Math.round(box.width)), h = Math.max(1, Math.round(box.height));
    const copy = board.cloneNode(true);
    inline(board, copy);
    copy.setAttribute("width", w);
    copy.setAttribute("height", h);
    copy.setAttribute("y", 0);
    // what it refers to, found in the page, copied (with their own references) into its <defs>
    const defs = document.createElementNS(SVG_NS, "defs");
    const done = new Set([...copy.querySelectorAll("[id]")].map((n) => n.id));
    let todo = [...refs(copy)];
    while (todo.length) {
      const id = todo.pop();
      if (done.has(id)) continue;
      done.add(id);
      const src = document.getElementById(id);
      if (!src) continue;
      const c = src.cloneNode(true);
      inline(src, c);
      defs.appendChild(c);
      todo.push(...refs(c));
    }
    // the caption under the board, in lines as wide as the picture: a narrow board (one small pond) is widened
    // to hold a line of about 30 characters, centred, so no word of the caption is cut off
    const font = "16px system-ui, sans-serif";
    const ctx = document.createElement("canvas").getContext("2d");
    ctx.font = font;
    const measure = (s) => ctx.measureText(s).width;
    const W = caption ? Math.max(w, Math.min(Math.ceil(measure(caption)) + 24, 280)) : w;
    const lines = [];
    if (caption) {
      let line = "";
      for (const word of caption.split(/\s+/)) {
        const next = line ? line + " " + word : word;
        if (line && measure(next) > W - 24) { lines.push(line); line = word; } else line = next;
      }
      if (line) lines.push(line);
    }
    const capH = lines.length ? 12 + 20 * lines.length : 0;
    copy.setAttribute("x", Math.round((W - w) / 2));
    const out = document.createElementNS(SVG_NS, "svg");
    out.setAttribute("xmlns", SVG_NS);
    out.setAttribute("width", W);
    out.setAttribute("height", h + capH);
    out.setAttribute("viewBox", `0 0 ${W} ${h + capH}`);
    const t = document.createElementNS(SVG_NS, "title");
    t.textContent = caption || title || "";
    out.appendChild(t);
    if (defs.childNodes.length) out.appendChild(defs);
    out.appendChild(copy);
    if (caption) {
      const strip = document.createElementNS(SVG_NS, "rect");      // readable on a dark page too
      strip.setAttribute("y", h);
      strip.setAttribute("width", W);
      strip.setAttribute("height", capH);
      strip.setAttribute("fill", "#ffffff");
      out.appendChild(strip);
      const text = document.createElementNS(SVG_NS, "text");
      text.setAttribute("text-anchor", "middle");
      text.setAttribute("font-family", "system-ui, sans-serif");
      text.setAttribute("font-size", "16");
      text.setAttribute("fill", "#1d2327");
      lines.forEach((s, i) => {
        const span = document.createElementNS(SVG_NS, "tspan");
        span.setAttribute("x", W / 2);
        span.setAttribute("y", h + 22 + 20 * i);
        span.textContent = s;
        text.appendChild(span);
      });
      out.appendChild(text);
    }
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + new XMLSerializer().serializeToString(out);
  };
})();
