// Replay: the open game move by move (core/replay.py says which seats it may show).

import { el, button } from "./dom.js";
import { lang } from "./i18n.js";
import { t } from "./shell-words.js";
import { py, reason } from "./shell-bridge.js";
import { symbol } from "./symbols.js";

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

  function replayTo(position, viewer = ui.game.replay.viewer) {
    const g = ui.game;
    if (!g?.replay) return;
    Object.assign(g.replay, { position: Math.max(0, Math.min(position, g.table.replay.length)), viewer });
    showReplay();
  }

  function stopReplay() {
    const g = ui.game;
    if (!g?.replay || g.readOnly) return;
    g.replay = null;
    g.table = null;
    app.refresh();
  }

  /** The replay's controls, in place of the prompt: first, back, forward, last, round, seat, leave. */
  function replayControls() {
    const g = ui.game;
    const r = g.table.replay;
    const at = g.table.moves;
    const go = (label, to, key, disabled) => app.keyed(button(label, { class: "step", disabled,
      attrs: { "aria-label": t(`replay.${key}`) }, title: t(`replay.${key}`), data: { act: "replay-go", to: String(to) } }), `replay:${key}`);
    const rounds = el("select", { class: "replay-round", attrs: { "aria-label": t("replay.round") } },
      r.rounds.map((x) => el("option", { value: String(x.move), text: t("log.round", { n: x.round }),
        selected: x.move <= at && !r.rounds.some((y) => y.move > x.move && y.move <= at) })));
    rounds.addEventListener("change", () => replayTo(Number(rounds.value)));
    const seats = el("select", { class: "replay-seat", attrs: { "aria-label": t("replay.seat") } },
      r.viewers.map((v) => el("option", { value: v === null ? "" : String(v), selected: v === g.replay.viewer,
        text: v === null ? t("replay.nobody") : v === "all" ? t("replay.all") : t("replay.seen", { name: app.ctx.name(v) }) })));
    seats.addEventListener("change", () => replayTo(at, { "": null, all: "all" }[seats.value] ?? Number(seats.value)));
    return el("div", { class: "replay-bar", attrs: { role: "group", "aria-label": t("replay.title") } },
      el("strong", { text: t("replay.title") }),
      go(symbol("first"), 0, "first", at === 0), go(symbol("back"), at - 1, "back", at === 0),
      el("span", { class: "replay-at", text: t("replay.at", { n: at, total: r.length }) }),
      go(symbol("forward"), at + 1, "forward", at >= r.length), go(symbol("last"), r.length, "last", at >= r.length),
      app.keyed(rounds, "replay:round"), app.keyed(seats, "replay:seat"),
      // A replay link is read-only: it is left only for a game of one's own, by this explicit choice.
      g.readOnly ? app.keyed(button(t("replayLink.takeOver"), { class: "primary", title: t("replayLink.takeOverTitle"),
        data: { act: "replay-take" } }), "replay:take")
        : app.keyed(button(t("replay.leave"), { class: "primary", data: { act: "replay-leave" } }), "replay:leave"));
  }

  return { startReplay, showReplay, replayTo, stopReplay, replayControls };
}
