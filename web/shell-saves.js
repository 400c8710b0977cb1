// The Saves dialog: save as, export, import, recent games (autosaves) and named saves.

import { el, fill, button, sentence } from "./dom.js";
import { registeredGames } from "./registry.js";
import { t, listNames, when } from "./shell-words.js";
import { py, clip, reason } from "./shell-bridge.js";
import * as store from "./store.js";
import { forgetOrphanReviews } from "./store-reviews.js";

export function saves(app) {
  const ui = app.ui;

  let savesStatus = null;
  let persistNote = false; // shown in this opening of Saves (said once: store.persistenceNoted)

  function openSaves() {
    savesStatus = null;
    persistNote = store.persistenceRefused();
    if (persistNote) store.persistenceNoted();
    app.dialog("saves-dialog", buildSaves);
  }

  /** The browser would not promise to keep the site's storage: where the games live, with a download
   *  (the open game's is just below; at the menu, the newest game's). */
  function persistenceNote() {
    const newest = ui.game ? null : store.autosaves().find((a) => app.usableAuto(a.record));
    let exp = null;
    if (newest) {
      exp = button(t("saves.persistExport"), { class: "secondary" });
      exp.addEventListener("click", () => app.download(newest.record.save, app.fileName(newest.record.summary?.names?.join("-") ?? newest.id)));
    }
    return el("div", { class: "persist-note", attrs: { role: "note" } }, el("p", { text: t("saves.persistNote") }), exp);
  }

  function slotSummary(record) {
    if (record?.damaged) {
      return t("saves.damaged", { reason: typeof record.damaged === "string" ? clip(record.damaged) : t("saves.unreadable") });
    }
    const s = record?.summary;
    if (!s) return "";
    const text = s.over && Number.isInteger(s.moves) ? t("saves.summaryFinished", { names: listNames(s.names), moves: s.moves })
      : s.over ? t("saves.summaryOver", { names: listNames(s.names) })
      : t("saves.summary", { names: listNames(s.names), round: s.round, moves: s.moves });
    const game = registeredGames().length > 1 && s.game ? app.descriptorOf(s.game)?.name ?? s.game : null;
    // (a game forked from another, by Take over or in a second tab, says so: the two read alike otherwise)
    const o = record.origin;
    const origin = o?.kind === "taken" ? t("saves.originTaken", { n: o.move }) : o?.kind === "tab" ? t("saves.originTab") : null;
    return [game, text, origin].filter(Boolean).join(" · ");
  }

  function buildSaves(node) {
    const g = ui.game;
    const parts = /** @type {HTMLElement[]} */ ([el("h2", { text: t("saves.title") }), persistNote && persistenceNote()].filter(Boolean));
    if (g) {
      const sum = app.summaryOf(g);
      const input = el("input", { id: "slot-name", maxLength: 80, autocomplete: "off",
        value: t("saves.defaultName", { names: sum.names.join(", "), round: sum.round }).slice(0, 80) });
      const form = el("form", { class: "save-as" }, el("label", { htmlFor: "slot-name", text: t("saves.saveAs") }), input,
        el("button", { type: "submit", class: "primary", text: t("saves.save") }));
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        const slot = input.value.trim();
        if (!slot) return setSavesStatus(node, t("saves.badName"), "error");
        const error = store.writeSlot(slot, { save: g.save, seat: g.seat, at: Date.now(), summary: app.summaryOf(g) });
        if (error) return setSavesStatus(node, error.full ? t("storage.full") : t("storage.off", { reason: error.message }), "error");
        setSavesStatus(node, t("saves.saved", { name: slot }), "info");
      });
      const exportNow = button(t("saves.exportCurrent"), { class: "secondary" });
      exportNow.addEventListener("click", () => app.download(g.save, app.fileName(sum.names.join("-"))));
      parts.push(form, el("p", {}, exportNow));
    }
    const file = el("input", { type: "file", id: "import-file", accept: ".json,application/json" });
    file.addEventListener("change", async () => {
      const chosen = file.files?.[0];
      if (!chosen) return;
      let text;
      try {
        text = app.clipped(await chosen.slice(0, 4 * (app.engineLimit("max_save_chars") + 1)).text(), "max_save_chars"); // UTF-8: <= 4 bytes a character
      } catch (error) {
        return setSavesStatus(node, t("saves.importFailed", { reason: clip(sentence(error.message)) }), "error");
      }
      let opened;
      try {
        opened = py("load_save", { save: text });
      } catch (error) {
        return setSavesStatus(node, t("saves.importFailed", { reason: reason(error) }), "error");
      }
      const failed = app.openLoaded(opened, t("saves.imported"));
      if (failed) return setSavesStatus(node, failed, "error");
      node.close();
    });
    // The native picker's button speaks the browser's language: a button of the page's opens it.
    file.className = "sr-only";
    file.tabIndex = -1;
    const choose = button(t("saves.chooseFile"), { class: "secondary choose-file" });
    choose.addEventListener("click", () => file.click());
    parts.push(el("p", { class: "import" }, el("label", { htmlFor: "import-file", text: `${t("saves.import")}: ` }), choose, file));
    parts.push(el("p", { class: `saves-status ${savesStatus?.kind || ""}`, attrs: { role: "status" }, text: savesStatus?.text || "" }));
    parts.push(el("h3", { text: t("saves.recent") }), recentGames(node));
    const slots = store.slots();
    const list = el("ul", { class: "slots" });
    for (const { name: slot, record } of slots) {
      const load = button(t("saves.load"), { class: "primary", disabled: !!record?.damaged || typeof record?.save !== "string" });
      load.addEventListener("click", () => {
        let opened;
        try {
          opened = py("load_save", { save: record.save });
        } catch (error) {
          return setSavesStatus(node, t("saves.loadFailed", { reason: reason(error) }), "error");
        }
        const failed = app.openLoaded(opened);
        if (failed) return setSavesStatus(node, failed, "error");
        node.close();
      });
      const exp = button(t("saves.export"), { class: "secondary" });
      exp.addEventListener("click", () => app.download(record?.save ?? record?.raw ?? "", app.fileName(slot)));
      const del = deleteButton(node, () => {
        store.removeSlot(slot);
        forgetOrphanReviews(); // (its review, unless another save holds the same game)
        return t("saves.deleted", { name: slot });
      });
      list.append(el("li", { data: { slot } },
        el("div", { class: "slot-text" }, el("strong", { class: "slot-name", text: slot }),
          el("span", { class: "slot-summary", text: slotSummary(record) })),
        el("div", { class: "slot-buttons" }, load, exp, del)));
    }
    if (!slots.length) list.append(el("li", { class: "muted", text: t("saves.empty") }));
    const close = button(t("btn.close"), { class: "secondary" });
    close.addEventListener("click", () => node.close());
    parts.push(el("h3", { text: t("saves.named") }), list, el("p", { class: "buttons" }, close));
    const typed = node.querySelector("#slot-name");
    const keepTyped = typed && document.activeElement === typed ? typed.value : null;
    fill(node, ...parts);
    if (keepTyped !== null) {
      const input = node.querySelector("#slot-name");
      input.value = keepTyped;
      input.focus();
    }
  }

  /** A Delete button that asks again ("Really delete") before `remove()` (which returns the status). */
  function deleteButton(node, remove, disabled = false) {
    const del = button(t("saves.delete"), { class: "secondary danger", disabled });
    del.addEventListener("click", () => {
      if (del.dataset.armed) {
        savesStatus = { text: remove(), kind: "info" };
        buildSaves(node);
        node.querySelector(".slots button:not([disabled]), .choose-file")?.focus();
      } else {
        del.dataset.armed = "1";
        del.textContent = t("saves.reallyDelete");
      }
    });
    return del;
  }

  /** The games autosaved after every move (one record per game, any tab), newest first. */
  function recentGames(node) {
    const g = ui.game;
    const list = el("ul", { class: "slots autosaves" });
    const autos = store.autosaves();
    for (const { id, record, at } of autos) { // (at: store.autosaves sorts by it)
      const current = g?.autoId === id;
      // A finished game opens in its Replay, from the first move, as the menu's Replay and the end
      // screen's do (and as a finished game's Replay does on Board Game Arena): the word does one thing.
      const over = !current && !!record?.summary?.over;
      const label = current ? t("saves.thisGame") : over ? t("menu.replay") : t("saves.resume");
      const resume = button(label, { class: "primary", disabled: current || !app.usableAuto(record) });
      resume.addEventListener("click", () => {
        node.close();
        if (app.resumeAutosave(id) && over) app.startReplay();
      });
      const exp = button(t("saves.export"), { class: "secondary" });
      exp.addEventListener("click", () => app.download(record?.save ?? record?.raw ?? "", app.fileName(record?.summary?.names?.join("-") ?? id)));
      const del = deleteButton(node, () => {
        store.removeAuto(id);
        forgetOrphanReviews();
        return t("saves.deletedGame", { when: when(at) });
      }, current);
      list.append(el("li", { data: { auto: id }, class: current ? "current" : null },
        el("div", { class: "slot-text" }, el("strong", { class: "slot-name", text: when(at) }),
          el("span", { class: "slot-summary", text: slotSummary(record) })),
        el("div", { class: "slot-buttons" }, resume, exp, del)));
    }
    if (!autos.length) list.append(el("li", { class: "muted", text: t("saves.noRecent") }));
    return list;
  }

  function setSavesStatus(node, text, kind) {
    savesStatus = { text, kind };
    const status = node.querySelector(".saves-status");
    status.className = `saves-status ${kind}`;
    status.textContent = text;
    if (kind === "info") buildSaves(node);
  }

  return { openSaves, buildSaves };
}
