// The game loop: which view to show and who decides, the bots' turns (at the chosen speed: their
// moves come from the bots' worker, web/shell-bots.js, or are thought on this thread in slices until
// it is ready), Skip, the viewer's moves and Undo.

import { actionKey, sentence } from "./dom.js";
import { lang } from "./i18n.js";
import { t } from "./shell-words.js";
import { py, clip, reason } from "./shell-bridge.js";
import { botWorker } from "./shell-bots.js";

/** @typedef {import("./contract").EvolutionTable | import("./contract").SEvolutionTable} Table the engine's (contract.d.ts) */
/** @typedef {import("./contract").LogLine} LogLine */
/** @typedef {import("./contract").Played} Played */
/** @typedef {import("./contract").Move} Move */
/** @typedef {Table & {logKey: string, logLines: LogLine[], logTail: LogLine[]}} ShownTable a table as
 *  the page keeps it: with its viewer's whole log (adopt) */

const BOT_SLICE_S = 0.04;
const SLOW_WAIT_MS = 500; // a wait for a bot's move this long says which bot is thinking
const BATCH_MS = 25; // the longest run of the worker's moves played before the table is drawn

/** @param {import("./types").App} app */
export function loop(app) {
  const ui = app.ui;
  const bots = botWorker();

  /** The table for `viewer`, keeping each viewer's log lines so that old rounds do not cross the bridge
   *  again. Line i of the log below `frame.log_size` is event i; the lines from there on (blind
   *  simultaneous planning) may still change, so they are fetched again every time (the Game
   *  contract's Frame.log_size). A line of the current round may also be rewritten (a card
   *  played face down is named when it is revealed): so every fetch starts again at the first line of
   *  the round this cache last saw, and the page's log is always the engine's (about 5 µs a line). */
  /** @returns {ShownTable}
   *  @param {number | null} viewer */
  function fetchTable(viewer) {
    const from = logFrom(viewer);
    return adopt(viewer, from, py("table", { viewer, lang: lang(), log_from: from }));
  }

  /** The first log line `viewer`'s table is asked from (see fetchTable).
   *  @param {number | null} viewer */
  function logFrom(viewer) {
    const cache = ui.game.logs.get(`${viewer}|${lang()}`);
    if (!cache) return 0;
    let from = cache.lines.length;
    while (from > 0 && cache.lines[from - 1].round >= cache.round) from--;
    return from;
  }

  /** Keep the log lines of `p`, `viewer`'s table asked from line `from` (by `table` or with a move:
   *  `play`), and give `p` the whole log (logLines + logTail).
   *  @param {number | null} viewer @param {number} from @param {Table} table @returns {ShownTable} */
  function adopt(viewer, from, table) {
    let p = /** @type {ShownTable} */ (table);
    const g = ui.game;
    const key = `${viewer}|${lang()}`;
    if (p.frame.log_size < from) { // (a game whose log got shorter: start again)
      from = 0;
      p = /** @type {ShownTable} */ (py("table", { viewer, lang: lang(), log_from: 0 }));
    }
    const cache = g.logs.get(key) || { lines: [], round: null };
    const stable = p.log.slice(0, Math.max(0, p.frame.log_size - from));
    cache.lines.length = from;
    cache.lines.push(...stable);
    cache.round = p.frame.round;
    g.logs.set(key, cache);
    p.logKey = key;
    p.logLines = cache.lines;
    p.logTail = p.log.slice(stable.length);
    return p;
  }

  /** The viewer whose table comes with a move (`play`): the one refresh tries first.
   *  @param {import("./types").OpenGame} g */
  const likelyViewer = (g) => (g.table ? g.table.frame.viewer : g.seat) ?? null;

  /** One bridge call per move: the move, its save and label (the autosave), and the table `refresh`
   *  draws next (asked for the viewer it will most likely draw; `withTable` false: a move of a batch,
   *  whose table nobody draws). `moves`: the worker's bot move at that count (played: false if stale).
   *  @param {Move} action @param {number | null} [moves] @param {boolean} [withTable] */
  function play(action, moves = null, withTable = true) {
    const g = ui.game;
    const viewer = likelyViewer(g);
    const from = logFrom(viewer);
    /** @type {Played} */
    const step = py("play", { action, viewer, lang: lang(), log_from: from, table: withTable,
      ...(moves === null ? {} : { moves }) });
    return { ...step, table: step.table && { viewer, from, table: step.table } };
  }

  /** Decide whose screen this is. Humans already holding the device go first; then bots; then the
   *  next human, behind a hand-off screen when several humans share the device. */
  /** @param {ShownTable} p */
  function decide(p) {
    const g = ui.game;
    const solo = g.humans.length === 1 ? g.humans[0] : null;
    const humans = p.humans_to_move;
    const bots = p.bots_to_move;
    if (p.frame.over) return { mode: "over", viewer: solo };
    if (g.seat !== null && humans.includes(g.seat)) return { mode: "play", viewer: g.seat };
    if (bots.length) return { mode: "bot", viewer: solo, thinking: bots[0] };
    if (humans.length) {
      if (solo !== null) return { mode: "play", viewer: solo };
      return { mode: "handoff", viewer: null, handoffTo: humans[0] };
    }
    return { mode: "idle", viewer: solo };
  }

  const logLength = (/** @type {ShownTable} */ p) => p.logLines.length + p.logTail.length;

  /** The lines of others since `viewer` last played (null if they have not played yet), those where
   *  the viewer lost something (the line's `loss`: the game says who lost) first, from the log lines
   *  of `p` (so in the page's language now); `range` [from, to) is the log span. The engine says
   *  where it begins (table.since, derived from the save: a reload keeps it). */
  /** @param {ShownTable} p @param {number | null} viewer @param {[number | null | undefined, number]} [range] */
  function sinceLastTurn(p, viewer, range = [p.since, logLength(p)]) {
    const [from, to] = range;
    if (from === null || from === undefined) return null;
    const lines = [...p.logLines, ...p.logTail].slice(from, to).filter((line) => line.player !== viewer || line.loss === viewer);
    const lost = lines.filter((line) => line.loss === viewer);
    return lines.length ? [...lost, ...lines.filter((line) => line.loss !== viewer)] : null;
  }

  /** Draw the table as it now stands and say whose turn it is. `watched`: a bot's move that is shown
   *  (animated) next; if it makes it your turn, your turn starts (its prompt, the focus) once that is
   *  done (waitForShown: refresh again), the table shown as others' turn meanwhile. `played`: the
   *  table that came with the move just made ({viewer, from, table}: play), drawn if it is for the
   *  viewer refresh would ask first.
   *  @param {boolean} [watched] @param {{viewer: number | null, from: number, table: any} | null} [played] */
  function refresh(watched = false, played = null) {
    const g = ui.game;
    if (!g) return;
    clearTimeout(g.botTimer);
    g.botTimer = null;
    g.showing = false;
    bots.stopWaiting();
    if (g.replay) return app.showReplay();
    let p;
    let d;
    try {
      const guess = likelyViewer(g);
      p = played && played.viewer === guess && played.from === logFrom(guess)
        ? adopt(guess, played.from, played.table) : fetchTable(guess);
      d = decide(p);
      if (d.viewer !== p.frame.viewer) p = fetchTable(d.viewer);
      if (watched && d.mode === "play" && g.mode === "bot") {
        d = { mode: "bot", viewer: d.viewer, thinking: g.thinking };
        g.showing = true;
      }
    } catch (error) {
      g.dispatch("say", { text: t("error.engine", { message: reason(error) }), kind: "error" });
      app.renderMessage();
      return;
    }
    if (d.mode !== "play") {
      g.module.reset?.(app.ctx);
      g.hintKey = null; // (a hint is for the position it was asked in)
    }
    if (d.mode === "play" && g.mode !== "play") { // your turn again
      g.focusSoft = g.module.nextFocus;
      g.dispatch("turnStarts", { since: sinceLastTurn(p, d.viewer), range: [p.since, logLength(p)] });
      g.skipping = false;
    } else if (d.mode === "play" && g.since && g.sinceRange) { // the same lines, read again (a new language)
      g.dispatch("sinceReworded", sinceLastTurn(p, d.viewer, g.sinceRange));
    }
    if (d.mode === "over") g.skipping = false;
    // (played here, not opened finished; a puzzle that ends its game is no game: no statistics, its own panel)
    const ended = !g.puzzle && d.mode === "over" && ["play", "bot", "handoff"].includes(g.mode);
    if (ended) app.countFinished();
    if (d.mode !== "bot" || d.thinking !== g.thinking) waitEnds(g);
    Object.assign(g, { table: p, mode: d.mode, handoffTo: d.handoffTo ?? null, thinking: d.thinking ?? null });
    app.render();
    if (ended) {
      showEnd();
      bots.ended(g);
    }
    // The worker starts after the first table (never slowing it) and not while others' moves are drawn:
    // its second Python booting beside an animation made frames miss on 2 cores (benchmarks/HISTORY.md).
    // (A puzzle starts from a position no save rebuilds: its other seats never decide, no worker follows it.)
    if (!g.puzzle && p.seats.some((seat) => seat.bot) && (d.mode !== "bot" || app.ctx.stepMs === 0 || g.skipping)) bots.start();
    if (g.showing) {
      g.botTimer = setTimeout(botStep, 0); // (no animation drawn: at once)
      return;
    }
    if (bots.ready && !g.slicing && !g.puzzle) {
      if (d.mode === "bot") bots.move(g, p.moves); // (asked at once: it thinks during the pause too)
      else if (d.mode === "play" || d.mode === "handoff") bots.follow(g); // it ponders while a human decides
    }
    if (d.mode === "bot") g.botTimer = setTimeout(botStep, app.ctx.stepMs);
  }

  /** The game just ended here: its end screen comes into view (on a phone it is above the boards the
   *  player was looking at) and its heading takes the focus, so the keyboard and screen readers follow. */
  function showEnd() {
    const title = ui.game.frame.root.querySelector("#end-title");
    if (!title || document.querySelector("dialog[open]")) return;
    title.tabIndex = -1;
    title.focus({ preventScroll: true });
    title.closest("section")?.scrollIntoView({ block: "start" });
  }

  function botStep() {
    const g = ui.game;
    if (!g) return;
    g.botTimer = null;
    if (g.mode !== "bot") return;
    if (g.showing) return refresh(); // the last move of others has been shown (or skipped): your turn
    let step;
    try {
      step = g.slicing || !bots.ready ? think() : workerMove();
      if (!step) return waitStarts(g); // (botStep runs again when there is a move to play)
      waitEnds(g);
      ({ save: g.save, summary: g.summary } = step);
      bots.played(g);
    } catch (error) {
      g.dispatch("say", { text: t("error.engine", { message: reason(error) }), kind: "error" });
      app.renderMessage();
      return;
    }
    const before = g.table;
    const seat = g.thinking;
    const heard = before && { key: before.logKey, length: logLength(before) }; // (the log's arrays grow in place)
    const watching = app.ctx.stepMs > 0; // (asked before refresh: a turn of yours that starts ends a Skip)
    refresh(watching && Boolean(before), step.table);
    app.persist(); // (the record is written once the move is applied and the table refreshed)
    if (ui.game === g) for (const mover of step.seats ?? [seat]) app.sayMove(heard, g.table, mover);
    // Watching: the move just made is shown on the table before the next one (web/registry.js: animate).
    if (ui.game === g && before && watching) waitForShown(g, g.module.animate?.(app.ctx, before, g.table));
  }

  /** A bot's move was due (its slot came: the pause, the last move's animation) and is not known yet:
   *  once this wait passes SLOW_WAIT_MS the table says which bot is thinking (app.renderWait).
   *  @param {import("./types").OpenGame} g */
  function waitStarts(g) {
    if (g.waitTimer || g.slowWait != null) return;
    g.waitTimer = setTimeout(() => {
      g.waitTimer = null;
      if (ui.game !== g || g.mode !== "bot") return;
      g.slowWait = g.thinking;
      app.renderWait();
    }, SLOW_WAIT_MS);
  }

  /** @param {import("./types").OpenGame} g */
  function waitEnds(g) {
    clearTimeout(g.waitTimer);
    g.waitTimer = null;
    if (g.slowWait == null) return;
    g.slowWait = null;
    app.renderWait();
  }

  /** The next bot starts thinking once the move just made has been shown: its thinking runs on the
   *  page's thread and would stall the animation's last frames (benchmarks/table_fit.py). Your turn,
   *  which that move began, starts then too (its prompt and focus came during it).
   *  @param {import("./types").OpenGame} g @param {Animation[] | null | undefined} played the animations of the move shown */
  function waitForShown(g, played) {
    if (!g.botTimer || !played?.length) return;
    const left = Math.max(0, ...played.map((/** @type {Animation} */ animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return Number.isFinite(end) ? /** @type {number} */ (end) - (/** @type {number | null} */ (animation.currentTime) ?? 0) : 0;
    }));
    clearTimeout(g.botTimer);
    if (g.showing) { // once every step has ended (a step starts a frame or more late: not by the clock)
      const timer = setTimeout(botStep, left + 1000); // (in case one never settles)
      g.botTimer = timer;
      Promise.all(played.map((/** @type {Animation} */ animation) => animation.finished.catch(() => null))).then(() => {
        if (g.botTimer !== timer) return; // (skipped, or the table drawn again meanwhile)
        clearTimeout(timer);
        g.botTimer = setTimeout(botStep, 0);
      });
      return;
    }
    g.botTimer = setTimeout(botStep, Math.max(app.ctx.stepMs, left + 20));
  }

  /** The bot's move from the worker, played here (the engine checks it again): the step's save, or
   *  null until the worker has answered (botStep is then called again). Unwatched (no pause between
   *  moves: ?botdelay=0, or Skip), the moves the worker already has are played together, up to
   *  BATCH_MS, before the table is drawn again: drawing it after each one cost more than the bots'
   *  thinking, which goes on meanwhile in the worker. */
  function workerMove() {
    const g = ui.game;
    let moves = g.table.moves;
    let action = bots.move(g, moves);
    if (!action) {
      bots.whenHeard(() => ui.game === g && !g.botTimer && botStep());
      return null;
    }
    const until = performance.now() + BATCH_MS;
    const seats = [];
    let step = null;
    while (action) {
      let played;
      // The table comes with the move unless the worker already has the next one to play in this batch.
      const batched = app.ctx.stepMs === 0 && bots.has(g, moves + 1);
      try {
        played = play(action, moves, !batched);
      } catch (error) {
        if (error.name !== "IllegalAction") throw error;
        bots.fail(`the engine refused its move: ${error.message}`);
      }
      // (It answers about the page's own position, so a move not played means it went astray.)
      if (played && !played.played) bots.fail("its move was for another position");
      if (!played?.played) break;
      step = { ...played, seats };
      seats.push(action.player);
      g.save = step.save;
      bots.played(g);
      moves += 1;
      action = app.ctx.stepMs === 0 && performance.now() < until ? bots.move(g, moves) : null;
    }
    if (!step) g.botTimer = setTimeout(botStep, 0); // (the bot thinks on this thread)
    return step;
  }

  /** Think on this thread, in slices so the page never freezes (the hard bot's search runs ~40 ms at a
   *  time): the step's save once the bot has moved, else null (botStep runs again at once). */
  function think() {
    const g = ui.game;
    const step = py("bot_step", { slice: BOT_SLICE_S });
    g.slicing = !step.done; // (a decision begun here ends here, even if the worker is ready meanwhile)
    if (!step.done) g.botTimer = setTimeout(botStep, 0);
    return step.done ? step : null;
  }

  /** "Skip": the moves of others up to your next decision are played without pauses or animations. */
  function skip() {
    const g = ui.game;
    if (!g || g.mode !== "bot") return;
    g.skipping = true;
    // The step's animations end at once (a CSS one that loops, the thinking mark's, cannot: it stays).
    for (const animation of document.getAnimations()) {
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
    }
    clearTimeout(g.botTimer);
    g.botTimer = setTimeout(botStep, 0);
    app.render();
  }

  /** Play `action` if it is legal; otherwise show the engine's reason and change nothing.
   *  @param {Move | null | undefined} action */
  function tryAction(action) {
    const g = ui.game;
    if (!g || g.mode !== "play" || !action) return;
    if (!g.legalKeys.has(actionKey(action))) {
      let why;
      try {
        why = clip(sentence(py("explain", { action }) ?? ""));
      } catch (error) {
        why = reason(error);
      }
      if (why) {
        g.dispatch("say", { text: why, kind: "refusal" });
        app.renderMessage();
        // (a control tapped low on a phone's page: the reason is brought into view, or the tap looks dead)
        g.frame?.message.scrollIntoView({ block: "nearest" });
        return;
      }
    }
    let played;
    try {
      played = play(action);
      ({ save: g.save, summary: g.summary } = played);
    } catch (error) {
      g.dispatch("say", { text: error.name === "IllegalAction" ? reason(error) : t("error.engine", { message: reason(error) }),
        kind: error.name === "IllegalAction" ? "refusal" : "error" });
      app.renderMessage();
      return;
    }
    g.module.afterMove?.(app.ctx, action);
    if (g.tutorial) g.tutorial.seen++;
    g.hintKey = null;
    g.dispatch("moved");
    g.focusSoft = g.module.nextFocus;
    refresh(false, played.table);
    app.persist();
  }

  /** Take back the viewer's last move (the engine says whether it may: table.undoable). */
  function undo() {
    const g = ui.game;
    if (g?.table?.undoable === 0 && g.table.undo_note) { // (the game says why nothing can be taken back)
      g.dispatch("say", { text: g.table.undo_note, kind: "info" });
      app.renderMessage();
      return;
    }
    if (!g || !(g.table?.undoable > 0)) return;
    clearTimeout(g.botTimer); // a bot that was about to answer the move waits for the new position
    g.botTimer = null;
    try {
      ({ save: g.save, summary: g.summary } = py("undo", { player: g.table.frame.viewer }));
      g.slicing = false; // (the engine dropped any thinking begun on this thread)
    } catch (error) {
      g.dispatch("say", { text: reason(error), kind: error.name === "IllegalAction" ? "refusal" : "error" });
      app.renderMessage();
      return;
    }
    g.module.reset?.(app.ctx);
    g.dispatch("hush");
    refresh();
    app.persist();
  }

  return { refresh, skip, tryAction, undo, startWorkerReview: bots.startReview, stopWorkerReview: bots.stopReview };
}
