// The page's language (English, French or German) and how its words are looked up. The words themselves live with their owner:
// web/shell-i18n.js (menu, forms, saves...) and each game's strings (web/games/<id>-i18n.js).
// Engine text (log lines, card names and rules, option labels) comes translated from Python.
// `t(key, params)` fills {placeholders} with plain text: the result always goes into the page with
// textContent, never as HTML. A string may instead be {one: ..., other: ...}: the form is chosen
// by Intl.PluralRules from params.n (no "(s)"). In French, {de:name} writes "de Bob" or
// "d'Alice" (elision before a vowel or a mute h).

export const LANGS = ["en", "fr", "de"];
/** Each language by its own name, as the language toggle offers it. */
/** @type {Record<string, string>} */
export const LANGUAGE_NAMES = { en: "English", fr: "Français", de: "Deutsch" };

let current = "en";

/** @param {string} lang */
export function setLang(lang) {
  current = LANGS.includes(lang) ? lang : "en";
  document.documentElement.lang = current;
  return current;
}

export function lang() {
  return current;
}

/** The first of the browser's languages (navigator.languages, best first) that the site speaks, else
 *  English: the language of a first visit, before the player chooses one. */
/** @param {readonly string[]} languages */
export function browserLang(languages = []) {
  for (const tag of languages) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (LANGS.includes(base)) return base;
  }
  return "en";
}

/** A language's words: a key's text (with {placeholders}), or its plural forms {one, other, ...}.
 *  @typedef {Record<string, string | Plural | readonly string[]>} Words */
/** @typedef {Record<string, string> & {other: string}} Plural */

/** t(key, params) over string tables {en: {...}, fr: {...}}, the first table holding the key wins
 *  (in the current language, then in English); an unknown key is shown as itself.
 *  @param {...(Record<string, Words> | null | undefined)} tables */
export function translator(...tables) {
  /** @param {string} key
   *  @param {Record<string, unknown>} [params]
   *  @returns {string} (a key whose words are a list, as a game's botNames, gives the list: its one
   *    reader says so) */
  return function t(key, params = {}) {
    /** @type {string | Plural | readonly string[] | undefined} */
    let text;
    for (const l of [current, "en"]) {
      for (const table of tables) {
        text = table?.[l]?.[key];
        if (text !== undefined) break;
      }
      if (text !== undefined) break;
    }
    if (text === undefined) return key;
    if (isPlural(text)) text = text[plural(params.n)] ?? text.other;
    if (typeof text !== "string") return /** @type {string} */ (/** @type {unknown} */ (text));
    return text.replace(/\{(?:(de):)?(\w+)\}/g, (m, de, name) => {
      if (!(name in params)) return m;
      const value = String(params[name]);
      return de ? `${ELIDES.test(value) ? "d'" : "de "}${value}` : value;
    });
  };
}

/** @param {unknown} text @returns {text is Plural} */
const isPlural = (text) => text !== null && typeof text === "object" && !Array.isArray(text) && "other" in text;
/** @type {Map<string, Intl.PluralRules>} */
const pluralRules = new Map();

/** The plural category of `n` in the page's language ("one", "other"...).
 *  @param {unknown} n */
function plural(n) {
  if (!pluralRules.has(current)) pluralRules.set(current, new Intl.PluralRules(current));
  return /** @type {Intl.PluralRules} */ (pluralRules.get(current)).select(Number(n) || 0);
}

// French drops the e of "de" before a vowel sound: "d'Alice", "d'Élodie", "d'Hugo" (but "de Bob").
const ELIDES = /^[aeiouyhàâäéèêëîïôöùûüœæ]/i;

/** "A", "A and B", "A, B and C" (`and` is the word for " and " in the page's language).
 *  @param {readonly string[]} names @param {string} and */
export function joinNames(names, and) {
  if (names.length < 2) return names.join("");
  return `${names.slice(0, -1).join(", ")}${and}${names[names.length - 1]}`;
}
