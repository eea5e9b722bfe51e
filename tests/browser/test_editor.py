"""The position editor and the Share panel's marks in a real browser (issue 25, points 1 and 3).

A person opens the editor from the home shelf, taps a place and a piece, picks whose turn it is from a choice
list, sees a broken rule named with its line, mends it, and plays from there; in a game, "Mark pieces" in the
Share panel highlights the tapped pieces on the board and in the link and the frame's code."""
from __future__ import annotations

import re

from conftest import open_app, open_link_game
from support.positions import KOKONANA_RUNNERS as KOKONANA


def open_share(page):
    """The Share panel of a game under way: the log's Share (the log is in the wide top row)."""
    page.set_viewport_size({"width": 1280, "height": 800})
    page.locator(""".top-row [data-nav*='"log"']""").click()
    page.locator(""".log [data-nav*='"share"']""").click()
    page.wait_for_selector(".share-panel")


def _ed_text(page) -> str:
    return page.locator("textarea[name=ed_text]").input_value()


def test_the_editor_sets_up_a_koikoi_position_by_tapping(page, server):
    open_app(page, server)
    page.set_viewport_size({"width": 390, "height": 844})
    page.locator('li[data-game="koikoi"] button[data-nav*="editor"]').click()
    page.wait_for_selector("#editor-form [data-ed-ok]")
    before = _ed_text(page)
    # the first place of the table, then a card the palette offers
    page.locator('[data-zone="table"] .ed-slot').first.click()
    page.wait_for_selector(".ed-palette")
    page.locator(".ed-piece:not(.is-current)").nth(5).click()
    page.wait_for_function("t => document.querySelector('textarea[name=ed_text]').value !== t", arg=before)
    # a hand of nine cards breaks a rule, named with its line; taking one away mends it
    hand = page.locator('[data-zone^="hand"]').first
    hand.locator(".ed-slot.is-empty").click()
    page.locator(".ed-piece").first.click()
    status = page.locator(".ed-status").inner_text()
    if "keeps every rule" not in status:
        assert re.search(r"line \d+", status), status
        assert page.locator('button[data-nav*="ed_play"]').is_disabled()
        hand.locator(".ed-slot:not(.is-empty)").last.click()
        page.locator(".ed-palette button", has_text="Take it away").click()
    page.wait_for_selector("[data-ed-ok]")
    text = _ed_text(page)
    page.locator('button[data-nav*="ed_play"]').click()
    page.wait_for_selector("[data-game-screen=koikoi]")
    # the game from here is the position the editor showed: its Share panel (from the log) gives the same text
    open_share(page)
    assert page.locator("[data-share-position]").input_value() == text


def test_a_setting_chosen_from_its_list_changes_the_text(page, server):
    open_app(page, server)
    page.locator('li[data-game="kokonana"] button[data-nav*="editor"]').click()
    page.wait_for_selector("#editor-form [data-ed-ok]")
    before = _ed_text(page)
    select = page.locator("select[name^='set:']").first
    values = select.locator("option").evaluate_all("os => os.map(o => o.value)")
    now = select.input_value()
    select.select_option(next(v for v in values if v != now))
    page.wait_for_function("t => document.querySelector('textarea[name=ed_text]').value !== t", arg=before)
    assert _ed_text(page) != before


def _runner_line(page, name) -> str:
    return next(line.strip() for line in _ed_text(page).split("\n") if line.strip().startswith(name + ":"))


def test_kokonana_runners_keys_and_talismans_are_set_up_by_tapping(browser, server):
    """Issue 25 point 1 on a phone: a runner is tapped, then the stepping stone it stands on; a runner is given a key
    by a tap; a count steps up and down with its + and − (by a tap and by the keyboard); the text follows each."""
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = ctx.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    try:
        open_app(page, server)
        page.locator('li[data-game="kokonana"] button[data-nav*="editor"]').tap()
        page.wait_for_selector("#editor-form [data-ed-ok]")
        page.locator(".ed-text summary").tap()
        page.fill("textarea[name=ed_text]", KOKONANA)
        page.locator('button[data-nav*="ed_text"]').tap()
        page.wait_for_function("() => document.querySelector('textarea[name=ed_text]').value.includes('Cleo')")
        assert page.locator("select[name^='set:place'], select[name^='set:key'], select[name^='set:talismans']").count() == 0
        # Ben's runner, then the turtle of row 1, lane 4: the bar says what to do and stays on screen
        ben = page.locator('[data-zone="runners"] .ed-token', has_text="Ben")
        box = ben.bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44
        ben.tap()
        page.wait_for_selector("[data-ed-moving]")
        assert "Ben — green runner: now tap the place where it stands." in page.locator("[data-ed-moving]").inner_text()
        stone = page.locator("""[data-zone="shallow"] .ed-slot[data-nav*='"p":"S3"']""")
        assert "is-target" in stone.get_attribute("class")
        stone.scroll_into_view_if_needed()
        bar = page.locator("[data-ed-moving]").bounding_box()
        assert 0 <= bar["y"] < 10, "the bar stays at the top of the screen while the river is scrolled"
        stone.tap()
        page.wait_for_selector("[data-ed-moving]", state="detached")
        assert _runner_line(page, "Ben") == "Ben: shallow row 1 lane 4, 2 talismans"
        assert "Ben" in stone.get_attribute("aria-label"), "the stone names the runner on it"
        page.wait_for_selector("#editor-form [data-ed-ok]")
        # Cleo onto the sandbank (several runners on one bank), then a key for her
        page.locator('[data-zone="runners"] .ed-token', has_text="Cleo").tap()
        page.locator('[data-zone="sandbank"] .ed-slot').tap()
        page.wait_for_function("() => document.querySelector('textarea[name=ed_text]').value.includes('Cleo: sandbank')")
        assert "took a key there" in page.locator(".ed-status").inner_text()
        page.locator('[data-zone="runners"] .ed-token', has_text="Cleo").tap()
        page.locator('.ed-holds .ed-piece[aria-label="White key"]').tap()
        page.wait_for_selector("#editor-form [data-ed-ok]")
        assert _runner_line(page, "Cleo") == "Cleo: sandbank, white key"
        assert "White key" in page.locator('[data-zone="runners"] .ed-token', has_text="Cleo").get_attribute("aria-label")
        # Cleo's talismans: + then −, each a 44 px target; at 0 the − does nothing
        count = page.locator('[data-count="talismans:2"]')
        count.scroll_into_view_if_needed()
        minus, plus = count.locator("button").nth(0), count.locator("button").nth(1)
        assert minus.get_attribute("aria-disabled") == "true"
        for b in (minus, plus):
            box = b.bounding_box()
            assert box["width"] >= 44 and box["height"] >= 44
        assert plus.get_attribute("aria-label") == "Cleo's talismans: one more"
        plus.tap()
        page.wait_for_function("() => document.querySelector('textarea[name=ed_text]').value.includes('white key, 1 talisman')")
        assert count.locator("output").inner_text() == "1 talisman"
        assert minus.get_attribute("aria-disabled") is None
        minus.tap()
        page.wait_for_function("() => !document.querySelector('textarea[name=ed_text]').value.includes('white key, 1')")
        assert _runner_line(page, "Cleo") == "Cleo: sandbank, white key"
        assert count.locator("output").inner_text() == "0 talismans"
        # by the keyboard: Enter on + steps up, and the focus stays on it for the next step
        plus.focus()
        page.keyboard.press("Enter")
        page.wait_for_function("() => document.querySelector('textarea[name=ed_text]').value.includes('white key, 1 talisman')")
        page.keyboard.press("Enter")
        page.wait_for_function("() => document.querySelector('textarea[name=ed_text]').value.includes('white key, 2 talismans')")
        assert page.evaluate("() => document.activeElement.getAttribute('aria-label')") == "Cleo's talismans: one more"
        # two talismans too many for the pairs face up: the rules say so; one step down mends it
        assert "talisman" in page.locator(".ed-status").inner_text()
        minus.tap()
        page.wait_for_selector("#editor-form [data-ed-ok]")
        text = _ed_text(page)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390, "no sideways scrolling in the editor"
        assert "Ben: shallow row 1 lane 4, 2 talismans" in text and "Cleo: sandbank, white key, 1 talisman" in text
        page.locator('button[data-nav*="ed_play"]').tap()
        page.wait_for_selector("[data-game-screen=kokonana]")
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        assert not errors, errors
    finally:
        ctx.close()


def test_big_pond_points_are_typed_or_stepped(page, server):
    """A bare number's stepper has a field too: 85 points typed, + from there, ArrowDown in the field."""
    open_app(page, server)
    page.set_viewport_size({"width": 390, "height": 844})
    page.locator('li[data-game="bigpond"] button[data-nav*="editor"]').click()
    page.wait_for_selector("#editor-form [data-ed-ok]")
    field = page.locator('[data-count="points:0"] input[type=number]')
    field.fill("85")
    field.press("Enter")
    page.wait_for_function("() => document.querySelector('textarea[name=ed_text]').value.includes('points: Player 1 85,')")
    page.locator('[data-count="points:0"] button').nth(1).click()
    page.wait_for_function("() => document.querySelector('textarea[name=ed_text]').value.includes('points: Player 1 86,')")
    assert field.input_value() == "86"
    field.focus()
    page.keyboard.press("ArrowDown")
    page.wait_for_function("() => document.querySelector('textarea[name=ed_text]').value.includes('points: Player 1 85,')")
    assert page.evaluate("() => document.activeElement.name") == "set:points:0", "the field keeps the focus"


def test_marked_pieces_show_on_the_board_and_in_the_codes(page, server):
    from pondside import Rng, games
    g = games.get("kohaku")
    s = g.new_game([{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"}], 4, None)
    rng = Rng(4)
    for _ in range(6):
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    open_link_game(page, server, s, keep=False)
    open_share(page)
    page.locator('button[data-nav*="mark_mode"]').click()
    piece = page.locator(".game-area [data-piece]").first
    pid = piece.get_attribute("data-piece")
    piece.click(force=True)         # (Kōhaku's tap areas lie over its tiles: the tap reaches the tile below)
    page.wait_for_selector(f'.game-area [data-piece="{pid}"][data-marked]', state="attached")
    code = page.locator("[data-share-iframe]").input_value()
    assert "mark=" in code
    link = page.locator("[data-share-url]").input_value()
    assert "mark=" in link
    # the link opens with the same piece highlighted
    page.goto(link.replace("#", "#botdelay=0&", 1))
    page.wait_for_selector(f'.game-area [data-piece="{pid}"][data-marked]', state="attached")


def test_the_editor_exports_its_board_marked_with_a_caption(page, server, tmp_path):
    """Issue 25 point 3 from the editor, every game: Mark pieces, a tap on a piece of the board under the places,
    a caption; the link and the frame carry both, and Download picture saves the board with the mark drawn and
    the caption written (Koi-Koi's picture drawn by its view, the others' copied from the screen)."""
    import xml.etree.ElementTree as ET

    from support.positions import played

    from pondside import games
    from pondside.app import shell
    open_app(page, server)
    page.set_viewport_size({"width": 390, "height": 844})
    for name in games.names():
        page.evaluate("() => { location.hash = '' }")
        page.wait_for_selector(f'li[data-game="{name}"] button[data-nav*="editor"]')
        page.locator(f'li[data-game="{name}"] button[data-nav*="editor"]').click()
        page.wait_for_selector(f'#editor-form[data-editor="{name}"] [data-ed-ok]')
        # a position some moves into a game, typed as text (a fresh deal's ponds may still be empty)
        text = games.module(name, "position").write(games.get(name).position_of(played(name, 8)))
        page.locator(".ed-text summary").click()
        page.fill("textarea[name=ed_text]", text)
        page.locator('button[data-nav*="ed_text"]').click()
        page.wait_for_function("t => document.querySelector('textarea[name=ed_text]').value === t", arg=text)
        page.wait_for_selector("#editor-form [data-ed-ok]")
        assert page.locator(".ed-board .game-area").get_attribute("inert") is not None
        page.locator('.ed-board button[data-nav*="ed_mark_mode"]').click()
        page.wait_for_selector(".ed-board .game-area:not([inert])")
        # a piece inside the picture (the board's SVG element), or any of the board's pieces (Koi-Koi)
        # (the first piece a tap at its middle reaches, as a person would tap it: not one under another)
        pid = page.evaluate("""sel => {
          for (const el of document.querySelectorAll(sel)) {
            el.scrollIntoView({block: "center"});
            const r = el.getBoundingClientRect();
            if (r.width < 8 || r.height < 8) continue;
            const at = document.elementsFromPoint(r.x + r.width / 2, r.y + r.height / 2)
              .map(e => e.closest("[data-piece]")).find(e => e);
            if (at === el) return el.getAttribute("data-piece");
          }
          return null; }""", ".ed-board " + shell.BOARD_SVG.get(name, "") + " [data-piece]")
        assert pid, f"{name}: no piece of the picture can be tapped"
        page.locator(f'.ed-board [data-piece="{pid}"]').click(force=True)
        page.wait_for_selector(f'.ed-board [data-piece="{pid}"][data-marked]', state="attached")
        assert "1 marked." in page.locator(".ed-board").inner_text()
        page.fill("#ed-caption", f"Look at this {name}")
        page.locator('button[data-nav*="ed_caption"]').click()
        page.wait_for_function("() => document.querySelector('[data-ed-embed]').value.includes('caption=Look')")
        assert "mark=" in page.locator("[data-ed-embed]").input_value()
        assert "mark=" in page.locator("[data-ed-link]").input_value()
        assert f"<figcaption>Look at this {name}</figcaption>" in page.locator("[data-ed-img]").input_value()
        with page.expect_download() as dl:
            page.locator('button[data-nav*="ed_picture"]').click()
        assert dl.value.suggested_filename == f"pondside-{name}-position.svg"
        path = tmp_path / f"{name}.svg"
        dl.value.save_as(path)
        text = path.read_text(encoding="utf-8")
        root = ET.fromstring(text)
        assert root.find("{http://www.w3.org/2000/svg}title").text == f"Look at this {name}"
        assert float(root.get("width")) >= 120, "a narrow board is widened to hold its caption"
        assert "#c2185b" in text.lower() or "rgb(194, 24, 91)" in text, f"{name}: the mark is in the picture"
        page.locator('header button[data-nav*="ed_back"]').click()
        page.wait_for_selector('li[data-game="koikoi"]')


def test_the_editors_have_no_serious_accessibility_violations(page, server):
    """axe-core on the editors with steppers, tokens, areas and a chosen runner's bar (test_a11y.py's check)."""
    from test_a11y import axe_violations
    open_app(page, server)
    page.set_viewport_size({"width": 390, "height": 844})
    for name in ("kokonana", "koi", "bigpond"):
        page.evaluate("() => { location.hash = '' }")
        page.locator(f'li[data-game="{name}"] button[data-nav*="editor"]').click()
        page.wait_for_selector(f'#editor-form[data-editor="{name}"] [data-ed-ok]')
        if name == "kokonana":
            page.locator('[data-zone="runners"] .ed-token').first.click()
            page.wait_for_selector("[data-ed-moving]")
        else:
            page.locator(".ed-options summary").click()
        assert axe_violations(page) == [], name
        page.locator('header button[data-nav*="ed_back"]').click()
        page.wait_for_selector('li[data-game="koikoi"]')


def test_a_screen_opened_from_a_scrolled_shelf_starts_at_its_top(page, server):
    """On a phone the shelf is scrolled to reach a game lower down; the editor (or a dialog) opened from there
    shows its own top, not a place 2000 px down its page where the browser's scroll anchoring had kept it."""
    open_app(page, server)
    page.set_viewport_size({"width": 390, "height": 844})
    button = page.locator('li[data-game="bigpond"] button[data-nav*="editor"]')
    button.scroll_into_view_if_needed()
    assert page.evaluate("scrollY") > 200
    button.click()
    page.wait_for_selector("#editor-form [data-ed-ok]")
    assert page.evaluate("scrollY") == 0
    assert page.locator(".ed-top h1").is_visible()
    page.locator(".ed-top [data-nav]").first.click()            # Back: the shelf, at its top too
    page.wait_for_selector('li[data-game="bigpond"]')
    assert page.evaluate("scrollY") == 0
