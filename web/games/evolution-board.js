// The table itself: the top bar's status, the watering hole (and Flight's Cliff), and each player's
// row of species with the places for a new one; keeping the viewer's next move in view.

import { el, fill, button, signed } from "../dom.js";
import { scrollCue } from "../shell-scroll.js";
import { traitIcon } from "./evolution-icons.js";
import { t, tableOf, traitName, known, seatName, seatMark, tokens, hinted, laptop, dockBeside } from "./evolution-common.js";
import { rulesetInfo, termRule } from "./evolution-help.js";
import { withRule } from "../rule-tip.js";
import { renderSpecies } from "./evolution-species.js";
import { symbol } from "../symbols.js";

/** @typedef {import("./evolution-common.js").Ctx} Ctx */
/** @typedef {import("./evolution-common.js").Move} Move */
/** @typedef {import("./evolution-common.js").Player} Player */
/** @typedef {import("./evolution-common.js").Species} Species */
/** @typedef {import("./evolution-common.js").Card} Card */


export function status(/** @type {Ctx} */ ctx) {
  const v = tableOf(ctx).view;
  const usual = ctx.descriptor?.options?.find((o) => o.key === "ruleset")?.default ?? "nsg2";
  const rules = v.ruleset.id !== usual ? rulesetInfo(ctx, v.ruleset.id).label : null; // named when not the usual rules
  // Laptop screens keep the top bar one line: the round, the phase, the last-round bell, the first
  // player and the pile counts always show; the ruleset's name gives way (cut, whole on hover, or
  // gone when too short to read: it is in the rules panel). A phone's bar shows the first part only
  // (the bell as its symbol); the second is in its menu of tools (web/shell-frame.js).
  const fact = (/** @type {string} */ cls, /** @type {string} */ text) => el("span", { class: cls, text, title: text });
  // A pile's count: its symbol and number (drawn from data-n: the text is the words), its words read
  // out and in its title (the words took the room of the last counts); a phone's menu
  // shows the words (web/games/evolution.css).
  const pile = (/** @type {string} */ cls, /** @type {import("../types").Child} */ icon, /** @type {string} */ words, /** @type {number} */ n) => el("span", { class: cls, title: words }, icon,
    el("span", { class: "pile-n", data: { n }, attrs: { "aria-hidden": "true" } }), el("span", { class: "pile-words sr-only-off-phone", text: words }));
  const lastRound = t("top.lastRound");
  return [
    el("p", { class: "status" },
      el("span", { class: "round-phase" },
        el("strong", { text: t("top.round", { n: v.round }) }), " · ",
        el("span", { class: "phase", text: known(`phase.${v.phase}`, v.phase) })),
      v.last_round && v.phase !== "over"
        ? el("span", { class: "badge warn last-round", title: lastRound }, symbol("bell"), " ", el("span", { class: "sr-only-on-phone", text: lastRound }))
        : null),
    el("p", { class: "counts" },
      rules ? el("span", { class: "ruleset-room" }, fact("badge ruleset", rules)) : null,
      v.ruleset.quick_play ? el("span", { class: "badge", text: t("top.quick") }) : null,
      withRule(el("span", { class: "first" }, t("top.firstIs"), " ", seatName(ctx, v.first_player)), termRule(ctx, "first")),
      el("span", { class: "sizes" },
        pile("deck", symbol("deck"), t("top.deck", { n: v.deck_size }), v.deck_size),
        pile("discard", symbol("discard"), t("top.discard", { n: v.discard_size }), v.discard_size),
        v.ruleset.avian_cost ? pile("flight-supply", traitIcon("Flight", "symbol"), t("top.flightSupply", { n: v.flight_supply_size }), v.flight_supply_size) : null,
        v.ruleset.end_reserve ? pile("end-reserve", symbol("reserve"), t("top.endReserve", { n: v.set_aside_size }), v.set_aside_size) : null)),
  ];
}

export function renderBoard(/** @type {Ctx} */ ctx) {
  const v = tableOf(ctx).view;
  const me = v.viewer;
  const order = v.players.map((_, i) => i);
  if (me !== null) order.push(...order.splice(0, me)); // me first (under the watering hole), then the others in turn order
  const cliff = renderCliff(ctx);
  fill(ctx.state.parts.board, cliff ? el("div", { class: "sources" }, renderWateringHole(ctx), cliff) : renderWateringHole(ctx),
    el("div", { class: "players", data: { count: order.length } }, order.map((i) => renderPlayer(ctx, i))));
}

/** A plant count with its tokens (at most PLANT_TOKENS drawn; the number says the rest). */
function plantPile(/** @type {Ctx} */ ctx, /** @type {number} */ plants) {
  return el("p", { class: "plants" },
    el("span", { class: "plant-count", text: plants }), " ", el("span", { text: t("wh.plantsWord", { n: plants }) }),
    el("span", { class: "pile", attrs: { "aria-hidden": "true" } }, tokens("plant", Math.min(plants, PLANT_TOKENS)),
      plants > PLANT_TOKENS ? el("span", { class: "more", text: `+${plants - PLANT_TOKENS}` }) : null));
}

/** Flight's Cliff, beside the watering hole: plants only avian species take (rulesets with avians). */
function renderCliff(/** @type {Ctx} */ ctx) {
  const v = tableOf(ctx).view;
  if (!v.ruleset.avian_cost) return null;
  return el("section", { class: "cliff", attrs: { "aria-label": t("cliff.title") } },
    withRule(el("h2", {}, traitIcon("Flight"), t("cliff.title")), termRule(ctx, "cliff")),
    plantPile(ctx, v.cliff),
    el("p", { class: "cliff-note muted", text: t("cliff.note") }));
}

const PLANT_TOKENS = 12; // plants drawn as tokens at most; the number says the rest

function renderWateringHole(/** @type {Ctx} */ ctx) {
  const v = tableOf(ctx).view;
  const placed = v.players.filter((pl) => pl.food_card_placed);
  const mine = v.viewer !== null ? v.players[v.viewer].food_card : null;
  const plants = v.watering_hole;
  return el("section", { class: "watering-hole", attrs: { "aria-label": t("wh.title") } },
    withRule(el("h2", { text: t("wh.title") }), termRule(ctx, "watering_hole")),
    plantPile(ctx, plants),
    ["food_card", "play_cards", "leaf"].includes(v.phase)
      ? el("p", { class: "food-cards" }, withRule(el("span", { class: "label", text: t("wh.cards") }), termRule(ctx, "food_cards")),
        placed.length ? placed.map((pl) => el("span", { class: "card-back", data: { seat: pl.index }, title: t("pl.foodPlaced") },
          seatName(ctx, pl.index)))
          : el("span", { class: "muted", text: t("wh.none") }))
      : null,
    mine ? el("p", { class: "own-food" }, traitIcon(mine.trait),
      t("wh.yours", { card: traitName(ctx, mine.trait), food: signed(mine.food) })) : null,
    el("div", { class: "reveal-home" }));
}

function renderPlayer(/** @type {Ctx} */ ctx, /** @type {number} */ i) {
  const p = tableOf(ctx);
  const v = p.view;
  const pl = v.players[i];
  const seat = ctx.seats[i];
  const me = v.viewer;
  const toMove = v.to_move.includes(i) && v.phase !== "over";
  const thinking = ctx.mode === "bot" && ctx.thinking === i;
  const score = p.scores_now?.[i];
  // The head is one short line on a board half a laptop screen wide: the badges and the counts are
  // symbols and numbers; their words are a screen reader's and, on hover, the title's.
  const badges = [
    v.first_player === i ? brief("badge first", t("pl.first"), "1") : null,
    thinking ? brief("badge thinking", t("pl.thinking"), symbol("hourglass"))
      : toMove && !pl.planning_hidden ? brief("badge to-move", t("pl.toMove"), symbol("forward")) : null,
    pl.done ? brief("badge done", t(v.phase === "feeding" ? "pl.passed" : "pl.done"), symbol("check")) : null,
    pl.planning_hidden ? brief("badge planning", t("pl.planning"), symbol("lock")) : null,
  ];
  const role = i === me ? `(${t("pl.you")})` : seat.bot ? t("pl.bot", { level: t(`bot.${seat.bot}`) }) : t("pl.human");
  const row = el("ol", { class: "row", attrs: { "aria-label": seat.name } });
  const slots = newSpeciesSlots(ctx, i);
  const left = slots ? [slots[0]].flat() : i === me ? hintedSlot(ctx, i, "left") : [];
  const right = slots ? [slots[1]].flat() : i === me ? hintedSlot(ctx, i, "right") : [];
  // On a laptop screen the new species places are in the viewer's head line, their room kept while
  // they play cards: choosing a card moves no board (web/games/evolution-table.css).
  // Each place there is its end's arrow and a "+" (its words are read, and shown on hover): the head
  // line has room for no more beside the name, the badges and the counts (tests/browser/test_fit_heads.py).
  const line = i === me && laptop() && ctx.mode === "play" && v.phase === "play_cards"
    ? el("ol", { class: "new-species", attrs: { "aria-label": t("btn.newSpecies") } },
      left.length + right.length ? [left, right] : ["left", "right"].map((side) => el("li", { class: "kept", attrs: { "aria-hidden": "true" } },
        el("span", { class: "kept-slot" }, placeMarks(side)))))
    : null;
  const head = el("header", { class: "player-head" },
    seatMark(ctx, i), el("h3", { class: "pname", text: seat.name }),
    i !== me && seat.bot ? brief("role", role, [symbol("bot"), " ", t(`bot.${seat.bot}`)]) : el("span", { class: "role", text: role }),
    badges, line,
    el("span", { class: "pstats" },
      brief("hand-count", t("pl.hand", { n: pl.hand_size }), [el("span", { class: "mini-card" }), pl.hand_size]),
      brief("bag", t("pl.bag", { n: pl.bag }), [el("span", { class: "token food" }), pl.bag], termRule(ctx, "bag")),
      brief("score", score ? t("pl.score", { n: score.total }) : t("pl.scoreHidden"), [symbol("star"), score ? score.total : "?"])));
  if (!line) row.append(...left);
  pl.species.forEach((/** @type {Species} */ sp, /** @type {number} */ s) => row.append(renderSpecies(ctx, i, s, sp)));
  if (!pl.species.length && !slots) row.append(el("li", { class: "muted empty", text: t("sp.noSpecies") }));
  if (!line) row.append(...right);
  // Another player's hand is known only in a finished game's replay with every hand open.
  const openHand = i !== me && pl.hand ? el("p", { class: "open-hand" }, el("span", { text: t("pl.openHand") }), " ",
    pl.hand.map((/** @type {Card} */ c) => el("span", { class: "chip", text: `${traitName(ctx, c.trait)} ${signed(c.food)}` }))) : null;
  return el("article", {
    class: `player${i === me ? " viewer" : ""}${toMove ? " active" : ""}${thinking ? " is-thinking" : ""}`,
    data: { seat: i },
  }, head, scrollCue(row, ctx.state.scrolls, `row:${i}`), openHand); // (on a laptop screen the row scrolls sideways)
}

function newSpeciesSlots(/** @type {Ctx} */ ctx, /** @type {number} */ owner) {
  const v = tableOf(ctx).view;
  const sel = ctx.state.sel;
  if (ctx.mode !== "play" || owner !== v.viewer || v.phase !== "play_cards") return null;
  const arrow = (/** @type {string} */ side) => el("span", { class: "arrow", attrs: { "aria-hidden": "true" }, text: side === "left" ? "◀" : "▶" });
  // (on a laptop the places are in the head line: their words are read, and shown on hover)
  const inLine = laptop();
  const words = (/** @type {string} */ text) => el("span", { class: inLine ? "sr-only" : "slot-words", text });
  const hover = (/** @type {string} */ text) => (inLine ? { attrs: { title: text } } : {});
  if (sel?.mode === "avian") { // the cards are chosen: an avian species at either end
    if (sel.cards.length < v.ruleset.avian_cost) return null;
    const cards = [...sel.cards].sort((a, b) => a - b);
    return ["left", "right"].map((side) => el("li", { class: `slot avian ${side}`, data: { side } },
      ctx.actionButton([arrow(side), traitIcon("Flight"), words(t(side === "left" ? "btn.avianLeft" : "btn.avianRight"))],
        { player: owner, kind: "new_avian", cards, side }, { class: "target", ...hover(t(side === "left" ? "btn.avianLeft" : "btn.avianRight")) })));
  }
  if (sel?.mode !== "card") return null;
  // An avian species costs more cards: offered beside the land species when this card can pay for one.
  const avian = v.ruleset.avian_cost && ctx.table.legal.some((/** @type {Move} */ a) => a.kind === "new_avian" && a.cards.includes(sel.card))
    ? el("li", { class: "slot avian-start", data: { side: "right" } },
      ctx.keyed(button([traitIcon("Flight"), inLine ? plus() : null, words(t("btn.avian", { n: v.ruleset.avian_cost }))],
        { class: "act legal target", data: { act: "avian", legal: "" }, ...hover(t("btn.avian", { n: v.ruleset.avian_cost })) }), "avian"))
    : null;
  return ["left", "right"].map((side) => {
    const action = { player: owner, kind: "new_species", card: sel.card, side };
    const slot = el("li", { class: `slot ${side}${hinted(ctx, action) ? " hinted" : ""}`, data: { side } },
      ctx.actionButton(inLine ? [...placeMarks(side), words(t(side === "left" ? "btn.newLeft" : "btn.newRight"))]
        : [arrow(side), words(t(side === "left" ? "btn.newLeft" : "btn.newRight"))],
      action, { class: "target", ...hover(t(side === "left" ? "btn.newLeft" : "btn.newRight")) }));
    return side === "right" && avian ? [slot, avian] : slot;
  });
}

const plus = () => el("span", { class: "plus", attrs: { "aria-hidden": "true" }, text: "+" });

/** What a new species place in the head line shows: its end's arrow and a "+", the arrow outside. */
function placeMarks(/** @type {string} */ side) {
  const arrow = el("span", { class: "arrow", attrs: { "aria-hidden": "true" }, text: side === "left" ? "◀" : "▶" });
  return side === "left" ? [arrow, plus()] : [plus(), arrow];
}

/** A hint to start a new species, before its card is chosen: a dashed place at that end of the row. */
function hintedSlot(/** @type {Ctx} */ ctx, /** @type {number} */ owner, /** @type {string} */ side) {
  const a = ctx.state.hint?.action;
  if ((a?.kind !== "new_species" && a?.kind !== "new_avian") || a.side !== side || owner !== ctx.table.view.viewer) return [];
  const words = t(side === "left" ? "btn.newLeft" : "btn.newRight");
  return [el("li", { class: `slot ${side} hinted ghost`, data: { side } },
    laptop() ? [...placeMarks(side), el("span", { class: "sr-only", text: words })] : el("span", { text: words }))];
}

/** Whether the hint asked for points at `action` (or, given a species, at that species). */

export function rememberShown(/** @type {Ctx} */ ctx) {
  const now = new Set(ctx.table.view.players.flatMap((/** @type {Player} */ pl) => pl.species.map((/** @type {Species} */ sp) => String(sp.uid))));
  for (const node of ctx.state.parts.board.querySelectorAll(".species[data-uid]")) {
    if (!now.has(node.dataset.uid)) ctx.state.parts.gone.set(node.dataset.uid, { node, rect: node.getBoundingClientRect() });
  }
}

/** When the viewer's turn starts (or the phase changes under it), the first thing to do is brought
 *  into view if it is not (a phone scrolled down to the hand after End turn). Never on a click on the
 *  table; where the hand stands beside the table, a card chosen in it brings its first place into
 *  view if none is (the hand does not move under the finger that chose). */
export function bringTurnIntoView(/** @type {Ctx} */ ctx) {
  const s = ctx.state;
  const v = tableOf(ctx).view;
  const dock = s.parts.dock;
  const beside = dockBeside(dock);
  // (beside the hand, the sticky top bar and the watering hole under it are the view's top edge and
  // the screen's foot its bottom)
  const hole = s.parts.board.querySelector(":scope > .watering-hole, :scope > .sources");
  const top = !beside ? 0 : Math.max(s.parts.root.querySelector(".topbar")?.getBoundingClientRect().bottom ?? 0,
    hole && getComputedStyle(hole).position === "sticky" ? hole.getBoundingClientRect().bottom : 0);
  const bottom = dock.hidden || beside ? innerHeight : dock.getBoundingClientRect().top;
  const inView = (/** @type {Element} */ node) => { const box = node.getBoundingClientRect(); return box.top >= top && box.bottom <= bottom; };
  const card = beside && ctx.mode === "play" && s.sel?.mode === "card" ? `${v.round}:${v.phase}:${s.sel.card}` : null;
  if (card !== s.cardKey) {
    s.cardKey = card;
    const places = card ? [...s.parts.board.querySelectorAll(".player.viewer button.target.legal")] : [];
    if (places.length && !places.some(inView)) places[0].scrollIntoView({ block: "nearest", behavior: "instant" });
  }
  const key = ctx.mode === "play" ? `${v.round}:${v.phase}` : null;
  if (key === s.turnKey) return;
  s.turnKey = key;
  if (!key) return;
  const first = s.parts.board.querySelector(".player.viewer .sp-actions [data-legal]");
  if (first && !inView(first)) first.closest(".player").scrollIntoView({ block: "start", behavior: "instant" });
  if (first && !inView(first)) first.scrollIntoView({ block: "nearest", behavior: "instant" }); // (a board taller than the view)
}

/** A fact of a board's head shown short (`shown`: a symbol, a number): its `words` are what a screen
 *  reader reads and, on hover, its title (or its `rule`'s tip, for a term). */
function brief(/** @type {string} */ cls, /** @type {string} */ words, /** @type {import("../types").Child} */ shown, /** @type {string | null} */ rule = null) {
  return withRule(el("span", { class: cls, title: rule ? null : words },
    el("span", { class: "shown", attrs: { "aria-hidden": "true" } }, shown), el("span", { class: "sr-only", text: words })), rule);
}
