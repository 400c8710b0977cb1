// The shell's words (web/shell-i18n.js) as the shell's parts use them: `t`, a list of names, a date.

import { lang, translator, joinNames } from "./i18n.js";
import { SHELL_STRINGS } from "./shell-i18n.js";

export const t = translator(SHELL_STRINGS);

export const listNames = (names) => joinNames(names, t("and"));

export const when = (ms) => (ms ? new Date(ms).toLocaleString(lang() === "fr" ? "fr-FR" : "en-GB",
  { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" }) : "?");

export const today = () => when(Date.now());
