// localStorage, prefixed and versioned: GitHub Pages project sites share one origin (and its storage),
// so every key starts with "evolution:v1:". Every access is wrapped: storage can be disabled (private
// modes), full (QuotaExceededError) or hold anything, so reads validate and writes report failure.

export const PREFIX = "evolution:v1:";
const SLOT = "slot:";

/** Read a JSON record; null when absent, unreadable or not an object. */
export function read(key) {
  let text;
  try {
    text = localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const value = JSON.parse(text);
    return value && typeof value === "object" ? value : { damaged: true, raw: text };
  } catch {
    return { damaged: true, raw: text };
  }
}

/** Write a JSON record. Returns null on success, else {full: bool, message}. */
export function write(key, value) {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
    return null;
  } catch (error) {
    const full = error?.name === "QuotaExceededError" || error?.code === 22 || error?.code === 1014;
    return { full, message: String(error?.message || error) };
  }
}

export function remove(key) {
  try {
    localStorage.removeItem(PREFIX + key);
    return true;
  } catch {
    return false;
  }
}

/** A plain string setting (language, bot delay). */
export function readSetting(key) {
  try {
    return localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

export function writeSetting(key, value) {
  try {
    localStorage.setItem(PREFIX + key, String(value));
  } catch {
    // a setting that is not remembered is no harm
  }
}

// --- autosave and named slots: records {save: "<save JSON>", seat: number|null, open: bool, at: ms} ---

export const readAutosave = () => read("autosave");
export const writeAutosave = (record) => write("autosave", record);
export const removeAutosave = () => remove("autosave");

/** Slot names, sorted with the newest first. */
export function slots() {
  const out = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith(PREFIX + SLOT)) {
        const name = key.slice((PREFIX + SLOT).length);
        const record = read(SLOT + name);
        out.push({ name, record, at: Number(record?.at) || 0 });
      }
    }
  } catch {
    return [];
  }
  return out.sort((a, b) => b.at - a.at || a.name.localeCompare(b.name));
}

export const readSlot = (name) => read(SLOT + name);
export const writeSlot = (name, record) => write(SLOT + name, record);
export const removeSlot = (name) => remove(SLOT + name);

/** A slot name not used yet: `base`, else `base (2)`, `base (3)`… */
export function freeSlotName(base) {
  const taken = new Set(slots().map((s) => s.name));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} (${n})`)) return `${base} (${n})`;
}
