// The daily deal (core/daily.py): one deal a day (UTC) per game, the same in every browser, against
// 3 hard computer players. The menu's Daily deal dialog starts today's deal of a game and lists the
// daily deals played on this device with the streak (days in a row, up to today or yesterday). A
// finished daily deal's result is its share link: opening it replays every move through the engine,
// and the after-game panel shows the engine's score for that day's deal.

import { el, fill, button } from "./dom.js";
import { lang } from "./i18n.js";
import { t } from "./shell-words.js";
import { py, reason } from "./shell-bridge.js";
import { soloName } from "./shell-form.js";
import * as store from "./store.js";
import * as progress from "./store-progress.js";

/** Today's date in UTC, as YYYY-MM-DD. */
export const todayUTC = (now = new Date()) => now.toISOString().slice(0, 10);

/** Days in a row with a daily deal finished, ending today or yesterday (UTC).
 *  @param {string[]} days @param {string} [today] */
export function streakOf(days, today = todayUTC()) {
  const played = new Set(days);
  const day = new Date(`${today}T00:00:00Z`);
  if (!played.has(today)) day.setUTCDate(day.getUTCDate() - 1);
  let n = 0;
  while (played.has(day.toISOString().slice(0, 10))) {
    n += 1;
    day.setUTCDate(day.getUTCDate() - 1);
  }
  return n;
}

/** @param {import("./types").App} app */
export function daily(app) {
  const ui = app.ui;

  function openDaily() {
    app.dialog("daily-dialog", buildDaily);
  }

  /** Today's daily deal of `id` started here and not finished: its autosave id, else null.
   *  @param {string} id */
  function startedToday(id) {
    const auto = progress.dailyStarted(todayUTC(), id);
    const record = auto && store.readAuto(auto);
    return record && !record.damaged && !store.isFinished(record) ? auto : null;
  }

  /** @param {HTMLDialogElement} node @param {string} id */
  function start(node, id) {
    const day = todayUTC();
    const started = startedToday(id);
    if (started) { // (one deal a day: a started one goes on where it was left, it is never dealt again)
      node.close();
      app.resumeAutosave(started, { text: t("daily.started", { game: app.descriptorOf(id)?.name ?? id }), kind: "info" });
      return;
    }
    let opened;
    try {
      opened = py("daily_game", { game: id, day, name: soloName(t("learn.player")),
        bots: [1, 2, 3].map((n) => t("form.botName", { n })) });
    } catch (error) {
      /** @type {HTMLElement} */ (node.querySelector(".daily-status")).textContent = reason(error); // (buildDaily drew it)
      return;
    }
    node.close();
    const failed = app.openLoaded(opened);
    if (failed) app.showMessage(failed, "error");
    else progress.recordDailyStart(day, id, ui.game.autoId);
  }

  /** @param {HTMLDialogElement} node */
  function buildDaily(node) {
    const today = todayUTC();
    const results = progress.dailyResults();
    const streak = streakOf(results.map((r) => r.day), today);
    /** @type {import("./contract").GameForm[]} */
    let games = [];
    try {
      games = app.gamesFor();
    } catch {
      // (no list of games: the dialog says only the results)
    }
    const close = button(t("btn.close"), { class: "secondary" });
    close.addEventListener("click", () => node.close());
    const plays = games.map((d) => {
      const done = results.find((r) => r.day === today && r.game === d.id);
      const started = !done && startedToday(d.id);
      const label = done ? t("daily.again", { game: d.name }) : started ? t("daily.continue", { game: d.name })
        : t("daily.play", { game: d.name });
      const play = button(label, { class: done ? "secondary" : "primary", data: { game: d.id } });
      play.addEventListener("click", () => start(node, d.id));
      return el("li", {}, play, done ? el("span", { class: "daily-done", text: t("daily.score", { n: done.score }) }) : null);
    });
    const name = (/** @type {string} */ id) => app.descriptorOf(id)?.name ?? id;
    fill(node, el("h2", { text: t("daily.title", { day: today }) }),
      el("p", { text: t("daily.intro") }),
      el("ul", { class: "daily-games" }, plays),
      el("p", { class: "daily-streak", text: t("daily.streak", { n: streak }) }),
      results.length ? el("table", { class: "stats daily-results" },
        el("thead", {}, el("tr", {}, el("th", { text: t("daily.day") }), el("th", { text: t("form.game") }),
          el("th", { text: t("daily.points") }), el("th", { text: t("daily.won") }))),
        el("tbody", {}, results.slice(0, 14).map((r) => el("tr", {}, el("td", { text: r.day }), el("td", { text: name(r.game) }),
          el("td", { text: String(r.score) }), el("td", { text: r.won ? t("daily.yes") : t("daily.no") }))))) : null,
      el("p", { class: "daily-status", attrs: { role: "status" } }),
      el("p", { class: "buttons" }, close));
  }

  /** The open game's daily deal facts (bridge daily_info), asked once per position; null if it is not one.
   *  @param {import("./types").OpenGame} g */
  function dailyOf(g) {
    if (g.daily === undefined || g.dailyAt !== g.save) {
      try {
        g.daily = py("daily_info", { today: todayUTC() });
      } catch {
        g.daily = null;
      }
      g.dailyAt = g.save;
    }
    return g.daily;
  }

  /** "Daily deal, <day>" over the table of a daily deal (its day found once per game), else null. */
  function dailyMark() {
    const g = ui.game;
    if (!g) return null;
    if (g.dailyDay === undefined) g.dailyDay = dailyOf(g)?.day ?? null;
    return g.dailyDay && t("daily.badge", { day: g.dailyDay });
  }

  /** The after-game panel's line for a daily deal: the day, the engine's score, a Share button. */
  function dailyLine() {
    const g = ui.game;
    const d = g && dailyOf(g);
    if (!d?.over) return null;
    return el("div", { class: "daily-result" },
      el("p", { text: t("daily.verified", { day: d.day, name: app.ctx.name(0), n: d.score }) }),
      button(t("daily.share"), { data: { act: "share" } }));
  }

  /** A daily deal just finished at this device: kept in the list of daily results (once a day and game). */
  function countDaily() {
    const g = ui.game;
    const d = g && dailyOf(g);
    if (!d?.over || !g.humans.includes(0)) return;
    let link = null;
    try {
      link = py("share_link");
    } catch {
      // (the result is kept without its link)
    }
    progress.recordDaily({ day: d.day, game: d.game, score: d.score, won: d.won, at: Date.now(), link, lang: lang() });
  }

  return { openDaily, dailyLine, dailyMark, countDaily };
}
