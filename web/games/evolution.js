// The board game Evolution's table: the watering hole, each player's species and traits, the hand
// (docked at the bottom), the end screen and the rules panel, and the click modes that turn clicks
// into the engine's moves (select a card, then where to play it; hunt, then the prey; ...).
//
// It registers itself with the site shell (web/registry.js), which owns everything else: menu,
// New game form, saves, links, hand-offs, bots, the log and the messages. No rule here: moves come
// from `ctx.table.legal`, refusals from the engine (`explain`), through ctx.actionButton/tryAction.

import { el, fill, button, signed } from "../dom.js";
import { joinNames } from "../i18n.js";
import { registerGame } from "../registry.js";
import { STRINGS } from "./evolution-i18n.js";
import { traitIcon } from "./evolution-icons.js";
import { TUTORIAL } from "./evolution-tutorial.js";

const game = registerGame({
  id: "evolution",
  strings: STRINGS,
  css: new URL("./evolution.css", import.meta.url),
  tutorial: TUTORIAL,
  scoreSplit: (shell) => ({ // the end screen's score split, drawn by the shell as bars
    parts: [t("end.food"), t("end.population"), t("end.traits")],
    values: shell.table.view.scores.map((s) => [s.food, s.population, s.traits]),
  }),
  // Where keyboard focus goes when the button used is gone, best first (the card to play before "End turn").
  nextFocus: [".player.viewer .sp-actions [data-legal]", ".hand .card.usable", ".dock-actions [data-legal]"],
  mount,
  render,
  status,
  prompt,
  clicks: {
    card: (node, _ctx, event) => (takeLongPress() ? false : clickCard(Number(node.dataset.card), byKeyboard(event))),
    info: (node) => {
      if (takeLongPress()) return false;
      const s = state();
      s.pop = s.pop === node.dataset.key ? null : node.dataset.key; // the rule opens beside the trait
      ctx.render();
    },
    cancel: () => cancelSelection(),
    hunt: (node, _ctx, event) => {
      const s = state();
      const species = Number(node.dataset.species);
      s.sel = s.sel?.mode === "hunt" && s.sel.species === species ? null : { mode: "hunt", species };
      ctx.clearMessage();
      if (byKeyboard(event)) ctx.focus(".species.target-legal button.target");
      ctx.render();
    },
    intel: (node, _ctx, event) => {
      state().sel = { mode: "intel", species: Number(node.dataset.species) };
      if (byKeyboard(event)) ctx.focus(".card.usable");
      ctx.render();
    },
    negate: (node, _ctx, event) => {
      const s = state();
      s.sel = { mode: "negate", species: s.sel.species, trait: node.dataset.trait };
      if (byKeyboard(event)) ctx.focus(".card.usable");
      ctx.render();
    },
    avian: (_node, _ctx, event) => {
      const s = state();
      s.sel = { mode: "avian", cards: s.sel?.mode === "card" ? [s.sel.card] : [] };
      ctx.clearMessage();
      if (byKeyboard(event)) ctx.focus(".hand .card.usable:not(.selected)");
      ctx.render();
    },
    dive: (node, _ctx, event) => {
      const s = state();
      s.sel = { mode: "dive", card: s.sel.card, species: Number(node.dataset.species) };
      if (byKeyboard(event)) ctx.focus(".species.target-legal button.target");
      ctx.render();
    },
    "discard-ask": (node) => {
      state().sel = { mode: "discard", species: Number(node.dataset.species), trait: Number(node.dataset.trait) };
      ctx.focus(".dock-actions .danger"); // in the dock, always in view: no scroll
      ctx.render();
    },
  },
  cancel() {
    const s = state();
    if (!s.sel && !s.info && !s.pop && !s.hint) return false;
    cancelSelection();
    return true;
  },
  reset() {
    Object.assign(state(), { sel: null, hint: null, pop: null });
  },
  afterMove() {
    // Negating a trait is part of a hunt: the hunt goes on (render drops it if no prey is left).
    const s = state();
    s.sel = s.sel?.mode === "negate" ? { mode: "hunt", species: s.sel.species } : null;
    Object.assign(s, { info: null, pop: null, hint: null });
  },
  showHint(_ctx, hint) {
    state().hint = { action: hint.action, moves: ctx.table.moves };
  },
  animate: (shellCtx, before, after) => animate(shellCtx, before, after),
  formRules(values, seats, t) {
    return seats === 6 ? { quick_play: { value: true, note: t("form.quickForced") } } : {}; // six players: always quick play
  },
});

const t = game.t;
let ctx = null; // the shell's context (set by mount)
let parts = null; // this table's nodes: {root, end, board, dock, help}
const helpCache = new Map(); // lang -> rules_help entries

/** This table's UI state: sel = the selection in progress ({mode: card|hunt|intel|negate|discard, ...}),
 *  info = the trait whose rule is shown. */
const state = () => ctx.state;
const name = (i) => ctx.name(i);
const listNames = (names) => joinNames(names, t("and"));
const traitName = (trait) => ctx.table.trait_names[trait] ?? trait;
const known = (key, fallback) => (t(key) === key ? fallback : t(key));
/** A click made with the keyboard (Enter/Space on a button: no pointer, detail 0) moves the focus to
 *  the next step; a pointer click does not, so the page never scrolls under the pointer. */
const byKeyboard = (event) => !event || event.detail === 0;

/** A seat's name as the table shows it: its colour mark (with the seat's pattern and initial), then
 *  the name. The colour is never the only cue: the initial and the pattern tell seats apart too. */
function seatName(i, props = {}) {
  const label = name(i);
  return el("span", { ...props, class: `seat-name${props.class ? ` ${props.class}` : ""}`, data: { seat: i } },
    seatMark(i), el("span", { class: "seat-label", text: label }));
}

function seatMark(i) {
  const initial = Array.from(name(i).trim())[0]?.toLocaleUpperCase() ?? "?";
  return el("span", { class: "seat-mark", data: { seat: i }, attrs: { "aria-hidden": "true" }, text: initial });
}

/** `n` tokens of a kind (food, fat, plant); `empty` more drawn as empty places. */
function tokens(kind, n, empty = 0) {
  const out = [];
  for (let k = 0; k < n; k++) out.push(el("span", { class: `token ${kind}` }));
  for (let k = 0; k < empty; k++) out.push(el("span", { class: `token ${kind} empty` }));
  return out;
}

function helpEntries() {
  const lang = ctx.lang();
  if (!helpCache.has(lang)) {
    try {
      helpCache.set(lang, ctx.py("rules_help", { lang }));
    } catch {
      return [];
    }
  }
  return helpCache.get(lang);
}

function ruleOf(trait) {
  const entry = helpEntries().find((e) => e.trait === trait);
  return entry ? entry.rule : "";
}

/** The ruleset's label and blurb from the game's descriptor (New game options), else its id. */
function rulesetInfo(id) {
  const option = ctx.descriptor?.options?.find((o) => o.key === "ruleset");
  const choice = option?.choices?.find((c) => c.value === id);
  return { label: choice?.label ?? id, blurb: choice?.blurb ?? "" };
}

// =================================================================================================
// Mount and render
// =================================================================================================

function mount(shellCtx, frame) {
  ctx = shellCtx;
  Object.assign(ctx.state, { sel: null, info: null, pop: null, hint: null, turnKey: null });
  parts = {
    root: frame.root,
    end: el("section", { class: "endscreen", hidden: true, attrs: { "aria-labelledby": "end-title" } }),
    board: el("div", { class: "board" }),
    dock: el("section", { class: "dock", data: { messageHome: "" }, attrs: { "aria-label": "hand" } }),
    help: el("details", { class: "help" }),
    helpKey: null,
    gone: new Map(), // uid -> {node, rect}: species drawn before and gone since (animate fades a copy out)
  };
  // The table scrolls inside its own area on a desktop screen, the hand stays under it (never over it).
  parts.area = el("div", { class: "table-area" }, parts.end, parts.board);
  frame.main.append(parts.area, parts.dock);
  // Where the hand is fixed at the bottom of the screen, the table keeps that much room under it.
  new ResizeObserver(() => {
    parts.root.style.setProperty("--dock-space", `${parts.dock.hidden ? 0 : parts.dock.offsetHeight + 8}px`);
  }).observe(parts.dock);
  frame.side.append(parts.help);
  frame.root.addEventListener("pointerdown", onPointerDown);
  frame.root.addEventListener("contextmenu", (e) => e.target.closest?.(".card, .trait") && e.preventDefault());
}

function render() {
  const p = ctx.table;
  const s = state();
  // A hunt that has no prey (nor negation) left after a move ends by itself.
  if (s.sel?.mode === "hunt"
      && !p.legal.some((a) => (a.kind === "attack" || a.kind === "negate") && a.species === s.sel.species)) {
    s.sel = null;
  }
  if (s.sel?.mode === "dive" && !p.legal.some((a) => a.kind === "event" && a.card === s.sel.card)) s.sel = null;
  if (s.hint && (s.hint.moves !== p.moves || ctx.mode !== "play")) s.hint = null; // a hint is for one position
  parts.root.dataset.ruleset = p.view.ruleset.id;
  parts.root.dataset.hinting = s.hint ? s.hint.action.kind : "";
  rememberShown();
  renderEnd();
  renderBoard();
  renderDock();
  renderHelp();
  bringTurnIntoView();
}

/** The species nodes that are about to leave the table, and where they were: the animation of the
 *  move fades out a copy of them (kept until animate() uses them). */
function rememberShown() {
  const now = new Set(ctx.table.view.players.flatMap((pl) => pl.species.map((sp) => String(sp.uid))));
  for (const node of parts.board.querySelectorAll(".species[data-uid]")) {
    if (!now.has(node.dataset.uid)) parts.gone.set(node.dataset.uid, { node, rect: node.getBoundingClientRect() });
  }
}

/** When the viewer's turn starts (or the phase changes under it), the first thing to do is brought
 *  into view if it is not (a phone scrolled down to the hand after End turn). Never on a click. */
function bringTurnIntoView() {
  const s = state();
  const v = ctx.table.view;
  const key = ctx.mode === "play" ? `${v.round}:${v.phase}` : null;
  if (key === s.turnKey) return;
  s.turnKey = key;
  if (!key) return;
  const first = parts.board.querySelector(".player.viewer .sp-actions [data-legal]");
  if (!first) return;
  const box = first.getBoundingClientRect();
  const dockTop = parts.dock.hidden ? innerHeight : parts.dock.getBoundingClientRect().top;
  if (box.top < 0 || box.bottom > Math.min(innerHeight, dockTop)) {
    first.closest(".player").scrollIntoView({ block: "start", behavior: "instant" });
  }
}

function status() {
  const v = ctx.table.view;
  const usual = ctx.descriptor?.options?.find((o) => o.key === "ruleset")?.default ?? "nsg2";
  const rules = v.ruleset.id !== usual ? rulesetInfo(v.ruleset.id).label : null; // named when not the usual rules
  return [
    el("p", { class: "status" },
      el("strong", { text: t("top.round", { n: v.round }) }), " · ",
      el("span", { class: "phase", text: known(`phase.${v.phase}`, v.phase) }),
      rules ? el("span", { class: "badge ruleset", text: rules }) : null,
      v.ruleset.quick_play ? el("span", { class: "badge", text: t("top.quick") }) : null,
      v.last_round && v.phase !== "over"
        ? el("span", { class: "badge warn last-round" }, el("span", { attrs: { "aria-hidden": "true" }, text: "🔔 " }), t("top.lastRound"))
        : null),
    el("p", { class: "counts" },
      el("span", { text: t("top.deck", { n: v.deck_size }) }),
      el("span", { text: t("top.discard", { n: v.discard_size }) }),
      v.ruleset.avian_cost ? el("span", { class: "flight-supply", text: t("top.flightSupply", { n: v.flight_supply_size }) }) : null,
      v.ruleset.end_reserve ? el("span", { class: "end-reserve", text: t("top.endReserve", { n: v.set_aside_size }) }) : null,
      el("span", { class: "first" }, t("top.firstIs"), " ", seatName(v.first_player))),
  ];
}

function prompt() {
  const p = ctx.table;
  const v = p.view;
  const sel = state().sel;
  if (ctx.mode === "idle" && v.phase === "halted") return t("do.halted");
  if (ctx.mode !== "play") return null;
  const me = v.viewer;
  const hand = v.players[me].hand || [];
  if (sel?.mode === "card" && hand[sel.card]) {
    const card = hand[sel.card];
    if (v.phase === "food_card") return t("do.foodSelected", { card: traitName(card.trait), food: signed(card.food) });
    if (v.phase === "events") return t("do.eventSelected", { card: traitName(card.trait) });
    return t(v.ruleset.avian_cost ? "do.cardSelectedAvian" : "do.cardSelected", { card: traitName(card.trait), n: v.ruleset.avian_cost });
  }
  if (sel?.mode === "avian") {
    const cost = v.ruleset.avian_cost;
    return sel.cards.length < cost ? t("do.avianCards", { n: cost - sel.cards.length, cost })
      : t("do.avianSide", { cards: listNames(sel.cards.map((c) => traitName(hand[c]?.trait))) });
  }
  if (sel?.mode === "dive") return t("do.dive", { n: speciesName(me, sel.species) });
  if (sel?.mode === "hunt") return t("do.hunt", { n: speciesName(me, sel.species) });
  if (sel?.mode === "intel") return t("do.intel", { n: speciesName(me, sel.species) });
  if (sel?.mode === "negate") {
    return t(ignoresByFlight(sel.species) ? "do.ignore" : "do.negate", { n: speciesName(me, sel.species), trait: traitName(sel.trait) });
  }
  if (sel?.mode === "discard") {
    const tv = v.players[me].species[sel.species]?.traits[sel.trait];
    return t("do.discard", { n: speciesName(me, sel.species), trait: tv?.trait ? traitName(tv.trait) : "?" });
  }
  if (v.phase === "play_cards" && v.ruleset.quick_play) return t("do.play_quick", { name: name(me) });
  if (v.phase === "feeding" && !p.legal.some((a) => ["feed", "cliff_feed", "attack"].includes(a.kind))) return t("do.feedingFat", { name: name(me) });
  if (v.phase === "leaf" && !p.legal.some((a) => a.kind === "leaf" || a.kind === "leaf_choice")) return t("do.intelBefore", { name: name(me) });
  const key = `do.${v.phase}`;
  return t(key) === key ? null : t(key, { name: name(me) });
}

function renderEnd() {
  const p = ctx.table;
  const v = p.view;
  const node = parts.end;
  if (v.phase !== "over") {
    node.hidden = true;
    fill(node);
    return;
  }
  node.hidden = false;
  const winners = v.winners.map(name);
  const head = winners.length > 1 ? t("end.shared", { names: listNames(winners) }) : t("end.wins", { names: winners[0] ?? "?" });
  const rows = v.scores.map((s) => el("tr", { class: v.winners.includes(s.player) ? "winner" : "" },
    el("th", { attrs: { scope: "row" } }, v.winners.includes(s.player) ? "★ " : null, seatName(s.player)),
    el("td", { text: s.food }), el("td", { text: s.population }), el("td", { text: s.traits }),
    el("td", { class: "total", text: s.total })));
  fill(node,
    el("h2", { id: "end-title", text: t("end.title") }),
    el("p", { class: "winners", text: head }),
    p.tie_break ? el("p", { class: "tie-break", text: t(`end.tie.${p.tie_break}`) }) : null,
    el("table", { class: "scores" },
      el("thead", {}, el("tr", {}, ["end.player", "end.food", "end.population", "end.traits", "end.total"]
        .map((k) => el("th", { attrs: { scope: "col" }, text: t(k) })))),
      el("tbody", {}, rows)),
    el("p", { class: "end-actions" }, ctx.keyed(button(t("end.new"), { data: { act: "new" } }), "end:new")));
}


function renderBoard() {
  const v = ctx.table.view;
  const me = v.viewer;
  const order = v.players.map((_, i) => i);
  if (me !== null) order.push(...order.splice(0, me)); // me first (under the watering hole), then the others in turn order
  const cliff = renderCliff();
  fill(parts.board, cliff ? el("div", { class: "sources" }, renderWateringHole(), cliff) : renderWateringHole(),
    el("div", { class: "players", data: { count: order.length } }, order.map(renderPlayer)));
}

/** A plant count with its tokens (at most PLANT_TOKENS drawn; the number says the rest). */
function plantPile(plants) {
  return el("p", { class: "plants" },
    el("span", { class: "plant-count", text: plants }), " ", el("span", { text: t("wh.plantsWord", { n: plants }) }),
    el("span", { class: "pile", attrs: { "aria-hidden": "true" } }, tokens("plant", Math.min(plants, PLANT_TOKENS)),
      plants > PLANT_TOKENS ? el("span", { class: "more", text: `+${plants - PLANT_TOKENS}` }) : null));
}

/** Flight's Cliff, beside the watering hole: plants only avian species take (rulesets with avians). */
function renderCliff() {
  const v = ctx.table.view;
  if (!v.ruleset.avian_cost) return null;
  return el("section", { class: "cliff", attrs: { "aria-label": t("cliff.title") } },
    el("h2", {}, traitIcon("Flight"), t("cliff.title")),
    plantPile(v.cliff),
    el("p", { class: "cliff-note muted", text: t("cliff.note") }));
}

const PLANT_TOKENS = 12; // plants drawn as tokens at most; the number says the rest

function renderWateringHole() {
  const v = ctx.table.view;
  const placed = v.players.filter((pl) => pl.food_card_placed);
  const mine = v.viewer !== null ? v.players[v.viewer].food_card : null;
  const plants = v.watering_hole;
  return el("section", { class: "watering-hole", attrs: { "aria-label": t("wh.title") } },
    el("h2", { text: t("wh.title") }),
    plantPile(plants),
    ["food_card", "play_cards", "leaf"].includes(v.phase)
      ? el("p", { class: "food-cards" }, el("span", { class: "label", text: t("wh.cards") }),
        placed.length ? placed.map((pl) => el("span", { class: "card-back", data: { seat: pl.index }, title: t("pl.foodPlaced") },
          seatName(pl.index)))
          : el("span", { class: "muted", text: t("wh.none") }))
      : null,
    mine ? el("p", { class: "own-food" }, traitIcon(mine.trait),
      t("wh.yours", { card: traitName(mine.trait), food: signed(mine.food) })) : null,
    el("div", { class: "reveal-home" }));
}

function renderPlayer(i) {
  const p = ctx.table;
  const v = p.view;
  const pl = v.players[i];
  const seat = ctx.seats[i];
  const me = v.viewer;
  const toMove = v.to_move.includes(i) && v.phase !== "over";
  const thinking = ctx.mode === "bot" && ctx.thinking === i;
  const score = p.scores_now?.[i];
  const badges = [
    v.first_player === i ? el("span", { class: "badge first", text: t("pl.first") }) : null,
    thinking ? el("span", { class: "badge thinking", text: t("pl.thinking") })
      : toMove && !pl.planning_hidden ? el("span", { class: "badge to-move", text: t("pl.toMove") }) : null,
    pl.done ? el("span", { class: "badge done", text: t(v.phase === "feeding" ? "pl.passed" : "pl.done") }) : null,
    pl.planning_hidden ? el("span", { class: "badge", text: t("pl.planning") }) : null,
  ];
  const head = el("header", { class: "player-head" },
    seatMark(i), el("h3", { class: "pname", text: seat.name }),
    el("span", { class: "role", text: i === me ? `(${t("pl.you")})` : seat.bot ? t("pl.bot", { level: t(`bot.${seat.bot}`) }) : t("pl.human") }),
    badges,
    el("span", { class: "pstats" },
      el("span", { class: "hand-count", title: t("pl.hand", { n: pl.hand_size }) },
        el("span", { class: "mini-card", attrs: { "aria-hidden": "true" } }), t("pl.hand", { n: pl.hand_size })),
      el("span", { class: "bag", title: t("pl.bag", { n: pl.bag }) },
        el("span", { class: "token food", attrs: { "aria-hidden": "true" } }), t("pl.bag", { n: pl.bag })),
      el("span", { class: "score", text: score ? t("pl.score", { n: score.total }) : t("pl.scoreHidden") })));
  const row = el("ol", { class: "row", attrs: { "aria-label": seat.name } });
  const slots = newSpeciesSlots(i);
  if (slots) row.append(slots[0]);
  else if (i === me) row.append(...hintedSlot(i, "left"));
  pl.species.forEach((sp, s) => row.append(renderSpecies(i, s, sp)));
  if (!pl.species.length && !slots) row.append(el("li", { class: "muted empty", text: t("sp.noSpecies") }));
  if (slots) row.append(...[slots[1]].flat());
  else if (i === me) row.append(...hintedSlot(i, "right"));
  // Another player's hand is known only in a finished game's replay with every hand open.
  const openHand = i !== me && pl.hand ? el("p", { class: "open-hand" }, el("span", { text: t("pl.openHand") }), " ",
    pl.hand.map((c) => el("span", { class: "chip", text: `${traitName(c.trait)} ${signed(c.food)}` }))) : null;
  return el("article", {
    class: `player${i === me ? " viewer" : ""}${toMove ? " active" : ""}${thinking ? " is-thinking" : ""}`,
    data: { seat: i },
  }, head, row, openHand);
}

function newSpeciesSlots(owner) {
  const v = ctx.table.view;
  const sel = state().sel;
  if (ctx.mode !== "play" || owner !== v.viewer || v.phase !== "play_cards") return null;
  const arrow = (side) => el("span", { class: "arrow", attrs: { "aria-hidden": "true" }, text: side === "left" ? "◀" : "▶" });
  if (sel?.mode === "avian") { // the cards are chosen: an avian species at either end
    if (sel.cards.length < v.ruleset.avian_cost) return null;
    const cards = [...sel.cards].sort((a, b) => a - b);
    return ["left", "right"].map((side) => el("li", { class: `slot avian ${side}`, data: { side } },
      ctx.actionButton([arrow(side), traitIcon("Flight"), el("span", { text: t(side === "left" ? "btn.avianLeft" : "btn.avianRight") })],
        { player: owner, kind: "new_avian", cards, side }, { class: "target" })));
  }
  if (sel?.mode !== "card") return null;
  // An avian species costs more cards: offered beside the land species when this card can pay for one.
  const avian = v.ruleset.avian_cost && ctx.table.legal.some((a) => a.kind === "new_avian" && a.cards.includes(sel.card))
    ? el("li", { class: "slot avian-start", data: { side: "right" } },
      ctx.keyed(button([traitIcon("Flight"), el("span", { text: t("btn.avian", { n: v.ruleset.avian_cost }) })],
        { class: "act legal target", data: { act: "avian", legal: "" } }), "avian"))
    : null;
  return ["left", "right"].map((side) => {
    const action = { player: owner, kind: "new_species", card: sel.card, side };
    const slot = el("li", { class: `slot ${side}${hinted(action) ? " hinted" : ""}`, data: { side } },
      ctx.actionButton([arrow(side), el("span", { text: t(side === "left" ? "btn.newLeft" : "btn.newRight") })], action, { class: "target" }));
    return side === "right" && avian ? [slot, avian] : slot;
  });
}

/** A hint to start a new species, before its card is chosen: a dashed place at that end of the row. */
function hintedSlot(owner, side) {
  const a = state().hint?.action;
  if ((a?.kind !== "new_species" && a?.kind !== "new_avian") || a.side !== side || owner !== ctx.table.view.viewer) return [];
  return [el("li", { class: `slot ${side} hinted ghost`, data: { side } },
    el("span", { text: t(side === "left" ? "btn.newLeft" : "btn.newRight") }))];
}

/** Whether the hint asked for points at `action` (or, given a species, at that species). */
function hinted(action) {
  const a = state().hint?.action;
  if (!a) return false;
  return Object.entries(action).every(([k, v]) => JSON.stringify(a[k]) === JSON.stringify(v));
}

function hintedSpecies(owner, s) {
  const a = state().hint?.action;
  if (!a || a.kind === "new_species" || a.kind === "new_avian" || a.kind === "food_card") return false;
  if (a.kind === "attack" || (a.kind === "event" && a.target)) return (owner === a.player && s === a.species) || (a.target?.[0] === owner && a.target?.[1] === s);
  return owner === a.player && s === a.species;
}

/** A species' letter (A, B, C... in the order its owner got it): the engine's name, the log's too. */
const speciesName = (owner, s) => ctx.table.view.players[owner]?.species[s]?.name ?? "?";

function renderSpecies(owner, s, sp) {
  const v = ctx.table.view;
  const me = v.viewer;
  const mine = owner === me;
  const sel = state().sel;
  const fatVisible = sp.fat > 0 || sp.traits.some((tv) => tv.trait === "Fat Tissue");
  const traits = el("ul", { class: "traits" }, sp.traits.map((tv, j) => renderTrait(owner, s, j, tv)));
  // Food eaten as tokens on the species' places (one per population), fat as tokens of its own; an
  // avian species' upkeep (one per size, paid first, never scored) as tokens of its own before them.
  const track = t("sp.foodTrack", { food: sp.food, pop: sp.pop });
  const upkeep = sp.avian ? t("sp.upkeep", { paid: sp.upkeep, size: sp.size }) : null;
  const food = el("div", { class: "food-track", title: upkeep ? `${upkeep} · ${track}` : track },
    el("span", { class: "sr-only", text: upkeep ? `${upkeep}, ${track}` : track }),
    upkeep ? el("span", { class: "upkeep-tokens", attrs: { "aria-hidden": "true" } },
      tokens("upkeep", Math.min(sp.upkeep, sp.size), Math.max(0, sp.size - sp.upkeep))) : null,
    tokens("food", Math.min(sp.food, sp.pop), Math.max(0, sp.pop - sp.food)),
    el("small", { class: "food-count", attrs: { "aria-hidden": "true" }, text: `${sp.food}/${sp.pop}` }),
    fatVisible ? el("span", { class: "fat-tokens", title: t("sp.fatTokens", { n: sp.fat }) },
      el("span", { class: "sr-only", text: t("sp.fatTokens", { n: sp.fat }) }), tokens("fat", sp.fat)) : null);
  const cap = t("sp.sizeMax", { max: v.ruleset.avian_max_size }); // an avian's size cap, beside its size
  const size = sp.avian ? [el("b", { text: sp.size }), el("small", { class: "cap", title: cap, text: `/${v.ruleset.avian_max_size}` },
    el("span", { class: "sr-only", text: ` (${cap})` }))] : sp.size;
  const stats = el("p", { class: "stats" }, stat(size, t("sp.size"), "size"), stat(sp.pop, t("sp.pop"), "pop"));
  const actions = el("div", { class: "sp-actions" }, speciesActions(owner, s));
  const attacker = sel?.mode === "hunt" && mine && sel.species === s;
  let target = "";
  const diver = sel?.mode === "dive" && mine && sel.species === s;
  if (ctx.mode === "play" && (sel?.mode === "hunt" || sel?.mode === "dive") && !attacker && !diver) {
    target = ctx.isLegal(preyAction(sel, [owner, s])) ? " target-legal" : " target-illegal";
  }
  const classes = `species${sp.avian ? " avian" : ""}${sp.carnivore ? " carnivore" : ""}${sp.hungry && v.phase === "feeding" ? " hungry" : ""}`
    + `${attacker || diver ? " attacker" : ""}${target}${hintedSpecies(owner, s) ? " hinted" : ""}`;
  return el("li", { class: classes, data: { species: s, uid: sp.uid } },
    el("p", { class: "sp-title" }, el("span", { text: t("sp.species", { n: sp.name }) }),
      sp.avian ? el("span", { class: "wing", title: t("sp.avian") }, traitIcon("Flight"), el("span", { class: "sr-only", text: t("sp.avian") })) : null,
      sp.carnivore ? el("span", { class: "diet", title: traitName("Carnivore") }, traitIcon("Carnivore")) : null),
    traits, stats, food, actions);
}

function stat(value, label, cls) {
  return el("span", { class: `stat ${cls}` }, Array.isArray(value) ? value : el("b", { text: value }), el("small", { text: label }));
}

function renderTrait(owner, s, j, tv) {
  const v = ctx.table.view;
  if (!tv.trait) return el("li", { class: "trait face-down", title: t("sp.faceDown"), attrs: { "aria-label": t("sp.faceDown") } }, "?");
  const label = traitName(tv.trait);
  const key = `trait:${owner}:${s}:${j}`;
  const open = state().pop === key;
  const popId = `rule-${owner}-${s}-${j}`;
  const chip = ctx.keyed(button([traitIcon(tv.trait), el("span", { class: "tname", text: label })], {
    class: `trait${tv.face_up ? "" : " own-hidden"}${open ? " info-on" : ""}`,
    title: tv.face_up ? undefined : t("sp.hiddenOwn"),
    data: { act: "info", trait: tv.trait },
    attrs: { "aria-expanded": String(open), ...(open ? { "aria-describedby": popId } : {}) },
  }), key);
  const item = el("li", {}, chip);
  const discard = { player: owner, kind: "discard_trait", species: s, trait: j };
  if (ctx.mode === "play" && owner === v.viewer && ctx.isLegal(discard)) {
    item.append(ctx.keyed(button("×", {
      class: "discard-trait", title: t("btn.discardTrait", { trait: label }),
      attrs: { "aria-label": t("btn.discardTrait", { trait: label }) },
      data: { act: "discard-ask", species: s, trait: j },
    }), `discard:${s}:${j}`));
  }
  if (open) { // the rule, on a tap or Enter; a second one (or Escape) closes it
    item.append(el("p", { class: "rule-pop", id: popId, attrs: { role: "tooltip" } },
      el("strong", { text: `${label}: ` }), ruleOf(tv.trait),
      tv.face_up ? null : el("em", { text: ` (${t("sp.hiddenOwn")})` })));
  }
  return item;
}

function speciesActions(owner, s) {
  if (ctx.mode !== "play") return [];
  const p = ctx.table;
  const v = p.view;
  const me = v.viewer;
  const sel = state().sel;
  const out = [];
  const mine = owner === me;
  if (mine && v.phase === "play_cards" && sel?.mode === "card") {
    for (const kind of ["trait", "size", "pop"]) {
      out.push(ctx.actionButton(t(`btn.${kind}`), { player: me, kind, card: sel.card, species: s }, { class: "target" }));
    }
    const nesting = { player: me, kind: "pop_cliff", card: sel.card, species: s }; // a land Nesting plant from the Cliff
    if (ctx.isLegal(nesting)) out.push(ctx.actionButton(t("btn.popCliff"), nesting, { class: "target" }));
  }
  if (mine && v.phase === "events" && sel?.mode === "card") { // Dive-Bomb: this avian species eats now
    const dives = p.legal.filter((a) => a.kind === "event" && a.card === sel.card && a.species === s);
    for (const a of dives) if (a.source) out.push(ctx.actionButton(t(`btn.dive.${a.source}`), a, { class: "target" }));
    if (dives.some((a) => a.target)) {
      out.push(ctx.keyed(button(t("btn.diveAttack"), { class: "act legal target", data: { act: "dive", species: s, legal: "" } }), `dive:${s}`));
    }
  }
  if (sel?.mode === "dive" && !(mine && sel.species === s)) {
    out.push(ctx.actionButton(t("btn.attack"), preyAction(sel, [owner, s]),
      { class: "target", attrs: { "aria-label": t("sp.attackOf", { name: name(owner), n: speciesName(owner, s) }) } }));
  }
  if (mine && v.phase === "leaf") {
    for (const a of p.legal) {
      if (a.kind === "leaf" && a.species === s) out.push(ctx.actionButton(t("btn.leaf", { trait: traitName(a.trait) }), a));
      if (a.kind === "leaf_choice" && a.species === s) {
        out.push(ctx.actionButton(t(`btn.leaf.${a.choice}`, { trait: traitName(a.trait) }), a));
      }
    }
    // Rules that use a plant-eater's Intelligence before feeding (the German edition) offer it here.
    if (!sel && p.legal.some((a) => a.kind === "intelligence" && a.species === s)) out.push(intelButton(s));
  }
  if (v.phase === "feeding") {
    if (mine && (!sel || sel.mode === "hunt")) {
      const hunting = sel?.mode === "hunt" && sel.species === s;
      // On the Cliff's tables both sources may be open to an avian: each button names its source.
      const both = v.ruleset.avian_cost && p.legal.some((a) => a.species === s && (a.kind === "cliff_feed" || a.kind === "cliff_fat"));
      for (const kind of ["feed", "fat", "cliff_feed", "cliff_fat"]) {
        const a = { player: me, kind, species: s };
        const label = both && !kind.startsWith("cliff") ? `btn.${kind}Hole` : `btn.${kind}`;
        if (!sel && ctx.isLegal(a)) out.push(ctx.actionButton(t(label), a));
      }
      // Hunting also opens Intelligence's negations: they may be what makes an attack possible.
      if (p.legal.some((a) => (a.kind === "attack" || a.kind === "negate") && a.species === s)) {
        out.push(ctx.keyed(button(t(hunting ? "btn.huntStop" : "btn.hunt"), {
          class: `act hunt${hunting ? "" : " legal"}`, data: { act: "hunt", species: s, ...(hunting ? {} : { legal: "" }) },
          attrs: { "aria-pressed": String(hunting) },
        }), `hunt:${s}`));
      }
      if (!sel && p.legal.some((a) => a.kind === "intelligence" && a.species === s)) out.push(intelButton(s));
    }
    if (sel?.mode === "hunt" && !(mine && sel.species === s)) {
      out.push(ctx.actionButton(t("btn.attack"), { player: me, kind: "attack", species: sel.species, target: [owner, s] },
        { class: "target", attrs: { "aria-label": t("sp.attackOf", { name: name(owner), n: speciesName(owner, s) }) } }));
    }
  }
  return out;
}

/** The move that takes `target` as prey in the selection `sel`: a hunt's attack, or Dive-Bomb's. */
function preyAction(sel, target) {
  const me = ctx.table.view.viewer;
  return sel.mode === "dive"
    ? { player: me, kind: "event", card: sel.card, species: sel.species, target, source: null }
    : { player: me, kind: "attack", species: sel.species, target };
}

/** Whether the viewer's species `s` ignores protections as a Flight carnivore (no Intelligence: the
 *  card it discards is Flight's, R-FL-ATK), for the words of the buttons and the prompt. */
function ignoresByFlight(s) {
  const sp = ctx.table.view.players[ctx.table.view.viewer]?.species[s];
  return !!sp?.avian && !sp.traits.some((tv) => tv.trait === "Intelligence");
}

const intelButton = (s) =>
  ctx.keyed(button(t("btn.intel"), { class: "act legal", data: { act: "intel", species: s, legal: "" } }), `intel:${s}`);


function renderDock() {
  const p = ctx.table;
  const v = p.view;
  const me = v.viewer;
  const dock = parts.dock;
  if (me === null || ctx.mode === "over" || ctx.mode === "handoff") {
    dock.hidden = true;
    fill(dock);
    return;
  }
  dock.hidden = false;
  dock.dataset.seat = me;
  const pl = v.players[me];
  const hand = pl.hand || [];
  const { sel, info: infoOn } = state();
  const playing = ctx.mode === "play";
  const buttons = [];
  const hintOn = (props, action) => (hinted(action) ? { ...props, class: `${props.class} hinted` } : props);
  if (playing) {
    if (v.phase === "food_card" && sel?.mode === "card") {
      const a = { player: me, kind: "food_card", card: sel.card };
      buttons.push(ctx.actionButton(t("btn.putFood"), a, hintOn({ class: "primary" }, a)));
    }
    if (v.phase === "events" && sel?.mode === "card") { // an event that needs no species (Seed Dispersal)
      for (const a of p.legal) {
        if (a.kind === "event" && a.card === sel.card && a.species === null) {
          buttons.push(ctx.actionButton(t("btn.playEvent", { card: traitName(hand[sel.card].trait) }), a, hintOn({ class: "primary" }, a)));
        }
      }
    }
    if (sel?.mode === "discard") {
      buttons.push(ctx.actionButton(t("btn.confirm"), { player: me, kind: "discard_trait", species: sel.species, trait: sel.trait },
        { class: "primary danger" }));
    }
    if (sel?.mode === "hunt") {
      const traits = [...new Set(p.legal.filter((a) => a.kind === "negate" && a.species === sel.species).map((a) => a.trait))];
      const words = ignoresByFlight(sel.species) ? "btn.ignore" : "btn.negate";
      for (const trait of traits) {
        buttons.push(ctx.keyed(button(t(words, { trait: traitName(trait) }), { class: "act legal", data: { act: "negate", trait, legal: "" } }),
          `negate:${trait}`));
      }
    }
    if (sel) buttons.push(ctx.keyed(button(t("btn.cancel"), { class: "cancel", data: { act: "cancel" } }), "cancel"));
    const end = { player: me, kind: "end_turn" };
    if (ctx.isLegal(end)) buttons.push(ctx.actionButton(t("btn.endTurn"), end, hintOn({ class: "end-turn" }, end)));
    const pass = { player: me, kind: "pass" };
    if (ctx.isLegal(pass)) buttons.push(ctx.actionButton(t("btn.pass"), pass, hintOn({ class: "pass" }, pass)));
    buttons.push(ctx.keyed(button(t("btn.hint"), { class: "hint-button", data: { act: "hint" } }), "hint"));
  }
  const infoTrait = sel?.mode === "card" && hand[sel.card] ? hand[sel.card].trait : infoOn;
  const info = infoTrait ? el("p", { class: `info${!sel && infoOn ? " pressed" : ""}` }, el("strong", { text: `${traitName(infoTrait)}: ` }), ruleOf(infoTrait))
    : hand.length ? el("p", { class: "info hint muted", text: t("hand.selectHint") }) : null;
  const cards = hand.map((card, c) => renderCard(card, c));
  fill(dock,
    el("p", { class: "prompt dock-prompt", text: ctx.promptText() }),
    el("div", { class: "dock-head" },
      el("h2", {}, seatMark(me), ctx.humans.length > 1 ? t("hand.title", { name: name(me) }) : t("hand.titleYou"),
        el("small", { class: "hand-size", text: t("hand.count", { n: hand.length }) })),
      el("div", { class: "dock-actions" }, buttons)),
    info,
    cards.length ? el("ol", { class: "hand" }, cards) : el("p", { class: "muted empty-hand", text: t("hand.empty") }));
}

function cardUses(c) {
  const sel = state().sel;
  const legal = ctx.table.legal;
  if (ctx.mode !== "play") return false;
  if (sel?.mode === "intel") return legal.some((a) => a.kind === "intelligence" && a.species === sel.species && a.card === c);
  if (sel?.mode === "negate") {
    return legal.some((a) => a.kind === "negate" && a.species === sel.species && a.card === c && a.trait === sel.trait);
  }
  if (sel?.mode === "avian") { // a card that completes a payment with the ones chosen (or is one of them)
    return sel.cards.includes(c) || legal.some((a) => a.kind === "new_avian" && a.cards.includes(c)
      && sel.cards.every((k) => a.cards.includes(k)));
  }
  return legal.some((a) => (a.card === c && ["food_card", "trait", "new_species", "size", "pop", "pop_cliff", "event"].includes(a.kind))
    || (a.kind === "new_avian" && a.cards.includes(c)));
}


function renderCard(card, c) {
  const sel = state().sel;
  const selected = (sel?.mode === "card" && sel.card === c) || (sel?.mode === "avian" && sel.cards.includes(c));
  const usable = cardUses(c);
  const label = traitName(card.trait);
  const food = t("hand.food", { food: signed(card.food) });
  const hint = state().hint?.action;
  const hintedCard = hint && (hint.card === c || hint.cards?.includes(c));
  const node = button("", {
    class: `card${selected ? " selected" : ""}${usable ? " usable" : ""}${hintedCard ? " hinted" : ""}`,
    data: { act: "card", card: c, trait: card.trait, ...(usable ? { legal: "" } : {}) },
    attrs: { "aria-pressed": String(selected) },
  });
  node.append(
    el("span", { class: "cfood", attrs: { "aria-label": food }, title: food, text: signed(card.food) }),
    traitIcon(card.trait, "ticon cicon"),
    el("span", { class: "cname", text: label }),
    el("span", { class: "crule", text: ruleOf(card.trait) }));
  return el("li", {}, ctx.keyed(node, `hand:${c}`));
}

function renderHelp() {
  const v = ctx.table.view;
  const max = v.ruleset.max_traits ?? 3;
  const ruleset = rulesetInfo(v.ruleset.id);
  const key = JSON.stringify([ctx.lang(), v.ruleset.id, max, ruleset.label]);
  if (parts.helpKey === key) return;
  parts.helpKey = key;
  const open = parts.help.open;
  fill(parts.help,
    el("summary", { text: t("help.title") }),
    el("p", { class: "ruleset" }, el("strong", { text: t("help.ruleset", { name: ruleset.label }) }),
      ruleset.blurb ? ` ${ruleset.blurb}` : null),
    el("ol", { class: "steps" }, t("help.steps").map((step) => el("li", { text: step.replace("{max}", max) }))),
    el("p", { text: t("help.end") }),
    v.ruleset.avian_cost ? el("p", { class: "help-flight", text: t("help.flight", { n: v.ruleset.avian_cost, max: v.ruleset.avian_max_size }) }) : null,
    el("dl", { class: "traits-help" }, helpEntries().map((e) => [
      el("dt", {}, el("strong", { text: e.name }), " ",
        el("small", { text: `(${t("help.foods", { foods: e.foods.map(signed).join(", ") })}${e.leaf ? ` · ${t("help.leaf")}` : ""})` })),
      el("dd", { text: e.rule }),
    ])));
  parts.help.open = open;
}

// =================================================================================================
// Click modes that are not a move by themselves
// =================================================================================================

let longPress = { timer: null, fired: false };

/** True once after a long press: the click that ends it only showed the rule. */
function takeLongPress() {
  const fired = longPress.fired;
  longPress.fired = false;
  return fired;
}

function onPointerDown(event) {
  const card = event.target.closest?.(".card, .trait");
  clearTimeout(longPress.timer);
  longPress.fired = false;
  if (!card || event.pointerType === "mouse") return;
  const trait = card.dataset.trait;
  const cancel = () => clearTimeout(longPress.timer);
  card.addEventListener("pointerup", cancel, { once: true });
  card.addEventListener("pointercancel", cancel, { once: true });
  card.addEventListener("pointerleave", cancel, { once: true });
  longPress.timer = setTimeout(() => {
    longPress.fired = true; // show the rule instead of selecting the card
    state().info = trait;
    ctx.render();
  }, 450);
}

function clickCard(c, keyboard) {
  const v = ctx.table.view;
  const me = v.viewer;
  const s = state();
  const sel = s.sel;
  const hand = (me !== null && v.players[me].hand) || [];
  if (ctx.mode === "play" && sel?.mode === "intel") return ctx.tryAction({ player: me, kind: "intelligence", species: sel.species, card: c });
  if (ctx.mode === "play" && sel?.mode === "negate") {
    return ctx.tryAction({ player: me, kind: "negate", species: sel.species, card: c, trait: sel.trait });
  }
  if (ctx.mode === "play" && sel?.mode === "avian" && cardUses(c)) {
    sel.cards = sel.cards.includes(c) ? sel.cards.filter((k) => k !== c) : [...sel.cards, c].slice(-v.ruleset.avian_cost);
    ctx.clearMessage();
    if (keyboard && sel.cards.length === v.ruleset.avian_cost) ctx.focus(".player.viewer .slot.avian button.target.legal");
  } else if (ctx.mode === "play" && cardUses(c)) {
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

function cancelSelection() {
  const s = state();
  const sel = s.sel;
  Object.assign(s, { sel: null, info: null, pop: null, hint: null });
  if (sel?.mode === "card") ctx.focus(`[data-key="hand:${sel.card}"]`);
  else if (sel?.mode === "hunt" || sel?.mode === "intel") ctx.focus(`[data-key="${sel.mode}:${sel.species}"]`);
  ctx.render();
}

// =================================================================================================
// Watching the others play: what one move changed, marked on the freshly drawn table
// =================================================================================================

const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;
const speciesOf = (view) => new Map(view.players.flatMap((pl) => pl.species.map((sp) => [String(sp.uid), { ...sp, owner: pl.index }])));
const lineKey = (line) => `${line.round}|${line.kind}|${line.player}|${line.text}`;

/** After ONE move by another seat, mark on the table (already drawn for `after`) what changed since
 *  `before` (both: table() payloads as the shell keeps them): food and fat tokens pop in, the attacker
 *  and its prey are marked, an extinct species fades out (a copy of its old node), food cards are
 *  turned over with their owners. Every animation ends within shellCtx.stepMs (600 ms by default);
 *  with prefers-reduced-motion, nothing moves: the changes keep a static outline (class anim-mark).
 *  Returns the Animation objects (the shell may finish() them to skip). */
export function animate(shellCtx, before, after) {
  if (!parts || !before?.view || !after?.view) return [];
  const ms = Number.isFinite(shellCtx?.stepMs) && shellCtx.stepMs > 0 ? shellCtx.stepMs : 600;
  const still = reducedMotion();
  const played = [];
  const run = (node, frames, options) => {
    if (!still && node.animate) played.push(node.animate(frames, { duration: ms, easing: "ease-out", ...options }));
  };
  const mark = (node, kind) => {
    node.classList.add("anim-mark", `anim-${kind}`);
    return node;
  };
  const was = speciesOf(before.view);
  const now = speciesOf(after.view);
  const seen = new Set((before.log ?? []).map(lineKey));
  const fresh = (after.log ?? []).filter((line) => !seen.has(lineKey(line)));
  const attackBy = fresh.find((line) => line.kind === "attack")?.player;
  const board = parts.board;
  const nodeOf = (uid) => board.querySelector(`.species[data-uid="${uid}"]`);

  for (const [uid, sp] of now) {
    const node = nodeOf(uid);
    const old = was.get(uid);
    if (!node) continue;
    if (!old) {
      run(mark(node, "new"), [{ opacity: 0, transform: "scale(0.85)" }, { opacity: 1, transform: "none" }]);
      continue;
    }
    const popIn = (selector, from, to) => {
      const added = [...node.querySelectorAll(selector)].slice(from, to);
      added.forEach((token, k) => run(mark(token, "token"),
        [{ transform: "scale(0)", opacity: 0 }, { transform: "scale(1.5)", opacity: 1, offset: 0.6 }, { transform: "scale(1)" }],
        { duration: ms * 0.6, delay: (ms * 0.4 * k) / Math.max(1, added.length), fill: "backwards" }));
    };
    if (sp.food > old.food) popIn(".food-track .token.food:not(.empty)", old.food, sp.food);
    if (sp.fat > old.fat) popIn(".fat-tokens .token.fat", old.fat, sp.fat);
    if (attackBy !== undefined && sp.owner === attackBy && sp.carnivore && sp.food > old.food) {
      run(mark(node, "attacker"), [{ transform: "none" }, { transform: "translateY(-8px) scale(1.05)" }, { transform: "none" }]);
    } else if (sp.pop < old.pop) {
      run(mark(node, attackBy !== undefined ? "prey" : "loss"),
        [{ transform: "none" }, { transform: "translateX(-5px)" }, { transform: "translateX(5px)" }, { transform: "none" }]);
    } else if (sp.pop > old.pop || sp.size > old.size || sp.traits.length !== old.traits.length) {
      run(mark(node, "grow"), [{ transform: "scale(1.06)" }, { transform: "none" }]);
    }
  }

  // Extinct: a copy of the old node, where it stood, fades out (nothing is drawn with reduced motion).
  for (const uid of was.keys()) {
    const gone = parts.gone.get(uid);
    if (now.has(uid) || !gone) continue;
    if (still) continue;
    const ghost = gone.node.cloneNode(true);
    ghost.classList.add("ghost", "anim-mark", "anim-extinct");
    ghost.removeAttribute("data-uid");
    for (const b of ghost.querySelectorAll("button")) b.removeAttribute("data-act");
    Object.assign(ghost.style, { position: "fixed", left: `${gone.rect.left}px`, top: `${gone.rect.top}px`,
      width: `${gone.rect.width}px`, height: `${gone.rect.height}px`, margin: "0", pointerEvents: "none", zIndex: 20 });
    ghost.setAttribute("aria-hidden", "true");
    parts.root.append(ghost);
    const fade = ghost.animate([{ opacity: 1, filter: "grayscale(0)" }, { opacity: 0, filter: "grayscale(1)", transform: "scale(0.8)" }],
      { duration: ms, easing: "ease-in", fill: "forwards" });
    fade.finished.catch(() => null).then(() => ghost.remove());
    played.push(fade);
  }
  parts.gone.clear();

  // Food cards turned over: each owner's card, in the owner's colour, with the reveal line.
  const reveal = fresh.find((line) => line.kind === "food_revealed");
  if (reveal) {
    const owners = before.view.players.filter((pl) => pl.food_card_placed).map((pl) => pl.index);
    const home = board.querySelector(".reveal-home");
    if (home) {
      const cards = owners.map((i) => el("span", { class: "card-face", data: { seat: i } }, seatName(i)));
      fill(home, mark(el("p", { class: "revealed", attrs: { role: "status" } }, cards, el("span", { class: "reveal-text", text: reveal.text })), "reveal"));
      cards.forEach((card, k) => run(card, [{ transform: "rotateY(90deg)" }, { transform: "none" }],
        { duration: ms / 2, delay: (ms / 2) * (k / Math.max(1, cards.length)), fill: "backwards" }));
    }
  }
  const plants = board.querySelector(".plant-count");
  if (plants && before.view.watering_hole !== after.view.watering_hole) {
    run(mark(plants, "plants"), [{ transform: "scale(1.5)" }, { transform: "none" }]);
  }
  return played;
}
