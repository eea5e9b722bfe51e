"""The Hint in the browser (issue 26), in every game: turn learning on in the settings, tap Hint, see the
marked piece and the reason, play it with "Play it"."""
import pytest

from conftest import open_link_game
from pondside import games


def _vs_computer(name, seed=4):
    g = games.get(name)
    bot = list(games.module(name, "bots").BOTS)[0]
    return g.new_game([{"name": "You", "kind": "human"}, {"name": "Computer", "kind": "computer", "bot": bot}],
                      seed)


@pytest.mark.parametrize("name", games.names())
def test_learning_on_tap_hint_see_the_mark_and_play_it(page, server, name):
    open_link_game(page, server, _vs_computer(name), keep=False)
    assert page.locator("#hint-button").count() == 0, "no Hint until learning is on"
    page.locator(".wide-only .settings summary").click()
    page.get_by_role("button", name="Hints on").click()
    page.locator("#hint-button").click()
    panel = page.locator("[data-hint-panel]")
    panel.wait_for(timeout=60_000)
    text = panel.inner_text()
    assert "strongest computer level" in text
    assert page.locator("[data-hint]").count() >= 1, "the suggested move is marked on the board"
    before = page.evaluate("document.querySelectorAll('[data-hint]').length")
    assert before >= 1
    steps = page.locator("#hint-play").get_attribute("data-act")
    page.locator("#hint-play").click()
    page.wait_for_function("!document.querySelector('[data-hint-panel]')")
    assert page.locator("[data-hint]").count() == 0, "the marks end with the move"
    assert steps


def test_a_guided_first_game_from_the_shelf_to_its_end(page, server):
    from conftest import open_app
    open_app(page, server, "#botdelay=0")          # the computer at once (its pace is not under test)
    page.get_by_role("button", name="Learn to play: Kōhaku", exact=True).click()
    page.wait_for_selector("[data-game-screen=kohaku]")
    page.wait_for_selector('[data-tip="first"]')
    seen = set()
    for _ in range(400):
        el = page.wait_for_selector("[data-tip], #hint-play, #hint-button, #hold-continue, .game-over")
        if page.locator(".game-over").count():
            break
        tip = page.locator("[data-tip]")
        if tip.count():
            seen.add(tip.get_attribute("data-tip"))
            tip.get_by_role("button", name="Got it").click()         # dismissed: it stays away
            continue
        el.click()
    page.wait_for_selector('[data-tip="end"]')
    assert page.locator(".game-over").count() == 1
    assert {"first", "place", "other"} <= seen, seen
    page.locator("#review-button").click()
    page.wait_for_selector("[data-review]", timeout=120_000)
