// A row that scrolls sideways says so: a fade and an arrow at each edge that has more beyond it (the
// arrow scrolls by most of a view), and the row keeps its place across the re-renders of a table.
// Used by the shell's game modules (the hand, a row of boards); DOM built with el(), never HTML.

import { el } from "./dom.js";

/** Wrap `row` (an element that scrolls on x) with its cues. `memory`: a Map the table keeps, where
 *  the row's scroll position is kept under `key` (restored by keepScroll after the row is in the page). */
export function scrollCue(row, memory, key) {
  const arrow = (side, text) => {
    const node = el("button", { type: "button", class: `scroll-more ${side}`, tabIndex: -1, text,
      attrs: { "aria-hidden": "true" } });
    node.addEventListener("click", () => row.scrollBy({ left: (side === "before" ? -0.8 : 0.8) * row.clientWidth, behavior: "smooth" }));
    return node;
  };
  const box = el("div", { class: "scroll-cue" }, arrow("before", "‹"), row, arrow("after", "›"));
  row.dataset.scrollKey = key;
  row.addEventListener("scroll", () => {
    memory.set(key, row.scrollLeft);
    markEdges(box, row);
  }, { passive: true });
  return box;
}

function markEdges(box, row) {
  const most = row.scrollWidth - row.clientWidth;
  box.classList.toggle("more-before", row.scrollLeft > 2);
  box.classList.toggle("more-after", row.scrollLeft < most - 2);
}

/** After a render: each row under `root` goes back to where it was scrolled, and its edges are marked. */
export function keepScroll(root, memory) {
  for (const row of root.querySelectorAll(".scroll-cue > [data-scroll-key]")) {
    const left = memory.get(row.dataset.scrollKey);
    if (left) row.scrollLeft = left;
    markEdges(row.parentNode, row);
    requestAnimationFrame(() => markEdges(row.parentNode, row)); // (once the page's layout has settled)
  }
}
