// The shell's words (web/shell-i18n.js) as the shell's parts use them: `t`, a list of names, a date.

import { lang, translator, joinNames } from "./i18n.js";
import { SHELL_STRINGS } from "./shell-i18n.js";

export const t = translator(SHELL_STRINGS);

/** @param {readonly string[]} names */
export const listNames = (names) => joinNames(names, t("and"));

/** @param {number | null | undefined} ms */
export const when = (ms) => (ms ? new Date(ms).toLocaleString(lang() === "fr" ? "fr-FR" : "en-GB",
  { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" }) : "?");

export const today = () => when(Date.now());

/** The key of the words for a touch screen ("Tap" where a mouse "clicks"): `key`.touch when the game's
 *  `words` have it and the screen is touched, else `key`.
 *  @param {(key: string) => string} words @param {string} key */
export const onTouch = (words, key) =>
  (matchMedia("(pointer: coarse)").matches && words(`${key}.touch`) !== `${key}.touch` ? `${key}.touch` : key);
