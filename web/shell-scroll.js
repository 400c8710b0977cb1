// A row that scrolls sideways says so: an arrow at each of its ends, in a gutter of its own beside the
// row (playtest 9b: arrows laid over the row covered the edges of its cards), lit where there is more
// beyond (it scrolls by most of a view); the row keeps its place across the re-renders of a table.
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
  const before = row.scrollLeft > 2;
  const after = row.scrollLeft < most - 2;
  box.classList.toggle("scrolls", before || after); // (the gutters: web/shell.css .scroll-cue.scrolls)
  box.classList.toggle("more-before", before);
  box.classList.toggle("more-after", after);
  box.firstChild.disabled = !before;
  box.lastChild.disabled = !after;
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

/** A list that scrolls up and down (the log) shows whole lines only, and no blank band: it snaps to
 *  the start of a line (web/shell.css .whole-lines) and is as tall as the whole lines from its top one
 *  that fit its room (its max-height); scrolled to its end, as the last lines that fit. Fitted again
 *  when a scroll ends, on a resize, and by fitWholeLines once its lines change. Returns `list` (which
 *  has no vertical padding). */
export function wholeLines(list) {
  list.classList.add("whole-lines");
  const fit = () => fitWholeLines(list);
  if ("onscrollend" in window) list.addEventListener("scrollend", fit);
  else { // (a browser without the event: once the scroll has rested)
    let rest = null;
    list.addEventListener("scroll", () => { clearTimeout(rest); rest = setTimeout(fit, 150); }, { passive: true });
  }
  new ResizeObserver(fit).observe(list);
  return list;
}

// The room of each list may follow the screen's height (max-height in vh): fitted again on a resize.
addEventListener("resize", () => document.querySelectorAll(".whole-lines").forEach(fitWholeLines));

/** Size `list` (see wholeLines) to its whole lines from the one at its top (or its last ones). */
export function fitWholeLines(list) {
  if (!list.getClientRects().length) return; // (not drawn: a closed details)
  const borders = list.offsetHeight - list.clientHeight;
  const room = parseFloat(getComputedStyle(list).maxHeight) - borders; // the most it may show (NaN: no limit)
  const origin = list.getBoundingClientRect().top + list.clientTop - list.scrollTop; // (the lines' place in its content)
  const tops = [];
  const bottoms = [];
  for (const line of list.children) {
    const box = line.getBoundingClientRect();
    tops.push(box.top - origin);
    bottoms.push(box.bottom - origin);
  }
  const last = tops.length - 1;
  if (last < 0 || !(bottoms[last] > room)) { // every line fits (or no room is set): its own height
    list.style.removeProperty("height");
    return;
  }
  let first = tops.findIndex((top) => bottoms[last] - top <= room + 0.5); // the first of the last lines that fit
  if (first < 0) first = last; // (one last line taller than the room)
  const atEnd = list.scrollTop >= list.scrollHeight - list.clientHeight - 1;
  const at = tops.findIndex((top) => top >= list.scrollTop - 1); // the line the list has snapped to
  const top = atEnd || at < 0 ? first : Math.min(at, first); // (the end in view: as many lines above it as fit)
  let bottom = top;
  while (bottom < last && bottoms[bottom + 1] - tops[top] <= room + 0.5) bottom++;
  const height = Math.min(room, bottoms[bottom] - tops[top]); // (one line taller than the room: cut)
  const want = `${height + borders}px`;
  if (list.style.height !== want) list.style.height = want;
  if (Math.abs(list.scrollTop - tops[top]) >= 1) list.scrollTop = tops[top];
}
