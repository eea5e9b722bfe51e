// An embed whose board another frame's runtime draws (docs/wiki.md, "Many examples on one page").
//
// index.html's first script makes the page's first embed the one that starts Python and answers the others
// (static/pondside_browser.py serve_embeds, session.embed_preview): they ask on the page's channel, and each
// one's board comes on a channel of that frame's own.  A later one (`role`
// "guest") asks for its board, shows it with a "Tap to play" bar, and starts a runtime of its own (`go`) when the
// reader taps it, when the drawing frame cannot draw it, or when that frame goes away (then, if no other frame
// draws yet, this one does).  Outside a frame, or without channels, every embed starts its own and this does
// nothing.
(() => {
  const e = window.pondsideEarly;
  if (!e || !e.role) return;
  const chan = new BroadcastChannel("pondside:embeds");
  // the frame that draws for the others says so when it goes away (its embed removed, the page left)
  addEventListener("pagehide", () => { if (e.serves) chan.postMessage({ type: "gone" }); });
  if (e.role !== "guest") return;
  {
    const id = Math.random().toString(36).slice(2) + Date.now().toString(36);
    const address = location.search.replace(/^\?/, "") + "&" + location.hash.replace(/^#/, "");
    const want = () => chan.postMessage({ type: "want", id, address, width: innerWidth,
                                          lang: String(navigator.language || "en") });
    let shown = false, bar = null, tapped = null;
    // where the tap that woke the frame landed: the control's place among #app's elements (the bar left out),
    // so that once the app has drawn the same screen live it is tapped there again (the step the reader asked
    // for, the tile they turned): the preview is the very markup of that screen (session.embed_preview)
    const ATTRS = ["data-act", "data-sel", "data-nav", "data-cmd"];
    const CONTROL = ATTRS.map((a) => `[${a}]`).join(", ") + ", button, a[href], [role=button]";
    const pathOf = (el, app) => {
      const control = el && el.closest && el.closest(CONTROL);
      if (!control || !app.contains(control) || control.classList.contains("embed-wake")) return null;
      const path = [];
      for (let n = control; n !== app; n = n.parentElement) {
        path.unshift([...n.parentElement.children].filter((c) => !c.classList.contains("embed-wake")).indexOf(n));
      }
      return { path, tag: control.tagName, attrs: ATTRS.map((a) => control.getAttribute(a)) };
    };
    const tapAgain = () => {
      let n = document.getElementById("app");
      for (const i of tapped.path) n = n && n.children[i];
      if (n && n.tagName === tapped.tag && ATTRS.every((a, k) => n.getAttribute(a) === tapped.attrs[k])) {
        // (a dispatched click, not .click(): a control may be an SVG shape, which has no click())
        n.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
      }
    };
    const taps = new AbortController();   // the board's taps wake the frame until it is woken, then are the app's
    const wake = () => {
      if (e.going) return;
      taps.abort();
      document.body.classList.add("waking");
      if (bar) {
        bar.textContent = bar.dataset.waking;
        bar.setAttribute("aria-busy", "true");
      }
      e.go();
    };
    const show = (m) => {
      if (document.body.dataset.ready === "1") return;
      const app = document.getElementById("app");
      try {
        if (m.css) {
          const sheet = new CSSStyleSheet();   // (the page's CSP allows no inline style)
          sheet.replaceSync(m.css);
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        }
      } catch (err) { /* the board without its game's styles is still the board */ }
      if (m.sprites) {
        const holder = document.createElementNS("http://www.w3.org/2000/svg", "svg");
        holder.setAttribute("class", "game-sprites");
        holder.setAttribute("aria-hidden", "true");
        holder.setAttribute("focusable", "false");
        holder.id = "preview-sprites";
        holder.innerHTML = `<defs>${m.sprites}</defs>`;
        document.body.appendChild(holder);
      }
      document.documentElement.lang = m.lang;
      if (m.game && (m.screen === "game" || m.screen === "position")) {
        document.documentElement.classList.add("game-" + m.game);
      }
      app.innerHTML = m.html;
      // what only the home screen reads (the shelf's and the dialogs' inert markup): gone from a guest, which
      // holds its board and little else (a woken embed's runtime draws the screen its address asks for)
      for (const el of document.querySelectorAll('script[type="text/html"]')) el.remove();
      bar = document.createElement("button");
      bar.type = "button";
      bar.className = "btn btn-primary embed-wake";
      bar.textContent = m.words.wake;
      bar.dataset.waking = m.words.waking;
      app.prepend(bar);
      document.body.classList.add("embed", "previewed");
      document.body.dataset.preview = "1";
      // any tap on the board (its buttons are not live yet) starts this frame's own runtime
      app.addEventListener("click", (ev) => {
        ev.preventDefault();
        ev.stopImmediatePropagation();
        tapped = pathOf(ev.target, app);
        wake();
      }, { capture: true, signal: taps.signal });
      app.addEventListener("keydown", (ev) => {
        if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); wake(); }
      }, { capture: true, signal: taps.signal });
    };
    chan.onmessage = ({ data: m }) => {
      if (m && m.type === "gone" && !e.served()) {        // the first frame to hear it draws from now on
        e.serves = true;
        if (document.body.dataset.ready === "1") chan.postMessage({ type: "ready" });
        else wake();
        return;
      }
      if (m && m.type === "ready" && !shown && !e.going) want();
    };
    // this frame's board comes on a channel of its own: on the page's channel every frame would receive (and
    // copy) every other frame's board, ten boards in each of ten frames
    const mine = new BroadcastChannel("pondside:embeds:" + id);
    mine.onmessage = ({ data: m }) => {
      if (!m || shown || e.going || m.type !== "preview") return;
      mine.close();
      if (m.error) wake();
      else { shown = true; show(m); }
    };
    want();
    // once this frame is live, the preview's shapes give way to the ones the app loads
    new MutationObserver((list, obs) => {
      if (document.body.dataset.ready !== "1") return;
      obs.disconnect();
      document.getElementById("preview-sprites")?.remove();
      document.body.classList.remove("previewed", "waking");
      if (tapped) requestAnimationFrame(tapAgain);
    }).observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
  }
})();

// Every embed's height, for its host page: here, because this file loads in every page (static/focus.js only
// with a runtime), so a guest reports the height of the board drawn for it too.
(() => {
  "use strict";
  // An embed (`embed=1`) in another page's frame tells that page how tall its content is, each time that
  // changes, so a host that wants the frame to grow can do it with one line (docs/wiki.md): a message
  // {type: "pondside:height", height} to the parent.  Only the height is sent, to whoever frames it.
  if (window.parent !== window && /(^|[?&#])embed=1(&|$)/.test(location.search + "&" + location.hash)) {
    let sent = 0;
    const report = () => {
      const app = document.getElementById("app");
      // (a board drawn for this frame by another one counts: above)
      if (!app || (document.body.dataset.ready !== "1" && document.body.dataset.preview !== "1")) return;
      const height = Math.ceil(app.getBoundingClientRect().height);
      if (height === sent) return;
      sent = height;
      window.parent.postMessage({ type: "pondside:height", height }, "*");
    };
    const watch = () => {
      const app = document.getElementById("app");
      if (app) new ResizeObserver(report).observe(app);
      new MutationObserver(report).observe(document.body, { attributes: true,
                                                            attributeFilter: ["data-ready", "data-preview"] });
      report();
    };
    if (document.body) watch();
    else document.addEventListener("DOMContentLoaded", watch, { once: true });
  }
})();
