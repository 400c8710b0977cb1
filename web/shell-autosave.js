// The autosave of the open game after every move (one record per game, web/store.js), two tabs
// playing one game, and downloads of saves.

import { el } from "./dom.js";
import { t } from "./shell-words.js";
import * as store from "./store.js";

/** @param {import("./types").App} app */
export function autosave(app) {
  const ui = app.ui;

  /** The open game's label: the engine's (Session.summary, given with every save: the true move
   *  count and whether it is over).
   *  @param {import("./types").OpenGame} g */
  function summaryOf(g) {
    const { game, names, round, over, moves } = g.summary;
    return { game, names, round, over, moves };
  }

  /** Autosave the open game to its own record (and remember in this tab which game it is, and whether
   *  it is on the table). `g.stamp` is the record's stamp as this tab last wrote or read it: if the
   *  record now holds another position with another stamp, another tab played this game meanwhile;
   *  its position is kept and this tab's game goes on under a new record (the player is told). When
   *  storage is full, room is made (store.writeAutoMakingRoom), else the record spills into IndexedDB
   *  (web/spill.js; the player is told once, with a download); a write that still fails is kept in
   *  this tab (store.writeUnsaved: a reload loses no move), tried again at each move and on pagehide,
   *  and the warning offers a download. A first good write asks the browser to keep the storage. */
  function persist(open = true) {
    const g = ui.game;
    if (!g || ui.broken || g.readOnly || g.puzzle) return; // (a replay link, a puzzle: not kept; takeOver keeps the one)
    store.writeTab("tab", { game: g.autoId, open });
    if (g.saved && g.saved.save === g.save && g.saved.seat === g.seat) return; // nothing new to write
    const current = store.readAuto(g.autoId);
    let note = null;
    if (current && (current.stamp ?? null) !== g.stamp && (current.damaged || current.save !== g.save)) {
      Object.assign(g, { autoId: store.newId(), stamp: null, origin: { kind: "tab" } });
      store.writeTab("tab", { game: g.autoId, open });
      note = t("tabs.forked");
    }
    const stamp = store.newStamp();
    const record = { save: g.save, seat: g.seat, at: Date.now(), summary: summaryOf(g), stamp, ...(g.origin ? { origin: g.origin } : {}) };
    const error = store.writeAutoMakingRoom(g.autoId, record);
    if (error) {
      if (error.halted) return;
      store.writeUnsaved(g.autoId, { ...record, stamp: g.stamp }); // (with the stamp of the record it follows)
      g.dispatch("say", { text: error.full ? t("storage.full") : t("storage.off", { reason: error.message }), kind: "error",
        action: exportAction(g) });
      app.renderMessage();
      return;
    }
    Object.assign(g, { stamp, saved: { save: g.save, seat: g.seat } });
    if (store.readTab("unsaved")?.game === g.autoId) store.writeTab("unsaved", null);
    store.askToPersist(); // (once: the browser's answer is remembered)
    if (!current || note) store.pruneFinished(g.autoId);
    if (note) g.dispatch("say", { text: note, kind: "info" });
    else if (store.autoSpilled(g.autoId) && store.readSetting("spilled") !== "told") {
      store.writeSetting("spilled", "told"); // (said once: the games go on being kept, only elsewhere)
      g.dispatch("say", { text: t("storage.spilled"), kind: "info", action: exportAction(g) });
      app.renderMessage();
    }
  }

  /** @param {import("./types").OpenGame} g */
  const exportAction = (g) => ({ label: t("saves.exportCurrent"), run: () => download(g.save, fileName(g.summary.names.join("-"))) });

  /** A record handed to IndexedDB could not be written there after all (web/spill.js, which is now
   *  off): the open game is written again the way it was before the spill (its tab keeps it, and the
   *  player is warned). */
  function spillFailed() {
    const g = ui.game;
    if (!g || ui.broken) return;
    g.saved = null;
    persist(document.body.classList.contains("in-game"));
  }

  /** Another tab wrote (or deleted) the autosave of this tab's game: say so, and offer its position.
   *  @param {import("./types").OpenGame} g @param {string | null} text */
  function otherTabWrote(g, text) {
    const record = text === null ? null : store.checkGame(store.parse(text), text);
    if (record && !record.damaged && ((record.stamp ?? null) === g.stamp || record.save === g.save)) {
      g.stamp = record.stamp ?? null; // the same position: nothing is lost either way
      return;
    }
    if (!record) {
      g.saved = null; // written again at the next move
      g.dispatch("say", { text: t("tabs.deleted"), kind: "info" });
    } else {
      const sum = record.summary ?? {};
      g.dispatch("say", { text: t("tabs.changed", { moves: sum.moves ?? "?", round: sum.round ?? "?" }), kind: "info",
        action: app.usableAuto(record) ? { label: t("tabs.loadOther"), run: () => app.resumeAutosave(g.autoId) } : null });
    }
    app.renderMessage();
  }

  /** @param {string} text @param {string} name */
  function download(text, name) {
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const a = el("a", { href: url, download: name });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  /** @param {string} label */
  const fileName = (label) => `evolution-${String(label).replace(/[^\p{L}\p{N}_-]+/gu, "-").slice(0, 60) || "game"}.json`;

  /** Another tab changed the site's storage (the event never fires in the tab that wrote).
   *  @param {StorageEvent} event */
  function onStorage(event) {
    if (ui.broken || !ui.ready || (event.storageArea && event.storageArea !== localStorage)) return;
    if (event.key !== null && !event.key.startsWith(store.PREFIX)) return;
    const g = ui.game;
    if (g && event.key === store.autoStorageKey(g.autoId)) otherTabWrote(g, event.newValue);
    if (!document.body.classList.contains("in-game")) app.updateContinue();
    const saves = /** @type {HTMLDialogElement | null} */ (document.getElementById("saves-dialog"));
    if (saves?.open && (event.key === null || !event.key.startsWith(`${store.PREFIX}lang`))) app.buildSaves(saves);
  }

  /** A reload after autosaves that failed: say which move the game went back to.
   *  @param {string} id */
  function reportUnsaved(id) {
    const g = ui.game;
    if (g?.autoId === id && g.table) {
      g.dispatch("say", { text: t("storage.resumedAt", { moves: g.table.moves, round: g.table.frame.round }), kind: "error" });
      app.renderMessage();
      return;
    }
    const sum = store.readAuto(id)?.summary;
    const text = sum ? t("storage.resumesAt", { moves: sum.moves ?? "?", round: sum.round ?? "?" }) : t("storage.lost");
    if (g) app.showMessage(text, "error");
    else app.showNotice(text, "error");
  }

  return { summaryOf, persist, spillFailed, download, fileName, onStorage, reportUnsaved };
}
