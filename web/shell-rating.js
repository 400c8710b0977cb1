// The rating against the computer players (core/rating.py; docs/rating.md): after a game finished at this
// device, the engine computes the new rating at each level of its computer players, the page keeps
// its history (store-progress.js: ratings) and shows it: a line after the game, and in Statistics a table per game
// with a chart of each level's history (shell-charts.js ratingChart).

import { el } from "./dom.js";
import { t } from "./shell-words.js";
import { py } from "./shell-bridge.js";
import { ratingChart } from "./shell-charts.js";
import * as progress from "./store-progress.js";

/** @param {number} r */
const rounded = (r) => String(Math.round(r));

/** @param {import("./types").App} app */
export function rating(app) {
  const ui = app.ui;

  /** A finished game's record ({game, at, seats, scores, winners}), counted for the first time: rated.
   *  @param {{game: string, at: number, seats: unknown, scores: unknown, winners: unknown}} result */
  function rateFinished(result) {
    const now = Object.fromEntries(Object.entries(progress.ratings(result.game)).map(([level, h]) => [level, h.at(-1)[1]]));
    let changes;
    try {
      changes = py("rate_game", { ratings: now, seats: result.seats, scores: result.scores, winners: result.winners });
    } catch (error) {
      console.error("[rating] the engine did not rate this game:", error);
      return;
    }
    if (!Object.keys(changes).length) return;
    progress.recordRatings(result.game, changes, result.at);
    if (ui.game) ui.game.rated = changes;
  }

  /** After the game: how it moved each rating ("Rating against hard: 1500 → 1516"). */
  function ratingLine() {
    const changes = ui.game?.rated;
    if (!changes) return null;
    return el("ul", { class: "rating-changes" }, Object.entries(changes).map(([level, c]) =>
      el("li", { text: t("rating.changed", { level: t(`bot.${level}`), from: rounded(c.before), to: rounded(c.after) }) })));
  }

  function rules() {
    try {
      return (ui.ratingRules ??= py("rating_rules"));
    } catch {
      return null;
    }
  }

  /** Statistics: the ratings of `game` by level, each with the chart of its history; null if none yet.
   *  @param {string} game */
  function ratingSection(game) {
    const byLevel = Object.entries(progress.ratings(game));
    if (!byLevel.length) return null;
    const r = rules();
    const start = r?.start ?? 1500;
    return el("section", { class: "ratings" },
      el("h4", { text: t("rating.title") }),
      r && el("p", { class: "rating-note", text: t("rating.note", { start: rounded(r.start), k: rounded(r.k) }) }),
      el("table", { class: "stats ratings-table" },
        el("thead", {}, el("tr", {}, el("th", { text: t("rating.level") }), el("th", { text: t("rating.now") }),
          el("th", { text: t("rating.games") }))),
        el("tbody", {}, byLevel.map(([level, h]) => el("tr", { data: { level } }, el("td", { text: t(`bot.${level}`) }),
          el("td", { class: "rating-now", text: rounded(h.at(-1)[1]) }), el("td", { text: String(h.length) }))))),
      byLevel.map(([level, h]) => ratingChart([start, ...h.map((/** @type {[number, number]} */ p) => p[1])], t(`bot.${level}`), level)));
  }

  return { rateFinished, ratingLine, ratingSection };
}
