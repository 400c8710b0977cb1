// Charts drawn as SVG (never HTML) from plain data, and the statistics of finished games.

import { el } from "./dom.js";
import { t } from "./shell-words.js";

/** @typedef {import("./types").Child} Child */
/** @typedef {{name: string}} Named a seat, as far as a chart reads it */

export const SEAT_COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2"];

export const SVG = "http://www.w3.org/2000/svg";

/** An SVG element: `attrs` as attributes (style through the CSSOM), `children` appended.
 *  @param {string} tag @param {Record<string, string | number | boolean>} [attrs] @param {...Child} children
 *  @returns {SVGElement} */
export function svg(tag, attrs = {}, ...children) {
  const node = /** @type {SVGElement} */ (document.createElementNS(SVG, tag));
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "style") node.style.cssText = /** @type {string} */ (v); // the CSSOM: the page's CSP refuses style attributes
    else node.setAttribute(k, String(v));
  }
  node.append(.../** @type {(Node | string)[]} */ (/** @type {unknown[]} */ (children).flat(Infinity)));
  return node;
}

// The charts are drawn 480 units wide, about their size on a desktop (at least 480 px there, the
// full width on a phone): shell.css sizes their labels so that they read at 12 px or more at both.

/** A line per player: the score at the end of each round (drawn, never HTML), each axis titled
 *  (the titles and the axes' ranges also in the chart's description, for a screen reader).
 *  @param {{round: number, scores: number[]}[]} rounds the score after each round (bridge progress) @param {readonly Named[]} seats */
export function scoreChart(rounds, seats) {
  const W = 480, H = 262, left = 58, bottom = 52, top = 12, right = 12;
  const high = Math.max(1, ...rounds.flatMap((r) => r.scores));
  const x = (/** @type {number} */ k) => left + (rounds.length < 2 ? 0 : (k * (W - left - right)) / (rounds.length - 1));
  const y = (/** @type {number} */ v) => top + (H - top - bottom) * (1 - v / high);
  const across = t("after.axisRound"), up = t("after.axisScore");
  const chart = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "score-chart", role: "img", "aria-describedby": "score-chart-axes" },
    svg("title", {}, t("after.chartTitle")),
    svg("desc", { id: "score-chart-axes" }, t("after.chartAxes", { across, up, first: rounds[0]?.round ?? "", last: rounds.at(-1)?.round ?? "", high })),
    svg("line", { x1: left, y1: y(0), x2: W - right, y2: y(0), class: "axis" }),
    svg("text", { x: left - 6, y: y(high) + 5, "text-anchor": "end", class: "tick" }, String(high)),
    svg("text", { x: left - 6, y: y(0) + 5, "text-anchor": "end", class: "tick" }, "0"),
    rounds.map((r, k) => svg("text", { x: x(k), y: H - bottom + 22, "text-anchor": "middle", class: "tick" }, String(r.round))),
    svg("text", { x: left + (W - left - right) / 2, y: H - 6, "text-anchor": "middle", class: "tick axis-title" }, across),
    svg("text", { x: 0, y: 0, transform: `translate(16 ${y(high / 2)}) rotate(-90)`, "text-anchor": "middle",
      class: "tick axis-title" }, up),
    // A game's stylesheet may give each seat its colour (--seat on [data-seat]); else the shell's.
    seats.map((s, p) => svg("polyline", { fill: "none", "stroke-width": 3, "data-seat": p,
      style: `stroke: var(--seat, ${SEAT_COLOURS[p % 8]})`, points: rounds.map((r, k) => `${x(k)},${y(r.scores[p])}`).join(" ") })));
  const legend = el("ul", { class: "chart-legend" }, seats.map((s, p) =>
    el("li", { data: { seat: p }, attrs: { style: `--fallback: ${SEAT_COLOURS[p % 8]}` } }, el("span", { class: "swatch" }), s.name)));
  return el("figure", { class: "chart" }, chart, legend);
}

export const PART_COLOURS = ["#4e79a7", "#f28e2b", "#59a14f", "#b07aa1"];

/** A bar per player: the final score's parts side by side (a negative part is drawn as 0, its
 *  number still written), the total at the end.
 *  @param {{parts: string[], values: number[][]}} split a game's scoreSplit @param {readonly Named[]} seats */
export function splitChart(split, seats) {
  const W = 480, row = 32, left = 120, right = 52;
  const totals = split.values.map((v) => v.reduce((a, b) => a + b, 0));
  const widest = Math.max(1, ...split.values.map((v) => v.reduce((a, b) => a + Math.max(0, b), 0)));
  const scale = (W - left - right) / widest;
  const chart = svg("svg", { viewBox: `0 0 ${W} ${row * seats.length + 4}`, class: "split-chart", role: "img" },
    svg("title", {}, t("after.splitTitle")),
    seats.map((s, p) => {
      let x = left;
      const y = 2 + p * row;
      const bars = split.values[p].map((v, k) => {
        const w = Math.max(0, v) * scale;
        const bar = svg("rect", { x, y: y + 4, width: w, height: row - 10, fill: PART_COLOURS[k % 4] },
          svg("title", {}, `${split.parts[k]}: ${v}`));
        x += w;
        return bar;
      });
      return [svg("text", { x: left - 6, y: y + row / 2 + 5, "text-anchor": "end", class: "tick" }, s.name.slice(0, 12)),
        bars, svg("text", { x: x + 6, y: y + row / 2 + 5, class: "tick" }, String(totals[p]))];
    }));
  const legend = el("ul", { class: "chart-legend" }, split.parts.map((part, k) =>
    el("li", { attrs: { style: `--fallback: ${PART_COLOURS[k % 4]}` } }, el("span", { class: "swatch" }), part)));
  return el("figure", { class: "chart" }, chart, legend);
}

/** A rating's history (`values`: the start, then after each game) as a small line chart, its range and
 *  length written in its description for a screen reader.
 *  @param {number[]} values @param {string} levelName @param {string} level */
export function ratingChart(values, levelName, level) {
  const W = 240, H = 96, left = 40, right = 8, top = 10, bottom = 14;
  const low = Math.floor(Math.min(...values) / 10) * 10, high = Math.max(low + 10, Math.ceil(Math.max(...values) / 10) * 10);
  const x = (/** @type {number} */ k) => left + (values.length < 2 ? 0 : (k * (W - left - right)) / (values.length - 1));
  const y = (/** @type {number} */ v) => top + (H - top - bottom) * (1 - (v - low) / (high - low));
  const id = `rating-chart-${level}`;
  return el("figure", { class: "chart rating-chart", data: { level } },
    svg("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-describedby": id },
      svg("title", {}, t("rating.chart", { level: levelName })),
      svg("desc", { id }, t("rating.axes", { n: values.length - 1, low, high })),
      svg("line", { x1: left, y1: y(low), x2: W - right, y2: y(low), class: "axis" }),
      svg("text", { x: left - 4, y: y(high) + 4, "text-anchor": "end", class: "tick" }, String(high)),
      svg("text", { x: left - 4, y: y(low) + 4, "text-anchor": "end", class: "tick" }, String(low)),
      svg("polyline", { fill: "none", "stroke-width": 2.5, class: "rating-line",
        points: values.map((v, k) => `${x(k)},${y(v)}`).join(" ") }),
      values.length && svg("circle", { cx: x(values.length - 1), cy: y(/** @type {number} */ (values.at(-1))), r: 3.5, class: "rating-dot" })),
    el("figcaption", { text: t("rating.chart", { level: levelName }) }));
}

/** Per game: games played; for solo games, wins by the opponents' levels; the best score of a human.
 *  @param {readonly {game: string, seats: import("./contract").Seat[], scores: number[], winners: number[]}[]} results finished games (store-progress.js: results) */
export function statsOf(results) {
  /** @type {Map<string, {played: number, best: number | null, levels: Map<string, {played: number, won: number}>}>} */
  const byGame = new Map();
  for (const r of results) {
    const s = byGame.get(r.game) ?? { played: 0, best: null, levels: new Map() };
    byGame.set(r.game, s);
    s.played++;
    const humans = r.seats.flatMap((seat, i) => (seat.bot === null ? [i] : []));
    for (const i of humans) if (Number.isFinite(r.scores[i])) s.best = Math.max(s.best ?? r.scores[i], r.scores[i]);
    if (humans.length !== 1) continue;
    const levels = [...new Set(r.seats.filter((seat) => seat.bot !== null).map((seat) => seat.bot))].sort().join(" + ");
    const line = s.levels.get(levels) ?? { played: 0, won: 0 };
    s.levels.set(levels, line);
    line.played++;
    if (r.winners.includes(humans[0])) line.won++;
  }
  return byGame;
}
