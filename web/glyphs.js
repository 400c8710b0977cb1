// The games' own visual language, drawn for this project as inline SVG (no image download, no emoji
// font): a glyph per resource, building, age and Discovery set of S-Evolution, per food kind of
// Evolution, a species' silhouette that grows with its body size and population, and a picture of each
// game for the home page. Every glyph is data (path data on a 24x24 grid, keyed by the id the engine's
// payload uses: a suit letter, a building id, a set id, an age number) and is drawn in the text's colour
// (currentColor), so it has the contrast of the words beside it. Decorative: hidden from screen readers,
// the words beside a glyph (or the control's label) say what it means.

const SVG = "http://www.w3.org/2000/svg";

// A leading "*" fills the path instead of stroking it.
/** @type {Record<string, string[]>} */
const GLYPHS = {
  // S-Evolution's resources (the suits of its cards): an ear of grain, a hammer, a flask
  "suit.F": ["M12 22V8", "*M12 3c1.6 1.4 1.6 3.6 0 5-1.6-1.4-1.6-3.6 0-5z", "*M11.5 10c-2.4-.2-4-1.8-4-4 2.4.2 4 1.8 4 4zM12.5 10c2.4-.2 4-1.8 4-4-2.4.2-4 1.8-4 4zM11.5 15c-2.4-.2-4-1.8-4-4 2.4.2 4 1.8 4 4zM12.5 15c2.4-.2 4-1.8 4-4-2.4.2-4 1.8-4 4z"],
  "suit.T": ["M6 21l9-9", "*M11.5 5.5l4-2.5 6 6-2.5 4-2-2-3 3-4.5-4.5 3-3z"],
  "suit.S": ["M9 3h6M10 3v6l-5.5 9.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3", "*M7.2 16h9.6l1.2 2.5c.2.3 0 .5-.3.5H6.3c-.3 0-.5-.2-.3-.5z"],
  // its buildings
  "building.farm": ["M3 21h18", "M5 21V11l7-6 7 6v10", "M10 21v-5h4v5", "M8 11h8"],
  "building.factory": ["M3 21V11l5 3v-3l5 3v-3l5 3V4h3v17z", "M7 18h2M12 18h2"],
  "building.lab": ["M7 16a5 5 0 1 0 10 0a5 5 0 1 0 -10 0z", "M4 8c3-3 13-3 16 0M4 8c3 3 13 3 16 0", "M12 3v5", "*M10.5 16a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0z"],
  "building.commerce": ["M12 3v16", "M5 7h14", "M5 7l-3 7h6zM19 7l-3 7h6z", "M8 21h8"],
  "building.prestige": ["M3 18l2-10 4.5 5L12 5l2.5 8L19 8l2 10z", "M3 21h18"],
  "building.shield": ["M12 3l8 3v6c0 5-3.5 8-8 9.5C7.5 20 4 17 4 12V6z", "M12 7v10M8 11h8"],
  // the four Discovery sets, each by its own symbol (the engine names them Sun, Moon, Star, Wave)
  "set.sun": ["*M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0z", "M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1"],
  "set.moon": ["*M15 3a9 9 0 1 0 6 15.5A7.5 7.5 0 0 1 15 3z"],
  "set.star": ["*M12 2l2.6 6.6 7.1.5-5.5 4.5 1.8 6.9L12 16.7l-6 3.8 1.8-6.9-5.5-4.5 7.1-.5z"],
  "set.wave": ["M2 9c2.5-3 5-3 7.5 0s5 3 7.5 0 3.5-2.5 5-1", "M2 15c2.5-3 5-3 7.5 0s5 3 7.5 0 3.5-2.5 5-1"],
  // the ages, I to VI: a monument that gains a tier each age (a hut, then walls, a tower, a dome...)
  "age.1": ["M4 20h16", "*M7 20v-5l5-4 5 4v5z"],
  "age.2": ["M3 20h18", "*M5 20v-6h14v6z", "*M8 14v-3l4-3 4 3v3z"],
  "age.3": ["M3 21h18", "*M4 21v-5h16v5z", "*M7 16v-4h10v4z", "*M10 12V7h4v5z"],
  "age.4": ["M2 21h20", "*M3 21v-4h18v4z", "*M5 17v-4h14v4z", "*M8 13v-3h8v3z", "*M10 10a2 2 0 0 1 4 0z"],
  "age.5": ["M2 21h20", "*M3 21v-3h18v3z", "*M5 18v-3h14v3z", "*M7 15v-3h10v3z", "*M9 12V9h6v3z", "*M11 9V4h2v5z"],
  "age.6": ["M2 21h20", "*M3 21v-3h18v3z", "*M5 18v-3h14v3z", "*M7 15v-3h10v3z", "*M9 12V9h6v3z", "*M10.5 9V5h3v4z", "*M12 1l1.5 3h-3z"],
  // Evolution's food: a plant (the watering hole's and the food cards'), fat (stored food)
  "food.plant": ["*M12 21c-1-6 0-11 7-16 1 7-2 12-7 16z", "*M11 21c-5-2-7-6-6-11 4 2 6 6 6 11z", "M12 21v-3"],
  "food.fat": ["*M12 3c4 5 6 8 6 11a6 6 0 0 1-12 0c0-3 2-6 6-11z"],
};

/** Append `paths` (path data; a leading "*" fills that path instead of stroking it) to `svg`.
 *  @template {SVGElement} S @param {S} svg @param {readonly string[]} paths @returns {S} */
export function draw(svg, paths) {
  for (const d of paths) {
    const path = document.createElementNS(SVG, "path");
    const filled = d.startsWith("*");
    path.setAttribute("d", filled ? d.slice(1) : d);
    path.setAttribute("fill", filled ? "currentColor" : "none");
    if (!filled) {
      path.setAttribute("stroke", "currentColor");
      path.setAttribute("stroke-width", "1.8");
      path.setAttribute("stroke-linecap", "round");
      path.setAttribute("stroke-linejoin", "round");
    }
    svg.append(path);
  }
  return svg;
}

/** @param {string} viewBox @param {string} cls */
function canvas(viewBox, cls) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", viewBox);
  svg.setAttribute("class", cls);
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  return svg;
}

/** Whether a glyph is drawn for `id` ("suit.F", "building.farm", "set.sun", "age.3", "food.plant").
 *  @param {string} id */
export const hasGlyph = (id) => Object.hasOwn(GLYPHS, id);

/** The glyph `id` as an inline SVG, 1em square (null when none is drawn for it).
 *  @param {string} id @param {string} [extraClass] */
export function glyph(id, extraClass = "") {
  if (!hasGlyph(id)) return null;
  const svg = draw(canvas("0 0 24 24", `glyph ${extraClass}`.trim()), GLYPHS[id]);
  svg.dataset.glyph = id;
  return svg;
}

// A species' silhouette: one creature (a body, a head, four legs), drawn larger for each body size
// and once more (behind, smaller) for each population, up to a herd of six.
const CREATURE = "*M4 9a6 4 0 1 1 12 0 6 4 0 1 1-12 0zM15 6.5a3 2.6 0 1 1 6 0 3 2.6 0 1 1-6 0zM5.5 11h1.6v5H5.5zM8.5 11h1.6v5H8.5zM11.5 11h1.6v5h-1.6zM14 11h1.6v5H14z";
const WINGED = "*M4 9a6 3.2 0 1 1 12 0 6 3.2 0 1 1-12 0zM15 7a2.6 2.3 0 1 1 5.2 0 2.6 2.3 0 1 1-5.2 0zM20 6.5l3 1-3 1zM6 8C7 2 11 0 14 1c-2 2-3 4-3 7z";
const SIZE_MAX = 6;
const HERD_MAX = 6;

/** A species drawn: `size` (body size) scales the creature, `pop` (population) repeats it; `winged`
 *  draws a bird. The numbers come from the table payload; nothing here is a rule.
 *  @param {number} size @param {number} pop @param {{winged?: boolean}} [options] */
export function silhouette(size, pop, { winged = false } = {}) {
  const svg = canvas("0 0 48 20", "silhouette");
  const scale = 0.72 + 0.08 * Math.max(1, Math.min(size, SIZE_MAX));
  const herd = Math.max(1, Math.min(pop, HERD_MAX));
  for (let k = herd - 1; k >= 0; k--) { // the ones behind first
    const path = document.createElementNS(SVG, "path");
    path.setAttribute("d", (winged ? WINGED : CREATURE).slice(1));
    path.setAttribute("fill", "currentColor");
    path.setAttribute("opacity", k ? String(Math.max(0.45, 1 - 0.12 * k)) : "1");
    path.setAttribute("transform", `translate(${k * 4 - 3 * scale} ${19 - 16 * scale - k * 0.5}) scale(${scale})`);
    svg.append(path);
  }
  svg.dataset.size = String(size);
  svg.dataset.pop = String(pop);
  return svg;
}

// Each game's picture for the home page, 120x80: Evolution, a long-necked creature at a watering
// hole under a tree, with a carnivore stalking; S-Evolution, a stepped city under the sun, a field
// and a star.
/** @type {Record<string, string[][]>} */
const PICTURES = {
  evolution: [
    ["*M0 66h120v14H0z", "ground"],
    ["*M30 64c10-6 40-6 52 0-12 5-40 5-52 0z", "water"],
    ["*M96 66V42h4v24z", "trunk"],
    ["*M86 24a12 10 0 1 0 24 0a12 10 0 1 0 -24 0zM80 36a9 8 0 1 0 18 0a9 8 0 1 0 -18 0zM98 36a9 8 0 1 0 18 0a9 8 0 1 0 -18 0z", "leaf"],
    ["*M14 52a10 6 0 1 1 20 0 10 6 0 1 1-20 0zM29 49c2-10 5-20 9-24h5c-3 5-6 16-8 24zM38 22a4 3 0 1 1 7 1l-3 2zM16 55h3v11h-3zM21 55h3v11h-3zM26 55h3v11h-3zM30 54h3v12h-3z", "beast"],
    ["*M58 56a8 4.5 0 1 1 16 0 8 4.5 0 1 1-16 0zM72 52l8-2-2 5zM60 58h2.5v8H60zM69 58h2.5v8H69z", "hunter"],
  ],
  "s-evolution": [
    ["*M0 68h120v12H0z", "ground"],
    ["*M84 22a8 8 0 1 0 16 0a8 8 0 1 0 -16 0z", "sun"],
    ["*M30 68V58h44v10zM36 58v-9h32v9zM42 49v-9h20v9zM48 40v-9h8v9zM51 31v-7h2v7z", "city"],
    ["*M6 68l5-12 5 12zM10 56v-4h2v4zM80 68v-8h16v8zM82 60l6-5 6 5z", "hut"],
    ["M4 74h26M4 77h26M88 74h28M88 77h28", "field"],
    ["*M22 16l1.6 4 4.4.3-3.4 2.8 1.1 4.3-3.7-2.4-3.7 2.4 1.1-4.3-3.4-2.8 4.4-.3z", "star"],
  ],
};

/** The home page's picture of game `id` (null if none is drawn).
 *  @param {string} id */
export function gamePicture(id) {
  const shapes = PICTURES[id];
  if (!shapes) return null;
  const svg = canvas("0 0 120 80", "game-picture");
  svg.dataset.picture = id;
  for (const [d, part] of shapes) {
    const path = document.createElementNS(SVG, "path");
    const filled = d.startsWith("*");
    path.setAttribute("d", filled ? d.slice(1) : d);
    path.setAttribute("class", `gp-${part}`);
    if (!filled) path.setAttribute("fill", "none");
    svg.append(path);
  }
  return svg;
}
