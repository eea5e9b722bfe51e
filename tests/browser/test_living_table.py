"""A living table (issue 40) in a real browser: the pieces of every game's moves are seen flying from where they
were, on the compositor only (transform and opacity), not under reduced motion, and a tap finishes a flight at
once; on a phone the header with whose turn it is stays in view, a menu item closes the menu and shows what it
opened, a long press says what a piece is, and sounds play only once turned on (never in an embed)."""
import pytest

from conftest import open_link_game, wait_ready
from pondside import games
from pondside.app import records

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2}
LEVEL = {"kohaku": "greedy", "bigpond": "easy", "kokonana": "memory", "koikoi": "heuristic", "koi": "greedy"}

# every animation the page runs: what it animates, and whether it ran (for the properties a flight may use)
ANIMATIONS = """() => {
  window.__anims = window.__anims || [];
  if (!window.__animWatch) {
    window.__animWatch = true;
    const orig = Element.prototype.animate;
    Element.prototype.animate = function (frames, opts) {
      const props = new Set();
      for (const f of Array.isArray(frames) ? frames : [frames]) for (const k of Object.keys(f))
        if (!['offset', 'easing', 'composite'].includes(k)) props.add(k);
      window.__anims.push([...props]);
      return orig.call(this, frames, opts);
    };
  }
}"""


def players(name):
    return [{"name": "Ann", "kind": "human"}, {"name": "Computer", "kind": "computer", "bot": LEVEL[name]}]


def play_a_few(page, n=4):
    """The person taps the first thing to play, a few times, the computer answering in between."""
    for _ in range(n):
        page.wait_for_function("!document.querySelector('.thinking, [data-staging]')")
        if page.locator(".game-over").count():
            return
        hold = page.locator("#hold-continue")
        if hold.count():
            hold.click()
            continue
        target = page.locator(".game-area [data-act]:not([disabled])")
        if not target.count():
            target = page.locator(".game-area [data-sel]:not([disabled]):not([data-sel*='_clear'])")
        target.first.click()


@pytest.mark.parametrize("name", games.names())
def test_every_game_flies_its_moves_on_the_compositor(page, server, name):
    page.add_init_script(f"({ANIMATIONS})()")
    open_link_game(page, server, games.get(name).new_game(players(name), 7), botdelay=300)
    play_a_few(page)
    page.wait_for_function("!document.querySelector('.thinking, [data-staging]')")
    flights = page.evaluate("window.pondsideFlights || 0")
    assert flights > 0, f"{name}: no piece was seen moving"
    props = {p for a in page.evaluate("window.__anims") for p in a}
    assert props and props <= {"transform", "opacity", "transformOrigin"}, \
        f"{name}: a flight animates {props - {'transform', 'opacity', 'transformOrigin'}} (not the compositor's)"


def test_nothing_flies_under_reduced_motion(browser, server):
    ctx = browser.new_context(reduced_motion="reduce", viewport={"width": 1280, "height": 800})
    try:
        page = ctx.new_page()
        open_link_game(page, server, games.get("koikoi").new_game(players("koikoi"), 7), botdelay=300)
        play_a_few(page)
        page.wait_for_function("window.pondsideSettled ? pondsideSettled() : !document.querySelector('.thinking')")
        assert page.evaluate("window.pondsideFlights || 0") == 0
        assert page.evaluate("document.getAnimations().length") == 0
    finally:
        ctx.close()


# the pieces' flights under way (the table's own glide, when the news above it changed size, runs on under a tap)
RUNNING = ("document.getAnimations().filter(a => a.playState === 'running'"
           " && !(a.effect && a.effect.target && a.effect.target.classList.contains('game-area'))).length")


def test_a_tap_during_a_flight_finishes_it_and_is_not_lost(page, server):
    g = games.get("kohaku")
    state = g.new_game([{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "human"}], 4)
    open_link_game(page, server, state)
    page.evaluate("localStorage.setItem('pondside:v1:settings', JSON.stringify({speed: 'slow'}))")
    page.reload()
    wait_ready(page)
    page.wait_for_selector("[data-game-screen=kohaku]")
    for _ in range(4):                   # (pick two tiles, then take them)
        act = page.locator(".game-area [data-act]:not([disabled])")
        if act.count():
            act.first.click()
            break
        page.locator(".game-area [data-sel]:not([disabled]):not([data-sel*='_clear'])").first.click()
    assert page.evaluate(RUNNING) > 0, "the taken tiles are on their way"
    # a tap on a control that stays where it is (the header's "What is this?") while they fly
    box = page.locator(".game-top .btn-ask").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    assert page.evaluate(RUNNING) == 0, "the tap finishes every flight at once"
    page.mouse.up()
    page.locator(".info-ask").wait_for()       # and it did what it does


def test_phone_header_stays_and_the_menu_shows_the_log(browser, server):
    ctx = browser.new_context(**PHONE)
    try:
        page = ctx.new_page()
        open_link_game(page, server, games.get("kohaku").new_game(players("kohaku"), 5), botdelay=0)
        play_a_few(page, 3)
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        top = page.locator(".game-top").bounding_box()
        assert top["y"] <= 1 and top["height"] < 140, "the header with Undo and the menu stays at the top"
        assert page.locator(".game-top .strip-chip.is-turn").count() == 1, "whose turn it is, in the header"
        # nothing the page scrolls under the header shows through it (a finished game's notice did)
        bg = page.locator(".game-top").evaluate("e => getComputedStyle(e).backgroundColor")
        assert bg.startswith("rgb(") or bg.endswith(", 1)"), f"the header lets the page show through: {bg}"
        undo = page.locator(".game-top .btn-undo")
        look = undo.evaluate("b => [getComputedStyle(b).borderStyle, getComputedStyle(b).opacity]")
        page.locator(".game-top .menu > summary").click()
        page.locator(".menu-body button", has_text="Game log").click()
        assert page.locator(".game-top details.menu[open]").count() == 0, "the menu closes"
        log = page.locator(".log.sheet")
        box = log.bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= 844 + 1, "the log is seen where it opened"
        assert page.evaluate("document.activeElement.closest('.log') !== null")
        page.locator(".log.sheet .sheet-head button").click()
        assert page.locator(".log").count() == 0
        page.evaluate("window.scrollTo(0, 0)")
        if look[0] == "dashed":                      # Undo was off: it looks it (faded, dashed)
            assert float(look[1]) < 0.6
    finally:
        ctx.close()


@pytest.mark.parametrize("width", [1280, 760])
def test_the_wide_header_keeps_the_title_whole_in_german(browser, server, width):
    """Issue 40: on a desktop in German the header's row of buttons squeezed "Kōhaku: Der große Teich" to four
    lines and the sticky header took 140 px.  The title keeps its words whole (one line at 1280 px; the buttons
    wrap under it first on a narrower window), and the language, "Edit from here" and the settings are one
    "More" away, whose panel opens in view."""
    ctx = browser.new_context(viewport={"width": width, "height": 800}, locale="de-DE")
    try:
        page = ctx.new_page()
        g = games.get("bigpond")
        open_link_game(page, server, g.new_game([{"name": "Du", "kind": "human"}, {"name": "Computer",
                       "kind": "computer", "bot": LEVEL["bigpond"]}], 5), botdelay=0)
        page.wait_for_function("document.documentElement.lang === 'de'")
        h1 = page.locator(".game-top h1")
        assert h1.inner_text().strip() == "Kōhaku: Der große Teich"
        line = h1.evaluate("e => parseFloat(getComputedStyle(e).lineHeight) || parseFloat(getComputedStyle(e).fontSize) * 1.3")
        assert h1.bounding_box()["height"] <= line * 1.2, "the title is one line"
        head = page.locator(".game-top").bounding_box()["height"]
        assert head <= (100 if width >= 1200 else 150), head
        page.locator(".wide-only .settings summary").click()
        stack = page.locator(".wide-only .settings-stack")
        for words in ("English", "Von hier aus bearbeiten", "Tempo des Computers"):
            assert stack.get_by_text(words).first.is_visible(), words
        box = stack.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= width + 1
    finally:
        ctx.close()


def test_a_long_press_says_what_a_piece_is(browser, server):
    ctx = browser.new_context(**PHONE)
    try:
        page = ctx.new_page()
        open_link_game(page, server, games.get("koikoi").new_game(players("koikoi"), 5), botdelay=0)
        piece = page.locator(".game-area [data-piece]").first
        piece.dispatch_event("contextmenu")
        sheet = page.locator(".info-sheet")
        sheet.wait_for()
        assert sheet.get_attribute("data-info") == piece.get_attribute("data-piece")
        assert sheet.locator("h2").inner_text().strip()
        sheet.locator("button").click()
        assert page.locator(".info-sheet").count() == 0
        # and by the header's (i): the next tap on the table asks, and plays nothing
        n = page.evaluate("JSON.parse(localStorage.getItem('pondside:v1:save:koikoi') || '{\"actions\":[]}').actions.length")
        page.locator(".game-top .btn-ask").click()
        page.locator(".info-ask").wait_for()
        page.locator(".game-area [data-act]").first.click()
        page.locator(".info-sheet").wait_for()
        m = page.evaluate("JSON.parse(localStorage.getItem('pondside:v1:save:koikoi') || '{\"actions\":[]}').actions.length")
        assert m == n, "a tap that asks what a card is plays no card"
    finally:
        ctx.close()


def test_sounds_play_only_when_turned_on_and_never_in_an_embed(page, server):
    open_link_game(page, server, games.get("koikoi").new_game(players("koikoi"), 5), botdelay=0)
    play_a_few(page, 2)
    assert not page.evaluate("window.pondsideSounds || 0"), "sounds are off until the player turns them on"
    page.locator(".game-top .settings > summary").click()
    page.locator(".game-top .settings .settings-body button", has_text="Sounds on").click()
    if page.locator(".game-top .settings[open]").count():     # the person closes the menu again
        page.locator(".game-top .settings[open] > summary").click()
    page.wait_for_function("(window.pondsideSounds || 0) >= 1")
    play_a_few(page, 3)
    page.wait_for_function("(window.pondsideSounds || 0) >= 2")
    # an embed on a wiki page never plays one, whatever the settings of this browser say
    state = games.get("koikoi").new_game(players("koikoi"), 5)
    page.goto(server.url + "?embed=1#botdelay=0&g=" + records.encode_link(state))
    wait_ready(page)
    play_a_few(page, 3)
    assert not page.evaluate("window.pondsideSounds || 0")


def test_a_news_box_that_keeps_to_a_few_lines_shows_its_newest_news_from_its_start(page, server):
    """A phone's news box (and the log) is capped at a few lines and scrolled: to the start of its newest
    paragraph, never to its end, where a long one would begin mid-sentence under the box's top."""
    from conftest import open_app
    open_app(page, server)
    page.set_viewport_size({"width": 390, "height": 844})
    long = "The computer played a card and took three others, drew one that stays on the table, and more. " * 3
    got = page.evaluate("""long => {
        const root = document.createElement("div");
        root.innerHTML = `<section class="last-move" data-scroll-end><p>${long}</p></section>` +
                         `<section class="last-move" data-scroll-end><p>first news</p><p>${long}</p></section>`;
        document.getElementById("app").append(root);
        window.pondsideFocusNext(root, false);
        const [one, two] = root.querySelectorAll("section");
        const out = {oneTop: one.scrollTop, capped: one.scrollHeight > one.clientHeight + 4,
                     twoOff: two.lastElementChild.getBoundingClientRect().top - two.getBoundingClientRect().top,
                     twoScrolled: two.scrollTop};
        root.remove();
        return out;
    }""", long)
    assert got["capped"], "the box is not capped on a phone"
    assert got["oneTop"] == 0, "a single long news is scrolled away from its start"
    assert got["twoScrolled"] > 0 and abs(got["twoOff"]) <= 1, got


TOPS = """() => { window.__tops = []; const t0 = performance.now();
  const tick = () => { const a = document.querySelector('.game-area');
    if (a) window.__tops.push(Math.round(a.getBoundingClientRect().top));
    if (performance.now() - t0 < 5000) requestAnimationFrame(tick); };
  requestAnimationFrame(tick); }"""


@pytest.mark.parametrize("size", [(390, 844), (1280, 800)])
def test_the_table_glides_when_the_news_above_it_changes_size(browser, server, size):
    """A Koi-Koi turn tells your play, your draw and the computer's reply in the news above the table, which
    grows and shrinks as it does: the table glides to its new place, it never jumps from one frame to the next."""
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]})
    try:
        page = ctx.new_page()
        open_link_game(page, server, games.get("koikoi").new_game(players("koikoi"), 5), botdelay=300)
        moved, jumps = [], []
        for _ in range(2):
            page.wait_for_function("window.pondsideSettled && pondsideSettled()")
            page.evaluate(TOPS)
            page.locator(".kk-hand [data-act], .kk-hand [data-sel]").first.click()
            page.wait_for_timeout(5200)
            tops = page.evaluate("window.__tops")
            moved.append(max(tops) - min(tops))
            jumps += [b - a for a, b in zip(tops, tops[1:]) if abs(b - a) >= 8]
        assert max(moved) >= 10, f"the news never changed the table's place ({moved}): nothing was tested"
        assert not jumps, f"the table jumped by {jumps} px from one frame to the next"
    finally:
        ctx.close()
