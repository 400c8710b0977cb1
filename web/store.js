// localStorage, prefixed and versioned: GitHub Pages project sites share one origin (and its storage),
// so every key starts with "evolution:v1:". Every access is wrapped: storage can be disabled (private
// modes), full (QuotaExceededError) or hold anything, so reads validate and writes report failure.
//
// Records (localStorage, shared by every tab of the site). Every game record is checked against its
// schema when read (checkGame): one that does not fit is handed on as {damaged: true, raw}, so that the
// page lists it as damaged (to export or delete) and goes on with the others.
//   auto:<id>    one autosave per game, {save, seat, at, summary, stamp, origin?}; <id> is made when a game is
//                opened (new game, link, import, slot) and kept when it is resumed. `stamp` changes at
//                every write, so a tab can tell whether another tab wrote the record since it last did.
//                `origin`: a forked game's, {kind: "taken", move} (Replay's Take over) or {kind: "tab"}.
//   autosave     the single autosave of earlier versions of the site: moved to auto:<id> when read
//                (if that move cannot be written, it is read where it is, under the id LEGACY).
//   slot:<name>  named saves, {save, seat, at, summary} (or {damaged, raw, at}).
//   stats        finished games for the statistics, {results: {<autosave id>: {game, at, seats,
//                winners, scores}}}: one entry per game (the autosave id), the STATS_KEPT newest.
//   ratings      the rating against the computer players, {games: {<game>: {<level>: [[at, rating], ...]}}}
//                (core/rating.py computes it; the RATINGS_KEPT newest points per level).
//   puzzles      the puzzles solved, {solved: {<game>: {<puzzle id>: at}}, tried: {...}} (web/shell-puzzles.js).
//   daily        the daily deals finished here, {results: {"<day>|<game>": {day, game, score, won, at}}}.
//   dailystarted {"<day>|<game>": <autosave id>}: the daily deals started on the newest day (web/shell-daily.js).
//   (stats, ratings, puzzles, daily and dailystarted are read and written by web/store-progress.js.)
//   reviews      the finished game reviews kept, keyed by the save's checksum (web/store-reviews.js).
//   lang, seats, newgame, botdelay   plain settings.
//   spilled      "told" once the player was told that the games now spill into IndexedDB.
//   persist      "granted" or "refused": the browser's answer to navigator.storage.persist() (asked once);
//                "noted" once the player was told that their games live in this browser only.
// Per tab (sessionStorage, which survives a reload but not the tab):
//   tab          {game: <id>, open: bool}: this tab's game, and whether it was on the table.
//   unsaved      {game: <id>, record}: an autosave of that game could not be written since its last good
//                one; `record` is the autosave that could not be written (kept here while it fits), so a
//                reload of the tab loses no move.
//
// When localStorage is full, a record spills into IndexedDB (web/spill.js): an autosave once room could
// not be made, any other record at once. Reads see both (a record in both: the newer by `at`, else
// the spilled one); a record written to localStorage again leaves the spill.
//
// halt() turns every write and removal into a no-op (a broken engine must not overwrite good saves).

import { spill, spilled, spilledKeys } from "./spill.js";

/** A value parsed from stored JSON: untrusted, so each reader checks the fields it uses (checkGame,
 *  validResult, ...) before it trusts them; `any`, as JSON.parse's own result.
 *  @typedef {any} Json */

export const PREFIX = "evolution:v1:";
const SLOT = "slot:";
const AUTO = "auto:";
const OLD_AUTOSAVE = "autosave";
export const LEGACY = "legacy"; // the id of an old-style autosave that could not be moved
/** Finished games whose autosaves are kept (the oldest beyond are dropped); unfinished: all of them. */
export const FINISHED_KEPT = 10;
/** When storage is full, the finished games whose autosaves are kept while making room. */
export const FINISHED_KEPT_WHEN_FULL = 3;

let halted = false;

/** From now on, nothing is written or removed (the page is in its "please reload" state). */
export function halt() {
  halted = true;
}

const writable = () => !halted && document.documentElement.dataset.engine !== "broken";

/** The text stored under `key` (PREFIX added), in localStorage or spilled; null when absent.
 *  @param {string} key @returns {string | null} */
function textOf(key) {
  let local = null;
  try {
    local = localStorage.getItem(PREFIX + key);
  } catch {
    // storage disabled: the spill may still hold it
  }
  const other = spilled(PREFIX + key);
  if (other === null || local === null) return other ?? local;
  return atOf(local) > atOf(other) ? local : other; // (another tab may have had room in localStorage since)
}

/** @param {string} text */
function atOf(text) {
  try {
    return Number(JSON.parse(text)?.at) || 0;
  } catch {
    return 0;
  }
}

/** Read a JSON record; null when absent, unreadable or not an object.
 *  @param {string} key */
export const read = (key) => parse(textOf(key));

/** A stored game record (autosave or named save) checked against its schema: the record, or
 *  {damaged, raw, at} if it does not fit (`text`: its stored text, which Export gives back; `noGame`:
 *  it holds no save at all). A record
 *  stored as damaged ({damaged: why, raw, at}, see shell: resumeAutosave) stays as it is.
 *  @param {Json} record @param {string | null | undefined} text */
export function checkGame(record, text) {
  if (!record) return null;
  const at = Number.isFinite(record.at) ? record.at : 0;
  if (record.damaged) {
    const kept = typeof record.raw === "string" && (record.damaged === true || typeof record.damaged === "string");
    return kept ? { damaged: record.damaged, raw: record.raw, at } : { damaged: true, raw: String(text), at };
  }
  if (typeof record.save !== "string") return { damaged: true, noGame: true, raw: String(text), at };
  const fits = (record.seat == null || isCount(record.seat)) && (record.stamp == null || typeof record.stamp === "string")
    && (record.summary == null || validSummary(record.summary)) && (record.origin == null || validOrigin(record.origin));
  return fits ? record : { damaged: true, raw: String(text), at };
}

/** @param {Json} n */
const isCount = (n) => Number.isInteger(n) && n >= 0;
/** Where a forked game came from: {kind: "taken", move} (Replay's Take over) or {kind: "tab"} (a second tab).
 *  @param {Json} o */
const validOrigin = (o) => (o.kind === "taken" && isCount(o.move)) || (o.kind === "tab" && o.move == null);
/** @param {unknown} s */
const isText = (s) => typeof s === "string" && s.length <= 200;

/** A game's label as the engine writes it (Session.summary); fields of older versions may be missing.
 *  @param {Json} s */
function validSummary(s) {
  return typeof s === "object" && !Array.isArray(s) && Array.isArray(s.names) && s.names.length <= 8
    && s.names.every(isText) && (s.game === undefined || isText(s.game))
    && (s.moves === undefined || isCount(s.moves)) && (s.round === undefined || isCount(s.round))
    && (s.over === undefined || typeof s.over === "boolean");
}

/** A game record as read (checkGame), or null when absent.
 *  @param {string} key */
function readGame(key) {
  const text = textOf(key);
  return text === null ? null : checkGame(parse(text), text);
}

/** A record's text -> the record (as read() gives it).
 *  @param {string | null | undefined} text @returns {Json} */
export function parse(text) {
  if (text === null || text === undefined) return null;
  try {
    const value = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? value : { damaged: true, raw: text };
  } catch {
    return { damaged: true, raw: text };
  }
}

/** Write a JSON record (spilled when localStorage is full). Returns null on success, else {full:
 *  bool, message} (halted: {halted: true}).
 *  @param {string} key @param {unknown} value */
export function write(key, value) {
  return writeText(key, JSON.stringify(value));
}

/** Write to localStorage; when it is full, into the spill unless `canSpill` is false.
 *  @param {string} key @param {string} text @param {boolean} [canSpill] */
function writeText(key, text, canSpill = true) {
  if (!writable()) return { halted: true, full: false, message: "halted" };
  try {
    localStorage.setItem(PREFIX + key, text);
    spill(PREFIX + key, null); // (an older spilled copy would shadow it)
    return null;
  } catch (error) {
    const full = error?.name === "QuotaExceededError" || error?.code === 22 || error?.code === 1014;
    if (full && canSpill && spill(PREFIX + key, text)) return null;
    return { full, message: String(error?.message || error) };
  }
}

/** @param {string} key */
export function remove(key) {
  if (!writable()) return false;
  spill(PREFIX + key, null);
  try {
    localStorage.removeItem(PREFIX + key);
    return true;
  } catch {
    return false;
  }
}

/** Whether the record under `key` is in the spill (IndexedDB) now.
 *  @param {string} key */
export const isSpilled = (key) => spilled(PREFIX + key) !== null;

/** A plain string setting (language, bot delay).
 *  @param {string} key */
export const readSetting = (key) => textOf(key);

/** @param {string} key @param {string} value */
export function writeSetting(key, value) {
  writeText(key, String(value)); // (a setting that is not remembered is no harm)
}

/** @param {string} prefix */
function keys(prefix) {
  const out = new Set();
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith(PREFIX + prefix)) out.add(key.slice((PREFIX + prefix).length));
    }
  } catch {
    // storage disabled: the spill may still hold some
  }
  for (const key of spilledKeys()) if (key.startsWith(PREFIX + prefix)) out.add(key.slice((PREFIX + prefix).length));
  return [...out];
}

// --- this tab (sessionStorage) ------------------------------------------------------------------

/** @param {string} key */
export function readTab(key) {
  try {
    return parse(sessionStorage.getItem(PREFIX + key));
  } catch {
    return null;
  }
}

/** Write (or with null remove) a record of this tab. Returns whether it was written.
 *  @param {string} key @param {unknown} value */
export function writeTab(key, value) {
  if (!writable()) return false;
  try {
    if (value === null) sessionStorage.removeItem(PREFIX + key);
    else sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
    return true;
  } catch {
    return false; // this tab forgets it: a reload shows the menu instead of resuming
  }
}

/** Remember in this tab that game `id`'s autosave `record` could not be written (the record itself
 *  when it fits in the tab's own storage, else at least which game it was).
 *  @param {string} id @param {Json} record */
export function writeUnsaved(id, record) {
  if (!writeTab("unsaved", { game: id, record })) writeTab("unsaved", { game: id });
}

/** This tab's unsaved autosave: {game, record} (record null if it was not kept or does not fit its
 *  schema), or null. */
export function readUnsaved() {
  const entry = readTab("unsaved");
  if (!entry || typeof entry.game !== "string") return null;
  const record = entry.record && typeof entry.record === "object" ? checkGame(entry.record, "") : null;
  return { game: entry.game, record: record && !record.damaged ? record : null };
}

// --- autosaves: one record per game ---------------------------------------------------------------

/** A new game id: time first (readable), then randomness (two tabs in the same millisecond). */
export function newId() {
  const random = crypto?.getRandomValues ? crypto.getRandomValues(new Uint32Array(1))[0] : Math.random() * 2 ** 32;
  return `${Date.now().toString(36)}-${Math.floor(random).toString(36)}`;
}

export const newStamp = newId;

/** @param {string} id */
const autoKey = (id) => (id === LEGACY ? OLD_AUTOSAVE : AUTO + id);
/** @param {string} id */
export const autoStorageKey = (id) => PREFIX + autoKey(id);
/** The id of the autosave stored under a full localStorage key, else null.
 *  @param {string} storageKey */
export function autoIdOf(storageKey) {
  if (storageKey === PREFIX + OLD_AUTOSAVE) return LEGACY;
  return storageKey?.startsWith(PREFIX + AUTO) ? storageKey.slice((PREFIX + AUTO).length) : null;
}

/** @param {string} id */
export const readAuto = (id) => readGame(autoKey(id));
/** @param {string} id @param {Json} record @param {boolean} [canSpill] */
export const writeAuto = (id, record, canSpill = true) => writeText(autoKey(id), JSON.stringify(record), canSpill);
/** @param {string} id */
export const autoSpilled = (id) => isSpilled(autoKey(id));

/** Write an autosave; if localStorage is full, first make room by dropping what can be rebuilt or
 *  spared (the autosaves of finished games beyond the FINISHED_KEPT_WHEN_FULL newest, never `id`'s),
 *  then try again, and spill it if there is still no room. Returns null on success, else the error
 *  (see write).
 *  @param {string} id @param {Json} record */
export function writeAutoMakingRoom(id, record) {
  const error = writeAuto(id, record, false);
  if (!error?.full) return error;
  pruneFinished(id, FINISHED_KEPT_WHEN_FULL);
  return writeAuto(id, record);
}
/** @param {string} id */
export const removeAuto = (id) => remove(autoKey(id));

/** Move the old single autosave to a record of its own. Returns {id, record} (id LEGACY if it could
 *  not be moved), or null if there is none; the text is copied as it is, damaged or not. */
export function migrateOldAutosave() {
  let text;
  try {
    text = localStorage.getItem(PREFIX + OLD_AUTOSAVE);
  } catch {
    return null;
  }
  if (text === null) return null;
  const id = newId();
  const record = parse(text);
  // a record without a date would sort last; it was the game of the moment, so it gets "now"
  const moved = record.damaged || record.at ? text : JSON.stringify({ ...record, at: Date.now() });
  if (writeText(autoKey(id), moved)) return { id: LEGACY, record };
  remove(OLD_AUTOSAVE);
  return { id, record };
}

/** Every autosave, newest first: [{id, record, at}] (the old single one is moved first). */
export function autosaves() {
  migrateOldAutosave();
  /** @type {{id: string, record: any, at: number}[]} */
  const out = keys(AUTO).map((id) => ({ id, record: readGame(AUTO + id), at: 0 }));
  const old = readGame(OLD_AUTOSAVE);
  if (old) out.push({ id: LEGACY, record: old, at: 0 });
  for (const entry of out) entry.at = Number(entry.record?.at) || 0;
  return out.sort((a, b) => b.at - a.at || a.id.localeCompare(b.id));
}

/** @param {Json} record */
export const isFinished = (record) => !record?.damaged && !!record?.summary?.over;

/** Drop the autosaves of finished games beyond the `kept` newest (never `keep`, never an unfinished
 *  or damaged one). Returns the ids dropped.
 *  @param {string | null} [keep] @param {number} [kept] */
export function pruneFinished(keep = null, kept = FINISHED_KEPT) {
  const finished = autosaves().filter((a) => a.id !== keep && isFinished(a.record));
  const dropped = finished.slice(kept).map((a) => a.id);
  for (const id of dropped) removeAuto(id);
  return dropped;
}

// --- named slots ----------------------------------------------------------------------------------

/** Slot names, sorted with the newest first. */
export function slots() {
  const out = keys(SLOT).map((name) => {
    const record = readGame(SLOT + name);
    return { name, record, at: Number(record?.at) || 0 };
  });
  return out.sort((a, b) => b.at - a.at || a.name.localeCompare(b.name));
}

/** @param {string} name */
export const readSlot = (name) => readGame(SLOT + name);
/** @param {string} name @param {Json} record */
export const writeSlot = (name, record) => write(SLOT + name, record);
/** @param {string} name */
export const removeSlot = (name) => remove(SLOT + name);

/** A slot name not used yet: `base`, else `base (2)`, `base (3)`…
 *  @param {string} base */
export function freeSlotName(base) {
  const taken = new Set(slots().map((s) => s.name));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} (${n})`)) return `${base} (${n})`;
}

// --- keeping the games: persistent storage ----------------------------------------------------------

/** Ask the browser once to keep the site's storage (navigator.storage.persist), so that it is not
 *  cleared to make room or after days without a visit. Resolves to "granted", "refused", or null when
 *  the browser cannot be asked; the answer is remembered (setting "persist"). */
export function askToPersist() {
  const known = readSetting("persist");
  if (known) return Promise.resolve(known === "noted" ? "refused" : known);
  if (!navigator.storage?.persist) return Promise.resolve(null);
  asking ??= (async () => {
    try {
      const answer = (await navigator.storage.persisted?.()) || (await navigator.storage.persist()) ? "granted" : "refused";
      writeSetting("persist", answer);
      return answer;
    } catch {
      return null;
    }
  })();
  return asking;
}

let asking = null; // the question on its way (asked once per page)

/** Whether the player should be told (once) that their games live in this browser only. */
export const persistenceRefused = () => readSetting("persist") === "refused";
export const persistenceNoted = () => writeSetting("persist", "noted");
