// A row that scrolls sideways says so: an arrow at each of its ends, in a gutter of its own beside the
// row (arrows laid over the row covered the edges of its cards), lit where there is more
// beyond (it scrolls by most of a view); the row keeps its place across the re-renders of a table.
// Used by the shell's game modules (the hand, a row of boards); DOM built with el(), never HTML.

import { el } from "./dom.js";

/** Wrap `row` (an element that scrolls on x) with its cues. `memory`: a Map the table keeps, where
 *  the row's scroll position is kept under `key` (restored by keepScroll after the row is in the page).
 *  @param {HTMLElement} row @param {Map<string, number>} memory @param {string} key */
export function scrollCue(row, memory, key) {
  /** @param {string} side @param {string} text */
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

/** @param {HTMLElement} box @param {HTMLElement} row */
function markEdges(box, row) {
  const most = row.scrollWidth - row.clientWidth;
  const before = row.scrollLeft > 2;
  const after = row.scrollLeft < most - 2;
  box.classList.toggle("scrolls", before || after); // (the gutters: web/shell.css .scroll-cue.scrolls)
  box.classList.toggle("more-before", before);
  box.classList.toggle("more-after", after);
  /** @type {HTMLButtonElement} */ (box.firstChild).disabled = !before;
  /** @type {HTMLButtonElement} */ (box.lastChild).disabled = !after;
}

/** After a render: each row under `root` goes back to where it was scrolled, and its edges are marked.
 *  @param {ParentNode} root @param {Map<string, number>} memory */
export function keepScroll(root, memory) {
  for (const row of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll(".scroll-cue > [data-scroll-key]"))) {
    const left = memory.get(/** @type {string} */ (row.dataset.scrollKey));
    if (left) row.scrollLeft = left;
    markEdges(/** @type {HTMLElement} */ (row.parentNode), row);
    requestAnimationFrame(() => markEdges(/** @type {HTMLElement} */ (row.parentNode), row)); // (once the page's layout has settled)
  }
}

/** A list that scrolls up and down (the log) shows whole lines only, and no blank band, and keeps one
 *  height as it scrolls: it snaps to the start of a line (web/shell.css .whole-lines) and shows the
 *  whole lines from its top one that fit its room (its max-height); scrolled to its end, the last lines
 *  that fit. Its lines are of different heights (a move may take a line or three): the room they leave
 *  goes between them, never at an edge (its height followed the lines in view before, so what lay under
 *  it moved by up to a line at each scroll). Fitted again when the reader's scroll ends; on a resize
 *  (its lines rewrap) it keeps its place: the same line at its top, or its end. fitWholeLines fits it
 *  once its lines change. Returns `list` (which has no vertical padding).
 *  @template {HTMLElement} L @param {L} list @returns {L} */
export function wholeLines(list) {
  list.classList.add("whole-lines");
  const scrolled = () => { // (the end of the list's own scroll is not the reader's: its place is kept)
    const kept = fitted.get(list);
    const own = kept?.moved;
    if (own) kept.moved = false;
    fitWholeLines(list, own ? "kept" : "scroll");
  };
  if ("onscrollend" in window) list.addEventListener("scrollend", scrolled);
  else { // (a browser without the event: once the scroll has rested)
    /** @type {number | null} */
    let rest = null;
    list.addEventListener("scroll", () => { clearTimeout(/** @type {number | undefined} */ (rest)); rest = setTimeout(scrolled, 150); }, { passive: true });
  }
  new ResizeObserver(() => fitWholeLines(list)).observe(list);
  return list;
}

// The room of each list may follow the screen's height (max-height in vh): fitted again on a resize.
addEventListener("resize", () => /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(".whole-lines")).forEach((list) => fitWholeLines(list)));

/** @type {WeakMap<HTMLElement, {line: Element, atEnd: boolean, moved: boolean}>} */
const fitted = new WeakMap(); // list -> its last fit: {line: at its top, atEnd, moved: it scrolled the list}

/** The top and bottom of each of `list`'s lines in its content (CSS px).
 *  @param {HTMLElement} list */
function lineBoxes(list) {
  const origin = list.getBoundingClientRect().top + list.clientTop - list.scrollTop;
  return [...list.children].map((line) => {
    const box = line.getBoundingClientRect();
    return { top: box.top - origin, bottom: box.bottom - origin };
  });
}

/** Size `list` (see wholeLines) to its room, its whole lines from the one at its top, or its last ones.
 *  `place`: "kept" the line at its top since its last fit (or its end, if it was there); "scroll" the
 *  line its scroll has snapped to; "end" its last lines.
 *  @param {HTMLElement} list @param {"kept" | "scroll" | "end"} [place] */
export function fitWholeLines(list, place = "kept") {
  if (!list.getClientRects().length) return; // (not drawn: a closed details)
  const borders = list.offsetHeight - list.clientHeight;
  const room = parseFloat(getComputedStyle(list).maxHeight) - borders; // the most it may show (NaN: no limit)
  const kept = fitted.get(list);
  const keptAt = place === "kept" && kept ? [...list.children].indexOf(kept.line) : -1; // (-1: none, or that line is gone)
  const atEnd = place === "end" || (keptAt >= 0 ? /** @type {{atEnd: boolean}} */ (kept).atEnd : list.scrollTop >= list.scrollHeight - list.clientHeight - 1);
  const at = keptAt >= 0 ? keptAt : lineBoxes(list).findIndex((line) => line.top >= list.scrollTop - 1);
  for (const line of /** @type {HTMLCollectionOf<HTMLElement>} */ (list.children)) if (line.style.marginTop) line.style.removeProperty("margin-top"); // (the room left before)
  const lines = lineBoxes(list);
  const last = lines.length - 1;
  if (last < 0 || !(lines[last].bottom > room)) { // every line fits (or no room is set): its own height
    list.style.removeProperty("height");
    return;
  }
  let first = lines.findIndex((line) => lines[last].bottom - line.top <= room + 0.5); // the first of the last lines that fit
  if (first < 0) first = last; // (one last line taller than the room)
  const top = atEnd || at < 0 ? first : Math.min(at, first); // (the end in view: as many lines above it as fit)
  let bottom = top;
  while (bottom < last && lines[bottom + 1].bottom - lines[top].top <= room + 0.5) bottom++;
  const shown = lines[bottom].bottom - lines[top].top;
  const spare = bottom > top ? (room - shown) / (bottom - top) : 0; // (one line in view: the box is as tall as it)
  if (spare > 0.01) for (let k = top + 1; k <= bottom; k++) /** @type {HTMLElement} */ (list.children[k]).style.marginTop = `${spare}px`;
  const want = `${(bottom > top ? room : Math.min(room, shown)) + borders}px`; // (one line taller than the room: cut)
  if (list.style.height !== want) list.style.height = want;
  const from = list.scrollTop;
  if (Math.abs(from - lines[top].top) >= 1) list.scrollTop = lines[top].top;
  fitted.set(list, { line: list.children[top], atEnd: top === first, moved: list.scrollTop !== from || Boolean(kept?.moved) });
}
