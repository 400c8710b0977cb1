// A row of buttons that is one Tab stop (the hand of cards): Left and Right move the focus between
// its buttons, Home and End to the first and the last; Tab leaves the row, so what follows it (End
// turn) is one Tab away. The toolbar pattern of WAI-ARIA's practices ("roving tabindex").
// Used by the games' page modules; the row is rebuilt at each render, its place is kept in `memory`.

/** @type {Record<string, number>} */
const MOVES = { ArrowLeft: -1, ArrowRight: 1 };

/** Make `row` one Tab stop: its Tab stop is the button focused last in it (kept in `memory` under
 *  `key`, by the button's data-key), else the first legal one, else the first. Returns `row`.
 *  @template {HTMLElement} R
 *  @param {R} row
 *  @param {Map<string, string | undefined>} memory
 *  @param {string} key
 *  @returns {R} */
export function rovingRow(row, memory, key) {
  const buttons = () => [...row.querySelectorAll("button")];
  const all = buttons();
  const kept = memory.get(key);
  const stop = all.find((node) => kept && node.dataset.key === kept) ?? all.find((node) => node.matches("[data-legal]")) ?? all[0];
  for (const node of all) node.tabIndex = node === stop ? 0 : -1;
  row.addEventListener("focusin", (event) => {
    const focused = /** @type {Element} */ (event.target).closest("button");
    if (!focused) return;
    for (const node of buttons()) node.tabIndex = node === focused ? 0 : -1;
    memory.set(key, focused.dataset.key);
  });
  row.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const list = buttons();
    const at = list.indexOf(/** @type {HTMLButtonElement} */ (/** @type {Element} */ (event.target).closest?.("button")));
    if (at < 0) return;
    const to = event.key === "Home" ? 0 : event.key === "End" ? list.length - 1
      : Object.hasOwn(MOVES, event.key) ? Math.min(list.length - 1, Math.max(0, at + MOVES[event.key])) : null;
    if (to === null) return;
    event.preventDefault(); // (the page does not scroll, a replay does not step)
    list[to].focus();
  });
  return row;
}

/** @type {Record<string, number>} */
const STEPS = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/** The arrow keys walk the controls of the choice at hand (those in `root` matching `selector`: the
 *  legal places for a card, the prey of a hunt, the feeding moves), in the page's order, as in a
 *  board game's app: Left/Up to the one before, Right/Down to the one after, Home/End to the first
 *  and the last; Enter or Space chooses (the buttons' own keys). A row that handles its own arrows
 *  (the hand, rovingRow) is left to them. Returns `root`.
 *  @template {HTMLElement} R @param {R} root @param {string} selector @returns {R} */
export function arrowGroup(root, selector) {
  root.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const from = /** @type {Element} */ (event.target);
    if (!(from instanceof HTMLElement) || !from.matches(selector)) return;
    const list = /** @type {HTMLElement[]} */ ([...root.querySelectorAll(selector)])
      .filter((node) => node.getClientRects().length > 0 && !node.matches(":disabled"));
    const at = list.indexOf(from);
    if (at < 0) return;
    const to = event.key === "Home" ? 0 : event.key === "End" ? list.length - 1
      : Object.hasOwn(STEPS, event.key) ? Math.min(list.length - 1, Math.max(0, at + STEPS[event.key])) : null;
    if (to === null) return;
    event.preventDefault(); // (a row does not scroll sideways under it; the focus brings the place into view)
    list[to].focus();
  });
  return root;
}
