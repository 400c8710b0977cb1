// The bots' engine seen from the page: a Web Worker (web/bot-worker.js) with its own Python, started
// once the first table is drawn (it never slows that table). The page keeps the game: it sends the
// worker the save of each position it did not get from the worker itself, and plays the worker's
// moves through its own engine (web/shell-loop.js: bridge.play with the move count). Until the worker is ready, or if
// it fails, the bots think on the page's thread as before.
//
// <html data-bots>: "starting", "worker" (the bots think in the worker) or "page" (on the page's
// thread: no worker, or it failed).
//
// Every core: once that worker is ready, the page starts K - 1 more as its helpers (K from
// `workerCount`), each given a port to it: a hard decision's samples are split over the K workers
// (web/bot_engine.py; the move is the same whatever K). A helper that fails or is late too often is
// ended and the decision goes on with the others. <html data-bot-workers>: the workers thinking now;
// data-bot-helped: the samples the helpers computed so far; data-bot-heap: the thinking worker's wasm
// heap (MB) once its engine is imported, and again whenever no bot is to move.

const root = document.documentElement;
const MAX_WORKERS = 4;
const FIREFOX_WORKERS = 2; // more than 2 Pyodide workers may hang in Firefox, as Pyodide's own tracker reports (not tested here)
const WORKER_MB = 100; // a worker's memory (benchmarks/HISTORY.md: a Pyodide with the engine, measured ~100 MB)
const MEMORY_SHARE = 0.25; // of the device's memory (navigator.deviceMemory) the bots' workers may take
const UNKNOWN_MEMORY_WORKERS = 2; // where the memory is not known (an iPhone says 4 cores, and its tabs are killed first)
// A worker the browser ended (out of memory, a crash) says nothing, not even an error: while the page
// waits for its move it is asked every PING_MS whether it lives, and one silent for DEAD_MS (a
// worker answers between two 50 ms slices of thinking, but a decision's set-up or a long save's replay
// is one piece of work, which takes seconds on a loaded machine) is
// started again, at most MAX_RESTARTS times a page; the decision is retried (tests/browser/test_bot_restart.py).
const PING_MS = 1000;
const DEAD_MS = 30_000;
const MAX_RESTARTS = 3;
// A wasm heap never shrinks (it keeps its high-water mark, and a hard game's caches and searches step it
// up, game after game: benchmarks/long_session.py). So a worker whose heap, at the end of a game, is more
// than HEAP_GROWTH over the page's measure (the first worker's heap at the end of its first game) is
// replaced by a fresh one, with its helpers, while the player reads the end screen. The measure is kept
// across renewals: a fresh worker whose first game stepped it up is weighed like any other, else that
// larger heap would become the measure and stay. `?botheapgrowth=X` sets it (tests).
const HEAP_GROWTH = Number.parseFloat(new URLSearchParams(location.search).get("botheapgrowth") ?? "") || 0.1;

/** How many workers think for the bots: the device's cores but one (the page's), at most 4, at
 *  least 1; 2 at most in Firefox and where the memory is not known; fewer where the device's memory is short (`heapMB`: a worker's wasm
 *  heap as measured, if more than the default cost). `?botworkers=N` overrides it (tests, benchmarks). */
export function workerCount(heapMB = 0) {
  const forced = Number.parseInt(new URLSearchParams(location.search).get("botworkers") ?? "", 10);
  if (forced >= 1) return Math.min(MAX_WORKERS, forced);
  let k = Math.min(MAX_WORKERS, Math.max(1, (navigator.hardwareConcurrency || 2) - 1));
  if (/firefox/i.test(navigator.userAgent)) k = Math.min(k, FIREFOX_WORKERS);
  const gb = navigator.deviceMemory; // (Chromium only; Safari and Firefox do not say: UNKNOWN_MEMORY_WORKERS)
  if (gb) k = Math.min(k, Math.max(1, Math.floor((gb * 1024 * MEMORY_SHARE) / Math.max(WORKER_MB, heapMB))));
  else k = Math.min(k, UNKNOWN_MEMORY_WORKERS);
  return k;
}

/** A new bots' worker (web/bot-worker.js); its URL through the page's Trusted Types policy (index.html). */
function workerScript() {
  const url = new URL("./bot-worker.js", import.meta.url).href;
  return new Worker(window.evolutionPolicy?.createScriptURL(url) ?? url, { type: "module" });
}

export function botWorker() {
  let worker = null;
  let status = "off"; // "starting" | "ready" | "failed"
  let nextId = 1;
  // The position the worker thinks about, and its answers: {id, game, head: the save its moves
  // continue from, moves: Map(move number -> action), idle, waiter}.
  let asked = null;
  const helpers = new Map(); // id -> Worker (started, perhaps not ready yet)

  // The review of a finished game asked of the worker: {id, save, samples, listener, sent} (startReview).
  let review = null;
  let pinged = null; // when the unanswered ping was sent (performance.now()), or null
  let ticked = 0; // the watchdog's last look (a page too busy to look does not judge the worker)
  let restarts = 0;
  let watchdog = null;
  let restarted = null; // the loop's callback, waiting for the restarted worker (whenHeard)
  let heap = null; // the thinking worker's wasm heap as it last said (bytes)
  let measure = null; // the first worker's heap at the end of its first game (kept across renewals)
  let ended = null; // the game that has just ended here, until the worker has been weighed at its end
  let renewals = 0;

  /** While the page waits for the worker's move: is it alive? */
  function watch() {
    const now = performance.now();
    const late = now - ticked > 2 * PING_MS;
    ticked = now;
    if (status !== "ready" || !asked?.bots || asked.idle) return;
    if (pinged === null || late) {
      pinged = now;
      worker.postMessage({ type: "ping" });
    } else if (now - pinged > DEAD_MS) {
      restart(`no answer in ${DEAD_MS / 1000} s`);
    }
  }

  /** The worker died: a new one takes the decision up again once it is ready (the page's loop waits
   *  for it: whenHeard), so the same bots decide as they would have (?botsamples: the same moves). */
  function restart(why) {
    if (++restarts > MAX_RESTARTS) return fail(`${why}, ${MAX_RESTARTS} times`);
    console.warn("[bots] the bots' worker stopped answering; it is started again:", why);
    return replace();
  }

  /** Once a game has ended and the worker is idle at its end: a worker grown past HEAP_GROWTH is
   *  replaced (not while it reviews a game). <html data-bot-renewals>: how many were (benchmarks, tests). */
  function weigh() {
    if (!ended || status !== "ready" || asked?.game !== ended || !asked.idle || !heap || review) return;
    ended = null;
    if (measure === null) measure = heap;
    else if (heap > measure * (1 + HEAP_GROWTH)) {
      root.dataset.botRenewals = String(++renewals);
      replace();
    }
  }

  /** A new worker in place of this one (and new helpers): what waits for it is taken up once it is ready. */
  function replace() {
    worker?.terminate();
    worker = null;
    for (const id of [...helpers.keys()]) dropHelper(id);
    if (review) {
      const { listener } = review;
      review = null;
      listener({ type: "unavailable" });
    }
    restarted = asked?.waiter ?? restarted;
    asked = null;
    pinged = null;
    heap = null;
    status = "restarting";
    root.dataset.bots = "starting";
    launch();
    return undefined;
  }

  function wakeRestarted() {
    const callback = restarted;
    restarted = null;
    callback?.();
  }

  function fail(why) {
    clearInterval(watchdog);
    if (review) { // (the review goes on elsewhere: web/shell-review.js)
      const { listener } = review;
      review = null;
      listener({ type: "unavailable" });
    }
    if (status === "failed") return;
    if (why) console.warn("[bots] the bots' worker failed; they think on the page's thread:", why);
    status = "failed";
    root.dataset.bots = "page";
    worker?.terminate();
    worker = null;
    for (const id of [...helpers.keys()]) dropHelper(id);
    wake();
    wakeRestarted();
  }

  function workers() {
    root.dataset.botWorkers = String(status === "ready" ? 1 + [...helpers.values()].filter((h) => h.ready).length : 0);
  }

  /** End helper `id` (it failed, or was late too often): the thinking worker goes on without it. */
  function dropHelper(id, why) {
    const helper = helpers.get(id);
    if (!helper) return;
    if (why) console.warn(`[bots] helper ${id} dropped:`, why);
    helper.worker.terminate();
    helpers.delete(id);
    if (helper.ready) worker?.postMessage({ type: "lost", id });
    workers();
  }

  /** What a worker unpacks: the engine's archives and pydantic's wheels (index.html fetches those
   *  after the first table's bytes; a worker reads the page's saves, as the page does). */
  async function workerFiles() {
    const { files, boundary } = window.evolutionStart;
    return [...await files, ...await boundary];
  }

  /** Start K - 1 helpers once the thinking worker is ready (`heap`: its wasm heap's bytes). */
  async function startHelpers(heap) {
    const k = workerCount(heap ? heap / 2 ** 20 : 0);
    const files = await workerFiles();
    for (let id = 1; id < k; id++) {
      const helper = { worker: workerScript(), ready: false };
      helpers.set(id, helper);
      helper.worker.onerror = (event) => dropHelper(id, event.message || "it could not start");
      helper.worker.onmessageerror = () => dropHelper(id, "a message could not be read");
      helper.worker.onmessage = ({ data }) => {
        if (data.type === "failed") return dropHelper(id, data.message);
        if (data.type !== "ready" || !worker) return undefined;
        helper.ready = true;
        const channel = new MessageChannel();
        helper.worker.postMessage({ type: "serve", port: channel.port2 }, [channel.port2]);
        worker.postMessage({ type: "helper", id, port: channel.port1 }, [channel.port1]);
        workers();
        return undefined;
      };
      helper.worker.postMessage({ type: "start", files });
    }
  }

  function wake() {
    const waiter = asked?.waiter;
    if (asked) asked.waiter = null;
    waiter?.();
  }

  function heard({ data }) {
    pinged = null; // (any message: it lives)
    if (data.type === "pong") return;
    if (data.type === "ready") {
      status = "ready";
      root.dataset.bots = "worker";
      sendReview();
      if (data.heap) root.dataset.botHeap = String(Math.round(data.heap / 2 ** 20)); // (MB: a worker's wasm heap)
      heap = data.heap ?? null;
      workers();
      startHelpers(data.heap).catch((error) => console.warn("[bots] no helpers:", error));
      wakeRestarted();
    } else if (data.type.startsWith("review-")) {
      if (review && data.id === review.id) {
        const { listener } = review;
        if (data.type !== "review-progress") review = null;
        listener(data);
      }
    } else if (data.type === "drop") {
      dropHelper(data.id, "it was late too often");
    } else if (data.type === "failed") {
      fail(data.message);
    } else if (asked && data.id === asked.id) { // (an answer about an older position is dropped)
      if (data.type === "move") {
        asked.moves.set(data.moves, data.action);
        root.dataset.botHelped = String(data.helped ?? 0); // (the samples the helpers computed: tests)
      }
      else if (data.type === "idle") {
        asked.idle = true;
        if (data.heap) root.dataset.botHeap = String(Math.round(data.heap / 2 ** 20));
        heap = data.heap ?? heap;
      }
      wake();
      weigh();
    }
  }

  /** Start the worker after the page has painted (idempotent). */
  function start() {
    if (status !== "off") return;
    status = "starting";
    root.dataset.bots = "starting";
    watchdog ??= setInterval(watch, PING_MS);
    requestAnimationFrame(() => setTimeout(launch));
  }

  /** A new worker (the first, or one started again), handed the engine's files. */
  async function launch() {
    try {
      if (typeof Worker !== "function") throw new Error("this browser has no Web Workers");
      const files = await workerFiles();
      worker = workerScript();
      worker.onmessage = heard;
      worker.onerror = (event) => fail(event.message || "the worker could not start");
      worker.onmessageerror = () => fail("a message could not be read");
      const samples = Number.parseInt(new URLSearchParams(location.search).get("botsamples") ?? "", 10) || null;
      worker.postMessage({ type: "start", files, samples }); // (copies: the page's Python may still read them)
    } catch (error) {
      fail(error?.message || String(error));
    }
  }

  function post(game, bots) {
    asked = { id: nextId++, game, head: game.save, posted: game.save, bots, moves: new Map(), idle: false, waiter: null };
    worker.postMessage({ type: "position", id: asked.id, save: game.save, bots });
  }

  /** Have the worker follow `game` (its save `game.save`), unless it already does from a position
   *  these moves continue: it ponders the bots' answers to the human's likely moves. */
  function follow(game) {
    if (status === "restarting") return;
    if (!(asked && asked.game === game && asked.head === game.save)) post(game, false);
  }

  /** The worker's move for the first waiting bot of `game` now (`moves` moves played), or null if it
   *  has not answered yet. */
  function move(game, moves) {
    if (status === "restarting") return null;
    const following = asked && asked.game === game && asked.head === game.save;
    // (Where a human may move too, the worker lets the human go first unless asked for the bots.)
    if (!following || !asked.bots || (asked.idle && asked.posted !== game.save)) post(game, true);
    const action = asked.moves.get(moves) ?? null;
    if (!action && asked.idle) fail("it sees no bot to move where the page does");
    return action;
  }

  function sendReview() {
    if (review && !review.sent && status === "ready") {
      review.sent = true;
      worker.postMessage({ type: "review", id: review.id, save: review.save, samples: review.samples });
    }
  }

  /** Review the finished game `save` in the worker (started if it was not), at `samples` deals per
   *  decision (null: the engine's default): `listener` hears its
   *  messages (review-progress, review-done, review-failed), or {type: "unavailable"} if the worker
   *  cannot run (the page then reviews on its own thread). */
  function startReview(save, samples, listener) {
    stopReview();
    if (status === "failed") return listener({ type: "unavailable" });
    review = { id: nextId++, save, samples, listener, sent: false };
    start();
    sendReview();
    return undefined;
  }

  function stopReview() {
    if (review?.sent) worker?.postMessage({ type: "review-stop", id: review.id });
    review = null;
  }

  return {
    start,
    startReview,
    stopReview,
    /** Whether the bots' moves come from the worker. */
    get ready() {
      return status === "ready" || status === "restarting";
    },
    follow,
    move,
    /** Whether the worker has already answered for `game` at `moves` moves (a batch goes on). */
    has(game, moves) {
      return Boolean(asked && asked.game === game && asked.head === game.save && asked.moves.has(moves));
    },
    /** The page played the worker's move: the game's new save still continues the worker's line. */
    played(game) {
      if (asked?.game === game) asked.head = game.save;
    },
    /** Call `callback` once the worker says something new (an answer, or that it failed). */
    whenHeard(callback) {
      if (status === "restarting") {
        restarted = callback;
        return undefined;
      }
      if (status !== "ready") return callback();
      if (asked) asked.waiter = callback;
      return undefined;
    },
    /** Nobody waits for an answer any more (the loop left the bots' turn, or will ask again). */
    stopWaiting() {
      if (asked) asked.waiter = null;
    },
    /** The worker's move was refused by the page's engine: it is not trusted again. */
    fail,
    /** `game` has just ended on this page (played to its end here). */
    ended(game) {
      ended = game;
      weigh();
    },
  };
}
