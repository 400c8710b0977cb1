// The page's language and how its words are looked up. The words themselves live with their owner:
// web/shell-i18n.js (menu, forms, saves...) and each game's strings (web/games/<id>-i18n.js).
// Engine text (log lines, card names and rules, option labels) comes translated from Python.
// `t(key, params)` fills {placeholders} with plain text: the result always goes into the page with
// textContent, never as HTML.

export const LANGS = ["en", "fr"];

let current = "en";

export function setLang(lang) {
  current = LANGS.includes(lang) ? lang : "en";
  document.documentElement.lang = current;
  return current;
}

export function lang() {
  return current;
}

/** t(key, params) over string tables {en: {...}, fr: {...}}, the first table holding the key wins
 *  (in the current language, then in English); an unknown key is shown as itself. A text may be
 *  plural forms {one: "...", other: "..."}: params.n picks one by the language's rules. */
export function translator(...tables) {
  return function t(key, params = {}) {
    let text;
    for (const l of [current, "en"]) {
      for (const table of tables) {
        text = table?.[l]?.[key];
        if (text !== undefined) break;
      }
      if (text !== undefined) break;
    }
    if (text === undefined) return key;
    if (text?.other !== undefined && typeof params.n === "number") {
      text = text[new Intl.PluralRules(current).select(params.n)] ?? text.other;
    }
    if (typeof text !== "string") return text;
    return text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
  };
}

/** "A", "A and B", "A, B and C" (`and` is the word for " and " in the page's language). */
export function joinNames(names, and) {
  if (names.length < 2) return names.join("");
  return `${names.slice(0, -1).join(", ")}${and}${names[names.length - 1]}`;
}
