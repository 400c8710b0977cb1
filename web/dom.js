// Small DOM helpers shared by the shell and the game modules. They build nodes, never HTML:
// every text (player names, save files, links, engine text) goes in through textContent.

/** el("button", {class, text, title, data: {k: v}, attrs: {k: v}}, ...children): DOM, never HTML.
 *  @template {keyof HTMLElementTagNameMap} K
 *  @param {K} tag
 *  @param {Record<string, any>} [props]
 *  @param {...any} children
 *  @returns {HTMLElementTagNameMap[K]} */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k === "data") for (const [dk, dv] of Object.entries(v)) node.dataset[dk] = dv;
    else if (k === "attrs") for (const [ak, av] of Object.entries(v)) {
      if (ak === "style") node.style.cssText = av; // the CSSOM: the page's CSP refuses style attributes
      else node.setAttribute(ak, av);
    }
    else node[k] = v;
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** Replace `node`'s children (null/false children are skipped, unlike replaceChildren). */
export function fill(node, ...children) {
  node.replaceChildren(...children.flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false));
  return node;
}

/** Show `node` when `show`, else hide it and empty it (a hidden part keeps nothing stale); returns `show`. */
export function showOrClear(node, show) {
  node.hidden = !show;
  if (!show) fill(node);
  return show;
}

export const button = (label, props = {}) => el("button", { type: "button", ...props }, label);

/** A stable key for an action object (field order does not matter). */
export const actionKey = (a) => JSON.stringify(Object.keys(a).sort().map((k) => [k, a[k]]));

/** "text" -> "text." (engine reasons come without a final stop). */
export const sentence = (text) => {
  const s = String(text ?? "").trim();
  return s && !/[.!?…)]$/.test(s) ? `${s}.` : s;
};

export const signed = (n) => (n > 0 ? `+${n}` : String(n));
