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
    # the update check (boot.json past the worker) fails while offline: Chromium logs it, the app goes on
    page.pondside_allow(r"ERR_INTERNET_DISCONNECTED \(.*boot\.json\?sw-bypass=")
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


def test_a_worker_for_a_version_the_site_does_not_have_leaves_the_cache_whole(page, server):
    """A worker registered for another version than boot.json names (a deploy half done) refuses to install:
    the version in use keeps its one cache, whole.  Updates file by file: test_updates.py."""
    open_app(page, server)
    _await_sw(page)
    old = page.evaluate("caches.keys()")
    end = page.evaluate("""async () => {
        const reg = await navigator.serviceWorker.register('./sw.js?v=0000000000000000', {scope: './'});
        const sw = reg.installing || reg.waiting || reg.active;
        const settled = new Promise(r => {
            const done = () => (sw.state === 'activated' || sw.state === 'redundant') && r(sw.state);
            sw.addEventListener('statechange', done); done(); });
        return Promise.race([settled, new Promise(r => setTimeout(() => r('still ' + sw.state), 30000))]);
    }""")
    assert end == "redundant"
    new = page.evaluate("caches.keys()")
    assert [k for k in new if k.startswith("pondside-")] == [k for k in old if k.startswith("pondside-")], (old, new)
    page.pondside_allow("boot.json is not the version")


# The Content-Security-Policy is tested under the policy itself in test_csp.py.
