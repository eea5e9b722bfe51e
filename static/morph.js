// Pondside: update the page to new markup by changing only what differs ("morphing").
//
// static/main.py renders a whole screen as one HTML string.  Assigning it to innerHTML would rebuild
// every node, so the browser would restyle and lay out the whole board on each click and the keyboard
// focus would be lost.  pondsideMorph(root, html) parses the markup once, then walks old and new trees
// together: equal subtrees are left alone (isEqualNode is native and fast), changed attributes and
// text are patched in place, and only nodes of a different kind are replaced.  Focus stays where it was
// when the focused element survives.  Without this file, main.py falls back to innerHTML.
(() => {
  "use strict";
  const tpl = document.createElement("template");

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

  function morphChildren(parent, next) {
    let cur = parent.firstChild;
    let want = next.firstChild;
    while (want) {
      const following = want.nextSibling;
      if (!cur) {
        parent.appendChild(want);                      // moved out of the parsed tree
      } else if (cur.isEqualNode(want)) {
        cur = cur.nextSibling;
      } else if (following && cur.isEqualNode(following)) {
        // one node inserted before an unchanged one (a new tile, a new log line): insert it rather
        // than rewriting every later sibling into its neighbour
        parent.insertBefore(want, cur);
      } else if (cur.nextSibling && cur.nextSibling.isEqualNode(want)) {
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
    while (cur) {                                       // old nodes beyond the new list
      const next2 = cur.nextSibling;
      parent.removeChild(cur);
      cur = next2;
    }
  }

  window.pondsideMorph = (root, html) => {
    tpl.innerHTML = html;
    morphChildren(root, tpl.content);
    tpl.innerHTML = "";
  };
})();
