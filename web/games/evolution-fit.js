// Names that fit their box: a trait's name on a hand card or on a species' trait chip can
// be a long word (German "Nahrungssuche", French "Coopération") in a box sized for most names. A box
// whose name overflows takes the next of its fitting steps (web/games/evolution.css: .fit-1 to
// .fit-3) until the name fits: a chip takes a smaller font, then a smaller font and icon (it keeps its
// icon), then the word may break; a hand card takes a smaller font, then a wider card, then the word
// may break. Layout is read once for all names, and again only for the few that overflow.


const BOXES = ".hand .card, .traits .trait";
const STEPS = ["fit-1", "fit-2", "fit-3"];

const overflows = (/** @type {HTMLElement} */ box) => {
  const name = box.querySelector(".cname, .tname");
  if (!name) return false;
  // (a name may also run into the box's end padding, kept for the viewer's discard badge)
  const end = box.getBoundingClientRect().right - box.clientLeft - parseFloat(getComputedStyle(box).paddingRight);
  return name.scrollWidth > name.clientWidth || box.scrollWidth > box.clientWidth || name.getBoundingClientRect().right > end + 0.5;
};

/** Fit every trait name drawn under `root` (after each render: the boxes are new). A hand's names
 *  share one size (side by side, two sizes looked like a fault): when one card takes the
 *  smaller font, every card of the hand does. */
export function fitNames(/** @type {HTMLElement} */ root) {
  const hand = [...root.querySelectorAll(".hand .card")];
  if (hand.some(overflows)) for (const card of hand) card.classList.add(STEPS[0]);
  let left = [...root.querySelectorAll(BOXES)].filter(overflows);
  for (const step of STEPS) {
    if (!left.length) return;
    for (const box of left) box.classList.add(step);
    left = left.filter(overflows);
  }
}

/** Clear the steps of `box` (a test puts other names in a drawn box, then fits it again). */
export function unfit(/** @type {HTMLElement} */ box) {
  box.classList.remove(...STEPS);
}

// Rows that use the table's height: on a laptop screen a player's species are one row
// that scrolls sideways. A row longer than its board wraps onto more lines while the table still fits
// its area without scrolling; a row that would push a board out of view keeps scrolling. The viewer's
// own row always wraps (their species and feed buttons were cut by the row's edges while
// it was theirs to act): the boards of others may then go below, with the cue that says so.
// Boards side by side share a line of the table, as tall as its tallest: the rows of one line wrap
// together first (one board's wrap took the room below, and the two boards of the next
// line both scrolled), the lines with the most long rows first, then row by row.
const ROWS = ".players .row";
const OWN_ROW = ".players .player.viewer .row";

const long = (/** @type {HTMLElement} */ row) => row.scrollWidth > row.clientWidth + 1;

/** Wrap each overflowing species row under `root`: the viewer's, then others' while `area` (the
 *  table's scroll box) has room. The line that says more is below is hidden while the rows are
 *  measured (it took the room a row would wrap into): the caller marks it again after. */
export function fitRows(/** @type {HTMLElement} */ root, /** @type {HTMLElement} */ area) {
  const rows = [.../** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll(ROWS))];
  for (const row of rows) row.classList.remove("wrapped");
  const moreBelow = /** @type {HTMLElement | null} */ (root.querySelector(".more-below")); // (under the area: its room is the area's)
  if (moreBelow) moreBelow.hidden = true;
  if (getComputedStyle(area).overflowY !== "auto") return; // (narrow screens: rows wrap already)
  const own = /** @type {HTMLElement | null} */ (root.querySelector(OWN_ROW));
  if (own && long(own)) own.classList.add("wrapped");
  const tall = () => area.scrollHeight > area.clientHeight + 1;
  const others = rows.filter((row) => row !== own && long(row));
  if (tall() || !others.length) return;
  const wrap = (/** @type {HTMLElement[]} */ some) => {
    for (const row of some) row.classList.add("wrapped");
    if (!tall()) return true;
    for (const row of some) row.classList.remove("wrapped");
    return false;
  };
  if (wrap(others)) return;
  const lines = new Map(); // a board's top -> the long rows of the boards on that line
  for (const row of others) {
    const top = Math.round(/** @type {HTMLElement} */ (row.closest(".player")).offsetTop);
    lines.set(top, [...(lines.get(top) ?? []), row]);
  }
  for (const line of [...lines.values()].sort((a, b) => b.length - a.length)) {
    if (line.length > 1 && wrap(line)) continue;
    for (const row of line) wrap([row]);
  }
}

// Boards that take a compact form before anything hides: on a laptop screen a table taller than its
// area (4 players of 5 species, each with its traits, and a hand of 12) takes the next of its steps
// (evolution-table.css) until it fits: a species' size and population on one line, then the traits of
// others' species as their icons (each name read, and shown on hover and focus), then the viewer's
// too. What a selection draws has its room kept (evolution-species.js), so a selection takes the
// same steps and moves no board.
const COMPACT = ["compact-1", "compact-2", "compact-3"];

/** Take the compact steps the table under `root` needs to fit `area` (the table's scroll box). */
export function fitBoards(/** @type {HTMLElement} */ root, /** @type {HTMLElement} */ area) {
  const players = root.querySelector(".players");
  if (!players) return;
  players.classList.remove(...COMPACT);
  const moreBelow = /** @type {HTMLElement | null} */ (root.querySelector(".more-below")); // (under the area: its room is the area's)
  if (moreBelow) moreBelow.hidden = true;
  if (getComputedStyle(area).overflowY !== "auto") return; // (narrow screens: the page scrolls)
  for (const step of COMPACT) {
    if (area.scrollHeight <= area.clientHeight + 1) return;
    players.classList.add(step);
  }
}
