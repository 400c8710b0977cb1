// Opening a game: a new one, a save, an autosave (Continue, Saves), a shared link (#g=...).

import { lang } from "./i18n.js";
import { gameModule, registeredGames } from "./registry.js";
import { t, today } from "./shell-words.js";
import { py, reason } from "./shell-bridge.js";
import * as store from "./store.js";
import { withStore } from "./shell-store.js";

const AT_CHARS = 5; // a replay link's move number and its dot (core/save.py MAX_AT_DIGITS + 1)

/** @param {import("./types").App} app */
export function opening(app) {
  const ui = app.ui;

  /** Which autosave record a game just opened goes to: the one that already holds this very save
   *  (opening the same link twice), else a new one. {id, stamp, saved} (see persist).
   *  @param {string} save */
  function autosaveFor(save) {
    const same = store.autosaves().find((a) => a.record?.save === save);
    return same ? { id: same.id, stamp: same.record.stamp ?? null, saved: { save, seat: same.record.seat ?? null }, origin: same.record.origin ?? null }
      : { id: store.newId(), stamp: null, saved: null, origin: null };
  }

  /** Open the game whose save the bridge has just loaded. `auto`: its autosave record when it is
   *  resumed ({id, stamp, saved}), else a record is chosen. With several humans at the device, the
   *  game always opens on the hand-off screen, however it was loaded: nobody sees a hand by accident.
   *  `replayAt`: a replay link's move: the game opens read-only in its Replay there, and is not
   *  autosaved unless the player chooses to play on (Replay's takeOver, web/shell-replay.js). `puzzle`: the puzzle it is (bridge
   *  puzzle_start), never autosaved either.
   *  Returns null, or why it could not be shown (then nothing changed on the page).
   *  @param {{save: string, summary: import("./contract").Summary}} opened @param {import("./shell-store.js").Message | null} [message]
   *  @param {{id: string, stamp: any, saved: any, origin?: any} | null} [auto] @param {number | null} [replayAt] @param {any} [puzzle] */
  function openGame({ save, summary }, message = null, auto = null, replayAt = null, puzzle = null) {
    let probe;
    try {
      probe = py("table", { viewer: null, lang: lang(), log_from: 1 << 30 });
    } catch (error) {
      return t("error.engine", { message: reason(error) });
    }
    const id = probe.game ?? registeredGames()[0];
    const module = gameModule(id);
    if (!module) return t("error.unknownGame", { id });
    if (ui.game) clearTimeout(ui.game.botTimer);
    const humans = probe.seats.flatMap((/** @type {import("./contract").Seat} */ s, /** @type {number} */ i) => (s.bot === null ? [i] : []));
    const seat = humans.length === 1 ? humans[0] : null;
    const record = auto ?? autosaveFor(save);
    ui.game = withStore({
      id, module, save, summary, seat, humans, seats: probe.seats, // summary: the save's label (the engine's)
      autoId: record.id, stamp: record.stamp, saved: record.saved, // its autosave (see persist)
      origin: record.origin ?? null, // a forked game's origin, kept in its autosave (web/store.js validOrigin)
      table: null, mode: "idle", handoffTo: null, thinking: null, local: {},
      logs: new Map(), actions: new Map(), keyed: new Map(), legalKeys: new Set(),
      botTimer: null, focusFirst: null, focusSoft: null, frame: null,
      skipping: false, // watching others play (see botStep)
      course: undefined, // bridge progress() once the game is over (courseOf)
      tutorial: null, // {spec, phase, seen}: the coach of a "Learn to play" game (renderCoach)
      hintKey: null, // the key of the button the last hint means, for games without showHint
      readOnly: replayAt !== null, // a replay link: watched, never played, never autosaved
      puzzle, // (web/shell-puzzles.js)
      replay: replayAt === null ? null : { position: replayAt, viewer: summary?.over ? "all" : null },
    }, { message }); // (message, since: the store's, web/shell-store.js)
    ui.notice = null;
    document.body.classList.add("in-game");
    app.buildFrame();
    app.refresh();
    app.persist(true);
    if (ui.game.message) app.renderMessage();
    return null;
  }

  /** Start from what load_save/load_link returned. The game open before (if any) keeps its own
   *  autosave; if the new one cannot be shown, the bridge opens the old one again.
   *  @param {import("./contract").Opened & {at?: number | null}} opened @param {string | null} [message] */
  function openLoaded(opened, message = null) {
    const before = ui.game?.save;
    const others = store.autosaves().some((a) => app.usableAuto(a.record) && !store.isFinished(a.record)
      && a.record.save !== opened.save);
    const notes = [message, others && t("saves.othersKept")].filter(Boolean).join(" ");
    const failed = openGame(opened, notes ? { text: notes, kind: "info" } : null);
    if (failed && before) {
      try {
        py("load_save", { save: before });
      } catch {
        // the page still shows the old game; the next move will say what is wrong
      }
    }
    return failed;
  }

  /** Open the game autosaved under `id` (or `unsaved`: this tab's record of a newer position that could
   *  not be written there). A damaged record is moved to a slot (never dropped) and the notice says
   *  why. `message`: shown over the table once it is open. Returns true if it opened.
   *  @param {string} id @param {import("./shell-store.js").Message | null} [message] @param {import("./types").OpenGame} [unsaved] (a record of store.js) */
  function resumeAutosave(id, message = null, unsaved = null) {
    const auto = unsaved ?? store.readAuto(id);
    if (!auto) {
      app.updateContinue();
      return false;
    }
    let opened;
    try {
      if (auto.damaged) throw Object.assign(new Error(t(auto.noGame ? "saves.noGame" : "saves.noData")), { name: "SaveError" });
      opened = py("load_save", { save: auto.save });
    } catch (error) {
      if (error?.name === "EngineNotReady") { // (pydantic's wheels not in yet: the record is not damaged)
        app.showNotice(reason(error), "error");
        return false;
      }
      const why = reason(error);
      const name = store.freeSlotName(t("saves.damagedAuto", { date: today() }));
      const raw = auto.damaged ? auto.raw : typeof auto.save === "string" ? auto.save : JSON.stringify(auto); // (Download gives it)
      const failed = store.writeSlot(name, { damaged: why, raw, at: Date.now() });
      if (!failed) store.removeAuto(id);
      app.showNotice(failed ? t("saves.autosaveUnopened", { reason: why }) : t("saves.autosaveDamaged", { reason: why, name }), "error");
      app.updateContinue();
      return false;
    }
    const failed = openGame(opened, message,
      { id, stamp: auto.stamp ?? null, saved: unsaved ? null : { save: auto.save, seat: auto.seat ?? null }, origin: auto.origin ?? null });
    if (failed) app.showNotice(failed, "error");
    return !failed;
  }

  function continueGame() {
    const target = app.continueTarget();
    if (!target) return app.updateContinue();
    if (resumeAutosave(target.id) && target.replay) app.startReplay(); // (a finished game)
  }

  /** `#g=<payload>`: open the shared game; `#r=<move>.<payload>`: open it read-only in its Replay at
   *  that move. A broken link changes nothing but shows why. */
  function handleLink() {
    const started = performance.now();
    try {
      return openLinkInHash();
    } finally {
      performance.measure("open link", { start: started }); // (tests and benchmarks read it)
    }
  }

  function openLinkInHash() {
    const hash = location.hash;
    const replayLink = hash.startsWith("#r=");
    if (!hash.startsWith("#g=") && !replayLink) return false;
    // Only what the engine may read is decoded (an escape is 3 characters): a huge link costs nothing.
    const most = app.engineLimit("max_link_chars") + (replayLink ? AT_CHARS : 0);
    let payload = hash.slice(3, 3 + 3 * (most + 1));
    try {
      payload = decodeURIComponent(payload);
    } catch {
      // keep it as it is; the engine will say what is wrong
    }
    // The fragment is used once; dropping a long one is slow for the browser: after the answer is shown.
    setTimeout(() => history.replaceState(null, "", location.pathname + location.search));
    let opened;
    try {
      opened = py(replayLink ? "load_replay_link" : "load_link", { link: payload.slice(0, most + 1) });
    } catch (error) {
      showMessage(t("link.broken", { reason: reason(error) }), "error");
      return true;
    }
    const failed = replayLink ? openGame(opened, { text: t("replayLink.loaded"), kind: "info" }, null, opened.at)
      : openLoaded(opened, t("link.loaded"));
    if (failed) showMessage(failed, "error");
    return true;
  }

  /** @param {string} text @param {string} kind */
  function showMessage(text, kind) {
    if (!ui.game) return app.showNotice(text, kind);
    ui.game.dispatch("say", { text, kind });
    app.renderMessage();
  }

  return { openGame, openLoaded, resumeAutosave, continueGame, handleLink, showMessage };
}
