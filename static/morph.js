// Pondside: update the page to new markup by changing only what differs ("morphing"); and build a game's
// images while the page is idle (pondsideWarmArt, at the end).
//
// static/main.py renders a whole screen as one HTML string.  Assigning it to innerHTML would rebuild
// every node, so the browser would restyle and lay out the whole board on each click and the keyboard
// focus would be lost.  pondsideMorph(root, html) changes only the nodes that differ: equal subtrees are
// left alone, changed attributes and text are patched in place, and only nodes of a different kind are
// replaced.  Focus stays where it was when the focused element survives.  Without this file, main.py
// falls back to innerHTML.
//
// Most clicks change a few nodes of a screen of hundreds (a highlighted tile, a status line), so parsing
// the whole new screen to compare it would be most of the work.  The markup of the last render is kept
// with the root, and both strings are cut into a tree of positions by a small tag scanner (no DOM): a
// child whose markup is unchanged is skipped without parsing it, a changed element whose start tag is
// unchanged is descended into, and only the markup that really differs is parsed.  When the markup is
// anything the scanner does not follow exactly as the HTML parser would (tables, raw-text elements,
// comments, a <p> holding blocks), or the page's nodes no longer match the last markup, that part (or
// the whole screen) is parsed and compared node by node as before.  pondsideMorph(root, html, false)
// always does the whole-screen comparison (#morph=full, for the benchmark).
(() => {
  "use strict";
  const SVG = "http://www.w3.org/2000/svg";

  function syncAttributes(from, to) {
    const want = to.attributes;
    for (let i = 0; i < want.length; i++) {
      const a = want[i];
      if (a.namespaceURI) {
        if (from.getAttributeNS(a.namespaceURI, a.localName) !== a.value) from.setAttributeNS(a.namespaceURI, a.name, a.value);
      } else if (from.getAttribute(a.name) !== a.value) {
        from.setAttribute(a.name, a.value);
      }
    }
    const have = from.attributes;
    for (let i = have.length - 1; i >= 0; i--) {
      const a = have[i];
      if (a.namespaceURI ? !to.hasAttributeNS(a.namespaceURI, a.localName) : !to.hasAttribute(a.name)) {
        from.removeAttributeNode(a);
      }
    }
    // form state lives in properties, not attributes
    if (from.tagName === "INPUT") {
      if (from.checked !== to.checked) from.checked = to.checked;
      if (from.type !== "file" && from.value !== to.value && document.activeElement !== from) from.value = to.value;
    } else if (from.tagName === "SELECT" || from.tagName === "TEXTAREA") {
      if (from.value !== to.value && document.activeElement !== from) from.value = to.value;
    }
  }

  function sameKind(a, b) {
    return a.nodeType === b.nodeType && a.nodeName === b.nodeName && a.namespaceURI === b.namespaceURI;
  }

  // Morph parent's children from `cur` up to (not including) `stop` into next's children (which are moved).
  function morphChildren(parent, next, cur = parent.firstChild, stop = null) {
    let want = next.firstChild;
    while (want) {
      const following = want.nextSibling;
      if (cur === stop) {
        parent.insertBefore(want, stop);               // moved out of the parsed tree
      } else if (cur.isEqualNode(want)) {
        cur = cur.nextSibling;
      } else if (following && cur.isEqualNode(following)) {
        // one node inserted before an unchanged one (a new tile, a new log line): insert it rather
        // than rewriting every later sibling into its neighbour
        parent.insertBefore(want, cur);
      } else if (cur.nextSibling && cur.nextSibling !== stop && cur.nextSibling.isEqualNode(want)) {
        // one node removed before an unchanged one
        const gone = cur;
        cur = cur.nextSibling.nextSibling;
        parent.removeChild(gone);
      } else if (sameKind(cur, want)) {
        if (cur.nodeType === Node.ELEMENT_NODE) {
          syncAttributes(cur, want);
          morphChildren(cur, want);
        } else if (cur.nodeValue !== want.nodeValue) {
          cur.nodeValue = want.nodeValue;
        }
        cur = cur.nextSibling;
      } else {
        const old = cur;
        cur = cur.nextSibling;
        parent.replaceChild(want, old);
      }
      want = following;
    }
    while (cur !== stop) {                              // old nodes beyond the new list
      const next2 = cur.nextSibling;
      parent.removeChild(cur);
      cur = next2;
    }
  }

  // ---- the markup's tree of positions: {n: tag name (elements only), s: start, te: end of the start
  // tag, e: end, c: children}; null when the HTML parser might build something else from it
  const TAG = /<(\/?)([A-Za-z][^\s\/>]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;
  const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param",
                        "source", "track", "wbr"]);
  // elements whose insides the parser builds by rules of their own (raw text, implied table parts): the
  // scanner keeps each as one opaque node, re-parsed whole when its markup changes
  const OPAQUE = new Set(["table", "select", "textarea", "script", "style", "title", "pre", "listing", "xmp",
                          "iframe", "noembed", "noframes", "noscript", "template", "math", "plaintext"]);
  const RAW = new Set(["textarea", "script", "style", "title", "xmp", "iframe", "noembed", "noframes", "noscript"]);
  // tags that are only right inside one of those, or that the parser moves or closes by itself
  const SPECIAL = new Set(["tbody", "thead", "tfoot", "tr", "td", "th", "caption", "colgroup", "col", "option",
                           "optgroup", "frameset", "frame", "body", "html", "head", "image", "rb", "rt", "rp",
                           "rtc", "ruby", "nobr", "dd", "dt", "form"]);
  const CLOSES_P = /^(address|article|aside|blockquote|details|dialog|div|dl|fieldset|figcaption|figure|footer|form|h[1-6]|header|hgroup|hr|main|menu|nav|ol|p|pre|section|table|ul)$/;

  function scan(s) {
    const root = {c: [], s: 0, te: 0, e: s.length};
    const stack = [root];
    let svg = 0;                    // open <svg> elements: inside, tags are SVG's and "/>" closes
    let pos = 0;
    let m;
    TAG.lastIndex = 0;
    while ((m = TAG.exec(s)) !== null) {
      const top = stack[stack.length - 1];
      if (m.index > pos) {
        if (s.indexOf("<", pos) < m.index) return null;          // a comment, a stray "<"
        top.c.push({s: pos, e: m.index});
      }
      const name = m[2].toLowerCase();
      pos = TAG.lastIndex;
      if (m[1]) {                                                // an end tag
        if (top.n !== name || stack.length === 1) return null;
        top.e = pos;
        stack.pop();
        if (name === "svg") svg--;
        continue;
      }
      if (svg && name === "foreignobject") return null;            // HTML again inside
      if (!svg && SPECIAL.has(name)) return null;
      if (!svg && (name === "p" || name === "a" || name === "button" || name === "li")
          && stack.some(f => f.n === name)) return null;              // the parser would close the outer one
      if (!svg && top.n === "p" && CLOSES_P.test(name)) return null;
      const node = {n: name, s: m.index, te: pos, e: pos, c: []};
      top.c.push(node);
      if (!svg && OPAQUE.has(name)) {
        if (m[4] && !VOID.has(name)) return null;
        const re = new RegExp("<(/?)" + name + "(?=[\\s/>])", "gi");
        re.lastIndex = pos;
        let depth = 1, mm;
        while ((mm = re.exec(s)) !== null) {
          if (mm[1]) depth--;
          else if (!RAW.has(name)) depth++;
          if (!depth) break;
        }
        if (!mm) return null;
        const close = s.indexOf(">", re.lastIndex);
        if (close === -1) return null;
        node.e = close + 1;
        node.opaque = true;
        TAG.lastIndex = pos = node.e;
        continue;
      }
      if (svg || name === "svg") {
        if (m[4]) continue;                                      // <rect .../>
      } else if (VOID.has(name)) {
        continue;
      } else if (m[4]) {
        return null;                                             // "<div/>" opens a div in HTML
      }
      if (name === "svg") svg++;
      stack.push(node);
    }
    if (stack.length !== 1) return null;
    if (pos < s.length) {
      if (s.indexOf("<", pos) !== -1) return null;
      root.c.push({s: pos, e: s.length});
    }
    return root;
  }

  const CLASS = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)')/;
  function kindOf(str, x) {
    if (x.n === undefined) return "#text";
    const m = CLASS.exec(str.substring(x.s, x.te));
    return m ? x.n + "." + (m[1] !== undefined ? m[1] : m[2]) : x.n;
  }

  function same(os, o, ns, n) {
    return o.e - o.s === n.e - n.s && (o.n === n.n) && os.substring(o.s, o.e) === ns.substring(n.s, n.e);
  }

  // parse markup as children of `parent` (an SVG parent parses it inside <svg>); returns their container
  function parseIn(parent, markup) {
    const tpl = document.createElement("template");
    if (parent.namespaceURI === SVG) {
      tpl.innerHTML = "<svg>" + markup + "</svg>";
      return tpl.content.firstChild;
    }
    tpl.innerHTML = markup;
    return tpl.content;
  }

  function decode(text) {
    if (text.indexOf("&") === -1) return text;
    return parseIn(document.body, text).textContent;
  }

  // dom's children are the nodes of the old markup's node `o`; make them those of the new node `n`
  function patchChildren(dom, os, o, ns, n) {
    const oc = o.c, nc = n.c, kids = dom.childNodes;
    if (kids.length !== oc.length) return false;
    let a = 0;
    while (a < oc.length && a < nc.length && same(os, oc[a], ns, nc[a])) a++;
    let b = 0;
    while (b < oc.length - a && b < nc.length - a && same(os, oc[oc.length - 1 - b], ns, nc[nc.length - 1 - b])) b++;
    const om = oc.length - a - b, nm = nc.length - a - b;
    if (om === 0 && nm === 0) return true;
    const olds = [], news = nc.slice(a, a + nm);
    for (let i = 0; i < om; i++) olds.push(kids[a + i]);
    const stop = b ? kids[oc.length - b] : null;
    const full = (str, x) => str.substring(x.s, x.e);
    const head = (str, x) => x.n === undefined ? "#text" : str.substring(x.s, x.te);
    if (om === nm) {                                    // the same children, some changed: patch each
      let i = 0;
      while (i < om && head(os, oc[a + i]) === head(ns, news[i])) i++;
      if (i === om) {
        for (let j = 0; j < om; j++) patchNode(dom, olds[j], os, oc[a + j], ns, news[j]);
        return true;
      }
    }
    // children added, removed or changed in kind: keep the old children whose markup reappears (in
    // order); between those, pair old and new children with the same start tag (a panel that stays while
    // one appears before it) and patch them; what is left is patched in order, added or removed
    const fill = (p0, p1, q0, q1, before) => {            // positional: patch pairs, then remove / add
      const k = Math.min(p1 - p0, q1 - q0);
      for (let i = 0; i < k; i++) patchNode(dom, olds[p0 + i], os, oc[a + p0 + i], ns, news[q0 + i]);
      for (let i = p0 + k; i < p1; i++) dom.removeChild(olds[i]);
      if (q0 + k < q1) {
        const box = parseIn(dom, ns.substring(news[q0 + k].s, news[q1 - 1].e));
        while (box.firstChild) dom.insertBefore(box.firstChild, before);
      }
    };
    // children of one kind (tag name and class) are paired along the longest common run of kinds, so a
    // board whose tiles lose the buttons between them keeps each tile in place; whatever has no partner
    // is removed or parsed anew rather than rewritten into a node of another kind
    const replace = (p0, p1, q0, q1, before) => {       // remove old [p0, p1), parse new [q0, q1) in
      fill(p0, p1, q0, q0, before);
      fill(p1, p1, q0, q1, before);
    };
    const kindFill = (p0, p1, q0, q1, before) => {
      const n = p1 - p0, m = q1 - q0;
      if (!n || !m || n * m > 40000) return fill(p0, p1, q0, q1, before);
      const ko = [], kn = [];
      for (let i = 0; i < n; i++) ko.push(kindOf(os, oc[a + p0 + i]));
      for (let j = 0; j < m; j++) kn.push(kindOf(ns, news[q0 + j]));
      if (n === m && ko.every((k, i) => k === kn[i])) return fill(p0, p1, q0, q1, before);
      const W = m + 1, L = new Uint16Array((n + 1) * W);            // L[i][j]: common run of ko[i:], kn[j:]
      for (let i = n - 1; i >= 0; i--) {
        for (let j = m - 1; j >= 0; j--) {
          L[i * W + j] = ko[i] === kn[j] ? L[(i + 1) * W + j + 1] + 1 : Math.max(L[(i + 1) * W + j], L[i * W + j + 1]);
        }
      }
      let i = 0, j = 0, p = p0, q = q0;
      while (i < n && j < m) {
        if (ko[i] === kn[j]) {
          replace(p, p0 + i, q, q0 + j, olds[p0 + i]);
          patchNode(dom, olds[p0 + i], os, oc[a + p0 + i], ns, news[q0 + j]);
          p = p0 + ++i;
          q = q0 + ++j;
        } else if (L[(i + 1) * W + j] >= L[i * W + j + 1]) i++;
        else j++;
      }
      replace(p, p1, q, q1, before);
    };
    // anchors: children whose key occurs once among the old and once among the new ones, the longest
    // run of them in the same order (patience diff); `inner` does the stretches between anchors
    const align = (p0, p1, q0, q1, before, key, inner) => {
      const seen = new Map();                           // key -> [old index or -1 if repeated, new index]
      for (let i = p0; i < p1; i++) {
        const k = key(os, oc[a + i]);
        const e = seen.get(k);
        if (e) e[0] = -1; else seen.set(k, [i, -2]);
      }
      for (let j = q0; j < q1; j++) {
        const e = seen.get(key(ns, news[j]));
        if (e) e[1] = e[1] === -2 ? j : -1;
      }
      const pairs = [];
      for (const e of seen.values()) if (e[0] >= 0 && e[1] >= 0) pairs.push(e);
      pairs.sort((x, y) => x[1] - y[1]);
      const tails = [], prev = new Array(pairs.length);     // longest increasing run of old indices
      for (let t = 0; t < pairs.length; t++) {
        let lo = 0, hi = tails.length;
        while (lo < hi) { const mid = (lo + hi) >> 1; if (pairs[tails[mid]][0] < pairs[t][0]) lo = mid + 1; else hi = mid; }
        prev[t] = lo ? tails[lo - 1] : -1;
        tails[lo] = t;
      }
      const run = [];
      for (let t = tails.length ? tails[tails.length - 1] : -1; t !== -1; t = prev[t]) run.push(pairs[t]);
      run.reverse();
      let p = p0, q = q0;
      for (const [i, j] of run) {
        inner(p, i, q, j, olds[i]);
        if (key === head) patchNode(dom, olds[i], os, oc[a + i], ns, news[j]);
        p = i + 1;
        q = j + 1;
      }
      inner(p, p1, q, q1, before);
    };
    align(0, om, 0, nm, stop, full, (p0, p1, q0, q1, before) => {
      if (p0 === p1 || q0 === q1) fill(p0, p1, q0, q1, before);
      else align(p0, p1, q0, q1, before, head, kindFill);
    });
    return true;
  }

  // set an element's attributes to those of a start tag read here (no parse); false when the tag has
  // anything the parser would read differently (an unusual entity, a name it adjusts, form state)
  const ATTR = /\s([^\s"'>\/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const ENTITY = {amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0"};
  function unescapeAttr(v) {
    let ok = true;
    const out = v.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);?/g, (m, e) => {
      if (e[0] === "#") {
        const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        if (!m.endsWith(";") || !(code > 0 && code < 0xd800 || code > 0xdfff && code <= 0x10ffff) || code === 0x0d || code >= 0x80 && code <= 0x9f) ok = false;
        return ok ? String.fromCodePoint(code) : m;
      }
      if (!m.endsWith(";") || !(e in ENTITY)) { ok = false; return m; }
      return ENTITY[e];
    });
    return ok ? out : null;
  }
  // attribute names the parser spells differently in SVG (viewbox -> viewBox ...), and xlink:href & co.
  const SVG_ADJUSTED = new Set(("attributename attributetype basefrequency baseprofile calcmode clippathunits " +
    "diffuseconstant edgemode filterunits glyphref gradienttransform gradientunits kernelmatrix kernelunitlength " +
    "keypoints keysplines keytimes lengthadjust limitingconeangle markerheight markerunits markerwidth " +
    "maskcontentunits maskunits numoctaves pathlength patterncontentunits patterntransform patternunits pointsatx " +
    "pointsaty pointsatz preservealpha preserveaspectratio primitiveunits refx refy repeatcount repeatdur " +
    "requiredextensions requiredfeatures specularconstant specularexponent spreadmethod startoffset stddeviation " +
    "stitchtiles surfacescale systemlanguage tablevalues targetx targety textlength viewbox viewtarget " +
    "xchannelselector ychannelselector zoomandpan definitionurl").split(" "));
  function syncFromTag(node, tag) {
    if (node.tagName === "INPUT" || node.tagName === "SELECT" || node.tagName === "TEXTAREA") return false;
    const want = new Map();
    const end = tag.endsWith("/>") ? tag.length - 2 : tag.length - 1;
    const body = tag.substring(0, end);
    ATTR.lastIndex = body.search(/[\s]/);
    if (ATTR.lastIndex < 0) ATTR.lastIndex = body.length;
    let m;
    while ((m = ATTR.exec(body)) !== null) {
      const name = m[1];
      if (name !== name.toLowerCase() || name.indexOf(":") !== -1 || SVG_ADJUSTED.has(name)) return false;
      if (want.has(name)) continue;                                                    // the first one wins
      let v = m[2] !== undefined ? m[2] : m[3] !== undefined ? m[3] : m[4] !== undefined ? m[4] : "";
      if (v.indexOf("&") !== -1) {
        v = unescapeAttr(v);
        if (v === null) return false;
      }
      want.set(name, v);
    }
    for (const [name, v] of want) if (node.getAttribute(name) !== v) node.setAttribute(name, v);
    const have = node.attributes;
    for (let i = have.length - 1; i >= 0; i--) {
      const a = have[i];
      if (a.namespaceURI || !want.has(a.name)) node.removeAttributeNode(a);
    }
    return true;
  }

  function patchNode(parent, node, os, o, ns, n) {
    if (same(os, o, ns, n)) return;
    if (o.n === undefined && n.n === undefined && node.nodeType === Node.TEXT_NODE) {
      const text = decode(ns.substring(n.s, n.e));
      if (node.nodeValue !== text) node.nodeValue = text;
      return;
    }
    if (o.n === undefined || o.n !== n.n || node.nodeType !== Node.ELEMENT_NODE || node.nodeName.toLowerCase() !== n.n) {
      const box = parseIn(parent, ns.substring(n.s, n.e));
      parent.replaceChild(box.firstChild, node);
      return;
    }
    if (n.e - n.s < (o.e - o.s) / 4 && os.substring(o.s, o.te) !== ns.substring(n.s, n.te)) {
      // another, much smaller element in its place (a board giving way to the pass screen): build it anew
      parent.replaceChild(parseIn(parent, ns.substring(n.s, n.e)).firstChild, node);
      return;
    }
    if (o.opaque || n.opaque) {                                    // a table, a select ...: parse it whole
      const box = parseIn(parent, ns.substring(n.s, n.e)).firstChild;
      syncAttributes(node, box);
      morphChildren(node, box);
      return;
    }
    if (os.substring(o.s, o.te) !== ns.substring(n.s, n.te)) {      // the element's own attributes changed
      const tag = ns.substring(n.s, n.te);
      if (!syncFromTag(node, tag)) {
        const shell = parseIn(parent, tag + (n.te === n.e ? "" : "</" + n.n + ">")).firstChild;
        syncAttributes(node, shell);
      }
    }
    if (!patchChildren(node, os, o, ns, n)) {                      // the parser built it differently
      const box = parseIn(parent, ns.substring(n.s, n.e)).firstChild;
      syncAttributes(node, box);
      morphChildren(node, box);
    }
  }

  // A game's images (pondsideWarmArt(urls), from shell.game_art): an SVG image is a document of its own,
  // which the browser builds the first time its URL is shown (3–15 ms each, measured in Chromium), so the
  // click that first showed a tile or card design paid for it.  Each is built here instead, as many as fit
  // in each idle period after the game opens, and kept (an Image holding the URL keeps it in the memory cache, where
  // the page's <image> elements and CSS backgrounds of the same URL find it).
  const warmed = new Map();
  window.pondsideWarmArt = (urls) => {
    const todo = [...urls].filter(u => !warmed.has(u));
    const idle = window.requestIdleCallback || (f => setTimeout(() => f({timeRemaining: () => 10}), 50));
    const step = async (deadline) => {
      while (todo.length) {
        const u = todo.shift();
        if (!warmed.has(u)) {
          const img = new Image();
          img.src = u;
          warmed.set(u, img);
          await null;                 // after the image's own microtask, which builds it
        }
        if (deadline.timeRemaining() < 8) break;
      }
      if (todo.length) idle(step);
    };
    idle(step);
  };
  window.pondsideWarmed = () => warmed.size;

  window.pondsideMorph = (root, html, partial = true) => {
    const last = root.pondsideLast;
    root.pondsideLast = null;
    if (partial !== false && last && last.html === html && root.childNodes.length === last.tree.c.length) {
      root.pondsideLast = last;
      return;
    }
    const tree = partial === false ? null : scan(html);
    if (tree && last && patchChildren(root, last.html, last.tree, html, tree)) {
      root.pondsideLast = {html, tree};
      return;
    }
    const tpl = document.createElement("template");
    tpl.innerHTML = html;
    morphChildren(root, tpl.content);
    if (tree) root.pondsideLast = {html, tree};
  };
})();
