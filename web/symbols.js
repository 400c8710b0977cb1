// The page's few symbols drawn as inline SVG: a system without an emoji font showed the
// bell and the replay's ⏮/⏭ as empty boxes. Each is a 16x16 drawing in the text's colour
// (currentColor), hidden from screen readers: the control or text beside it carries the words.

const SVG = "http://www.w3.org/2000/svg";

/** Each symbol's shapes: [SVG tag, its attributes].
 *  @type {Record<string, [string, Record<string, string | number>][]>} */
const SHAPES = {
  bell: [["path", { d: "M8 1.5a1 1 0 0 1 1 1v.6a4.5 4.5 0 0 1 3.5 4.4v3l1.5 2H2l1.5-2v-3A4.5 4.5 0 0 1 7 3.1v-.6a1 1 0 0 1 1-1z" }],
    ["path", { d: "M6.3 13.5h3.4a1.7 1.7 0 0 1-3.4 0z" }]],
  // Replay's steps: to an end (a bar and two arrowheads), one move (a bar and one: "stop after one"),
  // and Play, one arrowhead alone, so no step looks like Play (web/shell-replay.js)
  first: [["rect", { x: 1.5, y: 3, width: 2, height: 10 }], ["path", { d: "M9.5 3v10l-6-5zM15.5 3v10l-6-5z" }]],
  stepBack: [["rect", { x: 3, y: 3, width: 2, height: 10 }], ["path", { d: "M13 3v10L5 8z" }]],
  stepForward: [["path", { d: "M3 3v10l8-5z" }], ["rect", { x: 11, y: 3, width: 2, height: 10 }]],
  last: [["path", { d: "M.5 3v10l6-5zM6.5 3v10l6-5z" }], ["rect", { x: 12.5, y: 3, width: 2, height: 10 }]],
  forward: [["path", { d: "M4 3v10l9-5z" }]],
  play: [["path", { d: "M3 2v12l11-6z" }]],
  pause: [["rect", { x: 3, y: 2, width: 3.5, height: 12 }], ["rect", { x: 9.5, y: 2, width: 3.5, height: 12 }]],
  star: [["path", { d: "M8 1l2.1 4.5 4.9.6-3.6 3.4.9 4.9L8 12l-4.3 2.4.9-4.9L1 6.1l4.9-.6z" }]],
  // the top bar's piles: a deck (stacked cards), a discard pile (a card dropped on a tray), a reserve
  // that ends the game when it runs out (an hourglass, drawn open)
  deck: [["rect", { x: 6, y: 1, width: 9, height: 11 }], ["path", { d: "M3.5 3.5h1.5v10h8v1.5H3.5z" }],
    ["path", { d: "M1 6h1.5v8.5h6V16H1z" }]],
  discard: [["path", { d: "M4.5 1.5l7.5 1.6-1.7 7.8-7.5-1.6z" }], ["path", { d: "M1 11h2v2.5h10V11h2v4.5H1z" }]],
  reserve: [["path", { d: "M3 1h10v1.5h-1v1.5c0 1.8-1.4 3.2-2.8 4 1.4.8 2.8 2.2 2.8 4v1.5h1V15H3v-1.5h1V12c0-1.8 1.4-3.2 2.8-4C5.4 7.2 4 5.8 4 4V2.5H3zm2.5 1.5V4c0 1.3 1.2 2.4 2.5 3.1C9.3 6.4 10.5 5.3 10.5 4V2.5zM6 13.5h4c0-1.2-.9-2.2-2-2.7-1.1.5-2 1.5-2 2.7z" }]],
  menu: [["rect", { x: 2, y: 3, width: 12, height: 2 }], ["rect", { x: 2, y: 7, width: 12, height: 2 }],
    ["rect", { x: 2, y: 11, width: 12, height: 2 }]],
  // a player board's head (web/games/evolution-board.js): its role and badges
  bot: [["path", { d: "M1 2h14v9H1zM2.6 3.6v5.8h10.8V3.6z", "fill-rule": "evenodd" }], ["path", { d: "M6.5 11h3v2H12v1.6H4V13h2.5z" }]],
  hourglass: [["path", { d: "M3 1.5h10V3c0 2-1.8 3.6-3.2 5C11.2 9.4 13 11 13 13v1.5H3V13c0-2 1.8-3.6 3.2-5C4.8 6.6 3 5 3 3z" }]],
  check: [["path", { d: "M1.5 8.6l1.7-1.7 3 3 6.6-6.6 1.7 1.7-8.3 8.3z" }]],
  lock: [["path", { d: "M4 7V5a4 4 0 0 1 8 0v2h1v7.5H3V7zm2 0h4V5a2 2 0 0 0-4 0z", "fill-rule": "evenodd" }]],
};

/** An inline SVG symbol (a key of SHAPES: "bell", "first", "star", "menu", "bot", "check", "deck"...), 1em square.
 *  @param {string} name @param {string} [extraClass] */
export function symbol(name, extraClass = "") {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 16 16");
  svg.setAttribute("class", `symbol symbol-${name} ${extraClass}`.trim());
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  for (const [tag, attrs] of SHAPES[name]) {
    const shape = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) shape.setAttribute(k, String(v));
    svg.append(shape);
  }
  return svg;
}
