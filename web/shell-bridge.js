// Calls to Python (web/bridge.py) and what a failed call says to the player.

import { sentence } from "./dom.js";
import { lang } from "./i18n.js";
import { t } from "./shell-words.js";

/** @param {string} name a function of web/bridge.py @param {Record<string, unknown>} [args] its keyword arguments */
export function py(name, args = {}) {
  if (!window.evolution) throw Object.assign(new Error(t("error.noEngine")), { name: "EngineNotReady" });
  const payload = { lang: lang(), ...args }; // every call gets the page's language (web/bridge.py)
  return JSON.parse(window.evolution.call(name, JSON.stringify(payload)));
}

// Errors the engine words for players (web/bridge.py: a refused move, a save or link that cannot be
// opened, a game this site does not have), already in the page's language. Any other failure of a
// bridge call (a pydantic ValidationError, a TypeError...) is a fault, not a reason: the page shows a
// sentence of its own and never Python's text.
/** @type {Set<string | undefined>} */
export const PLAYER_ERRORS = new Set(["IllegalAction", "SaveError", "UnknownGame"]);

export const MAX_SHOWN = 200; // characters of engine text shown at most

/** @param {unknown} text */
export function clip(text) {
  const chars = Array.from(String(text ?? ""));
  return chars.length > MAX_SHOWN ? `${chars.slice(0, MAX_SHOWN - 1).join("").trimEnd()}…` : chars.join("");
}

/** What a failed bridge call says to the player (one sentence, at most 200 characters).
 *  @param {{name?: string, message?: string} | null | undefined} error what the call threw */
export function reason(error) {
  if (PLAYER_ERRORS.has(error?.name)) return clip(sentence(/** @type {Error} */ (error).message));
  if (error?.name === "EngineNotReady") return t("error.noEngine");
  console.warn("[shell] the engine failed:", error?.name, error?.message);
  return t("error.internal");
}
