"""The app under its real Content-Security-Policy: only its own origin plus what WebAssembly needs
('wasm-unsafe-eval'); no 'unsafe-eval', no inline script or style.  Every screen of every game is visited
in a context that enforces the policy (the other browser tests bypass it, see conftest.py) and no
violation may occur.  Waits use selectors only: the policy refuses the string evaluation that
Playwright's wait_for_function needs."""
import pytest

from pondside import games

RECORD = """window.__csp = [];
document.addEventListener('securitypolicyviolation',
    e => window.__csp.push(e.violatedDirective + ' ' + (e.blockedURI || '') + ' ' + (e.sample || '')));"""


@pytest.fixture
def strict(browser):
    ctx = browser.new_context(bypass_csp=False)
    ctx.add_init_script(RECORD)          # injected by the browser itself, not an inline script
    page = ctx.new_page()
    problems = []
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.on("console", lambda m: m.type == "error" and problems.append(f"console: {m.text}"))
    yield page, problems
    ctx.close()


def _ready(page, url):
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=120_000)


def test_the_policy_allows_only_the_app_and_webassembly(strict, server):
    page, problems = strict
    _ready(page, server.url)
    csp = page.get_attribute("meta[http-equiv=Content-Security-Policy]", "content")
    d = {part.split()[0]: part.split()[1:] for part in csp.split(";") if part.strip()}
    assert d["default-src"] == ["'self'"] and d["object-src"] == ["'none'"]
    assert d["script-src"][:2] == ["'self'", "'wasm-unsafe-eval'"]
    assert all(x.startswith("'sha256-") for x in d["script-src"][2:]), d["script-src"]   # the loading bar
    assert d["style-src"] == ["'self'"]
    assert "http" not in csp and "'unsafe-eval'" not in csp and "'unsafe-inline'" not in csp
    # a string turned into code by the page (as eval, new Function or a string timer would) is refused
    page.evaluate("() => { setTimeout('window.__ev = 1', 0) }")
    page.wait_for_timeout(300)
    assert page.evaluate("window.__ev === undefined")
    assert any(v.startswith("script-src") and "eval" in v for v in page.evaluate("window.__csp")), page.evaluate("window.__csp")
    # an injected inline handler is refused (and the escaping before it would not let one in)
    page.evaluate("""() => { const d = document.createElement('div');
        d.innerHTML = '<img src=x onerror="window.__pwned=1">'; document.body.appendChild(d); }""")
    page.wait_for_timeout(500)
    assert page.evaluate("window.__pwned === undefined")
    assert any(v.startswith("script-src") for v in page.evaluate("window.__csp"))


@pytest.mark.parametrize("name", games.names())
def test_every_screen_runs_under_the_policy(strict, server, name):
    page, problems = strict
    _ready(page, server.url + "#botdelay=0")
    page.click(f"[data-game={name}] >> text=New game")
    page.wait_for_selector("#setup-form")
    page.click("#start-game")
    page.wait_for_selector(f"[data-game-screen={name}]")
    for _ in range(6):                                   # a few moves (the game's styles, SVG, dialogs)
        page.wait_for_selector(".thinking", state="detached", timeout=60_000)
        target = page.locator(".game-area [data-act], .game-area [data-sel], #pass-ready").first
        if not target.count():
            break
        target.dispatch_event("click")
        page.wait_for_timeout(100)
    page.click("text=Game log")
    page.wait_for_selector("aside.log")
    page.click("text=Rules")
    page.wait_for_selector(".rules, [data-screen=rules], h2", state="attached")
    page.click("text=Deutsch")
    page.wait_for_timeout(300)
    assert page.evaluate("window.__csp") == []
    assert problems == []
