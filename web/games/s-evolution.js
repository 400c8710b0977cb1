// S-Evolution 2.0's table: the trick in the middle (who played what, who takes next, the trump and
// the obligation), every player's board (age, population, resources, buildings and their workers,
// Discoveries, score), the viewer's hand and the action phase's choices with their costs, the end
// screen with the score split and the rules panel.
//
// It registers itself with the site shell (web/registry.js), which owns menu, saves, links,
// hand-offs, bots, the log and the messages. No rule here: the moves, their words and their costs
// come from `ctx.table` (evolution/games/s_evolution/game.py: table), a click on a move that is not
// legal shows the engine's reason (ctx.actionButton).

import { breakable } from "./word-breaks.js";

/** @typedef {import("../contract").SEvolutionTable} SEvolutionTable (evolution/core/contract.py) */

import { el, fill, button, showOrClear, actionKey } from "../dom.js";
import { joinNames } from "../i18n.js";
import { registerGame } from "../registry.js";
import { withRule } from "../rule-tip.js";
import { arrowGroup, rovingRow } from "../roving.js";
import { onTouch } from "../shell-words.js";
import { glyph } from "../glyphs.js";
import { animate, trickRects } from "./s-evolution-animate.js";
import { STRINGS } from "./s-evolution-i18n.js";
import { TUTORIAL } from "./s-evolution-tutorial.js";

const game = registerGame({
  id: "s-evolution",
  strings: STRINGS,
  css: new URL("./s-evolution.css", import.meta.url),
  nextFocus: [".dock .hand [data-legal]", ".trick [data-legal]", ".actions [data-legal].primary", ".actions [data-legal]"],
  // While others play, the focus waits in the hand (its Tab stop), where the next turn starts.
  waitFocus: ".dock .hand button[tabindex='0']",
  mount,
  render,
  status,
  prompt,
  cancel: () => false, // every choice is one click: nothing to drop
  animate: (shell, before, after) => animate(shell, parts, before, after),
  tutorial: TUTORIAL,
  scoreSplit: (shell) => shell.table.final && { // the end screen's score split, drawn by the shell as bars
    parts: [t("end.needs"), t("end.sets")],
    values: shell.table.final.map((f) => [f.needs, f.sets.reduce((sum, x) => sum + x.points, 0)]),
  },
});

const t = game.t;
let ctx = null; // the shell's context (set by mount)
let parts = null; // this table's nodes: {end, trick, boards, dock, help, helpKey}, focus
const helpCache = new Map(); // lang -> rules_help entries

const name = (i) => ctx.name(i);
const listNames = (names) => joinNames(names, t("and"));
/** The table being drawn: the engine's payload (the contract's types). */
const table = () => /** @type {SEvolutionTable} */ (ctx.table);

const suitName = (suit) => table().suits.find((s) => s.suit === suit)?.name ?? suit;

function helpEntries() {
  const lang = ctx.lang();
  if (!helpCache.has(lang)) {
    try {
      helpCache.set(lang, ctx.py("rules_help", { lang, game: "s-evolution" }));
    } catch {
      return [];
    }
  }
  return helpCache.get(lang);
}

/** The viewer's decision now ({player, what, text}), or null when it is not the viewer's. */
function myDecision() {
  const d = table().decision;
  return ctx.mode === "play" && d && d.player === table().view.viewer ? d : null;
}

// =================================================================================================
// Mount and render
// =================================================================================================

function mount(shellCtx, frame) {
  ctx = shellCtx;
  parts = {
    end: el("section", { class: "endscreen", hidden: true, attrs: { "aria-labelledby": "end-title" } }),
    // (the arrow keys walk the legal choices in the trick and in the dock: web/roving.js arrowGroup)
    trick: arrowGroup(el("section", { class: "trick-area" }), "button[data-legal]"),
    dock: arrowGroup(el("section", { class: "dock", data: { messageHome: "" } }), ".actions button[data-legal]"),
    boards: el("div", { class: "boards" }),
    help: el("details", { class: "help" }),
    helpKey: null,
    focus: new Map(), // the hand: the card last focused in it (web/roving.js)
  };
  frame.main.append(parts.end, parts.trick, parts.dock, parts.boards);
  frame.side.append(parts.help);
}

function render() {
  renderEnd();
  renderTrick();
  renderDock();
  renderBoards();
  renderHelp();
  fitLabels(parts.trick.closest(".game") ?? document);
}

/** A card's printed words stay whole: a word wider than the card is set smaller (class tight),
 *  and only a word still too wide goes on to a second line (class wrap). Layout only. */
function fitLabels(root) {
  for (const label of root.querySelectorAll(".card .c-top, .card .c-foot")) {
    label.classList.remove("tight", "wrap");
    if (label.scrollWidth <= label.clientWidth) continue;
    label.classList.add("tight");
    if (label.scrollWidth > label.clientWidth) label.classList.add("wrap");
  }
}

function status() {
  const p = table();
  const v = p.view;
  return [
    el("p", { class: "status" },
      el("strong", { text: t("top.round", { n: v.round }) }), " · ",
      el("span", { class: "phase", text: t(`phase.${v.phase}`) }),
      p.trump ? el("span", { class: `badge trump suit-${p.trump.suit}`, text: t("top.trump", { suit: p.trump.name }) }) : null,
      p.frame.last_round && v.phase !== "over" ? el("span", { class: "badge warn", text: t("top.lastRound") }) : null),
  ];
}

/** What the viewer does now, with the obligation when a card is to be played. */
function prompt() {
  const p = table();
  const d = myDecision();
  if (!d) return null;
  const me = name(p.view.viewer);
  if (d.what === "play" && p.obligation) return t("do.play", { name: me, rule: p.obligation.text });
  const key = onTouch(t, `do.${d.what}`);
  return t(key) === key ? `${me}: ${d.text}` : t(key, { name: me });
}

// --- end screen ---

function renderEnd() {
  const p = table();
  const node = parts.end;
  const final = p.final;
  if (!showOrClear(node, Boolean(final)) || !final) return;
  const top = Math.max(...final.map((s) => s.total));
  const tied = final.filter((s) => s.total === top).length > 1;
  const rows = final.map((s) => el("tr", { class: s.player === p.winner ? "winner" : "" },
    el("th", { attrs: { scope: "row" }, text: `${s.player === p.winner ? "★\u00a0" : ""}${name(s.player)}` }),
    el("td", { text: s.needs }),
    el("td", { class: "sets" }, s.sets.length
      ? s.sets.map((x) => el("span", { class: `chip set set-${x.set}` }, glyph(`set.${x.set}`), t("end.setPoints", { set: x.name, n: x.points })))
      : el("span", { class: "muted", text: "0" })),
    el("td", { class: "total", text: s.total })));
  fill(node,
    el("h2", { id: "end-title", text: t("end.title") }),
    el("p", { class: "winners", text: t("end.wins", { name: name(p.winner) }) }),
    tied ? el("p", { class: "tie-break", text: t("end.tie") }) : null,
    el("table", { class: "scores" },
      el("thead", {}, el("tr", {}, ["end.player", "end.needs", "end.sets", "end.total"]
        .map((k) => el("th", { attrs: { scope: "col" }, text: t(k) })))),
      el("tbody", {}, rows)),
    el("p", { class: "end-actions" }, ctx.keyed(button(t("end.new"), { class: "primary", data: { act: "new" } }), "end:new")));
}

// --- the trick ---

function cardFace(c, extra = {}) {
  const kind = c.age ? "disc" : `suit-${c.suit}`;
  const face = [
    el("span", { class: "c-top", text: c.age ? t("card.discovery") : suitName(c.suit) }),
    el("span", { class: "c-big" }, c.age ? glyph(`set.${c.set}`, "c-glyph") : glyph(`suit.${c.suit}`, "c-glyph"), String(c.age ? c.age_roman : c.strength)),
    el("span", { class: "c-foot", text: c.calamity ?? (c.joker ? t("card.joker") : c.age ? t("card.set", { set: c.set_name }) : "") }),
  ];
  return { class: `card ${kind}${c.calamity ? " calamity" : ""}${extra.class ? ` ${extra.class}` : ""}`, title: t("card.title", { label: c.label, rule: c.rule }), face };
}

/** A card button's content: the verb for screen readers, then the printed face (its name is what
 *  it shows, so voice control finds it by the words on the card). */
const spoken = (verb, face) => [el("span", { class: "sr-only", text: `${verb.trim()} ` }), face];

function renderTrick() {
  parts.slotRects = trickRects(parts.trick); // (where the cards stood: one taken by the next move travels from there)
  const p = table();
  const v = p.view;
  const d = myDecision();
  const played = new Map(p.trick.map((c) => [c.player, c]));
  const order = v.players.map((_, k) => (v.leader + k) % v.players.length);
  const slots = order.map((i) => {
    const c = played.get(i);
    const who = el("span", { class: "who" }, el("span", { class: `dot colour-${p.boards[i].colour}` }), breakable(name(i)));
    if (!c) {
      const waiting = v.phase === "trick" && v.to_move.includes(i);
      return el("li", { class: `slot empty${waiting ? " waiting" : ""}`, data: { seat: i } }, el("span", { class: "card blank", text: waiting ? "…" : "" }), who);
    }
    const f = cardFace(c, { class: c.picked_by !== null ? "picked" : "" });
    const take = { player: v.viewer, kind: "take", card: c.card };
    const node = d?.what === "take" && c.picked_by === null
      ? ctx.actionButton(spoken(t("trick.takeCard", { card: "" }), f.face), take, { class: f.class, title: f.title })
      : el("span", { class: f.class, title: f.title, attrs: { role: "img", "aria-label": c.label } }, f.face);
    if (c.picked_by !== null) {
      const taken = t("trick.takenBy", { name: name(c.picked_by) });
      who.append(" ", el("span", { class: "taken-by", text: taken }));
      who.title = `${name(i)} ${taken}`; // (the whole line, should a very long name still wrap)
    }
    return el("li", { class: "slot", data: { seat: i, card: c.card } }, node, who);
  });
  const info = [];
  const termed = (node, rule) => withRule(node, rule, { focusable: true });
  if (p.trump) info.push(termed(el("span", { class: `badge trump suit-${p.trump.suit}`, text: t("top.trump", { suit: p.trump.name }) }), p.trick_terms.trump));
  else if (v.phase === "trick" || v.phase === "trump") info.push(termed(el("span", { class: "badge", text: t("trick.noTrump") }), p.trick_terms.trump));
  if (p.led) info.push(termed(el("span", { class: `badge suit-${p.led.suit}`, text: t("trick.led", { suit: p.led.name }) }), p.trick_terms.led));
  if (p.obligation) {
    info.push(termed(el("span", { class: "badge obligation" + (p.obligation.follow ? " must" : ""),
      text: t("trick.obligation", { name: name(p.obligation.player), rule: p.obligation.text }) }),
    p.boards[p.obligation.player].terms.tricks));
  }
  const pickers = p.pick_order.filter((i) => !p.trick.some((c) => c.picked_by === i));
  if (pickers.length) info.push(el("span", { class: "pick-order", text: t("trick.pickOrder", { names: listNames(pickers.map(name)) }) }));
  const extra = [];
  if (d?.what === "take") extra.push(el("p", { class: "hint", text: t(onTouch(t, "trick.takeHint")) }));
  if (d?.what === "trump") {
    extra.push(el("p", { class: "trump-choice" }, el("span", { text: t("trick.nameTrump") }),
      p.suits.map((s) => ctx.actionButton(s.name, { player: v.viewer, kind: "trump", suit: s.suit }, { class: `suit-${s.suit}` }))));
  }
  const title = v.phase === "action" || v.phase === "over" ? t("trick.actionTitle") : t("trick.title");
  if (v.phase === "action") info.push(el("span", { class: "action-turn", text: t("trick.actionTurn", { name: name(v.turn), step: p.decision?.text ?? "" }) }));
  const body = v.phase === "action" ? [] : [el("ol", { class: "trick" }, slots)];
  fill(parts.trick, el("div", { class: "trick-head" }, el("h2", { text: title }), info), body, extra);
  parts.trick.hidden = v.phase === "over";
}

// --- the viewer's hand and choices ---

function renderDock() {
  const p = table();
  const v = p.view;
  const me = v.viewer;
  const dock = parts.dock;
  dock.hidden = me === null || ctx.mode === "over" || ctx.mode === "handoff"; // nobody's hand on a hand-off screen
  if (dock.hidden || me === null) return void fill(dock);
  const board = p.boards[me];
  const d = myDecision();
  const acting = v.phase === "action" && v.turn === me;
  const hand = v.phase === "action" ? null : handCards(board, d);
  const choices = d && ["collect", "commerce", "bonus", "manage"].includes(d.what) ? actionChoices(board, d) : null;
  const tools = ctx.mode === "play" ? ctx.keyed(button(t("btn.hint"), { class: "hint-button", data: { act: "hint" } }), "hint") : null;
  fill(dock,
    el("div", { class: "dock-head" },
      el("h2", { text: acting ? t("act.title", { name: name(me) })
        : ctx.humans.length > 1 ? t("hand.title", { name: name(me) }) : t("hand.titleYou") }),
      el("p", { class: "prompt dock-prompt", text: ctx.promptText() }),
      board.blind ? el("span", { class: "badge warn", text: t("pl.blind") }) : null,
      board.open ? el("span", { class: "badge warn", text: t("pl.open") }) : null,
      tools),
    hand,
    choices);
}

function handCards(board, d) {
  const me = board.index;
  const playing = d?.what === "play";
  if (board.hand === null) { // blind (Obscurantism): face-down slots
    if (!board.hand_size) return el("p", { class: "muted", text: t("hand.empty") });
    return el("div", {},
      el("p", { class: "muted", text: t("hand.blindNote") }),
      rovingRow(el("ol", { class: "hand blind" }, Array.from({ length: board.hand_size }, (_, k) => el("li", {},
        playing ? ctx.actionButton(el("span", { class: "c-big", text: "?" }), { player: me, kind: "play_blind", slot: k },
          { class: "card back", attrs: { "aria-label": t("hand.blindCard", { n: k + 1 }) } })
          : el("span", { class: "card back", text: "?" })))), parts.focus, "hand"));
  }
  if (!board.hand.length) return el("p", { class: "muted", text: t("hand.empty") });
  return rovingRow(el("ol", { class: "hand" }, board.hand.map((c) => { // (one Tab stop, arrows inside)
    const f = cardFace(c);
    const node = playing
      ? ctx.actionButton(spoken(t("hand.play", { card: "" }), f.face), { player: me, kind: "play", card: c.card }, { class: f.class, title: f.title })
      : el("span", { class: f.class, title: f.title, attrs: { role: "img", "aria-label": c.label } }, f.face);
    return el("li", { data: { card: c.card } }, node);
  })), parts.focus, "hand");
}

/** The action phase's choices: the engine's legal moves in words, and for management every building
 *  level with its cost (an unaffordable one explains why when clicked). */
function actionChoices(board, d) {
  const p = table();
  const me = board.index;
  // Before the needs are paid the stock is what pays them; after, it is what is left (the engine's
  // `met`: null until they are paid, then the suits whose need was met).
  const paid = board.met !== null;
  const needs = board.needs.map((n) => t(paid ? (board.met.includes(n.suit) ? "act.needMet" : "act.needMissed") : "act.need",
    { suit: n.name, n: board.pop }));
  const stock = el("p", { class: "stock-line", data: { paid: String(paid) } }, t(paid ? "act.stockAfter" : "act.stockBefore"), " ",
    p.suits.map((s) => el("span", { class: `chip suit-${s.suit}` }, glyph(`suit.${s.suit}`), `${s.name} ${board.stock[s.suit]}`)),
    " · ", t(paid ? "act.needsPaid" : "act.needsToPay", { needs: needs.join(", ") }),
    d.what === "manage" ? [" · ", t("act.workers", { n: board.workers, pop: board.pop })] : null);
  const head = el("h3", { class: "sr-only", text: t(`act.${d.what}`) }); // (the prompt says which step it is)
  if (d.what !== "manage") {
    const moves = p.legal.map((a, k) => ctx.actionButton(p.legal_text[k], a,
      { class: ["needs", "up", "end"].includes(a.kind) ? "primary" : "" }));
    return el("section", { class: "actions" }, head, stock, el("p", { class: "choice-list" }, moves));
  }
  // A refused (greyed) control says why: the engine's reason (the payload's `refused`) in its name for
  // screen readers, and before its rule in the tip that hover and keyboard focus show (web/rule-tip.js).
  const refused = new Map(p.refused.map((r) => [actionKey(r.action), r.why]));
  const control = (label, action, rule = null, props = {}) => {
    const node = ctx.actionButton(label, action, props);
    const why = refused.get(actionKey(action));
    if (why) node.append(el("span", { class: "sr-only why", text: ` (${why})` }));
    return withRule(node, why && rule ? `${why}. ${rule}` : why || rule);
  };
  const price = (key, kind) => control(t(`act.${kind}`, { cost: p.prices[key].cost, suit: suitName(p.prices[key].suit) }),
    { player: me, kind });
  const rows = board.building_list.map((b) => el("tr", { data: { building: b.id } },
    withRule(el("th", { attrs: { scope: "row" } }, glyph(`building.${b.id}`), b.name), board.terms[`building.${b.id}`], { focusable: true }),
    el("td", { class: "level" }, levelDots(b)),
    el("td", { class: "raise" }, b.raise.map((r) => control(t("act.level", { level: r.level, cost: r.cost, suit: suitName(b.pays) }),
      { player: me, kind: "worker", building: b.id, level: r.level }, board.terms[`building.${b.id}`]))),
    el("td", {}, b.level ? control(t("act.remove"), { player: me, kind: "remove", building: b.id }, null, { class: "secondary" }) : null)));
  return el("section", { class: "actions" }, head, stock,
    el("p", { class: "choice-list" }, price("pop", "pop"), price("age", "age"),
      control(t("act.end"), { player: me, kind: "end" }, null, { class: "primary end-turn" })),
    el("table", { class: "build" }, el("tbody", {}, rows)));
}

function levelDots(b) {
  return el("span", { class: "dots", attrs: { "aria-label": t("pl.level", { level: b.level, top: b.top }) } },
    Array.from({ length: b.top }, (_, k) => el("span", { class: k < b.level ? "on" : "off", text: k < b.level ? "●" : "○" })));
}

// --- the boards ---

function renderBoards() {
  const v = table().view;
  const order = v.players.map((_, i) => i);
  if (v.viewer !== null) order.push(...order.splice(0, v.viewer)); // the viewer first, then in turn order
  fill(parts.boards, order.map(renderBoard));
}

function renderBoard(i) {
  const p = table();
  const v = p.view;
  const b = p.boards[i];
  const seat = ctx.seats[i];
  // While a bot's move is awaited or shown, the table waits for that bot alone (the prompt names it):
  // no other board says "to move", though the position shown may already be another's turn.
  const toMove = v.to_move.includes(i) && v.phase !== "over" && (ctx.mode !== "bot" || ctx.thinking === i);
  const thinking = ctx.mode === "bot" && ctx.thinking === i;
  const badges = [
    thinking ? el("span", { class: "badge thinking", text: t("pl.thinking") }) : toMove ? el("span", { class: "badge to-move", text: t("pl.toMove") }) : null,
    v.phase === "trick" && v.leader === i ? el("span", { class: "badge", text: t("pl.leader") }) : null,
    b.blind ? el("span", { class: "badge warn", text: t("pl.blind") }) : null,
    b.open ? el("span", { class: "badge warn", text: t("pl.open") }) : null,
    b.blind_next ? el("span", { class: "badge", text: t("pl.blindNext") }) : null,
    b.open_next ? el("span", { class: "badge", text: t("pl.openNext") }) : null,
  ];
  const head = el("header", { class: "board-head" },
    el("span", { class: `dot colour-${b.colour}`, title: b.colour_name }),
    el("h3", { class: "pname", text: seat.name }),
    el("span", { class: "role", text: i === v.viewer ? `(${t("pl.you")})` : seat.bot ? t("pl.bot", { level: t(`bot.${seat.bot}`) }) : t("pl.human") }),
    badges,
    el("span", { class: "score", text: t("pl.score", { n: b.score }) }));
  // Each term of the board has its rule on hover, tap and (the viewer's board) keyboard focus.
  const termed = (node, key) => withRule(node, b.terms[key], { focusable: i === v.viewer });
  const facts = el("p", { class: "facts" },
    termed(fact(t("pl.age"), [glyph(`age.${b.age}`), b.age_roman], "age"), "age"), termed(fact(t("pl.pop"), b.pop, "pop"), "pop"),
    termed(fact(t("pl.rules"), t(`rules.${b.trick_rules}`), "rules"), "tricks"),
    termed(fact(t("pl.hand"), b.hand_size, "hand"), "hand"), termed(fact(t("pl.deck"), b.deck_size, "deck"), "deck"));
  const tracks = el("div", { class: "tracks" }, p.suits.map((s) => el("p", { class: `track suit-${s.suit}` },
    termed(el("span", { class: "tname" }, glyph(`suit.${s.suit}`), s.name), `track.${s.suit}`),
    el("span", { class: "boxes", attrs: { "aria-hidden": "true" } },
      Array.from({ length: p.stock_max }, (_, k) => el("span", { class: k < b.stock[s.suit] ? "on" : "off" }))),
    el("b", { text: b.stock[s.suit] }))));
  const needs = termed(el("p", { class: "needs", text: t("pl.needs", { needs: b.needs.map((n) => n.name).join(", ") }) }), "needs");
  const buildings = el("ul", { class: "buildings" }, b.building_list.map((x) => termed(el("li", { class: x.level ? "staffed" : "" },
    glyph(`building.${x.id}`), el("span", { text: x.name }), levelDots(x)), `building.${x.id}`))); // (its name and its level: one rule)
  const column = discoveryColumn(b, termed);
  const openHand = i !== v.viewer && b.hand !== null && b.hand.length
    ? el("div", { class: "open-hand" }, el("h4", { text: t("pl.openHand") }),
      el("ol", { class: "mini-cards" }, b.hand.map((c) => el("li", { class: c.age ? "disc" : `suit-${c.suit}`, title: c.label, text: c.label }))))
    : null;
  const taken = b.taken.length
    ? el("div", { class: "taken" }, el("h4", { text: t("pl.taken") }),
      el("ol", { class: "mini-cards" }, b.taken.map((c) => el("li", { class: `${c.age ? "disc" : `suit-${c.suit}`}${c.calamity ? " calamity" : ""}`, data: { card: c.card }, text: c.label }))))
    : null;
  return el("article", { class: `board${i === v.viewer ? " viewer" : ""}${toMove ? " active" : ""}`, data: { seat: i } },
    head, facts, el("div", { class: "board-body" }, el("div", {}, tracks, needs, taken), buildings, column), openHand);
}

function fact(label, value, cls) {
  return el("span", { class: `fact ${cls}` }, el("small", { text: label }), Array.isArray(value) ? el("b", {}, value) : el("b", { text: value }));
}

/** The six places of the Discovery column, Age I to VI: face up (with its set colour) or face down. */
function discoveryColumn(b, termed) {
  const byAge = new Map([...b.disc_up.map((c) => [c.age, { c, up: true }]), ...b.disc_down.map((c) => [c.age, { c, up: false }])]);
  return el("div", { class: "discoveries" }, el("h4", { text: t("pl.discoveries") }),
    el("ol", {}, table().age_numerals.map((roman, k) => {
      const place = byAge.get(k + 1);
      const cls = !place ? "none" : place.up ? `up set-${place.c.set}` : "down";
      const label = !place ? t("disc.none", { age: roman }) : `${place.c.label}: ${place.up ? t("disc.up", { set: place.c.set_name }) : t("disc.down")}`;
      return termed(el("li", { class: cls, attrs: { "aria-label": label } }, place?.up ? glyph(`set.${place.c.set}`) : null, roman), `disc.${k + 1}`);
    })));
}

// --- the rules panel ---

function renderHelp() {
  const key = ctx.lang();
  if (parts.helpKey === key) return;
  parts.helpKey = key;
  const open = parts.help.open;
  const group = (g) => helpEntries().filter((e) => e.group === g).map((e) => [
    el("dt", {}, el("strong", { text: e.name })), el("dd", { text: e.rule })]);
  fill(parts.help,
    el("summary", { text: t("help.title") }),
    el("ol", { class: "steps" }, t("help.steps").map((step) => el("li", { text: step }))),
    el("h3", { text: t("help.ages") }), el("dl", {}, group("age")),
    el("h3", { text: t("help.buildings") }), el("dl", {}, group("building")),
    el("h3", { text: t("help.calamities") }), el("dl", {}, group("calamity")),
    el("p", { text: t("help.end") }));
  parts.help.open = open;
}
