"""Shared play experience in a real browser: undo, log and replay, share links, embeds, two tabs,
language switch."""
import json
from pathlib import Path

from conftest import open_app, wait_ready
from test_kokonana_browser import new_game, saved_actions, SAVE

PAGES = Path(__file__).resolve().parents[1] / "pages"


def test_undo_takes_back_a_hop_but_not_a_flip(page, server):
    open_app(page, server)
    new_game(page, ["human", "human"])
    # a flip reveals hidden tiles: no undo
    page.locator(".kn-flip").first.click()
    page.wait_for_selector(".kn-open")
    undo = page.locator("button:has-text('Undo')")
    assert undo.count() == 1 and undo.is_disabled(), "shown (the header keeps its height) but disabled"


def test_log_replay_and_keyboard_navigation(page, server):
    open_app(page, server, "#botdelay=0")
    new_game(page, ["bot:memory", "bot:memory"])
    page.wait_for_selector(".game-over", timeout=180_000)
    n = len(saved_actions(page))
    page.click("text=Game log")
    page.wait_for_selector(".log li")
    assert page.locator(".log li").count() == min(n, 200)
    page.click(".log >> text=Replay")
    page.wait_for_selector(f"[data-replay='{n}']")
    page.keyboard.press("Home")
    page.wait_for_selector("[data-replay='0']")
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("[data-replay='1']")
    page.click("button[aria-label=Next]")
    page.wait_for_selector("[data-replay='2']")
    page.keyboard.press("End")
    page.wait_for_selector(f"[data-replay='{n}']")


def test_share_link_opens_the_same_game_elsewhere_and_bad_links_are_refused(page, server, browser):
    open_app(page, server)
    new_game(page, ["human", "bot:memory"])
    page.locator(".kn-flip").first.click()
    page.wait_for_selector(".kn-open")
    page.locator(".kn-flip").first.click()
    page.wait_for_function("JSON.parse(localStorage.getItem('%s')).actions.length >= 2" % SAVE)
    record = json.loads(page.evaluate(f"localStorage.getItem('{SAVE}')"))
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server.url.rstrip("/"))
    page.evaluate("document.querySelector('[data-nav*=log]').click()")
    page.click(".log >> text=Share link")
    panel = page.locator(".share-panel")
    assert "everything" in panel.inner_text(), "hidden-information games warn that the link reveals all"
    url = page.locator("[data-share-url]").input_value()
    assert "#g=" in url and url.startswith(server.url)
    panel.locator("text=Copy link").click()
    page.wait_for_selector(".share-done")
    assert page.evaluate("navigator.clipboard.readText()") == url
    # another device: a fresh context with empty storage
    ctx2 = browser.new_context()
    p2 = ctx2.new_page()
    p2.goto(url)
    wait_ready(p2)
    p2.wait_for_selector("[data-game-screen=kokonana]")
    p2.click("text=Game log")
    assert p2.locator(".log li").count() == len(record["actions"])
    # a link pasted into a tab that already runs the app opens it (hashchange)
    p2.goto(server.url)
    wait_ready(p2)
    p2.evaluate("u => { location.hash = new URL(u).hash }", url)
    p2.wait_for_selector("[data-game-screen=kokonana]")
    # a damaged link is refused with a clear message, and the app still starts
    p2.on("dialog", lambda d: d.dismiss())
    p2.goto(server.url + "#g=AAAA%3Cscript%3E")
    p2.reload()
    wait_ready(p2)
    assert p2.locator(".shelf").count() == 1
    ctx2.close()


def test_embed_page_shows_two_games_side_by_side_without_touching_saves(browser, server):
    # The test page is served by a Playwright route (serve.py never serves tests/); a service worker
    # would fetch it from the server itself, so this context blocks service workers.  A real wiki
    # page lives on another origin, outside the app's service-worker scope anyway.
    ctx = browser.new_context(service_workers="block")
    errors = []
    page = ctx.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    html = (PAGES / "embed.html").read_text()
    page.route(server.url + "tests/pages/embed.html", lambda r: r.fulfill(body=html, content_type="text/html"))
    open_app(page, server)
    page.evaluate(f"localStorage.setItem('{SAVE}', 'keep-me')")
    page.goto(server.url + "tests/pages/embed.html")
    a = page.frame_locator("#embed-a")
    b = page.frame_locator("#embed-b")
    a.locator("[data-game-screen=kokonana]").wait_for(timeout=240_000)   # two runtimes boot at once
    b.locator("[data-game-screen=kohaku]").wait_for(timeout=240_000)
    assert a.locator(".topbar").count() == 0, "an embed shows no app chrome"
    a.locator(".kn-flip").first.click()
    a.locator(".kn-open").wait_for()
    assert page.evaluate(f"localStorage.getItem('{SAVE}')") == "keep-me"
    keys = page.evaluate("Object.keys(localStorage)")
    assert not [k for k in keys if k.startswith("pondside:v1:save:kohaku")]
    ctx.close()
    assert not errors


def test_a_second_tab_never_overwrites_a_newer_save(page, context, server):
    open_app(page, server)
    new_game(page, ["human", "human"])
    tab2 = context.new_page()
    tab2.goto(server.url)
    wait_ready(tab2)
    tab2.wait_for_selector("[data-game-screen=kokonana]")
    tab2.locator(".kn-flip").first.click()                 # tab 2 moves first
    tab2.wait_for_selector(".kn-open")
    newer = tab2.evaluate(f"localStorage.getItem('{SAVE}')")
    page.wait_for_selector("text=changed in another tab")
    page.locator(".kn-flip").first.click()                  # tab 1 tries to move on its stale copy
    assert page.evaluate(f"localStorage.getItem('{SAVE}')") == newer
    page.click("text=Load the newer version")
    page.wait_for_selector(".kn-open")
    assert len(saved_actions(page)) == 1


def test_language_switch_is_remembered(page, server):
    open_app(page, server)
    page.click("text=Deutsch")
    page.wait_for_selector("text=Neues Spiel")
    page.reload()
    wait_ready(page)
    assert page.locator("text=Neues Spiel").count() >= 1
    assert page.evaluate("document.documentElement.lang") == "de"


def test_a_kohaku_position_link_shows_the_explained_score(page, server):
    from pondside.games.kohaku.position import encode_position
    position = {"players": [{"name": "Ann", "pond": {"0,0": "F-SF-R-1", "0,-1": "T-BR-B2", "1,0": "S-R-B2",
                                                      "0,1": "T-RY-B2", "-1,0": "T-RW-B2"}}],
                "modules": {"sundials": False, "objectives": False, "blue_koi": False, "new_features": False}}
    open_app(page, server, "#embed=1&game=kohaku&position=" + encode_position(position))
    page.wait_for_selector("[data-game-screen=kohaku-position]")
    text = page.inner_text("#app")
    assert "Red flower: 4 adjacent koi with red → 12" in text
    # a damaged position link is refused with a message and the app still starts
    page.goto(server.url + "#position=%%%bad")
    page.reload()
    wait_ready(page)
    assert page.locator(".shelf").count() == 1 and page.locator(".notice-bad").count() == 1
