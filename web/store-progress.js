// The player's progress kept on this device: the finished games counted for the statistics
// (web/shell-after.js, web/shell-charts.js), the rating against the computer players (web/shell-rating.js),
// the daily deals played and started (web/shell-daily.js) and the puzzles solved and tried
// (web/shell-puzzles.js). Records `stats`, `ratings`, `daily`, `dailystarted` and `puzzles` (web/store.js
// lists every record); each is read back through a checker that leaves out what does not fit.

import { read, write } from "./store.js";

/** @typedef {import("./store.js").Json} Json */

// --- statistics ---------------------------------------------------------------------------------

const STATS = "stats";
export const STATS_KEPT = 500;

/** @param {Json} r */
const validResult = (r) => !!r && typeof r.game === "string" && Array.isArray(r.seats) && Array.isArray(r.winners)
  && Array.isArray(r.scores) && Number.isFinite(r.at);

/** Count a finished game once (keyed by its autosave id). Returns true if it was new and written.
 *  @param {string} id @param {Json} result */
export function recordResult(id, result) {
  const stats = read(STATS);
  const results = stats && typeof stats.results === "object" && stats.results ? { ...stats.results } : {};
  if (results[id]) return false;
  results[id] = result;
  const newest = Object.entries(results).filter(([, r]) => validResult(r)).sort(([, a], [, b]) => b.at - a.at)
    .slice(0, STATS_KEPT);
  return write(STATS, { results: Object.fromEntries(newest) }) === null;
}

/** Every finished game counted, newest first (unreadable entries are left out). */
export function results() {
  const stats = read(STATS);
  return Object.values(stats?.results ?? {}).filter(validResult).sort((a, b) => b.at - a.at);
}

// --- the rating against the computer players (web/shell-rating.js, core/rating.py) -----------------

const RATINGS = "ratings";
export const RATINGS_KEPT = 200; // points of history kept per game and level
/** @param {Json} p */
const validPoint = (p) => Array.isArray(p) && p.length === 2 && Number.isFinite(p[0]) && Number.isFinite(p[1]);

/** Each level's rating history of `game`, {level: [[at, rating], ...]} oldest first (unreadable points left out).
 *  @param {string} game */
export function ratings(game) {
  const kept = read(RATINGS)?.games?.[game];
  if (!kept || typeof kept !== "object") return {};
  return Object.fromEntries(Object.entries(kept).filter(([, h]) => Array.isArray(h))
    .map(([level, h]) => [level, h.filter(validPoint)]).filter(([, h]) => h.length));
}

/** Add a finished game's new ratings ({level: {after}}) of `game` at time `at`.
 *  @param {string} game @param {Record<string, {before: number, after: number}>} changes @param {number} at */
export function recordRatings(game, changes, at) {
  const kept = read(RATINGS);
  const games = kept && typeof kept.games === "object" && kept.games ? { ...kept.games } : {};
  const mine = ratings(game);
  for (const [level, change] of Object.entries(changes)) {
    if (Number.isFinite(change?.after)) mine[level] = [...(mine[level] ?? []), [at, change.after]].slice(-RATINGS_KEPT);
  }
  games[game] = mine;
  return write(RATINGS, { games }) === null;
}

// --- the daily deals played (web/shell-daily.js) ---------------------------------------------------

const DAILY = "daily";
const DAILY_KEPT = 400;
/** @param {Json} r */
const validDaily = (r) => !!r && typeof r.day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(r.day)
  && typeof r.game === "string" && Number.isFinite(r.score) && typeof r.won === "boolean" && Number.isFinite(r.at);

/** Keep a finished daily deal's result ({day, game, score, won, at, link}), once per day and game.
 *  @param {Json} result */
export function recordDaily(result) {
  if (!validDaily(result)) return false;
  const kept = read(DAILY);
  const results = kept && typeof kept.results === "object" && kept.results ? { ...kept.results } : {};
  const key = `${result.day}|${result.game}`;
  if (results[key]) return false;
  results[key] = result;
  const newest = Object.entries(results).filter(([, r]) => validDaily(r)).sort(([, a], [, b]) => b.at - a.at)
    .slice(0, DAILY_KEPT);
  return write(DAILY, { results: Object.fromEntries(newest) }) === null;
}

/** The autosave id of `game`'s daily deal of `day` started here (null if none was), so that the dialog
 *  continues it rather than dealing it again. Only the newest day's starts are kept.
 *  @param {string} day @param {string} game */
export function dailyStarted(day, game) {
  const kept = read(DAILY_STARTED);
  const id = kept && typeof kept === "object" ? kept[`${day}|${game}`] : null;
  return typeof id === "string" ? id : null;
}

/** @param {string} day @param {string} game @param {string} id */
export function recordDailyStart(day, game, id) {
  const kept = read(DAILY_STARTED);
  const same = kept && typeof kept === "object" ? Object.entries(kept).filter(([key]) => key.startsWith(`${day}|`)) : [];
  return write(DAILY_STARTED, { ...Object.fromEntries(same), [`${day}|${game}`]: id }) === null;
}

const DAILY_STARTED = "dailystarted";

// --- the puzzles (web/shell-puzzles.js) -------------------------------------------------------------

const PUZZLES = "puzzles";

/** Which puzzles of `game` were solved and which tried: {solved: {<id>: at}, tried: {<id>: at}}.
 *  @param {string} game */
export function puzzleProgress(game) {
  const kept = read(PUZZLES)?.[game];
  const part = (/** @type {string} */ k) => (kept && typeof kept[k] === "object" && kept[k] ? Object.fromEntries(
    Object.entries(kept[k]).filter(([id, at]) => /^[a-z0-9-]{1,40}$/.test(id) && Number.isFinite(at))) : {});
  return { solved: part("solved"), tried: part("tried") };
}

/** A puzzle of `game` ended: solved (kept for good) or not (tried).
 *  @param {string} game @param {string} id @param {boolean} solved */
export function recordPuzzle(game, id, solved) {
  const kept = read(PUZZLES);
  const all = kept && typeof kept === "object" ? { ...kept } : {};
  const mine = puzzleProgress(game);
  (solved ? mine.solved : mine.tried)[id] ??= Date.now();
  all[game] = mine;
  return write(PUZZLES, all) === null;
}

/** The daily deals played on this device, newest day first (unreadable entries left out). */
export function dailyResults() {
  const kept = read(DAILY);
  return Object.values(kept?.results ?? {}).filter(validDaily)
    .sort((a, b) => (a.day === b.day ? b.at - a.at : a.day < b.day ? 1 : -1));
}
