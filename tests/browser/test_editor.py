"""The position editor and the Share panel's marks in a real browser (issue 25, points 1 and 3).

A person opens the editor from the home shelf, taps a place and a piece, picks whose turn it is from a choice
list, sees a broken rule named with its line, mends it, and plays from there; in a game, "Mark pieces" in the
Share panel highlights the tapped pieces on the board and in the link and the frame's code."""
from __future__ import annotations

import re

from conftest import open_app, open_link_game


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
