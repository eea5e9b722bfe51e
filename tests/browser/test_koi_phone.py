"""KOI on phones (issue 22): whole games against the computer at 390×844 and 360×740 (touch), played by tapping
what the screen offers.  At every step: the page never scrolls sideways; every control is at least 44×44 CSS px;
no control covers another (tapping a control's centre, scrolled to the middle of the screen, reaches that
control); the prompt and the things to tap next are on screen; and on the player's turn there is something to tap."""
import random

import pytest

from pondside import games
from pondside.app import records
from conftest import open_link_game

G = games.get("koi")

PROBE = """(sel) => {
    const vw = innerWidth, vh = innerHeight;
    const out = {scrollWidth: document.documentElement.scrollWidth, small: [], covered: [], prompt: null,
                 wide: [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > vw + 0.5)
                       .map(e => e.tagName + '.' + (e.getAttribute('class') || '') + ' ' + Math.round(e.getBoundingClientRect().right)).slice(0, 8)};
    const controls = [...document.querySelectorAll(sel)].filter(el => {
        const r = el.getBoundingClientRect();
        return (r.width || r.height) && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[inert]');
    });
    const control = el => el && el.closest(sel);
    const y0 = scrollY;
    for (const el of controls) {
        const r = el.getBoundingClientRect();
        const name = (el.getAttribute('aria-label') || el.textContent || el.outerHTML).trim().slice(0, 70);
        if (r.width < 43.5 || r.height < 43.5) out.small.push([name, Math.round(r.width), Math.round(r.height)]);
        // the centre of the control's own shape (an SVG hex: its polygon), scrolled to the middle of the screen
        const shape = el.querySelector('polygon,circle,rect') || el;
        let q = shape.getBoundingClientRect();
        scrollTo(0, scrollY + q.top + q.height / 2 - vh / 2);
        q = shape.getBoundingClientRect();                      // again: a sticky control did not move
        const hit = document.elementFromPoint(q.left + q.width / 2, q.top + q.height / 2);
        if (control(hit) !== el) out.covered.push([name, hit ? (control(hit)?.getAttribute('aria-label') || hit.tagName) : null]);
    }
    scrollTo(0, y0);
    // (at the end the app's "Game over" box, with its table of points, is what must be on screen)
    const p = document.querySelector('.game-over') || document.querySelector('.koi-prompt');
    if (p) { const r = p.getBoundingClientRect(); out.prompt = [Math.round(r.top), Math.round(r.bottom), vh];
             out.over = p.classList.contains('game-over'); }
    return out;
}"""
CONTROLS = ".game-area [data-act], .game-area [data-sel], .game-area button, .game-area [role=button], .game-area summary"


def _check(page, where, width):
    got = page.evaluate(PROBE, CONTROLS)
    assert got["scrollWidth"] <= width, f"{where}: the page scrolls sideways ({got['scrollWidth']} px): {got['wide']}"
    assert not got["small"], f"{where}: controls under 44×44 px: {got['small'][:5]}"
    assert not got["covered"], f"{where}: controls covered by another: {got['covered'][:5]}"
    top, bottom, vh = got["prompt"]
    if got.get("over"):      # the end: the "Game over" box from its top (with a table it may be taller than a phone)
        assert 0 <= top < vh - 100, f"{where}: the end's box is not on screen from its top ({top}..{bottom} of {vh})"
    else:
        assert top >= 0 and bottom <= vh, f"{where}: the prompt is off screen ({top}..{bottom} of {vh})"


@pytest.mark.parametrize("size,n,seed", [((390, 844), 2, 5), ((360, 740), 2, 8), ((390, 844), 4, 3)])
def test_a_whole_game_by_touch_on_a_phone(browser, server, size, n, seed):
    w, h = size
    ctx = browser.new_context(viewport={"width": w, "height": h}, is_mobile=True, has_touch=True,
                              device_scale_factor=2)
    page = ctx.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        players = [{"name": "You", "kind": "human"}] + [
            {"name": f"Computer {i}" if n > 2 else "Computer", "kind": "computer", "bot": "greedy"}
            for i in range(1, n)]
        open_link_game(page, server, G.new_game(players, seed))
        rng = random.Random(seed)
        steps = 0
        for steps in range(1, 800):
            page.wait_for_function("window.pondsideSettled ? pondsideSettled() : !document.querySelector('.thinking')")
            if page.locator(".game-over").count():
                break
            # the view's compact (phone) layout is the one on screen
            assert page.locator(".koi-root.koi-compact").count() == 1
            if steps % 2 == 1 or steps < 12:
                _check(page, f"step {steps}", w)
            acts = page.locator(".game-area [data-act]")
            sels = page.locator(".game-area [data-sel]:not([data-sel*='show']):not([data-sel*='_clear'])")
            n_act, n_sel = acts.count(), sels.count()
            assert n_act + n_sel > 0, f"step {steps}: my turn offers nothing to tap"
            # prefer placing (so ponds grow wide, where phones are tested hardest)
            pool = acts if n_act and (not n_sel or rng.random() < 0.7) else sels
            target = pool.nth(rng.randrange(pool.count()))
            target.scroll_into_view_if_needed()
            target.tap()
        page.wait_for_selector(".game-over")
        # the page brings the end into view with a smooth scroll: measure once it has stopped
        page.evaluate("""async () => { for (let last = -1, still = 0, t = 0; still < 3 && t < 300; t++) {
            await new Promise((ok) => requestAnimationFrame(ok)); still = scrollY === last ? still + 1 : 0; last = scrollY; } }""")
        _check(page, "the end", w)
        saved = records.load_record(page.evaluate("localStorage.getItem('pondside:v1:save:koi')"))
        assert G.is_over(saved) and steps > 30
    finally:
        ctx.close()
    assert not errors, errors
