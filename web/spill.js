// Where the site's records go when localStorage is full: IndexedDB, whose quota is a share of the
// disk rather than localStorage's ~5 MB. web/store.js stays synchronous: the spilled records are read
// into memory once at start (loadSpill, awaited before the shell opens any game) and every write goes
// to that copy at once and to IndexedDB in the background; a record written to localStorage again
// leaves the spill. Other tabs hear of each change (a BroadcastChannel), as localStorage's own
// "storage" event tells them of its changes. If IndexedDB cannot be opened or a write to it fails, the
// spill is off (spillReady() false) and web/store.js reports the full storage as before.

const DB = "evolution";
const STORE = "records";
const CHANNEL = "evolution:spill";

/** @type {Map<string, string>} */
const mirror = new Map(); // full key -> text
/** @type {IDBDatabase | null} */
let db = null;
let off = false;
/** @type {Promise<void> | null} */
let loading = null;
/** @type {Set<(key: string) => void>} */
const failed = new Set(); // callbacks told when a write to IndexedDB failed
/** @type {BroadcastChannel | null} */
let channel = null;

/** Open the spill and read what it holds (once; resolves even when IndexedDB is unavailable). */
export function loadSpill() {
  loading ??= (async () => {
    try {
      db = await new Promise((resolve, reject) => {
        const request = indexedDB.open(DB, 1);
        request.onupgradeneeded = () => request.result.createObjectStore(STORE);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
        request.onblocked = () => reject(new Error("blocked"));
      });
      const entries = await new Promise((resolve, reject) => {
        const tx = /** @type {IDBDatabase} */ (db).transaction(STORE, "readonly");
        const keys = tx.objectStore(STORE).getAllKeys();
        const values = tx.objectStore(STORE).getAll();
        tx.oncomplete = () => resolve(keys.result.map((key, /** @type {number} */ i) => [key, values.result[i]]));
        tx.onerror = () => reject(tx.error);
      });
      for (const [key, text] of entries) if (typeof key === "string" && typeof text === "string") mirror.set(key, text);
      channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null;
      if (channel) channel.onmessage = ({ data }) => heard(data);
    } catch (error) {
      console.warn("[store] no IndexedDB to spill into:", error);
      off = true;
      db = null;
    }
  })();
  return loading;
}

/** Whether records can spill (IndexedDB is open and no write to it has failed). */
export const spillReady = () => !!db && !off;

/** @param {string} key */
export const spilled = (key) => mirror.get(key) ?? null;
export const spilledKeys = () => [...mirror.keys()];
export const hasSpilled = () => mirror.size > 0;

/** Call `callback(key)` when a record could not be written to IndexedDB after all.
 *  @param {(key: string) => void} callback */
export const onSpillFailed = (callback) => failed.add(callback);

/** @param {string} key @param {string | null} text */
function change(key, text) {
  return new Promise((resolve, reject) => {
    const tx = /** @type {IDBDatabase} */ (db).transaction(STORE, "readwrite", { durability: "strict" });
    if (text === null) tx.objectStore(STORE).delete(key);
    else tx.objectStore(STORE).put(text, key);
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error || new Error("aborted"));
  });
}

const pending = new Set(); // the writes handed to IndexedDB that have not landed yet

/** Keep `text` under `key` (null: drop it). Returns false if the spill is off. The transaction is
 *  made at once (IndexedDB lands overlapping writes in the order they were made), so a move's record
 *  is on its way before the page can be closed.
 *  @param {string} key @param {string | null} text */
export function spill(key, text) {
  if (!spillReady()) return false;
  const before = mirror.get(key) ?? null;
  if (text === null && before === null) return true;
  if (text === null) mirror.delete(key);
  else mirror.set(key, text);
  channel?.postMessage({ key, text });
  let write;
  try {
    write = change(key, text);
  } catch (error) {
    write = Promise.reject(error);
  }
  const landed = write.catch((error) => {
    console.warn("[store] a record could not be spilled:", error);
    off = true;
    if (text !== null && mirror.get(key) === text) mirror.delete(key);
    for (const callback of failed) callback(key);
  }).finally(() => pending.delete(landed));
  pending.add(landed);
  return true;
}

/** Every write handed to IndexedDB so far has landed (tests). */
export const spillSettled = () => Promise.all([...pending]);

// Another tab spilled or dropped a record: this tab's copy follows, and the page hears of it as of a
// change to localStorage by another tab (web/shell-autosave.js onStorage).
/** @param {{key?: unknown, text?: unknown}} message another tab's */
function heard({ key, text }) {
  if (typeof key !== "string") return;
  const before = mirror.get(key) ?? null;
  if (text === null) mirror.delete(key);
  else if (typeof text === "string") mirror.set(key, text);
  else return;
  let now = text;
  try {
    now ??= localStorage.getItem(key); // (dropped from the spill: what localStorage holds is the record now)
  } catch {
    // no localStorage: the record is gone
  }
  dispatchEvent(new StorageEvent("storage", { key, oldValue: before, newValue: now, storageArea: localStorage }));
}
