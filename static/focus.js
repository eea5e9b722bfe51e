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
  const inView = (el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= (window.innerHeight || document.documentElement.clientHeight);
  };

  // The control to focus after a move: one the screen names as next (a Continue, the pass screen's button),
  // else the first thing to play; the focus stays where it is when that element is still in the page.
  window.pondsideFocusNext = (root) => {
    const active = document.activeElement;
    const kept = active && active !== document.body && root.contains(active) && visible(active);
    const named = root.querySelector("[data-focus-next]:not([disabled])");
    const target = named || (kept ? null : [...root.querySelectorAll(CONTROLS)].find(visible));
    if (target && target !== active) target.focus({ preventScroll: true });
    // keep the prompt and what to tap next on screen, without moving a page that already shows them
    const prompt = root.querySelector("[data-prompt], [data-last-move]");
    const show = target || prompt;
    if (show && !inView(show)) show.scrollIntoView({ block: "nearest", behavior: "auto" });
  };

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
})();
