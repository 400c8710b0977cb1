// The log panel: exactly the table's log lines, the stable ones kept in the DOM between renders.

import { el, fill } from "./dom.js";
import { t } from "./shell-words.js";
import { fitWholeLines } from "./shell-scroll.js";

/** @typedef {import("./contract").LogLine} LogLine */

const SAID_KEPT = 200; // lines kept in the live region (older ones were heard already)

/** @param {LogLine} a @param {LogLine} b */
const sameLine = (a, b) => a === b || (a.text === b.text && a.kind === b.kind && a.round === b.round);

/** @param {import("./types").App} app */
export function logPanel(app) {
  const ui = app.ui;

  /** The log panel shows exactly the table's lines: the stable ones are kept in the DOM from one
   *  render to the next (each with its nodes), and redrawn from the first one that changed. */
  function renderLog() {
    const g = ui.game;
    const p = g.table;
    const list = g.frame.log;
    g.frame.logTitle.textContent = t("log.title");
    const shown = g.logShown;
    if (shown.key !== p.logKey) {
      fill(list);
      Object.assign(shown, { key: p.logKey, lines: [], nodes: [], first: true });
    }
    const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    for (const node of list.querySelectorAll(".tail")) node.remove();
    const lines = p.logLines;
    let same = 0;
    while (same < shown.lines.length && same < lines.length && sameLine(shown.lines[same], lines[same])) same++;
    for (const nodes of shown.nodes.splice(same)) for (const node of nodes) node.remove();
    shown.lines.length = same;
    let lastRound = same ? shown.lines[same - 1].round : null;
    /** @param {LogLine} line @param {boolean} tail */
    const add = (line, tail) => {
      /** @type {HTMLLIElement[]} */
      const nodes = [];
      if (line.round !== lastRound) {
        nodes.push(el("li", { class: `round-mark${tail ? " tail" : ""}`, text: t("log.round", { n: line.round }) }));
        lastRound = line.round;
      }
      nodes.push(el("li", { class: `${line.kind}${tail ? " tail" : ""}`, text: line.text,
        data: line.player === null || line.player === undefined ? null : { player: line.player } })); // the seat's colour
      list.append(...nodes);
      return nodes;
    };
    for (const line of lines.slice(same)) {
      shown.nodes.push(add(line, false));
      shown.lines.push(line);
    }
    for (const line of p.logTail) add(line, true);
    fitWholeLines(list, atBottom || shown.first ? "end" : "kept");
    shown.first = false;
  }

  /** Say the move `seat` just made in one line of the live region: the log's own words, the mover's
   *  lines of that move (else its first line). `heard`: {key, length} of the log before the move.
   *  @param {{key: string, length: number} | null} heard @param {import("./shell-loop.js").ShownTable} after the table drawn @param {number} seat */
  function sayMove(heard, after, seat) {
    const said = ui.game?.frame?.said;
    if (!said || !heard || heard.key !== after.logKey) return;
    const lines = [...after.logLines, ...after.logTail].slice(heard.length);
    const own = lines.filter((line) => line.player === seat);
    const text = (own.length ? own : lines.slice(0, 1)).map((line) => line.text).join(" ");
    if (!text) return;
    said.append(el("li", { text }));
    while (said.childElementCount > SAID_KEPT) said.firstElementChild.remove();
  }

  return { renderLog, sayMove };
}
