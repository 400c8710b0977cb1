// The frame of a table: top bar (the game's status, tools, prompt), message, "since your last turn",
// main column and side (the game's), hand-off screen; action buttons and keys that survive a render.

import { el, fill, button, actionKey, showOrClear } from "./dom.js";
import { lang } from "./i18n.js";
import { t, listNames } from "./shell-words.js";
import * as store from "./store.js";
import { wholeLines } from "./shell-scroll.js";
import { symbol } from "./symbols.js";

/** @typedef {import("./contract").LogLine} LogLine */

/** Where the side column stands beside the table (web/shell.css). */
const WIDE = "(min-width: 981px)";
/** A phone, upright or sideways: the top bar is one row, its tools in a menu (web/shell.css,
 *  web/shell-sideways.css). */
const PHONE = "(max-width: 560px), (max-height: 480px) and (min-aspect-ratio: 3/2)";
const SPEEDS = [["slow", 1200], ["normal", 600], ["fast", 250], ["instant", 0]];

/** @param {import("./types").App} app */
export function frame(app) {
  const ui = app.ui;
  // Across the phone's width the top bar's parts change places (renderTopbar).
  matchMedia(PHONE).addEventListener("change", () => ui.game?.frame && ui.game.table && renderTopbar());

  function buildFrame() {
    const g = ui.game;
    const F = {};
    F.topline = el("div", { class: "topline" });
    F.prompt = el("p", { class: "prompt", attrs: { "aria-live": "polite" } }); // kept: screen readers hear changes
    // Which bot is thinking, said once a wait for its move passes 0.5 s (web/shell-loop.js: slowWait).
    F.wait = el("span", { class: "bot-wait", attrs: { role: "status", "aria-live": "polite" } });
    // What this table is, when it is not a plain game: "Daily deal, <day>", a puzzle's title.
    F.mark = el("p", { class: "table-mark", hidden: true });
    F.topbar = el("header", { class: "topbar" }, F.mark, F.topline, el("div", { class: "prompt-row" }, F.prompt, F.wait));
    F.message = el("div", { class: "message", attrs: { role: "status", "aria-live": "polite" } });
    F.since = el("section", { class: "since", hidden: true });
    F.after = el("section", { class: "after-game", hidden: true, attrs: { "aria-labelledby": "after-title" } });
    F.coach = el("section", { class: "coach", hidden: true, attrs: { "aria-live": "polite" } });
    F.puzzle = el("section", { class: "puzzle-panel", hidden: true, attrs: { "aria-labelledby": "puzzle-title" } });
    F.main = el("div", { class: "main-col" });
    // Focusable, so the log scrolls by key (arrows, Page Up/Down) and a screen reader can reach it.
    F.log = el("ol", { class: "log-lines", tabIndex: 0, attrs: { "aria-labelledby": "log-title" } });
    F.logTitle = el("h2", { id: "log-title" });
    wholeLines(F.log); // (a line cut by the panel's edge is not shown)
    F.side = el("aside", { class: "side" }, F.after,
      el("section", { class: "log", attrs: { "aria-labelledby": "log-title" } }, F.logTitle, F.log));
    F.layout = el("div", { class: "layout" }, F.main, F.side);
    F.handoff = el("div", { class: "handoff", hidden: true, attrs: { role: "dialog", "aria-modal": "true", "aria-labelledby": "handoff-title" } });
    // The first Tab stop of a table: straight to the first thing you can play (seen when focused).
    F.skip = button("", { class: "skip-link" });
    F.skip.addEventListener("click", () => focusNext([...g.module.nextFocus, "[data-legal]"]));
    // Each move of another player, said once in the log's words (screen readers; web/shell-log.js).
    F.said = el("ol", { class: "sr-only said", attrs: { "aria-live": "polite" } });
    F.root = el("div", { class: "game", data: { game: g.id } }, F.skip, F.topbar, F.coach, F.puzzle, F.message, F.since, F.layout,
      F.handoff, F.said);
    F.root.addEventListener("click", app.onClick);
    fill(/** @type {HTMLElement} */ (document.getElementById("table")), F.root);
    g.frame = F;
    g.logShown = { key: null, lines: [], nodes: [], first: true };
    g.module.mount(app.ctx, { root: F.root, main: F.main, side: F.side });
  }

  function render() {
    const g = ui.game;
    if (!g || !g.frame || !g.table) return;
    const F = g.frame;
    const focused = /** @type {HTMLElement | null} */ (document.activeElement);
    const focusKey = F.root.contains(focused) ? focused?.dataset?.key : null;
    const p = /** @type {import("./shell-loop.js").ShownTable} */ (g.table);
    g.legalKeys = new Set(p.legal.map(actionKey));
    g.actions = new Map();
    g.keyed = new Map();
    F.root.dataset.mode = g.mode;
    F.root.dataset.phase = p.frame.phase;
    F.root.dataset.moves = p.moves;
    F.root.dataset.viewer = p.frame.viewer ?? "";
    if (F.lang !== lang()) relabel(F);
    renderTopbar();
    renderMessage();
    renderSince();
    app.renderAfter();
    g.module.render(app.ctx);
    app.placeEndParts();
    if (g.hintKey) g.keyed.get(g.hintKey)?.classList.add("hinted-move");
    app.renderCoach();
    app.renderPuzzle();
    // Messages (a refusal's reason, a notice) show where the player looks: in the game's message home
    // (e.g. the hand) when it shows one, else under the top bar.
    const home = F.main.querySelector("[data-message-home]:not([hidden])");
    if (home) home.prepend(F.message);
    else if (F.message.parentNode !== F.root || F.message.previousSibling !== F.topbar) F.topbar.after(F.message);
    app.renderLog();
    renderHandoff();
    // At game over there is no hand to skip to, and the end screen's heading says the game is over:
    // the prompt does not say it again.
    F.skip.hidden = g.mode === "over" || (p.frame.viewer ?? null) === null;
    F.prompt.hidden = g.mode === "over" && Boolean(F.root.querySelector("#end-title"));
    const handoff = g.mode === "handoff";
    F.layout.inert = handoff;
    F.topbar.inert = handoff;
    F.message.inert = handoff;
    // Keyboard users keep their place across re-renders (the DOM is rebuilt).
    let target = null;
    if (g.focusFirst) target = [g.focusFirst].flat().map((selector) => F.root.querySelector(selector)).find(Boolean) ?? null;
    if (!target && focusKey) target = g.keyed.get(focusKey);
    // (the focus waiting while others played does not stay there when your turn starts: it goes on)
    if (target && !g.focusFirst && g.focusSoft && waiting(target)) target = null;
    if (!target && handoff) target = F.handoff.querySelector("button");
    const dialogOpen = document.querySelector("dialog[open]");
    if (!dialogOpen) g.focusFirst = null; // (else it waits for the render that closing the dialog makes)
    const fresh = target && target !== g.keyed.get(focusKey); // a new place to act: bring it into view
    if (target && document.activeElement !== target && !dialogOpen) target.focus({ preventScroll: !fresh });
    // The button just used is gone (a move was made), or a turn begins with the focus outside the table
    // (on the closed New game form's opener, the page): keep keyboard users near the next thing to do.
    // With nothing to do (your turn ended: the others play), the focus waits in your hand, where your
    // next turn starts (the arrows read its cards meanwhile; the others' moves are heard from the live
    // region), else on the game's log, never on the page's body; your next turn takes it from there.
    const soft = g.focusSoft;
    g.focusSoft = null;
    const parked = waiting(document.activeElement);
    if (!target && soft && !dialogOpen && (parked || !F.root.contains(document.activeElement))
        && !focusNext(soft) && !parked) {
      const wait = g.module.waitFocus ? F.root.querySelector(g.module.waitFocus) : null;
      /** @type {HTMLElement} */ (wait ?? F.log).focus({ preventScroll: true });
    }
  }

  /** Whether `node` is where the focus waits while others play (the game's waitFocus, or the log).
   *  @param {Element | null} node */
  function waiting(node) {
    const g = ui.game;
    return Boolean(node) && (node === g.frame.log || Boolean(g.module.waitFocus && node?.matches(g.module.waitFocus)));
  }

  /** The frame's own words, in the page's language (again after a switch). The live region's lines,
   *  heard already in the other language, go: what it holds is always in the page's language.
   *  @param {{lang: string, since: HTMLElement, coach: HTMLElement, said: HTMLElement, skip: HTMLElement}} F the frame (buildFrame) */
  function relabel(F) {
    F.lang = lang();
    F.since.setAttribute("aria-label", t("since.label"));
    F.coach.setAttribute("aria-label", t("coach.label"));
    F.said.setAttribute("aria-label", t("a11y.said"));
    F.skip.textContent = t("a11y.skipHand");
    fill(F.said);
  }

  /** Focus the first control that `selectors` (best first) find on the table; true if one was.
   *  @param {readonly string[]} selectors */
  function focusNext(selectors) {
    for (const selector of selectors) {
      const next = ui.game?.frame.root.querySelector(selector);
      if (next) {
        next.focus({ preventScroll: true });
        return true;
      }
    }
    return false;
  }

  /** A button that plays (or explains) `action` (data-act="do").
   *  @param {import("./types").Child} label @param {import("./contract").Move} action @param {Record<string, any> & {class?: string, data?: Record<string, string>}} [props] (as el's) */
  function actionButton(label, action, props = {}) {
    const g = ui.game;
    const key = `do:${actionKey(action)}`;
    const legal = g.legalKeys.has(actionKey(action));
    const node = button(label, {
      ...props,
      class: `${props.class || ""} act ${legal ? "legal" : "illegal"}`.trim(),
      data: { act: "do", key, ...(legal ? { legal: "" } : {}), ...(props.data || {}) },
    });
    g.actions.set(key, action);
    g.keyed.set(key, node);
    return node;
  }

  /** Mark `node` with a key that stays the same across renders, so keyboard focus can stay on it.
   *  @template {HTMLElement} N @param {N} node @param {string} key @returns {N} */
  function keyed(node, key) {
    node.dataset.key = key;
    ui.game.keyed.set(key, node);
    return node;
  }

  function promptText() {
    const g = ui.game;
    const own = g.module.prompt(app.ctx);
    if (own) return own;
    const name = app.ctx.name;
    if (g.mode === "over") return t("prompt.over");
    if (g.mode === "handoff") return t("prompt.handoff", { name: name(g.handoffTo) });
    if (g.mode === "bot") return t("prompt.botTurn", { name: name(g.thinking) });
    // Nobody is waited for in a replay (its bar says where it stands) or once a puzzle is decided.
    const waited = g.mode === "replay" ? [] : g.table.frame.to_move;
    return waited.length ? t("prompt.wait", { names: listNames(waited.map(name)) }) : "";
  }

  /** The game's status and the tools. On a phone it is one row: the status's first part, Skip and
   *  Undo (wanted at once), and a button that opens the rest (the status's other parts, such as the
   *  card counts, and the other tools) under the bar. */
  function renderTopbar() {
    const g = ui.game;
    const F = g.frame;
    const phone = matchMedia(PHONE).matches;
    const [main, ...more] = [g.module.status(app.ctx)].flat().filter(Boolean);
    const open = phone && Boolean(g.toolsOpen);
    // Where a game offers no Undo now, the engine says why (table.undo_note): an Undo that says so when
    // chosen, its words also its tip (in the phone's menu of tools, where the bar's room is kept).
    const noUndo = g.table.undoable === 0 && g.table.undo_note && !g.puzzle && ["play", "bot"].includes(g.mode)
      ? keyed(button(t("tool.undo"), { class: "undo unavailable", data: { act: "undo" }, title: g.table.undo_note,
        attrs: { "aria-disabled": "true" } }), "tool:undo-none") : null;
    const menu = el("div", { class: "tool-menu", id: "tool-menu" },
      phone ? more : null,
      phone ? noUndo : null,
      // (a puzzle's position is no new game's: no replay, no link of it)
      g.mode !== "replay" && g.mode !== "handoff" && !g.puzzle && keyed(button(t("tool.replay"), { data: { act: "replay" } }), "tool:replay"),
      speedChoice(),
      keyed(button(t("tool.saves"), { data: { act: "saves" } }), "tool:saves"),
      !g.puzzle && keyed(button(t("tool.share"), { data: { act: "share" } }), "tool:share"),
      keyed(el("span", { class: "langs", attrs: { role: "group", "aria-label": t("lang.label") } },
        app.languageButtons({ data: { act: "lang" } }, { short: true })), `tool:lang:${lang()}`),
      // (in the phone's menu of tools, "Menu" would name the menu it is in: it says where it goes)
      keyed(button(t(phone ? "menu.label" : "tool.menu"), { data: { act: "menu" } }), "tool:menu"));
    const tools = el("nav", { class: `tools${open ? " open" : ""}`, attrs: { "aria-label": t("tool.label") } },
      g.mode === "bot" && !g.skipping && keyed(button(t("tool.skip"), { class: "skip", data: { act: "skip" }, title: t("tool.skipTitle") }), "tool:skip"),
      g.table.undoable > 0 && keyed(button(t("tool.undo"), { class: "undo", data: { act: "undo" }, title: t("tool.undoTitle") }), "tool:undo"),
      phone ? null : noUndo,
      keyed(button(symbol("menu"), { class: "tools-toggle", data: { act: "tools" },
        attrs: { "aria-label": t("tool.label"), "aria-expanded": String(open), "aria-controls": "tool-menu" } }), "tool:toggle"),
      menu);
    fill(F.topline, main, phone ? null : more, tools);
    const mark = app.puzzleMark?.() ?? app.dailyMark();
    F.mark.hidden = !mark;
    if (F.mark.textContent !== (mark ?? "")) F.mark.textContent = mark ?? "";
    if (g.mode === "replay") {
      F.prompt.className = "prompt mode-replay";
      return fill(F.prompt, app.replayControls(), app.replayAdvice());
    }
    const text = promptText();
    F.prompt.className = `prompt mode-${g.mode}`;
    if (F.prompt.textContent !== text) F.prompt.textContent = text;
    renderWait();
  }

  /** "{name} is thinking…" while a wait for a bot's move has passed 0.5 s (its slot came, its move
   *  had not), else nothing. */
  function renderWait() {
    const g = ui.game;
    if (!g?.frame) return;
    const seat = g.mode === "bot" ? g.slowWait ?? null : null;
    const text = seat === null ? "" : t("prompt.thinking", { name: app.ctx.name(seat) });
    if (g.frame.wait.textContent !== text) g.frame.wait.textContent = text;
  }

  /** The speed at which the moves of others are shown (a setting kept for the next visits). */
  function speedChoice() {
    const select = el("select", { class: "speed", attrs: { "aria-label": t("speed.label") }, title: t("speed.label") },
      SPEEDS.map(([key, ms]) => el("option", { value: String(ms), text: t(`speed.${key}`), selected: ms === ui.delay })));
    if (!SPEEDS.some(([, ms]) => ms === ui.delay)) {
      select.prepend(el("option", { value: String(ui.delay), text: `${ui.delay} ms`, selected: true }));
    }
    select.addEventListener("change", () => {
      ui.delay = Number(select.value);
      store.writeSetting("botdelay", String(ui.delay));
    });
    return keyed(select, "tool:speed");
  }

  /** What others did since the viewer last played, until the viewer moves or closes it: in the side
   *  column beside the table on a wide screen, else a one-line strip (opened on demand) above it; it
   *  never pushes the boards away. A loss of the viewer's comes first and is marked. */
  function renderSince() {
    const g = ui.game;
    const lines = g.mode === "play" && !g.sinceClosed ? g.since : null;
    const node = g.frame.since;
    node.hidden = !lines;
    if (!lines) return fill(node);
    const wide = matchMedia(WIDE).matches;
    const home = wide ? g.frame.side : g.frame.root;
    if (wide && node.parentNode !== home) home.prepend(node);
    if (!wide && node.nextSibling !== g.frame.layout) g.frame.layout.before(node);
    const viewer = g.table.frame.viewer;
    const loss = lines[0].loss === viewer && viewer !== null ? lines[0] : null;
    const open = node.querySelector("details")?.open ?? wide;
    fill(node, el("details", { open },
      el("summary", {}, el("span", { class: "since-title", text: t("since.title", { n: lines.length }) }),
        loss ? el("span", { class: "since-loss", text: loss.text }) : null),
      // a list that may scroll: focusable, so it scrolls by key
      wholeLines(el("ol", { tabIndex: 0, attrs: { "aria-label": t("since.title", { n: lines.length }) } }, lines.map((/** @type {LogLine} */ line) => el("li", { class: `${line.kind}${line.loss === viewer && viewer !== null ? " lost" : ""}`,
        data: { player: line.player ?? "" }, text: line.text }))))),
    keyed(button("×", { class: "dismiss", data: { act: "since-close" }, attrs: { "aria-label": t("btn.close") } }), "since:close"));
  }

  function renderMessage() {
    const g = ui.game;
    if (!g?.frame) return;
    const node = g.frame.message;
    const m = g.message;
    node.className = m ? `message ${m.kind}` : "message";
    node.setAttribute("role", m && m.kind !== "info" ? "alert" : "status");
    if (!m) {
      fill(node);
      return;
    }
    fill(node, el("span", { text: m.text }),
      m.action ? keyed(button(m.action.label, { class: "secondary", data: { act: "message-action" } }), "msg:action") : null,
      keyed(button("×", { class: "dismiss", data: { act: "dismiss" }, attrs: { "aria-label": t("btn.close") } }), "msg:dismiss"));
  }

  function renderHandoff() {
    const g = ui.game;
    const node = g.frame.handoff;
    if (!showOrClear(node, g.mode === "handoff")) return;
    const who = app.ctx.name(g.handoffTo);
    fill(node, el("div", { class: "handoff-box" },
      el("h2", { id: "handoff-title", text: t("handoff.title", { name: who }) }),
      el("p", { text: t("handoff.note", { name: who }) }),
      el("p", { class: "handoff-buttons" },
        keyed(button(t("btn.imReady", { name: who }), { class: "primary", data: { act: "handoff-ok" } }), "handoff:ok"),
        keyed(button(t("turn.send", { name: who }), { data: { act: "send-turn" } }), "handoff:send"),
        keyed(button(t("tool.menu"), { data: { act: "menu" } }), "handoff:menu"))));
  }

  return { buildFrame, render, renderTopbar, renderWait, actionButton, keyed, promptText, renderMessage };
}
