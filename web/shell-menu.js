// The menu screen: the static page's words, the language switch, the notice, Continue, back to the menu.

import { el, fill } from "./dom.js";
import { setLang, lang, LANGS, LANGUAGE_NAMES } from "./i18n.js";
import { t, listNames } from "./shell-words.js";
import * as store from "./store.js";

export function menu(app) {
  const ui = app.ui;

  function applyStatic() {
    for (const node of document.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
    const toggle = document.getElementById("lang-toggle");
    if (toggle) {
      toggle.setAttribute("aria-label", t("lang.label"));
      fill(toggle, languageButtons());
    }
    updateContinue();
    renderNotice();
  }

  /** The language toggle: each language by its own name, the page's one pressed. */
  function languageButtons(props = {}) {
    return LANGS.map((code) => el("button", {
      ...props, type: "button", class: "lang", lang: code, text: LANGUAGE_NAMES[code],
      data: { ...props.data, lang: code }, attrs: { "aria-pressed": String(code === lang()) },
    }));
  }

  function switchLang(to) {
    if (!LANGS.includes(to) || to === lang()) return;
    setLang(to);
    store.writeSetting("lang", lang());
    applyStatic();
    if (ui.game) ui.game.message = null; // (a hint or a refusal was worded in the other language)
    if (ui.game && document.body.classList.contains("in-game")) app.refresh();
    for (const open of document.querySelectorAll("dialog[open]")) open.dispatchEvent(new Event("relabel"));
  }

  function showNotice(text, kind = "info") {
    ui.notice = text ? { text, kind } : null;
    renderNotice();
  }

  function renderNotice() {
    let node = document.getElementById("notice");
    if (!node) {
      node = el("p", { id: "notice", attrs: { role: "status" } });
      document.getElementById("menu").after(node);
    }
    node.hidden = !ui.notice;
    node.className = ui.notice ? `notice ${ui.notice.kind}` : "notice";
    node.textContent = ui.notice ? ui.notice.text : "";
  }

  const usableAuto = (record) => !!record && !record.damaged && typeof record.save === "string";

  /** The autosave Continue opens: this tab's game if unfinished, else the most recent unfinished
   *  game, else this tab's game, else the most recent one ({id, record} or null). */
  function continueTarget() {
    const usable = store.autosaves().filter((a) => usableAuto(a.record));
    const own = usable.find((a) => a.id === store.readTab("tab")?.game);
    const unfinished = (a) => a && !store.isFinished(a.record);
    return [own, usable.find(unfinished)].find(unfinished) ?? own ?? usable[0] ?? null;
  }

  function updateContinue() {
    const node = document.getElementById("continue-game");
    if (!node) return;
    const target = continueTarget();
    node.hidden = !target;
    const sum = target?.record.summary;
    node.textContent = sum && !sum.over && Array.isArray(sum.names)
      ? t("menu.continueWho", { names: listNames(sum.names), round: sum.round }) : t("menu.continue");
  }

  function showMenu() {
    const g = ui.game;
    if (g) {
      clearTimeout(g.botTimer);
      app.persist(false);
    }
    ui.game = null;
    document.body.classList.remove("in-game");
    fill(document.getElementById("table"));
    updateContinue();
    renderNotice();
    document.getElementById("new-game")?.focus();
  }

  return { applyStatic, switchLang, languageButtons, showNotice, usableAuto, continueTarget, updateContinue, showMenu };
}
