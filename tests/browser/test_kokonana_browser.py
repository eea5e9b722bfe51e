"""Kokonana! in a real browser: set up, click turns, reload and resume, a computer game to the end,
hot-seat privacy, a corrupt save, and the phone size."""
import json

from conftest import open_app, wait_ready

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
    assert "wins" in page.inner_text(".game-over")
    acts = saved_actions(page)
    assert acts and acts[-1]["t"] == "peek"


def test_human_plays_a_whole_game_against_the_computer_by_clicking(page, server):
    open_app(page, server, "#botdelay=0")
    new_game(page, ["human", "bot:memory"])
    for _ in range(1500):
        if page.locator(".game-over").count():
            break
        page.wait_for_function("!document.querySelector('.thinking')")
        if page.locator(".game-over").count():
            break
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
