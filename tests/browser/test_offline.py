"""Installable and offline: manifest, service worker, play with the network off, clean cache updates,
(the Content-Security-Policy: test_csp.py)."""
from conftest import open_app, wait_ready


def _await_sw(page):
    page.evaluate("""async () => {
        const reg = await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
            await new Promise(r => navigator.serviceWorker.addEventListener('controllerchange', r, {once: true}));
        }
        return reg.active.scriptURL;
    }""")


def test_manifest_and_icon_are_served(page, server):
    open_app(page, server)
    href = page.get_attribute("link[rel=manifest]", "href")
    manifest = page.evaluate(f"fetch('{href}').then(r => r.json())")
    assert manifest["name"].startswith("Pondside") and manifest["start_url"] == "./"
    assert manifest["icons"] and page.evaluate(f"fetch('{manifest['icons'][0]['src']}').then(r => r.ok)")


def test_after_one_visit_the_app_starts_and_plays_offline(page, context, server):
    open_app(page, server)
    _await_sw(page)
    keys = page.evaluate("caches.keys()")
    assert len([k for k in keys if k.startswith("pondside-")]) == 1
    context.set_offline(True)
    try:
        page.reload()
        wait_ready(page)
        page.click("[data-game=kokonana] >> text=New game")
        page.click("#start-game")
        page.wait_for_selector("[data-game-screen=kokonana]")
        page.locator(".kn-flip").first.click()
        page.wait_for_selector(".kn-open")
    finally:
        context.set_offline(False)


def test_a_new_version_replaces_the_cache_cleanly(page, server):
    open_app(page, server)
    _await_sw(page)
    old = page.evaluate("caches.keys()")
    page.evaluate("""async () => {
        const reg = await navigator.serviceWorker.register('./sw.js?v=next-version', {scope: './'});
        const sw = reg.installing || reg.waiting || reg.active;
        if (sw.state !== 'activated') {
            await new Promise(r => sw.addEventListener('statechange', () => sw.state === 'activated' && r()));
        }
    }""")
    new = page.evaluate("caches.keys()")
    # the service worker's caches; the interpreter snapshot keeps its own ("pondside.snapshot")
    assert [k for k in new if k.startswith("pondside-")] == ["pondside-next-version"], (old, new)


# The Content-Security-Policy is tested under the policy itself in test_csp.py.
