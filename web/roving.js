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
