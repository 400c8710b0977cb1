// Clicks and keys: the shell's click modes, then the open game's (game.clicks), keyed by data-act.

import { actionKey } from "./dom.js";
import { t } from "./shell-words.js";
import { py, reason } from "./shell-bridge.js";

/** @param {import("./types").App} app */
export function input(app) {
  const ui = app.ui;

  /** @type {Record<string, (node: HTMLElement) => unknown>} */
  const SHELL_CLICKS = {
    do: (/** @type {HTMLElement} */ node) => app.tryAction(ui.game.actions.get(node.dataset.key)),
    "since-close": () => {
    ui.game.dispatch("closeSince");
    app.render();
  },
  dismiss: () => {
      ui.game.dispatch("hush");
      app.render();
    },
    "message-action": () => {
      const run = ui.game.message?.action?.run;
      ui.game.dispatch("hush");
      if (run) run();
      app.render();
    },
    hint: () => {
      const g = ui.game;
      try {
        const h = py("hint", { player: g.table.frame.viewer });
        g.dispatch("say", { text: t("hint.text", { move: h.move, why: h.why }), kind: "info" });
        // The game points at the move on its table; else the shell marks the button that plays it.
        if (g.module.showHint) g.module.showHint(app.ctx, h);
        else g.hintKey = `do:${actionKey(h.action)}`;
      } catch (error) {
        g.dispatch("say", { text: reason(error), kind: error.name === "IllegalAction" ? "refusal" : "error" });
      }
      app.render();
    },
    undo: () => app.undo(),
    skip: () => app.skip(),
    "send-turn": () => app.sendTurn(),
    replay: () => {
      if (ui.game) ui.game.toolsOpen = false; // (chosen from a phone's menu of tools: the menu closes)
      app.startReplay();
    },
    "coach-off": () => {
      ui.game.tutorial = null;
      app.render();
    },
    "replay-go": (/** @type {HTMLElement} */ node) => app.replayTo(Number(node.dataset.to)),
    "replay-leave": () => app.stopReplay(),
    "replay-play": () => app.togglePlay(),
    "replay-take-over": () => app.takeOver(),
    ...Object.fromEntries(["puzzle-hint", "puzzle-solution", "puzzle-retry", "puzzle-next", "puzzle-list"]
      .map((act) => [act, () => app.puzzleClicks[act]()])), // (web/shell-puzzles.js)
    review: () => app.startReview(),
    "review-stop": () => app.stopReview(),
    "review-go": (/** @type {HTMLElement} */ node) => app.goToDecision(node),
    "handoff-ok": () => {
      const g = ui.game;
      g.seat = g.handoffTo;
      app.persist();
      app.refresh();
      g.focusFirst = null;
    },
    tools: () => { // a phone's menu of the top bar's tools: open or closed
      ui.game.toolsOpen = !ui.game.toolsOpen;
      app.render(); // (the focus stays on the button)
    },
    new: () => app.openNewGame(),
    saves: () => app.openSaves(),
    share: () => app.openShare(),
    lang: (/** @type {HTMLElement} */ node) => {
      const picked = ui.game?.toolsOpen && node.closest(".tool-menu");
      app.switchLang(node.dataset.lang);
      if (picked) closeTools(true); // a phone's menu: the language picked, it closes (the focus on its button)
    },
    menu: () => {
      app.showMenu();
      return false; // nothing left to time
    },
  };

  /** @param {MouseEvent} event */
  function onClick(event) {
    const node = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest?.("button[data-act]"));
    const g = ui.game;
    if (g?.toolsOpen && !/** @type {Element} */ (event.target).closest?.(".tools")) closeTools(false); // a click elsewhere closes the menu
    if (!node || !g) return;
    const act = /** @type {string} */ (node.dataset.act); // (the selector's attribute)
    const handler = Object.hasOwn(SHELL_CLICKS, act) ? SHELL_CLICKS[act]
      : Object.hasOwn(g.module.clicks, act) ? g.module.clicks[act] : null;
    if (!handler) return;
    const t0 = performance.now();
    const moves = g.table?.moves;
    if (handler(node, app.ctx, event) === false) return;
    const entry = { ms: performance.now() - t0, act, moved: ui.game?.table?.moves !== moves,
      framed: /** @type {number | null} */ (null) };
    ui.clickTimes.push(entry);
    requestAnimationFrame(() => setTimeout(() => (entry.framed = performance.now() - t0))); // after style, layout, paint
  }

  /** Ctrl+Z: undo; arrows: step a replay; Escape: close the tools' menu, leave the replay, drop a
   *  selection or a message.
   *  @param {KeyboardEvent} event */
  function onKey(event) {
    if ((event.ctrlKey || event.metaKey) && event.key === "z" && !document.querySelector("dialog[open]")
      && !/** @type {Element} */ (event.target).closest?.("input, textarea")) {
      if (ui.game && document.body.classList.contains("in-game")) app.undo();
      return;
    }
    if (ui.game?.replay && ["ArrowLeft", "ArrowRight"].includes(event.key) && !event.defaultPrevented
      && !/** @type {Element} */ (event.target).closest?.("select, input")
      && !document.querySelector("dialog[open]")) {
      app.replayTo(ui.game.replay.position + (event.key === "ArrowRight" ? 1 : -1));
      return;
    }
    if (event.key !== "Escape" || document.querySelector("dialog[open]")) return;
    const g = ui.game;
    if (!g || !document.body.classList.contains("in-game")) return;
    if (g.toolsOpen) return closeTools(true);
    if (g.replay) return g.readOnly ? undefined : app.stopReplay();
    if (g.module.cancel(app.ctx)) return;
    if (g.message) {
      g.dispatch("hush");
      app.render();
    }
  }

  /** Close a phone's menu of tools; `refocus`: the focus goes back to its button (Escape, a language
   *  picked).
   *  @param {boolean} refocus */
  function closeTools(refocus) {
    ui.game.toolsOpen = false;
    app.render();
    if (refocus) ui.game.frame.topline.querySelector(".tools-toggle")?.focus();
  }

  return { onClick, onKey };
}
