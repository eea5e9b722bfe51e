"""Kōhaku in a real browser (the app's shell + Pyodide): a whole 2-player game against the computer and a
whole solo game against the rivals, played by clicking the game's own markup (data-act / data-sel)."""
from conftest import open_app


def new_game(page, seats, options=()):
    page.click("[data-game=kohaku] >> text=New game")
    page.wait_for_selector("#setup-form")
    if len(seats) != 2:
        # the radio itself carries the shell's data-nav (a click on the label's text would not)
        page.click(f"input[name=count][value='{len(seats)}']", force=True)
        page.wait_for_selector(f"select[name=kind{len(seats) - 1}]")
    for i, kind in enumerate(seats):
        page.select_option(f"select[name=kind{i}]", kind)
        page.fill(f"input[name=name{i}]", f"P{i + 1}")
    for key in options:
        # set the box without a click: the shell's click handler does not expect plain form controls
        page.evaluate(f"document.getElementById('opt-{key}').checked = true")
    page.click("#start-game")
    page.wait_for_selector("[data-game-screen=kohaku]", timeout=240_000)


# the next thing a person would click, most specific first
CLICKS = (
    ".kohaku-card[data-act]",                          # keep a hidden objective
    ".kohaku-rivalpick button[data-act]",              # the rivals' blue-koi tie
    ".kohaku-preview .kohaku-primary",                 # confirm a previewed placement
    ".kohaku-danger[data-act]",                        # discard a tile without a cell
    ".kohaku-pond-svg g.kohaku-hit",                   # a highlighted cell -> preview
    ".kohaku-board-svg g.kohaku-hit[data-act]",        # the neighbour of the selected tile -> take
    ".kohaku-board-svg g.kohaku-hit[data-sel]",        # select a tile on the central pond
)


def play_to_the_end(page, limit=400):
    previews = 0
    for _ in range(limit):
        if page.locator(".game-over").count():
            return previews
        page.wait_for_selector(".thinking", state="detached", timeout=120_000)
        if page.locator(".game-over").count():
            return previews
        for sel in CLICKS:
            loc = page.locator(sel)
            if loc.count():
                previews += sel.startswith(".kohaku-preview")
                loc.first.click()
                # let the shell re-render (and a computer seat move) before the next click: a click that
                # lands on a node replaced meanwhile would hit plain markup
                page.wait_for_timeout(150)
                break
        else:
            page.wait_for_timeout(100)
    raise AssertionError("the game did not end")


def test_two_player_game_against_the_computer(page, server):
    open_app(page, server, "#botdelay=0")
    new_game(page, ["human", "bot:greedy"], options=("sundials", "blue_koi"))
    assert page.locator(".kohaku-board-svg").count() == 1
    previews = play_to_the_end(page)
    assert previews >= 14                               # every placement went through the preview
    assert page.locator(".kohaku-final").count() == 1   # the explained final table
    text = page.inner_text(".kohaku-breakdown")
    assert "Coins" in text and "→" in text


def test_solo_game_against_the_rivals(page, server):
    open_app(page, server, "#botdelay=0")
    new_game(page, ["human"], options=("new_features",))
    play_to_the_end(page)
    text = page.inner_text(".kohaku-rivals")
    assert "you beat the rival" in text or "the rival wins" in text
