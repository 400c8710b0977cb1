// The menu screen: the static page's words, the language switch, the notice, Continue, back to the menu.

import { el, fill, button } from "./dom.js";
import { setLang, lang, LANGS, LANGUAGE_NAMES } from "./i18n.js";
import { t, listNames } from "./shell-words.js";
import * as store from "./store.js";

/** @param {import("./types").App} app */
export function menu(app) {
  const ui = app.ui;

  function applyStatic() {
    for (const node of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-i18n]"))) node.textContent = t(/** @type {string} */ (node.dataset.i18n));
    for (const node of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-i18n-label]"))) node.setAttribute("aria-label", t(/** @type {string} */ (node.dataset.i18nLabel)));
    const toggle = document.getElementById("lang-toggle");
    if (toggle) {
      toggle.setAttribute("aria-label", t("lang.label"));
      fill(toggle, languageButtons());
    }
    updateContinue();
    renderNotice();
    if (document.getElementById("home-games")) app.renderHome(); // (in the new language)
  }

  /** The language toggle: each language by its own name, the page's one pressed. With `short`, the
   *  name follows its code ("FR Français"), so a narrow bar may show the code alone (web/*.css).
   *  @param {Record<string, any> & {data?: Record<string, string>}} [props] (as el's) @param {{short?: boolean}} [options] */
  function languageButtons(props = {}, { short = false } = {}) {
    return LANGS.map((code) => el("button", {
      ...props, type: "button", class: "lang", lang: code, text: short ? null : LANGUAGE_NAMES[code],
      data: { ...props.data, lang: code }, attrs: { "aria-pressed": String(code === lang()) },
    }, short ? [el("span", { class: "lang-code", text: code.toUpperCase() }), " ",
      el("span", { class: "lang-name", text: LANGUAGE_NAMES[code] })] : null));
  }

  /** @param {string} to */
  function switchLang(to) {
    if (!LANGS.includes(to) || to === lang()) return;
    setLang(to);
    store.writeSetting("lang", lang());
    applyStatic();
    if (ui.game) ui.game.dispatch("hush"); // (a hint or a refusal was worded in the other language)
    if (ui.game && document.body.classList.contains("in-game")) app.refresh();
    for (const open of document.querySelectorAll("dialog[open]")) open.dispatchEvent(new Event("relabel"));
  }

  /** @param {string | null} text @param {string} [kind] */
  function showNotice(text, kind = "info") {
    ui.notice = text ? { text, kind } : null;
    renderNotice();
  }

  function renderNotice() {
    let node = document.getElementById("notice");
    if (!node) {
      node = el("p", { id: "notice", attrs: { role: "status" } });
      document.getElementById("menu")?.after(node);
    }
    node.hidden = !ui.notice;
    node.className = ui.notice ? `notice ${ui.notice.kind}` : "notice";
    node.textContent = ui.notice ? ui.notice.text : "";
  }

  /** @param {{damaged?: unknown, save?: unknown} | null | undefined} record */
  const usableAuto = (record) => !!record && !record.damaged && typeof record.save === "string";

  /** The autosave the menu offers: this tab's game if unfinished, else the newest unfinished game
   *  ({id, record, replay: false}); with no game in progress, the newest finished one, to replay
   *  ({..., replay: true}); else null. A finished game is never offered as Continue. */
  function continueTarget() {
    const usable = store.autosaves().filter((a) => usableAuto(a.record));
    const unfinished = usable.filter((a) => !store.isFinished(a.record));
    const target = unfinished.find((a) => a.id === store.readTab("tab")?.game) ?? unfinished[0];
    if (target) return { ...target, replay: false };
    return usable.length ? { ...usable[0], replay: true } : null;
  }

  function updateContinue() {
    const node = document.getElementById("continue-game");
    if (!node) return;
    const target = continueTarget();
    node.hidden = !target;
    const sum = target?.record.summary; // (store.checkGame checked its shape)
    if (target?.replay) node.textContent = sum ? t("menu.replayWho", { names: listNames(sum.names) }) : t("menu.replay");
    else node.textContent = sum ? t("menu.continueWho", { names: listNames(sum.names), round: sum.round ?? 1 }) : t("menu.continue");
  }

  /** The browser says the site can be installed (`event`, kept to prompt later; see
   *  manifest.webmanifest and sw.js) or that it was (null): a menu button offers it meanwhile.
   *  @param {(Event & {prompt(): Promise<unknown>}) | null} event (beforeinstallprompt: Chromium's, not in lib.dom) */
  function offerInstall(event) {
    event?.preventDefault();
    let node = document.getElementById("install-site");
    if (!node) {
      node = button(t("menu.install"), { id: "install-site", title: t("menu.installTitle"), data: { i18n: "menu.install" } });
      document.getElementById("menu")?.append(node);
    }
    node.hidden = !event;
    node.onclick = event && (() => {
      node.hidden = true;
      event.prompt();
    });
  }

  function showMenu() {
    const g = ui.game;
    if (g) {
      clearTimeout(g.botTimer);
      app.persist(false);
    }
    ui.game = null;
    document.body.classList.remove("in-game");
    fill(/** @type {HTMLElement} */ (document.getElementById("table")));
    updateContinue();
    renderNotice();
    document.getElementById("new-game")?.focus();
  }

  return { applyStatic, switchLang, languageButtons, showNotice, usableAuto, continueTarget, updateContinue, showMenu,
    offerInstall };
}
