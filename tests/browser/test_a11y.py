"""Accessibility: axe-core (pinned npm package, served from node_modules by the test only) on the home
shelf, each game's new-game dialog and each game's screen: zero serious or critical violations.
One test plays Kokonana! with the keyboard alone."""
from pathlib import Path

import pytest

from conftest import open_app
from pondside import games

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"


def axe_violations(page):
    if not page.evaluate("!!window.axe"):
        # evaluated through the DevTools protocol: no inline <script> (the app's CSP forbids those)
        page.evaluate("() => { " + AXE.read_text() + "\n}")
        assert page.evaluate("!!window.axe"), "axe-core did not load"
    res = page.evaluate("""async () => {
        const r = await axe.run(document, {resultTypes: ['violations']});
        return r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
            .map(v => ({id: v.id, impact: v.impact, help: v.help,
                        nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}));
    }""")
    return res


def test_home_shelf_has_no_serious_violations(page, server):
    open_app(page, server)
    assert axe_violations(page) == []


@pytest.mark.parametrize("name", games.names())
def test_game_dialog_and_screen_have_no_serious_violations(page, server, name):
    open_app(page, server)
    page.click(f"[data-game={name}] >> text=New game")
    page.wait_for_selector("#setup-form")
    assert axe_violations(page) == [], "new-game dialog"
    page.click("#start-game")
    page.wait_for_selector(f"[data-game-screen={name}]")
    assert axe_violations(page) == [], "game screen"
    page.click("text=Rules")
    page.wait_for_selector(".rules")
    assert axe_violations(page) == [], "rules page"


def test_kokonana_with_the_keyboard_alone(page, server):
    open_app(page, server, "#botdelay=0")
    # Tab to "New game" of Kokonana and press Enter
    for _ in range(40):
        page.keyboard.press("Tab")
        label = page.evaluate("document.activeElement && document.activeElement.getAttribute('aria-label')")
        if label and label.startswith("New game: Kokonana"):
            break
    page.keyboard.press("Enter")
    page.wait_for_selector("#setup-form")
    page.focus("#start-game")
    page.keyboard.press("Enter")
    page.wait_for_selector("[data-game-screen=kokonana]")
    # flip two tiles with Tab + Enter; every focused element must show a visible focus ring
    flips = 0
    for _ in range(80):
        page.keyboard.press("Tab")
        cls = page.evaluate("document.activeElement.getAttribute('class') || ''")
        if "kn-flip" in cls:
            outline = page.evaluate("""() => { const e = document.activeElement.firstElementChild;
                const s = getComputedStyle(e); return s.stroke + '|' + s.strokeWidth; }""")
            assert "255, 191, 31" in outline or "4px" in outline, outline
            page.keyboard.press("Enter")
            flips += 1
            if flips == 2:
                break
    assert flips == 2
    page.wait_for_function("JSON.parse(localStorage.getItem('pondside:v1:save:kokonana')).actions.length >= 2")
