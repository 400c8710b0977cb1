// Dialogs: the frame of every dialog, New game (the form itself: web/shell-form.js), Share and play by
// link, and the blocking screen of a broken engine.

import { engineLoaded, whenEngine } from "./boot.js";
import { el, fill, button } from "./dom.js";
import { gameModule } from "./registry.js";
import { defaultForm, buildNewGame, chooseGame } from "./shell-form.js";
import { t } from "./shell-words.js";
import { py, reason } from "./shell-bridge.js";
import * as store from "./store.js";

/** @param {import("./types").App} app */
export function dialogs(app) {
  const ui = app.ui;

  /** @param {string} id @param {(node: HTMLDialogElement) => void} build */
  function dialog(id, build) {
    let node = /** @type {HTMLDialogElement & {build?: Function}} */ (document.getElementById(id));
    if (!node) {
      node = el("dialog", { id, class: "panel" });
      document.body.append(node);
      node.addEventListener("relabel", () => node.build?.(node));
      node.addEventListener("close", () => {
        if (ui.game) app.render();
      });
    }
    node.build = build; // (the language switch rebuilds it as it was last opened)
    build(node);
    if (!node.open) node.showModal();
    return node;
  }

  /** The games the form offers: those the bridge describes and this page has a module for. */
  function offeredGames() {
    try {
      return { descriptors: app.gamesFor().filter((/** @type {import("./contract").GameForm} */ d) => gameModule(d.id)), error: null };
    } catch (error) {
      return { descriptors: [], error: reason(error) };
    }
  }

  /** @param {unknown} gameId */
  function openNewGame(gameId) { // (a click's event, or the id of the game the home page's picture opens)
    ui.form = defaultForm(offeredGames().descriptors, t);
    if (typeof gameId === "string") chooseGame(ui.form, gameId, offeredGames().descriptors, t);
    dialog("new-dialog", buildNewGameDialog);
  }

  /** @param {HTMLDialogElement} node */
  function buildNewGameDialog(node) {
    const { descriptors, error } = offeredGames();
    buildNewGame(node, ui.form, {
      t, descriptors, error,
      replaces: !!ui.game || store.autosaves().some((a) => app.usableAuto(a.record) && !store.isFinished(a.record)),
      start: (/** @type {Record<string, unknown>} */ request) => startNewGame(node, request),
    });
  }

  /** Returns null once the game is open (or will be, as soon as the engine is loaded: Start shows
   *  the busy cue meanwhile), else the error to show in the form. `boundary`: the record needs
   *  pydantic's reading, so wait for its wheels too.
   *  @param {HTMLDialogElement} node @param {Record<string, unknown>} request (the form's: bridge new_game's arguments)
   *  @param {boolean} [boundary] */
  function startNewGame(node, request, boundary = false) {
    if (!engineLoaded() || boundary) {
      whenEngine(node.querySelector("button[type=submit]"), () => {
        const error = startNewGame(node, request);
        if (error) {
          /** @type {NonNullable<typeof ui.form>} */ (ui.form).error = error;
          buildNewGameDialog(node);
        }
      }, boundary);
      return null;
    }
    let opened;
    try {
      opened = py("new_game", request);
    } catch (error) {
      // a record the plain readers do not take (a seat's name...) is pydantic's to judge: once its wheels are in
      if (error?.name === "EngineNotReady") return startNewGame(node, request, true);
      return reason(error);
    }
    node.close();
    const failed = app.openGame(opened);
    if (failed) app.showMessage(failed, "error");
    return null;
  }

  /** The address of the open game (`#g=`), or of its Replay at move `at` (`#r=`, read-only where it opens).
   *  @param {number | null} [at] */
  function shareUrl(at = null) {
    const url = new URL(location.href);
    url.searchParams.delete("botdelay");
    url.hash = at === null ? `g=${py("share_link")}` : `r=${py("replay_link", { position: at })}`;
    return url.href;
  }

  function openShare() {
    dialog("share-dialog", (/** @type {HTMLDialogElement} */ node) => buildShare(node));
  }

  /** Play by link: the next human gets the game as a link; it opens on their hand-off screen. */
  function sendTurn() {
    const g = ui.game;
    if (g?.mode === "handoff") dialog("share-dialog", (/** @type {HTMLDialogElement} */ node) => buildShare(node, app.ctx.name(g.handoffTo)));
  }

  /** A link's row: the address (read-only, selected on focus) and its Copy button; `label` names it.
   *  @param {string} id @param {string} label @param {number | null} at @param {HTMLElement} status @param {boolean} [visibleLabel] */
  function linkRow(id, label, at, status, visibleLabel = false) {
    let url;
    try {
      url = shareUrl(at);
    } catch (error) {
      url = "";
      status.textContent = reason(error);
    }
    const input = el("input", { id, readOnly: true, value: url });
    input.addEventListener("focus", () => input.select());
    const copy = button(t("share.copy"), { class: at === null ? "primary" : "secondary", attrs: { "aria-describedby": id } });
    copy.addEventListener("click", async () => {
      input.select();
      try {
        await navigator.clipboard.writeText(url);
        status.textContent = t("share.copied");
      } catch {
        status.textContent = document.execCommand?.("copy") ? t("share.copied") : t("share.copyFailed");
      }
    });
    return [visibleLabel && el("label", { htmlFor: id, text: label }), el("p", { class: "share-row" },
      !visibleLabel && el("label", { htmlFor: id, class: "sr-only", text: label }), input, copy)];
  }

  /** The share dialog; `to`: the player a turn is sent to (play by link), else a plain share, and in
   *  Replay also the link to the move on show.
   *  @param {HTMLDialogElement} node @param {string | null} [to] */
  function buildShare(node, to = null) {
    const status = el("p", { class: "share-status", attrs: { role: "status" } });
    const at = to === null && ui.game?.replay ? ui.game.replay.position : null;
    const close = button(t("btn.close"), { class: "secondary" });
    close.addEventListener("click", () => node.close());
    fill(node, el("h2", { text: to === null ? t("share.title") : t("turn.title", { name: to }) }),
      to !== null && el("p", { text: t("turn.note", { name: to }) }), el("p", { text: t(to === null ? "share.note" : "turn.private") }),
      linkRow("share-url", t("share.title"), null, status),
      at !== null && linkRow("share-replay-url", t("replayLink.label", { n: at }), at, status, true),
      status, el("p", { class: "buttons" }, close));
  }

  /** The engine broke (boot.js: a bridge call threw, e.g. Pyodide's fatal error): a blocking "please
   *  reload" screen, and no storage write from now on, so a broken engine cannot overwrite good saves. */
  function showBroken() {
    if (ui.broken) return;
    ui.broken = true;
    store.halt();
    if (ui.game) clearTimeout(ui.game.botTimer);
    for (const open of document.querySelectorAll("dialog[open]")) /** @type {HTMLDialogElement} */ (open).close();
    const node = el("dialog", { id: "engine-broken", class: "panel broken",
      attrs: { role: "alertdialog", "aria-labelledby": "broken-title", "aria-describedby": "broken-text" } });
    const build = () => {
      const reload = button(t("broken.reload"), { class: "primary" });
      reload.addEventListener("click", () => location.reload());
      fill(node, el("h2", { id: "broken-title", text: t("broken.title") }), el("p", { id: "broken-text", text: t("broken.text") }),
        el("p", { class: "buttons" }, reload));
      reload.focus();
    };
    node.addEventListener("relabel", build);
    node.addEventListener("cancel", (event) => event.preventDefault());
    node.addEventListener("close", () => node.showModal()); // it cannot be dismissed
    document.body.append(node);
    for (const child of document.body.children) if (child !== node) /** @type {HTMLElement} */ (child).inert = true;
    node.showModal();
    build();
  }

  return { dialog, openNewGame, openShare, sendTurn, showBroken };
}
