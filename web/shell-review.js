// The game review (core/review.py): after a game, and from Replay of a finished game, the hard
// computer player weighs each decision of the human seats and lists the 3 costliest, each one
// click from Replay at that decision. It runs in the bots' worker (web/shell-bots.js), with a
// progress bar and a Stop button; where the worker cannot run, on this thread in short slices.
// Its words (moves, player names) come from the engine and go in through textContent only. A finished
// review is kept with its game (web/store-reviews.js) and shown at once when the game is opened again,
// with Review again; a review stopped halfway is not kept (the engine cannot resume one).

import { el, fill, button } from "./dom.js";
import { lang } from "./i18n.js";
import { t, when } from "./shell-words.js";
import { py, reason } from "./shell-bridge.js";
import { keepReview, keptReview } from "./store-reviews.js";

const SLICE_S = 0.04; // a slice of the review on the page's thread (only without the worker)

/** A message of the bots' worker about the review (web/bot-worker.js).
 *  @typedef {{type: string, done?: number, total?: number, decisions?: number, review?: unknown, message?: string}} WorkerReply */
/** One of the review's costliest decisions (core/review.py): the move played, the better one, the points between.
 *  @typedef {{move: number, player: number, round: number, phase: string, played: Record<string, string>, best: Record<string, string>, points: number}} Decision */

/** @param {import("./types").App} app */
export function reviewing(app) {
  const ui = app.ui;

  /** Run the review of the open game (finished). g.review: {status: "running" | "done" | "failed",
   *  done, total (the work: each decision weighed, then the costliest checked), decisions, result,
   *  message, node, save (the save reviewed), kept (the review kept from before: {result, at}, shown
   *  again if this one is stopped)}. */
  function startReview() {
    const g = ui.game;
    if (!g || g.review?.status === "running") return;
    const kept = g.review?.kept ?? null;
    g.review = { status: "running", done: 0, total: null, decisions: null, result: null, message: null, node: g.review?.node,
      save: g.save, kept };
    app.startWorkerReview(g.save, ui.reviewDeals, (/** @type {WorkerReply} */ data) => heard(g, data));
    app.renderAfter();
    g.review.node?.querySelector("[data-act=review-stop]")?.focus();
  }

  /** @param {import("./types").OpenGame} g @param {WorkerReply} data @returns {void} */
  function heard(g, data) {
    const r = g.review;
    if (!r || r.status !== "running") return;
    if (ui.game !== g) return app.stopWorkerReview(); // (another game is open: this review is not wanted)
    if (data.type === "review-progress") {
      Object.assign(r, { done: data.done, total: data.total, decisions: data.decisions });
      return renderReview();
    }
    if (data.type === "unavailable") return onThisThread(g);
    if (data.type === "review-done") {
      Object.assign(r, { status: "done", result: data.review, kept: null });
      keepReview(r.save, ui.reviewDeals, data.review); // (storage full: simply not kept)
    } else Object.assign(r, { status: "failed", message: data.message });
    app.renderAfter();
    r.node?.querySelector(".review-list button, [data-act=review]")?.focus({ preventScroll: true });
  }

  /** Without the bots' worker: the same review through the bridge, a slice per browser task.
   *  @param {import("./types").OpenGame} g @returns {void} */
  function onThisThread(g) {
    const r = g.review;
    let step;
    try {
      step = py("review_start", { samples: ui.reviewDeals });
    } catch (error) {
      return heard(g, { type: "review-failed", message: reason(error) });
    }
    const slice = () => {
      if (g.review !== r || r.status !== "running" || ui.game !== g) return;
      try {
        step = py("review_step", { slice: SLICE_S });
      } catch (error) {
        return heard(g, { type: "review-failed", message: reason(error) });
      }
      if (step.result) return heard(g, { type: "review-done", review: step.result });
      heard(g, { type: "review-progress", done: step.done, total: step.total, decisions: step.decisions });
      return setTimeout(slice, 0);
    };
    heard(g, { type: "review-progress", done: step.done, total: step.total, decisions: step.decisions });
    setTimeout(slice, 0);
    return undefined;
  }

  function stopReview() {
    const g = ui.game;
    if (g?.review?.status !== "running") return;
    app.stopWorkerReview();
    const kept = g.review.kept;
    Object.assign(g.review, kept ? { status: "done", result: kept.result } : { status: "stopped" });
    app.renderAfter();
    g.review.node?.querySelector("[data-act=review]")?.focus();
  }

  /** Replay at the decision: the table just before the move, as its player saw it, with the move
   *  played and the better one said over it while that position is shown.
   *  @param {HTMLElement} node */
  function goToDecision(node) {
    const g = ui.game;
    const move = Number(node.dataset.move);
    const player = Number(node.dataset.player);
    const d = g.review?.result?.top.find((/** @type {Decision} */ x) => x.move === move && x.player === player);
    if (!g.replay) app.startReplay();
    if (!g.replay) return;
    g.replay.advice = d ? { move, played: words(d.played), best: words(d.best), points: points(d.points) } : null;
    app.replayTo(move, player);
    scrollTo({ top: 0 }); // the position is the table, above the review (a phone's list is screens below it)
  }

  /** @param {Record<string, string> | null | undefined} w a text in each language */
  const words = (w) => w?.[lang()] ?? w?.en ?? "";
  /** @param {number} n */
  const points = (n) => new Intl.NumberFormat(lang(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);

  /** The review's section (the same node across renders: its progress bar is updated in place). */
  function reviewSection() {
    const g = ui.game;
    if (!g.review) {
      const kept = keptReview(g.save, ui.reviewDeals);
      g.review = kept ? { status: "done", result: kept.result, kept, node: null } : { status: "idle", node: null };
    }
    g.review.node ??= el("section", { class: "review", attrs: { "aria-labelledby": "review-title" } });
    renderReview();
    return g.review.node;
  }

  function renderReview() {
    const g = ui.game;
    const r = g?.review;
    if (!r?.node) return;
    const node = r.node;
    node.dataset.status = r.status;
    if (r.status === "running") {
      const bar = node.querySelector("progress");
      const text = r.total === null ? t("review.starting") : r.done >= r.decisions ? t("review.checking")
        : t("review.progress", { done: r.done + 1, total: r.decisions });
      if (bar && node.dataset.drawn === lang()) { // (in place: the Stop button keeps the focus)
        if (r.total !== null) Object.assign(bar, { max: Math.max(1, r.total), value: r.done });
        node.querySelector(".review-at").textContent = text;
        return;
      }
      node.dataset.drawn = lang();
      const progress = el("progress", { attrs: { "aria-labelledby": "review-at" } });
      if (r.total !== null) Object.assign(progress, { max: Math.max(1, r.total), value: r.done });
      fill(node, el("h3", { id: "review-title", text: t("review.title") }),
        el("p", { class: "review-at", id: "review-at", text }), progress,
        button(t("review.stop"), { class: "secondary", data: { act: "review-stop" } }));
      return;
    }
    node.dataset.drawn = "";
    const parts = /** @type {HTMLElement[]} */ ([el("h3", { id: "review-title", text: t("review.title") })]);
    if (r.status === "done") {
      parts.push(...resultParts(r.result));
      if (r.kept) {
        parts.push(el("p", { class: "review-kept" }, el("span", { text: t("review.kept", { when: when(r.kept.at) }) }), " ",
          button(t("review.again"), { class: "secondary", data: { act: "review" } })));
      }
    } else {
      if (r.status === "failed") parts.push(el("p", { class: "review-failed", text: t("review.failed", { message: r.message ?? "" }) }));
      parts.push(el("p", { class: "review-intro", text: t("review.intro") }),
        button(t("review.button"), { class: "primary", data: { act: "review" } }));
    }
    fill(node, ...parts);
  }

  /** A phase in the open game's words (its module's strings: "phase.<id>"), else its id.
   *  @param {string} phase */
  function phaseName(phase) {
    const words = ui.game.module.t ?? t;
    const key = `phase.${phase}`;
    return words(key) === key ? String(phase).replaceAll("_", " ") : words(key);
  }

  /** @param {{seats: unknown[], top: Decision[], decisions: number}} result the review (core/review.py) */
  function resultParts(result) {
    const several = result.seats.length > 1;
    if (!result.top.length) return [el("p", { text: t("review.none", { total: result.decisions }) })];
    return [el("p", { class: "review-intro", text: t("review.found", { total: result.decisions }) }),
      el("ol", { class: "review-list" }, result.top.map((/** @type {Decision} */ d) => el("li", {},
        button([
          el("span", { class: "review-where", text: t("review.where", { round: d.round, phase: phaseName(d.phase), n: d.move }) }),
          el("span", { class: "review-lost", text: t("review.lost", { n: points(d.points) }) }),
          el("span", { class: "review-played", text: several ? t("review.playedBy", { name: app.ctx.name(d.player), move: words(d.played) })
            : t("review.played", { move: words(d.played) }) }),
          el("span", { class: "review-better", text: t("review.better", { move: words(d.best) }) }),
        ], { class: "review-go", title: t("review.go"), data: { act: "review-go", move: String(d.move), player: String(d.player) } }))))];
  }

  return { startReview, stopReview, goToDecision, reviewSection };
}
