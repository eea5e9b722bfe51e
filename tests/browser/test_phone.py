"""Every game at phone size: each control is a touch target of at least 44×44 CSS pixels, nothing needs
horizontal scrolling, and with `prefers-reduced-motion: reduce` nothing on the screen animates."""
import pytest

from conftest import wait_ready
from pondside import games

PHONE = {"width": 390, "height": 844}

CONTROLS = """() => {
    const out = [];
    for (const el of document.querySelectorAll('[data-act],[data-sel],[data-nav],button,[role=button],a[href],input,select')) {
        const r = el.getBoundingClientRect();
        const st = getComputedStyle(el);
        if (r.width === 0 && r.height === 0) continue;            // not rendered (e.g. a closed dialog)
        if (st.visibility === 'hidden' || el.closest('[hidden]')) continue;
        if (el.tagName === 'INPUT' && (el.type === 'radio' || el.type === 'checkbox')) {
            const lab = el.closest('label');                        // the label is the target
            if (lab) { const q = lab.getBoundingClientRect(); out.push([lab.outerHTML.slice(0, 120), q.width, q.height]); continue; }
        }
        out.push([el.outerHTML.slice(0, 120), r.width, r.height]);
    }
    return out;
}"""


def _small(page):
    return [(html, round(w), round(h)) for html, w, h in page.evaluate(CONTROLS) if w < 43.5 or h < 43.5]


@pytest.fixture
def phone(browser, request):
    ctx = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True, reduced_motion="reduce")
    page = ctx.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    ctx.close()
    assert not errors, errors


@pytest.mark.parametrize("name", games.names())
def test_touch_targets_and_no_motion_at_phone_size(phone, server, name):
    page = phone
    page.goto(server.url + "#botdelay=0")
    wait_ready(page)
    assert _small(page) == [], "home shelf"
    page.click(f"[data-game={name}] >> text=New game")
    page.wait_for_selector("#setup-form")
    assert _small(page) == [], "new-game dialog"
    page.click("#start-game")
    page.wait_for_selector(f"[data-game-screen={name}]")
    page.wait_for_timeout(300)
    assert _small(page) == [], "game screen"
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"the page scrolls sideways ({width}px)"
    moving = page.evaluate("""() => document.getAnimations().filter(a => a.playState === 'running'
                              && (a.effect?.getComputedTiming().duration || 0) > 1).length""")
    assert moving == 0, "animations run although the player asked for reduced motion"
