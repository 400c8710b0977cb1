// What every part of Evolution's table uses: its words (`t`), names of seats, traits and species as
// the table shows them, tokens, and whether the hint asked points at a move.

import { glyph } from "../glyphs.js";
import { el } from "../dom.js";
import { joinNames, translator } from "../i18n.js";
import { SHELL_STRINGS } from "../shell-i18n.js";
import { onTouch as touchKey } from "../shell-words.js";
import { STRINGS } from "./evolution-i18n.js";

/** @typedef {import("../contract").EvolutionTable} EvolutionTable (evolution/core/contract.py) */
/** @typedef {import("../types").GameContext} Ctx the shell's context (web/shell-context.js) */
/** @typedef {import("../contract").LogLine} LogLine */
/** @typedef {import("../contract").Move} Move */
/** A seat's board, a species, a trait in view, a card in the hand: the contract's (records of the view).
 *  @typedef {EvolutionTable["view"]["players"][number]} Player */
/** @typedef {Player["species"][number]} Species */
/** @typedef {Species["traits"][number]} TraitView */
/** @typedef {Player["hand"][number]} Card */
/** What the player has selected on the table (ctx.state.sel; web/games/evolution-selection.js).
 *  @typedef {{mode: string, species?: number, card?: number, trait?: number}} Selection */
/** The table's parts (web/games/evolution.js mount), kept in ctx.state.parts.
 *  @typedef {{root: HTMLElement, board: HTMLElement, dock: HTMLElement, gone: Map<string | undefined, {node: HTMLElement, rect: DOMRect}>}} Parts */

/** The table being drawn: the engine's payload, with the contract's types. @returns {EvolutionTable} */
export const tableOf = (/** @type {Ctx} */ ctx) => ctx.table;

/** Evolution's words, then the shell's (as web/registry.js looks them up for the game). */
export const t = translator(STRINGS, SHELL_STRINGS);

/** The key of `key`'s words for a touch screen ("Tap" where a mouse "clicks"), if the game has them. */
export const onTouch = (/** @type {string} */ key) => touchKey(t, key);
export const listNames = (/** @type {readonly string[]} */ names) => joinNames(names, t("and"));
export const traitName = (/** @type {Ctx} */ ctx, /** @type {string} */ trait) => tableOf(ctx).trait_names[trait] ?? trait;
export const known = (/** @type {string} */ key, /** @type {string} */ fallback) => (t(key) === key ? fallback : t(key));
/** A laptop screen: the table fits its area and its rows never scroll sideways (evolution-table.css). */
export const laptop = () => matchMedia("(min-width: 981px) and (min-height: 600px)").matches;
/** The hand stands beside the table, not under it (a phone held sideways: web/shell-sideways.css). */
export const dockBeside = (/** @type {HTMLElement} */ dock) => !dock.hidden && dock.getBoundingClientRect().left > innerWidth / 2;
/** A click made with the keyboard (Enter/Space on a button: no pointer, detail 0) moves the focus to
 *  the next step; a pointer click does not, so the page never scrolls under the pointer. */
export const byKeyboard = (/** @type {MouseEvent | null | undefined} */ event) => !event || event.detail === 0;

/** A seat's name as the table shows it: its colour mark (with the seat's pattern and initial), then
 *  the name. The colour is never the only cue: the initial and the pattern tell seats apart too. */
export function seatName(/** @type {Ctx} */ ctx, /** @type {number} */ i, /** @type {Record<string, any> & {class?: string}} */ props = {}) {
  const label = ctx.name(i);
  return el("span", { ...props, class: `seat-name${props.class ? ` ${props.class}` : ""}`, data: { seat: i } },
    seatMark(ctx, i), el("span", { class: "seat-label", text: label }));
}

export function seatMark(/** @type {Ctx} */ ctx, /** @type {number} */ i) {
  return el("span", { class: "seat-mark", data: { seat: i }, attrs: { "aria-hidden": "true" }, text: markText(ctx, i) });
}

/** The seat's initial; where another seat's name begins with the same letter ("Computer 1",
 *  "Computer 2"), the initial and the number the name ends with (else the seat's), so the marks still
 *  tell the seats apart. */
function markText(/** @type {Ctx} */ ctx, /** @type {number} */ i) {
  const initial = (/** @type {number} */ k) => Array.from(ctx.name(k).trim())[0]?.toLocaleUpperCase() ?? "?";
  const mine = initial(i);
  if (!ctx.seats.some((/** @type {unknown} */ _, /** @type {number} */ k) => k !== i && initial(k) === mine)) return mine;
  return `${mine}${ctx.name(i).match(/(\d+)\s*$/)?.[1] ?? i + 1}`;
}

/** `n` tokens of a kind (food, fat, plant); `empty` more drawn as empty places. */
/** @type {Record<string, string>} */
const TOKEN_GLYPHS = { plant: "food.plant", fat: "food.fat" }; // (a food kind's glyph: web/glyphs.js)

export function tokens(/** @type {string} */ kind, /** @type {number} */ n, empty = 0) {
  /** @type {HTMLSpanElement[]} */
  const out = [];
  for (let k = 0; k < n; k++) out.push(el("span", { class: `token ${kind}` }, glyph(TOKEN_GLYPHS[kind])));
  for (let k = 0; k < empty; k++) out.push(el("span", { class: `token ${kind} empty` }));
  return out;
}

/** Whether the hint asked for points at `action` (or, given a species, at that species). */
export function hinted(/** @type {Ctx} */ ctx, /** @type {Record<string, unknown>} */ action) {
  const a = ctx.state.hint?.action;
  if (!a) return false;
  return Object.entries(action).every(([k, v]) => JSON.stringify(a[k]) === JSON.stringify(v));
}

export function hintedSpecies(/** @type {Ctx} */ ctx, /** @type {number} */ owner, /** @type {number} */ s) {
  const a = ctx.state.hint?.action;
  if (!a || a.kind === "new_species" || a.kind === "new_avian" || a.kind === "food_card") return false;
  // (a hunt marks its prey: the hunter is the one hunting, marked as such)
  if (a.kind === "attack") return a.target?.[0] === owner && a.target?.[1] === s;
  if (a.kind === "event" && a.target) return (owner === a.player && s === a.species) || (a.target?.[0] === owner && a.target?.[1] === s);
  return owner === a.player && s === a.species;
}

/** A species' letter (A, B, C... in the order its owner got it): the engine's name, the log's too. */
export const speciesName = (/** @type {Ctx} */ ctx, /** @type {number} */ owner, /** @type {number} */ s) => ctx.table.view.players[owner]?.species[s]?.name ?? "?";

/** The viewer's species that lost population (attacked, starving) since the viewer's last turn, by
 *  uid: the log lines' `loss` and `uid`/`target` say which (marked on the board until the viewer acts). */
export function lostSince(/** @type {Ctx} */ ctx) {
  const viewer = ctx.table.view.viewer;
  return new Set((ctx.since ?? []).filter((/** @type {import("../contract").LogLine} */ line) => line.loss === viewer && viewer !== null)
    .map((/** @type {import("../contract").LogLine} */ line) => String(line.kind === "attack" ? line.target?.[1] : line.uid)));
}
