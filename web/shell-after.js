// After the game: the scores round by round and the score's parts (web/shell-charts.js), the game's
// review (web/shell-review.js, also beside Replay of a finished game), the result
// counted in the statistics kept on this device, and the Statistics dialog.

import { el, fill, button } from "./dom.js";
import { t } from "./shell-words.js";
import { py } from "./shell-bridge.js";
import { scoreChart, splitChart, statsOf } from "./shell-charts.js";
import * as progress from "./store-progress.js";

/** @param {import("./types").App} app */
export function afterGame(app) {
  const ui = app.ui;

  /** The open game's course (bridge progress: scores round by round, winners), asked once it is over.
   *  @param {import("./types").OpenGame} g */
  function courseOf(g) {
    if (g.course === undefined) {
      try {
        g.course = py("progress");
      } catch {
        g.course = null;
      }
    }
    return g.course;
  }

  function renderAfter() {
    const g = ui.game;
    const node = g.frame?.after;
    if (!node) return undefined;
    // Replay of a finished game: its review beside the table (each decision one click from Replay).
    const replaying = g.mode === "replay" && Boolean(g.table?.replay?.over);
    // (a puzzle that ends its game: its own panel; a replay link: someone else's game, nobody's review)
    node.hidden = Boolean(g.puzzle) || Boolean(g.readOnly) || (g.mode !== "over" && !replaying);
    g.endParts = null;
    if (node.hidden) return fill(node);
    if (replaying) return fill(node, el("h2", { id: "after-title", text: t("after.title") }), app.reviewSection());
    const rounds = courseOf(g)?.rounds ?? [];
    const split = g.module.scoreSplit?.(app.ctx);
    g.endParts = [button(t("tool.replay"), { class: "end-replay", data: { act: "replay" } }), app.reviewSection(), app.dailyLine()];
    fill(node, el("h2", { id: "after-title", text: t("after.title") }),
      rounds.length ? scoreChart(rounds, g.seats) : null,
      split ? splitChart(split, g.seats) : null,
      app.ratingLine(),
      ...g.endParts);
    return placeEndParts(); // (the review redrawn alone stays under the end screen's row)
  }

  /** After the game's module has drawn its end screen: Replay joins the end screen's row of actions (a
   *  game's `.end-actions`, web/registry.js) and a daily deal's verified score and the review follow that row, so that the result and
   *  every way on are in the first screen after a game (on a phone this section is screens below,
   *  under the boards; on a laptop the charts pushed them under the fold). A game without such a row
   *  keeps them here. */
  function placeEndParts() {
    const g = ui.game;
    const row = g?.endParts ? g.frame.main.querySelector(".end-actions") : null;
    if (!row) return;
    const [replay, review, daily] = g.endParts;
    // (the row outlives this section's redraws, e.g. the review's progress: it keeps only the newest)
    for (const old of row.querySelectorAll(".end-replay")) if (old !== replay) old.remove();
    for (const old of g.frame.main.querySelectorAll(".daily-result")) if (old !== daily) old.remove();
    row.append(replay);
    row.after(...(daily ? [daily, review] : [review]));
  }

  /** A game just finished at this device: counted once in the statistics (by its autosave id). */
  function countFinished() {
    const g = ui.game;
    const course = courseOf(g);
    const last = course?.rounds.at(-1);
    if (!g.humans.length || !course?.over || !last) return;
    app.countDaily();
    const result = { game: g.id, at: Date.now(), seats: g.seats, winners: course.winners, scores: last.scores };
    if (progress.recordResult(g.autoId, result)) app.rateFinished(result); // (once per game: its autosave id)
  }

  function openStats() {
    app.dialog("stats-dialog", buildStats);
  }

  /** @param {HTMLDialogElement} node */
  function buildStats(node) {
    const byGame = statsOf(progress.results());
    const close = button(t("btn.close"), { class: "secondary" });
    close.addEventListener("click", () => node.close());
    const parts = [el("h2", { text: t("stats.title") })];
    if (!byGame.size) parts.push(el("p", { text: t("stats.none") }));
    for (const [id, s] of byGame) {
      parts.push(el("h3", { text: app.descriptorOf(id)?.name ?? id }),
        el("p", { text: t("stats.played", { n: s.played, best: s.best ?? "–" }) }));
      if (s.levels.size) {
        parts.push(el("table", { class: "stats" },
          el("thead", {}, el("tr", {}, el("th", { text: t("stats.against") }), el("th", { text: t("stats.games") }),
            el("th", { text: t("stats.won") }))),
          el("tbody", {}, [...s.levels].map(([levels, line]) => el("tr", {}, el("td", { text: levels }),
            el("td", { text: String(line.played) }), el("td", { text: `${line.won} (${Math.round((100 * line.won) / line.played)} %)` }))))));
      }
      parts.push(app.ratingSection(id));
    }
    parts.push(el("p", { class: "buttons" }, close));
    fill(node, ...parts);
  }

  return { renderAfter, placeEndParts, countFinished, openStats };
}
