// The board game Evolution's table: the watering hole, each player's species and traits, the hand
// (docked at the bottom), the end screen and the rules panel, and the click modes that turn clicks
// into the engine's moves (select a card, then where to play it; hunt, then the prey; ...).
//
// It registers itself with the site shell (web/registry.js), which owns everything else: menu,
// New game form, saves, links, hand-offs, bots, the log and the messages. No rule here: moves come
// from `ctx.table.legal`, refusals from the engine (`explain`), through ctx.actionButton/tryAction.
//
// Its parts, by job: evolution-board.js (top bar status, watering hole, Cliff, players' rows),
// -species.js (a species, its traits and buttons), -dock.js (the hand), -selection.js (click modes,
// the prompt), -end.js, -help.js (rules), -touch.js (long press), -animate.js (others' moves), -fit.js
// (long trait names in their boxes). Each
// is handed the shell's `ctx`; this table's own state is `ctx.state` (set up by mount).

/** @typedef {import("../contract").EvolutionTable} EvolutionTable (evolution/core/contract.py) */

import { el } from "../dom.js";
import { keepScroll } from "../shell-scroll.js";
import { arrowGroup } from "../roving.js";
import { registerGame } from "../registry.js";
import { STRINGS } from "./evolution-i18n.js";
import { TUTORIAL } from "./evolution-tutorial.js";
import { t, laptop, dockBeside } from "./evolution-common.js";
import { status, renderBoard, rememberShown, bringTurnIntoView } from "./evolution-board.js";
import { renderDock } from "./evolution-dock.js";
import { renderEnd } from "./evolution-end.js";
import { renderHelp } from "./evolution-help.js";
import { CLICKS, cancel, reset, afterMove, showHint, prompt } from "./evolution-selection.js";
import { onPointerDown } from "./evolution-touch.js";
import { animate } from "./evolution-animate.js";
import { fitBoards, fitNames, fitRows } from "./evolution-fit.js";

export { animate };

registerGame({
  id: "evolution",
  strings: STRINGS,
  css: new URL("./evolution.css", import.meta.url),
  tutorial: TUTORIAL,
  scoreSplit: (ctx) => ({ // the end screen's score split, drawn by the shell as bars
    parts: [t("end.food"), t("end.population"), t("end.traits")],
    values: /** @type {EvolutionTable} */ (ctx.table).view.scores.map((s) => [s.food, s.population, s.traits]),
  }),
  // Where keyboard focus goes when the button used is gone, best first (the card to play before "End turn").
  nextFocus: [".player.viewer .sp-actions [data-legal]", ".hand .card.usable", ".dock-actions [data-legal]"],
  // While others play, the focus waits in the hand (its Tab stop), where the next turn starts.
  waitFocus: ".dock .hand button[tabindex='0']",
  mount,
  render,
  status,
  prompt,
  clicks: CLICKS,
  cancel,
  reset,
  afterMove,
  showHint,
  animate,
  formRules(values, seats, words, desc) {
    // a table of the ruleset's quick_play_players (its choice in desc) always plays quick play
    const option = desc.options.find((o) => o.key === "ruleset");
    const ruleset = option?.choices.find((c) => c.value === (values.ruleset ?? option.default));
    return seats === ruleset?.quick_play_players ? { quick_play: { value: true, note: words("form.quickForced", { n: ruleset.quick_play_players }) } } : {};
  },
});

/** A table opens: its state (ctx.state, fresh for each table: the selection, the rule shown, this
 *  table's nodes...) and its parts in the shell's frame. */
function mount(ctx, frame) {
  const parts = {
    root: frame.root,
    end: el("section", { class: "endscreen", hidden: true, attrs: { "aria-labelledby": "end-title" } }),
    // (the arrow keys walk the legal places of the choice at hand: a card's places, a hunt's prey, the feeding moves)
    board: arrowGroup(el("div", { class: "board" }), "button[data-legal]"),
    dock: el("section", { class: "dock", data: { messageHome: "" } }),
    help: el("details", { class: "help" }),
    helpKey: null,
    gone: new Map(), // uid -> {node, rect}: species drawn before and gone since (animate fades a copy out)
  };
  // sel: the selection in progress ({mode: card|hunt|intel|negate|avian|dive|discard, ...}); info: the
  // trait whose rule the dock shows; hint: the hint asked.
  Object.assign(ctx.state, { sel: null, info: null, hint: null, turnKey: null, parts,
    help: new Map(), // lang -> rules_help entries
    longPress: { timer: null, fired: false },
    scrolls: new Map(), // rows that scroll sideways: where each was (web/shell-scroll.js)
    focus: new Map() }); // rows that are one Tab stop: the button last focused in each (web/roving.js)
  // The table scrolls inside its own area on a desktop screen, the hand stays under it (never over it).
  // The line that says more is below sits under the area, not over its last boards.
  parts.moreBelow = el("p", { class: "more-below", hidden: true, attrs: { "aria-hidden": "true" } });
  parts.area = el("div", { class: "table-area" }, parts.end, parts.board);
  parts.area.addEventListener("scroll", () => markMoreBelow(parts), { passive: true });
  frame.main.append(parts.area, parts.moreBelow, parts.dock);
  // Long species rows wrap while the table has room: measured again when that room changes (the
  // window, the hand, the page's style sheet arriving after the first render).
  // (It also fires once this table has closed, when ctx.state is no longer this table's: nothing to fit.)
  const scrolls = ctx.state.scrolls;
  new ResizeObserver(() => {
    if (!parts.area.isConnected) return;
    fitNames(parts.root); // (names drawn before the style sheet arrived were measured unstyled)
    fitBoards(parts.root, parts.area);
    fitRows(parts.root, parts.area);
    keepScroll(parts.root, scrolls);
    markMoreBelow(parts);
  }).observe(parts.area);
  // Where the hand is fixed at the bottom of the screen, the table keeps that much room under it (none
  // where the hand stands beside the table: web/shell-sideways.css).
  new ResizeObserver(() => {
    const space = `${parts.dock.hidden || dockBeside(parts.dock) ? 0 : parts.dock.offsetHeight + 8}px`;
    parts.root.style.setProperty("--dock-space", space);
    document.documentElement.style.setProperty("--dock-space", space);
  }).observe(parts.dock);
  // On a phone the top bar and the watering hole stay in view (evolution-table.css): the page's
  // scrolling keeps their room.
  const topbar = frame.root.querySelector(".topbar");
  if (topbar) {
    new ResizeObserver(() => document.documentElement.style.setProperty("--topbar-space", `${topbar.offsetHeight}px`)).observe(topbar);
  }
  frame.side.append(parts.help);
  frame.root.addEventListener("pointerdown", (event) => onPointerDown(ctx, event));
  frame.root.addEventListener("contextmenu", (e) => e.target.closest?.(".card, .trait") && e.preventDefault());
}

function render(ctx) {
  const p = /** @type {EvolutionTable} */ (ctx.table);
  const s = ctx.state;
  const parts = s.parts;
  // A hunt that has no prey (nor negation) left after a move ends by itself.
  if (s.sel?.mode === "hunt"
      && !p.legal.some((a) => (a.kind === "attack" || a.kind === "negate") && a.species === s.sel.species)) {
    s.sel = null;
  }
  if (s.sel?.mode === "dive" && !p.legal.some((a) => a.kind === "event" && a.card === s.sel.card)) s.sel = null;
  if (s.hint && (s.hint.moves !== p.moves || ctx.mode !== "play")) s.hint = null; // a hint is for one position
  parts.root.dataset.ruleset = p.view.ruleset.id;
  parts.dock.setAttribute("aria-label", t("hand.titleYou")); // (in the page's language, again after a switch)
  parts.root.dataset.hinting = s.hint ? s.hint.action.kind : "";
  const hunting = ctx.mode === "play" && (s.sel?.mode === "hunt" || s.sel?.mode === "dive");
  const huntStarts = hunting && parts.root.dataset.hunting !== "yes";
  parts.root.dataset.hunting = hunting ? "yes" : "";
  // What a step of another seat's move drew over the table goes once it has played (or was skipped).
  for (const node of parts.root.querySelectorAll(".attack-arrow, .token.flying, .pop-lost, .ghost")) {
    if (!node.getAnimations({ subtree: true }).some((animation) => animation.playState === "running")) node.remove();
  }
  rememberShown(ctx);
  renderEnd(ctx);
  renderBoard(ctx);
  renderDock(ctx);
  renderHelp(ctx);
  fitNames(parts.root); // (first: a name's size is part of a row's height)
  fitBoards(parts.root, parts.area);
  fitRows(parts.root, parts.area);
  keepScroll(parts.root, ctx.state.scrolls);
  parts.moreBelow.textContent = t("table.moreBelow");
  markMoreBelow(parts);
  // On a phone each board's head stays in view under the watering hole (evolution-table.css): its room.
  const band = parts.board.querySelector(":scope > .watering-hole, :scope > .sources");
  if (band) document.documentElement.style.setProperty("--hole-space", `${band.offsetHeight}px`);
  bringTurnIntoView(ctx);
  // On a phone a hunt shows the hunter and its prey alone (evolution-table.css): the hunter's board
  // comes under the bars that stay in view.
  if (huntStarts && !laptop()) parts.board.querySelector(".player.viewer")?.scrollIntoView({ block: "start", behavior: "instant" });
  // A hint's prey comes into view with the hunter (which the hand's head names).
  if (s.hint && !s.hint.shown && hunting && !laptop()) requestAnimationFrame(() => showPrey(parts));
  if (s.hint) s.hint.shown = true;
}

/** The hinted prey's Attack scrolled into view above the hand (once the hand holds the hint's words). */
function showPrey(/** @type {Record<string, HTMLElement>} */ parts) {
  const prey = parts.board.querySelector(".players .species.hinted");
  const attack = prey?.querySelector("[data-legal]") ?? prey;
  if (!attack) return;
  attack.scrollIntoView({ block: "nearest", behavior: "instant" });
  const bottom = parts.dock.hidden || dockBeside(parts.dock) ? innerHeight : parts.dock.getBoundingClientRect().top;
  const below = attack.getBoundingClientRect().bottom + 8 - bottom;
  if (below > 0) scrollBy({ top: below, behavior: "instant" });
}

/** A table taller than its area (5-6 players on a laptop screen) says that more is below. */
function markMoreBelow(parts) {
  const area = parts.area;
  parts.moreBelow.hidden = !(area.scrollHeight - area.scrollTop - area.clientHeight > 4 && getComputedStyle(area).overflowY === "auto");
}

