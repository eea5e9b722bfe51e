"""KOI through the real app: a whole 2-player game against the computer, opened from a link and played by
clicking the rendered markup (data-act and data-sel), one SVG target by keyboard; and the screen under axe."""
import random
from pathlib import Path

from conftest import open_link_game
from pondside import games
from pondside.app import records

G = games.get("koi")
SAVE = "pondside:v1:save:koi"
ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


def _open(page, server, seed=11):
    players = [{"name": "Ann", "kind": "human"}, {"name": "Computer", "kind": "computer", "bot": "greedy"}]
    state = G.new_game(players, seed)
    open_link_game(page, server, state)


def test_whole_game_against_the_computer_in_the_app(page, server):
    _open(page, server)
    assert page.locator(".koi-market .koi-card").count() == 5
    assert page.locator(".koi-pond-svg").count() >= 1
    rng = random.Random(11)
    keyboard_used = False
    for _clicks in range(1500):
        page.wait_for_function("window.pondsideSettled ? pondsideSettled() : !document.querySelector('.thinking')")
        if page.locator(".game-over").count():
            break
        acts = page.locator(".game-area [data-act]")
        sels = page.locator(".game-area [data-sel]:not([data-sel*='show']):not([data-sel*='_clear'])")
        n_act, n_sel = acts.count(), sels.count()
        assert n_act + n_sel > 0, "my turn offers nothing to click"
        if n_act and (not n_sel or rng.random() < 0.75):
            target = acts.nth(rng.randrange(n_act))
        else:
            target = sels.nth(rng.randrange(n_sel))
        if target.get_attribute("role") == "button" and not keyboard_used:   # an SVG target, by keyboard
            target.focus()
            page.keyboard.press("Enter")
            keyboard_used = True
        else:
            target.dispatch_event("click")
    page.wait_for_selector(".game-over")
    state = records.load_record(page.evaluate(f"localStorage.getItem('{SAVE}')"))
    assert G.is_over(state) and G.winners(state)
    assert keyboard_used
    # the end's table of points (Game.score_table, under "Game over"): a total per player
    assert page.locator(".game-over .points tfoot td").count() == 2


def _axe(page):
    page.add_script_tag(content=AXE.read_text())
    return page.evaluate("""async () => {
        const r = await axe.run(document, {resultTypes: ['violations']});
        return r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
            .map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}));
    }""")


def test_koi_screen_has_no_serious_axe_violations(page, server):
    # (axe is injected as an inline script: the test contexts bypass the CSP, see conftest.py)
    _open(page, server)
    assert _axe(page) == [], "start of the game"
    # Work: the sensei action lights up the legal hexes (SVG buttons) and the storage
    page.locator(".game-area [data-act*='\"work\"']").first.click()
    page.locator(".game-area [data-act*='sensei']").first.click()
    assert page.locator(".koi-target").count() > 0
    assert _axe(page) == [], "placing from storage"


def _turns_since_my_last_action(state):
    """(before, action, after) of the other seats' moves since seat 0 last acted, and who moved."""
    s = G.new_game(state["players"], state["seed"], state["options"])
    steps = []
    for a in state["actions"]:
        nxt = G.apply(s, a, check=False)
        steps = [] if s["to_move"] == 0 else steps + [(s, a, nxt)]
        s = nxt
    return steps


def test_after_each_computer_turn_its_pieces_are_marked_and_said(page, server):
    """Issue 21: after every turn of the computer, the pieces the engine says it touched carry data-changed on
    the player's screen (its pond and board are on the table), and data-last-move says the turn in words with
    the computer's name."""
    players = [{"name": "Ann", "kind": "human"}, {"name": "Computer", "kind": "computer", "bot": "greedy"}]
    open_link_game(page, server, G.new_game(players, 4))
    rng = random.Random(4)
    checked = 0
    for _ in range(600):
        page.wait_for_function("window.pondsideSettled ? pondsideSettled() : !document.querySelector('.thinking')")
        cont = page.locator("#hold-continue")
        if cont.count():
            cont.click()
            continue
        if page.locator(".game-over").count():
            break
        raw = page.evaluate(f"localStorage.getItem('{SAVE}')")      # none before the first move
        saved = records.load_record(raw) if raw else None
        steps = _turns_since_my_last_action(saved) if saved else []
        if steps and saved["to_move"] == 0:
            assert page.locator("[data-last-move]").count(), "the computer's turn is said in words"
            want = set()
            for b, a, c in steps:
                want.update(G.changes(b, a, c, 0))
            got = set(page.evaluate("[...document.querySelectorAll('.game-area [data-changed]')]"
                                    ".map(e => e.getAttribute('data-piece'))"))
            assert got == want, (steps[-1][1], sorted(got ^ want))
            said = page.locator("[data-last-move]").inner_text()
            assert "Computer" in said and G.turn_summary(steps, 0, "en")[:25] in said, said
            checked += 1
        acts = page.locator(".game-area [data-act]")
        sels = page.locator(".game-area [data-sel]:not([data-sel*='show']):not([data-sel*='_clear'])")
        pool = acts if acts.count() and (not sels.count() or rng.random() < 0.75) else sels
        pool.nth(rng.randrange(pool.count())).dispatch_event("click")
    assert checked >= 10, f"only {checked} computer turns checked"
