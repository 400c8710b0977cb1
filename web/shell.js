// The site shell: menu, New game form, saves and autosave, import/export, share links, hot-seat
// hand-offs, the bot loop, dialogs, notices, the language switch, and the frame of a table (top bar,
// message, log, hand-off screen). It knows no game: the open game's module (web/games/<id>.js,
// found by table().game, see web/registry.js) draws the table and handles its own clicks. The games'
// modules are imported from the list of games (loadGames below), never named here.
//
// No game rule here either. Python (web/bridge.py) says what is on the table and which moves are
// legal (`table(...).legal`); a click is mapped to one of those moves and sent back with `act`. A
// click on something that is not legal asks the engine why (`explain`) and shows its answer.
// Untrusted text (player names, save files, links) only ever reaches the page through textContent.
//
// This module puts the shell together: each part (web/shell-<job>.js) is a function of `app`, the
// one object that holds the shell's state (`app.ui`) and every part's functions; a part calls
// another's through `app`, so no part keeps state of its own at module level.

import { setLang, browserLang } from "./i18n.js";
import { whenEngine } from "./boot.js";
import { loadGames } from "./registry.js";
import { builtGames, createState, shellState, gameContext } from "./shell-context.js";
import { menu } from "./shell-menu.js";
import { opening } from "./shell-open.js";
import { autosave } from "./shell-autosave.js";
import { loop } from "./shell-loop.js";
import { replay } from "./shell-replay.js";
import { frame } from "./shell-frame.js";
import { logPanel } from "./shell-log.js";
import { input } from "./shell-input.js";
import { coach } from "./shell-coach.js";
import { afterGame } from "./shell-after.js";
import { reviewing } from "./shell-review.js";
import { daily } from "./shell-daily.js";
import { rating } from "./shell-rating.js";
import { puzzles } from "./shell-puzzles.js";
import { dialogs } from "./shell-dialogs.js";
import { saves } from "./shell-saves.js";
import { home } from "./shell-home.js";
import * as store from "./store.js";
import { loadSpill, onSpillFailed } from "./spill.js";
import { installRuleTip } from "./rule-tip.js";

/** @typedef {import("./contract").GameForm} GameForm */

const app = /** @type {import("./types").App} */ ({ ui: createState() });
for (const part of [shellState, menu, opening, autosave, loop, replay, frame, logPanel, input, coach, afterGame, reviewing, daily, rating, puzzles, dialogs, saves, home]) {
  Object.assign(app, part(app));
}
app.ctx = gameContext(app);
// What reads saves, links and the puzzles' data waits for pydantic's wheels (boot.js whenEngine),
// wherever it is opened from (the menu, the table's keys): they come after the first table's bytes.
for (const name of ["openSaves", "openPuzzles", "openDaily", "continueGame"]) {
  const open = app[name];
  app[name] = (/** @type {unknown[]} */ ...args) => whenEngine(null, () => open(...args), true);
}
window.evolutionUI = app.ui;

// The games' page modules: those of the games the build listed (#games-data; index.html preloads
// them), at once; without the build's list, those of the games the engine lists once it is loaded.
// Nothing that opens a table runs before they are in (onReady, the menu's buttons wait for this).
const built = builtGames();
const gamesLoaded = built ? loadGames((Object.values(built)[0] ?? []).map((/** @type {GameForm} */ d) => d.id))
  : new Promise((resolve) => whenEngine(null, () => {
    /** @type {string[]} */
    let ids = [];
    try {
      ids = app.gamesFor().map((/** @type {GameForm} */ d) => d.id);
    } catch (error) {
      console.error("[shell] the engine lists no games:", error); // (every menu action then says why)
    }
    resolve(loadGames(ids));
  }));

// The single autosave of earlier versions of the site becomes a record of its own before anything
// reads the autosaves; if it was on the table, it opens at once (as it did then).
const migrated = store.migrateOldAutosave();

/** At start: a link opens its game; else this tab's game if it was on the table when the tab was
 *  reloaded (sessionStorage); else the menu, whose Continue opens the most recent unfinished game. */
function onReady() {
  const ui = app.ui;
  if (ui.ready) return;
  const tab = store.readTab("tab");
  // A link or the game this tab had open is a save to read: pydantic's wheels first (boot.js whenEngine)
  if (/^#[gr]=/.test(location.hash) || tab?.open || migrated?.record?.open) {
    if (document.documentElement.dataset.engineBoundary === undefined) return whenEngine(null, onReady, true);
  }
  ui.ready = true;
  if (document.documentElement.dataset.engine === "broken") return app.showBroken();
  store.pruneFinished(tab?.game ?? null);
  const unsaved = store.readUnsaved();
  if (app.handleLink()) return;
  const resume = migrated?.record?.open ? migrated.id : tab?.open && typeof tab.game === "string" ? tab.game : null;
  // The position this tab could not write (storage full) is the newest: it opens, and is written when it fits.
  const kept = unsaved?.record && unsaved.game === resume ? unsaved.record : null;
  if (!kept) store.writeTab("unsaved", null);
  if (resume) app.resumeAutosave(resume, null, kept);
  else app.updateContinue();
  if (kept && ui.game?.autoId === resume) app.persist();
  else if (unsaved) app.reportUnsaved(unsaved.game);
}

setLang(store.readSetting("lang") || browserLang(navigator.languages ?? [navigator.language]));
app.applyStatic();
document.addEventListener("keydown", app.onKey);
document.getElementById("lang-toggle")?.addEventListener("click", (event) => {
  const choice = /** @type {HTMLElement | null} */ (/** @type {HTMLElement} */ (event.target).closest?.("button[data-lang]"));
  if (choice) app.switchLang(choice.dataset.lang);
});
// The menu's buttons: those that need the engine show the busy cue until it is loaded, then act
// (boot.js whenEngine). New game opens its form at once when the build wrote the form's data (its
// games' modules are in: awaited here, before the button is enabled and boot.js may say "ready").
/** @param {string} id @param {() => void} action @param {boolean} [boundary] the action reads untrusted input */
const onMenu = (id, action, boundary = false) => document.getElementById(id)?.addEventListener("click",
  (event) => whenEngine(event.currentTarget, () => gamesLoaded.then(action), boundary));
const newGame = /** @type {HTMLButtonElement | null} */ (document.getElementById("new-game"));
gamesLoaded.then(() => app.renderHome());
if (built) {
  await gamesLoaded;
  newGame?.addEventListener("click", app.openNewGame);
  if (newGame && document.documentElement.dataset.engine !== "error") newGame.disabled = false;
} else {
  newGame?.setAttribute("data-requires-engine", ""); // no form data: enabled with the engine (boot.js)
  onMenu("new-game", app.openNewGame);
}
onMenu("load-game", app.openSaves, true); // (these read saves: the busy cue until pydantic's wheels are in)
onMenu("stats", app.openStats);
onMenu("daily", app.openDaily, true);
onMenu("puzzles", () => app.openPuzzles(), true);
onMenu("learn", app.chooseTutorial);
onMenu("continue-game", app.continueGame, true);
addEventListener("hashchange", () => app.ui.ready && !app.ui.broken && whenEngine(null, app.handleLink, true));
addEventListener("storage", app.onStorage);
addEventListener("pagehide", () => app.ui.ready && !app.ui.broken && app.persist()); // (a last try: see persist)
addEventListener("beforeinstallprompt", app.offerInstall);
addEventListener("appinstalled", () => app.offerInstall(null));
addEventListener("evolution:broken", app.showBroken);
onSpillFailed(app.spillFailed);
installRuleTip();
// (the records spilled into IndexedDB when localStorage was full are read before any game opens)
const whenReady = () => Promise.all([gamesLoaded, loadSpill()]).then(onReady);
if (document.documentElement.dataset.engine === "ready") whenReady();
else addEventListener("evolution:ready", whenReady);
document.documentElement.dataset.shell = "loaded"; // boot.js says "ready" only once this shell listens
dispatchEvent(new CustomEvent("evolution:shell"));
