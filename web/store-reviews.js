// The game reviews kept on this device (web/shell-review.js): a review takes a minute or more, and the
// same save always gives the same review (core/review.py), so a finished review is kept with its game
// and shown at once when that game is opened again.
//
// One record, `reviews` (web/store.js), {kept: {<key>: {at, samples, moves, result}}}: <key> names
// exactly one game's content, "<game>:<check>" (the save's checksum, which covers its options, seats
// and moves: core/save.py), and `moves` its move count, checked too. `samples` is the review's deals
// per decision (null: the engine's own), so a quicker review is never shown for the full one. Only
// what the page shows is kept (a few KB a review), the REVIEWS_KEPT newest, and only while a stored
// game (autosave or named save) holds that save: deleting the game in Saves forgets its review.
// Everything read back goes through keptResult, which refuses any record that does not fit.

import * as store from "./store.js";

const REVIEWS = "reviews";
export const REVIEWS_KEPT = 20;
const MOST_LISTED = 10; // decisions a kept review may list (the engine lists fewer)
const MAX_WORDS = 400; // characters of a move's words in one language

/** @typedef {{key: string, game: string, moves: number, seats: number}} Facts */

/** The key and the facts of a save's text (null if it has no checksum or is not a save).
 *  @param {unknown} saveText @returns {Facts | null} */
export function reviewKey(saveText) {
  let save;
  try {
    save = typeof saveText === "string" ? JSON.parse(saveText) : null;
  } catch {
    return null;
  }
  if (!save || typeof save.game !== "string" || !/^[0-9a-f]{8}$/.test(save.check ?? "") || !Array.isArray(save.moves)
    || !Array.isArray(save.seats)) return null;
  return { key: `${save.game}:${save.check}`, game: save.game, moves: save.moves.length, seats: save.seats.length };
}

const isCount = (/** @type {any} */ n, below = Infinity) => Number.isInteger(n) && n >= 0 && n < below;

/** A move's words in each language ({en, fr, de}): short strings only. */
const validWords = (/** @type {any} */ w) => !!w && typeof w === "object" && !Array.isArray(w) && typeof w.en === "string"
  && Object.keys(w).length <= 8 && Object.entries(w).every(([k, v]) => /^[a-z]{2}$/.test(k) && typeof v === "string" && v.length <= MAX_WORDS);

/** The part of a review the page shows, checked against the game it is for (`facts`: reviewKey's). */
/** @param {any} result @param {Facts} facts */
function checkedResult(result, facts) {
  if (!result || typeof result !== "object" || result.game !== facts.game || !isCount(result.decisions)) return null;
  if (!Array.isArray(result.seats) || !result.seats.length || !result.seats.every((/** @type {unknown} */ p) => isCount(p, facts.seats))) return null;
  if (!Array.isArray(result.top) || result.top.length > MOST_LISTED) return null;
  const top = result.top.map((/** @type {any} */ d) => (d && typeof d === "object" && isCount(d.move, facts.moves) && isCount(d.player, facts.seats)
    && isCount(d.round, 1000) && typeof d.phase === "string" && /^[a-z0-9_]{1,40}$/.test(d.phase)
    && Number.isFinite(d.points) && d.points >= 0 && d.points < 1e4 && validWords(d.played) && validWords(d.best)
    ? { move: d.move, player: d.player, round: d.round, phase: d.phase, points: d.points, played: d.played, best: d.best } : null));
  if (top.includes(null)) return null;
  return { game: result.game, seats: [...result.seats], decisions: result.decisions, top };
}

function keptEntries() {
  const kept = store.read(REVIEWS)?.kept;
  return kept && typeof kept === "object" && !Array.isArray(kept) ? kept : {};
}

/** The review kept for the save `saveText` at `samples` deals ({result, at}), or null (none, another
 *  setting, or a record that does not fit: it is ignored).
 *  @param {unknown} saveText @param {number | null} samples */
export function keptReview(saveText, samples) {
  const facts = reviewKey(saveText);
  const entry = facts ? keptEntries()[facts.key] : null;
  if (!facts || !entry || typeof entry !== "object" || entry.moves !== facts.moves || (entry.samples ?? null) !== (samples ?? null)
    || !Number.isFinite(entry.at)) return null;
  const result = checkedResult(entry.result, facts);
  return result && { result, at: entry.at };
}

/** The keys of the games stored now (autosaves and named saves). */
function storedKeys() {
  const out = new Set();
  for (const { record } of [...store.autosaves(), ...store.slots()]) {
    const key = record && !record.damaged ? reviewKey(record.save)?.key : null;
    if (key) out.add(key);
  }
  return out;
}

/** Keep only the reviews of games still stored (and `also`), the REVIEWS_KEPT newest; returns whether written.
 *  @param {Record<string, any>} entries @param {string | null} [also] */
function keepOnly(entries, also = null) {
  const live = storedKeys();
  if (also) live.add(also);
  const newest = Object.entries(entries).filter(([key, e]) => live.has(key) && Number.isFinite(e?.at))
    .sort(([, a], [, b]) => b.at - a.at).slice(0, REVIEWS_KEPT);
  if (!newest.length) return store.remove(REVIEWS);
  return store.write(REVIEWS, { kept: Object.fromEntries(newest) }) === null;
}

/** Keep a finished review (`result`: Reviewer.result) of the save `saveText`. Returns whether it was
 *  kept (not when storage is full and cannot spill: the review is then simply not kept).
 *  @param {unknown} saveText @param {number | null} samples @param {unknown} result */
export function keepReview(saveText, samples, result) {
  const facts = reviewKey(saveText);
  const checked = facts && checkedResult(result, facts);
  if (!checked) return false;
  const entries = { ...keptEntries(), [facts.key]: { at: Date.now(), samples: samples ?? null, moves: facts.moves, result: checked } };
  return keepOnly(entries, facts.key);
}

/** After a game was deleted: forget the reviews whose game no stored record holds any more. */
export function forgetOrphanReviews() {
  const entries = keptEntries();
  if (Object.keys(entries).length) keepOnly(entries);
}
