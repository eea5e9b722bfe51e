"""Kokonana! in a real browser: set up, click turns, reload and resume, a computer game to the end,
hot-seat privacy, a corrupt save, the phone sizes (the whole river on one screen, the prompt with the tiles, touch
targets, a whole game tapped), the pictures, and the computer's flips held until seen."""
import importlib.util
import json
import os
import re

import pytest

from conftest import open_app, wait_ready
from pondside import Rng, games
from pondside.app import records
from pondside.games.kokonana import bots

SAVE = "pondside:v1:save:kokonana"


def new_game(page, seats):
    """From the home shelf: open Kokonana's dialog, set the seats ("human" or "bot:<level>"), start."""
    page.click("[data-game=kokonana] >> text=New game")
    page.wait_for_selector("#setup-form")
    if len(seats) != 2:
        page.click(f".seg-item:has(input[value='{len(seats)}'])")
        page.wait_for_selector(f"select[name=kind{len(seats) - 1}]")
    for i, kind in enumerate(seats):
        page.select_option(f"select[name=kind{i}]", kind)
        page.fill(f"input[name=name{i}]", f"P{i + 1}")
    page.click("#start-game")
    page.wait_for_selector("[data-game-screen=kokonana]")


def saved_actions(page):
    text = page.evaluate(f"localStorage.getItem('{SAVE}')")
    return json.loads(text)["actions"] if text else None


def continue_if_held(page, tap=False):
    """The app holds a move a person must see (the computer's two tiles that do not match) until its Continue
    is tapped: tap it when it is there."""
    held = page.locator("#hold-continue")
    if held.count():
        held.tap() if tap else held.click()
        return True
    return False


def flip_two(page):
    page.locator(".kn-flip").first.click()
    page.wait_for_function("document.querySelectorAll('.kn-open, .kn-stone, .kn-nomatch').length >= 1")
    page.locator(".kn-flip").first.click()


def test_play_by_clicking_then_reload_resumes(page, server):
    open_app(page, server)
    new_game(page, ["human", "bot:memory"])
    flip_two(page)
    # either a match (free hop or talisman) or a non-match to acknowledge
    page.wait_for_function("(window.localStorage.getItem('%s') || '').includes('flip')" % SAVE)
    before = saved_actions(page)
    assert [a["t"] for a in before[:2]] == ["flip", "flip"]
    prompt = page.inner_text(".kn-prompt")
    page.reload()
    wait_ready(page)
    page.wait_for_selector("[data-game-screen=kokonana]")
    assert saved_actions(page) == before, "reload must resume exactly the saved game"
    assert page.inner_text(".kn-prompt") == prompt


def test_computer_seats_play_to_the_end(page, server):
    open_app(page, server, "#botdelay=0")
    new_game(page, ["bot:memory", "bot:random"])
    page.wait_for_selector(".game-over", timeout=180_000)
    end = page.inner_text(".game-over")
    assert "Winner: P" in end and "reached the temple" in end, end
    acts = saved_actions(page)
    assert acts and acts[-1]["t"] == "peek"


def test_human_plays_a_whole_game_against_the_computer_by_clicking(page, server):
    open_app(page, server, "#botdelay=0")
    new_game(page, ["human", "bot:memory"])
    for _ in range(1500):
        if page.locator(".game-over").count():
            break
        page.wait_for_function("window.pondsideSettled ? pondsideSettled() : !document.querySelector('.thinking')")
        if page.locator(".game-over").count():
            break
        if continue_if_held(page):
            continue
        # a human turn: the most forward highlighted target (hop, key, temple tile), else a
        # face-down tile to flip, else the panel's move buttons (not the talisman mode toggles)
        for sel in (".kn-target", ".kn-flip", ".kn-actions button[data-act]"):
            loc = page.locator(sel)
            if loc.count():
                (loc.last if sel == ".kn-target" else loc.first).click()
                break
    assert page.locator(".game-over").count() == 1


def test_hot_seat_pass_screen_hides_the_board(page, server):
    open_app(page, server)
    new_game(page, ["human", "human"])
    flip_two(page)
    page.wait_for_function("document.querySelector('.kn-actions .btn')")
    # finish seat 1's turn: acknowledge a non-match, or take the talisman / end after a match
    for _ in range(4):
        if page.locator("#pass-ready").count():
            break
        page.locator(".kn-actions .btn").first.click()
        page.wait_for_timeout(50)
    page.wait_for_selector("#pass-ready")
    assert "P2" in page.inner_text(".pass-screen")
    # the spectator's table waits under the prompt (shell.render_game), neither drawn nor reachable
    hidden = page.evaluate("""() => { const area = document.querySelector('.game-area'),
                                             river = area.querySelector('.kn-river');
      return {passing: area.dataset.passing, inert: area.inert, height: area.getBoundingClientRect().height,
              drawn: river.checkVisibility(),
              focused: area.contains(document.activeElement)}; }""")
    assert hidden == {"passing": "1", "inert": True, "height": 0, "drawn": False, "focused": False}, hidden
    assert page.locator(".kn-river").is_hidden()
    page.click("#pass-ready")
    page.wait_for_selector(".kn-river", state="visible")
    assert page.evaluate("document.querySelector('.game-area').dataset.passing") is None


def test_corrupt_save_keeps_the_bad_text_and_the_app_starts(page, server):
    open_app(page, server)
    page.evaluate(f"localStorage.setItem('{SAVE}', '{{\"v\":2,\"game\":\"kokonana\",\"actions\":[{{\"t\":\"nope\"}}]')")
    page.evaluate("localStorage.setItem('pondside:v1:settings', JSON.stringify({current: 'kokonana'}))")
    page.reload()
    wait_ready(page)
    page.wait_for_selector(".notice-bad")
    assert "could not be read" in page.inner_text(".notice-bad")
    keys = page.evaluate("Object.keys(localStorage)")
    bad = [k for k in keys if k.startswith("pondside:v1:bad:kokonana")]
    assert bad, "the bad save must be kept aside"
    assert page.evaluate(f"localStorage.getItem('{bad[0]}')").startswith('{"v":2')
    # a new game can still be played
    new_game(page, ["human", "bot:random"])
    assert page.locator(".kn-flip").count() > 0


def test_phone_size_is_usable_by_touch(browser, server):
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = ctx.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url)
    wait_ready(page)
    new_game(page, ["human", "bot:memory"])
    assert page.locator(".kn-compact").count() == 1
    tile = page.locator(".kn-flip").first
    box = tile.bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44, box
    tile.tap()
    page.wait_for_function("document.querySelectorAll('.kn-open').length == 1")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, "no sideways scrolling at phone width"
    ctx.close()
    assert not errors


def test_full_storage_is_reported_and_play_continues_in_memory(page, server):
    page.add_init_script("""(() => {
        const real = Storage.prototype.setItem;
        Storage.prototype.setItem = function (k, v) {
            if (String(k).startsWith('pondside:v1:save:')) throw new DOMException('full', 'QuotaExceededError');
            return real.call(this, k, v);
        };
    })()""")
    open_app(page, server)
    new_game(page, ["human", "bot:memory"])
    page.locator(".kn-flip").first.click()
    page.wait_for_selector("text=Storage is full")
    page.locator(".kn-flip").first.click()                  # the game goes on in memory
    page.wait_for_function("document.querySelectorAll('.kn-open, .kn-nomatch, .kn-stone').length >= 2")
    assert page.evaluate(f"localStorage.getItem('{SAVE}')") is None


# ---------------------------------------------------------------- phone-first (issue 22) and pictures (issue 24)
G = games.get("kokonana")
PHONES = [{"width": 390, "height": 844}, {"width": 360, "height": 740}]
PLAYERS = [{"name": "You", "kind": "human"}, {"name": "Computer", "kind": "computer", "bot": "memory"}]


def states(seed=3):
    """Positions of one game (the computer's level plays both seats), where the person at seat 0 must act:
    the start, a second flip, a pair that does not match, a hop, the key, a look into the temple."""
    s = G.new_game(PLAYERS, seed)
    rng = Rng(seed)
    picks = {"start": s}
    while not G.is_over(s):
        s = G.apply(s, bots.BOTS["memory"](G, G.view(s, s["to_move"]), G.legal_actions(s), rng))
        st = s["turn"]["stage"] if s["turn"] else None
        if s["to_move"] != 0:
            continue
        if st == "after" and s["turn"]["reveal"]:
            picks.setdefault("nomatch", s)
        elif st == "hop" and any(a["t"] == "hop" for a in G.legal_actions(s)):
            picks.setdefault("hop", s)
        elif st in ("flip2", "key", "peek"):
            picks.setdefault(st, s)
    assert set(picks) == {"start", "nomatch", "hop", "flip2", "key", "peek"}, set(picks)
    return picks


def open_state(page, server, state, botdelay=600000):
    page.goto(server.url + f"#botdelay={botdelay}&g=" + records.encode_link(state))
    wait_ready(page)
    page.wait_for_selector("[data-game-screen=kokonana] .kn-river")
    page.wait_for_timeout(100)


LAYOUT = """() => {
    const rect = e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
    const river = document.querySelector('.kn-river'), bar = document.querySelector('.kn-bar');
    const boxes = [];              // each control's tap area: a button's box; an SVG piece's frame (its first child)
    for (const el of document.querySelectorAll('.kn-game [data-act], .kn-game [data-sel], .kn-game [role=button], .kn-game button')) {
        const r = el.getBoundingClientRect();
        if (!r.width && !r.height) continue;
        const f = el.tagName.toLowerCase() === 'g' ? el.firstElementChild.getBoundingClientRect() : r;
        boxes.push({html: el.outerHTML.slice(0, 90), w: r.width, h: r.height, box: [f.left, f.top, f.right, f.bottom]});
    }
    const scrollers = [];          // an inner scroll box around the river
    for (let e = river.parentElement; e && e !== document.body; e = e.parentElement) {
        const st = getComputedStyle(e);
        if (/(auto|scroll)/.test(st.overflowY + st.overflowX) && (e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1))
            scrollers.push(e.className);
    }
    return {river: rect(river), bar: rect(bar), vw: innerWidth, vh: innerHeight,
            scrollWidth: document.documentElement.scrollWidth, boxes, scrollers,
            village: rect(document.querySelector('.kn-bank-V')), temple: rect(document.querySelector('.kn-bank-T'))};
}"""


def _overlaps(boxes):
    out = []
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            (l1, t1, r1, b1), (l2, t2, r2, b2) = a["box"], b["box"]
            if min(r1, r2) - max(l1, l2) > 0.5 and min(b1, b2) - max(t1, t2) > 0.5:
                out.append((a["html"], b["html"]))
    return out


def check_phone_screen(page, where):
    """What must hold on a phone at every step: no sideways scroll, no inner scroll box, the river on one screen
    and reading from the village (bottom) to the temple (top), every control at least 44 × 44 and none
    overlapping another, and — with the river scrolled into view — the prompt on screen above the whole river."""
    got = page.evaluate(LAYOUT)
    assert got["scrollWidth"] <= got["vw"], f"{where}: the page scrolls sideways ({got['scrollWidth']}px)"
    assert not got["scrollers"], f"{where}: an inner scroll box holds the river: {got['scrollers']}"
    left, top, right, bottom = got["river"]
    assert bottom - top <= got["vh"], f"{where}: the river ({bottom - top:.0f}px) is taller than the screen"
    assert got["village"][1] > got["temple"][3], f"{where}: the village must be at the bottom, the temple at the top"
    small = [(b["html"], round(b["w"]), round(b["h"])) for b in got["boxes"] if b["w"] < 43.5 or b["h"] < 43.5]
    assert not small, f"{where}: controls under 44 × 44: {small[:4]}"
    assert not _overlaps(got["boxes"]), f"{where}: tap areas overlap: {_overlaps(got['boxes'])[:2]}"
    page.evaluate("document.querySelector('.kn-river').scrollIntoView({block: 'end'})")
    got = page.evaluate(LAYOUT)
    (_, bt, _, bb), (_, rt, _, rb) = got["bar"], got["river"]
    assert bt >= -0.5 and bb <= rt + 0.5 and rb <= got["vh"] + 0.5, \
        f"{where}: the prompt and the whole river are not on one screen (bar {bt:.0f}–{bb:.0f}, river {rt:.0f}–{rb:.0f})"
    return got


@pytest.mark.parametrize("size", PHONES, ids=lambda s: f"{s['width']}x{s['height']}")
def test_phone_the_whole_river_fits_one_screen_with_the_prompt(browser, server, size):
    ctx = browser.new_context(viewport=size, has_touch=True, is_mobile=True, device_scale_factor=2)
    page = ctx.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    for name, state in states().items():
        open_state(page, server, state)
        check_phone_screen(page, name)
        if name in ("start", "flip2"):      # the tiles to turn over are in the shallow water, all on screen
            tiles = page.evaluate("""() => [...document.querySelectorAll('.kn-flip')].map(e => {
                const r = e.getBoundingClientRect(); return [r.top, r.bottom]; })""")
            assert tiles and all(t >= 0 and b <= size["height"] for t, b in tiles), name
    ctx.close()
    assert not errors


def test_phone_a_whole_game_by_tapping(browser, server):
    """360 × 740 by touch, against the computer, to the end: every step keeps the phone rules, and after each
    flip the prompt is on screen together with the tile just turned over."""
    ctx = browser.new_context(viewport=PHONES[1], has_touch=True, is_mobile=True)
    page = ctx.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    # a fixed deal (the dialog would start a random one: the test must see the same game every run;
    # PONDSIDE_KN_SEED=N plays another)
    from conftest import open_link_game
    players = [{"name": "You", "kind": "human"}, {"name": "Computer", "kind": "computer", "bot": "memory"}]
    open_link_game(page, server, games.get("kokonana").new_game(players, int(os.environ.get("PONDSIDE_KN_SEED", "11"))))
    steps = 0
    for _ in range(1500):
        if page.locator(".game-over").count():
            break
        page.wait_for_function("window.pondsideSettled ? pondsideSettled() : !document.querySelector('.thinking')")
        if page.locator(".game-over").count():
            break
        if continue_if_held(page, tap=True):
            continue
        if steps % 4 == 0:
            check_phone_screen(page, f"step {steps}")
        tapped = None
        for sel in (".kn-target", ".kn-flip", ".kn-actions button[data-act]"):
            loc = page.locator(sel)
            if loc.count():
                tapped = sel
                (loc.last if sel == ".kn-target" else loc.first).tap()
                break
        if tapped == ".kn-flip":
            page.wait_for_function("document.querySelectorAll('.kn-open, .kn-nomatch, .kn-stone').length > 0")
            # measured where the tile comes to rest: the table may still be gliding to its new place
            page.wait_for_function("!window.pondsideFlying || pondsideFlying() === 0")
            seen = page.evaluate("""() => { const bar = document.querySelector('.kn-bar').getBoundingClientRect();
                return [...document.querySelectorAll('.kn-open, .kn-nomatch')].map(t => { const r = t.getBoundingClientRect();
                  return r.top >= bar.bottom - 0.5 && r.bottom <= innerHeight + 0.5 && bar.top >= -0.5; }); }""")
            assert all(seen), f"step {steps}: a flipped tile is hidden from the prompt"
        steps += 1
    assert page.locator(".game-over").count() == 1 and steps > 10
    ctx.close()
    assert not errors


def test_tiles_show_pictures_and_runners_never_cover_them(page, server):
    picks = states()
    open_state(page, server, picks["hop"])
    got = page.evaluate("""() => {
        const tiles = [...document.querySelectorAll('.kn-tile')].filter(t => t.querySelector('.kn-up'));
        const pics = tiles.map(t => t.querySelector('use'));
        const runners = [...document.querySelectorAll('.kn-runner use')].map(r => r.getBoundingClientRect());
        const hit = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5
                              && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
        return {n: tiles.length,
                drawn: pics.filter(u => u && document.querySelector(u.getAttribute('href'))
                                        && u.getBoundingClientRect().width >= 36).length,
                texts: tiles.filter(t => t.querySelector('text')).length,
                named: tiles.filter(t => (t.getAttribute('aria-label') || '').length > 3).length,
                covered: pics.filter(u => runners.some(r => hit(r, u.getBoundingClientRect()))).length,
                runners: runners.length};
    }""")
    assert got["n"] >= 4 and got["drawn"] == got["n"] == got["named"], got
    assert got["texts"] == 0, "a tile shows text instead of its picture"
    assert got["runners"] == 2 and got["covered"] == 0, got


def _app_rng(state):
    """The generator the app gives a computer player for its next move (the game's seed and the move number)."""
    return Rng.from_seed(f"{state['seed']}:{len(state['actions'])}")


def _computer_about_to_miss(seed=5):
    """A position where the computer (seat 1) has turned over one tile and, with the generator the app will give
    it, turns over a second that does not match."""
    for k in range(60):
        s = G.new_game(PLAYERS, seed + k)
        while not G.is_over(s) and len(s["actions"]) < 80:
            a = bots.BOTS["memory"](G, G.view(s, s["to_move"]), G.legal_actions(s), _app_rng(s))
            after = G.apply(s, a)
            if s["to_move"] == 1 and s["turn"]["stage"] == "flip2" and G.pause_after(s, a, after):
                return s
            s = after
    raise AssertionError("no such position")


# the app's session holds a move that pause_after() asks to be seen and marks ctx["changed"] (the shell's work,
# issue 21): until it is part of the app this test is expected to fail, and strictly so
HOLDS = importlib.util.find_spec("pondside.app.session") is not None


@pytest.mark.xfail(not HOLDS, strict=True, reason="the app does not hold moves for a person to see yet (no session)")
def test_the_computers_flipped_tiles_stay_face_up_until_seen(page, server):
    s = _computer_about_to_miss()
    open_state(page, server, s, botdelay=300)
    page.wait_for_selector(".kn-nomatch")                      # the second tile is turned over: no pair
    page.wait_for_timeout(3000)                                # long past any pace: still face up
    assert page.locator(".kn-nomatch").count() == 2
    assert "no match" in page.inner_text("[data-last-move]")
    page.get_by_role("button", name=re.compile("Continue|Got it")).first.click()
    page.wait_for_function("document.querySelectorAll('.kn-nomatch').length === 0")
    marked = page.evaluate("[...document.querySelectorAll('[data-changed]')].map(e => e.dataset.piece)")
    assert len([m for m in marked if m and m[0] in "SD"]) >= 2
