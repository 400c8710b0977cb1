// Small DOM helpers shared by the shell and the game modules. They build nodes, never HTML:
// every text (player names, save files, links, engine text) goes in through textContent.

/** @typedef {import("./types").Child} Child */

/** el("button", {class, text, title, data: {k: v}, attrs: {k: v}}, ...children): DOM, never HTML.
 *  @template {keyof HTMLElementTagNameMap} K
 *  @param {K} tag
 *  @param {Record<string, any>} [props] a field of the element, or class/text/data/attrs (any: each
 *    key takes the type of the element's own field)
 *  @param {...Child} children
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
    else /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (node))[k] = v;
  }
  for (const child of /** @type {unknown[]} */ (children).flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** Replace `node`'s children (null/false children are skipped, unlike replaceChildren).
 *  @template {Element} N
 *  @param {N} node
 *  @param {...Child} children
 *  @returns {N} */
export function fill(node, ...children) {
  node.replaceChildren(.../** @type {(Node | string)[]} */ (/** @type {unknown[]} */ (children).flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false)));
  return node;
}

/** Show `node` when `show`, else hide it and empty it (a hidden part keeps nothing stale); returns `show`.
 *  @template T
 *  @param {HTMLElement} node
 *  @param {T} show
 *  @returns {T} */
export function showOrClear(node, show) {
  node.hidden = !show;
  if (!show) fill(node);
  return show;
}

/** @param {Child} label @param {Record<string, any>} [props] (as el's) */
export const button = (label, props = {}) => el("button", { type: "button", ...props }, label);

/** A stable key for an action object (field order does not matter).
 *  @param {Record<string, unknown>} a */
export const actionKey = (a) => JSON.stringify(Object.keys(a).sort().map((k) => [k, a[k]]));

/** "text" -> "text." (engine reasons come without a final stop).
 *  @param {unknown} text */
export const sentence = (text) => {
  const s = String(text ?? "").trim();
  return s && !/[.!?…)]$/.test(s) ? `${s}.` : s;
};

/** @param {number} n */
export const signed = (n) => (n > 0 ? `+${n}` : String(n));
