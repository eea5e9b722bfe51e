"""static/morph.js: patching the page from the last render's markup gives the same nodes as parsing the
new markup afresh, for every game's screens (random clicks) and for markup the tag scanner must leave to
the parser (tables, a <p> holding a block, entities, SVG, insertions and removals)."""
from __future__ import annotations

import pytest

from conftest import wait_ready

GAMES = ["kohaku", "bigpond", "kokonana", "koikoi", "koi"]

# random clicks as bench/run.py's CLICK_JS makes them; after each, once the pieces have landed, #app must
# equal a fresh parse of the markup the page rendered (a flight leaves no style behind) (isEqualNode: same nodes, attributes and text), and a click that changed a
# small part must not have parsed the whole screen
CHECK_JS = """async (n) => {
  const root = document.getElementById('app');
  const fresh = (html) => { const d = root.cloneNode(false); const t = document.createElement('template');
                            t.innerHTML = html; d.append(t.content); return d; };
  // the first node that differs, and how (so a failure names what a flight or a patch left behind)
  const where = (a, b, path) => {
    if (a.nodeName !== b.nodeName) return path + ': ' + a.nodeName + ' vs ' + b.nodeName;
    if (a.nodeType === 3) return a.data === b.data ? null : path + ': text ' + JSON.stringify(a.data.slice(0, 60));
    if (a.nodeType === 1) {
      const at = (n) => [...n.attributes].map(x => x.name + '=' + x.value).sort().join(' ');
      if (at(a) !== at(b)) return path + ': [' + at(a).slice(0, 200) + '] vs [' + at(b).slice(0, 200) + ']';
    }
    if (a.childNodes.length !== b.childNodes.length) return path + ': ' + a.childNodes.length + ' vs ' + b.childNodes.length + ' children';
    for (let k = 0; k < a.childNodes.length; k++) {
      const r = where(a.childNodes[k], b.childNodes[k], path + '>' + a.childNodes[k].nodeName.toLowerCase());
      if (r) return r;
    }
    return null;
  };
  let seed = 777, bad = [], partial = 0, clicks = 0;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < n * 3 && clicks < n; i++) {
    const pass = document.querySelector('#pass-ready');
    const els = pass ? [pass] : [...root.querySelectorAll('[data-act], [data-sel]')].filter(e => !e.disabled);
    if (!els.length) break;
    els[Math.floor(rnd() * els.length)].dispatchEvent(new MouseEvent('click', {bubbles: true}));
    clicks++;
    // pieces fly after a render; once they land the page must again be exactly its markup
    for (let t = 0; t < 300 && window.pondsideSettled && !pondsideSettled(); t++) await new Promise(r => setTimeout(r, 20));
    const last = root.pondsideLast;
    if (!last) { bad.push('no markup kept after click ' + i); continue; }
    const want = fresh(last.html);
    if (!root.isEqualNode(want)) bad.push('differs after click ' + i + ': ' + where(root, want, 'app'));
    partial++;
    await new Promise(r => setTimeout(r, 0));
  }
  return {bad, partial, clicks};
}"""


@pytest.mark.parametrize("name", GAMES)
def test_patched_screen_equals_a_fresh_parse(page, server, name):
    page.goto(server.url + f"#embed=1&new={name}&seed=5&n=2")
    wait_ready(page)
    r = page.evaluate(CHECK_JS, 40)
    assert r["clicks"] >= 20, r
    assert r["bad"] == [], r
    assert r["partial"] == r["clicks"]


# markup pairs: each step morphs a scratch root from the previous markup to the next one
STEPS = [
    '<div class="a"><p>one &amp; two</p><svg viewBox="0 0 10 10"><g class="t"><rect x="1"/><text>A</text></g></svg></div>',
    '<div class="a"><p>one &amp; three</p><svg viewBox="0 0 10 10"><g class="t sel"><rect x="1"/><text>B&lt;</text></g></svg></div>',
    '<div class="a"><p>one &amp; three</p><svg viewBox="0 0 10 10"><g class="t sel"><rect x="2"/><circle r="1"/><text>B&lt;</text></g></svg><span>x</span></div>',
    '<div class="b"><svg viewBox="0 0 10 10"><g class="t"><text>B</text></g></svg><span>x</span> <em>y</em></div>',
    '<table class="scores"><caption>S</caption><tr><td>a</td><td>1</td></tr></table><div>z</div>',
    '<table class="scores"><caption>S</caption><tr><td>a</td><td>2</td></tr></table><div>z</div>',
    '<p>open<div>block in p</div></p><ul><li>a<li>b</ul>',
    '<p>open<div>block</div></p><ul><li>a</li><li>c</li></ul><!-- note --><br>',
    '<section data-x="&quot;q&quot;"><button type="button" aria-label="A &gt; B">go</button><input type="checkbox" checked></section>',
    '<section data-x="&quot;r&quot;"><button type="button" aria-label="A &gt; C">go</button><input type="checkbox"></section>',
    'text only',
    '<div>a</div>text<div>b</div>',
    '<div>a</div><div>new</div>text<div>b</div>',
    '<div>a</div>text<div>b</div>',
    '',
    '<svg><g><g><rect/></g><g/></g></svg><div/>after',
    '<svg><g><g><rect/><rect/></g><g/></g></svg><div/>after2',
    # start tags that change alone: read without a parse, or (unusual entity, adjusted name) parsed
    '<div class="k" data-a="x &#39;1&#39;" title="a&amp;b"><svg viewBox="0 0 5 5"><g class="t" data-sel="{&quot;a&quot;:1}"><rect x="1"/></g></svg></div>',
    '<div class="k sel" data-a="x &#x27;2&#x27;" title="&copy; b"><svg viewBox="0 0 6 6"><g class="t" data-sel="{&quot;a&quot;:2}" role="button"><rect x="2"/></g></svg></div>',
    '<div class="k" hidden data-a=plain><svg viewBox="0 0 6 6"><g data-sel="{&quot;a&quot;:2}" role=button><rect x="2" y="3"/></g></svg></div>',
    '<div class="k" data-a="amp &amp copy"><svg viewBox="0 0 6 6"><g data-sel="{}"><rect x="2" y="3"/></g></svg></div>',
    # children of two kinds interleaved, then one kind gone and the others' start tags changed
    '<svg>' + ''.join(f'<g class="tile" transform="translate({i},0)" aria-hidden="true"><rect x="{i}"/></g>'
                      f'<g class="hit" role="button" data-sel="{i}"><rect/></g>' for i in range(4)) + '</svg>',
    '<svg>' + ''.join(f'<g class="tile" transform="translate({i},0)" role="img"><title>T{i}</title><rect x="{i}"/></g>'
                      for i in range(4)) + '<text>end</text></svg>',
]

STEPS_JS = """(steps) => {
  const root = document.createElement('div');
  document.body.appendChild(root);
  const out = [];
  for (const html of steps) {
    window.pondsideMorph(root, html);
    const d = root.cloneNode(false); const t = document.createElement('template');
    t.innerHTML = html; d.append(t.content);
    out.push(root.isEqualNode(d));
  }
  // the same steps backwards, and every pair in both directions
  for (let i = 0; i < steps.length; i++) for (let j = 0; j < steps.length; j++) {
    window.pondsideMorph(root, steps[i]); window.pondsideMorph(root, steps[j]);
    const d = root.cloneNode(false); const t = document.createElement('template');
    t.innerHTML = steps[j]; d.append(t.content);
    if (!root.isEqualNode(d)) out.push('pair ' + i + ' -> ' + j);
  }
  root.remove();
  return out;
}"""


def test_morph_of_tricky_markup_equals_a_fresh_parse(page, server):
    page.goto(server.url)
    wait_ready(page)
    out = page.evaluate(STEPS_JS, STEPS)
    assert out[:len(STEPS)] == [True] * len(STEPS), out
    assert out[len(STEPS):] == [], out


FOCUS_JS = """() => {
  const root = document.createElement('div');
  document.body.appendChild(root);
  const a = '<div class="status">Turn 1</div><div class="board"><button type="button" id="keep">k</button><button type="button">x</button></div>';
  window.pondsideMorph(root, a);
  const keep = root.querySelector('#keep');
  keep.focus();
  const parsedBefore = root.pondsideLast;
  window.pondsideMorph(root, a.replace('Turn 1', 'Turn 2'));
  const ok = document.activeElement === keep && root.querySelector('#keep') === keep
             && root.querySelector('.status').textContent === 'Turn 2' && root.pondsideLast !== parsedBefore;
  root.remove();
  return ok;
}"""


def test_an_unchanged_part_keeps_its_nodes_and_focus(page, server):
    page.goto(server.url)
    wait_ready(page)
    assert page.evaluate(FOCUS_JS) is True


KIND_JS = """() => {
  const root = document.createElement('div');
  document.body.appendChild(root);
  const tile = (i, tag) => `<g class="tile" transform="translate(${i},0)" ${tag}><rect x="${i}"/></g>`;
  const a = '<p>Take two</p><svg>' + [0, 1, 2, 3].map(i => tile(i, 'aria-hidden="true"')
            + `<g class="hit" role="button" data-sel="${i}"><rect/></g>`).join('') + '</svg>';
  const b = '<p>Place</p><svg>' + [0, 1, 2, 3].map(i => tile(i, `role="img" aria-label="T${i}"`)).join('')
            + '<g class="hit" role="button" data-sel="9"><rect/></g></svg>';
  window.pondsideMorph(root, a);
  const tiles = [...root.querySelectorAll('g.tile')], rects = tiles.map(t => t.firstChild);
  window.pondsideMorph(root, b);
  const after = [...root.querySelectorAll('g.tile')];
  const d = root.cloneNode(false); const t = document.createElement('template'); t.innerHTML = b; d.append(t.content);
  const out = {equal: root.isEqualNode(d), kept: after.every((x, i) => x === tiles[i] && x.firstChild === rects[i]),
               tiles: after.length};
  root.remove();
  return out;
}"""


def test_children_of_one_kind_keep_their_nodes_when_others_between_them_go(page, server):
    """A board whose tiles lose the buttons between them (Kōhaku after a take): each tile is patched in
    place, not rewritten into the button beside it."""
    page.goto(server.url)
    wait_ready(page)
    assert page.evaluate(KIND_JS) == {"equal": True, "kept": True, "tiles": 4}


SEARCH_JS = """async (n) => {
  let searches = 0;
  const orig = XPathEvaluator.prototype.createExpression;
  XPathEvaluator.prototype.createExpression = function (...a) { searches++; return orig.apply(this, a); };
  let seed = 99, clicks = 0, added = 0;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const mo = new MutationObserver(rs => { for (const r of rs) added += r.addedNodes.length; });
  mo.observe(document.getElementById('app'), {childList: true, subtree: true});
  for (let i = 0; i < n * 3 && clicks < n; i++) {
    const pass = document.querySelector('#pass-ready');
    const els = pass ? [pass] : [...document.querySelectorAll('#app [data-act], #app [data-sel]')].filter(e => !e.disabled);
    if (!els.length) break;
    els[Math.floor(rnd() * els.length)].dispatchEvent(new MouseEvent('click', {bubbles: true}));
    clicks++;
    await new Promise(r => setTimeout(r, 0));
  }
  mo.disconnect();
  XPathEvaluator.prototype.createExpression = orig;
  return {searches, clicks, added};
}"""


def test_the_nodes_a_click_adds_are_not_searched_by_pyscript(page, server):
    """tools/patch_pyscript.py: PyScript no longer observes the document, so the nodes each click adds
    are not searched (an XPath per added subtree) for `py-*` attributes the app never uses."""
    page.goto(server.url + "#embed=1&new=bigpond&seed=5&n=2")
    wait_ready(page)
    r = page.evaluate(SEARCH_JS, 30)
    assert r["clicks"] >= 20 and r["added"] > 50, r     # the clicks did add nodes
    assert r["searches"] == 0, r


@pytest.mark.parametrize("name", ["bigpond"])     # (Koi-Koi's cards are symbols: no images)
def test_a_games_images_are_built_while_the_page_is_idle(page, server, name):
    """morph.js's pondsideWarmArt: after the game opens, every image of assets.game_art is built (an SVG image
    is a document of its own; the click that first showed a design used to pay 3-15 ms for it)."""
    from pondside.app import assets
    want = len(assets.game_art(name))
    page.goto(server.url + f"#embed=1&new={name}&seed=5&n=2")
    wait_ready(page)
    page.wait_for_function(f"window.pondsideWarmed() === {want}", timeout=20_000)
    # the images on the board are among them: no URL the page shows is missing from the warmed set
    shown = page.evaluate("""() => [...document.querySelectorAll('#app image')].map(i => i.getAttribute('href'))""")
    assert set(shown) <= set(assets.game_art(name))
