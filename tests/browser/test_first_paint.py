"""Something to tap at once (issue 28, point 1): a cold visit paints the real home shelf from index.html (set-up
prerenders it with the app's own views), in the visitor's language, with a saved game's Continue; a tap made
before Python is up is honoured once it is ("New game" shows the game's prerendered dialog at once, and its
Start is honoured with the dialog's fields), and Python's first render replaces nothing.  The boot is held
back by holding the runtime's wasm download until the test lets it go (a state, not a timing)."""
import pytest

from conftest import wait_ready

WASM = "**/pyodide.asm.wasm"


class HeldBoot:
    """Holds every request for the runtime's wasm until release()."""

    def __init__(self, context):
        self.context, self.held = context, []
        self._hold = lambda route: self.held.append(route)
        context.route(WASM, self._hold)

    def release(self, page):
        while not self.held:
            page.wait_for_timeout(50)
        for route in self.held:
            route.continue_()
        self.context.unroute(WASM, self._hold)


def not_ready(page):
    return page.evaluate("document.body.dataset.ready") != "1"


def test_the_shelf_is_painted_and_a_tap_is_honoured_once_python_is_ready(page, context, server):
    boot = HeldBoot(context)
    page.goto(server.url + "#nosw=1")
    item = page.locator("#app [data-game=kokonana]")
    item.wait_for(state="visible")
    assert not_ready(page), "the boot was held: this shelf is the prerendered one"
    assert page.evaluate("document.body.classList.contains('prerendered')")
    assert item.locator("h2").inner_text() == "Kokonana!"
    assert page.locator("#app .shelf-item").count() >= 5
    rules = item.locator("button", has_text="Rules")
    rules.click()
    assert page.locator("#loading-text").inner_text().startswith("Getting the table ready")
    assert rules.get_attribute("aria-busy") == "true" and not_ready(page)
    boot.release(page)
    wait_ready(page)
    # the tap made before Python was up opened that game's rules
    page.wait_for_function("document.body.dataset.screen === 'rules'")
    assert "Kokonana!" in page.locator("#app h1").first.inner_text()
    assert page.locator("#loading").count() == 0
    assert not page.evaluate("document.body.classList.contains('prerendered')")


def test_new_game_shows_its_dialog_at_once_and_its_start_is_honoured(page, context, server):
    """The dialog is prerendered too: "New game" shows it before Python is up, its fields work, Home goes back
    to the shelf, and a Start tapped then starts the game the fields say once Python is."""
    boot = HeldBoot(context)
    page.goto(server.url + "#nosw=1")
    new_game = page.locator("#app [data-game=koikoi] button", has_text="New game")
    new_game.click()
    page.locator("#start-game").wait_for(state="visible")
    assert not_ready(page), "the dialog was shown by the page itself"
    assert not page.locator("#loading-text").inner_text().startswith("Getting the table ready")
    # Home: back to the shelf, nothing remembered; New game again
    page.locator("#app header button", has_text="Home").click()
    new_game.wait_for(state="visible")
    assert page.locator("#start-game").count() == 0 and not_ready(page)
    new_game.click()
    page.fill("input[name=name0]", "Ana")
    page.select_option("#opt-months", "3")
    page.click("#start-game")
    assert page.locator("#loading-text").inner_text().startswith("Getting the table ready")
    assert page.locator("#start-game").get_attribute("aria-busy") == "true" and not_ready(page)
    boot.release(page)
    wait_ready(page)
    page.wait_for_selector("#app [data-game-screen=koikoi]")
    saved = page.evaluate("JSON.parse(localStorage.getItem('pondside:v1:save:koikoi'))")
    assert saved["players"][0]["name"] == "Ana" and saved["options"]["months"] == 3
    assert page.locator("#loading").count() == 0


def test_german_and_a_saved_game_without_a_flash(browser, server):
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, locale="de-DE")
    try:
        page = ctx.new_page()
        # a saved game, as the app keeps it: played once, then back on the shelf (no game to reopen)
        page.goto(server.url + "#nosw=1&nosnap=1")
        wait_ready(page)
        assert page.locator("#app [data-game=kokonana] button", has_text="Neues Spiel").count() == 1
        page.click("[data-game=kokonana] >> text=Neues Spiel")
        page.click("#start-game")
        page.wait_for_selector("[data-game-screen=kokonana]")
        page.locator(".kn-flip").first.click()
        page.wait_for_selector(".kn-open")
        page.evaluate("""() => { const k = 'pondside:v1:settings', s = JSON.parse(localStorage.getItem(k) || '{}');
                                 delete s.current; localStorage.setItem(k, JSON.stringify(s)); }""")
        moves = page.evaluate("JSON.parse(localStorage.getItem('pondside:v1:save:kokonana')).actions.length")
        boot = HeldBoot(ctx)
        page.reload()
        cont = page.locator("#app [data-game=kokonana] button", has_text="Weiterspielen")
        cont.wait_for(state="visible")
        assert not_ready(page) and page.evaluate("document.documentElement.lang") == "de"
        text = cont.inner_text()
        assert f"Zug {moves}" in text, text
        page.evaluate("""() => { window.__items = [...document.querySelectorAll('#app .shelf-item')];
                                 window.__cont = document.querySelector('#app [data-game=kokonana] .btn-primary'); }""")
        boot.release(page)
        wait_ready(page)
        # Python's first render changed nothing: the very same nodes, the same words
        assert page.evaluate("""() => window.__cont.isConnected && window.__items.every(e => e.isConnected)
                                      && document.querySelectorAll('#app .shelf-item').length === window.__items.length""")
        assert cont.inner_text() == text
    finally:
        ctx.close()


@pytest.mark.parametrize("where", ["#g=xyz", "#embed=1"])
def test_not_shown_where_the_app_opens_elsewhere(page, context, server, where):
    HeldBoot(context)
    page.goto(server.url + where)
    page.wait_for_selector("#loading")
    # the page has been parsed (the shelf's script has run) and shows the loading screen, not the shelf
    page.wait_for_function("() => document.readyState !== 'loading'")
    assert page.locator("#app .shelf-item").count() == 0
    assert not page.evaluate("document.body.classList.contains('prerendered')")
