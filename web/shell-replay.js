// Replay: the open game move by move (core/replay.py says which seats it may show), played on by itself
// at the speed chosen for others' moves (Play/Pause), and "take over from here": a new game, a new
// save, from the position shown (core/replay.py taken_over; the game replayed keeps its own save).

import { el, button } from "./dom.js";
import { lang } from "./i18n.js";
import { t } from "./shell-words.js";
import { py, reason } from "./shell-bridge.js";
import { symbol } from "./symbols.js";

const AUTOPLAY_MIN_MS = 120; // (Instant still shows each position: a table is drawn in well under this)

/** Whose view a replay shows: a seat, everything ("all"), or nobody's hand (null).
 *  @typedef {number | "all" | null} Viewer */
/** @typedef {{move: number, round: number}} RoundStart the move a round starts at (the table's replay.rounds) */

/** @param {import("./types").App} app */
export function replay(app) {
  const ui = app.ui;

  function startReplay() {
    const g = ui.game;
    if (!g || g.replay) return;
    const viewer = g.table?.frame.viewer ?? null;
    g.replay = { position: g.mode === "over" ? 0 : Math.max(0, g.table.moves - 1), viewer };
    g.module.reset?.(app.ctx);
    g.dispatch("hush");
    showReplay();
  }

  function showReplay() {
    const g = ui.game;
    clearTimeout(g.botTimer);
    let p;
    try {
      p = py("replay_table", { position: g.replay.position, viewer: g.replay.viewer, lang: lang() });
    } catch (error) {
      if (error.name === "IllegalAction" && g.replay.viewer !== null) { // that seat may not be shown: nobody's cards
        g.replay.viewer = null;
        return showReplay();
      }
      g.dispatch("say", { text: t("error.engine", { message: reason(error) }), kind: "error" });
      g.replay = null;
      return app.refresh();
    }
    p.logKey = `replay|${lang()}`;
    p.logLines = p.log;
    p.logTail = [];
    g.replay.position = p.moves;
    Object.assign(g, { table: p, mode: "replay", handoffTo: null, thinking: null });
    app.render();
  }

  /** Go to `position` (a click, a key, the round list): it pauses the autoplay.
   *  @param {number} position @param {Viewer} [viewer] */
  function replayTo(position, viewer = ui.game.replay.viewer) {
    const g = ui.game;
    if (!g?.replay) return;
    pause(g);
    seek(position, viewer);
  }

  /** @param {number} position @param {Viewer} [viewer] */
  function seek(position, viewer = ui.game.replay.viewer) {
    const g = ui.game;
    Object.assign(g.replay, { position: Math.max(0, Math.min(position, g.table.replay.length)), viewer });
    showReplay();
  }

  /** @param {import("./types").OpenGame} g */
  function pause(g) {
    clearTimeout(g.replay?.timer);
    if (g.replay) Object.assign(g.replay, { playing: false, timer: null });
  }

  /** Play/Pause: one move after another at the chosen speed (Instant: as fast as a table is drawn),
   *  from the start when the last move is shown, until the last move or a pause. */
  function togglePlay() {
    const g = ui.game;
    if (!g?.replay) return;
    if (g.replay.playing) {
      pause(g);
      return app.render();
    }
    g.replay.playing = true;
    if (g.table.moves >= g.table.replay.length) seek(0);
    else app.render();
    tick(g);
  }

  /** @param {import("./types").OpenGame} g */
  function tick(g) {
    g.replay.timer = setTimeout(() => {
      if (ui.game !== g || !g.replay?.playing) return;
      if (g.table.moves >= g.table.replay.length) {
        pause(g);
        return app.render();
      }
      seek(g.table.moves + 1);
      if (g.table.moves >= g.table.replay.length) {
        pause(g);
        app.render();
      } else tick(g);
    }, Math.max(ui.delay, AUTOPLAY_MIN_MS));
  }

  /** "Take over from here": a new game from the position shown, in a new autosave; the game replayed
   *  keeps its own (the Saves dialog lists both). */
  function takeOver() {
    const g = ui.game;
    if (!g?.replay) return;
    pause(g);
    const at = g.table.moves;
    let opened;
    try {
      opened = py("take_over", { position: at });
    } catch (error) {
      g.dispatch("say", { text: reason(error), kind: "error" });
      return app.renderMessage();
    }
    app.persist(false); // (the game replayed keeps its autosave as it was; a replay link's has none)
    // (the old game is in the Saves dialog: named as the table's button that opens it)
    const said = g.readOnly ? t("replayLink.playingOn", { n: at }) : t("replay.takenOver", { n: at, saves: t("tool.saves") });
    const failed = app.openGame(opened, { text: said, kind: "info" });
    if (failed) return app.showMessage(failed, "error");
    Object.assign(ui.game, { origin: { kind: "taken", move: at }, saved: null }); // (the Saves list tells it from the other)
    app.persist(true);
  }

  function stopReplay() {
    const g = ui.game;
    if (!g?.replay || g.readOnly) return;
    pause(g);
    g.replay = null;
    g.table = null;
    app.refresh();
  }

  /** The replay's controls, in place of the prompt: first, back, play/pause, forward, last, round, seat,
   *  take over, leave. */
  function replayControls() {
    const g = ui.game;
    const r = g.table.replay;
    const at = g.table.moves;
    /** @param {import("./types").Child} label @param {number} to @param {string} key @param {boolean} disabled */
    const go = (label, to, key, disabled) => app.keyed(button(label, { class: "step", disabled,
      attrs: { "aria-label": t(`replay.${key}`) }, title: t(`replay.${key}`), data: { act: "replay-go", to: String(to) } }), `replay:${key}`);
    const rounds = el("select", { class: "replay-round", attrs: { "aria-label": t("replay.round") } },
      r.rounds.map((/** @type {RoundStart} */ x) => el("option", { value: String(x.move), text: t("log.round", { n: x.round }),
        selected: x.move <= at && !r.rounds.some((/** @type {RoundStart} */ y) => y.move > x.move && y.move <= at) })));
    rounds.addEventListener("change", () => replayTo(Number(rounds.value)));
    const seats = el("select", { class: "replay-seat", attrs: { "aria-label": t("replay.seat") } },
      r.viewers.map((/** @type {Viewer} */ v) => el("option", { value: v === null ? "" : String(v), selected: v === g.replay.viewer,
        text: v === null ? t("replay.nobody") : v === "all" ? t("replay.all") : t("replay.seen", { name: app.ctx.name(v) }) })));
    seats.addEventListener("change", () => replayTo(at, seats.value === "" ? null : seats.value === "all" ? "all" : Number(seats.value)));
    return el("div", { class: "replay-bar", attrs: { role: "group", "aria-label": t("replay.title") } },
      el("strong", { class: "sr-only-on-phone", text: t("replay.title") }),
      go(symbol("first"), 0, "first", at === 0), go(symbol("stepBack"), at - 1, "back", at === 0),
      el("span", { class: "replay-at", text: t("replay.at", { n: at, total: r.length }) }),
      app.keyed(button(symbol(g.replay.playing ? "pause" : "play"), { class: "step play", data: { act: "replay-play" },
        attrs: { "aria-label": t("replay.play"), "aria-pressed": String(!!g.replay.playing) }, title: t(g.replay.playing ? "replay.pause" : "replay.play") }),
      "replay:play"),
      go(symbol("stepForward"), at + 1, "forward", at >= r.length), go(symbol("last"), r.length, "last", at >= r.length),
      app.keyed(rounds, "replay:round"),
      // (a row of its own on a phone, under the steps: web/shell.css)
      el("span", { class: "replay-more" }, app.keyed(seats, "replay:seat"),
        // A replay link is read-only: it is left only for a game of one's own, by this explicit choice.
        g.readOnly ? app.keyed(button(t("replayLink.takeOver"), { class: "primary", title: t("replayLink.takeOverTitle"),
          data: { act: "replay-take-over" } }), "replay:take")
          : at < r.length ? app.keyed(button(t("replay.takeOver"), { class: "secondary take-over", title: t("replay.takeOverTitle"),
            data: { act: "replay-take-over" } }), "replay:take-over") : null,
        g.readOnly ? null : app.keyed(button(t("replay.leave"), { class: "primary", data: { act: "replay-leave" } }), "replay:leave")));
  }

  /** Over a decision reached from the game review: the move played and the better one (the review's
   *  words), while that position is shown. */
  function replayAdvice() {
    const g = ui.game;
    const a = g.replay?.advice;
    if (!a || g.table.moves !== a.move) return null;
    return el("p", { class: "replay-advice", text: t("replay.advice", a) });
  }

  return { startReplay, showReplay, replayTo, togglePlay, takeOver, stopReplay, replayControls, replayAdvice };
}
