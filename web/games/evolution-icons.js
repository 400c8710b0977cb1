// One drawn icon per trait, made for this project: line drawings on a 24x24 grid, stroked in the
// text colour (legible from 16 to 40 px). Keyed by the engine's trait ids (data/cards.json), so a
// trait added to the data without a drawing falls back to a plain dot in a ring.

import { draw } from "../glyphs.js";

const SVG = "http://www.w3.org/2000/svg";

// Each icon is a list of path data; a leading "*" fills that path instead of stroking it.
/** @type {Record<string, string[]>} */
const ICONS = {
  // carnivore group
  Carnivore: ["M3 8c4 3 14 3 18 0", "M4 16c4-2.5 12-2.5 16 0", "*M5.5 9.3l3 7.2 2.2-6.3zM13.3 10.2l2.2 6.3 3-7.2z"],
  Ambush: ["M2 20l3-8 2 8M9 20l2-10 2 10M15 20l2-7 2 7", "M5 8c3-4 11-4 14 0-3 4-11 4-14 0z", "*M12 6.6a1.4 1.4 0 1 0 0.01 0z"],
  "Pack Hunting": ["*M6.5 10a1.5 2 0 1 0 0.01 0zM10 8a1.5 2 0 1 0 0.01 0zM14 8a1.5 2 0 1 0 0.01 0zM17.5 10a1.5 2 0 1 0 0.01 0z", "M8 16c0-3 2-4.5 4-4.5s4 1.5 4 4.5c0 2-2 2.5-4 2-2 .5-4 0-4-2z"],
  // feeding group
  Cooperation: ["M3 12h6M6 9l3 3-3 3", "M15 12h6M18 9l3 3-3 3", "M9.5 12a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0"],
  "Fat Tissue": ["M12 3c4 5 6 8 6 11a6 6 0 0 1-12 0c0-3 2-6 6-11z", "M8.5 14.5h7M9 17.5h6"],
  Foraging: ["M5 19c0-8 5-13 14-14-1 9-6 14-14 14z", "M5 19l7-7", "M15 15h6M18 12v6"],
  Intelligence: ["M9 17h6M9.5 20h5", "M12 3a6 6 0 0 0-3.5 10.9c.4.4.5 1.1.5 1.6V17h6v-1.5c0-.5.1-1.2.5-1.6A6 6 0 0 0 12 3z", "M12 7v4M10 9h4"],
  "Long Neck": ["M8 21V13c0-4 2-7 4-9", "M12 4c1-1 3-1 5 0l-1 2h-3", "M12 21V13c0-3 1-5 2-7", "*M15.5 4.4a.6.6 0 1 0 .01 0z"],
  Scavenger: ["M7 7a2 2 0 1 1 2.5-2.5L14.5 9.5A2 2 0 1 1 17 12a2 2 0 1 1-2.5 2.5L9.5 9.5A2 2 0 1 1 7 7z"],
  // other
  Fertile: ["M9 20a5 6.5 0 1 1 .01 0z", "M16.5 13a3 4 0 1 1 .01 0z", "M16.5 5V2M15 3.5h3"],
  // defensive group
  Burrowing: ["M2 18c2-7 18-7 20 0", "*M8 18c0-3 2-5 4-5s4 2 4 5z", "M2 18h20"],
  Climbing: ["M12 3l-5.5 7h3l-4 6h13l-4-6h3z", "M12 16v6", "M9 22h6"],
  "Defensive Herding": ["M12 7a2.2 2.2 0 1 0 .01 0zM6 10a2.2 2.2 0 1 0 .01 0zM18 10a2.2 2.2 0 1 0 .01 0z", "M2 19c0-3 2-5 4-5s4 2 4 5M14 19c0-3 2-5 4-5s4 2 4 5M8 16c0-3 2-5 4-5s4 2 4 5"],
  "Hard Shell": ["M3 17c0-6 4-11 9-11s9 5 9 11z", "M9 17l1.5-5h3L15 17M10.5 12L8 8M13.5 12L16 8", "M3 17h18"],
  Horns: ["M7.5 9h9l-1 7.5c-.8 3-6.2 3-7 0z", "M8 9.5C4 9.5 2.5 7 3 3.5c1.5 2 3 3 5.5 3", "M16 9.5c4 0 5.5-2.5 5-6-1.5 2-3 3-5.5 3", "*M10.3 12.6a.8.8 0 1 0 .01 0zM13.7 12.6a.8.8 0 1 0 .01 0z"],
  Symbiosis: ["M9 12a5 5 0 1 0 .01 0z", "M15 12a5 5 0 1 0 .01 0z"],
  "Warning Call": ["M4 10v4h3l5 4V6L7 10z", "M15 9c1 1 1 5 0 6M17.5 7c2 2.5 2 7.5 0 10M20 5c3 4 3 10 0 14"],
  // Flight (expansion): traits and events
  Flight: ["M2 8c3.5 0 7 2.5 10 7 3-4.5 6.5-7 10-7-2.5 5-6 8.5-10 9.5C8 16.5 4.5 13 2 8z", "M12 15v4"],
  Camouflage: ["M4 12c3-5 13-5 16 0-3 5-13 5-16 0z", "M9 12a3 3 0 0 0 6 0", "M3 4l18 16"],
  "Good Eyesight": ["M2 12c3-6 17-6 20 0-3 6-17 6-20 0z", "M12 8a4 4 0 1 0 .01 0z", "*M12 10.6a1.4 1.4 0 1 0 .01 0z"],
  "Brood Parasite": ["M3 14c1 5 17 5 18 0", "M8 14a2.5 3.2 0 1 1 .01 0z", "*M15.5 13.5a3 4 0 1 1 .01 0z"],
  Nesting: ["M3 13c1 6 17 6 18 0z", "M4.5 16h15M6 18.5h12", "M9 12.5a2 2.6 0 1 1 .01 0zM14.5 12.5a2 2.6 0 1 1 .01 0z"],
  "Dive-Bomb": ["M12 3v13M7 11l5 6 5-6", "M4 6l4-2 4 2 4-2 4 2", "M7 21h10"],
  "Seed Dispersal": ["M6 18a3 3 0 1 0 .01 0z", "M9 15c4-4 8-6 12-7", "*M13 11.5a1 1 0 1 0 .01 0zM17 9.5a1 1 0 1 0 .01 0zM20.5 8.3a.9.9 0 1 0 .01 0z"],
};

const FALLBACK = ["M12 4a8 8 0 1 0 .01 0z", "*M12 10.5a1.5 1.5 0 1 0 .01 0z"];

/** The trait ids that have their own drawing (tests check every trait of the deck is among them). */
export const drawnTraits = () => Object.keys(ICONS);

/** An <svg> for `trait` (decorative: the trait's name is always written next to it).
 *  @param {string} trait @param {string} [cls] */
export function traitIcon(trait, cls = "ticon") {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("class", cls);
  svg.setAttribute("aria-hidden", "true");
  svg.dataset.icon = ICONS[trait] ? trait : "";
  return draw(svg, ICONS[trait] ?? FALLBACK);
}
