// Where a long name may break: a soft hyphen (U+00AD) between its syllables, found by a small rule
// that holds for the names of both games in English, French and German (this page may run where the
// browser has no hyphenation dictionary: "Cooperatio/n" broke inside the word). The browser breaks a
// name only at a space or at one of these points, and then draws the hyphen. The rule, on each run of
// letters: between two vowels, one consonant goes to the second syllable (Carni-vore), two or more are
// split before the last (Intel-ligence, Nahrungs-suche), a cluster that starts syllables
// (ch, ck, sch, sh, th, ph, and a consonant before l or r: Nahrungssu-che, Hat-shepsut) stays whole;
// at least 3 letters on each side of a break.

const VOWEL = /[aeiouyàâäéèêëîïôöùûüœæ]/i;
const LETTER = /\p{L}/u;
const CLUSTERS = new Set(["ch", "ck", "sh", "th", "ph", "gn", "qu", "bl", "br", "cl", "cr", "dr", "fl", "fr", "gl", "gr",
  "kl", "kr", "pl", "pr", "tr", "vr", "wr"]);
const EDGE = 3; // letters kept on each side of a break
export const SOFT_HYPHEN = "\u00ad";

/** The places (indexes into `word`, a run of letters) before which it may break.
 *  @param {string} word */
function breakPoints(word) {
  const vowel = [...word].map((ch) => VOWEL.test(ch));
  const points = [];
  let last = -1; // the previous vowel's index
  for (let i = 0; i < word.length; i++) {
    if (!vowel[i]) continue;
    if (last >= 0 && i - last > 1) { // consonants word[last+1 .. i-1] between two vowels
      const start = last + 1, n = i - start;
      let at = n === 1 ? start : i - 1; // one: before it; more: before the last
      const pair = word.slice(i - 2, i).toLowerCase();
      if (n >= 2 && CLUSTERS.has(pair)) at = i - 2; // (a cluster that starts a syllable stays whole)
      if (n >= 3 && word.slice(i - 3, i).toLowerCase() === "sch") at = i - 3;
      if (at > start - 1 && at >= EDGE && word.length - at >= EDGE) points.push(at);
    }
    last = i;
  }
  return points;
}

/** `text` with a soft hyphen at each place a word of it may break (words of 6 letters or fewer whole).
 *  @template {string | null | undefined} T @param {T} text @returns {T} */
export function breakable(text) {
  if (!text) return text;
  let out = "";
  let run = "";
  const flush = () => {
    if (run.length > 6) {
      let from = 0;
      for (const at of breakPoints(run)) {
        out += run.slice(from, at) + SOFT_HYPHEN;
        from = at;
      }
      out += run.slice(from);
    } else out += run;
    run = "";
  };
  for (const ch of /** @type {string} */ (text)) {
    if (LETTER.test(ch)) run += ch;
    else { flush(); out += ch; }
  }
  flush();
  return /** @type {T} */ (out);
}
