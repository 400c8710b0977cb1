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

/** A list that scrolls up and down (the log) shows whole lines only: a line cut by its top or its
 *  bottom edge is masked out (web/shell.css .whole-lines; still there for a screen reader) until it
 *  is scrolled into view. Marked again on each scroll and resize (and by markWholeLines once its
 *  lines change). Returns `list`. */
export function wholeLines(list) {
  list.classList.add("whole-lines");
  list.addEventListener("scroll", () => markWholeLines(list), { passive: true });
  new ResizeObserver(() => markWholeLines(list)).observe(list);
  return list;
}

/** Where `list` (see wholeLines) cuts a line: the mask's bands at its top and bottom, in px. */
export function markWholeLines(list) {
  const top = list.getBoundingClientRect().top + list.clientTop;
  const bottom = top + list.clientHeight;
  let cutTop = 0;
  let cutBottom = 0;
  for (const line of list.children) {
    const box = line.getBoundingClientRect();
    if (box.top < top - 0.5 && box.bottom > top + 0.5) cutTop = box.bottom - top;
    if (box.top < bottom - 0.5 && box.bottom > bottom + 0.5) cutBottom = bottom - box.top;
  }
  if (cutTop + cutBottom >= list.clientHeight) cutTop = cutBottom = 0; // one line taller than the list: shown cut
  list.style.setProperty("--cut-top", `${Math.ceil(cutTop)}px`);
  list.style.setProperty("--cut-bottom", `${Math.ceil(cutBottom)}px`);
  list.style.setProperty("--bar", `${list.offsetWidth - list.clientWidth - 2 * list.clientLeft}px`); // its scroll bar
}
