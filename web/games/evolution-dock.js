// The dock: the viewer's hand of cards, the prompt, and the buttons of moves that need no target
// (End turn, Pass, place a food card, confirm a discard, Intelligence's negations).

import { el, fill, button, signed, showOrClear } from "../dom.js";
import { scrollCue } from "../shell-scroll.js";
import { rovingRow } from "../roving.js";
import { withRule } from "../rule-tip.js";
import { traitIcon } from "./evolution-icons.js";
import { glyph } from "../glyphs.js";
import { t, tableOf, traitName, seatMark, hinted, speciesName, laptop } from "./evolution-common.js";
import { ruleOf } from "./evolution-help.js";
import { breakable } from "./word-breaks.js";
import { ignoresByFlight, preyAction } from "./evolution-species.js";

/** @typedef {import("./evolution-common.js").Ctx} Ctx */
/** @typedef {import("./evolution-common.js").Move} Move */
/** @typedef {import("./evolution-common.js").TraitView} TraitView */
/** @typedef {import("./evolution-common.js").Card} Card */


export function renderDock(/** @type {Ctx} */ ctx) {
  const p = tableOf(ctx);
  const v = p.view;
  const me = v.viewer;
  const dock = ctx.state.parts.dock;
  if (!showOrClear(dock, me !== null && ctx.mode !== "over" && ctx.mode !== "handoff") || me === null) return;
  dock.dataset.seat = String(me);
  dock.classList.toggle("no-cards", !(v.players[me].hand || []).length);
  const pl = v.players[me];
  const hand = pl.hand || [];
  const { sel, info: infoOn } = ctx.state;
  const playing = ctx.mode === "play";
  const buttons = [];
  const hintOn = (/** @type {Record<string, any> & {class?: string}} */ props, /** @type {Move} */ action) => (hinted(ctx, action) ? { ...props, class: `${props.class} hinted` } : props);
  if (playing) {
    if (v.phase === "food_card" && sel?.mode === "card") {
      const a = { player: me, kind: "food_card", card: sel.card };
      buttons.push(ctx.actionButton(t("btn.putFood"), a, hintOn({ class: "primary" }, a)));
    }
    if (v.phase === "events" && sel?.mode === "card") { // an event that needs no species (Seed Dispersal)
      for (const a of p.legal) {
        if (a.kind === "event" && a.card === sel.card && a.species === null) {
          buttons.push(ctx.actionButton(t("btn.playEvent", { card: traitName(ctx, hand[sel.card].trait) }), a, hintOn({ class: "primary" }, a)));
        }
      }
    }
    if (sel?.mode === "discard") {
      buttons.push(ctx.actionButton(t("btn.confirm"), { player: me, kind: "discard_trait", species: sel.species, trait: sel.trait },
        { class: "primary danger" }));
    }
    if (sel?.ownPrey !== undefined) {
      buttons.push(ctx.actionButton(t("btn.attackOwn", { n: speciesName(ctx, me, sel.ownPrey) }),
        preyAction(ctx, sel, [me, sel.ownPrey]), { class: "primary danger" }));
    }
    if (sel?.mode === "hunt") {
      const traits = [...new Set(p.legal.filter((a) => a.kind === "negate" && a.species === sel.species).map((a) => a.trait))];
      const flight = ignoresByFlight(ctx, sel.species);
      const words = flight ? "btn.ignore" : "btn.negate";
      // Each button shows its trait's name, the verb once before them all (up to a dozen traits fit
      // a line or two); each button's words are still whole for a screen reader.
      if (traits.length) buttons.push(el("span", { class: "negations-head", attrs: { "aria-hidden": "true" }, text: t(flight ? "btn.ignoreHead" : "btn.negateHead") }));
      for (const trait of traits) {
        const [before, after] = t(words, { trait: "\u0000" }).split("\u0000");
        buttons.push(ctx.keyed(button([el("span", { class: "verb sr-only", text: before }), traitName(ctx, trait), el("span", { class: "verb sr-only", text: after })],
          { class: "act legal negation", data: { act: "negate", trait, legal: "" } }), `negate:${trait}`));
      }
    }
    if (sel) buttons.push(ctx.keyed(button(t("btn.cancel"), { class: "cancel", data: { act: "cancel" } }), "cancel"));
    const end = { player: me, kind: "end_turn" };
    if (ctx.isLegal(end)) buttons.push(ctx.actionButton(t("btn.endTurn"), end, hintOn({ class: "end-turn" }, end)));
    const pass = { player: me, kind: "pass" };
    if (ctx.isLegal(pass)) buttons.push(ctx.actionButton(t("btn.pass"), pass, hintOn({ class: "pass" }, pass)));
    buttons.push(ctx.keyed(button(t("btn.hint"), { class: "hint-button", data: { act: "hint" } }), "hint"));
  }
  // A hunt on a phone: the hunter in the dock, always in view beside the prey the page scrolls to
  // (the prey sheet: its size, population and traits, what an attack is weighed by).
  const hunter = sel?.mode === "hunt" && !laptop() ? pl.species[sel.species] : null;
  const hunterLine = hunter ? el("p", { class: "hunter" }, el("strong", { text: t("sp.species", { n: hunter.name }) }),
    ` · ${hunter.size} ${t("sp.size")} · ${hunter.pop} ${t("sp.pop")}`,
    hunter.traits.filter((/** @type {TraitView} */ tv) => tv.trait).map((/** @type {TraitView} */ tv) => [" · ", traitIcon(tv.trait), traitName(ctx, tv.trait)])) : null;
  const infoTrait = sel?.mode === "card" && hand[sel.card] ? hand[sel.card].trait : infoOn;
  const info = infoTrait ? el("p", { class: `info${!sel && infoOn ? " pressed" : ""}${sel?.mode === "card" ? " chosen" : ""}` }, el("strong", { text: `${traitName(ctx, infoTrait)}: ` }), ruleOf(ctx, infoTrait))
    : hand.length ? el("p", { class: "info hint muted", text: t("hand.selectHint") }) : null;
  const cards = hand.map((/** @type {Card} */ card, /** @type {number} */ c) => renderCard(ctx, card, c));
  // The prompt shows here, in the hand's head line (the top bar does not say it twice); the cards are
  // one row that scrolls sideways when they do not fit, and says so. The hand is one Tab stop (arrows
  // inside) and its buttons come next: End turn is one Tab after the hand, though drawn in the head
  // line (the dock's grid, evolution.css).
  fill(dock,
    el("div", { class: "dock-head" },
      el("h2", {}, seatMark(ctx, me), ctx.humans.length > 1 ? t("hand.title", { name: ctx.name(me) }) : t("hand.titleYou"),
        el("small", { class: "hand-size", text: t("hand.count", { n: hand.length }) })),
      el("p", { class: "prompt dock-prompt", text: ctx.promptText() })),
    hunterLine,
    info,
    // (an empty hand draws nothing: its count says so, and on a phone the dock folds to its prompt
    // and buttons, web/games/evolution-table.css)
    cards.length ? scrollCue(rovingRow(el("ol", { class: "hand" }, cards), ctx.state.focus, "hand"), ctx.state.scrolls, "hand") : null,
    el("div", { class: "dock-actions" }, buttons));
}

export function cardUses(/** @type {Ctx} */ ctx, /** @type {number} */ c) {
  const sel = ctx.state.sel;
  const legal = ctx.table.legal;
  if (ctx.mode !== "play") return false;
  if (sel?.mode === "intel") return legal.some((/** @type {Move} */ a) => a.kind === "intelligence" && a.species === sel.species && a.card === c);
  if (sel?.mode === "negate") {
    return legal.some((/** @type {Move} */ a) => a.kind === "negate" && a.species === sel.species && a.card === c && a.trait === sel.trait);
  }
  if (sel?.mode === "avian") { // a card that completes a payment with the ones chosen (or is one of them)
    return sel.cards.includes(c) || legal.some((/** @type {Move} */ a) => a.kind === "new_avian" && a.cards.includes(c)
      && sel.cards.every((/** @type {number} */ k) => a.cards.includes(k)));
  }
  return legal.some((/** @type {Move} */ a) => (a.card === c && ["food_card", "trait", "new_species", "size", "pop", "pop_cliff", "event"].includes(a.kind))
    || (a.kind === "new_avian" && a.cards.includes(c)));
}


function renderCard(/** @type {Ctx} */ ctx, /** @type {Card} */ card, /** @type {number} */ c) {
  const sel = ctx.state.sel;
  const selected = (sel?.mode === "card" && sel.card === c) || (sel?.mode === "avian" && sel.cards.includes(c));
  const usable = cardUses(ctx, c);
  const label = traitName(ctx, card.trait);
  const food = t("hand.food", { food: signed(card.food) });
  const hint = ctx.state.hint?.action;
  const hintedCard = hint && (hint.card === c || hint.cards?.includes(c));
  const node = button("", {
    class: `card${selected ? " selected" : ""}${usable ? " usable" : ""}${hintedCard ? " hinted" : ""}`,
    data: { act: "card", card: c, trait: card.trait, ...(usable ? { legal: "" } : {}) },
    attrs: { "aria-pressed": String(selected) },
  });
  node.append(
    el("span", { class: "cfood", attrs: { "aria-label": food }, title: food }, glyph("food.plant"), signed(card.food)),
    traitIcon(card.trait, "ticon cicon"),
    el("span", { class: "cname", text: breakable(label) }),
    el("span", { class: "crule", text: ruleOf(ctx, card.trait) }));
  // The card prints as much of its rule as it has room for; the whole rule shows on hover and on
  // keyboard focus (the engine's words, as printed).
  return el("li", {}, ctx.keyed(withRule(node, ruleOf(ctx, card.trait)), `hand:${c}`));
}
