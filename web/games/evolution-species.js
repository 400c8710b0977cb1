// One species on the board: its traits (a rule on hover, tap and focus), size, population and food tokens, and the
// buttons of what the viewer may do with it or to it now.

import { el, button } from "../dom.js";
import { traitIcon } from "./evolution-icons.js";
import { silhouette } from "../glyphs.js";
import { t, tableOf, traitName, tokens, hintedSpecies, speciesName, lostSince, laptop } from "./evolution-common.js";
import { ruleOf, termRule } from "./evolution-help.js";
import { withRule } from "../rule-tip.js";
import { symbol } from "../symbols.js";
import { breakable } from "./word-breaks.js";

/** @typedef {import("./evolution-common.js").Ctx} Ctx */
/** @typedef {import("./evolution-common.js").Selection} Selection */
/** @typedef {import("./evolution-common.js").Species} Species */
/** @typedef {import("./evolution-common.js").TraitView} TraitView */

export function renderSpecies(/** @type {Ctx} */ ctx, /** @type {number} */ owner, /** @type {number} */ s, /** @type {Species} */ sp) {
  const v = tableOf(ctx).view;
  const me = v.viewer;
  const mine = owner === me;
  const sel = ctx.state.sel;
  const fatVisible = sp.fat > 0 || ctx.table.species_facts[owner][s].stores_fat;
  const traits = el("ul", { class: "traits" }, sp.traits.map((/** @type {TraitView} */ tv, /** @type {number} */ j) => renderTrait(ctx, owner, s, j, tv)));
  // Food eaten as tokens on the species' places (one per population), fat as tokens of its own; an
  // avian species' upkeep (one per size, paid first, never scored) as tokens of its own before them.
  const track = t("sp.foodTrack", { food: sp.food, pop: sp.pop });
  const upkeep = sp.avian ? t("sp.upkeep", { paid: sp.upkeep, size: sp.size }) : null;
  const food = withRule(el("div", { class: "food-track" },
    el("span", { class: "sr-only", text: upkeep ? `${upkeep}, ${track}` : track }),
    upkeep ? el("span", { class: "upkeep-tokens", attrs: { "aria-hidden": "true" } },
      tokens("upkeep", Math.min(sp.upkeep, sp.size), Math.max(0, sp.size - sp.upkeep))) : null,
    tokens("food", Math.min(sp.food, sp.pop), Math.max(0, sp.pop - sp.food)),
    el("small", { class: "food-count", attrs: { "aria-hidden": "true" }, text: `${sp.food}/${sp.pop}` }),
    fatVisible ? el("span", { class: "fat-tokens", title: t("sp.fatTokens", { n: sp.fat }) },
      el("span", { class: "sr-only", text: t("sp.fatTokens", { n: sp.fat }) }), tokens("fat", sp.fat)) : null),
  `${upkeep ? `${upkeep} · ` : ""}${track}. ${termRule(ctx, "food")}`);
  const cap = t("sp.sizeMax", { max: v.ruleset.avian_max_size }); // an avian's size cap, beside its size
  const size = sp.avian ? [el("b", { text: sp.size }), el("small", { class: "cap", title: cap, text: `/${v.ruleset.avian_max_size}` },
    el("span", { class: "sr-only", text: ` (${cap})` }))] : sp.size;
  const stats = el("p", { class: "stats" }, withRule(stat(size, t("sp.size"), "size"), termRule(ctx, "size")),
    withRule(stat(sp.pop, [el("span", { class: "long", text: t("sp.pop") }), el("span", { class: "short", text: t("sp.popShort") })], "pop"),
      termRule(ctx, "pop")));
  const actions = el("div", { class: "sp-actions" }, speciesActions(ctx, owner, s));
  const attacker = sel?.mode === "hunt" && mine && sel.species === s;
  let target = "";
  const diver = sel?.mode === "dive" && mine && sel.species === s;
  if (ctx.mode === "play" && (sel?.mode === "hunt" || sel?.mode === "dive") && !attacker && !diver) {
    target = ctx.isLegal(preyAction(ctx, sel, [owner, s])) ? " target-legal" : " target-illegal";
  }
  const classes = `species${sp.avian ? " avian" : ""}${sp.carnivore ? " carnivore" : ""}${sp.hungry && v.phase === "feeding" ? " hungry" : ""}`
    + `${attacker || diver ? " attacker" : ""}${target}${hintedSpecies(ctx, owner, s) ? " hinted" : ""}`
    + `${mine && lostSince(ctx).has(String(sp.uid)) ? " lost" : ""}`;
  return el("li", { class: classes, data: { species: s, uid: sp.uid } },
    el("p", { class: "sp-title" }, silhouette(sp.size, sp.pop, { winged: sp.avian }), el("span", { text: t("sp.species", { n: sp.name }) }),
      sp.avian ? el("span", { class: "wing", title: t("sp.avian") }, traitIcon("Flight"), el("span", { class: "sr-only", text: t("sp.avian") })) : null,
      sp.carnivore ? el("span", { class: "diet", title: traitName(ctx, "Carnivore") }, traitIcon("Carnivore")) : null),
    traits, stats, food, actions);
}

function stat(/** @type {import("../types").Child} */ value, /** @type {import("../types").Child} */ label, /** @type {string} */ cls) {
  return el("span", { class: `stat ${cls}` }, Array.isArray(value) ? value : el("b", { text: value }),
    Array.isArray(label) ? el("small", {}, label) : el("small", { text: label }));
}

function renderTrait(/** @type {Ctx} */ ctx, /** @type {number} */ owner, /** @type {number} */ s, /** @type {number} */ j, /** @type {TraitView} */ tv) {
  const v = tableOf(ctx).view;
  if (!tv.trait) return el("li", { class: "trait face-down", title: t("sp.faceDown"), attrs: { "aria-label": t("sp.faceDown") } }, "?");
  const label = traitName(ctx, tv.trait);
  const key = `trait:${owner}:${s}:${j}`;
  // Its rule on hover, tap and focus (web/rule-tip.js), from the game's data.
  const rule = `${label}: ${ruleOf(ctx, tv.trait)}${tv.face_up ? "" : ` (${t("sp.hiddenOwn")})`}`;
  const chip = ctx.keyed(withRule(button([traitIcon(tv.trait), el("span", { class: "tname", text: breakable(label) })], {
    class: `trait${tv.face_up ? "" : " own-hidden"}`,
    data: { trait: tv.trait },
  }), rule), key);
  const item = el("li", {}, chip);
  const discard = { player: owner, kind: "discard_trait", species: s, trait: j };
  if (ctx.mode === "play" && owner === v.viewer && ctx.isLegal(discard)) {
    // (the discard pile's symbol, as on the top bar: a "×" read as "close")
    item.append(ctx.keyed(button(symbol("discard"), {
      class: "discard-trait", title: t("btn.discardTrait", { trait: label }),
      attrs: { "aria-label": t("btn.discardTrait", { trait: label }) },
      data: { act: "discard-ask", species: s, trait: j },
    }), `discard:${s}:${j}`));
  }
  return item;
}

function speciesActions(/** @type {Ctx} */ ctx, /** @type {number} */ owner, /** @type {number} */ s) {
  if (ctx.mode !== "play") return [];
  const p = tableOf(ctx);
  const v = p.view;
  const me = v.viewer;
  const sel = ctx.state.sel;
  const out = [];
  const mine = owner === me;
  if (mine && v.phase === "play_cards" && sel?.mode === "card") {
    for (const kind of ["trait", "size", "pop"]) {
      out.push(ctx.actionButton(t(`btn.${kind}`), { player: me, kind, card: sel.card, species: s }, { class: "target" }));
    }
    const nesting = { player: me, kind: "pop_cliff", card: sel.card, species: s }; // a land Nesting plant from the Cliff
    if (ctx.isLegal(nesting)) out.push(ctx.actionButton(t("btn.popCliff"), nesting, { class: "target" }));
  }
  else if (mine && v.phase === "play_cards" && laptop()) { // (their room kept: choosing a card moves no board)
    for (const kind of ["trait", "size", "pop"]) {
      out.push(button(t(`btn.${kind}`), { class: "target act legal kept", disabled: true, tabIndex: -1, attrs: { "aria-hidden": "true" } }));
    }
  }
  if (mine && v.phase === "events" && sel?.mode === "card") { // Dive-Bomb: this avian species eats now
    const dives = p.legal.filter((a) => a.kind === "event" && a.card === sel.card && a.species === s);
    for (const a of dives) if (a.source) out.push(ctx.actionButton(t(`btn.dive.${a.source}`), a, { class: "target" }));
    if (dives.some((a) => a.target)) {
      out.push(ctx.keyed(button(t("btn.diveAttack"), { class: "act legal target", data: { act: "dive", species: s, legal: "" } }), `dive:${s}`));
    }
  }
  if (sel?.mode === "dive" && !(mine && sel.species === s)) out.push(attackButton(ctx, sel, owner, s));
  if (mine && v.phase === "leaf") {
    for (const a of p.legal) {
      if (a.kind === "leaf" && a.species === s) out.push(ctx.actionButton(t("btn.leaf", { trait: traitName(ctx, a.trait) }), a));
      if (a.kind === "leaf_choice" && a.species === s) {
        out.push(ctx.actionButton(t(`btn.leaf.${a.choice}`, { trait: traitName(ctx, a.trait) }), a));
      }
    }
    // Rules that use a plant-eater's Intelligence before feeding (the German edition) offer it here.
    if (!sel && p.legal.some((a) => a.kind === "intelligence" && a.species === s)) out.push(intelButton(ctx, s));
  }
  if (v.phase === "feeding") {
    // On a laptop a selection moves no board: while the viewer may attack, each species keeps a line
    // for its Attack button, and the viewer's own keep the room of the buttons a selection takes away.
    const roomKept = laptop() && p.legal.some((a) => a.kind === "attack" || a.kind === "negate");
    const open = !sel || sel.mode === "hunt";
    if (mine) {
      const hunting = sel?.mode === "hunt" && sel.species === s;
      // On the Cliff's tables both sources may be open to an avian: each button names its source.
      const both = v.ruleset.avian_cost && p.legal.some((a) => a.species === s && (a.kind === "cliff_feed" || a.kind === "cliff_fat"));
      for (const kind of ["feed", "fat", "cliff_feed", "cliff_fat"]) {
        const a = { player: me, kind, species: s };
        const label = both && !kind.startsWith("cliff") ? `btn.${kind}Hole` : `btn.${kind}`;
        if (ctx.isLegal(a)) out.push(!sel ? ctx.actionButton(t(label), a) : roomKept ? kept(t(label)) : null);
      }
      // Hunting also opens Intelligence's negations: they may be what makes an attack possible.
      if (p.legal.some((a) => (a.kind === "attack" || a.kind === "negate") && a.species === s)) {
        // (a toggle: its word stays, pressed while it hunts, so the button keeps its size)
        const hunt = button(t("btn.hunt"), {
          class: `act hunt${hunting ? "" : " legal"}`, data: { act: "hunt", species: s, ...(hunting ? {} : { legal: "" }) },
          attrs: { "aria-pressed": String(hunting) }, title: hunting ? t("btn.huntStop") : undefined,
        });
        out.push(open ? ctx.keyed(hunt, `hunt:${s}`) : roomKept ? kept(t("btn.hunt")) : null);
      }
      if (p.legal.some((a) => a.kind === "intelligence" && a.species === s)) out.push(!sel ? intelButton(ctx, s) : roomKept ? kept(t("btn.intel")) : null);
    }
    if (sel?.mode === "hunt" && !(mine && sel.species === s)) out.push(attackButton(ctx, sel, owner, s));
    else if (roomKept) out.push(kept(t("btn.attack")));
  }
  return out.filter(Boolean);
}

/** A button's room kept, empty: drawn hidden, never focused nor read, so what comes and goes there
 *  moves nothing (evolution-table.css). */
const kept = (/** @type {string} */ label, cls = "") => button(label, { class: `act kept${cls}`, disabled: true, tabIndex: -1, attrs: { "aria-hidden": "true" } });

/** "Attack" on species `s` of `owner`: the move itself, or, on one of the viewer's own species, a
 *  question first (answered in the dock: web/games/evolution-dock.js). */
function attackButton(/** @type {Ctx} */ ctx, /** @type {Selection} */ sel, /** @type {number} */ owner, /** @type {number} */ s) {
  const label = t("sp.attackOf", { name: ctx.name(owner), n: speciesName(ctx, owner, s) });
  const prey = preyAction(ctx, sel, [owner, s]);
  if (owner === ctx.table.view.viewer && ctx.isLegal(prey)) {
    return ctx.keyed(button(t("btn.attack"), { class: "act legal target", data: { act: "own-prey", species: s, legal: "" },
      attrs: { "aria-label": label } }), `own-prey:${s}`);
  }
  return ctx.actionButton(t("btn.attack"), prey, { class: "target", attrs: { "aria-label": label } });
}

/** The move that takes `target` as prey in the selection `sel`: a hunt's attack, or Dive-Bomb's. */
export function preyAction(/** @type {Ctx} */ ctx, /** @type {Selection} */ sel, /** @type {number[]} */ target) {
  const me = ctx.table.view.viewer;
  return sel.mode === "dive"
    ? { player: me, kind: "event", card: sel.card, species: sel.species, target, source: null }
    : { player: me, kind: "attack", species: sel.species, target };
}

/** Whether a card discarded for the viewer's species `s` makes only some traits absent (a Flight
 *  carnivore without Intelligence, R-FL-8: the payload's species_facts), for the words of the buttons
 *  and the prompt. */
export function ignoresByFlight(/** @type {Ctx} */ ctx, /** @type {number} */ s) {
  return ctx.table.species_facts[ctx.table.view.viewer]?.[s]?.negation === "some";
}

const intelButton = (/** @type {Ctx} */ ctx, /** @type {number} */ s) =>
  ctx.keyed(button(t("btn.intel"), { class: "act legal", data: { act: "intel", species: s, legal: "" } }), `intel:${s}`);
