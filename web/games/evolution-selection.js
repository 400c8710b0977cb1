// The click modes that turn clicks into moves (a card, then where to play it; hunt, then the prey; ...),
// what Escape, a hint and the end of a turn do to a selection, and the prompt that says what is next.

import { signed } from "../dom.js";
import { t, tableOf, onTouch, listNames, traitName, byKeyboard, speciesName } from "./evolution-common.js";
import { ignoresByFlight } from "./evolution-species.js";
import { cardUses } from "./evolution-dock.js";
import { takeLongPress } from "./evolution-touch.js";

/** @typedef {import("./evolution-common.js").Ctx} Ctx */

/** Where the keyboard goes to pick a prey: another player's species first (attacking one's own is
 *  legal but rare, and asks again), then one's own. */
const PREY = [".player:not(.viewer) .species.target-legal button.target", ".species.target-legal button.target"];

/** The click modes that are not a move by themselves (data-act of the buttons this game draws). */
export const CLICKS = {
  card: (/** @type {HTMLElement} */ node, /** @type {Ctx} */ ctx, /** @type {MouseEvent} */ event) => (takeLongPress(ctx) ? false : clickCard(ctx, Number(node.dataset.card), byKeyboard(event))),
  cancel: (/** @type {HTMLElement} */ _node, /** @type {Ctx} */ ctx) => cancelSelection(ctx),
  hunt: (/** @type {HTMLElement} */ node, /** @type {Ctx} */ ctx, /** @type {MouseEvent} */ event) => {
    const s = ctx.state;
    const species = Number(node.dataset.species);
    s.sel = s.sel?.mode === "hunt" && s.sel.species === species ? null : { mode: "hunt", species };
    ctx.clearMessage();
    if (byKeyboard(event)) ctx.focus(PREY);
    ctx.render();
  },
  intel: (/** @type {HTMLElement} */ node, /** @type {Ctx} */ ctx, /** @type {MouseEvent} */ event) => {
    ctx.state.sel = { mode: "intel", species: Number(node.dataset.species) };
    if (byKeyboard(event)) ctx.focus(".card.usable");
    ctx.render();
  },
  negate: (/** @type {HTMLElement} */ node, /** @type {Ctx} */ ctx, /** @type {MouseEvent} */ event) => {
    const s = ctx.state;
    s.sel = { mode: "negate", species: s.sel.species, trait: node.dataset.trait };
    if (byKeyboard(event)) ctx.focus(".card.usable");
    ctx.render();
  },
  avian: (/** @type {HTMLElement} */ _node, /** @type {Ctx} */ ctx, /** @type {MouseEvent} */ event) => {
    const s = ctx.state;
    s.sel = { mode: "avian", cards: s.sel?.mode === "card" ? [s.sel.card] : [] };
    ctx.clearMessage();
    if (byKeyboard(event)) ctx.focus(".hand .card.usable:not(.selected)");
    ctx.render();
  },
  dive: (/** @type {HTMLElement} */ node, /** @type {Ctx} */ ctx, /** @type {MouseEvent} */ event) => {
    const s = ctx.state;
    s.sel = { mode: "dive", card: s.sel.card, species: Number(node.dataset.species) };
    if (byKeyboard(event)) ctx.focus(PREY);
    ctx.render();
  },
  "own-prey": (/** @type {HTMLElement} */ node, /** @type {Ctx} */ ctx) => { // attacking one's own species asks once (the dock's button answers)
    ctx.state.sel = { ...ctx.state.sel, ownPrey: Number(node.dataset.species) };
    ctx.focus(".dock-actions .danger");
    ctx.render();
  },
  "discard-ask": (/** @type {HTMLElement} */ node, /** @type {Ctx} */ ctx) => {
    ctx.state.sel = { mode: "discard", species: Number(node.dataset.species), trait: Number(node.dataset.trait) };
    ctx.focus(".dock-actions .danger"); // in the dock, always in view: no scroll
    ctx.render();
  },
};

/** Escape: drop the selection in progress (false when there was none). */
export function cancel(/** @type {Ctx} */ ctx) {
  const s = ctx.state;
  if (!s.sel && !s.info && !s.hint) return false;
  cancelSelection(ctx);
  return true;
}

/** The viewer's turn is over (bots, hand-off, end): selections go. */
export function reset(/** @type {Ctx} */ ctx) {
  Object.assign(ctx.state, { sel: null, hint: null });
}

/** A move of the viewer was accepted. */
export function afterMove(/** @type {Ctx} */ ctx) {
  // Negating a trait is part of a hunt: the hunt goes on (render drops it if no prey is left).
  const s = ctx.state;
  s.sel = s.sel?.mode === "negate" ? { mode: "hunt", species: s.sel.species } : null;
  Object.assign(s, { info: null, hint: null });
}

/** A hint was asked: its card and target are marked at the next render. */
export function showHint(/** @type {Ctx} */ ctx, /** @type {{action: Record<string, unknown>, move?: unknown, why?: string}} */ hint) {
  ctx.state.hint = { action: hint.action, moves: ctx.table.moves };
  // An attack is shown as its hunt, started: the hunter with its prey (alone on a phone), the prey marked.
  if (hint.action.kind === "attack") ctx.state.sel = { mode: "hunt", species: Number(hint.action.species) };
}

export function prompt(/** @type {Ctx} */ ctx) {
  const p = tableOf(ctx);
  const v = p.view;
  const sel = ctx.state.sel;
  if (ctx.mode === "idle" && v.phase === "halted") return t("do.halted");
  if (ctx.mode !== "play" || v.viewer === null) return null;
  const me = v.viewer;
  const hand = v.players[me].hand || [];
  if (sel?.mode === "card" && hand[sel.card]) {
    const card = hand[sel.card];
    if (v.phase === "food_card") return t("do.foodSelected", { card: traitName(ctx, card.trait), food: signed(card.food) });
    if (v.phase === "events") return t("do.eventSelected", { card: traitName(ctx, card.trait) });
    // (the places name themselves: a trait, +1 size, +1 population, a new species, an avian one and its cost)
    return t(onTouch("do.cardSelected"), { card: traitName(ctx, card.trait) });
  }
  if (sel?.mode === "avian") {
    const cost = v.ruleset.avian_cost;
    return sel.cards.length < cost ? t("do.avianCards", { n: cost - sel.cards.length, cost })
      : t("do.avianSide", { cards: listNames(sel.cards.map((/** @type {number} */ c) => traitName(ctx, hand[c]?.trait))) });
  }
  if (sel?.ownPrey !== undefined) return t("do.ownPrey", { n: speciesName(ctx, me, sel.ownPrey) });
  if (sel?.mode === "dive") return t("do.dive", { n: speciesName(ctx, me, sel.species) });
  if (sel?.mode === "hunt") return t(onTouch("do.hunt"), { n: speciesName(ctx, me, sel.species) });
  if (sel?.mode === "intel") return t("do.intel", { n: speciesName(ctx, me, sel.species) });
  if (sel?.mode === "negate") {
    return t(ignoresByFlight(ctx, sel.species) ? "do.ignore" : "do.negate", { n: speciesName(ctx, me, sel.species), trait: traitName(ctx, sel.trait) });
  }
  if (sel?.mode === "discard") {
    const tv = v.players[me].species[sel.species]?.traits[sel.trait];
    return t("do.discard", { n: speciesName(ctx, me, sel.species), trait: tv?.trait ? traitName(ctx, tv.trait) : "?" });
  }
  if (v.phase === "play_cards" && v.ruleset.quick_play) return t(onTouch("do.play_quick"), { name: ctx.name(me) });
  if (v.phase === "feeding" && !p.legal.some((a) => ["feed", "cliff_feed", "attack"].includes(a.kind))) return t("do.feedingFat", { name: ctx.name(me) });
  if (v.phase === "leaf" && !p.legal.some((a) => a.kind === "leaf" || a.kind === "leaf_choice")) return t("do.intelBefore", { name: ctx.name(me) });
  const key = onTouch(`do.${v.phase}`);
  return t(key) === key ? null : t(key, { name: ctx.name(me) });
}

function clickCard(/** @type {Ctx} */ ctx, /** @type {number} */ c, /** @type {boolean} */ keyboard) {
  const v = tableOf(ctx).view;
  const me = v.viewer;
  const s = ctx.state;
  const sel = s.sel;
  const hand = (me !== null && v.players[me].hand) || [];
  if (ctx.mode === "play" && sel?.mode === "intel") return ctx.tryAction({ player: me, kind: "intelligence", species: sel.species, card: c });
  if (ctx.mode === "play" && sel?.mode === "negate") {
    return ctx.tryAction({ player: me, kind: "negate", species: sel.species, card: c, trait: sel.trait });
  }
  if (ctx.mode === "play" && sel?.mode === "avian" && cardUses(ctx, c)) {
    sel.cards = sel.cards.includes(c) ? sel.cards.filter((/** @type {number} */ k) => k !== c) : [...sel.cards, c].slice(-v.ruleset.avian_cost);
    ctx.clearMessage();
    if (keyboard && sel.cards.length === v.ruleset.avian_cost) ctx.focus(".player.viewer .slot.avian button.target.legal");
  } else if (ctx.mode === "play" && cardUses(ctx, c)) {
    const again = sel?.mode === "card" && sel.card === c;
    s.sel = again ? null : { mode: "card", card: c };
    ctx.clearMessage();
    // The keyboard goes on to the next step; a pointer stays where it is (no scroll under it).
    if (!again && keyboard) ctx.focus(v.phase === "food_card" ? ".dock-actions .primary" : ".player.viewer button.target.legal");
  } else {
    s.info = s.info === hand[c]?.trait ? null : hand[c]?.trait;
  }
  ctx.render();
}

function cancelSelection(/** @type {Ctx} */ ctx) {
  const s = ctx.state;
  const sel = s.sel;
  Object.assign(s, { sel: null, info: null, hint: null });
  // The focus goes back to the control that opened the selection (never to the page's body).
  if (sel?.mode === "card") ctx.focus(`[data-key="hand:${sel.card}"]`);
  else if (sel?.mode === "hunt" || sel?.mode === "intel") ctx.focus(`[data-key="${sel.mode}:${sel.species}"]`);
  else if (sel?.mode === "discard") ctx.focus(`[data-key="discard:${sel.species}:${sel.trait}"]`);
  else if (sel?.mode === "negate") ctx.focus(`[data-key="negate:${sel.trait}"]`);
  else if (sel?.mode === "dive") ctx.focus(`[data-key="dive:${sel.species}"]`);
  else if (sel?.mode === "avian") ctx.focus(`[data-key="avian"], [data-key="hand:${sel.cards[0]}"]`);
  ctx.render();
}
